//! How every rule of `--main` reads a block record's links, written once: a block is "mostly
//! links" when more than half of its text lies inside links (a menu entry, a teaser's title,
//! a tag list), and "nearly all links" from nine tenths on (a card that is one link); and
//! how much text the kept blocks hold.

use super::super::record::BlockRecord;

/// True when more than half of the block's text lies in links: a menu entry, a linked title,
/// a list of tags. Exactly half is not (a sentence with a long link in it is still prose).
/// An empty block is not.
pub(super) fn mostly_links(b: &BlockRecord) -> bool {
    b.link_bytes * 2 > b.text_bytes
}

/// True when at least nine tenths of the block's text lie in links (a card that is one link
/// with a word or two beside it). An empty block is.
pub(super) fn nearly_all_links(b: &BlockRecord) -> bool {
    b.link_bytes * 10 >= b.text_bytes * 9
}

/// Bytes of text of the kept blocks (`keep` is read alongside `blocks`: pass the same
/// range of both for a part of the page).
pub(super) fn kept_text(blocks: &[BlockRecord], keep: &[bool]) -> usize {
    blocks
        .iter()
        .zip(keep)
        .filter(|(_, k)| **k)
        .map(|(b, _)| b.text_bytes)
        .sum()
}

/// The bytes of the block's text outside links.
pub(super) fn own_text(b: &BlockRecord) -> usize {
    b.text_bytes - b.link_bytes.min(b.text_bytes)
}
