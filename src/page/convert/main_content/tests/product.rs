//! F-06 `--main` on product pages, in-process: the product's
//! name, description and specs are the content; shoppers' reviews, recommendation carousels
//! and spec sheets are judged by what a reader of a product page came for.

use super::{main_text, read_main};

/// The page's `--main` Markdown, asserting that the choice was not uncertain.
fn main_content(html: &str) -> String {
    let v = read_main(html);
    assert!(
        v["warnings"]
            .as_array()
            .is_none_or(|w| w.iter().all(|w| w["code"] != "main_content_uncertain")),
        "{v}"
    );
    v["content"].as_str().unwrap().to_string()
}

/// `count` shoppers' reviews, each a `div` of class `review` whose text sits in an element
/// named like content (`review-content`), as review widgets write them.
fn reviews(count: usize) -> String {
    (1..=count)
        .map(|i| {
            format!(
                "<div class=review><h3>Great lamp {i}</h3><div class=review-content><p>Review \
                 {i}: I bought this lamp for my desk and it has been on every evening since. \
                 The light is warm, the arm stays where you put it, and the base does not \
                 wobble at all when I type.</p></div></div>"
            )
        })
        .collect()
}

/// A product page: a menu, the product (an `h1`, a price, a description) and then `after`.
fn product_page(after: &str) -> String {
    format!(
        "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps</a>\
         </div><div class=page><div class=product-info><h1>Brass desk lamp</h1>\
         <p>$79.00</p><p>A desk lamp with a brass arm that holds any angle and a weighted \
         base. The warm LED gives even light over the whole desk and uses little power.</p>\
         <p>The shade turns on its own joint, so the light falls where you work, and the \
         switch on the base dims it in five steps.</p></div>{after}</div>"
    )
}

// F-06 --main on a product page: the shoppers' reviews (`product-reviews`), even when they
// hold more prose than the description and each review's text sits in an element named like
// content (`review-content`), are not the main content.
#[test]
fn f06_main_product_drops_reviews_longer_than_the_description() {
    let html = product_page(&format!(
        "<div class=product-reviews><h2>Customer reviews</h2>{}</div>",
        reviews(4)
    ));
    let content = main_content(&html);
    assert!(content.contains("$79.00"), "{content}");
    assert!(
        content.contains("brass arm that holds any angle"),
        "{content}"
    );
    assert!(!content.contains("Review 1"), "{content}");
    assert!(!content.contains("Review 4"), "{content}");
}

// F-06 --main: a camel-case id naming reviews (`customerReviews`) marks them as reviews too;
// a publisher's blurbs (`editorialReviews`) describe the product and stay.
#[test]
fn f06_main_product_drops_camel_case_named_reviews() {
    let html = format!(
        "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps</a>\
         </div><div class=page><h1>Brass desk lamp</h1><p>$79.00</p>\
         <div id=editorialReviews><h2>From the maker</h2><p>Designed in our workshop after a \
         year of testing with architects, who asked for a lamp that stays where it is put and \
         lights the whole desk evenly.</p><p>The shade turns on its own joint, so the light \
         falls where you work, and the switch on the base dims it in five steps.</p></div>\
         <div id=customerReviews><h2>Customer reviews</h2>{}</div></div>",
        reviews(4)
    );
    let content = main_content(&html);
    assert!(content.contains("Designed in our workshop"), "{content}");
    assert!(content.contains("dims it in five steps"), "{content}");
    assert!(!content.contains("Review 2"), "{content}");
}

// F-06 --main on a page of reviews: when the element named `reviews` holds the page's `h1`,
// the reviews are what the page is about and stay.
#[test]
fn f06_main_page_of_reviews_keeps_them() {
    let html = format!(
        "<title>Lamp reviews</title><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps</a>\
         </div><div class=lamp-reviews><h1>Reviews of the brass desk lamp</h1>{}</div>",
        reviews(4)
    );
    let content = main_content(&html);
    assert!(content.contains("Review 1"), "{content}");
    assert!(content.contains("Review 4"), "{content}");
}

// F-06 --main on a product page: a block of recommended products inside the product's
// container (`product-recommendations`, `upsell`) is an extra beside the product, not part of
// it, even when each card carries a sentence.
#[test]
fn f06_main_product_drops_recommendations_beside_it() {
    let cards: String = (1..=3)
        .map(|i| {
            format!(
                "<div class=card><a href=/lamp-{i}>Reading lamp {i}</a>\
                 <p>It clips to the headboard.</p></div>"
            )
        })
        .collect();
    let html = format!(
        "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps</a>\
         </div><div class=product-info><h1>Brass desk lamp</h1><p>$79.00</p><p>A desk lamp \
         with a brass arm that holds any angle and a weighted base. The warm LED gives even \
         light over the whole desk and uses little power.</p><div class=upsell><h2>Complete \
         the desk</h2>{cards}</div><p>The shade turns on its own joint, so the light falls \
         where you work, and the switch on the base dims it in five steps.</p></div>"
    );
    let content = main_content(&html);
    assert!(
        content.contains("brass arm that holds any angle"),
        "{content}"
    );
    assert!(content.contains("dims it in five steps"), "{content}");
    assert!(!content.contains("Reading lamp 1"), "{content}");
    assert!(!content.contains("clips to the headboard"), "{content}");
}

