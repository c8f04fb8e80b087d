//! G-07: the committed `completions/` and `man/` match what `garuda-web generate` makes now.
//! Any change to a flag or subcommand makes this fail until they are regenerated:
//! `GARUDA_WEB_UPDATE_GENERATED=1 cargo test generated` rewrites them (review the diff).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::support::Gw;

/// Set to rewrite the committed files instead of comparing.
const UPDATE: &str = "GARUDA_WEB_UPDATE_GENERATED";

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir` (one level), by name.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| e.path().is_file())
                .map(|e| {
                    (
                        e.file_name().to_string_lossy().into_owned(),
                        std::fs::read(e.path()).unwrap(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

// G-07: completions for five shells and one man page per subcommand, committed and current.
#[test]
fn g07_generated_files_are_current() {
    let out_dir = tempfile::tempdir().unwrap();
    Gw::new()
        .args(["generate", "--out"])
        .arg(out_dir.path())
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("wrote man pages in");
    let update = std::env::var_os(UPDATE).is_some_and(|v| !v.is_empty());
    let mut stale = Vec::new();
    for sub in ["completions", "man"] {
        let fresh = files(&out_dir.path().join(sub));
        let committed_dir = repo().join(sub);
        let committed = files(&committed_dir);
        assert!(!fresh.is_empty(), "generate wrote nothing into {sub}/");
        if update {
            std::fs::create_dir_all(&committed_dir).unwrap();
            for name in committed.keys().filter(|n| !fresh.contains_key(*n)) {
                std::fs::remove_file(committed_dir.join(name)).unwrap();
            }
            for (name, bytes) in &fresh {
                std::fs::write(committed_dir.join(name), bytes).unwrap();
            }
            continue;
        }
        for (name, bytes) in &fresh {
            if committed.get(name) != Some(bytes) {
                stale.push(format!("{sub}/{name}"));
            }
        }
        for name in committed.keys().filter(|n| !fresh.contains_key(*n)) {
            stale.push(format!("{sub}/{name} (no longer generated)"));
        }
    }
    assert!(
        stale.is_empty(),
        "{} stale; run `{UPDATE}=1 cargo test generated` and commit the result",
        stale.join(", ")
    );
}

// G-07: the files are what packagers expect: completions for each shell, man pages with a
// title line, one per subcommand, and no dates.
#[test]
fn g07_generated_files_have_the_expected_shape() {
    let out_dir = tempfile::tempdir().unwrap();
    Gw::new()
        .args(["generate", "--out"])
        .arg(out_dir.path())
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("wrote man pages in");
    let completions = files(&out_dir.path().join("completions"));
    for name in [
        "garuda-web.bash",
        "_garuda-web",
        "garuda-web.fish",
        "_garuda-web.ps1",
        "garuda-web.elv",
    ] {
        assert!(completions.contains_key(name), "no completions/{name}");
    }
    let man = files(&out_dir.path().join("man"));
    for name in [
        "garuda-web.1",
        "garuda-web-fetch.1",
        "garuda-web-config.1",
        "garuda-web-config-allow.1",
    ] {
        let page =
            String::from_utf8_lossy(man.get(name).unwrap_or_else(|| panic!("no man/{name}")))
                .into_owned();
        let title = page
            .lines()
            .find(|l| l.starts_with(".TH "))
            .unwrap_or_else(|| panic!("{name} has no .TH line"));
        // `.TH name section date source`: the date field must stay empty.
        let has_year = title
            .as_bytes()
            .windows(4)
            .any(|w| w.iter().all(u8::is_ascii_digit) && (w[0..2] == *b"19" || w[0..2] == *b"20"));
        assert!(!has_year, "{name} has a date in {title:?}");
    }
    assert!(
        !man.contains_key("garuda-web-generate.1"),
        "hidden command documented"
    );
}
