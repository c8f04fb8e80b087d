//! G-01: feedback on slow work. `-v` prints the steps of each request on stderr, curl
//! style (the addresses resolved and checked, C-02; the one connected to and the proxy, C-07;
//! the TLS version, C-10; the request and status lines; each redirect and its approval, C-04,
//! A-05; bytes and timings), also with `--json` (G-01 allows `-v` output there). On a terminal a
//! request still running after a second gets a status line on stderr, which is erased when the
//! request ends and before a prompt; never on a pipe.
//!
//! The slow server is a [`Gate`]: it holds its answer until the test has seen the status line on
//! the pseudo-terminal, then the test opens it.

use std::net::Ipv4Addr;
use std::time::Duration;

use serde_json::Value;

use crate::support::proxy::{ConnectProxy, only_loopback_network};
use crate::support::pty::{ENTER, Pty};
use crate::support::{FakeDns, Gate, Gw, Reply, Server, TestCa, providers};

/// Names answering 127.0.0.1 are loopback from DNS: allowed only through web.allowRanges.
const LOOPBACK_RANGE: &str = r#"{"web": {"allowRanges": ["127.0.0.0/8"]}}"#;

/// The lines of stderr that are -v notes, without the `garuda-web: ` prefix.
fn notes(stderr: &str) -> Vec<&str> {
    stderr
        .lines()
        .filter_map(|l| l.strip_prefix("garuda-web: "))
        .collect()
}

/// Whether some note starts with `start` and contains every one of `parts`.
#[track_caller]
fn assert_note(notes: &[&str], start: &str, parts: &[&str], stderr: &str) {
    assert!(
        notes
            .iter()
            .any(|n| n.starts_with(start) && parts.iter().all(|p| n.contains(p))),
        "no note starting with {start:?} containing {parts:?}:\n{stderr}"
    );
}

// G-01, C-02, C-04, C-10: -v over HTTPS names the resolved and checked address, the one
// connected to, the TLS version, the request and status lines, the redirect with its check and
// approval, the bytes received and the timings, in that order.
#[test]
fn v_shows_each_step_of_an_https_fetch() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["start.test", "next.test"]);
    let next = server.url_for("next.test", "/page");
    server.route("/start", Reply::redirect(302, &next));
    server.route("/page", Reply::text("hello, verbose"));
    let dns = FakeDns::start()
        .a("start.test", &[Ipv4Addr::LOCALHOST])
        .a("next.test", &[Ipv4Addr::LOCALHOST]);
    let out = Gw::fetch(&server.url_for("start.test", "/start"))
        .args(["-v", "--allow", "*", "--no-cache"])
        .config_json(LOOPBACK_RANGE)
        .dns(&dns)
        .ca(&ca)
        .run();
    out.success().stdout_contains("hello, verbose");
    let stderr = out.stderr();
    let notes = notes(stderr);
    let port = server.port();
    assert_note(
        &notes,
        "resolved start.test to 127.0.0.1",
        &["checked"],
        stderr,
    );
    assert_note(
        &notes,
        &format!("connected to 127.0.0.1:{port}"),
        &[],
        stderr,
    );
    assert_note(&notes, "TLS 1.", &["certificate checked"], stderr);
    assert_note(&notes, "> GET /start HTTP/1.1", &[], stderr);
    assert_note(&notes, &format!("> Host: start.test:{port}"), &[], stderr);
    assert_note(&notes, "< HTTP/1.1 302 Found", &[], stderr);
    assert_note(
        &notes,
        &format!("redirect (302) to {next}"),
        &["URL check passed"],
        stderr,
    );
    assert_note(
        &notes,
        &format!("redirect to {next} approved by"),
        &["*"],
        stderr,
    );
    assert_note(&notes, "resolved next.test to 127.0.0.1", &[], stderr);
    assert_note(&notes, "> GET /page HTTP/1.1", &[], stderr);
    assert_note(&notes, "< HTTP/1.1 200 OK", &["14 bytes declared"], stderr);
    assert_note(&notes, "received 14 bytes in ", &[], stderr);
    assert_note(
        &notes,
        "timings: dns ",
        &["connect ", "tls ", "first byte ", "total "],
        stderr,
    );
    // The steps come in the order they happen.
    let at = |needle: &str| {
        stderr
            .find(needle)
            .unwrap_or_else(|| panic!("{needle:?} missing:\n{stderr}"))
    };
    assert!(at("resolved start.test") < at("connected to"), "{stderr}");
    assert!(at("connected to") < at("TLS 1."), "{stderr}");
    assert!(at("TLS 1.") < at("> GET /start"), "{stderr}");
    assert!(at("> GET /start") < at("< HTTP/1.1 302"), "{stderr}");
    assert!(at("< HTTP/1.1 302") < at("resolved next.test"), "{stderr}");
    assert!(
        at("resolved next.test") < at("received 14 bytes"),
        "{stderr}"
    );
}

