//! The README starts with the two set-up commands and a quick start of about 20
//! lines, and every command of the quick start runs as written against local servers, so it
//! cannot rot. `docs.rs` is a fake-DNS name for a loopback HTTPS server (its port added to the
//! URL, `web.allowRanges` letting the loopback answer through, C-06); the web app of the browse
//! lines is a loopback server on the port the README shows as 3000. The browse lines need
//! Chromium and run only with `GARUDA_WEB_BROWSER_TESTS=1`, as the browse tests do.

use std::net::Ipv4Addr;

use serde_json::Value;

use crate::browse::{Session, browser_tests_enabled};
use crate::hints::shell_words;
use crate::support::{FakeDns, Gw, Reply, Server, TestCa};

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap()
}

/// The lines of the first ```` ```sh ```` block after `heading`.
fn first_block_after(readme: &str, heading: &str) -> Vec<String> {
    let section = readme
        .split_once(heading)
        .unwrap_or_else(|| panic!("README has no {heading}"))
        .1;
    let block = section
        .split_once("```sh\n")
        .and_then(|(_, rest)| rest.split_once("\n```"))
        .unwrap_or_else(|| panic!("no sh block after {heading}"))
        .0;
    block.lines().map(str::to_owned).collect()
}

/// The quick start's commands: the block's lines without its comment lines.
fn quick_start_commands() -> Vec<String> {
    first_block_after(&readme(), "\n## Quick start\n")
        .into_iter()
        .filter(|l| !l.trim_start().starts_with('#') && !l.trim().is_empty())
        .collect()
}

/// A documentation page longer than one 30 000-character window, with an article to keep.
fn docs_page() -> String {
    let paragraphs: String = (0..400)
        .map(|i| {
            format!(
                "<p>Section {i}: ureq is a simple, safe HTTP client; this paragraph explains \
                 one of its options in enough words.</p>"
            )
        })
        .collect();
    format!(
        "<html><head><title>ureq - Rust</title></head><body>\
         <nav><a href=\"/\">All crates</a> <a href=\"/about\">About</a></nav>\
         <main><article><h1>Crate ureq</h1>{paragraphs}</article></main>\
         <footer>Hosted locally</footer></body></html>"
    )
}

// The README opens with the two set-up commands (install and run; run the tests),
// then the quick start, which stays short.
#[test]
fn readme_starts_with_setup_and_a_short_quick_start() {
    let readme = readme();
    let setup = first_block_after(&readme, "\n## Install and test\n");
    assert!(
        setup[0].starts_with("cargo install --path .") && setup[1].starts_with("cargo test"),
        "{setup:?}"
    );
    let install = readme.find("\n## Install and test\n").unwrap();
    let quick = readme.find("\n## Quick start\n").unwrap();
    let next = readme[quick + 1..].find("\n## ").unwrap() + quick + 1;
    assert!(install < quick, "install comes first");
    assert!(
        readme[..install].lines().count() < 12,
        "the set-up commands are at the top"
    );
    let lines = readme[quick..next].lines().count();
    assert!(lines <= 32, "the quick start has {lines} lines");
}

