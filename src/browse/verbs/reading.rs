//! The reading verbs (B-03, B-05, B-06): `snapshot`, `read`, `html`, `console`, and `get` / `is`
//! (B-21), one value each. Their text is capped at 100 KiB, and the reply says so with how to
//! narrow it.

use crate::browse::Error;
use crate::browse::cdp;
use crate::browse::driver::Driver;
use crate::browse::events::{CONSOLE_SHOWN, is_error};
use crate::browse::protocol::{ConsoleLine, PageReply, Query, cap, cap_lines};
use serde_json::{Value, json};

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
        None => {
            // The page's URL and title come along, for the reply (one round trip less).
            let all = cdp::eval_value(
                &d.tab,
                "[document.body ? document.body.innerText : '', location.href, document.title]",
            )?;
            d.saw(&json!([all[1], all[2]]));
            all[0].clone()
        }
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

/// `get url|title|text|value|html|attr|count|box` and `is visible|enabled|checked` (B-21):
/// one value, as text in `result` (one line, but for text and HTML) and as JSON in `value`.
/// A target that matches nothing fails with the reason (exit 1); `get count` counts it as 0.
pub(crate) fn get(d: &mut Driver, query: &Query) -> Result<PageReply, Error> {
    let value = match query {
        Query::Url => json!(page_state(d).0),
        Query::Title => json!(page_state(d).1),
        Query::Count { target } => json!(d.resolve_many(target)?.len()),
        Query::Text { target } => on_element(
            d,
            target,
            "return this.innerText ?? this.textContent ?? '';",
        )?,
        Query::Html { target } => on_element(d, target, "return this.outerHTML;")?,
        Query::Value { target } => {
            let v = on_element(
                d,
                target,
                "return (this.isContentEditable || typeof this.value !== 'string') ? null : this.value;",
            )?;
            if v.is_null() {
                return Err(Error::WrongElement {
                    message: format!("{target} is not a form field with a value"),
                });
            }
            v
        }
        Query::Attr { target, name } => {
            on_element_with(d, target, "return this.getAttribute(n);", &[json!(name)])?
        }
        Query::Box { target } => on_element(
            d,
            target,
            "const r = this.getBoundingClientRect(); \
             return {x: r.x, y: r.y, width: r.width, height: r.height};",
        )?,
        Query::Visible { target } => on_element(
            d,
            target,
            "const r = this.getBoundingClientRect(); const s = getComputedStyle(this); \
             return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' \
                    && s.display !== 'none' && Number(s.opacity) !== 0;",
        )?,
        Query::Enabled { target } => on_element(
            d,
            target,
            "return !this.matches(':disabled') && this.getAttribute('aria-disabled') !== 'true';",
        )?,
        Query::Checked { target } => {
            let v = on_element(
                d,
                target,
                "if (this.type === 'checkbox' || this.type === 'radio') return this.checked; \
                 const a = this.getAttribute('aria-checked'); \
                 return a === null ? null : a === 'true';",
            )?;
            if v.is_null() {
                return Err(Error::WrongElement {
                    message: format!("{target} is not a checkbox, radio or switch"),
                });
            }
            v
        }
    };
    let text = match &value {
        Value::String(s) => s.clone(),
        Value::Object(o) if matches!(query, Query::Box { .. }) => ["x", "y", "width", "height"]
            .iter()
            .map(|k| format!("{k}={}", o.get(*k).cloned().unwrap_or(Value::Null)))
            .collect::<Vec<_>>()
            .join(" "),
        other => other.to_string(),
    };
    let (text, cut) = cap(text);
    let value = match value {
        Value::String(_) if cut => json!(text),
        v => v,
    };
    Ok(PageReply {
        result: Some(text),
        truncated: cut.then(|| "the value is longer than 100 KiB; narrow the target".to_string()),
        value: Some(value),
        ..PageReply::default()
    })
}

/// The page's URL and title, kept for the reply too (one round trip less).
fn page_state(d: &mut Driver) -> (String, String) {
    let (url, title) = d.page_state();
    d.saw(&json!([url, title]));
    (url, title)
}

/// Runs `body` (a function body, `this` the element) on the one element `target` names.
fn on_element(d: &mut Driver, target: &str, body: &str) -> Result<Value, Error> {
    on_element_with(d, target, body, &[])
}

/// [`on_element`] with arguments (`n` in `body`); the page's URL and title come along, for
/// the reply (one round trip less).
fn on_element_with(
    d: &mut Driver,
    target: &str,
    body: &str,
    args: &[Value],
) -> Result<Value, Error> {
    let el = d.resolve(target)?;
    let mut answer = cdp::call_on(
        &d.tab,
        &el.object_id,
        &format!(
            "function(n) {{ const v = (function(n) {{ {body} }}).call(this, n); \
             return [v, location.href, document.title]; }}"
        ),
        args,
    )?;
    d.saw(&json!([answer[1], answer[2]]));
    Ok(answer.get_mut(0).map(Value::take).unwrap_or_default())
}
