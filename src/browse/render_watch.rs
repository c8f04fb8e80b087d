//! What a render waits for (F-13): the session's tab's requests, counted while a render
//! watches them. The driver's event thread hands every event to [`observe`]; a render starts
//! and stops the count and waits on it for the network to be quiet. Apart from the render
//! itself, so the driver feeds it without importing what drives the tab.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, LazyLock, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::protocol::Busy;

/// How long the network must be quiet (no request in flight, none started or ended) for the
/// page to count as settled: long enough for a response's handler to start the next request,
/// short enough not to tax every render. (The read itself first lets the tasks the page has
/// queued run, so a handler that writes the DOM from the last response has done so.)
pub(crate) const QUIET: Duration = Duration::from_millis(150);
/// Requests named in a busy page's reply.
const NAMED: usize = 5;
/// The tab's requests while a render watches them.
#[derive(Debug, Default)]
struct Requests {
    /// In flight: request id → URL.
    in_flight: HashMap<String, String>,
    /// The URLs started most recently.
    recent: VecDeque<String>,
    /// When a request last started or ended.
    last_change: Option<Instant>,
    /// Requests started so far.
    started: u64,
    /// `host:port` of every request the page sent: a refusal elsewhere was the browser's own.
    hosts: BTreeSet<String>,
}

#[derive(Debug, Default)]
struct Watch {
    on: AtomicBool,
    requests: Mutex<Requests>,
    changed: Condvar,
}

static WATCH: LazyLock<Watch> = LazyLock::new(Watch::default);

fn requests() -> std::sync::MutexGuard<'static, Requests> {
    WATCH.requests.lock().unwrap_or_else(|p| p.into_inner())
}

/// Hears every event of the session's tab (the driver's event thread calls it); counts the
/// tab's requests while a render watches them, and does nothing otherwise.
pub(crate) fn observe(method: &str, params: &Value) {
    if !WATCH.on.load(Ordering::Relaxed) || !method.starts_with("Network.") {
        return;
    }
    let id = params["requestId"].as_str().unwrap_or_default().to_string();
    let mut r = requests();
    match method {
        "Network.requestWillBeSent" => {
            let url = params["request"]["url"].as_str().unwrap_or_default();
            // Long-lived by design: a stream never "ends" while the page is open.
            let streaming = matches!(params["type"].as_str(), Some("EventSource" | "WebSocket"));
            if streaming || url.starts_with("data:") || url.starts_with("blob:") {
                return;
            }
            if let Some(host) = host_port(url) {
                r.hosts.insert(host);
            }
            r.in_flight.insert(id, url.to_string());
            if r.recent.len() == NAMED {
                r.recent.pop_front();
            }
            r.recent.push_back(url.to_string());
            r.started += 1;
        }
        "Network.loadingFinished" | "Network.loadingFailed" => {
            if r.in_flight.remove(&id).is_none() {
                return;
            }
        }
        _ => return,
    }
    r.last_change = Some(Instant::now());
    drop(r);
    WATCH.changed.notify_all();
}

/// `host:port` of a URL as the proxy names a refusal: no brackets, lower case, the scheme's
/// port when none is given.
fn host_port(url: &str) -> Option<String> {
    let u = url::Url::parse(url).ok()?;
    let host = u.host_str()?.trim_matches(['[', ']']).to_ascii_lowercase();
    Some(format!("{host}:{}", u.port_or_known_default()?))
}

/// The `host:port` of every request the page sent since the render started.
pub(crate) fn requested_hosts() -> Vec<String> {
    requests().hosts.iter().cloned().collect()
}

/// Starts counting the tab's requests afresh.
pub(crate) fn start_watching() {
    *requests() = Requests::default();
    WATCH.on.store(true, Ordering::SeqCst);
}

/// Stops counting.
pub(crate) fn stop_watching() {
    WATCH.on.store(false, Ordering::SeqCst);
    *requests() = Requests::default();
}

/// Waits until no request is in flight and the network has been quiet for [`QUIET`], or until
/// `deadline`; returns what kept the page busy when the deadline came first.
pub(crate) fn wait_until_quiet(deadline: Instant) -> Option<Busy> {
    let mut r = requests();
    let started_before = r.started;
    loop {
        let now = Instant::now();
        let quiet_since = r.last_change.map_or(Duration::MAX, |t| now - t);
        if r.in_flight.is_empty() && quiet_since >= QUIET {
            return None;
        }
        if now >= deadline {
            let mut in_flight: Vec<String> = r.in_flight.values().cloned().collect();
            in_flight.sort();
            let count = in_flight.len();
            in_flight.truncate(NAMED);
            // The latest ones, when the page kept starting requests during the wait.
            let kept_asking = r.started > started_before;
            return Some(Busy {
                in_flight,
                in_flight_count: count,
                recent: if kept_asking {
                    r.recent.iter().cloned().collect()
                } else {
                    Vec::new()
                },
            });
        }
        let wake = if r.in_flight.is_empty() {
            (now + (QUIET - quiet_since.min(QUIET))).min(deadline)
        } else {
            deadline
        };
        r = WATCH
            .changed
            .wait_timeout(r, wake.saturating_duration_since(now))
            .unwrap_or_else(|p| p.into_inner())
            .0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    // F-13: the wait ends when no request is in flight and the network has been quiet; at the
    // bound it names what was still loading and what the page kept starting.
    #[test]
    fn f13_waits_for_the_requests_and_names_them_at_the_bound() {
        start_watching();
        let sent = |id: &str, url: &str| {
            observe(
                "Network.requestWillBeSent",
                &json!({ "requestId": id, "type": "Fetch", "request": { "url": url } }),
            );
        };
        sent("1", "https://a.test/api");
        observe(
            "Network.requestWillBeSent",
            &json!({ "requestId": "2", "type": "EventSource", "request": { "url": "https://a.test/stream" } }),
        );
        let busy = wait_until_quiet(Instant::now() + Duration::from_millis(20))
            .expect("a request still loads");
        assert_eq!(busy.in_flight, ["https://a.test/api"]);
        assert_eq!(busy.in_flight_count, 1);
        assert!(busy.recent.is_empty(), "nothing started during the wait");
        observe("Network.loadingFinished", &json!({ "requestId": "1" }));
        let started = Instant::now();
        assert!(wait_until_quiet(Instant::now() + Duration::from_secs(5)).is_none());
        assert!(
            started.elapsed() >= QUIET / 2,
            "the quiet window was waited for"
        );
        assert_eq!(
            requested_hosts(),
            ["a.test:443"],
            "streams are not counted, hosts are"
        );
        stop_watching();
        sent("3", "https://b.test/ignored");
        assert!(
            requested_hosts().is_empty(),
            "nothing is counted unless a render watches"
        );
    }
}
