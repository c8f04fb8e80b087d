//! Writing files safely, in one place: garuda-web's own folders and files, owner-only (G-04),
//! and the page `fetch -o FILE` writes (F-01). A leaf: it imports nothing of the crate and
//! returns plain `std::io::Error`s, which each caller turns into its own layer's error.
//!
//! Both kinds of file are written the same way when they are regular files: into a temporary
//! file in the same folder, flushed to disk, then renamed over the name. A rename within one
//! folder is atomic on POSIX, so a reader sees the old file or the new one, never half of one,
//! and a writer killed part way leaves only a temporary file behind. The temporary file is made
//! with [`tempfile`] (random name, `O_EXCL`, removed again on any error) and renamed with its
//! `persist`.
//!
//! `-o FILE` adds the rules of F-01 for what already sits at FILE ([`write_output`]): a
//! regular file keeps its mode (and, where the system lets us, its owner); a symlink is
//! replaced, never followed (one that leads to a device or FIFO is written through); a device
//! or FIFO (`/dev/null`, `/dev/stdout`, a named pipe being read) is opened and written
//! through, never replaced, and nothing in `/dev` or `/proc` is ever created or replaced; a
//! read-only file or a folder is refused. A regular file with several hard links is written
//! in place, so every name keeps showing the same file — see [`write_output`] for why.
//!
//! A leaf also means nothing else decides here: the callers name the path; `nix` gives the
//! few calls `std` lacks (`fallocate`, `access`, `O_NOFOLLOW`).
//!
//! Not here: what the files hold, locking (`config/files.rs`), deciding where they go.

