//! Why a request was not approved (A-03, A-04, A-05, S-07), with the JSON code, exit status and
//! hint of each — the hint names the exact rule or flag that would approve it (G-03).
//!
//! Not here: deciding (`approval`), printing (`output`).

use super::RuleSource;
use crate::exit::ExitStatus;
use crate::rules::{Rule, RuleError};
use crate::sanitize::shell_quote;

/// Why a request was not approved.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    /// A deny rule matched (A-03 step 1).
    #[error("fetching {host} is refused by the rule {rule} ({source_name})")]
    Denied {
        /// The host asked for.
        host: String,
        /// The rule that matched, normalised.
        rule: String,
        /// Where the rule came from.
        source_name: RuleSource,
    },
    /// No rule or grant approves the request and there is no one to ask (A-03 step 5).
    #[error("{}", needs_approval_message(host, redirect_from.as_ref(), *unusual))]
    NeedsApproval {
        /// The host asked for.
        host: String,
        /// The exact URL asked for.
        url: String,
        /// Set when the request is a redirect from another host.
        redirect_from: Option<String>,
        /// Set when only an exact `--allow-url` can approve it (A-03 step 2).
        unusual: bool,
    },
    /// A deny rule refuses searching with this provider (S-07).
    #[error("searching the web with {provider} is refused by the rule {rule} ({source_name})")]
    SearchDenied {
        /// The provider.
        provider: String,
        /// The rule that matched, normalised.
        rule: String,
        /// Where the rule came from.
        source_name: RuleSource,
    },
    /// No rule or grant approves sending the query and there is no one to ask (S-07).
    #[error("searching the web with {provider} needs approval")]
    SearchNeedsApproval {
        /// The provider.
        provider: String,
    },
    /// A deny rule `browse_script` refuses running scripts in the page (B-13).
    #[error("running scripts in the page is refused by the rule browse_script ({source_name})")]
    ScriptDenied {
        /// Where the rule came from.
        source_name: RuleSource,
    },
    /// Nothing approves running a script in the page and there is no one to ask (B-13).
    #[error("running a script in the page needs approval")]
    ScriptNeedsApproval,
    /// The user answered No, Esc or Ctrl-C at the prompt.
    #[error("{what} was declined at the prompt")]
    Declined {
        /// What was asked: `fetching docs.rs`, `searching the web with brave`.
        what: String,
        /// The flag that would approve it without asking: `--allow 'web_fetch(docs.rs)'`.
        approve_with: String,
    },
    /// A rule on the command line could not be parsed.
    #[error(transparent)]
    InvalidRule(#[from] RuleError),
}

fn needs_approval_message(host: &str, redirect_from: Option<&String>, unusual: bool) -> String {
    match (redirect_from, unusual) {
        (Some(from), _) => format!("{from} redirects to {host}, which needs approval"),
        (None, true) => format!("fetching this unusual URL on {host} needs approval"),
        (None, false) => format!("fetching {host} needs approval"),
    }
}

/// How to take back the deny rule that refused a request, by where it came from.
fn remove_deny_hint(rule: &str, source: &RuleSource) -> String {
    let quoted = shell_quote(rule);
    match source {
        RuleSource::UserPolicy(_) => {
            format!("if this should be allowed, remove the rule: garuda-web config remove {quoted}")
        }
        RuleSource::PolicyFile(path) => format!(
            "if this should be allowed, take {rule} out of the \"deny\" list of {} (a --policy \
             file)",
            path.display()
        ),
        _ => format!("if this should be allowed, drop --deny {quoted} from the command line"),
    }
}

/// The rules someone probably meant who gave a URL where a rule goes (`--allow
/// https://docs.rs/foo`, `config allow https://docs.rs/foo`; A-01, G-03): the host's rule
/// (`docs.rs`) and, when the URL has a path, the rule for the pages under it
/// (`web_fetch(docs.rs/foo)`). `None` when the text is not an http(s) URL.
pub(crate) fn rules_for_url(text: &str) -> Option<(String, Option<String>)> {
    let text = text.trim();
    let inner = text
        .strip_prefix("web_fetch(")
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or(text)
        .trim();
    if !inner.contains("://") {
        return None;
    }
    let url = url::Url::parse(inner).ok()?;
    if !matches!(url.scheme(), "http" | "https") {
        return None;
    }
    let host = url.host_str()?.trim_end_matches('.').to_ascii_lowercase();
    Rule::parse(&host).ok()?;
    let path = url.path().trim_end_matches('/');
    let under = Some(format!("web_fetch({host}{path})"))
        .filter(|_| !path.is_empty())
        .filter(|rule| Rule::parse(rule).is_ok());
    Some((host, under))
}

