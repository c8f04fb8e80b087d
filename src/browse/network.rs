//! The tab's requests, from its DevTools Network events: the one place those events are read.
//! B-07 needs to know which requests an action sent and which of them still load (so the
//! action waits for them, at most 2 s, and names the ones still pending), and `wait --idle`
//! when the page last had a request in flight. A render (F-13) waits the same way for the
//! requests its page sent ([`Requests::pending_count`]), for a page that asks for data by
//! script also for the network to go quiet ([`Requests::fetches`], [`Requests::quiet_for`]),
//! and names what kept a page busy ([`Requests::recent`]). Anything else that must know what
//! the page itself requested (its refusals, B-06; a network log, B-24) hooks in at
//! [`Requests::on_event`].

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

use serde_json::Value;

/// At most this many requests are tracked in flight (a page that opens requests without end
/// cannot grow the table).
const MAX_TRACKED: usize = 2000;

/// The longest URL a reply shows of a pending request (a `data:` URL can be megabytes).
const URL_SHOWN: usize = 300;

/// Resource types an action waits for when it sent them (B-07), and a render (F-13): what may
/// change the page's text. Images, fonts, media, pings and the browser's own favicon request
/// do not.
const AWAITED: &[&str] = &["Document", "Fetch", "XHR", "Script", "Stylesheet"];

/// Resource types of a script asking for data (F-13: a page that sends them may send the next
/// one when an answer comes, or poll).
const FETCHES: &[&str] = &["Fetch", "XHR"];

/// The latest awaited requests' URLs kept, to name what a busy page kept sending (F-13).
const RECENT_KEPT: usize = 5;

/// Resource types that may stay open for the life of the page, which `wait --idle` does not
/// wait out.
const LONG_LIVED: &[&str] = &["EventSource", "WebSocket", "Media"];

/// One request in flight.
#[derive(Debug, Clone)]
pub(crate) struct InFlight {
    /// Its number among the requests of [`AWAITED`] types (0 for other types).
    seq: u64,
    /// `GET`, `POST`, …
    pub(crate) method: String,
    /// The URL (the latest hop of a redirect).
    pub(crate) url: String,
    /// The DevTools resource type (`Fetch`, `Script`, …).
    pub(crate) kind: String,
    /// The frame that sent it.
    frame: String,
    /// The document (loader) that sent it.
    loader: String,
}

/// The tab's requests in flight and how many were sent.
#[derive(Debug, Default)]
pub(crate) struct Requests {
    in_flight: HashMap<String, InFlight>,
    /// Requests of [`AWAITED`] types sent so far.
    sent: u64,
    /// Requests of [`FETCHES`] types sent so far.
    fetches: u64,
    /// The URLs of the latest requests of [`AWAITED`] types sent, newest last (at most
    /// [`RECENT_KEPT`]).
    recent: VecDeque<String>,
    /// When a request last started or ended.
    last_activity: Option<Instant>,
}

impl Requests {
    /// Takes one DevTools event of the tab; anything but a Network event is ignored.
    pub(crate) fn on_event(&mut self, method: &str, params: &Value) {
        let id = params["requestId"].as_str().unwrap_or_default();
        match method {
            "Network.requestWillBeSent" => {
                self.last_activity = Some(Instant::now());
                let url = params["request"]["url"].as_str().unwrap_or_default();
                // A redirect keeps the request's id: the same request goes on.
                if let Some(r) = self.in_flight.get_mut(id) {
                    r.url = url.to_string();
                    return;
                }
                let kind = params["type"].as_str().unwrap_or("Other").to_string();
                let seq = if AWAITED.contains(&kind.as_str()) {
                    self.sent += 1;
                    if self.recent.len() == RECENT_KEPT {
                        self.recent.pop_front();
                    }
                    self.recent.push_back(url.to_string());
                    self.sent
                } else {
                    0
                };
                if FETCHES.contains(&kind.as_str()) {
                    self.fetches += 1;
                }
                if self.in_flight.len() >= MAX_TRACKED {
                    self.in_flight.clear();
                }
                self.in_flight.insert(
                    id.to_string(),
                    InFlight {
                        seq,
                        method: params["request"]["method"]
                            .as_str()
                            .unwrap_or("GET")
                            .to_string(),
                        url: url.to_string(),
                        kind,
                        frame: params["frameId"].as_str().unwrap_or_default().to_string(),
                        loader: params["loaderId"].as_str().unwrap_or_default().to_string(),
                    },
                );
            }
            "Network.loadingFinished" | "Network.loadingFailed" => {
                self.last_activity = Some(Instant::now());
                self.in_flight.remove(id);
            }
            _ => {}
        }
    }

