//! `fetch --render` inside the background process (F-13): what a render does on the session's
//! tab. It opens the approved URL as `browse open` does (the same navigation guard, B-12, the
//! same bounded action, B-01, the same proxy, B-10), waits for the load and then for the
//! page's requests to end, and reads the rendered DOM as HTML for fetch's converter.
//!
//! - **Waiting** is for what the page does, never a fixed sleep (B-07's rule). The tab's
//!   requests are [`super::network`]'s (the one reader of its Network events): after the load
//!   the render waits while requests the page sent since the render began are in flight, of
//!   the kinds an action waits for (B-07: document, fetch/XHR, script, stylesheet; not images,
//!   fonts or the browser's favicon, which do not change the text). A
//!   page that asked for data by script (fetch, XHR) may send the next request when an answer
//!   comes, or poll: for it the network must also have been quiet (no request started or
//!   ended) for [`QUIET`]. A page that asked for none is read as soon as nothing of it loads.
//!   The read itself first lets the tasks the page has queued run; a request sent meanwhile
//!   is waited for and the page read again (a few times at most). The wait is bounded
//!   ([`Action::Render`](super::protocol::Action::Render)'s `settle_secs`, 10 s, and the
//!   action's time); a page still busy then (one that polls) is read as it is, and the reply
//!   names what kept it busy. The reply says what was waited for ([`Settling`]).
//! - **Navigations the page starts** to another host are parked by the guard (B-12); a render
//!   asks nobody, so a parked one is refused at once and listed.
//!
//! It runs as a verb (`verbs::perform`: bounded, B-01), but opens with
//! [`navigation::open`] itself: no snapshot follows, since fetch reads the DOM.
//! - **The HTML** is the DOM with each open shadow root's content in place of its host's
//!   children (a slot takes the nodes assigned to it), as the page shows it; scripts, styles and
//!   `noscript` (which a browser running scripts does not show) are left out. Closed shadow
//!   roots and iframes are not read.

use std::time::{Duration, Instant, SystemTime};

use serde_json::{Value, json};

use super::Error;
use super::driver::Driver;
use super::events::Before;
use super::network::InFlight;
use super::protocol::{Busy, Held, PageReply, Rendered, Settling};
use super::verbs::navigation;

/// How long the network must be quiet (no request in flight, none started or ended) before a
/// page that asked for data by script is read: long enough for a response's handler to start
/// the next request and to see a poll, short enough not to tax every render. A page that asked
/// for none does not wait for it.
const QUIET: Duration = Duration::from_millis(150);
/// Requests named in a busy page's reply.
const NAMED: usize = 5;
/// Times a page that sent a request while it was read is read again.
const MAX_REREADS: u32 = 3;

/// How much earlier than the render's start a document's `performance.timeOrigin` may be and
/// still count as the render's own (the two clocks are the same; this covers rounding).
const CLOCK_SLACK_MS: f64 = 5.0;
/// Navigations of the page a render refuses before it reads the page as it is.
const MAX_REFUSED: usize = 5;
/// At least this long is kept for reading the DOM after the wait.
const READ_TIME: Duration = Duration::from_secs(5);

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
    // Every tab of the session has its Network domain on (the driver, B-07; page_requests,
    // B-06): the render reads the requests from the events the session already gets.
    let (mut rendered, time_origin) =
        render_page(d, url, settle, max_bytes, before, load_timeout, started)?;
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

/// Where a render stands with the page's requests: the marks it took before it began.
#[derive(Debug, Clone, Copy)]
struct Marks {
    /// The tab's awaited requests sent before the render ([`Requests::sent`](super::network::Requests::sent)).
    requests: u64,
    /// Fetch and XHR requests of the tab sent before the render.
    fetches: u64,
}

