//! The command line as clap types: doc comments are the help text, and [`command`] adds what
//! the derive cannot (each command's exit codes, from `exit.rs`); [`parse`] reads a command
//! line with it. Turning these values into behaviour is `settings.rs`'s job.
//!
//! House style for help: one line that says what the flag is for, then details a user needs;
//! worked examples go in each subcommand's `after_help`.

use clap::{ArgAction, Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use crate::exit::{self, ExitStatus};

// Config, generate and browse keep their clap types in their own files.
mod browse;
mod config;
mod generate;
mod mcp;
pub(crate) use browse::StateVerb;
pub(crate) use browse::{
    BatchStep, BrowseArgs, BrowseDaemonArgs, BrowseLaunchArgs, BrowseVerb, BrowseWatchdogArgs,
    DialogVerb, GetVerb, IsVerb, ScrollEnd, TIMEOUT_RANGE, TabVerb, parse_by,
};
pub(crate) use config::{ConfigAction, ConfigArgs, SearchConfigAction, SessionsAction};
pub(crate) use generate::GenerateArgs;
pub(crate) use mcp::McpArgs;

/// Parses a command line with [`command`]'s definition.
/// clap's own messages (help, usage errors) follow `--color` too, read from the raw
/// arguments because they are printed when parsing fails.
pub(crate) fn parse<I, T>(args: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    let color = color_asked(&args);
    // The exit codes are only ever shown in help, and adding them to every command costs a
    // fifth of a millisecond a call: a help request is answered again from the full command.
    let mut cmd = Cli::command().color(color);
    let parsed = cmd.try_get_matches_from_mut(&args);
    // The command is a tree of a few thousand allocations; freeing it cost an eighth of a
    // short call's instructions, and this process parses once.
    std::mem::forget(cmd);
    let matches = match parsed {
        Ok(matches) => matches,
        Err(e) if shows_help(&e) => command().color(color).try_get_matches_from(args)?,
        Err(e) => return Err(e),
    };
    Cli::from_arg_matches(&matches)
}

/// Whether clap's answer to a command line is a command's help, which [`command`] writes.
fn shows_help(e: &clap::Error) -> bool {
    matches!(
        e.kind(),
        clap::error::ErrorKind::DisplayHelp
            | clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    )
}

/// The `--color` of raw arguments, for messages printed when they do not parse (clap's usage
/// errors, reported as every other error is).
pub(crate) fn color_of_args(args: &[std::ffi::OsString]) -> ColorChoice {
    match color_asked(args) {
        clap::ColorChoice::Always => ColorChoice::Always,
        clap::ColorChoice::Never => ColorChoice::Never,
        clap::ColorChoice::Auto => ColorChoice::Auto,
    }
}

/// The command a command line names, for a usage error's hint (`garuda-web config allow`),
/// with the names of its visible subcommands (empty for a command without any): the program
/// and each subcommand word, read from the raw arguments since they did not parse.
pub(crate) fn named_command(args: &[std::ffi::OsString]) -> (String, Vec<String>) {
    let mut cmd = command();
    let mut path = vec![cmd.get_name().to_string()];
    for word in args.iter().skip(1).map(|a| a.to_string_lossy()) {
        let Some(sub) = cmd
            .get_subcommands()
            .find(|s| {
                !s.is_hide_set() && (s.get_name() == word || s.get_all_aliases().any(|a| a == word))
            })
            .cloned()
        else {
            continue;
        };
        path.push(sub.get_name().to_string());
        cmd = sub;
    }
    let subcommands = cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .map(|s| s.get_name().to_string())
        .collect();
    (path.join(" "), subcommands)
}

/// The last `--color WHEN` / `--color=WHEN` of `args` as clap's choice (auto when absent or
/// unreadable: clap then follows NO_COLOR and CLICOLOR_FORCE itself).
fn color_asked(args: &[std::ffi::OsString]) -> clap::ColorChoice {
    let mut choice = clap::ColorChoice::Auto;
    let mut words = args.iter().map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        let value = match word.strip_prefix("--color") {
            Some("") => words.next().map(|v| v.into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_owned),
            None => None,
        };
        choice = match value.as_deref() {
            Some("always") => clap::ColorChoice::Always,
            Some("never") => clap::ColorChoice::Never,
            Some(_) => clap::ColorChoice::Auto,
            None => continue,
        };
    }
    choice
}

