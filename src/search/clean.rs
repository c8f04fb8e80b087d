//! Results made safe and short (S-05): non-http(s) URLs and deny-ruled hosts dropped,
//! duplicates dropped, at most N; titles ≤ 200 characters; snippets with HTML tags removed,
//! entities decoded, whitespace and control characters cleaned, ≤ 500 characters; every
//! value neutralized (G-06).

use serde::Serialize;
use url::Url;

use super::{RawResult, published};
use crate::page::convert::decode_entities;
use crate::rules::Rule;
use crate::sanitize::neutralize;

/// Longest title kept (S-05).
pub(crate) const MAX_TITLE: usize = 200;
/// Longest snippet kept (S-05).
pub(crate) const MAX_SNIPPET: usize = 500;
/// Longest age text kept.
const MAX_AGE: usize = 60;
/// Longest answer kept (Gemini and Claude answers are a few paragraphs).
pub(crate) const MAX_ANSWER: usize = 4000;

/// One result as it is printed (S-40, S-41).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct SearchResult {
    /// Title, cleaned.
    pub(crate) title: String,
    /// URL (http or https).
    pub(crate) url: String,
    /// Snippet, cleaned ("" when the provider gave none).
    pub(crate) snippet: String,
    /// Age or published date, when given, as the provider wrote it.
    pub(crate) age: Option<String>,
    /// The published date as ISO 8601, when the provider gave an absolute date.
    pub(crate) published: Option<String>,
}

/// Cleans, filters and caps the provider's results. `deny` are the call's deny rules: a result
/// whose host and path one matches is dropped.
pub(crate) fn results(raw: Vec<RawResult>, max: usize, deny: &[Rule]) -> Vec<SearchResult> {
    let mut seen: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for r in raw {
        if out.len() >= max {
            break;
        }
        let Ok(mut url) = Url::parse(r.url.trim()) else {
            continue;
        };
        if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
            continue;
        }
        url.set_fragment(None);
        let host = url
            .host_str()
            .unwrap_or_default()
            .trim_start_matches('[')
            .trim_end_matches(']')
            .trim_end_matches('.')
            .to_ascii_lowercase();
        if deny.iter().any(|rule| rule.denies_fetch(&host, url.path())) {
            continue;
        }
        let url = url.to_string();
        if seen.contains(&url) {
            continue;
        }
        seen.push(url.clone());
        let title = text(&r.title, MAX_TITLE);
        out.push(SearchResult {
            title: if title.is_empty() { host } else { title },
            url: neutralize(&url).into_owned(),
            snippet: text(&r.snippet, MAX_SNIPPET),
            published: r
                .published
                .as_deref()
                .and_then(published::iso_8601)
                .or_else(|| r.age.as_deref().and_then(published::iso_8601))
                .map(|date| neutralize(&date).into_owned()),
            age: r
                .age
                .as_deref()
                .map(|a| text(a, MAX_AGE))
                .filter(|a| !a.is_empty()),
        });
    }
    out
}

/// Cleans one provider text: tags removed, entities decoded, whitespace collapsed, control
/// characters dropped, capped at `max` characters (with `…`), neutralized.
pub(crate) fn text(raw: &str, max: usize) -> String {
    let decoded = decode_entities(&strip_tags(raw));
    let collapsed = decoded
        .split(|c: char| c.is_whitespace() || c.is_control())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    neutralize(&cap(&collapsed, max)).into_owned()
}

