//! Sign-up boxes (`--main`, F-06, Q-02): a newsletter's or an SMS list's form sits beside
//! the content, with its invitation ("Be the first to know!") and its fine print ("By
//! signing up, you agree to …"). The converter notes each field for an e-mail address or a
//! phone number ([`Records::sign_ups`]); the box is the largest element around the field
//! that is still small and adds little text around it, and it goes.
//!
//! [`Records::sign_ups`]: super::super::record::Records::sign_ups

use super::super::record::{BlockKind, BlockRecord, Node, in_subtree};
use super::tuning::{MAX_SIGN_UP_TEXT, SIGN_UP_GROWTH, SIGN_UP_SLACK};

/// Drops the kept blocks of each sign-up box: the largest element around a field for an
/// e-mail address or a phone number (`sign_ups`, [`Records::sign_ups`]) with at most
/// [`MAX_SIGN_UP_TEXT`] bytes of text, short of the main container `best` and the elements
/// holding it.
///
/// [`Records::sign_ups`]: super::super::record::Records::sign_ups
pub(super) fn drop_sign_up_boxes(
    blocks: &[BlockRecord],
    nodes: &[Node],
    sign_ups: &[u32],
    best: usize,
    keep: &mut [bool],
) {
    if sign_ups.is_empty() {
        return;
    }
    let spans = Spans::of(blocks, nodes);
    for &form in sign_ups {
        let Some(boxed) = box_around(&spans, nodes, form as usize, best) else {
            continue;
        };
        let range = spans.range(boxed);
        for (b, k) in blocks[range.clone()].iter().zip(&mut keep[range]) {
            if in_subtree(nodes, boxed, b.node as usize) {
                *k = false;
            }
        }
    }
}

/// The largest element from `form` (the node holding a field) up with at most
/// [`MAX_SIGN_UP_TEXT`] bytes of text that is not the page, does not hold the main container
/// `best` nor a title (a level-1 heading: the form is then the page's lead) and has at most
/// [`SIGN_UP_GROWTH`] times the text of the element below it plus [`SIGN_UP_SLACK`] (an
/// element that adds much more text around the box is the page or a list beside it). A
/// comment's form is boxed alike (`comments.rs`).
pub(super) fn box_around(spans: &Spans, nodes: &[Node], form: usize, best: usize) -> Option<usize> {
    let mut found = None;
    let mut id = form;
    let mut below = 0usize;
    while id != 0 && id < nodes.len() && !in_subtree(nodes, id, best) {
        let (text, titled) = spans.text(id);
        if titled || text > MAX_SIGN_UP_TEXT || text > below * SIGN_UP_GROWTH + SIGN_UP_SLACK {
            break;
        }
        found = Some(id);
        below = text;
        id = nodes[id].parent as usize;
    }
    found
}

/// Where each node's blocks are: a subtree's blocks were written while its element was
/// open, so they follow one another in `blocks`. With running sums of the blocks' text and
/// level-1 headings, the text of any subtree is two lookups, however deep the walk up from
/// a field goes (R-02: a page of nested elements costs no more than its blocks).
pub(super) struct Spans {
    /// Per node, the first of its subtree's blocks and one past the last (`first >= end`:
    /// none).
    bounds: Vec<(usize, usize)>,
    /// Text bytes of the blocks before each index (one more entry than blocks).
    text: Vec<usize>,
    /// Level-1 headings among the blocks before each index.
    titles: Vec<usize>,
}

impl Spans {
    /// The spans of every node's subtree (nodes come after their parents).
    pub(super) fn of(blocks: &[BlockRecord], nodes: &[Node]) -> Self {
        let mut bounds = vec![(usize::MAX, 0usize); nodes.len()];
        let (mut text, mut titles) = (vec![0], vec![0]);
        for (i, b) in blocks.iter().enumerate() {
            if let Some(span) = bounds.get_mut(b.node as usize) {
                *span = (span.0.min(i), span.1.max(i + 1));
            }
            text.push(text[i] + b.text_bytes);
            titles.push(titles[i] + usize::from(b.kind == BlockKind::Heading(1)));
        }
        for id in (1..nodes.len()).rev() {
            let (first, end) = bounds[id];
            let parent = &mut bounds[nodes[id].parent as usize];
            *parent = (parent.0.min(first), parent.1.max(end));
        }
        Spans {
            bounds,
            text,
            titles,
        }
    }

    /// The blocks of node `id`'s subtree, as a range of indices.
    pub(super) fn range(&self, id: usize) -> std::ops::Range<usize> {
        let (first, end) = self.bounds[id];
        first.min(end)..end
    }

    /// Bytes of text in node `id`'s subtree, and whether a level-1 heading is among its
    /// blocks.
    fn text(&self, id: usize) -> (usize, bool) {
        let r = self.range(id);
        (
            self.text[r.end] - self.text[r.start],
            self.titles[r.end] > self.titles[r.start],
        )
    }
}
