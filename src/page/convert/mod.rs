//! HTML → Markdown (F-06), the "needs JavaScript" guess (F-07), and the limits that keep hostile
//! pages harmless.
//!
//! The page is read once, as a stream of tokens from lol_html's tokenizer; no DOM is built. Every
//! open element the converter cares about sits on an explicit stack (never the call stack), so
//! 20 000 nested `<div>`s cost 20 000 small entries, not 20 000 stack frames. The converter
//! applies the few implied end tags that matter for Markdown itself (`<p>`, `<li>`, `<dt>`/`<dd>`,
//! table rows and cells); lol_html's end tags close everything else. Work and output are linear
//! in the input; a time budget and an output-size cap turn anything else into a [`ConvertError`].
//!
//! Output: ATX headings, paragraphs, `-` and `N.` lists keeping `start` (nesting indented up to
//! a fixed depth, deeper levels stay flat), `[text](absolute URL)` links (fragment-only and
//! `javascript:` links keep only their text), `![alt](absolute URL)` images (only with alt text, each shown once),
//! `**strong**`, `*em*`, `~~del~~`, inline code, fenced code blocks with the language from the
//! class (`language-x`, `lang-x`, `highlight-source-x`, `highlight-x`, rustdoc's `rust`), GFM
//! tables (tables a GFM cell cannot hold become paragraphs), `>` blockquotes, `<br>` as a newline
//! (`<br>` inside table cells), entities decoded, whitespace collapsed, Markdown characters in
//! text escaped, no trailing spaces, at most one blank line in a row (in code blocks too).
//!
//! Dropped (F-06, Q-01): comments, non-content elements (`script`, `style`, `nav`, `footer`,
//! `aside`, `form`, …), hidden elements (`hidden`, `aria-hidden="true"`, inline
//! `display:none`), chrome landmarks (`role="navigation"`, page-level `role="banner"`, …),
//! overlays, menus in the page header, share buttons and "Skip to content" links (see
//! `chrome.rs`).
//!
//! With `--main` the same pass also records each block and structural element (`record.rs`,
//! `node_hint.rs`) and `main_content/` keeps only the main content. It does not read
//! stylesheets, does not run scripts, and does not neutralise `</web_result>`-like text (the
//! output layer does that).
//!
//! This file holds the public API (run on the time-budgeted worker of `page/budget.rs`) and the wiring of
//! lol_html's handlers to the converter's `State`. The parts:
//!
//! | file | job |
//! |---|---|
//! | `tags.rs` | what each element name means (classification, code-language classes) |
//! | `chrome.rs` | page chrome and hidden elements that are dropped, skip links |
//! | `state.rs` | the converter's state (grouped by the file that uses each part), the per-token checkpoint, the end of the document |
//! | `elements.rs` | start tags: what opening each element does |
//! | `stack.rs` | the open-element stack, implied end tags, what closing each element does |
//! | `text.rs` | text: whitespace, escaping of Markdown characters, `<pre>` text |
//! | `inline.rs` | inline elements: emphasis and link delimiters, inline code, images, URLs |
//! | `blocks.rs` | finished blocks: separators, list and quote prefixes, code fences, rules |
//! | `table.rs` | tables: GFM tables, and layout tables written as paragraphs |
//! | `decode.rs` | character references (`&amp;`, `&#x27;`, …), named ones from `web_atoms` |
//! | `capture.rs` | the `<title>` and `<noscript>` text (read, not written) |
//! | `math.rs` | MathML written as TeX (`$…$`, `$$…$$`) |
//! | `record.rs` | what each written block was; link runs dropped outside the article; repeated images left out |
//! | `node_hint.rs` | what an element's `id`/`class`/`role` say about it (`--main`) |
//! | `word_table.rs` | a compile-time table of class words and their flags, looked up in one probe |
//! | `main_content/` | `--main`: choosing the main container and what stays in it |

mod attrs;
mod blocks;
mod capture;
mod chrome;
mod decode;
mod elements;
mod inline;
mod main_content;
mod math;
mod node_hint;
mod placeholders;
mod record;
mod stack;
mod state;
mod table;
mod tags;
mod text;
mod word_table;

#[cfg(test)]
mod tests;

use std::cell::RefCell;
use std::rc::Rc;
use std::time::{Duration, Instant};

use lol_html::{HtmlRewriter, MemorySettings, Settings, doc_text, element, errors::RewritingError};
use url::Url;

use crate::page::budget::Stopped;
pub(crate) use decode::decode_entities;
use state::State;

/// What a conversion should produce.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConvertOptions {
    /// Keep only the page's main content (`fetch --main`, F-06), not the whole page.
    pub main_content: bool,
}

