//! `config show` (K-02): the effective settings, each with where it came from — the built-in
//! default, config.json, or an environment variable. API keys are never printed: only
//! `set (from BRAVE_API_KEY)` or `not set`. Proxy URLs are shown without user name or password.
//!
//! Not here: validating anything (`config check`).

use std::path::Path;

use serde::Serialize;
use serde_json::Value;

use crate::config::ConfigFile;
use crate::env;
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::output::Printer;
use crate::search::config as search_config;
use crate::settings::Common;

/// One line of the table.
#[derive(Debug, Serialize)]
struct Setting {
    key: String,
    value: String,
    source: String,
}

/// Runs `config show`.
pub(super) fn run(
    common: &Common,
    printer: &Printer,
    no_config: bool,
) -> Result<ExitStatus, Error> {
    let raw = if !no_config {
        std::fs::read_to_string(common.paths.config_file())
            .ok()
            .and_then(|t| serde_json::from_str::<Value>(&t).ok())
    } else {
        None
    };
    let settings = collect(common, raw.as_ref())?;
    if printer.json {
        printer.json_result(&serde_json::json!({ "settings": settings }))?;
    } else {
        let key_w = settings.iter().map(|s| s.key.len()).max().unwrap_or(0);
        let val_w = settings
            .iter()
            .map(|s| s.value.chars().count())
            .max()
            .unwrap_or(0)
            .min(48);
        let text: String = settings
            .iter()
            .map(|s| format!("{:<key_w$}  {:<val_w$}  ({})\n", s.key, s.value, s.source))
            .collect();
        printer.result(&text)?;
    }
    Ok(ExitStatus::Success)
}

