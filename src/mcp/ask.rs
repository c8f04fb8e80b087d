//! Approval questions asked through the MCP client (M-03): the approver's question becomes a
//! form elicitation with one choice per answer the terminal prompt offers (once, this
//! session, always, no), and the answer comes back as the prompt's answer — the approver then
//! does with it exactly what it does with a terminal's (a session grant, a policy.json rule).
//! Declining or cancelling the form is No. A client that does not answer (gone, or the call
//! was cancelled) approves nothing.

use std::sync::mpsc;

use rmcp::model::{ElicitRequestParams, ElicitResult, ElicitationAction};
use rmcp::service::{Peer, RoleServer};
use serde_json::{Value, json};
use tokio_util::sync::CancellationToken;

use crate::approval::ask::{Answer, AskError, Asker, Question};

/// Asks the client connected as `peer` (see the module comment).
#[derive(Debug)]
pub(crate) struct ClientAsker {
    /// The client.
    pub(crate) peer: Peer<RoleServer>,
    /// The server's runtime, where the request runs while the call's thread waits.
    pub(crate) runtime: tokio::runtime::Handle,
    /// Cancelled with the call.
    pub(crate) cancelled: CancellationToken,
}

impl Asker for ClientAsker {
    fn ask(&self, question: &Question) -> Result<Answer, AskError> {
        let choices = choices(question);
        let params = form(question, &choices)?;
        let peer = self.peer.clone();
        let cancelled = self.cancelled.clone();
        let (answered, answer) = mpsc::channel();
        self.runtime.spawn(async move {
            let reply = cancelled
                .run_until_cancelled(peer.create_elicitation(params))
                .await;
            let _ = answered.send(reply);
        });
        match answer.recv() {
            Ok(Some(Ok(result))) => Ok(answer_of(&result, &choices)),
            Ok(Some(Err(e))) => Err(unreachable(&e.to_string())),
            Ok(None) | Err(_) => Err(unreachable("the call was cancelled")),
        }
    }
}

/// The elicitation that asks `question` (also sent in a multi round-trip result, `rounds`).
pub(crate) fn elicitation_for(question: &Question) -> Result<ElicitRequestParams, AskError> {
    form(question, &choices(question))
}

/// The prompt's answer to `question` for the client's reply.
pub(crate) fn answer_to(question: &Question, reply: &ElicitResult) -> Answer {
    answer_of(reply, &choices(question))
}

/// The answers offered, with the value the form returns for each and its label.
fn choices(question: &Question) -> Vec<(&'static str, String, Answer)> {
    let mut choices = vec![("once", "Yes, once".to_string(), Answer::Once)];
    if question.offer_session {
        choices.push(("session", "Yes, for this session".into(), Answer::Session));
    }
    if let Some(label) = &question.always_label {
        choices.push(("always", label.clone(), Answer::Always));
    }
    choices.push(("no", "No".into(), Answer::No));
    choices
}

/// The elicitation: the prompt's title, preview and warning as the message; one required
/// `answer` field whose titled choices are the prompt's.
fn form(
    question: &Question,
    choices: &[(&'static str, String, Answer)],
) -> Result<ElicitRequestParams, AskError> {
    let mut message = question.title.clone();
    for line in &question.preview {
        message.push_str("\n  ");
        message.push_str(line);
    }
    if let Some(warning) = &question.warning {
        message.push_str("\n  warning: ");
        message.push_str(warning);
    }
    let one_of: Vec<Value> = choices
        .iter()
        .map(|(value, label, _)| json!({"const": value, "title": label}))
        .collect();
    let schema = json!({
        "type": "object",
        "properties": {
            "answer": {"type": "string", "title": "Allow this request", "oneOf": one_of}
        },
        "required": ["answer"]
    });
    let requested_schema = serde_json::from_value(schema)
        .map_err(|e| unreachable(&format!("cannot word the question: {e}")))?;
    Ok(ElicitRequestParams::FormElicitationParams {
        meta: None,
        message,
        requested_schema,
    })
}

/// The prompt's answer for the client's reply: the chosen value when accepted, else No.
fn answer_of(result: &ElicitResult, choices: &[(&'static str, String, Answer)]) -> Answer {
    if result.action != ElicitationAction::Accept {
        return Answer::No;
    }
    let chosen = result
        .content
        .as_ref()
        .and_then(|c| c.get("answer"))
        .and_then(Value::as_str);
    choices
        .iter()
        .find(|(value, _, _)| Some(*value) == chosen)
        .map_or(Answer::No, |(_, _, answer)| *answer)
}

fn unreachable(reason: &str) -> AskError {
    AskError::Unreachable(std::io::Error::other(reason.to_string()))
}
