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
        if core.len() <= 7 {
            let lower = core.to_lowercase();
            if STOP_WORDS.contains(&lower.as_str()) {
                t.stop_words += 1;
            }
        }
        let ends = word.ends_with(['.', '!', '?', '。', ':', ';']) || word.ends_with(".)");
        if ends && !prev_end {
            t.sentences += 1;
        }
        prev_end = ends;
    }
    t
}
