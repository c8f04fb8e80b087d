//! What stays inside the main container (`--main`): link-dense blocks and boilerplate
//! elements go, a heading that repeats the page title goes; on a listing (see `listing.rs`) the
//! link-dense items stay. A section under "About the author", "Disclaimer", "References" or
//! "Related posts" goes (up to where the article resumes), and so does a table of contents
//! written as text (the headings say it again), and a second copy of a stretch of the content (a responsive layout's copy of the
//! article).

use std::collections::hash_map::Entry;

use foldhash::{HashMap, HashMapExt};

use super::super::record::{BlockKind, BlockRecord, Node, NodeHint, in_subtree};
use super::blocks::{mostly_links, own_text};
use super::choice::{Choice, is_boilerplate};
use super::tuning::{
    ANNOUNCED_MAX_PROSE, ANNOUNCED_PROSE_WITHIN, CARD_BLURB_MIN_TEXT, CONTENTS_ENTRY_MAX_BYTES,
    CONTENTS_LABEL_MAX_BYTES, CONTENTS_MIN_ENTRIES, COPY_KEY_LETTERS, COPY_MAX_GAP,
    COPY_MAX_NEW_SHARE, COPY_MIN_BLOCKS, COPY_MIN_SHARE, LIST_INTRO_MIN_TEXT,
    PROSE_LINKS_MAX_SHARE, PROSE_LINKS_MIN_TEXT, SECTION_LABEL_MAX_BYTES,
};
use super::words::{
    FNV_OFFSET, fnv_lowercase, is_alphanumeric, is_list_item, text_key, text_key_prefix,
};

/// Which blocks of the page are kept, given the chosen container; with `keep_links` (a
/// listing) link-dense blocks inside it stay too.
pub(super) fn keep_blocks(
    out: &str,
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: &Choice,
    title: Option<&str>,
    keep_links: bool,
) -> Vec<bool> {
    let best = choice.best;
    let hints = &choice.hints;
    let title = title.map(alphanumeric_lowercase);
    let inside = |b: &BlockRecord| in_subtree(nodes, best, b.node as usize);
    // The lead the container narrowed past: its blocks up to the container's first.
    let lead = choice
        .lead
        .and_then(|from| Some(from..blocks.iter().position(inside)?))
        .unwrap_or_default();
    // A picture's caption or credit in the lead is an extra, as it is inside the container.
    let in_extra = |b: &BlockRecord| {
        let mut id = b.node as usize;
        while id != 0 && !in_subtree(nodes, id, best) {
            if hints[id] == NodeHint::Extra {
                return true;
            }
            id = nodes[id].parent as usize;
        }
        false
    };
    let keep_block = |(i, b): (usize, &BlockRecord)| {
        let in_lead = lead.contains(&i) && !in_extra(b);
        if !inside(b) && !in_lead {
            return false;
        }
        if is_boilerplate(hints[b.node as usize]) && !is_boilerplate(hints[best]) {
            return false;
        }
        if b.text_bytes == 0 {
            return matches!(b.kind, BlockKind::Code | BlockKind::Table | BlockKind::Raw);
        }
        // Linked headings are the titles of sections or items; link-dense text is a menu.
        let dense = mostly_links(b)
            && !matches!(b.kind, BlockKind::Heading(_))
            && !prose_with_links(b)
            && !card_blurb(out, blocks, i);
        if dense && !keep_links {
            return false;
        }
        if let BlockKind::Heading(_) = b.kind
            && let Some(title) = &title
            && same_text(&out[b.start..b.end], title)
        {
            return false;
        }
        true
    };
    blocks.iter().enumerate().map(keep_block).collect()
}

