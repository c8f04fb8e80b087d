//! F-06 / Q-02 `--main` on pages that used to fall back to the full page, in-process: a short
//! post that holds nearly all of the page's prose, a gallery whose captions are its text, and
//! an article cut in sections each named after the advert slot it holds; with the near-misses
//! that must still fall back or still go.

use super::{prose, read_main};

/// Whether `--main` fell back to the full page (`main_content_uncertain`), and its Markdown.
fn main_of(html: &str) -> (bool, String) {
    let v = read_main(html);
    let uncertain = v["warnings"]
        .as_array()
        .is_some_and(|w| w.iter().any(|w| w["code"] == "main_content_uncertain"));
    (
        uncertain,
        v["content"].as_str().unwrap_or_default().to_string(),
    )
}

/// A page of chrome (a menu of links and a footer of links) around `body`.
fn chrome_around(body: &str) -> String {
    let menu: String = (1..=8)
        .map(|i| format!("<a href=/section-{i}>Section {i}</a> "))
        .collect();
    format!(
        "<title>Notes</title><body><div class=top><p>{menu}</p></div>{body}\
         <div class=bottom><p><a href=/about>About us</a> <a href=/imprint>Imprint</a> \
         <a href=/privacy>Privacy</a> <a href=/jobs>Jobs</a></p></div></body>"
    )
}

// a short post (under 200 bytes of text) whose element holds all of the page's prose is
// the page's main content: the menu and the footer go, and the page does not fall back.
#[test]
fn q02_main_keeps_a_short_post_that_holds_the_pages_prose() {
    let html = chrome_around(
        "<div class=post><h1>Chapter 121 is online</h1><p>Chapter 121 is now online as well. \
         As always, the pictures can only be seen by users who have logged in, and the next \
         chapter follows in the second week of May, as the translators promised.</p></div>",
    );
    let (uncertain, md) = main_of(&html);
    assert!(!uncertain, "{md}");
    assert!(md.contains("Chapter 121 is now online as well."), "{md}");
    assert!(!md.contains("Imprint"), "{md}");
    assert!(!md.contains("Section 3"), "{md}");
}

// Q-02 near-miss: a crumb of text (a line under 150 bytes) still falls back to the full page,
// however alone it is.
#[test]
fn q02_main_still_falls_back_on_a_crumb_of_text() {
    let html = chrome_around(
        "<div class=post><p>The pictures can only be seen by users who have logged in.</p></div>",
    );
    let (uncertain, md) = main_of(&html);
    assert!(uncertain, "{md}");
}

// Q-02 near-miss: a short box that holds less than three quarters of the page's prose (an
// author's bio, with a second author's line elsewhere on the page) is not trusted as the page.
#[test]
fn q02_main_does_not_trust_a_short_box_beside_other_prose() {
    let html = chrome_around(
        "<div class=a><p>Jane Roe writes about kitchens and grills for the magazine. When she \
         is not testing a grill, she cooks for her friends and family at home, or in the garden when it is warm enough to sit outside with them.</p></div>\
         <div class=b><p>John Doe writes about gardens and grows beans and tomatoes on his balcony in town.</p></div>",
    );
    let (uncertain, md) = main_of(&html);
    assert!(uncertain, "{md}");
}

/// A gallery of `n` pictures, each with a caption of a sentence or two (`figcaption`).
fn gallery(n: usize) -> String {
    (1..=n)
        .map(|i| {
            format!(
                "<figure class=slide><h2><a href=/costume-{i}>{i}. Costume number {i}</a></h2>\
                 <img src=/c{i}.jpg alt=''><figcaption class=slide-caption><p>What you need \
                 for costume {i}: a hat, an old coat from the back of the wardrobe and a \
                 little face paint, and the whole outfit is done in ten minutes.</p>\
                 </figcaption></figure>"
            )
        })
        .collect()
}

