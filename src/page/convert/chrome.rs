//! Page chrome: what an element's attributes say about whether a reader would see it as
//! part of the page's text. On top of the elements F-06 drops by name (`nav`, `footer`, `aside`,
//! `form`, …), these are dropped with everything inside:
//!
//! - hidden elements: `hidden`, `aria-hidden="true"`, `popover` (hidden until a script or
//!   button opens it), a `<dialog>` without `open`, and an inline `style` with `display: none`
//!   or `visibility: hidden` (except on `<html>` and `<body>`, which pages hide until their
//!   scripts have run). On the full page (not `--main`) a block (not a list or menu) that an
//!   inline style hides is kept: it is a tab, drawer or answer a click shows, or the page
//!   itself until a script has run;
//! - ARIA landmarks that are chrome: `role="navigation"`, `"contentinfo"`, `"complementary"`,
//!   `"search"`, `"dialog"`, `"alertdialog"`, and `role="banner"` at page level (outside
//!   `article`, `main`, `section` and their roles);
//! - overlays that a stylesheet hides until a script opens them: block elements (not `html`,
//!   `body`, `main`, `article`) whose `id` or `class` has the word `popup` or `modal`
//!   (mdBook's keyboard-help popup, newsletter and paywall prompts); under `--main`, not one
//!   inside `main` or `article` whose class names a product's details
//!   (`product-details-modal`: a sheet of the page's own content that a button opens, Q-02);
//! - under `--main`, blocks only screen readers read: a `class` token `visually-hidden`,
//!   `sr-only`, `screen-reader-text` (a copy of the site's menu, a note for the blind; Q-02);
//! - site footers built of `<div>`s outside the article: an `id`/`class` token ending in
//!   `footer` (`site-footer`; not `has-footer`, `not-footer`);
//! - menus in the page header: lists inside a page-level `<header>` (one that is not inside
//!   `article`, `main` or `section`: HTML's implicit banner). The header itself stays, since it
//!   can hold the page's title;
//! - share buttons: links to a social network's share intent (see [`is_share_url`]);
//! - "Skip to content" links: fragment-only links whose text starts with "Skip to" or "Skip
//!   navigation", or is "Jump to content" (or main content, navigation, search).
//!
//! An element dropped by its attributes or as `nav`/`aside`/`footer` comes back from the
//! point where it turns out to hold the page's `main`, `article` or first `h1` (an `<aside>`
//! never closed, a page hidden until its scripts run).
//!
//! It does not read stylesheets, so text hidden by a class in an external stylesheet stays
//! unless its name says overlay, and it does not guess the main article (no readability-style
//! scoring of `class="sidebar"` and the like).

use foldhash::HashSet;
use lol_html::html_content::Element;

use super::attrs::{Attrs, NAME_BUFFER, attribute, lowercase_short, tag_name};
use super::decode::decode_attr;
use super::stack::ElementKind;
use super::state::State;
use super::tags::Tag;

/// What an element does to the landmark context, for the page-level rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Region {
    /// Nothing.
    None,
    /// `section`, or an element with role `region`: a header or banner inside belongs to
    /// the content, not to the site.
    Scope,
    /// `article`, `main`, or an element with role `main` or `article`: a scope, and the
    /// page's article (the full page keeps link runs inside it).
    Article,
    /// A page-level `<header>`: its lists are site menus.
    PageHeader,
}

/// A fragment-only link that may turn out to be a "Skip to content" link.
#[derive(Clone, Copy, Debug)]
pub(super) struct FragmentLink {
    /// Where its text starts in `paragraph`.
    start: usize,
    /// `paragraphs_written` when it opened: the paragraph it started in is still being built
    /// when equal.
    paragraph: u32,
    /// `pending_space` when it opened.
    pending_space: bool,
    /// `pending_breaks` when it opened.
    pending_breaks: u8,
    /// A share button's link rather than a fragment link.
    share: bool,
    /// The page's text and link byte counts when it opened.
    counts: (usize, usize),
    /// The block being built had text (its origin marked) when it opened.
    had_origin: bool,
}

/// A share link with at least this many words of text is a quoted sentence, kept as text.
const SHARE_SENTENCE_WORDS: usize = 4;

/// A button's text that is a question of at least this many words is an FAQ's question,
/// kept as text.
const BUTTON_QUESTION_WORDS: usize = 3;

/// Most panel ids remembered from `aria-controls` attributes (R-02: bounded per page).
const MAX_CONTROLLED_IDS: usize = 1024;

