//! The `browse` subcommand's clap types (B-03), and the two hidden subcommands the background
//! process and its watchdog run as (B-01).

use std::path::PathBuf;

use clap::{Args, Subcommand};

/// Arguments of `browse`.
#[derive(Debug, Args)]
#[command(before_help = BROWSE_SESSION, after_help = BROWSE_EXAMPLES)]
pub(crate) struct BrowseArgs {
    /// Give the session local access, at the open that starts it (kept until close): pages
    /// on a loopback or private address may reach loopback and private addresses their URLs
    /// name (the web app you are building); public pages never. Link-local and cloud metadata
    /// stay refused. `--allow-localhost` is the same switch (fetch's name).
    #[arg(long, global = true, visible_alias = "allow-localhost")]
    pub(crate) allow_local: bool,
    /// Who may approve `open`; `--session` also names the browse session.
    #[command(flatten)]
    pub(crate) approval: crate::cli::ApprovalArgs,
    /// What to do.
    #[command(subcommand)]
    pub(crate) verb: BrowseVerb,
}

/// Printed first by `browse --help` (G-07: help with examples): a worked session an agent can
/// copy as it is, each line a whole shell command.
const BROWSE_SESSION: &str = "\
A worked session (each line can be pasted into a shell as it is):
  garuda-web browse --allow example.org open https://example.org/   # approve the host, open it
  garuda-web browse snapshot        # interactive elements, each with a ref such as @e12
  garuda-web browse click @e12      # a real mouse click on the element of that ref
  garuda-web browse read            # the page's visible text
  garuda-web browse close           # end the session (it also ends after 15 minutes unused)";

const BROWSE_EXAMPLES: &str = "\
More:
  garuda-web browse type @e3 'me@example.org' --submit        # type into a field, press Enter
  garuda-web browse --allow browse_script script 'document.title'   # JavaScript in the page
  garuda-web browse record          # a screenshot and a line in steps.md after every action

