//! The pseudo-locale `en-XA`: every catalog text accented and 40 % longer (issue 10).

use super::samples::every_text;
use crate::l10n::{Arg, Label, Language, Localizer, Text, EXPANSION};

fn has_verbatim(text: &Text) -> bool {
    text.args().iter().any(|(_, arg)| match arg {
        Arg::Verbatim(_) => true,
        Arg::Nested(inner) => has_verbatim(inner),
        Arg::Key(_) | Arg::Number(_) => false,
    })
}

#[test]
fn every_label_is_forty_percent_longer_and_accented() {
    let english = Localizer::for_language(Language::En);
    let pseudo = Localizer::new(&["en-XA"]);
    assert_eq!(pseudo.language(), Language::Pseudo);
    assert_eq!(pseudo.language().tag(), "en-XA");
    for label in Label::ALL {
        let (en, ps) = (english.tr(label), pseudo.tr(label));
        let (en_chars, ps_chars) = (en.chars().count(), ps.chars().count());
        assert!(
            ps_chars as f64 >= en_chars as f64 * (1.0 + EXPANSION),
            "{label:?}: “{ps}” ({ps_chars}) for “{en}” ({en_chars})"
        );
    }
}

/// No text from the catalogs keeps a plain Latin letter: a plain word on a pseudo-localised
/// screen is a text that does not come from the catalogs.
#[test]
fn no_catalog_text_keeps_a_plain_letter() {
    let pseudo = Localizer::for_language(Language::Pseudo);
    let english = Localizer::for_language(Language::En);
    for text in every_text().iter().filter(|t| !has_verbatim(t)) {
        let out = pseudo.format(text);
        assert!(
            !out.chars().any(|c| c.is_ascii_alphabetic()),
            "{}: “{out}”",
            text.id()
        );
        let en = english.format(text);
        if en.chars().any(char::is_alphabetic) {
            assert!(
                out.chars().count() > en.chars().count(),
                "{}: not longer",
                text.id()
            );
        }
    }
}

#[test]
fn arguments_are_not_transformed() {
    let pseudo = Localizer::for_language(Language::Pseudo);
    let out = pseudo.format(&crate::l10n::screen::share_position("Octopus", true));
    assert!(out.contains("Octopus"), "{out}");
    let out = pseudo.format(&crate::l10n::screen::panel_turn(1234));
    assert!(out.contains("1,234"), "{out}");
}
