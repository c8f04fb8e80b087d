//! Finished blocks: the [`Writer`] that holds the Markdown written so far, the separator between
//! blocks (at most one blank line), the line prefixes of blockquotes and list items
//! ([`Container`]), headings, fenced code blocks and thematic breaks.
//!
//! Text reaches a block through the paragraph buffer (`para`, see `text.rs` and `inline.rs`);
//! [`State::flush`] turns the buffer into lines here. Tables are in `table.rs`.

use super::record::BlockKind;
use super::stack::Slot;
use super::state::State;
use super::text::push_line_escaped;
use crate::sanitize::is_invisible;

/// Lists and blockquotes nested deeper than this are not indented further.
pub(super) const MAX_CONTAINER_DEPTH: usize = 12;

/// A blockquote or list item: contributes a prefix to every line written inside it.
#[derive(Debug)]
pub(super) struct Container {
    /// `> ` (true) or a list marker.
    pub(super) quote: bool,
    /// `- `, `3. `, `: `.
    pub(super) marker: String,
    /// The marker has not been written yet (nothing in the item so far).
    pub(super) pending: bool,
    /// A line has been written inside it.
    pub(super) started: bool,
}

/// The open `<pre>`: its text is collected here and written as one fenced code block when the
/// outermost `<pre>` closes.
#[derive(Debug, Default)]
pub(super) struct CodeBlock {
    /// Depth of open `<pre>`s; 0 outside preformatted text.
    pub(super) depth: u32,
    /// Text of the open code block.
    pub(super) text: String,
    /// Language of the open code block.
    pub(super) lang: Option<String>,
    /// Code languages named by the classes of open `<div>`s (GitHub's `highlight-source-x`).
    pub(super) lang_hints: Vec<String>,
}

/// Finished blocks plus what the next block needs to know (separator, line prefixes).
#[derive(Debug, Default)]
pub(super) struct Writer {
    /// Finished Markdown; never ends with a newline.
    pub(super) out: String,
    /// Newlines wanted before the next block: 1 = new line, 2 = blank line.
    pub(super) sep: u8,
    /// The open blockquotes and list items, outermost first.
    pub(super) containers: Vec<Container>,
    /// Marker of a list item nested beyond [`MAX_CONTAINER_DEPTH`], not yet written.
    pub(super) flat_marker: Option<String>,
}

impl State {
    /// Opens a blockquote (`quote`) or list item with `marker`; says where its prefix went.
    pub(super) fn push_container(&mut self, quote: bool, marker: String) -> Slot {
        if self.writer.containers.len() >= MAX_CONTAINER_DEPTH {
            if quote {
                return Slot::None;
            }
            self.writer.flat_marker = Some(marker);
            return Slot::Flat;
        }
        self.writer.containers.push(Container {
            quote,
            marker,
            pending: !quote,
            started: false,
        });
        Slot::Container
    }

    /// Closes what [`State::push_container`] opened.
    pub(super) fn pop_slot(&mut self, slot: Slot) {
        match slot {
            Slot::Container => {
                self.writer.containers.pop();
            }
            Slot::Flat => self.writer.flat_marker = None,
            Slot::None => {}
        }
    }

    /// A paragraph boundary.
    pub(super) fn block_boundary(&mut self) {
        self.flush();
        self.request_sep(2);
    }

    /// True when the innermost list item has no content yet (its marker is pending).
    pub(super) fn fresh_item(&self) -> bool {
        self.writer.flat_marker.is_some()
            || self.writer.containers.last().is_some_and(|c| c.pending)
    }

    /// Asks for `n` newlines before the next block (unless a fresh list item starts it).
    pub(super) fn request_sep(&mut self, n: u8) {
        if !self.fresh_item() {
            self.writer.sep = self.writer.sep.max(n);
        }
    }

    /// Writes the current paragraph (or heading) as a block.
    pub(super) fn flush(&mut self) {
        self.close_delimiters();
        self.inline.pending_space = false;
        self.inline.pending_breaks = 0;
        if self.paragraph.is_empty() {
            return;
        }
        // A paragraph of nothing but invisible characters (`<p>&zwj;</p>` as a spacer) has no
        // text: it is not written as a line of its own. Read up to its first visible
        // character, its first in almost every paragraph.
        if self
            .paragraph
            .chars()
            .all(|c| c.is_whitespace() || is_invisible(c))
        {
            self.paragraph.clear();
            return;
        }
        self.paragraphs_written = self.paragraphs_written.wrapping_add(1);
        let para = std::mem::take(&mut self.paragraph);
        if let Some(level) = self.heading_level {
            self.begin_line(BlockKind::Heading(level));
            for _ in 0..level {
                self.writer.out.push('#');
            }
            self.writer.out.push(' ');
            let mut last_space = false;
            for ch in para.chars() {
                let ch = if ch == '\n' { ' ' } else { ch };
                if ch == ' ' && last_space {
                    continue;
                }
                last_space = ch == ' ';
                self.writer.out.push(ch);
            }
            // Permalink signs written as text after the heading (`Title ¶`) go too.
            let trimmed = self
                .writer
                .out
                .trim_end_matches(|c: char| c.is_whitespace() || matches!(c, '¶' | '§' | '🔗'))
                .len();
            self.writer.out.truncate(trimmed);
        } else {
            self.write_lines(&para);
        }
        self.paragraph = para;
        self.paragraph.clear();
    }

