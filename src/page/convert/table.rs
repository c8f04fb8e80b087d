//! Tables. A table starts buffered: each cell (and the caption) is written into a writer of its
//! own, and at `</table>` the rows become one GFM table. Anything a GFM cell cannot hold (a
//! heading, code block, quote, nested table, a very long cell) "flips" the table into a layout
//! table: what was collected is written as paragraphs and the rest streams through as ordinary
//! blocks.
//!
//! It does not handle `rowspan` (cells simply follow each other) or column alignment.

use lol_html::html_content::Element;

use super::blocks::Writer;
use super::chrome::Region;
use super::record::BlockKind;
use super::stack::ElementKind;
use super::state::State;

/// Widest GFM table produced; wider rows are cut.
const MAX_COLUMNS: usize = 64;
/// A table cell with more Markdown than this (bytes) or more lines than [`CELL_MAX_BREAKS`]
/// marks a layout table: the table is written as paragraphs instead.
const CELL_MAX_BYTES: usize = 1500;
/// See [`CELL_MAX_BYTES`].
const CELL_MAX_BREAKS: usize = 8;

/// A table cell collected while a table is buffered.
#[derive(Debug)]
struct Cell {
    /// The cell's Markdown.
    text: String,
    /// Columns it spans (`colspan`, at least 1).
    span: usize,
    /// `<th>`.
    header: bool,
    /// Text and link bytes counted in it, held back for the block it is written in.
    counted: (usize, usize),
}

/// A table row collected while a table is buffered.
#[derive(Debug, Default)]
struct Row {
    /// Its cells so far.
    cells: Vec<Cell>,
    /// It sits in `<thead>`.
    in_head: bool,
}

/// The open tables.
#[derive(Debug, Default)]
pub(super) struct Tables {
    /// The open tables, innermost last.
    pub(super) open: Vec<TableCtx>,
    /// Bytes of cells buffered in the innermost table.
    pub(super) buffered_bytes: usize,
}

/// The writers set aside while the cells of buffered tables are collected, innermost last.
#[derive(Debug, Default)]
pub(super) struct HeldWriters {
    /// The writers below the current one.
    pub(super) writers: Vec<Writer>,
    /// Bytes of Markdown they hold.
    pub(super) bytes: usize,
    /// The records' text and link counts when each writer was set aside, innermost last.
    counts: Vec<(usize, usize)>,
}

/// An open table. A table starts buffered (cells collected, written as a GFM table at the end);
/// anything a GFM cell cannot hold (a heading, code block, quote, nested table, a very long
/// cell) turns it into a layout table whose cells are written as ordinary paragraphs.
#[derive(Debug, Default)]
pub(super) struct TableCtx {
    /// Still collecting cells for a GFM table (false: a layout table).
    buffered: bool,
    /// The finished rows.
    rows: Vec<Row>,
    /// The open row.
    row: Option<Row>,
    /// Inside `<thead>`.
    pub(super) in_head: bool,
    /// Inside a cell (its writer is `writer`).
    in_cell: bool,
    /// `colspan` of the open cell.
    cell_span: usize,
    /// The open cell is a `<th>`.
    cell_header: bool,
    /// Inside `<caption>` (its writer is `writer`).
    in_caption: bool,
    /// The caption's Markdown.
    caption: String,
    /// Text and link bytes counted in the caption, held back for its block.
    caption_counted: (usize, usize),
}

impl State {
    /// True while text goes into a table cell (or caption) of a buffered table.
    pub(super) fn cell_mode(&self) -> bool {
        self.tables
            .open
            .last()
            .is_some_and(|t| t.buffered && (t.in_cell || t.in_caption))
    }

    /// `<table>`.
    pub(super) fn open_table(&mut self) -> Option<ElementKind> {
        self.close_p();
        self.records.mark_origin(self.chrome.articles > 0);
        if self.cell_mode() {
            self.flip_table();
        }
        self.flush();
        self.request_sep(2);
        self.tables.open.push(TableCtx {
            buffered: true,
            ..TableCtx::default()
        });
        Some(ElementKind::Table)
    }

    /// `<caption>`.
    pub(super) fn open_caption(&mut self) -> Option<ElementKind> {
        let t = self.tables.open.last()?;
        if t.buffered && !t.in_cell && !t.in_caption {
            self.flush();
            self.push_writer();
            if let Some(t) = self.tables.open.last_mut() {
                t.in_caption = true;
            }
        } else {
            self.block_boundary();
        }
        Some(ElementKind::Caption)
    }