/// What the chrome rules remember while the page streams by.
#[derive(Debug, Default)]
pub(super) struct Chrome {
    /// Depth of dropped elements (`<script>`, `<nav>`, …) around the current position.
    pub(super) dropped_depth: u32,
    /// Open landmark elements that make headers and banners part of the content (`article`,
    /// `main`, `section`, …).
    pub(super) content_landmarks: u32,
    /// Open `article`/`main` elements (and their roles).
    pub(super) articles: u32,
    /// Open page-level `<header>`s (their lists are menus and are dropped).
    pub(super) page_headers: u32,
    /// The open fragment-only link, which may be a "Skip to content" link.
    pub(super) fragment_link: Option<FragmentLink>,
    /// The id of the open dropped element when it was dropped softly (by attributes, or as
    /// `nav`/`aside`/`footer`): the page's article inside it brings it back.
    pub(super) soft_drop: Option<u32>,
    /// The id of the open dropped element when it is a `<p>` (the next block ends it).
    pub(super) dropped_p: Option<u32>,
    /// An `<h1>` has been written: a later one in a dropped element is a dialog's.
    pub(super) h1_seen: bool,
    /// The open `<button>` whose text may be taken back at its end tag.
    pub(super) button: Option<FragmentLink>,
    /// Open elements whose class names a disclosure widget (accordion, FAQ, expander): the
    /// hidden panels inside them open with a click.
    pub(super) disclosures: u32,
    /// The ids an earlier element's `aria-controls` named: the panels a toggle opens.
    pub(super) controlled: HashSet<String>,
}

impl Chrome {
    /// A dropped element closed.
    pub(super) fn leave_dropped(&mut self) {
        self.dropped_depth = self.dropped_depth.saturating_sub(1);
        if self.dropped_depth == 0 {
            self.soft_drop = None;
            self.dropped_p = None;
        }
    }
}

