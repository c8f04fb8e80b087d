//! Q-02 --main, in-process: what stands before a news article's text (`head.rs`). A
//! section's kicker, a byline, a date line and a reading time before the first paragraph
//! go; the headline, a subtitle and a short first line of the article's own stay.

use super::{main_text, prose};

/// A news page whose `<article>` opens with `head` before six paragraphs of prose.
fn news_page(head: &str) -> String {
    let body: String = (1..=6).map(prose).collect();
    main_text(&format!(
        "<html><head><title>Site</title></head><body><article>{head}{body}</article></body></html>"
    ))
}

#[test]
fn q02_the_kicker_byline_date_and_reading_time_before_the_article_go() {
    // the lines before the article's first paragraph that are a label, a byline, a
    // date line in a language the date rule does not know, or a reading time.
    let md = news_page(
        "<p>Politics</p><h1>The river changes its course</h1><p>By Jane Roe and John Doe</p>\
         <p>28 kwietnia 2021, 06:29</p><p>4 min read</p>",
    );
    assert!(md.contains("# The river changes its course"), "{md}");
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    for gone in ["Politics", "By Jane Roe", "kwietnia", "4 min read"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_the_headline_a_subtitle_and_a_short_first_line_of_the_article_stay() {
    // near misses: a subtitle is a heading; a first line that is a salutation, a
    // label with its value or a quote, or ends a sentence, is the article's own; a short
    // line after the article's text started is not lead-in.
    let md = news_page(
        "<h1>The river changes its course</h1><h2>Why the bridge comes first</h2>\
         <p>Dear readers,</p><p>Moderator: Jane Roe</p><p>„Crisp outside, creamy inside“</p>\
         <p>It rained.</p>",
    );
    for kept in [
        "# The river changes its course",
        "## Why the bridge comes first",
        "Dear readers,",
        "Moderator: Jane Roe",
        "„Crisp outside, creamy inside“",
        "It rained.",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
    let body: String = (1..=3).map(prose).collect();
    let md = main_text(&format!(
        "<html><body><article>{body}<p>Update</p>{}</article></body></html>",
        prose(4)
    ));
    assert!(md.contains("Update"), "{md}");
    // A product's features under a heading, and a value after its key, are not lead-in.
    let md = news_page(
        "<h2>Highlights</h2><p>Smooth Display</p><p>Low Blue Light</p><p>Condition:</p>\
         <p>Not specified</p>",
    );
    for kept in ["Smooth Display", "Low Blue Light", "Not specified"] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

#[test]
fn q02_a_lead_set_in_bold_does_not_end_the_lead_in() {
    // a standfirst in bold, then the section's label and the byline, then the text.
    let md = news_page(
        "<p><b>The town council decided on Monday to rebuild the old bridge before the spring \
         floods.</b></p><p>Security</p><p>Por Redacción Diario</p>",
    );
    assert!(md.contains("**The town council decided"), "{md}");
    for gone in ["Security", "Por Redacción"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_a_row_of_share_labels_does_not_hide_the_date_and_reading_time() {
    // many short lines (a share row's labels) before the date and the reading time:
    // they all stand before the article's text, and all go.
    let share: String = [
        "Facebook", "Twitter", "LinkedIn", "WhatsApp", "E-mail", "Print",
    ]
    .iter()
    .map(|s| format!("<p>Share on {s}</p>"))
    .collect();
    let md = news_page(&format!(
        "<p>28 kwietnia 2021, 06:29</p><p>Ten tekst przeczytasz w mniej niż minutę</p>{share}"
    ));
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    for gone in ["kwietnia", "przeczytasz", "Share on"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_a_headline_that_ends_the_page_title_goes_but_not_a_short_heading() {
    // a title that names the site and its section first ("Site - News - Headline")
    // repeats the headline; a heading that is only the title's last word is the article's.
    let body: String = (1..=4).map(prose).collect();
    let md = main_text(&format!(
        "<html><head><title>City Police - News - The river changes its course</title></head>\
         <body><article><h1>The river changes its course</h1>{body}<h2>Course</h2>{}\
         </article></body></html>",
        prose(5)
    ));
    assert!(!md.contains("# The river changes its course"), "{md}");
    assert!(md.contains("## Course"), "{md}");
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
}

#[test]
fn q02_an_affiliate_disclosure_before_the_article_goes_but_not_later() {
    // a disclosure of the site's earnings before the article's text goes; the same
    // words deeper in the article stay.
    let disclosure = "<p>This post contains references to products from our advertisers. We \
                      may receive compensation when you click on links to those products.</p>";
    let md = news_page(disclosure);
    assert!(!md.contains("receive compensation"), "{md}");
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    let body: String = (1..=3).map(prose).collect();
    let md = main_text(&format!(
        "<html><body><article>{body}{disclosure}{}</article></body></html>",
        prose(4)
    ));
    assert!(md.contains("receive compensation"), "{md}");
}

// a short article that a long list of other stories joins (the list's cards stay)
// keeps the article's rules: its date line and its reading time before the text go; the
// cards' own dates stay.
#[test]
fn q02_an_article_a_listing_joins_keeps_its_head_rules() {
    let body: String = (1..=2).map(prose).collect();
    let cards: String = (1..=12)
        .map(|n| {
            format!(
                "<li class=card><a href=/story/{n}>The town council opens story number {n} \
                 about the bridge and the river walk</a><span class=when>12 May 2021</span></li>"
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>Site</title></head><body><div class=page><article>\
         <header><h1>The river changes its course</h1><p>28 April 2021, 06:29</p>\
         <p>4 min read</p></header><div class=text>{body}</div></article>\
         <div class=more><h2>See more</h2><ul class=cards>{cards}</ul></div></div></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 2 of the report"), "{md}");
    assert!(md.contains("story number 12"), "{md}");
    assert!(md.contains("12 May 2021"), "{md}");
    for gone in ["28 April 2021", "4 min read"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_a_headline_written_as_a_line_stays_even_with_a_year() {
    // a headline set in a `div`, not a heading, that says the page title stays though
    // it holds a year (a date line's mark); the byline and the date line under it still go.
    let body: String = (1..=6).map(prose).collect();
    let md = main_text(&format!(
        "<html><head><title>New Ferry Routes Open For Summer 2022 – Town News</title>\
         </head><body><article><div class=title>New Ferry Routes Open For Summer 2022\
         </div><p>By Jane Roe</p><p>Jane Roe 19.10.2022, 05:00 Uhr</p>{body}</article>\
         </body></html>"
    ));
    assert!(md.contains("New Ferry Routes Open"), "{md}");
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    for gone in ["By Jane Roe", "19.10.2022"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_a_line_with_a_year_that_is_not_the_title_still_goes() {
    // the near miss: a short line with a year before the text that does not say the
    // page title is a date line, and goes.
    let md = news_page("<h1>The river changes its course</h1><p>Town News Summer 2022</p>");
    assert!(md.contains("# The river changes its course"), "{md}");
    assert!(!md.contains("Town News Summer 2022"), "{md}");
}

// a byline, a date line and a reading time set between the standfirst and the text go
// as they do before it; the standfirst stays.
#[test]
fn q02_a_byline_and_date_after_the_standfirst_go() {
    let md = news_page(
        "<h1>Flood season</h1><p>The town rebuilt its bridge before the spring floods, and the \
         river kept to its new course.</p><p>By Jane Roe</p><p>Dec 18, 2025 · 2 min read</p>\
         <p>Published June 23, 2025 10:39AM</p>",
    );
    assert!(md.contains("The town rebuilt its bridge"), "{md}");
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    for gone in ["Jane Roe", "2 min read", "Published June"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// near miss: after the standfirst, a line that introduces what follows, a sentence and
// a subheading set in bold stay, though each holds a year.
#[test]
fn q02_lines_of_the_article_after_the_standfirst_stay() {
    let md = news_page(
        "<h1>Flood season</h1><p>The town rebuilt its bridge before the spring floods, and the \
         river kept to its new course.</p><p>Here is the story of our 2025:</p>\
         <p><b>Applications for 2026 are open.</b></p><p><b>Project Bridge 2026 starts</b></p>",
    );
    for stays in [
        "Here is the story of our 2025:",
        "Applications for 2026 are open.",
        "Project Bridge 2026 starts",
    ] {
        assert!(md.contains(stays), "{stays} went: {md}");
    }
}

// Q-02: a byline's labels left without their names ("Written by", "Edited by", "Reviewed
// by" on lines of their own, the names were pictures that went) go wherever they stand.
#[test]
fn q02_a_bylines_label_without_its_name_goes() {
    let body: String = (1..=6).map(prose).collect();
    let md = main_text(&format!(
        "<html><head><title>Site</title></head><body><article><h1>Flood season</h1>{body}\
         <p>Written by</p><p>Edited by</p><p>Reviewed by:</p>{}</article></body></html>",
        prose(7)
    ));
    assert!(md.contains("Paragraph 7 of the report"), "{md}");
    for gone in ["Written by", "Edited by", "Reviewed by"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// near miss: "by" alone, which parts a card's title from its maker's name, stays, and
// so does a byline with its name.
#[test]
fn q02_by_alone_and_a_named_editor_stay() {
    let body: String = (1..=6).map(prose).collect();
    let md = main_text(&format!(
        "<html><head><title>Site</title></head><body><article><h1>Flood season</h1>{body}\
         <p>by</p><p>Edited by Jane Roe and the river desk of the town paper</p></article></body></html>"
    ));
    assert!(md.lines().any(|l| l.trim() == "by"), "{md}");
    assert!(md.contains("Edited by Jane Roe"), "{md}");
}
