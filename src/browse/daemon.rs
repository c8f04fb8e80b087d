//! The background process of one browse session (B-01): started detached by the first
//! `browse` call, it starts the proxy (B-10), Chromium (B-02) and the tab's driver, hands them
//! to the [`Session`] it owns, and serves one request at a time on the session's Unix socket.
//!
//! It exits after `browser.idleSeconds` without a request, on `browse close`, on SIGTERM,
//! SIGINT or SIGHUP, when Chromium or the watchdog dies, when a client of another version
//! asks, and for a session that ends with its caller (`fetch --render`'s own, F-13) when the
//! process that started it ends (its stdin, a pipe that process holds, reaches its end); then it removes its socket and pid file first (so a new client never talks to a dying
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
use super::log::log;
use super::protocol::{Action, BrowserSettings, NetSettings, PageReply, Reply, Request, VERSION};
use super::run_dir::SessionFiles;
use super::session::{Session, proxy_policy};
use crate::net::proxy::Proxy;

/// Longest request line accepted.
const MAX_REQUEST: u64 = 1024 * 1024;

enum Event {
    Connection(UnixStream, String),
    Signal(u32),
    BrowserDied,
    WatchdogDied,
    /// The process that started a session ending with it has ended.
    CallerGone,
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
    /// Files only this process still needs: a caller's session's lock and log (F-13).
    leftovers: Vec<PathBuf>,
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
            for file in &r.leftovers {
                let _ = std::fs::remove_file(file);
            }
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
    // F-13: nobody else uses the session of a call; it goes with the call, and so do its files.
    let leftovers = if settings.ends_with_caller {
        if let Err(e) = watch_caller(tx.clone(), Arc::clone(&remains)) {
            log(&format!("cannot watch the caller: {e}"));
            return ExitCode::FAILURE;
        }
        vec![files.lock(), files.log()]
    } else {
        Vec::new()
    };
    let code = match Daemon::start(files, settings, &net, tx, remains, leftovers.clone()) {
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
    };
    for file in &leftovers {
        let _ = std::fs::remove_file(file);
    }
    code
}

/// A session that ends with its caller (F-13): reads stdin, the pipe whose write end the
/// caller holds, to its end, which comes when the caller has ended however it ended; then
/// ends the session as a signal does (at once if an action holds the main thread).
fn watch_caller(tx: Sender<Event>, remains: SharedRemains) -> std::io::Result<()> {
    std::thread::Builder::new()
        .name("caller".into())
        .spawn(move || {
            let _ = std::io::copy(&mut std::io::stdin().lock(), &mut std::io::sink());
            if tx.send(Event::CallerGone).is_ok() {
                end_soon(
                    remains,
                    "the call that started the session ended during an action",
                );
            }
        })?;
    Ok(())
}

/// Ends the session from this thread if the main thread, held by a wedged action, has not
/// ended it 0.6 s from now (B-01).
fn end_soon(remains: SharedRemains, why: &str) {
    let why = why.to_string();
    let _ = std::thread::Builder::new()
        .name("end-deadline".into())
        .spawn(move || {
            std::thread::sleep(Duration::from_millis(600));
            Remains::end_now(&remains, &why);
        });
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
                end_soon(
                    Arc::clone(&remains),
                    &format!("signal {n} during an action"),
                );
            }
        })
        .map_err(|_| nix::Error::EAGAIN)?;
    Ok(())
}

struct Daemon {
    files: SessionFiles,
    /// Exit after this many seconds without a request.
    idle_seconds: u64,
    /// The session it serves: its proxy, browser and tab.
    session: Session,
    /// True while an action runs: a `close` then ends the session at once.
    busy: Arc<AtomicBool>,
    remains: SharedRemains,
    last_used: Instant,
    /// The inode of the socket we bound: only that file is ours to remove.
    socket_inode: u64,
    pid_written: bool,
}

impl Daemon {
    fn start(
        files: SessionFiles,
        settings: BrowserSettings,
        net: &NetSettings,
        tx: Sender<Event>,
        remains: SharedRemains,
        leftovers: Vec<PathBuf>,
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
            leftovers,
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
        let idle_seconds = settings.idle_seconds;
        let session = Session::new(
            files.name.clone(),
            settings,
            net.allow_local,
            proxy,
            chromium,
            driver,
        );
        let mut daemon = Daemon {
            files,
            idle_seconds,
            session,
            busy: Arc::new(AtomicBool::new(false)),
            remains,
            last_used: Instant::now(),
            socket_inode: 0,
            pid_written: false,
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
        crate::fs::write_private_in_place(
            &self.files.pid(),
            std::process::id().to_string().as_bytes(),
        )
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
        let idle = Duration::from_secs(self.idle_seconds);
        loop {
            let left = idle.saturating_sub(self.last_used.elapsed());
            match rx.recv_timeout(left) {
                Ok(Event::Connection(stream, line)) => {
                    if let Some(reason) = self.handle(&stream, &line) {
                        return reason;
                    }
                }
                Ok(Event::Signal(n)) => return format!("signal {n}"),
                Ok(Event::CallerGone) => return "the call that started it ended".into(),
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
        let _ = crate::fs::write_private_in_place(&self.files.lost(), what.as_bytes());
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
        self.busy.store(true, Ordering::SeqCst);
        let handled = self.session.handle(&request);
        self.busy.store(false, Ordering::SeqCst);
        if handled.end.is_some() {
            // Files first, so a new client never talks to a dying process.
            self.shutdown();
        }
        send(&handled.reply);
        handled.end
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
        self.session.stop();
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