// a gallery whose captions hold its text (one caption per picture, each an extra on
// its own) is the content: the captions stay and the page does not fall back.
#[test]
fn q02_main_keeps_a_gallerys_captions_when_they_are_its_text() {
    let html = chrome_around(&format!(
        "<div class=gallery><h1>Costumes you can make at home</h1>{}</div>",
        gallery(6)
    ));
    let (uncertain, md) = main_of(&html);
    assert!(!uncertain, "{md}");
    for i in 1..=6 {
        assert!(
            md.contains(&format!("What you need for costume {i}:")),
            "{md}"
        );
    }
}

// Q-02 near-miss: three disclaimers of one shape after an article are still extras, however
// long they are together.
#[test]
fn q02_main_drops_three_disclaimers_alike_after_the_article() {
    let body: String = (1..=3).map(prose).collect();
    let notes: String = (1..=3)
        .map(|i| {
            format!(
                "<div class=disclaimer><p>Note {i}: past results are no guarantee of future \
                 results; every investment carries risks, and the figures shown here are \
                 averages over the funds named in the report, weighted by their assets, \
                 as of the end of the last year.</p></div>"
            )
        })
        .collect();
    let html = chrome_around(&format!(
        "<div class=page><div class=text><h1>River report</h1>{body}</div>{notes}</div>"
    ));
    let (uncertain, md) = main_of(&html);
    assert!(!uncertain, "{md}");
    assert!(md.contains("Paragraph 3 of the report"), "{md}");
    assert!(!md.contains("Note 1:"), "{md}");
}

// an article cut in sections, each named after the advert slot it holds
// (`section--ads`), is the content, not the author's quote in a box beside it; the page does
// not fall back.
#[test]
fn q02_main_keeps_sections_named_after_their_advert_slots() {
    let sections: String = (1..=5)
        .map(|i| {
            format!(
                "<section class='report__section report__section--ads'><h2>Part {i}</h2>{}\
                 </section>",
                prose(i)
            )
        })
        .collect();
    let html = chrome_around(&format!(
        "<div class=report><h1>River report</h1>{sections}</div><div class=box><blockquote>\
         <p>Jane Roe is the head of the community team. When she is not writing about \
         rivers, she is out on the water in her old canoe with her dog.</p></blockquote></div>"
    ));
    let (uncertain, md) = main_of(&html);
    assert!(!uncertain, "{md}");
    for i in 1..=5 {
        assert!(md.contains(&format!("Paragraph {i} of the report")), "{md}");
    }
    assert!(!md.contains("Jane Roe"), "{md}");
}

// Q-02 near-miss: two or three columns of small print named like a footer stay boilerplate
// beside an article, even when they hold as much text as it.
#[test]
fn q02_main_drops_a_footers_columns_alike() {
    let body: String = (1..=2).map(prose).collect();
    let columns: String = (1..=3)
        .map(|i| {
            format!(
                "<div class=footer-col><p>Column {i} of the small print says that the \
                 publisher keeps every right to the text and the pictures, and that no part \
                 of the site may be copied without written permission.</p></div>"
            )
        })
        .collect();
    let html = format!(
        "<title>River report</title><body><div class=text><h1>River report</h1>{body}</div>\
         <div class=bottom>{columns}</div></body>"
    );
    let (_, md) = main_of(&html);
    assert!(md.contains("Paragraph 2 of the report"), "{md}");
    assert!(!md.contains("Column 1 of the small print"), "{md}");
}

