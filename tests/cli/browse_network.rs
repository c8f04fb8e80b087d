//! The network log (B-24) and PDF printing (B-25) with a real Chromium, against pages served
//! by the harness on loopback. Like tests/cli/browse.rs, these need Chromium and run only with
//! `GARUDA_WEB_BROWSER_TESTS=1` (each carries an ignore attribute naming it).
//!
//! The refused address is link-local (169.254.169.254): the proxy refuses it in every mode,
//! before any connection (its reason says so), and nothing here can reach it anyway.

use std::os::unix::fs::PermissionsExt;

use serde_json::Value;

use crate::browse::Session;
use crate::support::{Outcome, Reply, Server};

/// The refused URL the page fetches.
const METADATA: &str = "http://169.254.169.254/latest/meta-data/";

/// What every page's head holds: an icon of its own, so the browser asks for no
/// `/favicon.ico` (a request of its own timing, which would make the lists vary).
const HEAD: &str = r#"<link rel="icon" href="data:,">"#;

/// An app whose `/net` page fetches `/data.json` (200, with a bearer token), `/missing` (404)
/// and the cloud metadata address over HTTP and HTTPS (refused), then says `all done`;
/// `/second` fetches nothing.
fn net_app() -> Server {
    Server::http()
        .with(
            "/net",
            Reply::html(format!(
                r#"<!doctype html>{HEAD}<title>Net</title><p id="out">loading</p>
<script>
document.cookie = 'sid=topsecret-cookie';
Promise.allSettled([
  fetch('/data.json', {{ headers: {{ 'Authorization': 'Bearer topsecret-token' }} }}),
  fetch('/missing'),
  fetch('{METADATA}'),
  fetch('https://169.254.169.254/tunnel'),
]).then(() => {{ document.getElementById('out').textContent = 'all done'; }});
</script>"#
            )),
        )
        .with(
            "/data.json",
            Reply::ok()
                .header("Content-Type", "application/json")
                .body(r#"{"orders": [1, 2, 3]}"#),
        )
        .with(
            "/second",
            Reply::html(format!(
                "<!doctype html>{HEAD}<title>Second</title><h1>Second</h1>"
            )),
        )
        .with(
            "/many",
            Reply::html(format!(
                r#"<!doctype html>{HEAD}<title>Many</title><p id="out">loading</p>
<script>
Promise.allSettled(Array.from({{ length: 505 }}, (_, i) => fetch('/n?' + i)))
  .then(() => {{ document.getElementById('out').textContent = 'all done'; }});
</script>"#
            )),
        )
        .with("/n", Reply::text("n"))
        .with(
            "/long",
            Reply::html(format!(
                "<!doctype html>{HEAD}<title>Long</title>{}",
                "<p>A paragraph of the report, long enough to fill a printed page.</p>\n"
                    .repeat(200)
            )),
        )
}

/// `open` of `url` with loopback approved, asserted to succeed quietly.
#[track_caller]
fn open_ok(s: &Session, url: &str) -> Outcome {
    s.ok(&["--allow", "127.0.0.1", "open", url])
}

/// Opens the app's `/net` and waits until its three fetches settled.
fn open_net(s: &Session, app: &Server) {
    open_ok(s, &app.url("/net"));
    s.ok(&["wait", "--text", "all done"]);
    // "all done" comes when every fetch has its response's headers; the bodies may still be
    // loading (`200, body loading` on a loaded machine). The tests list them as ended.
    s.ok(&["wait", "--idle"]);
}

/// The request of `url` in a `--json network` reply.
#[track_caller]
fn request<'a>(v: &'a Value, url: &str) -> &'a Value {
    v["network"]["requests"]
        .as_array()
        .and_then(|all| all.iter().find(|r| r["url"] == url))
        .unwrap_or_else(|| panic!("no request of {url} in {v}"))
}

/// The URLs a `--json network` reply lists.
fn urls(v: &Value) -> Vec<String> {
    v["network"]["requests"]
        .as_array()
        .unwrap_or_else(|| panic!("no requests in {v}"))
        .iter()
        .map(|r| r["url"].as_str().unwrap_or_default().to_string())
        .collect()
}

