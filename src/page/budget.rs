//! The time-budgeted worker every conversion runs on (R-02, F-60): the work runs on its own
//! thread with a large stack, the caller waits at most `budget` for it, and a panic inside the
//! work (a third-party parser's bug) comes back as an error value instead of unwinding into — or
//! aborting — the process.
//!
//! A worker that overruns its budget is not killed (threads cannot be); it is detached and the
//! caller moves on. Converters check their deadline at regular checkpoints, so they stop soon
//! after; a parser that cannot be interrupted runs on until the process exits, which `fetch`
//! does right after printing the error.

use std::any::Any;
use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Once, mpsc};
use std::time::{Duration, Instant};

/// Why budgeted work produced no result.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Stopped {
    /// The work did not finish within its budget.
    #[error("took longer than its budget of {budget:?}")]
    TimedOut {
        /// The budget that was exceeded.
        budget: Duration,
    },
    /// The work panicked; the panic's message is kept.
    #[error("crashed inside the parser ({message})")]
    Panicked {
        /// The panic's message, or a description when it had none.
        message: String,
    },
    /// The worker thread could not be started.
    #[error("could not start a worker thread ({reason})")]
    NoThread {
        /// The operating system's reason.
        reason: String,
    },
}

/// Stack of a worker thread: headroom for parsers that recurse (lol_html, PDF object parsers).
pub const WORKER_STACK: usize = 16 << 20;

/// A deadline far enough away to mean "none" when `budget` overflows `Instant`.
const ONE_YEAR: Duration = Duration::from_secs(365 * 24 * 3600);

/// The instant `budget` from now (saturating far in the future).
pub fn deadline(budget: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(budget).unwrap_or(now + ONE_YEAR)
}

/// Runs `work` on a worker thread named `name` and waits at most `budget` for its result.
///
/// `work` receives its deadline (now + `budget`) so it can stop itself at checkpoints. A panic in
/// `work` is caught and returned as [`Stopped::Panicked`]; the default panic message is not
/// printed for it (stderr belongs to the output layer, G-01).
pub fn run<T, F>(name: &str, budget: Duration, work: F) -> Result<T, Stopped>
where
    T: Send + 'static,
    F: FnOnce(Instant) -> T + Send + 'static,
{
    install_quiet_hook();
    let deadline = deadline(budget);
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .name(name.to_string())
        .stack_size(WORKER_STACK)
        .spawn(move || {
            QUIET.with(|q| q.set(true));
            let outcome = panic::catch_unwind(AssertUnwindSafe(|| work(deadline)));
            // The receiver is gone when the caller gave up waiting; nothing to do then.
            let _ = tx.send(outcome.map_err(|payload| Stopped::Panicked {
                message: panic_message(payload.as_ref()),
            }));
        })
        .map_err(|e| Stopped::NoThread {
            reason: e.to_string(),
        })?;
    match rx.recv_timeout(budget) {
        Ok(outcome) => outcome,
        Err(mpsc::RecvTimeoutError::Timeout) => Err(Stopped::TimedOut { budget }),
        // The thread ended without sending: only a panic that escaped catch_unwind (a panic
        // while panicking) gets here.
        Err(mpsc::RecvTimeoutError::Disconnected) => Err(Stopped::Panicked {
            message: "the worker thread stopped without a result".into(),
        }),
    }
}

thread_local! {
    /// True on worker threads: their panics are reported as values, not printed.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Wraps the process's panic hook once so that panics on worker threads print nothing.
fn install_quiet_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !QUIET.with(Cell::get) {
                previous(info);
            }
        }));
    });
}

/// The text of a panic payload (`panic!("…")` carries a `&str` or a `String`).
fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn returns_the_work_result() {
        assert_eq!(run("t-ok", Duration::from_secs(5), |_| 41 + 1), Ok(42));
    }

    // R-02, F-60: a panicking parser is an error value, with its message, not an abort.
    #[test]
    fn a_panic_becomes_an_error() {
        let got: Result<(), Stopped> = run("t-panic", Duration::from_secs(5), |_| {
            let v: Vec<u8> = Vec::new();
            let i = v.len() + 3;
            panic!("index {i} out of range")
        });
        assert_eq!(
            got,
            Err(Stopped::Panicked {
                message: "index 3 out of range".into()
            })
        );
        // The process goes on: a second run works.
        assert_eq!(
            run("t-after", Duration::from_secs(5), |_| "fine"),
            Ok("fine")
        );
    }

    // work that never returns is abandoned at the budget, not waited for.
    #[test]
    fn a_loop_is_stopped_at_the_budget() {
        let (release, wait) = mpsc::channel::<()>();
        let started = Instant::now();
        let got = run("t-loop", Duration::from_millis(50), move |_| {
            // Blocks until the test is over (the sender is dropped then).
            let _ = wait.recv();
        });
        assert_eq!(
            got,
            Err(Stopped::TimedOut {
                budget: Duration::from_millis(50)
            })
        );
        assert!(started.elapsed() >= Duration::from_millis(50));
        drop(release);
    }

    #[test]
    fn the_deadline_is_passed_to_the_work() {
        let before = Instant::now();
        let deadline = run("t-deadline", Duration::from_secs(7), |d| d).unwrap();
        assert!(deadline >= before + Duration::from_secs(7));
        assert!(deadline <= Instant::now() + Duration::from_secs(7));
        assert!(super::deadline(Duration::MAX) > before);
    }
}
