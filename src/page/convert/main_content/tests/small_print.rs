//! Q-02 `--main`: the site's lines around a news article that its readers did not come
//! for — a notice of its rights or its disclaimer, a paywall's box, a label saying other
//! posts may interest them — go; the article's own sentences that speak of the same things
//! stay.

use super::{main_text, prose};

// a site's rights, reprint and disclaimer lines after the article go; a paragraph of
// the article about copyright stays.
#[test]
fn q02_a_notice_of_rights_or_a_disclaimer_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>The council said the old bridge plans, all rights to which it bought in 1990, \
         may be shown to anyone who asks for them at the town hall.</p>\
         <p>© 2022, Example News. <em>This article is the copyrighted property of Example \
         News. Written permission must be obtained before reprint.</em></p>\
         <p><em>The opinions expressed in our blogs are the authors' own and do not \
         necessarily reflect the views of Example News.</em></p>\
         <p>Example Inc © 2020. All rights reserved</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("all rights to which it bought"), "{md}");
    for gone in [
        "copyrighted property",
        "necessarily reflect",
        "All rights reserved",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a paywall's question, its button and its login for subscribers go; a sentence of
// the article about subscribers stays.
#[test]
fn q02_a_paywalls_box_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>The town's newspaper says its subscribers will continue reading about the \
         bridge in a weekly supplement until the works are done next year.</p>\
         <div class=wall><h2>Möchten Sie weiterlesen?</h2><h3>Ja. Ich bin Abonnent.</h3>\
         <p>Already a subscriber? <a href=/login>Log in</a></p></div>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("subscribers will continue reading"), "{md}");
    for gone in ["weiterlesen", "Abonnent", "Already a subscriber"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a label saying other posts may interest the reader goes wherever it stands; a
// sentence of the article saying what may interest readers stays.
#[test]
fn q02_a_label_saying_other_posts_may_interest_the_reader_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>Engineers from other towns might also like to see how the council measured the \
         banks, so the report is published with all its tables and maps.</p>\
         <p>Das Thema könnte dich auch interessieren:</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("might also like to see"), "{md}");
    assert!(!md.contains("interessieren"), "{md}");
}

// a blog theme's long filing sentence and a post's count of views go; a paragraph of
// the article that starts like neither stays.
#[test]
fn q02_a_long_filing_line_and_a_view_count_go() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>Posted views of the river from the old bridge drew many visitors to the town \
         hall, where the council showed the engineers' photographs all week.</p>\
         <p>Der Beitrag wurde am Mittwoch, den 27. November 2019 um 15:21 Uhr veröffentlicht \
         und wurde unter <a href=/c/a>Allgemein</a>, <a href=/c/r>Region Halle - Leipzig</a>, \
         <a href=/c/t>Tastings &amp; Events</a>, <a href=/c/n>Neuigkeiten aus der Region</a> \
         abgelegt. Du kannst die Kommentare zu diesen Eintrag durch den RSS-Feed verfolgen.</p>\
         <p>Post Views: 1.432</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("Posted views of the river"), "{md}");
    for gone in ["Der Beitrag wurde am", "Post Views"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// an article's signatures go wherever they stand — a byline with its date after the
// text, an author's line set apart, a line of names and a date — and so does a row of share
// buttons left as text; a sentence that opens with "By", a line of data with a date, and a
// heading over a byline stay.
#[test]
fn q02_signatures_and_a_row_of_buttons_go() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p>Share this page to Facebook Share this page via Email</p>{body}\
         <p>By Tuesday the river had risen above the old marks again.</p>\
         <p>Termin: 29.02.2020, 19 Uhr</p>\
         <p>Von <a href=/a/jr>Jane Roe</a> am Samstag, 19. Oktober 2019 um 11:14 Uhr</p>\
         <p>Jane Roe, London, John Doe 19.10.2019, 23:38 Uhr</p>\
         <p><em>Posted by Jane Roe at 12:53</em></p>\
         <p><em>Von Jane Roe</em></p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("By Tuesday the river"), "{md}");
    assert!(md.contains("Termin: 29.02.2020"), "{md}");
    for gone in ["Share this page", "Jane Roe", "John Doe"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a rating line of a restaurant's review ("4.8 | French | $$") is not a date line: a
// decimal number is no date; the article's date line beside it still goes.
#[test]
fn q02_a_rating_with_a_decimal_is_not_a_date_line() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River bistro</title></head><body><article>\
         <h1>River bistro</h1><p>12.05.2021 | 06:29</p>\
         <p>4.8 | French | $$</p>{body}</article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("4.8 | French"), "{md}");
    assert!(!md.contains("06:29"), "{md}");
}

