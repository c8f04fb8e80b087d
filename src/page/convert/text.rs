//! Text: lol_html's text handler, whitespace collapsing, escaping of Markdown characters in text
//! and at the start of lines, and the text of `<pre>` blocks.
//!
//! The scanner looks at each byte once through a 256-entry class table; runs of ordinary text
//! are copied as they are. Character references are decoded by `decode.rs`; where text goes
//! (paragraph, code block, title) is decided here, how blocks are laid out is not (`blocks.rs`).

use lol_html::HandlerResult;
use lol_html::html_content::{TextChunk, TextType};

use super::decode::{Decoded, decode_entity, entity_cut};
use super::state::{NEEDS_JS_MAX_TEXT, State};

impl State {
    /// lol_html's text handler: joins a character reference cut between chunks, then writes.
    pub(super) fn on_text(&mut self, chunk: &mut TextChunk<'_>) -> HandlerResult {
        self.tick()?;
        let last = chunk.last_in_text_node();
        let ty = chunk.text_type();
        let text = chunk.as_str();
        if self.entity_carry.is_empty() {
            let cut = if last { text.len() } else { entity_cut(text) };
            self.text(&text[..cut], ty);
            self.entity_carry.push_str(&text[cut..]);
            return Ok(());
        }
        let mut joined = std::mem::take(&mut self.entity_carry);
        joined.push_str(text);
        let cut = if last {
            joined.len()
        } else {
            entity_cut(&joined)
        };
        self.entity_carry = joined[cut..].to_string();
        self.text(&joined[..cut], ty);
        Ok(())
    }

    /// Sends text to the title, the `<noscript>` buffer, the code block or the paragraph.
    fn text(&mut self, s: &str, ty: TextType) {
        if s.is_empty() {
            return;
        }
        if self.math.open.is_some() {
            self.math_text(s);
            return;
        }
        let decode = matches!(ty, TextType::Data | TextType::RCData);
        if self.chrome.dropped_depth > 0 {
            if self.records.in_json_ld && !self.records.product && names_product_json(s) {
                self.records.product = true;
            }
            self.capture.text(s);
            return;
        }
        if ty == TextType::ScriptData {
            return;
        }
        if self.code_block.depth > 0 {
            self.pre_text(s, decode);
        } else {
            self.inline_text(s, decode);
        }
    }

    /// Text inside `<pre>`: kept as it is, except references, `\r` and control characters.
    fn pre_text(&mut self, s: &str, decode: bool) {
        let b = s.as_bytes();
        let mut i = 0;
        let mut run = 0;
        while i < b.len() {
            let c = b[i];
            let special =
                (c == b'&' && decode) || c == b'\r' || (c < 0x20 && c != b'\t' && c != b'\n');
            if !special {
                i += 1;
                continue;
            }
            self.code_block.text.push_str(&s[run..i]);
            match c {
                b'&' => {
                    if let Some((rep, used)) = decode_entity(&s[i..], false) {
                        for ch in rep.chars() {
                            if ch == '\r' {
                                self.code_block.text.push('\n');
                            } else if !ch.is_control() || ch == '\t' || ch == '\n' {
                                self.code_block.text.push(ch);
                            }
                        }
                        i += used;
                    } else {
                        self.code_block.text.push('&');
                        i += 1;
                    }
                }
                b'\r' => {
                    self.code_block.text.push('\n');
                    i += if b.get(i + 1) == Some(&b'\n') { 2 } else { 1 };
                }
                _ => i += 1,
            }
            run = i;
        }
        self.code_block.text.push_str(&s[run..]);
        self.records.count_text(s.len(), false);
        if self.visible_chars < NEEDS_JS_MAX_TEXT {
            self.visible_chars += s.chars().filter(|c| !c.is_whitespace()).count();
        }
    }

