//! Whether the main container is a listing (`--main`): when what survives pruning is thin
//! beside the container's text, the container is mostly links, and its items are what the
//! reader came for.

use super::super::record::{BlockRecord, Node};
use super::container::Choice;

/// True when the blocks `keep` leaves of the chosen container hold less than a third of its
/// text (link text not counted as kept).
pub(super) fn is_listing(
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: &Choice,
    keep: &[bool],
) -> bool {
    let best = choice.best;
    let last = nodes[best].last;
    let inside = |b: &BlockRecord| b.node as usize >= best && b.node <= last;
    let kept_text: usize = blocks
        .iter()
        .zip(keep)
        .filter(|(_, k)| **k)
        .map(|(b, _)| b.text_bytes - b.link_bytes.min(b.text_bytes))
        .sum();
    let container_text: usize = blocks
        .iter()
        .filter(|b| inside(b))
        .map(|b| b.text_bytes)
        .sum();
    kept_text * 3 < container_text
}
