//! Each block's text as the `--main` rules that read its words see it (F-06, Q-02, E-02):
//! [`plain_lowercase`] of the block's Markdown, made the first time a rule asks for it and
//! kept for the next one. The rules that read short blocks' words (small print, captions,
//! calls to action, and any new rule of the kind) share one [`PlainTexts`], so a block is
//! lowercased at most once however many of them read it, and not at all when none does.
//!
//! Use: `select` makes one for the page; a rule takes `&PlainTexts` and asks
//! [`PlainTexts::get`] for block `i` only after its cheap tests (kind, size, kept) pass.

use std::cell::OnceCell;

use super::super::record::BlockRecord;
use super::meta_lines::plain_lowercase;

/// The blocks' texts ([`plain_lowercase`]), each made on the first [`PlainTexts::get`].
pub(super) struct PlainTexts<'a> {
    out: &'a str,
    blocks: &'a [BlockRecord],
    texts: Vec<OnceCell<String>>,
}

impl<'a> PlainTexts<'a> {
    /// The texts of `blocks` (records of `out`), none made yet.
    pub(super) fn new(out: &'a str, blocks: &'a [BlockRecord]) -> Self {
        PlainTexts {
            out,
            blocks,
            texts: std::iter::repeat_with(OnceCell::new)
                .take(blocks.len())
                .collect(),
        }
    }

    /// Block `i`'s text: its Markdown lowercased, without link targets, heading marks,
    /// emphasis, escapes and a list item's marker, whitespace collapsed
    /// ([`plain_lowercase`]).
    pub(super) fn get(&self, i: usize) -> &str {
        self.texts[i].get_or_init(|| {
            let b = &self.blocks[i];
            plain_lowercase(&self.out[b.start..b.end])
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::record::BlockKind;
    use super::*;

    #[test]
    fn a_block_text_is_its_plain_lowercase_markdown() {
        let out = "## **Follow Us** on [Twitter](https://t/x)\n\nPhoto: Jane";
        let block = |start: usize, end: usize| BlockRecord {
            start,
            end,
            kind: BlockKind::Paragraph,
            text_bytes: end - start,
            link_bytes: 0,
            in_article: false,
            node: 0,
        };
        let blocks = [block(0, 42), block(44, out.len())];
        let texts = PlainTexts::new(out, &blocks);
        assert_eq!(texts.get(1), "photo: jane");
        assert_eq!(texts.get(0), "follow us on twitter");
        // Asked again: the same text, made once.
        assert!(std::ptr::eq(texts.get(0), texts.get(0)));
    }
}
