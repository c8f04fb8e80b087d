//! Turning a response body into text (F-04..F-07): content type, charset, HTML conversion, and
//! the window one call prints. Pure functions of bytes; no network, no output.

pub(crate) mod charset;
pub(crate) mod content_type;
pub mod convert;
mod json_pretty;
pub(crate) mod outline;
pub(crate) mod window;

use std::time::Duration;

use url::Url;

use crate::exit::ExitStatus;
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
    /// HTML: only the main content (`--main`).
    pub(crate) main_content: bool,
}

/// A warning that goes with the result (exit stays 0).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Warning {
    /// Stable identifier, e.g. `page_needs_javascript`.
    pub(crate) code: String,
    /// One sentence.
    pub(crate) message: String,
    /// What to do about it.
    pub(crate) hint: String,
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
            let options = convert::ConvertOptions {
                main_content: mode.main_content,
            };
            let converted = convert::html_to_markdown(&page.text, url, budget, &options)?;
            page.text = converted.markdown;
            page.title = converted.title;
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
            if converted.needs_javascript {
                page.warnings.push(Warning {
                    code: "page_needs_javascript".into(),
                    message: "this page seems to need JavaScript to show its content".into(),
                    hint: format!(
                        "garuda-web browse open {}",
                        crate::output::shell_quote(url.as_str())
                    ),
                });
            }
        }
        Kind::Json if mode.pretty_json => {
            if let Some(pretty) = json_pretty::pretty(&page.text) {
                page.text = pretty;
            }
        }
        _ => {}
    }
    Ok(page)
}
