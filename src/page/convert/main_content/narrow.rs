//! Narrowing the main container (`--main`, issue 12 §3): when one element inside the chosen
//! container holds nearly all of its prose and little of that prose comes before it, that
//! element is the article, and the rest of the container (teaser cards, sign-up boxes, an
//! author box after the post body) is not.

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
    // The first block of each subtree, and prose before each block (a running sum over the
    // container's blocks).
    let mut first_block = vec![usize::MAX; size];
    let mut prose_before = Vec::with_capacity(blocks.len() + 1);
    let mut running = 0.0f64;
    for (i, (b, s)) in blocks.iter().zip(scores).enumerate() {
        prose_before.push(running);
        let n = b.node as usize;
        if inside(n) {
            running += s.max(0.0);
            first_block[n - best] = first_block[n - best].min(i);
        }
    }
    prose_before.push(running);
    for id in (best + 1..=last).rev() {
        let parent = nodes[id].parent as usize - best;
        first_block[parent] = first_block[parent].min(first_block[id - best]);
    }
    // Each node's child with the most prose.
    let mut top_child = vec![0usize; size];
    for id in best + 1..=last {
        let parent = nodes[id].parent as usize - best;
        let top = top_child[parent];
        if top == 0 || prose[id] > prose[top] {
            top_child[parent] = id;
        }
    }
    let mut node = best;
    loop {
        let child = top_child[node - best];
        if child == 0 {
            return node;
        }
        let total = prose[node];
        let before = match (first_block[node - best], first_block[child - best]) {
            (from, to) if from <= to && to < blocks.len() => prose_before[to] - prose_before[from],
            _ => 0.0,
        };
        if prose[child] < total * NARROW_SHARE || before > total * MAX_PROSE_BEFORE {
            return node;
        }
        node = child;
    }
}
