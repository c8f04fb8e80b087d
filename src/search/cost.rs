//! What a search cost (S-12): the queries the provider ran and an estimate in dollars.
//!
//! Gemini bills each executed search query (`webSearchQueries`) at `per1kQueries` (default
//! $14 per 1 000, the Gemini 3 price); Claude bills $0.01 per search (`web_search_requests`).
//! Brave and Tavily bill by plan, so there is no estimate (`null`); SearXNG is the user's own
//! server and costs nothing.

use serde::Serialize;

use super::ProviderKind;
use super::config::Plan;

/// Dollars per Claude web search (S-11).
pub(crate) const CLAUDE_PER_SEARCH: f64 = 0.01;

/// The `usage` object of the JSON output (S-12).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct Usage {
    /// The provider's name.
    pub(crate) provider: &'static str,
    /// Search queries run.
    pub(crate) queries: u32,
    /// Estimated price in US dollars: `None` (JSON `null`) when the provider bills by plan
    /// (Brave, Tavily), 0 for SearXNG, the user's own server.
    pub(crate) estimated_cost_usd: Option<f64>,
}

impl Usage {
    /// The usage of a call that ran `queries` searches.
    pub(crate) fn of(plan: &Plan, queries: u32) -> Usage {
        let per_query = match plan.provider {
            ProviderKind::Google => Some(plan.google.per1k_queries / 1000.0),
            ProviderKind::Claude => Some(CLAUDE_PER_SEARCH),
            ProviderKind::Searxng => Some(0.0),
            ProviderKind::Brave | ProviderKind::Tavily => None,
        };
        // Rounded to a hundredth of a cent so sums like 3 × 0.014 print cleanly.
        let cost = per_query.map(|p| (f64::from(queries) * p * 10_000.0).round() / 10_000.0);
        Usage {
            provider: plan.provider.name(),
            queries,
            estimated_cost_usd: cost,
        }
    }

    /// The stderr line of text mode (S-12), or `None` when the cost is zero.
    pub(crate) fn line(&self) -> Option<String> {
        let cost = self.estimated_cost_usd.filter(|c| *c > 0.0)?;
        let noun = if self.queries == 1 {
            "query"
        } else {
            "queries"
        };
        Some(format!(
            "Web searches: {} {noun}, estimated ${:.4}",
            self.queries, cost
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::config::{Loaded, plan};

    fn plan_for(provider: ProviderKind) -> Plan {
        let env = |_: &str| Some("k".to_string());
        plan(&Loaded::default(), Some(provider), None, &env).unwrap()
    }

    // S-12: Gemini at $14 / 1000 queries, Claude at $0.01 per search, the stderr line.
    #[test]
    fn s12_prices_and_line() {
        let g = Usage::of(&plan_for(ProviderKind::Google), 3);
        assert_eq!(g.estimated_cost_usd, Some(0.042));
        assert_eq!(
            Usage::of(&plan_for(ProviderKind::Tavily), 1).estimated_cost_usd,
            None
        );
        assert_eq!(
            g.line().unwrap(),
            "Web searches: 3 queries, estimated $0.0420"
        );
        let c = Usage::of(&plan_for(ProviderKind::Claude), 1);
        assert_eq!(
            c.line().unwrap(),
            "Web searches: 1 query, estimated $0.0100"
        );
        assert_eq!(Usage::of(&plan_for(ProviderKind::Brave), 1).line(), None);
        assert_eq!(Usage::of(&plan_for(ProviderKind::Google), 0).line(), None);
    }
}