impl State {
    /// True when an element (named `name`, of `tag`) is hidden or page chrome by its
    /// attributes, or is a closed `<dialog>`; sets `region` when its role opens a landmark
    /// context.
    pub(super) fn is_chrome(
        &self,
        attrs: &Attrs,
        tag: Tag,
        name: &str,
        region: &mut Region,
    ) -> bool {
        if tag == Tag::Block && name == "dialog" && !attrs.open {
            return true;
        }
        if attrs.is_empty() {
            return false;
        }
        // Pages hide `<html>`/`<body>` until a script has run (anti-flicker snippets) or mark
        // them with state classes (`modal-open`): those never hide the page.
        let page = matches!(name, "html" | "body");
        let aria_hidden = attrs
            .aria_hidden
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("true"));
        let hidden = attrs.hidden
            || aria_hidden
            || attrs.popover
            || !page && attrs.style.is_some_and(style_hides);
        // hidden content a reader reaches without a script of ours: disclosure widgets
        // (tab panels, accordions, FAQ answers), React's streamed containers that a script
        // moves into place (`<div hidden id="S:0">`), and aria-hidden prose in the article.
        if hidden && !self.is_revealed_hidden(attrs, tag, name, aria_hidden) {
            return true;
        }
        if let Some(role) = &attrs.role {
            let role = role.split_ascii_whitespace().next().unwrap_or("");
            let mut lower = [0u8; NAME_BUFFER];
            match lowercase_short(role, &mut lower).unwrap_or("") {
                // inside an accordion or FAQ widget, a dialog is one of its panels (a
                // product page's "Details" sheet), not a popup over the page.
                "dialog" | "alertdialog" if self.chrome.disclosures > 0 => {}
                "navigation" | "contentinfo" | "complementary" | "search" | "dialog"
                | "alertdialog" => return true,
                "banner" if self.chrome.content_landmarks == 0 => return true,
                "main" | "article" => *region = Region::Article,
                "region" => *region = Region::Scope,
                _ => {}
            }
        }
        let class = attrs.class;
        if class.is_some_and(|c| names_heading_decoration(c, self.heading_level.is_some())) {
            return true;
        }
        if tag == Tag::Block && !page && !matches!(name, "main" | "article") {
            let id = attrs.id;
            let (id_overlay, id_footer) = id.map_or((false, false), names_overlay_or_footer);
            let (class_overlay, class_footer) =
                class.map_or((false, false), names_overlay_or_footer);
            // Few elements are named as an overlay: whether one is named like content too is
            // asked of those only (E-02).
            if (id_overlay || class_overlay)
                && !class.is_some_and(names_content)
                && !(self.options.main_content
                    && self.chrome.articles > 0
                    && class.is_some_and(names_details))
            {
                return true;
            }
            // `--main`: a block only screen readers read (`visually-hidden`, `sr-only`): a
            // hidden copy of the site's menu, a label for the blind, not what a reader sees
            //
            if self.options.main_content && class.is_some_and(names_screen_reader_only) {
                return true;
            }
            // A site footer built of `<div>`s (`id="footer"`, `class="site-footer"`), outside
            // the article: dropped like `<footer>` (F-06).
            if self.chrome.articles == 0 && (id_footer || class_footer) {
                return true;
            }
        }
        false
    }

    /// True when an element inside a softly dropped one is the page's article: `main`,
    /// `article`, `role="main"`, or the page's first `h1`. No sidebar, menu or overlay holds
    /// those; pages that do have an unclosed `<aside>` or hide the whole page until a script
    /// runs.
    pub(super) fn reveals_dropped(&self, el: &Element<'_, '_>, html: &str) -> bool {
        let name = tag_name(el, html);
        matches!(&*name, "main" | "article")
            || name == "h1" && !self.chrome.h1_seen
            || attribute(el, html, "role").is_some_and(|r| r.trim().eq_ignore_ascii_case("main"))
    }

    /// Shows a softly dropped element after all: from here on its content is written (what
    /// came before in it stays dropped).
    pub(super) fn undrop(&mut self) {
        if let Some(id) = self.chrome.soft_drop.take() {
            self.open.revive(id);
            self.chrome.leave_dropped();
        }
    }

    /// True when a hidden element (named `name`) keeps its content (see
    /// [`State::is_chrome`]): React's streamed containers, disclosure panels (a tab panel, a
    /// panel named like one, any hidden element inside an accordion or FAQ, the panel an
    /// earlier toggle's `aria-controls` names unless it is a list, i.e. a submenu),
    /// aria-hidden prose in the article, and with `--main` a block inside the article named
    /// like content (a store's content behind its lock app's script).
    fn is_revealed_hidden(&self, attrs: &Attrs, tag: Tag, name: &str, aria_hidden: bool) -> bool {
        if self.chrome.disclosures > 0 {
            return true;
        }
        if let Some(id) = &attrs.id {
            if is_streamed_container_id(id) {
                return true;
            }
            if !matches!(name, "ul" | "ol" | "menu" | "nav")
                && self.chrome.controlled.contains(id.trim())
            {
                return true;
            }
        }
        if attrs
            .role
            .is_some_and(|r| r.trim().eq_ignore_ascii_case("tabpanel"))
            || attrs.class.is_some_and(names_disclosure)
        {
            return true;
        }
        if !self.options.main_content
            && !attrs.hidden
            && !aria_hidden
            && !attrs.popover
            && is_panel_like(tag)
            && !is_menu(name, attrs)
        {
            // Full page: the block an inline style hides is a tab, drawer, slide or answer a
            // click shows, or the page itself until its script has run (a store's lock
            // screen, a page-wide wrapper); a reader of the whole page gets it. Hidden menus
            // and inline elements still go, and so does what F-06 names (`hidden`,
            // `aria-hidden`).
            return true;
        }
        // `--main`: inside `main` or `article`, a block named like content that an inline
        // style hides is the page until its script has run (a store's lock app hides the
        // whole collection), as the full page reads it; a drawer, a menu or what the
        // `hidden` attribute hides still goes.
        if self.options.main_content
            && self.chrome.articles > 0
            && !attrs.hidden
            && !aria_hidden
            && tag == Tag::Block
            && attrs.class.is_some_and(names_content)
        {
            return true;
        }
        aria_hidden && self.chrome.articles > 0
    }

    /// Remembers the panel ids an element's `aria-controls` names (a toggle precedes its
    /// panel).
    pub(super) fn remember_controlled(&mut self, attrs: &Attrs) {
        let Some(ids) = &attrs.aria_controls else {
            return;
        };
        for id in ids.split_ascii_whitespace() {
            if self.chrome.controlled.len() >= MAX_CONTROLLED_IDS {
                return;
            }
            self.chrome.controlled.insert(id.to_string());
        }
    }

    /// True when a dropped-by-name element stays because it sits in the article: `<nav>` and
    /// `<aside>` inside `article`/`main` hold tables of contents, pull quotes and in-article
    /// sections.
    pub(super) fn keeps_in_article(&self, name: &str) -> bool {
        self.chrome.articles > 0 && matches!(name, "nav" | "aside")
    }

    /// The landmark context a `Tag::Block` element named `name` opens (`role` already gave
    /// `region` when it named one).
    pub(super) fn block_region(&self, name: &str, region: Region) -> Region {
        match name {
            "article" | "main" => Region::Article,
            "section" if region == Region::None => Region::Scope,
            "header" if self.chrome.content_landmarks == 0 && region == Region::None => {
                Region::PageHeader
            }
            _ => region,
        }
    }

    /// Enters the landmark context of an element pushed on the stack.
    pub(super) fn enter_region(&mut self, region: Region) {
        match region {
            Region::None => {}
            Region::Scope => self.chrome.content_landmarks += 1,
            Region::Article => {
                self.chrome.content_landmarks += 1;
                self.chrome.articles += 1;
            }
            Region::PageHeader => self.chrome.page_headers += 1,
        }
    }

    /// Leaves it again when the element closes.
    pub(super) fn leave_region(&mut self, region: Region) {
        match region {
            Region::None => {}
            Region::Scope => {
                self.chrome.content_landmarks = self.chrome.content_landmarks.saturating_sub(1)
            }
            Region::Article => {
                self.chrome.content_landmarks = self.chrome.content_landmarks.saturating_sub(1);
                self.chrome.articles = self.chrome.articles.saturating_sub(1);
            }
            Region::PageHeader => {
                self.chrome.page_headers = self.chrome.page_headers.saturating_sub(1)
            }
        }
    }

    /// An `<a>` whose `href` the converter does not link to: when the `href` is a fragment
    /// (`#main`), remembers where its text starts, so that a "Skip to content" link can be
    /// taken back at its end tag.
    pub(super) fn open_fragment_link(&mut self, href: &str) -> Option<ElementKind> {
        if self.chrome.fragment_link.is_some() || !decode_attr(href).trim_start().starts_with('#') {
            return None;
        }
        self.chrome.fragment_link = Some(self.tentative_link(false));
        Some(ElementKind::FragmentLink)
    }

    /// A share button's link: its text stays without the link when it is a sentence
    /// ("click to tweet" boxes quote the article), and goes at its end tag when it is a
    /// button label ("Share", "Tweet this"); `None` drops it with its text.
    pub(super) fn open_share_link(&mut self) -> Option<ElementKind> {
        if self.chrome.fragment_link.is_some() {
            self.chrome.dropped_depth += 1;
            return Some(ElementKind::Skip);
        }
        self.chrome.fragment_link = Some(self.tentative_link(true));
        Some(ElementKind::FragmentLink)
    }

    /// Where a link whose text may be taken back starts.
    fn tentative_link(&self, share: bool) -> FragmentLink {
        FragmentLink {
            start: self.paragraph.len(),
            paragraph: self.paragraphs_written,
            pending_space: self.inline.pending_space,
            pending_breaks: self.inline.pending_breaks,
            share,
            counts: self.records.counts(),
            had_origin: self.records.has_origin(),
        }
    }

    /// The end of a fragment-only link: removes its text when it is a skip link.
    pub(super) fn close_fragment_link(&mut self) {
        let Some(link) = self.chrome.fragment_link.take() else {
            return;
        };
        let Some(text) = self.tentative_text(&link) else {
            return;
        };
        let take_back = if link.share {
            text.split_whitespace().count() < SHARE_SENTENCE_WORDS
        } else {
            is_skip_link_text(text)
        };
        if take_back {
            self.take_back(&link);
        }
    }

    /// A `<button>` that is not an accordion's toggle: its text is written for now
    /// and taken back at its end tag unless it is a question of several words (an FAQ's
    /// question in a button without ARIA state). Blocks inside it do not break its text.
    pub(super) fn open_button(&mut self) -> ElementKind {
        self.chrome.button = Some(self.tentative_link(false));
        ElementKind::Button
    }

    /// The end of a `<button>` opened by [`State::open_button`]: a label ("Add to cart",
    /// "Menu") goes; a question of [`BUTTON_QUESTION_WORDS`] or more words stays.
    pub(super) fn close_button(&mut self) {
        let Some(button) = self.chrome.button.take() else {
            return;
        };
        let Some(text) = self.tentative_text(&button) else {
            return;
        };
        let text = text.trim_end();
        let question = text.ends_with('?') || text.ends_with("?**") || text.ends_with("?*");
        if !question || text.split_whitespace().count() < BUTTON_QUESTION_WORDS {
            self.take_back(&button);
        }
    }

    /// The text written since a tentative link or button opened, while its paragraph is
    /// still being built (`None` once a block boundary wrote it).
    fn tentative_text(&self, link: &FragmentLink) -> Option<&str> {
        (link.paragraph == self.paragraphs_written
            && link.start <= self.paragraph.len()
            && self.paragraph.is_char_boundary(link.start))
        .then(|| &self.paragraph[link.start..])
    }

    /// Removes the text written since a tentative link or button opened.
    fn take_back(&mut self, link: &FragmentLink) {
        let start = link.start;
        self.paragraph.truncate(start);
        self.records.rewind_counts(link.counts);
        // Its text was the block's first: the block's element is where the next text stands
        // (a share bar's button label taken back must not make the article's first
        // paragraph after it the share bar's, `--main`, Q-02).
        if !link.had_origin {
            self.records.forget_origin();
        }
        self.inline.pending_space = link.pending_space || self.inline.pending_space;
        self.inline.pending_breaks = link.pending_breaks.max(self.inline.pending_breaks);
        // Delimiters of enclosing inline elements written inside the link are gone with it.
        // (Inline code is not among them: inside `<code>`, `<a>` is not tracked.)
        for open in &mut self.inline.open {
            if open.emitted_at.is_some_and(|pos| pos > start) {
                open.emitted_at = None;
                self.inline.unwritten_openers += 1;
            }
        }
    }
}

