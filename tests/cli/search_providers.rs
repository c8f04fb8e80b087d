//! Brave, Tavily and SearXNG against fakes serving their recorded answers (S-02, S-04, S-05):
//! each success, each error mapping, the request each one must send, and no key anywhere but
//! its header.

use serde_json::json;

use crate::support::providers::{
    QUERY, TAVILY_KEY, assert_no_key_leak, fixture, json_body, reply, reply_with_body, search,
};
use crate::support::{Outcome, Server};

const BRAVE_PATH: &str = "/res/v1/web/search";

/// Runs `search --json` against `provider` whose `path` answers with fixture `name`.
fn run_fixture(provider: &str, path: &str, name: &str) -> (Server, Outcome) {
    let server = Server::http().with(path, reply(name));
    let out = search(provider, &server, &["--json"]).run();
    (server, out)
}

// S-02: Brave's request (GET, q, count, the token header, gzip accepted) and its results with
// tags and entities cleaned, `age` before `page_age`, gzip decoded.
#[test]
fn s02_brave_success() {
    let server = Server::http().with(BRAVE_PATH, reply("brave_ok.json").gzip());
    let out = search("brave", &server, &["--json", "--max-results", "3"]).run();
    out.success().stderr_empty();
    let req = server.last_request();
    assert_eq!(req.method, "GET");
    assert!(
        req.target.contains("q=rust+async+runtime+comparison"),
        "{}",
        req.target
    );
    assert!(req.target.contains("count=3"), "{}", req.target);
    assert_eq!(
        req.header("x-subscription-token"),
        Some(crate::support::providers::BRAVE_KEY)
    );
    assert!(req.header("accept-encoding").unwrap_or("").contains("gzip"));
    let v = out.json();
    let r = &v["results"];
    assert_eq!(r[0]["age"], "June 30, 2025");
    assert_eq!(r[1]["title"], "tokio - Rust");
    assert!(!r[1]["snippet"].as_str().unwrap().contains("<strong>"));
    assert!(
        r[2]["snippet"]
            .as_str()
            .unwrap()
            .contains("not to 'cause most")
    );
    assert_eq!(r[2]["age"], "3 days ago");
    assert_no_key_leak(&out, &server, Some("x-subscription-token"));
}

// S-05: zero results is an absent `web` key: exit 0, no results.
#[test]
fn s05_brave_missing_web_is_empty() {
    let (server, out) = run_fixture("brave", BRAVE_PATH, "brave_ok_empty.json");
    out.success().stderr_empty();
    assert_eq!(out.json()["results"], json!([]));
    let text = search("brave", &server, &[]).run();
    text.success()
        .stderr_empty()
        .stdout_contains("\nNo results.\n");
}

// S-04: Brave's invalid token is a 422, mapped to provider_auth naming the variable.
#[test]
fn s04_brave_422_is_provider_auth() {
    let (server, out) = run_fixture("brave", BRAVE_PATH, "brave_422_token.json");
    out.fails_with(1, "provider_auth")
        .message_contains("subscription token is invalid");
    assert_eq!(out.error_hint(), "check the API key in BRAVE_API_KEY");
    assert_no_key_leak(&out, &server, Some("x-subscription-token"));
}

// S-04: a 422 VALIDATION about a parameter is a provider error quoting it.
#[test]
fn s04_brave_422_validation_is_provider_error() {
    let (_server, out) = run_fixture("brave", BRAVE_PATH, "brave_422_validation.json");
    out.fails_with(1, "provider")
        .message_contains("query.count: Input should be less than or equal to 20");
}

// S-04: 429 → rate_limited, the wait from X-RateLimit-Reset of the exhausted window.
#[test]
fn s04_brave_429_is_rate_limited_with_wait() {
    let (_server, out) = run_fixture("brave", BRAVE_PATH, "brave_429.json");
    out.fails_with(1, "rate_limited")
        .message_contains("retry after 1 s");
}

// S-04: a redirect from a provider is an error, not followed.
#[test]
fn s04_provider_redirect_is_not_followed() {
    let server = Server::http().with(
        BRAVE_PATH,
        crate::support::Reply::redirect(302, "/elsewhere"),
    );
    let out = search("brave", &server, &["--json"]).run();
    out.fails_with(1, "provider").message_contains("redirect");
    assert_eq!(server.hits("/elsewhere"), 0);
}

