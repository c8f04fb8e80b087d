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

// a card's reading time alone ("7 min read", "3 minute read") goes like its age; the
// cards' titles and summaries stay.
#[test]
fn q02_a_cards_reading_time_alone_goes() {
    let times = ["7 min read", "3 minute read", "12 mins read"];
    let cards: String = times
        .iter()
        .enumerate()
        .map(|(n, time)| {
            format!(
                "<div class=card><h2><a href=/story/{n}>Story number {n} about the river \
                 bridge</a></h2><p>{time}</p><p>What the council decided about bridge {n} \
                 and why.</p></div>"
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>Latest</title></head><body><main><h1>Latest news</h1>\
         <div class=cards>{cards}</div></main></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Story number 2 about"), "{md}");
    assert!(md.contains("about bridge 2 and why"), "{md}");
    for gone in times {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// near misses: a recipe's time alone ("26 min") and a sentence about reading time stay.
#[test]
fn q02_a_time_that_is_not_a_reading_time_stays() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River soup</title></head><body><article>{body}<p>26 min</p>\
         <p>It takes 5 min to read the whole report.</p></article></body></html>"
    );
    let md = main_text(&html);
    for kept in ["26 min", "It takes 5 min to read the whole report."] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}
