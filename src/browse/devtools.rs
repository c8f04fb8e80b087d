//! A DevTools protocol connection to the browser over `--remote-debugging-pipe` (B-02): the
//! browser reads commands from its fd 3 and writes answers and events to its fd 4, each message
//! one JSON text ended by a NUL byte. Commands are matched to their answers by id, events go to
//! one listener.
//!
//! Why a pipe and not a port: a loopback TCP port has no owner check, so any local user could
//! drive the session (read its pages and cookies, make the browser write files as this user).
//! A pipe belongs to the two processes that hold its ends. Its end also ends the browser: when
//! the background process dies in any way, the browser reads EOF and exits (B-01).
//!
//! The reading side blocks in `read` on its own thread; a command is written at once under a
//! mutex and its answer wakes the caller through a channel, so no command waits for another's
//! turn (measured in bench/browse.sh).

use std::collections::HashMap;
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};

use super::Error;

/// Receives every event: method, params, and the session it belongs to (flat sessions).
pub(crate) type Listener = dyn Fn(&str, &Value, Option<&str>) + Send + Sync;

/// How long one command may take before the call gives up.
const COMMAND_LIMIT: Duration = Duration::from_secs(90);

/// Largest message read from the browser (a full-page screenshot is the biggest).
const MAX_MESSAGE: u64 = 256 << 20;

/// The daemon's two ends of the browser's DevTools pipe.
#[derive(Debug)]
pub(crate) struct Pipe {
    /// Where commands go (the browser's fd 3).
    pub(crate) commands: File,
    /// Where answers and events come from (the browser's fd 4).
    pub(crate) replies: File,
}

/// A command sent: its id, and where its answer comes.
struct Sent {
    id: u64,
    rx: mpsc::Receiver<Value>,
}

/// A command waiting for its answer: the page session it went to, and where the answer goes.
struct Pending {
    session: Option<String>,
    answer: Sender<Value>,
}

/// The key of a synthetic answer that says the command's page is held (see
/// [`Connection::hold_session`]).
const HELD: &str = "garudaHeld";

/// A connection to the browser's DevTools pipe.
pub(crate) struct Connection {
    writer: Mutex<File>,
    next_id: AtomicU64,
    pending: Arc<Mutex<HashMap<u64, Pending>>>,
    closed: Arc<AtomicBool>,
    /// Set while the running action was stopped (B-01): calls fail at once until cleared.
    stopped: Mutex<Option<String>>,
    /// Page sessions whose renderer is held (a dialog waits for an answer, B-18), with why:
    /// their calls fail at once until released.
    held: Mutex<HashMap<String, String>>,
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection").finish_non_exhaustive()
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Reads one NUL-terminated message; `None` at EOF, on a read error or an oversized message.
fn read_message(reader: &mut BufReader<File>) -> Option<Vec<u8>> {
    let mut buf = Vec::new();
    let n = reader
        .by_ref()
        .take(MAX_MESSAGE)
        .read_until(0, &mut buf)
        .ok()?;
    if n == 0 || buf.last() != Some(&0) {
        return None;
    }
    buf.pop();
    Some(buf)
}

impl Connection {
    /// Speaks DevTools over `pipe`; events go to `listener`, on the reading thread (it must not
    /// call back into the connection).
    pub(crate) fn open(pipe: Pipe, listener: Box<Listener>) -> Result<Arc<Connection>, Error> {
        let failed = |e: String| Error::Cdp {
            message: format!("cannot read the browser's DevTools pipe: {e}"),
        };
        let mut reader = BufReader::with_capacity(1 << 16, pipe.replies);
        let pending: Arc<Mutex<HashMap<u64, Pending>>> = Arc::default();
        let closed = Arc::new(AtomicBool::new(false));
        let (thread_pending, thread_closed) = (Arc::clone(&pending), Arc::clone(&closed));
        std::thread::Builder::new()
            .name("devtools-read".into())
            .spawn(move || {
                while let Some(bytes) = read_message(&mut reader) {
                    let Ok(value) = serde_json::from_slice::<Value>(&bytes) else {
                        continue;
                    };
                    if let Some(id) = value.get("id").and_then(Value::as_u64) {
                        if let Some(p) = lock(&thread_pending).remove(&id) {
                            let _ = p.answer.send(value);
                        }
                    } else if let Some(method) = value.get("method").and_then(Value::as_str) {
                        listener(method, &value["params"], value["sessionId"].as_str());
                    }
                }
                thread_closed.store(true, Ordering::SeqCst);
                // Wake every caller still waiting: their answers will never come.
                lock(&thread_pending).clear();
            })
            .map_err(|e| failed(e.to_string()))?;
        Ok(Arc::new(Connection {
            writer: Mutex::new(pipe.commands),
            next_id: AtomicU64::new(1),
            pending,
            closed,
            stopped: Mutex::new(None),
            held: Mutex::default(),
        }))
    }

