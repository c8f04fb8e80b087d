//! What the `browse` client and the background process say to each other over the session's
//! Unix socket (B-01): one JSON request line, one JSON reply line per connection. Every
//! request carries the binary's version; a background process of another version answers
//! [`Reply::Restarting`] and exits, and the client starts a fresh one.

use serde::{Deserialize, Serialize};

use crate::approval::ask::{Answer, Question};
use crate::net::proxy::Refusal;

/// This binary's version, sent with every request.
pub(crate) const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Largest `read`, `html`, `snapshot` or `script` result (B-06).
pub(crate) const MAX_RESULT: usize = 100 * 1024;

/// Cuts `text` to [`MAX_RESULT`] bytes at a character boundary; true when it was cut.
pub(crate) fn cap(mut text: String) -> (String, bool) {
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

/// Like [`cap`], but a cut text ends at its last whole line (a snapshot's lines are one element
/// each: half a line would name half an element).
pub(crate) fn cap_lines(text: String) -> (String, bool) {
    let (mut text, cut) = cap(text);
    if cut && let Some(end) = text.rfind('\n') {
        text.truncate(end + 1);
    }
    (text, cut)
}

/// One request from a `browse` call.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Request {
    /// The client's version ([`VERSION`]).
    pub(crate) version: String,
    /// What the proxy lets through from now on (the latest call's word).
    pub(crate) net: NetSettings,
    /// How long an action may take, in seconds (B-01, B-07: `web.timeoutSeconds`).
    pub(crate) load_timeout_secs: u64,
    /// The action.
    pub(crate) action: Action,
    /// What approves a navigation the page starts (B-12): the latest call's word.
    #[serde(default)]
    pub(crate) navigation: NavApproval,
}

/// Who approves the top-level navigations a page starts (B-12), as the client decided them:
/// the same sources as fetch, so a rule `web_fetch(H)` covers both.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct NavApproval {
    /// Every allow rule of every source, as rule text.
    pub(crate) allow: Vec<String>,
    /// The exact URLs of `--allow-url`.
    pub(crate) allow_urls: Vec<String>,
    /// The folder of session grants and the approval session's id, when there is a session.
    pub(crate) grants: Option<GrantsPlace>,
    /// The user's policy.json, where "Yes, always" adds its rule.
    pub(crate) policy_path: String,
}

/// Where one approval session's grants live.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct GrantsPlace {
    /// The state dir's `grants/`.
    pub(crate) dir: String,
    /// The approval session's id.
    pub(crate) session: String,
}

/// A navigation the page started that waits for an answer (B-12).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Held {
    /// Its number, for `browse approve ID` / `browse deny ID`.
    pub(crate) id: u64,
    /// The host it goes to.
    pub(crate) host: String,
    /// The URL it loads.
    pub(crate) url: String,
    /// GET or POST.
    pub(crate) method: String,
    /// A popup window (`window.open`, `target=_blank`) rather than the session's tab.
    pub(crate) popup: bool,
    /// Seconds it has waited.
    pub(crate) age_seconds: u64,
    /// Seconds after which it is denied without an answer.
    pub(crate) limit_seconds: u64,
    /// The rule that would approve it without a question; `None` for an unusual URL.
    pub(crate) rule: Option<String>,
    /// What a terminal shows.
    pub(crate) question: Question,
}

/// How far one request lets the session's local setting reach (B-10, C-05): a browse verb
/// takes the session's as it is; `fetch --render` narrows it to what a fetch may reach.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum LocalCap {
    /// The session's setting: loopback and private addresses when it is on (browse).
    #[default]
    Session,
    /// Loopback only, and only when the session's setting is on (`fetch --render
    /// --allow-localhost`).
    Loopback,
    /// No local address at all, whatever the session's setting (`fetch --render`).
    Off,
}

/// The proxy's settings, as the client decided them (B-10).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct NetSettings {
    /// Loopback and private addresses pass (`browser.allowLocal`, `--allow-local`).
    pub(crate) allow_local: bool,
    /// How far this request lets the session's local setting reach (B-10, C-05).
    #[serde(default)]
    pub(crate) local_cap: LocalCap,
    /// `web.allowRanges` (C-06), as CIDR text.
    pub(crate) allow_ranges: Vec<String>,
    /// Every deny rule of every source, as rule text.
    pub(crate) deny: Vec<String>,
}

