//! Template placeholders left unrendered: a page built by a script in the
//! browser ships its templates' holes as text — `{{ DiscussionBoard.errors[42].message }}`,
//! `${{amount_no_decimals}}`, `{{ person }}` — which the script fills or hides. A block
//! that is nothing but such holes says nothing to a reader, on the full page or under
//! `--main`. A sentence that shows a placeholder ("place `{{ form }}` in the template"),
//! code and tables stay.
//!
//! So does a site builder's filler text, left in a block nobody wrote ("Lorem ipsum dolor
//! sit amet, …", a list of "Lorem ipsum 1", "Lorem ipsum 2" under a heading "Lorem Ipsum").

use super::record::{BlockKind, BlockRecord};

/// How a server's scripting language labels the messages it prints into a page when a script
/// misbehaves (lowercase, Markdown's emphasis left out): PHP's "Warning: …", "Deprecated:
/// …", "Strict Standards: …". Each message ends by naming the script's file and line
/// ([`SCRIPT_MESSAGE_END`]).
const SCRIPT_MESSAGE_LABELS: &[&str] = &[
    "warning",
    "notice",
    "deprecated",
    "strict standards",
    "fatal error",
    "parse error",
    "catchable fatal error",
];

/// How a script's message ([`SCRIPT_MESSAGE_LABELS`]) ends, before the line's number: "… in
/// /www/htdocs/wp-includes/cache.php on line 36".
const SCRIPT_MESSAGE_END: &str = " on line ";

/// Drops the kept paragraphs that are a message a server's script printed into the page
/// ([`is_script_message`]): "**Warning**: Creating default object from empty value in
/// **/www/htdocs/wp-includes/classes.php** on line **407**" (Q-02). Nobody wrote them for
/// the reader; an old blog may print dozens above and inside its posts. Only a paragraph
/// whose Markdown ends with a digit (or a bold one) is read further, so a page without such
/// messages costs one byte's test per paragraph.
pub(super) fn drop_script_messages(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if !*k || b.kind != BlockKind::Paragraph {
            continue;
        }
        let md = out[b.start..b.end].trim_end().trim_end_matches('*');
        // A run of messages split by line breaks may be one block: each of its lines is one.
        if md.as_bytes().last().is_some_and(u8::is_ascii_digit)
            && md
                .lines()
                .filter(|line| !line.trim().is_empty())
                .all(is_script_message)
        {
            *k = false;
        }
    }
}

/// True when `md` (a paragraph's Markdown) is a script's message: it opens with one of
/// [`SCRIPT_MESSAGE_LABELS`] and a colon ("**Warning**:", "Deprecated:") and ends with
/// "in", the script's file (a path with a folder and an extension), [`SCRIPT_MESSAGE_END`]
/// and the line's number, on one line. A sentence that quotes such a
/// message inside the article does not open with its label.
fn is_script_message(md: &str) -> bool {
    let md = md.trim().trim_end_matches(['*', '\\', ' ']);
    if md.contains('\n') {
        return false;
    }
    let number = md.trim_end_matches(|c: char| c.is_ascii_digit());
    if number.len() == md.len() {
        return false;
    }
    let number = number.strip_suffix("**").unwrap_or(number);
    let Some(before) = number
        .len()
        .checked_sub(SCRIPT_MESSAGE_END.len())
        .and_then(|at| number.get(at..).map(|end| (at, end)))
        .filter(|(_, end)| end.eq_ignore_ascii_case(SCRIPT_MESSAGE_END))
        .map(|(at, _)| &number[..at])
    else {
        return false;
    };
    // The script's file: "in /www/htdocs/cache.php", a path with a folder and an extension.
    let Some((_, path)) = before.rsplit_once(" in ") else {
        return false;
    };
    let path = path.trim_matches(['*', '_', '`']);
    if path.contains(' ') || !path.contains(['/', '\\']) || !path.contains('.') {
        return false;
    }
    let head = md.trim_start_matches(['*', '_', ' ']);
    let Some(colon) = head.get(..head.len().min(32)).and_then(|h| h.find(':')) else {
        return false;
    };
    let label = head[..colon].trim_end_matches(['*', '_', ' ']);
    SCRIPT_MESSAGE_LABELS
        .iter()
        .any(|l| label.eq_ignore_ascii_case(l))
}

/// Drops the kept paragraphs and headings whose text is template placeholders only
/// ([`only_placeholders`]) or filler text ([`is_filler`]).
pub(super) fn drop_placeholders(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    // Nearly every page has neither: one search over the page for each first.
    let holes = out.contains("{{");
    let filler = out.contains("ipsum") || out.contains("Ipsum") || out.contains("IPSUM");
    if !holes && !filler {
        return;
    }
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if *k
            && matches!(b.kind, BlockKind::Paragraph | BlockKind::Heading(_))
            && out
                .get(b.start..b.end)
                .is_some_and(|md| holes && only_placeholders(md) || filler && is_filler(md))
        {
            *k = false;
        }
    }
}

