//! The client side of `browse script` (B-13) and `browse record` / `stop-recording` (B-15):
//! approving a script before it is sent, the record request, and how their replies print
//! (with the `waited` part every input action's reply has, B-07).
//!
//! A script is decided here, where the terminal is: a deny rule, `browser.allowScripts` from
//! the user's config.json, the rule `browse_script`, a session grant, then — on a terminal —
//! the prompt, with the page's origin asked of the background process first. The origin
//! approved at the prompt travels with the request, and the background process runs the
//! script only on that origin.

use std::io::Read;
use std::path::Path;

use serde_json::{Value, json};

use crate::approval::RuleSource;
use crate::browse::client;
use crate::browse::protocol::{
    Action, NavApproval, NetSettings, PageReply, Reply, Request, VERSION, Waited,
};
use crate::browse::record::{NOT_RECORDED, not_recording};
use crate::browse::run_dir::SessionFiles;
use crate::config::browser::BrowserSection;
use crate::error::Error;
use crate::prompt;
use crate::settings::Common;

/// Largest script accepted (the request line to the background process is at most 1 MiB).
const MAX_SCRIPT: usize = 256 * 1024;

/// `script JS`: reads `-` from stdin, approves the script, returns the action.
pub(crate) fn script_action(
    js: &str,
    timeout: Option<u64>,
    common: &Common,
    section: &BrowserSection,
    files: &SessionFiles,
    net: &NetSettings,
) -> Result<Action, Error> {
    let session = files.name.as_str();
    let source = if js == "-" {
        let mut text = String::new();
        std::io::stdin()
            .take(MAX_SCRIPT as u64 + 1)
            .read_to_string(&mut text)
            .map_err(|e| Error::Usage {
                message: format!("cannot read the script from stdin: {e}"),
                hint: Some("pass the script as an argument: garuda-web browse script 'JS'".into()),
            })?;
        text
    } else {
        js.to_string()
    };
    if source.trim().is_empty() {
        return Err(Error::Usage {
            message: "the script is empty".into(),
            hint: Some("give an expression, e.g. garuda-web browse script 'document.title'".into()),
        });
    }
    if source.len() > MAX_SCRIPT {
        return Err(Error::Usage {
            message: format!("the script is longer than {} KiB", MAX_SCRIPT / 1024),
            hint: Some("load a long script from the page instead, or split it".into()),
        });
    }
    // On a terminal (or an MCP client's elicitation) the question shows the page's origin:
    // ask the browser first (a call without a page fails here, before anyone is asked).
    let asked = prompt::can_ask() || common.served.as_ref().is_some_and(|s| s.asker.is_some());
    let page = if asked {
        Some(page_origin(files, net, session)?)
    } else {
        None
    };
    let config_file = common.paths.config_file();
    let by_config = section.allow_scripts.then_some(config_file.as_path());
    let shown = |p: &(String, String)| {
        if p.0 == "null" {
            p.1.clone()
        } else {
            p.0.clone()
        }
    };
    let approval = common
        .approver(Vec::new())
        .decide_script(&source, by_config, &|| {
            page.as_ref().map(shown).unwrap_or_default()
        })?;
    common
        .printer
        .note(&format!("the script is approved by {approval}"));
    for w in &approval.warnings {
        common.printer.warn(w);
    }
    let origin = (approval.source == RuleSource::Prompt)
        .then(|| page.map(|p| p.0))
        .flatten();
    Ok(Action::Script {
        source,
        timeout_secs: timeout.unwrap_or_else(|| u64::from(common.config.web.timeout_seconds)),
        origin,
    })
}

/// The page's origin (as `location.origin` gives it) and URL, from the background process.
fn page_origin(
    files: &SessionFiles,
    net: &NetSettings,
    session: &str,
) -> Result<(String, String), Error> {
    let request = Request {
        version: VERSION.to_string(),
        net: net.clone(),
        load_timeout_secs: 30,
        action: Action::PageInfo,
        // The script request that follows carries this call's navigation rules (B-12).
        navigation: NavApproval::default(),
    };
    match client::send(files, &request, None, std::time::Duration::from_secs(30))? {
        Some(Reply::Ok(page)) => {
            let origin = url::Url::parse(&page.url)
                .map(|u| u.origin().ascii_serialization())
                .unwrap_or_else(|_| "null".into());
            Ok((origin, page.url))
        }
        Some(Reply::Failed(f)) => Err(crate::browse::Error::Remote(f).into()),
        _ => Err(no_page(session)),
    }
}