use std::fs::{DirBuilder, File, Metadata, OpenOptions, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::{DirBuilderExt, FileTypeExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;

/// Mode of garuda-web's own folders (G-04).
const PRIVATE_DIR: u32 = 0o700;
/// Mode of garuda-web's own files (G-04).
const PRIVATE_FILE: u32 = 0o600;
/// Mode asked for a new `-o` file; the umask takes its share, as for any file a shell
/// redirection or `curl -o` creates.
const NEW_OUTPUT_FILE: u32 = 0o666;

/// Creates `dir` and any missing parents with mode 0700 (G-04); folders that exist are left as
/// they are.
pub(crate) fn create_private_dir(dir: &Path) -> io::Result<()> {
    DirBuilder::new()
        .recursive(true)
        .mode(PRIVATE_DIR)
        .create(dir)
}

/// Sets an existing folder's mode to 0700 (G-04), closing it to group and others.
pub(crate) fn restrict_dir(dir: &Path) -> io::Result<()> {
    std::fs::set_permissions(dir, Permissions::from_mode(PRIVATE_DIR))
}

/// Opens (creating it 0600 if needed) the file at `path` for writing, cut to nothing: for a
/// file written as a stream, such as a child process's log. An existing file keeps its mode.
pub(crate) fn create_private_file(path: &Path) -> io::Result<File> {
    private_options().truncate(true).open(path)
}

/// Writes `bytes` to the file at `path` in place, creating it 0600 if needed (G-04) and
/// cutting what was there, as a shell's `>` does: a device or FIFO a user names
/// (`/dev/stdout`) is written through. Not atomic; [`write_private`] is, for files only
/// garuda-web reads.
pub(crate) fn write_private_in_place(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = create_private_file(path)?;
    file.write_all(bytes)
}

/// Adds `bytes` at the end of the file at `path`, creating it 0600 if needed (G-04).
pub(crate) fn append_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = private_options().append(true).open(path)?;
    file.write_all(bytes)
}

/// Opens (creating it 0600 if needed) the lock file at `path` without touching its content:
/// the caller locks the handle (`File::lock`).
pub(crate) fn open_private_lock(path: &Path) -> io::Result<File> {
    private_options().truncate(false).open(path)
}

/// Write, create 0600: what every owner-only open above starts from.
fn private_options() -> OpenOptions {
    let mut options = OpenOptions::new();
    options.write(true).create(true).mode(PRIVATE_FILE);
    options
}

/// Replaces `path` with a 0600 file holding `parts` one after the other, atomically (see the
/// module header). The temporary file is named `{temp_prefix}XXXXXX.tmp` in `path`'s folder,
/// which must exist.
pub(crate) fn write_private(path: &Path, temp_prefix: &str, parts: &[&[u8]]) -> io::Result<()> {
    let temp = private_temp(path, temp_prefix, parts)?;
    temp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Like [`write_private`], but only when nothing is at `path` yet: when another process got
/// there first, the error has kind [`io::ErrorKind::AlreadyExists`] and its file stays.
pub(crate) fn write_private_new(path: &Path, temp_prefix: &str, parts: &[&[u8]]) -> io::Result<()> {
    let temp = private_temp(path, temp_prefix, parts)?;
    temp.persist_noclobber(path).map_err(|e| e.error)?;
    Ok(())
}

/// A 0600 temporary file beside `path` holding `parts`, flushed to disk.
fn private_temp(
    path: &Path,
    temp_prefix: &str,
    parts: &[&[u8]],
) -> io::Result<tempfile::NamedTempFile> {
    let mut temp = temp_beside(path, temp_prefix, PRIVATE_FILE)?;
    for part in parts {
        temp.write_all(part)?;
    }
    temp.as_file().sync_data()?;
    Ok(temp)
}

/// An empty temporary file in `path`'s folder, created with `mode` (less the umask).
fn temp_beside(path: &Path, prefix: &str, mode: u32) -> io::Result<tempfile::NamedTempFile> {
    tempfile::Builder::new()
        .prefix(prefix)
        .suffix(".tmp")
        .permissions(Permissions::from_mode(mode))
        .tempfile_in(folder_of(path))
}

/// The folder a path's file sits in (`.` for a bare name).
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// `.NAME.` for `dir/NAME`: the prefix of a temporary file that belongs to it.
pub(crate) fn temp_prefix_for(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    format!(".{name}.")
}

/// Writes `bytes` to `path` as `fetch -o FILE` does (F-01), by what is at `path` now:
///
/// - nothing: a new file, through a temporary file renamed into place, mode 0666 less the
///   umask (as `curl -o` or `>` would make it);
/// - a regular file: replaced the same way, keeping its permission bits and, where the
///   system allows it (root, or a group the user is in), its owner and group; set-user-ID and
///   set-group-ID bits are not carried over to a page;
/// - a regular file with several hard links: written in place (truncated, then written), so
///   that every name still shows one file, as `>` and `cp` do and as editors do for linked
///   files (vim's `backupcopy=auto`). A rename would quietly split the link: the other names
///   would keep the old page, which is never what someone who linked the files wants. The
///   space is reserved first where the file system can (`fallocate`), so a full disk fails
///   before the old content is touched; what in-place writing cannot give is atomicity — a
///   reader at that moment may see part of the page;
/// - a regular file in a folder where no temporary file can be made (no write permission on
///   the folder, but on the file): written in place too, rather than failing;
/// - a regular file this process may not write (read-only): an error, as with `>`;
/// - a symlink: replaced by the file (the link is not followed, its target is untouched) —
///   unless it leads to a device or FIFO (`/dev/fd/3`), which is written through;
/// - a device or FIFO: opened and written through (`/dev/null` stays a device; a FIFO's
///   reader gets the page), never replaced;
/// - anything in `/dev` or `/proc` (`/dev/stdout`, `/proc/self/fd/1`): written through,
///   never created or replaced;
/// - a folder or a socket: an error.
///
/// A write error (ENOSPC on `/dev/full`) comes back as the system's error.
pub(crate) fn write_output(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if in_system_folder(path) {
        return write_through(path, bytes, Follow::Yes);
    }
    let existing = match std::fs::symlink_metadata(path) {
        Ok(meta) => Some(meta),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    let Some(meta) = existing else {
        return replace_file(path, bytes, None);
    };
    let kind = meta.file_type();
    if kind.is_symlink() {
        // A link to a device or FIFO is a way of naming it (`/dev/fd/3`, a pipe set up by a
        // script): written through. A link to a file, or to nothing, is replaced: writing
        // through it would clobber whatever it points at.
        return match std::fs::metadata(path) {
            Ok(target) if is_device_like(&target) => write_through(path, bytes, Follow::Yes),
            _ => replace_file(path, bytes, None),
        };
    }
    if let Some(e) = not_writable_as_output(kind) {
        return Err(e);
    }
    if !kind.is_file() {
        return write_through(path, bytes, Follow::No);
    }
    if !may_write(path) {
        // As `>` and `curl -o` would: a read-only file is not replaced behind its back.
        return Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            "the file is read-only",
        ));
    }
    if meta.nlink() > 1 {
        return write_in_place(path, bytes);
    }
    match replace_file(path, bytes, Some(&meta)) {
        Err(e) if e.kind() == io::ErrorKind::PermissionDenied => write_in_place(path, bytes),
        other => other,
    }
}

/// The error for what no `-o` writes to: a folder or a socket.
fn not_writable_as_output(kind: std::fs::FileType) -> Option<io::Error> {
    if kind.is_dir() {
        Some(io::Error::new(
            io::ErrorKind::IsADirectory,
            "it is a folder",
        ))
    } else if kind.is_socket() {
        Some(io::Error::other("it is a socket, not a file"))
    } else {
        None
    }
}

/// Writes `bytes` to `path` like [`write_output`], but never over a file (B-20: a download, a
/// screenshot): what already sits at `path` decides, by the same rules —
///
/// - nothing: a new file 0600 (it holds what a page gave), made beside it and moved into place
///   only while the name is still free, so a file that appears meanwhile is kept too;
/// - a regular file, or a symlink to anything but a device or FIFO: refused with
///   [`io::ErrorKind::AlreadyExists`], the file and the link's target untouched;
/// - a device or FIFO, or a symlink to one, and anything in `/dev` or `/proc`: written through
///   (`/dev/null` stays a device);
/// - a folder or a socket: an error.
pub(crate) fn write_output_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if in_system_folder(path) {
        return write_through(path, bytes, Follow::Yes);
    }
    let meta = match std::fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return write_private_new(path, &temp_prefix_for(path), &[bytes]);
        }
        Err(e) => return Err(e),
    };
    let kind = meta.file_type();
    if kind.is_symlink() {
        return match std::fs::metadata(path) {
            Ok(target) if is_device_like(&target) && !target.file_type().is_socket() => {
                write_through(path, bytes, Follow::Yes)
            }
            _ => Err(already_there()),
        };
    }
    if let Some(e) = not_writable_as_output(kind) {
        return Err(e);
    }
    if kind.is_file() {
        return Err(already_there());
    }
    write_through(path, bytes, Follow::No)
}

