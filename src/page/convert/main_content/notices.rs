//! Notices written from one template (`--main`, issue 12 §3): a shop writes its shipping
//! banner once for every country it ships to ("Free shipping on orders $40+. For more
//! information on shipping rates, visit our international page", then in €, in ¥, in
//! French …), one after another, and shows one copy by script. The copies differ in their
//! figures and their first words but end alike. Paragraphs in a row that end with the same
//! words, [`MIN_COPIES`] or more, are such a notice, and the copies go: none of them is what
//! the reader came for.

use std::collections::VecDeque;
use std::hash::{DefaultHasher, Hash, Hasher};

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
/// the paragraph has fewer than [`MIN_WORDS`] such words.
fn tail_key(md: &str) -> Option<u64> {
    let mut tail = Tail::default();
    let mut word = String::new();
    let mut has_digit = false;
    let mut chars = md.chars().peekable();
    loop {
        let c = chars.next();
        match c {
            Some(c) if c.is_alphabetic() => word.extend(c.to_lowercase()),
            Some(c) if c.is_numeric() => has_digit = true,
            _ => {
                if !word.is_empty() && !has_digit {
                    tail.push(std::mem::take(&mut word));
                }
                word.clear();
                has_digit = false;
                match c {
                    None => break,
                    Some(']') if chars.peek() == Some(&'(') => skip_link_target(&mut chars),
                    Some(_) => {}
                }
            }
        }
    }
    (tail.words >= MIN_WORDS).then(|| {
        let mut h = DefaultHasher::new();
        tail.last.hash(&mut h);
        h.finish()
    })
}

/// The words of a paragraph as [`tail_key`] reads them: how many, and the last
/// [`TAIL_WORDS`].
#[derive(Default)]
struct Tail {
    words: usize,
    last: VecDeque<String>,
}

impl Tail {
    /// Counts `word` and keeps it among the last ones.
    fn push(&mut self, word: String) {
        self.words += 1;
        self.last.push_back(word);
        if self.last.len() > TAIL_WORDS {
            self.last.pop_front();
        }
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
    fn short_labels_have_no_key() {
        assert_eq!(tail_key("Free shipping on orders $40+"), None);
    }
}
