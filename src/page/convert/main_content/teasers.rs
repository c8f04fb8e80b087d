//! Teaser cards of other posts that end the kept content (`--main`, F-06, Q-02): after the
//! article, a news site lists other stories, each a linked heading (another post's title)
//! perhaps over a short excerpt, a date or a byline; one card ("Read next") or several,
//! perhaps under a short label ("Read more", "Das könnte Sie auch interessieren"). They go,
//! read from the end of what the other rules kept, so that the boxes those rules already
//! dropped (a comment form, a share bar, a "Most read" menu) no longer stand behind them.
//! The article's own last section stays: a card must lie in another element than the block
//! before it ([`resumes`]), and the article before the cards must outweigh them
//! ([`ARTICLE_OVER_TEASERS`]); a page whose headings are mostly links (a listing's cards)
//! keeps them all.

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

use super::super::record::{BlockKind, BlockRecord, Node};
use super::blocks::{mostly_links, nearly_all_links};
use super::phrases;
use super::plain_texts::{LineKinds, PlainTexts, drop_short_lines};
use super::prune::resumes;
use super::tuning::{
    ARTICLE_OVER_TEASERS, INTEREST_LABEL_MAX_WORDS, READ_ALSO_MAX_BYTES, TEASER_LABEL_MAX_BYTES,
    TEASER_MAX_BYTES, TEASER_META_MAX_BYTES, TEASER_TITLE_MIN_WORDS, TEASERS_MIN_CARDS,
};
use super::words::more_parts_than;

/// Drops the teaser cards that end the kept content (see the module comment): each card a
/// heading that is nearly all link text over at most one excerpt (not mostly links, at most
/// [`TEASER_MAX_BYTES`]) and one short line ([`TEASER_META_MAX_BYTES`]: its date, its
/// byline), or over nothing (a run of linked titles; not with `listing`: a listing's items
/// may be linked titles alone); at least [`TEASERS_MIN_CARDS`] of them, or one titled like a
/// story ([`TEASER_TITLE_MIN_WORDS`]), and the short label right before them ([`is_label`]).
/// Texts come from `plain`.
pub(super) fn drop_trailing_teasers(
    out: &str,
    blocks: &[BlockRecord],
    plain: &PlainTexts<'_>,
    nodes: &[Node],
    listing: bool,
    keep: &mut [bool],
) {
    let kept: Vec<usize> = (0..blocks.len())
        .filter(|&i| keep[i] && blocks[i].text_bytes > 0)
        .collect();
    let Some((start, with_body)) = first_card(plain, blocks, &kept, !listing) else {
        return;
    };
    if start == 0 {
        return;
    }
    // A listing's cards before them are not an article: most of its headings are links,
    // and so are most of those of the cards' level (an article's linked title above them,
    // the only heading of its level, does not make a listing).
    let level = blocks[kept[start]].kind;
    let before = &kept[..start];
    if mostly_linked(blocks, before, |_| true) && mostly_linked(blocks, before, |k| k == level) {
        return;
    }
    // The article's own last section (or a listing's last item before its shorter ones)
    // goes on in the element of the block before it.
    if resumes(
        nodes,
        blocks[kept[start - 1]].node,
        blocks[kept[start]].node,
    ) {
        return;
    }
    let mut start = start;
    // Linked headings alone may be the article's list of links under its last heading.
    if with_body && start > 1 && is_label(out, &blocks[kept[start - 1]]) {
        start -= 1;
    }
    let text = |range: &[usize]| -> usize { range.iter().map(|&i| blocks[i].text_bytes).sum() };
    if text(&kept[..start]) < text(&kept[start..]) * ARTICLE_OVER_TEASERS {
        return;
    }
    for &i in &kept[start..] {
        keep[i] = false;
    }
}

