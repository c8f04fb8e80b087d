//! The browse tools of `garuda-web mcp --browse` (M-01, M-02; SPEC §7): one tool per
//! `garuda-web browse` verb, made from the command line's own definition of the verbs
//! (`cli/browse.rs`: each verb's help is the tool's description, each of its arguments a
//! property of the tool's input). A call's arguments deserialize into the same typed
//! [`BrowseVerb`] the command line parses, and the call runs through the same code
//! (`commands::browse::perform`): the same session and background process (B-01), `open`
//! decided like fetch (B-11), `script` needing its rule or a Yes (B-13). Its text is what
//! `browse VERB` prints, its structured content what `--json` prints (B-06).
//!
//! What no tool argument can set: local access (B-10: the server's `--allow-local` alone, so a
//! client driven by page text cannot turn it on), and the arguments in [`SERVER_ONLY`] (a file
//! path to write to, other sessions). A new verb needs one line in [`VERBS`].

use std::sync::Arc;

use clap::{Arg, ArgAction, Command};
use rmcp::model::{JsonObject, Tool, ToolAnnotations};
use serde_json::{Value, json};

use super::tools::invalid;
use crate::cli::{BrowseVerb, TIMEOUT_RANGE};
use crate::error::Error;

/// The prefix of every browse tool's name: `browse_` and the verb (`-` as `_`).
const PREFIX: &str = "browse_";

/// What a verb may do, for its tool's annotations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Effect {
    /// Reads the page or the session; changes nothing.
    Reads,
    /// Goes to a page (the user's own navigation): reaches the web.
    Goes,
    /// Acts on the page as a person would (click, type, script): may submit or change things
    /// on the site.
    Acts,
    /// Changes the session only (a recording, a parked navigation's refusal).
    Session,
    /// Ends the session: its tabs and logins are gone.
    Ends,
}

/// Every verb served as a tool, with what it may do and what the tool's description adds to
/// the verb's help.
const VERBS: &[(&str, Effect, &str)] = &[
    (
        "open",
        Effect::Goes,
        "Approved like web_fetch: the server's rules, else you are asked (elicitation), else \
         a needs_approval error names the rule to add. Loopback and private addresses open \
         only on a server started with --allow-local; no argument turns that on.",
    ),
    ("back", Effect::Goes, ""),
    ("forward", Effect::Goes, ""),
    ("reload", Effect::Goes, ""),
    ("snapshot", Effect::Reads, ""),
    ("click", Effect::Acts, ""),
    ("type", Effect::Acts, ""),
    ("press", Effect::Acts, ""),
    ("select", Effect::Acts, ""),
    ("read", Effect::Reads, ""),
    ("html", Effect::Reads, ""),
    (
        "screenshot",
        Effect::Reads,
        "The PNG goes to the state dir's screenshots/; the result gives its path.",
    ),
    ("console", Effect::Reads, ""),
    ("wait", Effect::Reads, ""),
    (
        "script",
        Effect::Acts,
        "Needs the rule browse_script on the server (--allow browse_script) or your Yes.",
    ),
    ("record", Effect::Session, ""),
    ("stop-recording", Effect::Session, ""),
    ("status", Effect::Reads, ""),
    (
        "approve",
        Effect::Goes,
        "The id is in the [parked] list of an earlier result, or in its needs_approval error.",
    ),
    ("deny", Effect::Session, ""),
    ("close", Effect::Ends, "Closes this server's session only."),
];

/// Arguments of the command line that no client sets, with why: the tool's input has no such
/// property, and a call that names one is refused.
const SERVER_ONLY: &[(&str, &str, &str)] = &[
    (
        "screenshot",
        "output",
        "a client cannot choose where files are written",
    ),
    (
        "record",
        "dir",
        "a client cannot choose where files are written",
    ),
    ("close", "all", "a client closes only its own session"),
];

/// Names a client might try for local access (B-10).
const LOCAL_ACCESS: &[&str] = &["allow_local", "allow_localhost", "allow-local"];

/// The browse tools, in the order of `garuda-web browse --help`.
pub(crate) fn tools() -> Vec<Tool> {
    verbs().iter().filter_map(tool).collect()
}

