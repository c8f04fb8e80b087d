//! Dialogs of the tabs that are not the active one (B-17, B-18). Every tab's page events come
//! to the driver, but only the active tab's are the reply's ([`super::events::on_event`]):
//! without this file a `confirm()` in a background tab would wait unseen, its renderer held,
//! and a switch to that tab would find a page that answers nothing.
//!
//! So an alert of another tab is accepted at once like the active tab's and listed in the next
//! reply naming its tab (`alert in t2: …`); a confirm, prompt or beforeunload is held for the
//! agent like the active tab's: calls to its page fail at once, and every reply shows it
//! (`[dialog open in t2: confirm "…"]`) until it is answered — `tab switch t2`, then
//! `dialog accept|dismiss`. A switch carries the dialogs along: the tab switched to brings its
//! held dialog to the front (every action but `dialog` and `tab` then fails fast), the tab
//! switched from keeps its own.
//!
//! This file reads the events; what the driver does with the dialogs it kept (a reply's list,
//! a switch, a closed tab) is `tab_dialog_ops.rs`, apart so the driver can feed this file
//! without a circle.

use serde_json::Value;

use super::events::{DialogSeen, Events, Opened, opened_dialog};

/// One dialog event of the page of `session`, which is not the active tab's; returns what the
/// driver does about it (accept an alert, hold or release the page's calls).
pub(crate) fn on_event(
    method: &str,
    params: &Value,
    session: &str,
    events: &Events,
) -> Option<DialogSeen> {
    match method {
        "Page.javascriptDialogOpening" => Some(match opened_dialog(params) {
            Opened::Alert(text) => {
                events.with(|s| s.alerts_elsewhere.push((session.to_string(), text)));
                DialogSeen::Alert
            }
            Opened::Held(held) => {
                let why = held.line();
                events.with(|s| {
                    s.dialogs_elsewhere.retain(|(other, _)| other != session);
                    s.dialogs_elsewhere.push((session.to_string(), held));
                });
                DialogSeen::Held(why)
            }
        }),
        "Page.javascriptDialogClosed" => {
            events.with(|s| s.dialogs_elsewhere.retain(|(other, _)| other != session));
            Some(DialogSeen::Closed)
        }
        _ => None,
    }
}
