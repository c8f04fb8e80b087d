//! Who said a request may leave the machine (A-01..A-05, S-07). Every source is the user's
//! word: the command line (`--allow`, `--deny`, `--allow-url`, `--policy FILE`), the user's
//! `policy.json`, session grants, and the prompt. Without one of them nothing leaves.
//!
//! A fetch of URL U on host H ([`Approver::decide_fetch`], A-03): a deny rule from any source →
//! refused (exit 3); U is unusual → only `--allow-url U` or the prompt can approve; an allow rule
//! or a session grant → go; stdin and stderr are terminals → ask; else exit 4 with the rule to
//! add. A redirect to another host is decided the same way, with the redirect in the preview.
//!
//! A search ([`Approver::decide_search`], S-07), called by the search command as
//! `approver.decide_search(provider, query) -> Result<Approval, approval::Error>` with the
//! provider's lower-case name: deny `web_search`/`web_search(P)` → exit 3; allow rule or
//! session grant → go; terminal → "garuda-web wants to search the web" with the query and
//! provider; else exit 4 (`SearchNeedsApproval`).
//!
//! Not here: the URL and address checks (`net`), which run before and regardless of approval;
//! reading policy files (`config::policy`).

mod error;
pub(crate) mod prompt;
pub(crate) mod rules;
pub(crate) mod session;
mod sources;

use std::fmt;
use std::path::PathBuf;
use std::sync::Mutex;

use url::Url;

pub(crate) use error::Error;
pub(crate) use sources::{RuleSet, RuleSource, SourcedRule};

use crate::config::policy;
use crate::net::url_check::CheckedUrl;
use crate::output::{Printer, shell_quote};
use crate::page::Warning;
use prompt::{Choice, Question};
use rules::Rule;
use session::Grants;

/// A positive decision: which rule let the request through.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Approval {
    /// The rule, normalised (`web_fetch(docs.rs)`), or the exact URL for `--allow-url`.
    pub(crate) rule: String,
    /// Where it came from.
    pub(crate) source: RuleSource,
}

impl fmt::Display for Approval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.rule, self.source)
    }
}

/// How an approver can ask and remember answers.
#[derive(Debug, Clone)]
pub(crate) struct Asking {
    /// stdin and stderr are terminals: a person can be asked (A-03 step 4).
    pub(crate) interactive: bool,
    /// This session's grants, if a session could be told.
    pub(crate) grants: Option<Grants>,
    /// The user's `policy.json`, where "Yes, always" adds its rule.
    pub(crate) policy_path: PathBuf,
    /// For warnings when an answer cannot be saved, and the Ctrl-C report.
    pub(crate) printer: Printer,
}

/// Decides requests for one call.
#[derive(Debug)]
pub(crate) struct Approver {
    rules: RuleSet,
    allow_urls: Vec<Url>,
    asking: Asking,
    /// Hosts and providers approved "once" at the prompt: once per call, so a redirect back to
    /// the same host does not ask twice.
    approved_here: Mutex<Vec<Rule>>,
}

impl Approver {
    /// An approver for `rules`, the exact `allow_urls`, and how to ask.
    pub(crate) fn new(rules: RuleSet, allow_urls: Vec<Url>, asking: Asking) -> Approver {
        Approver {
            rules,
            allow_urls,
            asking,
            approved_here: Mutex::new(Vec::new()),
        }
    }

    /// A-03 step 1 alone: refuses `target` when a deny rule matches. Used where an earlier
    /// approval stands in for steps 2–5 (a cached page, A-06).
    pub(crate) fn check_deny(&self, target: &CheckedUrl) -> Result<(), Error> {
        let host = target.host_str();
        match self
            .rules
            .deny()
            .iter()
            .find(|r| r.rule.denies_fetch(&host, target.url.path()))
        {
            Some(d) => Err(Error::Denied {
                host,
                rule: d.rule.to_string(),
                source_name: d.source.clone(),
            }),
            None => Ok(()),
        }
    }

