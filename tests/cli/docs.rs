//! G-02: the README's exit-code table says what the binary does: every JSON `error.code` the
//! README lists must map to the exit code of its row in `errors::exit_for`, the table the error
//! tests check the binary against.

use std::collections::{BTreeMap, BTreeSet};

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
