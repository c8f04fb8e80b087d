//! Login state (B-23): `browse state save|load` and `browse cookies`, with a real Chromium
//! against loopback pages that log in with a cookie and storage. Like tests/cli/browse.rs, the
//! Chromium tests run only with `GARUDA_WEB_BROWSER_TESTS=1` (each carries an ignore attribute
//! naming it); the refusals of a state file happen before any browser is asked and run always.

use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use serde_json::Value;

use crate::browse::Session;
use crate::support::{Gw, Reply, Server};

/// The app: `/login` sets a session cookie (httpOnly), a theme cookie, a localStorage token
/// and a sessionStorage value; `/app` shows what the page sees of them.
fn login_app() -> Server {
    let shows = "<p id=\"out\"></p><script>document.getElementById('out').textContent = \
        'cookie=' + document.cookie + ' token=' + localStorage.getItem('token') + ' tab=' + \
        sessionStorage.getItem('tab')</script>";
    Server::http()
        .with(
            "/login",
            Reply::html(
                "<!doctype html><title>Login</title><script>localStorage.setItem('token', \
                 'tok-123'); sessionStorage.setItem('tab', 's-1')</script><p>logged in</p>",
            )
            .header(
                "Set-Cookie",
                "sid=secret-sid; Path=/; HttpOnly; SameSite=Lax",
            )
            .header("Set-Cookie", "theme=dark; Path=/; Max-Age=86400"),
        )
        .with(
            "/app",
            Reply::html(format!("<!doctype html><title>App</title>{shows}")),
        )
}

/// Another origin (another port), where a session can be while the app's state loads.
fn elsewhere() -> Server {
    Server::http().with(
        "/",
        Reply::html("<!doctype html><title>Elsewhere</title><p>elsewhere</p>"),
    )
}

/// `open` with loopback approved, asserted to succeed quietly.
#[track_caller]
fn open_ok(s: &Session, url: &str) {
    s.ok(&["--allow", "127.0.0.1", "open", url]);
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

fn read_json(path: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
}

/// The `Cookie` header of the latest request for `/app`.
fn app_cookie_header(app: &Server) -> String {
    app.requests()
        .iter()
        .rev()
        .find(|r| r.path == "/app")
        .and_then(|r| r.header("cookie").map(str::to_string))
        .unwrap_or_default()
}

/// The origin of `server`: `http://127.0.0.1:PORT`.
fn origin(server: &Server) -> String {
    server.url("/").trim_end_matches('/').to_string()
}

// B-23: a login survives `browse close`: state save writes the cookies (values included) and
// the origin's localStorage and sessionStorage to a 0600 file and warns that it holds
// credentials; a new session loads it while on another origin (cookies at once, storage on the
// next visit), and the app then sees the cookie, the token and the tab value, and the server
// gets the httpOnly session cookie. Saving again replaces the state file (a refresh), but
// never a file that is not one.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b23_state_save_close_load_keeps_the_login() {
    let Some(s) = Session::local() else { return };
    let app = login_app();
    let other = elsewhere();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("login.json");
    let file_arg = file.to_str().unwrap();
    open_ok(&s, &app.url("/login"));

    let saved = s.run(&["state", "save", file_arg]);
    saved
        .success()
        .stdout_contains(&format!(
            "[result]\nsaved to {file_arg} (mode 0600): 2 cookies, the storage of 1 origin\n- {}: \
             localStorage 1 item, sessionStorage 1 item\nit holds this session's credentials",
            origin(&app)
        ))
        .stderr_contains(&format!(
            "garuda-web: warning: {file_arg} holds this session's credentials"
        ))
        .stderr_contains("hint: keep it private (it is 0600)");
    assert_eq!(mode(&file), 0o600);
    let state = read_json(&file);
    let sid = state["cookies"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "sid")
        .unwrap_or_else(|| panic!("no sid in {state}"));
    assert_eq!(sid["value"], "secret-sid", "{state}");
    assert_eq!(sid["httpOnly"], true, "{state}");
    assert_eq!(sid["sameSite"], "Lax", "{state}");
    assert_eq!(state["origins"][0]["origin"], origin(&app).as_str());
    assert_eq!(
        state["origins"][0]["localStorage"][0],
        serde_json::json!({"name": "token", "value": "tok-123"})
    );
    assert_eq!(
        state["origins"][0]["sessionStorage"][0],
        serde_json::json!({"name": "tab", "value": "s-1"})
    );
    // The values never reach stdout.
    assert!(!saved.stdout().contains("secret-sid"), "{saved}");

    // Saving again replaces the state file (0600 even if it was opened up); --json carries the
    // warning in `warnings`, nothing on stderr.
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).unwrap();
    let v = s.run(&["--json", "state", "save", file_arg]).json_ok();
    assert_eq!(v["browse"], "state", "{v}");
    assert_eq!(v["value"]["cookies"], 2, "{v}");
    assert_eq!(v["value"]["file"], file_arg, "{v}");
    assert_eq!(v["value"]["holds_credentials"], true, "{v}");
    assert_eq!(v["warnings"][0]["code"], "state_holds_credentials", "{v}");
    assert!(!v.to_string().contains("secret-sid"), "{v}");
    assert_eq!(mode(&file), 0o600);

    // A file that is not a state file is never replaced.
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "my notes\n").unwrap();
    s.run(&["state", "save", notes.to_str().unwrap()])
        .code(2)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("notes.txt exists and is not a state file of yours")
        .stderr_contains("nothing was written");
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes\n");

    s.ok(&["close"]);
    open_ok(&s, &other.url("/"));
    s.ok(&["cookies"]).stdout_contains("[result]\nno cookies\n");
    s.ok(&["state", "load", file_arg]).stdout_contains(&format!(
        "[result]\nloaded {file_arg}: set 2 cookies at once; storage of 1 origin:\n- {}: \
             localStorage 1 item, sessionStorage 1 item — restored on its next visit",
        origin(&app)
    ));
    open_ok(&s, &app.url("/app"));
    s.ok(&["read", "css=#out"])
        .stdout_contains("[result]\ncookie=theme=dark token=tok-123 tab=s-1\n");
    let cookie = app_cookie_header(&app);
    assert!(cookie.contains("sid=secret-sid"), "{cookie}");
}