/// The whole command line as clap builds it, plus what the derive attributes cannot say: each
/// command's help ends with the exit codes it can end with (from `exit.rs`). `--help`, the man
/// pages and the completions are all made from this.
pub(crate) fn command() -> clap::Command {
    with_exit_codes(Cli::command(), None)
}

/// Appends the exit codes of `root` (the top-level subcommand this one is under, `None` for
/// the program itself) to `cmd`'s help and to each of its subcommands'.
fn with_exit_codes(cmd: clap::Command, root: Option<&str>) -> clap::Command {
    let statuses = exit_codes_of(root);
    let codes = exit::help_text(&statuses);
    let after = match cmd.get_after_help() {
        Some(help) => format!("{help}\n\n{codes}"),
        None => codes,
    };
    let mut cmd = cmd.after_help(after);
    let subcommands: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subcommands {
        let root = root.unwrap_or(&name).to_string();
        cmd = cmd.mut_subcommand(&name, |sub| with_exit_codes(sub, Some(&root)));
    }
    cmd
}

/// The statuses a command can end with: `config` and `cache` make no requests, so nothing
/// is blocked or needs approval there.
fn exit_codes_of(root: Option<&str>) -> Vec<ExitStatus> {
    let requests = !matches!(root, Some("config" | "cache" | "generate"));
    ExitStatus::ALL
        .into_iter()
        .filter(|s| requests || !matches!(s, ExitStatus::Blocked | ExitStatus::NotApproved))
        .collect()
}

/// The window size when `--max-chars` is not given (F-20); the `[More: …]` line leaves the
/// flag out at this value.
pub(crate) const DEFAULT_MAX_CHARS: u32 = 30_000;

/// The window sizes `--max-chars` accepts (F-20), as clap's value ranges are written; MCP's
/// `max_chars` takes the same (M-02).
pub(crate) const MAX_CHARS_RANGE: std::ops::RangeInclusive<i64> = 1_000..=100_000;

/// The result counts `search --max-results` accepts (S-01).
pub(crate) const MAX_RESULTS_RANGE: std::ops::RangeInclusive<i64> = 1..=10;

/// The result counts `search --fetch` accepts (S-30).
pub(crate) const FETCH_RESULTS_RANGE: std::ops::RangeInclusive<i64> = 1..=5;

/// Hex digits of the text's sha256 that the `[More: …]` line's `--snapshot` carries (F-11):
/// 48 bits tell two versions of one page apart.
pub(crate) const SNAPSHOT_PREFIX_LEN: usize = 12;

/// `--snapshot HASH`: 8 to 64 hex digits (a prefix of the page text's sha256), lower-cased.
pub(crate) fn parse_snapshot(value: &str) -> Result<String, String> {
    if (8..=64).contains(&value.len()) && value.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(value.to_ascii_lowercase())
    } else {
        Err(
            "expected 8 to 64 hex digits of the page's sha256 (the [More: …] line gives them)"
                .into(),
        )
    }
}

/// Read the web safely: pages as Markdown, with SSRF protection and per-host approval.
#[derive(Debug, Parser)]
#[command(name = "garuda-web", version, about, max_term_width = 100)]
#[command(after_help = TOP_EXAMPLES)]
pub(crate) struct Cli {
    #[command(flatten)]
    pub(crate) global: GlobalArgs,
    #[command(subcommand)]
    pub(crate) command: Command,
}

const TOP_EXAMPLES: &str = "\
Examples:
  garuda-web fetch docs.rs                      ask on the terminal, then print docs.rs as Markdown
  garuda-web fetch --allow docs.rs https://docs.rs/serde
  garuda-web fetch --json --allow '*.rust-lang.org' https://doc.rust-lang.org/book/ | jq .title
  garuda-web config allow docs.rs               trust docs.rs from now on (saved in policy.json)";

