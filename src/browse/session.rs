//! One browse session inside its background process (B-01): the proxy (B-10), the browser
//! (B-02) and its tab's driver, the hosts approved at its opens, and its walkthrough recording
//! (B-15). It turns one request into one reply: the session's own verbs it answers itself, the
//! page's verbs it runs through [`verbs::perform`], and every reply gets what B-06 says it
//! carries (URL, title, console, dialogs and the one open (B-18), refusals, parked
//! navigations).
//!
//! The process around it (the socket, signals, idle time, cleanup) is the daemon's.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use super::Error;
use super::chromium::Chromium;
use super::driver::Driver;
use super::kind::RunsOn;
use super::protocol::{
    Action, BrowserSettings, LocalCap, NetSettings, PageReply, Reply, Request, Status, TabAction,
};
use super::record::{self, Recorder};
use super::verbs;
use crate::net::proxy::{Proxy, ProxyPolicy};
use crate::net::resolve::dns_override;
use crate::rules::Rule;

/// What one request came to.
#[derive(Debug)]
pub(crate) struct Handled {
    /// The reply to send.
    pub(crate) reply: Reply,
    /// Set when the session ends now, with why.
    pub(crate) end: Option<String>,
}

/// The URL the user's own action goes to, approved by the client (B-11): `open URL` and
/// `tab new URL` (B-17).
fn opened_url(action: &Action) -> Option<&str> {
    match action {
        Action::Open { url }
        | Action::Render { url, .. }
        | Action::Tab {
            action: TabAction::New { url: Some(url) },
        } => Some(url),
        _ => None,
    }
}

/// The proxy policy a request asks for.
pub(crate) fn proxy_policy(net: &NetSettings) -> ProxyPolicy {
    let deny: Vec<Rule> = net
        .deny
        .iter()
        .filter_map(|r| Rule::parse(r).ok())
        .collect();
    ProxyPolicy {
        allow_local: net.allow_local && net.local_cap != LocalCap::Off,
        local_private: net.local_cap == LocalCap::Session,
        allow_ranges: net
            .allow_ranges
            .iter()
            .filter_map(|r| r.parse().ok())
            .collect(),
        dns_server: dns_override().ok().flatten(),
        denied: Arc::new(move |host: &str, path: &str| {
            deny.iter()
                .find(|r| r.matches_fetch(host, path))
                .map(ToString::to_string)
        }),
        connect_timeout: Duration::from_secs(10),
    }
}

