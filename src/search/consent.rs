//! Claude's one-time consent (S-11): Claude's web search costs money per search, so its first
//! use asks once, on a terminal, "Allow Claude's web search?" with the price, and saves the
//! answer as `search.use` in config.json (`claude` for yes, `provider` for no). Without a
//! terminal nothing is asked: the call exits 4 and the hint names
//! `garuda-web config search use claude`.
//!
//! Not here: the per-query approval (S-07, `approval`), which is asked after this.

use std::path::Path;

use dialoguer::Select;
use dialoguer::console::Term;

use super::Error;
use super::config::SearchUse;
use super::cost::CLAUDE_PER_SEARCH;
use crate::approval::prompt;
use crate::output::Printer;
use crate::page::Warning;

/// Asks for Claude's search once and saves the answer in `config_file` (not saved with
/// `--no-config`). `Ok` means go ahead.
pub(crate) fn ask_claude(
    config_file: Option<&Path>,
    max_uses: u32,
    printer: &Printer,
) -> Result<(), Error> {
    if !prompt::can_ask() {
        return Err(Error::ClaudeConsent);
    }
    let term = Term::stderr();
    let lines = [
        "Allow Claude's web search?".to_string(),
        "  Claude searches on Anthropic's servers while it writes its answer.".to_string(),
        format!(
            "  Price: ${CLAUDE_PER_SEARCH:.2} per search plus tokens, at most {max_uses} \
             searches per query."
        ),
        "  Asked once: the answer is saved as search.use in config.json.".to_string(),
    ];
    let shown = lines.iter().try_for_each(|l| term.write_line(l));
    let answer = shown.ok().and_then(|()| {
        Select::new()
            .with_prompt("Allow?")
            .items(["Yes, Claude may search when needed", "No"])
            .default(0)
            .interact_on_opt(&term)
            .ok()
            .flatten()
    });
    let (choice, result) = match answer {
        Some(0) => (SearchUse::Claude, Ok(())),
        _ => (
            SearchUse::Provider,
            Err(Error::Declined {
                what: "Claude's web search",
            }),
        ),
    };
    if let Some(path) = config_file
        && let Err(e) = crate::config::edit::set_search_use(path, choice.name())
    {
        printer.warn(&Warning {
            code: "choice_not_saved".into(),
            message: format!("the answer holds for this call only: {e}"),
            hint: "run garuda-web config search use claude (or provider) to save it".into(),
        });
    }
    result
}
