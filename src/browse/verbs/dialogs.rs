//! Dialogs (B-18): an alert is accepted by the driver and reported; a confirm, prompt or
//! beforeunload waits for the agent. `dialog` shows the open one, `dialog accept [TEXT]`
//! answers OK (a prompt's answer is TEXT, else its default), `dialog dismiss` answers Cancel.
//! While one is open every other page action fails at once ([`Error::DialogOpen`]); an action
//! whose input opened one ends when it opens, and its reply shows it ([`opened_by`]).

use serde_json::json;

use crate::browse::Error;
use crate::browse::cdp::{self, call};
use crate::browse::driver::Driver;
use crate::browse::protocol::{Action, DialogAnswer, PageReply};

/// `dialog [accept [TEXT] | dismiss]`.
pub(crate) fn dialog(d: &mut Driver, answer: &DialogAnswer) -> Result<PageReply, Error> {
    let open = d.events.with(|s| s.dialog.clone());
    let (accept, text) = match (answer, &open) {
        (DialogAnswer::Show, None) => return Ok(note("no dialog is open".into())),
        (DialogAnswer::Show, Some(h)) => {
            let default = if h.kind == "prompt" && !h.default_prompt.is_empty() {
                format!(" (its default answer: \"{}\")", h.default_prompt)
            } else {
                String::new()
            };
            return Ok(note(format!("dialog open: {}{default}", h.line())));
        }
        (_, None) => return Err(Error::NoDialog),
        (DialogAnswer::Accept { text }, Some(_)) => (true, text.clone()),
        (DialogAnswer::Dismiss, Some(_)) => (false, None),
    };
    let Some(held) = open else {
        return Err(Error::NoDialog);
    };
    if text.is_some() && held.kind != "prompt" {
        return Err(Error::Usage {
            message: format!("a {} dialog takes no text; only a prompt does", held.kind),
            hint: "run garuda-web browse dialog accept without TEXT".into(),
        });
    }
    let mut params = json!({ "accept": accept });
    if held.kind == "prompt" && accept {
        // Without promptText Chromium answers an empty string, not the prompt's default.
        params["promptText"] = json!(text.as_deref().unwrap_or(&held.default_prompt));
    }
    // The answer goes to the browser, which closes the dialog; the page's calls answer again.
    d.conn.release_session(d.tab.session_id());
    d.events.with(|s| s.dialog = None);
    if let Err(e) = call(&d.tab, cdp::HandleDialog(params)) {
        d.conn.hold_session(d.tab.session_id(), &held.line());
        d.events.with(|s| s.dialog = Some(held));
        return Err(e);
    }
    let with = match (&text, held.kind.as_str()) {
        (Some(t), _) => format!(" with {} characters", t.chars().count()),
        (None, "prompt") if accept => " with its default answer".to_string(),
        _ => String::new(),
    };
    Ok(note(format!(
        "{} the {}{with}",
        if accept { "accepted" } else { "dismissed" },
        held.line()
    )))
}

/// B-18: when the page opened a dialog that waits for the agent while `action` ran, the action
/// ended there (every call to the page fails at once while it is open): its reply says so, and
/// shows the dialog like every reply until it is answered.
pub(crate) fn opened_by(
    d: &Driver,
    action: &Action,
    outcome: Result<PageReply, Error>,
) -> Result<PageReply, Error> {
    let Some(open) = d.events.with(|s| s.dialog.clone()) else {
        return outcome;
    };
    match outcome {
        Err(Error::Held { .. }) => Ok(note(format!(
            "browse {} opened a {} dialog; the page waits for its answer",
            action.verb(),
            open.kind
        ))),
        other => other,
    }
}

fn note(text: String) -> PageReply {
    PageReply {
        result: Some(text),
        ..PageReply::default()
    }
}
