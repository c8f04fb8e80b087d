//! A warning that goes with a result (the exit code stays 0): made by the page, search and
//! approval layers, printed by the printer (on stderr) or carried in the JSON object. A leaf:
//! it imports nothing of the crate, so every layer can use it.

/// A warning that goes with the result (exit stays 0).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Warning {
    /// Stable identifier, e.g. `page_needs_javascript`.
    pub(crate) code: String,
    /// One sentence.
    pub(crate) message: String,
    /// What to do about it.
    pub(crate) hint: String,
}

/// The codes of warnings that say the result holds less than the source, or not what it
/// seems (G-09): `-q` never hides them, since a script that sees exit 0 and an empty or cut
/// text must still be told. The others (`main_content_uncertain`, a choice not saved…) are
/// only remarks, and `-q` silences them.
pub(crate) const PARTIAL_RESULT: &[&str] = &[
    // Pages (F-07, F-11, F-13, F-60, R-02).
    "page_needs_javascript",
    "render_little_text",
    "render_refused",
    "render_busy",
    "navigation_refused",
    "page_truncated",
    "page_changed",
    "nesting_flattened",
    "more_text",
    "pdf_no_text",
    "pdf_damaged",
    // Search answers and result lists (§6).
    "answer_truncated",
    "links_dropped",
    "engines_unresponsive",
    "search_failed",
    // browse replies (B-06): a result or snapshot cut at 100 KiB, console messages not shown.
    "result_truncated",
    "console_truncated",
    // browse state save (B-23): the storage of an origin no tab shows was not saved.
    "state_partial",
];

impl Warning {
    /// Whether this warning says the result is partial or missing ([`PARTIAL_RESULT`]).
    pub(crate) fn means_partial(&self) -> bool {
        PARTIAL_RESULT.contains(&self.code.as_str())
    }
}
