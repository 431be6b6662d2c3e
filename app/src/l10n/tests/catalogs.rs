//! The ten catalogs against each other and against the samples.

use std::collections::BTreeSet;

use super::ast::Catalog;
use super::samples::every_text;
use crate::l10n::{Arg, Language, Localizer, Pointer, Text, KEYBOARD_SUFFIX};

/// Messages whose literal text is rightly the same as the English one in a language: the
/// names of the other two games, and words that language shares with English — "OK", "Menu",
/// "Name", "Total", "point", "Cursor", and "Round", the glossary's Italian word for a round.
const SAME_AS_ENGLISH: &[(&str, &str)] = &[
    ("*", "discorder-name"),
    ("*", "colorbrake-name"),
    ("it", "panel-computer-player"),
    ("it", "discorder-computer-player"),
    ("it", "colorbrake-computer-seat"),
    ("de", "button-ok"),
    ("fr", "button-ok"),
    ("it", "button-ok"),
    ("pt", "button-ok"),
    ("uk", "button-ok"),
    ("ja", "button-ok"),
    ("fr", "button-menu"),
    ("pt", "button-menu"),
    ("de", "editor-name"),
    ("fr", "panel-total"),
    ("es", "panel-total"),
    ("pt", "panel-total"),
    ("fr", "discorder-points"),
    ("it", "panel-set"),
    ("it", "colorbrake-round"),
    // The Tank keeps its English name in the Latin-script catalogs, as their rules do.
    ("de", "colorbrake-tank"),
    ("fr", "colorbrake-tank"),
    ("it", "colorbrake-tank"),
    ("es", "colorbrake-tank"),
    ("pt", "colorbrake-tank"),
    ("de", "terminal-cursor"),
    ("es", "terminal-cursor"),
    ("pt", "terminal-cursor"),
    // Key names as these languages' keyboards print them.
    ("fr", "terminal-key-save"),
    ("fr", "terminal-key-tab"),
    ("it", "terminal-key-esc"),
    ("it", "terminal-key-save"),
    ("it", "terminal-key-tab"),
    ("es", "terminal-key-esc"),
    ("es", "terminal-key-save"),
    ("es", "terminal-key-tab"),
    ("pt", "terminal-key-enter"),
    ("pt", "terminal-key-esc"),
    ("pt", "terminal-key-save"),
    ("pt", "terminal-key-tab"),
];

#[test]
fn every_catalog_parses_cleanly() {
    for language in Language::ALL {
        let catalog = Catalog::of(language);
        assert!(
            catalog.errors.is_empty(),
            "{}: {:#?}",
            language.tag(),
            catalog.errors
        );
        for (id, written) in &catalog.messages {
            assert!(written.has_value, "{} {id}: no value", language.tag());
            assert!(
                !written.has_attributes,
                "{} {id}: attributes are not used",
                language.tag()
            );
        }
    }
}

