//! HAR 1.2 of a network log (B-24): `browse network --har FILE`. The requests as the listing has
//! them, with their pages (the tab's navigations), headers (credentials redacted, as the log
//! keeps them), query strings and timings as far as DevTools told them; no bodies, no cookies.
//! The HAR 1.2 fields that are required are always there (`-1` or empty where unknown);
//! what only garuda-web knows goes in `_`-prefixed fields, as the format allows.

use serde_json::{Value, json};

use super::network_log::{PageMark, Request, State, rfc3339};

/// The HAR 1.2 document of `requests` and their `pages`.
pub(crate) fn har(requests: &[Request], pages: &[PageMark]) -> Value {
    json!({
        "log": {
            "version": "1.2",
            "creator": { "name": "garuda-web", "version": env!("CARGO_PKG_VERSION") },
            "pages": pages.iter().map(page).collect::<Vec<_>>(),
            "entries": requests.iter().map(entry).collect::<Vec<_>>(),
        }
    })
}

fn page(p: &PageMark) -> Value {
    json!({
        "startedDateTime": rfc3339(p.wall_time),
        "id": p.id,
        "title": p.url,
        "pageTimings": { "onContentLoad": -1, "onLoad": -1 },
    })
}

fn entry(r: &Request) -> Value {
    let timings = timings(r);
    let time: f64 = ["blocked", "dns", "connect", "send", "wait", "receive"]
        .iter()
        .filter_map(|k| timings[k].as_f64())
        .filter(|t| *t > 0.0)
        .sum();
    let version = http_version(&r.detail.protocol);
    let mut e = json!({
        "startedDateTime": r.started,
        "time": time,
        "request": {
            "method": r.method,
            "url": r.url,
            "httpVersion": version,
            "cookies": [],
            "headers": pairs(&r.detail.request_headers),
            "queryString": query(&r.url),
            "headersSize": -1,
            "bodySize": -1,
        },
        "response": {
            "status": r.status.unwrap_or(0),
            "statusText": r.status_text,
            "httpVersion": version,
            "cookies": [],
            "headers": pairs(&r.detail.response_headers),
            "content": { "size": -1, "mimeType": r.mime_type },
            "redirectURL": r.detail.redirect_url,
            "headersSize": -1,
            "bodySize": -1,
            "_transferSize": r.size.map_or(-1, |s| i64::try_from(s).unwrap_or(i64::MAX)),
        },
        "cache": {},
        "timings": timings,
        "_resourceType": r.kind,
        "_state": r.state,
    });
    if let Some(page) = &r.detail.page {
        e["pageref"] = json!(page);
    }
    if let Some(reason) = &r.reason {
        let key = if r.state == State::Refused {
            "_refused"
        } else {
            "_error"
        };
        e[key] = json!(reason);
    }
    e
}

/// HAR timings from DevTools' `ResourceTiming` (milliseconds from its `requestTime`), `-1`
/// for a phase that did not happen; without it, the whole time is `wait`.
fn timings(r: &Request) -> Value {
    let total = r.time_ms.unwrap_or(0) as f64;
    let Some(t) = &r.detail.timing else {
        return json!({ "blocked": -1, "dns": -1, "connect": -1, "ssl": -1,
                       "send": 0, "wait": total, "receive": 0 });
    };
    let at = |k: &str| t[k].as_f64().unwrap_or(-1.0);
    let span = |start: f64, end: f64| {
        if start >= 0.0 && end >= start {
            end - start
        } else {
            -1.0
        }
    };
    let (send_start, send_end, headers_end) =
        (at("sendStart"), at("sendEnd"), at("receiveHeadersEnd"));
    let first = [at("dnsStart"), at("connectStart"), send_start]
        .into_iter()
        .find(|s| *s >= 0.0);
    let send = span(send_start, send_end).max(0.0);
    let wait = span(send_end, headers_end).max(0.0);
    let receive = if headers_end >= 0.0 {
        (total - headers_end).max(0.0)
    } else {
        0.0
    };
    json!({
        "blocked": first.unwrap_or(-1.0),
        "dns": span(at("dnsStart"), at("dnsEnd")),
        "connect": span(at("connectStart"), at("connectEnd")),
        "ssl": span(at("sslStart"), at("sslEnd")),
        "send": send,
        "wait": wait,
        "receive": receive,
    })
}

/// `HTTP/1.1`, `HTTP/2`, … from DevTools' protocol name (`http/1.1`, `h2`, `h3`).
fn http_version(protocol: &str) -> String {
    match protocol {
        "h2" => "HTTP/2".into(),
        "h3" | "h3-29" | "quic" => "HTTP/3".into(),
        "" => String::new(),
        other => other.to_ascii_uppercase(),
    }
}

fn pairs(headers: &[(String, String)]) -> Vec<Value> {
    headers
        .iter()
        .map(|(name, value)| json!({ "name": name, "value": value }))
        .collect()
}

fn query(url: &str) -> Vec<Value> {
    url::Url::parse(url)
        .map(|u| {
            u.query_pairs()
                .map(|(name, value)| json!({ "name": name, "value": value }))
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::browse::network_log::Detail;

    // B-24: HAR 1.2 with its required fields, timings that add up to the entry's time, and the
    // refusal's reason.
    #[test]
    fn b24_har_has_the_required_fields() {
        let r = Request {
            method: "GET".into(),
            url: "http://a.test/api?q=1&x=y".into(),
            status: Some(404),
            status_text: "Not Found".into(),
            kind: "Fetch".into(),
            mime_type: "text/plain".into(),
            size: Some(200),
            time_ms: Some(30),
            state: State::Done,
            reason: None,
            started: "2026-01-01T00:00:00.000Z".into(),
            detail: Detail {
                protocol: "http/1.1".into(),
                timing: Some(json!({"requestTime": 1.0, "dnsStart": -1, "dnsEnd": -1,
                    "connectStart": 1.0, "connectEnd": 3.0, "sslStart": -1, "sslEnd": -1,
                    "sendStart": 4.0, "sendEnd": 5.0, "receiveHeadersEnd": 25.0})),
                page: Some("page_1".into()),
                ..Detail::default()
            },
        };
        let refused = Request {
            state: State::Refused,
            reason: Some("10.0.0.1 is private".into()),
            status: None,
            detail: Detail::default(),
            ..r.clone()
        };
        let pages = [PageMark {
            id: "page_1".into(),
            url: "http://a.test/".into(),
            wall_time: 1.0,
        }];
        let h = har(&[r, refused], &pages);
        let log = &h["log"];
        assert_eq!(log["version"], "1.2");
        assert_eq!(log["creator"]["name"], "garuda-web");
        assert_eq!(log["pages"][0]["id"], "page_1");
        let e = &log["entries"][0];
        assert_eq!(e["pageref"], "page_1");
        assert_eq!(e["request"]["httpVersion"], "HTTP/1.1");
        assert_eq!(e["request"]["queryString"][1]["value"], "y");
        assert_eq!(e["response"]["status"], 404);
        assert_eq!(e["timings"]["connect"], 2.0);
        assert_eq!(e["timings"]["wait"], 20.0);
        assert_eq!(e["timings"]["receive"], 5.0);
        assert_eq!(e["time"], 1.0 + 2.0 + 1.0 + 20.0 + 5.0);
        let e = &log["entries"][1];
        assert_eq!(e["_refused"], "10.0.0.1 is private");
        assert_eq!(e["response"]["status"], 0);
        assert_eq!(e["time"], 30.0);
    }
}
