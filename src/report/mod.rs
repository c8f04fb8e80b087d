//! What a call found, before it is printed: one report type per command, from which both output
//! forms (the `<web_result>` text block and the `--json` object) are made. Printing them is the
//! printer's job (`output`); filling them is the commands'.

pub(crate) mod fetch;
pub(crate) mod search;

use serde::Serialize;

/// Which rule approved a fetch, for `allowed_by`.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct AllowedBy {
    /// The rule, normalised, or the exact URL for `--allow-url`.
    pub(crate) rule: String,
    /// Where it came from.
    pub(crate) source: String,
}

/// An age as people say it: `45s`, `3m`, `2h`, `4d`.
pub(crate) fn short_age(age: std::time::Duration) -> String {
    let s = age.as_secs();
    match s {
        0..60 => format!("{s}s"),
        60..3600 => format!("{}m", s / 60),
        3600..86400 => format!("{}h", s / 3600),
        _ => format!("{}d", s / 86400),
    }
}
