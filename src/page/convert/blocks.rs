//! Finished blocks: the [`Writer`] that holds the Markdown written so far, the separator between
//! blocks (at most one blank line), the line prefixes of blockquotes and list items
//! ([`Container`]), headings, fenced code blocks and thematic breaks.
//!
//! Text reaches a block through the paragraph buffer (`para`, see `text.rs` and `inline.rs`);
//! [`State::flush`] turns the buffer into lines here. Tables are in `table.rs`.

use super::stack::Slot;
use super::state::State;
use super::text::push_line_escaped;

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

    /// Closes what [`State::push_container`] opened.
    pub(super) fn pop_slot(&mut self, slot: Slot) {
        match slot {
            Slot::Container => {
                self.w.containers.pop();
            }
            Slot::Flat => self.w.flat_marker = None,
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
        self.w.flat_marker.is_some() || self.w.containers.last().is_some_and(|c| c.pending)
    }

    /// Asks for `n` newlines before the next block (unless a fresh list item starts it).
    pub(super) fn request_sep(&mut self, n: u8) {
        if !self.fresh_item() {
            self.w.sep = self.w.sep.max(n);
        }
    }

    /// Writes the current paragraph (or heading) as a block.
    pub(super) fn flush(&mut self) {
        self.close_delimiters();
        self.pending_space = false;
        self.pending_break = 0;
        if self.para.is_empty() {
            return;
        }
        self.flushes = self.flushes.wrapping_add(1);
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

    /// Puts the lines of `text` under the current prefixes (blank lines keep only the blank
    /// prefix), escaping Markdown syntax in each line when `escape` is set.
    fn put_lines(&mut self, text: &str, escape: bool) {
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
            if escape {
                push_line_escaped(&mut self.w.out, line);
            } else {
                self.w.out.push_str(line);
            }
        }
    }

    /// Writes `text` (lines separated by `\n`, blank lines allowed) as one block.
    fn write_lines(&mut self, text: &str) {
        self.put_lines(text, true);
    }

    /// Writes already-formatted Markdown (a cell's) as a block, under the current prefixes.
    pub(super) fn raw_block(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        self.request_sep(2);
        self.put_lines(text, false);
        self.request_sep(2);
    }

    /// Starts the first line of a block: separator, then the line prefix.
    pub(super) fn begin_line(&mut self) {
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
    pub(super) fn prefix(&mut self, first: bool) {
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

    /// `<hr>`: a thematic break (a newline inside `<pre>`).
    pub(super) fn rule(&mut self) {
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

    /// Inside `<pre>`: starts a new line unless the text already ends one.
    pub(super) fn pre_newline(&mut self) {
        if !self.pre.is_empty() && !self.pre.ends_with('\n') {
            self.pre.push('\n');
        }
    }

    /// The end of the outermost `<pre>`: writes its text as a fenced code block.
    pub(super) fn code_block(&mut self) {
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
}
