//! A-03..A-05: the approval prompt, driven on a real pseudo-terminal (`support::pty`), and the
//! refusal when there is no terminal to ask.
//!
//! Each test serves pages from a loopback server and runs `fetch --allow-localhost` with no
//! rule for 127.0.0.1, so approval has to come from the prompt, a session grant or policy.json.
//! Keys are sent the way a terminal sends them (arrow down `ESC [ B`, Enter `CR`, Esc, Ctrl-C).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::Value;

use crate::support::pty::{DOWN, ENTER, ESC, Pty};
use crate::support::{Gw, Reply, Server};

/// A server with a few small pages.
fn pages() -> Server {
    Server::http()
        .with("/a", Reply::text("page a"))
        .with("/b", Reply::text("page b"))
        .with("/c", Reply::text("page c"))
}

/// `fetch --allow-localhost --no-cache URL` in `gw`'s directories.
fn fetch(gw: &Gw, url: &str) -> Gw {
    gw.clone()
        .reset_args()
        .args(["fetch", "--allow-localhost", "--no-cache", url])
        .kill_after(Duration::from_secs(30))
}

/// Waits until the whole menu is on screen and the prompt reads a key.
#[track_caller]
fn wait_for_menu(pty: &mut Pty) -> String {
    let mut screen = String::new();
    for needle in ["garuda-web wants to", "Allow this request:", "No"] {
        screen.push_str(&pty.expect(needle));
        screen.push_str(needle);
    }
    pty.wait_for_key_read();
    screen
}

/// Answers with the `n`-th choice (0 = first): each arrow key is sent once the prompt reads a
/// key, and the next one once the menu is redrawn (down to its last choice, "No").
#[track_caller]
fn choose(pty: &mut Pty, n: usize) {
    for _ in 0..n {
        pty.send(DOWN);
        pty.expect("No");
        pty.wait_for_key_read();
    }
    pty.send(ENTER);
}

// title, preview and the four choices; "Yes, once" fetches this page only, and the next
// call asks again.
#[test]
fn a04_prompt_yes_once() {
    let server = pages();
    let gw = Gw::new();
    let url = server.url("/a");
    let mut pty = fetch(&gw, &url).pty();
    let screen = wait_for_menu(&mut pty);
    assert!(screen.contains("fetch from 127.0.0.1"), "{screen}");
    let menu = screen;
    assert!(menu.contains(&format!("GET {url}")), "{menu}");
    for choice in [
        "> Yes, once",
        "Yes, for this session",
        "Yes, always for 127.0.0.1",
    ] {
        assert!(menu.contains(choice), "missing {choice:?} in\n{menu}");
    }
    choose(&mut pty, 0);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(
        screen.contains("<web_result") && screen.contains("page a"),
        "{screen}"
    );
    assert_eq!(server.hits("/a"), 1);

    // Nothing lasting was stored: without a terminal the next call is refused.
    let out = fetch(&gw, &server.url("/b")).arg("--json").run();
    out.fails_with(4, "needs_approval");
    assert!(!gw.config_dir().join("policy.json").exists());
}

/// Answers "Yes, for this session" to the prompt for `/a` of `server` in session `session`;
/// returns the screen.
fn grant_for_session(gw: &Gw, server: &Server, session: &str) -> String {
    let mut pty = fetch(gw, &server.url("/a"))
        .args(["--session", session])
        .pty();
    wait_for_menu(&mut pty);
    choose(&mut pty, 1);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    screen
}

// "Yes, for this session" stores a 0600 grant in the state dir; the same session is not
// asked again, another session is.
#[test]
fn a04_session_grant_same_session_not_asked_other_session_asked() {
    let server = pages();
    let gw = Gw::new();
    let screen = grant_for_session(&gw, &server, "s1");
    assert!(screen.contains("Yes, for this session"), "{screen}");

    let grants = gw.state_dir().join("grants");
    assert_eq!(mode(&grants), 0o700);
    let files: Vec<_> = std::fs::read_dir(&grants).unwrap().flatten().collect();
    let grant_files: Vec<_> = files
        .iter()
        .filter(|f| f.file_name().to_string_lossy().ends_with(".json"))
        .collect();
    assert_eq!(grant_files.len(), 1, "{files:?}");
    assert_eq!(mode(&grant_files[0].path()), 0o600);

    // Same session, no terminal: approved by the grant.
    let out = fetch(&gw, &server.url("/b"))
        .args(["--json", "--session", "s1"])
        .run();
    out.success().stderr_empty();
    let json = out.json();
    assert_eq!(json["allowed_by"]["source"], "session", "{out}");
    assert_eq!(json["allowed_by"]["rule"], "web_fetch(127.0.0.1)");
    // GARUDA_WEB_SESSION names the same session.
    fetch(&gw, &server.url("/c"))
        .env("GARUDA_WEB_SESSION", "s1")
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("page c");

    // Another session is asked again.
    let mut pty = fetch(&gw, &server.url("/c"))
        .args(["--session", "s2"])
        .pty();
    wait_for_menu(&mut pty);
    pty.send(ESC);
    let (code, screen) = pty.finish();
    assert_eq!(code, 4, "{screen}");
}

