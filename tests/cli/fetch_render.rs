//! `fetch --render` and `--render auto` (F-13) with a real Chromium, through the real binary,
//! against pages served on loopback whose text a script builds. These tests need Chromium:
//! each carries an ignore attribute naming the variable, and runs with
//! `GARUDA_WEB_BROWSER_TESTS=1 cargo test --test cli fetch_render -- --ignored` (inside
//! `unshare --net`). They take browse's one-browser-at-a-time lock ([`Session::from_gw`]).

use std::time::Duration;

use crate::browse::{Session, eventually, home_trusting, processes};
use crate::browse_safe::{alive, cmdline, marked};
use crate::cache::more_words;
use crate::paging::warning_codes;
use crate::support::{FakeDns, Gate, Gw, Outcome, Reply, Server, TestCa};

/// More than 10 KB of script and a `noscript`: the plain fetch finds a shell (F-07); the
/// script writes `text` into the page.
fn shell(title: &str, text_js: &str) -> String {
    format!(
        "<!doctype html><html><head><title>{title}</title><script>{}</script></head><body>\
         <noscript>Please enable JavaScript to use this app.</noscript><div id=root></div>\
         <script>document.getElementById('root').innerHTML = {text_js};</script></body></html>",
        "var padding = 1;".repeat(1000)
    )
}

/// A shell whose text comes from a JSON request the script makes after the load.
fn shell_with_data() -> String {
    format!(
        "<!doctype html><html><head><title>Loading</title><script>{}</script></head><body>\
         <noscript>Please enable JavaScript.</noscript><div id=root></div><script>\
         window.addEventListener('load', () => fetch('/data.json').then(r => r.json()).then(d => {{\
           document.title = d.title;\
           document.getElementById('root').innerHTML = '<h1>' + d.title + '</h1><p>' + d.body + '</p>';\
         }}));</script></body></html>",
        "var padding = 1;".repeat(1000)
    )
}

/// A browser-test invocation (the lock, and every session closed at the end).
fn session() -> Option<Session> {
    Session::from_gw(Gw::new())
}

/// `fetch ARGS… URL` approved for loopback, in the test's directories.
fn fetch(s: &Session, url: &str, args: &[&str]) -> Outcome {
    s.gw()
        .clone()
        .reset_args()
        .args(["fetch", "--allow-localhost", "--allow", "127.0.0.1"])
        .args(args)
        .arg(url)
        .run()
}

/// F-13, B-01: the browser a call started for its renders ends with the call: its socket
/// goes within moments (the call does not wait for Chromium to end).
#[track_caller]
fn no_session_left(gw: &Gw) {
    eventually(
        Duration::from_secs(5),
        "the call's own browse session ending",
        || sockets(gw).is_empty(),
    );
}

/// The browse sessions whose socket is still in the state dir's `run/`.
fn sockets(gw: &Gw) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(gw.state_dir().join("run")) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".sock"))
        .collect()
}

// F-13, F-07: a page whose text a script builds reads as a shell without --render (the
// warning's hint is the render) and with its text under --render, also after a request the
// script makes; JSON says `rendered`, the text header `[rendered]`; the call's browser is
// closed at exit.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_render_reads_the_text_a_script_builds() {
    let Some(s) = session() else { return };
    let server = Server::http()
        .with(
            "/app",
            Reply::html(shell(
                "App",
                "'<h1>Built by a script</h1><p>Hello from the DOM.</p>'",
            )),
        )
        .with("/spa", Reply::html(shell_with_data()))
        .with(
            "/data.json",
            Reply::ok()
                .header("content-type", "application/json")
                .body(r#"{"title": "Orders", "body": "Three orders came from data.json."}"#),
        );
    let url = server.url("/app");
    let plain = fetch(&s, &url, &[]);
    plain
        .success()
        .stdout_contains("[characters 0–0 of 0]")
        .stderr_contains("warning: this page seems to need JavaScript")
        .stderr_contains(&format!(
            "hint: garuda-web fetch --render --allow-localhost --allow '127.0.0.1' '{url}'"
        ));
    let rendered = fetch(&s, &url, &["--render"]);
    rendered
        .success()
        .stderr_empty()
        .stdout_contains("[rendered]")
        .stdout_contains("# Built by a script\n\nHello from the DOM.");
    assert!(!rendered.stdout().contains("Please enable"), "{rendered}");

    let v = fetch(&s, &server.url("/spa"), &["--render", "--json"]).json_ok();
    assert_eq!(v["rendered"], true, "{v}");
    assert_eq!(v["title"], "Orders", "{v}");
    assert_eq!(v["status"], 200, "{v}");
    assert_eq!(v["allowed_by"]["rule"], "web_fetch(127.0.0.1)", "{v}");
    assert!(
        v["content"]
            .as_str()
            .unwrap()
            .contains("Three orders came from data.json."),
        "{v}"
    );
    assert_eq!(warning_codes(&v), Vec::<&str>::new(), "{v}");
    no_session_left(s.gw());
}