// Chinese writes no spaces between words; its paragraphs are prose all the same (their
// characters count as words), so the article wins over the list of linked headlines beside it
// and the page does not fall back.
#[test]
fn q02_main_reads_chinese_paragraphs_as_prose() {
    let body = "<p>今年春天，河水在漫长的冬天之后改变了河道。工程师们沿着河岸进行了测量，\
         发现旧桥的桥墩已经松动。</p><p>市议会决定在春季洪水到来之前重建那座老桥。\
         新桥将比旧桥宽两米，并为骑自行车的人留出一条车道。</p><p>居民们对这个决定表示欢迎，\
         但也有人担心施工期间交通会受到影响。议会承诺会在周末进行大部分工作。</p>\
         <p>工程预计在秋天完成，费用由市政府和省政府共同承担。</p>";
    let headlines: String = [
        "城市公园今年秋天重新开放",
        "火车站将增加两个站台",
        "新图书馆下月举行开馆仪式",
        "老城区的街道将改为步行街",
        "本市今年冬天会更冷吗",
        "市场上的蔬菜价格有所下降",
    ]
    .iter()
    .enumerate()
    .map(|(i, h)| format!("<li><a href=/news/{i}>{h}</a></li>"))
    .collect();
    let html = chrome_around(&format!(
        "<div class=main><h1>河水改道</h1>{body}</div><div class=hot><ul>{headlines}</ul></div>"
    ));
    let (uncertain, md) = main_of(&html);
    assert!(!uncertain, "{md}");
    assert!(md.contains("今年春天，河水"), "{md}");
    assert!(md.contains("费用由市政府和省政府共同承担"), "{md}");
    assert!(!md.contains("城市公园"), "{md}");
}

// a long article under the page's title is the content even when a grid of teaser cards
// before it holds half as much text: the grid does not join it (a collection page's short
// guide under its grid still does, tests/container.rs).
#[test]
fn q02_main_keeps_a_long_titled_article_apart_from_the_teaser_grid_beside_it() {
    let body: String = (1..=18).map(prose).collect();
    let cards: String = (1..=16)
        .map(|i| {
            format!(
                "<div class=card><h3><a href=/story-{i}>Another story from the valley, number \
                 {i}</a></h3><p>The farmers of the upper valley met again this week to talk \
                 about the price of milk and the new road, story {i} says.</p></div>"
            )
        })
        .collect();
    let html = format!(
        "<title>River report</title><body><div class=page><div class=more>{cards}</div>\
         <div class=story><h1>River report</h1>{body}</div></div></body>"
    );
    let (uncertain, md) = main_of(&html);
    assert!(!uncertain, "{md}");
    assert!(md.contains("Paragraph 18 of the report"), "{md}");
    assert!(!md.contains("Another story from the valley"), "{md}");
    assert!(!md.contains("price of milk"), "{md}");
}

// an article whose element also holds the linked titles of other stories (scored
// against it) is trusted by the prose it holds: the share of the page's prose in it, not
// what is left after the titles' weight, decides. Short notes of prose around it, each in a
// box of its own among menus of links, stay out, and the page does not fall back.
#[test]
fn q02_main_trusts_an_article_by_its_prose_despite_teasers_inside_it() {
    let teasers: String = (1..=8)
        .map(|i| {
            format!(
                "<h3><a href=/story-{i}>Story {i}: the mayor answers the council's questions \
                 on the harbour budget and the new ferry timetable</a></h3>"
            )
        })
        .collect();
    let body: String = (1..=4).map(prose).collect();
    let around: String = (1..=16)
        .map(|i| {
            let links: String = (1..=12)
                .map(|j| format!("<a href=/m{i}-{j}>Menu entry {j} of the site</a> "))
                .collect();
            format!(
                "<div class=note-{i}><p>Note {i}: the library opens late on Thursdays and \
                 the reading room is quiet then.</p></div><div class=menu-{i}><p>{links}</p></div>"
            )
        })
        .collect();
    let html = format!(
        "<title>Notes</title><body><div class=story><h1>The bridge will be rebuilt</h1>\
         {body}{teasers}</div>{around}</body>"
    );
    let (uncertain, md) = main_of(&html);
    assert!(!uncertain, "{md}");
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(!md.contains("the library opens late"), "{md}");
}

