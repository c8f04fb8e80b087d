//! The files of browse sessions (B-01): `run/` in the state dir (0700, checked to be owned by
//! this user), and per session `<name>.sock`, `<name>.lock`, `<name>.pid`, `<name>.log` (the
//! background process's stderr) and `<name>.lost` (left when the session's browser or background
//! process died, for the next call to say so), all 0600.

use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::Error;

/// Checks a session name: `[A-Za-z0-9_-]{1,32}`.
pub(crate) fn check_session_name(name: &str) -> Result<(), Error> {
    let ok = (1..=32).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if ok {
        Ok(())
    } else {
        Err(Error::Usage {
            message: format!("'{name}' is not a browse session name"),
            hint: "use 1–32 letters, digits, '_' or '-', e.g. --session app".into(),
        })
    }
}

/// The run folder and one session's files in it.
#[derive(Debug, Clone)]
pub(crate) struct SessionFiles {
    /// `run/` in the state dir.
    pub(crate) dir: PathBuf,
    /// The session name.
    pub(crate) name: String,
}

impl SessionFiles {
    /// The files of session `name` below `state_dir`.
    pub(crate) fn new(state_dir: &Path, name: &str) -> SessionFiles {
        SessionFiles {
            dir: state_dir.join("run"),
            name: name.to_string(),
        }
    }

    /// The socket the background process listens on.
    pub(crate) fn socket(&self) -> PathBuf {
        self.dir.join(format!("{}.sock", self.name))
    }

    /// The lock file that guards starting the background process.
    pub(crate) fn lock(&self) -> PathBuf {
        self.dir.join(format!("{}.lock", self.name))
    }

    /// The background process's pid.
    pub(crate) fn pid(&self) -> PathBuf {
        self.dir.join(format!("{}.pid", self.name))
    }

    /// Left when the session died without `close` (B-01): what happened, for the next call.
    pub(crate) fn lost(&self) -> PathBuf {
        self.dir.join(format!("{}.lost", self.name))
    }

    /// The background process's stderr.
    pub(crate) fn log(&self) -> PathBuf {
        self.dir.join(format!("{}.log", self.name))
    }

    /// Creates `run/` (0700) if needed and checks that it is this user's and closed to others.
    pub(crate) fn ensure_dir(&self) -> Result<(), Error> {
        let failed = |reason: String| Error::RunDir {
            path: self.dir.clone(),
            reason,
        };
        if let Some(parent) = self.dir.parent() {
            crate::fs::create_private_dir(parent).map_err(|e| failed(e.to_string()))?;
        }
        match crate::fs::create_private_dir(&self.dir) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(failed(e.to_string())),
        }
        let meta = fs::symlink_metadata(&self.dir).map_err(|e| failed(e.to_string()))?;
        if !meta.is_dir() {
            return Err(failed("it is not a folder".into()));
        }
        if meta.uid() != nix::unistd::getuid().as_raw() {
            return Err(failed(format!(
                "it belongs to user id {}, not to you",
                meta.uid()
            )));
        }
        if meta.mode() & 0o077 != 0 {
            crate::fs::restrict_dir(&self.dir).map_err(|e| failed(e.to_string()))?;
        }
        Ok(())
    }

    /// Every session with a socket in `run/`.
    pub(crate) fn all_sessions(state_dir: &Path) -> Vec<String> {
        let Ok(entries) = fs::read_dir(state_dir.join("run")) else {
            return Vec::new();
        };
        let mut names: Vec<String> = entries
            .filter_map(Result::ok)
            .filter_map(|e| {
                e.file_name()
                    .to_str()
                    .and_then(|n| n.strip_suffix(".sock"))
                    .map(str::to_string)
            })
            .filter(|n| check_session_name(n).is_ok())
            .collect();
        names.sort();
        names
    }
}
