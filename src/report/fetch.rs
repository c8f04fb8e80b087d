//! The result of one fetch, as both output forms are made from it: the `<web_result>` block
//! (F-40) and the JSON object (F-41). Network-derived values are neutralized once, in
//! [`FetchReport::neutralized`], before either form is made (G-06).

use serde::Serialize;

use super::{AllowedBy, short_age};
use crate::error::ErrorBody;
use crate::sanitize::{attribute, neutralize};
use crate::warning::Warning;

/// The result of one fetch: what both output forms are made from (F-40, F-41).
#[derive(Debug, Serialize)]
pub(crate) struct FetchReport {
    /// The URL asked for, after the URL check.
    pub(crate) url: String,
    /// The URL that answered.
    pub(crate) final_url: String,
    /// Its HTTP status.
    pub(crate) status: u16,
    /// The media type.
    pub(crate) content_type: String,
    /// The encoding the body was decoded with.
    pub(crate) charset: String,
    /// The page title.
    pub(crate) title: Option<String>,
    /// Under `--main`, the description of a page with no main text, whose content is then
    /// empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) description: Option<String>,
    /// First character of the window.
    pub(crate) start: usize,
    /// Character just past the window.
    pub(crate) end: usize,
    /// Characters in the whole text.
    pub(crate) total_chars: usize,
    /// Where the next window starts; `null` at the end.
    pub(crate) next_start: Option<usize>,
    /// The window's text; left out of the JSON with `-o FILE`, where the page went to the file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) content: Option<String>,
    /// With `-o FILE`: the file the whole page was written to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) output: Option<String>,
    /// Whether the text was read from the DOM a browser rendered (`--render`, F-13).
    pub(crate) rendered: bool,
    /// Whether the text came from the cache.
    pub(crate) cached: bool,
    /// When the page was fetched (RFC 3339, UTC).
    pub(crate) fetched_at: String,
    /// SHA-256 of the whole converted text, hex.
    pub(crate) sha256: String,
    /// What allowed this call's first request: a decision of this call, or the approval
    /// recorded with the cached copy it pages through.
    pub(crate) allowed_by: FetchAllowedBy,
    /// Every URL redirected to, in order.
    pub(crate) redirects: Vec<String>,
    /// The proxy the page came through.
    pub(crate) via: Option<String>,
    /// Warnings about the page.
    pub(crate) warnings: Vec<Warning>,
    /// For a PDF: its page count and the pages the window covers (F-60).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) pages: Option<crate::page::pdf::PageSpan>,
    /// With `--outline`: the page's headings (F-42).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) outline: Option<Vec<crate::page::outline::Heading>>,
    /// How old the cached copy is, when it came from the cache (F-11).
    #[serde(skip)]
    pub(crate) cached_age: Option<std::time::Duration>,
    /// Set when the final status was not 2xx (F-03).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) error: Option<ErrorBody>,
    /// The command that prints the next window, for the `[More: …]` line.
    #[serde(skip)]
    pub(crate) more_command: Option<String>,
}

/// What allowed one fetch (`allowed_by`, A-03, A-06), in the shape every `allowed_by` has
/// (`rule`, `source`). A call that decided its first request itself (a download, or a
/// `--start 0` read served from the cache) names that decision. A call that paged a cached copy
/// on the approval recorded with it (`--start` > 0, `--offline`) says `source: "cache"`, with
/// the recorded approval as `original` (`rule` repeats its rule, so `allowed_by.rule` always
/// names the rule the page came in by).
#[derive(Debug, Clone, Serialize)]
pub(crate) struct FetchAllowedBy {
    /// The rule and where it came from for this call.
    #[serde(flatten)]
    pub(crate) this_call: AllowedBy,
    /// With `source: "cache"`: the approval of the fetch that filled the cache.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) original: Option<AllowedBy>,
}

/// `allowed_by.source` of a call that paged a cached copy on its recorded approval.
pub(crate) const SOURCE_CACHE: &str = "cache";

impl FetchAllowedBy {
    /// Approved by a decision of this call.
    pub(crate) fn decided(rule: String, source: String) -> FetchAllowedBy {
        FetchAllowedBy {
            this_call: AllowedBy { rule, source },
            original: None,
        }
    }

    /// Allowed by the approval recorded with a cached copy.
    pub(crate) fn cache(original: AllowedBy) -> FetchAllowedBy {
        FetchAllowedBy {
            this_call: AllowedBy {
                rule: original.rule.clone(),
                source: SOURCE_CACHE.to_string(),
            },
            original: Some(original),
        }
    }

    /// The approval the page came in by: this call's decision, or the recorded one.
    pub(crate) fn approval(&self) -> &AllowedBy {
        self.original.as_ref().unwrap_or(&self.this_call)
    }
}

impl FetchReport {
    /// Neutralizes every value that came from the network (G-06). Called once, before either
    /// output form is made.
    pub(crate) fn neutralized(mut self) -> FetchReport {
        let n = |s: &str| neutralize(s).into_owned();
        self.url = n(&self.url);
        self.final_url = n(&self.final_url);
        self.content_type = n(&self.content_type);
        self.title = self.title.as_deref().map(n);
        self.description = self.description.as_deref().map(n);
        self.content = self.content.as_deref().map(n);
        self.redirects = self.redirects.iter().map(|r| n(r)).collect();
        if let Some(headings) = &mut self.outline {
            for h in headings {
                h.title = n(&h.title);
            }
        }
        self
    }

    /// The window's text alone, ending in a newline (`--bare`, F-01).
    pub(crate) fn to_bare_text(&self) -> String {
        let mut text = self.content.clone().unwrap_or_default();
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text
    }

    /// The `<web_result>` block (F-40).
    pub(crate) fn to_text(&self) -> String {
        let content = self.content.as_deref().unwrap_or_default();
        let mut out = String::with_capacity(content.len() + 256);
        out.push_str(&format!(
            "<web_result url=\"{}\" type=\"{}\"",
            attribute(&self.final_url),
            attribute(&self.content_type)
        ));
        if let Some(title) = &self.title {
            out.push_str(&format!(" title=\"{}\"", attribute(title)));
        }
        if let Some(description) = &self.description {
            out.push_str(&format!(" description=\"{}\"", attribute(description)));
        }
        if !(200..300).contains(&self.status) {
            out.push_str(&format!(" status=\"{}\"", self.status));
        }
        out.push_str(">\n");
        if self.outline.is_some() {
            out.push_str(&format!("[outline of {} characters]", self.total_chars));
        } else {
            out.push_str(&format!(
                "[characters {}–{} of {}]",
                self.start, self.end, self.total_chars
            ));
        }
        if let Some(p) = &self.pages {
            let of = if p.count_at_least { "at least " } else { "" };
            out.push_str(&format!(
                " [pages {}–{} of {of}{}]",
                p.first, p.last, p.count
            ));
        }
        if self.rendered {
            out.push_str(" [rendered]");
        }
        if let Some(age) = self.cached_age {
            out.push_str(&format!(" [cached {} ago]", short_age(age)));
        }
        out.push('\n');
        out.push_str(content);
        if !content.is_empty() && !content.ends_with('\n') {
            out.push('\n');
        }
        if let Some(more) = &self.more_command {
            out.push_str(&format!("[More: {more}]\n"));
        }
        out.push_str("</web_result>\n");
        out
    }
}
