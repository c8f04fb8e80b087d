//! F-11, A-06 (issue 13 §3): `allowed_by` says what allowed this call, `source: "cache"` with
//! the recorded approval inside when a cached copy was paged on it. Through the real binary.

use crate::cache::more_words;
use crate::support::{Gw, Outcome, Reply, Server};

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

// A-06 (issue 13 §3): `allowed_by` says what allowed this call. A download names its decision;
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
