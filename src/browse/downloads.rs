//! The downloads the pages start and the file choosers they open (B-20), as the DevTools events
//! tell them.
//!
//! The browser saves a download under its GUID in `downloads/.incoming/` (0700; the browser's
//! `allowAndName` behaviour), fetching it through the session's proxy like every request of
//! the page (B-10). Its progress is watched: past `browser.maxDownloadBytes` it is cancelled
//! (`Browser.cancelDownload`) and what had arrived is removed. A finished one is made 0600,
//! hashed (SHA-256) and given a safe name in `downloads/` that was free (`report (1).csv` when
//! `report.csv` is taken: nothing is ever overwritten). Every download that ended waits here
//! until a reply takes it: none is written silently.
//!
//! A file chooser the page opens (a click on a file input, or a script's `input.click()`) is
//! intercepted (`Page.setInterceptFileChooserDialog`) and kept per tab until `upload chooser
//! FILE…` answers it or another action goes on.

use std::collections::{HashMap, VecDeque};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex, OnceLock, Weak};
use std::time::Instant;

use serde_json::{Value, json};

use super::devtools::Connection;
use super::protocol::{Download, DownloadOutcome};

/// Responses whose media type is kept, to name a download's type.
const MIMES_KEPT: usize = 64;
/// The longest file name given to a download, in characters.
const NAME_CHARS: usize = 120;
/// How many `name (N).ext` are tried before giving up.
const NAME_TRIES: u32 = 1000;

/// The session's downloads and file choosers.
pub(crate) struct Downloads {
    /// `downloads/` in the state dir; empty: downloads are refused.
    dir: PathBuf,
    /// The largest download kept.
    cap: u64,
    state: Mutex<State>,
    changed: Condvar,
    /// The connection, for cancelling.
    conn: OnceLock<Weak<Connection>>,
    /// The thread that saves finished downloads (hashing 100 MiB must not hold the events).
    finisher: Mutex<Option<Sender<Finished>>>,
}

impl std::fmt::Debug for Downloads {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Downloads")
            .field("dir", &self.dir)
            .finish_non_exhaustive()
    }
}

#[derive(Debug, Default)]
struct State {
    /// Downloads begun so far.
    begun: u64,
    /// Top-level document requests of each tab (by DevTools session) so far: a link with
    /// `download` is one, and its download begins a moment after the action's reply would.
    asked: HashMap<String, u64>,
    /// Those still running (or being saved), by GUID.
    active: HashMap<String, Active>,
    /// GUIDs cancelled here: their later events only clean up.
    cancelled: Vec<String>,
    /// Ended and not yet in a reply.
    ended: Vec<Download>,
    /// The media types of the latest responses, by URL.
    mimes: VecDeque<(String, String)>,
    /// The file chooser open in each tab (its DevTools session): its input and whether it
    /// takes several files.
    choosers: HashMap<String, Chooser>,
}

#[derive(Debug, Clone)]
struct Active {
    seq: u64,
    url: String,
    suggested: String,
    received: u64,
}

/// The downloads begun and asked for before an action, to tell which it started.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Mark {
    /// Downloads begun.
    pub(crate) begun: u64,
    /// Documents the tab asked for.
    pub(crate) asked: u64,
}

/// A file chooser the page opened (B-20).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Chooser {
    /// The file input's backend node.
    pub(crate) backend: u64,
    /// It takes several files.
    pub(crate) multiple: bool,
}

/// A download the browser finished, for the finisher thread.
struct Finished {
    guid: String,
    active: Active,
    mime: Option<String>,
}

impl Downloads {
    /// Downloads saved under `dir` (empty: none), capped at `cap` bytes.
    pub(crate) fn new(dir: PathBuf, cap: u64) -> Arc<Downloads> {
        let downloads = Arc::new(Downloads {
            dir,
            cap,
            state: Mutex::default(),
            changed: Condvar::new(),
            conn: OnceLock::new(),
            finisher: Mutex::new(None),
        });
        let (tx, rx) = std::sync::mpsc::channel();
        let weak = Arc::downgrade(&downloads);
        if std::thread::Builder::new()
            .name("downloads".into())
            .spawn(move || finish_all(&rx, &weak))
            .is_ok()
        {
            *downloads.lock_finisher() = Some(tx);
        }
        downloads
    }