/// The error of a name that is taken.
fn already_there() -> io::Error {
    io::Error::new(
        io::ErrorKind::AlreadyExists,
        "a file is already there, and it is never overwritten",
    )
}

/// Gives the file at `from` the name `to` in the same file system, only while `to` is free
/// (a hard link, which never replaces, then `from` removed): when `to` is taken the error has
/// kind [`io::ErrorKind::AlreadyExists`] and both files stay as they were.
pub(crate) fn move_new(from: &Path, to: &Path) -> io::Result<()> {
    std::fs::hard_link(from, to)?;
    std::fs::remove_file(from)
}

/// Sets a file's mode to 0600 (G-04).
pub(crate) fn restrict_file(path: &Path) -> io::Result<()> {
    std::fs::set_permissions(path, Permissions::from_mode(PRIVATE_FILE))
}

/// Whether `path` names something in `/dev` or `/proc` (after resolving its folder):
/// `/dev/null`, `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`. Those are always written
/// through, never created or replaced: `/dev/stdout` is itself a symlink, and replacing it
/// (as root, in a container) would break the system's own node.
fn in_system_folder(path: &Path) -> bool {
    let Ok(folder) = std::fs::canonicalize(folder_of(path)) else {
        return false;
    };
    folder.starts_with("/dev") || folder.starts_with("/proc")
}