// the near-miss: when the notes around the story hold most of the page's prose (each
// a full paragraph), the story's element is not trusted and the page still falls back.
#[test]
fn q02_main_still_falls_back_when_the_prose_lies_around_the_article() {
    let around: String = (1..=16)
        .map(|i| {
            let links: String = (1..=12)
                .map(|j| format!("<a href=/m{i}-{j}>Menu entry {j} of the site</a> "))
                .collect();
            format!(
                "<div class=note-{i}>{}</div><div class=menu-{i}><p>{links}</p></div>",
                prose(i)
            )
        })
        .collect();
    let html = format!(
        "<title>Notes</title><body><div class=story><h1>The bridge will be rebuilt</h1>\
         <p>The bridge will be rebuilt next spring, the council said on Monday evening.</p>\
         </div>{around}</body>"
    );
    let (uncertain, md) = main_of(&html);
    assert!(uncertain, "{md}");
}

/// A page whose long menus and footer of short links (over three quarters of its text, with
/// a line about the site) hold a grid of five cards, each `card(n)`.
fn grid_among_long_menus(card: impl Fn(usize) -> String) -> String {
    let links = |from: usize| -> String {
        (from..from + 150)
            .map(|i| format!("<a href=/s/{i}>Topic {i}</a> "))
            .collect()
    };
    let cards: String = (1..=5).map(card).collect();
    format!(
        "<title>Stories</title><body><div class=top><p>{}</p></div>\
         <ul class=grid>{cards}</ul><div class=bottom><p>{}</p><p>Stories is a small \
         magazine about rivers, written by volunteers who live along their banks.</p></div>\
         </body>",
        links(1),
        links(200)
    )
}

/// The title of the `n`th story of [`grid_among_long_menus`].
fn story_title(n: usize) -> String {
    format!("Why the river changed its course in winter number {n}")
}

/// The `n`th card of [`grid_among_long_menus`] with text beside its link: an author, a date.
fn card_with_text(n: usize) -> String {
    format!(
        "<li class=card><h2><a href=/p/{n}>{}</a></h2><p>Jane Roe</p>\
         <p>Mar 0{n}, 2026 | {n} min read</p></li>",
        story_title(n)
    )
}

// a grid of cards that hold text beside their links (an author, a date) is the page
// even when it holds under a quarter of the page's text: the menus and the footer go, and the
// page does not fall back.
#[test]
fn q02_main_trusts_a_grid_of_cards_among_long_menus() {
    let html = grid_among_long_menus(card_with_text);
    let (uncertain, md) = main_of(&html);
    assert!(!uncertain, "{md}");
    assert!(md.contains(&story_title(1)), "{md}");
    assert!(md.contains(&story_title(5)), "{md}");
    assert!(!md.contains("Topic 7 "), "{md}");
}

// so is such a grid joined with the line introducing it (the element holding both is
// the container).
#[test]
fn q02_main_trusts_a_grid_of_cards_with_its_intro_among_long_menus() {
    let html = grid_among_long_menus(card_with_text).replace(
        "<ul class=grid>",
        "<div class=shop><div class=intro><p>Our newest stories about the river, chosen by \
         the editors this week.</p></div><ul class=grid>",
    );
    let html = html.replace("</ul><div class=bottom>", "</ul></div><div class=bottom>");
    let (uncertain, md) = main_of(&html);
    assert!(!uncertain, "{md}");
    assert!(md.contains("Our newest stories"), "{md}");
    assert!(md.contains(&story_title(5)), "{md}");
    assert!(!md.contains("Topic 7 "), "{md}");
}

// Q-02 near-miss: a box of links alone (linked titles with nothing beside them: a carousel
// of other pages, a menu) holding as little of the page is not trusted as the page.
#[test]
fn q02_main_still_falls_back_on_a_box_of_links_among_long_menus() {
    let html = grid_among_long_menus(|n| {
        format!(
            "<li class=card><h2><a href=/p/{n}>{}, by Jane Roe, March {n}</a></h2></li>",
            story_title(n)
        )
    });
    let (uncertain, md) = main_of(&html);
    assert!(uncertain, "{md}");
}

