//! Product pages (`--main`, issue 12 §3): the shop's recommendations under the product
//! ("Similar items", "Customers also viewed", "More from this brand") are other products'
//! cards — linked titles, prices, delivery notes — not the product a reader came for.

use super::super::record::{BlockKind, BlockRecord, Node, in_subtree};
use super::words::Text;

/// Lower-case phrases that, in a heading, announce other products rather than this one.
const RECOMMENDATION_PHRASES: [&str; 17] = [
    "similar item",
    "similar product",
    "related item",
    "related product",
    "also viewed",
    "also bought",
    "also like",
    "frequently viewed",
    "frequently bought",
    "viewed with",
    "more from",
    "you may like",
    "recommended",
    "recently viewed",
    "customers who",
    "people who",
    "inspiration",
];

/// A block of at least this many words with a sentence end is prose (not a card's line).
const PROSE_WORDS: usize = 8;

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
    let mut i = 0;
    while i < blocks.len() {
        let BlockKind::Heading(level) = blocks[i].kind else {
            i += 1;
            continue;
        };
        if !keep[i] || !announces_recommendations(&out[blocks[i].start..blocks[i].end]) {
            i += 1;
            continue;
        }
        let parent = opened_by(blocks, nodes, i);
        let inside = |j: usize| in_subtree(nodes, parent, blocks[j].node as usize);
        let end = (i + 1..blocks.len())
            .find(|&j| !inside(j) || matches!(blocks[j].kind, BlockKind::Heading(l) if l <= level))
            .unwrap_or(blocks.len());
        // Prose, a table or code is this page's own content (a "Recommended settings" table).
        let content = (i + 1..end).any(|j| {
            keep[j]
                && (is_prose(&blocks[j], texts[j])
                    || matches!(blocks[j].kind, BlockKind::Table | BlockKind::Code))
        });
        if !content {
            keep[i..end].iter_mut().for_each(|k| *k = false);
        }
        i = end;
    }
}

/// True when a block reads as a sentence of the page's own: [`PROSE_WORDS`] words or more with
/// a sentence end, mostly not link text and not a heading (a card's link-dense tracking blob,
/// a card's title with an abbreviation's dot are not prose).
fn is_prose(b: &BlockRecord, t: Text) -> bool {
    t.words >= PROSE_WORDS
        && t.sentences > 0
        && b.link_bytes * 2 <= b.text_bytes
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
    let lower = heading.to_lowercase();
    RECOMMENDATION_PHRASES.iter().any(|p| lower.contains(p))
}