/// The browser's start settings (B-02, B-16), fixed for the life of the background process.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct BrowserSettings {
    /// The browser executable.
    pub(crate) path: String,
    /// Show a window instead of running headless.
    pub(crate) visible: bool,
    /// Viewport width in CSS pixels.
    pub(crate) width: u32,
    /// Viewport height in CSS pixels.
    pub(crate) height: u32,
    /// Exit after this many seconds without a request.
    pub(crate) idle_seconds: u64,
    /// Deny a parked navigation after this many seconds without an answer (B-12: 60).
    #[serde(default = "default_park_seconds")]
    pub(crate) park_seconds: u64,
    /// Where screenshots go without `-o` (the state dir's `screenshots/`).
    pub(crate) screenshot_dir: String,
    /// Where the downloads pages start are saved (the state dir's `downloads/`, B-20); empty:
    /// downloads are refused.
    #[serde(default)]
    pub(crate) download_dir: String,
    /// The largest download kept (B-20: `browser.maxDownloadBytes`); a larger one is
    /// cancelled.
    #[serde(default = "default_max_download_bytes")]
    pub(crate) max_download_bytes: u64,
    /// The session ends with the process that started it, however that ends (a Ctrl-C, a
    /// kill): `fetch --render`'s own session (F-13). Its stdin is a pipe that process holds
    /// open ([`client::StartPlan`](super::client::StartPlan)).
    #[serde(default)]
    pub(crate) ends_with_caller: bool,
}

/// B-20: downloads are capped at 100 MiB unless `browser.maxDownloadBytes` says otherwise.
pub(crate) const MAX_DOWNLOAD_BYTES: u64 = 100 * 1024 * 1024;

fn default_max_download_bytes() -> u64 {
    MAX_DOWNLOAD_BYTES
}

/// B-12: a parked navigation is denied after a minute without an answer.
pub(crate) const PARK_SECONDS: u64 = 60;

fn default_park_seconds() -> u64 {
    PARK_SECONDS
}

/// How a `wait` ends (B-03, B-07).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum WaitFor {
    /// The text appears on the page.
    Text(String),
    /// The text is gone from the page.
    Gone(String),
    /// The target matches exactly one element.
    Target(String),
    /// The page URL matches the glob.
    Url(String),
    /// The page's `load` event has fired (its `readyState` is `complete`).
    Load,
    /// No request of the page has been in flight for 500 ms (long-lived streams aside).
    Idle,
}

/// What an action waited for after its input (B-07), so a reply says it and a test can check
/// it without timing anything.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "for", rename_all = "snake_case")]
pub(crate) enum Waited {
    /// Nothing started: the action replied at once.
    Nothing,
    /// A main-frame navigation: its document (DOMContentLoaded, then `load` for a few seconds
    /// more).
    Navigation,
    /// A main-frame navigation answered with no page to show and nothing to save (204 No
    /// Content, 205 Reset Content): it ended there and the page stayed.
    NoPage {
        /// The HTTP status that answered it.
        status: u16,
    },
    /// Requests the page sent, for at most 2 s.
    Requests {
        /// How many it sent (documents, fetch/XHR, scripts, stylesheets).
        sent: usize,
        /// Those still loading when the wait ended, as `METHOD URL`.
        pending: Vec<String>,
    },
}