    /// A new document committed in `frame` (the `frame` object of `Page.frameNavigated`): the
    /// requests of that frame's earlier documents are over, whether or not their end was
    /// reported.
    pub(crate) fn document_committed(&mut self, frame: &Value) {
        let (id, loader) = (
            frame["id"].as_str().unwrap_or_default(),
            frame["loaderId"].as_str().unwrap_or_default(),
        );
        self.in_flight
            .retain(|_, r| r.frame != id || r.loader == loader);
    }

    /// Requests of awaited types sent so far: what an action compares after itself.
    pub(crate) fn sent(&self) -> u64 {
        self.sent
    }

    /// The awaited requests sent after the `from`-th up to the `to`-th that still load, oldest
    /// first.
    pub(crate) fn pending_between(&self, from: u64, to: u64) -> Vec<InFlight> {
        let mut pending: Vec<InFlight> = self
            .in_flight
            .values()
            .filter(|r| r.seq > from && r.seq <= to)
            .cloned()
            .collect();
        pending.sort_by_key(|r| r.seq);
        pending
    }

    /// How many of the awaited requests sent after the `from`-th still load: what a render
    /// waits on (F-13), without listing them.
    pub(crate) fn pending_count(&self, from: u64) -> usize {
        self.in_flight.values().filter(|r| r.seq > from).count()
    }

    /// Fetch and XHR requests sent so far: more than at a mark means the page asked for data
    /// by script since (F-13).
    pub(crate) fn fetches(&self) -> u64 {
        self.fetches
    }

    /// The URLs of the latest awaited requests sent (at most five), oldest first, each cut as
    /// [`InFlight::describe`] cuts it.
    pub(crate) fn recent(&self) -> Vec<String> {
        self.recent.iter().map(|u| shown(u)).collect()
    }

    /// How long the page has had no request in flight (long-lived streams aside) and none
    /// started; `None` while one loads.
    pub(crate) fn idle_for(&self) -> Option<Duration> {
        let busy = self
            .in_flight
            .values()
            .any(|r| !LONG_LIVED.contains(&r.kind.as_str()));
        if busy {
            return None;
        }
        Some(self.quiet_for())
    }

    /// How long since a request of any type last started or ended (forever when none has).
    pub(crate) fn quiet_for(&self) -> Duration {
        self.last_activity.map_or(Duration::MAX, |t| t.elapsed())
    }
}

/// Media types Chromium shows rather than saves (`blink::IsSupportedMimeType`), of those a
/// response without content may carry; the empty one is a response that names none.
const SHOWN_TYPES: &[&str] = &[
    "",
    "text/html",
    "text/plain",
    "application/json",
    "application/xhtml+xml",
    "application/xml",
    "text/xml",
];

/// The status of a document response (the `response` of a `Network.responseReceived`) that
/// ends its navigation with no new page and no download (B-07): 204 No Content or 205 Reset
/// Content, which Chromium never commits (`NavigationRequest::OnResponseStarted`), and which
/// it would save only when the headers ask for it (`Content-Disposition`) or the media type is
/// one it does not show. `None` for any other response, whose navigation may still commit or
/// turn into a download.
pub(crate) fn answered_without_page(response: &Value) -> Option<u16> {
    let status = response["status"].as_u64()?;
    if status != 204 && status != 205 {
        return None;
    }
    let may_save = response["headers"].as_object().is_some_and(|h| {
        h.keys()
            .any(|k| k.eq_ignore_ascii_case("content-disposition"))
    });
    let mime = response["mimeType"].as_str().unwrap_or_default();
    if may_save || !SHOWN_TYPES.contains(&mime.to_ascii_lowercase().as_str()) {
        return None;
    }
    u16::try_from(status).ok()
}

/// `url` cut at [`URL_SHOWN`] characters.
fn shown(url: &str) -> String {
    let mut cut: String = url.chars().take(URL_SHOWN).collect();
    if cut.len() < url.len() {
        cut.push('…');
    }
    cut
}

