//! Each block's text as the `--main` rules that read its words see it (F-06, Q-02, E-02):
//! [`plain_lowercase`] of the block's Markdown, made the first time a rule asks for it and
//! kept for the next one. The rules that read short blocks' words (small print, captions,
//! calls to action, and any new rule of the kind) share one [`PlainTexts`], so a block is
//! lowercased at most once however many of them read it, and not at all when none does.
//!
//! Use: `select` makes one for the page; a rule takes `&PlainTexts` and asks
//! [`PlainTexts::get`] for block `i` only after its cheap tests (kind, size, kept) pass.

use std::cell::OnceCell;

use super::super::record::{BlockKind, BlockRecord};

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

/// Which blocks a rule that reads short lines one at a time looks at ([`drop_short_lines`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum LineKinds {
    /// Paragraphs only.
    Paragraphs,
    /// Paragraphs and headings.
    ParagraphsAndHeadings,
    /// Headings only.
    Headings,
}

/// Drops the kept blocks of `kinds` with 1 to `max_bytes` bytes of text whose text in
/// `plain` `is` picks out: how the rules that read short lines one at a time go over a page.
pub(super) fn drop_short_lines(
    blocks: &[BlockRecord],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
    (kinds, max_bytes): (LineKinds, usize),
    is: impl Fn(&str) -> bool,
) {
    for (i, (b, k)) in blocks.iter().zip(keep.iter_mut()).enumerate() {
        let kind = match b.kind {
            BlockKind::Paragraph => kinds != LineKinds::Headings,
            BlockKind::Heading(_) => kinds != LineKinds::Paragraphs,
            _ => false,
        };
        if *k && kind && b.text_bytes > 0 && b.text_bytes <= max_bytes && is(plain.get(i)) {
            *k = false;
        }
    }
}

/// The text of a block's Markdown, lowercased, without link targets, heading marks,
/// emphasis, escapes and a list item's marker, whitespace collapsed. Read byte by byte:
/// ASCII (most of a page) needs no Unicode tables, and the marks it leaves out are ASCII.
/// The rules of `--main` ask [`PlainTexts`] for it, which makes it once per block.
pub(super) fn plain_lowercase(md: &str) -> String {
    let md = md.trim_start_matches([' ', '#', '>']);
    let md = md
        .strip_prefix("- ")
        .or_else(|| md.strip_prefix("* "))
        .unwrap_or(md);
    let bytes = md.as_bytes();
    // Built as bytes: an ASCII letter (most of a page) is one push, without encoding a char.
    let mut text: Vec<u8> = Vec::with_capacity(md.len());
    let mut space = false;
    let mut at = 0;
    while at < bytes.len() {
        let b = bytes[at];
        if PLAIN_ASCII[usize::from(b)] {
            // A run of ASCII letters, digits and signs kept as they are, single spaces between
            // them (most of a block: its words), is lowercased in one pass.
            let end = plain_run_end(bytes, at);
            if space {
                text.push(b' ');
                space = false;
            }
            text.extend(bytes[at..end].iter().map(u8::to_ascii_lowercase));
            at = end;
        } else if b.is_ascii() {
            at += 1;
            if b == b']' && bytes.get(at) == Some(&b'(') {
                at = after_link_target(bytes, at);
                continue;
            }
            // A picture (`![alt](src)`) is not text: its alt text is not read either, so
            // that a credit or a caption written under it in the same paragraph reads as
            // it stands.
            if b == b'!'
                && bytes.get(at) == Some(&b'[')
                && let Some(close) = after_image_alt(bytes, at)
            {
                at = after_link_target(bytes, close);
                continue;
            }
            if matches!(b, b'*' | b'_' | b'\\' | b'[' | b']' | b'`') {
                continue;
            }
            // ASCII whitespace as `char::is_whitespace` reads it (vertical tab too).
            if matches!(b, b'\t'..=b'\r' | b' ') {
                space = !text.is_empty();
                continue;
            }
            if space {
                text.push(b' ');
                space = false;
            }
            text.push(b.to_ascii_lowercase());
        } else {
            let Some(c) = md[at..].chars().next() else {
                break;
            };
            at += c.len_utf8();
            if c.is_whitespace() {
                space = !text.is_empty();
                continue;
            }
            if space {
                text.push(b' ');
                space = false;
            }
            let mut utf8 = [0u8; 4];
            for lower in c.to_lowercase() {
                text.extend_from_slice(lower.encode_utf8(&mut utf8).as_bytes());
            }
        }
    }
    String::from_utf8(text).expect("whole characters were pushed")
}

