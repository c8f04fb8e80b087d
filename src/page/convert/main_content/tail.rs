//! What comes after the article or a product's description (`--main`, F-06, Q-02): when the
//! main container is wider than the article's text (an `article` element that also holds the
//! post's footer, a wrapper around the body and the boxes under it), the boxes that follow
//! the article's last paragraph of prose in elements of their own — "More stories" lists, a
//! call to support the site, a box about the author, a comment count over a form, a shop's
//! word about itself — are not the article.
//! The article's body is the element around its last paragraph of prose that holds most of
//! the kept prose ([`TAIL_BODY_SHARE`]); what is kept after that paragraph outside the body
//! goes. Inside the body everything stays (a closing list, a sign-off, a table of figures),
//! and so does what follows in an element of the body's own shape (the article's next
//! section, written as a sibling of the first), a table and a list without links (a recipe's
//! nutrition facts, a product's details). A short article ([`TAIL_MIN_BODY_PROSE`]) is left
//! alone, and so is a page whose boxes after the last paragraph hold more than
//! [`TAIL_MAX_DROP_SHARE`] of the rest (a landing page's sections of short lines).
//! On a listing the rule reads the listing's text (a category's description under its
//! cards) and leaves boxes holding a linked heading: that is an item's title, and the boxes
//! are more of the listing.

use super::super::record::{BlockKind, BlockRecord, Node, in_subtree};
use super::blocks::{kept_text, mostly_links, own_text};
use super::tuning::{
    TAIL_BODY_SHARE, TAIL_MAX_DROP_SHARE, TAIL_MIN_BODY_PROSE, TAIL_PROSE_MIN_BYTES,
    TAIL_PROSE_MIN_WORDS,
};
use super::words::Text;

/// Drops the kept blocks after the article's last paragraph of prose that lie outside the
/// article's body (see the module comment), inside the main container `best`; on a
/// `listing`, not when one of them is a linked heading.
pub(super) fn drop_boxes_after_the_body(
    blocks: &[BlockRecord],
    texts: &[Text],
    nodes: &[Node],
    best: usize,
    listing: bool,
    keep: &mut [bool],
) {
    let last_node = nodes[best].last as usize;
    let inside = |n: usize| n >= best && n <= last_node;
    // The prose kept in each node's subtree (index 0 is `best`), and the last prose block.
    let mut prose = vec![0usize; last_node + 1 - best];
    let mut last_prose = None;
    for (i, (b, t)) in blocks.iter().zip(texts).enumerate() {
        let n = b.node as usize;
        if keep[i] && inside(n) && is_prose(b, t) {
            prose[n - best] += own_text(b);
            last_prose = Some(i);
        }
    }
    let Some(last_prose) = last_prose else {
        return;
    };
    for id in (best + 1..=last_node).rev() {
        let parent = nodes[id].parent as usize;
        prose[parent - best] += prose[id - best];
    }
    let total = prose[0] as f64;
    // The body: the element around the last paragraph of prose that holds most of it.
    let mut body = blocks[last_prose].node as usize;
    while body > best && (prose[body - best] as f64) < total * TAIL_BODY_SHARE {
        body = nodes[body].parent as usize;
    }
    if body == best || prose[body - best] < TAIL_MIN_BODY_PROSE {
        return;
    }
    let after = |i: usize| {
        let b = &blocks[i];
        let n = b.node as usize;
        keep[i]
            && inside(n)
            && !in_subtree(nodes, body, n)
            && !(b.kind == BlockKind::Table || texts[i].list_item && b.link_bytes == 0)
            && !continues_the_body(nodes, body, n)
    };
    let dropped: Vec<usize> = (last_prose + 1..blocks.len())
        .filter(|&i| after(i))
        .collect();
    let dropped_text: usize = dropped.iter().map(|&i| blocks[i].text_bytes).sum();
    let kept_total = kept_text(blocks, keep);
    if dropped_text as f64 > (kept_total - dropped_text) as f64 * TAIL_MAX_DROP_SHARE {
        return;
    }
    // On a listing, a linked heading is an item's title: boxes holding one hold more of
    // the listing's items.
    if listing
        && dropped
            .iter()
            .any(|&i| matches!(blocks[i].kind, BlockKind::Heading(_)) && mostly_links(&blocks[i]))
    {
        return;
    }
    for i in dropped {
        keep[i] = false;
    }
}

/// True when node `n` (outside the `body`) lies in an element of the same shape as the body
/// or as one of its ancestors, under the same parent (the article's next section), or is
/// that parent itself.
fn continues_the_body(nodes: &[Node], body: usize, n: usize) -> bool {
    // The ancestor of `body` whose parent also holds `n`, and `n`'s ancestor under it.
    let mut side = body;
    while !in_subtree(nodes, nodes[side].parent as usize, n) {
        side = nodes[side].parent as usize;
    }
    let parent = nodes[side].parent as usize;
    // A block right inside that parent (a line between the body and the boxes) is not in a
    // box: it stays.
    if n == parent {
        return true;
    }
    let mut other = n;
    while nodes[other].parent as usize != parent {
        other = nodes[other].parent as usize;
    }
    nodes[other].shape == nodes[side].shape
}

/// True when a block is a paragraph of prose: a sentence's end, not mostly links, and at
/// least [`TAIL_PROSE_MIN_WORDS`] words or [`TAIL_PROSE_MIN_BYTES`] of text outside links
/// (a language written without spaces).
pub(super) fn is_prose(b: &BlockRecord, t: &Text) -> bool {
    b.kind == BlockKind::Paragraph
        && !t.list_item
        && t.sentences > 0
        && !mostly_links(b)
        && (t.words >= TAIL_PROSE_MIN_WORDS || own_text(b) >= TAIL_PROSE_MIN_BYTES)
}
