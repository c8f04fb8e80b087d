//! Inline elements: `**strong**`, `*em*`, `~~del~~` and `[links](url)` whose delimiters are
//! written lazily (only around text, so empty elements leave nothing), inline code spans with
//! enough backticks, `<br>`, images, and resolving `href`/`src` against the base URL.
//!
//! Delimiters open before the first text inside the element and close at its end tag; a block
//! boundary closes them and they reopen before the next text. Escaping of the text itself is in
//! `text.rs`.

use lol_html::html_content::Element;
use url::Url;

use super::attrs::attribute;
use super::chrome::is_heading_decoration_text;
use super::decode::{decode_attr, decode_into};
use super::stack::ElementKind;
use super::state::{NEEDS_JS_MAX_TEXT, State};
use super::text::collapse_whitespace;

/// Links and images whose URL is longer than this keep their text but lose the URL.
pub(super) const MAX_URL_LEN: usize = 8 * 1024;

/// The sort of an inline element with Markdown delimiters.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum InlineKind {
    /// `**…**`.
    Strong,
    /// `*…*`.
    Em,
    /// `~~…~~`.
    Del,
    /// `[…](url)`.
    Link,
}

/// Inline code (`<code>`, `<kbd>`, …) that is open.
#[derive(Clone, Copy, Debug)]
pub(super) struct CodeSpan {
    /// Where its text starts in `paragraph`, once it has text.
    pub(super) text_start: Option<usize>,
}

/// What the paragraph being built needs to know about whitespace and open inline elements.
#[derive(Debug, Default)]
pub(super) struct Inline {
    /// Whitespace was seen since the last text: a space goes before the next text.
    pub(super) pending_space: bool,
    /// `<br>`s seen since the last text (at most 2 count).
    pub(super) pending_breaks: u8,
    /// The open strong/emphasis/strikethrough/link elements, innermost last.
    pub(super) open: Vec<InlineOpen>,
    /// How many of `open` have not written their opening delimiter yet.
    pub(super) unwritten_openers: usize,
    /// Open links (links do not nest).
    pub(super) open_links: usize,
    /// The open inline code span, if any.
    pub(super) code: Option<CodeSpan>,
    /// Where the last link's `](url)` ended: `paragraphs_written` then and the length of
    /// `paragraph` (a link opening right there is parted from it by a space).
    pub(super) link_end: Option<(u32, usize)>,
}

/// An open inline element whose Markdown delimiters are written lazily (only around text).
#[derive(Debug)]
pub(super) struct InlineOpen {
    /// Which delimiters.
    pub(super) kind: InlineKind,
    /// For links: the absolute URL.
    pub(super) url: String,
    /// Where the text after the opening delimiter starts in `paragraph`, once written.
    pub(super) emitted_at: Option<usize>,
}

impl InlineOpen {
    /// The opening delimiter.
    fn opener(&self) -> &'static str {
        match self.kind {
            InlineKind::Strong => "**",
            InlineKind::Em => "*",
            InlineKind::Del => "~~",
            InlineKind::Link => "[",
        }
    }
}

impl State {
    /// Opens an inline element; its delimiter is written before its first text. A link that
    /// opens right where the last one ended (`<a>PvP</a><a>Shooter</a>`: tags, chips, menu
    /// items a stylesheet spaces out) is parted from it by a space, so that their words do
    /// not run together.
    pub(super) fn push_inline(&mut self, kind: InlineKind, url: String) -> ElementKind {
        if kind == InlineKind::Link
            && self.inline.link_end == Some((self.paragraphs_written, self.paragraph.len()))
        {
            self.inline.pending_space = true;
        }
        self.inline.open.push(InlineOpen {
            kind,
            url,
            emitted_at: None,
        });
        self.inline.unwritten_openers += 1;
        ElementKind::Inline
    }

