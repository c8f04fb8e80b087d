//! The print verb (B-25): `pdf [-o FILE]` prints the page to a PDF (`Page.printToPDF`, with
//! its backgrounds) and replies with the file's path, size and page count — counted by the
//! PDF reader fetch uses (`page::pdf::page_count`, behind its guard and time budget), never
//! guessed. The file is new and owner-only (0600): `-o FILE` never replaces what is there,
//! and without it the file goes to the state dir's `pdfs/` under a name made from the page's
//! host and the time, with `-2`, `-3`, … when that name is taken.

use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::time::Duration;

use base64::Engine;
use serde_json::json;

use crate::browse::Error;
use crate::browse::cdp::{self, call};
use crate::browse::driver::Driver;
use crate::browse::protocol::{FileWritten, PageReply};

/// How long counting the pages may take.
const COUNT_BUDGET: Duration = Duration::from_secs(20);
/// Names tried in `pdfs/` before giving up.
const NAMES_TRIED: u32 = 100;
/// The longest host part of a file name.
const HOST_IN_NAME: usize = 60;

/// `pdf [-o FILE]`: the page as a PDF in `path`, else in `dir` (the state dir's `pdfs/`).
pub(crate) fn pdf(d: &mut Driver, path: Option<&str>, dir: &str) -> Result<PageReply, Error> {
    let printed = call(
        &d.tab,
        cdp::PrintToPdf(json!({ "printBackground": true, "preferCSSPageSize": true })),
    )?;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(printed["data"].as_str().unwrap_or_default())
        .map_err(|e| Error::Browser {
            message: format!("the browser's PDF is not valid base64: {e}"),
        })?;
    let pages = crate::page::pdf::page_count(&bytes, COUNT_BUDGET).map_err(|e| Error::Browser {
        message: format!("the browser's PDF could not be read back: {e}"),
    })?;
    let file = match path {
        Some(p) => {
            let file = PathBuf::from(p);
            write_new(&file, &bytes, "the PDF", "-o")?;
            file
        }
        None => write_in_dir(Path::new(dir), &name_base(&d.page_state().0), &bytes)?,
    };
    let written = FileWritten {
        path: file.display().to_string(),
        bytes: bytes.len() as u64,
        pages: Some(pages as u64),
        entries: None,
    };
    Ok(PageReply {
        result: Some(format!(
            "saved the page as a PDF: {} ({} bytes, {pages} {})\n",
            written.path,
            written.bytes,
            if pages == 1 { "page" } else { "pages" }
        )),
        pdf: Some(written),
        ..PageReply::default()
    })
}

/// Writes `bytes` to a new file in `dir` (made 0700): `BASE.pdf`, else `BASE-2.pdf`, ….
fn write_in_dir(dir: &Path, base: &str, bytes: &[u8]) -> Result<PathBuf, Error> {
    crate::fs::create_private_dir(dir).map_err(|e| Error::Browser {
        message: format!("cannot create {}: {e}", dir.display()),
    })?;
    for n in 1..=NAMES_TRIED {
        let name = if n == 1 {
            format!("{base}.pdf")
        } else {
            format!("{base}-{n}.pdf")
        };
        let file = dir.join(name);
        match crate::fs::write_private_new(&file, &crate::fs::temp_prefix_for(&file), &[bytes]) {
            Ok(()) => return Ok(file),
            Err(e) if e.kind() == ErrorKind::AlreadyExists => {}
            Err(e) => {
                return Err(Error::Browser {
                    message: format!("cannot write the PDF to {}: {e}", file.display()),
                });
            }
        }
    }
    Err(Error::Usage {
        message: format!("{} has {NAMES_TRIED} PDFs named {base}", dir.display()),
        hint: "give the file a name with -o FILE".into(),
    })
}

/// Writes `bytes` to `path` by the rules of `download -o` and `screenshot -o`
/// ([`crate::fs::write_output_new`], B-24, B-25): a new file 0600, never over a file (or a link
/// to one); a device or FIFO (`/dev/stdout`, a pipe) is written through. `what` and `flag` name
/// the file and its option in the error.
pub(crate) fn write_new(path: &Path, bytes: &[u8], what: &str, flag: &str) -> Result<(), Error> {
    crate::fs::write_output_new(path, bytes).map_err(|e| match e.kind() {
        ErrorKind::AlreadyExists => Error::Usage {
            message: format!(
                "{} exists already; garuda-web never writes {what} over a file",
                path.display()
            ),
            hint: format!("give {flag} a new name, or move the old file away first"),
        },
        _ => Error::Usage {
            message: format!("cannot write {what} to {}: {e}", path.display()),
            hint: format!("give {flag} a path in a folder you can write to"),
        },
    })
}

/// `example.org-20260101-120000`: the page's host (letters, digits, dots and dashes only) and
/// the time in UTC; `page-…` for a page without a host.
fn name_base(url: &str) -> String {
    let host: String = url::Url::parse(url)
        .ok()
        .and_then(|u| u.host_str().map(str::to_string))
        .unwrap_or_default()
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                c
            } else {
                '-'
            }
        })
        .take(HOST_IN_NAME)
        .collect();
    let host = host.trim_matches(['.', '-']);
    let host = if host.is_empty() { "page" } else { host };
    format!("{host}-{}", super::capture::timestamp())
}

#[cfg(test)]
mod tests {
    use super::*;

    // B-25: a safe file name from the page's host; never a path.
    #[test]
    fn b25_file_names_are_safe() {
        assert!(name_base("http://127.0.0.1:8080/x").starts_with("127.0.0.1-"));
        assert!(name_base("http://[::1]:8080/").starts_with("1-"));
        assert!(name_base("about:blank").starts_with("page-"));
        assert!(name_base("https://../etc/passwd").starts_with("page-"));
        let base = name_base("https://a.test/");
        assert!(
            base.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-'),
            "{base}"
        );
    }

    // B-24, B-25: a new file is 0600; an existing one is refused and left as it was.
    #[test]
    fn b25_never_over_a_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.pdf");
        write_new(&file, b"one", "the PDF", "-o").unwrap();
        let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        let err = write_new(&file, b"two", "the PDF", "-o").unwrap_err();
        assert!(err.to_string().contains("exists already"), "{err}");
        assert_eq!(std::fs::read(&file).unwrap(), b"one");
        let first = write_in_dir(dir.path(), "p", b"x").unwrap();
        let second = write_in_dir(dir.path(), "p", b"y").unwrap();
        assert_eq!(first, dir.path().join("p.pdf"));
        assert_eq!(second, dir.path().join("p-2.pdf"));
    }
}