// F-13: --render auto renders the page the plain fetch finds needs JavaScript, and starts no
// browser for a static page (no session files at all); several URLs share one browser, which
// ends with the call.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_render_auto_starts_a_browser_only_for_a_page_that_needs_it() {
    let Some(s) = session() else { return };
    let server = Server::http()
        .with(
            "/app",
            Reply::html(shell("App", "'<p>Rendered for auto.</p>'")),
        )
        .with(
            "/static",
            Reply::html("<!doctype html><title>Static</title><h1>A static page</h1><p>Its text is in the HTML.</p>"),
        );
    let out = fetch(&s, &server.url("/static"), &["--render", "auto"]);
    out.success()
        .stderr_empty()
        .stdout_contains("# A static page");
    assert!(!out.stdout().contains("[rendered]"), "{out}");
    assert!(
        !s.gw().state_dir().join("run").exists(),
        "no browser may start for a static page"
    );

    let v = fetch(&s, &server.url("/app"), &["--render=auto", "--json"]).json_ok();
    assert_eq!(v["rendered"], true, "{v}");
    assert_eq!(v["content"], "Rendered for auto.", "{v}");

    let both = fetch(
        &s,
        &server.url("/static"),
        &["--render", "auto", "--max-age", "0", &server.url("/app")],
    );
    both.success().stderr_empty();
    assert_eq!(both.stdout().matches("<web_result").count(), 2, "{both}");
    assert_eq!(both.stdout().matches("[rendered]").count(), 1, "{both}");
    no_session_left(s.gw());
}

// F-13, B-10, C-02: the rendered page's own requests go through the browse proxy: a fetch to a
// private address and one to a loopback sentinel from a public page are refused as dialled,
// listed in the warnings, and the sentinel gets no connection.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_render_refuses_private_addresses_and_lists_them() {
    let ca = TestCa::new();
    let app = Server::https(&ca, &["app.test"]);
    let sentinel = Server::never_called();
    let port = sentinel.port();
    app.route(
        "/probe",
        Reply::html(format!(
            r#"<!doctype html><title>Probe</title><p id=out>waiting</p><script>
Promise.all([
  fetch('https://10.0.0.1/secret').catch(() => 0),
  fetch('https://127.0.0.1:{port}/sentinel').catch(() => 0),
]).then(() => {{ document.getElementById('out').textContent = 'probes done'; }});
</script>"#
        )),
    );
    let dns = FakeDns::start().a("app.test", &[std::net::Ipv4Addr::LOCALHOST]);
    let home = home_trusting(&ca);
    let gw = Gw::new()
        .config_json(r#"{"web": {"allowRanges": ["127.0.0.0/8"]}}"#)
        .dns(&dns)
        .env("HOME", home.path());
    let Some(s) = Session::from_gw(gw) else {
        return;
    };
    let url = app.url_for("app.test", "/probe");
    let out = s
        .gw()
        .clone()
        .reset_args()
        .args(["fetch", "--render", "--json", "--allow", "app.test", &url])
        .run();
    let v = out.json_ok();
    assert_eq!(v["content"], "probes done", "{v}");
    assert_eq!(warning_codes(&v), ["render_refused"], "{v}");
    let message = v["warnings"][0]["message"].as_str().unwrap();
    assert!(
        message.contains("10.0.0.1:443 — 10.0.0.1 is private"),
        "{message}"
    );
    assert!(
        message.contains(&format!("127.0.0.1:{port} — ")),
        "{message}"
    );
    assert_eq!(sentinel.connections(), 0);
}

// C-05, F-13: a render's --allow-localhost opens loopback as a plain fetch's does, not the
// private ranges browse's local setting opens: a loopback page's request to 10.0.0.1 is
// refused (before any connection) and named, while its request to its own server passes.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn c05_render_allow_localhost_opens_loopback_not_private_ranges() {
    let Some(s) = session() else { return };
    let server = Server::http();
    server.route(
        "/data.json",
        Reply::ok()
            .header("Content-Type", "application/json")
            .body(r#"{"n": 1}"#),
    );
    server.route(
        "/probe",
        Reply::html(
            r#"<!doctype html><title>Probe</title><p id=out>waiting</p><script>
Promise.all([
  fetch('http://10.0.0.1/secret').then(() => 'reached', () => 'refused'),
  fetch('/data.json').then(r => r.json()).then(d => 'own ' + d.n, () => 'own failed'),
]).then(r => { document.getElementById('out').textContent = r.join(', '); });
</script>"#,
        ),
    );
    let out = fetch(&s, &server.url("/probe"), &["--render", "--json"]);
    let v = out.json_ok();
    assert_eq!(v["content"], "refused, own 1", "{v}");
    assert_eq!(warning_codes(&v), ["render_refused"], "{v}");
    let message = v["warnings"][0]["message"].as_str().unwrap();
    assert!(
        message.contains("10.0.0.1:80 — 10.0.0.1 is private"),
        "{message}"
    );
}