/// One action (B-03).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "verb", rename_all = "snake_case")]
pub(crate) enum Action {
    /// Navigate to an approved URL.
    Open {
        /// The URL, already checked and approved by the client (B-11).
        url: String,
    },
    /// History back.
    Back,
    /// History forward.
    Forward,
    /// Reload the page.
    Reload,
    /// The page's accessibility snapshot (B-05).
    Snapshot {
        /// Every node, not only interactive ones, headings and landmarks.
        all: bool,
    },
    /// Click an element (B-04).
    Click {
        /// The target.
        target: String,
    },
    /// Type into a field.
    Type {
        /// The target.
        target: String,
        /// The text.
        text: String,
        /// Keep the field's value and add to it.
        append: bool,
        /// Press Enter afterwards.
        submit: bool,
    },
    /// Press a key (`Enter`, `Tab`, `Control+a`).
    Press {
        /// The key.
        key: String,
    },
    /// Choose an option of a `<select>`.
    Select {
        /// The target.
        target: String,
        /// The option's value or label.
        value: String,
    },
    /// The page's (or an element's) visible text.
    Read {
        /// The target, or the whole page.
        target: Option<String>,
    },
    /// The page's (or an element's) HTML.
    Html {
        /// The target, or the whole page.
        target: Option<String>,
    },
    /// A PNG of the viewport, the page or an element (B-14).
    Screenshot {
        /// The target, or the viewport.
        target: Option<String>,
        /// Beyond the viewport.
        full_page: bool,
        /// Where to write it.
        path: Option<String>,
    },
    /// Console messages kept by the session.
    Console {
        /// Only errors and uncaught exceptions.
        errors: bool,
    },
    /// Wait for a condition (B-07).
    Wait {
        /// The condition.
        until: WaitFor,
        /// Seconds to wait at most.
        timeout_secs: u64,
    },
    /// The session's state.
    Status,
    /// End the session.
    Close,
    /// Answer a parked navigation (B-12): `approve ID` (once, session, always) or `deny ID`
    /// (no).
    Answer {
        /// The parked navigation's number.
        id: u64,
        /// The answer.
        answer: Answer,
    },
    /// Run the user's JavaScript in the page (B-13), approved by the client.
    Script {
        /// The expression (awaited when it is a promise).
        source: String,
        /// Seconds the value may take (a promise that never settles fails then).
        timeout_secs: u64,
        /// The page origin the user approved at the prompt; the script runs only there.
        origin: Option<String>,
    },
    /// The page's URL and title only: what the client shows in the script prompt. Leaves the
    /// console and refusals for the next reply.
    PageInfo,
    /// Start a walkthrough recording (B-15).
    Record {
        /// The folder the user named (absolute), else a new one under `base`.
        dir: Option<String>,
        /// The state dir's `walkthroughs/`.
        base: String,
    },
    /// Stop the recording and list its files (B-15).
    StopRecording,
    /// `fetch --render` (F-13): load an approved URL, wait for the load and then for the
    /// page's requests to end, and return the rendered DOM as HTML.
    Render {
        /// The URL, already checked and approved by the client (the fetch's decision).
        url: String,
        /// How long to wait for the page's requests after the load, in seconds (F-13: 10).
        settle_secs: u64,
        /// The largest HTML returned (`web.maxBytes`); a larger DOM is cut there and says so.
        max_bytes: u64,
    },
    /// Show, accept or dismiss the dialog the page holds open (B-18).
    Dialog {
        /// What to do.
        answer: DialogAnswer,
    },
    /// Move the mouse onto an element (B-19).
    Hover {
        /// The target.
        target: String,
    },
    /// Double-click an element (B-19).
    Dblclick {
        /// The target.
        target: String,
    },
    /// Check (`on`) or uncheck a checkbox, radio or switch; nothing when it is so already
    /// (B-19).
    Check {
        /// The target.
        target: String,
        /// Checked (true) or unchecked (false).
        on: bool,
    },
    /// Give an element the focus (B-19).
    Focus {
        /// The target.
        target: String,
    },
    /// Scroll an element into view, by an amount, or to the top or bottom (B-19).
    Scroll {
        /// The element to bring into view.
        target: Option<String>,
        /// A mouse wheel of (dx, dy) CSS pixels.
        by: Option<(i64, i64)>,
        /// The top or the bottom of the page.
        to: Option<ScrollTo>,
    },
    /// Read one value of the page or an element (B-21): `get …` or `is …`.
    Get {
        /// What to read.
        query: Query,
    },
    /// List, open, switch or close tabs (B-17).
    Tab {
        /// What to do.
        action: TabAction,
    },
    /// Drag one element onto another (B-19): HTML5 drag and drop, or a mouse drag.
    Drag {
        /// The element picked up.
        from: String,
        /// The element it is dropped on.
        to: String,
    },
    /// The active tab's requests (B-24), as a listing and, to a new file, as HAR 1.2.
    Network {
        /// Every request kept, not only those since the last navigation.
        all: bool,
        /// Only requests whose URL matches this glob.
        filter: Option<String>,
        /// Write HAR 1.2 here (absolute; never over an existing file).
        har: Option<String>,
    },
    /// Print the page to a PDF (B-25).
    Pdf {
        /// Where to write it (absolute; never over an existing file).
        path: Option<String>,
        /// The state dir's `pdfs/`, where it goes without a path.
        dir: String,
    },
    /// Save or load the session's login state (B-23).
    State {
        /// What to do.
        op: crate::browse::login_state::StateOp,
    },
    /// List the session's cookies, or delete them all (B-23).
    Cookies {
        /// Delete them all.
        clear: bool,
        /// Show their values.
        values: bool,
    },
    /// Set the files of a file input, or answer the file chooser the last action opened
    /// (B-20).
    Upload {
        /// The file input, or `chooser`.
        target: String,
        /// The files, checked by the client: regular, readable, named on the command line.
        files: Vec<UploadFile>,
    },
    /// Click an element and wait for the download it starts (B-20).
    Download {
        /// The element to click.
        target: String,
        /// Where to write the file (absolute) instead of the state dir's `downloads/`.
        path: Option<String>,
    },
}

