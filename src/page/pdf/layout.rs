//! From the lines of a PDF's pages to text (F-60): headings told by font size, paragraphs
//! re-joined across line breaks, hyphenated line ends joined, tables kept row by row, and a
//! `--- page N of M ---` marker before every page.
//!
//! Input is what the extractor gives: per page, its lines in reading order with their font size
//! and position. Nothing here parses PDF.

use std::fmt::Write as _;

/// One line of text on a page, positions in points from the page's top-left corner.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Line {
    /// The line's words; `cells` says where wide gaps split it.
    pub(crate) text: String,
    /// The line's text split at wide horizontal gaps (two or more parts: a table row).
    pub(crate) cells: Vec<String>,
    /// Font size of the line's largest text.
    pub(crate) size: f32,
    /// Distance of the line's top from the top of the page.
    pub(crate) top: f32,
    /// Distance of the line's bottom from the top of the page.
    pub(crate) bottom: f32,
    /// Left edge.
    pub(crate) left: f32,
    /// Right edge.
    pub(crate) right: f32,
}

/// How the text is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    /// Headings, paragraphs, tables (the default).
    Structured,
    /// The lines as the PDF has them (`--raw`).
    Lines,
}

/// How many pages a document has, as far as it could be read (F-60: never claim a count that
/// could not be read).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Total {
    /// The document's page tree says so.
    Exact(usize),
    /// The page tree is lost (the file was cut before it): the pages found, of perhaps more.
    AtLeast(usize),
}

impl Total {
    /// The number itself.
    pub(crate) fn count(self) -> usize {
        match self {
            Total::Exact(n) | Total::AtLeast(n) => n,
        }
    }

    /// `3` or `at least 3`.
    pub(crate) fn phrase(self) -> String {
        match self {
            Total::Exact(n) => n.to_string(),
            Total::AtLeast(n) => format!("at least {n}"),
        }
    }
}

/// What a page that was not read whole says, in place of its text or after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PageNote {
    /// The line for a page of which nothing could be read.
    pub(crate) instead: String,
    /// The line after the text of a page read in part.
    pub(crate) after: String,
}

/// The text of a document: every page behind its marker. `notes[i]`, when there is one, says
/// why some or all of page `i + 1` could not be read; that page then says so instead of
/// claiming it has no text.
pub(crate) fn render(
    pages: &[Vec<Line>],
    notes: &[Option<PageNote>],
    total: Total,
    style: Style,
) -> String {
    let body = body_size(pages);
    let levels = heading_levels(pages, body);
    let mut out = String::new();
    for (i, lines) in pages.iter().enumerate() {
        if i > 0 {
            out.push_str("\n\n");
        }
        let _ = write!(out, "{}", marker(i + 1, total));
        let text = match style {
            Style::Structured => structure(lines, body, &levels),
            Style::Lines => lines
                .iter()
                .map(|l| escape_line(&l.text))
                .collect::<Vec<_>>()
                .join("\n"),
        };
        out.push_str("\n\n");
        let note = notes.get(i).and_then(Option::as_ref);
        match (text.trim().is_empty(), note) {
            (true, None) => out.push_str(NO_TEXT),
            (true, Some(note)) => out.push_str(&note.instead),
            (false, note) => {
                out.push_str(&text);
                if let Some(note) = note {
                    let _ = write!(out, "\n\n{}", note.after);
                }
            }
        }
    }
    out
}

/// What a page without any text says.
pub(crate) const NO_TEXT: &str = "[no text on this page]";

/// The marker line before page `n`.
pub(crate) fn marker(n: usize, total: Total) -> String {
    format!("--- page {n} of {} ---", total.phrase())
}

/// A heading's size must be at least this much larger than the body text.
const HEADING_RATIO: f32 = 1.12;
/// Longer lines are never headings.
const HEADING_MAX_CHARS: usize = 150;
/// At most this many heading levels are told apart (`#` to `####`).
const MAX_LEVELS: usize = 4;

/// The size of most of the text (weighted by characters), rounded to half points.
fn body_size(pages: &[Vec<Line>]) -> f32 {
    let mut counts: Vec<(i32, usize)> = Vec::new();
    for line in pages.iter().flatten() {
        let key = half_points(line.size);
        let n = line.text.chars().count();
        match counts.iter_mut().find(|(k, _)| *k == key) {
            Some((_, c)) => *c += n,
            None => counts.push((key, n)),
        }
    }
    counts
        .iter()
        .max_by_key(|(k, c)| (*c, -*k))
        .map_or(0.0, |(k, _)| *k as f32 / 2.0)
}

fn half_points(size: f32) -> i32 {
    (size * 2.0).round() as i32
}

/// The heading sizes, largest first; the index is the level minus one.
fn heading_levels(pages: &[Vec<Line>], body: f32) -> Vec<i32> {
    let mut sizes: Vec<i32> = pages
        .iter()
        .flatten()
        .filter(|l| is_heading_size(l, body))
        .map(|l| half_points(l.size))
        .collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes.dedup();
    sizes
}