// F-01, F-11, F-40, F-06, G-01: every fetch command of the quick start runs as
// written (exit 0, nothing on stderr), the [More: …] line it mentions runs as pasted, and the
// JSON one gives `content` to `jq -r .content`.
#[test]
fn quick_start_fetch_commands_run_as_written() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["docs.rs"]).with("/ureq", Reply::html(docs_page()));
    let dns = FakeDns::start().a("docs.rs", &[Ipv4Addr::LOCALHOST]);
    let gw = Gw::new()
        .config_json(r#"{"web": {"allowRanges": ["127.0.0.0/8"]}}"#)
        .dns(&dns)
        .ca(&ca);
    let local = server.url_for("docs.rs", "/");
    let fetches: Vec<String> = quick_start_commands()
        .into_iter()
        .filter(|l| l.starts_with("garuda-web fetch"))
        .collect();
    assert!(fetches.len() >= 4, "{fetches:?}");
    let mut pasted_more = false;
    for line in &fetches {
        let line = line.replace("https://docs.rs/", &local);
        let (command, pipe) = match line.split_once(" | ") {
            Some((command, pipe)) => (command.to_string(), Some(pipe.to_string())),
            None => (line.clone(), None),
        };
        let words = shell_words(&command);
        assert_eq!(words[0], "garuda-web", "{line}");
        let out = gw.clone().args(&words[1..]).run();
        out.success().stderr_empty();
        match pipe.as_deref() {
            // `jq -r .content`: the object's content, as text.
            Some("jq -r .content") => {
                let json: Value = serde_json::from_str(out.stdout()).unwrap();
                let content = json["content"].as_str().unwrap_or_default();
                assert!(content.contains("Crate ureq"), "{out}");
            }
            Some(other) => panic!("a pipe the test does not know: {other}"),
            None => {
                assert!(out.stdout().contains("<web_result"), "{out}");
                assert!(out.stdout().contains("ureq is a simple"), "{out}");
            }
        }
        if let Some(more) = out
            .stdout()
            .lines()
            .find_map(|l| l.strip_prefix("[More: ")?.strip_suffix(']'))
        {
            let words = shell_words(more);
            gw.clone()
                .args(&words[1..])
                .run()
                .success()
                .stderr_empty()
                .stdout_contains("[cached");
            pasted_more = true;
        }
    }
    assert!(pasted_more, "no quick-start fetch printed a [More: …] line");
}

// B-03, B-11: the quick start's browse commands run as written against a local
// web app (real Chromium, GARUDA_WEB_BROWSER_TESTS=1).
#[test]
fn quick_start_browse_commands_run_as_written() {
    if !browser_tests_enabled() {
        return;
    }
    let app = Server::http()
        .with(
            "/",
            Reply::html(
                "<!doctype html><title>My app</title><h1>Welcome</h1>\
                 <a href=\"/signed-in\">Sign in</a>",
            ),
        )
        .with(
            "/signed-in",
            Reply::html("<!doctype html><title>Signed in</title><p>Hello again.</p>"),
        );
    let browses: Vec<String> = quick_start_commands()
        .into_iter()
        .filter(|l| l.starts_with("garuda-web browse"))
        .map(|l| l.replace("http://127.0.0.1:3000/", &app.url("/")))
        .collect();
    assert!(browses.len() >= 3, "{browses:?}");
    let gw = Gw::new().config_json(r#"{"browser": {"idleSeconds": 300}}"#);
    let Some(session) = Session::from_gw(gw) else {
        return;
    };
    for line in &browses {
        let words = shell_words(line);
        assert_eq!(words[..2], ["garuda-web", "browse"], "{line}");
        let out = session.run(&words[2..].iter().map(String::as_str).collect::<Vec<_>>());
        out.success().stderr_empty();
        assert!(!out.stdout().contains("[refused"), "{line}: {out}");
    }
    assert_eq!(app.hits("/signed-in"), 1, "the click followed the link");
}

// K-04: the defaults the README's Configuration section lists are exactly what
// `config init` writes, key for key.
#[test]
fn k04_readme_config_defaults_are_what_config_init_writes() {
    let readme = readme();
    let section = readme
        .split_once("\n## Configuration\n")
        .expect("README has a Configuration section")
        .1;
    let block = section
        .split_once("```json\n")
        .and_then(|(_, rest)| rest.split_once("\n```"))
        .expect("a json block in Configuration")
        .0;
    let documented: Value = serde_json::from_str(block).unwrap();
    let gw = Gw::new();
    gw.clone()
        .args(["config", "init"])
        .run()
        .success()
        .stderr_empty()
        .stdout_contains("wrote ");
    let written = std::fs::read_to_string(gw.config_dir().join("config.json")).unwrap();
    let mut written: Value = serde_json::from_str(&written).unwrap();
    written.as_object_mut().unwrap().remove("//");
    assert_eq!(documented, written);
}
