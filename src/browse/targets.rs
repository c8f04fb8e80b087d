//! Targets (B-04): `@e12` (a ref from a snapshot), `css=SELECTOR` or bare CSS, and
//! `text=Visible text` (exact match first, else contained, among visible elements); and the
//! semantic ones an agent writes without a snapshot (B-22): `role=button[name="Save"]` (the
//! accessibility tree's role and name, as Chromium computes them), `label=Email` (a field by
//! its label, aria-label or aria-labelledby), `placeholder=Search`, `testid=submit`
//! (`data-testid`), `alt=…`, `title=…` (exact first, else contained, ignoring case), and
//! `xpath=…`. A target must match exactly one element; otherwise the error lists up to five
//! candidates with refs.

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
    /// `role=ROLE` or `role=ROLE[name="…"]` (B-22).
    Role {
        /// The ARIA role, as the accessibility tree names it.
        role: String,
        /// The accessible name: exact first, else contained (ignoring case).
        name: Option<String>,
    },
    /// `label=…`, `placeholder=…`, `alt=…`, `title=…`, `testid=…` (B-22): the kind and the
    /// text.
    Attribute(Semantic, String),
    /// `xpath=…` (B-22).
    XPath(String),
}

/// The semantic targets found by a text of theirs (B-22).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Semantic {
    /// A field by its `<label>`, `aria-label` or `aria-labelledby`.
    Label,
    /// `placeholder`.
    Placeholder,
    /// `alt`.
    Alt,
    /// `title`.
    Title,
    /// `data-testid`, matched exactly.
    TestId,
}

impl Semantic {
    /// The prefix as typed, and the name the page-side search knows it by.
    const ALL: [(&'static str, Semantic, &'static str); 5] = [
        ("label=", Semantic::Label, "label"),
        ("placeholder=", Semantic::Placeholder, "placeholder"),
        ("alt=", Semantic::Alt, "alt"),
        ("title=", Semantic::Title, "title"),
        ("testid=", Semantic::TestId, "data-testid"),
    ];

    fn js_name(self) -> &'static str {
        Semantic::ALL
            .iter()
            .find(|(_, s, _)| *s == self)
            .map_or("title", |(_, _, n)| n)
    }
}

/// `button[name="Save"]` (or `[name='Save']`, `[name=Save]`, or only `button`).
fn parse_role(input: &str, spec: &str) -> Result<Target, Error> {
    let bad = || Error::Usage {
        message: format!("'{input}' is not a role target"),
        hint: "write role=ROLE or role=ROLE[name=\"Accessible name\"], e.g. \
               role=button[name=\"Save\"]"
            .into(),
    };
    let (role, rest) = match spec.split_once('[') {
        Some((role, rest)) => (role.trim(), Some(rest)),
        None => (spec.trim(), None),
    };
    if role.is_empty() || !role.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return Err(bad());
    }
    let name = match rest {
        None => None,
        Some(rest) => {
            let inner = rest.trim().strip_suffix(']').ok_or_else(bad)?;
            let value = inner.trim().strip_prefix("name").ok_or_else(bad)?;
            let value = value.trim_start().strip_prefix('=').ok_or_else(bad)?.trim();
            let unquoted = ['"', '\'']
                .iter()
                .find_map(|q| value.strip_prefix(*q).and_then(|v| v.strip_suffix(*q)))
                .unwrap_or(value);
            if unquoted.trim().is_empty() {
                return Err(bad());
            }
            Some(unquoted.to_string())
        }
    };
    Ok(Target::Role {
        role: role.to_ascii_lowercase(),
        name,
    })
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
    if let Some(spec) = t.strip_prefix("role=") {
        return parse_role(input, spec);
    }
    if let Some(x) = t.strip_prefix("xpath=") {
        if x.trim().is_empty() {
            return Err(empty(input));
        }
        return Ok(Target::XPath(x.trim().to_string()));
    }
    for (prefix, kind, _) in Semantic::ALL {
        if let Some(text) = t.strip_prefix(prefix) {
            let text: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
            if text.is_empty() {
                return Err(empty(input));
            }
            return Ok(Target::Attribute(kind, text));
        }
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
        hint: "give @e12, css=SELECTOR, text=Visible text, role=button[name=\"Save\"], \
               label=Email, placeholder=…, testid=…, alt=…, title=… or xpath=…"
            .into(),
    }
}

