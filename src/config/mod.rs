//! The user's settings file, `config.json` (F-50): its types, defaults and loading. A file that
//! is not valid JSON, has a wrong type or an unknown key is an error naming the file, line and
//! column (G-05) — a safety tool must not quietly run with settings the user did not mean.
//! Deciding what the settings mean for a call is `settings.rs`'s job.

pub(crate) mod browser;
pub(crate) mod edit;
pub(crate) mod files;
pub(crate) mod paths;
pub(crate) mod policy;
pub(crate) mod trust;
pub(crate) mod unique_keys;

use std::path::{Path, PathBuf};

use serde::Deserialize;

/// Problems with the user's configuration files.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    /// The file exists but could not be read.
    #[error("cannot read {}: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not valid JSON or does not match the expected shape.
    #[error("{}:{line}:{column}: {message}", path.display())]
    Invalid {
        /// The file.
        path: PathBuf,
        /// Line of the problem, from 1.
        line: usize,
        /// Column of the problem, from 1.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// A file or folder garuda-web reads can be changed by someone else (G-04).
    #[error("{} cannot be trusted: {problem}", path.display())]
    NotPrivate {
        /// The file or folder.
        path: PathBuf,
        /// What is wrong, as a clause.
        problem: String,
        /// The command that fixes it.
        fix: String,
    },
    /// A file or folder of garuda-web's own could not be written (G-04).
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// The file or folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// `web.enabled` is false.
    #[error("web access is turned off in {} (web.enabled is false)", path.display())]
    WebDisabled {
        /// The file that turned it off.
        path: PathBuf,
    },
}

impl Error {
    /// What the user can do about it.
    pub(crate) fn hint(&self) -> String {
        match self {
            Error::Read { .. } => {
                "check the file's permissions; --no-config skips config.json and \
                                   policy.json (not --policy files)"
                    .into()
            }
            Error::Invalid { .. } => {
                "fix the file (or move it away); --no-config skips config.json \
                                      and policy.json (not --policy files)"
                    .into()
            }
            Error::Write { .. } => {
                "check that the folder exists and is yours (garuda-web config path shows it)".into()
            }
            Error::NotPrivate { fix, .. } => format!("run: {fix}"),
            Error::WebDisabled { .. } => "set \"web\": {\"enabled\": true} to use it again".into(),
        }
    }
}

/// The whole `config.json`; every key is optional.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub(crate) struct ConfigFile {
    /// `"//"`: comments (a string or a list of strings), as `config init` writes them (K-04).
    #[serde(rename = "//")]
    #[allow(dead_code, reason = "accepted so a commented file loads; never read")]
    pub(crate) comment: Option<serde_json::Value>,
    /// Network settings.
    pub(crate) web: WebSection,
    /// Page cache settings (used by the cache; accepted and validated now).
    pub(crate) cache: CacheSection,
    /// Search settings (validated by the search command).
    pub(crate) search: Option<serde_json::Value>,
    /// Browser settings (validated by the browse command).
    pub(crate) browser: Option<serde_json::Value>,
}

/// `web` section (F-50, C-05, C-06, C-09).
#[derive(Debug, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct WebSection {
    /// `false` turns fetch, search and browse off.
    pub(crate) enabled: bool,
    /// Let loopback addresses through (C-05).
    pub(crate) allow_localhost: bool,
    /// CIDRs whose addresses pass when they come from DNS (C-06).
    pub(crate) allow_ranges: Vec<ipnet::IpNet>,
    /// Whole-fetch time limit.
    pub(crate) timeout_seconds: u32,
    /// Body size limit, counted after decompression.
    pub(crate) max_bytes: u64,
    /// Send the host name, not the checked address, to the proxy (CONNECT, SOCKS5): for
    /// proxies that accept only names; lets the proxy resolve the name again (C-07).
    pub(crate) proxy_connect_by_name: bool,
}

impl Default for WebSection {
    fn default() -> Self {
        WebSection {
            enabled: true,
            allow_localhost: false,
            allow_ranges: Vec::new(),
            timeout_seconds: 30,
            max_bytes: 5 * 1024 * 1024,
            proxy_connect_by_name: false,
        }
    }
}

