//! the full page keeps the page's text and spends no characters on what
//! a reader cannot use, through the real binary. Each test is one rule of
//! `src/page/convert/{chrome,inline,…}.rs`; the pages are small fixtures written for these
//! tests.

use crate::reader::markdown;

// Q-01 (size): a `src` that holds a whole `srcset` list (some shops write it so) is written
// as its first URL, not as the mangled list once per image.
#[test]
fn q01_srcset_list_in_src_is_written_as_its_first_url() {
    let md = markdown(
        "<p>Staple tee in four colours.</p><img alt=\"Tee front\" src=\"/img/tee-500.jpg?c=1 \
         500w, /img/tee-1000.jpg?c=1 1000w, /img/tee-2000.jpg?c=1 2000w\">",
    );
    assert!(md.ends_with("/img/tee-500.jpg?c=1)"), "{md}");
    assert!(!md.contains("1000w") && !md.contains("tee-2000"), "{md}");
}

// Q-01 (size): campaign tags and click ids (`utm_*`, `gclid`, Amazon's `pf_rd_*`) leave a
// link's URL; its other parameters stay in their order.
#[test]
fn q01_tracking_parameters_leave_link_urls() {
    let md = markdown(
        "<p>Read the <a href=\"/guide?id=7&amp;utm_source=news&amp;utm_medium=mail&amp;\
         page=2\">pruning guide</a> or <a href=\"/dp/B01?pf_rd_p=abc&amp;gclid=xyz\">buy the \
         shears</a>.</p>",
    );
    assert!(md.contains("/guide?id=7&page=2)"), "{md}");
    assert!(md.contains("/dp/B01)"), "{md}");
    assert!(!md.contains("utm_") && !md.contains("gclid"), "{md}");
}

// a link whose text is all hidden (a star icon, a count for screen readers) is no link:
// it is not written as `[ ](…)`, and it does not make a product card's title and price pass
// for a run of menu links.
#[test]
fn q01_link_with_only_hidden_text_is_left_out() {
    let md = markdown(
        "<ol><li><div><a href=\"/p/1\">Garden spade with an ash handle</a></div><div><a \
         href=\"/r/1\"><i aria-hidden=\"true\">4.5 stars</i> <span aria-hidden=\"true\">27\
         </span></a></div><div><a href=\"/p/1\">$16.00</a></div></li></ol>",
    );
    assert!(!md.contains("[ ]") && !md.contains("/r/1"), "{md}");
    assert!(md.contains("[Garden spade with an ash handle]"), "{md}");
    assert!(md.contains("[$16.00]"), "{md}");
}

// the full page shows the blocks an inline style hides — a listing a script unlocks, a
// drawer's text — but not a hidden submenu, a hidden label (`span`), nor what F-06 drops by
// name (`hidden`, `aria-hidden`).
#[test]
fn q01_blocks_hidden_by_style_are_kept_but_not_menus() {
    let md = markdown(
        "<ul><li><a href=\"/shop\">Shop</a><ul style=\"display:none\"><li><a href=\"/mugs\">\
         Mugs</a></li></ul></li></ul><div class=\"lock-content\" style=\"display:none;\"><h2>\
         Coffee</h2><p>Dark roast, 14 oz bag.<span style=\"display:none\">Sale</span></p></div>\
         <div class=\"drawer\" style=\"visibility: hidden\"><p>Ships in two days.</p></div>\
         <div hidden><p>Template text.</p></div><div aria-hidden=\"true\"><p>Slide clone.</p>\
         </div>",
    );
    assert!(md.starts_with("- [Shop]("), "{md}");
    assert!(
        md.ends_with("## Coffee\n\nDark roast, 14 oz bag.\n\nShips in two days."),
        "{md}"
    );
    assert!(!md.contains("Mugs") && !md.contains("Sale") && !md.contains("Template"));
    assert!(!md.contains("Slide clone"), "{md}");
}

// inside an accordion, a `role="dialog"` sheet is one of its panels (a product's
// details); a dialog elsewhere is still a popup and goes.
#[test]
fn q01_dialog_inside_an_accordion_is_a_panel() {
    let md = markdown(
        "<section class=\"accordion-container\"><h3>Details</h3><div role=\"dialog\"><p>Slim \
         fit, 100% polyester, sweat-wicking.</p></div></section><div role=\"dialog\"><p>Join \
         our newsletter.</p></div>",
    );
    assert_eq!(
        md,
        "### Details\n\nSlim fit, 100% polyester, sweat-wicking."
    );
}

// in a grid of cards whose parts each link to the item (image, name, colour, price),
// the parts stay on the full page though each is all link text; a menu beside them, whose
// items each link somewhere else, still goes as a link run.
#[test]
fn q01_card_parts_linking_to_one_item_are_not_a_link_run() {
    let card = |slug: &str, name: &str, colour: &str, price: &str| {
        format!(
            "<li><a href=\"/p/{slug}\"><img alt=\"{name}\" src=\"/i/{slug}.jpg\"></a>\
             <div><a href=\"/p/{slug}\">{name}</a></div><div><a href=\"/p/{slug}\">{colour}\
             </a></div><div><a href=\"/p/{slug}\">{price}</a></div></li>"
        )
    };
    let md = markdown(&format!(
        "<h1>Wallets</h1><p>Metal wallets for cards and cash.</p><div><div><a href=\"/c/kits\">\
         Kits</a></div><div><a href=\"/c/pens\">Pens</a></div><div><a href=\"/c/parts\">Parts\
         </a></div></div><ul>{}{}</ul>",
        card("olive", "Slim wallet", "Matte Olive", "$76"),
        card("navy", "Slim wallet", "Alpine Navy", "$79"),
    ));
    assert!(
        md.contains("[Matte Olive](") && md.contains("[$79]("),
        "{md}"
    );
    assert!(md.contains("![Slim wallet]("), "{md}");
    assert!(!md.contains("Kits") && !md.contains("Pens"), "{md}");
}