Targets: @e12 (a ref from the last snapshot), css=SELECTOR or bare CSS, text=Visible text,
role=button[name=\"Save\"], label=Email, placeholder=Search, testid=submit, alt=…, title=…,
xpath=//ul/li[2].
Sessions: --session NAME or GARUDA_WEB_BROWSE_SESSION (default: default); each has its own
browser, closed after browser.idleSeconds (900) unused or by garuda-web browse close.
Every request of the page goes through garuda-web's proxy: only public addresses, unless the
session was opened with --allow-local: then pages on loopback or private addresses may reach
the local addresses their URLs name (never link-local or cloud metadata; public pages never).";

/// The seconds a `wait` or a `script` may be given (B-07, B-13).
pub(crate) const TIMEOUT_RANGE: std::ops::RangeInclusive<u64> = 1..=600;

/// The browse verbs (B-03). An MCP client's call deserializes into one (`mcp/browse.rs`:
/// the tool's arguments by the same names, tagged with the verb); what a client may not set
/// is skipped.
#[derive(Debug, Subcommand, serde::Deserialize)]
#[serde(tag = "verb", rename_all = "kebab-case")]
pub(crate) enum BrowseVerb {
    /// Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot.
    #[command(
        visible_alias = "navigate",
        after_help = "Examples:
  garuda-web browse open https://example.org/
  garuda-web browse --allow example.org open example.org/docs
  garuda-web browse --allow-local --allow 127.0.0.1 open http://127.0.0.1:3000/"
    )]
    Open {
        /// The page; `https://` is added when no scheme is given.
        #[arg(value_name = "URL")]
        url: String,
    },
    /// Go back one page in the history.
    #[command(after_help = "Examples:\n  garuda-web browse back")]
    Back,
    /// Go forward one page in the history.
    #[command(after_help = "Examples:\n  garuda-web browse forward")]
    Forward,
    /// Reload the page.
    #[command(after_help = "Examples:\n  garuda-web browse reload")]
    Reload,
    /// List the page's interactive elements, headings and landmarks with refs (@e12).
    #[command(after_help = "Examples:
  garuda-web browse snapshot
  garuda-web browse snapshot --all          every node, text included")]
    Snapshot {
        /// Every node of the accessibility tree, not only what can be acted on.
        #[arg(long)]
        all: bool,
    },
    /// Click an element: a real mouse click at its centre, after scrolling it into view.
    #[command(after_help = "Examples:
  garuda-web browse click @e12
  garuda-web browse click 'text=Accept all'
  garuda-web browse click 'css=button[type=submit]'")]
    Click {
        /// @e12, css=SELECTOR (or bare CSS), or text=Visible text.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// Type into a field, replacing its value unless --append.
    #[command(after_help = "Examples:
  garuda-web browse type @e3 'me@example.org'
  garuda-web browse type 'css=#q' 'rust ssrf' --submit
  garuda-web browse type @e4 ' more' --append")]
    Type {
        /// The field.
        #[arg(value_name = "TARGET")]
        target: String,
        /// The text to type.
        #[arg(value_name = "TEXT", allow_hyphen_values = true)]
        text: String,
        /// Keep the field's value and add the text at its end.
        #[arg(long)]
        append: bool,
        /// Press Enter afterwards (submits most forms).
        #[arg(long)]
        submit: bool,
    },
    /// Press a key in the focused element: Enter, Tab, Escape, ArrowDown, Control+a, …
    #[command(after_help = "Examples:
  garuda-web browse press Enter
  garuda-web browse press Control+a")]
    Press {
        /// The key, with modifiers joined by '+'.
        #[arg(value_name = "KEY")]
        key: String,
    },
    /// Choose an option of a `<select>` list by its value or its label.
    #[command(after_help = "Examples:
  garuda-web browse select @e7 blue
  garuda-web browse select 'css=#country' 'New Zealand'")]
    Select {
        /// The `<select>` element.
        #[arg(value_name = "TARGET")]
        target: String,
        /// The option's value or label.
        #[arg(value_name = "VALUE|LABEL")]
        value: String,
    },
    /// Print the visible text of the page or of one element.
    #[command(after_help = "Examples:
  garuda-web browse read
  garuda-web browse read 'css=main'")]
    Read {
        /// Only this element.
        #[arg(value_name = "TARGET")]
        target: Option<String>,
    },
    /// Print the HTML of the page or of one element.
    #[command(after_help = "Examples:
  garuda-web browse html
  garuda-web browse html @e12")]
    Html {
        /// Only this element.
        #[arg(value_name = "TARGET")]
        target: Option<String>,
    },
    /// Save a PNG of the viewport, the whole page or one element; prints its path and size.
    #[command(after_help = "Examples:
  garuda-web browse screenshot                       into the state dir's screenshots/
  garuda-web browse screenshot --full-page -o page.png
  garuda-web browse screenshot @e12 -o button.png")]
    Screenshot {
        /// Only this element.
        #[arg(value_name = "TARGET")]
        target: Option<String>,
        /// The whole page, beyond the viewport.
        #[arg(long, conflicts_with = "target")]
        full_page: bool,
        /// Write the PNG here.
        #[arg(short = 'o', long = "output", value_name = "FILE")]
        #[serde(skip)]
        output: Option<PathBuf>,
    },
    /// Print the console messages and uncaught errors the session has seen.
    #[command(after_help = "Examples:
  garuda-web browse console
  garuda-web browse console --errors")]
    Console {
        /// Only errors and uncaught exceptions.
        #[arg(long)]
        errors: bool,
    },
    /// Wait until a text appears or goes, an element exists, the URL matches, the page has
    /// loaded, or the page has sent no request for 500 ms.
    ///
    /// An action waits only for what it started itself (a navigation, or its requests for at
    /// most 2 s); anything slower is waited for here.
    #[command(after_help = "Examples:
  garuda-web browse wait --text 'Saved'
  garuda-web browse wait --gone 'Loading…' --timeout 60
  garuda-web browse wait --for 'css=.results li'
  garuda-web browse wait --url '*/dashboard*'
  garuda-web browse wait --load       the page's load event (images, scripts, styles loaded)
  garuda-web browse wait --idle       no request for 500 ms (a page that loads more as it goes)")]
    #[command(group(clap::ArgGroup::new("until").required(true).args(["text", "gone", "for_target", "url", "load", "idle"])))]
    Wait {
        /// The page's text contains T.
        #[arg(long, value_name = "T")]
        text: Option<String>,
        /// The page's text no longer contains T.
        #[arg(long, value_name = "T")]
        gone: Option<String>,
        /// The target matches exactly one element.
        #[arg(long = "for", value_name = "TARGET")]
        for_target: Option<String>,
        /// The page URL matches GLOB (* any characters, ? one).
        #[arg(long, value_name = "GLOB")]
        url: Option<String>,
        /// The page's load event has fired.
        #[arg(long)]
        load: bool,
        /// The page has had no request in flight for 500 ms.
        #[arg(long)]
        idle: bool,
        /// Give up after this many seconds.
        #[arg(long, value_name = "SECONDS", default_value_t = 30,
              value_parser = clap::value_parser!(u64).range(TIMEOUT_RANGE))]
        timeout: u64,
    },
    /// Run JavaScript in the page and print its value: JSON, or a string as itself.
    ///
    /// The expression is awaited when it is a promise (top-level `await` works). It needs the
    /// rule browse_script (--allow browse_script, or policy.json), a Yes at the prompt, or
    /// browser.allowScripts in config.json (never from a --policy file).
    #[command(after_help = "Examples:
  garuda-web browse --allow browse_script script 'document.title'
  garuda-web browse --allow browse_script script '[...document.links].map(a => a.href)'
  garuda-web browse script 'await (await fetch(\"/api/me\")).json()' --timeout 10
  garuda-web browse script - < check.js      the script from stdin")]
    Script {
        /// The JavaScript expression, or - to read it from stdin.
        #[arg(value_name = "JS", allow_hyphen_values = true)]
        js: String,
        /// Seconds a promise may take to settle [default: web.timeoutSeconds, 30].
        #[arg(long, value_name = "SECONDS",
              value_parser = clap::value_parser!(u64).range(TIMEOUT_RANGE))]
        timeout: Option<u64>,
    },
    /// Start recording a walkthrough: a screenshot and a line in steps.md after every action.
    ///
    /// After each open, back, forward, reload, click, type, press, select and script, a
    /// viewport PNG NNN-ACTION.png and a step in steps.md (time, action, target, URL, title,
    /// the screenshot inline) go to the state dir's walkthroughs/YYYYMMDD-HHMMSS/, or DIR.
    #[command(after_help = "Examples:
  garuda-web browse record
  garuda-web browse record --dir ./walkthrough      a new or empty folder
  garuda-web browse stop-recording                  prints the folder and its files")]
    Record {
        /// Record into this folder (new or empty) instead of the state dir's walkthroughs/.
        #[arg(long, value_name = "DIR")]
        #[serde(skip)]
        dir: Option<PathBuf>,
    },
    /// Stop the walkthrough recording; prints its folder and files.
    #[command(
        after_help = "Examples:\n  garuda-web browse stop-recording\n  garuda-web browse --json stop-recording"
    )]
    StopRecording,
    /// Show the session: browser, version, sandbox, proxy, page, recording.
    #[command(
        after_help = "Examples:\n  garuda-web browse status\n  garuda-web browse --session app status"
    )]
    Status,
    /// Let a navigation the page started go ahead (it waits, parked, for this answer).
    #[command(
        after_help = "A link, form, script, redirect or popup of the page that goes to another host
