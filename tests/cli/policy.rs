//! A-01..A-03, G-05: rules from every source — `--allow`/`--deny`, the user's policy.json and
//! `--policy FILE` — decided without a terminal: deny over allow across sources, `allowed_by`
//! naming the rule and its source, `--policy` holding only allow/deny, malformed files failing
//! closed with file, line and column for every command.

use std::time::Duration;

use crate::support::{Gw, Reply, Server};

fn page() -> Server {
    Server::http().with("/p", Reply::text("the page"))
}

/// `fetch --json --allow-localhost --no-cache URL` plus `extra`.
fn fetch(gw: &Gw, url: &str, extra: &[&str]) -> Gw {
    gw.clone()
        .reset_args()
        .args(["fetch", "--json", "--allow-localhost", "--no-cache", url])
        .args(extra)
        .kill_after(Duration::from_secs(30))
}

/// Writes `text` to a file in the test's home dir and returns its path.
fn file(gw: &Gw, name: &str, text: &str) -> String {
    let path = gw.config_dir().parent().unwrap().join("home").join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

// A-02: allowed_by names the rule and where it came from, for each source.
#[test]
fn a02_allowed_by_names_rule_and_source() {
    let server = page();
    let url = server.url("/p");
    let gw = Gw::new().policy_json(r#"{"allow": ["127.0.0.1"]}"#);
    let out = fetch(&gw, &url, &[]).run();
    out.json_ok();
    let by = &out.json()["allowed_by"];
    assert_eq!(by["rule"], "web_fetch(127.0.0.1)", "{out}");
    assert_eq!(by["source"], "policy");

    let other = Gw::new();
    let policy = file(
        &other,
        "project.json",
        r#"{"allow": ["web_fetch(127.0.0.1/p)"]}"#,
    );
    let out = fetch(&other, &url, &["--policy", &policy]).run();
    out.json_ok();
    assert_eq!(out.json()["allowed_by"]["source"], "policy_file", "{out}");
    assert_eq!(out.json()["allowed_by"]["rule"], "web_fetch(127.0.0.1/p)");

    let out = fetch(&other, &url, &["--allow", "*"]).run();
    assert_eq!(
        out.json_ok()["allowed_by"]["source"],
        "command_line",
        "{out}"
    );
    let out = fetch(&other, &url, &["--allow-url", &url]).run();
    assert_eq!(out.json_ok()["allowed_by"]["source"], "allow_url", "{out}");

    // --no-config ignores policy.json.
    fetch(&gw, &url, &["--no-config"])
        .run()
        .fails_with(4, "needs_approval");
}

// A-02/A-03: a deny rule wins over an allow rule whatever their sources; the refusal names the
// rule and the file.
#[test]
fn a03_deny_over_allow_across_sources() {
    let server = Server::never_called();
    let url = server.url("/p");
    let gw = Gw::new().policy_json(r#"{"allow": ["*"]}"#);
    let policy = file(&gw, "deny.json", r#"{"deny": ["web_fetch(127.0.0.1)"]}"#);
    let out = fetch(&gw, &url, &["--policy", &policy]).run();
    out.fails_with(3, "denied_by_rule");
    out.message_contains("web_fetch(127.0.0.1)");
    out.message_contains(&format!("--policy {policy}"));

    let gw = Gw::new().policy_json(r#"{"deny": ["127.0.0.1"]}"#);
    let out = fetch(&gw, &url, &["--allow", "*"]).run();
    out.fails_with(3, "denied_by_rule");
    out.message_contains("policy.json");

    let gw = Gw::new().policy_json(r#"{"allow": ["127.0.0.1"]}"#);
    fetch(&gw, &url, &["--deny", "*"])
        .run()
        .fails_with(3, "denied_by_rule")
        .message_contains("from the command line");
}

// A-02: a --policy file may hold only allow and deny; anything else is a config error with
// file, line and column.
#[test]
fn a02_policy_flag_refuses_other_keys() {
    let server = Server::never_called();
    let gw = Gw::new();
    let policy = file(
        &gw,
        "project.json",
        "{\n  \"allow\": [\"127.0.0.1\"],\n  \"search\": {\"provider\": \"brave\"}\n}\n",
    );
    let out = fetch(&gw, &server.url("/p"), &["--policy", &policy]).run();
    out.fails_with(2, "config");
    out.message_contains(&format!("{policy}:3:3"));
    out.message_contains("may hold only \"allow\" and \"deny\"");
    // --no-config does not skip --policy files, so the hint does not offer it as the way out.
    assert_eq!(
        out.error_hint(),
        "fix the file (or move it away); --no-config skips config.json and policy.json (not \
         --policy files)"
    );
    // A missing --policy file is an error too, never silently skipped.
    let out = fetch(&gw, &server.url("/p"), &["--policy", "/nonexistent/p.json"]).run();
    out.fails_with(2, "config");
}

// G-05: a malformed policy.json stops every command with exit 2 and the file, line and column.
#[test]
fn g05_malformed_policy_json_fails_closed_everywhere() {
    let server = Server::never_called();
    let broken = "{\n  \"allow\": [\"docs.rs\",]\n}\n";
    let gw = Gw::new().policy_json(broken);
    let path = gw.config_dir().join("policy.json");
    let at = format!("{}:2:23", path.display());

    let out = fetch(&gw, &server.url("/p"), &["--allow", "*"]).run();
    out.fails_with(2, "config");
    out.message_contains(&at);
    let text = fetch(&gw, &server.url("/p"), &[]).reset_args();
    let out = text
        .args(["fetch", "--allow-localhost", &server.url("/p")])
        .run();
    out.code(2)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains(&at);

    for args in [
        vec!["config", "rules", "--json"],
        vec!["config", "show", "--json"],
        vec!["config", "allow", "x.org", "--json"],
        vec!["cache", "list", "--json"],
    ] {
        let out = gw.clone().reset_args().args(&args).run();
        out.fails_with(2, "config");
        out.message_contains(&at);
    }
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        broken,
        "never rewritten"
    );

    let out = gw.clone().reset_args().args(["config", "check"]).run();
    out.code(2).stderr_empty();
    assert!(
        out.stdout()
            .lines()
            .any(|l| l.starts_with("error") && l.contains(&at)),
        "{out}"
    );
}

// G-05: a rule that does not parse, inside a file, points at its line and column.
#[test]
fn g05_bad_rule_in_policy_points_at_it() {
    let gw = Gw::new().policy_json("{\"allow\": [\n  \"docs.rs\",\n  \"https://x.org/\"\n]}");
    let out = gw.clone().args(["config", "rules", "--json"]).run();
    out.fails_with(2, "config");
    out.message_contains("policy.json:3:3");
    out.message_contains("not a valid rule");
}

// A-01: a malformed rule on the command line is a usage error.
#[test]
fn a01_malformed_command_line_rule_is_usage() {
    let out = Gw::new()
        .args([
            "fetch",
            "--json",
            "--allow",
            "web_fetch(https://x.org)",
            "x.org",
        ])
        .run();
    out.fails_with(2, "usage");
}

// A-01: a deny path rule cannot be dodged by spelling: every reasonable server
// reading of the path is matched, and the server hears nothing.
#[test]
fn a01_deny_path_rule_matches_every_spelling_of_the_path() {
    let server = Server::http().with("/admin", Reply::text("secret"));
    let gw = Gw::new();
    for path in [
        "/admin",
        "/%61dmin",
        "//admin",
        "/admin;x",
        "/admin%2f",
        "/x/..%2fadmin",
        "/x/..;/admin",
        "/x/%2e%2e/admin",
        "/%2561dmin",
        "/ADMIN",
    ] {
        let out = fetch(
            &gw,
            &server.url(path),
            &["--allow", "*", "--deny", "web_fetch(127.0.0.1/admin)"],
        )
        .run();
        out.fails_with(3, "denied_by_rule")
            .message_contains("web_fetch(127.0.0.1/admin)");
    }
    assert_eq!(server.connections(), 0);
}

// A-01: an allow path rule matches only the canonical path: a spelling that a
// server could read as another path is not allowed by it (exit 4 without a terminal).
#[test]
fn a01_allow_path_rule_matches_only_the_canonical_path() {
    let server = Server::http()
        .with("/docs/page", Reply::text("docs"))
        .with("/admin", Reply::text("secret"));
    let gw = Gw::new();
    let allow = ["--allow", "web_fetch(127.0.0.1/docs/*)"];
    fetch(&gw, &server.url("/docs/page"), &allow)
        .run()
        .json_ok();
    for path in [
        "/docs/..%2fadmin",
        "/docs/..;/admin",
        "/docs//page",
        "/docs/%70age",
    ] {
        let out = fetch(&gw, &server.url(path), &allow).run();
        out.fails_with(4, "needs_approval");
    }
    assert_eq!(server.hits("/docs/page"), 1);
    assert_eq!(server.hits("/admin"), 0);
}

// A-01: host rules compare IPv4-mapped IPv6 and IPv4 as one address.
#[test]
fn a01_host_rules_canonicalize_ipv4_mapped_ipv6() {
    let server = page();
    let gw = Gw::new();
    let mapped = format!("http://[::ffff:127.0.0.1]:{}/p", server.port());
    fetch(&gw, &mapped, &["--allow", "*", "--deny", "127.0.0.1"])
        .run()
        .fails_with(3, "denied_by_rule");
    fetch(
        &gw,
        &server.url("/p"),
        &["--allow", "*", "--deny", "[::ffff:127.0.0.1]"],
    )
    .run()
    .fails_with(3, "denied_by_rule");
    fetch(
        &gw,
        &server.url("/p"),
        &["--allow", "*", "--deny", "[::ffff:7f00:1]"],
    )
    .run()
    .fails_with(3, "denied_by_rule");
    assert_eq!(server.connections(), 0);
    let out = fetch(&gw, &mapped, &["--allow", "127.0.0.1"]).run();
    out.json_ok();
    assert_eq!(
        out.json()["allowed_by"]["rule"],
        "web_fetch(127.0.0.1)",
        "{out}"
    );
}

// G-05: a policy file with a duplicate key fails closed, naming the file, line
// and column — before, the second "deny" silently replaced the first.
#[test]
fn g05_duplicate_key_in_a_policy_file_is_a_config_error() {
    let server = page();
    let url = server.url("/p");
    let text = "{\"allow\": [\"127.0.0.1\"],\n \"deny\": [\"*\"],\n \"deny\": []}";
    let gw = Gw::new().policy_json(text);
    let out = fetch(&gw, &url, &[]).run();
    out.fails_with(2, "config")
        .message_contains("policy.json:3:")
        .message_contains("\"deny\" appears twice");
    let gw = Gw::new();
    let flag = file(&gw, "project-policy.json", text);
    let out = fetch(&gw, &url, &["--policy", &flag]).run();
    out.fails_with(2, "config")
        .message_contains("project-policy.json:3:");
    // config.json too, inside a section kept as free JSON.
    let gw = Gw::new().config_json(r#"{"search": {"provider": "brave", "provider": "searxng"}}"#);
    let out = fetch(&gw, &url, &["--allow", "127.0.0.1"]).run();
    out.fails_with(2, "config")
        .message_contains("config.json:1:")
        .message_contains("\"provider\" appears twice");
    assert_eq!(server.connections(), 0);
}

// G-04: a policy.json others can write, or a config folder others can write, is
// not obeyed: exit 2 naming the path and the chmod that fixes it, nothing fetched.
#[test]
fn g04_policy_others_can_write_is_refused_with_the_fix() {
    use std::os::unix::fs::PermissionsExt;
    let server = page();
    let url = server.url("/p");
    let gw = Gw::new().policy_json(r#"{"allow": ["*"]}"#);
    let policy = gw.config_dir().join("policy.json");
    std::fs::set_permissions(&policy, std::fs::Permissions::from_mode(0o666)).unwrap();
    let out = fetch(&gw, &url, &[]).run();
    out.fails_with(2, "config")
        .message_contains(&policy.display().to_string());
    assert!(out.error_hint().contains("chmod go-w"), "{out}");
    std::fs::set_permissions(&policy, std::fs::Permissions::from_mode(0o600)).unwrap();
    std::fs::set_permissions(gw.config_dir(), std::fs::Permissions::from_mode(0o777)).unwrap();
    let out = fetch(&gw, &url, &[]).run();
    out.fails_with(2, "config")
        .message_contains("group or others can write it");
    std::fs::set_permissions(gw.config_dir(), std::fs::Permissions::from_mode(0o700)).unwrap();
    fetch(&gw, &url, &[]).run().json_ok();
    assert_eq!(server.hits("/p"), 1);
}

// The global options: the approval options are the program's too: before the subcommand they count,
// together with the subcommand's own.
#[test]
fn a02_approval_options_before_the_subcommand_count() {
    let server = page();
    let url = server.url("/p");
    let out = Gw::new()
        .args([
            "--allow",
            "127.0.0.1",
            "fetch",
            "--json",
            "--allow-localhost",
            &url,
        ])
        .run();
    let v = out.json_ok();
    assert_eq!(v["allowed_by"]["rule"], "web_fetch(127.0.0.1)");
    assert_eq!(v["allowed_by"]["source"], "command_line");
    // A deny before the subcommand wins over an allow after it.
    Gw::new()
        .args([
            "--deny",
            "127.0.0.1",
            "fetch",
            "--json",
            "--allow-localhost",
        ])
        .args(["--allow", "*", &url])
        .run()
        .fails_with(3, "denied_by_rule");
    assert_eq!(server.hits("/p"), 1);
}