/// The ASCII bytes that [`plain_lowercase`] keeps as they are, lowercased: all but
/// whitespace, the marks it leaves out and the `]` and `!` that may start a link's target or
/// a picture. A byte of a longer UTF-8 character is not one.
const PLAIN_ASCII: [bool; 256] = {
    let mut plain = [false; 256];
    let mut b = 0;
    while b < 128 {
        plain[b] = !matches!(
            b as u8,
            b'\t'..=b'\r' | b' ' | b'*' | b'_' | b'\\' | b'[' | b']' | b'`' | b'!'
        );
        b += 1;
    }
    plain
};

/// Where the run of [`PLAIN_ASCII`] bytes starting at `bytes[at]` ends, a single space
/// between two of them taken in (a space before another or at the run's end is left to
/// [`plain_lowercase`]'s collapsing).
fn plain_run_end(bytes: &[u8], at: usize) -> usize {
    let plain = |at: usize| bytes.get(at).is_some_and(|&b| PLAIN_ASCII[usize::from(b)]);
    let mut end = at;
    loop {
        while plain(end) {
            end += 1;
        }
        if bytes.get(end) == Some(&b' ') && plain(end + 1) {
            end += 2;
        } else {
            return end;
        }
    }
}

/// Where a picture's alt text `[…]` starting at `bytes[open]` ends, when a link target
/// follows it: the position of that target's `(`; `None` when the brackets do not close on
/// the same line or no target follows (a `!` before a bracketed word, not a picture).
fn after_image_alt(bytes: &[u8], open: usize) -> Option<usize> {
    let close = open
        + bytes[open..]
            .iter()
            .position(|&b| b == b']' || b == b'\n')?;
    (bytes[close] == b']' && bytes.get(close + 1) == Some(&b'(')).then_some(close + 1)
}

/// Where a link target `(…)` starting at `bytes[open]` ends: just past its closing
/// parenthesis (balanced ones inside it), or the end. Parentheses are ASCII, and no byte of
/// a longer UTF-8 character is, so bytes can be counted.
fn after_link_target(bytes: &[u8], open: usize) -> usize {
    let mut depth = 0usize;
    for (at, b) in bytes.iter().enumerate().skip(open) {
        match b {
            b'(' => depth += 1,
            b')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return at + 1;
                }
            }
            _ => {}
        }
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::super::super::record::BlockKind;
    use super::*;

    #[test]
    fn plain_text_leaves_markdown_out_and_lowercases_any_letter() {
        for (md, text) in [
            (
                "## **Follow Us** on [Twitter](https://t/x_(y))!",
                "follow us on twitter!",
            ),
            ("- *Photo:*\u{a0} Ünal\tİnce", "photo: ünal i\u{307}nce"),
            ("> \\# Tags: `a`, [b](c", "# tags: a, b"),
            ("  Trailing \n space  ", "trailing space"),
            // a picture and its alt text are not read; a linked picture's link neither.
            (
                "![a graph](https://t/g.png?w=1)\n*(Credit: Jane Roe / Agency)*",
                "(credit: jane roe / agency)",
            ),
            ("[![logo](/l.png)](/home) Home", "home"),
            ("Wow! [Yes](/y) and ![no alt]", "wow! yes and !no alt"),
            // Runs of words: spaces collapse, marks between words leave one space.
            (
                "Two  Spaces, *Then* MARKS! [A](b) c \u{a0}D ` E",
                "two spaces, then marks! a c d e",
            ),
            ("X * Y", "x y"),
        ] {
            assert_eq!(plain_lowercase(md), text, "{md:?}");
        }
    }

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