// Q-02: a date line whose time follows a dash and carries its half of the day ("Thursday,
// 28 April 2022 – 3:55pm") goes wherever it stands; a sentence with a score and a time stays.
#[test]
fn q02_a_date_line_with_a_dash_and_a_clock_time_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <h2>Statement from the council</h2><p>Thursday, 28 April 2022 – 3:55pm</p>\
         <p>The council voted 3 – 2 to reopen the bridge at 3:55pm on Thursday.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("voted 3 – 2"), "{md}");
    assert!(!md.contains("28 April 2022"), "{md}");
}

// the label of a table of contents whose links went with the page's navigation
// ("Table of Contents", "In this article") goes; a heading and a sentence that speak of a
// table of contents stay.
#[test]
fn q02_a_table_of_contents_label_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <h2>Table of Contents</h2><ul class=toc><li><a href=#a>Banks</a></li>\
         <li><a href=#b>Bridge</a></li></ul><p>In this article:</p>{body}\
         <h2>A table of contents for the river atlas</h2><p>The atlas opens with a table of \
         contents that lists every bend of the river, from its source to the sea.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(
        md.contains("A table of contents for the river atlas"),
        "{md}"
    );
    assert!(md.contains("opens with a table of contents"), "{md}");
    assert!(!md.contains("Table of Contents"), "{md}");
    assert!(!md.contains("In this article"), "{md}");
}

// Q-02: a picture's controls left as text beside its caption ("toggle caption", "hide
// caption") go; a sentence about hiding a caption stays.
#[test]
fn q02_a_pictures_caption_controls_go() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <div><img src=/river.jpg alt=River><p>The river at dawn, seen from the old bridge.</p>\
         <p><b>hide caption</b></p><span><b>toggle caption</b></span></div>\
         <p>The editors chose to hide the caption of the last picture, which \
         showed the engineers at work on the banks.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("hide the caption of the last picture"), "{md}");
    assert!(!md.contains("toggle caption"), "{md}");
    assert!(!md.contains("hide caption"), "{md}");
}

// a picture's caption in an element named for a picture's caption (WordPress's
// `wp-caption-text`, a theme's `media-caption` or `article__img__caption`) goes, as a
// `figcaption` does; a video page's description in an `item-caption` and a slide's text in a
// bare `caption` stay.
#[test]
fn q02_a_pictures_caption_named_so_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <div class=\"wp-caption alignnone\"><img src=/a.jpg alt=\"\">\
         <p class=wp-caption-text>The old bridge at dawn, seen from the eastern bank.</p></div>\
         <div class=media-caption>Workers check the pillars before the river rises again.</div>\
         <div class=article__img__caption><span>Jane Roe</span>\
         <div>The ferry waits at the landing for the first passengers.</div></div>\
         <p>The council will meet again next month to decide on the works.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("meet again next month"), "{md}");
    for gone in ["old bridge at dawn", "check the pillars", "ferry waits"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// the near miss: an element named `item-caption` (a video's description) or `caption`
// alone (a slide's text) is not a picture's caption: its text stays.
#[test]
fn q02_a_caption_not_named_for_a_picture_stays() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <div class=item-caption><p class=item-description>The river rose by two metres \
         in one night, and the town closed its old bridge to all traffic.</p></div>{body}\
         <div class=caption><p>The ferry will carry the town's cars until the bridge opens \
         again next spring.</p></div></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("closed its old bridge"), "{md}");
    assert!(md.contains("ferry will carry"), "{md}");
}

// a credit under a picture in the same paragraph (`<img><br><em>(Credit: …)</em>`)
// goes with it, the picture's alt text is not read as the line's text; a paragraph of the
// article beside a picture stays.
#[test]
fn q02_a_credit_under_a_picture_in_its_paragraph_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p><img src=/graph.png alt=\"river-graph\"><br><em>(Credit: Jane Roe / Agency)</em></p>\
         <p><img src=/bridge.png alt=\"bridge\"><br>The bridge will stay closed until the \
         engineers have checked every pillar again.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("stay closed until the engineers"), "{md}");
    assert!(!md.contains("Credit: Jane Roe"), "{md}");
}

