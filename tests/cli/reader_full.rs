//! the full page keeps what a reader opens with a click and drops only
//! chrome, through the real binary. Each test is one rule of `src/page/convert/chrome.rs`
//! and its neighbours; the pages are small fixtures written for these tests.

use crate::reader::{markdown, read};

// every hidden element inside an accordion or FAQ widget is one of its panels, whatever
// its own class; an element with the `hidden` attribute elsewhere still goes.
#[test]
fn q01_hidden_panels_inside_an_accordion_are_kept() {
    let md = markdown(
        "<div class=\"help-accordion\"><h3>Can I pay later?</h3><div style=\"display:none\">\
         <p>Yes, within thirty days.</p></div></div><div hidden><p>Promo \
         code box.</p></div>",
    );
    assert_eq!(md, "### Can I pay later?\n\nYes, within thirty days.");
}

// the panel an earlier toggle names in `aria-controls` is kept; a hidden submenu (a
// list) named the same way is still dropped.
#[test]
fn q01_panel_named_by_aria_controls_is_kept_but_not_a_submenu() {
    let md = markdown(
        "<ul><li><a href=\"#\" aria-controls=\"m1\" aria-expanded=\"false\">Products</a>\
         <ul id=\"m1\" aria-hidden=\"true\"><li><a href=\"/a\">Widgets</a></li></ul></li></ul>\
         <h3><a href=\"#\" aria-controls=\"c1\" aria-expanded=\"false\">How long does a \
         refund take?</a></h3><div id=\"c1\" aria-hidden=\"true\">About a week after we \
         receive the parcel.</div>",
    );
    assert_eq!(
        md,
        "- Products\n\n### How long does a refund take?\n\nAbout a week after we receive the \
         parcel."
    );
}

// a button that holds a question or a sentence keeps its text (FAQ questions without
// ARIA state); a button label goes, also when its text sits in `<div>`s.
#[test]
fn q01_button_question_is_kept_and_button_label_dropped() {
    let md = markdown(
        "<p>Delivery <button>Change</button> options.</p><button type=button>How much does \
         shipping cost?</button><p>Shipping is free.</p><button><div>Add to</div><div>cart\
         </div></button><button><h4>Returns and exchanges policy</h4></button>",
    );
    assert_eq!(
        md,
        "Delivery options.\n\nHow much does shipping cost?\n\nShipping is free.\n\n#### \
         Returns and exchanges policy"
    );
}

// outside the article, a run of logo links (images whose alt text is the link's text)
// and a line of three links are menus and go; a run of product cards whose image and
// title-long name link to the same page is a listing and stays.
#[test]
fn q01_logo_menus_go_and_product_cards_stay() {
    let md = markdown(
        "<div><a href=\"/a\"><img src=\"/a.png\" alt=\"Acme\"></a></div><div><a href=\"/b\">\
         <img src=\"/b.png\" alt=\"Bolt\"></a></div><div><a href=\"/c\"><img src=\"/c.png\" \
         alt=\"Crux\"></a></div><p>Our shop sells garden tools.</p>\
         <p><a href=\"/x\">Home</a> <a href=\"/y\">Shop</a> <a href=\"/z\">Blog</a></p>\
         <p>New this season:</p>\
         <div><a href=\"/p/1\"><img src=\"/1.jpg\" alt=\"Spade\"></a></div><div><a \
         href=\"/p/1\">Stainless steel garden spade with a forged carbon blade, a long ash handle and a wide tread for heavy clay soil</a>\
         </div><div><a href=\"/p/2\"><img src=\"/2.jpg\" alt=\"Rake\"></a></div><div><a \
         href=\"/p/2\">Wide leaf rake with a telescopic aluminium handle, spring steel tines and a soft grip for autumn leaves</a>\
         </div>",
    );
    assert!(!md.contains("Acme") && !md.contains("Crux"), "{md}");
    assert!(!md.contains("Blog"), "{md}");
    assert!(
        md.starts_with("Our shop sells garden tools.\n\nNew this season:"),
        "{md}"
    );
    assert!(md.contains("Stainless steel garden spade"), "{md}");
    assert!(md.contains("![Rake]"), "{md}");
}

// Q-01, on size: an image shown again goes (a carousel's clone, a logo in header
// and footer), with the link around it when that link's page was linked before; an image
// whose link goes to a page not linked before stays, and so does every first showing.
#[test]
fn q01_repeated_images_go_but_not_their_only_link() {
    let v = read(
        "<article><p><img src=\"/logo.png\" alt=\"Acme\"> Acme garden tools since 1950.</p>\
         <p>Our spade is forged from one piece of carbon steel.</p>\
         <p><a href=\"/spade\"><img src=\"/spade.jpg\" alt=\"Spade\"></a> \
         <a href=\"/spade\">The forged spade</a></p>\
         <p><a href=\"/spade\"><img src=\"/spade.jpg\" alt=\"Spade\"></a></p>\
         <p><a href=\"/rake\"><img src=\"/spade.jpg\" alt=\"Spade\"></a> Rake</p>\
         <p><img src=\"/logo.png\" alt=\"Acme\"> Acme, Main Street.</p></article>",
        &[],
    );
    let origin = v["url"]
        .as_str()
        .unwrap()
        .trim_end_matches("/p")
        .to_string();
    assert_eq!(
        v["content"].as_str().unwrap().replace(&origin, "O"),
        "![Acme](O/logo.png) Acme garden tools since 1950.\n\n\
         Our spade is forged from one piece of carbon steel.\n\n\
         [![Spade](O/spade.jpg)](O/spade) [The forged spade](O/spade)\n\n\
         [![Spade](O/spade.jpg)](O/rake) Rake\n\n\
         Acme, Main Street."
    );
}
