//! Blocks written twice (`--main`, F-06, Q-02): a forum shows a post again where a reply
//! answers it (a preview of the parent post, "1 Reply · Last reply"), a page writes its text
//! again for another screen size or as the back of a card that turns on hover. The reader has
//! read it already, so a kept paragraph that repeats an earlier kept block word for word goes
//! — outside a discussion only when the two stand in different elements: a chorus or refrain
//! the author repeats inside one article stays.
//! A heading not made of links is compared from half that length (a landing page's section
//! title written again for small screens).
//! List items are compared only on a discussion: elsewhere the same item under two headings
//! says something (the features of two plans, the steps of two tabs). Code and tables are
//! never compared (a log posted twice is the poster's choice).
//! On a discussion, the form for a new post after the posts ("Your Answer", or a heading
//! saying that answering needs an account: "You must log in to answer this question") ends
//! the thread.

use std::collections::hash_map::Entry;
use std::hash::{DefaultHasher, Hash, Hasher};

use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};

use super::super::record::{BlockKind, BlockRecord, Node, in_subtree};
use super::blocks::{kept_text, mostly_links};
use super::plain_texts::plain_lowercase;
use super::tuning::{
    MIN_MEMBER_LINKS, REPEAT_HEADING_MIN_TEXT, REPEAT_PARAGRAPH_MIN_TEXT, REPLY_FORM_AFTER,
    REPLY_FORM_MAX_WORDS,
};
use super::words::is_list_item;

/// The text a kept block needs to be compared ([`drop_repeated_paragraphs`]):
/// [`REPEAT_HEADING_MIN_TEXT`] for a heading that is not mostly link text (a landing page's
/// section written again for another screen size); [`REPEAT_PARAGRAPH_MIN_TEXT`] for other blocks and
/// for linked headings (the same card title under two sections of a listing says something).
fn min_repeat_text(b: &BlockRecord) -> usize {
    if matches!(b.kind, BlockKind::Heading(_)) && !mostly_links(b) {
        REPEAT_HEADING_MIN_TEXT
    } else {
        REPEAT_PARAGRAPH_MIN_TEXT
    }
}

/// Drops the kept blocks of at least [`min_repeat_text`] bytes of text whose Markdown
/// (trimmed) repeats that of an earlier kept block; with `lists` (a discussion) list items
/// too and copies in the same element, without only copies in another element (the same
/// node repeating a paragraph is the author's refrain).
pub(super) fn drop_repeated_paragraphs(
    out: &str,
    blocks: &[BlockRecord],
    keep: &mut [bool],
    lists: bool,
) {
    let mut seen: HashMap<u64, u32> = HashMap::new();
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if !*k
            || b.text_bytes < min_repeat_text(b)
            || matches!(b.kind, BlockKind::Code | BlockKind::Table | BlockKind::Raw)
        {
            continue;
        }
        let md = out[b.start..b.end].trim();
        if !lists && is_list_item(md) {
            continue;
        }
        let mut h = DefaultHasher::new();
        md.hash(&mut h);
        match seen.entry(h.finish()) {
            Entry::Vacant(v) => {
                v.insert(b.node);
            }
            Entry::Occupied(o) => {
                if lists || *o.get() != b.node {
                    *k = false;
                }
            }
        }
    }
}

/// What a link to a member's page holds in its URL (lower-cased) on the forum engines of the
/// web (Discourse `/u/`, XenForo `/members/`, vBulletin `member.php`, phpBB `memberlist.php`,
/// SMF `action=profile`, MyBB `user-N.html`, Reddit `/user/`, IPS `/profile/`).
pub(super) const MEMBER_URL_MARKS: [&str; 11] = [
    "/u/",
    "/user/",
    "/users/",
    "/user-",
    "/member/",
    "/members/",
    "member.php",
    "memberlist.php",
    "/profile/",
    "profile.php",
    "action=profile",
];