/// True when an absolute link URL is a "share this page" button's: a social network's share
/// intent (`facebook.com/sharer`, `x.com/intent/`, `linkedin.com/sharing/`, …), an e-mail
/// without a recipient (`mailto:?subject=…`), or WordPress Jetpack's `?share=network`.
pub(super) fn is_share_url(url: &str) -> bool {
    if let Some(rest) = url.strip_prefix("mailto:") {
        return rest.starts_with('?');
    }
    let Some((_, rest)) = url.split_once("://") else {
        return false;
    };
    let host_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (host, path) = rest.split_at(host_end);
    let host = match host.get(..4) {
        Some(www) if www.eq_ignore_ascii_case("www.") => &host[4..],
        _ => host,
    };
    let mut lower = [0u8; NAME_BUFFER];
    // A host longer than the buffer is none of the networks below.
    let host = lowercase_short(host, &mut lower).unwrap_or("");
    let share_path = |prefixes: &[&str]| {
        prefixes.iter().any(|p| {
            path.get(..p.len())
                .is_some_and(|start| start.eq_ignore_ascii_case(p))
        })
    };
    let network = match host {
        "facebook.com" | "m.facebook.com" => {
            share_path(&["/sharer", "/share.php", "/dialog/share", "/dialog/feed"])
        }
        "twitter.com" | "x.com" => share_path(&["/intent/", "/share"]),
        "linkedin.com" => share_path(&["/sharearticle", "/sharing/", "/cws/share"]),
        "pinterest.com" => share_path(&["/pin/create"]),
        "reddit.com" => share_path(&["/submit"]),
        "api.whatsapp.com" | "web.whatsapp.com" => share_path(&["/send"]),
        "wa.me" => share_path(&["/?text="]),
        "t.me" | "telegram.me" => share_path(&["/share/"]),
        "tumblr.com" => share_path(&["/share", "/widgets/share"]),
        "bsky.app" => share_path(&["/intent/"]),
        _ => false,
    };
    network
        || path.split(['?', '&']).skip(1).any(|param| {
            param
                .get(..JETPACK_SHARE.len())
                .is_some_and(|key| key.eq_ignore_ascii_case(JETPACK_SHARE))
                && JETPACK_NETWORKS
                    .iter()
                    .any(|n| param[JETPACK_SHARE.len()..].eq_ignore_ascii_case(n))
        })
}