/// Keeps again, inside the container `choice.best` and outside boilerplate, the link-dense list
/// items right after a kept paragraph of at least [`LIST_INTRO_MIN_TEXT`] bytes of text that
/// ends with a colon ("For more information, see:", "The following guides cover it:"): a list
/// the text introduces, its references, not a menu. A short label ("Related posts:") is not
/// such a paragraph.
pub(super) fn keep_introduced_lists(
    out: &str,
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: &Choice,
    keep: &mut [bool],
) {
    let mut i = 0;
    while i < blocks.len() {
        let b = &blocks[i];
        i += 1;
        if !keep[i - 1]
            || b.kind != BlockKind::Paragraph
            || b.text_bytes < LIST_INTRO_MIN_TEXT
            || !out[b.start..b.end].trim_end().ends_with(':')
            || is_list_item(&out[b.start..b.end])
        {
            continue;
        }
        while i < blocks.len() {
            let item = &blocks[i];
            let node = item.node as usize;
            if keep[i]
                || item.kind != BlockKind::Paragraph
                || !mostly_links(item)
                || !in_subtree(nodes, choice.best, node)
                || is_boilerplate(choice.hints[node])
                || !is_list_item(&out[item.start..item.end])
            {
                break;
            }
            keep[i] = true;
            i += 1;
        }
    }
}

/// Keeps again the dropped link-dense paragraphs that are a definition list's term right before
/// a kept description of the same element that is not mostly links (a reference's
/// "[`WebSocket.url`](…) Read only" over ": The absolute URL of the WebSocket."): the term of
/// what the text defines, not a menu entry. A term over a linked description (a shop card's
/// "[Price](…)" over ": [$80](…)") stays out.
pub(super) fn keep_defined_terms(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    for i in 1..blocks.len() {
        let (term, description) = (&blocks[i - 1], &blocks[i]);
        if keep[i - 1]
            || !keep[i]
            || term.node != description.node
            || term.kind != BlockKind::Paragraph
            || description.kind != BlockKind::Paragraph
            || term.text_bytes == 0
            || mostly_links(description)
            || !out[description.start..description.end].starts_with(": ")
        {
            continue;
        }
        let md = &out[term.start..term.end];
        if !md.starts_with([':', '-', '*', '#', ' ']) && !is_list_item(md) {
            keep[i - 1] = true;
        }
    }
}

/// True when a block with more link text than its own is still a sentence that links its
/// words ([`PROSE_LINKS_MIN_TEXT`] of text, at most [`PROSE_LINKS_MAX_SHARE`] of it in
/// links): "See the guide to X and the list of Y for more" with both linked, a reference with
/// its linked title; not a menu entry or a card's linked title.
fn prose_with_links(b: &BlockRecord) -> bool {
    b.text_bytes >= PROSE_LINKS_MIN_TEXT
        && b.link_bytes as f64 <= b.text_bytes as f64 * PROSE_LINKS_MAX_SHARE
}

/// True when link-dense block `i` is the blurb of a card that is one link (`<a class=card>`
/// around a title and a description): a paragraph of [`CARD_BLURB_MIN_TEXT`] or more that ends
/// as a sentence does, right after a shorter linked paragraph of the same element (the card's
/// title, at most half its length). A menu entry or a lone linked title has no such pair; a
/// linked heading over a linked excerpt is a teaser of another page (news sites' related
/// stories), not taken.
fn card_blurb(out: &str, blocks: &[BlockRecord], i: usize) -> bool {
    let b = &blocks[i];
    if !matches!(b.kind, BlockKind::Paragraph) || b.text_bytes < CARD_BLURB_MIN_TEXT || i == 0 {
        return false;
    }
    let title = &blocks[i - 1];
    if title.node != b.node
        || !matches!(title.kind, BlockKind::Paragraph)
        || !mostly_links(title)
        || title.text_bytes * 2 > b.text_bytes
    {
        return false;
    }
    let md = out[b.start..b.end].trim_end();
    if is_list_item(md) {
        return false;
    }
    // `[The sentence.](/target)`: the sentence ends before the link's target.
    let text = match md
        .strip_suffix(')')
        .and_then(|m| m.rfind("](").map(|at| &m[..at]))
    {
        Some(text) => text,
        None => md,
    };
    text.trim_end_matches(['"', '\'', '”', '’', '*', '_'])
        .ends_with(['.', '!', '?', '…'])
}