// B-23: a state loaded while a tab shows its origin is written at once (a reload lets the
// page see it), with --json saying which origin was restored when; a save after visiting an
// origin no tab shows any more names it in a state_partial warning (G-09), its storage not
// saved.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b23_state_load_into_an_open_origin_and_partial_save() {
    let Some(s) = Session::local() else { return };
    let app = login_app();
    let other = elsewhere();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("state.json");
    let file_arg = file.to_str().unwrap();
    let text = format!(
        r#"{{"cookies": [{{"name": "sid", "value": "from-file", "domain": "127.0.0.1",
        "path": "/", "expires": -1, "httpOnly": true, "secure": false}},
        {{"name": "old", "value": "x", "domain": "127.0.0.1", "path": "/", "expires": 1000}}],
        "origins": [{{"origin": "{}", "localStorage": [{{"name": "token", "value": "tok-9"}}]}}]}}"#,
        origin(&app)
    );
    std::fs::write(&file, text).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();

    open_ok(&s, &app.url("/app"));
    s.ok(&["read", "css=#out"])
        .stdout_contains("[result]\ncookie= token=null tab=null\n");
    let v = s.run(&["--json", "state", "load", file_arg]).json_ok();
    assert_eq!(v["value"]["cookies"], 1, "{v}");
    assert_eq!(v["value"]["expired_cookies"], 1, "{v}");
    assert_eq!(v["value"]["file"], file_arg, "{v}");
    assert_eq!(v["value"]["origins"][0]["origin"], origin(&app).as_str());
    assert_eq!(v["value"]["origins"][0]["restored"], "now", "{v}");
    assert_eq!(v["value"]["origins"][0]["local_storage"], 1, "{v}");
    assert!(
        v["result"]
            .as_str()
            .is_some_and(|r| r.contains("set 1 cookie at once (1 cookie skipped: expired)")),
        "{v}"
    );
    s.ok(&["reload"]);
    s.ok(&["read", "css=#out"])
        .stdout_contains("[result]\ncookie= token=tok-9 tab=null\n");
    let cookie = app_cookie_header(&app);
    assert!(cookie.contains("sid=from-file"), "{cookie}");

    // The tab goes elsewhere: the app's storage cannot be read any more, and the save says so.
    open_ok(&s, &other.url("/"));
    let partial = s.run(&["state", "save", dir.path().join("p.json").to_str().unwrap()]);
    partial
        .success()
        .stdout_contains("1 cookie, the storage of 0 origins\n")
        .stderr_contains(&format!(
            "garuda-web: warning: the storage of 1 origin the session visited is not saved: no \
             tab shows it now ({})",
            origin(&app)
        ))
        .stderr_contains("hint: open each in a tab (garuda-web browse tab new URL) and save again");
    let v = s
        .run(&[
            "--json",
            "state",
            "save",
            dir.path().join("p2.json").to_str().unwrap(),
        ])
        .json_ok();
    let codes: Vec<&str> = v["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|w| w["code"].as_str())
        .collect();
    assert_eq!(codes, ["state_holds_credentials", "state_partial"], "{v}");

    // A restore waiting for its origin reaches a tab made after the load, and happens once:
    // what the page writes afterwards is not overwritten on its next page.
    let later = state_file(
        dir.path(),
        "later.json",
        &format!(
            r#"{{"cookies": [], "origins": [{{"origin": "{}", "localStorage":
            [{{"name": "token", "value": "tok-new"}}]}}]}}"#,
            origin(&app)
        ),
        0o600,
    );
    s.ok(&["state", "load", &later])
        .stdout_contains("restored on its next visit");
    s.ok(&["--allow", "127.0.0.1", "tab", "new", &app.url("/app")])
        .stdout_contains("opened tab t2");
    s.ok(&["read", "css=#out"])
        .stdout_contains("token=tok-new tab=null\n");
    open_ok(&s, &app.url("/login"));
    open_ok(&s, &app.url("/app"));
    s.ok(&["read", "css=#out"])
        .stdout_contains("token=tok-123 tab=s-1\n");
}