/// A device, FIFO or socket: something written through, not a file to replace.
fn is_device_like(meta: &Metadata) -> bool {
    let kind = meta.file_type();
    kind.is_char_device() || kind.is_block_device() || kind.is_fifo() || kind.is_socket()
}

/// A temporary file beside `path` with `bytes`, renamed over it; `old` is the regular file
/// it replaces, whose mode and owner it takes.
fn replace_file(path: &Path, bytes: &[u8], old: Option<&Metadata>) -> io::Result<()> {
    let mut temp = temp_beside(path, &temp_prefix_for(path), NEW_OUTPUT_FILE)?;
    temp.write_all(bytes)?;
    if let Some(old) = old {
        let file = temp.as_file();
        // Owner first: changing the owner may clear set-ID bits, and the mode goes on last.
        if (old.uid(), old.gid()) != (file.metadata()?.uid(), file.metadata()?.gid()) {
            // Not allowed to a user who is not root (or not in the group): the new file is
            // then theirs, as after any rename.
            let _ = std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid()))
                .or_else(|_| std::os::unix::fs::fchown(file, None, Some(old.gid())));
        }
        file.set_permissions(Permissions::from_mode(old.mode() & 0o777))?;
    }
    temp.as_file().sync_data()?;
    temp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Whether this process may open `path` for writing.
fn may_write(path: &Path) -> bool {
    nix::unistd::access(path, nix::unistd::AccessFlags::W_OK).is_ok()
}

/// Writes `bytes` over the regular file at `path`, keeping its inode (and so its hard links,
/// mode and owner). Space for the new content is reserved before the old content is cut, where
/// the file system supports it.
fn write_in_place(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = open_for_writing(path, Follow::No)?;
    if !file.metadata()?.is_file() {
        // Swapped for something else since it was looked at: write through whatever it is.
        return write_all_flushed(&mut file, bytes);
    }
    reserve(&file, bytes.len())?;
    file.set_len(0)?;
    write_all_flushed(&mut file, bytes)?;
    file.sync_data()
}

/// Reserves `len` bytes for `file` without changing its size (`fallocate` with KEEP_SIZE); a
/// file system that cannot is written without a reservation.
fn reserve(file: &File, len: usize) -> io::Result<()> {
    use nix::fcntl::{FallocateFlags, fallocate};
    let Ok(len) = i64::try_from(len) else {
        return Ok(());
    };
    if len == 0 {
        return Ok(());
    }
    match fallocate(file, FallocateFlags::FALLOC_FL_KEEP_SIZE, 0, len) {
        Ok(()) => Ok(()),
        Err(nix::errno::Errno::ENOSPC) => Err(io::Error::from(io::ErrorKind::StorageFull)),
        Err(nix::errno::Errno::EDQUOT) => Err(io::Error::from(io::ErrorKind::QuotaExceeded)),
        // EOPNOTSUPP, ENOSYS, EINVAL…: no reservation on this file system.
        Err(_) => Ok(()),
    }
}

/// Opens a device or FIFO at `path` and writes `bytes` to it (a FIFO waits for its reader, as a
/// shell redirection does).
fn write_through(path: &Path, bytes: &[u8], follow: Follow) -> io::Result<()> {
    let mut file = open_for_writing(path, follow)?;
    write_all_flushed(&mut file, bytes)
}

/// Whether opening a path follows a symlink at its end.
#[derive(Clone, Copy)]
enum Follow {
    /// Follow it: the path was looked at and names a device or FIFO through the link.
    Yes,
    /// Refuse it (ELOOP): a link swapped in after the look is not followed.
    No,
}

/// Opens `path` for writing, never creating or truncating it.
fn open_for_writing(path: &Path, follow: Follow) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true);
    if let Follow::No = follow {
        options.custom_flags(nix::fcntl::OFlag::O_NOFOLLOW.bits());
    }
    options.open(path)
}

