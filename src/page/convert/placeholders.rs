//! Template placeholders left unrendered (Q-01, issue 12): a page built by a script in the
//! browser ships its templates' holes as text — `{{ DiscussionBoard.errors[42].message }}`,
//! `${{amount_no_decimals}}`, `{{ person }}` — which the script fills or hides. A block
//! that is nothing but such holes says nothing to a reader, on the full page or under
//! `--main`. A sentence that shows a placeholder ("place `{{ form }}` in the template"),
//! code and tables stay.

use super::record::{BlockKind, BlockRecord};

/// Drops the kept paragraphs and headings whose text is template placeholders only
/// ([`only_placeholders`]).
pub(super) fn drop_placeholders(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    // Nearly every page has none: one search over the page first.
    if !out.contains("{{") {
        return;
    }
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if *k
            && matches!(b.kind, BlockKind::Paragraph | BlockKind::Heading(_))
            && out.get(b.start..b.end).is_some_and(only_placeholders)
        {
            *k = false;
        }
    }
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
    use super::only_placeholders;

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
}
