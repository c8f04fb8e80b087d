//! What each block written to the page was ([`BlockRecord`]): where it sits in the Markdown,
//! its sort, how much of its text is link text, whether it lies inside `article`/`main`, and
//! (for `--main`) which structural element it belongs to ([`Node`]). At the end of the page
//! these records decide what is kept: runs of link-only blocks outside the article are dropped
//! from the full page, and `main_content/` picks the main content for `--main`. Both
//! assemble the kept blocks here, leaving out an image that a kept block already showed.
//!
//! Records and nodes are bounded: past [`MAX_RECORDS`] blocks the last record grows to
//! cover the rest, past [`MAX_NODES`] elements new blocks belong to the innermost node there is.

use std::borrow::Cow;

use foldhash::HashSet;

/// Blocks recorded one by one; later ones extend the last record.
const MAX_RECORDS: usize = 200_000;
/// Structural elements recorded for `--main`; later ones belong to their open ancestor.
const MAX_NODES: usize = 100_000;
/// Sign-up fields recorded for `--main` ([`Records::sign_ups`]); later ones are not.
const MAX_SIGN_UPS: usize = 64;
/// Text areas recorded for `--main` ([`Records::text_areas`]); later ones are not.
const MAX_TEXT_AREAS: usize = 64;

/// What sort of block a record is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum BlockKind {
    /// A paragraph (or a list item's).
    Paragraph,
    /// A heading of this level.
    Heading(u8),
    /// A fenced code block.
    Code,
    /// A GFM table.
    Table,
    /// A thematic break.
    Rule,
    /// Markdown collected elsewhere (a table cell of a layout table, a caption).
    Raw,
}

/// One block of the page's Markdown.
#[derive(Clone, Debug)]
pub(super) struct BlockRecord {
    /// Byte offset of its first line (after the separator before it).
    pub(super) start: usize,
    /// Byte offset just past its last line.
    pub(super) end: usize,
    /// Its sort.
    pub(super) kind: BlockKind,
    /// Bytes of text in it (without Markdown syntax).
    pub(super) text_bytes: usize,
    /// Bytes of that text inside links.
    pub(super) link_bytes: usize,
    /// It lies inside `article`, `main` or their roles.
    pub(super) in_article: bool,
    /// The innermost structural element it belongs to (`--main`; 0 = the page).
    pub(super) node: u32,
}

/// A structural element (`div`, `section`, `article`, a list, a table, …), for `--main`.
#[derive(Clone, Debug)]
pub(super) struct Node {
    /// The element it is in (the page node is its own parent).
    pub(super) parent: u32,
    /// The last node inside it: its subtree is `id..=last`.
    pub(super) last: u32,
    /// What its own name, `id` and `class` say about it (not its ancestors').
    pub(super) hint: NodeHint,
    /// Its tag name and class as one number (digits left out), so that elements of the same
    /// shape — the posts of a thread, the cards of a landing page — compare equal; 0 = none.
    pub(super) shape: u32,
    /// Its whole `class` attribute as one number (digits left out; 0 = none): siblings alike in
    /// every class, not only the first (frameworks give every box the same first class).
    pub(super) classes: u32,
}

/// True when node `inner` lies in the subtree of node `outer` (`outer..=last`).
pub(super) fn in_subtree(nodes: &[Node], outer: usize, inner: usize) -> bool {
    inner >= outer && inner <= nodes[outer].last as usize
}

/// Bytes of text of the blocks inside node `id`'s subtree.
pub(super) fn subtree_text(blocks: &[BlockRecord], nodes: &[Node], id: usize) -> usize {
    blocks
        .iter()
        .filter(|b| in_subtree(nodes, id, b.node as usize))
        .map(|b| b.text_bytes)
        .sum()
}

/// What each `id`, `class`, `role` and `itemprop` value read so far on a page says
/// ([`NameSaid`]), kept by the converter so that a value the page repeats is read once; one
/// entry per distinct value, so bounded by the page's size.
pub(super) type NameHints = foldhash::HashMap<Box<str>, NameSaid>;

/// What one `id`/`class`/`role`/`itemprop` value says, read the first time a page uses it.
#[derive(Clone, Copy, Debug)]
pub(super) struct NameSaid {
    /// What its words say about the element's content.
    pub(super) hint: NodeHint,
    /// Whether it names an extra beside the article (a caption, an author's box).
    pub(super) extra: bool,
    /// The value read as a `class` attribute, as one number ([`Node::classes`]); 0 when it
    /// is blank.
    pub(super) classes: u32,
    /// Its first token as one number, which [`Node::shape`] combines with the element's name.
    pub(super) first_class: u32,
}

