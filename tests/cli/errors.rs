//! G-01/G-02/G-03: the shape of every failure the fetch path can produce.
//!
//! One table of failure scenarios (refusals, DNS, connect, TLS, timeout, limits, encodings,
//! types, status, redirects, usage, config), each run twice: with `--json` (stdout is exactly
//! one `{"error": {code, message, hint}}` object with non-empty strings, and the exit code is
//! the one the G-02 table gives that code) and in text mode (nothing on stdout, a
//! `garuda-web: error: …` sentence followed by a `hint: …` line on stderr). Every mismatch is
//! listed before the test fails.

use std::net::Ipv4Addr;
use std::time::Duration;

use serde_json::Value;

use crate::support::{FakeDns, Gw, Reply, Server, TestCa};

/// The exit code G-02 (and the team contract) assign to a JSON `error.code`; `interrupted` is
/// also 143 (SIGTERM) and 129 (SIGHUP), see [`signal_exits`].
pub(crate) fn exit_for(code: &str) -> Option<i32> {
    Some(match code {
        "dns"
        | "connect"
        | "tls"
        | "timeout"
        | "too_large"
        | "http_status"
        | "unsupported_type"
        | "pdf_encrypted"
        | "unsupported_encoding"
        | "too_many_redirects"
        | "redirect_loop"
        | "bad_response"
        | "convert"
        | "not_cached"
        | "provider_auth"
        | "rate_limited"
        | "provider"
        | "output"
        | "browser"
        | "script"
        | "no_match"
        | "ambiguous"
        | "stale_ref"
        | "covered"
        | "navigation"
        | "wrong_element"
        | "not_parked"
        | "dialog_open"
        | "no_dialog"
        | "no_tab" => 1,
        "usage" | "invalid_url" | "config" | "missing_key" | "no_browser" | "state_not_private"
        | "state_invalid" => 2,
        "blocked_url" | "blocked_address" | "denied_by_rule" | "secret_in_query" => 3,
        "needs_approval" | "declined" => 4,
        "interrupted" => 130,
        _ => return None,
    })
}

/// The exit codes of `interrupted` by signal (G-02): SIGHUP, SIGINT, SIGTERM.
pub(crate) fn signal_exits() -> [i32; 3] {
    [129, 130, 143]
}

/// One failure scenario: the arguments after `fetch`, extra setup, and the expected code.
struct Scenario {
    name: &'static str,
    args: Vec<String>,
    config: Option<&'static str>,
    expected: &'static str,
    /// Also check text mode (off for clap's own usage errors, whose text format is clap's).
    text: bool,
}

fn scenario(name: &'static str, expected: &'static str, args: &[&str]) -> Scenario {
    Scenario {
        name,
        args: args.iter().map(|s| (*s).to_owned()).collect(),
        config: None,
        expected,
        text: true,
    }
}

/// Checks the `--json` run; returns the problems found.
fn check_json(out: &crate::support::Outcome, expected: &str) -> Vec<String> {
    let mut problems = Vec::new();
    // Checked below against the G-02 table when there is an error.code; a run without one is
    // a problem already.
    out.waive_code("compared with the code's G-02 row below");
    let json = match out.try_json() {
        Ok(json) => json,
        Err(e) => return vec![e],
    };
    let field = |name: &str| {
        json.pointer(&format!("/error/{name}"))
            .and_then(Value::as_str)
    };
    match field("code") {
        Some(code) if code == expected => {}
        other => problems.push(format!("error.code {other:?}, expected {expected:?}")),
    }
    if let Some(code) = field("code") {
        match exit_for(code) {
            None => problems.push(format!("error.code {code:?} is not in the G-02 table")),
            Some(exit) if out.exit_code() != Some(exit) => problems.push(format!(
                "exit {:?}, but G-02 gives {exit} for {code:?}",
                out.exit_code()
            )),
            Some(_) => {}
        }
    }
    if !out.stderr().is_empty() {
        problems
            .push("--json: stderr is not empty (G-01: the error is only in the JSON)".to_owned());
    }
    for name in ["message", "hint"] {
        if field(name).is_none_or(|v| v.trim().is_empty()) {
            problems.push(format!(
                "error.{name} is {}, expected a non-empty string (G-03)",
                json.pointer(&format!("/error/{name}"))
                    .map_or("missing".to_owned(), Value::to_string)
            ));
        }
    }
    problems
}

/// Checks the text-mode run of a scenario expecting `expected` (`""`: any exit-1 code);
/// returns the problems found.
fn check_text(out: &crate::support::Outcome, expected: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let exit = if expected.is_empty() {
        Some(1)
    } else {
        exit_for(expected)
    };
    if let Some(exit) = exit
        && out.exit_code() != Some(exit)
    {
        problems.push(format!(
            "text mode: exit {:?}, expected {exit}",
            out.exit_code()
        ));
    }
    // F-03: an HTTP error status still prints the page; everything else prints nothing.
    let stdout = out.stdout();
    if expected == "http_status" && !stdout.starts_with("<web_result") {
        problems.push("text mode: the error page is not on stdout (F-03)".to_owned());
    }
    if expected != "http_status" && !stdout.is_empty() {
        problems.push("text mode: stdout is not empty (G-01)".to_owned());
    }
    let lines: Vec<&str> = out.stderr().lines().collect();
    let error = lines
        .iter()
        .position(|l| l.starts_with("garuda-web: error: "));
    let hint = lines.iter().position(|l| l.starts_with("hint: "));
    match (error, hint) {
        (Some(e), Some(h)) if e < h => {}
        (None, _) => problems.push("text mode: no `garuda-web: error: ` line (G-03)".to_owned()),
        _ => problems.push("text mode: no `hint: ` line after the error (G-03)".to_owned()),
    }
    problems
}

