//! F-01 `-o FILE` by what is at FILE: a new path or a regular file gets the whole page through
//! a temporary file renamed over it (an existing file keeps its mode); a hard-linked file is
//! written in place so that every name keeps showing it; a symlink is replaced, not followed;
//! a device or FIFO is written through and stays what it is; `-` is stdout; a write error
//! (ENOSPC on /dev/full) is exit 1 `output` with the system's reason.

use std::io::Read;
use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};
use std::path::Path;

use crate::support::{Gw, Reply, Server};

/// The page every test writes: longer than one window, so "the whole page" is visible.
fn page() -> String {
    (0..3000).map(|i| format!("line {i}\n")).collect()
}

fn server() -> Server {
    Server::http().with("/page.txt", Reply::text(page()))
}

/// `fetch -o TARGET URL` for loopback.
fn fetch_to(target: &Path, url: &str, extra: &[&str]) -> Gw {
    Gw::new()
        .args(["fetch", "--allow-localhost", "--allow", "127.0.0.1", "-o"])
        .arg(target)
        .args(extra)
        .arg(url)
}

/// The one-line summary on stderr.
fn summary(url: &str, to: &str) -> String {
    format!(
        "wrote {} characters of {url} to {to}\n",
        page().chars().count()
    )
}

fn mode(path: &Path) -> u32 {
    std::fs::symlink_metadata(path).unwrap().mode() & 0o7777
}

// F-01: an existing 0644 file is replaced whole and stays 0644 (not the temporary file's
// 0600); a new file gets the mode any new file gets (0666 less the umask), and no temporary
// file is left beside either.
#[test]
fn f01_output_existing_file_keeps_its_mode() {
    let server = server();
    let url = server.url("/page.txt");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("page.md");
    std::fs::write(&file, "old content").unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let out = fetch_to(&file, &url, &[]).run();
    out.success()
        .stdout_empty()
        .stderr_eq(&summary(&url, &file.display().to_string()));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), page());
    assert_eq!(mode(&file), 0o644);

    // What this process's umask makes of a new file, for comparison.
    let reference = dir.path().join("reference");
    std::fs::write(&reference, "").unwrap();
    let new = dir.path().join("new.md");
    let out = fetch_to(&new, &url, &[]).run();
    out.success()
        .stdout_empty()
        .stderr_eq(&summary(&url, &new.display().to_string()));
    assert_eq!(std::fs::read_to_string(&new).unwrap(), page());
    assert_eq!(mode(&new), mode(&reference));
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 3, "temporary files left: {names:?}");
}

// F-01: a file with two hard links is written in place: both names show the page, they are
// still one file (same inode, two links), and its mode is kept.
#[test]
fn f01_output_hard_linked_file_stays_linked() {
    let server = server();
    let url = server.url("/page.txt");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("page.md");
    let other = dir.path().join("other-name.md");
    std::fs::write(&file, "old content").unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).unwrap();
    std::fs::hard_link(&file, &other).unwrap();
    let inode = std::fs::metadata(&file).unwrap().ino();
    let out = fetch_to(&file, &url, &[]).run();
    out.success()
        .stdout_empty()
        .stderr_eq(&summary(&url, &file.display().to_string()));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), page());
    assert_eq!(std::fs::read_to_string(&other).unwrap(), page());
    let meta = std::fs::metadata(&other).unwrap();
    assert_eq!((meta.ino(), meta.nlink()), (inode, 2));
    assert_eq!(mode(&file), 0o640);
}

// F-01: a symlink is replaced by the page; the file it pointed at is not touched.
#[test]
fn f01_output_symlink_is_replaced_not_followed() {
    let server = server();
    let url = server.url("/page.txt");
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("precious.txt");
    std::fs::write(&target, "keep me").unwrap();
    let link = dir.path().join("page.md");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let out = fetch_to(&link, &url, &[]).run();
    out.success()
        .stdout_empty()
        .stderr_eq(&summary(&url, &link.display().to_string()));
    assert!(std::fs::symlink_metadata(&link).unwrap().is_file());
    assert_eq!(std::fs::read_to_string(&link).unwrap(), page());
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
}

/// Reads `fifo` to its end on a thread (opening blocks until a writer opens the other end).
fn read_fifo(fifo: &Path) -> std::thread::JoinHandle<String> {
    let fifo = fifo.to_path_buf();
    std::thread::spawn(move || {
        let mut text = String::new();
        std::fs::File::open(&fifo)
            .unwrap()
            .read_to_string(&mut text)
            .unwrap();
        text
    })
}

