//! Product pages (`--main`, F-06, Q-02): the shop's recommendations under the product
//! ("Similar items", "Customers also viewed", "More from this brand") are other products'
//! cards — linked titles, prices, delivery notes — not the product a reader came for; so are
//! sponsored cards, bundles and other sellers' offers. On a page that says it is a product's
//! (schema.org `Product`, `og:type` `product`), the shop's terms under their own heading or
//! an accordion's label (shipping, returns, payment, testimonials) go too, and so does what
//! the shop says of itself (its seller's profile and feedback, why to buy from it): they are
//! the same on every product of the shop; so do blocks written twice (a desktop and a mobile
//! copy of the description).

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;
use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};

use super::super::record::{BlockKind, BlockRecord, Node, in_subtree, subtree_text};
use super::blocks::{kept_text, mostly_links};
use super::choice::Choice;
use super::phrases;
use super::plain_texts::{LineKinds, PlainTexts, drop_short_lines};
use super::repeats::words_hash;
use super::tuning::{
    GRID_MAX_SHARE, GRID_MIN_CARDS, LONE_FIGURE_MAX_BYTES, POLICY_LABEL_MAX_SHARE,
    POLICY_LABEL_MAX_WORDS, PRICE_LABEL_MAX_BYTES, PRODUCT_BOX_MIN_SHARE, PRODUCT_PROSE_WORDS,
    RATING_LINE_MAX_BYTES, RATING_LINE_MAX_WORDS,
};
use super::words::Text;

/// Lower-case phrases that, in a heading, announce other products rather than this one: the
/// shop's recommendations, its sponsored cards, other sellers' offers, and what to buy with it
/// ("Complete the look", "Goes well with", "Bundles & offers"); other items like this one
/// ("Similar brands", "Related books", "How about these?", "Consider these items").
const RECOMMENDATION_PHRASES: [&str; 29] = [
    "similar",
    "related ",
    "you may also",
    "how about",
    "consider these",
    "also viewed",
    "also bought",
    "also like",
    "frequently viewed",
    "frequently bought",
    "viewed with",
    "more from",
    "more like this",
    "you may like",
    "recommended",
    "recently viewed",
    "customers who",
    "people who",
    "inspiration",
    "sponsored",
    "more to explore",
    "keep exploring",
    "complete the look",
    "shop the look",
    "pairs well",
    "goes well",
    "bundles",
    "buying options",
    "seller options",
];

/// Drops the sections whose heading announces recommendations ([`RECOMMENDATION_PHRASES`])
/// and whose kept blocks hold no prose, table or code: a carousel of other products' cards. A section is the
/// heading and what follows it inside the highest element the heading opens, up to the next
/// heading of the same or a higher level.
pub(super) fn drop_recommendation_sections(
    out: &str,
    blocks: &[BlockRecord],
    texts: &[Text],
    nodes: &[Node],
    keep: &mut [bool],
) {
    for_each_section(out, blocks, nodes, keep, |heading, range, keep| {
        if !announces_recommendations(heading) {
            return false;
        }
        // Prose, a table or code is this page's own content (a "Recommended settings" table).
        let content = range.clone().any(|j| {
            keep[j]
                && (is_prose(&blocks[j], texts[j])
                    || matches!(blocks[j].kind, BlockKind::Table | BlockKind::Code))
        });
        if !content {
            keep[range].iter_mut().for_each(|k| *k = false);
        }
        true
    });
}

/// Lower-case phrases that, in a heading of a product's page, announce the shop's terms
/// rather than the product: shipping, returns, payment; or the shop and its sellers rather
/// than the product: testimonials, the seller's profile and feedback, why to buy from the shop,
/// its values. A heading naming the warranty too ("Warranty & Returns") is kept: the warranty's
/// terms are the product's own.
const POLICY_PHRASES: [&str; 12] = [
    "shipping",
    "delivery",
    "returns",
    "refund",
    "payment",
    "testimonial",
    "seller",
    "feedback",
    "customers say",
    "why buy",
    "best place to buy",
    "our values",
];

/// On a product's page, drops the sections whose heading announces the shop's terms
/// ([`POLICY_PHRASES`]: shipping, returns, payment) or its testimonials: the same on
/// every product of the shop, not this product's description.
pub(super) fn drop_policy_sections(
    out: &str,
    blocks: &[BlockRecord],
    nodes: &[Node],
    keep: &mut [bool],
) {
    for_each_section(out, blocks, nodes, keep, |heading, range, keep| {
        let b = &blocks[range.start];
        // A question is an FAQ's entry, a linked heading a card's title: this page's own.
        let policy =
            heading.len() <= 200 && !heading.trim_end().ends_with('?') && !mostly_links(b) && {
                let lower = heading.to_lowercase();
                POLICY_PHRASES.iter().any(|p| lower.contains(p)) && !lower.contains("warranty")
            };
        if policy {
            keep[range].iter_mut().for_each(|k| *k = false);
        }
        policy
    });
}

