//! Fake search providers for the `search` tests (SPEC §6): the recorded wire formats in
//! `tests/fixtures/search/`, served by the loopback [`Server`] with the status and headers its
//! README lists, plus helpers to point the binary at them and to prove a key went nowhere but
//! its header.
//!
//! Each provider gets its own fake key so a test can tell which one leaked where. Keys are
//! given through the environment only, as the product requires (S-03).

use std::path::PathBuf;

use super::{Gw, Outcome, Reply, Server};

/// The fake Brave key.
pub(crate) const BRAVE_KEY: &str = "fake-brave-key-0001";
/// The fake Tavily key.
pub(crate) const TAVILY_KEY: &str = "tvly-fake-key-0002";
/// The fake Gemini key.
pub(crate) const GEMINI_KEY: &str = "fake-gemini-key-0003";
/// The fake Anthropic key.
pub(crate) const ANTHROPIC_KEY: &str = "sk-ant-fake-key-0004";

/// Every fake key, for "no key anywhere" checks.
pub(crate) const ALL_KEYS: [&str; 4] = [BRAVE_KEY, TAVILY_KEY, GEMINI_KEY, ANTHROPIC_KEY];

/// The query most tests send.
pub(crate) const QUERY: &str = "rust async runtime comparison";

/// The path of a fixture file.
pub(crate) fn fixture_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/search")
        .join(name)
}

/// A fixture's bytes.
pub(crate) fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(fixture_path(name)).unwrap_or_else(|e| panic!("fixture {name}: {e}"))
}

/// A fixture's text.
pub(crate) fn fixture_text(name: &str) -> String {
    String::from_utf8(fixture(name)).expect("fixtures are UTF-8")
}

/// Brave's rate-limit headers as the README lists them (first Remaining value 0).
fn brave_rate_headers(reply: Reply) -> Reply {
    reply
        .header("X-RateLimit-Limit", "1, 2000")
        .header("X-RateLimit-Policy", "1;w=1, 2000;w=2592000")
        .header("X-RateLimit-Remaining", "0, 1973")
        .header("X-RateLimit-Reset", "1, 1419704")
}

/// Anthropic's rate-limit headers (a snapshot of real ones).
fn anthropic_headers(reply: Reply) -> Reply {
    reply
        .header("request-id", "req_011CSHoEeqs5C35K2UUqR7Fy")
        .header("anthropic-ratelimit-requests-limit", "50")
        .header("anthropic-ratelimit-requests-remaining", "49")
        .header("anthropic-ratelimit-requests-reset", "2026-02-25T20:02:32Z")
        .header("anthropic-ratelimit-input-tokens-limit", "50000")
        .header("anthropic-ratelimit-input-tokens-remaining", "42000")
        .header(
            "anthropic-ratelimit-input-tokens-reset",
            "2026-02-25T20:02:32Z",
        )
        .header("anthropic-ratelimit-output-tokens-limit", "10000")
        .header("anthropic-ratelimit-output-tokens-remaining", "9700")
        .header(
            "anthropic-ratelimit-output-tokens-reset",
            "2026-02-25T20:02:32Z",
        )
        .header("anthropic-ratelimit-tokens-limit", "60000")
        .header("anthropic-ratelimit-tokens-remaining", "51700")
        .header("anthropic-ratelimit-tokens-reset", "2026-02-25T20:02:32Z")
}

/// The reply the README prescribes for fixture `name`: its status, content type and headers,
/// with `body` as the body (the fixture itself, or a rewritten copy).
pub(crate) fn reply_with_body(name: &str, body: impl Into<Vec<u8>>) -> Reply {
    const JSON: &str = "application/json";
    const GOOGLE_JSON: &str = "application/json; charset=UTF-8";
    let (status, content_type) = match name {
        "brave_ok.json" | "brave_ok_empty.json" => (200, JSON),
        "brave_429.json" => (429, JSON),
        "brave_422_token.json" | "brave_422_validation.json" => (422, JSON),
        "tavily_ok.json" | "tavily_ok_news.json" => (200, JSON),
        "tavily_400.json" => (400, JSON),
        "tavily_401.json" => (401, JSON),
        "tavily_429.json" => (429, JSON),
        "tavily_432.json" => (432, JSON),
        "searxng_ok.json" | "searxng_ok_2026.json" => (200, JSON),
        "searxng_400.json" => (400, JSON),
        "searxng_403.html" => (403, "text/html; charset=utf-8"),
        "searxng_429.txt" => (429, "text/plain"),
        "gemini_ok.json" | "gemini_ok_nosearch.json" => (200, GOOGLE_JSON),
        "gemini_400_key.json" => (400, GOOGLE_JSON),
        "gemini_403.json" => (403, GOOGLE_JSON),
        "gemini_429.json" => (429, GOOGLE_JSON),
        "anthropic_ok.json"
        | "anthropic_pause.json"
        | "anthropic_resume_ok.json"
        | "anthropic_tool_error.json" => (200, JSON),
        "anthropic_400_tool.json" => (400, JSON),
        "anthropic_401.json" => (401, JSON),
        "anthropic_429.json" => (429, JSON),
        "anthropic_529.json" => (529, JSON),
        other => panic!("no reply recipe for fixture {other}"),
    };
    let reply = Reply::new(status)
        .header("Content-Type", content_type)
        .body(body);
    match name {
        "brave_ok.json" | "brave_429.json" => brave_rate_headers(reply),
        "tavily_429.json" => reply.header("retry-after", "7"),
        "anthropic_429.json" => anthropic_headers(reply).header("retry-after", "12"),
        n if n.starts_with("anthropic_") => anthropic_headers(reply),
        _ => reply,
    }
}

