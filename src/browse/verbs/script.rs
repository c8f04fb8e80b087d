//! `browse script JS` inside the background process (B-13): evaluate the user's expression in
//! the page, await it when it is a promise (bounded by the script's timeout), and turn the value
//! into JSON and text.
//!
//! The expression is evaluated in REPL mode, so `await` works at the top level and a `let`
//! of an earlier script can be declared again. The browser awaits the script and the promise
//! it ends with; garuda-web waits for the answers at most the script's timeout in all (nothing
//! the page does can stretch it), and a late answer is dropped. Values that
//! JSON cannot carry (DOM nodes, maps, functions, `window`) come back as the browser's
//! description of them (`button#save`, `Map(2)`), `undefined`, `NaN` and big integers as their
//! text.
//!
//! Approval (the rule `browse_script`, the prompt, `browser.allowScripts`) is the client's
//! job, before the request is sent; the approved page origin travels with the request and is
//! checked here, so a page that moved on in between does not run a script meant for another.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::browse::Error;
use crate::browse::cdp::{self, CallFunctionOn, Evaluate, GROUP, Method, call};
use crate::browse::devtools::Page as Tab;
use crate::browse::driver::Driver;
use crate::browse::protocol::{MAX_RESULT, PageReply};

/// The name stack frames of the user's script carry, so an error's line can be found.
const SOURCE_URL: &str = "garuda-web-script.js";

/// A script's value.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct ScriptValue {
    /// The value as JSON (`None` when it is larger than the cap).
    pub(crate) json: Option<Value>,
    /// The value as printed: a string as itself, anything else as JSON or its description.
    pub(crate) text: String,
    /// Set when the text was cut at the cap, saying how to return less.
    pub(crate) truncated: Option<String>,
}

/// `script JS`: the value as text, as JSON, and whether it was cut.
pub(crate) fn script(
    d: &mut Driver,
    source: &str,
    origin: Option<&str>,
    limit: Duration,
) -> Result<PageReply, Error> {
    let value = run(&d.tab, source, origin, limit)?;
    Ok(PageReply {
        result: Some(value.text),
        value: value.json,
        truncated: value.truncated,
        ..PageReply::default()
    })
}

/// Runs `source` in the page. `origin` is the page origin the user approved (the prompt), if
/// the approval was for one page only.
fn run(
    tab: &Tab,
    source: &str,
    origin: Option<&str>,
    limit: Duration,
) -> Result<ScriptValue, Error> {
    if let Some(approved) = origin {
        let now = cdp::eval_value(tab, "location.origin")?;
        let now = now.as_str().unwrap_or_default();
        if now != approved {
            return Err(Error::Usage {
                message: format!(
                    "the page moved from {approved} to {now} after the script was approved, so \
                     it did not run"
                ),
                hint: "run the same garuda-web browse script command again to be asked for this \
                       page"
                    .into(),
            });
        }
    }
    let deadline = Instant::now() + limit;
    let timeout = || Error::ScriptTimeout {
        secs: limit.as_secs(),
    };
    let evaluated = tab
        .call_within(
            Evaluate::NAME,
            json!({
                "expression": format!("{source}\n//# sourceURL={SOURCE_URL}"),
                "objectGroup": GROUP,
                "replMode": true,
                "awaitPromise": true,
                "returnByValue": false,
                "userGesture": true,
            }),
            limit,
        )
        .map_err(navigated_away)?
        .ok_or_else(timeout)?;
    if let Some(details) = evaluated.get("exceptionDetails") {
        return Err(within(source, thrown(details)));
    }
    let mut object = evaluated["result"].clone();
    // REPL mode awaits the script's own `await`s; a promise it ends with is awaited here.
    if object["subtype"] == "promise"
        && let Some(id) = object["objectId"].as_str()
    {
        let settled = tab
            .call_within(
                "Runtime.awaitPromise",
                json!({ "promiseObjectId": id, "returnByValue": false }),
                deadline.saturating_duration_since(Instant::now()),
            )
            .map_err(navigated_away)?
            .ok_or_else(timeout)?;
        if let Some(details) = settled.get("exceptionDetails") {
            return Err(within(source, thrown(details)));
        }
        object = settled["result"].clone();
    }
    let (json, text) = describe(tab, &object)?;
    Ok(capped(json, text))
}

/// A line past the script's end (a syntax error at the end of input meets the `sourceURL`
/// line garuda-web adds) is the script's last line.
fn within(source: &str, error: Error) -> Error {
    match error {
        Error::ScriptThrew {
            message,
            line: Some(n),
        } => Error::ScriptThrew {
            message,
            line: Some(n.min(source.lines().count().max(1) as u64)),
        },
        other => other,
    }
}

/// A page that navigates while the script's promise waits destroys the script's context.
fn navigated_away(e: Error) -> Error {
    match e {
        Error::Cdp { message }
            if message.contains("context was destroyed") || message.contains("navigated") =>
        {
            Error::ScriptThrew {
                message: "the page navigated away before the script's promise settled".into(),
                line: None,
            }
        }
        other => other,
    }
}