// S-02: Tavily's request (POST JSON with exactly query, max_results, search_depth; Bearer
// key, never in the body) and its results and answer.
#[test]
fn s02_tavily_success() {
    let (server, out) = run_fixture("tavily", "/search", "tavily_ok.json");
    out.success().stderr_empty();
    let req = server.last_request();
    assert_eq!(req.method, "POST");
    assert_eq!(
        req.header("authorization"),
        Some(format!("Bearer {TAVILY_KEY}").as_str())
    );
    assert_eq!(
        json_body(&req),
        json!({"query": QUERY, "max_results": 5, "search_depth": "basic"})
    );
    let v = out.json();
    assert!(
        v["answer"]
            .as_str()
            .unwrap()
            .starts_with("Tokio is the de-facto")
    );
    assert_eq!(v["results"].as_array().unwrap().len(), 3);
    assert_eq!(
        v["results"][0]["url"],
        "https://blog.example-rust.dev/async-runtimes-compared"
    );
    assert_no_key_leak(&out, &server, Some("authorization"));
}

// S-05: Tavily news results carry published_date as the age.
#[test]
fn s05_tavily_news_age() {
    let (_server, out) = run_fixture("tavily", "/search", "tavily_ok_news.json");
    out.success().stderr_empty();
    assert_eq!(
        out.json()["results"][0]["age"],
        "Thu, 18 Sep 2025 15:04:11 GMT"
    );
}

// S-04: Tavily's error statuses: 400 provider, 401 auth, 429/432/433 rate limits.
#[test]
fn s04_tavily_error_mapping() {
    let cases: [(&str, u16, &str, &str); 5] = [
        ("tavily_400.json", 400, "provider", "Invalid country"),
        (
            "tavily_401.json",
            401,
            "provider_auth",
            "missing or invalid API key",
        ),
        ("tavily_429.json", 429, "rate_limited", "retry after 7 s"),
        (
            "tavily_432.json",
            432,
            "rate_limited",
            "plan's set usage limit",
        ),
        (
            "tavily_432.json",
            433,
            "rate_limited",
            "plan's set usage limit",
        ),
    ];
    for (name, status, code, needle) in cases {
        let server = Server::http().with("/search", reply(name).status(status));
        let out = search("tavily", &server, &["--json"]).run();
        out.fails_with(1, code).message_contains(needle);
        assert_no_key_leak(&out, &server, Some("authorization"));
    }
}

// S-02: SearXNG (both answer generations): GET /search?q=…&format=json, no key, engines that
// failed reported as a warning; the loopback URL the user configured is allowed (S-04).
#[test]
fn s02_searxng_success() {
    for name in ["searxng_ok.json", "searxng_ok_2026.json"] {
        let (server, out) = run_fixture("searxng", "/search", name);
        let v = out.json_ok();
        assert_eq!(v["warnings"][0]["code"], "engines_unresponsive", "{v}");
        assert!(
            v["warnings"][0]["message"]
                .as_str()
                .unwrap()
                .starts_with("some SearXNG engines did not answer: google: Suspended"),
            "{v}"
        );
        let req = server.last_request();
        assert_eq!(req.method, "GET");
        assert!(req.target.contains("format=json"), "{}", req.target);
        assert!(
            req.target.contains("q=rust+async+runtime+comparison"),
            "{}",
            req.target
        );
        assert!(req.header("authorization").is_none());
        let v = out.json();
        assert_eq!(v["results"].as_array().unwrap().len(), 3);
        assert_eq!(v["results"][1]["age"], "2025-06-30T05:41:00");
        assert_eq!(v["warnings"][0]["code"], "engines_unresponsive");
    }
}

// S-04: SearXNG's errors: 400 JSON, 403 HTML (JSON format off), 429 plain text.
#[test]
fn s04_searxng_error_mapping() {
    let (_s, out) = run_fixture("searxng", "/search", "searxng_400.json");
    out.fails_with(1, "provider")
        .message_contains("Invalid value fortnight for parameter time_range");
    let (_s, out) = run_fixture("searxng", "/search", "searxng_403.html");
    out.fails_with(1, "provider");
    assert_eq!(
        out.error_hint(),
        "turn on the json format (search.formats in settings.yml)"
    );
    let (_s, out) = run_fixture("searxng", "/search", "searxng_429.txt");
    out.fails_with(1, "rate_limited")
        .message_contains("Too Many Requests");
    // A 200 that is not JSON (an old proxy page) means the same as the 403.
    let server = Server::http().with(
        "/search",
        reply_with_body("searxng_ok.json", fixture("searxng_403.html"))
            .header("Content-Type", "text/html"),
    );
    let out = search("searxng", &server, &["--json"]).run();
    out.fails_with(1, "provider");
}

// S-04: the answer limit is 2 MB.
#[test]
fn s04_answer_over_two_megabytes_is_too_large() {
    let big = format!(
        r#"{{"results": [], "pad": "{}"}}"#,
        "x".repeat(2 * 1024 * 1024 + 10)
    );
    let server = Server::http().with("/search", reply_with_body("searxng_ok.json", big));
    let out = search("searxng", &server, &["--json"]).run();
    out.fails_with(1, "too_large");
}
