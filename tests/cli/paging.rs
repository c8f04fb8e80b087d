//! F-11, A-06: a pasted `[More: …]` line names the snapshot its offsets came from
//! (`--snapshot`), so a window cut from another text says `page_changed`; `allowed_by` says
//! what allowed this call, `source: "cache"` with the recorded approval inside when a cached
//! copy was paged on it. Through the real binary, against a server whose page changes.

use serde_json::Value;

use crate::cache::more_words;
use crate::support::{Gw, Outcome, Reply, Server};

/// The `--snapshot` value of a text: the first 12 hex digits of its sha256.
fn snapshot_of(text: &str) -> String {
    let hash = ring::digest::digest(&ring::digest::SHA256, text.as_bytes());
    let hex: String = hash.as_ref().iter().map(|b| format!("{b:02x}")).collect();
    hex[..12].to_string()
}

/// The first window of `url` in text mode, approved by `--allow 127.0.0.1`; returns the words
/// of its `[More: …]` line.
#[track_caller]
fn first_window(gw: &Gw, url: &str) -> Vec<String> {
    let out = gw
        .clone()
        .reset_args()
        .args(["fetch", url, "--allow-localhost", "--allow", "127.0.0.1"])
        .args(["--max-chars", "1000"])
        .run();
    out.success()
        .stderr_empty()
        .stdout_contains("[characters 0–1000 of ");
    more_words(out.stdout())
}

/// Runs a pasted `[More: …]` line (its words after `garuda-web`) plus `extra`.
#[track_caller]
fn paste(gw: &Gw, words: &[String], extra: &[&str]) -> Outcome {
    gw.clone().reset_args().args(&words[1..]).args(extra).run()
}

