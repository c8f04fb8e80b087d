//! `browse batch` (B-26), `browse drag` (B-19) and the dialogs of background tabs (B-17, B-18),
//! through the real binary against pages served on loopback. The tests that drive a real
//! Chromium need `GARUDA_WEB_BROWSER_TESTS=1` (each carries an ignore attribute naming it); the
//! batch's refusals before any step runs need no browser and always run.

use serde_json::Value;

use crate::browse::Session;
use crate::support::{Gw, Outcome, Reply, Server};

/// A page of `body` titled `title`.
fn page(title: &str, body: &str) -> Reply {
    Reply::html(format!("<!doctype html><title>{title}</title>{body}"))
}

/// `garuda-web browse ARGS… batch` in the session, with `steps` on stdin.
fn batch(s: &Session, args: &[&str], steps: &str) -> Outcome {
    batch_in(s.gw(), args, steps)
}

fn batch_in(gw: &Gw, args: &[&str], steps: &str) -> Outcome {
    gw.clone()
        .reset_args()
        .arg("browse")
        .args(args)
        .arg("batch")
        .stdin(steps.as_bytes().to_vec())
        .run()
}

/// `garuda-web browse ARGS… batch --keep-going` in the session, with `steps` on stdin.
fn batch_keep_going(s: &Session, args: &[&str], steps: &str) -> Outcome {
    s.gw()
        .clone()
        .reset_args()
        .arg("browse")
        .args(args)
        .args(["batch", "--keep-going"])
        .stdin(steps.as_bytes().to_vec())
        .run()
}

/// The `browse="…"` verbs of the blocks on stdout, in order.
fn blocks(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("<web_result browse=\""))
        .map(|l| l.split('"').next().unwrap_or_default())
        .collect()
}

/// The JSON Lines of stdout.
fn json_lines(out: &Outcome) -> Vec<Value> {
    out.stdout()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// A form: what is typed into #q is copied, upper-cased, into #r by the button.
fn form_app() -> Server {
    Server::http().with(
        "/form",
        page(
            "Form",
            r#"<input id="q" aria-label="Query"><button id="go" onclick="document.getElementById('r').value = document.getElementById('q').value.toUpperCase()">Go</button>
<input id="r" aria-label="Result">"#,
        ),
    )
}

// B-26: a batch of open, type, click and get value runs each step in order over one
// connection and prints each reply as the verb alone prints it; --json gives JSON Lines, one
// object per step with its number.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b26_batch_prints_each_reply_in_order() {
    let Some(s) = Session::local() else { return };
    let app = form_app();
    let steps = format!(
        "# fill the form\nopen {}\n\ntype css=#q 'hello world'\nclick css=#go   # copies it\nget value css=#r\n",
        app.url("/form")
    );
    let out = batch(&s, &["--allow", "127.0.0.1"], &steps);
    out.success().stderr_empty();
    assert_eq!(
        blocks(out.stdout()),
        ["open", "type", "click", "get"],
        "{out}"
    );
    out.stdout_contains("[result]\nHELLO WORLD\n</web_result>\n");
    // The same block as the verb alone prints.
    let alone = s.ok(&["get", "value", "css=#r"]);
    assert!(out.stdout().ends_with(alone.stdout()), "{out}\n{alone}");

    // --json: one object per line, numbered; the steps share one connection (the status of
    // the last step counts one more than the status call alone did).
    let before = s.status("default")["status"]["connections"]
        .as_u64()
        .unwrap();
    let out = batch(&s, &["--json"], "get value css=#r\nget title\nstatus\n");
    out.success().stderr_empty();
    let lines = json_lines(&out);
    let steps: Vec<(u64, &str)> = lines
        .iter()
        .map(|v| (v["step"].as_u64().unwrap(), v["browse"].as_str().unwrap()))
        .collect();
    assert_eq!(steps, [(1, "get"), (2, "get"), (3, "status")], "{out}");
    assert_eq!(lines[0]["value"], "HELLO WORLD", "{out}");
    assert_eq!(lines[1]["value"], "Form", "{out}");
    assert_eq!(
        lines[2]["status"]["connections"].as_u64(),
        Some(before + 1),
        "{out}"
    );
}