/// What an element's name, `id` and `class` say about its content.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(super) enum NodeHint {
    /// Nothing.
    #[default]
    None,
    /// `article`, `main`, or a name like `content`, `post`, `entry`, `article`.
    Content,
    /// A name like `sidebar`, `footer`, `related`, `share`, `newsletter`.
    Boilerplate,
    /// A name like `comment`, `comments`: readers' comments, never the main content.
    Comments,
    /// A name like `reviews`, `yotpo`, `trustpilot`: shoppers' reviews beside a product, never
    /// the main content, and nothing inside them is either (a review's `review-content`).
    Reviews,
    /// A name like `bio`, `authorbox`, `related`, `recent`, `avatar`, `pagination`: an extra
    /// beside the article (author box, related posts) that `--main` drops inside the main
    /// container; for choosing the container it counts as no hint.
    Extra,
}

/// What an element's schema.org `itemtype` says about the page ([`declares_discussion`](super::node_hint::declares_discussion)).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Declared {
    /// Nothing about a discussion.
    Nothing,
    /// A forum thread (`DiscussionForumPosting`) or a question with its answers (`QAPage`).
    Discussion,
    /// One `Question`: a Q&A page when it is the page's only one (an FAQ declares several).
    Question,
}

/// Where the text of the block being built came from.
#[derive(Clone, Copy, Debug)]
struct Origin {
    node: u32,
    in_article: bool,
}

/// The records of one page.
#[derive(Debug, Default)]
pub(super) struct Records {
    /// The blocks so far.
    pub(super) blocks: Vec<BlockRecord>,
    /// Structural elements (only with `--main`); node 0 is the page.
    pub(super) nodes: Vec<Node>,
    /// The open structural elements, innermost last.
    open_nodes: Vec<u32>,
    /// Text bytes seen so far (page text only).
    text_bytes: usize,
    /// Link text bytes seen so far.
    link_bytes: usize,
    /// `text_bytes` and `link_bytes` when the last record was made.
    counted: (usize, usize),
    /// Where the text of the block being built started.
    origin: Option<Origin>,
    /// Record nodes (`--main`).
    with_nodes: bool,
    /// The shape of the next node opened ([`Node::shape`]).
    next_shape: u32,
    /// The classes of the next node opened ([`Node::classes`]).
    next_classes: u32,
    /// The page says it is a discussion (a forum thread, a Q&A page): its posts, even when
    /// named like comments, are the content.
    pub(super) discussion: bool,
    /// Elements declared a schema.org `Question` so far: exactly one makes the page a Q&A
    /// discussion at [`Records::finish`] (an FAQ declares one per question).
    questions: u32,
    /// The page says it is a product's page (schema.org `Product` as microdata or JSON-LD,
    /// `og:type` `product`).
    pub(super) product: bool,
    /// The text being read is a JSON-LD script's (`--main`: a schema.org `Product` in it
    /// makes the page a product's page).
    pub(super) in_json_ld: bool,
    /// The nodes holding a field for an e-mail address or a phone number (`--main`): a
    /// newsletter's or an SMS list's sign-up form, never the content.
    pub(super) sign_ups: Vec<u32>,
    /// The nodes holding a visible `<textarea>` (`--main`): the field of a form for a
    /// comment, a reply or a message, never the content.
    pub(super) text_areas: Vec<u32>,
}

impl Records {
    /// Records for a page; `with_nodes` for `--main`.
    pub(super) fn new(with_nodes: bool) -> Self {
        let mut r = Records {
            with_nodes,
            ..Records::default()
        };
        if with_nodes {
            r.nodes.push(Node {
                parent: 0,
                last: 0,
                hint: NodeHint::None,
                shape: 0,
                classes: 0,
            });
        }
        r
    }

    /// Counts text written to the page; `in_link` when inside a link.
    pub(super) fn count_text(&mut self, bytes: usize, in_link: bool) {
        self.text_bytes += bytes;
        if in_link {
            self.link_bytes += bytes;
        }
    }

    /// Bytes of page text seen so far.
    pub(super) fn text_bytes(&self) -> usize {
        self.text_bytes
    }