/// Words of a short label naming the shop's terms ("Shipping & Returns", "Delivery and
/// returns information"): the first [`POLICY_TERMS`] of them name a term, the rest join them.
const POLICY_LABEL_WORDS: [&str; 14] = [
    "shipping",
    "delivery",
    "returns",
    "return",
    "refunds",
    "refund",
    "payment",
    "payments",
    "exchanges",
    "and",
    "&",
    "policy",
    "information",
    "info",
];
/// See [`POLICY_LABEL_WORDS`].
const POLICY_TERMS: usize = 9;

/// On a product's page, drops the element opened by a short paragraph made only of
/// [`POLICY_LABEL_WORDS`] (an accordion's or a tab's label written as a `button` or a `div`,
/// not as a heading, so [`drop_policy_sections`] does not see it): the label and the shop's
/// shipping and returns terms under it, when the element holds other blocks and at most
/// [`POLICY_LABEL_MAX_SHARE`] of the kept text.
pub(super) fn drop_policy_labels(
    out: &str,
    blocks: &[BlockRecord],
    nodes: &[Node],
    keep: &mut [bool],
) {
    let total = kept_text(blocks, keep);
    for i in 0..blocks.len() {
        if !keep[i] || blocks[i].kind != BlockKind::Paragraph || !is_policy_label(out, &blocks[i]) {
            continue;
        }
        let parent = opened_by(blocks, nodes, i);
        let end = (i + 1..blocks.len())
            .find(|&j| !in_subtree(nodes, parent, blocks[j].node as usize))
            .unwrap_or(blocks.len());
        if end > i + 1
            && kept_text(&blocks[i..end], &keep[i..end]) as f64
                <= total as f64 * POLICY_LABEL_MAX_SHARE
        {
            keep[i..end].iter_mut().for_each(|k| *k = false);
        }
    }
}

/// True when a block's text is a label of the shop's terms: at most
/// [`POLICY_LABEL_MAX_WORDS`] words, all of [`POLICY_LABEL_WORDS`], one of them a term.
fn is_policy_label(out: &str, b: &BlockRecord) -> bool {
    if b.text_bytes > 80 || b.link_bytes > 0 {
        return false;
    }
    let text = out[b.start..b.end]
        .replace(['*', '_', '#'], " ")
        .to_lowercase();
    let words: Vec<&str> = text.split_whitespace().collect();
    !words.is_empty()
        && words.len() <= POLICY_LABEL_MAX_WORDS
        && words.iter().all(|w| POLICY_LABEL_WORDS.contains(w))
        && words
            .iter()
            .any(|w| POLICY_LABEL_WORDS[..POLICY_TERMS].contains(w))
}

/// On a product's page, drops each kept block whose words ([`words_hash`]) repeat those of a
/// kept block anywhere before it: shops write their descriptions twice (a desktop and a
/// mobile copy, a tab and its accordion), and a product's page has no chorus to repeat. Code
/// and tables are not compared; short blocks are (a price or a spec's label written in both
/// copies: comparing only blocks of 3 or 6 words and more measured worse).
pub(super) fn drop_repeated_blocks(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let mut seen: HashSet<u64> = HashSet::new();
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if !*k || matches!(b.kind, BlockKind::Code | BlockKind::Table | BlockKind::Raw) {
            continue;
        }
        if let Some(hash) = words_hash(&out[b.start..b.end])
            && !seen.insert(hash)
        {
            *k = false;
        }
    }
}

/// Calls `judge` with each kept heading's Markdown, the range of blocks of its section (the
/// heading and what follows it inside the highest element the heading opens, up to the next
/// heading of the same or a higher level) and `keep`, walking the page's sections in order;
/// when `judge` says it judged the section (true), the walk goes on after it.
fn for_each_section(
    out: &str,
    blocks: &[BlockRecord],
    nodes: &[Node],
    keep: &mut [bool],
    mut judge: impl FnMut(&str, std::ops::Range<usize>, &mut [bool]) -> bool,
) {
    let mut i = 0;
    while i < blocks.len() {
        let BlockKind::Heading(level) = blocks[i].kind else {
            i += 1;
            continue;
        };
        if !keep[i] {
            i += 1;
            continue;
        }
        let parent = opened_by(blocks, nodes, i);
        let inside = |j: usize| in_subtree(nodes, parent, blocks[j].node as usize);
        let end = (i + 1..blocks.len())
            .find(|&j| !inside(j) || matches!(blocks[j].kind, BlockKind::Heading(l) if l <= level))
            .unwrap_or(blocks.len());
        i = if judge(&out[blocks[i].start..blocks[i].end], i..end, keep) {
            end
        } else {
            i + 1
        };
    }
}