    /// Writes pending whitespace and the opening delimiters of inline elements before content.
    pub(super) fn before_content(&mut self) {
        if self.paragraph.is_empty() {
            self.records.mark_origin(self.chrome.articles > 0);
        } else {
            if self.inline.pending_breaks > 0 {
                if self.inline.code.is_some() {
                    self.paragraph.push(' ');
                } else {
                    self.paragraph.push('\n');
                    if self.inline.pending_breaks > 1 {
                        self.paragraph.push('\n');
                    }
                }
            } else if self.inline.pending_space {
                self.paragraph.push(' ');
            }
        }
        self.inline.pending_space = false;
        self.inline.pending_breaks = 0;
        if self.inline.unwritten_openers > 0 {
            for open in &mut self.inline.open {
                if open.emitted_at.is_none() {
                    self.paragraph.push_str(open.opener());
                    open.emitted_at = Some(self.paragraph.len());
                }
            }
            self.inline.unwritten_openers = 0;
        }
        if let Some(code) = &mut self.inline.code
            && code.text_start.is_none()
        {
            code.text_start = Some(self.paragraph.len());
        }
    }

    /// `<br>`: a newline in code blocks and paragraphs, a space in inline code.
    pub(super) fn line_break(&mut self) {
        if self.code_block.depth > 0 {
            self.code_block.text.push('\n');
        } else if self.inline.code.is_some() {
            self.inline.pending_space = true;
        } else {
            self.inline.pending_breaks = (self.inline.pending_breaks + 1).min(2);
        }
    }

    /// `<img>`: `![alt](url)` when it has alt text and a usable URL, nothing otherwise.
    pub(super) fn image(&mut self, el: &Element<'_, '_>, html: &str) {
        if self.code_block.depth > 0 || self.inline.code.is_some() {
            return;
        }
        let Some(alt) = attribute(el, html, "alt") else {
            return;
        };
        let mut decoded = String::new();
        decode_into(alt, &mut decoded);
        let alt = collapse_whitespace(&decoded);
        if alt.is_empty() {
            return;
        }
        let src = attribute(el, html, "src")
            .filter(|s| !s.trim().is_empty())
            .or_else(|| attribute(el, html, "data-src"));
        let Some(url) = src.and_then(|s| self.resolve(first_srcset_candidate(s))) else {
            return;
        };
        let cell = self.cell_mode();
        self.before_content();
        self.paragraph.push_str("![");
        for ch in alt.chars() {
            if matches!(ch, '[' | ']' | '\\') || (ch == '|' && cell) {
                self.paragraph.push('\\');
            }
            self.paragraph.push(ch);
        }
        self.paragraph.push_str("](");
        self.paragraph.push_str(&url);
        self.paragraph.push(')');
        if self.inline.open_links > 0 && !self.options.main_content {
            // Full page: a linked image's alt text is the link's text (a logo, a product
            // card), so a menu of logos is a link run.
            self.records.count_text(alt.len(), true);
        }
        if self.visible_chars < NEEDS_JS_MAX_TEXT {
            self.visible_chars += alt.chars().count();
        }
    }

    /// Resolves an `href`/`src` attribute against the base URL ([`resolve_against`]); `None`
    /// drops the link. A page names the same link again and again (its menus, its footer, a
    /// picture and its link), so each attribute is resolved once (E-02).
    pub(super) fn resolve(&mut self, raw: &str) -> Option<String> {
        // An inline image (`data:`, often many kilobytes) is dropped by `resolve_against` too;
        // known by its first bytes, it is not decoded, parsed or remembered first (E-02).
        let start = raw.trim_start_matches(|c: char| c.is_ascii_whitespace() || c == '\0');
        if start
            .get(..5)
            .is_some_and(|scheme| scheme.eq_ignore_ascii_case("data:"))
        {
            return None;
        }
        if let Some(url) = self.resolved.get(raw) {
            return url.clone();
        }
        let url = resolve_against(&self.base, raw);
        self.resolved.insert(raw.to_owned(), url.clone());
        url
    }

    /// The end of a strong/emphasis/strikethrough/link element.
    pub(super) fn close_inline(&mut self) {
        let Some(open) = self.inline.open.pop() else {
            return;
        };
        if open.kind == InlineKind::Link {
            self.inline.open_links = self.inline.open_links.saturating_sub(1);
        }
        match open.emitted_at {
            None => self.inline.unwritten_openers = self.inline.unwritten_openers.saturating_sub(1),
            Some(pos) => self.write_closer(&open, pos),
        }
    }

