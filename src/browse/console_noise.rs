//! What of Chromium's own output stays out of a reply's console lines (B-06: the reply carries
//! the page's console, not the browser's chatter).
//!
//! - `verbose` log entries are Chromium's hints to a developer (`[DOM] Input elements should
//!   have autocomplete attributes`, `[Violation] … handler took 60ms`): never the page's words.
//! - The favicon is the browser's own request, not the page's: Chromium fetches it for its tab
//!   strip after the load (the `<link rel=icon>` URL, else `/favicon.ico`), so a page without
//!   one would log a 404 on every open. Its request is the only one a page's frame sends with
//!   the resource type `Other` and an initiator of type `other` (no script, no parser behind
//!   it); its `Failed to load resource` line is dropped.
//! - A `Failed to load resource` line names the URL that failed (the log entry carries it).

use std::collections::VecDeque;

use serde_json::Value;

/// Favicon request ids remembered (a page cannot make the browser fetch many).
const REMEMBERED: usize = 64;

/// The requests of the tab that are the browser's own (its favicon fetches).
#[derive(Debug, Default)]
pub(crate) struct BrowserOwn {
    ids: VecDeque<String>,
}

impl BrowserOwn {
    /// Takes one `Network.requestWillBeSent` of the tab.
    pub(crate) fn request_sent(&mut self, params: &Value) {
        let initiator = &params["initiator"];
        let favicon = params["type"] == "Other"
            && initiator["type"] == "other"
            && initiator.get("url").is_none()
            && initiator.get("stack").is_none();
        if !favicon {
            return;
        }
        if let Some(id) = params["requestId"].as_str() {
            if self.ids.len() == REMEMBERED {
                self.ids.pop_front();
            }
            self.ids.push_back(id.to_string());
        }
    }

    fn contains(&self, id: &str) -> bool {
        self.ids.iter().any(|i| i == id)
    }
}

/// The level and text a `Log.entryAdded` entry shows in a reply, or `None` when it is
/// Chromium's own (see the module's header).
pub(crate) fn log_entry(entry: &Value, own: &BrowserOwn) -> Option<(String, String)> {
    let level = entry["level"].as_str().unwrap_or("info");
    if level == "verbose" {
        return None;
    }
    let text = entry["text"].as_str().unwrap_or_default();
    if entry["source"] != "network" {
        return Some((level.to_string(), text.to_string()));
    }
    if entry["networkRequestId"]
        .as_str()
        .is_some_and(|id| own.contains(id))
    {
        return None;
    }
    let text = match entry["url"].as_str().filter(|u| !u.is_empty()) {
        Some(url) if !text.contains(url) => format!("{text}: {url}"),
        _ => text.to_string(),
    };
    Some((level.to_string(), text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn b06_verbose_hints_are_dropped() {
        let hint = json!({"source": "recommendation", "level": "verbose",
            "text": "[DOM] Input elements should have autocomplete attributes", "url": "http://a/"});
        assert_eq!(log_entry(&hint, &BrowserOwn::default()), None);
    }

    #[test]
    fn b06_a_failed_resource_names_its_url() {
        let failed = json!({"source": "network", "level": "error",
            "text": "Failed to load resource: the server responded with a status of 404 (Not Found)",
            "url": "http://a/missing.json", "networkRequestId": "1.2"});
        assert_eq!(
            log_entry(&failed, &BrowserOwn::default()),
            Some((
                "error".into(),
                "Failed to load resource: the server responded with a status of 404 (Not Found): \
                 http://a/missing.json"
                    .into()
            ))
        );
    }

    #[test]
    fn b06_the_browsers_favicon_fetch_is_not_the_pages() {
        let mut own = BrowserOwn::default();
        own.request_sent(&json!({"requestId": "1.3", "type": "Other",
            "initiator": {"type": "other"}, "request": {"url": "http://a/favicon.ico"}}));
        // A preload the page's parser asked for is the page's, though of type Other too.
        own.request_sent(&json!({"requestId": "1.4", "type": "Other",
            "initiator": {"type": "parser", "url": "http://a/"}, "request": {"url": "http://a/p"}}));
        let failed = |id: &str| {
            json!({"source": "network", "level": "error", "text": "Failed to load resource",
                   "url": "http://a/x", "networkRequestId": id})
        };
        assert_eq!(log_entry(&failed("1.3"), &own), None);
        assert!(log_entry(&failed("1.4"), &own).is_some());
    }
}
