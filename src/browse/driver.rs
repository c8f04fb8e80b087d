//! The actions on the page (B-03..B-07, B-14), run inside the background process on one tab.
//!
//! After an action the driver waits (B-07): for the load when the action navigates (the
//! document's DOMContentLoaded, then its `load` for at most [`LOAD_GRACE`] more, also for pages
//! restored from the back/forward cache; a navigation that turns into a download ends the wait),
//! else until the DOM has been quiet for 150 ms (at most 3 s). Dialogs are accepted at once and
//! reported. Console messages and uncaught exceptions are collected from the moment the tab
//! exists.
//!
//! Every action is bounded (B-01): a watcher thread checks, when the action's time is up,
//! whether the page still answers; if its script keeps the renderer busy it is stopped
//! (`Runtime.terminateExecution`), and if the action still does not end, every call it waits on
//! is given up. The reply then says what was stopped and after how long.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant, SystemTime};

use base64::Engine;
use serde_json::{Value, json};

use super::Error;
use super::cdp::{self, call};
use super::devtools::{Connection, Page as Tab, Pipe};
use super::nav::{Guard, Signal};
use super::protocol::{
    Action, BrowserSettings, ConsoleLine, Held, NavApproval, PageReply, Screenshot, WaitFor,
};
use super::snapshot::{self, Clickable, Refs};
use super::targets::{self, DESCRIBE_JS, Element};
use crate::net::proxy::TopLevel;

/// Largest `read`, `html` or `snapshot` result (B-06).
pub(crate) const MAX_RESULT: usize = 100 * 1024;
/// Console messages kept per session.
const CONSOLE_KEPT: usize = 1000;
/// Console messages shown per reply (B-06).
const CONSOLE_SHOWN: usize = 200;
/// Longest console line.
const CONSOLE_LINE: usize = 500;
/// Navigations one action follows (a meta refresh or an on-load script that navigates at once
/// is part of the action that loaded its page).
const FOLLOWED_NAVIGATIONS: usize = 5;
/// A scheduled navigation due within this many seconds is part of the action.
const SCHEDULED_FOLLOWED_SECS: f64 = 1.0;
/// After DOMContentLoaded, how long a load waits for the `load` event (an image or script that
/// never answers must not fail the action, B-07).
const LOAD_GRACE: Duration = Duration::from_secs(3);
/// Dialogs kept per reply (a page can open them in a loop).
const DIALOGS_KEPT: usize = 20;
/// How long a page may take to answer a probe before it counts as busy.
const PROBE: Duration = Duration::from_millis(500);

/// What the tab's events told us, shared with the event thread.
#[derive(Debug, Default)]
struct EventState {
    console: VecDeque<ConsoleLine>,
    /// How many of `console`'s last entries are new since the last reply.
    fresh: usize,
    /// New messages that did not fit in the ring since the last reply.
    fresh_dropped: usize,
    dialogs: Vec<String>,
    /// Main-frame loads started.
    started: u64,
    /// Main-frame documents committed.
    navigated: u64,
    /// A navigation the main frame scheduled (meta refresh, a script), with its delay in
    /// seconds, until it starts or is cleared.
    scheduled: Option<f64>,
    /// True from a main-frame commit until the frame stops loading.
    loading: bool,
    /// `started` when the main frame last committed: more means the new page navigates on.
    started_at_commit: u64,
    /// Navigations parked for approval (B-12).
    parked: u64,
    /// Navigations of the tab the guard refused at once (a deny rule).
    refused: u64,
    /// Popups opened, and those whose first request was decided.
    popups_opened: u64,
    popups_decided: u64,
    /// Main-frame loads that stopped (with or without a new document).
    stopped: u64,
    /// Downloads the page started (refused: the browser saves none).
    downloads: u64,
    /// Dialogs not listed because there were too many.
    dialogs_dropped: u64,
    /// The page's renderer was killed to end the running action (B-01).
    renderer_killed: bool,
}

#[derive(Debug, Default)]
struct Events {
    state: Mutex<EventState>,
    changed: Condvar,
}

impl Events {
    fn with<R>(&self, f: impl FnOnce(&mut EventState) -> R) -> R {
        let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        let r = f(&mut s);
        self.changed.notify_all();
        r
    }

    fn push_console(&self, level: &str, text: &str) {
        let text: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let text = if text.chars().count() > CONSOLE_LINE {
            format!("{}…", text.chars().take(CONSOLE_LINE).collect::<String>())
        } else {
            text
        };
        self.with(|s| {
            if s.console.len() == CONSOLE_KEPT {
                s.console.pop_front();
                if s.fresh == CONSOLE_KEPT {
                    s.fresh_dropped += 1;
                    s.fresh -= 1;
                }
            }
            s.console.push_back(ConsoleLine {
                level: level.to_string(),
                text,
            });
            s.fresh += 1;
        });
    }

    /// Waits until `done` holds or `deadline` passes; true when it holds.
    fn wait_until(&self, deadline: Instant, done: impl Fn(&EventState) -> bool) -> bool {
        let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        loop {
            if done(&s) {
                return true;
            }
            let now = Instant::now();
            if now >= deadline {
                return false;
            }
            s = self
                .changed
                .wait_timeout(s, deadline - now)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }
}

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

/// Clickable elements without an interactive tag or role (B-05).
const CLICKABLES_JS: &str = r"(() => {
  const tags = new Set(['A','BUTTON','INPUT','SELECT','TEXTAREA','LABEL','SUMMARY','OPTION','HTML','BODY']);
  const roles = new Set(['button','link','checkbox','radio','tab','menuitem','option','switch','textbox','combobox']);
  const out = [];
  for (const e of document.querySelectorAll('body *')) {
    if (tags.has(e.tagName) || roles.has(e.getAttribute('role')) || e.closest('a,button')) continue;
    const own = e.hasAttribute('onclick') || (e.hasAttribute('tabindex') && e.tabIndex >= 0);
    const pointer = getComputedStyle(e).cursor === 'pointer';
    if (!own && !pointer) continue;
    const p = e.parentElement;
    if (!own && p && getComputedStyle(p).cursor === 'pointer') continue;
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    out.push(e);
    if (out.length >= 100) break;
  }
  return out;
})()";

/// The page's state counters before an action.
#[derive(Debug, Clone, Copy)]
struct Before {
    started: u64,
    navigated: u64,
    parked: u64,
    refused: u64,
    popups_opened: u64,
    /// The number the next parked navigation gets (B-12).
    mark: u64,
    stopped: u64,
    downloads: u64,
}

