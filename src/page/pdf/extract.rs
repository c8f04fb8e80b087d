//! The parser's side of F-60: a document's pages as lines with font sizes and positions, and its
//! title. `pdf_oxide` decodes the text and puts its spans in reading order (columns found by
//! XY-cut); this file groups consecutive spans into [`Line`]s.
//!
//! A cut or damaged file is read as far as it goes: the parser rebuilds a lost cross-reference
//! table (and a lost page tree) from the objects it finds, a page it cannot read is marked
//! rather than ending the read, and the survey of `damage.rs` says which pages lost objects
//! (the page, its content streams, its fonts), so such a page says so instead of "no text".

use std::collections::HashSet;
use std::time::{Duration, Instant};

use pdf_oxide::layout::TextSpan;
use pdf_oxide::object::{Object, ObjectRef};
use pdf_oxide::{PdfDocument, ReadingOrder};

use super::PdfError;
use super::damage::{Fault, Survey, content_is_well_formed};
use super::layout::{Line, PageNote, Total};

/// A document as the layout step needs it.
pub(crate) struct Document {
    /// `/Info /Title`, trimmed; `None` when missing or empty.
    pub(crate) title: Option<String>,
    /// Every page's lines in reading order (empty for a page without text).
    pub(crate) pages: Vec<Vec<Line>>,
    /// Why some or all of each page could not be read; `None` for a page read whole.
    pub(crate) losses: Vec<Option<Loss>>,
    /// How many pages the document has, as far as it could be read.
    pub(crate) total: Total,
    /// The pages from this one (1-based) to the last were not tried, after a long run of pages
    /// the parser could not reach.
    pub(crate) untried_from: Option<usize>,
}

/// Why some or all of a page could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Loss {
    /// The file ends before all of the page's objects.
    Cut,
    /// Some of the page's objects are damaged.
    Damaged,
    /// The page and its content are whole, but fonts it uses are cut off or damaged, so some
    /// of its characters may be wrong.
    Fonts,
    /// The parser failed on the page, for this reason.
    Parser(String),
    /// Nothing on the page could be read and the file is damaged, so the page's text may be
    /// lost (a page cannot be said to have no text then).
    Unknown,
}

impl Loss {
    /// What the page says instead of its text, or after what could be read of it.
    pub(crate) fn note(&self) -> PageNote {
        let why = match self {
            Loss::Cut => "the file ends before all of it".to_string(),
            Loss::Damaged => "its bytes in the file are damaged".into(),
            Loss::Fonts => "its fonts are cut off or damaged".into(),
            Loss::Parser(reason) => format!("the parser failed on it ({reason})"),
            Loss::Unknown => "no text was found on it, and the file is damaged".into(),
        };
        let after = if *self == Loss::Fonts {
            format!("[some characters of this page may be wrong: {why}]")
        } else {
            format!("[some of this page could not be read: {why}]")
        };
        PageNote {
            instead: format!("[this page could not be read: {why}]"),
            after,
        }
    }
}

/// Spans further apart than this many times the font size are in different table cells.
const CELL_GAP: f32 = 1.0;
/// A page's fonts looked at for lost objects, at most.
const MAX_FONTS: usize = 64;
/// After this many pages in a row that the parser cannot reach, the rest are not tried (a
/// damaged page tree may claim any count).
const MAX_UNREACHED_RUN: usize = 64;

