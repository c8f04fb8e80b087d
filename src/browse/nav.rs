//! Page-started navigations (B-12): the top-level document loads the page starts itself —
//! link clicks, form posts, `location =`, meta refresh, server redirects (hop by hop, like
//! A-05) and `window.open` popups — are paused by the DevTools Fetch domain (Document requests
//! only) and decided here before a byte leaves for their host.
//!
//! - The session's tab has `Fetch.enable` with a Document pattern. Popups are caught through
//!   browser-wide auto-attach with `waitForDebuggerOnStart`: a new page target is held until
//!   its own `Fetch.enable` is in place, then resumed, so its first request pauses too.
//! - A paused request of a subframe, or of any other type, continues at once (the proxy checks
//!   its address, B-10). So does a main-frame load to the current page's host, to the host the
//!   user's own action asked for (`open` was decided by B-11; `back`/`forward` go to pages of
//!   the history), to a host already approved in the same redirect chain, or to a host an
//!   allow rule or session grant covers ([`crate::approval::decide`], the same rules as fetch).
//!   A deny rule fails it at once.
//! - Anything else is **parked**: the request stays paused, gets a number, and the driver is
//!   told ([`Signal::Parked`]) so the action's reply says `approval needed`. `browse approve N`
//!   continues it (and stores a session grant or a policy.json rule when asked to), `browse
//!   deny N` fails it with `Aborted`, which leaves the tab on the page it was on (a
//!   `BlockedByClient` failure would replace the page with Chromium's error page). A parked
//!   request gets no answer for `park_seconds` (60) is denied by the guard's own timer.
//!
//! Everything that calls back into the browser runs on the guard's thread: the DevTools reader
//! only hands events over ([`Guard::intake`]).

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use url::Url;

use super::Error;
use super::devtools::Connection;
use super::log::log;
use super::network_log::NetworkLog;
use super::protocol::{Held, NavApproval};
use crate::approval::RuleSet;
use crate::approval::ask::{Answer, Question};
use crate::approval::decide::{self, Decision, Sources, Target};
use crate::approval::session::{Grants, Session, SessionOrigin};
use crate::config::policy;
use crate::net::proxy::TopLevel;
use crate::net::url_check::{CheckedHost, CheckedUrl};
use crate::rules::Rule;

/// What the guard tells the driver, so an action waiting for a load can stop waiting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Signal {
    /// A navigation was parked.
    Parked,
    /// A navigation of the session's tab was refused at once (a deny rule): it will not load.
    Refused,
    /// The page opened a popup whose first request is not decided yet.
    PopupOpened,
    /// A popup's first request was decided (or the popup went away).
    PopupDecided,
}

/// Receives the guard's signals (the driver's event state).
pub(crate) type Notify = dyn Fn(Signal) + Send + Sync;

/// One event handed over by the DevTools reader.
enum Intake {
    Paused {
        params: Value,
        session: String,
    },
    Attached(Value),
    Detached(Value),
    /// A page's main frame committed a URL: (session, URL).
    PageUrl(String, String),
}

/// A parked request.
#[derive(Debug, Clone)]
struct Parked {
    id: u64,
    request_id: String,
    /// Its `Network` request id, which the network log knows it by (B-24).
    network_id: String,
    session: String,
    /// The page (target) it would load in.
    target: String,
    /// The first load of a window the page opened: refused, the window is closed.
    window: bool,
    host: String,
    url: String,
    method: String,
    chain: String,
    since: Instant,
    rule: Option<Rule>,
    question: Question,
}

/// One redirect chain (the requests of one navigation share the part of their id before the
/// last dot: `interception-job-18.0`, `interception-job-18.1`).
#[derive(Debug, Default)]
struct Chain {
    approved: Vec<String>,
    last_url: Option<String>,
}

#[derive(Debug, Default)]
struct State {
    approval: NavApproval,
    deny: Vec<String>,
    /// Each page's current URL, by target.
    urls: HashMap<String, String>,
    /// The tab the session's actions go to (B-17): its target and session.
    active: (String, String),
    expected: Option<String>,
    chains: HashMap<String, Chain>,
    parked: Vec<Parked>,
    next_id: u64,
    /// Every page the guard intercepts (the first tab and the windows pages opened): session →
    /// target.
    pages: HashMap<String, String>,
    /// Windows whose first request is not decided yet, by session.
    undecided: HashSet<String>,
    /// Windows the pages opened since the last [`Guard::take_opened`], as (target, session).
    opened: Vec<(String, String)>,
    notes: Vec<String>,
    /// `host:port` of every top-level load of the tab let through since the last
    /// [`Guard::take_let_through`]: an action whose own load the proxy refused fails (B-10).
    let_through: Vec<(String, u16)>,
}