// B-24: `network` lists the page's requests since its navigation — the document, a 200 and a
// 404 with method, status, type, size and time — and the one the proxy refused, with its
// reason (B-10); `--json` gives each as an object.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b24_network_lists_requests_and_refusals() {
    let Some(s) = Session::local() else { return };
    let app = net_app();
    open_net(&s, &app);
    let out = s.ok(&["network"]);
    out.stdout_contains("[result]\n5 requests since the last navigation\n")
        .stdout_contains(&format!("- GET {} → 200 (Document, ", app.url("/net")))
        .stdout_contains(&format!("- GET {} → 200 (Fetch, ", app.url("/data.json")))
        .stdout_contains(&format!("- GET {} → 404 (Fetch, ", app.url("/missing")))
        .stdout_contains(&format!(
            "- GET {METADATA} → refused by garuda-web's proxy: 169.254.169.254 is link-local \
             (cloud metadata)"
        ));
    // HTTPS goes through a tunnel (CONNECT), which the proxy refuses the same way.
    out.stdout_contains(
        "- GET https://169.254.169.254/tunnel → refused by garuda-web's proxy: 169.254.169.254 \
         is link-local (cloud metadata)",
    );
    assert!(
        out.stdout().contains(" bytes, ") && out.stdout().contains(" ms)"),
        "{out}"
    );

    let v = s.run(&["--json", "network"]).json_ok();
    assert_eq!(v["browse"], "network", "{v}");
    assert_eq!(v["network"]["scope"], "since_navigation", "{v}");
    assert_eq!(v["network"]["dropped"], 0, "{v}");
    let ok = request(&v, &app.url("/data.json"));
    assert_eq!(
        (&ok["method"], &ok["status"], &ok["type"], &ok["state"]),
        (
            &Value::from("GET"),
            &Value::from(200),
            &Value::from("Fetch"),
            &Value::from("done")
        ),
        "{ok}"
    );
    assert_eq!(ok["mime_type"], "application/json", "{ok}");
    assert!(ok["size"].as_u64().is_some_and(|n| n > 0), "{ok}");
    assert!(ok["time_ms"].is_u64(), "{ok}");
    let missing = request(&v, &app.url("/missing"));
    assert_eq!(missing["status"], 404, "{missing}");
    let refused = request(&v, METADATA);
    assert_eq!(refused["state"], "refused", "{refused}");
    assert!(
        refused["reason"]
            .as_str()
            .is_some_and(|r| r.starts_with("169.254.169.254 is link-local")),
        "{refused}"
    );
    assert_eq!(
        v["network"]["total"],
        v["network"]["requests"].as_array().unwrap().len()
    );
}

// B-24: `--filter GLOB` keeps the URLs that match and says how many of how many; after a
// navigation only the new page's requests are listed, and `--all` lists every one kept.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b24_filter_and_all_versus_since_the_last_navigation() {
    let Some(s) = Session::local() else { return };
    let app = net_app();
    open_net(&s, &app);
    let out = s.ok(&["network", "--filter", "*/missing"]);
    out.stdout_contains(" requests since the last navigation matches */missing\n")
        .stdout_contains(&format!("- GET {} → 404 (Fetch, ", app.url("/missing")));
    assert!(out.stdout().contains("[result]\n1 of "), "{out}");
    assert!(!out.stdout().contains("/data.json"), "{out}");
    let v = s
        .run(&["--json", "network", "--filter", "*/nothing-like-this"])
        .json_ok();
    assert_eq!(urls(&v), Vec::<String>::new(), "{v}");
    assert_eq!(v["network"]["filter"], "*/nothing-like-this", "{v}");

    open_ok(&s, &app.url("/second"));
    let since = s.run(&["--json", "network"]).json_ok();
    assert_eq!(urls(&since), [app.url("/second")], "{since}");
    s.ok(&["network"])
        .stdout_contains("[result]\n1 request since the last navigation\n")
        .stdout_contains(&format!("- GET {} → 200 (Document, ", app.url("/second")));
    let all = s.run(&["--json", "network", "--all"]).json_ok();
    assert_eq!(all["network"]["scope"], "all", "{all}");
    let listed = urls(&all);
    for path in ["/net", "/data.json", "/missing", "/second"] {
        assert!(listed.contains(&app.url(path)), "{path} not in {all}");
    }
    assert!(listed.iter().any(|u| u == METADATA), "{all}");
    s.ok(&["network", "--all"])
        .stdout_contains(" requests kept for this tab\n");
}

