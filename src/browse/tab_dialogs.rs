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

use serde_json::Value;

use super::driver::Driver;
use super::events::{DialogSeen, Events, Opened, opened_dialog};
use super::protocol::HeldDialog;

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

/// Alerts of other tabs kept per reply (a page can open them in a loop).
const ALERTS_KEPT: usize = 20;

impl Driver {
    /// The dialogs held open in tabs other than the active one, each naming its tab.
    pub(crate) fn dialogs_in_other_tabs(&self) -> Vec<HeldDialog> {
        let held = self.events.with(|s| s.dialogs_elsewhere.clone());
        held.into_iter()
            .filter_map(|(session, mut dialog)| {
                dialog.tab = Some(self.tab_of(&session)?);
                Some(dialog)
            })
            .collect()
    }

    /// Alerts of other tabs accepted since the last reply, as `alert in t2: …` lines.
    pub(crate) fn take_alerts_in_other_tabs(&self) -> Vec<String> {
        let alerts = self
            .events
            .with(|s| std::mem::take(&mut s.alerts_elsewhere));
        let mut lines: Vec<String> = alerts
            .iter()
            .take(ALERTS_KEPT)
            .map(|(session, text)| match self.tab_of(session) {
                Some(tab) => format!("in {tab}: {text}"),
                None => format!("in a closed tab: {text}"),
            })
            .collect();
        if alerts.len() > ALERTS_KEPT {
            lines.push(format!(
                "… and {} more dialogs in other tabs",
                alerts.len() - ALERTS_KEPT
            ));
        }
        lines
    }

    /// B-17, B-18: the held dialog of the tab switched from stays with it; the one of the tab
    /// switched to (`to_session`) becomes the active tab's.
    pub(crate) fn swap_dialogs(&self, to_session: &str) {
        let from_session = self.tab.session_id().to_string();
        self.events.with(|s| {
            if let Some(mut held) = s.dialog.take() {
                held.tab = None;
                s.dialogs_elsewhere.push((from_session, held));
            }
            if let Some(i) = s
                .dialogs_elsewhere
                .iter()
                .position(|(session, _)| session == to_session)
            {
                s.dialog = Some(s.dialogs_elsewhere.remove(i).1);
            }
        });
    }

    /// Forgets the dialogs of a tab that was closed.
    pub(crate) fn forget_dialogs_of(&self, session: &str) {
        self.events
            .with(|s| s.dialogs_elsewhere.retain(|(other, _)| other != session));
        self.conn.release_session(session);
    }

    /// `t2` for the tab of the page `session`, if it is a tab.
    fn tab_of(&self, session: &str) -> Option<String> {
        self.tabs
            .list
            .iter()
            .find(|t| t.page.session_id() == session)
            .map(|t| format!("t{}", t.id))
    }
}
