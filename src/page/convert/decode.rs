//! Character references (`&amp;`, `&eacute;`, `&#x27;`, legacy `&copy` without `;`), decoded
//! by the HTML standard's rules for text and for attribute values. The named references are
//! the WHATWG table as html5ever keeps it (`web_atoms::NAMED_ENTITIES`, which also maps every
//! prefix of a name to "no character", so a lookup says "not a reference" for those).
//!
//! It does not know about elements or Markdown; `text.rs` calls [`decode_entity`] on each `&`
//! while it scans, and [`entity_cut`] keeps a reference split between two text chunks whole.

use std::borrow::Cow;

/// The longest reference name (with its `;`) in the table, in bytes:
/// `CounterClockwiseContourIntegral;`. A test checks it against the table.
const LONGEST_NAME: usize = 32;

/// What a character reference stands for: one character, or two for a few named ones
/// (`&NotEqualTilde;`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Decoded(pub(super) char, pub(super) Option<char>);

impl Decoded {
    /// The characters it stands for.
    pub(super) fn chars(self) -> impl Iterator<Item = char> {
        std::iter::once(self.0).chain(self.1)
    }
}

/// Windows-1252 meanings of the C1 code points in numeric references (HTML spec).
const C1: [u32; 32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
];

/// Decodes the character reference at the start of `s` (which starts with `&`); returns what
/// it stands for and how many bytes it used, or `None` when it is not a reference.
pub(super) fn decode_entity(s: &str, in_attribute: bool) -> Option<(Decoded, usize)> {
    let b = s.as_bytes();
    if b.get(1) == Some(&b'#') {
        let (hex, digits_at) = match b.get(2) {
            Some(b'x' | b'X') => (true, 3),
            _ => (false, 2),
        };
        let mut value: u32 = 0;
        let mut i = digits_at;
        while let Some(&c) = b.get(i) {
            let d = match c {
                b'0'..=b'9' => u32::from(c - b'0'),
                b'a'..=b'f' if hex => u32::from(c - b'a' + 10),
                b'A'..=b'F' if hex => u32::from(c - b'A' + 10),
                _ => break,
            };
            value = value
                .saturating_mul(if hex { 16 } else { 10 })
                .saturating_add(d);
            i += 1;
        }
        if i == digits_at {
            return None;
        }
        if b.get(i) == Some(&b';') {
            i += 1;
        }
        let value = match value {
            0 => 0xFFFD,
            0x80..=0x9F => C1[(value - 0x80) as usize],
            v if v > 0x10FFFF => 0xFFFD,
            v => v,
        };
        return Some((
            Decoded(char::from_u32(value).unwrap_or('\u{FFFD}'), None),
            i,
        ));
    }
    let name_len = b[1..]
        .iter()
        .take(LONGEST_NAME)
        .take_while(|c| c.is_ascii_alphanumeric())
        .count();
    if name_len == 0 {
        return None;
    }
    let name = &s[1..1 + name_len];
    if b.get(1 + name_len) == Some(&b';') {
        let with_semi = &s[1..2 + name_len];
        if let Some(rep) = lookup(with_semi) {
            return Some((rep, name_len + 2));
        }
    }
    // Legacy references without `;` (at most 6 letters): the longest that matches.
    for len in (2..=name_len.min(6)).rev() {
        if let Some(rep) = lookup(&name[..len]) {
            let next = b.get(1 + len).copied();
            if in_attribute && next.is_some_and(|c| c.is_ascii_alphanumeric() || c == b'=') {
                return None;
            }
            return Some((rep, len + 1));
        }
    }
    None
}

/// What the named reference `name` (with its `;` when it has one) stands for.
fn lookup(name: &str) -> Option<Decoded> {
    let &(first, second) = web_atoms::NAMED_ENTITIES.get(name)?;
    // Prefixes of names are in the map too, standing for nothing.
    let first = char::from_u32(first).filter(|_| first != 0)?;
    Some(Decoded(
        first,
        char::from_u32(second).filter(|_| second != 0),
    ))
}

