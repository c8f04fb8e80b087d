//! Runs the binary on a real pseudo-terminal (rexpect: fork, new session, the pty as
//! controlling terminal and as stdin/stdout/stderr) to drive the approval prompt the way a
//! person does: by reading the screen and pressing keys. There is no switch in the binary that
//! pretends to be a terminal; these tests are the only way the prompt is exercised.
//!
//! [`Gw::pty`] starts the invocation with the same hermetic environment as [`Gw::run`];
//! [`Gw::pty_with_stdout`] sends stdout to a file instead, as `garuda-web fetch URL | head`
//! does. [`Pty`] waits for text (ANSI escapes stripped), sends keys, and collects the exit code
//! and the whole transcript for failure messages.
//!
//! Keys must only be sent while the program reads one: the prompt switches the terminal to raw
//! mode for each key it reads and back afterwards, and a key typed in between is echoed and
//! line-buffered by the terminal instead. [`Pty::wait_for_key_read`] waits for exactly that
//! moment by watching the terminal's own mode (no sleeping).

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use rexpect::process::WaitStatus;
use rexpect::session::{Options, PtySession};

use super::Gw;

/// How long to wait for one expected text or for the exit.
const PTY_TIMEOUT: Duration = Duration::from_secs(20);

/// Arrow down, as a terminal sends it.
pub(crate) const DOWN: &str = "\x1b[B";
/// Enter in raw mode.
pub(crate) const ENTER: &str = "\r";
/// Escape alone.
pub(crate) const ESC: &str = "\x1b";

/// A running invocation on a pty.
pub(crate) struct Pty {
    session: PtySession,
    command: String,
    transcript: String,
}

impl Gw {
    /// Starts this invocation on a new pseudo-terminal (stdin, stdout and stderr).
    pub(crate) fn pty(&self) -> Pty {
        self.spawn_on_pty(|_| {}, true)
    }

    /// Like [`Gw::pty`], but the terminal text keeps its ANSI escapes, for tests about colour.
    pub(crate) fn pty_keeping_escapes(&self) -> Pty {
        self.spawn_on_pty(|_| {}, false)
    }

    /// Starts this invocation on a new pseudo-terminal with stdout written to `file`: a
    /// terminal session whose output is piped away.
    pub(crate) fn pty_with_stdout(&self, file: &Path) -> Pty {
        let file = std::fs::File::create(file).expect("create stdout file");
        self.spawn_on_pty(
            move |cmd| {
                cmd.stdout(file);
            },
            true,
        )
    }

    /// Like [`Gw::pty_with_stdout`], but the terminal text keeps its ANSI escapes, for tests
    /// about what is drawn and erased on the terminal (the status line).
    pub(crate) fn pty_with_stdout_keeping_escapes(&self, file: &Path) -> Pty {
        let file = std::fs::File::create(file).expect("create stdout file");
        self.spawn_on_pty(
            move |cmd| {
                cmd.stdout(file);
            },
            false,
        )
    }

    /// Runs `sh -c script` on a new pseudo-terminal with this invocation's environment and
    /// `$GW` set to the binary: several calls from one shell share its terminal session, the
    /// way commands typed into one terminal do. This invocation's arguments are not used.
    pub(crate) fn pty_shell(&self, script: &str) -> Pty {
        let template = self.command();
        let mut cmd = Command::new("sh");
        cmd.arg("-c").arg(script);
        for (key, value) in template.get_envs() {
            match value {
                Some(v) => cmd.env(key, v),
                None => cmd.env_remove(key),
            };
        }
        cmd.env("GW", assert_cmd::cargo::cargo_bin!("garuda-web"))
            .env("TERM", "xterm");
        let session = rexpect::spawn_with_options(cmd, options(true)).expect("start sh on a pty");
        Pty {
            session,
            command: format!("sh -c {script:?}"),
            transcript: String::new(),
        }
    }

    fn spawn_on_pty(&self, adjust: impl FnOnce(&mut Command), strip_escapes: bool) -> Pty {
        let mut cmd = self.command();
        // The child's standard streams are the pty (rexpect sets them up before exec).
        cmd.stdin(Stdio::inherit())
            .stdout(Stdio::inherit())
            .stderr(Stdio::inherit())
            .env("TERM", "xterm");
        adjust(&mut cmd);
        let session = rexpect::spawn_with_options(cmd, options(strip_escapes))
            .expect("start garuda-web on a pty");
        Pty {
            session,
            command: self.describe(),
            transcript: String::new(),
        }
    }
}

/// Timeout per expectation; ANSI escapes stripped (unless a test is about them) so tests match
/// plain text.
fn options(strip_escapes: bool) -> Options {
    Options::new()
        .timeout_ms(Some(PTY_TIMEOUT.as_millis() as u64))
        .strip_ansi_escape_codes(strip_escapes)
}

impl Pty {
    /// Waits until `needle` appears on the terminal; returns the text before it. Panics with the
    /// transcript on timeout.
    #[track_caller]
    pub(crate) fn expect(&mut self, needle: &str) -> String {
        match self.session.exp_string(needle) {
            Ok(before) => {
                self.transcript.push_str(&before);
                self.transcript.push_str(needle);
                before
            }
            Err(e) => panic!(
                "waiting for {needle:?} on the terminal: {e}\ncommand: {}\n--- terminal so far \
                 ---\n{}",
                self.command, self.transcript
            ),
        }
    }

    /// Waits until the program reads a key: the terminal is in raw mode (not canonical). Call
    /// it before each key and after the screen shows the effect of the previous one.
    #[track_caller]
    pub(crate) fn wait_for_key_read(&mut self) {
        use nix::sys::termios::{LocalFlags, tcgetattr};
        let master = self
            .session
            .process()
            .get_file_handle()
            .expect("the pty's master side");
        let started = Instant::now();
        loop {
            // On Linux the master side reports the terminal's (the slave side's) modes.
            let mode = tcgetattr(&master).expect("read the terminal's mode");
            if !mode.local_flags.contains(LocalFlags::ICANON) {
                return;
            }
            if started.elapsed() > PTY_TIMEOUT {
                panic!(
                    "the program never read a key\ncommand: {}\n--- terminal so far ---\n{}",
                    self.command, self.transcript
                );
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// Sends keys.
    pub(crate) fn send(&mut self, keys: &str) {
        self.session.send(keys).expect("write to the pty");
        self.session.flush().expect("flush the pty");
    }

    /// Sends Ctrl-C (the byte a terminal sends; the terminal or the program turns it into
    /// SIGINT).
    pub(crate) fn ctrl_c(&mut self) {
        self.session.send_control('c').expect("send Ctrl-C");
    }

    /// Waits for the process to end; returns its exit code and everything it wrote to the
    /// terminal.
    #[track_caller]
    pub(crate) fn finish(mut self) -> (i32, String) {
        let rest = self.session.exp_eof().unwrap_or_default();
        self.transcript.push_str(&rest);
        let started = Instant::now();
        loop {
            match self.session.process().status() {
                Some(WaitStatus::Exited(_, code)) => return (code, self.transcript),
                Some(WaitStatus::Signaled(_, signal, _)) => panic!(
                    "garuda-web died from {signal:?}\ncommand: {}\n--- terminal ---\n{}",
                    self.command, self.transcript
                ),
                _ if started.elapsed() > PTY_TIMEOUT => panic!(
                    "garuda-web did not exit\ncommand: {}\n--- terminal ---\n{}",
                    self.command, self.transcript
                ),
                _ => std::thread::sleep(Duration::from_millis(10)),
            }
        }
    }
}
