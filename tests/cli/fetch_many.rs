//! F-01, F-12: several URLs in one call, in input order, JSON Lines with
//! `--json`, URLs from stdin with `-`, each approved on its own, and the exit status of the
//! first failure; `-o FILE` (the whole page into a file) and `--bare` (the window alone).

use std::time::Duration;

use serde_json::Value;

use crate::support::{Gw, Reply, Server};

/// A server with pages /a (slow, so it finishes last), /b and /c, and /missing (404).
fn pages() -> Server {
    Server::http()
        .with(
            "/a",
            Reply::text("page a").delay(Duration::from_millis(400)),
        )
        .with("/b", Reply::text("page b"))
        .with("/c", Reply::text("page c"))
        .with("/missing", Reply::not_found().body("no such page"))
}

fn fetch(args: &[&str]) -> Gw {
    Gw::new()
        .args(["fetch", "--allow-localhost", "--allow", "127.0.0.1"])
        .args(args)
}

/// The text between `<web_result` blocks' first lines, one per block, in output order.
fn block_urls(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter(|l| l.starts_with("<web_result url=\""))
        .map(|l| l.split('"').nth(1).unwrap_or_default().to_string())
        .collect()
}

// F-12: one block per URL in input order (the slow first page still comes first); success.
#[test]
fn f12_blocks_in_input_order() {
    let server = pages();
    let urls = [server.url("/a"), server.url("/b"), server.url("/c")];
    let out = fetch(&[&urls[0], &urls[1], &urls[2]]).run();
    out.success().stderr_empty();
    assert_eq!(block_urls(out.stdout()), urls, "{out}");
    for page in ["page a", "page b", "page c"] {
        assert!(out.stdout().contains(page), "{out}");
    }
    assert_eq!(server.total_hits(), 3);
}

// F-12: JSON Lines, one object per URL in input order; a URL that fails (here one needing
// approval for another host, and a 404) gets its line too; the exit status is the first
// failure's in input order (the 404: exit 1), and the other pages are still read.
#[test]
fn f12_json_lines_and_first_failure() {
    let server = pages();
    let unapproved = server.url_for("localhost", "/c");
    let urls = [
        server.url("/a"),
        server.url("/missing"),
        unapproved.clone(),
        server.url("/b"),
    ];
    let out = fetch(&["--json", &urls[0], &urls[1], &urls[2], &urls[3]]).run();
    out.code(1).stderr_empty();
    let lines: Vec<Value> = out
        .stdout()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert_eq!(lines[0]["content"], "page a");
    assert_eq!(lines[1]["status"], 404);
    assert_eq!(lines[1]["error"]["code"], "http_status");
    assert_eq!(lines[2]["url"], unapproved);
    assert_eq!(lines[2]["error"]["code"], "needs_approval");
    assert_eq!(lines[3]["content"], "page b");
    assert_eq!(server.hits("/c"), 0, "the unapproved URL was fetched");
}

// F-12: `-` reads the URLs from stdin, one per line (blank and # lines skipped), mixed with
// URLs given as arguments, in that order.
#[test]
fn f12_urls_from_stdin() {
    let server = pages();
    let stdin = format!(
        "# pages to read\n{}\n\n  {}  \n",
        server.url("/b"),
        server.url("/c")
    );
    let out = fetch(&[&server.url("/a"), "-"]).stdin(stdin).run();
    out.success().stderr_empty();
    assert_eq!(
        block_urls(out.stdout()),
        [server.url("/a"), server.url("/b"), server.url("/c")],
        "{out}"
    );
    let out = fetch(&["--json", "-"]).stdin("\n# nothing\n").run();
    out.fails_with(2, "usage");
}

// F-01: `-o FILE` writes the whole page (not one window) to FILE, prints nothing on stdout
// and a one-line summary on stderr; with --json the object has no `content` but `output`.
#[test]
fn f01_output_file_gets_the_whole_page() {
    let long: String = (0..3000).map(|i| format!("line {i}\n")).collect();
    let server = Server::http().with("/long.txt", Reply::text(long.clone()));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("page.txt");
    let url = server.url("/long.txt");
    let out = fetch(&["--max-chars", "1000", "-o", file.to_str().unwrap(), &url]).run();
    out.success().stdout_empty();
    assert_eq!(
        out.stderr(),
        format!(
            "wrote {} characters of {url} to {}\n",
            long.chars().count(),
            file.display()
        )
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), long);

    let file2 = dir.path().join("page2.txt");
    let v = fetch(&["--json", "-o", file2.to_str().unwrap(), &url])
        .run()
        .json_ok();
    assert!(v.get("content").is_none(), "{v}");
    assert_eq!(v["output"], file2.display().to_string());
    assert_eq!(v["total_chars"], long.chars().count());
    assert_eq!(std::fs::read_to_string(&file2).unwrap(), long);

    // -o needs exactly one URL, and a folder that exists.
    let out = fetch(&["--json", "-o", file.to_str().unwrap(), &url, &url]).run();
    out.fails_with(2, "usage");
    let missing = dir.path().join("no-such-dir/page.txt");
    let out = fetch(&["--json", "-o", missing.to_str().unwrap(), &url]).run();
    out.fails_with(1, "output");
}

// F-01: `--bare` prints the window's text alone, ready for a pipeline; --raw keeps a JSON body
// as it came. It cannot be combined with --json, and --start cannot go with --outline.
#[test]
fn f01_bare_prints_the_text_alone() {
    let body = r#"{"name": "garuda", "ok": true}"#;
    let server = Server::http()
        .with(
            "/data.json",
            Reply::ok()
                .header("Content-Type", "application/json")
                .body(body),
        )
        .with(
            "/page",
            Reply::html("<h1>Title</h1><p>Hello <b>world</b>.</p>"),
        );
    let out = fetch(&["--raw", "--bare", &server.url("/data.json")]).run();
    out.success().stderr_empty().stdout_eq(&format!("{body}\n"));
    let out = fetch(&["--bare", &server.url("/page")]).run();
    out.success()
        .stderr_empty()
        .stdout_eq("# Title\n\nHello **world**.\n");
    let out = fetch(&["--bare", "--json", &server.url("/page")]).run();
    out.fails_with(2, "usage");
    let out = fetch(&["--json", "--outline", "--start", "5", &server.url("/page")]).run();
    out.fails_with(2, "usage");
}
