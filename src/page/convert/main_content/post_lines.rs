//! The lines a forum writes beside each post about its editing and its author (`--main`,
//! F-06, Q-02): the record of an edit ("Last edited: Jul 5, 2024", "Last edited by ann;
//! Feb 3, 2024 at 1:05 pm", "Edited April 3, 2024 by ann") and the author's figures left
//! over from the panel of their details ("410 posts · Joined 2002", "Posts: 116",
//! "Join Date: Mar 2016", or the panel's lines in one paragraph: "Posts: 116 / Threads: 23 /
//! Joined: Feb 2019"). Neither is what the post says, and readers' extractions leave
//! them out; the post's own date and its author's name stay (`attribution.rs`). Read on a
//! thread only: elsewhere "Posts: 12" may be a table's line. A member's status alone on
//! its line ("Offline", "Online") goes on any page ([`drop_status_lines`]): a forum's
//! author panel left over where the page is not read as a thread. So does an author's panel
//! written as a definition list, the name its term and the details its descriptions
//! (": Member", ": Registered: 2016-07-02", ": Posts: 710"), known by one description that
//! is a member's figures ([`drop_member_definitions`]): a forum whose names link nowhere for
//! a guest is not read as a thread.

use foldhash::{HashSet, HashSetExt};

use super::super::record::{BlockKind, BlockRecord};
use super::plain_texts::{LineKinds, PlainTexts, drop_short_lines};
use super::tuning::{
    EDIT_LINE_MAX_BYTES, LOCATION_MAX_WORDS, MEMBER_LINE_MAX_BYTES, STATUS_LINE_MAX_BYTES,
};

/// On a thread, drops the kept short paragraphs that record an edit ([`is_edit_line`]) or
/// that only give a member's figures ([`is_member_line`]) or place ([`is_location_line`]).
pub(super) fn drop_post_lines(blocks: &[BlockRecord], plain: &PlainTexts, keep: &mut [bool]) {
    let edits = (LineKinds::Paragraphs, EDIT_LINE_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, edits, is_edit_line);
    let members = (LineKinds::Paragraphs, MEMBER_LINE_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, members, |text| {
        is_member_line(text) || is_location_line(text)
    });
}

/// True when a line's text (lowercase, [`PlainTexts`]) is a member's place from the panel
/// beside a post: "Location:" and at most [`LOCATION_MAX_WORDS`] words ("Location: Zone 6b",
/// "Location: BC Interior, Zone 6-7").
fn is_location_line(text: &str) -> bool {
    text.strip_prefix("location:").is_some_and(|place| {
        let words = place.split_whitespace().count();
        (1..=LOCATION_MAX_WORDS).contains(&words)
    })
}

/// Drops the kept paragraphs (and list items) that only say whether a member is online:
/// "Offline", "Online" (read from `plain`, at most [`STATUS_LINE_MAX_BYTES`] bytes of text).
pub(super) fn drop_status_lines(blocks: &[BlockRecord], plain: &PlainTexts, keep: &mut [bool]) {
    let lines = (LineKinds::Paragraphs, STATUS_LINE_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, lines, |text| {
        matches!(text.trim(), "offline" | "online")
    });
}

