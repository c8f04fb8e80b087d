//! `garuda-web mcp --browse` (SPEC §11 M-01 … M-04, §7 B-01 … B-16): the browse tools over
//! stdio, driven by rmcp's client side (the harness of `mcp.rs`). The tests without a browser
//! check what is decided before any browser starts (approval of `open`, local access,
//! `script`'s rule); the round trip on a real Chromium is ignored by default like the other
//! browser tests (`GARUDA_WEB_BROWSER_TESTS=1 … -- --ignored`).

use std::time::Duration;

use rmcp::model::CallToolRequestParams;
use serde_json::{Value, json};

use crate::mcp::{Session, assert_clean_exit, assert_error, structured, text};
use crate::support::{Gw, Reply, Server};

/// The names of the tools `args` serves.
fn tool_names(gw: &Gw, args: &[&str]) -> (Session, Vec<rmcp::model::Tool>) {
    let session = Session::start(gw, args, None);
    let tools = session
        .runtime
        .block_on(session.client().list_all_tools())
        .unwrap();
    (session, tools)
}

/// A loopback page that counts its requests.
fn counted_page() -> Server {
    Server::http().with(
        "/page",
        Reply::html("<!doctype html><title>Local</title><p>local page</p>"),
    )
}

// M-01, M-02: without --browse the server lists exactly web_fetch and web_search, and a browse
// tool is no tool of it; with --browse one tool per browse verb follows, each with an input
// schema made from the verb's arguments, the --json output schema and annotations: read-only
// for what only reads, destructive for what acts on the page, open-world where it reaches the
// web. No input schema has a way to local access (B-10).
#[test]
fn m01_browse_tools_are_listed_only_with_browse() {
    let gw = Gw::new();
    let (plain, tools) = tool_names(&gw, &[]);
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(names, ["web_fetch", "web_search"]);
    let refused = plain.runtime.block_on(async {
        tokio::time::timeout(
            Duration::from_secs(30),
            plain
                .client()
                .call_tool(CallToolRequestParams::new("browse_snapshot")),
        )
        .await
        .unwrap()
    });
    let err = refused.expect_err("an unlisted tool is a protocol error");
    assert!(err.to_string().contains("--browse"), "{err}");
    assert_clean_exit(plain);

    let (session, tools) = tool_names(&gw, &["--browse"]);
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    for name in [
        "web_fetch",
        "web_search",
        "browse_open",
        "browse_snapshot",
        "browse_click",
        "browse_type",
        "browse_read",
        "browse_screenshot",
        "browse_script",
        "browse_approve",
        "browse_deny",
        "browse_status",
        "browse_close",
        "browse_stop_recording",
    ] {
        assert!(names.contains(&name), "{name} missing from {names:?}");
    }
    let tool = |name: &str| tools.iter().find(|t| t.name == name).unwrap();
    let hints = |name: &str| {
        let a = tool(name).annotations.clone().unwrap();
        (a.read_only_hint, a.destructive_hint, a.open_world_hint)
    };
    assert_eq!(
        hints("browse_snapshot"),
        (Some(true), Some(false), Some(false))
    );
    assert_eq!(hints("browse_read"), (Some(true), Some(false), Some(false)));
    assert_eq!(hints("browse_click"), (Some(false), Some(true), Some(true)));
    assert_eq!(hints("browse_open"), (Some(false), Some(false), Some(true)));
    for t in tools.iter().filter(|t| t.name.starts_with("browse_")) {
        let input = Value::Object((*t.input_schema).clone());
        assert_eq!(input["type"], "object", "{}", t.name);
        assert_eq!(input["additionalProperties"], false, "{}", t.name);
        assert!(
            input["properties"].get("allow_local").is_none(),
            "{}",
            t.name
        );
        let output = Value::Object((**t.output_schema.as_ref().unwrap()).clone());
        assert_eq!(
            output["required"],
            json!(["browse", "session"]),
            "{}",
            t.name
        );
        assert!(
            !t.description.as_deref().unwrap_or("").is_empty(),
            "{}",
            t.name
        );
    }
    let click = Value::Object((*tool("browse_click").input_schema).clone());
    assert_eq!(click["required"], json!(["target"]));
    let wait = Value::Object((*tool("browse_wait").input_schema).clone());
    assert_eq!(wait["properties"]["timeout"]["maximum"], 600);
    let open = tool("browse_open").description.clone().unwrap();
    assert!(open.contains("--allow-local"), "{open}");
    assert!(
        Value::Object((*tool("browse_screenshot").input_schema).clone())["properties"]
            .get("output")
            .is_none()
    );
    assert_clean_exit(session);
}

