//! Start tags: what opening each element does. [`State::on_element`] is lol_html's element
//! handler; it drops hidden and non-content elements, handles void elements (`<br>`, `<hr>`,
//! `<img>`, `<base>`) at once, and pushes the others on the open-element stack with an end-tag
//! callback.
//!
//! What closing an element does is in `stack.rs`; table start tags are in `table.rs`.

use std::cell::RefCell;
use std::rc::Rc;

use lol_html::HandlerResult;
use lol_html::html_content::Element;

use super::attrs::{Attrs, attribute, is_named, tag_name};
use super::chrome::{Region, hides, is_share_url, names_disclosure_widget};
use super::decode::decode_attr;
use super::inline::{CodeSpan, InlineKind};
use super::node_hint::{declares_discussion, declares_product, node_hint};
use super::record::NodeHint;
use super::stack::ElementKind;
use super::state::{ListCtx, State};
use super::tags::{Tag, classify, lang_from_class, tag_closes_p};

impl State {
    /// lol_html's element handler: one call per start tag.
    pub(super) fn on_element(
        &mut self,
        el: &mut Element<'_, '_>,
        html: &str,
        rc: &Rc<RefCell<State>>,
    ) -> HandlerResult {
        self.tick()?;
        if !self.rewriting_off && el.can_have_content() {
            self.stop_rewriting(el, rc)?;
        }
        if self.chrome.dropped_depth > 0
            && let Some(id) = self.chrome.dropped_p
            && let name = tag_name(el, html)
            && (tag_closes_p(&name) || name == "p")
        {
            // a hidden `<p>` ends where the next block starts, as in the HTML parser
            // (lol_html would end it only at the next `</p>`, hiding the paragraph after it).
            self.close_id(id);
        }
        if self.chrome.dropped_depth > 0 {
            // the page's article inside a sidebar or hidden wrapper (an `<aside>` never
            // closed, a `visibility:hidden` anti-flicker wrapper) is shown after all.
            if !(self.chrome.soft_drop.is_some() && self.reveals_dropped(el, html)) {
                // A JSON-LD script inside a dropped box (a shop's structured data in a hidden
                // `div` of the body) declares a product as one in the head does.
                if self.options.main_content && !self.records.product {
                    self.records.in_json_ld = is_named(el, html, "script")
                        && attribute(el, html, "type").is_some_and(|t| t.contains("ld+json"));
                }
                return Ok(());
            }
            self.undrop();
        }
        let attrs = Attrs::of(el, html);
        self.remember_controlled(&attrs);
        let name = tag_name(el, html);
        let name: &str = &name;
        if self.options.main_content && !self.records.product {
            self.records.product = declares_product(name, &attrs, el);
        }
        if self.options.main_content {
            // The text that follows is a JSON-LD script's, until the next element.
            self.records.in_json_ld = name == "script"
                && attribute(el, html, "type").is_some_and(|t| t.contains("ld+json"));
        }
        if self.math.open.is_some() {
            // Inside a formula only its TeX annotation matters.
            return if self.math_child(name, el) {
                self.track(ElementKind::MathAnnotation, None, el, rc)
            } else {
                Ok(())
            };
        }
        if self.code_block.depth == 0 && !self.open.is_full() {
            if name == "math" {
                self.open_math(el);
                return self.track(ElementKind::Math, None, el, rc);
            }
            if name == "script"
                && let Some(ty) = attribute(el, html, "type")
                && ty.trim_start().starts_with("math/tex")
            {
                self.open_mathjax_script(ty);
                return self.track(ElementKind::Math, None, el, rc);
            }
            if name == "img" && self.inline.code.is_none() && self.math_image(el) {
                return Ok(());
            }
        }
        let mut tag = classify(name);
        let mut tentative_button = false;
        if tag == Tag::Drop {
            // an accordion's question is a button that opens its answer; other buttons
            // keep their text only when it is a question of several words; the nav and aside
            // of an article hold its own sections.
            if name == "button" && (attrs.aria_expanded || attrs.aria_controls.is_some()) {
                tag = Tag::Other;
            } else if name == "button"
                && self.chrome.button.is_none()
                && self.inline.code.is_none()
                && self.code_block.depth == 0
            {
                tag = Tag::Other;
                tentative_button = true;
            } else if self.keeps_in_article(name) {
                tag = Tag::Block;
            }
        } else if self.chrome.button.is_some() && matches!(tag, Tag::Block | Tag::P) {
            // Inside a button, `<div>`s and `<p>`s only lay out its label.
            tag = Tag::Other;
            self.inline.pending_space = true;
        }
        let mut region = Region::None;
        // Dropped by attributes, or as a sidebar, menu or footer: soft (see `undrop`).
        let mut soft = matches!(name, "nav" | "aside" | "footer");
        if tag != Tag::Drop && self.is_chrome(&attrs, tag, name, &mut region) {
            tag = Tag::Drop;
            soft = name != "dialog";
        }
        if self.chrome.page_headers > 0 && matches!(tag, Tag::List { .. }) {
            // Lists in the page header are the site's menus.
            tag = Tag::Drop;
        }
        if self.open.is_full()
            && el.can_have_content()
            && !matches!(tag, Tag::Br | Tag::Hr | Tag::Img | Tag::Base)
        {
            // nested too deeply to track; its text counts as the enclosing element's.
            if separates_blocks(tag) {
                self.untracked_block(el, rc)?;
            }
            return Ok(());
        }
        let kind = match tag {
            Tag::Other if tentative_button => self.open_button(),
            Tag::Other => {
                if name == "meta" {
                    let key =
                        attribute(el, html, "name").or_else(|| attribute(el, html, "property"));
                    self.capture.meta(key, attribute(el, html, "content"));
                }
                if self.options.main_content
                    && name == "input"
                    && asks_for_contact(
                        attribute(el, html, "type"),
                        attribute(el, html, "maxlength"),
                        attribute(el, html, "value"),
                    )
                {
                    self.records.note_sign_up();
                }
                return Ok(());
            }
            Tag::Drop => {
                if self.options.main_content && name == "textarea" && !hides(&attrs) {
                    self.records.note_text_area();
                }
                self.chrome.dropped_depth += 1;
                if soft {
                    self.chrome.soft_drop = Some(self.open.next_id());
                }
                if name == "p" {
                    self.chrome.dropped_p = Some(self.open.next_id());
                }
                ElementKind::Skip
            }
            Tag::Noscript => {
                self.chrome.dropped_depth += 1;
                self.capture.start_noscript();
                ElementKind::Noscript
            }
            Tag::Title => {
                self.chrome.dropped_depth += 1;
                if self.capture.start_title() {
                    ElementKind::Title
                } else {
                    ElementKind::Skip
                }
            }
            Tag::Base => {
                if !self.base_href_applied
                    && let Some(href) = el.get_attribute("href")
                    && let Ok(url) = self.base.join(decode_attr(&href).trim())
                    && matches!(url.scheme(), "http" | "https")
                {
                    self.base = url;
                    self.resolved.clear();
                    self.base_href_applied = true;
                }
                return Ok(());
            }
            Tag::Br => {
                self.line_break();
                return Ok(());
            }
            Tag::Hr => {
                self.close_p();
                self.rule();
                return Ok(());
            }
            Tag::Img => {
                self.image(el, html);
                return Ok(());
            }
            _ => match self.open(tag, name, el, html, &attrs, region) {
                Some(kind) => kind,
                None => return Ok(()),
            },
        };
        let node = self
            .options
            .main_content
            .then(|| node_hint(kind, name, &attrs, &mut self.name_hints))
            .flatten()
            .map(|(node, (shape, classes))| {
                self.records.note_shape(shape, declares_discussion(&attrs));
                self.records.note_classes(classes);
                node
            });
        self.track(kind, node, el, rc)
    }

