//! The questions `search` asks on a real pseudo-terminal (`support::pty`): the per-query
//! approval (S-07: "garuda-web wants to search the web" with the query and provider) and
//! Claude's one-time consent (S-11, saved as `search.use`).

use crate::support::providers::{ANTHROPIC_KEY, BRAVE_KEY, QUERY, config_for, reply};
use crate::support::pty::{DOWN, ENTER, ESC, Pty};
use crate::support::{Gw, Server};

/// Waits for `title` and the last choice, then until the prompt reads a key.
#[track_caller]
fn wait_for(pty: &mut Pty, title: &str) -> String {
    let mut screen = pty.expect(title);
    screen.push_str(&pty.expect("No"));
    pty.wait_for_key_read();
    screen
}

/// `search QUERY` with Brave on `server`, no rule: the prompt decides.
fn brave(gw: &Gw, server: &Server) -> Gw {
    gw.clone()
        .config_json(&config_for("brave", server, ""))
        .env("BRAVE_API_KEY", BRAVE_KEY)
        .args(["search", "--session", "t1", QUERY])
}

// S-07: the question shows the query and the provider; "Yes, once" sends it.
#[test]
fn s07_prompt_yes_once_searches() {
    let server = Server::http().with("/res/v1/web/search", reply("brave_ok.json"));
    // The invocation is kept alive: dropping it would remove its folders under the process.
    let gw = brave(&Gw::new(), &server);
    let mut pty = gw.pty();
    let mut screen = wait_for(&mut pty, "garuda-web wants to search the web");
    screen.push_str("No");
    assert!(screen.contains(&format!("query: {QUERY}")), "{screen}");
    assert!(screen.contains("provider: brave"), "{screen}");
    pty.send(ENTER);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("provider=\"brave\""), "{screen}");
    assert_eq!(server.total_hits(), 1);
}

// S-07: No (Esc) sends nothing: exit 4 declined.
#[test]
fn s07_prompt_no_sends_nothing() {
    let server = Server::never_called();
    let gw = brave(&Gw::new(), &server);
    let mut pty = gw.pty();
    wait_for(&mut pty, "garuda-web wants to search the web");
    pty.send(ESC);
    let (code, screen) = pty.finish();
    assert_eq!(code, 4, "{screen}");
    assert!(screen.contains("declined"), "{screen}");
}

// S-07: "Yes, for this session" lets later searches of the session through without a prompt.
#[test]
fn s07_prompt_session_grant() {
    let server = Server::http().with("/res/v1/web/search", reply("brave_ok.json"));
    let gw = Gw::new();
    let mut pty = brave(&gw, &server).pty();
    wait_for(&mut pty, "garuda-web wants to search the web");
    pty.send(DOWN);
    pty.expect("No");
    pty.wait_for_key_read();
    pty.send(ENTER);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    let out = brave(&gw, &server).arg("--json").run();
    out.success().stderr_empty();
    assert_eq!(out.json()["allowed_by"]["source"], "session");
}

/// `search --allow web_search QUERY` with Claude on `server` and no saved choice.
fn claude(gw: &Gw, server: &Server) -> Gw {
    let config =
        config_for("claude", server, "").replacen('{', r#"{"cache": {"maxPages": 7}, "#, 1);
    gw.clone()
        .config_json(&config)
        .env("ANTHROPIC_API_KEY", ANTHROPIC_KEY)
        .args(["search", "--allow", "web_search", QUERY])
}

fn saved_use(gw: &Gw) -> serde_json::Value {
    let text = std::fs::read_to_string(gw.config_dir().join("config.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["cache"]["maxPages"], 7, "other keys are kept: {text}");
    v["search"]["use"].clone()
}

// S-11: the first use of Claude's search asks once, with the price; Yes is saved as
// search.use = claude and the next call does not ask.
#[test]
fn s11_consent_yes_is_saved() {
    let server = Server::http().with("/v1/messages", reply("anthropic_ok.json"));
    let gw = Gw::new();
    let mut pty = claude(&gw, &server).pty();
    let screen = wait_for(&mut pty, "Allow Claude's web search?");
    assert!(screen.contains("$0.01 per search"), "{screen}");
    pty.send(ENTER);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    assert_eq!(saved_use(&gw), "claude");
    let out = gw
        .clone()
        .reset_args()
        .env("ANTHROPIC_API_KEY", ANTHROPIC_KEY)
        .args(["search", "--json", "--allow", "web_search", QUERY])
        .run();
    assert_eq!(out.json_ok()["provider"], "claude");
    assert_eq!(server.total_hits(), 2);
}

// S-11: No sends nothing, is saved as search.use = provider, and exits 4.
#[test]
fn s11_consent_no_is_saved_and_sends_nothing() {
    let server = Server::never_called();
    let gw = Gw::new();
    let mut pty = claude(&gw, &server).pty();
    wait_for(&mut pty, "Allow Claude's web search?");
    pty.send(ESC);
    let (code, screen) = pty.finish();
    assert_eq!(code, 4, "{screen}");
    assert_eq!(saved_use(&gw), "provider");
}
