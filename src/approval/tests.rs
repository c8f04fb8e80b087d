//! Unit tests of the decision order (A-02, A-03, S-07) without a terminal: no prompt is ever
//! shown here (`asker: None`); the prompt is tested on a real pty in `tests/cli`.

use std::path::PathBuf;

use super::decide::is_unusual;
use super::session::{Grants, Session, SessionOrigin};
use super::*;
use crate::config::policy::PolicyFile;
use crate::net::address::AddressPolicy;
use crate::net::url_check::check_url;

fn url(s: &str) -> Url {
    Url::parse(s).unwrap()
}

fn target(s: &str) -> CheckedUrl {
    check_url(s, &AddressPolicy::default()).unwrap()
}

fn asking(grants: Option<Grants>) -> Asking {
    Asking {
        asker: None,
        grants,
        policy_path: PathBuf::from("/nonexistent/policy.json"),
    }
}

fn policy(allow: &[&str], deny: &[&str]) -> PolicyFile {
    let parse = |v: &[&str]| v.iter().map(|t| Rule::parse(t).unwrap()).collect();
    PolicyFile {
        allow: parse(allow),
        deny: parse(deny),
    }
}

fn approver(rules: RuleSet) -> Approver {
    Approver::new(rules, Vec::new(), asking(None))
}

// A-03 step 2.
#[test]
fn a03_unusual_urls() {
    let h = "example.org";
    assert!(!is_unusual(&url("https://example.org/a/b?q=1"), h));
    assert!(is_unusual(
        &url(&format!("https://example.org/{}", "a".repeat(300))),
        h
    ));
    assert!(is_unusual(
        &url(&format!("https://example.org/x?d={}", "QUJD".repeat(16))),
        h
    ));
    assert!(!is_unusual(
        &url(&format!("https://example.org/x?d={}", "QUJD".repeat(15))),
        h
    ));
    let long_label = format!("{}.example.org", "a".repeat(32));
    assert!(is_unusual(
        &url(&format!("https://{long_label}/")),
        &long_label
    ));
}

// a deny rule from any source wins over an allow rule from any other source, and
// the refusal names the rule and its source.
#[test]
fn a03_deny_over_allow_across_sources() {
    let mut rules = RuleSet::default();
    rules.add_command_line(&["*".into()], &[]).unwrap();
    rules.add_policy(
        policy(&[], &["*.evil.test"]),
        &RuleSource::PolicyFile("/p/policy.json".into()),
    );
    let a = approver(rules);
    match a.decide_fetch(&target("https://x.evil.test/"), None) {
        Err(Error::Denied {
            rule, source_name, ..
        }) => {
            assert_eq!(rule, "web_fetch(*.evil.test)");
            assert_eq!(source_name.id(), "policy_file");
        }
        other => panic!("{other:?}"),
    }
    let ok = a.decide_fetch(&target("https://docs.rs/"), None).unwrap();
    assert_eq!(ok.rule, "web_fetch(*)");
    assert_eq!(ok.source, RuleSource::CommandLine);
}

// allowed_by names the rule and the file it came from.
#[test]
fn a02_allowed_by_names_rule_and_source() {
    let mut rules = RuleSet::default();
    rules.add_policy(
        policy(&["docs.rs", "web_search(brave)"], &[]),
        &RuleSource::UserPolicy("/c/policy.json".into()),
    );
    let a = approver(rules);
    let ok = a.decide_fetch(&target("https://docs.rs/x"), None).unwrap();
    assert_eq!(ok.source.id(), "policy");
    assert_eq!(ok.to_string(), "web_fetch(docs.rs) from /c/policy.json");
    let ok = a.decide_search("Brave", "rust serde").unwrap();
    assert_eq!(ok.rule, "web_search(brave)");
    assert!(matches!(
        a.decide_search("tavily", "q"),
        Err(Error::SearchNeedsApproval { .. })
    ));
}

// S-07: a web_search deny refuses every provider.
#[test]
fn s07_search_deny_wins() {
    let mut rules = RuleSet::default();
    rules
        .add_command_line(&["web_search".into()], &["web_search(brave)".into()])
        .unwrap();
    let a = approver(rules);
    assert!(matches!(
        a.decide_search("brave", "q"),
        Err(Error::SearchDenied { .. })
    ));
    assert!(a.decide_search("tavily", "q").is_ok());
}

// A-03 step 2: an allow rule does not approve an unusual URL; --allow-url does.
#[test]
fn a03_unusual_needs_exact_allow_url() {
    let long = format!("https://docs.rs/?q={}", "A".repeat(80));
    let mut rules = RuleSet::default();
    rules.add_command_line(&["docs.rs".into()], &[]).unwrap();
    let a = approver(rules.clone());
    assert!(matches!(
        a.decide_fetch(&target(&long), None),
        Err(Error::NeedsApproval { unusual: true, .. })
    ));
    let a = Approver::new(rules, vec![url(&long)], asking(None));
    let ok = a.decide_fetch(&target(&long), None).unwrap();
    assert_eq!(ok.source, RuleSource::AllowUrl);
}

// a session grant approves usual URLs of its host, never unusual ones.
#[test]
fn a04_session_grant_counts_except_for_unusual_urls() {
    let dir = tempfile::tempdir().unwrap();
    let grants = Grants::new(
        dir.path(),
        Session {
            id: "s".into(),
            origin: SessionOrigin::Flag,
        },
    );
    grants.add(&Rule::parse("docs.rs").unwrap()).unwrap();
    let a = Approver::new(RuleSet::default(), Vec::new(), asking(Some(grants)));
    let ok = a.decide_fetch(&target("https://docs.rs/a"), None).unwrap();
    assert_eq!(ok.source, RuleSource::Session);
    let long = format!("https://docs.rs/{}", "b".repeat(70));
    assert!(a.decide_fetch(&target(&long), None).is_err());
}

// a redirect without a rule names both ends in the refusal.
#[test]
fn a05_redirect_needs_approval_names_the_origin() {
    let a = approver(RuleSet::default());
    let err = a
        .decide_fetch(&target("https://b.test/"), Some(&url("https://a.test/x")))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "https://a.test/x redirects to b.test, which needs approval"
    );
    assert!(err.hint().contains("--allow 'web_fetch(b.test)'"));
}