// F-06 --main on a product page: a carousel under a heading that announces other products
// ("Customers also viewed") whose cards hold no prose (a price, a delivery note, a label) is
// dropped, from its heading to the end of the element the heading opens; the product's
// details after it stay.
#[test]
fn f06_main_product_drops_a_carousel_of_other_products() {
    let cards: String = (1..=5)
        .map(|i| {
            format!(
                "<li><h3><a href=/lamp-{i}>Reading lamp {i}</a></h3><p>${i}9.00</p>\
                 <p>Free delivery</p></li>"
            )
        })
        .collect();
    let html = format!(
        "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps</a>\
         </div><div class=item><h1>Brass desk lamp</h1><p>$79.00</p><p>A desk lamp with a \
         brass arm that holds any angle and a weighted base. The warm LED gives even light \
         over the whole desk and uses little power.</p><div class=carousel><h2>Customers \
         also viewed</h2><ul>{cards}</ul></div><div class=details><p>Condition: new</p>\
         <p>The shade turns on its own joint, so the light falls where you work, and the \
         switch on the base dims it in five steps.</p></div></div>"
    );
    let content = main_content(&html);
    assert!(
        content.contains("brass arm that holds any angle"),
        "{content}"
    );
    assert!(content.contains("Condition: new"), "{content}");
    assert!(content.contains("dims it in five steps"), "{content}");
    assert!(!content.contains("Customers also viewed"), "{content}");
    assert!(!content.contains("$19.00"), "{content}");
    assert!(!content.contains("Free delivery"), "{content}");
}

// F-06 --main, Q-01: a section whose heading only sounds like recommendations ("Recommended
// settings") but holds a table is the page's own content and stays, though none of its
// blocks is a sentence.
#[test]
fn f06_main_keeps_a_recommended_table() {
    let html = "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>\
        Lamps</a></div><div class=item><h1>Brass desk lamp</h1><p>$79.00</p><p>A desk lamp \
        with a brass arm that holds any angle and a weighted base. The warm LED gives even \
        light over the whole desk and uses little power.</p><div class=setup><h2>Recommended \
        settings</h2><table><tr><th>Room</th><th>Level</th></tr><tr><td>Desk</td><td>3</td>\
        </tr><tr><td>Bedside</td><td>1</td></tr></table></div><p>The shade turns on its own \
        joint, so the light falls where you work, and the switch on the base dims it in five \
        steps.</p></div>";
    let content = main_content(html);
    assert!(content.contains("dims it in five steps"), "{content}");
    assert!(content.contains("Recommended settings"), "{content}");
    assert!(content.contains("| Bedside | 1 |"), "{content}");
}

// F-06 --main on a product page: a shop's reviews written as a comment list
// inside the reviews (`#reviews > #comments > li.review > .description`, as WooCommerce writes
// them) are reviews, though each review's text sits in an element named like content.
#[test]
fn f06_main_product_drops_a_comment_list_inside_the_reviews() {
    let items: String = (1..=4)
        .map(|i| {
            format!(
                "<li class=review><div class=comment-text><p><b>Shopper {i}</b> - May {i}</p>\
                 <div class=description><p>Review {i}: I bought this lamp for my desk and it \
                 has been on every evening since. The light is warm, the arm stays where you \
                 put it, and the base does not wobble at all when I type.</p></div></div></li>"
            )
        })
        .collect();
    let html = product_page(&format!(
        "<div id=reviews><h2>Reviews (4)</h2><div id=comments><ol class=commentlist>{items}\
         </ol></div></div>"
    ));
    let content = main_content(&html);
    assert!(content.contains("$79.00"), "{content}");
    assert!(content.contains("dims it in five steps"), "{content}");
    assert!(!content.contains("Review 1"), "{content}");
    assert!(!content.contains("Review 4"), "{content}");
}

// F-06 --main on a product page: in a carousel of other products ("Explore
// related items"), a card's title with an abbreviation's dot ("No. 2") and a link of a
// sentence ("See all …") are not prose of the page's own: the carousel goes.
#[test]
fn f06_main_product_drops_a_carousel_whose_titles_have_dots() {
    let cards: String = (1..=4)
        .map(|i| {
            format!(
                "<li><h3><a href=/lamp-{i}>Reading lamp No. {i} with a brass arm</a></h3>\
                 <p>${i}9.00</p><p>Free delivery</p></li>"
            )
        })
        .collect();
    let html = format!(
        "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps</a>\
         </div><div class=item><h1>Brass desk lamp</h1><p>$79.00</p><p>A desk lamp with a \
         brass arm that holds any angle and a weighted base. The warm LED gives even light \
         over the whole desk and uses little power.</p><p>Each lamp is assembled by hand in \
         our workshop and tested for a full day before it is packed and sent to you.</p>\
         <div class=carousel><h2>Explore \
         related items</h2><p><a href=/all>See all the forty lamps of this maker in the \
         shop. They ship free.</a></p><ul>{cards}</ul></div><div class=details><p>The shade \
         turns on its own joint, so the light falls where you work, and the switch on the \
         base dims it in five steps.</p></div></div>"
    );
    let content = main_content(&html);
    assert!(content.contains("$79.00"), "{content}");
    assert!(content.contains("dims it in five steps"), "{content}");
    assert!(!content.contains("Explore related items"), "{content}");
    assert!(!content.contains("Reading lamp No. 1"), "{content}");
    assert!(!content.contains("See all the forty"), "{content}");
}

/// A product page that says what it is with `head` (a `<meta>`, a JSON-LD script, or
/// nothing), whose product block ends with a section of the shop's terms under `heading`.
fn product_page_with_terms(head: &str, heading: &str) -> String {
    format!(
        "<html><head><title>Desk lamp</title>{head}</head><body><div class=menu><a href=/>\
         Home</a> <a href=/lamps>Lamps</a></div><div class=item><h1>Brass desk lamp</h1>\
         <p>$79.00</p><p>A desk lamp with a brass arm that holds any angle and a weighted \
         base. The warm LED gives even light over the whole desk and uses little power.</p>\
         <p>The shade turns on its own joint, so the light falls where you work, and the \
         switch on the base dims it in five steps.</p><h2>{heading}</h2><p>We ship within two \
         working days from our warehouse. If you are not happy with your order, send it back \
         within thirty days for a full refund.</p></div></body></html>"
    )
}

