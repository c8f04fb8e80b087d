//! The attributes of a start tag that decide what the element is (hidden, chrome, a
//! landmark, a hint for `--main`), read from lol_html once per element.
//!
//! Each `Element::get_attribute` or `has_attribute` call lowercases and copies the name it
//! looks for, scans the attributes and copies the value: the converter asked an element up to
//! twenty times (the same `class` five times), which was a tenth of the conversion time. One
//! pass over the attributes here keeps the values the converter reads; rarer ones (`href`,
//! `src`, `colspan`) are still asked of the element where they matter.

use lol_html::html_content::Element;

/// The attributes [`State::on_element`](super::state::State) and its helpers read on most
/// elements, as written (entities not decoded); `None` when absent.
#[derive(Default)]
pub(super) struct Attrs {
    /// `id`.
    pub(super) id: Option<String>,
    /// `class`.
    pub(super) class: Option<String>,
    /// `role`.
    pub(super) role: Option<String>,
    /// `style` (inline CSS).
    pub(super) style: Option<String>,
    /// `aria-hidden`.
    pub(super) aria_hidden: Option<String>,
    /// `aria-controls`: the ids of the panels a toggle opens.
    pub(super) aria_controls: Option<String>,
    /// `itemprop` (schema.org microdata).
    pub(super) itemprop: Option<String>,
    /// `itemtype` (schema.org microdata).
    pub(super) itemtype: Option<String>,
    /// `hidden` is present.
    pub(super) hidden: bool,
    /// `popover` is present.
    pub(super) popover: bool,
    /// `open` is present (`<dialog open>`, `<details open>`).
    pub(super) open: bool,
    /// `aria-expanded` is present.
    pub(super) aria_expanded: bool,
}

impl Attrs {
    /// The attributes of `el` that this struct holds; an attribute written twice keeps its
    /// first value, as in the HTML parser.
    pub(super) fn of(el: &Element<'_, '_>) -> Self {
        let mut attrs = Self::default();
        for attr in el.attributes() {
            let name = attr.name();
            let slot = match name.as_str() {
                "id" => &mut attrs.id,
                "class" => &mut attrs.class,
                "role" => &mut attrs.role,
                "style" => &mut attrs.style,
                "aria-hidden" => &mut attrs.aria_hidden,
                "aria-controls" => &mut attrs.aria_controls,
                "itemprop" => &mut attrs.itemprop,
                "itemtype" => &mut attrs.itemtype,
                "hidden" => {
                    attrs.hidden = true;
                    continue;
                }
                "popover" => {
                    attrs.popover = true;
                    continue;
                }
                "open" => {
                    attrs.open = true;
                    continue;
                }
                "aria-expanded" => {
                    attrs.aria_expanded = true;
                    continue;
                }
                _ => continue,
            };
            if slot.is_none() {
                *slot = Some(attr.value());
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