    /// Text and link bytes seen so far, for [`Records::rewind_counts`].
    pub(super) fn counts(&self) -> (usize, usize) {
        (self.text_bytes, self.link_bytes)
    }

    /// Text written since `counts` was taken was removed again (a button's label): it no
    /// longer counts. Only within the block being built (never before the last record).
    pub(super) fn rewind_counts(&mut self, counts: (usize, usize)) {
        self.text_bytes = counts.0.max(self.counted.0).min(self.text_bytes);
        self.link_bytes = counts.1.max(self.counted.1).min(self.link_bytes);
    }

    /// Text counted since `since` (taken with [`Records::counts`]) belongs to a block written
    /// later (a buffered table's cell, written when the table ends), not to the next block:
    /// returns it for [`Records::release`].
    pub(super) fn hold_back(&mut self, since: (usize, usize)) -> (usize, usize) {
        let held = (
            self.text_bytes.saturating_sub(since.0.max(self.counted.0)),
            self.link_bytes.saturating_sub(since.1.max(self.counted.1)),
        );
        self.counted.0 += held.0;
        self.counted.1 += held.1;
        held
    }

    /// Text held back with [`Records::hold_back`] goes to the next block.
    pub(super) fn release(&mut self, held: (usize, usize)) {
        self.counted.0 = self.counted.0.saturating_sub(held.0);
        self.counted.1 = self.counted.1.saturating_sub(held.1);
    }

    /// The innermost open node.
    fn current_node(&self) -> u32 {
        self.open_nodes.last().copied().unwrap_or(0)
    }

    /// Text of a new block starts here (the first time since the last record).
    pub(super) fn mark_origin(&mut self, in_article: bool) {
        if self.origin.is_none() {
            self.origin = Some(Origin {
                node: self.current_node(),
                in_article,
            });
        }
    }

    /// The text of the block being built has started ([`Records::mark_origin`]).
    pub(super) fn has_origin(&self) -> bool {
        self.origin.is_some()
    }

    /// The text that started the block being built was taken back (a button's label): the
    /// block starts where its next text does.
    pub(super) fn forget_origin(&mut self) {
        self.origin = None;
    }

    /// The next structural element to open has this shape ([`Node::shape`]) and declares
    /// what `declared` says (a discussion, a question; `--main`).
    pub(super) fn note_shape(&mut self, shape: u32, declared: Declared) {
        self.next_shape = shape;
        match declared {
            Declared::Discussion => self.discussion = true,
            Declared::Question => self.questions = self.questions.saturating_add(1),
            Declared::Nothing => {}
        }
    }

    /// The next structural element to open has these classes ([`Node::classes`]).
    pub(super) fn note_classes(&mut self, classes: u32) {
        self.next_classes = classes;
    }

    /// A structural element opened (`--main` only); returns whether a node was pushed.
    pub(super) fn open_node(&mut self, hint: NodeHint) -> bool {
        if !self.with_nodes || self.nodes.len() >= MAX_NODES {
            return false;
        }
        let id = self.nodes.len() as u32;
        let parent = self.current_node();
        let shape = std::mem::take(&mut self.next_shape);
        let classes = std::mem::take(&mut self.next_classes);
        self.nodes.push(Node {
            parent,
            last: id,
            hint,
            shape,
            classes,
        });
        self.open_nodes.push(id);
        true
    }

    /// A field for an e-mail address or a phone number was seen ([`Records::sign_ups`]).
    pub(super) fn note_sign_up(&mut self) {
        let node = self.current_node();
        if self.with_nodes
            && self.sign_ups.len() < MAX_SIGN_UPS
            && self.sign_ups.last() != Some(&node)
        {
            self.sign_ups.push(node);
        }
    }

    /// A visible `<textarea>` was seen ([`Records::text_areas`]).
    pub(super) fn note_text_area(&mut self) {
        let node = self.current_node();
        if self.with_nodes
            && self.text_areas.len() < MAX_TEXT_AREAS
            && self.text_areas.last() != Some(&node)
        {
            self.text_areas.push(node);
        }
    }

    /// The element of the innermost node closed.
    pub(super) fn close_node(&mut self) {
        if let Some(id) = self.open_nodes.pop() {
            let last = self.nodes.len() as u32 - 1;
            self.nodes[id as usize].last = last;
        }
    }

