//! `garuda-web fetch` (F-02): URL check → deny rules → cache lookup (F-10, F-11, A-06) →
//! approval → resolve/check/connect → redirects (each hop checked and approved) → limits →
//! content type → charset → convert → cache store → window or outline → output.

use std::time::{Duration, Instant, SystemTime};

use sha2::{Digest, Sha256};

use crate::cache::{Cache, Meta};
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::net::client::Client;
use crate::net::url_check::{CheckedUrl, check_redirect, check_url};
use crate::output::{AllowedBy, FetchReport, OwnedErrorBody, Printer, shell_quote};
use crate::page::{self, Mode, outline, window::window};
use crate::settings::{CacheUse, FetchSettings};

/// Part of the time budget kept back for conversion when the network used the rest.
const MIN_CONVERT_BUDGET: Duration = Duration::from_secs(2);

/// One page's text with everything known about it: from the network in this call, or from
/// the cache.
struct Snapshot {
    meta: Meta,
    text: String,
    /// How old the copy is when it came from the cache.
    cached_age: Option<Duration>,
}

/// Runs one fetch and prints its result.
pub(crate) fn run(settings: FetchSettings, printer: &Printer) -> Result<ExitStatus, Error> {
    let fetched = fetch(&settings, printer)?;
    emit(fetched, printer)
}

/// One page, fetched and windowed but not printed: for callers that print it inside their own
/// output (`search --fetch`, S-30).
pub(crate) struct Fetched {
    /// The report, neutralized.
    pub(crate) report: FetchReport,
    /// Warnings about the page.
    pub(crate) warnings: Vec<crate::page::Warning>,
    /// Set when the final status was not 2xx (F-03); the page is still the result.
    pub(crate) http_error: Option<Error>,
}

/// Fetches one page (or reads it from the cache) without printing it.
pub(crate) fn fetch(settings: &FetchSettings, printer: &Printer) -> Result<Fetched, Error> {
    let target =
        check_url(&settings.url, &settings.address_policy).map_err(crate::net::Error::Url)?;
    if target.upgraded {
        printer.note("http:// upgraded to https:// (plain http is only used for loopback)");
    }
    // deny rules apply to cached pages too, so they come before the cache.
    settings.approver.check_deny(&target)?;
    let mode = mode_name(settings);
    let snapshot = match from_cache(settings, &target, mode, printer)? {
        Some(snapshot) => snapshot,
        None => from_network(settings, &target, mode, printer)?,
    };
    report(settings, &target, snapshot)
}

/// The cache key's mode: the same URL read raw or pretty is a different text.
fn mode_name(settings: &FetchSettings) -> &'static str {
    match (settings.raw, settings.pretty) {
        (true, _) => "raw",
        (false, true) => "markdown+pretty",
        (false, false) => "markdown",
    }
}

/// A usable cached copy, if the call allows one (F-10, F-11, A-06).
fn from_cache(
    settings: &FetchSettings,
    target: &CheckedUrl,
    mode: &str,
    printer: &Printer,
) -> Result<Option<Snapshot>, Error> {
    let url = target.url.as_str();
    let entry = match &settings.cache_use {
        CacheUse::Off => None,
        CacheUse::ReadWrite { max_age, .. } if max_age.is_zero() => None,
        CacheUse::ReadWrite { cache, max_age } => {
            cache.get(url, mode).filter(|e| e.meta.age() <= *max_age)
        }
        CacheUse::Offline { cache } => {
            Some(cache.get(url, mode).ok_or_else(|| Error::NotCached {
                url: url.to_string(),
            })?)
        }
    };
    let Some(entry) = entry else {
        return Ok(None);
    };
    recheck_cached(settings, target, &entry.meta)?;
    printer.note(&format!(
        "using the cached copy from {}",
        humantime::format_rfc3339_seconds(entry.meta.fetched_time())
    ));
    let age = entry.meta.age();
    Ok(Some(Snapshot {
        meta: entry.meta,
        text: entry.text,
        cached_age: Some(age),
    }))
}

/// A-06 on a cache hit: the deny rules and the URL/loopback checks (C-01, C-02, C-05) run
/// again for every URL of the recorded redirect chain, not only the first (issue 9 §5). The
/// recorded approval stands only for paging (`--start` > 0) and `--offline`; a `--start 0`
/// read is approved like a fresh fetch, every hop included, then served from the cache.
fn recheck_cached(settings: &FetchSettings, target: &CheckedUrl, meta: &Meta) -> Result<(), Error> {
    let offline = matches!(settings.cache_use, CacheUse::Offline { .. });
    let fresh = settings.start == 0 && !offline;
    if fresh || meta.approved_host != target.host_str() {
        settings.approver.decide_fetch(target, None)?;
    }
    let mut previous = target.url.clone();
    for hop in &meta.redirects {
        let checked = check_redirect(&previous, hop, &settings.address_policy)
            .map_err(crate::net::Error::Url)?;
        if fresh {
            settings.approver.decide_fetch(&checked, Some(&previous))?;
        } else {
            settings.approver.check_deny(&checked)?;
        }
        previous = checked.url;
    }
    Ok(())
}