/// One session: its proxy, browser and tab, and what it keeps across actions.
pub(crate) struct Session {
    name: String,
    settings: BrowserSettings,
    proxy: Proxy,
    chromium: Chromium,
    driver: Driver,
    browser_version: String,
    /// The session's local setting (B-10): chosen when it started, kept until it ends.
    allow_local: bool,
    /// Hosts the user approved at an `open` of this session: later opens need no new answer.
    approved_hosts: BTreeSet<String>,
    /// The walkthrough being recorded (B-15): session state, kept across navigations.
    recorder: Option<Recorder>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl Session {
    /// The session `name` of a started proxy, browser and tab.
    pub(crate) fn new(
        name: String,
        settings: BrowserSettings,
        allow_local: bool,
        proxy: Proxy,
        chromium: Chromium,
        driver: Driver,
    ) -> Session {
        let browser_version = driver.browser_version().unwrap_or_default();
        Session {
            name,
            settings,
            proxy,
            chromium,
            driver,
            browser_version,
            allow_local,
            approved_hosts: BTreeSet::new(),
            recorder: None,
        }
    }

    /// Stops the browser: its processes and its profile.
    pub(crate) fn stop(&mut self) {
        self.chromium.stop();
    }

    /// Handles one request.
    pub(crate) fn handle(&mut self, request: &Request) -> Handled {
        // The local setting is the session's (B-10): a later call's word does not change it.
        self.proxy.set_policy(proxy_policy(&NetSettings {
            allow_local: self.allow_local,
            ..request.net.clone()
        }));
        // PageInfo is a client's look before its real request, which brings the rules (B-12).
        if !matches!(request.action, Action::PageInfo) {
            self.driver
                .set_navigation_rules(request.navigation.clone(), request.net.deny.clone());
        }
        if request.action.kind().runs_on == RunsOn::Session {
            let (reply, end) = self.session_verb(&request.action);
            return Handled { reply, end };
        }
        // B-24: refusals since the last reply, before the log is listed.
        self.driver
            .network_log
            .note_refusals(&self.proxy.peek_refusals());
        let load_timeout = Duration::from_secs(request.load_timeout_secs.max(1));
        if let Some(url) = opened_url(&request.action)
            && let Some(host) = url::Url::parse(url)
                .ok()
                .and_then(|u| u.host_str().map(str::to_string))
        {
            self.approved_hosts.insert(host);
        }
        let outcome = verbs::perform(&mut self.driver, &request.action, load_timeout);
        let outcome = self.check_navigation(&request.action, outcome);
        let reply = match outcome {
            Ok(reply) => {
                let mut reply = self.page_reply(reply);
                self.record_step(&request.action, &mut reply);
                Reply::Ok(Box::new(reply))
            }
            Err(e) if matches!(e, Error::Cdp { .. }) && self.driver.browser_version().is_err() => {
                return Handled {
                    reply: Reply::BrowserGone {
                        message: e.to_string(),
                    },
                    end: Some(format!("the browser stopped answering: {e}")),
                };
            }
            Err(e) => {
                let page = self.page_reply(PageReply::default());
                Reply::Failed(Box::new(e.to_failure(Some(page))))
            }
        };
        Handled { reply, end: None }
    }

    /// B-10: an action whose own top-level load the proxy refused (`open`, a form it submitted,
    /// a link it clicked) fails as refused (exit 3), with the refusal listed; a parked
    /// navigation's failure (exit 4) stays as it is.
    fn check_navigation(
        &self,
        action: &Action,
        outcome: Result<PageReply, Error>,
    ) -> Result<PageReply, Error> {
        let mut loads = self.driver.take_let_through();
        if let Some(url) = opened_url(action)
            && let Some(target) = url::Url::parse(url).ok().and_then(|u| {
                let host = u.host_str()?.trim_matches(['[', ']']).to_ascii_lowercase();
                Some((host, u.port_or_known_default()?))
            })
        {
            loads.push(target);
        }
        if matches!(outcome, Err(Error::Parked { .. })) {
            return outcome;
        }
        let refusals = self.proxy.peek_refusals();
        let Some(refusal) = refusals
            .iter()
            .find(|r| loads.iter().any(|(h, p)| *h == r.host && *p == r.port))
        else {
            return outcome;
        };
        let url = match opened_url(action) {
            Some(url) => url.to_string(),
            None => format!("{}:{}", refusal.host, refusal.port),
        };
        Err(Error::Navigation {
            url,
            reason: format!("the proxy refused it: {}", refusal.reason),
            refused: true,
        })
    }

    /// Adds what every reply carries: page URL and title, console, dialogs, refusals (B-06).
    fn page_reply(&mut self, mut reply: PageReply) -> PageReply {
        let (url, title) = self.driver.page_state();
        reply.url = url;
        reply.title = title;
        reply.tab = format!("t{}", self.driver.tabs.active());
        let (console, dropped, dialogs) = self.driver.take_console();
        reply.console = console;
        reply.console_dropped = dropped;
        reply.dialogs = dialogs;
        reply.dialog_open = self.driver.events.with(|s| s.dialog.clone());
        reply.refused = self.proxy.take_refusals();
        self.driver.network_log.note_refusals(&reply.refused);
        reply.parked = self.driver.parked();
        reply.navigation_notes = self.driver.take_navigation_notes();
        reply
    }

    /// The session's own verbs (status, close, record, stop-recording, the client's page
    /// look): the reply, and a reason when the session must end.
    fn session_verb(&mut self, action: &Action) -> (Reply, Option<String>) {
        match action {
            Action::Close => {
                let reply = PageReply {
                    result: Some(format!("closed the browser of session {}", self.name)),
                    // A recording ends with the session; say where its files are (B-15).
                    recording: self.recorder.take().map(|r| r.summary()),
                    ..PageReply::default()
                };
                (Reply::Ok(Box::new(reply)), Some("browse close".into()))
            }
            Action::Status => {
                let mut reply = self.page_reply(PageReply::default());
                reply.status = Some(self.status());
                (Reply::Ok(Box::new(reply)), None)
            }
            _ => {
                let reply = match self.session_state(action) {
                    Ok(reply) => Reply::Ok(Box::new(reply)),
                    Err(e) => Reply::Failed(Box::new(e.to_failure(None))),
                };
                (reply, None)
            }
        }
    }

    /// `page_info`, `record` and `stop-recording`: the session's own state, no page action.
    fn session_state(&mut self, action: &Action) -> Result<PageReply, Error> {
        match action {
            Action::Record { dir, base } => {
                if let Some(r) = &self.recorder {
                    return Err(Error::Usage {
                        message: format!(
                            "session {} is already recording into {}",
                            self.name,
                            r.dir().display()
                        ),
                        hint: "stop it first with garuda-web browse stop-recording".into(),
                    });
                }
                let r = Recorder::start(dir.as_deref(), base, &self.name)?;
                let mut reply = self.page_reply(PageReply::default());
                reply.result = Some(format!(
                    "recording into {}: every open, back, forward, reload, click, type, press, \
                     select and script adds a screenshot and a line in steps.md",
                    r.dir().display()
                ));
                reply.recording = Some(r.summary());
                self.recorder = Some(r);
                Ok(reply)
            }
            Action::StopRecording => {
                let Some(r) = self.recorder.take() else {
                    return Err(record::not_recording(&self.name));
                };
                let mut reply = self.page_reply(PageReply::default());
                let steps = if r.steps() == 1 { "step" } else { "steps" };
                reply.result = Some(format!(
                    "stopped recording: {} {steps} in {}",
                    r.steps(),
                    r.dir().display()
                ));
                reply.recording = Some(r.summary());
                Ok(reply)
            }
            _ => {
                let (url, title) = self.driver.page_state();
                Ok(PageReply {
                    url,
                    title,
                    ..PageReply::default()
                })
            }
        }
    }

    /// B-15: after an action that may change the page, the recording's next step.
    fn record_step(&mut self, action: &Action, reply: &mut PageReply) {
        let Some(r) = self.recorder.as_mut() else {
            return;
        };
        if !action.kind().recorded {
            return;
        }
        if let Err(e) = r.step(&mut self.driver, action, reply) {
            reply.recorded = Some(format!("{}: {e}", record::NOT_RECORDED));
        }
    }

    fn status(&self) -> Status {
        Status {
            session: self.name.clone(),
            pid: std::process::id(),
            browser: self.browser_version.clone(),
            browser_path: self.settings.path.clone(),
            no_sandbox: self.chromium.no_sandbox,
            headless: !self.settings.visible,
            proxy_port: self.proxy.port(),
            allow_local: self.allow_local,
            approved_hosts: self.approved_hosts.iter().cloned().collect(),
            idle_seconds: 0,
            idle_limit_seconds: self.settings.idle_seconds,
            parked: self.driver.parked(),
            recording: self
                .recorder
                .as_ref()
                .map(|r| r.dir().display().to_string()),
            recorded_steps: self.recorder.as_ref().map_or(0, Recorder::steps),
            // B-06: the browser's own refused requests, counted here, never listed.
            browser_refused: self.proxy.browser_refusals(),
        }
    }
}
