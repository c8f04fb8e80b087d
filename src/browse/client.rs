//! The thin side of `browse` (B-01): talk to the session's background process, starting it
//! first when the request needs a browser and none is running.
//!
//! Starting is guarded by an exclusive lock on `<session>.lock`, so two clients never start
//! two processes; a stale socket (left by a killed process) is removed under that lock. A
//! process of another version says so and exits; the client then starts a fresh one and sends
//! the request again, once. A process whose browser died says so,
//! and the call reports the lost session (B-01).
//!
//! A connection carries one request, or several in a row while [`hold_connection`]'s guard
//! lives (B-26: `browse batch` runs its steps over one connection): each request of the held
//! connection says `"more": true`, so the background process reads the next one from it after
//! its reply.

use std::cell::RefCell;
use std::fs::File;
use std::io::{BufRead, BufReader, PipeReader, PipeWriter, Read, Write};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use super::Error;
use super::protocol::{Action, BrowserSettings, NetSettings, Reply, Request};
use super::run_dir::SessionFiles;

/// How long a background process may take to start (Chromium included).
const START_LIMIT: Duration = Duration::from_secs(45);

/// A pipe whose write end this process holds until it exits: the stdin of the background
/// processes that end with it ([`BrowserSettings::ends_with_caller`]), whose reads see the
/// end of the file when this process ends, however it ends. Both ends are close-on-exec, so no
/// other child holds the write end.
static LIFELINE: OnceLock<Option<(PipeReader, PipeWriter)>> = OnceLock::new();

/// The stdin of a background process started by this call: the lifeline's read end when the
/// session ends with this process, else nothing.
fn stdin_for(settings: &BrowserSettings) -> Result<Stdio, Error> {
    if !settings.ends_with_caller {
        return Ok(Stdio::null());
    }
    let failed = |e: String| Error::Start {
        message: format!("cannot make the pipe that ends the session with this call: {e}"),
    };
    let (reader, _) = LIFELINE
        .get_or_init(|| std::io::pipe().ok())
        .as_ref()
        .ok_or_else(|| failed("pipe() failed".into()))?;
    Ok(reader
        .try_clone()
        .map_err(|e| failed(e.to_string()))?
        .into())
}

/// What the client needs to start a background process when there is none.
#[derive(Debug, Clone)]
pub(crate) struct StartPlan {
    /// The browser's settings.
    pub(crate) browser: BrowserSettings,
    /// The proxy's first settings.
    pub(crate) net: NetSettings,
}

/// Sends `request` to the session; starts the background process first when `start` is given
/// and none answers. Returns `None` when no process runs and none may be started. While a
/// [`hold_connection`] guard of this session lives, the request goes over its connection.
pub(crate) fn send(
    files: &SessionFiles,
    request: &Request,
    start: Option<&StartPlan>,
    reply_limit: Duration,
) -> Result<Option<Reply>, Error> {
    files.ensure_dir()?;
    let held = holds(files);
    for attempt in 0..2 {
        let stream = match take_held(files) {
            Some(stream) => stream,
            None => match take_probe(files).or_else(|| connect(files)) {
                Some(s) => BufReader::new(s),
                None => match start {
                    None => return Ok(None),
                    Some(plan) => BufReader::new(start_process(files, plan)?),
                },
            },
        };
        let (reply, stream) = exchange(stream, request, held, reply_limit)?;
        // The connection goes on only with a process that goes on.
        if held
            && matches!(reply, Reply::Ok(_) | Reply::Failed(_))
            && !matches!(request.action, Action::Close)
        {
            put_held(files, stream);
        }
        match reply {
            // A browser that died is reported (B-01: the session's tabs and logins are gone),
            // never replaced silently.
            Reply::Restarting { .. } if attempt == 0 => {
                if start.is_none() {
                    return Ok(Some(reply));
                }
                continue;
            }
            other => return Ok(Some(other)),
        }
    }
    Err(Error::Connection {
        message: "the background process kept restarting".into(),
    })
}

/// The connection a [`HeldConnection`] keeps: its session's socket, and the stream once the
/// first request opened it.
struct Held {
    socket: PathBuf,
    stream: Option<BufReader<UnixStream>>,
}

thread_local! {
    /// The connection held on this thread (B-26): one batch at a time per thread.
    static HELD: RefCell<Option<Held>> = const { RefCell::new(None) };
}

/// While this guard lives, every request of this thread to its session goes over one
/// connection (B-26); dropping it closes the connection.
#[derive(Debug)]
pub(crate) struct HeldConnection {
    _not_send: std::marker::PhantomData<*const ()>,
}

