//! One tool call, run on a blocking thread as the command line would run it (M-02): the
//! arguments become the command's options (`tools`), resolved by the same settings step, then
//! the same approval, fetch, cache and report code as `garuda-web fetch` / `search`. The result's text
//! is what the command prints on stdout; its structured content is what `--json` prints; a
//! failure is `isError` with the G-03 sentence and hint, and `{code, message, hint}` (M-04).
//! Hints, in the notes and the structured content alike, are worded for the client (`hints`).

use rmcp::model::{CallToolResult, ContentBlock, JsonObject};
use serde_json::{Value, json};

use super::ServerArgs;
use super::tools::{self, WEB_FETCH, WEB_SEARCH};
use super::{browse, hints};
use crate::browse::protocol::{PageReply, Reply};
use crate::commands::browse::{Done, Performed, Rendered, failure_error, not_running};
use crate::commands::fetch::{self, Fetched};
use crate::error::Error;
use crate::sanitize::for_text;
use crate::settings::{Common, FetchSettings, SearchSettings, Served};

/// Runs the tool `name` with `arguments` and turns the outcome into a tool result.
pub(crate) fn run(
    server: &ServerArgs,
    name: &str,
    arguments: &JsonObject,
    served: Served,
    ask_parked: bool,
) -> CallToolResult {
    let outcome = match name {
        WEB_FETCH => web_fetch(server, arguments, served),
        WEB_SEARCH => web_search(server, arguments, served),
        _ => match browse::verb_of(name).filter(|_| server.browse) {
            Some(verb) => browse_call(server, &verb, arguments, served, ask_parked),
            None => Err(tools::invalid("name", &format!("there is no tool {name}"))),
        },
    };
    outcome.unwrap_or_else(|err| error_result(&err))
}

/// The settings every command of a served call shares: the CLI's own, from the server's
/// `--no-config` and approval options, answered through `served` instead of a terminal (M-03).
fn served_common(server: &ServerArgs, served: Served) -> Result<Common, Error> {
    let mut common = Common::load(server.no_config, &server.approval, server.printer())?;
    common.served = Some(served);
    Ok(common)
}

/// `web_fetch`: exactly `garuda-web fetch URL` with the call's options.
fn web_fetch(
    server: &ServerArgs,
    arguments: &JsonObject,
    served: Served,
) -> Result<CallToolResult, Error> {
    let mut options = tools::fetch_options(arguments)?;
    options.allow_localhost = server.allow_localhost;
    let common = served_common(server, served)?;
    let settings = FetchSettings::resolve(&options, &common)?;
    let url = settings.urls.first().cloned().unwrap_or_default();
    let fetched = fetch::fetch(&settings, &url, &common.printer)?;
    let mut result = Page::default();
    result.add(fetched);
    let structured = result.pages.pop().unwrap_or(Value::Null);
    Ok(result.finish(structured))
}

/// `web_search`: exactly `garuda-web search QUERY` with the call's options; with `fetch`, the
/// pages as `search --fetch` reads them (S-30).
fn web_search(
    server: &ServerArgs,
    arguments: &JsonObject,
    served: Served,
) -> Result<CallToolResult, Error> {
    let options = tools::search_options(arguments)?;
    let common = served_common(server, served)?;
    let printer = common.printer;
    let settings = SearchSettings::resolve(&options, &common)?;
    // S-11 asks once on a terminal; a served call has none, as a piped call has none.
    if settings.plan.needs_claude_consent {
        return Err(crate::search::Error::ClaudeConsent.into());
    }
    let mut report = crate::commands::search::find(&settings, &printer, Vec::new())?;
    let mut result = Page {
        text: for_text(&report.to_text()).into_owned(),
        ..Page::default()
    };
    let urls = report.urls_to_read(settings.fetch);
    for url in &urls {
        let page =
            FetchSettings::for_search_result(url, settings.max_chars, settings.main, &common)
                .and_then(|page_settings| fetch::fetch(&page_settings, url, &printer));
        match page {
            Ok(fetched) => result.add(fetched),
            Err(err) => {
                result
                    .pages
                    .push(json!({"url": url, "error": hints::error_body(&err)}));
                result.notes.push(sentence(&err));
                result.failed = true;
            }
        }
    }
    if settings.fetch > 0 {
        report.pages = Some(std::mem::take(&mut result.pages));
    }
    hints::reword(&mut report.warnings);
    result
        .notes
        .extend(report.warnings.iter().map(warning_text));
    let structured = serde_json::to_value(&report).map_err(std::io::Error::other)?;
    Ok(result.finish(structured))
}

/// A browse tool: exactly `garuda-web browse VERB` with the call's arguments, on the session
/// the server's `--session` names, with local access only from the server's `--allow-local`
/// (B-10). A navigation the page parks is asked through the client when `ask_parked` (B-12).
fn browse_call(
    server: &ServerArgs,
    verb: &str,
    arguments: &JsonObject,
    served: Served,
    ask_parked: bool,
) -> Result<CallToolResult, Error> {
    let verb = browse::verb_for(verb, arguments)?;
    let asker = served.asker.clone().filter(|_| ask_parked);
    let common = served_common(server, served)?;
    let performed = crate::commands::browse::perform(
        &verb,
        server.allow_local,
        &server.approval,
        &common,
        asker.as_deref(),
    )?;
    match performed {
        Performed::Reply(done) => Ok(browse_result(done)),
        // `close --all` is not a tool argument (`browse::SERVER_ONLY`).
        Performed::Closed(_) => Err(tools::invalid(
            "all",
            "a client closes only its own session",
        )),
    }
}

