//! Extras beside the article inside the main container (`--main`, F-06, Q-02): an element
//! named like an author bio, an avatar, related or recent posts, or pagination
//! ([`NodeHint::Extra`]) is dropped with everything in it, unless it holds at least half of
//! the container's own (non-link) text: then it is the article itself, and so are extras of
//! one shape that hold it together (a gallery's captions).

use foldhash::{HashMap, HashMapExt};

use super::super::record::{BlockKind, BlockRecord, Node, NodeHint, in_subtree};
use super::blocks::own_text;
use super::choice::Choice;
use super::tuning::MISNAMED_SECTIONS_MIN;

/// Drops the kept blocks that lie inside an extra element below the chosen container.
pub(super) fn drop_extras(
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: &Choice,
    keep: &mut [bool],
) {
    let best = choice.best;
    let last = nodes[best].last as usize;
    if !choice.hints[best + 1..=last.min(nodes.len() - 1)].contains(&NodeHint::Extra) {
        return;
    }
    let own_text = own_text_per_node(blocks, nodes, best, last);
    let total = own_text[0];
    let gallery = extras_alike(nodes, choice, best, last, &own_text);
    // Nodes come after their parents: one pass marks every node inside an extra.
    let mut inside_extra = vec![false; last + 1 - best];
    for id in best + 1..=last {
        let parent = nodes[id].parent as usize;
        let from_parent = parent > best && inside_extra[parent - best];
        let own = choice.hints[id] == NodeHint::Extra
            && own_text[id - best] * 2 < total
            && gallery
                .get(&nodes[id].shape)
                .is_none_or(|&(count, text)| count < MISNAMED_SECTIONS_MIN || text * 2 < total)
            && !holds_listing(nodes, choice, id);
        inside_extra[id - best] = from_parent || own;
    }
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        let n = b.node as usize;
        if *k && n > best && n <= last && inside_extra[n - best] {
            *k = false;
        }
    }
}

/// The own text of the outermost extras of the subtree `best..=last`, summed per shape
/// ([`Node::shape`], not 0), with how many there are: a gallery's captions or a slideshow's
/// slides, each an extra of the same shape ([`MISNAMED_SECTIONS_MIN`] or more), together hold
/// the article when they hold half of the container's text (`own_text`, index 0 is `best`).
fn extras_alike(
    nodes: &[Node],
    choice: &Choice,
    best: usize,
    last: usize,
    own_text: &[usize],
) -> HashMap<u32, (usize, usize)> {
    let mut sums = HashMap::new();
    let mut id = best + 1;
    while id <= last {
        if choice.hints[id] == NodeHint::Extra {
            if nodes[id].shape != 0 {
                let group = sums.entry(nodes[id].shape).or_insert((0, 0));
                group.0 += 1;
                group.1 += own_text[id - best];
            }
            // The extras inside it are part of it.
            id = nodes[id].last as usize + 1;
        } else {
            id += 1;
        }
    }
    sums
}

/// True when node `id` holds the listing the choice rests on ([`Choice::listing`]): its items
/// are the content, whatever the element around them is named (a grid inside
/// `filtering-and-pagination_product-column`).
fn holds_listing(nodes: &[Node], choice: &Choice, id: usize) -> bool {
    choice.listing.is_some_and(|l| in_subtree(nodes, id, l))
}

/// For each node of the subtree `best..=last`, the non-link text of the blocks inside it
/// (index 0 is `best`); headings do not count.
fn own_text_per_node(
    blocks: &[BlockRecord],
    nodes: &[Node],
    best: usize,
    last: usize,
) -> Vec<usize> {
    let mut text = vec![0usize; last + 1 - best];
    for b in blocks {
        let n = b.node as usize;
        if n >= best && n <= last && !matches!(b.kind, BlockKind::Heading(_)) {
            text[n - best] += own_text(b);
        }
    }
    for id in (best + 1..=last).rev() {
        let parent = nodes[id].parent as usize;
        text[parent - best] += text[id - best];
    }
    text
}
