//! The search part of `config check` (K-03, S-03): the search command's own reading of the
//! `search` section and the environment (`search::config::{load, plan}`), so `check` accepts and
//! refuses exactly what `search` would — provider, key present in the environment (never a key
//! in the file), SearXNG and endpoint URL rules, `search.use`. Key values are never printed.
//!
//! Not here: the rules themselves (`search::config`).

use super::findings::{Level, Report};
use crate::config::paths::Paths;
use crate::env;
use crate::search::{self, config as search_config};

/// Adds the search finding. `skip_file` is set with `--no-config` or when config.json does not
/// load (already reported): the environment alone then decides.
pub(super) fn check(paths: &Paths, skip_file: bool, report: &mut Report) {
    let loaded = match search_config::load(&paths.config_file(), !skip_file) {
        Ok(loaded) => loaded,
        Err(e) => {
            report.add(Level::Error, "search", e.to_string());
            return;
        }
    };
    match search_config::plan(&loaded, None, None, &env::value) {
        Ok(plan) if plan.key.is_some() => report.add(
            Level::Ok,
            "search",
            format!("{}, key set (from {})", plan.provider, plan.key_var),
        ),
        Ok(plan) => report.add(
            Level::Ok,
            "search",
            format!("{} at {}", plan.provider, plan.base),
        ),
        Err(search::Error::SearchOff { .. }) => {
            report.add(Level::Ok, "search", "turned off (search.use is \"off\")");
        }
        Err(search::Error::NoProvider { .. }) => report.add(
            Level::Warning,
            "search",
            "no provider: set BRAVE_API_KEY, TAVILY_API_KEY, GEMINI_API_KEY or \
             ANTHROPIC_API_KEY, or add \"search\": {\"provider\": …} to config.json \
             (brave, tavily, searxng, google or claude; garuda-web search needs one)",
        ),
        Err(e) => report.add(Level::Error, "search", e.to_string()),
    }
}