fn write_all_flushed(file: &mut File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(bytes)?;
    file.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mode(path: &Path) -> u32 {
        std::fs::symlink_metadata(path).unwrap().mode() & 0o7777
    }

    // G-04: folders 0700, files 0600, no temporary file left behind.
    #[test]
    fn g04_private_dirs_and_files() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("a/b");
        create_private_dir(&dir).unwrap();
        assert_eq!(mode(&dir), 0o700);
        assert_eq!(mode(&root.path().join("a")), 0o700);
        let file = dir.join("x.json");
        write_private(&file, ".x.", &[b"{", b"}"]).unwrap();
        assert_eq!(mode(&file), 0o600);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "{}");
        std::fs::set_permissions(&file, Permissions::from_mode(0o644)).unwrap();
        write_private(&file, ".x.", &[b"new"]).unwrap();
        assert_eq!(mode(&file), 0o600);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "new");
        let err = write_private_new(&file, ".x.", &[b"other"]).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "new");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    }

    // B-20, B-14: a download or screenshot never replaces a file or follows a link to one; a
    // new file is 0600; a device is written through; a folder is refused.
    #[test]
    fn b20_output_never_clobbers() {
        let root = tempfile::tempdir().unwrap();
        let file = root.path().join("report.csv");
        write_output_new(&file, b"new").unwrap();
        assert_eq!(mode(&file), 0o600);
        let err = write_output_new(&file, b"other").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "new");
        let sym = root.path().join("sym.csv");
        std::os::unix::fs::symlink(&file, &sym).unwrap();
        let err = write_output_new(&sym, b"other").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "new");
        let err = write_output_new(root.path(), b"x").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::IsADirectory);
        write_output_new(Path::new("/dev/null"), b"x").unwrap();
        let moved = root.path().join("moved.csv");
        move_new(&file, &moved).unwrap();
        std::fs::write(&file, "again").unwrap();
        let err = move_new(&file, &moved).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read_to_string(&moved).unwrap(), "new");
        assert_eq!(std::fs::read_dir(root.path()).unwrap().count(), 3);
    }

    // F-01: an existing file keeps its mode; a new one gets the umask's; a hard-linked file
    // stays linked; a symlink is replaced, its target untouched.
    #[test]
    fn f01_output_keeps_what_the_target_is() {
        let root = tempfile::tempdir().unwrap();
        let file = root.path().join("page.md");
        std::fs::write(&file, "old").unwrap();
        std::fs::set_permissions(&file, Permissions::from_mode(0o640)).unwrap();
        write_output(&file, b"new").unwrap();
        assert_eq!(mode(&file), 0o640);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "new");

        let link = root.path().join("link.md");
        std::fs::hard_link(&file, &link).unwrap();
        write_output(&link, b"linked").unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "linked");
        assert_eq!(std::fs::metadata(&file).unwrap().nlink(), 2);

        let target = root.path().join("target.md");
        std::fs::write(&target, "kept").unwrap();
        let sym = root.path().join("sym.md");
        std::os::unix::fs::symlink(&target, &sym).unwrap();
        write_output(&sym, b"page").unwrap();
        assert!(std::fs::symlink_metadata(&sym).unwrap().is_file());
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "kept");

        let err = write_output(root.path(), b"x").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::IsADirectory);

        // A read-only file is refused, as `>` would (root may write anything: not checked).
        if !nix::unistd::geteuid().is_root() {
            std::fs::set_permissions(&target, Permissions::from_mode(0o444)).unwrap();
            let err = write_output(&target, b"x").unwrap_err();
            assert_eq!(err.kind(), io::ErrorKind::PermissionDenied);
            assert_eq!(std::fs::read_to_string(&target).unwrap(), "kept");
        }
        // Only the files made above: no temporary file left.
        assert_eq!(std::fs::read_dir(root.path()).unwrap().count(), 4);
    }
}
