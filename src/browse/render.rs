//! `fetch --render` inside the background process (F-13): what a render does on the session's
//! tab. It opens the approved URL as `browse open` does (the same navigation guard, B-12, the
//! same bounded action, B-01, the same proxy, B-10), waits for the load and then for the
//! page's requests to end, and reads the rendered DOM as HTML for fetch's converter.
//!
//! - **Waiting** is for what the page does, never a fixed sleep: the tab's network events
//!   ([`observe`]) count the requests in flight; the page is settled when none is in flight and
//!   none started or ended for [`QUIET`]. The wait is bounded ([`Action::Render`](super::protocol::Action::Render)'s
//!   `settle_secs`, 10 s, and the action's time); a page still busy then (one that polls) is
//!   read as it is, and the reply names what kept it busy.
//! - **Navigations the page starts** to another host are parked by the guard (B-12); a render
//!   asks nobody, so a parked one is refused at once and listed.
//!
//! It runs as a verb (`verbs::perform`: bounded, B-01), but opens with
//! [`navigation::open`] itself: no snapshot follows, since fetch reads the DOM.
//! - **The HTML** is the DOM with each open shadow root's content in place of its host's
//!   children (a slot takes the nodes assigned to it), as the page shows it; scripts, styles and
//!   `noscript` (which a browser running scripts does not show) are left out. Closed shadow
//!   roots and iframes are not read.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, LazyLock, Mutex};
use std::time::{Duration, Instant, SystemTime};

use serde_json::{Value, json};

use super::Error;
use super::driver::Driver;
use super::events::Before;
use super::protocol::{Busy, Held, PageReply, Rendered};
use super::verbs::navigation;

/// How long the network must be quiet (no request in flight, none started or ended) for the
/// page to count as settled: long enough for a response's handler to start the next request,
/// short enough not to tax every render. (The read itself first lets the tasks the page has
/// queued run, so a handler that writes the DOM from the last response has done so.)
const QUIET: Duration = Duration::from_millis(150);
/// Requests named in a busy page's reply.
const NAMED: usize = 5;
/// How much earlier than the render's start a document's `performance.timeOrigin` may be and
/// still count as the render's own (the two clocks are the same; this covers rounding).
const CLOCK_SLACK_MS: f64 = 5.0;
/// Navigations of the page a render refuses before it reads the page as it is.
const MAX_REFUSED: usize = 5;
/// At least this long is kept for reading the DOM after the wait.
const READ_TIME: Duration = Duration::from_secs(5);

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
fn requested_hosts() -> Vec<String> {
    requests().hosts.iter().cloned().collect()
}

/// Starts counting the tab's requests afresh.
fn start_watching() {
    *requests() = Requests::default();
    WATCH.on.store(true, Ordering::SeqCst);
}

/// Stops counting.
fn stop_watching() {
    WATCH.on.store(false, Ordering::SeqCst);
    *requests() = Requests::default();
}

/// Waits until no request is in flight and the network has been quiet for [`QUIET`], or until
/// `deadline`; returns what kept the page busy when the deadline came first.
fn wait_until_quiet(deadline: Instant) -> Option<Busy> {
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

/// Serializes the rendered DOM (see the module header) and tells about the document.
const READ_JS: &str = r#"(async () => {
  await new Promise(resolve => setTimeout(resolve, 0));
  const VOID = new Set(['area','base','br','col','embed','hr','img','input','link','meta','source','track','wbr']);
  const SKIP = new Set(['script','noscript','style','template']);
  const text = t => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const value = v => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const out = ['<!doctype html>'];
  let shadowRoots = 0;
  const walk = node => {
    if (node.nodeType === 3) { out.push(text(node.data)); return; }
    if (node.nodeType !== 1) return;
    const name = node.localName;
    if (SKIP.has(name)) return;
    if (name === 'slot' && typeof node.assignedNodes === 'function') {
      const assigned = node.assignedNodes();
      if (assigned.length) { assigned.forEach(walk); return; }
    }
    out.push('<' + name);
    for (const a of node.attributes) out.push(' ' + a.name + '="' + value(a.value) + '"');
    out.push('>');
    if (VOID.has(name)) return;
    let children = node.childNodes;
    if (node.shadowRoot) { shadowRoots++; children = node.shadowRoot.childNodes; }
    for (const c of children) walk(c);
    out.push('</' + name + '>');
  };
  if (document.documentElement) walk(document.documentElement);
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    html: out.join(''),
    url: location.href,
    status: nav && nav.responseStatus ? nav.responseStatus : 0,
    contentType: document.contentType || '',
    charset: document.characterSet || '',
    timeOrigin: performance.timeOrigin,
    shadowRoots,
  };
})()"#;

