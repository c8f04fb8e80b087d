//! The page cache (F-10, F-11, R-03): one file per entry in the cache dir's `pages/`, holding a
//! one-line JSON header (URL, final URL, status, type, title, charset, fetched-at, sha256, the
//! approval that let it in) followed by the converted text.
//!
//! Why files and not a database: an entry is written once and read whole; a temp file in the
//! same folder renamed over the entry is atomic on POSIX, so a reader sees the old entry or the
//! new one, never a torn one, and a writer killed mid-write leaves only a temp file that no
//! reader opens. No lock is held while reading, and no C library (SQLite) joins the build.
//! Every read checks the header, the text length and its sha256, and an HMAC-SHA256 over header
//! and text with a per-user random key kept 0600 in the state dir (`cache.key`), so whoever can
//! write into the cache folder cannot plant a page with a made-up approval (A-06, G-04);
//! anything off is a miss and the file is removed — a cache problem is never an error. A cache
//! folder that others can write is emptied and made private again before use (G-04).
//!
//! Not here: deciding whether a cached copy may be used (freshness rules of a call, approval);
//! `commands/fetch.rs` decides that with the entry's age and recorded approval.

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, SystemTime};

use ring::digest::{SHA256, digest};
use ring::hmac;

use crate::fs::create_private_dir;

use serde::{Deserialize, Serialize};

/// Everything stored with a page's text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Meta {
    /// The URL asked for (after the URL check); with the mode, the cache key.
    pub(crate) url: String,
    /// The URL that answered.
    pub(crate) final_url: String,
    /// Its HTTP status.
    pub(crate) status: u16,
    /// The media type.
    pub(crate) content_type: String,
    /// The page title.
    pub(crate) title: Option<String>,
    /// Under `--main`, the description of a page with no main text; absent for other
    /// pages and in older entries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) description: Option<String>,
    /// The encoding the body was decoded with.
    pub(crate) charset: String,
    /// When it was fetched, seconds since the Unix epoch.
    pub(crate) fetched_at: u64,
    /// SHA-256 of the text, hex: also the snapshot's identity, whose first digits the
    /// `[More: …]` line's `--snapshot` carries (F-11).
    pub(crate) sha256: String,
    /// Bytes of text after the header.
    pub(crate) text_bytes: usize,
    /// The host whose fetch was approved.
    pub(crate) approved_host: String,
    /// The rule that approved it, normalised.
    pub(crate) approved_rule: String,
    /// Where that rule came from.
    pub(crate) approved_source: String,
    /// Every URL redirected to.
    pub(crate) redirects: Vec<String>,
    /// The proxy it came through.
    pub(crate) via: Option<String>,
    /// Warnings found when the page was read.
    pub(crate) warnings: Vec<crate::warning::Warning>,
    /// The mode the text was made in (`page::Mode::cache_key`: `markdown`, `raw+pretty` …).
    pub(crate) mode: String,
    /// A PDF's number of pages (F-60); absent for other types and in older entries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) pages: Option<usize>,
}

impl Meta {
    /// The fetch time as a `SystemTime`.
    pub(crate) fn fetched_time(&self) -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_secs(self.fetched_at)
    }

    /// How old the entry is now.
    pub(crate) fn age(&self) -> Duration {
        SystemTime::now()
            .duration_since(self.fetched_time())
            .unwrap_or_default()
    }
}

/// One cached page.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    /// Its metadata.
    pub(crate) meta: Meta,
    /// The converted text.
    pub(crate) text: String,
}

/// A summary of one entry, for `cache list`.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Listing {
    /// The URL asked for.
    pub(crate) url: String,
    /// The mode of the text.
    pub(crate) mode: String,
    /// Seconds since it was fetched.
    pub(crate) age_seconds: u64,
    /// Bytes of text.
    pub(crate) size: usize,
    /// Whether it is still within `cache.ttlSeconds`.
    pub(crate) fresh: bool,
}

/// The cache folder of one call.
#[derive(Debug, Clone)]
pub(crate) struct Cache {
    dir: PathBuf,
    key_file: PathBuf,
    ttl: Duration,
    max_pages: usize,
    /// The HMAC key and the verdict on the folder, settled on first use; `None` when the key
    /// cannot be had safely or the folder cannot be made private: the cache is then unused.
    ready: Arc<OnceLock<Option<hmac::Key>>>,
}

/// Temp files older than this are left-overs of killed writers and are removed.
const STALE_TEMP: Duration = Duration::from_secs(3600);
const ENTRY_SUFFIX: &str = ".page";
const TEMP_PREFIX: &str = ".tmp-";

