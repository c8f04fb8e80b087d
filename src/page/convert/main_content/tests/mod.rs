//! In-process tests of `--main` on small pages of our own (F-06, Q-02): the extractor is a
//! pure function of the HTML, so these run without the binary or a server (a few end-to-end
//! tests stay in tests/cli/reader*.rs).

mod ages;
mod article;
mod comments;
mod container;
mod fallback;
mod feedback;
mod forum;
mod head;
mod listing;
mod notices;
mod product;
mod small_print;
mod tail;
mod teasers;

use std::time::Duration;

use url::Url;

use super::super::{ConvertOptions, html_to_markdown};

/// What `fetch --json --main` says of `html`, as far as the extractor decides it: `content`
/// (the Markdown) and `warnings` (`main_content_uncertain` when no container stands out).
fn read_main(html: &str) -> serde_json::Value {
    let base = Url::parse("http://127.0.0.1/p").expect("url");
    let out = html_to_markdown(
        html,
        &base,
        Duration::from_secs(10),
        &ConvertOptions { main_content: true },
    )
    .expect("converts");
    let warnings: Vec<serde_json::Value> = if out.main_content_uncertain {
        vec![serde_json::json!({"code": "main_content_uncertain"})]
    } else {
        Vec::new()
    };
    serde_json::json!({"content": out.markdown, "warnings": warnings})
}

/// The `--main` Markdown of `html`.
fn main_text(html: &str) -> String {
    let base = Url::parse("http://127.0.0.1/p/news.html").expect("url");
    html_to_markdown(
        html,
        &base,
        Duration::from_secs(10),
        &ConvertOptions { main_content: true },
    )
    .expect("converts")
    .markdown
}

/// A paragraph of prose about rivers, numbered so each is its own.
fn prose(n: usize) -> String {
    format!(
        "<p>Paragraph {n} of the report explains how the river changed its course after the \
         long winter, what the engineers measured along its banks, and why the town council \
         decided to rebuild the old bridge before the spring floods arrived.</p>"
    )
}

#[test]
fn q02_small_print_around_a_news_article_goes() {
    // an advert's marker, a photo credit, a lone date and a tags line go; the
    // article stays.
    let body: String = (1..=6).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><div class=wrap>\
         <p>23.10.2018</p><p>Foto: Jane Roe/Some Agency</p>{body}<p>Advertisement</p>\
         <p>Tags: <a href=/t/a>rivers</a>, <a href=/t/b>bridges</a></p></div></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    for gone in ["23.10.2018", "Foto:", "Advertisement", "Tags:"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_a_related_posts_section_in_german_goes_but_not_the_article_under_a_loose_label() {
    // "Ähnliche Beiträge" over teasers ends the article; "Lesen Sie auch" over the
    // article's own long paragraphs does not take them.
    let body: String = (1..=4).map(prose).collect();
    let teasers = "<h2>Ähnliche Beiträge</h2>\
         <h3><a href=/a>Another post about bridges</a></h3><p>A short teaser.</p>\
         <h3><a href=/b>A third post about rivers</a></h3><p>Another short teaser.</p>";
    let html = format!("<html><body><article>{body}{teasers}</article></body></html>");
    let md = main_text(&html);
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    assert!(!md.contains("Ähnliche Beiträge"), "{md}");
    assert!(!md.contains("short teaser"), "{md}");

    let long = format!(
        "<p>The second part of the report goes on at length. {}</p>",
        "The engineers compared the new measurements with those of the last forty years. "
            .repeat(8)
    );
    let html =
        format!("<html><body><article>{body}<h2>Lesen Sie auch</h2>{long}</article></body></html>");
    let md = main_text(&html);
    assert!(md.contains("The second part of the report"), "{md}");
}

#[test]
fn q02_a_news_articles_credit_meta_line_tags_and_sharing_box_go() {
    // elements named as a picture's credit, the post's metadata line, its tags and
    // a sharing plugin's box go with their text; the article stays.
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <div class=img__credit>Some Agency</div>\
         <div class=postmetadata>Posted on the first morning of the spring floods</div>{body}\
         <div class=post-tags><p>Rivers, bridges, the town council and the spring floods</p></div>\
         <div class=sharedaddy><p>Share this story with your friends and family on the networks</p>\
         </div></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    for gone in [
        "Some Agency",
        "Posted on the first morning",
        "Rivers, bridges",
        "Share this story",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}