// G-01/G-02/G-03: every failure is one JSON object with code, message and hint, its exit code
// follows the G-02 table, and in text mode it is a sentence plus a hint on stderr only.
#[test]
fn g03_every_failure_has_code_message_and_hint() {
    let ca = TestCa::new();
    let plain = Server::http()
        .with("/404", Reply::not_found().body("this page is gone"))
        .with(
            "/png",
            Reply::ok()
                .header("Content-Type", "image/png")
                .body(&b"\x89PNG\r\n\x1a\n"[..]),
        )
        .with(
            "/zstd",
            Reply::ok()
                .header("Content-Type", "text/plain")
                .encoded("zstd", &b"\x28\xb5\x2f\xfd"[..]),
        )
        .with(
            "/declared",
            Reply::text("x")
                .declare_length(50 * 1024 * 1024)
                .hold_open(),
        )
        .with(
            "/headers",
            Reply::ok()
                .header("X-Pad", &"p".repeat(70 * 1024))
                .header("Content-Type", "text/plain"),
        )
        .with("/garbage", Reply::raw(&b"SSH-2.0-OpenSSH_9.6\r\n\r\n"[..]))
        .with("/slow", Reply::text("late").delay(Duration::from_secs(30)))
        .with("/loop", Reply::redirect(302, "/loop"));
    for i in 0..7 {
        plain.route(
            &format!("/h{i}"),
            Reply::redirect(302, &format!("/h{}", i + 1)),
        );
    }
    let tls = Server::https(&ca, &[]).with("/", Reply::text("untrusted"));
    let dns = FakeDns::start().a("private.test", &[Ipv4Addr::new(10, 0, 0, 1)]);
    let url = |path: &str| plain.url(path);
    // A loopback port nothing listens on (port 1 is on the bad-port list since C-01's update).
    let closed = std::net::TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let open = ["--allow-localhost", "--allow", "*"];
    let with_open = |name, expected, target: String, timeout: &str| Scenario {
        name,
        args: [target.as_str(), "--timeout", timeout]
            .into_iter()
            .chain(open)
            .map(str::to_owned)
            .collect(),
        config: None,
        expected,
        text: true,
    };
    let mut scenarios = vec![
        scenario(
            "metadata literal",
            "blocked_address",
            &["http://169.254.169.254/", "--allow", "*"],
        ),
        scenario(
            "ftp scheme",
            "blocked_url",
            &["ftp://example.test/", "--allow", "*"],
        ),
        scenario(
            "typo of a URL",
            "invalid_url",
            &["htp://example.test/", "--allow", "*"],
        ),
        scenario(
            "bad port",
            "blocked_url",
            &["https://example.test:25/", "--allow", "*"],
        ),
        scenario(
            "private answer",
            "blocked_address",
            &["https://private.test/", "--allow", "*"],
        ),
        scenario(
            "deny rule",
            "denied_by_rule",
            &[&url("/"), "--allow-localhost", "--deny", "127.0.0.1"],
        ),
        scenario(
            "no approval",
            "needs_approval",
            &[&url("/"), "--allow-localhost"],
        ),
        scenario(
            "nxdomain",
            "dns",
            &["https://missing.test/", "--allow", "*"],
        ),
        with_open(
            "nothing listening",
            "connect",
            format!("http://127.0.0.1:{closed}/"),
            "5",
        ),
        with_open("untrusted certificate", "tls", tls.url("/"), "5"),
        with_open("stalled server", "timeout", url("/slow"), "1"),
        with_open("declared too large", "too_large", url("/declared"), "5"),
        with_open("headers too large", "too_large", url("/headers"), "5"),
        with_open("zstd body", "unsupported_encoding", url("/zstd"), "5"),
        with_open("png body", "unsupported_type", url("/png"), "5"),
        with_open("404", "http_status", url("/404"), "5"),
        with_open("self redirect", "redirect_loop", url("/loop"), "5"),
        with_open("six redirects", "too_many_redirects", url("/h0"), "5"),
        // Not HTTP at all: the contract has no dedicated code; any exit-1 code of the G-02
        // table is acceptable, so this scenario only checks the shape (see below).
        with_open("not http", "", url("/garbage"), "5"),
        Scenario {
            text: false,
            ..scenario("negative --start", "usage", &[&url("/"), "--start", "-1"])
        },
        Scenario {
            text: false,
            ..scenario("unknown flag", "usage", &[&url("/"), "--no-such-flag"])
        },
    ];
    scenarios.push(Scenario {
        name: "malformed config.json",
        args: vec![url("/"), "--allow-localhost".into()],
        config: Some("{\"web\": {\"maxBytes\": }"),
        expected: "config",
        text: true,
    });

    let mut failures = Vec::new();
    for s in &scenarios {
        for json_mode in [true, false] {
            if !json_mode && !s.text {
                continue;
            }
            let mut gw = Gw::new()
                .arg("fetch")
                .args(&s.args)
                .dns(&dns)
                .kill_after(Duration::from_secs(20));
            if json_mode {
                gw = gw.arg("--json");
            }
            if let Some(config) = s.config {
                gw = gw.config_json(config);
            }
            let out = gw.run();
            let problems = match (json_mode, s.expected) {
                (true, "") => {
                    let code = out.try_error_code().unwrap_or_default();
                    let mut p = check_json(&out, &code);
                    if exit_for(&code) != Some(1) {
                        p.push(format!("error.code {code:?} is not an exit-1 code of G-02"));
                    }
                    p
                }
                (true, expected) => check_json(&out, expected),
                (false, expected) => check_text(&out, expected),
            };
            if !problems.is_empty() {
                failures.push(format!(
                    "{} ({}):\n  {}\n{out}",
                    s.name,
                    if json_mode { "--json" } else { "text" },
                    problems.join("\n  ")
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failure shape problem(s):\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

// F-03: a non-2xx final status is exit 1 `http_status`, and the JSON still carries the status
// and the first window of the converted body next to the error.
#[test]
fn f03_http_status_keeps_status_and_body() {
    let server = Server::http().with(
        "/gone",
        Reply::new(410)
            .header("Content-Type", "text/html; charset=utf-8")
            .body("<html><head><title>Gone</title></head><body><p>This page moved away.</p></body></html>"),
    );
    let out = Gw::fetch(&server.url("/gone"))
        .args(["--json", "--allow-localhost", "--allow", "*"])
        .run();
    out.fails_with(1, "http_status");
    let json = out.json();
    assert_eq!(json["status"], 410, "{out}");
    assert!(
        json["content"]
            .as_str()
            .is_some_and(|c| c.contains("This page moved away.")),
        "{out}"
    );
}

// G-01: a JSON usage error keeps clap's detail: the missing argument's name in
// `message`, clap's "a similar argument exists" tip and the subcommand's help in `hint`.
#[test]
fn g01_json_usage_errors_keep_clap_detail() {
    let out = Gw::new().args(["fetch", "--json"]).run();
    out.fails_with(2, "usage");
    assert_eq!(
        out.error_message(),
        "the following required arguments were not provided: <URL>..."
    );
    assert_eq!(out.error_hint(), "run garuda-web fetch --help");
    let out = Gw::new()
        .args(["fetch", "--json", "--alow", "docs.rs", "https://docs.rs/"])
        .run();
    out.fails_with(2, "usage");
    assert_eq!(out.error_message(), "unexpected argument '--alow' found");
    assert_eq!(
        out.error_hint(),
        "a similar argument exists: '--allow'; run garuda-web fetch --help"
    );
}

// SPEC §1 `--color`: off a terminal there is no colour unless `--color always`
// or CLICOLOR_FORCE asks for it; NO_COLOR wins over CLICOLOR_FORCE, `--color` over both.
#[test]
fn g_color_off_a_terminal_only_when_asked() {
    let refused = "http://10.0.0.1/";
    let coloured = "garuda-web: \x1b[1m\x1b[31merror:\x1b[0m http://10.0.0.1/ points at";
    let plain = "garuda-web: error: http://10.0.0.1/ points at";
    let cases = [
        (Gw::fetch(refused), plain),
        (Gw::fetch(refused).args(["--color", "always"]), coloured),
        (Gw::fetch(refused).env("CLICOLOR_FORCE", "1"), coloured),
        (
            Gw::fetch(refused)
                .env("CLICOLOR_FORCE", "1")
                .env("NO_COLOR", "1"),
            plain,
        ),
        (
            Gw::fetch(refused)
                .env("NO_COLOR", "1")
                .args(["--color", "always"]),
            coloured,
        ),
        (
            Gw::fetch(refused)
                .env("CLICOLOR_FORCE", "1")
                .args(["--color", "never"]),
            plain,
        ),
    ];
    for (gw, expected) in cases {
        let out = gw.run();
        out.code(3).stdout_empty().stderr_contains(expected);
        if expected == plain {
            assert!(!out.stderr().contains('\x1b'), "{out}");
        }
    }
    // clap's own usage errors follow --color too.
    Gw::new()
        .args([
            "fetch",
            "--color",
            "always",
            "--alow",
            "docs.rs",
            "https://docs.rs/",
        ])
        .run()
        .code(2)
        .stdout_empty()
        .stderr_contains("\x1b[1m\x1b[31merror:\x1b[0m unexpected argument");
    // With --json nothing is on stderr to colour.
    Gw::fetch(refused)
        .args(["--json", "--color", "always"])
        .run()
        .fails_with(3, "blocked_address");
}
