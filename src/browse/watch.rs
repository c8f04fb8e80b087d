//! The bound of every action (B-01): page JavaScript cannot hold the session. A watcher thread
//! checks, when the action's time is up, whether the page still answers; if its script keeps
//! the renderer busy it is stopped (`Runtime.terminateExecution`), and if the action still does
//! not end, the page's renderer is killed or every call the action waits on is given up. The
//! reply then says what was stopped and after how long.

use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use serde_json::json;

use super::Error;
use super::devtools::{Connection, Page as Tab};
use super::driver::Driver;
use super::events::Events;

/// How long a page may take to answer a probe before it counts as busy.
const PROBE: Duration = Duration::from_millis(500);
/// How long after answering a probe a page must open no alert to count as answering: a loop
/// of alert() opens the next one within milliseconds of the last being accepted.
const ALERT_QUIET: Duration = Duration::from_millis(250);

/// Runs `f` on the driver within `limit` (B-01); `what` names it in the error when it had to
/// be stopped.
pub(crate) fn bounded<T>(
    d: &mut Driver,
    what: &str,
    limit: Duration,
    f: impl FnOnce(&mut Driver) -> Result<T, Error>,
) -> Result<T, Error> {
    let started = Instant::now();
    let watch = Watch::start(d, limit);
    let result = f(d);
    let mut stopped = watch.finish();
    d.conn.resume();
    // Ended by its own time limit, or stopped by the watcher, while the page may still be busy:
    // make sure the next action finds it answering (a loop of alert() outlives
    // Runtime.terminateExecution, and nothing else of this action waits long enough for the
    // watcher to end the renderer).
    if (stopped.is_some() || matches!(result, Err(Error::Timeout { .. })))
        && !d.events.with(|s| s.renderer_killed)
    {
        stopped = unwedge(d, stopped);
    }
    if d.events.with(|s| s.renderer_killed) {
        // A crashed tab answers nothing: a blank page gives the next action a live one.
        let _ = d.tab.call_within(
            "Page.navigate",
            json!({ "url": "about:blank" }),
            Duration::from_secs(5),
        );
    }
    match stopped {
        Some(why) => Err(Error::Stopped {
            message: format!(
                "{what} stopped after {:.1}s (the limit is {}s): {why}",
                started.elapsed().as_secs_f64(),
                limit.as_secs()
            ),
        }),
        None => result,
    }
}

/// Whether the page answers a trivial evaluation within [`PROBE`] and then opens no alert for
/// [`ALERT_QUIET`]: a loop of alert() can answer between two alerts, and outlives
/// `Runtime.terminateExecution`.
fn answers(tab: &Tab, events: &Events) -> bool {
    let alerts = events.with(|s| s.alerts_opened);
    let answered = matches!(
        tab.call_within("Runtime.evaluate", json!({ "expression": "1" }), PROBE),
        Ok(Some(_)) | Err(_)
    );
    answered && !events.wait_until(Instant::now() + ALERT_QUIET, |s| s.alerts_opened != alerts)
}

/// If the page's script keeps the renderer busy (and no navigation is parked, which also
/// holds the renderer's answers), stops it (unless `said` tells it was stopped already), and
/// when the page still does not answer, ends its renderer; says what was stopped.
fn unwedge(driver: &Driver, said: Option<String>) -> Option<String> {
    if driver.nav.tab_parked().is_some() || answers(&driver.tab, &driver.events) {
        return said;
    }
    if said.is_none() {
        driver.tab.send_now("Runtime.terminateExecution", json!({}));
        if answers(&driver.tab, &driver.events) {
            return Some(
                "the page's script kept the browser busy, so garuda-web stopped it \
                 (Runtime.terminateExecution)"
                    .to_string(),
            );
        }
    }
    if kill_renderers(&driver.conn) {
        driver.events.with(|s| s.renderer_killed = true);
        return Some(
            "the page's script kept the browser busy and did not stop when told \
             (Runtime.terminateExecution), so garuda-web ended the page's renderer; the tab is \
             blank now"
                .to_string(),
        );
    }
    Some(
        "the page's script kept the browser busy; garuda-web stopped it \
         (Runtime.terminateExecution) but the page still does not answer"
            .to_string(),
    )
}

