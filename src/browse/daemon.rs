//! The background process of one browse session (B-01): started detached by the first
//! `browse` call, it owns the proxy (B-10), Chromium (B-02) and the session's refs and
//! console, and serves one request at a time on the session's Unix socket.
//!
//! It exits after `browser.idleSeconds` without a request, on `browse close`, on SIGTERM,
//! SIGINT or SIGHUP, when Chromium or the watchdog dies, and when a client of another version
//! asks; then it removes its socket and pid file first (so a new client never talks to a dying
//! process), kills Chromium and every process it started and removes the temporary profile.
//! When the browser died it leaves `<session>.lost`, so the next call says the session (its
//! tabs and logins) was lost instead of answering from a fresh blank page.
//!
//! Page JavaScript cannot hold the session (B-01): `close` and a signal that arrive while an
//! action is wedged end everything from another thread within 2 s ([`Remains::end_now`]).

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::fs::MetadataExt;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nix::sys::signal::{SigSet, Signal};
use nix::sys::signalfd::{SfdFlags, SignalFd};
use nix::sys::stat::{Mode, umask};

use super::Error;
use super::chromium::{self, Chromium, Launch};
use super::driver::Driver;
use super::protocol::{
    Action, BrowserSettings, NetSettings, PageReply, Reply, Request, Status, VERSION,
};
use super::record::{self, Recorder};
use super::run_dir::SessionFiles;
use crate::net::proxy::{Proxy, ProxyPolicy};
use crate::net::resolve::dns_override;
use crate::rules::Rule;

/// One line in the session log (this process's stderr is `run/<session>.log`, B-01).
#[allow(
    clippy::print_stderr,
    reason = "the background process's stderr is its log file"
)]
pub(crate) fn log(line: &str) {
    eprintln!("garuda-web browse: {line}");
}

/// Longest request line accepted.
const MAX_REQUEST: u64 = 1024 * 1024;

enum Event {
    Connection(UnixStream, String),
    Signal(u32),
    BrowserDied,
    WatchdogDied,
}

/// What ending the session in a hurry needs, shared with the threads that may have to do it
/// while the main thread is held by a wedged action (B-01: `close` and SIGTERM within 2 s).
#[derive(Debug, Default)]
struct Remains {
    group: i32,
    profile: PathBuf,
    socket: PathBuf,
    socket_inode: u64,
    pid_file: PathBuf,
    goodbye: chromium::Goodbye,
}

type SharedRemains = Arc<Mutex<Option<Remains>>>;

impl Remains {
    /// [`Remains::clean`], then exits the process.
    #[allow(
        clippy::exit,
        reason = "the main thread is held by a wedged action; ending the process from here is \
                  the point (B-01: SIGTERM ends everything within 2 s)"
    )]
    fn end_now(shared: &SharedRemains, why: &str) -> ! {
        Remains::clean(shared, why);
        std::process::exit(0)
    }

    /// Removes the socket and pid file if still ours, kills every process of the browser,
    /// removes its profile and tells the watchdog all is done.
    fn clean(shared: &SharedRemains, why: &str) {
        log(&format!("session ends at once: {why}"));
        let taken = shared.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(r) = taken {
            if r.socket_inode != 0
                && std::fs::metadata(&r.socket).is_ok_and(|m| m.ino() == r.socket_inode)
            {
                let _ = std::fs::remove_file(&r.socket);
            }
            let ours = std::fs::read_to_string(&r.pid_file)
                .is_ok_and(|p| p.trim() == std::process::id().to_string());
            if ours {
                let _ = std::fs::remove_file(&r.pid_file);
            }
            chromium::end_processes(r.group, &r.profile);
            r.goodbye.say();
        }
    }
}

/// Runs the background process; never returns before the session ends.
pub(crate) fn main(files: SessionFiles, settings: BrowserSettings, net: NetSettings) -> ExitCode {
    // A session of its own: the client's terminal and its Ctrl-C do not reach us.
    let _ = nix::unistd::setsid();
    let (tx, rx) = mpsc::channel();
    let remains = SharedRemains::default();
    if let Err(e) = watch_signals(tx.clone(), Arc::clone(&remains)) {
        log(&format!("cannot watch signals: {e}"));
        return ExitCode::FAILURE;
    }
    match Daemon::start(files, settings, &net, tx, remains) {
        Ok(mut daemon) => {
            let reason = daemon.serve(&rx);
            log(&format!("session ends: {reason}"));
            daemon.shutdown();
            ExitCode::SUCCESS
        }
        Err(e) => {
            log(&format!("{e}"));
            ExitCode::FAILURE
        }
    }
}

