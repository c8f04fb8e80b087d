//! The search layer's one error type, with its JSON code, exit status and hint (G-02, G-03).
//!
//! No variant holds a key: provider texts are redacted before they get here (`api::redact`).

use std::path::PathBuf;
use std::time::Duration;

use super::ProviderKind;
use crate::exit::ExitStatus;

/// Why a search did not produce results.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    /// The query is shorter than 2 or longer than 400 characters (S-01).
    #[error(
        "the query has {chars} character{}; a search takes 2 to 400",
        if *chars == 1 { "" } else { "s" }
    )]
    QueryLength {
        /// Characters in the query.
        chars: usize,
    },
    /// The query holds a long run that could be a key or token (S-06).
    #[error(
        "the query holds a run of 40 or more letters, digits or +/_=- that could be a key or \
         token; nothing was sent"
    )]
    SecretInQuery,
    /// The `search` section of config.json is wrong (S-03, G-05).
    #[error("{}:{line}:{column}: {message}", path.display())]
    Config {
        /// config.json.
        path: PathBuf,
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// No provider configured and no key in the environment (S-03).
    #[error("no search provider is set up")]
    NoProvider {
        /// config.json, where a `search` section would go.
        path: PathBuf,
    },
    /// The provider's key variable is unset or empty (S-03).
    #[error("{provider} search needs an API key in the environment variable {var}")]
    MissingKey {
        /// The provider.
        provider: ProviderKind,
        /// The variable read.
        var: String,
    },
    /// `search.use` is `off`.
    #[error("web search is turned off (search.use is \"off\" in {})", path.display())]
    SearchOff {
        /// config.json.
        path: PathBuf,
    },
    /// `search.use` is `provider`, which rules Claude's search out, and nothing else is set up.
    #[error("Claude's web search is not used: search.use is \"provider\" in {}", path.display())]
    ClaudeNotChosen {
        /// config.json.
        path: PathBuf,
    },
    /// Claude's search has no saved consent and there is no terminal to ask (S-11).
    #[error("Claude's web search needs your consent once: it costs $0.01 per search plus tokens")]
    ClaudeConsent,
    /// The user answered No to Claude's consent question (S-11).
    #[error("{what} was declined")]
    Declined {
        /// What was asked.
        what: &'static str,
    },
    /// Reaching the provider failed or was refused (C-01 … C-10).
    #[error(transparent)]
    Net(#[from] crate::net::Error),
    /// The provider refused the key (S-04).
    #[error("{provider} refused the API key: {detail}")]
    ProviderAuth {
        /// The provider.
        provider: ProviderKind,
        /// Where the key came from.
        var: String,
        /// What the provider said.
        detail: String,
    },
    /// Too many searches (S-04).
    #[error("{provider} says there were too many searches: {detail}{}", wait_text(*wait))]
    RateLimited {
        /// The provider.
        provider: ProviderKind,
        /// What the provider said.
        detail: String,
        /// How long to wait, from `Retry-After`, Brave's rate-limit headers or Gemini's
        /// `retryDelay`.
        wait: Option<Duration>,
    },
    /// Any other failure the provider reported, or an answer that could not be read.
    #[error("{provider} search failed: {detail}")]
    Provider {
        /// The provider.
        provider: ProviderKind,
        /// What happened.
        detail: String,
        /// What to do, when something specific helps.
        hint: Option<String>,
    },
}

fn wait_text(wait: Option<Duration>) -> String {
    match wait {
        Some(w) => format!(" (retry after {})", wait_words(w)),
        None => String::new(),
    }
}

/// A wait as people read it: `41 s`, `5 min`, `3 h`, `16 days`.
fn wait_words(wait: Duration) -> String {
    let s = wait.as_secs().max(1);
    match s {
        0..120 => format!("{s} s"),
        120..7200 => format!("{} min", s.div_ceil(60)),
        7200..172_800 => format!("{} h", s.div_ceil(3600)),
        _ => format!("{} days", s.div_ceil(86_400)),
    }
}

/// S-03: every way to set search up, each with the exact line for config.json.
fn no_provider_hint(path: &std::path::Path) -> String {
    format!(
        "export one of BRAVE_API_KEY, TAVILY_API_KEY, GEMINI_API_KEY (Google) or \
         ANTHROPIC_API_KEY (Claude), or put a search section in {}: \
         {{\"search\": {{\"provider\": \"brave\"}}}}, {{\"search\": {{\"provider\": \"tavily\"}}}}, \
         {{\"search\": {{\"provider\": \"google\"}}}}, {{\"search\": {{\"provider\": \"claude\"}}}} \
         or {{\"search\": {{\"provider\": \"searxng\", \"url\": \"http://localhost:8888\"}}}}",
        path.display()
    )
}

impl Error {
    /// The JSON `error.code` (G-02).
    pub(crate) fn code(&self) -> &'static str {
        match self {
            Error::QueryLength { .. } => "usage",
            Error::SecretInQuery => "secret_in_query",
            Error::Config { .. } | Error::SearchOff { .. } | Error::ClaudeNotChosen { .. } => {
                "config"
            }
            Error::NoProvider { .. } | Error::MissingKey { .. } => "missing_key",
            Error::ClaudeConsent => "needs_approval",
            Error::Declined { .. } => "declined",
            Error::Net(e) => e.code(),
            Error::ProviderAuth { .. } => "provider_auth",
            Error::RateLimited { .. } => "rate_limited",
            Error::Provider { .. } => "provider",
        }
    }

    /// The exit status (G-02).
    pub(crate) fn exit_status(&self) -> ExitStatus {
        match self {
            Error::QueryLength { .. }
            | Error::Config { .. }
            | Error::SearchOff { .. }
            | Error::ClaudeNotChosen { .. }
            | Error::NoProvider { .. }
            | Error::MissingKey { .. } => ExitStatus::Usage,
            Error::SecretInQuery => ExitStatus::Blocked,
            Error::ClaudeConsent | Error::Declined { .. } => ExitStatus::NotApproved,
            Error::Net(e) => e.exit_status(),
            Error::ProviderAuth { .. } | Error::RateLimited { .. } | Error::Provider { .. } => {
                ExitStatus::Failed
            }
        }
    }

    /// What the user can do next.
    pub(crate) fn hint(&self) -> Option<String> {
        Some(match self {
            Error::QueryLength { .. } => "give a query of 2 to 400 characters".into(),
            Error::SecretInQuery => {
                "keep keys, tokens and long encoded strings out of search queries".into()
            }
            Error::Config { .. } => {
                "fix the search section of config.json; keys belong in environment variables \
                 (apiKeyEnv names one)"
                    .into()
            }
            Error::NoProvider { path } => no_provider_hint(path),
            Error::MissingKey { var, .. } => {
                format!("export {var}=YOUR_KEY (keys are read only from the environment)")
            }
            Error::SearchOff { .. } => {
                "run garuda-web config search use provider (or claude) to turn search on".into()
            }
            Error::ClaudeNotChosen { .. } => {
                "run garuda-web config search use claude to allow Claude's web search".into()
            }
            Error::ClaudeConsent => "run it in a terminal to be asked once, or run garuda-web \
                                     config search use claude"
                .into(),
            Error::Declined { .. } => "nothing was sent".into(),
            Error::Net(e) => return e.hint(),
            Error::ProviderAuth { var, .. } => format!("check the API key in {var}"),
            Error::RateLimited {
                wait: Some(wait), ..
            } => format!(
                "wait {} and try again, or check your plan's limits",
                wait_words(*wait)
            ),
            Error::RateLimited { wait: None, .. } => {
                "wait a while and try again, or check your plan's limits".into()
            }
            Error::Provider { hint: Some(h), .. } => h.clone(),
            Error::Provider { .. } => "try again later, or another provider with --provider".into(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // S-04: the wait is reported in words a person can act on.
    #[test]
    fn s04_wait_words() {
        let w = |s| wait_words(Duration::from_secs(s));
        assert_eq!(
            [w(0), w(41), w(600), w(10_800), w(1_419_704)],
            ["1 s", "41 s", "10 min", "3 h", "17 days"]
        );
    }
}
