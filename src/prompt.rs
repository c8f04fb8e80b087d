//! The terminal prompt (A-04, S-07, S-11): questions on stderr with dialoguer, keys from the
//! terminal. [`Terminal`] is the [`Asker`] of a call run from a terminal; [`choose`] is the menu
//! that both it and Claude's one-time consent use. Only asked when stdin and stderr are both
//! terminals ([`can_ask`]); stdout may be a pipe (`garuda-web fetch URL | head` still asks).
//! Esc, q and Ctrl-C mean No.
//!
//! Ctrl-C needs care: while dialoguer reads a key the terminal is raw, so the Ctrl-C byte
//! reaches the menu, which answers No — and console also raises SIGINT. `run()` must not treat
//! that SIGINT as an interruption of the call: [`owns_interrupt`] tells it whether a SIGINT
//! belongs to an open prompt. Nothing here prints an error or exits; a No goes back up the
//! stack as the approver's `declined` error.
//!
//! Not here: what an answer means (`approval`).

use std::io::{self, IsTerminal};
use std::sync::Mutex;

use dialoguer::Select;
use dialoguer::console::Term;

use anstyle::Style;

use crate::approval::ask::{Answer, AskError, Asker, Question};
use crate::output::paint;
use crate::sanitize::for_terminal;
use crate::status_line;

/// True when a person can be asked: stdin and stderr are terminals (A-03 step 4).
pub(crate) fn can_ask() -> bool {
    io::stdin().is_terminal() && io::stderr().is_terminal()
}

/// The prompt's share of SIGINTs: whether a menu is on screen, and how many Ctrl-Cs a menu
/// answered (as No) that `run()` has not seen as signals yet (negative: signals seen first).
#[derive(Debug)]
struct InterruptShare {
    open: bool,
    answered: i64,
}

static SHARE: Mutex<InterruptShare> = Mutex::new(InterruptShare {
    open: false,
    answered: 0,
});

fn share() -> std::sync::MutexGuard<'static, InterruptShare> {
    SHARE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Called by `run()` for each SIGINT: true when the prompt owns it (a menu is open, or a menu
/// already took the Ctrl-C as No), so the call is not interrupted.
pub(crate) fn owns_interrupt() -> bool {
    let mut share = share();
    if share.answered > 0 || share.open {
        share.answered -= 1;
        true
    } else {
        false
    }
}

/// Puts the cursor back after a menu was left without an answer (the call is ending).
pub(crate) fn restore_terminal() {
    if share().open {
        let term = Term::stderr();
        let _ = term.show_cursor();
        let _ = term.write_line("");
    }
}

/// Marks a menu as open until dropped.
struct Open;

impl Open {
    fn new() -> Open {
        share().open = true;
        Open
    }

    /// The menu ends because Ctrl-C was read as a key.
    fn close_by_ctrl_c(self) {
        let mut share = share();
        share.answered += 1;
        share.open = false;
        drop(share);
        std::mem::forget(self);
    }
}

impl Drop for Open {
    fn drop(&mut self) {
        let mut share = share();
        share.open = false;
        // A SIGINT counted while the menu was open that the menu never read as a key (it came
        // between two key reads) is not owed any more.
        share.answered = share.answered.max(0);
    }
}

/// One question at a time on the one terminal: the pages of `fetch URL URL…` are fetched in
/// parallel (F-12), and two menus drawn at once would be unreadable.
static ONE_QUESTION: Mutex<()> = Mutex::new(());

/// Shows `lines` (already worded; hidden characters are escaped here; the first is the title,
/// bold when `color`), then a menu of `items` under `prompt`. `Some(index)` is the choice;
/// `None` is Esc, q or Ctrl-C.
pub(crate) fn choose(
    lines: &[String],
    prompt: &str,
    items: &[String],
    color: bool,
) -> io::Result<Option<usize>> {
    // A poisoned lock only means another question panicked; this one can still be asked.
    let _turn = ONE_QUESTION
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // The status lines of running requests (G-01) leave the screen to the question.
    let _lines_hidden = status_line::pause();
    let term = Term::stderr();
    for (i, line) in lines.iter().enumerate() {
        let line = for_terminal(line);
        if i == 0 {
            term.write_line(&paint(color, Style::new().bold(), &line))?;
        } else {
            term.write_line(&line)?;
        }
    }
    let items: Vec<String> = items.iter().map(|i| for_terminal(i).into_owned()).collect();
    let open = Open::new();
    let answer = Select::new()
        .with_prompt(prompt)
        .items(&items)
        .default(0)
        .interact_on_opt(&term);
    match answer {
        Ok(Some(i)) => Ok(Some(i)),
        Ok(None) => {
            let _ = term.show_cursor();
            Ok(None)
        }
        Err(dialoguer::Error::IO(e)) if e.kind() == io::ErrorKind::Interrupted => {
            open.close_by_ctrl_c();
            let _ = term.show_cursor();
            let _ = term.write_line("");
            Ok(None)
        }
        Err(dialoguer::Error::IO(e)) => Err(e),
    }
}

/// The asker of a call run from a terminal: the approval menu.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Terminal {
    /// Colour the title (`--color`, NO_COLOR, CLICOLOR_FORCE as the printer decided).
    pub(crate) color: bool,
}

impl Asker for Terminal {
    fn ask(&self, question: &Question) -> Result<Answer, AskError> {
        let mut lines = vec![question.title.clone()];
        lines.extend(question.preview.iter().map(|l| format!("  {l}")));
        if let Some(warning) = &question.warning {
            lines.push(format!("  warning: {warning}"));
        }
        let mut choices = vec![("Yes, once".to_string(), Answer::Once)];
        if question.offer_session {
            choices.push(("Yes, for this session".into(), Answer::Session));
        }
        if let Some(label) = &question.always_label {
            choices.push((label.clone(), Answer::Always));
        }
        choices.push(("No".into(), Answer::No));
        let labels: Vec<String> = choices.iter().map(|(l, _)| l.clone()).collect();
        let picked = choose(&lines, "Allow this request", &labels, self.color)?;
        Ok(picked.map_or(Answer::No, |i| choices[i].1))
    }
}
