//! Turning a response body into text (F-04..F-07, F-60): content type, charset, HTML conversion,
//! PDF text, and the window one call prints. Pure functions of bytes; no network, no output.

pub mod budget;
pub mod charset;
pub(crate) mod content_type;
pub mod convert;
mod json_pretty;
pub(crate) mod outline;
pub mod pdf;
pub(crate) mod window;

use std::time::Duration;

use url::Url;

use crate::exit::ExitStatus;
use crate::sanitize::shell_quote;
pub(crate) use crate::warning::Warning;
use content_type::BodyKind;

/// Why a body could not be turned into text.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The content type is not one garuda-web reads (F-04).
    #[error("{url} is {content_type}, which garuda-web does not read")]
    UnsupportedType {
        /// The page.
        url: String,
        /// The type it declared (or a description of what was sniffed).
        content_type: String,
    },
    /// The HTML could not be converted.
    #[error(transparent)]
    Convert(#[from] convert::ConvertError),
    /// The PDF could not be read (F-60).
    #[error("{url}: {source}")]
    Pdf {
        /// The page.
        url: String,
        /// Why.
        source: pdf::PdfError,
    },
    /// `--start` is past the end of the text (F-20).
    #[error(
        "--start {start} is past the end of the page, which {}has {total} characters",
        if *.changed { "has changed since the snapshot the offset came from and now " } else { "" }
    )]
    StartPastEnd {
        /// The offset asked for.
        start: u64,
        /// Characters in the page.
        total: usize,
        /// The text is not the `--snapshot` the offset came from (F-11).
        changed: bool,
    },
}

impl Error {
    /// The JSON `error.code` (G-02).
    pub(crate) fn code(&self) -> &'static str {
        match self {
            Error::UnsupportedType { .. } => "unsupported_type",
            Error::Convert(convert::ConvertError::TimedOut { .. }) => "timeout",
            Error::Convert(convert::ConvertError::TooLarge { .. }) => "too_large",
            Error::Convert(_) => "convert",
            Error::Pdf { source, .. } => match source {
                pdf::PdfError::Encrypted => "pdf_encrypted",
                pdf::PdfError::TimedOut { .. } => "timeout",
                pdf::PdfError::Unreadable { .. } | pdf::PdfError::Crashed { .. } => "convert",
            },
            Error::StartPastEnd { .. } => "usage",
        }
    }

    /// The exit status (G-02).
    pub(crate) fn exit_status(&self) -> ExitStatus {
        match self {
            Error::StartPastEnd { .. } => ExitStatus::Usage,
            _ => ExitStatus::Failed,
        }
    }

    /// What the user can do next.
    pub(crate) fn hint(&self) -> Option<String> {
        match self {
            Error::UnsupportedType { .. } => {
                Some("garuda-web reads HTML, Markdown, text, CSV, JSON, XML and PDF".into())
            }
            Error::Convert(_) => Some("try --raw to read the HTML itself".into()),
            Error::Pdf { source, .. } => Some(
                match source {
                    pdf::PdfError::Encrypted => {
                        "garuda-web does not take PDF passwords; open the file in a PDF reader \
                         that has the password"
                    }
                    pdf::PdfError::TimedOut { .. } => {
                        "raise --timeout (conversion gets the time the download left), or open \
                         the file in a PDF reader"
                    }
                    pdf::PdfError::Unreadable { .. } => {
                        "the file may be truncated or damaged: fetch it afresh with --max-age 0, \
                         or open it in a PDF reader"
                    }
                    pdf::PdfError::Crashed { .. } => {
                        "the file trips a bug in the PDF parser; open it in a PDF reader"
                    }
                }
                .into(),
            ),
            Error::StartPastEnd { total, .. } => Some(format!(
                "use a --start below {total}, or 0 for the beginning"
            )),
        }
    }
}

/// How the body should be turned into text. The same URL read in two modes is two texts, so
/// the mode is part of the cache key ([`Mode::cache_key`]), and a `[More: …]` line must page
/// in the same mode ([`Mode::flags`]); both come from [`Mode::parts`], so a new switch cannot
/// be cached or paged in the wrong mode.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Mode {
    /// No conversion: the body as text (`--raw`).
    pub(crate) raw: bool,
    /// Pretty-print JSON (`--pretty`).
    pub(crate) pretty_json: bool,
    /// HTML: only the main content (`--main`).
    pub(crate) main_content: bool,
    /// The HTML is the DOM a browser rendered (`--render`, F-13): converted the same way, but
    /// another text than the server's HTML, so another cache entry and another `[More: …]`.
    pub(crate) rendered: bool,
}

