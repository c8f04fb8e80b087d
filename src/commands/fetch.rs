//! `garuda-web fetch` (F-02): URL check → deny rules → cache lookup (F-10, F-11, A-06) →
//! approval → resolve/check/connect → redirects (each hop checked and approved) → limits →
//! content type → charset → convert → cache store → window or outline → output.
//!
//! With `--render` (F-13) the HTML comes from the browser instead (`fetch_render.rs`); the
//! rest of the pipeline is the same, with its own cache entry and `--render` in `[More: …]`.

use std::path::Path;
use std::time::{Duration, Instant, SystemTime};

use super::feedback::Feedback;
use crate::approval::{Approval, RuleSource};
use crate::cache::{Cache, Meta, sha256_hex};
use crate::cli::SNAPSHOT_PREFIX_LEN;
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::net::client::Client;
use crate::net::url_check::{CheckedUrl, check_redirect, check_url};
use crate::output::Printer;
use crate::page::{self, Mode, outline, window::window};
use crate::report::AllowedBy;
use crate::report::fetch::{FetchAllowedBy, FetchReport};
use crate::sanitize::{neutralize, shell_quote};
use crate::settings::{CacheUse, FetchSettings, RenderSettings};
use crate::warning::Warning;

/// Part of the time budget kept back for conversion when the network used the rest.
const MIN_CONVERT_BUDGET: Duration = Duration::from_secs(2);

/// One page's text with everything known about it: from the network in this call, or from
/// the cache.
struct Snapshot {
    meta: Meta,
    text: String,
    /// How old the copy is when it came from the cache.
    cached_age: Option<Duration>,
    /// What allowed this call to read it.
    allowed_by: FetchAllowedBy,
    /// Warnings of this call that are not about the page (an answer that could not be
    /// stored), so not cached with it.
    call_warnings: Vec<Warning>,
    /// How the text was made: its cache key and the `[More: …]` line's flags.
    mode: Mode,
}

/// Fetches one URL of the call and prints it (a call with several URLs goes through
/// `fetch_many`, which calls this file, not the other way round).
pub(crate) fn run_one(
    settings: &FetchSettings,
    url: &str,
    printer: &Printer,
) -> Result<ExitStatus, Error> {
    if printer.json && settings.output.as_deref().is_some_and(is_stdout) {
        return Err(Error::Usage {
            message: "-o - writes the whole page to stdout, where --json writes its object".into(),
            hint: Some(
                "drop --json to get the page alone, or drop -o - to get the window as `content`"
                    .into(),
            ),
        });
    }
    let fetched = fetch(settings, url, printer)?;
    emit(fetched, settings, printer)
}

/// `-o -`: the page goes to stdout, as with curl (F-01). `./-` names a file called `-`.
fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// One page, fetched and windowed but not printed: for callers that print it inside their own
/// output (`search --fetch`, S-30).
pub(crate) struct Fetched {
    /// The report, neutralized.
    pub(crate) report: FetchReport,
    /// Warnings about the page and this call.
    pub(crate) warnings: Vec<Warning>,
    /// Set when the final status was not 2xx (F-03); the page is still the result.
    pub(crate) http_error: Option<Error>,
    /// With `-o FILE`: the whole text, to be written there.
    pub(crate) whole_text: Option<String>,
}

/// Fetches the page at `url` (or reads it from the cache) without printing it.
pub(crate) fn fetch(
    settings: &FetchSettings,
    url: &str,
    printer: &Printer,
) -> Result<Fetched, Error> {
    let target = check_url(url, &settings.address_policy).map_err(crate::net::Error::Url)?;
    if target.upgraded {
        printer.note("http:// upgraded to https:// (plain http is only used for loopback)");
    }
    // deny rules apply to cached pages too, so they come before the cache.
    settings.approver.check_deny(&target)?;
    // F-13: only where the HTML comes from differs; the rest is one pipeline.
    let snapshot = match &settings.render {
        None => plain(settings, &target, printer)?,
        Some(render) if !render.auto => rendered(settings, render, &target, None, printer)?,
        Some(render) => {
            let plain = plain(settings, &target, printer)?;
            if plain
                .meta
                .warnings
                .iter()
                .any(|w| w.code == "page_needs_javascript")
            {
                rendered(settings, render, &target, Some(plain), printer)?
            } else {
                plain
            }
        }
    };
    report(settings, &target, snapshot)
}