    /// Decides one fetch; `redirect_from` is the previous URL when this is a redirect to
    /// another host.
    pub(crate) fn decide_fetch(
        &self,
        target: &CheckedUrl,
        redirect_from: Option<&Url>,
    ) -> Result<Approval, Error> {
        self.check_deny(target)?;
        let host = target.host_str();
        let path = target.url.path();
        if self.allow_urls.iter().any(|u| same_url(u, &target.url)) {
            return Ok(Approval {
                rule: target.url.to_string(),
                source: RuleSource::AllowUrl,
            });
        }
        let unusual = is_unusual(&target.url, &host);
        if !unusual && let Some(found) = self.find_allowed(|r| r.matches_fetch(&host, path)) {
            return Ok(found);
        }
        let needs = Error::NeedsApproval {
            host: host.clone(),
            url: target.url.to_string(),
            redirect_from: redirect_from.map(Url::to_string),
            unusual,
        };
        if !self.asking.interactive {
            return Err(needs);
        }
        let rule = Rule::fetch_rule_for(&host);
        let mut preview = vec![format!("GET {}", target.url)];
        match redirect_from {
            Some(from) => preview.push(format!("a redirect from {from}")),
            None if target.upgraded => {
                let mut asked = target.url.clone();
                let _ = asked.set_scheme("http");
                preview.push(format!("asked for {asked}; upgraded to https"));
            }
            None => {}
        }
        let question = Question {
            title: format!("garuda-web wants to fetch from {host}"),
            preview,
            warning: unusual.then(|| {
                "this URL is unusual (very long, or a long opaque run that could carry data \
                 out): host rules and session grants cannot approve it, only this answer"
                    .to_string()
            }),
            offer_session: !unusual && self.asking.grants.is_some(),
            always_label: (!unusual).then(|| format!("Yes, always for {host}")),
        };
        let answer = Asked {
            approved: if unusual {
                target.url.to_string()
            } else {
                rule.clone()
            },
            lasting: !unusual,
            what: format!("fetching {host}"),
            approve_with: if unusual {
                format!("--allow-url {}", shell_quote(target.url.as_str()))
            } else {
                format!("--allow '{rule}'")
            },
            rule,
        };
        self.ask(&question, answer, needs)
    }

    /// Decides sending a search query to `provider` (S-07); see the module doc.
    pub(crate) fn decide_search(&self, provider: &str, query: &str) -> Result<Approval, Error> {
        let provider = provider.to_ascii_lowercase();
        if let Some(d) = self
            .rules
            .deny()
            .iter()
            .find(|r| r.rule.matches_search(&provider))
        {
            return Err(Error::SearchDenied {
                provider,
                rule: d.rule.to_string(),
                source_name: d.source.clone(),
            });
        }
        if let Some(found) = self.find_allowed(|r| r.matches_search(&provider)) {
            return Ok(found);
        }
        let needs = Error::SearchNeedsApproval {
            provider: provider.clone(),
        };
        if !self.asking.interactive {
            return Err(needs);
        }
        let rule = Rule::search_rule_for(&provider);
        let question = Question {
            title: "garuda-web wants to search the web".into(),
            preview: vec![format!("query: {query}"), format!("provider: {provider}")],
            warning: None,
            offer_session: self.asking.grants.is_some(),
            always_label: Some(format!("Yes, always for {provider}")),
        };
        let answer = Asked {
            approved: rule.clone(),
            lasting: true,
            what: format!("searching the web with {provider}"),
            approve_with: format!("--allow '{rule}'"),
            rule,
        };
        self.ask(&question, answer, needs)
    }