/// Parses `data` and reads every page's lines, checking `deadline` between pages. `survey`
/// is what the file's bytes say about its damage.
pub(crate) fn read(
    data: Vec<u8>,
    survey: &Survey,
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
    let refs = page_refs(&doc, count);
    let total = if refs.is_some() && page_tree_is_the_files(&doc, survey, count) {
        Total::Exact(count)
    } else {
        Total::AtLeast(count)
    };
    let mut pages = Vec::with_capacity(count.min(10_000));
    let mut losses = Vec::with_capacity(count.min(10_000));
    let mut unreached_run = 0usize;
    let mut untried_from = None;
    for index in 0..count {
        if unreached_run >= MAX_UNREACHED_RUN {
            untried_from = Some(index + 1);
            break;
        }
        if Instant::now() >= deadline {
            return Err(PdfError::TimedOut { budget });
        }
        let (mut fault, font_fault) = refs
            .as_ref()
            .map_or((None, None), |refs| page_fault(&doc, survey, refs[index]));
        // Without the page's objects (`page_fault` checks its plain content streams), check
        // what its content decodes to.
        if refs.is_none()
            && !survey.encrypted
            && doc
                .get_page_content_data(index)
                .is_ok_and(|content| !content_is_well_formed(&content))
        {
            fault = Some(Fault::Damaged);
        }
        match doc.extract_spans_with_reading_order(index, ReadingOrder::ColumnAware) {
            Ok(spans) => {
                let height = doc
                    .get_page_media_box(index)
                    .map(|(_, y0, _, y1)| (y1 - y0).abs())
                    .unwrap_or(792.0);
                unreached_run = 0;
                let lines = lines(&spans, height);
                losses.push(match (fault, font_fault) {
                    (Some(fault), _) => Some(Loss::from(fault)),
                    (None, _) if lines.is_empty() && survey.is_damaged() => Some(Loss::Unknown),
                    (None, Some(_)) => Some(Loss::Fonts),
                    (None, None) => None,
                });
                pages.push(lines);
            }
            Err(pdf_oxide::Error::EncryptedPdf) => return Err(PdfError::Encrypted),
            Err(e) => {
                unreached_run += 1;
                pages.push(Vec::new());
                losses.push(Some(match fault.or(font_fault) {
                    Some(fault) => Loss::from(fault),
                    None if survey.ends_early => Loss::Cut,
                    None => Loss::Parser(crate::sanitize::one_line(&e.to_string())),
                }));
            }
        }
    }
    Ok(Document {
        title: title(&doc),
        pages,
        losses,
        total,
        untried_from,
    })
}

impl From<Fault> for Loss {
    fn from(fault: Fault) -> Self {
        match fault {
            Fault::Cut => Loss::Cut,
            Fault::Damaged => Loss::Damaged,
        }
    }
}

/// The page objects in page order, walking the page tree from the catalog; `None` when the
/// walk does not find the `count` pages the parser counts (then pages are not matched to
/// objects). A kid that is missing from the file is a page all the same.
fn page_refs(doc: &PdfDocument, count: usize) -> Option<Vec<ObjectRef>> {
    const MAX_DEPTH: usize = 64;
    let catalog = doc.catalog().ok()?;
    let root = catalog.as_dict()?.get("Pages")?.as_reference()?;
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut stack = vec![(root, 0usize)];
    while let Some((node, depth)) = stack.pop() {
        if !seen.insert(node) || depth > MAX_DEPTH || out.len() > count {
            return None;
        }
        let object = doc.load_object(node).ok();
        let kids = object
            .as_ref()
            .and_then(Object::as_dict)
            .filter(|d| d.get("Type").and_then(Object::as_name) != Some("Page"))
            .and_then(|d| d.get("Kids"))
            .and_then(Object::as_array);
        match kids {
            Some(kids) => stack.extend(
                kids.iter()
                    .rev()
                    .filter_map(Object::as_reference)
                    .map(|kid| (kid, depth + 1)),
            ),
            None => out.push(node),
        }
    }
    (out.len() == count).then_some(out)
}