/// The position in `kept` of the first of the teaser cards that end it, when there are at
/// least [`TEASERS_MIN_CARDS`] of them (a title alone is a card with `titles_alone`), and
/// whether one of them has more than its title.
fn first_card(
    plain: &PlainTexts<'_>,
    blocks: &[BlockRecord],
    kept: &[usize],
    titles_alone: bool,
) -> Option<(usize, bool)> {
    let (mut cards, mut start, mut excerpt, mut meta) = (0usize, None, 0usize, 0usize);
    let mut with_body = false;
    for (pos, &i) in kept.iter().enumerate().rev() {
        let b = &blocks[i];
        if !matches!(b.kind, BlockKind::Heading(_)) {
            // One excerpt under each title, and one short line (its date, its byline).
            if b.text_bytes <= TEASER_META_MAX_BYTES {
                meta += 1;
            } else {
                excerpt += 1;
            }
            if excerpt > 1 || meta > 1 || mostly_links(b) || b.text_bytes > TEASER_MAX_BYTES {
                break;
            }
            continue;
        }
        if !nearly_all_links(b) || excerpt + meta == 0 && !titles_alone {
            break;
        }
        cards += 1;
        with_body |= excerpt + meta > 0;
        start = Some(pos);
        excerpt = 0;
        meta = 0;
    }
    // Blocks under no card's title before the cards are the article's. One card alone
    // must be titled like a story, not like a page's section ("Our programs") nor like a
    // page (a level-1 heading).
    start
        .filter(|&s| {
            cards >= TEASERS_MIN_CARDS
                || cards == 1
                    && with_body
                    && blocks[kept[s]].kind != BlockKind::Heading(1)
                    && words(plain.get(kept[s])) >= TEASER_TITLE_MIN_WORDS
        })
        .map(|s| (s, with_body))
}

/// The words of a block's text ([`PlainTexts`]: its Markdown's marks and link targets left
/// out): runs of letters and digits.
fn words(text: &str) -> usize {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .count()
}

/// True when at least half of the headings among `kept` whose kind passes `of_kind` are
/// mostly links; false when there is none.
fn mostly_linked(
    blocks: &[BlockRecord],
    kept: &[usize],
    of_kind: impl Fn(BlockKind) -> bool,
) -> bool {
    let (mut headings, mut linked) = (0usize, 0usize);
    for &i in kept {
        let b = &blocks[i];
        if matches!(b.kind, BlockKind::Heading(_)) && of_kind(b.kind) {
            headings += 1;
            linked += usize::from(mostly_links(b));
        }
    }
    headings > 0 && linked * 2 >= headings
}

/// Words of a label over other posts that says they may interest the reader, however it
/// starts ("Das Thema könnte dich auch interessieren:", "Diese Artikel könnten dich
/// ebenfalls interessieren:", "Stories you might also like"), in the languages news sites
/// are most often written in.
const INTEREST_WORDS: &[&str] = &[
    "auch interessieren",
    "ebenfalls interessieren",
    "dir auch gefallen",
    "ihnen auch gefallen",
    "also be interested",
    "also interest you",
    "may also like",
    "might also like",
    "may also enjoy",
    "might also enjoy",
    "pourrait vous intéresser",
    "pourraient vous intéresser",
    "aussi vous intéresser",
    "te puede interesar",
    "le puede interesar",
    "te podría interesar",
    "pode te interessar",
    "pode interessar",
    "potrebbe interessarti",
    "potrebbero interessarti",
    "może cię zainteresować",
    "mogą cię zainteresować",
];

/// Drops the kept paragraphs and headings of at most [`INTEREST_LABEL_MAX_WORDS`] words that
/// say other posts may interest the reader ([`INTEREST_WORDS`]): the label stays behind when
/// the cards under it went (or were never in the page's HTML), wherever it stands. Texts
/// come from `plain`.
pub(super) fn drop_interest_labels(
    blocks: &[BlockRecord],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
) {
    let lines = (LineKinds::ParagraphsAndHeadings, TEASER_LABEL_MAX_BYTES * 2);
    drop_short_lines(blocks, plain, keep, lines, is_interest_label);
}

