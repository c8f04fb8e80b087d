//! Test harness for running the `garuda-web` binary hermetically.
//!
//! [`Gw`] builds one invocation of the binary: fresh config/cache/state dirs, no proxy, key,
//! colour or log variables from the developer's environment, stdin closed, and a DNS server
//! that is either the test's [`FakeDns`] or a dead loopback port, so no test can ever reach the
//! machine's real resolver.
//!
//! # Checking an outcome
//!
//! [`Gw::run`] returns an [`Outcome`]. **An outcome must have its exit code, its stdout and its
//! stderr each checked or explicitly waived before it is dropped**; otherwise the test fails
//! when the outcome goes out of scope, naming what was left unchecked (the model is just's test
//! builder, where every stream has an expected value). Every check panics with the whole
//! invocation (command line, exit code, stdout, stderr) when it fails, and returns `&Self` so
//! checks chain:
//!
//! ```ignore
//! Gw::fetch(&url).args(["--allow", "*"]).run().success().stderr_empty().stdout_contains("Hi");
//! let v = Gw::fetch(&url).arg("--json").run().json_ok();       // exit 0, stderr "", one object
//! Gw::fetch(&url).arg("--json").run().fails_with(3, "blocked_address"); // exit, code, stderr ""
//! ```
//!
//! | stream | checks (each marks the stream as checked) |
//! |---|---|
//! | exit code | [`Outcome::success`], [`Outcome::code`], [`Outcome::exit_code`] (read it yourself) |
//! | stdout | [`Outcome::stdout_eq`] (prints a diff), [`Outcome::stdout_contains`], [`Outcome::stdout_empty`], [`Outcome::json`], [`Outcome::stdout`] (read it yourself) |
//! | stderr | [`Outcome::stderr_empty`] (the usual one), [`Outcome::stderr_eq`], [`Outcome::stderr_contains`], [`Outcome::stderr_has_error_and_hint`], [`Outcome::stderr`] (read it yourself) |
//! | all three | [`Outcome::json_ok`] (exit 0, empty stderr, returns the object), [`Outcome::fails_with`] (`--json` failure: exit code, `error.code`, empty stderr — SPEC G-01) |
//!
//! Reading a stream with [`Outcome::stdout`], [`Outcome::stderr`] or [`Outcome::exit_code`]
//! counts as checking it: use them when you assert on the value yourself. When a test really
//! does not care about a stream, say so with [`Outcome::waive_stdout`],
//! [`Outcome::waive_stderr`] or [`Outcome::waive_code`], giving the reason. With `--json`
//! stderr is empty unless `-v` is given (SPEC G-01), so `stderr_empty` is the natural check
//! there; in text mode check the exact stderr or the G-03 `error:`/`hint:` shape.
//!
//! Check an outcome on the thread that ran it (it is not `Send`).
//!
//! [`diff`] renders a line diff of two texts for golden-file comparisons.
//!
//! # Processes the test steers
//!
//! [`Gw::spawn`] starts the invocation without waiting: a [`Running`] can be sent a signal
//! ([`Running::signal`]) or killed ([`Running::kill`]), and [`Running::wait`] turns it into an
//! [`Outcome`]. [`pty`] runs the same invocation on a pseudo-terminal to drive the approval
//! prompt by keys ([`pty::Pty::wait_for_key_read`] waits until the program reads a key).
//!
//! # Servers
//!
//! The local servers live next door: [`http`] (plain HTTP with scripted replies), [`https`]
//! (the same over rustls with a throwaway CA) and [`dns`] (a fake DNS server with A/AAAA
//! answers, answer sequences for rebinding, and query counting).
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

use std::cell::Cell;
use std::ffi::{OsStr, OsString};
use std::fmt;
use std::io::Read;
use std::panic::Location;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use serde_json::Value;

