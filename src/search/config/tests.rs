//! Tests of the `search` section and provider resolution (S-03, S-11).

use super::rules::looks_like_key;
use super::*;

fn load_text(text: &str) -> Result<Loaded, Error> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.json");
    std::fs::write(&path, text).unwrap();
    load(&path, true)
}

fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let pairs: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
        .collect();
    move |name| {
        pairs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    }
}

fn plan_of(text: &str, cli: Option<ProviderKind>, env: &[(&str, &str)]) -> Result<Plan, Error> {
    plan(&load_text(text)?, cli, None, &env_of(env))
}

// S-03: without a search section, BRAVE_API_KEY picks brave, else TAVILY_API_KEY,
// else GEMINI_API_KEY (google), else ANTHROPIC_API_KEY (claude, asking its consent), else none.
#[test]
fn s03_fallback_order_from_the_environment() {
    let both = [("BRAVE_API_KEY", "b"), ("TAVILY_API_KEY", "t")];
    assert_eq!(
        plan_of("{}", None, &both).unwrap().provider,
        ProviderKind::Brave
    );
    let tavily = [("TAVILY_API_KEY", "t")];
    assert_eq!(
        plan_of("{}", None, &tavily).unwrap().provider,
        ProviderKind::Tavily
    );
    let gemini = [("GEMINI_API_KEY", "g"), ("ANTHROPIC_API_KEY", "a")];
    assert_eq!(
        plan_of("{}", None, &gemini).unwrap().provider,
        ProviderKind::Google
    );
    let claude = plan_of("{}", None, &[("ANTHROPIC_API_KEY", "a")]).unwrap();
    assert_eq!(claude.provider, ProviderKind::Claude);
    assert!(claude.needs_claude_consent);
    assert!(matches!(
        plan_of("{}", None, &[]),
        Err(Error::NoProvider { .. })
    ));
    assert!(matches!(
        plan_of("{}", None, &[("BRAVE_API_KEY", "  ")]),
        Err(Error::NoProvider { .. })
    ));
}

// S-03: apiKeyEnv names the variable for the configured provider only.
#[test]
fn s03_api_key_env() {
    let text =
        r#"{"search": {"provider": "tavily", "apiKeyEnv": "MY_TAVILY_KEY", "maxResults": 3}}"#;
    let p = plan_of(text, None, &[("MY_TAVILY_KEY", "k")]).unwrap();
    assert_eq!((p.key_var.as_str(), p.max_results), ("MY_TAVILY_KEY", 3));
    match plan_of(text, None, &[("TAVILY_API_KEY", "k")]) {
        Err(Error::MissingKey { var, .. }) => assert_eq!(var, "MY_TAVILY_KEY"),
        other => panic!("{other:?}"),
    }
    let other = plan_of(text, Some(ProviderKind::Brave), &[("BRAVE_API_KEY", "k")]).unwrap();
    assert_eq!(other.key_var, "BRAVE_API_KEY");
}