/// Holds one connection to the session of `files` for this thread's requests until the guard
/// is dropped (B-26: `browse batch`). The connection is opened by the first request (which
/// may start the background process, as any request may) and reopened after a `close`.
pub(crate) fn hold_connection(files: &SessionFiles) -> HeldConnection {
    HELD.with(|h| {
        *h.borrow_mut() = Some(Held {
            socket: files.socket(),
            stream: None,
        });
    });
    HeldConnection {
        _not_send: std::marker::PhantomData,
    }
}

impl Drop for HeldConnection {
    fn drop(&mut self) {
        HELD.with(|h| h.borrow_mut().take());
    }
}

/// Whether this thread holds a connection to the session of `files`.
fn holds(files: &SessionFiles) -> bool {
    HELD.with(|h| {
        h.borrow()
            .as_ref()
            .is_some_and(|held| held.socket == files.socket())
    })
}

/// The held connection's stream, if it is open (the caller puts it back after its exchange).
fn take_held(files: &SessionFiles) -> Option<BufReader<UnixStream>> {
    HELD.with(|h| {
        h.borrow_mut()
            .as_mut()
            .filter(|held| held.socket == files.socket())
            .and_then(|held| held.stream.take())
    })
}

fn put_held(files: &SessionFiles, stream: BufReader<UnixStream>) {
    HELD.with(|h| {
        if let Some(held) = h
            .borrow_mut()
            .as_mut()
            .filter(|held| held.socket == files.socket())
        {
            held.stream = Some(stream);
        }
    });
}

thread_local! {
    /// The connection [`take_lost`] opened to see that the process is up, with when: the
    /// call's request goes over it (one connection per call), if it comes soon enough.
    static PROBE: RefCell<Option<(PathBuf, Instant, UnixStream)>> = const { RefCell::new(None) };
}

/// How long the connection of [`PROBE`] is used for the call's request: well within the 10 s
/// the background process waits for a connection's request (an `open` that asks the user
/// first connects again).
const PROBE_FRESH: Duration = Duration::from_secs(3);

/// The connection [`take_lost`] opened to the session of `files`, if it is fresh.
fn take_probe(files: &SessionFiles) -> Option<UnixStream> {
    PROBE
        .with(|p| p.borrow_mut().take())
        .filter(|(socket, at, _)| *socket == files.socket() && at.elapsed() < PROBE_FRESH)
        .map(|(_, _, stream)| stream)
}

/// Whether a process answers at the session of `files`; the connection stays open for the
/// call's request (held for a batch's, B-26).
fn open_held(files: &SessionFiles) -> bool {
    let Some(stream) = connect(files) else {
        return false;
    };
    if holds(files) {
        put_held(files, BufReader::new(stream));
    } else {
        PROBE.with(|p| *p.borrow_mut() = Some((files.socket(), Instant::now(), stream)));
    }
    true
}

/// Whether the held connection to the session of `files` is open: its process is up.
fn held_is_open(files: &SessionFiles) -> bool {
    HELD.with(|h| {
        h.borrow()
            .as_ref()
            .is_some_and(|held| held.socket == files.socket() && held.stream.is_some())
    })
}

/// B-01: what became of a session that died since the last call — its browser crashed or was
/// killed (`<session>.lost`, left by the background process or its watchdog), or every process
/// of it was killed at once (a socket nobody listens on, while nobody is starting one). Clears
/// what it found, so only the next call reports it.
pub(crate) fn take_lost(files: &SessionFiles) -> Option<String> {
    if let Ok(what) = std::fs::read_to_string(files.lost()) {
        let _ = std::fs::remove_file(files.lost());
        if connect(files).is_none() {
            let _ = std::fs::remove_file(files.socket());
        }
        return Some(what.trim().to_string());
    }
    // A held connection that is open proves the process is up (B-26: no connection per step);
    // a held one not yet open is opened by this look, and kept.
    if held_is_open(files) || !files.socket().exists() || open_held(files) {
        return None;
    }
    // A client starting the session holds the lock while the socket is not yet listening.
    let lock = crate::fs::open_private_lock(&files.lock()).ok()?;
    lock.try_lock().ok()?;
    if connect(files).is_some() {
        return None;
    }
    let _ = std::fs::remove_file(files.socket());
    let _ = std::fs::remove_file(files.pid());
    Some("its background process and watchdog were killed".into())
}