// B-24, G-09: the log keeps the latest 500 requests; a listing that lacks dropped ones says
// so, in a warning on stderr (text) or in `warnings` (JSON), never silently.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b24_g09_the_log_keeps_500_and_says_what_it_dropped() {
    let Some(s) = Session::local() else { return };
    let app = net_app();
    open_ok(&s, &app.url("/many"));
    s.ok(&["wait", "--text", "all done", "--timeout", "120"]);
    // "all done" comes when every fetch has its response's headers; the bodies may still be
    // loading (a loaded machine reports `200, body loading` for the last ones). The listing
    // below expects every request ended: wait for the page to have none in flight.
    s.ok(&["wait", "--idle", "--timeout", "120"]);
    let out = s.run(&["network", "--all"]);
    out.success()
        .stdout_contains("[result]\n500 requests kept for this tab\n")
        .stderr_contains(
            "warning: 6 older requests of this tab were dropped (the log keeps \
                          the session's latest 500)",
        )
        .stdout_contains("[truncated: 6 older requests of this tab were dropped");
    assert_eq!(
        out.stdout()
            .lines()
            .filter(|l| l.starts_with("- GET "))
            .count(),
        500,
        "{out}"
    );
    // The newest are kept: the last fetch is there, the document is not.
    out.stdout_contains(&format!("- GET {} → 200 (Fetch, ", app.url("/n?504")));
    assert!(
        !out.stdout().contains(&format!("{} →", app.url("/many"))),
        "{out}"
    );
    let v = s.run(&["--json", "network", "--all"]);
    v.success().stderr_empty();
    let v = v.json();
    assert_eq!(v["network"]["dropped"], 6, "{v}");
    assert_eq!(v["warnings"][0]["code"], "result_truncated", "{v}");
}

// B-24: `--har FILE` writes HAR 1.2 (owner-only) of what is listed, with no credential in it,
// and never writes over a file that is there (exit 2, the file untouched).
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b24_har_is_written_once_owner_only() {
    let Some(s) = Session::local() else { return };
    let app = net_app();
    open_net(&s, &app);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("app.har");
    let path = file.to_str().unwrap();
    let out = s.ok(&["network", "--har", path]);
    let listed = out
        .stdout()
        .lines()
        .filter(|l| l.starts_with("- GET "))
        .count();
    out.stdout_contains(&format!("wrote HAR 1.2 of {listed} requests to {path} ("));
    let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        !text.contains("topsecret"),
        "a credential in the HAR:\n{text}"
    );
    let har: Value = serde_json::from_str(&text).unwrap();
    let log = &har["log"];
    assert_eq!(log["version"], "1.2");
    assert_eq!(log["creator"]["name"], "garuda-web");
    assert!(log["pages"][0]["id"].is_string(), "{log}");
    let entries = log["entries"].as_array().unwrap();
    assert_eq!(entries.len(), listed, "{log}");
    assert!(listed >= 4, "{out}");
    for e in entries {
        for key in [
            "startedDateTime",
            "time",
            "request",
            "response",
            "cache",
            "timings",
        ] {
            assert!(!e[key].is_null(), "no {key} in {e}");
        }
        assert!(e["request"]["headers"].is_array() && e["response"]["content"].is_object());
        assert!(e["timings"]["wait"].is_number(), "{e}");
    }
    let data = entries
        .iter()
        .find(|e| e["request"]["url"] == app.url("/data.json"))
        .unwrap();
    assert_eq!(data["response"]["status"], 200);
    let auth = data["request"]["headers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| {
            h["name"]
                .as_str()
                .unwrap()
                .eq_ignore_ascii_case("authorization")
        })
        .unwrap_or_else(|| panic!("no authorization header in {data}"));
    assert_eq!(auth["value"], "[redacted]");
    let refused = entries
        .iter()
        .find(|e| e["request"]["url"] == METADATA)
        .unwrap();
    assert!(refused["_refused"].is_string(), "{refused}");

    // Never over an existing file.
    let again = s.run(&["network", "--har", path]);
    again
        .code(2)
        .waive_stdout("the page's state may be printed before the error")
        .stderr_has_error_and_hint()
        .stderr_contains(&format!(
            "garuda-web: error: {path} exists already; garuda-web never writes the HAR over a \
             file"
        ))
        .stderr_contains("hint: give --har a new name");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    let v = s.run(&["--json", "network", "--har", path]);
    v.fails_with(2, "usage");
    // --json names the file written.
    let other = dir.path().join("filtered.har");
    let v = s
        .run(&[
            "--json",
            "network",
            "--filter",
            "*/missing",
            "--har",
            other.to_str().unwrap(),
        ])
        .json_ok();
    assert_eq!(v["network"]["har"]["path"], other.to_str().unwrap(), "{v}");
    assert_eq!(v["network"]["har"]["entries"], 1, "{v}");
}

