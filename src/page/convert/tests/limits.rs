//! R-02 and F-07: hostile input (deep nesting, huge attributes, tag soup, time and size limits)
//! and the "needs JavaScript" guess.

use super::super::blocks::MAX_CONTAINER_DEPTH;
use super::super::inline::MAX_URL_LEN;
use super::super::stack::MAX_OPEN_ELEMENTS;
use super::*;

/// `open` × n, `inner`, `close` × n.
fn nested(open: &str, close: &str, n: usize, inner: &str) -> String {
    let mut s = String::new();
    for _ in 0..n {
        s.push_str(open);
    }
    s.push_str(inner);
    for _ in 0..n {
        s.push_str(close);
    }
    s
}

#[test]
fn twenty_thousand_nested_divs() {
    let out = md(&nested("<div>", "</div>", 20_000, "deep text"));
    assert_eq!(out, "deep text");
    let unclosed = md(&"<div>x".repeat(20_000));
    assert_eq!(unclosed.matches('x').count(), 20_000);
    assert_tidy(&unclosed);
}

#[test]
fn three_thousand_nested_tables() {
    let out = md(&nested(
        "<table><tr><td>",
        "</td></tr></table>",
        3_000,
        "cell",
    ));
    assert_eq!(out, "cell");
    let with_text = md(&nested(
        "<table><tr><td>t",
        "</td><td>u</td></tr></table>",
        3_000,
        "",
    ));
    assert_eq!(with_text.matches('t').count(), 3_000);
    assert_eq!(with_text.matches('u').count(), 3_000);
    assert_tidy(&with_text);
}

#[test]
fn three_thousand_nested_lists_stay_small() {
    let out = md(&nested("<ul><li>i", "</li></ul>", 3_000, ""));
    // One item a line: as deep as elements are tracked (a list and an item per level) as
    // list items, deeper ones as lines of the last tracked item (G-09: never run together).
    const { assert!(MAX_OPEN_ELEMENTS / 2 < 3_000) };
    assert_eq!(out.lines().count(), 3_000);
    assert!(
        out.lines().all(|l| l.trim_start_matches([' ', '-']) == "i"),
        "{out}"
    );
    assert_eq!(out.matches('i').count(), 3_000);
    assert!(
        out.len() < 3_000 * (2 * MAX_CONTAINER_DEPTH + 4),
        "{} bytes",
        out.len()
    );
    assert_tidy(&out);
    let quotes = md(&nested("<blockquote>q", "</blockquote>", 3_000, ""));
    assert!(quotes.len() < 3_000 * (4 * MAX_CONTAINER_DEPTH + 8));
    assert_tidy(&quotes);
}

#[test]
fn many_inline_elements_and_huge_attributes() {
    let html = format!(
        "{}<a href=\"/{}\">long</a>",
        "<b><i><code><span>".repeat(5_000),
        "x".repeat(MAX_URL_LEN + 10)
    );
    let out = md(&html);
    assert!(out.contains("long"));
    assert!(out.len() < 100);
}

#[test]
fn budget_exhaustion_is_a_clear_error() {
    let html = "<p>x</p>".repeat(50_000);
    let err =
        html_to_markdown(&html, &base(), Duration::ZERO, &ConvertOptions::default()).unwrap_err();
    assert!(matches!(err, ConvertError::TimedOut { .. }), "{err}");
    assert!(err.to_string().contains("budget"));
}

#[test]
fn output_amplification_is_bounded() {
    let long_base = Url::parse(&format!("https://example.org/{}/", "d".repeat(4000))).unwrap();
    let html = "<a href=x>y</a>".repeat(20_000);
    let err = html_to_markdown(
        &html,
        &long_base,
        Duration::from_secs(30),
        &ConvertOptions::default(),
    )
    .unwrap_err();
    assert!(matches!(err, ConvertError::TooLarge { .. }), "{err}");
}

