//! The converters garuda-web's own converter was measured against (E-02): a lol_html pre-pass
//! feeding `htmd`, and `html2text` with a Markdown-ish decorator. Only the comparison mode of
//! `bench/convert.rs` uses them; they are not part of the product.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use lol_html::html_content::Element;
use lol_html::{RewriteStrSettings, doc_comments, element, rewrite_str};
use url::Url;

/// Elements whose content never reaches the Markdown (F-06).
const DROPPED: &str = "script, style, noscript, template, iframe, svg, canvas, nav, footer, aside, \
                       form, button, select, object, embed, [hidden], [aria-hidden=\"true\"]";

/// Nesting deeper than this is unwrapped by the pre-pass (content kept, element dropped).
const DEPTH_CAP: usize = 256;

/// What the pre-pass learned about the page besides the cleaned HTML.
pub(crate) struct PrePass {
    /// The cleaned HTML.
    pub(crate) html: String,
}

/// Cleans `html` for htmd: drops junk elements and comments, makes links absolute against
/// `<base href>` or `base`, drops images without alt text, unwraps nesting beyond a cap.
pub(crate) fn prepass(html: &str, base: &Url) -> PrePass {
    let base = Rc::new(RefCell::new(base.clone()));
    let depth = Rc::new(RefCell::new(0usize));
    let (b1, b2, b3) = (base.clone(), base.clone(), base.clone());
    let d1 = depth.clone();
    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!("*", move |el: &mut Element<'_, '_>| {
            if !el.can_have_content() {
                return Ok(());
            }
            let now = {
                let mut d = d1.borrow_mut();
                *d += 1;
                *d
            };
            if now > DEPTH_CAP {
                el.remove_and_keep_content();
            }
            let d2 = d1.clone();
            el.on_end_tag(Box::new(move |_| {
                let mut d = d2.borrow_mut();
                *d = d.saturating_sub(1);
                Ok(())
            }))?;
            Ok(())
        }))
        .append_element_content_handler(element!("base[href]", move |el| {
            if let Some(href) = el.get_attribute("href") {
                let joined = b1.borrow().join(&decode_basic(&href));
                if let Ok(u) = joined {
                    *b1.borrow_mut() = u;
                }
            }
            Ok(())
        }))
        .append_element_content_handler(element!("head", |el| {
            el.remove();
            Ok(())
        }))
        .append_element_content_handler(element!(DROPPED, |el| {
            el.remove();
            Ok(())
        }))
        .append_element_content_handler(element!("a[href]", move |el| {
            let href = decode_basic(&el.get_attribute("href").unwrap_or_default());
            let href = href.trim();
            if href.starts_with('#') || href.starts_with("javascript:") {
                el.remove_attribute("href");
            } else if let Ok(u) = b2.borrow().join(href) {
                el.set_attribute("href", u.as_str())?;
            } else {
                el.remove_attribute("href");
            }
            Ok(())
        }))
        .append_element_content_handler(element!("img", move |el| {
            let alt = el.get_attribute("alt").unwrap_or_default();
            let src = decode_basic(&el.get_attribute("src").unwrap_or_default());
            if alt.trim().is_empty() || src.starts_with("data:") {
                el.remove();
            } else if let Ok(u) = b3.borrow().join(src.trim()) {
                el.set_attribute("src", u.as_str())?;
            } else {
                el.remove();
            }
            Ok(())
        }))
        .append_document_content_handler(doc_comments!(|c| {
            c.remove();
            Ok(())
        }));
    let settings = settings.with_strict(false);
    let cleaned = rewrite_str(html, settings).unwrap_or_else(|_| html.to_string());
    PrePass { html: cleaned }
}

/// Decodes the few entities that matter in URLs (`&amp;` and friends); good enough here.
fn decode_basic(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    s.replace("&amp;", "&")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
}

/// Pre-pass + htmd on a worker thread with a 256 MiB stack, then whitespace clean-up.
/// `None` when htmd panicked or the budget ran out.
pub(crate) fn htmd_pipeline(html: &str, base: &Url, budget: Duration) -> Option<String> {
    use htmd::options::{BrStyle, BulletListMarker, Options};
    let pre = prepass(html, base);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let conv = htmd::HtmlToMarkdown::builder()
                .options(Options {
                    bullet_list_marker: BulletListMarker::Dash,
                    ul_bullet_spacing: 1,
                    ol_number_spacing: 1,
                    br_style: BrStyle::Backslash,
                    ..Default::default()
                })
                .build();
            let _ = tx.send(conv.convert(&pre.html).ok());
        })
        .ok()?;
    let md = rx.recv_timeout(budget).ok()??;
    Some(tidy(&md))
}

/// Trailing spaces removed, at most one blank line in a row.
pub(crate) fn tidy(md: &str) -> String {
    let mut out = String::with_capacity(md.len());
    let mut blank = 0;
    for line in md.lines() {
        let line = line.trim_end();
        if line.is_empty() {
            blank += 1;
            continue;
        }
        if !out.is_empty() {
            out.push_str(if blank > 0 { "\n\n" } else { "\n" });
        }
        blank = 0;
        out.push_str(line);
    }
    out
}

/// html2text with inline `[text](url)` links, `#` headings, `-` bullets, space-aligned tables.
pub(crate) fn html2text_md(html: &str) -> Option<String> {
    html2text::config::with_decorator(MdDecorator::default())
        .link_footnotes(false)
        .no_table_borders()
        .allow_width_overflow()
        .string_from_read(html.as_bytes(), 10_000)
        .ok()
        .map(|s| tidy(&s))
}

/// A Markdown-flavoured decorator for html2text (from NOTES-crates §3c).
#[derive(Clone, Default)]
struct MdDecorator {
    links: Vec<String>,
}

impl html2text::render::TextDecorator for MdDecorator {
    type Annotation = ();
    fn decorate_link_start(&mut self, url: &str) -> (String, ()) {
        self.links.push(url.into());
        ("[".into(), ())
    }
    fn decorate_link_end(&mut self) -> String {
        format!("]({})", self.links.pop().unwrap_or_default())
    }
    fn decorate_em_start(&self) -> (String, ()) {
        ("*".into(), ())
    }
    fn decorate_em_end(&self) -> String {
        "*".into()
    }
    fn decorate_strong_start(&self) -> (String, ()) {
        ("**".into(), ())
    }
    fn decorate_strong_end(&self) -> String {
        "**".into()
    }
    fn decorate_strikeout_start(&self) -> (String, ()) {
        ("~~".into(), ())
    }
    fn decorate_strikeout_end(&self) -> String {
        "~~".into()
    }
    fn decorate_code_start(&self) -> (String, ()) {
        ("`".into(), ())
    }
    fn decorate_code_end(&self) -> String {
        "`".into()
    }
    fn decorate_preformat_first(&self) {}
    fn decorate_preformat_cont(&self) {}
    fn decorate_image(&mut self, src: &str, title: &str) -> (String, ()) {
        (format!("![{title}]({src})"), ())
    }
    fn header_prefix(&self, level: usize) -> String {
        "#".repeat(level) + " "
    }
    fn quote_prefix(&self) -> String {
        "> ".into()
    }
    fn unordered_item_prefix(&self) -> String {
        "- ".into()
    }
    fn ordered_item_prefix(&self, i: i64) -> String {
        format!("{i}. ")
    }
    fn make_subblock_decorator(&self) -> Self {
        MdDecorator::default()
    }
}
