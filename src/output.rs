//! The printer: everything garuda-web prints goes through it, built once per call in `run()`
//! (the report types it prints are in `report`). stdout carries only the result (G-01): the
//! `<web_result>` block or one JSON object; errors, warnings and notes go to stderr — except
//! with `--json`, where errors and warnings live only inside the JSON object and stderr carries
//! nothing but `-v` notes (and an interactive prompt, which is not printed here). Text for a
//! terminal passes through `sanitize` here, so no other module needs to remember to.

use std::io::{IsTerminal, Write};

use serde::Serialize;

use crate::error::Error;
use crate::sanitize::for_terminal;
use crate::warning::Warning;

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

    /// Writes the result to stdout.
    pub(crate) fn result(&self, text: &str) -> Result<(), Error> {
        let text = if self.stdout_tty {
            for_terminal(text)
        } else {
            text.into()
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

    /// A warning on stderr (silenced by `-q`; with `--json` it is in the JSON object instead).
    pub(crate) fn warn(&self, warning: &Warning) {
        if !self.quiet && !self.json {
            self.stderr(&format!(
                "garuda-web: warning: {}\nhint: {}\n",
                warning.message, warning.hint
            ));
        }
    }

    /// A status line on stderr (silenced by `-q` and `--json`), such as a search's cost (S-12).
    pub(crate) fn info(&self, text: &str) {
        if !self.quiet && !self.json {
            self.stderr(&format!("{text}\n"));
        }
    }

    /// A step explained on stderr (only with `-v`).
    pub(crate) fn note(&self, text: &str) {
        if self.verbose {
            self.stderr(&format!("garuda-web: {text}\n"));
        }
    }

    /// Reports an error: with `--json` the error object on stdout and nothing on stderr
    /// (G-01), otherwise the sentence and hint on stderr (G-03).
    pub(crate) fn error(&self, err: &Error) {
        if self.json {
            // stdout may be gone already; the exit code still tells the story.
            let _ = self.json_result(&err.envelope());
        } else {
            self.error_sentence(err);
        }
    }

    /// Reports an error on stderr only: for a failure whose result (and JSON error object) is
    /// already on stdout, such as an HTTP error page (F-03). Silent with `--json`, where the
    /// error is inside the JSON object.
    pub(crate) fn error_sentence(&self, err: &Error) {
        if self.json {
            return;
        }
        let body = err.body();
        let mut text = format!("garuda-web: error: {}\n", body.message);
        if let Some(h) = &body.hint {
            text.push_str(&format!("hint: {h}\n"));
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
