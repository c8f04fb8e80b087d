//! The words of a block (`--main`): how many, how many are stop words, how many sentences
//! end in it, counted from its Markdown.

use super::tuning::CJK_CHARS_PER_WORD;

/// What the text of a block says about it.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Text {
    /// Words in it.
    pub(super) words: usize,
    /// Of those, stop words.
    pub(super) stop_words: usize,
    /// Sentence ends.
    pub(super) sentences: usize,
    /// It is an item of a list (`- `, `1. `): a step, an ingredient, a point of the article.
    pub(super) list_item: bool,
    /// Chinese and Japanese characters in it ([`is_cjk`]): those languages write no spaces
    /// between words, so `words` counts a sentence of theirs as one word.
    pub(super) cjk_chars: usize,
    /// Their full stops, question and exclamation marks (`。`, `！`, `？`), inside a run of
    /// characters as much as at its end.
    pub(super) cjk_sentences: usize,
}

impl Text {
    /// Words, with a Chinese or Japanese text's characters counted as words of
    /// [`CJK_CHARS_PER_WORD`] characters each when that makes more.
    pub(super) fn prose_words(&self) -> usize {
        self.words.max(self.cjk_chars / CJK_CHARS_PER_WORD)
    }

    /// Sentence ends, with a Chinese or Japanese text's full stops inside runs of characters.
    pub(super) fn prose_sentences(&self) -> usize {
        self.sentences.max(self.cjk_sentences)
    }
}

/// Counts words, stop words and sentence ends in a block's Markdown. A word is what
/// whitespace parts, counted when it holds a letter or a digit; its letters and digits (the
/// punctuation around them left out) are compared with the stop words. Read in one pass, byte
/// by byte: an ASCII byte (most of a page) is classed by a table, without Unicode's.
pub(super) fn measure(md: &str) -> Text {
    let mut counts = Counts {
        text: Text {
            list_item: is_list_item(md),
            ..Text::default()
        },
        prev_end: false,
    };
    let bytes = md.as_bytes();
    // Where the word being read starts, and where its letters and digits start and end.
    let mut word_start = 0;
    let mut core: Option<(usize, usize)> = None;
    let mut at = 0;
    while at < bytes.len() {
        let class = BYTE_CLASS[usize::from(bytes[at])];
        if class == ALPHANUMERIC {
            // A run of ASCII letters and digits (most of a word): read in one loop.
            let run = bytes[at..]
                .iter()
                .take_while(|&&b| BYTE_CLASS[usize::from(b)] == ALPHANUMERIC)
                .count();
            core = Some((core.map_or(at, |(first, _)| first), at + run));
            at += run;
            continue;
        }
        let (len, class) = match class {
            NOT_ASCII => {
                let c = md[at..].chars().next().expect("a character starts here");
                if is_cjk(c) {
                    counts.text.cjk_chars += 1;
                } else if matches!(c, '。' | '！' | '？') {
                    counts.text.cjk_sentences += 1;
                }
                let class = if c.is_whitespace() {
                    SPACE
                } else if c.is_alphanumeric() {
                    ALPHANUMERIC
                } else {
                    OTHER
                };
                (c.len_utf8(), class)
            }
            class => (1, class),
        };
        match class {
            SPACE => {
                if let Some((first, end)) = core.take() {
                    counts.word(&bytes[first..end], &bytes[word_start..at]);
                }
                word_start = at + len;
            }
            ALPHANUMERIC => core = Some((core.map_or(at, |(first, _)| first), at + len)),
            _ => {}
        }
        at += len;
    }
    if let Some((first, end)) = core {
        counts.word(&bytes[first..end], &bytes[word_start..]);
    }
    counts.text
}

/// [`BYTE_CLASS`]: whitespace as [`char::is_whitespace`] reads it.
const SPACE: u8 = 0;
/// [`BYTE_CLASS`]: a letter or a digit.
const ALPHANUMERIC: u8 = 1;
/// [`BYTE_CLASS`]: any other ASCII character.
const OTHER: u8 = 2;
/// [`BYTE_CLASS`]: a byte of a longer UTF-8 character, classed once decoded.
const NOT_ASCII: u8 = 3;

/// What [`measure`] makes of each byte: ASCII whitespace (tab, line feed, vertical tab, form
/// feed, carriage return, space), letters and digits, other ASCII, and the rest.
static BYTE_CLASS: [u8; 256] = {
    let mut table = [NOT_ASCII; 256];
    let mut b = 0;
    while b < 128 {
        let byte = b as u8;
        table[b] = if matches!(byte, b'\t'..=b'\r' | b' ') {
            SPACE
        } else if byte.is_ascii_alphanumeric() {
            ALPHANUMERIC
        } else {
            OTHER
        };
        b += 1;
    }
    table
};

/// [`measure`]'s tally as it reads a block's words.
struct Counts {
    text: Text,
    /// The word before ended a sentence (a run of them, `... .` or `?!`, ends one).
    prev_end: bool,
}

