//! PDF → text (F-60): the text layer of every page behind a `--- page N of M ---` marker, with
//! headings told by font size, paragraphs and hyphenated words re-joined, and the title from the
//! document's metadata.
//!
//! The parser is third-party (`pdf_oxide`, chosen by measurement: bench/pdf/) and a PDF is
//! hostile input, so everything runs on the budgeted worker of `page/budget.rs`: a parser that
//! loops is abandoned at the time budget, one that panics becomes [`PdfError::Crashed`]. Before
//! the parser sees a byte, `guard.rs` refuses nesting deep enough to overflow its stack (a stack
//! overflow aborts the process and cannot be caught) and streams that inflate to a bomb.
//!
//!
//! A cut or damaged file is read as far as it goes and says so (F-60, G-09): what its own bytes
//! tell (`damage.rs`) and what the parser could not read become the `pdf_damaged` warning,
//! naming the pages read; a page that could not be read says that, never "no text"; when the
//! page tree is lost, the count is "at least" the pages found.
//!
//! | file | job |
//! |---|---|
//! | `guard.rs` | checks on the raw bytes before parsing: nesting depth, decompression bombs |
//! | `damage.rs` | what the raw bytes say about damage: `%%EOF`, `startxref`, offsets, lengths |
//! | `extract.rs` | the parser: pages, their lines with font sizes and positions, the title |
//! | `layout.rs` | lines → text: markers, headings, paragraphs, hyphens, table rows |

mod bytes;
mod damage;
mod extract;
mod guard;
mod layout;

use std::time::Duration;

use crate::page::budget::{self, Stopped};
use crate::warning::Warning;
use extract::Document;
use layout::Total;

/// A PDF read as text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdfText {
    /// Every page behind its marker (no trailing newline).
    pub text: String,
    /// The title from the document's metadata (`/Info /Title`), when it has one.
    pub title: Option<String>,
    /// The number of pages.
    pub pages: usize,
    /// False when no page has any text (a scanned document).
    pub has_text: bool,
    /// When the file is cut or damaged: what was read and what went wrong, one sentence.
    pub damage: Option<String>,
}

impl PdfText {
    /// The `pdf_damaged` warning (F-60, G-09) of a cut or damaged file.
    pub(crate) fn damage_warning(&self) -> Option<Warning> {
        Some(Warning {
            code: "pdf_damaged".into(),
            message: self.damage.clone()?,
            hint: "the copy may have been cut or damaged on its way: fetch it afresh with \
                   --max-age 0, or open the file in a PDF reader"
                .into(),
        })
    }
}

/// Why a PDF could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdfError {
    /// The document is encrypted with a password garuda-web does not have.
    #[error("the PDF is encrypted and needs a password to be read")]
    Encrypted,
    /// The file is not a PDF the parser can read (truncated, corrupt, unsupported).
    #[error("the PDF could not be read: {reason}")]
    Unreadable {
        /// The parser's reason.
        reason: String,
    },
    /// Reading took longer than the conversion budget.
    #[error("reading the PDF took longer than its budget of {budget:?}")]
    TimedOut {
        /// The budget that was exceeded.
        budget: Duration,
    },
    /// The parser crashed (a bug in it, triggered by this file).
    #[error("the PDF parser crashed on this file ({message})")]
    Crashed {
        /// The panic's message.
        message: String,
    },
}

