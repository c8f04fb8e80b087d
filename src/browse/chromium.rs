//! Finding, starting and stopping Chromium (B-02), and making sure nothing of it outlives its
//! session (B-01).
//!
//! The background process spawns the browser itself, in a process group of its own, with a
//! fresh temporary profile, its proxy on loopback, and DevTools over a pipe (fds 3 and 4, never
//! a TCP port: see [`super::devtools`]). Four things end the browser with its owner, whatever
//! kills it:
//! - the pipe: when the background process dies, the browser reads EOF and exits;
//! - `PR_SET_PDEATHSIG`: the kernel sends the browser SIGKILL when its parent dies;
//! - the watchdog, a small process of the same binary holding a pipe from the background
//!   process: when that closes without a goodbye, it kills every process of the session
//!   (found by [`MARKER_ENV`], which the browser's zygote and renderers inherit, whatever
//!   process group they moved to), removes the profile and leaves `<session>.lost` for the
//!   next call to report;
//! - the next start: a profile whose lock no process holds any more is stale (its owners were
//!   all killed at once) and is removed, with any process still carrying its marker.

use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nix::fcntl::OFlag;
use nix::sys::signal::{Signal, kill, killpg};
use nix::unistd::Pid;

use super::Error;
use super::devtools::Pipe;

/// Set on the browser to its profile's path; every process it starts inherits it, which is how
/// the watchdog and the stale-profile reaper find them all.
pub(crate) const MARKER_ENV: &str = "GARUDA_WEB_BROWSE_PROFILE";

/// The prefix of every temporary profile: only folders with it are ever removed.
const PROFILE_PREFIX: &str = "garuda-web-chromium-";

/// The lock file in a profile, held (shared) by the background process and its watchdog.
const PROFILE_LOCK: &str = "garuda-web.lock";

/// What the background process writes to the watchdog when it ends the session itself.
const GOODBYE: u8 = b'q';

/// Browsers looked for on PATH when `browser.path` is not set, in order (B-02).
pub(crate) const CANDIDATES: &[&str] = &[
    "chromium",
    "chromium-browser",
    "google-chrome",
    "google-chrome-stable",
    "microsoft-edge",
    "brave-browser",
];