fn is_heading_size(line: &Line, body: f32) -> bool {
    body > 0.0
        && line.size >= body * HEADING_RATIO
        && line.text.chars().count() <= HEADING_MAX_CHARS
        && line.text.chars().any(char::is_alphanumeric)
}

fn level_of(line: &Line, body: f32, levels: &[i32]) -> Option<usize> {
    if !is_heading_size(line, body) {
        return None;
    }
    let key = half_points(line.size);
    levels
        .iter()
        .position(|&s| s == key)
        .map(|i| (i + 1).min(MAX_LEVELS))
}

/// One block being built.
enum Block {
    Heading(usize, String),
    Paragraph(String),
    Rows(Vec<Vec<String>>),
}

/// The blocks of one page, separated by blank lines.
fn structure(lines: &[Line], body: f32, levels: &[i32]) -> String {
    let advance = typical_advance(lines);
    let mut blocks: Vec<Block> = Vec::new();
    let mut prev: Option<&Line> = None;
    // A line split at wide gaps is a table row only next to another such line: one alone is a
    // justified line with wide spaces.
    let split = |i: usize| lines.get(i).is_some_and(|l: &Line| l.cells.len() >= 2);
    for (i, line) in lines.iter().enumerate() {
        let is_row = split(i) && (split(i + 1) || (i > 0 && split(i - 1)));
        let text = line.text.trim();
        if text.is_empty() {
            continue;
        }
        if let Some(level) = level_of(line, body, levels) {
            // A heading that wraps is one heading.
            if let (Some(Block::Heading(l, h)), Some(p)) = (blocks.last_mut(), prev)
                && *l == level
                && !starts_new_block(p, line, advance)
            {
                join_into(h, text);
            } else {
                blocks.push(Block::Heading(level, text.to_string()));
            }
        } else if is_row {
            match blocks.last_mut() {
                Some(Block::Rows(rows)) => rows.push(line.cells.clone()),
                _ => blocks.push(Block::Rows(vec![line.cells.clone()])),
            }
        } else {
            let continues = match (blocks.last(), prev) {
                (Some(Block::Paragraph(_)), Some(p)) => !starts_new_block(p, line, advance),
                _ => false,
            };
            match blocks.last_mut() {
                Some(Block::Paragraph(p)) if continues => join_into(p, text),
                _ => blocks.push(Block::Paragraph(text.to_string())),
            }
        }
        prev = Some(line);
    }
    blocks
        .into_iter()
        .map(|b| match b {
            Block::Heading(level, text) => format!("{} {}", "#".repeat(level), text),
            Block::Paragraph(text) => escape_line(&text),
            Block::Rows(rows) => rows_text(&rows),
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// The usual distance from one line's top to the next one's (the median of the page's).
fn typical_advance(lines: &[Line]) -> f32 {
    let mut steps: Vec<f32> = lines
        .windows(2)
        .map(|w| w[1].top - w[0].top)
        .filter(|d| *d > 0.0)
        .collect();
    if steps.is_empty() {
        return 0.0;
    }
    steps.sort_by(f32::total_cmp);
    steps[steps.len() / 2]
}

/// True when `line` does not continue the paragraph that `prev` ends.
fn starts_new_block(prev: &Line, line: &Line, advance: f32) -> bool {
    if half_points(prev.size) != half_points(line.size) {
        return true;
    }
    let step = line.top - prev.top;
    if step <= 0.0 || line.left > prev.right {
        // A new column (or a jump back up): the paragraph goes on only when the sentence does.
        return ends_sentence(&prev.text) || !starts_lower(&line.text);
    }
    let size = line.size.max(1.0);
    // A blank line's worth of space.
    if step > advance.max(size) * 1.45 {
        return true;
    }
    // An indented first line after a full line.
    if line.left > prev.left + size * 1.2 {
        return true;
    }
    // The previous line stopped short and ended a sentence.
    let width = prev.right - prev.left;
    let column = (line.right - line.left).max(width);
    ends_sentence(&prev.text) && width < column * 0.8
}

fn ends_sentence(text: &str) -> bool {
    text.trim_end()
        .ends_with(['.', '!', '?', ':', '。', '！', '？', '؟'])
}

fn starts_lower(text: &str) -> bool {
    text.trim_start()
        .chars()
        .next()
        .is_some_and(char::is_lowercase)
}

/// Appends a line to a paragraph: a hyphen that broke a word at the line end goes (one before a
/// capital stays, without a space), CJK lines join without a space, others with one.
fn join_into(para: &mut String, next: &str) {
    let next = next.trim();
    if let Some(stem) = para.strip_suffix('\u{ad}') {
        let len = stem.len();
        para.truncate(len);
        para.push_str(next);
        return;
    }
    let before_hyphen = para.strip_suffix('-').and_then(|s| s.chars().last());
    if before_hyphen.is_some_and(char::is_alphabetic) {
        // `docu-` + `ments`: a word the formatter broke; `Read-` + `Mostly`: a compound whose
        // hyphen stays.
        if starts_lower(next) {
            para.pop();
        }
        para.push_str(next);
        return;
    }
    let last = para.chars().last();
    let first = next.chars().next();
    if !(last.is_some_and(is_cjk) && first.is_some_and(is_cjk)) {
        para.push(' ');
    }
    para.push_str(next);
}

/// Chinese, Japanese and Korean characters, which are written without spaces between words.
fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3000..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF
        | 0xF900..=0xFAFF | 0xFF00..=0xFFEF)
}

/// Table rows: a GFM table when every row has the same number of cells, else one row a line.
fn rows_text(rows: &[Vec<String>]) -> String {
    let cells = rows[0].len();
    let cell = |c: &String| c.trim().replace('|', "\\|");
    if rows.len() >= 2 && rows.iter().all(|r| r.len() == cells) {
        let mut out = String::new();
        for (i, row) in rows.iter().enumerate() {
            let line: Vec<String> = row.iter().map(cell).collect();
            let _ = writeln!(out, "| {} |", line.join(" | "));
            if i == 0 {
                let _ = writeln!(out, "|{}", "---|".repeat(cells));
            }
        }
        out.truncate(out.trim_end().len());
        out
    } else {
        rows.iter()
            .map(|r| escape_line(&r.iter().map(cell).collect::<Vec<_>>().join(" | ")))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// A line of body text that would read as a heading or a page marker gets a backslash.
fn escape_line(text: &str) -> String {
    let trimmed = text.trim_start();
    if trimmed.starts_with('#') || trimmed.starts_with("--- page ") {
        format!("\\{trimmed}")
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str, size: f32, top: f32, left: f32, right: f32) -> Line {
        Line {
            text: text.into(),
            cells: vec![text.into()],
            size,
            top,
            bottom: top + size,
            left,
            right,
        }
    }

    // F-60: markers, headings by size, paragraphs re-joined, hyphens joined.
    #[test]
    fn f60_headings_paragraphs_and_hyphens() {
        let page = vec![
            line("Caching for Agents", 20.0, 50.0, 100.0, 400.0),
            line("Introduction", 14.0, 90.0, 72.0, 200.0),
            line("Agents read the same docu-", 10.0, 110.0, 72.0, 300.0),
            line("ments again and again, and", 10.0, 122.0, 72.0, 300.0),
            line("they page through them.", 10.0, 134.0, 72.0, 200.0),
            line("A second paragraph after a gap", 10.0, 160.0, 72.0, 300.0),
            line("ends here.", 10.0, 172.0, 72.0, 150.0),
        ];
        let text = render(&[page, vec![]], &[], Total::Exact(2), Style::Structured);
        assert_eq!(
            text,
            "--- page 1 of 2 ---\n\n# Caching for Agents\n\n## Introduction\n\n\
             Agents read the same documents again and again, and they page through them.\n\n\
             A second paragraph after a gap ends here.\n\n--- page 2 of 2 ---\n\n\
             [no text on this page]"
        );
    }

    #[test]
    fn f60_columns_continue_a_sentence_and_tables_stay_rows() {
        let mut row = line("a 1", 10.0, 200.0, 72.0, 200.0);
        row.cells = vec!["a".into(), "1".into()];
        let mut head = line("name value", 10.0, 188.0, 72.0, 200.0);
        head.cells = vec!["name".into(), "value".into()];
        let page = vec![
            line(
                "The left column ends in the middle of a",
                10.0,
                700.0,
                72.0,
                290.0,
            ),
            line(
                "sentence that goes on at the top.",
                10.0,
                100.0,
                310.0,
                520.0,
            ),
            head,
            row,
            line("# not a heading", 10.0, 230.0, 72.0, 200.0),
        ];
        let text = render(&[page], &[], Total::Exact(1), Style::Structured);
        assert_eq!(
            text,
            "--- page 1 of 1 ---\n\nThe left column ends in the middle of a sentence that goes \
             on at the top.\n\n| name | value |\n|---|---|\n| a | 1 |\n\n\\# not a heading"
        );
    }

    #[test]
    fn f60_lines_style_keeps_line_breaks() {
        let page = vec![
            line("Title", 20.0, 50.0, 72.0, 200.0),
            line("first line", 10.0, 80.0, 72.0, 200.0),
        ];
        assert_eq!(
            render(&[page], &[], Total::Exact(1), Style::Lines),
            "--- page 1 of 1 ---\n\nTitle\nfirst line"
        );
    }

    #[test]
    fn f60_cjk_lines_join_without_space_and_real_hyphens_stay() {
        let mut p = String::from("网页阅读");
        join_into(&mut p, "工具");
        assert_eq!(p, "网页阅读工具");
        let mut p = String::from("Adaptive Caching for Read-");
        join_into(&mut p, "Mostly Agents");
        assert_eq!(p, "Adaptive Caching for Read-Mostly Agents");
        let mut p = String::from("pages 1 -");
        join_into(&mut p, "4");
        assert_eq!(p, "pages 1 - 4");
        let mut p = String::from("soft\u{ad}");
        join_into(&mut p, "ware");
        assert_eq!(p, "software");
    }
}
