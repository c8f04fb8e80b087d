//! Asking a person (A-04, S-07): the question the approver needs answered, the answers it
//! understands, and the [`Asker`] trait that gets one. The question and answer are plain data
//! (`Send`, serde-able), so an asker can show them on this terminal — the one in `prompt.rs`
//! at the crate's top — or hold them for another process to answer (a browse client, B-12).
//!
//! Not here: what an answer means (`approval`), how a terminal shows it (the top-level `prompt` module).

use serde::{Deserialize, Serialize};

/// What to show a person: the title, preview lines, which lasting answers to offer, and what
/// the question is about (for an asker that keeps it, and for the refusal on No).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Question {
    /// `garuda-web wants to fetch from H`.
    pub(crate) title: String,
    /// Indented lines under the title (`GET U`, `a redirect from …`).
    pub(crate) preview: Vec<String>,
    /// A line shown as a warning (unusual URLs, A-03 step 2).
    pub(crate) warning: Option<String>,
    /// Offer [`Answer::Session`] (there is a session to store it in).
    pub(crate) offer_session: bool,
    /// The label of the [`Answer::Always`] choice (`Yes, always for docs.rs`); `None` to not
    /// offer it.
    pub(crate) always_label: Option<String>,
}

/// A person's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Answer {
    /// Approve this request only.
    Once,
    /// Approve and store a session grant.
    Session,
    /// Approve and add the rule to policy.json.
    Always,
    /// Refuse (also Esc and Ctrl-C at the terminal, A-04).
    No,
}

/// Why no answer came.
#[derive(Debug, thiserror::Error)]
pub(crate) enum AskError {
    /// The person could not be reached (the terminal went away mid-question).
    #[error("nobody could be asked: {0}")]
    Unreachable(#[from] std::io::Error),
}

/// Gets an answer to a [`Question`] from a person. Implementations: the terminal prompt
/// (`prompt::Terminal` at the top of the crate); later one that parks the question for a browse client.
pub(crate) trait Asker: std::fmt::Debug + Send + Sync {
    /// Shows `question` and waits for the answer.
    fn ask(&self, question: &Question) -> Result<Answer, AskError>;
}