fn collect(common: &Common, raw: Option<&Value>) -> Result<Vec<Setting>, Error> {
    let mut out = Vec::new();
    let config_path = common.paths.config_file();
    let from_file = |pointer: &str| {
        raw.and_then(|r| r.pointer(pointer))
            .map(|_| format!("config.json {}", config_path.display()))
    };
    let mut push = |key: &str, value: String, source: Option<String>| {
        out.push(Setting {
            key: key.into(),
            value,
            source: source.unwrap_or_else(|| "default".into()),
        });
    };
    let c: &ConfigFile = &common.config;
    push(
        "web.enabled",
        c.web.enabled.to_string(),
        from_file("/web/enabled"),
    );
    push(
        "web.allowLocalhost",
        c.web.allow_localhost.to_string(),
        from_file("/web/allowLocalhost"),
    );
    push(
        "web.allowRanges",
        format!(
            "[{}]",
            c.web
                .allow_ranges
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        from_file("/web/allowRanges"),
    );
    push(
        "web.proxyConnectByName",
        c.web.proxy_connect_by_name.to_string(),
        from_file("/web/proxyConnectByName"),
    );
    push(
        "web.timeoutSeconds",
        c.web.timeout_seconds.to_string(),
        from_file("/web/timeoutSeconds"),
    );
    push(
        "web.maxBytes",
        c.web.max_bytes.to_string(),
        from_file("/web/maxBytes"),
    );
    push(
        "cache.ttlSeconds",
        c.cache.ttl_seconds.to_string(),
        from_file("/cache/ttlSeconds"),
    );
    push(
        "cache.maxPages",
        c.cache.max_pages.to_string(),
        from_file("/cache/maxPages"),
    );

    // Browse (B-02, B-10, B-13): the section as browse reads it.
    let browser = crate::config::browser::parse(&config_path, c.browser.as_ref())?;
    let browser_rows = [
        (
            "path",
            browser
                .path
                .clone()
                .unwrap_or_else(|| "first found on PATH".into()),
        ),
        ("visible", browser.visible.to_string()),
        ("width", browser.width.to_string()),
        ("height", browser.height.to_string()),
        ("allowLocal", browser.allow_local.to_string()),
        ("idleSeconds", browser.idle_seconds.to_string()),
        ("allowScripts", browser.allow_scripts.to_string()),
        ("maxDownloadBytes", browser.max_download_bytes.to_string()),
    ];
    for (key, value) in browser_rows {
        push(
            &format!("browser.{key}"),
            value,
            from_file(&format!("/browser/{key}")),
        );
    }

    // Search (S-03): the section's provider, else the provider `search` picks from the keys in
    // the environment — its own decision (`search::config::plan`), so the two cannot disagree.
    let text_at = |pointer: &str| {
        raw.and_then(|r| r.pointer(pointer))
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    let set = |var: &str| env::value(var).is_some_and(|v| !v.trim().is_empty());
    let planned = search_config::load(&config_path, !common.no_config)
        .ok()
        .and_then(|loaded| search_config::plan(&loaded, None, None, &env::value).ok());
    let (provider, provider_source) = match (text_at("/search/provider"), planned) {
        (Some(p), _) => (p, from_file("/search/provider")),
        (None, Some(plan)) if set(&plan.key_var) => (
            plan.provider.name().to_string(),
            Some(format!("environment: {} is set", plan.key_var)),
        ),
        (None, Some(plan)) => (plan.provider.name().to_string(), from_file("/search/use")),
        (None, None) => ("none".into(), None),
    };
    push("search.provider", provider.clone(), provider_source);
    push(
        "search.use",
        text_at("/search/use").unwrap_or_else(|| "provider".into()),
        from_file("/search/use"),
    );
    let custom = text_at("/search/apiKeyEnv");
    let mut key_vars: Vec<(&str, String)> = vec![
        ("brave", env::BRAVE_API_KEY.into()),
        ("tavily", env::TAVILY_API_KEY.into()),
        ("google", env::GEMINI_API_KEY.into()),
        ("claude", env::ANTHROPIC_API_KEY.into()),
    ];
    if let Some(var) = custom {
        // `apiKeyEnv` names the variable of the configured provider.
        for (name, v) in &mut key_vars {
            if *name == provider {
                *v = var.clone();
            }
        }
    }
    for (name, var) in key_vars {
        // Only whether it is set, and from which variable: never the value (K-02).
        let (value, source) = if set(&var) {
            (format!("set (from {var})"), format!("environment: {var}"))
        } else {
            ("not set".to_string(), format!("environment: {var}"))
        };
        push(&format!("search.key.{name}"), value, Some(source));
    }

    // Folders (G-04) and the approval session.
    let dirs = [
        ("paths.config", &common.paths.config_dir, env::CONFIG_DIR),
        ("paths.cache", &common.paths.cache_dir, env::CACHE_DIR),
        ("paths.state", &common.paths.state_dir, env::STATE_DIR),
    ];
    for (key, dir, var) in dirs {
        push(
            key,
            show_path(dir),
            set(var).then(|| format!("environment: {var}")),
        );
    }
    match &common.session {
        Some(s) => {
            use crate::approval::session::SessionOrigin;
            let source = match s.origin {
                SessionOrigin::Flag => "--session".to_string(),
                SessionOrigin::Environment => format!("environment: {}", env::SESSION),
                SessionOrigin::Terminal => "terminal session".to_string(),
            };
            push("session", s.id.clone(), Some(source));
        }
        None => push("session", "none".into(), None),
    }

    // The network around the checks: DNS server, proxies, extra CAs.
    match env::value(env::DNS) {
        Some(v) if !v.trim().is_empty() => {
            push("dns", v, Some(format!("environment: {}", env::DNS)));
        }
        _ => push("dns", "system resolver".into(), None),
    }
    for var in env::PROXY_VARS {
        if let Some(v) = env::value(var)
            && !v.trim().is_empty()
        {
            let shown = if var.eq_ignore_ascii_case("no_proxy") {
                v
            } else {
                redact_proxy(&v)
            };
            push(
                &format!("proxy.{var}"),
                shown,
                Some(format!("environment: {var}")),
            );
        }
    }
    for var in [env::SSL_CERT_FILE, env::SSL_CERT_DIR] {
        if let Some(v) = env::value(var)
            && !v.trim().is_empty()
        {
            push(
                &format!("tls.{var}"),
                v,
                Some(format!("environment: {var}")),
            );
        }
    }
    Ok(out)
}

fn show_path(p: &Path) -> String {
    p.display().to_string()
}

/// A proxy URL without its user name and password.
pub(super) fn redact_proxy(value: &str) -> String {
    let candidate = if value.contains("://") {
        value.to_string()
    } else {
        format!("http://{value}")
    };
    match url::Url::parse(&candidate) {
        Ok(mut u) if !u.username().is_empty() || u.password().is_some() => {
            let _ = u.set_username("***");
            let _ = u.set_password(None);
            u.to_string()
        }
        Ok(_) => value.to_string(),
        // Not a URL: it could hold anything, so show only that it is set.
        Err(_) => "(set, not a URL)".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::redact_proxy;

    // K-02: credentials in a proxy URL are never shown.
    #[test]
    fn k02_proxy_credentials_redacted() {
        assert_eq!(
            redact_proxy("http://user:sk-secret@proxy:3128"),
            "http://***@proxy:3128/"
        );
        assert_eq!(redact_proxy("proxy.corp:3128"), "proxy.corp:3128");
        assert!(!redact_proxy("http://a:b@p").contains('b'));
    }
}
