//! The tools this server offers (M-02): their names, descriptions, annotations and schemas, and
//! how a call's arguments become the command line of `garuda-web fetch` or `search`. The
//! arguments are checked for their JSON type here (naming the argument, M-04); their values
//! are checked by the command line's own parser, whose complaint is then told in the
//! argument's name (`max_chars`, not `--max-chars`).

use std::sync::Arc;

use rmcp::model::{JsonObject, Tool, ToolAnnotations};
use serde_json::{Value, json};

use crate::error::Error;

/// `web_fetch`.
pub(crate) const WEB_FETCH: &str = "web_fetch";
/// `web_search`.
pub(crate) const WEB_SEARCH: &str = "web_search";

const FETCH_DESCRIPTION: &str = "Read one web page as Markdown (HTML, text, JSON, XML, feeds, \
PDF) inside a <web_result> block of at most max_chars characters. For the next window call \
again with start = next_start: it comes from the same stored snapshot, without a new download. \
Only public addresses are reached; each host needs approval (the server's --allow rules, or \
you are asked). Use main for articles (no menus or sidebars), outline to list the headings \
with their start offsets.";

const SEARCH_DESCRIPTION: &str = "Search the web with the configured provider (Brave, Tavily, \
SearXNG, Google or Claude) and get titles, URLs and snippets in a <web_result> block. With \
fetch = N the top N results are also read as pages. Sending the query needs approval \
(web_search rules, or you are asked).";

/// Every tool, for `tools/list`.
pub(crate) fn all() -> Vec<Tool> {
    vec![fetch_tool(), search_tool()]
}

/// The tool called `name`, if this server has it.
pub(crate) fn named(name: &str) -> Option<Tool> {
    all().into_iter().find(|t| t.name == name)
}

fn fetch_tool() -> Tool {
    Tool::new(WEB_FETCH, FETCH_DESCRIPTION, object(fetch_input()))
        .with_title("Fetch a web page")
        .with_raw_output_schema(object(fetch_output()))
        .with_annotations(read_only("Fetch a web page"))
}

fn search_tool() -> Tool {
    Tool::new(WEB_SEARCH, SEARCH_DESCRIPTION, object(search_input()))
        .with_title("Search the web")
        .with_raw_output_schema(object(search_output()))
        .with_annotations(read_only("Search the web"))
}

/// Read-only (nothing on the web changes) and open-world (it reaches the web).
fn read_only(title: &str) -> ToolAnnotations {
    ToolAnnotations::with_title(title)
        .read_only(true)
        .destructive(false)
        .open_world(true)
}

fn object(value: Value) -> Arc<JsonObject> {
    match value {
        Value::Object(map) => Arc::new(map),
        _ => Arc::new(JsonObject::new()),
    }
}

fn fetch_input() -> Value {
    json!({
        "type": "object",
        "properties": {
            "url": {"type": "string", "description": "The page's URL; https:// is added when no scheme is given."},
            "start": {"type": "integer", "minimum": 0, "description": "First character of the window (next_start of the previous result); default 0."},
            "max_chars": {"type": "integer", "minimum": 1000, "maximum": 100000, "description": "Characters in the window; default 30000."},
            "main": {"type": "boolean", "description": "Only the page's main content: no menus, sidebars, footers or comments."},
            "raw": {"type": "boolean", "description": "The body as text, without converting HTML to Markdown."},
            "outline": {"type": "boolean", "description": "The page's headings with their start offsets instead of its text."},
            "snapshot": {"type": "string", "pattern": "^[0-9a-fA-F]{8,64}$", "description": "When paging: the first hex digits of the sha256 of the previous result; a window cut from another text then carries the warning page_changed."}
        },
        "required": ["url"],
        "additionalProperties": false
    })
}

fn search_input() -> Value {
    json!({
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "What to search for."},
            "max_results": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Results to return (default: the configured number)."},
            "provider": {"type": "string", "enum": ["brave", "tavily", "searxng", "google", "claude"], "description": "The provider (default: the configured one)."},
            "fetch": {"type": "integer", "minimum": 1, "maximum": 5, "description": "Also read the top N results as pages (each approved exactly)."}
        },
        "required": ["query"],
        "additionalProperties": false
    })
}