    /// A block starts at byte `start` of the page's Markdown; `end_of_previous` is where the
    /// block before it ended.
    pub(super) fn begin_block(
        &mut self,
        kind: BlockKind,
        start: usize,
        end_of_previous: usize,
        in_article: bool,
    ) {
        if let Some(last) = self.blocks.last_mut() {
            last.end = end_of_previous;
        }
        let origin = self.origin.take().unwrap_or(Origin {
            node: self.current_node(),
            in_article,
        });
        let text = self.text_bytes - self.counted.0;
        let links = self.link_bytes - self.counted.1;
        self.counted = (self.text_bytes, self.link_bytes);
        if self.blocks.len() >= MAX_RECORDS {
            if let Some(last) = self.blocks.last_mut() {
                last.text_bytes += text;
                last.link_bytes += links;
            }
            return;
        }
        self.blocks.push(BlockRecord {
            start,
            end: start,
            kind,
            text_bytes: text,
            link_bytes: links,
            in_article: origin.in_article,
            node: origin.node,
        });
    }

    /// The end of the page's Markdown (`len` bytes).
    pub(super) fn finish(&mut self, len: usize) {
        if let Some(last) = self.blocks.last_mut() {
            last.end = len;
        }
        while !self.open_nodes.is_empty() {
            self.close_node();
        }
        // A page declaring one question (not an FAQ's several) is that question's answers.
        self.discussion |= self.questions == 1;
        // The page node is never opened: its subtree is every node.
        let last = self.nodes.len().saturating_sub(1) as u32;
        if let Some(page) = self.nodes.first_mut() {
            page.last = last;
        }
    }
}

/// The Markdown of the kept blocks of `out`: blocks that follow each other keep the separator
/// between them, others are parted by a blank line. An image shown again is left out
/// ([`without_repeated_images`]); a block left with nothing goes.
pub(super) fn assemble(out: &str, blocks: &[BlockRecord], keep: &[bool]) -> String {
    let mut md = String::with_capacity(out.len());
    let mut previous: Option<usize> = None;
    let mut seen = SeenUrls::default();
    for (i, b) in blocks.iter().enumerate() {
        if !keep[i] {
            continue;
        }
        let block = &out[b.start..b.end];
        let block = if b.kind == BlockKind::Code {
            Cow::Borrowed(block)
        } else {
            without_repeated_images(block, &mut seen)
        };
        if block.len() < b.end - b.start && is_blank_block(&block) {
            continue;
        }
        match previous {
            Some(p) if p + 1 == i => md.push_str(&out[blocks[p].end..b.start]),
            Some(_) => md.push_str("\n\n"),
            None => {}
        }
        md.push_str(&block);
        previous = Some(i);
    }
    md
}

/// Most URLs [`SeenUrls`] remembers per page (R-02: bounded); past it no image counts as
/// shown again.
const MAX_SEEN_URLS: usize = 8192;

/// The image and link URLs of the Markdown assembled so far.
#[derive(Default)]
struct SeenUrls<'a> {
    /// `src` of every image kept.
    images: HashSet<&'a str>,
    /// Every URL after a `](`: links (and images) kept.
    links: HashSet<&'a str>,
}

impl<'a> SeenUrls<'a> {
    /// Remembers a URL in `set` while there is room.
    fn note(set: &mut HashSet<&'a str>, url: &'a str) {
        if set.len() < MAX_SEEN_URLS {
            set.insert(url);
        }
    }
}

/// An image written as `![alt](src)` at `start..end` of a block, and the link around it
/// when the image is all of that link's text (`[![alt](src)](href)`).
struct ImageAt<'a> {
    start: usize,
    end: usize,
    src: &'a str,
    /// The whole `[![alt](src)](href)` span and its `href`.
    link: Option<(usize, usize, &'a str)>,
}