/// Fetches and reads the page, and stores it when the call uses the cache.
fn from_network(
    settings: &FetchSettings,
    target: &CheckedUrl,
    mode: &str,
    printer: &Printer,
) -> Result<Snapshot, Error> {
    let started = Instant::now();
    let approval = settings.approver.decide_fetch(target, None)?;
    printer.note(&format!("{} approved by {approval}", target.host_str()));
    let client = Client::new(
        settings.address_policy.clone(),
        settings.limits.clone(),
        settings.dns_server,
        settings.proxy.clone(),
    );
    let response = client.get(target.clone(), |hop, previous| -> Result<(), Error> {
        let hop_approval = settings.approver.decide_fetch(hop, Some(previous))?;
        printer.note(&format!(
            "redirect to {} approved by {hop_approval}",
            hop.url
        ));
        Ok(())
    })?;
    let fetched_at = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs();
    let budget = settings
        .limits
        .timeout
        .saturating_sub(started.elapsed())
        .max(MIN_CONVERT_BUDGET);
    let page = page::read(
        &response.body,
        response.content_type.as_deref(),
        &response.final_url,
        Mode {
            raw: settings.raw,
            pretty_json: settings.pretty,
        },
        budget,
    )?;
    let meta = Meta {
        url: target.url.to_string(),
        final_url: response.final_url.to_string(),
        status: response.status,
        content_type: page.content_type,
        title: page.title,
        charset: page.charset.to_string(),
        fetched_at,
        sha256: format!("{:x}", Sha256::digest(page.text.as_bytes())),
        text_bytes: page.text.len(),
        approved_host: target.host_str(),
        approved_rule: approval.rule.clone(),
        approved_source: approval.source.id().to_string(),
        redirects: response.redirects.iter().map(ToString::to_string).collect(),
        via: response.via,
        warnings: page.warnings,
        mode: mode.to_string(),
    };
    // Error pages are shown but not kept: the next call should ask the server again.
    if (200..300).contains(&meta.status) {
        let cache: Option<&Cache> = match &settings.cache_use {
            CacheUse::ReadWrite { cache, .. } => Some(cache),
            _ => None,
        };
        if let Some(cache) = cache
            && let Err(e) = cache.put(&meta, &page.text)
        {
            printer.note(&format!("could not store the page in the cache: {e}"));
        }
    }
    Ok(Snapshot {
        meta,
        text: page.text,
        cached_age: None,
    })
}

/// The window (or outline) of a snapshot as a report, not printed yet.
fn report(
    settings: &FetchSettings,
    target: &CheckedUrl,
    snapshot: Snapshot,
) -> Result<Fetched, Error> {
    let Snapshot {
        meta,
        text,
        cached_age,
    } = snapshot;
    // The window already counts the text's characters; only the outline needs its own count.
    let (content, start, end, next_start, total, headings) = if settings.outline {
        let headings = outline::headings(&text);
        let lines: String = headings
            .iter()
            .map(|h| format!("{} {}  (start={})\n", "#".repeat(h.level), h.title, h.start))
            .collect();
        (lines, 0, 0, None, text.chars().count(), Some(headings))
    } else {
        let win = window(&text, settings.start, settings.max_chars).map_err(|e| {
            page::Error::StartPastEnd {
                start: e.start,
                total: e.total,
            }
        })?;
        (
            win.text.to_string(),
            win.start,
            win.end,
            win.next_start(),
            win.total,
            None,
        )
    };
    let http_error = (!(200..300).contains(&meta.status)).then(|| Error::HttpStatus {
        url: meta.final_url.clone(),
        status: meta.status,
    });
    let report = FetchReport {
        url: meta.url.clone(),
        final_url: meta.final_url,
        status: meta.status,
        content_type: meta.content_type,
        charset: meta.charset,
        title: meta.title,
        start,
        end,
        total_chars: total,
        next_start,
        content,
        cached: cached_age.is_some(),
        fetched_at: humantime::format_rfc3339_seconds(
            SystemTime::UNIX_EPOCH + Duration::from_secs(meta.fetched_at),
        )
        .to_string(),
        sha256: meta.sha256,
        allowed_by: AllowedBy {
            rule: meta.approved_rule,
            source: meta.approved_source,
        },
        redirects: meta.redirects,
        via: meta.via,
        warnings: meta.warnings.clone(),
        outline: headings,
        cached_age,
        error: http_error.as_ref().map(|e| OwnedErrorBody {
            code: e.code(),
            message: e.to_string(),
            hint: e.hint(),
        }),
        more_command: next_start.map(|next| more_command(next, target.url.as_str(), settings)),
    }
    .neutralized();
    Ok(Fetched {
        report,
        warnings: meta.warnings,
        http_error,
    })
}

/// Prints a fetched page; a non-2xx status is exit 1 after the page (F-03).
pub(crate) fn emit(fetched: Fetched, printer: &Printer) -> Result<ExitStatus, Error> {
    let Fetched {
        report,
        warnings,
        http_error,
    } = fetched;
    if printer.json {
        printer.json_result(&report)?;
    } else {
        printer.result(&report.to_text())?;
    }
    for warning in &warnings {
        printer.warn(warning);
    }
    match http_error {
        None => Ok(ExitStatus::Success),
        Some(err) => {
            // The page was the result; the sentence still goes to stderr (F-03). In JSON mode
            // the error object is already inside the one JSON object.
            printer.error_sentence(&err);
            Ok(err.exit_status())
        }
    }
}

/// The command that prints the next window: pasteable as is (F-40). Approval is not repeated:
/// the next window comes from the cache, approved by this fetch.
fn more_command(next: usize, url: &str, settings: &FetchSettings) -> String {
    let mut cmd = format!("garuda-web fetch --start {next}");
    if settings.max_chars != 30_000 {
        cmd.push_str(&format!(" --max-chars {}", settings.max_chars));
    }
    if settings.raw {
        cmd.push_str(" --raw");
    }
    if settings.pretty {
        cmd.push_str(" --pretty");
    }
    if settings.address_policy.allow_loopback {
        cmd.push_str(" --allow-localhost");
    }
    if matches!(settings.cache_use, CacheUse::Off) {
        cmd.push_str(" --no-cache");
    }
    cmd.push(' ');
    cmd.push_str(&shell_quote(url));
    cmd
}