/// The page as the server sent it: from the cache, else the network.
fn plain(
    settings: &FetchSettings,
    target: &CheckedUrl,
    printer: &Printer,
) -> Result<Snapshot, Error> {
    match from_cache(settings, target, settings.mode, printer)? {
        Some(snapshot) => Ok(snapshot),
        None => from_network(settings, target, settings.mode, printer),
    }
}

/// F-13: the page as the browser renders it: from the cache (its own entry), else the
/// browser. With `--render auto`, `plain` is the page the plain fetch read, already approved;
/// offline, it stands in for a render that is not cached.
fn rendered(
    settings: &FetchSettings,
    render: &RenderSettings,
    target: &CheckedUrl,
    plain: Option<Snapshot>,
    printer: &Printer,
) -> Result<Snapshot, Error> {
    let mode = Mode {
        rendered: true,
        ..settings.mode
    };
    let offline = matches!(settings.cache_use, CacheUse::Offline { .. });
    match (from_cache(settings, target, mode, printer), plain) {
        (Ok(Some(snapshot)), plain) => Ok(with_plain_warnings(snapshot, plain)),
        (Err(Error::NotCached { .. }), Some(plain)) if offline => Ok(plain),
        (Err(e), _) => Err(e),
        (Ok(None), plain) => from_browser(settings, render, target, mode, plain, printer),
    }
}

/// A rendered page after the plain fetch that called for it: that fetch's call warnings (its
/// approval's) still belong to the call.
fn with_plain_warnings(mut snapshot: Snapshot, plain: Option<Snapshot>) -> Snapshot {
    if let Some(plain) = plain {
        snapshot.call_warnings.extend(plain.call_warnings);
    }
    snapshot
}

/// A usable cached copy, if the call allows one (F-10, F-11, A-06).
fn from_cache(
    settings: &FetchSettings,
    target: &CheckedUrl,
    mode: Mode,
    printer: &Printer,
) -> Result<Option<Snapshot>, Error> {
    let url = target.url.as_str();
    let key = mode.cache_key();
    let mode_key = key.as_str();
    let entry = match &settings.cache_use {
        CacheUse::Off => None,
        CacheUse::ReadWrite { max_age, .. } if max_age.is_zero() => None,
        CacheUse::ReadWrite { cache, max_age } => {
            // F-11: paging continues the snapshot the offsets came from, whatever its age.
            cache
                .get(url, mode_key)
                .filter(|e| settings.start > 0 || e.meta.age() <= *max_age)
        }
        CacheUse::Offline { cache } => {
            Some(cache.get(url, mode_key).ok_or_else(|| Error::NotCached {
                url: url.to_string(),
            })?)
        }
    };
    let Some(entry) = entry else {
        return Ok(None);
    };
    let (decided, call_warnings) = recheck_cached(settings, target, &entry.meta)?;
    printer.note(&format!(
        "using the cached copy from {}",
        humantime::format_rfc3339_seconds(entry.meta.fetched_time())
    ));
    let allowed_by = match decided {
        Some(approval) => {
            printer.note(&format!("{} approved by {approval}", target.host_str()));
            FetchAllowedBy::decided(approval.rule, approval.source.id().to_string())
        }
        None => {
            let original = AllowedBy {
                rule: entry.meta.approved_rule.clone(),
                source: entry.meta.approved_source.clone(),
            };
            printer.note(&format!(
                "{} approved by {} ({}) when the cached copy was fetched",
                target.host_str(),
                original.rule,
                original.source
            ));
            FetchAllowedBy::cache(original)
        }
    };
    let age = entry.meta.age();
    Ok(Some(Snapshot {
        meta: entry.meta,
        text: entry.text,
        cached_age: Some(age),
        allowed_by,
        call_warnings,
        mode,
    }))
}

