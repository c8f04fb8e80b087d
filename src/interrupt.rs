//! The signals that end a call (G-02): SIGINT (Ctrl-C), SIGTERM (`timeout`, CI runners, most
//! agent harnesses) and SIGHUP (the terminal went away). `run()` listens for them on a thread of
//! their own ([`listen`]) while the command works on another; on a signal it reports one
//! `interrupted` error (with `--json`, the one JSON object) and returns the signal's exit
//! status — nothing calls `process::exit`.
//!
//! The command's own thread is not unwound on a signal (it may be blocked in a read); work that
//! must be torn down before the process ends (a browser it started) needs a way to hear of the
//! signal and return `Error::Interrupted` so its `Drop`s run — to be added with that work.

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

use crate::exit::ExitStatus;

/// A signal that ends the call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Signal {
    /// SIGINT: Ctrl-C.
    Interrupt,
    /// SIGTERM: asked to stop.
    Terminate,
    /// SIGHUP: the terminal closed.
    HangUp,
}

impl Signal {
    /// Its usual name, for messages.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Signal::Interrupt => "SIGINT",
            Signal::Terminate => "SIGTERM",
            Signal::HangUp => "SIGHUP",
        }
    }

    /// The exit status it ends the call with (G-02).
    pub(crate) fn exit_status(self) -> ExitStatus {
        match self {
            Signal::Interrupt => ExitStatus::Interrupted,
            Signal::Terminate => ExitStatus::Terminated,
            Signal::HangUp => ExitStatus::HungUp,
        }
    }

    fn from_raw(raw: i32) -> Option<Signal> {
        match raw {
            SIGINT => Some(Signal::Interrupt),
            SIGTERM => Some(Signal::Terminate),
            SIGHUP => Some(Signal::HangUp),
            _ => None,
        }
    }
}

/// Starts a thread that calls `on_signal` for every SIGINT, SIGTERM and SIGHUP. When the
/// handlers cannot be installed the signals keep their default action (the process dies, and
/// the shell reports 128 + the signal), which is the next best thing.
pub(crate) fn listen(on_signal: impl Fn(Signal) + Send + 'static) -> std::io::Result<()> {
    let mut signals = Signals::new([SIGINT, SIGTERM, SIGHUP])?;
    std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            for raw in signals.forever() {
                if let Some(signal) = Signal::from_raw(raw) {
                    on_signal(signal);
                }
            }
        })?;
    Ok(())
}
