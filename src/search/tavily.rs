//! Tavily (S-02): `POST /search` with `{query, max_results, search_depth: "basic"}` and the key
//! in `Authorization: Bearer`.
//!
//! Errors are `{"detail": {"error": "…"}}` (or a plain `detail` string; keyless mode uses
//! `{"error": {"message"}}`), with the non-standard 432 (plan limit) and 433 (pay-as-you-go
//! limit), both rate limits here (S-04).

use serde::Deserialize;
use serde_json::{Value, json};

use super::api::{self, NetSettings};
use super::config::Plan;
use super::{Error, Found, RawResult};
use crate::net::client::ApiResponse;

#[derive(Deserialize)]
struct Answer {
    answer: Option<String>,
    #[serde(default)]
    results: Vec<Item>,
}

#[derive(Deserialize)]
struct Item {
    #[serde(default)]
    title: String,
    #[serde(default)]
    url: String,
    #[serde(default)]
    content: String,
    published_date: Option<String>,
}

/// Runs one Tavily search.
pub(crate) fn search(plan: &Plan, query: &str, net: &NetSettings) -> Result<Found, Error> {
    let url = api::endpoint_url(&plan.base, "/search");
    let body = json!({
        "query": query,
        "max_results": plan.max_results,
        "search_depth": "basic",
    });
    let request = api::post(
        vec![("authorization", format!("Bearer {}", api::key(plan)))],
        &body,
    );
    let response = api::call(plan, net, &url, &request)?;
    if !(200..300).contains(&response.status) {
        return Err(error(plan, &response));
    }
    let answer: Answer = api::parse(plan, &response.body)?;
    Ok(Found {
        results: answer
            .results
            .into_iter()
            .map(|r| RawResult {
                title: r.title,
                url: r.url,
                snippet: r.content,
                age: r.published_date,
                published: None,
            })
            .collect(),
        answer: answer.answer.filter(|a| !a.trim().is_empty()),
        queries: 1,
        warnings: Vec::new(),
    })
}

/// Maps a Tavily error answer (S-04).
fn error(plan: &Plan, response: &ApiResponse) -> Error {
    let body: Value = serde_json::from_slice(&response.body).unwrap_or(Value::Null);
    let message = [
        "/detail/error",
        "/detail",
        "/error/message",
        "/error",
        "/message",
    ]
    .iter()
    .find_map(|p| body.pointer(p).and_then(Value::as_str))
    .map_or_else(|| api::body_text(&response.body), str::to_string);
    let detail = api::redact(plan, &message);
    let status = match response.status {
        432 | 433 => 429,
        s => s,
    };
    api::status_error(plan, status, detail, api::retry_after(response))
}
