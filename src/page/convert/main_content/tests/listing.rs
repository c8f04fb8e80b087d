//! Q-02 `--main`: a listing's own controls that count its results go; its cards and their
//! lines stay.

use super::main_text;

/// A shop's category page: a title, an intro, a count of results above and under a grid of
/// `cards` product cards, each with a price and a line of its own (`extra`).
fn category_page(counts: (&str, &str), extra: &str) -> String {
    let cards: String = (1..=8)
        .map(|n| {
            format!(
                "<li class=card><a href=/p/{n}>Walnut serving board number {n}</a>\
                 <p>${n}9.00</p><p>{extra}</p></li>"
            )
        })
        .collect();
    format!(
        "<html><head><title>Serving boards</title></head><body>\
         <nav><a href=/>Home</a> <a href=/shop>Shop</a> <a href=/about>About</a></nav>\
         <main><h1>Serving boards</h1>\
         <p>Our serving boards are cut from walnut and oak in the workshop behind the store, \
         oiled by hand and sent out within two days of your order.</p>\
         <p>{}</p><ul class=grid>{cards}</ul><p>{}</p></main>\
         <footer><a href=/terms>Terms</a> <a href=/privacy>Privacy</a></footer></body></html>",
        counts.0, counts.1
    )
}

// "Showing 8 of 291 results" and "1–8 of 291 products" around a shop's grid go; the
// cards, their prices and the intro stay.
#[test]
fn q02_a_listings_count_of_results_goes() {
    let html = category_page(
        ("Showing 8 of 291 results", "1–8 of 291 products"),
        "Oiled walnut",
    );
    let md = main_text(&html);
    assert!(md.contains("Walnut serving board number 1"), "{md}");
    assert!(md.contains("Walnut serving board number 8"), "{md}");
    assert!(md.contains("$19.00"), "{md}");
    assert!(md.contains("cut from walnut and oak"), "{md}");
    for gone in ["Showing 8 of 291", "1–8 of 291"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// near miss: lines with a figure that are not a count of results stay: a card's
// "4 colours", a pack's size, a sentence that counts something.
#[test]
fn q02_a_cards_figures_are_no_count_of_results() {
    let html = category_page(
        (
            "We sold 291 boards last year",
            "Pack of 3 for the price of 2",
        ),
        "4 colours",
    );
    let md = main_text(&html);
    assert!(md.contains("4 colours"), "{md}");
    assert!(md.contains("We sold 291 boards last year"), "{md}");
    assert!(md.contains("Pack of 3 for the price of 2"), "{md}");
}

/// A shop's category page of six cards, with `panel` (a block beside the grid) between its
/// intro and its cards.
fn category_with_panel(panel: &str) -> String {
    let cards: String = (1..=6)
        .map(|n| {
            format!(
                "<li class=card><a href=/p/{n}>Walnut serving board number {n}</a>\
                 <p>${n}9.00</p></li>"
            )
        })
        .collect();
    format!(
        "<html><head><title>Serving boards</title></head><body>\
         <nav><a href=/>Home</a> <a href=/shop>Shop</a></nav>\
         <main><h1>Serving boards</h1><p>Our serving boards are cut from walnut and oak in \
         the workshop behind the store, oiled by hand and sent out within two days.</p>\
         {panel}<ul class=grid>{cards}</ul></main></body></html>"
    )
}

/// A shop's category page whose grid comes with a note in a block of class `class` (written
/// for screen readers when the class says so), between the category's intro and its cards.
fn category_with_a_note(class: &str) -> String {
    category_with_panel(&format!(
        "<div class=\"{class}\"><p>Use the arrow keys to move between the boards of the grid \
         below, and press Enter to open the one you want to hear more about.</p></div>"
    ))
}

// Q-02 `--main`: a block only screen readers read (`visually-hidden`, `sr-only`: a note for
// the blind, a copy of the site's menu) is not what a reader of the page sees; the
// category's title, intro and cards stay.
#[test]
fn q02_a_screen_reader_only_block_goes() {
    for class in ["visually-hidden", "grid-help sr-only", "Screen-Reader-Text"] {
        let md = main_text(&category_with_a_note(class));
        assert!(md.contains("Walnut serving board number 6"), "{md}");
        assert!(md.contains("oiled by hand"), "{md}");
        assert!(!md.contains("arrow keys"), "{md}");
    }
}

// a class that only starts like one for screen readers (`sr-only-focusable-wrapper`)
// hides nothing, and the full page (not `--main`) keeps what is written for screen readers.
#[test]
fn q02_a_class_only_like_a_screen_readers_and_the_full_page_keep_the_block() {
    let md = main_text(&category_with_a_note("sr-only-focusable-wrapper"));
    assert!(md.contains("arrow keys"), "{md}");
    let base = url::Url::parse("http://127.0.0.1/p").expect("url");
    let full = super::super::super::html_to_markdown(
        category_with_a_note("visually-hidden"),
        &base,
        std::time::Duration::from_secs(10),
        &super::super::super::ConvertOptions {
            main_content: false,
        },
    )
    .expect("converts")
    .markdown;
    assert!(full.contains("arrow keys"), "{full}");
}

/// A shop's category page whose grid of cards has a panel of filters beside it, in a block
/// of class `class`: each filter a label and a count of matching items.
fn category_with_filters(class: &str) -> String {
    let filters: String = ["Walnut", "Oak", "Maple", "Cherry", "Ash", "Beech"]
        .iter()
        .enumerate()
        .map(|(n, wood)| {
            format!(
                "<div class=option><span>{wood} wood from our own mills</span> \
                 <span>({n}2)</span></div>"
            )
        })
        .collect();
    category_with_panel(&format!(
        "<div class=\"{class}\"><p>Wood type</p>{filters}</div>"
    ))
}

// Q-02 `--main`: a listing's panel of filters (`facets`, `refinements`: each a label and a
// count) is the shop's control, not its items; the title, intro and cards stay.
#[test]
fn q02_a_listings_panel_of_filters_goes() {
    for class in ["facets", "search-refinements", "mobile-facets__wrapper"] {
        let md = main_text(&category_with_filters(class));
        assert!(md.contains("Walnut serving board number 6"), "{md}");
        assert!(md.contains("oiled by hand"), "{md}");
        assert!(!md.contains("Cherry wood"), "{md}");
    }
}

// Q-02 `--main`: a layout's `facet-row` (one facet of a page's content, not a shop's
// filters) stays.
#[test]
fn q02_a_layouts_facet_row_stays() {
    let md = main_text(&category_with_filters("facet-row"));
    assert!(md.contains("Cherry wood"), "{md}");
}

/// A category page of an encyclopedia: an intro, a group of subcategories (`sub_class`) with
/// their counts, then the group of the category's pages (`div.group`), each under its heading.
fn category_index(sub_class: &str) -> String {
    let subs: String = ["Compilers", "Language families", "Dialects", "Standards"]
        .iter()
        .enumerate()
        .map(|(n, s)| format!("<li><a href=/c/{n}>{s} by language</a> ({n} C, 3 P)</li>"))
        .collect();
    let pages: String = (0..3)
        .map(|c| {
            let items: String = (c * 10 + 1..=c * 10 + 10)
                .map(|n| format!("<li><a href=/w/{n}>Programming language number {n}</a></li>"))
                .collect();
            format!("<div class=col><h3>{c}</h3><ul>{items}</ul></div>")
        })
        .collect();
    format!(
        "<html><head><title>Category: Languages</title></head><body>\
         <nav><a href=/>Home</a> <a href=/random>Random</a> <a href=/help>Help</a></nav>\
         <main><h1>Category: Languages</h1>\
         <p>This category lists individual programming languages; general topics belong in the \
         category of language topics.</p>\
         <div id=subs><h2>Subcategories</h2><p>This category has the following 4 subcategories.</p>\
         <div class=\"{sub_class}\"><div class=col><h3>A</h3><ul>{subs}</ul></div></div></div>\
         <div id=pages><h2>Pages in this category</h2><p>The following 30 pages are in this \
         category.</p><div class=\"group columns\">{pages}</div></div></main>\
         <footer><a href=/terms>Terms</a> <a href=/privacy>Privacy</a></footer></body></html>"
    )
}

// a category's subcategories, a group built exactly like the listing of its pages under
// a heading of its own, stay with the pages.
#[test]
fn q02_a_group_built_like_the_listing_stays_with_it() {
    let md = main_text(&category_index("group columns"));
    assert!(md.contains("Programming language number 30"), "{md}");
    assert!(md.contains("Compilers by language"), "{md}");
    assert!(md.contains("Standards by language"), "{md}");
}

// near miss: a list of links in the container built unlike the listing (another class)
// is not one of its groups: it goes as before.
#[test]
fn q02_a_list_built_unlike_the_listing_is_no_group_of_it() {
    let md = main_text(&category_index("popular"));
    assert!(md.contains("Programming language number 30"), "{md}");
    assert!(!md.contains("Compilers by language"), "{md}");
}

/// A front page of posts: each card a linked title, its author and its `date` line.
fn posts_page(date: impl Fn(usize) -> String) -> String {
    let cards: String = (1..=8)
        .map(|n| {
            format!(
                "<div class=card><h2><a href=/posts/{n}>How we rebuilt the river bridge, part {n}</a></h2>\
                 <p>Jane Roe</p><p>{}</p></div>",
                date(n)
            )
        })
        .collect();
    format!(
        "<html><head><title>Posts</title></head><body><main><h1>Posts</h1>\
         <div class=feed>{cards}</div></main></body></html>"
    )
}

// on a listing, a card's date written as a link to the post ("Mar 6") goes; the cards'
// titles and authors stay.
#[test]
fn q02_a_cards_date_written_as_a_link_goes() {
    let md = main_text(&posts_page(|n| format!("<a href=/posts/{n}>Mar {n}</a>")));
    assert!(
        md.contains("How we rebuilt the river bridge, part 8"),
        "{md}"
    );
    assert!(md.contains("Jane Roe"), "{md}");
    assert!(!md.contains("Mar 3"), "{md}");
}

// near miss: a card's date written as text, or as a link with its full year, stays.
#[test]
fn q02_a_cards_date_as_text_or_with_its_year_stays() {
    let md = main_text(&posts_page(|n| format!("Mar {n}")));
    assert!(md.contains("Mar 3"), "{md}");
    let md = main_text(&posts_page(|n| {
        format!("<a href=/posts/{n}>Mar {n}, 2024</a>")
    }));
    assert!(md.contains("Mar 3, 2024"), "{md}");
}
