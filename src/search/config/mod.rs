//! The `search` section of config.json (S-03) and the [`Plan`] it leads to with `--provider`
//! and the environment: which provider, which key (from an environment variable only), which
//! base URL, and each provider's options.
//!
//! The section is read from the file text itself so a mistake names its line and column
//! (G-05). A key written in the file — a field named like one, or any value that looks like
//! one — is refused without repeating the value.

use std::path::{Path, PathBuf};

use serde::Deserialize;
use url::Url;

use super::{Error, ProviderKind};
use rules::{check_base, find_key, is_loopback_url, position_of, validate};

mod rules;

/// `search.use`: the user's standing choice (S-11, K-06).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum SearchUse {
    /// Claude's web search is allowed and used.
    Claude,
    /// Only the configured provider; never Claude's search.
    Provider,
    /// No web search at all.
    Off,
}

impl SearchUse {
    /// The value as written in config.json.
    pub(crate) fn name(self) -> &'static str {
        match self {
            SearchUse::Claude => "claude",
            SearchUse::Provider => "provider",
            SearchUse::Off => "off",
        }
    }
}

/// The `search` section as written.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct SearchSection {
    provider: Option<ProviderKind>,
    api_key_env: Option<String>,
    max_results: Option<u32>,
    url: Option<String>,
    #[serde(rename = "use")]
    use_: Option<SearchUse>,
    brave: Option<EndpointSection>,
    tavily: Option<EndpointSection>,
    google: Option<GoogleSection>,
    claude: Option<ClaudeSection>,
    /// Comments, as config.json's starter file writes them.
    #[serde(rename = "//")]
    _comment: Option<serde_json::Value>,
}

/// `search.brave` / `search.tavily`.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
struct EndpointSection {
    endpoint: Option<String>,
}

/// `search.google`.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
struct GoogleSection {
    model: Option<String>,
    per1k_queries: Option<f64>,
    endpoint: Option<String>,
}

/// `search.claude`.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
struct ClaudeSection {
    model: Option<String>,
    max_uses: Option<u32>,
    allowed_domains: Option<Vec<String>>,
    blocked_domains: Option<Vec<String>>,
    endpoint: Option<String>,
}

/// The whole file, seen only for its `search` key.
#[derive(Deserialize)]
struct FileView {
    #[serde(default)]
    search: Option<serde_json::Value>,
}

/// A key read from the environment. `Debug` never shows it.
#[derive(Clone)]
pub(crate) struct Key(String);

impl Key {
    /// The key itself, for a request header.
    pub(crate) fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Key(…)")
    }
}

/// Gemini settings (S-10).
#[derive(Debug, Clone)]
pub(crate) struct GoogleOptions {
    /// Model name, e.g. `gemini-3-flash-preview`.
    pub(crate) model: String,
    /// Dollars per 1 000 search queries (S-10, default 14).
    pub(crate) per1k_queries: f64,
}

/// Claude settings (S-11).
#[derive(Debug, Clone)]
pub(crate) struct ClaudeOptions {
    /// Model name, default `claude-haiku-4-5`.
    pub(crate) model: String,
    /// `max_uses` of the tool, 1–20, default 5.
    pub(crate) max_uses: u32,
    /// Only these domains (`allowed_domains`).
    pub(crate) allowed_domains: Vec<String>,
    /// Never these domains (`blocked_domains`).
    pub(crate) blocked_domains: Vec<String>,
}

/// Everything one search call needs to know about its provider.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    /// The provider.
    pub(crate) provider: ProviderKind,
    /// The key, for providers that take one.
    pub(crate) key: Option<Key>,
    /// The variable the key came from (named in auth errors).
    pub(crate) key_var: String,
    /// The provider's base URL, the configured `endpoint`, or the SearXNG `url`.
    pub(crate) base: Url,
    /// The base is on loopback: the user configured it, so loopback is allowed for it (S-04).
    pub(crate) base_is_loopback: bool,
    /// Results wanted (1–10).
    pub(crate) max_results: usize,
    /// Gemini settings.
    pub(crate) google: GoogleOptions,
    /// Claude settings.
    pub(crate) claude: ClaudeOptions,
    /// Claude's search without a saved `search.use: claude`: ask once (S-11).
    pub(crate) needs_claude_consent: bool,
}

