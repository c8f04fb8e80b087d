//! F-60 (with F-04, F-10, F-11, F-41, F-42): PDFs read as text through the real binary, every
//! fixture of tests/fixtures/pdf served from a loopback server.

use crate::support::{Gw, Reply, Server};

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/fixtures/pdf/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn pdf_reply(name: &str) -> Reply {
    Reply::ok()
        .header("Content-Type", "application/pdf")
        .body(fixture(name))
}

/// A server with `/NAME` answering each fixture as `application/pdf`.
fn server_with(names: &[&str]) -> Server {
    let server = Server::http();
    for name in names {
        server.route(&format!("/{name}"), pdf_reply(name));
    }
    server
}

fn fetch(url: &str, extra: &[&str]) -> Gw {
    Gw::fetch(url)
        .args(["--allow-localhost", "--allow", "*"])
        .args(extra)
}

fn fetch_in(gw: &Gw, url: &str, extra: &[&str]) -> crate::support::Outcome {
    gw.clone()
        .reset_args()
        .args(["fetch", url, "--allow-localhost", "--allow", "*"])
        .args(extra)
        .run()
}

// F-60, F-40: the paper reads like a page: metadata title in the header, the pages line, a
// marker before each page, headings by font size, paragraphs re-joined, the table as a table.
#[test]
fn f60_paper_reads_with_title_markers_headings_and_table() {
    let server = server_with(&["paper.pdf"]);
    let url = server.url("/paper.pdf");
    let out = fetch(&url, &[]).run();
    out.success().stderr_empty();
    let stdout = out.stdout();
    let header = format!(
        "<web_result url=\"{url}\" type=\"application/pdf\" \
         title=\"Adaptive Caching for Read-Mostly Agents\">\n[characters 0–"
    );
    assert!(stdout.starts_with(&header), "{stdout}");
    assert!(stdout.contains("] [pages 1–2 of 2]\n--- page 1 of 2 ---\n\n# Adaptive Caching"));
    assert!(stdout.contains("\n\n--- page 2 of 2 ---\n\n"));
    assert!(stdout.contains("\n## 1 Introduction\n"), "{stdout}");
    assert!(stdout.contains("\n### 1.1 Background\n"), "{stdout}");
    // A paragraph that the PDF breaks over five lines is one line here.
    assert!(stdout.contains(
        "\nCommand line tools are the hands of an agent. Each call starts a process, does one \
         thing and exits, so nothing survives between calls unless it is written down. A cache \
         on disk is the simplest memory such a tool can have.\n"
    ));
    assert!(
        stdout.contains(
            "\n| Interval | Repeats | Share |\n|---|---|---|\n| under 1 min | 5120 | 41% |\n"
        ),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("characters long.\n</web_result>\n"),
        "{stdout}"
    );
}

// F-42: --outline lists the paper's headings with levels and offsets that land on them.
#[test]
fn f60_outline_of_the_paper() {
    let server = server_with(&["paper.pdf"]);
    let url = server.url("/paper.pdf");
    let gw = Gw::new();
    let v = fetch_in(&gw, &url, &["--outline", "--json"]).json_ok();
    let outline = v["outline"].as_array().expect("outline");
    let titles: Vec<(u64, &str)> = outline
        .iter()
        .map(|h| (h["level"].as_u64().unwrap(), h["title"].as_str().unwrap()))
        .collect();
    assert_eq!(
        &titles[..5],
        &[
            (1, "Adaptive Caching for Read-Mostly Agents"),
            (2, "Abstract"),
            (2, "1 Introduction"),
            (3, "1.1 Background"),
            (2, "2 Measurements"),
        ]
    );
    assert!(titles.contains(&(2, "Appendix A Further observations")));
    assert_eq!(
        v["pages"],
        serde_json::json!({"count": 2, "count_at_least": false, "first": 1, "last": 2})
    );
    // Jumping to a heading's offset (from the cache) starts the window on it.
    let start = outline[3]["start"].as_u64().unwrap().to_string();
    let w = fetch_in(&gw, &url, &["--json", "--start", &start]).json_ok();
    assert!(
        w["content"]
            .as_str()
            .unwrap()
            .starts_with("### 1.1 Background\n")
    );
    assert_eq!(w["cached"], true);
    assert_eq!(server.hits("/paper.pdf"), 1);
}