/// One file `upload` sets (B-20).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct UploadFile {
    /// The file's absolute, canonical path.
    pub(crate) path: String,
    /// Its name, as the page sees it.
    pub(crate) name: String,
    /// Its size in bytes when it was checked.
    pub(crate) bytes: u64,
}

/// What became of a download the page started (B-20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum DownloadOutcome {
    /// Saved, owner-only, under a name that was free.
    Saved,
    /// Cancelled: larger than `browser.maxDownloadBytes`; nothing kept.
    Cancelled,
    /// The browser ended it without the whole file (a refused or broken connection), or it
    /// could not be saved; nothing kept.
    Failed,
}

/// A download the page started, as a reply names it (B-20): never written silently.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Download {
    /// Where it came from.
    pub(crate) url: String,
    /// The file name the page suggested.
    pub(crate) suggested: String,
    /// What became of it.
    pub(crate) outcome: DownloadOutcome,
    /// Where it is (saved only).
    pub(crate) path: Option<String>,
    /// Its size in bytes (saved), or what had arrived when it ended.
    pub(crate) bytes: u64,
    /// Its media type: the response's when the browser tells it, else recognised from the
    /// file's first bytes (and, for text, its name).
    pub(crate) mime: Option<String>,
    /// SHA-256 of the file, hex (saved only).
    pub(crate) sha256: Option<String>,
    /// Why nothing was kept (cancelled, failed).
    pub(crate) reason: Option<String>,
    /// Its place among the session's downloads, to tell which an action started.
    #[serde(skip)]
    pub(crate) seq: u64,
}

/// What `browse dialog` does (B-18).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum DialogAnswer {
    /// Shows the open dialog.
    Show,
    /// Accepts it: OK, leave the page; a prompt's answer is `text` (else its default).
    Accept {
        /// A prompt's answer.
        text: Option<String>,
    },
    /// Dismisses it: Cancel, stay on the page.
    Dismiss,
}

/// Where `scroll --to` goes (B-19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum ScrollTo {
    /// The top of the page.
    Top,
    /// The bottom of the page.
    Bottom,
}

/// One value `browse get` or `browse is` reads (B-21).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "what")]
pub(crate) enum Query {
    /// The page's URL.
    Url,
    /// The page's title.
    Title,
    /// An element's visible text.
    Text {
        /// The target.
        target: String,
    },
    /// A form field's value.
    Value {
        /// The target.
        target: String,
    },
    /// An element's HTML.
    Html {
        /// The target.
        target: String,
    },
    /// One attribute of an element.
    Attr {
        /// The target.
        target: String,
        /// The attribute.
        name: String,
    },
    /// How many elements the target matches (it may match many).
    Count {
        /// The target.
        target: String,
    },
    /// An element's box in CSS pixels of the viewport.
    Box {
        /// The target.
        target: String,
    },
    /// Whether an element is visible.
    Visible {
        /// The target.
        target: String,
    },
    /// Whether an element is enabled.
    Enabled {
        /// The target.
        target: String,
    },
    /// Whether a checkbox, radio or switch is checked.
    Checked {
        /// The target.
        target: String,
    },
}

/// What `browse tab` does (B-17).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "tab")]
pub(crate) enum TabAction {
    /// Lists the tabs.
    List,
    /// Opens a tab (on the URL, approved by the client like `open`) and makes it active.
    New {
        /// The page, already checked and approved (B-11).
        url: Option<String>,
    },
    /// Makes a tab the active one.
    Switch {
        /// `t2`.
        id: String,
    },
    /// Closes a tab (the active one without an id).
    Close {
        /// `t2`.
        id: Option<String>,
    },
}

