//! Where approval rules come from — the command line, the user's policy.json, each
//! `--policy FILE`, a session grant, the prompt — and the set of allow and deny rules of one
//! call. Every source is named in refusals and in `allowed_by`.
//!
//! Not here: deciding (`approval`), reading files (`config::policy`).

use std::fmt;
use std::path::PathBuf;

use super::Error;
use crate::config::policy::PolicyFile;
use crate::rules::Rule;

/// Where a rule came from; reported with every decision (`allowed_by`, A-02).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum RuleSource {
    /// `--allow` / `--deny` on the command line.
    CommandLine,
    /// `--allow-url` on the command line.
    AllowUrl,
    /// The user's `policy.json`.
    UserPolicy(PathBuf),
    /// A `--policy FILE`.
    PolicyFile(PathBuf),
    /// A grant for this session.
    Session,
    /// An answer at the prompt in this call.
    Prompt,
    /// A setting of the user's config.json (`browser.allowScripts`, B-13).
    Config(PathBuf),
}

impl RuleSource {
    /// Stable identifier for JSON output (`allowed_by.source`).
    pub(crate) fn id(&self) -> &'static str {
        match self {
            RuleSource::CommandLine => "command_line",
            RuleSource::AllowUrl => "allow_url",
            RuleSource::UserPolicy(_) => "policy",
            RuleSource::PolicyFile(_) => "policy_file",
            RuleSource::Session => "session",
            RuleSource::Prompt => "prompt",
            RuleSource::Config(_) => "config",
        }
    }
}

impl fmt::Display for RuleSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleSource::CommandLine => f.write_str("from the command line"),
            RuleSource::AllowUrl => f.write_str("from --allow-url"),
            RuleSource::UserPolicy(p) => write!(f, "from {}", p.display()),
            RuleSource::PolicyFile(p) => write!(f, "from --policy {}", p.display()),
            RuleSource::Session => f.write_str("granted for this session"),
            RuleSource::Prompt => f.write_str("approved at the prompt"),
            RuleSource::Config(p) => write!(f, "from {}", p.display()),
        }
    }
}

/// A rule with its origin.
#[derive(Debug, Clone)]
pub(crate) struct SourcedRule {
    /// The rule.
    pub(crate) rule: Rule,
    /// Where it came from.
    pub(crate) source: RuleSource,
}

/// Every allow and deny rule of one call, from every file and flag.
#[derive(Debug, Clone, Default)]
pub(crate) struct RuleSet {
    allow: Vec<SourcedRule>,
    deny: Vec<SourcedRule>,
}

impl RuleSet {
    /// Adds `--allow` and `--deny` rules; a malformed rule is a usage error.
    pub(crate) fn add_command_line(
        &mut self,
        allow: &[String],
        deny: &[String],
    ) -> Result<(), Error> {
        for (texts, list) in [(allow, &mut self.allow), (deny, &mut self.deny)] {
            for text in texts {
                list.push(SourcedRule {
                    rule: Rule::parse(text)?,
                    source: RuleSource::CommandLine,
                });
            }
        }
        Ok(())
    }

    /// Adds the rules of a policy file, each marked with `source`.
    pub(crate) fn add_policy(&mut self, file: PolicyFile, source: &RuleSource) {
        let sourced = |rule| SourcedRule {
            rule,
            source: source.clone(),
        };
        self.allow.extend(file.allow.into_iter().map(sourced));
        self.deny.extend(file.deny.into_iter().map(sourced));
    }

    /// The allow rules, in the order they were added.
    pub(crate) fn allow(&self) -> &[SourcedRule] {
        &self.allow
    }

    /// The deny rules, in the order they were added.
    pub(crate) fn deny(&self) -> &[SourcedRule] {
        &self.deny
    }
}
