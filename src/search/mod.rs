//! Web search (S-01 … S-41): five providers behind one call. The query is checked (S-01, S-06),
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
mod published;
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
    /// A machine-readable published date, when the provider gives one beside `age` (Brave's
    /// `page_age`).
    pub(crate) published: Option<String>,
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
    let secret = query
        .split(|c: char| !(c.is_ascii_alphanumeric() || "+/_=-".contains(c)))
        .any(|run| run.len() >= SECRET_RUN && !is_word_chain(run));
    if secret {
        return Err(Error::SecretInQuery);
    }
    Ok(())
}

/// A long run that is plainly an identifier made of words — `entry_or_insert_with_key_and_default`,
/// `how-to-configure-the-reverse-proxy-for-websockets` — rather than a key: lower-case letters
/// only (no digits, no `+/=`, no mixed case), joined by `_` or `-` into several parts, each part
/// short and pronounceable (it has a vowel). Keys and tokens (base64, hex, JWTs, `sk-…`, `ghp_…`,
/// `xoxb-…`) all carry digits, upper case or long unbroken parts, so they stay refused.
fn is_word_chain(run: &str) -> bool {
    const LONGEST_WORD: usize = 16;
    if !run
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b == b'_' || b == b'-')
    {
        return false;
    }
    let parts: Vec<&str> = run.split(['_', '-']).filter(|p| !p.is_empty()).collect();
    parts.len() >= 3
        && parts.iter().all(|part| {
            part.len() <= LONGEST_WORD
                && (part.len() < 3 || part.bytes().any(|b| b"aeiouy".contains(&b)))
        })
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

    // S-06: real key formats stay refused; identifiers made of words pass.
    #[test]
    fn s06_keys_refused_identifiers_pass() {
        let keys = [
            // AWS secret access key (40 base64 characters).
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            // GitHub personal access token.
            "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
            // OpenAI project key.
            "sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd",
            // Anthropic key.
            "sk-ant-api03-Xy9Zk2Lm4Np6Qr8St0Uv1Wx3Yz5Ab7Cd9Ef1Gh3Ij5Kl7Mn",
            // Slack bot token.
            "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
            // A JWT's payload part (dots split the token; each part is long on its own).
            "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
            // Lower-case hex (a SHA-1 or an API key).
            "3f786850e387550fdab836ed7e6dc881de23001b",
            // Lower-case letters without separators or vowels in parts.
            "kxqzvbnmwrtplkjhgfdsxcvbnmqwrtzpsdfghjklz",
            "abc_defghijklmnopqrstuvwxyz_abcdefghijklmnop",
        ];
        for key in keys {
            assert!(
                matches!(
                    check_query(&format!("find {key}")),
                    Err(Error::SecretInQuery)
                ),
                "{key} should be refused"
            );
        }
        let identifiers = [
            "HashMap::entry_or_insert_with_key_and_default_values",
            "how-to-configure-the-reverse-proxy-for-websockets-in-nginx",
            "error_handling_with_thiserror_and_anyhow_in_rust",
            "cargo build --config target_applies_to_host_and_build_scripts",
        ];
        for query in identifiers {
            assert!(check_query(query).is_ok(), "{query} should pass");
        }
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