/// The query parameter of WordPress Jetpack's share buttons (`?share=twitter`).
const JETPACK_SHARE: &str = "share=";

/// The values of [`JETPACK_SHARE`] that name a network (or e-mail and print) to share with.
const JETPACK_NETWORKS: [&str; 15] = [
    "facebook",
    "twitter",
    "x",
    "linkedin",
    "pinterest",
    "reddit",
    "tumblr",
    "pocket",
    "telegram",
    "email",
    "print",
    "jetpack-whatsapp",
    "bluesky",
    "mastodon",
    "threads",
];

/// True when an element's attributes hide it (`hidden`, or an inline `style` that does),
/// whatever else it is: a form field that no reader sees (`--main`).
pub(super) fn hides(attrs: &Attrs) -> bool {
    attrs.hidden || attrs.style.is_some_and(style_hides)
}

/// True when an inline `style` hides the element (`display: none`, `visibility: hidden`; the
/// last declaration of a property wins).
fn style_hides(style: &str) -> bool {
    let mut display_none = false;
    let mut invisible = false;
    for declaration in style.split(';') {
        let Some((property, value)) = declaration.split_once(':') else {
            continue;
        };
        let value = value.trim();
        let value = value
            .strip_suffix("!important")
            .map_or(value, str::trim_end);
        let property = property.trim();
        if property.eq_ignore_ascii_case("display") {
            display_none = value.eq_ignore_ascii_case("none");
        } else if property.eq_ignore_ascii_case("visibility") {
            invisible = value.eq_ignore_ascii_case("hidden");
        }
    }
    display_none || invisible
}

