//! SearXNG (S-02): `GET <url>/search?q=…&format=json` on the user's own instance, no key.
//!
//! Quirks: an instance without the JSON format answers **403 with an HTML page** (turn on
//! `json` in `search.formats`); the bot limiter answers a plain-text 429; `number_of_results`
//! is gone since 2026-05; `unresponsive_engines` is a list of `[engine, reason]` pairs, reported
//! as a warning. There is no result count parameter: the client truncates.

use serde::Deserialize;
use serde_json::Value;

use super::api::{self, NetSettings};
use super::config::Plan;
use super::{Error, Found, RawResult};
use crate::net::client::ApiResponse;
use crate::warning::Warning;

#[derive(Deserialize)]
struct Answer {
    #[serde(default)]
    results: Vec<Item>,
    #[serde(default)]
    answers: Vec<Value>,
    #[serde(default)]
    unresponsive_engines: Vec<Value>,
}

#[derive(Deserialize)]
struct Item {
    #[serde(default)]
    title: String,
    #[serde(default)]
    url: String,
    #[serde(default)]
    content: Option<String>,
    #[serde(rename = "publishedDate")]
    published_date: Option<String>,
}

/// Runs one SearXNG search.
pub(crate) fn search(plan: &Plan, query: &str, net: &NetSettings) -> Result<Found, Error> {
    let mut url = api::endpoint_url(&plan.base, "/search");
    url.query_pairs_mut()
        .append_pair("q", query)
        .append_pair("format", "json");
    let response = api::call(plan, net, &url, &api::get(Vec::new()))?;
    if !(200..300).contains(&response.status) {
        return Err(error(plan, &response));
    }
    if !is_json(&response) {
        return Err(json_off(plan, response.status));
    }
    let answer: Answer = api::parse(plan, &response.body)?;
    let engines: Vec<String> = answer
        .unresponsive_engines
        .iter()
        .map(|pair| match pair {
            Value::Array(items) => items
                .iter()
                .filter_map(Value::as_str)
                .collect::<Vec<_>>()
                .join(": "),
            Value::Object(o) => o
                .values()
                .filter_map(Value::as_str)
                .collect::<Vec<_>>()
                .join(": "),
            other => other.as_str().unwrap_or("").to_string(),
        })
        .filter(|e| !e.is_empty())
        .collect();
    let mut warnings = Vec::new();
    if !engines.is_empty() {
        warnings.push(Warning {
            code: "engines_unresponsive".into(),
            message: api::redact(
                plan,
                &format!(
                    "some SearXNG engines did not answer: {}",
                    engines.join("; ")
                ),
            ),
            hint: "results may be incomplete; the instance's engines recover on their own".into(),
        });
    }
    let answers: Vec<String> = answer
        .answers
        .iter()
        .filter_map(|a| match a {
            Value::String(s) => Some(s.clone()),
            Value::Object(o) => o.get("answer").and_then(Value::as_str).map(str::to_string),
            _ => None,
        })
        .collect();
    Ok(Found {
        results: answer
            .results
            .into_iter()
            .map(|r| RawResult {
                title: r.title,
                url: r.url,
                snippet: r.content.unwrap_or_default(),
                age: r.published_date,
                published: None,
            })
            .collect(),
        answer: (!answers.is_empty()).then(|| answers.join("\n\n")),
        queries: 1,
        warnings,
    })
}

fn is_json(response: &ApiResponse) -> bool {
    let declared = response
        .content_type
        .as_deref()
        .is_some_and(|t| t.to_ascii_lowercase().contains("json"));
    declared || response.body.trim_ascii_start().starts_with(b"{")
}

/// The instance answered, but not in JSON: the format is off (S-04).
fn json_off(plan: &Plan, status: u16) -> Error {
    Error::Provider {
        provider: plan.provider,
        detail: format!(
            "{} answered HTTP {status} without JSON: its JSON format is off",
            plan.base
        ),
        hint: Some("turn on the json format (search.formats in settings.yml)".into()),
    }
}

/// Maps a SearXNG error answer (S-04).
fn error(plan: &Plan, response: &ApiResponse) -> Error {
    if response.status == 403 && !is_json(response) {
        return json_off(plan, 403);
    }
    let body: Value = serde_json::from_slice(&response.body).unwrap_or(Value::Null);
    let message = body
        .get("error")
        .and_then(Value::as_str)
        .map_or_else(|| api::body_text(&response.body), str::to_string);
    let detail = api::redact(plan, &message);
    match response.status {
        429 => Error::RateLimited {
            provider: plan.provider,
            detail: format!(
                "{detail} (the instance's bot limiter, server.limiter in settings.yml)"
            ),
            wait: api::retry_after(response),
        },
        status => Error::Provider {
            provider: plan.provider,
            detail: format!("HTTP {status}: {detail}"),
            hint: None,
        },
    }
}