/// Options every subcommand takes.
#[derive(Debug, Args)]
pub(crate) struct GlobalArgs {
    /// Print exactly one JSON object on stdout, also on failure.
    #[arg(long, global = true, help_heading = "Output")]
    pub(crate) json: bool,
    /// Ignore config.json and policy.json: built-in defaults and the command line only
    /// (--policy files still count).
    #[arg(long, global = true)]
    pub(crate) no_config: bool,
    /// Print only the result and errors: no warnings, notes or status line on stderr.
    #[arg(
        short,
        long,
        global = true,
        conflicts_with = "verbose",
        help_heading = "Output"
    )]
    pub(crate) quiet: bool,
    /// Explain each step on stderr, as curl -v does: the addresses resolved and checked, the
    /// connection, TLS, request and status lines, redirects and their approval, bytes and
    /// timings (also with --json).
    #[arg(short, long, global = true, help_heading = "Output")]
    pub(crate) verbose: bool,
    /// When to colour stderr messages.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true,
          help_heading = "Output")]
    pub(crate) color: ColorChoice,
    /// The approval options given before the subcommand (`garuda-web --allow docs.rs fetch
    /// …`); those after it are the subcommand's own ([`ApprovalArgs::and`] joins them).
    #[command(flatten)]
    pub(crate) approval: ApprovalArgs,
}

/// Who may approve a request: options of the program (SPEC §1 lists them as global,
/// so they may come before the subcommand) and of the commands where they act — `fetch`,
/// `search`, `config rules` and `config check` (`config sessions` takes `--session`); `cache`
/// and the other `config` actions do not list them.
#[derive(Debug, Clone, Default, Args)]
#[command(next_help_heading = "Approval")]
pub(crate) struct ApprovalArgs {
    /// Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`,
    /// `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable).
    #[arg(long, value_name = "RULE", action = ArgAction::Append)]
    pub(crate) allow: Vec<String>,
    /// Refuse requests matching RULE; deny rules win over allow rules (repeatable).
    #[arg(long, value_name = "RULE", action = ArgAction::Append)]
    pub(crate) deny: Vec<String>,
    /// Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable).
    #[arg(long, value_name = "FILE", action = ArgAction::Append)]
    pub(crate) policy: Vec<std::path::PathBuf>,
    /// The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the
    /// terminal session).
    #[arg(long, value_name = "ID")]
    pub(crate) session: Option<String>,
}

impl ApprovalArgs {
    /// These options (given before the subcommand) with `later` (given after it): every rule
    /// and policy file of both; `later`'s session wins.
    pub(crate) fn and(&self, later: &ApprovalArgs) -> ApprovalArgs {
        let join = |a: &[String], b: &[String]| a.iter().chain(b).cloned().collect();
        ApprovalArgs {
            allow: join(&self.allow, &later.allow),
            deny: join(&self.deny, &later.deny),
            policy: self.policy.iter().chain(&later.policy).cloned().collect(),
            session: later.session.clone().or_else(|| self.session.clone()),
        }
    }

    /// Just a session.
    pub(crate) fn session(session: Option<String>) -> ApprovalArgs {
        ApprovalArgs {
            session,
            ..ApprovalArgs::default()
        }
    }
}

/// When to use colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum ColorChoice {
    /// Colour when stderr is a terminal and NO_COLOR is unset.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

/// The operations.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Read one page as Markdown (or as raw text) inside a <web_result> block: HTML, text,
    /// Markdown, CSV, JSON, XML, RSS/Atom, and PDF (its text, page by page).
    Fetch(FetchArgs),
    /// Search the web with Brave, Tavily, SearXNG, Google (Gemini) or Claude; results as a
    /// <web_result> block.
    Search(SearchArgs),
    /// Drive a real Chromium kept open between calls; every request goes through the SSRF
    /// proxy.
    Browse(BrowseArgs),
    /// Show, check and edit settings and approval rules.
    Config(ConfigArgs),
    /// List or clear the pages kept for paging (`fetch --start`).
    Cache(CacheArgs),
    /// Serve web_fetch and web_search to MCP clients over stdio, with the same rules and
    /// approvals as the command line.
    Mcp(McpArgs),
    /// Write shell completions and man pages (for packagers and the repository).
    #[command(hide = true)]
    Generate(GenerateArgs),
    /// The background process of a browse session (started by `browse`, B-01).
    #[command(name = "__browse-daemon", hide = true)]
    BrowseDaemon(BrowseDaemonArgs),
    /// Kills a browse session's Chromium when its background process dies (B-01).
    #[command(name = "__browse-watchdog", hide = true)]
    BrowseWatchdog(BrowseWatchdogArgs),
    /// Puts Chromium's DevTools pipe on fds 3 and 4, then becomes Chromium (B-02).
    #[command(name = "__browse-launch", hide = true)]
    BrowseLaunch(BrowseLaunchArgs),
}