/// The verb of a browse tool's name, if it is one.
pub(crate) fn verb_of(tool: &str) -> Option<String> {
    let verb = tool.strip_prefix(PREFIX)?.replace('_', "-");
    VERBS.iter().any(|(v, _, _)| *v == verb).then_some(verb)
}

/// The call's arguments as the verb the command line would have parsed (M-04: each checked
/// by its flag's rules, a complaint naming the argument).
pub(crate) fn verb_for(verb: &str, arguments: &JsonObject) -> Result<BrowseVerb, Error> {
    let cmd = verbs()
        .into_iter()
        .find(|c| c.get_name() == verb)
        .ok_or_else(|| invalid("name", &format!("there is no browse verb {verb}")))?;
    let args = served_args(&cmd);
    for key in arguments.keys() {
        if !args.iter().any(|a| a.get_id() == key.as_str()) {
            return Err(unknown(verb, key));
        }
    }
    let mut object = JsonObject::new();
    object.insert("verb".into(), json!(verb));
    for arg in &args {
        let id = arg.get_id().as_str();
        let value = match arguments.get(id) {
            Some(value) => checked(id, kind_of(arg), value)?,
            None => match default_of(arg) {
                Some(value) => value,
                None if arg.is_required_set() => {
                    return Err(invalid(id, "it is required"));
                }
                None => continue,
            },
        };
        object.insert(id.to_string(), value);
    }
    for group in cmd.get_groups().filter(|g| g.is_required_set()) {
        let members: Vec<&str> = group.get_args().map(|a| a.as_str()).collect();
        let given = members
            .iter()
            .filter(|m| {
                arguments
                    .get(**m)
                    .is_some_and(|v| !v.is_null() && *v != json!(false))
            })
            .count();
        if given != 1 {
            return Err(invalid(
                &members.join(", "),
                "give exactly one of these arguments",
            ));
        }
    }
    if verb == "script" && arguments.get("js").and_then(Value::as_str) == Some("-") {
        return Err(invalid(
            "js",
            "\"-\" means stdin on the command line, which is this server's protocol: pass \
             the script itself",
        ));
    }
    serde_json::from_value(Value::Object(object)).map_err(|e| invalid("arguments", &e.to_string()))
}