/// Reads a short page, so that it is cached (and older entries may be evicted).
#[track_caller]
fn first_window_of_other(gw: &Gw, url: &str) {
    gw.clone()
        .reset_args()
        .args(["fetch", url, "--allow-localhost", "--allow", "127.0.0.1"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("another page");
}

#[track_caller]
fn clear_cache(gw: &Gw) {
    gw.clone()
        .reset_args()
        .args(["cache", "clear"])
        .run()
        .success()
        .stderr_empty()
        .waive_stdout("the count of removed pages");
}

/// The codes of the JSON object's `warnings`.
pub(crate) fn warning_codes(v: &Value) -> Vec<&str> {
    v["warnings"]
        .as_array()
        .expect("a warnings array")
        .iter()
        .map(|w| w["code"].as_str().expect("a warning code"))
        .collect()
}

// F-11: the More line names the snapshot (`--snapshot` + 12 hex digits of the text's sha256)
// right after its offset.
#[test]
fn f11_more_line_names_the_snapshot() {
    let text = "a".repeat(5000);
    let server = Server::http().with("/t.txt", Reply::text(text.clone()));
    let gw = Gw::new();
    let words = first_window(&gw, &server.url("/t.txt"));
    assert_eq!(
        words[..6],
        [
            "garuda-web",
            "fetch",
            "--start",
            "1000",
            "--snapshot",
            &snapshot_of(&text)
        ],
        "{words:?}"
    );
}

// F-11: the snapshot evicted, the pasted line fetches the page again; the text changed, so the
// window says `page_changed` — in the JSON object only with --json, as a warning line on
// stderr in text mode — and its own More line names the new snapshot.
#[test]
fn f11_page_changed_after_eviction_when_the_text_differs() {
    let server = Server::http()
        .with("/t.txt", Reply::text("a".repeat(5000)))
        .with("/other", Reply::text("another page"));
    let gw = Gw::new().config_json(r#"{"cache": {"maxPages": 1}}"#);
    let url = server.url("/t.txt");
    let words = first_window(&gw, &url);
    // Another page takes the only place in the cache (F-10 eviction, oldest first).
    gw.age_cache(std::time::Duration::from_secs(10));
    first_window_of_other(&gw, &server.url("/other"));
    let new_text = "b".repeat(4000);
    server.route("/t.txt", Reply::text(new_text.clone()));

    let v = paste(&gw, &words, &["--json"]).json_ok();
    assert_eq!(v["cached"], false);
    assert_eq!(warning_codes(&v), ["page_changed"], "{v}");
    let warning = &v["warnings"][0];
    assert!(
        warning["message"]
            .as_str()
            .unwrap()
            .contains(&snapshot_of(&"a".repeat(5000))),
        "{warning}"
    );
    assert_eq!(v["content"], "b".repeat(1000));
    assert_eq!(server.hits("/t.txt"), 2);

    clear_cache(&gw);
    let text = paste(&gw, &words, &[]);
    text.success()
        .stdout_contains("[characters 1000–2000 of 4000]\n")
        .stdout_contains(&format!(
            "[More: garuda-web fetch --start 2000 --snapshot {} ",
            snapshot_of(&new_text)
        ));
    let stderr = text.stderr();
    assert!(
        stderr.starts_with("garuda-web: warning: the page has changed since the snapshot"),
        "{stderr}"
    );
    assert!(
        stderr.contains("hint: read the page again from --start 0"),
        "{stderr}"
    );
    assert_eq!(
        stderr.lines().count(),
        2,
        "one warning and its hint: {stderr}"
    );
    assert_eq!(server.hits("/t.txt"), 3);
}

// F-11: no `page_changed` when the page fetched again has the same text, nor for a hand-typed
// `--start` without `--snapshot` (nothing says which text its offset came from).
#[test]
fn f11_no_page_changed_for_the_same_text_or_without_snapshot() {
    let server = Server::http().with("/t.txt", Reply::text("a".repeat(5000)));
    let gw = Gw::new();
    let url = server.url("/t.txt");
    let words = first_window(&gw, &url);
    clear_cache(&gw);
    let v = paste(&gw, &words, &["--json"]).json_ok();
    assert_eq!(
        (v["cached"].as_bool(), warning_codes(&v)),
        (Some(false), vec![])
    );
    clear_cache(&gw);
    paste(&gw, &words, &[])
        .success()
        .stderr_empty()
        .stdout_contains("[characters 1000–2000 of 5000]\n");

    clear_cache(&gw);
    server.route("/t.txt", Reply::text("b".repeat(5000)));
    let typed = gw
        .clone()
        .reset_args()
        .args([
            "fetch",
            &url,
            "--json",
            "--allow-localhost",
            "--allow",
            "127.0.0.1",
        ])
        .args(["--start", "1000", "--max-chars", "1000"])
        .run();
    let v = typed.json_ok();
    assert_eq!(warning_codes(&v), Vec::<&str>::new());
    assert_eq!(v["content"], "b".repeat(1000));
    assert_eq!(server.hits("/t.txt"), 4);
}

// F-11: another call fetched the page afresh and its text replaced the snapshot in the cache:
// the pasted line pages the cached (newer) text without a download, and says `page_changed`.
#[test]
fn f11_snapshot_replaced_in_the_cache_is_page_changed() {
    let server = Server::http().with("/t.txt", Reply::text("a".repeat(5000)));
    let gw = Gw::new();
    let url = server.url("/t.txt");
    let words = first_window(&gw, &url);
    server.route("/t.txt", Reply::text("c".repeat(5000)));
    let refetch = gw
        .clone()
        .reset_args()
        .args([
            "fetch",
            &url,
            "--json",
            "--allow-localhost",
            "--allow",
            "127.0.0.1",
        ])
        .args(["--max-age", "0"])
        .run();
    assert_eq!(refetch.json_ok()["cached"], false);

    let v = paste(&gw, &words, &["--json"]).json_ok();
    assert_eq!(v["cached"], true);
    assert_eq!(warning_codes(&v), ["page_changed"], "{v}");
    assert_eq!(v["content"], "c".repeat(1000));
    let text = paste(&gw, &words, &[]);
    text.success()
        .stdout_contains("[characters 1000–2000 of 5000] [cached ")
        .stderr_contains("garuda-web: warning: the page has changed since the snapshot");
    assert_eq!(
        server.hits("/t.txt"),
        2,
        "the cached copy was paged, not fetched"
    );

    // The cached snapshot named by its own line: no warning.
    let same = first_window(&gw, &url);
    let v = paste(&gw, &same, &["--json"]).json_ok();
    assert_eq!(
        (v["cached"].as_bool(), warning_codes(&v)),
        (Some(true), vec![])
    );
}

// F-11/F-20: an offset past the end of the changed text is a usage error that says the page
// changed, not only that the offset is too large.
#[test]
fn f11_offset_past_the_end_of_a_changed_page_says_so() {
    let old = "a".repeat(5000);
    let server = Server::http().with("/t.txt", Reply::text("b".repeat(2000)));
    let gw = Gw::new();
    let out = gw
        .clone()
        .args([
            "fetch",
            &server.url("/t.txt"),
            "--json",
            "--allow-localhost",
        ])
        .args(["--allow", "127.0.0.1", "--start", "4000"])
        .args(["--snapshot", &snapshot_of(&old)])
        .run();
    out.fails_with(2, "usage").message_contains(
        "is past the end of the page, which has changed since the snapshot the offset came \
         from and now has 2000 characters",
    );
}

// F-11: `--snapshot` takes 8 to 64 hex digits, and names the text of one page only.
#[test]
fn f11_snapshot_flag_is_checked() {
    let server = Server::never_called();
    for bad in ["xyz", "abc1234", "0123456789abcdefg"] {
        let out = Gw::fetch(&server.url("/p"))
            .args(["--json", "--allow-localhost", "--snapshot", bad])
            .run();
        out.fails_with(2, "usage")
            .message_contains("expected 8 to 64 hex digits");
    }
    let out = Gw::new()
        .args([
            "fetch",
            "--json",
            "--allow-localhost",
            "--snapshot",
            "ABCDEF12",
        ])
        .args([server.url("/a"), server.url("/b")])
        .run();
    out.fails_with(2, "usage")
        .message_contains("--snapshot names the text of one page, but 2 URLs were given");
}

// A-06: `allowed_by` says what allowed this call. A download names its decision;
// paging a cached copy (`--start` > 0, `--offline`) on the recorded approval says `source:
// "cache"` with that approval as `original`; a `--start 0` read served from the cache is
// approved afresh and names that decision.
#[test]
fn a06_allowed_by_says_what_allowed_this_call() {
    let server = Server::http().with("/p", Reply::text("y".repeat(3000)));
    let gw = Gw::new();
    let url = server.url("/p");
    let run = |extra: &[&str]| {
        gw.clone()
            .reset_args()
            .args([
                "fetch",
                &url,
                "--json",
                "--allow-localhost",
                "--max-chars",
                "1000",
            ])
            .args(extra)
            .run()
            .json_ok()
    };
    let first = run(&["--allow", "127.0.0.1"]);
    assert_eq!(first["cached"], false);
    assert_eq!(
        first["allowed_by"],
        serde_json::json!({"rule": "web_fetch(127.0.0.1)", "source": "command_line"})
    );
    let from_cache = serde_json::json!({
        "rule": "web_fetch(127.0.0.1)",
        "source": "cache",
        "original": {"rule": "web_fetch(127.0.0.1)", "source": "command_line"},
    });
    for extra in [
        &["--start", "1000"][..],
        &["--offline", "--start", "1000"],
        &["--offline"],
    ] {
        let v = run(extra);
        assert_eq!(v["cached"], true, "{extra:?}");
        assert_eq!(v["allowed_by"], from_cache, "{extra:?}");
    }
    let again = run(&["--allow", "*"]);
    assert_eq!(again["cached"], true);
    assert_eq!(
        again["allowed_by"],
        serde_json::json!({"rule": "web_fetch(*)", "source": "command_line"})
    );
    assert_eq!(server.hits("/p"), 1);
}

// A-06/F-11: the More line of a cached window carries the command-line rule of the approval
// the page came in by — the recorded one when paging, this call's on a `--start 0` read.
#[test]
fn a06_more_line_of_a_cached_window_carries_the_approving_rule() {
    let server = Server::http().with("/p", Reply::text("y".repeat(3000)));
    let gw = Gw::new();
    let url = server.url("/p");
    let words = first_window(&gw, &url);
    assert!(
        words
            .windows(2)
            .any(|w| w == ["--allow", "web_fetch(127.0.0.1)"]),
        "{words:?}"
    );
    // Paging on the recorded command-line approval: the line still carries it.
    let next = paste(&gw, &words, &[]);
    next.success().stderr_empty();
    let words = more_words(next.stdout());
    assert!(
        words
            .windows(2)
            .any(|w| w == ["--allow", "web_fetch(127.0.0.1)"]),
        "{words:?}"
    );
    // A first window read from the cache, approved this time by policy.json: no --allow.
    let by_policy = gw
        .clone()
        .policy_json(r#"{"allow": ["127.0.0.1"]}"#)
        .reset_args()
        .args(["fetch", &url, "--allow-localhost", "--max-chars", "1000"])
        .run();
    by_policy
        .success()
        .stderr_empty()
        .stdout_contains("[characters 0–1000 of 3000] [cached ");
    let words = more_words(by_policy.stdout());
    assert!(!words.iter().any(|w| w == "--allow"), "{words:?}");
    assert_eq!(server.hits("/p"), 1);
}

// F-11: a page approved by `--allow-url U` gets `--allow-url U` in its More
// line, so the pasted line works after the page has left the cache, as with `--allow`.
#[test]
fn f11_more_line_carries_the_allow_url_that_approved_the_page() {
    let server = Server::http().with("/p", Reply::text("y".repeat(3000)));
    let gw = Gw::new();
    let url = server.url("/p");
    let first = gw
        .clone()
        .args(["fetch", &url, "--allow-localhost", "--allow-url", &url])
        .args(["--max-chars", "1000"])
        .run();
    first.success().stderr_empty();
    let words = more_words(first.stdout());
    assert!(
        words.windows(2).any(|w| w == ["--allow-url", url.as_str()]),
        "{words:?}"
    );
    assert!(!words.iter().any(|w| w == "--allow"), "{words:?}");
    clear_cache(&gw);
    let v = paste(&gw, &words, &["--json"]).json_ok();
    assert_eq!(v["cached"], false);
    assert_eq!(
        v["allowed_by"],
        serde_json::json!({"rule": url, "source": "allow_url"})
    );
    assert_eq!(server.hits("/p"), 2);
}