/// The driver of one tab.
pub(crate) struct Driver {
    conn: Arc<Connection>,
    tab: Tab,
    nav: Arc<Guard>,
    events: Arc<Events>,
    refs: Refs,
    screenshot_dir: PathBuf,
    shots: u64,
    /// Notes for the next reply (a load that did not finish, a download refused).
    notes: Vec<String>,
}

impl std::fmt::Debug for Driver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Driver").finish_non_exhaustive()
    }
}

impl Driver {
    /// Speaks DevTools over `pipe` and opens the session's tab; keeps `top` (the proxy's view of
    /// where the pages are, B-10) current.
    pub(crate) fn connect(
        pipe: Pipe,
        settings: &BrowserSettings,
        top: Arc<TopLevel>,
    ) -> Result<Driver, Error> {
        let events = Arc::new(Events::default());
        let (dialog_tx, dialog_rx) = std::sync::mpsc::channel::<()>();
        // The tab's target id (also its main frame's id) and session, once it exists.
        let main: Arc<OnceLock<(String, String)>> = Arc::default();
        let guard: Arc<OnceLock<Arc<Guard>>> = Arc::default();
        let listener_events = Arc::clone(&events);
        let listener_main = Arc::clone(&main);
        let listener_guard = Arc::clone(&guard);
        let dialog_tx = Mutex::new(dialog_tx);
        let listener_top = Arc::clone(&top);
        let conn = Connection::open(
            pipe,
            Box::new(move |method: &str, params: &Value, session: Option<&str>| {
                if let Some(g) = listener_guard.get() {
                    g.intake(method, params, session);
                }
                track_pages(method, params, session, &listener_top, &listener_events);
                // Only the tab's own events: a popup's console is not the page's.
                if let Some((frame, tab_session)) = listener_main.get()
                    && session == Some(tab_session.as_str())
                {
                    super::render::observe(method, params);
                    on_event(method, params, &listener_events, frame, &dialog_tx);
                }
            }),
        )?;
        let tab = Tab::create(&conn)?;
        let _ = main.set((tab.target_id.clone(), tab.session_id().to_string()));
        let signal_events = Arc::clone(&events);
        let nav = Guard::start(
            &conn,
            &tab.target_id,
            tab.session_id(),
            Duration::from_secs(settings.park_seconds.max(1)),
            Box::new(move |signal| {
                signal_events.with(|s| match signal {
                    Signal::Parked => s.parked += 1,
                    Signal::Refused => s.refused += 1,
                    Signal::PopupOpened => s.popups_opened += 1,
                    Signal::PopupDecided => s.popups_decided += 1,
                });
            }),
            top,
        )?;
        let _ = guard.set(Arc::clone(&nav));
        let dialog_tab = tab.clone();
        std::thread::Builder::new()
            .name("dialogs".into())
            .spawn(move || {
                // Sent without waiting: an alert loop must not hold this thread, and a stopped
                // action must not keep its dialog open.
                for () in dialog_rx {
                    dialog_tab.send_now("Page.handleJavaScriptDialog", json!({ "accept": true }));
                }
            })
            .map_err(|e| Error::Browser {
                message: e.to_string(),
            })?;
        // Downloads are refused (the session saves no file a page chose) and reported.
        conn.call(
            None,
            "Browser.setDownloadBehavior",
            json!({ "behavior": "deny", "eventsEnabled": true }),
        )?;
        call(&tab, cdp::PageEnable(json!({})))?;
        call(&tab, cdp::RuntimeEnable(json!({})))?;
        call(&tab, cdp::LogEnable(json!({})))?;
        nav.enable()?;
        call(
            &tab,
            cdp::DeviceMetrics(json!({
                "width": settings.width,
                "height": settings.height,
                "deviceScaleFactor": 1,
                "mobile": false,
            })),
        )?;
        Ok(Driver {
            conn,
            tab,
            nav,
            events,
            refs: Refs::default(),
            screenshot_dir: PathBuf::from(&settings.screenshot_dir),
            shots: 0,
            notes: Vec::new(),
        })
    }

    /// The session's tab, for a render (F-13) to read the page.
    pub(crate) fn tab(&self) -> &Tab {
        &self.tab
    }

    /// The browser's product and version, which also proves the connection works.
    pub(crate) fn browser_version(&self) -> Result<String, Error> {
        if self.conn.is_closed() {
            return Err(Error::Cdp {
                message: "the browser closed the DevTools connection".into(),
            });
        }
        let v = self.conn.call(None, "Browser.getVersion", json!({}))?;
        Ok(v["product"].as_str().unwrap_or_default().to_string())
    }

    /// Runs one action and returns its reply without the console and refusals, which the
    /// caller adds ([`Driver::take_console`]).
    pub(crate) fn perform(
        &mut self,
        action: &Action,
        load_timeout: Duration,
    ) -> Result<PageReply, Error> {
        let limit = match action {
            Action::Wait { timeout_secs, .. } | Action::Script { timeout_secs, .. } => {
                Duration::from_secs(*timeout_secs) + Duration::from_secs(1)
            }
            _ => load_timeout,
        };
        let _ = self.nav.take_let_through();
        let started = Instant::now();
        let watch = Watch::start(self, limit);
        let result = self.perform_bounded(action, load_timeout);
        let mut stopped = watch.finish();
        self.conn.resume();
        if self.events.with(|s| s.renderer_killed) {
            // A crashed tab answers nothing: a blank page gives the next action a live one.
            let _ = self.tab.call_within(
                "Page.navigate",
                json!({ "url": "about:blank" }),
                Duration::from_secs(5),
            );
        }
        // Ended by its own time limit while the page is still busy: stop the page's script
        // now, so the next action finds it answering.
        if stopped.is_none() && matches!(result, Err(Error::Timeout { .. })) {
            stopped = self.unwedge();
        }
        match stopped {
            Some(what) => Err(Error::Stopped {
                message: format!(
                    "{} stopped after {:.1}s (the limit is {}s): {what}",
                    action.verb(),
                    started.elapsed().as_secs_f64(),
                    limit.as_secs()
                ),
            }),
            None => result,
        }
    }

    /// Whether the page answers a trivial evaluation within [`PROBE`].
    fn answers(tab: &Tab) -> bool {
        matches!(
            tab.call_within("Runtime.evaluate", json!({ "expression": "1" }), PROBE),
            Ok(Some(_)) | Err(_)
        )
    }