/// Blocks SIGTERM, SIGINT and SIGHUP in every thread and reads them from a signalfd, so the
/// session always ends through its cleanup; if the main thread is held by a wedged action and
/// has not ended the session 0.6 s later, this thread ends it itself (B-01).
fn watch_signals(tx: Sender<Event>, remains: SharedRemains) -> nix::Result<()> {
    let mut mask = SigSet::empty();
    mask.add(Signal::SIGTERM);
    mask.add(Signal::SIGINT);
    mask.add(Signal::SIGHUP);
    mask.thread_block()?;
    // Close-on-exec: the browser launcher needs fds 3 and 4 free (B-02).
    let fd = SignalFd::with_flags(&mask, SfdFlags::SFD_CLOEXEC)?;
    std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            while let Ok(Some(info)) = fd.read_signal() {
                let n = info.ssi_signo;
                if tx.send(Event::Signal(n)).is_err() {
                    return;
                }
                let remains = Arc::clone(&remains);
                let _ = std::thread::Builder::new()
                    .name("signal-deadline".into())
                    .spawn(move || {
                        std::thread::sleep(Duration::from_millis(600));
                        Remains::end_now(&remains, &format!("signal {n} during an action"));
                    });
            }
        })
        .map_err(|_| nix::Error::EAGAIN)?;
    Ok(())
}

