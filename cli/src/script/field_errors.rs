//! A command's fields refused in words a person reads: which field, and what it takes — not
//! the JSON library's internals ("data did not match any variant of untagged enum …").

use serde::de::DeserializeOwned;
use serde_json::Value;

/// `value` read as `T`, or a sentence naming the field that is wrong and what it takes.
pub(crate) fn read_fields<T: DeserializeOwned>(value: Value) -> Result<T, String> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let field = e.path().to_string();
        let what = explain(&e.inner().to_string());
        if field == "." || field.is_empty() {
            what
        } else {
            format!("\"{field}\": {what}")
        }
    })
}

/// The JSON library's complaint about one field, said plainly.
fn explain(complaint: &str) -> String {
    if complaint.contains("untagged enum PositionKey") {
        return "a position is a number from 1 to 12, a slug, a name or a file ending in .csv"
            .to_owned();
    }
    if let Some(field) = complaint
        .strip_prefix("missing field `")
        .and_then(|rest| rest.split('`').next())
    {
        return format!("the field \"{field}\" is missing");
    }
    if let Some(rest) = complaint.strip_prefix("invalid type: ") {
        let (found, expected) = rest
            .split_once(", expected ")
            .unwrap_or((rest, "another type"));
        return format!(
            "{} where {} is expected",
            found_in_words(found),
            expected_in_words(expected)
        );
    }
    if let Some(rest) = complaint.strip_prefix("invalid value: ") {
        let (found, expected) = rest
            .split_once(", expected ")
            .unwrap_or((rest, "another value"));
        return format!(
            "{} where {} is expected",
            found_in_words(found),
            expected_in_words(expected)
        );
    }
    if let Some(rest) = complaint.strip_prefix("unknown variant `") {
        let (found, expected) = rest
            .split_once("`, expected ")
            .unwrap_or((rest, "another word"));
        return format!("\"{found}\" is not one of {}", expected.replace('`', "\""));
    }
    if let Some(rest) = complaint.strip_prefix("unknown field `") {
        let found = rest.split('`').next().unwrap_or(rest);
        return format!("\"{found}\" is not a field of this command");
    }
    complaint.to_owned()
}

/// A value as the JSON library quotes it (``integer `300` ``), as a person writes it.
fn found_in_words(found: &str) -> String {
    let plain = found.replace('`', "");
    match plain.strip_prefix("integer ") {
        Some(number) => number.to_owned(),
        None => plain,
    }
}

/// A Rust type's name in the JSON library's complaint as a person would say it.
fn expected_in_words(expected: &str) -> String {
    match expected {
        "u8" => "a whole number from 0 to 255".to_owned(),
        "u16" => "a whole number from 0 to 65535".to_owned(),
        "u32" => "a whole number from 0 to 4294967295".to_owned(),
        "u64" | "usize" => "a whole number from 0".to_owned(),
        "i64" | "i32" => "a whole number".to_owned(),
        "a string" | "a boolean" | "a sequence" | "a map" => expected.to_owned(),
        other if other.starts_with("a boolean") || other.starts_with("a string") => {
            other.to_owned()
        }
        other => other.replace('`', "\""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::command::Command;

    fn refusal(line: &str) -> String {
        let value: Value = serde_json::from_str(line).unwrap();
        read_fields::<Command>(value).unwrap_err()
    }

    #[test]
    fn a_position_that_is_neither_number_nor_text_names_what_a_position_is() {
        let said = refusal(r#"{"cmd":"new","position":{"x":1}}"#);
        assert!(!said.contains("untagged"), "{said}");
        assert!(said.contains("a number from 1 to 12"), "{said}");
    }

    #[test]
    fn a_coordinate_too_large_names_the_field_and_the_range() {
        let said = refusal(r#"{"cmd":"place","x":300,"y":1,"color":"red"}"#);
        assert!(!said.contains("u8"), "{said}");
        assert!(said.starts_with("300 where"), "{said}");
        assert!(said.contains("from 0 to 255"), "{said}");
    }

    #[test]
    fn a_missing_field_and_a_wrong_type_are_said_plainly() {
        assert_eq!(
            refusal(r#"{"cmd":"place","y":1,"color":"red"}"#),
            "the field \"x\" is missing"
        );
        let said = refusal(r#"{"cmd":"place","x":"a1","y":1,"color":"red"}"#);
        assert!(said.contains("string \"a1\" where"), "{said}");
        assert!(said.contains("a whole number from 0 to 255"), "{said}");
    }
}