/// a block's Markdown without the images that an earlier kept block (or earlier in this
/// one) already showed — carousel clones, a logo in header and footer, the same thumbnail
/// beside every card. A linked image goes with its link only when that link's URL was also
/// kept before, so no link target is lost. Blocks with inline code are left as they are (its
/// text may spell an image).
fn without_repeated_images<'a>(block: &'a str, seen: &mut SeenUrls<'a>) -> Cow<'a, str> {
    if !block.contains("![") || block.contains('`') {
        note_links(block, 0, block.len(), seen);
        return Cow::Borrowed(block);
    }
    let mut kept = String::new();
    let mut copied = 0;
    let mut from = 0;
    while let Some(image) = next_image(block, from) {
        let drop = if !seen.images.contains(image.src) {
            None
        } else if let Some((start, end, href)) = image.link {
            seen.links.contains(href).then_some((start, end))
        } else {
            Some((image.start, image.end))
        };
        let resume = image.link.map_or(image.end, |(_, end, _)| end);
        match drop {
            Some((start, end)) => {
                note_links(block, from, start, seen);
                // One space beside the image goes with it.
                let (start, end) = if block[end..].starts_with(' ') {
                    (start, end + 1)
                } else if start > copied && block[..start].ends_with(' ') {
                    (start - 1, end)
                } else {
                    (start, end)
                };
                kept.push_str(&block[copied..start]);
                copied = end;
            }
            None => {
                SeenUrls::note(&mut seen.images, image.src);
                note_links(block, from, resume, seen);
            }
        }
        from = resume;
    }
    note_links(block, from, block.len(), seen);
    if copied == 0 {
        return Cow::Borrowed(block);
    }
    kept.push_str(&block[copied..]);
    let trimmed = kept.trim_end_matches(' ').len();
    kept.truncate(trimmed);
    Cow::Owned(kept)
}

/// Remembers the URL after every `](` in `block[from..to]`.
fn note_links<'a>(block: &'a str, from: usize, to: usize, seen: &mut SeenUrls<'a>) {
    let part = &block[from..to];
    let mut at = 0;
    while let Some(i) = part[at..].find("](") {
        let url_start = from + at + i + 2;
        let url_end = url_end(block, url_start).unwrap_or(to).min(to);
        SeenUrls::note(&mut seen.links, &block[url_start..url_end]);
        at = (url_end - from).max(at + i + 2);
    }
}

/// The next image at or after byte `from` of a block's Markdown.
fn next_image(block: &str, from: usize) -> Option<ImageAt<'_>> {
    let mut at = from;
    loop {
        let start = at + block[at..].find("![")?;
        at = start + 2;
        if start > 0 && block.as_bytes()[start - 1] == b'\\' {
            continue;
        }
        let Some(alt_end) = alt_end(block, start + 2) else {
            continue;
        };
        let src_start = alt_end + 2;
        let Some(src_end) = url_end(block, src_start) else {
            continue;
        };
        let end = src_end + 1;
        let bytes = block.as_bytes();
        let opened =
            start > 0 && bytes[start - 1] == b'[' && (start < 2 || bytes[start - 2] != b'\\');
        let link = if opened && block[end..].starts_with("](") {
            url_end(block, end + 2)
                .map(|href_end| (start - 1, href_end + 1, &block[end + 2..href_end]))
        } else {
            None
        };
        return Some(ImageAt {
            start,
            end,
            src: &block[src_start..src_end],
            link,
        });
    }
}

/// Where the alt text starting at `from` ends: the first `]` not escaped, followed by `(`.
fn alt_end(block: &str, from: usize) -> Option<usize> {
    let bytes = block.as_bytes();
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'[' | b'\n' => return None,
            b']' => return (bytes.get(i + 1) == Some(&b'(')).then_some(i),
            _ => i += 1,
        }
    }
    None
}

/// Where the URL starting at `from` ends: the `)` that balances it (the converter writes
/// URLs with balanced parentheses and no spaces).
fn url_end(block: &str, from: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, b) in block.bytes().enumerate().skip(from) {
        match b {
            b'(' => depth += 1,
            b')' if depth == 0 => return Some(i),
            b')' => depth -= 1,
            b' ' | b'\n' => return None,
            _ => {}
        }
    }
    None
}

/// True when a block's Markdown holds nothing but line prefixes (`- `, `1. `, `> `, `: `).
fn is_blank_block(md: &str) -> bool {
    md.chars().all(|c| {
        c.is_whitespace() || c.is_ascii_digit() || matches!(c, '-' | '>' | '.' | ':' | '|')
    })
}