// B-25: `pdf` prints the page into the state dir's pdfs/ (0700, files 0600) under a new name
// each time; the reply gives path, size and page count; `-o FILE` writes a new file and never
// over an existing one.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b25_pdf_writes_a_new_file_with_its_page_count() {
    let Some(s) = Session::local() else { return };
    let app = net_app();
    open_ok(&s, &app.url("/long"));
    let v = s.run(&["--json", "pdf"]).json_ok();
    let path = v["pdf"]["path"].as_str().unwrap().to_string();
    let pdfs = s.gw().state_dir().join("pdfs");
    assert!(path.starts_with(pdfs.to_str().unwrap()), "{v}");
    assert!(
        std::path::Path::new(&path)
            .file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .starts_with("127.0.0.1-"),
        "{v}"
    );
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    assert_eq!(v["pdf"]["bytes"], bytes.len(), "{v}");
    assert!(v["pdf"]["pages"].as_u64().is_some_and(|n| n >= 2), "{v}");
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(std::path::Path::new(&path)), 0o600);
    assert_eq!(mode(&pdfs), 0o700);
    // A second one never replaces the first.
    let second = s.ok(&["pdf"]);
    second.stdout_contains(&format!(
        "[result]\nsaved the page as a PDF: {}",
        pdfs.display()
    ));
    assert!(!second.stdout().contains(&format!("{path} (")), "{second}");
    assert_eq!(std::fs::read(&path).unwrap(), bytes);

    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("report.pdf");
    let named = file.to_str().unwrap();
    let out = s.ok(&["pdf", "-o", named]);
    out.stdout_contains(&format!("saved the page as a PDF: {named} ("))
        .stdout_contains(" pages)\n");
    assert_eq!(mode(&file), 0o600);
    let written = std::fs::read(&file).unwrap();
    s.run(&["pdf", "-o", named])
        .code(2)
        .waive_stdout("the page's state may be printed before the error")
        .stderr_has_error_and_hint()
        .stderr_contains(&format!(
            "garuda-web: error: {named} exists already; garuda-web never writes the PDF over a \
             file"
        ))
        .stderr_contains("hint: give -o a new name");
    assert_eq!(std::fs::read(&file).unwrap(), written);
    // A device is written through, as `download -o` and `screenshot -o` do: /dev/null stays
    // a device.
    s.ok(&["pdf", "-o", "/dev/null"])
        .stdout_contains("saved the page as a PDF: /dev/null (");
    assert!(
        std::os::unix::fs::FileTypeExt::is_char_device(
            &std::fs::metadata("/dev/null").unwrap().file_type()
        ),
        "/dev/null is no longer a device"
    );
}
