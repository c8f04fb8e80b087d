//! Readers' comments under an article (`--main`, F-06, Q-02) in elements that their names do
//! not give away (an element named like comments goes already, see `node_hint.rs`). Two
//! signals, both read from the block records: the form for a new comment, known by its
//! `<textarea>` ([`Records::text_areas`]: a reader's message, never the content), whose box is
//! the largest element around it that adds little text (as a sign-up box, `sign_ups.rs`);
//! and the lines that announce or govern comments ("3 Kommentare", "11 responses to “…”",
//! "Leave a reply", "Log in to comment", "Comments are closed"), known by their words, as
//! are the lines of a rating widget beside the form ("Was this article helpful?"). A
//! line that announces the comments starts their section, which runs to the end of the
//! form after it, or (a heading) to the next heading of its level; the section goes when
//! the article before it holds more text. A discussion's posts are its content: the caller
//! leaves threads alone.
//!
//! [`Records::text_areas`]: super::super::record::Records::text_areas

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

use super::super::record::{BlockKind, BlockRecord, Node, in_subtree};
use super::phrases;
use super::plain_texts::PlainTexts;
use super::sign_ups::{Spans, box_around};
use super::tuning::COMMENT_FORM_MAX_LINE;
use super::tuning::{COMMENT_LABEL_MAX_BYTES, COMMENTS_MAX_SHARE, COMMENTS_MIN_ARTICLE};

/// Lines (lowercase, numbers and the punctuation around them left out, [`label_words`]) that
/// announce a comment section or its form, in English and the languages news sites are
/// most often written in.
const SECTION_LABELS: &[&str] = &[
    "comments",
    "comment",
    "responses",
    "replies",
    "leave a reply",
    "leave a comment",
    "leave your comment",
    "post a comment",
    "add a comment",
    "add comment",
    "write a comment",
    "join the discussion",
    "join the conversation",
    "reader comments",
    "top comments",
    "all comments",
    "show comments",
    "view comments",
    "load comments",
    "kommentare",
    "kommentar",
    "leserkommentare",
    "top kommentare",
    "alle kommentare",
    "kommentare anzeigen",
    "kommentare lesen",
    "kommentare schreiben",
    "kommentar schreiben",
    "kommentar verfassen",
    "kommentar hinzufügen",
    "kommentar abgeben",
    "schreibe einen kommentar",
    "schreiben sie einen kommentar",
    "hinterlasse einen kommentar",
    "hinterlassen sie einen kommentar",
    "hinterlasse eine antwort",
    "diesen artikel kommentieren",
    "artikel kommentieren",
    "kommentieren",
    "kommentare insgesamt",
    "ihr kommentar",
    "dein kommentar",
    "commentaires",
    "commentaire",
    "laisser un commentaire",
    "laissez un commentaire",
    "ajouter un commentaire",
    "écrire un commentaire",
    "réactions",
    "voir les commentaires",
    "comentarios",
    "comentario",
    "deja un comentario",
    "deja una respuesta",
    "dejar un comentario",
    "escribe un comentario",
    "comentários",
    "ver comentarios",
    "deixe um comentário",
    "deixe uma resposta",
    "commenti",
    "lascia un commento",
    "lascia una risposta",
    "komentarze",
    "dodaj komentarz",
    "reacties",
    "laat een reactie achter",
];

/// Starts of lines that count a post's comments with its title ("11 responses to “Title”",
/// "2 thoughts on “Title”", "One comment on “Title”"): announcing only after a number or
/// "one" ([`label_words`] tells).
const COUNTED_LABEL_STARTS: &[&str] = &[
    "responses to ",
    "response to ",
    "replies to ",
    "reply to ",
    "comments on ",
    "comment on ",
    "comments to ",
    "thoughts on ",
    "thought on ",
    "kommentare zu ",
    "kommentar zu ",
    "antworten auf ",
    "antwort auf ",
    "gedanken zu ",
    "réponses à ",
    "réponse à ",
    "commentaires sur ",
    "respuestas a ",
    "comentarios en ",
    "comentarios sobre ",
];

/// Words of a note about commenting (who may, under which rules, that nobody has yet) or of
/// a rating widget ("Was this article helpful?"), anywhere in a short line: it goes on its
/// own.
const NOTE_WORDS: &[&str] = &[
    "comments are closed",
    "comments closed",
    "be the first to comment",
    "no comments yet",
    "no comments so far",
    "logged in to post a comment",
    "logged in to comment",
    "log in to comment",
    "log in to leave a comment",
    "login to comment",
    "sign in to comment",
    "to post a comment",
    "comment policy",
    "commenting policy",
    "noch keine kommentare",
    "keine kommentare",
    "ersten kommentar",
    "kommentare insgesamt",
    "können kommentieren",
    "kommentieren zu können",
    "kommentar zu hinterlassen",
    "kommentar zu schreiben",
    "kommentarfunktion",
    "kommentarregeln",
    "kommentar-richtlinien",
    "kommentarrichtlinien",
    "netiquette",
    "soyez le premier à commenter",
    "aucun commentaire",
    "sé el primero en comentar",
    "no hay comentarios",
    "sin comentarios",
    "nessun commento",
    "brak komentarzy",
    // A rating widget's question or count, the form's neighbour under many articles.
    "was this article helpful",
    "was this post helpful",
    "was this page helpful",
    "was this helpful",
    "rate this article",
    "rate this post",
    "rate this story",
    "how useful was this post",
    "click on a star to rate",
    "no votes so far",
    "be the first to rate",
    "war der artikel nützlich",
    "war dieser artikel hilfreich",
    "war dieser beitrag hilfreich",
    "war dieser artikel nützlich",
    "artikel bewerten",
    "beitrag bewerten",
    "noch keine bewertungen",
    "cet article vous a-t-il été utile",
    "te ha resultado útil",
    "te resultó útil",
    "czy ten artykuł był pomocny",
];

