//! The words of a block (`--main`): how many, how many are stop words, how many sentences
//! end in it, counted from its Markdown.

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
}

/// Counts words, stop words and sentence ends in a block's Markdown.
pub(super) fn measure(md: &str) -> Text {
    let mut t = Text {
        list_item: super::prune::is_list_item(md),
        ..Text::default()
    };
    let mut prev_end = false;
    for word in md.split(|c: char| c.is_whitespace()) {
        let core = word.trim_matches(|c: char| !c.is_alphanumeric());
        if core.is_empty() {
            continue;
        }
        t.words += 1;
        if is_stop_word(core) {
            t.stop_words += 1;
        }
        let ends = word.ends_with(['.', '!', '?', '。', ':', ';']) || word.ends_with(".)");
        if ends && !prev_end {
            t.sentences += 1;
        }
        prev_end = ends;
    }
    t
}

/// A block's text for comparing copies: FNV-1a over its letters and digits, lowercased, so
/// that a copy whose emphasis is written otherwise (`*a*` and `_a_`, `**Note:** a` and
/// `**Note: **a`) compares equal.
pub(super) fn text_key(md: &str) -> u64 {
    md.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .fold(FNV_OFFSET, |hash, l| fnv(hash, u64::from(l)))
}

/// FNV-1a's offset basis (64 bits): the hash of nothing, where [`fnv`] starts.
pub(super) const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// One step of FNV-1a (64 bits): `hash` with `value` added. The keys that compare blocks'
/// texts ([`text_key`], a table of contents' entries, a notice's last words) hash this way,
/// without allocating.
pub(super) fn fnv(hash: u64, value: u64) -> u64 {
    (hash ^ value).wrapping_mul(0x0000_0100_0000_01b3)
}

/// True for a word that marks running prose (English and a few other languages' most common
/// words) in any case, without allocating (every word of every block passes here): the stop
/// words are ASCII and at most 5 bytes long, and one `match` finds them.
fn is_stop_word(word: &str) -> bool {
    let n = word.len();
    if n > 5 {
        return false;
    }
    let mut lower = [0u8; 5];
    for (l, b) in lower.iter_mut().zip(word.bytes()) {
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
    fn text_keys_ignore_how_emphasis_is_written() {
        assert_eq!(text_key("*Note:* the bees"), text_key("_Note: _The bees"));
        assert_ne!(text_key("the bees"), text_key("the bee"));
    }
}
