//! The thin side of `browse` (B-01): talk to the session's background process, starting it
//! first when the request needs a browser and none is running.
//!
//! Starting is guarded by an exclusive lock on `<session>.lock`, so two clients never start
//! two processes; a stale socket (left by a killed process) is removed under that lock. A
//! process of another version says so and exits; the client then starts a fresh one and sends
//! the request again, once. A process whose browser died says so,
//! and the call reports the lost session (B-01).

use std::fs::File;
use std::io::{BufRead, BufReader, PipeReader, PipeWriter, Read, Write};
use std::os::unix::net::UnixStream;
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use super::Error;
use super::protocol::{BrowserSettings, NetSettings, Reply, Request};
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
/// and none answers. Returns `None` when no process runs and none may be started.
pub(crate) fn send(
    files: &SessionFiles,
    request: &Request,
    start: Option<&StartPlan>,
    reply_limit: Duration,
) -> Result<Option<Reply>, Error> {
    files.ensure_dir()?;
    for attempt in 0..2 {
        let stream = match connect(files) {
            Some(s) => s,
            None => match start {
                None => return Ok(None),
                Some(plan) => start_process(files, plan)?,
            },
        };
        let reply = exchange(stream, request, reply_limit)?;
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
    if !files.socket().exists() || connect(files).is_some() {
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

fn exchange(mut stream: UnixStream, request: &Request, limit: Duration) -> Result<Reply, Error> {
    let lost = |e: String| Error::Connection { message: e };
    let mut line = serde_json::to_string(request).map_err(|e| lost(e.to_string()))?;
    line.push('\n');
    stream
        .write_all(line.as_bytes())
        .map_err(|e| lost(e.to_string()))?;
    stream
        .set_read_timeout(Some(limit))
        .map_err(|e| lost(e.to_string()))?;
    let mut answer = String::new();
    BufReader::new(stream)
        .read_line(&mut answer)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut => {
                lost(format!("no answer within {}s", limit.as_secs()))
            }
            _ => lost(e.to_string()),
        })?;
    if answer.trim().is_empty() {
        return Err(lost("it closed the connection without answering".into()));
    }
    serde_json::from_str(&answer).map_err(|e| lost(format!("unreadable answer: {e}")))
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
