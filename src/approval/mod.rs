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
//! The decision is pure ([`decide::decide`]: `Allowed`, `Denied` or `Ask(question)`); a
//! question goes to the call's [`ask::Asker`] (the terminal prompt of the top-level `prompt` module), and the
//! [`Approver`] stores what a lasting answer means (a session grant, a policy.json rule).
//! Nothing here prints or exits: a lasting answer that cannot be stored comes back as a
//! warning in the [`Approval`].
//!
//! Not here: the URL and address checks (`net`), which run before and regardless of approval;
//! reading policy files (`config::policy`); showing a question (the top-level `prompt` module).

pub(crate) mod ask;
pub(crate) mod decide;
mod error;
mod script;
pub(crate) mod session;
mod sources;

use std::fmt;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use url::Url;

pub(crate) use error::{Error, rules_for_url};
pub(crate) use sources::{RuleSet, RuleSource, SourcedRule};

use crate::config::policy;
use crate::net::url_check::CheckedUrl;
use crate::rules::Rule;
use crate::warning::Warning;
use ask::{Answer, Asker};
use decide::{Decision, Pending, Sources, Target, decide};
use session::Grants;

/// A positive decision: which rule let the request through.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Approval {
    /// The rule, normalised (`web_fetch(docs.rs)`), or the exact URL for `--allow-url`.
    pub(crate) rule: String,
    /// Where it came from.
    pub(crate) source: RuleSource,
    /// Things to know about the approval: a lasting answer that could not be stored.
    pub(crate) warnings: Vec<Warning>,
}

impl Approval {
    /// An approval by `rule` from `source`, without warnings.
    pub(crate) fn new(rule: String, source: RuleSource) -> Approval {
        Approval {
            rule,
            source,
            warnings: Vec::new(),
        }
    }
}

impl fmt::Display for Approval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.rule, self.source)
    }
}

/// Who can be asked and where answers are remembered.
#[derive(Debug, Clone)]
pub(crate) struct Asking {
    /// Who answers questions; `None` when nobody can be asked (no terminal, A-03 step 5).
    pub(crate) asker: Option<Arc<dyn Asker>>,
    /// This session's grants, if a session could be told.
    pub(crate) grants: Option<Grants>,
    /// The user's `policy.json`, where "Yes, always" adds its rule.
    pub(crate) policy_path: PathBuf,
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
        match decide::fetch_denied(target, &self.rules) {
            Some(denied) => Err(denied),
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
        self.resolve(Target::Fetch {
            url: target,
            redirect_from,
        })
    }

    /// Decides sending a search query to `provider` (S-07); see the module doc.
    pub(crate) fn decide_search(&self, provider: &str, query: &str) -> Result<Approval, Error> {
        self.resolve(Target::Search { provider, query })
    }

    /// Decides `target`, asking when the decision is to ask.
    fn resolve(&self, target: Target<'_>) -> Result<Approval, Error> {
        match self.with_sources(|sources| decide(target, sources)) {
            Decision::Allowed(approval) => Ok(approval),
            Decision::Denied(error) => Err(error),
            Decision::Ask(pending) => self.ask(*pending),
        }
    }

    /// Runs `f` on what can approve a request now: the rules, the exact URLs, what this call
    /// already approved (a snapshot, so `f` may ask without holding the lock) and the grants.
    fn with_sources<R>(&self, f: impl FnOnce(Sources<'_>) -> R) -> R {
        let approved_here = self
            .approved_here
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        f(Sources {
            rules: &self.rules,
            allow_urls: &self.allow_urls,
            approved_here: &approved_here,
            grants: self.asking.grants.as_ref(),
        })
    }

    /// Asks, then acts on the answer.
    fn ask(&self, pending: Pending) -> Result<Approval, Error> {
        let Some(asker) = &self.asking.asker else {
            return Err(pending.needs_approval);
        };
        let answer = match asker.ask(&pending.question) {
            Ok(answer) => answer,
            // The terminal went away mid-question: nobody approved it.
            Err(_) => return Err(pending.needs_approval),
        };
        let mut approval = Approval::new(pending.approved, RuleSource::Prompt);
        match (answer, pending.lasting_rule) {
            (Answer::No, _) => return Err(pending.declined),
            (Answer::Once, Some(r)) => {
                self.approved_here
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(r);
            }
            (Answer::Session, Some(r)) => {
                if let Some(grants) = &self.asking.grants
                    && let Err(e) = grants.add(&r)
                {
                    approval
                        .warnings
                        .push(unsaved("grant_not_saved", &e.to_string()));
                }
            }
            (Answer::Always, Some(r)) => {
                if let Err(e) = policy::add_rule(&self.asking.policy_path, policy::List::Allow, &r)
                {
                    approval
                        .warnings
                        .push(unsaved("rule_not_saved", &e.to_string()));
                }
            }
            _ => {}
        }
        Ok(approval)
    }
}

/// The request goes ahead, but the lasting part of the answer could not be stored.
fn unsaved(code: &str, reason: &str) -> Warning {
    Warning {
        code: code.into(),
        message: format!("approved for this call only: {reason}"),
        hint: "check the folders shown by garuda-web config path".into(),
    }
}

#[cfg(test)]
mod tests;