// G-01: with --json, -v still explains on stderr while stdout stays exactly one
// JSON object.
#[test]
fn v_with_json_keeps_stdout_one_object() {
    let server = Server::http().with("/j", Reply::text("json and verbose"));
    let out = Gw::fetch(&server.url("/j"))
        .args(["-v", "--json", "--allow-localhost", "--allow", "127.0.0.1"])
        .run();
    out.success();
    let stdout = out.stdout();
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    let v: Value = serde_json::from_str(stdout).expect("one JSON object");
    assert_eq!(v["content"], "json and verbose");
    let stderr = out.stderr();
    let notes = notes(stderr);
    assert_note(
        &notes,
        "127.0.0.1 is an address",
        &["no DNS lookup"],
        stderr,
    );
    assert_note(
        &notes,
        &format!("connected to {}", server.addr()),
        &[],
        stderr,
    );
    assert_note(&notes, "< HTTP/1.1 200 OK", &[], stderr);
    assert_note(&notes, "received 16 bytes", &[], stderr);
    assert!(
        !stderr.contains("TLS"),
        "plain http has no handshake:\n{stderr}"
    );
}

// G-01, C-02, C-03: -v names the DNS answer that was refused; nothing is contacted and
// the JSON error object is still the only thing on stdout.
#[test]
fn v_names_the_refused_answer() {
    let server = Server::never_called();
    let dns = FakeDns::start().a("private.test", &[Ipv4Addr::new(10, 0, 0, 1)]);
    let out = Gw::fetch(&format!("http://private.test:{}/", server.port()))
        .args(["-v", "--json", "--allow", "*"])
        .dns(&dns)
        .run();
    out.code(3);
    let v: Value = serde_json::from_str(out.stdout()).expect("one JSON object");
    assert_eq!(v["error"]["code"], "blocked_address");
    let stderr = out.stderr();
    assert_note(
        &notes(stderr),
        "private.test resolves to 10.0.0.1, which is refused",
        &["10.0.0.1 is", "nothing is contacted"],
        stderr,
    );
    assert!(!stderr.contains("connecting to"), "{stderr}");
}

// G-01, C-07: -v names the proxy the connection goes through.
#[test]
fn v_names_the_proxy() {
    if !only_loopback_network() {
        eprintln!(
            "skipped v_names_the_proxy: it runs only inside a network namespace with loopback \
             alone (CI runs the suite under unshare --net)"
        );
        return;
    }
    let ca = TestCa::new();
    let server = Server::https(&ca, &["public.test"]).with("/p", Reply::text("via proxy"));
    let proxy = ConnectProxy::start(server.addr());
    let dns = FakeDns::start().a("public.test", &["198.18.0.7".parse().unwrap()]);
    let out = Gw::fetch(&server.url_for("public.test", "/p"))
        .args(["-v", "--allow", "public.test"])
        .config_json(r#"{"web": {"allowRanges": ["198.18.0.0/15"]}}"#)
        .dns(&dns)
        .ca(&ca)
        .env("HTTPS_PROXY", proxy.url())
        .run();
    out.success().stdout_contains("via proxy");
    let stderr = out.stderr();
    let notes = notes(stderr);
    assert_note(&notes, "resolved public.test to 198.18.0.7", &[], stderr);
    assert_note(
        &notes,
        &format!("connected to {}, the proxy ", proxy.host_port()),
        &["(CONNECT by address)"],
        stderr,
    );
    assert_note(&notes, "TLS 1.", &[], stderr);
}

// G-01: on a pipe a slow request prints nothing on stderr (no status line), and
// neither does it with --json.
#[test]
fn no_status_line_on_a_pipe() {
    let server = Server::http().with(
        "/slow",
        Reply::text("slow but quiet").delay(Duration::from_millis(1500)),
    );
    Gw::fetch(&server.url("/slow"))
        .args(["--allow-localhost", "--allow", "127.0.0.1", "--no-cache"])
        .run()
        .success()
        .stdout_contains("slow but quiet")
        .stderr_empty();
}

/// The terminal text after the last `needle`.
fn after_last<'a>(screen: &'a str, needle: &str) -> &'a str {
    let at = screen
        .rfind(needle)
        .unwrap_or_else(|| panic!("{needle:?} never on the terminal:\n{screen:?}"));
    &screen[at + needle.len()..]
}

