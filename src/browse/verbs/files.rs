//! The file verbs (B-20): `upload` sets the files of a file input, or answers the file chooser
//! the last action opened, with files the client checked (regular, readable, named on the
//! command line); `download` clicks an element and waits for the download it starts, saved
//! like every download ([`crate::browse::downloads`]) or written to `-o FILE`, never over a
//! file. After any action, the downloads it started are waited for within its bound (B-07)
//! and named in its reply.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::browse::Error;
use crate::browse::cdp::{self, call};
use crate::browse::downloads::Mark;
use crate::browse::driver::Driver;
use crate::browse::events::Before;
use crate::browse::protocol::{Action, DownloadOutcome, PageReply, UploadFile};
use crate::browse::queued::Queued;
use crate::browse::verbs::input;

/// How long a download the page asked for is given to begin (B-07: it is the action's own;
/// on a quiet machine it begins at once).
const DOWNLOAD_BEGINS: Duration = Duration::from_secs(5);
/// How long a link that downloads, once followed, is given for the browser to report its
/// request (it is reported by the browser, not the page, so it may come after the page's
/// answers; a page that cancelled the click never asks).
const DOWNLOAD_ASKED: Duration = Duration::from_secs(1);
/// How often the wait for a download to begin looks at the page's own events.
const DOWNLOAD_POLL: Duration = Duration::from_millis(20);

/// The target of `upload` that names the file chooser the last action opened.
pub(crate) const CHOOSER: &str = "chooser";

/// What the element is, for `upload`: `[is a file input, takes several, is disabled]`.
const FILE_INPUT_JS: &str = "function() {
  return [this.tagName === 'INPUT' && this.type === 'file', !!this.multiple, !!this.disabled];
}";

/// `upload TARGET FILE…`.
pub(crate) fn upload(
    d: &mut Driver,
    target: &str,
    files: &[UploadFile],
) -> Result<PageReply, Error> {
    let paths: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
    let session = d.tab.session_id().to_string();
    let what = if target == CHOOSER {
        let Some(chooser) = d.downloads.chooser(&session) else {
            return Err(Error::WrongElement {
                message: "no file chooser is open on the page".into(),
            });
        };
        check_count(target, files.len(), chooser.multiple)?;
        call(
            &d.tab,
            cdp::SetFileInputFiles(json!({ "files": paths, "backendNodeId": chooser.backend })),
        )?;
        d.downloads.forget_chooser(&session);
        "the file chooser".to_string()
    } else {
        let mut el = d.resolve(target)?;
        let shape = cdp::call_on(&d.tab, &el.object_id, FILE_INPUT_JS, &[])?;
        let flag = |i: usize| shape[i].as_bool().unwrap_or_default();
        let described = d.describe(&mut el);
        if !flag(0) {
            return Err(Error::WrongElement {
                message: format!("{target} is {described}, not a file input"),
            });
        }
        if flag(2) {
            return Err(Error::WrongElement {
                message: format!("{target} ({described}) is disabled"),
            });
        }
        check_count(target, files.len(), flag(1))?;
        call(
            &d.tab,
            cdp::SetFileInputFiles(json!({ "files": paths, "objectId": el.object_id })),
        )?;
        d.downloads.forget_chooser(&session);
        described
    };
    let mut lines = format!(
        "set {} {} of {what}:",
        files.len(),
        if files.len() == 1 { "file" } else { "files" }
    );
    for f in files {
        lines.push_str(&format!("\n- {} ({} bytes)", f.name, f.bytes));
    }
    Ok(PageReply {
        result: Some(lines),
        uploaded: files.to_vec(),
        ..PageReply::default()
    })
}

/// A single-file input takes one file.
fn check_count(target: &str, count: usize, multiple: bool) -> Result<(), Error> {
    if count > 1 && !multiple {
        return Err(Error::WrongElement {
            message: format!("{target} takes one file, and {count} were given"),
        });
    }
    Ok(())
}

