//! The layering of CONTRIBUTING.md ("The layers"), checked on the source tree: every top-level
//! module of `src/` uses (through `crate::` paths) only modules of its own layer or below, and no
//! modules use each other in a circle. `cargo test --test cli layers_` runs it.
//!
//! A top-level module is a file or folder directly under `src/` (`net/`, `cache.rs`); a use is a
//! `crate::name` path or a name in a `use crate::{…}` group, outside the `#[cfg(test)]` part of
//! a file (unit tests may reach anywhere). Doc links (`[`crate::output::Printer`]`) count too: a
//! lower layer has no business naming an upper one.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers, lowest first: a module may use modules of its own layer (without a circle) and of
/// the layers before it. CONTRIBUTING.md draws the same table; keep both in step when a
/// top-level module is added.
const LAYERS: &[(&str, &[&str])] = &[
    (
        "leaves",
        &[
            "exit",
            "env",
            "rules",
            "warning",
            "sanitize",
            "cli",
            "interrupt",
        ],
    ),
    ("reaching and reading", &["net", "page", "config", "cache"]),
    ("deciding", &["search", "approval", "browse", "fuzzing"]),
    (
        "serving the commands",
        &[
            "settings",
            "report",
            "output",
            "prompt",
            "status_line",
            "error",
        ],
    ),
    ("commands", &["commands", "generate"]),
    ("entry", &["lib", "main"]),
];

/// The layer index of top-level module `name`, `None` for a module [`LAYERS`] does not place.
fn layer_of(name: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, mods)| mods.contains(&name))
}

/// The top-level module a file under `src` belongs to (`net/dial.rs` → `net`, `exit.rs` → `exit`).
fn top_module(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap_or(file);
    let first = rel.components().next().map_or(String::new(), |c| {
        c.as_os_str().to_string_lossy().into_owned()
    });
    first.strip_suffix(".rs").unwrap_or(&first).to_string()
}

/// The identifier at the start of `text` (`[a-z_][a-z0-9_]*`), or "".
fn leading_ident(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))
        .unwrap_or(text.len());
    let ident = &text[..end];
    if ident.starts_with(|c: char| c.is_ascii_digit()) {
        ""
    } else {
        ident
    }
}

/// The top-level modules `code` names: `crate::x…` paths, and the first segment of each path in
/// a `crate::{x::…, y, z::{…}}` group (nested groups belong to their own path, not to `crate`).
fn used_modules(code: &str) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // `foo_crate::` is another path
        }
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let mut expect_segment = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 1 => expect_segment = true,
                    c if c.is_whitespace() => {}
                    _ if depth == 1 && expect_segment => {
                        let ident = leading_ident(&group[i..]);
                        if !ident.is_empty() {
                            used.insert(ident.to_string());
                        }
                        expect_segment = false;
                    }
                    _ => {}
                }
                if depth == 0 {
                    break;
                }
            }
        } else {
            let ident = leading_ident(rest);
            if !ident.is_empty() {
                used.insert(ident.to_string());
            }
        }
    }
    used
}

/// Which top-level module uses which, with the files that do it: module → used → files.
type Graph = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

fn collect(src: &Path, dir: &Path, graph: &mut Graph) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(src, &path, graph);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        let module = top_module(src, &path);
        let name = path.strip_prefix(src).unwrap().display().to_string();
        let uses = graph.entry(module.clone()).or_default();
        for used in used_modules(code) {
            if used != module && used != "self" && used != "super" && used != "crate" {
                uses.entry(used).or_default().insert(name.clone());
            }
        }
    }
}