/// Result of converting one HTML page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Converted {
    /// The page as Markdown (no trailing newline).
    pub markdown: String,
    /// The `<title>` text, entities decoded and whitespace collapsed; `None` when empty.
    pub title: Option<String>,
    /// True when the page seems to need JavaScript to show its content (F-07).
    pub needs_javascript: bool,
    /// True when the page nests elements so deeply that the tokenizer's memory cap was reached
    /// the Markdown is what came before that point.
    pub truncated: bool,
    /// True when lists, quotes or other blocks nest deeper than the converter tracks:
    /// the deeper blocks are written flat, each on its own line, without their nesting.
    pub flattened: bool,
    /// With [`ConvertOptions::main_content`]: no clear main content was found, so the
    /// Markdown is the whole page.
    pub main_content_uncertain: bool,
    /// With [`ConvertOptions::main_content`], for a page with no main text (a shell that a
    /// script fills, or a body without text; the Markdown is then empty): the page's own
    /// description, which goes in the header as the title does. `None` otherwise.
    pub description: Option<String>,
    /// Set on the full page's pass: the page has no main text to give (a shell that a script
    /// fills, or a body without text).
    no_main_text: bool,
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
/// The page moves to the worker: pass a `String` the caller no longer needs to spare a copy
/// (a `&str` is copied).
pub fn html_to_markdown(
    html: impl Into<String>,
    base: &Url,
    budget: Duration,
    options: &ConvertOptions,
) -> Result<Converted, ConvertError> {
    let owned_html = html.into();
    let owned_base = base.clone();
    let owned_options = options.clone();
    crate::page::budget::run("garuda-convert", budget, move |deadline| {
        // The same options, for the whole page.
        let mut full_options = owned_options.clone();
        full_options.main_content = false;
        let main_content = owned_options.main_content;
        let (converted, _) = convert(
            &owned_html,
            &owned_base,
            deadline,
            budget,
            owned_options,
            true,
        )?;
        if !main_content {
            // The description is for `--main`'s header; the full page gives it in its text.
            return Ok(Converted {
                description: None,
                ..converted
            });
        }
        if !converted.main_content_uncertain {
            return Ok(converted);
        }
        // F-06: no clear main content, so the result is the full page as `fetch` gives it —
        // not the `--main` pass's render, which has already left out what only the full page
        // keeps (blocks an inline style hides, a body-less page's description).
        let (full, _) = convert(
            &owned_html,
            &owned_base,
            deadline,
            budget,
            full_options,
            true,
        )?;
        // A shell that a script fills, or a body without text, has no main content to be
        // unsure of: no text, its description for the header, and the warning that the page
        // needs JavaScript (F-07).
        if full.no_main_text {
            return Ok(Converted {
                markdown: String::new(),
                ..full
            });
        }
        Ok(Converted {
            main_content_uncertain: true,
            ..full
        })
    })
    .unwrap_or_else(|stopped| Err(stopped.into()))
}

impl From<Stopped> for ConvertError {
    fn from(stopped: Stopped) -> Self {
        match stopped {
            Stopped::TimedOut { budget } => ConvertError::TimedOut { budget },
            other => ConvertError::Failed {
                reason: other.to_string(),
            },
        }
    }
}

/// Memory the tokenizer may use for its own open-element stack and buffers (R-02, E-02).
/// Real pages use well under 1 MiB; a nesting bomb stops here, and the Markdown up to that
/// point is the result ([`Converted::truncated`]). It leaves room for one tag of several MiB
/// (an inline `data:` image).
const TOKENIZER_MEMORY: usize = 24 << 20;

/// Runs the conversion on the current thread: lol_html's tokenizer feeds every element and
/// text chunk to one [`State`]. Returns the result and the bytes of the whole page's text
/// (with `--main` too).
fn convert(
    html: &str,
    base: &Url,
    deadline: Instant,
    budget: Duration,
    options: ConvertOptions,
    read_noscript: bool,
) -> Result<(Converted, usize), ConvertError> {
    let state = Rc::new(RefCell::new(State::new(
        base.clone(),
        html.len(),
        deadline,
        budget,
        options.clone(),
    )));
    let on_element = state.clone();
    let on_text = state.clone();
    let settings = Settings::new()
        .append_element_content_handler(element!("*", move |el| {
            let rc = on_element.clone();
            on_element.borrow_mut().on_element(el, html, &rc)
        }))
        .append_document_content_handler(doc_text!(move |chunk| {
            on_text.borrow_mut().on_text(chunk)
        }))
        .with_strict(false)
        .with_memory_settings(
            MemorySettings::new().with_max_allowed_memory_usage(TOKENIZER_MEMORY),
        );
    let mut rewriter = HtmlRewriter::new(settings, |_: &[u8]| {});
    let written = rewriter
        .write(html.as_bytes())
        .and_then(|()| rewriter.end());
    if let Some(err) = state.borrow_mut().abort.take() {
        return Err(err);
    }
    let truncated = match written {
        Ok(()) => false,
        Err(RewritingError::MemoryLimitExceeded(_)) => true,
        Err(e) => {
            return Err(ConvertError::Failed {
                reason: e.to_string(),
            });
        }
    };
    let mut st = state.borrow_mut();
    let mut converted = st.finish();
    converted.truncated = truncated;
    // a page that shows crawlers its content only inside <noscript> (forum software):
    // that HTML is the page's text (converted once; a <noscript> inside it is not followed).
    // The two pages are compared by their whole text, not by the `--main` selections.
    let page_text = st.records.text_bytes();
    if read_noscript && let Some(noscript) = st.noscript_fallback() {
        let (inner, inner_text) = convert(&noscript, base, deadline, budget, options, false)?;
        if inner_text > page_text {
            converted.markdown = inner.markdown;
            converted.main_content_uncertain = inner.main_content_uncertain;
            converted.needs_javascript = inner.needs_javascript;
            converted.flattened = inner.flattened;
            converted.description = inner.description;
            converted.no_main_text = inner.no_main_text;
        }
    }
    Ok((converted, page_text))
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