/// What became of an answered navigation.
#[derive(Debug, Clone)]
pub(crate) struct Resolved {
    /// The navigation as it was parked.
    pub(crate) held: Held,
    /// True when it goes ahead.
    pub(crate) approved: bool,
    /// One sentence for the reply.
    pub(crate) text: String,
}

/// The navigation guard of one browser.
pub(crate) struct Guard {
    conn: Arc<Connection>,
    limit: Duration,
    state: Mutex<State>,
    intake: Mutex<Sender<Intake>>,
    notify: Box<Notify>,
    /// Where the session's pages are, for the proxy's local rule (B-10).
    top: Arc<TopLevel>,
    /// The session's network log, told why each navigation was refused (B-24).
    log: Arc<NetworkLog>,
}

impl std::fmt::Debug for Guard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Guard").finish_non_exhaustive()
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// The Document pattern: only top-level and frame documents pause, at the request stage.
fn fetch_patterns() -> Value {
    json!({ "patterns": [{ "resourceType": "Document", "requestStage": "Request" }] })
}

impl Guard {
    /// Starts the guard of the tab `main_target` (attached as `main_session`): its thread,
    /// interception on the tab, and auto-attach to the popups the page opens.
    pub(crate) fn start(
        conn: &Arc<Connection>,
        main_target: &str,
        main_session: &str,
        limit: Duration,
        notify: Box<Notify>,
        top: Arc<TopLevel>,
        log: Arc<NetworkLog>,
    ) -> Result<Arc<Guard>, Error> {
        let (tx, rx) = mpsc::channel();
        let guard = Arc::new(Guard {
            conn: Arc::clone(conn),
            limit,
            state: Mutex::new(State {
                next_id: 1,
                active: (main_target.to_string(), main_session.to_string()),
                pages: HashMap::from([(main_session.to_string(), main_target.to_string())]),
                ..State::default()
            }),
            intake: Mutex::new(tx),
            notify,
            top,
            log,
        });
        let worker = Arc::clone(&guard);
        std::thread::Builder::new()
            .name("navigation-guard".into())
            .spawn(move || worker.run(&rx))
            .map_err(|e| Error::Browser {
                message: e.to_string(),
            })?;
        Ok(guard)
    }

    /// Turns interception on; called once the listener can hand events over.
    pub(crate) fn enable(&self) -> Result<(), Error> {
        let first = lock(&self.state).active.1.clone();
        self.conn
            .call(Some(&first), "Fetch.enable", fetch_patterns())?;
        // Every page's URL as it changes (Target.targetInfoChanged), for the proxy (B-10).
        self.conn.call(
            None,
            "Target.setDiscoverTargets",
            json!({ "discover": true }),
        )?;
        self.conn.call(
            None,
            "Target.setAutoAttach",
            json!({
                "autoAttach": true,
                "waitForDebuggerOnStart": true,
                "flatten": true,
                "filter": [{ "type": "page" }],
            }),
        )?;
        Ok(())
    }

    /// Hands one DevTools event over (called on the reading thread: never blocks, never calls
    /// the browser).
    pub(crate) fn intake(&self, method: &str, params: &Value, session: Option<&str>) {
        let item = match (method, session) {
            ("Fetch.requestPaused", Some(s)) => Intake::Paused {
                params: params.clone(),
                session: s.to_string(),
            },
            ("Target.attachedToTarget", None) => Intake::Attached(params.clone()),
            ("Target.detachedFromTarget", None) => Intake::Detached(params.clone()),
            ("Page.frameNavigated", Some(s)) if params["frame"].get("parentId").is_none() => {
                Intake::PageUrl(
                    s.to_string(),
                    params["frame"]["url"].as_str().unwrap_or_default().into(),
                )
            }
            _ => return,
        };
        let _ = lock(&self.intake).send(item);
    }

    /// The rules of the latest request (B-12 decides with the same sources as fetch).
    pub(crate) fn set_approval(&self, approval: NavApproval, deny: Vec<String>) {
        let mut st = lock(&self.state);
        st.approval = approval;
        st.deny = deny;
    }