// without --session or GARUDA_WEB_SESSION the session is the terminal's: two commands
// run from one shell share a grant; a new terminal is a new session.
#[test]
fn a04_terminal_session_shared_by_one_shell() {
    let server = pages();
    let gw = Gw::new();
    let script = format!(
        "\"$GW\" fetch --allow-localhost --no-cache {a}; echo \"first=$?\"; \
         \"$GW\" fetch --allow-localhost --no-cache {b}; echo \"second=$?\"",
        a = server.url("/a"),
        b = server.url("/b"),
    );
    let mut pty = gw.pty_shell(&script);
    wait_for_menu(&mut pty);
    choose(&mut pty, 1);
    pty.expect("first=0");
    let second = pty.expect("second=0");
    assert!(second.contains("page b"), "{second}");
    assert!(
        !second.contains("wants to"),
        "the second call asked again:\n{second}"
    );
    pty.finish();
    assert_eq!((server.hits("/a"), server.hits("/b")), (1, 1));

    // A new terminal (a new session) asks again.
    let mut pty = gw.pty_shell(&format!(
        "\"$GW\" fetch --allow-localhost --no-cache {}",
        server.url("/c")
    ));
    wait_for_menu(&mut pty);
    pty.send(ESC);
    let (code, screen) = pty.finish();
    assert_eq!(code, 4, "{screen}");
    assert_eq!(server.hits("/c"), 0);
}

// a grant unused for 12 hours has expired: the same session is asked again.
#[test]
fn a04_expired_grant_asks_again() {
    let server = pages();
    let gw = Gw::new();
    let mut pty = fetch(&gw, &server.url("/a"))
        .args(["--session", "old"])
        .pty();
    wait_for_menu(&mut pty);
    choose(&mut pty, 1);
    assert_eq!(pty.finish().0, 0);

    // Age the grant on disk, as 13 hours without use would.
    let dir = gw.state_dir().join("grants");
    let file = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "json"))
        .expect("a grant file");
    let mut data: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs();
    data["grants"][0]["lastUsed"] = (now - 13 * 3600).into();
    std::fs::write(&file, data.to_string()).unwrap();

    fetch(&gw, &server.url("/b"))
        .args(["--json", "--session", "old"])
        .run()
        .fails_with(4, "needs_approval");
    let mut pty = fetch(&gw, &server.url("/b"))
        .args(["--session", "old"])
        .pty();
    wait_for_menu(&mut pty);
    choose(&mut pty, 0);
    assert_eq!(pty.finish().0, 0);
}

// "Yes, always for H" appends web_fetch(H) to policy.json and keeps what was there.
#[test]
fn a04_always_appends_rule_to_policy_json() {
    let server = pages();
    let gw = Gw::new()
        .policy_json("{\n  \"deny\": [\"*.example.net\"],\n  \"allow\": [\"docs.rs\"]\n}\n");
    let mut pty = fetch(&gw, &server.url("/a")).pty();
    wait_for_menu(&mut pty);
    choose(&mut pty, 2);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    let path = gw.config_dir().join("policy.json");
    let policy: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        policy,
        serde_json::json!({"deny": ["*.example.net"], "allow": ["docs.rs", "web_fetch(127.0.0.1)"]})
    );
    let keys: Vec<_> = policy.as_object().unwrap().keys().cloned().collect();
    assert_eq!(keys, ["deny", "allow"], "key order kept");
    assert_eq!(mode(&path), 0o600);

    let out = fetch(&gw, &server.url("/b")).arg("--json").run();
    out.success().stderr_empty();
    assert_eq!(out.json()["allowed_by"]["source"], "policy");
}

