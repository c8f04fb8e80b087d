//! What a PDF's own bytes say about whether it is whole (F-60, G-09), surveyed before parsing.
//!
//! A PDF describes itself redundantly, and a cut or overwritten file breaks that description:
//! - it ends with `%%EOF`, after a `startxref` that gives the offset of its cross-reference
//!   section, inside the file;
//! - a classic cross-reference table gives the byte offset of every object, where its
//!   `N G obj` header must be;
//! - every object ends with `endobj`, before the next object begins;
//! - every stream's `/Length` (a number, or a reference to an object holding one) says where
//!   its `endstream` is; its Flate data ends with an end-of-stream marker and a checksum
//!   (checked by `guard.rs`, which inflates it anyway).
//!
//! The survey notes what does not agree: whether the file ends early, whether the table is
//! broken, and which objects are cut or damaged. The parser recovers what it can (it rebuilds
//! the table by scanning for objects); `extract.rs` uses the survey to say which pages are read
//! in full, in part or not at all.

use std::collections::{BTreeMap, HashMap};

use super::bytes::{contains, find, is_stream_keyword, literal_string_end, skip_eol};

/// How an object is not whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Fault {
    /// Its bytes disagree with what the file says about them (overwritten or corrupt).
    Damaged,
    /// The file ends before the object does (or before it begins).
    Cut,
}

/// What the survey found.
#[derive(Debug, Default)]
pub(crate) struct Survey {
    /// No `%%EOF` near the end: the file was cut.
    pub(crate) ends_early: bool,
    /// `startxref` is missing or points at no cross-reference section, or the table's entries
    /// point where their objects are not.
    pub(crate) xref_broken: bool,
    /// Objects that are not whole, by number.
    pub(crate) faults: BTreeMap<u32, Fault>,
    /// Every object header in the file: its offset → its number.
    headers: HashMap<usize, u32>,
    /// The offset of the last header of each object number.
    last_header: HashMap<u32, usize>,
    /// The file has object streams, whose objects have no header of their own.
    object_streams: bool,
    /// The file is encrypted: its streams' raw bytes are not what they decode to.
    pub(crate) encrypted: bool,
}

impl Survey {
    /// How object `number` is not whole, if it is not.
    pub(crate) fn fault(&self, number: u32) -> Option<Fault> {
        self.faults.get(&number).copied()
    }

    /// True when the file holds object `number` under a header of its own, or may hold it in
    /// an object stream.
    pub(crate) fn may_hold(&self, number: u32) -> bool {
        self.object_streams || self.last_header.contains_key(&number)
    }

    /// True when the file holds object `number` under a header of its own.
    pub(crate) fn has_header(&self, number: u32) -> bool {
        self.last_header.contains_key(&number)
    }

    /// True when anything at all is wrong with the file.
    pub(crate) fn is_damaged(&self) -> bool {
        self.ends_early || self.xref_broken || !self.faults.is_empty()
    }

    /// How many objects are damaged (not counting those the end of the file cuts).
    pub(crate) fn damaged_objects(&self) -> usize {
        self.faults
            .values()
            .filter(|f| **f == Fault::Damaged)
            .count()
    }
}