/// True when a block reads as a sentence of the page's own: [`PRODUCT_PROSE_WORDS`] words or more with
/// a sentence end, mostly not link text and not a heading (a card's link-dense tracking blob,
/// a card's title with an abbreviation's dot are not prose).
fn is_prose(b: &BlockRecord, t: Text) -> bool {
    t.words >= PRODUCT_PROSE_WORDS
        && t.sentences > 0
        && !mostly_links(b)
        && !matches!(b.kind, BlockKind::Heading(_))
}

/// The highest element that the block `i` opens (no block before it lies inside), or the
/// block's own node.
fn opened_by(blocks: &[BlockRecord], nodes: &[Node], i: usize) -> usize {
    let holds = |id: usize, b: &BlockRecord| in_subtree(nodes, id, b.node as usize);
    let mut id = blocks[i].node as usize;
    while id != 0 {
        let parent = nodes[id].parent as usize;
        if parent == 0 || i > 0 && holds(parent, &blocks[i - 1]) {
            break;
        }
        id = parent;
    }
    id
}

/// True when a heading's Markdown holds one of [`RECOMMENDATION_PHRASES`] (in any case).
fn announces_recommendations(heading: &str) -> bool {
    if heading.len() > 200 {
        return false;
    }
    RECOMMENDATIONS.is_match(&heading.to_lowercase())
}

/// [`RECOMMENDATION_PHRASES`] found in one pass (E-02: one search per phrase on every
/// heading of every page).
static RECOMMENDATIONS: LazyLock<AhoCorasick> =
    LazyLock::new(|| phrases::gate(RECOMMENDATION_PHRASES));

/// On a product's page, drops the grids of other products' cards that no heading announces
/// (a shop's "variations" strip, a carousel of similar items under an icon): [`GRID_MIN_CARDS`]
/// or more siblings of the same shape ([`Node::shape`]), each holding a kept price
/// ([`holds_price`]) and no prose ([`is_prose`]) nor a heading of its own that is not a link
/// (an edition's, a plan's). The product's own price stands alone.
pub(super) fn drop_card_grids(
    out: &str,
    blocks: &[BlockRecord],
    texts: &[Text],
    nodes: &[Node],
    keep: &mut [bool],
) {
    // Per node: whether its subtree holds a kept price, and a kept prose block.
    let mut price = vec![false; nodes.len()];
    let mut prose = vec![false; nodes.len()];
    for (i, b) in blocks.iter().enumerate() {
        if keep[i] {
            let id = b.node as usize;
            price[id] |= holds_price(&out[b.start..b.end]);
            // A card under a heading of its own (not a linked title) is a section: an
            // edition of this product, a plan of a service.
            prose[id] |= is_prose(b, texts[i])
                || matches!(b.kind, BlockKind::Heading(_)) && !mostly_links(b);
        }
    }
    for id in (1..nodes.len()).rev() {
        let parent = nodes[id].parent as usize;
        price[parent] |= price[id];
        prose[parent] |= prose[id];
    }
    let card = |id: usize| nodes[id].shape != 0 && price[id] && !prose[id];
    let mut groups: HashMap<(u32, u32), u32> = HashMap::new();
    for (id, n) in nodes.iter().enumerate().skip(1) {
        if card(id) {
            *groups.entry((n.parent, n.shape)).or_insert(0) += 1;
        }
    }
    let mut dropped = vec![false; nodes.len()];
    for (id, n) in nodes.iter().enumerate().skip(1) {
        dropped[id] = dropped[n.parent as usize]
            || card(id)
                && groups
                    .get(&(n.parent, n.shape))
                    .is_some_and(|c| *c >= GRID_MIN_CARDS);
    }
    let kept = |grid: bool| -> usize {
        blocks
            .iter()
            .zip(keep.iter())
            .filter(|(b, k)| **k && (!grid || dropped[b.node as usize]))
            .map(|(b, _)| b.text_bytes)
            .sum()
    };
    // A page that is mostly cards is a listing of them, whatever it declares.
    if kept(true) as f64 > kept(false) as f64 * GRID_MAX_SHARE {
        return;
    }
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if dropped[b.node as usize] {
            *k = false;
        }
    }
}