    /// Holds the page `session` (B-18: a dialog blocks its renderer, so nothing sent to it
    /// answers until the dialog does): every call to it that waits now, and every call made
    /// until [`Connection::release_session`], fails at once with [`Error::Held`] saying `why`.
    /// Safe on the reading thread: it writes nothing to the browser.
    pub(crate) fn hold_session(&self, session: &str, why: &str) {
        let mut pending = lock(&self.pending);
        lock(&self.held).insert(session.to_string(), why.to_string());
        let ids: Vec<u64> = pending
            .iter()
            .filter(|(_, p)| p.session.as_deref() == Some(session))
            .map(|(id, _)| *id)
            .collect();
        for id in ids {
            if let Some(p) = pending.remove(&id) {
                let _ = p.answer.send(json!({ HELD: why }));
            }
        }
    }

    /// Lets calls to the page `session` through again.
    pub(crate) fn release_session(&self, session: &str) {
        lock(&self.held).remove(session);
    }

    /// Stops the running action (B-01): every call waiting for an answer, and every call
    /// made until [`Connection::resume`], fails at once with `why`.
    pub(crate) fn stop_calls(&self, why: &str) {
        *lock(&self.stopped) = Some(why.to_string());
        lock(&self.pending).clear();
    }

    /// Lets calls through again after [`Connection::stop_calls`].
    pub(crate) fn resume(&self) {
        *lock(&self.stopped) = None;
    }

    /// Sends one command without waiting for its answer, even while calls are stopped: how
    /// the background process stops a busy page (`Runtime.terminateExecution`).
    pub(crate) fn send_now(&self, session: Option<&str>, method: &str, params: Value) {
        let id = self.next_id.fetch_add(1, Ordering::SeqCst);
        let _ = self.write(id, session, method, params);
    }

    fn write(
        &self,
        id: u64,
        session: Option<&str>,
        method: &str,
        params: Value,
    ) -> std::io::Result<()> {
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(s) = session {
            message["sessionId"] = json!(s);
        }
        let mut bytes = message.to_string().into_bytes();
        bytes.push(0);
        let mut writer = lock(&self.writer);
        writer.write_all(&bytes)?;
        writer.flush()
    }

    /// Sends `method` with `params` (to the page of `session`, or to the browser) and waits for
    /// its answer's `result`.
    pub(crate) fn call(
        &self,
        session: Option<&str>,
        method: &str,
        params: Value,
    ) -> Result<Value, Error> {
        self.call_within(session, method, params, COMMAND_LIMIT)?
            .ok_or_else(|| Error::Cdp {
                message: format!("{method} got no answer within {}s", COMMAND_LIMIT.as_secs()),
            })
    }

    /// Like [`Connection::call`], waiting at most `limit`: `None` when no answer came in time
    /// (a late answer is dropped).
    pub(crate) fn call_within(
        &self,
        session: Option<&str>,
        method: &str,
        params: Value,
        limit: Duration,
    ) -> Result<Option<Value>, Error> {
        let rx = self.start_call(session, method, params)?;
        self.answer_of(method, &rx, limit)
    }

    /// Sends several commands to the page of `session` at once, without waiting for one
    /// answer before sending the next, and returns their answers in order: the page runs them
    /// in the order sent, so commands that do not need each other's answers cost one round
    /// trip together instead of one each.
    pub(crate) fn call_all(
        &self,
        session: Option<&str>,
        calls: Vec<(&str, Value)>,
    ) -> Vec<Result<Value, Error>> {
        let started: Vec<(&str, Result<Sent, Error>)> = calls
            .into_iter()
            .map(|(method, params)| (method, self.start_call(session, method, params)))
            .collect();
        started
            .into_iter()
            .map(|(method, sent)| {
                self.answer_of(method, &sent?, COMMAND_LIMIT)?
                    .ok_or_else(|| Error::Cdp {
                        message: format!(
                            "{method} got no answer within {}s",
                            COMMAND_LIMIT.as_secs()
                        ),
                    })
            })
            .collect()
    }