// F-06 --main on a page that says it is a product's (`og:type` product, schema.org
// `Product` as microdata or JSON-LD): a section of the shop's terms ("Shipping
// & Returns") is the same on every product and goes; the product's description stays.
#[test]
fn f06_main_product_drops_the_shops_shipping_terms() {
    for head in [
        "<meta property=og:type content=product>",
        "<script type=application/ld+json>{\"@context\": \"https://schema.org\", \"@type\": \
         \"Product\", \"name\": \"Brass desk lamp\"}</script>",
        "<meta itemscope itemtype=https://schema.org/Product>",
    ] {
        let content = main_content(&product_page_with_terms(head, "Shipping &amp; Returns"));
        assert!(content.contains("$79.00"), "{head}: {content}");
        assert!(
            content.contains("dims it in five steps"),
            "{head}: {content}"
        );
        assert!(!content.contains("Shipping"), "{head}: {content}");
        assert!(!content.contains("We ship within"), "{head}: {content}");
    }
}

// Q-02 --main: a JSON-LD script inside a hidden box of the body (a shop's structured data
// in a `div` that is not shown) declares a product as one in the head does: the shop's
// shipping terms go; the same box declaring an organisation declares nothing.
#[test]
fn q02_a_json_ld_product_in_a_hidden_box_of_the_body_declares_a_product() {
    for (kind, product) in [("Product", true), ("Organization", false)] {
        let script = format!(
            "<div hidden><script type=application/ld+json>{{\"@context\": \
             \"https://schema.org\", \"@type\": \"{kind}\", \"name\": \"Lamp\"}}\
             </script></div>"
        );
        let html = product_page_with_terms("", "Shipping &amp; Returns")
            .replace("<body>", &format!("<body>{script}"));
        let content = main_content(&html);
        assert!(
            content.contains("dims it in five steps"),
            "{kind}: {content}"
        );
        assert_eq!(
            !content.contains("We ship within"),
            product,
            "{kind}: {content}"
        );
    }
}

// F-06 --main: the same section stays on a page that does not say it is a product's (an
// article about shipping), and on a product's page when its heading is a question (an FAQ's
// entry) or names the product's warranty.
#[test]
fn f06_main_keeps_terms_that_are_the_pages_own() {
    let product = "<meta property=og:type content=product>";
    for (head, heading) in [
        ("", "Shipping &amp; Returns"),
        (product, "How fast is the delivery?"),
        (product, "Warranty &amp; Returns"),
    ] {
        let content = main_content(&product_page_with_terms(head, heading));
        assert!(content.contains("We ship within"), "{heading}: {content}");
    }
}

// F-06 --main on a page that says it is a product's: a description written
// twice (a desktop and a mobile copy, far apart) is given once.
#[test]
fn f06_main_product_writes_a_repeated_description_once() {
    let copy = "<p>A desk lamp with a brass arm that holds any angle and a weighted base. The \
                warm LED gives even light over the whole desk and uses little power.</p><p>The \
                shade turns on its own joint, so the light falls where you work, and the \
                switch on the base dims it in five steps.</p>";
    let specs: String = (1..=10)
        .map(|i| format!("<li>Part {i}: brass, {i}0 mm</li>"))
        .collect();
    let html = format!(
        "<html><head><title>Desk lamp</title><meta property=og:type content=product></head>\
         <body><div class=item><h1>Brass desk lamp</h1><p>$79.00</p><div class=desktop>{copy}\
         </div><ul>{specs}</ul><div class=mobile>{copy}</div></div></body></html>"
    );
    let content = main_content(&html);
    assert!(content.contains("Part 10: brass"), "{content}");
    assert_eq!(
        content.matches("dims it in five steps").count(),
        1,
        "{content}"
    );
    assert_eq!(content.matches("holds any angle").count(), 1, "{content}");
}

// F-06 --main: the small print under a product's description (`disclaimer`,
// `product-disclaimers`: "Images simulated, availability may vary") is an extra beside the
// content, like an author bio.
#[test]
fn f06_main_drops_the_disclaimers_under_a_description() {
    for class in ["disclaimer", "product-disclaimers"] {
        let html = format!(
            "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps\
             </a></div><div class=item><h1>Brass desk lamp</h1><p>$79.00</p><p>A desk lamp \
             with a brass arm that holds any angle and a weighted base. The warm LED gives \
             even light over the whole desk and uses little power.</p><p>The shade turns on \
             its own joint, so the light falls where you work, and the switch on the base \
             dims it in five steps.</p><div class={class}><p>* Images are simulated for \
             illustration. Colours and availability may vary by country and by shop.</p>\
             </div></div>"
        );
        let content = main_content(&html);
        assert!(
            content.contains("dims it in five steps"),
            "{class}: {content}"
        );
        assert!(
            !content.contains("Images are simulated"),
            "{class}: {content}"
        );
    }
}

/// A product page that says it is one (`og:type` product) whose product block ends with a
/// section under `heading` holding a short sentence about the shop: it is not prose about
/// the product.
fn product_page_with_shop_section(heading: &str) -> String {
    format!(
        "<html><head><title>Desk lamp</title><meta property=og:type content=product></head>\
         <body><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps</a></div>\
         <div class=item><h1>Brass desk lamp</h1><p>$79.00</p><p>A desk lamp with a brass \
         arm that holds any angle and a weighted base. The warm LED gives even light over the \
         whole desk and uses little power.</p><p>The shade turns on its own joint, so the \
         light falls where you work, and the switch on the base dims it in five steps.</p>\
         <h2>{heading}</h2><p>Our workshop has answered every message within a day for \
         twelve years, and most orders leave the same afternoon.</p><p>Joined in 2012</p>\
         </div></body></html>"
    )
}

// F-06 --main on a page that says it is a product's: a section about the shop
// or its seller rather than the product (the seller's profile and feedback, what customers
// say of the shop, why to buy from it, its values) goes like the shop's terms; the product's
// description stays.
#[test]
fn f06_main_product_drops_the_sellers_profile_and_the_shops_pitch() {
    for heading in [
        "Meet your seller",
        "Seller feedback (1,204)",
        "What customers say",
        "Why buy from us",
        "The best place to buy a lamp",
        "Our values",
    ] {
        let content = main_content(&product_page_with_shop_section(heading));
        assert!(content.contains("$79.00"), "{heading}: {content}");
        assert!(
            content.contains("dims it in five steps"),
            "{heading}: {content}"
        );
        assert!(
            !content.contains("Our workshop has"),
            "{heading}: {content}"
        );
        assert!(!content.contains("Joined in 2012"), "{heading}: {content}");
    }
}

