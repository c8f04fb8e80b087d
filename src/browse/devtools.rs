//! A DevTools protocol connection to the browser: one WebSocket, commands matched to their
//! answers by id, events handed to one listener.
//!
//! Why not headless_chrome's transport: it guards one WebSocket with a mutex that its reader
//! holds through a 100 ms read timeout and then parks for up to 100 ms, so every command waited
//! 50–100 ms for its turn and a snapshot (a dozen commands) took about a second. Here the reading
//! and the writing side are two WebSocket values over clones of the same TCP stream: the reader
//! blocks in `read` on its own, a command is written at once, and its answer wakes the caller
//! through a channel. Measured in bench/browse.sh.

use std::collections::HashMap;
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};
use tungstenite::protocol::{Role, WebSocket};
use tungstenite::{Message, client::client};

use super::Error;

/// Receives every event: method, params, and the session it belongs to (flat sessions).
pub(crate) type Listener = dyn Fn(&str, &Value, Option<&str>) + Send + Sync;

/// How long one command may take before the call gives up.
const COMMAND_LIMIT: Duration = Duration::from_secs(90);

/// A connection to the browser's DevTools endpoint.
pub(crate) struct Connection {
    writer: Mutex<WebSocket<TcpStream>>,
    next_id: AtomicU64,
    pending: Arc<Mutex<HashMap<u64, Sender<Value>>>>,
    closed: Arc<AtomicBool>,
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection").finish_non_exhaustive()
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Connection {
    /// Connects to `ws_url` (`ws://127.0.0.1:PORT/devtools/browser/ID`); events go to
    /// `listener`, on the reading thread (it must not call back into the connection).
    pub(crate) fn open(ws_url: &str, listener: Box<Listener>) -> Result<Arc<Connection>, Error> {
        let failed = |e: String| Error::Cdp {
            message: format!("cannot connect to DevTools at {ws_url}: {e}"),
        };
        let url = url::Url::parse(ws_url).map_err(|e| failed(e.to_string()))?;
        let port = url
            .port()
            .ok_or_else(|| failed("the DevTools URL names no port".into()))?;
        // The endpoint is the browser this process started: always on 127.0.0.1.
        let stream = crate::net::loopback::connect(port).map_err(|e| failed(e.to_string()))?;
        let (writer, _) = client(ws_url, stream).map_err(|e| failed(e.to_string()))?;
        let read_half = writer
            .get_ref()
            .try_clone()
            .map_err(|e| failed(e.to_string()))?;
        let mut config = tungstenite::protocol::WebSocketConfig::default();
        config.max_message_size = Some(256 << 20);
        config.max_frame_size = Some(256 << 20);
        let mut reader = WebSocket::from_raw_socket(read_half, Role::Client, Some(config));
        let pending: Arc<Mutex<HashMap<u64, Sender<Value>>>> = Arc::default();
        let closed = Arc::new(AtomicBool::new(false));
        let (thread_pending, thread_closed) = (Arc::clone(&pending), Arc::clone(&closed));
        std::thread::Builder::new()
            .name("devtools-read".into())
            .spawn(move || {
                loop {
                    let text = match reader.read() {
                        Ok(Message::Text(t)) => t,
                        Ok(Message::Close(_)) | Err(_) => break,
                        Ok(_) => continue,
                    };
                    let Ok(value) = serde_json::from_str::<Value>(text.as_str()) else {
                        continue;
                    };
                    if let Some(id) = value.get("id").and_then(Value::as_u64) {
                        if let Some(tx) = lock(&thread_pending).remove(&id) {
                            let _ = tx.send(value);
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
            writer: Mutex::new(writer),
            next_id: AtomicU64::new(1),
            pending,
            closed,
        }))
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
        if self.closed.load(Ordering::SeqCst) {
            return Err(gone());
        }
        let id = self.next_id.fetch_add(1, Ordering::SeqCst);
        let (tx, rx) = mpsc::channel();
        lock(&self.pending).insert(id, tx);
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(s) = session {
            message["sessionId"] = json!(s);
        }
        let sent = lock(&self.writer).send(Message::text(message.to_string()));
        if let Err(e) = sent {
            lock(&self.pending).remove(&id);
            return Err(Error::Cdp {
                message: format!("{method}: {e}"),
            });
        }
        let answer = match rx.recv_timeout(limit) {
            Ok(answer) => answer,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                lock(&self.pending).remove(&id);
                return Ok(None);
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => return Err(gone()),
        };
        if let Some(err) = answer.get("error") {
            return Err(Error::Cdp {
                message: format!("{method}: {}", err["message"].as_str().unwrap_or("failed")),
            });
        }
        Ok(Some(answer["result"].clone()))
    }

    /// Whether the browser closed the connection.
    pub(crate) fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }
}

fn gone() -> Error {
    Error::Cdp {
        message: "the browser closed the DevTools connection".into(),
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

    /// The flat session this page is attached as.
    pub(crate) fn session_id(&self) -> &str {
        &self.session_id
    }

    /// Sends a command to this page.
    pub(crate) fn call(&self, method: &str, params: Value) -> Result<Value, Error> {
        self.conn.call(Some(&self.session_id), method, params)
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
