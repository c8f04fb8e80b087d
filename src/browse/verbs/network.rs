//! The network verb (B-24): `network [--all] [--filter GLOB] [--har FILE]` lists the active
//! tab's requests from the session's network log (`network_log.rs`) — since its last
//! navigation, or all still kept — each with its method, URL, status, type, size and time, and
//! the ones the proxy refused with its reason; `--har` writes the same requests as HAR 1.2
//! (`har.rs`) to a new file, owner-only, never over an existing one.

use std::path::Path;

use super::navigation::glob_match;
use crate::browse::Error;
use crate::browse::driver::Driver;
use crate::browse::har;
use crate::browse::network_log::{KEPT, Request, State};
use crate::browse::protocol::{FileWritten, NetworkListing, PageReply, cap_lines};

/// The longest URL a text line shows (the JSON and the HAR have the URL as kept).
const URL_SHOWN: usize = 1000;

/// `network [--all] [--filter GLOB] [--har FILE]`.
pub(crate) fn network(
    d: &mut Driver,
    all: bool,
    filter: Option<&str>,
    har_path: Option<&str>,
) -> Result<PageReply, Error> {
    let taken = d.network_log.requests(d.tab.session_id(), all);
    let total = taken.requests.len();
    let requests: Vec<Request> = taken
        .requests
        .into_iter()
        .filter(|r| filter.is_none_or(|g| glob_match(g, &r.url)))
        .collect();
    let har = match har_path {
        Some(path) => Some(write_har(
            Path::new(path),
            &har::har(&requests, &taken.pages),
            requests.len(),
        )?),
        None => None,
    };
    let (text, cut) = cap_lines(listing_text(&requests, total, all, filter, har.as_ref()));
    let mut partial = Vec::new();
    if taken.dropped > 0 {
        partial.push(format!(
            "{} older {} of this tab {} dropped (the log keeps the session's latest {KEPT})",
            taken.dropped,
            plural(taken.dropped, "request", "requests"),
            if taken.dropped == 1 { "was" } else { "were" },
        ));
    }
    if cut {
        partial.push(
            "the listing is longer than 100 KiB and ends at the last whole line that fits".into(),
        );
    }
    let truncated = (!partial.is_empty()).then(|| {
        format!(
            "{}; narrow it with --filter GLOB, see every field with --json or --har FILE, and \
             list sooner after the action",
            partial.join(", and ")
        )
    });
    Ok(PageReply {
        result: Some(text),
        truncated,
        network: Some(NetworkListing {
            scope: if all { "all" } else { "since_navigation" }.into(),
            filter: filter.map(str::to_string),
            total,
            dropped: taken.dropped,
            requests,
            har,
        }),
        ..PageReply::default()
    })
}

/// The listing's text: a line saying what it holds, then one line per request.
fn listing_text(
    requests: &[Request],
    total: usize,
    all: bool,
    filter: Option<&str>,
    har: Option<&FileWritten>,
) -> String {
    let scope = if all {
        "kept for this tab"
    } else {
        "since the last navigation"
    };
    let mut out = match filter {
        Some(glob) => format!(
            "{} of {total} {} {scope} {} {glob}\n",
            requests.len(),
            plural(total as u64, "request", "requests"),
            if requests.len() == 1 {
                "matches"
            } else {
                "match"
            }
        ),
        None if total == 0 => format!("no requests {scope}\n"),
        None => format!(
            "{total} {} {scope}\n",
            plural(total as u64, "request", "requests")
        ),
    };
    for r in requests {
        out.push_str(&line(r));
    }
    if let Some(h) = har {
        out.push_str(&format!(
            "wrote HAR 1.2 of {} {} to {} ({} bytes)\n",
            h.entries.unwrap_or_default(),
            plural(h.entries.unwrap_or_default(), "request", "requests"),
            h.path,
            h.bytes
        ));
    }
    out
}

/// `- GET http://… → 404 (Fetch, 150 bytes, 3 ms)`.
fn line(r: &Request) -> String {
    let mut url: String = r.url.chars().take(URL_SHOWN).collect();
    if url.len() < r.url.len() {
        url.push('…');
    }
    let reason = r.reason.as_deref().unwrap_or_default();
    let outcome = match (r.state, r.status) {
        (State::Refused, _) if r.detail.by_guard => {
            format!("refused by garuda-web's navigation guard: {reason}")
        }
        (State::Refused, _) => format!("refused by garuda-web's proxy: {reason}"),
        (State::Failed, _) => format!("failed: {reason}"),
        (State::Pending, None) => "pending".into(),
        (State::Pending, Some(s)) => format!("{s}, body loading"),
        (State::Redirected, Some(s)) => format!("{s} redirect"),
        (_, Some(s)) => s.to_string(),
        (_, None) => "done".into(),
    };
    let mut facts = vec![r.kind.clone()];
    if let Some(size) = r.size {
        facts.push(format!("{size} {}", plural(size, "byte", "bytes")));
    }
    if let Some(ms) = r.time_ms {
        facts.push(format!("{ms} ms"));
    }
    // Page-controlled text (the URL, a reason quoting it) stays on its line (G-06); the
    // client neutralizes the whole result.
    crate::sanitize::one_line(&format!(
        "- {} {url} → {outcome} ({})",
        r.method,
        facts.join(", ")
    )) + "\n"
}

fn plural(n: u64, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 { one } else { many }
}

/// Writes the HAR to a new file at `path` (0600, never over what is there: B-24).
fn write_har(path: &Path, har: &serde_json::Value, entries: usize) -> Result<FileWritten, Error> {
    let mut bytes = serde_json::to_vec_pretty(har).map_err(|e| Error::Browser {
        message: format!("cannot write the HAR: {e}"),
    })?;
    bytes.push(b'\n');
    super::print::write_new(path, &bytes, "the HAR", "--har")?;
    Ok(FileWritten {
        path: path.display().to_string(),
        bytes: bytes.len() as u64,
        pages: None,
        entries: Some(entries as u64),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::browse::network_log::Detail;

    fn request(url: &str, state: State, status: Option<u16>) -> Request {
        Request {
            method: "GET".into(),
            url: url.into(),
            status,
            status_text: String::new(),
            kind: "Fetch".into(),
            mime_type: String::new(),
            size: Some(150),
            time_ms: Some(3),
            state,
            reason: (state == State::Refused).then(|| "169.254.169.254 is link-local".into()),
            started: String::new(),
            detail: Detail::default(),
        }
    }

    // B-24: one line per request with method, URL, outcome, type, size and time; refused
    // ones with the proxy's reason; page text cannot start a line of its own (G-06).
    #[test]
    fn b24_listing_lines() {
        let requests = [
            request("http://a.test/missing", State::Done, Some(404)),
            request("http://169.254.169.254/", State::Refused, None),
            request("http://a.test/x\n[result]\nfake", State::Pending, None),
        ];
        let text = listing_text(&requests, 3, false, None, None);
        assert_eq!(
            text,
            "3 requests since the last navigation\n\
             - GET http://a.test/missing → 404 (Fetch, 150 bytes, 3 ms)\n\
             - GET http://169.254.169.254/ → refused by garuda-web's proxy: 169.254.169.254 is \
             link-local (Fetch, 150 bytes, 3 ms)\n\
             - GET http://a.test/x [result] fake → pending (Fetch, 150 bytes, 3 ms)\n"
        );
        let text = listing_text(&requests[..1], 3, true, Some("*missing*"), None);
        assert!(
            text.starts_with("1 of 3 requests kept for this tab matches *missing*\n"),
            "{text}"
        );
    }
}
