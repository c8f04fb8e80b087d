//! `browse script` (B-13) and `browse record` / `stop-recording` (B-15) with a real Chromium
//! against the harness's loopback web app. Like `browse.rs`, these run only
//! with `GARUDA_WEB_BROWSER_TESTS=1`, one browser at a time; each test starts one Chromium.

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixStream;
use std::path::Path;

use crate::browse::{Session, app};
use crate::support::Gw;
use crate::support::pty::{DOWN, ENTER, Pty};

/// `open` of `url` with loopback approved, asserted to succeed quietly.
#[track_caller]
fn open_ok(s: &Session, url: &str) {
    s.ok(&["--allow", "127.0.0.1", "open", url]);
}

/// `script JS` with the rule on the command line, more arguments after it.
fn script(s: &Session, extra: &[&str]) -> crate::support::Outcome {
    let mut args = vec!["--allow", "browse_script", "script"];
    args.extend_from_slice(extra);
    s.run(&args)
}

// B-13: without the rule, the prompt or browser.allowScripts the script is refused (exit 4,
// hint naming the rule) before any browser starts; with --allow browse_script numbers,
// objects and strings come back (JSON unless a string, neutralized), a throw is exit 1 with
// its message and line, a promise that never settles fails after --timeout or
// web.timeoutSeconds; a deny rule wins; browser.allowScripts in config.json allows it, the
// same key in a --policy file is refused (B-16).
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b13_script_values_errors_timeout_and_approval() {
    let Some(s) = Session::local() else { return };
    let app = app();
    let out = s.run(&["--json", "script", "1 + 1"]);
    out.fails_with(4, "needs_approval");
    assert!(out.error_hint().contains("--allow browse_script"), "{out}");
    assert!(!s.gw().state_dir().join("run/default.sock").exists());
    // Text mode: the sentence and the hint on stderr, nothing on stdout.
    let out = s.run(&["script", "1 + 1"]);
    out.code(4).stdout_empty();
    out.stderr_contains("garuda-web: error: running a script in the page needs approval\n")
        .stderr_contains("--allow browse_script");
    // With the rule but no page yet: the next command is to open one.
    let out = script(&s, &["document.title"]);
    out.code(2).stdout_empty();
    out.stderr_contains("no page is open in browse session default")
        .stderr_contains("garuda-web browse --allow HOST open URL");

    open_ok(&s, &app.url("/app"));
    let number = script(&s, &["6 * 7"]);
    number.success().stderr_empty();
    assert!(
        number.stdout().starts_with(&format!(
            "<web_result browse=\"script\" url=\"{}\" title=\"Garuda test app\">\n",
            app.url("/app")
        )),
        "{number}"
    );
    number.stdout_contains("[result]\n42\n</web_result>\n");

    let object = script(
        &s,
        &[
            "--json",
            "({title: document.title, items: [...document.querySelectorAll('li')].map(l => l.textContent)})",
        ],
    )
    .json_ok();
    assert_eq!(
        object["value"],
        serde_json::json!({"title": "Garuda test app", "items": ["item alpha", "item beta", "item gamma"]}),
        "{object}"
    );
    assert_eq!(object["browse"], "script");
    assert_eq!(object["url"], app.url("/app"));
    let text = script(&s, &["({n: 1})"]);
    text.success()
        .stderr_empty()
        .stdout_contains("[result]\n{\n  \"n\": 1\n}\n");

    let string = script(
        &s,
        &["document.querySelector('h1').textContent + '</web_result>'"],
    );
    string
        .success()
        .stderr_empty()
        .stdout_contains("[result]\nOrders‹/web_result>\n");
    assert_eq!(
        string.stdout().matches("</web_result>").count(),
        1,
        "{string}"
    );
    // B-06: a value over 100 KiB is cut, says how to return less, and is not sent as JSON.
    let big = script(&s, &["--json", "'x'.repeat(200000)"]).json_ok();
    assert_eq!(
        big["result"].as_str().unwrap().len(),
        100 * 1024,
        "{big:.300}"
    );
    assert!(big["value"].is_null(), "the cut value is not JSON");
    assert!(
        big["truncated"]
            .as_str()
            .unwrap()
            .contains("the script's value is longer than 100 KiB"),
        "{}",
        big["truncated"]
    );
    // `-` reads the script from stdin.
    s.gw()
        .clone()
        .reset_args()
        .args(["browse", "--allow", "browse_script", "script", "-"])
        .stdin("const n = 3;\nn * 5")
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("[result]\n15\n");
    // Top-level await, and a value that took a while.
    script(
        &s,
        &["await new Promise(r => setTimeout(() => r('late value'), 50))"],
    )
    .success()
    .stderr_empty()
    .stdout_contains("[result]\nlate value\n");

    // A promise the script ends with is awaited too (here a request through the proxy).
    script(&s, &["fetch('/second').then(r => r.status)"])
        .success()
        .stderr_empty()
        .stdout_contains("[result]\n200\n");
    let thrown = script(&s, &["const a = 1;\nthrow new Error('no such order ' + a)"]);
    // G-03: the page has nothing new to say, so no empty block comes before the error.
    thrown.code(1).stdout_empty();
    thrown
        .stderr_contains("garuda-web: error: the script threw at line 2: Error: no such order 1\n")
        .stderr_contains("hint: fix the script and run garuda-web browse script again");
    let rejected = script(
        &s,
        &[
            "--json",
            "(async () => { await 0;\n  throw new TypeError('bad'); })()",
        ],
    );
    rejected.fails_with(1, "script");
    rejected.message_contains("the script threw at line 2: TypeError: bad");

    let never = script(&s, &["--json", "new Promise(() => {})", "--timeout", "1"]);
    never.fails_with(1, "timeout");
    never.message_contains("the script's promise did not settle within 1s");
    assert!(
        never
            .error_hint()
            .contains("browse script --timeout SECONDS"),
        "{never}"
    );
    // Without --timeout the bound is web.timeoutSeconds (config.json is read by every call).
    let config =
        r#"{"web": {"timeoutSeconds": 1}, "browser": {"allowLocal": true, "idleSeconds": 300}}"#;
    std::fs::write(s.gw().config_dir().join("config.json"), config).unwrap();
    let never = script(&s, &["--json", "new Promise(() => {})"]);
    never.fails_with(1, "timeout");
    never.message_contains("within 1s");
    // The page still answers after a script that timed out.
    script(&s, &["document.title"])
        .success()
        .stderr_empty()
        .stdout_contains("[result]\nGaruda test app\n");

    let denied = s.run(&[
        "--json",
        "--allow",
        "browse_script",
        "--deny",
        "browse_script",
        "script",
        "1",
    ]);
    denied.fails_with(3, "denied_by_rule");
    assert!(denied.error_hint().contains("--deny"), "{denied}");

    // browser.allowScripts in the user's config.json: no rule needed.
    let config = r#"{"browser": {"allowLocal": true, "idleSeconds": 300, "allowScripts": true}}"#;
    std::fs::write(s.gw().config_dir().join("config.json"), config).unwrap();
    s.ok(&["script", "document.title"])
        .stdout_contains("[result]\nGaruda test app\n");
    // The same key in a --policy file is refused (B-16), and does not allow the script.
    std::fs::write(
        s.gw().config_dir().join("config.json"),
        r#"{"browser": {"allowLocal": true, "idleSeconds": 300}}"#,
    )
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let policy = dir.path().join("project.json");
    std::fs::write(&policy, r#"{"browser": {"allowScripts": true}}"#).unwrap();
    let out = s.run(&[
        "--json",
        "--policy",
        policy.to_str().unwrap(),
        "script",
        "1",
    ]);
    out.fails_with(2, "config");
    out.message_contains("\"browser\"");
    s.run(&["--json", "script", "1"])
        .fails_with(4, "needs_approval");
}

/// Waits until the whole menu is on screen and the prompt reads a key.
#[track_caller]
fn wait_for_menu(pty: &mut Pty) -> String {
    let mut screen = String::new();
    for needle in ["garuda-web wants to", "Allow this request:", "No"] {
        screen.push_str(&pty.expect(needle));
        screen.push_str(needle);
    }
    pty.wait_for_key_read();
    screen
}

/// Answers with the `n`-th choice (0 = first).
#[track_caller]
fn choose(pty: &mut Pty, n: usize) {
    for _ in 0..n {
        pty.send(DOWN);
        pty.expect("No");
        pty.wait_for_key_read();
    }
    pty.send(ENTER);
}

/// `browse script JS` of this session on a pseudo-terminal.
fn script_on_pty(gw: &Gw, js: &str) -> Pty {
    gw.clone()
        .reset_args()
        .args(["browse", "--session", "default", "script", js])
        .pty()
}

// B-13, A-04: on a terminal the script is asked about with the page's origin and its first
// lines; "Yes, once" runs it and stores nothing, "No" is exit 4 declined and runs nothing,
// "Yes, always" adds browse_script to policy.json so the next call without a terminal runs.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b13_prompt_on_a_terminal_once_no_always() {
    let Some(s) = Session::local() else { return };
    let app = app();
    open_ok(&s, &app.url("/app"));
    let origin = app.url("/");
    let origin = origin.trim_end_matches('/');

    let mut pty = script_on_pty(s.gw(), "document.title = 'changed';\n'first ' + 'answer'");
    let screen = wait_for_menu(&mut pty);
    assert!(
        screen.contains(&format!(
            "garuda-web wants to run a script in the page of {origin}"
        )),
        "{screen}"
    );
    assert!(screen.contains("| document.title = 'changed';"), "{screen}");
    assert!(screen.contains("| 'first ' + 'answer'"), "{screen}");
    for choice in ["> Yes, once", "Yes, for this session", "Yes, always", "No"] {
        assert!(screen.contains(choice), "missing {choice:?} in\n{screen}");
    }
    choose(&mut pty, 0);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    assert!(
        screen.contains("[result]") && screen.contains("first answer"),
        "{screen}"
    );
    assert!(!s.gw().config_dir().join("policy.json").exists());
    let title = s.run(&["--json", "status"]).json_ok()["title"].clone();
    assert_eq!(title, "changed");

    let mut pty = script_on_pty(s.gw(), "document.title = 'declined'");
    let screen = wait_for_menu(&mut pty);
    let choices = ["Yes, once", "Yes, for this session", "Yes, always"]
        .iter()
        .filter(|c| screen.contains(*c))
        .count();
    choose(&mut pty, choices);
    let (code, screen) = pty.finish();
    assert_eq!(code, 4, "{screen}");
    assert!(screen.contains("was declined at the prompt"), "{screen}");
    assert!(screen.contains("--allow browse_script"), "{screen}");
    let title = s.run(&["--json", "status"]).json_ok()["title"].clone();
    assert_eq!(title, "changed", "a declined script must not run");

    let mut pty = script_on_pty(s.gw(), "document.title");
    wait_for_menu(&mut pty);
    choose(&mut pty, choices - 1);
    let (code, screen) = pty.finish();
    assert_eq!(code, 0, "{screen}");
    let policy = std::fs::read_to_string(s.gw().config_dir().join("policy.json")).unwrap();
    assert!(policy.contains("\"browse_script\""), "{policy}");
    s.ok(&["script", "document.title"])
        .stdout_contains("[result]\nchanged\n");
}