/// True when the blocks of node `container`'s subtree link to [`MIN_MEMBER_LINKS`] or more
/// distinct members' pages ([`MEMBER_URL_MARKS`]): the posts of a thread, each under its
/// author's name, even on a page that declares nothing (most forum engines). One pass over
/// the container's Markdown, stopping at the third member.
pub(super) fn is_thread(
    out: &str,
    blocks: &[BlockRecord],
    nodes: &[Node],
    container: usize,
) -> bool {
    let mut members: HashSet<&str> = HashSet::new();
    for b in blocks
        .iter()
        .filter(|b| b.link_bytes > 0 && in_subtree(nodes, container, b.node as usize))
    {
        let md = &out[b.start..b.end];
        let mut at = 0;
        while let Some(i) = md[at..].find("](") {
            let url_start = at + i + 2;
            let url_end = md[url_start..]
                .find([')', ' ', '\n'])
                .map_or(md.len(), |e| url_start + e);
            let url = &md[url_start..url_end];
            let lower = url.to_ascii_lowercase();
            if MEMBER_URL_MARKS.iter().any(|m| lower.contains(m)) {
                members.insert(url);
                if members.len() >= MIN_MEMBER_LINKS {
                    return true;
                }
            }
            at = url_end.max(url_start);
        }
    }
    false
}

/// Headings (lower-cased) that open the form for a new post under a thread: what follows is
/// the form's fine print ("Post as a guest", "Required, but never shown") and the site's
/// invitations, not the thread.
const REPLY_FORM_HEADINGS: [&str; 8] = [
    "your answer",
    "your reply",
    "post your answer",
    "add your answer",
    "post a reply",
    "leave a reply",
    "write a reply",
    "reply to this topic",
];

/// Words of a heading that says a new post needs an account: "log in" or "sign in" (or
/// "logged in", "signed in") before "to" and one of [`POSTING_WORDS`] ("You must log in to
/// answer this question", "Create an account or sign in to comment"). Such a heading stands
/// where the form for a new post would: what follows is the site's invitations.
const ACCOUNT_WORDS: [&str; 4] = [
    "log in to ",
    "sign in to ",
    "logged in to ",
    "signed in to ",
];

/// What a new post does, after [`ACCOUNT_WORDS`].
const POSTING_WORDS: [&str; 5] = ["answer", "reply", "comment", "post", "respond"];

/// True when a heading's text (lowercase, without Markdown and link targets, its end's
/// punctuation trimmed) opens the form for a new post: one of [`REPLY_FORM_HEADINGS`], or a
/// heading of at most [`REPLY_FORM_MAX_WORDS`] words that says a new post needs an account
/// ([`ACCOUNT_WORDS`] then one of [`POSTING_WORDS`]).
fn opens_reply_form(text: &str) -> bool {
    let text = text.trim_end_matches(|c: char| c.is_ascii_punctuation() || c.is_whitespace());
    REPLY_FORM_HEADINGS.contains(&text)
        || text.split_whitespace().count() <= REPLY_FORM_MAX_WORDS
            && ACCOUNT_WORDS.iter().any(|w| {
                text.split(w)
                    .skip(1)
                    .any(|after| POSTING_WORDS.iter().any(|p| after.starts_with(p)))
            })
}

/// On a discussion, drops a kept heading that opens the form for a new post
/// ([`opens_reply_form`]) and every kept block after it, when more than
/// [`REPLY_FORM_AFTER`] of the kept text stands before it.
pub(super) fn drop_reply_form(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let total = kept_text(blocks, keep);
    let form = (0..blocks.len()).find(|&i| {
        keep[i]
            && matches!(blocks[i].kind, BlockKind::Heading(_))
            && opens_reply_form(&plain_lowercase(&out[blocks[i].start..blocks[i].end]))
    });
    if let Some(form) = form
        && kept_text(&blocks[..form], keep) as f64 > total as f64 * REPLY_FORM_AFTER
    {
        keep[form..].iter_mut().for_each(|k| *k = false);
    }
}