    /// `<thead>` (`head`), `<tbody>`, `<tfoot>`.
    pub(super) fn open_section(&mut self, head: bool) -> Option<ElementKind> {
        if self.tables.open.is_empty() {
            return None;
        }
        if let Some(pos) = self
            .open
            .marks
            .table_sections
            .above(&[&self.open.marks.tables])
        {
            self.close_at(pos);
        }
        if let Some(pos) = self.open.marks.rows.above(&[&self.open.marks.tables]) {
            self.close_at(pos);
        }
        if let Some(t) = self.tables.open.last_mut() {
            t.in_head = head;
        }
        Some(ElementKind::Section)
    }

    /// `<tr>` (a plain block outside tables).
    pub(super) fn open_tr(&mut self) -> Option<ElementKind> {
        if self.tables.open.is_empty() {
            self.block_boundary();
            return Some(ElementKind::Block {
                lang: false,
                region: Region::None,
                disclosure: false,
            });
        }
        if let Some(pos) = self.open.marks.rows.above(&[&self.open.marks.tables]) {
            self.close_at(pos);
        }
        let buffered = self.tables.open.last().is_some_and(|t| t.buffered);
        if buffered {
            self.flush();
            let t = self.tables.open.last_mut()?;
            t.row = Some(Row {
                cells: Vec::new(),
                in_head: t.in_head,
            });
        } else {
            self.block_boundary();
        }
        Some(ElementKind::Tr)
    }

