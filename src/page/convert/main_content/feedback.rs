//! A site's feedback widget (`--main`, F-06, Q-02): the question under a page or a product's
//! summary ("Was this article helpful?", "Did you find this content helpful?", "Did you find
//! what you were looking for today?"), its buttons ("Yes", "No", "Yes, it is useful") and its
//! replies ("Thank you for your feedback!", "Please sign in to provide feedback."). It asks
//! the reader something about the page; it is not what the page says.

use super::super::record::{BlockKind, BlockRecord};
use super::plain_texts::PlainTexts;
use super::tuning::{
    FEEDBACK_ANSWER_MAX_WORDS, FEEDBACK_LINE_MAX_BYTES, FEEDBACK_QUESTION_MAX_WORDS,
};
use super::words::more_parts_than;

/// Drops the kept short paragraphs and headings of a feedback widget ([`feedback_kind`]),
/// and after a question the kept lines of at most [`FEEDBACK_ANSWER_MAX_WORDS`] words that
/// follow it (its buttons: "Yes", "No").
pub(super) fn drop_feedback_widgets(blocks: &[BlockRecord], plain: &PlainTexts, keep: &mut [bool]) {
    let line = |i: usize, keep: &[bool]| {
        let b = &blocks[i];
        keep[i]
            && matches!(b.kind, BlockKind::Paragraph | BlockKind::Heading(_))
            && b.text_bytes > 0
            && b.text_bytes <= FEEDBACK_LINE_MAX_BYTES
    };
    let mut i = 0;
    while i < blocks.len() {
        if !line(i, keep) {
            i += 1;
            continue;
        }
        let Some(kind) = feedback_kind(plain.get(i)) else {
            i += 1;
            continue;
        };
        keep[i] = false;
        i += 1;
        if kind == Feedback::Question {
            // Its buttons: the short lines right after it.
            while i < blocks.len() && (!keep[i] || blocks[i].text_bytes == 0) {
                i += 1;
            }
            while i < blocks.len()
                && line(i, keep)
                && !more_parts_than(plain.get(i), FEEDBACK_ANSWER_MAX_WORDS)
            {
                keep[i] = false;
                i += 1;
            }
        }
    }
}

/// What a line of a feedback widget is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Feedback {
    /// The question asked: its buttons follow it.
    Question,
    /// A reply to the reader's answer, or a prompt to sign in to answer.
    Reply,
}

/// Openings of a feedback widget's question, which ends in [`QUESTION_ENDS`] ("was this
/// article helpful").
const QUESTION_STARTS: &[&str] = &["was this ", "is this ", "did you find this "];

/// Last words of a feedback widget's question.
const QUESTION_ENDS: &[&str] = &["helpful", "useful"];

/// Questions and replies of a feedback widget read whole or by their opening.
const FEEDBACK_OPENINGS: &[(&str, Feedback)] = &[
    ("did you find what you were looking for", Feedback::Question),
    ("thank you for your feedback", Feedback::Reply),
    ("thanks for your feedback", Feedback::Reply),
    ("change your feedback", Feedback::Reply),
    ("please sign in to provide feedback", Feedback::Reply),
    ("sign in to provide feedback", Feedback::Reply),
];

/// What a short line's text (lowercase, [`PlainTexts`]) is in a feedback widget, if it is
/// one: a question opening with one of [`QUESTION_STARTS`] and ending with one of
/// [`QUESTION_ENDS`] and a question mark, in at most [`FEEDBACK_QUESTION_MAX_WORDS`] words
/// ("was this article helpful?"), or one of [`FEEDBACK_OPENINGS`].
fn feedback_kind(text: &str) -> Option<Feedback> {
    if let Some(&(_, kind)) = FEEDBACK_OPENINGS.iter().find(|(o, _)| text.starts_with(o)) {
        return Some(kind);
    }
    let question = text.trim_end().strip_suffix('?')?.trim_end();
    (!more_parts_than(question, FEEDBACK_QUESTION_MAX_WORDS)
        && QUESTION_STARTS.iter().any(|s| question.starts_with(s))
        && QUESTION_ENDS.iter().any(|e| question.ends_with(e)))
    .then_some(Feedback::Question)
}

#[cfg(test)]
mod tests {
    use super::{Feedback, feedback_kind};

    #[test]
    fn a_feedback_widgets_lines_are_known() {
        for q in [
            "was this article helpful?",
            "did you find this content helpful?",
            "did you find this product summary feature useful?",
            "did you find what you were looking for today?",
            "is this page useful?",
        ] {
            assert_eq!(feedback_kind(q), Some(Feedback::Question), "{q}");
        }
        for r in [
            "thank you for your feedback!",
            "please sign in to provide feedback.",
            "change your feedback",
        ] {
            assert_eq!(feedback_kind(r), Some(Feedback::Reply), "{r}");
        }
        for other in [
            "was this the best year of the decade?",
            "was this helpful to the team in the long run, or did it only slow the release down?",
            "is this blender helpful",
            "thank you for reading",
        ] {
            assert_eq!(feedback_kind(other), None, "{other}");
        }
    }
}
