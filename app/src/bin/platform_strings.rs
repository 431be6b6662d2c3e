//! Writes the platform string files generated from the catalogs (issue 10): the Android
//! `values-xx/strings.xml` and `xml/locales_config.xml`, the iOS `InfoPlist.xcstrings`. Run
//! from anywhere in the repository after changing a catalog's `os-…` messages:
//! `cargo run -p dl-app --bin platform_strings`. Each file is read first and written only
//! when its content changes; the test `platform_strings_are_up_to_date` checks the result.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut failed = false;
    for (path, content) in dl_app::l10n::platform::generated_files() {
        let file = root.join(&path);
        let current = std::fs::read_to_string(&file).ok();
        if current.as_deref() == Some(content.as_str()) {
            println!("unchanged {path}");
            continue;
        }
        let written = file
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&file, &content));
        match written {
            Ok(()) => println!("wrote     {path}"),
            Err(e) => {
                eprintln!("cannot write {path}: {e}");
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
