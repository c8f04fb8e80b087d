//! F-06 through the binary: each fixture page (real-world and synthetic), served over HTTPS as
//! `https://example.org:PORT/NAME/`, comes out as its golden Markdown (`tests/fixtures/pages/
//! NAME.md`, written by the converter's unit test with base `https://example.org/NAME/`), read
//! window by window and joined. Only the port in absolute links differs and is normalised.

use std::path::Path;

use crate::support::{FakeDns, Gw, Reply, Server, TestCa, diff};

#[test]
fn f06_fixture_pages_match_golden_markdown_through_the_binary() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pages");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "html"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 12, "expected a dozen fixture pages");

    let ca = TestCa::new();
    let server = Server::https(&ca, &["example.org"]);
    for name in &names {
        let html = std::fs::read(dir.join(format!("{name}.html"))).unwrap();
        server.route(
            &format!("/{name}/"),
            Reply::ok()
                .header("Content-Type", "text/html; charset=utf-8")
                .body(html),
        );
    }
    let dns = FakeDns::start().a("example.org", &["127.0.0.1".parse().unwrap()]);
    let served_base = format!("https://example.org:{}/", server.port());

    let mut mismatched = Vec::new();
    for name in &names {
        let url = format!("{served_base}{name}/");
        let mut text = String::new();
        let mut start = 0u64;
        loop {
            let out = Gw::fetch(&url)
                .args(["--json", "--allow", "example.org"])
                .config_json(r#"{"web": {"allowRanges": ["127.0.0.0/8"]}}"#)
                .args(["--max-chars", "100000", "--start", &start.to_string()])
                .dns(&dns)
                .ca(&ca)
                .run();
            out.success().stderr_empty();
            let v = out.json();
            text.push_str(v["content"].as_str().unwrap());
            match v["next_start"].as_u64() {
                Some(n) => start = n,
                None => break,
            }
        }
        let got = text.replace(&served_base, "https://example.org/") + "\n";
        let golden = std::fs::read_to_string(dir.join(format!("{name}.md"))).unwrap();
        // The binary neutralizes `<web_result` markers (G-06); the converter does not.
        let golden = golden
            .replace("</web_result", "‹/web_result")
            .replace("<web_result", "‹web_result");
        if got != golden {
            mismatched.push(format!(
                "{name}.md (- golden, + got):\n{}",
                diff(&golden, &got)
            ));
        }
    }
    assert!(
        mismatched.is_empty(),
        "{} page(s) differ from golden:\n{}",
        mismatched.len(),
        mismatched.join("\n")
    );
}
