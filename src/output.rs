//! The printer: everything garuda-web prints goes through it, built once per call in `run()`
//! (the report types it prints are in `report`). stdout carries only the result (G-01): the
//! `<web_result>` block or one JSON object; errors, warnings and notes go to stderr — except
//! with `--json`, where errors and warnings live only inside the JSON object and stderr carries
//! nothing but `-v` notes (and an interactive prompt, which is not printed here). Text for a
//! terminal passes through `sanitize` here, so no other module needs to remember to.

use std::borrow::Cow;
use std::io::{IsTerminal, Write};

use anstyle::{AnsiColor, Style};
use serde::Serialize;

use crate::cli::ColorChoice;
use crate::env;
use crate::error::Error;
use crate::sanitize::{for_terminal, for_text, neutralize};
use crate::status_line;
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
    /// Colour the labels on stderr (`error:`, `warning:`, `hint:`) and the prompt's title.
    color: bool,
}

impl Printer {
    /// A printer for this process's streams; `color` is `--color` (SPEC §1: `auto` colours a
    /// terminal unless NO_COLOR is set, and CLICOLOR_FORCE colours a pipe too).
    pub(crate) fn new(json: bool, quiet: bool, verbose: bool, color: ColorChoice) -> Printer {
        let stderr_tty = std::io::stderr().is_terminal();
        Printer {
            json,
            quiet,
            verbose,
            stdout_tty: std::io::stdout().is_terminal(),
            stderr_tty,
            color: wants_color(color, stderr_tty, env::os_value),
        }
    }

    /// Whether slow work shows a status line on stderr (G-01: progress never goes to stdout):
    /// only on a terminal, and
    /// not with `--json` or `-q` (nothing but the result) or `-v` (whose steps say it all).
    pub(crate) fn status_lines(&self) -> bool {
        self.stderr_tty && !self.json && !self.quiet && !self.verbose
    }

    /// Whether stderr (and so the prompt) is coloured.
    pub(crate) fn color(&self) -> bool {
        self.color
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
        let write = || -> std::io::Result<()> {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())?;
            out.flush()
        };
        // On a terminal the result shares the screen with the status lines (G-01).
        if self.stdout_tty {
            status_line::around(write)?;
        } else {
            write()?;
        }
        Ok(())
    }

    /// Writes a JSON value to stdout as one line.
    pub(crate) fn json_result(&self, value: &impl Serialize) -> Result<(), Error> {
        let mut line = serde_json::to_string(value).map_err(std::io::Error::other)?;
        line.push('\n');
        self.result(&line)
    }

    /// A warning on stderr (with `--json` it is in the JSON object instead). `-q` silences
    /// remarks but never a warning that the result is partial or missing (G-09,
    /// [`Warning::means_partial`]).
    pub(crate) fn warn(&self, warning: &Warning) {
        if !self.json && (!self.quiet || warning.means_partial()) {
            // A warning may quote what a server said (a search engine's name): G-06 too.
            let mut text = self.labeled(
                "garuda-web: ",
                Label::Warning,
                &neutralize(&warning.message),
            );
            text.push_str(&self.labeled("", Label::Hint, &neutralize(&warning.hint)));
            self.write_stderr(&text);
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
        let mut text = self.labeled("garuda-web: ", Label::Error, &body.message);
        if let Some(h) = &body.hint {
            text.push_str(&self.labeled("", Label::Hint, h));
        }
        self.write_stderr(&text);
    }

    /// `prefix`, the label (coloured when stderr is), and `text` made safe for a terminal, as
    /// one line.
    fn labeled(&self, prefix: &str, label: Label, text: &str) -> String {
        format!(
            "{prefix}{} {}\n",
            paint(self.color, label.style(), label.text()),
            self.for_stderr(text)
        )
    }

    fn stderr(&self, text: &str) {
        self.write_stderr(&self.for_stderr(text));
    }

    fn for_stderr<'a>(&self, text: &'a str) -> std::borrow::Cow<'a, str> {
        if self.stderr_tty {
            for_terminal(text)
        } else {
            text.into()
        }
    }

    fn write_stderr(&self, text: &str) {
        status_line::around(|| {
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(text.as_bytes());
        });
    }
}

/// The labels the printer colours.
#[derive(Debug, Clone, Copy)]
enum Label {
    Error,
    Warning,
    Hint,
}

impl Label {
    fn text(self) -> &'static str {
        match self {
            Label::Error => "error:",
            Label::Warning => "warning:",
            Label::Hint => "hint:",
        }
    }

    /// Bold red, bold yellow and bold cyan, as cargo and ripgrep colour theirs.
    fn style(self) -> Style {
        let color = match self {
            Label::Error => AnsiColor::Red,
            Label::Warning => AnsiColor::Yellow,
            Label::Hint => AnsiColor::Cyan,
        };
        Style::new().bold().fg_color(Some(color.into()))
    }
}

/// `text` in `style` when `color`, else as is.
pub(crate) fn paint(color: bool, style: Style, text: &str) -> String {
    if color {
        format!("{}{text}{}", style.render(), style.render_reset())
    } else {
        text.to_string()
    }
}

/// `--color` (SPEC §1): `always` and `never` decide; `auto` colours a terminal unless `NO_COLOR` is
/// set (and not empty), and colours anything when `CLICOLOR_FORCE` is set (and not `0`).
fn wants_color(
    choice: ColorChoice,
    stderr_tty: bool,
    var: impl Fn(&str) -> Option<std::ffi::OsString>,
) -> bool {
    let set = |name: &str| var(name).is_some_and(|v| !v.is_empty() && v != "0");
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto if set(env::NO_COLOR) => false,
        ColorChoice::Auto if set(env::CLICOLOR_FORCE) => true,
        ColorChoice::Auto => stderr_tty,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // SPEC §1 `--color`: the flag wins; NO_COLOR turns auto off, CLICOLOR_FORCE turns it on off a terminal.
    #[test]
    fn g_color_choice() {
        let none = |_: &str| None;
        let no_color = |v: &str| (v == env::NO_COLOR).then(|| "1".into());
        let force = |v: &str| (v == env::CLICOLOR_FORCE).then(|| "1".into());
        let force_off = |v: &str| (v == env::CLICOLOR_FORCE).then(|| "0".into());
        assert!(wants_color(ColorChoice::Auto, true, none));
        assert!(!wants_color(ColorChoice::Auto, false, none));
        assert!(!wants_color(ColorChoice::Auto, true, no_color));
        assert!(wants_color(ColorChoice::Auto, false, force));
        assert!(!wants_color(ColorChoice::Auto, false, force_off));
        assert!(wants_color(ColorChoice::Always, false, no_color));
        assert!(!wants_color(ColorChoice::Never, true, force));
    }
}
