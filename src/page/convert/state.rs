//! The converter's state ([`State`]): everything the single pass over the page remembers, the
//! per-token checkpoint that enforces the time budget and the output cap, and the end of
//! the document (the F-07 "needs JavaScript" guess included).
//!
//! The work done on each start tag, end tag and text chunk lives in the other files as further
//! `impl State` blocks. Each group of fields belongs to the file that works with it: the open
//! elements to `stack.rs`, the inline delimiters to `inline.rs`, code blocks and finished
//! blocks to `blocks.rs`, tables to `table.rs`, chrome to `chrome.rs`, the title and
//! `<noscript>` to `capture.rs`. This file only defines the lifecycle.

use std::time::{Duration, Instant};

use foldhash::{HashMap, HashMapExt};
use lol_html::HandlerResult;
use url::Url;

use super::blocks::{CodeBlock, Writer};
use super::capture::Capture;
use super::chrome::Chrome;
use super::inline::Inline;
use super::main_content;
use super::math::Math;
use super::placeholders::drop_placeholders;
use super::record::{BlockRecord, NameHints, Records, assemble, keep_without_link_runs};
use super::stack::OpenElements;
use super::table::{HeldWriters, Tables};
use super::text::push_line_escaped;
use super::{ConvertError, ConvertOptions, Converted, Stop};

/// F-07: a page this large (bytes of HTML) …
const NEEDS_JS_MIN_HTML: usize = 10 * 1024;
/// … with less visible text than this (characters) probably renders with JavaScript.
pub(super) const NEEDS_JS_MAX_TEXT: usize = 200;
/// A page with less text than this (bytes) is read from its `<noscript>` HTML when that is
/// longer.
const NOSCRIPT_FALLBACK_TEXT: usize = 2000;
/// The deadline is checked every this many tokens.
const TOKENS_PER_CLOCK_CHECK: u32 = 256;

/// The limits of one conversion, checked once per token.
#[derive(Debug)]
pub(super) struct Checkpoint {
    /// Bytes of HTML (for the output cap and F-07).
    pub(super) html_len: usize,
    /// When the conversion must stop.
    deadline: Instant,
    /// The budget behind `deadline`, for the error message.
    budget: Duration,
    /// Most bytes of Markdown (and buffers) allowed.
    max_output: usize,
    /// Tokens seen, for checking the clock every [`TOKENS_PER_CLOCK_CHECK`] tokens.
    tokens: u32,
}

/// An open list.
#[derive(Debug)]
pub(super) struct ListCtx {
    /// `<ol>`: items are numbered.
    pub(super) ordered: bool,
    /// Number of the next item.
    pub(super) next: u64,
    /// Items seen so far.
    pub(super) items: u32,
}

/// The converter: one per page, fed by lol_html's element and text handlers.
pub(super) struct State {
    /// What the caller asked for.
    pub(super) options: ConvertOptions,
    /// Base URL for links and images (the page's URL, or its first valid `<base href>`).
    pub(super) base: Url,
    /// A `<base href>` has been applied (later ones are ignored).
    pub(super) base_href_applied: bool,
    /// Each `href`/`src` value resolved so far against `base`, and what it resolved to
    /// ([`State::resolve`]); emptied when a `<base href>` changes `base`.
    pub(super) resolved: HashMap<String, Option<String>>,
    /// What each `id`/`class` value read so far names, for `--main`'s node hints.
    pub(super) name_hints: NameHints,
    /// Time budget and output cap.
    pub(super) limits: Checkpoint,
    /// Why a handler stopped lol_html, when one did.
    pub(super) abort: Option<ConvertError>,
    /// An open element was removed so that lol_html does not write the page back out
    /// (`elements.rs`, `stop_rewriting`).
    pub(super) rewriting_off: bool,

