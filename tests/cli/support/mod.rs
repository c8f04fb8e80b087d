//! Test harness for running the `garuda-web` binary hermetically.
//!
//! [`Gw`] builds one invocation of the binary: fresh config/cache/state dirs, no proxy, key,
//! colour or log variables from the developer's environment, stdin closed, and a DNS server
//! that is either the test's [`FakeDns`] or a dead loopback port, so no test can ever reach the
//! machine's real resolver. [`Outcome`] holds what came back and offers assertions that print
//! the whole invocation (command line, exit code, stdout, stderr) when they fail.
//!
//! The local servers live next door: [`http`] (plain HTTP with scripted replies), [`https`]
//! (the same over rustls with a throwaway CA) and [`dns`] (a fake DNS server with A/AAAA
//! answers, answer sequences for rebinding, and query counting). [`pty`] runs the same
//! invocation on a pseudo-terminal to drive the approval prompt by keys.
//!
//! This module does not know the product's behaviour beyond the contract's observable surface
//! (flags, environment variables, exit codes, the `--json` shape); tests decide what to expect.

#![allow(
    dead_code,
    reason = "shared harness: each suite uses only some of the helpers"
)]

pub(crate) mod dns;
pub(crate) mod http;
pub(crate) mod https;
pub(crate) mod providers;
pub(crate) mod proxy;
pub(crate) mod pty;

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use serde_json::Value;

pub(crate) use dns::{FakeDns, Qtype};
pub(crate) use http::{Reply, Server};
pub(crate) use https::TestCa;

/// Variables removed from the child's environment so the developer's shell cannot change a
/// test's outcome (proxies in every spelling, TLS trust overrides, keys, colour, logging).
const SCRUBBED_ENV: &[&str] = &[
    "HTTP_PROXY",
    "HTTPS_PROXY",
    "ALL_PROXY",
    "NO_PROXY",
    "http_proxy",
    "https_proxy",
    "all_proxy",
    "no_proxy",
    "SSL_CERT_FILE",
    "SSL_CERT_DIR",
    "BRAVE_API_KEY",
    "TAVILY_API_KEY",
    "GEMINI_API_KEY",
    "ANTHROPIC_API_KEY",
    "NO_COLOR",
    "CLICOLOR",
    "CLICOLOR_FORCE",
    "RUST_LOG",
    "RUST_BACKTRACE",
    "XDG_CONFIG_HOME",
    "XDG_CACHE_HOME",
    "XDG_STATE_HOME",
    "XDG_DATA_HOME",
];

/// Where DNS goes when a test attaches no [`FakeDns`]: the discard port on loopback, where
/// nothing listens, so a lookup fails fast instead of leaving the machine.
const DEAD_DNS: &str = "127.0.0.1:9";

/// How long an invocation may run before the harness kills it and fails the test.
const DEFAULT_KILL_AFTER: Duration = Duration::from_secs(30);

/// The per-invocation directories, shared by clones of one [`Gw`] so that several calls can
/// see the same cache, config and session state.
#[derive(Debug)]
struct Dirs {
    /// Owns everything below; removed on drop.
    _root: tempfile::TempDir,
    config: PathBuf,
    cache: PathBuf,
    state: PathBuf,
    home: PathBuf,
}

impl Dirs {
    fn new() -> Self {
        let root = tempfile::Builder::new()
            .prefix("garuda-web-test-")
            .tempdir()
            .expect("create temp dir");
        let make = |name: &str| {
            let dir = root.path().join(name);
            std::fs::create_dir_all(&dir).expect("create test dir");
            dir
        };
        Dirs {
            config: make("config"),
            cache: make("cache"),
            state: make("state"),
            home: make("home"),
            _root: root,
        }
    }
}

/// One invocation of the `garuda-web` binary, built step by step and started with
/// [`Gw::run`].
///
/// Cloning keeps the same directories (config, cache, state), so a test can run a second
/// command against the state the first one left: `let again = gw.clone().args([...])` —
/// note that the clone also keeps the arguments; use [`Gw::reset_args`] to start over.
#[derive(Debug, Clone)]
pub(crate) struct Gw {
    args: Vec<OsString>,
    env: Vec<(OsString, Option<OsString>)>,
    dirs: Arc<Dirs>,
    kill_after: Duration,
}

impl Default for Gw {
    fn default() -> Self {
        Self::new()
    }
}

