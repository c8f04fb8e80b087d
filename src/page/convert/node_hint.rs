//! What an element's name, `id`, `class`, `role` and `itemprop` say about its content
//! (`--main`): the [`NodeHint`] recorded with each structural element.

use lol_html::html_content::Element;

use super::attrs::Attrs;
use super::record::{Declared, NameHints, NameSaid, NodeHint};
use super::stack::ElementKind;
use super::word_table::WordTable;

/// For `--main`: the hint of a structural element (blocks, lists and their items, quotes,
/// tables) and its numbers from its `class` ([`class_numbers`]), or `None` for elements that
/// are not structural. The class value is looked up once for both (E-02).
pub(super) fn node_hint(
    kind: ElementKind,
    name: &str,
    attrs: &Attrs,
    names: &mut NameHints,
) -> Option<(NodeHint, (u32, u32))> {
    if !matches!(
        kind,
        ElementKind::Block { .. }
            | ElementKind::List
            | ElementKind::Item(_)
            | ElementKind::Quote(_)
            | ElementKind::Table
            | ElementKind::Dl
    ) {
        return None;
    }
    let class = attrs.class.map(|value| name_said_once(names, value));
    Some((
        hint_of(name, attrs, class, names),
        class_numbers(name, class),
    ))
}

/// The hint of a structural element named `name`, whose `class` says `class`.
fn hint_of(name: &str, attrs: &Attrs, class: Option<NameSaid>, names: &mut NameHints) -> NodeHint {
    // The page's own classes are state (`right-sidebar`, `has-comments`), not its parts.
    if matches!(name, "html" | "body") {
        return NodeHint::None;
    }
    if name == "main" {
        return NodeHint::Content;
    }
    let (mut content, mut boilerplate, mut reviews) = (false, false, false);
    let mut extra = false;
    let mut said_of = |value: Option<&str>| value.map(|value| name_said_once(names, value));
    // The class was read with the element's numbers.
    for (said, names_part) in [
        (said_of(attrs.id), true),
        (class, true),
        (said_of(attrs.role), false),
        (said_of(attrs.itemprop), false),
    ] {
        let Some(said) = said else {
            continue;
        };
        extra |= names_part && said.extra;
        match said.hint {
            // A comment is often an `<article>`, and named both ways.
            NodeHint::Comments => return NodeHint::Comments,
            NodeHint::Reviews => reviews = true,
            NodeHint::Boilerplate => boilerplate = true,
            NodeHint::Content => content = true,
            NodeHint::None | NodeHint::Extra => {}
        }
    }
    // A caption under a picture is an extra too: it describes the picture (and credits it),
    // it is not the article's text.
    extra |= name == "figcaption";
    // An element named both ways (`post-content` with `id="share-btn"`) is the content.
    if extra {
        NodeHint::Extra
    } else if name == "article" || content {
        NodeHint::Content
    } else if reviews {
        NodeHint::Reviews
    } else if boilerplate || matches!(name, "footer" | "aside" | "nav") {
        NodeHint::Boilerplate
    } else {
        NodeHint::None
    }
}

/// What `value` says ([`names_hint`], and its numbers as a class), read the first time a
/// page asks for it and then taken from `names`: a page repeats its `class` values (every
/// item of a menu, every card of a grid), and the words of each are read once (E-02).
fn name_said_once(names: &mut NameHints, value: &str) -> NameSaid {
    if let Some(&said) = names.get(value) {
        return said;
    }
    let (mut hint, mut extra) = names_hint(value);
    if (extra || matches!(hint, NodeHint::Boilerplate | NodeHint::Comments))
        && is_heading_slug(value)
    {
        (hint, extra) = (NodeHint::None, false);
    }
    let blank = value.trim().is_empty();
    let said = NameSaid {
        hint,
        extra,
        classes: if blank {
            0
        } else {
            fnv_without_digits(value).max(1)
        },
        first_class: fnv_without_digits(value.split_ascii_whitespace().next().unwrap_or_default()),
    };
    names.insert(value.into(), said);
    said
}