    /// A-03 step 3: an allow rule, an earlier "Yes, once" in this call, or a session grant.
    fn find_allowed(&self, covers: impl Fn(&Rule) -> bool) -> Option<Approval> {
        if let Some(a) = self.rules.allow().iter().find(|r| covers(&r.rule)) {
            return Some(Approval {
                rule: a.rule.to_string(),
                source: a.source.clone(),
            });
        }
        let here = self.approved_here.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(rule) = here.iter().find(|r| covers(r)) {
            return Some(Approval {
                rule: rule.to_string(),
                source: RuleSource::Prompt,
            });
        }
        drop(here);
        let grants = self.asking.grants.as_ref()?;
        grants.find(&covers).map(|rule| Approval {
            rule: rule.to_string(),
            source: RuleSource::Session,
        })
    }

    /// Asks, then acts on the answer.
    fn ask(&self, question: &Question, asked: Asked, needs: Error) -> Result<Approval, Error> {
        let choice = match prompt::ask(question, self.asking.printer, asked.declined()) {
            Ok(choice) => choice,
            // The terminal went away mid-question: nobody approved it.
            Err(_) => return Err(needs),
        };
        let rule = Rule::parse(&asked.rule).ok().filter(|_| asked.lasting);
        match (choice, rule) {
            (Choice::No, _) => return Err(asked.declined()),
            (Choice::Once, Some(r)) => {
                self.approved_here
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(r);
            }
            (Choice::Session, Some(r)) => {
                if let Some(grants) = &self.asking.grants
                    && let Err(e) = grants.add(&r)
                {
                    self.warn_unsaved("grant_not_saved", &e.to_string());
                }
            }
            (Choice::Always, Some(r)) => {
                if let Err(e) = policy::add_rule(&self.asking.policy_path, policy::List::Allow, &r)
                {
                    self.warn_unsaved("rule_not_saved", &e.to_string());
                }
            }
            _ => {}
        }
        Ok(Approval {
            rule: asked.approved,
            source: RuleSource::Prompt,
        })
    }

    /// The request goes ahead, but the lasting part of the answer could not be stored.
    fn warn_unsaved(&self, code: &str, reason: &str) {
        self.asking.printer.warn(&Warning {
            code: code.into(),
            message: format!("approved for this call only: {reason}"),
            hint: "check the folders shown by garuda-web config path".into(),
        });
    }
}

/// What a question is about, and what each answer means.
struct Asked {
    /// The rule a lasting answer stores: `web_fetch(H)`, `web_search(P)`.
    rule: String,
    /// What `allowed_by` reports on Yes.
    approved: String,
    /// Whether answers may outlive this request (not for unusual URLs).
    lasting: bool,
    /// `fetching docs.rs`, for the refusal.
    what: String,
    /// The flag that approves it without asking, for the refusal's hint.
    approve_with: String,
}

impl Asked {
    fn declined(&self) -> Error {
        Error::Declined {
            what: self.what.clone(),
            approve_with: self.approve_with.clone(),
        }
    }
}

/// Two URLs are the same grant when they match without their fragments.
fn same_url(a: &Url, b: &Url) -> bool {
    let mut a = a.clone();
    let mut b = b.clone();
    a.set_fragment(None);
    b.set_fragment(None);
    a == b
}

/// A-03 step 2: URLs that could smuggle data out in their own text are never approved by a
/// host rule: over 300 characters; a run of 64+ letters/digits/`-_+/=%` in path or query; a
/// host label of 32+ characters; a host over 100 characters.
pub(crate) fn is_unusual(url: &Url, host: &str) -> bool {
    let opaque_run = |s: &str| {
        let mut run = 0usize;
        s.chars().any(|c| {
            if c.is_ascii_alphanumeric() || "-_+/=%".contains(c) {
                run += 1;
            } else {
                run = 0;
            }
            run >= 64
        })
    };
    url.as_str().len() > 300
        || opaque_run(url.path())
        || url.query().is_some_and(opaque_run)
        || host.len() > 100
        || host.split('.').any(|label| label.len() >= 32)
}

#[cfg(test)]
mod tests;