    /// The host the user's own action goes to (`open`, `back`, `forward`); `None` between
    /// actions.
    pub(crate) fn expect(&self, url: Option<&str>) {
        lock(&self.state).expected = url
            .and_then(|u| Url::parse(u).ok())
            .and_then(|u| host_of(&u));
    }

    /// The number the next parked navigation gets: parked ones from this mark on are new.
    pub(crate) fn mark(&self) -> u64 {
        lock(&self.state).next_id
    }

    /// Every parked navigation, oldest first.
    pub(crate) fn parked(&self) -> Vec<Held> {
        let st = lock(&self.state);
        st.parked.iter().map(|p| self.held(p)).collect()
    }

    /// The navigations parked since `mark`.
    pub(crate) fn parked_since(&self, mark: u64) -> Vec<Held> {
        let st = lock(&self.state);
        st.parked
            .iter()
            .filter(|p| p.id >= mark)
            .map(|p| self.held(p))
            .collect()
    }

    /// The oldest parked navigation of the active tab (not of a window it opened). While it
    /// waits, Chromium holds every command meant for the tab's renderer (evaluate, the
    /// accessibility tree, input) until the navigation commits or fails; only browser-side
    /// commands answer.
    pub(crate) fn tab_parked(&self) -> Option<Held> {
        let st = lock(&self.state);
        st.parked
            .iter()
            .find(|p| !p.window && p.target == st.active.0)
            .map(|p| self.held(p))
    }

    /// Makes the tab `target` (attached as `session`) the one the session's actions go to
    /// (B-17).
    pub(crate) fn set_active(&self, target: &str, session: &str) {
        let mut st = lock(&self.state);
        st.active = (target.to_string(), session.to_string());
        st.pages.insert(session.to_string(), target.to_string());
    }

    /// Intercepts the tab `target` the session created itself (`tab new`, B-17): decided like
    /// the first tab, not as a window a page opened.
    pub(crate) fn adopt(&self, target: &str, session: &str) {
        let was_undecided = {
            let mut st = lock(&self.state);
            st.pages.insert(session.to_string(), target.to_string());
            st.opened.retain(|(t, _)| t != target);
            st.undecided.remove(session)
        };
        if was_undecided {
            (self.notify)(Signal::PopupDecided);
        }
    }

    /// The session the guard attached to the page `target`, once it has.
    pub(crate) fn session_of(&self, target: &str) -> Option<String> {
        let st = lock(&self.state);
        st.pages
            .iter()
            .find(|(_, t)| *t == target)
            .map(|(s, _)| s.clone())
    }

    /// The URL the page `target` shows or was asked to load (a window's first request).
    pub(crate) fn url_of(&self, target: &str) -> Option<String> {
        lock(&self.state).urls.get(target).cloned()
    }

    /// The windows the pages opened since the last call, oldest first, as (target, session).
    pub(crate) fn take_opened(&self) -> Vec<(String, String)> {
        std::mem::take(&mut lock(&self.state).opened)
    }

    /// Whether the page `session` is still intercepted (its target was not closed).
    pub(crate) fn has_page(&self, session: &str) -> bool {
        lock(&self.state).pages.contains_key(session)
    }

    /// Denies the tab's parked navigations because the session's own action goes elsewhere
    /// (`open`, `back`, `forward`, `reload`); `why` ends the note.
    pub(crate) fn deny_tab_parked(&self, why: &str) {
        let gone: Vec<Parked> = {
            let mut st = lock(&self.state);
            let (gone, keep): (Vec<Parked>, Vec<Parked>) = std::mem::take(&mut st.parked)
                .into_iter()
                .partition(|p| !p.window && p.target == st.active.0);
            st.parked = keep;
            for p in &gone {
                st.notes.push(format!(
                    "navigation {} to {} was denied: {why}",
                    p.id, p.host
                ));
            }
            gone
        };
        for p in &gone {
            self.refuse(p, &format!("navigation {} was denied: {why}", p.id));
        }
    }

    /// The `host:port` of the tab's top-level loads let through since the last call.
    pub(crate) fn take_let_through(&self) -> Vec<(String, u16)> {
        std::mem::take(&mut lock(&self.state).let_through)
    }

