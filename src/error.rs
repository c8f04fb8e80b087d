//! The top-level error: each layer's error plus the few that belong to no layer, with the JSON
//! code, exit status and hint of each (G-02, G-03).

use serde::Serialize;

use crate::exit::ExitStatus;
use crate::sanitize::neutralize;

/// Everything that can end a call unsuccessfully.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    /// Reaching the host failed or was refused.
    #[error(transparent)]
    Net(#[from] crate::net::Error),
    /// The body could not be read as text.
    #[error(transparent)]
    Page(#[from] crate::page::Error),
    /// The request was not approved.
    #[error(transparent)]
    Approval(#[from] crate::approval::Error),
    /// The configuration is broken.
    #[error(transparent)]
    Config(#[from] crate::config::Error),
    /// A search failed or was refused (§6).
    #[error(transparent)]
    Search(#[from] crate::search::Error),
    /// The command line is wrong in a way clap cannot see.
    #[error("{message}")]
    Usage {
        /// One sentence.
        message: String,
        /// What to do instead.
        hint: Option<String>,
    },
    /// The final HTTP status is not 2xx (F-03); the page was still printed.
    #[error("{url} answered with HTTP status {status}")]
    HttpStatus {
        /// The final URL.
        url: String,
        /// The status code.
        status: u16,
    },
    /// `--offline` and the page is not in the cache.
    #[error("{url} is not in the cache")]
    NotCached {
        /// The URL asked for.
        url: String,
    },
    /// A browse call failed (§7).
    #[error(transparent)]
    Browse(#[from] crate::browse::Error),
    /// A signal ended the call: Ctrl-C, SIGTERM or SIGHUP.
    #[error("{}", interrupted_message(*.0))]
    Interrupted(crate::interrupt::Signal),
    /// Writing the result failed.
    #[error("cannot write the result: {0}")]
    Output(#[from] std::io::Error),
    /// Another error whose hint the command knows better than the layer that failed (the
    /// flags of `browse` are not those of `fetch`): code, exit status and message are the
    /// inner error's.
    #[error("{source}")]
    Hinted {
        /// The error.
        source: Box<Error>,
        /// What to do next, in the command's own flags.
        hint: String,
    },
    /// `fetch -o FILE` could not write the page to FILE.
    #[error("cannot write the page to {}: {source}", path.display())]
    WriteFile {
        /// The file asked for.
        path: std::path::PathBuf,
        /// What failed.
        source: std::io::Error,
    },
}

impl Error {
    /// The JSON `error.code`.
    pub(crate) fn code(&self) -> &'static str {
        match self {
            Error::Net(e) => e.code(),
            Error::Page(e) => e.code(),
            Error::Search(e) => e.code(),
            Error::Approval(e) => e.code(),
            Error::Config(_) => "config",
            Error::Usage { .. } => "usage",
            Error::Browse(e) => e.code(),
            Error::HttpStatus { .. } => "http_status",
            Error::NotCached { .. } => "not_cached",
            Error::Output(_) | Error::WriteFile { .. } => "output",
            Error::Interrupted(_) => "interrupted",
            Error::Hinted { source, .. } => source.code(),
        }
    }

    /// The exit status; `exit.rs` turns it into a number.
    pub(crate) fn exit_status(&self) -> ExitStatus {
        match self {
            Error::Net(e) => e.exit_status(),
            Error::Page(e) => e.exit_status(),
            Error::Search(e) => e.exit_status(),
            Error::Approval(e) => e.exit_status(),
            Error::Config(_) | Error::Usage { .. } => ExitStatus::Usage,
            Error::Browse(e) => e.exit_status(),
            Error::HttpStatus { .. }
            | Error::NotCached { .. }
            | Error::Output(_)
            | Error::WriteFile { .. } => ExitStatus::Failed,
            Error::Interrupted(signal) => signal.exit_status(),
            Error::Hinted { source, .. } => source.exit_status(),
        }
    }

    /// What the user can do next, if there is something useful to say.
    pub(crate) fn hint(&self) -> Option<String> {
        match self {
            Error::Net(e) => e.hint(),
            Error::Page(e) => e.hint(),
            Error::Search(e) => e.hint(),
            Error::Approval(e) => Some(e.hint()),
            Error::Config(e) => Some(e.hint()),
            Error::Usage { hint, .. } => hint.clone(),
            Error::HttpStatus { .. } => {
                Some("the server's answer is in the output; check the URL".into())
            }
            Error::NotCached { .. } => {
                Some("fetch it once without --offline; cached pages are kept for paging".into())
            }
            Error::Browse(e) => e.hint(),
            Error::Interrupted(_) => {
                Some("the call stopped before it finished; run it again".into())
            }
            Error::Output(_) => None,
            Error::WriteFile { source, .. } => Some(write_file_hint(source).into()),
            Error::Hinted { hint, .. } => Some(hint.clone()),
        }
    }

    /// The JSON error object (G-01, G-03): code, message and hint, neutralized (G-06). The one
    /// place the object is built: the `--json` failure, an HTTP error page's `error` and a
    /// `search --fetch` page that failed all use it.
    pub(crate) fn body(&self) -> ErrorBody {
        ErrorBody {
            code: self.code(),
            message: neutralize(&self.to_string()).into_owned(),
            hint: self.hint().map(|h| neutralize(&h).into_owned()),
        }
    }

    /// `{"error": {...}}`, the whole `--json` output of a failed call (G-01).
    pub(crate) fn envelope(&self) -> ErrorEnvelope {
        ErrorEnvelope { error: self.body() }
    }

    /// This error with `hint` instead of its own.
    pub(crate) fn with_hint(self, hint: String) -> Error {
        Error::Hinted {
            source: Box::new(self),
            hint,
        }
    }

    /// Whether this is stdout closing early (`garuda-web fetch … | head`), which is not a
    /// failure.
    pub(crate) fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Output(e) if e.kind() == std::io::ErrorKind::BrokenPipe)
    }
}

/// What to do when `-o FILE` could not be written (F-01), by what the system said.
fn write_file_hint(source: &std::io::Error) -> &'static str {
    use std::io::ErrorKind;
    match source.kind() {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => {
            "free some space, or write the page somewhere else"
        }
        ErrorKind::IsADirectory => "give a file name inside that folder",
        _ => "check that the folder exists and that you may write there",
    }
}

/// "interrupted" for Ctrl-C; the signal's name for the others.
fn interrupted_message(signal: crate::interrupt::Signal) -> String {
    match signal {
        crate::interrupt::Signal::Interrupt => "interrupted".into(),
        other => format!("stopped by {}", other.name()),
    }
}

/// The error object inside JSON output (G-01), made by [`Error::body`].
#[derive(Debug, Clone, Serialize)]
pub(crate) struct ErrorBody {
    /// Stable identifier (G-02).
    pub(crate) code: &'static str,
    /// One sentence.
    pub(crate) message: String,
    /// What to do next.
    pub(crate) hint: Option<String>,
}

/// `{"error": {...}}`, the JSON shape of every failure (G-01), made by [`Error::envelope`].
#[derive(Debug, Serialize)]
pub(crate) struct ErrorEnvelope {
    /// The error.
    pub(crate) error: ErrorBody,
}
