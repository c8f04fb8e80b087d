//! The file verbs of browse (B-20) with a real Chromium, against pages served by the harness on
//! loopback: `upload` (a file input, a file chooser, the client's checks), the downloads the
//! pages start (saved owner-only under the state dir's `downloads/`, never overwriting,
//! through the session's proxy, capped), `download TARGET [-o FILE]`, and `screenshot -o`
//! never overwriting (B-14). Like tests/cli/browse.rs, the Chromium tests run only with
//! `GARUDA_WEB_BROWSER_TESTS=1` (each carries an ignore attribute naming it).

use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::Path;

use crate::browse::Session;
use crate::support::{Gate, Gw, Outcome, Reply, Server};

/// A page of `body` titled `title`.
fn page(title: &str, body: &str) -> Reply {
    Reply::html(format!("<!doctype html><title>{title}</title>{body}"))
}

/// `open` of `url` with loopback approved, asserted to succeed quietly.
#[track_caller]
fn open_ok(s: &Session, url: &str) -> Outcome {
    s.ok(&["--allow", "127.0.0.1", "open", url])
}

/// A session whose pages may reach loopback, with `extra` in its `browser` section.
fn session_with(extra: &str) -> Option<Session> {
    Session::new(&format!(
        r#"{{"browser": {{"allowLocal": true, "idleSeconds": 300{extra}}}}}"#
    ))
}

/// The report every download test fetches.
const REPORT: &str = "id,total\n1,42\n2,17\n";

/// The files app: file inputs that report what they hold, a button whose script opens a file
/// chooser, and links that start downloads.
fn files_app() -> (Server, Gate) {
    let gate = Gate::new();
    let big = vec![b'x'; 50_000];
    let server = Server::http()
        .with(
            "/upload",
            page(
                "Upload",
                r#"<input type="file" id="many" multiple onchange="show(this)">
<input type="file" id="one" onchange="show(this)">
<input type="file" id="hidden" style="display:none" onchange="show(this)">
<button id="attach" onclick="document.getElementById('hidden').click()">Attach</button>
<p id="out">none</p>
<script>function show(i) { document.getElementById('out').textContent = [...i.files].map(f => f.name + ':' + f.size).join(','); }</script>"#,
            ),
        )
        .with(
            "/downloads",
            page(
                "Downloads",
                r#"<a id="dl" href="/report.csv" download>Export CSV</a>
<a id="big" href="/big.bin" download>Everything</a>
<a id="doc" href="/doc.bin" download>Document</a>
<button id="nothing">Nothing</button>"#,
            ),
        )
        .with(
            "/report.csv",
            Reply::ok()
                .header("Content-Type", "text/csv")
                .body(REPORT.as_bytes().to_vec()),
        )
        .with(
            "/doc.bin",
            Reply::ok()
                .header("Content-Type", "application/pdf")
                .body(b"%PDF-1.4\n%%EOF\n".to_vec()),
        )
        .with(
            "/big.bin",
            Reply::ok()
                .header("Content-Type", "application/octet-stream")
                .body(big)
                .without_content_length()
                .body_after(5_000, &gate),
        );
    (server, gate)
}

