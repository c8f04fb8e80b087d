//! `browse` left running under an agent (SPEC B-01, B-02, B-07, B-10): DevTools over a pipe and
//! no TCP listener of the browser; nothing of a session left after SIGKILL of any of its
//! processes, and the next call says the session was lost; page JavaScript that wedges the
//! renderer stopped within `web.timeoutSeconds`; `close` and SIGTERM ending a wedged session
//! at once; local access scoped to the session and to local pages. Real Chromium, one at a time
//! (the lock of `browse.rs`), ignored unless asked for (see `browse.rs`).

use std::collections::HashSet;
use std::time::{Duration, Instant};

use crate::browse::{Session, eventually, processes};
use crate::support::{FakeDns, Gw, Reply, Server, TestCa};

/// The variable Chromium and every process it starts carry (src/browse/chromium.rs).
const MARKER: &str = "GARUDA_WEB_BROWSE_PROFILE=";

/// True while `pid` exists and is not a zombie.
pub(crate) fn alive(pid: i32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            s.rfind(')')
                .map(|i| !s[i + 1..].trim_start().starts_with('Z'))
        })
        .unwrap_or(false)
}

/// The command line of `pid`, its arguments joined by spaces.
pub(crate) fn cmdline(pid: i32) -> String {
    std::fs::read(format!("/proc/{pid}/cmdline"))
        .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
        .unwrap_or_default()
}

/// Live processes whose environment marks them as of the browser with `profile`.
pub(crate) fn marked(profile: &str) -> Vec<i32> {
    let wanted = format!("{MARKER}{profile}");
    processes()
        .into_iter()
        .map(|(pid, ..)| pid)
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/environ"))
                .is_ok_and(|e| e.split(|b| *b == 0).any(|v| v == wanted.as_bytes()))
        })
        .filter(|pid| alive(*pid))
        .collect()
}

/// Every process below `root` now.
fn descendants(root: i32) -> Vec<i32> {
    let table = processes();
    let mut out = vec![root];
    let mut i = 0;
    while i < out.len() {
        let parent = out[i];
        out.extend(
            table
                .iter()
                .filter(|(_, ppid, _)| *ppid == parent)
                .map(|(p, ..)| *p),
        );
        i += 1;
    }
    out
}

/// The processes of one running session.
#[derive(Debug)]
struct Parts {
    daemon: i32,
    watchdog: i32,
    chromium: i32,
    profile: String,
    all: Vec<i32>,
}

fn parts(s: &Session, session: &str) -> Parts {
    let daemon = s.daemon_pid(session);
    let children: Vec<i32> = processes()
        .into_iter()
        .filter(|(_, ppid, _)| *ppid == daemon)
        .map(|(p, ..)| p)
        .collect();
    let find = |needle: &str| {
        *children
            .iter()
            .find(|p| cmdline(**p).contains(needle))
            .unwrap_or_else(|| panic!("no child of {daemon} with {needle}"))
    };
    let chromium = find("--remote-debugging-pipe");
    let watchdog = find("__browse-watchdog");
    let profile = cmdline(chromium)
        .split(' ')
        .find_map(|a| a.strip_prefix("--user-data-dir="))
        .expect("the profile")
        .to_string();
    let mut all: HashSet<i32> = descendants(daemon).into_iter().collect();
    all.extend(marked(&profile));
    Parts {
        daemon,
        watchdog,
        chromium,
        profile,
        all: all.into_iter().collect(),
    }
}

fn sigkill(pids: &[i32]) {
    for pid in pids {
        let _ = nix::sys::signal::kill(
            nix::unistd::Pid::from_raw(*pid),
            nix::sys::signal::Signal::SIGKILL,
        );
    }
}

/// The inodes of this network namespace's listening TCP sockets.
fn listening_inodes() -> HashSet<String> {
    let mut out = HashSet::new();
    for file in ["/proc/net/tcp", "/proc/net/tcp6"] {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        for line in text.lines().skip(1) {
            let f: Vec<&str> = line.split_whitespace().collect();
            if f.len() > 9 && f[3] == "0A" {
                out.insert(f[9].to_string());
            }
        }
    }
    out
}

