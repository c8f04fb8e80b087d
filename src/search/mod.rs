//! Web search (SPEC §6): five providers behind one call. The query is checked (S-01, S-06),
//! sent through the project's one HTTP client (S-04, G-08) to the provider the user configured
//! (S-02, S-03), and the answer is turned into cleaned, capped results (S-05) with the cost of
//! the call (S-12).
//!
//! Not here: approval prompts and printing (`commands::search`), reading the command line
//! (`settings`). Keys live only in [`config::Plan`] and in request headers; every text that
//! comes back from a provider passes [`api::redact`] before it can reach an error or the output.

pub(crate) mod api;
pub(crate) mod brave;
pub(crate) mod claude;
pub(crate) mod clean;
pub(crate) mod config;
pub(crate) mod cost;
mod error;
pub(crate) mod google;
mod google_links;
pub(crate) mod searxng;
pub(crate) mod tavily;

use std::fmt;

pub(crate) use error::Error;

use crate::warning::Warning;

/// The search providers (S-02).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum ProviderKind {
    /// Brave Search API.
    Brave,
    /// Tavily search API.
    Tavily,
    /// The user's own SearXNG instance (JSON format).
    Searxng,
    /// Gemini with grounding on Google Search.
    Google,
    /// Claude's server-side web search (Anthropic Messages API).
    Claude,
}

impl ProviderKind {
    /// The name used in config.json, rules (`web_search(brave)`) and output.
    pub(crate) fn name(self) -> &'static str {
        match self {
            ProviderKind::Brave => "brave",
            ProviderKind::Tavily => "tavily",
            ProviderKind::Searxng => "searxng",
            ProviderKind::Google => "google",
            ProviderKind::Claude => "claude",
        }
    }

    /// The environment variable the key comes from by default (S-03); SearXNG has none.
    pub(crate) fn default_key_var(self) -> Option<&'static str> {
        match self {
            ProviderKind::Brave => Some(crate::env::BRAVE_API_KEY),
            ProviderKind::Tavily => Some(crate::env::TAVILY_API_KEY),
            ProviderKind::Searxng => None,
            ProviderKind::Google => Some(crate::env::GEMINI_API_KEY),
            ProviderKind::Claude => Some(crate::env::ANTHROPIC_API_KEY),
        }
    }
}

impl fmt::Display for ProviderKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One result as a provider gave it, before cleaning (S-05).
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct RawResult {
    /// Title (may hold markup and entities).
    pub(crate) title: String,
    /// The page's URL.
    pub(crate) url: String,
    /// Snippet (may hold markup and entities).
    pub(crate) snippet: String,
    /// Age or published date, when given.
    pub(crate) age: Option<String>,
}

/// What one provider call produced.
#[derive(Debug, Default)]
pub(crate) struct Found {
    /// Results in the provider's order.
    pub(crate) results: Vec<RawResult>,
    /// An answer or summary text (Tavily, SearXNG answers, Gemini, Claude).
    pub(crate) answer: Option<String>,
    /// Search queries the provider ran and bills (S-12).
    pub(crate) queries: u32,
    /// Things the user should know (engines that failed, a truncated answer).
    pub(crate) warnings: Vec<Warning>,
}

/// S-01: the query's length in characters, inclusive.
pub(crate) const QUERY_CHARS: std::ops::RangeInclusive<usize> = 2..=400;

/// S-06: a run this long of letters, digits or `+/_=-` could be a key or token.
const SECRET_RUN: usize = 40;

/// Checks the query before anything else happens (S-01, S-06).
pub(crate) fn check_query(query: &str) -> Result<(), Error> {
    let chars = query.trim().chars().count();
    if !QUERY_CHARS.contains(&chars) {
        return Err(Error::QueryLength { chars });
    }
    let mut run = 0usize;
    let secret = query.chars().any(|c| {
        if c.is_ascii_alphanumeric() || "+/_=-".contains(c) {
            run += 1;
        } else {
            run = 0;
        }
        run >= SECRET_RUN
    });
    if secret {
        return Err(Error::SecretInQuery);
    }
    Ok(())
}

/// Runs the search the plan describes (S-04); nothing is checked or approved here.
pub(crate) fn run(
    plan: &config::Plan,
    query: &str,
    net: &api::NetSettings,
) -> Result<Found, Error> {
    let query = query.trim();
    match plan.provider {
        ProviderKind::Brave => brave::search(plan, query, net),
        ProviderKind::Tavily => tavily::search(plan, query, net),
        ProviderKind::Searxng => searxng::search(plan, query, net),
        ProviderKind::Google => google::search(plan, query, net),
        ProviderKind::Claude => claude::search(plan, query, net),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // S-06: a 40-character run is refused; 39 is not; separators reset the run.
    #[test]
    fn s06_secret_runs() {
        assert!(matches!(
            check_query(&format!("token {}", "a1B+/_=-".repeat(5))),
            Err(Error::SecretInQuery)
        ));
        assert!(check_query(&format!("token {}", "a".repeat(39))).is_ok());
        assert!(check_query(&"abcd ".repeat(40)).is_ok());
        assert!(check_query("sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789").is_err());
    }

    // S-01: 2–400 characters.
    #[test]
    fn s01_query_length() {
        assert!(matches!(
            check_query("a"),
            Err(Error::QueryLength { chars: 1 })
        ));
        assert!(check_query("ab").is_ok());
        assert!(check_query(&"é ".repeat(200)).is_ok());
        assert!(check_query(&"é ".repeat(201)).is_err());
    }
}