/// Drops headings followed by no kept block before the next heading of the same or a higher
/// level. A heading that is an item of a list (`- ## Name`: the entries of a list of brands or
/// tools) is not a section's heading: it is content, of the section it stands in; so is a
/// heading marked in `prose_heading`.
pub(super) fn drop_empty_sections(
    out: &str,
    blocks: &[BlockRecord],
    keep: &mut [bool],
    prose_heading: &[bool],
) {
    // Walking backwards: `content_after[l]` tells whether a kept block that is not a heading
    // follows before the next heading of level `l` or higher (`content_after[0]` unused).
    let mut content_after = [false; 7];
    for i in (0..blocks.len()).rev() {
        if !keep[i] {
            continue;
        }
        match blocks[i].kind {
            BlockKind::Heading(level)
                if !prose_heading[i] && !is_list_item(&out[blocks[i].start..blocks[i].end]) =>
            {
                let level = usize::from(level).clamp(1, 6);
                if !content_after[level] {
                    keep[i] = false;
                }
                // This heading ends the sections of its level and lower ones before it.
                content_after[level..].fill(false);
            }
            _ => content_after.fill(true),
        }
    }
}

/// True when a heading's Markdown (`# Title`) says the same as the page title (or the title
/// starts with it: "Title | Site", or ends with it: "Site - News - Title", Q-02); `title`
/// is [`alphanumeric_lowercase`] already.
pub(super) fn same_text(heading: &str, title: &str) -> bool {
    let h = alphanumeric_lowercase(heading.trim_start_matches('#'));
    !h.is_empty()
        && (title == h
            || (title.starts_with(&h) || title.ends_with(&h))
                && h.len() * 2 >= title.len().min(200))
}

/// The letters and digits of `s`, lowercased: what [`same_text`] compares.
pub(super) fn alphanumeric_lowercase(s: &str) -> String {
    let mut norm = String::with_capacity(s.len());
    for c in s.chars().filter(|&c| is_alphanumeric(c)) {
        if c.is_ascii() {
            norm.push(c.to_ascii_lowercase());
        } else {
            norm.extend(c.to_lowercase());
        }
    }
    norm
}

/// Drops a second copy of a stretch of the kept content: a run of kept blocks, each of
/// whose text ([`text_key`]: letters and digits, so emphasis written otherwise compares
/// equal) repeats an earlier kept block, in the same order, holding at least
/// [`COPY_MIN_BLOCKS`] blocks and [`COPY_MIN_SHARE`] of the kept text (a layout's mobile and
/// desktop copies of the article, both in the page). Up to [`COPY_MAX_GAP`] blocks of its
/// own, holding at most [`COPY_MAX_NEW_SHARE`] of its text, may stand between its blocks. Blocks
/// without text neither break nor join a run.
pub(super) fn drop_second_copies(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let kept: Vec<usize> = (0..blocks.len())
        .filter(|&i| keep[i] && blocks[i].text_bytes > 0)
        .collect();
    let md = |i: usize| &out[blocks[i].start..blocks[i].end];
    // Most blocks begin unlike any other, and so have no copy: only those whose start
    // another block shares are hashed in full (E-02: the time of `--main`).
    let starts: Vec<u64> = kept
        .iter()
        .map(|&i| text_key_prefix(md(i), COPY_KEY_LETTERS))
        .collect();
    let mut alike: HashMap<u64, usize> = HashMap::with_capacity(kept.len());
    for start in &starts {
        *alike.entry(*start).or_insert(0) += 1;
    }
    if alike.len() == starts.len() {
        return;
    }
    let total: usize = kept.iter().map(|&i| blocks[i].text_bytes).sum();
    // For each kept block, the position (in `kept`) of the first kept block with its text.
    let mut first: HashMap<u64, usize> = HashMap::with_capacity(kept.len());
    let earlier: Vec<Option<usize>> = kept
        .iter()
        .zip(&starts)
        .enumerate()
        .map(|(pos, (&i, start))| {
            if alike[start] < 2 {
                return None;
            }
            let key = text_key(md(i));
            match first.entry(key) {
                Entry::Occupied(e) => Some(*e.get()),
                Entry::Vacant(e) => {
                    e.insert(pos);
                    None
                }
            }
        })
        .collect();
    let mut pos = 0;
    while pos < kept.len() {
        let Some(mut last) = earlier[pos] else {
            pos += 1;
            continue;
        };
        let mut end = pos + 1;
        while let Some(next) = copy_goes_on(&earlier, end, last) {
            last = earlier[next].unwrap_or(last);
            end = next + 1;
        }
        let run = &kept[pos..end];
        let bytes: usize = run.iter().map(|&i| blocks[i].text_bytes).sum();
        let new: usize = (pos..end)
            .filter(|&p| earlier[p].is_none())
            .map(|p| blocks[kept[p]].text_bytes)
            .sum();
        if run.len() >= COPY_MIN_BLOCKS
            && bytes as f64 >= total as f64 * COPY_MIN_SHARE
            && new as f64 <= bytes as f64 * COPY_MAX_NEW_SHARE
        {
            for &i in run {
                keep[i] = false;
            }
        }
        pos = end;
    }
}