pub(crate) use dns::{FakeDns, Qtype};
pub(crate) use http::{Gate, Reply, Server};
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
    /// What the child reads on stdin; `None` closes it (/dev/null).
    stdin: Option<Arc<[u8]>>,
    /// Start the binary with descriptors 3 and 4 already open (not close-on-exec), as a shell
    /// with `3<file` or a careless parent would.
    inherited_fds: bool,
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
            stdin: None,
            inherited_fds: false,
        };
        gw.env
            .push(("GARUDA_WEB_DNS".into(), Some(DEAD_DNS.into())));
        gw
    }

    /// Feeds `bytes` to the child's stdin (closed after them) instead of /dev/null.
    pub(crate) fn stdin(mut self, bytes: impl Into<Vec<u8>>) -> Self {
        self.stdin = Some(bytes.into().into());
        self
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

    /// Starts the binary with descriptors 3 and 4 open on /dev/null and inherited (through
    /// `sh -c 'exec …' 3</dev/null 4</dev/null`), as a shell script or a parent that does not
    /// mark its descriptors close-on-exec leaves them.
    pub(crate) fn inherited_fds(mut self) -> Self {
        self.inherited_fds = true;
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

    /// Makes every cached page `by` older, as if it had been fetched that much earlier: moves
    /// the `fetched_at` time in each entry's header and the file's modification time (the
    /// cache orders entries by it) back. Tests of expiry and eviction use this instead of
    /// sleeping.
    pub(crate) fn age_cache(&self, by: Duration) {
        let pages = self.dirs.cache.join("pages");
        for entry in std::fs::read_dir(&pages).expect("read the cache's pages/") {
            let path = entry.expect("a cache entry").path();
            if path.extension().is_none_or(|x| x != "page") {
                continue;
            }
            let modified = std::fs::metadata(&path)
                .and_then(|m| m.modified())
                .expect("the entry's time");
            let bytes = std::fs::read(&path).expect("read a cache entry");
            // An entry is `hmac-sha256=TAG\nHEADER\nTEXT` (A-06, G-04): the header is
            // rewritten and the entry signed again with the user's key, as the binary would.
            let Some(first) = bytes.iter().position(|&b| b == b'\n') else {
                continue;
            };
            let signed = &bytes[first + 1..];
            let Some(newline) = signed.iter().position(|&b| b == b'\n') else {
                continue;
            };
            let Ok(mut header) = serde_json::from_slice::<Value>(&signed[..newline]) else {
                continue;
            };
            let fetched_at = header["fetched_at"]
                .as_u64()
                .expect("fetched_at in the header");
            header["fetched_at"] = (fetched_at - by.as_secs()).into();
            let mut body = serde_json::to_vec(&header).expect("encode the header");
            body.extend_from_slice(&signed[newline..]);
            let key = std::fs::read(self.dirs.state.join("cache.key")).expect("the cache key");
            let tag = ring::hmac::sign(&ring::hmac::Key::new(ring::hmac::HMAC_SHA256, &key), &body);
            let hex: String = tag.as_ref().iter().map(|b| format!("{b:02x}")).collect();
            let mut rewritten = format!("hmac-sha256={hex}\n").into_bytes();
            rewritten.extend_from_slice(&body);
            std::fs::write(&path, rewritten).expect("rewrite a cache entry");
            let file = std::fs::File::options()
                .write(true)
                .open(&path)
                .expect("open a cache entry");
            file.set_modified(modified - by)
                .expect("set the entry's time");
        }
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
    /// environment. Private: tests start the binary through [`Gw::run`], [`Gw::spawn`] or
    /// [`Gw::pty`], never with a command of their own.
    fn command(&self) -> Command {
        let binary = assert_cmd::cargo::cargo_bin!("garuda-web");
        let mut cmd = if self.inherited_fds {
            let mut sh = Command::new("sh");
            sh.args(["-c", r#"exec "$0" "$@" 3</dev/null 4</dev/null"#])
                .arg(binary);
            sh
        } else {
            Command::new(binary)
        };
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
        cmd.stdin(if self.stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
        cmd
    }

    /// The hermetic command of this invocation, for a test whose client drives the child's
    /// pipes itself (an MCP client over stdio, tests/cli/mcp.rs).
    pub(crate) fn command_for_client(&self) -> Command {
        self.command()
    }

    /// Starts the binary without waiting for it: for tests that signal or kill it.
    #[track_caller]
    pub(crate) fn spawn(&self) -> Running {
        let mut child = self.command().spawn().expect("start garuda-web");
        if let (Some(bytes), Some(mut pipe)) = (self.stdin.clone(), child.stdin.take()) {
            // Written from a thread so a child that reads late never blocks the test; the
            // pipe closes when the thread ends.
            thread::spawn(move || {
                let _ = std::io::Write::write_all(&mut pipe, &bytes);
            });
        }
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr = child.stderr.take().expect("piped stderr");
        Running {
            child,
            stdout: Some(read_all(stdout)),
            stderr: Some(read_all(stderr)),
            command: self.describe(),
            started: Instant::now(),
            kill_after: self.kill_after,
            started_at: Location::caller(),
        }
    }

    /// Runs the binary to completion and returns what it did. Panics (failing the test) if it
    /// cannot be started or runs longer than the kill limit.
    #[track_caller]
    pub(crate) fn run(&self) -> Outcome {
        self.spawn().wait()
    }
}

/// Reads a stream to its end on a thread of its own, so a full pipe never blocks the child.
fn read_all(mut stream: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stream.read_to_end(&mut buf);
        buf
    })
}

/// An invocation started with [`Gw::spawn`] and not finished yet. Dropping it kills the
/// process.
pub(crate) struct Running {
    child: Child,
    stdout: Option<JoinHandle<Vec<u8>>>,
    stderr: Option<JoinHandle<Vec<u8>>>,
    command: String,
    started: Instant,
    kill_after: Duration,
    /// Where the test started it, for the unchecked-outcome message.
    started_at: &'static Location<'static>,
}

impl Running {
    /// Sends `signal` (`nix::sys::signal::Signal::SIGTERM` and so on) to the process.
    pub(crate) fn signal(&self, signal: nix::sys::signal::Signal) {
        let pid =
            nix::unistd::Pid::from_raw(i32::try_from(self.child.id()).expect("a pid fits in i32"));
        nix::sys::signal::kill(pid, signal).expect("send the signal");
    }

    /// Kills the process (SIGKILL) and reaps it; what it wrote is thrown away. For tests about
    /// what a killed process leaves behind, not about its output.
    pub(crate) fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Waits for the process to end and returns what it did. Panics (failing the test) if it
    /// runs longer than the kill limit.
    pub(crate) fn wait(mut self) -> Outcome {
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("wait for garuda-web") {
                break status;
            }
            if self.started.elapsed() > self.kill_after {
                let _ = self.child.kill();
                let _ = self.child.wait();
                let (stdout, stderr) = self.output();
                panic!(
                    "garuda-web hung: killed after {:?}\ncommand: {}\n--- stdout ---\n{stdout}\n\
                     --- stderr ---\n{stderr}",
                    self.kill_after, self.command,
                );
            }
            thread::sleep(Duration::from_millis(5));
        };
        let (stdout, stderr) = self.output();
        Outcome {
            command: std::mem::take(&mut self.command),
            code: status.code(),
            stdout,
            stderr,
            checked: Checked::default(),
            started_at: self.started_at,
            _not_send: std::marker::PhantomData,
        }
    }

    /// Both streams, once the process is gone.
    fn output(&mut self) -> (String, String) {
        let join = |h: Option<JoinHandle<Vec<u8>>>| {
            let bytes = h.map(|h| h.join().unwrap_or_default()).unwrap_or_default();
            String::from_utf8_lossy(&bytes).into_owned()
        };
        (join(self.stdout.take()), join(self.stderr.take()))
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if self.stdout.is_some() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Which parts of an [`Outcome`] a test has looked at.
#[derive(Debug, Default)]
struct Checked {
    code: Cell<bool>,
    stdout: Cell<bool>,
    stderr: Cell<bool>,
}

/// What one invocation did: exit code and captured output. See the module doc: the exit code,
/// stdout and stderr must each be checked or waived before the outcome is dropped.
///
/// The checks return `&Self` so they chain; each one panics with the full invocation on
/// failure. [`Outcome::check_fails_with`] returns `Err(description)` instead, for
/// table-driven tests that collect every failing case before failing.
#[derive(Debug)]
pub(crate) struct Outcome {
    command: String,
    code: Option<i32>,
    stdout: String,
    stderr: String,
    checked: Checked,
    started_at: &'static Location<'static>,
    /// Keeps outcomes on the thread that ran them (not `Send`): an unchecked outcome dropped on
    /// another thread after a failure would abort the whole test binary.
    _not_send: std::marker::PhantomData<*const ()>,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "command: {}", self.command)?;
        writeln!(f, "exit code: {:?}", self.code)?;
        writeln!(f, "--- stdout ---\n{}", self.stdout.trim_end())?;
        write!(f, "--- stderr ---\n{}", self.stderr.trim_end())
    }
}

impl Drop for Outcome {
    fn drop(&mut self) {
        if thread::panicking() {
            return;
        }
        let unchecked: Vec<&str> = [
            ("the exit code", &self.checked.code),
            ("stdout", &self.checked.stdout),
            ("stderr", &self.checked.stderr),
        ]
        .into_iter()
        .filter(|(_, checked)| !checked.get())
        .map(|(name, _)| name)
        .collect();
        if !unchecked.is_empty() {
            panic!(
                "the outcome of the run at {} was dropped without checking {}: check it (e.g. \
                 stderr_empty()) or waive it (waive_stderr(\"why\"))\n{self}",
                self.started_at,
                unchecked.join(", ")
            );
        }
    }
}

impl Outcome {
    /// Panics with `what` and the whole invocation.
    #[track_caller]
    fn fail(&self, what: &str) -> ! {
        panic!("{what}\n{self}")
    }

    // ----- the exit code -----

    /// Asserts the exit code.
    #[track_caller]
    pub(crate) fn code(&self, expected: i32) -> &Self {
        self.checked.code.set(true);
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

    /// The exit code (`None` when the process died from a signal), for a test that checks it
    /// itself; counts as checking it.
    pub(crate) fn exit_code(&self) -> Option<i32> {
        self.checked.code.set(true);
        self.code
    }

    /// Declares that this test does not care about the exit code, and why.
    pub(crate) fn waive_code(&self, _why: &str) -> &Self {
        self.checked.code.set(true);
        self
    }

    // ----- stdout -----

    /// Stdout, for a test that checks it itself; counts as checking it.
    pub(crate) fn stdout(&self) -> &str {
        self.checked.stdout.set(true);
        &self.stdout
    }

    /// Asserts stdout is exactly `expected`; prints a line diff when it is not.
    #[track_caller]
    pub(crate) fn stdout_eq(&self, expected: &str) -> &Self {
        self.checked.stdout.set(true);
        if self.stdout != expected {
            self.fail(&format!(
                "stdout differs (- expected, + got):\n{}",
                diff(expected, &self.stdout)
            ));
        }
        self
    }

    /// Asserts stdout contains `needle`.
    #[track_caller]
    pub(crate) fn stdout_contains(&self, needle: &str) -> &Self {
        self.checked.stdout.set(true);
        if !self.stdout.contains(needle) {
            self.fail(&format!("expected stdout to contain {needle:?}"));
        }
        self
    }

    /// Asserts stdout is empty.
    #[track_caller]
    pub(crate) fn stdout_empty(&self) -> &Self {
        self.stdout_eq("")
    }

    /// Declares that this test does not care about stdout, and why.
    pub(crate) fn waive_stdout(&self, _why: &str) -> &Self {
        self.checked.stdout.set(true);
        self
    }

    /// Stdout parsed as exactly one JSON object (G-01), or why it is not one; counts as
    /// checking stdout.
    pub(crate) fn try_json(&self) -> Result<Value, String> {
        self.checked.stdout.set(true);
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
        self.error_field("/error/message")
    }

    /// `error.hint` from the `--json` failure object ("" when absent).
    pub(crate) fn error_hint(&self) -> String {
        self.error_field("/error/hint")
    }

    fn error_field(&self, pointer: &str) -> String {
        self.try_json()
            .ok()
            .and_then(|j| {
                j.pointer(pointer)
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

    /// Asserts `error.message` contains `needle`.
    #[track_caller]
    pub(crate) fn message_contains(&self, needle: &str) -> &Self {
        if !self.error_message().contains(needle) {
            self.fail(&format!("expected error.message to contain {needle:?}"));
        }
        self
    }

    // ----- stderr -----

    /// Stderr, for a test that checks it itself; counts as checking it.
    pub(crate) fn stderr(&self) -> &str {
        self.checked.stderr.set(true);
        &self.stderr
    }

    /// Asserts stderr is exactly `expected`; prints a line diff when it is not.
    #[track_caller]
    pub(crate) fn stderr_eq(&self, expected: &str) -> &Self {
        self.checked.stderr.set(true);
        if self.stderr != expected {
            self.fail(&format!(
                "stderr differs (- expected, + got):\n{}",
                diff(expected, &self.stderr)
            ));
        }
        self
    }

    /// Asserts stderr is empty: the usual check with `--json`, and on a quiet success.
    #[track_caller]
    pub(crate) fn stderr_empty(&self) -> &Self {
        self.checked.stderr.set(true);
        if !self.stderr.is_empty() {
            self.fail("expected empty stderr");
        }
        self
    }

    /// Asserts stderr contains `needle`.
    #[track_caller]
    pub(crate) fn stderr_contains(&self, needle: &str) -> &Self {
        self.checked.stderr.set(true);
        if !self.stderr.contains(needle) {
            self.fail(&format!("expected stderr to contain {needle:?}"));
        }
        self
    }

    /// Asserts the G-03 error shape on stderr: a `garuda-web: error: ` line followed later by
    /// a `hint: ` line.
    #[track_caller]
    pub(crate) fn stderr_has_error_and_hint(&self) -> &Self {
        self.checked.stderr.set(true);
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

    /// Declares that this test does not care about stderr, and why.
    pub(crate) fn waive_stderr(&self, _why: &str) -> &Self {
        self.checked.stderr.set(true);
        self
    }

    // ----- all three -----

    /// Asserts a quiet `--json` success (exit 0, empty stderr) and returns the one JSON object.
    #[track_caller]
    pub(crate) fn json_ok(&self) -> Value {
        self.success().stderr_empty().json()
    }

    /// Asserts a `--json` failure: the exit code, `error.code` in the one JSON object on
    /// stdout, and empty stderr (G-01: errors are only in the JSON).
    #[track_caller]
    pub(crate) fn fails_with(&self, exit: i32, error_code: &str) -> &Self {
        if let Err(e) = self.check_fails_with(exit, &[error_code]) {
            self.fail(&e);
        }
        self
    }

    /// Like [`Outcome::fails_with`], accepting any of `error_codes`; returns the mismatch
    /// instead of panicking. Counts as checking all three streams.
    pub(crate) fn check_fails_with(&self, exit: i32, error_codes: &[&str]) -> Result<(), String> {
        self.checked.code.set(true);
        self.checked.stderr.set(true);
        let got = self.try_error_code();
        let code_ok = self.code == Some(exit);
        let error_ok = matches!(&got, Ok(c) if error_codes.contains(&c.as_str()));
        let stderr_ok = self.stderr.is_empty();
        if code_ok && error_ok && stderr_ok {
            return Ok(());
        }
        Err(format!(
            "expected exit {exit} with error.code {} and empty stderr, got exit {:?} with {}{}",
            error_codes.join(" or "),
            self.code,
            match got {
                Ok(c) => format!("error.code {c:?}"),
                Err(e) => e,
            },
            if stderr_ok { "" } else { " and text on stderr" },
        ))
    }
}

/// A line diff of `expected` and `got` (`-` expected only, `+` got only, two lines of context
/// around each change), for golden-file and exact-output mismatches.
pub(crate) fn diff(expected: &str, got: &str) -> String {
    let expected: Vec<&str> = expected.split_inclusive('\n').collect();
    let got: Vec<&str> = got.split_inclusive('\n').collect();
    let mut out = String::new();
    for group in difflib::unified_diff(&expected, &got, "expected", "got", "", "", 2) {
        out.push_str(&group);
        if !group.ends_with('\n') {
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(code: i32, stdout: &str, stderr: &str) -> Outcome {
        Outcome {
            command: "garuda-web test".into(),
            code: Some(code),
            stdout: stdout.into(),
            stderr: stderr.into(),
            checked: Checked::default(),
            started_at: Location::caller(),
            _not_send: std::marker::PhantomData,
        }
    }

    fn panics(f: impl FnOnce()) -> Option<String> {
        let err = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).err()?;
        Some(
            err.downcast_ref::<String>()
                .cloned()
                .or_else(|| err.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default(),
        )
    }

    // The harness's own contract: an outcome dropped with a stream unchecked fails the test and
    // names what was left out; checking or waiving each stream satisfies it.
    #[test]
    fn harness_unchecked_outcome_fails_on_drop() {
        let message = panics(|| {
            let out = outcome(0, "result\n", "");
            out.success();
        })
        .expect("dropping an unchecked outcome must panic");
        assert!(
            message.contains("without checking stdout, stderr"),
            "{message}"
        );
        assert!(
            panics(|| {
                outcome(0, "result\n", "")
                    .success()
                    .stderr_empty()
                    .stdout_eq("result\n");
            })
            .is_none()
        );
        assert!(
            panics(|| {
                outcome(1, "x", "y")
                    .waive_code("test")
                    .waive_stdout("test")
                    .waive_stderr("test");
            })
            .is_none()
        );
    }

    #[test]
    fn harness_fails_with_needs_empty_stderr_and_stdout_eq_prints_a_diff() {
        let out = outcome(
            3,
            r#"{"error":{"code":"blocked_url"}}"#,
            "garuda-web: error: x\n",
        );
        let e = out.check_fails_with(3, &["blocked_url"]).unwrap_err();
        assert!(e.contains("text on stderr"), "{e}");
        let message = panics(|| {
            outcome(0, "a\nb\nc\n", "").stdout_eq("a\nB\nc\n");
        })
        .expect("a mismatch panics");
        assert!(
            message.contains("-B\n") && message.contains("+b\n"),
            "{message}"
        );
    }
}
