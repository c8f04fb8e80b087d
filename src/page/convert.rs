//! HTML → Markdown (F-06), the "needs JavaScript" guess (F-07), and the limits that keep hostile
//! pages harmless (R-02).
//!
//! The page is read once, as a stream of tokens from lol_html's tokenizer; no DOM is built. Every
//! open element the converter cares about sits on an explicit stack (never the call stack), so
//! 20 000 nested `<div>`s cost 20 000 small entries, not 20 000 stack frames. The converter
//! applies the few implied end tags that matter for Markdown itself (`<p>`, `<li>`, `<dt>`/`<dd>`,
//! table rows and cells); lol_html's end tags close everything else. Work and output are linear
//! in the input; a time budget and an output-size cap turn anything else into a [`ConvertError`].
//!
//! Output: ATX headings, paragraphs, `-` and `N.` lists keeping `start` (nesting indented up to
//! [`MAX_CONTAINER_DEPTH`] levels, deeper levels stay flat), `[text](absolute URL)` links
//! (fragment-only and `javascript:` links keep only their text), `![alt](absolute URL)` images
//! (only with alt text), `**strong**`, `*em*`, `~~del~~`, inline code, fenced code blocks with
//! the language from the class (`language-x`, `lang-x`, `highlight-source-x`, `highlight-x`,
//! rustdoc's `rust`), GFM tables (tables a GFM cell cannot hold become paragraphs), `>`
//! blockquotes, `<br>` as a newline (`<br>` inside table cells), entities decoded, whitespace
//! collapsed, Markdown characters in text escaped, no trailing spaces, at most one blank line in
//! a row (in code blocks too).
//!
//! It does not pick the "main article" (readability), does not apply CSS (`display:none` stays
//! visible; only `hidden` and `aria-hidden="true"` hide), does not run scripts, and does not
//! neutralise `</web_result>`-like text (the output layer does that).

mod entities;

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use lol_html::html_content::{Element, TextChunk, TextType};
use lol_html::{HandlerResult, HtmlRewriter, Settings, doc_text, element};
use url::Url;

/// Result of converting one HTML page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Converted {
    /// The page as Markdown (no trailing newline).
    pub markdown: String,
    /// The `<title>` text, entities decoded and whitespace collapsed; `None` when empty.
    pub title: Option<String>,
    /// True when the page seems to need JavaScript to show its content (F-07).
    pub needs_javascript: bool,
}

/// Why a page could not be converted.
#[derive(Debug, thiserror::Error)]
pub enum ConvertError {
    /// The conversion did not finish within its time budget.
    #[error("converting the page to Markdown took longer than its budget of {budget:?}")]
    TimedOut {
        /// The budget that was exceeded.
        budget: Duration,
    },
    /// The Markdown would have been unreasonably larger than the HTML it came from.
    #[error("the Markdown for this page would be larger than {limit} bytes")]
    TooLarge {
        /// The size limit that was reached, in bytes.
        limit: usize,
    },
    /// The conversion failed for another reason.
    #[error("the page could not be converted to Markdown: {reason}")]
    Failed {
        /// What went wrong.
        reason: String,
    },
}

/// Converts an HTML page to Markdown.
///
/// `base` is the page's final URL; a `<base href>` in the page overrides it for resolving links
/// and images. The work runs on a worker thread and must finish within `budget` (wall clock);
/// otherwise [`ConvertError::TimedOut`] comes back (the worker stops at its next checkpoint).
pub fn html_to_markdown(
    html: &str,
    base: &Url,
    budget: Duration,
) -> Result<Converted, ConvertError> {
    let start = Instant::now();
    let deadline = start.checked_add(budget).unwrap_or(start + ONE_YEAR);
    let owned_html = html.to_owned();
    let owned_base = base.clone();
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .name("garuda-convert".into())
        .stack_size(WORKER_STACK)
        .spawn(move || {
            let _ = tx.send(convert(&owned_html, &owned_base, deadline, budget));
        })
        .map_err(|e| ConvertError::Failed {
            reason: format!("could not start the conversion thread ({e})"),
        })?;
    match rx.recv_timeout(budget) {
        Ok(result) => result,
        Err(mpsc::RecvTimeoutError::Timeout) => Err(ConvertError::TimedOut { budget }),
        Err(mpsc::RecvTimeoutError::Disconnected) => Err(ConvertError::Failed {
            reason: "the conversion thread stopped unexpectedly".into(),
        }),
    }
}

/// Stack of the worker thread. The converter does not recurse; this is headroom for lol_html.
const WORKER_STACK: usize = 16 << 20;
/// A deadline far enough away to mean "none" when `budget` overflows `Instant`.
const ONE_YEAR: Duration = Duration::from_secs(365 * 24 * 3600);
/// Lists and blockquotes nested deeper than this are not indented further.
const MAX_CONTAINER_DEPTH: usize = 12;
/// F-07: a page this large (bytes of HTML) …
const NEEDS_JS_MIN_HTML: usize = 10 * 1024;
/// … with less visible text than this (characters) probably renders with JavaScript.
const NEEDS_JS_MAX_TEXT: usize = 200;
/// Links and images whose URL is longer than this keep their text but lose the URL.
const MAX_URL_LEN: usize = 8 * 1024;
/// Widest GFM table produced; wider rows are cut.
const MAX_COLUMNS: usize = 64;
/// A table cell with more Markdown than this (bytes) or more lines than [`CELL_MAX_BREAKS`]
/// marks a layout table: the table is written as paragraphs instead.
const CELL_MAX_BYTES: usize = 1500;
/// See [`CELL_MAX_BYTES`].
const CELL_MAX_BREAKS: usize = 8;
/// Bytes kept of `<title>` and `<noscript>` text.
const CAPTURE_MAX: usize = 4096;
/// The deadline is checked every this many tokens.
const TICKS_PER_CLOCK_CHECK: u32 = 256;

/// Runs the conversion on the current thread.
fn convert(
    html: &str,
    base: &Url,
    deadline: Instant,
    budget: Duration,
) -> Result<Converted, ConvertError> {
    let state = Rc::new(RefCell::new(State::new(
        base.clone(),
        html.len(),
        deadline,
        budget,
    )));
    let on_element = state.clone();
    let on_text = state.clone();
    let settings = Settings::new()
        .append_element_content_handler(element!("*", move |el| {
            let rc = on_element.clone();
            on_element.borrow_mut().on_element(el, &rc)
        }))
        .append_document_content_handler(doc_text!(move |chunk| {
            on_text.borrow_mut().on_text(chunk)
        }))
        .with_strict(false);
    let mut rewriter = HtmlRewriter::new(settings, |_: &[u8]| {});
    let written = rewriter
        .write(html.as_bytes())
        .and_then(|()| rewriter.end());
    if let Some(err) = state.borrow_mut().abort.take() {
        return Err(err);
    }
    if let Err(e) = written {
        return Err(ConvertError::Failed {
            reason: e.to_string(),
        });
    }
    let mut st = state.borrow_mut();
    Ok(st.finish())
}

/// The error a handler returns to stop lol_html; the real reason is in [`State::abort`].
#[derive(Debug)]
struct Stop;

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("conversion stopped")
    }
}

impl std::error::Error for Stop {}

/// What an element means to the converter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tag {
    /// Dropped with everything inside (F-06 list, plus other non-content elements).
    Drop,
    /// Dropped, but its text is checked for "enable JavaScript" (F-07).
    Noscript,
    /// `<title>`: read into [`Converted::title`].
    Title,
    /// `<base>`.
    Base,
    /// A block that separates paragraphs (`div`, `section`, `p`, …).
    Block,
    /// `<p>` (closed implicitly by the next block).
    P,
    /// `<h1>`…`<h6>`.
    Heading(u8),
    /// `<ul>`, `<ol>`, `<menu>`, `<dir>`.
    List { ordered: bool },
    /// `<li>`.
    Li,
    /// `<dl>`.
    Dl,
    /// `<dt>`.
    Dt,
    /// `<dd>`.
    Dd,
    /// `<blockquote>`.
    Quote,
    /// `<pre>`, `<listing>`, `<xmp>`, `<plaintext>`.
    Pre,
    /// `<table>`.
    Table,
    /// `<caption>`.
    Caption,
    /// `<thead>` (true), `<tbody>`, `<tfoot>`.
    Section { head: bool },
    /// `<tr>`.
    Tr,
    /// `<td>` / `<th>` (true).
    Cell { header: bool },
    /// `<br>`.
    Br,
    /// `<hr>`.
    Hr,
    /// `<img>`.
    Img,
    /// `<a>`.
    A,
    /// `<strong>`, `<b>`.
    Strong,
    /// `<em>`, `<i>`, `<cite>`, `<dfn>`.
    Em,
    /// `<del>`, `<s>`, `<strike>`.
    Del,
    /// `<code>`, `<kbd>`, `<samp>`, `<tt>`.
    Code,
    /// Anything else: its text counts, the element itself does not.
    Other,
}

fn classify(name: &str) -> Tag {
    match name {
        "div" | "section" | "article" | "main" | "header" | "hgroup" | "address" | "center"
        | "details" | "summary" | "dialog" | "fieldset" | "legend" | "figure" | "figcaption"
        | "body" | "html" | "search" | "frameset" => Tag::Block,
        "p" => Tag::P,
        "a" => Tag::A,
        "span" | "font" | "small" | "big" | "abbr" | "acronym" | "sub" | "sup" | "label"
        | "time" | "mark" | "u" | "ins" | "q" | "head" | "meta" | "link" | "wbr" | "input"
        | "source" | "picture" => Tag::Other,
        "strong" | "b" => Tag::Strong,
        "em" | "i" | "cite" | "dfn" | "var" => Tag::Em,
        "code" | "kbd" | "samp" | "tt" => Tag::Code,
        "li" => Tag::Li,
        "ul" | "menu" | "dir" => Tag::List { ordered: false },
        "ol" => Tag::List { ordered: true },
        "h1" => Tag::Heading(1),
        "h2" => Tag::Heading(2),
        "h3" => Tag::Heading(3),
        "h4" => Tag::Heading(4),
        "h5" => Tag::Heading(5),
        "h6" => Tag::Heading(6),
        "br" => Tag::Br,
        "img" => Tag::Img,
        "pre" | "listing" | "xmp" | "plaintext" => Tag::Pre,
        "blockquote" => Tag::Quote,
        "table" => Tag::Table,
        "tr" => Tag::Tr,
        "td" => Tag::Cell { header: false },
        "th" => Tag::Cell { header: true },
        "thead" => Tag::Section { head: true },
        "tbody" | "tfoot" => Tag::Section { head: false },
        "caption" => Tag::Caption,
        "hr" => Tag::Hr,
        "dl" => Tag::Dl,
        "dt" => Tag::Dt,
        "dd" => Tag::Dd,
        "del" | "s" | "strike" => Tag::Del,
        "script" | "style" | "template" | "iframe" | "svg" | "canvas" | "nav" | "footer"
        | "aside" | "form" | "button" | "select" | "object" | "embed" | "textarea" | "video"
        | "audio" | "noembed" | "noframes" | "datalist" => Tag::Drop,
        "noscript" => Tag::Noscript,
        "title" => Tag::Title,
        "base" => Tag::Base,
        _ => Tag::Other,
    }
}