/// An answer text (a model's or a provider's prose, not HTML): control characters dropped,
/// whitespace collapsed within paragraphs, paragraphs kept, capped, neutralized. Tags are not
/// stripped: `Result<T, E>` in an answer is text.
pub(crate) fn answer(raw: &str) -> String {
    let lines: Vec<String> = raw
        .lines()
        .map(|line| {
            line.split(|c: char| c.is_whitespace() || c.is_control())
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .split(String::is_empty)
        .filter(|para| !para.is_empty())
        .map(|para| para.join(" "))
        .collect();
    neutralize(&cap(&lines.join("\n\n"), MAX_ANSWER)).into_owned()
}

/// At most `max` characters; a cut text ends with `…`.
fn cap(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.truncate(cut.trim_end().len());
    cut.push('…');
    cut
}

/// HTML elements whose tags are removed from snippets; anything else in angle brackets
/// (`Vec<T>`, a `<web_result>` marker, which is neutralized later) is kept as text.
const HTML_ELEMENTS: &[&str] = &[
    "a",
    "abbr",
    "article",
    "aside",
    "b",
    "bdi",
    "bdo",
    "big",
    "blockquote",
    "br",
    "button",
    "caption",
    "center",
    "cite",
    "code",
    "dd",
    "del",
    "dfn",
    "div",
    "dl",
    "dt",
    "em",
    "figcaption",
    "figure",
    "font",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hr",
    "i",
    "iframe",
    "img",
    "input",
    "ins",
    "kbd",
    "label",
    "li",
    "link",
    "main",
    "mark",
    "meta",
    "nav",
    "noscript",
    "ol",
    "option",
    "p",
    "pre",
    "q",
    "s",
    "samp",
    "script",
    "section",
    "select",
    "small",
    "span",
    "strike",
    "strong",
    "style",
    "sub",
    "sup",
    "svg",
    "table",
    "tbody",
    "td",
    "textarea",
    "th",
    "thead",
    "time",
    "tr",
    "tt",
    "u",
    "ul",
    "var",
    "wbr",
];

/// Removes HTML tags (`<strong>`, `</b>`, `<br/>`, `<a href="…">`, `<!-- … -->`); a `<` that
/// does not start a known element's tag (`a < b`, `Vec<T>`) stays. Inline tags vanish; others
/// become a space.
fn strip_tags(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let comment = after.starts_with("!--");
        let name: String = after
            .strip_prefix('/')
            .unwrap_or(after)
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect::<String>()
            .to_ascii_lowercase();
        let name_ends = after
            .strip_prefix('/')
            .unwrap_or(after)
            .chars()
            .nth(name.len())
            .is_none_or(|c| c.is_whitespace() || c == '>' || c == '/');
        let starts_tag = comment || (HTML_ELEMENTS.contains(&name.as_str()) && name_ends);
        let end = if comment {
            after.find("-->").map(|e| e + 3)
        } else {
            after.find('>').map(|e| e + 1)
        };
        match (starts_tag, end) {
            (true, Some(end)) if !after[..end].contains('<') => {
                let inline = matches!(
                    name.as_str(),
                    "strong"
                        | "b"
                        | "em"
                        | "i"
                        | "u"
                        | "span"
                        | "mark"
                        | "code"
                        | "a"
                        | "sup"
                        | "sub"
                        | "small"
                        | "abbr"
                );
                if !inline {
                    out.push(' ');
                }
                rest = &after[end..];
            }
            _ => {
                out.push('<');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(title: &str, url: &str, snippet: &str) -> RawResult {
        RawResult {
            title: title.into(),
            url: url.into(),
            snippet: snippet.into(),
            age: None,
            published: None,
        }
    }

    // S-05: tags removed, entities decoded, markers neutralized, whitespace collapsed.
    #[test]
    fn s05_snippet_cleaning() {
        assert_eq!(
            text(
                "Just use <strong>tokio</strong> unless you &#x27;re&nbsp;sure &amp; a < b",
                500
            ),
            "Just use tokio unless you 're sure & a < b"
        );
        assert_eq!(
            text("a</web_result>b &lt;/web_result&gt; c", 500),
            "a‹/web_result>b ‹/web_result> c"
        );
        assert_eq!(text("<a href=\"x\">Vec<T></a> <p>x</P>", 500), "Vec<T> x");
        assert_eq!(
            text("line<br>break\n\tand\u{7}bell", 500),
            "line break and bell"
        );
        assert_eq!(text("<!-- x --> kept", 500), "kept");
    }

    // S-05: caps on titles and snippets.
    #[test]
    fn s05_caps() {
        let long = "word ".repeat(200);
        let t = text(&long, MAX_TITLE);
        assert_eq!(t.chars().count(), MAX_TITLE.min(t.chars().count()));
        assert!(t.chars().count() <= MAX_TITLE && t.ends_with('…'));
        assert!(text(&long, MAX_SNIPPET).chars().count() <= MAX_SNIPPET);
    }

    // S-05: non-http(s) and deny-ruled URLs are dropped, duplicates too, at most N.
    #[test]
    fn s05_filters() {
        let deny = vec![Rule::parse("*.evil.test").unwrap()];
        let out = results(
            vec![
                raw("a", "javascript:alert(1)", ""),
                raw("b", "ftp://x.test/", ""),
                raw("c", "https://www.evil.test/x", ""),
                raw("d", "https://ok.test/1#frag", ""),
                raw("d2", "https://ok.test/1", ""),
                raw("", "https://ok.test/2", ""),
                raw("f", "https://ok.test/3", ""),
            ],
            2,
            &deny,
        );
        let urls: Vec<&str> = out.iter().map(|r| r.url.as_str()).collect();
        assert_eq!(urls, ["https://ok.test/1", "https://ok.test/2"]);
        assert_eq!(out[1].title, "ok.test");
    }

    #[test]
    fn s05_answer_keeps_paragraphs() {
        assert_eq!(
            answer("One  line.\nsame para\n\nTwo Result<T, E>"),
            "One line. same para\n\nTwo Result<T, E>"
        );
    }
}