/// Where a run of repeated blocks ending before position `end` of `earlier` goes on, the
/// last of them repeating position `last`: the next position, up to [`COPY_MAX_GAP`] blocks
/// on, that repeats a later block than `last`; `None` when the run ends.
fn copy_goes_on(earlier: &[Option<usize>], end: usize, last: usize) -> Option<usize> {
    (end..earlier.len().min(end + COPY_MAX_GAP + 1))
        .find(|&next| earlier[next].is_some_and(|e| e > last))
}

/// Headings (lowercase, without Markdown) that announce an extra beside the article whatever
/// its element is named: a box about the people behind it, the site's disclaimer, the list
/// of works the article cites (readers' extractions leave them out), other posts to read,
/// the site's sign-up box for its newsletter, or a sidebar's box of the site's quick links.
const EXTRA_HEADINGS: &[&str] = &[
    "about the author",
    "about the authors",
    "about the reviewer",
    "about the reviewers",
    "disclaimer",
    "disclaimers",
    "references",
    "footnotes",
    "article sources",
    "related posts",
    "related articles",
    "related topics",
    "related stories",
    "related reading",
    "related reads",
    "related pages",
    "related news",
    "related guides",
    "related content",
    "read more",
    "read next",
    "recommended reading",
    "more articles",
    "you may also like",
    "you might also like",
    "you may also enjoy",
    "you might like",
    "you may like",
    "latest insights",
    "explore more",
    "join our newsletter",
    "join our email list",
    "newsletter signup",
    "newsletter sign up",
    "sign up for our newsletter",
    "subscribe to our newsletter",
    "how to stay in touch",
    // A sidebar's box of the site's common links beside a page of a town's or an office's site.
    "quick links",
];

