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
