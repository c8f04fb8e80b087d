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
//! path to write to, other sessions, cookie values). A new verb needs one line in [`VERBS`],
//! or in [`NOT_SERVED`] with why no client may run it (`state`, B-23).
//!
//! A verb with verbs of its own (`tab`, B-17; `dialog`, B-18; `get` and `is`, B-21) is one
//! tool whose required argument (`action` or `what`, [`FAMILIES`]) names the sub-verb, its
//! allowed values listed in the input schema; the other arguments are the sub-verb's own.

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
    ("hover", Effect::Acts, ""),
    ("dblclick", Effect::Acts, ""),
    ("check", Effect::Acts, ""),
    ("uncheck", Effect::Acts, ""),
    ("focus", Effect::Acts, ""),
    ("scroll", Effect::Acts, ""),
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
    ("get", Effect::Reads, ""),
    ("is", Effect::Reads, ""),
    (
        "tab",
        Effect::Acts,
        "action list only reads; action new with url is approved like browse_open; action \
         close closes a tab (the active one without id).",
    ),
    (
        "dialog",
        Effect::Acts,
        "action show (the default) shows the open dialog; accept answers OK (text: a \
         prompt's answer), dismiss answers Cancel. Until it is answered the page does \
         nothing else.",
    ),
    (
        "cookies",
        Effect::Ends,
        "Lists names, domains, paths, expiry and flags, never values (credentials). clear \
         deletes every cookie of the session: it logs out of every site.",
    ),
    ("close", Effect::Ends, "Closes this server's session only."),
    (
        "network",
        Effect::Reads,
        "The HAR file of the command line's --har is not served: a client cannot choose \
         where files are written; the structured content has every request.",
    ),
    (
        "pdf",
        Effect::Reads,
        "The PDF goes to the state dir's pdfs/; the result gives its path and page count.",
    ),
];

/// Verbs of the command line that are no tool, with why (B-23).
const NOT_SERVED: &[(&str, &str)] = &[(
    "state",
    "state save writes the session's credentials to a file and state load reads credentials \
     from one: a client steered by page text could leave the login where others read it, or \
     slip a login into the session; the user runs them on the command line, on the same \
     session (--session), where the file's owner and mode are checked",
)];

/// A verb with verbs of its own (B-17, B-18, B-21).
struct Family {
    /// The verb.
    verb: &'static str,
    /// The field of [`BrowseVerb`] that holds the sub-verb.
    field: &'static str,
    /// The tool's argument that names the sub-verb.
    property: &'static str,
    /// The name that stands for leaving the sub-verb out (`dialog` alone shows the dialog),
    /// with its help.
    none: Option<(&'static str, &'static str)>,
}

/// Every verb with verbs of its own.
const FAMILIES: &[Family] = &[
    Family {
        verb: "get",
        field: "what",
        property: "what",
        none: None,
    },
    Family {
        verb: "is",
        field: "what",
        property: "what",
        none: None,
    },
    Family {
        verb: "tab",
        field: "action",
        property: "action",
        none: None,
    },
    Family {
        verb: "dialog",
        field: "answer",
        property: "action",
        none: Some(("show", "Show the dialog the page holds open.")),
    },
];

/// The argument of `verb`'s tool that names its sub-verb (`action` of `browse_dialog`), if
/// it has verbs of its own (hints name it: `mcp/hints.rs`).
pub(crate) fn sub_verb_property(verb: &str) -> Option<&'static str> {
    family_of(verb).map(|f| f.property)
}

/// The [`Family`] of `verb`, if it has verbs of its own.
fn family_of(verb: &str) -> Option<&'static Family> {
    FAMILIES.iter().find(|f| f.verb == verb)
}

/// Arguments of the command line that no client sets, with why: the tool's input has no such
/// property, and a call that names one is refused.
const SERVER_ONLY: &[(&str, &str, &str)] = &[
    (
        "screenshot",
        "output",
        "a client cannot choose where files are written",
    ),
    (
        "network",
        "har",
        "a client cannot choose where files are written",
    ),
    (
        "pdf",
        "output",
        "a client cannot choose where files are written",
    ),
    (
        "record",
        "dir",
        "a client cannot choose where files are written",
    ),
    ("close", "all", "a client closes only its own session"),
    (
        "cookies",
        "values",
        "cookie values are credentials; a client sees names, domains and flags only",
    ),
];