    /// If the page's script keeps the renderer busy (and no navigation is parked, which also
    /// holds the renderer's answers), stops it; says what was stopped.
    fn unwedge(&self) -> Option<String> {
        if self.nav.tab_parked().is_some() || Driver::answers(&self.tab) {
            return None;
        }
        self.tab.send_now("Runtime.terminateExecution", json!({}));
        Some(if Driver::answers(&self.tab) {
            "the page's script kept the browser busy, so garuda-web stopped it \
             (Runtime.terminateExecution)"
                .to_string()
        } else {
            "the page's script kept the browser busy; garuda-web stopped it \
             (Runtime.terminateExecution) but the page still does not answer"
                .to_string()
        })
    }

    fn perform_bounded(
        &mut self,
        action: &Action,
        load_timeout: Duration,
    ) -> Result<PageReply, Error> {
        if let Some(held) = self.nav.tab_parked() {
            match action {
                Action::Open { .. } | Action::Back | Action::Forward | Action::Reload => {
                    self.nav
                        .deny_tab_parked(&format!("browse {} went elsewhere", action.verb()));
                }
                Action::Answer { .. } | Action::Console { .. } | Action::Status | Action::Close => {
                }
                // The tab can do nothing else until the navigation is answered.
                _ => {
                    return Err(Error::Parked {
                        id: held.id,
                        host: held.host,
                        rule: held.rule,
                    });
                }
            }
        }
        let result = self.perform_inner(action, load_timeout);
        if self.nav.tab_parked().is_none() {
            cdp::release(&self.tab);
        }
        result
    }

    fn perform_inner(
        &mut self,
        action: &Action,
        load_timeout: Duration,
    ) -> Result<PageReply, Error> {
        let mut reply = PageReply::default();
        self.nav.expect(None);
        let before = self.before();
        let mut navigated = false;
        match action {
            Action::Open { url } => {
                // B-11 approved this host already: the guard lets its first request go.
                self.nav.expect(Some(url));
                let answer = self.race_park(
                    cdp::Navigate(json!({ "url": url, "transitionType": "typed" })),
                    before,
                    load_timeout,
                )?;
                if let Some(text) = answer["errorText"].as_str().filter(|t| !t.is_empty()) {
                    return Err(Error::Navigation {
                        url: url.clone(),
                        reason: text.to_string(),
                        refused: false,
                    });
                }
                if answer["loaderId"].is_string() {
                    self.wait_for_load(before, load_timeout)?;
                }
                navigated = true;
            }
            Action::Back | Action::Forward => {
                let history = call(&self.tab, cdp::History(json!({})))?;
                let current = history["currentIndex"].as_i64().unwrap_or(0);
                let step = if matches!(action, Action::Back) {
                    -1
                } else {
                    1
                };
                let entries = history["entries"].as_array().cloned().unwrap_or_default();
                let Some(entry) = usize::try_from(current + step)
                    .ok()
                    .and_then(|i| entries.get(i))
                else {
                    return Err(Error::Usage {
                        message: format!(
                            "there is no page to go {} to",
                            if step < 0 { "back" } else { "forward" }
                        ),
                        hint: "open one with garuda-web browse open URL".into(),
                    });
                };
                // A page of the history was approved when it was first visited.
                self.nav.expect(entry["url"].as_str());
                self.race_park(
                    cdp::HistoryEntry(json!({ "entryId": entry["id"] })),
                    before,
                    load_timeout,
                )?;
                self.wait_for_load(before, load_timeout)?;
                navigated = true;
            }
            Action::Reload => {
                call(&self.tab, cdp::Reload(json!({})))?;
                self.wait_for_load(before, load_timeout)?;
                navigated = true;
            }
            Action::Snapshot { all } => {
                let text = self.snapshot_text(*all)?;
                let (text, cut) = cap(text);
                reply.result = Some(text);
                reply.truncated = cut.then(|| {
                    if *all {
                        "the snapshot is longer than 100 KiB; run it without --all".into()
                    } else {
                        "the snapshot is longer than 100 KiB; read one part with browse read TARGET"
                            .into()
                    }
                });
            }
            Action::Click { target } => {
                let el = self.resolve(target)?;
                let what = self.describe(&el);
                self.click(target, &el)?;
                navigated = self.settle(before, load_timeout)?;
                reply.result = Some(format!("clicked {what}"));
            }
            Action::Type {
                target,
                text,
                append,
                submit,
            } => {
                let el = self.resolve(target)?;
                self.type_into(target, &el, text, *append)?;
                if *submit {
                    self.press("Enter")?;
                }
                navigated = self.settle(before, load_timeout)?;
                let typed = text.chars().count();
                reply.result = Some(format!(
                    "typed {typed} {} into {}{}",
                    if typed == 1 {
                        "character"
                    } else {
                        "characters"
                    },
                    target,
                    if *submit { " and pressed Enter" } else { "" }
                ));
            }
            Action::Press { key } => {
                self.press(key)?;
                navigated = self.settle(before, load_timeout)?;
                reply.result = Some(format!("pressed {key}"));
            }
            Action::Select { target, value } => {
                let el = self.resolve(target)?;
                let chosen = self.select(target, &el, value)?;
                navigated = self.settle(before, load_timeout)?;
                reply.result = Some(format!("selected {chosen} in {target}"));
            }
            Action::Read { target } => {
                let text = match target {
                    None => {
                        cdp::eval_value(&self.tab, "document.body ? document.body.innerText : ''")?
                    }
                    Some(t) => {
                        let el = self.resolve(t)?;
                        cdp::call_on(
                            &self.tab,
                            &el.object_id,
                            "function() { return this.innerText ?? this.textContent ?? ''; }",
                            &[],
                        )?
                    }
                };
                let (text, cut) = cap(text.as_str().unwrap_or_default().to_string());
                reply.result = Some(text);
                reply.truncated = cut.then(|| {
                    "the text is longer than 100 KiB; read one part with browse read TARGET".into()
                });
            }
            Action::Html { target } => {
                let html = match target {
                    None => cdp::eval_value(
                        &self.tab,
                        "document.documentElement ? document.documentElement.outerHTML : ''",
                    )?,
                    Some(t) => {
                        let el = self.resolve(t)?;
                        cdp::call_on(
                            &self.tab,
                            &el.object_id,
                            "function() { return this.outerHTML; }",
                            &[],
                        )?
                    }
                };
                let (html, cut) = cap(html.as_str().unwrap_or_default().to_string());
                reply.result = Some(html);
                reply.truncated = cut.then(|| {
                    "the HTML is longer than 100 KiB; take one part with browse html TARGET".into()
                });
            }
            Action::Screenshot {
                target,
                full_page,
                path,
            } => {
                reply.screenshot = Some(self.screenshot(target.as_deref(), *full_page, path)?);
            }
            Action::Console { errors } => {
                let lines: Vec<ConsoleLine> = self.events.with(|s| {
                    s.console
                        .iter()
                        .filter(|l| !*errors || is_error(&l.level))
                        .cloned()
                        .collect()
                });
                let skip = lines.len().saturating_sub(CONSOLE_SHOWN);
                let mut text = String::new();
                if skip > 0 {
                    text.push_str(&format!("({skip} older messages not shown)\n"));
                }
                for l in &lines[skip..] {
                    text.push_str(&format!("{}: {}\n", l.level, l.text));
                }
                if lines.is_empty() {
                    text.push_str(if *errors {
                        "(no errors)\n"
                    } else {
                        "(no console messages)\n"
                    });
                }
                reply.result = Some(text);
            }
            Action::Wait {
                until,
                timeout_secs,
            } => {
                reply.result = Some(self.wait(until, Duration::from_secs(*timeout_secs))?);
                navigated = self.events.with(|s| s.navigated > before.navigated);
            }
            Action::Answer { id, answer } => {
                let resolved = self.nav.answer(*id, *answer)?;
                reply.result = Some(resolved.text);
                if resolved.approved && !resolved.held.popup {
                    self.wait_for_load(before, load_timeout)?;
                    navigated = true;
                }
            }
            Action::Script {
                source,
                timeout_secs,
                origin,
            } => {
                let value = super::script::run(
                    &self.tab,
                    source,
                    origin.as_deref(),
                    Duration::from_secs(*timeout_secs),
                )?;
                navigated = self.settle(before, load_timeout)?;
                reply.result = Some(value.text);
                reply.value = value.json;
                reply.truncated = value.truncated;
            }
            Action::Status
            | Action::Close
            | Action::PageInfo
            | Action::Record { .. }
            | Action::StopRecording
            | Action::Render { .. } => {}
        }
        if navigated {
            self.check_parked(before)?;
            reply.snapshot = Some(cap(self.snapshot_text(false)?).0);
        }
        Ok(reply)
    }