/// Arguments of `fetch`.
#[derive(Debug, Args)]
#[command(after_help = FETCH_EXAMPLES)]
pub(crate) struct FetchArgs {
    /// The pages to read, up to 4 at a time, printed in this order; `-` reads URLs from stdin,
    /// one per line. `https://` is added when no scheme is given.
    #[arg(value_name = "URL", required = true, num_args = 1..)]
    pub(crate) urls: Vec<String>,
    /// Who may approve it.
    #[command(flatten)]
    pub(crate) approval: ApprovalArgs,
    /// Approve exactly this URL, even an unusual one that host rules cannot approve.
    #[arg(long, value_name = "URL", action = ArgAction::Append, help_heading = "Approval")]
    pub(crate) allow_url: Vec<String>,
    /// Start the window at this character of the converted text.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        conflicts_with = "outline",
        help_heading = "Output"
    )]
    pub(crate) start: u64,
    /// Write the whole page (converted, or the body with --raw) to FILE; stdout gets nothing
    /// (with --json: the JSON without `content`) and stderr a one-line summary. `-` is stdout;
    /// a device or FIFO is written through, a symlink replaced, an existing file keeps its mode.
    #[arg(short = 'o', long = "output", value_name = "FILE",
          conflicts_with_all = ["outline", "bare", "start"], help_heading = "Output")]
    pub(crate) output: Option<std::path::PathBuf>,
    /// Print the window's text alone, without the <web_result> block and its lines (for
    /// pipelines: `fetch --raw --bare URL | jq`).
    #[arg(long, conflicts_with = "outline", help_heading = "Output")]
    pub(crate) bare: bool,
    /// Size of the window in characters (1000–100000).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_CHARS,
          value_parser = clap::value_parser!(u32).range(MAX_CHARS_RANGE), help_heading = "Output")]
    pub(crate) max_chars: u32,
    /// Print the body as text without converting HTML to Markdown (a PDF: its lines as they
    /// are, without headings or re-joined paragraphs).
    #[arg(long, help_heading = "Output")]
    pub(crate) raw: bool,
    /// Pretty-print JSON bodies (they pass through unchanged otherwise).
    #[arg(long, help_heading = "Output")]
    pub(crate) pretty: bool,
    /// Keep only the page's main content: no menus, sidebars, footers, related links or
    /// comments (falls back to the whole page, with a warning, when it is unclear; a page
    /// with no text of its own gives none, and its description in the header).
    #[arg(long, conflicts_with = "raw", help_heading = "Output")]
    pub(crate) main: bool,
    /// Print the page's headings with their start offsets instead of its text.
    #[arg(long, help_heading = "Output")]
    pub(crate) outline: bool,
    /// Read the page as a browser shows it: load it in headless Chromium (through the browse
    /// proxy and its checks), wait for the load and its requests (at most 10 s more), then
    /// convert the rendered DOM, open shadow roots included (iframes are not read).
    /// `--render auto` renders only pages that need JavaScript (F-07). Costs a browser start
    /// (about a second) unless a browse session runs for --session.
    #[arg(long, value_enum, value_name = "WHEN", num_args = 0..=1, require_equals = true,
          default_missing_value = "always", help_heading = "Browser")]
    pub(crate) render: Option<RenderWhen>,
    /// Accept a cached copy up to this old; 0 fetches afresh (default: cache.ttlSeconds).
    #[arg(
        long,
        value_name = "SECONDS",
        conflicts_with = "no_cache",
        help_heading = "Cache"
    )]
    pub(crate) max_age: Option<u64>,
    /// Read only from the cache; a page that is not cached fails with `not_cached`.
    #[arg(long, conflicts_with_all = ["no_cache", "max_age"], help_heading = "Cache")]
    pub(crate) offline: bool,
    /// Neither read nor store the cache.
    #[arg(long, help_heading = "Cache")]
    pub(crate) no_cache: bool,
    /// Continue the snapshot whose sha256 starts with HASH (the [More: …] line adds it). If
    /// the text read now is another one (the cache holds a newer copy, or the page had to be
    /// fetched again), the output carries the warning `page_changed`: offsets taken from the
    /// old text may point elsewhere.
    #[arg(long, value_name = "HASH", value_parser = parse_snapshot, help_heading = "Cache")]
    pub(crate) snapshot: Option<String>,
    /// Give up after this many seconds for the whole fetch (default: web.timeoutSeconds, 30).
    #[arg(long, value_name = "SECONDS",
          value_parser = clap::value_parser!(u32).range(1..=600), help_heading = "Network")]
    pub(crate) timeout: Option<u32>,
    /// Allow loopback addresses (127.0.0.0/8, ::1, localhost) and plain http:// to them.
    /// Private networks stay refused.
    #[arg(long, help_heading = "Network")]
    pub(crate) allow_localhost: bool,
}

