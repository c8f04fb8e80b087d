//! The words of a block (`--main`): how many, how many are stop words, how many sentences
//! end in it, counted from its Markdown.

/// Words that mark running prose (English and a few other languages' most common words).
const STOP_WORDS: [&str; 64] = [
    "the", "and", "of", "to", "a", "in", "is", "that", "for", "it", "with", "as", "was", "on",
    "are", "be", "this", "by", "at", "or", "from", "an", "have", "not", "but", "they", "we", "you",
    "which", "can", "has", "their", "more", "will", "if", "there", "also", "its", "been", "when",
    "der", "die", "und", "das", "ist", "nicht", "le", "la", "les", "et", "des", "est", "une", "el",
    "los", "que", "del", "y", "en", "di", "il", "che", "per", "de",
];

/// What the text of a block says about it.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Text {
    /// Words in it.
    pub(super) words: usize,
    /// Of those, stop words.
    pub(super) stop_words: usize,
    /// Sentence ends.
    pub(super) sentences: usize,
}

/// Counts words, stop words and sentence ends in a block's Markdown.
pub(super) fn measure(md: &str) -> Text {
    let mut t = Text::default();
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

/// True for a word of [`STOP_WORDS`] in any case, without allocating (every word of every
/// block passes here): the stop words are ASCII and at most 7 bytes long.
fn is_stop_word(word: &str) -> bool {
    let n = word.len();
    if n > 7 || !word.is_ascii() {
        return false;
    }
    let mut lower = [0u8; 7];
    for (l, b) in lower.iter_mut().zip(word.bytes()) {
        *l = b.to_ascii_lowercase();
    }
    let lower = &lower[..n];
    STOP_WORDS.iter().any(|w| w.as_bytes() == lower)
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
}
