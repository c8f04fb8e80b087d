//! Whether the main container is a listing (`--main`): when what survives pruning is thin
//! beside the container's text, the container is mostly links, and its items are what the
//! reader came for.

use foldhash::HashMap;

use super::super::record::{BlockKind, BlockRecord, Node, NodeHint, in_subtree, subtree_text};
use super::blocks::{mostly_links, own_text};
use super::choice::{Choice, is_boilerplate, widen_over_alike_siblings};
use super::plain_texts::{LineKinds, PlainTexts, drop_short_lines};
use super::tuning::{
    ALIKE_OVER_UNLIKE, BESIDE_MIN_ITEMS, CARD_DATE_LINK_MAX_BYTES, CARD_DATE_MAX_WORDS,
    GRID_JOIN_MIN_ITEMS, GRID_JOIN_SHARE, ITEM_TITLE_MIN_LINK, LISTING_CONTROL_MAX_WORDS,
    LISTING_MAX_ITEM_TEXT, LISTING_MIN_ITEMS, LISTING_OVER_PROSE, LISTING_TITLE_MAX_WIDTH,
    MAX_JOIN_WIDTH, RESULT_COUNT_MAX_BYTES, SIBLING_GROUPS_SHARE,
};
use super::words::{ENGLISH_MONTHS, Text};

/// True when the blocks `keep` leaves of the chosen container hold less than a third of its
/// text (link text not counted as kept).
pub(super) fn is_listing(
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: &Choice,
    keep: &[bool],
) -> bool {
    let best = choice.best;
    let inside = |b: &BlockRecord| in_subtree(nodes, best, b.node as usize);
    let kept_text: usize = blocks
        .iter()
        .zip(keep)
        .filter(|(_, k)| **k)
        .map(|(b, _)| own_text(b))
        .sum();
    let container_text: usize = blocks
        .iter()
        .filter(|b| inside(b))
        .map(|b| b.text_bytes)
        .sum();
    kept_text * 3 < container_text
}

/// Text measured over the subtree of one node.
#[derive(Clone, Copy, Default)]
struct Subtree {
    /// Bytes of text.
    text: usize,
    /// Of those, bytes inside links.
    links: usize,
}

/// The largest listing of a page: its node, the text of its items, and that text's share of
/// the page's text.
#[derive(Debug)]
pub(super) struct Listing {
    /// The element whose children are the items.
    pub(super) node: usize,
    /// Bytes of text in its items and in the items of the groups beside it (`groups`).
    pub(super) mass: usize,
    /// `mass` over the page's text (0 to 1).
    pub(super) share: f64,
    /// Most of its items are built alike ([`ShapeCounts::alike`]).
    pub(super) alike: bool,
    /// How many items it has.
    pub(super) items: usize,
    /// The element holding it and the groups of items built like it beside it
    /// ([`with_sibling_groups`]); `node` itself when there are none.
    pub(super) groups: usize,
}

