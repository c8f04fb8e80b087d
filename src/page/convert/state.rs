//! The converter's state ([`State`]): everything the single pass over the page remembers, the
//! per-token checkpoint that enforces the time budget and the output cap, and the end of
//! the document (the F-07 "needs JavaScript" guess included).
//!
//! The work done on each start tag, end tag and text chunk lives in the other files as further
//! `impl State` blocks; this file only defines the fields and the lifecycle.

use std::time::{Duration, Instant};

use lol_html::HandlerResult;
use url::Url;

use super::blocks::Writer;
use super::chrome::FragmentLink;
use super::inline::InlineOpen;
use super::stack::{Entry, Marks};
use super::table::TableCtx;
use super::text::collapse_whitespace;
use super::{ConvertError, Converted, Stop};

/// F-07: a page this large (bytes of HTML) …
const NEEDS_JS_MIN_HTML: usize = 10 * 1024;
/// … with less visible text than this (characters) probably renders with JavaScript.
pub(super) const NEEDS_JS_MAX_TEXT: usize = 200;
/// The deadline is checked every this many tokens.
const TICKS_PER_CLOCK_CHECK: u32 = 256;

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
    /// Base URL for links and images (the page's URL, or its first valid `<base href>`).
    pub(super) base: Url,
    /// A `<base href>` has been applied.
    pub(super) base_set: bool,
    /// Bytes of HTML (for the output cap and F-07).
    pub(super) html_len: usize,
    /// When the conversion must stop.
    pub(super) deadline: Instant,
    /// The budget behind `deadline`, for the error message.
    pub(super) budget: Duration,
    /// Most bytes of Markdown (and buffers) allowed.
    pub(super) max_out: usize,
    /// Tokens seen, for checking the clock every [`TICKS_PER_CLOCK_CHECK`] tokens.
    pub(super) ticks: u32,
    /// Why a handler stopped lol_html, when one did.
    pub(super) abort: Option<ConvertError>,

    /// Id of the next entry pushed on `stack`.
    pub(super) next_id: u32,
    /// The open elements the converter tracks (see `stack.rs`).
    pub(super) stack: Vec<Entry>,
    /// Positions of open `<p>`s in `stack`.
    pub(super) m_p: Marks,
    /// Positions of open list items.
    pub(super) m_li: Marks,
    /// Positions of open lists.
    pub(super) m_list: Marks,
    /// Positions of open `<dt>`s and `<dd>`s.
    pub(super) m_dtdd: Marks,
    /// Positions of open `<dl>`s.
    pub(super) m_dl: Marks,
    /// Positions of open table rows.
    pub(super) m_tr: Marks,
    /// Positions of open table cells.
    pub(super) m_cell: Marks,
    /// Positions of open tables.
    pub(super) m_table: Marks,
    /// Positions of open `<thead>`/`<tbody>`/`<tfoot>`s.
    pub(super) m_section: Marks,
    /// Positions of the elements that stop implied end tags (tables, cells, captions).
    pub(super) m_scope: Marks,

    /// Where blocks are written: the page, or a table cell being collected.
    pub(super) w: Writer,
    /// The writers below `w` (one per buffered table cell being collected).
    pub(super) writers: Vec<Writer>,
    /// Bytes held by `writers`.
    pub(super) saved_bytes: usize,
    /// The paragraph being built, without line prefixes.
    pub(super) para: String,
    /// Whitespace was seen since the last text: a space goes before the next text.
    pub(super) pending_space: bool,
    /// `<br>`s seen since the last text (at most 2 count).
    pub(super) pending_break: u8,
    /// The open lists, innermost last.
    pub(super) lists: Vec<ListCtx>,
    /// The open strong/emphasis/strikethrough/link elements, innermost last.
    pub(super) inline: Vec<InlineOpen>,
    /// How many of `inline` have not written their opening delimiter yet.
    pub(super) unemitted: usize,
    /// Open links (links do not nest).
    pub(super) links_open: usize,
    /// Inline code: where its text starts in `para`, once there is text.
    pub(super) code: Option<Option<usize>>,
    /// Level of the open heading, 0 when none.
    pub(super) heading: u8,

    /// Depth of open `<pre>`s; 0 outside preformatted text.
    pub(super) pre_depth: u32,
    /// Text of the open code block.
    pub(super) pre: String,
    /// Language of the open code block.
    pub(super) pre_lang: Option<String>,
    /// Code languages named by the classes of open `<div>`s (GitHub's `highlight-source-x`).
    pub(super) lang_hints: Vec<String>,

    /// The open tables, innermost last.
    pub(super) tables: Vec<TableCtx>,
    /// Bytes of cells buffered in the innermost table.
    pub(super) table_bytes: usize,

    /// Depth of dropped elements (`<script>`, `<nav>`, …) around the current position.
    pub(super) skip_depth: u32,
    /// Inside `<noscript>`.
    pub(super) in_noscript: bool,
    /// Raw text of the open `<noscript>` (up to [`CAPTURE_MAX`] bytes).
    pub(super) noscript: String,
    /// A `<noscript>` asked for JavaScript (F-07).
    pub(super) noscript_js: bool,
    /// Inside the first `<title>`.
    pub(super) in_title: bool,
    /// Text of the open `<title>` (up to [`CAPTURE_MAX`] bytes).
    pub(super) title_buf: String,
    /// The page title, once the first `<title>` closed.
    pub(super) title: Option<String>,
    /// The first `<title>` has closed; later ones are ignored.
    pub(super) title_done: bool,

    /// Open landmark elements that make headers and banners part of the content (`article`,
    /// `main`, `section`, …; see `chrome.rs`).
    pub(super) scoped: u32,
    /// Open page-level `<header>`s (their lists are menus and are dropped).
    pub(super) page_header: u32,
    /// The open fragment-only link, which may be a "Skip to content" link.
    pub(super) fragment: Option<FragmentLink>,
    /// Paragraphs written so far (tells whether `para` still holds the same paragraph).
    pub(super) flushes: u32,

    /// Carry-over of an entity cut at a text chunk boundary.
    pub(super) carry: String,
    /// Visible characters seen, counted up to [`NEEDS_JS_MAX_TEXT`] (F-07).
    pub(super) text_chars: usize,
}