    /// The open elements the converter tracks (`stack.rs`).
    pub(super) open: OpenElements,
    /// Where blocks are written: the page, or a table cell being collected (`blocks.rs`).
    pub(super) writer: Writer,
    /// The writers set aside while table cells are collected (`table.rs`).
    pub(super) held: HeldWriters,
    /// The paragraph being built, without line prefixes.
    pub(super) paragraph: String,
    /// Paragraphs written so far (tells whether `paragraph` still holds the same paragraph).
    pub(super) paragraphs_written: u32,
    /// Pending whitespace and the open inline delimiters (`inline.rs`).
    pub(super) inline: Inline,
    /// Level of the open heading, if one is open.
    pub(super) heading_level: Option<u8>,
    /// The open lists, innermost last.
    pub(super) lists: Vec<ListCtx>,
    /// The open `<pre>` (`blocks.rs`, `text.rs`).
    pub(super) code_block: CodeBlock,
    /// The open tables (`table.rs`).
    pub(super) tables: Tables,
    /// Dropped elements and landmark context (`chrome.rs`).
    pub(super) chrome: Chrome,
    /// The title and `<noscript>` text (`capture.rs`).
    pub(super) capture: Capture,
    /// The open formula (`math.rs`).
    pub(super) math: Math,
    /// What each written block was (`record.rs`).
    pub(super) records: Records,

    /// The start of a character reference cut at a text chunk boundary (`text.rs`).
    pub(super) entity_carry: String,
    /// Visible characters seen, counted up to [`NEEDS_JS_MAX_TEXT`] (F-07).
    pub(super) visible_chars: usize,
    /// A block element opened past [`MAX_OPEN_ELEMENTS`](super::stack::MAX_OPEN_ELEMENTS):
    /// its text was written flat, one line per block (R-02, G-09).
    pub(super) flattened: bool,
}

impl State {
    /// A converter for a page of `html_len` bytes at `base`, to finish by `deadline`.
    pub(super) fn new(
        base: Url,
        html_len: usize,
        deadline: Instant,
        budget: Duration,
        options: ConvertOptions,
    ) -> Self {
        State {
            records: Records::new(options.main_content),
            options,
            base,
            base_href_applied: false,
            resolved: HashMap::new(),
            name_hints: NameHints::default(),
            limits: Checkpoint {
                html_len,
                deadline,
                budget,
                max_output: html_len.saturating_mul(2).saturating_add(1 << 20),
                tokens: 0,
            },
            abort: None,
            open: OpenElements::default(),
            writer: Writer {
                out: String::with_capacity(html_len / 3),
                ..Writer::default()
            },
            held: HeldWriters::default(),
            paragraph: String::new(),
            paragraphs_written: 0,
            inline: Inline::default(),
            heading_level: None,
            lists: Vec::new(),
            code_block: CodeBlock::default(),
            tables: Tables::default(),
            chrome: Chrome::default(),
            capture: Capture::default(),
            math: Math::default(),
            entity_carry: String::new(),
            visible_chars: 0,
            flattened: false,
            rewriting_off: false,
        }
    }

    /// Deadline and output-size checkpoint, once per token.
    pub(super) fn tick(&mut self) -> HandlerResult {
        let limits = &mut self.limits;
        limits.tokens = limits.tokens.wrapping_add(1);
        if limits.tokens.is_multiple_of(TOKENS_PER_CLOCK_CHECK) && Instant::now() >= limits.deadline
        {
            self.abort = Some(ConvertError::TimedOut {
                budget: limits.budget,
            });
            return Err(Box::new(Stop));
        }
        let size = self.writer.out.len()
            + self.held.bytes
            + self.paragraph.len()
            + self.code_block.text.len()
            + self.tables.buffered_bytes;
        if size > limits.max_output {
            self.abort = Some(ConvertError::TooLarge {
                limit: limits.max_output,
            });
            return Err(Box::new(Stop));
        }
        Ok(())
    }

    /// The `<noscript>` HTML to convert instead of the page, when the page itself shows almost
    /// no text and the `<noscript>` holds much more (a crawler view).
    pub(super) fn noscript_fallback(&mut self) -> Option<String> {
        let html = &self.capture.noscript_html;
        (self.records.text_bytes() < NOSCRIPT_FALLBACK_TEXT && html.len() > NOSCRIPT_FALLBACK_TEXT)
            .then(|| std::mem::take(&mut self.capture.noscript_html))
    }