    /// The folder the browser writes into, `downloads/.incoming/`, created 0700; `None` when
    /// downloads are refused (no folder, or it cannot be made).
    pub(crate) fn incoming(&self) -> Option<PathBuf> {
        if self.dir.as_os_str().is_empty() {
            return None;
        }
        let incoming = self.dir.join(".incoming");
        crate::fs::create_private_dir(&incoming).ok()?;
        crate::fs::restrict_dir(&self.dir).ok()?;
        crate::fs::restrict_dir(&incoming).ok()?;
        Some(incoming)
    }

    /// Cancels go through `conn`.
    pub(crate) fn set_connection(&self, conn: &Arc<Connection>) {
        let _ = self.conn.set(Arc::downgrade(conn));
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn lock_finisher(&self) -> std::sync::MutexGuard<'_, Option<Sender<Finished>>> {
        self.finisher.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn with<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        let r = f(&mut self.lock());
        self.changed.notify_all();
        r
    }

    /// Downloads begun so far: what an action compares with afterwards.
    pub(crate) fn begun(&self) -> u64 {
        self.lock().begun
    }

    /// Downloads begun, and documents the tab of DevTools session `session` asked for, so
    /// far.
    pub(crate) fn mark(&self, session: &str) -> Mark {
        let s = self.lock();
        Mark {
            begun: s.begun,
            asked: s.asked.get(session).copied().unwrap_or_default(),
        }
    }

    /// Whether the tab of `session` asked for a document since `mark`.
    pub(crate) fn asked_since(&self, session: &str, mark: Mark) -> bool {
        self.lock().asked.get(session).copied().unwrap_or_default() > mark.asked
    }

    /// Waits until the tab of `session` asked for a document since `mark`, or a download began
    /// since it, or `deadline`; true when either happened.
    pub(crate) fn wait_asked(&self, session: &str, mark: Mark, deadline: Instant) -> bool {
        self.wait(deadline, |s| {
            s.asked.get(session).copied().unwrap_or_default() > mark.asked || s.begun > mark.begun
        })
    }

    /// Waits until a download after `since` has begun, or `deadline`; true when one has.
    pub(crate) fn wait_begun(&self, since: u64, deadline: Instant) -> bool {
        self.wait(deadline, |s| s.begun > since)
    }

    /// Waits until every download after `since` has ended (saved, cancelled or failed), or
    /// `deadline`; true when they have.
    pub(crate) fn wait_ended(&self, since: u64, deadline: Instant) -> bool {
        self.wait(deadline, |s| s.active.values().all(|a| a.seq <= since))
    }

