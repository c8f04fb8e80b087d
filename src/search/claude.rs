//! Claude's web search (S-11): the Anthropic Messages API (`POST /v1/messages`, `x-api-key`,
//! `anthropic-version: 2023-06-01`) with the server tool `web_search_20250305`.
//!
//! A `pause_turn` is answered by sending the conversation again with the paused assistant turn
//! (its content verbatim, encrypted blocks included) as the **last** message, at most 5 rounds;
//! `web_search_requests` is summed over the rounds. Results are the `web_search_result` blocks
//! (deduplicated by URL) with the `cited_text` of the citations that point at them; the answer
//! is the text after the last search. A `web_search_tool_result_error` (an HTTP 200) is a
//! provider error with its `error_code` when no search succeeded.

use serde_json::{Value, json};

use super::api::{self, NetSettings};
use super::config::Plan;
use super::{Error, Found, RawResult};
use crate::net::client::ApiResponse;
use crate::warning::Warning;

/// The API version header value.
const API_VERSION: &str = "2023-06-01";
/// Rounds of `pause_turn` continuation before giving up.
const MAX_ROUNDS: usize = 5;
/// Tokens the model may write per round.
const MAX_TOKENS: u32 = 2048;

/// Runs one search through Claude.
pub(crate) fn search(plan: &Plan, query: &str, net: &NetSettings) -> Result<Found, Error> {
    let url = api::endpoint_url(&plan.base, "/v1/messages");
    let user = json!({
        "role": "user",
        "content": format!(
            "Search the web for: {query}\n\nAnswer briefly from what you find and cite the pages."
        ),
    });
    let mut paused: Vec<Value> = Vec::new();
    let mut blocks: Vec<Value> = Vec::new();
    let mut searches: u64 = 0;
    let mut warnings = Vec::new();
    for round in 1..=MAX_ROUNDS {
        let mut messages = vec![user.clone()];
        if !paused.is_empty() {
            messages.push(json!({"role": "assistant", "content": paused.clone()}));
        }
        let body = json!({
            "model": plan.claude.model,
            "max_tokens": MAX_TOKENS,
            "messages": messages,
            "tools": [tool(plan)],
        });
        let request = api::post(
            vec![
                ("x-api-key", api::key(plan)),
                ("anthropic-version", API_VERSION.to_string()),
            ],
            &body,
        );
        let response = api::call(plan, net, &url, &request)?;
        if !(200..300).contains(&response.status) {
            return Err(error(plan, &response));
        }
        let message: Value = api::parse(plan, &response.body)?;
        searches += message
            .pointer("/usage/server_tool_use/web_search_requests")
            .and_then(Value::as_u64)
            .unwrap_or(0);
        let content = message
            .get("content")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        blocks.extend(content.iter().cloned());
        match message.get("stop_reason").and_then(Value::as_str) {
            Some("pause_turn") if round < MAX_ROUNDS => {
                // The whole assistant turn so far goes back, verbatim, as the last message.
                paused.extend(content);
                continue;
            }
            Some("pause_turn") => warnings.push(Warning {
                code: "answer_truncated".into(),
                message: format!("Claude's search was still paused after {MAX_ROUNDS} rounds"),
                hint: "the results found so far are listed; narrow the query".into(),
            }),
            Some("max_tokens") => warnings.push(Warning {
                code: "answer_truncated".into(),
                message: "Claude's answer was cut off at its token limit".into(),
                hint: "the cited pages are still listed; read them with garuda-web fetch".into(),
            }),
            _ => {}
        }
        break;
    }
    finish(plan, &blocks, searches, warnings)
}

/// The tool definition (S-11): `max_uses` and the domain lists passed through.
fn tool(plan: &Plan) -> Value {
    let mut tool = json!({
        "type": "web_search_20250305",
        "name": "web_search",
        "max_uses": plan.claude.max_uses,
    });
    if !plan.claude.allowed_domains.is_empty() {
        tool["allowed_domains"] = json!(plan.claude.allowed_domains);
    }
    if !plan.claude.blocked_domains.is_empty() {
        tool["blocked_domains"] = json!(plan.claude.blocked_domains);
    }
    tool
}

