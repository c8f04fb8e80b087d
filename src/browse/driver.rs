//! The driver of the session's tab (B-02, B-04, B-05): the DevTools connection, the tab, its
//! navigation guard (B-12), its events (console, dialogs, loads) and its refs. It knows how to
//! reach the page — resolve a target, describe an element, take a snapshot, tell the URL —
//! and nothing about the verbs: those are functions over a driver in `verbs/`, which also
//! bound every action (B-01) and wait for what it started (B-07).
//!
//! Alerts are accepted at once and reported; a confirm, prompt or beforeunload is held for the
//! agent's answer (B-18), and while it is open every call to the tab fails at once
//! ([`Connection::hold_session`]) instead of waiting on a renderer the dialog blocks. Console
//! messages and uncaught exceptions are collected from the moment the tab exists.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};

use super::Error;
use super::cdp::{self, call};
use super::clickables;
use super::devtools::{Connection, Page as Tab};
use super::downloads::Downloads;
use super::events::{Before, Events};
use super::login_state;
use super::nav::Guard;
use super::network_log::NetworkLog;
use super::protocol::{ConsoleLine, Held, NavApproval};
use super::queued::Queued;
use super::snapshot::{self, Refs};
use super::tabs::Tabs;
use super::targets::{self, DESCRIBE_JS, Element};

/// The driver of one tab.
pub(crate) struct Driver {
    /// The DevTools connection to the browser.
    pub(crate) conn: Arc<Connection>,
    /// The session's tab.
    pub(crate) tab: Tab,
    /// The tab's navigation guard (B-12).
    pub(crate) nav: Arc<Guard>,
    /// What the tab's events told us.
    pub(crate) events: Arc<Events>,
    /// The refs of the snapshots taken so far (B-05).
    pub(crate) refs: Refs,
    /// Where screenshots go without `-o` (B-14).
    pub(crate) screenshot_dir: PathBuf,
    /// Screenshots taken into `screenshot_dir`.
    pub(crate) shots: u64,
    /// Notes for the next reply (a load that did not finish, a download refused).
    pub(crate) notes: Vec<String>,
    /// The session's tabs (B-17), the active one being `tab`.
    pub(crate) tabs: Tabs,
    /// Whose events the listener takes as the tab's: the active tab's target and session.
    pub(crate) focus: Arc<Mutex<Option<(String, String)>>>,
    /// The browser settings a new tab gets (its viewport).
    pub(crate) viewport: (u32, u32),
    /// The page's URL and title as the action's last look at the page found them, for its
    /// reply ([`Driver::reply_state`]).
    pub(crate) seen: Option<Seen>,
    /// The main frame's loader id as the action's target resolution found it (the document
    /// cannot change between resolving an element and describing it in one action).
    pub(crate) loader_now: Option<String>,
    /// The main frame's loader id as last asked, with the tab and its count of documents
    /// committed then: still the document's while no new one committed in that tab
    /// ([`Driver::loader`] asks again only then).
    pub(crate) loader_seen: Option<LoaderSeen>,
    /// Every tab's requests (B-24).
    pub(crate) network_log: Arc<NetworkLog>,
    /// The origins the session visited and the storage restores waiting for them (B-23).
    pub(crate) login: Arc<login_state::Watch>,
    /// The downloads the pages started and the file choosers they opened (B-20).
    pub(crate) downloads: Arc<Downloads>,
    /// What the action's input may have queued for a later task of the page, as the verb
    /// found out while dispatching it (B-07): the flush after input waits for that task only
    /// then ([`Queued`]).
    pub(crate) queued: Queued,
}

/// The page's URL and title read in passing by an action's last call to the page, with what
/// tells whether they still hold: the tab and its loads at that moment.
#[derive(Debug, Clone)]
pub(crate) struct Seen {
    tab: String,
    started: u64,
    navigated: u64,
    url: String,
    title: String,
}

/// The main frame's loader id as last asked, and what tells whether it still holds.
#[derive(Debug, Clone)]
pub(crate) struct LoaderSeen {
    tab: String,
    navigated: u64,
    loader: String,
}

impl std::fmt::Debug for Driver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Driver").finish_non_exhaustive()
    }
}