/// The render; returns the page and its document's `performance.timeOrigin`.
fn render_page(
    d: &mut Driver,
    url: &str,
    settle: Duration,
    max_bytes: u64,
    before: Before,
    load_timeout: Duration,
    started: Instant,
) -> Result<(Rendered, f64), Error> {
    let end = started + load_timeout;
    let marks = d.events.with(|s| Marks {
        requests: s.requests.sent(),
        fetches: s.requests.fetches(),
    });
    let mut refused = Vec::new();
    match navigation::open(d, url, before, load_timeout) {
        Ok(_) | Err(Error::Parked { .. }) => {}
        Err(e) => return Err(e),
    }
    refused.extend(refuse_parked(d));
    let loaded = Instant::now();
    let deadline = (loaded + settle)
        .min(end.checked_sub(READ_TIME).unwrap_or(loaded))
        .max(loaded);
    let (sent_at_load, loading_at_load) = d
        .events
        .with(|s| (s.requests.sent(), s.requests.pending_count(marks.requests)));
    let mut rereads = 0;
    let (page, busy, quiet) = loop {
        let (mut busy, mut quiet) = settle_page(d, marks, deadline);
        // A navigation the page started while it settled: refused, and the page waited for
        // again (it may go on without it), a few times at most.
        for _ in 0..MAX_REFUSED {
            let Some(held) = refuse_parked(d) else {
                break;
            };
            refused.push(held);
            (busy, quiet) = settle_page(d, marks, deadline);
        }
        let sent_before_read = d.events.with(|s| s.requests.sent());
        let read_limit = end.saturating_duration_since(Instant::now()).max(READ_TIME);
        let page = read_dom(d, read_limit)?;
        // The tasks the read let run sent a request: what it loads may change the page.
        let sent_meanwhile = d.events.with(|s| s.requests.sent()) > sent_before_read;
        if busy.is_some() || !sent_meanwhile || rereads == MAX_REREADS || Instant::now() >= deadline
        {
            break (page, busy, quiet);
        }
        rereads += 1;
    };
    let settled_ms = loaded.elapsed().as_millis() as u64;
    let (sent_after_load, fetches) = d.events.with(|s| {
        (
            s.requests.sent() - sent_at_load,
            s.requests.fetches() - marks.fetches,
        )
    });
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
        waited: Settling {
            loading_at_load,
            sent_after_load,
            fetches,
            quiet_ms: if quiet { QUIET.as_millis() as u64 } else { 0 },
            rereads,
        },
    };
    Ok((rendered, page["timeOrigin"].as_f64().unwrap_or(0.0)))
}

/// Waits while requests the page sent since the render began are in flight, and, once it has
/// asked for data by script, until the network has also been quiet for [`QUIET`]; or until
/// `deadline`. Returns what kept the page busy when the deadline came first, and whether the
/// quiet window applied.
fn settle_page(d: &Driver, marks: Marks, deadline: Instant) -> (Option<Busy>, bool) {
    let sent_before = d.events.with(|s| s.requests.sent());
    loop {
        let (loading, sent, quiet, quiet_left) = d.events.with(|s| {
            let r = &s.requests;
            let quiet = r.fetches() > marks.fetches;
            let left = if quiet {
                QUIET.saturating_sub(r.quiet_for())
            } else {
                Duration::ZERO
            };
            (r.pending_count(marks.requests), r.sent(), quiet, left)
        });
        if loading == 0 && quiet_left.is_zero() {
            return (None, quiet);
        }
        let now = Instant::now();
        if now >= deadline {
            return (Some(busy(d, marks, sent_before)), quiet);
        }
        let wake = if loading == 0 {
            (now + quiet_left).min(deadline)
        } else {
            deadline
        };
        // Woken by a request starting or one of the page's ending, else at `wake`.
        d.events.wait_until(wake, |s| {
            s.requests.sent() != sent || s.requests.pending_count(marks.requests) != loading
        });
    }
}

/// What kept the page busy at the bound: its requests in flight, and the latest it started
/// when it kept starting them during the wait.
fn busy(d: &Driver, marks: Marks, sent_before: u64) -> Busy {
    d.events.with(|s| {
        let loading = s.requests.pending_between(marks.requests, u64::MAX);
        Busy {
            in_flight: loading.iter().take(NAMED).map(InFlight::describe).collect(),
            in_flight_count: loading.len(),
            recent: if s.requests.sent() > sent_before {
                s.requests.recent()
            } else {
                Vec::new()
            },
        }
    })
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
