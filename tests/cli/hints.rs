//! G-03: a hint that names flags or a command runs as printed. Each test
//! provokes an error, takes the words of its hint, runs them and expects exit 0 — the loopback
//! refusal (C-05) naming both flags at once, paging a loopback page (A-06, F-11), clap's usage
//! errors (G-01), a string that is not a URL (C-01), a URL given where a rule goes (K-05) — and
//! the one-line messages of `config` and `cache` in one style.

use crate::support::{Gw, Outcome, Reply, Server};

/// Shell words as a POSIX shell splits them: blanks separate, `'…'` quotes literally, `\x`
/// escapes one character outside quotes. Enough for the hints and `[More: …]` lines.
pub(crate) fn shell_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if let Some(w) = word.take() {
                    words.push(w);
                }
            }
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                for q in chars.by_ref() {
                    if q == '\'' {
                        break;
                    }
                    w.push(q);
                }
            }
            '\\' => {
                let w = word.get_or_insert_with(String::new);
                if let Some(next) = chars.next() {
                    w.push(next);
                }
            }
            other => word.get_or_insert_with(String::new).push(other),
        }
    }
    words.extend(word);
    words
}

/// The `hint: …` line of a text-mode failure.
fn hint_line(out: &Outcome) -> String {
    out.stderr()
        .lines()
        .find_map(|l| l.strip_prefix("hint: "))
        .unwrap_or_else(|| panic!("no hint line: {out}"))
        .to_string()
}

/// The flags of a hint worded `pass FLAGS: why`.
fn passed_flags(hint: &str) -> Vec<String> {
    let rest = hint
        .strip_prefix("pass ")
        .unwrap_or_else(|| panic!("not a 'pass …' hint: {hint}"));
    let flags = rest.split_once(": ").map_or(rest, |(flags, _)| flags);
    shell_words(flags)
}

/// A page longer than one 30 000-character window.
fn long_page() -> String {
    let paragraphs: String = (0..1200)
        .map(|i| format!("<p>Paragraph {i} of a long local page, with enough words.</p>"))
        .collect();
    format!(
        "<html><head><title>Local app</title></head><body><h1>Local</h1>{paragraphs}</body></html>"
    )
}

// C-05, G-03: the first fetch of a loopback URL without a terminal names both flags
// it needs — --allow-localhost and the rule approving the host — so pasting them succeeds,
// instead of a second failure (exit 4 needs_approval). For an IP literal and a loopback name,
// in text and in JSON.
#[test]
fn c05_loopback_refusal_hint_names_both_flags_and_runs_as_printed() {
    let server = Server::http().with("/", Reply::html("<title>Local</title><p>It works.</p>"));
    for (url, rule) in [
        (server.url("/"), "web_fetch(127.0.0.1)"),
        (
            format!("http://localhost:{}/", server.port()),
            "web_fetch(localhost)",
        ),
    ] {
        let gw = Gw::new();
        let out = gw.clone().args(["fetch", &url]).run();
        out.code(3).stdout_empty().stderr_has_error_and_hint();
        let flags = passed_flags(&hint_line(&out));
        assert_eq!(flags, ["--allow-localhost", "--allow", rule], "{out}");
        let json = gw.clone().args(["fetch", "--json", &url]).run();
        json.fails_with(3, "blocked_address");
        assert_eq!(passed_flags(&json.error_hint()), flags, "{json}");
        gw.clone()
            .arg("fetch")
            .args(&flags)
            .arg(&url)
            .run()
            .success()
            .stderr_empty()
            .stdout_contains("It works.");
    }
}

// B-11, C-05, G-03: `browse open` of a loopback URL is refused before any browser
// starts, with a hint in browse's own flags (--allow-local, not fetch's --allow-localhost)
// that opens the page as pasted (that last step with a real Chromium only).
#[test]
fn b11_browse_loopback_refusal_hint_names_browse_flags() {
    let server = Server::http().with("/", Reply::html("<title>Local</title><p>It works.</p>"));
    let url = server.url("/");
    let gw = Gw::new();
    let out = gw.clone().args(["browse", "open", &url]).run();
    out.code(3).stdout_empty().stderr_has_error_and_hint();
    let flags = passed_flags(&hint_line(&out));
    assert_eq!(
        flags,
        ["--allow-local", "--allow", "web_fetch(127.0.0.1)"],
        "{out}"
    );
    gw.clone()
        .args(["browse", "--json", "open", &url])
        .run()
        .fails_with(3, "blocked_address");
    assert_eq!(server.total_hits(), 0);
    let Some(session) = crate::browse::Session::from_gw(gw) else {
        return;
    };
    let mut args: Vec<&str> = flags.iter().map(String::as_str).collect();
    args.extend(["open", &url]);
    session
        .run(&args)
        .success()
        .stderr_empty()
        .stdout_contains("title=\"Local\"");
}

