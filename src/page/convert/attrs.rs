//! The attributes of a start tag that decide what the element is (hidden, chrome, a
//! landmark, a hint for `--main`), and the element's tag name, read without copies.
//!
//! lol_html's `Element::tag_name`, `Attribute::name` and `Attribute::value` each allocate a
//! `String` (names lowercased), and `get_attribute` / `has_attribute` also lowercase and copy
//! the name they look for. The converter asks every element for its tag name and up to twelve
//! attributes, so those copies were a tenth of the conversion time. Everything here is a slice
//! of the page itself, found through the source locations lol_html records for every token
//! (the converter writes the whole page to lol_html as one UTF-8 `&str` and rewrites nothing,
//! so each location is a range of that string).

use std::borrow::Cow;

use lol_html::html_content::Element;

/// The attributes [`State::on_element`](super::state::State) and its helpers read on most
/// elements, as written (entities not decoded): slices of the page; `None` when absent.
#[derive(Default)]
pub(super) struct Attrs<'h> {
    /// `id`.
    pub(super) id: Option<&'h str>,
    /// `class`.
    pub(super) class: Option<&'h str>,
    /// `role`.
    pub(super) role: Option<&'h str>,
    /// `style` (inline CSS).
    pub(super) style: Option<&'h str>,
    /// `aria-hidden`.
    pub(super) aria_hidden: Option<&'h str>,
    /// `aria-controls`: the ids of the panels a toggle opens.
    pub(super) aria_controls: Option<&'h str>,
    /// `itemprop` (schema.org microdata).
    pub(super) itemprop: Option<&'h str>,
    /// `itemtype` (schema.org microdata).
    pub(super) itemtype: Option<&'h str>,
    /// `hidden` is present.
    pub(super) hidden: bool,
    /// `popover` is present.
    pub(super) popover: bool,
    /// `open` is present (`<dialog open>`, `<details open>`).
    pub(super) open: bool,
    /// `aria-expanded` is present.
    pub(super) aria_expanded: bool,
}

impl<'h> Attrs<'h> {
    /// The attributes of `el` (a start tag of `html`, the page being converted) that this
    /// struct holds; an attribute written twice keeps its first value, as in the HTML parser.
    pub(super) fn of(el: &Element<'_, '_>, html: &'h str) -> Self {
        let mut attrs = Self::default();
        for attr in el.attributes() {
            let mut lower = [0u8; NAME_BUFFER];
            let Some(name) = attr
                .name_source_location()
                .and_then(|at| html.get(at.bytes()))
                .and_then(|name| lowercase(name, &mut lower))
            else {
                continue;
            };
            let slot = match name {
                b"id" => &mut attrs.id,
                b"class" => &mut attrs.class,
                b"role" => &mut attrs.role,
                b"style" => &mut attrs.style,
                b"aria-hidden" => &mut attrs.aria_hidden,
                b"aria-controls" => &mut attrs.aria_controls,
                b"itemprop" => &mut attrs.itemprop,
                b"itemtype" => &mut attrs.itemtype,
                b"hidden" => {
                    attrs.hidden = true;
                    continue;
                }
                b"popover" => {
                    attrs.popover = true;
                    continue;
                }
                b"open" => {
                    attrs.open = true;
                    continue;
                }
                b"aria-expanded" => {
                    attrs.aria_expanded = true;
                    continue;
                }
                _ => continue,
            };
            if slot.is_none() {
                *slot = Some(value_of(attr, html));
            }
        }
        attrs
    }

    /// True when the element has none of the attributes held here.
    pub(super) fn is_empty(&self) -> bool {
        self.id.is_none()
            && self.class.is_none()
            && self.role.is_none()
            && self.style.is_none()
            && self.aria_hidden.is_none()
            && self.aria_controls.is_none()
            && self.itemprop.is_none()
            && self.itemtype.is_none()
            && !(self.hidden || self.popover || self.open || self.aria_expanded)
    }
}

/// The longest attribute name [`Attrs::of`] and [`attribute`] look for, in bytes, and the
/// longest string [`lowercase_short`] lowercases.
pub(super) const NAME_BUFFER: usize = 16;

/// `name` ASCII-lowercased into `buffer`; `None` when it is longer than any name looked for.
pub(super) fn lowercase<'b>(name: &str, buffer: &'b mut [u8; NAME_BUFFER]) -> Option<&'b [u8]> {
    let bytes = name.as_bytes();
    let lower = buffer.get_mut(..bytes.len())?;
    for (to, from) in lower.iter_mut().zip(bytes) {
        *to = from.to_ascii_lowercase();
    }
    Some(lower)
}

/// The value of `attr` as written in `html` (entities not decoded); empty for an attribute
/// written without one (`<div hidden>`).
fn value_of<'h>(attr: &lol_html::html_content::Attribute<'_>, html: &'h str) -> &'h str {
    attr.value_source_location()
        .and_then(|at| html.get(at.bytes()))
        .unwrap_or("")
}

/// The value of the attribute `name` (ASCII lowercase, at most 16 bytes) of `el`, as written
/// in `html` (entities not decoded), the first when it is written twice; `None` when absent.
/// The zero-copy `Element::get_attribute`.
pub(super) fn attribute<'h>(el: &Element<'_, '_>, html: &'h str, name: &str) -> Option<&'h str> {
    el.attributes().iter().find_map(|attr| {
        let mut lower = [0u8; NAME_BUFFER];
        let found = attr
            .name_source_location()
            .and_then(|at| html.get(at.bytes()))
            .and_then(|n| lowercase(n, &mut lower))
            .is_some_and(|n| n == name.as_bytes());
        found.then(|| value_of(attr, html))
    })
}