// B-26: a batch that fails at step 2 prints two results (the first step's block and the
// second's error) and exits with step 2's code; the steps after it do not run.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b26_batch_stops_at_the_first_failure_with_its_code() {
    let Some(s) = Session::local() else { return };
    let app = form_app();
    s.ok(&["--allow", "127.0.0.1", "open", &app.url("/form")]);
    let steps = "type css=#q first\nclick css=#missing\ntype css=#q second\n";
    let out = batch(&s, &[], steps);
    out.code(1)
        .stderr_has_error_and_hint()
        .stderr_contains("garuda-web: error: css=#missing matches no element on the page")
        .stderr_contains(
            "garuda-web: batch: step 2 of 3 failed (line 2: click css=#missing); step 3 did not run",
        );
    assert_eq!(blocks(out.stdout()), ["type"], "{out}");
    s.ok(&["get", "value", "css=#q"])
        .stdout_contains("[result]\nfirst\n");

    // JSON Lines: two objects, the second the error of step 2; an approval refusal's code (4)
    // is the batch's.
    let steps = "get title\nopen other.example\nget title\n";
    let out = batch(&s, &["--json"], steps);
    out.code(4).stderr_empty();
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0]["step"], 1, "{out}");
    assert_eq!(lines[1]["step"], 2, "{out}");
    assert_eq!(lines[1]["browse"], "open", "{out}");
    assert_eq!(lines[1]["error"]["code"], "needs_approval", "{out}");
}

// B-26: with --keep-going every step runs; the batch exits with the first failure's code and
// says how many failed.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b26_keep_going_runs_every_step() {
    let Some(s) = Session::local() else { return };
    let app = form_app();
    s.ok(&["--allow", "127.0.0.1", "open", &app.url("/form")]);
    let steps = "open other.example\nclick css=#missing\ntype css=#q last\nget value css=#q\n";
    let out = batch_keep_going(&s, &[], steps);
    out.code(4)
        .stderr_contains("garuda-web: error: fetching other.example needs approval")
        .stderr_contains("css=#missing matches no element on the page")
        .stderr_contains(
            "garuda-web: batch: 2 of 4 steps failed; the exit code is the first's, step 1 \
             (line 1: open other.example)",
        );
    assert_eq!(blocks(out.stdout()), ["type", "get"], "{out}");
    out.stdout_contains("[result]\nlast\n");

    let out = batch_keep_going(&s, &["--json"], steps);
    out.code(4).stderr_empty();
    let codes: Vec<Value> = json_lines(&out)
        .iter()
        .map(|v| v["error"]["code"].clone())
        .collect();
    assert_eq!(
        codes,
        [
            Value::from("needs_approval"),
            Value::from("no_match"),
            Value::Null,
            Value::Null
        ],
        "{out}"
    );
}

