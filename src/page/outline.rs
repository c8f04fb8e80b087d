//! The headings of a Markdown text with their character offsets (F-42), so an agent can jump
//! to a section with `--start`.

/// One heading.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub(crate) struct Heading {
    /// 1 for `#`, up to 6.
    pub(crate) level: usize,
    /// The heading's text without the `#`s.
    pub(crate) title: String,
    /// Character offset of the heading's line in the text.
    pub(crate) start: usize,
}

/// The ATX headings (`# …` to `###### …`) outside fenced code blocks.
pub(crate) fn headings(text: &str) -> Vec<Heading> {
    let mut out = Vec::new();
    let mut offset = 0usize;
    let mut fence: Option<&str> = None;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_end_matches(['\n', '\r']);
        let body = trimmed.trim_start_matches(['>', ' ']);
        match fence {
            Some(f) if body.starts_with(f) => fence = None,
            Some(_) => {}
            None if body.starts_with("```") => fence = Some("```"),
            None if body.starts_with("~~~") => fence = Some("~~~"),
            None => {
                let hashes = trimmed.bytes().take_while(|&b| b == b'#').count();
                if (1..=6).contains(&hashes) && trimmed[hashes..].starts_with(' ') {
                    let title = trimmed[hashes..].trim().trim_end_matches('#').trim_end();
                    if !title.is_empty() {
                        out.push(Heading {
                            level: hashes,
                            title: title.to_string(),
                            start: offset,
                        });
                    }
                }
            }
        }
        offset += line.chars().count();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // F-42: levels, offsets in characters, code fences skipped.
    #[test]
    fn f42_headings_with_offsets() {
        let text =
            "# Tïtle\n\nintro\n\n## Install ##\n```sh\n# not a heading\n```\n### Use\n#nope\n";
        let h = headings(text);
        let got: Vec<(usize, &str, usize)> = h
            .iter()
            .map(|h| (h.level, h.title.as_str(), h.start))
            .collect();
        assert_eq!(
            got,
            vec![(1, "Tïtle", 0), (2, "Install", 16), (3, "Use", 56)]
        );
        let chars: Vec<char> = text.chars().collect();
        let at: String = chars[56..63].iter().collect();
        assert_eq!(at, "### Use");
    }
}
