//! The session's network log (B-24): every request its pages made, from the DevTools Network
//! events of each tab and of the frames and workers attached under it, kept in one ring of at
//! most [`KEPT`] (the oldest dropped first, and counted, so a listing says what it lacks:
//! G-09). `browse network` lists the active tab's requests since its last navigation, or all
//! of them still kept; `browse network --har FILE` writes the same as HAR 1.2 (`har.rs`).
//!
//! What the proxy refused (B-10) is known by the proxy alone: the session hands its refusals
//! over ([`NetworkLog::note_refusals`]) and a request that failed (or got the proxy's own 403)
//! at a `host:port` refused after it started is listed as refused, with the proxy's reason.
//!
//! Fed from the DevTools reading thread ([`NetworkLog::on_event`]): never blocks on anything
//! but its own lock, never waits for an answer. No bodies are kept; header values are kept
//! only for the HAR, cut short, and the ones that carry credentials are never kept at all.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::Instant;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::net::proxy::Refusal;

/// Requests kept per session (B-24).
pub(crate) const KEPT: usize = 500;
/// The longest URL kept (a `data:` URL can be megabytes); longer ones end in `…`.
const URL_KEPT: usize = 4096;
/// Bytes of headers (names and values) kept per request and per response: a page cannot make
/// the log large with headers of its own.
const HEADER_BYTES_KEPT: usize = 8 * 1024;
/// The longest header value kept.
const HEADER_VALUE_KEPT: usize = 1024;
/// The name of the line that stands for headers not kept (G-09: the HAR says they were cut).
pub(crate) const HEADERS_CUT: &str = "x-garuda-web-headers-not-kept";
/// Refusals remembered, by `host:port`.
const REFUSALS_KEPT: usize = 256;
/// Child sessions (frames, workers) remembered.
const CHILDREN_KEPT: usize = 4096;
/// What stands for a header value that carries credentials.
pub(crate) const REDACTED: &str = "[redacted]";
/// Headers whose values are credentials: never kept (the HAR says they were there).
const SECRET_HEADERS: &[&str] = &[
    "authorization",
    "proxy-authorization",
    "cookie",
    "set-cookie",
    "set-cookie2",
];

/// What became of a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum State {
    /// Still loading.
    Pending,
    /// Its response came and its body loaded.
    Done,
    /// Answered with a redirect; the next hop is the next request.
    Redirected,
    /// It failed in the browser (connection, cancel, blocked).
    Failed,
    /// garuda-web's proxy refused it (B-10), with the proxy's reason.
    Refused,
}

/// One request of the log, as listed (B-24).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Request {
    /// `GET`, `POST`, …
    pub(crate) method: String,
    /// The URL (cut at 4096 characters).
    pub(crate) url: String,
    /// The HTTP status, when a response came.
    pub(crate) status: Option<u16>,
    /// The response's status text, when one came (HTTP/2 has none).
    pub(crate) status_text: String,
    /// The DevTools resource type: `Document`, `Fetch`, `XHR`, `Script`, `Image`, …
    #[serde(rename = "type")]
    pub(crate) kind: String,
    /// The response's media type.
    pub(crate) mime_type: String,
    /// Bytes received over the network (encoded: headers and compressed body).
    pub(crate) size: Option<u64>,
    /// Milliseconds from the request to its end (so far, while pending).
    pub(crate) time_ms: Option<u64>,
    /// What became of it.
    pub(crate) state: State,
    /// Why the proxy refused it, or the browser's error for a failed one.
    pub(crate) reason: Option<String>,
    /// When it started, RFC 3339.
    pub(crate) started: String,
    /// Details for a HAR, not listed.
    #[serde(skip)]
    pub(crate) detail: Detail,
}

/// What a HAR holds of a request beyond the listing.
#[derive(Debug, Clone, Default)]
pub(crate) struct Detail {
    /// The request's headers, credentials redacted.
    pub(crate) request_headers: Vec<(String, String)>,
    /// The response's headers, credentials redacted.
    pub(crate) response_headers: Vec<(String, String)>,
    /// `http/1.1`, `h2`, …
    pub(crate) protocol: String,
    /// Where a redirect pointed.
    pub(crate) redirect_url: String,
    /// DevTools' `ResourceTiming` of the response, when there was one.
    pub(crate) timing: Option<Value>,
    /// Refused by the navigation guard (B-12) rather than the proxy (B-10).
    pub(crate) by_guard: bool,
    /// Its page: which navigation of its tab it belongs to (`page_N`).
    pub(crate) page: Option<String>,
}