// F-06 --main: headings that offer other products to buy instead or beside
// this one ("Sponsored products", "Complete the look", "Bundles & offers", "More buying
// options", "Products related to this item", "More to explore") announce a carousel of other
// products' cards, which goes; the product's details after it stay.
#[test]
fn f06_main_product_drops_sponsored_and_bundled_offers() {
    let cards: String = (1..=5)
        .map(|i| {
            format!(
                "<li><h3><a href=/lamp-{i}>Reading lamp {i}</a></h3><p>${i}9.00</p>\
                 <p>In stock</p></li>"
            )
        })
        .collect();
    for heading in [
        "Sponsored products",
        "Complete the look",
        "Bundles &amp; offers",
        "More buying options",
        "Products related to this item",
        "More to explore",
        "Goes well with",
    ] {
        let html = format!(
            "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps\
             </a></div><div class=item><h1>Brass desk lamp</h1><p>$79.00</p><p>A desk lamp \
             with a brass arm that holds any angle and a weighted base. The warm LED gives \
             even light over the whole desk and uses little power.</p><div class=carousel>\
             <h2>{heading}</h2><ul>{cards}</ul></div><div class=details><p>Condition: new</p>\
             <p>The shade turns on its own joint, so the light falls where you work, and the \
             switch on the base dims it in five steps.</p></div></div>"
        );
        let content = main_content(&html);
        assert!(
            content.contains("dims it in five steps"),
            "{heading}: {content}"
        );
        assert!(content.contains("Condition: new"), "{heading}: {content}");
        assert!(!content.contains("$19.00"), "{heading}: {content}");
        assert!(!content.contains("Reading lamp 2"), "{heading}: {content}");
    }
}

// F-06 --main: what a sidebar holds is the sidebar's, even its parts named like
// content: a text widget (`widget_text`) of the shop's testimonials beside the product stays
// out.
#[test]
fn f06_main_product_drops_a_sidebar_text_widget() {
    let testimonials: String = (1..=2)
        .map(|i| format!("<p>Testimonial {i}: the shop shipped my order the same day.</p>"))
        .collect();
    let html = product_page(&format!(
        "<div id=sidebar><div class=widget_text><h4>What our customers say</h4>\
         {testimonials}</div></div>"
    ));
    let content = main_content(&html);
    assert!(content.contains("dims it in five steps"), "{content}");
    assert!(!content.contains("Testimonial 1"), "{content}");
    assert!(!content.contains("Testimonial 2"), "{content}");
}

// F-06 --main: on a product's page, a grid of other products' cards that no
// heading announces (each card a name, a price, a link, no prose) goes; the product's own
// price and its editions under headings of their own stay.
#[test]
fn f06_main_product_drops_a_grid_of_cards_without_a_heading() {
    let cards: String = (1..=4)
        .map(|i| {
            format!(
                "<div class=tile><p>Reading lamp {i}</p><p>£{i}9.00</p>\
                 <a href=/lamp-{i}>to the product</a></div>"
            )
        })
        .collect();
    let editions: String = ["Brass", "Chrome"]
        .iter()
        .map(|e| format!("<div class=edition><h3>{e} edition</h3><p>£89.00</p></div>"))
        .collect();
    let html = format!(
        "<title>Desk lamp</title><script type=application/ld+json>{{\"@type\": \"Product\"}}\
         </script><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps</a></div>\
         <div class=page><h1>Brass desk lamp</h1><p>£79.00</p><p>A desk lamp with a brass arm \
         that holds any angle and a weighted base. The warm LED gives even light over the \
         whole desk and uses little power.</p>{editions}<div class=strip>{cards}</div>\
         <p>The shade turns on its own joint, so the light falls where you work, and the \
         switch on the base dims it in five steps.</p></div>"
    );
    let content = main_content(&html);
    assert!(content.contains("£79.00"), "{content}");
    assert!(content.contains("Chrome edition"), "{content}");
    assert!(content.contains("dims it in five steps"), "{content}");
    assert!(!content.contains("Reading lamp 2"), "{content}");
    assert!(!content.contains("£39.00"), "{content}");
}

/// A product page (`head` says so, or not) whose details sit in an accordion: each item a
/// label written as a `div` (not a heading) and a panel; the last item's label is `label`.
fn product_page_with_accordion(head: &str, label: &str) -> String {
    format!(
        "<html><head><title>Desk lamp</title>{head}</head><body><div class=menu><a href=/>\
         Home</a> <a href=/lamps>Lamps</a></div><div class=item><h1>Brass desk lamp</h1>\
         <p>$79.00</p><p>A desk lamp with a brass arm that holds any angle and a weighted \
         base. The warm LED gives even light over the whole desk and uses little power.</p>\
         <div class=accordion><div class=accordion-item><div class=accordion-title>Details\
         </div><div class=accordion-panel><p>The shade turns on its own joint, so the light \
         falls where you work, and the switch on the base dims it in five steps.</p></div>\
         </div><div class=accordion-item><div class=accordion-title>{label}</div><div \
         class=accordion-panel><p>We ship within two working days from our warehouse. If you \
         are not happy with your order, send it back within thirty days for a full refund.\
         </p></div></div></div></div></body></html>"
    )
}