/// `script` without a running browser.
fn no_page(session: &str) -> Error {
    Error::Usage {
        message: format!(
            "no page is open in browse session {session}, so there is nothing to run the script in"
        ),
        hint: Some("open one first: garuda-web browse --allow HOST open URL".into()),
    }
}

/// The error for an action that needs a running session when none answered, if it is one.
pub(crate) fn without_browser(action: &Action, session: &str) -> Option<Error> {
    match action {
        Action::Script { .. } => Some(no_page(session)),
        Action::StopRecording => Some(not_recording(session).into()),
        _ => None,
    }
}

/// `record [--dir DIR]`: the request, with DIR made absolute and the state dir's folder.
pub(crate) fn record_action(dir: Option<&Path>, common: &Common) -> Result<Action, Error> {
    let dir = match dir {
        None => None,
        Some(d) if d.is_absolute() => Some(d.to_path_buf()),
        Some(d) => Some(
            std::env::current_dir()
                .map_err(|e| Error::Usage {
                    message: format!("cannot tell the current folder for {}: {e}", d.display()),
                    hint: Some("give --dir an absolute path".into()),
                })?
                .join(d),
        ),
    };
    Ok(Action::Record {
        dir: dir.map(|d| d.display().to_string()),
        base: common
            .paths
            .state_dir
            .join("walkthroughs")
            .display()
            .to_string(),
    })
}

/// The text-block lines of a recording, the step just recorded, and what the action waited
/// for (B-07).
pub(crate) fn extra_text(page: &PageReply) -> String {
    let mut out = String::new();
    if let Some(waited) = &page.waited {
        out.push_str(&waited_text(waited));
    }
    if let Some(s) = &page.status {
        match &s.recording {
            Some(dir) => out.push_str(&format!(
                "recording: into {dir} ({} {} so far; garuda-web browse stop-recording ends it)\n",
                s.recorded_steps,
                if s.recorded_steps == 1 {
                    "step"
                } else {
                    "steps"
                }
            )),
            None => out.push_str("recording: off\n"),
        }
    }
    if let Some(r) = &page.recording {
        out.push_str("[recording]\n");
        out.push_str(&format!("folder: {}\n", r.dir));
        out.push_str(&format!("steps: {}\n", r.steps));
        out.push_str("files:\n");
        for f in &r.files {
            out.push_str(&format!("- {f}\n"));
        }
    }
    match &page.recorded {
        Some(failed) if failed.starts_with(NOT_RECORDED) => {
            out.push_str(&format!("[{failed}]\n"));
        }
        Some(file) => out.push_str(&format!("[recorded: {file}]\n")),
        None => {}
    }
    out
}

/// `[waited: …]` (B-07): what the action waited for after its input, the requests still
/// pending listed below it.
fn waited_text(waited: &Waited) -> String {
    match waited {
        Waited::Nothing => "[waited: nothing]\n".into(),
        Waited::Navigation => "[waited: navigation]\n".into(),
        Waited::NoPage { status } => {
            format!("[waited: navigation, answered {status} with no page and no download]\n")
        }
        Waited::Requests { sent, pending } => {
            let requests = if *sent == 1 { "request" } else { "requests" };
            let mut out = if pending.is_empty() {
                format!("[waited: {sent} {requests}]\n")
            } else {
                format!(
                    "[waited: {sent} {requests}, {} still pending after 2s]\n",
                    pending.len()
                )
            };
            for p in pending {
                out.push_str(&format!("- {p}\n"));
            }
            out
        }
    }
}

/// The JSON members of a script's value, a recording, and what the action waited for.
pub(crate) fn extra_json(page: &PageReply, v: &mut Value) {
    if let Some(waited) = &page.waited {
        v["waited"] = json!(waited);
    }
    if let Some(value) = &page.value {
        v["value"] = value.clone();
    }
    if let Some(r) = &page.recording {
        v["recording"] = json!(r);
    }
    if let Some(file) = &page.recorded {
        v["recorded"] = json!(file);
    }
}
