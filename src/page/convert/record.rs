//! What each block written to the page was ([`BlockRecord`]): where it sits in the Markdown,
//! its sort, how much of its text is link text, whether it lies inside `article`/`main`, and
//! (for `--main`) which structural element it belongs to ([`Node`]). At the end of the page
//! these records decide what is kept: runs of link-only blocks outside the article are dropped
//! from the full page, and `main_content/` picks the main content for `--main`.
//!
//! Records and nodes are bounded: past [`MAX_RECORDS`] blocks the last record grows to
//! cover the rest, past [`MAX_NODES`] elements new blocks belong to the innermost node there is.

/// Blocks recorded one by one; later ones extend the last record.
const MAX_RECORDS: usize = 200_000;
/// Structural elements recorded for `--main`; later ones belong to their open ancestor.
const MAX_NODES: usize = 100_000;

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
    /// A name like `bio`, `authorbox`, `related`, `recent`, `avatar`, `pagination`: an extra
    /// beside the article (author box, related posts) that `--main` drops inside the main
    /// container; for choosing the container it counts as no hint.
    Extra,
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
    /// The page says it is a discussion (a forum thread, a Q&A page): its posts, even when
    /// named like comments, are the content.
    pub(super) discussion: bool,
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

    /// The next structural element to open has this shape ([`Node::shape`]) and, with
    /// `discussion`, says the page is a discussion (`--main`).
    pub(super) fn note_shape(&mut self, shape: u32, discussion: bool) {
        self.next_shape = shape;
        self.discussion |= discussion;
    }

    /// A structural element opened (`--main` only); returns whether a node was pushed.
    pub(super) fn open_node(&mut self, hint: NodeHint) -> bool {
        if !self.with_nodes || self.nodes.len() >= MAX_NODES {
            return false;
        }
        let id = self.nodes.len() as u32;
        let parent = self.current_node();
        let shape = std::mem::take(&mut self.next_shape);
        self.nodes.push(Node {
            parent,
            last: id,
            hint,
            shape,
        });
        self.open_nodes.push(id);
        true
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
        // The page node is never opened: its subtree is every node.
        let last = self.nodes.len().saturating_sub(1) as u32;
        if let Some(page) = self.nodes.first_mut() {
            page.last = last;
        }
    }
}

/// The Markdown of the kept blocks of `out`: blocks that follow each other keep the separator
/// between them, others are parted by a blank line.
pub(super) fn assemble(out: &str, blocks: &[BlockRecord], keep: &[bool]) -> String {
    let mut md = String::with_capacity(out.len());
    let mut previous: Option<usize> = None;
    for (i, b) in blocks.iter().enumerate() {
        if !keep[i] {
            continue;
        }
        match previous {
            Some(p) if p + 1 == i => md.push_str(&out[blocks[p].end..b.start]),
            Some(_) => md.push_str("\n\n"),
            None => {}
        }
        md.push_str(&out[b.start..b.end]);
        previous = Some(i);
    }
    md
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
