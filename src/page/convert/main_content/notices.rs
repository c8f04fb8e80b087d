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
    // most paragraphs are longer than their last words. First only the last word of each
    // ([`last_word`]): copies end with the same one, so a paragraph that is in no row of
    // [`NOTICE_MIN_COPIES`] whose last words agree is in no run of copies either, and its
    // tail is not read (E-02: most pages have no notice, and each tail read cost 40 M
    // instructions over 150 pages when every block was compared).
    let last_words: Vec<Option<LastWord>> = kept
        .iter()
        .map(|&i| compared(i).and_then(last_word))
        .collect();
    let mut candidate = vec![false; kept.len()];
    for (at, row) in last_words.windows(NOTICE_MIN_COPIES).enumerate() {
        if agree(row) {
            candidate[at..at + NOTICE_MIN_COPIES].fill(true);
        }
    }
    let tails: Vec<Option<u64>> = kept
        .iter()
        .zip(&candidate)
        .map(|(&i, &c)| {
            if c {
                compared(i).and_then(tail_hash)
            } else {
                None
            }
        })
        .collect();
    drop_runs(out, blocks, &kept, &tails, keep);
}

/// Drops the runs of [`NOTICE_MIN_COPIES`] or more of the blocks `kept` (in order) whose
/// tails (`tails`, one for each of `kept`) are the same, unless only their figures differ
/// ([`only_figures_differ`]).
fn drop_runs(
    out: &str,
    blocks: &[BlockRecord],
    kept: &[usize],
    tails: &[Option<u64>],
    keep: &mut [bool],
) {
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

/// The last word of a paragraph as [`tail_key`] reads it ([`last_word`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum LastWord {
    /// Its hash.
    Known(u64),
    /// Not read: looking for link targets' starts went over [`LINK_TARGET_SEARCH_BUDGET`].
    Unknown,
}

/// The last word of a paragraph's Markdown ([`words_from_the_end`]); `None` when it has none.
fn last_word(md: &str) -> Option<LastWord> {
    match words_from_the_end(md, 1) {
        None => Some(LastWord::Unknown),
        Some((last, words)) => (words == 1).then_some(LastWord::Known(last[0])),
    }
}

/// True when paragraphs' last words (`row`, each `None` for a paragraph without one) could
/// end a notice's copies alike: each has one, and those read are the same.
fn agree(row: &[Option<LastWord>]) -> bool {
    let mut known = None;
    row.iter().all(|word| match word {
        None => false,
        Some(LastWord::Unknown) => true,
        Some(LastWord::Known(hash)) => *known.get_or_insert(*hash) == *hash,
    })
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
    let (last, words) = words_from_the_end(md, NOTICE_MIN_WORDS)?;
    Some((words >= NOTICE_MIN_WORDS).then(|| {
        last[..NOTICE_TAIL_WORDS]
            .iter()
            .rev()
            .fold(FNV_OFFSET, |hash, &word| fnv(hash, word))
    }))
}

