//! What an action waits for after it (B-07): the load of a navigation it started (the
//! document's DOMContentLoaded, then its `load` for at most [`LOAD_GRACE`] more, also for pages
//! restored from the back/forward cache; a navigation that turns into a download ends the
//! wait), a popup's first request being decided, and a navigation the guard parks (B-12), which
//! ends the wait with `approval needed`.
//!
//! After input ([`after_input`]) an action waits only for what it started, never for a fixed
//! quiet period: one round trip to the page (which also brings the console lines of the
//! input's own handlers into the reply; with one turn of its task queue when the input reached
//! a link or a form's submission, whose default action runs in a task of its own), then a
//! navigation it started → that load; requests it sent → their end, at most 2 s; nothing →
//! the reply at once. Anything slower is an explicit `wait` (`--load`, `--idle`, …).

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::Error;
use super::cdp;
use super::driver::Driver;
use super::events::{Before, EventState};
use super::network::InFlight;
use super::protocol::Waited;
use super::queued::Queued;
use super::targets::ACTS_JS;

/// Navigations one action follows (a meta refresh or an on-load script that navigates at once
/// is part of the action that loaded its page).
const FOLLOWED_NAVIGATIONS: usize = 5;
/// A scheduled navigation due within this many seconds is part of the action.
const SCHEDULED_FOLLOWED_SECS: f64 = 1.0;
/// After DOMContentLoaded, how long a load waits for the `load` event (an image or script that
/// never answers must not fail the action, B-07).
const LOAD_GRACE: Duration = Duration::from_secs(3);

/// How often a load asks the page's `readyState` while no event says its document moved on
/// (DOMContentLoaded, load, the frame's loading stopped).
const READY_POLL: Duration = Duration::from_millis(25);

/// How long the flush after input may take (B-07). It ends as soon as the page answers (a few
/// milliseconds on a quiet machine); the bound only matters for a page whose script is busy,
/// and it must not be so short that a loaded machine replies before the input's effects have
/// been reported.
const FLUSH_LIMIT: Duration = Duration::from_secs(1);
/// How long a navigation the input requested is given to begin (B-07). The request is the
/// action's own navigation, so waiting costs nothing on a quiet machine (it begins at once);
/// on a loaded one, a shorter bound would reply before the load (or the download) it caused.
const REQUESTED_BEGIN: Duration = Duration::from_secs(1);
/// How long an action waits for the window a `target=_blank` link asked for to open.
const POPUP_WAIT: Duration = Duration::from_secs(1);
/// Pending requests a reply names one by one.
const PENDING_NAMED: usize = 20;
/// How often [`race_park`] looks whether a navigation was parked while its command's answer
/// has not come (the answer itself ends the wait at once).
const PARK_LOOK: Duration = Duration::from_millis(10);
/// How long an action waits for the requests it sent (B-07).
const REQUESTS_WAIT: Duration = Duration::from_secs(2);
/// The flush after input: one round trip to the page, so what the input's handlers did at once
/// (console lines, a navigation requested, fetches sent) has been reported before the action
/// looks. It orders them without a pause: the renderer reports a request
/// (`Network.requestWillBeSent`) as the handler's `fetch()` or `send()` issues it, and sends
/// every event it queued on the session before any answer on it (blink's
/// `DevToolsSession::SendProtocolResponse` flushes them), and the DevTools reader hands each
/// event over before the answer that follows it.
/// It answers with the page's URL and title, which the reply then needs not ask for again.
const FLUSH_JS: &str = "[location.href, document.title]";
/// [`FLUSH_JS`] after one turn of the page's task queue, for an input whose default action
/// runs in a task of its own ([`Queued`]: a link's navigation or download, a form's
/// submission). After input the renderer draws its next frame before it runs any task, so the
/// turn costs about 15 ms: it is taken only when needed.
const FLUSH_AFTER_TASK_JS: &str =
    "new Promise(resolve => setTimeout(() => resolve([location.href, document.title]), 0))";

