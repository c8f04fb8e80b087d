//! B-04, B-05 with a real Chromium: what a pointer action does to reach its element, and the
//! refs kept across calls, now that a verb asks the page as little as it can. A click scrolls
//! only an element whose centre is out of view or clipped (one in view stays where it is), and
//! still reaches one below the fold or inside a scrolled box; an element without a size is
//! refused as not visible. A ref stays good across a tab switch and goes stale after its page
//! navigates. Like tests/cli/browse.rs, these run only with `GARUDA_WEB_BROWSER_TESTS=1`.

use serde_json::Value;

use crate::browse::Session;
use crate::support::{Reply, Server};

fn page(title: &str, body: &str) -> Reply {
    Reply::html(format!(
        "<!doctype html><html><head><title>{title}</title></head><body>{body}</body></html>"
    ))
}

/// `--json ARGS`, asserted to succeed quietly.
#[track_caller]
fn json(s: &Session, args: &[&str]) -> Value {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    s.run(&all).json_ok()
}

/// The top of the element's box in the viewport (`get box`).
#[track_caller]
fn top(s: &Session, target: &str) -> f64 {
    let b = json(s, &["get", "box", target]);
    b["value"]["y"]
        .as_f64()
        .unwrap_or_else(|| panic!("no box: {b}"))
}

// B-04: a click on a button in view does not scroll the page; one below the fold is scrolled
// into view and clicked; one inside a box that clips it (overflow: auto) is scrolled into its
// box's view and clicked; one without a size is refused as not visible, and nothing is clicked.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b04_click_scrolls_only_an_element_out_of_view() {
    let Some(s) = Session::local() else { return };
    let server = Server::http();
    server.route(
        "/aim",
        page(
            "Aim",
            r#"<div style="height: 300px">top</div>
<button id="near" onclick="document.title = 'near clicked'">Near</button>
<div id="box" style="height: 80px; overflow: auto">
  <div style="height: 2000px">inside the box</div>
  <button id="inner" onclick="document.title = 'inner clicked'">Inner</button>
</div>
<button id="flat" style="width: 0; height: 0; padding: 0; border: 0"
        onclick="document.title = 'flat clicked'"></button>
<div style="height: 5000px">far below</div>
<button id="far" onclick="document.title = 'far clicked'">Far</button>"#,
        ),
    );
    s.ok(&["--allow", "127.0.0.1", "open", &server.url("/aim")]);

    let before = top(&s, "css=#near");
    let v = json(&s, &["click", "css=#near"]);
    assert_eq!(v["title"], "near clicked", "{v}");
    assert!(
        v["result"]
            .as_str()
            .unwrap_or_default()
            .contains("button#near \"Near\""),
        "the reply names the button with its ref: {v}"
    );
    assert_eq!(
        top(&s, "css=#near"),
        before,
        "a button in view is not scrolled to"
    );

    let v = json(&s, &["click", "css=#inner"]);
    assert_eq!(v["title"], "inner clicked", "{v}");
    let v = json(&s, &["click", "css=#far"]);
    assert_eq!(v["title"], "far clicked", "{v}");
    let y = top(&s, "css=#far");
    assert!(
        (0.0..800.0).contains(&y),
        "the far button is not in view: {y}"
    );

    let flat = s.run(&["--json", "click", "css=#flat"]);
    flat.fails_with(1, "wrong_element");
    flat.message_contains("css=#flat is not visible");
    assert_eq!(
        json(&s, &["get", "title"])["value"],
        "far clicked",
        "the button without a size must not have been clicked"
    );
}

// B-05, B-17: a ref from the first tab's snapshot still acts there after another tab was opened
// and the first one made active again; after that tab's page navigates, the ref is stale.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b05_a_ref_holds_across_a_tab_switch_and_goes_stale_after_a_navigation() {
    let Some(s) = Session::local() else { return };
    let server = Server::http();
    server.route(
        "/one",
        page(
            "One",
            r#"<button onclick="document.title = 'one clicked'">Press me</button>
<a href="/two">Two</a>"#,
        ),
    );
    server.route("/two", page("Two", "<p>the second page</p>"));
    s.ok(&["--allow", "127.0.0.1", "open", &server.url("/one")]);
    let snap = s.ok(&["snapshot"]);
    let press = snap
        .stdout()
        .lines()
        .find(|l| l.contains("button \"Press me\""))
        .and_then(|l| l.split_whitespace().find(|w| w.starts_with("@e")))
        .expect("the button's ref")
        .to_string();
    s.ok(&["--allow", "127.0.0.1", "tab", "new", &server.url("/two")]);
    s.ok(&["read"]).stdout_contains("the second page");
    s.ok(&["tab", "switch", "t1"]);
    let v = json(&s, &["click", &press]);
    assert_eq!(v["title"], "one clicked", "{v}");

    assert_eq!(json(&s, &["click", "text=Two"])["title"], "Two");
    let stale = s.run(&["click", &press]);
    stale.code(1);
    stale.stderr_contains(&format!("{press} is stale: the page changed"));
    stale.stdout_contains("[snapshot]");
}