/// The socket inodes `pid` holds open.
fn socket_inodes(pid: i32) -> HashSet<String> {
    let Ok(dir) = std::fs::read_dir(format!("/proc/{pid}/fd")) else {
        return HashSet::new();
    };
    dir.flatten()
        .filter_map(|e| std::fs::read_link(e.path()).ok())
        .filter_map(|l| {
            l.to_str()
                .and_then(|t| t.strip_prefix("socket:["))
                .and_then(|t| t.strip_suffix(']'))
                .map(str::to_string)
        })
        .collect()
}

/// A small local web app: a plain page, a busy script, an alert loop, an image that never
/// answers, and the README's login flow.
fn app(never: u16) -> Server {
    let server = Server::http();
    server.route(
        "/",
        Reply::html("<!doctype html><title>Home</title><h1>Home</h1>"),
    );
    server.route(
        "/busy",
        Reply::html("<!doctype html><title>Busy</title><p>before the loop</p><script>while(true){}</script>"),
    );
    server.route(
        "/alerts",
        Reply::html(
            "<!doctype html><title>Alerts</title><script>while(true){alert('again')}</script>",
        ),
    );
    server.route(
        "/image",
        Reply::html(format!(
            "<!doctype html><title>Image</title><p>the text is here</p><img src=\"http://127.0.0.1:{never}/never.png\">"
        )),
    );
    server.route(
        "/login",
        Reply::html(
            r#"<!doctype html><title>Sign in</title>
<h1>Sign in</h1>
<form method="post" action="/session">
  <label>Email <input name="email"></label>
  <label>Password <input name="password" type="password"></label>
  <button>Sign in</button>
</form>
<a href="/reset">Forgot password?</a>"#,
        ),
    );
    server.route("/session", Reply::redirect(303, "/account"));
    server.route(
        "/account",
        Reply::html("<!doctype html><title>Your account</title><main><h1>Orders</h1><p>3 orders for me@example.org</p></main>"),
    );
    server
}

// B-02: DevTools goes over a pipe: no process of the browser holds a listening TCP socket
// (the proxy's listener, in the background process, is found the same way).
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b02_devtools_over_a_pipe_and_no_tcp_listener() {
    let Some(s) = Session::new(r#"{"browser": {"idleSeconds": 300}}"#) else {
        return;
    };
    let app = app(9);
    s.ok(&[
        "--allow-local",
        "--allow",
        "127.0.0.1",
        "open",
        &app.url("/"),
    ])
    .stdout_contains("title=\"Home\"");
    let p = parts(&s, "default");
    let listening = listening_inodes();
    let browser = marked(&p.profile);
    assert!(browser.len() >= 2, "the browser's processes: {browser:?}");
    for pid in &browser {
        assert!(
            !cmdline(*pid).contains("--remote-debugging-port"),
            "{}",
            cmdline(*pid)
        );
        let open: Vec<String> = socket_inodes(*pid)
            .intersection(&listening)
            .cloned()
            .collect();
        assert!(
            open.is_empty(),
            "{pid} ({}) listens on {open:?}",
            cmdline(*pid)
        );
    }
    assert!(
        !socket_inodes(p.daemon).is_disjoint(&listening),
        "the proxy's listener should be seen in the background process"
    );
    // The proxy serves this user's connections only: the same request through it answers
    // for us and gets nothing for another local user (uid 65534, when the test may switch).
    let port = s.status("default")["status"]["proxy_port"]
        .as_u64()
        .unwrap();
    let through_proxy = |as_other: bool| {
        let script = format!(
            "exec 3<>/dev/tcp/127.0.0.1/{port}; printf 'GET {} HTTP/1.1\r\nHost: x\r\n\r\n' >&3; \
             timeout 5 cat <&3",
            app.url("/")
        );
        let mut cmd = if as_other {
            let mut c = std::process::Command::new("setpriv");
            c.args([
                "--reuid=65534",
                "--regid=65534",
                "--clear-groups",
                "bash",
                "-c",
            ]);
            c
        } else {
            let mut c = std::process::Command::new("bash");
            c.arg("-c");
            c
        };
        let out = cmd.arg(script).output().expect("bash");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    assert!(through_proxy(false).contains("<h1>Home</h1>"));
    if nix::unistd::geteuid().is_root() {
        assert_eq!(
            through_proxy(true),
            "",
            "another user was served by the proxy"
        );
    }
}

// B-02: the DevTools pipe takes descriptors 3 and 4 of the browser even when garuda-web was
// started with 3 and 4 already open (a shell's `3<file`, a test harness that leaks them): the
// session starts and reads the page, and the browser holds neither inherited file.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b02_descriptors_3_and_4_inherited_do_not_stop_the_browser() {
    let Some(s) = Session::new(r#"{"browser": {"idleSeconds": 300}}"#) else {
        return;
    };
    let app = app(9);
    let opened = s
        .gw()
        .clone()
        .inherited_fds()
        .reset_args()
        .args(["browse", "--allow-local", "--allow", "127.0.0.1", "open"])
        .arg(app.url("/"))
        .run();
    opened
        .success()
        .stderr_empty()
        .stdout_contains("title=\"Home\"");
    let p = parts(&s, "default");
    for pid in marked(&p.profile) {
        let fd3 = std::fs::read_link(format!("/proc/{pid}/fd/3")).unwrap_or_default();
        assert_ne!(
            fd3,
            std::path::Path::new("/dev/null"),
            "{pid} ({}) kept the inherited descriptor 3",
            cmdline(pid)
        );
    }
}