impl Cache {
    /// The cache under `cache_dir` (its `pages/` folder is created on first write), its
    /// entries signed with the key in `key_file` (created 0600 on first use).
    pub(crate) fn new(cache_dir: &Path, key_file: &Path, ttl: Duration, max_pages: usize) -> Cache {
        Cache {
            dir: cache_dir.join("pages"),
            key_file: key_file.to_path_buf(),
            ttl,
            max_pages: max_pages.max(1),
            ready: Arc::new(OnceLock::new()),
        }
    }

    /// The signing key, once the folder is private; `None`: do not use the cache.
    fn key(&self) -> Option<&hmac::Key> {
        self.ready
            .get_or_init(|| {
                make_private(&self.dir)?;
                load_or_create_key(&self.key_file).map(|k| hmac::Key::new(hmac::HMAC_SHA256, &k))
            })
            .as_ref()
    }

    /// The file of the entry for `url` in `mode`.
    fn path_for(&self, url: &str, mode: &str) -> PathBuf {
        let key = sha256_hex(format!("{mode}\n{url}").as_bytes());
        self.dir.join(format!("{key}{ENTRY_SUFFIX}"))
    }

    /// The entry for `url` in `mode`, whatever its age; `None` when absent or unreadable (an
    /// unreadable entry is removed).
    pub(crate) fn get(&self, url: &str, mode: &str) -> Option<Entry> {
        let key = self.key()?;
        let path = self.path_for(url, mode);
        let bytes = std::fs::read(&path).ok()?;
        match parse_entry(&bytes, key) {
            Some(entry) if entry.meta.url == url && entry.meta.mode == mode => Some(entry),
            _ => {
                let _ = std::fs::remove_file(&path);
                None
            }
        }
    }

    /// Stores an entry atomically, then evicts down to `max_pages`. Failures are returned for
    /// the caller to mention; they never fail the fetch.
    pub(crate) fn put(&self, meta: &Meta, text: &str) -> std::io::Result<()> {
        let key = self.key().ok_or_else(|| {
            std::io::Error::other("the cache folder or its key cannot be made private")
        })?;
        create_private_dir(&self.dir)?;
        let mut header = serde_json::to_string(meta).map_err(std::io::Error::other)?;
        header.push('\n');
        let mut signed = hmac::Context::with_key(key);
        signed.update(header.as_bytes());
        signed.update(text.as_bytes());
        let tag = signed.sign();
        let mac = format!("{MAC_PREFIX}{}\n", hex(tag.as_ref()));
        crate::fs::write_private(
            &self.path_for(&meta.url, &meta.mode),
            TEMP_PREFIX,
            &[mac.as_bytes(), header.as_bytes(), text.as_bytes()],
        )?;
        self.evict();
        Ok(())
    }

    /// Keeps at most `max_pages` entries: expired ones go first, then the oldest.
    fn evict(&self) {
        let now = SystemTime::now();
        let Ok(dir) = std::fs::read_dir(&self.dir) else {
            return;
        };
        let mut entries: Vec<(SystemTime, PathBuf)> = Vec::new();
        for item in dir.filter_map(Result::ok) {
            let name = item.file_name();
            let name = name.to_string_lossy();
            let modified = item
                .metadata()
                .and_then(|m| m.modified())
                .unwrap_or(SystemTime::UNIX_EPOCH);
            if name.starts_with(TEMP_PREFIX) {
                if now.duration_since(modified).unwrap_or_default() > STALE_TEMP {
                    let _ = std::fs::remove_file(item.path());
                }
            } else if name.ends_with(ENTRY_SUFFIX) {
                entries.push((modified, item.path()));
            }
        }
        if entries.len() <= self.max_pages {
            return;
        }
        // Oldest first; expired entries are the oldest by construction (all share one TTL),
        // so removing from the front removes expired entries before fresh ones.
        entries.sort();
        let excess = entries.len() - self.max_pages;
        for (_, path) in entries.into_iter().take(excess) {
            // Another process may have removed it already.
            let _ = std::fs::remove_file(path);
        }
    }

