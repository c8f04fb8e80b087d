//! Q-02 `--main`: readers' comments under an article in elements not named after comments
//! (their form, the lines that announce them) go, and so do the one-line calls that close
//! an article; the article stays, and so does an article's own section that a comment word
//! heads, its closing prose and its list of points in bold.

use super::{main_text, prose};

/// A blog post: a title, six paragraphs of prose, then `after` in the same wrapper (no
/// element named after comments).
fn blog_post(after: &str) -> String {
    let body: String = (1..=6).map(prose).collect();
    format!(
        "<html><head><title>River report</title></head><body><div class=wrap>\
         <h1>River report</h1>{body}{after}</div></body></html>"
    )
}

/// A comment form as old blog engines write it: a table of labelled text fields, a
/// `<textarea>` and a submit button.
const FORM: &str = "<form action=/post method=post><table>\
    <tr><td>Name*</td><td><input type=text name=author></td></tr>\
    <tr><td>E-Mail</td><td><input type=text name=mail></td></tr>\
    <tr><td>Website</td><td><input type=text name=url></td></tr>\
    <tr><td>Message*</td><td><textarea name=comment></textarea></td></tr>\
    <tr><td></td><td><input type=submit value=Send></td></tr></table></form>";

#[test]
fn q02_a_comment_section_and_its_form_go() {
    // a count of comments, the comments (author, date, a line each), the heading
    // over the form and the form go; the article stays whole.
    let after = format!(
        "<div class=titlebar>3 Comments</div>\
         <div><h3>#1 Comment by Ann</h3>26 March 2004, 16:19<p>Thanks for the update!</p></div>\
         <div><h3>#2 Comment by Bob</h3>27 March 2004, 09:02<p>Great read, as always.</p></div>\
         <div class=titlebar>Leave a reply</div><div>{FORM}</div>"
    );
    let md = main_text(&blog_post(&after));
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    for gone in [
        "3 Comments",
        "Comment by Ann",
        "Thanks for the update",
        "Great read",
        "Leave a reply",
        "Name*",
        "Website",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_notes_about_commenting_go() {
    // a note on who may comment, a count of no comments in a table, and a count
    // with the post's title go.
    let after = "<p>Only registered users can comment. You must be logged in to post a \
        comment.</p><table><tr><td>Kommentare insgesamt: <b>0</b></td><td></td></tr></table>\
        <h3>11 responses to “River report”</h3>";
    let md = main_text(&blog_post(after));
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    for gone in ["logged in to post", "Kommentare insgesamt", "responses to"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_an_articles_own_sections_under_comment_words_stay() {
    // near misses: a heading that starts with a comment word but says more, and a
    // "Comments" heading over most of the article (a section about readers' letters), stay
    // with their text; a form after them does not take them.
    let intro = "<p>The council asked residents what they thought of the bridge, and \
        published their letters with its own answers in the report this week, after a \
        long winter of meetings in the town hall and on the river banks.</p>";
    let body: String = (1..=6).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><div class=wrap>\
         <h1>River report</h1>{intro}<h2>Comments</h2>{body}\
         <h2>Comments from the engineers</h2><p>The engineers said the banks held well \
         through the winter, and that the new bridge needs no deeper piers.</p>\
         <div>{FORM}</div></div></body></html>"
    );
    let md = main_text(&html);
    for kept in [
        "The council asked residents",
        "Paragraph 1 of the report",
        "Paragraph 6 of the report",
        "Comments from the engineers",
        "no deeper piers",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

#[test]
fn q02_a_form_under_a_short_post_does_not_take_the_post() {
    // near miss: on a page of short posts, each with its reply form, the form goes
    // but not the post around it (its heading and its text).
    let posts: String = (1..=4)
        .map(|n| {
            format!(
                "<li><h2>Note {n} on the river</h2><p>Note {n} says the river rose two \
                 metres overnight and the old bridge held, as the engineers expected it \
                 would after the repairs of the autumn.</p><div>{FORM}</div></li>"
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>River notes</title></head><body><ul class=notes>{posts}</ul>\
         </body></html>"
    );
    let md = main_text(&html);
    for n in 1..=4 {
        assert!(md.contains(&format!("Note {n} says the river")), "{md}");
    }
    assert!(!md.contains("Website"), "{md}");
}

#[test]
fn q02_a_form_with_a_hidden_text_area_is_not_a_comment_form() {
    // near miss: a calculator's form in the article, with a `<textarea>` no reader
    // sees (a spam trap), keeps its labels.
    let after = "<form action=/calc><p>Flood level in metres:</p><input type=text name=level>\
        <textarea name=trap style=\"display:none\"></textarea><p>Width of the river bed:</p>\
        <input type=text name=width></form>";
    let md = main_text(&blog_post(after));
    assert!(md.contains("Flood level in metres:"), "{md}");
    assert!(md.contains("Width of the river bed:"), "{md}");
}

#[test]
fn q02_the_calls_that_close_an_article_go() {
    // after the last paragraph, a bold call to get the app, an italic call to sign up
    // and a call to write to the editor go; the article's last paragraph stays.
    let after = "<p><b>Get the latest news straight to your phone with the Daily app.</b></p>\
        <p><i>Do you want to hear from us? <a href=/nl>Subscribe here</a>.</i></p>\
        <p>We want to hear what you think. <a href=/letters>Submit a letter</a> to the \
        editor.</p>";
    let md = main_text(&blog_post(after));
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    for gone in ["straight to your phone", "Subscribe here", "to the editor"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_a_heading_that_asks_for_support_goes_with_the_box_under_it() {
    // a heading that asks the reader to fund the site, over the paragraphs of prose
    // that explain why, ends the page: the heading and its box go.
    let after = "<h2>Donate today!</h2>\
        <p>Our small newsroom reports on the river free of charge and without advertising, \
        and your monthly gift keeps it that way for every reader in the valley.</p>\
        <p>Every gift, however small, pays for another week of reporting on the banks.</p>";
    let md = main_text(&blog_post(after));
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    for gone in ["Donate today", "small newsroom", "Every gift"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_the_articles_last_section_under_a_heading_that_names_subscribers_stays() {
    // near misses: the article's last sections under a heading that speaks of
    // subscribers and under a question about subscribing stay, their prose too.
    let after = "<h2>More flood alerts for subscribers</h2>\
        <p>The council says two thousand residents already receive its flood alerts, and \
        that it will send them the engineers' report as soon as it is published.</p>\
        <h2>Subscribe to the alerts: is it free?</h2>\
        <p>The alerts cost nothing, the council says, and residents can stop them whenever \
        they move away from the river or no longer want to hear about the water level at the \
        old bridge.</p>";
    let md = main_text(&blog_post(after));
    for kept in [
        "More flood alerts for subscribers",
        "two thousand residents",
        "is it free?",
        "The alerts cost nothing",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

#[test]
fn q02_an_articles_closing_prose_and_bold_points_stay() {
    // near misses: the article's closing paragraph that tells of subscribers, and a
    // closing list of points that start in bold and speak of apps, stay.
    let after = "<p>The council says two thousand residents subscribe to its flood alerts, \
        and that it will send them the engineers' report as soon as it is published.</p>\
        <ul><li><b>Alerts</b> – the council's app warns subscribers of the flood.</li>\
        <li><b>Maps</b> – the app shows which roads are closed.</li></ul>";
    let md = main_text(&blog_post(after));
    for kept in [
        "two thousand residents subscribe",
        "the council's app warns subscribers",
        "which roads are closed",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

#[test]
fn q02_a_magazines_call_to_buy_the_issue_goes_but_not_the_articles_word_on_kiosks() {
    // after the last paragraph, the magazine's call to buy the issue the article comes
    // from goes; the article's own closing paragraph about the town's kiosk stays.
    let after = "<p>The town's last kiosk closes in May: its owner says fewer people buy \
        a newspaper on the way to the bridge every year.</p>\
        <p><i>The current issue is available <a href=/k>am Kiosk</a>, as an \
        <a href=/abo>Abo</a> and <a href=/e>als E-Paper</a>.</i></p>\
        <p>Mehr zum Hochwasser lesen Sie in unserer Februar-Ausgabe. Das Heft können Sie \
        <a href=/shop>hier versandkostenfrei bestellen</a>.</p>";
    let md = main_text(&blog_post(after));
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    assert!(md.contains("last kiosk closes"), "{md}");
    for gone in ["current issue", "Februar-Ausgabe"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

/// Two quotes of customers in elements named by `class`, after the post's prose.
fn quotes_named(class: &str) -> String {
    format!(
        "<div class=\"{class}\"><p class=quote>The team rebuilt our bridge a month early and \
         answered every question we had along the way.</p><p class=name>Ann, town council</p></div>\
         <div class=\"{class}\"><p class=quote>We would hire them again for the next project \
         without a second thought.</p><p class=name>Bob, river board</p></div>"
    )
}

#[test]
fn q02_testimonials_named_like_comments_stay() {
    // a business's testimonials in elements whose names also say comment or reviews
    // are its chosen quotes, content, not readers' comments.
    for class in ["testimonials-comment", "reviews testimonial-card"] {
        let md = main_text(&blog_post(&quotes_named(class)));
        assert!(md.contains("Paragraph 6 of the report"), "{md}");
        assert!(
            md.contains("rebuilt our bridge a month early"),
            "{class}: {md}"
        );
        assert!(md.contains("Bob, river board"), "{class}: {md}");
    }
}

#[test]
fn q02_comments_not_named_testimonials_still_go() {
    // Q-02 near miss: the same quotes in elements named only as comments or reviews go.
    for class in ["comment-body", "reviews-card"] {
        let md = main_text(&blog_post(&quotes_named(class)));
        assert!(md.contains("Paragraph 6 of the report"), "{md}");
        assert!(
            !md.contains("rebuilt our bridge a month early"),
            "{class}: {md}"
        );
    }
}
