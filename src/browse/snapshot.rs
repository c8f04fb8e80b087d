//! The page snapshot (B-05) and element refs (B-04).
//!
//! The snapshot comes from Chromium's accessibility tree plus the clickable elements that have
//! no role (`cursor: pointer`, `onclick`, `tabindex`), one line per node:
//! `- button "Save" @e31`, `- textbox "Email" @e32 value="…"`, `- link "Docs" @e33 → /docs`.
//! By default only interactive elements, headings and landmarks are listed; `--all` lists
//! every node that is not ignored.
//!
//! Refs come from one counter per session, keyed by the document (the main frame's loader id)
//! and the DOM node (backend node id): the same node keeps its ref across snapshots, and a ref
//! is never given to another node. A ref of an earlier document is stale.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

/// Roles that can be acted on.
const INTERACTIVE: &[&str] = &[
    "button",
    "link",
    "textbox",
    "searchbox",
    "combobox",
    "listbox",
    "option",
    "checkbox",
    "radio",
    "switch",
    "slider",
    "spinbutton",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "tab",
    "treeitem",
    "textarea",
];

/// Roles that give the page its structure.
const STRUCTURE: &[&str] = &[
    "heading",
    "banner",
    "navigation",
    "main",
    "contentinfo",
    "complementary",
    "search",
    "form",
    "dialog",
    "alertdialog",
    "alert",
];

/// Roles never worth a line, even with `--all`.
const NOISE: &[&str] = &[
    "none",
    "generic",
    "InlineTextBox",
    "LineBreak",
    "RootWebArea",
];

/// A node a ref points at.
#[derive(Debug, Clone)]
pub(crate) struct RefEntry {
    /// The main frame's loader id when the ref was made.
    pub(crate) loader: String,
    /// The DOM node.
    pub(crate) backend: u64,
}

/// The session's refs.
#[derive(Debug, Default)]
pub(crate) struct Refs {
    next: u64,
    by_node: HashMap<(String, u64), u64>,
    by_ref: HashMap<u64, RefEntry>,
}

impl Refs {
    /// The ref of a node, made on first sight.
    pub(crate) fn ref_for(&mut self, loader: &str, backend: u64) -> u64 {
        if let Some(r) = self.by_node.get(&(loader.to_string(), backend)) {
            return *r;
        }
        self.next += 1;
        let r = self.next;
        self.by_node.insert((loader.to_string(), backend), r);
        self.by_ref.insert(
            r,
            RefEntry {
                loader: loader.to_string(),
                backend,
            },
        );
        r
    }

    /// What a ref points at, if it was ever given.
    pub(crate) fn get(&self, r: u64) -> Option<&RefEntry> {
        self.by_ref.get(&r)
    }
}

/// A clickable element without a role, found by the DOM pass.
#[derive(Debug, Clone)]
pub(crate) struct Clickable {
    /// Its DOM node.
    pub(crate) backend: u64,
    /// Its text, shortened.
    pub(crate) text: String,
}

fn text_of(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

fn prop<'a>(node: &'a Value, name: &str) -> Option<&'a Value> {
    node["properties"]
        .as_array()?
        .iter()
        .find(|p| p["name"] == name)
        .map(|p| &p["value"]["value"])
}

/// Shortens and flattens a name for one line.
fn one_line(s: &str, max: usize) -> String {
    let flat: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= max {
        flat
    } else {
        let cut: String = flat.chars().take(max).collect();
        format!("{cut}…")
    }
}

fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('"', "'"))
}

/// Builds the snapshot text from `Accessibility.getFullAXTree`'s nodes.
pub(crate) fn render(
    nodes: &[Value],
    clickables: &[Clickable],
    all: bool,
    loader: &str,
    page_origin: &str,
    refs: &mut Refs,
) -> String {
    let by_id: HashMap<&str, &Value> = nodes
        .iter()
        .filter_map(|n| Some((n["nodeId"].as_str()?, n)))
        .collect();
    let clickable: HashMap<u64, &Clickable> = clickables.iter().map(|c| (c.backend, c)).collect();
    let child_ids: HashSet<&str> = nodes
        .iter()
        .flat_map(|n| n["childIds"].as_array().into_iter().flatten())
        .filter_map(Value::as_str)
        .collect();
    let roots: Vec<&Value> = nodes
        .iter()
        .filter(|n| {
            n["nodeId"]
                .as_str()
                .is_some_and(|id| !child_ids.contains(id))
        })
        .collect();
    let mut out = String::new();
    let mut seen = HashSet::new();
    // Depth-first with an explicit stack: (node, depth of listed ancestors).
    let mut stack: Vec<(&Value, usize)> = roots.into_iter().rev().map(|n| (n, 0)).collect();
    while let Some((node, depth)) = stack.pop() {
        let Some(id) = node["nodeId"].as_str() else {
            continue;
        };
        if !seen.insert(id) {
            continue;
        }
        let listed = line_for(node, &clickable, all, loader, page_origin, refs)
            .map(|line| {
                out.push_str(&"  ".repeat(depth));
                out.push_str(&line);
                out.push('\n');
            })
            .is_some();
        let next_depth = depth + usize::from(listed);
        if let Some(children) = node["childIds"].as_array() {
            for child in children.iter().rev() {
                if let Some(c) = child.as_str().and_then(|c| by_id.get(c)) {
                    stack.push((c, next_depth));
                }
            }
        }
    }
    if out.is_empty() {
        out.push_str(
            "(nothing to act on: no interactive elements, headings or landmarks; try --all)\n",
        );
    }
    out
}

