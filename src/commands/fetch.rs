//! `garuda-web fetch` (F-02): URL check → approval → resolve/check/connect → redirects (each hop
//! checked and approved) → limits → content type → charset → convert → window → output.

use std::time::{Duration, SystemTime};

use sha2::{Digest, Sha256};

use crate::approval::Approval;
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::net::client::Client;
use crate::net::url_check::check_url;
use crate::output::{AllowedBy, FetchReport, OwnedErrorBody, Printer, shell_quote};
use crate::page::{self, Mode, window::window};
use crate::settings::FetchSettings;

/// Part of the time budget kept back for conversion when the network used the rest.
const MIN_CONVERT_BUDGET: Duration = Duration::from_secs(2);

/// Runs one fetch and prints its result.
pub(crate) fn run(settings: FetchSettings, printer: &Printer) -> Result<ExitStatus, Error> {
    let started = std::time::Instant::now();
    let target =
        check_url(&settings.url, &settings.address_policy).map_err(crate::net::Error::Url)?;
    let approval = settings.approver.decide_fetch(&target, None)?;
    if target.upgraded {
        printer.note("http:// upgraded to https:// (plain http is only used for loopback)");
    }
    printer.note(&format!("{} approved by {approval}", target.host_str()));
    let requested = target.url.clone();

    let client = Client::new(
        settings.address_policy.clone(),
        settings.limits.clone(),
        settings.dns_server,
        settings.proxy.clone(),
    );
    let response = client.get(target, |hop, previous| -> Result<(), Error> {
        let hop_approval = settings.approver.decide_fetch(hop, Some(previous))?;
        printer.note(&format!(
            "redirect to {} approved by {hop_approval}",
            hop.url
        ));
        Ok(())
    })?;
    let fetched_at = humantime::format_rfc3339_seconds(SystemTime::now()).to_string();

    let budget = settings
        .limits
        .timeout
        .saturating_sub(started.elapsed())
        .max(MIN_CONVERT_BUDGET);
    let mode = Mode {
        raw: settings.raw,
        pretty_json: settings.pretty,
    };
    let page = page::read(
        &response.body,
        response.content_type.as_deref(),
        &response.final_url,
        mode,
        budget,
    )?;
    let sha256 = format!("{:x}", Sha256::digest(page.text.as_bytes()));
    let win = window(&page.text, settings.start, settings.max_chars).map_err(|e| {
        page::Error::StartPastEnd {
            start: e.start,
            total: e.total,
        }
    })?;

    let ok = (200..300).contains(&response.status);
    let http_error = (!ok).then(|| Error::HttpStatus {
        url: response.final_url.to_string(),
        status: response.status,
    });
    let report = FetchReport {
        url: requested.to_string(),
        final_url: response.final_url.to_string(),
        status: response.status,
        content_type: page.content_type.clone(),
        charset: page.charset.to_string(),
        title: page.title.clone(),
        start: win.start,
        end: win.end,
        total_chars: win.total,
        next_start: win.next_start(),
        content: win.text.to_string(),
        cached: false,
        fetched_at,
        sha256,
        allowed_by: allowed_by(&approval),
        redirects: response.redirects.iter().map(ToString::to_string).collect(),
        via: response.via.clone(),
        warnings: page.warnings.clone(),
        error: http_error.as_ref().map(|e| OwnedErrorBody {
            code: e.code(),
            message: e.to_string(),
            hint: e.hint(),
        }),
        more_command: win
            .next_start()
            .map(|next| more_command(next, requested.as_str(), &settings)),
    }
    .neutralized();

    if printer.json {
        printer.json_result(&report)?;
    } else {
        printer.result(&report.to_text())?;
    }
    for warning in &page.warnings {
        printer.warn(warning);
    }
    match http_error {
        None => Ok(ExitStatus::Success),
        Some(err) => {
            // The page was the result; the error sentence still goes to stderr (F-03). In JSON
            // mode the error object is already inside the one JSON object.
            printer.error_sentence(&err);
            Ok(err.exit_status())
        }
    }
}

fn allowed_by(approval: &Approval) -> AllowedBy {
    AllowedBy {
        rule: approval.rule.clone(),
        source: approval.source.id().to_string(),
    }
}

/// The command that prints the next window: pasteable as is (F-40).
fn more_command(next: usize, url: &str, settings: &FetchSettings) -> String {
    let mut cmd = format!("garuda-web fetch --start {next}");
    if settings.max_chars != 30_000 {
        cmd.push_str(&format!(" --max-chars {}", settings.max_chars));
    }
    if settings.raw {
        cmd.push_str(" --raw");
    }
    if settings.address_policy.allow_loopback {
        cmd.push_str(" --allow-localhost");
    }
    cmd.push(' ');
    cmd.push_str(&shell_quote(url));
    cmd
}