// F-13, F-11: paging a rendered page reads the same snapshot: the [More: …] line carries
// --render, and the next window comes from the rendered copy in the cache (the page, whose
// text is new at every load, is not rendered again).
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_paging_a_rendered_page_reads_the_same_snapshot() {
    let Some(s) = session() else { return };
    let server = Server::http().with(
        "/long",
        Reply::html(shell(
            "Long",
            "'<p>Token ' + Math.random() + '</p>' + '<p>' + 'rendered words '.repeat(400) + '</p>'",
        )),
    );
    let url = server.url("/long");
    let first = fetch(&s, &url, &["--render", "--max-chars", "1000"]);
    first
        .success()
        .stderr_empty()
        .stdout_contains("[characters 0–")
        .stdout_contains("Token 0.");
    let words = more_words(first.stdout());
    assert!(words.iter().any(|w| w == "--render"), "{words:?}");
    let start = &words[words.iter().position(|w| w == "--start").unwrap() + 1];
    let second = s.gw().clone().reset_args().args(&words[1..]).run();
    second
        .success()
        .stderr_empty()
        .stdout_contains(&format!("[characters {start}–"))
        .stdout_contains("[rendered] [cached ")
        .stdout_contains("rendered words");
    assert_eq!(
        server.hits("/long"),
        1,
        "the second window is the same snapshot"
    );
    // The plain page is another entry: its [More: …] line (none: it is empty) and text differ.
    let plain = fetch(&s, &url, &["--json"]).json_ok();
    assert_eq!(plain["rendered"], false, "{plain}");
    assert_eq!(plain["total_chars"], 0, "{plain}");
}

// F-13, F-06: --main on a rendered article keeps the article and drops the author box and
// the related posts inside it, as for the same article served as HTML.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_main_on_a_rendered_article_keeps_the_article() {
    let Some(s) = session() else { return };
    let article = "<article><h1>Bees return to the meadow</h1><div class=entry-content><p>The \
                   wild bees came back to the meadow this spring, three years after the \
                   farmers stopped mowing it in May.</p><p>Counts by the volunteers found \
                   eleven species where there had been four, and the orchids along the hedge \
                   were in flower again.</p><p>The council will now leave two more fields \
                   unmown until the end of July, as a trial.</p></div><div class=author-bio>\
                   <p>Anna Berg is a science writer who has covered farming and the \
                   countryside for twenty years.</p></div><section class=related-posts><h2>\
                   Related posts</h2><div class=post-excerpt><p>Last year the river otters \
                   were seen again below the old mill, for the first time since the war.</p>\
                   </div></section></article>";
    let js = serde_json::to_string(article).unwrap();
    let server = Server::http().with("/post", Reply::html(shell("Bees", &js)));
    let v = fetch(&s, &server.url("/post"), &["--render", "--main", "--json"]).json_ok();
    let content = v["content"].as_str().unwrap();
    assert!(
        content.starts_with("# Bees return to the meadow\n\nThe wild bees came back"),
        "{v}"
    );
    assert!(
        content.ends_with("until the end of July, as a trial."),
        "{v}"
    );
    assert!(!content.contains("Anna Berg"), "{v}");
    assert!(!content.contains("river otters"), "{v}");
    assert_eq!(v["rendered"], true, "{v}");
    // Without --main the extras are there: --main made the difference.
    let whole = fetch(&s, &server.url("/post"), &["--render", "--json"]).json_ok();
    assert!(
        whole["content"].as_str().unwrap().contains("river otters"),
        "{whole}"
    );
}