/// One navigation of a tab: a page of the HAR.
#[derive(Debug, Clone)]
pub(crate) struct PageMark {
    /// `page_N`.
    pub(crate) id: String,
    /// The URL the tab's main frame committed.
    pub(crate) url: String,
    /// Seconds since the epoch when it committed.
    pub(crate) wall_time: f64,
}

/// What the log holds for one tab, as [`NetworkLog::requests`] takes it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Taken {
    /// The requests, oldest first.
    pub(crate) requests: Vec<Request>,
    /// Requests of this scope dropped from the log to keep it at [`KEPT`] (G-09).
    pub(crate) dropped: u64,
    /// The pages (navigations) the requests belong to.
    pub(crate) pages: Vec<PageMark>,
}

/// The session's network log, shared by the DevTools reader (which writes) and the verbs.
#[derive(Debug, Default)]
pub(crate) struct NetworkLog {
    log: Mutex<Log>,
}

#[derive(Debug, Default)]
struct Log {
    /// The kept requests, oldest first; their `seq` numbers follow one another.
    entries: VecDeque<Entry>,
    /// The `seq` the next request gets.
    next_seq: u64,
    /// The open request of each (session, request id): its `seq`.
    open: HashMap<(String, String), u64>,
    /// Frames' and workers' sessions → the tab's session they belong to.
    parents: HashMap<String, String>,
    /// Per tab (its session): its navigations and what was dropped of it.
    tabs: HashMap<String, TabLog>,
    /// Refusals the proxy made: (host, port) → reason and when the session noted it.
    refusals: HashMap<(String, u16), (String, Instant)>,
    /// Navigations the guard refused (B-12), by (session, request id): why, until their
    /// failure comes.
    guard_refused: HashMap<(String, String), String>,
    /// Navigations counted so far (for `page_N`).
    pages: u64,
}

#[derive(Debug, Default)]
struct TabLog {
    /// Navigations of the tab's main frame, oldest first: where each starts in the log.
    navigations: Vec<(u64, PageMark)>,
    /// Requests of the tab dropped from the log.
    dropped: u64,
    /// Of those, dropped since the last navigation's first request.
    dropped_since_navigation: u64,
}

#[derive(Debug)]
struct Entry {
    seq: u64,
    /// The tab's session.
    tab: String,
    loader: String,
    frame: String,
    seen: Instant,
    /// DevTools' monotonic timestamps, in seconds.
    started: f64,
    ended: Option<f64>,
    request: Request,
}

impl NetworkLog {
    fn with<R>(&self, f: impl FnOnce(&mut Log) -> R) -> R {
        f(&mut self.log.lock().unwrap_or_else(|p| p.into_inner()))
    }

    /// One DevTools event of any session; all but the Network events, the attaching of frames
    /// and workers and the main frames' commits are ignored.
    pub(crate) fn on_event(&self, method: &str, params: &Value, session: Option<&str>) {
        let Some(session) = session else {
            return;
        };
        if !(method.starts_with("Network.")
            || method == "Target.attachedToTarget"
            || method == "Target.detachedFromTarget"
            || method == "Page.frameNavigated")
        {
            return;
        }
        self.with(|log| log.event(method, params, session));
    }

    /// The proxy's refusals (B-10) as the session takes them: a failed request at one of these
    /// `host:port`s since it started is listed as refused, with this reason.
    pub(crate) fn note_refusals(&self, refusals: &[Refusal]) {
        if refusals.is_empty() {
            return;
        }
        let now = Instant::now();
        self.with(|log| {
            for r in refusals {
                if log.refusals.len() >= REFUSALS_KEPT {
                    log.refusals.clear();
                }
                log.refusals
                    .insert((r.host.clone(), r.port), (r.reason.clone(), now));
            }
        });
    }

    /// The navigation guard (B-12) refuses the request `request_id` of the page `session`
    /// (denied, not approved in time, a deny rule): its failure is listed as refused, `why`.
    pub(crate) fn refused_by_guard(&self, session: &str, request_id: &str, why: &str) {
        if request_id.is_empty() {
            return;
        }
        self.with(|log| {
            if log.guard_refused.len() >= REFUSALS_KEPT {
                log.guard_refused.clear();
            }
            log.guard_refused.insert(
                (session.to_string(), request_id.to_string()),
                why.to_string(),
            );
        });
    }