impl Mode {
    /// Every switch of the mode: whether it is on, its name in the cache key, and the flag
    /// that turns it on. The struct is taken apart without `..`: a new field does not compile
    /// until it is listed here.
    fn parts(self) -> [(bool, &'static str, &'static str); 4] {
        let Mode {
            raw,
            pretty_json,
            main_content,
            rendered,
        } = self;
        [
            (raw, "raw", "--raw"),
            (pretty_json, "pretty", "--pretty"),
            (main_content, "main", "--main"),
            (rendered, "rendered", "--render"),
        ]
    }

    /// The mode's name in the cache key (F-10): `markdown`, `raw`, `markdown+pretty`,
    /// `raw+pretty`, `markdown+main`, `markdown+pretty+main`, and with `+rendered` the same for
    /// a rendered page (F-13).
    pub(crate) fn cache_key(self) -> String {
        let on: Vec<&str> = self
            .parts()
            .into_iter()
            .filter(|(on, ..)| *on)
            .map(|(_, name, _)| name)
            .collect();
        let mut key = if self.raw {
            Vec::new()
        } else {
            vec!["markdown"]
        };
        key.extend(on);
        key.join("+")
    }

    /// The command-line flags that select this mode, in a fixed order (F-40's `[More: …]`).
    pub(crate) fn flags(self) -> impl Iterator<Item = &'static str> {
        self.parts()
            .into_iter()
            .filter(|(on, ..)| *on)
            .map(|(_, _, flag)| flag)
    }
}

/// A body turned into text.
#[derive(Debug, Clone)]
pub(crate) struct Page {
    /// The media type without parameters (sniffed when the server sent none).
    pub(crate) content_type: String,
    /// The encoding the body was decoded with.
    pub(crate) charset: &'static str,
    /// The page's title: HTML's `<title>`, a PDF's metadata title.
    pub(crate) title: Option<String>,
    /// Under `--main`, for an HTML page with no main text (the text is then empty): the
    /// page's own description.
    pub(crate) description: Option<String>,
    /// A PDF's number of pages (F-60); `None` for other types.
    pub(crate) pages: Option<usize>,
    /// The text (Markdown for HTML unless raw).
    pub(crate) text: String,
    /// Warnings to show with it.
    pub(crate) warnings: Vec<Warning>,
}

/// Turns a body into text; `url` is the final URL (links are made absolute against it).
///
/// The content type decides first (F-04), before any charset decoding: text kinds are decoded
/// (F-05) and then converted; binary kinds never go through a charset decoder.
pub(crate) fn read(
    body: &[u8],
    content_type: Option<&str>,
    url: &Url,
    mode: Mode,
    budget: Duration,
) -> Result<Page, Error> {
    let (kind, mime) =
        content_type::classify(content_type, body).map_err(|ct| Error::UnsupportedType {
            url: url.to_string(),
            content_type: ct,
        })?;
    match kind {
        BodyKind::Pdf => read_pdf(body, mime, url, mode, budget),
        _ => read_text(body, content_type, kind, mime, url, mode, budget),
    }
}

/// What `charset` says for a PDF: its text comes from the document's own font encodings.
pub(crate) const PDF_CHARSET: &str = "pdf";

/// Reads a PDF's text layer (F-60); `--raw` keeps its lines as they are.
fn read_pdf(
    body: &[u8],
    mime: String,
    url: &Url,
    mode: Mode,
    budget: Duration,
) -> Result<Page, Error> {
    let read = pdf::pdf_to_text(body, mode.raw, budget).map_err(|source| Error::Pdf {
        url: url.to_string(),
        source,
    })?;
    let mut warnings: Vec<Warning> = read.damage_warning().into_iter().collect();
    if !read.has_text {
        warnings.push(Warning {
            code: "pdf_no_text".into(),
            message: "this PDF has no text layer; it is probably a scan".into(),
            hint: "garuda-web does not read text in images; an OCR tool can".into(),
        });
    }
    Ok(Page {
        content_type: mime,
        charset: PDF_CHARSET,
        title: read.title,
        description: None,
        pages: Some(read.pages),
        text: read.text,
        warnings,
    })
}

