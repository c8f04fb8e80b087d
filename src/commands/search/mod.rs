//! `garuda-web search` (§6): query checks (S-01, S-06, in settings) → Claude's one-time consent
//! (S-11) → approval (S-07) → the provider call (S-04) → cleaned results (S-05) → output (S-40,
//! S-41) and cost (S-12) → with `--fetch N`, the top N pages, each approved exactly (S-30).

mod consent;

use serde_json::json;

use crate::commands::feedback::Feedback;
use crate::commands::{fetch, fetch_many};
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::output::Printer;
use crate::report::AllowedBy;
use crate::report::search::SearchReport;
use crate::search::{self, clean, cost::Usage};
use crate::settings::{Common, FetchSettings, SearchSettings};

/// Runs one search and prints its result (and the pages of `--fetch`).
pub(crate) fn run(settings: SearchSettings, common: &Common) -> Result<ExitStatus, Error> {
    let printer = &common.printer;
    let plan = &settings.plan;
    let mut asked_warnings = Vec::new();
    if plan.needs_claude_consent {
        asked_warnings.extend(consent::ask_claude(
            settings.config_file.as_deref(),
            plan.claude.max_uses,
            printer.color(),
        )?);
    }
    let mut report = find(&settings, printer, asked_warnings)?;
    let urls = report.urls_to_read(settings.fetch);

    let status = if printer.json {
        let mut pages = Vec::new();
        let mut status = ExitStatus::Success;
        for url in &urls {
            let (page, page_status) = fetch_json(url, &settings, common);
            pages.push(page);
            status = worst(status, page_status);
        }
        if settings.fetch > 0 {
            report.pages = Some(pages);
        }
        printer.json_result(&report)?;
        status
    } else {
        printer.result(&report.to_text())?;
        let mut status = ExitStatus::Success;
        for url in &urls {
            let page_status = fetch_text(url, &settings, common);
            status = worst(status, page_status?);
        }
        status
    };
    for warning in &report.warnings {
        printer.warn(warning);
    }
    if !printer.json
        && let Some(line) = report.usage.line()
    {
        printer.info(&line);
    }
    Ok(status)
}

/// Approves the query (S-07), sends it and cleans the results (S-05): the search as a report,
/// not printed yet (`mcp` serves it too, M-02). `asked_warnings` are those of the questions
/// asked before (Claude's consent, S-11).
pub(crate) fn find(
    settings: &SearchSettings,
    printer: &Printer,
    mut asked_warnings: Vec<crate::warning::Warning>,
) -> Result<SearchReport, Error> {
    let plan = &settings.plan;
    let mut approval = settings
        .approver
        .decide_search(plan.provider.name(), &settings.query)?;
    asked_warnings.append(&mut approval.warnings);
    printer.note(&format!(
        "searching with {} approved by {approval}",
        plan.provider
    ));
    let feedback = Feedback::provider(printer, plan.provider.name());
    let net = search::api::NetSettings {
        // M-05: a served call has no status line; its client's progress hears the steps.
        observer: feedback
            .observer()
            .or_else(|| settings.net.observer.clone()),
        ..settings.net.clone()
    };
    let found = search::run(plan, &settings.query, &net)?;
    drop(feedback);
    let results = clean::results(found.results, plan.max_results, &settings.deny);
    let usage = Usage::of(plan, found.queries);
    Ok(SearchReport {
        query: settings.query.clone(),
        provider: plan.provider.name(),
        results,
        answer: found.answer.as_deref().map(clean::answer),
        usage,
        allowed_by: AllowedBy {
            rule: approval.rule.clone(),
            source: approval.source.id().to_string(),
        },
        // Provider texts in warnings (engine names, error codes) are network-derived (G-06).
        warnings: asked_warnings
            .into_iter()
            .chain(found.warnings.into_iter().map(|mut w| {
                w.message = crate::sanitize::neutralize(&w.message).into_owned();
                w
            }))
            .collect(),
        pages: None,
    })
}

/// The first failure decides the exit status; success only when every page succeeded.
fn worst(so_far: ExitStatus, next: ExitStatus) -> ExitStatus {
    if so_far == ExitStatus::Success {
        next
    } else {
        so_far
    }
}

/// Fetches one result and prints its block (S-30); a failure is reported on stderr and the
/// next page is still read. Only a closed stdout stops the loop.
fn fetch_text(url: &str, settings: &SearchSettings, common: &Common) -> Result<ExitStatus, Error> {
    let printer = &common.printer;
    let outcome = FetchSettings::for_search_result(url, settings.max_chars, settings.main, common)
        .and_then(|fetch_settings| fetch_many::run(fetch_settings, printer));
    match outcome {
        Ok(status) => Ok(status),
        Err(e) if e.is_broken_pipe() => Err(e),
        Err(e) => {
            printer.error(&e);
            Ok(e.exit_status())
        }
    }
}

/// Fetches one result for the JSON output: the fetch object, or `{"url", "error"}`.
fn fetch_json(
    url: &str,
    settings: &SearchSettings,
    common: &Common,
) -> (serde_json::Value, ExitStatus) {
    let printer: &Printer = &common.printer;
    let fetched = FetchSettings::for_search_result(url, settings.max_chars, settings.main, common)
        .and_then(|fetch_settings| fetch::fetch(&fetch_settings, url, printer));
    match fetched {
        Ok(page) => {
            for warning in &page.warnings {
                printer.warn(warning);
            }
            let status = match &page.http_error {
                Some(e) => {
                    printer.error_sentence(e);
                    e.exit_status()
                }
                None => ExitStatus::Success,
            };
            let value = serde_json::to_value(&page.report).unwrap_or_default();
            (value, status)
        }
        Err(e) => {
            printer.error_sentence(&e);
            let value = json!({"url": url, "error": e.body()});
            (value, e.exit_status())
        }
    }
}
