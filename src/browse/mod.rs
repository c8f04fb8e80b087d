//! `garuda-web browse` (SPEC §7): a real Chromium kept alive between calls by a background
//! process per session, every byte of it through the SSRF proxy of `net::proxy`.
//!
//! Dependencies point one way, top to bottom:
//!
//! - [`client`]: the thin side every `browse` call runs: find or start the session's background
//!   process, send one request, read one reply (B-01).
//! - [`daemon`]: the background process: the socket, signals, idle time and cleanup; it owns
//!   the [`session`].
//! - [`session`]: the session's proxy, browser and tab, the hosts approved at its opens, its
//!   recording ([`record`], B-15); one request in, one reply out (B-06).
//! - [`verbs`]: the verbs as functions over a driver, by family (navigation, input, reading,
//!   capture, approval, script), each bounded by [`watch`] (B-01) and followed by what
//!   [`waiting`] says it waits for (B-07).
//! - [`driver`]: the active tab: DevTools connection, navigation guard ([`nav`], B-12), events
//!   ([`events`], with the requests of [`network`]), refs ([`snapshot`], [`targets`]), the
//!   session's tabs ([`tabs`], B-17). [`connect`] makes it: the connection's one event
//!   listener, the first tab and the domains it needs.
//! - [`chromium`]: finding, starting and stopping the browser; the watchdog (B-02).
//! - [`downloads`]: the downloads the pages start and the file choosers they open (B-20).
//! - [`page_requests`]: what the pages ask for, so replies list only their refusals (B-06).
//! - [`kind`]: what each verb is (where it runs, whether it navigates, is recorded, may run
//!   while a navigation is parked), read by client and background process alike.
//! - [`protocol`]: the JSON lines between the two; [`log`]: the session log.
//! - [`render`]: `fetch --render` on the session's tab (F-13): open, wait for the page's
//!   requests, read the rendered DOM.
//!
//! Deciding whether `open URL` may go ahead (B-11) happens in the client's command, before
//! any of this starts; the page's own requests are the proxy's to decide (B-10).

pub(crate) mod cdp;
pub(crate) mod chromium;
pub(crate) mod clickables;
pub(crate) mod client;
pub(crate) mod connect;
pub(crate) mod console_noise;
pub(crate) mod daemon;
pub(crate) mod devtools;
pub(crate) mod downloads;
pub(crate) mod driver;
pub(crate) mod events;
pub(crate) mod har;
pub(crate) mod kind;
pub(crate) mod log;
pub(crate) mod login_state;
pub(crate) mod nav;
pub(crate) mod network;
pub(crate) mod network_log;
pub(crate) mod page_requests;
pub(crate) mod protocol;
pub(crate) mod queued;
pub(crate) mod record;
pub(crate) mod render;
pub(crate) mod run_dir;
pub(crate) mod session;
pub(crate) mod snapshot;
pub(crate) mod tab_dialog_ops;
pub(crate) mod tab_dialogs;
pub(crate) mod tab_ops;
pub(crate) mod tabs;
pub(crate) mod targets;
pub(crate) mod verbs;
pub(crate) mod waiting;
pub(crate) mod watch;

use std::path::PathBuf;

use crate::exit::ExitStatus;
use protocol::{Failure, FailureExit, PageReply};