    /// `<td>`, `<th>` (`header`); a plain block outside tables.
    pub(super) fn open_cell(&mut self, header: bool, el: &Element<'_, '_>) -> Option<ElementKind> {
        if self.tables.open.is_empty() {
            self.block_boundary();
            return Some(ElementKind::Block {
                lang: false,
                region: Region::None,
                disclosure: false,
            });
        }
        if let Some(pos) = self.open.marks.cells.above(&[&self.open.marks.tables]) {
            self.close_at(pos);
        }
        let buffered = self.tables.open.last().is_some_and(|t| t.buffered);
        if buffered {
            // Text that sat in the table outside any cell goes before the table.
            self.flush();
            let span = el
                .get_attribute("colspan")
                .and_then(|s| s.trim().parse::<usize>().ok())
                .unwrap_or(1)
                .clamp(1, MAX_COLUMNS);
            let t = self.tables.open.last_mut()?;
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
        Some(ElementKind::Cell)
    }

    /// `</caption>`: the caption of a buffered table is kept for the table's end.
    pub(super) fn close_caption(&mut self) {
        let take = self
            .tables
            .open
            .last()
            .is_some_and(|t| t.buffered && t.in_caption);
        if take {
            let (text, counted) = self.pop_writer();
            if let Some(t) = self.tables.open.last_mut() {
                t.in_caption = false;
                t.caption = text;
                t.caption_counted = counted;
            }
        } else {
            self.block_boundary();
        }
    }

    /// `</tr>`: a buffered table keeps the row when it has cells.
    pub(super) fn close_tr(&mut self) {
        let buffered = self.tables.open.last().is_some_and(|t| t.buffered);
        if buffered {
            if let Some(t) = self.tables.open.last_mut()
                && let Some(row) = t.row.take()
                && !row.cells.is_empty()
            {
                t.rows.push(row);
            }
        } else {
            self.block_boundary();
        }
    }

    /// Starts collecting a table cell (or caption) into a writer of its own.
    fn push_writer(&mut self) {
        self.inline.pending_space = false;
        self.inline.pending_breaks = 0;
        let parent = std::mem::take(&mut self.writer);
        self.held.bytes += parent.out.len();
        self.held.writers.push(parent);
        self.held.counts.push(self.records.counts());
    }

    /// Ends the cell started by [`State::push_writer`]; returns its Markdown and the text
    /// counted in it, held back (`Records::hold_back`) for the block it will be written in.
    pub(super) fn pop_writer(&mut self) -> (String, (usize, usize)) {
        self.flush();
        let (cell, counted) = self.pop_held();
        (cell.out, counted)
    }

    /// Puts the writer set aside last back in place; returns the cell's writer and the text
    /// counted in it, held back for the block it will be written in.
    fn pop_held(&mut self) -> (Writer, (usize, usize)) {
        let parent = self.held.writers.pop().unwrap_or_default();
        self.held.bytes = self.held.bytes.saturating_sub(parent.out.len());
        let since = self
            .held
            .counts
            .pop()
            .unwrap_or_else(|| self.records.counts());
        let counted = self.records.hold_back(since);
        (std::mem::replace(&mut self.writer, parent), counted)
    }

    /// Writes a collected cell (or caption) as a block that takes the text counted in it.
    fn cell_block(&mut self, text: &str, counted: (usize, usize)) {
        self.records.release(counted);
        self.raw_block(text);
    }

    /// `</td>`, `</th>`: keeps the cell, or flips the table when the cell is too big.
    pub(super) fn finish_cell(&mut self) {
        let buffered_cell = self
            .tables
            .open
            .last()
            .is_some_and(|t| t.buffered && t.in_cell);
        if !buffered_cell {
            if let Some(t) = self.tables.open.last_mut() {
                t.in_cell = false;
            }
            self.block_boundary();
            return;
        }
        let (text, counted) = self.pop_writer();
        let Some(t) = self.tables.open.last_mut() else {
            return;
        };
        t.in_cell = false;
        let (span, header) = (t.cell_span, t.cell_header);
        let too_big = text.len() > CELL_MAX_BYTES
            || text.bytes().filter(|&b| b == b'\n').count() > CELL_MAX_BREAKS;
        if too_big {
            self.flip_table();
            self.cell_block(&text, counted);
            return;
        }
        self.tables.buffered_bytes += text.len() + 4;
        if let Some(t) = self.tables.open.last_mut()
            && let Some(row) = t.row.as_mut()
        {
            row.cells.push(Cell {
                text,
                span,
                header,
                counted,
            });
        }
    }

    /// Turns the innermost (buffered) table into a layout table: what was collected so far is
    /// written as blocks, and the rest of the table streams through as ordinary blocks. Called
    /// inside a cell, the cell's content so far is written too and its open lists continue.
    pub(super) fn flip_table(&mut self) {
        let Some(t) = self.tables.open.last() else {
            return;
        };
        if !t.buffered {
            return;
        }
        let in_cell = t.in_cell || t.in_caption;
        let cell = if in_cell {
            self.flush();
            Some(self.pop_held())
        } else {
            None
        };
        let Some(t) = self.tables.open.last_mut() else {
            return;
        };
        t.buffered = false;
        t.in_caption = false;
        let caption = std::mem::take(&mut t.caption);
        let caption_counted = t.caption_counted;
        let mut rows = std::mem::take(&mut t.rows);
        if let Some(row) = t.row.take() {
            rows.push(row);
        }
        self.tables.buffered_bytes = 0;
        self.cell_block(&caption, caption_counted);
        for row in rows {
            for cell in row.cells {
                self.cell_block(&cell.text, cell.counted);
            }
        }
        if let Some((cell, counted)) = cell {
            self.cell_block(&cell.out, counted);
            // Lists and quotes still open in the cell carry on in the page.
            self.writer.containers.extend(cell.containers);
            if cell.flat_marker.is_some() {
                self.writer.flat_marker = cell.flat_marker;
            }
            self.writer.sep = self.writer.sep.max(cell.sep);
        }
    }

    /// `</table>`: writes a buffered table as a GFM table (one column: as paragraphs).
    pub(super) fn finish_table(&mut self) {
        let Some(mut t) = self.tables.open.pop() else {
            return;
        };
        if !t.buffered {
            self.flush();
            self.request_sep(2);
            return;
        }
        self.tables.buffered_bytes = 0;
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
        self.cell_block(&t.caption, t.caption_counted);
        if columns < 2 {
            for row in t.rows {
                for cell in row.cells {
                    self.cell_block(&cell.text, cell.counted);
                }
            }
            self.request_sep(2);
            return;
        }
        let header_row = t
            .rows
            .first()
            .is_some_and(|r| r.in_head || r.cells.iter().all(|c| c.header));
        for cell in t.rows.iter().flat_map(|r| &r.cells) {
            self.records.release(cell.counted);
        }
        let mut rows = t.rows.into_iter();
        let header = if header_row { rows.next() } else { None };
        let mut line = String::new();
        self.request_sep(2);
        self.begin_line(BlockKind::Table);
        table_row(&mut line, header.as_ref(), columns);
        self.writer.out.push_str(&line);
        self.writer.out.push('\n');
        self.prefix(false);
        for i in 0..columns {
            self.writer
                .out
                .push_str(if i == 0 { "| --- |" } else { " --- |" });
        }
        for row in rows {
            line.clear();
            table_row(&mut line, Some(&row), columns);
            self.writer.out.push('\n');
            self.prefix(false);
            self.writer.out.push_str(&line);
        }
        self.request_sep(2);
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
