//! Turning a response body into text (F-04..F-07): content type, charset, HTML conversion, and
//! the window one call prints. Pure functions of bytes; no network, no output.

pub mod budget;
pub(crate) mod charset;
pub(crate) mod content_type;
pub mod convert;
pub(crate) mod outline;
pub(crate) mod window;

use std::time::Duration;

use url::Url;

use crate::exit::ExitStatus;
use crate::sanitize::shell_quote;
pub(crate) use crate::warning::Warning;
use content_type::Kind;

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
    /// `--start` is past the end of the text (F-20).
    #[error("--start {start} is past the end of the page, which has {total} characters")]
    StartPastEnd {
        /// The offset asked for.
        start: u64,
        /// Characters in the page.
        total: usize,
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
                Some("garuda-web reads HTML, Markdown, text, CSV, JSON and XML".into())
            }
            Error::Convert(_) => Some("try --raw to read the HTML itself".into()),
            Error::StartPastEnd { total, .. } => Some(format!(
                "use a --start below {total}, or 0 for the beginning"
            )),
        }
    }
}

/// How the body should be turned into text.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Mode {
    /// No conversion: the body as text.
    pub(crate) raw: bool,
    /// Pretty-print JSON.
    pub(crate) pretty_json: bool,
}

/// A body turned into text.
#[derive(Debug, Clone)]
pub(crate) struct Page {
    /// The media type without parameters (sniffed when the server sent none).
    pub(crate) content_type: String,
    /// The encoding the body was decoded with.
    pub(crate) charset: &'static str,
    /// The page's title, for HTML.
    pub(crate) title: Option<String>,
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
    read_text(body, content_type, kind, mime, url, mode, budget)
}

/// Reads a body of a text kind: charset decoding (F-05), then the kind's conversion.
fn read_text(
    body: &[u8],
    content_type: Option<&str>,
    kind: Kind,
    mime: String,
    url: &Url,
    mode: Mode,
    budget: Duration,
) -> Result<Page, Error> {
    let (text, charset) = charset::decode(body, content_type, kind == Kind::Html);
    let mut page = Page {
        content_type: mime,
        charset,
        title: None,
        text,
        warnings: Vec::new(),
    };
    match kind {
        Kind::Html if !mode.raw => {
            let options = convert::ConvertOptions::default();
            let converted = convert::html_to_markdown(&page.text, url, budget, &options)?;
            page.text = converted.markdown;
            page.title = converted.title;
            if converted.needs_javascript {
                page.warnings.push(Warning {
                    code: "page_needs_javascript".into(),
                    message: "this page seems to need JavaScript to show its content".into(),
                    hint: format!("garuda-web browse open {}", shell_quote(url.as_str())),
                });
            }
        }
        Kind::Json if mode.pretty_json => {
            if let Ok(value) = serde_json::from_str::<serde_json::Value>(&page.text)
                && let Ok(pretty) = serde_json::to_string_pretty(&value)
            {
                page.text = pretty;
            }
        }
        _ => {}
    }
    Ok(page)
}
