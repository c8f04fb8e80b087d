//! Everything garuda-web prints. stdout carries only the result (G-01): the `<web_result>` block
//! or one JSON object; errors, warnings and notes go to stderr. Every network-derived value
//! passes through `sanitize` here, so no other module needs to remember to.

use std::borrow::Cow;
use std::io::{IsTerminal, Write};

use serde::Serialize;

use crate::error::Error;
use crate::page::Warning;
use crate::sanitize::{attribute, for_terminal, for_text, neutralize};

/// Where and how to print, decided once per call.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Printer {
    /// Print one JSON object instead of text.
    pub(crate) json: bool,
    /// No warnings or notes on stderr.
    pub(crate) quiet: bool,
    /// Explain each step on stderr.
    pub(crate) verbose: bool,
    /// stdout is a terminal: escape characters that could hide text.
    stdout_tty: bool,
    /// stderr is a terminal.
    stderr_tty: bool,
}

impl Printer {
    /// A printer for this process's streams.
    pub(crate) fn new(json: bool, quiet: bool, verbose: bool) -> Printer {
        Printer {
            json,
            quiet,
            verbose,
            stdout_tty: std::io::stdout().is_terminal(),
            stderr_tty: std::io::stderr().is_terminal(),
        }
    }

    /// Writes the result to stdout. Text output loses controls and escape sequences (G-06);
    /// on a terminal the remaining invisible characters are shown as escapes.
    pub(crate) fn result(&self, text: &str) -> Result<(), Error> {
        let text = if self.json {
            text.into()
        } else {
            for_text(text)
        };
        let text = if self.stdout_tty {
            Cow::Owned(for_terminal(&text).into_owned())
        } else {
            text
        };
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())?;
        out.flush()?;
        Ok(())
    }

    /// Writes a JSON value to stdout as one line.
    pub(crate) fn json_result(&self, value: &impl Serialize) -> Result<(), Error> {
        let mut line = serde_json::to_string(value).map_err(std::io::Error::other)?;
        line.push('\n');
        self.result(&line)
    }

    /// A warning on stderr (silenced by `-q`).
    pub(crate) fn warn(&self, warning: &Warning) {
        if !self.quiet {
            self.stderr(&format!(
                "garuda-web: warning: {}\nhint: {}\n",
                warning.message, warning.hint
            ));
        }
    }

    /// A status line on stderr (silenced by `-q`), such as a search's cost (S-12).
    pub(crate) fn info(&self, text: &str) {
        if !self.quiet {
            self.stderr(&format!("{text}\n"));
        }
    }

    /// A step explained on stderr (only with `-v`).
    pub(crate) fn note(&self, text: &str) {
        if self.verbose {
            self.stderr(&format!("garuda-web: {text}\n"));
        }
    }

    /// Reports an error: the sentence and hint on stderr, and with `--json` also the error
    /// object on stdout (G-01, G-03).
    pub(crate) fn error(&self, err: &Error) {
        let message = neutralize(&err.to_string()).into_owned();
        let hint = err.hint().map(|h| neutralize(&h).into_owned());
        if self.json {
            let body = ErrorEnvelope {
                error: ErrorBody {
                    code: err.code(),
                    message: &message,
                    hint: hint.as_deref(),
                },
            };
            // stdout may be gone already; the stderr line below still tells the story.
            let _ = self.json_result(&body);
        }
        self.error_sentence(err);
    }

    /// Reports an error on stderr only: for a failure whose result (and JSON error object) is
    /// already on stdout, such as an HTTP error page (F-03).
    pub(crate) fn error_sentence(&self, err: &Error) {
        let mut text = format!("garuda-web: error: {}\n", neutralize(&err.to_string()));
        if let Some(h) = err.hint() {
            text.push_str(&format!("hint: {}\n", neutralize(&h)));
        }
        self.stderr(&text);
    }

    fn stderr(&self, text: &str) {
        let text = if self.stderr_tty {
            for_terminal(text)
        } else {
            text.into()
        };
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(text.as_bytes());
    }
}

/// `{"error": {...}}`, the JSON shape of every failure (G-01).
#[derive(Serialize)]
struct ErrorEnvelope<'a> {
    error: ErrorBody<'a>,
}

/// The error object inside JSON output.
#[derive(Debug, Serialize)]
pub(crate) struct ErrorBody<'a> {
    /// Stable identifier (G-02).
    pub(crate) code: &'static str,
    /// One sentence.
    pub(crate) message: &'a str,
    /// What to do next.
    pub(crate) hint: Option<&'a str>,
}

/// Which rule approved a fetch, for `allowed_by`.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct AllowedBy {
    /// The rule, normalised, or the exact URL for `--allow-url`.
    pub(crate) rule: String,
    /// Where it came from.
    pub(crate) source: String,
}