/// The hashes of a paragraph's last `want` words (at most [`NOTICE_MIN_WORDS`]) as
/// [`tail_key`] reads them, the last one first, and how many were found; `None` when the
/// search for link targets' starts would read more than [`LINK_TARGET_SEARCH_BUDGET`] bytes.
fn words_from_the_end(md: &str, want: usize) -> Option<([u64; NOTICE_MIN_WORDS], usize)> {
    let want = want.min(NOTICE_MIN_WORDS);
    let bytes = md.as_bytes();
    // The last words' hashes, the last one first.
    let mut last = [0u64; NOTICE_MIN_WORDS];
    let mut words = 0;
    let mut budget = LINK_TARGET_SEARCH_BUDGET;
    // What is left to read is `md[..end]`.
    let mut end = bytes.len();
    // Where the run of letters and figures being read ends, and whether it holds a figure.
    let mut run: Option<(usize, bool)> = None;
    while words < want {
        // Most of a page is ASCII: its last byte is its last character.
        let last_char = match bytes[..end].last() {
            Some(&b) if b.is_ascii() => Some((end - 1, char::from(b))),
            _ => md[..end].char_indices().next_back(),
        };
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
    Some((last, words))
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

    /// [`drop_templated_notices`] as it was before the last words were read first: every
    /// paragraph's tail compared.
    fn drop_reading_every_tail(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
        let kept: Vec<usize> = (0..blocks.len()).filter(|&i| keep[i]).collect();
        let tails: Vec<Option<u64>> = kept
            .iter()
            .map(|&i| tail_hash(out[blocks[i].start..blocks[i].end].trim()))
            .collect();
        drop_runs(out, blocks, &kept, &tails, keep);
    }

    #[test]
    fn reading_the_last_words_first_drops_what_reading_every_tail_drops() {
        let notice = |lead: &str, end: &str| {
            format!("{lead} For more information on shipping rates, visit our {end}")
        };
        let unknown = format!(
            "see [the page](https://example.com/{}) now",
            "x".repeat(3000)
        );
        let prose = |first: &str| {
            format!("{first} paragraph of the article, which says something else and ends on page")
        };
        let pages: Vec<(Vec<String>, Vec<bool>)> = vec![
            // Copies, then paragraphs that end with the same word but other words before it.
            (
                vec![
                    notice("Free shipping on orders $40+.", "international page"),
                    notice("Livraison gratuite 65€ +.", "international page"),
                    notice("Free express shipping ¥990.", "international page"),
                    notice("Gratis Versand ab 40 €.", "international page"),
                    prose("A long"),
                    prose("Another"),
                ],
                vec![false, false, false, false, true, true],
            ),
            // The same last word in a row, with other words before it: nothing goes.
            (
                vec![
                    "One two three four five six seven eight nine ten end".into(),
                    "Ten nine eight seven six five four three two one end".into(),
                    "Alpha beta gamma delta epsilon zeta eta theta iota end".into(),
                    "Red orange yellow green blue indigo violet black white end".into(),
                ],
                vec![true; 4],
            ),
            // A paragraph whose last word is not read (a long link target) in a row of copies.
            (
                vec![
                    notice("Free shipping on orders $40+.", "international page"),
                    unknown.clone(),
                    notice("Free express shipping ¥990.", "international page"),
                    notice("Livraison gratuite 65€ +.", "international page"),
                    notice("Gratis Versand ab 40 €.", "international page"),
                    notice("Envío gratis desde 40 €.", "international page"),
                ],
                vec![true, true, false, false, false, false],
            ),
            // Copies broken by a short line: a run of three stays, a run of four goes.
            (
                vec![
                    notice("Free shipping on orders $40+.", "help page"),
                    notice("Livraison gratuite 65€ +.", "help page"),
                    notice("Spedizione gratuita da 40 €.", "help page"),
                    "Short".into(),
                    notice("Free express shipping ¥990.", "help page"),
                    notice("Gratis Versand ab 40 €.", "help page"),
                    notice("Envío gratis desde 40 €.", "help page"),
                    notice("Darmowa dostawa od 40 zł.", "help page"),
                ],
                vec![true, true, true, true, false, false, false, false],
            ),
        ];
        for (paragraphs, kept) in pages {
            let out = paragraphs.join("\n\n");
            let mut blocks = Vec::new();
            let mut start = 0;
            for p in &paragraphs {
                blocks.push(BlockRecord {
                    start,
                    end: start + p.len(),
                    kind: BlockKind::Paragraph,
                    text_bytes: p.len(),
                    link_bytes: 0,
                    in_article: false,
                    node: 0,
                });
                start += p.len() + 2;
            }
            let mut fast = vec![true; blocks.len()];
            let mut slow = vec![true; blocks.len()];
            drop_templated_notices(&out, &blocks, &mut fast);
            drop_reading_every_tail(&out, &blocks, &mut slow);
            assert_eq!(fast, slow, "{paragraphs:?}");
            assert_eq!(fast, kept, "{paragraphs:?}");
        }
    }

    #[test]
    fn short_labels_have_no_key() {
        assert_eq!(tail_key("Free shipping on orders $40+"), None);
    }
}