// B-01: SIGKILL of the background process, of its watchdog, of both, or of Chromium: within
// 5 s no process of the session is left and (but for "both", whose profile the next start
// reaps) no profile folder; the next verb exits 1 saying the session was lost, and `open`
// then starts a fresh one.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b01_sigkill_of_any_process_leaves_nothing_and_the_loss_is_reported() {
    let Some(s) = Session::new(r#"{"browser": {"idleSeconds": 300}}"#) else {
        return;
    };
    let app = app(9);
    let url = app.url("/");
    let mut stale_profile: Option<String> = None;
    for victim in ["daemon", "watchdog", "both", "chromium"] {
        s.ok(&["--allow-local", "--allow", "127.0.0.1", "open", &url])
            .stdout_contains("title=\"Home\"");
        if let Some(old) = stale_profile.take() {
            // B-01: the profile left when every process was killed is reaped at this start.
            assert!(
                !std::path::Path::new(&old).exists(),
                "stale profile {old} not reaped"
            );
        }
        let p = parts(&s, "default");
        let run = s.gw().state_dir().join("run");
        let mode = |name: &str| {
            use std::os::unix::fs::PermissionsExt;
            std::fs::metadata(run.join(name)).map(|m| m.permissions().mode() & 0o777)
        };
        assert_eq!(mode("default.pid").unwrap(), 0o600);
        assert_eq!(mode("default.sock").unwrap() & 0o077, 0);
        match victim {
            "daemon" => sigkill(&[p.daemon]),
            "watchdog" => sigkill(&[p.watchdog]),
            "both" => sigkill(&[p.daemon, p.watchdog]),
            _ => sigkill(&[p.chromium]),
        }
        eventually(
            Duration::from_secs(5),
            &format!("every process of the session ending after a kill of the {victim}"),
            || p.all.iter().all(|pid| !alive(*pid)) && marked(&p.profile).is_empty(),
        );
        if victim == "both" {
            stale_profile = Some(p.profile.clone());
        } else {
            eventually(Duration::from_secs(5), "the profile's removal", || {
                !std::path::Path::new(&p.profile).exists()
            });
        }
        let out = s.run(&["--json", "read"]);
        out.fails_with(1, "browser");
        out.message_contains("the browser of session default was lost")
            .message_contains("tabs and logins are gone");
        assert!(
            out.error_hint().contains("garuda-web browse open URL"),
            "{out}"
        );
    }
    // The loss is said once; after it, a verb other than open starts nothing.
    let out = s.run(&["--json", "snapshot"]);
    out.fails_with(1, "browser");
    out.message_contains(
        "no browser is running for session default; start one with `garuda-web browse open URL`",
    );
    assert!(!s.gw().state_dir().join("run/default.sock").exists());
}

/// The seconds an action may take in the tests below (`web.timeoutSeconds`).
const LIMIT: u64 = 4;