/// A post of short lines (none of them prose) beside a sidebar whose text widget (named like
/// content) holds a sentence, with a cookie notice and a line about the site, after a menu
/// of `menu` links.
fn short_lines_beside_a_text_widget(menu: usize) -> String {
    let links: String = (1..=menu)
        .map(|i| format!("<a href=/s/{i}>Topic {i}</a> "))
        .collect();
    format!(
        "<title>Notes</title><body><div class=top><p>{links}</p></div>\
         <article class=post><h2>A film swapped in April</h2><h3>Places</h3>\
         <p>Shuji: Japan.</p><p>Walter: Germany.</p><h3>Film</h3><p>Colour, 400.</p>\
         <h3>Cameras</h3><p>Shuji: Widelux.</p><p>Walter: Pentax Z-1.</p>\
         <h3>Order</h3><p>Shuji first.</p><p>Walter second.</p></article>\
         <div class=sidebar><div class=widget_text><p>The contents of this website are \
         licensed under a <a href=/license>Creative Commons license</a> by their authors.</p>\
         </div></div><div class=cookie-banner><p>Privacy and cookies: this site uses cookies. \
         By continuing to use the website you agree to their use.</p></div>\
         <div class=about><p>Two friends swap their films here every month.</p></div>\
         </body>"
    )
}

// when the container chosen by score is one pruning reads as boilerplate (a sidebar's
// text widget, named like content) and nothing of it is kept, the element named like content
// that holds the most text (the post of short lines) is the page's content instead of the
// full page.
#[test]
fn q02_main_keeps_a_post_of_short_lines_over_a_sidebars_text_widget() {
    let (uncertain, md) = main_of(&short_lines_beside_a_text_widget(4));
    assert!(!uncertain, "{md}");
    assert!(md.contains("Walter: Pentax Z-1."), "{md}");
    assert!(!md.contains("Creative Commons"), "{md}");
    assert!(!md.contains("Topic 2"), "{md}");
}

// Q-02 near-miss: a post holding under a quarter of the page's text (long menus around it)
// does not stand for the page: it still falls back.
#[test]
fn q02_main_still_falls_back_when_the_post_holds_little_of_the_page() {
    let (uncertain, md) = main_of(&short_lines_beside_a_text_widget(120));
    assert!(uncertain, "{md}");
}

/// A shop's page: long menus of short links around a grid of `cards` products, each a
/// linked name and a price.
fn products_among_long_menus(cards: usize) -> String {
    let links = |from: usize| -> String {
        (from..from + 40)
            .map(|i| format!("<a href=/s/{i}>Topic {i}</a> "))
            .collect()
    };
    let cards: String = (1..=cards)
        .map(|n| {
            format!(
                "<li class=card><h3><a href=/p/{n}>Cloud blush duo {n}</a></h3>\
                 <p>Only €4{n}.95</p></li>"
            )
        })
        .collect();
    format!(
        "<title>Sets</title><body><div class=top><p>{}</p></div><ul class=grid>{cards}</ul>\
         <div class=bottom><p>{}</p><p>Our shop sends its sets to every country of the \
         union within three days.</p></div></body>",
        links(1),
        links(100)
    )
}

// a small grid of a shop's cards (names and prices, under 200 bytes kept) is the page
// among long menus, not the full page.
#[test]
fn q02_main_trusts_a_small_grid_of_products_among_long_menus() {
    let (uncertain, md) = main_of(&products_among_long_menus(5));
    assert!(!uncertain, "{md}");
    assert!(md.contains("Cloud blush duo 5"), "{md}");
    assert!(!md.contains("Topic 7 "), "{md}");
}

// Q-02 near-miss: a crumb of a grid (two cards' names and prices, too few to be a listing)
// still falls back.
#[test]
fn q02_main_still_falls_back_on_a_crumb_of_a_grid() {
    let (uncertain, md) = main_of(&products_among_long_menus(2));
    assert!(uncertain, "{md}");
}