    /// E-02: lol_html writes the page back out as it reads it, token by token, for a rewriter's
    /// output that the converter throws away. An element removed with its content is not
    /// written out (its handlers still run), so the outermost open element is removed: from
    /// `<html>` on, nothing is serialised. When it ends (a `<head>` first), the next element
    /// is removed in its turn. Instructions per page: about 1% fewer.
    fn stop_rewriting(
        &mut self,
        el: &mut Element<'_, '_>,
        rc: &Rc<RefCell<State>>,
    ) -> HandlerResult {
        el.remove();
        self.rewriting_off = true;
        let rc = rc.clone();
        el.on_end_tag(Box::new(move |_| {
            rc.borrow_mut().rewriting_off = false;
            Ok(())
        }))
    }

    /// Pushes an open element and has its end tag close it.
    /// A block (list item, quote, paragraph…) nested past the tracking cap: it is not
    /// tracked, but its start and end still break the line, so the text of deep items does
    /// not run together (`item2998item2999`), and the result says it was flattened (G-09).
    /// The end-tag handler is the only memory such an element costs; lol_html keeps (and
    /// caps) its own entry for every open element anyway.
    fn untracked_block(
        &mut self,
        el: &mut Element<'_, '_>,
        rc: &Rc<RefCell<State>>,
    ) -> HandlerResult {
        self.flattened = true;
        self.line_break_between_blocks();
        let rc = rc.clone();
        el.on_end_tag(Box::new(move |_| {
            rc.borrow_mut().line_break_between_blocks();
            Ok(())
        }))?;
        Ok(())
    }