// Q-02: a line of its own that only disclaims the figures above it ("(Alle Angaben ohne
// Gewähr)") goes; a sentence of the article that says the same and more stays.
#[test]
fn q02_a_lone_disclaimer_line_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p><em>(Alle Angaben ohne Gewähr)</em></p>\
         <p>Alle Angaben ohne Gewähr, sagte der Sprecher, denn die Pläne ändern sich noch.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("sagte der Sprecher"), "{md}");
    assert!(!md.contains("(Alle Angaben"), "{md}");
}

// a line that only credits news agencies for the report ("aja/PAP", "(SID)",
// "Reuters") and a blog's suggested citation go; a sentence of the article that names an
// agency, and a short line naming one among other words, stay.
#[test]
fn q02_an_agency_credit_and_a_suggested_citation_go() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>New AP poll</p>\
         <p>The agency Reuters reported that the bridge had been closed for a week.</p>\
         <p>aja/PAP</p><p>(SID)</p><p>Reuters</p>\
         <p>SUGGESTED CITATION Roe, Jane: <em>The river, Town Blog,</em> 2020/4/09.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("New AP poll"), "{md}");
    assert!(md.contains("The agency Reuters reported"), "{md}");
    for gone in ["aja/PAP", "(SID)", "\nReuters", "SUGGESTED CITATION"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a short note that the site earns from its links goes wherever it stands, and so do
// a call to join its mailing list and a "You might like" label; the near misses: a list
// item of the article that names its affiliate links, and a paragraph about a broker's
// "Provision", stay.
#[test]
fn q02_a_note_on_link_earnings_and_a_mailing_list_call_go_anywhere() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <ul><li>I use this rope from the shop (both are affiliate links) to tie the boat.</li>\
         <li>I check the knots every morning.</li></ul>\
         <p>Der Makler verlangt eine Provision von drei Prozent für jede Wohnung am Fluss.</p>\
         <p><em>As an Amazon Associate we earn from qualifying purchases.</em></p>\
         <p>The council meets again next month to decide on the works at the bridge.</p>\
         <p><strong>Join our mailing list!</strong> Get a newsletter when a report is out.</p>\
         <p>You might like</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("both are affiliate links"), "{md}");
    assert!(md.contains("eine Provision"), "{md}");
    assert!(md.contains("meets again next month"), "{md}");
    for gone in ["qualifying purchases", "mailing list", "You might like"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// the calls that close an article to stay connected, to get the news delivered to
// one's inbox or to fund the site, and a "Feature image by …" credit go; the article's own
// last paragraph that asks readers to share a question stays.
#[test]
fn q02_calls_to_stay_connected_and_a_feature_image_credit_go() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>If you have a question about the bridge, please share it with the council.</p>\
         <p>Feature image by Jane Roe, all other images via the council.</p>\
         <p><strong>Stay connected:</strong></p>\
         <p>Get the latest river news delivered to your inbox.</p>\
         <p>This story is funded by readers like you.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("please share it with the council"), "{md}");
    for gone in [
        "Feature image by",
        "Stay connected",
        "delivered to your inbox",
        "readers like you",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a newsletter's box inside the article that promises a mailing to the reader's inbox
// without naming the newsletter ("Receive our tips, delivered to your inbox") goes wherever
// it stands; the near miss: the article's own sentence about summaries sent to an inbox.
#[test]
fn q02_a_call_that_promises_a_mailing_to_the_inbox_goes_anywhere() {
    let first: String = (1..=3).map(prose).collect();
    let rest: String = (4..=6).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{first}\
         <h2>Get Jane Roe's stories in your inbox</h2>\
         <p>Receive river reports, delivered straight to your inbox.</p>{rest}\
         <p>The gauge sends its weekly summaries to your inbox, covering:</p>\
         <ul><li>the water level</li><li>the rainfall</li></ul></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    assert!(md.contains("weekly summaries to your inbox"), "{md}");
    for gone in ["stories in your inbox", "Receive river reports"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// the contact lines that close a page (an office's phone and fax numbers beside its
// e-mail address) go; the near miss: the article's closing sentence that names whom to call
// and where to write stays.
#[test]
fn q02_contact_lines_that_close_a_page_go() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>More about the works: Jane Roe at the town hall, phone 01234 56789 \
         (<a href=mailto:jane@example.org>jane@example.org</a>).</p>\
         <p>River Office * Bridge Street 6 * 12345 Riverton<br>Tel.: 01234 56 78 90 * \
         <a href=mailto:office@example.org>office@example.org</a></p>\
         <p>Tel: +12 345 678 90<br>Fax: +12 345 678 91<br>Mail: \
         <a href=mailto:desk@example.org>desk@example.org</a></p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("Jane Roe at the town hall"), "{md}");
    for gone in [
        "Bridge Street 6",
        "office@example.org",
        "Fax:",
        "desk@example.org",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02: a shop's, a listing's and a forum's controls left as text on lines of their own ("Add
// to cart", "Sort by", "Out of stock", "Write a review", "Watch this topic") go; the near
// miss: a sentence of the article that starts with the same words stays.
#[test]
fn q02_controls_left_as_text_go() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><p>Sort by</p>\
         {body}<p>Add to cart the map of the river and the guide to its banks, then read the \
         engineers' report.</p><p>Out of stock</p><p><b>Add to Cart</b></p>\
         <p>Write a review</p><p>Watch this topic</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("Add to cart the map of the river"), "{md}");
    for gone in [
        "Sort by",
        "Out of stock",
        "Add to Cart",
        "Write a review",
        "Watch this",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02: a date line whose category or author is a link ("Friday | 14 June 2019 | 15:49 by
// Jane Roe in [Fashion] | 0 comments") is the post's byline and goes; a line whose date is
// the link ("[14 June 2019](/archive/…) | News from the desk") is a card's and stays.
#[test]
fn q02_a_date_line_with_a_linked_category_goes_but_not_a_linked_date() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p>Friday | 14 June 2019 | 15:49 by Jane Roe in <a href=/fashion>Fashion</a> | \
         0 comments</p>{body}<p><a href=/archive/2019/06/14>14 June 2019</a> | News from the river desk</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(!md.contains("15:49 by Jane Roe"), "{md}");
    assert!(md.contains("[14 June 2019]"), "{md}");
}

// Q-02: a government site's banner over the article ("An official website of the United
// States government", "Here's how you know", "Official websites use .gov …") goes; a
// sentence of the article about official websites stays.
#[test]
fn q02_a_government_sites_banner_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p>An official website of the United States government</p><p>Here's how you know</p>\
         <p><strong>Official websites use .gov</strong><br>A <strong>.gov</strong> website \
         belongs to an official government organization in the United States.</p>{body}\
         <p>The agency said official websites use the new address from next month on.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("official websites use the new address"), "{md}");
    for gone in [
        "United States government",
        "how you know",
        "belongs to an official",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02: a government site's banner whose blocks explain themselves ("The .gov means it's
// official." over a sentence or two, longer than a line of small print) goes; a paragraph
// of the article on secure sites stays.
#[test]
fn q02_a_government_sites_banner_with_its_explanations_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p><strong>The .gov means it’s official.</strong><br>Federal government websites \
         often end in .gov or .mil. Before sharing sensitive information, make sure you’re \
         on a federal government site.</p>\
         <p><strong>The site is secure.</strong><br>The <strong>https://</strong> ensures \
         that you are connecting to the official website and that any information you \
         provide is encrypted and transmitted securely.</p>{body}\
         <p>The site is secure, the agency said: the https:// address of its new portal \
         keeps what residents send about the bridge encrypted.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("the agency said"), "{md}");
    for gone in ["often end in .gov", "transmitted securely"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a figure's caption set as a line of text under its picture ("Abbildung 4: …",
// "Figure 2. …", two captions in one emphasised paragraph) goes; a sentence of the article
// that speaks of the figure ("Figure 2 shows …") stays.
#[test]
fn q02_a_figures_caption_set_as_a_line_goes_but_not_a_sentence_about_it() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p><img src=/a.png></p><p>Abbildung 4: Der alte Brückenpfeiler im Hochwasser.</p>\
         <p><img src=/b.png></p><p><em>Figure 2. Water levels along the banks</em></p>\
         <p><em>Abb. 5: Pegel im März<br>Abb. 6: Pegel im April</em></p>\
         <p>Figure 2 shows how the water rose along the banks in the week before the \
         bridge was closed to traffic.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("Figure 2 shows how the water rose"), "{md}");
    for gone in ["Brückenpfeiler", "Water levels along", "Pegel im"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a picture's caption with its credit on a second line of the same paragraph goes;
// a paragraph of the article with a credit line under it (for the picture beside it) stays.
#[test]
fn q02_a_two_line_caption_with_its_credit_goes_but_not_a_paragraph_above_a_credit() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p><img src=/a.jpg></p><p>The stag beetle lives in the old oaks.<br>\
         Foto © Jane Roe, John Doe</p>\
         <p>The engineers walked the banks every morning for a month and wrote down where \
         the current had cut into the old walls, so that the council could plan the new \
         piers further apart than the old ones.<br>Foto © Jane Roe</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("engineers walked the banks"), "{md}");
    assert!(!md.contains("stag beetle"), "{md}");
}

// small print set with a space before its colon, as French typography writes it
// ("Photo : Agency", "Catégorie : Presse"), and a German public site's "Diese Seite:" go; a
// sentence of the article with a colon after a space stays.
#[test]
fn q02_small_print_with_a_space_before_its_colon_goes_but_not_a_sentence() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p>Photo : Some Agency</p>{body}<p>Le maire a dit : la crue viendra au printemps, \
         comme chaque année depuis que le vieux pont a été construit.</p>\
         <p>Catégorie : Presse</p><p>Diese Seite:</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("Le maire a dit : la crue"), "{md}");
    for gone in ["Some Agency", "Catégorie", "Diese Seite"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02: a picture's caption behind the linked control to its full size ("[Vergrößern](…) A
// round hole …") goes; a sentence that opens with a linked name stays.
#[test]
fn q02_a_caption_behind_its_pictures_control_goes_but_not_a_sentence_opening_with_a_link() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p><a href=/big.jpg><strong>Vergrößern</strong></a> <strong>Der alte Pfeiler im \
         Hochwasser.</strong></p>\
         <p><a href=https://example.com/>Zoom</a> lessons with the engineers have been very \
         effective, the council says.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("lessons with the engineers"), "{md}");
    assert!(!md.contains("alte Pfeiler"), "{md}");
}

// the messages a server's script printed into the page ("Warning: … on line 407")
// go, above the post and inside it; a sentence of the post that names a line stays.
#[test]
fn q02_a_servers_script_messages_go() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p><b>Deprecated</b>: Assigning the return value of new by reference is deprecated \
         in <b>/www/htdocs/site/wp-includes/cache.php</b> on line <b>36</b><br><br>\
         <b>Strict Standards</b>: Only variables should be passed by reference in \
         <b>/www/htdocs/site/wp-includes/wp-db.php</b> on line <b>785</b></p>{body}\
         <p><b>Warning</b>: Creating default object from empty value in \
         <b>/www/htdocs/site/wp-includes/classes.php</b> on line <b>407</b></p>\
         <p>Warning: the ferry to the island runs late this week, so take the bus that \
         stops in town on line 12</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("stops in town on line 12"), "{md}");
    for gone in [
        "Assigning the return value",
        "passed by reference",
        "Creating default object",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a site's prompt to sign in, on a line of its own ("Sign in to your Example account",
// "Log in to continue"), goes; a tutorial's step that says to log in stays, and so does a
// short step that ends with its full stop.
#[test]
fn q02_a_sites_prompt_to_sign_in_goes_but_not_a_step_that_says_to() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p>Sign in to your Example News account</p>{body}\
         <p>Log in to your council portal and click on the flood map to see the bridge.</p>\
         <p>Log in to your account.</p><p>Log in to continue</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("click on the flood map"), "{md}");
    assert!(md.contains("Log in to your account."), "{md}");
    for gone in ["Example News account", "Log in to continue"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a writer's bio under the article ("Jane Roe is a freelance travel writer …") and
// above it go; a paragraph of the article that introduces someone who writes songs, and a
// bio between the article's paragraphs, stay.
#[test]
fn q02_a_writers_bio_at_either_end_goes_but_not_the_articles_own_people() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p>John Doe is an experienced journalist who has covered the valley for ten \
         years.</p>{body}\
         <p>Mary Major is a songwriter from the valley. Her new song is about the bridge.</p>\
         <p>Richard Miles is a reporter at the town's radio.</p>{body}\
         <p><em>Jane Roe is a freelance travel writer and editor of a guide to the valley's \
         rivers. She lives by the old bridge.</em></p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("Mary Major is a songwriter"), "{md}");
    assert!(md.contains("Richard Miles is a reporter"), "{md}");
    for gone in ["experienced journalist", "freelance travel writer"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a bio set apart from the article says what its subject does in any words: one in
// italics under the article ("Chris Roe is the chief technology officer …"), and one under
// its subject's name on a line of its own, go.
#[test]
fn q02_a_bio_set_apart_goes_whatever_its_subject_does() {
    let body: String = (1..=5).map(prose).collect();
    let italic = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p><em>Chris Roe is the chief technology officer at Acme Bridges, where he advises \
         towns on their crossings.</em></p></article></body></html>"
    );
    let md = main_text(&italic);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(!md.contains("chief technology officer"), "{md}");
    let named = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <h3>Jane Roe, MD</h3><p>Jane Roe, MD is a pediatrician at the valley's hospital. Her \
         work includes the care of children after floods.</p></article></body></html>"
    );
    let md = main_text(&named);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(!md.contains("pediatrician"), "{md}");
}