    /// Writes the closing delimiter of `open`, or removes its opener when no text followed
    /// (or, in a heading, when its text is a decoration: `edit`, `¶`, `#`).
    fn write_closer(&mut self, open: &InlineOpen, pos: usize) {
        if self.paragraph.len() <= pos
            || open.kind == InlineKind::Link
                && self.heading_level.is_some()
                && is_heading_decoration_text(&self.paragraph[pos..])
        {
            self.paragraph
                .truncate(pos.saturating_sub(open.opener().len()));
            return;
        }
        if open.kind == InlineKind::Link && self.paragraph[pos..].trim().is_empty() {
            // a link whose text was all hidden (star icons, a count for screen readers)
            // is no link: `[ ](…)` would only spend characters and pass for a menu item.
            self.paragraph
                .truncate(pos.saturating_sub(open.opener().len()));
            self.inline.pending_space = true;
            return;
        }
        match open.kind {
            InlineKind::Link => {
                self.paragraph.push_str("](");
                self.paragraph.push_str(&open.url);
                self.paragraph.push(')');
                self.inline.link_end = Some((self.paragraphs_written, self.paragraph.len()));
            }
            _ => self.paragraph.push_str(open.opener()),
        }
    }

    /// The end of inline code.
    pub(super) fn close_code(&mut self) {
        if let Some(CodeSpan {
            text_start: Some(start),
        }) = self.inline.code.take()
        {
            self.finish_code_span(start);
        }
    }

    /// Wraps `para[start..]` in enough backticks.
    fn finish_code_span(&mut self, start: usize) {
        if start >= self.paragraph.len() {
            return;
        }
        let content = &self.paragraph[start..];
        let mut longest = 0;
        let mut run = 0;
        for b in content.bytes() {
            if b == b'`' {
                run += 1;
                longest = longest.max(run);
            } else {
                run = 0;
            }
        }
        let pad = content.starts_with('`') || content.ends_with('`');
        let fence = "`".repeat(longest + 1);
        let mut span = String::with_capacity(content.len() + 2 * fence.len() + 2);
        span.push_str(&fence);
        if pad {
            span.push(' ');
        }
        span.push_str(content);
        if pad {
            span.push(' ');
        }
        span.push_str(&fence);
        self.paragraph.truncate(start);
        self.paragraph.push_str(&span);
    }

    /// Closes every written delimiter at a block boundary; they reopen before the next text.
    pub(super) fn close_delimiters(&mut self) {
        if let Some(CodeSpan {
            text_start: Some(start),
        }) = self.inline.code
        {
            self.finish_code_span(start);
            self.inline.code = Some(CodeSpan { text_start: None });
        }
        let mut inline = std::mem::take(&mut self.inline.open);
        for open in inline.iter_mut().rev() {
            if let Some(pos) = open.emitted_at.take() {
                self.write_closer(open, pos);
                self.inline.unwritten_openers += 1;
            }
        }
        self.inline.open = inline;
    }
}

/// The first URL of a `src` that holds a whole `srcset` candidate list (`a.jpg 500w, b.jpg
/// 1000w`), as some shops write it: browsers would fetch one mangled URL, and the Markdown
/// would repeat the list for every image (Q-01, size). Any other value comes back unchanged,
/// a file name with a space in it too.
fn first_srcset_candidate(src: &str) -> &str {
    let src = src.trim_matches(|c: char| c.is_ascii_whitespace());
    let Some((first, rest)) = src.split_once(|c: char| c.is_ascii_whitespace()) else {
        return src;
    };
    let descriptor = rest
        .split(|c: char| c.is_ascii_whitespace() || c == ',')
        .find(|t| !t.is_empty())
        .unwrap_or("");
    if is_srcset_descriptor(descriptor) {
        first
    } else {
        src
    }
}

/// True for a `srcset` width or density descriptor: `500w`, `2x`, `1.5x`.
fn is_srcset_descriptor(token: &str) -> bool {
    let Some(number) = token.strip_suffix(['w', 'x']) else {
        return false;
    };
    !number.is_empty()
        && number.bytes().any(|b| b.is_ascii_digit())
        && number.bytes().all(|b| b.is_ascii_digit() || b == b'.')
}

/// Query parameters that only tell a site where a click came from (campaign tags, ad click
/// ids, recommendation-widget trackers): the page they open is the same without them.
const TRACKING_PARAMETERS: [&str; 14] = [
    "fbclid", "gclid", "gclsrc", "dclid", "gbraid", "wbraid", "msclkid", "mc_cid", "mc_eid", "_ga",
    "_gl", "yclid", "igshid", "srsltid",
];