/// Sends `request` to a running session without waiting for its reply: for a close whose
/// caller need not wait for the browser to end (`fetch --render`'s own session at the call's
/// exit, F-13). Returns whether the request was sent.
pub(crate) fn send_and_go(files: &SessionFiles, request: &Request) -> bool {
    let Some(mut stream) = connect(files) else {
        return false;
    };
    let Ok(mut line) = serde_json::to_string(request) else {
        return false;
    };
    line.push('\n');
    stream.write_all(line.as_bytes()).is_ok() && stream.flush().is_ok()
}

fn connect(files: &SessionFiles) -> Option<UnixStream> {
    UnixStream::connect(files.socket()).ok()
}

/// Writes `request` (with `"more": true` when another follows on this connection) and reads
/// its reply; returns the stream for the next request.
fn exchange(
    mut stream: BufReader<UnixStream>,
    request: &Request,
    more: bool,
    limit: Duration,
) -> Result<(Reply, BufReader<UnixStream>), Error> {
    let lost = |e: String| Error::Connection { message: e };
    let mut value = serde_json::to_value(request).map_err(|e| lost(e.to_string()))?;
    if more {
        value["more"] = serde_json::Value::Bool(true);
    }
    let mut line = value.to_string();
    line.push('\n');
    let writer = stream.get_mut();
    writer
        .write_all(line.as_bytes())
        .map_err(|e| lost(e.to_string()))?;
    writer
        .set_read_timeout(Some(limit))
        .map_err(|e| lost(e.to_string()))?;
    let mut answer = String::new();
    stream.read_line(&mut answer).map_err(|e| match e.kind() {
        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut => {
            lost(format!("no answer within {}s", limit.as_secs()))
        }
        _ => lost(e.to_string()),
    })?;
    if answer.trim().is_empty() {
        return Err(lost("it closed the connection without answering".into()));
    }
    let reply =
        serde_json::from_str(&answer).map_err(|e| lost(format!("unreadable answer: {e}")))?;
    Ok((reply, stream))
}

/// Starts the background process under the session's lock and waits until it listens.
fn start_process(files: &SessionFiles, plan: &StartPlan) -> Result<UnixStream, Error> {
    let failed = |message: String| Error::Start { message };
    let lock = crate::fs::open_private_lock(&files.lock())
        .map_err(|e| failed(format!("cannot open {}: {e}", files.lock().display())))?;
    lock.lock()
        .map_err(|e| failed(format!("cannot lock {}: {e}", files.lock().display())))?;
    // Another client may have started it while we waited for the lock.
    if let Some(stream) = connect(files) {
        return Ok(stream);
    }
    let _ = std::fs::remove_file(files.socket());
    let log = crate::fs::create_private_file(&files.log())
        .map_err(|e| failed(format!("cannot write {}: {e}", files.log().display())))?;
    let exe = std::env::current_exe().map_err(|e| failed(e.to_string()))?;
    let settings = serde_json::to_string(&plan.browser).map_err(|e| failed(e.to_string()))?;
    let stdin = stdin_for(&plan.browser)?;
    let net = serde_json::to_string(&plan.net).map_err(|e| failed(e.to_string()))?;
    let mut child = Command::new(exe)
        .arg("__browse-daemon")
        .arg("--run-dir")
        .arg(&files.dir)
        .arg("--name")
        .arg(&files.name)
        .arg("--settings")
        .arg(settings)
        .arg("--net")
        .arg(net)
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .map_err(|e| failed(format!("cannot run garuda-web again: {e}")))?;
    let result = wait_until_listening(files, &mut child);
    drop(lock);
    result
}

fn wait_until_listening(files: &SessionFiles, child: &mut Child) -> Result<UnixStream, Error> {
    let started = Instant::now();
    loop {
        if let Some(stream) = connect(files) {
            return Ok(stream);
        }
        if let Ok(Some(status)) = child.try_wait() {
            return Err(Error::Start {
                message: format!("it exited ({status}): {}", log_tail(files)),
            });
        }
        if started.elapsed() > START_LIMIT {
            let _ = child.kill();
            return Err(Error::Start {
                message: format!(
                    "it did not listen within {}s: {}",
                    START_LIMIT.as_secs(),
                    log_tail(files)
                ),
            });
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The last lines of the session log that garuda-web itself wrote (Chromium's noise aside).
fn log_tail(files: &SessionFiles) -> String {
    let mut text = String::new();
    if let Ok(mut f) = File::open(files.log()) {
        let _ = f.read_to_string(&mut text);
    }
    let ours: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("garuda-web"))
        .collect();
    let lines = if ours.is_empty() {
        text.lines()
            .rev()
            .take(5)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect()
    } else {
        ours
    };
    if lines.is_empty() {
        "no messages".into()
    } else {
        lines.join(" / ")
    }
}
