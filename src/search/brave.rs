//! Brave Search API (S-02): `GET /res/v1/web/search?q=…&count=N` with the key in
//! `X-Subscription-Token`.
//!
//! Brave's quirks: a bad or missing key is a **422** (`SUBSCRIPTION_TOKEN_INVALID`, or
//! `VALIDATION` naming the token header), not a 401; no results means the `web` key is absent;
//! errors come as an `error` object (or an `errors` array in the docs); the wait after a 429 is
//! in `X-RateLimit-Remaining`/`X-RateLimit-Reset` (comma lists, one value per window).

use std::time::Duration;

use serde::Deserialize;

use super::api::{self, NetSettings};
use super::config::Plan;
use super::{Error, Found, RawResult};
use crate::net::client::ApiResponse;

/// The path of the web search endpoint under the base URL.
const PATH: &str = "/res/v1/web/search";

#[derive(Deserialize)]
struct Answer {
    web: Option<Web>,
}

#[derive(Deserialize)]
struct Web {
    #[serde(default)]
    results: Vec<Item>,
}

#[derive(Deserialize)]
struct Item {
    #[serde(default)]
    title: String,
    #[serde(default)]
    url: String,
    description: Option<String>,
    #[serde(default)]
    extra_snippets: Vec<String>,
    age: Option<String>,
    page_age: Option<String>,
}

#[derive(Deserialize, Default)]
struct ErrorBody {
    error: Option<BraveError>,
    #[serde(default)]
    errors: Vec<BraveError>,
}

#[derive(Deserialize, Default)]
struct BraveError {
    #[serde(default)]
    code: String,
    #[serde(default)]
    detail: String,
    #[serde(default)]
    meta: serde_json::Value,
}

/// Runs one Brave search.
pub(crate) fn search(plan: &Plan, query: &str, net: &NetSettings) -> Result<Found, Error> {
    let mut url = api::endpoint_url(&plan.base, PATH);
    url.query_pairs_mut()
        .append_pair("q", query)
        .append_pair("count", &plan.max_results.to_string());
    let request = api::get(vec![("x-subscription-token", api::key(plan))]);
    let response = api::call(plan, net, &url, &request)?;
    if !(200..300).contains(&response.status) {
        return Err(error(plan, &response));
    }
    let answer: Answer = api::parse(plan, &response.body)?;
    let results = answer
        .web
        .map(|w| w.results)
        .unwrap_or_default()
        .into_iter()
        .map(|r| RawResult {
            snippet: r.description.unwrap_or_else(|| r.extra_snippets.join(" ")),
            title: r.title,
            url: r.url,
            published: r.page_age.clone(),
            age: r.age.or(r.page_age),
        })
        .collect();
    Ok(Found {
        results,
        queries: 1,
        ..Found::default()
    })
}

/// Maps a Brave error answer (S-04).
fn error(plan: &Plan, response: &ApiResponse) -> Error {
    let body: ErrorBody = serde_json::from_slice(&response.body).unwrap_or_default();
    let e = body
        .error
        .or_else(|| body.errors.into_iter().next())
        .unwrap_or_default();
    let details: Vec<String> = e
        .meta
        .get("errors")
        .and_then(serde_json::Value::as_array)
        .map(|items| {
            items
                .iter()
                .map(|item| {
                    let loc = item
                        .get("loc")
                        .and_then(serde_json::Value::as_array)
                        .map(|l| {
                            l.iter()
                                .filter_map(serde_json::Value::as_str)
                                .collect::<Vec<_>>()
                                .join(".")
                        })
                        .unwrap_or_default();
                    let msg = item.get("msg").and_then(|m| m.as_str()).unwrap_or("");
                    format!("{loc}: {msg}")
                })
                .collect()
        })
        .unwrap_or_default();
    let token_header = details
        .iter()
        .any(|d| d.to_ascii_lowercase().contains("x-subscription-token"));
    let mut detail = if e.detail.is_empty() {
        api::body_text(&response.body)
    } else {
        e.detail.clone()
    };
    if !details.is_empty() {
        detail = format!("{detail} ({})", details.join("; "));
    }
    let detail = api::redact(plan, &detail);
    if e.code == "SUBSCRIPTION_TOKEN_INVALID" || (e.code == "VALIDATION" && token_header) {
        return Error::ProviderAuth {
            provider: plan.provider,
            var: plan.key_var.clone(),
            detail,
        };
    }
    let limited = matches!(e.code.as_str(), "RATE_LIMITED" | "QUOTA_LIMITED");
    let status = if limited { 429 } else { response.status };
    let wait = api::retry_after(response).or_else(|| rate_limit_wait(response));
    api::status_error(plan, status, detail, wait)
}

/// The wait Brave's headers give: the reset of the first window with nothing remaining.
fn rate_limit_wait(response: &ApiResponse) -> Option<Duration> {
    let list = |name| -> Vec<u64> {
        response
            .header(name)
            .unwrap_or("")
            .split(',')
            .filter_map(|v| v.trim().parse().ok())
            .collect()
    };
    let remaining = list("x-ratelimit-remaining");
    let reset = list("x-ratelimit-reset");
    let window = remaining.iter().position(|r| *r == 0)?;
    reset.get(window).map(|s| Duration::from_secs(*s))
}