/// The `browse` verbs as the command line defines them. A verb with verbs of its own
/// (`browse tab list`) is not served yet: its arguments are not one flat object.
fn verbs() -> Vec<Command> {
    crate::cli::command()
        .find_subcommand("browse")
        .map(|browse| {
            browse
                .get_subcommands()
                .filter(|c| !c.has_subcommands())
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

/// The verb's arguments a client may give.
fn served_args(cmd: &Command) -> Vec<Arg> {
    let verb = cmd.get_name();
    cmd.get_arguments()
        .filter(|a| {
            let id = a.get_id().as_str();
            !a.is_global_set()
                && !a.is_hide_set()
                && id != "help"
                && !SERVER_ONLY
                    .iter()
                    .any(|(v, arg, _)| *v == verb && *arg == id)
        })
        .cloned()
        .collect()
}

/// How a client gives an argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ArgKind {
    /// A switch.
    Boolean,
    /// A whole number (ids, seconds).
    Integer,
    /// Text.
    Text,
}

fn kind_of(arg: &Arg) -> ArgKind {
    if !arg.get_action().takes_values() {
        ArgKind::Boolean
    } else if arg.get_value_parser().type_id() == std::any::TypeId::of::<u64>() {
        ArgKind::Integer
    } else {
        ArgKind::Text
    }
}

/// The range an integer argument must fall in.
fn range_of(id: &str) -> Option<std::ops::RangeInclusive<u64>> {
    (id == "timeout").then_some(TIMEOUT_RANGE)
}

/// The value the command line takes when the flag is not given.
fn default_of(arg: &Arg) -> Option<Value> {
    if matches!(arg.get_action(), ArgAction::SetTrue) {
        return Some(json!(false));
    }
    let default = arg.get_default_values().first()?.to_str()?.to_string();
    Some(match kind_of(arg) {
        ArgKind::Integer => json!(default.parse::<u64>().ok()?),
        _ => json!(default),
    })
}

/// `value`, when it is what the argument takes.
fn checked(id: &str, kind: ArgKind, value: &Value) -> Result<Value, Error> {
    let ok = match kind {
        ArgKind::Boolean => value.is_boolean(),
        ArgKind::Text => value.is_string(),
        ArgKind::Integer => value.as_u64().is_some(),
    };
    if !ok {
        let wanted = match kind {
            ArgKind::Boolean => "true or false",
            ArgKind::Text => "a string",
            ArgKind::Integer => "a whole number of at least 0",
        };
        return Err(invalid(id, &format!("it must be {wanted}")));
    }
    if let (Some(range), Some(n)) = (range_of(id), value.as_u64())
        && !range.contains(&n)
    {
        return Err(invalid(
            id,
            &format!("{n} is not between {} and {}", range.start(), range.end()),
        ));
    }
    Ok(value.clone())
}

/// An argument the verb's tool does not take; for local access (B-10), why no argument can
/// give it.
fn unknown(verb: &str, key: &str) -> Error {
    if LOCAL_ACCESS.contains(&key) {
        return Error::Usage {
            message: format!(
                "invalid argument {key}: local access is not a tool argument; only the user \
                 gives it, by starting the server with --allow-local"
            ),
            hint: Some(
                "call browse_open with a public URL; for this machine's own services the user \
                 adds --allow-local to the garuda-web mcp command in the client's server entry"
                    .into(),
            ),
        };
    }
    if let Some((_, _, why)) = SERVER_ONLY
        .iter()
        .find(|(v, arg, _)| *v == verb && *arg == key)
    {
        return invalid(
            key,
            &format!("the browse_{verb} tool does not take it: {why}"),
        );
    }
    invalid(
        key,
        &format!(
            "the {PREFIX}{} tool has no such argument",
            verb.replace('-', "_")
        ),
    )
}

/// The tool of one verb, when it is served.
fn tool(cmd: &Command) -> Option<Tool> {
    let verb = cmd.get_name();
    let (_, effect, more) = VERBS.iter().find(|(v, _, _)| *v == verb)?;
    let about = cmd.get_about().map(|a| a.to_string()).unwrap_or_default();
    let mut description = about.clone();
    for group in cmd.get_groups().filter(|g| g.is_required_set()) {
        let members: Vec<&str> = group.get_args().map(|a| a.as_str()).collect();
        description.push_str(&format!(" Give exactly one of: {}.", members.join(", ")));
    }
    if !more.is_empty() {
        description.push(' ');
        description.push_str(more);
    }
    let title = about.split(['.', ':', '(']).next().unwrap_or(verb).trim();
    Some(
        Tool::new(
            format!("{PREFIX}{}", verb.replace('-', "_")),
            description,
            object(input_schema(cmd)),
        )
        .with_title(title.to_string())
        .with_raw_output_schema(object(output_schema()))
        .with_annotations(annotations(title, *effect)),
    )
}

fn annotations(title: &str, effect: Effect) -> ToolAnnotations {
    let (read_only, destructive, open_world) = match effect {
        Effect::Reads => (true, false, false),
        Effect::Goes => (false, false, true),
        Effect::Acts => (false, true, true),
        Effect::Session => (false, false, false),
        Effect::Ends => (false, true, false),
    };
    ToolAnnotations::with_title(title)
        .read_only(read_only)
        .destructive(destructive)
        .open_world(open_world)
}

/// The verb's arguments as a JSON schema: each flag's help as its description.
fn input_schema(cmd: &Command) -> Value {
    let mut properties = JsonObject::new();
    let mut required = Vec::new();
    for arg in served_args(cmd) {
        let id = arg.get_id().as_str().to_string();
        let mut property = json!({
            "type": match kind_of(&arg) {
                ArgKind::Boolean => "boolean",
                ArgKind::Integer => "integer",
                ArgKind::Text => "string",
            },
            "description": arg.get_help().map(|h| h.to_string()).unwrap_or_default(),
        });
        if kind_of(&arg) == ArgKind::Integer {
            let range = range_of(&id).unwrap_or(0..=u64::MAX);
            property["minimum"] = json!(range.start());
            if *range.end() < u64::MAX {
                property["maximum"] = json!(range.end());
            }
        }
        if let Some(default) = default_of(&arg).filter(|_| kind_of(&arg) != ArgKind::Boolean) {
            property["default"] = default;
        }
        if arg.is_required_set() {
            required.push(id.clone());
        }
        properties.insert(id, property);
    }
    json!({
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": false
    })
}

/// What `browse --json` prints (B-06).
fn output_schema() -> Value {
    let list = json!({"type": "array", "items": {}});
    let text = json!({"type": ["string", "null"]});
    json!({
        "type": "object",
        "properties": {
            "browse": {"type": "string", "description": "The verb."},
            "session": {"type": "string", "description": "The browse session (the server's --session, else default)."},
            "url": {"type": "string"},
            "title": {"type": "string"},
            "console": list,
            "console_dropped": {"type": "integer"},
            "refused": {"type": "array", "items": {}, "description": "What the proxy refused since the last action."},
            "dialogs": list,
            "result": {"type": ["string", "null"], "description": "read, html, snapshot, script: the text."},
            "snapshot": {"type": ["string", "null"], "description": "The compact snapshot after a navigation, with refs such as @e12."},
            "truncated": text,
            "screenshot": {"type": "object"},
            "status": {"type": "object"},
            "parked": {"type": "array", "items": {}, "description": "Navigations of the page waiting for browse_approve or browse_deny, by id."},
            "navigation_notes": list,
            "running": {"type": "boolean"},
            "error": {"type": "object", "properties": {
                "code": {"type": "string"}, "message": {"type": "string"}, "hint": {"type": ["string", "null"]}
            }}
        },
        "required": ["browse", "session"]
    })
}

fn object(value: Value) -> Arc<JsonObject> {
    match value {
        Value::Object(map) => Arc::new(map),
        _ => Arc::new(JsonObject::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(value: Value) -> JsonObject {
        match value {
            Value::Object(map) => map,
            _ => JsonObject::new(),
        }
    }

    // B-03, M-02: every verb of the command line is served, and every served verb exists.
    #[test]
    fn b03_every_browse_verb_is_a_tool() {
        let names: Vec<String> = verbs().iter().map(|c| c.get_name().to_string()).collect();
        for name in &names {
            assert!(
                VERBS.iter().any(|(v, _, _)| v == name),
                "browse {name} has no row in VERBS"
            );
        }
        assert_eq!(tools().len(), names.len());
        assert_eq!(
            verb_of("browse_stop_recording").as_deref(),
            Some("stop-recording")
        );
        assert_eq!(verb_of("web_fetch"), None);
    }

    // M-04: arguments become the command line's typed verb, with its defaults.
    #[test]
    fn m04_arguments_become_the_typed_verb() {
        let verb = verb_for("click", &args(json!({"target": "@e3"}))).unwrap();
        assert!(matches!(verb, BrowseVerb::Click { target } if target == "@e3"));
        let verb = verb_for("wait", &args(json!({"text": "Saved", "idle": false}))).unwrap();
        assert!(matches!(verb, BrowseVerb::Wait { timeout: 30, .. }));
        let verb = verb_for("approve", &args(json!({"id": 3, "for_session": true}))).unwrap();
        assert!(matches!(verb, BrowseVerb::Approve(a) if a.id == 3 && a.for_session));
        assert!(verb_for("wait", &args(json!({"text": "a", "timeout": 601}))).is_err());
        assert!(verb_for("wait", &args(json!({}))).is_err());
        assert!(verb_for("click", &args(json!({}))).is_err());
        assert!(verb_for("click", &args(json!({"target": 3}))).is_err());
        assert!(verb_for("script", &args(json!({"js": "-"}))).is_err());
    }

    // B-10: no argument gives local access; the server-only arguments are refused.
    #[test]
    fn b10_no_argument_turns_on_local_access() {
        for key in LOCAL_ACCESS {
            let err = verb_for(
                "open",
                &args(json!({"url": "http://127.0.0.1/", *key: true})),
            )
            .unwrap_err();
            assert!(err.to_string().contains("--allow-local"), "{err}");
        }
        assert!(verb_for("close", &args(json!({"all": true}))).is_err());
        assert!(verb_for("screenshot", &args(json!({"output": "/etc/x.png"}))).is_err());
        for tool in tools() {
            let properties = tool.input_schema.get("properties").unwrap();
            assert!(properties.get("allow_local").is_none(), "{}", tool.name);
        }
    }
}