impl Error {
    /// The JSON `error.code` (G-02).
    pub(crate) fn code(&self) -> &'static str {
        match self {
            Error::Denied { .. } | Error::SearchDenied { .. } | Error::ScriptDenied { .. } => {
                "denied_by_rule"
            }
            Error::NeedsApproval { .. }
            | Error::SearchNeedsApproval { .. }
            | Error::ScriptNeedsApproval => "needs_approval",
            Error::Declined { .. } => "declined",
            Error::InvalidRule(_) => "usage",
        }
    }

    /// The exit status (G-02).
    pub(crate) fn exit_status(&self) -> ExitStatus {
        match self {
            Error::Denied { .. } | Error::SearchDenied { .. } | Error::ScriptDenied { .. } => {
                ExitStatus::Blocked
            }
            Error::NeedsApproval { .. }
            | Error::SearchNeedsApproval { .. }
            | Error::ScriptNeedsApproval
            | Error::Declined { .. } => ExitStatus::NotApproved,
            Error::InvalidRule(_) => ExitStatus::Usage,
        }
    }

    /// The allow rule that would approve the refused request, for a caller that words its
    /// own hint (the MCP server, M-03): `None` when no host rule can (an unusual URL) or the
    /// request was not waiting for approval.
    pub(crate) fn rule_to_add(&self) -> Option<String> {
        match self {
            Error::NeedsApproval {
                unusual: false,
                host,
                ..
            } => Some(Rule::fetch_rule_for(host)),
            Error::SearchNeedsApproval { provider } => Some(Rule::search_rule_for(provider)),
            _ => None,
        }
    }

    /// What the user can do about it: the exact flag to add.
    pub(crate) fn hint(&self) -> String {
        match self {
            Error::Denied {
                rule, source_name, ..
            }
            | Error::SearchDenied {
                rule, source_name, ..
            } => remove_deny_hint(rule, source_name),
            Error::NeedsApproval {
                url, unusual: true, ..
            } => format!(
                "host rules cannot approve a URL this unusual (very long, or a long opaque run \
                 that could carry data out); approve exactly it with --allow-url {}",
                shell_quote(url)
            ),
            Error::NeedsApproval {
                host,
                url,
                redirect_from: Some(_),
                ..
            } => format!(
                "fetch the target directly (garuda-web fetch {}), or pass --allow '{}'",
                shell_quote(url),
                Rule::fetch_rule_for(host)
            ),
            Error::NeedsApproval { host, .. } => format!(
                "run it in a terminal to be asked, or pass --allow '{}'",
                Rule::fetch_rule_for(host)
            ),
            Error::SearchNeedsApproval { provider } => format!(
                "run it in a terminal to be asked, or pass --allow 'web_search({provider})' \
                 (or --allow web_search for every provider)"
            ),
            Error::ScriptDenied { source_name } => remove_deny_hint("browse_script", source_name),
            Error::ScriptNeedsApproval => "run it in a terminal to be asked, or pass --allow \
                                           browse_script (or set browser.allowScripts in \
                                           config.json)"
                .into(),
            Error::Declined { approve_with, .. } => {
                format!("nothing was sent; to approve it without a question, pass {approve_with}")
            }
            Error::InvalidRule(e) if rules_for_url(&e.rule).is_some() => {
                let (host, under) = rules_for_url(&e.rule).unwrap_or_default();
                match under {
                    Some(under) => format!(
                        "a rule names a host, not a URL: write {host} for every page of {host}, \
                         or {} for only the pages under that path",
                        shell_quote(&under)
                    ),
                    None => format!("a rule names a host, not a URL: write {host}"),
                }
            }
            Error::InvalidRule(_) => {
                "write a host (docs.rs), a glob (*.github.com), web_fetch(HOST/PATH*), \
                 web_search, web_search(PROVIDER) or browse_script"
                    .into()
            }
        }
    }
}
