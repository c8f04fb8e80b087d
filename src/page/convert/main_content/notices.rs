//! Notices written from one template (`--main`, F-06, Q-02): a shop writes its shipping
//! banner once for every country it ships to ("Free shipping on orders $40+. For more
//! information on shipping rates, visit our international page", then in €, in ¥, in
//! French …), one after another, and shows one copy by script. The copies differ in their
//! figures and their first words but end alike. Paragraphs in a row that end with the same
//! words, [`NOTICE_MIN_COPIES`] or more, are such a notice, and the copies go: none of them is what
//! the reader came for.

use super::super::record::{BlockKind, BlockRecord};
use super::repeats::skip_link_target;
use super::tuning::{NOTICE_MIN_COPIES, NOTICE_MIN_WORDS, NOTICE_TAIL_WORDS};
use super::words::is_list_item;
use super::words::{FNV_OFFSET, fnv, text_key};

/// Drops the kept paragraphs (not list items) that come [`NOTICE_MIN_COPIES`] or more in a row
/// with the same last [`NOTICE_TAIL_WORDS`] words ([`tail_key`]). Only a run counts: an author's
/// refrain ("… has a 99 percent rating") or a coupon's fine print ends paragraphs that other
/// blocks part, while a notice's copies follow one another. Paragraphs that differ only in
/// their figures ([`only_figures_differ`]: "Line 12 of the log …") are one list's lines.
pub(super) fn drop_templated_notices(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let kept: Vec<usize> = (0..blocks.len()).filter(|&i| keep[i]).collect();
    let keys: Vec<Option<Key>> = kept
        .iter()
        .map(|&i| {
            let b = &blocks[i];
            let md = out[b.start..b.end].trim();
            (b.kind == BlockKind::Paragraph && !is_list_item(md))
                .then(|| tail_key(md))
                .flatten()
        })
        .collect();
    let mut start = 0;
    while start < kept.len() {
        let tail = keys[start].map(|k| k.tail);
        let end = start
            + keys[start..]
                .iter()
                .take_while(|key| key.is_some() && key.map(|k| k.tail) == tail)
                .count()
                .max(1);
        if end - start >= NOTICE_MIN_COPIES
            && !only_figures_differ(out, blocks, &kept[start..end], &keys[start..end])
        {
            for &i in &kept[start..end] {
                keep[i] = false;
            }
        }
        start = end;
    }
}

/// True when the paragraphs `run` (with their `keys`) say the same words but are not all
/// written alike ([`text_key`]: their figures or link targets differ): the lines of a log,
/// the steps of a count, the same sentence in each tab of a code sample. A notice's copies are
/// worded otherwise (another language, another currency's words) or written exactly alike
/// (a carousel's slide again and again).
fn only_figures_differ(
    out: &str,
    blocks: &[BlockRecord],
    run: &[usize],
    keys: &[Option<Key>],
) -> bool {
    let same_words = keys
        .iter()
        .all(|k| k.map(|k| k.words) == keys[0].map(|k| k.words));
    let text = |i: usize| text_key(&out[blocks[i].start..blocks[i].end]);
    same_words && run.iter().any(|&i| text(i) != text(run[0]))
}

/// What two paragraphs are compared by: the hash of their last [`NOTICE_TAIL_WORDS`] words and that
/// of all their words ([`tail_key`]).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Key {
    tail: u64,
    words: u64,
}

/// The [`Key`] of a paragraph, from its words: runs of letters, lowercased, without words
/// holding a digit (a price, a count) and without link targets (`](…)`); `None` when the
/// paragraph has fewer than [`NOTICE_MIN_WORDS`] such words. Words are hashed as they are read
/// (FNV-1a), so that nothing is allocated.
fn tail_key(md: &str) -> Option<Key> {
    let mut tail = Tail::default();
    let mut word = FNV_OFFSET;
    let mut in_word = false;
    let mut has_digit = false;
    let mut chars = md.chars().peekable();
    loop {
        let c = chars.next();
        match c {
            // Most of a page is ASCII: no Unicode tables needed.
            Some(c) if c.is_ascii_alphabetic() => {
                word = fnv(word, u64::from(c.to_ascii_lowercase()));
                in_word = true;
            }
            Some(c) if c.is_ascii_digit() => {
                in_word = true;
                has_digit = true;
            }
            Some(c) if !c.is_ascii() && c.is_alphabetic() => {
                for l in c.to_lowercase() {
                    word = fnv(word, u64::from(l));
                }
                in_word = true;
            }
            Some(c) if c.is_numeric() => {
                in_word = true;
                has_digit = true;
            }
            _ => {
                if in_word && !has_digit {
                    tail.push(word);
                }
                (word, in_word, has_digit) = (FNV_OFFSET, false, false);
                match c {
                    None => break,
                    Some(']') if chars.peek() == Some(&'(') => skip_link_target(&mut chars),
                    Some(_) => {}
                }
            }
        }
    }
    (tail.words >= NOTICE_MIN_WORDS).then(|| Key {
        tail: tail.key(),
        words: tail.all,
    })
}

/// The words of a paragraph as [`tail_key`] reads them: how many, the hashes of the last
/// [`NOTICE_TAIL_WORDS`] (a ring), and one hash of them all.
struct Tail {
    words: usize,
    last: [u64; NOTICE_TAIL_WORDS],
    all: u64,
}

impl Default for Tail {
    fn default() -> Self {
        Tail {
            words: 0,
            last: [0; NOTICE_TAIL_WORDS],
            all: FNV_OFFSET,
        }
    }
}

impl Tail {
    /// Counts a word and keeps its hash among the last ones.
    fn push(&mut self, word: u64) {
        self.last[self.words % NOTICE_TAIL_WORDS] = word;
        self.words += 1;
        self.all = fnv(self.all, word);
    }

    /// One hash of the last [`NOTICE_TAIL_WORDS`] words, in their order.
    fn key(&self) -> u64 {
        (0..NOTICE_TAIL_WORDS)
            .map(|i| self.last[(self.words + i) % NOTICE_TAIL_WORDS])
            .fold(FNV_OFFSET, fnv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_with_other_figures_and_first_words_share_a_key() {
        let a = tail_key(
            "Free standard shipping on orders $40+. For more information on shipping rates, \
             visit our [international page](https://example.com/intl)",
        );
        let b = tail_key(
            "Livraison gratuite 65€ +. For more information on shipping rates, visit our \
             [international page](https://example.com/intl/fr)",
        );
        let (a, b) = (a.unwrap(), b.unwrap());
        assert_eq!(a.tail, b.tail);
        assert_ne!(a.words, b.words);
    }

    #[test]
    fn other_last_words_give_another_key() {
        let a = tail_key("Free standard shipping on orders $40+. Visit our page for the rates.");
        let b = tail_key("Free standard shipping on orders $40+. Visit our page for the terms.");
        assert_ne!(a.unwrap().tail, b.unwrap().tail);
    }

    #[test]
    fn short_labels_have_no_key() {
        assert_eq!(tail_key("Free shipping on orders $40+"), None);
    }
}
