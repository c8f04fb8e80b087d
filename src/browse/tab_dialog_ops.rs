//! What the driver does with the dialogs of tabs that are not the active one (B-17, B-18):
//! lists them in every reply naming their tab, carries them along on `tab switch`, forgets
//! them with their tab. The events that keep them are read in `tab_dialogs.rs`, which the
//! driver's listener calls; this file is apart so that one imports nothing of the driver.

use super::driver::Driver;
use super::protocol::HeldDialog;

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
