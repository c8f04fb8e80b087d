//! Changes garuda-web makes to the user's `config.json`: the starter file of `config init`
//! (K-04, never over an existing file) and the saved search choice of `config search use`
//! (K-06, S-11). Edits keep the file's other content and key order, refuse a file that does not
//! load (G-05: never "repair" what the user wrote), and run under a lock with an atomic write.
//!
//! Not here: reading the settings (`config::load`) or policy rules (`config::policy`).

use std::path::Path;

use serde_json::Value;

use super::files::{self, FileLock};
use super::{Error, load};

/// The starter `config.json`: every key with its default, explained under `"//"`.
pub(crate) const STARTER: &str = r#"{
  "//": [
    "garuda-web settings. Every key is optional; the values below are the defaults.",
    "web.enabled: false turns fetch, search and browse off.",
    "web.allowLocalhost: true lets fetch reach 127.0.0.1, ::1 and localhost (your own servers).",
    "web.allowRanges: CIDRs let through when DNS answers with them, for fake-IP proxies in TUN mode, e.g. [\"198.18.0.0/15\"].",
    "web.timeoutSeconds: whole-fetch limit, 1-600. web.maxBytes: body limit after decompression.",
    "web.proxyConnectByName: true sends host names (not the checked addresses) to HTTPS_PROXY/ALL_PROXY, for proxies that accept only names; it lets the proxy resolve them again.",
    "cache.ttlSeconds: how long a fetched page is reused. cache.maxPages: how many are kept.",
    "browser (for browse): path of Chromium, Chrome, Edge or Brave (null: the first found on PATH); visible: a window instead of headless; width, height: the viewport; allowLocal: pages may reach loopback and private addresses; idleSeconds: a session's browser closes after this long unused; allowScripts: browse script runs without the rule browse_script; maxDownloadBytes: the largest download a page may save (larger ones are cancelled).",
    "search: add {\"provider\": \"brave\"} (or tavily, searxng with \"url\", google, claude); keys come only from environment variables such as BRAVE_API_KEY.",
    "Approval rules live in policy.json next to this file: garuda-web config allow docs.rs"
  ],
  "web": {
    "enabled": true,
    "allowLocalhost": false,
    "allowRanges": [],
    "timeoutSeconds": 30,
    "maxBytes": 5242880,
    "proxyConnectByName": false
  },
  "cache": {
    "ttlSeconds": 600,
    "maxPages": 50
  },
  "browser": {
    "path": null,
    "visible": false,
    "width": 1280,
    "height": 800,
    "allowLocal": false,
    "idleSeconds": 900,
    "allowScripts": false,
    "maxDownloadBytes": 104857600
  }
}
"#;

/// Writes [`STARTER`] to `path`; `Ok(false)` when a file is already there (it is left alone).
pub(crate) fn write_starter(path: &Path) -> Result<bool, Error> {
    if let Some(dir) = path.parent() {
        files::ensure_dir(dir)?;
    }
    // Only when nothing is there yet: the check and the creation are one step, so a file that
    // appears meanwhile is not overwritten either.
    match crate::fs::write_private_new(
        path,
        &crate::fs::temp_prefix_for(path),
        &[STARTER.as_bytes()],
    ) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
        Err(source) => Err(Error::Write {
            path: path.to_path_buf(),
            source,
        }),
    }
}

/// Sets `search.use` in `config.json` (creating the file if needed) and keeps everything else.
/// Returns the previous value, if any.
pub(crate) fn set_search_use(path: &Path, value: &str) -> Result<Option<String>, Error> {
    let _lock = FileLock::acquire(path)?;
    let mut doc = match files::read_optional(path)? {
        Some(text) => {
            // Refuse to edit a file that does not load: the user must see and fix it.
            load(path)?;
            serde_json::from_str::<Value>(&text).map_err(|e| Error::Invalid {
                path: path.to_path_buf(),
                line: e.line(),
                column: e.column(),
                message: e.to_string(),
            })?
        }
        None => Value::Object(Default::default()),
    };
    let invalid = |message: &str| Error::Invalid {
        path: path.to_path_buf(),
        line: 1,
        column: 1,
        message: message.into(),
    };
    let root = doc
        .as_object_mut()
        .ok_or_else(|| invalid("config.json must be a JSON object"))?;
    let search = root
        .entry("search")
        .or_insert_with(|| Value::Object(Default::default()))
        .as_object_mut()
        .ok_or_else(|| invalid("\"search\" must be an object"))?;
    let previous = search
        .insert("use".into(), Value::String(value.into()))
        .and_then(|v| v.as_str().map(str::to_owned));
    let mut text = serde_json::to_string_pretty(&doc).map_err(|e| Error::Write {
        path: path.to_path_buf(),
        source: std::io::Error::other(e),
    })?;
    text.push('\n');
    files::write_atomic(path, text.as_bytes())?;
    Ok(previous)
}

#[cfg(test)]
mod tests {
    use super::*;

    // K-04: the starter file loads, and an existing file is never overwritten.
    #[test]
    fn k04_starter_loads_and_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c/config.json");
        assert!(write_starter(&path).unwrap());
        let c = load(&path).unwrap();
        assert_eq!(c.web.timeout_seconds, 30);
        std::fs::write(&path, "{}").unwrap();
        assert!(!write_starter(&path).unwrap());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{}");
    }

    // K-06: search.use is saved and the rest of the file kept, in order.
    #[test]
    fn k06_search_use_keeps_other_content() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.json");
        std::fs::write(
            &path,
            r#"{"web": {"timeoutSeconds": 10}, "search": {"provider": "brave"}}"#,
        )
        .unwrap();
        assert_eq!(set_search_use(&path, "claude").unwrap(), None);
        assert_eq!(
            set_search_use(&path, "off").unwrap().as_deref(),
            Some("claude")
        );
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(v["web"]["timeoutSeconds"], 10);
        assert_eq!(v["search"]["provider"], "brave");
        assert_eq!(v["search"]["use"], "off");
        let keys: Vec<_> = v.as_object().unwrap().keys().cloned().collect();
        assert_eq!(keys, ["web", "search"]);
        std::fs::write(&path, "{\"web\": ").unwrap();
        assert!(set_search_use(&path, "off").is_err());
    }
}
