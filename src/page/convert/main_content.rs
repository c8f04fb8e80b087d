//! `--main` (F-06, issue 12 §3): the page's main content, chosen from the block records of the
//! same single pass (no DOM). Each block gets a score from its text: link density, sentence
//! punctuation, stop words, length; the scores add up along the structural elements
//! ([`Node`]s) that hold the blocks, and the element with the highest sum is the main
//! container (so menus, footers and link lists outside it pull its ancestors down). Inside it,
//! link-dense blocks and boilerplate elements (share, newsletter, related, author bio, tags)
//! are dropped; headings, lists, tables, code and quotes next to kept prose stay. A heading
//! that repeats the page title is dropped (the title is in the header / JSON `title`).
//!
//! A page without clear main content (a listing, a search page) keeps its items: when the
//! container's prose is thin, the container's link blocks stay. When even that leaves little
//! of the page, the full page is the result and the caller warns `main_content_uncertain`.

use super::record::{BlockKind, BlockRecord, Node, NodeHint, Records, assemble};

/// Below this share of the page's positive score the chosen container is not trusted.
const MIN_SHARE: f64 = 0.25;
/// A result with less text than this (bytes) is not trusted either.
const MIN_TEXT: usize = 200;

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
struct Text {
    words: usize,
    stop_words: usize,
    sentences: usize,
}

/// Counts words, stop words and sentence ends in a block's Markdown.
fn measure(md: &str) -> Text {
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

/// The score of one block: positive for prose, negative for link lists and boilerplate.
fn score(b: &BlockRecord, t: Text, hint: NodeHint) -> f64 {
    let text = b.text_bytes as f64;
    if b.text_bytes == 0 {
        return 0.0;
    }
    let density = b.link_bytes as f64 / text;
    // Boilerplate inside the main container is dropped anyway: it only pulls its
    // ancestors down a little, so that comments longer than the post do not sink the post.
    if matches!(hint, NodeHint::Boilerplate | NodeHint::Comments) {
        return -text * 0.1;
    }
    if density > 0.5 {
        return -text * density;
    }
    let own = text * (1.0 - density);
    match b.kind {
        BlockKind::Heading(_) => 0.0,
        BlockKind::Code | BlockKind::Table => own * 0.5,
        BlockKind::Rule => 0.0,
        _ => {
            let prose = t.sentences > 0 && t.words >= 8 || t.stop_words * 5 >= t.words.max(1);
            if prose && t.words >= 5 {
                own
            } else if t.words < 4 {
                -text * 0.2
            } else {
                own * 0.2
            }
        }
    }
}

/// The Markdown of the main content of `out`, and whether the choice was uncertain (then the
/// result is the whole page).
pub(super) fn select(out: &str, records: &Records, title: Option<&str>) -> (String, bool) {
    let blocks = &records.blocks;
    let nodes = &records.nodes;
    if blocks.is_empty() || nodes.is_empty() {
        return (out.to_string(), !out.trim().is_empty());
    }
    let texts: Vec<Text> = blocks
        .iter()
        .map(|b| measure(&out[b.start..b.end]))
        .collect();
    let hints = effective_hints(blocks, &texts, nodes);
    let scores: Vec<f64> = blocks
        .iter()
        .zip(&texts)
        .map(|(b, t)| score(b, *t, hints[b.node as usize]))
        .collect();
    // Sum the scores up the tree: children come after their parents in `nodes`.
    let mut sums = vec![0.0f64; nodes.len()];
    for (b, s) in blocks.iter().zip(&scores) {
        sums[b.node as usize] += s;
    }
    for id in (1..nodes.len()).rev() {
        let parent = nodes[id].parent as usize;
        sums[parent] += sums[id];
    }
    let positive: f64 = scores.iter().filter(|s| **s > 0.0).sum();
    let mut best = 0usize;
    for id in 1..nodes.len() {
        let bonus = if hints[id] == NodeHint::Content {
            1.15
        } else {
            1.0
        };
        let best_bonus = if hints[best] == NodeHint::Content {
            1.15
        } else {
            1.0
        };
        if sums[id] * bonus > sums[best] * best_bonus {
            best = id;
        }
    }
    let chosen = &nodes[best];
    let inside = |b: &BlockRecord| b.node as usize >= best && b.node <= chosen.last;
    let keep_block = |i: usize, b: &BlockRecord, keep_links: bool| {
        if !inside(b) {
            return false;
        }
        if is_boilerplate(hints[b.node as usize]) && !is_boilerplate(hints[best]) {
            return false;
        }
        if b.text_bytes == 0 {
            return matches!(b.kind, BlockKind::Code | BlockKind::Table | BlockKind::Raw);
        }
        // Linked headings are the titles of sections or items; link-dense text is a menu.
        let dense = b.link_bytes * 2 > b.text_bytes && !matches!(b.kind, BlockKind::Heading(_));
        if dense && !keep_links {
            return false;
        }
        if let BlockKind::Heading(_) = b.kind
            && let Some(title) = title
            && same_text(&out[b.start..b.end], title)
        {
            return false;
        }
        let _ = i;
        true
    };
    let mut keep: Vec<bool> = blocks
        .iter()
        .enumerate()
        .map(|(i, b)| keep_block(i, b, false))
        .collect();
    let kept_text: usize = blocks
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(b, _)| b.text_bytes - b.link_bytes.min(b.text_bytes))
        .sum();
    let container_text: usize = blocks
        .iter()
        .filter(|b| inside(b))
        .map(|b| b.text_bytes)
        .sum();
    // A listing: the container is mostly links; its items are what the reader came for.
    if kept_text * 3 < container_text {
        keep = blocks
            .iter()
            .enumerate()
            .map(|(i, b)| keep_block(i, b, true))
            .collect();
    }
    // Headings with nothing kept after them before the next heading (or the end) go.
    drop_empty_sections(blocks, &mut keep);
    let kept_total: usize = blocks
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(b, _)| b.text_bytes)
        .sum();
    let share = if positive > 0.0 {
        sums[best].max(0.0) / positive
    } else {
        0.0
    };
    if kept_total < MIN_TEXT || share < MIN_SHARE {
        return (out.to_string(), true);
    }
    (assemble(out, blocks, &keep), false)
}