// A-06, C-05, F-11: paging a cached loopback page needs no new approval, but the
// loopback check is a safety rule that runs on every read: the [More: …] line carries
// --allow-localhost, so it works as pasted; a --start typed without it is refused with the
// hint naming the flags, which then work.
#[test]
fn a06_paging_a_loopback_page_carries_allow_localhost() {
    let server = Server::http().with("/", Reply::html(long_page()));
    let url = server.url("/");
    let gw = Gw::new();
    let first = gw
        .clone()
        .args(["fetch", "--allow-localhost", "--allow", "127.0.0.1", &url])
        .run();
    first.success().stderr_empty();
    let more = first
        .stdout()
        .lines()
        .find_map(|l| l.strip_prefix("[More: ")?.strip_suffix(']'))
        .unwrap_or_else(|| panic!("no [More: …] line: {first}"))
        .to_string();
    let words = shell_words(&more);
    assert_eq!(words[0], "garuda-web", "{more}");
    assert!(words.iter().any(|w| w == "--allow-localhost"), "{more}");
    gw.clone()
        .args(&words[1..])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("[cached");
    // Typed by hand without the switch: refused (exit 3), and the hint's flags work.
    let start = words
        .iter()
        .position(|w| w == "--start")
        .map(|i| words[i + 1].clone())
        .unwrap();
    let bare = gw.clone().args(["fetch", "--start", &start, &url]).run();
    bare.code(3).stdout_empty().stderr_has_error_and_hint();
    gw.clone()
        .args(["fetch", "--start", &start])
        .args(passed_flags(&hint_line(&bare)))
        .arg(&url)
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("[cached");
    assert_eq!(server.hits("/"), 1, "paging read the cache, not the server");
}

// G-01, G-03: clap's usage errors are reported like every other error — the
// `garuda-web:` prefix and a `hint:` line, exit 2 — and the hint's command runs; --help and
// --version print as before.
#[test]
fn g03_usage_errors_have_the_prefix_and_a_hint_that_runs() {
    let out = Gw::new()
        .args(["fetch", "--alow", "docs.rs", "https://docs.rs/"])
        .run();
    out.code(2).stdout_empty().stderr_eq(
        "garuda-web: error: unexpected argument '--alow' found\n\
         hint: a similar argument exists: '--allow'; run garuda-web fetch --help\n",
    );
    let out = Gw::new().args(["fetch"]).run();
    out.code(2).stdout_empty().stderr_eq(
        "garuda-web: error: the following required arguments were not provided: <URL>...\n\
         hint: run garuda-web fetch --help\n",
    );
    let out = Gw::new()
        .args(["fetch", "--max-chars", "5", "x.test"])
        .run();
    out.code(2).stdout_empty().stderr_has_error_and_hint();
    let hint = hint_line(&out);
    let command = hint.rsplit_once("run ").map(|(_, c)| c).unwrap();
    let words = shell_words(command);
    assert_eq!(words[..2], ["garuda-web", "fetch"], "{hint}");
    Gw::new()
        .args(&words[1..])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("Usage: garuda-web fetch [OPTIONS] <URL>...");
    // A command that needs a subcommand: its help on a terminal, one JSON object with --json.
    let out = Gw::new().args(["--json", "config"]).run();
    out.fails_with(2, "usage");
    assert!(
        out.error_message()
            .starts_with("garuda-web config needs a command: path, show, check"),
        "{out}"
    );
    assert_eq!(out.error_hint(), "run garuda-web config --help");
    let version = Gw::new().arg("--version").run();
    version
        .success()
        .stderr_empty()
        .stdout_eq(&format!("garuda-web {}\n", env!("CARGO_PKG_VERSION")));
}

// C-01: a string that is not a URL is quoted in the message, with the real reason.
#[test]
fn c01_not_a_url_is_quoted_with_its_real_reason() {
    Gw::fetch("not a url")
        .run()
        .code(2)
        .stdout_empty()
        .stderr_eq(
            "garuda-web: error: 'not a url' is not a valid URL: it contains spaces, which no host \
         name has\nhint: give a URL such as https://example.com/ (a host name works too)\n",
        );
}

