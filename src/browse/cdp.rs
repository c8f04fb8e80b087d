//! DevTools protocol commands the driver sends, as raw JSON: generated protocol types lag
//! behind the Chromium that is installed, and one unknown enum value in a typed answer (an
//! accessibility property, a new node role) would fail the whole call. Each command is a type
//! named after what it does, so the driver reads as a list of steps.

use serde_json::Value;

use super::Error;
use super::devtools::Page as Tab;

/// A DevTools command: its protocol name and its parameters.
pub(crate) trait Method {
    /// The protocol name, e.g. `Page.navigate`.
    const NAME: &'static str;
    /// The parameters object.
    fn params(self) -> Value;
}

macro_rules! raw_methods {
    ($($name:ident = $cdp:literal;)*) => {$(
        #[doc = concat!("`", $cdp, "` with raw JSON parameters.")]
        #[derive(Debug)]
        pub(crate) struct $name(pub(crate) Value);
        impl Method for $name {
            const NAME: &'static str = $cdp;
            fn params(self) -> Value {
                self.0
            }
        }
    )*};
}

raw_methods! {
    AxTree = "Accessibility.getFullAXTree";
    ResolveNode = "DOM.resolveNode";
    DescribeNode = "DOM.describeNode";
    ScrollIntoView = "DOM.scrollIntoViewIfNeeded";
    Evaluate = "Runtime.evaluate";
    CallFunctionOn = "Runtime.callFunctionOn";
    GetProperties = "Runtime.getProperties";
    ReleaseGroup = "Runtime.releaseObjectGroup";
    RuntimeEnable = "Runtime.enable";
    MouseEvent = "Input.dispatchMouseEvent";
    KeyEvent = "Input.dispatchKeyEvent";
    InsertText = "Input.insertText";
    Navigate = "Page.navigate";
    History = "Page.getNavigationHistory";
    HistoryEntry = "Page.navigateToHistoryEntry";
    Reload = "Page.reload";
    Screenshot = "Page.captureScreenshot";
    LayoutMetrics = "Page.getLayoutMetrics";
    FrameTree = "Page.getFrameTree";
    DeviceMetrics = "Emulation.setDeviceMetricsOverride";
    LogEnable = "Log.enable";
    PageEnable = "Page.enable";
    NetworkEnable = "Network.enable";
    TargetInfo = "Target.getTargetInfo";
    HandleDialog = "Page.handleJavaScriptDialog";
    PrintToPdf = "Page.printToPDF";
}

/// Sends a command to the page and returns its result.
pub(crate) fn call<M: Method>(tab: &Tab, method: M) -> Result<Value, Error> {
    tab.call(M::NAME, method.params())
}

/// The object group every remote object of one action lives in, released afterwards.
pub(crate) const GROUP: &str = "garuda-web";

/// Evaluates `expression` in the page and returns its value (`returnByValue`), awaiting a
/// promise. A thrown exception becomes [`Error::Script`].
pub(crate) fn eval_value(tab: &Tab, expression: &str) -> Result<Value, Error> {
    let reply = call(
        tab,
        Evaluate(serde_json::json!({
            "expression": expression,
            "returnByValue": true,
            "awaitPromise": true,
            "userGesture": true,
        })),
    )?;
    check_exception(&reply)?;
    Ok(reply["result"]["value"].clone())
}

/// Calls `function` (JS source of a function) with `this` bound to the remote object
/// `object_id` and the JSON `args`; returns the value.
pub(crate) fn call_on(
    tab: &Tab,
    object_id: &str,
    function: &str,
    args: &[Value],
) -> Result<Value, Error> {
    let arguments: Vec<Value> = args
        .iter()
        .map(|a| serde_json::json!({ "value": a }))
        .collect();
    let reply = call(
        tab,
        CallFunctionOn(serde_json::json!({
            "objectId": object_id,
            "functionDeclaration": function,
            "arguments": arguments,
            "returnByValue": true,
            "awaitPromise": true,
            "userGesture": true,
        })),
    )?;
    check_exception(&reply)?;
    Ok(reply["result"]["value"].clone())
}

/// Evaluates `expression`, which must yield an array of elements, and returns the backend
/// node id and remote object id of each.
pub(crate) fn eval_elements(tab: &Tab, expression: &str) -> Result<Vec<(u64, String)>, Error> {
    let reply = call(
        tab,
        Evaluate(serde_json::json!({
            "expression": expression,
            "objectGroup": GROUP,
        })),
    )?;
    check_exception(&reply)?;
    let Some(array_id) = reply["result"]["objectId"].as_str() else {
        return Ok(Vec::new());
    };
    let props = call(
        tab,
        GetProperties(serde_json::json!({
            "objectId": array_id,
            "ownProperties": true,
        })),
    )?;
    let mut out = Vec::new();
    let empty = Vec::new();
    let mut entries: Vec<(usize, String)> = props["result"]
        .as_array()
        .unwrap_or(&empty)
        .iter()
        .filter_map(|p| {
            let index = p["name"].as_str()?.parse::<usize>().ok()?;
            let id = p["value"]["objectId"].as_str()?.to_string();
            Some((index, id))
        })
        .collect();
    entries.sort_by_key(|(i, _)| *i);
    for (_, object_id) in entries {
        let node = call(
            tab,
            DescribeNode(serde_json::json!({ "objectId": object_id })),
        )?;
        if let Some(backend) = node["node"]["backendNodeId"].as_u64() {
            out.push((backend, object_id));
        }
    }
    Ok(out)
}

/// The remote object id of the node with `backend_node_id`, or `None` when it is gone.
pub(crate) fn resolve_backend(tab: &Tab, backend_node_id: u64) -> Option<String> {
    let reply = call(
        tab,
        ResolveNode(serde_json::json!({
            "backendNodeId": backend_node_id,
            "objectGroup": GROUP,
        })),
    )
    .ok()?;
    reply["object"]["objectId"].as_str().map(str::to_string)
}

/// Frees the remote objects of one action.
pub(crate) fn release(tab: &Tab) {
    let _ = call(
        tab,
        ReleaseGroup(serde_json::json!({ "objectGroup": GROUP })),
    );
}

fn check_exception(reply: &Value) -> Result<(), Error> {
    let Some(details) = reply.get("exceptionDetails") else {
        return Ok(());
    };
    let message = details["exception"]["description"]
        .as_str()
        .or_else(|| details["text"].as_str())
        .unwrap_or("the script failed")
        .lines()
        .next()
        .unwrap_or_default()
        .to_string();
    Err(Error::Script { message })
}
