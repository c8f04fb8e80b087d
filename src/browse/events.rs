//! What the tab's DevTools events told the background process (B-06, B-07): console messages
//! and uncaught exceptions (collected from the moment the tab exists), dialogs, the requests
//! in flight (read by [`super::network`]), and counters of the main frame's loads that an
//! action compares before and after itself to know what it caused. The DevTools reader thread writes here ([`on_event`], [`track_pages`]); the action's
//! thread reads and waits ([`Events::wait_until`]).

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex};
use std::time::Instant;

use serde_json::Value;

use super::console_noise::{self, BrowserOwn};
use super::network::{self, Requests};
use super::protocol::{ConsoleLine, HeldDialog};
use crate::net::proxy::TopLevel;

/// Console messages kept per session.
const CONSOLE_KEPT: usize = 1000;
/// Longest console line.
const CONSOLE_LINE: usize = 500;
/// Console messages shown per reply and by `console` (B-06).
pub(crate) const CONSOLE_SHOWN: usize = 200;
/// Dialogs kept per reply (a page can open them in a loop).
const DIALOGS_KEPT: usize = 20;
/// Longest dialog text kept (B-18).
const DIALOG_TEXT: usize = 300;

/// What the tab's events told us, shared with the event thread.
#[derive(Debug, Default)]
pub(crate) struct EventState {
    /// The session's console messages, oldest first (at most [`CONSOLE_KEPT`]).
    pub(crate) console: VecDeque<ConsoleLine>,
    /// How many of `console`'s last entries are new since the last reply.
    pub(crate) fresh: usize,
    /// New messages that did not fit in the ring since the last reply.
    pub(crate) fresh_dropped: usize,
    /// Dialogs accepted since the last reply.
    pub(crate) dialogs: Vec<String>,
    /// Main-frame loads started.
    pub(crate) started: u64,
    /// Main-frame navigations the page requested in the tab (they may still be cancelled).
    pub(crate) requested: u64,
    /// Navigations the page requested into a new tab or window (`target=_blank`).
    pub(crate) popups_requested: u64,
    /// Main-frame documents committed.
    pub(crate) navigated: u64,
    /// The tab's requests (B-07).
    pub(crate) requests: Requests,
    /// The tab's requests that are the browser's own (its favicon, B-06).
    pub(crate) browser_own: BrowserOwn,
    /// A navigation the main frame scheduled (meta refresh, a script), with its delay in
    /// seconds, until it starts or is cleared.
    pub(crate) scheduled: Option<f64>,
    /// True from a main-frame commit until the frame stops loading.
    pub(crate) loading: bool,
    /// `started` when the main frame last committed: more means the new page navigates on.
    pub(crate) started_at_commit: u64,
    /// Navigations parked for approval (B-12).
    pub(crate) parked: u64,
    /// Navigations of the tab the guard refused at once (a deny rule).
    pub(crate) refused: u64,
    /// Popups opened.
    pub(crate) popups_opened: u64,
    /// Popups whose first request was decided.
    pub(crate) popups_decided: u64,
    /// Main-frame loads that stopped (with or without a new document).
    pub(crate) stopped: u64,
    /// The main document's DOMContentLoaded and load events seen: a load waits for these
    /// instead of asking again after a pause.
    pub(crate) lifecycle: u64,
    /// Downloads the page started (refused: the browser saves none).
    pub(crate) downloads: u64,
    /// Main-frame navigations answered with no page to show and nothing to save (a 204 or
    /// 205, B-07): they end there, the page stays.
    pub(crate) without_page: u64,
    /// The status of the latest of those.
    pub(crate) without_page_status: u16,
    /// `stopped` when the main frame last started loading: more means that load has stopped
    /// (with or without a new document).
    pub(crate) stopped_at_start: u64,
    /// Dialogs not listed because there were too many.
    pub(crate) dialogs_dropped: u64,
    /// Alerts the tab opened, ever: a page that keeps opening them is still busy, even when it
    /// answers a probe between two of them (B-01).
    pub(crate) alerts_opened: u64,
    /// The page's renderer was killed to end the running action (B-01).
    pub(crate) renderer_killed: bool,
    /// The confirm, prompt or beforeunload dialog that waits for the agent's answer (B-18).
    pub(crate) dialog: Option<HeldDialog>,
    /// Confirm, prompt and beforeunload dialogs held open in other tabs than the active one
    /// (B-17, B-18), by their page's DevTools session.
    pub(crate) dialogs_elsewhere: Vec<(String, HeldDialog)>,
    /// Alerts of other tabs accepted since the last reply, by their page's session.
    pub(crate) alerts_elsewhere: Vec<(String, String)>,
    /// The drag data of an HTML5 drag the browser held back for `drag` (B-19:
    /// `Input.dragIntercepted`), until the drag drops it.
    pub(crate) drag_data: Option<Value>,
}

/// What a dialog event asks of the driver (B-18).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum DialogSeen {
    /// An alert: accept it at once (its text is in the reply).
    Alert,
    /// A confirm, prompt or beforeunload is held for the agent: the tab's renderer waits, so
    /// calls to it must fail at once, saying this.
    Held(String),
    /// The dialog closed (answered, or its page went away).
    Closed,
}

/// The tab's event state and the condition variable its waiters sleep on.
#[derive(Debug, Default)]
pub(crate) struct Events {
    state: Mutex<EventState>,
    changed: Condvar,
}