/// Reads a body of a text kind: charset decoding (F-05), then the kind's conversion.
fn read_text(
    body: &[u8],
    content_type: Option<&str>,
    kind: BodyKind,
    mime: String,
    url: &Url,
    mode: Mode,
    budget: Duration,
) -> Result<Page, Error> {
    let (text, charset) = charset::decode(body, content_type, kind == BodyKind::Html);
    let mut page = Page {
        content_type: mime,
        charset,
        title: None,
        description: None,
        pages: None,
        text,
        warnings: Vec::new(),
    };
    match kind {
        BodyKind::Html if !mode.raw => {
            let options = convert::ConvertOptions {
                main_content: mode.main_content,
            };
            // The HTML is not needed after: it moves to the converter's thread.
            let html = std::mem::take(&mut page.text);
            let converted = convert::html_to_markdown(html, url, budget, &options)?;
            page.text = converted.markdown;
            page.title = converted.title;
            page.description = converted.description;
            if converted.main_content_uncertain {
                page.warnings.push(Warning {
                    code: "main_content_uncertain".into(),
                    message: "the page has no clear main content; this is the whole page".into(),
                    hint: "drop --main to read the page as it is".into(),
                });
            }
            if converted.truncated {
                page.warnings.push(Warning {
                    code: "page_truncated".into(),
                    message: "the page nests its elements too deeply to convert in full; \
                              the text stops part way"
                        .into(),
                    hint: "use --raw to read the HTML itself".into(),
                });
            }
            if converted.flattened {
                page.warnings.push(Warning {
                    code: "nesting_flattened".into(),
                    message: "the page nests lists, quotes or other blocks deeper than \
                              garuda-web follows; the deepest ones are shown flat, one per line"
                        .into(),
                    hint: "use --raw to read the HTML itself".into(),
                });
            }
            if converted.needs_javascript && mode.rendered {
                // F-13: the browser ran the page's scripts and still little text shows.
                page.warnings.push(Warning {
                    code: "render_little_text".into(),
                    message: "even rendered, this page shows little text: it may wait for a \
                              click, a login, or a script slower than the render waits"
                        .into(),
                    hint: format!(
                        "look at it and act on it with garuda-web browse open {}",
                        shell_quote(url.as_str())
                    ),
                });
            } else if converted.needs_javascript {
                // F-07, F-13: the hint names the render; fetch puts this call's flags in it.
                page.warnings.push(Warning {
                    code: "page_needs_javascript".into(),
                    message: "this page seems to need JavaScript to show its content".into(),
                    hint: format!("garuda-web fetch --render {}", shell_quote(url.as_str())),
                });
            }
        }
        BodyKind::Json if mode.pretty_json => {
            if let Some(pretty) = json_pretty::pretty(&page.text) {
                page.text = pretty;
            }
        }
        _ => {}
    }
    Ok(page)
}

#[cfg(test)]
mod tests {
    use super::Mode;

    // F-10/F-40: each mode has its own cache key and the flags that select it again.
    #[test]
    fn f10_modes_have_distinct_keys_and_their_own_flags() {
        let mode = |raw, pretty_json, main_content| Mode {
            raw,
            pretty_json,
            main_content,
            rendered: false,
        };
        let cases = [
            (mode(false, false, false), "markdown", vec![]),
            (
                mode(false, true, false),
                "markdown+pretty",
                vec!["--pretty"],
            ),
            (mode(true, false, false), "raw", vec!["--raw"]),
            (
                mode(true, true, false),
                "raw+pretty",
                vec!["--raw", "--pretty"],
            ),
            (mode(false, false, true), "markdown+main", vec!["--main"]),
            (
                mode(false, true, true),
                "markdown+pretty+main",
                vec!["--pretty", "--main"],
            ),
        ];
        for (mode, key, flags) in cases {
            assert_eq!(mode.cache_key(), key, "{mode:?}");
            assert_eq!(mode.flags().collect::<Vec<_>>(), flags, "{mode:?}");
        }
    }

    // F-13: a rendered page is another text than the server's HTML: its own cache key, and
    // `--render` in its `[More: …]` line, so paging reads the rendered snapshot.
    #[test]
    fn f13_rendered_mode_has_its_own_key_and_flag() {
        let rendered = |main_content| Mode {
            main_content,
            rendered: true,
            ..Mode::default()
        };
        assert_eq!(rendered(false).cache_key(), "markdown+rendered");
        assert_eq!(rendered(true).cache_key(), "markdown+main+rendered");
        assert_eq!(
            rendered(true).flags().collect::<Vec<_>>(),
            vec!["--main", "--render"]
        );
        assert_ne!(rendered(false).cache_key(), Mode::default().cache_key());
    }
}