impl Gw {
    /// A hermetic invocation with no arguments yet: fresh config/cache/state/home dirs, the
    /// scrubbed variables removed, and DNS pointed at a dead loopback port.
    pub(crate) fn new() -> Self {
        let dirs = Arc::new(Dirs::new());
        let mut gw = Gw {
            args: Vec::new(),
            env: Vec::new(),
            dirs,
            kill_after: DEFAULT_KILL_AFTER,
        };
        gw.env
            .push(("GARUDA_WEB_DNS".into(), Some(DEAD_DNS.into())));
        gw
    }

    /// Shortcut for `Gw::new().args(["fetch", url])`.
    pub(crate) fn fetch(url: &str) -> Self {
        Self::new().args(["fetch", url])
    }

    /// Appends one argument.
    pub(crate) fn arg(mut self, arg: impl AsRef<OsStr>) -> Self {
        self.args.push(arg.as_ref().to_owned());
        self
    }

    /// Appends several arguments.
    pub(crate) fn args<I, S>(mut self, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.args
            .extend(args.into_iter().map(|a| a.as_ref().to_owned()));
        self
    }

    /// Drops all arguments (keeps environment and directories).
    pub(crate) fn reset_args(mut self) -> Self {
        self.args.clear();
        self
    }

    /// Sets an environment variable for the child (after the scrubbing, so it wins).
    pub(crate) fn env(mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> Self {
        self.env
            .push((key.as_ref().to_owned(), Some(value.as_ref().to_owned())));
        self
    }

    /// Removes an environment variable from the child.
    pub(crate) fn env_remove(mut self, key: impl AsRef<OsStr>) -> Self {
        self.env.push((key.as_ref().to_owned(), None));
        self
    }

    /// Points the binary's resolver at `dns` (`GARUDA_WEB_DNS=127.0.0.1:PORT`).
    pub(crate) fn dns(self, dns: &FakeDns) -> Self {
        let endpoint = dns.endpoint();
        self.env("GARUDA_WEB_DNS", endpoint)
    }

    /// Makes the binary trust `ca` (`SSL_CERT_FILE` = the CA's PEM file).
    pub(crate) fn ca(self, ca: &TestCa) -> Self {
        let path = ca.pem_path().to_owned();
        self.env("SSL_CERT_FILE", path)
    }

    /// Writes `config.json` in the config dir (the text is written as given, so malformed
    /// files can be tested too).
    pub(crate) fn config_json(self, text: &str) -> Self {
        std::fs::write(self.dirs.config.join("config.json"), text).expect("write config.json");
        self
    }

    /// Writes `policy.json` in the config dir.
    pub(crate) fn policy_json(self, text: &str) -> Self {
        std::fs::write(self.dirs.config.join("policy.json"), text).expect("write policy.json");
        self
    }

    /// Kills the child and fails the test if it runs longer than `limit` (default 30 s).
    pub(crate) fn kill_after(mut self, limit: Duration) -> Self {
        self.kill_after = limit;
        self
    }

    /// The config dir given to the binary (`GARUDA_WEB_CONFIG_DIR`).
    pub(crate) fn config_dir(&self) -> &Path {
        &self.dirs.config
    }

    /// The cache dir given to the binary (`GARUDA_WEB_CACHE_DIR`).
    pub(crate) fn cache_dir(&self) -> &Path {
        &self.dirs.cache
    }

    /// The state dir given to the binary (`GARUDA_WEB_STATE_DIR`).
    pub(crate) fn state_dir(&self) -> &Path {
        &self.dirs.state
    }

    /// The command line as a shell-ish string, for failure messages.
    fn describe(&self) -> String {
        let mut out = String::from("garuda-web");
        for arg in &self.args {
            let arg = arg.to_string_lossy();
            if arg
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_./:=,@".contains(c))
                && !arg.is_empty()
            {
                out.push(' ');
                out.push_str(&arg);
            } else {
                out.push_str(" '");
                out.push_str(&arg.replace('\'', r"'\''"));
                out.push('\'');
            }
        }
        out
    }

    /// Builds the `std::process::Command` this invocation stands for, with the hermetic
    /// environment; tests that manage the process themselves (signals) start it directly.
    pub(crate) fn command(&self) -> Command {
        let mut cmd = Command::new(assert_cmd::cargo::cargo_bin!("garuda-web"));
        cmd.args(&self.args);
        for (key, _) in std::env::vars_os() {
            if key.to_string_lossy().starts_with("GARUDA_WEB_") {
                cmd.env_remove(&key);
            }
        }
        for key in SCRUBBED_ENV {
            cmd.env_remove(key);
        }
        cmd.env("GARUDA_WEB_CONFIG_DIR", &self.dirs.config)
            .env("GARUDA_WEB_CACHE_DIR", &self.dirs.cache)
            .env("GARUDA_WEB_STATE_DIR", &self.dirs.state)
            .env("HOME", &self.dirs.home);
        for (key, value) in &self.env {
            match value {
                Some(value) => cmd.env(key, value),
                None => cmd.env_remove(key),
            };
        }
        cmd.stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        cmd
    }

    /// Runs the binary to completion and returns what it did. Panics (failing the test) if it
    /// cannot be started or runs longer than the kill limit.
    pub(crate) fn run(&self) -> Outcome {
        let started = Instant::now();
        let mut child = self.command().spawn().expect("start garuda-web");
        let mut stdout = child.stdout.take().expect("piped stdout");
        let mut stderr = child.stderr.take().expect("piped stderr");
        let out_reader = thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = stdout.read_to_end(&mut buf);
            buf
        });
        let err_reader = thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = stderr.read_to_end(&mut buf);
            buf
        });
        let status = loop {
            if let Some(status) = child.try_wait().expect("wait for garuda-web") {
                break status;
            }
            if started.elapsed() > self.kill_after {
                let _ = child.kill();
                let _ = child.wait();
                let stdout = out_reader.join().unwrap_or_default();
                let stderr = err_reader.join().unwrap_or_default();
                panic!(
                    "garuda-web hung: killed after {:?}\ncommand: {}\n--- stdout ---\n{}\n--- stderr ---\n{}",
                    self.kill_after,
                    self.describe(),
                    String::from_utf8_lossy(&stdout),
                    String::from_utf8_lossy(&stderr),
                );
            }
            thread::sleep(Duration::from_millis(5));
        };
        let stdout = out_reader.join().expect("stdout reader");
        let stderr = err_reader.join().expect("stderr reader");
        Outcome {
            command: self.describe(),
            code: status.code(),
            stdout: String::from_utf8_lossy(&stdout).into_owned(),
            stderr: String::from_utf8_lossy(&stderr).into_owned(),
            elapsed: started.elapsed(),
        }
    }
}