/// The page's listing with the most item text, if any. A listing is an element with at least
/// [`LISTING_MIN_ITEMS`] item children that make two thirds of its children with text; an item is a
/// short card that holds a link and either text beside it (a snippet, a price) or a
/// title-long link. Menus (short links only) are not listings, nor are groups inside
/// boilerplate (`hints`: recent posts in a sidebar). When the largest group's items are not
/// built alike (a page's sections, each holding a link), the largest group whose items are
/// is the listing instead ([`stands_for`]).
pub(super) fn largest_listing(
    blocks: &[BlockRecord],
    nodes: &[Node],
    hints: &[NodeHint],
) -> Option<Listing> {
    let mut sub = vec![Subtree::default(); nodes.len()];
    for b in blocks {
        let s = &mut sub[b.node as usize];
        s.text += b.text_bytes;
        s.links += b.link_bytes.min(b.text_bytes);
    }
    for id in (1..nodes.len()).rev() {
        let parent = nodes[id].parent as usize;
        let child = sub[id];
        sub[parent].text += child.text;
        sub[parent].links += child.links;
    }
    let is_item = |s: &Subtree| {
        s.links > 0
            && s.text <= LISTING_MAX_ITEM_TEXT
            && (s.text > s.links || s.links >= ITEM_TITLE_MIN_LINK)
    };
    // Per parent: children with text, items among them, and the items' text.
    let mut with_text = vec![0usize; nodes.len()];
    let mut items = vec![0usize; nodes.len()];
    let mut mass = vec![0usize; nodes.len()];
    let mut shapes = ShapeCounts::default();
    for id in 1..nodes.len() {
        let s = &sub[id];
        if s.text == 0 {
            continue;
        }
        let parent = nodes[id].parent as usize;
        with_text[parent] += 1;
        if is_item(s) {
            items[parent] += 1;
            mass[parent] += s.text;
            shapes.add(parent, nodes[id].shape);
        }
    }
    let mut boilerplate = vec![false; nodes.len()];
    // Inside an item of a group (an item's own subtree).
    let mut in_item = vec![false; nodes.len()];
    let mut largest: Option<usize> = None;
    // The largest group whose items are built alike (a grid inside a page of sections).
    let mut largest_alike: Option<usize> = None;
    for id in 1..nodes.len() {
        let parent = nodes[id].parent as usize;
        boilerplate[id] = boilerplate[parent] || is_boilerplate(hints[id]);
        let group = items[id] >= LISTING_MIN_ITEMS && items[id] * 3 >= with_text[id] * 2;
        let beside =
            items[parent] >= BESIDE_MIN_ITEMS && items[parent] * 3 >= with_text[parent] * 2;
        in_item[id] = in_item[parent] || beside && is_item(&sub[id]);
        if group && !boilerplate[id] && largest.is_none_or(|l| mass[id] > mass[l]) {
            largest = Some(id);
        }
        if group
            && !boilerplate[id]
            && shapes.alike(id, items[id])
            && largest_alike.is_none_or(|l| mass[id] > mass[l])
        {
            largest_alike = Some(id);
        }
    }
    let page_text = sub[0].text.max(1);
    let largest = match (largest, largest_alike) {
        (Some(l), Some(a)) if stands_for(&shapes, &items, &mass, a, l) => Some(a),
        (l, _) => l,
    };
    largest.map(|node| {
        let held = item_text(nodes, &sub, &in_item, &boilerplate);
        let groups = with_sibling_groups(nodes, &held, &boilerplate, node);
        let mass = held[groups].max(mass[node]);
        Listing {
            node,
            mass,
            share: mass as f64 / page_text as f64,
            alike: shapes.alike(node, items[node]),
            items: items[node],
            groups,
        }
    })
}

/// True when the group `alike`, whose items are built alike, stands for the page's listing
/// rather than the `largest` group, whose items are not ([`ShapeCounts::alike`]): the cards
/// of a grid inside a page whose sections each hold a link, not the sections
/// ([`ALIKE_OVER_UNLIKE`]).
fn stands_for(
    shapes: &ShapeCounts,
    items: &[usize],
    mass: &[usize],
    alike: usize,
    largest: usize,
) -> bool {
    !shapes.alike(largest, items[largest])
        && mass[alike] as f64 >= mass[largest] as f64 * ALIKE_OVER_UNLIKE
}

/// For each node, the text inside it that lies in items (`in_item`: children of an element
/// with at least [`BESIDE_MIN_ITEMS`] items), each block counted once however the groups
/// nest; items inside boilerplate do not count.
fn item_text(
    nodes: &[Node],
    sub: &[Subtree],
    in_item: &[bool],
    boilerplate: &[bool],
) -> Vec<usize> {
    let mut held = vec![0usize; nodes.len()];
    for id in (1..nodes.len()).rev() {
        if in_item[id] && !boilerplate[id] {
            held[id] = sub[id].text;
        }
        let parent = nodes[id].parent as usize;
        held[parent] += held[id];
    }
    held
}

/// The element holding the `group` of items and the groups built like it beside it (the
/// letters of an index, the rows of a grid, the sections of a front page): walking up from
/// the group, an element of the same shape ([`Node::shape`]) as siblings that hold items too
/// ([`SIBLING_GROUPS_SHARE`] of its own item text) widens the listing to their parent.
/// Groups inside boilerplate do not count.
fn with_sibling_groups(
    nodes: &[Node],
    held: &[usize],
    boilerplate: &[bool],
    group: usize,
) -> usize {
    let counts = |id: usize| (held[id] > 0 && !boilerplate[id]).then_some(held[id] as f64);
    widen_over_alike_siblings(nodes, group, counts, |id, n, sum| {
        let own = held[id] as f64;
        n.parent != 0 && sum - own >= SIBLING_GROUPS_SHARE * own
    })
}