/// A-06 on a cache hit: the deny rules and the URL/loopback checks (C-01, C-02, C-05) run
/// again for every URL of the recorded redirect chain, not only the first. The
/// recorded approval stands only for paging (`--start` > 0) and `--offline`; a `--start 0`
/// read is approved like a fresh fetch, every hop included, then served from the cache.
/// Returns the approval of the first URL when it was decided here (`None`: the recorded one
/// stands), and the warnings of the approvals decided here.
fn recheck_cached(
    settings: &FetchSettings,
    target: &CheckedUrl,
    meta: &Meta,
) -> Result<(Option<Approval>, Vec<Warning>), Error> {
    let offline = matches!(settings.cache_use, CacheUse::Offline { .. });
    let fresh = settings.start == 0 && !offline;
    let mut warnings = Vec::new();
    let mut decided = None;
    if fresh || meta.approved_host != target.host_str() {
        let mut approval = settings.approver.decide_fetch(target, None)?;
        warnings = std::mem::take(&mut approval.warnings);
        decided = Some(approval);
    }
    let mut previous = target.url.clone();
    for hop in &meta.redirects {
        let checked = check_redirect(&previous, hop, &settings.address_policy)
            .map_err(crate::net::Error::Url)?;
        if fresh {
            let mut hop = settings.approver.decide_fetch(&checked, Some(&previous))?;
            warnings.append(&mut hop.warnings);
        } else {
            settings.approver.check_deny(&checked)?;
        }
        previous = checked.url;
    }
    Ok((decided, warnings))
}

/// Fetches and reads the page, and stores it when the call uses the cache.
fn from_network(
    settings: &FetchSettings,
    target: &CheckedUrl,
    mode: Mode,
    printer: &Printer,
) -> Result<Snapshot, Error> {
    let started = Instant::now();
    let mut approval = settings.approver.decide_fetch(target, None)?;
    printer.note(&format!("{} approved by {approval}", target.host_str()));
    let mut call_warnings = std::mem::take(&mut approval.warnings);
    stop_if_cancelled(settings)?;
    let feedback = Feedback::page(printer, &target.url, settings.urls.len() > 1);
    let served_observer = settings.served.as_ref().and_then(|s| s.observer.clone());
    let client = Client::new(
        settings.address_policy.clone(),
        settings.limits.clone(),
        settings.dns_server,
        settings.proxy.clone(),
    )
    .observed_by(feedback.observer().or(served_observer))
    .cancelled_by(settings.served.as_ref().map(|s| s.cancel.clone()));
    let response = client.get(target.clone(), |hop, previous| -> Result<(), Error> {
        let mut hop_approval = settings.approver.decide_fetch(hop, Some(previous))?;
        printer.note(&format!(
            "redirect to {} approved by {hop_approval}",
            hop.url
        ));
        call_warnings.append(&mut hop_approval.warnings);
        Ok(())
    });
    // M-05: a download the client cancelled ends as the cancel, not as a broken answer.
    let response = response.or_else(|e| stop_if_cancelled(settings).and(Err(e)))?;
    feedback.converting(response.body.len());
    let arrived = Arrived {
        body: response.body,
        content_type: response.content_type,
        final_url: response.final_url,
        status: response.status,
        redirects: response.redirects.iter().map(ToString::to_string).collect(),
        via: response.via,
        warnings: Vec::new(),
        charset: None,
    };
    let approved = Approved::decided(&approval);
    let snapshot = keep(settings, target, mode, approved, arrived, started, printer);
    drop(feedback);
    let mut snapshot = snapshot?;
    snapshot.call_warnings.splice(0..0, call_warnings);
    Ok(snapshot)
}