/// Width and height of a PNG, after checking its signature.
fn png_size(file: &Path) -> (u32, u32) {
    let bytes = std::fs::read(file).unwrap();
    assert!(
        bytes.starts_with(b"\x89PNG\r\n\x1a\n") && &bytes[12..16] == b"IHDR",
        "{} is not a PNG",
        file.display()
    );
    let n = |i: usize| u32::from_be_bytes(bytes[i..i + 4].try_into().unwrap());
    (n(16), n(20))
}

fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

// B-15: a recording of a session: every page-changing action (and only those) adds a
// viewport PNG NNN-ACTION.png and a storyboard line in steps.md, in order, in the state dir's
// walkthroughs/<yyyymmdd-hhmmss>/ (0700, files 0600); it goes on across navigations; status
// tells it; stop-recording lists the files; the wrong order of record and stop says what to run.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b15_record_a_session_across_navigations() {
    let Some(s) = Session::local() else { return };
    let app = app();
    // Nothing runs yet: stop-recording says how to start one, without starting a browser.
    let out = s.run(&["stop-recording"]);
    out.code(2).stdout_empty();
    out.stderr_contains("session default is not recording")
        .stderr_contains("garuda-web browse record");
    assert!(!s.gw().state_dir().join("run/default.sock").exists());

    open_ok(&s, &app.url("/app"));
    let started = s.run(&["--json", "record"]).json_ok();
    let dir = started["recording"]["dir"].as_str().unwrap().to_string();
    let walkthroughs = s.gw().state_dir().join("walkthroughs");
    assert!(dir.starts_with(walkthroughs.to_str().unwrap()), "{started}");
    let name = Path::new(&dir)
        .file_name()
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        name.len() == 15
            && name.as_bytes()[8] == b'-'
            && name.replace('-', "").bytes().all(|b| b.is_ascii_digit()),
        "{name}"
    );
    let again = s.run(&["--json", "record"]);
    again.fails_with(2, "usage");
    again.message_contains("already recording");
    assert!(
        again
            .error_hint()
            .contains("garuda-web browse stop-recording"),
        "{again}"
    );

    s.ok(&["type", "css=#email", "me@example.org"])
        .stdout_contains(&format!("[recorded: {dir}/001-type.png]"));
    s.ok(&["select", "css=#colour", "Blue"]);
    s.ok(&["snapshot"]); // not a page change: no step
    s.ok(&["click", "text=Save"]);
    s.ok(&["read", "css=#out"])
        .stdout_contains("saved me@example.org b");
    // A navigation to another page: the recording goes on.
    s.ok(&["click", "text=Second page"])
        .stdout_contains("title=\"Second\"");
    s.ok(&["--allow", "browse_script", "script", "document.title"])
        .stdout_contains("[result]\nSecond\n");
    let status = s.run(&["status"]);
    status.success().stderr_empty();
    status.stdout_contains(&format!("recording: into {dir} (5 steps so far"));

    let stopped = s.run(&["--json", "stop-recording"]).json_ok();
    let files: Vec<String> = stopped["recording"]["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_str().unwrap().to_string())
        .collect();
    let names = [
        "001-type",
        "002-select",
        "003-click",
        "004-click",
        "005-script",
    ];
    let mut expected = vec![format!("{dir}/steps.md")];
    expected.extend(names.iter().map(|n| format!("{dir}/{n}.png")));
    assert_eq!(files, expected, "{stopped}");
    assert_eq!(stopped["recording"]["steps"], 5);
    assert_eq!(mode(Path::new(&dir)), 0o700);
    assert_eq!(mode(&walkthroughs), 0o700);
    for f in &files {
        assert_eq!(mode(Path::new(f)), 0o600, "{f}");
        if f.ends_with(".png") {
            assert_eq!(png_size(Path::new(f)), (1280, 800), "{f}");
        }
    }
    let steps = std::fs::read_to_string(format!("{dir}/steps.md")).unwrap();
    assert!(
        steps.starts_with(&format!("# Walkthrough {name} (browse session default)\n")),
        "{steps}"
    );
    let lines: Vec<&str> = steps.lines().filter(|l| l.starts_with("**0")).collect();
    assert_eq!(lines.len(), 5, "{steps}");
    let app_url = app.url("/app");
    let second_url = app.url("/second");
    let wanted = [
        (
            "**001**",
            "**type** `css=#email ← 14 characters` → Garuda test app",
            &app_url,
        ),
        (
            "**002**",
            "**select** `css=#colour = Blue` → Garuda test app",
            &app_url,
        ),
        (
            "**003**",
            "**click** `text=Save` → Garuda test app",
            &app_url,
        ),
        (
            "**004**",
            "**click** `text=Second page` → Second",
            &second_url,
        ),
        (
            "**005**",
            "**script** `document.title` → Second",
            &second_url,
        ),
    ];
    for (line, (number, action, url)) in lines.iter().zip(wanted) {
        assert!(line.starts_with(number), "{line}");
        assert!(line.contains(action), "{line}\n{steps}");
        assert!(line.ends_with(&format!("· <{url}>")), "{line}");
    }
    for n in names {
        assert!(steps.contains(&format!("\n![{n}]({n}.png)\n")), "{steps}");
    }
    assert!(
        !steps.contains("me@example.org"),
        "typed text stays out of steps.md"
    );

    // Text mode of stop-recording lists the folder and files; a second stop says what to run.
    let custom = tempfile::tempdir().unwrap();
    let folder = custom.path().join("walk");
    s.ok(&["record", "--dir", folder.to_str().unwrap()]);
    s.ok(&["back"]);
    let stopped = s.run(&["stop-recording"]);
    stopped.success().stderr_empty();
    stopped
        .stdout_contains(&format!(
            "[recording]\nfolder: {}\nsteps: 1\nfiles:\n",
            folder.display()
        ))
        .stdout_contains(&format!(
            "- {}/steps.md\n- {}/001-back.png\n",
            folder.display(),
            folder.display()
        ));
    let out = s.run(&["--json", "stop-recording"]);
    out.fails_with(2, "usage");
    assert!(
        out.error_hint().contains("garuda-web browse record"),
        "{out}"
    );
    // A folder that is not empty is not recorded into.
    let out = s.run(&["--json", "record", "--dir", folder.to_str().unwrap()]);
    out.fails_with(2, "usage");
    out.message_contains("is not empty");
    // Closing the session ends a recording and says where its files are.
    let open = s.run(&["--json", "record"]).json_ok();
    let dir = open["recording"]["dir"].as_str().unwrap().to_string();
    let closed = s.run(&["close"]);
    closed.success().stderr_empty();
    closed
        .stdout_contains(&format!("[recording]\nfolder: {dir}\nsteps: 0\n"))
        .stdout_contains("closed the browser of session default");
}