/// An open element on the converter's stack, and what closing it does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// Inside a dropped element.
    Skip,
    /// Inside `<noscript>`.
    Noscript,
    /// Inside `<title>`.
    Title,
    /// A paragraph-separating block; `lang` when its class named a code language.
    Block { lang: bool },
    /// `<p>`.
    P,
    /// A heading of this level.
    Heading(u8),
    /// A list (its [`ListCtx`] is on `lists`).
    List,
    /// A list item.
    Item(Slot),
    /// `<dl>`.
    Dl,
    /// `<dt>`.
    Dt,
    /// `<dd>`, like an item.
    Dd(Slot),
    /// `<blockquote>`.
    Quote(Slot),
    /// `<pre>`.
    Pre,
    /// `<table>` (its [`TableCtx`] is on `tables`).
    Table,
    /// `<caption>`.
    Caption,
    /// `<thead>`, `<tbody>`, `<tfoot>`.
    Section,
    /// `<tr>`.
    Tr,
    /// `<td>`, `<th>`.
    Cell,
    /// Strong, emphasis, strikethrough or link (its [`InlineOpen`] is on `inline`).
    Inline,
    /// Inline code.
    Code,
}

/// Where a list item or blockquote keeps its line prefix.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    /// A [`Container`] on `containers`.
    Container,
    /// Nested beyond [`MAX_CONTAINER_DEPTH`]: only a pending marker (`flat_marker`).
    Flat,
    /// Nothing (blockquotes nested beyond the cap).
    None,
}

/// One entry of the open-element stack.
#[derive(Clone, Copy, Debug)]
struct Entry {
    /// Increasing id, for the end-tag callback.
    id: u32,
    /// What closing it does.
    kind: Kind,
}

/// A blockquote or list item: contributes a prefix to every line written inside it.
#[derive(Debug)]
struct Container {
    /// `> ` (true) or a list marker.
    quote: bool,
    /// `- `, `3. `, `: `.
    marker: String,
    /// The marker has not been written yet (nothing in the item so far).
    pending: bool,
    /// A line has been written inside it.
    started: bool,
}

/// Finished blocks plus what the next block needs to know (separator, line prefixes).
#[derive(Debug, Default)]
struct Writer {
    /// Finished Markdown; never ends with a newline.
    out: String,
    /// Newlines wanted before the next block: 1 = new line, 2 = blank line.
    sep: u8,
    containers: Vec<Container>,
    /// Marker of a list item nested beyond [`MAX_CONTAINER_DEPTH`], not yet written.
    flat_marker: Option<String>,
}

/// An open list.
#[derive(Debug)]
struct ListCtx {
    ordered: bool,
    next: u64,
    items: u32,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum InlineKind {
    Strong,
    Em,
    Del,
    Link,
}

/// An open inline element whose Markdown delimiters are written lazily (only around text).
#[derive(Debug)]
struct InlineOpen {
    kind: InlineKind,
    /// For links: the absolute URL.
    url: String,
    /// Where the text after the opening delimiter starts in `para`, once written.
    emitted_at: Option<usize>,
}

impl InlineOpen {
    fn opener(&self) -> &'static str {
        match self.kind {
            InlineKind::Strong => "**",
            InlineKind::Em => "*",
            InlineKind::Del => "~~",
            InlineKind::Link => "[",
        }
    }
}

/// A table cell collected while a table is buffered.
#[derive(Debug)]
struct Cell {
    text: String,
    span: usize,
    header: bool,
}

/// A table row collected while a table is buffered.
#[derive(Debug, Default)]
struct Row {
    cells: Vec<Cell>,
    in_head: bool,
}

/// An open table. A table starts buffered (cells collected, written as a GFM table at the end);
/// anything a GFM cell cannot hold (a heading, code block, quote, nested table, a very long
/// cell) turns it into a layout table whose cells are written as ordinary paragraphs.
#[derive(Debug, Default)]
struct TableCtx {
    buffered: bool,
    rows: Vec<Row>,
    row: Option<Row>,
    in_head: bool,
    in_cell: bool,
    cell_span: usize,
    cell_header: bool,
    in_caption: bool,
    caption: String,
}

/// Positions (in `stack`) of the open elements of one sort, for implied end tags in O(1).
#[derive(Debug, Default)]
struct Marks(Vec<usize>);

impl Marks {
    fn last(&self) -> Option<usize> {
        self.0.last().copied()
    }
    /// True when the last mark is above every boundary mark.
    fn above(&self, boundaries: &[&Marks]) -> Option<usize> {
        let last = self.last()?;
        let bound = boundaries.iter().filter_map(|b| b.last()).max();
        match bound {
            Some(b) if b > last => None,
            _ => Some(last),
        }
    }
}

/// The converter.
struct State {
    base: Url,
    base_set: bool,
    html_len: usize,
    deadline: Instant,
    budget: Duration,
    max_out: usize,
    ticks: u32,
    abort: Option<ConvertError>,

    next_id: u32,
    stack: Vec<Entry>,
    m_p: Marks,
    m_li: Marks,
    m_list: Marks,
    m_dtdd: Marks,
    m_dl: Marks,
    m_tr: Marks,
    m_cell: Marks,
    m_table: Marks,
    m_section: Marks,
    m_scope: Marks,

    /// Where blocks are written: the page, or a table cell being collected.
    w: Writer,
    /// The writers below `w` (one per buffered table cell being collected).
    writers: Vec<Writer>,
    /// Bytes held by `writers`.
    saved_bytes: usize,
    /// The paragraph being built, without line prefixes.
    para: String,
    pending_space: bool,
    pending_break: u8,
    lists: Vec<ListCtx>,
    inline: Vec<InlineOpen>,
    unemitted: usize,
    links_open: usize,
    /// Inline code: where its text starts in `para`, once there is text.
    code: Option<Option<usize>>,
    heading: u8,

    pre_depth: u32,
    pre: String,
    pre_lang: Option<String>,
    lang_hints: Vec<String>,

    tables: Vec<TableCtx>,
    table_bytes: usize,

    skip_depth: u32,
    in_noscript: bool,
    noscript: String,
    noscript_js: bool,
    in_title: bool,
    title_buf: String,
    title: Option<String>,
    title_done: bool,

    /// Carry-over of an entity cut at a text chunk boundary.
    carry: String,
    text_chars: usize,
}

