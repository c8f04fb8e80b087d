//! Math (F-06): formulas as TeX between `$…$` (inline) or `$$…$$` (display),
//! taken from MathML's `<annotation encoding="application/x-tex">`, else its `alttext`, from
//! a MathJax `<script type="math/tex">`, or from the `alt` of a formula's fallback image
//! (MediaWiki's `mwe-math-fallback-image`, which pages hide with `aria-hidden` because the
//! MathML beside it is what a screen reader reads). The MathML itself is not rendered: its
//! `<mi>`/`<mo>` text would read as a jumble of symbols.

use lol_html::html_content::Element;

use super::decode::{decode_attr, decode_into};
use super::state::State;
use super::text::collapse_whitespace;

/// Bytes of TeX kept of one formula.
const MAX_TEX: usize = 8 * 1024;

/// The open formula.
#[derive(Debug, Default)]
pub(super) struct OpenMath {
    /// Its `alttext`.
    alttext: String,
    /// Text of its TeX annotation (or MathJax script), when one is open or was read.
    tex: String,
    /// Inside the TeX annotation (or it is a MathJax script, all of whose text is TeX).
    in_tex: bool,
    /// `display="block"` (or `mode=display`).
    display: bool,
    /// A MathJax script: its text has no character references.
    script: bool,
}

/// Where the last formula ended, so that the fallback image after it is not written twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct MathEnd {
    /// `paragraphs_written` then.
    paragraph: u32,
    /// Length of `paragraph` then.
    len: usize,
}

/// The formulas' state.
#[derive(Debug, Default)]
pub(super) struct Math {
    /// The open `<math>` (or MathJax script).
    pub(super) open: Option<OpenMath>,
    /// Where the last formula was written.
    last_end: Option<MathEnd>,
}

/// TeX without MediaWiki's `{\displaystyle …}` wrapper, whitespace collapsed.
fn clean_tex(tex: &str) -> String {
    let t = collapse_whitespace(tex);
    let inner = t
        .strip_prefix("{\\displaystyle")
        .or_else(|| t.strip_prefix("{\\textstyle"))
        .and_then(|r| r.strip_suffix('}'))
        .map(str::trim);
    inner.unwrap_or(&t).to_string()
}

impl State {
    /// `<math>`: starts collecting its TeX.
    pub(super) fn open_math(&mut self, el: &Element<'_, '_>) {
        let alttext = el
            .get_attribute("alttext")
            .map(|a| decode_attr(&a).into_owned())
            .unwrap_or_default();
        let display = el
            .get_attribute("display")
            .is_some_and(|d| d.trim().eq_ignore_ascii_case("block"));
        self.math.open = Some(OpenMath {
            alttext,
            display,
            ..OpenMath::default()
        });
    }

    /// `<script type="math/tex">` (MathJax 2): all its text is TeX.
    pub(super) fn open_mathjax_script(&mut self, type_attr: &str) {
        self.math.open = Some(OpenMath {
            in_tex: true,
            script: true,
            display: type_attr.contains("mode=display"),
            ..OpenMath::default()
        });
    }

    /// An element inside `<math>`: an `<annotation>` in TeX starts the TeX text.
    pub(super) fn math_child(&mut self, name: &str, el: &Element<'_, '_>) -> bool {
        let Some(open) = self.math.open.as_mut() else {
            return false;
        };
        if name == "annotation"
            && el
                .get_attribute("encoding")
                .is_some_and(|e| e.to_ascii_lowercase().contains("tex"))
            && open.tex.is_empty()
        {
            open.in_tex = true;
            return true;
        }
        false
    }

    /// The end of a TeX annotation.
    pub(super) fn close_math_annotation(&mut self) {
        if let Some(open) = self.math.open.as_mut() {
            open.in_tex = false;
        }
    }

    /// Text inside `<math>`: kept only inside the TeX annotation.
    pub(super) fn math_text(&mut self, s: &str) {
        if let Some(open) = self.math.open.as_mut()
            && open.in_tex
            && open.tex.len() < MAX_TEX
        {
            if open.script {
                open.tex.push_str(s);
            } else {
                decode_into(s, &mut open.tex);
            }
        }
    }

    /// The end of `<math>`: writes its TeX.
    pub(super) fn close_math(&mut self) {
        let Some(open) = self.math.open.take() else {
            return;
        };
        let tex = if open.tex.trim().is_empty() {
            clean_tex(&open.alttext)
        } else {
            clean_tex(&open.tex)
        };
        self.write_tex(&tex, open.display);
    }

    /// `<img>` with a formula's TeX as its `alt` (MediaWiki's fallback image): written as
    /// TeX unless the MathML right before it was. True when the image was a formula.
    pub(super) fn math_image(&mut self, el: &Element<'_, '_>) -> bool {
        let is_math = el
            .get_attribute("class")
            .is_some_and(|c| c.contains("math-fallback") || c.contains("tex"));
        let Some(alt) = el.get_attribute("alt") else {
            return false;
        };
        let alt = decode_attr(&alt);
        if !is_math && !alt.trim_start().starts_with("{\\displaystyle") {
            return false;
        }
        let here = MathEnd {
            paragraph: self.paragraphs_written,
            len: self.paragraph.len(),
        };
        if self.math.last_end != Some(here) {
            let display = el
                .get_attribute("class")
                .is_some_and(|c| c.contains("display"));
            self.write_tex(&clean_tex(&alt), display);
        }
        true
    }

    /// Writes `$tex$`, or `$$tex$$` as its own paragraph.
    fn write_tex(&mut self, tex: &str, display: bool) {
        if tex.is_empty() {
            return;
        }
        if display {
            self.block_boundary();
        }
        self.before_content();
        let fence = if display { "$$" } else { "$" };
        self.paragraph.push_str(fence);
        self.paragraph.push_str(tex);
        self.paragraph.push_str(fence);
        self.records
            .count_text(tex.len(), self.inline.open_links > 0);
        if display {
            self.block_boundary();
        }
        self.math.last_end = Some(MathEnd {
            paragraph: self.paragraphs_written,
            len: self.paragraph.len(),
        });
    }
}