/// The ASCII-lowercased tag name of `el`, a start tag of `html`: a slice of the page when it
/// is written in lowercase (nearly always), else a lowercased copy. The zero-copy
/// `Element::tag_name`.
pub(super) fn tag_name<'h>(el: &Element<'_, '_>, html: &'h str) -> Cow<'h, str> {
    let start = el.source_location().bytes().start + 1;
    let raw = html
        .get(start..)
        .filter(|_| html.as_bytes().get(start - 1) == Some(&b'<'))
        .map(|rest| {
            let end = rest
                .bytes()
                .position(|b| matches!(b, b'\t' | b'\n' | b'\x0C' | b'\r' | b' ' | b'/' | b'>'))
                .unwrap_or(rest.len());
            &rest[..end]
        });
    match raw {
        Some(name) if !name.is_empty() && !name.bytes().any(|b| b.is_ascii_uppercase()) => {
            Cow::Borrowed(name)
        }
        _ => Cow::Owned(el.tag_name()),
    }
}

/// Whether `el`, a start tag of `html`, is named `name` (lowercase): [`tag_name`] compared
/// with one name, without reading the whole name first (E-02: asked of every element inside
/// a dropped box).
pub(super) fn is_named(el: &Element<'_, '_>, html: &str, name: &str) -> bool {
    let start = el.source_location().bytes().start;
    let bytes = html.as_bytes();
    if bytes.get(start) != Some(&b'<') {
        return tag_name(el, html) == name;
    }
    let end = start + 1 + name.len();
    bytes
        .get(start + 1..end)
        .is_some_and(|n| n.eq_ignore_ascii_case(name.as_bytes()))
        && bytes
            .get(end)
            .is_none_or(|b| matches!(b, b'\t' | b'\n' | b'\x0C' | b'\r' | b' ' | b'/' | b'>'))
}

/// A short string (a word or token of an `id`/`class` value, a host name) ASCII-lowercased
/// into `buffer`, without allocating; `None` when it is longer than [`NAME_BUFFER`] bytes (no
/// word, token or host the converter compares with is).
pub(super) fn lowercase_short<'b>(
    word: &str,
    buffer: &'b mut [u8; NAME_BUFFER],
) -> Option<&'b str> {
    lowercase(word, buffer).and_then(|lower| std::str::from_utf8(lower).ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use lol_html::{HtmlRewriter, Settings, element};

    /// Each element of `html` as (tag name, `id`, `class`, `hidden`, `href`, `alt`).
    type Seen = (
        String,
        Option<String>,
        Option<String>,
        bool,
        Option<String>,
        Option<String>,
    );

    fn read(html: &str) -> Vec<Seen> {
        let mut seen = Vec::new();
        let mut rewriter = HtmlRewriter::new(
            Settings::new().append_element_content_handler(element!("*", |el| {
                let attrs = Attrs::of(el, html);
                seen.push((
                    tag_name(el, html).into_owned(),
                    attrs.id.map(str::to_owned),
                    attrs.class.map(str::to_owned),
                    attrs.hidden,
                    attribute(el, html, "href").map(str::to_owned),
                    attribute(el, html, "alt").map(str::to_owned),
                ));
                Ok(())
            })),
            |_: &[u8]| {},
        );
        rewriter.write(html.as_bytes()).unwrap();
        rewriter.end().unwrap();
        seen
    }

    #[test]
    fn is_named_agrees_with_tag_name() {
        let html =
            "<SCRIPT type=x></SCRIPT><scripts></scripts><script>1</script><p><svg:script/><script";
        let mut seen = Vec::new();
        let mut rewriter = HtmlRewriter::new(
            Settings::new().append_element_content_handler(element!("*", |el| {
                seen.push((
                    tag_name(el, html).into_owned(),
                    is_named(el, html, "script"),
                ));
                Ok(())
            })),
            |_: &[u8]| {},
        );
        rewriter.write(html.as_bytes()).unwrap();
        rewriter.end().unwrap();
        assert!(seen.len() >= 4, "{seen:?}");
        for (name, named) in &seen {
            assert_eq!(*named, name == "script", "{name}");
        }
        assert_eq!(
            seen.iter().filter(|(_, named)| *named).count(),
            2,
            "{seen:?}"
        );
    }

    #[test]
    fn reads_names_in_any_case_and_values_as_written() {
        let seen = read(
            "<DIV Class='a b' ID=top HIDDEN><a href=\"/u?a=1&amp;b=2\" HREF=/second>x</a>\
             <img alt><svg:Rect/><p\tclass=\"x\" class=\"y\">",
        );
        let at = |i: usize| seen[i].clone();
        assert_eq!(
            at(0),
            (
                "div".into(),
                Some("top".into()),
                Some("a b".into()),
                true,
                None,
                None
            )
        );
        assert_eq!(at(1).0, "a");
        assert_eq!(
            at(1).4.as_deref(),
            Some("/u?a=1&amp;b=2"),
            "the first href, raw"
        );
        assert_eq!(at(2).0, "img");
        assert_eq!(
            at(2).5.as_deref(),
            Some(""),
            "an attribute without a value is empty"
        );
        assert_eq!(at(3).0, "svg:rect");
        assert_eq!(at(4).0, "p");
        assert_eq!(
            at(4).2.as_deref(),
            Some("x"),
            "the first class, as the HTML parser keeps"
        );
    }

    #[test]
    fn lowercases_short_strings_only() {
        let mut buffer = [0u8; NAME_BUFFER];
        assert_eq!(lowercase_short("Sidebar", &mut buffer), Some("sidebar"));
        assert_eq!(lowercase_short("a-very-long-class-name", &mut buffer), None);
    }
}