// F-01: a FIFO is written through: the reader on the other end gets the whole page, and the
// FIFO is still a FIFO afterwards (not a regular file put in its place). A symlink to the
// FIFO names it: written through as well, and still a symlink.
#[test]
fn f01_output_fifo_is_written_through() {
    let server = server();
    let url = server.url("/page.txt");
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::from_bits_truncate(0o600)).unwrap();
    let link = dir.path().join("pipe-link");
    std::os::unix::fs::symlink(&fifo, &link).unwrap();
    for target in [&fifo, &link] {
        let reader = read_fifo(&fifo);
        let out = fetch_to(target, &url, &[]).run();
        out.success()
            .stdout_empty()
            .stderr_eq(&summary(&url, &target.display().to_string()));
        assert_eq!(reader.join().unwrap(), page(), "{}", target.display());
    }
    assert!(
        std::fs::symlink_metadata(&fifo)
            .unwrap()
            .file_type()
            .is_fifo()
    );
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
}

// F-01: /dev/null is written through and stays the system's character device; /dev/full
// fails with exit 1 `output` and the system's reason, and stays a device too.
#[test]
fn f01_output_devices_are_written_through() {
    let server = server();
    let url = server.url("/page.txt");
    let is_char_device = |path: &str| {
        std::fs::symlink_metadata(path)
            .unwrap()
            .file_type()
            .is_char_device()
    };
    assert!(is_char_device("/dev/null"));
    let out = fetch_to(Path::new("/dev/null"), &url, &[]).run();
    out.success()
        .stdout_empty()
        .stderr_eq(&summary(&url, "/dev/null"));
    assert!(is_char_device("/dev/null"), "/dev/null was replaced");

    if !Path::new("/dev/full").exists() {
        eprintln!("skipped the /dev/full half: this system has no /dev/full");
        return;
    }
    let out = fetch_to(Path::new("/dev/full"), &url, &["--json"]).run();
    out.fails_with(1, "output");
    let message = out.error_message();
    assert!(message.contains("/dev/full"), "{out}");
    assert!(message.contains("No space left on device"), "{out}");
    assert!(out.error_hint().contains("space"), "{out}");
    let out = fetch_to(Path::new("/dev/full"), &url, &[]).run();
    out.code(1).stdout_empty().stderr_has_error_and_hint();
    assert!(out.stderr().contains("No space left on device"), "{out}");
    assert!(is_char_device("/dev/full"), "/dev/full was replaced");
}

// F-01: `-o /dev/stdout` writes through to stdout (here a pipe) and leaves the system's
// /dev/stdout a symlink; nothing in /dev is ever replaced.
#[test]
fn f01_output_dev_stdout_is_written_through() {
    let server = server();
    let url = server.url("/page.txt");
    let stdout = Path::new("/dev/stdout");
    if !std::fs::symlink_metadata(stdout).is_ok_and(|m| m.is_symlink()) {
        eprintln!("skipped: /dev/stdout is not a symlink on this system");
        return;
    }
    let out = fetch_to(stdout, &url, &[]).run();
    out.success()
        .stdout_eq(&page())
        .stderr_eq(&summary(&url, "/dev/stdout"));
    assert!(std::fs::symlink_metadata(stdout).unwrap().is_symlink());
}

// F-01: `-o -` is stdout: the whole page (not one window), and no file named `-`; with
// --json, whose object also goes to stdout, it is a usage error.
#[test]
fn f01_output_dash_is_stdout() {
    let server = server();
    let url = server.url("/page.txt");
    let out = fetch_to(Path::new("-"), &url, &["--max-chars", "1000"]).run();
    out.success()
        .stdout_eq(&page())
        .stderr_eq(&summary(&url, "stdout"));
    let out = fetch_to(Path::new("-"), &url, &["--json"]).run();
    out.fails_with(2, "usage");
}

// F-01: a folder is not a file: exit 1 `output`, the folder untouched.
#[test]
fn f01_output_folder_is_refused() {
    let server = server();
    let url = server.url("/page.txt");
    let dir = tempfile::tempdir().unwrap();
    let out = fetch_to(dir.path(), &url, &["--json"]).run();
    out.fails_with(1, "output");
    assert!(out.error_message().contains("it is a folder"), "{out}");
    assert!(dir.path().is_dir());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}