/// The page's state counters before an action, to tell what the action caused.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Before {
    /// Main-frame loads started.
    pub(crate) started: u64,
    /// Main-frame navigations requested.
    pub(crate) requested: u64,
    /// Navigations requested into a new tab or window.
    pub(crate) popups_requested: u64,
    /// Requests of the kinds an action waits for, sent so far.
    pub(crate) requests_sent: u64,
    /// Main-frame documents committed.
    pub(crate) navigated: u64,
    /// Navigations parked.
    pub(crate) parked: u64,
    /// Navigations refused at once.
    pub(crate) refused: u64,
    /// Popups opened.
    pub(crate) popups_opened: u64,
    /// The number the next parked navigation gets (B-12).
    pub(crate) mark: u64,
    /// Downloads started.
    pub(crate) downloads: u64,
    /// Navigations answered with no page (204, 205).
    pub(crate) without_page: u64,
}

impl Events {
    /// Runs `f` on the state under the lock and wakes every waiter.
    pub(crate) fn with<R>(&self, f: impl FnOnce(&mut EventState) -> R) -> R {
        let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        let r = f(&mut s);
        self.changed.notify_all();
        r
    }

    /// The counters now; `mark` is the guard's next parked id.
    pub(crate) fn before(&self, mark: u64) -> Before {
        self.with(|s| Before {
            started: s.started,
            requested: s.requested,
            popups_requested: s.popups_requested,
            requests_sent: s.requests.sent(),
            navigated: s.navigated,
            parked: s.parked,
            refused: s.refused,
            popups_opened: s.popups_opened,
            mark,
            downloads: s.downloads,
            without_page: s.without_page,
        })
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

    /// Console lines and dialogs since the last reply (at most [`CONSOLE_SHOWN`] lines), and
    /// the number of lines left out.
    pub(crate) fn take_fresh(&self) -> (Vec<ConsoleLine>, usize, Vec<String>) {
        self.with(|s| {
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

    /// Waits until `done` holds or `deadline` passes; true when it holds.
    pub(crate) fn wait_until(&self, deadline: Instant, done: impl Fn(&EventState) -> bool) -> bool {
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

/// Whether a console level counts as an error (`console --errors`).
pub(crate) fn is_error(level: &str) -> bool {
    matches!(level, "error" | "exception" | "assert")
}

/// One event of the session's tab (not of a popup): console, dialogs, main-frame loads.
/// Returns what a dialog event asks the driver to do (B-18).
pub(crate) fn on_event(
    method: &str,
    params: &Value,
    events: &Events,
    main_frame: &str,
) -> Option<DialogSeen> {
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
            // B-06: Chromium's hints and its own favicon fetch are not the page's words.
            if let Some((level, text)) =
                events.with(|s| console_noise::log_entry(&params["entry"], &s.browser_own))
            {
                events.push_console(&level, &text);
            }
        }
        "Page.javascriptDialogOpening" => {
            let seen = opened_dialog(params);
            return Some(match seen {
                Opened::Alert(text) => {
                    events.with(|s| {
                        s.alerts_opened += 1;
                        if s.dialogs.len() < DIALOGS_KEPT {
                            s.dialogs.push(text);
                        } else {
                            s.dialogs_dropped += 1;
                        }
                    });
                    DialogSeen::Alert
                }
                Opened::Held(held) => {
                    let why = held.line();
                    events.with(|s| s.dialog = Some(held));
                    DialogSeen::Held(why)
                }
            });
        }
        "Input.dragIntercepted" => events.with(|s| s.drag_data = Some(params["data"].clone())),
        "Page.javascriptDialogClosed" => {
            events.with(|s| s.dialog = None);
            return Some(DialogSeen::Closed);
        }
        m if m.starts_with("Network.") => events.with(|s| {
            if method == "Network.requestWillBeSent" {
                s.browser_own.request_sent(params);
            }
            if method == "Network.responseReceived"
                && params["type"] == "Document"
                && params["frameId"] == main_frame
                && let Some(status) = network::answered_without_page(&params["response"])
            {
                s.without_page += 1;
                s.without_page_status = status;
            }
            s.requests.on_event(method, params);
        }),
        "Page.frameRequestedNavigation" if params["frameId"] == main_frame => {
            match params["disposition"].as_str() {
                Some("newTab" | "newWindow") => events.with(|s| s.popups_requested += 1),
                Some("download") => {}
                _ => events.with(|s| s.requested += 1),
            }
        }
        "Page.frameStartedLoading" if params["frameId"] == main_frame => {
            events.with(|s| {
                s.started += 1;
                s.stopped_at_start = s.stopped;
            });
        }
        "Page.frameNavigated" => events.with(|s| {
            s.requests.document_committed(&params["frame"]);
            if params["frame"].get("parentId").is_none() {
                s.navigated += 1;
                s.loading = true;
                s.started_at_commit = s.started;
            }
        }),
        "Page.domContentEventFired" | "Page.loadEventFired" => {
            events.with(|s| s.lifecycle += 1);
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
    None
}

/// What a dialog that opens is (B-18).
pub(crate) enum Opened {
    /// An alert, accepted at once: its line for the reply.
    Alert(String),
    /// A confirm, prompt or beforeunload, held until the agent answers it (`browse dialog
    /// accept|dismiss`).
    Held(HeldDialog),
}

/// The dialog of a `Page.javascriptDialogOpening` event, its texts cut to [`DIALOG_TEXT`].
pub(crate) fn opened_dialog(params: &Value) -> Opened {
    let kind = params["type"].as_str().unwrap_or("dialog").to_string();
    let text = |key: &str| -> String {
        params[key]
            .as_str()
            .unwrap_or_default()
            .chars()
            .take(DIALOG_TEXT)
            .collect()
    };
    let message = text("message");
    if kind == "alert" {
        return Opened::Alert(format!("{kind}: {message} (accepted)"));
    }
    Opened::Held(HeldDialog {
        kind,
        message,
        default_prompt: text("defaultPrompt"),
        tab: None,
    })
}

/// Keeps the proxy's view of where every page is (B-10), and counts downloads.
pub(crate) fn track_pages(
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
