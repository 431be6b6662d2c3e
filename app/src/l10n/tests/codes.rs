//! Every stable code of the Rust side has a message: the codes are read from the bodies of the
//! `fn code` methods in the sources of the three game crates and of `dl-app` (whose store and
//! share codes land beside this), so a new code without a text fails here (issue 10), and so
//! does a new type with codes until it is said below where its texts go.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::ast::Catalog;
use crate::l10n::{message_id, Language};

/// Where a type's codes go in the catalogs.
enum Destination {
    /// Message ids `<prefix>-<code>`.
    Prefix(&'static str),
    /// Message ids that are the codes themselves (`share_result` → `share-result`).
    Same,
    /// Selector keys of one message (`[code]` in its variants).
    Keys(&'static str),
    /// Never shown to a player: the codes of random playouts (tests and the computer), of
    /// explicit deal orders (never read from a file), and names written into files.
    Internal,
}

/// The destination of the codes of `impl <type>` in `krate`.
fn destination(krate: &str, type_name: &str) -> Option<Destination> {
    use Destination::*;
    Some(match (krate, type_name) {
        ("core", "Message") => Prefix("status"),
        ("core", "Refusal") => Prefix("refusal"),
        ("core", "Problem") => Prefix("problem"),
        ("core", "LinkField") => Keys("error-link-bad-value"),
        (
            "core",
            "JsonProblem" | "PositionProblem" | "PositionCsvProblem" | "PositionCsvError"
            | "StartError" | "RecordError" | "LinkError" | "WebImportError" | "OpenError"
            | "EditError",
        ) => Prefix("error"),
        ("core", "PlayoutTooLong") => Internal,
        ("discorder", "Message") => Prefix("discorder-status"),
        ("discorder", "Tool") => Prefix("discorder-tool"),
        ("discorder", "Refusal") => Prefix("discorder-refusal"),
        ("discorder", "RecordError") => Prefix("discorder-error"),
        ("discorder", "PlayoutError") => Internal,
        ("color-brake", "Message") => Prefix("colorbrake-status"),
        ("color-brake", "Refusal") => Prefix("colorbrake-refusal"),
        ("color-brake", "RecordError" | "LengthError") => Prefix("colorbrake-error"),
        ("color-brake", "DealError") => Internal,
        // dl-app's store, receiving, sharing and picture (issue 9; their branches were not on
        // main when this was written: a type renamed there shows up here as new).
        (
            "app",
            "StoreError" | "Unreadable" | "ImportRefusal" | "FileError" | "ReceiveError"
            | "ShareError" | "WriteError" | "PictureError" | "ReplayError",
        ) => Prefix("error"),
        ("app", "ShareMessage") => Same,
        ("app", "GameKind") => Internal,
        _ => return None,
    })
}

/// The `.rs` files under `dir`, recursively, without test modules.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        panic!("cannot read {}", dir.display());
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n == "tests") {
                continue;
            }
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// The string literals in the body of every `fn code(` of `source`, with the type of the
/// `impl` block it is in.
fn code_bodies(source: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for (start, _) in source.match_indices("fn code(") {
        let type_name = impl_type(&source[..start]);
        let Some(open) = source[start..].find('{').map(|i| start + i) else {
            continue;
        };
        // A declaration without a body (a trait's) ends with `;` before any `{`.
        if source[start..open].contains(';') {
            continue;
        }
        let mut depth = 0usize;
        let mut end = open;
        for (i, c) in source[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let body = &source[open..end];
        let literals = body
            .split('"')
            .skip(1)
            .step_by(2)
            .map(str::to_owned)
            .collect();
        out.push((type_name, literals));
    }
    out
}

/// The type of the last `impl` block begun in `before`: the word after `for` when there is
/// one (`impl Detailed for JsonProblem {` → `JsonProblem`), else after `impl`.
fn impl_type(before: &str) -> String {
    let Some(at) = before.rfind("\nimpl ") else {
        return String::new();
    };
    let line = before[at + 1..].split('{').next().unwrap_or_default();
    let words: Vec<&str> = line.split_whitespace().collect();
    let name = match words.iter().position(|w| *w == "for") {
        Some(i) => words.get(i + 1),
        None => words.get(1),
    };
    name.map(|n| n.split('<').next().unwrap_or_default().to_owned())
        .unwrap_or_default()
}

/// The source lines of message `id` in `catalog`: its first line and the indented ones after.
fn message_source<'a>(catalog: &'a str, id: &str) -> Option<&'a str> {
    let start = catalog.find(&format!("\n{id} ="))? + 1;
    let rest = &catalog[start..];
    let end = rest
        .match_indices('\n')
        .map(|(i, _)| i + 1)
        .find(|&i| !rest[i..].starts_with(' '))
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

/// Every (crate, type, code) of the three game crates and `dl-app`.
fn codes() -> Vec<(&'static str, String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    for krate in ["core", "discorder", "color-brake", "app"] {
        for file in sources(&root.join(krate).join("src")) {
            let Ok(source) = std::fs::read_to_string(&file) else {
                panic!("cannot read {}", file.display());
            };
            for (type_name, literals) in code_bodies(&source) {
                for code in literals {
                    out.push((krate, type_name.clone(), code));
                }
            }
        }
    }
    out
}

#[test]
fn the_sources_give_codes_of_every_kind() {
    let codes = codes();
    let count = |krate: &str, type_name: &str| {
        codes
            .iter()
            .filter(|(k, t, _)| *k == krate && t == type_name)
            .count()
    };
    assert_eq!(
        count("core", "Refusal"),
        22,
        "R4–R8, R11, and the three of a game against the computer (issue 11)"
    );
    assert!(count("core", "PositionCsvProblem") >= 15);
    assert!(count("discorder", "Refusal") >= 11);
    assert!(count("color-brake", "Refusal") >= 17);
}

#[test]
fn every_code_of_the_rust_side_has_a_message() {
    let en = Catalog::of(Language::En);
    let mut missing = BTreeSet::new();
    for (krate, type_name, code) in codes() {
        match destination(krate, &type_name) {
            Some(Destination::Prefix(prefix)) => {
                let id = message_id(prefix, &code);
                if !en.messages.contains_key(&id) {
                    missing.insert(format!("{krate} {type_name}::code \"{code}\": no {id}"));
                }
            }
            Some(Destination::Same) => {
                let id = code.replace('_', "-");
                if !en.messages.contains_key(&id) {
                    missing.insert(format!("{krate} {type_name}::code \"{code}\": no {id}"));
                }
            }
            Some(Destination::Keys(id)) => {
                let keyed = message_source(crate::l10n::catalog_source(Language::En), id)
                    .is_some_and(|m| m.contains(&format!("[{code}]")));
                if !keyed {
                    missing.insert(format!(
                        "{krate} {type_name}::code \"{code}\": no [{code}] in {id}"
                    ));
                }
            }
            Some(Destination::Internal) => {}
            None => {
                missing.insert(format!(
                    "{krate} {type_name}: a new type with codes; say where its texts go in tests/codes.rs"
                ));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}