// F-13, G-09: a page that never stops polling (from its load on, every 100 ms) is read at the
// bound (10 s after its load) as it is then, with the warning render_busy naming what kept it
// busy.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_a_page_that_keeps_polling_is_read_at_the_bound() {
    let Some(s) = session() else { return };
    let server = Server::http()
        .with(
            "/poll",
            Reply::html(
                "<!doctype html><title>Poll</title><p id=p>not polled yet</p><script>\
                 let n = 0; const poll = () => fetch('/tick?' + (n++)).then(r => r.text())\
                 .then(() => { document.getElementById('p').textContent = 'polled at least once'; });\
                 poll(); setInterval(poll, 100);</script>",
            ),
        )
        .with("/tick", Reply::text("tick"));
    let v = fetch(&s, &server.url("/poll"), &["--render", "--json"]).json_ok();
    assert_eq!(v["content"], "polled at least once", "{v}");
    assert_eq!(warning_codes(&v), ["render_busy"], "{v}");
    let message = v["warnings"][0]["message"].as_str().unwrap();
    assert!(message.contains("after its load"), "{message}");
    assert!(message.contains("/tick?"), "{message}");
}

// F-13, B-12: a navigation the page starts to another host is refused (a render asks nobody)
// and named with the rule that would let it; a server redirect to another host leaves
// nothing to read and is exit 4, as a plain fetch's redirect without approval (A-05).
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_navigations_to_another_host_are_refused() {
    let Some(s) = session() else { return };
    let server = Server::http();
    let elsewhere = format!("http://localhost:{}/elsewhere", server.port());
    server.route(
        "/leaves",
        Reply::html(format!(
            "<!doctype html><title>Leaves</title><p>Before leaving.</p>\
             <script>setTimeout(() => {{ location.href = '{elsewhere}'; }}, 0);</script>"
        )),
    );
    server.route(
        "/elsewhere",
        Reply::html("<title>Elsewhere</title><p>Elsewhere.</p>"),
    );
    server.route("/moved", Reply::redirect(302, &elsewhere));
    let v = fetch(&s, &server.url("/leaves"), &["--render", "--json"]).json_ok();
    assert_eq!(v["content"], "Before leaving.", "{v}");
    assert_eq!(warning_codes(&v), ["navigation_refused"], "{v}");
    assert!(
        v["warnings"][0]["hint"]
            .as_str()
            .unwrap()
            .contains("--allow 'web_fetch(localhost)'"),
        "{v}"
    );
    assert_eq!(server.hits("/elsewhere"), 0);

    let moved = fetch(&s, &server.url("/moved"), &["--render", "--json"]);
    moved.fails_with(4, "needs_approval");
    moved.message_contains("localhost");
    assert_eq!(server.hits("/elsewhere"), 0);
}

// F-13, B-01: a render uses the running browse session the call names with --session (warm,
// left running afterwards), and starts no browser of its own.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_render_uses_the_running_session_it_names() {
    let Some(s) = session() else { return };
    let server = Server::http()
        .with("/start", Reply::html("<title>Start</title><p>start</p>"))
        .with("/app", Reply::html(shell("App", "'<p>Rendered warm.</p>'")));
    s.ok(&[
        "--session",
        "warm",
        "--allow-local",
        "--allow",
        "127.0.0.1",
        "open",
        &server.url("/start"),
    ]);
    let pid = s.daemon_pid("warm");
    let out = fetch(
        &s,
        &server.url("/app"),
        &["--render", "--session", "warm", "-v"],
    );
    out.success()
        .stdout_contains("Rendered warm.")
        .stderr_contains("rendering in the running browse session warm");
    assert_eq!(s.daemon_pid("warm"), pid, "the same background process");
    assert_eq!(sockets(s.gw()), ["warm.sock"]);
}

// F-13, B-07: a page that asks for nothing after its load (its text built by an inline script)
// is read as soon as it loaded, without waiting for a quiet network; -v says so.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_a_page_that_asks_for_nothing_more_is_read_at_its_load() {
    let Some(s) = session() else { return };
    let server = Server::http().with("/app", Reply::html(shell("App", "'<p>Built at once.</p>'")));
    let out = fetch(&s, &server.url("/app"), &["--render", "-v"]);
    out.success()
        .stdout_contains("Built at once.")
        .stderr_contains(
            "garuda-web: the page was read at its load: none of its requests was loading, and \
             it asked for no data by script\n",
        );
    assert!(!out.stderr().contains("warning:"), "{out}");
}