/// The browser to use: `browser.path`, else the first candidate on PATH.
pub(crate) fn find(configured: Option<&str>) -> Result<PathBuf, Error> {
    if let Some(path) = configured {
        let path = PathBuf::from(path);
        if is_executable(&path) {
            return Ok(path);
        }
        return Err(Error::NoBrowser {
            message: format!("browser.path {} is not an executable file", path.display()),
        });
    }
    let paths = crate::env::os_value(crate::env::PATH).unwrap_or_default();
    for name in CANDIDATES {
        for dir in std::env::split_paths(&paths) {
            let candidate = dir.join(name);
            if is_executable(&candidate) {
                return Ok(candidate);
            }
        }
    }
    Err(Error::NoBrowser {
        message: format!(
            "no browser found on PATH (looked for {})",
            CANDIDATES.join(", ")
        ),
    })
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// True when this process runs as root, where Chromium refuses to start with its sandbox.
pub(crate) fn needs_no_sandbox() -> bool {
    nix::unistd::geteuid().is_root()
}

/// How to start the browser.
#[derive(Debug, Clone)]
pub(crate) struct Launch {
    /// The executable.
    pub(crate) path: PathBuf,
    /// Show a window.
    pub(crate) visible: bool,
    /// Viewport width.
    pub(crate) width: u32,
    /// Viewport height.
    pub(crate) height: u32,
    /// The proxy's loopback port.
    pub(crate) proxy_port: u16,
}

/// A running Chromium in its own process group.
#[derive(Debug)]
pub(crate) struct Chromium {
    /// The main process (and process group leader).
    pub(crate) pid: u32,
    /// The temporary profile.
    pub(crate) profile: PathBuf,
    /// True when started with `--no-sandbox`.
    pub(crate) no_sandbox: bool,
    /// The DevTools pipe, until the driver takes it.
    pipe: Option<Pipe>,
    /// The profile's lock, held for the life of the session.
    _lock: File,
    /// The watchdog: when this process dies, the pipe to its stdin closes and it kills the
    /// session's processes.
    watchdog: Option<Child>,
    /// The pipe to the watchdog's stdin.
    goodbye: Goodbye,
}

/// The background process's end of the pipe to the watchdog's stdin, shared with the threads
/// that may end the session.
#[derive(Debug, Clone, Default)]
pub(crate) struct Goodbye(Arc<Mutex<Option<ChildStdin>>>);

impl Goodbye {
    /// Tells the watchdog the session ended on purpose (no `.lost` file) and closes the pipe.
    pub(crate) fn say(&self) {
        if let Some(mut stdin) = self.0.lock().unwrap_or_else(|p| p.into_inner()).take() {
            let _ = stdin.write_all(&[GOODBYE]);
        }
    }
}

/// The command-line flags of B-02 and B-10.
fn flags(launch: &Launch, profile: &Path, no_sandbox: bool) -> Vec<String> {
    let mut args = vec![
        // DevTools on fds 3 and 4, never a TCP port (B-02).
        "--remote-debugging-pipe".to_string(),
        format!("--user-data-dir={}", profile.display()),
        format!("--proxy-server=http://127.0.0.1:{}", launch.proxy_port),
        // Without this, Chromium sends loopback and link-local requests around the proxy.
        "--proxy-bypass-list=<-loopback>".to_string(),
        // Names are resolved by the proxy only; Chromium never asks DNS itself.
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1".to_string(),
        "--force-webrtc-ip-handling-policy=disable_non_proxied_udp".to_string(),
        "--webrtc-ip-handling-policy=disable_non_proxied_udp".to_string(),
        "--disable-quic".to_string(),
    ];
    args.extend(quiet_flags(profile));
    args.extend([
        "--password-store=basic".to_string(),
        "--use-mock-keychain".to_string(),
        "--disable-dev-shm-usage".to_string(),
        "--mute-audio".to_string(),
        format!("--window-size={},{}", launch.width, launch.height),
    ]);
    if !launch.visible {
        args.push("--headless=new".to_string());
        args.push("--hide-scrollbars".to_string());
    }
    if no_sandbox {
        args.push("--no-sandbox".to_string());
    }
    args.push("about:blank".to_string());
    args
}

/// Chromium features that phone home on their own (B-02): each would otherwise send a request
/// the proxy refuses at every start or at the first password typed. Debian's `/usr/bin/chromium`
/// wrapper adds `--enable-remote-extensions` (from `/etc/chromium.d/extensions`), which drops
/// its own `--disable-background-networking`, and exports Google API keys that switch the
/// sign-in and leak-check services on; these switches, given after the wrapper's, win.
const QUIET_FEATURES: &[&str] = &[
    "Translate",
    "OptimizationHints",
    "OptimizationGuideModelDownloading",
    "OptimizationGuideManifestBroker",
    "MediaRouter",
    "DialMediaRouteProvider",
    "GlobalMediaControls",
    "InterestFeedContentSuggestions",
    "CertificateTransparencyComponentUpdater",
    "AutofillServerCommunication",
    // clients2.google.com/time/1/current at start.
    "NetworkTimeServiceQuerying",
    "SafeBrowsingEnhancedProtection",
    "LensOverlay",
];

/// The switches that keep Chromium from contacting anyone on its own (B-02: component and
/// extension updates, field trials, the network time service, safe browsing, sign-in, sync,
/// translate, optimization hints and on-device model downloads, domain reliability, the media
/// router, metrics), plus the profile preferences written by [`write_quiet_preferences`].
fn quiet_flags(profile: &Path) -> Vec<String> {
    vec![
        "--disable-background-networking".to_string(),
        "--disable-component-update".to_string(),
        "--disable-component-extensions-with-background-pages".to_string(),
        "--disable-field-trial-config".to_string(),
        "--disable-sync".to_string(),
        "--disable-default-apps".to_string(),
        "--disable-extensions".to_string(),
        "--disable-client-side-phishing-detection".to_string(),
        "--safebrowsing-disable-auto-update".to_string(),
        "--disable-domain-reliability".to_string(),
        "--disable-breakpad".to_string(),
        "--no-service-autorun".to_string(),
        "--disable-search-engine-choice-screen".to_string(),
        format!("--disable-features={}", QUIET_FEATURES.join(",")),
        // The on-device model's manifest comes from update.googleapis.com at every start
        // unless it is read from a folder; this one never exists, so no model either.
        format!(
            "--optimization-guide-manifest-override={}",
            profile.join("no-model-manifest").display()
        ),
        "--no-default-browser-check".to_string(),
        "--no-first-run".to_string(),
        "--no-pings".to_string(),
        "--metrics-recording-only".to_string(),
    ]
}

/// The profile preferences that turn off what no switch does (B-02): the password manager
/// (whose leak check sends every typed password's hash prefix to
/// passwordsleakcheck-pa.googleapis.com), safe browsing lookups, sign-in and translate.
/// Written into the fresh profile before the browser first reads it.
fn write_quiet_preferences(profile: &Path) -> std::io::Result<()> {
    let prefs = serde_json::json!({
        "credentials_enable_service": false,
        "credentials_enable_autosignin": false,
        "profile": {
            "password_manager_enabled": false,
            "password_manager_leak_detection": false,
        },
        "safebrowsing": { "enabled": false, "enhanced": false },
        "signin": { "allowed": false },
        "translate": { "enabled": false },
        "search": { "suggest_enabled": false },
        "alternate_error_pages": { "enabled": false },
        "net": { "network_prediction_options": 2 },
    });
    let dir = profile.join("Default");
    crate::fs::create_private_dir(&dir)?;
    crate::fs::write_private_in_place(&dir.join("Preferences"), prefs.to_string().as_bytes())
}

/// The body of `garuda-web __browse-launch` (B-02), run as the background process's child in
/// the browser's new process group: moves the DevTools pipe from stdin and stdout onto fds 3
/// (commands) and 4 (answers), puts /dev/null on stdin and stdout, asks the kernel to SIGKILL
/// this process when its parent dies, and becomes the browser (`exec`, same pid). Written as a
/// step of its own because the crate forbids `unsafe`, which a `pre_exec` hook needs. Returns
/// only on failure.
pub(crate) fn launch(parent: i32, command: &[std::ffi::OsString]) -> std::io::Error {
    use nix::unistd::dup2;
    let Some((program, args)) = command.split_first() else {
        return std::io::Error::other("no browser to start");
    };
    if let Err(e) = nix::sys::prctl::set_pdeathsig(Signal::SIGKILL) {
        return e.into();
    }
    // The parent died before the line above: nobody would send the signal.
    if nix::unistd::getppid().as_raw() != parent {
        return std::io::Error::other("the background process is gone");
    }
    // Two descriptors at 3 and 4. The background process opens everything close-on-exec, but
    // it may have inherited descriptors from whoever started it (a test harness, a shell with
    // `3>file`): those are not the browser's either, so they are closed here, and /dev/null
    // lands on the lowest free ones.
    close_inherited(&[3, 4]);
    let open_null = || File::open("/dev/null").map(OwnedFd::from);
    let (mut three, mut four) = match (open_null(), open_null()) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => return e,
    };
    if three.as_raw_fd() != 3 || four.as_raw_fd() != 4 {
        return std::io::Error::other("file descriptors 3 and 4 are not free");
    }
    // dup2 clears close-on-exec on the copy: the browser inherits exactly these two.
    if let Err(e) =
        dup2(std::io::stdin(), &mut three).and_then(|()| dup2(std::io::stdout(), &mut four))
    {
        return e.into();
    }
    let e = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .exec();
    drop((three, four));
    e
}

