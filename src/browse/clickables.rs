//! The elements a snapshot lists as clickable although neither their tag nor their role says so
//! (B-05): a click handler, a tab stop or a pointer cursor of their own.

use serde_json::Value;

use super::Error;
use super::cdp;
use super::devtools::Page as Tab;
use super::snapshot::Clickable;

/// Clickable elements without an interactive tag or role (B-05).
pub(crate) const JS: &str = r"(() => {
  const tags = new Set(['A','BUTTON','INPUT','SELECT','TEXTAREA','LABEL','SUMMARY','OPTION','HTML','BODY']);
  const roles = new Set(['button','link','checkbox','radio','tab','menuitem','option','switch','textbox','combobox']);
  const out = [];
  for (const e of document.querySelectorAll('body *')) {
    if (tags.has(e.tagName) || roles.has(e.getAttribute('role')) || e.closest('a,button')) continue;
    const own = e.hasAttribute('onclick') || (e.hasAttribute('tabindex') && e.tabIndex >= 0);
    const pointer = getComputedStyle(e).cursor === 'pointer';
    if (!own && !pointer) continue;
    const p = e.parentElement;
    if (!own && p && getComputedStyle(p).cursor === 'pointer') continue;
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    out.push(e);
    if (out.length >= 100) break;
  }
  return out;
})()";

/// The clickable elements of [`JS`]'s answer `found`, each with its DOM node
/// and text (asked for all at once: one round trip).
pub(crate) fn of(tab: &Tab, found: Value) -> Result<Vec<Clickable>, Error> {
    let objects = cdp::objects_of(tab, found)?;
    let asked = objects
        .iter()
        .flat_map(|object_id| {
            [
                cdp::describe_command(object_id),
                cdp::call_on_command(
                    object_id,
                    "function() { return (this.innerText || this.getAttribute('aria-label') || this.title || '').trim(); }",
                    &[],
                ),
            ]
        })
        .collect();
    let mut answers = tab.call_all(asked).into_iter();
    let mut clickables = Vec::new();
    while let (Some(node), Some(text)) = (answers.next(), answers.next()) {
        let Some(backend) = node.ok().and_then(|n| cdp::backend_of(&n)) else {
            continue;
        };
        let text = text
            .and_then(cdp::value_of)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        clickables.push(Clickable { backend, text });
    }
    Ok(clickables)
}