// F-13, B-07: a page that asks for data by script is read once its requests have ended and the
// network has been quiet, so a request its answer's handler sends (a chain) is read too; -v
// says what was waited for.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_a_page_that_fetches_data_is_read_after_its_chain_of_requests() {
    let Some(s) = session() else { return };
    let json = |body: &str| {
        Reply::ok()
            .header("content-type", "application/json")
            .body(body.to_string())
    };
    let server = Server::http()
        .with(
            "/chain",
            Reply::html(
                "<!doctype html><title>Chain</title><p id=out>nothing yet</p><script>\
                 window.addEventListener('load', () => fetch('/first.json').then(r => r.json())\
                 .then(a => fetch(a.next).then(r => r.json()).then(b => {\
                   document.getElementById('out').textContent = a.word + ' then ' + b.word;\
                 })));</script>",
            ),
        )
        .with(
            "/first.json",
            json(r#"{"word": "first", "next": "/second.json"}"#),
        )
        .with("/second.json", json(r#"{"word": "second"}"#));
    let out = fetch(&s, &server.url("/chain"), &["--render", "-v"]);
    out.success()
        .stdout_contains("first then second")
        .stderr_contains("none had started or ended for 150 ms, as the page asked for data by script (2 fetch or XHR requests)");
    assert!(!out.stderr().contains("warning:"), "{out}");
    assert_eq!(server.hits("/second.json"), 1);
}

// F-13, B-01, G-02: Ctrl-C during a render ends the call (exit 130, `interrupted`) and the
// browser the call started with it: within 5 s no process of that browser and no file of its
// session is left. A running session the call named (--session) is the user's, and stays.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn f13_an_interrupted_render_leaves_no_browser_of_its_own() {
    let Some(s) = Session::new(r#"{"web": {"timeoutSeconds": 60}}"#) else {
        return;
    };
    // A page that never finishes loading: its script never comes.
    let never = Gate::new();
    let server = Server::http()
        .with("/start", Reply::html("<title>Start</title><p>start</p>"))
        .with(
            "/stuck",
            Reply::html(
                "<!doctype html><title>Stuck</title><p>Loading.</p><script src=/never.js></script>",
            ),
        )
        .with(
            "/never.js",
            Reply::ok()
                .header("content-type", "text/javascript")
                .body("")
                .after(&never),
        );
    let stuck = server.url("/stuck");
    let render = |args: &[&str]| {
        s.gw()
            .clone()
            .reset_args()
            .args([
                "fetch",
                "--render",
                "--allow-localhost",
                "--allow",
                "127.0.0.1",
            ])
            .args(args)
            .arg(&stuck)
            .spawn()
    };
    let run_dir = s.gw().state_dir().join("run");
    let running = render(&[]);
    server.wait_for_hits("/never.js", 1);
    // The call's own session: its background process, and the browser it started.
    let pid_file = std::fs::read_dir(&run_dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with("render-") && name.ends_with(".pid")
        })
        .expect("the render's session's pid file");
    let daemon: i32 = std::fs::read_to_string(&pid_file)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    let chromium = processes()
        .into_iter()
        .find(|(pid, ppid, _)| *ppid == daemon && cmdline(*pid).contains("--remote-debugging-pipe"))
        .map(|(pid, ..)| pid)
        .expect("the render's browser");
    let profile = cmdline(chromium)
        .split(' ')
        .find_map(|a| a.strip_prefix("--user-data-dir="))
        .expect("the profile")
        .to_string();
    assert!(!marked(&profile).is_empty());
    running.signal(nix::sys::signal::Signal::SIGINT);
    running.wait().code(130).stdout_empty().stderr_eq(
        "garuda-web: error: interrupted\nhint: the call stopped before it finished; run it again\n",
    );
    eventually(
        Duration::from_secs(5),
        "every process of the interrupted render's browser ending",
        || !alive(daemon) && marked(&profile).is_empty(),
    );
    eventually(
        Duration::from_secs(5),
        "the interrupted render's session files going",
        || {
            std::fs::read_dir(&run_dir)
                .unwrap()
                .flatten()
                .all(|e| !e.file_name().to_string_lossy().starts_with("render-"))
        },
    );
    assert!(
        !std::path::Path::new(&profile).exists(),
        "the profile {profile} is left"
    );

    // The user's own session, named with --session, is not the call's to end.
    s.ok(&[
        "--session",
        "mine",
        "--allow-local",
        "--allow",
        "127.0.0.1",
        "open",
        &server.url("/start"),
    ]);
    let pid = s.daemon_pid("mine");
    let running = render(&["--session", "mine", "--timeout", "3"]);
    server.wait_for_hits("/never.js", 2);
    running.signal(nix::sys::signal::Signal::SIGINT);
    running.wait().code(130).stdout_empty().stderr_eq(
        "garuda-web: error: interrupted\nhint: the call stopped before it finished; run it again\n",
    );
    // Answered once the render it was doing has given up (--timeout 3): the same process.
    assert_eq!(s.daemon_pid("mine"), pid, "the named session stays");
    assert_eq!(sockets(s.gw()), ["mine.sock"]);
    never.open();
}