/// Closes each of `fds` that this process inherited open across `exec` (not close-on-exec, as
/// everything the process opens itself is), so the browser's DevTools pipe can take its place.
/// The flags come from /proc/self/fdinfo, which needs no unsafe code to read.
fn close_inherited(fds: &[i32]) {
    for &fd in fds {
        let Ok(info) = std::fs::read_to_string(format!("/proc/self/fdinfo/{fd}")) else {
            continue;
        };
        let flags = info
            .lines()
            .find_map(|line| line.strip_prefix("flags:"))
            .and_then(|octal| i32::from_str_radix(octal.trim(), 8).ok());
        if flags.is_some_and(|f| f & OFlag::O_CLOEXEC.bits() == 0) {
            let _ = nix::unistd::close(fd);
        }
    }
}

impl Chromium {
    /// Starts the browser and waits until DevTools answers (at most `limit`, checked by the
    /// caller's first call). Returns the main process too, for the caller to wait on (its end
    /// means the browser died). `lost` is the file the watchdog leaves when it had to clean up.
    pub(crate) fn start(launch: &Launch, lost: &Path) -> Result<(Chromium, Child), Error> {
        reap_stale_profiles();
        let browser_error = |message: String| Error::Browser { message };
        let (profile, lock) = locked_profile()
            .map_err(|e| browser_error(format!("cannot create a temporary profile: {e}")))?;
        let no_sandbox = needs_no_sandbox();
        // Chromium keeps its singleton socket in a folder of TMPDIR that a killed browser never
        // removes; inside the profile it goes with the profile (B-01: nothing left behind).
        let tmp = profile.join("tmp");
        let _ = std::fs::create_dir(&tmp);
        if let Err(e) = write_quiet_preferences(&profile) {
            let _ = std::fs::remove_dir_all(&profile);
            return Err(browser_error(format!(
                "cannot write the profile's preferences: {e}"
            )));
        }
        let pipes = nix::unistd::pipe2(OFlag::O_CLOEXEC)
            .and_then(|c| Ok((c, nix::unistd::pipe2(OFlag::O_CLOEXEC)?)));
        let ((cmd_read, cmd_write), (reply_read, reply_write)) = match pipes {
            Ok(p) => p,
            Err(e) => {
                let _ = std::fs::remove_dir_all(&profile);
                return Err(browser_error(format!("cannot make the DevTools pipe: {e}")));
            }
        };
        let spawned = std::env::current_exe().and_then(|exe| {
            Command::new(exe)
                .arg("__browse-launch")
                .arg("--parent")
                .arg(std::process::id().to_string())
                .arg("--")
                .arg(&launch.path)
                .args(flags(launch, &profile, no_sandbox))
                .env("TMPDIR", &tmp)
                .env(MARKER_ENV, &profile)
                // The launcher moves these onto fds 3 and 4 before it becomes the browser.
                .stdin(Stdio::from(cmd_read))
                .stdout(Stdio::from(reply_write))
                .stderr(Stdio::inherit())
                .process_group(0)
                .spawn()
        });
        let child = match spawned {
            Ok(child) => child,
            Err(e) => {
                let _ = std::fs::remove_dir_all(&profile);
                return Err(browser_error(format!(
                    "cannot start {}: {e}",
                    launch.path.display()
                )));
            }
        };
        let pid = child.id();
        let (watchdog, stdin) = start_watchdog(pid, &profile, lost).unzip();
        let chromium = Chromium {
            pid,
            profile,
            no_sandbox,
            pipe: Some(Pipe {
                commands: File::from(cmd_write),
                replies: File::from(reply_read),
            }),
            _lock: lock,
            watchdog,
            goodbye: Goodbye(Arc::new(Mutex::new(stdin))),
        };
        Ok((chromium, child))
    }