/// One tab of the session (B-17).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct TabInfo {
    /// `t1`, `t2`, … never reused.
    pub(crate) id: String,
    /// Its URL.
    pub(crate) url: String,
    /// Its title.
    pub(crate) title: String,
    /// Whether the verbs act on it.
    pub(crate) active: bool,
}

/// A confirm, prompt or beforeunload dialog that waits for the agent's answer (B-18). Its
/// text is the page's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct HeldDialog {
    /// `confirm`, `prompt` or `beforeunload`.
    #[serde(rename = "type")]
    pub(crate) kind: String,
    /// The dialog's message.
    pub(crate) message: String,
    /// A prompt's default answer.
    pub(crate) default_prompt: String,
    /// The tab it is open in, for a dialog of a tab that is not the active one (B-17).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) tab: Option<String>,
}

impl HeldDialog {
    /// `confirm "Delete 3 files?"`, on one line, neutralized (G-06: the text is the page's,
    /// and this line also goes into error sentences).
    pub(crate) fn line(&self) -> String {
        let message: String = self
            .message
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        crate::sanitize::neutralize(&format!("{} \"{message}\"", self.kind)).into_owned()
    }
}

/// One console message or uncaught exception (B-06).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct ConsoleLine {
    /// `log`, `info`, `warning`, `error`, `debug`, or `exception`.
    pub(crate) level: String,
    /// The message, trimmed to one line.
    pub(crate) text: String,
}

/// A screenshot written to disk (B-14).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Screenshot {
    /// Where the PNG is.
    pub(crate) path: String,
    /// Its size in bytes.
    pub(crate) bytes: u64,
    /// Its width in pixels.
    pub(crate) width: u32,
    /// Its height in pixels.
    pub(crate) height: u32,
}

/// The session's state (`browse status`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Status {
    /// The session name.
    pub(crate) session: String,
    /// The background process's pid.
    pub(crate) pid: u32,
    /// The browser's product and version.
    pub(crate) browser: String,
    /// The browser executable.
    pub(crate) browser_path: String,
    /// True when Chromium runs with `--no-sandbox` (as root).
    pub(crate) no_sandbox: bool,
    /// Headless or visible.
    pub(crate) headless: bool,
    /// The proxy's loopback port.
    pub(crate) proxy_port: u16,
    /// Whether loopback and private addresses pass the proxy (B-10: the session's setting,
    /// chosen when it started).
    pub(crate) allow_local: bool,
    /// Hosts approved at an `open` of this session: later opens of them need no new answer.
    #[serde(default)]
    pub(crate) approved_hosts: Vec<String>,
    /// Seconds the session has been idle before this request.
    pub(crate) idle_seconds: u64,
    /// Seconds of idleness after which it exits.
    pub(crate) idle_limit_seconds: u64,
    /// Navigations waiting for an answer (B-12).
    #[serde(default)]
    pub(crate) parked: Vec<Held>,
    /// The walkthrough folder being recorded into, if any (B-15).
    #[serde(default)]
    pub(crate) recording: Option<String>,
    /// Steps recorded so far.
    #[serde(default)]
    pub(crate) recorded_steps: usize,
    /// Requests Chromium made for itself (component updates, safe browsing, sign-in checks)
    /// that the proxy refused in this session: never listed in a reply (B-06).
    #[serde(default)]
    pub(crate) browser_refused: u64,
    /// Connections the background process has accepted, this one included (B-26: a batch's
    /// steps share one).
    #[serde(default)]
    pub(crate) connections: u64,
}

/// A walkthrough recording (B-15): its folder and the files in it so far.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Recording {
    /// The folder.
    pub(crate) dir: String,
    /// Every file in it, as full paths: `steps.md` first, then the screenshots in order.
    pub(crate) files: Vec<String>,
    /// Steps recorded.
    pub(crate) steps: usize,
}