impl Counts {
    /// Counts one word: `core` its letters and digits, `word` as written.
    fn word(&mut self, core: &[u8], word: &[u8]) {
        self.text.words += 1;
        if is_stop_word(core) {
            self.text.stop_words += 1;
        }
        let ends = ends_sentence(word);
        if ends && !self.prev_end {
            self.text.sentences += 1;
        }
        self.prev_end = ends;
    }
}

/// True when a word ends a sentence: with `.`, `!`, `?`, `。`, `:`, `;` or `.)`.
fn ends_sentence(word: &[u8]) -> bool {
    matches!(word.last(), Some(b'.' | b'!' | b'?' | b':' | b';'))
        || word.ends_with("。".as_bytes())
        || word.ends_with(b".)")
}

/// True for a Chinese character or a Japanese kana (CJK Unified Ideographs and their
/// extension A, compatibility ideographs, hiragana and katakana); Korean writes spaces
/// between words and is left out.
fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}' | '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{f900}'..='\u{faff}')
}

/// A block's text for comparing copies: FNV-1a over its letters and digits, lowercased, so
/// that a copy whose emphasis is written otherwise (`*a*` and `_a_`, `**Note:** a` and
/// `**Note: **a`) compares equal.
pub(super) fn text_key(md: &str) -> u64 {
    text_key_prefix(md, usize::MAX)
}

/// [`text_key`] of the first `letters` letters and digits of a block's Markdown only: two
/// blocks with the same [`text_key`] have the same prefix key, so a block whose prefix key no
/// other block has has no copy, found without reading all of it.
pub(super) fn text_key_prefix(md: &str, letters: usize) -> u64 {
    let mut hash = FNV_OFFSET;
    let mut seen = 0;
    let bytes = md.as_bytes();
    let mut at = 0;
    // Byte by byte: an ASCII byte (most of a page) is a character of its own, read without
    // decoding one (E-02).
    while at < bytes.len() && seen < letters {
        let b = bytes[at];
        if b.is_ascii() {
            if b.is_ascii_alphanumeric() {
                hash = fnv(hash, u64::from(b.to_ascii_lowercase()));
                seen += 1;
            }
            at += 1;
            continue;
        }
        let c = md[at..].chars().next().expect("a character starts here");
        if c.is_alphanumeric() {
            hash = fnv_lowercase(hash, c);
            seen += 1;
        }
        at += c.len_utf8();
    }
    hash
}

/// True for a letter or a digit: [`char::is_alphanumeric`], without looking up Unicode's
/// tables for ASCII (most of a page; the text keys read every character of it).
pub(super) fn is_alphanumeric(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_alphanumeric()
    } else {
        c.is_alphanumeric()
    }
}

/// `hash` with `c` added lowercased ([`fnv`] over [`char::to_lowercase`]), without looking
/// up Unicode's tables for ASCII.
pub(super) fn fnv_lowercase(hash: u64, c: char) -> u64 {
    if c.is_ascii() {
        fnv(hash, u64::from(c.to_ascii_lowercase()))
    } else {
        c.to_lowercase()
            .fold(hash, |hash, l| fnv(hash, u64::from(l)))
    }
}

/// FNV-1a's offset basis (64 bits): the hash of nothing, where [`fnv`] starts.
pub(super) const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// One step of FNV-1a (64 bits): `hash` with `value` added. The keys that compare blocks'
/// texts ([`text_key`], a table of contents' entries, a notice's last words, a card's words)
/// hash this way,
/// without allocating.
pub(super) fn fnv(hash: u64, value: u64) -> u64 {
    (hash ^ value).wrapping_mul(0x0000_0100_0000_01b3)
}

/// True for a word that marks running prose (English and a few other languages' most common
/// words) in any case, without allocating (every word of every block passes here): the stop
/// words are ASCII and at most 5 bytes long, and one `match` finds them.
fn is_stop_word(word: &[u8]) -> bool {
    let n = word.len();
    if n > 5 {
        return false;
    }
    let mut lower = [0u8; 5];
    for (l, b) in lower.iter_mut().zip(word) {
        *l = b.to_ascii_lowercase();
    }
    matches!(
        &lower[..n],
        b"the"
            | b"and"
            | b"of"
            | b"to"
            | b"a"
            | b"in"
            | b"is"
            | b"that"
            | b"for"
            | b"it"
            | b"with"
            | b"as"
            | b"was"
            | b"on"
            | b"are"
            | b"be"
            | b"this"
            | b"by"
            | b"at"
            | b"or"
            | b"from"
            | b"an"
            | b"have"
            | b"not"
            | b"but"
            | b"they"
            | b"we"
            | b"you"
            | b"which"
            | b"can"
            | b"has"
            | b"their"
            | b"more"
            | b"will"
            | b"if"
            | b"there"
            | b"also"
            | b"its"
            | b"been"
            | b"when"
            | b"der"
            | b"die"
            | b"und"
            | b"das"
            | b"ist"
            | b"nicht"
            | b"le"
            | b"la"
            | b"les"
            | b"et"
            | b"des"
            | b"est"
            | b"une"
            | b"el"
            | b"los"
            | b"que"
            | b"del"
            | b"y"
            | b"en"
            | b"di"
            | b"il"
            | b"che"
            | b"per"
            | b"de"
    )
}