    /// The DevTools pipe, once.
    pub(crate) fn take_pipe(&mut self) -> Option<Pipe> {
        self.pipe.take()
    }

    /// The watchdog's stdout, once: it reads EOF when the watchdog dies, so the background
    /// process can end an unguarded session (B-01).
    pub(crate) fn take_watchdog_stdout(&mut self) -> Option<std::process::ChildStdout> {
        self.watchdog.as_mut()?.stdout.take()
    }

    /// The pipe to the watchdog, for a thread that may end the session.
    pub(crate) fn goodbye(&self) -> Goodbye {
        self.goodbye.clone()
    }

    /// Kills the browser and every process it started, and removes the profile. Quick (at
    /// most about a second): `close` and SIGTERM end everything within 2 s (B-01). Idempotent.
    pub(crate) fn stop(&mut self) {
        let group = Pid::from_raw(self.pid as i32);
        if killpg(group, Signal::SIGTERM).is_ok() {
            let until = Instant::now() + Duration::from_millis(500);
            while Instant::now() < until && !marked_processes(&self.profile).is_empty() {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        end_processes(self.pid as i32, &self.profile);
        self.pipe = None;
        // The goodbye: the watchdog checks that nothing is left and exits without a word.
        self.goodbye.say();
        if let Some(mut child) = self.watchdog.take() {
            let _ = child.wait();
        }
    }
}

/// Kills the browser's group and every process carrying the profile's marker, and removes the
/// profile (only a folder garuda-web made).
pub(crate) fn end_processes(group: i32, profile: &Path) {
    kill_session(Pid::from_raw(group), profile);
    let is_ours = profile
        .file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with(PROFILE_PREFIX));
    if is_ours {
        let _ = std::fs::remove_dir_all(profile);
    }
}

/// A new temporary profile, with its lock file held shared. It is made under a name the reaper
/// does not look at and renamed once locked, so the reaper never sees it unlocked.
fn locked_profile() -> std::io::Result<(PathBuf, File)> {
    const STARTING: &str = "garuda-web-starting-";
    let starting = tempfile::Builder::new().prefix(STARTING).tempdir()?.keep();
    let made = (|| {
        let lock = File::create(starting.join(PROFILE_LOCK))?;
        lock.lock_shared()?;
        let name = starting
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_prefix(STARTING))
            .ok_or_else(|| std::io::Error::other("unexpected temporary folder name"))?;
        let profile = starting.with_file_name(format!("{PROFILE_PREFIX}{name}"));
        std::fs::rename(&starting, &profile)?;
        Ok((profile, lock))
    })();
    if made.is_err() {
        let _ = std::fs::remove_dir_all(&starting);
    }
    made
}