// No, Esc and Ctrl-C refuse: exit 4 `declined`, nothing is requested.
#[test]
fn a04_no_esc_and_ctrl_c_decline() {
    let server = Server::never_called();
    let url = server.url("/a");
    for (name, keys) in [("No", "no"), ("Esc", "esc"), ("Ctrl-C", "ctrl-c")] {
        let gw = Gw::new();
        let stdout = gw.state_dir().join("stdout.json");
        let mut pty = fetch(&gw, &url).arg("--json").pty_with_stdout(&stdout);
        wait_for_menu(&mut pty);
        match keys {
            "no" => choose(&mut pty, 3),
            "esc" => pty.send(ESC),
            _ => pty.ctrl_c(),
        }
        let (code, screen) = pty.finish();
        assert_eq!(code, 4, "{name}:\n{screen}");
        // With --json the refusal is only in the JSON object; the terminal had the prompt.
        assert!(!screen.contains("error:"), "{name}:\n{screen}");
        let json: Value = serde_json::from_str(&std::fs::read_to_string(&stdout).unwrap())
            .unwrap_or_else(|e| panic!("{name}: stdout is not one JSON object: {e}"));
        assert_eq!(json["error"]["code"], "declined", "{name}");
        assert_eq!(
            json["error"]["message"], "fetching 127.0.0.1 was declined at the prompt",
            "{name}"
        );
        assert_eq!(
            json["error"]["hint"],
            "nothing was sent; to approve it without a question, pass --allow 'web_fetch(127.0.0.1)'",
            "{name}"
        );
    }
}

// A-03 step 2: an unusual URL gets a warning line, and allow rules do not count for it: only
// "Yes, once" or "No" are offered.
#[test]
fn a03_unusual_url_prompt_warns_and_offers_once_only() {
    let server = pages();
    let url = format!("{}?d={}", server.url("/a"), "QUJD".repeat(20));
    let gw = Gw::new();
    let mut pty = fetch(&gw, &url).args(["--allow", "127.0.0.1"]).pty();
    let screen = wait_for_menu(&mut pty);
    assert!(screen.contains("warning: this URL is unusual"), "{screen}");
    assert!(!screen.contains("for this session"), "{screen}");
    assert!(!screen.contains("always"), "{screen}");
    choose(&mut pty, 0);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("page a"), "{screen}");
}

// a redirect to another host is asked about with the redirect in the preview.
#[test]
fn a05_redirect_prompt_shows_where_it_came_from() {
    let server = Server::http().with("/target", Reply::text("arrived"));
    let target = server.url_for("localhost", "/target");
    server.route("/go", Reply::redirect(302, &target));
    let gw = Gw::new();
    let go = server.url("/go");
    let mut pty = fetch(&gw, &go).args(["--allow", "127.0.0.1"]).pty();
    let screen = wait_for_menu(&mut pty);
    assert!(screen.contains("wants to fetch from localhost"), "{screen}");
    assert!(screen.contains(&format!("GET {target}")), "{screen}");
    assert!(
        screen.contains(&format!("a redirect from {go}")),
        "{screen}"
    );
    choose(&mut pty, 0);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("arrived"), "{screen}");
    assert_eq!(server.hits("/target"), 1);
}

// `garuda-web fetch URL | head` on a terminal still asks, on stderr; stdout carries only
// the result.
#[test]
fn a04_piped_stdout_still_prompts_on_stderr() {
    let server = pages();
    let gw = Gw::new();
    let stdout = gw.state_dir().join("stdout.txt");
    let mut pty = fetch(&gw, &server.url("/a")).pty_with_stdout(&stdout);
    wait_for_menu(&mut pty);
    choose(&mut pty, 0);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(
        !screen.contains("<web_result"),
        "result leaked to the terminal:\n{screen}"
    );
    let out = std::fs::read_to_string(&stdout).unwrap();
    assert!(
        out.starts_with("<web_result") && out.contains("page a"),
        "{out}"
    );
    assert!(
        !out.contains("wants to fetch"),
        "prompt leaked to stdout:\n{out}"
    );
}

// A-03 step 5: without a terminal, exit 4 and the exact rule to add.
#[test]
fn a03_no_terminal_exit_4_with_exact_allow_hint() {
    let server = Server::never_called();
    let gw = Gw::new();
    let out = fetch(&gw, &server.url("/a")).run();
    out.code(4);
    assert_eq!(
        out.stderr(),
        "garuda-web: error: fetching 127.0.0.1 needs approval\n\
         hint: run it in a terminal to be asked, or pass --allow 'web_fetch(127.0.0.1)'\n"
    );
    assert_eq!(out.stdout(), "");
    let out = fetch(&gw, &server.url("/a")).arg("--json").run();
    out.fails_with(4, "needs_approval");
    assert_eq!(
        out.error_hint(),
        "run it in a terminal to be asked, or pass --allow 'web_fetch(127.0.0.1)'"
    );
}

