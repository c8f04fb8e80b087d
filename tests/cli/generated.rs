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

/// `--help` of `args`, checked for a clean exit.
fn help(args: &[&str]) -> String {
    let out = Gw::new().args(args).arg("--help").run();
    out.success().stderr_empty();
    out.stdout().to_string()
}

// G-07: fetch's options are grouped under Approval, Output, Cache and Network,
// and every command's help ends with the exit codes it can end with.
#[test]
fn g07_help_is_grouped_and_ends_with_exit_codes() {
    let fetch = help(&["fetch"]);
    let headings: Vec<&str> = fetch
        .lines()
        .filter(|l| l.ends_with(':') && !l.starts_with(' '))
        .collect();
    for heading in ["Approval:", "Output:", "Cache:", "Network:"] {
        assert!(
            headings.contains(&heading),
            "no {heading} in {headings:?}\n{fetch}"
        );
    }
    let section = |text: &str, heading: &str| -> String {
        text.split(&format!("\n{heading}\n"))
            .nth(1)
            .and_then(|rest| rest.split("\n\n\n").next())
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        section(&fetch, "Approval:").contains("--allow <RULE>"),
        "{fetch}"
    );
    assert!(section(&fetch, "Cache:").contains("--offline"), "{fetch}");
    assert!(
        section(&fetch, "Network:").contains("--allow-localhost"),
        "{fetch}"
    );
    let all = "Exit codes:\n  0    success (warnings possible)\n  1    the operation failed\n  \
               2    usage or configuration error\n  3    blocked by a safety rule\n  \
               4    not approved (declined, or no terminal to ask)\n  \
               129  stopped by SIGHUP (the terminal closed)\n  130  interrupted (Ctrl-C)\n  \
               143  stopped by SIGTERM\n";
    for args in [&["fetch"][..], &["search"], &[]] {
        assert!(help(args).ends_with(all), "{args:?}:\n{}", help(args));
    }
    // Help asked for in the other ways is the same: a call parses without the exit codes and
    // answers a help request from the full command.
    for args in [&["fetch", "-h"][..], &["help", "fetch"]] {
        let out = Gw::new().args(args).run();
        out.success().stderr_empty();
        assert!(out.stdout().ends_with(all), "{args:?}:\n{}", out.stdout());
    }
    let out = Gw::new().args(["browse"]).run();
    out.code(2).stdout_empty();
    assert!(out.stderr().ends_with(all), "{}", out.stderr());
    // config and cache make no requests: nothing to block or approve, and no approval flags
    // where they do nothing.
    for args in [
        &["cache"][..],
        &["cache", "list"],
        &["config"],
        &["config", "path"],
        &["config", "allow"],
    ] {
        let text = help(args);
        assert!(
            text.ends_with(
                "  2    usage or configuration error\n  129  stopped by SIGHUP (the \
                            terminal closed)\n  130  interrupted (Ctrl-C)\n  143  stopped by \
                            SIGTERM\n"
            ),
            "{args:?}:\n{text}"
        );
        assert!(
            !text.contains("blocked by a safety rule"),
            "{args:?}:\n{text}"
        );
        for flag in ["--allow <RULE>", "--deny", "--session"] {
            assert!(!text.contains(flag), "{args:?} lists {flag}:\n{text}");
        }
    }
    // `config rules` shows the command-line rules and the session's grants: it takes them.
    assert!(help(&["config", "rules"]).contains("--session <ID>"));
}

// G-07: every man page has EXAMPLES kept line by line (no-fill), EXIT STATUS,
// ENVIRONMENT and FILES.
#[test]
fn g07_man_pages_have_exit_status_environment_and_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("man");
    let pages = files(&dir);
    assert!(pages.len() >= 10, "{:?}", pages.keys());
    for (name, bytes) in &pages {
        let page = String::from_utf8_lossy(bytes);
        for section in [".SH \"EXIT STATUS\"", ".SH ENVIRONMENT", ".SH FILES"] {
            assert!(page.contains(section), "{name} has no {section}");
        }
        for needle in [
            "GARUDA_WEB_CONFIG_DIR",
            "BRAVE_API_KEY",
            "HTTPS_PROXY",
            "NO_COLOR",
        ] {
            assert!(page.contains(needle), "{name} does not name {needle}");
        }
        assert!(page.contains("policy.json"), "{name}");
        if let Some(examples) = page.split(".SH EXAMPLES\n").nth(1) {
            assert!(
                examples.starts_with(".nf\n"),
                "{name}: examples would be filled"
            );
        }
    }
    let fetch = String::from_utf8_lossy(&pages["garuda-web-fetch.1"]).into_owned();
    assert!(fetch.contains(".SH EXAMPLES"), "fetch has examples");
    assert!(fetch.contains("143"), "fetch lists SIGTERM's exit status");
}