    /// The requests of the tab whose session is `tab`: since its last navigation, or `all`
    /// those kept.
    pub(crate) fn requests(&self, tab: &str, all: bool) -> Taken {
        self.with(|log| log.take(tab, all))
    }
}

impl Log {
    fn event(&mut self, method: &str, params: &Value, session: &str) {
        let id = params["requestId"].as_str().unwrap_or_default();
        let key = (session.to_string(), id.to_string());
        match method {
            "Target.attachedToTarget" => {
                if let Some(child) = params["sessionId"].as_str() {
                    if self.parents.len() >= CHILDREN_KEPT {
                        self.parents.clear();
                    }
                    let tab = self.tab_of(session);
                    self.parents.insert(child.to_string(), tab);
                }
            }
            "Target.detachedFromTarget" => {
                if let Some(child) = params["sessionId"].as_str() {
                    self.parents.remove(child);
                }
            }
            "Page.frameNavigated" => {
                let frame = &params["frame"];
                if frame.get("parentId").is_none() && !self.parents.contains_key(session) {
                    self.navigated(session, frame);
                }
            }
            "Network.requestWillBeSent" => {
                let redirect = &params["redirectResponse"];
                if redirect.is_object()
                    && let Some(e) = self.open_entry(&key)
                {
                    e.respond(redirect);
                    e.ended = params["timestamp"].as_f64();
                    e.request.state = State::Redirected;
                    e.request.detail.redirect_url =
                        kept_url(params["request"]["url"].as_str().unwrap_or_default());
                }
                let tab = self.tab_of(session);
                let entry = Entry::sent(params, tab, self.next_seq);
                self.push(key, entry);
            }
            "Network.webSocketCreated" => {
                let tab = self.tab_of(session);
                let entry = Entry::websocket(params, tab, self.next_seq);
                self.push(key, entry);
            }
            "Network.responseReceived" => {
                if let Some(e) = self.open_entry(&key) {
                    e.respond(&params["response"]);
                    if let Some(kind) = params["type"].as_str() {
                        e.request.kind = kind.to_string();
                    }
                }
            }
            "Network.webSocketHandshakeResponseReceived" => {
                if let Some(e) = self.open_entry(&key) {
                    e.respond(&params["response"]);
                    e.request.state = State::Done;
                    e.ended = params["timestamp"].as_f64();
                }
            }
            "Network.loadingFinished" => {
                if let Some(e) = self.open_entry(&key) {
                    e.ended = params["timestamp"].as_f64();
                    e.request.size = params["encodedDataLength"].as_f64().map(|n| n as u64);
                    e.request.state = State::Done;
                }
                self.open.remove(&key);
            }
            "Network.loadingFailed" => {
                let by_guard = self.guard_refused.remove(&key);
                if let Some(e) = self.open_entry(&key)
                    && let Some(why) = by_guard
                {
                    e.ended = params["timestamp"].as_f64();
                    e.request.state = State::Refused;
                    e.request.reason = Some(why);
                    e.request.detail.by_guard = true;
                } else if let Some(e) = self.open_entry(&key) {
                    e.ended = params["timestamp"].as_f64();
                    e.request.state = State::Failed;
                    let error = params["errorText"].as_str().unwrap_or("failed");
                    e.request.reason = Some(match params["blockedReason"].as_str() {
                        Some(why) => format!("{error} (blocked: {why})"),
                        None if params["canceled"].as_bool() == Some(true) => {
                            format!("{error} (canceled)")
                        }
                        None => error.to_string(),
                    });
                }
                self.open.remove(&key);
            }
            "Network.webSocketClosed" => {
                if let Some(e) = self.open_entry(&key)
                    && e.request.status.is_none()
                {
                    e.ended = params["timestamp"].as_f64();
                    e.request.state = State::Failed;
                    e.request.reason = Some("the WebSocket closed before its handshake".into());
                }
                self.open.remove(&key);
            }
            _ => {}
        }
    }

    /// The tab a session's requests belong to: its own, or its parent's for a frame or worker.
    fn tab_of(&self, session: &str) -> String {
        self.parents
            .get(session)
            .cloned()
            .unwrap_or_else(|| session.to_string())
    }

