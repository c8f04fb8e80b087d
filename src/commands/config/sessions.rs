//! `config sessions [clear]`: the grants of the current approval session
//! ("Yes, for this session" answers), listed or cleared.

use serde_json::json;

use super::origin_name;
use crate::approval::session::{GRANT_IDLE_LIMIT, Grants};
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::settings::Common;

/// Lists this session's live grants, or removes them all when `clear`.
pub(super) fn run(common: &Common, clear: bool) -> Result<ExitStatus, Error> {
    let printer = &common.printer;
    let Some(session) = common.session.clone() else {
        let note = "there is no approval session here (no --session, no GARUDA_WEB_SESSION and \
                    no terminal session), so there are no session grants";
        if printer.json {
            printer.json_result(&json!({"session": null, "grants": [], "cleared": 0}))?;
        } else {
            printer.result(&format!("{note}\n"))?;
        }
        return Ok(ExitStatus::Success);
    };
    let grants = Grants::new(&common.paths.grants_dir(), session);
    let id = grants.session().id.clone();
    let origin = origin_name(grants.session().origin);
    if clear {
        let cleared = grants.clear()?;
        if printer.json {
            printer.json_result(&json!({
                "session": {"id": id, "origin": origin},
                "grants": [],
                "cleared": cleared,
            }))?;
        } else {
            let noun = if cleared == 1 { "grant" } else { "grants" };
            printer.result(&format!(
                "cleared {cleared} {noun} of session {id} ({origin})\n"
            ))?;
        }
        return Ok(ExitStatus::Success);
    }
    let live = grants.list();
    if printer.json {
        printer.json_result(&json!({
            "session": {"id": id, "origin": origin},
            "grants": live,
        }))?;
        return Ok(ExitStatus::Success);
    }
    let mut text = format!("session {id} ({origin})\n");
    if live.is_empty() {
        text.push_str("no grants (answer \"Yes, for this session\" at a prompt to add one)\n");
    } else {
        for grant in &live {
            text.push_str(&format!("grant  {}\n", grant.rule));
        }
        text.push_str(&format!(
            "(grants expire after {} h unused; garuda-web config sessions clear removes them)\n",
            GRANT_IDLE_LIMIT.as_secs() / 3600
        ));
    }
    printer.result(&text)?;
    Ok(ExitStatus::Success)
}
