//! The exit codes of SPEC §2 (G-02). This is the only file that knows the numbers; everything
//! else names a meaning.

use std::process::ExitCode;

/// How a call ended, as the shell sees it (G-02).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExitStatus {
    /// The operation succeeded (warnings are possible).
    Success,
    /// The operation failed: DNS, connect, TLS, timeout, HTTP status, size limit, content type.
    Failed,
    /// The command line or the configuration is wrong.
    Usage,
    /// A safety rule refused the request: URL or address check, deny rule.
    Blocked,
    /// Nobody approved the request: declined, or approval needed and no terminal to ask.
    NotApproved,
    /// The user pressed Ctrl-C (SIGINT).
    Interrupted,
    /// The call was asked to stop (SIGTERM).
    Terminated,
    /// The terminal went away (SIGHUP).
    HungUp,
}

impl ExitStatus {
    /// The number the process exits with.
    pub fn code(self) -> u8 {
        match self {
            ExitStatus::Success => 0,
            ExitStatus::Failed => 1,
            ExitStatus::Usage => 2,
            ExitStatus::Blocked => 3,
            ExitStatus::NotApproved => 4,
            ExitStatus::Interrupted => 130,
            ExitStatus::Terminated => 143,
            ExitStatus::HungUp => 129,
        }
    }
}

impl ExitStatus {
    /// Every status, in the order of the numbers.
    pub(crate) const ALL: [ExitStatus; 8] = [
        ExitStatus::Success,
        ExitStatus::Failed,
        ExitStatus::Usage,
        ExitStatus::Blocked,
        ExitStatus::NotApproved,
        ExitStatus::HungUp,
        ExitStatus::Interrupted,
        ExitStatus::Terminated,
    ];

    /// What the status means, for `--help` and the man pages.
    pub(crate) fn meaning(self) -> &'static str {
        match self {
            ExitStatus::Success => "success (warnings possible)",
            ExitStatus::Failed => "the operation failed",
            ExitStatus::Usage => "usage or configuration error",
            ExitStatus::Blocked => "blocked by a safety rule",
            ExitStatus::NotApproved => "not approved (declined, or no terminal to ask)",
            ExitStatus::HungUp => "stopped by SIGHUP (the terminal closed)",
            ExitStatus::Interrupted => "interrupted (Ctrl-C)",
            ExitStatus::Terminated => "stopped by SIGTERM",
        }
    }
}

/// `Exit codes:` and one line per status, for the end of a command's `--help` (made here so
/// the numbers stay in this file).
pub(crate) fn help_text(statuses: &[ExitStatus]) -> String {
    let mut text = String::from("Exit codes:");
    for status in statuses {
        text.push_str(&format!("\n  {:<4} {}", status.code(), status.meaning()));
    }
    text
}

impl From<ExitStatus> for ExitCode {
    fn from(status: ExitStatus) -> ExitCode {
        ExitCode::from(status.code())
    }
}

#[cfg(test)]
mod tests {
    use super::ExitStatus;

    // G-02: the table in the spec and the README.
    #[test]
    fn g02_codes_match_the_spec_table() {
        let table = [
            (ExitStatus::Success, 0),
            (ExitStatus::Failed, 1),
            (ExitStatus::Usage, 2),
            (ExitStatus::Blocked, 3),
            (ExitStatus::NotApproved, 4),
            (ExitStatus::Interrupted, 130),
            (ExitStatus::Terminated, 143),
            (ExitStatus::HungUp, 129),
        ];
        for (status, code) in table {
            assert_eq!(status.code(), code, "{status:?}");
        }
    }
}
