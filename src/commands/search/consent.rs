//! Claude's one-time consent (S-11): Claude's web search costs money per search, so its first
//! use asks once, on a terminal, "Allow Claude's web search?" with the price, and saves the
//! answer as `search.use` in config.json (`claude` for yes, `provider` for no). Without a
//! terminal nothing is asked: the call exits 4 and the hint names
//! `garuda-web config search use claude`.
//!
//! Not here: the per-query approval (S-07, `approval`), which is asked after this.

use std::path::Path;

use crate::prompt;
use crate::search::Error;
use crate::search::config::SearchUse;
use crate::search::cost::CLAUDE_PER_SEARCH;
use crate::warning::Warning;

/// Asks for Claude's search once and saves the answer in `config_file` (not saved with
/// `--no-config`). `Ok` means go ahead, with a warning when the answer could not be saved.
pub(crate) fn ask_claude(
    config_file: Option<&Path>,
    max_uses: u32,
    color: bool,
) -> Result<Option<Warning>, Error> {
    if !prompt::can_ask() {
        return Err(Error::ClaudeConsent);
    }
    let lines = [
        "Allow Claude's web search?".to_string(),
        "  Claude searches on Anthropic's servers while it writes its answer.".to_string(),
        format!(
            "  Price: ${CLAUDE_PER_SEARCH:.2} per search plus tokens, at most {max_uses} \
             searches per query."
        ),
        "  Asked once: the answer is saved as search.use in config.json.".to_string(),
    ];
    let items = [
        "Yes, Claude may search when needed".to_string(),
        "No".to_string(),
    ];
    let answer = prompt::choose(&lines, "Allow?", &items, color)
        .ok()
        .flatten();
    let (choice, result) = match answer {
        Some(0) => (SearchUse::Claude, Ok(None)),
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
        let unsaved = Warning {
            code: "choice_not_saved".into(),
            message: format!("the answer holds for this call only: {e}"),
            hint: "run garuda-web config search use claude (or provider) to save it".into(),
        };
        return result.map(|_| Some(unsaved));
    }
    result
}
