//! The input verbs (B-03, B-04): `click` (a real mouse click at the element's centre, after
//! scrolling it into view; an element covering that point is named), `type`, `press` and
//! `select`. Each reply names what it acted on; what the input caused (a navigation, requests)
//! is waited for by the caller (B-07).

use serde_json::json;

use crate::browse::Error;
use crate::browse::cdp::{self, call};
use crate::browse::driver::Driver;
use crate::browse::protocol::PageReply;
use crate::browse::queued::{Queued, QueuedKey};
use crate::browse::targets::{self, ACTS_JS, DESCRIBE_JS, Element};

/// Where a pointer action aims on the element (`this`): its centre, or that it is hidden or
/// covered (by the element there instead, described); `clear` when that centre is inside the
/// viewport and a click there reaches the element, so nothing needs scrolling first; `acts`
/// what a click there starts by its default action ([`ACTS_JS`], B-07).
const PROBE_JS: &str = r"function() {
  const r = this.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (r.width === 0 || r.height === 0) return {hidden: true};
  const h = document.elementFromPoint(x, y);
  const ok = !h || h === this || this.contains(h) || (h.control && h.control === this)
             || (this.labels && [...this.labels].some(l => l === h || l.contains(h)));
  const w = document.documentElement.clientWidth || innerWidth;
  const v = document.documentElement.clientHeight || innerHeight;
  const clear = !!h && ok && x >= 0 && y >= 0 && x < w && y < v;
  const acts = (ACTS)(ok && h ? h : this, null);
  return {x, y, clear, acts, covered: ok ? null : (DESCRIBE).call(h)};
}";

/// Focuses a field (`this`) and selects what it holds, or puts the caret at its end when
/// `append`; true when it is a field one can type into and has the focus now.
const FOCUS_JS: &str = r"function(append) {
  this.focus();
  const editable = this.isContentEditable;
  const field = !editable && typeof this.value === 'string';
  if (field) {
    if (append) { const n = this.value.length; try { this.setSelectionRange(n, n); } catch (e) {} }
    else if (typeof this.select === 'function') { this.select(); }
  } else if (editable) {
    const r = document.createRange(); r.selectNodeContents(this);
    if (append) r.collapse(false);
    const s = getSelection(); s.removeAllRanges(); s.addRange(r);
  }
  const a = document.activeElement;
  return (field || editable) && (a === this || this.contains(a));
}";

/// `click TARGET`.
pub(crate) fn click(d: &mut Driver, target: &str) -> Result<PageReply, Error> {
    let mut el = d.resolve(target)?;
    let aimed = aim(d, target, &mut el)?;
    let what = d.described(&mut el, &aimed.what);
    d.queued = Queued::from_acts(&aimed.acts);
    click_at(d, aimed.x, aimed.y)?;
    Ok(note(format!("clicked {what}")))
}

/// `type TARGET TEXT [--append] [--submit]`.
pub(crate) fn type_text(
    d: &mut Driver,
    target: &str,
    text: &str,
    append: bool,
    submit: bool,
) -> Result<PageReply, Error> {
    let mut el = d.resolve(target)?;
    let what = type_into(d, target, &mut el, text, append)?;
    let what = d.described(&mut el, &what);
    d.queued = if submit {
        press_combo(d, "Enter")?
    } else {
        Queued::Nothing
    };
    let typed = text.chars().count();
    Ok(note(format!(
        "typed {typed} {} into {what}{}",
        if typed == 1 {
            "character"
        } else {
            "characters"
        },
        if submit { " and pressed Enter" } else { "" }
    )))
}

/// `press KEY`.
pub(crate) fn press(d: &mut Driver, key: &str) -> Result<PageReply, Error> {
    d.queued = press_combo(d, key)?;
    Ok(note(format!("pressed {key}")))
}

/// `select TARGET VALUE|LABEL`.
pub(crate) fn select(d: &mut Driver, target: &str, value: &str) -> Result<PageReply, Error> {
    let mut el = d.resolve(target)?;
    let what = d.describe(&mut el);
    let chosen = choose(d, target, &el, value)?;
    Ok(note(format!("selected {chosen} in {what}")))
}

fn note(text: String) -> PageReply {
    PageReply {
        result: Some(text),
        ..PageReply::default()
    }
}

/// A left click at (x, y): the mouse moves there, presses and releases, the three events sent
/// together ([`send_together`]).
pub(super) fn click_at(d: &Driver, x: f64, y: f64) -> Result<(), Error> {
    let events =
        [("mouseMoved", 0), ("mousePressed", 1), ("mouseReleased", 0)].map(|(kind, buttons)| {
            let mut params = json!({ "type": kind, "x": x, "y": y, "buttons": buttons });
            if kind != "mouseMoved" {
                params["button"] = json!("left");
                params["clickCount"] = json!(1);
            }
            cdp::MouseEvent(params)
        });
    send_together(d, events)
}

