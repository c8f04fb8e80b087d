//! What an action waits for after it (B-07): the load of a navigation it started (the
//! document's DOMContentLoaded, then its `load` for at most [`LOAD_GRACE`] more, also for pages
//! restored from the back/forward cache; a navigation that turns into a download ends the
//! wait), a popup's first request being decided, and a navigation the guard parks (B-12), which
//! ends the wait with `approval needed`.
//!
//! After input that does not navigate, the driver waits until the DOM has been quiet for 150 ms
//! (at most 3 s).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::Error;
use super::cdp;
use super::driver::Driver;
use super::events::{Before, EventState};

/// Navigations one action follows (a meta refresh or an on-load script that navigates at once
/// is part of the action that loaded its page).
const FOLLOWED_NAVIGATIONS: usize = 5;
/// A scheduled navigation due within this many seconds is part of the action.
const SCHEDULED_FOLLOWED_SECS: f64 = 1.0;
/// After DOMContentLoaded, how long a load waits for the `load` event (an image or script that
/// never answers must not fail the action, B-07).
const LOAD_GRACE: Duration = Duration::from_secs(3);

/// Resolves when the DOM has had no mutation for 150 ms, or after 3 s.
const QUIET_JS: &str = r"new Promise(resolve => {
  const start = performance.now(); let last = start;
  const obs = new MutationObserver(() => { last = performance.now(); });
  obs.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  const tick = () => { const now = performance.now();
    if (now - last >= 150 || now - start >= 3000) { obs.disconnect(); resolve(true); }
    else setTimeout(tick, 30); };
  setTimeout(tick, 30);
})";

/// Waits for a navigation that was started: a new document, then `readyState` complete.
/// A navigation the new page schedules at once (a meta refresh, a script's `location =`
/// on load) is waited for too, so it counts as part of the action. A navigation the guard
/// parks ends the wait with [`Error::Parked`] (B-12).
pub(crate) fn wait_for_load(d: &mut Driver, before: Before, limit: Duration) -> Result<(), Error> {
    let deadline = Instant::now() + limit;
    let timeout = || Error::Timeout {
        what: super::LOAD.into(),
        secs: limit.as_secs(),
    };
    let mut navigated = before.navigated;
    for _ in 0..FOLLOWED_NAVIGATIONS {
        let stopped_at = d.events.with(|s| s.stopped);
        if !d.events.wait_until(deadline, |s| {
            s.navigated > navigated
                || s.parked > before.parked
                || s.refused > before.refused
                || s.downloads > before.downloads
                || (s.stopped > stopped_at.max(before.stopped) && s.started > before.started)
        }) {
            return Err(timeout());
        }
        check_parked(d, before)?;
        // Refused by a deny rule, turned into a download, or answered without a document:
        // nothing loads, the page stays (the reply's notes say why).
        if d.events.with(|s| s.navigated == navigated) {
            if d.events.with(|s| s.downloads > before.downloads) {
                d.notes.push(
                    "the page started a download, which garuda-web refused: the browser \
                     saves no file a page chose"
                        .into(),
                );
            }
            return Ok(());
        }
        let mut interactive_since: Option<Instant> = None;
        loop {
            // Raced: a navigation the new page starts at once may be parked meanwhile.
            let state = race_park(
                d,
                cdp::Evaluate(json!({
                    "expression": "document.readyState",
                    "returnByValue": true,
                })),
                before,
                deadline.saturating_duration_since(Instant::now()),
            );
            if let Err(e @ Error::Parked { .. }) = state {
                return Err(e);
            }
            let ready = state
                .ok()
                .as_ref()
                .and_then(|v| v["result"]["value"].as_str().map(str::to_string));
            if ready.as_deref() == Some("complete") {
                break;
            }
            // DOMContentLoaded came: `load` gets a few seconds more, then the action goes
            // on with what is there (an image that never answers does not fail it).
            if ready.as_deref() == Some("interactive") {
                let since = *interactive_since.get_or_insert_with(Instant::now);
                if since.elapsed() >= LOAD_GRACE {
                    d.notes.push(format!(
                        "the page's load event did not come within {}s of its DOM being \
                         ready (a request still loads); garuda-web went on with the page \
                         as it is",
                        LOAD_GRACE.as_secs()
                    ));
                    return Ok(());
                }
            }
            if Instant::now() >= deadline {
                return Err(timeout());
            }
            std::thread::sleep(Duration::from_millis(25));
        }
        // The load event's handlers and a meta refresh are scheduled by the time the
        // frame stops loading, which follows `complete` closely.
        let soon = (Instant::now() + Duration::from_millis(500)).min(deadline);
        d.events.wait_until(soon, |s| !s.loading);
        let (scheduled, started) = d.events.with(|s| (s.scheduled, s.started_at_commit));
        let moving_on = |s: &EventState| s.started > started;
        let soon = scheduled.is_some_and(|d| d <= SCHEDULED_FOLLOWED_SECS);
        if !soon && !d.events.with(|s| moving_on(s)) {
            return Ok(());
        }
        let by = (Instant::now() + Duration::from_secs_f64(scheduled.unwrap_or_default() + 2.0))
            .min(deadline);
        d.events.wait_until(by, |s| {
            moving_on(s) || s.scheduled.is_none() || s.parked > before.parked
        });
        check_parked(d, before)?;
        if !d.events.with(|s| moving_on(s)) {
            return Ok(());
        }
        navigated = d.events.with(|s| s.navigated);
    }
    Ok(())
}