/// The groups of modules that use each other in a circle (Tarjan's strongly connected
/// components with more than one module).
fn circles(graph: &Graph) -> Vec<Vec<String>> {
    struct Walk<'g> {
        graph: &'g Graph,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        circles: Vec<Vec<String>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, v: &'g str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            for w in self.graph.get(v).into_iter().flat_map(BTreeMap::keys) {
                let w = w.as_str();
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.stack.contains(&w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let at = self.stack.iter().rposition(|m| *m == v).unwrap();
                let mut group: Vec<String> = self.stack.drain(at..).map(str::to_string).collect();
                if group.len() > 1 {
                    group.sort();
                    self.circles.push(group);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        circles: Vec::new(),
    };
    for v in graph.keys() {
        if !walk.index.contains_key(v.as_str()) {
            walk.visit(v);
        }
    }
    walk.circles
}

/// Everything in the tree at `src` that breaks the layering, one sentence each; empty when it
/// holds. Modules [`LAYERS`] does not place are only checked for circles.
fn findings(src: &Path) -> Vec<String> {
    let mut graph = Graph::new();
    collect(src, src, &mut graph);
    let mut found = Vec::new();
    for (module, uses) in &graph {
        for (used, files) in uses {
            let (Some(from), Some(to)) = (layer_of(module), layer_of(used)) else {
                continue;
            };
            if to > from {
                let files: Vec<&String> = files.iter().take(3).collect();
                found.push(format!(
                    "{module} ({} layer) uses {used} ({} layer, above it): {files:?}",
                    LAYERS[from].0, LAYERS[to].0
                ));
            }
        }
    }
    for circle in circles(&graph) {
        found.push(format!(
            "modules that use each other in a circle: {}",
            circle.join(" -> ")
        ));
    }
    found
}

#[test]
fn layers_src_points_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = findings(&src);
    assert!(
        found.is_empty(),
        "the layering is broken:\n{}",
        found.join("\n")
    );
    // The scan saw the real tree: the commands use the layers below them.
    let mut graph = Graph::new();
    collect(&src, &src, &mut graph);
    assert!(graph["commands"].contains_key("net"), "{graph:?}");
}

/// Writes `files` (path under src, text) into a fresh temporary tree and returns its findings.
fn findings_in(files: &[(&str, &str)]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    for (path, text) in files {
        let path = src.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    findings(&src)
}

#[test]
fn layers_checker_reports_an_upward_use_and_a_circle() {
    let clean = [
        ("lib.rs", "mod net; mod output;\n"),
        ("output.rs", "use crate::net::Error;\n"),
        ("net/mod.rs", "use crate::exit::Exit;\n"),
        (
            "net/dial.rs",
            "fn f() {}\n#[cfg(test)]\nmod tests { use crate::output::Printer; }\n",
        ),
        ("exit.rs", "pub enum Exit {}\n"),
    ];
    assert_eq!(findings_in(&clean), Vec::<String>::new());

    let upward = findings_in(&[
        ("output.rs", ""),
        ("settings.rs", ""),
        (
            "net/dial.rs",
            "use crate::{\n    exit::Exit,\n    settings::{self, Fetch},\n};\n",
        ),
        (
            "page/mod.rs",
            "/// Printed by [`crate::output::Printer`].\n",
        ),
    ]);
    assert_eq!(upward.len(), 2, "{upward:?}");
    assert!(upward[0].starts_with("net (reaching and reading layer) uses settings"));
    assert!(upward[0].contains("net/dial.rs"), "{upward:?}");
    assert!(upward[1].starts_with("page (reaching and reading layer) uses output"));

    let circle = findings_in(&[
        ("cache.rs", "use crate::page::Page;\n"),
        ("page/mod.rs", "fn f() { crate::cache::get(); }\n"),
    ]);
    assert_eq!(
        circle,
        ["modules that use each other in a circle: cache -> page"]
    );
}

#[test]
fn layers_use_scan_reads_paths_and_groups() {
    let used = used_modules(
        "use crate::{net::{self, dial}, page, output::Printer as P};\n\
         let x = crate::cache::get(); let y = my_crate::settings::X; // crate::exit::Exit\n",
    );
    let used: Vec<&str> = used.iter().map(String::as_str).collect();
    assert_eq!(used, ["cache", "exit", "net", "output", "page"]);
}