/// Results, answer and errors from every round's content blocks.
fn finish(
    plan: &Plan,
    blocks: &[Value],
    searches: u64,
    mut warnings: Vec<Warning>,
) -> Result<Found, Error> {
    let kind = |b: &Value| {
        b.get("type")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string()
    };
    let mut results: Vec<RawResult> = Vec::new();
    let mut errors: Vec<String> = Vec::new();
    let mut last_search = None;
    for (i, block) in blocks.iter().enumerate() {
        if kind(block) != "web_search_tool_result" {
            continue;
        }
        last_search = Some(i);
        match block.get("content") {
            Some(Value::Array(items)) => {
                for item in items {
                    let url = str_of(item, "url");
                    if url.is_empty() || results.iter().any(|r| r.url == url) {
                        continue;
                    }
                    results.push(RawResult {
                        title: str_of(item, "title"),
                        url,
                        snippet: String::new(),
                        age: item
                            .get("page_age")
                            .and_then(Value::as_str)
                            .map(str::to_string),
                        published: None,
                    });
                }
            }
            Some(error) => errors.push(str_of(error, "error_code")),
            None => {}
        }
    }
    if results.is_empty()
        && let Some(code) = errors.first()
    {
        let code = if code.is_empty() { "unknown" } else { code };
        return Err(Error::Provider {
            provider: plan.provider,
            detail: api::redact(plan, &format!("the web search tool failed ({code})")),
            // Any other code: the provider error's own hint (another provider).
            hint: match code {
                "too_many_requests" => Some("wait a while and search again".into()),
                "max_uses_exceeded" => Some("raise search.claude.maxUses (1–20)".into()),
                "query_too_long" => Some("search with a shorter query".into()),
                _ => None,
            },
        });
    }
    if !errors.is_empty() {
        warnings.push(Warning {
            code: "search_failed".into(),
            message: api::redact(
                plan,
                &format!("some of Claude's searches failed ({})", errors.join(", ")),
            ),
            hint: "the results of the searches that worked are listed".into(),
        });
    }
    let mut answer = String::new();
    for block in &blocks[last_search.map_or(0, |i| i + 1)..] {
        if kind(block) != "text" {
            continue;
        }
        answer.push_str(block.get("text").and_then(Value::as_str).unwrap_or(""));
        for cite in block
            .get("citations")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let url = str_of(cite, "url");
            let cited = str_of(cite, "cited_text");
            if let Some(r) = results.iter_mut().find(|r| r.url == url)
                && !cited.is_empty()
                && !r.snippet.contains(cited.trim())
            {
                if !r.snippet.is_empty() {
                    r.snippet.push(' ');
                }
                r.snippet.push_str(cited.trim());
            }
        }
    }
    Ok(Found {
        results,
        answer: (!answer.trim().is_empty()).then_some(answer),
        queries: u32::try_from(searches).unwrap_or(u32::MAX),
        warnings,
    })
}

fn str_of(v: &Value, key: &str) -> String {
    v.get(key)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}

/// Maps an Anthropic error answer (S-04): `{"type": "error", "error": {type, message}}`.
fn error(plan: &Plan, response: &ApiResponse) -> Error {
    let body: Value = serde_json::from_slice(&response.body).unwrap_or(Value::Null);
    let kind = body
        .pointer("/error/type")
        .and_then(Value::as_str)
        .unwrap_or("");
    let message = body
        .pointer("/error/message")
        .and_then(Value::as_str)
        .map_or_else(|| api::body_text(&response.body), str::to_string);
    let detail = api::redact(plan, &message);
    let status = match kind {
        "authentication_error" | "permission_error" => 401,
        "rate_limit_error" => 429,
        _ => response.status,
    };
    match (status, kind) {
        (529, _) | (_, "overloaded_error") => Error::Provider {
            provider: plan.provider,
            detail: format!("Anthropic's API is overloaded ({detail})"),
            hint: Some("try again in a minute".into()),
        },
        _ => api::status_error(plan, status, detail, api::retry_after(response)),
    }
}