/// `download TARGET [-o FILE]`: clicks, waits (within `limit`) for the download the click
/// starts to begin and end, and writes it to `path` when given.
pub(crate) fn download(
    d: &mut Driver,
    target: &str,
    path: Option<&str>,
    limit: Duration,
) -> Result<PageReply, Error> {
    let since = d.downloads.begun();
    // The action's bound (B-01) stops everything at `limit`: finish a moment before it, to
    // say what happened.
    let deadline = Instant::now() + limit.saturating_sub(Duration::from_secs(1));
    let mut reply = input::click(d, target)?;
    if !d.downloads.wait_begun(since, deadline) {
        return Err(Error::Timeout {
            what: format!("a download started by clicking {target}"),
            secs: limit.as_secs(),
        });
    }
    if !d.downloads.wait_ended(since, deadline) {
        return Err(Error::Timeout {
            what: format!(
                "the end of the download started by clicking {target} ({})",
                d.downloads.running().join(", ")
            ),
            secs: limit.as_secs(),
        });
    }
    let mut ended = d.downloads.take_ended();
    let Some(mine) = ended.iter_mut().find(|r| r.seq > since) else {
        d.downloads.put_back(ended);
        return Err(Error::Browser {
            message: "the download ended, but its record is gone".into(),
        });
    };
    match mine.outcome {
        DownloadOutcome::Saved => {}
        DownloadOutcome::Cancelled => {
            let reason = mine.reason.clone().unwrap_or_default();
            let name = mine.suggested.clone();
            d.downloads.put_back(ended);
            return Err(Error::TooLarge {
                message: format!("the download of {name} was cancelled: {reason}"),
            });
        }
        DownloadOutcome::Failed => {
            let reason = mine.reason.clone().unwrap_or_default();
            let name = mine.suggested.clone();
            d.downloads.put_back(ended);
            return Err(Error::Browser {
                message: format!("the download of {name} failed: {reason}"),
            });
        }
    }
    if let (Some(to), Some(saved)) = (path, mine.path.clone()) {
        if let Err(e) = write_to(Path::new(&saved), Path::new(to)) {
            d.downloads.put_back(ended);
            return Err(e);
        }
        mine.path = Some(to.to_string());
    }
    reply.result = Some(format!(
        "{}; downloaded {}",
        reply.result.take().unwrap_or_default(),
        mine.suggested
    ));
    reply.downloads = ended;
    Ok(reply)
}

/// Moves the saved download at `saved` to the user's `to` by `-o`'s rules (never over a
/// file); on failure the download stays where it was saved, and the reply names it.
fn write_to(saved: &Path, to: &Path) -> Result<(), Error> {
    let refused = |e: std::io::Error| Error::Usage {
        message: format!("cannot write the download to {}: {e}", to.display()),
        hint: format!(
            "it is kept as {}; give -o a new name in a folder you can write to (an existing \
             file is never overwritten)",
            saved.display()
        ),
    };
    let bytes = std::fs::read(saved).map_err(refused)?;
    crate::fs::write_output_new(to, &bytes).map_err(refused)?;
    let _ = std::fs::remove_file(saved);
    Ok(())
}

/// Before an action: a file chooser is answered only by the action right after the one that
/// opened it (B-20).
pub(crate) fn before_action(d: &Driver, action: &Action) {
    if !matches!(action, Action::Upload { .. }) {
        d.downloads.forget_chooser(d.tab.session_id());
    }
}

/// After an action: the downloads it started are waited for until `deadline` (B-07: what it
/// started), so its reply names them; a file chooser it opened is named too.
pub(crate) fn after_action(
    d: &Driver,
    mark: Mark,
    before: Before,
    deadline: Instant,
    reply: &mut PageReply,
) {
    let session = d.tab.session_id();
    if d.queued == Queued::Download && !d.downloads.asked_since(session, mark) {
        d.downloads
            .wait_asked(session, mark, deadline.min(Instant::now() + DOWNLOAD_ASKED));
    }
    // A link with `download` asks for a document that never loads: its download begins a
    // moment after the request, unless the request became a page, was refused, or was
    // answered with no page and nothing to save (a 204: no download will begin).
    if d.downloads.asked_since(session, mark) {
        let until = deadline.min(Instant::now() + DOWNLOAD_BEGINS);
        while !d
            .downloads
            .wait_begun(mark.begun, Instant::now() + DOWNLOAD_POLL)
            && Instant::now() < until
            && d.events.with(|s| {
                s.navigated == before.navigated
                    && s.refused == before.refused
                    && s.parked == before.parked
                    && s.without_page == before.without_page
            })
        {}
    }
    if d.downloads.begun() > mark.begun {
        d.downloads.wait_ended(mark.begun, deadline);
    }
    if let Some(chooser) = d.downloads.chooser(session) {
        reply.file_chooser = Some(
            if chooser.multiple {
                "multiple"
            } else {
                "single"
            }
            .into(),
        );
    }
}
