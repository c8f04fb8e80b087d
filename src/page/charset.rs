//! Which character encoding a body is in, in the WHATWG order of F-05: a byte-order mark, then
//! the Content-Type charset, then `<meta charset>`/`http-equiv` in the first 1 024 bytes (HTML
//! only), else UTF-8. Decoding never fails: invalid bytes become U+FFFD.

use encoding_rs::{Encoding, UTF_8};

/// Decodes `body`; returns the text and the name of the encoding used. Public for the
/// benches, which read pages as `fetch` does.
pub fn decode(body: &[u8], content_type: Option<&str>, is_html: bool) -> (String, &'static str) {
    let encoding = Encoding::for_bom(body)
        .map(|(enc, _)| enc)
        .or_else(|| content_type.and_then(charset_param))
        .or_else(|| if is_html { meta_charset(body) } else { None })
        .unwrap_or(UTF_8);
    // decode() sniffs and removes a BOM itself, so the BOM case needs no special handling.
    let (text, used, _had_errors) = encoding.decode(body);
    (text.into_owned(), used.name())
}

/// The `charset=` parameter of a Content-Type header.
fn charset_param(content_type: &str) -> Option<&'static Encoding> {
    content_type.split(';').skip(1).find_map(|param| {
        let (name, value) = param.split_once('=')?;
        if !name.trim().eq_ignore_ascii_case("charset") {
            return None;
        }
        Encoding::for_label(value.trim().trim_matches(['"', '\'']).as_bytes())
    })
}

/// A simplified form of the WHATWG "prescan a byte stream": the first `<meta>` in the first
/// 1 024 bytes that declares a charset, either as `charset=` or inside `content=`.
fn meta_charset(body: &[u8]) -> Option<&'static Encoding> {
    let head = &body[..body.len().min(1024)];
    let lower: Vec<u8> = head.to_ascii_lowercase();
    let mut from = 0;
    while let Some(pos) = find(&lower[from..], b"<meta") {
        let tag_start = from + pos + 5;
        let tag_end = lower[tag_start..]
            .iter()
            .position(|&b| b == b'>')
            .map_or(lower.len(), |e| tag_start + e);
        let tag = &lower[tag_start..tag_end];
        if let Some(c) = find(tag, b"charset") {
            let rest = &tag[c + 7..];
            let rest = skip_ws(rest);
            if let Some(rest) = rest.strip_prefix(b"=") {
                let rest = skip_ws(rest);
                let rest = rest
                    .strip_prefix(b"\"")
                    .or_else(|| rest.strip_prefix(b"'"))
                    .unwrap_or(rest);
                let label_len = rest
                    .iter()
                    .position(|&b| {
                        matches!(b, b'"' | b'\'' | b';' | b' ' | b'/' | b'>')
                            || b.is_ascii_whitespace()
                    })
                    .unwrap_or(rest.len());
                if let Some(enc) = Encoding::for_label(&rest[..label_len]) {
                    // A page cannot declare itself UTF-16 from inside its own bytes (WHATWG).
                    return Some(enc.output_encoding());
                }
            }
        }
        from = tag_end.min(lower.len());
        if from >= lower.len() {
            break;
        }
    }
    None
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn skip_ws(bytes: &[u8]) -> &[u8] {
    let n = bytes.iter().take_while(|b| b.is_ascii_whitespace()).count();
    &bytes[n..]
}

#[cfg(test)]
mod tests {
    use super::decode;

    // F-05: the header's charset.
    #[test]
    fn f05_windows_1252_by_header() {
        let (text, enc) = decode(b"caf\xe9", Some("text/plain; charset=windows-1252"), false);
        assert_eq!((text.as_str(), enc), ("café", "windows-1252"));
        let (_, enc) = decode(b"x", Some("text/html;charset=\"ISO-8859-1\""), true);
        assert_eq!(enc, "windows-1252");
    }

    // F-05: <meta charset> and http-equiv in the first 1024 bytes.
    #[test]
    fn f05_meta_charset_shift_jis() {
        let mut body = b"<html><head><meta charset=\"Shift_JIS\"></head><body>".to_vec();
        body.extend_from_slice(b"\x93\xfa\x96\x7b"); // 日本
        let (text, enc) = decode(&body, Some("text/html"), true);
        assert_eq!(enc, "Shift_JIS");
        assert!(text.contains("日本"), "{text}");
        let equiv = b"<meta http-equiv=Content-Type content='text/html; charset=euc-jp'>";
        assert_eq!(decode(equiv, None, true).1, "EUC-JP");
        // Only in HTML, and only in the first 1024 bytes.
        assert_eq!(decode(equiv, None, false).1, "UTF-8");
        let mut late = vec![b' '; 1100];
        late.extend_from_slice(b"<meta charset=shift_jis>");
        assert_eq!(decode(&late, None, true).1, "UTF-8");
    }

    // F-05: a BOM beats everything.
    #[test]
    fn f05_bom_wins() {
        let (text, enc) = decode(
            b"\xef\xbb\xbfhi",
            Some("text/plain; charset=windows-1252"),
            false,
        );
        assert_eq!((text.as_str(), enc), ("hi", "UTF-8"));
        let (text, enc) = decode(b"\xff\xfeh\0i\0", None, false);
        assert_eq!((text.as_str(), enc), ("hi", "UTF-16LE"));
    }

    // F-05: nothing declared means UTF-8; invalid bytes become U+FFFD.
    #[test]
    fn f05_default_utf8_and_invalid_bytes() {
        let (text, enc) = decode(b"ok \xff\xfe end", None, true);
        assert_eq!(enc, "UTF-8");
        assert_eq!(text, "ok \u{fffd}\u{fffd} end");
        assert_eq!(
            decode(b"x", Some("text/html; charset=bogus"), true).1,
            "UTF-8"
        );
    }

    #[test]
    fn meta_utf16_means_utf8() {
        assert_eq!(decode(b"<meta charset=utf-16le>", None, true).1, "UTF-8");
    }
}
