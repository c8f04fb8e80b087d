//! Which provider a search uses when config.json has no provider (S-03): Brave,
//! Tavily, Google (a Gemini key), then Claude (an Anthropic key, which asks its one-time
//! consent); and the hint that names every way to set search up when nothing is.

use crate::support::providers::{ANTHROPIC_KEY, GEMINI_KEY, QUERY, reply};
use crate::support::{Gw, Server};

const GEMINI_PATH: &str = "/v1beta/models/gemini-3-flash-preview:generateContent";

fn search_cmd(config: &str) -> Gw {
    Gw::new()
        .config_json(config)
        .args(["search", "--allow", "web_search", "--json"])
        .arg(QUERY)
}

// S-03: nothing set up → exit 2 `missing_key`; the hint names all five providers with the
// config line for each and the config file's path.
#[test]
fn s03_no_provider_hint_names_all_five() {
    let gw = search_cmd("{}");
    let out = gw.run();
    out.fails_with(2, "missing_key");
    let hint = out.error_hint();
    for needle in [
        "BRAVE_API_KEY",
        "TAVILY_API_KEY",
        "GEMINI_API_KEY",
        "ANTHROPIC_API_KEY",
        r#"{"search": {"provider": "brave"}}"#,
        r#"{"search": {"provider": "tavily"}}"#,
        r#"{"search": {"provider": "google"}}"#,
        r#"{"search": {"provider": "claude"}}"#,
        r#""provider": "searxng", "url": "http://localhost:8888""#,
    ] {
        assert!(hint.contains(needle), "hint lacks {needle}: {hint}");
    }
    let config = gw.config_dir().join("config.json");
    assert!(
        hint.contains(&config.display().to_string()),
        "hint lacks the config path {}: {hint}",
        config.display()
    );
}

// S-03: only a Gemini key → Google is used (its endpoint from the google section).
#[test]
fn s03_gemini_key_alone_picks_google() {
    let server = Server::http().with(GEMINI_PATH, reply("gemini_ok_nosearch.json"));
    let config = format!(
        r#"{{"search": {{"google": {{"endpoint": "{}"}}}}}}"#,
        server.url("")
    );
    let v = search_cmd(&config)
        .env("GEMINI_API_KEY", GEMINI_KEY)
        .run()
        .json_ok();
    assert_eq!(v["provider"], "google");
    assert_eq!(
        server.last_request().header("x-goog-api-key"),
        Some(GEMINI_KEY)
    );
}

// S-03, S-11: only an Anthropic key and no terminal → Claude is chosen but its consent cannot
// be asked: exit 4 with the command that gives it; nothing is sent.
#[test]
fn s03_anthropic_key_alone_needs_claude_consent() {
    let server = Server::http();
    let config = format!(
        r#"{{"search": {{"claude": {{"endpoint": "{}"}}}}}}"#,
        server.url("")
    );
    let out = search_cmd(&config)
        .env("ANTHROPIC_API_KEY", ANTHROPIC_KEY)
        .run();
    out.fails_with(4, "needs_approval");
    assert!(
        out.error_hint()
            .contains("garuda-web config search use claude"),
        "{}",
        out.error_hint()
    );
    assert_eq!(server.connections(), 0);
}
