//! Stopping requests in flight (M-05): a [`Cancel`] token, handed to a
//! [`Client`](super::client::Client) by whoever may have to stop its requests (an MCP call
//! its client cancelled). Cancelling shuts down the connections of every request running
//! with the token (ureq's `Agent::shutdown`), so a read blocked on a slow server returns at
//! once instead of at the end of the download or of the time limit; a request that starts
//! afterwards fails before it connects. Resolving and connecting are not interrupted: their
//! own, shorter limits bound them.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use ureq::Agent;

/// A cancel switch shared by the one who cancels and the requests it stops; clones share it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Cancel(Arc<Shared>);

#[derive(Debug, Default)]
struct Shared {
    cancelled: AtomicBool,
    /// The agents of the requests running now, each with its [`Watch`]'s number.
    running: Mutex<Vec<(u64, Agent)>>,
    next: AtomicU64,
}

impl Cancel {
    /// Cancels: every request running with this token loses its connections now, and later
    /// ones fail before connecting.
    pub(crate) fn cancel(&self) {
        let mut running = self.running();
        self.0.cancelled.store(true, Ordering::SeqCst);
        for (_, agent) in running.drain(..) {
            agent.shutdown();
        }
    }

    /// Whether [`Cancel::cancel`] was called.
    pub(crate) fn is_cancelled(&self) -> bool {
        self.0.cancelled.load(Ordering::SeqCst)
    }

    /// Puts `agent`'s connections under this token until the returned [`Watch`] is dropped;
    /// `None` when the token is already cancelled (the request must not start).
    pub(super) fn watch(&self, agent: &Agent) -> Option<Watch> {
        let mut running = self.running();
        if self.is_cancelled() {
            return None;
        }
        let id = self.0.next.fetch_add(1, Ordering::SeqCst);
        running.push((id, agent.clone()));
        Some(Watch {
            cancel: self.clone(),
            id,
        })
    }

    fn running(&self) -> MutexGuard<'_, Vec<(u64, Agent)>> {
        self.0
            .running
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

/// One agent under a [`Cancel`]; dropping it (the request is over) lets the agent go.
#[derive(Debug)]
pub(super) struct Watch {
    cancel: Cancel,
    id: u64,
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.cancel.running().retain(|(id, _)| *id != self.id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // M-05: a token cancelled before a request starts refuses it; a watch ends with its
    // request and leaves nothing behind.
    #[test]
    fn m05_watch_refused_after_cancel_and_released_on_drop() {
        let cancel = Cancel::default();
        let agent = Agent::new_with_defaults();
        let watch = cancel.watch(&agent).expect("not cancelled yet");
        assert_eq!(cancel.running().len(), 1);
        drop(watch);
        assert!(cancel.running().is_empty());
        let _held = cancel.watch(&agent).expect("not cancelled yet");
        cancel.cancel();
        assert!(cancel.is_cancelled());
        assert!(cancel.running().is_empty(), "cancel shut the agent down");
        assert!(cancel.watch(&agent).is_none());
    }
}