    /// Sends one command; where its answer will come.
    fn start_call(
        &self,
        session: Option<&str>,
        method: &str,
        params: Value,
    ) -> Result<Sent, Error> {
        if self.closed.load(Ordering::SeqCst) {
            return Err(gone());
        }
        if let Some(why) = lock(&self.stopped).clone() {
            return Err(Error::Stopped { message: why });
        }
        let id = self.next_id.fetch_add(1, Ordering::SeqCst);
        let (tx, rx) = mpsc::channel();
        {
            // Checked under the pending lock, which hold_session takes first: a call is
            // either refused here or failed there, never left waiting.
            let mut pending = lock(&self.pending);
            if let Some(why) = session.and_then(|s| lock(&self.held).get(s).cloned()) {
                return Err(Error::Held { message: why });
            }
            pending.insert(
                id,
                Pending {
                    session: session.map(str::to_string),
                    answer: tx,
                },
            );
        }
        let sent = self.write(id, session, method, params);
        if let Err(e) = sent {
            lock(&self.pending).remove(&id);
            return Err(Error::Cdp {
                message: format!("{method}: {e}"),
            });
        }
        Ok(Sent { id, rx })
    }

    /// Waits at most `limit` for the answer of the command `sent`: its `result`, or `None`
    /// when no answer came in time (a late answer is dropped).
    fn answer_of(
        &self,
        method: &str,
        sent: &Sent,
        limit: Duration,
    ) -> Result<Option<Value>, Error> {
        let Sent { id, rx } = sent;
        let id = *id;
        let mut answer = match rx.recv_timeout(limit) {
            Ok(answer) => answer,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                lock(&self.pending).remove(&id);
                return Ok(None);
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                if let Some(why) = lock(&self.stopped).clone() {
                    return Err(Error::Stopped { message: why });
                }
                return Err(gone());
            }
        };
        if let Some(why) = answer.get(HELD).and_then(Value::as_str) {
            return Err(Error::Held {
                message: why.to_string(),
            });
        }
        if let Some(err) = answer.get("error") {
            return Err(Error::Cdp {
                message: format!("{method}: {}", err["message"].as_str().unwrap_or("failed")),
            });
        }
        Ok(Some(
            answer
                .get_mut("result")
                .map(Value::take)
                .unwrap_or_default(),
        ))
    }

    /// Whether the browser closed the connection.
    pub(crate) fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }
}

fn gone() -> Error {
    Error::Cdp {
        message: "the browser closed its DevTools pipe".into(),
    }
}

/// One page target, attached as a flat session.
#[derive(Debug, Clone)]
pub(crate) struct Page {
    conn: Arc<Connection>,
    /// The target id (also the main frame's id).
    pub(crate) target_id: String,
    session_id: String,
}

impl Page {
    /// Opens a new page on about:blank and attaches to it.
    pub(crate) fn create(conn: &Arc<Connection>) -> Result<Page, Error> {
        let created = conn.call(None, "Target.createTarget", json!({ "url": "about:blank" }))?;
        let target_id = created["targetId"].as_str().unwrap_or_default().to_string();
        let attached = conn.call(
            None,
            "Target.attachToTarget",
            json!({ "targetId": target_id, "flatten": true }),
        )?;
        let session_id = attached["sessionId"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        Ok(Page {
            conn: Arc::clone(conn),
            target_id,
            session_id,
        })
    }

    /// The page `target_id`, already attached as the flat session `session_id`.
    pub(crate) fn attached(conn: &Arc<Connection>, target_id: &str, session_id: &str) -> Page {
        Page {
            conn: Arc::clone(conn),
            target_id: target_id.to_string(),
            session_id: session_id.to_string(),
        }
    }

    /// The flat session this page is attached as.
    pub(crate) fn session_id(&self) -> &str {
        &self.session_id
    }

    /// Sends a command to this page.
    pub(crate) fn call(&self, method: &str, params: Value) -> Result<Value, Error> {
        self.conn.call(Some(&self.session_id), method, params)
    }

    /// Sends a command to this page without waiting for its answer, even while the running
    /// action's calls are stopped.
    pub(crate) fn send_now(&self, method: &str, params: Value) {
        self.conn.send_now(Some(&self.session_id), method, params);
    }

    /// Sends several commands to this page at once and returns their answers in order
    /// ([`Connection::call_all`]): one round trip for commands that do not need each other's
    /// answers.
    pub(crate) fn call_all(&self, calls: Vec<(&str, Value)>) -> Vec<Result<Value, Error>> {
        self.conn.call_all(Some(&self.session_id), calls)
    }

    /// Sends a command to this page and waits at most `limit`; `None` when no answer came.
    pub(crate) fn call_within(
        &self,
        method: &str,
        params: Value,
        limit: Duration,
    ) -> Result<Option<Value>, Error> {
        self.conn
            .call_within(Some(&self.session_id), method, params, limit)
    }
}
