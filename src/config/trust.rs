//! Files and folders garuda-web trusts only when no one else can change them (G-04),
//! like ssh's StrictModes: config, policy and state folders and files must belong to the
//! user and not be writable by group or others. Otherwise the command stops (exit 2) naming the
//! path and the `chmod` (or `chown`) that fixes it — a policy file anyone can write could say
//! `allow: ["*"]`. The cache is handled by `cache.rs`, which recreates a folder it cannot trust.

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::Error;
use super::paths::Paths;

/// Why a path cannot be trusted, and how to fix it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Untrusted {
    /// The path.
    pub(crate) path: PathBuf,
    /// What is wrong, as a clause.
    pub(crate) problem: String,
    /// The command that fixes it.
    pub(crate) fix: String,
}

/// Whether `path` (if it exists) belongs to this user and is not writable by group or others.
pub(crate) fn check_private(path: &Path) -> Result<(), Untrusted> {
    let Ok(meta) = std::fs::metadata(path) else {
        return Ok(());
    };
    let quoted = crate::sanitize::shell_quote(&path.to_string_lossy());
    check_owner(path, &meta)?;
    let mode = meta.mode() & 0o7777;
    if mode & 0o022 != 0 {
        return Err(Untrusted {
            path: path.to_path_buf(),
            problem: format!("group or others can write it (mode {mode:04o})"),
            fix: format!("chmod go-w {quoted}"),
        });
    }
    Ok(())
}

/// Whether the file at `path` (`meta`, looked at through the handle it will be read from) is
/// a secret only this user can read: theirs (or root's) and closed to group and others
/// (B-23's state files, which hold credentials; ssh's StrictModes for a private key).
pub(crate) fn check_secret(path: &Path, meta: &std::fs::Metadata) -> Result<(), Untrusted> {
    check_owner(path, meta)?;
    let mode = meta.mode() & 0o7777;
    if mode & 0o077 != 0 {
        return Err(Untrusted {
            path: path.to_path_buf(),
            problem: format!("group or others may read or change it (mode {mode:04o})"),
            fix: format!(
                "chmod 600 {}",
                crate::sanitize::shell_quote(&path.to_string_lossy())
            ),
        });
    }
    Ok(())
}

/// Whether `meta` belongs to this user (or root).
fn check_owner(path: &Path, meta: &std::fs::Metadata) -> Result<(), Untrusted> {
    let me = nix::unistd::geteuid().as_raw();
    if meta.uid() != me && meta.uid() != 0 {
        let quoted = crate::sanitize::shell_quote(&path.to_string_lossy());
        return Err(Untrusted {
            path: path.to_path_buf(),
            problem: format!("it belongs to another user (uid {})", meta.uid()),
            fix: format!("chown \"$(id -u)\" {quoted}  (or remove it)"),
        });
    }
    Ok(())
}

/// Checks the user's own folders and files before they are read: the config folder,
/// `config.json` and `policy.json` (unless `--no-config`), the state folder, its `grants/` and
/// the cache key.
pub(crate) fn check_user_files(paths: &Paths, no_config: bool) -> Result<(), Error> {
    let mut list: Vec<PathBuf> = Vec::new();
    if !no_config {
        list.extend([
            paths.config_dir.clone(),
            paths.config_file(),
            paths.policy_file(),
        ]);
    }
    list.extend([
        paths.state_dir.clone(),
        paths.grants_dir(),
        paths.cache_key_file(),
    ]);
    for path in list {
        check_private(&path).map_err(|u| Error::NotPrivate {
            path: u.path,
            problem: u.problem,
            fix: u.fix,
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    #[test]
    fn g04_group_or_world_writable_is_untrusted() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("policy.json");
        std::fs::write(&file, "{}").unwrap();
        for (mode, ok) in [(0o600, true), (0o644, true), (0o664, false), (0o666, false)] {
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(mode)).unwrap();
            let got = check_private(&file);
            assert_eq!(got.is_ok(), ok, "{mode:o}: {got:?}");
            if let Err(u) = got {
                assert!(u.fix.starts_with("chmod go-w '"), "{u:?}");
            }
        }
        assert!(check_private(&dir.path().join("missing")).is_ok());
    }

    // B-23: a secret (a state file) is refused as soon as group or others may read it.
    #[test]
    fn b23_readable_by_others_is_no_secret() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("state.json");
        std::fs::write(&file, "{}").unwrap();
        for (mode, ok) in [(0o600, true), (0o400, true), (0o640, false), (0o604, false)] {
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(mode)).unwrap();
            let got = check_secret(&file, &std::fs::metadata(&file).unwrap());
            assert_eq!(got.is_ok(), ok, "{mode:o}: {got:?}");
            if let Err(u) = got {
                assert!(u.fix.starts_with("chmod 600 '"), "{u:?}");
            }
        }
    }
}
