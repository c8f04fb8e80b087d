//! The approval verbs (B-12): `approve ID` (once, for the session, always) and `deny ID`
//! answer a navigation the page started that waits, parked, for an answer. An approved
//! navigation of the tab is followed to its page; one of a popup goes on in its own window.

use std::time::Duration;

use crate::approval::ask::Answer;
use crate::browse::Error;
use crate::browse::driver::Driver;
use crate::browse::events::Before;
use crate::browse::protocol::PageReply;
use crate::browse::waiting::wait_for_load;

/// `approve ID` / `deny ID`.
pub(crate) fn answer(
    d: &mut Driver,
    id: u64,
    answer: Answer,
    before: Before,
    load_timeout: Duration,
) -> Result<PageReply, Error> {
    let resolved = d.nav.answer(id, answer)?;
    if resolved.approved && !resolved.held.popup {
        wait_for_load(d, before, load_timeout)?;
    }
    Ok(PageReply {
        result: Some(resolved.text),
        ..PageReply::default()
    })
}