// F-06 --main on a product's page: an accordion's item whose label (a `div`,
// not a heading) names only the shop's terms ("Shipping & Returns") goes with its panel; the
// product's details in the item before it stay, and so does the same item on a page that does
// not say it is a product's, or under a label that names something else too.
#[test]
fn f06_main_product_drops_an_accordion_of_the_shops_terms() {
    let product = "<meta property=og:type content=product>";
    for label in ["Shipping &amp; Returns", "Delivery and returns information"] {
        let content = main_content(&product_page_with_accordion(product, label));
        assert!(content.contains("$79.00"), "{label}: {content}");
        assert!(
            content.contains("dims it in five steps"),
            "{label}: {content}"
        );
        assert!(!content.contains("We ship within"), "{label}: {content}");
        assert!(!content.contains("Returns"), "{label}: {content}");
    }
    for (head, label) in [
        ("", "Shipping &amp; Returns"),
        (product, "Shipping of lamp parts"),
    ] {
        let content = main_content(&product_page_with_accordion(head, label));
        assert!(content.contains("We ship within"), "{label}: {content}");
    }
}

// F-06 --main: a sign-up box (an invitation and a form with a field for an e-mail address or
// a phone number) inside the page goes; a box around a `tel` field too short for a phone
// number (a ZIP code for the delivery estimate) stays.
#[test]
fn f06_main_product_drops_sign_up_box() {
    let html = product_page(
        "<div class=delivery><p>Delivery to your door in three to five working days.</p>\
         <form><input type=tel maxlength=5 placeholder=ZIP></form></div>\
         <section class=club><div><p>Be the first to know!</p><p>Get our lamp deals texted \
         right to your phone every week.</p></div><form><input type=tel placeholder=Phone>\
         <button>Sign me up</button></form><p>By signing up, you agree to receive recurring \
         messages at the number provided.</p></section>\
         <div class=club2><p>Join the club for early news.</p><form>\
         <input type=email placeholder=Email></form></div>",
    );
    let content = main_content(&html);
    assert!(
        content.contains("brass arm that holds any angle"),
        "{content}"
    );
    assert!(content.contains("three to five working days"), "{content}");
    assert!(!content.contains("Be the first to know"), "{content}");
    assert!(!content.contains("By signing up"), "{content}");
    assert!(!content.contains("Join the club"), "{content}");
}

// F-06, Q-02 --main: on a product's page, the stars widget's lines ("4.7 out of 5 stars",
// "1,935 ratings", "29 customer reviews") go; near misses stay: the spec that names a rating
// ("Power rating 1200 W"), an edition named after stars and the description's sentence
// about reviewers.
#[test]
fn q02_product_drops_its_rating_lines() {
    let html = "<title>Blender</title><script type=application/ld+json>{\"@type\": \
         \"Product\"}</script><div class=menu><a href=/>Home</a> <a href=/kitchen>Kitchen</a>\
         </div><div class=page><h1>Kitchen blender</h1><p>4.7 out of 5 stars</p>\
         <p>1,935 ratings</p><p>$179.00</p><p>A blender with a glass jug and a steel blade that \
         crushes ice in seconds. Its five programs make smoothies, soups and nut butters \
         without any stirring.</p><ul><li>Stars and stripes edition in 2 colours</li><li>Power rating 1200 W</li><li>Jug 1.8 litres</li></ul>\
         <p>Reviewers praise how quietly it runs, and 2 of our testers use it every morning \
         for their breakfast smoothies.</p><p>(29 customer reviews)</p></div>";
    let content = main_content(html);
    for kept in [
        "$179.00",
        "glass jug",
        "Power rating 1200 W",
        "Stars and stripes edition",
        "Jug 1.8 litres",
        "Reviewers praise",
    ] {
        assert!(content.contains(kept), "{kept} went: {content}");
    }
    for gone in ["out of 5 stars", "1,935 ratings", "29 customer reviews"] {
        assert!(!content.contains(gone), "{gone} stayed: {content}");
    }
}

// Q-02 --main: near miss: a page that does not declare a product (a review of a hotel)
// keeps its line of stars.
#[test]
fn q02_rating_lines_stay_on_a_page_that_is_not_a_product() {
    let body: String = (1..=4).map(super::prose).collect();
    let html = format!(
        "<html><head><title>Hotel review</title></head><body><article><h1>Our stay by the \
         river</h1><p>4.5 out of 5 stars</p>{body}</article></body></html>"
    );
    let md = super::main_text(&html);
    assert!(md.contains("4.5 out of 5 stars"), "{md}");
}

