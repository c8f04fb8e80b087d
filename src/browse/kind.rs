//! What each verb *is* (B-03), declared once per verb in [`Action::kind`]: where it runs, what
//! it may do to the page's location (which decides what the action waits for afterwards, B-07,
//! and whether a snapshot follows), whether a walkthrough records it (B-15), whether it may run
//! while the tab's navigation waits for approval (B-12), and its time limits (B-01).
//!
//! The client, the background process and the verbs read these answers instead of matching
//! the verbs again; what a verb *does* is its function in `verbs/`.

use std::time::Duration;

use super::protocol::{Action, DialogAnswer, Query, TabAction};
use crate::approval::ask::Answer;

/// Where a verb runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RunsOn {
    /// The session's own state (no page action): status, close, record, stop-recording and the
    /// client's look at the page before a script.
    Session,
    /// The session's tab, through the driver, bounded by the action's time (B-01).
    Tab,
}

/// What a verb may do to the page's location.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Navigation {
    /// Never navigates (reading, capture).
    None,
    /// Goes somewhere itself and waits for the load (open, back, forward, reload).
    Goes,
    /// Input or script that may start a navigation or requests: after it, the action watches
    /// for what it caused (B-07).
    MayStart,
    /// Waits for something that may be a navigation (wait, approve): reports one that
    /// happened.
    Follows,
}

/// What a verb may do while a navigation of the tab waits for approval (B-12): Chromium holds
/// every command for the tab's renderer until it is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum WhileParked {
    /// Refused with the parked navigation's `approval needed`.
    Refused,
    /// Runs (it needs nothing of the renderer).
    Runs,
    /// Runs and denies the parked navigation: the user's own action goes elsewhere.
    GoesElsewhere,
}

/// What a verb is.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Kind {
    /// Where it runs.
    pub(crate) runs_on: RunsOn,
    /// What it may do to the page's location.
    pub(crate) navigation: Navigation,
    /// A walkthrough recording takes a step after it (B-15: it may change the page).
    pub(crate) recorded: bool,
    /// What it may do while the tab's navigation is parked.
    pub(crate) while_parked: WhileParked,
    /// It may start the session's browser (B-01: only `open`, so no verb acts on a blank page
    /// by mistake).
    pub(crate) starts_browser: bool,
    /// It answers without a running session (status, close).
    pub(crate) without_session: bool,
    /// It may run while a dialog waits for the agent's answer (B-18): it answers or shows the
    /// dialog, or needs nothing of the page.
    pub(crate) while_dialog: bool,
}

/// The row every verb starts from: a tab action that reads the page.
const READS: Kind = Kind {
    runs_on: RunsOn::Tab,
    navigation: Navigation::None,
    recorded: false,
    while_parked: WhileParked::Refused,
    starts_browser: false,
    without_session: false,
    while_dialog: false,
};

/// A history or location change of the user's own.
const GOES: Kind = Kind {
    navigation: Navigation::Goes,
    recorded: true,
    while_parked: WhileParked::GoesElsewhere,
    ..READS
};

/// Input (or a script) that may start something.
const INPUT: Kind = Kind {
    navigation: Navigation::MayStart,
    recorded: true,
    ..READS
};

/// The session's own state.
const SESSION: Kind = Kind {
    runs_on: RunsOn::Session,
    ..READS
};