    /// A line break before the next text, unless one is already due (several block edges in
    /// a row give one break, as block boundaries do).
    fn line_break_between_blocks(&mut self) {
        if self.code_block.depth > 0 {
            self.pre_newline();
        } else if self.inline.code.is_some() {
            self.inline.pending_space = true;
        } else {
            self.inline.pending_breaks = self.inline.pending_breaks.max(1);
        }
    }

    fn track(
        &mut self,
        kind: ElementKind,
        node: Option<NodeHint>,
        el: &mut Element<'_, '_>,
        rc: &Rc<RefCell<State>>,
    ) -> HandlerResult {
        let id = self.push(kind, node);
        if el.can_have_content() {
            let rc = rc.clone();
            el.on_end_tag(Box::new(move |_| {
                rc.borrow_mut().close_id(id);
                Ok(())
            }))?;
        } else {
            self.close_id(id);
        }
        Ok(())
    }

    /// Start-tag work for the elements that go on the stack; `None` = nothing to track.
    /// `region` is the landmark context its role opens.
    fn open(
        &mut self,
        tag: Tag,
        name: &str,
        el: &mut Element<'_, '_>,
        html: &str,
        attrs: &Attrs,
        region: Region,
    ) -> Option<ElementKind> {
        if self.code_block.depth > 0 {
            return self.open_in_pre(tag, attrs);
        }
        match tag {
            Tag::Block => {
                let lang = if name == "div" {
                    attrs.class.and_then(|c| lang_from_class(c, false))
                } else {
                    None
                };
                if tag_closes_p(name) {
                    self.close_p();
                }
                self.block_boundary();
                let has_lang = lang.is_some();
                if let Some(lang) = lang {
                    self.code_block.lang_hints.push(lang);
                }
                let region = self.block_region(name, region);
                self.enter_region(region);
                let disclosure = attrs.class.is_some_and(names_disclosure_widget);
                if disclosure {
                    self.chrome.disclosures += 1;
                }
                Some(ElementKind::Block {
                    lang: has_lang,
                    region,
                    disclosure,
                })
            }
            Tag::P => {
                self.close_p();
                self.block_boundary();
                Some(ElementKind::P)
            }
            Tag::Heading(level) => {
                self.close_p();
                if self.cell_mode() {
                    self.flip_table();
                }
                self.block_boundary();
                self.heading_level = Some(level);
                self.chrome.h1_seen |= level == 1;
                Some(ElementKind::Heading(level))
            }
            Tag::List { ordered } => {
                self.close_p();
                self.flush();
                let in_item = self.writer.containers.last().is_some_and(|c| !c.quote)
                    || self.writer.flat_marker.is_some();
                self.request_sep(if in_item { 1 } else { 2 });
                let start = if ordered {
                    el.get_attribute("start")
                        .and_then(|s| s.trim().parse::<i64>().ok())
                        .unwrap_or(1)
                        .clamp(0, 999_999_999) as u64
                } else {
                    1
                };
                self.lists.push(ListCtx {
                    ordered,
                    next: start,
                    items: 0,
                });
                Some(ElementKind::List)
            }
            Tag::Li => {
                if let Some(pos) = self
                    .open
                    .marks
                    .list_items
                    .above(&[&self.open.marks.lists, &self.open.marks.scope_boundaries])
                {
                    self.close_at(pos);
                }
                self.close_p();
                self.flush();
                let value = el
                    .get_attribute("value")
                    .and_then(|v| v.trim().parse::<i64>().ok());
                let (marker, first) = match self.lists.last_mut() {
                    Some(list) => {
                        list.items += 1;
                        let first = list.items == 1;
                        if list.ordered {
                            if let Some(v) = value {
                                list.next = v.clamp(0, 999_999_999) as u64;
                            }
                            let m = format!("{}. ", list.next);
                            list.next = (list.next + 1).min(999_999_999);
                            (m, first)
                        } else {
                            ("- ".to_string(), first)
                        }
                    }
                    None => ("- ".to_string(), true),
                };
                if first {
                    self.request_sep(1);
                } else if !self.fresh_item() {
                    self.writer.sep = 1;
                }
                Some(ElementKind::Item(self.push_container(false, marker)))
            }
            Tag::Dl => {
                self.close_p();
                self.block_boundary();
                Some(ElementKind::Dl)
            }
            Tag::Dt | Tag::Dd => {
                if let Some(pos) = self.open.marks.terms.above(&[
                    &self.open.marks.definition_lists,
                    &self.open.marks.scope_boundaries,
                ]) {
                    self.close_at(pos);
                }
                self.close_p();
                self.flush();
                if tag == Tag::Dt {
                    self.request_sep(2);
                    Some(ElementKind::Dt)
                } else {
                    self.request_sep(1);
                    Some(ElementKind::Dd(self.push_container(false, ": ".into())))
                }
            }
            Tag::Quote => {
                self.close_p();
                if self.cell_mode() {
                    self.flip_table();
                }
                self.block_boundary();
                Some(ElementKind::Quote(self.push_container(true, "> ".into())))
            }
            Tag::Pre => {
                self.close_p();
                if self.cell_mode() {
                    self.flip_table();
                }
                self.block_boundary();
                self.records.mark_origin(self.chrome.articles > 0);
                self.code_block.depth = 1;
                self.code_block.text.clear();
                self.code_block.lang = attrs
                    .class
                    .and_then(|c| lang_from_class(c, true))
                    .or_else(|| self.code_block.lang_hints.last().cloned());
                Some(ElementKind::Pre)
            }
            Tag::Table => self.open_table(),
            Tag::Caption => self.open_caption(),
            Tag::Section { head } => self.open_section(head),
            Tag::Tr => self.open_tr(),
            Tag::Cell { header } => self.open_cell(header, el),
            Tag::A => {
                if self.inline.code.is_some() || self.inline.open_links > 0 {
                    return None;
                }
                let href = attribute(el, html, "href")?;
                let Some(url) = self.resolve(href) else {
                    return self.open_fragment_link(href);
                };
                if is_share_url(&url) {
                    return self.open_share_link();
                }
                self.inline.open_links += 1;
                Some(self.push_inline(InlineKind::Link, url))
            }
            Tag::Strong | Tag::Em | Tag::Del => {
                let kind = match tag {
                    Tag::Strong => InlineKind::Strong,
                    Tag::Em => InlineKind::Em,
                    _ => InlineKind::Del,
                };
                if self.inline.code.is_some() || self.inline.open.iter().any(|i| i.kind == kind) {
                    return None;
                }
                Some(self.push_inline(kind, String::new()))
            }
            Tag::Code => {
                if self.inline.code.is_some() {
                    return None;
                }
                self.inline.code = Some(CodeSpan { text_start: None });
                Some(ElementKind::Code)
            }
            _ => None,
        }
    }

