//! Narrowing the main container (`--main`, F-06, Q-02): when one element inside the chosen
//! container holds nearly all of its prose and little of that prose comes before it, that
//! element is the article, and the rest of the container (teaser cards, sign-up boxes, an
//! author box after the post body) is not. More than a line of prose before it (up to
//! [`LEAD_MAX_PROSE`]) is the article's lead, kept with it. The excerpts of a grid of teaser
//! cards ([`in_teaser_cards`]) do not count as prose there, unless they hold most of it.

use foldhash::{HashMap, HashMapExt};

use super::super::record::{BlockKind, BlockRecord, Node, NodeHint, in_subtree};
use super::blocks::mostly_links;
use super::tuning::{
    DISCUSSION_NARROW_SHARE, LEAD_MAX_PROSE, MAX_PROSE_BEFORE, NARROW_SHARE, STANDFIRST_MIN_PROSE,
    TEASER_CARD_TEXT, TEASER_GRID_MIN_CARDS, TEASER_TITLE_MIN_LINK, TITLED_CARDS_SHARE,
    TITLED_TEASER_CARD_TEXT,
};
use super::words::Text;

/// What the page says it is, as [`narrow`] reads it: a product's page, a discussion.
#[derive(Clone, Copy)]
pub(super) struct Declared {
    /// The page declares a product.
    pub(super) product: bool,
    /// The page declares a discussion (a thread, a Q&A page).
    pub(super) discussion: bool,
}

/// The node the container `best` narrows to (see the module comment), given each block's
/// score and each node's prose (the positive scores inside it); `best` itself when no child
/// qualifies. With it, the first block of the lead it narrowed past, when one holds more
/// than [`MAX_PROSE_BEFORE`] of the prose ([`Choice::lead`](super::choice::Choice::lead)),
/// or more than [`STANDFIRST_MIN_PROSE`] when no block of the lead holds a link (a standfirst,
/// not a byline: trafilatura-eval must-have 2811 -> 2822).
///
/// An element named like content, or any element on a page that says it is a `product`'s,
/// does not narrow to a list all of whose prose is list items
/// ([`Text::list_item`]): the steps of a recipe or the points of an article are a part of
/// it, and the sections around them (ingredients, tips) are the article's too; a product's
/// list of features comes with its description and key details (Q-02: WCXB product 1 page
/// better, none worse).
/// On a page that declares itself a discussion the child needs [`DISCUSSION_NARROW_SHARE`] of
/// the prose, not [`NARROW_SHARE`]: a long question does not take the page from its lone
/// answer (Q-02: WCXB forum 1 page better, none worse).
/// Nor does a node narrow to a child whose last list goes on in the next element
/// ([`list_goes_on`]: article F1 0.9649 -> 0.9650, R 0.9827 -> 0.9831; no other kind moved).
pub(super) fn narrow(
    best: usize,
    blocks: &[BlockRecord],
    texts: &[Text],
    scores: &[f64],
    nodes: &[Node],
    prose: &[f64],
    declared: Declared,
) -> (usize, Option<usize>) {
    let Declared {
        product,
        discussion,
    } = declared;
    let narrow_share = if discussion {
        DISCUSSION_NARROW_SHARE
    } else {
        NARROW_SHARE
    };
    let last = nodes[best].last as usize;
    let size = last + 1 - best;
    let inside = |n: usize| n >= best && n <= last;
    // Teaser cards do not count, unless they hold most of the prose (a grid of them is the
    // page): `counts(n)` tells whether the blocks of node `n` count.
    let outside = |in_card: &[bool]| -> f64 {
        blocks
            .iter()
            .zip(scores)
            .filter(|(b, _)| inside(b.node as usize) && !in_card[b.node as usize - best])
            .map(|(_, s)| s.max(0.0))
            .sum()
    };
    let mut in_card = in_teaser_cards(best, blocks, nodes, false);
    let outside_cards = outside(&in_card);
    let mut skip_cards = outside_cards * 2.0 >= prose[best];
    if !skip_cards {
        let titled = in_teaser_cards(best, blocks, nodes, true);
        if outside(&titled) * TITLED_CARDS_SHARE >= prose[best] {
            in_card = titled;
            skip_cards = true;
        }
    }
    let counts = |n: usize| inside(n) && !(skip_cards && in_card[n - best]);
    // The prose of each subtree, the first block of each subtree, and prose before each
    // block (a running sum over the container's blocks).
    let mut own = vec![0.0f64; size];
    let mut first_block = vec![usize::MAX; size];
    let mut last_block = vec![0usize; size];
    // Whether a subtree holds prose that is not a list item.
    let mut beyond_list = vec![false; size];
    let mut prose_before = Vec::with_capacity(blocks.len() + 1);
    let mut running = 0.0f64;
    for (i, (b, s)) in blocks.iter().zip(scores).enumerate() {
        prose_before.push(running);
        let n = b.node as usize;
        if counts(n) {
            running += s.max(0.0);
            own[n - best] += s.max(0.0);
            beyond_list[n - best] |= *s > 0.0 && !texts[i].list_item;
        }
        if inside(n) {
            first_block[n - best] = first_block[n - best].min(i);
            last_block[n - best] = i;
        }
    }
    prose_before.push(running);
    for id in (best + 1..=last).rev() {
        let parent = nodes[id].parent as usize - best;
        first_block[parent] = first_block[parent].min(first_block[id - best]);
        last_block[parent] = last_block[parent].max(last_block[id - best]);
        own[parent] += own[id - best];
        beyond_list[parent] |= beyond_list[id - best];
    }
    // Each node's child with the most prose.
    let mut top_child = vec![0usize; size];
    for id in best + 1..=last {
        let parent = nodes[id].parent as usize - best;
        let top = top_child[parent];
        if top == 0 || own[id - best] > own[top - best] {
            top_child[parent] = id;
        }
    }
    let mut node = best;
    let mut lead = None;
    loop {
        let child = top_child[node - best];
        if child == 0 {
            return (node, lead);
        }
        let total = own[node - best];
        let before = match (first_block[node - best], first_block[child - best]) {
            (from, to) if from <= to && to < blocks.len() => prose_before[to] - prose_before[from],
            _ => 0.0,
        };
        if own[child - best] < total * narrow_share || before > total * LEAD_MAX_PROSE {
            return (node, lead);
        }
        if (product || nodes[node].hint == NodeHint::Content) && !beyond_list[child - best] {
            return (node, lead);
        }
        if list_goes_on(blocks, texts, last_block[child - best], |n| {
            inside(n) && !in_subtree(nodes, child, n)
        }) {
            return (node, lead);
        }
        // More prose than a line before the child is the article's lead (its standfirst, its
        // first paragraph set apart): it stays with the child, and what follows the child
        // does not.
        // A shorter lead (down to STANDFIRST_MIN_PROSE) stays when none of it is linked.
        let from = first_block[node - best];
        if before > total * MAX_PROSE_BEFORE
            || (before > total * STANDFIRST_MIN_PROSE
                && blocks[from..first_block[child - best]]
                    .iter()
                    .all(|b| b.link_bytes == 0))
        {
            lead = lead.or(Some(from));
        }
        node = child;
    }
}