// F-06, Q-02 --main: on a listing of products, each card's labelled price lines ("Regular
// price $129.99", "Sale price $99.99 Regular price $209.99", "Unit price / per") go; the
// cards' names, descriptions and bare prices stay.
#[test]
fn q02_a_listing_of_products_drops_its_labelled_price_lines() {
    let cards: String = (1..=6)
        .map(|n| {
            format!(
                "<li class=card><h3><a href=/p/{n}>Trail headphones model {n}</a></h3>\
                 <p>Wireless headphones number {n} with a long battery life</p>\
                 <p>${n}5.00</p><p>Regular price ${n}9.99</p><p>Sale price ${n}4.99 Regular price ${n}9.99 \
                 (-38%)</p><p>Unit price / per</p></li>"
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>Headphones</title></head><body><div class=menu><a href=/>Home</a> \
         <a href=/sale>Sale</a></div><main><h1>Headphones</h1>\
         <ul class=grid>{cards}</ul></main></body></html>"
    );
    let md = super::main_text(&html);
    assert!(md.contains("Trail headphones model 1"), "{md}");
    assert!(md.contains("Trail headphones model 6"), "{md}");
    assert!(md.contains("number 6 with a long battery life"), "{md}");
    assert!(md.contains("$65.00"), "{md}");
    for gone in ["Regular price", "Sale price", "Unit price"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02 --main: near miss: an article's list of picks keeps each pick's "Price: $248" line
// and a sentence about a sale price.
#[test]
fn q02_an_articles_price_lines_stay() {
    let body: String = (1..=4).map(super::prose).collect();
    let html = format!(
        "<html><head><title>Best tents</title></head><body><article><h1>The best tents</h1>\
         {body}<h2>Ridge tent</h2><p>Price: $248</p><p>Regular price $300</p><p>The sale \
         price of $199 makes it the best buy of the year.</p></article></body></html>"
    );
    let md = super::main_text(&html);
    for kept in [
        "Price: $248",
        "Regular price $300",
        "The sale price of $199",
    ] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

/// A product's page whose carousel of five other lamps' cards (a linked title, a price, a
/// delivery note) sits under an `h2` reading `heading`, between the description and the
/// product's details.
fn product_page_with_carousel(heading: &str) -> String {
    let cards: String = (1..=5)
        .map(|i| {
            format!(
                "<li><h3><a href=/lamp-{i}>Reading lamp {i}</a></h3><p>${i}9.00</p>\
                 <p>Free delivery</p></li>"
            )
        })
        .collect();
    format!(
        "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps</a>\
         </div><div class=item><h1>Brass desk lamp</h1><p>$79.00</p><p>A desk lamp with a \
         brass arm that holds any angle and a weighted base. The warm LED gives even light \
         over the whole desk and uses little power.</p><div class=carousel><h2>{heading}</h2>\
         <ul>{cards}</ul></div><div class=details><p>Condition: new</p><p>The shade turns on \
         its own joint, so the light falls where you work, and the switch on the base dims it \
         in five steps.</p></div></div>"
    )
}

// a carousel of other products goes under the other ways shops announce it too:
// "Similar lamps", "Related lamps", "How about these?", "Consider these items"; the product's
// details after it stay.
#[test]
fn q02_product_drops_carousels_under_more_announcing_headings() {
    for heading in [
        "Similar lamps",
        "Related lamps",
        "How about these?",
        "Consider these items",
    ] {
        let content = main_content(&product_page_with_carousel(heading));
        assert!(content.contains("brass arm"), "{heading}: {content}");
        assert!(
            content.contains("dims it in five steps"),
            "{heading}: {content}"
        );
        assert!(!content.contains(heading), "{heading}: {content}");
        assert!(!content.contains("Reading lamp 3"), "{heading}: {content}");
    }
}

// near miss: a section whose heading names similar or related things but holds the
// product's own prose ("Related care", "Similar to a floor lamp?") stays.
#[test]
fn q02_a_section_of_prose_under_a_similar_heading_stays() {
    let html = "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>\
        Lamps</a></div><div class=item><h1>Brass desk lamp</h1><p>$79.00</p><p>A desk lamp \
        with a brass arm that holds any angle and a weighted base. The warm LED gives even \
        light over the whole desk and uses little power.</p><div class=care><h2>Related care \
        tips</h2><p>Wipe the brass with a dry cloth once a month, and never use a polish that \
        holds ammonia on the lacquered arm.</p></div></div>";
    let content = main_content(html);
    assert!(content.contains("Related care tips"), "{content}");
    assert!(content.contains("Wipe the brass"), "{content}");
}

// near miss: on a product's page, a line counting out of a number that only starts
// with 5 ("Compatible with 12 out of 50 kits", "Ranked 3 out of 57 tents") is not the
// stars widget and stays; "Rated 4 out of 5" goes.
#[test]
fn q02_a_count_out_of_fifty_stays_on_a_product() {
    let html = "<title>Tent</title><script type=application/ld+json>{\"@type\": \"Product\"}\
         </script><div class=menu><a href=/>Home</a> <a href=/tents>Tents</a></div>\
         <div class=page><h1>Ridge tent</h1><p>Rated 4 out of 5</p><p>$248.00</p><p>A two \
         person tent with a steel frame that stands in five minutes and keeps out the rain \
         on the wettest nights of the year.</p><p>Ranked 3 out of 57 tents</p>\
         <p>Compatible with 12 out of 50 kits</p></div>";
    let content = main_content(html);
    assert!(content.contains("steel frame"), "{content}");
    assert!(content.contains("Ranked 3 out of 57 tents"), "{content}");
    assert!(content.contains("12 out of 50 kits"), "{content}");
    assert!(!content.contains("Rated 4 out of 5"), "{content}");
}

/// A page declared a product's (`og:type` product when `product`), whose container holds
/// `before` above the product's name (an `h1`), then its price and description.
fn product_page_with_lines_above_the_name(product: bool, before: &str) -> String {
    let head = if product {
        "<meta property=og:type content=product>"
    } else {
        ""
    };
    format!(
        "<html><head><title>Desk lamp</title>{head}</head><body><div class=menu><a href=/>\
         Home</a> <a href=/lamps>Lamps</a></div><div class=item>{before}<h1>Brass desk \
         lamp</h1><p>$79.00</p><p>A desk lamp with a brass arm that holds any angle and a \
         weighted base. The warm LED gives even light over the whole desk and uses little \
         power.</p><p>The shade turns on its own joint, so the light falls where you work, \
         and the switch on the base dims it in five steps.</p></div></body></html>"
    )
}

// Q-02 --main on a page that says it is a product's: the shop's short lines above the
// product's name (a badge, a promotion bar) go; the name, the price under it and the
// description stay.
#[test]
fn q02_product_drops_the_shops_lines_above_its_name() {
    let before = "<p>Bestseller</p><p>Build a set and save 10% on 4+</p>";
    let content = main_content(&product_page_with_lines_above_the_name(true, before));
    assert!(!content.contains("Bestseller"), "{content}");
    assert!(!content.contains("save 10%"), "{content}");
    assert!(content.contains("$79.00"), "{content}");
    assert!(content.contains("dims it in five steps"), "{content}");
}

// Q-02 --main: near misses on a product's page: a paragraph of prose above the product's
// name stays, and so does a short line under the name (its price).
#[test]
fn q02_prose_above_a_products_name_and_lines_under_it_stay() {
    let prose = "<p>This lamp was drawn in our studio after a year of sketches, and every \
                 part of it is made in the town where we work.</p>";
    let content = main_content(&product_page_with_lines_above_the_name(true, prose));
    assert!(content.contains("drawn in our studio"), "{content}");
    assert!(content.contains("$79.00"), "{content}");
}

/// A page (declared a product's when `product`) whose product block holds its name, a line
/// of key details and a list of features that holds most of its prose.
fn product_page_with_features(product: bool) -> String {
    let head = if product {
        "<meta property=og:type content=product>"
    } else {
        ""
    };
    let features: String = (1..=6)
        .map(|n| {
            format!(
                "<li>Feature {n}: the pocket on this side of the pack opens with one zip and \
                 holds a bottle, a map and a jacket without pressing on your back.</li>"
            )
        })
        .collect();
    format!(
        "<html><head><title>Trail pack</title>{head}</head><body><div class=menu><a href=/>\
         Home</a> <a href=/packs>Packs</a></div><div class=item><h1>Trail pack 25</h1>\
         <div class=keys><p>Gear capacity: 25 liters</p><p>Weight: 1 lb 13 oz</p></div>\
         <div class=features><ul>{features}</ul></div></div></body></html>"
    )
}

// Q-02 --main on a page that says it is a product's: the container does not narrow to the
// product's list of features; the key details beside it stay.
#[test]
fn q02_product_keeps_its_details_beside_its_list_of_features() {
    let content = main_content(&product_page_with_features(true));
    assert!(content.contains("Gear capacity: 25 liters"), "{content}");
    assert!(content.contains("Feature 6: the pocket"), "{content}");
}

// Q-02 --main: near miss: on a product's page the features and the details stay, and so does
// the product's name; the site's menu beside the product does not come in with them.
#[test]
fn q02_product_keeping_its_details_leaves_the_menu_out() {
    let content = main_content(&product_page_with_features(true));
    assert!(content.contains("Trail pack 25"), "{content}");
    assert!(!content.contains("Packs"), "{content}");
}

/// A product's page whose gallery writes `controls` between the product's name and the
/// product's description (one label beside each thumbnail), and `caption` under it.
fn gallery_page(controls: &[&str], caption: &str) -> String {
    let thumbs: String = controls
        .iter()
        .enumerate()
        .map(|(n, label)| {
            format!(
                "<li class=media-item><span>{label}</span>\
                 <img src=/img/{n}.jpg alt=\"Black mat\"></li>"
            )
        })
        .collect();
    format!(
        "<html><head><title>Yoga mat</title></head><body><main>\
         <h1>Extra thick yoga mat</h1><ul class=media-list>{thumbs}</ul>\
         <p>This mat is a full inch thick, so your knees and wrists rest on foam instead of \
         the floor, and its ribbed surface keeps your hands from sliding in a long hold.</p>\
         <p>It rolls up tight with the strap that comes with it and weighs under two pounds, \
         light enough to carry to class on a bike.</p><p>{caption}</p></main></body></html>"
    )
}

// Q-02: a gallery's labels for screen readers ("Load image 2 in gallery view", "Slide 1 of
// 8") go; the product's name and description stay.
#[test]
fn q02_a_gallerys_controls_go() {
    let md = main_content(&gallery_page(
        &[
            "Load image 1 in gallery view",
            "Load image 2 in gallery view",
            "Slide 1 of 8",
            "Image 3 of 8",
        ],
        "Sold in black and aqua.",
    ));
    assert!(md.contains("Extra thick yoga mat"), "{md}");
    assert!(md.contains("a full inch thick"), "{md}");
    for gone in ["Load image", "Slide 1 of 8", "Image 3 of 8"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// near miss: a sentence that opens like a gallery's label and goes on stays.
#[test]
fn q02_a_sentence_opening_like_a_gallerys_control_stays() {
    let md = main_content(&gallery_page(
        &["Load image 1 in gallery view"],
        "Image 2 of 5 shows the mat rolled up with its strap.",
    ));
    assert!(md.contains("Image 2 of 5 shows the mat rolled up"), "{md}");
}

/// A product's page (`og:type` product) whose size picker writes `sizes` one per list item
/// under the product's name, with `specs` under the description.
fn size_picker_page(sizes: &[&str], specs: &str) -> String {
    let items: String = sizes.iter().map(|s| format!("<li>{s}</li>")).collect();
    format!(
        "<html><head><title>Trail shoe</title><meta property=og:type content=product></head>\
         <body><main><h1>Trail running shoe</h1><p>Size</p><ul class=sizes>{items}</ul>\
         <p>A light trail shoe with a rock plate under the forefoot and a grippy outsole that \
         holds on wet stone, made for long days in the hills.</p>\
         <p>The upper is a tight mesh that keeps grit out and dries within an hour after a \
         river crossing.</p>{specs}</main></body></html>"
    )
}

// a size picker's figures, each alone on its line, go on a product's page; the
// product's name and description stay.
#[test]
fn q02_a_size_pickers_figures_go() {
    let md = main_content(&size_picker_page(&["8", "9", "10", "11"], ""));
    assert!(md.contains("Trail running shoe"), "{md}");
    assert!(md.contains("rock plate"), "{md}");
    for line in md.lines() {
        assert!(
            !["8", "9", "10", "11"].contains(&line.trim_start_matches("- ")),
            "{md}"
        );
    }
}

// near miss: a figure with its unit, or in a table of specs, stays.
#[test]
fn q02_a_figure_with_its_unit_or_in_a_table_stays() {
    let md = main_content(&size_picker_page(
        &["4 mm", "6 mm"],
        "<table><tr><th>Drop</th><td>6</td></tr><tr><th>Stack</th><td>28</td></tr></table>",
    ));
    assert!(md.contains("4 mm"), "{md}");
    assert!(md.contains("| 28 |"), "{md}");
}

/// A product's page (`declared` or not as one) whose box holds the name, a price and a list
/// of specs (`specs` of them, no prose), beside a long carousel of other products' linked
/// cards and a footer of `links`: the carousel is the page's largest listing.
fn product_beside_a_carousel(declared: bool, specs: usize, links: usize) -> String {
    let head = if declared {
        "<script type=application/ld+json>{\"@type\": \"Product\"}</script>"
    } else {
        ""
    };
    let specs: String = (1..=specs)
        .map(|i| format!("<div><dt>Part {i}:</dt><dd>brass {i}</dd></div>"))
        .collect();
    let cards: String = (1..=12)
        .map(|i| {
            format!(
                "<li><a href=/jacket-{i}><h3>Quilted winter jacket in dark green {i}</h3></a>\
                 <a href=/jacket-{i}>€{i}9.99</a></li>"
            )
        })
        .collect();
    let footer: String = (1..=links)
        .map(|i| format!("<li><a href=/help-{i}>Help topic number {i}</a></li>"))
        .collect();
    format!(
        "<html><head><title>Brass desk lamp</title>{head}</head><body><div class=menu>\
         <a href=/>Home</a> <a href=/lamps>Lamps</a></div><div class=page><div class=box>\
         <h1>Brass desk lamp</h1><p>€79.00 VAT included</p><dl>{specs}</dl></div>\
         <div class=reco><h2>More to wear</h2><ul>{cards}</ul></div></div>\
         <div class=bottom><ul>{footer}</ul></div></body></html>"
    )
}

// Q-02 --main on a product's page whose box has no prose (a name, a price, a list of specs):
// the carousel of other products beside it is the page's largest listing, too small a share
// of the page to be trusted; the box around the `h1` stands for the page instead of the full
// page.
#[test]
fn q02_product_box_stands_for_a_page_whose_listing_is_a_carousel() {
    let v = read_main(&product_beside_a_carousel(true, 20, 80));
    let content = v["content"].as_str().unwrap();
    assert!(v["warnings"].as_array().unwrap().is_empty(), "{v}");
    assert!(content.contains("€79.00"), "{content}");
    assert!(content.contains("brass 7"), "{content}");
    assert!(!content.contains("Quilted winter jacket"), "{content}");
    assert!(!content.contains("Help topic number"), "{content}");
}

// Q-02 --main: a product's box of a few lines (its name and price) beside the carousel does
// not stand for the page (the page falls back to the full page), and a page that does not say
// it is a product's is not read for a product's box.
#[test]
fn q02_a_small_box_or_a_page_not_a_products_is_not_taken_for_the_product() {
    let v = read_main(&product_beside_a_carousel(true, 0, 100));
    assert!(
        v["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|w| w["code"] == "main_content_uncertain"),
        "{v}"
    );
    let v = read_main(&product_beside_a_carousel(false, 20, 80));
    let content = v["content"].as_str().unwrap();
    assert!(!content.starts_with("€79.00"), "{content}");
    assert!(content.contains("Quilted winter jacket"), "{content}");
}

/// A product's page inside `main`: its name, a line and a paragraph, then a block of class
/// `class` (a sheet a button opens, named a modal) holding `sheet`.
fn product_with_a_modal(class: &str, sheet: &str) -> String {
    format!(
        "<html><head><title>Shelf unit</title></head><body><div class=menu><a href=/>Home</a> \
         <a href=/shelves>Shelves</a></div><main><div class=product><h1>Oak shelf unit</h1>\
         <p>Shelf unit, oak veneer, 77x147 cm</p><p>At first glance it is a simple shelf, but \
         every edge is rounded and every shelf lines up with the next, so the unit looks calm \
         and solid wherever it stands.</p><button>Product details</button><div \
         class=\"{class}\">{sheet}</div></div></main><footer><a href=/terms>Terms</a></footer>\
         </body></html>"
    )
}

// Q-02 `--main`: inside `main`, a sheet named a modal that names a product's details
// (`product-details-modal`) is the product's own content a button opens, not a popup over
// the page: its details stay.
#[test]
fn q02_a_product_details_modal_in_main_stays() {
    let md = main_text(&product_with_a_modal(
        "product-details-modal",
        "<p>Designer: Jane Roe</p><p>Article number: 802.758.87</p><p>The shelves can hold \
         up to thirteen kilograms each when the unit stands on a level floor.</p>",
    ));
    assert!(md.contains("At first glance"), "{md}");
    assert!(md.contains("Designer: Jane Roe"), "{md}");
    assert!(md.contains("thirteen kilograms"), "{md}");
}

// Q-02 `--main`: a modal in `main` that does not name a product's details (a newsletter's
// pop-up) still goes.
#[test]
fn q02_a_newsletter_modal_in_main_goes() {
    let md = main_text(&product_with_a_modal(
        "newsletter-modal",
        "<p>Unlock 15% off your first order when you join our list of friends today.</p>",
    ));
    assert!(md.contains("At first glance"), "{md}");
    assert!(!md.contains("Unlock 15%"), "{md}");
}

// under a heading that announces other products ("Keep exploring"), cards whose line is
// a tagline of up to eleven words with a full stop ("The lightest lamp we have ever made
// for a desk.") are still cards, not prose of the page: the carousel goes. (The section of
// care tips under "Related care tips" above, a sentence of more words, stays.)
#[test]
fn q02_a_carousel_whose_cards_carry_a_tagline_goes() {
    let cards: String = (1..=3)
        .map(|i| {
            format!(
                "<li><h3><a href=/lamp-{i}>Reading lamp {i}</a></h3><p>The lightest lamp we \
                 have ever made for a desk.</p><p>${i}9.00</p></li>"
            )
        })
        .collect();
    let html = format!(
        "<title>Desk lamp</title><div class=menu><a href=/>Home</a> <a href=/lamps>Lamps</a>\
         </div><div class=item><h1>Brass desk lamp</h1><p>$79.00</p><p>A desk lamp with a \
         brass arm that holds any angle and a weighted base. The warm LED gives even light \
         over the whole desk and uses little power.</p><div class=carousel><h2>Keep exploring \
         lamps</h2><ul>{cards}</ul></div><div class=details><p>The shade turns on its own \
         joint, so the light falls where you work, and the switch on the base dims it in five \
         steps.</p></div></div>"
    );
    let content = main_content(&html);
    assert!(content.contains("brass arm"), "{content}");
    assert!(content.contains("dims it in five steps"), "{content}");
    assert!(!content.contains("Reading lamp 2"), "{content}");
    assert!(!content.contains("lightest lamp"), "{content}");
}
