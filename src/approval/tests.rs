//! Unit tests of the decision order (A-02, A-03, S-07) without a terminal: no prompt is ever
//! shown here (`asker: None`); the prompt is tested on a real pty in `tests/cli`.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use super::ask::{Answer, AskError, Asker, Question};
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

/// An asker that gives one scripted answer and records the questions it saw: the seam a
/// browse client's asker plugs into (B-12).
#[derive(Debug)]
struct Scripted {
    answer: Result<Answer, ()>,
    asked: Mutex<Vec<Question>>,
}

impl Asker for Scripted {
    fn ask(&self, question: &Question) -> Result<Answer, AskError> {
        self.asked.lock().unwrap().push(question.clone());
        self.answer
            .map_err(|()| AskError::Unreachable(std::io::Error::other("gone")))
    }
}

fn asking_with(answer: Result<Answer, ()>, dir: &std::path::Path) -> (Asking, Arc<Scripted>) {
    let asker = Arc::new(Scripted {
        answer,
        asked: Mutex::new(Vec::new()),
    });
    let grants = Grants::new(
        &dir.join("grants"),
        Session {
            id: "s".into(),
            origin: SessionOrigin::Flag,
        },
    );
    let asking = Asking {
        asker: Some(asker.clone()),
        grants: Some(grants),
        policy_path: dir.join("policy.json"),
    };
    (asking, asker)
}

// with nothing deciding, the decision is a question; each answer does what the
// prompt's choice says, and the question itself is plain data (serde round trip).
#[test]
fn a04_answers_through_a_pluggable_asker() {
    let dir = tempfile::tempdir().unwrap();
    let docs = target("https://docs.rs/serde");

    let (asking, asker) = asking_with(Ok(Answer::Session), dir.path());
    let a = Approver::new(RuleSet::default(), Vec::new(), asking);
    let ok = a.decide_fetch(&docs, None).unwrap();
    assert_eq!(
        (ok.rule.as_str(), ok.source.clone()),
        ("web_fetch(docs.rs)", RuleSource::Prompt)
    );
    let asked = asker.asked.lock().unwrap().clone();
    assert_eq!(asked.len(), 1);
    assert_eq!(asked[0].title, "garuda-web wants to fetch from docs.rs");
    assert!(asked[0].offer_session);
    let json = serde_json::to_string(&asked[0]).unwrap();
    assert_eq!(serde_json::from_str::<Question>(&json).unwrap(), asked[0]);
    // The grant is stored: a second approver of the session is not asked.
    let (asking, asker) = asking_with(Ok(Answer::No), dir.path());
    let again = Approver::new(RuleSet::default(), Vec::new(), asking);
    assert_eq!(
        again.decide_fetch(&docs, None).unwrap().source,
        RuleSource::Session
    );
    assert!(asker.asked.lock().unwrap().is_empty());

    // Always writes the rule to policy.json.
    let (asking, _) = asking_with(Ok(Answer::Always), dir.path());
    Approver::new(RuleSet::default(), Vec::new(), asking)
        .decide_fetch(&target("https://crates.io/"), None)
        .unwrap();
    let policy = std::fs::read_to_string(dir.path().join("policy.json")).unwrap();
    assert!(policy.contains("web_fetch(crates.io)"), "{policy}");

    // No is `declined` with the flag that approves without asking; an asker that cannot
    // reach anyone is `needs_approval`.
    let (asking, _) = asking_with(Ok(Answer::No), dir.path());
    let err = Approver::new(RuleSet::default(), Vec::new(), asking)
        .decide_search("brave", "q")
        .unwrap_err();
    assert!(matches!(err, Error::Declined { .. }), "{err:?}");
    assert!(err.hint().contains("--allow 'web_search(brave)'"));
    let (asking, _) = asking_with(Err(()), dir.path());
    let err = Approver::new(RuleSet::default(), Vec::new(), asking)
        .decide_fetch(&target("https://lib.rs/"), None)
        .unwrap_err();
    assert!(matches!(err, Error::NeedsApproval { .. }), "{err:?}");
}

// the decision alone is pure: a deny rule is Denied without asking anybody.
#[test]
fn a03_decide_is_pure() {
    let mut rules = RuleSet::default();
    rules.add_command_line(&[], &["docs.rs".into()]).unwrap();
    let docs = target("https://docs.rs/");
    let sources = super::decide::Sources {
        rules: &rules,
        allow_urls: &[],
        approved_here: &[],
        grants: None,
    };
    let target = super::decide::Target::Fetch {
        url: &docs,
        redirect_from: None,
    };
    assert!(matches!(
        super::decide::decide(target, sources),
        super::decide::Decision::Denied(Error::Denied { .. })
    ));
    let open = RuleSet::default();
    let sources = super::decide::Sources {
        rules: &open,
        ..sources
    };
    match super::decide::decide(target, sources) {
        super::decide::Decision::Ask(pending) => {
            assert!(!pending.question.offer_session, "no session to store it in");
            assert_eq!(pending.approved, "web_fetch(docs.rs)");
        }
        other => panic!("{other:?}"),
    }
}