    /// The end of the document: closes what is still open and returns the result.
    pub(super) fn finish(&mut self) -> Converted {
        self.close_at(0);
        self.flush();
        while !self.held.writers.is_empty() {
            let (text, counted) = self.pop_writer();
            self.records.release(counted);
            self.raw_block(&text);
        }
        let out = std::mem::take(&mut self.writer.out);
        self.records.finish(out.len());
        let blocks = &self.records.blocks;
        let main = self
            .options
            .main_content
            .then(|| main_content::select(&out, &self.records, self.capture.title.as_deref()));
        // F-06: without clear main content, `--main` gives the full page: the caller
        // (`html_to_markdown`) converts the page again as `fetch` does and returns that. A
        // body without text goes that way too: the full page's pass tells it has no main
        // text and hands over its description.
        let main_content_uncertain = matches!(main, Some(None))
            && (!out.trim().is_empty() || self.capture.description.is_some());
        let out = match main {
            Some(Some(main)) => main,
            // The caller converts the page again for its full page: this render is not read.
            _ if main_content_uncertain => String::new(),
            _ => full_page(out, blocks),
        };
        let description = self.capture.description.take();
        // A shell that a script fills (F-07's measure: a large page showing almost no text)
        // has no main content, nor has a body without text: `--main` gives no text for them,
        // not the few words of a shell's chrome, and the page's description goes in the
        // header, as its title does.
        let shell =
            self.limits.html_len > NEEDS_JS_MIN_HTML && self.visible_chars < NEEDS_JS_MAX_TEXT;
        let no_text = out.trim().is_empty();
        // Only the full page's pass is asked for it (`html_to_markdown`).
        let no_main_text = (shell || no_text) && !self.options.main_content;
        let main_description = if no_main_text {
            description.clone()
        } else {
            None
        };
        let out = match description {
            Some(description) if !self.options.main_content && no_text => described(&description),
            _ => out,
        };
        Converted {
            markdown: out,
            title: self.capture.title.take(),
            // F-07: a body without any text shows its content, if it has any, by script.
            needs_javascript: self.capture.noscript_asks_for_js || shell || no_text,
            truncated: false,
            flattened: self.flattened,
            main_content_uncertain,
            description: main_description,
            no_main_text,
        }
    }
}

/// the full page's Markdown for a page whose body yields no text (a forum thread served
/// without its posts, a shell a script fills): the page's own description, introduced as such,
/// so that the reader gets the summary the page gives search engines rather than nothing.
fn described(description: &str) -> String {
    let mut md = String::from("*The page's body has no text; its description says:*\n\n");
    push_line_escaped(&mut md, description);
    md
}

/// The full page's Markdown: `out` without the runs of link lines outside the article and
/// without images shown again ([`keep_without_link_runs`], [`assemble`]).
fn full_page(out: String, blocks: &[BlockRecord]) -> String {
    let mut keep = keep_without_link_runs(&out, blocks);
    keep_card_parts(&out, blocks, &mut keep);
    keep_labelled_indexes(&out, blocks, &mut keep);
    drop_placeholders(&out, blocks, &mut keep);
    if keep.iter().all(|k| *k) && !out.contains("![") {
        out
    } else {
        assemble(&out, blocks, &keep)
    }
}

/// Most link targets of one block compared by [`keep_card_parts`] (R-02: bounded work per
/// block; a card's part has one or two links, a menu line more).
const MAX_CARD_URLS: usize = 16;

/// Blocks with text, in a row each linking to the page the one before links to, from which
/// they are a card (a product's name, colour and price; a service's title, blurb and "Learn
/// more"). Two (with the cards' images kept too) measured +81 characters per page for 0.09
/// more page-equivalents of recall: an image and its caption in a language picker or a
/// mega-menu, two menu items that happen to link to one page.
const CARD_PARTS: usize = 3;

