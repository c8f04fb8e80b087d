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
use super::words::{FNV_OFFSET, fnv, fnv_lowercase, text_key};
use super::words::{Text, is_list_item};

/// Drops the kept paragraphs (not list items) that come [`NOTICE_MIN_COPIES`] or more in a row
/// with the same last [`NOTICE_TAIL_WORDS`] words ([`tail_key`]). Only a run counts: an author's
/// refrain ("… has a 99 percent rating") or a coupon's fine print ends paragraphs that other
/// blocks part, while a notice's copies follow one another. Paragraphs that differ only in
/// their figures ([`only_figures_differ`]: "Line 12 of the log …") are one list's lines.
pub(super) fn drop_templated_notices(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let kept: Vec<usize> = (0..blocks.len()).filter(|&i| keep[i]).collect();
    let compared = |i: usize| {
        let b = &blocks[i];
        let md = out[b.start..b.end].trim();
        (b.kind == BlockKind::Paragraph && !is_list_item(md)).then_some(md)
    };
    // Only the ends are read here ([`tail_hash`]): a notice's copies are compared by them, and
    // most paragraphs are longer than their last words.
    let tails: Vec<Option<u64>> = kept
        .iter()
        .map(|&i| compared(i).and_then(tail_hash))
        .collect();
    let mut start = 0;
    while start < kept.len() {
        let tail = tails[start];
        let end = start
            + tails[start..]
                .iter()
                .take_while(|t| t.is_some() && **t == tail)
                .count()
                .max(1);
        if end - start >= NOTICE_MIN_COPIES && !only_figures_differ(out, blocks, &kept[start..end])
        {
            for &i in &kept[start..end] {
                keep[i] = false;
            }
        }
        start = end;
    }
}

/// `texts` with the measures of a notice's copies ([`drop_templated_notices`] over every
/// block) emptied: they count as fragments, not as prose, when the main container is chosen.
/// A promo bar holding the same banner in twenty currencies outweighs a short page's text,
/// and pruning its copies afterwards left the page uncertain.
pub(super) fn without_notice_copies(
    out: &str,
    blocks: &[BlockRecord],
    mut texts: Vec<Text>,
) -> Vec<Text> {
    let mut copies = vec![true; blocks.len()];
    drop_templated_notices(out, blocks, &mut copies);
    for (text, kept) in texts.iter_mut().zip(&copies) {
        if !kept {
            *text = Text::default();
        }
    }
    texts
}