/// The result of one fetch: what both output forms are made from (F-40, F-41).
#[derive(Debug, Serialize)]
pub(crate) struct FetchReport {
    /// The URL asked for, after the URL check.
    pub(crate) url: String,
    /// The URL that answered.
    pub(crate) final_url: String,
    /// Its HTTP status.
    pub(crate) status: u16,
    /// The media type.
    pub(crate) content_type: String,
    /// The encoding the body was decoded with.
    pub(crate) charset: String,
    /// The page title.
    pub(crate) title: Option<String>,
    /// First character of the window.
    pub(crate) start: usize,
    /// Character just past the window.
    pub(crate) end: usize,
    /// Characters in the whole text.
    pub(crate) total_chars: usize,
    /// Where the next window starts; `null` at the end.
    pub(crate) next_start: Option<usize>,
    /// The window's text.
    pub(crate) content: String,
    /// Whether the text came from the cache.
    pub(crate) cached: bool,
    /// When the page was fetched (RFC 3339, UTC).
    pub(crate) fetched_at: String,
    /// SHA-256 of the whole converted text, hex.
    pub(crate) sha256: String,
    /// The rule that approved the first request.
    pub(crate) allowed_by: AllowedBy,
    /// Every URL redirected to, in order.
    pub(crate) redirects: Vec<String>,
    /// The proxy the page came through.
    pub(crate) via: Option<String>,
    /// Warnings about the page.
    pub(crate) warnings: Vec<Warning>,
    /// With `--outline`: the page's headings (F-42).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) outline: Option<Vec<crate::page::outline::Heading>>,
    /// How old the cached copy is, when it came from the cache (F-11).
    #[serde(skip)]
    pub(crate) cached_age: Option<std::time::Duration>,
    /// Set when the final status was not 2xx (F-03).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) error: Option<OwnedErrorBody>,
    /// The command that prints the next window, for the `[More: …]` line.
    #[serde(skip)]
    pub(crate) more_command: Option<String>,
}

/// An error object owned by a report.
#[derive(Debug, Serialize)]
pub(crate) struct OwnedErrorBody {
    /// Stable identifier (G-02).
    pub(crate) code: &'static str,
    /// One sentence.
    pub(crate) message: String,
    /// What to do next.
    pub(crate) hint: Option<String>,
}

impl FetchReport {
    /// Neutralizes every value that came from the network (G-06). Called once, before either
    /// output form is made.
    pub(crate) fn neutralized(mut self) -> FetchReport {
        let n = |s: &str| neutralize(s).into_owned();
        self.url = n(&self.url);
        self.final_url = n(&self.final_url);
        self.content_type = n(&self.content_type);
        self.title = self.title.as_deref().map(n);
        self.content = n(&self.content);
        self.redirects = self.redirects.iter().map(|r| n(r)).collect();
        if let Some(headings) = &mut self.outline {
            for h in headings {
                h.title = n(&h.title);
            }
        }
        self
    }

    /// The `<web_result>` block (F-40).
    pub(crate) fn to_text(&self) -> String {
        let mut out = String::with_capacity(self.content.len() + 256);
        out.push_str(&format!(
            "<web_result url=\"{}\" type=\"{}\"",
            attribute(&self.final_url),
            attribute(&self.content_type)
        ));
        if let Some(title) = &self.title {
            out.push_str(&format!(" title=\"{}\"", attribute(title)));
        }
        if !(200..300).contains(&self.status) {
            out.push_str(&format!(" status=\"{}\"", self.status));
        }
        out.push_str(">\n");
        if self.outline.is_some() {
            out.push_str(&format!("[outline of {} characters]", self.total_chars));
        } else {
            out.push_str(&format!(
                "[characters {}–{} of {}]",
                self.start, self.end, self.total_chars
            ));
        }
        if let Some(age) = self.cached_age {
            out.push_str(&format!(" [cached {} ago]", short_age(age)));
        }
        out.push('\n');
        out.push_str(&self.content);
        if !self.content.is_empty() && !self.content.ends_with('\n') {
            out.push('\n');
        }
        if let Some(more) = &self.more_command {
            out.push_str(&format!("[More: {more}]\n"));
        }
        out.push_str("</web_result>\n");
        out
    }
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

/// Quotes one word for a POSIX shell, so a printed command can be pasted as is.
pub(crate) fn shell_quote(word: &str) -> String {
    format!("'{}'", word.replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_quote_survives_quotes() {
        assert_eq!(shell_quote("https://a.b/?q=1&x"), "'https://a.b/?q=1&x'");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
    }
}
