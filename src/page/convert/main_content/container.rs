//! Which element is the main container (`--main`): block scores add up along the structural
//! elements that hold them, and the element with the highest sum wins (an element named like
//! content, or holding the page's first `h1`, gets a small bonus). Elements named like
//! boilerplate that hold most of the page's prose are treated as content. An ancestor holding
//! much more prose at nearly the same score (content split over sections built unlike) is
//! the container instead.

use std::ops::AddAssign;

use foldhash::{HashMap, HashMapExt};

use super::super::record::{BlockKind, BlockRecord, Node, NodeHint, in_subtree, subtree_text};
use super::blocks::nearly_all_links;
use super::choice::{Choice, is_boilerplate, widen_over_alike_siblings};
use super::listing::{largest_listing, listing_beside_prose, with_its_title};
use super::narrow::{Declared, narrow, prose_outside_cards};
use super::score::score;
use super::tuning::{
    ARTICLE_OVER_LISTING, CONTENT_BONUS, DISCUSSION_THREAD_SHARE, H1_BONUS, ITEM_TITLE_MIN_LINK,
    LISTING_OVER_PROSE, MAX_JOIN_WIDTH, MISNAMED_SECTIONS_MIN, SIBLING_SHARE, THREAD_SHARE,
    WIDEN_MAX_TEXT_SHARE, WIDEN_MIN_PROSE_SHARE, WIDER_MIN_SCORE, WIDER_PROSE_GAIN,
};
use super::words::Text;

/// Chooses the main container from the blocks, their measured text and the nodes;
/// `discussion` when the page says it is a thread or a Q&A page ([`widen_to_siblings`]);
/// `product` when it says it is a product's (narrowing keeps the product's details around
/// its list of features, [`narrow`]).
pub(super) fn choose(
    blocks: &[BlockRecord],
    texts: &[Text],
    nodes: &[Node],
    discussion: bool,
    product: bool,
) -> Choice {
    let (hints, scores) = scored(blocks, texts, nodes, discussion);
    let sums = subtree_sums(blocks, nodes, |i| scores[i]);
    // The positive part alone: how much prose each element holds (narrowing, widening).
    let prose = subtree_sums(blocks, nodes, |i| scores[i].max(0.0));
    let positive: f64 = scores.iter().filter(|s| **s > 0.0).sum();
    let holds_h1 = h1_ancestors(blocks, nodes);
    let bonus = |id: usize| {
        let named = if hints[id] == NodeHint::Content {
            CONTENT_BONUS
        } else {
            1.0
        };
        if holds_h1[id] {
            named * H1_BONUS
        } else {
            named
        }
    };
    let mut best = 0usize;
    for id in 1..nodes.len() {
        if sums[id] * bonus(id) > sums[best] * bonus(best) {
            best = id;
        }
    }
    let first = best;
    let (best, lead) = narrow(
        best,
        blocks,
        texts,
        &scores,
        nodes,
        &prose,
        Declared {
            product,
            discussion,
        },
    );
    let own_prose = prose_outside_cards(blocks, &scores, nodes);
    let best = widen_to_siblings(best, nodes, &prose, &own_prose, &hints, discussion);
    let best = widen_to_more_prose(best, first, nodes, &sums, &prose);
    // Linked headings inside the container (other stories' titles under the article) weigh
    // against it when it is chosen, not when it is trusted: they go as teasers anyway.
    let titles = subtree_sums(blocks, nodes, |i| {
        if matches!(blocks[i].kind, BlockKind::Heading(_)) && scores[i] < 0.0 {
            -scores[i]
        } else {
            0.0
        }
    });
    let share = if positive > 0.0 {
        (sums[best] + titles[best]).max(0.0) / positive
    } else {
        0.0
    };
    // Pruning (not the scoring above) reads what a sidebar holds as the sidebar's.
    let hints = boilerplate_throughout(hints, nodes);
    let prose = Choice {
        best,
        hints,
        share,
        listing: None,
        beside_article: false,
        lead,
    };
    // The title counts when it lies in the element the container narrowed from.
    let titled = holds_h1[best] || holds_h1[first];
    prefer_listing(blocks, nodes, prose, sums[best].max(0.0), titled)
}