/// What a successful action reports (B-06).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct PageReply {
    /// The page URL after the action.
    pub(crate) url: String,
    /// The page title after the action.
    pub(crate) title: String,
    /// Console messages and uncaught exceptions since the last action (at most 200).
    pub(crate) console: Vec<ConsoleLine>,
    /// More console messages than were kept.
    pub(crate) console_dropped: usize,
    /// What the proxy refused since the last action.
    pub(crate) refused: Vec<Refusal>,
    /// The active tab's id (B-17).
    #[serde(default)]
    pub(crate) tab: String,
    /// `tab list`: every tab (B-17).
    #[serde(default)]
    pub(crate) tabs: Option<Vec<TabInfo>>,
    /// Alerts accepted during the action.
    pub(crate) dialogs: Vec<String>,
    /// The dialog that waits for the agent's answer (B-18): shown in every reply until
    /// answered.
    #[serde(default)]
    pub(crate) dialog_open: Option<HeldDialog>,
    /// Dialogs held open in tabs that are not the active one (B-17, B-18), each naming its
    /// tab: shown in every reply until answered there.
    #[serde(default)]
    pub(crate) dialogs_in_other_tabs: Vec<HeldDialog>,
    /// The action's text result (read, html, snapshot, a note).
    pub(crate) result: Option<String>,
    /// The compact snapshot printed after a navigation.
    pub(crate) snapshot: Option<String>,
    /// Set when `result` or `snapshot` was cut at the cap, saying how to narrow it.
    pub(crate) truncated: Option<String>,
    /// A screenshot's file.
    pub(crate) screenshot: Option<Screenshot>,
    /// `status`.
    pub(crate) status: Option<Status>,
    /// Navigations the page started that wait for an answer (B-12).
    #[serde(default)]
    pub(crate) parked: Vec<Held>,
    /// What became of parked navigations since the last reply (denied after the time limit).
    #[serde(default)]
    pub(crate) navigation_notes: Vec<String>,
    /// A script's value as JSON (B-13); `result` holds it as text.
    #[serde(default)]
    pub(crate) value: Option<serde_json::Value>,
    /// `record` / `stop-recording`: the walkthrough (B-15).
    #[serde(default)]
    pub(crate) recording: Option<Recording>,
    /// The screenshot this action added to the recording (B-15).
    #[serde(default)]
    pub(crate) recorded: Option<String>,
    /// What the action waited for after its input or navigation (B-07).
    #[serde(default)]
    pub(crate) waited: Option<Waited>,
    /// A render's page (F-13).
    #[serde(default)]
    pub(crate) rendered: Option<Rendered>,
    /// `network`: the requests listed (B-24).
    #[serde(default)]
    pub(crate) network: Option<NetworkListing>,
    /// `pdf`: the file written (B-25).
    #[serde(default)]
    pub(crate) pdf: Option<FileWritten>,
    /// Warnings of the verb's own, printed like the reply's others (G-09).
    #[serde(default)]
    pub(crate) warnings: Vec<crate::warning::Warning>,
    /// `state save`: the login state, for the client to write to the file; never printed
    /// (B-23: it holds credentials).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) login_state: Option<Box<crate::browse::login_state::LoginState>>,
    /// `upload`: the files set (B-20).
    #[serde(default)]
    pub(crate) uploaded: Vec<UploadFile>,
    /// Downloads that ended since the last reply (B-20).
    #[serde(default)]
    pub(crate) downloads: Vec<Download>,
    /// Downloads still running when the reply was made, as `NAME (N bytes so far)`.
    #[serde(default)]
    pub(crate) downloading: Vec<String>,
    /// A file chooser the action opened, waiting for `upload chooser FILE…` (B-20): `single`
    /// or `multiple`.
    #[serde(default)]
    pub(crate) file_chooser: Option<String>,
}

/// What `browse network` lists (B-24).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct NetworkListing {
    /// `since_navigation` or `all`.
    pub(crate) scope: String,
    /// The `--filter` glob.
    pub(crate) filter: Option<String>,
    /// Requests in the scope before the filter.
    pub(crate) total: usize,
    /// Requests of the scope dropped from the log (it keeps 500): the listing lacks them
    /// (G-09).
    pub(crate) dropped: u64,
    /// The requests listed, oldest first.
    pub(crate) requests: Vec<super::network_log::Request>,
    /// The HAR written, with `--har`.
    pub(crate) har: Option<FileWritten>,
}

/// A file a verb wrote (B-24's HAR, B-25's PDF).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct FileWritten {
    /// Where it is.
    pub(crate) path: String,
    /// Its size in bytes.
    pub(crate) bytes: u64,
    /// A PDF's pages.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) pages: Option<u64>,
    /// A HAR's entries (requests).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) entries: Option<u64>,
}