    /// Text outside `<pre>`: whitespace collapsed, references decoded, Markdown escaped.
    fn inline_text(&mut self, s: &str, decode: bool) {
        let b = s.as_bytes();
        let n = b.len();
        let mut i = 0;
        while i < n {
            let start = i;
            while i < n {
                match CLASS[b[i] as usize] {
                    C_PLAIN => i += 1,
                    C_LEAD_C2 if !matches!(b.get(i + 1), Some(0xA0 | 0xAD)) => i += 2,
                    C_LEAD_E2 if !is_e2_special(b, i) => i += 3,
                    C_LEAD_EF if !(b.get(i + 1) == Some(&0xBB) && b.get(i + 2) == Some(&0xBF)) => {
                        i += 3
                    }
                    _ => break,
                }
            }
            let i_end = i.min(n);
            if i_end > start {
                self.plain(&s[start..i_end]);
            }
            i = i_end;
            if i >= n {
                break;
            }
            let c = b[i];
            match CLASS[c as usize] {
                C_SPACE => {
                    self.inline.pending_space = true;
                    i += 1;
                }
                C_DROP => i += 1,
                C_LEAD_C2 => {
                    if b[i + 1] == 0xA0 {
                        self.inline.pending_space = true;
                    }
                    i += 2;
                }
                C_LEAD_E2 => {
                    // U+2028 / U+2029 separate lines: a space; U+200B: nothing.
                    if b[i + 2] != 0x8B {
                        self.inline.pending_space = true;
                    }
                    i += 3;
                }
                C_LEAD_EF => i += 3,
                C_AMP if decode => match decode_entity(&s[i..], false) {
                    Some((rep, used)) => {
                        let next = b.get(i + used).copied();
                        self.decoded(rep, next);
                        i += used;
                    }
                    None => {
                        self.plain("&");
                        i += 1;
                    }
                },
                _ => {
                    self.special(c, b.get(i + 1).copied());
                    i += 1;
                }
            }
        }
    }

    /// Text produced by an entity; `next` is the byte after the entity in the source.
    fn decoded(&mut self, rep: Decoded, next: Option<u8>) {
        for ch in rep.chars() {
            if ch.is_ascii() {
                let c = ch as u8;
                match CLASS[c as usize] {
                    C_PLAIN => self.plain(ch.encode_utf8(&mut [0u8; 4])),
                    C_SPACE => self.inline.pending_space = true,
                    C_DROP => {}
                    _ => self.special(c, next),
                }
            } else if ch == '\u{a0}' || ch == '\u{2028}' || ch == '\u{2029}' {
                self.inline.pending_space = true;
            } else if ch == '\u{ad}' || ch == '\u{200b}' || ch == '\u{feff}' || ch.is_control() {
            } else {
                self.plain(ch.encode_utf8(&mut [0u8; 4]));
            }
        }
    }

    /// A Markdown-significant ASCII character in text.
    fn special(&mut self, c: u8, next: Option<u8>) {
        let in_code = self.inline.code.is_some();
        let escape = match c {
            b'\\' | b'*' | b'`' => !in_code,
            b'_' => {
                let prev_alnum = self
                    .paragraph
                    .as_bytes()
                    .last()
                    .is_some_and(u8::is_ascii_alphanumeric)
                    && !self.inline.pending_space;
                let next_alnum = next.is_some_and(|n| n.is_ascii_alphanumeric());
                !(in_code || prev_alnum && next_alnum)
            }
            b'[' | b']' => !in_code && self.inline.open_links > 0,
            b'<' => {
                !in_code
                    && next
                        .is_some_and(|n| n.is_ascii_alphabetic() || matches!(n, b'/' | b'!' | b'?'))
            }
            b'|' => self.cell_mode(),
            _ => false,
        };
        self.before_content();
        if escape {
            self.paragraph.push('\\');
        }
        self.paragraph.push(c as char);
        self.visible_chars += 1;
        self.records.count_text(1, self.inline.open_links > 0);
    }

    /// Text with nothing Markdown-significant in it.
    pub(super) fn plain(&mut self, s: &str) {
        self.before_content();
        self.paragraph.push_str(s);
        self.records.count_text(s.len(), self.inline.open_links > 0);
        if self.visible_chars < NEEDS_JS_MAX_TEXT {
            self.visible_chars += s.chars().count();
        }
    }
}