/// F-13: renders the page in the browser and reads the rendered DOM like a fetched body.
/// `plain` is the plain fetch of `--render auto`, whose approval stands for the render.
fn from_browser(
    settings: &FetchSettings,
    render: &RenderSettings,
    target: &CheckedUrl,
    mode: Mode,
    plain: Option<Snapshot>,
    printer: &Printer,
) -> Result<Snapshot, Error> {
    let started = Instant::now();
    let (approved, call_warnings) = match plain {
        Some(plain) => (
            Approved {
                rule: plain.meta.approved_rule,
                source: plain.meta.approved_source,
                allowed_by: plain.allowed_by,
            },
            plain.call_warnings,
        ),
        None => {
            // The rule web_fetch(H) approves the render, asked once as for a plain fetch.
            let mut approval = settings.approver.decide_fetch(target, None)?;
            printer.note(&format!("{} approved by {approval}", target.host_str()));
            let warnings = std::mem::take(&mut approval.warnings);
            (Approved::decided(&approval), warnings)
        }
    };
    stop_if_cancelled(settings)?;
    printer.note(&format!("rendering {} in the browser", target.url));
    let page =
        super::fetch_render::render(render, &target.url, settings.limits.max_bytes, printer)?;
    // The browser follows a redirect itself; where the page ended is the one hop known.
    let redirects = if page.final_url == target.url {
        Vec::new()
    } else {
        vec![page.final_url.to_string()]
    };
    let arrived = Arrived {
        body: page.html.into_bytes(),
        content_type: Some("text/html; charset=utf-8".into()),
        final_url: page.final_url,
        status: page.status,
        redirects,
        via: None,
        warnings: page.warnings,
        charset: Some(page.charset),
    };
    let mut snapshot = keep(settings, target, mode, approved, arrived, started, printer)?;
    snapshot.call_warnings.splice(0..0, call_warnings);
    Ok(snapshot)
}

/// A page as it arrived, before it is read.
struct Arrived {
    body: Vec<u8>,
    content_type: Option<String>,
    final_url: url::Url,
    status: u16,
    redirects: Vec<String>,
    via: Option<String>,
    /// Warnings about how it arrived (a render's), kept with the page.
    warnings: Vec<Warning>,
    /// The encoding to report when the source knows better than the body (a render: the
    /// browser's decoding of the page).
    charset: Option<String>,
}

/// What approved a page, as the cache records it.
struct Approved {
    rule: String,
    source: String,
    allowed_by: FetchAllowedBy,
}

impl Approved {
    fn decided(approval: &Approval) -> Approved {
        let source = approval.source.id().to_string();
        Approved {
            rule: approval.rule.clone(),
            allowed_by: FetchAllowedBy::decided(approval.rule.clone(), source.clone()),
            source,
        }
    }
}

/// Reads an arrived page into text and stores it when the call uses the cache and the status
/// is 2xx.
fn keep(
    settings: &FetchSettings,
    target: &CheckedUrl,
    mode: Mode,
    approved: Approved,
    arrived: Arrived,
    started: Instant,
    printer: &Printer,
) -> Result<Snapshot, Error> {
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
        &arrived.body,
        arrived.content_type.as_deref(),
        &arrived.final_url,
        mode,
        budget,
    )?;
    let mut warnings = arrived.warnings;
    warnings.extend(page.warnings);
    let meta = Meta {
        url: target.url.to_string(),
        final_url: arrived.final_url.to_string(),
        status: arrived.status,
        content_type: page.content_type,
        title: page.title,
        description: page.description,
        charset: arrived.charset.unwrap_or_else(|| page.charset.to_string()),
        fetched_at,
        sha256: sha256_hex(page.text.as_bytes()),
        text_bytes: page.text.len(),
        approved_host: target.host_str(),
        approved_rule: approved.rule,
        approved_source: approved.source,
        redirects: arrived.redirects,
        via: arrived.via,
        warnings,
        mode: mode.cache_key(),
        pages: page.pages,
    };
    // M-05: a call its MCP client cancelled stores nothing.
    stop_if_cancelled(settings)?;
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
        allowed_by: approved.allowed_by,
        meta,
        text: page.text,
        cached_age: None,
        call_warnings: Vec::new(),
        mode,
    })
}

