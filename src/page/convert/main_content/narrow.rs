//! Narrowing the main container (`--main`, issue 12 §3): when one element inside the chosen
//! container holds nearly all of its prose and little of that prose comes before it, that
//! element is the article, and the rest of the container (teaser cards, sign-up boxes, an
//! author box after the post body) is not. The excerpts of a grid of teaser cards
//! ([`in_teaser_cards`]) do not count as prose there, unless they hold most of it.

use super::super::record::{BlockRecord, Node};

/// Share of a node's prose score one child must hold to become the container instead
/// (0.6 measured as well as 0.7 on the development set; 0.7 leaves room for an article split
/// over two sibling elements).
const NARROW_SHARE: f64 = 0.7;
/// Share of a node's prose score that may come before that child (an intro, a lead).
const MAX_PROSE_BEFORE: f64 = 0.05;

/// The node the container `best` narrows to (see the module comment), given each block's
/// score and each node's prose (the positive scores inside it); `best` itself when no child
/// qualifies.
pub(super) fn narrow(
    best: usize,
    blocks: &[BlockRecord],
    scores: &[f64],
    nodes: &[Node],
    prose: &[f64],
) -> usize {
    let last = nodes[best].last as usize;
    let size = last + 1 - best;
    let inside = |n: usize| n >= best && n <= last;
    // Teaser cards do not count, unless they hold most of the prose (a grid of them is the
    // page): `counts(n)` tells whether the blocks of node `n` count.
    let in_card = in_teaser_cards(best, blocks, nodes);
    let outside_cards: f64 = blocks
        .iter()
        .zip(scores)
        .filter(|(b, _)| inside(b.node as usize) && !in_card[b.node as usize - best])
        .map(|(_, s)| s.max(0.0))
        .sum();
    let skip_cards = outside_cards * 2.0 >= prose[best];
    let counts = |n: usize| inside(n) && !(skip_cards && in_card[n - best]);
    // The prose of each subtree, the first block of each subtree, and prose before each
    // block (a running sum over the container's blocks).
    let mut own = vec![0.0f64; size];
    let mut first_block = vec![usize::MAX; size];
    let mut prose_before = Vec::with_capacity(blocks.len() + 1);
    let mut running = 0.0f64;
    for (i, (b, s)) in blocks.iter().zip(scores).enumerate() {
        prose_before.push(running);
        let n = b.node as usize;
        if counts(n) {
            running += s.max(0.0);
            own[n - best] += s.max(0.0);
        }
        if inside(n) {
            first_block[n - best] = first_block[n - best].min(i);
        }
    }
    prose_before.push(running);
    for id in (best + 1..=last).rev() {
        let parent = nodes[id].parent as usize - best;
        first_block[parent] = first_block[parent].min(first_block[id - best]);
        own[parent] += own[id - best];
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
    loop {
        let child = top_child[node - best];
        if child == 0 {
            return node;
        }
        let total = own[node - best];
        let before = match (first_block[node - best], first_block[child - best]) {
            (from, to) if from <= to && to < blocks.len() => prose_before[to] - prose_before[from],
            _ => 0.0,
        };
        if own[child - best] < total * NARROW_SHARE || before > total * MAX_PROSE_BEFORE {
            return node;
        }
        node = child;
    }
}

/// A card of a teaser grid holds at most this much text (bytes): a linked title, a date and
/// an excerpt of another post.
const CARD_TEXT: usize = 600;
/// A teaser grid has at least this many cards of the same shape under one parent.
const MIN_CARDS: usize = 3;

/// For each node of the subtree `best..=last` (index 0 is `best`), whether it lies in a
/// teaser card: a short element ([`CARD_TEXT`]) holding a link (its title), one of
/// [`MIN_CARDS`] or more such siblings of its shape ([`Node::shape`]). The excerpts of other posts in a grid beside the article
/// read like prose, but they are not the article's.
fn in_teaser_cards(best: usize, blocks: &[BlockRecord], nodes: &[Node]) -> Vec<bool> {
    let last = nodes[best].last as usize;
    let size = last + 1 - best;
    let mut text = vec![0usize; size];
    let mut linked = vec![false; size];
    for b in blocks {
        let n = b.node as usize;
        if n >= best && n <= last {
            text[n - best] += b.text_bytes;
            linked[n - best] |= b.text_bytes > 0 && b.link_bytes * 2 > b.text_bytes;
        }
    }
    for id in (best + 1..=last).rev() {
        let parent = nodes[id].parent as usize - best;
        text[parent] += text[id - best];
        linked[parent] |= linked[id - best];
    }
    let is_short =
        |id: usize| nodes[id].shape != 0 && text[id - best] <= CARD_TEXT && linked[id - best];
    let mut siblings: std::collections::HashMap<(u32, u32), usize> =
        std::collections::HashMap::new();
    for id in (best + 1..=last).filter(|&id| is_short(id)) {
        *siblings
            .entry((nodes[id].parent, nodes[id].shape))
            .or_insert(0) += 1;
    }
    let mut in_card = vec![false; size];
    for id in best + 1..=last {
        let n = &nodes[id];
        let card = is_short(id) && siblings.get(&(n.parent, n.shape)) >= Some(&MIN_CARDS);
        in_card[id - best] = card || in_card[n.parent as usize - best];
    }
    in_card
}
