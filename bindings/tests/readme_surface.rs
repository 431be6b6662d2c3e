//! `bindings/README.md` matches the exported surface (issue 8, issue 15, issue 19): every
//! function, method, object, foreign trait and error this crate exports through uniffi (`DlApp`,
//! `ChangeListener`, `LaunchFailure`, `initLogging`) is documented there (by its Kotlin name),
//! and every name the README's surface tables and lists lead with is exported.

use std::collections::BTreeSet;

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
const README: &str = include_str!("../README.md");

/// `select_color` → `selectColor`, as uniffi names it in Kotlin and Swift.
fn camel(name: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in name.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

fn has_attr(attrs: &[syn::Attribute], path: &str) -> bool {
    attrs.iter().any(|a| {
        let p = &a.path().segments;
        p.iter()
            .map(|s| s.ident.to_string())
            .collect::<Vec<_>>()
            .join("::")
            == path
    })
}

fn derives_uniffi(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("derive"))
        .any(|a| {
            let mut found = false;
            let _ = a.parse_nested_meta(|meta| {
                let p: Vec<String> = meta
                    .path
                    .segments
                    .iter()
                    .map(|s| s.ident.to_string())
                    .collect();
                if p.first().map(String::as_str) == Some("uniffi") {
                    found = true;
                }
                Ok(())
            });
            found
        })
}

/// Every Rust source file under `dir`, its subdirectories (a module's files) included.
fn sources(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// The exported names: (functions and methods in camelCase, types, enum variants).
fn surface() -> (BTreeSet<String>, BTreeSet<String>, BTreeSet<String>) {
    let (mut callables, mut types, mut variants) =
        (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
    for path in sources(std::path::Path::new(SRC)) {
        let file = syn::parse_file(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for item in file.items {
            match item {
                syn::Item::Fn(f) if has_attr(&f.attrs, "uniffi::export") => {
                    callables.insert(camel(&f.sig.ident.to_string()));
                }
                syn::Item::Impl(i) if has_attr(&i.attrs, "uniffi::export") => {
                    for member in i.items {
                        if let syn::ImplItem::Fn(f) = member {
                            if matches!(f.vis, syn::Visibility::Public(_)) {
                                callables.insert(camel(&f.sig.ident.to_string()));
                            }
                        }
                    }
                }
                // A foreign trait (`#[uniffi::export(with_foreign)]`): the shell implements it.
                syn::Item::Trait(t) if has_attr(&t.attrs, "uniffi::export") => {
                    types.insert(t.ident.to_string());
                    for member in t.items {
                        if let syn::TraitItem::Fn(f) = member {
                            callables.insert(camel(&f.sig.ident.to_string()));
                        }
                    }
                }
                syn::Item::Struct(s) if derives_uniffi(&s.attrs) => {
                    types.insert(s.ident.to_string());
                }
                syn::Item::Enum(e) if derives_uniffi(&e.attrs) => {
                    types.insert(e.ident.to_string());
                    variants.extend(e.variants.iter().map(|v| v.ident.to_string()));
                }
                _ => {}
            }
        }
    }
    (callables, types, variants)
}

/// Whether the README shows `name` in backticks, alone or followed by `(`, `:` or a space.
fn documented(name: &str) -> bool {
    README.match_indices(&format!("`{name}")).any(|(i, m)| {
        README[i + m.len()..]
            .chars()
            .next()
            .is_some_and(|c| !c.is_alphanumeric() && c != '_')
    })
}

#[test]
fn every_exported_item_is_documented_in_the_readme() {
    let (callables, types, _) = surface();
    // DlApp's constructor and four methods, the listener's method, initLogging; DlApp,
    // ChangeListener and LaunchFailure.
    assert!(
        callables.len() >= 7 && types.len() >= 3,
        "{callables:?} {types:?}"
    );
    let missing: Vec<&String> = callables
        .iter()
        .chain(&types)
        .filter(|name| !documented(name))
        .collect();
    assert!(missing.is_empty(), "not in bindings/README.md: {missing:?}");
}

#[test]
fn everything_the_readme_lists_is_exported() {
    let (callables, types, variants) = surface();
    let start = README.find("## Exported surface").unwrap();
    // The section runs to the next `## ` heading.
    let end = README[start + 1..]
        .find("\n## ")
        .map_or(README.len(), |i| start + 1 + i);
    let section = &README[start..end];
    let mut listed = Vec::new();
    for line in section.lines() {
        // The first column of a table row, or the lead of a list item.
        let lead = line
            .strip_prefix("| `")
            .or_else(|| line.strip_prefix("- `"));
        if let Some(rest) = lead {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            listed.push(name);
        }
    }
    assert!(listed.len() >= 8, "{listed:?}");
    let unknown: Vec<&String> = listed
        .iter()
        .filter(|n| !callables.contains(*n) && !types.contains(*n) && !variants.contains(*n))
        .collect();
    assert!(unknown.is_empty(), "listed but not exported: {unknown:?}");
}