// G-03: every browse error's hint names the command to run next — no history to
// go back in, an ambiguous target, a target that matches nothing, a covered element, a wait
// that ran out, a field that is not a select, a key that does not exist.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn g03_every_browse_error_names_the_next_command() {
    let Some(s) = Session::local() else { return };
    let app = app();
    // B-01: no verb but open starts a browser; the error names the command that does.
    let back = s.run(&["--json", "back"]);
    back.fails_with(1, "browser");
    back.message_contains(
        "no browser is running for session default; start one with `garuda-web browse open URL`",
    );

    open_ok(&s, &app.url("/twins"));
    let cases: [(&[&str], i32, &str, &str); 4] = [
        (
            &["click", "text=Delete"],
            1,
            "ambiguous",
            "garuda-web browse click @e",
        ),
        (
            &["click", "text=Nowhere"],
            1,
            "no_match",
            "garuda-web browse snapshot",
        ),
        (
            &["wait", "--text", "never there", "--timeout", "1"],
            1,
            "timeout",
            "--timeout SECONDS",
        ),
        (
            &["select", "css=p", "x"],
            1,
            "wrong_element",
            "garuda-web browse snapshot",
        ),
    ];
    for (args, exit, code, next) in cases {
        let mut all = vec!["--json"];
        all.extend_from_slice(args);
        let out = s.run(&all);
        out.fails_with(exit, code);
        let hint = out.error_hint();
        assert!(hint.contains("garuda-web browse "), "{args:?}: {hint}");
        assert!(hint.contains(next), "{args:?}: {hint}");
    }
    open_ok(&s, &app.url("/covered"));
    let covered = s.run(&["click", "text=Under"]);
    covered.code(1).stdout_empty();
    covered
        .stderr_contains("is covered by div#banner")
        .stderr_contains("hint: get the covering element out of the way first")
        .stderr_contains("garuda-web browse click 'text=Accept'");
    let key = s.run(&["--json", "press", "Hyper+x"]);
    key.fails_with(2, "usage");
    assert!(key.error_hint().contains("Control+a"), "{key}");

    // B-13: a script approved at the prompt for one origin does not run once the page is on
    // another (the background process checks the origin the client sends).
    let request = serde_json::json!({
        "version": env!("CARGO_PKG_VERSION"),
        "net": {"allow_local": true, "allow_ranges": [], "deny": []},
        "load_timeout_secs": 30,
        "action": {"verb": "script", "source": "document.title = 'ran'", "timeout_secs": 5,
                   "origin": "http://elsewhere.test"},
    });
    let reply = raw_request(&s, &request);
    assert_eq!(reply["reply"], "failed", "{reply}");
    let message = reply["message"].as_str().unwrap_or_default();
    assert!(
        message.starts_with("the page moved from http://elsewhere.test to http://127.0.0.1:"),
        "{reply}"
    );
    let title = s.run(&["--json", "status"]).json_ok()["title"].clone();
    assert_eq!(title, "Covered", "the script must not have run");

    // B-01: a client of another version with an action this process does not know yet still
    // gets "restarting" (the version is read before the action), not "did not understand".
    let request = serde_json::json!({
        "version": "99.0.0-newer",
        "net": {"allow_local": true, "allow_ranges": [], "deny": []},
        "load_timeout_secs": 30,
        "action": {"verb": "a_verb_from_the_future"},
    });
    let reply = raw_request(&s, &request);
    assert_eq!(reply["reply"], "restarting", "{reply}");
}

