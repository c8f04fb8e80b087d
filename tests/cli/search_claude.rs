//! Claude's web search (S-11): the Messages request with the server tool, results and
//! citations, `pause_turn` answered with the paused turn last, searches summed and priced,
//! the error block, and the HTTP error mapping (S-04). `search.use: claude` in the config is
//! the saved consent, so nothing asks.

use serde_json::{Value, json};

use crate::support::providers::{
    ANTHROPIC_KEY, QUERY, assert_no_key_leak, config_for, fixture_text, json_body, reply,
    search_with_config,
};
use crate::support::{Outcome, Server};

const PATH: &str = "/v1/messages";

/// `search` with Claude consented (`use: claude`) on `server`, plus `extra` search config.
#[track_caller]
fn claude(server: &Server, extra: &str, args: &[&str]) -> Outcome {
    let mut section = r#""use": "claude""#.to_string();
    if !extra.is_empty() {
        section = format!("{section}, {extra}");
    }
    search_with_config("claude", &config_for("claude", server, &section), args).run()
}

fn urls(v: &Value) -> Vec<String> {
    v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["url"].as_str().unwrap().to_string())
        .collect()
}

// S-11: the request (model, tool, max_uses, headers), results with page_age and cited text,
// the answer after the last search, one search at $0.01.
#[test]
fn s11_claude_success() {
    let server = Server::http().with(PATH, reply("anthropic_ok.json"));
    let out = claude(&server, "", &["--json"]);
    out.success().stderr_empty();
    let req = server.last_request();
    assert_eq!((req.method.as_str(), req.path.as_str()), ("POST", PATH));
    assert_eq!(req.header("x-api-key"), Some(ANTHROPIC_KEY));
    assert_eq!(req.header("anthropic-version"), Some("2023-06-01"));
    let body = json_body(&req);
    assert_eq!(body["model"], "claude-haiku-4-5");
    assert_eq!(
        body["tools"],
        json!([{"type": "web_search_20250305", "name": "web_search", "max_uses": 5}])
    );
    assert_eq!(body["messages"].as_array().unwrap().len(), 1);
    assert!(
        body["messages"][0]["content"]
            .as_str()
            .unwrap()
            .contains(QUERY)
    );
    let v = out.json();
    assert_eq!(
        urls(&v),
        [
            "https://docs.rs/tokio/latest/tokio/",
            "https://blog.example-rust.dev/async-runtimes-compared",
            "https://www.reddit.com/r/rust/comments/1abcxyz/which_async_runtime_should_i_use_in_2025/",
        ]
    );
    assert_eq!(v["results"][1]["age"], "June 30, 2025");
    assert_eq!(v["results"][0]["age"], Value::Null);
    assert_eq!(
        v["results"][1]["snippet"],
        "Tokio uses a work-stealing multi-threaded scheduler by default, while smol keeps a \
         minimal executor you can embed. async-std was discontinued in March 2025; its \
         maintainers recommend smol for new projects."
    );
    assert_eq!(
        v["answer"],
        "Based on the search results, Tokio is the de-facto standard runtime, using a \
         multi-threaded work-stealing scheduler, and async-std was discontinued in March 2025, \
         with its maintainers recommending smol. Most of the ecosystem (hyper, reqwest, tonic) \
         assumes Tokio."
    );
    assert_eq!(
        v["usage"],
        json!({"provider": "claude", "queries": 1, "estimated_cost_usd": 0.01})
    );
    assert_no_key_leak(&out, &server, Some("x-api-key"));
}