/// Surveys `data`; `bad_streams` are the offsets of `stream` keywords whose Flate data
/// `guard.rs` found cut or corrupt.
pub(crate) fn survey(data: &[u8], bad_streams: &[usize]) -> Survey {
    let mut survey = Survey {
        ends_early: !ends_with_eof_marker(data),
        ..Survey::default()
    };
    let headers = object_headers(data);
    let mut skip_to = 0usize;
    let mut objects: Vec<(usize, u32)> = Vec::with_capacity(headers.len());
    for (i, &(start, body, number)) in headers.iter().enumerate() {
        if start < skip_to {
            continue; // "N G obj" inside a stream's data
        }
        survey.headers.insert(start, number);
        survey.last_header.insert(number, start);
        objects.push((start, number));
        let next = headers
            .get(i + 1..)
            .and_then(|rest| rest.iter().find(|h| h.0 >= body))
            .map_or(data.len(), |h| h.0);
        let (end, fault) = object_extent(data, body, next, &survey);
        skip_to = end;
        if let Some(fault) = fault {
            survey.faults.insert(number, fault);
        }
        if contains(&data[body..end.min(data.len())], b"/ObjStm") {
            survey.object_streams = true;
        }
    }
    // An encrypted file's streams are inflated only after decryption, so their raw bytes
    // say nothing.
    survey.encrypted = contains(data, b"/Encrypt");
    for &at in bad_streams.iter().filter(|_| !survey.encrypted) {
        let owner = objects.partition_point(|&(start, _)| start < at);
        if let Some(&(_, number)) = owner.checked_sub(1).and_then(|i| objects.get(i)) {
            survey.faults.entry(number).or_insert(Fault::Damaged);
        }
    }
    let mut misplaced = Vec::new();
    survey.xref_broken = !xref_agrees(data, &survey, &mut misplaced);
    // An object the table places where its header is not, and whose header is nowhere else
    // (a table that is merely off, after bytes were added or removed, leaves them all there).
    for number in misplaced {
        if !survey.last_header.contains_key(&number) {
            survey.faults.entry(number).or_insert(Fault::Damaged);
        }
    }
    survey
}

/// True when `%%EOF` is near the end, as in every complete PDF.
fn ends_with_eof_marker(data: &[u8]) -> bool {
    let tail = &data[data.len().saturating_sub(1024)..];
    contains(tail, b"%%EOF")
}

/// Every `N G obj` header: (its offset, the offset just past `obj`, N), in file order.
fn object_headers(data: &[u8]) -> Vec<(usize, usize, u32)> {
    let mut out = Vec::new();
    let mut from = 0usize;
    while let Some(at) = find(data, from, b"obj") {
        from = at + 3;
        if data.get(at + 3).is_some_and(|&b| !is_delimiter_or_space(b)) {
            continue;
        }
        if let Some((start, number)) = header_before(data, at) {
            out.push((start, at + 3, number));
        }
    }
    out
}

/// The start and number of the `N G` before `obj` at `at`, when there is one.
fn header_before(data: &[u8], at: usize) -> Option<(usize, u32)> {
    let mut i = at;
    let spaces = |i: &mut usize| {
        let end = *i;
        while *i > 0 && is_space(data[*i - 1]) {
            *i -= 1;
        }
        end > *i
    };
    let digits = |i: &mut usize| {
        let end = *i;
        while *i > 0 && data[*i - 1].is_ascii_digit() {
            *i -= 1;
        }
        (end > *i && end - *i <= 10).then_some(*i..end)
    };
    if !spaces(&mut i) {
        return None;
    }
    digits(&mut i)?;
    if !spaces(&mut i) {
        return None;
    }
    let number = digits(&mut i)?;
    if i > 0 && !is_delimiter_or_space(data[i - 1]) {
        return None;
    }
    let number = std::str::from_utf8(&data[number]).ok()?.parse().ok()?;
    Some((i, number))
}