/// M-05: a served call whose client cancelled ends here, before anything more is sent or
/// stored.
fn stop_if_cancelled(settings: &FetchSettings) -> Result<(), Error> {
    match &settings.served {
        Some(served) if served.cancelled() => {
            Err(Error::Interrupted(crate::interrupt::Signal::Interrupt))
        }
        _ => Ok(()),
    }
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
        allowed_by,
        call_warnings,
        mode,
    } = snapshot;
    let mut warnings = call_warnings;
    // F-11: the text is not the snapshot the offsets were taken from.
    let changed = settings
        .snapshot
        .as_deref()
        .and_then(|expected| page_changed(expected, &meta.sha256));
    let text_changed = changed.is_some();
    warnings.extend(changed);
    warnings.extend(meta.warnings.iter().cloned());
    // The render command of the "needs JavaScript" hint carries this fetch's flags (F-07,
    // F-13).
    for w in warnings
        .iter_mut()
        .filter(|w| w.code == "page_needs_javascript")
    {
        w.hint = settings.render_hint(&meta.final_url);
    }
    // The window already counts the text's characters; only the outline needs its own count.
    let (content, start, end, next_start, total, headings) = if settings.outline {
        let headings = outline::headings(&text);
        let lines: String = headings
            .iter()
            .map(|h| format!("{} {}  (start={})\n", "#".repeat(h.level), h.title, h.start))
            .collect();
        (
            Some(lines),
            0,
            0,
            None,
            text.chars().count(),
            Some(headings),
        )
    } else {
        let win = window(&text, settings.start, settings.max_chars).map_err(|e| {
            page::Error::StartPastEnd {
                start: e.start,
                total: e.total,
                changed: text_changed,
            }
        })?;
        let content = match &settings.output {
            // The page goes to the file; the JSON carries no window (F-01).
            Some(_) => None,
            None => Some(win.text.to_string()),
        };
        (
            content,
            win.start,
            win.end,
            win.next_start(),
            win.total,
            None,
        )
    };
    let pages = meta.pages.map(|count| {
        if headings.is_some() {
            page::pdf::whole(&text, count)
        } else {
            page::pdf::span(&text, count, start, end)
        }
    });
    let http_error = (!(200..300).contains(&meta.status)).then(|| Error::HttpStatus {
        url: meta.final_url.clone(),
        status: meta.status,
    });
    // F-11: a rule given on the command line (`--allow`, or the exact `--allow-url`, which is
    // also how a `search --fetch` page is approved) goes into the More line, so the pasted line
    // still works when the page has left the cache and must be fetched again; the snapshot's
    // hash goes in too, so that call can tell whether it reads the same text.
    let approval = allowed_by.approval();
    let cli_rule = if approval.source == RuleSource::CommandLine.id() {
        Some(("--allow", approval.rule.as_str()))
    } else if approval.source == RuleSource::AllowUrl.id() {
        Some(("--allow-url", approval.rule.as_str()))
    } else {
        None
    };
    let snapshot_id = meta
        .sha256
        .get(..SNAPSHOT_PREFIX_LEN)
        .unwrap_or(&meta.sha256);
    let more_command = next_start
        .filter(|_| settings.output.is_none())
        .map(|next| {
            more_command(
                next,
                snapshot_id,
                target.url.as_str(),
                cli_rule,
                mode,
                settings,
            )
        });
    let report = FetchReport {
        url: meta.url.clone(),
        final_url: meta.final_url,
        status: meta.status,
        content_type: meta.content_type,
        charset: meta.charset,
        title: meta.title,
        description: meta.description,
        start,
        end,
        total_chars: total,
        next_start,
        content,
        output: settings.output.as_ref().map(|p| p.display().to_string()),
        rendered: mode.rendered,
        cached: cached_age.is_some(),
        fetched_at: humantime::format_rfc3339_seconds(
            SystemTime::UNIX_EPOCH + Duration::from_secs(meta.fetched_at),
        )
        .to_string(),
        sha256: meta.sha256,
        allowed_by,
        redirects: meta.redirects,
        via: meta.via,
        warnings: warnings.clone(),
        pages,
        outline: headings,
        cached_age,
        error: http_error.as_ref().map(Error::body),
        more_command,
    }
    .neutralized();
    Ok(Fetched {
        report,
        warnings,
        http_error,
        whole_text: settings.output.is_some().then_some(text),
    })
}

