//! The result of one search, as both output forms are made from it: the `<web_result>` block
//! (S-40) and the JSON object (S-41). Every network-derived value is already cleaned and
//! neutralized by `clean` (G-06); the header's attributes are stripped again here.

use serde::Serialize;

use super::AllowedBy;
use crate::sanitize::attribute;
use crate::search::clean::SearchResult;
use crate::search::cost::Usage;
use crate::warning::Warning;

/// The line after the block: results are leads, not facts (S-40).
pub(crate) const READ_FIRST: &str = "Read a page with garuda-web fetch before you rely on it.";

/// One search's result.
#[derive(Debug, Serialize)]
pub(crate) struct SearchReport {
    /// The query sent.
    pub(crate) query: String,
    /// The provider's name.
    pub(crate) provider: &'static str,
    /// Cleaned results, at most N.
    pub(crate) results: Vec<SearchResult>,
    /// The provider's answer text, if it gave one (Tavily, SearXNG, Gemini, Claude).
    pub(crate) answer: Option<String>,
    /// Queries run and their estimated cost (S-12).
    pub(crate) usage: Usage,
    /// The rule or answer that approved sending the query (S-07).
    pub(crate) allowed_by: AllowedBy,
    /// Things to know about the results.
    pub(crate) warnings: Vec<Warning>,
    /// With `--fetch N`: each page's fetch object, or `{"url", "error"}` (S-30).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) pages: Option<Vec<serde_json::Value>>,
}

impl SearchReport {
    /// The URLs of the first `n` results: the pages `--fetch N` reads (S-30).
    pub(crate) fn urls_to_read(&self, n: usize) -> Vec<String> {
        self.results.iter().take(n).map(|r| r.url.clone()).collect()
    }

    /// The `<web_result search=… provider=…>` block and the line after it (S-40).
    pub(crate) fn to_text(&self) -> String {
        let mut out = format!(
            "<web_result search=\"{}\" provider=\"{}\">\n",
            attribute(&self.query),
            self.provider
        );
        if let Some(answer) = &self.answer {
            out.push_str("Answer: ");
            out.push_str(answer);
            out.push_str("\n\n");
        }
        if self.results.is_empty() {
            out.push_str("No results.\n");
        }
        for (i, r) in self.results.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out.push_str(&format!("{}. {}\n   {}", i + 1, r.title, r.url));
            if let Some(age) = &r.age {
                out.push_str(&format!(" ({age})"));
            }
            out.push('\n');
            if !r.snippet.is_empty() {
                out.push_str(&format!("   {}\n", r.snippet));
            }
        }
        out.push_str("</web_result>\n");
        out.push_str(READ_FIRST);
        out.push('\n');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(results: Vec<SearchResult>, answer: Option<&str>) -> SearchReport {
        SearchReport {
            query: "q \"x\" <y>".into(),
            provider: "brave",
            results,
            answer: answer.map(str::to_string),
            usage: Usage {
                provider: "brave",
                queries: 1,
                estimated_cost_usd: None,
            },
            allowed_by: AllowedBy {
                rule: "web_search".into(),
                source: "command_line".into(),
            },
            warnings: Vec::new(),
            pages: None,
        }
    }

    // S-40: header, numbered results with URL (age) and snippet, closing line.
    #[test]
    fn s40_text_block() {
        let r = |n: u8, age: Option<&str>, snippet: &str| SearchResult {
            title: format!("T{n}"),
            url: format!("https://e.test/{n}"),
            snippet: snippet.into(),
            age: age.map(str::to_string),
            published: None,
        };
        let text = report(
            vec![r(1, Some("3 days ago"), "s1"), r(2, None, "")],
            Some("A."),
        )
        .to_text();
        assert_eq!(
            text,
            "<web_result search=\"q x y\" provider=\"brave\">\nAnswer: A.\n\n1. T1\n   \
             https://e.test/1 (3 days ago)\n   s1\n\n2. T2\n   https://e.test/2\n\
             </web_result>\nRead a page with garuda-web fetch before you rely on it.\n"
        );
        assert!(
            report(Vec::new(), None)
                .to_text()
                .contains("\nNo results.\n")
        );
    }
}