// F-60: two columns written line by line across the page come out column by column.
#[test]
fn f60_columns_in_reading_order() {
    let server = server_with(&["columns.pdf"]);
    let v = fetch(&server.url("/columns.pdf"), &["--json"])
        .run()
        .json_ok();
    assert_eq!(
        v["content"],
        "--- page 1 of 1 ---\n\n# History of the cache\n\n\
         The left column tells how the cache began. A single file held every page, and every \
         call read the whole file before it could answer. That was slow once the file grew past \
         a few megabytes, so the format was split into one entry per page.\n\n\
         The right column tells what came next. Entries gained a header with the address, the \
         time of the fetch and a checksum, so a reader can list the cache without opening every \
         page and can notice an entry that was cut short."
    );
}

// F-41, F-60: JSON carries the type, the title, `pages` and `charset: "pdf"`.
#[test]
fn f60_json_fields() {
    let server = server_with(&["paper.pdf"]);
    let v = fetch(
        &server.url("/paper.pdf"),
        &["--json", "--max-chars", "1000"],
    )
    .run()
    .json_ok();
    assert_eq!(v["content_type"], "application/pdf");
    assert_eq!(v["charset"], "pdf");
    assert_eq!(v["title"], "Adaptive Caching for Read-Mostly Agents");
    assert_eq!(
        v["pages"],
        serde_json::json!({"count": 2, "count_at_least": false, "first": 1, "last": 1})
    );
    assert_eq!(v["warnings"], serde_json::json!([]));
    assert!(
        v["content"]
            .as_str()
            .unwrap()
            .starts_with("--- page 1 of 2 ---\n\n")
    );
}

// F-60, F-04: without a type, or as application/octet-stream, the `%PDF-` magic decides; an
// octet-stream that is not a PDF stays unsupported.
#[test]
fn f60_pdf_sniffed_by_magic() {
    let server = Server::http()
        .with("/none", Reply::ok().body(fixture("ligatures.pdf")))
        .with(
            "/octet",
            Reply::ok()
                .header("Content-Type", "application/octet-stream")
                .body(fixture("ligatures.pdf")),
        )
        .with(
            "/zip",
            Reply::ok()
                .header("Content-Type", "application/octet-stream")
                .body(b"PK\x03\x04\0\0\0\0".to_vec()),
        );
    for path in ["/none", "/octet"] {
        let v = fetch(&server.url(path), &["--json"]).run().json_ok();
        assert_eq!(v["content_type"], "application/pdf", "{path}");
        assert!(
            v["content"]
                .as_str()
                .unwrap()
                .contains("Ligatures and Hyphenation")
        );
    }
    fetch(&server.url("/zip"), &["--json"])
        .run()
        .fails_with(1, "unsupported_type")
        .message_contains("application/octet-stream");
}