/// For each node, whether it holds the page's first level-1 heading.
fn h1_ancestors(blocks: &[BlockRecord], nodes: &[Node]) -> Vec<bool> {
    let mut holds = vec![false; nodes.len()];
    if let Some(h1) = blocks.iter().find(|b| b.kind == BlockKind::Heading(1)) {
        let mut id = h1.node as usize;
        while id != 0 {
            holds[id] = true;
            id = nodes[id].parent as usize;
        }
    }
    holds
}

/// The prose choice, or the page's largest listing when that lies outside the prose container
/// and its items hold [`LISTING_OVER_PROSE`] times the prose container's score (`prose`),
/// unless the prose container holds the page's `h1` (`holds_h1`, or the element it narrowed
/// from does) and [`ARTICLE_OVER_LISTING`] of prose: an article among many teasers, which no
/// grid joins either. Nor do columns of short links ([`holds_short_links_only`]: a menu of
/// the site's languages) take the page from prose under its title (Q-02: WCXB 1 page better,
/// none worse; trafilatura-eval must-not-have 198 -> 193), nor a listing that ends before
/// the title ([`ends_before_the_h1`]: a slider of teasers or a menu in the header;
/// trafilatura-eval must-have 2798 -> 2804, WCXB unchanged). Otherwise a smaller grid beside
/// the prose may join it ([`listing_beside_prose`]). The link items stay
/// only when they are built alike ([`super::listing::Listing::alike`]), not for a page's
/// skeleton.
fn prefer_listing(
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: Choice,
    prose: f64,
    holds_h1: bool,
) -> Choice {
    let Some(listing) = largest_listing(blocks, nodes, &choice.hints) else {
        return choice;
    };
    let best = choice.best;
    if in_subtree(nodes, best, listing.node) {
        return super::listing::listing_inside(choice, &listing, prose);
    }
    // An article under the page's title with long prose is what the page is about, however
    // many teasers are listed around it.
    let article = holds_h1 && prose >= ARTICLE_OVER_LISTING;
    if article {
        return choice;
    }
    if (listing.mass as f64) <= prose * LISTING_OVER_PROSE
        && !super::listing::outweighs_a_lone_blurb(blocks, nodes, best, &listing, prose)
    {
        return listing_beside_prose(blocks, nodes, choice, &listing, prose);
    }
    // Columns of short links (a menu of the site's languages or sections, grouped in panels
    // that count as items) are no listing to take the page from its prose.
    // Nor are cards that all come before the page's title (a slider of other stories in the
    // header): the page is what its title heads.
    if holds_h1
        && (holds_short_links_only(blocks, nodes, listing.node)
            || ends_before_the_h1(blocks, nodes, listing.node))
    {
        return choice;
    }
    let joined = joined_with(blocks, nodes, best, listing.node);
    Choice {
        best: if joined == listing.node {
            with_its_title(blocks, nodes, listing.groups)
        } else {
            joined
        },
        share: listing.share,
        listing: listing.alike.then_some(listing.groups),
        beside_article: joined != listing.node,
        lead: None,
        ..choice
    }
}

/// Each node's hint as the container's choice reads it ([`effective_hints`]), and each
/// block's score under its node's hint ([`score`]): what [`choose`] and
/// [`widen_until_trusted`] weigh.
fn scored(
    blocks: &[BlockRecord],
    texts: &[Text],
    nodes: &[Node],
    discussion: bool,
) -> (Vec<NodeHint>, Vec<f64>) {
    let hints = effective_hints(blocks, texts, nodes, discussion);
    let scores = blocks
        .iter()
        .zip(texts)
        .map(|(b, t)| score(b, *t, hints[b.node as usize]))
        .collect();
    (hints, scores)
}

/// True when every block of node `id`'s subtree comes before the page's first `h1` (false
/// on a page without one).
fn ends_before_the_h1(blocks: &[BlockRecord], nodes: &[Node], id: usize) -> bool {
    let Some(h1) = blocks.iter().position(|b| b.kind == BlockKind::Heading(1)) else {
        return false;
    };
    !blocks[h1..]
        .iter()
        .any(|b| in_subtree(nodes, id, b.node as usize))
}

