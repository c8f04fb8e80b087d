//! Byte scanning shared by the PDF reader's guard (`guard.rs`) and its damage checks
//! (`damage.rs`): finding a keyword, the `stream` keyword itself and the end of line after it.

/// True when `data[i..]` is the keyword `stream` followed by an end of line, not the tail of a
/// longer word (`endstream`).
pub(super) fn is_stream_keyword(data: &[u8], i: usize) -> bool {
    data[i..].starts_with(b"stream")
        && matches!(data.get(i + 6), Some(b'\r' | b'\n'))
        && (i == 0 || !data[i - 1].is_ascii_alphanumeric())
}

/// Past the end of line after the `stream` keyword (`\r\n` or `\n`).
pub(super) fn skip_eol(data: &[u8], from: usize) -> usize {
    match (data.get(from), data.get(from + 1)) {
        (Some(b'\r'), Some(b'\n')) => from + 2,
        (Some(b'\r' | b'\n'), _) => from + 1,
        _ => from,
    }
}

/// True when `needle` occurs in `hay`.
pub(super) fn contains(hay: &[u8], needle: &[u8]) -> bool {
    find(hay, 0, needle).is_some()
}

/// Where `needle` first occurs in `hay` at or after `from`.
pub(super) fn find(hay: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| from + p)
}

/// Past the `)` closing the literal string that opens at `from` (balanced parentheses, `\`
/// escapes); `None` when it never closes.
pub(super) fn literal_string_end(data: &[u8], from: usize) -> Option<usize> {
    let mut level = 0usize;
    let mut i = from;
    while i < data.len() {
        match data[i] {
            b'\\' => i += 1,
            b'(' => level += 1,
            b')' => {
                level -= 1;
                if level == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}
