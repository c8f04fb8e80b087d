//! How garuda-web writes its configuration and state files (G-04): folders are created 0700
//! and only when something is about to be written into them; files are written 0600 through a
//! temporary file and a rename, so a reader never sees half a file (both done by `crate::fs`,
//! here given this layer's error); read-modify-write cycles hold an exclusive lock on a
//! separate lock file, so concurrent calls (20 `config allow` at once) lose nothing.
//!
//! Not here: what the files contain (`config::policy`, `config::edit`, `approval::session`).

use std::fs::File;
use std::path::{Path, PathBuf};

use super::Error;

/// Creates `dir` and any missing parents with mode 0700 (existing folders are left as they are).
pub(crate) fn ensure_dir(dir: &Path) -> Result<(), Error> {
    crate::fs::create_private_dir(dir).map_err(|source| Error::Write {
        path: dir.to_path_buf(),
        source,
    })
}

/// Replaces `path` with `bytes` atomically: a 0600 temporary file in the same folder, flushed to
/// disk, then renamed over the old file. The folder must exist.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    crate::fs::write_private(path, &crate::fs::temp_prefix_for(path), &[bytes]).map_err(|source| {
        Error::Write {
            path: path.to_path_buf(),
            source,
        }
    })
}

/// An exclusive lock held until dropped, on a lock file next to the file it protects.
#[derive(Debug)]
pub(crate) struct FileLock {
    _file: File,
}

impl FileLock {
    /// Creates the folder of `protected` if needed, then waits for the lock on
    /// `.NAME.lock` beside it. The lock file stays (empty) after the lock is released.
    pub(crate) fn acquire(protected: &Path) -> Result<FileLock, Error> {
        let lock_path = lock_path(protected);
        if let Some(dir) = lock_path.parent() {
            ensure_dir(dir)?;
        }
        let failed = |source| Error::Write {
            path: lock_path.clone(),
            source,
        };
        let file = crate::fs::open_private_lock(&lock_path).map_err(failed)?;
        file.lock().map_err(failed)?;
        Ok(FileLock { _file: file })
    }
}

/// `dir/.NAME.lock` for `dir/NAME`.
fn lock_path(protected: &Path) -> PathBuf {
    let name = protected
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    protected.with_file_name(format!(".{name}.lock"))
}

/// Reads a file that may not exist: `Ok(None)` when it does not.
pub(crate) fn read_optional(path: &Path) -> Result<Option<String>, Error> {
    match std::fs::read_to_string(path) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(Error::Read {
            path: path.to_path_buf(),
            source,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    // G-04: folders 0700, files 0600, created on first need.
    #[test]
    fn g04_dirs_0700_files_0600() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("a/b");
        ensure_dir(&dir).unwrap();
        assert_eq!(mode(&dir), 0o700);
        assert_eq!(mode(&root.path().join("a")), 0o700);
        let file = dir.join("x.json");
        write_atomic(&file, b"{}").unwrap();
        assert_eq!(mode(&file), 0o600);
        write_atomic(&file, b"{\"a\": 1}").unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "{\"a\": 1}");
        // Only the file and the lock-free write: no temporary files left behind.
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    }

    #[test]
    fn lock_file_sits_beside_the_protected_file() {
        assert_eq!(
            lock_path(Path::new("/x/policy.json")),
            Path::new("/x/.policy.json.lock")
        );
        let root = tempfile::tempdir().unwrap();
        let protected = root.path().join("new/policy.json");
        let lock = FileLock::acquire(&protected).unwrap();
        assert_eq!(mode(&root.path().join("new/.policy.json.lock")), 0o600);
        drop(lock);
    }
}