// B-11, M-03: browse_open of a host no rule approves, on a client without elicitation, is a
// needs_approval tool error naming the exact rule to add, before any browser starts and with
// nothing sent to the host.
#[test]
fn b11_open_unapproved_host_without_elicitation_needs_approval() {
    let page = counted_page();
    let gw = Gw::new();
    let session = Session::start(&gw, &["--browse", "--allow-local"], None);
    let result = session.call("browse_open", json!({"url": page.url("/page")}));
    let error = assert_error(&result, "needs_approval");
    let hint = error["hint"].as_str().unwrap();
    assert!(
        hint.contains("garuda-web mcp --allow 'web_fetch(127.0.0.1)'"),
        "{hint}"
    );
    assert_eq!(page.hits("/page"), 0, "nothing is sent before approval");
    assert!(session.questions().is_empty());
    let status = session.call("browse_status", json!({}));
    assert_eq!(status.is_error, Some(false), "{status:?}");
    assert_eq!(
        text(&status, 0),
        "no browser is running for session default\n"
    );
    assert_eq!(structured(&status)["running"], false);
    assert_clean_exit(session);
}

// B-10, M-04: local access is the server's --allow-local alone. A tool argument that tries to
// turn it on is refused, naming the server flag; without the flag a loopback URL is refused
// before any browser starts, even with the host approved, and nothing reaches it.
#[test]
fn b10_a_tool_call_cannot_enable_local_access() {
    let page = counted_page();
    let url = page.url("/page");
    let gw = Gw::new();
    let session = Session::start(&gw, &["--browse", "--allow", "127.0.0.1"], None);
    for key in ["allow_local", "allow_localhost"] {
        let result = session.call("browse_open", json!({"url": url, key: true}));
        let error = assert_error(&result, "usage");
        let message = error["message"].as_str().unwrap();
        assert!(message.contains(key), "{message}");
        assert!(message.contains("--allow-local"), "{message}");
    }
    let result = session.call("browse_open", json!({"url": url}));
    let error = assert_error(&result, "blocked_address");
    let hint = error["hint"].as_str().unwrap();
    assert!(
        hint.contains("--allow-local --allow 'web_fetch(127.0.0.1)' to the garuda-web mcp command"),
        "{hint}"
    );
    assert_eq!(page.hits("/page"), 0);
    assert_clean_exit(session);
}

// B-13, M-03: browse_script without the rule browse_script and without elicitation is a
// needs_approval error naming the rule; "-" (stdin on the command line) is refused, since
// stdin is the protocol here.
#[test]
fn b13_script_needs_its_rule_or_elicitation() {
    let gw = Gw::new();
    let session = Session::start(&gw, &["--browse"], None);
    let result = session.call("browse_script", json!({"js": "document.title"}));
    let error = assert_error(&result, "needs_approval");
    let hint = error["hint"].as_str().unwrap();
    assert!(hint.contains("--allow browse_script"), "{hint}");
    let stdin = session.call("browse_script", json!({"js": "-"}));
    let error = assert_error(&stdin, "usage");
    assert!(error["message"].as_str().unwrap().contains("js"), "{error}");
    let range = session.call("browse_wait", json!({"text": "x", "timeout": 601}));
    assert_error(&range, "usage");
    assert_clean_exit(session);
}

/// The ref (`@eN`) of the snapshot line that contains `what`.
fn ref_of(snapshot: &str, what: &str) -> String {
    snapshot
        .lines()
        .find(|l| l.contains(what))
        .and_then(|l| l.split_whitespace().find(|w| w.starts_with("@e")))
        .unwrap_or_else(|| panic!("no {what} in {snapshot}"))
        .to_string()
}

