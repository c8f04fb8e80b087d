//! The session log: the background process's stderr is `run/<session>.log` (B-01). A leaf, so
//! every part of the background process can write a line without knowing who runs it.

/// One line in the session log.
#[allow(
    clippy::print_stderr,
    reason = "the background process's stderr is its log file"
)]
pub(crate) fn log(line: &str) {
    eprintln!("garuda-web browse: {line}");
}
