//! The platform string files in the repository are exactly what the catalogs give (issue 10):
//! a catalog change without `cargo run -p dl-app --bin platform_strings` fails here, in CI.

use std::path::Path;

#[test]
fn platform_strings_are_up_to_date() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let files = dl_app::l10n::platform::generated_files();
    assert_eq!(
        files.len(),
        12,
        "ten strings.xml, locales_config.xml, InfoPlist.xcstrings"
    );
    let stale: Vec<&String> = files
        .iter()
        .filter(|(path, content)| {
            std::fs::read_to_string(root.join(path)).ok().as_deref() != Some(content.as_str())
        })
        .map(|(path, _)| path)
        .collect();
    assert!(
        stale.is_empty(),
        "out of date (run `cargo run -p dl-app --bin platform_strings`): {stale:#?}"
    );
}
