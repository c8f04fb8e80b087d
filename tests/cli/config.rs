//! K-01..K-06 and G-04: `garuda-web config` through the binary — paths, the settings table
//! with sources (never a key's value), the setup check on a good and on a broken setup, the
//! starter file, rules added concurrently without loss, the saved search choice, and files
//! created only when needed with private permissions.

use std::net::Ipv4Addr;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::time::Duration;

use serde_json::Value;

use crate::support::{FakeDns, Gw};

fn config(gw: &Gw, args: &[&str]) -> Gw {
    gw.clone()
        .reset_args()
        .arg("config")
        .args(args)
        .kill_after(Duration::from_secs(30))
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

// K-01: every path, from the GARUDA_WEB_*_DIR overrides; works with a broken config.json.
#[test]
fn k01_config_path() {
    let gw = Gw::new().config_json("{ broken");
    let out = config(&gw, &["path", "--json"]).run();
    out.success().stderr_empty();
    let json = out.json();
    let dir = |p: &Path| p.display().to_string();
    assert_eq!(
        json["config"],
        format!("{}/config.json", dir(gw.config_dir()))
    );
    assert_eq!(
        json["policy"],
        format!("{}/policy.json", dir(gw.config_dir()))
    );
    assert_eq!(json["cache"], dir(gw.cache_dir()));
    assert_eq!(json["state"], dir(gw.state_dir()));
    let out = config(&gw, &["path"]).run();
    out.success().stderr_empty();
    assert!(
        out.stdout()
            .contains(&format!("policy  {}/policy.json", dir(gw.config_dir()))),
        "{out}"
    );
}

// K-02: each value with its source; API keys only as "set (from VAR)", never their value; proxy
// credentials hidden.
#[test]
fn k02_config_show_never_prints_a_key() {
    let gw = Gw::new()
        .config_json(r#"{"web": {"timeoutSeconds": 12}, "search": {"provider": "tavily", "apiKeyEnv": "MY_TAVILY"}}"#)
        .env("BRAVE_API_KEY", "sk-test-123")
        .env("MY_TAVILY", "tvly-secret-456")
        .env("HTTPS_PROXY", "http://user:pw-secret-789@127.0.0.1:3128");
    for json in [false, true] {
        let mut run = config(&gw, &["show"]);
        if json {
            run = run.arg("--json");
        }
        let out = run.run();
        out.success().stderr_empty();
        for secret in ["sk-test-123", "tvly-secret-456", "pw-secret-789"] {
            assert!(
                !out.stdout().contains(secret) && !out.stderr().contains(secret),
                "{secret} printed:\n{out}"
            );
        }
        if json {
            let v = out.json();
            let find = |key: &str| -> Value {
                v["settings"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|s| s["key"] == key)
                    .cloned()
                    .unwrap_or_else(|| panic!("no {key} in\n{out}"))
            };
            assert_eq!(
                find("search.key.brave")["value"],
                "set (from BRAVE_API_KEY)"
            );
            assert_eq!(find("search.key.tavily")["value"], "set (from MY_TAVILY)");
            assert_eq!(find("search.key.google")["value"], "not set");
            assert_eq!(find("web.timeoutSeconds")["value"], "12");
            assert!(
                find("web.timeoutSeconds")["source"]
                    .as_str()
                    .unwrap()
                    .starts_with("config.json")
            );
            assert_eq!(find("web.maxBytes")["source"], "default");
            assert_eq!(find("search.provider")["value"], "tavily");
            assert_eq!(
                find("paths.state")["source"],
                "environment: GARUDA_WEB_STATE_DIR"
            );
        } else {
            assert!(out.stdout().contains("set (from BRAVE_API_KEY)"), "{out}");
        }
    }
}

// K-02, S-03: the provider `config show` names is the one `search` picks: with only a Gemini
// key in the environment, google (from that variable), not "none".
#[test]
fn k02_config_show_names_the_provider_search_picks() {
    let provider = |gw: &Gw| {
        let out = config(gw, &["show", "--json"]).run();
        let json = out.json_ok();
        json["settings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["key"] == "search.provider")
            .cloned()
            .expect("a search.provider row")
    };
    let google = provider(&Gw::new().env("GEMINI_API_KEY", "g-secret-1"));
    assert_eq!(google["value"], "google", "{google}");
    assert_eq!(google["source"], "environment: GEMINI_API_KEY is set");
    let none = provider(&Gw::new());
    assert_eq!(none["value"], "none", "{none}");
}

// K-03: a good setup — every line ok (or a warning), exit 0, allowRanges explained, DNS checked.
#[test]
fn k03_config_check_good_setup() {
    let dns = FakeDns::start().a("example.com", &[Ipv4Addr::new(198, 18, 0, 7)]);
    let gw = Gw::new()
        .config_json(
            r#"{"web": {"allowRanges": ["198.18.0.0/15"]}, "search": {"provider": "brave"}}"#,
        )
        .policy_json(r#"{"allow": ["docs.rs"], "deny": ["*.example.net"]}"#)
        .env("BRAVE_API_KEY", "sk-test-123")
        .dns(&dns);
    std::fs::set_permissions(gw.state_dir(), std::fs::Permissions::from_mode(0o700)).unwrap();
    let out = config(&gw, &["check"]).run();
    out.success().stderr_empty();
    assert!(!out.stdout().contains("sk-test-123"));
    for line in out.stdout().lines() {
        assert!(
            line.starts_with("ok ") || line.starts_with("warning "),
            "unexpected finding {line:?}\n{out}"
        );
    }
    for needle in [
        "config.json: ",
        "policy.json: ",
        "1 allow, 1 deny",
        "search: brave, key set (from BRAVE_API_KEY)",
        "web.allowRanges: 198.18.0.0/15: DNS answers in this range are let through",
        "dns: example.com resolves to 198.18.0.7 (a fake-IP network); web.allowRanges lets it through",
        "state dir: ",
    ] {
        assert!(out.stdout().contains(needle), "missing {needle:?}\n{out}");
    }
    let json = config(&gw, &["check", "--json"]).run();
    json.success().stderr_empty();
    assert_eq!(json.json()["ok"], true);
}

// K-03: a broken setup — one error line per problem, exit 2.
#[test]
fn k03_config_check_broken_setup() {
    let dns = FakeDns::start().a("example.com", &[Ipv4Addr::new(198, 18, 0, 9)]);
    let gw = Gw::new()
        .config_json(r#"{"search": {"provider": "brave"}}"#)
        .policy_json("{\"allow\": [\"web_fetch(https://x.org)\"]}")
        .env("HTTPS_PROXY", "http://[::1")
        .dns(&dns);
    std::fs::set_permissions(gw.cache_dir(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let project = gw.config_dir().parent().unwrap().join("home/project.json");
    std::fs::write(&project, r#"{"allow": [], "browser": {}}"#).unwrap();
    let out = config(&gw, &["check", "--policy", project.to_str().unwrap()]).run();
    out.code(2).stderr_empty();
    let errors: Vec<&str> = out
        .stdout()
        .lines()
        .filter(|l| l.starts_with("error"))
        .collect();
    for needle in [
        "policy.json: ",
        "--policy: ",
        "search: brave search needs an API key in the environment variable BRAVE_API_KEY",
        "proxy: HTTPS_PROXY=",
        "dns: example.com resolves to 198.18.0.9",
    ] {
        assert!(
            errors.iter().any(|l| l.contains(needle)),
            "no error line with {needle:?}\n{out}"
        );
    }
    assert!(
        errors.iter().any(|l| l.contains("policy.json:1:12")),
        "policy.json error without line and column\n{out}"
    );
    assert!(
        out.stdout()
            .lines()
            .any(|l| l.starts_with("warning") && l.contains("permissions 755")),
        "{out}"
    );
    let json = config(&gw, &["check", "--json"]).run();
    json.code(2).stderr_empty();
    assert_eq!(json.json()["ok"], false);

    // G-05, S-03: a search section that `search` refuses makes config.json an error, never
    // "valid" followed by an error about it.
    let gw = Gw::new().config_json("{\n  \"search\": {\"maxResults\": 11}\n}");
    let out = config(&gw, &["check"]).run();
    out.code(2).stderr_empty();
    let config_lines: Vec<&str> = out
        .stdout()
        .lines()
        .filter(|l| l.split_whitespace().nth(1) == Some("config.json:"))
        .collect();
    assert!(
        config_lines
            .iter()
            .all(|l| l.starts_with("error") && !l.contains("is valid")),
        "{out}"
    );
    assert!(
        config_lines.iter().any(|l| l.contains("config.json:2:")),
        "{out}"
    );
    assert_eq!(
        out.stdout()
            .lines()
            .filter(|l| l.contains("maxResults") || l.contains("max_results"))
            .count(),
        1,
        "the search mistake is reported once\n{out}"
    );

    // A config.json that does not parse is reported with its line and column.
    let gw = Gw::new().config_json("{\n  \"web\": {\"maxBytes\": }\n}");
    let out = config(&gw, &["check"]).run();
    out.code(2).stderr_empty();
    assert!(out.stdout().contains("config.json:2:"), "{out}");
}

// K-04: a starter config.json that loads, never written over an existing file.
#[test]
fn k04_config_init_never_overwrites() {
    let gw = Gw::new();
    let path = gw.config_dir().join("config.json");
    config(&gw, &["init"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("wrote ");
    assert_eq!(mode(&path), 0o600);
    let starter = std::fs::read_to_string(&path).unwrap();
    assert!(starter.contains("\"//\"") && starter.contains("\"timeoutSeconds\": 30"));
    // The starter loads: `config check` finds no error in it (warnings about the test's
    // folders and its dead DNS do not fail the check).
    config(&gw, &["check"])
        .env("GARUDA_WEB_DNS", "127.0.0.1:9")
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("ok       config.json");
    let shown = config(&gw, &["show"]).run();
    shown.success().stderr_empty();
    // The columns are as wide as the longest key: only the words are pinned.
    assert!(
        shown
            .stdout()
            .lines()
            .any(|l| l
                .split_whitespace()
                .take(3)
                .eq(["web.timeoutSeconds", "30", "(config.json"])),
        "{shown}"
    );
    std::fs::write(&path, "{\"web\": {}}").unwrap();
    let out = config(&gw, &["init", "--json"]).run();
    out.success().stderr_empty();
    assert_eq!(out.json()["written"], false);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"web\": {}}");
}

// K-05: 20 concurrent `config allow` calls: every rule is in policy.json, none lost.
#[test]
fn k05_concurrent_config_allow_loses_no_rule() {
    let gw = Gw::new().policy_json(r#"{"deny": ["*.example.net"]}"#);
    let handles: Vec<_> = (0..20)
        .map(|i| {
            let run = config(&gw, &["allow", &format!("host{i}.test")]);
            // An outcome is checked on the thread that ran it.
            std::thread::spawn(move || {
                run.run()
                    .success()
                    .stderr_empty()
                    .stderr_empty()
                    .stdout_contains(&format!("added web_fetch(host{i}.test) to \"allow\""));
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let text = std::fs::read_to_string(gw.config_dir().join("policy.json")).unwrap();
    let policy: Value = serde_json::from_str(&text).unwrap();
    let allow = policy["allow"].as_array().unwrap();
    assert_eq!(allow.len(), 20, "{text}");
    for i in 0..20 {
        assert!(
            allow.contains(&Value::from(format!("web_fetch(host{i}.test)"))),
            "{text}"
        );
    }
    assert_eq!(policy["deny"][0], "*.example.net");
}

// K-05: rules are validated and not duplicated; `config rules` lists every rule with its source.
#[test]
fn k05_allow_deny_validate_dedupe_and_list() {
    let gw = Gw::new();
    config(&gw, &["allow", "https://docs.rs/", "--json"])
        .run()
        .fails_with(2, "usage");
    assert!(!gw.config_dir().join("policy.json").exists());
    config(&gw, &["allow", "docs.rs"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("added web_fetch(docs.rs) to \"allow\"");
    let again = config(&gw, &["allow", "web_fetch(DOCS.rs)", "--json"]).run();
    again.success().stderr_empty();
    assert_eq!(again.json()["added"], false);
    config(&gw, &["deny", "*.example.net"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("added web_fetch(*.example.net) to \"deny\"");
    let out = config(&gw, &["rules", "--allow", "web_search", "--json"]).run();
    out.success().stderr_empty();
    let json = out.json();
    assert_eq!(json["allow"][0]["rule"], "web_fetch(docs.rs)");
    assert_eq!(json["allow"][0]["source"], "policy");
    assert_eq!(json["allow"][1]["rule"], "web_search");
    assert_eq!(json["allow"][1]["source"], "command_line");
    assert_eq!(json["deny"][0]["rule"], "web_fetch(*.example.net)");
    let text = config(&gw, &["rules"]).run();
    text.success().stderr_empty();
    assert!(
        text.stdout().contains("allow  web_fetch(docs.rs)"),
        "{text}"
    );
}

// K-06: the search choice is saved in config.json; the rest of the file stays.
#[test]
fn k06_config_search_use_saves_choice() {
    let gw = Gw::new().config_json(r#"{"web": {"timeoutSeconds": 9}}"#);
    config(&gw, &["search", "use", "off"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("search.use = \"off\" saved in");
    let out = config(&gw, &["search", "use", "claude", "--json"]).run();
    out.success().stderr_empty();
    assert_eq!(out.json()["previous"], "off");
    let v: Value = serde_json::from_str(
        &std::fs::read_to_string(gw.config_dir().join("config.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(v["web"]["timeoutSeconds"], 9);
    assert_eq!(v["search"]["use"], "claude");
    config(&gw, &["search", "use", "sometimes"])
        .run()
        .code(2)
        .stdout_empty()
        .stderr_contains("invalid value 'sometimes'");
}

// G-04: nothing is created until it is needed; then folders are 0700 and files 0600.
#[test]
fn g04_files_created_on_first_need_private() {
    let gw = Gw::new();
    let root = gw.config_dir().parent().unwrap().join("fresh");
    let (cfg, state) = (root.join("cfg"), root.join("state"));
    let gw = gw
        .env("GARUDA_WEB_CONFIG_DIR", &cfg)
        .env("GARUDA_WEB_STATE_DIR", &state)
        .env("GARUDA_WEB_CACHE_DIR", root.join("cache"));
    for (args, shows) in [
        (["path"], "policy.json"),
        (["show"], "web."),
        (["rules"], "no rules yet;"),
    ] {
        config(&gw, &args)
            .run()
            .success()
            .stderr_empty()
            .stdout_contains(shows);
    }
    assert!(!root.exists(), "reading settings created files");
    config(&gw, &["allow", "docs.rs"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("added web_fetch(docs.rs)");
    assert_eq!(mode(&root), 0o700);
    assert_eq!(mode(&cfg), 0o700);
    assert_eq!(mode(&cfg.join("policy.json")), 0o600);
    assert!(!state.exists());
}

// K-05: `config remove RULE` takes a rule out of policy.json (allow or deny, as
// parsed: `docs.rs` is `web_fetch(docs.rs)`), keeps the rest, and says so when it was not there;
// a request refused by a policy.json deny rule names this command in its hint.
#[test]
fn k05_config_remove_takes_a_rule_back() {
    let gw = Gw::new();
    for args in [
        &["allow", "docs.rs"][..],
        &["allow", "web_search"],
        &["deny", "127.0.0.1"],
    ] {
        config(&gw, args)
            .run()
            .success()
            .stderr_empty()
            .stdout_contains("added ");
    }
    let out = config(&gw, &["remove", "web_fetch(docs.rs)"]).run();
    out.success().stderr_empty();
    let policy = gw.config_dir().join("policy.json");
    assert_eq!(
        out.stdout(),
        format!(
            "removed web_fetch(docs.rs) from \"allow\" in {}\n",
            policy.display()
        )
    );
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&policy).unwrap()).unwrap();
    assert_eq!(v["allow"], serde_json::json!(["web_search"]));
    assert_eq!(v["deny"], serde_json::json!(["web_fetch(127.0.0.1)"]));
    assert_eq!(mode(&policy), 0o600);

    let out = config(&gw, &["remove", "docs.rs", "--json"]).run();
    out.success().stderr_empty();
    assert_eq!(out.json()["removed_from"], serde_json::json!([]));

    // The deny rule's hint names the command that removes it.
    let server = crate::support::Server::never_called();
    let out = gw
        .clone()
        .reset_args()
        .args(["fetch", "--json", "--allow-localhost", &server.url("/")])
        .run();
    out.fails_with(3, "denied_by_rule");
    assert!(
        out.error_hint()
            .contains("garuda-web config remove 'web_fetch(127.0.0.1)'"),
        "{}",
        out.error_hint()
    );
    config(&gw, &["remove", "127.0.0.1"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("removed web_fetch(127.0.0.1) from \"deny\"");
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&policy).unwrap()).unwrap();
    assert_eq!(v["deny"], serde_json::json!([]));

    // A malformed rule is a usage error and changes nothing.
    let before = std::fs::read_to_string(&policy).unwrap();
    config(&gw, &["remove", "web_fetch(", "--json"])
        .run()
        .fails_with(2, "usage");
    assert_eq!(std::fs::read_to_string(&policy).unwrap(), before);
}