fn line_for(
    node: &Value,
    clickable: &HashMap<u64, &Clickable>,
    all: bool,
    loader: &str,
    page_origin: &str,
    refs: &mut Refs,
) -> Option<String> {
    let backend = node["backendDOMNodeId"].as_u64();
    let role = text_of(&node["role"]["value"]);
    let name = one_line(&text_of(&node["name"]["value"]), 100);
    let extra = backend.and_then(|b| clickable.get(&b));
    let ignored = node["ignored"].as_bool().unwrap_or(false);
    let interesting = INTERACTIVE.contains(&role.as_str())
        || (STRUCTURE.contains(&role.as_str()) && (role != "form" || !name.is_empty()))
        || (role == "region" && !name.is_empty());
    let wanted = if extra.is_some() {
        true
    } else if ignored {
        false
    } else if all {
        !(NOISE.contains(&role.as_str()) || (role == "StaticText" && name.is_empty()))
    } else {
        interesting
    };
    if !wanted {
        return None;
    }
    let (role, name) = match extra {
        Some(c) if !interesting => ("clickable".to_string(), one_line(&c.text, 100)),
        _ => (role, name),
    };
    let mut line = format!("- {role}");
    if !name.is_empty() {
        line.push(' ');
        line.push_str(&quoted(&name));
    }
    if role == "heading"
        && let Some(level) = prop(node, "level")
    {
        line.push_str(&format!(" [level={}]", text_of(level)));
    }
    for flag in ["checked", "pressed", "selected", "expanded"] {
        match prop(node, flag).map(text_of).as_deref() {
            Some("true") => line.push_str(&format!(" [{flag}]")),
            Some("mixed") => line.push_str(&format!(" [{flag}=mixed]")),
            _ => {}
        }
    }
    if prop(node, "disabled").map(text_of).as_deref() == Some("true") {
        line.push_str(" [disabled]");
    }
    let show_ref =
        INTERACTIVE.contains(&role.as_str()) || role == "clickable" || role == "heading" || all;
    if show_ref && let Some(b) = backend {
        line.push_str(&format!(" @e{}", refs.ref_for(loader, b)));
    }
    if let Some(value) = node["value"]["value"].as_str().filter(|v| !v.is_empty()) {
        line.push_str(&format!(" value={}", quoted(&one_line(value, 100))));
    }
    if role == "link"
        && let Some(url) = prop(node, "url").map(text_of).filter(|u| !u.is_empty())
    {
        let shown = url
            .strip_prefix(page_origin)
            .filter(|rest| rest.starts_with('/'))
            .unwrap_or(&url);
        line.push_str(&format!(" → {}", one_line(shown, 120)));
    }
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn tree() -> Vec<Value> {
        vec![
            json!({"nodeId": "1", "role": {"value": "RootWebArea"}, "name": {"value": "T"},
                   "childIds": ["2", "3", "4", "5"], "backendDOMNodeId": 1}),
            json!({"nodeId": "2", "role": {"value": "heading"}, "name": {"value": "Title"},
                   "properties": [{"name": "level", "value": {"value": 1}}],
                   "childIds": [], "backendDOMNodeId": 10}),
            json!({"nodeId": "3", "role": {"value": "button"}, "name": {"value": "Save"},
                   "childIds": [], "backendDOMNodeId": 11}),
            json!({"nodeId": "4", "role": {"value": "link"}, "name": {"value": "Docs"},
                   "properties": [{"name": "url", "value": {"value": "http://a.test/docs"}}],
                   "childIds": [], "backendDOMNodeId": 12}),
            json!({"nodeId": "5", "role": {"value": "textbox"}, "name": {"value": "Email"},
                   "value": {"value": "a@b.c"}, "childIds": [], "backendDOMNodeId": 13}),
        ]
    }

    #[test]
    fn b05_lines_and_refs() {
        let mut refs = Refs::default();
        let text = render(&tree(), &[], false, "L1", "http://a.test", &mut refs);
        assert_eq!(
            text,
            "- heading \"Title\" [level=1] @e1\n- button \"Save\" @e2\n- link \"Docs\" @e3 → /docs\n\
             - textbox \"Email\" @e4 value=\"a@b.c\"\n"
        );
        // Same document, same nodes: same refs.
        let again = render(&tree(), &[], false, "L1", "http://a.test", &mut refs);
        assert_eq!(text, again);
        // Another document: new refs, never the old numbers.
        let other = render(&tree(), &[], false, "L2", "http://a.test", &mut refs);
        assert!(other.contains("@e5") && !other.contains("@e1 "), "{other}");
    }

    #[test]
    fn b05_clickables_without_role_are_listed() {
        let mut nodes = tree();
        nodes[0]["childIds"] = json!(["2", "6"]);
        nodes.push(
            json!({"nodeId": "6", "role": {"value": "generic"}, "name": {"value": ""},
                          "childIds": [], "backendDOMNodeId": 20}),
        );
        let mut refs = Refs::default();
        let c = Clickable {
            backend: 20,
            text: "Open menu".into(),
        };
        let text = render(&nodes, &[c], false, "L", "", &mut refs);
        assert!(text.contains("- clickable \"Open menu\" @e2"), "{text}");
    }
}
