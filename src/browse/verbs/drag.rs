//! `drag FROM TO` (B-19): one element dragged onto another, the way a person's mouse does it —
//! press on FROM's centre, move to TO's centre in a few steps, release — so pages that follow
//! the mouse themselves (sliders, sortable lists, canvases) see mousedown, mousemove and
//! mouseup. When FROM is draggable (HTML5 drag and drop: `draggable=true`, a link, an image),
//! the browser's drag is intercepted (`Input.setInterceptDrags`: a headless browser has no
//! system drag to run it) and its data carried to TO with `Input.dispatchDragEvent`
//! (dragenter, dragover, drop), as Playwright does; the page's dragstart, dragover and drop
//! handlers run. A draggable element whose dragstart the page cancels falls back to the mouse
//! drag. What the drop caused is waited for by the caller (B-07).

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::browse::Error;
use crate::browse::cdp::{self, call};
use crate::browse::driver::Driver;
use crate::browse::protocol::PageReply;
use crate::browse::targets::Element;
use crate::browse::verbs::input::centre;

/// Mouse moves from FROM to TO (pages that follow the mouse see each).
const STEPS: u32 = 5;
/// How long the browser may take to report the drag it held back after a move, when FROM is
/// draggable (the drag starts on the first move past its threshold).
const DRAG_START: Duration = Duration::from_millis(150);

/// Whether the element or one of its ancestors starts an HTML5 drag.
const DRAGGABLE_JS: &str = "function() {
  for (let e = this; e; e = e.parentElement) if (e.draggable) return true;
  return false;
}";

/// The element's centre in the viewport now, after scrolling it into view if it is out.
const CENTRE_JS: &str = "function() {
  const r = this.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}";

/// `drag FROM TO`.
pub(crate) fn drag(d: &mut Driver, from: &str, to: &str) -> Result<PageReply, Error> {
    let mut source = d.resolve(from)?;
    let mut dest = d.resolve(to)?;
    let (what_from, what_to) = (d.describe(&mut source), d.describe(&mut dest));
    // Both must be reachable before the button goes down: TO first, then FROM into view.
    centre(d, to, &mut dest)?;
    let (fx, fy) = centre(d, from, &mut source)?;
    let draggable = cdp::call_on(&d.tab, &source.object_id, DRAGGABLE_JS, &[])? == true;
    mouse(d, "mouseMoved", (fx, fy), 0)?;
    if draggable {
        d.events.with(|s| s.drag_data = None);
        call(&d.tab, cdp::InterceptDrags(json!({ "enabled": true })))?;
    }
    let dragged = press_move_release(d, &dest, (fx, fy), draggable);
    if draggable {
        let _ = call(&d.tab, cdp::InterceptDrags(json!({ "enabled": false })));
        d.events.with(|s| s.drag_data = None);
    }
    let how = match dragged? {
        How::Html5 => "HTML5 drag and drop",
        How::Mouse => "a mouse drag",
    };
    Ok(PageReply {
        result: Some(format!("dragged {what_from} onto {what_to} ({how})")),
        ..PageReply::default()
    })
}

/// How the drag went.
enum How {
    /// The page's HTML5 drag: its data dropped on TO.
    Html5,
    /// Mouse events only.
    Mouse,
}

/// The button down on FROM, the moves to TO, the drop or the release there. The button is
/// released whatever fails on the way, so the page is not left mid-drag.
fn press_move_release(
    d: &mut Driver,
    dest: &Element,
    from: (f64, f64),
    draggable: bool,
) -> Result<How, Error> {
    mouse(d, "mousePressed", from, 1)?;
    let moved = move_to(d, dest, from, draggable);
    let end = match &moved {
        Ok((_, at)) => *at,
        Err(_) => from,
    };
    match moved {
        Ok((Some(data), at)) => {
            for kind in ["dragOver", "drop"] {
                drag_event(d, kind, at, &data)?;
            }
            Ok(How::Html5)
        }
        Ok((None, at)) => {
            mouse(d, "mouseReleased", at, 0)?;
            Ok(How::Mouse)
        }
        Err(e) => {
            let _ = mouse(d, "mouseReleased", end, 0);
            Err(e)
        }
    }
}

/// Moves the pressed mouse to TO's centre in [`STEPS`] steps; once the browser holds back an
/// HTML5 drag, the rest goes as drag events. Returns the drag data (if the drag started) and
/// where the pointer ended.
fn move_to(
    d: &mut Driver,
    dest: &Element,
    from: (f64, f64),
    draggable: bool,
) -> Result<(Option<Value>, (f64, f64)), Error> {
    call(
        &d.tab,
        cdp::ScrollIntoView(json!({ "objectId": dest.object_id })),
    )?;
    let c = cdp::call_on(&d.tab, &dest.object_id, CENTRE_JS, &[])?;
    let to = (
        c[0].as_f64().unwrap_or(from.0),
        c[1].as_f64().unwrap_or(from.1),
    );
    for step in 1..=STEPS {
        let f = f64::from(step) / f64::from(STEPS);
        let at = (from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f);
        mouse(d, "mouseMoved", at, 1)?;
        if !draggable {
            continue;
        }
        // The drag starts on the first move past the browser's threshold; its data comes as
        // an event. A page that cancels dragstart gets a mouse drag.
        if d.events
            .wait_until(Instant::now() + DRAG_START, |s| s.drag_data.is_some())
            && let Some(data) = d.events.with(|s| s.drag_data.take())
        {
            drag_event(d, "dragEnter", at, &data)?;
            return Ok((Some(data), to));
        }
    }
    Ok((None, to))
}

fn mouse(d: &Driver, kind: &str, (x, y): (f64, f64), buttons: u8) -> Result<(), Error> {
    // A move with the button down says which button, or the browser starts no drag.
    let button = if kind == "mouseMoved" && buttons == 0 {
        "none"
    } else {
        "left"
    };
    let mut params = json!({ "type": kind, "x": x, "y": y, "buttons": buttons, "button": button });
    if kind != "mouseMoved" {
        params["clickCount"] = json!(1);
    }
    call(&d.tab, cdp::MouseEvent(params)).map(|_| ())
}

fn drag_event(d: &Driver, kind: &str, (x, y): (f64, f64), data: &Value) -> Result<(), Error> {
    call(
        &d.tab,
        cdp::DragEvent(json!({ "type": kind, "x": x, "y": y, "data": data })),
    )
    .map(|_| ())
}