/// Headings (lowercase, without Markdown) that announce a box beside the article more
/// loosely than [`EXTRA_HEADINGS`]: other posts to read, a newsletter, the form
/// for a comment, in English and in the languages news
/// sites are most often written in (German, French, Spanish, Portuguese, Italian, Polish).
/// Some pages set the same words over the article's own text ("Read also" above the next
/// section, "More on this" above the article's last part), so the section goes only when it holds no paragraph of
/// prose ([`ANNOUNCED_MAX_PROSE`]).
const ANNOUNCED_EXTRAS: &[&str] = &[
    "related coverage",
    "read also",
    "also read",
    "recommended for you",
    "more stories",
    "most popular",
    "most read",
    "popular posts",
    "recent posts",
    // A blog's sidebar widgets that a wide container takes in under the post.
    "recent comments",
    "archives",
    "categories",
    "blogroll",
    "top stories",
    "editor's picks",
    "further reading",
    "explore further",
    "leave a reply",
    "leave a comment",
    "trending stories",
    "trending now",
    "don't miss",
    "don’t miss",
    // German.
    "ähnliche beiträge",
    "ähnliche artikel",
    "verwandte beiträge",
    "verwandte artikel",
    "verwandte themen",
    "mehr zum thema",
    "auch interessant",
    "das könnte sie auch interessieren",
    "das könnte dich auch interessieren",
    "das könnte ihnen auch gefallen",
    "das könnte dir auch gefallen",
    "lesen sie auch",
    "lies auch",
    "auch lesen",
    "schon gelesen?",
    "weitere artikel",
    "weitere beiträge",
    "neueste beiträge",
    "neueste kommentare",
    "letzte kommentare",
    "archiv",
    "kategorien",
    "neueste artikel",
    "aktuellste beiträge",
    "meistgelesen",
    "meist gelesen",
    "meistgelesene artikel",
    "meist gelesene artikel",
    "meistdiskutiert",
    "meist-diskutiert",
    "meistdiskutierte artikel",
    "empfehlungen der redaktion",
    "empfehlungen aus der redaktion",
    "zum weiterlesen",
    "mehr themen",
    "videos zum thema",
    "artikel und videos zum thema",
    "abonniere unseren newsletter",
    "kommentar verfassen",
    "schreibe einen kommentar",
    "hinterlasse einen kommentar",
    "hinterlasse eine antwort",
    "kommentar schreiben",
    "kommentar hinzufügen",
    "kommentare",
    "kommentieren",
    "über den autor",
    "über die autorin",
    "über die autoren",
    "über mich",
    "quellen",
    "quellenangaben",
    "originalpublikation",
    "weiterführende links",
    "weiterführender link",
    "weitere informationen",
    "zusatzinformationen",
    "weitere themen",
    "verwandte themenbereiche",
    "inhaltsverzeichnis",
    "kontakt",
    "ansprechpartner",
    "ansprechpartnerin",
    // French.
    "vous aimerez aussi",
    "à lire aussi",
    "lire aussi",
    "sur le même sujet",
    "dans la même rubrique",
    "articles les plus lus",
    "les plus lus",
    "articles similaires",
    "articles liés",
    "laisser un commentaire",
    "commentaires",
    // Spanish and Portuguese.
    "noticias relacionadas",
    "artículos relacionados",
    "temas relacionados",
    "te puede interesar",
    "también te puede interesar",
    "lo más leído",
    "deja un comentario",
    "comentarios",
    "relacionadas",
    "notas relacionadas",
    "leia também",
    "veja também",
    "notícias relacionadas",
    // Italian.
    "leggi anche",
    "potrebbe interessarti",
    "articoli correlati",
    "lascia un commento",
    "i più letti",
    // Polish.
    "czytaj także",
    "czytaj też",
    "zobacz także",
    "zobacz też",
    "zobacz również",
    "czytaj również",
    "przeczytaj również",
    "przeczytaj także",
    "polecamy",
    // Events and media beside the article.
    "kommende events",
    "kommende veranstaltungen",
    "audios et vidéos sur le sujet",
];

/// Starts of headings (lowercase) that announce other posts, whatever follows ("More from
/// the council", "Related articles that may interest you", "Similar threads"). Not "Written
/// by …": a byline set as a heading above the article would take the article's first section.
/// "Sign up or log in" is a Q&A site's box under the answers.
const EXTRA_HEADING_STARTS: &[&str] = &[
    "more from ",
    "related articles ",
    "related posts ",
    "related stories ",
    "more articles you ",
    "you may also ",
    "you might also ",
    "discover more from ",
    "what to read next",
    "similar threads",
    "you may be interested",
    "sign up or ",
    "weiterführende artikel",
    "weiterführende beiträge",
];

/// Starts of headings (lowercase) that announce other posts as loosely as
/// [`ANNOUNCED_EXTRAS`] ("Mehr aus Thüringen", "Dans la même rubrique", "Más sobre …").
const ANNOUNCED_EXTRA_STARTS: &[&str] = &[
    "more on this ",
    "most read ",
    "mehr aus ",
    "mehr zum thema ",
    "weitere artikel ",
    "weitere beiträge ",
    "weitere meldungen ",
    "das könnte sie ",
    "das könnte dich ",
    "lesen sie auch ",
    "mehr kolumnen ",
    "weitere aktuelle ",
    "weitere topthemen ",
    "entdecke weitere ",
    "entdecken sie weitere ",
    "ansprechpartner ",
    "ansprechpartnerin ",
    "meistgelesen",
    "meist gelesen",
    "viel gelesen ",
    "empfehlungen aus ",
    "articles les plus ",
    "dans la même ",
    "vous aimerez ",
    "más sobre ",
    "más noticias ",
    "noticias relacionadas ",
    "leia também ",
    "veja também ",
    "leggi anche ",
    "czytaj także ",
    "zobacz także ",
    "mehr zu ",
];

