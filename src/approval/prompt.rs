//! The approval prompt (A-04, S-07): dialoguer on stderr, keys from the terminal. Only asked
//! when stdin and stderr are both terminals; stdout may be a pipe (`garuda-web fetch URL | head`
//! still asks). Esc (or q) and Ctrl-C mean No.
//!
//! Ctrl-C needs care: while dialoguer reads a key the terminal is raw, and console turns the
//! Ctrl-C byte into a SIGINT to this process; outside a key read the terminal sends SIGINT
//! itself. Either way the process-wide Ctrl-C handler (`lib.rs`) runs on its own thread while
//! the prompt may also see the interruption. [`on_interrupt`] and the prompt share one lock so
//! exactly one of them reports `declined` (exit 4) and the process ends.
//!
//! Not here: what the answer means (`approval`), where grants and rules are stored.

use std::io::{self, IsTerminal};
use std::sync::Mutex;

use dialoguer::Select;
use dialoguer::console::Term;

use super::Error;
use crate::exit::ExitStatus;
use crate::output::Printer;
use crate::sanitize::for_terminal;

/// The user's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Choice {
    /// Approve this request only.
    Once,
    /// Approve and store a session grant.
    Session,
    /// Approve and add the rule to policy.json.
    Always,
    /// Refuse.
    No,
}

/// What to show: the title, preview lines, and which lasting choices to offer.
#[derive(Debug, Clone)]
pub(crate) struct Question {
    /// `garuda-web wants to fetch from H`.
    pub(crate) title: String,
    /// Indented lines under the title (`GET U`, `a redirect from …`).
    pub(crate) preview: Vec<String>,
    /// A line shown as a warning (unusual URLs, A-03 step 2).
    pub(crate) warning: Option<String>,
    /// Offer "Yes, for this session" (there is a session to store it in).
    pub(crate) offer_session: bool,
    /// The label of the "always" choice (`Yes, always for docs.rs`); `None` to not offer it.
    pub(crate) always_label: Option<String>,
}

/// True when a person can be asked: stdin and stderr are terminals (A-03 step 4).
pub(crate) fn can_ask() -> bool {
    io::stdin().is_terminal() && io::stderr().is_terminal()
}

/// The refusal to report if Ctrl-C ends the open prompt.
struct Open {
    printer: Printer,
    declined: Error,
}

/// Set while a prompt is on screen.
static OPEN: Mutex<Option<Open>> = Mutex::new(None);
/// Held by whoever reports the interruption until the process exits.
static EXITING: Mutex<()> = Mutex::new(());

/// Called by the Ctrl-C handler: if a prompt is open, reports `declined` and exits 4 (never
/// returns); otherwise returns at once and the handler goes on as usual.
pub(crate) fn on_interrupt() {
    let guard = EXITING.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(open) = take_open() {
        finish(open, guard);
    }
}

fn take_open() -> Option<Open> {
    OPEN.lock().unwrap_or_else(|e| e.into_inner()).take()
}

/// Restores the cursor, reports the refusal, exits 4. Holding `_exiting` keeps the other
/// reporter (handler or prompt) waiting until the process is gone.
fn finish(open: Open, _exiting: std::sync::MutexGuard<'_, ()>) -> ! {
    let term = Term::stderr();
    let _ = term.show_cursor();
    let _ = term.write_line("");
    open.printer
        .error(&crate::error::Error::Approval(open.declined));
    std::process::exit(i32::from(ExitStatus::NotApproved.code()))
}

/// Shows `question` on stderr and waits for an answer. `declined` is the error reported if
/// Ctrl-C ends the prompt.
pub(crate) fn ask(question: &Question, printer: Printer, declined: Error) -> io::Result<Choice> {
    let term = Term::stderr();
    term.write_line(&for_terminal(&question.title))?;
    for line in &question.preview {
        term.write_line(&format!("  {}", for_terminal(line)))?;
    }
    if let Some(warning) = &question.warning {
        term.write_line(&format!("  warning: {}", for_terminal(warning)))?;
    }
    let mut choices = vec![("Yes, once".to_string(), Choice::Once)];
    if question.offer_session {
        choices.push(("Yes, for this session".into(), Choice::Session));
    }
    if let Some(label) = &question.always_label {
        choices.push((for_terminal(label).into_owned(), Choice::Always));
    }
    choices.push(("No".into(), Choice::No));

    *OPEN.lock().unwrap_or_else(|e| e.into_inner()) = Some(Open { printer, declined });
    let answer = Select::new()
        .with_prompt("Allow this request")
        .items(choices.iter().map(|(label, _)| label.as_str()))
        .default(0)
        .interact_on_opt(&term);
    let interrupted =
        matches!(&answer, Err(dialoguer::Error::IO(e)) if e.kind() == io::ErrorKind::Interrupted);
    if interrupted {
        // Ctrl-C during the key read: report here unless the handler already does.
        let guard = EXITING.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(open) = take_open() {
            finish(open, guard);
        }
        return Ok(Choice::No);
    }
    let _ = take_open();
    match answer {
        Ok(Some(i)) => Ok(choices[i].1),
        Ok(None) => {
            let _ = term.show_cursor();
            Ok(Choice::No)
        }
        Err(dialoguer::Error::IO(e)) => Err(e),
    }
}