/// The printable text of a terminal transcript: escape sequences and control characters gone.
fn printable(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            if chars.peek() == Some(&'[') {
                chars.next();
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
        } else if !c.is_control() {
            out.push(c);
        }
    }
    out
}

/// Erase-line sequences indicatif and console use.
const ERASE_LINE: &str = "\x1b[2K";

// G-01: on a terminal a request still waiting after a second shows a status line on
// stderr ("HOST:PORT/PATH: waiting for the server", with the time so far); when the answer comes the line
// is erased, and the result is on stdout alone.
#[test]
fn status_line_on_a_terminal_then_erased() {
    let gate = Gate::new();
    let server = Server::http().with("/held", Reply::text("held page").after(&gate));
    let dir = tempfile::tempdir().unwrap();
    let stdout = dir.path().join("stdout");
    let gw = Gw::fetch(&server.url("/held"))
        .args(["--allow-localhost", "--allow", "127.0.0.1", "--no-cache"])
        .kill_after(Duration::from_secs(30));
    let mut pty = gw.pty_with_stdout_keeping_escapes(&stdout);
    pty.expect(&format!(
        "127.0.0.1:{}/held: waiting for the server",
        server.port()
    ));
    gate.open();
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen:?}");
    let rest = after_last(&screen, "waiting for the server");
    assert!(
        rest.contains(ERASE_LINE),
        "the line is not erased: {rest:?}"
    );
    let tail = after_last(rest, ERASE_LINE);
    assert_eq!(
        printable(tail).trim(),
        "",
        "text after the line was erased: {screen:?}"
    );
    let page = std::fs::read_to_string(&stdout).unwrap();
    assert!(
        page.starts_with("<web_result") && page.contains("held page"),
        "{page}"
    );
    assert!(!page.contains("waiting"), "status line on stdout: {page}");
}

// G-01, A-04, A-05: the status line of a request is erased before a prompt is drawn
// (a redirect to another host asks), so the question starts on a clean line; the answer lets
// the request go on, and the line is gone at the end.
#[test]
fn status_line_leaves_the_screen_to_the_prompt() {
    let gate = Gate::new();
    let server = Server::http();
    let target = server.url_for("localhost", "/there");
    server.route("/here", Reply::redirect(302, &target).after(&gate));
    server.route("/there", Reply::text("after the prompt"));
    let dir = tempfile::tempdir().unwrap();
    let stdout = dir.path().join("stdout");
    let gw = Gw::fetch(&server.url("/here"))
        .args(["--allow-localhost", "--allow", "127.0.0.1", "--no-cache"])
        .kill_after(Duration::from_secs(30));
    let mut pty: Pty = gw.pty_with_stdout_keeping_escapes(&stdout);
    pty.expect(&format!(
        "127.0.0.1:{}/here: waiting for the server",
        server.port()
    ));
    gate.open();
    let before_title = pty.expect("garuda-web wants to");
    let since_line = after_last(&before_title, "waiting for the server");
    assert!(
        since_line.contains(ERASE_LINE),
        "the status line was not erased before the prompt: {before_title:?}"
    );
    assert_eq!(
        printable(after_last(since_line, ERASE_LINE)).trim(),
        "",
        "the prompt's title shares a line with other text: {before_title:?}"
    );
    pty.expect("Allow this request");
    pty.expect("No");
    pty.wait_for_key_read();
    // "Yes, once" is the first choice.
    pty.send(ENTER);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen:?}");
    let page = std::fs::read_to_string(&stdout).unwrap();
    assert!(page.contains("after the prompt"), "{page}");
    // Whatever the line said after the answer, it is erased at the end.
    let after_answer = after_last(&screen, "Yes, once");
    let last = after_answer
        .rfind(ERASE_LINE)
        .map_or(after_answer, |at| &after_answer[at + ERASE_LINE.len()..]);
    assert_eq!(printable(last).trim(), "", "{screen:?}");
}