/// True for the hints of elements whose blocks are not main content.
fn is_boilerplate(hint: NodeHint) -> bool {
    matches!(hint, NodeHint::Boilerplate | NodeHint::Comments)
}

/// Each node's hint as the scoring uses it: its own, except that an element named like
/// boilerplate that holds at least half of the page's prose is content (a wrapper named after
/// the sidebar beside it, a post body whose `id` names its share button); elements without a
/// hint of their own take their parent's boilerplate or comment hint.
fn effective_hints(blocks: &[BlockRecord], texts: &[Text], nodes: &[Node]) -> Vec<NodeHint> {
    let mut prose = vec![0.0f64; nodes.len()];
    for (b, t) in blocks.iter().zip(texts) {
        prose[b.node as usize] += score(b, *t, NodeHint::None).max(0.0);
    }
    for id in (1..nodes.len()).rev() {
        let parent = nodes[id].parent as usize;
        prose[parent] += prose[id];
    }
    let total = prose[0];
    let mut hints: Vec<NodeHint> = nodes.iter().map(|n| n.hint).collect();
    for id in 1..nodes.len() {
        if hints[id] == NodeHint::Boilerplate && prose[id] * 2.0 >= total && total > 0.0 {
            hints[id] = NodeHint::None;
        }
        if hints[id] == NodeHint::None {
            let parent = hints[nodes[id].parent as usize];
            if is_boilerplate(parent) {
                hints[id] = parent;
            }
        }
    }
    hints
}

/// Drops headings followed by no kept block before the next heading of the same or a higher
/// level.
fn drop_empty_sections(blocks: &[BlockRecord], keep: &mut [bool]) {
    let mut i = blocks.len();
    // Walking backwards: `seen` tells whether a kept non-heading block follows.
    let mut seen_content = false;
    while i > 0 {
        i -= 1;
        if !keep[i] {
            continue;
        }
        match blocks[i].kind {
            BlockKind::Heading(_) => {
                if !seen_content {
                    keep[i] = false;
                }
                seen_content = false;
            }
            _ => seen_content = true,
        }
    }
}

/// True when a heading's Markdown (`# Title`) says the same as the page title (or the title
/// starts with it: "Title | Site").
fn same_text(heading: &str, title: &str) -> bool {
    let norm = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let h = norm(heading.trim_start_matches('#'));
    let t = norm(title);
    !h.is_empty() && (t == h || (t.starts_with(&h) && h.len() * 2 >= t.len().min(200)))
}