/// The section, read from `path` (`None` with `--no-config` or when there is none).
#[derive(Debug, Default)]
pub(crate) struct Loaded {
    /// config.json.
    pub(crate) path: PathBuf,
    /// The parsed section.
    pub(crate) section: Option<SearchSection>,
}

const DEFAULT_MAX_RESULTS: u32 = 5;
const DEFAULT_GEMINI_MODEL: &str = "gemini-3-flash-preview";
const DEFAULT_CLAUDE_MODEL: &str = "claude-haiku-4-5";
const DEFAULT_PER1K_QUERIES: f64 = 14.0;
const DEFAULT_MAX_USES: u32 = 5;

/// Field names that mean "a key is written here" (compared without case, `_` and `-`).
const KEY_FIELDS: &[&str] = &[
    "apikey",
    "key",
    "token",
    "secret",
    "subscriptiontoken",
    "accesstoken",
    "bearer",
    "password",
];

/// Reads the `search` section of config.json at `path` (S-03). `use_file` is false with
/// `--no-config`.
pub(crate) fn load(path: &Path, use_file: bool) -> Result<Loaded, Error> {
    let mut loaded = Loaded {
        path: path.to_path_buf(),
        section: None,
    };
    if !use_file {
        return Ok(loaded);
    }
    // The general loader already read and validated the file; a read error here is a race
    // (the file changed) and is reported like a broken file.
    let Ok(text) = std::fs::read_to_string(path) else {
        return Ok(loaded);
    };
    let err = |line, column, message: String| Error::Config {
        path: path.to_path_buf(),
        line,
        column,
        message,
    };
    let view: FileView =
        serde_json::from_str(&text).map_err(|e| err(e.line(), e.column(), e.to_string()))?;
    let Some(value) = view.search else {
        return Ok(loaded);
    };
    if let Some((field, what)) = find_key(&value, "search") {
        let (line, column) = position_of(&text, field.rsplit('.').next().unwrap_or("search"));
        return Err(err(
            line,
            column,
            format!(
                "{field} {what}; keys are read only from environment variables (apiKeyEnv \
                 names one)"
            ),
        ));
    }
    // Parsed again from the text so serde's errors carry the real line and column.
    #[derive(Deserialize)]
    struct Typed {
        #[serde(default)]
        search: Option<SearchSection>,
    }
    let typed: Typed = serde_json::from_str(&text).map_err(|e| {
        let message = e.to_string();
        let message = message
            .rfind(" at line ")
            .map_or(message.clone(), |i| message[..i].to_string());
        err(e.line(), e.column(), format!("search: {message}"))
    })?;
    let section = typed.search.unwrap_or_default();
    validate(&section).map_err(|(field, message)| {
        let (line, column) = position_of(&text, field);
        err(line, column, message)
    })?;
    loaded.section = Some(section);
    Ok(loaded)
}