/// Whitespace runs (any Unicode whitespace) become one space; ends trimmed.
pub(super) fn collapse_whitespace(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for word in s.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// Escapes what would make a paragraph line start a heading, quote, list, rule or fence.
pub(super) fn push_line_escaped(out: &mut String, line: &str) {
    let b = line.as_bytes();
    let Some(&first) = b.first() else {
        return;
    };
    let space_or_end = |i: usize| b.get(i).is_none_or(|c| *c == b' ' || *c == b'\t');
    match first {
        b'#' => {
            let n = b.iter().take_while(|&&c| c == b'#').count();
            if n <= 6 && space_or_end(n) {
                out.push('\\');
            }
        }
        b'>' => out.push('\\'),
        b'-' | b'+'
            if space_or_end(1) || (first == b'-' && b.iter().all(|&c| c == b'-' || c == b' ')) =>
        {
            out.push('\\');
        }
        b'=' if b.iter().all(|&c| c == b'=' || c == b' ') => out.push('\\'),
        b'~' if line.starts_with("~~~") => out.push('\\'),
        b'0'..=b'9' => {
            let n = b.iter().take_while(|c| c.is_ascii_digit()).count();
            if n <= 9 && matches!(b.get(n), Some(b'.' | b')')) && space_or_end(n + 1) {
                out.push_str(&line[..n]);
                out.push('\\');
                out.push_str(&line[n..]);
                return;
            }
        }
        _ => {}
    }
    out.push_str(line);
}

// ---------------------------------------------------------------------------------------------
// Character classes for the text scanner.

/// Ordinary text, copied as it is.
const C_PLAIN: u8 = 0;
/// ASCII whitespace: collapses to one space.
const C_SPACE: u8 = 1;
/// Control characters: dropped.
const C_DROP: u8 = 2;
/// `&`: a character reference may start here.
const C_AMP: u8 = 3;
/// A character Markdown gives a meaning to (see [`State::special`]).
const C_SPECIAL: u8 = 4;
/// Lead byte of U+0080…U+00BF (U+00A0 no-break space and U+00AD soft hyphen among them).
const C_LEAD_C2: u8 = 5;
/// Lead byte of U+2000…U+2FFF (U+200B, U+2028, U+2029 among them).
const C_LEAD_E2: u8 = 6;
/// Lead byte of U+F000…U+FFFF (U+FEFF byte order mark among them).
const C_LEAD_EF: u8 = 7;

/// The class of each byte, for [`State::inline_text`].
static CLASS: [u8; 256] = {
    let mut t = [C_PLAIN; 256];
    let mut i = 0;
    while i < 0x20 {
        t[i] = C_DROP;
        i += 1;
    }
    t[0x7f] = C_DROP;
    t[b' ' as usize] = C_SPACE;
    t[b'\t' as usize] = C_SPACE;
    t[b'\n' as usize] = C_SPACE;
    t[b'\r' as usize] = C_SPACE;
    t[0x0c] = C_SPACE;
    t[b'&' as usize] = C_AMP;
    t[b'\\' as usize] = C_SPECIAL;
    t[b'*' as usize] = C_SPECIAL;
    t[b'_' as usize] = C_SPECIAL;
    t[b'`' as usize] = C_SPECIAL;
    t[b'[' as usize] = C_SPECIAL;
    t[b']' as usize] = C_SPECIAL;
    t[b'<' as usize] = C_SPECIAL;
    t[b'|' as usize] = C_SPECIAL;
    t[0xC2] = C_LEAD_C2;
    t[0xE2] = C_LEAD_E2;
    t[0xEF] = C_LEAD_EF;
    t
};

/// U+200B (dropped), U+2028 and U+2029 (spaces) start with E2 80.
fn is_e2_special(b: &[u8], i: usize) -> bool {
    b.get(i + 1) == Some(&0x80) && matches!(b.get(i + 2), Some(0x8B | 0xA8 | 0xA9))
}

/// True when a JSON-LD script's text names a schema.org `Product` (`"@type": "Product"`).
fn names_product_json(s: &str) -> bool {
    s.contains("\"Product\"") || s.contains("\"ProductGroup\"")
}
