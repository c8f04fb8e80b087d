//! Finding, starting and stopping Chromium (B-02).
//!
//! The background process spawns the browser itself, in a process group of its own, with a
//! fresh temporary profile, its proxy on loopback, and DevTools on a random loopback port read
//! back from `DevToolsActivePort`. Stopping kills the whole group and removes the profile. A
//! small watchdog process (the same binary) does the same if the background process itself is
//! killed with SIGKILL, so no Chromium outlives its session.

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, killpg};
use nix::unistd::Pid;

use super::Error;

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
    let paths = std::env::var_os("PATH").unwrap_or_default();
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
    /// The DevTools WebSocket URL of the browser.
    pub(crate) ws_url: String,
    /// The DevTools port (protected from pages by the proxy).
    pub(crate) devtools_port: u16,
    /// True when started with `--no-sandbox`.
    pub(crate) no_sandbox: bool,
    /// The watchdog's stdin: when this process dies, the pipe closes and the watchdog kills
    /// the browser's group.
    watchdog: Option<(Child, ChildStdin)>,
}

/// The command-line flags of B-02 and B-10.
fn flags(launch: &Launch, profile: &Path, no_sandbox: bool) -> Vec<String> {
    let mut args = vec![
        "--remote-debugging-port=0".to_string(),
        "--remote-debugging-address=127.0.0.1".to_string(),
        format!("--user-data-dir={}", profile.display()),
        format!("--proxy-server=http://127.0.0.1:{}", launch.proxy_port),
        // Without this, Chromium sends loopback and link-local requests around the proxy.
        "--proxy-bypass-list=<-loopback>".to_string(),
        // Names are resolved by the proxy only; Chromium never asks DNS itself.
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1".to_string(),
        "--force-webrtc-ip-handling-policy=disable_non_proxied_udp".to_string(),
        "--webrtc-ip-handling-policy=disable_non_proxied_udp".to_string(),
        "--disable-quic".to_string(),
        "--disable-background-networking".to_string(),
        "--disable-component-update".to_string(),
        "--disable-sync".to_string(),
        "--disable-default-apps".to_string(),
        "--disable-extensions".to_string(),
        "--disable-client-side-phishing-detection".to_string(),
        "--disable-domain-reliability".to_string(),
        "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,\
         InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication"
            .to_string(),
        "--no-default-browser-check".to_string(),
        "--no-first-run".to_string(),
        "--no-pings".to_string(),
        "--metrics-recording-only".to_string(),
        "--password-store=basic".to_string(),
        "--use-mock-keychain".to_string(),
        "--disable-dev-shm-usage".to_string(),
        "--mute-audio".to_string(),
        format!("--window-size={},{}", launch.width, launch.height),
    ];
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

impl Chromium {
    /// Starts the browser and waits until DevTools answers (at most `limit`). Returns the
    /// main process too, for the caller to wait on (its end means the browser died).
    pub(crate) fn start(launch: &Launch, limit: Duration) -> Result<(Chromium, Child), Error> {
        let profile = tempfile::Builder::new()
            .prefix("garuda-web-chromium-")
            .tempdir()
            .map_err(|e| Error::Browser {
                message: format!("cannot create a temporary profile: {e}"),
            })?
            .keep();
        let no_sandbox = needs_no_sandbox();
        // Chromium keeps its singleton socket in a folder of TMPDIR that a killed browser never
        // removes; inside the profile it goes with the profile (B-01: nothing left behind).
        let tmp = profile.join("tmp");
        let _ = std::fs::create_dir(&tmp);
        let spawned = Command::new(&launch.path)
            .args(flags(launch, &profile, no_sandbox))
            .env("TMPDIR", &tmp)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .process_group(0)
            .spawn();
        let mut child = match spawned {
            Ok(child) => child,
            Err(e) => {
                let _ = std::fs::remove_dir_all(&profile);
                return Err(Error::Browser {
                    message: format!("cannot start {}: {e}", launch.path.display()),
                });
            }
        };
        let pid = child.id();
        let watchdog = start_watchdog(pid, &profile);
        let mut chromium = Chromium {
            pid,
            profile,
            ws_url: String::new(),
            devtools_port: 0,
            no_sandbox,
            watchdog,
        };
        let started = Instant::now();
        let port_file = chromium.profile.join("DevToolsActivePort");
        loop {
            if let Ok(text) = std::fs::read_to_string(&port_file) {
                let mut lines = text.lines();
                if let (Some(port), Some(path)) = (lines.next(), lines.next())
                    && let Ok(port) = port.trim().parse::<u16>()
                {
                    chromium.devtools_port = port;
                    chromium.ws_url = format!("ws://127.0.0.1:{port}{}", path.trim());
                    break;
                }
            }
            if let Ok(Some(status)) = child.try_wait() {
                chromium.stop();
                return Err(Error::Browser {
                    message: format!(
                        "{} exited while starting ({status}); its messages are in the session log",
                        launch.path.display()
                    ),
                });
            }
            if started.elapsed() > limit {
                chromium.stop();
                return Err(Error::Browser {
                    message: format!(
                        "{} did not open DevTools within {}s",
                        launch.path.display(),
                        limit.as_secs()
                    ),
                });
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        Ok((chromium, child))
    }

    /// Kills the browser's whole process group and removes the profile. Idempotent.
    pub(crate) fn stop(&mut self) {
        let group = Pid::from_raw(self.pid as i32);
        if killpg(group, Signal::SIGTERM).is_ok() {
            let until = Instant::now() + Duration::from_secs(2);
            while Instant::now() < until && group_alive(group) {
                std::thread::sleep(Duration::from_millis(20));
            }
            let _ = killpg(group, Signal::SIGKILL);
        }
        let until = Instant::now() + Duration::from_secs(2);
        while Instant::now() < until && group_alive(group) {
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = std::fs::remove_dir_all(&self.profile);
        if let Some((mut child, stdin)) = self.watchdog.take() {
            drop(stdin);
            let _ = child.wait();
        }
    }
}

/// Whether any process of the group is still there (zombies of our own child count as gone
/// once reaped by the watcher).
fn group_alive(group: Pid) -> bool {
    killpg(group, None).is_ok()
}

/// Starts `garuda-web __browse-watchdog`, which blocks on a pipe from this process and, when
/// it closes (this process ended in any way), kills the browser's group and removes the
/// profile.
fn start_watchdog(pid: u32, profile: &Path) -> Option<(Child, ChildStdin)> {
    let exe = std::env::current_exe().ok()?;
    let mut child = Command::new(exe)
        .arg("__browse-watchdog")
        .arg("--group")
        .arg(pid.to_string())
        .arg("--profile")
        .arg(profile)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()
        .ok()?;
    let stdin = child.stdin.take()?;
    Some((child, stdin))
}

/// The watchdog's body: wait for EOF on stdin, then kill the group and remove the profile.
pub(crate) fn watchdog(group: i32, profile: &Path) {
    let mut sink = [0u8; 64];
    let mut stdin = std::io::stdin();
    while matches!(stdin.read(&mut sink), Ok(n) if n > 0) {}
    let group = Pid::from_raw(group);
    let _ = killpg(group, Signal::SIGKILL);
    let until = Instant::now() + Duration::from_secs(3);
    while Instant::now() < until && group_alive(group) {
        std::thread::sleep(Duration::from_millis(20));
    }
    // Only our own temporary profiles: never remove a folder we did not create.
    let is_ours = profile
        .file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with("garuda-web-chromium-"));
    if is_ours {
        let _ = std::fs::remove_dir_all(profile);
    }
}