fn mode(path: &std::path::Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

/// Bold red `error:`, bold cyan `hint:` (and bold yellow `warning:`), as the printer paints them.
const RED_ERROR: &str = "\x1b[1m\x1b[31merror:\x1b[0m";
const CYAN_HINT: &str = "\x1b[1m\x1b[36mhint:\x1b[0m";

// The global `--color`: on a terminal `error:` and `hint:` are coloured; NO_COLOR
// and `--color never` turn it off.
#[test]
fn g_color_on_a_terminal_unless_turned_off() {
    let refused = "http://10.0.0.1/";
    let (code, screen) = Gw::fetch(refused).pty_keeping_escapes().finish();
    assert_eq!(code, 3, "{screen:?}");
    assert!(
        screen.contains(&format!(
            "garuda-web: {RED_ERROR} http://10.0.0.1/ points at"
        )),
        "{screen:?}"
    );
    assert!(screen.contains(CYAN_HINT), "{screen:?}");
    for plain in [
        Gw::fetch(refused).env("NO_COLOR", "1"),
        Gw::fetch(refused).args(["--color", "never"]),
    ] {
        let (code, screen) = plain.pty_keeping_escapes().finish();
        assert_eq!(code, 3, "{screen:?}");
        assert!(
            screen.contains("garuda-web: error: http://10.0.0.1/"),
            "{screen:?}"
        );
        assert!(!screen.contains('\x1b'), "{screen:?}");
    }
}

// The global `--color`: clap's usage errors on a terminal are plain with `--color never`.
#[test]
fn g_color_never_also_for_usage_errors_on_a_terminal() {
    let (code, screen) = Gw::new()
        .args([
            "fetch",
            "--color",
            "never",
            "--alow",
            "docs.rs",
            "https://docs.rs/",
        ])
        .pty_keeping_escapes()
        .finish();
    assert_eq!(code, 2, "{screen:?}");
    assert!(
        screen.contains("error: unexpected argument '--alow' found"),
        "{screen:?}"
    );
    assert!(!screen.contains('\x1b'), "{screen:?}");
}

// The global `--color`: the prompt's title is bold on a terminal.
#[test]
fn g_color_prompt_title_is_bold() {
    let server = pages();
    let gw = Gw::new();
    let mut pty = fetch(&gw, &server.url("/a")).pty_keeping_escapes();
    pty.expect("\x1b[1mgaruda-web wants to fetch from 127.0.0.1\x1b[0m");
    pty.expect("No");
    pty.wait_for_key_read();
    pty.send(ESC);
    let (code, screen) = pty.finish();
    assert_eq!(code, 4, "{screen:?}");
}

// `config sessions` lists this session's grants and `config sessions clear`
// takes them back: the next call of the session needs approval again.
#[test]
fn a04_config_sessions_lists_and_clears() {
    let server = pages();
    let gw = Gw::new();
    grant_for_session(&gw, &server, "s1");

    let sessions = |extra: &[&str]| {
        gw.clone()
            .reset_args()
            .args(["config", "sessions", "--session", "s1"])
            .args(extra)
            .run()
    };
    let out = sessions(&[]);
    out.success().stderr_empty();
    assert!(out.stdout().contains("session s1 (--session)"), "{out}");
    assert!(
        out.stdout().contains("grant  web_fetch(127.0.0.1)"),
        "{out}"
    );
    let out = sessions(&["--json"]);
    out.success().stderr_empty();
    let v = out.json();
    assert_eq!(v["session"]["id"], "s1");
    assert_eq!(v["grants"][0]["rule"], "web_fetch(127.0.0.1)");

    let out = sessions(&["clear"]);
    out.success().stderr_empty();
    assert_eq!(
        out.stdout(),
        "cleared 1 grant of session s1 (--session)\n",
        "{out}"
    );
    let v = sessions(&["--json"]).json_ok();
    assert_eq!(v["grants"], Value::Array(Vec::new()));

    let out = fetch(&gw, &server.url("/b"))
        .args(["--json", "--session", "s1"])
        .run();
    out.fails_with(4, "needs_approval");
    assert_eq!(server.hits("/b"), 0);
}