fn quick_session() -> Option<Session> {
    Session::new(&format!(
        r#"{{"browser": {{"idleSeconds": 300}}, "web": {{"timeoutSeconds": {LIMIT}}}}}"#
    ))
}

// B-01, B-07: a busy script and a loop of alert() cannot hold the session: `open` returns
// within web.timeoutSeconds + 3 s with exit 1 saying what it stopped, and the next `read`
// works; an image that never answers does not fail `open`.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b01_busy_script_and_alert_loop_are_stopped_within_the_limit() {
    let Some(s) = quick_session() else { return };
    // Listens, never accepts: a request for the image waits forever.
    let never = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let app = app(never.local_addr().unwrap().port());
    s.ok(&[
        "--allow-local",
        "--allow",
        "127.0.0.1",
        "open",
        &app.url("/"),
    ]);
    // The stop itself comes within the limit and a second; after a renderer was ended, the
    // tab's new blank page takes up to two more on a loaded 2-core machine (seen: 6.6 s with
    // the browser tests running two at a time).
    let bound = Duration::from_secs(LIMIT + 3);

    let started = Instant::now();
    let out = s.run(&["--json", "open", &app.url("/busy")]);
    let took = started.elapsed();
    out.fails_with(1, "timeout");
    assert_eq!(out.json()["title"], "Busy", "{out}");
    out.message_contains("open stopped after")
        .message_contains("Runtime.terminateExecution");
    assert!(took < bound, "open took {took:?}: {out}");
    s.ok(&["read"]).stdout_contains("before the loop");

    let started = Instant::now();
    let out = s.run(&["--json", "open", &app.url("/alerts")]);
    let took = started.elapsed();
    out.fails_with(1, "timeout");
    out.message_contains("open stopped after");
    assert!(took < bound, "open took {took:?}: {out}");
    s.ok(&["read"]);

    let out = s.ok(&["open", &app.url("/image")]);
    out.stdout_contains("title=\"Image\"")
        .stdout_contains("load event did not come");
    s.ok(&["read"]).stdout_contains("the text is here");
}

// B-01: SIGTERM to the background process while an action is wedged ends every process of
// the session within 2 s; `close` during a wedged action too.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b01_sigterm_and_close_end_a_wedged_session_at_once() {
    let Some(s) =
        Session::new(r#"{"browser": {"idleSeconds": 300}, "web": {"timeoutSeconds": 60}}"#)
    else {
        return;
    };
    let app = app(9);
    for how in ["sigterm", "close"] {
        s.ok(&[
            "--allow-local",
            "--allow",
            "127.0.0.1",
            "open",
            &app.url("/"),
        ]);
        let p = parts(&s, "default");
        let wedged = s
            .gw()
            .clone()
            .reset_args()
            .args(["browse", "open", &app.url("/busy")])
            .spawn();
        app.wait_for_hits("/busy", if how == "sigterm" { 1 } else { 2 });
        let started = Instant::now();
        if how == "sigterm" {
            nix::sys::signal::kill(
                nix::unistd::Pid::from_raw(p.daemon),
                nix::sys::signal::Signal::SIGTERM,
            )
            .unwrap();
        } else {
            let out = s.run(&["close"]);
            out.success()
                .stderr_empty()
                .stdout_contains("closed the browser of session default");
        }
        eventually(
            Duration::from_secs(2),
            &format!("every process of the session ending after {how}"),
            || p.all.iter().all(|pid| !alive(*pid)),
        );
        assert!(started.elapsed() < Duration::from_secs(3));
        let out = wedged.wait();
        out.waive_code("the wedged open ends with its session")
            .waive_stdout("whatever the wedged open printed")
            .waive_stderr("whatever the wedged open printed");
        assert!(!std::path::Path::new(&p.profile).exists());
        assert!(!s.gw().state_dir().join("run/default.sock").exists());
    }
}