// S-03: a key in the file is a config error that does not repeat the key.
#[test]
fn s03_key_in_the_file_is_refused() {
    for text in [
        r#"{"search": {"provider": "brave", "apiKey": "BSAabcdefghijklmnopqrstuv123"}}"#,
        r#"{"search": {"provider": "tavily", "tavily": {"key": "x"}}}"#,
        r#"{"search": {"provider": "brave", "apiKeyEnv": "tvly-dev-0123456789abcdefABCDEF"}}"#,
        r#"{"search": {"provider": "google", "google": {"model": "AIzaSyD-0123456789abcdefghijklmnopqrs"}}}"#,
    ] {
        match load_text(text) {
            Err(Error::Config { message, line, .. }) => {
                assert!(message.contains("environment variables"), "{message}");
                assert!(!message.contains("0123456789"), "{message}");
                assert_eq!(line, 1);
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    assert!(load_text(r#"{"search": {"provider": "claude", "claude": {"model": "claude-haiku-4-5-20251001"}}}"#).is_ok());
}

// S-03: endpoints and the SearXNG URL: https, or http on loopback only, no credentials.
#[test]
fn s03_url_rules() {
    let ok = [
        r#"{"search": {"provider": "searxng", "url": "http://localhost:8888"}}"#,
        r#"{"search": {"provider": "searxng", "url": "http://127.0.0.1:8888/"}}"#,
        r#"{"search": {"provider": "searxng", "url": "https://search.example.org"}}"#,
        r#"{"search": {"brave": {"endpoint": "https://gw.example/brave"}}}"#,
        r#"{"search": {"claude": {"endpoint": "http://[::1]:9000"}}}"#,
    ];
    for text in ok {
        assert!(load_text(text).is_ok(), "{text}");
    }
    let bad = [
        r#"{"search": {"provider": "searxng", "url": "http://search.example.org"}}"#,
        r#"{"search": {"provider": "searxng", "url": "https://u:p@search.example.org"}}"#,
        r#"{"search": {"provider": "searxng", "url": "ftp://localhost"}}"#,
        r#"{"search": {"tavily": {"endpoint": "http://10.0.0.1/"}}}"#,
        r#"{"search": {"google": {"endpoint": "https://gw.example/?x=1"}}}"#,
    ];
    for text in bad {
        assert!(
            matches!(load_text(text), Err(Error::Config { .. })),
            "{text}"
        );
    }
    let p = plan_of(
        r#"{"search": {"provider": "searxng", "url": "http://localhost:8888"}}"#,
        None,
        &[],
    )
    .unwrap();
    assert!(p.base_is_loopback && p.key.is_none());
    assert!(matches!(
        plan_of(r#"{"search": {"provider": "searxng"}}"#, None, &[]),
        Err(Error::Config { .. })
    ));
}

// G-05: a wrong value names its line and column.
#[test]
fn s03_errors_name_line_and_column() {
    match load_text("{\n  \"search\": {\n    \"maxResults\": 11\n  }\n}") {
        Err(Error::Config { line, column, .. }) => assert_eq!((line, column), (3, 5)),
        other => panic!("{other:?}"),
    }
    match load_text("{\n  \"search\": {\"provider\": \"bing\"}\n}") {
        Err(Error::Config { line, message, .. }) => {
            assert_eq!(line, 2);
            assert!(message.contains("bing"), "{message}");
        }
        other => panic!("{other:?}"),
    }
    assert!(
        load_text(
            r#"{"search": {"claude": {"allowedDomains": ["a.org"], "blockedDomains": ["b.org"]}}}"#
        )
        .is_err()
    );
    assert!(load_text(r#"{"search": {"claude": {"maxUses": 21}}}"#).is_err());
    assert!(load_text(r#"{"search": {"google": {"model": "../x"}}}"#).is_err());
}

// S-11: `use` decides Claude; off turns search off; provider keeps Claude out.
#[test]
fn s11_search_use() {
    let keys = [("ANTHROPIC_API_KEY", "a"), ("BRAVE_API_KEY", "b")];
    let p = plan_of(r#"{"search": {"use": "claude"}}"#, None, &keys).unwrap();
    assert_eq!(p.provider, ProviderKind::Claude);
    assert!(!p.needs_claude_consent);
    let p = plan_of(r#"{"search": {"provider": "claude"}}"#, None, &keys).unwrap();
    assert!(p.needs_claude_consent);
    let p = plan_of(
        r#"{"search": {"use": "provider", "provider": "claude"}}"#,
        None,
        &keys,
    );
    assert_eq!(p.unwrap().provider, ProviderKind::Brave);
    assert!(matches!(
        plan_of(
            r#"{"search": {"use": "provider", "provider": "claude"}}"#,
            None,
            &keys[..1]
        ),
        Err(Error::ClaudeNotChosen { .. })
    ));
    assert!(matches!(
        plan_of(
            r#"{"search": {"use": "off"}}"#,
            Some(ProviderKind::Brave),
            &keys
        ),
        Err(Error::SearchOff { .. })
    ));
    let p = plan_of(
        r#"{"search": {"use": "claude"}}"#,
        Some(ProviderKind::Brave),
        &keys,
    );
    assert_eq!(p.unwrap().provider, ProviderKind::Brave);
}

// A key's Debug never shows it.
#[test]
fn s03_key_debug_is_redacted() {
    let p = plan_of("{}", None, &[("BRAVE_API_KEY", "secret-value")]).unwrap();
    assert!(!format!("{p:?}").contains("secret-value"));
}

// S-03: what looks like a key, and what does not (model names, gateway paths, domains).
#[test]
fn s03_key_look() {
    for key in [
        "BSAqZ3xY7wV2uT9sR4pO1nM6lK8j",
        "tvly-dev-abc",
        "sk-ant-api03-xyz",
        "AIzaSyD-abc",
        "x7Kq2LmN9pR4sT6vW8yZ1aB3cD5e",
    ] {
        assert!(looks_like_key(key), "{key}");
    }
    for value in [
        "claude-haiku-4-5-20251001",
        "gemini-3-flash-preview",
        "https://gateway.ai.cloudflare.com/v1/0123456789abcdef0123456789abcdef/gw/anthropic",
        "https://gw.example/Brave/Search/Endpoint/V2",
        "docs.rs",
        "MY_TAVILY_KEY",
    ] {
        assert!(!looks_like_key(value), "{value}");
    }
}
