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

Targets: @e12 (a ref from the last snapshot), css=SELECTOR or bare CSS, text=Visible text.
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
    /// Close the session's browser (or, with --all, every session's).
    #[command(after_help = "Examples:\n  garuda-web browse close\n  garuda-web browse close --all")]
    Close {
        /// Every session of this user.
        #[arg(long)]
        #[serde(skip)]
        all: bool,
    },
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