/// How many items of each parent have each shape ([`Node::shape`]; 0, an element without a
/// class, counts as a shape too), and the largest such count per parent.
#[derive(Default)]
struct ShapeCounts {
    /// (parent, shape) -> items.
    counts: HashMap<(usize, u32), usize>,
    /// parent -> the most items of one shape.
    top: HashMap<usize, usize>,
}

impl ShapeCounts {
    /// Counts one item of `shape` under `parent`.
    fn add(&mut self, parent: usize, shape: u32) {
        let count = self.counts.entry((parent, shape)).or_insert(0);
        *count += 1;
        let top = self.top.entry(parent).or_insert(0);
        *top = (*top).max(*count);
    }

    /// True when most of the `items` of `parent` have one shape, at least [`LISTING_MIN_ITEMS`] of
    /// them: the cards of a grid are built alike, while the children of a page's skeleton
    /// (a header, the article, a footer) are not.
    fn alike(&self, parent: usize, items: usize) -> bool {
        let top = self.top.get(&parent).copied().unwrap_or(0);
        top >= LISTING_MIN_ITEMS && top * 2 >= items
    }
}

/// The prose choice joined with a `listing` outside it whose items hold at least
/// [`GRID_JOIN_SHARE`] of the prose container's score (`prose`), when the lowest element holding
/// both is not much wider than the two ([`close_common`]): a collection page's items and the
/// buying guide below them. Otherwise the prose choice.
pub(super) fn listing_beside_prose(
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: Choice,
    listing: &Listing,
    prose: f64,
) -> Choice {
    if (listing.mass as f64) < prose * GRID_JOIN_SHARE
        || !listing.alike
        || listing.items < GRID_JOIN_MIN_ITEMS
    {
        return choice;
    }
    match close_common(blocks, nodes, choice.best, listing.node) {
        Some(common) => Choice {
            best: common,
            share: choice.share.max(listing.share),
            listing: Some(listing.node),
            beside_article: true,
            lead: None,
            ..choice
        },
        None => choice,
    }
}

/// Runs `rule` on the kept blocks outside the `listing` (its items read as not kept) and
/// takes what it leaves of them: the article a listing joined keeps the article's rules
/// (its date line, its lead-in, the calls that close it), the listing's cards keep their
/// dates.
pub(super) fn outside_listing(
    blocks: &[BlockRecord],
    nodes: &[Node],
    listing: usize,
    keep: &mut [bool],
    rule: impl FnOnce(&mut [bool]),
) {
    let outside = |b: &BlockRecord| !in_subtree(nodes, listing, b.node as usize);
    let mut masked: Vec<bool> = blocks
        .iter()
        .zip(keep.iter())
        .map(|(b, k)| *k && outside(b))
        .collect();
    rule(&mut masked);
    for ((b, k), m) in blocks.iter().zip(keep.iter_mut()).zip(masked) {
        if outside(b) {
            *k = m;
        }
    }
}

/// True when the prose container `best` holds a single block that is not mostly links (a
/// blurb about the site, a notice) and the `listing` outside it, built alike, holds more text
/// than its score (`prose`): one paragraph beside a grid of cards is not what the page is
/// about, however short the cards.
pub(super) fn outweighs_a_lone_blurb(
    blocks: &[BlockRecord],
    nodes: &[Node],
    best: usize,
    listing: &Listing,
    prose: f64,
) -> bool {
    if !listing.alike || listing.mass as f64 <= prose {
        return false;
    }
    let own_text = blocks
        .iter()
        .filter(|b| {
            in_subtree(nodes, best, b.node as usize) && b.text_bytes > 0 && !mostly_links(b)
        })
        .count();
    own_text <= 1
}