/// Reads a PDF on the budgeted worker. `raw` keeps the lines as the PDF has them (no headings,
/// no re-joined paragraphs); page markers are there either way.
pub fn pdf_to_text(data: &[u8], raw: bool, budget: Duration) -> Result<PdfText, PdfError> {
    let owned = data.to_vec();
    let style = if raw {
        layout::Style::Lines
    } else {
        layout::Style::Structured
    };
    budget::run("garuda-pdf", budget, move |deadline| {
        let bad_streams = guard::check(&owned)?;
        let survey = damage::survey(&owned, &bad_streams);
        let causes = causes(&survey);
        // When the file is damaged and its catalog or page tree is among the damage, the
        // parser gives up; read it again without its trailers, so that the parser rebuilds a
        // page tree from the page objects it finds.
        let spare = survey
            .is_damaged()
            .then(|| damage::without_trailers(&owned));
        let doc = match (extract::read(owned, &survey, deadline, budget), spare) {
            (Err(PdfError::Unreadable { .. }), Some(spare)) => {
                extract::read(spare, &survey, deadline, budget)
            }
            (read, _) => read,
        };
        let doc = doc.map_err(|e| match e {
            PdfError::Unreadable { reason } if !causes.is_empty() => PdfError::Unreadable {
                reason: format!(
                    "the file is damaged ({}), and the parser could not read what is there: \
                     {reason}",
                    causes.join("; ")
                ),
            },
            other => other,
        })?;
        let has_text = doc.pages.iter().any(|p| !p.is_empty());
        let damage = describe_damage(&doc, &causes);
        if damage.is_some() && !has_text {
            let causes = if causes.is_empty() {
                "no page could be read".to_string()
            } else {
                causes.join("; ")
            };
            return Err(PdfError::Unreadable {
                reason: format!(
                    "the file is damaged ({causes}), and no text could be recovered from what \
                     is there"
                ),
            });
        }
        let notes: Vec<_> = doc
            .losses
            .iter()
            .map(|l| l.as_ref().map(extract::Loss::note))
            .collect();
        let mut text = layout::render(&doc.pages, &notes, doc.total, style);
        if let Some(first) = doc.untried_from {
            text.push_str(&format!(
                "\n\n[{} not read: the parser could not reach the pages before]",
                page_range(first, doc.total.count())
            ));
        }
        Ok(PdfText {
            text,
            title: doc.title,
            pages: doc.total.count(),
            has_text,
            damage,
        })
    })
    .unwrap_or_else(|stopped| {
        Err(match stopped {
            Stopped::TimedOut { budget } => PdfError::TimedOut { budget },
            Stopped::Panicked { message } => PdfError::Crashed { message },
            Stopped::NoThread { reason } => PdfError::Unreadable { reason },
        })
    })
}

/// The number of pages of a PDF, read on the budgeted worker behind the same guard as
/// [`pdf_to_text`] (a `browse pdf` file's count, B-25), without reading any page's text.
pub fn page_count(data: &[u8], budget: Duration) -> Result<usize, PdfError> {
    let owned = data.to_vec();
    budget::run("garuda-pdf", budget, move |_| {
        guard::check(&owned)?;
        extract::count_pages(owned)
    })
    .unwrap_or_else(|stopped| {
        Err(match stopped {
            Stopped::TimedOut { budget } => PdfError::TimedOut { budget },
            Stopped::Panicked { message } => PdfError::Crashed { message },
            Stopped::NoThread { reason } => PdfError::Unreadable { reason },
        })
    })
}

/// What the survey found wrong with the file, each in a few words.
fn causes(survey: &damage::Survey) -> Vec<String> {
    let mut causes = Vec::new();
    if survey.ends_early {
        causes.push("the file ends early".to_string());
    } else if survey.xref_broken {
        causes.push(
            "its cross-reference table is damaged, so its objects were found by a scan".into(),
        );
    }
    match survey.damaged_objects() {
        0 => {}
        1 => causes.push("1 of its objects is damaged".into()),
        n => causes.push(format!("{n} of its objects are damaged")),
    }
    causes
}