/// SIGKILLs the browser's renderer processes (the page's JavaScript runs there; the browser
/// process survives and shows the tab as crashed); true when one was killed.
fn kill_renderers(conn: &Connection) -> bool {
    let Ok(Some(info)) = conn.call_within(
        None,
        "SystemInfo.getProcessInfo",
        json!({}),
        Duration::from_secs(1),
    ) else {
        return false;
    };
    let mut killed = false;
    for p in info["processInfo"].as_array().into_iter().flatten() {
        if p["type"] == "renderer"
            && let Some(pid) = p["id"].as_i64().and_then(|n| i32::try_from(n).ok())
        {
            killed |= nix::sys::signal::kill(
                nix::unistd::Pid::from_raw(pid),
                nix::sys::signal::Signal::SIGKILL,
            )
            .is_ok();
        }
    }
    killed
}

/// Where the watcher of one action is.
#[derive(Debug, Default)]
struct Stage {
    /// The action ended.
    done: bool,
    /// The watcher found the action still running at its time and acts on it: the action's
    /// end waits for the watcher then, and only then.
    acting: bool,
}

/// The watcher of one running action (B-01): when its time is up and it still runs, stops a
/// busy page script, and a second and a half later gives up every call the action waits on.
struct Watch {
    done: Arc<(Mutex<Stage>, Condvar)>,
    what: Arc<Mutex<Option<String>>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Watch {
    /// Starts watching the action that begins now, with `limit` as its time.
    fn start(driver: &Driver, limit: Duration) -> Watch {
        let done: Arc<(Mutex<Stage>, Condvar)> = Arc::default();
        let what: Arc<Mutex<Option<String>>> = Arc::default();
        let (conn, tab, nav, events) = (
            Arc::clone(&driver.conn),
            driver.tab.clone(),
            Arc::clone(&driver.nav),
            Arc::clone(&driver.events),
        );
        events.with(|s| s.renderer_killed = false);
        let (thread_done, thread_what) = (Arc::clone(&done), Arc::clone(&what));
        let thread = std::thread::Builder::new()
            .name("action-watch".into())
            .spawn(move || {
                // True when the action ended within `within`; else the watcher acts from
                // now on (under the same lock, so the action's end knows to wait for it).
                let finished = |within: Duration| {
                    let (lock, cv) = &*thread_done;
                    let guard = lock.lock().unwrap_or_else(|p| p.into_inner());
                    let (mut guard, _) = cv
                        .wait_timeout_while(guard, within, |s| !s.done)
                        .unwrap_or_else(|p| p.into_inner());
                    guard.acting |= !guard.done;
                    guard.done
                };
                // The probe takes up to PROBE: it starts that much early, so a busy page is
                // told to stop when the time is up.
                if finished(limit.saturating_sub(PROBE)) {
                    return;
                }
                let busy = nav.tab_parked().is_none() && !answers(&tab, &events);
                if busy {
                    tab.send_now("Runtime.terminateExecution", json!({}));
                    *thread_what.lock().unwrap_or_else(|p| p.into_inner()) = Some(
                        "the page's script kept the browser busy, so garuda-web stopped it \
                         (Runtime.terminateExecution)"
                            .into(),
                    );
                }
                if finished(Duration::from_millis(600)) {
                    return;
                }
                // Still held (a loop of alert() is not stopped by terminateExecution): end the
                // page's renderer; the tab is left blank for the next action.
                let killed = busy && kill_renderers(&conn);
                if killed {
                    events.with(|s| s.renderer_killed = true);
                }
                let mut w = thread_what.lock().unwrap_or_else(|p| p.into_inner());
                let text = if killed {
                    "the page's script kept the browser busy and did not stop when told \
                     (Runtime.terminateExecution), so garuda-web ended the page's renderer; the \
                     tab is blank now"
                        .to_string()
                } else {
                    let said = w.take().map(|t| format!("{t}, and ")).unwrap_or_default();
                    format!("{said}garuda-web gave up waiting for the browser")
                };
                conn.stop_calls(&text);
                *w = Some(text);
            })
            .ok();
        Watch { done, what, thread }
    }

    /// Ends the watch; what it stopped, if anything. A watcher still waiting for the action's
    /// time is left to end by itself (nothing to wait for); one that acts is waited for.
    fn finish(mut self) -> Option<String> {
        let acting = {
            let (lock, cv) = &*self.done;
            let mut stage = lock.lock().unwrap_or_else(|p| p.into_inner());
            stage.done = true;
            cv.notify_all();
            stage.acting
        };
        if let Some(t) = self.thread.take()
            && acting
        {
            let _ = t.join();
        }
        self.what.lock().unwrap_or_else(|p| p.into_inner()).take()
    }
}
