//! The verbs (B-03), as functions over a [`Driver`], in files by family: [`navigation`] (open,
//! back, forward, reload, wait), [`input`] (click, type, press, select), [`reading`]
//! (snapshot, read, html, console), [`capture`] (screenshot), [`approval`] (approve, deny),
//! [`dialogs`] (B-18), [`tabs`] (B-17), [`pointer`](mod@pointer) (B-19: hover, dblclick, check, focus,
//! scroll), [`drag`](mod@drag) (B-19), [`files`] (B-20: upload, download), [`script`] (B-13),
//! [`state`] (B-23: state save/load, cookies), [`network`] (B-24) and [`print`](mod@print) (B-25). A new
//! verb is one function in
//! the right file, its line in [`dispatch`], its row in [`Action::kind`](crate::browse::kind)
//! and its CLI line.
//!
//! [`perform`] runs one of them the same way for all: bounded by the action's time (B-01,
//! [`watch::bounded`]), refused while the tab's navigation waits for approval unless the verb may run
//! then (B-12), followed by what its kind says it waits for (B-07) and, after a navigation, a
//! compact snapshot of the new page.

pub(crate) mod approval;
pub(crate) mod capture;
pub(crate) mod dialogs;
pub(crate) mod drag;
pub(crate) mod files;
pub(crate) mod input;
pub(crate) mod navigation;
pub(crate) mod network;
pub(crate) mod pointer;
pub(crate) mod print;
pub(crate) mod reading;
pub(crate) mod script;
pub(crate) mod state;
pub(crate) mod tabs;

use std::time::Duration;

use crate::browse::Error;
use crate::browse::cdp;
use crate::browse::driver::Driver;
use crate::browse::events::Before;
use crate::browse::kind::{Navigation, WhileParked};
use crate::browse::protocol::{Action, PageReply, Waited, cap_lines};
use crate::browse::queued::Queued;
use crate::browse::waiting;
use crate::browse::watch;

/// What a reply's `truncated` says when the snapshot after a navigation was cut.
const SNAPSHOT_CUT: &str = "the page's snapshot is longer than 100 KiB and ends at the last \
                            whole line that fits; read one part with browse read TARGET, or \
                            act on a text= or css= target";

/// Runs one action and returns its reply without the console and refusals, which the caller
/// adds ([`Driver::take_console`]).
pub(crate) fn perform(
    d: &mut Driver,
    action: &Action,
    load_timeout: Duration,
) -> Result<PageReply, Error> {
    let _ = d.nav.take_let_through();
    watch::bounded(d, action.verb(), action.limit(load_timeout), |d| {
        inside(d, action, load_timeout)
    })
}

/// The action inside its bound: the parked check first (B-12), the remote objects of the
/// action released afterwards.
fn inside(d: &mut Driver, action: &Action, load_timeout: Duration) -> Result<PageReply, Error> {
    d.seen = None;
    d.loader_now = None;
    d.queued = Queued::Maybe;
    d.forget_closed_tabs();
    // B-18: a dialog waits for the agent's answer; the page can do nothing else meanwhile.
    if let Some(open) = d.events.with(|s| s.dialog.clone())
        && !action.kind().while_dialog
    {
        return Err(Error::DialogOpen {
            dialog: open.line(),
        });
    }
    if let Some(held) = d.nav.tab_parked() {
        match action.kind().while_parked {
            WhileParked::GoesElsewhere => d
                .nav
                .deny_tab_parked(&format!("browse {} went elsewhere", action.verb())),
            WhileParked::Runs => {}
            // The tab can do nothing else until the navigation is answered.
            WhileParked::Refused => {
                return Err(Error::Parked {
                    id: held.id,
                    host: held.host,
                    rule: held.rule,
                });
            }
        }
    }
    let outcome = run(d, action, load_timeout);
    // B-17: windows the action opened are tabs now, and its reply says so.
    d.adopt_windows();
    let result = dialogs::opened_by(d, action, outcome);
    if d.nav.tab_parked().is_none() {
        cdp::release(&d.tab);
    }
    result
}