/// The `pdf_damaged` sentence: the pages read in full, in part and not at all, of how many,
/// and why; `None` for a file that is whole and read whole.
fn describe_damage(doc: &Document, causes: &[String]) -> Option<String> {
    let mut full = Vec::new();
    let mut fonts = Vec::new();
    let mut partial = Vec::new();
    let mut lost = Vec::new();
    for (i, (lines, loss)) in doc.pages.iter().zip(&doc.losses).enumerate() {
        match (loss, lines.is_empty()) {
            (None, _) => full.push(i + 1),
            (Some(_), true) => lost.push(i + 1),
            (Some(extract::Loss::Fonts), false) => fonts.push(i + 1),
            (Some(_), false) => partial.push(i + 1),
        }
    }
    let mut causes = causes.to_vec();
    if matches!(doc.total, Total::AtLeast(_)) && causes.is_empty() {
        causes.push("its page tree is damaged or missing".into());
    }
    if causes.is_empty()
        && fonts.is_empty()
        && partial.is_empty()
        && lost.is_empty()
        && doc.untried_from.is_none()
    {
        return None;
    }
    let mut read: Vec<usize> = full.iter().chain(&fonts).copied().collect();
    read.sort_unstable();
    let mut parts = vec![if read.is_empty() {
        format!("no page of {} could be read whole", doc.total.phrase())
    } else {
        format!(
            "{} of {} {} read",
            page_list(&read),
            doc.total.phrase(),
            if read.len() == 1 { "was" } else { "were" }
        )
    }];
    if !fonts.is_empty() {
        parts.push(format!(
            "{} without all of their fonts (some characters may be wrong)",
            page_list(&fonts)
        ));
    }
    if !partial.is_empty() {
        parts.push(format!("{} only in part", page_list(&partial)));
    }
    if !lost.is_empty() {
        parts.push(format!("{} could not be read", page_list(&lost)));
    }
    if let Some(first) = doc.untried_from {
        parts.push(format!(
            "{} not tried",
            page_range(first, doc.total.count())
        ));
    }
    let causes = if causes.is_empty() && doc.losses.contains(&Some(extract::Loss::Damaged)) {
        "the content of some of its pages is damaged".to_string()
    } else if causes.is_empty() {
        "the parser could not read all of it".to_string()
    } else {
        causes.join("; ")
    };
    Some(format!(
        "this PDF is damaged ({causes}): {}",
        parts.join("; ")
    ))
}

/// `page 7` or `pages 7–9`.
fn page_range(first: usize, last: usize) -> String {
    if first == last {
        format!("page {first}")
    } else {
        format!("pages {first}–{last}")
    }
}

/// `page 3`, `pages 1–2`, `pages 1–2 and 4`, `pages 1, 3 and 5–7` (numbers ascending).
fn page_list(pages: &[usize]) -> String {
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    for &n in pages {
        match ranges.last_mut() {
            Some((_, last)) if *last + 1 == n => *last = n,
            _ => ranges.push((n, n)),
        }
    }
    let words: Vec<String> = ranges
        .iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}–{b}")
            }
        })
        .collect();
    let noun = if pages.len() == 1 { "page" } else { "pages" };
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{noun} {} and {last}", rest.join(", ")),
        _ => format!("{noun} {}", words.concat()),
    }
}

/// Runs the checks on raw bytes (the guard, the damage survey) on the calling thread, where a
/// panic is not contained; true when they find the file refused or damaged. For the fuzz
/// target (src/fuzzing.rs).
pub(crate) fn check_raw(data: &[u8]) -> bool {
    match guard::check(data) {
        Ok(bad_streams) => damage::survey(data, &bad_streams).is_damaged(),
        Err(_) => true,
    }
}

/// The text of each page as `pdf_to_text` lays it out, without markers: for the extractor
/// bench (bench/pdf/), which scores pages one by one.
pub fn extract_pages(data: &[u8]) -> Result<Vec<String>, PdfError> {
    let read = pdf_to_text(data, false, Duration::from_secs(60))?;
    let mut pages: Vec<String> = Vec::with_capacity(read.pages);
    for line in read.text.split_inclusive('\n') {
        if is_marker(line.trim_end(), pages.len() + 1, read.pages) {
            pages.push(String::new());
        } else if let Some(page) = pages.last_mut() {
            page.push_str(line);
        }
    }
    Ok(pages
        .into_iter()
        .map(|page| {
            let page = page.trim();
            if page == layout::NO_TEXT {
                String::new()
            } else {
                page.to_string()
            }
        })
        .collect())
}

/// True when `line` is the marker of page `n` of a text of `pages` pages (`of 3` or, when the
/// page tree was lost, `of at least 3`).
fn is_marker(line: &str, n: usize, pages: usize) -> bool {
    n <= pages
        && (line == layout::marker(n, Total::Exact(pages))
            || line == layout::marker(n, Total::AtLeast(pages)))
}

/// The pages a window of a PDF's text covers (`pages` in JSON, F-60).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct PageSpan {
    /// Pages in the document: all of them, or, when `count_at_least` is true, the pages
    /// found in a damaged file whose own page tree was lost.
    pub count: usize,
    /// True when `count` is a lower bound (the markers say `of at least N`): a damaged file
    /// never claims a page count it could not read (F-60).
    pub count_at_least: bool,
    /// The page the window starts on (1-based).
    pub first: usize,
    /// The page the window ends on.
    pub last: usize,
}