// K-05, A-01: a URL given where a rule goes is refused — nothing is saved — and the
// hint names the commands for the host and for the pages under the path; each runs as printed.
#[test]
fn k05_a_url_given_as_a_rule_names_the_rule_meant() {
    let gw = Gw::new();
    let policy = gw.config_dir().join("policy.json");
    let out = gw
        .clone()
        .args(["config", "allow", "https://docs.rs/foo"])
        .run();
    out.code(2).stdout_empty().stderr_has_error_and_hint();
    assert!(
        out.stderr()
            .starts_with("garuda-web: error: 'https://docs.rs/foo' is a URL; a rule names a host"),
        "{out}"
    );
    assert!(!policy.exists(), "nothing is saved");
    let hint = hint_line(&out);
    let commands: Vec<Vec<String>> = hint
        .split("garuda-web ")
        .skip(1)
        .map(|c| shell_words(c.split(';').next().unwrap()))
        .collect();
    assert_eq!(
        commands,
        [
            vec!["config", "allow", "docs.rs"],
            vec!["config", "allow", "web_fetch(docs.rs/foo)"],
        ],
        "{hint}"
    );
    for command in &commands {
        gw.clone()
            .args(command)
            .run()
            .success()
            .stderr_empty()
            .stdout_contains("added ");
    }
    let saved = std::fs::read_to_string(&policy).unwrap();
    assert!(saved.contains("web_fetch(docs.rs/foo)"), "{saved}");
    // On the command line the hint names the rule to write instead.
    let server = Server::http().with("/app/", Reply::html("<p>It works.</p>"));
    let url = server.url("/app/");
    let out = Gw::new()
        .args([
            "fetch",
            "--json",
            "--allow-localhost",
            "--allow",
            &url,
            &url,
        ])
        .run();
    out.fails_with(2, "usage");
    let hint = out.error_hint();
    assert_eq!(
        hint,
        "a rule names a host, not a URL: write 127.0.0.1 for every page of 127.0.0.1, or \
         'web_fetch(127.0.0.1/app)' for only the pages under that path",
        "{out}"
    );
    for rule in ["127.0.0.1", "web_fetch(127.0.0.1/app)"] {
        Gw::new()
            .args(["fetch", "--allow-localhost", "--allow", rule, &url])
            .run()
            .success()
            .stderr_empty()
            .stdout_contains("It works.");
    }
}

// K-02, K-04: `config init` writes the browser section with the other keys, and
// `config show` lists it, each key with its source.
#[test]
fn k04_init_and_show_include_the_browser_section() {
    let gw = Gw::new();
    let keys = [
        "browser.path",
        "browser.visible",
        "browser.width",
        "browser.height",
        "browser.allowLocal",
        "browser.idleSeconds",
        "browser.allowScripts",
    ];
    let source_of = |json: &serde_json::Value, key: &str| -> String {
        json["settings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["key"] == key)
            .unwrap_or_else(|| panic!("{key} missing from {json}"))["source"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let before = gw
        .clone()
        .args(["config", "show", "--json"])
        .run()
        .json_ok();
    for key in keys {
        assert_eq!(source_of(&before, key), "default", "{key}");
    }
    gw.clone()
        .args(["config", "init"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("wrote ");
    let after = gw
        .clone()
        .args(["config", "show", "--json"])
        .run()
        .json_ok();
    for key in keys {
        assert!(
            source_of(&after, key).starts_with("config.json "),
            "{key}: {after}"
        );
    }
    let text = gw.clone().args(["config", "show"]).run();
    text.success().stderr_empty();
    assert!(
        text.stdout()
            .lines()
            .any(|l| l.starts_with("browser.idleSeconds") && l.contains(" 900 ")),
        "{text}"
    );
}

// G-03: one-line messages in one style — lower case, no full stop, plurals right —
// and the command a message names runs.
#[test]
fn k_one_line_messages_in_one_style() {
    let server = Server::http()
        .with("/a", Reply::text("a"))
        .with("/b", Reply::text("b"));
    let gw = Gw::new();
    gw.clone()
        .args(["cache", "list"])
        .run()
        .success()
        .stderr_empty()
        .stdout_eq("the cache is empty\n");
    let fetch = |path: &str| {
        gw.clone()
            .args(["fetch", "--allow-localhost", "--allow", "127.0.0.1"])
            .arg(server.url(path))
            .run()
            .success()
            .stderr_empty()
            .stdout_contains("<web_result");
    };
    fetch("/a");
    gw.clone()
        .args(["cache", "clear"])
        .run()
        .success()
        .stderr_empty()
        .stdout_eq("removed 1 cached page\n");
    fetch("/a");
    fetch("/b");
    gw.clone()
        .args(["cache", "clear"])
        .run()
        .success()
        .stderr_empty()
        .stdout_eq("removed 2 cached pages\n");
    let rules = gw.clone().args(["config", "rules"]).run();
    rules.success().stderr_empty().stdout_eq(
        "no rules yet; add one with garuda-web config allow docs.rs (or pass --allow)\n",
    );
    let named = rules.stdout().split("garuda-web ").nth(1).unwrap();
    let words = shell_words(named.split(" (").next().unwrap());
    gw.clone()
        .args(&words)
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("added web_fetch(docs.rs)");
}
