//! Where garuda-web keeps its files (G-04): the `GARUDA_WEB_*_DIR` overrides first, else the
//! platform folders from `directories`. Nothing here creates a folder; callers create what they
//! need, when they need it, 0700.

use std::path::PathBuf;

use crate::env;

/// The three folders garuda-web uses.
#[derive(Debug, Clone)]
pub(crate) struct Paths {
    /// Holds `config.json` and `policy.json`.
    pub(crate) config_dir: PathBuf,
    /// Holds cached pages.
    pub(crate) cache_dir: PathBuf,
    /// Holds session grants and browser state.
    pub(crate) state_dir: PathBuf,
}

impl Paths {
    /// Resolves the folders from the environment and the platform conventions.
    pub(crate) fn discover() -> Paths {
        let dirs = directories::ProjectDirs::from("", "", "garuda-web");
        let pick = |var: &str, platform: Option<PathBuf>, fallback: &str| {
            env::os_value(var)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
                .or(platform)
                // No home folder at all (a bare container): keep files next to the process
                // rather than failing; `config path` shows where that is.
                .unwrap_or_else(|| PathBuf::from(fallback))
        };
        Paths {
            config_dir: pick(
                env::CONFIG_DIR,
                dirs.as_ref().map(|d| d.config_dir().to_path_buf()),
                ".garuda-web/config",
            ),
            cache_dir: pick(
                env::CACHE_DIR,
                dirs.as_ref().map(|d| d.cache_dir().to_path_buf()),
                ".garuda-web/cache",
            ),
            state_dir: pick(
                env::STATE_DIR,
                dirs.as_ref().map(|d| {
                    d.state_dir()
                        .unwrap_or_else(|| d.data_local_dir())
                        .to_path_buf()
                }),
                ".garuda-web/state",
            ),
        }
    }

    /// The user's settings file.
    pub(crate) fn config_file(&self) -> PathBuf {
        self.config_dir.join("config.json")
    }

    /// The user's approval rules.
    pub(crate) fn policy_file(&self) -> PathBuf {
        self.config_dir.join("policy.json")
    }

    /// The key of the cache entries' HMAC (G-04: only the user can write what is read back), inside the state dir.
    pub(crate) fn cache_key_file(&self) -> PathBuf {
        self.state_dir.join("cache.key")
    }

    /// The folder of session grants, inside the state dir.
    pub(crate) fn grants_dir(&self) -> PathBuf {
        self.state_dir.join("grants")
    }
}
