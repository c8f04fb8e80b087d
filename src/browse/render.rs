//! `fetch --render` inside the background process (F-13): what a render does on the session's
//! tab. It opens the approved URL as `browse open` does (the same navigation guard, B-12, the
//! same bounded action, B-01, the same proxy, B-10), waits for the load and then for the
//! page's requests to end, and reads the rendered DOM as HTML for fetch's converter.
//!
//! - **Waiting** is for what the page does, never a fixed sleep: the tab's network events
//!   ([`observe`](super::render_watch::observe)) count the requests in flight; the page is settled when none is in flight and
//!   none started or ended for [`QUIET`](super::render_watch::QUIET). The wait is bounded ([`Action::Render`](super::protocol::Action::Render)'s
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

use std::time::{Duration, Instant, SystemTime};

use serde_json::{Value, json};

use super::Error;
use super::driver::Driver;
use super::events::Before;
use super::protocol::{Held, PageReply, Rendered};
use super::render_watch::{requested_hosts, start_watching, stop_watching, wait_until_quiet};
use super::verbs::navigation;

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