/// The browse reply as `browse VERB` prints it (text) and as `--json` prints it
/// (structured); a failure is `isError` with the page state still shown (B-06).
fn browse_result(done: Done) -> CallToolResult {
    let verb = done.action.verb();
    let session = done.session.as_str();
    let mut result = Page::default();
    let value = match done.reply {
        Some(Reply::Ok(page)) => {
            let page = Rendered::new(*page);
            result.text = hints::dialog_words(&page.text(verb));
            result.notes.extend(parked_notes(page.page()));
            result.notes.extend(page.warnings.iter().map(warning_text));
            page.json(verb, session)
        }
        Some(Reply::Failed(failure)) => {
            let err = failure_error(*failure);
            let page = match &err {
                Error::Browse(e) => e.page().cloned().map(Rendered::new),
                _ => None,
            };
            let mut value = match &page {
                Some(page) => {
                    let text = page.text(verb);
                    // No empty block before the error (G-03), as the command line prints.
                    if page.says_something(verb, &text) {
                        result.text = hints::dialog_words(&text);
                    }
                    page.json(verb, session)
                }
                None => json!({ "browse": verb, "session": session }),
            };
            value["error"] = serde_json::to_value(hints::error_body(&err)).unwrap_or_default();
            result.notes.push(sentence(&err));
            if let Some(page) = &page {
                result.notes.extend(page.warnings.iter().map(warning_text));
            }
            result.failed = true;
            value
        }
        None | Some(Reply::Restarting { .. } | Reply::BrowserGone { .. }) => {
            let (text, value) = not_running(verb, session);
            result.text = text;
            value
        }
    };
    if result.text.is_empty() {
        // A failure without a page: the sentence is the whole text.
        result.text = result.notes.remove(0);
    }
    result.finish(value)
}

/// B-12: how to answer the page's parked navigations, worded for the client (the block says
/// what the command line runs).
fn parked_notes(page: &PageReply) -> Vec<String> {
    page.parked
        .iter()
        .map(|held| {
            for_text(&format!(
                "the page's navigation to {} waits for approval (id {}): call browse_approve \
                 with id {} to let it go, or browse_deny with id {}; unanswered it is denied \
                 after {}s\n",
                held.host, held.id, held.id, held.id, held.limit_seconds
            ))
            .into_owned()
        })
        .collect()
}

/// A result being put together: the text stdout would carry, the lines stderr would carry
/// (warnings, error sentences), the pages' JSON objects, and whether anything failed.
#[derive(Default)]
struct Page {
    text: String,
    notes: Vec<String>,
    pages: Vec<Value>,
    failed: bool,
}

impl Page {
    /// A fetched page: its block (as `fetch` prints it), its warnings, and an HTTP error
    /// status as a failure whose page is still the result (F-03).
    fn add(&mut self, mut fetched: Fetched) {
        hints::reword(&mut fetched.warnings);
        hints::reword(&mut fetched.report.warnings);
        self.text.push_str(&for_text(&fetched.report.to_text()));
        self.notes.extend(fetched.warnings.iter().map(warning_text));
        if let Some(err) = &fetched.http_error {
            self.notes.push(sentence(err));
            self.failed = true;
        }
        self.pages
            .push(serde_json::to_value(&fetched.report).unwrap_or(Value::Null));
    }

    /// The tool result: the text first, then each note as its own text item.
    fn finish(self, structured: Value) -> CallToolResult {
        let mut content = vec![ContentBlock::text(self.text)];
        content.extend(self.notes.into_iter().map(ContentBlock::text));
        let mut result = if self.failed {
            CallToolResult::error(content)
        } else {
            CallToolResult::success(content)
        };
        result.structured_content = Some(structured);
        result
    }
}

/// A warning as the command prints it on stderr.
fn warning_text(warning: &crate::warning::Warning) -> String {
    format!(
        "garuda-web: warning: {}\nhint: {}\n",
        warning.message, warning.hint
    )
}

/// An error's sentence and hint as the command prints them on stderr (G-03), with the hint
/// worded for the client (`hints`: a client that cannot be asked gets the rule to add to the
/// server, M-03; an argument where the command names a flag, M-04).
fn sentence(err: &Error) -> String {
    let body = hints::error_body(err);
    match &body.hint {
        Some(hint) => format!("garuda-web: error: {}\nhint: {hint}\n", body.message),
        None => format!("garuda-web: error: {}\n", body.message),
    }
}

/// A failed call (M-04): the sentence and hint as text, `{code, message, hint}` structured.
pub(crate) fn error_result(err: &Error) -> CallToolResult {
    // G-06: a message can quote network text (a redirect's target), so it is neutralized like
    // every other text the server sends.
    let mut result = CallToolResult::error(vec![ContentBlock::text(
        for_text(&sentence(err)).into_owned(),
    )]);
    result.structured_content = serde_json::to_value(hints::error_body(err)).ok();
    result
}