/// The pages that characters `start..end` of `text` (a [`pdf_to_text`] text of `count` pages)
/// fall on; an empty window is on the page where it starts.
pub(crate) fn span(text: &str, count: usize, start: usize, end: usize) -> PageSpan {
    let starts = page_starts(text, count);
    let page_at = |offset: usize| starts.iter().take_while(|&&s| s <= offset).count().max(1);
    PageSpan {
        count,
        count_at_least: counts_at_least(text, count),
        first: page_at(start),
        last: page_at(end.saturating_sub(1).max(start)),
    }
}

/// The span of a whole PDF text of `count` pages (what `--outline` covers).
pub(crate) fn whole(text: &str, count: usize) -> PageSpan {
    PageSpan {
        count,
        count_at_least: counts_at_least(text, count),
        first: 1,
        last: count,
    }
}

/// True when the text's first page marker gives its total as a lower bound
/// (`--- page 1 of at least 3 ---`, F-60). Page text cannot fake it: a body line that looks like
/// a marker is escaped.
fn counts_at_least(text: &str, count: usize) -> bool {
    let at_least = layout::marker(1, Total::AtLeast(count));
    text.lines()
        .find(|line| is_marker(line.trim_end(), 1, count))
        .is_some_and(|line| line.trim_end() == at_least)
}