/// The last words of a token that name an overlay.
const OVERLAY_WORDS: &[&str] = &["popup", "modal"];
/// Earlier words of a token that make it a container's state, not an overlay (`has-popup`).
const OVERLAY_STATES: &[&str] = &["has", "is", "with", "no"];
/// Earlier words of a token that make it a state, not a footer (`has-footer`, `pre-footer`).
const FOOTER_STATES: &[&str] = &[
    "has", "is", "with", "no", "not", "non", "above", "before", "pre",
];

/// Whether an `id` or `class` value names an overlay and whether it names a footer: a
/// whitespace-separated token of it ends in one of [`OVERLAY_WORDS`] or in `footer` (its words
/// split at anything but ASCII letters and digits, compared without case), and no earlier
/// word of that token is a state word ([`OVERLAY_STATES`], [`FOOTER_STATES`]: a state class
/// like `has-popup` names the container, not the thing). Both are read in one pass, each
/// token from its end: its last word alone rules most tokens out (E-02).
fn names_overlay_or_footer(value: &str) -> (bool, bool) {
    let (mut overlay, mut footer) = (false, false);
    for token in value.split_ascii_whitespace() {
        let bytes = token.as_bytes();
        let Some(end) = bytes.iter().rposition(u8::is_ascii_alphanumeric) else {
            continue;
        };
        let start = bytes[..end]
            .iter()
            .rposition(|b| !b.is_ascii_alphanumeric())
            .map_or(0, |at| at + 1);
        let last = &bytes[start..=end];
        let (found, states) = if is_one_of(last, OVERLAY_WORDS) {
            (&mut overlay, OVERLAY_STATES)
        } else if last.eq_ignore_ascii_case(b"footer") {
            (&mut footer, FOOTER_STATES)
        } else {
            continue;
        };
        *found |= !bytes[..start]
            .split(|b| !b.is_ascii_alphanumeric())
            .any(|w| is_one_of(w, states));
        if overlay && footer {
            break;
        }
    }
    (overlay, footer)
}

/// Classes that hide an element from sight but not from screen readers.
const SCREEN_READER_ONLY: &[&str] = &[
    "visually-hidden",
    "visuallyhidden",
    "sr-only",
    "screen-reader-text",
    "screen-reader-only",
];

/// True when a `class` value has one of [`SCREEN_READER_ONLY`] as a token (without case).
fn names_screen_reader_only(value: &str) -> bool {
    value.split_ascii_whitespace().any(|token| {
        (7..=18).contains(&token.len()) && is_one_of(token.as_bytes(), SCREEN_READER_ONLY)
    })
}

/// True when `word` is one of `words` (lowercase), compared without case.
fn is_one_of(word: &[u8], words: &[&str]) -> bool {
    words
        .iter()
        .any(|w| word.eq_ignore_ascii_case(w.as_bytes()))
}

/// True when one of the words of an `id`/`class` value (split at anything not ASCII
/// alphanumeric: `author-bio` is `author` and `bio`) is one of `words`, ignoring case.
pub(super) fn has_word(value: &str, words: &[&str]) -> bool {
    ascii_words(value).any(|w| is_one_of(w, words))
}

