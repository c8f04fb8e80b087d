//! `garuda-web fetch URL URL…` and `fetch -` (F-12): several pages in one call, up to
//! [`PARALLEL`] at a time, printed in the order the URLs were given — one block each, or with
//! `--json` one JSON object per line (JSON Lines). Each URL is checked and approved on its
//! own, exactly as a call with that URL alone; a failed URL does not stop the others. The exit
//! status is the first failed URL's (in input order), or success when every one succeeded.
//!
//! Not here: fetching one page (`fetch.rs`), which a call with one URL goes to directly.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use serde_json::json;

use super::fetch::{Fetched, emit, fetch, run_one};
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::output::Printer;
use crate::sanitize::neutralize;
use crate::settings::FetchSettings;

/// Pages fetched at the same time.
pub(crate) const PARALLEL: usize = 4;

/// Runs the fetch of every URL of the call and prints the results: one URL as `fetch.rs` does,
/// several as below (F-12).
pub(crate) fn run(settings: FetchSettings, printer: &Printer) -> Result<ExitStatus, Error> {
    let status = match settings.urls.as_slice() {
        [url] => run_one(&settings, url, printer),
        urls => run_many(&settings, urls, printer),
    };
    // F-13: the browser this call started for its renders ends with it.
    if let Some(render) = &settings.render {
        super::fetch_render::close_own_session(render);
    }
    status
}

/// Fetches `urls` with at most [`PARALLEL`] in flight and prints each result as soon as every
/// URL before it has been printed.
fn run_many(
    settings: &FetchSettings,
    urls: &[String],
    printer: &Printer,
) -> Result<ExitStatus, Error> {
    let next = AtomicUsize::new(0);
    let (done, results) = mpsc::channel::<(usize, Result<Fetched, Error>)>();
    std::thread::scope(|scope| {
        for _ in 0..PARALLEL.min(urls.len()) {
            let done = done.clone();
            let next = &next;
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(url) = urls.get(i) else { break };
                    if done.send((i, fetch(settings, url, printer))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(done);
        let mut waiting: BTreeMap<usize, Result<Fetched, Error>> = BTreeMap::new();
        let mut printed = 0;
        let mut status = ExitStatus::Success;
        for (i, result) in results {
            waiting.insert(i, result);
            while let Some(result) = waiting.remove(&printed) {
                let this = print_one(&urls[printed], result, settings, printer);
                printed += 1;
                match this {
                    Ok(s) if status == ExitStatus::Success => status = s,
                    Ok(_) => {}
                    Err(e) => {
                        // stdout is gone (a closed pipe): the other pages have nowhere to go.
                        next.store(urls.len(), Ordering::SeqCst);
                        return Err(e);
                    }
                }
            }
        }
        Ok(status)
    })
}

/// Prints one URL's page, or its error: on stderr in text mode, as `{"url", "error"}` on its
/// own line with `--json`. Only a failure to write stdout is returned as an error.
fn print_one(
    url: &str,
    result: Result<Fetched, Error>,
    settings: &FetchSettings,
    printer: &Printer,
) -> Result<ExitStatus, Error> {
    match result {
        Ok(fetched) => emit(fetched, settings, printer),
        Err(err) if err.is_broken_pipe() => Err(err),
        Err(err) => {
            if printer.json {
                let line = json!({"url": neutralize(url), "error": err.body()});
                printer.json_result(&line)?;
            } else {
                printer.error(&err);
            }
            Ok(err.exit_status())
        }
    }
}
