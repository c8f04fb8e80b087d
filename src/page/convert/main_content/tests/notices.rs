//! F-06 `--main`: a notice written once for every country (the same sentence
//! in other currencies and languages, one copy after another) is not the page's content,
//! while a sentence an author ends several sections with stays.

use super::read_main;

/// The article of the test pages: a heading and three paragraphs.
const ARTICLE: &str = "<h1>Winter skin care</h1><p>Cold air and indoor heating dry the \
    skin out, so the routine that worked in summer often stops working in December.</p><p>A \
    richer moisturiser at night and a gentle cleanser in the morning are the two changes \
    that help most people, dermatologists say.</p><p>Sunscreen still matters in winter, \
    because snow reflects most of the sun's ultraviolet light back at the face.</p>";

/// The article's paragraphs as `--main` writes them.
const ARTICLE_MD: &str = "Cold air and indoor heating dry the skin out, so the routine that \
    worked in summer often stops working in December.\n\nA richer moisturiser at night and a \
    gentle cleanser in the morning are the two changes that help most people, dermatologists \
    say.\n\nSunscreen still matters in winter, because snow reflects most of the sun's \
    ultraviolet light back at the face.";

// F-06 --main: five copies of a shipping notice, each for another country, go; the article
// under them stays whole.
#[test]
fn f06_main_drops_a_notice_written_for_every_country() {
    let notices: String = [
        "Free standard shipping on orders $40+.",
        "Free standard shipping on orders $60 CAD+.",
        "Livraison gratuite 65€ +.",
        "Free express shipping on orders ¥990 or more.",
        "Free standard shipping on orders 480kr or more.",
    ]
    .iter()
    .map(|n| {
        format!(
            "<p>{n} For more information on shipping rates and timelines, please visit our \
             <a href=/intl>international page</a></p>"
        )
    })
    .collect();
    let page = format!(
        "<title>Winter skin care</title><body><main><div class=notices>{notices}</div>\
         {ARTICLE}</main></body>"
    );
    let v = read_main(&page);
    assert_eq!(v["content"].as_str().unwrap(), ARTICLE_MD, "{v}");
    assert_eq!(v["warnings"], serde_json::json!([]), "{v}");
}

// F-06 --main: a sentence that ends every section (a review's refrain) is the author's: the
// headings between the paragraphs part them, and they all stay.
#[test]
fn f06_main_keeps_a_refrain_that_ends_each_section() {
    let films = [
        "The Harbour",
        "Small Hours",
        "North Road",
        "Paper Moons",
        "Late Light",
    ];
    let sections: String = films
        .iter()
        .enumerate()
        .map(|(i, film)| {
            format!(
                "<h2>{film}</h2><p>A quiet drama about a family that runs a ferry, told over \
                 one long summer. <em>{film}</em> has a {} percent rating on Rotten Tomatoes \
                 based on many reviews.</p>",
                90 + i
            )
        })
        .collect();
    let page = format!(
        "<title>Best films of the year</title><body><article><h1>Best films of the year</h1>\
         {sections}</article></body>"
    );
    let v = read_main(&page);
    let md = v["content"].as_str().unwrap();
    for film in films {
        assert!(
            md.contains(&format!("*{film}* has a")),
            "{film} is missing: {md}"
        );
    }
    assert_eq!(
        md.matches("percent rating on Rotten Tomatoes").count(),
        5,
        "{md}"
    );
}

/// A shop's promo bar outside the page's body: the same shipping banner for each of twenty
/// countries, each copy a sentence of its own.
fn promo_bar() -> String {
    let copies: String = (1..=20)
        .map(|n| {
            format!(
                "<p>Free standard shipping on orders {}{n}0 or more. For more information on \
                 shipping rates and timelines, please visit our <a href=/intl>international \
                 page</a></p>",
                ["$", "€", "£", "¥", "kr "][n % 5]
            )
        })
        .collect();
    format!("<div class=promo-bar>{copies}</div>")
}

// a promo bar of one shipping notice written for twenty countries, longer than the
// page's short article, does not stand for the page: its copies count as fragments when
// the container is chosen, and the article is the content (it was uncertain, the full page).
#[test]
fn q02_a_notice_written_for_every_country_is_not_chosen_as_the_page() {
    let page = format!(
        "<title>Winter skin care</title><body>{}<div class=page>{ARTICLE}</div></body>",
        promo_bar()
    );
    let v = read_main(&page);
    assert_eq!(v["content"].as_str().unwrap(), ARTICLE_MD, "{v}");
    assert_eq!(v["warnings"], serde_json::json!([]), "{v}");
}

// Q-02 near miss: a page whose body is lines of a log that differ only in their figures is
// not a notice; those lines are the content and stay.
#[test]
fn q02_lines_that_differ_only_in_their_figures_are_still_chosen() {
    let lines: String = (1..=12)
        .map(|n| {
            format!(
                "<p>Line {n} of the log says that the backup of the shared drive finished \
                 without errors after {n}0 minutes of copying.</p>"
            )
        })
        .collect();
    let page = format!(
        "<title>Backup log</title><body><nav><a href=/>Home</a> <a href=/logs>Logs</a></nav>\
         <div class=log><h1>Backup log</h1>{lines}</div></body>"
    );
    let v = read_main(&page);
    let md = v["content"].as_str().unwrap();
    for n in [1, 12] {
        assert!(md.contains(&format!("Line {n} of the log")), "{md}");
    }
    assert!(!md.contains("Logs"), "{md}");
}