impl Driver {
    /// Keeps `[url, title]` (a page's answer, e.g. `[location.href, document.title]`) as what
    /// the reply says, unless the tab loads something first.
    pub(crate) fn saw(&mut self, state: &Value) {
        self.seen = match (state[0].as_str(), state[1].as_str()) {
            (Some(url), Some(title)) => {
                let (started, navigated) = self.events.with(|s| (s.started, s.navigated));
                Some(Seen {
                    tab: self.tab.session_id().to_string(),
                    started,
                    navigated,
                    url: url.to_string(),
                    title: title.to_string(),
                })
            }
            _ => None,
        };
    }

    /// The page's URL and title for a reply: what the action's last call to the page read in
    /// passing when the tab has loaded nothing since (one round trip less), else
    /// [`Driver::page_state`].
    pub(crate) fn reply_state(&mut self) -> (String, String) {
        if let Some(seen) = self.seen.take()
            && seen.tab == self.tab.session_id()
            && self
                .events
                .with(|s| (s.started, s.navigated) == (seen.started, seen.navigated))
        {
            return (seen.url, seen.title);
        }
        self.page_state()
    }

    /// The browser's product and version, which also proves the connection works.
    pub(crate) fn browser_version(&self) -> Result<String, Error> {
        if self.conn.is_closed() {
            return Err(Error::Cdp {
                message: "the browser closed the DevTools connection".into(),
            });
        }
        let v = self.conn.call(None, "Browser.getVersion", json!({}))?;
        Ok(v["product"].as_str().unwrap_or_default().to_string())
    }

    /// The page's URL and title now.
    pub(crate) fn page_state(&self) -> (String, String) {
        // While the tab's navigation is parked only the browser side answers (B-12); a busy
        // page does not hold the reply either.
        if self.nav.tab_parked().is_none()
            && let Ok(Some(v)) = self.tab.call_within(
                "Runtime.evaluate",
                json!({ "expression": "[location.href, document.title]", "returnByValue": true }),
                Duration::from_secs(2),
            )
            && let (Some(url), Some(title)) = (
                v["result"]["value"][0].as_str(),
                v["result"]["value"][1].as_str(),
            )
        {
            return (url.to_string(), title.to_string());
        }
        // Asked of the browser, not the page: a page whose dialog is open (B-18) answers
        // nothing.
        let ask = cdp::TargetInfo(json!({ "targetId": self.tab.target_id }));
        let info = self
            .conn
            .call(
                None,
                <cdp::TargetInfo as cdp::Method>::NAME,
                cdp::Method::params(ask),
            )
            .unwrap_or_default();
        let text = |k: &str| {
            info["targetInfo"][k]
                .as_str()
                .unwrap_or_default()
                .to_string()
        };
        (text("url"), text("title"))
    }

    /// Tells the navigation guard the latest request's rules (B-12).
    pub(crate) fn set_navigation_rules(&self, approval: NavApproval, deny: Vec<String>) {
        self.nav.set_approval(approval, deny);
    }

    /// The navigations waiting for an answer (B-12).
    pub(crate) fn parked(&self) -> Vec<Held> {
        self.nav.parked()
    }

    /// What became of parked navigations since the last reply, and the driver's own notes.
    pub(crate) fn take_navigation_notes(&mut self) -> Vec<String> {
        let mut notes = self.nav.take_notes();
        notes.append(&mut self.notes);
        notes
    }

    /// `host:port` of the tab's top-level loads let through during the last action.
    pub(crate) fn take_let_through(&self) -> Vec<(String, u16)> {
        self.nav.take_let_through()
    }

    /// Console lines and dialogs since the last reply; the number of lines dropped.
    pub(crate) fn take_console(&self) -> (Vec<ConsoleLine>, usize, Vec<String>) {
        self.events.take_fresh()
    }