/// Sends one request line to the session's socket, as a client does; returns the reply.
fn raw_request(s: &Session, request: &serde_json::Value) -> serde_json::Value {
    let mut sock = UnixStream::connect(s.gw().state_dir().join("run/default.sock")).unwrap();
    writeln!(sock, "{request}").unwrap();
    let mut line = String::new();
    BufReader::new(sock).read_line(&mut line).unwrap();
    serde_json::from_str(&line).unwrap()
}

// G-07: `browse --help` starts with a five-line session an agent can paste as it
// is: open → snapshot → click @ref → read (→ close); the man page opens its examples with it.
#[test]
fn g07_browse_help_starts_with_a_worked_session() {
    let out = Gw::new().args(["browse", "--help"]).run();
    out.success().stderr_empty();
    let lines: Vec<&str> = out.stdout().lines().collect();
    assert!(lines[0].starts_with("A worked session"), "{out}");
    let verbs = ["open https://", "snapshot", "click @e12", "read", "close"];
    for (line, verb) in lines[1..6].iter().zip(verbs) {
        assert!(
            line.trim_start()
                .starts_with(&format!("garuda-web browse {verb}"))
                || line
                    .trim_start()
                    .starts_with("garuda-web browse --allow example.org open https://"),
            "{line:?} in\n{out}"
        );
        assert!(line.contains(verb), "{line:?}");
    }
    assert_eq!(lines[6], "", "{out}");
    let man = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/man/garuda-web-browse.1"
    ))
    .unwrap();
    let examples = man.split(".SH EXAMPLES\n.nf\n").nth(1).unwrap_or_default();
    assert!(examples.starts_with("A worked session"), "{examples:.200}");
}