/// Every word of [`NOTE_WORDS`] in one automaton, put together the first time a line is
/// read: a line's text is read once, not once per word (E-02, E-05).
static NOTES: LazyLock<AhoCorasick> = LazyLock::new(|| phrases::gate(NOTE_WORDS));

/// Parts of words one of which each of [`NOTE_WORDS`] holds: most short lines hold none, and
/// a search for these few costs a fraction of [`NOTES`]' (E-02; as a DFA, [`NOTES`] would
/// cost a `fetch --main` call more to build than it saves).
const NOTE_MARKS: &[&str] = &[
    "omment",
    "oment",
    "netiquette",
    "helpful",
    "rate this",
    "to rate",
    "useful",
    "no votes",
    "nützlich",
    "hilfreich",
    "bewert",
    "utile",
    "útil",
    "pomocny",
];

/// True when a line's text holds one of [`NOTE_WORDS`].
fn is_note(text: &str) -> bool {
    NOTE_MARK_GATE.is_match(text) && NOTES.is_match(text)
}

/// [`NOTE_MARKS`] in one automaton ([`phrases::gate`]): one look for all of them.
static NOTE_MARK_GATE: LazyLock<AhoCorasick> = LazyLock::new(|| phrases::gate(NOTE_MARKS));

/// What a short line says about comments ([`label_kind`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Label {
    /// It announces the comment section or its form.
    Section,
    /// It is a note about commenting, or a rating widget's line.
    Note,
}

/// Drops the comment sections that the block records show inside the main container
/// `best`: each form around a `<textarea>` (`text_areas`, [`box_around`]), the short lines
/// about commenting, and a section from a line that announces the comments to the end of
/// the form after it or to the next heading of its level, while what goes is at most
/// [`COMMENTS_MAX_SHARE`] of the kept text before it and that is at least
/// [`COMMENTS_MIN_ARTICLE`] bytes. With `forms_only` (a product's page) only the
/// forms go. Texts come from `plain`.
pub(super) fn drop_comment_sections(
    blocks: &[BlockRecord],
    nodes: &[Node],
    plain: &PlainTexts<'_>,
    text_areas: &[u32],
    best: usize,
    forms_only: bool,
    keep: &mut [bool],
) {
    // The blocks of each form's box, in the page's order: (first, one past the last).
    let mut forms: Vec<(usize, usize)> = Vec::new();
    if !text_areas.is_empty() {
        let spans = Spans::of(blocks, nodes);
        for &field in text_areas {
            let Some(boxed) = form_box(blocks, nodes, plain, &spans, field as usize, best) else {
                continue;
            };
            let range = spans.range(boxed);
            if range.is_empty() {
                continue;
            }
            for (b, k) in blocks[range.clone()].iter().zip(&mut keep[range.clone()]) {
                if in_subtree(nodes, boxed, b.node as usize) {
                    *k = false;
                }
            }
            forms.push((range.start, range.end));
        }
        forms.sort_unstable();
    }
    if forms_only {
        return;
    }
    // Kept text before each block, counted once before anything of the sections goes.
    let mut before = Vec::with_capacity(blocks.len() + 1);
    before.push(0usize);
    for (b, k) in blocks.iter().zip(keep.iter()) {
        before.push(before.last().copied().unwrap_or(0) + if *k { b.text_bytes } else { 0 });
    }
    let mut i = 0;
    while i < blocks.len() {
        let b = &blocks[i];
        if !keep[i]
            || b.text_bytes == 0
            || b.text_bytes > COMMENT_LABEL_MAX_BYTES
            || matches!(b.kind, BlockKind::Code | BlockKind::Rule)
        {
            i += 1;
            continue;
        }
        let Some(mut label) = label_kind(plain.get(i)) else {
            i += 1;
            continue;
        };
        // A table's cell or a caption only says what it says.
        if matches!(b.kind, BlockKind::Table | BlockKind::Raw) {
            label = Label::Note;
        }
        keep[i] = false;
        if label == Label::Note {
            i += 1;
            continue;
        }
        let end = section_end(blocks, keep, &forms, i);
        let article = before[i];
        let section = before[end] - before[i];
        if article >= COMMENTS_MIN_ARTICLE && section as f64 <= article as f64 * COMMENTS_MAX_SHARE
        {
            keep[i..end].fill(false);
            i = end;
        } else {
            i += 1;
        }
    }
}

