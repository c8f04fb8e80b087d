//! Progress of a call (M-05): when the client sent a progress token, each step of the
//! call's requests (resolving, connecting, the request sent, the status, the body arriving)
//! becomes a `notifications/progress` with a message. The network layer tells its steps on the
//! call's thread; they go through a channel to a task that sends them in order, so the
//! request never waits for the client.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use rmcp::model::{ProgressNotificationParam, ProgressToken};
use rmcp::service::{Peer, RoleServer};
use tokio::sync::mpsc;

use crate::net::event::{Event, Observer};

/// How often the body's progress is told at most.
const BODY_EVERY: Duration = Duration::from_millis(250);

/// Starts sending progress for `token` to `peer`: returns the observer for the call's
/// requests and the task that sends, which ends once the observer is dropped.
pub(crate) fn start(
    peer: Peer<RoleServer>,
    token: ProgressToken,
) -> (Observer, tokio::task::JoinHandle<()>) {
    let (tell, mut told) = mpsc::unbounded_channel::<(f64, String)>();
    let sender = tokio::spawn(async move {
        while let Some((progress, message)) = told.recv().await {
            let param =
                ProgressNotificationParam::new(token.clone(), progress).with_message(message);
            if peer.notify_progress(param).await.is_err() {
                break;
            }
        }
    });
    let state = Mutex::new(Steps {
        last: 0,
        body_base: None,
        last_body: None,
    });
    let observer = Observer::new(move |event| {
        let mut state = state.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(told) = state.step(event) {
            let _ = tell.send(told);
        }
    });
    (observer, sender)
}

/// What was told so far: progress must grow with every notification.
struct Steps {
    /// The progress last told.
    last: u64,
    /// The progress when the body started to arrive.
    body_base: Option<u64>,
    /// When the body's progress was last told.
    last_body: Option<Instant>,
}

impl Steps {
    /// The notification for `event`, if it is worth one: `(progress, message)`. Each step
    /// adds one; while the body arrives, progress is the steps before it plus the bytes.
    fn step(&mut self, event: &Event<'_>) -> Option<(f64, String)> {
        let message = match event {
            Event::Resolving { host } => format!("{host}: resolving"),
            Event::Connecting { addr, .. } => format!("connecting to {addr}"),
            Event::TlsHandshake { host } => format!("{host}: TLS handshake"),
            Event::Sent { url, .. } => format!("{url}: waiting for the server"),
            Event::Status { code, .. } => format!("status {code}"),
            Event::Redirect { to, .. } => format!("redirected to {to}"),
            Event::Progress { bytes, total } => {
                let now = Instant::now();
                let finished = Some(*bytes) == *total;
                if !finished
                    && self
                        .last_body
                        .is_some_and(|last| now.duration_since(last) < BODY_EVERY)
                {
                    return None;
                }
                let base = *self.body_base.get_or_insert(self.last);
                let progress = base + bytes;
                if progress <= self.last {
                    return None;
                }
                self.last_body = Some(now);
                self.last = progress;
                let message = match total {
                    Some(total) => format!("received {bytes} of {total} bytes"),
                    None => format!("received {bytes} bytes"),
                };
                return Some((progress as f64, message));
            }
            Event::Received { bytes } => format!("received {bytes} bytes; converting"),
            _ => return None,
        };
        self.last += 1;
        Some((self.last as f64, message))
    }
}
