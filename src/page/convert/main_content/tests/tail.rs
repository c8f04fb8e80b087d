//! Q-02 `--main`: what follows the article's body inside the main container (boxes of other
//! stories, a call to support the site) goes; the article's own closing blocks stay.

use super::{main_text, prose};

/// A news page: an `article` holding a standfirst, the body (`div.body`: four paragraphs
/// and `body_end`), then `after` (elements of their own, below the body).
fn news_page(body_end: &str, after: &str) -> String {
    let body: String = (1..=4).map(prose).collect();
    format!(
        "<html><head><title>River report</title></head><body><article>\
         <header><p>The standfirst: how a small town on the river prepared for the spring \
         floods, and what it learned from the engineers who measured the banks all winter \
         long.</p></header>\
         <div class=body>{body}{body_end}</div>{after}</article></body></html>"
    )
}

#[test]
fn q02_boxes_after_the_article_body_go() {
    // a box of popular headlines (plain text, their links lost) and a call to support
    // the site, each in its own element after the body, go; the body stays whole, its
    // closing sentence with links too.
    let after = "<div class=popular><p>Popular.</p>\
        <p>Town council votes for the new bridge over the river</p>\
        <p>Engineers warn of another wet spring in the valley</p></div>\
        <div class=support><p>Enjoyed this story? Become a member and help us keep reporting \
        on the river.</p></div>";
    let body_end = "<p>The council published the engineers' report on Monday, with its \
        answer to the <a href=/questions>readers' questions</a> about the bridge.</p>";
    let md = main_text(&news_page(body_end, after));
    assert!(md.contains("The standfirst"), "{md}");
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    assert!(md.contains("readers' questions"), "{md}");
    for gone in [
        "Popular.",
        "Town council votes",
        "Engineers warn",
        "Become a member",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_the_articles_own_closing_blocks_after_its_body_stay() {
    // near misses: the article's next section in an element of the body's shape, a
    // list without links (the figures of the report) and a table in elements of their own
    // stay after the body's last paragraph.
    let after = "<div class=body><h2>What comes next</h2><p>The bridge opens in May.</p></div>\
        <ul class=facts><li>Length: 120 metres</li><li>Cost: 4 million</li></ul>\
        <table><tr><td>Flood level</td><td>4.2 m</td></tr><tr><td>Record</td><td>5.1 m</td>\
        </tr></table>";
    let md = main_text(&news_page("", after));
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for kept in [
        "What comes next",
        "The bridge opens in May.",
        "Length: 120 metres",
        "5.1 m",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

/// A product's page (schema.org `Product`): the product's name, price and summary, its
/// description (`div.body`: four paragraphs) and then `after`, each in an element of its
/// own inside the product.
fn product_page(after: &str) -> String {
    let body: String = (1..=4).map(prose).collect();
    format!(
        "<html><head><title>Shop</title><script type=application/ld+json>\
         {{\"@type\": \"Product\"}}</script></head><body><div class=menu><a href=/>Home</a> \
         <a href=/boats>Boats</a></div><div class=product><div class=summary><h1>River kayak\
         </h1><p>$649.00</p><p>A stable touring kayak for rivers and lakes, light enough to \
         carry to the water alone and roomy enough for a weekend's gear.</p></div>\
         <div class=body>{body}</div>{after}</div></body></html>"
    )
}

#[test]
fn q02_boxes_after_a_products_description_go() {
    // on a product's page too, a box after the description in an element of its own
    // (the shop's word about itself) goes; the description stays whole.
    let after = "<div class=promise><p>Why buy from us</p><p>Every boat checked by hand.</p>\
        <p>Questions? Ask our paddlers.</p></div>";
    let md = main_text(&product_page(after));
    assert!(md.contains("River kayak"), "{md}");
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in ["Why buy from us", "checked by hand", "Ask our paddlers"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_a_products_specs_after_its_description_stay() {
    // near misses: the product's specs after its description (a list without links,
    // a table) stay.
    let after = "<ul class=specs><li>Length: 3.2 metres</li><li>Weight: 18 kg</li></ul>\
        <table><tr><td>Load</td><td>120 kg</td></tr><tr><td>Width</td><td>68 cm</td></tr>\
        </table>";
    let md = main_text(&product_page(after));
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for kept in ["Length: 3.2 metres", "Weight: 18 kg", "120 kg", "68 cm"] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

/// A listing of camp lamps: twenty cards (a linked title and its facts), the category's
/// description under them (`div.about`: three paragraphs), then `after`.
fn listing_page(after: &str) -> String {
    let cards: String = (1..=20)
        .map(|n| {
            format!(
                "<div class=card><h3><a href=/lamps/{n}>Camp lamp model {n} with a dimmer</a>\
                 </h3><p>{n}00 lumens, $2{n}.00</p></div>"
            )
        })
        .collect();
    let about: String = (1..=3).map(prose).collect();
    format!(
        "<html><head><title>Shop</title></head><body><div class=menu><a href=/>Home</a> \
         <a href=/lamps>Lamps</a></div><div class=listing><h1>Camp lamps</h1>\
         <div class=cards>{cards}</div><div class=about>{about}</div>{after}</div>\
         <div class=foot><a href=/press>Press</a> <a href=/legal>Legal</a></div></body></html>"
    )
}

#[test]
fn q02_a_box_after_a_listings_description_goes() {
    // on a listing, a poll in an element of its own after the category's description
    // goes; the cards and the description stay.
    let after = "<div class=poll><h3>Poll</h3><h4>Which lamp do you take camping?</h4>\
        <p>Vote for your favourite.</p></div>";
    let md = main_text(&listing_page(after));
    for kept in [
        "Camp lamp model 1 ",
        "Camp lamp model 12",
        "Paragraph 3 of the report",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
    for gone in ["Poll", "Which lamp do you take", "Vote for your favourite"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

#[test]
fn q02_more_items_after_a_listings_description_stay() {
    // near miss: on a listing, a box of linked headings after the description holds
    // more of the listing's items: it stays.
    let after = "<div class=more><h3><a href=/lanterns/1>Storm lantern with a glass \
        chimney</a></h3><p>A lantern for the porch.</p><h3><a href=/lanterns/2>Folding \
        lantern for the tent</a></h3><p>A lantern for the trail.</p></div>";
    let md = main_text(&listing_page(after));
    for kept in [
        "Camp lamp model 12",
        "Paragraph 3 of the report",
        "Storm lantern",
        "A lantern for the trail.",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

// a sidebar's box of the site's common links under its heading ("Quick Links") goes,
// its blurb too; the page's text stays.
#[test]
fn q02_a_quick_links_box_goes() {
    let body: String = (1..=4).map(super::prose).collect();
    let html = format!(
        "<html><head><title>Building department</title></head><body><main><h1>Building \
         department</h1>{body}<h3><a href=/QuickLinks.aspx>Quick Links</a></h3><p>Permit \
         forms, the municipal code and the map of the town are one click away from here.</p>\
         <ol><li><a href=/forms/1>Permit application form</a></li></ol></main></body></html>"
    );
    let md = super::main_text(&html);
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in ["Quick Links", "one click away", "Permit application form"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02 near miss: a heading that only starts like it ("Quick links between the two
// banks") keeps its section.
#[test]
fn q02_a_heading_that_only_starts_like_quick_links_stays() {
    let body: String = (1..=4).map(super::prose).collect();
    let html = format!(
        "<html><head><title>Building department</title></head><body><main><h1>Building \
         department</h1>{body}<h2>Quick links between the two banks</h2><p>Two ferries and a \
         footbridge link the banks while the main bridge is closed for repairs.</p></main>\
         </body></html>"
    );
    let md = super::main_text(&html);
    for kept in [
        "Quick links between the two banks",
        "Two ferries and a footbridge",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}