impl State {
    fn new(base: Url, html_len: usize, deadline: Instant, budget: Duration) -> Self {
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
            carry: String::new(),
            text_chars: 0,
        }
    }

    /// Deadline and output-size checkpoint, once per token.
    fn tick(&mut self) -> HandlerResult {
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

    // -----------------------------------------------------------------------------------------
    // Elements.

    fn on_element(&mut self, el: &mut Element<'_, '_>, rc: &Rc<RefCell<State>>) -> HandlerResult {
        self.tick()?;
        if self.skip_depth > 0 {
            return Ok(());
        }
        let name = el.tag_name();
        let mut tag = classify(&name);
        if el.has_attribute("hidden")
            || el
                .get_attribute("aria-hidden")
                .is_some_and(|v| v.trim().eq_ignore_ascii_case("true"))
        {
            tag = Tag::Drop;
        }
        let kind = match tag {
            Tag::Other => return Ok(()),
            Tag::Drop => {
                self.skip_depth += 1;
                Kind::Skip
            }
            Tag::Noscript => {
                self.skip_depth += 1;
                self.in_noscript = true;
                self.noscript.clear();
                Kind::Noscript
            }
            Tag::Title => {
                self.skip_depth += 1;
                if self.title_done {
                    Kind::Skip
                } else {
                    self.in_title = true;
                    self.title_buf.clear();
                    Kind::Title
                }
            }
            Tag::Base => {
                if !self.base_set
                    && let Some(href) = el.get_attribute("href")
                    && let Ok(url) = self.base.join(decode_attr(&href).trim())
                    && matches!(url.scheme(), "http" | "https")
                {
                    self.base = url;
                    self.base_set = true;
                }
                return Ok(());
            }
            Tag::Br => {
                self.line_break();
                return Ok(());
            }
            Tag::Hr => {
                self.close_p();
                self.rule();
                return Ok(());
            }
            Tag::Img => {
                self.image(el);
                return Ok(());
            }
            _ => match self.open(tag, &name, el) {
                Some(kind) => kind,
                None => return Ok(()),
            },
        };
        let id = self.push(kind);
        if el.can_have_content() {
            let rc = rc.clone();
            el.on_end_tag(Box::new(move |_| {
                rc.borrow_mut().close_id(id);
                Ok(())
            }))?;
        } else {
            self.close_id(id);
        }
        Ok(())
    }

    /// Start-tag work for the elements that go on the stack; `None` = nothing to track.
    fn open(&mut self, tag: Tag, name: &str, el: &mut Element<'_, '_>) -> Option<Kind> {
        if self.pre_depth > 0 {
            return self.open_in_pre(tag, el);
        }
        match tag {
            Tag::Block => {
                let lang = if name == "div" {
                    el.get_attribute("class")
                        .and_then(|c| lang_from_class(&c, false))
                } else {
                    None
                };
                if tag_closes_p(name) {
                    self.close_p();
                }
                self.block_boundary();
                let has_lang = lang.is_some();
                if let Some(lang) = lang {
                    self.lang_hints.push(lang);
                }
                Some(Kind::Block { lang: has_lang })
            }
            Tag::P => {
                self.close_p();
                self.block_boundary();
                Some(Kind::P)
            }
            Tag::Heading(level) => {
                self.close_p();
                if self.cell_mode() {
                    self.flip_table();
                }
                self.block_boundary();
                self.heading = level;
                Some(Kind::Heading(level))
            }
            Tag::List { ordered } => {
                self.close_p();
                self.flush();
                let in_item = self.w.containers.last().is_some_and(|c| !c.quote)
                    || self.w.flat_marker.is_some();
                self.request_sep(if in_item { 1 } else { 2 });
                let start = if ordered {
                    el.get_attribute("start")
                        .and_then(|s| s.trim().parse::<i64>().ok())
                        .unwrap_or(1)
                        .clamp(0, 999_999_999) as u64
                } else {
                    1
                };
                self.lists.push(ListCtx {
                    ordered,
                    next: start,
                    items: 0,
                });
                Some(Kind::List)
            }
            Tag::Li => {
                if let Some(pos) = self.m_li.above(&[&self.m_list, &self.m_scope]) {
                    self.close_at(pos);
                }
                self.close_p();
                self.flush();
                let value = el
                    .get_attribute("value")
                    .and_then(|v| v.trim().parse::<i64>().ok());
                let (marker, first) = match self.lists.last_mut() {
                    Some(list) => {
                        list.items += 1;
                        let first = list.items == 1;
                        if list.ordered {
                            if let Some(v) = value {
                                list.next = v.clamp(0, 999_999_999) as u64;
                            }
                            let m = format!("{}. ", list.next);
                            list.next = (list.next + 1).min(999_999_999);
                            (m, first)
                        } else {
                            ("- ".to_string(), first)
                        }
                    }
                    None => ("- ".to_string(), true),
                };
                if first {
                    self.request_sep(1);
                } else if !self.fresh_item() {
                    self.w.sep = 1;
                }
                Some(Kind::Item(self.push_container(false, marker)))
            }
            Tag::Dl => {
                self.close_p();
                self.block_boundary();
                Some(Kind::Dl)
            }
            Tag::Dt | Tag::Dd => {
                if let Some(pos) = self.m_dtdd.above(&[&self.m_dl, &self.m_scope]) {
                    self.close_at(pos);
                }
                self.close_p();
                self.flush();
                if tag == Tag::Dt {
                    self.request_sep(2);
                    Some(Kind::Dt)
                } else {
                    self.request_sep(1);
                    Some(Kind::Dd(self.push_container(false, ": ".into())))
                }
            }
            Tag::Quote => {
                self.close_p();
                if self.cell_mode() {
                    self.flip_table();
                }
                self.block_boundary();
                Some(Kind::Quote(self.push_container(true, "> ".into())))
            }
            Tag::Pre => {
                self.close_p();
                if self.cell_mode() {
                    self.flip_table();
                }
                self.block_boundary();
                self.pre_depth = 1;
                self.pre.clear();
                self.pre_lang = el
                    .get_attribute("class")
                    .and_then(|c| lang_from_class(&c, true))
                    .or_else(|| self.lang_hints.last().cloned());
                Some(Kind::Pre)
            }
            Tag::Table => {
                self.close_p();
                if self.cell_mode() {
                    self.flip_table();
                }
                self.flush();
                self.request_sep(2);
                self.tables.push(TableCtx {
                    buffered: true,
                    ..TableCtx::default()
                });
                Some(Kind::Table)
            }
            Tag::Caption => {
                let t = self.tables.last()?;
                if t.buffered && !t.in_cell && !t.in_caption {
                    self.flush();
                    self.push_writer();
                    if let Some(t) = self.tables.last_mut() {
                        t.in_caption = true;
                    }
                } else {
                    self.block_boundary();
                }
                Some(Kind::Caption)
            }
            Tag::Section { head } => {
                if self.tables.is_empty() {
                    return None;
                }
                if let Some(pos) = self.m_section.above(&[&self.m_table]) {
                    self.close_at(pos);
                }
                if let Some(pos) = self.m_tr.above(&[&self.m_table]) {
                    self.close_at(pos);
                }
                if let Some(t) = self.tables.last_mut() {
                    t.in_head = head;
                }
                Some(Kind::Section)
            }
            Tag::Tr => {
                if self.tables.is_empty() {
                    self.block_boundary();
                    return Some(Kind::Block { lang: false });
                }
                if let Some(pos) = self.m_tr.above(&[&self.m_table]) {
                    self.close_at(pos);
                }
                let buffered = self.tables.last().is_some_and(|t| t.buffered);
                if buffered {
                    self.flush();
                    let t = self.tables.last_mut()?;
                    t.row = Some(Row {
                        cells: Vec::new(),
                        in_head: t.in_head,
                    });
                } else {
                    self.block_boundary();
                }
                Some(Kind::Tr)
            }
            Tag::Cell { header } => {
                if self.tables.is_empty() {
                    self.block_boundary();
                    return Some(Kind::Block { lang: false });
                }
                if let Some(pos) = self.m_cell.above(&[&self.m_table]) {
                    self.close_at(pos);
                }
                let buffered = self.tables.last().is_some_and(|t| t.buffered);
                if buffered {
                    // Text that sat in the table outside any cell goes before the table.
                    self.flush();
                    let span = el
                        .get_attribute("colspan")
                        .and_then(|s| s.trim().parse::<usize>().ok())
                        .unwrap_or(1)
                        .clamp(1, MAX_COLUMNS);
                    let t = self.tables.last_mut()?;
                    if t.row.is_none() {
                        t.row = Some(Row {
                            cells: Vec::new(),
                            in_head: t.in_head,
                        });
                    }
                    t.in_cell = true;
                    t.cell_span = span;
                    t.cell_header = header;
                    self.push_writer();
                } else {
                    self.block_boundary();
                }
                Some(Kind::Cell)
            }
            Tag::A => {
                if self.code.is_some() || self.links_open > 0 {
                    return None;
                }
                let url = self.resolve(&el.get_attribute("href")?)?;
                self.links_open += 1;
                Some(self.push_inline(InlineKind::Link, url))
            }
            Tag::Strong | Tag::Em | Tag::Del => {
                let kind = match tag {
                    Tag::Strong => InlineKind::Strong,
                    Tag::Em => InlineKind::Em,
                    _ => InlineKind::Del,
                };
                if self.code.is_some() || self.inline.iter().any(|i| i.kind == kind) {
                    return None;
                }
                Some(self.push_inline(kind, String::new()))
            }
            Tag::Code => {
                if self.code.is_some() {
                    return None;
                }
                self.code = Some(None);
                Some(Kind::Code)
            }
            _ => None,
        }
    }

    /// Inside `<pre>` only line structure and the code language matter.
    fn open_in_pre(&mut self, tag: Tag, el: &mut Element<'_, '_>) -> Option<Kind> {
        match tag {
            Tag::Code => {
                // Sites that show one of several variants (node's CJS/ESM) put them side by side.
                self.pre_newline();
                if self.pre_lang.is_none() {
                    self.pre_lang = el
                        .get_attribute("class")
                        .and_then(|c| lang_from_class(&c, false));
                }
                None
            }
            Tag::Pre => {
                self.pre_depth += 1;
                Some(Kind::Pre)
            }
            Tag::Block
            | Tag::P
            | Tag::Heading(_)
            | Tag::List { .. }
            | Tag::Li
            | Tag::Dl
            | Tag::Dt
            | Tag::Dd
            | Tag::Quote
            | Tag::Table
            | Tag::Tr => {
                self.pre_newline();
                Some(Kind::Block { lang: false })
            }
            _ => None,
        }
    }

    fn push(&mut self, kind: Kind) -> u32 {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1);
        let pos = self.stack.len();
        match kind {
            Kind::P => self.m_p.0.push(pos),
            Kind::Item(_) => self.m_li.0.push(pos),
            Kind::List => self.m_list.0.push(pos),
            Kind::Dt | Kind::Dd(_) => self.m_dtdd.0.push(pos),
            Kind::Dl => self.m_dl.0.push(pos),
            Kind::Tr => self.m_tr.0.push(pos),
            Kind::Cell => {
                self.m_cell.0.push(pos);
                self.m_scope.0.push(pos);
            }
            Kind::Table => {
                self.m_table.0.push(pos);
                self.m_scope.0.push(pos);
            }
            Kind::Caption => self.m_scope.0.push(pos),
            Kind::Section => self.m_section.0.push(pos),
            _ => {}
        }
        self.stack.push(Entry { id, kind });
        id
    }

    fn push_inline(&mut self, kind: InlineKind, url: String) -> Kind {
        self.inline.push(InlineOpen {
            kind,
            url,
            emitted_at: None,
        });
        self.unemitted += 1;
        Kind::Inline
    }

    fn push_container(&mut self, quote: bool, marker: String) -> Slot {
        if self.w.containers.len() >= MAX_CONTAINER_DEPTH {
            if quote {
                return Slot::None;
            }
            self.w.flat_marker = Some(marker);
            return Slot::Flat;
        }
        self.w.containers.push(Container {
            quote,
            marker,
            pending: !quote,
            started: false,
        });
        Slot::Container
    }

    fn pop_slot(&mut self, slot: Slot) {
        match slot {
            Slot::Container => {
                self.w.containers.pop();
            }
            Slot::Flat => self.w.flat_marker = None,
            Slot::None => {}
        }
    }

    /// The end tag of element `id` arrived (or its parent's did).
    fn close_id(&mut self, id: u32) {
        if let Ok(pos) = self.stack.binary_search_by(|e| e.id.cmp(&id)) {
            self.close_at(pos);
        }
    }

    /// Closes the element at `pos` and everything opened after it.
    fn close_at(&mut self, pos: usize) {
        while self.stack.len() > pos {
            self.close_top();
        }
    }

    fn close_top(&mut self) {
        let Some(entry) = self.stack.pop() else {
            return;
        };
        let pos = self.stack.len();
        let unmark = |m: &mut Marks| {
            if m.last() == Some(pos) {
                m.0.pop();
            }
        };
        match entry.kind {
            Kind::P => unmark(&mut self.m_p),
            Kind::Item(_) => unmark(&mut self.m_li),
            Kind::List => unmark(&mut self.m_list),
            Kind::Dt | Kind::Dd(_) => unmark(&mut self.m_dtdd),
            Kind::Dl => unmark(&mut self.m_dl),
            Kind::Tr => unmark(&mut self.m_tr),
            Kind::Cell => {
                unmark(&mut self.m_cell);
                unmark(&mut self.m_scope);
            }
            Kind::Table => {
                unmark(&mut self.m_table);
                unmark(&mut self.m_scope);
            }
            Kind::Caption => unmark(&mut self.m_scope),
            Kind::Section => unmark(&mut self.m_section),
            _ => {}
        }
        match entry.kind {
            Kind::Skip => self.skip_depth = self.skip_depth.saturating_sub(1),
            Kind::Noscript => {
                self.skip_depth = self.skip_depth.saturating_sub(1);
                self.in_noscript = false;
                if noscript_asks_for_js(&self.noscript) {
                    self.noscript_js = true;
                }
                self.noscript.clear();
            }
            Kind::Title => {
                self.skip_depth = self.skip_depth.saturating_sub(1);
                self.in_title = false;
                self.title_done = true;
                let t = collapse_whitespace(&self.title_buf);
                self.title = (!t.is_empty()).then_some(t);
            }
            Kind::Block { lang } => {
                if lang {
                    self.lang_hints.pop();
                }
                if self.pre_depth > 0 {
                    self.pre_newline();
                } else {
                    self.block_boundary();
                }
            }
            Kind::P | Kind::Dl => self.block_boundary(),
            Kind::Heading(_) => {
                self.flush();
                self.heading = 0;
                self.request_sep(2);
            }
            Kind::List => {
                self.lists.pop();
                self.flush();
                self.request_sep(2);
            }
            Kind::Item(slot) | Kind::Dd(slot) => {
                self.flush();
                self.pop_slot(slot);
            }
            Kind::Dt => self.flush(),
            Kind::Quote(slot) => {
                self.flush();
                self.pop_slot(slot);
                self.request_sep(2);
            }
            Kind::Pre => {
                self.pre_depth = self.pre_depth.saturating_sub(1);
                if self.pre_depth == 0 {
                    self.code_block();
                }
            }
            Kind::Table => self.finish_table(),
            Kind::Caption => {
                let take = self
                    .tables
                    .last()
                    .is_some_and(|t| t.buffered && t.in_caption);
                if take {
                    let text = self.pop_writer();
                    if let Some(t) = self.tables.last_mut() {
                        t.in_caption = false;
                        t.caption = text;
                    }
                } else {
                    self.block_boundary();
                }
            }
            Kind::Section => {
                if let Some(t) = self.tables.last_mut() {
                    t.in_head = false;
                }
            }
            Kind::Tr => {
                let buffered = self.tables.last().is_some_and(|t| t.buffered);
                if buffered {
                    if let Some(t) = self.tables.last_mut()
                        && let Some(row) = t.row.take()
                        && !row.cells.is_empty()
                    {
                        t.rows.push(row);
                    }
                } else {
                    self.block_boundary();
                }
            }
            Kind::Cell => self.finish_cell(),
            Kind::Inline => self.close_inline(),
            Kind::Code => self.close_code(),
        }
    }

    /// Closes an open `<p>` (block-level start tags do, as in the HTML parser).
    fn close_p(&mut self) {
        if let Some(pos) = self.m_p.above(&[&self.m_scope]) {
            self.close_at(pos);
        }
    }

    // -----------------------------------------------------------------------------------------
    // Text.

    fn on_text(&mut self, chunk: &mut TextChunk<'_>) -> HandlerResult {
        self.tick()?;
        let last = chunk.last_in_text_node();
        let ty = chunk.text_type();
        let text = chunk.as_str();
        if self.carry.is_empty() {
            let cut = if last { text.len() } else { entity_cut(text) };
            self.text(&text[..cut], ty);
            self.carry.push_str(&text[cut..]);
            return Ok(());
        }
        let mut joined = std::mem::take(&mut self.carry);
        joined.push_str(text);
        let cut = if last {
            joined.len()
        } else {
            entity_cut(&joined)
        };
        self.carry = joined[cut..].to_string();
        self.text(&joined[..cut], ty);
        Ok(())
    }

    fn text(&mut self, s: &str, ty: TextType) {
        if s.is_empty() {
            return;
        }
        let decode = matches!(ty, TextType::Data | TextType::RCData);
        if self.skip_depth > 0 {
            if self.in_title {
                if self.title_buf.len() < CAPTURE_MAX {
                    decode_into(s, &mut self.title_buf);
                }
            } else if self.in_noscript && self.noscript.len() < CAPTURE_MAX {
                self.noscript.push_str(s);
            }
            return;
        }
        if ty == TextType::ScriptData {
            return;
        }
        if self.pre_depth > 0 {
            self.pre_text(s, decode);
        } else {
            self.inline_text(s, decode);
        }
    }

    fn pre_text(&mut self, s: &str, decode: bool) {
        let b = s.as_bytes();
        let mut i = 0;
        let mut run = 0;
        while i < b.len() {
            let c = b[i];
            let special =
                (c == b'&' && decode) || c == b'\r' || (c < 0x20 && c != b'\t' && c != b'\n');
            if !special {
                i += 1;
                continue;
            }
            self.pre.push_str(&s[run..i]);
            match c {
                b'&' => {
                    if let Some((rep, used)) = decode_entity(&s[i..], false) {
                        for ch in rep.chars() {
                            if ch == '\r' {
                                self.pre.push('\n');
                            } else if !ch.is_control() || ch == '\t' || ch == '\n' {
                                self.pre.push(ch);
                            }
                        }
                        i += used;
                    } else {
                        self.pre.push('&');
                        i += 1;
                    }
                }
                b'\r' => {
                    self.pre.push('\n');
                    i += if b.get(i + 1) == Some(&b'\n') { 2 } else { 1 };
                }
                _ => i += 1,
            }
            run = i;
        }
        self.pre.push_str(&s[run..]);
        if self.text_chars < NEEDS_JS_MAX_TEXT {
            self.text_chars += s.chars().filter(|c| !c.is_whitespace()).count();
        }
    }

    fn inline_text(&mut self, s: &str, decode: bool) {
        let b = s.as_bytes();
        let n = b.len();
        let mut i = 0;
        while i < n {
            let start = i;
            while i < n {
                match CLASS[b[i] as usize] {
                    C_PLAIN => i += 1,
                    C_LEAD_C2 if !matches!(b.get(i + 1), Some(0xA0 | 0xAD)) => i += 2,
                    C_LEAD_E2 if !is_e2_special(b, i) => i += 3,
                    C_LEAD_EF if !(b.get(i + 1) == Some(&0xBB) && b.get(i + 2) == Some(&0xBF)) => {
                        i += 3
                    }
                    _ => break,
                }
            }
            let i_end = i.min(n);
            if i_end > start {
                self.plain(&s[start..i_end]);
            }
            i = i_end;
            if i >= n {
                break;
            }
            let c = b[i];
            match CLASS[c as usize] {
                C_SPACE => {
                    self.pending_space = true;
                    i += 1;
                }
                C_DROP => i += 1,
                C_LEAD_C2 => {
                    if b[i + 1] == 0xA0 {
                        self.pending_space = true;
                    }
                    i += 2;
                }
                C_LEAD_E2 => {
                    // U+2028 / U+2029 separate lines: a space; U+200B: nothing.
                    if b[i + 2] != 0x8B {
                        self.pending_space = true;
                    }
                    i += 3;
                }
                C_LEAD_EF => i += 3,
                C_AMP if decode => match decode_entity(&s[i..], false) {
                    Some((rep, used)) => {
                        let next = b.get(i + used).copied();
                        self.decoded(rep, next);
                        i += used;
                    }
                    None => {
                        self.plain("&");
                        i += 1;
                    }
                },
                _ => {
                    self.special(c, b.get(i + 1).copied());
                    i += 1;
                }
            }
        }
    }

    /// Text produced by an entity; `next` is the byte after the entity in the source.
    fn decoded(&mut self, rep: Decoded, next: Option<u8>) {
        let mut buf = [0u8; 4];
        let s: &str = match rep {
            Decoded::Str(s) => s,
            Decoded::Char(c) => c.encode_utf8(&mut buf),
        };
        for ch in s.chars() {
            if ch.is_ascii() {
                let c = ch as u8;
                match CLASS[c as usize] {
                    C_PLAIN => self.plain(ch.encode_utf8(&mut [0u8; 4])),
                    C_SPACE => self.pending_space = true,
                    C_DROP => {}
                    _ => self.special(c, next),
                }
            } else if ch == '\u{a0}' || ch == '\u{2028}' || ch == '\u{2029}' {
                self.pending_space = true;
            } else if ch == '\u{ad}' || ch == '\u{200b}' || ch == '\u{feff}' || ch.is_control() {
            } else {
                self.plain(ch.encode_utf8(&mut [0u8; 4]));
            }
        }
    }

    /// A Markdown-significant ASCII character in text.
    fn special(&mut self, c: u8, next: Option<u8>) {
        let in_code = self.code.is_some();
        let escape = match c {
            b'\\' | b'*' | b'`' => !in_code,
            b'_' => {
                let prev_alnum = self
                    .para
                    .as_bytes()
                    .last()
                    .is_some_and(u8::is_ascii_alphanumeric)
                    && !self.pending_space;
                let next_alnum = next.is_some_and(|n| n.is_ascii_alphanumeric());
                !(in_code || prev_alnum && next_alnum)
            }
            b'[' | b']' => !in_code && self.links_open > 0,
            b'<' => {
                !in_code
                    && next
                        .is_some_and(|n| n.is_ascii_alphabetic() || matches!(n, b'/' | b'!' | b'?'))
            }
            b'|' => self.cell_mode(),
            _ => false,
        };
        self.before_content();
        if escape {
            self.para.push('\\');
        }
        self.para.push(c as char);
        self.text_chars += 1;
    }

    /// Text with nothing Markdown-significant in it.
    fn plain(&mut self, s: &str) {
        self.before_content();
        self.para.push_str(s);
        if self.text_chars < NEEDS_JS_MAX_TEXT {
            self.text_chars += s.chars().count();
        }
    }

    /// Writes pending whitespace and the opening delimiters of inline elements before content.
    fn before_content(&mut self) {
        if !self.para.is_empty() {
            if self.pending_break > 0 {
                if self.code.is_some() {
                    self.para.push(' ');
                } else {
                    self.para.push('\n');
                    if self.pending_break > 1 {
                        self.para.push('\n');
                    }
                }
            } else if self.pending_space {
                self.para.push(' ');
            }
        }
        self.pending_space = false;
        self.pending_break = 0;
        if self.unemitted > 0 {
            for open in &mut self.inline {
                if open.emitted_at.is_none() {
                    self.para.push_str(open.opener());
                    open.emitted_at = Some(self.para.len());
                }
            }
            self.unemitted = 0;
        }
        if let Some(code @ None) = &mut self.code {
            *code = Some(self.para.len());
        }
    }

    fn line_break(&mut self) {
        if self.pre_depth > 0 {
            self.pre.push('\n');
        } else if self.code.is_some() {
            self.pending_space = true;
        } else {
            self.pending_break = (self.pending_break + 1).min(2);
        }
    }

    fn pre_newline(&mut self) {
        if !self.pre.is_empty() && !self.pre.ends_with('\n') {
            self.pre.push('\n');
        }
    }

    fn image(&mut self, el: &Element<'_, '_>) {
        if self.pre_depth > 0 || self.code.is_some() {
            return;
        }
        let Some(alt) = el.get_attribute("alt") else {
            return;
        };
        let mut decoded = String::new();
        decode_into(&alt, &mut decoded);
        let alt = collapse_whitespace(&decoded);
        if alt.is_empty() {
            return;
        }
        let src = el
            .get_attribute("src")
            .filter(|s| !s.trim().is_empty())
            .or_else(|| el.get_attribute("data-src"));
        let Some(url) = src.and_then(|s| self.resolve(&s)) else {
            return;
        };
        let cell = self.cell_mode();
        self.before_content();
        self.para.push_str("![");
        for ch in alt.chars() {
            if matches!(ch, '[' | ']' | '\\') || (ch == '|' && cell) {
                self.para.push('\\');
            }
            self.para.push(ch);
        }
        self.para.push_str("](");
        self.para.push_str(&url);
        self.para.push(')');
        if self.text_chars < NEEDS_JS_MAX_TEXT {
            self.text_chars += alt.chars().count();
        }
    }

    /// Resolves an `href`/`src` attribute against the base URL; `None` drops the link.
    fn resolve(&self, raw: &str) -> Option<String> {
        let decoded = decode_attr(raw);
        let href = decoded.trim_matches(|c: char| c.is_ascii_whitespace() || c == '\0');
        if href.is_empty() || href.starts_with('#') || href.len() > MAX_URL_LEN {
            return None;
        }
        let url = self.base.join(href).ok()?;
        if matches!(url.scheme(), "javascript" | "data" | "vbscript") {
            return None;
        }
        let mut s: String = url.into();
        if s.len() > MAX_URL_LEN {
            return None;
        }
        let opens = s.bytes().filter(|&b| b == b'(').count();
        let closes = s.bytes().filter(|&b| b == b')').count();
        if opens != closes || s.contains(")(") {
            s = s.replace('(', "%28").replace(')', "%29");
        }
        Some(s)
    }

    // -----------------------------------------------------------------------------------------
    // Inline delimiters.

    fn close_inline(&mut self) {
        let Some(open) = self.inline.pop() else {
            return;
        };
        if open.kind == InlineKind::Link {
            self.links_open = self.links_open.saturating_sub(1);
        }
        match open.emitted_at {
            None => self.unemitted = self.unemitted.saturating_sub(1),
            Some(pos) => self.write_closer(&open, pos),
        }
    }

    fn write_closer(&mut self, open: &InlineOpen, pos: usize) {
        if self.para.len() <= pos {
            self.para.truncate(pos.saturating_sub(open.opener().len()));
            return;
        }
        match open.kind {
            InlineKind::Link => {
                self.para.push_str("](");
                self.para.push_str(&open.url);
                self.para.push(')');
            }
            _ => self.para.push_str(open.opener()),
        }
    }

    fn close_code(&mut self) {
        if let Some(Some(start)) = self.code.take() {
            self.finish_code_span(start);
        }
    }

    /// Wraps `para[start..]` in enough backticks.
    fn finish_code_span(&mut self, start: usize) {
        if start >= self.para.len() {
            return;
        }
        let content = &self.para[start..];
        let mut longest = 0;
        let mut run = 0;
        for b in content.bytes() {
            if b == b'`' {
                run += 1;
                longest = longest.max(run);
            } else {
                run = 0;
            }
        }
        let pad = content.starts_with('`') || content.ends_with('`');
        let fence = "`".repeat(longest + 1);
        let mut span = String::with_capacity(content.len() + 2 * fence.len() + 2);
        span.push_str(&fence);
        if pad {
            span.push(' ');
        }
        span.push_str(content);
        if pad {
            span.push(' ');
        }
        span.push_str(&fence);
        self.para.truncate(start);
        self.para.push_str(&span);
    }

    /// Closes every written delimiter at a block boundary; they reopen before the next text.
    fn close_delimiters(&mut self) {
        if let Some(Some(start)) = self.code {
            self.finish_code_span(start);
            self.code = Some(None);
        }
        let mut inline = std::mem::take(&mut self.inline);
        for open in inline.iter_mut().rev() {
            if let Some(pos) = open.emitted_at.take() {
                self.write_closer(open, pos);
                self.unemitted += 1;
            }
        }
        self.inline = inline;
    }

    // -----------------------------------------------------------------------------------------
    // Blocks.

    /// True while text goes into a table cell (or caption) of a buffered table.
    fn cell_mode(&self) -> bool {
        self.tables
            .last()
            .is_some_and(|t| t.buffered && (t.in_cell || t.in_caption))
    }

    /// A paragraph boundary.
    fn block_boundary(&mut self) {
        self.flush();
        self.request_sep(2);
    }

    /// True when the innermost list item has no content yet (its marker is pending).
    fn fresh_item(&self) -> bool {
        self.w.flat_marker.is_some() || self.w.containers.last().is_some_and(|c| c.pending)
    }

    fn request_sep(&mut self, n: u8) {
        if !self.fresh_item() {
            self.w.sep = self.w.sep.max(n);
        }
    }

    /// Writes the current paragraph (or heading) as a block.
    fn flush(&mut self) {
        self.close_delimiters();
        self.pending_space = false;
        self.pending_break = 0;
        if self.para.is_empty() {
            return;
        }
        let para = std::mem::take(&mut self.para);
        if self.heading > 0 {
            self.begin_line();
            for _ in 0..self.heading {
                self.w.out.push('#');
            }
            self.w.out.push(' ');
            let mut last_space = false;
            for ch in para.chars() {
                let ch = if ch == '\n' { ' ' } else { ch };
                if ch == ' ' && last_space {
                    continue;
                }
                last_space = ch == ' ';
                self.w.out.push(ch);
            }
            let trimmed = self.w.out.trim_end().len();
            self.w.out.truncate(trimmed);
        } else {
            self.write_lines(&para);
        }
        self.para = para;
        self.para.clear();
    }

    /// Writes `text` (lines separated by `\n`, blank lines allowed) as one block.
    fn write_lines(&mut self, text: &str) {
        for (i, line) in text.split('\n').enumerate() {
            if i == 0 {
                self.begin_line();
            } else if line.is_empty() {
                self.w.out.push('\n');
                self.blank_prefix();
                continue;
            } else {
                self.w.out.push('\n');
                self.prefix(false);
            }
            push_line_escaped(&mut self.w.out, line);
        }
    }

    /// Starts the first line of a block: separator, then the line prefix.
    fn begin_line(&mut self) {
        if !self.w.out.is_empty() {
            self.w.out.push('\n');
            if self.w.sep >= 2 {
                self.blank_prefix();
                self.w.out.push('\n');
            }
        }
        self.w.sep = 0;
        self.prefix(true);
    }

    /// `> ` for quotes, markers (first line) or indentation for list items.
    fn prefix(&mut self, first: bool) {
        for c in &mut self.w.containers {
            c.started = true;
            if c.quote {
                self.w.out.push_str("> ");
            } else if first && c.pending {
                self.w.out.push_str(&c.marker);
                c.pending = false;
            } else {
                for _ in 0..c.marker.len() {
                    self.w.out.push(' ');
                }
            }
        }
        if first && let Some(m) = self.w.flat_marker.take() {
            self.w.out.push_str(&m);
        }
    }

    /// The prefix of an empty line: quote markers of the quotes already started, without
    /// trailing spaces (a blank line before a quote's first line stays outside the quote).
    fn blank_prefix(&mut self) {
        for c in &self.w.containers {
            if c.quote {
                if c.started {
                    self.w.out.push_str("> ");
                }
            } else {
                for _ in 0..c.marker.len() {
                    self.w.out.push(' ');
                }
            }
        }
        let trimmed = self.w.out.trim_end_matches(' ').len();
        self.w.out.truncate(trimmed);
    }

    fn rule(&mut self) {
        if self.pre_depth > 0 {
            self.pre_newline();
            return;
        }
        self.flush();
        self.request_sep(2);
        self.begin_line();
        self.w.out.push_str("---");
        self.request_sep(2);
    }

    fn code_block(&mut self) {
        let lang = self.pre_lang.take();
        let mut body = std::mem::take(&mut self.pre);
        let trimmed = body.trim_end().len();
        body.truncate(trimmed);
        let body_start = body.len() - body.trim_start_matches('\n').len();
        let text = &body[body_start..];
        if text.trim().is_empty() {
            self.pre = body;
            self.pre.clear();
            return;
        }
        let mut longest = 0;
        let mut run = 0;
        for b in text.bytes() {
            if b == b'`' {
                run += 1;
                longest = longest.max(run);
            } else {
                run = 0;
            }
        }
        let fence = "`".repeat(longest.max(2) + 1);
        self.request_sep(2);
        self.begin_line();
        self.w.out.push_str(&fence);
        if let Some(lang) = &lang {
            self.w.out.push_str(lang);
        }
        let mut blank = false;
        for line in text.split('\n') {
            let line = line.trim_end();
            // At most one blank line in a row, in code too (F-06).
            if line.is_empty() && blank {
                continue;
            }
            blank = line.is_empty();
            self.w.out.push('\n');
            if line.is_empty() {
                self.blank_prefix();
            } else {
                self.prefix(false);
                self.w.out.push_str(line);
            }
        }
        self.w.out.push('\n');
        self.prefix(false);
        self.w.out.push_str(&fence);
        self.request_sep(2);
        self.pre = body;
        self.pre.clear();
    }

    // -----------------------------------------------------------------------------------------
    // Tables.

    /// Starts collecting a table cell (or caption) into a writer of its own.
    fn push_writer(&mut self) {
        self.pending_space = false;
        self.pending_break = 0;
        let parent = std::mem::take(&mut self.w);
        self.saved_bytes += parent.out.len();
        self.writers.push(parent);
    }

    /// Ends the cell started by [`State::push_writer`]; returns its Markdown.
    fn pop_writer(&mut self) -> String {
        self.flush();
        let parent = self.writers.pop().unwrap_or_default();
        self.saved_bytes = self.saved_bytes.saturating_sub(parent.out.len());
        std::mem::replace(&mut self.w, parent).out
    }

    fn finish_cell(&mut self) {
        let buffered_cell = self.tables.last().is_some_and(|t| t.buffered && t.in_cell);
        if !buffered_cell {
            if let Some(t) = self.tables.last_mut() {
                t.in_cell = false;
            }
            self.block_boundary();
            return;
        }
        let text = self.pop_writer();
        let Some(t) = self.tables.last_mut() else {
            return;
        };
        t.in_cell = false;
        let (span, header) = (t.cell_span, t.cell_header);
        let too_big = text.len() > CELL_MAX_BYTES
            || text.bytes().filter(|&b| b == b'\n').count() > CELL_MAX_BREAKS;
        if too_big {
            self.flip_table();
            self.raw_block(&text);
            return;
        }
        self.table_bytes += text.len() + 4;
        if let Some(t) = self.tables.last_mut()
            && let Some(row) = t.row.as_mut()
        {
            row.cells.push(Cell { text, span, header });
        }
    }

    /// Writes already-formatted Markdown (a cell's) as a block, under the current prefixes.
    fn raw_block(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        self.request_sep(2);
        for (i, line) in text.split('\n').enumerate() {
            if i == 0 {
                self.begin_line();
            } else if line.is_empty() {
                self.w.out.push('\n');
                self.blank_prefix();
                continue;
            } else {
                self.w.out.push('\n');
                self.prefix(false);
            }
            self.w.out.push_str(line);
        }
        self.request_sep(2);
    }

    /// Turns the innermost (buffered) table into a layout table: what was collected so far is
    /// written as blocks, and the rest of the table streams through as ordinary blocks. Called
    /// inside a cell, the cell's content so far is written too and its open lists continue.
    fn flip_table(&mut self) {
        let Some(t) = self.tables.last() else {
            return;
        };
        if !t.buffered {
            return;
        }
        let in_cell = t.in_cell || t.in_caption;
        let cell = if in_cell {
            self.flush();
            let parent = self.writers.pop().unwrap_or_default();
            self.saved_bytes = self.saved_bytes.saturating_sub(parent.out.len());
            Some(std::mem::replace(&mut self.w, parent))
        } else {
            None
        };
        let Some(t) = self.tables.last_mut() else {
            return;
        };
        t.buffered = false;
        t.in_caption = false;
        let caption = std::mem::take(&mut t.caption);
        let mut rows = std::mem::take(&mut t.rows);
        if let Some(row) = t.row.take() {
            rows.push(row);
        }
        self.table_bytes = 0;
        self.raw_block(&caption);
        for row in rows {
            for cell in row.cells {
                self.raw_block(&cell.text);
            }
        }
        if let Some(cell) = cell {
            self.raw_block(&cell.out);
            // Lists and quotes still open in the cell carry on in the page.
            self.w.containers.extend(cell.containers);
            if cell.flat_marker.is_some() {
                self.w.flat_marker = cell.flat_marker;
            }
            self.w.sep = self.w.sep.max(cell.sep);
        }
    }

    fn finish_table(&mut self) {
        let Some(mut t) = self.tables.pop() else {
            return;
        };
        if !t.buffered {
            self.flush();
            self.request_sep(2);
            return;
        }
        self.table_bytes = 0;
        if let Some(row) = t.row.take()
            && !row.cells.is_empty()
        {
            t.rows.push(row);
        }
        // Text that sat in the table outside any cell goes before it.
        self.flush();
        let columns = t
            .rows
            .iter()
            .map(|r| r.cells.iter().map(|c| c.span).sum::<usize>())
            .max()
            .unwrap_or(0)
            .min(MAX_COLUMNS);
        self.request_sep(2);
        self.raw_block(&t.caption);
        if columns < 2 {
            for row in t.rows {
                for cell in row.cells {
                    self.raw_block(&cell.text);
                }
            }
            self.request_sep(2);
            return;
        }
        let header_row = t
            .rows
            .first()
            .is_some_and(|r| r.in_head || r.cells.iter().all(|c| c.header));
        let mut rows = t.rows.into_iter();
        let header = if header_row { rows.next() } else { None };
        let mut line = String::new();
        self.request_sep(2);
        self.begin_line();
        table_row(&mut line, header.as_ref(), columns);
        self.w.out.push_str(&line);
        self.w.out.push('\n');
        self.prefix(false);
        for i in 0..columns {
            self.w
                .out
                .push_str(if i == 0 { "| --- |" } else { " --- |" });
        }
        for row in rows {
            line.clear();
            table_row(&mut line, Some(&row), columns);
            self.w.out.push('\n');
            self.prefix(false);
            self.w.out.push_str(&line);
        }
        self.request_sep(2);
    }

    // -----------------------------------------------------------------------------------------
    // End.

    fn finish(&mut self) -> Converted {
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

/// One `| a | b |` line; missing cells are empty, the lines of a cell are joined by `<br>`.
fn table_row(line: &mut String, row: Option<&Row>, columns: usize) {
    let mut used = 0;
    line.push('|');
    if let Some(row) = row {
        for cell in &row.cells {
            if used >= columns {
                break;
            }
            line.push(' ');
            let mut first = true;
            for part in cell
                .text
                .split('\n')
                .map(str::trim)
                .filter(|p| !p.is_empty())
            {
                if !first {
                    line.push_str("<br>");
                }
                first = false;
                line.push_str(part);
            }
            line.push_str(" |");
            used += 1;
            for _ in 1..cell.span {
                if used >= columns {
                    break;
                }
                line.push_str("  |");
                used += 1;
            }
        }
    }
    while used < columns {
        line.push_str("  |");
        used += 1;
    }
}

/// Block-level start tags that close an open `<p>` (HTML parsing rules, in short).
fn tag_closes_p(name: &str) -> bool {
    matches!(
        name,
        "div"
            | "section"
            | "article"
            | "main"
            | "header"
            | "hgroup"
            | "address"
            | "center"
            | "details"
            | "summary"
            | "dialog"
            | "fieldset"
            | "figure"
            | "figcaption"
            | "search"
    )
}

/// The code language named by a class attribute: `language-x`, `lang-x`, `highlight-source-x`,
/// `highlight-x`, or (on `<pre>`, as rustdoc writes it) a bare `rust`.
fn lang_from_class(class: &str, on_pre: bool) -> Option<String> {
    for token in class.split_ascii_whitespace() {
        let lang = token
            .strip_prefix("language-")
            .or_else(|| token.strip_prefix("lang-"))
            .or_else(|| token.strip_prefix("highlight-source-"))
            .or_else(|| token.strip_prefix("highlight-"));
        if let Some(lang) = lang
            && !lang.is_empty()
            && lang.len() <= 32
            && lang
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'+' | b'#' | b'.'))
            && !matches!(lang, "none" | "default" | "plain" | "nohighlight")
        {
            return Some(lang.to_ascii_lowercase());
        }
        if on_pre && token == "rust" {
            return Some("rust".into());
        }
    }
    None
}