/// Where each page starts in `text` (character offsets of the markers), for a text made by
/// [`pdf_to_text`] with `pages` pages. Markers are looked for in order, so page text cannot add
/// one (a body line that looks like a marker is escaped).
pub(crate) fn page_starts(text: &str, pages: usize) -> Vec<usize> {
    let mut starts = Vec::with_capacity(pages);
    let mut chars = 0usize;
    let mut want = 1usize;
    for line in text.split_inclusive('\n') {
        if is_marker(line.trim_end(), want, pages) {
            starts.push(chars);
            want += 1;
        }
        chars += line.chars().count();
    }
    starts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixture(name: &str) -> Vec<u8> {
        std::fs::read(format!(
            "{}/tests/fixtures/pdf/{name}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .expect("fixture")
    }

    // R-02, F-60: work past the budget is abandoned with a timeout, not waited for.
    #[test]
    fn f60_over_budget_is_a_timeout() {
        let err = pdf_to_text(&fixture("long.pdf"), false, Duration::ZERO).unwrap_err();
        assert_eq!(
            err,
            PdfError::TimedOut {
                budget: Duration::ZERO
            }
        );
    }

    #[test]
    fn f60_pages_title_and_text_flag() {
        let read = pdf_to_text(&fixture("paper.pdf"), false, Duration::from_secs(60)).unwrap();
        assert_eq!(read.pages, 2);
        assert_eq!(
            read.title.as_deref(),
            Some("Adaptive Caching for Read-Mostly Agents")
        );
        assert!(read.has_text);
        let scan = pdf_to_text(&fixture("scanned.pdf"), false, Duration::from_secs(60)).unwrap();
        assert!(!scan.has_text);
        let pages = extract_pages(&fixture("long.pdf")).unwrap();
        assert_eq!(pages.len(), 300);
        assert!(
            pages[299].starts_with("# Section 300\n\nThis is page 300"),
            "{}",
            pages[299]
        );
    }

    /// A classic-xref PDF from object bodies numbered from 1 (the catalog is object 1).
    fn pdf_from_objects(objects: &[&str]) -> Vec<u8> {
        let mut pdf = b"%PDF-1.7\n".to_vec();
        let mut offsets = Vec::new();
        for (n, body) in objects.iter().enumerate() {
            offsets.push(pdf.len());
            pdf.extend(format!("{} 0 obj\n{body}\nendobj\n", n + 1).bytes());
        }
        let xref = pdf.len();
        pdf.extend(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).bytes());
        for offset in offsets {
            pdf.extend(format!("{offset:010} 00000 n \n").bytes());
        }
        pdf.extend(
            format!(
                "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
                objects.len() + 1
            )
            .bytes(),
        );
        pdf
    }

    // R-02, F-60: a cut file whose page tree (at its head) lists a thousand pages the cut took
    // is read up to a run of pages the parser cannot reach, and says the rest were not tried.
    #[test]
    fn f60_a_tree_of_missing_pages_stops() {
        let content = "BT /F1 12 Tf 72 700 Td (Only page) Tj ET";
        // The parser trusts a /Count up to the number of objects in the file: 200 fillers.
        let kids: Vec<String> = (1000..1149).map(|n| format!("{n} 0 R")).collect();
        let tree = format!(
            "<< /Type /Pages /Kids [3 0 R {}] /Count 150 >>",
            kids.join(" ")
        );
        let stream = format!(
            "<< /Length {} >>\nstream\n{content}\nendstream",
            content.len()
        );
        let mut objects = vec![
            "<< /Type /Catalog /Pages 2 0 R >>",
            &tree,
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R \
             /Resources << /Font << /F1 5 0 R >> >> >>",
            &stream,
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ];
        objects.extend(std::iter::repeat_n("null", 200));
        let pdf = pdf_from_objects(&objects);
        let cut = &pdf[..pdf.windows(4).rposition(|w| w == b"xref").unwrap()];
        let read = pdf_to_text(cut, false, Duration::from_secs(60)).unwrap();
        assert!(
            read.text
                .starts_with("--- page 1 of 150 ---\n\nOnly page\n\n--- page 2 of 150 ---"),
            "{}",
            &read.text[..300.min(read.text.len())]
        );
        assert!(
            read.text.ends_with(
                "--- page 65 of 150 ---\n\n[this page could not be read: the file ends before \
                 all of it]\n\n[pages 66–150 not read: the parser could not reach the pages \
                 before]"
            ),
            "{}",
            &read.text[read.text.len().saturating_sub(300)..]
        );
        let damage = read.damage.unwrap();
        assert!(
            damage
                == "this PDF is damaged (the file ends early): page 1 of 150 was read; pages \
                    2–65 could not be read; pages 66–150 not tried",
            "{damage}"
        );
        assert_eq!(read.pages, 150);
    }

    #[test]
    fn f60_page_lists() {
        assert_eq!(page_list(&[3]), "page 3");
        assert_eq!(page_list(&[1, 2]), "pages 1–2");
        assert_eq!(page_list(&[1, 2, 4]), "pages 1–2 and 4");
        assert_eq!(page_list(&[1, 3, 5, 6, 7]), "pages 1, 3 and 5–7");
    }

    // F-60, G-09: a cut copy says what was read; the whole file says nothing; a marker of the
    // "at least" kind is found by page_starts as the exact kind is.
    #[test]
    fn f60_cut_copies_say_what_was_read() {
        let whole = fixture("damage-tail.pdf");
        let read = pdf_to_text(&whole, false, Duration::from_secs(60)).unwrap();
        assert_eq!(read.damage, None);
        assert!(read.damage_warning().is_none());
        let cut = pdf_to_text(
            &whole[..whole.len() * 6 / 10],
            true,
            Duration::from_secs(60),
        )
        .unwrap();
        assert_eq!(
            cut.damage.as_deref(),
            Some("this PDF is damaged (the file ends early): pages 1–2 of at least 2 were read")
        );
        assert_eq!(cut.damage_warning().unwrap().code, "pdf_damaged");
        assert_eq!(cut.pages, 2);
        let second = cut.text.find("--- page 2 of at least 2 ---").unwrap();
        let chars = cut.text[..second].chars().count();
        assert_eq!(page_starts(&cut.text, 2), vec![0, chars]);
        let pages = extract_pages(&whole[..whole.len() * 6 / 10]).unwrap();
        assert_eq!(pages.len(), 2);
        assert!(pages[1].starts_with("Page 2 line 01: "), "{}", pages[1]);
    }

    #[test]
    fn f60_page_starts_are_character_offsets_of_the_markers() {
        let text = "--- page 1 of 2 ---\n\nü\n\\--- page 2 of 2 ---\n\n--- page 2 of 2 ---\n\nb";
        assert_eq!(page_starts(text, 2), vec![0, 45]);
        let chars: Vec<char> = text.chars().collect();
        assert_eq!(chars[44], '\n');
        let span_of = |start, end| {
            let s = span(text, 2, start, end);
            (s.first, s.last)
        };
        assert_eq!(span_of(0, 10), (1, 1));
        assert_eq!(span_of(0, 45), (1, 1));
        assert_eq!(span_of(0, 46), (1, 2));
        assert_eq!(span_of(45, 46), (2, 2));
        assert_eq!(span_of(50, 50), (2, 2));
    }
}
