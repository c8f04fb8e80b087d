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
//! | file | job |
//! |---|---|
//! | `guard.rs` | checks on the raw bytes before parsing: nesting depth, decompression bombs |
//! | `extract.rs` | the parser: pages, their lines with font sizes and positions, the title |
//! | `layout.rs` | lines → text: markers, headings, paragraphs, hyphens, table rows |

mod extract;
mod guard;
mod layout;

use std::time::Duration;

use crate::page::budget::{self, Stopped};

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
        guard::check(&owned)?;
        let truncated = !ends_like_a_pdf(&owned);
        let doc = extract::read(owned, deadline, budget)?;
        let has_text = doc.pages.iter().any(|p| !p.is_empty());
        if truncated && !has_text {
            return Err(PdfError::Unreadable {
                reason: "the file ends early (it has no %%EOF end marker) and no text could be \
                         recovered from what is there"
                    .into(),
            });
        }
        Ok(PdfText {
            text: layout::render(&doc.pages, style),
            title: doc.title,
            pages: doc.pages.len(),
            has_text,
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

/// True when the `%%EOF` marker is near the end, as in every complete PDF.
fn ends_like_a_pdf(data: &[u8]) -> bool {
    let tail = &data[data.len().saturating_sub(1024)..];
    tail.windows(5).any(|w| w == b"%%EOF")
}

/// The text of each page as `pdf_to_text` lays it out, without markers: for the extractor
/// bench (bench/pdf/), which scores pages one by one.
pub fn extract_pages(data: &[u8]) -> Result<Vec<String>, PdfError> {
    let read = pdf_to_text(data, false, Duration::from_secs(60))?;
    let mut pages = Vec::with_capacity(read.pages);
    for n in 1..=read.pages {
        let head = layout::marker(n, read.pages);
        let start = read.text.find(&head).map_or(0, |i| i + head.len());
        let next = layout::marker(n + 1, read.pages);
        let end = read.text[start..]
            .find(&next)
            .map_or(read.text.len(), |i| start + i);
        let page = read.text[start..end].trim();
        pages.push(if page == layout::NO_TEXT {
            String::new()
        } else {
            page.to_string()
        });
    }
    Ok(pages)
}

/// The pages a window of a PDF's text covers (`pages` in JSON, F-60).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct PageSpan {
    /// Pages in the document.
    pub count: usize,
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
        first: page_at(start),
        last: page_at(end.saturating_sub(1).max(start)),
    }
}

/// Where each page starts in `text` (character offsets of the markers), for a text made by
/// [`pdf_to_text`] with `pages` pages. Markers are looked for in order, so page text cannot add
/// one (a body line that looks like a marker is escaped).
pub(crate) fn page_starts(text: &str, pages: usize) -> Vec<usize> {
    let mut starts = Vec::with_capacity(pages);
    let mut chars = 0usize;
    let mut want = 1usize;
    for line in text.split_inclusive('\n') {
        if want <= pages && line.trim_end() == layout::marker(want, pages) {
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