/// The flush's expression for what the input may have queued: it answers `[url, title]`, and
/// after a key, what the focused element's default action started ([`ACTS_JS`]) third.
fn flush_js(queued: Queued) -> String {
    match queued {
        Queued::Nothing => FLUSH_JS.to_string(),
        Queued::Maybe | Queued::Download => FLUSH_AFTER_TASK_JS.to_string(),
        Queued::IfFocusActs(key) => format!(
            "(acts => acts ? {FLUSH_AFTER_TASK_JS}.then(v => v.concat([acts])) : {FLUSH_JS}) \
             (({ACTS_JS})(document.activeElement, {key}))",
            key = serde_json::to_string(key.js()).unwrap_or_default()
        ),
    }
}

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
        if !d.events.wait_until(deadline, |s| {
            s.navigated > navigated
                || s.parked > before.parked
                || s.refused > before.refused
                || s.downloads > before.downloads
                || s.without_page > before.without_page
                // The latest load started since the action stopped, whether before this wait
                // began (a loaded machine's flush may answer after it) or during it.
                || (s.started > before.started && s.stopped > s.stopped_at_start)
        }) {
            return Err(timeout());
        }
        check_parked(d, before)?;
        // Refused by a deny rule, turned into a download (B-20: its reply names it), or
        // answered without a document (a 204): nothing loads, the page stays.
        if d.events.with(|s| s.navigated == navigated) {
            return Ok(());
        }
        let mut interactive_since: Option<Instant> = None;
        loop {
            let (lifecycle, stopped) = d.events.with(|s| (s.lifecycle, s.stopped));
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
            // A dialog the new page opened (B-18) holds it: the action reports the dialog.
            if let Err(e @ (Error::Parked { .. } | Error::Held { .. })) = state {
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
            // Asked again in 25 ms, or as soon as the document's next stage (DOMContentLoaded,
            // load) or the frame's stop says it moved on.
            d.events
                .wait_until((Instant::now() + READY_POLL).min(deadline), |s| {
                    s.stopped > stopped || s.lifecycle > lifecycle
                });
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

/// After input (click, type, press, select, a script): watches for what it caused and waits
/// for that only (B-07): a main-frame navigation → its load; requests the page sent → their
/// end, at most [`REQUESTS_WAIT`], naming those still pending; nothing → at once. A popup's
/// first request is decided first, and a navigation the guard parks fails the action with
/// `approval needed` (B-12). Returns whether the page navigated, and what was waited for.
pub(crate) fn after_input(
    d: &mut Driver,
    before: Before,
    limit: Duration,
) -> Result<(bool, Waited), Error> {
    let deadline = Instant::now() + limit;
    flush(d, before, d.queued)?;
    // A `target=_blank` link asks the browser for its window: it opens a moment later.
    if d.events
        .with(|s| s.popups_requested > before.popups_requested)
    {
        let by = (Instant::now() + POPUP_WAIT).min(deadline);
        d.events
            .wait_until(by, |s| s.popups_opened > before.popups_opened);
    }
    if d.events.with(|s| s.popups_opened > before.popups_opened) {
        let by = (Instant::now() + Duration::from_secs(3)).min(deadline);
        d.events
            .wait_until(by, |s| s.popups_decided >= s.popups_opened);
    }
    check_parked(d, before)?;
    if navigated(d, before, deadline)? {
        return Ok(navigation_waited(d, before));
    }
    // The action's own requests: those sent by the end of the flush (a timer's later poll
    // is not the action's). One that already ended (a quick answer on a loaded machine may
    // come before the flush's) was still sent and waited for: the reply says so, and its
    // answer's handlers get the second flush below like any other's.
    let (from, to) = (before.requests_sent, d.events.with(|s| s.requests.sent()));
    if to == from {
        return Ok((false, Waited::Nothing));
    }
    let by = (Instant::now() + REQUESTS_WAIT).min(deadline);
    d.events.wait_until(by, |s| {
        s.requests.pending_between(from, to).is_empty()
            || s.started > before.started
            || s.parked > before.parked
    });
    check_parked(d, before)?;
    // A request's answer may send the page on (a login's `location = …`), in the task that
    // runs its handlers.
    flush(d, before, Queued::Maybe)?;
    if navigated(d, before, deadline)? {
        return Ok(navigation_waited(d, before));
    }
    let pending = d.events.with(|s| s.requests.pending_between(from, to));
    Ok((
        false,
        Waited::Requests {
            sent: usize::try_from(to - from).unwrap_or(usize::MAX),
            pending: named(&pending),
        },
    ))
}

/// Whether the action started a main-frame navigation; if so, waits for its load (until
/// `deadline`).
fn navigated(d: &mut Driver, before: Before, deadline: Instant) -> Result<bool, Error> {
    if !navigation_started(d, before) {
        return Ok(false);
    }
    wait_for_load(
        d,
        before,
        deadline.saturating_duration_since(Instant::now()),
    )?;
    Ok(true)
}

/// What a navigation the action started and waited for came to: a new document, or an answer
/// with no page to show and nothing to save (a 204 or 205, which ends it at once: the page
/// stays, and no download is waited for).
fn navigation_waited(d: &Driver, before: Before) -> (bool, Waited) {
    d.events.with(|s| {
        if s.navigated == before.navigated && s.without_page > before.without_page {
            (
                false,
                Waited::NoPage {
                    status: s.without_page_status,
                },
            )
        } else {
            (true, Waited::Navigation)
        }
    })
}

/// The pending requests as a reply names them: at most [`PENDING_NAMED`], then how many more.
fn named(pending: &[InFlight]) -> Vec<String> {
    let mut names: Vec<String> = pending
        .iter()
        .take(PENDING_NAMED)
        .map(InFlight::describe)
        .collect();
    if pending.len() > PENDING_NAMED {
        names.push(format!("… and {} more", pending.len() - PENDING_NAMED));
    }
    names
}

/// One round trip to the page, and one turn of its task queue when the input may have queued
/// something for it (see [`FLUSH_JS`], [`FLUSH_AFTER_TASK_JS`]); a navigation that replaces
/// the document meanwhile, or a page too busy to answer within [`FLUSH_LIMIT`], ends it early
/// (the reply says so for a busy page). A navigation parked meanwhile fails with `approval
/// needed`.
fn flush(d: &mut Driver, before: Before, queued: Queued) -> Result<(), Error> {
    let answer = race_park(
        d,
        cdp::Evaluate(json!({
            "expression": flush_js(queued),
            "awaitPromise": true,
            "returnByValue": true,
        })),
        before,
        FLUSH_LIMIT,
    );
    match answer {
        Err(e @ (Error::Parked { .. } | Error::Held { .. })) => Err(e),
        Ok(answer) => {
            let value = &answer["result"]["value"];
            if let Some(acts) = value[2].as_str() {
                d.queued = Queued::from_acts(acts);
            }
            d.saw(value);
            Ok(())
        }
        // G-09: the reply says it could not see everything the input started.
        Err(Error::Timeout { .. }) => {
            d.notes.push(format!(
                "the page did not answer within {}s of the input (its script was busy), so \
                 what the input started after that was not waited for (browse wait --idle waits for it)",
                FLUSH_LIMIT.as_secs()
            ));
            Ok(())
        }
        // The document went (a navigation): what follows looks at that.
        Err(_) => Ok(()),
    }
}

/// Whether the action started a main-frame navigation: one that began loading, committed, was
/// parked or refused, or one requested that begins within [`REQUESTED_BEGIN`].
fn navigation_started(d: &Driver, before: Before) -> bool {
    let begun = |s: &EventState| {
        s.started > before.started
            || s.navigated > before.navigated
            || s.parked > before.parked
            || s.refused > before.refused
            || s.downloads > before.downloads
    };
    if d.events.with(|s| begun(s)) {
        return true;
    }
    let requested = d.events.with(|s| s.requested > before.requested);
    requested && d.events.wait_until(Instant::now() + REQUESTED_BEGIN, begun)
}

/// Sends a command that a pending navigation may hold without blocking on its answer:
/// `Page.navigate` answers only once the document commits, and a promise awaited in the
/// old document only once it goes, which a parked navigation (B-12) does not do until it
/// is answered. Returns the command's answer, or [`Error::Parked`] when the guard parks a
/// navigation first (looked for every [`PARK_LOOK`] while the answer has not come).
pub(crate) fn race_park<M: cdp::Method>(
    d: &Driver,
    method: M,
    before: Before,
    limit: Duration,
) -> Result<Value, Error> {
    let answer = d.tab.send(M::NAME, method.params())?;
    let deadline = Instant::now() + limit;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if let Some(value) = answer.wait(left.min(PARK_LOOK))? {
            return Ok(value);
        }
        if left.is_zero() || d.events.with(|s| s.parked > before.parked) {
            break;
        }
    }
    check_parked(d, before)?;
    Err(Error::Timeout {
        what: "the page load".into(),
        secs: limit.as_secs(),
    })
}
