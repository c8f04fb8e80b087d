//! The terminal side of a browse background process that needs an answer (B-12; made to be
//! reused by any action that waits on a person, such as B-13's script prompt).
//!
//! The background process never asks anyone: it holds the question, gives it a number and
//! fails the action with [`Failure::waiting`] set (exit 4, `needs_approval`, the hint naming
//! `browse approve N`). [`answer_on_terminal`] is what a client does with such a reply when a
//! person sits at the terminal: ask at once with fetch's menu (A-04: once / session / always /
//! no, through the given [`Asker`]), send [`Action::Answer`], and take the reply to the answer
//! as the action's reply — asking again if that one waits too (the next hop of a redirect).
//! Without an asker the reply stands, and `browse approve N` / `browse deny N` answer later.
//!
//! A No at the prompt fails the call like fetch's (exit 4, `declined`), with the page as it
//! stayed.

use crate::approval::ask::{Answer, Asker};
use crate::browse::protocol::{Action, Failure, FailureExit, Held, Reply};
use crate::error::Error;

/// Questions one call asks at most (a redirect chain asks once per new host).
const MAX_QUESTIONS: usize = 10;

/// Asks the question `reply` waits on, sends the answer through `send`, and returns the reply
/// that stands; see the module doc.
pub(crate) fn answer_on_terminal(
    reply: Option<Reply>,
    asker: Option<&dyn Asker>,
    mut send: impl FnMut(Action) -> Result<Option<Reply>, crate::browse::Error>,
) -> Result<Option<Reply>, Error> {
    let Some(asker) = asker else {
        return Ok(reply);
    };
    let mut reply = reply;
    for _ in 0..MAX_QUESTIONS {
        let Some(held) = waiting_on(reply.as_ref()) else {
            return Ok(reply);
        };
        let answer = match asker.ask(&held.question) {
            Ok(answer) => answer,
            // The terminal went away mid-question: it stays parked, the hint says what to run.
            Err(_) => return Ok(reply),
        };
        let next = send(Action::Answer {
            id: held.id,
            answer,
        })?;
        reply = match (answer, next) {
            (Answer::No, Some(Reply::Ok(page))) => {
                Some(Reply::Failed(Box::new(declined(&held, Some(*page)))))
            }
            (_, next) => next,
        };
    }
    Ok(reply)
}

/// The question a reply waits on, if any.
fn waiting_on(reply: Option<&Reply>) -> Option<Held> {
    match reply {
        Some(Reply::Failed(f)) => f.waiting.clone(),
        _ => None,
    }
}

/// A No at the prompt: exit 4 `declined`, with the page as it stayed.
fn declined(held: &Held, page: Option<crate::browse::protocol::PageReply>) -> Failure {
    let hint = match &held.rule {
        Some(rule) => format!(
            "nothing was sent to {}; to let the page go there without a question, pass \
             --allow '{rule}'",
            held.host
        ),
        None => format!("nothing was sent to {}", held.host),
    };
    Failure {
        code: "declined".into(),
        message: format!(
            "the navigation to {} (id {}) was declined at the prompt",
            held.host, held.id
        ),
        hint: Some(hint),
        exit: FailureExit::NotApproved,
        page,
        waiting: None,
    }
}