/// True when a block's text holds a price: a currency sign right next to a digit (`$79.00`,
/// `£675`, `28,99€`; `£ 675`, with a space, is not taken for one).
fn holds_price(md: &str) -> bool {
    let signs = ['$', '£', '€', '¥', '₹'];
    let mut prev: Option<char> = None;
    let mut chars = md.chars().peekable();
    while let Some(c) = chars.next() {
        if signs.contains(&c) {
            let after = chars.peek().is_some_and(char::is_ascii_digit);
            let before = prev.is_some_and(|p| p.is_ascii_digit());
            if after || before {
                return true;
            }
        }
        prev = Some(c);
    }
    false
}

/// On a product's page, drops the kept paragraphs that are only a figure of at most
/// [`LONE_FIGURE_MAX_BYTES`] digits: a size picker's sizes ("8", "9", "10"), a quantity
/// box's "1", the count beside the stars, each on a line of its own. A figure with its unit
/// ("4 mm") or in a table stays.
pub(super) fn drop_lone_figures(blocks: &[BlockRecord], plain: &PlainTexts, keep: &mut [bool]) {
    let lines = (LineKinds::Paragraphs, LONE_FIGURE_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, lines, |text| {
        text.bytes().all(|c| c.is_ascii_digit())
    });
}

/// Words that, with a figure, count a product's ratings or reviews ("1,935 ratings", "29
/// customer reviews", "4 total votes"); not "rating", which names a spec ("Power rating
/// 1200 W").
const RATING_WORDS: &[&str] = &["stars", "reviews", "review", "ratings", "votes"];

/// On a product's page, drops the kept short lines that only count its ratings or reviews
/// ([`is_rating_line`]): the stars widget beside the name, not what the product is. A
/// review's own text is a sentence and longer.
pub(super) fn drop_rating_lines(blocks: &[BlockRecord], plain: &PlainTexts, keep: &mut [bool]) {
    let lines = (LineKinds::ParagraphsAndHeadings, RATING_LINE_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, lines, is_rating_line);
}

/// True when a short line's text (lowercase, [`PlainTexts`]) counts ratings: "out of 5"
/// ([`out_of_five`]),
/// or one of [`RATING_WORDS`] right after a figure ("1,935 ratings", "(28) 28 reviews") or
/// after a figure and one of [`RATING_COUNT_WORDS`] ("29 customer reviews"), in at most
/// [`RATING_LINE_MAX_WORDS`] words and without a price (a card's name, price and stars
/// written as one link is the card: "Trail shoe. $250.00. 3.7 out of 5 stars").
fn is_rating_line(text: &str) -> bool {
    if !text.bytes().any(|c| c.is_ascii_digit()) || holds_price(text) {
        return false;
    }
    let mut words = 0;
    let mut counts = false;
    // The two words before this one: whether the last is a figure, whether the one before
    // it is a figure and the last a counting word.
    let (mut after_figure, mut after_figure_and_count) = (false, false);
    for word in text.split_whitespace() {
        words += 1;
        if words > RATING_LINE_MAX_WORDS {
            return false;
        }
        let word = word.trim_matches(|c: char| !c.is_alphanumeric());
        if RATING_WORDS.contains(&word) && (after_figure || after_figure_and_count) {
            counts = true;
        }
        after_figure_and_count = after_figure && RATING_COUNT_WORDS.contains(&word);
        after_figure = is_figure(word);
    }
    counts || out_of_five(text)
}

/// True when a line's text says "out of 5" and the figure ends there ("4.5 out of 5 stars",
/// "Rated 5 out of 5"; not "Showing 12 out of 50 kits", "out of 59 total").
fn out_of_five(text: &str) -> bool {
    text.match_indices("out of 5")
        .any(|(at, m)| !text[at + m.len()..].starts_with(|c: char| c.is_ascii_digit()))
}

/// Words that stand between a figure and [`RATING_WORDS`] ("29 customer reviews", "5 star
/// reviews", "4 total votes").
const RATING_COUNT_WORDS: &[&str] = &["customer", "total", "verified", "star", "user"];

/// True when a word (its punctuation trimmed) is a figure: digits, with `,` `.` `k` `+` or
/// brackets ("1,935", "4.7", "10k", "(28)28").
fn is_figure(word: &str) -> bool {
    word.bytes().next().is_some_and(|c| c.is_ascii_digit())
        && word
            .bytes()
            .all(|c| c.is_ascii_digit() || matches!(c, b',' | b'.' | b'k' | b'+' | b'(' | b')'))
}