/// The hex SHA-256 of `bytes`.
fn sha256(bytes: &[u8]) -> String {
    ring::digest::digest(&ring::digest::SHA256, bytes)
        .as_ref()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn mode(path: &Path) -> u32 {
    std::fs::symlink_metadata(path)
        .unwrap()
        .permissions()
        .mode()
        & 0o777
}

/// The names in `dir`, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

// B-20: upload sets the files of a file input (the page's change handler sees their names
// and sizes), several only where the input takes several; a file chooser the last action
// opened is answered with `upload chooser`; text and --json list names and sizes.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b20_upload_sets_the_files_the_page_reads() {
    let Some(s) = session_with("") else { return };
    let (app, _gate) = files_app();
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.txt");
    let b = dir.path().join("notes.csv");
    std::fs::write(&a, "hello").unwrap();
    std::fs::write(&b, "x,y\n1,2\n").unwrap();
    open_ok(&s, &app.url("/upload"));
    s.ok(&[
        "upload",
        "css=#many",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
    ])
    .stdout_contains("[result]\nset 2 files of @e")
    .stdout_contains("\n- a.txt (5 bytes)\n- notes.csv (8 bytes)\n");
    s.ok(&["read", "css=#out"])
        .stdout_contains("[result]\na.txt:5,notes.csv:8\n");
    // --json: the same files, as `uploaded`.
    let v = s
        .run(&["--json", "upload", "css=#one", b.to_str().unwrap()])
        .json_ok();
    assert_eq!(v["uploaded"][0]["name"], "notes.csv", "{v}");
    assert_eq!(v["uploaded"][0]["bytes"], 8, "{v}");
    assert_eq!(
        v["uploaded"][0]["path"],
        std::fs::canonicalize(&b).unwrap().to_str().unwrap(),
        "{v}"
    );
    s.ok(&["read", "css=#out"])
        .stdout_contains("[result]\nnotes.csv:8\n");
    // An input that takes one file refuses two; an element that is no file input is refused.
    s.run(&[
        "upload",
        "css=#one",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
    ])
    .code(1)
    .stdout_empty()
    .stderr_has_error_and_hint()
    .stderr_contains("garuda-web: error: css=#one takes one file, and 2 were given");
    s.run(&["upload", "css=#attach", a.to_str().unwrap()])
        .code(1)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("not a file input");
    // A script's click on a hidden input opens a file chooser: the reply says so, and the
    // next action answers it.
    s.ok(&["click", "css=#attach"]).stdout_contains(
        "[file chooser open: one file]\n- answer it: garuda-web browse upload chooser FILE\n",
    );
    s.ok(&["upload", "chooser", a.to_str().unwrap()])
        .stdout_contains("set 1 file of the file chooser:\n- a.txt (5 bytes)\n");
    s.ok(&["read", "css=#out"])
        .stdout_contains("[result]\na.txt:5\n");
    // Answered: no chooser waits any more.
    s.run(&["upload", "chooser", a.to_str().unwrap()])
        .code(1)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("garuda-web: error: no file chooser is open on the page");
}

// B-20, G-03: a file that is missing, a folder or a device is refused before anything is
// sent (no browser is needed to say so): one sentence and a hint, exit 2 `usage`.
#[test]
fn b20_upload_of_a_missing_file_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.pdf");
    let gw = Gw::new();
    let run = |args: &[&str]| gw.clone().reset_args().arg("browse").args(args).run();
    run(&["upload", "css=#f", missing.to_str().unwrap()])
        .code(2)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains(&format!(
            "garuda-web: error: cannot upload {}: there is no such file\n",
            missing.display()
        ))
        .stderr_contains("hint: name a regular file you can read");
    run(&["upload", "css=#f", dir.path().to_str().unwrap()])
        .code(2)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("it is a folder, not a file");
    run(&["upload", "css=#f", "/dev/null"])
        .code(2)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("cannot upload /dev/null: it is not a regular file");
    let v = run(&["--json", "upload", "css=#f", missing.to_str().unwrap()]);
    v.fails_with(2, "usage");
    assert!(
        v.json()["error"]["message"]
            .as_str()
            .unwrap()
            .ends_with("there is no such file"),
        "{}",
        v.json()
    );
    // A file with no read permission (root reads everything: not checked as root).
    if !nix::unistd::geteuid().is_root() {
        let locked = dir.path().join("locked.txt");
        std::fs::write(&locked, "x").unwrap();
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
        run(&["upload", "css=#f", locked.to_str().unwrap()])
            .code(2)
            .stdout_empty()
            .stderr_has_error_and_hint()
            .stderr_contains("you may not read it");
    }
}

