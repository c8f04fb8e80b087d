//! Tests of the converter as a whole, through [`html_to_markdown`]: the fixture pages against
//! their golden Markdown (here), F-06 features (`markdown.rs`), page chrome (Q-01, `chrome.rs`),
//! limits and F-07 (`limits.rs`).
//!
//! Tests of one part (entity decoding, code-language classes) sit next to that part.

mod chrome;
mod limits;
mod markdown;

use super::*;

/// The base URL of the small test documents.
fn base() -> Url {
    Url::parse("https://example.org/dir/page.html").unwrap()
}

/// Converts `html` with a generous budget.
fn conv(html: &str) -> Converted {
    html_to_markdown(
        html,
        &base(),
        Duration::from_secs(30),
        &ConvertOptions::default(),
    )
    .expect("converts")
}

/// The Markdown of `html`.
fn md(html: &str) -> String {
    conv(html).markdown
}

/// No trailing whitespace, at most one blank line in a row, no leading/trailing blank line.
fn assert_tidy(markdown: &str) {
    let mut blank = 0;
    for (n, line) in markdown.split('\n').enumerate() {
        assert!(
            !line.ends_with(' ') && !line.ends_with('\t'),
            "line {n} has trailing whitespace: {line:?}"
        );
        if line.is_empty() {
            blank += 1;
            assert!(blank < 2, "two blank lines in a row before line {n}");
        } else {
            blank = 0;
        }
    }
    assert!(!markdown.starts_with('\n') && !markdown.ends_with('\n'));
}

// ----- fixtures -------------------------------------------------------------------------

/// Every `tests/fixtures/pages/NAME.html` converts (base `https://example.org/NAME/`) to
/// exactly `NAME.md`. `GARUDA_WEB_UPDATE_GOLDEN=1` rewrites the golden files.
#[test]
fn fixture_pages_match_golden_markdown() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pages");
    let update = std::env::var_os("GARUDA_WEB_UPDATE_GOLDEN").is_some();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("fixture directory")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "html"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 12, "expected at least 12 fixture pages");
    let mut mismatched = Vec::new();
    for name in &names {
        let html = std::fs::read_to_string(dir.join(format!("{name}.html"))).unwrap();
        let base = Url::parse(&format!("https://example.org/{name}/")).unwrap();
        let got = html_to_markdown(
            &html,
            &base,
            Duration::from_secs(30),
            &ConvertOptions::default(),
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_tidy(&got.markdown);
        let mut file = got.markdown.clone();
        file.push('\n');
        let golden = dir.join(format!("{name}.md"));
        if update {
            std::fs::write(&golden, &file).unwrap();
        } else if std::fs::read_to_string(&golden).ok().as_deref() != Some(file.as_str()) {
            mismatched.push(name.clone());
        }
    }
    assert!(
        mismatched.is_empty(),
        "output differs from the golden file for {mismatched:?}; \
         rerun with GARUDA_WEB_UPDATE_GOLDEN=1 and review the diff"
    );
}

#[test]
fn fixture_titles_and_no_junk() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pages");
    let read = |n: &str| std::fs::read_to_string(dir.join(format!("{n}.html"))).unwrap();
    let wiki = conv(&read("wikipedia-mozilla"));
    assert_eq!(wiki.title.as_deref(), Some("Mozilla - Wikipedia"));
    assert!(!wiki.markdown.contains("mw.config"));
}