    /// Every entry whose header reads, newest first. Only headers are read (a listing of 50
    /// large pages must not read them all); a damaged body is found, and removed, by `get`.
    pub(crate) fn list(&self) -> Vec<Listing> {
        let Ok(dir) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut out: Vec<(SystemTime, Listing)> = dir
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().ends_with(ENTRY_SUFFIX))
            .filter_map(|e| {
                let meta = read_header(&e.path())?;
                // The file's time orders entries written within the same second.
                let written = e
                    .metadata()
                    .and_then(|m| m.modified())
                    .unwrap_or(meta.fetched_time());
                let age = meta.age();
                Some((
                    written,
                    Listing {
                        url: meta.url,
                        mode: meta.mode,
                        age_seconds: age.as_secs(),
                        size: meta.text_bytes,
                        fresh: age <= self.ttl,
                    },
                ))
            })
            .collect();
        out.sort_by_key(|(written, _)| std::cmp::Reverse(*written));
        out.into_iter().map(|(_, listing)| listing).collect()
    }

    /// Removes every entry (and stray temp files); returns how many entries were removed.
    pub(crate) fn clear(&self) -> std::io::Result<usize> {
        let dir = match std::fs::read_dir(&self.dir) {
            Ok(dir) => dir,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
            Err(e) => return Err(e),
        };
        let mut removed = 0;
        for item in dir.filter_map(Result::ok) {
            let name = item.file_name();
            let name = name.to_string_lossy();
            if name.ends_with(ENTRY_SUFFIX) || name.starts_with(TEMP_PREFIX) {
                match std::fs::remove_file(item.path()) {
                    Ok(()) if name.ends_with(ENTRY_SUFFIX) => removed += 1,
                    Ok(()) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Err(e),
                }
            }
        }
        Ok(removed)
    }
}

/// Longest header line read by [`read_header`]; real headers are a few hundred bytes.
const MAX_HEADER: u64 = 64 * 1024;

/// Reads only the header line of an entry file.
fn read_header(path: &Path) -> Option<Meta> {
    use std::io::{BufRead, Read};
    let file = std::fs::File::open(path).ok()?;
    let mut reader = std::io::BufReader::new(file.take(MAX_HEADER + 128));
    let mut mac = Vec::new();
    reader.read_until(b'\n', &mut mac).ok()?;
    if !mac.starts_with(MAC_PREFIX.as_bytes()) {
        return None;
    }
    let mut line = Vec::new();
    reader.read_until(b'\n', &mut line).ok()?;
    serde_json::from_slice(line.strip_suffix(b"\n")?).ok()
}

/// The first line of an entry: `hmac-sha256=` and the hex tag of the rest of the file.
const MAC_PREFIX: &str = "hmac-sha256=";

