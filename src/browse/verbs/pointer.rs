//! More input (B-19): `hover`, `dblclick`, `check` / `uncheck` (idempotent: the reply gives the
//! state after it), `focus` and `scroll`. Like `click`, the pointer verbs are real mouse events
//! at the element's centre after scrolling it into view, and a covering element is named;
//! what the input caused is waited for by the caller (B-07). `press` with modifiers
//! (`Control+a`, `Shift+Tab`) is [`super::input::press`].

use serde_json::json;

use crate::browse::Error;
use crate::browse::cdp::{self, call};
use crate::browse::driver::Driver;
use crate::browse::protocol::{PageReply, ScrollTo};
use crate::browse::verbs::input::{centre, click_at};

/// `hover TARGET`: the mouse moves onto the element's centre (menus that open on hover open).
pub(crate) fn hover(d: &mut Driver, target: &str) -> Result<PageReply, Error> {
    let mut el = d.resolve(target)?;
    let what = d.describe(&mut el);
    let (x, y) = centre(d, target, &mut el)?;
    call(
        &d.tab,
        cdp::MouseEvent(json!({ "type": "mouseMoved", "x": x, "y": y, "buttons": 0 })),
    )?;
    Ok(note(format!("hovered over {what}")))
}

/// `dblclick TARGET`: two clicks at the element's centre, the second a double click.
pub(crate) fn dblclick(d: &mut Driver, target: &str) -> Result<PageReply, Error> {
    let mut el = d.resolve(target)?;
    let what = d.describe(&mut el);
    let (x, y) = centre(d, target, &mut el)?;
    call(
        &d.tab,
        cdp::MouseEvent(json!({ "type": "mouseMoved", "x": x, "y": y, "buttons": 0 })),
    )?;
    for count in [1, 2] {
        for (kind, buttons) in [("mousePressed", 1), ("mouseReleased", 0)] {
            call(
                &d.tab,
                cdp::MouseEvent(json!({
                    "type": kind, "x": x, "y": y, "buttons": buttons,
                    "button": "left", "clickCount": count,
                })),
            )?;
        }
    }
    Ok(note(format!("double-clicked {what}")))
}

/// Whether a checkbox, radio or switch is checked; `None` when it cannot be.
const CHECKED_JS: &str = "function() {
  if (this.type === 'checkbox' || this.type === 'radio') return this.checked;
  const a = this.getAttribute('aria-checked');
  return a === null ? null : a === 'true';
}";

/// `check TARGET` (`on`) / `uncheck TARGET`: clicks only when the state differs, then says
/// the state it is in.
pub(crate) fn check(d: &mut Driver, target: &str, on: bool) -> Result<PageReply, Error> {
    let mut el = d.resolve(target)?;
    let what = d.describe(&mut el);
    let object_id = el.object_id.clone();
    let state = |d: &Driver| -> Result<Option<bool>, Error> {
        Ok(cdp::call_on(&d.tab, &object_id, CHECKED_JS, &[])?.as_bool())
    };
    let word = if on { "checked" } else { "unchecked" };
    match state(d)? {
        None => {
            return Err(Error::WrongElement {
                message: format!("{target} is not a checkbox, radio or switch"),
            });
        }
        Some(now) if now == on => {
            return Ok(note(format!("{what} was already {word}; left as it is")));
        }
        Some(_) => {}
    }
    if !on
        && cdp::call_on(
            &d.tab,
            &el.object_id,
            "function() { return this.type; }",
            &[],
        )? == "radio"
    {
        return Err(Error::WrongElement {
            message: format!("{target} is a radio button: it is unchecked by choosing another"),
        });
    }
    let (x, y) = centre(d, target, &mut el)?;
    click_at(d, x, y)?;
    if state(d)? != Some(on) {
        return Err(Error::WrongElement {
            message: format!("clicking {target} did not leave it {word} (the page kept it)"),
        });
    }
    Ok(note(format!("{word} {what}: it is {word} now")))
}

/// `focus TARGET`.
pub(crate) fn focus(d: &mut Driver, target: &str) -> Result<PageReply, Error> {
    let mut el = d.resolve(target)?;
    let what = d.describe(&mut el);
    let focused = cdp::call_on(
        &d.tab,
        &el.object_id,
        "function() { this.focus(); const a = document.activeElement; \
         return a === this || this.contains(a); }",
        &[],
    )?;
    if focused != true {
        return Err(Error::WrongElement {
            message: format!("{target} cannot take the focus"),
        });
    }
    Ok(note(format!("focused {what}")))
}

/// `scroll [TARGET]`, `scroll --by DX,DY` (a mouse wheel at the viewport's centre, so the
/// page's scroll handlers run) or `scroll --to top|bottom`; says where the page is now.
pub(crate) fn scroll(
    d: &mut Driver,
    target: Option<&str>,
    by: Option<(i64, i64)>,
    to: Option<ScrollTo>,
) -> Result<PageReply, Error> {
    let done = if let Some(t) = target {
        let mut el = d.resolve(t)?;
        let what = d.describe(&mut el);
        call(
            &d.tab,
            cdp::ScrollIntoView(json!({ "objectId": el.object_id })),
        )?;
        format!("scrolled {what} into view")
    } else if let Some((dx, dy)) = by {
        let size = cdp::eval_value(&d.tab, "[innerWidth, innerHeight]")?;
        let (w, h) = (
            size[0].as_f64().unwrap_or_default(),
            size[1].as_f64().unwrap_or_default(),
        );
        let before = position(d)?;
        call(
            &d.tab,
            cdp::MouseEvent(json!({
                "type": "mouseWheel", "x": w / 2.0, "y": h / 2.0, "deltaX": dx, "deltaY": dy,
            })),
        )?;
        // The wheel scrolls asynchronously: wait (a few frames at most) for the position to
        // change, so the reply says where the page went.
        let _ = cdp::eval_value(
            &d.tab,
            &format!(
                "new Promise(r => {{ const s = performance.now(); const t = () => \
                 (scrollX !== {} || scrollY !== {} || performance.now() - s > 500) ? r(true) \
                 : requestAnimationFrame(t); t(); }})",
                before.0, before.1
            ),
        );
        format!("scrolled by {dx},{dy}")
    } else {
        let to = to.unwrap_or(ScrollTo::Bottom);
        let y = match to {
            ScrollTo::Top => "0",
            ScrollTo::Bottom => "document.scrollingElement.scrollHeight",
        };
        cdp::eval_value(&d.tab, &format!("window.scrollTo(scrollX, {y}), true"))?;
        format!(
            "scrolled to the {}",
            match to {
                ScrollTo::Top => "top",
                ScrollTo::Bottom => "bottom",
            }
        )
    };
    let (x, y) = position(d)?;
    let height = cdp::eval_value(&d.tab, "document.scrollingElement.scrollHeight")?;
    Ok(note(format!(
        "{done}; the page is at x={x} y={y} of {} high",
        height.as_f64().unwrap_or_default()
    )))
}

/// The page's scroll position.
fn position(d: &Driver) -> Result<(f64, f64), Error> {
    let v = cdp::eval_value(&d.tab, "[scrollX, scrollY]")?;
    Ok((
        v[0].as_f64().unwrap_or_default(),
        v[1].as_f64().unwrap_or_default(),
    ))
}

fn note(text: String) -> PageReply {
    PageReply {
        result: Some(text),
        ..PageReply::default()
    }
}