/// One element a target resolved to.
#[derive(Debug, Clone)]
pub(crate) struct Element {
    /// Its DOM node, once known: a ref or a role names it; an element a page script found is
    /// asked for it only when its ref is needed (most verbs ask along with their first call to
    /// the element, [`call_knowing_backend`]).
    pub(crate) backend: Option<u64>,
    /// Its remote object (valid until the action's objects are released).
    pub(crate) object_id: String,
}

/// Sends `command` (one that needs only the element's remote object) and, when the element's
/// DOM node is not known yet, asks for it in the same round trip; returns the command's
/// answer.
pub(crate) fn call_knowing_backend(
    tab: &Tab,
    el: &mut Element,
    (method, params): (&str, serde_json::Value),
) -> Result<serde_json::Value, Error> {
    if el.backend.is_some() {
        return tab.call(method, params);
    }
    let mut answers = tab
        .call_all(vec![cdp::describe_command(&el.object_id), (method, params)])
        .into_iter();
    el.backend = answers
        .next()
        .and_then(Result::ok)
        .and_then(|node| cdp::backend_of(&node));
    answers.next().unwrap_or_else(|| {
        Err(Error::Cdp {
            message: format!("{method} got no answer"),
        })
    })
}

/// The element's DOM node: known already, or asked for now.
pub(crate) fn backend(tab: &Tab, el: &mut Element) -> Option<u64> {
    if el.backend.is_none() {
        let (method, params) = cdp::describe_command(&el.object_id);
        el.backend = tab
            .call(method, params)
            .ok()
            .and_then(|node| cdp::backend_of(&node));
    }
    el.backend
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

/// Finds the elements whose `kind` text (B-22: label, placeholder, alt, title, data-testid)
/// is `t`; else, but for data-testid, those whose text contains it, ignoring case.
const SEMANTIC_JS: &str = r#"((kind, t) => {
  const norm = s => (s || '').replace(/\s+/g, ' ').trim();
  const byId = id => { const n = document.getElementById(id); return n ? n.innerText : ''; };
  const texts = e => {
    if (kind !== 'label') return [e.getAttribute(kind)];
    const out = [...(e.labels || [])].map(l => l.innerText);
    out.push(e.getAttribute('aria-label'));
    const ids = (e.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    if (ids.length) out.push(ids.map(byId).join(' '));
    return out;
  };
  const all = [...document.querySelectorAll(kind === 'label' ? 'body *' : '[' + kind + ']')];
  let m = all.filter(e => texts(e).map(norm).some(x => x === t));
  if (m.length === 0 && kind !== 'data-testid') {
    const low = t.toLowerCase();
    m = all.filter(e => texts(e).map(norm).some(x => x && x.toLowerCase().includes(low)));
  }
  return m;
})"#;

/// The elements an XPath selects, in document order (B-22).
const XPATH_JS: &str = r"((x) => {
  const r = document.evaluate(x, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  const out = [];
  for (let i = 0; i < r.snapshotLength; i++) {
    const n = r.snapshotItem(i);
    if (n.nodeType === 1) out.push(n);
  }
  return out;
})";

