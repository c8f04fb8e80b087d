//! Who wrote each post of a thread, and when (`--main`, F-06, Q-02): a forum writes each
//! post under its author's name (a link to the member's page) and its date (a link to the
//! post itself, "Dec 30, 2023"), inside the panel of the author's details that `--main`
//! drops with the rest of that panel (titles, post counts, the date the member joined). A
//! thread read without them does not say who answered whom, so on a thread a block that is
//! only the author's link or only a dated link comes back, when it stands before a post that
//! was kept.

use super::super::record::{BlockKind, BlockRecord, Node, in_subtree};
use super::thread::MEMBER_URL_MARKS;
use super::tuning::{AUTHOR_NAME_MAX_WORDS, POST_DATE_MAX_WORDS};
use super::words::ENGLISH_MONTHS;

/// Keeps again, inside node `container`, the dropped headings and paragraphs that hold only
/// an author's link ([`is_author_link`]) or only a post's dated link ([`is_dated_link`]),
/// when a kept block with text comes after them (an author's name after the last post is a
/// list of members, not a post's).
pub(super) fn keep_attributions(
    out: &str,
    blocks: &[BlockRecord],
    nodes: &[Node],
    container: usize,
    keep: &mut [bool],
) {
    let Some(last_kept) = (0..blocks.len()).rev().find(|&i| keep[i]) else {
        return;
    };
    for i in 0..last_kept {
        let b = &blocks[i];
        if keep[i]
            || !matches!(b.kind, BlockKind::Paragraph | BlockKind::Heading(_))
            || b.text_bytes == 0
            || b.link_bytes < b.text_bytes
            || !in_subtree(nodes, container, b.node as usize)
        {
            continue;
        }
        let md = out[b.start..b.end].trim();
        if let Some((text, url)) = only_link(md)
            && (is_author_link(text, url) || is_dated_link(text))
        {
            keep[i] = true;
        }
    }
}

/// The text and the target of `md` when it is one link and nothing else but Markdown
/// syntax around it (`#### [Name](/members/name.42/)`, `- [Dec 30, 2023](/t/1/post-7)`,
/// `**[Name](…)**`); `None` for an image link (an avatar).
fn only_link(md: &str) -> Option<(&str, &str)> {
    let open = md.find('[')?;
    let before = &md[..open];
    if !before
        .chars()
        .all(|c| matches!(c, '#' | '-' | '*' | '_' | ' '))
    {
        return None;
    }
    let rest = &md[open + 1..];
    let close = rest.find("](")?;
    let text = &rest[..close];
    let target = &rest[close + 2..];
    let end = target.find(')')?;
    let url = target[..end].split(' ').next().unwrap_or_default();
    let after = &target[end + 1..];
    if text.contains('[') || text.contains('!') || !after.chars().all(|c| matches!(c, '*' | '_')) {
        return None;
    }
    Some((text, url))
}

/// True when a link is an author's name: it leads to a member's page ([`MEMBER_URL_MARKS`])
/// and its text is a name of at most [`AUTHOR_NAME_MAX_WORDS`] words.
fn is_author_link(text: &str, url: &str) -> bool {
    let lower = url.to_ascii_lowercase();
    let words = text.split_whitespace().count();
    // An avatar's initial ("R") or a count of posts ("1") is not a name.
    let letters = text.chars().filter(|c| c.is_alphabetic()).count();
    (1..=AUTHOR_NAME_MAX_WORDS).contains(&words)
        && letters >= 2
        && MEMBER_URL_MARKS.iter().any(|m| lower.contains(m))
}

/// Other words a post's date may hold.
const DATE_WORDS: [&str; 10] = [
    "posted", "edited", "updated", "on", "at", "am", "pm", "st", "nd", "th",
];

/// True when a link's text is a date and nothing else: a month's name, a year (four digits)
/// and figures, with at most "posted", "on", "at", "am"/"pm" beside them, in at most
/// [`POST_DATE_MAX_WORDS`] words ("Dec 30, 2023", "Posted March 5, 2024", "June 04, 2024, 11:23:55
/// AM"). A date that opens with "edited" ("edited Feb 12, 2011 at 21:50", a link to the
/// post's revisions) says when the post was changed, not when it was written: it is not the
/// post's date and stays out with the author's panel.
fn is_dated_link(text: &str) -> bool {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    if words.first().is_some_and(|w| w == "edited") {
        return false;
    }
    let month = words.iter().any(|w| ENGLISH_MONTHS.contains(&w.as_str()));
    let year = words.iter().any(|w| {
        w.len() == 4 && w.chars().all(|c| c.is_ascii_digit()) && w.starts_with(['1', '2'])
    });
    let only_date = words.iter().all(|w| {
        w.chars().all(|c| c.is_ascii_digit())
            || ENGLISH_MONTHS.contains(&w.as_str())
            || DATE_WORDS.contains(&w.as_str())
    });
    month && year && only_date && words.len() <= POST_DATE_MAX_WORDS
}

#[cfg(test)]
mod tests {
    use super::{is_author_link, is_dated_link, only_link};

    #[test]
    fn a_block_of_one_link_is_read_as_that_link() {
        assert_eq!(
            only_link("#### [Pippin06](https://x.test/members/pippin06.1/)"),
            Some(("Pippin06", "https://x.test/members/pippin06.1/"))
        );
        assert_eq!(
            only_link("- [Dec 30, 2023](/t/1/post-7)"),
            Some(("Dec 30, 2023", "/t/1/post-7"))
        );
        assert_eq!(
            only_link("**[Ann](/u/ann \"Ann\")**"),
            Some(("Ann", "/u/ann"))
        );
        assert_eq!(only_link("[![Pippin06](/a.jpg)](/members/p.1/)"), None);
        assert_eq!(only_link("- Start date [Dec 30, 2023](/t/1/)"), None);
        assert_eq!(only_link("[Ann](/u/ann) and [Bo](/u/bo)"), None);
    }

    #[test]
    fn authors_link_to_their_member_page() {
        assert!(is_author_link("Fiveoaks Bouquet", "/members/fiveoaks.9/"));
        assert!(is_author_link("ann", "https://forum.test/u/ann"));
        assert!(!is_author_link("Pippin06", "/threads/budget.5/"));
        assert!(!is_author_link("R", "/members/ratoncolorao.2/"));
        assert!(!is_author_link("1", "/profile/265255-rabbids/content/"));
        assert!(!is_author_link(
            "See every post this member wrote",
            "/members/p.1/"
        ));
    }

    #[test]
    fn dated_links_say_a_date_only() {
        assert!(is_dated_link("Dec 30, 2023"));
        assert!(is_dated_link("Posted March 5, 2024"));
        assert!(is_dated_link("June 04, 2024, 11:23:55 AM"));
        assert!(!is_dated_link("#1"));
        assert!(!is_dated_link("Fragrance budget for 2024"));
        assert!(!is_dated_link("March"));
        assert!(!is_dated_link("Dec 30"));
    }
}