// B-10, README: the login example runs as printed — local access chosen at the open that
// starts the session holds for the next calls (the form's POST is not refused), exit 0 each,
// and the account page is read.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b10_readme_login_example_runs_verbatim() {
    let Some(s) = Session::new(r#"{"browser": {"idleSeconds": 300}}"#) else {
        return;
    };
    let app = app(9);
    let opened = s.ok(&[
        "--allow-local",
        "--allow",
        "127.0.0.1",
        "open",
        &app.url("/login"),
    ]);
    opened
        .stdout_contains("- textbox \"Email\" @e2")
        .stdout_contains("- textbox \"Password\" @e3");
    s.ok(&["type", "@e2", "me@example.org"]);
    let submitted = s.ok(&["type", "@e3", "hunter2", "--submit"]);
    submitted.stdout_contains("title=\"Your account\"");
    let read = s.ok(&["read", "css=main"]);
    read.stdout_contains("3 orders for me@example.org");
    assert_eq!(app.hits("/session"), 1);
    // A later open of the host approved at the first needs no new answer.
    s.ok(&["open", &app.url("/account")])
        .stdout_contains("title=\"Your account\"");
    let status = s.status("default");
    assert_eq!(status["status"]["allow_local"], true, "{status}");
}

// B-10, C-05: in a session with local access, a page on a host that is not local (a name that
// only web.allowRanges makes reachable) makes no connection to a loopback sentinel, by an
// image or a fetch; every attempt is listed as refused. A local page of the same session does
// reach a local service (so the count can fail).
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b10_public_page_in_a_local_session_reaches_no_local_service() {
    if !crate::browse::browser_tests_enabled() {
        return;
    }
    let ca = TestCa::new();
    let public = Server::https(&ca, &["app.test"]);
    let sentinel = Server::never_called();
    let reachable = Server::http().with(
        "/ping",
        Reply::text("pong").header("Access-Control-Allow-Origin", "*"),
    );
    let local = Server::http();
    let dns = FakeDns::start().a("app.test", &[std::net::Ipv4Addr::LOCALHOST]);
    let port = sentinel.port();
    public.route(
        "/probe",
        Reply::html(format!(
            r#"<!doctype html><title>Probe</title>
<img src="https://127.0.0.1:{port}/img.png">
<script>
  Promise.all([
    fetch('https://127.0.0.1:{port}/no-cors', {{mode: 'no-cors'}}).catch(() => 0),
    fetch('https://localhost:{port}/named').catch(() => 0),
  ]).then(() => document.body.insertAdjacentHTML('beforeend', '<p>probes done</p>'));
</script>"#
        )),
    );
    let ping = reachable.port();
    local.route(
        "/",
        Reply::html(format!(
            r#"<!doctype html><title>Local</title>
<script>fetch('http://127.0.0.1:{ping}/ping').then(r => r.text()).then(t => document.body.insertAdjacentHTML('beforeend', '<p>local ' + t + '</p>'));</script>"#
        )),
    );
    let home = crate::browse::home_trusting(&ca);
    let gw = Gw::new()
        .config_json(
            r#"{"web": {"allowRanges": ["127.0.0.0/8"]}, "browser": {"idleSeconds": 300}}"#,
        )
        .dns(&dns)
        .env("HOME", home.path());
    let Some(s) = Session::from_gw(gw) else {
        return;
    };
    // The session starts with local access, on a local page that reaches a local service.
    s.ok(&[
        "--allow-local",
        "--allow",
        "127.0.0.1",
        "open",
        &local.url("/"),
    ]);
    s.ok(&["wait", "--text", "local pong", "--timeout", "20"]);
    assert_eq!(reachable.hits("/ping"), 1);
    // A public-looking page of the same session reaches nothing local.
    let url = public.url_for("app.test", "/probe");
    let opened = s.ok(&["--allow", "app.test", "open", &url]);
    opened.stdout_contains("title=\"Probe\"");
    let waited = s.ok(&["wait", "--text", "probes done", "--timeout", "20"]);
    let both = format!("{}{}", opened.stdout(), waited.stdout());
    assert!(
        crate::browse::lists_refusal(&both, &format!("127.0.0.1:{port}"), "127.0.0.1 is loopback")
            && both.contains("local access covers requests from pages on a local address"),
        "{opened}\n{waited}"
    );
    assert_eq!(sentinel.connections(), 0);
}