/// Decodes the HTML character references in a text (`&amp;`, `&#x27;`, …), as in page text;
/// used for search snippets (S-05).
pub(crate) fn decode_entities(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    decode_into(s, &mut out);
    out
}

/// Decodes character references in `s` (as in text) and appends the result to `out`.
pub(super) fn decode_into(s: &str, out: &mut String) {
    decode_refs(s, false, out);
}

/// The shared loop of [`decode_into`] and [`decode_attr`]: copies `s` to `out`, replacing each
/// character reference (`in_attribute` selects the attribute rules for legacy names).
fn decode_refs(s: &str, in_attribute: bool, out: &mut String) {
    let mut rest = s;
    while let Some(pos) = rest.find('&') {
        out.push_str(&rest[..pos]);
        match decode_entity(&rest[pos..], in_attribute) {
            Some((rep, used)) => {
                out.extend(rep.chars());
                rest = &rest[pos + used..];
            }
            None => {
                out.push('&');
                rest = &rest[pos + 1..];
            }
        }
    }
    out.push_str(rest);
}

/// An attribute value with character references decoded (attribute rules for legacy names).
pub(super) fn decode_attr(s: &str) -> Cow<'_, str> {
    if !s.contains('&') {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    decode_refs(s, true, &mut out);
    Cow::Owned(out)
}

/// Where to cut a text chunk so that a character reference at its end is not split: the
/// position of a trailing `&…` that has no terminator yet, else the whole length.
pub(super) fn entity_cut(s: &str) -> usize {
    // A reference is at most `&` + LONGEST_NAME long: only the tail can hold a cut one.
    let b = s.as_bytes();
    let from = b.len().saturating_sub(LONGEST_NAME + 2);
    let Some(amp) = b[from..].iter().rposition(|&c| c == b'&').map(|i| from + i) else {
        return s.len();
    };
    if b[amp + 1..]
        .iter()
        .all(|c| c.is_ascii_alphanumeric() || *c == b'#')
    {
        amp
    } else {
        s.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entity_decoder_edge_cases() {
        assert_eq!(
            decode_entity("&amp;x", false),
            Some((Decoded('&', None), 5))
        );
        assert_eq!(decode_entity("&ampx", false), Some((Decoded('&', None), 4)));
        assert_eq!(decode_entity("&ampx", true), None);
        assert_eq!(decode_entity("&#x41", false), Some((Decoded('A', None), 5)));
        assert_eq!(
            decode_entity("&NotEqualTilde;", false),
            Some((Decoded('\u{2242}', Some('\u{338}')), 15))
        );
        assert_eq!(
            decode_entity("&CounterClockwiseContourIntegral;", false),
            Some((Decoded('\u{2233}', None), 33))
        );
        // A prefix of a name is not a reference.
        assert_eq!(decode_entity("&Counter;", false), None);
        assert_eq!(decode_entity("&noti", false), Some((Decoded('¬', None), 4)));
        assert_eq!(decode_entity("&#;", false), None);
        assert_eq!(decode_entity("&;", false), None);
        assert_eq!(decode_attr("a?b=1&amp;c=2&copy=3"), "a?b=1&c=2&copy=3");
        assert_eq!(entity_cut("abc &am"), 4);
        assert_eq!(entity_cut("abc &amp; d"), 11);
    }

    /// The table has every WHATWG name (2 231 with the legacy ones without `;`), and none is
    /// longer than [`LONGEST_NAME`], which [`entity_cut`] and [`decode_entity`] rely on.
    #[test]
    fn named_reference_table() {
        let names: Vec<&str> = web_atoms::NAMED_ENTITIES
            .entries()
            .filter(|(_, v)| v.0 != 0)
            .map(|(k, _)| *k)
            .collect();
        assert_eq!(names.len(), 2231);
        assert_eq!(names.iter().map(|n| n.len()).max(), Some(LONGEST_NAME));
        assert_eq!(names.iter().filter(|n| !n.ends_with(';')).count(), 106);
    }

    #[test]
    fn decode_entities_for_snippets() {
        assert_eq!(
            decode_entities("a &amp; b &#x27;c&#39; &copy"),
            "a & b 'c' ©"
        );
    }
}