    fn wait(&self, deadline: Instant, done: impl Fn(&State) -> bool) -> bool {
        let mut s = self.lock();
        loop {
            if done(&s) {
                return true;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            s = self
                .changed
                .wait_timeout(s, left)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }

    /// The downloads that ended since the last reply.
    pub(crate) fn take_ended(&self) -> Vec<Download> {
        self.with(|s| std::mem::take(&mut s.ended))
    }

    /// Puts back downloads taken for an action that failed, so its reply still names them.
    pub(crate) fn put_back(&self, mut downloads: Vec<Download>) {
        self.with(|s| {
            downloads.append(&mut s.ended);
            s.ended = downloads;
        });
    }

    /// Downloads still running, as `NAME (N bytes so far)`.
    pub(crate) fn running(&self) -> Vec<String> {
        let s = self.lock();
        let mut running: Vec<&Active> = s.active.values().collect();
        running.sort_by_key(|a| a.seq);
        running
            .iter()
            .map(|a| format!("{} ({} bytes so far)", a.suggested, a.received))
            .collect()
    }

    /// The file chooser open in the tab of DevTools session `session`.
    pub(crate) fn chooser(&self, session: &str) -> Option<Chooser> {
        self.lock().choosers.get(session).copied()
    }

    /// Forgets the file chooser of `session`'s tab: answered, or passed over by another
    /// action.
    pub(crate) fn forget_chooser(&self, session: &str) {
        self.with(|s| s.choosers.remove(session));
    }

    /// Takes in one DevTools event.
    pub(crate) fn on_event(&self, method: &str, params: &Value, session: Option<&str>) {
        match method {
            "Browser.downloadWillBegin" => {
                let guid = text(params, "guid");
                self.with(|s| {
                    s.begun += 1;
                    let seq = s.begun;
                    s.active.insert(
                        guid,
                        Active {
                            seq,
                            url: text(params, "url"),
                            suggested: text(params, "suggestedFilename"),
                            received: 0,
                        },
                    );
                });
            }
            "Browser.downloadProgress" => self.progress(params),
            "Fetch.requestPaused" if params["resourceType"] == "Document" => {
                if let Some(session) = session {
                    self.with(|s| *s.asked.entry(session.to_string()).or_default() += 1);
                }
            }
            "Network.responseReceived" => {
                let response = &params["response"];
                let (url, mime) = (text(response, "url"), text(response, "mimeType"));
                if !url.is_empty() && !mime.is_empty() {
                    self.with(|s| {
                        if s.mimes.len() == MIMES_KEPT {
                            s.mimes.pop_front();
                        }
                        s.mimes.push_back((url, mime));
                    });
                }
            }
            "Page.fileChooserOpened" => {
                if let (Some(session), Some(backend)) = (session, params["backendNodeId"].as_u64())
                {
                    let multiple = params["mode"] == "selectMultiple";
                    self.with(|s| {
                        s.choosers
                            .insert(session.to_string(), Chooser { backend, multiple })
                    });
                }
            }
            _ => {}
        }
    }

    fn progress(&self, params: &Value) {
        let guid = text(params, "guid");
        let received = params["receivedBytes"].as_u64().unwrap_or_default();
        let total = params["totalBytes"].as_u64().unwrap_or_default();
        let state = params["state"].as_str().unwrap_or_default();
        let mut s = self.lock();
        if s.cancelled.contains(&guid) {
            if state != "inProgress" {
                s.cancelled.retain(|g| *g != guid);
                drop(s);
                self.remove_incoming(&guid);
            }
            return;
        }
        let Some(active) = s.active.get_mut(&guid) else {
            return;
        };
        active.received = received;
        if received > self.cap || total > self.cap {
            let Some(active) = s.active.remove(&guid) else {
                return;
            };
            s.cancelled.push(guid.clone());
            s.ended.push(Download {
                url: active.url,
                suggested: active.suggested,
                outcome: DownloadOutcome::Cancelled,
                path: None,
                bytes: received.max(total),
                mime: None,
                sha256: None,
                reason: Some(format!(
                    "it is larger than browser.maxDownloadBytes ({} bytes{}); cancelled, \
                     nothing kept",
                    self.cap,
                    if total > self.cap {
                        format!(", the file has {total}")
                    } else {
                        format!(", {received} had arrived")
                    }
                )),
                seq: active.seq,
            });
            drop(s);
            self.changed.notify_all();
            if let Some(conn) = self.conn.get().and_then(Weak::upgrade) {
                conn.send_now(None, "Browser.cancelDownload", json!({ "guid": guid }));
            }
            self.remove_incoming(&guid);
            return;
        }
        match state {
            "completed" => {
                let active = active.clone();
                let mime = s
                    .mimes
                    .iter()
                    .rev()
                    .find(|(url, _)| *url == active.url)
                    .map(|(_, m)| m.clone());
                drop(s);
                let sent = self.lock_finisher().as_ref().is_some_and(|tx| {
                    tx.send(Finished {
                        guid: guid.clone(),
                        active,
                        mime,
                    })
                    .is_ok()
                });
                if !sent {
                    self.ended(&guid, DownloadOutcome::Failed, "it could not be saved");
                }
            }
            "canceled" => {
                drop(s);
                self.ended(
                    &guid,
                    DownloadOutcome::Failed,
                    "the browser ended it before the whole file came (a refused or broken \
                     connection); nothing kept",
                );
                self.remove_incoming(&guid);
            }
            _ => {
                drop(s);
                self.changed.notify_all();
            }
        }
    }

    /// Ends the download `guid` without a file.
    fn ended(&self, guid: &str, outcome: DownloadOutcome, reason: &str) {
        self.with(|s| {
            if let Some(active) = s.active.remove(guid) {
                s.ended.push(Download {
                    url: active.url,
                    suggested: active.suggested,
                    outcome,
                    path: None,
                    bytes: active.received,
                    mime: None,
                    sha256: None,
                    reason: Some(reason.to_string()),
                    seq: active.seq,
                });
            }
        });
    }

    /// Removes what the browser wrote for `guid` in `.incoming/`.
    fn remove_incoming(&self, guid: &str) {
        if guid.is_empty() || guid.contains('/') || self.dir.as_os_str().is_empty() {
            return;
        }
        let incoming = self.dir.join(".incoming");
        let Ok(entries) = std::fs::read_dir(&incoming) else {
            return;
        };
        for entry in entries.flatten() {
            if entry.file_name().to_string_lossy().starts_with(guid) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }

    /// Saves one finished download: 0600, hashed, moved to a free safe name.
    fn finish(&self, f: Finished) {
        let from = self.dir.join(".incoming").join(&f.guid);
        let saved = save(&from, &self.dir, &f.active.suggested, self.cap);
        self.with(|s| {
            s.active.remove(&f.guid);
            let a = &f.active;
            s.ended.push(match saved {
                Ok((path, bytes, sha256)) => Download {
                    url: a.url.clone(),
                    mime: Some(f.mime.unwrap_or_else(|| sniff_mime(&path).to_string())),
                    suggested: a.suggested.clone(),
                    outcome: DownloadOutcome::Saved,
                    path: Some(path.display().to_string()),
                    bytes,
                    sha256: Some(sha256),
                    reason: None,
                    seq: a.seq,
                },
                Err((outcome, reason, bytes)) => Download {
                    url: a.url.clone(),
                    suggested: a.suggested.clone(),
                    outcome,
                    path: None,
                    bytes,
                    mime: f.mime,
                    sha256: None,
                    reason: Some(reason),
                    seq: a.seq,
                },
            });
        });
        self.remove_incoming(&f.guid);
    }
}

fn finish_all(rx: &Receiver<Finished>, downloads: &Weak<Downloads>) {
    for finished in rx {
        let Some(d) = downloads.upgrade() else {
            return;
        };
        d.finish(finished);
    }
}

fn text(v: &Value, key: &str) -> String {
    v[key].as_str().unwrap_or_default().to_string()
}

/// Makes `from` 0600, checks its size against `cap`, hashes it and moves it to a free name in
/// `dir`. Returns the path, size and hex SHA-256; or what became of it and why.
fn save(
    from: &Path,
    dir: &Path,
    suggested: &str,
    cap: u64,
) -> Result<(PathBuf, u64, String), (DownloadOutcome, String, u64)> {
    let failed = |e: std::io::Error| {
        (
            DownloadOutcome::Failed,
            format!("it could not be saved: {e}; nothing kept"),
            0,
        )
    };
    crate::fs::restrict_file(from).map_err(failed)?;
    let (bytes, sha256) = hash_file(from).map_err(failed)?;
    if bytes > cap {
        return Err((
            DownloadOutcome::Cancelled,
            format!(
                "it is larger than browser.maxDownloadBytes ({cap} bytes, the file has \
                 {bytes}); nothing kept"
            ),
            bytes,
        ));
    }
    let name = safe_name(suggested);
    for n in 0..NAME_TRIES {
        let to = dir.join(numbered(&name, n));
        match crate::fs::move_new(from, &to) {
            Ok(()) => return Ok((to, bytes, sha256)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(failed(e)),
        }
    }
    Err((
        DownloadOutcome::Failed,
        format!(
            "{NAME_TRIES} files named like {name} are in {} already; nothing kept",
            dir.display()
        ),
        bytes,
    ))
}

/// The size and hex SHA-256 of a file.
fn hash_file(path: &Path) -> std::io::Result<(u64, String)> {
    let mut file = std::fs::File::open(path)?;
    let mut context = ring::digest::Context::new(&ring::digest::SHA256);
    let mut buffer = vec![0u8; 64 * 1024];
    let mut total = 0u64;
    loop {
        let n = file.read(&mut buffer)?;
        if n == 0 {
            break;
        }
        context.update(&buffer[..n]);
        total += n as u64;
    }
    let hex = context
        .finish()
        .as_ref()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    Ok((total, hex))
}

/// A file name safe to create: the last part of what the page suggested, without path
/// separators, control characters or a leading dot (never hidden, never `..`), at most
/// [`NAME_CHARS`] characters with its extension kept; `download` when nothing is left.
pub(crate) fn safe_name(suggested: &str) -> String {
    let last = suggested.rsplit(['/', '\\']).next().unwrap_or_default();
    let cleaned: String = last
        .chars()
        .map(|c| {
            if c.is_control() || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}')
            {
                '_'
            } else {
                c
            }
        })
        .collect();
    let trimmed = cleaned
        .trim_start_matches(['.', ' '])
        .trim_end_matches(['.', ' ']);
    if trimmed.is_empty() {
        return "download".into();
    }
    if trimmed.chars().count() <= NAME_CHARS {
        return trimmed.to_string();
    }
    let (stem, ext) = split_ext(trimmed);
    let ext: String = ext.chars().take(16).collect();
    let stem: String = stem
        .chars()
        .take(NAME_CHARS.saturating_sub(ext.chars().count() + 1))
        .collect();
    if ext.is_empty() {
        stem
    } else {
        format!("{stem}.{ext}")
    }
}

/// `report.csv` → (`report`, `csv`); a name without a dot has no extension.
fn split_ext(name: &str) -> (&str, &str) {
    match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => (stem, ext),
        _ => (name, ""),
    }
}

/// `name` for 0, else `stem (n).ext`.
fn numbered(name: &str, n: u32) -> String {
    if n == 0 {
        return name.to_string();
    }
    match split_ext(name) {
        (stem, "") => format!("{stem} ({n})"),
        (stem, ext) => format!("{stem} ({n}).{ext}"),
    }
}

/// A media type for a saved download the browser gave no type for (it reports none for
/// most downloads): from its first bytes (the signatures of common binary formats), else
/// from its name when it is text, else `text/plain` for text and
/// `application/octet-stream` for anything else.
fn sniff_mime(path: &Path) -> &'static str {
    let mut head = [0u8; 512];
    let n = std::fs::File::open(path)
        .and_then(|mut f| f.read(&mut head))
        .unwrap_or(0);
    let head = &head[..n];
    let signatures: [(&[u8], &'static str); 6] = [
        (b"%PDF-", "application/pdf"),
        (b"\x89PNG\r\n\x1a\n", "image/png"),
        (b"\xff\xd8\xff", "image/jpeg"),
        (b"GIF8", "image/gif"),
        (b"PK\x03\x04", "application/zip"),
        (b"\x1f\x8b", "application/gzip"),
    ];
    if let Some((_, mime)) = signatures.iter().find(|(magic, _)| head.starts_with(magic)) {
        return mime;
    }
    // Text: no NUL, and UTF-8 (a character cut at the end of the 512 bytes aside).
    let text = !head.contains(&0)
        && std::str::from_utf8(head).map_or_else(|e| e.error_len().is_none(), |_| true);
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    match (text, ext.as_str()) {
        (true, "csv") => "text/csv",
        (true, "json") => "application/json",
        (true, "html" | "htm") => "text/html",
        (true, "xml") => "application/xml",
        (true, "md") => "text/markdown",
        (true, _) => "text/plain",
        (false, _) => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // B-20: a name made safe: no path, no hidden file, no control characters, kept short.
    #[test]
    fn b20_safe_names() {
        assert_eq!(safe_name("report.csv"), "report.csv");
        assert_eq!(safe_name("../../etc/passwd"), "passwd");
        assert_eq!(safe_name("..\\x\\.bashrc"), "bashrc");
        assert_eq!(safe_name(".."), "download");
        assert_eq!(safe_name(""), "download");
        assert_eq!(safe_name("a\nb\u{202E}.txt"), "a_b_.txt");
        let long = format!("{}.pdf", "x".repeat(300));
        let short = safe_name(&long);
        assert!(
            short.chars().count() <= NAME_CHARS && short.ends_with(".pdf"),
            "{short}"
        );
        assert_eq!(numbered("report.csv", 2), "report (2).csv");
        assert_eq!(numbered("README", 1), "README (1)");
    }

    // B-20: a download's type from its first bytes, its name only for text.
    #[test]
    fn b20_sniffed_types() {
        let dir = tempfile::tempdir().unwrap();
        let file = |name: &str, bytes: &[u8]| {
            let path = dir.path().join(name);
            std::fs::write(&path, bytes).unwrap();
            sniff_mime(&path)
        };
        assert_eq!(file("a.bin", b"%PDF-1.4\n"), "application/pdf");
        assert_eq!(file("a.csv", b"%PDF-1.4\n"), "application/pdf");
        assert_eq!(file("r.csv", b"a,b\n"), "text/csv");
        assert_eq!(file("r.bin", b"a,b\n"), "text/plain");
        assert_eq!(file("r.csv", b"a\0b"), "application/octet-stream");
    }

    // B-20: a finished download is moved to a free name, 0600, with its size and SHA-256.
    #[test]
    fn b20_save_never_overwrites() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("r.csv"), "old").unwrap();
        let from = dir.path().join("guid");
        std::fs::write(&from, "abc").unwrap();
        let (path, bytes, sha) = save(&from, dir.path(), "r.csv", 100).unwrap();
        assert_eq!(path, dir.path().join("r (1).csv"));
        assert_eq!(bytes, 3);
        assert_eq!(
            sha,
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        assert_eq!(
            std::fs::read_to_string(dir.path().join("r.csv")).unwrap(),
            "old"
        );
        std::fs::write(&from, "abcd").unwrap();
        let (outcome, _, _) = save(&from, dir.path(), "r.csv", 3).unwrap_err();
        assert_eq!(outcome, DownloadOutcome::Cancelled);
    }
}
