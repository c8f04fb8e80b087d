//! What `config check` reports (K-03): findings with a level, collected by the checks of
//! `check.rs` and `check_search.rs` and printed by `check.rs`. A leaf of `commands::config`, so
//! the checks do not import each other.

use serde::Serialize;

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub(super) enum Level {
    /// Fine.
    Ok,
    /// Worth knowing; does not fail the check.
    Warning,
    /// Something is wrong: the check exits 2.
    Error,
}

/// One line of the report.
#[derive(Debug, Serialize)]
pub(super) struct Finding {
    /// How bad.
    pub(super) level: Level,
    /// What was checked: `config.json`, `search`, `cache dir` …
    pub(super) topic: &'static str,
    /// One sentence.
    pub(super) message: String,
}

/// Collects findings.
#[derive(Debug, Default)]
pub(super) struct Report(pub(super) Vec<Finding>);

impl Report {
    /// Adds a finding.
    pub(super) fn add(&mut self, level: Level, topic: &'static str, message: impl Into<String>) {
        self.0.push(Finding {
            level,
            topic,
            message: message.into(),
        });
    }

    /// Whether an error about `topic` was found.
    pub(super) fn has_error(&self, topic: &str) -> bool {
        self.0
            .iter()
            .any(|f| f.level == Level::Error && f.topic == topic)
    }
}