/// JSON and text of a remote object.
fn describe(tab: &Tab, object: &Value) -> Result<(Value, String), Error> {
    let description = || {
        object["description"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    let kind = object["type"].as_str().unwrap_or_default();
    if kind == "undefined" {
        return Ok((Value::Null, "undefined".into()));
    }
    if let Some(text) = object["unserializableValue"].as_str() {
        // NaN, Infinity, -0, 12n.
        return Ok((Value::String(text.into()), text.into()));
    }
    if let Some(id) = object["objectId"].as_str() {
        let by_value =
            kind == "object" && matches!(object["subtype"].as_str(), None | Some("array" | "null"));
        if by_value {
            let answer = call(
                tab,
                CallFunctionOn(json!({
                    "objectId": id,
                    "functionDeclaration": "function() { return this; }",
                    "returnByValue": true,
                })),
            );
            // `window` and other objects JSON cannot carry fall through to their description.
            if let Ok(answer) = answer
                && answer.get("exceptionDetails").is_none()
                && let Some(value) = answer["result"].get("value")
            {
                return Ok((value.clone(), as_text(value)));
            }
        }
        let text = description();
        return Ok((Value::String(text.clone()), text));
    }
    let value = object.get("value").cloned().unwrap_or(Value::Null);
    let text = as_text(&value);
    Ok((value, text))
}

/// A string as itself, anything else as (pretty) JSON.
fn as_text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => serde_json::to_string_pretty(other).unwrap_or_default(),
    }
}

/// Cuts the text at [`MAX_RESULT`] (B-06); a value too large to show whole is not sent as JSON.
fn capped(json: Value, mut text: String) -> ScriptValue {
    if text.len() <= MAX_RESULT {
        return ScriptValue {
            json: Some(json),
            text,
            truncated: None,
        };
    }
    let mut end = MAX_RESULT;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text.truncate(end);
    ScriptValue {
        json: None,
        text,
        truncated: Some(
            "the script's value is longer than 100 KiB; return a smaller part (e.g. \
             .slice(0, 1000) or one field)"
                .into(),
        ),
    }
}

/// The error for an exception: its first line, and the line of the user's script it came
/// from when the stack names it.
fn thrown(details: &Value) -> Error {
    let exception = &details["exception"];
    let described = exception["description"].as_str().map(str::to_string);
    let message = described
        .clone()
        .or_else(|| match &exception["value"] {
            Value::Null => None,
            Value::String(s) => Some(s.clone()),
            other => Some(other.to_string()),
        })
        .or_else(|| details["text"].as_str().map(str::to_string))
        .unwrap_or_else(|| "the script failed".into());
    let first = message.lines().next().unwrap_or_default().to_string();
    let line = described.as_deref().and_then(line_in_stack).or_else(|| {
        // A throw before any await (and a syntax error) is located by the browser itself.
        let ours = details["url"].as_str() == Some(SOURCE_URL)
            || details["stackTrace"]["callFrames"][0]["url"].as_str() == Some(SOURCE_URL)
            || exception["className"] == "SyntaxError";
        details["lineNumber"]
            .as_u64()
            .filter(|_| ours)
            .map(|n| n + 1)
    });
    Error::ScriptThrew {
        message: first,
        line,
    }
}

/// The line of the first stack frame in the user's script (`at f (garuda-web-script.js:3:9)`).
fn line_in_stack(stack: &str) -> Option<u64> {
    let at = stack.find(&format!("{SOURCE_URL}:"))?;
    let rest = &stack[at + SOURCE_URL.len() + 1..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b13_line_from_the_stack() {
        let stack = "Error: boom\n    at f (garuda-web-script.js:3:9)\n    at <anonymous>:1:1";
        assert_eq!(line_in_stack(stack), Some(3));
        assert_eq!(line_in_stack("Error: boom\n    at <anonymous>:1:1"), None);
    }

    #[test]
    fn b13_exception_message_and_line() {
        let details = json!({
            "text": "Uncaught",
            "lineNumber": 1,
            "url": SOURCE_URL,
            "exception": {"description": "Error: no such order\n    at garuda-web-script.js:2:7"},
        });
        match thrown(&details) {
            Error::ScriptThrew { message, line } => {
                assert_eq!(message, "Error: no such order");
                assert_eq!(line, Some(2));
            }
            other => panic!("{other:?}"),
        }
        let plain = json!({"text": "Uncaught", "exception": {"type": "string", "value": "nope"}});
        match thrown(&plain) {
            Error::ScriptThrew { message, line } => {
                assert_eq!((message.as_str(), line), ("nope", None));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn b06_script_value_is_capped() {
        let long = "x".repeat(MAX_RESULT + 10);
        let v = capped(Value::String(long.clone()), long);
        assert!(v.json.is_none() && v.text.len() == MAX_RESULT && v.truncated.is_some());
        let v = capped(json!(42), "42".into());
        assert_eq!(v.json, Some(json!(42)));
    }
}
