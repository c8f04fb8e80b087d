//! `--pretty` for JSON bodies (F-06): the same text re-indented, two spaces a level, as
//! `serde_json`'s pretty printer lays it out, without building the value tree (a wide array of
//! objects as a `serde_json::Value` costs tens of bytes per byte of input; E-02, R-02).
//!
//! The body is first checked to be JSON (`serde_json` with [`IgnoredAny`], which allocates
//! nothing per value); strings and numbers are then copied as
//! they are, so escapes, key order and number spelling stay the server's. Indentation stops
//! growing past [`MAX_INDENT_LEVELS`], and a result larger than [`MAX_GROWTH`] times the
//! body (plus a little) is not produced: the body is then shown as it came.

use serde::de::IgnoredAny;

/// Nesting levels that get deeper indentation; deeper ones stay at this indentation.
const MAX_INDENT_LEVELS: usize = 16;
/// The pretty text may be at most this many times the body's size (plus [`SLACK`]).
const MAX_GROWTH: usize = 3;
/// Bytes always allowed on top of [`MAX_GROWTH`] times the body.
const SLACK: usize = 64 * 1024;

/// `text` re-indented, or `None` when it is not JSON or would grow too much.
pub(super) fn pretty(text: &str) -> Option<String> {
    serde_json::from_str::<IgnoredAny>(text).ok()?;
    let limit = text.len().saturating_mul(MAX_GROWTH).saturating_add(SLACK);
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    let b = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    let newline = |out: &mut String, depth: usize| {
        out.push('\n');
        for _ in 0..depth.min(MAX_INDENT_LEVELS) {
            out.push_str("  ");
        }
    };
    while i < b.len() {
        let c = b[i];
        match c {
            b' ' | b'\t' | b'\n' | b'\r' => i += 1,
            b'"' => {
                let start = i;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(b.len());
                out.push_str(&text[start..i]);
            }
            b'[' | b'{' => {
                let close = if c == b'[' { b']' } else { b'}' };
                let next = b[i + 1..]
                    .iter()
                    .position(|x| !x.is_ascii_whitespace())
                    .map(|p| i + 1 + p);
                out.push(c as char);
                if next.is_some_and(|n| b[n] == close) {
                    out.push(close as char);
                    i = next.map_or(b.len(), |n| n + 1);
                } else {
                    depth += 1;
                    newline(&mut out, depth);
                    i += 1;
                }
            }
            b']' | b'}' => {
                depth = depth.saturating_sub(1);
                newline(&mut out, depth);
                out.push(c as char);
                i += 1;
            }
            b',' => {
                out.push(',');
                newline(&mut out, depth);
                i += 1;
            }
            b':' => {
                out.push_str(": ");
                i += 1;
            }
            _ => {
                // A number, `true`, `false` or `null`: up to the next delimiter.
                let start = i;
                while i < b.len() && !matches!(b[i], b',' | b']' | b'}' | b':') {
                    if b[i].is_ascii_whitespace() {
                        break;
                    }
                    i += 1;
                }
                out.push_str(&text[start..i]);
            }
        }
        if out.len() > limit {
            return None;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Laid out as serde_json's pretty printer does, for the values it would not change.
    #[test]
    fn same_layout_as_serde_json() {
        for text in [
            r#"{"a":[1,2],"b":{"c":null,"d":[]},"e":{},"f":"x\"y,:[]{}","g":-15}"#,
            " [ true , false , \"\\\\\" , [ [ ] ] ] ",
            "7",
            r#"[{"id":1,"a":[1,2,3],"b":null},{"id":2,"a":[],"b":"q"}]"#,
        ] {
            let value: serde_json::Value = serde_json::from_str(text).unwrap();
            assert_eq!(
                pretty(text).unwrap(),
                serde_json::to_string_pretty(&value).unwrap(),
                "{text}"
            );
        }
    }

    #[test]
    fn keeps_the_servers_spelling_and_stays_bounded() {
        assert_eq!(
            pretty(r#"{"z":1.0,"a":"\u00e9"}"#).unwrap(),
            "{\n  \"z\": 1.0,\n  \"a\": \"\\u00e9\"\n}"
        );
        assert_eq!(pretty("{\"a\":"), None);
        assert_eq!(pretty("not json"), None);
        let deep = format!("{}1{}", "[".repeat(1000), "]".repeat(1000));
        let out = pretty(&deep).unwrap();
        let widest = out.lines().map(|l| l.len() - l.trim_start().len()).max();
        assert_eq!(widest, Some(2 * MAX_INDENT_LEVELS));
        // Growth past MAX_GROWTH times the body: not pretty-printed.
        let bomb = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(pretty(&bomb), None);
    }
}