    /// Records a top-level load of `target` about to go ahead (B-10).
    fn going(&self, target: &str, url: &str) {
        self.top.navigating(target, url);
        let active = lock(&self.state).active.0 == target;
        if active
            && let Some((host, port)) = Url::parse(url).ok().and_then(|u| {
                let host = u.host_str()?.trim_matches(['[', ']']).to_ascii_lowercase();
                Some((host, u.port_or_known_default()?))
            })
        {
            lock(&self.state).let_through.push((host, port));
        }
    }

    /// What became of parked navigations since the last reply.
    pub(crate) fn take_notes(&self) -> Vec<String> {
        std::mem::take(&mut lock(&self.state).notes)
    }

    fn held(&self, p: &Parked) -> Held {
        Held {
            id: p.id,
            host: p.host.clone(),
            url: p.url.clone(),
            method: p.method.clone(),
            popup: p.window,
            age_seconds: p.since.elapsed().as_secs(),
            limit_seconds: self.limit.as_secs(),
            rule: p.rule.as_ref().map(ToString::to_string),
            question: p.question.clone(),
        }
    }

    /// Answers parked navigation `id`: continues it (storing a lasting answer first) or fails
    /// it.
    pub(crate) fn answer(&self, id: u64, answer: Answer) -> Result<Resolved, Error> {
        let (parked, approval) = {
            let mut st = lock(&self.state);
            let Some(i) = st.parked.iter().position(|p| p.id == id) else {
                return Err(Error::NotParked {
                    id,
                    reason: "it was answered, denied after the time limit, or never parked".into(),
                });
            };
            let parked = st.parked.remove(i);
            if answer != Answer::No {
                st.chains
                    .entry(parked.chain.clone())
                    .or_default()
                    .approved
                    .push(parked.host.clone());
            }
            (parked, st.approval.clone())
        };
        let held = self.held(&parked);
        if answer == Answer::No {
            self.refuse(
                &parked,
                &format!("navigation {id} was denied (browse deny {id})"),
            );
            return Ok(Resolved {
                held,
                approved: false,
                text: format!(
                    "denied navigation {id} to {}; the page stays where it was",
                    parked.host
                ),
            });
        }
        let stored = remember(answer, parked.rule.as_ref(), &approval);
        self.going(&parked.target, &parked.url);
        if let Err(e) = self.conn.call(
            Some(&parked.session),
            "Fetch.continueRequest",
            json!({ "requestId": parked.request_id }),
        ) {
            return Err(Error::NotParked {
                id,
                reason: format!("the page went elsewhere meanwhile ({e})"),
            });
        }
        let place = if parked.window {
            " in the page's new window (a new tab: garuda-web browse tab list)"
        } else {
            ""
        };
        Ok(Resolved {
            held,
            approved: true,
            text: format!("approved navigation {id} to {}{place}{stored}", parked.host),
        })
    }