/// When `fetch` renders a page in the browser (F-13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum RenderWhen {
    /// Every page (`--render`).
    Always,
    /// Only a page the plain fetch finds needs JavaScript (`--render auto`, F-07).
    Auto,
}

/// Arguments of `cache`.
#[derive(Debug, Args)]
#[command(after_help = CACHE_EXAMPLES)]
pub(crate) struct CacheArgs {
    /// What to do with the cache.
    #[command(subcommand)]
    pub(crate) action: CacheAction,
}

/// The `cache` actions.
#[derive(Debug, Subcommand)]
pub(crate) enum CacheAction {
    /// Show the cached pages: URL, age, size, fresh or expired.
    List,
    /// Remove every cached page.
    Clear,
}

const CACHE_EXAMPLES: &str = "\
Examples:
  garuda-web cache list
  garuda-web cache list --json | jq -r '.entries[].url'
  garuda-web cache clear";

const FETCH_EXAMPLES: &str = "\
Examples:
  Read a page (asks on the terminal which hosts may be fetched):
    garuda-web fetch https://doc.rust-lang.org/book/ch01-00-getting-started.html
  From a script or an agent, approve the host up front:
    garuda-web fetch --allow doc.rust-lang.org https://doc.rust-lang.org/std/
  Read the next window of a long page (the [More: …] line gives the exact command):
    garuda-web fetch --allow docs.rs --start 30000 https://docs.rs/serde
  See the page's sections, then jump to one (no second download: windows come from the cache):
    garuda-web fetch --allow docs.rs --outline https://docs.rs/serde
  Read only what is cached, never the network:
    garuda-web fetch --offline --start 60000 https://docs.rs/serde
  Machine-readable output:
    garuda-web fetch --json --allow docs.rs docs.rs/ureq | jq -r .content
  Several pages in one call (JSON Lines with --json; `-` reads URLs from stdin):
    garuda-web fetch --allow docs.rs docs.rs/ureq docs.rs/url
    garuda-web fetch --json --allow docs.rs - < urls.txt
  The whole page into a file, or a raw body into a pipeline:
    garuda-web fetch --allow docs.rs -o ureq.md docs.rs/ureq
    garuda-web fetch --raw --bare --allow api.github.com https://api.github.com/ | jq .
  Read a PDF (a marker before each page; --outline lists headings found by font size):
    garuda-web fetch --allow arxiv.org https://arxiv.org/pdf/1706.03762
  Check the web app you are building on this machine:
    garuda-web fetch --allow-localhost --allow localhost http://localhost:8080/
  A page built by JavaScript, read as the browser shows it (or only when it needs it):
    garuda-web fetch --render --allow example.com https://example.com/app
    garuda-web fetch --render auto --allow example.com https://example.com/app";

/// Arguments of `search` (S-01, S-30).
#[derive(Debug, Args)]
#[command(after_help = SEARCH_EXAMPLES)]
pub(crate) struct SearchArgs {
    /// What to search for, 2–400 characters (several words are joined with spaces).
    #[arg(value_name = "QUERY", required = true, num_args = 1..)]
    pub(crate) query: Vec<String>,
    /// Who may approve it.
    #[command(flatten)]
    pub(crate) approval: ApprovalArgs,
    /// How many results to print, 1–10 (default: search.maxResults in config.json, else 5).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(MAX_RESULTS_RANGE))]
    pub(crate) max_results: Option<u32>,
    /// Search with this provider for this call instead of the configured one.
    #[arg(long, value_enum, value_name = "PROVIDER")]
    pub(crate) provider: Option<SearchProvider>,
    /// Then read the top N results (1–5) as `fetch` does; exactly those URLs are approved by
    /// this command, a redirect elsewhere is decided as usual.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(FETCH_RESULTS_RANGE))]
    pub(crate) fetch: Option<u32>,
    /// With --fetch: read only each page's main content, as `fetch --main` does.
    #[arg(long, requires = "fetch")]
    pub(crate) main: bool,
    /// With --fetch: the size of each page's window in characters (1000–100000).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_CHARS,
          value_parser = clap::value_parser!(u32).range(MAX_CHARS_RANGE))]
    pub(crate) max_chars: u32,
}