    /// Puts the lines of `text` under the current prefixes (blank lines keep only the blank
    /// prefix), escaping Markdown syntax in each line when `escape` is set.
    fn put_lines(&mut self, text: &str, escape: bool, kind: BlockKind) {
        for (i, line) in text.split('\n').enumerate() {
            if i == 0 {
                self.begin_line(kind);
            } else if line.is_empty() {
                self.writer.out.push('\n');
                self.blank_prefix();
                continue;
            } else {
                self.writer.out.push('\n');
                self.prefix(false);
            }
            if escape {
                push_line_escaped(&mut self.writer.out, line);
            } else {
                self.writer.out.push_str(line);
            }
        }
    }

    /// Writes `text` (lines separated by `\n`, blank lines allowed) as one block.
    fn write_lines(&mut self, text: &str) {
        self.put_lines(text, true, BlockKind::Paragraph);
    }

    /// Writes already-formatted Markdown (a cell's) as a block, under the current prefixes.
    pub(super) fn raw_block(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        self.request_sep(2);
        self.put_lines(text, false, BlockKind::Raw);
        self.request_sep(2);
    }

    /// Starts the first line of a block of `kind`: separator, then the line prefix. Blocks
    /// written to the page (not into a table cell being collected) are recorded.
    pub(super) fn begin_line(&mut self, kind: BlockKind) {
        let end_of_previous = self.writer.out.len();
        if !self.writer.out.is_empty() {
            self.writer.out.push('\n');
            if self.writer.sep >= 2 {
                self.blank_prefix();
                self.writer.out.push('\n');
            }
        }
        self.writer.sep = 0;
        if self.held.writers.is_empty() {
            self.records.begin_block(
                kind,
                self.writer.out.len(),
                end_of_previous,
                self.chrome.articles > 0,
            );
        }
        self.prefix(true);
    }

    /// `> ` for quotes, markers (first line) or indentation for list items.
    pub(super) fn prefix(&mut self, first: bool) {
        for c in &mut self.writer.containers {
            c.started = true;
            if c.quote {
                self.writer.out.push_str("> ");
            } else if first && c.pending {
                self.writer.out.push_str(&c.marker);
                c.pending = false;
            } else {
                for _ in 0..c.marker.len() {
                    self.writer.out.push(' ');
                }
            }
        }
        if first && let Some(m) = self.writer.flat_marker.take() {
            self.writer.out.push_str(&m);
        }
    }

    /// The prefix of an empty line: quote markers of the quotes already started, without
    /// trailing spaces (a blank line before a quote's first line stays outside the quote).
    fn blank_prefix(&mut self) {
        for c in &self.writer.containers {
            if c.quote {
                if c.started {
                    self.writer.out.push_str("> ");
                }
            } else {
                for _ in 0..c.marker.len() {
                    self.writer.out.push(' ');
                }
            }
        }
        let trimmed = self.writer.out.trim_end_matches(' ').len();
        self.writer.out.truncate(trimmed);
    }

    /// `<hr>`: a thematic break (a newline inside `<pre>`).
    pub(super) fn rule(&mut self) {
        if self.code_block.depth > 0 {
            self.pre_newline();
            return;
        }
        self.flush();
        self.request_sep(2);
        self.begin_line(BlockKind::Rule);
        self.writer.out.push_str("---");
        self.request_sep(2);
    }

    /// Inside `<pre>`: starts a new line unless the text already ends one.
    pub(super) fn pre_newline(&mut self) {
        if !self.code_block.text.is_empty() && !self.code_block.text.ends_with('\n') {
            self.code_block.text.push('\n');
        }
    }

    /// The end of the outermost `<pre>`: writes its text as a fenced code block.
    pub(super) fn code_block(&mut self) {
        let lang = self.code_block.lang.take();
        let mut body = std::mem::take(&mut self.code_block.text);
        let trimmed = body.trim_end().len();
        body.truncate(trimmed);
        let body_start = body.len() - body.trim_start_matches('\n').len();
        let text = &body[body_start..];
        if text.trim().is_empty() {
            self.code_block.text = body;
            self.code_block.text.clear();
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
        self.begin_line(BlockKind::Code);
        self.writer.out.push_str(&fence);
        if let Some(lang) = &lang {
            self.writer.out.push_str(lang);
        }
        let mut blank = false;
        for line in text.split('\n') {
            let line = line.trim_end();
            // At most one blank line in a row, in code too (F-06).
            if line.is_empty() && blank {
                continue;
            }
            blank = line.is_empty();
            self.writer.out.push('\n');
            if line.is_empty() {
                self.blank_prefix();
            } else {
                self.prefix(false);
                self.writer.out.push_str(line);
            }
        }
        self.writer.out.push('\n');
        self.prefix(false);
        self.writer.out.push_str(&fence);
        self.request_sep(2);
        self.code_block.text = body;
        self.code_block.text.clear();
    }
}