/// A list article inside `<main>`: a lead, then parts built unlike one another (each a short
/// paragraph and a long list of linked names), then references; the language menu and the
/// footer outside `<main>` are chrome (left out when not `chrome`).
fn list_article(chrome: bool) -> String {
    let syllables = ["ka", "lo", "mi", "nu", "pe", "ru", "si", "to"];
    let names = |part: &str| -> String {
        (0..64)
            .map(|i| {
                let name = format!("{}{}{}", syllables[i % 8], syllables[i / 8], &part[..3]);
                format!("<a href=/wiki/{name}>{name}</a> · ")
            })
            .collect()
    };
    let languages: String = (1..=25)
        .filter(|_| chrome)
        .map(|i| format!("<a href=/lang/{i}>Sprache {i}</a> "))
        .collect();
    let parts = [("section", "Functional"), ("div class=group-b", "Logic")];
    let body: String = parts
        .iter()
        .map(|(tag, title)| {
            let close = tag.split(' ').next().unwrap_or_default();
            format!(
                "<{tag}><h2>{title} languages</h2><p>These {title} languages are grouped \
                 here because they share the way programs are written in them.</p>\
                 <p class=names>{}</p></{close}>",
                names(title)
            )
        })
        .collect();
    format!(
        "<title>List of languages</title><body><div class=top><p>{languages}</p></div><main>\
         <h1>List of programming languages</h1><p>This is a list of notable programming \
         languages, grouped by the way their programs are written. Each language appears \
         once, under the group it is best known for.</p>{body}\
         <ol class=refs><li>A history of the languages, as told by the people who wrote \
         them, is a good place to start reading about them.</li></ol></main>\
         <footer><p><a href=/about>About</a> <a href=/privacy>Privacy</a></p></footer></body>"
    )
}

// a list article whose chosen part holds too little of the page's score (its linked
// names weigh against every element around it) widens to the element named like content that
// holds nearly all of the page's prose, instead of falling back to the full page: the
// language menu outside it goes.
#[test]
fn q02_main_widens_a_list_article_to_its_content_element() {
    let (uncertain, md) = main_of(&list_article(true));
    assert!(!uncertain, "{md}");
    assert!(md.contains("Logic languages are grouped"), "{md}");
    assert!(md.contains("a good place to start reading"), "{md}");
    assert!(!md.contains("Sprache 7"), "{md}");
}

// Q-02 near-miss: when the element named like content holds nearly all of the page's text
// (no chrome outside it worth dropping), the page still falls back to the full page.
#[test]
fn q02_main_still_falls_back_when_the_content_element_is_the_page() {
    let html = list_article(false);
    let (uncertain, md) = main_of(&html);
    assert!(uncertain, "{md}");
}

/// [`list_article`] closed by a list of links to other lists ("See also"), which reads as a
/// listing larger than the scattered prose.
fn list_article_with_see_also(chrome: bool) -> String {
    let see_also: String = [
        "Timeline of programming languages",
        "Generational list of programming languages",
        "Comparison of programming languages",
        "History of programming languages",
        "List of programming language researchers",
        "Non-English-based programming languages",
    ]
    .iter()
    .enumerate()
    .map(|(i, t)| format!("<li><a href=/wiki/see-{i}>{t}</a></li>"))
    .collect();
    list_article(chrome).replace(
        "</ol></main>",
        &format!("</ol><ul class=see>{see_also}</ul></main>"),
    )
}

// a listing too small to stand for the page (a list article's "See also" links) widens
// like a prose container to the element named like content that holds nearly all of the
// page's prose: the parts and the links stay, the menu outside goes.
#[test]
fn q02_main_widens_a_small_listing_to_its_content_element() {
    let (uncertain, md) = main_of(&list_article_with_see_also(true));
    assert!(!uncertain, "{md}");
    assert!(md.contains("Logic languages are grouped"), "{md}");
    assert!(md.contains("Timeline of programming languages"), "{md}");
    assert!(!md.contains("Sprache 7"), "{md}");
}

// Q-02 near-miss: the same page without chrome outside `<main>` still falls back: the
// element named like content is the whole page.
#[test]
fn q02_main_still_falls_back_on_a_small_listing_in_the_whole_page() {
    let (uncertain, md) = main_of(&list_article_with_see_also(false));
    assert!(uncertain, "{md}");
}