// B-23: cookies lists names, domains, paths, expiry and flags, never the values unless
// --values; --clear deletes them all and says how many; --json of each.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b23_cookies_list_values_and_clear() {
    let Some(s) = Session::local() else { return };
    let app = login_app();
    open_ok(&s, &app.url("/login"));
    let listed = s.ok(&["cookies"]);
    listed.stdout_contains(
        "[result]\n2 cookies (values hidden: garuda-web browse cookies --values shows them)\n\
             - sid domain=127.0.0.1 path=/ expires=session httpOnly sameSite=Lax\n- theme \
             domain=127.0.0.1 path=/ expires=20",
    );
    assert!(!listed.stdout().contains("secret-sid"), "{listed}");
    assert!(!listed.stdout().contains("dark"), "{listed}");
    let v = s.run(&["--json", "cookies"]).json_ok();
    assert_eq!(v["browse"], "cookies", "{v}");
    assert_eq!(v["value"]["count"], 2, "{v}");
    let sid = &v["value"]["cookies"][0];
    assert_eq!(
        (
            &sid["name"],
            &sid["session"],
            &sid["http_only"],
            &sid["same_site"]
        ),
        (
            &Value::from("sid"),
            &Value::from(true),
            &Value::from(true),
            &Value::from("Lax")
        ),
        "{v}"
    );
    assert!(sid.get("value").is_none(), "{v}");
    assert!(v["value"]["cookies"][1]["expires"].is_string(), "{v}");
    assert!(!v.to_string().contains("secret-sid"), "{v}");

    s.ok(&["cookies", "--values"]).stdout_contains(
        "[result]\n2 cookies\n- sid value=\"secret-sid\" domain=127.0.0.1 path=/ expires=session",
    );
    let v = s.run(&["--json", "cookies", "--values"]).json_ok();
    assert_eq!(v["value"]["cookies"][0]["value"], "secret-sid", "{v}");
    assert_eq!(v["value"]["cookies"][1]["value"], "dark", "{v}");

    s.ok(&["cookies", "--clear"])
        .stdout_contains("[result]\ndeleted 2 cookies (every site's)\n");
    s.ok(&["cookies"]).stdout_contains("[result]\nno cookies\n");
    let v = s.run(&["--json", "cookies", "--clear"]).json_ok();
    assert_eq!(v["value"]["deleted"], 0, "{v}");
    let v = s.run(&["--json", "cookies"]).json_ok();
    assert_eq!(v["value"]["count"], 0, "{v}");
    // --clear and --values do not go together.
    s.run(&["cookies", "--clear", "--values"])
        .code(2)
        .stdout_empty()
        .stderr_contains("cannot be used with");
}

/// A state file of `text` with `mode`, in `dir`.
fn state_file(dir: &Path, name: &str, text: &str, mode: u32) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).unwrap();
    path.to_str().unwrap().to_string()
}

// B-23: a state file others may read (0644, 0640) is refused like ssh's StrictModes: exit 2
// `state_not_private`, one sentence and the chmod that fixes it, before any browser is asked.
#[test]
fn b23_state_file_readable_by_others_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let open = state_file(
        dir.path(),
        "open.json",
        r#"{"cookies": [], "origins": []}"#,
        0o644,
    );
    let out = Gw::new().args(["browse", "state", "load", &open]).run();
    out.code(2)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains(&format!(
            "garuda-web: error: {open} is refused: group or others may read or change it (mode \
             0644), and a state file holds credentials"
        ))
        .stderr_contains(&format!("hint: run: chmod 600 '{open}'"));
    let group = state_file(
        dir.path(),
        "group.json",
        r#"{"cookies": [], "origins": []}"#,
        0o640,
    );
    let out = Gw::new()
        .args(["--json", "browse", "state", "load", &group])
        .run();
    out.fails_with(2, "state_not_private");
    out.message_contains("mode 0640");
    // A private file passes the checks; then a session must be running (B-01).
    let private = state_file(
        dir.path(),
        "ok.json",
        r#"{"cookies": [], "origins": []}"#,
        0o600,
    );
    Gw::new()
        .args(["browse", "state", "load", &private])
        .run()
        .code(1)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("garuda-web: error: no browser is running for session default");
}

