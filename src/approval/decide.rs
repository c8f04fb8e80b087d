//! The decision itself (A-03, A-05, S-07), as a pure function of what is asked for and what the
//! sources say: [`decide`] returns [`Decision::Allowed`], [`Decision::Denied`] or
//! [`Decision::Ask`] with the question a person would have to answer. It prompts nobody,
//! prints nothing and stores nothing; [`super::Approver`] acts on the decision.

use url::Url;

use super::ask::Question;
use super::session::Grants;
use super::{Approval, Error, RuleSet, RuleSource};
use crate::net::url_check::CheckedUrl;
use crate::rules::Rule;
use crate::sanitize::shell_quote;

/// What is to be approved.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Target<'a> {
    /// A fetch of a checked URL; `redirect_from` is the previous URL for a redirect.
    Fetch {
        /// The URL.
        url: &'a CheckedUrl,
        /// The URL that redirected here.
        redirect_from: Option<&'a Url>,
    },
    /// Sending a search query to a provider (S-07).
    Search {
        /// The provider's lower-case name.
        provider: &'a str,
        /// The query.
        query: &'a str,
    },
}

/// Everything that can approve or refuse, for one call.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sources<'a> {
    /// Allow and deny rules from the command line and policy files.
    pub(crate) rules: &'a RuleSet,
    /// The exact URLs of `--allow-url`.
    pub(crate) allow_urls: &'a [Url],
    /// Rules answered "Yes, once" earlier in this call.
    pub(crate) approved_here: &'a [Rule],
    /// This session's grants, when there is a session.
    pub(crate) grants: Option<&'a Grants>,
}

/// The outcome of [`decide`].
#[derive(Debug)]
pub(crate) enum Decision {
    /// A rule, `--allow-url`, an earlier answer or a session grant approves it.
    Allowed(Approval),
    /// A deny rule refuses it (the error names the rule and its source).
    Denied(Error),
    /// Nothing decides it: a person has to be asked.
    Ask(Box<Pending>),
}

/// A question waiting for an answer, with what each answer means.
#[derive(Debug)]
pub(crate) struct Pending {
    /// What to show.
    pub(crate) question: Question,
    /// The rule a lasting answer stores (`web_fetch(H)`, `web_search(P)`); `None` for an
    /// unusual URL, which only "Yes, once" can approve.
    pub(crate) lasting_rule: Option<Rule>,
    /// What `allowed_by.rule` reports on Yes.
    pub(crate) approved: String,
    /// The refusal when the answer is No.
    pub(crate) declined: Error,
    /// The refusal when nobody can be asked (A-03 step 5).
    pub(crate) needs_approval: Error,
}

/// Decides `target` from `sources` (A-03: deny → unusual → allow/once/grant → ask).
pub(crate) fn decide(target: Target<'_>, sources: Sources<'_>) -> Decision {
    match target {
        Target::Fetch { url, redirect_from } => decide_fetch(url, redirect_from, sources),
        Target::Search { provider, query } => decide_search(provider, query, sources),
    }
}

/// A-03 step 1 alone: the deny rule that refuses fetching `target`, if any.
pub(crate) fn fetch_denied(target: &CheckedUrl, rules: &RuleSet) -> Option<Error> {
    let host = target.host_str();
    rules
        .deny()
        .iter()
        .find(|r| r.rule.denies_fetch(&host, target.url.path()))
        .map(|d| Error::Denied {
            host,
            rule: d.rule.to_string(),
            source_name: d.source.clone(),
        })
}

fn decide_fetch(
    target: &CheckedUrl,
    redirect_from: Option<&Url>,
    sources: Sources<'_>,
) -> Decision {
    if let Some(denied) = fetch_denied(target, sources.rules) {
        return Decision::Denied(denied);
    }
    let host = target.host_str();
    let path = target.url.path();
    if sources.allow_urls.iter().any(|u| same_url(u, &target.url)) {
        return Decision::Allowed(Approval::new(target.url.to_string(), RuleSource::AllowUrl));
    }
    let unusual = is_unusual(&target.url, &host);
    if !unusual && let Some(found) = find_allowed(sources, |r| r.matches_fetch(&host, path)) {
        return Decision::Allowed(found);
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
            "this URL is unusual (very long, or a long opaque run that could carry data out): \
             host rules and session grants cannot approve it, only this answer"
                .to_string()
        }),
        offer_session: !unusual && sources.grants.is_some(),
        always_label: (!unusual).then(|| format!("Yes, always for {host}")),
    };
    let approve_with = if unusual {
        format!("--allow-url {}", shell_quote(target.url.as_str()))
    } else {
        format!("--allow '{rule}'")
    };
    Decision::Ask(Box::new(Pending {
        question,
        approved: if unusual {
            target.url.to_string()
        } else {
            rule.clone()
        },
        lasting_rule: if unusual {
            None
        } else {
            Rule::parse(&rule).ok()
        },
        declined: Error::Declined {
            what: format!("fetching {host}"),
            approve_with,
        },
        needs_approval: Error::NeedsApproval {
            host,
            url: target.url.to_string(),
            redirect_from: redirect_from.map(Url::to_string),
            unusual,
        },
    }))
}

fn decide_search(provider: &str, query: &str, sources: Sources<'_>) -> Decision {
    let provider = provider.to_ascii_lowercase();
    if let Some(d) = sources
        .rules
        .deny()
        .iter()
        .find(|r| r.rule.matches_search(&provider))
    {
        return Decision::Denied(Error::SearchDenied {
            provider,
            rule: d.rule.to_string(),
            source_name: d.source.clone(),
        });
    }
    if let Some(found) = find_allowed(sources, |r| r.matches_search(&provider)) {
        return Decision::Allowed(found);
    }
    let rule = Rule::search_rule_for(&provider);
    Decision::Ask(Box::new(Pending {
        question: Question {
            title: "garuda-web wants to search the web".into(),
            preview: vec![format!("query: {query}"), format!("provider: {provider}")],
            warning: None,
            offer_session: sources.grants.is_some(),
            always_label: Some(format!("Yes, always for {provider}")),
        },
        lasting_rule: Rule::parse(&rule).ok(),
        approved: rule.clone(),
        declined: Error::Declined {
            what: format!("searching the web with {provider}"),
            approve_with: format!("--allow '{rule}'"),
        },
        needs_approval: Error::SearchNeedsApproval { provider },
    }))
}

/// A-03 step 3: an allow rule, an earlier "Yes, once" in this call, or a session grant.
pub(super) fn find_allowed(
    sources: Sources<'_>,
    covers: impl Fn(&Rule) -> bool,
) -> Option<Approval> {
    if let Some(a) = sources.rules.allow().iter().find(|r| covers(&r.rule)) {
        return Some(Approval::new(a.rule.to_string(), a.source.clone()));
    }
    if let Some(rule) = sources.approved_here.iter().find(|r| covers(r)) {
        return Some(Approval::new(rule.to_string(), RuleSource::Prompt));
    }
    let grants = sources.grants?;
    grants
        .find(&covers)
        .map(|rule| Approval::new(rule.to_string(), RuleSource::Session))
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