/// SIGKILLs the browser's group and every process that carries the profile's marker, then
/// waits (at most 3 s) until none is left.
fn kill_session(group: Pid, profile: &Path) {
    let _ = killpg(group, Signal::SIGKILL);
    for pid in marked_processes(profile) {
        let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
    }
    // Every process of the browser carries the marker; zombies (dead, not yet reaped by
    // their parent) do not count.
    let until = Instant::now() + Duration::from_secs(3);
    while Instant::now() < until && !marked_processes(profile).is_empty() {
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The live processes of this user whose environment carries `profile` as [`MARKER_ENV`].
fn marked_processes(profile: &Path) -> Vec<i32> {
    let mut wanted = format!("{MARKER_ENV}=").into_bytes();
    wanted.extend_from_slice(profile.as_os_str().as_encoded_bytes());
    let me = nix::unistd::getuid().as_raw();
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return out;
    };
    for e in entries.flatten() {
        let Some(pid) = e.file_name().to_str().and_then(|n| n.parse::<i32>().ok()) else {
            continue;
        };
        if e.metadata().map(|m| m.uid()).ok() != Some(me) {
            continue;
        }
        let Ok(environ) = std::fs::read(e.path().join("environ")) else {
            continue;
        };
        if environ.split(|b| *b == 0).any(|v| v == wanted.as_slice()) && !is_zombie(pid) {
            out.push(pid);
        }
    }
    out
}

fn is_zombie(pid: i32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            s.rfind(')')
                .map(|i| s[i + 1..].trim_start().starts_with('Z'))
        })
        .unwrap_or(true)
}

/// B-01: removes the temporary profiles of sessions whose processes were all killed at once
/// (no watchdog was left to clean up): a profile of this user whose lock nobody holds; first
/// kills any process still carrying its marker.
pub(crate) fn reap_stale_profiles() {
    let me = nix::unistd::getuid().as_raw();
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for e in entries.flatten() {
        let is_profile = e
            .file_name()
            .to_str()
            .is_some_and(|n| n.starts_with(PROFILE_PREFIX));
        let Ok(meta) = std::fs::symlink_metadata(e.path()) else {
            continue;
        };
        if !is_profile || !meta.is_dir() || meta.uid() != me {
            continue;
        }
        let profile = e.path();
        // Only profiles with a lock file (they get their name once locked): one without
        // belongs to an older garuda-web, whose own watchdog cleans it up.
        let stale = File::open(profile.join(PROFILE_LOCK)).is_ok_and(|f| f.try_lock().is_ok());
        if stale {
            for pid in marked_processes(&profile) {
                let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
            }
            let _ = std::fs::remove_dir_all(&profile);
        }
    }
}

/// Starts `garuda-web __browse-watchdog`, which blocks on a pipe from this process and, when
/// it closes without a goodbye (this process died), kills the session's processes, removes the
/// profile and writes `lost`.
fn start_watchdog(pid: u32, profile: &Path, lost: &Path) -> Option<(Child, ChildStdin)> {
    let exe = std::env::current_exe().ok()?;
    let mut child = Command::new(exe)
        .arg("__browse-watchdog")
        .arg("--group")
        .arg(pid.to_string())
        .arg("--profile")
        .arg(profile)
        .arg("--lost")
        .arg(lost)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()
        .ok()?;
    let stdin = child.stdin.take()?;
    Some((child, stdin))
}

/// The watchdog's body: hold the profile's lock, wait for the background process's goodbye or
/// its death (EOF), then kill every process of the session and remove the profile; after a
/// death, leave `lost` saying so.
pub(crate) fn watchdog(group: i32, profile: &Path, lost: Option<&Path>) {
    // Only our own temporary profiles: never touch a folder we did not create.
    let is_ours = profile
        .file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with(PROFILE_PREFIX));
    let _lock = File::open(profile.join(PROFILE_LOCK)).and_then(|f| {
        f.lock_shared()?;
        Ok(f)
    });
    let mut said_goodbye = false;
    let mut buf = [0u8; 64];
    let mut stdin = std::io::stdin();
    while let Ok(n) = stdin.read(&mut buf) {
        if n == 0 {
            break;
        }
        said_goodbye |= buf[..n].contains(&GOODBYE);
    }
    if is_ours {
        kill_session(Pid::from_raw(group), profile);
        let _ = std::fs::remove_dir_all(profile);
    }
    if !said_goodbye && let Some(lost) = lost {
        let _ = crate::fs::write_private_in_place(
            lost,
            b"the background process was killed, so garuda-web ended its browser",
        );
    }
}