/// True when `<noscript>` text (tags stripped) asks the reader to turn on JavaScript.
fn noscript_asks_for_js(raw: &str) -> bool {
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

/// Whitespace runs (any Unicode whitespace) become one space; ends trimmed.
fn collapse_whitespace(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for word in s.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// Escapes what would make a paragraph line start a heading, quote, list, rule or fence.
fn push_line_escaped(out: &mut String, line: &str) {
    let b = line.as_bytes();
    let Some(&first) = b.first() else {
        return;
    };
    let space_or_end = |i: usize| b.get(i).is_none_or(|c| *c == b' ' || *c == b'\t');
    match first {
        b'#' => {
            let n = b.iter().take_while(|&&c| c == b'#').count();
            if n <= 6 && space_or_end(n) {
                out.push('\\');
            }
        }
        b'>' => out.push('\\'),
        b'-' | b'+'
            if space_or_end(1) || (first == b'-' && b.iter().all(|&c| c == b'-' || c == b' ')) =>
        {
            out.push('\\');
        }
        b'=' if b.iter().all(|&c| c == b'=' || c == b' ') => out.push('\\'),
        b'~' if line.starts_with("~~~") => out.push('\\'),
        b'0'..=b'9' => {
            let n = b.iter().take_while(|c| c.is_ascii_digit()).count();
            if n <= 9 && matches!(b.get(n), Some(b'.' | b')')) && space_or_end(n + 1) {
                out.push_str(&line[..n]);
                out.push('\\');
                out.push_str(&line[n..]);
                return;
            }
        }
        _ => {}
    }
    out.push_str(line);
}

// ---------------------------------------------------------------------------------------------
// Character classes for the text scanner.

const C_PLAIN: u8 = 0;
const C_SPACE: u8 = 1;
const C_DROP: u8 = 2;
const C_AMP: u8 = 3;
const C_SPECIAL: u8 = 4;
const C_LEAD_C2: u8 = 5;
const C_LEAD_E2: u8 = 6;
const C_LEAD_EF: u8 = 7;

static CLASS: [u8; 256] = {
    let mut t = [C_PLAIN; 256];
    let mut i = 0;
    while i < 0x20 {
        t[i] = C_DROP;
        i += 1;
    }
    t[0x7f] = C_DROP;
    t[b' ' as usize] = C_SPACE;
    t[b'\t' as usize] = C_SPACE;
    t[b'\n' as usize] = C_SPACE;
    t[b'\r' as usize] = C_SPACE;
    t[0x0c] = C_SPACE;
    t[b'&' as usize] = C_AMP;
    t[b'\\' as usize] = C_SPECIAL;
    t[b'*' as usize] = C_SPECIAL;
    t[b'_' as usize] = C_SPECIAL;
    t[b'`' as usize] = C_SPECIAL;
    t[b'[' as usize] = C_SPECIAL;
    t[b']' as usize] = C_SPECIAL;
    t[b'<' as usize] = C_SPECIAL;
    t[b'|' as usize] = C_SPECIAL;
    t[0xC2] = C_LEAD_C2;
    t[0xE2] = C_LEAD_E2;
    t[0xEF] = C_LEAD_EF;
    t
};

/// U+200B (dropped), U+2028 and U+2029 (spaces) start with E2 80.
fn is_e2_special(b: &[u8], i: usize) -> bool {
    b.get(i + 1) == Some(&0x80) && matches!(b.get(i + 2), Some(0x8B | 0xA8 | 0xA9))
}

// ---------------------------------------------------------------------------------------------
// Character references.

/// What a character reference stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decoded {
    Str(&'static str),
    Char(char),
}

impl Decoded {
    fn chars(self) -> impl Iterator<Item = char> {
        let (s, c) = match self {
            Decoded::Str(s) => (s, None),
            Decoded::Char(c) => ("", Some(c)),
        };
        s.chars().chain(c)
    }
}

/// Windows-1252 meanings of the C1 code points in numeric references (HTML spec).
const C1: [u32; 32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
];

/// Decodes the character reference at the start of `s` (which starts with `&`); returns what
/// it stands for and how many bytes it used, or `None` when it is not a reference.
fn decode_entity(s: &str, in_attribute: bool) -> Option<(Decoded, usize)> {
    let b = s.as_bytes();
    if b.get(1) == Some(&b'#') {
        let (hex, digits_at) = match b.get(2) {
            Some(b'x' | b'X') => (true, 3),
            _ => (false, 2),
        };
        let mut value: u32 = 0;
        let mut i = digits_at;
        while let Some(&c) = b.get(i) {
            let d = match c {
                b'0'..=b'9' => u32::from(c - b'0'),
                b'a'..=b'f' if hex => u32::from(c - b'a' + 10),
                b'A'..=b'F' if hex => u32::from(c - b'A' + 10),
                _ => break,
            };
            value = value
                .saturating_mul(if hex { 16 } else { 10 })
                .saturating_add(d);
            i += 1;
        }
        if i == digits_at {
            return None;
        }
        if b.get(i) == Some(&b';') {
            i += 1;
        }
        let value = match value {
            0 => 0xFFFD,
            0x80..=0x9F => C1[(value - 0x80) as usize],
            v if v > 0x10FFFF => 0xFFFD,
            v => v,
        };
        return Some((
            Decoded::Char(char::from_u32(value).unwrap_or('\u{FFFD}')),
            i,
        ));
    }
    let name_len = b[1..]
        .iter()
        .take(entities::LONGEST)
        .take_while(|c| c.is_ascii_alphanumeric())
        .count();
    if name_len == 0 {
        return None;
    }
    let name = &s[1..1 + name_len];
    if b.get(1 + name_len) == Some(&b';') {
        let with_semi = &s[1..2 + name_len];
        if let Some(rep) = lookup(with_semi) {
            return Some((Decoded::Str(rep), name_len + 2));
        }
    }
    // Legacy references without `;` (at most 6 letters): the longest that matches.
    for len in (2..=name_len.min(6)).rev() {
        if let Some(rep) = lookup(&name[..len]) {
            let next = b.get(1 + len).copied();
            if in_attribute && next.is_some_and(|c| c.is_ascii_alphanumeric() || c == b'=') {
                return None;
            }
            return Some((Decoded::Str(rep), len + 1));
        }
    }
    None
}

fn lookup(name: &str) -> Option<&'static str> {
    entities::ENTITIES
        .binary_search_by(|(k, _)| k.as_bytes().cmp(name.as_bytes()))
        .ok()
        .map(|i| entities::ENTITIES[i].1)
}

/// Decodes character references in `s` (as in text) and appends the result to `out`.
fn decode_into(s: &str, out: &mut String) {
    let mut rest = s;
    while let Some(pos) = rest.find('&') {
        out.push_str(&rest[..pos]);
        match decode_entity(&rest[pos..], false) {
            Some((rep, used)) => {
                out.extend(rep.chars());
                rest = &rest[pos + used..];
            }
            None => {
                out.push('&');
                rest = &rest[pos + 1..];
            }
        }
    }
    out.push_str(rest);
}

/// An attribute value with character references decoded (attribute rules for legacy names).
fn decode_attr(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.contains('&') {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(pos) = rest.find('&') {
        out.push_str(&rest[..pos]);
        match decode_entity(&rest[pos..], true) {
            Some((rep, used)) => {
                out.extend(rep.chars());
                rest = &rest[pos + used..];
            }
            None => {
                out.push('&');
                rest = &rest[pos + 1..];
            }
        }
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

/// Where to cut a text chunk so that a character reference at its end is not split: the
/// position of a trailing `&…` that has no terminator yet, else the whole length.
fn entity_cut(s: &str) -> usize {
    // A reference is at most `&` + LONGEST + `;` long: only the tail can hold a cut one.
    let b = s.as_bytes();
    let from = b.len().saturating_sub(entities::LONGEST + 2);
    let Some(amp) = b[from..].iter().rposition(|&c| c == b'&').map(|i| from + i) else {
        return s.len();
    };
    if b[amp + 1..]
        .iter()
        .all(|c| c.is_ascii_alphanumeric() || *c == b'#')
    {
        amp
    } else {
        s.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> Url {
        Url::parse("https://example.org/dir/page.html").unwrap()
    }

    fn conv(html: &str) -> Converted {
        html_to_markdown(html, &base(), Duration::from_secs(30)).expect("converts")
    }

    fn md(html: &str) -> String {
        conv(html).markdown
    }

    /// No trailing whitespace, at most one blank line in a row, no leading/trailing blank line.
    fn assert_tidy(markdown: &str) {
        let mut blank = 0;
        for (n, line) in markdown.split('\n').enumerate() {
            assert!(
                !line.ends_with(' ') && !line.ends_with('\t'),
                "line {n} has trailing whitespace: {line:?}"
            );
            if line.is_empty() {
                blank += 1;
                assert!(blank < 2, "two blank lines in a row before line {n}");
            } else {
                blank = 0;
            }
        }
        assert!(!markdown.starts_with('\n') && !markdown.ends_with('\n'));
    }

    // ----- fixtures -------------------------------------------------------------------------

    /// Every `tests/fixtures/pages/NAME.html` converts (base `https://example.org/NAME/`) to
    /// exactly `NAME.md`. `GARUDA_WEB_UPDATE_GOLDEN=1` rewrites the golden files.
    #[test]
    fn fixture_pages_match_golden_markdown() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pages");
        let update = std::env::var_os("GARUDA_WEB_UPDATE_GOLDEN").is_some();
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .expect("fixture directory")
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "html"))
            .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert!(names.len() >= 12, "expected at least 12 fixture pages");
        let mut mismatched = Vec::new();
        for name in &names {
            let html = std::fs::read_to_string(dir.join(format!("{name}.html"))).unwrap();
            let base = Url::parse(&format!("https://example.org/{name}/")).unwrap();
            let got = html_to_markdown(&html, &base, Duration::from_secs(30))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_tidy(&got.markdown);
            let mut file = got.markdown.clone();
            file.push('\n');
            let golden = dir.join(format!("{name}.md"));
            if update {
                std::fs::write(&golden, &file).unwrap();
            } else if std::fs::read_to_string(&golden).ok().as_deref() != Some(file.as_str()) {
                mismatched.push(name.clone());
            }
        }
        assert!(
            mismatched.is_empty(),
            "output differs from the golden file for {mismatched:?}; \
             rerun with GARUDA_WEB_UPDATE_GOLDEN=1 and review the diff"
        );
    }

    #[test]
    fn fixture_titles_and_no_junk() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pages");
        let read = |n: &str| std::fs::read_to_string(dir.join(format!("{n}.html"))).unwrap();
        let wiki = conv(&read("wikipedia-mozilla"));
        assert_eq!(wiki.title.as_deref(), Some("Mozilla - Wikipedia"));
        assert!(!wiki.markdown.contains("mw.config"));
    }

    // ----- F-06 features --------------------------------------------------------------------

    #[test]
    fn headings_are_atx_and_single_line() {
        assert_eq!(
            md("<h1>One</h1><h2>Two <em>em</em></h2><h6>Six<br>lines</h6><h3> </h3>"),
            "# One\n\n## Two *em*\n\n###### Six lines"
        );
    }

    #[test]
    fn paragraphs_collapse_whitespace() {
        assert_eq!(
            md("<p>  a \n\t b&nbsp;&nbsp;c  </p>\n\n<p>d</p><div>e<div>f</div></div>"),
            "a b c\n\nd\n\ne\n\nf"
        );
    }

    #[test]
    fn unordered_ordered_and_nested_lists() {
        let html = "<ul><li>a<ul><li>a1</li><li>a2<ol start=\"7\"><li>x</li><li>y</li></ol></li></ul></li><li>b</li></ul>\
                    <ol start=\"3\"><li>three<li value=\"10\">ten<li>eleven</ol>";
        assert_eq!(
            md(html),
            "- a\n  - a1\n  - a2\n    7. x\n    8. y\n- b\n\n3. three\n10. ten\n11. eleven"
        );
    }

    #[test]
    fn list_items_with_paragraphs_and_code() {
        let html = "<ul><li><p>first</p><p>more</p></li><li><p>second</p><pre>code</pre></li></ul>";
        assert_eq!(
            md(html),
            "- first\n\n  more\n- second\n\n  ```\n  code\n  ```"
        );
    }

    #[test]
    fn links_are_absolute_and_base_href_wins() {
        assert_eq!(
            md(
                "<a href=\"x?a=1&amp;b=2\">rel</a> <a href=\"/root\">root</a> <a href=\"mailto:a@b.c\">mail</a>"
            ),
            "[rel](https://example.org/dir/x?a=1&b=2) [root](https://example.org/root) [mail](mailto:a@b.c)"
        );
        assert_eq!(
            md("<head><base href=\"https://other.example/base/\"></head><a href=\"x\">x</a>"),
            "[x](https://other.example/base/x)"
        );
        assert_eq!(
            md("<base href=\"sub/\"><a href=\"x\">x</a>"),
            "[x](https://example.org/dir/sub/x)"
        );
        assert_eq!(
            md("<base href=\"javascript:alert(1)//\"><base href=\"/second/\"><a href=\"x\">x</a>"),
            "[x](https://example.org/second/x)"
        );
    }

    #[test]
    fn fragment_and_script_links_keep_only_their_text() {
        assert_eq!(
            md(
                "<a href=\"#top\">top</a> <a href=\"javascript:void(0)\">js</a> <a>none</a> <a href=\"\">empty</a>"
            ),
            "top js none empty"
        );
    }

    #[test]
    fn empty_links_vanish_and_link_text_is_escaped() {
        assert_eq!(
            md("<p>a<a href=\"/x\"></a>b <a href=\"/y\"> </a>c</p>"),
            "ab c"
        );
        assert_eq!(
            md("<a href=\"/w\">see [1]</a>"),
            "[see \\[1\\]](https://example.org/w)"
        );
    }

    #[test]
    fn unbalanced_parentheses_in_urls_are_encoded() {
        assert_eq!(
            md("<a href=\"/wiki/Rust_(language)\">a</a> <a href=\"/x)y\">b</a>"),
            "[a](https://example.org/wiki/Rust_(language)) [b](https://example.org/x%29y)"
        );
    }

    #[test]
    fn links_around_blocks_repeat_per_block() {
        assert_eq!(
            md("<a href=\"/card\"><h3>Title</h3><p>Summary</p></a>"),
            "### [Title](https://example.org/card)\n\n[Summary](https://example.org/card)"
        );
    }

    #[test]
    fn images_need_alt_text() {
        assert_eq!(
            md(
                "<p><img src=\"a.png\" alt=\" A  [cat] \"> <img src=\"b.png\"> <img src=\"c.png\" alt=\"\"> \
                <img src=\"data:image/png;base64,AAAA\" alt=\"inline\"> <img data-src=\"/lazy.png\" alt=\"lazy\"></p>"
            ),
            "![A \\[cat\\]](https://example.org/dir/a.png) ![lazy](https://example.org/lazy.png)"
        );
        assert_eq!(
            md("<a href=\"/home\"><img src=\"/logo.png\" alt=\"Logo\"></a>"),
            "[![Logo](https://example.org/logo.png)](https://example.org/home)"
        );
    }

    #[test]
    fn emphasis_strong_strike_and_inline_code() {
        assert_eq!(
            md(
                "<p><b>bold</b> <strong>strong <em>both</em></strong> <i> it </i>x<del>gone</del> \
                <code>a  `b`</code> <code>`tick</code> <b></b><b><b>nested</b></b></p>"
            ),
            "**bold** **strong *both*** *it* x~~gone~~ `` a `b` `` `` `tick `` **nested**"
        );
    }

    #[test]
    fn code_inside_links_and_links_inside_code() {
        assert_eq!(
            md(
                "<a href=\"/v\"><code>Vec</code></a> <code>Option&lt;<a href=\"/t\">T</a>&gt;</code>"
            ),
            "[`Vec`](https://example.org/v) `Option<T>`"
        );
    }

    #[test]
    fn fenced_code_keeps_language_and_text() {
        assert_eq!(
            md(
                "<pre><code class=\"hljs language-rust\">fn main() {\n    let a = 1 &lt; 2;\n}\n</code></pre>"
            ),
            "```rust\nfn main() {\n    let a = 1 < 2;\n}\n```"
        );
        assert_eq!(
            md("<pre class=\"lang-py\">x = 1</pre>"),
            "```py\nx = 1\n```"
        );
        assert_eq!(
            md("<div class=\"highlight highlight-source-shell\"><pre>ls -l</pre></div>"),
            "```shell\nls -l\n```"
        );
        assert_eq!(
            md(
                "<pre class=\"rust rust-example-rendered\"><code><span class=\"kw\">let</span> x;</code></pre>"
            ),
            "```rust\nlet x;\n```"
        );
        assert_eq!(md("<pre>a\n```\nb</pre>"), "````\na\n```\nb\n````");
        assert_eq!(
            md("<pre>\n\n  indented\r\nline<br>two   \n\n</pre>"),
            "```\n  indented\nline\ntwo\n```"
        );
        assert_eq!(md("<pre>   </pre><p>after</p>"), "after");
    }

    #[test]
    fn gfm_tables() {
        let html = "<table><caption>Cap</caption><thead><tr><th>A</th><th>B|C</th></tr></thead>\
                    <tbody><tr><td>1</td><td><b>2</b><br>two</td></tr><tr><td colspan=\"2\">wide</td></tr>\
                    <tr><td>only</td></tr></tbody></table>";
        assert_eq!(
            md(html),
            "Cap\n\n| A | B\\|C |\n| --- | --- |\n| 1 | **2**<br>two |\n| wide |  |\n| only |  |"
        );
    }

    #[test]
    fn tables_without_header_row_get_an_empty_header() {
        assert_eq!(
            md("<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>"),
            "|  |  |\n| --- | --- |\n| a | b |\n| c | d |"
        );
        assert_eq!(
            md("<table><tr><th>k</th><td>v</td></tr></table>"),
            "|  |  |\n| --- | --- |\n| k | v |"
        );
    }

    #[test]
    fn implied_table_end_tags() {
        assert_eq!(
            md("<table><tr><th>h1<th>h2<tr><td>a<td>b<tr><td>c<td>d</table>"),
            "| h1 | h2 |\n| --- | --- |\n| a | b |\n| c | d |"
        );
    }

    #[test]
    fn layout_tables_become_paragraphs() {
        assert_eq!(
            md("<table><tr><td>menu</td><td><h1>Title</h1><p>Body text.</p></td></tr></table>"),
            "menu\n\n# Title\n\nBody text."
        );
        assert_eq!(
            md("<table><tr><td>one</td></tr><tr><td>column</td></tr></table>"),
            "one\n\ncolumn"
        );
        assert_eq!(
            md(
                "<table><tr><td>outer<table><tr><td>a</td><td>b</td></tr></table></td><td>x</td></tr></table>"
            ),
            "outer\n\n|  |  |\n| --- | --- |\n| a | b |\n\nx"
        );
    }

    #[test]
    fn lists_in_table_cells_keep_their_markers() {
        assert_eq!(
            md("<table><tr><th>k</th><td><ul><li>a</li><li>b</li></ul></td></tr></table>"),
            "|  |  |\n| --- | --- |\n| k | - a<br>- b |"
        );
    }

    #[test]
    fn blockquotes_nest() {
        assert_eq!(
            md("<p>x</p><blockquote><p>a</p><blockquote>b</blockquote><p>c</p></blockquote>"),
            "x\n\n> a\n>\n> > b\n>\n> c"
        );
    }

    #[test]
    fn line_breaks() {
        assert_eq!(
            md("<p>a<br>b<br><br>c<br><br><br><br>d<br></p>"),
            "a\nb\n\nc\n\nd"
        );
        assert_eq!(md("<p><br>lead</p>"), "lead");
    }

    #[test]
    fn horizontal_rule_and_definition_lists() {
        assert_eq!(md("<p>a</p><hr><p>b</p>"), "a\n\n---\n\nb");
        assert_eq!(
            md("<dl><dt>Term</dt><dd>Def one</dd><dd>Def two</dd><dt>T2<dd>D2</dl>"),
            "Term\n: Def one\n: Def two\n\nT2\n: D2"
        );
    }

    #[test]
    fn entities_are_decoded() {
        assert_eq!(
            md(
                "<p>&amp; &lt;&gt; &quot;&apos; &eacute;&#233;&#xE9; &copy 2 &notit; &unknown; &#0; &#x110000; &#150; &</p>"
            ),
            "& <> \"' ééé © 2 ¬it; &unknown; \u{fffd} \u{fffd} – &"
        );
        assert_eq!(
            md("<p>&lt;b&gt;not bold&lt;/b&gt;</p>"),
            "\\<b>not bold\\</b>"
        );
    }

    #[test]
    fn markdown_characters_in_text_are_escaped() {
        assert_eq!(
            md(
                "<p>*a* _b_ snake_case \\ `c` [d]</p><p># not heading</p><p>- not item</p><p>1. not item</p><p>&gt; nope</p><p>---</p>"
            ),
            "\\*a\\* \\_b\\_ snake_case \\\\ \\`c\\` [d]\n\n\\# not heading\n\n\\- not item\n\n1\\. not item\n\n\\> nope\n\n\\---"
        );
    }

    #[test]
    fn web_result_end_tag_text_survives_as_text() {
        let out = md("<p>before &lt;/web_result&gt; after</p><pre>&lt;/web_result&gt;</pre>");
        assert_eq!(out.matches("</web_result>").count(), 2, "{out}");
    }

    #[test]
    fn dropped_elements_and_comments() {
        let html = "<p>keep</p><!-- comment --><script>s()</script><style>.s{}</style>\
            <noscript>ns</noscript><template><p>tpl</p></template><iframe>if</iframe>\
            <svg><title>svgtitle</title><text>svg</text></svg><canvas>cv</canvas><nav>nav</nav>\
            <footer>foot</footer><aside>aside</aside><form>form<input value=\"v\"></form>\
            <button>btn</button><select><option>opt</option></select><object>obj</object>\
            <embed src=\"e\"><div hidden>hid</div><p aria-hidden=\"true\">aria</p>\
            <span aria-hidden=\"false\">shown</span><p>end</p>";
        assert_eq!(md(html), "keep\n\nshown\n\nend");
    }

    #[test]
    fn title_is_decoded_and_collapsed() {
        let c = conv(
            "<html><head><title>\n  A &amp;   B&nbsp;C </title></head><body><title>second</title><p>x</p></body></html>",
        );
        assert_eq!(c.title.as_deref(), Some("A & B C"));
        assert_eq!(c.markdown, "x");
        assert_eq!(conv("<title>  </title><p>x</p>").title, None);
        assert_eq!(conv("<svg><title>icon</title></svg><p>x</p>").title, None);
        assert_eq!(conv("<p>no title</p>").title, None);
    }

    #[test]
    fn nul_bytes_and_control_characters_are_removed() {
        assert_eq!(
            md("<p>a\0b\u{1}c\u{7f}d &#1;e</p><pre>x\0y\u{1b}z</pre>"),
            "abcd e\n\n```\nxyz\n```"
        );
    }

    #[test]
    fn broken_html_still_converts() {
        // `</ul>` without an open `<ul>` is ignored, as by browsers: "e" stays in the item.
        assert_eq!(md("<p>a<p>b<li>c<li>d</ul>e"), "a\n\nb\n\n- c\n- de");
        assert_eq!(md("<ul><li>c<li>d</ul>e"), "- c\n- d\n\ne");
        assert_eq!(md("<b>bold <i>both</b> plain</i>"), "**bold *both*** plain");
        assert_eq!(md("</div></p><p>ok"), "ok");
        assert_eq!(
            md("<p>unterminated <a href=\"/x\">link"),
            "unterminated [link](https://example.org/x)"
        );
        assert_eq!(md("<td>stray cell</td><tr>row"), "stray cell\n\nrow");
        assert_eq!(md(""), "");
        assert_eq!(md("<<<>>>&&&"), "<<<>>>&&&");
    }

    // ----- R-02 -----------------------------------------------------------------------------

    fn nested(open: &str, close: &str, n: usize, inner: &str) -> String {
        let mut s = String::new();
        for _ in 0..n {
            s.push_str(open);
        }
        s.push_str(inner);
        for _ in 0..n {
            s.push_str(close);
        }
        s
    }

    #[test]
    fn twenty_thousand_nested_divs() {
        let out = md(&nested("<div>", "</div>", 20_000, "deep text"));
        assert_eq!(out, "deep text");
        let unclosed = md(&"<div>x".repeat(20_000));
        assert_eq!(unclosed.matches('x').count(), 20_000);
        assert_tidy(&unclosed);
    }

    #[test]
    fn three_thousand_nested_tables() {
        let out = md(&nested(
            "<table><tr><td>",
            "</td></tr></table>",
            3_000,
            "cell",
        ));
        assert_eq!(out, "cell");
        let with_text = md(&nested(
            "<table><tr><td>t",
            "</td><td>u</td></tr></table>",
            3_000,
            "",
        ));
        assert_eq!(with_text.matches('t').count(), 3_000);
        assert_eq!(with_text.matches('u').count(), 3_000);
        assert_tidy(&with_text);
    }

    #[test]
    fn three_thousand_nested_lists_stay_small() {
        let out = md(&nested("<ul><li>i", "</li></ul>", 3_000, ""));
        assert_eq!(out.lines().count(), 3_000);
        assert!(
            out.len() < 3_000 * (2 * MAX_CONTAINER_DEPTH + 4),
            "{} bytes",
            out.len()
        );
        assert_tidy(&out);
        let quotes = md(&nested("<blockquote>q", "</blockquote>", 3_000, ""));
        assert!(quotes.len() < 3_000 * (4 * MAX_CONTAINER_DEPTH + 8));
        assert_tidy(&quotes);
    }

    #[test]
    fn many_inline_elements_and_huge_attributes() {
        let html = format!(
            "{}<a href=\"/{}\">long</a>",
            "<b><i><code><span>".repeat(5_000),
            "x".repeat(MAX_URL_LEN + 10)
        );
        let out = md(&html);
        assert!(out.contains("long"));
        assert!(out.len() < 100);
    }

    #[test]
    fn budget_exhaustion_is_a_clear_error() {
        let html = "<p>x</p>".repeat(50_000);
        let err = html_to_markdown(&html, &base(), Duration::ZERO).unwrap_err();
        assert!(matches!(err, ConvertError::TimedOut { .. }), "{err}");
        assert!(err.to_string().contains("budget"));
    }

    #[test]
    fn output_amplification_is_bounded() {
        let long_base = Url::parse(&format!("https://example.org/{}/", "d".repeat(4000))).unwrap();
        let html = "<a href=x>y</a>".repeat(20_000);
        let err = html_to_markdown(&html, &long_base, Duration::from_secs(30)).unwrap_err();
        assert!(matches!(err, ConvertError::TooLarge { .. }), "{err}");
    }

    /// Tag soup from a fixed vocabulary, 400 documents: no panic, tidy output, no error.
    #[test]
    fn random_tag_soup_converts_cleanly() {
        const PIECES: [&str; 58] = [
            "<p>",
            "</p>",
            "<div>",
            "</div>",
            "<ul>",
            "</ul>",
            "<ol start=5>",
            "</ol>",
            "<li>",
            "</li>",
            "<table>",
            "</table>",
            "<tr>",
            "<td>",
            "<th>",
            "</td>",
            "<caption>",
            "<thead>",
            "<pre>",
            "</pre>",
            "<code>",
            "</code>",
            "<b>",
            "</b>",
            "<i>",
            "</i>",
            "<a href=\"/x(y\">",
            "<a href=\"#f\">",
            "</a>",
            "<blockquote>",
            "</blockquote>",
            "<br>",
            "<hr>",
            "<h2>",
            "</h2>",
            "<img alt=\"i\" src=\"/i.png\">",
            "<dl><dt>",
            "<dd>",
            "<script>x<y</script>",
            "<!-- c -->",
            "<noscript>",
            "</noscript>",
            "<span hidden>",
            "</span>",
            "&amp;",
            "&lt;b&gt;",
            "&#x1F600;",
            "&nbsp;",
            "&",
            "text ",
            " words ",
            "*_`[]|\\",
            "\n\n",
            "1. ",
            "# ",
            "-",
            "\u{0}",
            "é\u{a0}\u{ad}\u{200b}",
        ];
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..400 {
            let len = (next() % 120) as usize;
            let html: String = (0..len)
                .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
                .collect();
            let out = html_to_markdown(&html, &base(), Duration::from_secs(30))
                .unwrap_or_else(|e| panic!("{e} for {html:?}"));
            let tidy = std::panic::catch_unwind(|| assert_tidy(&out.markdown));
            assert!(
                tidy.is_ok(),
                "untidy output {:?} for {html:?}",
                out.markdown
            );
            assert!(!out.markdown.contains('\0'));
        }
    }

    // ----- F-07 -----------------------------------------------------------------------------

    #[test]
    fn needs_javascript() {
        let shell = format!(
            "<html><head><script>{}</script></head><body><div id=\"root\"></div>Loading…</body></html>",
            "var a = 1;".repeat(2_000)
        );
        assert!(conv(&shell).needs_javascript);
        let article = format!("<p>{}</p>", "Real words here. ".repeat(1_000));
        assert!(!conv(&article).needs_javascript);
        assert!(!conv("<p>small page</p>").needs_javascript);
        assert!(
            conv("<noscript>You need to enable JavaScript to run this app.</noscript><p>x</p>")
                .needs_javascript
        );
        assert!(conv("<noscript><p>Please enable JS</p></noscript>").needs_javascript);
        assert!(!conv(
            "<noscript><iframe src=\"https://www.googletagmanager.com/ns.html?id=GTM-X&js=javascript\"></iframe></noscript><p>x</p>"
        )
        .needs_javascript);
    }

    // ----- helpers ----------------------------------------------------------------------------

    #[test]
    fn entity_decoder_edge_cases() {
        assert_eq!(decode_entity("&amp;x", false), Some((Decoded::Str("&"), 5)));
        assert_eq!(decode_entity("&ampx", false), Some((Decoded::Str("&"), 4)));
        assert_eq!(decode_entity("&ampx", true), None);
        assert_eq!(decode_entity("&#x41", false), Some((Decoded::Char('A'), 5)));
        assert_eq!(decode_entity("&#;", false), None);
        assert_eq!(decode_entity("&;", false), None);
        assert_eq!(decode_attr("a?b=1&amp;c=2&copy=3"), "a?b=1&c=2&copy=3");
        assert_eq!(entity_cut("abc &am"), 4);
        assert_eq!(entity_cut("abc &amp; d"), 11);
    }

    #[test]
    fn language_classes() {
        assert_eq!(
            lang_from_class("hljs language-rust", false).as_deref(),
            Some("rust")
        );
        assert_eq!(
            lang_from_class("highlight-python notranslate", false).as_deref(),
            Some("python")
        );
        assert_eq!(lang_from_class("highlight-default", false), None);
        assert_eq!(lang_from_class("rust", false), None);
        assert_eq!(
            lang_from_class("rust example", true).as_deref(),
            Some("rust")
        );
        assert_eq!(lang_from_class("language-<script>", false), None);
    }
}