/// B-22: the elements whose accessibility role is `role` and whose accessible name is `name`
/// (exact first, else contained, ignoring case), as Chromium's accessibility tree has them.
fn by_role(tab: &Tab, role: &str, name: Option<&str>) -> Result<Vec<(u64, String)>, Error> {
    let doc = cdp::call(
        tab,
        cdp::Evaluate(serde_json::json!({ "expression": "document", "objectGroup": cdp::GROUP })),
    )?;
    let Some(doc) = doc["result"]["objectId"].as_str() else {
        return Ok(Vec::new());
    };
    let query = |name: Option<&str>| -> Result<Vec<serde_json::Value>, Error> {
        let mut params = serde_json::json!({ "objectId": doc, "role": role });
        if let Some(n) = name {
            params["accessibleName"] = serde_json::json!(n);
        }
        let found = tab.call("Accessibility.queryAXTree", params)?;
        Ok(found["nodes"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .filter(|n| n["ignored"] != true && n["backendDOMNodeId"].is_u64())
            .collect())
    };
    let mut nodes = query(name)?;
    if nodes.is_empty()
        && let Some(name) = name
    {
        let low = name.to_lowercase();
        nodes = query(None)?
            .into_iter()
            .filter(|n| {
                n["name"]["value"]
                    .as_str()
                    .is_some_and(|v| v.to_lowercase().contains(&low))
            })
            .collect();
    }
    let mut backends: Vec<u64> = Vec::new();
    for backend in nodes.iter().filter_map(|n| n["backendDOMNodeId"].as_u64()) {
        if !backends.contains(&backend) {
            backends.push(backend);
        }
    }
    // Every node's remote object asked at once: one round trip.
    let asked = backends.iter().map(|b| cdp::resolve_command(*b)).collect();
    Ok(backends
        .into_iter()
        .zip(tab.call_all(asked))
        .filter_map(|(backend, object)| {
            let object = object.ok()?["object"]["objectId"].as_str()?.to_string();
            Some((backend, object))
        })
        .collect())
}

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

/// What input on element `e` (a click when `key` is null, else a press of `key`: "Enter" or
/// " ") starts by its default action in a task of its own (B-07): `'download'` for a link that
/// downloads (its `download` attribute), `'follows'` for another link or a form's submission
/// (a submit button; Enter in a field of a form that submits implicitly: one with a submit
/// button, or with just one field that blocks implicit submission, as HTML's form submission
/// rules say), `''` for nothing. A label stands for its control.
pub(crate) const ACTS_JS: &str = r"function(e, key) {
  if (!e || !e.closest) return '';
  const label = e.closest('label');
  if (label && label.control && !e.closest('a[href],area[href],button,input')) e = label.control;
  const link = e.closest('a[href],area[href]');
  if (link) return key === ' ' ? '' : link.hasAttribute('download') ? 'download' : 'follows';
  const c = e.closest('button,input');
  const form = c && c.form;
  if (!form) return '';
  if (c.type === 'submit' || c.type === 'image') return 'follows';
  if (key !== 'Enter' || c.tagName !== 'INPUT') return '';
  const fields = [...form.elements];
  if (fields.some(f => f.type === 'submit' || f.type === 'image')) return 'follows';
  const blocking = ['text', 'search', 'url', 'tel', 'email', 'password', 'date', 'month',
    'week', 'time', 'datetime-local', 'number'];
  const one = fields.filter(f => f.tagName === 'INPUT' && blocking.includes(f.type)).length === 1;
  return one ? 'follows' : '';
}";