waits for approval; the reply of the action says: approval needed: navigation to H (id N).
Unanswered, it is denied after 60 seconds.

Examples:
  garuda-web browse approve 3                    this once; prints the page after the load
  garuda-web browse approve 3 --for-session      and the host for the rest of the session
  garuda-web browse approve 3 --always           and add web_fetch(HOST) to policy.json"
    )]
    Approve(ApproveArgs),
    /// Refuse a navigation the page started; the page stays where it was.
    #[command(after_help = "Examples:\n  garuda-web browse deny 3")]
    Deny {
        /// The number from "approval needed: navigation to H (id N)".
        #[arg(value_name = "ID")]
        id: u64,
    },
    /// Move the mouse onto an element (opens hover menus).
    #[command(after_help = "Examples:\n  garuda-web browse hover 'text=Account'")]
    Hover {
        /// The element.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// Double-click an element.
    #[command(after_help = "Examples:\n  garuda-web browse dblclick 'css=.cell'")]
    Dblclick {
        /// The element.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// Check a checkbox, radio or switch (nothing when it is checked already).
    #[command(after_help = "Examples:\n  garuda-web browse check 'label=Remember me'")]
    Check {
        /// The checkbox, radio or switch.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// Uncheck a checkbox or switch (nothing when it is unchecked already).
    #[command(after_help = "Examples:\n  garuda-web browse uncheck 'label=Send me offers'")]
    Uncheck {
        /// The checkbox or switch.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// Give an element the focus.
    #[command(after_help = "Examples:\n  garuda-web browse focus 'label=Email'")]
    Focus {
        /// The element.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// Scroll an element into view, by DX,DY pixels (a mouse wheel), or to the top or bottom.
    #[command(after_help = "Examples:
  garuda-web browse scroll 'text=Load more'
  garuda-web browse scroll --by 0,800          down 800 pixels, like a mouse wheel
  garuda-web browse scroll --to bottom         where infinite lists load more")]
    #[command(group(clap::ArgGroup::new("where").required(true).args(["target", "by", "to"])))]
    Scroll {
        /// The element to bring into view.
        #[arg(value_name = "TARGET")]
        target: Option<String>,
        /// Scroll by DX,DY CSS pixels (negative goes left or up).
        #[arg(long, value_name = "DX,DY", allow_hyphen_values = true, value_parser = by_text)]
        by: Option<String>,
        /// Scroll to the top or the bottom of the page.
        #[arg(long, value_enum, value_name = "WHERE")]
        to: Option<ScrollEnd>,
    },
    /// Read one value: the page's URL or title, or an element's text, value, HTML, attribute,
    /// count or box.
    ///
    /// Prints the value on one line (text and HTML as they are); --json gives it as `value`. A
    /// target that matches nothing exits 1 with the reason; `get count` may match many (or 0).
    #[command(after_help = "Examples:
  garuda-web browse get title
  garuda-web browse get value 'label=Email'
  garuda-web browse get attr @e12 href
  garuda-web browse get count 'css=.results li'
  garuda-web browse --json get box @e12")]
    Get {
        /// What to read.
        #[command(subcommand)]
        what: GetVerb,
    },
    /// Tell whether an element is visible, enabled or checked: true or false.
    #[command(after_help = "Examples:
  garuda-web browse is visible 'text=Saved'
  garuda-web browse is enabled 'role=button[name=\"Save\"]'
  garuda-web browse is checked 'label=Remember me'")]
    Is {
        /// What to tell.
        #[command(subcommand)]
        what: IsVerb,
    },
    /// List, open, switch or close tabs; windows the page opens become tabs too.
    ///
    /// Tabs have stable ids t1, t2, … never reused; every other verb acts on the active tab. A
    /// window the page opens (window.open, target=_blank) becomes a tab, and the reply of the
    /// action that opened it says opened tab t3: URL; its first load is decided like any
    /// navigation the page starts (another host waits for browse approve).
    #[command(after_help = "Examples:
  garuda-web browse tab list
  garuda-web browse tab new https://example.org/   decided like open, becomes the active tab
  garuda-web browse tab switch t2
  garuda-web browse tab close                      the active tab (or: tab close t3)")]
    Tab {
        /// What to do.
        #[command(subcommand)]
        action: TabVerb,
    },
    /// Show the dialog the page holds open, or answer it: accept (OK) or dismiss (Cancel).
    ///
    /// An alert is accepted by itself and its text listed in the reply. A confirm, prompt or
    /// beforeunload waits for this answer: the reply of the action that opened it says
    /// dialog open: confirm "…", and every other action fails until it is answered.
    #[command(after_help = "Examples:
  garuda-web browse dialog                      show the open dialog
  garuda-web browse dialog accept               OK (a prompt gets its default answer)
  garuda-web browse dialog accept 'Ada'         answer a prompt with Ada
  garuda-web browse dialog dismiss              Cancel")]
    Dialog {
        /// Accept or dismiss; without it, show the open dialog.
        #[command(subcommand)]
        answer: Option<DialogVerb>,
    },
    /// Save the session's login (cookies and storage) to a file, or load one into the session.
    ///
    /// The file holds the cookies of every site (values included) and the localStorage and
    /// sessionStorage of the origins the session's tabs show, as JSON in the shape of
    /// Playwright's storageState. It holds credentials: it is written 0600, and load refuses a
    /// file that is not yours or that group or others may read (like ssh's StrictModes).
    #[command(after_help = "Examples:
  garuda-web browse state save login.json       after logging in
  garuda-web browse close
  garuda-web browse --allow example.org open https://example.org/
  garuda-web browse state load login.json       cookies now, storage as its origin shows
  garuda-web browse reload                      the page sees the login")]
    State {
        /// Save or load.
        #[command(subcommand)]
        action: StateVerb,
    },
    /// List the session's cookies: name, domain, path, expiry and flags, never the values
    /// unless --values; or delete them all with --clear.
    #[command(after_help = "Examples:
  garuda-web browse cookies
  garuda-web browse cookies --values            the values too (credentials: mind the screen)
  garuda-web browse --json cookies
  garuda-web browse cookies --clear             log out of every site, says how many went")]
    Cookies {
        /// Delete every cookie of the session (every site's) and say how many.
        #[arg(long, conflicts_with = "values")]
        clear: bool,
        /// Show each cookie's value too.
        #[arg(long)]
        #[serde(skip)]
        values: bool,
    },
    /// Close the session's browser (or, with --all, every session's).
    #[command(after_help = "Examples:\n  garuda-web browse close\n  garuda-web browse close --all")]
    Close {
        /// Every session of this user.
        #[arg(long)]
        #[serde(skip)]
        all: bool,
    },
    /// List the active tab's requests since its last navigation: method, URL, status, type,
    /// size, time, and the ones garuda-web's proxy refused, with the reason.
    ///
    /// The session keeps its latest 500 requests (the reply says when older ones were
    /// dropped). --har writes them as HAR 1.2 to a new file (0600; never over an existing
    /// one), without bodies and with cookie and authorization values redacted.
    #[command(after_help = "Examples:
  garuda-web browse network                      since the last navigation
  garuda-web browse network --all                every request kept (at most 500)
  garuda-web browse network --filter '*/api/*'   only URLs that match (* any characters, ? one)
  garuda-web browse network --all --har app.har  also write them as HAR 1.2
  garuda-web browse --json network               each request as a JSON object")]
    Network {
        /// Every request kept for the tab (at most 500), not only those since its last
        /// navigation.
        #[arg(long)]
        all: bool,
        /// Only requests whose URL matches GLOB (* any characters, ? one).
        #[arg(long, value_name = "GLOB")]
        filter: Option<String>,
        /// Also write the requests listed as HAR 1.2 to FILE (a new file).
        #[arg(long, value_name = "FILE")]
        #[serde(skip)]
        har: Option<PathBuf>,
    },
    /// Print the page to a PDF; prints its path, size and page count.
    ///
    /// Without -o the PDF goes to the state dir's pdfs/ under a new name; -o FILE must not
    /// exist yet (garuda-web never writes over a file). The file is readable by you only.
    #[command(after_help = "Examples:
  garuda-web browse pdf                          into the state dir's pdfs/
  garuda-web browse pdf -o invoice.pdf
  garuda-web browse --json pdf")]
    Pdf {
        /// Write the PDF here (a new file).
        #[arg(short = 'o', long = "output", value_name = "FILE")]
        #[serde(skip)]
        output: Option<PathBuf>,
    },
}

/// Where `scroll --to` goes (B-19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum ScrollEnd {
    /// The top of the page.
    Top,
    /// The bottom of the page.
    Bottom,
}

/// `DX,DY` of `scroll --by`, checked (B-19).
fn by_text(text: &str) -> Result<String, String> {
    parse_by(text).map(|_| text.to_string())
}

/// `DX,DY` of `scroll --by` (B-19).
pub(crate) fn parse_by(text: &str) -> Result<(i64, i64), String> {
    let bad = || format!("'{text}' is not DX,DY (e.g. 0,800 or 0,-400)");
    let (x, y) = text.split_once(',').ok_or_else(bad)?;
    Ok((
        x.trim().parse().map_err(|_| bad())?,
        y.trim().parse().map_err(|_| bad())?,
    ))
}

/// What `browse get` reads (B-21).
#[derive(Debug, Subcommand, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum GetVerb {
    /// The page's URL.
    #[command(after_help = "Examples:\n  garuda-web browse get url")]
    Url,
    /// The page's title.
    #[command(after_help = "Examples:\n  garuda-web browse get title")]
    Title,
    /// An element's visible text.
    #[command(after_help = "Examples:\n  garuda-web browse get text 'css=.total'")]
    Text {
        /// The element (@e12, css=, text=, role=, label=, …).
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// A form field's value.
    #[command(after_help = "Examples:\n  garuda-web browse get value 'label=Email'")]
    Value {
        /// The field.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// An element's HTML.
    #[command(after_help = "Examples:\n  garuda-web browse get html @e12")]
    Html {
        /// The element.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// One attribute of an element (null when it has none).
    #[command(after_help = "Examples:\n  garuda-web browse get attr 'text=Docs' href")]
    Attr {
        /// The element.
        #[arg(value_name = "TARGET")]
        target: String,
        /// The attribute's name.
        #[arg(value_name = "NAME")]
        name: String,
    },
    /// How many elements the target matches (it may match many, or none).
    #[command(after_help = "Examples:\n  garuda-web browse get count 'css=table tr'")]
    Count {
        /// The target.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// An element's box in the viewport: x, y, width and height in CSS pixels.
    #[command(after_help = "Examples:\n  garuda-web browse get box @e12")]
    Box {
        /// The element.
        #[arg(value_name = "TARGET")]
        target: String,
    },
}

/// What `browse is` tells (B-21).
#[derive(Debug, Subcommand, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum IsVerb {
    /// Whether the element is visible (it has a size and is not hidden).
    #[command(after_help = "Examples:\n  garuda-web browse is visible 'text=Saved'")]
    Visible {
        /// The element.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// Whether the element is enabled (not disabled).
    #[command(after_help = "Examples:\n  garuda-web browse is enabled @e12")]
    Enabled {
        /// The element.
        #[arg(value_name = "TARGET")]
        target: String,
    },
    /// Whether the checkbox, radio or switch is checked.
    #[command(after_help = "Examples:\n  garuda-web browse is checked 'label=Remember me'")]
    Checked {
        /// The element.
        #[arg(value_name = "TARGET")]
        target: String,
    },
}

/// The tab verbs (B-17).
#[derive(Debug, Subcommand, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum TabVerb {
    /// List the tabs: id, URL, title, which is active.
    #[command(
        after_help = "Examples:\n  garuda-web browse tab list\n  garuda-web browse --json tab list"
    )]
    List,
    /// Open a tab (on URL, decided like open) and make it the active one.
    #[command(after_help = "Examples:
  garuda-web browse tab new
  garuda-web browse --allow example.org tab new https://example.org/")]
    New {
        /// The page; `https://` is added when no scheme is given.
        #[arg(value_name = "URL")]
        url: Option<String>,
    },
    /// Make a tab the active one; prints its page.
    #[command(after_help = "Examples:\n  garuda-web browse tab switch t2")]
    Switch {
        /// The tab's id, as tab list shows it.
        #[arg(value_name = "ID")]
        id: String,
    },
    /// Close a tab (the active one without ID); another becomes active.
    #[command(
        after_help = "Examples:\n  garuda-web browse tab close\n  garuda-web browse tab close t3"
    )]
    Close {
        /// The tab's id, as tab list shows it.
        #[arg(value_name = "ID")]
        id: Option<String>,
    },
}

/// What `browse state` does (B-23).
#[derive(Debug, Subcommand, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum StateVerb {
    /// Write the session's cookies and storage to FILE (0600); the reply warns that it holds
    /// credentials.
    ///
    /// A new FILE is made 0600. An existing FILE is replaced (atomically, 0600) only when it is
    /// a state file of yours already, so a saved login can be refreshed; anything else there
    /// (another file, a link, a folder) is refused, never overwritten. Storage is read through
    /// the frames that show it: an origin the session visited that no tab shows now is named
    /// in a warning (state_partial), its storage not saved; its cookies are.
    #[command(after_help = "Examples:
  garuda-web browse state save login.json
  garuda-web browse --json state save ~/.config/app-login.json")]
    Save {
        /// The state file to write.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Restore the cookies and storage of a state file into the session.
    ///
    /// Cookies are set at once (an expired one is skipped and counted). The storage of an
    /// origin a tab shows now is written at once (reload the page to let it see it); any other
    /// origin's is restored on its next visit, before the page's own scripts run, once. FILE
    /// must be yours and closed to group and others (chmod 600): otherwise it is refused with
    /// exit 2 (state_not_private), like ssh refuses a private key others can read. A file that
    /// is not a state file is exit 2 (state_invalid) naming the line and column. A session
    /// must be running: open a page of the site first.
    #[command(after_help = "Examples:
  garuda-web browse state load login.json
  garuda-web browse --json state load login.json")]
    Load {
        /// The state file to read (state save's, or a Playwright storageState file).
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
}

/// How `browse dialog` answers (B-18).
#[derive(Debug, Subcommand, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum DialogVerb {
    /// OK: confirm, leave the page (beforeunload), or answer a prompt.
    #[command(after_help = "Examples:
  garuda-web browse dialog accept
  garuda-web browse dialog accept 'Ada'         a prompt's answer")]
    Accept {
        /// A prompt's answer (without it, the prompt's default).
        #[arg(value_name = "TEXT", allow_hyphen_values = true)]
        text: Option<String>,
    },
    /// Cancel: the confirm or prompt answers no, the page stays (beforeunload).
    #[command(after_help = "Examples:\n  garuda-web browse dialog dismiss")]
    Dismiss,
}

/// Arguments of `browse approve` (B-12).
#[derive(Debug, Args, serde::Deserialize)]
pub(crate) struct ApproveArgs {
    /// The number from "approval needed: navigation to H (id N)".
    #[arg(value_name = "ID")]
    pub(crate) id: u64,
    /// Also let the page go to this host for the rest of the approval session (a session
    /// grant, like "Yes, for this session" at the prompt).
    #[arg(long, conflicts_with = "always")]
    pub(crate) for_session: bool,
    /// Also add web_fetch(HOST) to policy.json (like "Yes, always" at the prompt).
    #[arg(long)]
    pub(crate) always: bool,
}

/// Arguments of the hidden background-process subcommand.
#[derive(Debug, Args)]
pub(crate) struct BrowseDaemonArgs {
    /// The run folder.
    #[arg(long)]
    pub(crate) run_dir: PathBuf,
    /// The session name.
    #[arg(long)]
    pub(crate) name: String,
    /// The browser settings, as JSON.
    #[arg(long)]
    pub(crate) settings: String,
    /// The proxy's first settings, as JSON.
    #[arg(long)]
    pub(crate) net: String,
}

/// Arguments of the hidden watchdog subcommand.
#[derive(Debug, Args)]
pub(crate) struct BrowseWatchdogArgs {
    /// Chromium's process group.
    #[arg(long)]
    pub(crate) group: i32,
    /// Chromium's temporary profile.
    #[arg(long)]
    pub(crate) profile: PathBuf,
    /// The file to leave when the background process died (the next call reports the lost
    /// session).
    #[arg(long)]
    pub(crate) lost: Option<PathBuf>,
}

/// Arguments of the hidden launcher: the background process's pid and the browser's command.
#[derive(Debug, Args)]
pub(crate) struct BrowseLaunchArgs {
    /// The background process: if it is gone already, the browser does not start.
    #[arg(long)]
    pub(crate) parent: i32,
    /// The browser executable and its arguments.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, required = true)]
    pub(crate) command: Vec<std::ffi::OsString>,
}
