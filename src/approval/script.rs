//! Whether `browse script` may run the user's JavaScript in the page (B-13, A-01..A-04).
//!
//! In order: a deny rule `browse_script` refuses (exit 3); `browser.allowScripts` in the user's
//! config.json approves (the caller passes it; a `--policy` file cannot hold it, B-16); an allow
//! rule `browse_script`, an earlier "Yes, once" or a session grant approves; on a terminal the
//! person is asked, with the page's origin and the script's first lines; otherwise exit 4 with
//! the hint naming the rule. "Yes, always" adds `browse_script` to policy.json, like fetch's.
//!
//! The page's origin is looked up only when a question is asked (it takes a round trip to the
//! browser), through the `origin` callback.

use std::path::Path;

use super::ask::Question;
use super::decide::Pending;
use super::{Approval, Approver, Error, RuleSource};
use crate::rules::Rule;

/// Lines of the script shown in the prompt's preview.
const PREVIEW_LINES: usize = 6;
/// Longest preview line.
const PREVIEW_WIDTH: usize = 100;

impl Approver {
    /// Decides running `script` in the page (see the module doc). `allowed_by_config` is the
    /// config.json that sets `browser.allowScripts`, if it does; `origin` tells the page's
    /// origin for the prompt.
    pub(crate) fn decide_script(
        &self,
        script: &str,
        allowed_by_config: Option<&Path>,
        origin: &dyn Fn() -> String,
    ) -> Result<Approval, Error> {
        let is_script = |r: &Rule| *r == Rule::BrowseScript;
        if let Some(d) = self.rules.deny().iter().find(|r| is_script(&r.rule)) {
            return Err(Error::ScriptDenied {
                source_name: d.source.clone(),
            });
        }
        if let Some(config) = allowed_by_config {
            return Ok(Approval::new(
                "browser.allowScripts".into(),
                RuleSource::Config(config.to_path_buf()),
            ));
        }
        if let Some(found) =
            self.with_sources(|sources| super::decide::find_allowed(sources, is_script))
        {
            return Ok(found);
        }
        if self.asking.asker.is_none() {
            return Err(Error::ScriptNeedsApproval);
        }
        let origin = origin();
        let rule = Rule::BrowseScript.to_string();
        let pending = Pending {
            question: Question {
                title: format!("garuda-web wants to run a script in the page of {origin}"),
                preview: preview(script),
                warning: None,
                offer_session: self.asking.grants.is_some(),
                always_label: Some("Yes, always, in every page (adds browse_script)".into()),
            },
            lasting_rule: Some(Rule::BrowseScript),
            approved: rule.clone(),
            declined: Error::Declined {
                what: format!("running the script in {origin}"),
                approve_with: format!("--allow {rule}"),
            },
            needs_approval: Error::ScriptNeedsApproval,
        };
        self.ask(pending)
    }
}

/// The script's first lines, each cut to [`PREVIEW_WIDTH`] characters, with how many more.
fn preview(script: &str) -> Vec<String> {
    let lines: Vec<&str> = script.lines().collect();
    let mut out = vec!["script:".to_string()];
    for line in lines.iter().take(PREVIEW_LINES) {
        let mut shown: String = line.chars().take(PREVIEW_WIDTH).collect();
        if line.chars().count() > PREVIEW_WIDTH {
            shown.push('…');
        }
        out.push(format!("  | {shown}"));
    }
    if lines.len() > PREVIEW_LINES {
        out.push(format!(
            "  … and {} more lines",
            lines.len() - PREVIEW_LINES
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::approval::{Asking, RuleSet};

    fn approver(allow: &[&str], deny: &[&str]) -> Approver {
        let mut rules = RuleSet::default();
        let owned = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        rules.add_command_line(&owned(allow), &owned(deny)).unwrap();
        Approver::new(
            rules,
            Vec::new(),
            Asking {
                asker: None,
                grants: None,
                policy_path: "/nonexistent/policy.json".into(),
            },
        )
    }

    fn no_origin() -> String {
        panic!("the origin is looked up only to ask")
    }

    #[test]
    fn b13_rule_config_deny_and_needs_approval() {
        let ok = approver(&["browse_script"], &[])
            .decide_script("1", None, &no_origin)
            .unwrap();
        assert_eq!(
            (ok.rule.as_str(), ok.source),
            ("browse_script", RuleSource::CommandLine)
        );
        let cfg = Path::new("/c/config.json");
        let ok = approver(&[], &[])
            .decide_script("1", Some(cfg), &no_origin)
            .unwrap();
        assert_eq!(ok.rule, "browser.allowScripts");
        let denied = approver(&["browse_script"], &["browse_script"])
            .decide_script("1", Some(cfg), &no_origin)
            .unwrap_err();
        assert_eq!(denied.code(), "denied_by_rule");
        let needs = approver(&["docs.rs"], &[])
            .decide_script("1", None, &no_origin)
            .unwrap_err();
        assert_eq!(needs.code(), "needs_approval");
        assert!(
            needs.hint().contains("--allow browse_script"),
            "{}",
            needs.hint()
        );
    }

    #[test]
    fn b13_preview_shows_the_first_lines() {
        let script = (1..=9)
            .map(|i| format!("line{i}"))
            .collect::<Vec<_>>()
            .join("\n");
        let p = preview(&script);
        assert_eq!(p[1], "  | line1");
        assert_eq!(p.last().unwrap(), "  … and 3 more lines");
        let long = "x".repeat(150);
        assert!(preview(&long)[1].ends_with('…'));
    }
}