/// Sends input events without waiting for each one's answer before the next: the session
/// forwards them in order and the renderer handles them in order (Puppeteer's click sends its
/// three the same way), so they cost one round trip instead of one each. The first failure
/// is the result.
fn send_together<M: cdp::Method>(
    d: &Driver,
    events: impl IntoIterator<Item = M>,
) -> Result<(), Error> {
    let calls = events.into_iter().map(|e| (M::NAME, e.params())).collect();
    d.tab
        .call_all(calls)
        .into_iter()
        .try_for_each(|answer| answer.map(drop))
}

/// The point a pointer action aims at: the element's centre, after scrolling it into view;
/// fails when the element has no size or another element covers that point (B-04).
pub(super) fn centre(d: &Driver, target: &str, el: &mut Element) -> Result<(f64, f64), Error> {
    aim(d, target, el).map(|aimed| (aimed.x, aimed.y))
}

/// Where a pointer action aims, and what is there.
struct Aimed {
    x: f64,
    y: f64,
    /// What [`DESCRIBE_JS`] says of the element.
    what: String,
    /// What a click there starts by its default action ([`ACTS_JS`]).
    acts: String,
}

/// [`centre`], and what [`DESCRIBE_JS`] says of the element, read in the same call (with the
/// element's DOM node, when not known yet). The element is scrolled into view only when its
/// centre is outside the viewport or does not reach it (a scroll costs the page a frame).
fn aim(d: &Driver, target: &str, el: &mut Element) -> Result<Aimed, Error> {
    let probe_js = PROBE_JS
        .replace("DESCRIBE", DESCRIBE_JS)
        .replace("ACTS", ACTS_JS);
    let aim_js = format!(
        "function() {{ const what = ({DESCRIBE_JS}).call(this); \
         return Object.assign(({probe_js}).call(this), {{what}}); }}"
    );
    let command = cdp::call_on_command(&el.object_id, &aim_js, &[]);
    let mut probe = cdp::value_of(targets::call_knowing_backend(&d.tab, el, command)?)?;
    if probe["hidden"] != true && probe["clear"] != true {
        call(
            &d.tab,
            cdp::ScrollIntoView(json!({ "objectId": el.object_id })),
        )?;
        probe = cdp::call_on(&d.tab, &el.object_id, &aim_js, &[])?;
    }
    if probe["hidden"] == true {
        return Err(Error::WrongElement {
            message: format!("{target} is not visible (it has no size on the page)"),
        });
    }
    if !probe["covered"].is_null() {
        return Err(Error::Covered {
            target: target.to_string(),
            by: probe["covered"]
                .as_str()
                .filter(|s| !s.is_empty())
                .unwrap_or("another element")
                .to_string(),
        });
    }
    Ok(Aimed {
        x: probe["x"].as_f64().unwrap_or_default(),
        y: probe["y"].as_f64().unwrap_or_default(),
        what: probe["what"].as_str().unwrap_or_default().to_string(),
        // Unknown (an answer without it) is taken as "may follow something".
        acts: probe["acts"].as_str().unwrap_or("follows").to_string(),
    })
}

/// Focuses the field, selects what it holds (or puts the caret at its end), types `text`;
/// returns what [`DESCRIBE_JS`] said of the field before, read in the same call.
fn type_into(
    d: &Driver,
    target: &str,
    el: &mut Element,
    text: &str,
    append: bool,
) -> Result<String, Error> {
    // No separate scroll: focus() brings the field into view itself, and a scroll of its own
    // would cost the page a frame. The field's DOM node is asked for in the same round trip.
    let command = cdp::call_on_command(
        &el.object_id,
        &format!(
            "function(append) {{ const what = ({DESCRIBE_JS}).call(this); \
             return {{ok: ({FOCUS_JS}).call(this, append), what}}; }}"
        ),
        &[json!(append)],
    );
    let focused = cdp::value_of(targets::call_knowing_backend(&d.tab, el, command)?)?;
    if focused["ok"] != true {
        return Err(Error::WrongElement {
            message: format!("{target} is not a text field one can type into"),
        });
    }
    let what = focused["what"].as_str().unwrap_or_default().to_string();
    if text.is_empty() {
        if !append {
            key_event(d, "Backspace", 0)?;
        }
        return Ok(what);
    }
    call(&d.tab, cdp::InsertText(json!({ "text": text })))?;
    Ok(what)
}

fn choose(d: &Driver, target: &str, el: &Element, value: &str) -> Result<String, Error> {
    let answer = cdp::call_on(
        &d.tab,
        &el.object_id,
        r"function(v) {
          if (this.tagName !== 'SELECT') return {error: 'not a select'};
          const opts = [...this.options];
          const o = opts.find(o => o.value === v) || opts.find(o => o.label.trim() === v || o.text.trim() === v);
          if (!o) return {error: 'no option', options: opts.slice(0, 20).map(o => o.label.trim())};
          this.value = o.value; o.selected = true;
          this.dispatchEvent(new Event('input', {bubbles: true}));
          this.dispatchEvent(new Event('change', {bubbles: true}));
          return {label: o.label.trim(), value: o.value};
        }",
        &[json!(value)],
    )?;
    match answer["error"].as_str() {
        Some("not a select") => Err(Error::WrongElement {
            message: format!("{target} is not a <select> list"),
        }),
        Some(_) => {
            let options: Vec<String> = answer["options"]
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|o| o.as_str().map(|s| format!("\"{s}\"")))
                        .collect()
                })
                .unwrap_or_default();
            Err(Error::WrongElement {
                message: format!(
                    "{target} has no option with the value or label \"{value}\"; it has {}",
                    options.join(", ")
                ),
            })
        }
        None => Ok(format!(
            "\"{}\" (value {})",
            answer["label"].as_str().unwrap_or_default(),
            answer["value"].as_str().unwrap_or_default()
        )),
    }
}