    fn run(&self, rx: &Receiver<Intake>) {
        loop {
            let wait = self.next_deadline().map_or(Duration::from_secs(3600), |d| {
                d.saturating_duration_since(Instant::now())
            });
            match rx.recv_timeout(wait) {
                Ok(Intake::Paused { params, session }) => self.paused(&params, &session),
                Ok(Intake::Attached(params)) => self.attached(&params),
                Ok(Intake::Detached(params)) => self.detached(&params),
                Ok(Intake::PageUrl(session, url)) => {
                    let mut st = lock(&self.state);
                    if let Some(target) = st.pages.get(&session).cloned() {
                        st.urls.insert(target, url);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return,
            }
            self.expire();
        }
    }

    fn next_deadline(&self) -> Option<Instant> {
        let st = lock(&self.state);
        st.parked.iter().map(|p| p.since + self.limit).min()
    }

    /// Denies what waited longer than the limit.
    fn expire(&self) {
        let expired: Vec<Parked> = {
            let mut st = lock(&self.state);
            let (old, keep): (Vec<Parked>, Vec<Parked>) = std::mem::take(&mut st.parked)
                .into_iter()
                .partition(|p| p.since.elapsed() >= self.limit);
            st.parked = keep;
            for p in &old {
                st.notes.push(format!(
                    "navigation {} to {} was denied: no answer within {}s",
                    p.id,
                    p.host,
                    self.limit.as_secs()
                ));
            }
            old
        };
        for p in &expired {
            log(&format!(
                "denied navigation {} to {} after {}s without an answer",
                p.id,
                p.url,
                self.limit.as_secs()
            ));
            self.refuse(
                p,
                &format!(
                    "navigation {} was not approved within {}s",
                    p.id,
                    self.limit.as_secs()
                ),
            );
        }
    }

    /// Fails a parked request, telling the network log `why`; a popup that may not load is
    /// closed.
    fn refuse(&self, p: &Parked, why: &str) {
        self.log.refused_by_guard(&p.session, &p.network_id, why);
        self.fail(&p.session, &p.request_id);
        if p.window {
            let target = &p.target;
            let _ = self
                .conn
                .call(None, "Target.closeTarget", json!({ "targetId": target }));
        }
    }

    fn go(&self, session: &str, request_id: &str) {
        let _ = self.conn.call(
            Some(session),
            "Fetch.continueRequest",
            json!({ "requestId": request_id }),
        );
    }

    fn fail(&self, session: &str, request_id: &str) {
        let _ = self.conn.call(
            Some(session),
            "Fetch.failRequest",
            json!({ "requestId": request_id, "errorReason": "Aborted" }),
        );
    }

    /// A new target: a window a page opened (or a tab `tab new` made) is held until its
    /// interception is on, and becomes a tab (B-17); anything else (a page seen again, targets
    /// that are not pages) is let go.
    fn attached(&self, params: &Value) {
        let session = params["sessionId"].as_str().unwrap_or_default().to_string();
        let info = &params["targetInfo"];
        let target = info["targetId"].as_str().unwrap_or_default().to_string();
        let waiting = params["waitingForDebugger"].as_bool().unwrap_or(false);
        if session.is_empty() || lock(&self.state).pages.contains_key(&session) {
            return;
        }
        let known = lock(&self.state).pages.values().any(|t| *t == target);
        let popup = waiting && info["type"] == "page" && !known;
        if popup {
            {
                let mut st = lock(&self.state);
                st.pages.insert(session.clone(), target.clone());
                st.undecided.insert(session.clone());
                st.opened.push((target, session.clone()));
            }
            (self.notify)(Signal::PopupOpened);
            // Not waited for: Chromium answers it only once the paused popup runs, which is
            // the next command (waiting held the guard, and every later open in the popup's
            // renderer, for 90 s). Commands of one session are handled in order, so the
            // interception is in place before the popup's first request.
            self.conn
                .send_now(Some(&session), "Fetch.enable", fetch_patterns());
            // B-18: its page events before it runs, so a dialog its first script opens is
            // seen (and held) rather than left open unseen.
            self.conn.send_now(Some(&session), "Page.enable", json!({}));
        }
        if waiting {
            // Not waited for either: the guard thread must never be held by a target.
            self.conn
                .send_now(Some(&session), "Runtime.runIfWaitingForDebugger", json!({}));
        }
        if !popup {
            let _ = self.conn.call(
                None,
                "Target.detachFromTarget",
                json!({ "sessionId": session }),
            );
        }
    }

    fn detached(&self, params: &Value) {
        let session = params["sessionId"].as_str().unwrap_or_default();
        let was_undecided = {
            let mut st = lock(&self.state);
            if let Some(target) = st.pages.remove(session) {
                st.urls.remove(&target);
                st.opened.retain(|(t, _)| *t != target);
            }
            st.parked.retain(|p| p.session != session);
            st.undecided.remove(session)
        };
        if was_undecided {
            (self.notify)(Signal::PopupDecided);
        }
    }

    fn paused(&self, params: &Value, session: &str) {
        let request_id = params["requestId"].as_str().unwrap_or_default();
        let frame = params["frameId"].as_str().unwrap_or_default();
        let (main_frame, window, active) = {
            let st = lock(&self.state);
            (
                st.pages.get(session).cloned(),
                st.undecided.contains(session),
                st.active.1 == session,
            )
        };
        // The main frame's id is its target's id.
        let Some(target) = main_frame.filter(|t| t == frame) else {
            self.go(session, request_id);
            return;
        };
        if params["resourceType"] != "Document" {
            self.go(session, request_id);
            return;
        }
        let outcome = self.decide(params, session, &target, window);
        if window && let Some(url) = params["request"]["url"].as_str() {
            lock(&self.state)
                .urls
                .entry(target.clone())
                .or_insert_with(|| url.to_string());
        }
        let first_of_popup = params.get("redirectedRequestId").is_none()
            && lock(&self.state).undecided.remove(session);
        match outcome {
            Outcome::Go => {
                if let Some(url) = params["request"]["url"].as_str() {
                    self.going(&target, url);
                }
                self.go(session, request_id);
            }
            Outcome::Refuse(why) => {
                log(&why);
                let network_id = params["networkId"].as_str().unwrap_or_default();
                self.log.refused_by_guard(session, network_id, &why);
                lock(&self.state).notes.push(why);
                self.fail(session, request_id);
                // A window whose first load is refused is closed, as a denied parked one is,
                // and never becomes a tab (B-17).
                if first_of_popup {
                    lock(&self.state).opened.retain(|(_, s)| s != session);
                    let _ =
                        self.conn
                            .call(None, "Target.closeTarget", json!({ "targetId": target }));
                }
                if active {
                    (self.notify)(Signal::Refused);
                }
            }
            Outcome::Parked => (self.notify)(Signal::Parked),
        }
        if first_of_popup {
            (self.notify)(Signal::PopupDecided);
        }
    }

    /// Decides one paused main-frame document request (see the module doc).
    /// `window` is true for the first load of a window a page opened: it goes ahead to the
    /// active tab's host (the page that opened it) and is closed when refused.
    fn decide(&self, params: &Value, session: &str, page: &str, window: bool) -> Outcome {
        let request_id = params["requestId"].as_str().unwrap_or_default();
        let url_text = params["request"]["url"].as_str().unwrap_or_default();
        let method = params["request"]["method"].as_str().unwrap_or("GET");
        let redirected = params.get("redirectedRequestId").is_some();
        let Ok(url) = Url::parse(url_text) else {
            return Outcome::Go;
        };
        if !matches!(url.scheme(), "http" | "https") {
            return Outcome::Go;
        }
        let Some(host) = host_of(&url) else {
            return Outcome::Go;
        };
        let chain_id = chain_of(request_id);
        let mut st = lock(&self.state);
        let own_action = !window && st.active.1 == session;
        let current_url = if window {
            st.urls.get(&st.active.0)
        } else {
            st.urls.get(page)
        }
        .cloned()
        .unwrap_or_default();
        let current = Url::parse(&current_url).ok().and_then(|u| host_of(&u));
        let expected = st.expected.clone();
        let chain = st.chains.entry(chain_id.clone()).or_default();
        let previous = chain.last_url.replace(url_text.to_string());
        if chain.approved.contains(&host) {
            return Outcome::Go;
        }
        if !redirected && own_action && expected.as_deref() == Some(host.as_str()) {
            chain.approved.push(host);
            st.expected = None;
            return Outcome::Go;
        }
        if current.as_deref() == Some(host.as_str()) {
            return Outcome::Go;
        }
        let checked = checked_url(&url, &host);
        let mut rules = RuleSet::default();
        if rules
            .add_command_line(&st.approval.allow, &st.deny)
            .is_err()
        {
            log("a rule of the request did not parse; asking instead");
        }
        let allow_urls: Vec<Url> = st
            .approval
            .allow_urls
            .iter()
            .filter_map(|u| Url::parse(u).ok())
            .collect();
        let grants = st.approval.grants.as_ref().map(|g| {
            Grants::new(
                Path::new(&g.dir),
                Session {
                    id: g.session.clone(),
                    origin: SessionOrigin::Flag,
                },
            )
        });
        let from = previous.as_deref().and_then(|p| Url::parse(p).ok());
        let sources = Sources {
            rules: &rules,
            allow_urls: &allow_urls,
            approved_here: &[],
            grants: grants.as_ref(),
        };
        let target = Target::Fetch {
            url: &checked,
            redirect_from: if redirected { from.as_ref() } else { None },
        };
        match decide::decide(target, sources) {
            Decision::Allowed(_) => {
                if let Some(chain) = st.chains.get_mut(&chain_id) {
                    chain.approved.push(host);
                }
                Outcome::Go
            }
            Decision::Denied(e) => Outcome::Refuse(format!("the page's navigation to {url}: {e}")),
            Decision::Ask(pending) => {
                let mut question = pending.question;
                question.title = if window {
                    format!("the page wants to open a window on {host}")
                } else {
                    format!("the page wants to go to {host}")
                };
                if let Some(first) = question.preview.first_mut() {
                    *first = format!("{method} {url}");
                }
                if !redirected && !current_url.is_empty() {
                    question.preview.push(format!("from {current_url}"));
                }
                let id = st.next_id;
                st.next_id += 1;
                log(&format!("parked navigation {id} to {url}"));
                st.parked.push(Parked {
                    id,
                    request_id: request_id.to_string(),
                    network_id: params["networkId"].as_str().unwrap_or_default().to_string(),
                    session: session.to_string(),
                    target: page.to_string(),
                    window,
                    host,
                    url: url.to_string(),
                    method: method.to_string(),
                    chain: chain_id,
                    since: Instant::now(),
                    rule: pending.lasting_rule,
                    question,
                });
                Outcome::Parked
            }
        }
    }
}

enum Outcome {
    Go,
    Refuse(String),
    Parked,
}

/// The redirect chain a paused request belongs to: its id without the hop number
/// (`interception-job-18.1` → `interception-job-18`).
fn chain_of(request_id: &str) -> String {
    request_id
        .rsplit_once('.')
        .map_or(request_id, |(chain, _)| chain)
        .to_string()
}

/// The host for rules: lower-case, no brackets, no trailing dot.
fn host_of(url: &Url) -> Option<String> {
    let host = url
        .host_str()?
        .trim_matches(['[', ']'])
        .trim_end_matches('.');
    (!host.is_empty()).then(|| host.to_ascii_lowercase())
}

/// The URL as the approval decision takes it (the page's URL is not re-checked here: the proxy
/// checks every address it dials, B-10).
fn checked_url(url: &Url, host: &str) -> CheckedUrl {
    let mut url = url.clone();
    url.set_fragment(None);
    let checked_host = match host.parse() {
        Ok(ip) => CheckedHost::Ip(ip),
        Err(_) if host == "localhost" || host.ends_with(".localhost") => {
            CheckedHost::LoopbackName(host.to_string())
        }
        Err(_) => CheckedHost::Name(host.to_string()),
    };
    let port = url.port_or_known_default().unwrap_or(443);
    CheckedUrl {
        url,
        host: checked_host,
        port,
        upgraded: false,
    }
}

/// Stores the lasting part of an answer: a session grant or a policy.json rule.
/// Returns what to add to the reply's sentence.
fn remember(answer: Answer, rule: Option<&Rule>, approval: &NavApproval) -> String {
    let Some(rule) = rule else {
        return match answer {
            Answer::Session | Answer::Always => {
                " (this once only: an unusual URL cannot be approved for longer)".into()
            }
            _ => String::new(),
        };
    };
    match answer {
        Answer::Session => {
            let Some(place) = &approval.grants else {
                return " (this once only: no approval session is known)".into();
            };
            let grants = Grants::new(
                Path::new(&place.dir),
                Session {
                    id: place.session.clone(),
                    origin: SessionOrigin::Flag,
                },
            );
            match grants.add(rule) {
                Ok(()) => format!("; {rule} granted for this session"),
                Err(e) => format!(" (this once only: the session grant was not saved: {e})"),
            }
        }
        Answer::Always => {
            match policy::add_rule(Path::new(&approval.policy_path), policy::List::Allow, rule) {
                Ok(_) => format!("; {rule} added to {}", approval.policy_path),
                Err(e) => format!(" (this once only: the rule was not saved: {e})"),
            }
        }
        Answer::Once | Answer::No => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b12_host_of_is_the_rule_host() {
        let u = |s: &str| Url::parse(s).unwrap();
        assert_eq!(
            host_of(&u("https://Docs.RS./x")).as_deref(),
            Some("docs.rs")
        );
        assert_eq!(host_of(&u("http://[::1]:8/")).as_deref(), Some("::1"));
        assert_eq!(host_of(&u("data:text/html,x")), None);
    }

    #[test]
    fn b12_redirect_hops_share_a_chain() {
        assert_eq!(chain_of("interception-job-18.0"), "interception-job-18");
        assert_eq!(
            chain_of("interception-job-18.1"),
            chain_of("interception-job-18.0")
        );
        assert_ne!(
            chain_of("interception-job-19.0"),
            chain_of("interception-job-18.0")
        );
        assert_eq!(chain_of("plain"), "plain");
    }

    #[test]
    fn b12_checked_url_classifies_the_host() {
        let u = Url::parse("http://127.0.0.1:8080/a#frag").unwrap();
        let c = checked_url(&u, "127.0.0.1");
        assert!(matches!(c.host, CheckedHost::Ip(_)));
        assert_eq!((c.port, c.url.fragment()), (8080, None));
        let c = checked_url(&Url::parse("https://b.test/").unwrap(), "b.test");
        assert!(matches!(c.host, CheckedHost::Name(_)));
        assert_eq!(c.port, 443);
    }
}