// a page whose body yields no text (a thread served without its posts) gives its
// description, introduced as such: the longest of `description` and `og:description`. A page
// with text in its body does not.
#[test]
fn q01_empty_body_gives_the_page_description() {
    let head = "<head><title>Choosing a telescope</title><meta name=\"description\" \
                content=\"I am new to astronomy &amp;hellip;\"><meta property=\"og:description\" \
                content=\"I am new to astronomy and want a first telescope for planets.\"></head>";
    let md = markdown(&format!(
        "<html>{head}<body><div id=\"app\"></div></body></html>"
    ));
    assert_eq!(
        md,
        "*The page's body has no text; its description says:*\n\nI am new to astronomy and \
         want a first telescope for planets."
    );
    let md = markdown(&format!(
        "<html>{head}<body><p>Posts load here.</p></body></html>"
    ));
    assert_eq!(md, "Posts load here.");
}

// links written with nothing between them (tag chips a stylesheet spaces out) are
// parted by a space, so that their words do not run together; a link after text or after a
// space is written as before.
#[test]
fn q01_adjacent_links_are_parted_by_a_space() {
    let md = markdown(
        "<p>Tags: <a href=\"/t/pvp\">PvP</a><a href=\"/t/fps\">Shooter</a><a href=\"/t/coop\">\
         Co-op</a> and <a href=\"/t/rpg\">RPG</a>.</p>",
    );
    assert!(md.starts_with("Tags: [PvP]("), "{md}");
    assert!(md.contains("/t/pvp) [Shooter]("), "{md}");
    assert!(md.contains("/t/fps) [Co-op]("), "{md}");
    assert!(md.contains("/t/coop) and [RPG]("), "{md}");
}

// a link run labelled as an index stays on the full page: a table of contents, and the
// letters of an A–Z index; the same links under another label are still a menu.
#[test]
fn q01_labelled_indexes_are_not_link_runs() {
    let links = |words: &[&str]| {
        words
            .iter()
            .map(|w| format!("<div><a href=\"/{w}\">{w}</a></div>"))
            .collect::<String>()
    };
    let md = markdown(&format!(
        "<h1>Chapter 11. Indexes</h1><p><b>Table of Contents</b></p>{}<p>A</p>{}<p>More</p>{}",
        links(&["Introduction", "Types", "Ordering"]),
        links(&["Anchors", "Adapters", "Axles"]),
        links(&["Login", "Cart", "Help"]),
    ));
    assert!(
        md.contains("[Introduction](") && md.contains("[Ordering]("),
        "{md}"
    );
    assert!(md.contains("[Anchors](") && md.contains("[Axles]("), "{md}");
    assert!(!md.contains("Login") && !md.contains("Help"), "{md}");
}

// Q-01 (size), F-06: a template's holes that no script filled (`{{ error.message }}`,
// `${{amount}}`) are not written, on the full page nor under `--main`; a sentence that shows
// a placeholder in code stays.
#[test]
fn q01_unrendered_template_placeholders_are_not_written() {
    let html = "<h1>Forms in templates</h1><p>Place the form in the template and each field \
        is rendered with its label and its errors.</p><p><b>{{ board.errors[12].message }}\
        </b></p><p>${{amount_no_decimals}}</p><p>Write <code>{{ form }}</code> where the \
        form should appear, and the template language does the rest.</p>";
    let expected = "# Forms in templates\n\nPlace the form in the template and each field is \
        rendered with its label and its errors.\n\nWrite `{{ form }}` where the form should \
        appear, and the template language does the rest.";
    assert_eq!(markdown(html), expected);
    let main = crate::reader::read_main(html)["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        !main.contains("board.errors") && !main.contains("amount"),
        "{main}"
    );
    assert!(main.contains("`{{ form }}`"), "{main}");
}

// Q-01 (size), F-06: a site builder's filler text left in blocks nobody wrote ("Lorem ipsum
// dolor sit amet", a list of "Lorem ipsum 1") is not written, on the full page nor under
// `--main`; a sentence about the filler stays.
#[test]
fn q01_filler_text_is_not_written() {
    let html = "<h1>Typesetting</h1><p>Lorem ipsum is the filler text printers have used \
        since the sixteenth century to show a layout.</p><h3>Lorem Ipsum</h3><ul><li>Lorem \
        ipsum 1</li><li>Lorem ipsum 2</li></ul><p>Lorem ipsum dolor sit amet, consectetur \
        adipiscing elit, sed do eiusmod tempor.</p><p>Its words come from a text by Cicero \
        on the ends of good and evil, cut and changed.</p>";
    let expected = "# Typesetting\n\nLorem ipsum is the filler text printers have used since \
        the sixteenth century to show a layout.\n\nIts words come from a text by Cicero on the \
        ends of good and evil, cut and changed.";
    assert_eq!(markdown(html), expected);
    let main = crate::reader::read_main(html)["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        !main.contains("dolor") && !main.contains("ipsum 1") && !main.contains("### Lorem"),
        "{main}"
    );
    assert!(main.contains("Cicero"), "{main}");
}