/// Presses `combo` (`Enter`, `Control+a`); what its default action may start ([`key_event`]).
fn press_combo(d: &Driver, combo: &str) -> Result<Queued, Error> {
    let mut modifiers = 0;
    let parts: Vec<&str> = combo.split('+').collect();
    let (key, mods) = match parts.split_last() {
        Some((k, m)) if !k.is_empty() => (*k, m),
        _ => (combo, &[][..]),
    };
    for m in mods {
        modifiers |= match m.to_ascii_lowercase().as_str() {
            "alt" => 1,
            "control" | "ctrl" => 2,
            "meta" | "cmd" | "command" => 4,
            "shift" => 8,
            _ => {
                return Err(Error::Usage {
                    message: format!("'{m}' in '{combo}' is not a modifier key"),
                    hint: "modifiers are Alt, Control, Meta and Shift, e.g. Control+a".into(),
                });
            }
        };
    }
    key_event(d, key, modifiers)
}

/// Presses and releases `key`; what its default action may start, for the flush after it
/// (B-07): Enter and Space act on the focused element, other keys start nothing.
fn key_event(d: &Driver, key: &str, modifiers: i64) -> Result<Queued, Error> {
    let Some(k) = key_info(key) else {
        return Err(Error::Usage {
            message: format!("'{key}' is not a key garuda-web knows"),
            hint: "use a character or Enter, Tab, Escape, Backspace, Delete, Space, \
                   ArrowUp/Down/Left/Right, Home, End, PageUp, PageDown"
                .into(),
        });
    };
    let plain = modifiers & 0b111 == 0;
    let mut down = json!({
        "type": if plain && k.text.is_some() { "keyDown" } else { "rawKeyDown" },
        "key": k.key,
        "code": k.code,
        "windowsVirtualKeyCode": k.code_num,
        "nativeVirtualKeyCode": k.code_num,
        "modifiers": modifiers,
    });
    if plain && let Some(text) = &k.text {
        down["text"] = json!(text);
        down["unmodifiedText"] = json!(text);
    }
    let up = json!({
        "type": "keyUp",
        "key": k.key,
        "code": k.code,
        "windowsVirtualKeyCode": k.code_num,
        "nativeVirtualKeyCode": k.code_num,
        "modifiers": modifiers,
    });
    send_together(d, [cdp::KeyEvent(down), cdp::KeyEvent(up)])?;
    Ok(match k.code.as_str() {
        "Enter" => Queued::IfFocusActs(QueuedKey::Enter),
        "Space" => Queued::IfFocusActs(QueuedKey::Space),
        _ => Queued::Nothing,
    })
}

struct KeyInfo {
    key: String,
    code: String,
    code_num: i64,
    text: Option<String>,
}

fn key_info(name: &str) -> Option<KeyInfo> {
    let named = |key: &str, code: &str, n: i64, text: Option<&str>| KeyInfo {
        key: key.into(),
        code: code.into(),
        code_num: n,
        text: text.map(str::to_string),
    };
    Some(match name.to_ascii_lowercase().as_str() {
        "enter" | "return" => named("Enter", "Enter", 13, Some("\r")),
        "tab" => named("Tab", "Tab", 9, None),
        "escape" | "esc" => named("Escape", "Escape", 27, None),
        "backspace" => named("Backspace", "Backspace", 8, None),
        "delete" | "del" => named("Delete", "Delete", 46, None),
        "space" => named(" ", "Space", 32, Some(" ")),
        "arrowup" | "up" => named("ArrowUp", "ArrowUp", 38, None),
        "arrowdown" | "down" => named("ArrowDown", "ArrowDown", 40, None),
        "arrowleft" | "left" => named("ArrowLeft", "ArrowLeft", 37, None),
        "arrowright" | "right" => named("ArrowRight", "ArrowRight", 39, None),
        "home" => named("Home", "Home", 36, None),
        "end" => named("End", "End", 35, None),
        "pageup" => named("PageUp", "PageUp", 33, None),
        "pagedown" => named("PageDown", "PageDown", 34, None),
        _ => {
            let mut chars = name.chars();
            let c = chars.next()?;
            if chars.next().is_some() {
                return None;
            }
            let upper = c.to_ascii_uppercase();
            let (code, n) = if c.is_ascii_alphabetic() {
                (format!("Key{upper}"), upper as i64)
            } else if c.is_ascii_digit() {
                (format!("Digit{c}"), c as i64)
            } else {
                (String::new(), 0)
            };
            KeyInfo {
                key: c.to_string(),
                code,
                code_num: n,
                text: Some(c.to_string()),
            }
        }
    })
}
