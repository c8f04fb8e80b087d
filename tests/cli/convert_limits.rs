//! R-02, E-02: hostile nesting and amplification through the real binary. A page
//! nested deeper than the converter follows still converts, to a bounded text with the
//! `page_truncated` warning; a page whose Markdown would be far larger than its HTML is a
//! clear `too_large` error. Peak memory is measured by `bench/nesting.sh`, not here.

use crate::support::{Gw, Reply, Server};

/// `fetch URL --json --allow-localhost --allow '*'` plus `extra`.
fn fetch_json(url: &str, extra: &[&str]) -> Gw {
    Gw::fetch(url)
        .args(["--json", "--allow-localhost", "--allow", "*"])
        .args(extra)
}

// 2 MiB of nested blockquotes (150 000 levels) converts; the text stays under twice the
// HTML, quote prefixes stop growing, and the result says it was cut.
#[test]
fn r02_nesting_bomb_gives_a_bounded_truncated_text() {
    let levels = 150_000;
    let html = format!(
        "<title>deep</title>{}{}",
        "<blockquote>q ".repeat(levels),
        "</blockquote>".repeat(levels)
    );
    let server = Server::http().with("/deep", Reply::html(html.clone()));
    let out = fetch_json(&server.url("/deep"), &["--max-chars", "100000"]).run();
    // With --json the warning is only inside the object (G-01): stderr stays empty.
    let v = out.json_ok();
    let total = v["total_chars"].as_u64().unwrap() as usize;
    assert!(total > 0, "{v}");
    assert!(
        total <= 2 * html.len(),
        "{total} characters from {} bytes",
        html.len()
    );
    let widest = v["content"]
        .as_str()
        .unwrap()
        .lines()
        .map(|l| l.len() - l.trim_start_matches(['>', ' ']).len())
        .max()
        .unwrap();
    assert!(widest <= 2 * 16, "a quote prefix {widest} bytes wide");
    assert_eq!(v["warnings"][0]["code"], "page_truncated", "{v}");
    assert_eq!(v["title"], "deep");
}

// a page whose links resolve against a 4 000-byte <base href> would turn 300 KB of HTML
// into 80 MB of Markdown: exit 1 `too_large`, with the hint to read it raw.
#[test]
fn r02_output_cap_stops_amplification() {
    let base = format!("http://127.0.0.1/{}/", "d".repeat(4000));
    let html = format!(
        "<base href=\"{base}\"><p>{}</p>",
        "<a href=x>y</a>".repeat(20_000)
    );
    let server = Server::http().with("/amp", Reply::html(html));
    let out = fetch_json(&server.url("/amp"), &[]).run();
    out.fails_with(1, "too_large");
    assert!(out.error_hint().contains("--raw"), "{out}");
    assert!(out.error_message().contains("larger than"), "{out}");
}

// R-02, F-06: `--main` walks up from every sign-up field (an e-mail input) to find its box.
// 64 fields at the bottom of 1 500 nested empty elements, beside an article of 1 500
// paragraphs: the walks end below the page (the element holding the article stops them), the
// fields and their invitation are left out, and the whole article is the result.
#[test]
fn r02_f06_main_sign_up_fields_deep_in_nesting_convert() {
    let depth = 1_500;
    let article: String = (0..1_500)
        .map(|i| format!("<p>Paragraph {i} of the article, which the reader came for.</p>"))
        .collect();
    let fields = "<div><input type=email name=e></div>".repeat(64);
    let html = format!(
        "<title>deep forms</title><body><article>{article}</article>{}<p>Join our list.</p>{fields}{}</body>",
        "<div>".repeat(depth),
        "</div>".repeat(depth)
    );
    let server = Server::http().with("/forms", Reply::html(html));
    let out = fetch_json(&server.url("/forms"), &["--main", "--max-chars", "100000"]).run();
    let v = out.json_ok();
    let content = v["content"].as_str().unwrap();
    assert!(content.contains("Paragraph 0 of the article"), "{v}");
    assert!(content.contains("Paragraph 1499 of the article"), "{v}");
    assert!(!content.contains("Join our list"), "{v}");
    assert_eq!(v["warnings"], serde_json::json!([]), "{v}");
}

// R-02, G-09: lists and quotes nested past the converter's tracking cap (3 000 levels) keep
// every item's text apart — one per line, never `item2998item2999` — and the result says it
// was flattened (`nesting_flattened`, also on stderr in text mode, even with -q).
#[test]
fn r02_g09_deep_nesting_keeps_items_apart() {
    let levels = 3_000;
    let list = format!(
        "<title>deep list</title>{}{}<p>LAST</p>",
        (0..levels)
            .map(|i| format!("<ul><li>item{i}"))
            .collect::<String>(),
        "</li></ul>".repeat(levels)
    );
    let quotes = format!(
        "<title>deep quotes</title>{}{}<p>LAST</p>",
        (0..levels)
            .map(|i| format!("<blockquote>quote{i}"))
            .collect::<String>(),
        "</blockquote>".repeat(levels)
    );
    let server = Server::http()
        .with("/list", Reply::html(list))
        .with("/quotes", Reply::html(quotes));
    for (path, word) in [("/list", "item"), ("/quotes", "quote")] {
        let url = server.url(path);
        let v = fetch_json(&url, &["--max-chars", "100000"]).run().json_ok();
        let total = v["total_chars"].as_u64().unwrap();
        // The whole text, window by window.
        let mut text = v["content"].as_str().unwrap().to_string();
        let mut next = v["next_start"].as_u64();
        while let Some(start) = next {
            let w = fetch_json(
                &url,
                &["--max-chars", "100000", "--start", &start.to_string()],
            )
            .run()
            .json_ok();
            text.push_str(w["content"].as_str().unwrap());
            next = w["next_start"].as_u64();
        }
        assert_eq!(text.chars().count() as u64, total, "{path}");
        let words: Vec<&str> = text
            .split_whitespace()
            .map(|w| w.trim_start_matches('>'))
            .filter(|w| !w.is_empty() && *w != "-")
            .collect();
        let expected: Vec<String> = (0..levels)
            .map(|i| format!("{word}{i}"))
            .chain(["LAST".to_string()])
            .collect();
        assert_eq!(words, expected, "{path}: items run together");
        assert_eq!(v["warnings"][0]["code"], "nesting_flattened", "{v}");

        let out = Gw::fetch(&url)
            .args([
                "-q",
                "--allow-localhost",
                "--allow",
                "*",
                "--max-chars",
                "1000",
            ])
            .run();
        out.success().stdout_contains("<web_result");
        assert!(
            out.stderr()
                .starts_with("garuda-web: warning: the page nests lists, quotes"),
            "{out}"
        );
    }
}
