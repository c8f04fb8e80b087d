//! The command line as clap types, and nothing else: doc comments are the help text. Turning
//! these values into behaviour is `settings.rs`'s job.
//!
//! House style for help: one line that says what the flag is for, then details a user needs;
//! worked examples go in each subcommand's `after_help`.

use clap::{ArgAction, Args, Parser, Subcommand, ValueEnum};

// Approval, config and generate (issue 3) keep their clap types in their own files; so does
// browse (issue 10).
mod browse;
mod config;
mod generate;
pub(crate) use browse::{BrowseArgs, BrowseDaemonArgs, BrowseVerb, BrowseWatchdogArgs};
pub(crate) use config::{ConfigAction, ConfigArgs, SearchConfigAction, SessionsAction};
pub(crate) use generate::GenerateArgs;

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
  garuda-web config allow docs.rs               trust docs.rs from now on (saved in policy.json)

Exit codes: 0 ok, 1 failed, 2 usage or config, 3 blocked by a safety rule, 4 not approved,
130 interrupted.";

/// Options every subcommand takes.
#[derive(Debug, Args)]
pub(crate) struct GlobalArgs {
    /// Print exactly one JSON object on stdout, also on failure.
    #[arg(long, global = true)]
    pub(crate) json: bool,
    /// Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`,
    /// `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable).
    #[arg(long, value_name = "RULE", global = true, action = ArgAction::Append)]
    pub(crate) allow: Vec<String>,
    /// Refuse requests matching RULE; deny rules win over allow rules (repeatable).
    #[arg(long, value_name = "RULE", global = true, action = ArgAction::Append)]
    pub(crate) deny: Vec<String>,
    /// Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable).
    #[arg(long, value_name = "FILE", global = true, action = ArgAction::Append)]
    pub(crate) policy: Vec<std::path::PathBuf>,
    /// The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the
    /// terminal session).
    #[arg(long, value_name = "ID", global = true)]
    pub(crate) session: Option<String>,
    /// Ignore config.json and policy.json: built-in defaults and the command line only.
    #[arg(long, global = true)]
    pub(crate) no_config: bool,
    /// Print only the result and errors: no warnings or notes on stderr.
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    pub(crate) quiet: bool,
    /// Explain each step on stderr (addresses checked, redirects followed).
    #[arg(short, long, global = true)]
    pub(crate) verbose: bool,
    /// When to colour stderr messages.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub(crate) color: ColorChoice,
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
    /// Read one page as Markdown (or as raw text) inside a <web_result> block.
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
    /// Write shell completions and man pages (for packagers and the repository).
    #[command(hide = true)]
    Generate(GenerateArgs),
    /// The background process of a browse session (started by `browse`, B-01).
    #[command(name = "__browse-daemon", hide = true)]
    BrowseDaemon(BrowseDaemonArgs),
    /// Kills a browse session's Chromium when its background process dies (B-01).
    #[command(name = "__browse-watchdog", hide = true)]
    BrowseWatchdog(BrowseWatchdogArgs),
}

/// Arguments of `fetch`.
#[derive(Debug, Args)]
#[command(after_help = FETCH_EXAMPLES)]
pub(crate) struct FetchArgs {
    /// The page to read; `https://` is added when no scheme is given.
    #[arg(value_name = "URL")]
    pub(crate) url: String,
    /// Start the window at this character of the converted text.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) start: u64,
    /// Size of the window in characters (1000–100000).
    #[arg(long, value_name = "N", default_value_t = 30_000,
          value_parser = clap::value_parser!(u32).range(1_000..=100_000))]
    pub(crate) max_chars: u32,
    /// Print the body as text without converting HTML to Markdown.
    #[arg(long)]
    pub(crate) raw: bool,
    /// Pretty-print JSON bodies (they pass through unchanged otherwise).
    #[arg(long)]
    pub(crate) pretty: bool,
    /// Give up after this many seconds for the whole fetch (default: web.timeoutSeconds, 30).
    #[arg(long, value_name = "SECONDS",
          value_parser = clap::value_parser!(u32).range(1..=600))]
    pub(crate) timeout: Option<u32>,
    /// Allow loopback addresses (127.0.0.0/8, ::1, localhost) and plain http:// to them.
    /// Private networks stay refused.
    #[arg(long)]
    pub(crate) allow_localhost: bool,
    /// Approve exactly this URL, even an unusual one that host rules cannot approve.
    #[arg(long, value_name = "URL", action = ArgAction::Append)]
    pub(crate) allow_url: Vec<String>,
    /// Print the page's headings with their start offsets instead of its text.
    #[arg(long)]
    pub(crate) outline: bool,
    /// Accept a cached copy up to this old; 0 fetches afresh (default: cache.ttlSeconds).
    #[arg(long, value_name = "SECONDS", conflicts_with = "no_cache")]
    pub(crate) max_age: Option<u64>,
    /// Read only from the cache; a page that is not cached fails with `not_cached`.
    #[arg(long, conflicts_with_all = ["no_cache", "max_age"])]
    pub(crate) offline: bool,
    /// Neither read nor store the cache.
    #[arg(long)]
    pub(crate) no_cache: bool,
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
  Check the web app you are building on this machine:
    garuda-web fetch --allow-localhost --allow localhost http://localhost:8080/";

/// Arguments of `search` (S-01, S-30).
#[derive(Debug, Args)]
#[command(after_help = SEARCH_EXAMPLES)]
pub(crate) struct SearchArgs {
    /// What to search for, 2–400 characters (several words are joined with spaces).
    #[arg(value_name = "QUERY", required = true, num_args = 1..)]
    pub(crate) query: Vec<String>,
    /// How many results to print, 1–10 (default: search.maxResults in config.json, else 5).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10))]
    pub(crate) max_results: Option<u32>,
    /// Search with this provider for this call instead of the configured one.
    #[arg(long, value_enum, value_name = "PROVIDER")]
    pub(crate) provider: Option<SearchProvider>,
    /// Then read the top N results (1–5) as `fetch` does; exactly those URLs are approved by
    /// this command, a redirect elsewhere is decided as usual.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=5))]
    pub(crate) fetch: Option<u32>,
    /// With --fetch: the size of each page's window in characters (1000–100000).
    #[arg(long, value_name = "N", default_value_t = 30_000,
          value_parser = clap::value_parser!(u32).range(1_000..=100_000))]
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
        assert_eq!(a.global.allow, b.global.allow);
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
