//! Threads (`--main`, issue 12 §3): on a page that is a discussion, a forum shows a post again
//! where a reply answers it (a preview of the parent post, "1 Reply · Last reply"): the
//! reader has read it already, so a kept block that repeats an earlier kept block word for
//! word goes. Code and tables are never compared (a log posted twice is the poster's choice).

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::super::record::{BlockKind, BlockRecord};

/// A block shorter than this (bytes of text) is not compared: a name, a date, a label.
const MIN_REPEAT_TEXT: usize = 60;

/// Drops the kept blocks whose Markdown (trimmed) repeats that of an earlier kept block, when
/// they hold at least [`MIN_REPEAT_TEXT`] bytes of text.
pub(super) fn drop_repeated_posts(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let mut seen: HashSet<u64> = HashSet::new();
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if !*k
            || b.text_bytes < MIN_REPEAT_TEXT
            || matches!(b.kind, BlockKind::Code | BlockKind::Table | BlockKind::Raw)
        {
            continue;
        }
        let mut h = DefaultHasher::new();
        out[b.start..b.end].trim().hash(&mut h);
        if !seen.insert(h.finish()) {
            *k = false;
        }
    }
}