/// Bytes kept of `<title>` and `<noscript>` text.
pub(super) const CAPTURE_MAX: usize = 4096;

impl State {
    /// A converter for a page of `html_len` bytes at `base`, to finish by `deadline`.
    pub(super) fn new(base: Url, html_len: usize, deadline: Instant, budget: Duration) -> Self {
        State {
            base,
            base_set: false,
            html_len,
            deadline,
            budget,
            max_out: html_len.saturating_mul(4).saturating_add(1 << 20),
            ticks: 0,
            abort: None,
            next_id: 0,
            stack: Vec::new(),
            m_p: Marks::default(),
            m_li: Marks::default(),
            m_list: Marks::default(),
            m_dtdd: Marks::default(),
            m_dl: Marks::default(),
            m_tr: Marks::default(),
            m_cell: Marks::default(),
            m_table: Marks::default(),
            m_section: Marks::default(),
            m_scope: Marks::default(),
            w: Writer {
                out: String::with_capacity(html_len / 3),
                ..Writer::default()
            },
            writers: Vec::new(),
            saved_bytes: 0,
            para: String::new(),
            pending_space: false,
            pending_break: 0,
            lists: Vec::new(),
            inline: Vec::new(),
            unemitted: 0,
            links_open: 0,
            code: None,
            heading: 0,
            pre_depth: 0,
            pre: String::new(),
            pre_lang: None,
            lang_hints: Vec::new(),
            tables: Vec::new(),
            table_bytes: 0,
            skip_depth: 0,
            in_noscript: false,
            noscript: String::new(),
            noscript_js: false,
            in_title: false,
            title_buf: String::new(),
            title: None,
            title_done: false,
            scoped: 0,
            page_header: 0,
            fragment: None,
            flushes: 0,
            carry: String::new(),
            text_chars: 0,
        }
    }

    /// Deadline and output-size checkpoint, once per token.
    pub(super) fn tick(&mut self) -> HandlerResult {
        self.ticks = self.ticks.wrapping_add(1);
        if self.ticks.is_multiple_of(TICKS_PER_CLOCK_CHECK) && Instant::now() >= self.deadline {
            self.abort = Some(ConvertError::TimedOut {
                budget: self.budget,
            });
            return Err(Box::new(Stop));
        }
        let size = self.w.out.len()
            + self.saved_bytes
            + self.para.len()
            + self.pre.len()
            + self.table_bytes;
        if size > self.max_out {
            self.abort = Some(ConvertError::TooLarge {
                limit: self.max_out,
            });
            return Err(Box::new(Stop));
        }
        Ok(())
    }

    /// The end of the document: closes what is still open and returns the result.
    pub(super) fn finish(&mut self) -> Converted {
        self.close_at(0);
        self.flush();
        while !self.writers.is_empty() {
            let text = self.pop_writer();
            self.raw_block(&text);
        }
        let out = std::mem::take(&mut self.w.out);
        let needs_javascript = self.noscript_js
            || (self.html_len > NEEDS_JS_MIN_HTML && self.text_chars < NEEDS_JS_MAX_TEXT);
        Converted {
            markdown: out,
            title: self.title.take(),
            needs_javascript,
        }
    }
}

/// True when `<noscript>` text (tags stripped) asks the reader to turn on JavaScript.
pub(super) fn noscript_asks_for_js(raw: &str) -> bool {
    let mut text = String::with_capacity(raw.len());
    let mut in_tag = false;
    for ch in raw.chars() {
        match ch {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if !in_tag => text.extend(ch.to_lowercase()),
            _ => {}
        }
    }
    let text = collapse_whitespace(&text);
    [
        "javascript",
        "enable js",
        "js enabled",
        "js is disabled",
        "js disabled",
    ]
    .iter()
    .any(|p| text.contains(p))
}
