//! Who said a request may leave the machine (A-01..A-05): deny rules first, then whether the URL
//! is unusual, then allow rules. Without a rule nothing leaves (A-03 step 5).
//!
//! Not here: the URL and address checks (`net`), which run before and regardless of approval.

pub(crate) mod rules;

use std::fmt;

use url::Url;

use crate::net::url_check::CheckedUrl;
use rules::{Rule, RuleError};

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

impl Error {
    /// What the user can do about it: the exact flag to add.
    pub(crate) fn hint(&self) -> String {
        match self {
            Error::Denied { .. } => "remove the deny rule if this host should be reachable".into(),
            Error::NeedsApproval {
                url, unusual: true, ..
            } => format!(
                "host rules cannot approve a URL this unusual (very long, or a long opaque run \
                 that could carry data out); approve exactly it with --allow-url {}",
                crate::output::shell_quote(url)
            ),
            Error::NeedsApproval {
                host,
                url,
                redirect_from: Some(_),
                ..
            } => format!(
                "fetch the target directly (garuda-web fetch {}), or pass --allow '{}'",
                crate::output::shell_quote(url),
                Rule::fetch_rule_for(host)
            ),
            Error::NeedsApproval { host, .. } => format!(
                "run it in a terminal to be asked, or pass --allow '{}'",
                Rule::fetch_rule_for(host)
            ),
            Error::InvalidRule(_) => {
                "write a host (docs.rs), a glob (*.github.com), web_fetch(HOST/PATH*), \
                 web_search or browse_script"
                    .into()
            }
        }
    }
}

/// Where a rule came from; reported with every decision (`allowed_by`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RuleSource {
    /// `--allow` / `--deny` on the command line.
    CommandLine,
    /// `--allow-url` on the command line.
    AllowUrl,
}

impl RuleSource {
    /// Stable identifier for JSON output.
    pub(crate) fn id(self) -> &'static str {
        match self {
            RuleSource::CommandLine => "command_line",
            RuleSource::AllowUrl => "allow_url",
        }
    }
}

impl fmt::Display for RuleSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RuleSource::CommandLine => "from the command line",
            RuleSource::AllowUrl => "from --allow-url",
        })
    }
}

/// A rule with its origin.
#[derive(Debug, Clone)]
struct SourcedRule {
    rule: Rule,
    source: RuleSource,
}

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

/// Decides requests from the rules of one call.
#[derive(Debug, Default)]
pub(crate) struct Approver {
    allow: Vec<SourcedRule>,
    deny: Vec<SourcedRule>,
    allow_urls: Vec<Url>,
}

impl Approver {
    /// Builds the approver from command-line rules; a malformed rule is an error.
    pub(crate) fn from_command_line(
        allow: &[String],
        deny: &[String],
        allow_urls: &[Url],
    ) -> Result<Approver, Error> {
        let parse = |texts: &[String]| -> Result<Vec<SourcedRule>, Error> {
            texts
                .iter()
                .map(|t| {
                    Ok(SourcedRule {
                        rule: Rule::parse(t)?,
                        source: RuleSource::CommandLine,
                    })
                })
                .collect()
        };
        Ok(Approver {
            allow: parse(allow)?,
            deny: parse(deny)?,
            allow_urls: allow_urls.to_vec(),
        })
    }

    /// A-03 step 1 alone: refuses `target` when a deny rule matches. Used where an earlier
    /// approval stands in for steps 2–5 (a cached page, A-06).
    pub(crate) fn check_deny(&self, target: &CheckedUrl) -> Result<(), Error> {
        let host = target.host_str();
        match self
            .deny
            .iter()
            .find(|r| r.rule.matches_fetch(&host, target.url.path()))
        {
            Some(d) => Err(Error::Denied {
                host,
                rule: d.rule.to_string(),
                source_name: d.source,
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
        if !unusual
            && let Some(a) = self
                .allow
                .iter()
                .find(|r| r.rule.matches_fetch(&host, path))
        {
            return Ok(Approval {
                rule: a.rule.to_string(),
                source: a.source,
            });
        }
        Err(Error::NeedsApproval {
            host,
            url: target.url.to_string(),
            redirect_from: redirect_from.map(Url::to_string),
            unusual,
        })
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
mod tests {
    use super::*;

    fn url(s: &str) -> Url {
        Url::parse(s).unwrap()
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
}
