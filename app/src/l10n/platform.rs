//! The few strings the operating system shows without the app running — the app's name, the
//! labels of its link and share intents, its document types — generated from the catalogs
//! into the platforms' own files (PLATFORMS.md): Android `values-xx/strings.xml` and
//! `xml/locales_config.xml`, iOS `InfoPlist.xcstrings`. `cargo run -p dl-app --bin
//! platform_strings` writes them; a test fails when the committed files differ from what the
//! catalogs give.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::language::Language;
use super::localizer::Localizer;
use super::text::Text;

/// The Android string resources the OS shows: resource name and catalog message id.
pub const ANDROID_STRINGS: &[(&str, &str)] = &[
    ("app_name", "os-app-name"),
    ("open_link", "os-open-link"),
    ("document_game", "os-document-game"),
    ("document_position", "os-document-position"),
];

/// Where the generated Android resources live, from the repository's root.
pub const ANDROID_RES: &str = "android/app/src/main/res";
/// Where the generated iOS string catalog lives, from the repository's root.
pub const IOS_INFO_PLIST_STRINGS: &str = "ios/App/InfoPlist.xcstrings";

const GENERATED_BY: &str =
    "Generated from app/locales/*.ftl by `cargo run -p dl-app --bin platform_strings`: do not edit.";
/// The same note for the XML files: an XML comment may not hold two hyphens in a row (aapt2
/// refuses the file), so the command's options are not spelled out.
const XML_GENERATED_BY: &str =
    "Generated from app/locales/*.ftl by the platform_strings program of dl-app: do not edit.";

/// The Android resource directory of `language`: `values` for English (the default),
/// `values-de` …, `values-b+zh+Hans` for Chinese in simplified characters.
pub fn android_values_dir(language: Language) -> String {
    match language {
        Language::En => "values".to_owned(),
        Language::ZhHans => "values-b+zh+Hans".to_owned(),
        other => format!("values-{}", other.tag()),
    }
}

/// Escapes text for an Android string resource: XML entities, and the characters aapt2 reads
/// specially (quotes, backslash, a leading `@` or `?`).
fn android_escape(text: &str) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\'' => out.push_str("\\'"),
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '@' | '?' if i == 0 => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// The `strings.xml` of `language`.
pub fn android_strings_xml(language: Language) -> String {
    let localizer = Localizer::for_language(language);
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    let _ = writeln!(out, "<!-- {XML_GENERATED_BY} -->");
    out.push_str("<resources>\n");
    for (name, id) in ANDROID_STRINGS {
        let text = android_escape(&localizer.format(&Text::new(*id)));
        let _ = writeln!(out, "    <string name=\"{name}\">{text}</string>");
    }
    out.push_str("</resources>\n");
    out
}

/// The `locales_config.xml` listing the ten languages, for the per-app language setting of
/// Android 13 and later.
pub fn android_locales_config() -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    let _ = writeln!(out, "<!-- {XML_GENERATED_BY} -->");
    out.push_str("<locale-config xmlns:android=\"http://schemas.android.com/apk/res/android\">\n");
    for language in Language::ALL {
        let _ = writeln!(out, "    <locale android:name=\"{}\"/>", language.tag());
    }
    out.push_str("</locale-config>\n");
    out
}

/// The keys of `InfoPlist.xcstrings` and the catalog message of each: the bundle's names, and
/// the document type names, whose key is their English text as `Info.plist` writes it
/// (`CFBundleTypeName`, `UTTypeDescription`).
pub fn ios_info_plist_keys() -> Vec<(String, &'static str)> {
    let english = Localizer::for_language(Language::En);
    let mut keys = vec![
        ("CFBundleDisplayName".to_owned(), "os-app-name"),
        ("CFBundleName".to_owned(), "os-app-name"),
        // Asked before online play reaches a phone on the same Wi-Fi (issue 23, ios/README.md).
        (
            "NSLocalNetworkUsageDescription".to_owned(),
            "os-local-network",
        ),
    ];
    for id in ["os-document-game", "os-document-position"] {
        keys.push((english.format(&Text::new(id)), id));
    }
    keys.sort();
    keys
}