// M-01, M-02, B-01, B-03, B-06: on a real Chromium, a server started with --allow-local and an
// --allow rule opens a local page, snapshots it, types and clicks by ref and reads it; each text is the
// command's <web_result browse=…> block and the structured content its --json. The session is
// the command line's: `garuda-web browse status` and `read` see the agent's page (same
// background process), and the CLI's `read` prints what browse_read gave.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn m01_browse_round_trip_on_chromium_shares_the_cli_session() {
    let gw = Gw::new().kill_after(Duration::from_secs(120));
    let Some(browser) = crate::browse::Session::from_gw(gw) else {
        return;
    };
    let app = crate::browse::app();
    let url = app.url("/app");
    let session = Session::start(
        browser.gw(),
        &["--browse", "--allow-local", "--allow", "127.0.0.1"],
        None,
    );
    let opened = session.call("browse_open", json!({"url": url}));
    assert_eq!(opened.is_error, Some(false), "{opened:?}");
    let block = text(&opened, 0);
    assert!(
        block.starts_with(&format!(
            "<web_result browse=\"open\" url=\"{url}\" title=\"Garuda test app\">"
        )),
        "{block}"
    );
    assert!(block.contains("- button \"Save\" @e"), "{block}");
    let value = structured(&opened);
    assert_eq!(value["browse"], "open");
    assert_eq!(value["session"], "default");
    assert_eq!(value["url"], url);

    let snapshot = session.call("browse_snapshot", json!({}));
    assert_eq!(snapshot.is_error, Some(false), "{snapshot:?}");
    let email = ref_of(&text(&snapshot, 0), "textbox \"Email\"");
    let typed = session.call(
        "browse_type",
        json!({"target": email, "text": "me@example.org"}),
    );
    assert_eq!(typed.is_error, Some(false), "{typed:?}");
    let save = ref_of(&text(&snapshot, 0), "button \"Save\"");
    let clicked = session.call("browse_click", json!({"target": save}));
    assert_eq!(clicked.is_error, Some(false), "{clicked:?}");
    assert!(
        text(&clicked, 0).contains(&format!("clicked {save}")),
        "{clicked:?}"
    );
    let read = session.call("browse_read", json!({"target": "css=#out"}));
    assert_eq!(read.is_error, Some(false), "{read:?}");
    assert!(
        text(&read, 0).contains("[result]\nsaved me@example.org r\n"),
        "{read:?}"
    );
    assert_eq!(structured(&read)["result"], "saved me@example.org r");

    // B-01: the same background process serves the command line.
    let cli = browser.run(&["read", "css=#out"]);
    cli.success().stderr_empty();
    assert_eq!(cli.stdout(), text(&read, 0));
    let status = browser.status("default");
    let served = session.call("browse_status", json!({}));
    assert_eq!(
        structured(&served)["status"]["pid"],
        status["status"]["pid"],
        "{served:?}"
    );
    assert_eq!(status["url"], url);
    assert_eq!(status["status"]["allow_local"], true);

    // A stale or unknown target is a tool error whose page is still shown.
    let missing = session.call("browse_click", json!({"target": "css=#nothing-here"}));
    assert_eq!(missing.is_error, Some(true), "{missing:?}");
    assert!(structured(&missing)["error"]["code"].is_string());
    let closed = session.call("browse_close", json!({}));
    assert_eq!(closed.is_error, Some(false), "{closed:?}");
    assert_clean_exit(session);
}

/// The config and DNS of browse_nav's two hosts: the app on 127.0.0.1 leads to `b.test`.
fn nav_gw(h: &crate::browse_nav::Hosts) -> Gw {
    Gw::new()
        .config_json(
            r#"{"web": {"allowRanges": ["127.0.0.0/8"]},
                "browser": {"allowLocal": true, "idleSeconds": 300}}"#,
        )
        .dns(&h.dns)
        .kill_after(Duration::from_secs(120))
}

