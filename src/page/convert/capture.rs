//! Text that is read but not written: the first `<title>` (the page title) and `<noscript>`
//! (checked for "enable JavaScript", F-07). Both sit inside a dropped element, so the text
//! handler sends their text here instead of to the Markdown.

use super::decode::decode_into;
use super::text::collapse_whitespace;

/// Bytes kept of `<title>` and `<noscript>` text.
const CAPTURE_MAX: usize = 4096;

/// Which element's text is being captured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Target {
    /// The first `<title>`: its text, entities decoded.
    Title,
    /// A `<noscript>`: its raw text (tags included, as the tokenizer gives it).
    Noscript,
}

/// The captured text and what it told so far.
#[derive(Debug, Default)]
pub(super) struct Capture {
    /// What the open capture is for, if one is open.
    target: Option<Target>,
    /// The text captured so far (up to [`CAPTURE_MAX`] bytes).
    text: String,
    /// The page title, once the first `<title>` closed.
    pub(super) title: Option<String>,
    /// The first `<title>` has closed; later ones are ignored.
    title_done: bool,
    /// A `<noscript>` asked for JavaScript (F-07).
    pub(super) noscript_asks_for_js: bool,
}

impl Capture {
    /// A `<title>` opened; false when it is not the first one (then it is only dropped).
    pub(super) fn start_title(&mut self) -> bool {
        if self.title_done {
            return false;
        }
        self.target = Some(Target::Title);
        self.text.clear();
        true
    }

    /// The first `<title>` closed.
    pub(super) fn finish_title(&mut self) {
        self.target = None;
        self.title_done = true;
        let t = collapse_whitespace(&self.text);
        self.title = (!t.is_empty()).then_some(t);
        self.text.clear();
    }

    /// A `<noscript>` opened.
    pub(super) fn start_noscript(&mut self) {
        self.target = Some(Target::Noscript);
        self.text.clear();
    }

    /// A `<noscript>` closed.
    pub(super) fn finish_noscript(&mut self) {
        self.target = None;
        if noscript_asks_for_js(&self.text) {
            self.noscript_asks_for_js = true;
        }
        self.text.clear();
    }

    /// Text inside a dropped element: kept when a capture is open.
    pub(super) fn text(&mut self, s: &str) {
        if self.text.len() >= CAPTURE_MAX {
            return;
        }
        match self.target {
            Some(Target::Title) => decode_into(s, &mut self.text),
            Some(Target::Noscript) => self.text.push_str(s),
            None => {}
        }
    }
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