// G-01: `fetch URL URL…` on a terminal shows one status line per page in flight, and
// every one is erased; the pages are on stdout in order.
#[test]
fn status_lines_one_per_page_in_flight() {
    let gate = Gate::new();
    let server = Server::http();
    server.route("/one", Reply::text("page one").after(&gate));
    server.route("/two", Reply::text("page two").after(&gate));
    let dir = tempfile::tempdir().unwrap();
    let stdout = dir.path().join("stdout");
    let gw = Gw::new()
        .args(["fetch", "--allow-localhost", "--allow", "*", "--no-cache"])
        .arg(server.url("/one"))
        .arg(server.url_for("localhost", "/two"))
        .kill_after(Duration::from_secs(30));
    let mut pty = gw.pty_with_stdout_keeping_escapes(&stdout);
    // Both requests wait at the gate: both lines are drawn, in either order.
    let mut seen = String::new();
    while !(seen.contains(&format!(
        "127.0.0.1:{}/one: waiting for the server",
        server.port()
    )) && seen.contains(&format!(
        "localhost:{}/two: waiting for the server",
        server.port()
    ))) {
        seen.push_str(&pty.expect("waiting for the server"));
        seen.push_str("waiting for the server");
    }
    gate.open();
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen:?}");
    let rest = after_last(&screen, "waiting for the server");
    let last = rest
        .rfind(ERASE_LINE)
        .map(|at| &rest[at + ERASE_LINE.len()..])
        .unwrap_or_else(|| panic!("the lines are not erased: {rest:?}"));
    assert_eq!(printable(last).trim(), "", "{screen:?}");
    let pages = std::fs::read_to_string(&stdout).unwrap();
    let (one, two) = (pages.find("page one"), pages.find("page two"));
    assert!(one.is_some() && one < two, "{pages}");
}

// G-01, S-04: -v explains the provider call too, without the URL's query (a base URL
// may carry a token); the API key never shows.
#[test]
fn v_explains_the_provider_call() {
    let server = Server::http().with("/res/v1/web/search", providers::reply("brave_ok.json"));
    let out = providers::search("brave", &server, &["-v", "--json"]).run();
    out.success();
    let v: Value = serde_json::from_str(out.stdout()).expect("one JSON object");
    assert!(
        v["results"].as_array().is_some_and(|r| !r.is_empty()),
        "{v}"
    );
    let stderr = out.stderr();
    let notes = notes(stderr);
    assert_note(&notes, "> GET /res/v1/web/search?… HTTP/1.1", &[], stderr);
    assert_note(&notes, "< HTTP/1.1 200 OK", &[], stderr);
    assert_note(&notes, "received ", &["bytes"], stderr);
    assert!(!stderr.contains("q=rust"), "{stderr}");
    providers::assert_no_key_leak(&out, &server, Some("x-subscription-token"));
}

// G-01: a search waiting for its provider shows "PROVIDER: waiting for the provider's
// answer" on a terminal, erased when the answer comes.
#[test]
fn status_line_while_the_provider_answers() {
    let gate = Gate::new();
    let server = Server::http().with(
        "/res/v1/web/search",
        providers::reply("brave_ok.json").after(&gate),
    );
    let dir = tempfile::tempdir().unwrap();
    let stdout = dir.path().join("stdout");
    // The invocation (and its config dir) must outlive the process.
    let gw = providers::search("brave", &server, &[]).kill_after(Duration::from_secs(30));
    let mut pty = gw.pty_with_stdout_keeping_escapes(&stdout);
    pty.expect("brave: waiting for the provider's answer");
    gate.open();
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen:?}");
    let rest = after_last(&screen, "waiting for the provider's answer");
    assert!(
        rest.contains(ERASE_LINE),
        "the line is not erased: {rest:?}"
    );
    let results = std::fs::read_to_string(&stdout).unwrap();
    assert!(results.starts_with("<web_result"), "{results}");
    assert!(!results.contains("waiting"), "{results}");
}

// G-01: a download caught half-way shows how much has arrived of how much.
#[test]
fn status_line_counts_the_download() {
    let gate = Gate::new();
    let body = "x".repeat(2_500);
    let server = Server::http().with("/big", Reply::text(body).body_after(1_500, &gate));
    let dir = tempfile::tempdir().unwrap();
    let stdout = dir.path().join("stdout");
    let gw = Gw::fetch(&server.url("/big"))
        .args([
            "--allow-localhost",
            "--allow",
            "127.0.0.1",
            "--no-cache",
            "--raw",
        ])
        .kill_after(Duration::from_secs(30));
    let mut pty = gw.pty_with_stdout_keeping_escapes(&stdout);
    pty.expect(&format!(
        "127.0.0.1:{}/big: downloading 1 kB of 2 kB",
        server.port()
    ));
    gate.open();
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen:?}");
    let rest = after_last(&screen, "downloading");
    assert!(
        rest.contains(ERASE_LINE),
        "the line is not erased: {rest:?}"
    );
    assert!(
        std::fs::read_to_string(&stdout)
            .unwrap()
            .contains(&"x".repeat(2_500))
    );
}