    fn open_entry(&mut self, key: &(String, String)) -> Option<&mut Entry> {
        let seq = *self.open.get(key)?;
        let front = self.entries.front()?.seq;
        let index = usize::try_from(seq.checked_sub(front)?).ok()?;
        self.entries.get_mut(index)
    }

    fn push(&mut self, key: (String, String), entry: Entry) {
        if self.entries.len() >= KEPT
            && let Some(old) = self.entries.pop_front()
        {
            let tab = self.tabs.entry(old.tab.clone()).or_default();
            tab.dropped += 1;
            if tab
                .navigations
                .last()
                .is_some_and(|(start, _)| old.seq >= *start)
            {
                tab.dropped_since_navigation += 1;
            }
            self.open.retain(|_, seq| *seq != old.seq);
            // Navigations wholly dropped are no page any more.
            let front = self.entries.front().map_or(u64::MAX, |e| e.seq);
            for tab in self.tabs.values_mut() {
                while tab.navigations.len() > 1 && tab.navigations[1].0 <= front {
                    tab.navigations.remove(0);
                }
            }
        }
        self.next_seq += 1;
        self.open.insert(key, entry.seq);
        self.entries.push_back(entry);
    }

    /// The tab's main frame committed a document: its requests from now on (and the document's
    /// own, sent just before) are the new page's.
    fn navigated(&mut self, session: &str, frame: &Value) {
        let loader = frame["loaderId"].as_str().unwrap_or_default();
        let id = frame["id"].as_str().unwrap_or_default();
        let start = self
            .entries
            .iter()
            .find(|e| e.tab == session && e.loader == loader && e.frame == id)
            .map_or(self.next_seq, |e| e.seq);
        self.pages += 1;
        let mark = PageMark {
            id: format!("page_{}", self.pages),
            url: kept_url(frame["url"].as_str().unwrap_or_default()),
            wall_time: now_wall(),
        };
        let tab = self.tabs.entry(session.to_string()).or_default();
        tab.navigations.push((start, mark));
        tab.dropped_since_navigation = 0;
    }

    fn take(&self, tab: &str, all: bool) -> Taken {
        let marks = self.tabs.get(tab);
        let since = match (all, marks.and_then(|t| t.navigations.last())) {
            (false, Some((start, _))) => *start,
            _ => 0,
        };
        let dropped = marks.map_or(0, |t| {
            if all {
                t.dropped
            } else {
                t.dropped_since_navigation
            }
        });
        let navigations: &[(u64, PageMark)] = marks.map_or(&[], |t| &t.navigations);
        let requests: Vec<Request> = self
            .entries
            .iter()
            .filter(|e| e.tab == tab && e.seq >= since)
            .map(|e| {
                let mut r = self.listed(e);
                r.detail.page = navigations
                    .iter()
                    .rev()
                    .find(|(start, _)| e.seq >= *start)
                    .map(|(_, p)| p.id.clone());
                r
            })
            .collect();
        let pages = navigations
            .iter()
            .filter(|(_, p)| {
                requests
                    .iter()
                    .any(|r| r.detail.page.as_ref() == Some(&p.id))
            })
            .map(|(_, p)| p.clone())
            .collect();
        Taken {
            requests,
            dropped,
            pages,
        }
    }

    /// The entry as listed now: its time so far, and refused when the proxy refused its
    /// `host:port` after it started.
    fn listed(&self, e: &Entry) -> Request {
        let mut r = e.request.clone();
        r.time_ms = match e.ended {
            Some(end) => Some(((end - e.started).max(0.0) * 1000.0).round() as u64),
            None => Some(e.seen.elapsed().as_millis() as u64),
        };
        // The proxy answers a refused plain-HTTP request with its own 403; a refused tunnel
        // (HTTPS, WebSocket) fails in the browser.
        let failed_here = r.state == State::Failed
            || (r.status == Some(403) && matches!(r.state, State::Done | State::Pending));
        if failed_here
            && let Some(target) = host_port(&r.url)
            && let Some((reason, noted)) = self.refusals.get(&target)
            && *noted >= e.seen
        {
            r.state = State::Refused;
            r.reason = Some(reason.clone());
        }
        r
    }
}

