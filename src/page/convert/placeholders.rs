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
    use super::{is_filler, only_placeholders};

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