// G-01: never a status line with -q or --json, on a terminal too.
#[test]
fn no_status_line_with_quiet_or_json() {
    let server = Server::http().with(
        "/slow",
        Reply::text("slow page").delay(Duration::from_millis(1500)),
    );
    for flag in ["-q", "--json"] {
        let dir = tempfile::tempdir().unwrap();
        let stdout = dir.path().join("stdout");
        let gw = Gw::fetch(&server.url("/slow"))
            .args([
                "--allow-localhost",
                "--allow",
                "127.0.0.1",
                "--no-cache",
                flag,
            ])
            .kill_after(Duration::from_secs(30));
        let (code, screen) = gw.pty_with_stdout_keeping_escapes(&stdout).finish();
        assert_eq!(code, 0, "{flag}: {screen:?}");
        assert_eq!(printable(&screen).trim(), "", "{flag}: {screen:?}");
        assert!(
            std::fs::read_to_string(&stdout)
                .unwrap()
                .contains("slow page"),
            "{flag}"
        );
    }
}

// G-01, G-02: Ctrl-C while the line is shown erases it before the interruption is
// reported; nothing is drawn after.
#[test]
fn status_line_erased_on_interrupt() {
    let gate = Gate::new();
    let server = Server::http().with("/held", Reply::text("never").after(&gate));
    let dir = tempfile::tempdir().unwrap();
    let stdout = dir.path().join("stdout");
    let gw = Gw::fetch(&server.url("/held"))
        .args(["--allow-localhost", "--allow", "127.0.0.1", "--no-cache"])
        .kill_after(Duration::from_secs(30));
    let mut pty = gw.pty_with_stdout_keeping_escapes(&stdout);
    pty.expect(&format!(
        "127.0.0.1:{}/held: waiting for the server",
        server.port()
    ));
    pty.ctrl_c();
    let (code, screen) = pty.finish();
    assert_eq!(code, 130, "{screen:?}");
    let rest = after_last(&screen, "waiting for the server");
    let erased = rest
        .find(ERASE_LINE)
        .unwrap_or_else(|| panic!("not erased: {rest:?}"));
    let after = printable(&rest[erased..]);
    assert!(after.contains("interrupted"), "{screen:?}");
    assert!(!after.contains("waiting"), "{screen:?}");
    assert_eq!(std::fs::read_to_string(&stdout).unwrap(), "");
    gate.open();
}

// G-01, C-03: when the first checked address refuses, -v says so and the next one is
// tried; the note names the address that answered.
#[test]
fn v_names_the_address_that_refused_and_the_one_that_answered() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["two.test"]).with("/p", Reply::text("second address"));
    // Nothing listens on 127.0.0.2 at the server's port: that connect is refused.
    let dns = FakeDns::start().a(
        "two.test",
        &[Ipv4Addr::new(127, 0, 0, 2), Ipv4Addr::LOCALHOST],
    );
    let out = Gw::fetch(&server.url_for("two.test", "/p"))
        .args(["-v", "--allow", "two.test", "--no-cache"])
        .config_json(LOOPBACK_RANGE)
        .dns(&dns)
        .ca(&ca)
        .run();
    out.success().stdout_contains("second address");
    let stderr = out.stderr();
    let notes = notes(stderr);
    let port = server.port();
    assert_note(
        &notes,
        "resolved two.test to 127.0.0.2, 127.0.0.1",
        &[],
        stderr,
    );
    assert_note(
        &notes,
        &format!("could not connect to 127.0.0.2:{port}: Connection refused"),
        &[],
        stderr,
    );
    assert_note(
        &notes,
        &format!("connected to 127.0.0.1:{port}"),
        &[],
        stderr,
    );
}

// G-01, F-12: with several URLs the -v notes of each page start with its name, so the
// interleaved steps of pages fetched at once can be told apart.
#[test]
fn v_notes_name_their_page_when_several_are_fetched() {
    let server = Server::http()
        .with("/one", Reply::text("page one"))
        .with("/two", Reply::text("page two"));
    let out = Gw::new()
        .args([
            "fetch",
            "-v",
            "--allow-localhost",
            "--allow",
            "127.0.0.1",
            "--no-cache",
        ])
        .arg(server.url("/one"))
        .arg(server.url("/two"))
        .run();
    out.success().stdout_contains("page two");
    let stderr = out.stderr();
    let notes = notes(stderr);
    for path in ["/one", "/two"] {
        let tag = format!("[127.0.0.1:{}{path}] ", server.port());
        assert_note(
            &notes,
            &format!("{tag}connected to {}", server.addr()),
            &[],
            stderr,
        );
        assert_note(&notes, &format!("{tag}received 8 bytes"), &[], stderr);
    }
}