/// The page a render read (F-13): the rendered DOM as HTML, and how the wait for it ended.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct Rendered {
    /// The DOM as HTML, open shadow roots in place of their hosts' children.
    pub(crate) html: String,
    /// The document's URL.
    pub(crate) url: String,
    /// The document's HTTP status (0 when the browser does not tell).
    pub(crate) status: u16,
    /// The document's media type (`document.contentType`).
    pub(crate) content_type: String,
    /// The encoding the browser decoded it with (`document.characterSet`).
    pub(crate) charset: String,
    /// Open shadow roots read.
    pub(crate) shadow_roots: u64,
    /// The HTML was cut at `max_bytes`; the size of the whole.
    pub(crate) cut_from: Option<u64>,
    /// Milliseconds from the load to the page's requests ending (or to the bound).
    pub(crate) settled_ms: u64,
    /// The page was still busy at the bound: the requests in flight, then those it kept
    /// starting (at most a few of each).
    pub(crate) busy: Option<Busy>,
    /// Top-level navigations the page started to another host, refused (B-12: parked means
    /// refused for a render): each with its host and the rule that would let it go.
    pub(crate) refused_navigations: Vec<Held>,
    /// False when no document of the render's own loaded: its navigation went to another
    /// host (the first of `refused_navigations`) and was refused.
    pub(crate) loaded: bool,
    /// What the render waited for after the page's load.
    pub(crate) waited: Settling,
}

/// What a render waited for after the page's load (F-13): the page's requests, and for a page
/// that asks for data by script, the network going quiet.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct Settling {
    /// The page's requests still loading when its load was done.
    pub(crate) loading_at_load: usize,
    /// Requests the page sent after its load, before it was read.
    pub(crate) sent_after_load: u64,
    /// Fetch and XHR requests of the page since the render began.
    pub(crate) fetches: u64,
    /// How long the network had to be quiet before the read (0 for a page that asked for no
    /// data by script).
    pub(crate) quiet_ms: u64,
    /// Times the page was read again because it sent a request while it was being read.
    pub(crate) rereads: u32,
}

/// What kept a rendered page busy at the bound (F-13).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct Busy {
    /// Requests still in flight, at most a few.
    pub(crate) in_flight: Vec<String>,
    /// How many were in flight.
    pub(crate) in_flight_count: usize,
    /// The latest requests the page started, at most a few, when it kept starting them
    /// during the wait.
    pub(crate) recent: Vec<String>,
}

/// A failed action: the same shape as every garuda-web error (G-01, G-03), plus what the
/// reply would have carried.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Failure {
    /// The JSON `error.code`.
    pub(crate) code: String,
    /// One sentence.
    pub(crate) message: String,
    /// What to do next.
    pub(crate) hint: Option<String>,
    /// How the call should exit.
    pub(crate) exit: FailureExit,
    /// The page state, refusals and console at the time, and for a stale ref a fresh snapshot.
    pub(crate) page: Option<PageReply>,
    /// The question the failure waits on (a parked navigation, B-12): a client on a terminal
    /// asks it and sends [`Action::Answer`].
    #[serde(default)]
    pub(crate) waiting: Option<Held>,
}

/// The exit class of a failure, as the client maps it onto `exit.rs`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum FailureExit {
    /// Exit 1.
    Failed,
    /// Exit 2.
    Usage,
    /// Exit 3.
    Blocked,
    /// Exit 4 (a navigation waits for approval, B-12).
    NotApproved,
}

/// The background process's answer.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "reply", rename_all = "snake_case")]
pub(crate) enum Reply {
    /// The action succeeded.
    Ok(Box<PageReply>),
    /// The action failed.
    Failed(Box<Failure>),
    /// The background process is of another version; it exits now.
    Restarting {
        /// Its version.
        version: String,
    },
    /// The browser died; the background process exits now.
    BrowserGone {
        /// What happened.
        message: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b06_cap_keeps_characters_whole() {
        let text = "é".repeat(MAX_RESULT);
        let (cut, was) = cap(text);
        assert!(was && cut.len() <= MAX_RESULT && cut.chars().all(|c| c == 'é'));
    }

    #[test]
    fn b06_snapshot_cap_ends_at_a_whole_line() {
        let line = "- button \"Buy\" @e1234\n";
        let text = line.repeat(MAX_RESULT / line.len() + 10);
        let (cut, was) = cap_lines(text);
        assert!(
            was && cut.len() <= MAX_RESULT && cut.ends_with(line),
            "{}",
            &cut[cut.len() - 40..]
        );
        assert_eq!(cap_lines("short\n".into()), ("short\n".into(), false));
    }
}