/// What one invocation did: exit code, captured output and wall time.
///
/// The assertion methods return `&Self` so they chain; each one panics with the full
/// invocation on failure. The `check_*` variants return `Err(description)` instead, for
/// table-driven tests that collect every failing case before failing.
#[derive(Debug, Clone)]
pub(crate) struct Outcome {
    /// The command line, for messages.
    pub(crate) command: String,
    /// Exit code; `None` when the process died from a signal.
    pub(crate) code: Option<i32>,
    /// Everything written to stdout (lossy UTF-8).
    pub(crate) stdout: String,
    /// Everything written to stderr (lossy UTF-8).
    pub(crate) stderr: String,
    /// Wall time from spawn to exit.
    pub(crate) elapsed: Duration,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "command: {}", self.command)?;
        writeln!(f, "exit code: {:?} (after {:?})", self.code, self.elapsed)?;
        writeln!(f, "--- stdout ---\n{}", self.stdout.trim_end())?;
        write!(f, "--- stderr ---\n{}", self.stderr.trim_end())
    }
}

impl Outcome {
    /// Panics with `what` and the whole invocation.
    #[track_caller]
    fn fail(&self, what: &str) -> ! {
        panic!("{what}\n{self}")
    }

    /// Stdout parsed as exactly one JSON object (G-01), or why it is not one.
    pub(crate) fn try_json(&self) -> Result<Value, String> {
        let value: Value = serde_json::from_str(&self.stdout)
            .map_err(|e| format!("stdout is not exactly one JSON value ({e})"))?;
        if !value.is_object() {
            return Err("stdout is JSON but not an object".into());
        }
        Ok(value)
    }

    /// Stdout parsed as exactly one JSON object; panics otherwise (G-01: with `--json`, stdout
    /// carries one object and nothing else, on success and on failure).
    #[track_caller]
    pub(crate) fn json(&self) -> Value {
        self.try_json().unwrap_or_else(|e| self.fail(&e))
    }

    /// Asserts stdout is exactly one JSON object.
    #[track_caller]
    pub(crate) fn json_only(&self) -> &Self {
        self.json();
        self
    }

    /// Asserts the exit code.
    #[track_caller]
    pub(crate) fn code(&self, expected: i32) -> &Self {
        if self.code != Some(expected) {
            self.fail(&format!("expected exit code {expected}"));
        }
        self
    }

    /// Asserts exit code 0.
    #[track_caller]
    pub(crate) fn success(&self) -> &Self {
        self.code(0)
    }