/// Drops the kept section under a kept heading of [`EXTRA_HEADINGS`]: the heading and the
/// blocks after it up to the next heading of the same or a higher level, or up to where the
/// article resumes after a box of its own ([`resumes`]: a "Recommended reading" box in the
/// middle of the article is not the rest of the article).
pub(super) fn drop_extra_sections(
    out: &str,
    blocks: &[BlockRecord],
    nodes: &[Node],
    keep: &mut [bool],
) {
    // The section's heading level, the node of the block before its heading, and whether a
    // block in another element has come since.
    let mut dropping: Option<(u8, Option<u32>, bool)> = None;
    for (i, b) in blocks.iter().enumerate() {
        match (b.kind, &mut dropping) {
            (BlockKind::Heading(level), Some((l, _, _))) if level <= *l => dropping = None,
            (_, Some((_, Some(before), boxed))) => {
                if !resumes(nodes, *before, b.node) {
                    *boxed = true;
                } else if *boxed {
                    dropping = None;
                }
            }
            _ => {}
        }
        if dropping.is_none()
            && keep[i]
            && let Some((level, loosely)) = extra_label_level(out, b)
            && !(loosely && section_holds_prose(out, blocks, keep, i, level))
        {
            let before = i.checked_sub(1).map(|p| blocks[p].node);
            dropping = Some((level, before, false));
        }
        if dropping.is_some() {
            keep[i] = false;
        }
    }
    drop_tables_of_contents(out, blocks, keep);
}

/// The section a label opens lies below every heading (levels 1–6), so that the next
/// heading ends it.
const LABEL_LEVEL: u8 = 7;

/// The level of the section that block `b` opens when it names an extra ([`names_extra`]):
/// a heading's own level, or [`LABEL_LEVEL`] for a short paragraph standing as a label
/// ([`SECTION_LABEL_MAX_BYTES`]; not a "Read more" or "Read next" button); with `true` when it
/// only announces one loosely ([`announces_extra`]: a label that ends with a colon or with
/// no mark may only start like one, "Lesen Sie auch die folgenden Beiträge:", "Weitere
/// aktuelle Themen aus der Arbeitswelt"; a sentence that ends with its full stop not).
fn extra_label_level(out: &str, b: &BlockRecord) -> Option<(u8, bool)> {
    let label = match b.kind {
        BlockKind::Heading(_) => true,
        BlockKind::Paragraph => b.text_bytes <= SECTION_LABEL_MAX_BYTES && b.link_bytes == 0,
        _ => false,
    };
    // Only a heading or a short paragraph is read (most blocks are neither).
    if !label {
        return None;
    }
    let md = &out[b.start..b.end];
    let text = extra_text(md);
    match b.kind {
        BlockKind::Heading(level) if names_extra(text) => Some((level, false)),
        BlockKind::Heading(level) => announces_extra(text, true).then_some((level, true)),
        _ => {
            if extra_heading(text).is_some_and(|h| !h.starts_with("read ")) {
                Some((LABEL_LEVEL, false))
            } else {
                // A label that only starts like one ends with a colon, or with no mark at all
                // ("Weitere aktuelle Themen aus der Arbeitswelt"); not a sentence.
                let end = md.trim_end().trim_end_matches(['*', '_']);
                let starts = !end.ends_with(['.', '!', '?', '…', ')', '"', '”', '“']);
                announces_extra(text, starts).then_some((LABEL_LEVEL, true))
            }
        }
    }
}