/// Tag soup from a fixed vocabulary, 400 documents: no panic, tidy output, no error.
#[test]
fn random_tag_soup_converts_cleanly() {
    const PIECES: [&str; 67] = [
        "<p>",
        "</p>",
        "<div>",
        "</div>",
        "<ul>",
        "</ul>",
        "<ol start=5>",
        "</ol>",
        "<li>",
        "</li>",
        "<table>",
        "</table>",
        "<tr>",
        "<td>",
        "<th>",
        "</td>",
        "<caption>",
        "<thead>",
        "<pre>",
        "</pre>",
        "<code>",
        "</code>",
        "<b>",
        "</b>",
        "<i>",
        "</i>",
        "<a href=\"/x(y\">",
        "<a href=\"#f\">",
        "</a>",
        "<blockquote>",
        "</blockquote>",
        "<br>",
        "<hr>",
        "<h2>",
        "</h2>",
        "<img alt=\"i\" src=\"/i.png\">",
        "<dl><dt>",
        "<dd>",
        "<script>x<y</script>",
        "<!-- c -->",
        "<noscript>",
        "</noscript>",
        "<span hidden>",
        "</span>",
        "&amp;",
        "&lt;b&gt;",
        "&#x1F600;",
        "&nbsp;",
        "&",
        "text ",
        " words ",
        "*_`[]|\\",
        "\n\n",
        "1. ",
        "# ",
        "-",
        "\u{0}",
        "é\u{a0}\u{ad}\u{200b}",
        "<header>",
        "</header>",
        "<article>",
        "</article>",
        "<a href=\"#main\">",
        "Skip to ",
        "<div style=\"display:none\">",
        "<div role=\"banner\">",
        "<a href=\"https://x.com/intent/post\">",
    ];
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..400 {
        let len = (next() % 120) as usize;
        let html: String = (0..len)
            .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
            .collect();
        let out = html_to_markdown(
            &html,
            &base(),
            Duration::from_secs(30),
            &ConvertOptions::default(),
        )
        .unwrap_or_else(|e| panic!("{e} for {html:?}"));
        let tidy = std::panic::catch_unwind(|| assert_tidy(&out.markdown));
        assert!(
            tidy.is_ok(),
            "untidy output {:?} for {html:?}",
            out.markdown
        );
        assert!(!out.markdown.contains('\0'));
    }
}

// ----- F-07 -----------------------------------------------------------------------------

#[test]
fn needs_javascript() {
    let shell = format!(
        "<html><head><script>{}</script></head><body><div id=\"root\"></div>Loading…</body></html>",
        "var a = 1;".repeat(2_000)
    );
    assert!(conv(&shell).needs_javascript);
    let article = format!("<p>{}</p>", "Real words here. ".repeat(1_000));
    assert!(!conv(&article).needs_javascript);
    assert!(!conv("<p>small page</p>").needs_javascript);
    assert!(
        conv("<noscript>You need to enable JavaScript to run this app.</noscript><p>x</p>")
            .needs_javascript
    );
    assert!(conv("<noscript><p>Please enable JS</p></noscript>").needs_javascript);
    assert!(!conv(
        "<noscript><iframe src=\"https://www.googletagmanager.com/ns.html?id=GTM-X&js=javascript\"></iframe></noscript><p>x</p>"
    )
    .needs_javascript);
}

/// deeper than the tokenizer's memory cap (a million unclosed `<div>`s): the text up to
/// that point comes back, marked truncated, instead of hundreds of MB of open-element state.
#[test]
fn nesting_past_the_tokenizer_memory_cap_truncates() {
    let html = format!("<p>before</p>{}", "<div>x".repeat(1_000_000));
    let out = conv(&html);
    assert!(out.truncated);
    assert!(
        out.markdown.starts_with("before\n\nx"),
        "{}",
        &out.markdown[..40]
    );
    assert!(!conv("<div><p>fine</p></div>").truncated);
}
