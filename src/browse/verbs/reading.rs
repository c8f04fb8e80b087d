//! The reading verbs (B-03, B-05, B-06): `snapshot`, `read`, `html` and `console`. Their text is
//! capped at 100 KiB, and the reply says so with how to narrow it.

use crate::browse::Error;
use crate::browse::cdp;
use crate::browse::driver::Driver;
use crate::browse::events::{CONSOLE_SHOWN, is_error};
use crate::browse::protocol::{ConsoleLine, PageReply, cap, cap_lines};

/// `snapshot [--all]` (B-05).
pub(crate) fn snapshot(d: &mut Driver, all: bool) -> Result<PageReply, Error> {
    let hint = if all {
        "the snapshot is longer than 100 KiB; run it without --all"
    } else {
        "the snapshot is longer than 100 KiB; read one part with browse read TARGET"
    };
    let (text, cut) = cap_lines(d.snapshot_text(all)?);
    Ok(PageReply {
        result: Some(text),
        truncated: cut.then(|| hint.to_string()),
        ..PageReply::default()
    })
}

/// `read [TARGET]`: the visible text of the page or of one element.
pub(crate) fn read(d: &mut Driver, target: Option<&str>) -> Result<PageReply, Error> {
    let text = match target {
        None => cdp::eval_value(&d.tab, "document.body ? document.body.innerText : ''")?,
        Some(t) => {
            let el = d.resolve(t)?;
            cdp::call_on(
                &d.tab,
                &el.object_id,
                "function() { return this.innerText ?? this.textContent ?? ''; }",
                &[],
            )?
        }
    };
    Ok(capped(
        text.as_str().unwrap_or_default().to_string(),
        "the text is longer than 100 KiB; read one part with browse read TARGET",
    ))
}

/// `html [TARGET]`: the HTML of the page or of one element.
pub(crate) fn html(d: &mut Driver, target: Option<&str>) -> Result<PageReply, Error> {
    let html = match target {
        None => cdp::eval_value(
            &d.tab,
            "document.documentElement ? document.documentElement.outerHTML : ''",
        )?,
        Some(t) => {
            let el = d.resolve(t)?;
            cdp::call_on(
                &d.tab,
                &el.object_id,
                "function() { return this.outerHTML; }",
                &[],
            )?
        }
    };
    Ok(capped(
        html.as_str().unwrap_or_default().to_string(),
        "the HTML is longer than 100 KiB; take one part with browse html TARGET",
    ))
}

/// `console [--errors]`: the messages the session has kept, the last [`CONSOLE_SHOWN`].
pub(crate) fn console(d: &mut Driver, errors: bool) -> Result<PageReply, Error> {
    let lines: Vec<ConsoleLine> = d.events.with(|s| {
        s.console
            .iter()
            .filter(|l| !errors || is_error(&l.level))
            .cloned()
            .collect()
    });
    let skip = lines.len().saturating_sub(CONSOLE_SHOWN);
    let mut text = String::new();
    if skip > 0 {
        text.push_str(&format!("({skip} older messages not shown)\n"));
    }
    for l in &lines[skip..] {
        text.push_str(&format!("{}: {}\n", l.level, l.text));
    }
    if lines.is_empty() {
        text.push_str(if errors {
            "(no errors)\n"
        } else {
            "(no console messages)\n"
        });
    }
    Ok(PageReply {
        result: Some(text),
        // G-09: the list holds less than the session kept.
        truncated: (skip > 0).then(|| {
            format!(
                "{skip} older console messages are not listed; garuda-web browse console \
                 --errors lists only the errors"
            )
        }),
        ..PageReply::default()
    })
}

/// A reply whose result is `text` cut at the cap, with `hint` when it was cut.
fn capped(text: String, hint: &str) -> PageReply {
    let (text, cut) = cap(text);
    PageReply {
        result: Some(text),
        truncated: cut.then(|| hint.to_string()),
        ..PageReply::default()
    }
}
