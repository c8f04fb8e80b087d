//! Notices written from one template (`--main`, issue 12 §3): a shop writes its shipping
//! banner once for every country it ships to ("Free shipping on orders $40+. For more
//! information on shipping rates, visit our international page", then in €, in ¥, in
//! French …), one after another, and shows one copy by script. The copies differ in their
//! figures and their first words but end alike. Paragraphs in a row that end with the same
//! words, [`MIN_COPIES`] or more, are such a notice, and the copies go: none of them is what
//! the reader came for.

use super::super::record::{BlockKind, BlockRecord};
use super::prune::is_list_item;
use super::repeats::skip_link_target;

/// How many last words (letters only, lowercased, link targets left out) two copies of a
/// notice share.
const TAIL_WORDS: usize = 6;

/// A paragraph with fewer words than this (figures not counted) is not compared: a label or
/// a byline repeated on every card is not a notice.
const MIN_WORDS: usize = 9;

/// A notice is written at least this many times; a sentence that ends two or three
/// paragraphs alike (a refrain, a call to action after each section) is the author's.
const MIN_COPIES: usize = 4;

/// Drops the kept paragraphs (not list items) that come [`MIN_COPIES`] or more in a row
/// with the same last [`TAIL_WORDS`] words ([`tail_key`]). Only a run counts: an author's
/// refrain ("… has a 99 percent rating") or a coupon's fine print ends paragraphs that other
/// blocks part, while a notice's copies follow one another.
pub(super) fn drop_templated_notices(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let kept: Vec<usize> = (0..blocks.len()).filter(|&i| keep[i]).collect();
    let keys: Vec<Option<u64>> = kept
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
        let end = start
            + keys[start..]
                .iter()
                .take_while(|key| key.is_some() && **key == keys[start])
                .count()
                .max(1);
        if end - start >= MIN_COPIES {
            for &i in &kept[start..end] {
                keep[i] = false;
            }
        }
        start = end;
    }
}

/// The hash of a paragraph's last [`TAIL_WORDS`] words: runs of letters, lowercased, without
/// words holding a digit (a price, a count) and without link targets (`](…)`); `None` when
/// the paragraph has fewer than [`MIN_WORDS`] such words. Words are hashed as they are read
/// (FNV-1a), so that nothing is allocated.
fn tail_key(md: &str) -> Option<u64> {
    let mut tail = Tail::default();
    let mut word = FNV_OFFSET;
    let mut in_word = false;
    let mut has_digit = false;
    let mut chars = md.chars().peekable();
    loop {
        let c = chars.next();
        match c {
            Some(c) if c.is_alphabetic() => {
                for l in c.to_lowercase() {
                    word = (word ^ u64::from(l)).wrapping_mul(FNV_PRIME);
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
    (tail.words >= MIN_WORDS).then(|| tail.key())
}

/// FNV-1a's offset basis and prime (64 bits), for hashing words as they are read.
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// The words of a paragraph as [`tail_key`] reads them: how many, and the hashes of the
/// last [`TAIL_WORDS`] (a ring).
#[derive(Default)]
struct Tail {
    words: usize,
    last: [u64; TAIL_WORDS],
}

impl Tail {
    /// Counts a word and keeps its hash among the last ones.
    fn push(&mut self, word: u64) {
        self.last[self.words % TAIL_WORDS] = word;
        self.words += 1;
    }

    /// One hash of the last [`TAIL_WORDS`] words, in their order.
    fn key(&self) -> u64 {
        (0..TAIL_WORDS)
            .map(|i| self.last[(self.words + i) % TAIL_WORDS])
            .fold(FNV_OFFSET, |h, w| (h ^ w).wrapping_mul(FNV_PRIME))
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
        assert!(a.is_some());
        assert_eq!(a, b);
    }

    #[test]
    fn other_last_words_give_another_key() {
        let a = tail_key("Free standard shipping on orders $40+. Visit our page for the rates.");
        let b = tail_key("Free standard shipping on orders $40+. Visit our page for the terms.");
        assert!(a.is_some() && b.is_some());
        assert_ne!(a, b);
    }

    #[test]
    fn short_labels_have_no_key() {
        assert_eq!(tail_key("Free shipping on orders $40+"), None);
    }
}