/// The iOS string catalog of `Info.plist` (Xcode's `.xcstrings` JSON), English the source
/// language.
pub fn ios_info_plist_xcstrings() -> String {
    let localizers: Vec<Localizer> = Language::ALL
        .into_iter()
        .map(Localizer::for_language)
        .collect();
    // BTreeMaps keep the keys sorted whether or not another crate of the build turns on
    // serde_json's `preserve_order`, so the file is the same from every build.
    let mut strings = BTreeMap::new();
    for (key, id) in ios_info_plist_keys() {
        let mut localizations = BTreeMap::new();
        for localizer in &localizers {
            localizations.insert(
                localizer.language().tag().to_owned(),
                serde_json::json!({
                    "stringUnit": {
                        "state": "translated",
                        "value": localizer.format(&Text::new(id)),
                    }
                }),
            );
        }
        strings.insert(
            key,
            serde_json::json!({
                "comment": GENERATED_BY,
                "extractionState": "manual",
                "localizations": localizations,
            }),
        );
    }
    let catalog = serde_json::json!({
        "sourceLanguage": "en",
        "strings": strings,
        "version": "1.0",
    });
    // Serialising a `Value` cannot fail.
    let mut out = serde_json::to_string_pretty(&catalog).unwrap_or_default();
    out.push('\n');
    out
}

/// Every generated file: its path from the repository's root and its content.
pub fn generated_files() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = Language::ALL
        .into_iter()
        .map(|language| {
            (
                format!("{ANDROID_RES}/{}/strings.xml", android_values_dir(language)),
                android_strings_xml(language),
            )
        })
        .collect();
    files.push((
        format!("{ANDROID_RES}/xml/locales_config.xml"),
        android_locales_config(),
    ));
    files.push((
        IOS_INFO_PLIST_STRINGS.to_owned(),
        ios_info_plist_xcstrings(),
    ));
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn android_text_is_escaped() {
        assert_eq!(android_escape("l'app"), "l\\'app");
        assert_eq!(android_escape("@x ? a & b"), "\\@x ? a &amp; b");
        assert_eq!(android_escape("\"q\""), "\\\"q\\\"");
    }

    /// XML 1.0 section 2.5: "--" must not occur within a comment; aapt2 rejects such a file.
    #[test]
    fn the_xml_files_comments_hold_no_double_hyphen() {
        let mut xml = vec![android_locales_config()];
        xml.extend(Language::ALL.into_iter().map(android_strings_xml));
        for file in xml {
            for comment in file.split("<!--").skip(1) {
                let body = comment.split("-->").next().unwrap_or_default();
                assert!(!body.contains("--"), "{body}");
            }
        }
    }

    #[test]
    fn every_language_has_its_resource_directory() {
        let dirs: Vec<String> = Language::ALL.into_iter().map(android_values_dir).collect();
        assert!(dirs.contains(&"values".to_owned()));
        assert!(dirs.contains(&"values-b+zh+Hans".to_owned()));
        assert!(dirs.contains(&"values-uk".to_owned()));
        let unique: std::collections::BTreeSet<&String> = dirs.iter().collect();
        assert_eq!(unique.len(), 10);
    }

    #[test]
    fn the_ios_catalog_names_the_app_in_every_language() {
        let catalog: serde_json::Value = match serde_json::from_str(&ios_info_plist_xcstrings()) {
            Ok(v) => v,
            Err(e) => panic!("{e}"),
        };
        let names = &catalog["strings"]["CFBundleDisplayName"]["localizations"];
        assert_eq!(names["es"]["stringUnit"]["value"], "Lealtades Divididas");
        assert_eq!(names["zh-Hans"]["stringUnit"]["value"], "Divided Loyalties");
        assert!(catalog["strings"]["Divided Loyalties game"].is_object());
        let pt = &catalog["strings"]["CFBundleName"]["localizations"]["pt"];
        assert_eq!(pt["stringUnit"]["value"], "Lealdades Divididas");
    }
}
