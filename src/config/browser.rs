//! The `browser` section of config.json (B-16): which browser, how it shows, and what its
//! proxy opens. Read only from the user's config.json — a `--policy` file cannot hold it
//! (`config::policy` refuses every key but `allow` and `deny`).

use std::path::Path;

use serde::Deserialize;

use super::Error;

/// `browser` section (B-02, B-10, B-16).
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct BrowserSection {
    /// The browser executable; else the first of the known names on PATH.
    pub(crate) path: Option<String>,
    /// Show a window instead of running headless.
    pub(crate) visible: bool,
    /// Viewport width in CSS pixels.
    pub(crate) width: u32,
    /// Viewport height in CSS pixels.
    pub(crate) height: u32,
    /// Let pages reach loopback and private addresses (never link-local or metadata).
    pub(crate) allow_local: bool,
    /// Seconds unused after which a session's browser closes.
    pub(crate) idle_seconds: u64,
    /// `browse script` runs without the rule `browse_script` or the prompt (B-13).
    pub(crate) allow_scripts: bool,
    /// The largest download a page may save (B-20); a larger one is cancelled.
    pub(crate) max_download_bytes: u64,
}

impl Default for BrowserSection {
    fn default() -> Self {
        BrowserSection {
            path: None,
            visible: false,
            width: 1280,
            height: 800,
            allow_local: false,
            idle_seconds: 900,
            allow_scripts: false,
            max_download_bytes: 100 * 1024 * 1024,
        }
    }
}

/// Reads the section from config.json's raw value; a wrong key, type or range is an error
/// naming the file (G-05).
pub(crate) fn parse(
    file: &Path,
    value: Option<&serde_json::Value>,
) -> Result<BrowserSection, Error> {
    let invalid = |message: String| Error::Invalid {
        path: file.to_path_buf(),
        line: position(file, "browser").0,
        column: position(file, "browser").1,
        message,
    };
    let Some(value) = value else {
        return Ok(BrowserSection::default());
    };
    let section: BrowserSection = serde_json::from_value(value.clone())
        .map_err(|e| invalid(format!("in \"browser\": {e}")))?;
    if !(200..=10_000).contains(&section.width) || !(200..=10_000).contains(&section.height) {
        return Err(invalid(
            "browser.width and browser.height must be between 200 and 10000".into(),
        ));
    }
    if !(1..=86_400).contains(&section.idle_seconds) {
        return Err(invalid(
            "browser.idleSeconds must be between 1 and 86400".into(),
        ));
    }
    if !(1..=MAX_DOWNLOAD_CAP).contains(&section.max_download_bytes) {
        return Err(invalid(format!(
            "browser.maxDownloadBytes must be between 1 and {MAX_DOWNLOAD_CAP}"
        )));
    }
    Ok(section)
}

/// The largest `browser.maxDownloadBytes` (B-20): 16 GiB.
const MAX_DOWNLOAD_CAP: u64 = 16 * 1024 * 1024 * 1024;

/// Line and column of `"key"` in the file, or 1:1.
fn position(file: &Path, key: &str) -> (usize, usize) {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let needle = format!("\"{key}\"");
    text.lines()
        .enumerate()
        .find_map(|(i, line)| line.find(&needle).map(|c| (i + 1, c + 1)))
        .unwrap_or((1, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b16_defaults_and_validation() {
        let f = Path::new("/nonexistent/config.json");
        let d = parse(f, None).unwrap();
        assert_eq!((d.width, d.height, d.idle_seconds), (1280, 800, 900));
        assert!(!d.visible && !d.allow_local && d.path.is_none());
        let v = serde_json::json!({"allowLocal": true, "idleSeconds": 5});
        let s = parse(f, Some(&v)).unwrap();
        assert!(s.allow_local && s.idle_seconds == 5);
        assert!(parse(f, Some(&serde_json::json!({"allowlocal": true}))).is_err());
        assert!(parse(f, Some(&serde_json::json!({"width": 10}))).is_err());
        // B-20: the download cap, 100 MiB unless set, never 0.
        assert_eq!(d.max_download_bytes, 104_857_600);
        let v = serde_json::json!({"maxDownloadBytes": 1000});
        assert_eq!(parse(f, Some(&v)).unwrap().max_download_bytes, 1000);
        assert!(parse(f, Some(&serde_json::json!({"maxDownloadBytes": 0}))).is_err());
    }
}