/// The verb, then what its kind waits for, then the snapshot of a new page.
fn run(d: &mut Driver, action: &Action, load_timeout: Duration) -> Result<PageReply, Error> {
    d.nav.expect(None);
    let before = d.before();
    // B-20: the downloads this action starts, waited for within its bound.
    let downloads_before = d.downloads.mark(d.tab.session_id());
    let deadline = std::time::Instant::now() + load_timeout.saturating_sub(Duration::from_secs(1));
    files::before_action(d, action);
    let mut reply = dispatch(d, action, before, load_timeout)?;
    let navigated = match action.kind().navigation {
        Navigation::None => false,
        Navigation::Goes => {
            reply.waited = Some(Waited::Navigation);
            true
        }
        Navigation::MayStart => {
            let (navigated, waited) = waiting::after_input(d, before, load_timeout)?;
            reply.waited = Some(waited);
            navigated
        }
        Navigation::Follows => d.events.with(|s| s.navigated > before.navigated),
    };
    files::after_action(d, downloads_before, before, deadline, &mut reply);
    if navigated {
        waiting::check_parked(d, before)?;
        let (snapshot, cut) = cap_lines(d.snapshot_text(false)?);
        reply.snapshot = Some(snapshot);
        if cut {
            // B-06, G-09: never silently partial.
            let said = reply
                .truncated
                .take()
                .map(|t| format!("{t}; "))
                .unwrap_or_default();
            reply.truncated = Some(format!("{said}{SNAPSHOT_CUT}"));
        }
    }
    Ok(reply)
}

/// The verb's own function.
fn dispatch(
    d: &mut Driver,
    action: &Action,
    before: Before,
    load_timeout: Duration,
) -> Result<PageReply, Error> {
    match action {
        Action::Open { url } => navigation::open(d, url, before, load_timeout),
        Action::Back => navigation::history(d, -1, before, load_timeout),
        Action::Forward => navigation::history(d, 1, before, load_timeout),
        Action::Reload => navigation::reload(d, before, load_timeout),
        Action::Wait {
            until,
            timeout_secs,
        } => navigation::wait(d, until, Duration::from_secs(*timeout_secs)),
        Action::Click { target } => input::click(d, target),
        Action::Type {
            target,
            text,
            append,
            submit,
        } => input::type_text(d, target, text, *append, *submit),
        Action::Press { key } => input::press(d, key),
        Action::Select { target, value } => input::select(d, target, value),
        Action::Snapshot { all } => reading::snapshot(d, *all),
        Action::Read { target } => reading::read(d, target.as_deref()),
        Action::Html { target } => reading::html(d, target.as_deref()),
        Action::Console { errors } => reading::console(d, *errors),
        Action::Screenshot {
            target,
            full_page,
            path,
        } => Ok(PageReply {
            screenshot: Some(capture::screenshot(
                d,
                target.as_deref(),
                *full_page,
                path.as_deref(),
            )?),
            ..PageReply::default()
        }),
        Action::Answer { id, answer } => approval::answer(d, *id, *answer, before, load_timeout),
        Action::Dialog { answer } => dialogs::dialog(d, answer),
        Action::Tab { action } => tabs::tab(d, action, before, load_timeout),
        Action::Get { query } => reading::get(d, query),
        Action::Upload { target, files } => files::upload(d, target, files),
        Action::Download { target, path } => {
            files::download(d, target, path.as_deref(), load_timeout)
        }
        Action::Hover { target } => pointer::hover(d, target),
        Action::Dblclick { target } => pointer::dblclick(d, target),
        Action::Check { target, on } => pointer::check(d, target, *on),
        Action::Focus { target } => pointer::focus(d, target),
        Action::Scroll { target, by, to } => pointer::scroll(d, target.as_deref(), *by, *to),
        Action::Drag { from, to } => drag::drag(d, from, to),
        Action::Script {
            source,
            timeout_secs,
            origin,
        } => script::script(
            d,
            source,
            origin.as_deref(),
            Duration::from_secs(*timeout_secs),
        ),
        Action::Render {
            url,
            settle_secs,
            max_bytes,
        } => crate::browse::render::render(
            d,
            url,
            Duration::from_secs(*settle_secs),
            *max_bytes,
            before,
            load_timeout,
        ),
        Action::Network { all, filter, har } => {
            network::network(d, *all, filter.as_deref(), har.as_deref())
        }
        Action::Pdf { path, dir } => print::pdf(d, path.as_deref(), dir),
        Action::State { op } => state::state(d, op),
        Action::Cookies { clear, values } => state::cookies(d, *clear, *values),
        // The session's own verbs are the background process's (kind: RunsOn::Session).
        Action::Status
        | Action::Close
        | Action::PageInfo
        | Action::Record { .. }
        | Action::StopRecording => Ok(PageReply::default()),
    }
}
