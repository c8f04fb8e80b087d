//! What the session's pages ask for (B-06): a reply lists only the refusals of requests a page,
//! one of its frames or workers made, and Chromium's own requests (component updates, safe
//! browsing, sign-in checks) are counted instead ([`crate::net::proxy::Proxy::browser_refusals`]).
//!
//! The tab's `Network` events name every request it makes (`Network.requestWillBeSent`, with
//! redirects, and `Network.webSocketCreated`); the tab's own auto-attach brings its
//! out-of-process frames and its workers, each held until its `Network` domain is on and then
//! resumed (so its first request is seen), and the same for theirs. Popups (page targets the
//! navigation guard attaches browser-wide) get their `Network` domain before the guard resumes
//! them. Each request's host and port goes to the proxy's [`TopLevel::requested`]; the proxy
//! tells the refusals apart.
//!
//! Runs on the DevTools reading thread: never blocks, never waits for an answer.

use std::sync::{Arc, OnceLock, Weak};

use serde_json::{Value, json};

use super::Error;
use super::devtools::Connection;
use crate::net::proxy::TopLevel;

/// Target types whose requests are the page's: out-of-process frames and workers.
const CHILD_TYPES: &[&str] = &["iframe", "worker", "shared_worker", "service_worker"];

/// Reports the pages' requests to the proxy (B-06).
#[derive(Debug)]
pub(crate) struct PageRequests {
    top: Arc<TopLevel>,
    /// The connection, once open; weak, since the connection's listener holds this.
    conn: OnceLock<Weak<Connection>>,
    /// The session's tab (its target id), whose popups are pages of the session too.
    tab: OnceLock<String>,
}

impl PageRequests {
    /// A watcher that reports to `top` (the proxy's view of the session's pages).
    pub(crate) fn new(top: Arc<TopLevel>) -> Arc<PageRequests> {
        Arc::new(PageRequests {
            top,
            conn: OnceLock::new(),
            tab: OnceLock::new(),
        })
    }

    /// Turns the watching on for the session's tab (its `Network` domain and its auto-attach of
    /// frames and workers); from then on the proxy tells the page's refusals from the
    /// browser's. Call once the tab exists, before it loads anything.
    pub(crate) fn start(
        &self,
        conn: &Arc<Connection>,
        tab_target: &str,
        tab_session: &str,
    ) -> Result<(), Error> {
        let _ = self.conn.set(Arc::downgrade(conn));
        let _ = self.tab.set(tab_target.to_string());
        conn.call(Some(tab_session), "Network.enable", network_params())?;
        conn.call(Some(tab_session), "Target.setAutoAttach", auto_attach())?;
        self.top.track_requests();
        Ok(())
    }

    /// One DevTools event (any session). Call it before the navigation guard sees the event,
    /// so a popup's `Network` domain is on before the guard resumes it.
    pub(crate) fn on_event(&self, method: &str, params: &Value, session: Option<&str>) {
        match method {
            "Network.requestWillBeSent" => {
                if let Some(url) = params["request"]["url"].as_str() {
                    self.top.requested(url);
                }
            }
            "Network.webSocketCreated" => {
                if let Some(url) = params["url"].as_str() {
                    self.top.requested(url);
                }
            }
            "Target.attachedToTarget" => self.attached(params, session),
            _ => {}
        }
    }

    /// A new target: a frame or worker of a watched target (attached through its own
    /// auto-attach, so the event comes on the parent's session), or a popup of the tab
    /// (attached browser-wide by the guard).
    fn attached(&self, params: &Value, parent: Option<&str>) {
        let Some(conn) = self.conn.get().and_then(Weak::upgrade) else {
            return;
        };
        let Some(child) = params["sessionId"].as_str() else {
            return;
        };
        let info = &params["targetInfo"];
        let kind = info["type"].as_str().unwrap_or_default();
        match parent {
            Some(_) if CHILD_TYPES.contains(&kind) => {
                // Commands of one session run in order: both are in place before it resumes.
                conn.send_now(Some(child), "Network.enable", network_params());
                conn.send_now(Some(child), "Target.setAutoAttach", auto_attach());
                if params["waitingForDebugger"].as_bool() == Some(true) {
                    conn.send_now(Some(child), "Runtime.runIfWaitingForDebugger", json!({}));
                }
            }
            None if kind == "page"
                && self
                    .tab
                    .get()
                    .is_some_and(|tab| info["targetId"].as_str() != Some(tab.as_str())) =>
            {
                // The guard resumes it (or lets it go); its requests are the session's either
                // way.
                conn.send_now(Some(child), "Network.enable", network_params());
                conn.send_now(Some(child), "Target.setAutoAttach", auto_attach());
            }
            _ => {}
        }
    }
}

/// `Network.enable` keeping no bodies: only the requests' URLs are read here (and the tab's
/// own enable, for B-07, asks the same).
fn network_params() -> Value {
    json!({ "maxTotalBufferSize": 0, "maxResourceBufferSize": 0 })
}

/// A target's own auto-attach: its frames and workers, each held until it is watched.
fn auto_attach() -> Value {
    json!({
        "autoAttach": true,
        "waitForDebuggerOnStart": true,
        "flatten": true,
        "filter": CHILD_TYPES.iter().map(|t| json!({ "type": t })).collect::<Vec<_>>(),
    })
}