// Q-02: near misses of a bio set apart: a note in italics or bold that opens "Note: This is
// …", a bold question, and a tool's name over its description at the end of a list of tools
// stay, as their words are not a person's name with "he" or "she".
#[test]
fn q02_notes_and_a_tools_description_at_the_end_are_no_bios() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p><em>Note: This is the latest edition of the report; the full results are below.\
         </em></p>{body}<p><strong>What is an example of a flood map?</strong></p>\
         <h3>Flood Mapper</h3><p>Flood Mapper is a tool that draws the river's reach from \
         gauge data; its maps open in any browser.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    for stays in [
        "Note: This is the latest edition",
        "What is an example of a flood map?",
        "Flood Mapper is a tool",
    ] {
        assert!(md.contains(stays), "{stays} went: {md}");
    }
}

// Q-02: an audio player's label over the article ("Listen to this article in summarized
// format", "Artikel anhören") goes; a sentence of the article that asks readers to listen
// stays.
#[test]
fn q02_an_audio_players_label_goes_but_not_a_sentence_about_listening() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p>Listen to this article in summarized format</p><p>Artikel anhören</p>{body}\
         <p>Listen to the ferry's horn at dawn, the mayor said, and you will know the river \
         is back to normal.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Listen to the ferry's horn"), "{md}");
    for gone in ["summarized format", "Artikel anhören"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a writer's role left as a label of its own beside the byline ("Contributing Writer",
// "Author") goes; a sentence of the article that names a writer's role stays.
#[test]
fn q02_a_writers_role_as_a_label_goes_but_not_a_sentence_naming_it() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p>Author</p>{body}\
         <p>Contributing writer Jane Roe walked the bridge with the engineers last week.</p>\
         <p>Contributing Writer</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("Contributing writer Jane Roe walked"), "{md}");
    assert!(!md.contains("Contributing Writer"), "{md}");
    assert!(!md.contains("Author"), "{md}");
}

