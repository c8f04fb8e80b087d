//! F-06, Q-02 `--main`, in-process: a line that only says how long ago a card or a post
//! was published ("5 hours ago") goes; dated lines and sentences about time stay.

use super::{main_text, prose};

// Q-02: on a listing of news cards, each card's age ("5 hours ago", "Updated 2d ago ·
// 4 min read", "vor 3 Stunden") goes; the cards' titles and summaries stay.
#[test]
fn q02_a_cards_age_goes() {
    let ages = [
        "5 hours ago",
        "Updated 2d ago · 4 min read",
        "vor 3 Stunden",
        "an hour ago",
        "il y a 2 jours",
        "12 minutes ago",
    ];
    let cards: String = ages
        .iter()
        .enumerate()
        .map(|(n, age)| {
            format!(
                "<div class=card><h2><a href=/story/{n}>Story number {n} about the river \
                 bridge</a></h2><p>{age}</p><p>What the council decided about bridge {n} \
                 and why.</p></div>"
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>Latest</title></head><body><main><h1>Latest news</h1>\
         <div class=cards>{cards}</div></main></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Story number 0 about"), "{md}");
    assert!(md.contains("Story number 5 about"), "{md}");
    assert!(md.contains("about bridge 5 and why"), "{md}");
    for gone in ages {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// near misses: a sentence that tells a time ago, a dated line and a line naming a
// duration without "ago" stay.
#[test]
fn q02_sentences_and_dates_that_tell_a_time_stay() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>\
         <p>Two years ago the bridge was closed.</p>{body}<p>Open 24 hours</p>\
         <p>Ten years ago, the river flooded the old town.</p></article></body></html>"
    );
    let md = main_text(&html);
    for kept in [
        "Two years ago the bridge was closed.",
        "Open 24 hours",
        "Ten years ago, the river",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

// a Q&A page's question ages ("Asked 8 years, 2 months ago", "Modified 3 days ago")
// go: an age of two units after a label; the question and a sentence telling a time of two
// units stay.
#[test]
fn q02_a_questions_age_of_two_units_goes() {
    let html = "<html><head><title>Q</title></head><body><main>\
         <h1>When does the river bridge open again?</h1><p>Asked 8 years, 2 months ago</p>\
         <p>Modified 3 days ago</p><p>The council closed the bridge for repairs and I \
         cannot find out when it opens again. Does anyone know where the plans are?</p>\
         <p>It was closed 8 years, 2 months ago and nobody has told us why.</p>\
         </main></body></html>";
    let md = main_text(html);
    assert!(md.contains("cannot find out when"), "{md}");
    assert!(md.contains("It was closed 8 years, 2 months ago"), "{md}");
    for gone in ["Asked 8 years", "Modified 3 days ago"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// a card's reading time on a line of its own ("4 min read", "12 minute read") goes
// like an age; the cards' titles and summaries stay.
#[test]
fn q02_a_cards_reading_time_alone_goes() {
    let cards: String = (1..=6)
        .map(|n| {
            format!(
                "<div class=card><h2><a href=/post/{n}>Post number {n} about the river \
                 bridge</a></h2><p>{n} min read</p><p>What the council decided about bridge \
                 {n} and why.</p><p>1{n} minute read</p></div>"
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>Posts</title></head><body><main><h1>All posts</h1>\
         <div class=cards>{cards}</div></main></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Post number 1 about"), "{md}");
    assert!(md.contains("about bridge 6 and why"), "{md}");
    for gone in ["3 min read", "14 minute read"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// near miss: a length without "read" on a line of its own ("26 min", a recipe's or a
// video's) stays, and so does a sentence about reading.
#[test]
fn q02_a_length_without_read_stays() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>Soup</title></head><body><article><p>26 min</p>{body}\
         <p>It takes 5 min to read the whole recipe.</p></article></body></html>"
    );
    let md = main_text(&html);
    for kept in ["26 min", "It takes 5 min to read"] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

// a card's or a post's tally on a line of its own ("84 reactions", "1,693 views",
// "1.2k likes") goes like its age; the cards' titles and summaries stay.
#[test]
fn q02_a_cards_tally_goes() {
    let tallies = [
        "84 reactions",
        "1,693 views",
        "1.2k likes",
        "1 Like",
        "12 shares",
    ];
    let cards: String = tallies
        .iter()
        .enumerate()
        .map(|(n, tally)| {
            format!(
                "<div class=card><h2><a href=/post/{n}>Post number {n} about the river \
                 bridge</a></h2><p>What the council decided about bridge {n} and why.</p>\
                 <p>{tally}</p></div>"
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>Posts</title></head><body><main><h1>All posts</h1>\
         <div class=cards>{cards}</div></main></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Post number 4 about"), "{md}");
    assert!(md.contains("about bridge 4 and why"), "{md}");
    for gone in tallies {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// near misses: a section's number before its title ("3.2 Like"), a picture's label
// ("360° View"), a Q&A page's count of answers and a sentence with a tally stay.
#[test]
fn q02_section_numbers_and_answer_counts_stay() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River</title></head><body><article>{body}<p>3.2 Like</p>\
         <p>360° View</p><p>14 Answers</p><p>The post about the bridge got 84 reactions.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    for kept in ["3.2 Like", "360° View", "14 Answers", "got 84 reactions"] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

// a Q&A page's heading that only counts the answers under it ("11 Answers") goes; the
// question and the answers stay.
#[test]
fn q02_a_heading_counting_the_answers_goes() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River</title></head><body><main><h1>Why was the bridge \
         closed?</h1>{body}<h2>11 Answers</h2><p>The answer: the engineers found cracks in \
         two pillars, so the council closed the bridge until the spring.</p></main></body>\
         </html>"
    );
    let md = main_text(&html);
    assert!(md.contains("found cracks in two pillars"), "{md}");
    assert!(!md.contains("11 Answers"), "{md}");
}

// Q-02 near miss: a heading that says more than a count ("3 answers to the council") stays.
#[test]
fn q02_a_heading_about_answers_stays() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River</title></head><body><main><h1>Why was the bridge \
         closed?</h1>{body}<h2>3 answers to the council</h2><p>The engineers answered the \
         council's three questions about the pillars in a long letter in March.</p></main>\
         </body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("3 answers to the council"), "{md}");
}

// a topic's figures written label first ("Replies 154", "Views 26.2k") go; the posts
// stay.
#[test]
fn q02_a_topics_figures_written_label_first_go() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River</title></head><body><main><h1>The bridge</h1><ul>\
         <li>Replies 154</li><li>Views 26.2k</li></ul>{body}</main></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in ["Replies 154", "Views 26.2k"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02 near miss: a label-first line that says more than a figure ("Views from the bridge",
// "Replies 12 days later") stays.
#[test]
fn q02_lines_that_only_start_like_a_topics_figures_stay() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River</title></head><body><main><h1>The bridge</h1>{body}\
         <p>Views from the bridge</p><p>Replies 12 days later</p></main></body></html>"
    );
    let md = main_text(&html);
    for kept in ["Views from the bridge", "Replies 12 days later"] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}