// B-20: a download the page starts is saved 0600 in the state dir's downloads/ (0700) and the
// reply names its path, size, type and sha256, in text and --json; a second download of the
// same name is saved beside it, never over it; the download went through the session's proxy
// (which closes every forwarded connection: Chromium's own would be keep-alive).
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b20_downloads_are_saved_private_and_never_overwrite() {
    let Some(s) = session_with("") else { return };
    let (app, _gate) = files_app();
    let downloads = s.gw().state_dir().join("downloads");
    open_ok(&s, &app.url("/downloads"));
    let first = downloads.join("report.csv");
    let digest = sha256(REPORT.as_bytes());
    s.ok(&["click", "css=#dl"]).stdout_contains(&format!(
        "[downloads: 1]\n- saved {} ({} bytes, text/csv, sha256 {digest}) from {}\n",
        first.display(),
        REPORT.len(),
        app.url("/report.csv")
    ));
    assert_eq!(std::fs::read_to_string(&first).unwrap(), REPORT);
    assert_eq!(mode(&first), 0o600);
    assert_eq!(mode(&downloads), 0o700);
    let request = app
        .requests()
        .into_iter()
        .find(|r| r.path == "/report.csv")
        .expect("the download's request");
    assert_eq!(request.header("connection"), Some("close"), "{request:?}");
    assert_eq!(request.header("proxy-connection"), None, "{request:?}");
    // The same name again: beside it, as `report (1).csv`; the first file is untouched.
    std::fs::write(&first, "the user's own edits").unwrap();
    let v = s.run(&["--json", "download", "css=#dl"]).json_ok();
    let second = downloads.join("report (1).csv");
    let d = &v["downloads"][0];
    assert_eq!(d["outcome"], "saved", "{v}");
    assert_eq!(d["path"], second.to_str().unwrap(), "{v}");
    assert_eq!(d["bytes"], REPORT.len(), "{v}");
    assert_eq!(d["mime"], "text/csv", "{v}");
    assert_eq!(d["sha256"], digest.as_str(), "{v}");
    assert_eq!(d["suggested"], "report.csv", "{v}");
    assert_eq!(v["downloads"].as_array().map(Vec::len), Some(1), "{v}");
    assert_eq!(std::fs::read_to_string(&second).unwrap(), REPORT);
    assert_eq!(mode(&second), 0o600);
    assert_eq!(
        std::fs::read_to_string(&first).unwrap(),
        "the user's own edits"
    );
    assert_eq!(
        names_in(&downloads),
        [".incoming", "report (1).csv", "report.csv"]
    );
    assert!(names_in(&downloads.join(".incoming")).is_empty());
    // The browser tells no type for a download: it is recognised from the file's first
    // bytes, not taken from its name.
    let v = s.run(&["--json", "download", "css=#doc"]).json_ok();
    assert_eq!(v["downloads"][0]["mime"], "application/pdf", "{v}");
    assert_eq!(v["downloads"][0]["bytes"], 15, "{v}");
}

// B-20, G-09: a download larger than browser.maxDownloadBytes is cancelled while it arrives,
// what had arrived is removed, and the reply says so (a warning, exit 0 for the click; exit 1
// `too_large` for `download`, whose one job it was).
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b20_download_over_the_cap_is_cancelled() {
    let Some(s) = session_with(r#", "maxDownloadBytes": 1000"#) else {
        return;
    };
    let (app, gate) = files_app();
    let downloads = s.gw().state_dir().join("downloads");
    open_ok(&s, &app.url("/downloads"));
    let out = s.run(&["click", "css=#big"]);
    out.success()
        .stdout_contains(&format!(
            "[downloads: 1]\n- cancelled big.bin from {}: it is larger than \
             browser.maxDownloadBytes (1000 bytes",
            app.url("/big.bin")
        ))
        .stdout_contains("cancelled, nothing kept\n")
        .stderr_contains("garuda-web: warning: the download of big.bin was cancelled: it is larger")
        .stderr_contains("hint: raise browser.maxDownloadBytes in config.json");
    assert_eq!(names_in(&downloads), [".incoming"]);
    assert!(names_in(&downloads.join(".incoming")).is_empty());
    let v = s.run(&["--json", "download", "css=#big"]);
    v.fails_with(1, "too_large");
    let j = v.json();
    assert_eq!(j["downloads"][0]["outcome"], "cancelled", "{j}");
    assert_eq!(j["warnings"][0]["code"], "download_cancelled", "{j}");
    assert!(
        j["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("the download of big.bin was cancelled"),
        "{j}"
    );
    assert_eq!(names_in(&downloads), [".incoming"]);
    assert!(names_in(&downloads.join(".incoming")).is_empty());
    gate.open();
}

// B-07, B-20: Enter on a focused download link starts its download in a task of its own; the
// press waits for it and its reply names the file saved, as a click's does.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b07_b20_enter_on_a_focused_download_link_waits_for_the_download() {
    let Some(s) = session_with("") else { return };
    let (app, _gate) = files_app();
    let saved = s.gw().state_dir().join("downloads").join("report.csv");
    open_ok(&s, &app.url("/downloads"));
    s.ok(&["focus", "css=#dl"]);
    s.ok(&["press", "Enter"]).stdout_contains(&format!(
        "[downloads: 1]\n- saved {} ({} bytes, text/csv, sha256 {}) from {}\n",
        saved.display(),
        REPORT.len(),
        sha256(REPORT.as_bytes()),
        app.url("/report.csv")
    ));
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), REPORT);
}

