//! `search --fetch N` (S-30): the top N results are fetched with exactly those URLs approved;
//! any other URL, including a redirect to another host, is decided as usual (A-05).
//!
//! A fake SearXNG answers with results on a loopback page server; the config sets
//! `web.allowLocalhost` so the pages can be fetched at all, and only `--allow web_search` is
//! given, so the pages are approved by this command alone.

use serde_json::json;

use crate::support::providers::{config_for, reply_with_body, search_with_config};
use crate::support::{Outcome, Reply, Server};

/// A SearXNG fake whose results are `urls`.
fn searxng_with(urls: &[String]) -> Server {
    let results: Vec<_> = urls
        .iter()
        .enumerate()
        .map(|(i, u)| json!({"url": u, "title": format!("Page {i}"), "content": "snippet"}))
        .collect();
    let body = json!({"query": "q", "results": results}).to_string();
    Server::http().with("/search", reply_with_body("searxng_ok.json", body))
}

#[track_caller]
fn run(searx: &Server, args: &[&str]) -> Outcome {
    let config =
        config_for("searxng", searx, "").replacen('{', r#"{"web": {"allowLocalhost": true}, "#, 1);
    search_with_config("searxng", &config, args).run()
}

// S-30: --fetch 2 reads the first two results (and not the third), each as a fetch block.
#[test]
fn s30_fetch_reads_the_top_pages() {
    let pages = Server::http()
        .with("/a", Reply::text("first page"))
        .with("/b", Reply::html("<title>B</title><p>second page</p>"))
        .with("/c", Reply::text("third page"));
    let urls: Vec<String> = ["/a", "/b", "/c"].iter().map(|p| pages.url(p)).collect();
    let searx = searxng_with(&urls);
    let out = run(&searx, &["--fetch", "2", "--max-chars", "1000"]);
    out.success().stderr_empty();
    assert_eq!(out.stdout().matches("<web_result url=").count(), 2, "{out}");
    assert!(out.stdout().starts_with("<web_result search="), "{out}");
    out.stdout_contains("first page")
        .stdout_contains("second page");
    assert_eq!(
        (pages.hits("/a"), pages.hits("/b"), pages.hits("/c")),
        (1, 1, 0)
    );

    let out = run(&searx, &["--fetch", "2", "--json"]);
    out.success().stderr_empty();
    let v = out.json();
    let fetched = v["pages"].as_array().unwrap();
    assert_eq!(fetched.len(), 2);
    assert_eq!(fetched[0]["url"], urls[0]);
    assert_eq!(fetched[1]["title"], "B");
    assert_eq!(fetched[0]["allowed_by"]["source"], "allow_url");
}

// S-30: a redirect to a host nobody approved is refused (exit 4); the other page still comes.
#[test]
fn s30_redirect_to_an_unapproved_host_is_refused() {
    let other = Server::never_called();
    let elsewhere = other.url_for("localhost", "/secret");
    let pages = Server::http()
        .with("/a", Reply::redirect(302, &elsewhere))
        .with("/b", Reply::text("second page"));
    let urls: Vec<String> = ["/a", "/b"].iter().map(|p| pages.url(p)).collect();
    let searx = searxng_with(&urls);
    let out = run(&searx, &["--fetch", "2"]);
    out.code(4)
        .stdout_contains("second page")
        .stderr_contains("redirects to localhost, which needs approval");
    let out = run(&searx, &["--fetch", "2", "--json"]);
    out.code(4).stderr_empty();
    let v = out.json();
    assert_eq!(v["pages"][0]["error"]["code"], "needs_approval");
    assert_eq!(v["pages"][1]["content"], "second page");
}