/// True when an `id`/`class` value is a heading's text made into an anchor
/// (`how-popular-are-meditation-and-mindfulness`, `h-why-use-social-shopping`): one token of
/// [`SLUG_MIN_WORDS`] words or more, one of them a question's or a sentence's word
/// ([`SLUG_SENTENCE_WORDS`]), whose first two words are not ones [`names_hint`] knows (a
/// `footer-who-we-are` menu entry). Its words are the section's subject, not what the
/// element is (a section about social media is not a sharing box).
fn is_heading_slug(value: &str) -> bool {
    let value = value.trim();
    if value.contains(char::is_whitespace) {
        return false;
    }
    let words: Vec<&[u8]> = value
        .as_bytes()
        .split(|b| !b.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    words.len() >= SLUG_MIN_WORDS
        && words.iter().any(|w| {
            SLUG_SENTENCE_WORDS
                .iter()
                .any(|s| w.eq_ignore_ascii_case(s.as_bytes()))
        })
        && words[..2].iter().all(|w| WORDS.get(w) == 0)
}

/// Words in an anchor [`is_heading_slug`] needs at least.
/// Trades: Higher: fewer short headings' anchors lose their words' hint; lower: longer
/// component names (`recent-posts-widget-with-thumbnails`) may read as headings.
const SLUG_MIN_WORDS: usize = 5;

/// Words of a question or a sentence that a component's name does not use.
const SLUG_SENTENCE_WORDS: [&str; 14] = [
    "how", "what", "why", "when", "where", "which", "who", "is", "are", "does", "do", "can",
    "should", "the",
];

/// What the words of an `id`/`class` value say, and whether they name an extra beside the
/// article ([`EXTRA_WORDS`], or a box about the author: [`AUTHOR_BOX_WORDS`] with `author`
/// in one token). Each token (`sidebar-content`) is named by its last known word, as English
/// compounds are (content next to a sidebar; `entry-footer` is a footer); a comment word
/// anywhere makes the element a comment. Across tokens content wins over reviews
/// (`entry category-product-reviews` is a post), reviews over boilerplate. A testimonial word
/// anywhere cancels comment and review words (`testimonials-comment`: a business's quotes).
fn names_hint(value: &str) -> (NodeHint, bool) {
    let mut hint = NodeHint::None;
    let mut extra = false;
    // A comment word seen (with `extra` as it stood then), and a testimonial word anywhere.
    let mut comments = None;
    let mut testimonial = false;
    for token in value.split_ascii_whitespace() {
        let mut head = NodeHint::None;
        let mut token_words = 0;
        // Bytes, not chars: a word is ASCII letters and digits, and any other byte (each byte
        // of a non-ASCII letter too) parts two words (E-02: a third of this function's time
        // went to decoding chars).
        for word in token
            .as_bytes()
            .split(|b| !b.is_ascii_alphanumeric())
            .filter(|word| !word.is_empty())
        {
            let flags = WORDS.get(word);
            token_words |= flags;
            if flags & COMMENTS != 0 {
                comments.get_or_insert(extra);
            } else if flags & BOILERPLATE != 0 {
                head = NodeHint::Boilerplate;
            } else if flags & REVIEWS != 0 {
                head = NodeHint::Reviews;
            } else if flags & CONTENT != 0 {
                head = NodeHint::Content;
            } else if has_camel_step(word) {
                // The whole word is not one of ours; one of its camel-case parts may be.
                if word.len() >= REVIEWS_PART.len() && has_reviews_hump(word) {
                    head = NodeHint::Reviews;
                } else if has_boilerplate_hump(word) {
                    head = NodeHint::Boilerplate;
                }
            }
        }
        // A shop's promotion bar or banner above the page (`promo-bar__wrapper`); a `promo`
        // alone names a section of the page's own offers (a service's promotions, a
        // coupons page's cards) as often as a box beside them.
        if head == NodeHint::None && token_words & PROMO != 0 && token_words & PROMO_BOX != 0 {
            head = NodeHint::Boilerplate;
        }
        testimonial |= token_words & TESTIMONIAL != 0;
        extra |= token_words & EXTRA != 0
            || token_words & AUTHOR != 0 && token_words & AUTHOR_BOX != 0
            || token_words & CAPTION != 0 && token_words & PICTURE != 0;
        match head {
            NodeHint::Content => hint = NodeHint::Content,
            NodeHint::Reviews if hint != NodeHint::Content => hint = NodeHint::Reviews,
            NodeHint::Boilerplate if hint == NodeHint::None => hint = NodeHint::Boilerplate,
            _ => {}
        }
    }
    // Testimonials are the business's chosen quotes, its content, not readers' comments or
    // shoppers' reviews (`testimonials-comment`, `review testimonial`).
    if testimonial {
        if hint == NodeHint::Reviews {
            hint = NodeHint::None;
        }
    } else if let Some(extra) = comments {
        return (NodeHint::Comments, extra);
    }
    (hint, extra)
}

/// A word (of an `id`/`class` token) names a comment or a comment section.
const COMMENTS: u16 = 1;
/// A word names boilerplate: sidebars, footers, sharing, newsletters, adverts, menus, a shop's
/// panel of filters (`facets`, `refinements`; not `facet` alone: a layout's `facet-row`), a
/// forum post's author panel.
const BOILERPLATE: u16 = 1 << 1;
/// A word names shoppers' reviews and their widgets, beside a product.
const REVIEWS: u16 = 1 << 2;
/// A word names the content: an article, a post, a product's description, a thread.
const CONTENT: u16 = 1 << 3;
/// A word names an extra beside the article ([`EXTRA_WORDS`]).
const EXTRA: u16 = 1 << 4;
/// The word `author`.
const AUTHOR: u16 = 1 << 5;
/// A word that with `author` names a box about the author ([`AUTHOR_BOX_WORDS`]).
const AUTHOR_BOX: u16 = 1 << 6;
/// A boilerplate word that names it as a part of a camel-case word too
/// ([`CAMEL_BOILERPLATE_WORDS`]).
const CAMEL_BOILERPLATE: u16 = 1 << 7;

/// The word `caption`.
const CAPTION: u16 = 1 << 8;
/// A word that with `caption` names a picture's caption ([`PICTURE_WORDS`]).
const PICTURE: u16 = 1 << 9;

/// The word `promo`.
const PROMO: u16 = 1 << 10;
/// A word that with `promo` names a shop's promotion bar ([`PROMO_BOX_WORDS`]).
const PROMO_BOX: u16 = 1 << 11;

/// A word that names testimonials: with it, comment and review words do not count.
const TESTIMONIAL: u16 = 1 << 12;

/// Every word [`names_hint`] knows ([`WORD_GROUPS`]), with what it names.
static WORDS: WordTable<512> = WordTable::new(&WORD_GROUPS);

/// The groups of words of [`WORDS`], each with what its words name. A word names at most
/// one of comments, boilerplate, reviews and content (a unit test checks).
const WORD_GROUPS: [(&[&str], u16); 13] = [
    (&["comments", "comment", "disqus"], COMMENTS),
    (
        &[
            "sidebar",
            "footer",
            "related",
            "share",
            "sharing",
            "social",
            "newsletter",
            "subscribe",
            "subscription",
            "promobar",
            "advert",
            "advertisement",
            "ads",
            "sponsored",
            "breadcrumb",
            "breadcrumbs",
            "navbar",
            "navigation",
            "cookie",
            "cookies",
            "recommended",
            "popular",
            "trending",
            "byline",
            "tagcloud",
            "pagination",
            "pager",
            "facets",
            "refinement",
            "refinements",
            "signup",
            "optin",
            "copyright",
            "complementary",
            "contentinfo",
            "outbrain",
            "taboola",
            "signature",
            "postprofile",
            "userextras",
            "userextra",
            "extrauserinfo",
            "userinfo",
            "userstats",
            "userdetails",
            "authorstats",
            "userbanner",
            "usermedals",
            "votecell",
        ],
        BOILERPLATE,
    ),
    (
        &[
            "reviews",
            "yotpo",
            "bazaarvoice",
            "trustpilot",
            "okendo",
            "judgeme",
        ],
        REVIEWS,
    ),
    (
        &[
            "content",
            "article",
            "post",
            "entry",
            "story",
            "main",
            "body",
            "text",
            "articlebody",
            "postbody",
            "prose",
            "blog",
            "markdown",
            "doc",
            "docs",
            "documentation",
            "thread",
            "topic",
            "message",
            "product",
            "description",
        ],
        CONTENT,
    ),
    (&EXTRA_WORDS, EXTRA),
    (&["author"], AUTHOR),
    (&AUTHOR_BOX_WORDS, AUTHOR_BOX),
    (&CAMEL_BOILERPLATE_WORDS, CAMEL_BOILERPLATE),
    (&["caption"], CAPTION),
    (&PICTURE_WORDS, PICTURE),
    (&["promo"], PROMO),
    (&PROMO_BOX_WORDS, PROMO_BOX),
    (&["testimonial", "testimonials"], TESTIMONIAL),
];

/// True when a word has a camel-case step (a lowercase letter followed by an uppercase one).
fn has_camel_step(word: &[u8]) -> bool {
    word.windows(2)
        .any(|pair| pair[0].is_ascii_lowercase() && pair[1].is_ascii_uppercase())
}

/// The camel-case part [`has_reviews_hump`] looks for (a word shorter than it cannot hold it).
const REVIEWS_PART: &str = "reviews";

/// Boilerplate words that name it as a part of a camel-case word too
/// ([`has_boilerplate_hump`]): words that mean it wherever they stand.
const CAMEL_BOILERPLATE_WORDS: [&str; 8] = [
    "cookie",
    "cookies",
    "newsletter",
    "subscribe",
    "breadcrumb",
    "breadcrumbs",
    "advert",
    "advertisement",
];

/// True when a camel-case word has a part of [`CAMEL_BOILERPLATE_WORDS`] (`cookieWrapper`,
/// `newsletterForm`, `siteBreadcrumb`), as component styles name a cookie notice or a
/// sign-up box. Other boilerplate words do not count as parts: a `cardFooter` or a
/// `pictureNavigation` is a part of the content (measured: all of them lost 0.0003 F1).
fn has_boilerplate_hump(word: &[u8]) -> bool {
    // A word without a camel-case step is one part: the caller has matched whole words.
    camel_parts(word).any(|(_, part)| WORDS.get(part) & CAMEL_BOILERPLATE != 0)
}

/// True when a camel-case word has a part `Reviews` (`customerReviews`, `reviewsContainer`):
/// a widget of shoppers' reviews.
fn has_reviews_hump(word: &[u8]) -> bool {
    camel_parts(word)
        .find(|(_, part)| part.eq_ignore_ascii_case(REVIEWS_PART.as_bytes()))
        // Publishers' blurbs (`editorialReviews`) describe the product.
        .is_some_and(|(start, _)| !word[..start].eq_ignore_ascii_case(b"editorial"))
}

/// The parts of a camel-case word, split where a lowercase letter meets an uppercase one
/// (`customerReviewsBox`: `customer`, `Reviews`, `Box`), each with its byte offset; a word
/// without such a step is one part.
fn camel_parts(word: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    let mut start = 0;
    (1..=word.len()).filter_map(move |i| {
        let step =
            i == word.len() || word[i].is_ascii_uppercase() && word[i - 1].is_ascii_lowercase();
        step.then(|| {
            let part = (start, &word[start..i]);
            start = i;
            part
        })
    })
}

/// Words that name an extra beside the article wherever they stand in an `id`/`class` token
/// (`author-bio`, `related-posts`, `recent-articles`, and a shop's `product-recommendations`,
/// `upsell`, `similar-items` beside a product, and the small print of a `disclaimer`): what
/// `--main` drops inside the main container.
const EXTRA_WORDS: [&str; 25] = [
    "bio",
    // Author box plugins: Simple Author Box (`saboxplugin-wrap`), Starbox (`abh_box`).
    "saboxplugin",
    "abh",
    "biography",
    "authorbox",
    "related",
    "recent",
    "avatar",
    "pagination",
    "recommendations",
    "recommendation",
    "upsell",
    "upsells",
    "similar",
    // Gravity Forms' sign-up and contact forms (`gform_wrapper`), with their hidden fields'
    // notes.
    "gform",
    "disclaimer",
    "disclaimers",
    // The small print around a news article or a post: a picture's credit, the post's
    // metadata line, its tags and likes, a sharing plugin's box (Jetpack's `sharedaddy`), a
    // shop's buy box and an affiliate notice. Not `meta` (a recipe's servings and an
    // event's address), `date` (a listing's cards keep their dates), `rating` (a listing's
    // cards), `disclosure` (an accordion), `paywall` (which names the article's own body on
    // some news sites) or `caption` (a carousel's slides, a video list's descriptions: it cost
    // trafilatura-eval recall below 0.945; with a picture's word in its token it is one:
    // [`PICTURE_WORDS`]).
    "credit",
    "credits",
    "postmetadata",
    "tags",
    "likes",
    "sharedaddy",
    "buybox",
    "affiliate",
];

/// Words that, in one `id`/`class` token with `author`, name a box about the author
/// (`author_desc`, `author-detail-box`, `about-author`, `author-card`).
const AUTHOR_BOX_WORDS: [&str; 9] = [
    "about",
    "box",
    "card",
    "desc",
    "description",
    "detail",
    "details",
    "info",
    "profile",
];

/// Words that, in one `id`/`class` token with `caption`, name a picture's caption
/// (`wp-caption-text`, `media-caption`, `article__img__caption`, `photo-caption`): it
/// describes and credits the picture, as a `figcaption` does, and is not the article's text
/// . `caption` alone is not enough: a video page's `item-caption` holds its
/// description, a carousel's `caption` its slide.
const PICTURE_WORDS: [&str; 12] = [
    "wp",
    "img",
    "image",
    "images",
    "photo",
    "media",
    "picture",
    "pic",
    "foto",
    "bild",
    "figure",
    "attachment",
];

/// Words that, in one `id`/`class` token with `promo`, name a shop's promotion bar or pop-up
/// over the page (`promo-bar`, `promo-banner`, `promo_popup`), boilerplate like a
/// `newsletter` box.
const PROMO_BOX_WORDS: [&str; 7] = [
    "bar", "banner", "strip", "ribbon", "ticker", "popup", "modal",
];

/// A structural element's numbers from its `class` ([`Node::shape`](super::record::Node::shape),
/// [`Node::classes`](super::record::Node::classes)), both 0 for an element without a class.
/// The shape is its tag name and first class token hashed together, digits left out
/// (`post-123`, `odd1`), so that the posts of a thread or the cards of a landing page compare
/// equal: bare `div`s are alike everywhere. The classes are the whole attribute as one
/// number, digits left out. `class` is what the class value says, read once per page
/// ([`NameHints`]).
fn class_numbers(name: &str, class: Option<NameSaid>) -> (u32, u32) {
    let Some(said) = class else {
        return (0, 0);
    };
    if said.classes == 0 {
        return (0, 0);
    }
    let mut shape = fnv_without_digits(name) ^ said.first_class;
    shape = shape.wrapping_mul(FNV_PRIME);
    (shape.max(1), said.classes)
}

/// FNV-1a (32 bits)'s offset basis and prime.
const FNV_BASIS: u32 = 0x811c_9dc5;
const FNV_PRIME: u32 = 0x0100_0193;

/// FNV-1a (32 bits) over the bytes of `text` that are not ASCII digits.
fn fnv_without_digits(text: &str) -> u32 {
    text.bytes()
        .filter(|b| !b.is_ascii_digit())
        .fold(FNV_BASIS, |hash, byte| {
            (hash ^ u32::from(byte)).wrapping_mul(FNV_PRIME)
        })
}

/// What an element's schema.org `itemtype` says: a discussion (a forum thread,
/// `DiscussionForumPosting`, or a question with its answers, `QAPage`), a `Question`, or
/// nothing.
pub(super) fn declares_discussion(attrs: &Attrs) -> Declared {
    let Some(t) = attrs.itemtype else {
        return Declared::Nothing;
    };
    let t = t.trim_end_matches('/');
    if t.ends_with("/DiscussionForumPosting") || t.ends_with("/QAPage") {
        Declared::Discussion
    } else if t.ends_with("/Question") {
        Declared::Question
    } else {
        Declared::Nothing
    }
}

/// True when an element (named `name`) says the page is a product's page: a schema.org
/// `itemtype` of `Product` (or `IndividualProduct`, `ProductModel`, `ProductGroup`), or a
/// `<meta property="og:type">` whose content is `product` (`product.item`, `og:product`).
pub(super) fn declares_product(name: &str, attrs: &Attrs, el: &Element<'_, '_>) -> bool {
    if let Some(t) = &attrs.itemtype {
        let t = t.trim().trim_end_matches('/');
        let last = t.rsplit('/').next().unwrap_or_default();
        return matches!(
            last,
            "Product" | "IndividualProduct" | "ProductModel" | "ProductGroup"
        );
    }
    name == "meta"
        && el
            .get_attribute("property")
            .is_some_and(|p| p.trim().eq_ignore_ascii_case("og:type"))
        && el.get_attribute("content").is_some_and(|c| {
            let c = c.trim().to_ascii_lowercase();
            c.starts_with("product") || c == "og:product"
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The flags that name what a word is part of.
    const KINDS: [u16; 4] = [COMMENTS, BOILERPLATE, REVIEWS, CONTENT];

    #[test]
    fn a_word_names_at_most_one_kind() {
        for (words, flags) in WORD_GROUPS {
            for word in words {
                assert_eq!(WORDS.get(word.as_bytes()) & flags, flags, "{word}");
                let kinds = KINDS
                    .iter()
                    .filter(|&&k| WORDS.get(word.as_bytes()) & k != 0)
                    .count();
                assert!(kinds <= 1, "{word}");
            }
        }
    }

    #[test]
    fn the_last_known_word_of_a_token_names_it() {
        assert_eq!(names_hint("sidebar-content"), (NodeHint::Content, false));
        assert_eq!(names_hint("entry-footer"), (NodeHint::Boilerplate, false));
        assert_eq!(
            names_hint("entry category-product-reviews"),
            (NodeHint::Content, false)
        );
        assert_eq!(names_hint("post comment-list"), (NodeHint::Comments, false));
        // Testimonials are content, whatever else their names say.
        assert_eq!(names_hint("testimonials-comment"), (NodeHint::None, false));
        assert_eq!(names_hint("reviews testimonial"), (NodeHint::None, false));
        assert_eq!(
            names_hint("comment testimonial-text"),
            (NodeHint::Content, false)
        );
        assert_eq!(names_hint("customerReviewsBox"), (NodeHint::Reviews, false));
        assert_eq!(names_hint("editorialReviews"), (NodeHint::None, false));
        assert_eq!(
            names_hint("siteCookieWrapper"),
            (NodeHint::Boilerplate, false)
        );
    }

    #[test]
    fn extras_are_named_anywhere_and_author_boxes_within_a_token() {
        assert_eq!(names_hint("post-related"), (NodeHint::Boilerplate, true));
        assert_eq!(names_hint("author-bio"), (NodeHint::None, true));
        assert_eq!(names_hint("about-author"), (NodeHint::None, true));
        assert_eq!(names_hint("author box"), (NodeHint::None, false));
        assert_eq!(names_hint("AUTHOR_Card"), (NodeHint::None, true));
    }

    #[test]
    fn q02_a_pictures_caption_is_named_an_extra_within_a_token() {
        // `caption` with a picture's word in one token names a picture's caption; alone
        // or beside one in another token it does not (a video's `item-caption`, a slide).
        for name in [
            "wp-caption-text",
            "wp-caption alignnone",
            "media-caption",
            "v-article__img__caption",
            "photo-caption",
        ] {
            assert!(names_hint(name).1, "{name}");
        }
        for name in [
            "caption",
            "item-caption",
            "caption photo-overlay",
            "media-body",
        ] {
            assert!(!names_hint(name).1, "{name}");
        }
    }

    #[test]
    fn q02_the_small_print_of_a_news_article_is_named_an_extra() {
        // a picture's credit, the post's metadata line and tags, a sharing plugin's box
        // and an affiliate notice are extras; an element named `meta`, `date`, `rating`,
        // `paywall` or `caption` is not (a recipe's servings, a card's date, a card's stars, a
        // paywalled body, a slide).
        for name in [
            "img__credit",
            "postmetadata",
            "post-tags",
            "sharedaddy sd-sharing-enabled",
            "affiliate-text",
        ] {
            assert!(names_hint(name).1, "{name}");
        }
        for name in [
            "recipe-meta",
            "star-rating",
            "entry-date",
            "article-paywall",
            "entry-content",
        ] {
            assert!(!names_hint(name).1, "{name}");
        }
    }
}