// B-20: `download T -o FILE` writes FILE (and keeps no copy in downloads/); onto a file that
// exists it is refused and the file left as it was, the download kept in downloads/ and named;
// a device is written through (as fetch -o does); a click that starts no download fails.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b20_download_to_a_file_never_overwrites() {
    let Some(s) = session_with("") else { return };
    let (app, _gate) = files_app();
    let downloads = s.gw().state_dir().join("downloads");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mine.csv");
    open_ok(&s, &app.url("/downloads"));
    s.ok(&["download", "css=#dl", "-o", file.to_str().unwrap()])
        .stdout_contains("[result]\nclicked @e")
        .stdout_contains("; downloaded report.csv\n")
        .stdout_contains(&format!(
            "- saved {} ({} bytes, text/csv, sha256 {})",
            file.display(),
            REPORT.len(),
            sha256(REPORT.as_bytes())
        ));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), REPORT);
    assert_eq!(mode(&file), 0o600);
    assert_eq!(names_in(&downloads), [".incoming"]);
    // Onto the file that is there now: refused, the file untouched, the download kept.
    std::fs::write(&file, "mine").unwrap();
    s.run(&["download", "css=#dl", "-o", file.to_str().unwrap()])
        .code(2)
        .stdout_contains(&format!(
            "[downloads: 1]\n- saved {}",
            downloads.join("report.csv").display()
        ))
        .stderr_has_error_and_hint()
        .stderr_contains(&format!(
            "garuda-web: error: cannot write the download to {}: a file is already there, and \
             it is never overwritten",
            file.display()
        ))
        .stderr_contains(&format!(
            "hint: it is kept as {}",
            downloads.join("report.csv").display()
        ));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "mine");
    // A device is written through, never replaced.
    s.ok(&["download", "css=#dl", "-o", "/dev/null"])
        .stdout_contains("- saved /dev/null (");
    assert!(
        std::fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device()
    );
    // A click that starts no download fails once the action's time (web.timeoutSeconds) is
    // up.
    std::fs::write(
        s.gw().config_dir().join("config.json"),
        r#"{"web": {"timeoutSeconds": 3}, "browser": {"allowLocal": true, "idleSeconds": 300}}"#,
    )
    .unwrap();
    s.run(&["download", "css=#nothing"])
        .code(1)
        .stderr_has_error_and_hint()
        .stderr_contains("a download started by clicking css=#nothing did not happen")
        .waive_stdout("the page's state after the click");
}

// B-14: `screenshot -o` never overwrites: an existing file, or a link to one, is refused and
// left as it was; a new file is written 0600.
#[test]
#[ignore = "needs Chromium: set GARUDA_WEB_BROWSER_TESTS=1 and run with --include-ignored"]
fn b14_screenshot_output_never_overwrites() {
    let Some(s) = session_with("") else { return };
    let (app, _gate) = files_app();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("shot.png");
    open_ok(&s, &app.url("/downloads"));
    s.ok(&["screenshot", "-o", file.to_str().unwrap()])
        .stdout_contains(&format!("[screenshot]\n{} (", file.display()));
    assert_eq!(mode(&file), 0o600);
    let png = std::fs::read(&file).unwrap();
    assert!(png.starts_with(b"\x89PNG"));
    std::fs::write(&file, "keep me").unwrap();
    s.run(&["screenshot", "-o", file.to_str().unwrap()])
        .code(2)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains(&format!(
            "garuda-web: error: cannot write the screenshot to {}: a file is already there, \
             and it is never overwritten",
            file.display()
        ))
        .stderr_contains("hint: give -o a new name");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    let link = dir.path().join("link.png");
    std::os::unix::fs::symlink(&file, &link).unwrap();
    s.run(&["--json", "screenshot", "-o", link.to_str().unwrap()])
        .fails_with(2, "usage");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
}