/// Splits a hint the way a POSIX shell would for the words garuda-web prints: plain words and
/// single-quoted ones (`'\''` inside for a quote).
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                for q in chars.by_ref() {
                    if q == '\'' {
                        break;
                    }
                    word.push(q);
                }
            }
            '\\' => {
                in_word = true;
                word.extend(chars.next());
            }
            ' ' => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            other => {
                in_word = true;
                word.push(other);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

// F-07, F-13: fetch's hint for a page that needs JavaScript runs as printed: it is the same
// fetch with --render, carrying the fetch's local switch and approval, and it reads the text
// the script builds.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b10_fetch_javascript_hint_runs_as_printed() {
    let Some(s) = Session::new(r#"{"browser": {"idleSeconds": 300}}"#) else {
        return;
    };
    let page = format!(
        "<html><head><title>App</title><script>{}</script></head><body><noscript>Please \
         enable JavaScript to use this app.</noscript><div id=root></div>\
         <script>document.getElementById('root').textContent = 'rendered by script';</script>\
         </body></html>",
        "var a=1;".repeat(2000)
    );
    let server = Server::http().with("/app", Reply::html(page));
    let fetched = s
        .gw()
        .clone()
        .reset_args()
        .args([
            "--json",
            "fetch",
            "--allow-localhost",
            "--allow",
            "127.0.0.1",
        ])
        .arg(server.url("/app"))
        .run();
    fetched.success().stderr_empty();
    let hint = fetched.json()["warnings"][0]["hint"]
        .as_str()
        .unwrap()
        .to_string();
    let words = shell_words(&hint);
    assert_eq!(&words[..3], ["garuda-web", "fetch", "--render"], "{hint}");
    let out = s.gw().clone().reset_args().args(&words[1..]).run();
    out.success()
        .stderr_empty()
        .stdout_contains("title=\"App\"")
        .stdout_contains("rendered by script");
}

// B-10: browse takes fetch's `--allow-localhost` as a synonym of `--allow-local` (no browser
// needed to see it parsed).
#[test]
fn b10_allow_localhost_is_a_synonym_of_allow_local() {
    let out = Gw::new()
        .args(["browse", "--allow-localhost", "status"])
        .run();
    out.success()
        .stderr_empty()
        .stdout_eq("no browser is running for session default\n");
}

// B-07, B-12, B-20: a click on a `Content-Disposition: attachment` link ends when its download
// is saved (and says so); after a `target=_blank` popup the next open is not held; an inline
// `location.replace` to another host exits 4 with the parked navigation's id.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b07_b12_download_popup_and_inline_replace_do_not_hold_the_action() {
    let Some(s) = quick_session() else { return };
    let app = app(9);
    app.route(
        "/links",
        Reply::html(
            r#"<!doctype html><title>Links</title><a href="/report.csv">Download</a>
<a href="/" target="_blank">New window</a>"#,
        ),
    );
    app.route(
        "/report.csv",
        Reply::ok()
            .header("Content-Type", "text/csv")
            .header("Content-Disposition", "attachment; filename=\"report.csv\"")
            .body("a,b\n1,2\n"),
    );
    let other = app.url("/").replace("127.0.0.1", "localhost");
    app.route(
        "/replace",
        Reply::html(format!(
            "<!doctype html><title>Replace</title><script>location.replace('{other}')</script>"
        )),
    );
    s.ok(&[
        "--allow-local",
        "--allow",
        "127.0.0.1",
        "open",
        &app.url("/links"),
    ]);
    // B-20: the download is saved and named in the click's reply; the page stays.
    let saved = s.gw().state_dir().join("downloads").join("report.csv");
    let out = s.ok(&["click", "text=Download"]);
    out.stdout_contains(&format!(
        "[downloads: 1]\n- saved {} (8 bytes, text/csv, sha256 ",
        saved.display()
    ))
    .stdout_contains("title=\"Links\"");
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), "a,b\n1,2\n");
    s.ok(&["click", "text=New window"]);
    s.ok(&["open", &app.url("/")])
        .stdout_contains("title=\"Home\"");
    let out = s.run(&["--json", "open", &app.url("/replace")]);
    out.fails_with(4, "needs_approval");
    let v = out.json();
    let id = v["parked"][0]["id"].as_u64().expect("the parked id");
    assert_eq!(v["parked"][0]["host"], "localhost", "{v}");
    out.message_contains(&format!("navigation to localhost (id {id})"));
}