/// the blocks of a dropped link run that are parts of a card stay on the full page:
/// [`CARD_PARTS`] or more blocks with text in a row (images between them do not break the
/// row), each linking to the same page as the block before it — the parts of one card all
/// inside one `<a>`, or each linking to the item. A menu's items each link somewhere else.
/// The card's images stay out (they carry no text).
fn keep_card_parts(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    if keep.iter().all(|k| *k) {
        return;
    }
    let targets: Vec<Vec<&str>> = blocks
        .iter()
        .map(|b| out.get(b.start..b.end).map_or_else(Vec::new, link_targets))
        .collect();
    let linked = |i: usize| targets[i].iter().any(|u| targets[i + 1].contains(u));
    let mut start = 0;
    while start < blocks.len() {
        let mut end = start + 1;
        while end < blocks.len() && linked(end - 1) {
            end += 1;
        }
        let parts = blocks[start..end]
            .iter()
            .filter(|b| b.text_bytes > 0)
            .count();
        if parts >= CARD_PARTS {
            for (k, b) in keep[start..end].iter_mut().zip(&blocks[start..end]) {
                *k |= b.text_bytes > 0;
            }
        }
        start = end;
    }
}

/// The link targets of a block's Markdown (`[text](url)`, not an image's `src`), at most
/// [`MAX_CARD_URLS`].
fn link_targets(md: &str) -> Vec<&str> {
    let bytes = md.as_bytes();
    let mut found = Vec::new();
    let mut at = 0;
    while found.len() < MAX_CARD_URLS
        && let Some(i) = md[at..].find("](")
    {
        let close = at + i;
        let url_start = close + 2;
        let url_end = md[url_start..]
            .find([')', ' ', '\n'])
            .map_or(md.len(), |e| url_start + e);
        at = url_end.max(url_start);
        if !opened_by_image(bytes, close) && url_end > url_start {
            found.push(&md[url_start..url_end]);
        }
    }
    found
}

/// True when the `]` at `close` ends an image's alt text (`![alt]`): the `[` that opens it,
/// skipping escaped brackets and nested links, follows a `!`.
fn opened_by_image(bytes: &[u8], close: usize) -> bool {
    let mut depth = 0usize;
    let mut i = close;
    while i > 0 {
        i -= 1;
        let escaped = i > 0 && bytes[i - 1] == b'\\';
        match bytes[i] {
            b']' if !escaped => depth += 1,
            b'[' if !escaped => {
                if depth == 0 {
                    return i > 0 && bytes[i - 1] == b'!';
                }
                depth -= 1;
            }
            b'\n' => return false,
            _ => {}
        }
    }
    false
}

/// a dropped link run right after a label that names it an index stays on the full
/// page: a table of contents (its label "Contents" or "Table of contents": the page's own
/// outline) or a letter of an A–Z index (`A`, `B`, …: a catalogue's or glossary's entries).
fn keep_labelled_indexes(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let mut i = 1;
    while i < blocks.len() {
        if keep[i] || !keep[i - 1] {
            i += 1;
            continue;
        }
        let label = out
            .get(blocks[i - 1].start..blocks[i - 1].end)
            .unwrap_or("");
        let index = is_index_label(label);
        while i < blocks.len() && !keep[i] {
            keep[i] = index;
            i += 1;
        }
    }
}

/// True when a block's Markdown is an index's label: one capital letter, "Contents" or
/// "Table of contents" (emphasis, heading and list markers aside).
fn is_index_label(md: &str) -> bool {
    let text = md
        .trim()
        .trim_start_matches(['#', '-', ' '])
        .trim_matches(['*', '_', ' ', ':']);
    let mut chars = text.chars();
    let letter = matches!((chars.next(), chars.next()), (Some(c), None) if c.is_ascii_uppercase());
    letter
        || text.eq_ignore_ascii_case("contents")
        || text.eq_ignore_ascii_case("table of contents")
}