    /// The page's URL and title now.
    pub(crate) fn page_state(&self) -> (String, String) {
        // While the tab's navigation is parked only the browser side answers (B-12); a busy
        // page does not hold the reply either.
        if self.nav.tab_parked().is_none()
            && let Ok(Some(v)) = self.tab.call_within(
                "Runtime.evaluate",
                json!({ "expression": "[location.href, document.title]", "returnByValue": true }),
                Duration::from_secs(2),
            )
            && let (Some(url), Some(title)) = (
                v["result"]["value"][0].as_str(),
                v["result"]["value"][1].as_str(),
            )
        {
            return (url.to_string(), title.to_string());
        }
        let info = call(
            &self.tab,
            cdp::TargetInfo(json!({ "targetId": self.tab.target_id })),
        )
        .unwrap_or_default();
        let text = |k: &str| {
            info["targetInfo"][k]
                .as_str()
                .unwrap_or_default()
                .to_string()
        };
        (text("url"), text("title"))
    }

    /// Tells the navigation guard the latest request's rules (B-12).
    pub(crate) fn set_navigation_rules(&self, approval: NavApproval, deny: Vec<String>) {
        self.nav.set_approval(approval, deny);
    }

    /// The navigations waiting for an answer (B-12).
    pub(crate) fn parked(&self) -> Vec<Held> {
        self.nav.parked()
    }

    /// What became of parked navigations since the last reply, and the driver's own notes.
    pub(crate) fn take_navigation_notes(&mut self) -> Vec<String> {
        let mut notes = self.nav.take_notes();
        notes.append(&mut self.notes);
        notes
    }

    /// `host:port` of the tab's top-level loads let through during the last action.
    pub(crate) fn take_let_through(&self) -> Vec<(String, u16)> {
        self.nav.take_let_through()
    }

    /// Console lines and dialogs since the last reply; the number of lines dropped.
    pub(crate) fn take_console(&self) -> (Vec<ConsoleLine>, usize, Vec<String>) {
        self.events.with(|s| {
            let fresh = s.fresh.min(s.console.len());
            let start = s.console.len() - fresh;
            let lines: Vec<ConsoleLine> = s.console.iter().skip(start).cloned().collect();
            let skip = lines.len().saturating_sub(CONSOLE_SHOWN);
            let dropped = s.fresh_dropped + skip;
            s.fresh = 0;
            s.fresh_dropped = 0;
            let mut dialogs = std::mem::take(&mut s.dialogs);
            if s.dialogs_dropped > 0 {
                dialogs.push(format!("… and {} more dialogs", s.dialogs_dropped));
                s.dialogs_dropped = 0;
            }
            (lines.into_iter().skip(skip).collect(), dropped, dialogs)
        })
    }

    /// The compact (or full) snapshot of the page, making refs as needed.
    pub(crate) fn snapshot_text(&mut self, all: bool) -> Result<String, Error> {
        let loader = self.loader()?;
        let clickables = self.clickables().unwrap_or_default();
        let tree = call(&self.tab, cdp::AxTree(json!({})))?;
        let nodes = tree["nodes"].as_array().cloned().unwrap_or_default();
        let origin = cdp::eval_value(&self.tab, "location.origin")
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        Ok(snapshot::render(
            &nodes,
            &clickables,
            all,
            &loader,
            &origin,
            &mut self.refs,
        ))
    }

    fn clickables(&self) -> Result<Vec<Clickable>, Error> {
        let found = cdp::eval_elements(&self.tab, CLICKABLES_JS)?;
        Ok(found
            .into_iter()
            .map(|(backend, object_id)| {
                let text = cdp::call_on(
                    &self.tab,
                    &object_id,
                    "function() { return (this.innerText || this.getAttribute('aria-label') || this.title || '').trim(); }",
                    &[],
                )
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
                Clickable { backend, text }
            })
            .collect())
    }

    /// The main frame's current loader id (the document's identity for refs).
    fn loader(&self) -> Result<String, Error> {
        let tree = call(&self.tab, cdp::FrameTree(json!({})))?;
        Ok(tree["frameTree"]["frame"]["loaderId"]
            .as_str()
            .unwrap_or_default()
            .to_string())
    }

    fn resolve(&mut self, target: &str) -> Result<Element, Error> {
        let loader = self.loader()?;
        let tab = self.tab.clone();
        let result = targets::resolve_one(&tab, &mut self.refs, &loader, target, |_| String::new());
        if let Err(Error::StaleRef { target, .. }) = &result {
            let target = target.clone();
            return Err(Error::StaleRef {
                target,
                snapshot: self.snapshot_text(false).unwrap_or_default(),
            });
        }
        result
    }