/// Drops a table of contents written as text (its links, if any, are gone already): a run of
/// at least [`CONTENTS_MIN_ENTRIES`] kept paragraphs or list items, each saying what a later
/// kept heading says ([`entry_key`]), in the headings' order; the article says it again in
/// its headings. A short label just before the run ("Table of contents", "In this article")
/// goes with it.
fn drop_tables_of_contents(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let kept: Vec<usize> = (0..blocks.len())
        .filter(|&i| keep[i] && blocks[i].text_bytes > 0)
        .collect();
    // Each heading's key -> its positions in `kept`, in order; and for each position the
    // key of the block when it can be an entry (a short paragraph without links).
    let key = |i: usize| entry_key(&out[blocks[i].start..blocks[i].end]);
    let mut headings: HashMap<u64, Vec<usize>> = HashMap::new();
    for (pos, &i) in kept.iter().enumerate() {
        if matches!(blocks[i].kind, BlockKind::Heading(_)) {
            headings.entry(key(i)).or_default().push(pos);
        }
    }
    // Too few headings for a table of contents: the paragraphs' keys are not made.
    if headings.values().map(Vec::len).sum::<usize>() < CONTENTS_MIN_ENTRIES {
        return;
    }
    let entries: Vec<Option<u64>> = kept
        .iter()
        .map(|&i| {
            let b = &blocks[i];
            let entry = b.kind == BlockKind::Paragraph
                && b.text_bytes <= CONTENTS_ENTRY_MAX_BYTES
                && b.link_bytes == 0;
            entry.then(|| key(i))
        })
        .collect();
    let mut pos = 0;
    while pos < kept.len() {
        let label = pos
            .checked_sub(1)
            .map(|p| kept[p])
            .filter(|&l| is_contents_label(out, &blocks[l]));
        let end = contents_run(&entries, &headings, pos);
        let bulleted = (pos..end).all(|p| is_bullet(&out[blocks[kept[p]].start..]));
        if end - pos < CONTENTS_MIN_ENTRIES || label.is_none() && !bulleted {
            pos += 1;
            continue;
        }
        if let Some(label) = label {
            keep[label] = false;
        }
        for &i in &kept[pos..end] {
            keep[i] = false;
        }
        pos = end;
    }
}

/// The end (in `kept`) of the run of table-of-contents entries from position `pos`: each a
/// possible entry (`entries`: its [`entry_key`]) that is the key of a heading (`headings`:
/// their positions) later than the previous entry's heading and later than the run itself.
fn contents_run(entries: &[Option<u64>], headings: &HashMap<u64, Vec<usize>>, pos: usize) -> usize {
    let mut end = pos;
    let mut heading = pos;
    while let Some(Some(key)) = entries.get(end) {
        let from = heading.max(end) + 1;
        let Some(found) = headings.get(key).and_then(|at| {
            let next = at.partition_point(|&h| h < from);
            at.get(next).copied()
        }) else {
            break;
        };
        heading = found;
        end += 1;
    }
    end
}

/// True when a block is a short heading or paragraph (at most [`CONTENTS_LABEL_MAX_BYTES`]
/// of text, no sentence's end) that can be the label of a table of contents.
fn is_contents_label(out: &str, b: &BlockRecord) -> bool {
    let md = out[b.start..b.end].trim_end_matches(['*', '_', ' ', ':']);
    matches!(b.kind, BlockKind::Heading(_) | BlockKind::Paragraph)
        && b.text_bytes <= CONTENTS_LABEL_MAX_BYTES
        && !md.ends_with('.')
        && !is_list_item(md)
}

/// True when a block's Markdown starts as an item of a bulleted list (`- `, `* `, `+ `).
fn is_bullet(md: &str) -> bool {
    let line = md.trim_start_matches(' ');
    line.starts_with("- ") || line.starts_with("* ") || line.starts_with("+ ")
}

/// What a heading or an entry of a table of contents says, for comparing them: the letters
/// and digits of its text, lowercased, without link targets, the heading's `#`s, a list
/// item's marker or a leading number ("1. ", "2) "), hashed (FNV-1a).
fn entry_key(md: &str) -> u64 {
    let mut line = md
        .trim_start_matches([' ', '>', '#', '-', '*', '+'])
        .trim_start();
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 {
        let rest = line[digits..].trim_start_matches('\\');
        if let Some(rest) = rest.strip_prefix(['.', ')']) {
            line = rest;
        }
    }
    let mut hash = FNV_OFFSET;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c == ']' && chars.peek() == Some(&'(') {
            super::repeats::skip_link_target(&mut chars);
            continue;
        }
        if is_alphanumeric(c) {
            hash = fnv_lowercase(hash, c);
        }
    }
    hash
}