    /// `error.code` from the `--json` failure object, or why there is none.
    pub(crate) fn try_error_code(&self) -> Result<String, String> {
        let json = self.try_json()?;
        json.pointer("/error/code")
            .and_then(Value::as_str)
            .map(str::to_owned)
            .ok_or_else(|| "JSON has no string error.code".into())
    }

    /// `error.message` from the `--json` failure object ("" when absent).
    pub(crate) fn error_message(&self) -> String {
        self.try_json()
            .ok()
            .and_then(|j| {
                j.pointer("/error/message")
                    .and_then(Value::as_str)
                    .map(str::to_owned)
            })
            .unwrap_or_default()
    }

    /// `error.hint` from the `--json` failure object ("" when absent).
    pub(crate) fn error_hint(&self) -> String {
        self.try_json()
            .ok()
            .and_then(|j| {
                j.pointer("/error/hint")
                    .and_then(Value::as_str)
                    .map(str::to_owned)
            })
            .unwrap_or_default()
    }

    /// Asserts `error.code` in the `--json` output (which must be exactly one object).
    #[track_caller]
    pub(crate) fn error_code(&self, expected: &str) -> &Self {
        match self.try_error_code() {
            Ok(code) if code == expected => self,
            Ok(code) => self.fail(&format!("expected error.code {expected:?}, got {code:?}")),
            Err(e) => self.fail(&format!("expected error.code {expected:?}: {e}")),
        }
    }

    /// Asserts exit code and `error.code` together: the usual shape of a refusal.
    #[track_caller]
    pub(crate) fn fails_with(&self, exit: i32, error_code: &str) -> &Self {
        if let Err(e) = self.check_fails_with(exit, &[error_code]) {
            self.fail(&e);
        }
        self
    }

    /// Like [`Outcome::fails_with`], accepting any of `error_codes`; returns the mismatch
    /// instead of panicking.
    pub(crate) fn check_fails_with(&self, exit: i32, error_codes: &[&str]) -> Result<(), String> {
        let got = self.try_error_code();
        let code_ok = self.code == Some(exit);
        let error_ok = matches!(&got, Ok(c) if error_codes.contains(&c.as_str()));
        if code_ok && error_ok {
            return Ok(());
        }
        Err(format!(
            "expected exit {exit} with error.code {}, got exit {:?} with {}",
            error_codes.join(" or "),
            self.code,
            match got {
                Ok(c) => format!("error.code {c:?}"),
                Err(e) => e,
            }
        ))
    }

    /// Asserts `error.message` contains `needle`.
    #[track_caller]
    pub(crate) fn message_contains(&self, needle: &str) -> &Self {
        if !self.error_message().contains(needle) {
            self.fail(&format!("expected error.message to contain {needle:?}"));
        }
        self
    }

    /// Asserts stderr contains `needle`.
    #[track_caller]
    pub(crate) fn stderr_contains(&self, needle: &str) -> &Self {
        if !self.stderr.contains(needle) {
            self.fail(&format!("expected stderr to contain {needle:?}"));
        }
        self
    }

    /// Asserts stdout contains `needle`.
    #[track_caller]
    pub(crate) fn stdout_contains(&self, needle: &str) -> &Self {
        if !self.stdout.contains(needle) {
            self.fail(&format!("expected stdout to contain {needle:?}"));
        }
        self
    }

    /// Asserts stderr is empty.
    #[track_caller]
    pub(crate) fn stderr_empty(&self) -> &Self {
        if !self.stderr.is_empty() {
            self.fail("expected empty stderr");
        }
        self
    }

    /// Asserts the G-03 error shape on stderr: a `garuda-web: error: ` line followed later by
    /// a `hint: ` line.
    #[track_caller]
    pub(crate) fn stderr_has_error_and_hint(&self) -> &Self {
        let error_line = self
            .stderr
            .lines()
            .position(|l| l.starts_with("garuda-web: error: "));
        let hint_line = self.stderr.lines().position(|l| l.starts_with("hint: "));
        match (error_line, hint_line) {
            (Some(e), Some(h)) if e < h => self,
            _ => self.fail("expected stderr `garuda-web: error: …` followed by `hint: …`"),
        }
    }

    /// Asserts the process finished within `limit` (for timeout behaviour, not speed).
    #[track_caller]
    pub(crate) fn within(&self, limit: Duration) -> &Self {
        if self.elapsed > limit {
            self.fail(&format!("expected to finish within {limit:?}"));
        }
        self
    }
}