/// `warnings` of every result: `{code, message, hint}` each.
fn warnings_schema() -> Value {
    json!({"type": "array", "items": {"type": "object", "properties": {
        "code": {"type": "string"}, "message": {"type": "string"}, "hint": {"type": "string"}
    }, "required": ["code", "message", "hint"]}})
}

/// The `--json` object of `fetch` (F-41).
fn fetch_output() -> Value {
    json!({
        "type": "object",
        "properties": {
            "url": {"type": "string"},
            "final_url": {"type": "string"},
            "status": {"type": "integer"},
            "content_type": {"type": "string"},
            "charset": {"type": "string"},
            "title": {"type": ["string", "null"]},
            "start": {"type": "integer"},
            "end": {"type": "integer"},
            "total_chars": {"type": "integer"},
            "next_start": {"type": ["integer", "null"], "description": "Where the next window starts; null at the end."},
            "content": {"type": "string", "description": "The window's text."},
            "cached": {"type": "boolean"},
            "fetched_at": {"type": "string"},
            "sha256": {"type": "string", "description": "Of the whole converted text; its first 12 digits name the snapshot."},
            "allowed_by": {"type": "object", "properties": {"rule": {"type": "string"}, "source": {"type": "string"}}, "required": ["rule", "source"]},
            "redirects": {"type": "array", "items": {"type": "string"}},
            "via": {"type": ["string", "null"]},
            "warnings": warnings_schema(),
            "pages": {"type": "object", "description": "For a PDF: its page count and the pages the window covers."},
            "outline": {"type": "array", "items": {"type": "object"}, "description": "With outline: the headings."},
            "error": {"type": "object", "description": "Set when the final status was not 2xx."}
        },
        "required": ["url", "final_url", "status", "content_type", "charset", "title", "start",
                     "end", "total_chars", "next_start", "cached", "fetched_at", "sha256",
                     "allowed_by", "redirects", "via", "warnings"]
    })
}

/// The `--json` object of `search` (S-41).
fn search_output() -> Value {
    json!({
        "type": "object",
        "properties": {
            "query": {"type": "string"},
            "provider": {"type": "string"},
            "results": {"type": "array", "items": {"type": "object"}},
            "answer": {"type": ["string", "null"]},
            "usage": {"type": "object"},
            "allowed_by": {"type": "object", "properties": {"rule": {"type": "string"}, "source": {"type": "string"}}, "required": ["rule", "source"]},
            "warnings": warnings_schema(),
            "pages": {"type": "array", "items": {"type": "object"}, "description": "With fetch: each page's fetch object, or {url, error}."}
        },
        "required": ["query", "provider", "results", "answer", "usage", "allowed_by", "warnings"]
    })
}

/// The command-line words of a `web_fetch` call (after the subcommand): its options, then
/// `--` and the URL.
pub(crate) fn fetch_words(arguments: &JsonObject) -> Result<Vec<String>, Error> {
    let mut args = Arguments::new(
        WEB_FETCH,
        arguments,
        &[
            "url",
            "start",
            "max_chars",
            "main",
            "raw",
            "outline",
            "snapshot",
        ],
    )?;
    let url = args.string("url")?.ok_or_else(|| missing("url"))?;
    let mut words = Vec::new();
    if let Some(start) = args.integer("start")? {
        words.extend(["--start".to_string(), start.to_string()]);
    }
    if let Some(max_chars) = args.integer("max_chars")? {
        words.extend(["--max-chars".to_string(), max_chars.to_string()]);
    }
    for flag in ["main", "raw", "outline"] {
        if args.boolean(flag)? {
            words.push(format!("--{flag}"));
        }
    }
    if let Some(snapshot) = args.string("snapshot")? {
        words.extend(["--snapshot".to_string(), snapshot]);
    }
    words.extend(["--".to_string(), url]);
    Ok(words)
}

