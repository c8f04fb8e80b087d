//! Duplicate keys in a JSON file (G-05): `serde_json::Value` keeps the last of two
//! equal keys and drops the first silently, so `{"deny": ["*"], "deny": []}` would lose the
//! deny rule. This walks the text once, without building anything, and refuses the first
//! object that repeats a key, at the position serde_json reports (just after the repeated key).

use std::collections::HashSet;
use std::fmt;

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};

/// Checks that no object in the JSON `text` holds the same key twice. A syntax error is
/// reported too (by serde_json, with its position); the caller's own parse reports it the same.
pub(crate) fn check(text: &str) -> Result<(), serde_json::Error> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    Unique.deserialize(&mut deserializer)?;
    deserializer.end()
}

/// A value whose objects (at any depth) hold each key once.
struct Unique;

impl<'de> DeserializeSeed<'de> for Unique {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Unique {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut seen = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if !seen.insert(key.clone()) {
                return Err(de::Error::custom(format_args!(
                    "the key \"{key}\" appears twice in one object (a second value would \
                     silently replace the first)"
                )));
            }
            map.next_value_seed(Unique)?;
        }
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq.next_element_seed(Unique)?.is_some() {}
        Ok(())
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }
    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }
    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }
    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }
    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g05_duplicate_keys_are_found_at_any_depth() {
        for ok in [
            r#"{}"#,
            r#"{"a": 1, "b": [1, {"a": 2}], "c": {"a": null}}"#,
            "[]",
            "3",
        ] {
            assert!(check(ok).is_ok(), "{ok}");
        }
        let err = check(r#"{"allow":["docs.rs"],"deny":["*"],"deny":[]}"#).unwrap_err();
        assert!(err.to_string().contains("\"deny\" appears twice"), "{err}");
        assert_eq!((err.line(), err.column()), (1, 40));
        let err = check("{\n  \"web\": {\"x\": 1,\n    \"x\": 2}\n}").unwrap_err();
        assert_eq!(err.line(), 3, "{err}");
        let err = check(r#"[{"a": 1}, {"b": 1, "b": 2}]"#).unwrap_err();
        assert!(err.to_string().contains("\"b\""), "{err}");
    }
}
