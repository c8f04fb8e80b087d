//! A site's feedback widget (`--main`, F-06, Q-02): the question under a page or a product's
//! summary ("Was this article helpful?", "Did you find this content helpful?", "Did you find
//! what you were looking for today?"), its buttons ("Yes", "No", "Yes, it is useful") and its
//! replies ("Thank you for your feedback!", "Please sign in to provide feedback."; a form's
//! "Thank you! Your submission has been received!" waiting for its script). It asks
//! the reader something about the page; it is not what the page says. So does a rating
//! scale written as a list of bare figures counting up ("- 1", "- 2", … "- 5": the buttons
//! of a stars widget under each reviewed product).

use super::super::record::{BlockKind, BlockRecord};
use super::plain_texts::PlainTexts;
use super::tuning::{
    FEEDBACK_ANSWER_MAX_WORDS, FEEDBACK_LINE_MAX_BYTES, FEEDBACK_QUESTION_MAX_WORDS,
    RATING_SCALE_MAX_BYTES, RATING_SCALE_MIN_ITEMS,
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

/// Drops the kept list items that are each a bare figure counting up from 0 or 1, one after
/// another ("- 1", "- 2", "- 3", "- 4", "- 5"), in one block or in blocks that follow each
/// other, when [`RATING_SCALE_MIN_ITEMS`] or more count up together: a stars widget's
/// buttons, a carousel's dots. Only blocks of at most [`RATING_SCALE_MAX_BYTES`] bytes of
/// text and no link are read (`out` is the page's Markdown).
pub(super) fn drop_rating_scales(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    // The run being read: its first block, the figure it starts at and the last one.
    let mut run: Option<(usize, u32, u32)> = None;
    for i in 0..=blocks.len() {
        let figures = blocks
            .get(i)
            .filter(|b| {
                b.text_bytes > 0
                    && b.text_bytes <= RATING_SCALE_MAX_BYTES
                    && b.link_bytes == 0
                    && keep[i]
            })
            .and_then(|b| bare_figures(&out[b.start..b.end]));
        match (run, figures) {
            (Some((start, first, last)), Some((from, to))) if last.checked_add(1) == Some(from) => {
                run = Some((start, first, to));
            }
            _ => {
                if let Some((start, first, last)) = run
                    && (last - first) as usize + 1 >= RATING_SCALE_MIN_ITEMS
                {
                    keep[start..i].fill(false);
                }
                run = figures
                    .filter(|&(from, _)| from <= 1)
                    .map(|(from, to)| (i, from, to));
            }
        }
    }
}

/// The first and the last figure of a block of list items that each hold a bare figure
/// (`- 3`, `* 3`), counting up one by one; `None` when an item holds anything else.
fn bare_figures(md: &str) -> Option<(u32, u32)> {
    let mut figures: Option<(u32, u32)> = None;
    for line in md.lines().filter(|l| !l.trim().is_empty()) {
        let n = bare_figure(line)?;
        figures = match figures {
            None => Some((n, n)),
            Some((first, last)) if last.checked_add(1) == Some(n) => Some((first, n)),
            Some(_) => return None,
        };
    }
    figures
}

/// The figure a list item holds when it holds nothing else (`- 3`, `* 3`).
fn bare_figure(md: &str) -> Option<u32> {
    let item = md.trim().strip_prefix(['-', '*'])?;
    let figure = item.strip_prefix(' ')?.trim_end();
    if figure.is_empty() || !figure.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    figure.parse().ok()
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
    // A form's own replies, written into the page for its script to show once it is sent
    // (a site builder's contact or sign-up form).
    (
        "thank you! your submission has been received",
        Feedback::Reply,
    ),
    (
        "oops! something went wrong while submitting the form",
        Feedback::Reply,
    ),
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
    use super::{Feedback, bare_figure, bare_figures, feedback_kind};

    #[test]
    fn a_bare_figure_is_read_from_a_list_item() {
        assert_eq!(bare_figure("- 3"), Some(3));
        assert_eq!(bare_figure("  * 12\n"), Some(12));
        for other in ["3", "- 3.", "1. 3", "- 3 stars", "-3", "- "] {
            assert_eq!(bare_figure(other), None, "{other}");
        }
        assert_eq!(bare_figures("- 1\n- 2\n- 3\n"), Some((1, 3)));
        assert_eq!(bare_figures("- 1\n- 3"), None);
        assert_eq!(bare_figures("- 1\n- two"), None);
        assert_eq!(bare_figures("- 4294967295\n- 0"), None);
    }

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
            "thank you! your submission has been received!",
            "oops! something went wrong while submitting the form.",
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
