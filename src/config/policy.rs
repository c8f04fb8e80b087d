//! Policy files (A-02): the user's `policy.json` in the config folder and every `--policy FILE`.
//! Both hold only `"allow"` and `"deny"`, lists of rules in the grammar of A-01:
//! `{"allow": ["web_fetch(docs.rs)", "web_search"], "deny": ["web_fetch(*.ru)"]}`. Anything else
//! — another key, a wrong type, a rule that does not parse, JSON that does not parse — is an
//! error naming the file, line and column (G-05): a safety policy fails closed. A `--policy`
//! file is held to the same shape on purpose: a project can ship one, and it must not be able to
//! set search providers, endpoints, keys or browser settings.
//!
//! Also here: adding a rule to `policy.json` (K-05, and "Yes, always" at the prompt, A-04) under
//! a lock and with an atomic write, keeping the file's other content.
//!
//! Not here: what the rules mean for a request (`approval`).

use std::path::Path;

use serde_json::Value;

use super::files::{self, FileLock};
use super::{Error, position_of, strip_position};
use crate::rules::Rule;

/// Which kind of policy file is read; the messages differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Origin {
    /// The user's `policy.json`.
    User,
    /// A `--policy FILE` from the command line.
    Flag,
}

/// The rules of one policy file, parsed.
#[derive(Debug, Clone)]
pub(crate) struct PolicyFile {
    /// `"allow"`, in file order.
    pub(crate) allow: Vec<Rule>,
    /// `"deny"`, in file order.
    pub(crate) deny: Vec<Rule>,
}

/// The two lists of a policy file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum List {
    /// `"allow"`.
    Allow,
    /// `"deny"`.
    Deny,
}

impl List {
    /// The JSON key.
    pub(crate) fn key(self) -> &'static str {
        match self {
            List::Allow => "allow",
            List::Deny => "deny",
        }
    }
}

/// What [`add_rule`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Added {
    /// The rule was appended.
    Added,
    /// The same rule (after normalising) was already in the list; the file is unchanged.
    AlreadyThere,
}

/// Reads a policy file. The user's `policy.json` may be missing (no rules); a `--policy` file
/// must exist.
pub(crate) fn load(path: &Path, origin: Origin) -> Result<Option<PolicyFile>, Error> {
    let text = match origin {
        Origin::User => files::read_optional(path)?,
        Origin::Flag => Some(std::fs::read_to_string(path).map_err(|source| Error::Read {
            path: path.to_path_buf(),
            source,
        })?),
    };
    text.map(|t| parse(path, &t, origin)).transpose()
}

/// Parses the text of a policy file (see the module doc for what is accepted).
pub(crate) fn parse(path: &Path, text: &str, origin: Origin) -> Result<PolicyFile, Error> {
    let invalid = |(line, column): (usize, usize), message: String| Error::Invalid {
        path: path.to_path_buf(),
        line,
        column,
        message,
    };
    // G-05: a repeated key would silently replace the first one.
    let value: Value = super::unique_keys::check(text)
        .and_then(|()| serde_json::from_str(text))
        .map_err(|e| {
            invalid(
                (e.line(), e.column().max(1)),
                strip_position(&e.to_string()),
            )
        })?;
    let Value::Object(map) = value else {
        return Err(invalid(
            (1, 1),
            "a policy file is a JSON object: {\"allow\": [...], \"deny\": [...]}".into(),
        ));
    };
    let mut policy = PolicyFile {
        allow: Vec::new(),
        deny: Vec::new(),
    };
    for (key, entries) in &map {
        let list = match key.as_str() {
            "allow" => &mut policy.allow,
            "deny" => &mut policy.deny,
            other => {
                let message = match origin {
                    Origin::Flag => format!(
                        "a --policy file may hold only \"allow\" and \"deny\", not \"{other}\" \
                         (search, keys and browser settings belong in the user's config.json)"
                    ),
                    Origin::User => format!(
                        "unknown key \"{other}\": policy.json holds only \"allow\" and \"deny\""
                    ),
                };
                return Err(invalid(position_of(text, other), message));
            }
        };
        let Some(items) = entries.as_array() else {
            return Err(invalid(
                position_of(text, key),
                format!("\"{key}\" must be a list of rules, like [\"web_fetch(docs.rs)\"]"),
            ));
        };
        for item in items {
            let Some(rule_text) = item.as_str() else {
                return Err(invalid(
                    position_of(text, key),
                    format!("\"{key}\" must hold only strings, found {item}"),
                ));
            };
            let rule = Rule::parse(rule_text).map_err(|e| {
                let needle = serde_json::to_string(rule_text).unwrap_or_default();
                let needle = needle.trim_matches('"');
                invalid(position_of(text, needle), e.to_string())
            })?;
            list.push(rule);
        }
    }
    Ok(policy)
}

/// Appends `rule` to `list` in the user's `policy.json` (creating the file and its folder if
/// needed), unless the same rule is already there. The file's other content — its rules as
/// written, the order of its keys — is kept; a malformed file is refused, never overwritten.
/// Concurrent calls are serialised by a lock, so none loses another's rule.
pub(crate) fn add_rule(path: &Path, list: List, rule: &Rule) -> Result<Added, Error> {
    let _lock = FileLock::acquire(path)?;
    let mut doc = match files::read_optional(path)? {
        Some(text) => {
            let parsed = parse(path, &text, Origin::User)?;
            let current = match list {
                List::Allow => &parsed.allow,
                List::Deny => &parsed.deny,
            };
            if current.contains(rule) {
                return Ok(Added::AlreadyThere);
            }
            // `parse` accepted it, so it is an object whose lists hold strings.
            serde_json::from_str::<Value>(&text)
                .unwrap_or_else(|_| Value::Object(Default::default()))
        }
        None => Value::Object(Default::default()),
    };
    if let Value::Object(map) = &mut doc {
        let entry = map
            .entry(list.key())
            .or_insert_with(|| Value::Array(Vec::new()));
        if let Value::Array(items) = entry {
            items.push(Value::String(rule.to_string()));
        }
    }
    let mut text = serde_json::to_string_pretty(&doc).map_err(|e| Error::Write {
        path: path.to_path_buf(),
        source: std::io::Error::other(e),
    })?;
    text.push('\n');
    if let Some(dir) = path.parent() {
        files::ensure_dir(dir)?;
    }
    files::write_atomic(path, text.as_bytes())?;
    Ok(Added::Added)
}