/// Reads `mac\nheader\ntext`, checking the HMAC over `header\ntext` with `key`, then the
/// text's length and sha256 against the header.
fn parse_entry(bytes: &[u8], key: &hmac::Key) -> Option<Entry> {
    let first = bytes.iter().position(|&b| b == b'\n')?;
    let tag = std::str::from_utf8(&bytes[..first])
        .ok()?
        .strip_prefix(MAC_PREFIX)?;
    let signed = &bytes[first + 1..];
    hmac::verify(key, signed, &unhex(tag)?).ok()?;
    let newline = signed.iter().position(|&b| b == b'\n')?;
    let meta: Meta = serde_json::from_slice(&signed[..newline]).ok()?;
    let body = &signed[newline + 1..];
    if body.len() != meta.text_bytes {
        return None;
    }
    if sha256_hex(body) != meta.sha256 {
        return None;
    }
    let text = String::from_utf8(body.to_vec()).ok()?;
    Some(Entry { meta, text })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The SHA-256 of `bytes` in lower-case hex: a cache entry's file name and its text's `sha256`.
pub(crate) fn sha256_hex(bytes: &[u8]) -> String {
    hex(digest(&SHA256, bytes).as_ref())
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Length of the HMAC key in bytes.
const KEY_LEN: usize = 32;

/// The key in `path`, or a new random one written there (0600, its folder 0700); `None` when
/// the file is not this user's alone or cannot be read or written.
fn load_or_create_key(path: &Path) -> Option<[u8; KEY_LEN]> {
    let read = |path: &Path| -> Option<[u8; KEY_LEN]> {
        let meta = std::fs::metadata(path).ok()?;
        if meta.uid() != nix::unistd::geteuid().as_raw() || meta.mode() & 0o077 != 0 {
            return None;
        }
        std::fs::read(path).ok()?.try_into().ok()
    };
    if path.exists() {
        return read(path);
    }
    let dir = path.parent()?;
    create_private_dir(dir).ok()?;
    let mut key = [0u8; KEY_LEN];
    ring::rand::SecureRandom::fill(&ring::rand::SystemRandom::new(), &mut key).ok()?;
    // Two processes may race to create it: the first one wins, the other reads its key.
    match crate::fs::write_private_new(path, TEMP_PREFIX, &[&key]) {
        Ok(()) => Some(key),
        Err(_) => read(path),
    }
}

/// Makes the cache folder trustworthy before use (G-04): a `pages/` folder (or its parent) of
/// this user that group or others can write is emptied and set to 0700, since anything in it
/// may have been planted; one that belongs to someone else is not used. A missing folder is
/// fine (it is created 0700 on first write).
fn make_private(pages: &Path) -> Option<()> {
    let me = nix::unistd::geteuid().as_raw();
    let mut planted = false;
    for dir in [pages.parent(), Some(pages)].into_iter().flatten() {
        let Ok(meta) = std::fs::metadata(dir) else {
            continue;
        };
        if meta.uid() != me {
            return None;
        }
        if meta.mode() & 0o022 != 0 {
            crate::fs::restrict_dir(dir).ok()?;
            planted = true;
        }
    }
    if planted && pages.exists() {
        std::fs::remove_dir_all(pages).ok()?;
        create_private_dir(pages).ok()?;
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn meta(url: &str, text: &str) -> Meta {
        Meta {
            url: url.into(),
            final_url: url.into(),
            status: 200,
            content_type: "text/plain".into(),
            title: None,
            description: None,
            charset: "UTF-8".into(),
            fetched_at: SystemTime::now()
                .duration_since(SystemTime::UNIX_EPOCH)
                .unwrap()
                .as_secs(),
            sha256: sha256_hex(text.as_bytes()),
            text_bytes: text.len(),
            approved_host: "a.test".into(),
            approved_rule: "web_fetch(a.test)".into(),
            approved_source: "command_line".into(),
            redirects: vec![],
            via: None,
            warnings: vec![],
            mode: "markdown".into(),
            pages: None,
        }
    }

    // F-10: a stored entry reads back whole; files 0600, folder 0700.
    #[test]
    fn f10_round_trip_and_modes() {
        let dir = tempfile::tempdir().unwrap();
        let cache = Cache::new(
            dir.path(),
            &dir.path().join("state/cache.key"),
            Duration::from_secs(600),
            50,
        );
        let text = "héllo 🦀".repeat(100);
        cache.put(&meta("https://a.test/", &text), &text).unwrap();
        let got = cache.get("https://a.test/", "markdown").unwrap();
        assert_eq!(got.text, text);
        assert!(cache.get("https://a.test/", "raw").is_none());
        let path = cache.path_for("https://a.test/", "markdown");
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        let mode = std::fs::metadata(dir.path().join("pages"))
            .unwrap()
            .permissions()
            .mode()
            & 0o777;
        assert_eq!(mode, 0o700);
    }

    // F-10: a corrupt entry is a miss and is removed.
    #[test]
    fn f10_corrupt_entry_is_a_miss() {
        let dir = tempfile::tempdir().unwrap();
        let cache = Cache::new(
            dir.path(),
            &dir.path().join("state/cache.key"),
            Duration::from_secs(600),
            50,
        );
        cache.put(&meta("https://a.test/", "abc"), "abc").unwrap();
        let path = cache.path_for("https://a.test/", "markdown");
        let mut bytes = std::fs::read(&path).unwrap();
        let last = bytes.len() - 1;
        bytes[last] = b'X';
        std::fs::write(&path, &bytes).unwrap();
        assert!(cache.get("https://a.test/", "markdown").is_none());
        assert!(!path.exists());
        std::fs::write(&path, b"not json\nabc").unwrap();
        assert!(cache.get("https://a.test/", "markdown").is_none());
    }

    // F-10: at most max_pages entries; the oldest go first.
    #[test]
    fn f10_eviction_keeps_the_newest() {
        let dir = tempfile::tempdir().unwrap();
        let cache = Cache::new(
            dir.path(),
            &dir.path().join("state/cache.key"),
            Duration::from_secs(600),
            3,
        );
        for i in 0..5 {
            let url = format!("https://a.test/{i}");
            cache.put(&meta(&url, "x"), "x").unwrap();
            // mtime resolution: make the order unambiguous.
            let path = cache.path_for(&url, "markdown");
            let when = SystemTime::now() - Duration::from_secs(100 - i);
            std::fs::File::options()
                .write(true)
                .open(&path)
                .unwrap()
                .set_modified(when)
                .unwrap();
        }
        let urls: Vec<String> = cache.list().into_iter().map(|l| l.url).collect();
        assert_eq!(urls.len(), 3);
        for i in 2..5 {
            assert!(urls.contains(&format!("https://a.test/{i}")), "{urls:?}");
        }
        assert_eq!(cache.clear().unwrap(), 3);
        assert!(cache.list().is_empty());
    }
}