/// The search providers (S-02).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum SearchProvider {
    /// Brave Search API (BRAVE_API_KEY).
    Brave,
    /// Tavily (TAVILY_API_KEY).
    Tavily,
    /// Your own SearXNG instance (search.url in config.json).
    Searxng,
    /// Gemini with Google Search grounding (GEMINI_API_KEY).
    Google,
    /// Claude's web search (ANTHROPIC_API_KEY; asks once, $0.01 per search).
    Claude,
}

const SEARCH_EXAMPLES: &str = "\
Examples:
  Search with the provider set up in config.json (or BRAVE_API_KEY / TAVILY_API_KEY):
    garuda-web search --allow web_search 'rust async runtime comparison'
  Approve only one provider, and take three results as JSON:
    garuda-web search --allow 'web_search(brave)' --max-results 3 --json tokio vs smol
  Search, then read the top two pages:
    garuda-web search --allow web_search --fetch 2 'serde flatten enum'
  Use another provider for one call:
    garuda-web search --provider google --allow 'web_search(google)' 'latest rust release'

Set up a provider (keys are read only from the environment):
  export BRAVE_API_KEY=...        Brave, picked when config.json has no search section
  export TAVILY_API_KEY=...       Tavily, picked when there is no Brave key
  {\"search\": {\"provider\": \"searxng\", \"url\": \"http://localhost:8888\"}}   in config.json";

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("garuda-web").chain(args.iter().copied()))
    }

    #[test]
    fn global_flags_go_before_or_after_the_subcommand() {
        let a = parse(&["--json", "fetch", "--allow", "x.org", "x.org"]).unwrap();
        let b = parse(&["fetch", "x.org", "--json", "--allow", "x.org"]).unwrap();
        assert!(a.global.json && b.global.json);
        let allow = |cli: &Cli| match &cli.command {
            Command::Fetch(f) => f.approval.allow.clone(),
            _ => Vec::new(),
        };
        assert_eq!(allow(&a), ["x.org"]);
        assert_eq!(allow(&a), allow(&b));
    }

    // SPEC §1 --color: clap's own messages follow it.
    #[test]
    fn clap_messages_follow_color() {
        let words = |v: &[&str]| v.iter().map(std::ffi::OsString::from).collect::<Vec<_>>();
        assert_eq!(
            color_asked(&words(&["garuda-web", "fetch"])),
            clap::ColorChoice::Auto
        );
        assert_eq!(
            color_asked(&words(&["garuda-web", "--color", "never", "x"])),
            clap::ColorChoice::Never
        );
        assert_eq!(
            color_asked(&words(&["garuda-web", "--color=always"])),
            clap::ColorChoice::Always
        );
    }

    // SPEC §1, G-07: the approval flags belong to the commands they act in; before the
    // subcommand they are the program's (SPEC §1) and join the subcommand's.
    #[test]
    fn approval_flags_only_where_they_act() {
        assert!(parse(&["cache", "list", "--allow", "x.org"]).is_err());
        assert!(parse(&["config", "path", "--session", "s"]).is_err());
        assert!(parse(&["config", "rules", "--allow", "x.org"]).is_ok());
        assert!(parse(&["search", "--deny", "web_search", "q q"]).is_ok());
        let cli = parse(&[
            "--allow",
            "a.org",
            "--session",
            "s1",
            "fetch",
            "--allow",
            "b.org",
            "x",
        ])
        .unwrap();
        let Command::Fetch(fetch) = &cli.command else {
            panic!("not fetch");
        };
        let joined = cli.global.approval.and(&fetch.approval);
        assert_eq!(joined.allow, ["a.org", "b.org"]);
        assert_eq!(joined.session.as_deref(), Some("s1"));
    }

    #[test]
    fn f01_max_chars_is_bounded() {
        assert!(parse(&["fetch", "--max-chars", "999", "x.org"]).is_err());
        assert!(parse(&["fetch", "--max-chars", "100001", "x.org"]).is_err());
        assert!(parse(&["fetch", "--max-chars", "1000", "x.org"]).is_ok());
    }

    #[test]
    fn clap_definition_is_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
