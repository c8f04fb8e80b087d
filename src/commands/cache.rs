//! `garuda-web cache list|clear`: what the page cache holds, and emptying it (F-10).

use serde::Serialize;

use crate::cache::{Cache, Listing};
use crate::cli::CacheAction;
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::output::Printer;
use crate::report::short_age;
use crate::sanitize::neutralize;

#[derive(Serialize)]
struct ListJson<'a> {
    entries: &'a [Listing],
}

#[derive(Serialize)]
struct ClearJson {
    removed: usize,
}

/// Runs one `cache` action.
pub(crate) fn run(
    action: &CacheAction,
    cache: &Cache,
    printer: &Printer,
) -> Result<ExitStatus, Error> {
    match action {
        CacheAction::List => {
            let mut entries = cache.list();
            for e in &mut entries {
                e.url = neutralize(&e.url).into_owned();
            }
            if printer.json {
                printer.json_result(&ListJson { entries: &entries })?;
            } else if entries.is_empty() {
                printer.result("the cache is empty\n")?;
            } else {
                let mut out = format!("{:<6} {:>10}  {:<8} URL\n", "AGE", "SIZE", "STATE");
                for e in &entries {
                    let url = if e.mode == "markdown" {
                        e.url.clone()
                    } else {
                        format!("{} ({})", e.url, e.mode)
                    };
                    out.push_str(&format!(
                        "{:<6} {:>10}  {:<8} {url}\n",
                        short_age(std::time::Duration::from_secs(e.age_seconds)),
                        human_size(e.size),
                        if e.fresh { "fresh" } else { "expired" },
                    ));
                }
                printer.result(&out)?;
            }
        }
        CacheAction::Clear => {
            let removed = cache.clear().map_err(|e| Error::Usage {
                message: format!("cannot clear the cache: {e}"),
                hint: Some("check the permissions of the cache folder".into()),
            })?;
            if printer.json {
                printer.json_result(&ClearJson { removed })?;
            } else {
                let s = if removed == 1 { "" } else { "s" };
                printer.result(&format!("removed {removed} cached page{s}\n"))?;
            }
        }
    }
    Ok(ExitStatus::Success)
}

fn human_size(bytes: usize) -> String {
    match bytes {
        0..1024 => format!("{bytes} B"),
        1024..1_048_576 => format!("{:.1} KiB", bytes as f64 / 1024.0),
        _ => format!("{:.1} MiB", bytes as f64 / 1_048_576.0),
    }
}