/// What a heading or a label says, without its `#`s, emphasis and closing colon; a heading
/// that is one link ("## [More from the region](/region/)", a link to the section's own
/// page) says its link's text.
fn extra_text(md: &str) -> &str {
    fn trim(t: &str) -> &str {
        t.trim_matches(|c: char| c.is_whitespace() || matches!(c, '*' | '_' | ':' | '.'))
    }
    let text = trim(md.trim_start_matches('#'));
    match (text.strip_prefix('['), text.find("](")) {
        (Some(_), Some(end))
            if text.ends_with(')') && !text[1..end].contains(']') && !text[end..].contains('[') =>
        {
            trim(&text[1..end])
        }
        _ => text,
    }
}

/// The one of [`EXTRA_HEADINGS`] that a heading's or a label's text ([`extra_text`]) says,
/// nothing more: a label that only starts like one ("More from the garden:") may introduce
/// the article's own list.
fn extra_heading(text: &str) -> Option<&'static str> {
    EXTRA_HEADINGS
        .iter()
        .copied()
        .find(|h| text.len() == h.len() && text.eq_ignore_ascii_case(h))
}

/// True when a heading's or a label's text ([`extra_text`]) says one of
/// [`ANNOUNCED_EXTRAS`], or (`starts`: a heading's) starts with one of
/// [`ANNOUNCED_EXTRA_STARTS`]; letters compared lowercase, accented ones too.
fn announces_extra(text: &str, starts: bool) -> bool {
    let lower = text.to_lowercase();
    ANNOUNCED_EXTRAS.contains(&lower.as_str())
        || starts && ANNOUNCED_EXTRA_STARTS.iter().any(|h| lower.starts_with(h))
}

/// True when the section that block `i` opens at `level` (up to the next heading of that
/// level or a higher one) holds a kept block of more than [`ANNOUNCED_MAX_PROSE`] bytes of
/// text outside links among its first [`ANNOUNCED_PROSE_WITHIN`] kept blocks with text (all
/// of them under a label of readers' comments, [`announces_comments`]).
fn section_holds_prose(
    out: &str,
    blocks: &[BlockRecord],
    keep: &[bool],
    i: usize,
    level: u8,
) -> bool {
    // Readers' comments under their label may be many short posts before a long one.
    let within = if announces_comments(extra_text(&out[blocks[i].start..blocks[i].end])) {
        usize::MAX
    } else {
        ANNOUNCED_PROSE_WITHIN
    };
    let mut seen = 0;
    for (b, k) in blocks[i + 1..].iter().zip(&keep[i + 1..]) {
        match b.kind {
            BlockKind::Heading(l) if l <= level => return false,
            _ if *k && own_text(b) > ANNOUNCED_MAX_PROSE => {
                return true;
            }
            _ if *k && b.text_bytes > 0 => {
                seen += 1;
                if seen > within {
                    return false;
                }
            }
            _ => {}
        }
    }
    false
}

/// Labels (lowercase) of readers' comments among [`ANNOUNCED_EXTRAS`]: a thread's replies
/// under them may be many short posts before a long one.
const COMMENT_LABELS: &[&str] = &["kommentare", "commentaires", "comentarios", "comments"];

/// True when a label's text ([`extra_text`]) is one of [`COMMENT_LABELS`].
fn announces_comments(text: &str) -> bool {
    COMMENT_LABELS
        .iter()
        .any(|l| text.len() == l.len() && text.eq_ignore_ascii_case(l))
}

/// True when a block of node `node` stands where the block of node `before` stood: the same
/// element, or a sibling of the same shape (the next paragraph of the article).
pub(super) fn resumes(nodes: &[Node], before: u32, node: u32) -> bool {
    let (a, b) = (&nodes[before as usize], &nodes[node as usize]);
    before == node || a.parent == b.parent && a.shape == b.shape
}

/// True when a heading's text ([`extra_text`] of `## About the Author`, `### **Disclaimer:**`)
/// says one of [`EXTRA_HEADINGS`] or starts with one of [`EXTRA_HEADING_STARTS`].
fn names_extra(text: &str) -> bool {
    extra_heading(text).is_some()
        || EXTRA_HEADING_STARTS.iter().any(|h| {
            text.get(..h.len())
                .is_some_and(|start| start.eq_ignore_ascii_case(h))
        })
}