// Q-02: a script's placeholder left while it loads ("Loading…", "Loading prices for your
// region…") goes; a heading that names loading, and a sentence that opens with it, stay.
#[test]
fn q02_a_loading_placeholder_goes_but_not_a_heading_about_loading() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>Loading prices for your region…</p><p>Loading...</p>\
         <h2>Loading the ferry</h2>\
         <p>Loading the ferry took the crew most of the morning, the harbour master said, \
         because the ramp was still under water...</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("## Loading the ferry"), "{md}");
    assert!(md.contains("took the crew most of the morning"), "{md}");
    assert!(!md.contains("prices for your region"), "{md}");
    assert!(!md.contains("Loading..."), "{md}");
}

// a link back to the page's top left as a line ("< Back to top", "Zum Seitenanfang")
// goes; a sentence about the top of the page stays.
#[test]
fn q02_a_back_to_top_line_goes_but_not_a_sentence_about_the_top() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>&lt; Back to top</p><p>Zum Seitenanfang</p>\
         <p>Back to top form, the ferry ran on time all week.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("Back to top form, the ferry"), "{md}");
    assert!(!md.contains("Seitenanfang"), "{md}");
    assert!(!md.contains("< Back to top"), "{md}");
}

// on a page of cards, a link alone on its line that only offers more ("Learn more",
// "Find out more →") goes; the cards' titles and blurbs stay, and so does a link that names
// what it offers ("Learn more about ferries").
#[test]
fn q02_a_link_that_only_offers_more_goes() {
    let cards: String = (1..=6)
        .map(|n| {
            let more = match n {
                6 => "Learn more about ferries",
                _ if n % 2 == 0 => "Learn more",
                _ => "Find out more →",
            };
            format!(
                "<div class=card><h3>Service {n}</h3><p>Service {n} plans bridges.</p>\
                 <p><a href=/more/{n}>{more}</a></p></div>"
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>Our services</title></head><body><main><h1>Our services</h1>\
         <div class=grid>{cards}</div></main></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Service 6 plans bridges."), "{md}");
    // A link that names what it offers is the card's own.
    assert!(md.contains("[Learn more about ferries]"), "{md}");
    for gone in ["[Learn more]", "Find out more"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02 near miss: "learn more" linked inside a sentence, and a section headed "Learn more"
// (a heading, not a button), stay.
#[test]
fn q02_a_link_that_names_what_it_offers_stays() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<p>Residents can <a href=/hall>learn more</a> at the town hall, where the plans \
         hang until the spring.</p><h2>Learn more</h2><p>The council keeps the engineers' \
         reports in the library, and anyone may read them on a weekday afternoon.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    for kept in ["learn more](", "## Learn more", "on a weekday afternoon"] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

// a carousel's controls left as text ("Previous Next", "Previous Slide Next Slide")
// go; the article stays.
#[test]
fn q02_a_carousels_controls_go() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         <div class=carousel><p><span>Previous</span> <span>Next</span></p></div>\
         {body}<p><span>Previous Slide</span> <span>Next Slide</span></p></article>\
         </body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in ["Previous", "Next"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a button's label left alone on its line ("Read More", "Learn more »", "Apply now")
// goes; the article stays.
#[test]
fn q02_a_lone_read_more_button_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p><strong>Read More</strong></p><p><a href=/more>Learn more »</a></p>\
         <p><a href=/apply>Apply now</a></p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    for gone in ["Read More", "Learn more", "Apply now"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02 near miss: a line that says more than the controls ("Next steps for the bridge") and
// a single "Next" stay.
#[test]
fn q02_lines_that_name_next_steps_stay() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<p>Next steps for the bridge</p><p>Next</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Next steps for the bridge"), "{md}");
    assert!(md.contains("\n\nNext"), "{md}");
}

// near miss: a sentence that opens like the button and a heading that names it stay.
#[test]
fn q02_a_sentence_or_heading_saying_read_more_stays() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <h2>Learn More!</h2><p>Read more about the bridge in the town's archive, open on \
         weekdays from nine to five in the old library building.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Learn More!"), "{md}");
    assert!(md.contains("Read more about the bridge"), "{md}");
}

// a call's or a list's button left alone on its line ("Contact us", "Download now",
// "See all", "View all →") goes; the cards' titles and blurbs stay.
#[test]
fn q02_a_buttons_call_alone_on_its_line_goes() {
    let labels = ["Contact us", "Download now", "See all", "View all →"];
    let cards: String = (1..=6)
        .map(|n| {
            format!(
                "<div class=card><h3>Service {n}</h3><p>Service {n} plans bridges.</p>\
                 <p><a href=/more/{n}>{}</a></p></div>",
                labels[n % labels.len()]
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>Our services</title></head><body><main><h1>Our services</h1>\
         <div class=grid>{cards}</div></main></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Service 6 plans bridges."), "{md}");
    for gone in labels {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02 near miss: a sentence that opens like such a button ("Contact us at the ferry office
// …", "See all the bridges …") stays.
#[test]
fn q02_a_sentence_that_opens_like_a_button_stays() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<p>Contact us at the ferry office.</p><p>See all the bridges from the hill.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    for kept in [
        "Contact us at the ferry office.",
        "See all the bridges from the hill.",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

// a forum's advert marker for guests ("Advertisement - Members don't see this ad",
// "Advertisement (gone after registration)") goes; the posts stay.
#[test]
fn q02_a_forums_advert_marker_goes() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<p>Advertisement - <a href=/register>Members</a> don't see this ad</p>\
         <p>Advertisement (gone after <a href=/register>registration</a>)</p></article>\
         </body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in ["don't see this ad", "gone after"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02 near miss: a sentence about advertisements ("Advertisements on the bridge were
// banned …") stays.
#[test]
fn q02_a_sentence_about_adverts_stays() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<p>Advertisements on the bridge were banned by the council in 1990.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(
        md.contains("Advertisements on the bridge were banned"),
        "{md}"
    );
}

// a button's label with a sign or an arrow before it ("+ More Info", "› Read more")
// goes under each product of a buying guide, as "Read more" alone does.
#[test]
fn q02_a_buttons_label_after_a_sign_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>Gear guide</title></head><body><article>{body}\
         <h4>Trail tent two</h4><p>A roomy tent that pitches in minutes and sheds rain well.</p>\
         <div>+ More Info</div>\
         <h4>Trail pack one</h4><p>A light pack that carries a week's food with ease.</p>\
         <div>› Read more</div></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("pitches in minutes"), "{md}");
    assert!(!md.contains("More Info"), "{md}");
    assert!(!md.contains("Read more"), "{md}");
}

// near miss: a line that goes on past the button's words after a sign stays
// ("+ More info on the permit is at the ranger station").
#[test]
fn q02_a_line_past_a_buttons_words_after_a_sign_stays() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>Gear guide</title></head><body><article>{body}\
         <p>+ More info on the permit is at the ranger station</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("More info on the permit"), "{md}");
}

// Q-02: a call to follow on one network that opens "Follow me on", a call that opens "Follow
// on" and names two networks, and a "Follow us" button's label go after the article.
#[test]
fn q02_a_call_to_follow_on_one_network_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>Follow me on Instagram for new walks along the river every week!</p>\
         <p>Follow on social media: <a href=https://tiktok.com/@jane>TikTok</a> || \
         <a href=https://instagram.com/jane>Instagram</a></p><p>Follow us</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    for gone in ["Follow me", "Follow on", "Follow us"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// near miss: advice to follow something on one network, and a long paragraph that
// opens "Follow us on", are the article's own.
#[test]
fn q02_advice_to_follow_on_one_network_stays() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>Follow the river authority on Facebook to hear when the bridge closes.</p>\
         <p>Follow us on Instagram, the mayor told the crowd, and we will show you every stone \
         of the new bridge as it goes in, every flood gauge we read and every meeting the \
         council holds about the river until the work is done next spring.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Follow the river authority"), "{md}");
    assert!(md.contains("the mayor told the crowd"), "{md}");
}

// a button that jumps to a part of the page ("Jump to Review"), left as a line under
// each product of a buying guide, goes.
#[test]
fn q02_a_jump_buttons_label_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>Gear guide</title></head><body><article>{body}\
         <h4>Trail tent two</h4><p>A roomy tent that pitches in minutes and sheds rain well.</p>\
         <div><a href=#tent>Jump to Review</a></div>\
         <h4>Trail pack one</h4><p>A light pack that carries a week's food with ease.</p>\
         <div><a href=#pack>Jump To Details</a></div></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("pitches in minutes"), "{md}");
    assert!(!md.contains("Jump to"), "{md}");
    assert!(!md.contains("Jump To"), "{md}");
}

// near miss: a sentence that opens "Jump to" stays.
#[test]
fn q02_a_sentence_that_opens_jump_to_stays() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>Gear guide</title></head><body><article>{body}\
         <p>Jump to the river from the old bridge only where the rangers allow it.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Jump to the river"), "{md}");
}

// a picture's credit left on its line once the picture went ("Courtesy of brand",
// "Photo courtesy of the River Trust", "Image used under license from …") goes.
#[test]
fn q02_a_courtesy_credit_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>Gear guide</title></head><body><article>{body}\
         <p><b>Best tent: Trail tent two</b></p><p>Courtesy of brand</p>\
         <p>A roomy tent that pitches in minutes and sheds rain well.</p>\
         <p>Photo courtesy of the River Trust</p>\
         <p><em>Image used under license from Example Stock</em></p>{}</article></body></html>",
        prose(6)
    );
    let md = main_text(&html);
    assert!(md.contains("pitches in minutes"), "{md}");
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    assert!(!md.contains("ourtesy"), "{md}");
    assert!(!md.contains("under license"), "{md}");
}

// near miss: a sentence that thanks someone's courtesy stays.
#[test]
fn q02_a_sentence_about_courtesy_stays() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>Gear guide</title></head><body><article>{body}\
         <p>The rangers showed us every courtesy of the trail on our way down.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("every courtesy of the trail"), "{md}");
}

// a sign-up button's fine print left as a line of its own ("No credit card required.")
// goes.
#[test]
fn q02_a_sign_up_buttons_fine_print_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>No credit card required.</p>{}</article></body></html>",
        prose(6)
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    assert!(!md.contains("credit card"), "{md}");
}

// near miss: a sentence about credit cards stays.
#[test]
fn q02_a_sentence_about_a_credit_card_stays() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>No credit card is required to park by the bridge, the council said.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("No credit card is required to park"), "{md}");
}

// Q-02: a button's call to follow a site by its name ("Follow Hardtail Canada", "Follow
// RIVERTRUST") goes.
#[test]
fn q02_a_call_to_follow_by_name_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>Follow River Trust Canada</p><p><a href=https://instagram.com/rt>Follow RIVERTRUST</a></p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(!md.contains("Follow"), "{md}");
}

// near miss: advice to follow something ("Follow the signs", "Follow these steps") is
// the article's own.
#[test]
fn q02_advice_to_follow_something_stays() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>Follow the signs</p><p>Follow these steps:</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Follow the signs"), "{md}");
    assert!(md.contains("Follow these steps"), "{md}");
}