// B-26: every line is parsed before anything runs: a line that does not parse fails the batch
// (exit 2) naming its line, and no step runs — here no browser even starts.
#[test]
fn b26_a_parse_error_names_its_line_and_runs_nothing() {
    let gw = Gw::new();
    let steps = "open http://127.0.0.1:9999/\n# a comment\nclik css=#go\n";
    let out = batch_in(&gw, &["--allow-local", "--allow", "127.0.0.1"], steps);
    out.code(2)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("garuda-web: error: line 3 of the batch: unrecognized subcommand 'clik'")
        .stderr_contains("a similar subcommand exists: 'click'")
        .stderr_contains("no step ran");
    let out = batch_in(&gw, &["--json"], steps);
    out.fails_with(2, "usage");
    assert!(
        out.error_message().starts_with("line 3 of the batch"),
        "{out}"
    );
    // A flag of the whole call on a line, and a batch in a batch, say where they belong.
    batch_in(&gw, &[], "open --allow a.test a.test\n")
        .code(2)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("line 1 of the batch: unexpected argument '--allow'")
        .stderr_contains("flags of the whole call go before batch");
    batch_in(&gw, &[], "get title\nbatch --keep-going\n")
        .code(2)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("line 2 of the batch: a batch cannot run inside a batch");
    // Nothing ran: no browser was started.
    gw.clone()
        .reset_args()
        .args(["browse", "status"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("no browser is running for session default");
}

// B-26, A-03: a step that needs approval is decided as the verb alone: the batch's --allow
// rules count; stdin holds the steps, so nobody is asked and the refusal names the rule.
#[test]
fn b26_approval_without_a_rule_is_refused_naming_it() {
    let gw = Gw::new();
    let out = batch_in(&gw, &[], "open docs.example\n");
    out.code(4)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("garuda-web: error: fetching docs.example needs approval")
        .stderr_contains(
            "hint: a batch asks nobody (stdin holds its steps): pass --allow \
             'web_fetch(docs.example)'",
        )
        .stderr_contains("garuda-web: batch: step 1 of 1 failed (line 1: open docs.example)");
    let out = batch_in(&gw, &["--json"], "script document.title\n");
    out.code(4).stderr_empty();
    let v = out.json();
    assert_eq!(v["step"], 1, "{v}");
    assert_eq!(v["browse"], "script", "{v}");
    assert_eq!(v["error"]["code"], "needs_approval", "{v}");
    assert!(
        v["error"]["hint"]
            .as_str()
            .is_some_and(|h| h.contains("--allow browse_script")),
        "{v}"
    );
}

// B-26, A-03: the batch's rules approve its steps: open of an allowed host and a script with
// browse_script run.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b26_rules_of_the_batch_approve_its_steps() {
    let Some(s) = Session::local() else { return };
    let app = form_app();
    let steps = format!("open {}\nscript document.title.length\n", app.url("/form"));
    let out = batch(
        &s,
        &["--allow", "127.0.0.1", "--allow", "browse_script"],
        &steps,
    );
    out.success().stderr_empty();
    assert_eq!(blocks(out.stdout()), ["open", "script"], "{out}");
    out.stdout_contains("[result]\n4\n");
}

/// A card dragged onto a column (HTML5 drag and drop) and a slider's knob dragged with the
/// mouse (mousedown, mousemove, mouseup).
fn drag_app() -> Server {
    Server::http()
        .with(
            "/board",
            page(
                "Board",
                r#"<style>div{width:100px;height:60px;margin:20px;border:1px solid #000}</style>
<div id="card" draggable="true">Card</div>
<div id="done">Done</div>
<button id="after" onclick="document.getElementById('out').textContent += ' +click'">After</button>
<p id="out">none</p>
<script>
const out = document.getElementById('out'), done = document.getElementById('done');
document.getElementById('card').addEventListener('dragstart', e => e.dataTransfer.setData('text/plain', 'card-1'));
done.addEventListener('dragover', e => e.preventDefault());
done.addEventListener('drop', e => { e.preventDefault(); out.textContent = 'dropped ' + e.dataTransfer.getData('text/plain'); done.appendChild(document.getElementById('card')); });
</script>"#,
            ),
        )
        .with(
            "/slider",
            page(
                "Slider",
                r#"<div id="track" style="position:relative;width:400px;height:20px;background:#ccc;margin:40px">
<div id="knob" style="position:absolute;left:0;top:0;width:20px;height:20px;background:#00f"></div></div>
<div id="mark" style="margin-left:340px;width:20px;height:20px;background:#f00">M</div>
<p id="out">none</p>
<script>
let down = false, moves = 0;
const knob = document.getElementById('knob'), out = document.getElementById('out');
knob.addEventListener('mousedown', () => { down = true; });
document.addEventListener('mousemove', e => { if (down) { moves++; knob.style.left = (e.clientX - 48) + 'px'; } });
document.addEventListener('mouseup', () => { if (down) { down = false; out.textContent = 'released at ' + knob.style.left + ' after ' + moves + ' moves'; } });
</script>"#,
            ),
        )
}

// B-19: drag of a draggable element is HTML5 drag and drop: the page's dragstart, dragover
// and drop handlers run with the data it set, the card moves, and the mouse is free after it.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b19_drag_drops_an_html5_draggable() {
    let Some(s) = Session::local() else { return };
    let app = drag_app();
    s.ok(&["--allow", "127.0.0.1", "open", &app.url("/board")]);
    s.ok(&["drag", "css=#card", "text=Done"])
        .stdout_contains("[result]\ndragged @e")
        .stdout_contains("div#card \"Card\" onto @e")
        .stdout_contains("(HTML5 drag and drop)\n");
    s.ok(&["get", "text", "css=#out"])
        .stdout_contains("[result]\ndropped card-1\n");
    s.ok(&["get", "count", "css=#done #card"])
        .stdout_contains("[result]\n1\n");
    s.ok(&["click", "css=#after"]);
    s.ok(&["get", "text", "css=#out"])
        .stdout_contains("[result]\ndropped card-1 +click\n");
    // A target that matches nothing fails before the button goes down.
    s.run(&["drag", "css=#card", "css=#nowhere"])
        .code(1)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("garuda-web: error: css=#nowhere matches no element on the page");
    let v = s
        .run(&["--json", "drag", "css=#card", "css=#done"])
        .json_ok();
    assert_eq!(v["browse"], "drag", "{v}");
}