/// Where the object whose body starts at `body` ends (past `endobj`, or where it stops), and
/// how it is not whole. `next` is where the next object header is.
fn object_extent(data: &[u8], body: usize, next: usize, survey: &Survey) -> (usize, Option<Fault>) {
    let cut_or_damaged = |end: usize| {
        if end >= data.len() && survey.ends_early {
            Fault::Cut
        } else {
            Fault::Damaged
        }
    };
    let endobj = find(&data[..next], body, b"endobj");
    let stream = stream_keyword(&data[..endobj.unwrap_or(next)], body);
    let Some(keyword) = stream else {
        return match endobj {
            Some(e) => (e + 6, None),
            None => (next, Some(cut_or_damaged(next))),
        };
    };
    // A stream: its data may hold anything, so its end is where `endstream` is, which must
    // agree with /Length.
    let start = skip_eol(data, keyword + 6);
    let Some(endstream) = find(data, start, b"endstream") else {
        return (data.len(), Some(cut_or_damaged(data.len())));
    };
    let mut fault = None;
    if let Some(length) = stream_length(&data[body..keyword], data, survey) {
        let end = start.saturating_add(length);
        let agrees = data.get(end..).is_some_and(|rest| {
            let gap = rest.iter().take_while(|&&b| is_space(b)).count();
            rest[gap..].starts_with(b"endstream")
        });
        if end > data.len() {
            fault = Some(cut_or_damaged(data.len()));
        } else if !agrees {
            fault = Some(Fault::Damaged);
        }
    }
    let after = endstream + 9;
    let gap = data[after..].iter().take_while(|&&b| is_space(b)).count();
    if data[after + gap..].starts_with(b"endobj") {
        (after + gap + 6, fault)
    } else {
        (after, fault.or(Some(cut_or_damaged(after + gap))))
    }
}

/// The first `stream` keyword in `data` from `from` on.
fn stream_keyword(data: &[u8], mut from: usize) -> Option<usize> {
    while let Some(at) = find(data, from, b"stream") {
        if is_stream_keyword(data, at) {
            return Some(at);
        }
        from = at + 6;
    }
    None
}

/// The stream's `/Length`: a number in its dictionary, or the number held by the object it
/// references. `None` when it cannot be told.
fn stream_length(dict: &[u8], data: &[u8], survey: &Survey) -> Option<usize> {
    let at = find_key(dict, b"/Length")?;
    let rest = &dict[at + 7..];
    let (first, rest) = integer(rest)?;
    if let Some((_, after)) = integer(rest) {
        let after = &after[after.iter().take_while(|&&b| is_space(b)).count()..];
        if after.first() == Some(&b'R') {
            let number = u32::try_from(first).ok()?;
            let header = *survey.last_header.get(&number)?;
            let obj = find(data, header, b"obj")? + 3;
            return integer(&data[obj..]).map(|(n, _)| n);
        }
    }
    Some(first)
}