/// Drops, on any page, the kept short descriptions (paragraphs of at most
/// [`MEMBER_LINE_MAX_BYTES`] bytes of text written as a definition's `: `) of each element
/// where one of them is a member's figures ([`is_member_line`]: ": Posts: 710",
/// ": Registered: 2016-07-02"): the panel of an author's details, written as a definition
/// list, whose title (": Member") and place (": From: Brisbane") go with them. The term (the
/// author's name) stays.
pub(super) fn drop_member_definitions(
    out: &str,
    blocks: &[BlockRecord],
    plain: &PlainTexts,
    keep: &mut [bool],
) {
    let is_description = |i: usize| {
        let b = &blocks[i];
        keep[i]
            && b.kind == BlockKind::Paragraph
            && b.text_bytes > 0
            && b.text_bytes <= MEMBER_LINE_MAX_BYTES
            && out[b.start..b.end].trim_start().starts_with(": ")
    };
    let mut panels: HashSet<u32> = HashSet::new();
    for (i, b) in blocks.iter().enumerate() {
        if is_description(i)
            && !panels.contains(&b.node)
            && is_member_line(plain.get(i).trim_start_matches([':', ' ']))
        {
            panels.insert(b.node);
        }
    }
    if panels.is_empty() {
        return;
    }
    let panel_lines: Vec<usize> = (0..blocks.len())
        .filter(|&i| panels.contains(&blocks[i].node) && is_description(i))
        .collect();
    for i in panel_lines {
        keep[i] = false;
    }
}

/// True when a line's text (lowercase, [`PlainTexts`]) records an edit: it opens with
/// "edited" or "last edited" and holds a figure (the date, the time or the count of edits:
/// "Last edited: Jul 5, 2024", "edited Feb 12, 2011 at 21:50"). "Edited by" alone, without
/// a date, may be a credit.
fn is_edit_line(text: &str) -> bool {
    let text = text.trim_start_matches(|c: char| !c.is_alphanumeric());
    let text = text.strip_prefix("last ").unwrap_or(text);
    text.strip_prefix("edited")
        .is_some_and(|rest| rest.starts_with([' ', ':']))
        && text.bytes().any(|c| c.is_ascii_digit())
}

/// Labels of a member's figures in the panel beside a post, each written before its figure
/// ("Posts: 116", "Join Date: Mar 2016") or, for the counts, after it ("410 posts").
const MEMBER_LABELS: &[&str] = &[
    "posts",
    "threads",
    "messages",
    "reputation",
    "joined",
    "join date",
    "registered",
    "reaction score",
    "solutions",
];

/// True when a line's text (lowercase, [`PlainTexts`]) is only a member's figures, split by
/// `·`, `•` or `|`: each part a count and a label ("410 posts", "1.2k reputation"), a label, a
/// colon and a figure or a date ("posts: 116", "join date: mar 2016", "joined: feb 2019"),
/// or "joined" and a year or a date ("joined 2002"). Every part holds a figure.
fn is_member_line(text: &str) -> bool {
    text.split(['·', '•', '|'])
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .all(is_member_figure)
        && text.bytes().any(|c| c.is_ascii_digit())
        || is_member_panel(text)
}

/// True when a line's text is a panel's labelled figures one after another, each label
/// with its colon and its figure ("posts: 116 threads: 23 joined: feb 2019 reputation: 7":
/// lines of one block, their breaks read as spaces): every piece between two colons is a
/// figure ([`is_member_figure`]'s words) then the next label ([`MEMBER_LABELS`]).
fn is_member_panel(text: &str) -> bool {
    let mut pieces = text.split(':');
    let Some(first) = pieces.next() else {
        return false;
    };
    let mut label = first.trim();
    let mut figures = 0;
    for piece in pieces {
        if !MEMBER_LABELS.contains(&label) {
            return false;
        }
        let piece = piece.trim();
        // The figure, then the next label (none after the last figure).
        let next = MEMBER_LABELS
            .iter()
            .filter(|l| piece.ends_with(*l))
            .max_by_key(|l| l.len())
            .copied()
            .unwrap_or("");
        let value = piece[..piece.len() - next.len()].trim_end();
        let words = value.split_whitespace().count();
        if !(1..=3).contains(&words) || !value.split_whitespace().all(is_date_word) {
            return false;
        }
        figures += 1;
        label = next;
    }
    figures >= 2 && label.is_empty()
}