/// True when the paragraphs `run` say the same words ([`tail_key`]) but are not all written
/// alike ([`text_key`]: their figures or link targets differ): the lines of a log, the steps
/// of a count, the same sentence in each tab of a code sample. A notice's copies are worded
/// otherwise (another language, another currency's words) or written exactly alike (a
/// carousel's slide again and again).
fn only_figures_differ(out: &str, blocks: &[BlockRecord], run: &[usize]) -> bool {
    let md = |i: usize| &out[blocks[i].start..blocks[i].end];
    let words = |i: usize| tail_key(md(i).trim()).map(|k| k.words);
    let (first_words, first_text) = (words(run[0]), text_key(md(run[0])));
    run.iter().all(|&i| words(i) == first_words)
        && run.iter().any(|&i| text_key(md(i)) != first_text)
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

/// [`tail_key`]'s `tail`, read from the end of the paragraph: only its last
/// [`NOTICE_MIN_WORDS`] words rather than all of it ([`tail_from_the_end`]); from its start
/// when a link target there is too long to look for.
fn tail_hash(md: &str) -> Option<u64> {
    tail_from_the_end(md).unwrap_or_else(|| tail_key(md).map(|k| k.tail))
}

/// How many bytes [`tail_from_the_end`] reads looking for link targets' starts before it
/// leaves a paragraph to [`tail_key`]: the search goes back from each `)`, so without a
/// bound a paragraph of many `)` would be read again for each.
const LINK_TARGET_SEARCH_BUDGET: usize = 2048;

/// [`tail_key`]'s `tail` read backwards: the same words (runs of letters and figures, a run
/// holding a figure left out, a link target `](…)` skipped; the converter writes link
/// targets with balanced parentheses, so a target's `(` is found from its `)`). `None` when
/// the search for targets' starts would read more than [`LINK_TARGET_SEARCH_BUDGET`] bytes.
fn tail_from_the_end(md: &str) -> Option<Option<u64>> {
    let bytes = md.as_bytes();
    // The last words' hashes, the last one first.
    let mut last = [0u64; NOTICE_MIN_WORDS];
    let mut words = 0;
    let mut budget = LINK_TARGET_SEARCH_BUDGET;
    // What is left to read is `md[..end]`.
    let mut end = bytes.len();
    // Where the run of letters and figures being read ends, and whether it holds a figure.
    let mut run: Option<(usize, bool)> = None;
    while words < NOTICE_MIN_WORDS {
        let last_char = md[..end].char_indices().next_back();
        let at = last_char.map(|(at, _)| at);
        // Whether that character is in a word, and whether it is a figure.
        let class = last_char.map(|(_, c)| {
            if c.is_ascii() {
                return (c.is_ascii_alphanumeric(), c.is_ascii_digit());
            }
            let letter = c.is_alphabetic();
            (letter || c.is_numeric(), !letter && c.is_numeric())
        });
        if let (Some(at), Some((true, figure))) = (at, class) {
            run = Some(run.map_or((end, figure), |(run_end, f)| (run_end, f || figure)));
            end = at;
            continue;
        }
        if let Some((run_end, figure)) = run.take()
            && !figure
        {
            last[words] = word_hash(&md[end..run_end]);
            words += 1;
            continue;
        }
        let Some(at) = at else {
            break;
        };
        end = at;
        if bytes[at] == b')' {
            let (start, read) = link_target_start(bytes, at);
            budget = budget.checked_sub(read)?;
            end = start.unwrap_or(at);
        }
    }
    Some((words >= NOTICE_MIN_WORDS).then(|| {
        last[..NOTICE_TAIL_WORDS]
            .iter()
            .rev()
            .fold(FNV_OFFSET, |hash, &word| fnv(hash, word))
    }))
}

/// Where the link target whose `)` is at `bytes[close]` starts: its `]` (the `(` just after
/// one, its parentheses balanced), or `None` for a `)` of the text; and how many bytes were
/// read to know.
fn link_target_start(bytes: &[u8], close: usize) -> (Option<usize>, usize) {
    let mut depth = 0usize;
    for at in (0..=close).rev() {
        match bytes[at] {
            b')' => depth += 1,
            b'(' => {
                depth -= 1;
                if depth == 0 {
                    let start = (at > 0 && bytes[at - 1] == b']').then(|| at - 1);
                    return (start, close + 1 - at);
                }
            }
            _ => {}
        }
    }
    (None, close + 1)
}

/// The hash [`tail_key`] gives a word (a run of letters, lowercased).
fn word_hash(word: &str) -> u64 {
    word.chars().fold(FNV_OFFSET, fnv_lowercase)
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
    fn the_tail_read_from_the_end_is_the_tail_read_from_the_start() {
        let long_target = format!(
            "see [the page](https://example.com/{}) now",
            "x".repeat(3000)
        );
        for md in [
            "Free standard shipping on orders $40+. For more information on shipping rates, \
             visit our [international page](https://example.com/intl_(a)/b) today.",
            "Versand kostenlos ab 40 €. Weitere Informationen über Versandkosten finden Sie auf \
             unserer Seite [hier](https://example.com/de) – Straße, Größe, Ärger 12ab.",
            "one two three four five six seven eight nine ten (an aside) 2024 eleven",
            "a ) b ( c ] (d) e [f](g(h)i) j k l m n o p q",
            "only five words here now",
            "))) ((( ]]] nine words of text after the marks come here (",
            &long_target,
            &format!(
                "{} and the words after them are nine in all here",
                ")".repeat(5000)
            ),
        ] {
            assert_eq!(tail_hash(md), tail_key(md).map(|k| k.tail), "{md}");
        }
        // A search for a link target's start that would read too much is left to the start.
        assert_eq!(tail_from_the_end(&long_target), None);
    }

    #[test]
    fn short_labels_have_no_key() {
        assert_eq!(tail_key("Free shipping on orders $40+"), None);
    }
}