// B-19: drag of an element that is not draggable is a mouse drag: the page sees mousedown on
// the knob, mousemoves, and mouseup at the mark.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b19_drag_moves_a_mouse_driven_slider() {
    let Some(s) = Session::local() else { return };
    let app = drag_app();
    s.ok(&["--allow", "127.0.0.1", "open", &app.url("/slider")]);
    s.ok(&["drag", "css=#knob", "text=M"])
        .stdout_contains("onto @e")
        .stdout_contains("(a mouse drag)\n");
    let out = s.ok(&["get", "text", "css=#out"]);
    let text = out.stdout();
    let at: f64 = text
        .split("released at ")
        .nth(1)
        .and_then(|t| t.split("px").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{out}"));
    // The mark's centre is 340 + 10 pixels into the track's row; the knob follows the mouse.
    assert!((290.0..=320.0).contains(&at), "{out}");
    assert!(text.contains("after 5 moves"), "{out}");
}

/// A page whose link opens a tab that asks a confirm while it loads.
fn tabs_app() -> Server {
    Server::http()
        .with(
            "/opener",
            page(
                "Opener",
                r#"<a id="pop" href="/asks" target="_blank">Open asks</a>"#,
            ),
        )
        .with(
            "/asks",
            page(
                "Asks",
                "<p id=\"out\">none</p><script>document.getElementById('out').textContent = \
                 confirm('Delete 3 files?') ? 'deleted' : 'kept';</script>",
            ),
        )
}

// B-17, B-18: a confirm opened by a tab that is not the active one is held, and every reply
// shows it naming its tab until it is answered there; the active tab goes on meanwhile.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b18_a_background_tabs_dialog_is_held_and_shown() {
    let Some(s) = Session::local() else { return };
    let app = tabs_app();
    s.ok(&["--allow", "127.0.0.1", "open", &app.url("/opener")]);
    // The click's reply, or the next one under load, says the tab opened.
    let said = std::cell::RefCell::new(s.ok(&["click", "css=#pop"]).stdout().to_string());
    // Shown in every reply, naming the tab; the active tab's actions run.
    crate::browse::eventually(
        std::time::Duration::from_secs(20),
        "the confirm of t2 in a reply",
        || {
            let out = s.ok(&["get", "title"]);
            said.borrow_mut().push_str(out.stdout());
            out.stdout().contains(
                "[dialog open in t2: confirm \"Delete 3 files?\"]\n- answer it: garuda-web \
                 browse tab switch t2, then garuda-web browse dialog accept (OK) or garuda-web \
                 browse dialog dismiss (Cancel)\n",
            )
        },
    );
    assert!(
        said.borrow().contains("- opened tab t2: "),
        "{}",
        said.borrow()
    );
    s.ok(&["get", "title"])
        .stdout_contains("[result]\nOpener\n");
    let v = s.run(&["--json", "tab", "list"]).json_ok();
    assert_eq!(v["dialogs_in_other_tabs"][0]["tab"], "t2", "{v}");
    assert_eq!(v["dialogs_in_other_tabs"][0]["type"], "confirm", "{v}");
    assert!(v["dialog_open"].is_null(), "{v}");
    // On its tab it is the open dialog: other actions fail fast until it is answered.
    let switched = s.ok(&["tab", "switch", "t2"]);
    switched
        .stdout_contains("[dialog open: confirm \"Delete 3 files?\"]\n")
        .stdout_contains("url=\"http://127.0.0.1:");
    assert!(!switched.stdout().contains("dialog open in"), "{switched}");
    s.run(&["get", "text", "css=#out"])
        .code(1)
        .stdout_contains("[dialog open: confirm \"Delete 3 files?\"]")
        .stderr_has_error_and_hint()
        .stderr_contains("garuda-web: error: dialog open: confirm \"Delete 3 files?\"");
    s.ok(&["dialog", "dismiss"])
        .stdout_contains("dismissed the confirm \"Delete 3 files?\"");
    s.ok(&["get", "text", "css=#out"])
        .stdout_contains("[result]\nkept\n");
    // Answered: no reply shows it any more.
    let back = s.ok(&["tab", "switch", "t1"]);
    assert!(!back.stdout().contains("[dialog open"), "{back}");
    // A tab closed with its dialog open takes the dialog with it.
    s.ok(&["click", "css=#pop"]);
    crate::browse::eventually(
        std::time::Duration::from_secs(20),
        "the confirm of t3 in a reply",
        || {
            s.ok(&["get", "title"])
                .stdout()
                .contains("[dialog open in t3: confirm \"Delete 3 files?\"]")
        },
    );
    s.ok(&["tab", "close", "t3"])
        .stdout_contains("closed tab t3");
    let after = s.ok(&["get", "title"]);
    assert!(!after.stdout().contains("[dialog open"), "{after}");
}