/// Removes `rule` from the allow and deny lists of the user's `policy.json` (K-05's atomic edit,
/// under the same lock as [`add_rule`]); returns the lists it was in (empty when it was in
/// none, and then the file is not touched). Rules are compared as parsed, so `docs.rs` removes
/// `web_fetch(docs.rs)`. The file's other content is kept; a malformed file is refused.
pub(crate) fn remove_rule(path: &Path, rule: &Rule) -> Result<Vec<List>, Error> {
    let _lock = FileLock::acquire(path)?;
    let Some(text) = files::read_optional(path)? else {
        return Ok(Vec::new());
    };
    let parsed = parse(path, &text, Origin::User)?;
    let lists: Vec<List> = [(List::Allow, &parsed.allow), (List::Deny, &parsed.deny)]
        .into_iter()
        .filter(|(_, rules)| rules.contains(rule))
        .map(|(list, _)| list)
        .collect();
    if lists.is_empty() {
        return Ok(lists);
    }
    // `parse` accepted it, so it is an object whose lists hold strings that parse as rules.
    let mut doc: Value =
        serde_json::from_str(&text).unwrap_or_else(|_| Value::Object(Default::default()));
    if let Value::Object(map) = &mut doc {
        for list in &lists {
            if let Some(Value::Array(items)) = map.get_mut(list.key()) {
                items.retain(|item| {
                    item.as_str()
                        .and_then(|t| Rule::parse(t).ok())
                        .is_none_or(|r| r != *rule)
                });
            }
        }
    }
    let mut out = serde_json::to_string_pretty(&doc).map_err(|e| Error::Write {
        path: path.to_path_buf(),
        source: std::io::Error::other(e),
    })?;
    out.push('\n');
    files::write_atomic(path, out.as_bytes())?;
    Ok(lists)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_text(text: &str, origin: Origin) -> Result<PolicyFile, Error> {
        parse(Path::new("/p/policy.json"), text, origin)
    }

    fn position(err: Error) -> (usize, usize) {
        match err {
            Error::Invalid { line, column, .. } => (line, column),
            other => panic!("{other:?}"),
        }
    }

    // A-02: the documented shape.
    #[test]
    fn a02_policy_file_shape() {
        let p = parse_text(
            r#"{"allow": ["web_fetch(docs.rs)", "web_search"], "deny": ["web_fetch(*.ru)"]}"#,
            Origin::User,
        )
        .unwrap();
        assert_eq!(p.allow.len(), 2);
        assert_eq!(p.deny[0].to_string(), "web_fetch(*.ru)");
        assert!(parse_text("{}", Origin::Flag).unwrap().allow.is_empty());
    }

    // A-02: a --policy file may hold only allow/deny; the error points at the key.
    #[test]
    fn a02_policy_flag_refuses_other_keys() {
        let err = parse_text(
            "{\n  \"allow\": [],\n  \"search\": {\"provider\": \"brave\"}\n}",
            Origin::Flag,
        )
        .unwrap_err();
        assert!(err.to_string().contains("may hold only"), "{err}");
        assert_eq!(position(err), (3, 3));
    }

    // G-05: malformed JSON, wrong types and bad rules name line and column.
    #[test]
    fn g05_malformed_policy_names_line_and_column() {
        assert_eq!(
            position(parse_text("{\"allow\": [\"docs.rs\",]}", Origin::User).unwrap_err()),
            (1, 22)
        );
        assert_eq!(
            position(parse_text("{\n\"allow\": \"docs.rs\"}", Origin::User).unwrap_err()),
            (2, 1)
        );
        assert_eq!(
            position(
                parse_text("{\"allow\": [\n  \"https://docs.rs\"\n]}", Origin::User).unwrap_err()
            ),
            (2, 3)
        );
        assert!(parse_text("[]", Origin::User).is_err());
        assert!(parse_text("", Origin::User).is_err());
    }

    // K-05: add keeps other content, refuses duplicates, never overwrites a broken file.
    #[test]
    fn k05_add_rule_keeps_content_and_skips_duplicates() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cfg/policy.json");
        let rule = |t| Rule::parse(t).unwrap();
        assert_eq!(
            add_rule(&path, List::Allow, &rule("docs.rs")).unwrap(),
            Added::Added
        );
        assert_eq!(
            add_rule(&path, List::Allow, &rule("web_fetch(DOCS.RS)")).unwrap(),
            Added::AlreadyThere
        );
        std::fs::write(&path, "{\"deny\": [\"*.ru\"], \"allow\": [\"docs.rs\"]}").unwrap();
        add_rule(&path, List::Allow, &rule("*.github.com")).unwrap();
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let keys: Vec<_> = v.as_object().unwrap().keys().cloned().collect();
        assert_eq!(keys, ["deny", "allow"]);
        assert_eq!(v["deny"][0], "*.ru");
        assert_eq!(v["allow"][1], "web_fetch(*.github.com)");
        std::fs::write(&path, "{\"allow\": [").unwrap();
        assert!(add_rule(&path, List::Allow, &rule("x.org")).is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"allow\": [");
    }
}