/// The lowest element holding both `a` and `b`, when its text is at most
/// [`MAX_JOIN_WIDTH`] times their text together (it holds little else) and it is not the
/// page.
fn close_common(blocks: &[BlockRecord], nodes: &[Node], a: usize, b: usize) -> Option<usize> {
    let holds = |outer: usize, inner: usize| in_subtree(nodes, outer, inner);
    let mut common = a;
    while !holds(common, b) {
        if common == 0 {
            return None;
        }
        common = nodes[common].parent as usize;
    }
    if common == 0 {
        return None;
    }
    let (mut ta, mut tb, mut tc) = (0usize, 0usize, 0usize);
    for blk in blocks {
        let n = blk.node as usize;
        if holds(common, n) {
            tc += blk.text_bytes;
            ta += if holds(a, n) { blk.text_bytes } else { 0 };
            tb += if holds(b, n) { blk.text_bytes } else { 0 };
        }
    }
    (tc as f64 <= (ta + tb) as f64 * MAX_JOIN_WIDTH).then_some(common)
}

/// Drops the kept blocks of the container outside the `listing` that are labels of controls
/// (a filter's name, "Sort by:", "291 items"): fewer than [`LISTING_CONTROL_MAX_WORDS`] words, not a
/// heading. The intro's sentences and the headings stay.
pub(super) fn drop_controls_beside(
    blocks: &[BlockRecord],
    texts: &[Text],
    nodes: &[Node],
    listing: usize,
    keep: &mut [bool],
) {
    for ((b, t), k) in blocks.iter().zip(texts).zip(keep.iter_mut()) {
        let in_listing = in_subtree(nodes, listing, b.node as usize);
        let heading = matches!(b.kind, BlockKind::Heading(_));
        if *k && !in_listing && !heading && t.words < LISTING_CONTROL_MAX_WORDS {
            *k = false;
        }
    }
}

/// The lowest element around `listing` that holds the page's first `h1` (the listing's title
/// and the intro under it), when it holds at most [`LISTING_TITLE_MAX_WIDTH`] times the listing's
/// text; otherwise `listing` itself.
pub(super) fn with_its_title(blocks: &[BlockRecord], nodes: &[Node], listing: usize) -> usize {
    let Some(h1) = blocks.iter().find(|b| b.kind == BlockKind::Heading(1)) else {
        return listing;
    };
    let h1 = h1.node as usize;
    let text = |id: usize| subtree_text(blocks, nodes, id);
    let limit = text(listing) as f64 * LISTING_TITLE_MAX_WIDTH;
    let mut id = listing;
    while id != 0 {
        if in_subtree(nodes, id, h1) {
            return if text(id) as f64 <= limit {
                id
            } else {
                listing
            };
        }
        id = nodes[id].parent as usize;
    }
    listing
}

/// The `choice` widened to hold the page's title when it rests on a listing
/// ([`with_its_title`]), however the listing was chosen: a grid that is itself the best
/// prose container (cards with a sentence each) leaves out the `h1` and the intro above it
/// just as a grid that wins over a banner does.
pub(super) fn with_the_title_of_its_listing(
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: Choice,
) -> Choice {
    if choice.listing.is_none() {
        return choice;
    }
    Choice {
        best: with_its_title(blocks, nodes, choice.best),
        ..choice
    }
}

/// The prose `choice` when the page's largest `listing` lies inside it: a container of link
/// items scores little as prose, so its share of the page is at least the listing's share of
/// the page's text (a page that is all listing is not uncertain), and when the items hold
/// [`LISTING_OVER_PROSE`] times the container's score (`prose`) in text,
/// they are what the page is about and their links stay (when built alike).
pub(super) fn listing_inside(choice: Choice, listing: &Listing, prose: f64) -> Choice {
    let items = listing.mass as f64 > prose * LISTING_OVER_PROSE;
    Choice {
        share: choice.share.max(listing.share),
        listing: (items && listing.alike).then_some(listing.node),
        ..choice
    }
}

/// Marks in `titles` the headings inside the `listing` that are mostly link text: an item's
/// linked title is the item itself, not a section heading, so it stays when nothing is kept
/// after it (the last card of a grid, a card whose only other line is a repeated label).
pub(super) fn mark_item_titles(
    blocks: &[BlockRecord],
    nodes: &[Node],
    listing: usize,
    titles: &mut [bool],
) {
    for (b, t) in blocks.iter().zip(titles.iter_mut()) {
        let linked = mostly_links(b);
        if matches!(b.kind, BlockKind::Heading(_))
            && linked
            && in_subtree(nodes, listing, b.node as usize)
        {
            *t = true;
        }
    }
}