/// True when the page tree the parser uses is the file's own, whole, and says it has `count`
/// pages: not one the parser rebuilt from the page objects it found (a cut file loses a tree
/// written at its end), nor a damaged one. In a damaged file, the tree's root must be in the
/// file under its own header and have no parent (a rebuilt document may hang on an inner
/// node of the tree, whose count is only its part's).
fn page_tree_is_the_files(doc: &PdfDocument, survey: &Survey, count: usize) -> bool {
    let Some(root) = doc
        .catalog()
        .ok()
        .and_then(|c| c.as_dict()?.get("Pages")?.as_reference())
    else {
        return false;
    };
    let Some(tree) = doc.load_object(root).ok() else {
        return false;
    };
    let Some(tree) = tree.as_dict() else {
        return false;
    };
    let declared = tree.get("Count").and_then(Object::as_integer);
    let present = if survey.is_damaged() {
        survey.has_header(root.id) && !tree.contains_key("Parent")
    } else {
        survey.may_hold(root.id)
    };
    present
        && survey.fault(root.id).is_none()
        && declared.and_then(|n| usize::try_from(n).ok()) == Some(count)
}

/// The worst faults among the objects page `page` is made of: of the page itself and its
/// content streams, and of its resources and fonts.
fn page_fault(
    doc: &PdfDocument,
    survey: &Survey,
    page: ObjectRef,
) -> (Option<Fault>, Option<Fault>) {
    let mut look = Inspection {
        doc,
        survey,
        worst: None,
    };
    let Some(dict) = look.load(page) else {
        return (look.worst, None);
    };
    let Some(dict) = dict.as_dict() else {
        return (look.worst, None);
    };
    let parts = match dict.get("Contents") {
        Some(Object::Array(parts)) => parts.clone(),
        Some(contents) => vec![contents.clone()],
        None => Vec::new(),
    };
    for part in &parts {
        // Overwritten bytes inside a plain content stream leave its length and its neighbours
        // intact; they show as tokens no content stream has. (Flate data has its checksum.)
        if let Some(Object::Stream { dict, data }) = look.resolve(part)
            && !dict.contains_key("Filter")
            && !survey.encrypted
            && !content_is_well_formed(&data)
        {
            look.worst = look.worst.max(Some(Fault::Damaged));
        }
    }
    let content = look.worst.take();
    let resources = dict.get("Resources").and_then(|r| look.resolve(r));
    let fonts = resources
        .as_ref()
        .and_then(Object::as_dict)
        .and_then(|r| r.get("Font"))
        .and_then(|f| look.resolve(f));
    if let Some(fonts) = fonts.as_ref().and_then(Object::as_dict) {
        for font in fonts.values().take(MAX_FONTS) {
            look.resolve(font);
        }
    }
    (content, look.worst)
}

/// Objects of one page looked at for faults, keeping the worst.
struct Inspection<'a> {
    doc: &'a PdfDocument,
    survey: &'a Survey,
    worst: Option<Fault>,
}

impl Inspection<'_> {
    /// Loads object `r`, noting its fault; a referenced object that is not in the file counts
    /// as cut when the file ends early, damaged otherwise.
    fn load(&mut self, r: ObjectRef) -> Option<Object> {
        self.worst = self.worst.max(self.survey.fault(r.id));
        match self.doc.load_object(r) {
            Ok(Object::Null) | Err(_) => {
                let fault = if self.survey.ends_early {
                    Fault::Cut
                } else {
                    Fault::Damaged
                };
                self.worst = self.worst.max(Some(fault));
                None
            }
            Ok(object) => Some(object),
        }
    }

    /// The object itself, or the one it references (loaded and noted).
    fn resolve(&mut self, object: &Object) -> Option<Object> {
        match object {
            Object::Reference(r) => self.load(*r),
            other => Some(other.clone()),
        }
    }
}

/// The page count of the document in `data` (its page tree's own count).
pub(crate) fn count_pages(data: Vec<u8>) -> Result<usize, PdfError> {
    let doc = PdfDocument::from_bytes(data).map_err(from_parser)?;
    if doc.is_encrypted() && !doc.authenticate(b"").unwrap_or(false) {
        return Err(PdfError::Encrypted);
    }
    doc.page_count().map_err(from_parser)
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