/// One part of [`is_member_line`].
fn is_member_figure(part: &str) -> bool {
    if !part.bytes().any(|c| c.is_ascii_digit()) {
        return false;
    }
    // "posts: 116", "join date: mar 2016", "joined 2002".
    for label in MEMBER_LABELS {
        if let Some(rest) = part.strip_prefix(label) {
            let rest = rest.trim_start();
            let value = rest.strip_prefix(':').unwrap_or(rest).trim();
            let words = value.split_whitespace().count();
            return (1..=3).contains(&words)
                && (rest.starts_with(':') || *label == "joined")
                && value.split_whitespace().all(is_date_word);
        }
    }
    // "410 posts", "2,994 posts", "1.2k reputation".
    let mut words = part.split_whitespace();
    match (words.next(), words.next(), words.next()) {
        (Some(figure), Some(label), None) => {
            is_count(figure) && MEMBER_LABELS.contains(&label) && label != "joined"
        }
        _ => false,
    }
}

/// True when a word is a count: digits with `,` `.` and a trailing `k` or `m` ("2,994",
/// "1.2k").
fn is_count(word: &str) -> bool {
    let digits = word.trim_end_matches(['k', 'm']);
    digits.starts_with(|c: char| c.is_ascii_digit())
        && digits
            .bytes()
            .all(|c| c.is_ascii_digit() || c == b',' || c == b'.')
}

/// True when a word of a member's figure is a count or part of a date: a count
/// ([`is_count`]), a month's name or its short form, or a figure with a date's separators
/// ("2016", "mar", "03/2016").
fn is_date_word(word: &str) -> bool {
    let word = word.trim_matches(|c: char| c == ',' || c == '.');
    is_count(word)
        || word.len() >= 3
            && word.is_ascii()
            && MONTH_STARTS.iter().any(|m| word.starts_with(m))
            && word.bytes().all(|c| c.is_ascii_alphabetic())
        || word.starts_with(|c: char| c.is_ascii_digit())
            && word
                .bytes()
                .all(|c| c.is_ascii_digit() || matches!(c, b'/' | b'-' | b'.'))
}

/// The first three letters of the months' names in English.
const MONTH_STARTS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

#[cfg(test)]
mod tests {
    use super::{is_edit_line, is_location_line, is_member_line};

    #[test]
    fn edit_records_open_with_edited_and_hold_a_date() {
        assert!(is_edit_line("last edited: jul 5, 2024"));
        assert!(is_edit_line("edited feb 12, 2011 at 21:50"));
        assert!(is_edit_line("last edited by ann; feb 3, 2024 at 1:05 pm"));
        assert!(is_edit_line("edited april 3, 2024 by ann"));
        assert!(!is_edit_line("edited by"));
        assert!(!is_edit_line("i edited the config file 2 times"));
        assert!(!is_edit_line("the file i edited on 3 may"));
    }

    #[test]
    fn member_lines_are_only_figures() {
        assert!(is_member_line("410 posts · joined 2002"));
        assert!(is_member_line("2,994 posts · joined 2021"));
        assert!(is_member_line("posts: 116"));
        assert!(is_member_line("join date: mar 2016"));
        assert!(is_member_line("joined: feb 2019"));
        assert!(is_member_line("1.2k reputation"));
        assert!(is_member_line("registered: 2016-07-02"));
        assert!(is_location_line("location: bc interior, zone 6-7"));
        assert!(!is_location_line(
            "location: the old bridge over the river by the mill"
        ));
        assert!(!is_location_line("location:"));
        assert!(!is_member_line("registered: in oslo"));
        assert!(!is_member_line("posts"));
        assert!(!is_member_line("3 posts about the same bug"));
        assert!(!is_member_line("joined the team in 2019"));
        assert!(!is_member_line("posts: see below"));
        assert!(is_member_line(
            "posts: 116 threads: 23 joined: feb 2019 reputation: 7"
        ));
        assert!(!is_member_line("posts: 116 threads: 23 and more"));
        assert!(!is_member_line("posts: 116 ratio: 3"));
    }
}
