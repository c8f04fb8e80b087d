//! What an element name means to the converter: its [`Tag`], whether its start tag closes an
//! open `<p>`, and the code language a `class` attribute names.
//!
//! Pure functions of names and attribute values; it does not look at the open-element stack or
//! decide anything about attributes such as `hidden` (see `elements.rs`).

/// What an element means to the converter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Tag {
    /// Dropped with everything inside (F-06 list, plus other non-content elements).
    Drop,
    /// Dropped, but its text is checked for "enable JavaScript" (F-07).
    Noscript,
    /// `<title>`: read into [`Converted::title`](super::Converted::title).
    Title,
    /// `<base>`.
    Base,
    /// A block that separates paragraphs (`div`, `section`, `p`, …).
    Block,
    /// `<p>` (closed implicitly by the next block).
    P,
    /// `<h1>`…`<h6>`.
    Heading(u8),
    /// `<ul>`, `<ol>`, `<menu>`, `<dir>`.
    List {
        /// `<ol>`: items are numbered.
        ordered: bool,
    },
    /// `<li>`.
    Li,
    /// `<dl>`.
    Dl,
    /// `<dt>`.
    Dt,
    /// `<dd>`.
    Dd,
    /// `<blockquote>`.
    Quote,
    /// `<pre>`, `<listing>`, `<xmp>`, `<plaintext>`.
    Pre,
    /// `<table>`.
    Table,
    /// `<caption>`.
    Caption,
    /// `<thead>` (true), `<tbody>`, `<tfoot>`.
    Section {
        /// `<thead>`: its rows are header rows.
        head: bool,
    },
    /// `<tr>`.
    Tr,
    /// `<td>` / `<th>` (true).
    Cell {
        /// `<th>`.
        header: bool,
    },
    /// `<br>`.
    Br,
    /// `<hr>`.
    Hr,
    /// `<img>`.
    Img,
    /// `<a>`.
    A,
    /// `<strong>`, `<b>`.
    Strong,
    /// `<em>`, `<i>`, `<cite>`, `<dfn>`.
    Em,
    /// `<del>`, `<s>`, `<strike>`.
    Del,
    /// `<code>`, `<kbd>`, `<samp>`, `<tt>`.
    Code,
    /// Anything else: its text counts, the element itself does not.
    Other,
}

/// The [`Tag`] of an element, from its (lower-case) name.
pub(super) fn classify(name: &str) -> Tag {
    match name {
        "div" | "section" | "article" | "main" | "header" | "hgroup" | "address" | "center"
        | "details" | "summary" | "dialog" | "fieldset" | "legend" | "figure" | "figcaption"
        | "body" | "html" | "frameset" | "form" => Tag::Block,
        "p" => Tag::P,
        "a" => Tag::A,
        "span" | "font" | "small" | "big" | "abbr" | "acronym" | "sub" | "sup" | "time"
        | "mark" | "u" | "ins" | "q" | "head" | "meta" | "link" | "wbr" | "input" | "source"
        | "picture" => Tag::Other,
        "strong" | "b" => Tag::Strong,
        "em" | "i" | "cite" | "dfn" | "var" => Tag::Em,
        "code" | "kbd" | "samp" | "tt" => Tag::Code,
        "li" => Tag::Li,
        "ul" | "menu" | "dir" => Tag::List { ordered: false },
        "ol" => Tag::List { ordered: true },
        "h1" => Tag::Heading(1),
        "h2" => Tag::Heading(2),
        "h3" => Tag::Heading(3),
        "h4" => Tag::Heading(4),
        "h5" => Tag::Heading(5),
        "h6" => Tag::Heading(6),
        "br" => Tag::Br,
        "img" => Tag::Img,
        "pre" | "listing" | "xmp" | "plaintext" => Tag::Pre,
        "blockquote" => Tag::Quote,
        "table" => Tag::Table,
        "tr" => Tag::Tr,
        "td" => Tag::Cell { header: false },
        "th" => Tag::Cell { header: true },
        "thead" => Tag::Section { head: true },
        "tbody" | "tfoot" => Tag::Section { head: false },
        "caption" => Tag::Caption,
        "hr" => Tag::Hr,
        "dl" => Tag::Dl,
        "dt" => Tag::Dt,
        "dd" => Tag::Dd,
        "del" | "s" | "strike" => Tag::Del,
        "script" | "style" | "template" | "iframe" | "svg" | "canvas" | "nav" | "footer"
        | "aside" | "button" | "label" | "select" | "object" | "embed" | "textarea" | "video"
        | "audio" | "noembed" | "noframes" | "datalist" | "search" => Tag::Drop,
        "noscript" => Tag::Noscript,
        "title" => Tag::Title,
        "base" => Tag::Base,
        _ => Tag::Other,
    }
}

/// Block-level start tags that close an open `<p>` (HTML parsing rules, in short).
pub(super) fn tag_closes_p(name: &str) -> bool {
    matches!(
        name,
        "div"
            | "section"
            | "article"
            | "main"
            | "header"
            | "hgroup"
            | "address"
            | "center"
            | "details"
            | "summary"
            | "dialog"
            | "fieldset"
            | "figure"
            | "figcaption"
            | "form"
    )
}

/// The code language named by a class attribute: `language-x`, `lang-x`, `highlight-source-x`,
/// `highlight-x`, or (on `<pre>`, as rustdoc writes it) a bare `rust`.
pub(super) fn lang_from_class(class: &str, on_pre: bool) -> Option<String> {
    for token in class.split_ascii_whitespace() {
        if on_pre && token == "rust" {
            return Some("rust".into());
        }
        // Every prefix below starts with `l` or `h`: other tokens are passed over at once.
        if !matches!(token.as_bytes().first(), Some(b'l' | b'h')) {
            continue;
        }
        let lang = token
            .strip_prefix("language-")
            .or_else(|| token.strip_prefix("lang-"))
            .or_else(|| token.strip_prefix("highlight-source-"))
            .or_else(|| token.strip_prefix("highlight-"));
        if let Some(lang) = lang
            && !lang.is_empty()
            && lang.len() <= 32
            && lang
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'+' | b'#' | b'.'))
            && !matches!(lang, "none" | "default" | "plain" | "nohighlight")
        {
            return Some(lang.to_ascii_lowercase());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_classes() {
        assert_eq!(
            lang_from_class("hljs language-rust", false).as_deref(),
            Some("rust")
        );
        assert_eq!(
            lang_from_class("highlight-python notranslate", false).as_deref(),
            Some("python")
        );
        assert_eq!(lang_from_class("highlight-default", false), None);
        assert_eq!(lang_from_class("rust", false), None);
        assert_eq!(
            lang_from_class("rust example", true).as_deref(),
            Some("rust")
        );
        assert_eq!(lang_from_class("language-<script>", false), None);
    }
}
