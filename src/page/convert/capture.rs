//! Text that is read but not written: the first `<title>` (the page title) and `<noscript>`
//! (checked for "enable JavaScript", F-07). Both sit inside a dropped element, so the text
//! handler sends their text here instead of to the Markdown. Also the page's description
//! (`<meta name="description">`, `og:description`, `twitter:description`), written only when
//! the body yields no text at all.

use super::decode::{decode_attr, decode_into};
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
    /// The HTML of the page's `<noscript>` elements, for pages whose content is only there
    /// (forums that serve crawlers a no-script view). Bounded by the page itself.
    pub(super) noscript_html: String,
    /// The longest of the page's descriptions (`<meta name="description">`,
    /// `og:description`, `twitter:description`), entities decoded and whitespace collapsed;
    /// at most [`CAPTURE_MAX`] bytes.
    pub(super) description: Option<String>,
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
        self.noscript_html.push('\n');
        if noscript_asks_for_js(&self.text) {
            self.noscript_asks_for_js = true;
        }
        self.text.clear();
    }

    /// A `<meta>` element's `name` (or `property`) and `content`: a description is kept when
    /// it is longer than the one kept so far (`og:description` holds the whole first post
    /// where `name="description"` holds its first lines).
    pub(super) fn meta(&mut self, name: Option<&str>, content: Option<&str>) {
        let (Some(name), Some(content)) = (name, content) else {
            return;
        };
        let name = name.trim();
        let describes = ["description", "og:description", "twitter:description"]
            .iter()
            .any(|n| name.eq_ignore_ascii_case(n));
        if !describes || content.len() > CAPTURE_MAX * 4 {
            return;
        }
        let mut text = collapse_whitespace(&decode_attr(content));
        if text.len() > CAPTURE_MAX {
            let mut cut = CAPTURE_MAX;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            text.truncate(cut);
        }
        if text.len() > self.description.as_ref().map_or(0, String::len) {
            self.description = Some(text);
        }
    }

    /// Text inside a dropped element: kept when a capture is open.
    pub(super) fn text(&mut self, s: &str) {
        self.noscript_markup(s);
        if self.text.len() >= CAPTURE_MAX {
            return;
        }
        match self.target {
            Some(Target::Title) => decode_into(s, &mut self.text),
            Some(Target::Noscript) => self.text.push_str(s),
            None => {}
        }
    }

    /// Text inside a `<noscript>`, kept whole for [`Capture::noscript_html`].
    pub(super) fn noscript_markup(&mut self, s: &str) {
        if self.target == Some(Target::Noscript) {
            self.noscript_html.push_str(s);
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