/// Renders `url` on the driver's tab (see the module header); the reply's `rendered` holds the
/// page. It runs inside the verb's bound (B-01: `verbs::perform`), `load_timeout` long.
pub(crate) fn render(
    d: &mut Driver,
    url: &str,
    settle: Duration,
    max_bytes: u64,
    before: Before,
    load_timeout: Duration,
) -> Result<PageReply, Error> {
    let started = Instant::now();
    let started_at = SystemTime::now();
    // Left enabled afterwards: the session's other verbs may read the same events (B-07).
    d.tab.call("Network.enable", json!({}))?;
    start_watching();
    let result = render_watched(d, url, settle, max_bytes, before, load_timeout, started);
    stop_watching();
    let (mut rendered, time_origin) = result?;
    // A document older than this render is the tab's previous page, and an error page is the
    // browser's: this one never loaded (its navigation was refused before anything committed).
    let ours = started_at
        .duration_since(SystemTime::UNIX_EPOCH)
        .map(|d| d.as_secs_f64() * 1000.0 - CLOCK_SLACK_MS)
        .is_ok_and(|start_ms| time_origin >= start_ms)
        && !rendered.url.starts_with("chrome-error:");
    if !ours {
        if rendered.refused_navigations.is_empty() {
            return Err(Error::Navigation {
                url: url.to_string(),
                reason: "the browser showed no page of its own for it (a download such as a \
                         PDF, or a type it does not display): fetch it without --render"
                    .into(),
                refused: false,
            });
        }
        // Its navigation went to another host and was refused: the client says which.
        rendered.html.clear();
        rendered.loaded = false;
    }
    Ok(PageReply {
        rendered: Some(rendered),
        ..PageReply::default()
    })
}

/// B-12: a render asks nobody, so a navigation of the tab parked for approval is refused at
/// once (the page stays where it was); returns it.
fn refuse_parked(d: &Driver) -> Option<Held> {
    let held = d.nav.tab_parked()?;
    d.nav
        .deny_tab_parked("fetch --render follows no page to another host without approval");
    Some(held)
}

/// The render while the tab's requests are counted; returns the page and its document's
/// `performance.timeOrigin`.
fn render_watched(
    d: &mut Driver,
    url: &str,
    settle: Duration,
    max_bytes: u64,
    before: Before,
    load_timeout: Duration,
    started: Instant,
) -> Result<(Rendered, f64), Error> {
    let end = started + load_timeout;
    let mut refused = Vec::new();
    match navigation::open(d, url, before, load_timeout) {
        Ok(_) | Err(Error::Parked { .. }) => {}
        Err(e) => return Err(e),
    }
    refused.extend(refuse_parked(d));
    let loaded = Instant::now();
    let deadline = (loaded + settle).min(end.checked_sub(READ_TIME).unwrap_or(loaded));
    let mut busy = wait_until_quiet(deadline.max(loaded));
    // A navigation the page started while it settled: refused, and the page waited for again
    // (it may go on without it), a few times at most.
    for _ in 0..MAX_REFUSED {
        let Some(held) = refuse_parked(d) else {
            break;
        };
        refused.push(held);
        busy = wait_until_quiet(deadline.max(Instant::now()));
    }
    let settled_ms = loaded.elapsed().as_millis() as u64;
    let requested = requested_hosts();
    let read_limit = end.saturating_duration_since(Instant::now()).max(READ_TIME);
    let page = read_dom(d, read_limit)?;
    let text = |k: &str| page[k].as_str().unwrap_or_default().to_string();
    let mut html = text("html");
    let whole = html.len() as u64;
    let cut_from = (whole > max_bytes).then(|| {
        let mut at = max_bytes as usize;
        while !html.is_char_boundary(at) {
            at -= 1;
        }
        html.truncate(at);
        whole
    });
    let rendered = Rendered {
        html,
        url: text("url"),
        status: page["status"]
            .as_u64()
            .and_then(|s| u16::try_from(s).ok())
            .unwrap_or(0),
        content_type: text("contentType"),
        charset: text("charset"),
        shadow_roots: page["shadowRoots"].as_u64().unwrap_or(0),
        cut_from,
        settled_ms,
        busy,
        refused_navigations: refused,
        loaded: true,
        requested,
    };
    Ok((rendered, page["timeOrigin"].as_f64().unwrap_or(0.0)))
}

/// Reads the DOM within `limit`; a page whose script keeps the renderer busy is stopped
/// (`Runtime.terminateExecution`, B-01) and read once more.
fn read_dom(d: &Driver, limit: Duration) -> Result<Value, Error> {
    let tab = &d.tab;
    let params = json!({ "expression": READ_JS, "returnByValue": true, "awaitPromise": true });
    let answer = match tab.call_within("Runtime.evaluate", params.clone(), limit)? {
        Some(answer) => answer,
        None => {
            tab.send_now("Runtime.terminateExecution", json!({}));
            tab.call_within("Runtime.evaluate", params, READ_TIME)?
                .ok_or_else(|| Error::Stopped {
                    message: format!(
                        "render stopped: the page's script kept the browser busy for {}s, and \
                         it did not answer after garuda-web stopped it",
                        limit.as_secs()
                    ),
                })?
        }
    };
    if let Some(details) = answer.get("exceptionDetails") {
        return Err(Error::Script {
            message: details["exception"]["description"]
                .as_str()
                .or_else(|| details["text"].as_str())
                .unwrap_or("reading the page failed")
                .lines()
                .next()
                .unwrap_or_default()
                .to_string(),
        });
    }
    Ok(answer["result"]["value"].clone())
}

#[cfg(test)]
mod tests {
    use super::*;

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
