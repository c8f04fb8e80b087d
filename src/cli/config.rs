//! The `config` subcommand's clap types (K-01..K-06), and nothing else: doc comments are the
//! help text, worked examples go in `after_help`. `commands/config` does the work.

use clap::{Args, Subcommand, ValueEnum};

/// Arguments of `config`.
#[derive(Debug, Args)]
#[command(after_help = CONFIG_EXAMPLES)]
pub(crate) struct ConfigArgs {
    /// What to show or change.
    #[command(subcommand)]
    pub(crate) action: ConfigAction,
}

const CONFIG_EXAMPLES: &str = "\
Examples:
  Where are my files?
    garuda-web config path
  Is everything set up right? (one line per problem, and the configuration error status if any)
    garuda-web config check
  Trust a host from now on, then list every rule with its source:
    garuda-web config allow docs.rs
    garuda-web config rules";

/// The `config` actions.
#[derive(Debug, Subcommand)]
pub(crate) enum ConfigAction {
    /// Print where config.json, policy.json, the cache and the state live.
    #[command(after_help = "Examples:\n  garuda-web config path\n  \
                            garuda-web config path --json | jq -r .policy")]
    Path,
    /// Print the effective settings and where each came from: default, config.json or the
    /// environment. API keys are never printed, only whether they are set.
    #[command(after_help = "Examples:\n  garuda-web config show\n  \
                            garuda-web config show --json | jq '.settings[] | select(.source != \"default\")'")]
    Show,
    /// Check config.json, policy.json, the search setup, the browser, the cache and state
    /// folders, proxy variables and DNS; one line per finding, and the exit status of a
    /// configuration error if anything is wrong.
    #[command(after_help = "Examples:\n  garuda-web config check\n  \
                            garuda-web config check --policy ./project-policy.json\n  \
                            garuda-web config check --json | jq -r '.findings[] | select(.level == \"error\") | .message'")]
    Check(crate::cli::ApprovalArgs),
    /// Write a starter config.json with every key and its default (never overwrites).
    #[command(after_help = "Examples:\n  garuda-web config init\n  \
                            GARUDA_WEB_CONFIG_DIR=./.garuda garuda-web config init")]
    Init,
    /// Add an allow rule to policy.json: `docs.rs`, `*.github.com`, `web_search` …
    #[command(after_help = "Examples:\n  garuda-web config allow docs.rs\n  \
                            garuda-web config allow '*.rust-lang.org'\n  \
                            garuda-web config allow 'web_fetch(raw.githubusercontent.com/rust-lang/*)'\n  \
                            garuda-web config allow 'web_search(brave)'")]
    Allow(RuleArg),
    /// Add a deny rule to policy.json; deny rules win over every allow rule.
    #[command(after_help = "Examples:\n  garuda-web config deny '*.example.net'\n  \
                            garuda-web config deny browse_script")]
    Deny(RuleArg),
    /// Remove a rule from policy.json (from allow, deny or both), e.g. to take back an
    /// "always" answer.
    #[command(after_help = "Examples:\n  garuda-web config remove docs.rs\n  \
                            garuda-web config remove 'web_fetch(*.example.net)'")]
    Remove(RuleArg),
    /// List the approvals granted for this session ("Yes, for this session"), or clear them.
    #[command(after_help = "Examples:\n  garuda-web config sessions\n  \
                            garuda-web config sessions clear\n  \
                            garuda-web config sessions --session ci-42 --json")]
    Sessions {
        /// `clear` removes this session's grants.
        #[command(subcommand)]
        action: Option<SessionsAction>,
        /// The approval session (default: GARUDA_WEB_SESSION, else the terminal session).
        #[arg(long, value_name = "ID", global = true, help_heading = "Approval")]
        session: Option<String>,
    },
    /// List every allow and deny rule with where it came from, and this session's grants.
    #[command(after_help = "Examples:\n  garuda-web config rules\n  \
                            garuda-web config rules --policy ./project-policy.json --allow docs.rs\n  \
                            garuda-web config rules --json | jq -r '.allow[].rule'")]
    Rules(crate::cli::ApprovalArgs),
    /// Choose how `search` works.
    #[command(subcommand)]
    Search(SearchConfigAction),
}

/// One rule, as typed.
#[derive(Debug, Args)]
pub(crate) struct RuleArg {
    /// The rule: a host (`docs.rs`), a glob (`*.github.com`), `web_fetch(HOST/PATH*)`,
    /// `web_search`, `web_search(PROVIDER)` or `browse_script`.
    #[arg(value_name = "RULE")]
    pub(crate) rule: String,
}

/// The `config sessions` actions.
#[derive(Debug, Subcommand)]
pub(crate) enum SessionsAction {
    /// Remove every grant of this session.
    Clear,
}

/// The `config search` actions.
#[derive(Debug, Subcommand)]
pub(crate) enum SearchConfigAction {
    /// Save which search to use: Claude's web search, the configured provider, or none.
    #[command(after_help = "Examples:\n  garuda-web config search use provider\n  \
                            garuda-web config search use claude\n  \
                            garuda-web config search use off")]
    Use {
        /// `claude`: Claude's web search tool; `provider`: the provider in config.json or the
        /// environment; `off`: no search.
        #[arg(value_enum)]
        choice: SearchUse,
    },
}

/// The saved search choice (S-11), written as `search.use` in config.json.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum SearchUse {
    /// Claude's web search (Anthropic API, ANTHROPIC_API_KEY).
    Claude,
    /// The provider of the `search` section or the environment.
    Provider,
    /// Searching is turned off.
    Off,
}

impl SearchUse {
    /// The value stored in config.json.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            SearchUse::Claude => "claude",
            SearchUse::Provider => "provider",
            SearchUse::Off => "off",
        }
    }
}