/// Every message of the English catalog exists in every language, none is extra, and each
/// uses exactly the variables of the English one (counting those of the messages it
/// references): no missing, no extra, no unknown variable.
#[test]
fn every_message_exists_in_all_ten_languages_with_the_same_variables() {
    let en = Catalog::of(Language::En);
    assert!(en.messages.len() > 350, "{}", en.messages.len());
    let mut problems = Vec::new();
    for language in Language::ALL {
        let catalog = Catalog::of(language);
        let ids: BTreeSet<&String> = catalog.messages.keys().collect();
        let en_ids: BTreeSet<&String> = en.messages.keys().collect();
        for id in en_ids.difference(&ids) {
            problems.push(format!("{}: missing {id}", language.tag()));
        }
        for id in ids.difference(&en_ids) {
            problems.push(format!("{}: extra {id}", language.tag()));
        }
        for id in ids.intersection(&en_ids) {
            let (theirs, ours) = (catalog.variables(id), en.variables(id));
            if theirs != ours {
                problems.push(format!(
                    "{} {id}: variables {theirs:?}, English has {ours:?}",
                    language.tag()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn every_reference_in_a_catalog_is_defined_there() {
    for language in Language::ALL {
        let catalog = Catalog::of(language);
        for (id, written) in catalog.messages.iter().chain(&catalog.terms) {
            for message in &written.messages {
                assert!(
                    catalog.messages.contains_key(message),
                    "{} {id}: no message {message}",
                    language.tag()
                );
            }
            for term in &written.terms {
                assert!(
                    catalog.terms.contains_key(term),
                    "{} {id}: no term -{term}",
                    language.tag()
                );
            }
        }
    }
}

/// No text of another catalog is the English one, except the allowed loanwords.
#[test]
fn no_text_is_left_in_english() {
    let en = Catalog::of(Language::En);
    let mut problems = Vec::new();
    for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
        let catalog = Catalog::of(language);
        for (id, written) in &catalog.messages {
            let Some(english) = en.messages.get(id) else {
                continue;
            };
            let allowed = SAME_AS_ENGLISH
                .iter()
                .any(|(tag, allowed)| (*tag == "*" || *tag == language.tag()) && allowed == id);
            let same =
                written.text == english.text && written.text.chars().any(char::is_alphabetic);
            if same && !allowed {
                problems.push(format!(
                    "{} {id}: “{}” as in English",
                    language.tag(),
                    written.text
                ));
            }
            if allowed && !same {
                problems.push(format!(
                    "{} {id}: allowed as English but translated: drop it from the list",
                    language.tag()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

fn ids(text: &Text, out: &mut BTreeSet<String>) {
    out.insert(text.id().to_owned());
    for (_, arg) in text.args() {
        if let Arg::Nested(inner) = arg {
            ids(inner, out);
        }
    }
}

/// Every sample formats in every language, in its touch and its keyboard form, without a
/// missing message, argument or reference.
#[test]
fn every_sample_formats_in_every_language_without_a_problem() {
    let samples = every_text();
    let mut problems = Vec::new();
    let languages = Language::ALL.into_iter().chain([Language::Pseudo]);
    for (language, pointer) in languages.flat_map(|l| [(l, Pointer::Touch), (l, Pointer::Keyboard)])
    {
        let localizer = Localizer::for_language(language).with_pointer(pointer);
        for text in &samples {
            let (out, errors) = localizer.format_with_errors(text);
            if !errors.is_empty() || out.trim().is_empty() {
                problems.push(format!(
                    "{} {}: {errors:?} “{out}”",
                    language.tag(),
                    text.id()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// The samples use every message of the catalogs (directly, nested or referenced), so each
/// message is formatted by the test above: no message without a use, none left untested.
#[test]
fn the_samples_use_every_message() {
    let en = Catalog::of(Language::En);
    let mut used = BTreeSet::new();
    for text in every_text() {
        ids(&text, &mut used);
    }
    // A message's keyboard form is formatted with the same sample by a keyboard localizer.
    let keyboard: Vec<String> = used
        .iter()
        .map(|id| format!("{id}{KEYBOARD_SUFFIX}"))
        .filter(|id| en.messages.contains_key(id))
        .collect();
    used.extend(keyboard);
    let referenced: Vec<String> = used.iter().flat_map(|id| en.references(id)).collect();
    used.extend(referenced);
    let unused: Vec<&String> = en
        .messages
        .keys()
        .filter(|id| !used.contains(*id))
        .collect();
    assert!(
        unused.is_empty(),
        "catalog messages no sample uses: {unused:#?}"
    );
    let unknown: Vec<&String> = used
        .iter()
        .filter(|id| !en.messages.contains_key(*id))
        .collect();
    assert!(
        unknown.is_empty(),
        "samples use messages the catalog lacks: {unknown:#?}"
    );
}

/// A text that names a gesture has its keyboard form in every language, with the same
/// variables, and no keyboard form stands without the message it replaces.
#[test]
fn keyboard_forms_match_their_messages_in_every_language() {
    let en = Catalog::of(Language::En);
    let forms: Vec<&String> = en
        .messages
        .keys()
        .filter(|id| id.ends_with(KEYBOARD_SUFFIX))
        .collect();
    assert!(forms.len() >= 5, "the gestures' keyboard forms: {forms:?}");
    let mut problems = Vec::new();
    for language in Language::ALL {
        let catalog = Catalog::of(language);
        for form in &forms {
            let base = form.trim_end_matches(KEYBOARD_SUFFIX);
            if !catalog.messages.contains_key(*form) {
                problems.push(format!("{} has no {form}", language.tag()));
            } else if catalog.variables(form) != catalog.variables(base) {
                problems.push(format!(
                    "{} {form}: other variables than {base}",
                    language.tag()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
    let keys = Localizer::for_language(Language::De).with_pointer(Pointer::Keyboard);
    let touch = Localizer::for_language(Language::De);
    let text = Text::new("status-ring-other-end");
    assert_eq!(
        keys.format(&text),
        "Drücke Enter auf dem Stein am anderen Ende der Brücke."
    );
    assert_eq!(
        touch.format(&text),
        "Tippe doppelt auf den Stein am anderen Ende der Brücke."
    );
    let plain = Text::new("button-undo");
    assert_eq!(
        keys.format(&plain),
        touch.format(&plain),
        "no keyboard form: the message"
    );
}