impl Action {
    /// The verb as the user typed it, for the reply's `browse="…"` attribute.
    pub(crate) fn verb(&self) -> &'static str {
        match self {
            Action::Open { .. } => "open",
            Action::Back => "back",
            Action::Forward => "forward",
            Action::Reload => "reload",
            Action::Snapshot { .. } => "snapshot",
            Action::Click { .. } => "click",
            Action::Type { .. } => "type",
            Action::Press { .. } => "press",
            Action::Select { .. } => "select",
            Action::Read { .. } => "read",
            Action::Html { .. } => "html",
            Action::Screenshot { .. } => "screenshot",
            Action::Console { .. } => "console",
            Action::Wait { .. } => "wait",
            Action::Status => "status",
            Action::Close => "close",
            Action::Answer {
                answer: Answer::No, ..
            } => "deny",
            Action::Answer { .. } => "approve",
            Action::Script { .. } => "script",
            Action::PageInfo => "page_info",
            Action::Record { .. } => "record",
            Action::StopRecording => "stop-recording",
            Action::Dialog { .. } => "dialog",
            Action::Tab { .. } => "tab",
            Action::Hover { .. } => "hover",
            Action::Dblclick { .. } => "dblclick",
            Action::Check { on: true, .. } => "check",
            Action::Check { .. } => "uncheck",
            Action::Focus { .. } => "focus",
            Action::Scroll { .. } => "scroll",
            Action::Get {
                query: Query::Visible { .. } | Query::Enabled { .. } | Query::Checked { .. },
            } => "is",
            Action::Get { .. } => "get",
            Action::Render { .. } => "render",
            Action::Network { .. } => "network",
            Action::Pdf { .. } => "pdf",
            Action::State { .. } => "state",
            Action::Cookies { .. } => "cookies",
        }
    }

    /// What this verb is: one row per verb.
    pub(crate) fn kind(&self) -> Kind {
        match self {
            Action::Open { .. } => Kind {
                starts_browser: true,
                ..GOES
            },
            Action::Back | Action::Forward | Action::Reload => GOES,
            Action::Click { .. }
            | Action::Type { .. }
            | Action::Press { .. }
            | Action::Select { .. }
            | Action::Hover { .. }
            | Action::Dblclick { .. }
            | Action::Check { .. }
            | Action::Focus { .. }
            | Action::Scroll { .. }
            | Action::Script { .. } => INPUT,
            Action::Snapshot { .. }
            | Action::Get { .. }
            | Action::Read { .. }
            | Action::Html { .. }
            | Action::Screenshot { .. } => READS,
            Action::Console { .. } => Kind {
                while_parked: WhileParked::Runs,
                while_dialog: true,
                ..READS
            },
            // Showing the dialog reads; answering it lets the page's script go on (B-07
            // watches what it does next).
            Action::Dialog {
                answer: DialogAnswer::Show,
            } => Kind {
                while_dialog: true,
                ..READS
            },
            Action::Dialog { .. } => Kind {
                while_dialog: true,
                ..INPUT
            },
            // A new tab on a URL goes there like open; the others touch no page. Each runs
            // while the active tab's navigation is parked: they need nothing of its renderer.
            Action::Tab {
                action: TabAction::New { url: Some(_) },
            } => Kind {
                while_parked: WhileParked::Runs,
                ..GOES
            },
            Action::Tab { .. } => Kind {
                while_parked: WhileParked::Runs,
                ..READS
            },
            Action::Wait { .. } => Kind {
                navigation: Navigation::Follows,
                ..READS
            },
            Action::Answer { .. } => Kind {
                navigation: Navigation::Follows,
                while_parked: WhileParked::Runs,
                ..READS
            },
            Action::Status | Action::Close => Kind {
                without_session: true,
                ..SESSION
            },
            Action::PageInfo | Action::Record { .. } | Action::StopRecording => SESSION,
            // F-13: fetch --render goes somewhere itself and does its own waiting (render.rs);
            // no snapshot follows, and a navigation parked before it is denied.
            Action::Render { .. } => Kind {
                while_parked: WhileParked::GoesElsewhere,
                ..READS
            },
            // B-24: the log is the background process's own; the page is not asked.
            // B-23: the cookies are the browser's, so they need nothing of a held renderer.
            Action::Network { .. } | Action::Cookies { .. } => Kind {
                while_parked: WhileParked::Runs,
                while_dialog: true,
                ..READS
            },
            // B-25: the page's renderer prints it. B-23: the state reads and writes the tabs'
            // storage through their frames.
            Action::Pdf { .. } | Action::State { .. } => READS,
        }
    }

    /// How long the background process lets the action run (B-01): a `wait` or a `script`
    /// has its own timeout (plus a second to report it), anything else the page-load time.
    pub(crate) fn limit(&self, load_timeout: Duration) -> Duration {
        match self {
            Action::Wait { timeout_secs, .. } | Action::Script { timeout_secs, .. } => {
                Duration::from_secs(*timeout_secs) + Duration::from_secs(1)
            }
            _ => load_timeout,
        }
    }

    /// How long the client waits for the reply: the action's time, the load that may follow
    /// it, and room for the background process to start and report.
    pub(crate) fn reply_limit(&self, load_timeout_secs: u64) -> Duration {
        Duration::from_secs(match self {
            Action::Wait { timeout_secs, .. } => timeout_secs + 30,
            Action::Script { timeout_secs, .. } => timeout_secs + load_timeout_secs * 2 + 30,
            _ => load_timeout_secs * 2 + 30,
        })
    }

    /// What the action was done to, for a walkthrough's storyboard line (B-15). Typed text is
    /// not written down (it may be a password); its length is.
    pub(crate) fn target_text(&self) -> Option<String> {
        match self {
            Action::Open { url }
            | Action::Tab {
                action: TabAction::New { url: Some(url) },
            } => Some(url.clone()),
            Action::Click { target } => Some(target.clone()),
            Action::Type {
                target,
                text,
                submit,
                ..
            } => Some(format!(
                "{target} ← {} {}{}",
                text.chars().count(),
                if text.chars().count() == 1 {
                    "character"
                } else {
                    "characters"
                },
                if *submit { " + Enter" } else { "" }
            )),
            Action::Press { key } => Some(key.clone()),
            Action::Hover { target }
            | Action::Dblclick { target }
            | Action::Check { target, .. }
            | Action::Focus { target }
            | Action::Scroll {
                target: Some(target),
                ..
            } => Some(target.clone()),
            Action::Select { target, value } => Some(format!("{target} = {value}")),
            Action::Script { source, .. } => {
                let first = source.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
                let mut shown: String = first.trim().chars().take(80).collect();
                if shown.chars().count() < first.trim().chars().count()
                    || source.lines().count() > 1
                {
                    shown.push('…');
                }
                Some(shown)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b15_only_page_changing_actions_are_recorded() {
        assert!(Action::Back.kind().recorded);
        assert!(!Action::Snapshot { all: false }.kind().recorded);
        assert!(!Action::Read { target: None }.kind().recorded);
    }

    #[test]
    fn b01_only_open_starts_a_browser() {
        let open = Action::Open {
            url: "https://a.test/".into(),
        };
        assert!(open.kind().starts_browser);
        assert!(!Action::Back.kind().starts_browser);
        assert!(Action::Status.kind().without_session);
    }

    #[test]
    fn b15_storyboard_targets_hide_typed_text() {
        let script = Action::Script {
            source: "document.title\n+ 1".into(),
            timeout_secs: 1,
            origin: None,
        };
        assert_eq!(script.target_text().as_deref(), Some("document.title…"));
        let typed = Action::Type {
            target: "@e3".into(),
            text: "secret".into(),
            append: false,
            submit: true,
        };
        assert_eq!(
            typed.target_text().as_deref(),
            Some("@e3 ← 6 characters + Enter")
        );
    }
}