    fn describe(&mut self, el: &Element) -> String {
        let loader = self.loader().unwrap_or_default();
        let r = self.refs.ref_for(&loader, el.backend);
        let what = cdp::call_on(&self.tab, &el.object_id, DESCRIBE_JS, &[])
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        format!("@e{r} {what}")
    }

    fn before(&self) -> Before {
        let mark = self.nav.mark();
        self.events.with(|s| Before {
            started: s.started,
            navigated: s.navigated,
            parked: s.parked,
            refused: s.refused,
            popups_opened: s.popups_opened,
            mark,
            stopped: s.stopped,
            downloads: s.downloads,
        })
    }

    /// Waits for a navigation that was started: a new document, then `readyState` complete.
    /// A navigation the new page schedules at once (a meta refresh, a script's `location =`
    /// on load) is waited for too, so it counts as part of the action. A navigation the guard
    /// parks ends the wait with [`Error::Parked`] (B-12).
    fn wait_for_load(&mut self, before: Before, limit: Duration) -> Result<(), Error> {
        let deadline = Instant::now() + limit;
        let timeout = || Error::Timeout {
            what: super::LOAD.into(),
            secs: limit.as_secs(),
        };
        let mut navigated = before.navigated;
        for _ in 0..FOLLOWED_NAVIGATIONS {
            let stopped_at = self.events.with(|s| s.stopped);
            if !self.events.wait_until(deadline, |s| {
                s.navigated > navigated
                    || s.parked > before.parked
                    || s.refused > before.refused
                    || s.downloads > before.downloads
                    || (s.stopped > stopped_at.max(before.stopped) && s.started > before.started)
            }) {
                return Err(timeout());
            }
            self.check_parked(before)?;
            // Refused by a deny rule, turned into a download, or answered without a document:
            // nothing loads, the page stays (the reply's notes say why).
            if self.events.with(|s| s.navigated == navigated) {
                if self.events.with(|s| s.downloads > before.downloads) {
                    self.notes.push(
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
                let state = self.race_park(
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
                        self.notes.push(format!(
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
            self.events.wait_until(soon, |s| !s.loading);
            let (scheduled, started) = self.events.with(|s| (s.scheduled, s.started_at_commit));
            let moving_on = |s: &EventState| s.started > started;
            let soon = scheduled.is_some_and(|d| d <= SCHEDULED_FOLLOWED_SECS);
            if !soon && !self.events.with(|s| moving_on(s)) {
                return Ok(());
            }
            let by = (Instant::now()
                + Duration::from_secs_f64(scheduled.unwrap_or_default() + 2.0))
            .min(deadline);
            self.events.wait_until(by, |s| {
                moving_on(s) || s.scheduled.is_none() || s.parked > before.parked
            });
            self.check_parked(before)?;
            if !self.events.with(|s| moving_on(s)) {
                return Ok(());
            }
            navigated = self.events.with(|s| s.navigated);
        }
        Ok(())
    }

    /// B-12: fails with [`Error::Parked`] when the guard parked a navigation since `before`.
    fn check_parked(&self, before: Before) -> Result<(), Error> {
        if self.events.with(|s| s.parked == before.parked) {
            return Ok(());
        }
        match self.nav.parked_since(before.mark).into_iter().next() {
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
    fn settle(&mut self, before: Before, limit: Duration) -> Result<bool, Error> {
        // A pending navigation holds the quiet check until the document goes: raced with the
        // guard, which may park that navigation meanwhile (B-12).
        let quiet = match self.race_park(
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
        if self.events.with(|s| s.popups_opened > before.popups_opened) {
            let by = Instant::now() + Duration::from_secs(3);
            self.events
                .wait_until(by, |s| s.popups_decided >= s.popups_opened);
        }
        let started = self.events.with(|s| s.started > before.started);
        if started || quiet.is_err() {
            self.wait_for_load(before, limit)?;
            return Ok(true);
        }
        self.check_parked(before)?;
        Ok(false)
    }

    /// Sends a command that a pending navigation may hold without blocking on its answer:
    /// `Page.navigate` answers only once the document commits, and a promise awaited in the
    /// old document only once it goes, which a parked navigation (B-12) does not do until it
    /// is answered. Returns the command's answer, or [`Error::Parked`] when the guard parks a
    /// navigation first.
    fn race_park<M: cdp::Method + Send + 'static>(
        &self,
        method: M,
        before: Before,
        limit: Duration,
    ) -> Result<Value, Error> {
        let tab = self.tab.clone();
        let events = Arc::clone(&self.events);
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
        self.events.wait_until(deadline, |s| {
            answered.load(Ordering::SeqCst) || s.parked > before.parked
        });
        if let Ok(answer) = rx.try_recv() {
            return answer;
        }
        self.check_parked(before)?;
        Err(Error::Timeout {
            what: "the page load".into(),
            secs: limit.as_secs(),
        })
    }

    fn click(&self, target: &str, el: &Element) -> Result<(), Error> {
        call(
            &self.tab,
            cdp::ScrollIntoView(json!({ "objectId": el.object_id })),
        )?;
        let probe = cdp::call_on(
            &self.tab,
            &el.object_id,
            r"function() {
              const r = this.getBoundingClientRect();
              const x = r.left + r.width / 2, y = r.top + r.height / 2;
              if (r.width === 0 || r.height === 0) return {hidden: true};
              const h = document.elementFromPoint(x, y);
              const ok = !h || h === this || this.contains(h) || (h.control && h.control === this)
                         || (this.labels && [...this.labels].some(l => l === h || l.contains(h)));
              return {x, y, covered: ok ? null : h};
            }",
            &[],
        )?;
        if probe["hidden"] == true {
            return Err(Error::WrongElement {
                message: format!("{target} is not visible (it has no size on the page)"),
            });
        }
        if !probe["covered"].is_null() {
            let by = self
                .covering_element(el)
                .unwrap_or_else(|| "another element".into());
            return Err(Error::Covered {
                target: target.to_string(),
                by,
            });
        }
        let (x, y) = (
            probe["x"].as_f64().unwrap_or_default(),
            probe["y"].as_f64().unwrap_or_default(),
        );
        for (kind, buttons) in [("mouseMoved", 0), ("mousePressed", 1), ("mouseReleased", 0)] {
            let mut params = json!({ "type": kind, "x": x, "y": y, "buttons": buttons });
            if kind != "mouseMoved" {
                params["button"] = json!("left");
                params["clickCount"] = json!(1);
            }
            call(&self.tab, cdp::MouseEvent(params))?;
        }
        Ok(())
    }

    /// Describes the element at the centre of `el` (the one that covers it).
    fn covering_element(&self, el: &Element) -> Option<String> {
        let found = cdp::call_on(
            &self.tab,
            &el.object_id,
            &format!(
                "function() {{ const r = this.getBoundingClientRect();
                  const h = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                  return h ? ({DESCRIBE_JS}).call(h) : null; }}"
            ),
            &[],
        )
        .ok()?;
        found.as_str().map(str::to_string)
    }

    fn type_into(&self, target: &str, el: &Element, text: &str, append: bool) -> Result<(), Error> {
        call(
            &self.tab,
            cdp::ScrollIntoView(json!({ "objectId": el.object_id })),
        )?;
        let focused = cdp::call_on(
            &self.tab,
            &el.object_id,
            r"function(append) {
              this.focus();
              const editable = this.isContentEditable;
              const field = !editable && typeof this.value === 'string';
              if (field) {
                if (append) { const n = this.value.length; try { this.setSelectionRange(n, n); } catch (e) {} }
                else if (typeof this.select === 'function') { this.select(); }
              } else if (editable) {
                const r = document.createRange(); r.selectNodeContents(this);
                if (append) r.collapse(false);
                const s = getSelection(); s.removeAllRanges(); s.addRange(r);
              }
              const a = document.activeElement;
              return (field || editable) && (a === this || this.contains(a));
            }",
            &[json!(append)],
        )?;
        if focused != true {
            return Err(Error::WrongElement {
                message: format!("{target} is not a text field one can type into"),
            });
        }
        if text.is_empty() {
            if !append {
                self.key_event("Backspace", 0)?;
            }
            return Ok(());
        }
        call(&self.tab, cdp::InsertText(json!({ "text": text })))?;
        Ok(())
    }

    fn select(&self, target: &str, el: &Element, value: &str) -> Result<String, Error> {
        let answer = cdp::call_on(
            &self.tab,
            &el.object_id,
            r"function(v) {
              if (this.tagName !== 'SELECT') return {error: 'not a select'};
              const opts = [...this.options];
              const o = opts.find(o => o.value === v) || opts.find(o => o.label.trim() === v || o.text.trim() === v);
              if (!o) return {error: 'no option', options: opts.slice(0, 20).map(o => o.label.trim())};
              this.value = o.value; o.selected = true;
              this.dispatchEvent(new Event('input', {bubbles: true}));
              this.dispatchEvent(new Event('change', {bubbles: true}));
              return {label: o.label.trim(), value: o.value};
            }",
            &[json!(value)],
        )?;
        match answer["error"].as_str() {
            Some("not a select") => Err(Error::WrongElement {
                message: format!("{target} is not a <select> list"),
            }),
            Some(_) => {
                let options: Vec<String> = answer["options"]
                    .as_array()
                    .map(|a| {
                        a.iter()
                            .filter_map(|o| o.as_str().map(|s| format!("\"{s}\"")))
                            .collect()
                    })
                    .unwrap_or_default();
                Err(Error::WrongElement {
                    message: format!(
                        "{target} has no option with the value or label \"{value}\"; it has {}",
                        options.join(", ")
                    ),
                })
            }
            None => Ok(format!(
                "\"{}\" (value {})",
                answer["label"].as_str().unwrap_or_default(),
                answer["value"].as_str().unwrap_or_default()
            )),
        }
    }

    fn press(&self, combo: &str) -> Result<(), Error> {
        let mut modifiers = 0;
        let parts: Vec<&str> = combo.split('+').collect();
        let (key, mods) = match parts.split_last() {
            Some((k, m)) if !k.is_empty() => (*k, m),
            _ => (combo, &[][..]),
        };
        for m in mods {
            modifiers |= match m.to_ascii_lowercase().as_str() {
                "alt" => 1,
                "control" | "ctrl" => 2,
                "meta" | "cmd" | "command" => 4,
                "shift" => 8,
                _ => {
                    return Err(Error::Usage {
                        message: format!("'{m}' in '{combo}' is not a modifier key"),
                        hint: "modifiers are Alt, Control, Meta and Shift, e.g. Control+a".into(),
                    });
                }
            };
        }
        self.key_event(key, modifiers)
    }

    fn key_event(&self, key: &str, modifiers: i64) -> Result<(), Error> {
        let Some(k) = key_info(key) else {
            return Err(Error::Usage {
                message: format!("'{key}' is not a key garuda-web knows"),
                hint: "use a character or Enter, Tab, Escape, Backspace, Delete, Space, \
                       ArrowUp/Down/Left/Right, Home, End, PageUp, PageDown"
                    .into(),
            });
        };
        let plain = modifiers & 0b111 == 0;
        let mut down = json!({
            "type": if plain && k.text.is_some() { "keyDown" } else { "rawKeyDown" },
            "key": k.key,
            "code": k.code,
            "windowsVirtualKeyCode": k.code_num,
            "nativeVirtualKeyCode": k.code_num,
            "modifiers": modifiers,
        });
        if plain && let Some(text) = &k.text {
            down["text"] = json!(text);
            down["unmodifiedText"] = json!(text);
        }
        call(&self.tab, cdp::KeyEvent(down))?;
        call(
            &self.tab,
            cdp::KeyEvent(json!({
                "type": "keyUp",
                "key": k.key,
                "code": k.code,
                "windowsVirtualKeyCode": k.code_num,
                "nativeVirtualKeyCode": k.code_num,
                "modifiers": modifiers,
            })),
        )?;
        Ok(())
    }

    fn screenshot(
        &mut self,
        target: Option<&str>,
        full_page: bool,
        path: &Option<String>,
    ) -> Result<Screenshot, Error> {
        let mut params = json!({ "format": "png", "fromSurface": true });
        if let Some(t) = target {
            let el = self.resolve(t)?;
            call(
                &self.tab,
                cdp::ScrollIntoView(json!({ "objectId": el.object_id })),
            )?;
            let rect = cdp::call_on(
                &self.tab,
                &el.object_id,
                "function() { const r = this.getBoundingClientRect();
                  return [r.left + scrollX, r.top + scrollY, r.width, r.height]; }",
                &[],
            )?;
            let n = |i: usize| rect[i].as_f64().unwrap_or_default();
            if n(2) < 1.0 || n(3) < 1.0 {
                return Err(Error::WrongElement {
                    message: format!("{t} is not visible (it has no size on the page)"),
                });
            }
            params["clip"] =
                json!({ "x": n(0), "y": n(1), "width": n(2), "height": n(3), "scale": 1 });
            params["captureBeyondViewport"] = json!(true);
        } else if full_page {
            let metrics = call(&self.tab, cdp::LayoutMetrics(json!({})))?;
            let size = &metrics["cssContentSize"];
            params["clip"] = json!({
                "x": 0, "y": 0,
                "width": size["width"].as_f64().unwrap_or(1.0).max(1.0),
                "height": size["height"].as_f64().unwrap_or(1.0).max(1.0),
                "scale": 1,
            });
            params["captureBeyondViewport"] = json!(true);
        }
        let shot = call(&self.tab, cdp::Screenshot(params))?;
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().unwrap_or_default())
            .map_err(|e| Error::Browser {
                message: format!("the screenshot is not valid base64: {e}"),
            })?;
        let (width, height) = png_size(&bytes).ok_or_else(|| Error::Browser {
            message: "the browser's screenshot is not a PNG".into(),
        })?;
        let file = match path {
            Some(p) => PathBuf::from(p),
            None => {
                self.shots += 1;
                create_private_dir(&self.screenshot_dir)?;
                self.screenshot_dir
                    .join(format!("{}-{}.png", timestamp(), self.shots))
            }
        };
        write_private(&file, &bytes)?;
        Ok(Screenshot {
            path: file.display().to_string(),
            bytes: bytes.len() as u64,
            width,
            height,
        })
    }

    fn wait(&mut self, until: &WaitFor, limit: Duration) -> Result<String, Error> {
        let started = Instant::now();
        let deadline = started + limit;
        let what = match until {
            WaitFor::Text(t) => format!("the text \"{t}\""),
            WaitFor::Gone(t) => format!("the text \"{t}\" going away"),
            WaitFor::Target(t) => t.clone(),
            WaitFor::Url(g) => format!("a URL matching {g}"),
        };
        loop {
            let done = match until {
                WaitFor::Text(t) | WaitFor::Gone(t) => {
                    let quoted = serde_json::to_string(t).unwrap_or_default();
                    let found = cdp::eval_value(
                        &self.tab,
                        &format!("!!document.body && document.body.innerText.includes({quoted})"),
                    )
                    .ok()
                    .and_then(|v| v.as_bool());
                    matches!(
                        (until, found),
                        (WaitFor::Text(_), Some(true)) | (WaitFor::Gone(_), Some(false))
                    )
                }
                WaitFor::Target(t) => match self.resolve(t) {
                    Ok(_) => true,
                    Err(Error::NoMatch { .. } | Error::Cdp { .. } | Error::Script { .. }) => false,
                    Err(other) => return Err(other),
                },
                WaitFor::Url(glob) => glob_match(glob, &self.page_state().0),
            };
            cdp::release(&self.tab);
            if done {
                return Ok(format!(
                    "found {what} after {:.1}s",
                    started.elapsed().as_secs_f64()
                ));
            }
            if Instant::now() >= deadline {
                return Err(Error::Timeout {
                    what,
                    secs: limit.as_secs(),
                });
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
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

/// The watcher of one running action (B-01): when its time is up and it still runs, stops a
/// busy page script, and a second and a half later gives up every call the action waits on.
struct Watch {
    done: Arc<(Mutex<bool>, Condvar)>,
    what: Arc<Mutex<Option<String>>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Watch {
    fn start(driver: &Driver, limit: Duration) -> Watch {
        let done: Arc<(Mutex<bool>, Condvar)> = Arc::default();
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
                let finished = |within: Duration| {
                    let (lock, cv) = &*thread_done;
                    let guard = lock.lock().unwrap_or_else(|p| p.into_inner());
                    let (guard, _) = cv
                        .wait_timeout_while(guard, within, |d| !*d)
                        .unwrap_or_else(|p| p.into_inner());
                    *guard
                };
                // The probe takes up to PROBE: it starts that much early, so a busy page is
                // told to stop when the time is up.
                if finished(limit.saturating_sub(PROBE)) {
                    return;
                }
                let busy = nav.tab_parked().is_none() && !Driver::answers(&tab);
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

    /// Ends the watch; what it stopped, if anything.
    fn finish(mut self) -> Option<String> {
        {
            let (lock, cv) = &*self.done;
            *lock.lock().unwrap_or_else(|p| p.into_inner()) = true;
            cv.notify_all();
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        self.what.lock().unwrap_or_else(|p| p.into_inner()).take()
    }
}

fn on_event(
    method: &str,
    params: &Value,
    events: &Events,
    main_frame: &str,
    dialogs: &Mutex<std::sync::mpsc::Sender<()>>,
) {
    let text = |v: &Value| match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    };
    match method {
        "Runtime.consoleAPICalled" => {
            let level = params["type"].as_str().unwrap_or("log");
            let parts: Vec<String> = params["args"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|a| match a.get("value") {
                    Some(v) if !v.is_null() => text(v),
                    _ => text(&a["description"]),
                })
                .collect();
            events.push_console(level, &parts.join(" "));
        }
        "Runtime.exceptionThrown" => {
            let d = &params["exceptionDetails"];
            let message = d["exception"]["description"]
                .as_str()
                .or_else(|| d["text"].as_str())
                .unwrap_or("uncaught exception");
            events.push_console("exception", message.lines().next().unwrap_or_default());
        }
        "Log.entryAdded" => {
            let entry = &params["entry"];
            events.push_console(
                entry["level"].as_str().unwrap_or("info"),
                entry["text"].as_str().unwrap_or_default(),
            );
        }
        "Page.javascriptDialogOpening" => {
            let kind = params["type"].as_str().unwrap_or("dialog");
            let message: String = params["message"]
                .as_str()
                .unwrap_or_default()
                .chars()
                .take(300)
                .collect();
            events.with(|s| {
                if s.dialogs.len() < DIALOGS_KEPT {
                    s.dialogs.push(format!("{kind}: {message} (accepted)"));
                } else {
                    s.dialogs_dropped += 1;
                }
            });
            let _ = dialogs.lock().map(|tx| tx.send(()));
        }
        "Page.frameStartedLoading" if params["frameId"] == main_frame => {
            events.with(|s| s.started += 1);
        }
        "Page.frameNavigated" if params["frame"].get("parentId").is_none() => {
            events.with(|s| {
                s.navigated += 1;
                s.loading = true;
                s.started_at_commit = s.started;
            });
        }
        "Page.frameStoppedLoading" if params["frameId"] == main_frame => {
            events.with(|s| {
                s.loading = false;
                s.stopped += 1;
            });
        }
        "Page.frameScheduledNavigation" if params["frameId"] == main_frame => {
            let delay = params["delay"].as_f64().unwrap_or_default();
            events.with(|s| s.scheduled = Some(delay));
        }
        "Page.frameClearedScheduledNavigation" if params["frameId"] == main_frame => {
            events.with(|s| s.scheduled = None);
        }
        _ => {}
    }
}

/// Keeps the proxy's view of where every page is (B-10), and counts downloads.
fn track_pages(
    method: &str,
    params: &Value,
    session: Option<&str>,
    top: &TopLevel,
    events: &Events,
) {
    match method {
        "Target.targetCreated" | "Target.targetInfoChanged"
            if params["targetInfo"]["type"] == "page" =>
        {
            let info = &params["targetInfo"];
            top.committed(
                info["targetId"].as_str().unwrap_or_default(),
                info["url"].as_str().unwrap_or_default(),
            );
        }
        "Target.targetDestroyed" => {
            top.gone(params["targetId"].as_str().unwrap_or_default());
        }
        "Page.frameNavigated" if session.is_some() && params["frame"].get("parentId").is_none() => {
            // The main frame's id is its target's id.
            top.committed(
                params["frame"]["id"].as_str().unwrap_or_default(),
                params["frame"]["url"].as_str().unwrap_or_default(),
            );
        }
        "Browser.downloadWillBegin" | "Page.downloadWillBegin" => {
            events.with(|s| s.downloads += 1);
        }
        _ => {}
    }
}

fn is_error(level: &str) -> bool {
    matches!(level, "error" | "exception" | "assert")
}

/// Cuts `text` to [`MAX_RESULT`] bytes at a character boundary; true when it was cut.
fn cap(mut text: String) -> (String, bool) {
    if text.len() <= MAX_RESULT {
        return (text, false);
    }
    let mut end = MAX_RESULT;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text.truncate(end);
    (text, true)
}

struct KeyInfo {
    key: String,
    code: String,
    code_num: i64,
    text: Option<String>,
}

fn key_info(name: &str) -> Option<KeyInfo> {
    let named = |key: &str, code: &str, n: i64, text: Option<&str>| KeyInfo {
        key: key.into(),
        code: code.into(),
        code_num: n,
        text: text.map(str::to_string),
    };
    Some(match name.to_ascii_lowercase().as_str() {
        "enter" | "return" => named("Enter", "Enter", 13, Some("\r")),
        "tab" => named("Tab", "Tab", 9, None),
        "escape" | "esc" => named("Escape", "Escape", 27, None),
        "backspace" => named("Backspace", "Backspace", 8, None),
        "delete" | "del" => named("Delete", "Delete", 46, None),
        "space" => named(" ", "Space", 32, Some(" ")),
        "arrowup" | "up" => named("ArrowUp", "ArrowUp", 38, None),
        "arrowdown" | "down" => named("ArrowDown", "ArrowDown", 40, None),
        "arrowleft" | "left" => named("ArrowLeft", "ArrowLeft", 37, None),
        "arrowright" | "right" => named("ArrowRight", "ArrowRight", 39, None),
        "home" => named("Home", "Home", 36, None),
        "end" => named("End", "End", 35, None),
        "pageup" => named("PageUp", "PageUp", 33, None),
        "pagedown" => named("PageDown", "PageDown", 34, None),
        _ => {
            let mut chars = name.chars();
            let c = chars.next()?;
            if chars.next().is_some() {
                return None;
            }
            let upper = c.to_ascii_uppercase();
            let (code, n) = if c.is_ascii_alphabetic() {
                (format!("Key{upper}"), upper as i64)
            } else if c.is_ascii_digit() {
                (format!("Digit{c}"), c as i64)
            } else {
                (String::new(), 0)
            };
            KeyInfo {
                key: c.to_string(),
                code,
                code_num: n,
                text: Some(c.to_string()),
            }
        }
    })
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    if bytes.len() < 24 || &bytes[..8] != b"\x89PNG\r\n\x1a\n" || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let w = u32::from_be_bytes(bytes[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(bytes[20..24].try_into().ok()?);
    Some((w, h))
}

/// `yyyymmdd-hhmmss` in UTC.
fn timestamp() -> String {
    let text = humantime::format_rfc3339_seconds(SystemTime::now()).to_string();
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    format!(
        "{}-{}",
        &digits[..8.min(digits.len())],
        &digits[8.min(digits.len())..]
    )
}

/// Creates the screenshots folder 0700 (G-04).
fn create_private_dir(dir: &Path) -> Result<(), Error> {
    crate::fs::create_private_dir(dir).map_err(|e| Error::Browser {
        message: format!("cannot create {}: {e}", dir.display()),
    })
}

/// Writes the screenshot 0600 (G-04), in place, so `-o /dev/stdout` writes through.
fn write_private(file: &Path, bytes: &[u8]) -> Result<(), Error> {
    crate::fs::write_private_in_place(file, bytes).map_err(|e| Error::Usage {
        message: format!("cannot write the screenshot to {}: {e}", file.display()),
        hint: "give -o a path in a folder you can write to".into(),
    })
}

/// Matches `text` against a glob where `*` is any run of characters and `?` one character.
pub(crate) fn glob_match(glob: &str, text: &str) -> bool {
    let g: Vec<char> = glob.chars().collect();
    let t: Vec<char> = text.chars().collect();
    let (mut gi, mut ti) = (0usize, 0usize);
    let (mut star, mut mark) = (None, 0usize);
    while ti < t.len() {
        if gi < g.len() && (g[gi] == '?' || g[gi] == t[ti]) {
            gi += 1;
            ti += 1;
        } else if gi < g.len() && g[gi] == '*' {
            star = Some(gi);
            mark = ti;
            gi += 1;
        } else if let Some(s) = star {
            gi = s + 1;
            mark += 1;
            ti = mark;
        } else {
            return false;
        }
    }
    while gi < g.len() && g[gi] == '*' {
        gi += 1;
    }
    gi == g.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b07_url_glob() {
        assert!(glob_match("*/done*", "http://127.0.0.1:5/done?x=1"));
        assert!(glob_match("http://a.test/?", "http://a.test/x"));
        assert!(!glob_match("*/done", "http://a.test/donex"));
    }

    #[test]
    fn b06_cap_keeps_characters_whole() {
        let text = "é".repeat(MAX_RESULT);
        let (cut, was) = cap(text);
        assert!(was && cut.len() <= MAX_RESULT && cut.chars().all(|c| c == 'é'));
    }

    #[test]
    fn b14_png_size() {
        let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
        png.extend_from_slice(&1280u32.to_be_bytes());
        png.extend_from_slice(&800u32.to_be_bytes());
        assert_eq!(png_size(&png), Some((1280, 800)));
    }
}
