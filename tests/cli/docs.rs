//! The documents say what the binary does.
//!
//! G-02: the README's exit-code table: every JSON `error.code` the README lists must map to the
//! exit code of its row in `errors::exit_for`, the table the error tests check the binary against.
//!
//! docs/requirements.md defines every requirement ID (`C-02`, `F-60`, …) that src/ and tests/
//! cite, so the repository explains its own citations.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::errors::{exit_for, signal_exits};

#[test]
fn g02_readme_exit_code_table_matches_the_binary() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let section = readme
        .split("## Exit codes")
        .nth(1)
        .expect("README has an Exit codes section");
    let mut documented: BTreeMap<String, BTreeSet<i32>> = BTreeMap::new();
    for line in section
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
    {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let Ok(exit) = cells[1].parse::<i32>() else {
            continue;
        };
        for code in cells[3].split(',').map(|c| c.trim().trim_matches('`')) {
            if !code.is_empty() && code != "—" {
                documented.entry(code.to_string()).or_default().insert(exit);
            }
        }
    }
    assert!(
        documented.len() >= 20,
        "parsed too few codes: {documented:?}"
    );
    for (code, exits) in &documented {
        if code == "interrupted" {
            let signals: BTreeSet<i32> = signal_exits().into();
            assert_eq!(exits, &signals, "README rows for interrupted");
            continue;
        }
        let exits: Vec<i32> = exits.iter().copied().collect();
        assert_eq!(
            exits,
            [exit_for(code).unwrap_or(-1)],
            "README row for {code}"
        );
    }
}

/// The letters of requirement IDs (docs/requirements.md): G conventions, C hosts, A approval,
/// F fetch, S search, B browse, K config, E/Q/R quality bars, M the MCP server.
const ID_LETTERS: &str = "GCAFSBKEQRM";

/// The requirement IDs cited in `text`: a letter of [`ID_LETTERS`], `-`, exactly two digits,
/// standing alone as a word (`C-02`, `(F-60)`, `B-07:`), so `SHA-256`, `x1E-05`, `C-020` and
/// `A-1` are not citations.
fn cited_ids(text: &str) -> BTreeSet<String> {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    let chars: Vec<char> = text.chars().collect();
    let mut ids = BTreeSet::new();
    for (i, window) in chars.windows(4).enumerate() {
        let [letter, dash, d1, d2] = *window else {
            continue;
        };
        let before = i.checked_sub(1).map(|j| chars[j]);
        if ID_LETTERS.contains(letter)
            && dash == '-'
            && d1.is_ascii_digit()
            && d2.is_ascii_digit()
            && !word(before)
            && !word(chars.get(i + 4).copied())
        {
            ids.insert(format!("{letter}-{d1}{d2}"));
        }
    }
    ids
}

/// The IDs docs/requirements.md defines: the bold ID opening each entry (`- **C-02 Address…`).
fn defined_ids(doc: &str) -> BTreeMap<String, usize> {
    let mut ids = BTreeMap::new();
    for line in doc.lines() {
        if let Some(entry) = line.strip_prefix("- **")
            && let Some(id) = cited_ids(entry.get(..4).unwrap_or("")).into_iter().next()
        {
            *ids.entry(id).or_insert(0) += 1;
        }
    }
    ids
}

/// The code and scripts under `dir` (`.rs`, `.py`, `.sh`), leaving out the web pages of
/// `fixtures/pages/`, whose text is other people's ("Table B-10").
fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if !path.ends_with("fixtures/pages") {
                source_files(&path, out);
            }
        } else if path
            .extension()
            .is_some_and(|e| e == "rs" || e == "py" || e == "sh")
        {
            out.push(path);
        }
    }
}

#[test]
fn docs_requirements_define_every_cited_id() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/requirements.md")).unwrap();
    let defined = defined_ids(&doc);
    let twice: Vec<_> = defined.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "defined more than once: {twice:?}");

    let mut files = Vec::new();
    source_files(&root.join("src"), &mut files);
    source_files(&root.join("tests"), &mut files);
    source_files(&root.join("bench"), &mut files);
    let mut cited: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for id in cited_ids(&text) {
            let name = file.strip_prefix(root).unwrap().display().to_string();
            cited.entry(id).or_default().insert(name);
        }
    }
    // Enough citations that a broken scan cannot pass for a clean tree.
    assert!(cited.len() >= 60, "found only {:?}", cited.keys());
    let undefined: Vec<String> = cited
        .iter()
        .filter(|(id, _)| !defined.contains_key(*id))
        .map(|(id, files)| format!("{id} (cited in {files:?})"))
        .collect();
    assert!(
        undefined.is_empty(),
        "cited but not defined in docs/requirements.md: {undefined:?}"
    );
}

/// The N of each "issue N" in `text` (any case): a number in a tracker the repository does not
/// carry.
fn tracker_citations(text: &str) -> Vec<String> {
    let lower = text.to_lowercase();
    lower
        .match_indices("issue ")
        .filter_map(|(at, word)| {
            let number: String = lower[at + word.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            (!number.is_empty()).then_some(number)
        })
        .collect()
}

// The repository stands on its own: code, tests, benchmarks and docs say the rule and its
// requirement ID (docs/requirements.md), never a tracker number someone who clones it cannot
// look up.
#[test]
fn docs_cite_requirements_not_tracker_issues() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "tests", "bench"] {
        source_files(&root.join(dir), &mut files);
    }
    for doc in std::fs::read_dir(root.join("docs")).unwrap() {
        files.push(doc.unwrap().path());
    }
    for doc in ["README.md", "CONTRIBUTING.md", "SECURITY.md"] {
        files.push(root.join(doc));
    }
    let found: Vec<String> = files
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(file).unwrap();
            let name = file.strip_prefix(root).unwrap().display().to_string();
            tracker_citations(&text)
                .into_iter()
                .map(move |number| format!("{name}: the tracker's {number}"))
        })
        .collect();
    assert!(
        found.is_empty(),
        "tracker numbers instead of requirement IDs: {found:?}"
    );
}

#[test]
fn docs_tracker_scan_takes_issue_numbers_only() {
    // Built at run time so that this file does not cite what it looks for.
    let text = format!(
        "// {} 13 §8: x. Open an issue if stuck; see {} 7.",
        "Issue", "ISSUE"
    );
    assert_eq!(tracker_citations(&text), ["13", "7"]);
}

#[test]
fn docs_citation_scan_takes_ids_and_nothing_else() {
    let text = "// C-02: refuse (F-60, B-07). SHA-256 x1E-05 C-020 A-1 Table Z-10 _K-01 S-41";
    let found: Vec<String> = cited_ids(text).into_iter().collect();
    assert_eq!(found, ["B-07", "C-02", "F-60", "S-41"]);
    let doc = "## G\n- **G-01 stdout.** x\n- **K-01** `config path`\n  - **C-02 nested**\n";
    let defined: Vec<String> = defined_ids(doc).into_keys().collect();
    assert_eq!(defined, ["G-01", "K-01"]);
}