/// Decides the provider and its settings (S-03, S-11). `env` reads an environment variable.
pub(crate) fn plan(
    loaded: &Loaded,
    cli_provider: Option<ProviderKind>,
    cli_max_results: Option<u32>,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<Plan, Error> {
    let empty = SearchSection::default();
    let s = loaded.section.as_ref().unwrap_or(&empty);
    let path = loaded.path.clone();
    let set = |var: &str| env(var).is_some_and(|v| !v.trim().is_empty());
    // `claude_too`: Claude's search may be picked (not when search.use is "provider").
    let fallback = |claude_too: bool| {
        if set(crate::env::BRAVE_API_KEY) {
            Some(ProviderKind::Brave)
        } else if set(crate::env::TAVILY_API_KEY) {
            Some(ProviderKind::Tavily)
        } else if set(crate::env::GEMINI_API_KEY) {
            Some(ProviderKind::Google)
        } else if claude_too && set(crate::env::ANTHROPIC_API_KEY) {
            // Claude's search asks its one-time consent (S-11) unless search.use says claude.
            Some(ProviderKind::Claude)
        } else {
            None
        }
    };
    if s.use_ == Some(SearchUse::Off) {
        return Err(Error::SearchOff { path });
    }
    let provider = match (cli_provider, s.use_, s.provider) {
        (Some(p), _, _) => p,
        (None, Some(SearchUse::Claude), _) => ProviderKind::Claude,
        (None, Some(SearchUse::Provider), Some(ProviderKind::Claude)) => {
            fallback(false).ok_or(Error::ClaudeNotChosen { path: path.clone() })?
        }
        (None, _, Some(p)) => p,
        (None, _, None) => fallback(s.use_ != Some(SearchUse::Provider))
            .ok_or(Error::NoProvider { path: path.clone() })?,
    };
    let key_var = match (&s.api_key_env, s.provider) {
        (Some(var), Some(p)) if p == provider => var.clone(),
        _ => provider.default_key_var().unwrap_or_default().to_string(),
    };
    let key = match provider {
        ProviderKind::Searxng => None,
        _ => match env(&key_var).filter(|k| !k.trim().is_empty()) {
            Some(k) => Some(Key(k.trim().to_string())),
            None => {
                return Err(Error::MissingKey {
                    provider,
                    var: key_var,
                });
            }
        },
    };
    let endpoint = match provider {
        ProviderKind::Brave => s.brave.as_ref().and_then(|b| b.endpoint.clone()),
        ProviderKind::Tavily => s.tavily.as_ref().and_then(|b| b.endpoint.clone()),
        ProviderKind::Google => s.google.as_ref().and_then(|b| b.endpoint.clone()),
        ProviderKind::Claude => s.claude.as_ref().and_then(|b| b.endpoint.clone()),
        ProviderKind::Searxng => Some(s.url.clone().ok_or_else(|| Error::Config {
            path: path.clone(),
            line: 1,
            column: 1,
            message: "searxng needs search.url, e.g. \"url\": \"http://localhost:8888\"".into(),
        })?),
    };
    let base_text = endpoint.unwrap_or_else(|| default_base(provider).to_string());
    let base = check_base(&base_text).map_err(|m| Error::Config {
        path: path.clone(),
        line: 1,
        column: 1,
        message: format!("the {provider} URL {m}"),
    })?;
    let google = s.google.as_ref();
    let claude = s.claude.as_ref();
    Ok(Plan {
        provider,
        key,
        key_var,
        base_is_loopback: is_loopback_url(&base),
        base,
        max_results: cli_max_results
            .or(s.max_results)
            .unwrap_or(DEFAULT_MAX_RESULTS)
            .clamp(1, 10) as usize,
        google: GoogleOptions {
            model: google
                .and_then(|g| g.model.clone())
                .unwrap_or_else(|| DEFAULT_GEMINI_MODEL.into()),
            per1k_queries: google
                .and_then(|g| g.per1k_queries)
                .unwrap_or(DEFAULT_PER1K_QUERIES),
        },
        claude: ClaudeOptions {
            model: claude
                .and_then(|c| c.model.clone())
                .unwrap_or_else(|| DEFAULT_CLAUDE_MODEL.into()),
            max_uses: claude.and_then(|c| c.max_uses).unwrap_or(DEFAULT_MAX_USES),
            allowed_domains: claude
                .and_then(|c| c.allowed_domains.clone())
                .unwrap_or_default(),
            blocked_domains: claude
                .and_then(|c| c.blocked_domains.clone())
                .unwrap_or_default(),
        },
        needs_claude_consent: provider == ProviderKind::Claude && s.use_ != Some(SearchUse::Claude),
    })
}

/// The provider's real base URL (replaced by `endpoint`).
fn default_base(provider: ProviderKind) -> &'static str {
    match provider {
        ProviderKind::Brave => "https://api.search.brave.com",
        ProviderKind::Tavily => "https://api.tavily.com",
        ProviderKind::Google => "https://generativelanguage.googleapis.com",
        ProviderKind::Claude => "https://api.anthropic.com",
        // Never used: SearXNG has no default, its `url` is required.
        ProviderKind::Searxng => "https://localhost",
    }
}

#[cfg(test)]
mod tests;