/// The command-line words of a `web_search` call (after the subcommand).
pub(crate) fn search_words(arguments: &JsonObject) -> Result<Vec<String>, Error> {
    let mut args = Arguments::new(
        WEB_SEARCH,
        arguments,
        &["query", "max_results", "provider", "fetch"],
    )?;
    let query = args.string("query")?.ok_or_else(|| missing("query"))?;
    let mut words = Vec::new();
    if let Some(n) = args.integer("max_results")? {
        words.extend(["--max-results".to_string(), n.to_string()]);
    }
    if let Some(provider) = args.string("provider")? {
        words.extend(["--provider".to_string(), provider]);
    }
    if let Some(n) = args.integer("fetch")? {
        words.extend(["--fetch".to_string(), n.to_string()]);
    }
    words.extend(["--".to_string(), query]);
    Ok(words)
}

/// The arguments of one call, read by name and JSON type.
struct Arguments<'a> {
    values: &'a JsonObject,
}

impl<'a> Arguments<'a> {
    /// Refuses an argument the tool does not take (M-04).
    fn new(tool: &str, values: &'a JsonObject, known: &[&str]) -> Result<Self, Error> {
        if let Some(unknown) = values.keys().find(|k| !known.contains(&k.as_str())) {
            return Err(invalid(
                unknown,
                &format!(
                    "{tool} takes no such argument (it takes {})",
                    known.join(", ")
                ),
            ));
        }
        Ok(Arguments { values })
    }

    fn get(&self, name: &str) -> Option<&'a Value> {
        self.values.get(name).filter(|v| !v.is_null())
    }

    fn string(&mut self, name: &str) -> Result<Option<String>, Error> {
        match self.get(name) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(invalid(
                name,
                &format!("expected a string, got {}", kind(other)),
            )),
        }
    }

    fn integer(&mut self, name: &str) -> Result<Option<u64>, Error> {
        match self.get(name) {
            None => Ok(None),
            Some(Value::Number(n)) => match n.as_u64() {
                Some(n) => Ok(Some(n)),
                None => Err(invalid(
                    name,
                    &format!("expected a whole number of 0 or more, got {n}"),
                )),
            },
            Some(other) => Err(invalid(
                name,
                &format!("expected a whole number, got {}", kind(other)),
            )),
        }
    }

    fn boolean(&mut self, name: &str) -> Result<bool, Error> {
        match self.get(name) {
            None => Ok(false),
            Some(Value::Bool(b)) => Ok(*b),
            Some(other) => Err(invalid(
                name,
                &format!("expected true or false, got {}", kind(other)),
            )),
        }
    }
}

/// A JSON value's kind, as a person says it.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn missing(name: &str) -> Error {
    invalid(name, "it is required")
}

/// The error of an argument that cannot be used (M-04): which one, and why.
pub(crate) fn invalid(name: &str, why: &str) -> Error {
    Error::Usage {
        message: format!("invalid argument {name}: {why}"),
        hint: Some(format!(
            "fix {name} and call the tool again; the tool's input schema lists its arguments"
        )),
    }
}

/// A command line built from a call's arguments that the parser refused: the complaint, in
/// the name of the argument it is about (`--max-chars <N>` is `max_chars`).
pub(crate) fn refused_by_parser(err: &clap::Error) -> Error {
    use clap::error::{ContextKind, ContextValue};
    let flag = match err.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(s)) => s.clone(),
        _ => String::new(),
    };
    let name = flag
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .trim_start_matches('-')
        .replace('-', "_");
    let rendered = err.render().to_string();
    let why = rendered
        .lines()
        .next()
        .unwrap_or_default()
        .trim_start_matches("error: ")
        .replace(&format!("'{flag}'"), &format!("'{name}'"))
        .replace(&flag, &name);
    if name.is_empty() {
        Error::Usage {
            message: format!("invalid arguments: {why}"),
            hint: Some("the tool's input schema lists its arguments".into()),
        }
    } else {
        invalid(&name, &why)
    }
}
