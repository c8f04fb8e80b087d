//! Google through Gemini (S-10): `POST /v1beta/models/{model}:generateContent` with the
//! `google_search` tool and the key in `x-goog-api-key`.
//!
//! The answer text is shown above the results; the results are the pages Gemini cited
//! (`groundingChunks`), their redirect links resolved (`google_links`), each with the answer
//! segments that cite it as its snippet. Segment offsets are **UTF-8 byte** offsets and
//! `startIndex` is omitted when 0. Billed: one query per `webSearchQueries` entry. A bad key is
//! a 400 with `API_KEY_INVALID`; a 429 carries `RetryInfo.retryDelay` instead of `Retry-After`.

use std::time::Duration;

use serde::Deserialize;
use serde_json::{Value, json};

use super::api::{self, NetSettings};
use super::config::Plan;
use super::{Error, Found, RawResult, google_links};
use crate::net::client::ApiResponse;
use crate::warning::Warning;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Answer {
    #[serde(default)]
    candidates: Vec<Candidate>,
    prompt_feedback: Option<Feedback>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Feedback {
    block_reason: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Candidate {
    content: Option<Content>,
    finish_reason: Option<String>,
    grounding_metadata: Option<Grounding>,
}

#[derive(Deserialize)]
struct Content {
    #[serde(default)]
    parts: Vec<Part>,
}

#[derive(Deserialize)]
struct Part {
    text: Option<String>,
    #[serde(default)]
    thought: bool,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct Grounding {
    #[serde(default)]
    web_search_queries: Vec<String>,
    #[serde(default)]
    grounding_chunks: Vec<Chunk>,
    #[serde(default)]
    grounding_supports: Vec<Support>,
}

#[derive(Deserialize)]
struct Chunk {
    web: Option<WebChunk>,
}

#[derive(Deserialize)]
struct WebChunk {
    uri: Option<String>,
    title: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Support {
    segment: Option<Segment>,
    #[serde(default)]
    grounding_chunk_indices: Vec<usize>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Segment {
    #[serde(default)]
    part_index: usize,
    #[serde(default)]
    start_index: usize,
    end_index: Option<usize>,
    text: Option<String>,
}

/// Runs one Gemini grounded search.
pub(crate) fn search(plan: &Plan, query: &str, net: &NetSettings) -> Result<Found, Error> {
    let path = format!("/v1beta/models/{}:generateContent", plan.google.model);
    let url = api::endpoint_url(&plan.base, &path);
    let body = json!({
        "contents": [{"role": "user", "parts": [{"text": query}]}],
        "tools": [{"google_search": {}}],
    });
    let request = api::post(vec![("x-goog-api-key", api::key(plan))], &body);
    let response = api::call(plan, net, &url, &request)?;
    if !(200..300).contains(&response.status) {
        return Err(error(plan, &response));
    }
    let answer: Answer = api::parse(plan, &response.body)?;
    let Some(candidate) = answer.candidates.into_iter().next() else {
        let reason = answer
            .prompt_feedback
            .and_then(|f| f.block_reason)
            .unwrap_or_else(|| "no answer".into());
        return Err(provider_error(
            plan,
            &format!("Gemini gave no answer ({reason})"),
        ));
    };
    let mut warnings = Vec::new();
    match candidate.finish_reason.as_deref() {
        None | Some("STOP") => {}
        Some("MAX_TOKENS") => warnings.push(Warning {
            code: "answer_truncated".into(),
            message: "Gemini's answer was cut off at its token limit".into(),
            hint: "the cited pages are still listed; read them with garuda-web fetch".into(),
        }),
        Some(other) => {
            return Err(provider_error(
                plan,
                &format!("Gemini stopped its answer ({other})"),
            ));
        }
    }
    let parts: Vec<String> = candidate
        .content
        .map(|c| c.parts)
        .unwrap_or_default()
        .into_iter()
        .filter(|p| !p.thought)
        .filter_map(|p| p.text)
        .collect();
    let grounding = candidate.grounding_metadata.unwrap_or_default();
    if grounding.web_search_queries.is_empty() {
        warnings.push(Warning {
            code: "no_search".into(),
            message: "Gemini answered without searching the web".into(),
            hint: "rephrase the query as a question about current web pages".into(),
        });
    }
    let links: Vec<String> = grounding
        .grounding_chunks
        .iter()
        .map(|c| {
            c.web
                .as_ref()
                .and_then(|w| w.uri.clone())
                .unwrap_or_default()
        })
        .collect();
    let resolved = google_links::resolve_all(&links, net);
    let dropped = resolved.iter().filter(|r| r.is_none()).count();
    if dropped > 0 {
        warnings.push(Warning {
            code: "links_dropped".into(),
            message: format!(
                "{dropped} of Gemini's cited links could not be resolved to a page and were \
                 left out"
            ),
            hint: "the links expire quickly; search again for fresh ones".into(),
        });
    }
    let results = grounding
        .grounding_chunks
        .iter()
        .zip(resolved)
        .enumerate()
        .filter_map(|(i, (chunk, url))| {
            Some(RawResult {
                title: chunk.web.as_ref()?.title.clone().unwrap_or_default(),
                url: url?,
                snippet: snippet_for(i, &grounding.grounding_supports, &parts),
                age: None,
                published: None,
            })
        })
        .collect();
    let text = parts.concat();
    Ok(Found {
        results,
        answer: (!text.trim().is_empty()).then_some(text),
        queries: u32::try_from(grounding.web_search_queries.len()).unwrap_or(u32::MAX),
        warnings,
    })
}

/// The answer segments that cite chunk `index`, joined. Offsets are UTF-8 byte offsets into
/// the segment's part; when they do not fall on characters, the segment's own text is used.
fn snippet_for(index: usize, supports: &[Support], parts: &[String]) -> String {
    let mut pieces: Vec<String> = Vec::new();
    for support in supports {
        if !support.grounding_chunk_indices.contains(&index) {
            continue;
        }
        let Some(seg) = &support.segment else {
            continue;
        };
        let from_offsets = parts.get(seg.part_index).and_then(|part| {
            let end = seg.end_index?;
            part.get(seg.start_index..end).map(str::to_string)
        });
        if let Some(piece) = from_offsets.or_else(|| seg.text.clone())
            && !pieces.contains(&piece)
        {
            pieces.push(piece);
        }
    }
    pieces.join(" ")
}

fn provider_error(plan: &Plan, detail: &str) -> Error {
    Error::Provider {
        provider: plan.provider,
        detail: api::redact(plan, detail),
        hint: None,
    }
}

/// Maps a Gemini error answer (S-04): `{"error": {code, message, status, details}}`.
fn error(plan: &Plan, response: &ApiResponse) -> Error {
    let body: Value = serde_json::from_slice(&response.body).unwrap_or(Value::Null);
    let message = body
        .pointer("/error/message")
        .and_then(Value::as_str)
        .map_or_else(|| api::body_text(&response.body), str::to_string);
    let details = body
        .pointer("/error/details")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let detail = api::redact(plan, &message);
    let key_invalid = details
        .iter()
        .any(|d| d.get("reason").and_then(Value::as_str) == Some("API_KEY_INVALID"));
    if key_invalid {
        return Error::ProviderAuth {
            provider: plan.provider,
            var: plan.key_var.clone(),
            detail,
        };
    }
    let retry_delay = details
        .iter()
        .find_map(|d| d.get("retryDelay").and_then(Value::as_str))
        .and_then(parse_delay);
    let wait = retry_delay.or_else(|| api::retry_after(response));
    api::status_error(plan, response.status, detail, wait)
}

/// A protobuf duration as JSON (`"41s"`, `"1.5s"`).
fn parse_delay(text: &str) -> Option<Duration> {
    let secs: f64 = text.trim().strip_suffix('s')?.parse().ok()?;
    (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs.ceil()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn support(start: usize, end: usize, text: &str, chunks: &[usize]) -> Support {
        Support {
            segment: Some(Segment {
                part_index: 0,
                start_index: start,
                end_index: Some(end),
                text: Some(text.into()),
            }),
            grounding_chunk_indices: chunks.to_vec(),
        }
    }

    // S-10: offsets are UTF-8 bytes: a segment after an em dash is cut by bytes, not chars.
    #[test]
    fn s10_segments_use_byte_offsets() {
        let part = "Aé — b. Second.".to_string();
        let second = part.find("Second").unwrap();
        let supports = vec![
            support(0, second - 1, "stale", &[0]),
            support(second, part.len(), "Second.", &[1, 0]),
        ];
        assert_eq!(
            snippet_for(0, &supports, std::slice::from_ref(&part)),
            "Aé — b. Second."
        );
        assert_eq!(snippet_for(1, &supports, &[part]), "Second.");
        // Offsets inside a character fall back to the segment's text.
        let bad = vec![support(2, 4, "fallback", &[0])];
        assert_eq!(snippet_for(0, &bad, &["Aé — x".into()]), "fallback");
    }

    #[test]
    fn s04_retry_delay_parses() {
        assert_eq!(parse_delay("41s"), Some(Duration::from_secs(41)));
        assert_eq!(parse_delay("1.5s"), Some(Duration::from_secs(2)));
        assert_eq!(parse_delay("soon"), None);
    }
}
