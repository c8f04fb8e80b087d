//! `garuda-web config …` (K-01..K-06): where the files are, what the settings are and where each
//! came from, whether the setup works, and changing the rules and the search choice.
//!
//! `path`, `check` and `init` work even when config.json or policy.json is broken — they are how
//! the user finds and fixes it (`check` reports the file, line and column and exits 2). Every
//! other action loads the configuration first and fails closed on a broken file (G-05).
//!
//! Not here: the file formats and edits (`config::{policy, edit}`), the checks' details
//! (`check.rs`, `check_search.rs`, reported as `findings.rs`), the settings table (`show.rs`).

mod check;
mod check_search;
mod findings;
mod remove;
mod sessions;
mod show;

use serde_json::json;

use crate::approval::session::{GRANT_IDLE_LIMIT, Grants, SessionOrigin};
use crate::approval::{RuleSource, SourcedRule};
use crate::cli::{ApprovalArgs, ConfigAction, GlobalArgs, SearchConfigAction, SessionsAction};
use crate::config::paths::Paths;
use crate::config::{edit, policy};
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::output::Printer;
use crate::rules::Rule;
use crate::settings::Common;

/// Runs one `config` action.
pub(crate) fn run(
    action: &ConfigAction,
    global: &GlobalArgs,
    printer: Printer,
) -> Result<ExitStatus, Error> {
    match action {
        ConfigAction::Path => path(&Paths::discover(), &printer),
        ConfigAction::Check(approval) => {
            check::run(global, &global.approval.and(approval), &printer)
        }
        ConfigAction::Init => init(&Paths::discover(), &printer),
        ConfigAction::Show => show::run(
            &Common::from_args(global, &global.approval, printer)?,
            &printer,
            global.no_config,
        ),
        ConfigAction::Allow(arg) => add(
            &Common::from_args(global, &global.approval, printer)?,
            policy::List::Allow,
            &arg.rule,
        ),
        ConfigAction::Deny(arg) => add(
            &Common::from_args(global, &global.approval, printer)?,
            policy::List::Deny,
            &arg.rule,
        ),
        ConfigAction::Remove(arg) => remove::run(
            &Common::from_args(global, &global.approval, printer)?,
            &arg.rule,
        ),
        ConfigAction::Sessions { action, session } => {
            let approval = global.approval.and(&ApprovalArgs::session(session.clone()));
            sessions::run(
                &Common::from_args(global, &approval, printer)?,
                matches!(action, Some(SessionsAction::Clear)),
            )
        }
        ConfigAction::Rules(approval) => rules(&Common::from_args(
            global,
            &global.approval.and(approval),
            printer,
        )?),
        ConfigAction::Search(SearchConfigAction::Use { choice }) => {
            let common = Common::from_args(global, &global.approval, printer)?;
            let path = common.paths.config_file();
            let previous = edit::set_search_use(&path, choice.as_str())?;
            if common.printer.json {
                common.printer.json_result(&json!({
                    "path": path,
                    "use": choice.as_str(),
                    "previous": previous,
                }))?;
            } else {
                common.printer.result(&format!(
                    "search.use = \"{}\" saved in {}\n",
                    choice.as_str(),
                    path.display()
                ))?;
            }
            Ok(ExitStatus::Success)
        }
    }
}

/// K-01: every path garuda-web uses.
fn path(paths: &Paths, printer: &Printer) -> Result<ExitStatus, Error> {
    let rows = [
        ("config", paths.config_file()),
        ("policy", paths.policy_file()),
        ("cache", paths.cache_dir.clone()),
        ("state", paths.state_dir.clone()),
    ];
    if printer.json {
        let map: serde_json::Map<String, serde_json::Value> = rows
            .iter()
            .map(|(k, p)| (k.to_string(), json!(p)))
            .collect();
        printer.json_result(&map)?;
    } else {
        let text: String = rows
            .iter()
            .map(|(k, p)| format!("{k:<7} {}\n", p.display()))
            .collect();
        printer.result(&text)?;
    }
    Ok(ExitStatus::Success)
}

/// K-04: a starter config.json, never over an existing one.
fn init(paths: &Paths, printer: &Printer) -> Result<ExitStatus, Error> {
    let path = paths.config_file();
    let written = edit::write_starter(&path)?;
    if printer.json {
        printer.json_result(&json!({"path": path, "written": written}))?;
    } else if written {
        printer.result(&format!(
            "wrote {} (every key with its default; edit what you need)\n",
            path.display()
        ))?;
    } else {
        printer.result(&format!(
            "{} already exists; left unchanged (garuda-web config check validates it)\n",
            path.display()
        ))?;
    }
    Ok(ExitStatus::Success)
}

