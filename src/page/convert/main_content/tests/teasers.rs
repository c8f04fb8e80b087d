//! Q-02 `--main`: teaser cards of other posts after the article (a linked title over a
//! byline, a date or an excerpt, or a linked title alone), and the short label over them,
//! go; the article's own linked sections, its sources, its steps and a listing's items stay.

use super::{main_text, prose};

/// A news page: the article's body (`div.body`: `title`, four paragraphs, then `body_end`,
/// where a site's template puts its cards too) in an `article`.
fn news_page(title: &str, body_end: &str) -> String {
    let body: String = (1..=4).map(prose).collect();
    format!(
        "<html><head><title>River report</title></head><body><article>\
         <div class=body>{title}{body}{body_end}</div></article></body></html>"
    )
}

/// A teaser card of another story: a linked title of several words over `under`.
fn card(n: u32, under: &str) -> String {
    format!(
        "<div class=teaser><h2><a href=/news/{n}>Town council story number {n} about the \
         bridge</a></h2>{under}</div>"
    )
}

#[test]
fn q02_teaser_cards_with_a_byline_under_a_label_go() {
    // "Lesen Sie mehr" over two cards inside the article's body, each a linked title
    // over a byline that links to its author and a short excerpt, then a comment form the
    // other rules drop: the label and the cards go, the article stays.
    let under = "<p>vor 2 Tagen von <a href=/autor/jane>Jane Roe</a></p>\
        <p>The council met again to discuss the bridge and its cost.</p>";
    let body_end = format!(
        "<p><strong>Lesen Sie mehr</strong></p>{}{}\
         <div class=comments><h3>Leave a comment</h3><form><p>Name</p></form></div>",
        card(1, under),
        card(2, under)
    );
    let md = main_text(&news_page("", &body_end));
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in [
        "Lesen Sie mehr",
        "Town council story",
        "Jane Roe",
        "met again",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_teaser_cards_go_under_an_article_whose_title_is_a_link() {
    // the post's title links to the post itself (a blog's template); the cards after
    // it, each a linked title over a short line, still go.
    let title = "<h1><a href=/p/news.html>The river report</a></h1>";
    let after: String = (1..=3)
        .map(|n| card(n, "<p>With photos and a map</p>"))
        .collect();
    let md = main_text(&news_page(title, &after));
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in ["Town council story", "With photos"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_linked_titles_alone_go_with_the_cards_they_run_into() {
    // a run of linked titles, alone or over a line, after the article.
    let after = format!(
        "{}{}{}",
        card(1, ""),
        card(2, "<p>The council met again.</p>"),
        card(3, "")
    );
    let md = main_text(&news_page("", &after));
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    assert!(!md.contains("Town council story"), "{md}");
    assert!(!md.contains("met again"), "{md}");
}

#[test]
fn q02_one_teaser_card_titled_like_a_story_goes() {
    // one card after the article, its linked title a story's (six words or more)
    // over an excerpt, goes; the article stays.
    let after = card(
        1,
        "<p>The council met again to discuss the bridge and its cost.</p>",
    );
    let md = main_text(&news_page("", &after));
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    assert!(!md.contains("Town council story"), "{md}");
    assert!(!md.contains("met again"), "{md}");
}

#[test]
fn q02_the_articles_own_linked_sections_and_sources_stay() {
    // near misses: the article's last sections under linked headings in the body's
    // own element, its sources (not mostly links) and its numbered steps with links stay;
    // so does one linked section in an element of its own titled like a page's section.
    let body_end = "<h2><a href=/report.pdf>The full report</a></h2>\
        <p>The engineers' report, 40 pages.</p>\
        <h2><a href=/annex.pdf>The annex with the measurements</a></h2>\
        <p>Measured by the town's engineers.</p>\
        <h2>Sources</h2><ul><li>Roe, J. (2020). <a href=/s1>Rivers</a>. River Journal, \
        no. 4, pages 10 to 20.</li><li>Doe, A. (2019). <a href=/s2>Bridges</a>. Town \
        Press, second edition.</li></ul>\
        <h2>How to read the gauge</h2><ol><li>Walk to the <a href=/map>old bridge</a> \
        and find the gauge.</li><li>Read the level on the <a href=/scale>scale</a> at \
        noon.</li></ol><div class=more><h2><a href=/council>Our programs</a></h2>\
        <p>What the council decided, and when.</p></div>";
    let md = main_text(&news_page("", body_end));
    for kept in [
        "The full report",
        "40 pages",
        "The annex with the measurements",
        "Measured by the town's engineers",
        "River Journal",
        "Town Press",
        "find the gauge",
        "at noon",
        "Our programs",
        "What the council decided",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

#[test]
fn q02_a_listing_of_linked_titles_keeps_its_items() {
    // near miss: a page that is a listing of other posts, each a linked title alone
    // or over its date, after an intro: its items are its content.
    let items: String = (1..=8)
        .map(|n| {
            format!(
                "<li class=item><h2><a href=/posts/{n}>Guide number {n} to living with \
                 less plastic</a></h2></li>"
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>Guides</title></head><body><main><h1>All our guides</h1>\
         <p>Click on a title to read the full guide, or save it for later.</p>\
         <ul class=items>{items}</ul></main></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Guide number 1 to living"), "{md}");
    assert!(md.contains("Guide number 8 to living"), "{md}");
}

// "Weiterführende Artikel zu diesem Thema" over linked titles with their excerpts ends
// the article, excerpts and all; "Mehr zu …" and "Kommende Events" over teasers go too. The
// near miss: "Mehr zu den Kosten" over the article's own long paragraph stays.
#[test]
fn q02_further_articles_and_more_on_a_topic_go_but_not_the_articles_own_section() {
    let body: String = (1..=4).map(prose).collect();
    let excerpt = "Die Stadt hat die alte Brücke gesperrt, weil die Pfeiler nach dem Hochwasser \
                   nicht mehr sicher sind, und prüft nun, ob sie sie abreißen muss.";
    let html = format!(
        "<html><body><article>{body}<h2>Weiterführende Artikel zu diesem Thema</h2><ul>\
         <li><a href=/a>Die Brücke im Winter</a><p>{excerpt}</p></li>\
         <li><a href=/b>Der Fluss im Sommer</a><p>{excerpt}</p></li></ul>\
         <h2>Mehr zu Klima und Brücken</h2><h3>Brücken im Klimawandel</h3><p>Ein Überblick.</p>\
         <h2>Kommende Events</h2><p>Brückenfest am Fluss</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in [
        "Weiterführende Artikel",
        "alte Brücke gesperrt",
        "Mehr zu Klima",
        "Kommende Events",
        "Brückenfest",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
    let long = format!(
        "<p>Die Kosten der neuen Brücke sind hoch. {}</p>",
        "Die Ingenieure haben die Messungen mit denen der letzten vierzig Jahre verglichen. "
            .repeat(8)
    );
    let html = format!(
        "<html><body><article>{body}<h2>Mehr zu den Kosten</h2>{long}</article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Mehr zu den Kosten"), "{md}");
    assert!(md.contains("Die Kosten der neuen Brücke"), "{md}");
}

// a line set between the article's paragraphs that points to another story under a
// label ("READ MORE: [title]", "MIRA: [title]") goes; a sentence of the article that links
// a guide ("Read [the council's guide] to learn …") and a label with a sentence after it
// stay.
#[test]
fn q02_a_line_pointing_to_another_story_goes_but_not_a_sentence_with_a_link() {
    let first: String = (1..=3).map(prose).collect();
    let rest: String = (4..=6).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{first}\
         <h4><strong>READ MORE:</strong> <a href=/other>Will the dam hold another winter?</a></h4>\
         {rest}<p>MIRA: <a href=/otra>Madre se acerca al puente y termina detenida</a></p>\
         <p>Read <a href=/guide>the council's flood guide</a> to learn how the town prepares \
         its cellars before the spring floods.</p>\
         <p>Related: the engineers also measured <a href=/banks>the banks</a> of the smaller \
         streams that feed the river north of the town.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 6 of the report"), "{md}");
    assert!(md.contains("council's flood guide"), "{md}");
    assert!(md.contains("smaller streams"), "{md}");
    for gone in ["dam hold another winter", "termina detenida"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a short label that only starts like one announcing other posts, without a colon
// ("Weitere aktuelle Themen aus der Arbeitswelt"), left at the end without its cards, goes;
// a sentence that starts alike, and such a label over a paragraph of the article, stay.
#[test]
fn q02_a_label_announcing_other_posts_without_a_colon_goes_but_not_over_prose() {
    let body: String = (1..=5).map(prose).collect();
    let long = "The engineers measured the water along the banks every morning for a month, \
                wrote down where the current had cut into the old walls, compared the \
                figures with the records of the last flood, and found that the river ran \
                faster under the bridge than anywhere else in the town, which is why the \
                council asked them to plan the new piers further apart than the old ones \
                and to build them deeper into the rock under the river's bed. They also \
                asked the town's oldest boatmen where the ice had piled up in the hardest \
                winters they remembered.";
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>Mehr zum Thema Hochwasser</p><p>{long}</p>\
         <p>Mehr zu den Pegeln erfahren Sie beim Amt.</p>\
         <p>Weitere aktuelle Themen aus der Region</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("Mehr zum Thema Hochwasser"), "{md}");
    assert!(md.contains("deeper into the rock"), "{md}");
    assert!(md.contains("Mehr zu den Pegeln"), "{md}");
    assert!(!md.contains("Weitere aktuelle Themen"), "{md}");
}

// Q-02: a news site's "Trending Stories" box of linked titles inside the article goes; "Don't
// miss" over a section of the article's own prose stays.
#[test]
fn q02_trending_stories_go_but_not_a_section_of_prose_under_dont_miss() {
    let body: String = (1..=6).map(prose).collect();
    // One paragraph of the article's own, longer than a teaser's excerpt.
    let own = "<p>Paragraph 7 of the report: the engineers measured the water along the \
               banks every morning for a month, wrote down where the current had cut into \
               the old walls, compared the figures with the records of the last flood, and \
               found that the river ran faster under the bridge than anywhere else in the \
               town, which is why the council asked them to plan the new piers further apart \
               than the old ones and to build them deeper into the rock under the river's \
               bed, as the oldest boatmen had advised them to.</p>";
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <section><h2>Trending Stories</h2>\
         <h3><a href=/a>Crash closes the northern highway for hours</a></h3>\
         <p>Two lorries collided near the bridge on Monday morning, and the police closed \
         the road.</p>\
         <h3><a href=/b>Council votes on the new budget next week</a></h3>\
         <p>The mayor wants more money for schools, the opposition for roads.</p></section>\
         <h2>Don't miss</h2>{own}</article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 7 of the report"), "{md}");
    assert!(md.contains("Don't miss"), "{md}");
    for gone in [
        "Trending Stories",
        "northern highway",
        "Two lorries",
        "more money",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a box of other posts under a loose label ("Weitere Artikel") whose cards list short
// titles and excerpts before a long block further down (the site's own blurb) goes with it;
// a section under the same label whose long paragraph follows a few short lines stays.
#[test]
fn q02_a_related_box_goes_though_a_long_block_lies_far_below_but_not_prose_near_it() {
    let body: String = (1..=5).map(prose).collect();
    let rest: String = (6..=8).map(prose).collect();
    let cards: String = (1..=4)
        .map(|n| {
            format!(
                "<h4>Bridge story {n}</h4><p>A short excerpt of another story about \
                 bridges, number {n}.</p>"
            )
        })
        .collect();
    let blurb = "The River Gazette has reported on the valley since 1901: its reporters cover \
                 the towns along the river, their councils, their schools and their clubs, and \
                 its photographers follow every flood, every festival and every match along the \
                 banks from the mountains to the sea, in the villages as much as in the towns, \
                 in the summer as much as in the long winters when the ferries stop running and \
                 the roads along the water are closed for weeks at a time. Its archive holds \
                 every issue since the first, and its readers send letters from all over the \
                 world, many of them from people who grew up in the valley and left it long ago.";
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <h2>Weitere Artikel</h2><div class=g>{cards}<p>{blurb}</p></div>\
         <h2>Die Brücke</h2>{rest}</article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 8 of the report"), "{md}");
    for gone in ["Weitere Artikel", "Bridge story", "since 1901"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
    // The article's own section under a loose label: a few short lines, then its prose.
    let own = "The engineers measured the water along the banks every morning for a month, \
               wrote down where the current had cut into the old walls, compared the figures \
               with the records of the last flood, and found that the river ran faster under \
               the bridge than anywhere else in the town, which is why the council asked them \
               to plan the new piers further apart than the old ones and to build them deeper \
               into the rock under the river's bed, as the oldest boatmen had advised them \
               when the council asked them where the ice had piled up in the hardest winters.";
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <h2>Weitere Artikel</h2><section><p>Three short notes first.</p>\
         <p>The mayor agreed.</p><p>So did the engineers.</p><p>{own}</p></section>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("the oldest boatmen"), "{md}");
}

#[test]
fn q02_a_blogs_sidebar_widgets_under_the_post_go() {
    // a blog's sidebar widgets that the container takes in under the post, each a
    // list under its heading (its recent comments, its archives by month, its categories,
    // its blogroll; their links lost), go; the post stays.
    let widgets = "<h3>Recent Comments</h3><ul><li>Jane Roe on The old bridge</li>\
        <li>John Doe on Spring floods</li></ul>\
        <h3>Archives</h3><ul><li>October 2019 (1)</li><li>February 2019 (2)</li></ul>\
        <h3>Kategorien</h3><ul><li>Fluss (4)</li><li>Stadt (7)</li></ul>\
        <h3>Blogroll</h3><ul><li>A river blog</li><li>A bridge blog</li></ul>";
    let md = main_text(&news_page("<h1>River report</h1>", widgets));
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in [
        "Recent Comments",
        "The old bridge",
        "October 2019",
        "Kategorien",
        "Fluss",
        "Blogroll",
        "A bridge blog",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_an_articles_own_section_on_archives_stays() {
    // near miss: the article's own section under "Archives" that holds a paragraph of
    // prose stays.
    let end = "<h2>Archives</h2><p>The town's archives hold the plans of the first bridge, \
        drawn in 1887, and the letters in which the council argued for twenty years about \
        who would pay for it. The engineers who planned the new bridge read every one of \
        those letters, and they found in them the measurements of the banks that nobody had \
        taken since, which is why the new bridge stands exactly where the old one stood and \
        why its piers go as deep as the old ones did. The archivist who found the letters \
        says the town will show them in the hall of the council next spring, beside the \
        first plans and a model of the bridge that the school children built last year.</p>";
    let md = main_text(&news_page("<h1>River report</h1>", end));
    assert!(md.contains("hold the plans of the first bridge"), "{md}");
}