    /// Inside `<pre>` only line structure and the code language matter.
    fn open_in_pre(&mut self, tag: Tag, attrs: &Attrs) -> Option<ElementKind> {
        match tag {
            Tag::Code => {
                // Sites that show one of several variants (node's CJS/ESM) put them side by side.
                self.pre_newline();
                if self.code_block.lang.is_none() {
                    self.code_block.lang = attrs.class.and_then(|c| lang_from_class(c, false));
                }
                None
            }
            Tag::Pre => {
                self.code_block.depth += 1;
                Some(ElementKind::Pre)
            }
            Tag::Block
            | Tag::P
            | Tag::Heading(_)
            | Tag::List { .. }
            | Tag::Li
            | Tag::Dl
            | Tag::Dt
            | Tag::Dd
            | Tag::Quote
            | Tag::Table
            | Tag::Tr => {
                self.pre_newline();
                Some(ElementKind::Block {
                    lang: false,
                    region: Region::None,
                    disclosure: false,
                })
            }
            _ => None,
        }
    }
}

/// True when an `<input>` asks for an e-mail address or a phone number (its `type`; an empty
/// field of no fewer than [`MIN_PHONE_DIGITS`] characters for a phone: a `tel` field for a
/// ZIP code or a quantity is not one): the field of a sign-up form (a newsletter, an SMS
/// list), which `--main` leaves out.
fn asks_for_contact(ty: Option<&str>, max_length: Option<&str>, value: Option<&str>) -> bool {
    let Some(ty) = ty.map(str::trim) else {
        return false;
    };
    if ty.eq_ignore_ascii_case("email") {
        return true;
    }
    ty.eq_ignore_ascii_case("tel")
        && value.is_none_or(|v| v.trim().is_empty())
        && max_length
            .and_then(|m| m.trim().parse::<usize>().ok())
            .is_none_or(|m| m >= MIN_PHONE_DIGITS)
}

/// The fewest characters a phone number field allows ([`asks_for_contact`]).
const MIN_PHONE_DIGITS: usize = 7;

/// Whether an element of this kind parts the text before it from the text in it, as a block
/// does (used for elements past the tracking cap, which are not otherwise handled).
fn separates_blocks(tag: Tag) -> bool {
    matches!(
        tag,
        Tag::Block
            | Tag::P
            | Tag::Heading(_)
            | Tag::List { .. }
            | Tag::Li
            | Tag::Dl
            | Tag::Dt
            | Tag::Dd
            | Tag::Quote
            | Tag::Pre
            | Tag::Table
            | Tag::Caption
            | Tag::Section { .. }
            | Tag::Tr
            | Tag::Cell { .. }
    )
}