/// B-12: fails with [`Error::Parked`] when the guard parked a navigation since `before`.
pub(crate) fn check_parked(d: &Driver, before: Before) -> Result<(), Error> {
    if d.events.with(|s| s.parked == before.parked) {
        return Ok(());
    }
    match d.nav.parked_since(before.mark).into_iter().next() {
        Some(held) => Err(Error::Parked {
            id: held.id,
            host: held.host,
            rule: held.rule,
        }),
        // Answered or timed out already: the reply's notes say what became of it.
        None => Ok(()),
    }
}

/// After an action that may navigate: waits for the DOM to settle, for the first request
/// of a popup it opened to be decided, and for the load if a navigation started. Returns
/// whether the page navigated.
pub(crate) fn settle(d: &mut Driver, before: Before, limit: Duration) -> Result<bool, Error> {
    // A pending navigation holds the quiet check until the document goes: raced with the
    // guard, which may park that navigation meanwhile (B-12).
    let quiet = match race_park(
        d,
        cdp::Evaluate(json!({
            "expression": QUIET_JS,
            "returnByValue": true,
            "awaitPromise": true,
        })),
        before,
        limit,
    ) {
        Ok(answer) if answer.get("exceptionDetails").is_none() => Ok(()),
        Err(e @ Error::Parked { .. }) => return Err(e),
        _ => Err(()),
    };
    if d.events.with(|s| s.popups_opened > before.popups_opened) {
        let by = Instant::now() + Duration::from_secs(3);
        d.events
            .wait_until(by, |s| s.popups_decided >= s.popups_opened);
    }
    let started = d.events.with(|s| s.started > before.started);
    if started || quiet.is_err() {
        wait_for_load(d, before, limit)?;
        return Ok(true);
    }
    check_parked(d, before)?;
    Ok(false)
}

/// Sends a command that a pending navigation may hold without blocking on its answer:
/// `Page.navigate` answers only once the document commits, and a promise awaited in the
/// old document only once it goes, which a parked navigation (B-12) does not do until it
/// is answered. Returns the command's answer, or [`Error::Parked`] when the guard parks a
/// navigation first.
pub(crate) fn race_park<M: cdp::Method + Send + 'static>(
    d: &Driver,
    method: M,
    before: Before,
    limit: Duration,
) -> Result<Value, Error> {
    let tab = d.tab.clone();
    let events = Arc::clone(&d.events);
    let (tx, rx) = std::sync::mpsc::channel();
    let answered = Arc::new(AtomicBool::new(false));
    let done = Arc::clone(&answered);
    std::thread::Builder::new()
        .name("navigate".into())
        .spawn(move || {
            let answer = cdp::call(&tab, method);
            let _ = tx.send(answer);
            // Set under the events lock, so the waiting side cannot miss the wake-up.
            events.with(|_| done.store(true, Ordering::SeqCst));
        })
        .map_err(|e| Error::Browser {
            message: e.to_string(),
        })?;
    let deadline = Instant::now() + limit;
    d.events.wait_until(deadline, |s| {
        answered.load(Ordering::SeqCst) || s.parked > before.parked
    });
    if let Ok(answer) = rx.try_recv() {
        return answer;
    }
    check_parked(d, before)?;
    Err(Error::Timeout {
        what: "the page load".into(),
        secs: limit.as_secs(),
    })
}