// B-12, M-03, M-04: a navigation the page starts to a host no rule approves is parked; on a
// client without elicitation the click is a needs_approval tool error whose hint names
// browse_approve and browse_deny with the id (not a command) and the rule to add, its text
// the page's block with the [parked] list; b.test sees nothing until browse_approve, whose
// result is the new page.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b12_parked_navigation_is_answered_with_browse_approve() {
    let h = crate::browse_nav::hosts();
    let Some(browser) = crate::browse::Session::from_gw(nav_gw(&h)) else {
        return;
    };
    let session = Session::start(browser.gw(), &["--browse", "--allow", "127.0.0.1"], None);
    let opened = session.call("browse_open", json!({"url": h.app.url("/link")}));
    assert_eq!(opened.is_error, Some(false), "{opened:?}");
    let clicked = session.call("browse_click", json!({"target": "css=#go"}));
    assert_eq!(clicked.is_error, Some(true), "{clicked:?}");
    let value = structured(&clicked);
    assert_eq!(value["error"]["code"], "needs_approval", "{value}");
    let id = value["parked"][0]["id"].as_u64().expect("a parked id");
    let hint = value["error"]["hint"].as_str().unwrap();
    assert!(
        hint.contains(&format!("browse_approve with id {id}")),
        "{hint}"
    );
    assert!(
        hint.contains(&format!("browse_deny with id {id}")),
        "{hint}"
    );
    assert!(hint.contains("--allow 'web_fetch(b.test)'"), "{hint}");
    assert!(!hint.contains("garuda-web browse"), "{hint}");
    assert!(text(&clicked, 0).contains("[parked: 1]"), "{clicked:?}");
    assert!(
        text(&clicked, 1).starts_with("garuda-web: error: approval needed: navigation to b.test"),
        "{clicked:?}"
    );
    assert_eq!(h.b.hits(crate::browse_nav::LANDING), 0);
    let approved = session.call("browse_approve", json!({"id": id}));
    assert_eq!(approved.is_error, Some(false), "{approved:?}");
    assert_eq!(structured(&approved)["title"], "Landing");
    assert_eq!(h.b.hits(crate::browse_nav::LANDING), 1);
    assert_clean_exit(session);
}

// B-11, B-12, M-03: on a client that declared elicitation, browse_open of a host no rule
// approves is asked (and opens on "once"), and so is the page's own navigation to another
// host during the click: the click's result is the new page.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b12_elicitation_answers_open_and_the_parked_navigation() {
    let h = crate::browse_nav::hosts();
    let Some(browser) = crate::browse::Session::from_gw(nav_gw(&h)) else {
        return;
    };
    let session = Session::start(browser.gw(), &["--browse"], Some("once"));
    let opened = session.call("browse_open", json!({"url": h.app.url("/link")}));
    assert_eq!(opened.is_error, Some(false), "{opened:?}");
    assert_eq!(session.questions().len(), 1, "{:?}", session.questions());
    assert!(
        session.questions()[0].contains("127.0.0.1"),
        "{:?}",
        session.questions()
    );
    let clicked = session.call("browse_click", json!({"target": "css=#go"}));
    assert_eq!(clicked.is_error, Some(false), "{clicked:?}");
    assert_eq!(structured(&clicked)["title"], "Landing", "{clicked:?}");
    let questions = session.questions();
    assert_eq!(questions.len(), 2, "{questions:?}");
    assert!(questions[1].contains("b.test"), "{questions:?}");
    assert_eq!(h.b.hits(crate::browse_nav::LANDING), 1);
    assert_clean_exit(session);
}

// B-13, M-03: on a client with elicitation, browse_script is asked with the page's origin in
// the question (as the terminal prompt shows it) and runs on "once"; its text is the block
// `browse script` prints and the structured content carries the value.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b13_script_asked_through_elicitation_with_the_page_origin() {
    let gw = Gw::new()
        .config_json(r#"{"browser": {"allowLocal": true, "idleSeconds": 300}}"#)
        .kill_after(Duration::from_secs(120));
    let Some(browser) = crate::browse::Session::from_gw(gw) else {
        return;
    };
    let app = crate::browse::app();
    let session = Session::start(
        browser.gw(),
        &["--browse", "--allow", "127.0.0.1"],
        Some("once"),
    );
    let opened = session.call("browse_open", json!({"url": app.url("/app")}));
    assert_eq!(opened.is_error, Some(false), "{opened:?}");
    assert!(session.questions().is_empty(), "{:?}", session.questions());
    let ran = session.call("browse_script", json!({"js": "document.title"}));
    assert_eq!(ran.is_error, Some(false), "{ran:?}");
    let questions = session.questions();
    assert_eq!(questions.len(), 1, "{questions:?}");
    let origin = app.url("/").trim_end_matches('/').to_string();
    assert!(questions[0].contains(&origin), "{questions:?}");
    assert!(
        text(&ran, 0).starts_with("<web_result browse=\"script\""),
        "{ran:?}"
    );
    assert!(text(&ran, 0).contains("Garuda test app"), "{ran:?}");
    assert_eq!(structured(&ran)["value"], "Garuda test app", "{ran:?}");
    assert_clean_exit(session);
}
