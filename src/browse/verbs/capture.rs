//! The capture verb (B-14): `screenshot` writes a PNG of the viewport, the whole page or one
//! element to a file (0600) and replies with its path, size and dimensions, never the image
//! itself. A walkthrough recording (B-15) takes its screenshots through [`screenshot`] too.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use base64::Engine;
use serde_json::json;

use crate::browse::Error;
use crate::browse::cdp::{self, call};
use crate::browse::driver::Driver;
use crate::browse::protocol::Screenshot;

/// `screenshot [TARGET] [--full-page] [-o FILE]`: writes the PNG (0600) to `path`, else into
/// the state dir's `screenshots/`.
pub(crate) fn screenshot(
    d: &mut Driver,
    target: Option<&str>,
    full_page: bool,
    path: Option<&str>,
) -> Result<Screenshot, Error> {
    let mut params = json!({ "format": "png", "fromSurface": true });
    if let Some(t) = target {
        let el = d.resolve(t)?;
        call(
            &d.tab,
            cdp::ScrollIntoView(json!({ "objectId": el.object_id })),
        )?;
        let rect = cdp::call_on(
            &d.tab,
            &el.object_id,
            "function() { const r = this.getBoundingClientRect();
              return [r.left + scrollX, r.top + scrollY, r.width, r.height]; }",
            &[],
        )?;
        let n = |i: usize| rect[i].as_f64().unwrap_or_default();
        if n(2) < 1.0 || n(3) < 1.0 {
            return Err(Error::WrongElement {
                message: format!("{t} is not visible (it has no size on the page)"),
            });
        }
        params["clip"] = json!({ "x": n(0), "y": n(1), "width": n(2), "height": n(3), "scale": 1 });
        params["captureBeyondViewport"] = json!(true);
    } else if full_page {
        let metrics = call(&d.tab, cdp::LayoutMetrics(json!({})))?;
        let size = &metrics["cssContentSize"];
        params["clip"] = json!({
            "x": 0, "y": 0,
            "width": size["width"].as_f64().unwrap_or(1.0).max(1.0),
            "height": size["height"].as_f64().unwrap_or(1.0).max(1.0),
            "scale": 1,
        });
        params["captureBeyondViewport"] = json!(true);
    }
    let shot = call(&d.tab, cdp::Screenshot(params))?;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(shot["data"].as_str().unwrap_or_default())
        .map_err(|e| Error::Browser {
            message: format!("the screenshot is not valid base64: {e}"),
        })?;
    let (width, height) = png_size(&bytes).ok_or_else(|| Error::Browser {
        message: "the browser's screenshot is not a PNG".into(),
    })?;
    let file = match path {
        Some(p) => PathBuf::from(p),
        None => {
            d.shots += 1;
            create_private_dir(&d.screenshot_dir)?;
            d.screenshot_dir
                .join(format!("{}-{}.png", timestamp(), d.shots))
        }
    };
    write_private(&file, &bytes)?;
    Ok(Screenshot {
        path: file.display().to_string(),
        bytes: bytes.len() as u64,
        width,
        height,
    })
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    if bytes.len() < 24 || &bytes[..8] != b"\x89PNG\r\n\x1a\n" || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let w = u32::from_be_bytes(bytes[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(bytes[20..24].try_into().ok()?);
    Some((w, h))
}

/// `yyyymmdd-hhmmss` in UTC.
pub(crate) fn timestamp() -> String {
    let text = humantime::format_rfc3339_seconds(SystemTime::now()).to_string();
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    format!(
        "{}-{}",
        &digits[..8.min(digits.len())],
        &digits[8.min(digits.len())..]
    )
}

/// Creates the screenshots folder 0700 (G-04).
fn create_private_dir(dir: &Path) -> Result<(), Error> {
    crate::fs::create_private_dir(dir).map_err(|e| Error::Browser {
        message: format!("cannot create {}: {e}", dir.display()),
    })
}

/// Writes the screenshot 0600 (G-04), in place, so `-o /dev/stdout` writes through.
fn write_private(file: &Path, bytes: &[u8]) -> Result<(), Error> {
    crate::fs::write_private_in_place(file, bytes).map_err(|e| Error::Usage {
        message: format!("cannot write the screenshot to {}: {e}", file.display()),
        hint: "give -o a path in a folder you can write to".into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b14_png_size() {
        let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
        png.extend_from_slice(&1280u32.to_be_bytes());
        png.extend_from_slice(&800u32.to_be_bytes());
        assert_eq!(png_size(&png), Some((1280, 800)));
    }
}