// B-23: a state file that belongs to another user is refused (as root the test can make one;
// a user who is not root cannot give a file away, so then only the mode is checked above).
#[test]
fn b23_state_file_of_another_user_is_refused() {
    if !nix::unistd::geteuid().is_root() {
        eprintln!("skipping: only root can make a file owned by another user");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let theirs = state_file(
        dir.path(),
        "theirs.json",
        r#"{"cookies": [], "origins": []}"#,
        0o600,
    );
    std::os::unix::fs::chown(&theirs, Some(65534), Some(65534)).unwrap();
    let out = Gw::new()
        .args(["--json", "browse", "state", "load", &theirs])
        .run();
    out.fails_with(2, "state_not_private");
    out.message_contains("it belongs to another user (uid 65534)");
    assert!(out.error_hint().contains("chown"), "{out}");
}

// B-23: a file that is not a state file is exit 2 `state_invalid` naming the line and column
// (or the entry) of the problem; a missing file is a usage error naming it.
#[test]
fn b23_malformed_state_file_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("{\"cookies\": [],\n  \"origins\": [}", "line 2, column 15"),
        (
            "{\"cookies\": [],\n  \"origins\": [],\n  \"indexedDB\": []}",
            "line 3, column 13: unknown field `indexedDB`",
        ),
        (
            r#"{"cookies": [], "origins": [{"origin": "https://a.test/path"}]}"#,
            "origins[0].origin \"https://a.test/path\" is not a web origin",
        ),
    ];
    for (i, (text, said)) in cases.iter().enumerate() {
        let file = state_file(dir.path(), &format!("bad{i}.json"), text, 0o600);
        let out = Gw::new().args(["browse", "state", "load", &file]).run();
        out.code(2)
            .stdout_empty()
            .stderr_has_error_and_hint()
            .stderr_contains(&format!("garuda-web: error: {file} is not a state file: "))
            .stderr_contains(said)
            .stderr_contains("hint: state load reads what garuda-web browse state save wrote");
        Gw::new()
            .args(["--json", "browse", "state", "load", &file])
            .run()
            .fails_with(2, "state_invalid");
    }
    // A FIFO is refused at once, not waited on.
    let fifo = dir.path().join("fifo.json");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::from_bits_truncate(0o600)).unwrap();
    let out = Gw::new()
        .args(["--json", "browse", "state", "load", fifo.to_str().unwrap()])
        .run();
    out.fails_with(2, "state_invalid");
    out.message_contains("it is not a regular file");
    let missing = dir.path().join("missing.json");
    let out = Gw::new()
        .args([
            "--json",
            "browse",
            "state",
            "load",
            missing.to_str().unwrap(),
        ])
        .run();
    out.fails_with(2, "usage");
    out.message_contains("missing.json");
}

// B-23, M-02: over MCP, browse_cookies lists without values (no `values` argument, and a call
// that gives one is refused) and `state` is no tool: a call of browse_state is refused saying
// why (a client must not move credentials into or out of files).
#[test]
fn b23_mcp_serves_cookies_without_values_and_no_state() {
    use rmcp::model::CallToolRequestParams;

    use crate::mcp::{Session as Mcp, assert_clean_exit, assert_error};

    let gw = Gw::new();
    let mcp = Mcp::start(&gw, &["--browse"], None);
    let tools = mcp.runtime.block_on(mcp.client().list_all_tools()).unwrap();
    assert!(!tools.iter().any(|t| t.name == "browse_state"));
    let cookies = tools
        .iter()
        .find(|t| t.name == "browse_cookies")
        .expect("browse_cookies is served");
    let input = Value::Object((*cookies.input_schema).clone());
    assert!(input["properties"].get("clear").is_some(), "{input}");
    assert!(input["properties"].get("values").is_none(), "{input}");
    let refused = mcp.call("browse_cookies", serde_json::json!({"values": true}));
    let error = assert_error(&refused, "usage");
    assert!(
        error["message"].as_str().is_some_and(|m| m.contains(
            "invalid argument values: the browse_cookies tool does \
                                        not take it: cookie values are credentials"
        )),
        "{error}"
    );
    let state = mcp.runtime.block_on(
        mcp.client()
            .call_tool(CallToolRequestParams::new("browse_state")),
    );
    let err = state.expect_err("browse_state is no tool");
    assert!(
        err.to_string().contains(
            "the browse verb is not served, since state save writes the session's credentials"
        ),
        "{err}"
    );
    assert_clean_exit(mcp);
}