// S-11: the options of search.claude go into the tool.
#[test]
fn s11_claude_options_are_passed_through() {
    let server = Server::http().with(PATH, reply("anthropic_ok.json"));
    let extra = r#""claude": {"endpoint": "ENDPOINT", "model": "claude-sonnet-4-6", "maxUses": 2, "allowedDomains": ["docs.rs"]}"#
        .replace("ENDPOINT", &server.url(""));
    let config = format!(r#"{{"search": {{"use": "claude", {extra}}}}}"#);
    let out = search_with_config("claude", &config, &[]).run();
    out.success()
        .stdout_contains(
            "<web_result search=\"rust async runtime comparison\" provider=\"claude\">",
        )
        .stderr_eq("Web searches: 1 query, estimated $0.0100\n");
    let body = json_body(&server.last_request());
    assert_eq!(body["model"], "claude-sonnet-4-6");
    assert_eq!(body["tools"][0]["max_uses"], 2);
    assert_eq!(body["tools"][0]["allowed_domains"], json!(["docs.rs"]));
}

// S-11: pause_turn is answered by re-sending the conversation with the paused assistant turn,
// verbatim, as the last message; results of both rounds, searches summed.
#[test]
fn s11_pause_turn_then_success() {
    let server = Server::http();
    server.route_seq(
        PATH,
        vec![
            reply("anthropic_pause.json"),
            reply("anthropic_resume_ok.json"),
        ],
    );
    let out = claude(&server, "", &["--json"]);
    out.success().stderr_empty();
    let requests = server.requests();
    assert_eq!(requests.len(), 2);
    let first = json_body(&requests[0]);
    let second = json_body(&requests[1]);
    let messages = second["messages"].as_array().unwrap();
    assert_eq!(messages.len(), 2);
    assert_eq!(messages[0], first["messages"][0]);
    let paused: Value = serde_json::from_str(&fixture_text("anthropic_pause.json")).unwrap();
    assert_eq!(messages[1]["role"], "assistant");
    assert_eq!(
        messages[1]["content"], paused["content"],
        "paused turn sent verbatim"
    );
    assert_eq!(second["tools"], first["tools"]);
    let v = out.json();
    assert_eq!(urls(&v).len(), 4);
    assert_eq!(urls(&v)[3], "https://github.com/async-rs/async-std");
    assert_eq!(
        v["results"][3]["snippet"],
        "async-std has been discontinued; use smol instead."
    );
    assert!(
        v["answer"]
            .as_str()
            .unwrap()
            .starts_with("In short: async-std has been discontinued")
    );
    assert_eq!(v["usage"]["queries"], 1);
    assert_no_key_leak(&out, &server, Some("x-api-key"));
}

// S-11: pausing for ever stops after 5 rounds with the results so far.
#[test]
fn s11_pause_turn_is_bounded() {
    let server = Server::http().with(PATH, reply("anthropic_pause.json"));
    let out = claude(&server, "", &["--json"]);
    let v = out.json_ok();
    assert_eq!(server.total_hits(), 5);
    assert_eq!(v["usage"]["queries"], 5);
    assert_eq!(v["warnings"][0]["code"], "answer_truncated", "{v}");
    assert_eq!(
        v["warnings"][0]["message"],
        "Claude's search was still paused after 5 rounds"
    );
}

// S-11: a web_search_tool_result_error (HTTP 200) is a provider error with its error_code.
#[test]
fn s11_tool_error_block_is_provider_error() {
    let server = Server::http().with(PATH, reply("anthropic_tool_error.json"));
    let out = claude(&server, "", &["--json"]);
    out.fails_with(1, "provider")
        .message_contains("too_many_requests");
}

// S-04: Anthropic's HTTP errors.
#[test]
fn s04_anthropic_error_mapping() {
    let cases = [
        ("anthropic_401.json", "provider_auth", "invalid x-api-key"),
        ("anthropic_429.json", "rate_limited", "retry after 12 s"),
        ("anthropic_529.json", "provider", "overloaded"),
        (
            "anthropic_400_tool.json",
            "provider",
            "without a corresponding",
        ),
    ];
    for (name, code, needle) in cases {
        let server = Server::http().with(PATH, reply(name));
        let out = claude(&server, "", &["--json"]);
        out.fails_with(1, code).message_contains(needle);
        if code == "provider_auth" {
            assert_eq!(out.error_hint(), "check the API key in ANTHROPIC_API_KEY");
        }
        assert_no_key_leak(&out, &server, Some("x-api-key"));
    }
}
