//! The driver's tabs (B-17): the windows the pages opened made tabs, and `tab new`, `tab
//! switch` and `tab close` on the driver. The list itself and its ids are [`super::tabs`]; this
//! file is apart from it so the driver can hold the list without importing what acts on it.

use std::time::{Duration, Instant};

use serde_json::json;

use super::Error;
use super::devtools::Page as Tab;
use super::driver::Driver;
use super::protocol::TabInfo;

/// Turns on what a tab's replies need (page events, console, log) and gives it the session's
/// viewport. Sent without waiting: a window whose first load is parked (B-12) answers nothing
/// until it is decided, and commands of one page are handled in order anyway.
fn prepare(page: &Tab, viewport: (u32, u32)) {
    page.send_now("Page.enable", json!({}));
    // B-20: a file chooser waits for `upload chooser FILE…`.
    page.send_now(
        "Page.setInterceptFileChooserDialog",
        json!({ "enabled": true }),
    );
    page.send_now("Runtime.enable", json!({}));
    page.send_now("Log.enable", json!({}));
    page.send_now(
        "Emulation.setDeviceMetricsOverride",
        json!({
            "width": viewport.0,
            "height": viewport.1,
            "deviceScaleFactor": 1,
            "mobile": false,
        }),
    );
}

impl Driver {
    /// Makes the windows the pages opened since the last action tabs, each noted in the reply
    /// as `opened tab t3: URL`.
    pub(crate) fn adopt_windows(&mut self) {
        for (target, session) in self.nav.take_opened() {
            let page = Tab::attached(&self.conn, &target, &session);
            prepare(&page, self.viewport);
            let id = self.tabs.add(page);
            let url = self
                .nav
                .url_of(&target)
                .unwrap_or_else(|| "about:blank".into());
            self.notes.push(format!("opened tab t{id}: {url}"));
        }
    }

    /// Drops the tabs whose page is gone (closed by the page, or a window whose first load was
    /// denied); when the active one went, the last one left becomes active.
    pub(crate) fn forget_closed_tabs(&mut self) {
        let nav = std::sync::Arc::clone(&self.nav);
        let gone: Vec<u32> = self
            .tabs
            .list
            .iter()
            .filter(|t| !nav.has_page(t.page.session_id()))
            .map(|t| t.id)
            .collect();
        if gone.is_empty() || gone.len() == self.tabs.list.len() {
            return;
        }
        for t in self.tabs.list.iter().filter(|t| gone.contains(&t.id)) {
            self.forget_dialogs_of(t.page.session_id());
        }
        self.tabs.list.retain(|t| !gone.contains(&t.id));
        if gone.contains(&self.tabs.active)
            && let Some(last) = self.tabs.list.last().map(|t| t.id)
        {
            let was = self.tabs.active;
            if self.activate(last).is_ok() {
                self.notes.push(format!(
                    "tab t{was} was closed; t{last} is the active tab now"
                ));
            }
        }
    }

    /// Makes tab `id` the active one: every verb acts on it from now on.
    pub(crate) fn activate(&mut self, id: u32) -> Result<(), Error> {
        let page = self
            .tabs
            .find(id)
            .map(|t| t.page.clone())
            .ok_or(Error::NoTab { id })?;
        {
            let mut focus = self.focus.lock().unwrap_or_else(|p| p.into_inner());
            // B-18: each tab keeps its held dialog; the active one's is the reply's.
            self.swap_dialogs(page.session_id());
            *focus = Some((page.target_id.clone(), page.session_id().to_string()));
        }
        self.nav.set_active(&page.target_id, page.session_id());
        self.events.with(|s| {
            s.loading = false;
            s.scheduled = None;
        });
        // Brings a visible window's tab to the front; headless, it changes nothing.
        let _ = self.conn.call(
            None,
            "Target.activateTarget",
            json!({ "targetId": page.target_id }),
        );
        self.tab = page;
        self.tabs.active = id;
        // The loader id asked of another tab says nothing of this one's document (B-05).
        self.loader_seen = None;
        Ok(())
    }

    /// Opens a new tab on about:blank, intercepted like the first (B-12), and makes it active.
    pub(crate) fn new_tab(&mut self) -> Result<u32, Error> {
        let opened = self.events.with(|s| s.popups_opened);
        let created =
            self.conn
                .call(None, "Target.createTarget", json!({ "url": "about:blank" }))?;
        let target = created["targetId"].as_str().unwrap_or_default().to_string();
        // The guard attaches every new page (auto-attach) and tells the events.
        let by = Instant::now() + Duration::from_secs(5);
        self.events.wait_until(by, |s| s.popups_opened > opened);
        let session = match self.nav.session_of(&target) {
            Some(session) => session,
            None => {
                let attached = self.conn.call(
                    None,
                    "Target.attachToTarget",
                    json!({ "targetId": target, "flatten": true }),
                )?;
                let session = attached["sessionId"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string();
                self.conn.call(
                    Some(&session),
                    "Fetch.enable",
                    json!({ "patterns": [{ "resourceType": "Document", "requestStage": "Request" }] }),
                )?;
                session
            }
        };
        self.nav.adopt(&target, &session);
        let page = Tab::attached(&self.conn, &target, &session);
        prepare(&page, self.viewport);
        // B-23: a state loaded earlier restores its origins in this tab too.
        self.login.add_to(&page)?;
        let id = self.tabs.add(page);
        self.activate(id)?;
        Ok(id)
    }

    /// Closes tab `id` (the active one when `None`); another tab becomes active if it was.
    /// Returns the closed tab's id number.
    pub(crate) fn close_tab(&mut self, id: Option<u32>) -> Result<u32, Error> {
        let id = id.unwrap_or(self.tabs.active);
        let page = self
            .tabs
            .find(id)
            .map(|t| t.page.clone())
            .ok_or(Error::NoTab { id })?;
        if self.tabs.list.len() == 1 {
            return Err(Error::Usage {
                message: format!("t{id} is the session's last tab"),
                hint: "garuda-web browse close ends the session; garuda-web browse open URL \
                       goes elsewhere in this tab"
                    .into(),
            });
        }
        self.conn.call(
            None,
            "Target.closeTarget",
            json!({ "targetId": page.target_id }),
        )?;
        self.tabs.list.retain(|t| t.id != id);
        self.forget_dialogs_of(page.session_id());
        if self.tabs.active == id
            && let Some(last) = self.tabs.list.last().map(|t| t.id)
        {
            self.activate(last)?;
        }
        Ok(id)
    }

    /// Every tab with its URL and title (asked of the browser, so a busy or parked page does
    /// not hold the answer).
    pub(crate) fn tab_infos(&self) -> Vec<TabInfo> {
        self.tabs
            .list
            .iter()
            .filter_map(|t| {
                // A page closed meanwhile has no info: it is no tab any more.
                let info = self
                    .conn
                    .call(
                        None,
                        "Target.getTargetInfo",
                        json!({ "targetId": t.page.target_id }),
                    )
                    .ok()?;
                let text = |k: &str| {
                    info["targetInfo"][k]
                        .as_str()
                        .unwrap_or_default()
                        .to_string()
                };
                Some(TabInfo {
                    id: format!("t{}", t.id),
                    url: text("url"),
                    title: text("title"),
                    active: t.id == self.tabs.active,
                })
            })
            .collect()
    }
}
