//! Questions for clients of protocol 2026-07-28 and later (M-03), which take no request from
//! the server: elicitation goes through multi round-trip requests. A call that reaches a
//! question stops there (nothing has been sent for it yet: approval comes before the request)
//! and answers `InputRequiredResult` with the question as a form elicitation and a sealed
//! `requestState` holding the answers so far and the question asked. The client retries the
//! call with the user's answer; the call runs again from the start, and each question already
//! answered gets its answer back ([`Replay`]) — so the approver treats it exactly as a prompt
//! answer. A question after a redirect costs the earlier requests again (they are re-sent on the
//! retry).
//!
//! The state is sealed with an HMAC-SHA256 under a key made when the server starts: a state the
//! client changed, or one from another server process, is refused.

use std::sync::Mutex;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ring::hmac;
use serde::{Deserialize, Serialize};

use crate::approval::ask::{Answer, AskError, Asker, Question};

/// The answers of the rounds so far, and the question this round asks.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub(crate) struct Rounds {
    /// Each question answered, with its answer.
    pub(crate) answered: Vec<(Question, Answer)>,
    /// The question the client was asked in the last round.
    pub(crate) pending: Option<Question>,
}

/// Seals and opens [`Rounds`] for `requestState`.
#[derive(Debug)]
pub(crate) struct Seal {
    key: hmac::Key,
}

impl Seal {
    /// A seal with a fresh random key; `None` when the system has no randomness to give.
    pub(crate) fn new() -> Option<Seal> {
        let key = hmac::Key::generate(hmac::HMAC_SHA256, &ring::rand::SystemRandom::new()).ok()?;
        Some(Seal { key })
    }

    /// `rounds` as an opaque, tamper-evident string.
    pub(crate) fn seal(&self, rounds: &Rounds) -> String {
        let payload = serde_json::to_vec(rounds).unwrap_or_default();
        let tag = hmac::sign(&self.key, &payload);
        format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(&payload),
            URL_SAFE_NO_PAD.encode(tag.as_ref())
        )
    }

    /// The rounds of a state this server sealed; `None` for anything else.
    pub(crate) fn open(&self, sealed: &str) -> Option<Rounds> {
        let (payload, tag) = sealed.split_once('.')?;
        let payload = URL_SAFE_NO_PAD.decode(payload).ok()?;
        let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
        hmac::verify(&self.key, &payload, &tag).ok()?;
        serde_json::from_slice(&payload).ok()
    }
}

/// The asker of one round: the answers given in earlier rounds, and the first question not
/// answered yet, kept for the next round (the call itself fails it as "nobody could be asked").
#[derive(Debug)]
pub(crate) struct Replay {
    answered: Vec<(Question, Answer)>,
    parked: Mutex<Option<Question>>,
}

impl Replay {
    /// A round that knows `answered`.
    pub(crate) fn new(answered: Vec<(Question, Answer)>) -> Replay {
        Replay {
            answered,
            parked: Mutex::new(None),
        }
    }

    /// The question this round stopped at, if any, with the answers so far.
    pub(crate) fn next_round(&self) -> Option<Rounds> {
        let parked = self
            .parked
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()?;
        Some(Rounds {
            answered: self.answered.clone(),
            pending: Some(parked),
        })
    }
}

impl Asker for Replay {
    fn ask(&self, question: &Question) -> Result<Answer, AskError> {
        if let Some((_, answer)) = self.answered.iter().find(|(q, _)| q == question) {
            return Ok(*answer);
        }
        let mut parked = self.parked.lock().unwrap_or_else(|e| e.into_inner());
        parked.get_or_insert_with(|| question.clone());
        Err(AskError::Unreachable(std::io::Error::other(
            "the question goes to the client in the next round",
        )))
    }
}
