//! How a session's driver comes to be (B-02): the DevTools connection over the pipe, the one
//! listener that hands every event to those who read it (the page's requests for B-06 and
//! B-07, the network log of B-24, downloads of B-20, the navigation guard of B-12, the tabs
//! and dialogs of B-17 and B-18, login state of B-23), the first tab and the domains it
//! needs. What the driver then does with the page is in [`super::driver`].

use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::Duration;

use serde_json::{Value, json};

use super::Error;
use super::cdp::{self, call};
use super::devtools::{Connection, Page as Tab, Pipe};
use super::downloads::Downloads;
use super::driver::Driver;
use super::events::{self, DialogSeen, Events};
use super::login_state;
use super::nav::{Guard, Signal};
use super::network_log::NetworkLog;
use super::page_requests::PageRequests;
use super::protocol::BrowserSettings;
use super::queued::Queued;
use super::snapshot::Refs;
use super::tabs::Tabs;
use crate::net::proxy::TopLevel;

impl Driver {
    /// Speaks DevTools over `pipe` and opens the session's tab; keeps `top` (the proxy's view of
    /// where the pages are, B-10) current.
    pub(crate) fn connect(
        pipe: Pipe,
        settings: &BrowserSettings,
        top: Arc<TopLevel>,
    ) -> Result<Driver, Error> {
        let events = Arc::new(Events::default());
        // The page session of each alert to accept (the active tab's or another's, B-17).
        let (dialog_tx, dialog_rx) = std::sync::mpsc::channel::<String>();
        // The active tab's target id (also its main frame's id) and session, once it exists
        // (B-17: a switch changes it).
        let main: Arc<Mutex<Option<(String, String)>>> = Arc::default();
        let guard: Arc<OnceLock<Arc<Guard>>> = Arc::default();
        let listener_events = Arc::clone(&events);
        let listener_main = Arc::clone(&main);
        let listener_guard = Arc::clone(&guard);
        let dialog_tx = Mutex::new(dialog_tx);
        let listener_top = Arc::clone(&top);
        // B-06: what the pages ask for, so a reply lists only their refusals.
        let requests = PageRequests::new(Arc::clone(&top));
        let listener_requests = Arc::clone(&requests);
        // The connection itself, for holding the tab's calls while a dialog is open (B-18).
        let own: Arc<OnceLock<Weak<Connection>>> = Arc::default();
        let listener_own = Arc::clone(&own);
        // B-24: the network log reads every session's events (tabs, their frames, workers).
        let network_log = Arc::new(NetworkLog::default());
        let listener_log = Arc::clone(&network_log);
        let login = Arc::new(login_state::Watch::default());
        let listener_login = Arc::clone(&login);
        // B-20: downloads and file choosers, whichever tab they come from.
        let downloads = Downloads::new(
            PathBuf::from(&settings.download_dir),
            settings.max_download_bytes,
        );
        let listener_downloads = Arc::clone(&downloads);
        let conn = Connection::open(
            pipe,
            Box::new(move |method: &str, params: &Value, session: Option<&str>| {
                listener_requests.on_event(method, params, session);
                listener_log.on_event(method, params, session);
                listener_downloads.on_event(method, params, session);
                if let Some(g) = listener_guard.get() {
                    g.intake(method, params, session);
                }
                events::track_pages(method, params, session, &listener_top, &listener_events);
                listener_login.on_event(method, params);
                // Only the tab's own events: a popup's console is not the page's.
                let focus = listener_main
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .clone();
                let seen = match (&focus, session) {
                    (Some((frame, tab_session)), Some(session)) if session == tab_session => {
                        events::on_event(method, params, &listener_events, frame)
                    }
                    // B-17, B-18: the dialogs of the other tabs are held and shown too.
                    (_, Some(session)) => {
                        super::tab_dialogs::on_event(method, params, session, &listener_events)
                    }
                    _ => None,
                };
                if let (Some(seen), Some(session)) = (seen, session) {
                    let conn = listener_own.get().and_then(Weak::upgrade);
                    match (seen, conn) {
                        (DialogSeen::Alert, _) => {
                            let _ = dialog_tx.lock().map(|tx| tx.send(session.to_string()));
                        }
                        (DialogSeen::Held(why), Some(conn)) => conn.hold_session(session, &why),
                        (DialogSeen::Closed, Some(conn)) => conn.release_session(session),
                        _ => {}
                    }
                }
            }),
        )?;
        let _ = own.set(Arc::downgrade(&conn));
        downloads.set_connection(&conn);
        let tab = Tab::create(&conn)?;
        *main.lock().unwrap_or_else(|p| p.into_inner()) =
            Some((tab.target_id.clone(), tab.session_id().to_string()));
        let signal_events = Arc::clone(&events);
        let nav = Guard::start(
            &conn,
            &tab.target_id,
            tab.session_id(),
            Duration::from_secs(settings.park_seconds.max(1)),
            Box::new(move |signal| {
                signal_events.with(|s| match signal {
                    Signal::Parked => s.parked += 1,
                    Signal::Refused => s.refused += 1,
                    Signal::PopupOpened => s.popups_opened += 1,
                    Signal::PopupDecided => s.popups_decided += 1,
                });
            }),
            top,
            Arc::clone(&network_log),
        )?;
        let _ = guard.set(Arc::clone(&nav));
        let dialog_conn = Arc::clone(&conn);
        std::thread::Builder::new()
            .name("dialogs".into())
            .spawn(move || {
                // Sent without waiting: an alert loop must not hold this thread, and a stopped
                // action must not keep its alert open. Confirm, prompt and beforeunload wait
                // for the agent (B-18).
                for session in dialog_rx {
                    dialog_conn.send_now(
                        Some(&session),
                        "Page.handleJavaScriptDialog",
                        json!({ "accept": true }),
                    );
                }
            })
            .map_err(|e| Error::Browser {
                message: e.to_string(),
            })?;
        // B-20: downloads land under their GUID in downloads/.incoming/, watched and capped,
        // then saved under a safe free name; without a folder they are refused, and reported.
        let behavior = match downloads.incoming() {
            Some(dir) => json!({
                "behavior": "allowAndName",
                "downloadPath": dir.display().to_string(),
                "eventsEnabled": true,
            }),
            None => json!({ "behavior": "deny", "eventsEnabled": true }),
        };
        conn.call(None, "Browser.setDownloadBehavior", behavior)?;
        call(&tab, cdp::PageEnable(json!({})))?;
        // B-20: a file chooser the page opens waits for `upload chooser FILE…`.
        call(&tab, cdp::InterceptFileChooser(json!({ "enabled": true })))?;
        call(&tab, cdp::RuntimeEnable(json!({})))?;
        call(&tab, cdp::LogEnable(json!({})))?;
        // The tab's requests, so an action waits for those it sent (B-07); no bodies kept.
        call(
            &tab,
            cdp::NetworkEnable(json!({ "maxTotalBufferSize": 0, "maxResourceBufferSize": 0 })),
        )?;
        nav.enable()?;
        requests.start(&conn, &tab.target_id, tab.session_id())?;
        call(
            &tab,
            cdp::DeviceMetrics(json!({
                "width": settings.width,
                "height": settings.height,
                "deviceScaleFactor": 1,
                "mobile": false,
            })),
        )?;
        let tabs = Tabs::first(&tab);
        Ok(Driver {
            conn,
            tab,
            tabs,
            focus: main,
            viewport: (settings.width, settings.height),
            network_log,
            login,
            nav,
            events,
            refs: Refs::default(),
            screenshot_dir: PathBuf::from(&settings.screenshot_dir),
            shots: 0,
            notes: Vec::new(),
            downloads,
            seen: None,
            loader_now: None,
            loader_seen: None,
            queued: Queued::default(),
        })
    }
}