/// The proxy policy a request asks for.
fn proxy_policy(net: &NetSettings) -> ProxyPolicy {
    let deny: Vec<Rule> = net
        .deny
        .iter()
        .filter_map(|r| Rule::parse(r).ok())
        .collect();
    ProxyPolicy {
        allow_local: net.allow_local,
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

struct Daemon {
    files: SessionFiles,
    settings: BrowserSettings,
    proxy: Proxy,
    chromium: Chromium,
    driver: Driver,
    browser_version: String,
    /// The session's local setting (B-10): chosen when it started, kept until it ends.
    allow_local: bool,
    /// Hosts the user approved at an `open` of this session: later opens need no new answer.
    approved_hosts: std::collections::BTreeSet<String>,
    /// True while an action runs: a `close` then ends the session at once.
    busy: Arc<AtomicBool>,
    remains: SharedRemains,
    last_used: Instant,
    /// The inode of the socket we bound: only that file is ours to remove.
    socket_inode: u64,
    pid_written: bool,
    /// The walkthrough being recorded (B-15): session state, kept across navigations.
    recorder: Option<Recorder>,
}

impl Daemon {
    fn start(
        files: SessionFiles,
        settings: BrowserSettings,
        net: &NetSettings,
        tx: Sender<Event>,
        remains: SharedRemains,
    ) -> Result<Daemon, Error> {
        let proxy = Proxy::start(proxy_policy(net)).map_err(|e| Error::Browser {
            message: format!("cannot start the proxy: {e}"),
        })?;
        let launch = Launch {
            path: PathBuf::from(&settings.path),
            visible: settings.visible,
            width: settings.width,
            height: settings.height,
            proxy_port: proxy.port(),
        };
        let (mut chromium, mut child) = Chromium::start(&launch, &files.lost())?;
        *remains.lock().unwrap_or_else(|p| p.into_inner()) = Some(Remains {
            group: chromium.pid as i32,
            profile: chromium.profile.clone(),
            socket: files.socket(),
            socket_inode: 0,
            pid_file: files.pid(),
            goodbye: chromium.goodbye(),
        });
        let died = tx.clone();
        std::thread::Builder::new()
            .name("chromium-wait".into())
            .spawn(move || {
                let _ = child.wait();
                let _ = died.send(Event::BrowserDied);
            })
            .map_err(|e| Error::Browser {
                message: e.to_string(),
            })?;
        if let Some(mut out) = chromium.take_watchdog_stdout() {
            let died = tx.clone();
            std::thread::Builder::new()
                .name("watchdog-wait".into())
                .spawn(move || {
                    let _ = std::io::copy(&mut out, &mut std::io::sink());
                    let _ = died.send(Event::WatchdogDied);
                })
                .map_err(|e| Error::Browser {
                    message: e.to_string(),
                })?;
        }
        let Some(pipe) = chromium.take_pipe() else {
            chromium.stop();
            return Err(Error::Browser {
                message: "the browser's DevTools pipe is gone".into(),
            });
        };
        let driver = match Driver::connect(pipe, &settings, proxy.top_level()) {
            Ok(d) => d,
            Err(e) => {
                chromium.stop();
                return Err(e);
            }
        };
        let browser_version = driver.browser_version().unwrap_or_default();
        let mut daemon = Daemon {
            files,
            settings,
            proxy,
            chromium,
            driver,
            browser_version,
            allow_local: net.allow_local,
            approved_hosts: std::collections::BTreeSet::new(),
            busy: Arc::new(AtomicBool::new(false)),
            remains,
            last_used: Instant::now(),
            socket_inode: 0,
            pid_written: false,
            recorder: None,
        };
        if let Err(e) = daemon.listen(tx) {
            daemon.shutdown();
            return Err(e);
        }
        Ok(daemon)
    }

    fn listen(&mut self, tx: Sender<Event>) -> Result<(), Error> {
        let failed = |e: std::io::Error| Error::Browser {
            message: format!("cannot listen on {}: {e}", self.files.socket().display()),
        };
        chromium::write_private(&self.files.pid(), &std::process::id().to_string())
            .map_err(failed)?;
        self.pid_written = true;
        let socket = self.files.socket();
        let _ = std::fs::remove_file(&socket);
        // The socket is created 0600: only this user can talk to the browser.
        let old = umask(Mode::from_bits_truncate(0o177));
        let bound = UnixListener::bind(&socket);
        umask(old);
        let listener = bound.map_err(failed)?;
        self.socket_inode = std::fs::metadata(&socket).map_err(failed)?.ino();
        if let Some(r) = self
            .remains
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .as_mut()
        {
            r.socket_inode = self.socket_inode;
        }
        let (busy, remains) = (Arc::clone(&self.busy), Arc::clone(&self.remains));
        let name = self.files.name.clone();
        std::thread::Builder::new()
            .name("accept".into())
            .spawn(move || {
                for stream in listener.incoming().flatten() {
                    let (tx, busy, remains) = (tx.clone(), Arc::clone(&busy), Arc::clone(&remains));
                    let name = name.clone();
                    // Each connection's line is read on its own thread: a slow client holds
                    // nobody, and a `close` is seen even while an action runs.
                    let _ = std::thread::Builder::new()
                        .name("request".into())
                        .spawn(move || {
                            if let Some(line) = read_request(&stream) {
                                if busy.load(Ordering::SeqCst) && is_close(&line) {
                                    close_now(&stream, &name, &remains);
                                }
                                let _ = tx.send(Event::Connection(stream, line));
                            }
                        });
                }
            })
            .map_err(failed)?;
        Ok(())
    }

    /// Serves until the session ends; returns why.
    fn serve(&mut self, rx: &Receiver<Event>) -> String {
        let idle = Duration::from_secs(self.settings.idle_seconds);
        loop {
            let left = idle.saturating_sub(self.last_used.elapsed());
            match rx.recv_timeout(left) {
                Ok(Event::Connection(stream, line)) => {
                    if let Some(reason) = self.handle(&stream, &line) {
                        return reason;
                    }
                }
                Ok(Event::Signal(n)) => return format!("signal {n}"),
                Ok(Event::BrowserDied) => {
                    self.leave_lost("the browser exited (it crashed or was killed)");
                    return "the browser exited".into();
                }
                Ok(Event::WatchdogDied) => {
                    self.leave_lost(
                        "its watchdog process was killed, so garuda-web ended the unguarded browser",
                    );
                    return "the watchdog died".into();
                }
                Err(RecvTimeoutError::Timeout) => {
                    return format!("unused for {}s", idle.as_secs());
                }
                Err(RecvTimeoutError::Disconnected) => return "no more events".into(),
            }
        }
    }

    /// Leaves `<session>.lost` for the next call (B-01).
    fn leave_lost(&self, what: &str) {
        let _ = chromium::write_private(&self.files.lost(), what);
    }

    /// Handles one request; returns a reason when the session must end.
    fn handle(&mut self, stream: &UnixStream, line: &str) -> Option<String> {
        let mut writer = stream;
        let mut send = |reply: &Reply| {
            if let Ok(mut text) = serde_json::to_string(reply) {
                text.push('\n');
                let _ = writer.write_all(text.as_bytes());
                let _ = writer.flush();
            }
        };
        // The version first: a newer client may send an action this process does not know.
        let version = serde_json::from_str::<serde_json::Value>(line)
            .ok()
            .and_then(|v| v["version"].as_str().map(str::to_string));
        if let Some(version) = version.filter(|v| v != VERSION) {
            self.remove_files();
            send(&Reply::Restarting {
                version: VERSION.to_string(),
            });
            return Some(format!("a client of version {version} asked"));
        }
        let request: Request = match serde_json::from_str(line) {
            Ok(r) => r,
            Err(e) => {
                let failure = Error::Usage {
                    message: format!("the background process did not understand the request: {e}"),
                    hint: "run garuda-web browse close, then try again".into(),
                }
                .to_failure(None);
                send(&Reply::Failed(Box::new(failure)));
                return None;
            }
        };
        self.last_used = Instant::now();
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
        match &request.action {
            Action::Close => {
                self.shutdown();
                let reply = PageReply {
                    result: Some(format!("closed the browser of session {}", self.files.name)),
                    // A recording ends with the session; say where its files are (B-15).
                    recording: self.recorder.take().map(|r| r.summary()),
                    ..PageReply::default()
                };
                send(&Reply::Ok(Box::new(reply)));
                return Some("browse close".into());
            }
            Action::Status => {
                let mut reply = self.page_reply(PageReply::default());
                reply.status = Some(self.status());
                send(&Reply::Ok(Box::new(reply)));
                return None;
            }
            // F-13: fetch --render, on this session's tab (render.rs).
            Action::Render {
                url,
                settle_secs,
                max_bytes,
            } => {
                let limit = Duration::from_secs(request.load_timeout_secs.max(1));
                self.busy.store(true, Ordering::SeqCst);
                let settle = Duration::from_secs(*settle_secs);
                let outcome =
                    super::render::render(&mut self.driver, url, settle, *max_bytes, limit);
                self.busy.store(false, Ordering::SeqCst);
                let open = Action::Open { url: url.clone() };
                let reply = match self.check_navigation(&open, outcome) {
                    Ok(reply) => Reply::Ok(Box::new(self.page_reply(reply))),
                    Err(e) => {
                        let page = self.page_reply(PageReply::default());
                        Reply::Failed(Box::new(e.to_failure(Some(page))))
                    }
                };
                send(&reply);
                return None;
            }
            Action::PageInfo | Action::Record { .. } | Action::StopRecording => {
                let reply = match self.session_action(&request.action) {
                    Ok(reply) => Reply::Ok(Box::new(reply)),
                    Err(e) => Reply::Failed(Box::new(e.to_failure(None))),
                };
                send(&reply);
                return None;
            }
            _ => {}
        }
        let load_timeout = Duration::from_secs(request.load_timeout_secs.max(1));
        if let Action::Open { url } = &request.action
            && let Some(host) = url::Url::parse(url)
                .ok()
                .and_then(|u| u.host_str().map(str::to_string))
        {
            self.approved_hosts.insert(host);
        }
        self.busy.store(true, Ordering::SeqCst);
        let outcome = self.driver.perform(&request.action, load_timeout);
        self.busy.store(false, Ordering::SeqCst);
        let outcome = self.check_navigation(&request.action, outcome);
        match outcome {
            Ok(reply) => {
                let mut reply = self.page_reply(reply);
                self.record_step(&request.action, &mut reply);
                send(&Reply::Ok(Box::new(reply)));
                None
            }
            Err(e) => {
                if matches!(e, Error::Cdp { .. }) && self.driver.browser_version().is_err() {
                    self.remove_files();
                    send(&Reply::BrowserGone {
                        message: e.to_string(),
                    });
                    return Some(format!("the browser stopped answering: {e}"));
                }
                let page = self.page_reply(PageReply::default());
                send(&Reply::Failed(Box::new(e.to_failure(Some(page)))));
                None
            }
        }
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
        if let Action::Open { url } = action
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
        let url = match action {
            Action::Open { url } => url.clone(),
            _ => format!("{}:{}", refusal.host, refusal.port),
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
        let (console, dropped, dialogs) = self.driver.take_console();
        reply.console = console;
        reply.console_dropped = dropped;
        reply.dialogs = dialogs;
        reply.refused = self.proxy.take_refusals();
        reply.parked = self.driver.parked();
        reply.navigation_notes = self.driver.take_navigation_notes();
        reply
    }

    /// `page_info`, `record` and `stop-recording`: the session's own state, no page action.
    fn session_action(&mut self, action: &Action) -> Result<PageReply, Error> {
        match action {
            Action::Record { dir, base } => {
                if let Some(r) = &self.recorder {
                    return Err(Error::Usage {
                        message: format!(
                            "session {} is already recording into {}",
                            self.files.name,
                            r.dir().display()
                        ),
                        hint: "stop it first with garuda-web browse stop-recording".into(),
                    });
                }
                let r = Recorder::start(dir.as_deref(), base, &self.files.name)?;
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
                    return Err(record::not_recording(&self.files.name));
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
        if !record::changes_page(action) {
            return;
        }
        if let Err(e) = r.step(&mut self.driver, action, reply) {
            reply.recorded = Some(format!("{}: {e}", record::NOT_RECORDED));
        }
    }

    fn status(&self) -> Status {
        Status {
            session: self.files.name.clone(),
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
        }
    }

    /// Removes the socket and pid file if they are still ours.
    fn remove_files(&mut self) {
        let socket = self.files.socket();
        if self.socket_inode != 0
            && std::fs::metadata(&socket).is_ok_and(|m| m.ino() == self.socket_inode)
        {
            let _ = std::fs::remove_file(&socket);
        }
        self.socket_inode = 0;
        if self.pid_written {
            let pid_file = self.files.pid();
            let ours = std::fs::read_to_string(&pid_file)
                .is_ok_and(|p| p.trim() == std::process::id().to_string());
            if ours {
                let _ = std::fs::remove_file(&pid_file);
            }
            self.pid_written = false;
        }
    }

    /// Ends the session: files first, then the browser's processes and profile.
    fn shutdown(&mut self) {
        self.remove_files();
        self.chromium.stop();
        self.remains
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take();
    }
}

/// Reads one request line (at most [`MAX_REQUEST`], 10 s); `None` for a client that only
/// checked that the process is up.
fn read_request(stream: &UnixStream) -> Option<String> {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let mut line = String::new();
    let mut reader = BufReader::new(stream).take(MAX_REQUEST);
    if reader.read_line(&mut line).is_err() || line.trim().is_empty() {
        return None;
    }
    Some(line)
}

fn is_close(line: &str) -> bool {
    serde_json::from_str::<Request>(line).is_ok_and(|r| matches!(r.action, Action::Close))
}

/// `close` while an action is wedged (B-01): end everything from this thread, then answer.
#[allow(
    clippy::exit,
    reason = "the main thread is held by a wedged action; ending the process from here is the \
              point (B-01: close within 2 s)"
)]
fn close_now(stream: &UnixStream, session: &str, remains: &SharedRemains) -> ! {
    Remains::clean(remains, "browse close during an action");
    let reply = Reply::Ok(Box::new(PageReply {
        result: Some(format!(
            "closed the browser of session {session} (the action that was running was stopped)"
        )),
        ..PageReply::default()
    }));
    if let Ok(mut text) = serde_json::to_string(&reply) {
        text.push('\n');
        let mut w = stream;
        let _ = w.write_all(text.as_bytes());
        let _ = w.flush();
    }
    std::process::exit(0)
}
