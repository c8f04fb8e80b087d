//! The rules a `search` section must follow (S-03) that serde cannot check: no key written in
//! the file (by field name or by the look of a value), base URLs (https, or http on loopback
//! only, no user:password), names, ranges; and where in the file a problem is.

use url::{Host, Url};

use super::{KEY_FIELDS, SearchSection};

/// The first place in `value` that holds a key: `(dotted path, what is wrong)`.
pub(super) fn find_key(value: &serde_json::Value, at: &str) -> Option<(String, &'static str)> {
    match value {
        serde_json::Value::Object(map) => map.iter().find_map(|(name, v)| {
            let here = format!("{at}.{name}");
            let folded: String = name
                .chars()
                .filter(|c| *c != '_' && *c != '-')
                .flat_map(char::to_lowercase)
                .collect();
            if KEY_FIELDS.contains(&folded.as_str()) {
                return Some((here, "is a key field"));
            }
            find_key(v, &here)
        }),
        serde_json::Value::Array(items) => items.iter().find_map(|v| find_key(v, at)),
        serde_json::Value::String(s) if looks_like_key(s) => {
            Some((at.to_string(), "looks like an API key"))
        }
        _ => None,
    }
}

/// Whether a config value looks like a key or token: a provider prefix (`tvly-`, `sk-`,
/// `AIza`, `BSA…`), or a run of 24+ letters/digits/`_-+=` mixing upper case, lower case and
/// digits. Lower-case ids (model names, a gateway's hex account id in an endpoint path) pass.
pub(crate) fn looks_like_key(s: &str) -> bool {
    let prefixed = ["tvly-", "sk-", "AIza"].iter().any(|p| s.starts_with(p))
        || (s.starts_with("BSA") && s.len() >= 20 && !s.contains(' '));
    let runs = s.split(|c: char| !(c.is_ascii_alphanumeric() || "_-+=".contains(c)));
    prefixed
        || runs.into_iter().any(|run| {
            run.len() >= 24
                && run.chars().any(|c| c.is_ascii_uppercase())
                && run.chars().any(|c| c.is_ascii_lowercase())
                && run.chars().any(|c| c.is_ascii_digit())
        })
}

/// Checks what serde cannot: ranges, URL rules, names. Returns the field to point at.
pub(super) fn validate(s: &SearchSection) -> Result<(), (&'static str, String)> {
    if let Some(var) = &s.api_key_env
        && !is_env_name(var)
    {
        return Err((
            "apiKeyEnv",
            "search.apiKeyEnv must name an environment variable (letters, digits, _)".into(),
        ));
    }
    if let Some(n) = s.max_results
        && !(1..=10).contains(&n)
    {
        return Err((
            "maxResults",
            "search.maxResults must be between 1 and 10".into(),
        ));
    }
    if let Some(u) = &s.url {
        check_base(u).map_err(|m| ("url", format!("search.url {m}")))?;
    }
    let endpoints = [
        ("brave", s.brave.as_ref().and_then(|b| b.endpoint.as_ref())),
        (
            "tavily",
            s.tavily.as_ref().and_then(|b| b.endpoint.as_ref()),
        ),
        (
            "google",
            s.google.as_ref().and_then(|b| b.endpoint.as_ref()),
        ),
        (
            "claude",
            s.claude.as_ref().and_then(|b| b.endpoint.as_ref()),
        ),
    ];
    for (name, endpoint) in endpoints {
        if let Some(e) = endpoint {
            check_base(e).map_err(|m| ("endpoint", format!("search.{name}.endpoint {m}")))?;
        }
    }
    if let Some(g) = &s.google {
        if let Some(m) = &g.model
            && !is_model_name(m)
        {
            return Err(("model", "search.google.model is not a model name".into()));
        }
        if let Some(p) = g.per1k_queries
            && !(p.is_finite() && p >= 0.0)
        {
            return Err((
                "per1kQueries",
                "search.google.per1kQueries must be a price of 0 or more".into(),
            ));
        }
    }
    if let Some(c) = &s.claude {
        if let Some(m) = &c.model
            && !is_model_name(m)
        {
            return Err(("model", "search.claude.model is not a model name".into()));
        }
        if let Some(n) = c.max_uses
            && !(1..=20).contains(&n)
        {
            return Err((
                "maxUses",
                "search.claude.maxUses must be between 1 and 20".into(),
            ));
        }
        if c.allowed_domains.is_some() && c.blocked_domains.is_some() {
            return Err((
                "blockedDomains",
                "search.claude takes allowedDomains or blockedDomains, not both".into(),
            ));
        }
        let domains = c.allowed_domains.iter().chain(&c.blocked_domains).flatten();
        for d in domains {
            if d.contains("://") || d.trim().is_empty() || d.contains(char::is_whitespace) {
                return Err((
                    "claude",
                    format!("search.claude domains are bare domains (docs.rs), not '{d}'"),
                ));
            }
        }
    }
    Ok(())
}

fn is_env_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && s.len() <= 100
}

/// Model names go into URL paths (Gemini): letters, digits, `.`, `-`, `_` only.
fn is_model_name(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 100
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || ".-_".contains(c))
}

/// A base URL the user configured (S-03): https, or http on loopback only; no user:password.
pub(super) fn check_base(text: &str) -> Result<Url, String> {
    let url = Url::parse(text.trim()).map_err(|e| format!("is not a URL ({e})"))?;
    if !url.username().is_empty() || url.password().is_some() {
        return Err("must not carry a user name or password".into());
    }
    match url.scheme() {
        "https" => {}
        "http" if is_loopback_url(&url) => {}
        "http" => return Err("must be https (http only for this machine: localhost)".into()),
        other => return Err(format!("must be https, not {other}:")),
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err("must not have a query or fragment".into());
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err("has no host".into());
    }
    Ok(url)
}

/// True for loopback IP literals and `localhost` names.
pub(crate) fn is_loopback_url(url: &Url) -> bool {
    match url.host() {
        Some(Host::Ipv4(ip)) => ip.is_loopback(),
        Some(Host::Ipv6(ip)) => crate::net::address::is_loopback(ip.into()),
        Some(Host::Domain(d)) => {
            let d = d.trim_end_matches('.').to_ascii_lowercase();
            d == "localhost" || d.ends_with(".localhost")
        }
        None => false,
    }
}

/// Line and column (from 1) of the first `"key"` after `"search"` in the text, or 1:1.
pub(super) fn position_of(text: &str, key: &str) -> (usize, usize) {
    let from = text.find("\"search\"").unwrap_or(0);
    let needle = format!("\"{key}\"");
    let at = text[from..]
        .find(&needle)
        .map_or(from, |i| from + i)
        .min(text.len());
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, column)
}
