//! The tools this server offers (M-02): their names, descriptions, annotations and schemas, and
//! how a call's arguments become the options of `garuda-web fetch` or `search`
//! ([`FetchOptions`], [`SearchOptions`]: what the flags mean, already parsed), which the
//! commands' own settings step then resolves. Each argument is checked here, by the same
//! ranges and value lists as its flag, and a complaint names the argument (M-04).

use std::sync::Arc;

use rmcp::model::{JsonObject, Tool, ToolAnnotations};
use serde_json::{Value, json};

use crate::cli::{FETCH_RESULTS_RANGE, MAX_CHARS_RANGE, MAX_RESULTS_RANGE, SearchProvider};
use crate::error::Error;
use crate::settings::{FetchOptions, SearchOptions, provider_kind};

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

/// The `web_fetch` tool (M-02).
pub(crate) fn fetch_tool() -> Tool {
    Tool::new(WEB_FETCH, FETCH_DESCRIPTION, object(fetch_input()))
        .with_title("Fetch a web page")
        .with_raw_output_schema(object(fetch_output()))
        .with_annotations(read_only("Fetch a web page"))
}

/// The `web_search` tool (M-02).
pub(crate) fn search_tool() -> Tool {
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
            "max_chars": {"type": "integer", "minimum": MAX_CHARS_RANGE.start(), "maximum": MAX_CHARS_RANGE.end(), "description": format!("Characters in the window; default {}.", crate::cli::DEFAULT_MAX_CHARS)},
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
            "max_results": {"type": "integer", "minimum": MAX_RESULTS_RANGE.start(), "maximum": MAX_RESULTS_RANGE.end(), "description": "Results to return (default: the configured number)."},
            "provider": {"type": "string", "enum": provider_names(), "description": "The provider (default: the configured one)."},
            "fetch": {"type": "integer", "minimum": FETCH_RESULTS_RANGE.start(), "maximum": FETCH_RESULTS_RANGE.end(), "description": "Also read the top N results as pages (each approved exactly)."}
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
            "description": {"type": "string", "description": "With main: the page's description when it has no main text (content is then empty)."},
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

/// The names `--provider` takes, which are `provider`'s too.
fn provider_names() -> Vec<String> {
    use clap::ValueEnum;
    SearchProvider::value_variants()
        .iter()
        .filter_map(|p| p.to_possible_value())
        .map(|v| v.get_name().to_string())
        .collect()
}

/// The options of a `web_fetch` call: `garuda-web fetch URL` with the flags its arguments
/// name (M-02).
pub(crate) fn fetch_options(arguments: &JsonObject) -> Result<FetchOptions, Error> {
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
    // The URL is a URL: `-` reads stdin only on a command line (stdin is the protocol here).
    let mut options = FetchOptions::new(vec![url]);
    let start = args.integer("start")?;
    options.start = start.unwrap_or(0);
    if let Some(max_chars) = args.integer_in("max_chars", &MAX_CHARS_RANGE)? {
        options.max_chars = max_chars;
    }
    options.main = args.boolean("main")?;
    options.raw = args.boolean("raw")?;
    options.outline = args.boolean("outline")?;
    if let Some(snapshot) = args.string("snapshot")? {
        let snapshot =
            crate::cli::parse_snapshot(&snapshot).map_err(|why| invalid("snapshot", &why))?;
        options.snapshot = Some(snapshot);
    }
    // The flags' conflicts (`--main` with `--raw`, `--start` with `--outline`), by name.
    if options.main && options.raw {
        return Err(invalid(
            "main",
            "it cannot be used with raw: main picks content out of the converted page, raw \
             skips the conversion",
        ));
    }
    if start.is_some() && options.outline {
        return Err(invalid(
            "start",
            "it cannot be used with outline: the outline lists the whole page's headings",
        ));
    }
    Ok(options)
}

/// The options of a `web_search` call: `garuda-web search QUERY` with the flags its
/// arguments name (M-02).
pub(crate) fn search_options(arguments: &JsonObject) -> Result<SearchOptions, Error> {
    let mut args = Arguments::new(
        WEB_SEARCH,
        arguments,
        &["query", "max_results", "provider", "fetch"],
    )?;
    let query = args.string("query")?.ok_or_else(|| missing("query"))?;
    let mut options = SearchOptions::new(query);
    options.max_results = args.integer_in("max_results", &MAX_RESULTS_RANGE)?;
    if let Some(name) = args.string("provider")? {
        let provider =
            <SearchProvider as clap::ValueEnum>::from_str(&name, false).map_err(|_| {
                invalid(
                    "provider",
                    &format!(
                        "expected one of {}, got '{name}'",
                        provider_names().join(", ")
                    ),
                )
            })?;
        options.provider = Some(provider_kind(provider));
    }
    options.fetch = args.integer_in("fetch", &FETCH_RESULTS_RANGE)?;
    Ok(options)
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

    /// A whole number within `range`, the range its flag accepts.
    fn integer_in(
        &mut self,
        name: &str,
        range: &std::ops::RangeInclusive<i64>,
    ) -> Result<Option<u32>, Error> {
        let Some(n) = self.integer(name)? else {
            return Ok(None);
        };
        match i64::try_from(n)
            .ok()
            .filter(|n| range.contains(n))
            .and_then(|n| u32::try_from(n).ok())
        {
            Some(n) => Ok(Some(n)),
            None => Err(invalid(
                name,
                &format!("{n} is not in {}..={}", range.start(), range.end()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{Command, parse};

    fn object(value: Value) -> JsonObject {
        value.as_object().expect("an object").clone()
    }

    fn cli_fetch(argv: &[&str]) -> FetchOptions {
        match parse(argv.iter().copied())
            .expect("a valid command line")
            .command
        {
            Command::Fetch(args) => FetchOptions::from(&args),
            other => panic!("not a fetch: {other:?}"),
        }
    }

    fn message(err: Error) -> String {
        err.body().message
    }

    // M-02: a web_fetch call's options are those of `garuda-web fetch` typed with the flags
    // its arguments name, so the call goes through the command's own settings step.
    #[test]
    fn m02_web_fetch_arguments_are_the_fetch_flags() {
        let url = "https://docs.rs/serde";
        let call = fetch_options(&object(json!({
            "url": url, "start": 2000, "max_chars": 5000, "main": true,
            "snapshot": "ABCDEF0123"
        })))
        .unwrap();
        let typed = cli_fetch(&[
            "garuda-web",
            "fetch",
            "--start",
            "2000",
            "--max-chars",
            "5000",
            "--main",
            "--snapshot",
            "ABCDEF0123",
            "--",
            url,
        ]);
        assert_eq!(call, typed);
        let outline = fetch_options(&object(json!({"url": url, "outline": true, "raw": true})));
        assert_eq!(
            outline.unwrap(),
            cli_fetch(&["garuda-web", "fetch", "--outline", "--raw", url])
        );
        // `-` is a URL here, never "read stdin" (stdin carries the protocol).
        assert_eq!(
            fetch_options(&object(json!({"url": "-"}))).unwrap().urls,
            vec!["-".to_string()]
        );
    }

    // M-02: a web_search call's options are those of `garuda-web search` with its flags.
    #[test]
    fn m02_web_search_arguments_are_the_search_flags() {
        let call = search_options(&object(json!({
            "query": "tokio vs smol", "max_results": 3, "provider": "searxng", "fetch": 2
        })))
        .unwrap();
        let typed = match parse([
            "garuda-web",
            "search",
            "--max-results",
            "3",
            "--provider",
            "searxng",
            "--fetch",
            "2",
            "tokio vs smol",
        ])
        .unwrap()
        .command
        {
            Command::Search(args) => SearchOptions::from(&args),
            other => panic!("not a search: {other:?}"),
        };
        assert_eq!(call, typed);
    }

    // M-04: an argument the flag would refuse is refused by name, with the flag's own range,
    // value list or conflict.
    #[test]
    fn m04_invalid_arguments_name_the_argument_and_why() {
        let fetch = |v: Value| message(fetch_options(&object(v)).unwrap_err());
        let search = |v: Value| message(search_options(&object(v)).unwrap_err());
        assert_eq!(
            fetch(json!({"url": "x", "max_chars": 5})),
            "invalid argument max_chars: 5 is not in 1000..=100000"
        );
        assert_eq!(
            fetch(json!({"url": "x", "max_chars": 5_000_000_000_u64})),
            "invalid argument max_chars: 5000000000 is not in 1000..=100000"
        );
        assert!(
            fetch(json!({"url": "x", "main": true, "raw": true}))
                .starts_with("invalid argument main: it cannot be used with raw")
        );
        assert!(
            fetch(json!({"url": "x", "start": 0, "outline": true}))
                .starts_with("invalid argument start: it cannot be used with outline")
        );
        assert!(
            fetch(json!({"url": "x", "snapshot": "xyz"}))
                .starts_with("invalid argument snapshot: expected 8 to 64 hex digits")
        );
        assert_eq!(
            search(json!({"query": "q", "provider": "altavista"})),
            "invalid argument provider: expected one of brave, tavily, searxng, google, \
             claude, got 'altavista'"
        );
        assert_eq!(
            search(json!({"query": "q", "fetch": 6})),
            "invalid argument fetch: 6 is not in 1..=5"
        );
        assert_eq!(
            search(json!({"query": "q", "max_results": 0})),
            "invalid argument max_results: 0 is not in 1..=10"
        );
    }
}