/// True when every block of node `id`'s subtree is nearly all link text
/// ([`nearly_all_links`]) and they are shorter than [`ITEM_TITLE_MIN_LINK`] on average:
/// menu entries (a language's name, a section's), not the titles of cards.
fn holds_short_links_only(blocks: &[BlockRecord], nodes: &[Node], id: usize) -> bool {
    let (mut count, mut text) = (0usize, 0usize);
    for b in blocks {
        if in_subtree(nodes, id, b.node as usize) && b.text_bytes > 0 {
            if !nearly_all_links(b) {
                return false;
            }
            count += 1;
            text += b.text_bytes;
        }
    }
    count > 0 && text < count * ITEM_TITLE_MIN_LINK
}

/// The lowest element holding both the prose container and the listing (an intro above the
/// items), unless it is much wider than the two (or is the page itself): then the listing
/// alone.
fn joined_with(blocks: &[BlockRecord], nodes: &[Node], prose: usize, listing: usize) -> usize {
    let mut common = prose;
    while !in_subtree(nodes, common, listing) {
        common = nodes[common].parent as usize;
        if common == 0 {
            return listing;
        }
    }
    let text = |id: usize| subtree_text(blocks, nodes, id);
    let both = text(prose) + text(listing);
    if text(common) as f64 <= both as f64 * MAX_JOIN_WIDTH {
        common
    } else {
        listing
    }
}

/// A thread, a Q&A page, a landing page of sections: when the chosen element, or one of its
/// ancestors, is one of several siblings of the same shape ([`Node::shape`]) and the others
/// hold prose too, the container widens to their parent (the posts after the longest one,
/// the sections beside the biggest). Pruning then drops what is not content in it.
/// On a declared discussion, siblings named like comments count too: replies built like the
/// opening post (`itemprop=comment`) are posts of the thread.
/// `prose` is each node's positive score ([`subtree_sums`]), `own_prose` the same without the
/// blocks of teaser cards ([`prose_outside_cards`]).
fn widen_to_siblings(
    best: usize,
    nodes: &[Node],
    prose: &[f64],
    own_prose: &[f64],
    hints: &[NodeHint],
    discussion: bool,
) -> usize {
    let unlike = unlike_in_classes(nodes, best, discussion);
    let counts = |id: usize| {
        let reply = discussion && hints[id] == NodeHint::Comments;
        if prose[id] <= 0.0 || is_boilerplate(hints[id]) && !reply {
            return None;
        }
        // A sibling alike only in its first class whose prose lies mostly in teaser cards is
        // a grid of other posts beside the article, not a section like it.
        let cards = unlike(id).is_some() && own_prose[id] * 2.0 < prose[id];
        (!cards).then_some(prose[id])
    };
    widen_over_alike_siblings(nodes, best, counts, |id, _, sum| {
        sum - prose[id] >= SIBLING_SHARE * prose[id] || discussion
    })
}

/// The lowest ancestor of the element first chosen (`first`, before [`narrow`]) that holds
/// [`WIDER_PROSE_GAIN`] times its prose and keeps [`WIDER_MIN_SCORE`] of its score, walking
/// up while the score holds: a page whose content is split over sections built unlike (an
/// overview, a table of specifications, a second block of sections) around a menu or a row
/// of controls that costs the wrapper a little of its score, which pruning then drops.
/// `chosen` itself when no ancestor qualifies (or it lies outside `first`: a widened choice).
fn widen_to_more_prose(
    chosen: usize,
    first: usize,
    nodes: &[Node],
    sums: &[f64],
    prose: &[f64],
) -> usize {
    if !in_subtree(nodes, first, chosen) || sums[first] <= 0.0 {
        return chosen;
    }
    let mut best = first;
    let mut id = nodes[first].parent as usize;
    while id != 0 && sums[id] >= sums[best] * WIDER_MIN_SCORE {
        if prose[id] >= prose[best] * WIDER_PROSE_GAIN {
            best = id;
        }
        id = nodes[id].parent as usize;
    }
    if best == first { chosen } else { best }
}