/// True when a block's text ([`plain_lowercase`](super::plain_texts::plain_lowercase)) has
/// at most [`INTEREST_LABEL_MAX_WORDS`] words and one of [`INTEREST_WORDS`].
fn is_interest_label(text: &str) -> bool {
    !more_parts_than(text, INTEREST_LABEL_MAX_WORDS) && INTEREST.is_match(text)
}

/// [`INTEREST_WORDS`] found in one pass (E-02: one search per word cost more than the rest
/// of the rule on every short line).
static INTEREST: LazyLock<AhoCorasick> = LazyLock::new(|| phrases::gate(INTEREST_WORDS));

/// True when a block can be the label over teaser cards: a paragraph of at most
/// [`TEASER_LABEL_MAX_BYTES`] of text, no link, not a sentence ("Read more", "**Lesen Sie
/// mehr**", "Das könnte Sie auch interessieren:"). A heading over them goes as a section
/// left empty, unless it reads as prose (then it is the article's).
fn is_label(out: &str, b: &BlockRecord) -> bool {
    let md = out[b.start..b.end].trim_end_matches(['*', '_', ' ', '\n']);
    b.kind == BlockKind::Paragraph
        && b.text_bytes <= TEASER_LABEL_MAX_BYTES
        && b.link_bytes == 0
        && !md.ends_with(['.', '!', '?'])
        && !super::words::is_list_item(md)
}

/// Labels (lowercase) that point the reader to another post from a line of its own inside
/// the article ("READ MORE: \[title\]", "MIRA: \[title\]", "Lesen Sie auch: \[title\]"), in
/// English and the languages news sites are most often written in. Not "See also": a
/// documentation page's pointers are its own.
const READ_ALSO_LABELS: &[&str] = &[
    "read more",
    "read also",
    "also read",
    "read",
    "related",
    "related article",
    "related story",
    "related post",
    "another great read",
    "don't miss",
    "must read",
    "more on this",
    "watch",
    "lesen sie auch",
    "lesen sie mehr",
    "lies auch",
    "mehr zum thema",
    "auch interessant",
    "lire aussi",
    "à lire aussi",
    "a lire aussi",
    "mira",
    "lea también",
    "lee también",
    "lea además",
    "también",
    "ver también",
    "leia também",
    "leia mais",
    "veja também",
    "leggi anche",
    "czytaj także",
    "czytaj też",
    "zobacz także",
    "zobacz też",
];

/// Drops the kept paragraphs and headings (at most [`READ_ALSO_MAX_BYTES`] of text) that
/// point to another post from inside the article ([`is_read_also_line`]): the linked title
/// of another story under a label, set between the article's paragraphs. Texts come from
/// `plain`.
pub(super) fn drop_read_also_lines(
    out: &str,
    blocks: &[BlockRecord],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
) {
    for (i, (b, k)) in blocks.iter().zip(keep.iter_mut()).enumerate() {
        if *k
            && matches!(b.kind, BlockKind::Paragraph | BlockKind::Heading(_))
            && b.link_bytes > 0
            && b.text_bytes <= READ_ALSO_MAX_BYTES
            && is_read_also_line(&out[b.start..b.end], plain.get(i), b)
        {
            *k = false;
        }
    }
}

/// True when a block (its Markdown `md`, its text `text`,
/// [plain](super::plain_texts::plain_lowercase)) is one of [`READ_ALSO_LABELS`] and a colon,
/// then a link right after it that holds at least half of the text after the label ("READ
/// MORE: [Will robots write essays?](…)"); not "Read [the guide](…) to learn how".
fn is_read_also_line(md: &str, text: &str, b: &BlockRecord) -> bool {
    let Some((label, _)) = text.split_once(':') else {
        return false;
    };
    if !READ_ALSO_LABELS.contains(&label.trim_end()) {
        return false;
    }
    let rest = text.len() - label.len() - 1;
    let Some((_, after)) = md.split_once(':') else {
        return false;
    };
    after
        .trim_start_matches(|c: char| c.is_whitespace() || matches!(c, '*' | '_'))
        .starts_with('[')
        && b.link_bytes * 2 >= rest
}