/// Drops the kept short paragraphs that only count a listing's results ("Showing 24 of 291
/// results", "1–30 of 153 products", "Items 1-24 of 123", "39 results"): the listing's
/// controls, wherever they stand (above the items, under them, beside the intro of a
/// category's page that was not read as a listing), not one of its items.
pub(super) fn drop_result_counts(blocks: &[BlockRecord], plain: &PlainTexts, keep: &mut [bool]) {
    let lines = (LineKinds::Paragraphs, RESULT_COUNT_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, lines, is_result_count);
}

/// Drops the kept paragraphs of at most [`CARD_DATE_LINK_MAX_BYTES`] that are one link whose
/// text is a date without a year or with a short one ("Mar 6", "May 28-29 26"): on a listing, a
/// card's link to the post's page or to a calendar entry, written as its date. A card's date
/// written as text, or as a link with the full year, stays with the card.
pub(super) fn drop_date_links(blocks: &[BlockRecord], plain: &PlainTexts, keep: &mut [bool]) {
    for (i, b) in blocks.iter().enumerate() {
        if keep[i]
            && b.kind == BlockKind::Paragraph
            && b.text_bytes > 0
            && b.text_bytes <= CARD_DATE_LINK_MAX_BYTES
            && b.link_bytes >= b.text_bytes
            && is_short_date(plain.get(i))
        {
            keep[i] = false;
        }
    }
}

/// True when a text (lowercase) is a month's name and figures of one or two digits or ranges
/// of them, at most [`CARD_DATE_MAX_WORDS`] words: "mar 6", "may 28-29 26", "6 mar".
fn is_short_date(text: &str) -> bool {
    let (mut month, mut figure) = (false, false);
    let mut words = 0;
    for word in text.split_whitespace() {
        let word = word.trim_matches(|c: char| matches!(c, ',' | '.'));
        words += 1;
        if words > CARD_DATE_MAX_WORDS {
            return false;
        }
        if ENGLISH_MONTHS.contains(&word) {
            month = true;
        } else if !word.is_empty()
            && word.len() <= 5
            && word
                .bytes()
                .all(|c| c.is_ascii_digit() || matches!(c, b'-'))
            && word.bytes().filter(u8::is_ascii_digit).count() <= 4
            && word.split('-').all(|part| (1..=2).contains(&part.len()))
        {
            figure = true;
        } else {
            return false;
        }
    }
    month && figure
}

/// Words that name what a listing's results are ([`is_result_count`]).
const RESULT_NOUNS: &[&str] = &[
    "items", "item", "products", "product", "results", "result", "listings", "matches",
];

/// Words that may stand around a count of results without being one ("Showing all 39
/// results", "4079 items found").
const RESULT_COUNT_WORDS: &[&str] = &["showing", "displaying", "viewing", "all", "found", "of"];

/// True when a short line's text (lowercase, [`PlainTexts`]) is only figures or ranges of
/// figures ("24", "1-30", "1–30", "1,234"), [`RESULT_NOUNS`] and [`RESULT_COUNT_WORDS`], with
/// at least one figure and either one of [`RESULT_NOUNS`] or an "of" between two figures: a
/// count of results, not a card's "4 colours" nor a lone figure.
fn is_result_count(text: &str) -> bool {
    let (mut figures, mut noun, mut of) = (0, false, false);
    for word in text.split_whitespace() {
        let word = word.trim_matches(|c: char| matches!(c, ':' | '(' | ')' | '.' | ',' | '*'));
        if word.is_empty() {
            continue;
        }
        if word.starts_with(|c: char| c.is_ascii_digit())
            && word
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, ',' | '-' | '–'))
        {
            figures += 1;
        } else if RESULT_NOUNS.contains(&word) {
            noun = true;
        } else if RESULT_COUNT_WORDS.contains(&word) {
            of |= word == "of";
        } else {
            return false;
        }
    }
    figures > 0 && (noun || of && figures >= 2)
}