/// Off a declared discussion, the ancestor of `start` (or `start`) beside node `id` when `id`
/// differs from it in its classes ([`Node::classes`]): siblings sharing only a framework's
/// first class (`elementor-element`, `container-fluid`) may be a sidebar or a grid of other
/// posts rather than sections alike. On a discussion posts stay alike by their first class
/// (`post odd`, `post even`).
fn unlike_in_classes(
    nodes: &[Node],
    start: usize,
    discussion: bool,
) -> impl Fn(usize) -> Option<usize> {
    // Each ancestor of `start`, by its parent.
    let mut chain: HashMap<u32, usize> = HashMap::new();
    let mut id = start;
    while id != 0 && !discussion {
        chain.insert(nodes[id].parent, id);
        id = nodes[id].parent as usize;
    }
    move |id: usize| {
        chain
            .get(&nodes[id].parent)
            .copied()
            .filter(|&peer| nodes[peer].classes != nodes[id].classes)
    }
}

/// For each node, the sum of `value(i)` over the blocks `i` inside it (its subtree): each block
/// adds to its own node, then children add to their parents (children come after their
/// parents in `nodes`).
pub(super) fn subtree_sums<T: Copy + Default + AddAssign>(
    blocks: &[BlockRecord],
    nodes: &[Node],
    value: impl Fn(usize) -> T,
) -> Vec<T> {
    let mut sums = vec![T::default(); nodes.len()];
    for (i, b) in blocks.iter().enumerate() {
        sums[b.node as usize] += value(i);
    }
    for id in (1..nodes.len()).rev() {
        let parent = nodes[id].parent as usize;
        let child = sums[id];
        sums[parent] += child;
    }
    sums
}

/// Each node's hint as the scoring uses it: its own, except that an element named like
/// boilerplate that holds at least half of the page's prose, alone or with its siblings of
/// its shape named like it ([`boilerplate_alike`]), is content (a wrapper named after
/// the sidebar beside it, a post body whose `id` names its share button); elements without a
/// hint of their own take their parent's boilerplate or comment hint. Shoppers' reviews stay
/// reviews however much prose they hold, and what they hold is reviews too (a review's
/// `review-content`, a comment list inside the reviews), unless they hold an `h1`: then they
/// are the page (a page of reviews).
fn effective_hints(
    blocks: &[BlockRecord],
    texts: &[Text],
    nodes: &[Node],
    discussion: bool,
) -> Vec<NodeHint> {
    let prose = subtree_sums(blocks, nodes, |i| {
        score(&blocks[i], texts[i], NodeHint::None).max(0.0)
    });
    let total = prose[0];
    let h1s = subtree_sums(blocks, nodes, |i| {
        f64::from(u8::from(blocks[i].kind == BlockKind::Heading(1)))
    });
    let mut hints: Vec<NodeHint> = nodes.iter().map(|n| n.hint).collect();
    let thread = comment_threads(nodes, &prose, discussion);
    let alike = boilerplate_alike(nodes, &hints, &prose);
    for id in 1..nodes.len() {
        let group = alike
            .get(&(nodes[id].parent, nodes[id].shape))
            .filter(|(count, _)| *count >= MISNAMED_SECTIONS_MIN)
            .map_or(0.0, |(_, sum)| *sum);
        if hints[id] == NodeHint::Boilerplate && prose[id].max(group) * 2.0 >= total && total > 0.0
        {
            hints[id] = NodeHint::None;
        }
        if hints[id] == NodeHint::Comments && thread[id] {
            hints[id] = NodeHint::None;
        }
        // Reviews holding an `h1` are the page itself (a page of reviews).
        if hints[id] == NodeHint::Reviews && h1s[id] > 0.0 {
            hints[id] = NodeHint::None;
        }
        let parent = hints[nodes[id].parent as usize];
        // A review's own `review-content` is a review too, and so is a shop's comment list
        // inside the reviews (WooCommerce's `#reviews > #comments`) with its `description`s.
        let in_reviews = parent == NodeHint::Reviews
            && matches!(hints[id], NodeHint::Content | NodeHint::Comments);
        if hints[id] == NodeHint::None && is_boilerplate(parent) || in_reviews {
            hints[id] = parent;
        }
    }
    hints
}

