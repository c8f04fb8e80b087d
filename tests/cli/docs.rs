//! G-02: the README's exit-code table says what the binary does: every JSON `error.code` the
//! README lists must map to the exit code of its row in `errors::exit_for`, the table the error
//! tests check the binary against.

use std::collections::BTreeMap;

use crate::errors::exit_for;

#[test]
fn g02_readme_exit_code_table_matches_the_binary() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let section = readme
        .split("## Exit codes")
        .nth(1)
        .expect("README has an Exit codes section");
    let mut documented: BTreeMap<String, i32> = BTreeMap::new();
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
                documented.insert(code.to_string(), exit);
            }
        }
    }
    assert!(
        documented.len() >= 20,
        "parsed too few codes: {documented:?}"
    );
    for (code, exit) in &documented {
        assert_eq!(exit_for(code), Some(*exit), "README row for {code}");
    }
}