/// Prints a fetched page — the block, the JSON object, the bare text, or with `-o FILE` the
/// page into the file and a summary; a non-2xx status is exit 1 after the page (F-03).
pub(crate) fn emit(
    fetched: Fetched,
    settings: &FetchSettings,
    printer: &Printer,
) -> Result<ExitStatus, Error> {
    let Fetched {
        report,
        warnings,
        http_error,
        whole_text,
    } = fetched;
    if let (Some(path), Some(text)) = (&settings.output, whole_text) {
        let to = if is_stdout(path) {
            // stdout is printed output like any other: neutralized (G-06).
            printer.result(&neutralize(&text))?;
            "stdout".to_string()
        } else {
            crate::fs::write_output(path, text.as_bytes()).map_err(|source| Error::WriteFile {
                path: path.to_path_buf(),
                source,
            })?;
            path.display().to_string()
        };
        printer.info(&format!(
            "wrote {} characters of {} to {to}",
            report.total_chars, report.final_url
        ));
    }
    if printer.json {
        printer.json_result(&report)?;
    } else if settings.output.is_some() {
        // The summary on stderr is all; stdout stays empty.
    } else if settings.bare {
        printer.result(&report.to_bare_text())?;
        // G-09: bare text has no [More: …] line; the rest of the page must still be named.
        if let Some(more) = bare_more_text(&report) {
            printer.warn(&more);
        }
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

/// `--bare` of a window that is not the whole page (G-09): a warning naming the next window,
/// since the bare text carries no `[More: …]` line.
fn bare_more_text(report: &FetchReport) -> Option<Warning> {
    let next = report.next_start?;
    Some(Warning {
        code: "more_text".into(),
        message: format!(
            "printed characters {}–{} of {}; the rest of the page is not shown (next: --start \
             {next})",
            report.start, report.end, report.total_chars
        ),
        hint: match &report.more_command {
            Some(command) => format!("the next window: {command}"),
            None => format!("run the same command with --start {next}"),
        },
    })
}

/// F-11: the warning for a window cut from another text than the snapshot `expected` (a
/// prefix of its sha256) that the offsets came from; `None` when it is the same text.
fn page_changed(expected: &str, sha256: &str) -> Option<Warning> {
    if sha256.starts_with(expected) {
        return None;
    }
    let now = sha256.get(..SNAPSHOT_PREFIX_LEN).unwrap_or(sha256);
    Some(Warning {
        code: "page_changed".into(),
        message: format!(
            "the page has changed since the snapshot the offsets came from (sha256 {expected}…): \
             this window is cut from the current text (sha256 {now}…) and may repeat or skip text"
        ),
        hint: "read the page again from --start 0, or find your place with --outline".into(),
    })
}

/// The command that prints the next window: pasteable as is (F-40). Approval is not repeated:
/// the next window comes from the cache, approved by this fetch; `--snapshot` names the
/// text the offsets belong to (F-11).
fn more_command(
    next: usize,
    snapshot: &str,
    url: &str,
    cli_rule: Option<(&str, &str)>,
    mode: Mode,
    settings: &FetchSettings,
) -> String {
    let mut cmd = format!("garuda-web fetch --start {next} --snapshot {snapshot}");
    if settings.bare {
        cmd.push_str(" --bare");
    }
    if settings.max_chars != crate::cli::DEFAULT_MAX_CHARS as usize {
        cmd.push_str(&format!(" --max-chars {}", settings.max_chars));
    }
    for flag in mode.flags() {
        cmd.push(' ');
        cmd.push_str(flag);
    }
    if settings.address_policy.allow_loopback {
        cmd.push_str(" --allow-localhost");
    }
    if matches!(settings.cache_use, CacheUse::Off) {
        cmd.push_str(" --no-cache");
    }
    if let Some((flag, rule)) = cli_rule {
        cmd.push_str(&format!(" {flag} {}", shell_quote(rule)));
    }
    cmd.push(' ');
    cmd.push_str(&shell_quote(url));
    cmd
}