// F-60: ligature glyphs come out as letters and words hyphenated at line ends are joined.
#[test]
fn f60_ligatures_and_hyphenation() {
    let server = server_with(&["ligatures.pdf"]);
    let v = fetch(&server.url("/ligatures.pdf"), &["--json"])
        .run()
        .json_ok();
    let text = v["content"].as_str().unwrap();
    // Ligature glyphs (fi, fl, ffi) as letters, words broken at line ends whole again.
    for word in [
        "The first officer filed a flawless report",
        "efficient fluid flow",
        "affluent financier found it difficult to fault the findings.",
        "characteristically",
        "Official figures reflect a significant shift",
        "configuration file",
    ] {
        assert!(text.contains(word), "missing {word:?} in\n{text}");
    }
    assert!(
        !text.contains("flu-") && !text.contains("characteristi-"),
        "{text}"
    );
    assert!(
        !text.contains('\u{fb01}') && !text.contains('\u{fb02}'),
        "{text}"
    );
    // --raw keeps the PDF's own lines, hyphens included.
    fetch(&server.url("/ligatures.pdf"), &["--raw", "--bare"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("--- page 1 of 1 ---\n\nLigatures and Hyphenation\nThe first officer");
}

// F-60: a PDF whose user password is empty (an owner password only) reads as usual.
#[test]
fn f60_owner_password_only_reads() {
    let server = server_with(&["owner-only.pdf"]);
    let v = fetch(&server.url("/owner-only.pdf"), &["--json"])
        .run()
        .json_ok();
    assert!(
        v["content"]
            .as_str()
            .unwrap()
            .contains("the efficient fluid flow"),
        "{v}"
    );
}

// F-60: CJK and Arabic text comes out as the characters written (Arabic in reading order).
#[test]
fn f60_cjk_and_arabic() {
    let server = server_with(&["cjk.pdf", "arabic.pdf"]);
    let v = fetch(&server.url("/cjk.pdf"), &["--json"]).run().json_ok();
    assert_eq!(v["title"], "多语言测试");
    let text = v["content"].as_str().unwrap();
    for line in [
        "这个工具把网页转换成文本，让程序可以安全地阅读网络。",
        "日本語の文章も読めます。",
        "한국어 문장도 포함되어 있습니다.",
    ] {
        assert!(text.contains(line), "missing {line:?} in\n{text}");
    }
    let v = fetch(&server.url("/arabic.pdf"), &["--json"])
        .run()
        .json_ok();
    let text = v["content"].as_str().unwrap();
    for word in ["الويب", "بأمان", "garuda-web 2026"] {
        assert!(text.contains(word), "missing {word:?} in\n{text}");
    }
}

// F-60: a page without a text layer warns `pdf_no_text` (stderr in text mode, JSON otherwise).
#[test]
fn f60_scanned_page_warns_no_text() {
    let server = server_with(&["scanned.pdf"]);
    let url = server.url("/scanned.pdf");
    let v = fetch(&url, &["--json"]).run().json_ok();
    assert_eq!(v["warnings"][0]["code"], "pdf_no_text");
    assert_eq!(
        v["content"],
        "--- page 1 of 1 ---\n\n[no text on this page]"
    );
    fetch(&url, &[])
        .run()
        .success()
        .stderr_contains("garuda-web: warning: this PDF has no text layer")
        .stdout_contains("\n--- page 1 of 1 ---\n\n[no text on this page]\n</web_result>\n");
}

// F-60, F-10, F-11: the 300-page document pages from one cached snapshot; every window's
// `pages` says where it is, and the windows join to the whole text.
#[test]
fn f60_long_document_pages_from_the_cache() {
    let server = server_with(&["long.pdf"]);
    let url = server.url("/long.pdf");
    let gw = Gw::new();
    let mut joined = String::new();
    let mut start = 0u64;
    let mut last_page = 0u64;
    let mut windows = 0;
    loop {
        let s = start.to_string();
        let v = fetch_in(
            &gw,
            &url,
            &["--json", "--max-chars", "20000", "--start", &s],
        )
        .json_ok();
        assert_eq!(v["cached"], start > 0);
        assert_eq!(v["title"], "A Three Hundred Page Manual");
        let pages = &v["pages"];
        assert_eq!(pages["count"], 300);
        let first = pages["first"].as_u64().unwrap();
        assert!(
            first >= last_page.max(1) && first <= last_page + 1,
            "{pages} after {last_page}"
        );
        last_page = pages["last"].as_u64().unwrap();
        joined.push_str(v["content"].as_str().unwrap());
        windows += 1;
        match v["next_start"].as_u64() {
            Some(n) => start = n,
            None => break,
        }
    }
    assert_eq!(last_page, 300);
    assert!(windows > 1);
    assert_eq!(server.hits("/long.pdf"), 1, "one download for every window");
    for n in [1, 150, 300] {
        let marker = format!(
            "--- page {n} of 300 ---\n\n# Section {n}\n\nThis is page {n} of the long document."
        );
        assert!(joined.contains(&marker), "missing {marker:?}");
        assert!(joined.contains(&format!("Marker word p{n}x.")));
    }
    // The text header shows the window's pages too.
    let text = fetch_in(&gw, &url, &["--max-chars", "20000", "--start", "20000"]);
    text.success().stderr_empty();
    let first_line = text.stdout().lines().nth(1).unwrap_or("").to_string();
    assert!(
        // The window ends at a paragraph break in its last tenth (F-20).
        first_line.starts_with("[characters 20000–") && first_line.contains("] [pages "),
        "{first_line}"
    );
}

// F-60, G-02, G-03: an encrypted PDF is exit 1 `pdf_encrypted` with a sentence and a hint.
#[test]
fn f60_encrypted_is_a_clear_error() {
    let server = server_with(&["encrypted.pdf"]);
    let url = server.url("/encrypted.pdf");
    let out = fetch(&url, &["--json"]).run();
    out.fails_with(1, "pdf_encrypted")
        .message_contains("encrypted and needs a password");
    assert!(out.error_hint().contains("PDF reader"));
    fetch(&url, &[])
        .run()
        .code(1)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("the PDF is encrypted");
}

// F-60, R-02: truncated, corrupt, a flate bomb and a nesting bomb end as a clear error or as
// clean text — never a crash, a hang or a torn output.
#[test]
fn f60_broken_and_hostile_files_are_clear_errors() {
    let server = server_with(&[
        "truncated.pdf",
        "corrupt.pdf",
        "bomb-flate.pdf",
        "bomb-nesting.pdf",
        "bomb-content.pdf",
    ]);
    fetch(&server.url("/corrupt.pdf"), &["--json"])
        .run()
        .fails_with(1, "convert")
        .message_contains("the PDF could not be read");

    for bomb in ["/bomb-nesting.pdf", "/bomb-content.pdf"] {
        fetch(&server.url(bomb), &["--json"])
            .run()
            .fails_with(1, "convert")
            .message_contains("nest more than 256 levels");
    }

    fetch(&server.url("/bomb-flate.pdf"), &["--json"])
        .run()
        .fails_with(1, "convert")
        .message_contains("decompression bomb");

    fetch(&server.url("/truncated.pdf"), &["--json"])
        .run()
        .fails_with(1, "convert")
        .message_contains("the file ends early");
    fetch(&server.url("/truncated.pdf"), &[])
        .run()
        .code(1)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("fetch it afresh");
}

// F-60, C-09: the body limit applies to PDFs as to any page.
#[test]
fn f60_body_limit_applies() {
    let server = server_with(&["long.pdf"]);
    Gw::new()
        .config_json(r#"{"web": {"maxBytes": 65536}}"#)
        .args([
            "fetch",
            &server.url("/long.pdf"),
            "--json",
            "--allow-localhost",
            "--allow",
            "*",
        ])
        .run()
        .fails_with(1, "too_large");
}

// C-08, F-60: the request says PDFs are welcome, below HTML and text.
#[test]
fn f60_accept_header_lists_pdf() {
    let server = server_with(&["scanned.pdf"]);
    fetch(&server.url("/scanned.pdf"), &["--json"])
        .run()
        .json_ok();
    let accept = server
        .last_request()
        .header("accept")
        .unwrap_or("")
        .to_string();
    assert!(accept.contains("application/pdf;q=0.5"), "{accept}");
}

// ----- F-60, G-09: cut and damaged files -----

/// The two damage fixtures: three pages of 30 lines each, the page tree at the head (plain
/// content streams) or at the tail (compressed ones, indirect lengths).
const DAMAGE_FIXTURES: [&str; 2] = ["damage-head.pdf", "damage-tail.pdf"];

/// The 30 lines of page `page` (1-3) of the damage fixtures, from their expected text.
fn damage_lines(page: usize) -> Vec<String> {
    let expected = String::from_utf8(fixture("damage-head.expected.txt")).expect("utf-8");
    let head = format!("--- page {page} ---\n");
    let start = expected.find(&head).expect("page in expected text") + head.len();
    expected[start..]
        .lines()
        .take_while(|l| !l.starts_with("--- page "))
        .map(str::to_string)
        .collect()
}

/// Where the bytes of page 1 end in a damage fixture: past the `endobj` of the last object it
/// needs (head: catalog, tree, font, page, content = objects 1-5; tail: font, content, its
/// length, page = objects 1-4).
fn page_one_end(name: &str, pdf: &[u8]) -> usize {
    let last = if name == "damage-head.pdf" { 5 } else { 4 };
    let header = format!("\n{last} 0 obj");
    let at = pdf
        .windows(header.len())
        .position(|w| w == header.as_bytes())
        .expect("object header");
    let end = pdf[at..]
        .windows(6)
        .position(|w| w == b"endobj")
        .expect("endobj");
    at + end + 6
}

/// `pdf` with `len` bytes from `at` replaced by pseudo-random ones (a fixed seed).
fn overwrite(pdf: &[u8], at: usize, len: usize) -> Vec<u8> {
    let mut out = pdf.to_vec();
    let mut x: u32 = 12345;
    for byte in &mut out[at..at + len] {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345) & 0x7fff_ffff;
        *byte = (x >> 16) as u8;
    }
    out
}

/// The damaged variants of the fixtures: (name, bytes, whether page 1's bytes are all there).
fn damaged_variants() -> Vec<(String, Vec<u8>, bool)> {
    let mut variants = Vec::new();
    for name in DAMAGE_FIXTURES {
        let pdf = fixture(name);
        let page_one = page_one_end(name, &pdf);
        for percent in (10..=90).step_by(10) {
            let cut = pdf.len() * percent / 100;
            variants.push((
                format!("{name} cut at {percent}%"),
                pdf[..cut].to_vec(),
                cut >= page_one,
            ));
        }
        let len = (pdf.len() / 16).min(500);
        for percent in [25, 50, 75] {
            let at = pdf.len() * percent / 100;
            variants.push((
                format!("{name} with {len} bytes overwritten at {percent}%"),
                overwrite(&pdf, at, len),
                at >= page_one,
            ));
        }
    }
    variants
}

// F-60, G-09: every cut (10 % to 90 %) and overwritten variant of the two fixtures either
// fails as a damaged file (exit 1 `convert`) or reads with `pdf_damaged`; no page claims to
// have no text (they all have text); markers never claim a count that could not be read (an
// exact count is the true 3, else "at least"); page 1 is read whole whenever its bytes are.
#[test]
fn f60_cut_and_overwritten_pdfs_never_read_as_complete() {
    let server = Server::http();
    let variants = damaged_variants();
    for (i, (_, bytes, _)) in variants.iter().enumerate() {
        server.route(
            &format!("/v{i}.pdf"),
            Reply::ok()
                .header("Content-Type", "application/pdf")
                .body(bytes.clone()),
        );
    }
    let page_one = damage_lines(1);
    for (i, (what, _, page_one_there)) in variants.iter().enumerate() {
        let out = fetch(&server.url(&format!("/v{i}.pdf")), &["--json"]).run();
        if out.exit_code() != Some(0) {
            assert!(
                !page_one_there,
                "{what}: page 1 is all there but the read failed"
            );
            out.fails_with(1, "convert")
                .message_contains("the file is damaged");
            continue;
        }
        out.stderr_empty();
        let v = out.json();
        let codes: Vec<&str> = v["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["code"].as_str().unwrap())
            .collect();
        assert_eq!(codes, ["pdf_damaged"], "{what}: {v}");
        let content = v["content"].as_str().unwrap();
        assert!(
            !content.contains("[no text on this page]"),
            "{what}:\n{content}"
        );
        let count = v["pages"]["count"].as_u64().unwrap();
        for n in 1..=count {
            let exact = format!("--- page {n} of 3 ---");
            let at_least = format!("--- page {n} of at least {count} ---");
            assert!(
                content.contains(&exact) || content.contains(&at_least),
                "{what}: no honest marker for page {n}:\n{content}"
            );
        }
        if *page_one_there {
            for line in &page_one {
                assert!(content.contains(line.as_str()), "{what}: {line:?} missing");
            }
        }
    }
}

// F-60, G-09: the reported case. Cut at 70 %, the head fixture reads pages 1-2 and
// says page 3 could not be read (it has 30 lines: never "no text"), on stderr in text mode and
// in JSON `warnings`; cut at 40 %, page 1 is read (it was an error before).
#[test]
fn f60_cut_pdf_says_what_was_read() {
    let pdf = fixture("damage-head.pdf");
    let server = Server::http();
    for percent in [40, 70] {
        server.route(
            &format!("/cut{percent}.pdf"),
            Reply::ok()
                .header("Content-Type", "application/pdf")
                .body(pdf[..pdf.len() * percent / 100].to_vec()),
        );
    }
    let url = server.url("/cut70.pdf");
    let out = fetch(&url, &[]).run();
    out.success()
        .stderr_eq(
            "garuda-web: warning: this PDF is damaged (the file ends early): pages 1–2 of 3 \
             were read; page 3 could not be read\n\
             hint: the copy may have been cut or damaged on its way: fetch it afresh with \
             --max-age 0, or open the file in a PDF reader\n",
        )
        .stdout_contains(
            "\n\n--- page 3 of 3 ---\n\n[this page could not be read: the file ends before all \
             of it]\n</web_result>\n",
        );
    for line in damage_lines(2) {
        out.stdout_contains(&line);
    }

    let v = fetch(&server.url("/cut40.pdf"), &["--json"])
        .run()
        .success()
        .stderr_empty()
        .json();
    assert_eq!(v["warnings"][0]["code"], "pdf_damaged");
    assert_eq!(
        v["warnings"][0]["message"],
        "this PDF is damaged (the file ends early): page 1 of 3 was read; pages 2–3 \
         could not be read"
    );
    let content = v["content"].as_str().unwrap();
    assert!(
        content.starts_with("--- page 1 of 3 ---\n\nPage 1 line 01: "),
        "{content}"
    );
    assert!(content.ends_with(
        "--- page 2 of 3 ---\n\n[this page could not be read: the file ends before all of it]\
         \n\n--- page 3 of 3 ---\n\n[this page could not be read: the file ends before all of it]"
    ));
}

// F-60: when the cut takes the page tree (written at the end, as pdfTeX does), the pages are
// found by a scan and the count is "at least" what was found, in the markers and the warning.
#[test]
fn f60_cut_pdf_without_its_page_tree_counts_at_least() {
    let pdf = fixture("damage-tail.pdf");
    let server = Server::http();
    server.route(
        "/cut.pdf",
        Reply::ok()
            .header("Content-Type", "application/pdf")
            .body(pdf[..pdf.len() * 70 / 100].to_vec()),
    );
    let v = fetch(&server.url("/cut.pdf"), &["--json"])
        .run()
        .success()
        .stderr_empty()
        .json();
    assert_eq!(
        v["warnings"][0]["message"],
        "this PDF is damaged (the file ends early): pages 1–2 of at least 2 were read"
    );
    let content = v["content"].as_str().unwrap();
    assert!(content.starts_with("--- page 1 of at least 2 ---\n\nPage 1 line 01: "));
    assert!(content.contains("\n\n--- page 2 of at least 2 ---\n\nPage 2 line 01: "));
    assert_eq!(
        v["pages"],
        serde_json::json!({"count": 2, "count_at_least": true, "first": 1, "last": 2})
    );
    // The text header says the same as the markers: never a count it could not read.
    fetch(&server.url("/cut.pdf"), &[])
        .run()
        .success()
        .stdout_contains("[pages 1–2 of at least 2]")
        .stderr_contains("warning: this PDF is damaged (the file ends early)");
}

// F-60, G-09: 500 bytes overwritten inside a page's plain content stream (its /Length and its
// neighbours intact) are found, and that page says some of it could not be read.
#[test]
fn f60_overwritten_content_is_reported_on_its_page() {
    let pdf = fixture("damage-head.pdf");
    let server = Server::http();
    server.route(
        "/bad.pdf",
        Reply::ok()
            .header("Content-Type", "application/pdf")
            .body(overwrite(&pdf, pdf.len() / 2, 500)),
    );
    let v = fetch(&server.url("/bad.pdf"), &["--json"])
        .run()
        .success()
        .stderr_empty()
        .json();
    assert_eq!(
        v["warnings"][0]["message"],
        "this PDF is damaged (the content of some of its pages is damaged): pages 1 and 3 of 3 \
         were read; page 2 only in part"
    );
    let content = v["content"].as_str().unwrap();
    assert!(
        content.contains(
            "\n\n[some of this page could not be read: its bytes in the file are damaged]\n\n\
             --- page 3 of 3 ---\n\n"
        ),
        "{content}"
    );
}