/// Full page: outside `article`/`main`, runs of three or more blocks whose text is all
/// link text (menus outside `<nav>`, tag lists, related-article cards) are dropped. A block
/// without text (an image) inside such a run goes with it; one line of three or more links
/// counts as three blocks; a run of cards with title-long links, where a block links to the
/// same page as the one before it (a product's image, name and price), is a listing's items
/// and stays. A page of only one or two lines of links keeps them.
pub(super) fn keep_without_link_runs(out: &str, blocks: &[BlockRecord]) -> Vec<bool> {
    let mut keep = vec![true; blocks.len()];
    let mut i = 0;
    while i < blocks.len() {
        if !is_link_only(&blocks[i]) {
            i += 1;
            continue;
        }
        let run_start = i;
        let mut run_end = i;
        let mut weight = 0;
        while i < blocks.len() && (is_link_only(&blocks[i]) || is_textless(&blocks[i])) {
            if is_link_only(&blocks[i]) {
                weight += link_run_weight(out, &blocks[i]);
                run_end = i + 1;
            }
            i += 1;
        }
        if weight >= 3 && !is_card_run(out, &blocks[run_start..run_end]) {
            keep[run_start..run_end].iter_mut().for_each(|k| *k = false);
        }
        i = run_end;
    }
    if blocks.len() < 3 && !keep.contains(&true) {
        // A page that is one or two lines of links keeps them.
        keep.fill(true);
    }
    keep
}

/// A paragraph outside the article whose text is (almost) all link text.
fn is_link_only(b: &BlockRecord) -> bool {
    !b.in_article
        && b.text_bytes > 0
        && b.link_bytes * 10 >= b.text_bytes * 9
        && matches!(b.kind, BlockKind::Paragraph)
}

/// A paragraph outside the article without text (an image, an icon): it neither starts nor
/// ends a link run.
fn is_textless(b: &BlockRecord) -> bool {
    !b.in_article && b.text_bytes == 0 && matches!(b.kind, BlockKind::Paragraph)
}

/// How many blocks of a link run a link-only block counts as: three when its one line holds
/// three or more links (`[A](…) [B](…) [C](…)`, a menu written inline), else one.
fn link_run_weight(out: &str, b: &BlockRecord) -> usize {
    let links = out
        .get(b.start..b.end)
        .map_or(0, |md| md.matches("](").take(3).count());
    if links >= 3 { 3 } else { 1 }
}

/// Average text bytes per block from which a run of link-only blocks can be a listing's cards
/// (product names, article titles; menu items are a word or two).
const CARD_TEXT_BYTES: usize = 40;

/// True when a run of link-only blocks is a list of cards rather than a menu: its links are
/// title-long on average and two blocks in a row link to the same page.
fn is_card_run(out: &str, run: &[BlockRecord]) -> bool {
    let text: usize = run.iter().map(|b| b.text_bytes).sum();
    if text < CARD_TEXT_BYTES * run.len() {
        return false;
    }
    let last_url = |b: &BlockRecord| -> Option<&str> {
        let md = out.get(b.start..b.end)?;
        let rest = &md[md.rfind("](")? + 2..];
        Some(&rest[..rest.find(')').unwrap_or(rest.len())])
    };
    run.windows(2)
        .any(|w| last_url(&w[0]).is_some_and(|u| Some(u) == last_url(&w[1])))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `without_repeated_images` over blocks in order, with one memory of URLs.
    fn dedup(blocks: &[&'static str]) -> Vec<String> {
        let mut seen = SeenUrls::default();
        blocks
            .iter()
            .map(|b| without_repeated_images(b, &mut seen).into_owned())
            .collect()
    }

    #[test]
    fn repeated_images_go() {
        assert_eq!(
            dedup(&[
                "![A](u/a.png) text",
                "x ![A](u/a.png)",
                "- ![A\\]](u/(b).png)",
                "- ![A\\]](u/(b).png)",
            ]),
            ["![A](u/a.png) text", "x", "- ![A\\]](u/(b).png)", "-"]
        );
    }

    #[test]
    fn linked_repeats_go_only_when_their_link_was_seen() {
        assert_eq!(
            dedup(&[
                "[![A](i.png)](p1) [Title](p1)",
                "[![A](i.png)](p1)",
                "[![A](i.png)](p2)",
                "[![A](i.png) Title](p3)",
            ]),
            [
                "[![A](i.png)](p1) [Title](p1)",
                "",
                "[![A](i.png)](p2)",
                "[Title](p3)"
            ]
        );
    }

    #[test]
    fn inline_code_and_escaped_images_stay() {
        assert_eq!(
            dedup(&["![A](i.png)", "`![A](i.png)`", "\\![A](i.png)"]),
            ["![A](i.png)", "`![A](i.png)`", "\\![A](i.png)"]
        );
        assert!(is_blank_block("- "));
        assert!(is_blank_block("> 1. "));
        assert!(!is_blank_block("- a"));
    }
}