/// Words of a shop's labelled price line ("Regular price $129.99", "Sale price €45.99 -30%",
/// "Unit price / per", "Compare at price $80"): labels and the words that join them.
const PRICE_LABEL_WORDS: &[&str] = &[
    "regular", "sale", "unit", "original", "compare", "at", "price", "prices", "per", "was", "now",
    "from", "to", "off", "each",
];

/// Labels that, right before "price", make a line a shop's price label: a card's or a
/// product's regular and sale price written out for screen readers and strike-through.
const PRICE_KINDS: &[&str] = &["regular", "sale", "unit", "original", "at"];

/// On a product's page or a listing of products, drops the kept short lines that are only a
/// labelled price ([`is_price_label_line`]): the shop's regular, sale and unit price lines
/// under each card, not what the product is. A bare price and a "Price: $248" line in an
/// article's list of picks stay.
pub(super) fn drop_price_label_lines(
    blocks: &[BlockRecord],
    plain: &PlainTexts,
    keep: &mut [bool],
) {
    let lines = (LineKinds::Paragraphs, PRICE_LABEL_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, lines, is_price_label_line);
}

/// True when a line's text (lowercase, [`PlainTexts`]) holds "price" right after one of
/// [`PRICE_KINDS`] and otherwise only [`PRICE_LABEL_WORDS`], figures and prices ("$19.99",
/// "€45.99-30%", "(-38%)") and separators.
fn is_price_label_line(text: &str) -> bool {
    let mut labelled = false;
    let mut last = "";
    for word in text.split_whitespace() {
        let word = word.trim_matches(|c: char| !c.is_alphanumeric());
        if word.is_empty() {
            continue;
        }
        if word == "price" && PRICE_KINDS.contains(&last) {
            labelled = true;
        }
        let figure = word.starts_with(|c: char| c.is_ascii_digit())
            && !word.contains(|c: char| c.is_alphabetic());
        if !figure && !PRICE_LABEL_WORDS.contains(&word) && !is_price_word(word) {
            return false;
        }
        last = word;
    }
    labelled
}

/// On a product's page, drops the kept short paragraphs that are not prose ([`is_prose`])
/// before the product's name (the first kept level-1 heading): the shop's badges, promotion
/// bars and a gallery's instructions set above it ("Bestseller", "Build a pack & save 10%"),
/// which readers' extractions of the product leave out (list items are paragraphs too). A
/// paragraph of prose stays, and so do headings, tables and code; a page without a kept `h1`
/// keeps them all.
pub(super) fn drop_lines_before_the_name(
    blocks: &[BlockRecord],
    texts: &[Text],
    keep: &mut [bool],
) {
    let Some(name) =
        (0..blocks.len()).find(|&i| keep[i] && blocks[i].kind == BlockKind::Heading(1))
    else {
        return;
    };
    for i in 0..name {
        if keep[i] && blocks[i].kind == BlockKind::Paragraph && !is_prose(&blocks[i], texts[i]) {
            keep[i] = false;
        }
    }
}

/// True when a word is a price with its currency ("usd", "eur", "19.99eur").
fn is_price_word(word: &str) -> bool {
    let letters = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ',');
    matches!(letters, "usd" | "eur" | "gbp" | "aud" | "cad")
}

/// On a product's page whose chosen container is a listing that does not hold the page's
/// `h1` (a carousel of other products under the product, chosen for its many cards, but too
/// small a share of the page to be trusted), the product's own box instead: the highest
/// element around the `h1` that does not hold the listing, when it holds
/// [`PRODUCT_BOX_MIN_SHARE`] of the page's text (`page_text`). Read only on the way to the
/// fallback.
pub(super) fn box_beside_a_listing(
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: &Choice,
    page_text: usize,
) -> Option<Choice> {
    let listing = choice.listing?;
    let h1 = blocks
        .iter()
        .find(|b| b.kind == BlockKind::Heading(1))?
        .node as usize;
    if in_subtree(nodes, listing, h1) {
        return None;
    }
    let mut id = h1;
    while id != 0 {
        let parent = nodes[id].parent as usize;
        if parent == 0 || in_subtree(nodes, parent, listing) {
            break;
        }
        id = parent;
    }
    let share = subtree_text(blocks, nodes, id) as f64 / page_text.max(1) as f64;
    (id != 0 && share >= PRODUCT_BOX_MIN_SHARE).then(|| Choice {
        best: id,
        hints: choice.hints.clone(),
        share,
        listing: None,
        beside_article: false,
        lead: None,
    })
}
