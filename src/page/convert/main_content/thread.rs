//! Blocks written twice (`--main`, issue 12 §3): a forum shows a post again where a reply
//! answers it (a preview of the parent post, "1 Reply · Last reply"), a page writes its text
//! again for another screen size or as the back of a card that turns on hover. The reader has
//! read it already, so a kept paragraph that repeats an earlier kept block word for word goes.
//! List items are compared only on a discussion: elsewhere the same item under two headings
//! says something (the features of two plans, the steps of two tabs). Code and tables are
//! never compared (a log posted twice is the poster's choice).

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::super::record::{BlockKind, BlockRecord};
use super::prune::is_list_item;

/// A block shorter than this (bytes of text) is not compared: a name, a date, a label.
const MIN_REPEAT_TEXT: usize = 60;

/// Drops the kept blocks of at least [`MIN_REPEAT_TEXT`] bytes of text whose Markdown
/// (trimmed) repeats that of an earlier kept block; list items only with `lists` (a
/// discussion).
pub(super) fn drop_repeated_paragraphs(
    out: &str,
    blocks: &[BlockRecord],
    keep: &mut [bool],
    lists: bool,
) {
    let mut seen: HashSet<u64> = HashSet::new();
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if !*k
            || b.text_bytes < MIN_REPEAT_TEXT
            || matches!(b.kind, BlockKind::Code | BlockKind::Table | BlockKind::Raw)
        {
            continue;
        }
        let md = out[b.start..b.end].trim();
        if !lists && is_list_item(md) {
            continue;
        }
        let mut h = DefaultHasher::new();
        md.hash(&mut h);
        if !seen.insert(h.finish()) {
            *k = false;
        }
    }
}
