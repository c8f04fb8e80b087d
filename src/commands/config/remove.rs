//! `config remove RULE` (K-05): takes a rule out of the user's policy.json — the
//! way back from a "Yes, always" answer or a `config allow`.

use serde_json::json;

use crate::config::policy;
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::settings::Common;

/// Removes `text` (a rule as typed) from policy.json's allow and deny lists.
pub(super) fn run(common: &Common, text: &str) -> Result<ExitStatus, Error> {
    let rule = super::parse_rule_arg("remove", text)?;
    let path = common.paths.policy_file();
    let lists = policy::remove_rule(&path, &rule)?;
    let printer = &common.printer;
    let keys: Vec<&str> = lists.iter().map(|l| l.key()).collect();
    if printer.json {
        printer.json_result(&json!({
            "rule": rule.to_string(),
            "path": path,
            "removed_from": keys,
        }))?;
    } else if keys.is_empty() {
        printer.result(&format!(
            "{rule} is not in {}; nothing changed (garuda-web config rules lists every rule \
             and where it comes from)\n",
            path.display()
        ))?;
    } else {
        printer.result(&format!(
            "removed {rule} from \"{}\" in {}\n",
            keys.join("\" and \""),
            path.display()
        ))?;
    }
    Ok(ExitStatus::Success)
}
