//! Which kinds of body garuda-web reads (F-04) and how each is treated.

/// How a body is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BodyKind {
    /// HTML or XHTML: converted to Markdown.
    Html,
    /// Markdown: passed through.
    Markdown,
    /// Plain text or CSV: passed through.
    Text,
    /// JSON: passed through, or pretty-printed with `--pretty`.
    Json,
    /// XML, RSS, Atom: passed through.
    Xml,
    /// PDF: its text layer, read by `page::pdf` (F-60). Never charset-decoded.
    Pdf,
}

/// The media type without parameters, lower-case (`text/html`).
pub(crate) fn essence(content_type: &str) -> String {
    content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase()
}

/// Classifies a response; `Err` carries the type that is not supported. Without a type the body
/// is sniffed: PDF if it starts like one, HTML if it looks like HTML, text unless it looks binary.
/// `application/octet-stream` (what servers send when they do not know) is read as PDF when the
/// body starts like one (F-60).
pub(crate) fn classify(
    content_type: Option<&str>,
    body: &[u8],
) -> Result<(BodyKind, String), String> {
    let declared = content_type.map(essence).filter(|e| !e.is_empty());
    if matches!(declared.as_deref(), None | Some("application/octet-stream"))
        && looks_like_pdf(body)
    {
        return Ok((BodyKind::Pdf, "application/pdf".into()));
    }
    let Some(mime) = declared else {
        return if looks_like_html(body) {
            Ok((BodyKind::Html, "text/html".into()))
        } else if looks_binary(body) {
            Err("an undeclared binary type".into())
        } else {
            Ok((BodyKind::Text, "text/plain".into()))
        };
    };
    let kind = match mime.as_str() {
        "text/html" | "application/xhtml+xml" => BodyKind::Html,
        "text/markdown" | "text/x-markdown" => BodyKind::Markdown,
        "text/plain" | "text/csv" => BodyKind::Text,
        "application/json" => BodyKind::Json,
        "text/xml" | "application/xml" | "application/rss+xml" | "application/atom+xml" => {
            BodyKind::Xml
        }
        "application/pdf" | "application/x-pdf" => BodyKind::Pdf,
        m if m.ends_with("+json") => BodyKind::Json,
        m if m.ends_with("+xml") => BodyKind::Xml,
        _ => return Err(mime),
    };
    Ok((kind, mime))
}

fn looks_like_html(body: &[u8]) -> bool {
    let head = &body[..body.len().min(1024)];
    let lower = String::from_utf8_lossy(head).to_ascii_lowercase();
    let trimmed = lower.trim_start_matches('\u{feff}').trim_start();
    trimmed.starts_with("<!doctype html")
        || ["<html", "<head", "<body", "<title", "<p>", "<div", "<h1"]
            .iter()
            .any(|tag| trimmed.contains(tag))
}

/// The `%PDF-` header, which readers accept anywhere in the first 1 024 bytes.
fn looks_like_pdf(body: &[u8]) -> bool {
    body[..body.len().min(1024)]
        .windows(5)
        .any(|w| w == b"%PDF-")
}

fn looks_binary(body: &[u8]) -> bool {
    body[..body.len().min(1024)].contains(&0)
}

#[cfg(test)]
mod tests {
    use super::*;

    // F-04: the listed types and their kinds.
    #[test]
    fn f04_supported_types() {
        let table = [
            ("text/html; charset=utf-8", BodyKind::Html),
            ("application/xhtml+xml", BodyKind::Html),
            ("TEXT/MARKDOWN", BodyKind::Markdown),
            ("text/plain", BodyKind::Text),
            ("text/csv", BodyKind::Text),
            ("application/json", BodyKind::Json),
            ("application/ld+json", BodyKind::Json),
            ("application/rss+xml", BodyKind::Xml),
            ("application/atom+xml", BodyKind::Xml),
            ("text/xml", BodyKind::Xml),
            ("image/svg+xml", BodyKind::Xml),
        ];
        for (ct, kind) in table {
            assert_eq!(classify(Some(ct), b"").unwrap().0, kind, "{ct}");
        }
    }

    #[test]
    fn f04_unsupported_types_are_named() {
        assert_eq!(
            classify(Some("application/zip"), b"PK\x03\x04").unwrap_err(),
            "application/zip"
        );
        assert_eq!(
            classify(Some("application/octet-stream"), b"\0\x01").unwrap_err(),
            "application/octet-stream"
        );
        assert_eq!(
            classify(Some("image/png; q=1"), b"").unwrap_err(),
            "image/png"
        );
    }

    #[test]
    fn f04_no_type_is_sniffed() {
        assert_eq!(
            classify(None, b"  <!DOCTYPE html><p>x").unwrap().0,
            BodyKind::Html
        );
        assert_eq!(classify(Some(""), b"<html>").unwrap().0, BodyKind::Html);
        assert_eq!(classify(None, b"just words").unwrap().0, BodyKind::Text);
        assert!(classify(None, b"\x89PNG\r\n\x1a\n\0\0").is_err());
    }

    // F-60: PDF by its type, or by its magic when the type is missing or octet-stream.
    #[test]
    fn f60_pdf_by_type_or_magic() {
        let pdf = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj";
        for ct in [Some("application/pdf"), None] {
            assert_eq!(
                classify(ct, pdf).unwrap(),
                (BodyKind::Pdf, "application/pdf".into())
            );
        }
        assert_eq!(
            classify(Some("APPLICATION/X-PDF"), pdf).unwrap().0,
            BodyKind::Pdf
        );
        assert_eq!(
            classify(Some("application/octet-stream"), pdf).unwrap().0,
            BodyKind::Pdf
        );
        assert_eq!(
            classify(Some("application/pdf"), b"not yet").unwrap().0,
            BodyKind::Pdf
        );
        // A declared text type is believed, even for a body that starts like a PDF.
        assert_eq!(classify(Some("text/plain"), pdf).unwrap().0, BodyKind::Text);
    }
}