/// How many elements named like boilerplate there are and their prose, over siblings of one
/// shape ([`Node::shape`], not 0), by (parent, shape): an article's sections each named after
/// the advert slot inside them ([`MISNAMED_SECTIONS_MIN`] or more) hold the page's prose
/// together though none holds half of it.
fn boilerplate_alike(
    nodes: &[Node],
    hints: &[NodeHint],
    prose: &[f64],
) -> HashMap<(u32, u32), (usize, f64)> {
    let mut sums = HashMap::new();
    for (id, n) in nodes.iter().enumerate().skip(1) {
        if hints[id] == NodeHint::Boilerplate && n.shape != 0 {
            let group = sums.entry((n.parent, n.shape)).or_insert((0, 0.0));
            group.0 += 1;
            group.1 += prose[id];
        }
    }
    sums
}

/// Each node's hint with what an element named like boilerplate holds read as boilerplate
/// too, even its parts named like content: a sidebar's text widget (`widget_text`) of
/// shoppers' testimonials, the `post` cards of a "trending" box. Only pruning reads these
/// hints: the container is chosen before, so a wrapper misnamed after a sticky bar still
/// holds the content it scored for, and an element named like boilerplate that holds the
/// page's prose was made content by [`effective_hints`] before this.
fn boilerplate_throughout(mut hints: Vec<NodeHint>, nodes: &[Node]) -> Vec<NodeHint> {
    for id in 1..nodes.len() {
        if hints[nodes[id].parent as usize] == NodeHint::Boilerplate
            && matches!(hints[id], NodeHint::Content | NodeHint::None)
        {
            hints[id] = NodeHint::Boilerplate;
        }
    }
    hints
}

/// For each node, whether it lies in a thread named like comments (`id="comments"` around a
/// forum's posts, a discussion site's replies): an element named like comments that holds
/// [`THREAD_SHARE`] of the page's `prose` ([`DISCUSSION_THREAD_SHARE`] with `discussion`),
/// and everything inside it. Its posts are the content.
fn comment_threads(nodes: &[Node], prose: &[f64], discussion: bool) -> Vec<bool> {
    let total = prose.first().copied().unwrap_or(0.0);
    let share = if discussion {
        DISCUSSION_THREAD_SHARE
    } else {
        THREAD_SHARE
    };
    let mut thread = vec![false; nodes.len()];
    for id in 1..nodes.len() {
        thread[id] = thread[nodes[id].parent as usize]
            || (nodes[id].hint == NodeHint::Comments && total > 0.0 && prose[id] >= total * share);
    }
    thread
}

/// On a page whose chosen container holds too little of the page's score to be trusted (the
/// references of a list article whose linked names weigh against every element around them,
/// or a listing too small for the page: its "See also" links), the lowest ancestor named
/// like content that holds [`WIDEN_MIN_PROSE_SHARE`] of the page's prose, unless it holds
/// more than [`WIDEN_MAX_TEXT_SHARE`] of the page's text
/// (the page's wrapper: the full page is as good). Read only on the way to the fallback
/// WCXB 1 page better, none worse; trafilatura-eval must-not-have 173 -> 172; from a
/// listing too: WCXB 1 more page better, none worse, trafilatura-eval unchanged).
pub(super) fn widen_until_trusted(
    blocks: &[BlockRecord],
    texts: &[Text],
    nodes: &[Node],
    choice: &Choice,
    discussion: bool,
    page_text: usize,
) -> Option<Choice> {
    if choice.best == 0 {
        return None;
    }
    let (hints, scores) = scored(blocks, texts, nodes, discussion);
    let prose = subtree_sums(blocks, nodes, |i| scores[i].max(0.0));
    let text = subtree_sums(blocks, nodes, |i| blocks[i].text_bytes);
    let positive = prose[0];
    if positive <= 0.0 {
        return None;
    }
    let mut id = nodes[choice.best].parent as usize;
    while id != 0 {
        if text[id] as f64 > page_text as f64 * WIDEN_MAX_TEXT_SHARE {
            return None;
        }
        if hints[id] == NodeHint::Content && prose[id] >= positive * WIDEN_MIN_PROSE_SHARE {
            return Some(Choice {
                best: id,
                hints: choice.hints.clone(),
                share: prose[id] / positive,
                listing: None,
                beside_article: false,
                lead: None,
            });
        }
        id = nodes[id].parent as usize;
    }
    None
}