    /// The compact (or full) snapshot of the page, making refs as needed.
    pub(crate) fn snapshot_text(&mut self, all: bool) -> Result<String, Error> {
        let loader = self.loader()?;
        // The clickables, the accessibility tree and the page's URL and title (for the reply:
        // one round trip less) asked at once.
        let mut answers = self
            .tab
            .call_all(vec![
                cdp::eval_objects_command(clickables::JS),
                (<cdp::AxTree as cdp::Method>::NAME, json!({})),
                (
                    <cdp::Evaluate as cdp::Method>::NAME,
                    json!({
                        "expression": "[location.origin, location.href, document.title]",
                        "returnByValue": true,
                    }),
                ),
            ])
            .into_iter();
        let mut next = || {
            answers.next().unwrap_or_else(|| {
                Err(Error::Cdp {
                    message: "no answer".into(),
                })
            })
        };
        let clickables = next().and_then(|found| clickables::of(&self.tab, found));
        let mut tree = next()?;
        let page = next().and_then(cdp::value_of).unwrap_or_default();
        let nodes = match tree.get_mut("nodes").map(Value::take) {
            Some(Value::Array(nodes)) => nodes,
            _ => Vec::new(),
        };
        self.saw(&json!([page[1], page[2]]));
        let origin = page[0].as_str().unwrap_or_default().to_string();
        Ok(snapshot::render(
            &nodes,
            &clickables.unwrap_or_default(),
            all,
            &loader,
            &origin,
            &mut self.refs,
        ))
    }

    /// The main frame's current loader id (the document's identity for refs): asked of the
    /// page only when a document committed in the tab since it was last asked (B-05: a ref
    /// from an older document is stale).
    pub(crate) fn loader(&mut self) -> Result<String, Error> {
        let navigated = self.events.with(|s| s.navigated);
        if let Some(seen) = &self.loader_seen
            && seen.tab == self.tab.session_id()
            && seen.navigated == navigated
        {
            return Ok(seen.loader.clone());
        }
        let tree = call(&self.tab, cdp::FrameTree(json!({})))?;
        let loader = tree["frameTree"]["frame"]["loaderId"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        self.loader_seen = Some(LoaderSeen {
            tab: self.tab.session_id().to_string(),
            navigated,
            loader: loader.clone(),
        });
        Ok(loader)
    }

    /// The one element `target` names (B-04); a stale ref fails with a fresh snapshot.
    pub(crate) fn resolve(&mut self, target: &str) -> Result<Element, Error> {
        let loader = self.loader()?;
        self.loader_now = Some(loader.clone());
        let tab = self.tab.clone();
        let result = targets::resolve_one(&tab, &mut self.refs, &loader, target, |_| String::new());
        if let Err(Error::StaleRef { target, .. }) = &result {
            let target = target.clone();
            return Err(Error::StaleRef {
                target,
                snapshot: self.snapshot_text(false).unwrap_or_default(),
            });
        }
        result
    }

    /// Every element `target` matches, none or many (B-21 `get count`).
    pub(crate) fn resolve_many(&mut self, target: &str) -> Result<Vec<Element>, Error> {
        let loader = self.loader()?;
        let tab = self.tab.clone();
        targets::resolve_all(&tab, &mut self.refs, &loader, target, |_| String::new()).map_err(
            |e| match e {
                Error::StaleRef { target, .. } => Error::StaleRef {
                    target,
                    snapshot: self.snapshot_text(false).unwrap_or_default(),
                },
                other => other,
            },
        )
    }

    /// `@e12 button "Save"`: the element's ref and what it is (asked along with its DOM node
    /// when that is not known yet: one round trip).
    pub(crate) fn describe(&mut self, el: &mut Element) -> String {
        let what = targets::call_knowing_backend(
            &self.tab,
            el,
            cdp::call_on_command(&el.object_id, DESCRIBE_JS, &[]),
        )
        .and_then(cdp::value_of)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
        self.described(el, &what)
    }

    /// `@e12 button "Save"` from what [`DESCRIBE_JS`] said of `el` (read along with another
    /// call to it).
    pub(crate) fn described(&mut self, el: &mut Element, what: &str) -> String {
        let loader = match self.loader_now.clone() {
            Some(loader) => loader,
            None => self.loader().unwrap_or_default(),
        };
        match targets::backend(&self.tab, el) {
            Some(backend) => format!("@e{} {what}", self.refs.ref_for(&loader, backend)),
            None => what.to_string(),
        }
    }

    /// The page's counters now, to tell afterwards what an action caused.
    pub(crate) fn before(&self) -> Before {
        self.events.before(self.nav.mark())
    }
}