/// Words of "lorem ipsum" a filler label may add ("Lorem ipsum 1", "Lorem ipsum text").
const FILLER_LABEL_WORDS: usize = 2;

/// True when `md` is filler text: its words start with "lorem ipsum" and go on with
/// "dolor" (the filler itself, "Lorem ipsum dolor sit amet, …") or with at most
/// [`FILLER_LABEL_WORDS`] words ("Lorem Ipsum", "Lorem ipsum 2"). A sentence about the
/// filler ("Lorem ipsum is placeholder text …") stays.
fn is_filler(md: &str) -> bool {
    let mut words = md
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty());
    let (Some(first), Some(second)) = (words.next(), words.next()) else {
        return false;
    };
    if !first.eq_ignore_ascii_case("lorem") || !second.eq_ignore_ascii_case("ipsum") {
        return false;
    }
    let rest: Vec<&str> = words.take(FILLER_LABEL_WORDS + 1).collect();
    rest.first()
        .is_some_and(|w| w.eq_ignore_ascii_case("dolor"))
        || rest.len() <= FILLER_LABEL_WORDS
}

/// True when `md` holds a `{{…}}` placeholder, no inline code, and no letter or digit outside
/// its placeholders (`{{…}}` and `{%…%}`): what is left is Markdown and punctuation
/// (`**{{ error }}**`, `${{amount}}`, `- {{ item }}`).
fn only_placeholders(md: &str) -> bool {
    if !md.contains("{{") || md.contains('`') {
        return false;
    }
    let mut rest = md;
    loop {
        let open = match (rest.find("{{"), rest.find("{%")) {
            (Some(a), Some(b)) => a.min(b),
            (Some(a), None) | (None, Some(a)) => a,
            (None, None) => return !has_text(rest),
        };
        if has_text(&rest[..open]) {
            return false;
        }
        let close = if rest[open..].starts_with("{{") {
            "}}"
        } else {
            "%}"
        };
        match rest[open + 2..].find(close) {
            Some(end) => rest = &rest[open + 2 + end + 2..],
            // An unclosed hole is not a placeholder.
            None => return false,
        }
    }
}

/// True when `s` holds a letter or a digit.
fn has_text(s: &str) -> bool {
    s.chars().any(char::is_alphanumeric)
}

#[cfg(test)]
mod tests {
    use super::{is_filler, is_script_message, only_placeholders};

    #[test]
    fn q02_a_scripts_message_is_known_by_its_label_and_its_line() {
        assert!(is_script_message(
            "**Warning**: Creating default object from empty value in \
             **/www/htdocs/wp-includes/classes.php** on line **407**"
        ));
        assert!(is_script_message(
            "**Strict Standards**: Only variables should be passed by reference in \
             **/www/wp-db.php** on line **785**"
        ));
        assert!(is_script_message(
            "Deprecated: Function split() is deprecated in /var/www/index.php on line 12"
        ));
    }

    #[test]
    fn q02_a_sentence_about_a_line_stays() {
        assert!(!is_script_message(
            "The bus stops at Main Street, then goes on to the depot on line 12"
        ));
        assert!(!is_script_message(
            "Warning: the ferry on line 4 runs late; the bus in town on line 12"
        ));
        assert!(!is_script_message(
            "PHP printed \"Warning: x in a.php on line 3\" and the page broke on line 3"
        ));
        assert!(!is_script_message("**Warning**: do not swim here"));
    }

    #[test]
    fn holes_alone_are_placeholders() {
        assert!(only_placeholders(
            "**{{ DiscussionBoard.errors[11793116].message }}**"
        ));
        assert!(only_placeholders("${{amount_no_decimals}}"));
        assert!(only_placeholders("- {{ person }}"));
        assert!(only_placeholders("{% if user %}{{ user.name }}{% endif %}"));
    }

    #[test]
    fn text_around_a_hole_or_code_stays() {
        assert!(!only_placeholders("30 {{ upvoteCount | shortNum }}"));
        assert!(!only_placeholders("Hello {{ person }}!"));
        assert!(!only_placeholders("`{{ field.errors }}`"));
        assert!(!only_placeholders(
            "Note `{{ form.non_field_errors }}` at the top."
        ));
        assert!(!only_placeholders("{{ unclosed"));
        assert!(!only_placeholders("No placeholder here."));
    }

    #[test]
    fn filler_text_is_known_by_its_first_words() {
        assert!(is_filler(
            "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod."
        ));
        assert!(is_filler("### Lorem Ipsum"));
        assert!(is_filler("- Lorem ipsum 1"));
        assert!(is_filler("**LOREM IPSUM DOLOR** ET AL"));
    }

    #[test]
    fn sentences_about_the_filler_stay() {
        assert!(!is_filler(
            "Lorem ipsum is placeholder text that printers have used since the 1500s."
        ));
        assert!(!is_filler("What is Lorem Ipsum?"));
        assert!(!is_filler("Lorem"));
        assert!(!is_filler("The lorem ipsum dolor text."));
    }
}