/// `cache` section (F-10).
#[derive(Debug, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct CacheSection {
    /// How long a cached page stays fresh.
    pub(crate) ttl_seconds: u64,
    /// How many pages the cache keeps.
    pub(crate) max_pages: u32,
}

impl Default for CacheSection {
    fn default() -> Self {
        CacheSection {
            ttl_seconds: 600,
            max_pages: 50,
        }
    }
}

/// Reads `config.json`; a missing file means defaults.
pub(crate) fn load(path: &Path) -> Result<ConfigFile, Error> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(ConfigFile::default()),
        Err(source) => {
            return Err(Error::Read {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    // G-05: a repeated key, also inside `search` or `browser`, is an error, not a silent pick.
    let parsed = unique_keys::check(&text).and_then(|()| serde_json::from_str(&text));
    let config: ConfigFile = parsed.map_err(|e| Error::Invalid {
        path: path.to_path_buf(),
        line: e.line(),
        column: e.column(),
        message: strip_position(&e.to_string()),
    })?;
    validate(path, &text, &config)?;
    Ok(config)
}

/// Checks the values serde cannot: ranges of numbers.
fn validate(path: &Path, text: &str, config: &ConfigFile) -> Result<(), Error> {
    let problem = if !(1..=600).contains(&config.web.timeout_seconds) {
        Some((
            "timeoutSeconds",
            "web.timeoutSeconds must be between 1 and 600",
        ))
    } else if config.web.max_bytes < 1024 {
        Some(("maxBytes", "web.maxBytes must be at least 1024"))
    } else {
        None
    };
    match problem {
        None => Ok(()),
        Some((key, message)) => {
            let (line, column) = position_of(text, key);
            Err(Error::Invalid {
                path: path.to_path_buf(),
                line,
                column,
                message: message.into(),
            })
        }
    }
}

/// Line and column (from 1) of the first `"key"` in the text, or 1:1.
fn position_of(text: &str, key: &str) -> (usize, usize) {
    let needle = format!("\"{key}\"");
    text.lines()
        .enumerate()
        .find_map(|(i, line)| line.find(&needle).map(|c| (i + 1, c + 1)))
        .unwrap_or((1, 1))
}

/// serde_json appends " at line L column C"; the error already carries both.
pub(crate) fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_string(),
        None => message.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load_text(text: &str) -> Result<ConfigFile, Error> {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.json");
        std::fs::write(&path, text).unwrap();
        load(&path)
    }

    #[test]
    fn f50_missing_file_means_defaults() {
        let c = load(Path::new("/nonexistent/garuda/config.json")).unwrap();
        assert_eq!(c.web.timeout_seconds, 30);
        assert_eq!(c.web.max_bytes, 5_242_880);
        assert_eq!(c.cache.ttl_seconds, 600);
        assert!(c.web.enabled && !c.web.allow_localhost);
    }

    #[test]
    fn g05_malformed_json_names_line_and_column() {
        match load_text("{\n  \"web\": {\"maxBytes\": 10,}\n}") {
            Err(Error::Invalid { line, column, .. }) => assert_eq!((line, column), (2, 26)),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn g05_unknown_key_and_wrong_type_are_errors() {
        assert!(load_text(r#"{"web": {"maxbytes": 10}}"#).is_err());
        assert!(load_text(r#"{"web": {"allowLocalhost": "yes"}}"#).is_err());
        assert!(load_text(r#"{"web": {"allowRanges": ["198.18.0.0/15"]}}"#).is_ok());
        assert!(load_text(r#"{"web": {"allowRanges": ["nonsense"]}}"#).is_err());
    }

    #[test]
    fn g05_out_of_range_value_points_at_the_key() {
        match load_text("{\n \"web\": {\n  \"timeoutSeconds\": 0\n }\n}") {
            Err(Error::Invalid { line, column, .. }) => assert_eq!((line, column), (3, 3)),
            other => panic!("{other:?}"),
        }
    }
}