/// Remote objects whose DOM nodes are not asked for yet.
fn unknown(objects: Vec<String>) -> Vec<(Option<u64>, String)> {
    objects.into_iter().map(|id| (None, id)).collect()
}

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
            // Each candidate's node and description, all asked at once.
            let shown = &matches[..count.min(5)];
            let asked = shown
                .iter()
                .flat_map(|e| {
                    [
                        cdp::describe_command(&e.object_id),
                        cdp::call_on_command(&e.object_id, DESCRIBE_JS, &[]),
                    ]
                })
                .collect();
            let mut answers = tab.call_all(asked).into_iter();
            let candidates = shown
                .iter()
                .map(|e| {
                    let node = answers.next().and_then(Result::ok);
                    let what = answers
                        .next()
                        .and_then(Result::ok)
                        .and_then(|v| cdp::value_of(v).ok())
                        .and_then(|v| v.as_str().map(str::to_string))
                        .unwrap_or_default();
                    match e.backend.or_else(|| node.and_then(|n| cdp::backend_of(&n))) {
                        Some(b) => format!("@e{} {what}", refs.ref_for(loader, b)),
                        None => what,
                    }
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
    let found: Vec<(Option<u64>, String)> = match parse(input)? {
        Target::Ref(r) => {
            let entry = refs.get(r).cloned();
            let object = entry
                .as_ref()
                .filter(|e| e.loader == loader)
                .and_then(|e| cdp::resolve_backend(tab, e.backend).map(|o| (e.backend, o)));
            match object {
                Some((backend, object_id)) => vec![(Some(backend), object_id)],
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
            unknown(
                cdp::eval_objects(tab, &format!("[...document.querySelectorAll({quoted})]"))
                    .map_err(|e| match e {
                        Error::Script { message } => Error::Usage {
                            message: format!(
                                "'{selector}' is not a CSS selector the page accepts: {message}"
                            ),
                            hint: "use css=SELECTOR, text=Visible text, or a ref such as @e12"
                                .into(),
                        },
                        other => other,
                    })?,
            )
        }
        Target::Text(text) => {
            let quoted = serde_json::to_string(&text).unwrap_or_default();
            unknown(cdp::eval_objects(tab, &format!("{TEXT_JS}({quoted})"))?)
        }
        Target::Role { role, name } => by_role(tab, &role, name.as_deref())?
            .into_iter()
            .map(|(backend, object_id)| (Some(backend), object_id))
            .collect(),
        Target::Attribute(kind, text) => {
            let kind = serde_json::to_string(kind.js_name()).unwrap_or_default();
            let quoted = serde_json::to_string(&text).unwrap_or_default();
            unknown(cdp::eval_objects(
                tab,
                &format!("{SEMANTIC_JS}({kind}, {quoted})"),
            )?)
        }
        Target::XPath(x) => {
            let quoted = serde_json::to_string(&x).unwrap_or_default();
            unknown(
                cdp::eval_objects(tab, &format!("{XPATH_JS}({quoted})")).map_err(|e| match e {
                    Error::Script { message } => Error::Usage {
                        message: format!("'{x}' is not an XPath the page accepts: {message}"),
                        hint: "write xpath=//button[text()='Save'], or use css= or role=".into(),
                    },
                    other => other,
                })?,
            )
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
        // B-22: semantic targets.
        assert_eq!(
            parse(r#"role=button[name="Save"]"#).unwrap(),
            Target::Role {
                role: "button".into(),
                name: Some("Save".into())
            }
        );
        assert_eq!(
            parse("role=link[name='Docs & more']").unwrap(),
            Target::Role {
                role: "link".into(),
                name: Some("Docs & more".into())
            }
        );
        assert_eq!(
            parse("role=Heading").unwrap(),
            Target::Role {
                role: "heading".into(),
                name: None
            }
        );
        assert!(parse("role=button[label=x]").is_err());
        assert!(parse("role=button[name=\"\"]").is_err());
        assert_eq!(
            parse("label=  E-mail   address ").unwrap(),
            Target::Attribute(Semantic::Label, "E-mail address".into())
        );
        assert_eq!(
            parse("testid=submit").unwrap(),
            Target::Attribute(Semantic::TestId, "submit".into())
        );
        assert_eq!(
            parse("xpath=//a[1]").unwrap(),
            Target::XPath("//a[1]".into())
        );
        assert!(parse("placeholder=").is_err());
        assert!(parse("text=").is_err());
        assert!(parse("  ").is_err());
    }
}