/// Why a browse call failed.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    /// The command line is wrong in a way clap cannot see.
    #[error("{message}")]
    Usage {
        /// One sentence.
        message: String,
        /// What to do instead.
        hint: String,
    },
    /// `run/` in the state dir is unusable.
    #[error("cannot use {}: {reason}", path.display())]
    RunDir {
        /// The folder.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// No browser could be found.
    #[error("{message}")]
    NoBrowser {
        /// What was looked for.
        message: String,
    },
    /// The browser failed to start or stopped working.
    #[error("{message}")]
    Browser {
        /// What happened.
        message: String,
    },
    /// The background process did not start.
    #[error("the browse background process did not start: {message}")]
    Start {
        /// What happened, with the end of its log.
        message: String,
    },
    /// The background process stopped answering.
    #[error("lost the browse background process: {message}")]
    Connection {
        /// What happened.
        message: String,
    },
    /// The action ran past its time and was stopped (B-01): a busy page script was
    /// terminated, or the wait for the browser given up.
    #[error("{message}")]
    Stopped {
        /// What was stopped, after how long.
        message: String,
    },
    /// The session's browser died since the last call (B-01).
    #[error("the browser of session {session} was lost: {what}; its tabs and logins are gone")]
    Lost {
        /// The session.
        session: String,
        /// What happened.
        what: String,
    },
    /// A verb that needs a page, and no session runs (B-01).
    #[error(
        "no browser is running for session {session}; start one with `garuda-web browse open URL`"
    )]
    NotRunning {
        /// The session.
        session: String,
    },
    /// A DevTools call failed.
    #[error("the browser did not do it: {message}")]
    Cdp {
        /// What the browser said.
        message: String,
    },
    /// A script garuda-web ran in the page threw.
    #[error("the page's script failed: {message}")]
    Script {
        /// The exception's first line.
        message: String,
    },
    /// The user's script threw or its promise rejected (B-13).
    #[error("{}", script_threw(message, *line))]
    ScriptThrew {
        /// The exception's first line.
        message: String,
        /// The line of the script it came from, when known.
        line: Option<u64>,
    },
    /// The user's script's promise did not settle in time (B-13).
    #[error("the script's promise did not settle within {secs}s")]
    ScriptTimeout {
        /// The limit.
        secs: u64,
    },
    /// A target matched no element (B-04).
    #[error("{target} matches no element on the page")]
    NoMatch {
        /// The target as given.
        target: String,
    },
    /// A target matched several elements (B-04).
    #[error("{target} matches {count} elements: {}", candidates.join("; "))]
    Ambiguous {
        /// The target as given.
        target: String,
        /// How many matched.
        count: usize,
        /// Up to five candidates, each with its ref.
        candidates: Vec<String>,
    },
    /// A ref from an older page (B-04).
    #[error("{target} is stale: the page changed — run garuda-web browse snapshot")]
    StaleRef {
        /// The ref as given.
        target: String,
        /// A fresh compact snapshot.
        snapshot: String,
    },
    /// Another element covers the click point (B-04).
    #[error("{target} is covered by {by} at its centre, so a click would hit that instead")]
    Covered {
        /// The target as given.
        target: String,
        /// The covering element, described.
        by: String,
    },
    /// A wait or navigation took too long (B-07).
    #[error("{what} did not happen within {secs}s")]
    Timeout {
        /// What was waited for.
        what: String,
        /// The limit.
        secs: u64,
    },
    /// A navigation failed (the proxy refused it, DNS, TLS…).
    #[error("could not load {url}: {reason}")]
    Navigation {
        /// The URL.
        url: String,
        /// Chromium's error text, or the proxy's refusal.
        reason: String,
        /// True when the proxy refused it (exit 3).
        refused: bool,
    },
    /// The target cannot take this action (e.g. `select` on a button).
    #[error("{message}")]
    WrongElement {
        /// What is wrong.
        message: String,
    },
    /// A navigation the page started waits for an answer (B-12).
    #[error("approval needed: navigation to {host} (id {id})")]
    Parked {
        /// Its number.
        id: u64,
        /// The host it goes to.
        host: String,
        /// The rule that would let it through without asking; `None` for an unusual URL.
        rule: Option<String>,
    },
    /// `approve` or `deny` of a number that does not wait (any more).
    #[error("navigation {id} is not waiting for an answer: {reason}")]
    NotParked {
        /// The number given.
        id: u64,
        /// Why not.
        reason: String,
    },
    /// A call to the tab failed because a dialog the page opened holds it (B-18); the
    /// action that caused it reports the dialog instead.
    #[error("the page opened a dialog and waits for its answer: {message}")]
    Held {
        /// The dialog, as `confirm "…"`.
        message: String,
    },
    /// An action while a dialog waits for the agent's answer (B-18).
    #[error("dialog open: {dialog}; the page does nothing else until it is answered")]
    DialogOpen {
        /// The dialog, as `confirm "…"`.
        dialog: String,
    },
    /// A tab id the session does not have (B-17).
    #[error("the session has no tab t{id}")]
    NoTab {
        /// The id's number.
        id: u32,
    },
    /// `dialog accept|dismiss` with no dialog open (B-18).
    #[error("no dialog is open on the page")]
    NoDialog,
    /// A download was larger than `browser.maxDownloadBytes` and was cancelled (B-20).
    #[error("{message}")]
    TooLarge {
        /// What was cancelled, and why.
        message: String,
    },
    /// The background process answered with a failure.
    #[error("{}", .0.message)]
    Remote(Box<Failure>),
    /// A state file that is not the user's own, or that others may read (B-23).
    #[error("{} is refused: {problem}, and a state file holds credentials", path.display())]
    StateNotPrivate {
        /// The file.
        path: PathBuf,
        /// What is wrong, as a clause.
        problem: String,
        /// The command that fixes it.
        fix: String,
    },
    /// A state file that is not one (B-23): unreadable JSON, or not the shape of one.
    #[error("{} is not a state file: {reason}", path.display())]
    StateInvalid {
        /// The file.
        path: PathBuf,
        /// What is wrong, with its line and column when the JSON said.
        reason: String,
    },
    /// A state file could not be written (B-23).
    #[error("cannot write the state to {}: {source}", path.display())]
    StateWrite {
        /// The file.
        path: PathBuf,
        /// What failed.
        source: std::io::Error,
    },
}

