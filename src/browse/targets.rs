//! Targets (B-04): `@e12` (a ref from a snapshot), `css=SELECTOR` or bare CSS, and
//! `text=Visible text` (exact match first, else contained, among visible elements). A target
//! must match exactly one element; otherwise the error lists up to five candidates with refs.

use super::Error;
use super::cdp;
use super::devtools::Page as Tab;
use super::snapshot::Refs;

/// What a target string asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Target {
    /// `@e12`.
    Ref(u64),
    /// `css=…` or bare CSS.
    Css(String),
    /// `text=…`.
    Text(String),
}

/// Parses a target as typed.
pub(crate) fn parse(input: &str) -> Result<Target, Error> {
    let t = input.trim();
    if let Some(n) = t.strip_prefix("@e").or_else(|| t.strip_prefix("@E")) {
        return n.parse().map(Target::Ref).map_err(|_| Error::Usage {
            message: format!("'{input}' is not a ref"),
            hint: "refs look like @e12; run garuda-web browse snapshot to see them".into(),
        });
    }
    if let Some(text) = t.strip_prefix("text=") {
        if text.trim().is_empty() {
            return Err(empty(input));
        }
        return Ok(Target::Text(text.trim().to_string()));
    }
    let css = t.strip_prefix("css=").unwrap_or(t);
    if css.trim().is_empty() {
        return Err(empty(input));
    }
    Ok(Target::Css(css.trim().to_string()))
}

fn empty(input: &str) -> Error {
    Error::Usage {
        message: format!("the target '{input}' is empty"),
        hint: "give @e12, css=SELECTOR or text=Visible text".into(),
    }
}

/// One element a target resolved to.
#[derive(Debug, Clone)]
pub(crate) struct Element {
    /// Its DOM node.
    pub(crate) backend: u64,
    /// Its remote object (valid until the action's objects are released).
    pub(crate) object_id: String,
}

/// Finds every visible element whose text (or value, label, placeholder) is `text`, deepest
/// first; else those containing it. A `<label>` stands for its control.
const TEXT_JS: &str = r#"((t) => {
  const norm = s => (s || '').replace(/\s+/g, ' ').trim();
  const visible = e => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; };
  const all = [...document.querySelectorAll('body *')].filter(visible);
  const texts = e => [e.innerText, e.value, e.getAttribute('aria-label'), e.getAttribute('placeholder'),
                      e.getAttribute('alt'), e.getAttribute('title')].map(norm);
  const deepest = l => l.filter(e => !l.some(o => o !== e && e.contains(o)));
  let m = deepest(all.filter(e => texts(e).some(x => x === t)));
  if (m.length === 0) m = deepest(all.filter(e => texts(e).some(x => x.includes(t))));
  m = m.map(e => (e.tagName === 'LABEL' && e.control) ? e.control : e);
  return [...new Set(m)];
})"#;

/// Describes an element for a candidate list, a covering-element message or the reply of the
/// action done to it (a password field's value is never shown).
pub(crate) const DESCRIBE_JS: &str = r#"function() {
  const e = this; let s = e.tagName.toLowerCase();
  if (e.id) s += '#' + e.id;
  if (typeof e.className === 'string' && e.className.trim()) s += '.' + e.className.trim().split(/\s+/).slice(0, 2).join('.');
  const value = e.type === 'password' ? '' : e.value;
  const t = (e.innerText || value || e.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
  if (t) s += ' "' + (t.length > 60 ? t.slice(0, 60) + '…' : t) + '"';
  return s;
}"#;

/// Resolves `target` to exactly one element; `loader` is the current document's loader id.
pub(crate) fn resolve_one(
    tab: &Tab,
    refs: &mut Refs,
    loader: &str,
    input: &str,
    stale_snapshot: impl FnOnce(&mut Refs) -> String,
) -> Result<Element, Error> {
    let mut matches = resolve_all(tab, refs, loader, input, stale_snapshot)?;
    match matches.len() {
        1 => Ok(matches.remove(0)),
        0 => Err(Error::NoMatch {
            target: input.to_string(),
        }),
        count => {
            let candidates = matches
                .iter()
                .take(5)
                .map(|e| {
                    let r = refs.ref_for(loader, e.backend);
                    let what = cdp::call_on(tab, &e.object_id, DESCRIBE_JS, &[])
                        .ok()
                        .and_then(|v| v.as_str().map(str::to_string))
                        .unwrap_or_default();
                    format!("@e{r} {what}")
                })
                .collect();
            Err(Error::Ambiguous {
                target: input.to_string(),
                count,
                candidates,
            })
        }
    }
}

/// Every element `target` matches (a ref matches one or fails as stale).
pub(crate) fn resolve_all(
    tab: &Tab,
    refs: &mut Refs,
    loader: &str,
    input: &str,
    stale_snapshot: impl FnOnce(&mut Refs) -> String,
) -> Result<Vec<Element>, Error> {
    let found = match parse(input)? {
        Target::Ref(r) => {
            let entry = refs.get(r).cloned();
            let object = entry
                .as_ref()
                .filter(|e| e.loader == loader)
                .and_then(|e| cdp::resolve_backend(tab, e.backend).map(|o| (e.backend, o)));
            match object {
                Some((backend, object_id)) => vec![(backend, object_id)],
                None if entry.is_none() => {
                    return Err(Error::NoMatch {
                        target: input.to_string(),
                    });
                }
                None => {
                    return Err(Error::StaleRef {
                        target: input.to_string(),
                        snapshot: stale_snapshot(refs),
                    });
                }
            }
        }
        Target::Css(selector) => {
            let quoted = serde_json::to_string(&selector).unwrap_or_default();
            cdp::eval_elements(tab, &format!("[...document.querySelectorAll({quoted})]")).map_err(
                |e| match e {
                    Error::Script { message } => Error::Usage {
                        message: format!(
                            "'{selector}' is not a CSS selector the page accepts: {message}"
                        ),
                        hint: "use css=SELECTOR, text=Visible text, or a ref such as @e12".into(),
                    },
                    other => other,
                },
            )?
        }
        Target::Text(text) => {
            let quoted = serde_json::to_string(&text).unwrap_or_default();
            cdp::eval_elements(tab, &format!("{TEXT_JS}({quoted})"))?
        }
    };
    Ok(found
        .into_iter()
        .map(|(backend, object_id)| Element { backend, object_id })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b04_target_forms() {
        assert_eq!(parse("@e12").unwrap(), Target::Ref(12));
        assert_eq!(parse("css=#a > b").unwrap(), Target::Css("#a > b".into()));
        assert_eq!(
            parse("button.save").unwrap(),
            Target::Css("button.save".into())
        );
        assert_eq!(
            parse("text=Sign in").unwrap(),
            Target::Text("Sign in".into())
        );
        assert!(parse("@ex").is_err());
        assert!(parse("text=").is_err());
        assert!(parse("  ").is_err());
    }
}