impl InFlight {
    /// `GET http://…` for a reply, the URL cut at [`URL_SHOWN`] characters.
    pub(crate) fn describe(&self) -> String {
        format!("{} {}", self.method, shown(&self.url))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sent(id: &str, kind: &str, url: &str) -> Value {
        json!({"requestId": id, "type": kind, "frameId": "F", "loaderId": "L1",
               "request": {"url": url, "method": "GET"}})
    }

    #[test]
    fn b07_pending_requests_since_an_action() {
        let mut r = Requests::default();
        r.on_event(
            "Network.requestWillBeSent",
            &sent("1", "Script", "http://a/s.js"),
        );
        let before = r.sent();
        r.on_event(
            "Network.requestWillBeSent",
            &sent("2", "Fetch", "http://a/api"),
        );
        r.on_event(
            "Network.requestWillBeSent",
            &sent("3", "Image", "http://a/i.png"),
        );
        let after = r.sent();
        // Sent later (a timer's poll): not the action's.
        r.on_event(
            "Network.requestWillBeSent",
            &sent("4", "XHR", "http://a/poll"),
        );
        let pending = r.pending_between(before, after);
        assert_eq!(pending.len(), 1);
        assert_eq!(pending[0].describe(), "GET http://a/api");
        // A redirect hop keeps the request.
        r.on_event(
            "Network.requestWillBeSent",
            &sent("2", "Fetch", "http://a/api2"),
        );
        assert_eq!(r.pending_between(before, after)[0].url, "http://a/api2");
        r.on_event("Network.loadingFinished", &json!({"requestId": "2"}));
        assert!(r.pending_between(before, after).is_empty());
        r.on_event("Network.loadingFinished", &json!({"requestId": "4"}));
        assert!(
            r.idle_for().is_none(),
            "the script and the image still load"
        );
        r.on_event("Network.loadingFailed", &json!({"requestId": "1"}));
        r.on_event("Network.loadingFinished", &json!({"requestId": "3"}));
        assert!(r.idle_for().is_some());
    }

    // B-07: a 204 or 205 that neither asks to be saved nor has a type Chromium would save ends
    // its navigation with nothing; anything else may still commit or download.
    #[test]
    fn b07_a_document_answered_without_content_shows_no_page() {
        let response = |status: u16, mime: &str, headers: Value| json!({"status": status, "mimeType": mime, "headers": headers});
        assert_eq!(
            answered_without_page(&response(204, "", json!({}))),
            Some(204)
        );
        assert_eq!(
            answered_without_page(&response(205, "text/html", json!({"Server": "x"}))),
            Some(205)
        );
        assert_eq!(answered_without_page(&response(200, "", json!({}))), None);
        assert_eq!(
            answered_without_page(&response(
                204,
                "text/plain",
                json!({"content-disposition": "attachment; filename=a.txt"})
            )),
            None
        );
        assert_eq!(
            answered_without_page(&response(204, "application/octet-stream", json!({}))),
            None
        );
    }

    #[test]
    fn b07_a_pending_data_url_is_shown_short() {
        let mut r = Requests::default();
        let long = format!("data:text/plain,{}", "x".repeat(5000));
        r.on_event("Network.requestWillBeSent", &sent("1", "Fetch", &long));
        let shown = r.pending_between(0, 1)[0].describe();
        assert!(
            shown.chars().count() < 320 && shown.ends_with('…'),
            "{shown}"
        );
    }

    #[test]
    fn b07_a_new_document_ends_the_old_ones_requests() {
        let mut r = Requests::default();
        r.on_event(
            "Network.requestWillBeSent",
            &sent("1", "Fetch", "http://a/x"),
        );
        r.document_committed(&json!({"id": "F", "loaderId": "L1"}));
        assert!(r.idle_for().is_none(), "the same document still loads it");
        r.document_committed(&json!({"id": "F", "loaderId": "L2"}));
        assert!(r.idle_for().is_some());
    }

    #[test]
    fn b07_long_lived_streams_do_not_keep_the_page_busy() {
        let mut r = Requests::default();
        r.on_event(
            "Network.requestWillBeSent",
            &sent("9", "EventSource", "http://a/events"),
        );
        assert!(r.idle_for().is_some());
    }

    // F-13: a render waits on the awaited requests sent since its mark (not on images, the
    // favicon or streams), counts what the page asked for by script and keeps the latest
    // URLs to name.
    #[test]
    fn f13_pending_since_a_mark_and_the_latest_sent() {
        let mut r = Requests::default();
        r.on_event(
            "Network.requestWillBeSent",
            &sent("1", "Script", "http://a/old.js"),
        );
        let (mark, fetches) = (r.sent(), r.fetches());
        for (id, kind, url) in [
            ("2", "Script", "http://a/s.js"),
            ("3", "WebSocket", "ws://a/live"),
            ("4", "Other", "http://a/favicon.ico"),
            ("5", "Image", "http://a/i.png"),
            ("6", "Fetch", "http://a/api"),
        ] {
            r.on_event("Network.requestWillBeSent", &sent(id, kind, url));
        }
        assert_eq!(r.pending_count(mark), 2);
        assert_eq!(r.fetches() - fetches, 1);
        assert_eq!(
            r.recent(),
            ["http://a/old.js", "http://a/s.js", "http://a/api"],
            "only what the page's text may depend on is named"
        );
        r.on_event("Network.loadingFinished", &json!({"requestId": "2"}));
        r.on_event("Network.loadingFailed", &json!({"requestId": "6"}));
        assert_eq!(r.pending_count(mark), 0, "the old script is not counted");
        assert!(r.quiet_for() < Duration::from_secs(60));
        for i in 0..7 {
            r.on_event(
                "Network.requestWillBeSent",
                &sent(&format!("p{i}"), "XHR", &format!("http://a/poll?{i}")),
            );
        }
        assert_eq!(r.recent().len(), 5);
        assert_eq!(r.recent()[4], "http://a/poll?6");
    }
}
