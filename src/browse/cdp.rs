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
    InterceptDrags = "Input.setInterceptDrags";
    DragEvent = "Input.dispatchDragEvent";
    PrintToPdf = "Page.printToPDF";
    InterceptFileChooser = "Page.setInterceptFileChooserDialog";
    SetFileInputFiles = "DOM.setFileInputFiles";
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
    value_of(reply)
}

/// Calls `function` (JS source of a function) with `this` bound to the remote object
/// `object_id` and the JSON `args`; returns the value.
pub(crate) fn call_on(
    tab: &Tab,
    object_id: &str,
    function: &str,
    args: &[Value],
) -> Result<Value, Error> {
    let (method, params) = call_on_command(object_id, function, args);
    value_of(tab.call(method, params)?)
}

/// The `Runtime.callFunctionOn` command of [`call_on`], to send along with others
/// ([`Tab::call_all`]); [`value_of`] reads its answer.
pub(crate) fn call_on_command(
    object_id: &str,
    function: &str,
    args: &[Value],
) -> (&'static str, Value) {
    let arguments: Vec<Value> = args
        .iter()
        .map(|a| serde_json::json!({ "value": a }))
        .collect();
    (
        CallFunctionOn::NAME,
        serde_json::json!({
            "objectId": object_id,
            "functionDeclaration": function,
            "arguments": arguments,
            "returnByValue": true,
            "awaitPromise": true,
            "userGesture": true,
        }),
    )
}

/// The value of a `Runtime.callFunctionOn` or `Runtime.evaluate` answer given by value; a
/// thrown exception becomes [`Error::Script`].
pub(crate) fn value_of(mut reply: Value) -> Result<Value, Error> {
    check_exception(&reply)?;
    Ok(reply["result"]
        .get_mut("value")
        .map(Value::take)
        .unwrap_or_default())
}

/// The `DOM.describeNode` command that tells the backend node id of the remote object
/// `object_id`; [`backend_of`] reads its answer.
pub(crate) fn describe_command(object_id: &str) -> (&'static str, Value) {
    (
        DescribeNode::NAME,
        serde_json::json!({ "objectId": object_id }),
    )
}

/// The backend node id in a `DOM.describeNode` answer.
pub(crate) fn backend_of(reply: &Value) -> Option<u64> {
    reply["node"]["backendNodeId"].as_u64()
}

/// Evaluates `expression`, which must yield an array of elements, and returns the remote
/// object id of each.
pub(crate) fn eval_objects(tab: &Tab, expression: &str) -> Result<Vec<String>, Error> {
    let (method, params) = eval_objects_command(expression);
    objects_of(tab, tab.call(method, params)?)
}

/// The `Runtime.evaluate` command of [`eval_objects`], to send along with others;
/// [`objects_of`] reads its answer. None or one element (the usual answer to a target) comes
/// back in the evaluation's own answer; only several need a second round trip.
pub(crate) fn eval_objects_command(expression: &str) -> (&'static str, Value) {
    (
        Evaluate::NAME,
        serde_json::json!({
            "expression": format!(
                "(a => a.length === 0 ? null : a.length === 1 ? a[0] : a)({expression})"
            ),
            "objectGroup": GROUP,
        }),
    )
}

/// The remote object ids an answer to [`eval_objects_command`] names.
pub(crate) fn objects_of(tab: &Tab, reply: Value) -> Result<Vec<String>, Error> {
    check_exception(&reply)?;
    let result = &reply["result"];
    let Some(object_id) = result["objectId"].as_str() else {
        return Ok(Vec::new());
    };
    if result["subtype"] != "array" {
        return Ok(vec![object_id.to_string()]);
    }
    let props = call(
        tab,
        GetProperties(serde_json::json!({
            "objectId": object_id,
            "ownProperties": true,
        })),
    )?;
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
    Ok(entries.into_iter().map(|(_, id)| id).collect())
}

/// The remote object id of the node with `backend_node_id`, or `None` when it is gone.
pub(crate) fn resolve_backend(tab: &Tab, backend_node_id: u64) -> Option<String> {
    let (method, params) = resolve_command(backend_node_id);
    let reply = tab.call(method, params).ok()?;
    reply["object"]["objectId"].as_str().map(str::to_string)
}

/// The `DOM.resolveNode` command of [`resolve_backend`], to send along with others.
pub(crate) fn resolve_command(backend_node_id: u64) -> (&'static str, Value) {
    (
        ResolveNode::NAME,
        serde_json::json!({
            "backendNodeId": backend_node_id,
            "objectGroup": GROUP,
        }),
    )
}

/// Frees the remote objects of one action, without waiting for the answer: the page runs its
/// session's commands in order, so no later command can see them.
pub(crate) fn release(tab: &Tab) {
    tab.send_now(
        ReleaseGroup::NAME,
        ReleaseGroup(serde_json::json!({ "objectGroup": GROUP })).params(),
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