/// The box of the form around a `<textarea>` in node `field`: [`box_around`] it, narrowed to
/// the largest element on the way that holds no heading but a line about comments
/// ([`label_kind`]), no code and no paragraph longer than [`COMMENT_FORM_MAX_LINE`] (an
/// element around the form that holds those is the post it is under).
fn form_box(
    blocks: &[BlockRecord],
    nodes: &[Node],
    plain: &PlainTexts<'_>,
    spans: &Spans,
    field: usize,
    best: usize,
) -> Option<usize> {
    let widest = box_around(spans, nodes, field, best)?;
    let only_the_form = |id: usize| {
        let range = spans.range(id);
        blocks[range.clone()]
            .iter()
            .zip(range)
            .filter(|(b, _)| in_subtree(nodes, id, b.node as usize))
            .all(|(b, i)| match b.kind {
                BlockKind::Heading(_) => label_kind(plain.get(i)).is_some(),
                BlockKind::Code => false,
                _ => b.text_bytes <= COMMENT_FORM_MAX_LINE,
            })
    };
    let mut found = None;
    let mut id = field;
    loop {
        if !only_the_form(id) {
            return found;
        }
        found = Some(id);
        if id == widest {
            return found;
        }
        id = nodes[id].parent as usize;
    }
}

/// Where the comment section announced by block `at` ends (one past its last block): at the
/// end of the first form ([`drop_comment_sections`]'s `forms`) that starts after it within
/// the section; a heading's section otherwise ends at the next kept heading of its level or
/// a higher one (or the page's end), a line's right after it.
fn section_end(
    blocks: &[BlockRecord],
    keep: &[bool],
    forms: &[(usize, usize)],
    at: usize,
) -> usize {
    let heading_end = match blocks[at].kind {
        BlockKind::Heading(level) => (at + 1..blocks.len())
            .find(|&j| keep[j] && matches!(blocks[j].kind, BlockKind::Heading(l) if l <= level))
            .unwrap_or(blocks.len()),
        _ => at + 1,
    };
    match forms.iter().find(|(first, _)| *first > at) {
        // A line's form follows it however far; a heading's lies in its section.
        Some(&(first, end)) if heading_end == at + 1 || first <= heading_end => {
            end.max(heading_end)
        }
        _ => heading_end,
    }
}

/// What a short line's text (`plain`, [`plain_lowercase`](super::plain_texts::plain_lowercase))
/// says about comments: a [`SECTION_LABELS`] line, a count with the post's title
/// ([`COUNTED_LABEL_STARTS`]), or a note ([`NOTE_WORDS`]).
fn label_kind(text: &str) -> Option<Label> {
    let (words, counted) = label_words(text);
    if SECTION_LABELS.contains(&words)
        || counted
            && COUNTED_LABEL_STARTS
                .iter()
                .any(|start| words.starts_with(start))
    {
        return Some(Label::Section);
    }
    is_note(text).then_some(Label::Note)
}

/// A line's words without the numbers and signs around them ("(3) comments:" ->
/// "comments", "#1 kommentar" -> "kommentar"), and whether it started with a count (a
/// number or "one").
fn label_words(text: &str) -> (&str, bool) {
    let sign = |c: char| !c.is_alphanumeric();
    let text = text.trim_matches(sign);
    let rest = text.trim_start_matches(|c: char| c.is_ascii_digit() || sign(c));
    let mut counted = rest.len() < text.len();
    let rest = match rest.strip_prefix("one ") {
        Some(after) if !counted => {
            counted = true;
            after
        }
        _ => rest,
    };
    let words = rest
        .trim_end_matches(|c: char| c.is_ascii_digit() || sign(c))
        .trim();
    (words, counted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_note_word_holds_one_of_the_marks_looked_for_first() {
        for word in NOTE_WORDS {
            assert!(is_note(word), "{word}");
        }
    }

    #[test]
    fn q02_lines_about_comments_are_labels_and_notes() {
        // what announces a comment section, and notes about commenting.
        for text in [
            "kommentare",
            "3 kommentare",
            "(12) comments:",
            "11 responses to “the loneliest woman in the world”",
            "one thought on “a day at the lake”",
            "leave a reply",
            "kommentar verfassen",
        ] {
            assert_eq!(label_kind(text), Some(Label::Section), "{text}");
        }
        for text in [
            "war der artikel nützlich?",
            "(noch keine bewertungen)",
            "you must be logged in to post a comment.",
            "nur angemeldete benutzer können kommentieren und bewerten.",
            "comments are closed.",
            "bitte halten sie sich an unsere netiquette.",
        ] {
            assert_eq!(label_kind(text), Some(Label::Note), "{text}");
        }
        for text in [
            "reply to the minister's letter",
            "comments from the council on the new bridge",
            "the comments section of the report",
            "responses to the flood",
            "kommentar: warum die brücke jetzt kommen muss",
        ] {
            assert_eq!(label_kind(text), None, "{text}");
        }
    }
}