impl Request {
    /// A request just sent, with no answer yet: `wall_time` is when (seconds since the epoch).
    fn pending(method: &str, url: &str, kind: &str, wall_time: f64, detail: Detail) -> Request {
        Request {
            method: method.to_string(),
            url: kept_url(url),
            status: None,
            status_text: String::new(),
            kind: kind.to_string(),
            mime_type: String::new(),
            size: None,
            time_ms: None,
            state: State::Pending,
            reason: None,
            started: rfc3339(wall_time),
            detail,
        }
    }
}

impl Entry {
    /// A request the page sent (`Network.requestWillBeSent`).
    fn sent(params: &Value, tab: String, seq: u64) -> Entry {
        let request = &params["request"];
        let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
        let wall_time = params["wallTime"].as_f64().unwrap_or_else(now_wall);
        Entry {
            seq,
            tab,
            loader: text(&params["loaderId"]),
            frame: text(&params["frameId"]),
            seen: Instant::now(),
            started: params["timestamp"].as_f64().unwrap_or_default(),
            ended: None,
            request: Request::pending(
                request["method"].as_str().unwrap_or("GET"),
                request["url"].as_str().unwrap_or_default(),
                params["type"].as_str().unwrap_or("Other"),
                wall_time,
                Detail {
                    request_headers: headers(&request["headers"]),
                    ..Detail::default()
                },
            ),
        }
    }

    /// A WebSocket the page opened (`Network.webSocketCreated`).
    fn websocket(params: &Value, tab: String, seq: u64) -> Entry {
        let wall_time = now_wall();
        Entry {
            seq,
            tab,
            loader: String::new(),
            frame: String::new(),
            seen: Instant::now(),
            started: 0.0,
            ended: None,
            request: Request::pending(
                "GET",
                params["url"].as_str().unwrap_or_default(),
                "WebSocket",
                wall_time,
                Detail::default(),
            ),
        }
    }