/// The words of an `id`/`class` value or token: its runs of ASCII letters and digits, read
/// as bytes (every byte of a longer UTF-8 character parts words, as the character would).
fn ascii_words(value: &str) -> impl Iterator<Item = &[u8]> {
    value
        .as_bytes()
        .split(|b| !b.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// True when a class names a heading's decoration (F-06): MediaWiki's `[edit]` links
/// anywhere, and inside a heading permalink anchors and "copy link" buttons.
fn names_heading_decoration(class: &str, in_heading: bool) -> bool {
    class.split_ascii_whitespace().any(|token| {
        // Every name below is 9 to 14 bytes long: other tokens are not lowercased (E-02).
        if !(9..=14).contains(&token.len()) {
            return false;
        }
        let mut lower = [0u8; NAME_BUFFER];
        let t = lowercase_short(token, &mut lower).unwrap_or("");
        matches!(t, "mw-editsection" | "editsection" | "edit-section")
            || in_heading
                && matches!(
                    t,
                    "headerlink"
                        | "header-anchor"
                        | "heading-anchor"
                        | "anchor-link"
                        | "anchorjs-link"
                        | "permalink"
                        | "hash-link"
                        | "copy-link"
                        | "section-edit"
                )
    })
}

/// True when the text of a link in a heading is a decoration, not part of the heading: an
/// edit link, a permalink sign or a "copy link" label.
pub(super) fn is_heading_decoration_text(text: &str) -> bool {
    let t = text.trim().trim_matches(|c| c == '[' || c == ']').trim();
    let t = t.to_lowercase();
    matches!(
        t.as_str(),
        "edit"
            | "¶"
            | "#"
            | "§"
            | "🔗"
            | "link"
            | "permalink"
            | "copy link"
            | "edit section"
            | ""
            | "\\#"
    )
}

/// True for the blocks a hidden panel is built of (`div`, `section`, `p`, list items, table
/// rows, …); hidden inline elements (`span`, `a`, `img`) are duplicates, labels for screen
/// readers or fallbacks of something shown (MediaWiki's MathML).
fn is_panel_like(tag: Tag) -> bool {
    matches!(
        tag,
        Tag::Block
            | Tag::P
            | Tag::Heading(_)
            | Tag::Li
            | Tag::Dl
            | Tag::Dt
            | Tag::Dd
            | Tag::Quote
            | Tag::Table
            | Tag::Section { .. }
            | Tag::Tr
            | Tag::Cell { .. }
    )
}

/// True when an element is a menu: a list or `<nav>`, or an `id`/`class` naming a menu,
/// dropdown or navigation (a hidden one is a submenu that opens on hover).
fn is_menu(name: &str, attrs: &Attrs) -> bool {
    const MENU_WORDS: [&str; 6] = [
        "menu",
        "nav",
        "dropdown",
        "submenu",
        "megamenu",
        "navigation",
    ];
    matches!(name, "ul" | "ol" | "menu" | "nav")
        || attrs.class.is_some_and(|c| has_word(c, &MENU_WORDS))
        || attrs.id.is_some_and(|i| has_word(i, &MENU_WORDS))
}

/// True when a class names the page's content (`article`, `content`, `post`, `entry`): such
/// an element is never an overlay.
fn names_content(value: &str) -> bool {
    has_word(value, &["article", "content", "post", "entry"])
}

/// True when a class names a product's details (`product-details-modal`): a sheet of the
/// page's own content that a button opens, not a popup over it.
fn names_details(value: &str) -> bool {
    has_word(
        value,
        &[
            "product",
            "details",
            "description",
            "specifications",
            "specs",
        ],
    )
}

/// True when a class names a disclosure widget's panel, whose hidden content a reader opens
/// with a click: accordion, collapse, FAQ, tab pane.
fn names_disclosure(value: &str) -> bool {
    has_word(
        value,
        &["accordion", "collapse", "faq", "tabpanel", "answer"],
    ) || value.to_ascii_lowercase().contains("tab-pane")
}

/// True when a class names a disclosure widget as a whole (an accordion, a FAQ list, an
/// expander): every hidden element inside it is one of its panels.
pub(super) fn names_disclosure_widget(value: &str) -> bool {
    has_word(
        value,
        &[
            "accordion",
            "faq",
            "faqs",
            "expander",
            "collapsible",
            "disclosure",
        ],
    )
}

/// True for the ids React gives streamed containers (`S:0`, `P:12`), which a script moves
/// into place once the page has loaded.
fn is_streamed_container_id(id: &str) -> bool {
    let id = id.trim();
    let Some(rest) = id.strip_prefix("S:").or_else(|| id.strip_prefix("P:")) else {
        return false;
    };
    !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// True when link text (Markdown, possibly with delimiters) is a skip link's: it starts with
/// "Skip to" or "Skip navigation", or is "Jump to" content, main content, navigation or search
/// (MediaWiki's wording; "Jump to recipe" is the article's own navigation and stays).
fn is_skip_link_text(text: &str) -> bool {
    let mut words = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty());
    let (Some(first), Some(second)) = (words.next(), words.next()) else {
        return false;
    };
    let is = |w: &str, s: &str| w.eq_ignore_ascii_case(s);
    if is(first, "skip") {
        return is(second, "to") || is(second, "navigation");
    }
    if !is(first, "jump") || !is(second, "to") {
        return false;
    }
    let third = words.next().unwrap_or("");
    let third = if is(third, "main") {
        words.next().unwrap_or("")
    } else {
        third
    };
    ["content", "navigation", "search"]
        .iter()
        .any(|t| is(third, t))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `value` names an overlay ([`names_overlay_or_footer`]): `mdbook-help-popup`,
    /// `modal`, `cookie_Modal`; not a state class (`has-popup`, `modal-open`).
    fn names_overlay(value: &str) -> bool {
        names_overlay_or_footer(value).0
    }

    /// Whether `value` names a footer ([`names_overlay_or_footer`]): `footer`, `site-footer`;
    /// not `Footer_wrap` or a state class (`has-footer`).
    fn names_footer(value: &str) -> bool {
        names_overlay_or_footer(value).1
    }

    #[test]
    fn inline_styles_that_hide() {
        assert!(style_hides("display:none"));
        assert!(style_hides("color: red; DISPLAY : None !important"));
        assert!(style_hides("visibility:hidden"));
        assert!(!style_hides("display: none; display: block"));
        assert!(!style_hides("display: inline-block; max-width: none"));
        assert!(!style_hides("line-height:1.35em;"));
    }

    #[test]
    fn overlay_names() {
        assert!(names_overlay("mdbook-help-popup"));
        assert!(names_overlay("modal fade"));
        assert!(names_overlay("cookie_Modal"));
        assert!(!names_overlay("modality popups"));
        assert!(!names_overlay("theme-popover"));
        assert!(!names_overlay("page modal-open"));
        assert!(!names_overlay("has-popup"));
        assert!(names_overlay("has-popup modal"));
        assert!(!names_overlay("wrapper modal-enabled"));
        assert!(!names_overlay("popup-content"));
        assert!(is_streamed_container_id("S:0"));
        assert!(!is_streamed_container_id("Search"));
        assert!(names_disclosure("faq-item__answer"));
        assert!(names_content("entry-content"));
        assert!(names_footer("site-footer"));
        assert!(names_footer("footer"));
        assert!(!names_footer("wsite-elements wsite-not-footer"));
        assert!(!names_footer("page has-footer"));
        assert!(!names_footer("footer-wrap"));
    }

    #[test]
    fn share_urls() {
        for url in [
            "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fa.example%2F",
            "https://x.com/intent/post?url=x",
            "https://twitter.com/intent/tweet?text=x",
            "https://www.linkedin.com/sharing/share-offsite/?url=x",
            "https://pinterest.com/pin/create/button/?url=x",
            "https://api.whatsapp.com/send?text=x",
            "mailto:?subject=Story&body=https%3A%2F%2Fa.example%2F",
            "https://blog.example/2024/01/post/?share=facebook",
            "https://blog.example/post/?nb=1&share=email",
            // Case does not matter, and the host may be longer than the networks' names.
            "https://WWW.LinkedIn.com/shareArticle?mini=true",
            "https://news.of-a-very-long-host-name.example/post/?SHARE=Twitter",
        ] {
            assert!(is_share_url(url), "{url}");
        }
        for url in [
            "https://www.facebook.com/TarnbridgeCourier",
            "https://x.com/rustlang/status/1",
            "mailto:news@a.example?subject=Tip",
            "https://docs.example/view?share=abc123",
            "https://a.example/sharer",
            "https://www.reddit.com/r/rust/",
        ] {
            assert!(!is_share_url(url), "{url}");
        }
    }

    #[test]
    fn skip_link_texts() {
        assert!(is_skip_link_text("Skip to main content"));
        assert!(is_skip_link_text(" **skip to** content"));
        assert!(is_skip_link_text("Jump to navigation"));
        assert!(is_skip_link_text("Jump to main content"));
        assert!(is_skip_link_text("Skip navigation"));
        assert!(!is_skip_link_text("Jump to Recipe"));
        assert!(!is_skip_link_text("Jump to"));
        assert!(!is_skip_link_text("Skip"));
        assert!(!is_skip_link_text("Skipping to the end"));
        assert!(!is_skip_link_text("See section 2"));
    }
}