/// True when the list that ends the block `last` goes on in the next block, a list item of
/// plain text (not a menu's links) in another element (`elsewhere`, by its node): one list
/// set in two columns, whose second half the article needs as much as its first.
fn list_goes_on(
    blocks: &[BlockRecord],
    texts: &[Text],
    last: usize,
    elsewhere: impl Fn(usize) -> bool,
) -> bool {
    let next = last + 1;
    next < blocks.len()
        && texts[last].list_item
        && texts[next].list_item
        && elsewhere(blocks[next].node as usize)
        && !mostly_links(&blocks[next])
}

/// For each node of the page, the positive scores of the blocks inside it that do not lie in
/// a teaser card ([`in_teaser_cards`]): its own prose, without the excerpts of other posts.
pub(super) fn prose_outside_cards(
    blocks: &[BlockRecord],
    scores: &[f64],
    nodes: &[Node],
) -> Vec<f64> {
    let in_card = in_teaser_cards(0, blocks, nodes, true);
    let mut prose = vec![0.0f64; nodes.len()];
    for (b, s) in blocks.iter().zip(scores) {
        let n = b.node as usize;
        if !in_card[n] {
            prose[n] += s.max(0.0);
        }
    }
    for id in (1..nodes.len()).rev() {
        let parent = nodes[id].parent as usize;
        prose[parent] += prose[id];
    }
    prose
}

/// For each node of the subtree `best..=last` (index 0 is `best`), whether it lies in a
/// teaser card: a short element ([`TEASER_CARD_TEXT`]) holding a link (its title), one of
/// [`TEASER_GRID_MIN_CARDS`] or more such siblings of its shape ([`Node::shape`]). The excerpts of other posts in a grid beside the article
/// read like prose, but they are not the article's.
/// With `titled_only`, only cards titled by a linked heading ([`TEASER_TITLE_MIN_LINK`]) count: a forum's
/// short posts, headed by their author's linked name, are not cards.
fn in_teaser_cards(
    best: usize,
    blocks: &[BlockRecord],
    nodes: &[Node],
    titled_only: bool,
) -> Vec<bool> {
    let last = nodes[best].last as usize;
    let size = last + 1 - best;
    let mut text = vec![0usize; size];
    let mut linked = vec![false; size];
    let mut titled = vec![false; size];
    for b in blocks {
        let n = b.node as usize;
        if n >= best && n <= last {
            text[n - best] += b.text_bytes;
            let dense = mostly_links(b);
            linked[n - best] |= dense;
            titled[n - best] |= dense
                && b.link_bytes >= TEASER_TITLE_MIN_LINK
                && matches!(b.kind, BlockKind::Heading(_));
        }
    }
    for id in (best + 1..=last).rev() {
        let parent = nodes[id].parent as usize - best;
        text[parent] += text[id - best];
        linked[parent] |= linked[id - best];
        titled[parent] |= titled[id - best];
    }
    let is_short = |id: usize| {
        let limit = if titled[id - best] {
            TITLED_TEASER_CARD_TEXT
        } else {
            TEASER_CARD_TEXT
        };
        nodes[id].shape != 0
            && text[id - best] <= limit
            && linked[id - best]
            && (titled[id - best] || !titled_only)
    };
    let mut siblings: HashMap<(u32, u32), usize> = HashMap::new();
    for id in (best + 1..=last).filter(|&id| is_short(id)) {
        *siblings
            .entry((nodes[id].parent, nodes[id].shape))
            .or_insert(0) += 1;
    }
    let mut in_card = vec![false; size];
    for id in best + 1..=last {
        let n = &nodes[id];
        let card =
            is_short(id) && siblings.get(&(n.parent, n.shape)) >= Some(&TEASER_GRID_MIN_CARDS);
        in_card[id - best] = card || in_card[n.parent as usize - best];
    }
    in_card
}