/// The reply for fixture `name`, body unchanged.
pub(crate) fn reply(name: &str) -> Reply {
    reply_with_body(name, fixture(name))
}

/// The `search` config for `provider` with its endpoint on `server` (S-03 `endpoint`; for
/// SearXNG the `url`), plus `extra` JSON members for the search section (`""` for none).
pub(crate) fn config_for(provider: &str, server: &Server, extra: &str) -> String {
    let base = server.url("");
    let place = match provider {
        "searxng" => format!(r#""url": "{base}""#),
        p => format!(r#""{p}": {{"endpoint": "{base}"}}"#),
    };
    let extra = if extra.is_empty() {
        String::new()
    } else {
        format!(", {extra}")
    };
    format!(r#"{{"search": {{"provider": "{provider}", {place}{extra}}}}}"#)
}

/// The key variable and fake key of a provider.
pub(crate) fn key_of(provider: &str) -> Option<(&'static str, &'static str)> {
    match provider {
        "brave" => Some(("BRAVE_API_KEY", BRAVE_KEY)),
        "tavily" => Some(("TAVILY_API_KEY", TAVILY_KEY)),
        "google" => Some(("GEMINI_API_KEY", GEMINI_KEY)),
        "claude" => Some(("ANTHROPIC_API_KEY", ANTHROPIC_KEY)),
        _ => None,
    }
}

/// `search --allow web_search QUERY` against `provider` on `server`, with its fake key in the
/// environment; `extra_args` go before the query.
pub(crate) fn search(provider: &str, server: &Server, extra_args: &[&str]) -> Gw {
    search_with_config(provider, &config_for(provider, server, ""), extra_args)
}

/// Like [`search`] with a config.json of the test's own.
pub(crate) fn search_with_config(provider: &str, config: &str, extra_args: &[&str]) -> Gw {
    let mut gw = Gw::new()
        .config_json(config)
        .args(["search", "--allow", "web_search"])
        .args(extra_args)
        .arg(QUERY);
    if let Some((var, key)) = key_of(provider) {
        gw = gw.env(var, key);
    }
    gw
}

/// Asserts no fake key appears in the output, and that on `server` each key appears only in
/// its own header, never in a request target or another header or body.
#[track_caller]
pub(crate) fn assert_no_key_leak(out: &Outcome, server: &Server, header: Option<&str>) {
    for key in ALL_KEYS {
        assert!(
            !out.stdout.contains(key) && !out.stderr.contains(key),
            "a key leaked into the output\n{out}"
        );
        for req in server.requests() {
            assert!(
                !req.target.contains(key),
                "a key is in the URL {}",
                req.target
            );
            assert!(
                !String::from_utf8_lossy(&req.body).contains(key),
                "a key is in the body of {}",
                req.target
            );
            for (name, value) in &req.headers {
                let allowed = header.is_some_and(|h| name.eq_ignore_ascii_case(h));
                assert!(
                    allowed || !value.contains(key),
                    "a key is in the header {name} of {}",
                    req.target
                );
            }
        }
    }
}

/// The JSON body of a request.
#[track_caller]
pub(crate) fn json_body(req: &super::http::Request) -> serde_json::Value {
    serde_json::from_slice(&req.body).unwrap_or_else(|e| {
        panic!(
            "request body of {} is not JSON ({e}): {:?}",
            req.target,
            String::from_utf8_lossy(&req.body)
        )
    })
}