    /// A response (or a redirect's) came.
    fn respond(&mut self, response: &Value) {
        let r = &mut self.request;
        r.status = response["status"]
            .as_u64()
            .or_else(|| response["status"].as_f64().map(|s| s as u64))
            .and_then(|s| u16::try_from(s).ok());
        r.status_text = response["statusText"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        r.mime_type = response["mimeType"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        r.detail.protocol = response["protocol"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        r.detail.response_headers = headers(&response["headers"]);
        if response["timing"].is_object() {
            r.detail.timing = Some(response["timing"].clone());
            if self.started == 0.0 {
                self.started = response["timing"]["requestTime"]
                    .as_f64()
                    .unwrap_or_default();
            }
        }
    }
}

/// `(host, port)` of a URL as the proxy names a refusal (lowercase, no brackets, no trailing
/// dot).
fn host_port(url: &str) -> Option<(String, u16)> {
    let u = url::Url::parse(url).ok()?;
    let host = u
        .host_str()?
        .trim_start_matches('[')
        .trim_end_matches(']')
        .trim_end_matches('.')
        .to_ascii_lowercase();
    let port = u.port_or_known_default()?;
    Some((host, port))
}

/// DevTools headers (an object of name → value) as pairs, each value cut at
/// [`HEADER_VALUE_KEPT`] characters, credentials replaced by [`REDACTED`], at most
/// [`HEADER_BYTES_KEPT`] in all; a last pair named [`HEADERS_CUT`] counts those left out.
fn headers(object: &Value) -> Vec<(String, String)> {
    let Some(map) = object.as_object() else {
        return Vec::new();
    };
    let mut kept = Vec::new();
    let mut bytes = 0;
    for (i, (name, value)) in map.iter().enumerate() {
        let value: String = if SECRET_HEADERS.contains(&name.to_ascii_lowercase().as_str()) {
            REDACTED.to_string()
        } else {
            value
                .as_str()
                .unwrap_or_default()
                .chars()
                .take(HEADER_VALUE_KEPT)
                .collect()
        };
        bytes += name.len() + value.len();
        if bytes > HEADER_BYTES_KEPT {
            kept.push((
                HEADERS_CUT.to_string(),
                format!(
                    "{} more headers (garuda-web keeps {HEADER_BYTES_KEPT} bytes of them)",
                    map.len() - i
                ),
            ));
            break;
        }
        kept.push((name.clone(), value));
    }
    kept
}

/// The URL as kept: at most [`URL_KEPT`] characters, `…` after a cut.
fn kept_url(url: &str) -> String {
    if url.len() <= URL_KEPT {
        return url.to_string();
    }
    let mut kept: String = url.chars().take(URL_KEPT).collect();
    kept.push('…');
    kept
}

/// Seconds since the epoch now.
fn now_wall() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// Seconds since the epoch as RFC 3339 with milliseconds, UTC.
pub(crate) fn rfc3339(wall_time: f64) -> String {
    let millis = (wall_time.max(0.0) * 1000.0) as u64;
    let at = std::time::UNIX_EPOCH + std::time::Duration::from_millis(millis);
    humantime::format_rfc3339_millis(at).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sent(log: &NetworkLog, session: &str, id: &str, url: &str, loader: &str) {
        log.on_event(
            "Network.requestWillBeSent",
            &json!({"requestId": id, "loaderId": loader, "frameId": "F", "type": "Fetch",
                    "timestamp": 10.0, "wallTime": 1_700_000_000.0,
                    "request": {"url": url, "method": "GET",
                                "headers": {"Authorization": "Bearer s3cret", "Accept": "*/*"}}}),
            Some(session),
        );
    }

    fn finished(log: &NetworkLog, session: &str, id: &str, status: u16) {
        log.on_event(
            "Network.responseReceived",
            &json!({"requestId": id, "type": "Fetch",
                    "response": {"status": status, "statusText": "OK", "mimeType": "text/plain",
                                 "protocol": "http/1.1", "headers": {"Set-Cookie": "a=b"}}}),
            Some(session),
        );
        log.on_event(
            "Network.loadingFinished",
            &json!({"requestId": id, "timestamp": 10.25, "encodedDataLength": 321}),
            Some(session),
        );
    }

    fn navigated(log: &NetworkLog, session: &str, loader: &str) {
        log.on_event(
            "Page.frameNavigated",
            &json!({"frame": {"id": "F", "loaderId": loader, "url": "http://a.test/"}}),
            Some(session),
        );
    }

    // B-24: a request's method, status, type, size and time; credentials never kept.
    #[test]
    fn b24_requests_are_logged_with_their_outcome() {
        let log = NetworkLog::default();
        sent(&log, "S", "1", "http://a.test/api", "L1");
        finished(&log, "S", "1", 404);
        let taken = log.requests("S", true);
        let r = &taken.requests[0];
        assert_eq!(
            (r.method.as_str(), r.status, r.kind.as_str()),
            ("GET", Some(404), "Fetch")
        );
        assert_eq!(
            (r.size, r.time_ms, r.state),
            (Some(321), Some(250), State::Done)
        );
        assert!(
            r.started.starts_with("2023-11-14T22:13:20"),
            "{}",
            r.started
        );
        let secret = |h: &[(String, String)], name: &str| {
            h.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone())
        };
        assert_eq!(
            secret(&r.detail.request_headers, "Authorization").as_deref(),
            Some(REDACTED)
        );
        assert_eq!(
            secret(&r.detail.request_headers, "Accept").as_deref(),
            Some("*/*")
        );
        assert_eq!(
            secret(&r.detail.response_headers, "Set-Cookie").as_deref(),
            Some(REDACTED)
        );
    }

    // B-24, G-09: a page's many headers are kept up to a bound, and the cut is said.
    #[test]
    fn b24_headers_are_bounded() {
        let many: serde_json::Map<String, Value> = (0..100)
            .map(|i| (format!("X-H{i:03}"), json!("v".repeat(500))))
            .collect();
        let kept = headers(&Value::Object(many));
        let bytes: usize = kept.iter().map(|(n, v)| n.len() + v.len()).sum();
        assert!(bytes <= HEADER_BYTES_KEPT + 100, "{bytes}");
        let (name, value) = kept.last().unwrap();
        assert_eq!(name, HEADERS_CUT);
        assert!(value.ends_with("more headers (garuda-web keeps 8192 bytes of them)"));
    }

    // B-24: the listing starts at the last navigation (its document's request included);
    // --all lists every request kept; a frame's session counts as its tab's.
    #[test]
    fn b24_since_the_last_navigation_or_all() {
        let log = NetworkLog::default();
        sent(&log, "S", "1", "http://a.test/one", "L1");
        navigated(&log, "S", "L1");
        sent(&log, "S", "2", "http://a.test/two", "L1");
        sent(&log, "S", "3", "http://a.test/", "L2");
        navigated(&log, "S", "L2");
        log.on_event(
            "Target.attachedToTarget",
            &json!({"sessionId": "C", "targetInfo": {"type": "iframe"}}),
            Some("S"),
        );
        sent(&log, "C", "1", "http://b.test/frame", "L9");
        sent(&log, "T", "1", "http://other.test/", "L5");
        let urls = |t: Taken| t.requests.into_iter().map(|r| r.url).collect::<Vec<_>>();
        assert_eq!(
            urls(log.requests("S", false)),
            ["http://a.test/", "http://b.test/frame"]
        );
        assert_eq!(log.requests("S", true).requests.len(), 4);
        let taken = log.requests("S", true);
        assert_eq!(taken.pages.len(), 2);
        assert_eq!(taken.requests[0].detail.page.as_deref(), Some("page_1"));
        assert_eq!(taken.requests[2].detail.page.as_deref(), Some("page_2"));
    }

    // B-24, G-09: at most 500 kept, the oldest dropped and counted.
    #[test]
    fn b24_the_log_keeps_the_latest_500() {
        let log = NetworkLog::default();
        for i in 0..KEPT + 7 {
            sent(
                &log,
                "S",
                &i.to_string(),
                &format!("http://a.test/{i}"),
                "L1",
            );
        }
        let all = log.requests("S", true);
        assert_eq!(all.requests.len(), KEPT);
        assert_eq!(all.dropped, 7);
        assert_eq!(all.requests[0].url, "http://a.test/7");
        // Requests still open when dropped are forgotten.
        finished(&log, "S", "0", 200);
        assert_eq!(log.requests("S", true).requests.len(), KEPT);
    }

    // B-24, B-12: a navigation the guard refused (denied, not approved in time, a deny rule)
    // is listed as refused with the guard's reason, not as failed; another session's request
    // of the same id is not.
    #[test]
    fn b24_b12_a_navigation_the_guard_refused_is_listed_as_refused() {
        let log = NetworkLog::default();
        sent(&log, "S", "N1", "http://b.test/landing", "N1");
        sent(&log, "T", "N1", "http://c.test/", "N1");
        log.refused_by_guard("S", "N1", "navigation 3 was denied (browse deny 3)");
        for session in ["S", "T"] {
            log.on_event(
                "Network.loadingFailed",
                &json!({"requestId": "N1", "timestamp": 10.1, "errorText": "net::ERR_ABORTED",
                        "canceled": true}),
                Some(session),
            );
        }
        let r = &log.requests("S", true).requests[0];
        assert_eq!(r.state, State::Refused);
        assert!(r.detail.by_guard);
        assert_eq!(
            r.reason.as_deref(),
            Some("navigation 3 was denied (browse deny 3)")
        );
        assert_eq!(log.requests("T", true).requests[0].state, State::Failed);
    }

    // B-24, B-10: a failed request whose host:port the proxy refused after it started is
    // listed as refused, with the proxy's reason; a redirect is one entry per hop.
    #[test]
    fn b24_refused_requests_carry_the_proxys_reason() {
        let log = NetworkLog::default();
        sent(&log, "S", "1", "http://169.254.169.254/latest", "L1");
        log.on_event(
            "Network.loadingFailed",
            &json!({"requestId": "1", "timestamp": 10.1, "errorText": "net::ERR_FAILED"}),
            Some("S"),
        );
        assert_eq!(log.requests("S", true).requests[0].state, State::Failed);
        log.note_refusals(&[Refusal {
            host: "169.254.169.254".into(),
            port: 80,
            address: None,
            reason: "169.254.169.254 is link-local (cloud metadata)".into(),
            count: 1,
        }]);
        let r = &log.requests("S", true).requests[0];
        assert_eq!(r.state, State::Refused);
        assert_eq!(
            r.reason.as_deref(),
            Some("169.254.169.254 is link-local (cloud metadata)")
        );
        sent(&log, "S", "2", "http://a.test/old", "L1");
        log.on_event(
            "Network.requestWillBeSent",
            &json!({"requestId": "2", "loaderId": "L1", "type": "Fetch", "timestamp": 11.0,
                    "request": {"url": "http://a.test/new", "method": "GET"},
                    "redirectResponse": {"status": 301, "headers": {}}}),
            Some("S"),
        );
        let all = log.requests("S", true).requests;
        assert_eq!(all[1].state, State::Redirected);
        assert_eq!(all[1].detail.redirect_url, "http://a.test/new");
        assert_eq!(all[2].state, State::Pending);
    }
}
