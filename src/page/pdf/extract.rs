//! The parser's side of F-60: a document's pages as lines with font sizes and positions, and its
//! title. `pdf_oxide` decodes the text and puts its spans in reading order (columns found by
//! XY-cut); this file groups consecutive spans into [`Line`]s.

use std::time::{Duration, Instant};

use pdf_oxide::layout::TextSpan;
use pdf_oxide::object::Object;
use pdf_oxide::{PdfDocument, ReadingOrder};

use super::PdfError;
use super::layout::Line;

/// A document as the layout step needs it.
pub(crate) struct Document {
    /// `/Info /Title`, trimmed; `None` when missing or empty.
    pub(crate) title: Option<String>,
    /// Every page's lines in reading order (empty for a page without text).
    pub(crate) pages: Vec<Vec<Line>>,
}

/// Spans further apart than this many times the font size are in different table cells.
const CELL_GAP: f32 = 1.0;

/// Parses `data` and reads every page's lines, checking `deadline` between pages.
pub(crate) fn read(
    data: Vec<u8>,
    deadline: Instant,
    budget: Duration,
) -> Result<Document, PdfError> {
    let doc = PdfDocument::from_bytes(data).map_err(from_parser)?;
    // A document encrypted with an empty user password (only an owner password, to restrict
    // printing or copying) opens without one; anything else needs a password we do not have.
    if doc.is_encrypted() && !doc.authenticate(b"").unwrap_or(false) {
        return Err(PdfError::Encrypted);
    }
    let count = doc.page_count().map_err(from_parser)?;
    let mut pages = Vec::with_capacity(count.min(10_000));
    for index in 0..count {
        if Instant::now() >= deadline {
            return Err(PdfError::TimedOut { budget });
        }
        let spans = doc
            .extract_spans_with_reading_order(index, ReadingOrder::ColumnAware)
            .map_err(from_parser)?;
        let height = doc
            .get_page_media_box(index)
            .map(|(_, y0, _, y1)| (y1 - y0).abs())
            .unwrap_or(792.0);
        pages.push(lines(&spans, height));
    }
    Ok(Document {
        title: title(&doc),
        pages,
    })
}

fn from_parser(e: pdf_oxide::Error) -> PdfError {
    match e {
        pdf_oxide::Error::EncryptedPdf => PdfError::Encrypted,
        other => PdfError::Unreadable {
            reason: other.to_string(),
        },
    }
}

/// Groups spans (in reading order) into lines: a span starts a new line when it is not beside
/// the previous one (no vertical overlap, or back to the left of it).
fn lines(spans: &[TextSpan], page_height: f32) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::new();
    let mut open: Option<(Line, f32)> = None; // the line and the right edge of its last span
    for span in spans {
        let text = normalize(&span.text);
        if text.trim().is_empty() {
            continue;
        }
        let size = span.font_size.abs().max(0.1);
        // The parser's y grows upwards from the bottom of the page; the layout's from the top.
        let bottom = page_height - span.bbox.y;
        let top = bottom - span.bbox.height.abs();
        let (left, right) = (span.bbox.x, span.bbox.x + span.bbox.width.abs());
        if let Some((line, last_right)) = open.as_mut() {
            let overlap = line.bottom.min(bottom) - line.top.max(top);
            let beside = overlap > 0.3 * (bottom - top).min(line.bottom - line.top).max(0.1)
                && left >= *last_right - size * 0.5;
            if beside {
                let gap = left - *last_right;
                if gap > size * CELL_GAP {
                    line.cells.push(text.trim().to_string());
                    line.text.push(' ');
                } else {
                    let cell = line.cells.last_mut().expect("a line has a cell");
                    if gap > size * 0.15 && !cell.ends_with(' ') && !text.starts_with(' ') {
                        cell.push(' ');
                        line.text.push(' ');
                    }
                    cell.push_str(&text);
                }
                line.text.push_str(&text);
                line.size = line.size.max(size);
                line.top = line.top.min(top);
                line.bottom = line.bottom.max(bottom);
                line.right = line.right.max(right);
                *last_right = right;
                continue;
            }
        }
        if let Some((line, _)) = open.take() {
            out.push(finish(line));
        }
        open = Some((
            Line {
                text: text.clone(),
                cells: vec![text],
                size,
                top,
                bottom,
                left,
                right,
            },
            right,
        ));
    }
    if let Some((line, _)) = open {
        out.push(finish(line));
    }
    out
}

/// Collapses runs of spaces in a finished line and its cells.
fn finish(mut line: Line) -> Line {
    let squash = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    line.text = squash(&line.text);
    line.cells = line.cells.iter().map(|c| squash(c)).collect();
    line
}

/// Ligature glyphs (`ﬁ`, `ﬂ`, …) and Arabic presentation forms become the letters they stand
/// for (their compatibility decomposition); control characters go.
fn normalize(text: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c as u32 {
            0xFB00..=0xFB06 | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF => out.extend(c.nfkc()),
            _ if c.is_control() => {}
            _ => out.push(c),
        }
    }
    out
}

/// The `/Title` of the document's `/Info` dictionary.
fn title(doc: &PdfDocument) -> Option<String> {
    let info = doc.trailer().as_dict()?.get("Info")?.clone();
    let info = resolve(doc, info)?;
    let value = resolve(doc, info.as_dict()?.get("Title")?.clone())?;
    let decoded = pdf_oxide::optional_content::decode_pdf_text_string(value.as_string()?);
    let title = crate::sanitize::one_line(&decoded);
    (!title.is_empty()).then_some(title)
}

fn resolve(doc: &PdfDocument, obj: Object) -> Option<Object> {
    match obj {
        Object::Reference(r) => doc.load_object(r).ok(),
        other => Some(other),
    }
}
