//! Notices written from one template (`--main`, issue 12 §3): a shop writes its shipping
//! banner once for every country it ships to ("Free shipping on orders $40+. For more
//! information on shipping rates, visit our international page", then in €, in ¥, in
//! French …), one after another, and shows one copy by script. The copies differ in their
//! figures and their first words but end alike. Paragraphs in a row that end with the same
//! words, [`MIN_COPIES`] or more, are such a notice, and the copies go: none of them is what
//! the reader came for.

use super::super::record::{BlockKind, BlockRecord, Node, in_subtree};
use super::prune::is_list_item;
use super::repeats::skip_link_target;
use super::words::{FNV_OFFSET, fnv, text_key};

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
        if end - start >= MIN_COPIES
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

/// What two paragraphs are compared by: the hash of their last [`TAIL_WORDS`] words and that
/// of all their words ([`tail_key`]).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Key {
    tail: u64,
    words: u64,
}

/// The [`Key`] of a paragraph, from its words: runs of letters, lowercased, without words
/// holding a digit (a price, a count) and without link targets (`](…)`); `None` when the
/// paragraph has fewer than [`MIN_WORDS`] such words. Words are hashed as they are read
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
    (tail.words >= MIN_WORDS).then(|| Key {
        tail: tail.key(),
        words: tail.all,
    })
}

/// The words of a paragraph as [`tail_key`] reads them: how many, the hashes of the last
/// [`TAIL_WORDS`] (a ring), and one hash of them all.
struct Tail {
    words: usize,
    last: [u64; TAIL_WORDS],
    all: u64,
}

impl Default for Tail {
    fn default() -> Self {
        Tail {
            words: 0,
            last: [0; TAIL_WORDS],
            all: FNV_OFFSET,
        }
    }
}

impl Tail {
    /// Counts a word and keeps its hash among the last ones.
    fn push(&mut self, word: u64) {
        self.last[self.words % TAIL_WORDS] = word;
        self.words += 1;
        self.all = fnv(self.all, word);
    }

    /// One hash of the last [`TAIL_WORDS`] words, in their order.
    fn key(&self) -> u64 {
        (0..TAIL_WORDS)
            .map(|i| self.last[(self.words + i) % TAIL_WORDS])
            .fold(FNV_OFFSET, fnv)
    }
}

/// A sign-up box (the form and the invitation around it: "Be the first to know!", "By
/// signing up, you agree to …") holds at most this many bytes of text; an element with
/// more is the page the form sits in (800 measured as well as 1 200 and better than 500).
const MAX_SIGN_UP_TEXT: usize = 800;

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
    for &form in sign_ups {
        let Some(boxed) = sign_up_box(blocks, nodes, form as usize, best) else {
            continue;
        };
        for (b, k) in blocks.iter().zip(keep.iter_mut()) {
            if in_subtree(nodes, boxed, b.node as usize) {
                *k = false;
            }
        }
    }
}

/// The largest element from `form` up with at most [`MAX_SIGN_UP_TEXT`] bytes of text that
/// is not the page, does not hold the main container `best` nor a title (a level-1
/// heading: the form is then the page's lead) and has at most [`SIGN_UP_GROWTH`] times the
/// text of the element below it plus [`SIGN_UP_SLACK`] (an element that adds much more
/// text around the box is the page or a list beside it).
fn sign_up_box(blocks: &[BlockRecord], nodes: &[Node], form: usize, best: usize) -> Option<usize> {
    let mut found = None;
    let mut id = form;
    let mut below = 0usize;
    while id != 0 && id < nodes.len() && !in_subtree(nodes, id, best) {
        let (text, titled) = box_text(blocks, nodes, id);
        if titled || text > MAX_SIGN_UP_TEXT || text > below * SIGN_UP_GROWTH + SIGN_UP_SLACK {
            break;
        }
        found = Some(id);
        below = text;
        id = nodes[id].parent as usize;
    }
    found
}

/// See [`sign_up_box`] (3 and 400 bytes measured better than 3 and 200 or 600, as well as
/// 2 or 10: --main F1 0.9053 -> 0.9057, article 0.9647 -> 0.9650, product 0.7311 -> 0.7336,
/// service 0.8828 -> 0.8832, collection 0.7904 -> 0.7907, forum 0.8665 -> 0.8667, listing
/// 0.7919 -> 0.7914: a job board's alert box).
const SIGN_UP_GROWTH: usize = 3;
/// See [`SIGN_UP_GROWTH`].
const SIGN_UP_SLACK: usize = 400;

/// Bytes of text in node `id`'s subtree, and whether a level-1 heading is among its blocks.
fn box_text(blocks: &[BlockRecord], nodes: &[Node], id: usize) -> (usize, bool) {
    blocks
        .iter()
        .filter(|b| in_subtree(nodes, id, b.node as usize))
        .fold((0, false), |(text, titled), b| {
            (
                text + b.text_bytes,
                titled || b.kind == BlockKind::Heading(1),
            )
        })
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
