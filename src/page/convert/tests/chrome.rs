//! page chrome and hidden elements are dropped, the article around them is kept.

use super::*;

#[test]
fn chrome_landmark_roles_are_dropped() {
    let html = "<div role=\"navigation\">menu</div><div role=\"contentinfo\">legal</div>\
        <div role=\"complementary\">related</div><div role=\"search\">find</div>\
        <search>query</search><div role=\"dialog\">consent</div>\
        <div role=\"alertdialog\">alert</div><div role=\"Navigation menubar\">bar</div>\
        <p role=\"note\">kept</p>";
    assert_eq!(md(html), "kept");
}

#[test]
fn banner_is_chrome_only_at_page_level() {
    assert_eq!(
        md(
            "<div role=\"banner\">Site name</div><article><div role=\"banner\">\
            <h1>Title</h1></div><p>Text</p></article>"
        ),
        "# Title\n\nText"
    );
    assert_eq!(
        md("<main><section><div role=\"banner\">in section</div></section></main>"),
        "in section"
    );
}

#[test]
fn page_header_keeps_its_title_but_not_its_menus() {
    let html = "<header><h1>Page title</h1><ul><li><a href=\"/a\">Home</a></li></ul>\
        <div><ol><li>Picker</li></ol></div><p>Tagline</p></header>\
        <article><header><h2>Article</h2><ul><li>By Ann</li></ul></header><p>Body</p></article>";
    assert_eq!(
        md(html),
        "# Page title\n\nTagline\n\n## Article\n\n- By Ann\n\nBody"
    );
    assert_eq!(
        md("<div role=\"main\"><header><ul><li>kept</li></ul></header></div><ul><li>x</li></ul>"),
        "- kept\n\n- x"
    );
}

#[test]
fn hidden_elements_are_dropped() {
    let html = "<p>a<span style=\"display:none\"> (1998-02-28)</span> b</p>\
        <div style=\"color: red; visibility: hidden\">invisible</div>\
        <div style=\"display: none !important\">gone</div>\
        <div style=\"display:none; display: block\">shown</div>\
        <div popover>popover</div><dialog>closed</dialog><dialog open>open dialog</dialog>";
    // the full page keeps the blocks an inline style hides (tabs, drawers, a page a
    // script unlocks), not the inline ones.
    assert_eq!(md(html), "a b\n\ninvisible\n\ngone\n\nshown\n\nopen dialog");
}

#[test]
fn overlays_named_popup_or_modal_are_dropped() {
    let html = "<div id=\"help-container\"><div id=\"mdbook-help-popup\"><h2>Keys</h2></div></div>\
        <div class=\"modal fade\"><p>Sign up</p></div><section class=\"cookie-modal\">c</section>\
        <p class=\"popup\">inline-level p stays</p><div class=\"modality\">kept</div>";
    assert_eq!(md(html), "inline-level p stays\n\nkept");
}

#[test]
fn skip_links_are_dropped() {
    assert_eq!(
        md(
            "<a class=\"skip\" href=\"#main\">Skip to main content</a><main id=\"main\"><p>Text</p></main>"
        ),
        "Text"
    );
    assert_eq!(
        md("<p>a <a href=\"#c\">Skip to content</a> b <a href=\"#nav\">Jump to navigation</a></p>"),
        "a b"
    );
    assert_eq!(
        md("<p><b>x <a href=\"#m\"><i>Skip to main</i></a></b> y</p>"),
        "**x** y"
    );
    assert_eq!(
        md("<p><b><a href=\"#m\">Skip to main</a>x</b></p>"),
        "**x**"
    );
    // Inside inline code, links are text.
    assert_eq!(
        md("<p><code><a href=\"#m\">Skip to</a>x</code></p>"),
        "`Skip tox`"
    );
    // Other fragment links keep their text.
    assert_eq!(
        md("<p>See <a href=\"#sec-2\">section 2</a> and <a href=\"#s\">skipping</a>.</p>"),
        "See section 2 and skipping."
    );
    assert_eq!(
        md("<a href=\"/skip\">Skip to the end</a>"),
        "[Skip to the end](https://example.org/skip)"
    );
}

#[test]
fn share_buttons_are_dropped() {
    let html = "<ul class=\"share\"><li><a href=\"https://www.facebook.com/sharer/sharer.php?u=x\">Share on Facebook</a></li>\
        <li><a href=\"mailto:?subject=s\">Email</a></li></ul>\
        <p>Follow <a href=\"https://x.com/courier\">us</a> or <a href=\"https://x.com/intent/post?u=x\">post</a>.</p>";
    assert_eq!(md(html), "Follow [us](https://x.com/courier) or .");
}

#[test]
fn the_page_itself_is_never_chrome() {
    assert_eq!(
        md(
            "<html style=\"visibility:hidden\"><body class=\"modal-open\" style=\"display:none\">\
            <main class=\"modal-open\"><p>Text</p></main></body></html>"
        ),
        "Text"
    );
}

/// a page that shows its content only in `<noscript>` (a forum's crawler view) is read
/// from that HTML; a page with its own text ignores its `<noscript>`.
#[test]
fn noscript_only_pages_are_read_from_their_noscript() {
    let post =
        "<p>This reply explains how the setting works and why it matters here.</p>".repeat(40);
    let html = format!("<div id=app></div><noscript><h1>Thread</h1>{post}</noscript>");
    let out = conv(&html);
    assert!(
        out.markdown.starts_with("# Thread\n\nThis reply explains"),
        "{}",
        out.markdown
    );
    assert!(!out.needs_javascript);
    let with_text = format!(
        "<p>{}</p><noscript>{post}</noscript>",
        "Own text. ".repeat(300)
    );
    assert!(!md(&with_text).contains("This reply"));
}