/// Names a client might try for local access (B-10).
const LOCAL_ACCESS: &[&str] = &["allow_local", "allow_localhost", "allow-local"];

/// The browse tools, in the order of `garuda-web browse --help`.
pub(crate) fn tools() -> Vec<Tool> {
    verbs().iter().filter_map(tool).collect()
}

/// Why the browse verb a tool name would stand for is no tool (B-23: `browse_state`).
pub(crate) fn not_served(tool: &str) -> Option<&'static str> {
    let verb = tool.strip_prefix(PREFIX)?.replace('_', "-");
    NOT_SERVED
        .iter()
        .find(|(v, _)| *v == verb)
        .map(|(_, why)| *why)
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
    if let Some(family) = family_of(verb) {
        return family_verb(&cmd, family, arguments);
    }
    let args = served_args(&cmd);
    for key in arguments.keys() {
        if !args.iter().any(|a| a.get_id() == key.as_str()) {
            return Err(unknown(verb, key));
        }
    }
    let mut object = JsonObject::new();
    object.insert("verb".into(), json!(verb));
    fill(&args, arguments, &mut object)?;
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

/// Each of `args` from the call's `arguments` (checked), else its default, into `object`.
fn fill(args: &[Arg], arguments: &JsonObject, object: &mut JsonObject) -> Result<(), Error> {
    for arg in args {
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
    Ok(())
}

/// A call of a verb with verbs of its own (B-17, B-18, B-21) as the typed verb: `{"what":
/// "attr", "target": "@e3", "name": "href"}` of `browse_get` is `browse get attr @e3 href`.
fn family_verb(
    cmd: &Command,
    family: &Family,
    arguments: &JsonObject,
) -> Result<BrowseVerb, Error> {
    let (field, property) = (family.field, family.property);
    let none = family.none.map(|(name, _)| name);
    let verb = cmd.get_name();
    let names = sub_names(cmd, none);
    let name = match arguments.get(property) {
        Some(Value::String(name)) if names.contains(name) => name.clone(),
        Some(_) => {
            return Err(invalid(
                property,
                &format!("it must be one of: {}", names.join(", ")),
            ));
        }
        None => match none {
            Some(name) => name.to_string(),
            None => {
                return Err(invalid(
                    property,
                    &format!("it is required: one of {}", names.join(", ")),
                ));
            }
        },
    };
    let sub = cmd.get_subcommands().find(|c| c.get_name() == name);
    let args = sub.map(served_args).unwrap_or_default();
    for key in arguments.keys().filter(|k| k.as_str() != property) {
        if !args.iter().any(|a| a.get_id() == key.as_str()) {
            return Err(
                match sub_args(cmd).iter().any(|a| a.get_id() == key.as_str()) {
                    true => invalid(key, &format!("{property} {name} does not take it")),
                    false => unknown(verb, key),
                },
            );
        }
    }
    let mut object = JsonObject::new();
    object.insert("verb".into(), json!(verb));
    if sub.is_some() {
        let mut inner = JsonObject::new();
        fill(&args, arguments, &mut inner)?;
        // A sub-verb without arguments is its name alone (serde's unit variant).
        let value = match args.is_empty() {
            true => json!(name),
            false => json!({ name: inner }),
        };
        object.insert(field.to_string(), value);
    }
    serde_json::from_value(Value::Object(object)).map_err(|e| invalid("arguments", &e.to_string()))
}

/// The sub-verbs of a verb with verbs of its own, and the name of leaving one out.
fn sub_names(cmd: &Command, none: Option<&str>) -> Vec<String> {
    none.map(str::to_string)
        .into_iter()
        .chain(
            cmd.get_subcommands()
                .map(|c| c.get_name().to_string())
                .filter(|n| n != "help"),
        )
        .collect()
}

/// Every argument of the sub-verbs, once each (the first sub-verb's help describes it).
fn sub_args(cmd: &Command) -> Vec<Arg> {
    let mut args: Vec<Arg> = Vec::new();
    for sub in cmd.get_subcommands() {
        for arg in served_args(sub) {
            if !args.iter().any(|a| a.get_id() == arg.get_id()) {
                args.push(arg);
            }
        }
    }
    args
}

/// The `browse` verbs as the command line defines them.
fn verbs() -> Vec<Command> {
    crate::cli::command()
        .find_subcommand("browse")
        .map(|browse| browse.get_subcommands().cloned().collect())
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
            object(match family_of(verb) {
                Some(family) => family_schema(cmd, family),
                None => input_schema(cmd),
            }),
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

/// The input of a verb with verbs of its own (B-17, B-18, B-21): `property` names the
/// sub-verb (its allowed values an enum, each described by its help); every other property
/// is an argument of some sub-verb, its description saying which take it.
fn family_schema(cmd: &Command, family: &Family) -> Value {
    let property = family.property;
    let mut about: Vec<String> = Vec::new();
    if let Some((name, help)) = family.none {
        about.push(format!("{name} (the default): {help}"));
    }
    let none = family.none.map(|(name, _)| name);
    let names = sub_names(cmd, none);
    for sub in cmd.get_subcommands().filter(|c| c.get_name() != "help") {
        let help = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
        about.push(format!("{}: {help}", sub.get_name()));
    }
    let mut named = json!({
        "type": "string",
        "enum": names,
        "description": about.join(" "),
    });
    if let Some(none) = none {
        named["default"] = json!(none);
    }
    let mut properties = JsonObject::new();
    properties.insert(property.to_string(), named);
    for arg in sub_args(cmd) {
        let id = arg.get_id().as_str();
        let takers: Vec<&str> = cmd
            .get_subcommands()
            .filter(|sub| served_args(sub).iter().any(|a| a.get_id() == id))
            .map(|sub| sub.get_name())
            .collect();
        let help = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
        properties.insert(
            id.to_string(),
            json!({
                "type": "string",
                "description": format!("{help} (for {property} {})", takers.join(", ")),
            }),
        );
    }
    let required: Vec<&str> = match none {
        Some(_) => Vec::new(),
        None => vec![property],
    };
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

    // B-03, M-02: every verb of the command line is served, those with verbs of their own
    // (tab, dialog, get, is: B-17, B-18, B-21) too, and every served verb exists.
    #[test]
    fn b03_every_browse_verb_is_a_tool() {
        let names: Vec<String> = verbs().iter().map(|c| c.get_name().to_string()).collect();
        for name in &names {
            let served = VERBS.iter().any(|(v, _, _)| v == name);
            let excluded = NOT_SERVED.iter().any(|(v, _)| v == name);
            assert!(
                served != excluded,
                "browse {name} needs a row in VERBS or (with why) in NOT_SERVED, not both"
            );
        }
        assert_eq!(tools().len(), names.len() - NOT_SERVED.len());
        // B-23: no client reads or writes a state file, or reads a cookie's value.
        assert_eq!(verb_of("browse_state"), None);
        assert!(not_served("browse_state").is_some_and(|why| why.contains("credentials")));
        assert!(verb_for("cookies", &args(json!({"values": true}))).is_err());
        assert!(matches!(
            verb_for("cookies", &args(json!({"clear": true}))).unwrap(),
            BrowseVerb::Cookies {
                clear: true,
                values: false
            }
        ));
        for family in ["tab", "dialog", "get", "is"] {
            assert!(
                names.iter().any(|n| n == family),
                "browse {family} is not served"
            );
            assert!(
                family_of(family).is_some(),
                "browse {family} has no row in FAMILIES"
            );
        }
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

    // B-17, B-18, B-21, M-02: a verb with verbs of its own is one tool whose `action` or
    // `what` names the sub-verb; the call becomes the typed verb the command line parses.
    #[test]
    fn b18_sub_verb_arguments_become_the_typed_verb() {
        use crate::cli::{DialogVerb, GetVerb, IsVerb, TabVerb};
        let verb = verb_for("dialog", &args(json!({"action": "accept"}))).unwrap();
        assert!(matches!(
            verb,
            BrowseVerb::Dialog {
                answer: Some(DialogVerb::Accept { text: None })
            }
        ));
        let verb = verb_for("dialog", &args(json!({"action": "accept", "text": "Ada"}))).unwrap();
        assert!(matches!(
            verb,
            BrowseVerb::Dialog { answer: Some(DialogVerb::Accept { text: Some(t) }) } if t == "Ada"
        ));
        let verb = verb_for("dialog", &args(json!({"action": "dismiss"}))).unwrap();
        assert!(matches!(
            verb,
            BrowseVerb::Dialog {
                answer: Some(DialogVerb::Dismiss)
            }
        ));
        for shown in [json!({}), json!({"action": "show"})] {
            let verb = verb_for("dialog", &args(shown)).unwrap();
            assert!(matches!(verb, BrowseVerb::Dialog { answer: None }));
        }
        assert!(verb_for("dialog", &args(json!({"action": "dismiss", "text": "x"}))).is_err());
        assert!(verb_for("dialog", &args(json!({"action": "yes"}))).is_err());

        let verb = verb_for("tab", &args(json!({"action": "list"}))).unwrap();
        assert!(matches!(
            verb,
            BrowseVerb::Tab {
                action: TabVerb::List
            }
        ));
        let verb = verb_for("tab", &args(json!({"action": "new", "url": "example.org"}))).unwrap();
        assert!(matches!(
            verb,
            BrowseVerb::Tab { action: TabVerb::New { url: Some(u) } } if u == "example.org"
        ));
        let verb = verb_for("tab", &args(json!({"action": "new"}))).unwrap();
        assert!(matches!(
            verb,
            BrowseVerb::Tab {
                action: TabVerb::New { url: None }
            }
        ));
        let verb = verb_for("tab", &args(json!({"action": "switch", "id": "t2"}))).unwrap();
        assert!(matches!(verb, BrowseVerb::Tab { action: TabVerb::Switch { id } } if id == "t2"));
        let verb = verb_for("tab", &args(json!({"action": "close"}))).unwrap();
        assert!(matches!(
            verb,
            BrowseVerb::Tab {
                action: TabVerb::Close { id: None }
            }
        ));
        assert!(verb_for("tab", &args(json!({}))).is_err());
        assert!(verb_for("tab", &args(json!({"action": "switch"}))).is_err());
        assert!(verb_for("tab", &args(json!({"action": "list", "url": "a.test"}))).is_err());

        let verb = verb_for("get", &args(json!({"what": "title"}))).unwrap();
        assert!(matches!(
            verb,
            BrowseVerb::Get {
                what: GetVerb::Title
            }
        ));
        let verb = verb_for(
            "get",
            &args(json!({"what": "attr", "target": "@e3", "name": "href"})),
        )
        .unwrap();
        assert!(matches!(
            verb,
            BrowseVerb::Get { what: GetVerb::Attr { target, name } } if target == "@e3" && name == "href"
        ));
        assert!(verb_for("get", &args(json!({"what": "text"}))).is_err());
        assert!(verb_for("get", &args(json!({"what": "attr", "target": "@e3"}))).is_err());
        assert!(verb_for("get", &args(json!({"what": 3}))).is_err());
        let verb = verb_for(
            "is",
            &args(json!({"what": "checked", "target": "label=Me"})),
        )
        .unwrap();
        assert!(
            matches!(verb, BrowseVerb::Is { what: IsVerb::Checked { target } } if target == "label=Me")
        );
        assert!(verb_for("is", &args(json!({"what": "visible", "nope": 1}))).is_err());
    }

    // B-17, B-18, B-21, M-02: the tools say the allowed sub-verbs, and what they may do.
    #[test]
    fn b21_sub_verb_tools_list_their_values_and_effects() {
        let tools = tools();
        let tool = |name: &str| tools.iter().find(|t| t.name == name).unwrap().clone();
        let values = |name: &str, property: &str| -> Vec<String> {
            serde_json::from_value(tool(name).input_schema["properties"][property]["enum"].clone())
                .unwrap()
        };
        assert_eq!(
            values("browse_dialog", "action"),
            ["show", "accept", "dismiss"]
        );
        assert_eq!(
            values("browse_tab", "action"),
            ["list", "new", "switch", "close"]
        );
        assert_eq!(
            values("browse_is", "what"),
            ["visible", "enabled", "checked"]
        );
        assert_eq!(
            values("browse_get", "what"),
            [
                "url", "title", "text", "value", "html", "attr", "count", "box"
            ]
        );
        assert_eq!(tool("browse_get").input_schema["required"], json!(["what"]));
        assert_eq!(tool("browse_dialog").input_schema["required"], json!([]));
        for (name, read_only, destructive) in [
            ("browse_get", true, false),
            ("browse_is", true, false),
            ("browse_tab", false, true),
            ("browse_dialog", false, true),
        ] {
            let a = tool(name).annotations.unwrap();
            assert_eq!(a.read_only_hint, Some(read_only), "{name}");
            assert_eq!(a.destructive_hint, Some(destructive), "{name}");
        }
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