/// `/Key` followed by a delimiter (so `/Length` does not match `/Length1`).
fn find_key(dict: &[u8], key: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = find(dict, from, key) {
        if dict
            .get(at + key.len())
            .is_none_or(|&b| is_delimiter_or_space(b))
        {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// A non-negative integer after optional white space, and what follows it.
fn integer(bytes: &[u8]) -> Option<(usize, &[u8])> {
    let lead = bytes.iter().take_while(|&&b| is_space(b)).count();
    let rest = &bytes[lead..];
    let len = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if len == 0 || len > 12 {
        return None;
    }
    let n = std::str::from_utf8(&rest[..len]).ok()?.parse().ok()?;
    Some((n, &rest[len..]))
}

/// True when `startxref` leads to a cross-reference section whose entries (for a classic
/// table) point at their objects' headers; the numbers of objects not where the table says
/// go into `misplaced` (their headers were overwritten).
fn xref_agrees(data: &[u8], survey: &Survey, misplaced: &mut Vec<u32>) -> bool {
    let base = find(&data[..data.len().min(1024)], 0, b"%PDF-").unwrap_or(0);
    let Some(keyword) = rfind(data, b"startxref") else {
        return false;
    };
    let Some((offset, _)) = integer(&data[keyword + 9..]) else {
        return false;
    };
    let Some(at) = offset.checked_add(base).filter(|&at| at < data.len()) else {
        return false;
    };
    let lead = data[at..].iter().take_while(|&&b| is_space(b)).count();
    let section = at + lead;
    if let Some(&number) = survey.headers.get(&section) {
        // A cross-reference stream: its entries are compressed; the parser checks them.
        return survey.fault(number).is_none();
    }
    if !data[section..].starts_with(b"xref") {
        return false;
    }
    table_agrees(data, section + 4, base, survey, misplaced) && misplaced.is_empty()
}

/// Reads the subsections of a classic table from `at` up to `trailer`, checking each in-use
/// entry's offset against the headers found (a few bytes of white space before a header are
/// tolerated, as readers do).
fn table_agrees(
    data: &[u8],
    mut at: usize,
    base: usize,
    survey: &Survey,
    misplaced: &mut Vec<u32>,
) -> bool {
    const MAX_ENTRIES: usize = 1_000_000;
    let mut checked = 0usize;
    loop {
        let lead = data[at.min(data.len())..]
            .iter()
            .take_while(|&&b| is_space(b))
            .count();
        at += lead;
        if at >= data.len() {
            return false; // the table runs into the end of the file
        }
        if data[at..].starts_with(b"trailer") {
            return true;
        }
        let Some((first, rest)) = integer(&data[at..]) else {
            return false;
        };
        let Some((count, rest)) = integer(rest) else {
            return false;
        };
        at = data.len() - rest.len();
        for k in 0..count {
            let Some((offset, rest)) = integer(&data[at..]) else {
                return false;
            };
            let Some((_generation, rest)) = integer(rest) else {
                return false;
            };
            let lead = rest.iter().take_while(|&&b| is_space(b)).count();
            let Some(&kind) = rest.get(lead) else {
                return false;
            };
            at = data.len() - rest.len() + lead + 1;
            match kind {
                b'f' => {}
                b'n' => {
                    checked += 1;
                    if checked > MAX_ENTRIES {
                        return true;
                    }
                    let number = first.saturating_add(k);
                    let found = (0..=4).any(|skip| {
                        survey
                            .headers
                            .get(&(offset + base + skip))
                            .is_some_and(|&n| n as usize == number)
                    });
                    if !found {
                        misplaced.extend(u32::try_from(number).ok());
                    }
                }
                _ => return false,
            }
        }
    }
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n' | b'\x0c' | b'\0')
}

fn is_delimiter_or_space(b: u8) -> bool {
    is_space(b) || b"()<>[]{}/%".contains(&b)
}

fn rfind(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).rposition(|w| w == needle)
}

/// The operators of PDF content streams (ISO 32000-1, annex A), and the three keywords.
const OPERATORS: &[&[u8]] = &[
    b"b", b"B", b"b*", b"B*", b"BDC", b"BI", b"BMC", b"BT", b"BX", b"c", b"cm", b"CS", b"cs", b"d",
    b"d0", b"d1", b"Do", b"DP", b"EI", b"EMC", b"ET", b"EX", b"f", b"F", b"f*", b"G", b"g", b"gs",
    b"h", b"i", b"ID", b"j", b"J", b"K", b"k", b"l", b"m", b"M", b"MP", b"n", b"q", b"Q", b"re",
    b"RG", b"rg", b"ri", b"s", b"S", b"SC", b"sc", b"SCN", b"scn", b"sh", b"T*", b"Tc", b"Td",
    b"TD", b"Tf", b"Tj", b"TJ", b"TL", b"Tm", b"Tr", b"Ts", b"Tw", b"Tz", b"v", b"w", b"W", b"W*",
    b"y", b"'", b"\"", b"true", b"false", b"null",
];

/// True when `data` reads as a content stream: every token is an operand or a known operator
/// (unknown ones only between `BX` and `EX`, as the format allows), strings and dictionaries
/// close, and binary bytes appear only inside strings and inline images. Overwritten bytes
/// almost never pass; a content stream as producers write it always does.
pub(crate) fn content_is_well_formed(data: &[u8]) -> bool {
    let mut i = 0usize;
    let mut compat = 0usize; // BX … EX depth
    while i < data.len() {
        let b = data[i];
        match b {
            _ if is_space(b) => i += 1,
            b'%' => {
                while i < data.len() && !matches!(data[i], b'\r' | b'\n') {
                    i += 1;
                }
            }
            b'(' => match literal_string_end(data, i) {
                Some(end) => i = end,
                None => return false,
            },
            b'<' if data.get(i + 1) == Some(&b'<') => i += 2,
            b'>' if data.get(i + 1) == Some(&b'>') => i += 2,
            b'<' => {
                let close = data[i..].iter().position(|&c| c == b'>');
                match close {
                    Some(n)
                        if data[i + 1..i + n]
                            .iter()
                            .all(|c| c.is_ascii_hexdigit() || is_space(*c)) =>
                    {
                        i += n + 1;
                    }
                    _ => return false,
                }
            }
            b'[' | b']' => i += 1,
            b'/' => {
                i += 1;
                while i < data.len() && !is_delimiter_or_space(data[i]) {
                    i += 1;
                }
            }
            b')' | b'>' | b'{' | b'}' => return false,
            _ => {
                let start = i;
                while i < data.len() && !is_delimiter_or_space(data[i]) {
                    i += 1;
                }
                let token = &data[start..i];
                if token
                    .iter()
                    .all(|c| c.is_ascii_digit() || matches!(c, b'+' | b'-' | b'.'))
                {
                    continue;
                }
                match token {
                    b"BX" => compat += 1,
                    b"EX" => compat = compat.saturating_sub(1),
                    b"ID" => match inline_image_end(data, i) {
                        Some(end) => i = end,
                        None => return false,
                    },
                    _ if OPERATORS.contains(&token) => {}
                    _ if compat > 0 && token.iter().all(u8::is_ascii_graphic) => {}
                    _ => return false,
                }
            }
        }
    }
    true
}

/// Past the `EI` that ends an inline image whose data starts after `ID` at `from`.
fn inline_image_end(data: &[u8], from: usize) -> Option<usize> {
    let mut at = from;
    while let Some(ei) = find(data, at, b"EI") {
        let before = ei == 0 || is_space(data[ei - 1]);
        let after = data.get(ei + 2).is_none_or(|&b| is_delimiter_or_space(b));
        if before && after {
            return Some(ei + 2);
        }
        at = ei + 2;
    }
    None
}

/// A copy of `data` whose trailers cannot be found (the keywords `trailer <<` and
/// `startxref N`, and `/Root N G R`, made unreadable byte for byte, so no offset moves): a
/// parser given it rebuilds the document from the objects it finds, and the page tree from the
/// page objects. The same words elsewhere (in a page's text) are left alone.
pub(crate) fn without_trailers(data: &[u8]) -> Vec<u8> {
    let mut copy = data.to_vec();
    let followed_by = |at: usize, what: fn(&[u8]) -> bool| {
        let gap = data[at..].iter().take_while(|&&b| is_space(b)).count();
        what(&data[at + gap..])
    };
    for (word, blank, next) in [
        (
            &b"trailer"[..],
            &b"xxxxxxx"[..],
            (|rest: &[u8]| rest.starts_with(b"<<")) as fn(&[u8]) -> bool,
        ),
        (b"startxref", b"xxxxxxxxx", |rest| {
            rest.first().is_some_and(u8::is_ascii_digit)
        }),
        (b"/Root", b"/Xxxx", |rest| {
            integer(rest)
                .and_then(|(_, rest)| integer(rest))
                .is_some_and(|(_, rest)| {
                    let gap = rest.iter().take_while(|&&b| is_space(b)).count();
                    rest.get(gap) == Some(&b'R')
                })
        }),
    ] {
        let mut from = 0;
        while let Some(at) = find(data, from, word) {
            if followed_by(at + word.len(), next) {
                copy[at..at + word.len()].copy_from_slice(blank);
            }
            from = at + word.len();
        }
    }
    copy
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixture(name: &str) -> Vec<u8> {
        std::fs::read(format!(
            "{}/tests/fixtures/pdf/{name}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .expect("fixture")
    }

    // F-60: whole files have nothing to say.
    #[test]
    fn f60_whole_files_are_not_damaged() {
        for name in [
            "damage-head.pdf",
            "damage-tail.pdf",
            "paper.pdf",
            "columns.pdf",
        ] {
            let data = fixture(name);
            let survey = survey(&data, &[]);
            assert!(!survey.is_damaged(), "{name}: {survey:?}");
        }
    }

    // F-60: a cut file ends early, and its last object is cut.
    #[test]
    fn f60_a_cut_file_ends_early() {
        let data = fixture("damage-tail.pdf");
        let cut = &data[..data.len() / 2];
        let survey = survey(cut, &[]);
        assert!(survey.ends_early && survey.xref_broken);
        assert_eq!(survey.faults.values().last(), Some(&Fault::Cut));
    }

    // F-60: a stream whose /Length does not reach its `endstream` is damaged; so is an object
    // whose header the table points at but is gone.
    #[test]
    fn f60_lengths_and_offsets_are_checked() {
        let data = fixture("damage-head.pdf");
        let length = find(&data, 0, b"/Length ").expect("a /Length") + 8;
        let mut wrong = data.clone();
        wrong[length] = if wrong[length] == b'1' { b'2' } else { b'1' };
        let survey_wrong = survey(&wrong, &[]);
        assert_eq!(survey_wrong.fault(5), Some(Fault::Damaged));
        assert!(!survey_wrong.ends_early && !survey_wrong.xref_broken);

        let header = find(&data, 0, b"\n4 0 obj").expect("object 4") + 1;
        let mut gone = data.clone();
        gone[header..header + 7].copy_from_slice(b"xxxxxxx");
        let survey_gone = survey(&gone, &[]);
        assert!(survey_gone.xref_broken);
        assert_eq!(survey_gone.fault(4), Some(Fault::Damaged));
    }

    // F-60: content streams as producers write them pass; overwritten ones do not.
    #[test]
    fn f60_content_streams_are_checked() {
        for good in [
            &b"BT /F1 11 Tf 72 770 Td (a (nested) \\) string) Tj T* [(x) -20 (y)] TJ ET"[..],
            b"q 1 0 0 1 0 0 cm /Im1 Do Q % comment\n<48656c6c6f> Tj BX foo EX",
            b"BI /W 2 /H 1 /BPC 8 /CS /G ID \x00\xff\x10 EI Q",
            b"/OC /MC0 BDC 0.5 g 1 2 3 4 re f EMC",
        ] {
            assert!(
                content_is_well_formed(good),
                "{}",
                String::from_utf8_lossy(good)
            );
        }
        for bad in [
            &b"BT (unclosed Tj ET"[..],
            b"BT (a) Tj \xa7\x12 ET",
            b"BT (a) Tj zzq ET",
            b"BT <4x> Tj ET",
            b"BT (a) Tj ) ET",
        ] {
            assert!(
                !content_is_well_formed(bad),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
    }

    // F-60: the copy read again without trailers keeps every offset.
    #[test]
    fn f60_without_trailers_keeps_offsets() {
        let data = fixture("damage-head.pdf");
        let copy = without_trailers(&data);
        assert_eq!(copy.len(), data.len());
        assert!(!contains(&copy, b"trailer\n<<") && !contains(&copy, b"startxref\n"));
        assert!(!contains(&copy, b"/Root 1 0 R"));
        assert!(contains(&copy, b"trailer"), "the page text's word stays");
        // The page text's words stay.
        let text = b"BT (a trailer, a startxref and /Root) Tj ET trailer\n<< /Root 1 0 R >>";
        let copy = without_trailers(text);
        assert_eq!(
            String::from_utf8_lossy(&copy),
            "BT (a trailer, a startxref and /Root) Tj ET xxxxxxx\n<< /Xxxx 1 0 R >>"
        );
    }
}