fn script_threw(message: &str, line: Option<u64>) -> String {
    match line {
        Some(n) => format!("the script threw at line {n}: {message}"),
        None => format!("the script failed: {message}"),
    }
}

/// What [`Error::Timeout`] names when a page load took too long.
pub(crate) const LOAD: &str = "the page load";

/// Every code a browse failure can carry, so a code from the background process maps back
/// onto a `'static` one.
const CODES: &[&str] = &[
    "usage",
    "config",
    "no_browser",
    "browser",
    "script",
    "no_match",
    "ambiguous",
    "stale_ref",
    "covered",
    "timeout",
    "blocked_address",
    "navigation",
    "wrong_element",
    "needs_approval",
    "not_parked",
    "declined",
    "dialog_open",
    "no_dialog",
    "no_tab",
    "state_not_private",
    "state_invalid",
    "output",
    "too_large",
];

fn known_code(code: &str) -> &'static str {
    CODES
        .iter()
        .find(|c| **c == code)
        .copied()
        .unwrap_or("browser")
}

impl Error {
    /// The JSON `error.code` (G-02).
    pub(crate) fn code(&self) -> &'static str {
        match self {
            Error::Usage { .. } => "usage",
            Error::RunDir { .. } => "config",
            Error::NoBrowser { .. } => "no_browser",
            Error::Browser { .. } | Error::Start { .. } | Error::Cdp { .. } => "browser",
            Error::Connection { .. } | Error::Lost { .. } | Error::NotRunning { .. } => "browser",
            Error::Stopped { .. } => "timeout",
            Error::Script { .. } | Error::ScriptThrew { .. } => "script",
            Error::ScriptTimeout { .. } => "timeout",
            Error::NoMatch { .. } => "no_match",
            Error::Ambiguous { .. } => "ambiguous",
            Error::StaleRef { .. } => "stale_ref",
            Error::Covered { .. } => "covered",
            Error::Timeout { .. } => "timeout",
            Error::Navigation { refused: true, .. } => "blocked_address",
            Error::Navigation { .. } => "navigation",
            Error::WrongElement { .. } => "wrong_element",
            Error::Parked { .. } => "needs_approval",
            Error::NotParked { .. } => "not_parked",
            Error::Held { .. } | Error::DialogOpen { .. } => "dialog_open",
            Error::NoDialog => "no_dialog",
            Error::NoTab { .. } => "no_tab",
            Error::TooLarge { .. } => "too_large",
            Error::Remote(f) => known_code(&f.code),
            Error::StateNotPrivate { .. } => "state_not_private",
            Error::StateInvalid { .. } => "state_invalid",
            Error::StateWrite { .. } => "output",
        }
    }

    /// The exit class.
    fn exit(&self) -> FailureExit {
        match self {
            Error::Usage { .. }
            | Error::RunDir { .. }
            | Error::NoBrowser { .. }
            | Error::StateNotPrivate { .. }
            | Error::StateInvalid { .. } => FailureExit::Usage,
            Error::Navigation { refused: true, .. } => FailureExit::Blocked,
            Error::Parked { .. } => FailureExit::NotApproved,
            Error::Remote(f) => f.exit,
            _ => FailureExit::Failed,
        }
    }

    /// The exit status (G-02).
    pub(crate) fn exit_status(&self) -> ExitStatus {
        match self.exit() {
            FailureExit::Failed => ExitStatus::Failed,
            FailureExit::Usage => ExitStatus::Usage,
            FailureExit::Blocked => ExitStatus::Blocked,
            FailureExit::NotApproved => ExitStatus::NotApproved,
        }
    }

    /// What to do next (G-03).
    pub(crate) fn hint(&self) -> Option<String> {
        Some(match self {
            Error::Usage { hint, .. } => hint.clone(),
            Error::RunDir { path, .. } => format!(
                "it must be yours and closed to others: chmod 700 {} (or point \
                 GARUDA_WEB_STATE_DIR at another folder)",
                path.display()
            ),
            Error::NoBrowser { .. } => {
                "install Chromium (apt-get install chromium) or set browser.path in config.json"
                    .into()
            }
            Error::Browser { .. } | Error::Start { .. } | Error::Cdp { .. } => {
                "run garuda-web browse close, then try again; the session log is in the state \
                 dir's run/ folder"
                    .into()
            }
            Error::Connection { .. } => "run the command again; a new browser starts".into(),
            Error::Stopped { .. } => {
                "garuda-web browse read (or snapshot) shows what the tab holds now; a page that \
                 needs more time needs a larger web.timeoutSeconds in config.json"
                    .into()
            }
            Error::Lost { .. } => "start a new one with `garuda-web browse open URL`".into(),
            Error::NotRunning { .. } => {
                "only open starts a browser, so no verb acts on a blank page by mistake".into()
            }
            Error::Script { .. } => {
                "the page may still be loading: wait for it with garuda-web browse wait --for \
                 TARGET (or --text T), then run the command again"
                    .into()
            }
            Error::ScriptThrew { .. } => {
                "fix the script and run garuda-web browse script again; garuda-web browse \
                 console --errors lists the page's own errors"
                    .into()
            }
            Error::ScriptTimeout { .. } => {
                "make the promise settle (resolve or reject), or allow more time with garuda-web \
                 browse script --timeout SECONDS"
                    .into()
            }
            Error::NoMatch { .. } => {
                "run garuda-web browse snapshot and use a ref (@e12), or another css=/text= target"
                    .into()
            }
            Error::Ambiguous { .. } => {
                "run the command again with one of the refs listed as the target, e.g. \
                 garuda-web browse click @e12"
                    .into()
            }
            Error::StaleRef { .. } => "use a ref from the fresh snapshot below".into(),
            Error::Covered { .. } => {
                "get the covering element out of the way first (often a cookie banner: \
                 garuda-web browse click 'text=Accept'), then click again"
                    .into()
            }
            Error::Timeout { what, .. } if what == LOAD => {
                "see what arrived with garuda-web browse snapshot; for slower pages raise \
                 web.timeoutSeconds in config.json"
                    .into()
            }
            Error::Timeout { .. } => {
                "allow more time: garuda-web browse wait … --timeout SECONDS, or check the page \
                 with garuda-web browse snapshot"
                    .into()
            }
            Error::Navigation { refused: true, .. } => {
                "garuda-web opens only public addresses that no deny rule names; for the web app \
                 on this machine, a session gets local access at the open that starts it: \
                 garuda-web browse close, then garuda-web browse --allow-local open URL"
                    .into()
            }
            Error::Navigation { .. } => {
                "check the URL and that the site is up, then run garuda-web browse open URL again"
                    .into()
            }
            Error::WrongElement { .. } => {
                "run garuda-web browse snapshot to see what the element is".into()
            }
            Error::Parked { id, host, rule } => match rule {
                Some(rule) => format!(
                    "run garuda-web browse approve {id} (or browse deny {id}); to let the page \
                     go to {host} without asking next time, pass --allow '{rule}'"
                ),
                None => format!(
                    "run garuda-web browse approve {id} (or browse deny {id}); the URL is too \
                     unusual for a host rule to approve"
                ),
            },
            Error::NotParked { .. } => "run garuda-web browse status to see what is waiting".into(),
            Error::Held { .. } | Error::DialogOpen { .. } => {
                "answer it first: garuda-web browse dialog accept [TEXT] (OK) or garuda-web \
                 browse dialog dismiss (Cancel)"
                    .into()
            }
            Error::NoTab { .. } => {
                "garuda-web browse tab list shows the session's tabs (a closed tab's id is \
                 never reused)"
                    .into()
            }
            Error::NoDialog => {
                "browse dialog answers a confirm, prompt or beforeunload the page opened; \
                 alerts are accepted by themselves and listed in the reply"
                    .into()
            }
            Error::TooLarge { .. } => {
                "to keep larger downloads, raise browser.maxDownloadBytes in config.json, then \
                 garuda-web browse close and open again (a session keeps the cap it started with)"
                    .into()
            }
            Error::Remote(f) => return f.hint.clone(),
            Error::StateNotPrivate { fix, .. } => format!(
                "run: {fix} — then load it again (ssh refuses a private key others can read the \
                 same way)"
            ),
            Error::StateInvalid { .. } => {
                "state load reads what garuda-web browse state save wrote (or a Playwright \
                 storageState file); fix the file or save the state again"
                    .into()
            }
            Error::StateWrite { .. } => {
                "check that the folder exists and that you may write there, or save to another \
                 file"
                    .into()
            }
        })
    }

    /// The page state that came with a failure from the background process.
    pub(crate) fn page(&self) -> Option<&PageReply> {
        match self {
            Error::Remote(f) => f.page.as_ref(),
            _ => None,
        }
    }

    /// This error as the background process sends it.
    pub(crate) fn to_failure(&self, page: Option<PageReply>) -> Failure {
        let mut page = page;
        if let (Error::StaleRef { snapshot, .. }, Some(p)) = (self, page.as_mut()) {
            p.snapshot = Some(snapshot.clone());
        }
        let waiting = match (self, page.as_ref()) {
            (Error::Parked { id, .. }, Some(p)) => p.parked.iter().find(|h| h.id == *id).cloned(),
            _ => None,
        };
        Failure {
            code: self.code().to_string(),
            message: self.to_string(),
            hint: self.hint(),
            exit: self.exit(),
            page,
            waiting,
        }
    }
}