/// A rule as `config allow|deny|remove` takes it. A URL given instead is a usage error whose
/// hint is the command with the rule probably meant (K-05, G-03): the host, or only the
/// pages under the URL's path — which one is for the user to say, so nothing is saved.
fn parse_rule_arg(action: &str, text: &str) -> Result<Rule, Error> {
    Rule::parse(text).map_err(|e| match crate::approval::rules_for_url(text) {
        Some((host, under)) => {
            let mut hint = format!(
                "for every page of {host}, run garuda-web config {action} {}",
                shell_word(&host)
            );
            if let Some(under) = under {
                hint.push_str(&format!(
                    "; for only the pages under that path, garuda-web config {action} {}",
                    crate::sanitize::shell_quote(&under)
                ));
            }
            Error::Usage {
                message: format!("'{}' is a URL; a rule names a host", e.rule),
                hint: Some(hint),
            }
        }
        None => crate::approval::Error::from(e).into(),
    })
}

/// `word` as typed in a shell: bare when it has only characters no shell treats specially.
fn shell_word(word: &str) -> String {
    if word
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || ".-_".contains(c))
    {
        word.to_string()
    } else {
        crate::sanitize::shell_quote(word)
    }
}

/// K-05: adds a validated rule to policy.json, once.
fn add(common: &Common, list: policy::List, text: &str) -> Result<ExitStatus, Error> {
    let rule = parse_rule_arg(list.key(), text)?;
    let path = common.paths.policy_file();
    let added = policy::add_rule(&path, list, &rule)? == policy::Added::Added;
    let printer = &common.printer;
    if printer.json {
        printer.json_result(&json!({
            "rule": rule.to_string(),
            "list": list.key(),
            "path": path,
            "added": added,
        }))?;
    } else if added {
        printer.result(&format!(
            "added {rule} to \"{}\" in {}\n",
            list.key(),
            path.display()
        ))?;
    } else {
        printer.result(&format!(
            "{rule} is already in \"{}\" in {}\n",
            list.key(),
            path.display()
        ))?;
    }
    Ok(ExitStatus::Success)
}

/// `(source id, where)` of a rule, for listings.
fn source_parts(source: &RuleSource) -> (&'static str, String) {
    let place = match source {
        RuleSource::UserPolicy(p) | RuleSource::PolicyFile(p) => p.display().to_string(),
        RuleSource::CommandLine => "command line".into(),
        other => other.to_string(),
    };
    (source.id(), place)
}

/// K-05: every rule with its source, and this session's grants.
fn rules(common: &Common) -> Result<ExitStatus, Error> {
    let grants = common
        .session
        .clone()
        .map(|s| Grants::new(&common.paths.grants_dir(), s));
    let live = grants.as_ref().map(Grants::list).unwrap_or_default();
    let printer = &common.printer;
    let listed = |rules: &[SourcedRule]| -> Vec<serde_json::Value> {
        rules
            .iter()
            .map(|r| {
                let (source, place) = source_parts(&r.source);
                json!({"rule": r.rule.to_string(), "source": source, "from": place})
            })
            .collect()
    };
    if printer.json {
        let session = grants.as_ref().map(|g| {
            json!({
                "id": g.session().id,
                "origin": origin_name(g.session().origin),
                "grants": live,
            })
        });
        printer.json_result(&json!({
            "allow": listed(common.rules.allow()),
            "deny": listed(common.rules.deny()),
            "session": session,
        }))?;
        return Ok(ExitStatus::Success);
    }
    let mut rows: Vec<(String, String, String)> = Vec::new();
    for (kind, list) in [
        ("allow", common.rules.allow()),
        ("deny", common.rules.deny()),
    ] {
        for r in list {
            rows.push((kind.into(), r.rule.to_string(), source_parts(&r.source).1));
        }
    }
    if let Some(g) = &grants {
        for grant in &live {
            rows.push((
                "grant".into(),
                grant.rule.clone(),
                format!("session {}", g.session().id),
            ));
        }
    }
    let mut text = String::new();
    if rows.is_empty() {
        text.push_str(
            "no rules yet; add one with garuda-web config allow docs.rs (or pass --allow)\n",
        );
    } else {
        let width = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
        for (kind, rule, from) in &rows {
            text.push_str(&format!("{kind:<5}  {rule:<width$}  {from}\n"));
        }
        if !live.is_empty() {
            text.push_str(&format!(
                "(session grants expire after {} h unused)\n",
                GRANT_IDLE_LIMIT.as_secs() / 3600
            ));
        }
    }
    printer.result(&text)?;
    Ok(ExitStatus::Success)
}

/// How a session was told, for listings.
pub(super) fn origin_name(origin: SessionOrigin) -> &'static str {
    match origin {
        SessionOrigin::Flag => "--session",
        SessionOrigin::Environment => "GARUDA_WEB_SESSION",
        SessionOrigin::Terminal => "terminal",
    }
}