/// Prefixes of tracking parameter names: Google Analytics campaigns (`utm_source`) and
/// Amazon's recommendation widgets (`pf_rd_p`, `pd_rd_r`).
const TRACKING_PREFIXES: [&str; 3] = ["utm_", "pf_rd_", "pd_rd_"];

/// True when a query parameter (`name=value`) only tracks the click (see
/// [`TRACKING_PARAMETERS`], [`TRACKING_PREFIXES`]).
fn is_tracking_parameter(parameter: &str) -> bool {
    let name = parameter.split('=').next().unwrap_or("");
    TRACKING_PARAMETERS
        .iter()
        .any(|t| name.eq_ignore_ascii_case(t))
        || TRACKING_PREFIXES.iter().any(|p| {
            name.get(..p.len())
                .is_some_and(|start| start.eq_ignore_ascii_case(p))
        })
}

/// Q-01 (size): drops the tracking parameters from a link's query; the link opens the same
/// page, and a reader's Markdown is not made of campaign tags. Other parameters keep their
/// order and spelling.
fn without_tracking_parameters(url: &mut Url) {
    let Some(query) = url.query() else {
        return;
    };
    if !query.split('&').any(is_tracking_parameter) {
        return;
    }
    let kept: Vec<&str> = query
        .split('&')
        .filter(|p| !p.is_empty() && !is_tracking_parameter(p))
        .collect();
    let kept = kept.join("&");
    url.set_query((!kept.is_empty()).then_some(kept.as_str()));
}

/// An `href`/`src` attribute resolved against `base`: decoded, without tracking parameters, with
/// unbalanced parentheses escaped for Markdown; `None` for a fragment, an inline image, a
/// script, and a URL that does not parse or is longer than [`MAX_URL_LEN`].
fn resolve_against(base: &Url, raw: &str) -> Option<String> {
    let decoded = decode_attr(raw);
    let href = decoded.trim_matches(|c: char| c.is_ascii_whitespace() || c == '\0');
    if href.is_empty() || href.starts_with('#') || href.len() > MAX_URL_LEN {
        return None;
    }
    let mut url = base.join(href).ok()?;
    if matches!(url.scheme(), "javascript" | "data" | "vbscript") {
        return None;
    }
    without_tracking_parameters(&mut url);
    let mut s: String = url.into();
    if s.len() > MAX_URL_LEN {
        return None;
    }
    let opens = s.bytes().filter(|&b| b == b'(').count();
    let closes = s.bytes().filter(|&b| b == b')').count();
    if opens != closes || s.contains(")(") {
        s = s.replace('(', "%28").replace(')', "%29");
    }
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn srcset_in_src_keeps_its_first_url() {
        assert_eq!(
            first_srcset_candidate("/a-500.jpg?c=1 500w, /a-1000.jpg?c=1 1000w"),
            "/a-500.jpg?c=1"
        );
        assert_eq!(first_srcset_candidate(" /b.png 2x"), "/b.png");
        assert_eq!(first_srcset_candidate("/c.png 1.5x, /c2.png 3x"), "/c.png");
        assert_eq!(first_srcset_candidate("/my photo.jpg"), "/my photo.jpg");
        assert_eq!(first_srcset_candidate("/d.jpg"), "/d.jpg");
        assert_eq!(first_srcset_candidate("/e.jpg x"), "/e.jpg x");
    }

    #[test]
    fn tracking_parameters_are_dropped() {
        let clean = |s: &str| {
            let mut url = Url::parse(s).expect("test URL");
            without_tracking_parameters(&mut url);
            String::from(url)
        };
        assert_eq!(
            clean("https://a.example/p?id=7&utm_source=news&UTM_Medium=mail#top"),
            "https://a.example/p?id=7#top"
        );
        assert_eq!(
            clean("https://a.example/dp/B01?pd_rd_w=x&pf_rd_p=y&gclid=z"),
            "https://a.example/dp/B01"
        );
        assert_eq!(
            clean("https://a.example/s?q=utm_source&page=2"),
            "https://a.example/s?q=utm_source&page=2"
        );
        assert_eq!(
            clean("https://a.example/s?q=a%20b"),
            "https://a.example/s?q=a%20b"
        );
    }
}
