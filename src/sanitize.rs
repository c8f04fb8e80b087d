//! Untrusted text made safe to print (G-06): a page must not be able to fake the end of its
//! `<web_result>` block, break out of a header attribute, or hide text from a person reading a
//! terminal.

use std::borrow::Cow;

/// Breaks every `<web_result` and `</web_result` (any case, whitespace allowed after `<` and
/// `</`) by replacing its `<` with `‹`, so page text cannot open or close a result block.
pub(crate) fn neutralize(text: &str) -> Cow<'_, str> {
    if !text.contains('<') {
        return Cow::Borrowed(text);
    }
    let bytes = text.as_bytes();
    let mut out: Option<String> = None;
    let mut copied = 0;
    for (i, _) in text.match_indices('<') {
        if starts_marker(&bytes[i + 1..]) {
            let o = out.get_or_insert_with(|| String::with_capacity(text.len() + 8));
            o.push_str(&text[copied..i]);
            o.push('‹');
            copied = i + 1;
        }
    }
    match out {
        None => Cow::Borrowed(text),
        Some(mut o) => {
            o.push_str(&text[copied..]);
            Cow::Owned(o)
        }
    }
}

/// After a `<`: optional whitespace, an optional `/` with optional whitespace, then `web_result`.
fn starts_marker(rest: &[u8]) -> bool {
    let skip_ws = |b: &[u8]| b.iter().take_while(|c| c.is_ascii_whitespace()).count();
    let mut i = skip_ws(rest);
    if rest.get(i) == Some(&b'/') {
        i += 1;
        i += skip_ws(&rest[i..]);
    }
    rest.len() >= i + 10 && rest[i..i + 10].eq_ignore_ascii_case(b"web_result")
}

/// A value for a header attribute (`title="…"`): neutralized, then without `"`, `<`, `>` and
/// control characters, on one line.
pub(crate) fn attribute(text: &str) -> String {
    neutralize(text)
        .chars()
        .filter_map(|c| match c {
            '"' | '<' | '>' => None,
            c if c.is_control() => Some(' '),
            c => Some(c),
        })
        .collect()
}

/// Whether a character could hide or reorder text on a terminal: C0/C1 controls (but newline
/// and tab), bidi controls, zero-width characters and Unicode tag characters.
fn is_hidden(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c,
            '\u{061C}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}' | '\u{FEFF}' | '\u{E0000}'..='\u{E007F}')
}

/// For a terminal: hidden characters are shown as `\u{…}` escapes, as fd does for file names.
pub(crate) fn for_terminal(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if is_hidden(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Quotes one word for a POSIX shell, so a printed command (`[More: …]`, a hint) can be pasted
/// as is, whatever the URL holds.
pub(crate) fn shell_quote(word: &str) -> String {
    format!("'{}'", word.replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    // G-06: every spelling of the markers is broken.
    #[test]
    fn g06_markers_are_neutralized_in_any_spelling() {
        for marker in [
            "</web_result>",
            "<web_result url=\"x\">",
            "</WEB_RESULT>",
            "< /web_result>",
            "</ web_result>",
            "<\n\t/\n web_Result>",
        ] {
            let out = neutralize(marker);
            assert!(!out.contains('<'), "{marker:?} -> {out:?}");
            assert!(out.starts_with('‹'));
        }
        assert_eq!(neutralize("a < b <web_res"), "a < b <web_res");
        assert_eq!(neutralize("<p>web_result</p>"), "<p>web_result</p>");
        assert_eq!(
            neutralize("x</web_result>y<web_result>"),
            "x‹/web_result>y‹web_result>"
        );
    }

    #[test]
    fn g06_attribute_values_are_stripped() {
        assert_eq!(attribute("a\"b<c>d\ne"), "abcd e");
        assert_eq!(attribute("</web_result>"), "‹/web_result");
    }

    #[test]
    fn g06_terminal_escapes_hidden_characters() {
        assert_eq!(for_terminal("plain\ttext\n"), "plain\ttext\n");
        assert_eq!(for_terminal("a\u{1b}[31mb"), "a\\u{1b}[31mb");
        assert_eq!(for_terminal("x\u{202e}y\u{200b}z"), "x\\u{202e}y\\u{200b}z");
        assert_eq!(for_terminal("\u{85}"), "\\u{85}");
    }

    #[test]
    fn shell_quote_survives_quotes() {
        assert_eq!(shell_quote("https://a.b/?q=1&x"), "'https://a.b/?q=1&x'");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
    }
}