/// True when a text holds a year of our era, a run of four figures starting with 19 or 20
/// ("2019", "19.10.2019"), read byte by byte
/// (the byline, date and signature rules look for one).
pub(super) fn holds_year(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut run = 0usize;
    for (at, b) in bytes.iter().enumerate() {
        if b.is_ascii_digit() {
            run += 1;
            continue;
        }
        if run == 4 && matches!(&bytes[at - 4..at - 2], b"19" | b"20") {
            return true;
        }
        run = 0;
    }
    run == 4 && matches!(&bytes[bytes.len() - 4..bytes.len() - 2], b"19" | b"20")
}

/// How many parts `text.split(' ')` makes: the words of a plain text
/// ([`plain_lowercase`](super::plain_texts::plain_lowercase), one space between words),
/// counted over its bytes rather than split (E-02).
pub(super) fn space_parts(text: &str) -> usize {
    text.bytes().filter(|&b| b == b' ').count() + 1
}

/// True when `text.split(' ')` makes more than `n` parts ([`space_parts`]), read only as far
/// as its `n`th space: most blocks are longer than a label.
pub(super) fn more_parts_than(text: &str, n: usize) -> bool {
    n == 0 || text.bytes().filter(|&b| b == b' ').nth(n - 1).is_some()
}

/// True when a block's Markdown is an item of a list (`- `, `* `, `+ `, `1. `, `1) `), after
/// any indentation or quote marks.
pub(super) fn is_list_item(md: &str) -> bool {
    let line = md.trim_start_matches([' ', '>']);
    if line.starts_with("- ") || line.starts_with("* ") || line.starts_with("+ ") {
        return true;
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && (line[digits..].starts_with(". ") || line[digits..].starts_with(") "))
}

/// Months' names and their short forms in English, lowercase: a post's date link's words
/// (`attribution.rs`), a listing card's date (`listing.rs`).
pub(super) const ENGLISH_MONTHS: [&str; 24] = [
    "jan",
    "january",
    "feb",
    "february",
    "mar",
    "march",
    "apr",
    "april",
    "may",
    "jun",
    "june",
    "jul",
    "july",
    "aug",
    "august",
    "sep",
    "sept",
    "september",
    "oct",
    "october",
    "nov",
    "november",
    "dec",
    "december",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_words_are_found_in_any_case() {
        let t = measure("The cat AND the dog, Über alles, Nicht wahr? sat on it.");
        assert_eq!(t.words, 12);
        // The, AND, the, Nicht, on, it.
        assert_eq!(t.stop_words, 6);
        assert_eq!(t.sentences, 2);
    }

    #[test]
    fn ascii_blocks_are_counted_as_any_other() {
        // A no-break space at the end parts no word but sends the block the Unicode way.
        for md in [
            "- The cat sat on it. Then (it ran).",
            "**Note:** the bees... are here?! Yes; *really*: 12 of them",
            "  \t\x0bword\x0c... -- ... [a link](https://example.com/x.y) .",
        ] {
            let (ascii, unicode) = (measure(md), measure(&format!("{md}\u{a0}")));
            assert_eq!(
                (
                    ascii.words,
                    ascii.stop_words,
                    ascii.sentences,
                    ascii.list_item
                ),
                (
                    unicode.words,
                    unicode.stop_words,
                    unicode.sentences,
                    unicode.list_item
                ),
                "{md:?}"
            );
        }
    }

    #[test]
    fn text_keys_ignore_how_emphasis_is_written() {
        assert_eq!(text_key("*Note:* the bees"), text_key("_Note: _The bees"));
        assert_ne!(text_key("the bees"), text_key("the bee"));
    }

    #[test]
    fn a_prefix_key_reads_only_its_first_letters() {
        // Copies have the same prefix key; so do texts that only differ further on.
        assert_eq!(
            text_key_prefix("*Note:* the bees", 6),
            text_key_prefix("_Note: _The bees", 6)
        );
        assert_eq!(
            text_key_prefix("Note: the bees", 7),
            text_key_prefix("note the wasps", 7)
        );
        assert_ne!(
            text_key_prefix("Note: the bees", 8),
            text_key_prefix("note the wasps", 8)
        );
        // A text shorter than the prefix: its whole key.
        assert_eq!(text_key_prefix("the bees", 24), text_key("the bees"));
    }

    #[test]
    fn a_year_is_a_run_of_four_figures_of_our_era() {
        for text in ["2019", "19.10.2019", "2021-10-16, 13:43", "am 3.5.1999 um"] {
            assert!(holds_year(text), "{text}");
        }
        for text in ["219", "20190", "1850", "12:53", "3:59 pm", ""] {
            assert!(!holds_year(text), "{text}");
        }
    }
}
