//! Issue 21 §16: one word for a round in each language (GLOSSARY.md, "round"): the title's
//! "4 rounds" and the panel's "Round 1/4" name the same thing with the same word, and the
//! words the catalogs used for it before ("Set", セット, 세트, Satz, …) are gone.

use crate::l10n::screen::{new_game_rounds, panel_set};
use crate::l10n::{Language, Localizer};

/// The glossary's word for "round" in each language, as the texts write it.
fn round_word(language: Language) -> &'static str {
    match language {
        Language::En => "round",
        Language::De => "runde",
        Language::Fr => "manche",
        Language::It => "round",
        Language::Uk => "раунд",
        Language::Es => "ronda",
        Language::Pt => "rodada",
        Language::Ja => "ラウンド",
        Language::ZhHans => "轮",
        Language::Ko => "라운드",
        Language::Pseudo => "round",
    }
}

/// The words for a set of stones the panels used before, none of which may come back.
const OLD_WORDS: [&str; 8] = [
    "set",
    "セット",
    "세트",
    "satz",
    "tanda",
    "lote",
    "набір",
    "组",
];

#[test]
fn the_title_and_the_panel_use_the_same_word_for_a_round_in_every_language() {
    for language in Language::ALL {
        let l = Localizer::for_language(language);
        let word = round_word(language);
        let title = l.format(&new_game_rounds(4)).to_lowercase();
        let panel = l.format(&panel_set(1, 4)).to_lowercase();
        for (what, text) in [("title", &title), ("panel", &panel)] {
            assert!(
                text.contains(word),
                "{}: the {what}'s {text:?} lacks {word:?}",
                language.tag()
            );
            for old in OLD_WORDS {
                assert!(
                    !text.contains(old),
                    "{}: {text:?} says {old:?}",
                    language.tag()
                );
            }
        }
        assert!(
            panel.contains('1') && panel.contains('4'),
            "{}: {panel}",
            language.tag()
        );
    }
}

#[test]
fn no_text_about_rounds_says_set_in_japanese_or_korean() {
    let ids = [
        "panel-set",
        "event-set-received",
        "rules-sets-title",
        "rules-sets-1",
        "rules-sets-2",
        "rules-sets-example",
        "terminal-new-game-selected",
        "terminal-help-rounds",
    ];
    for language in [Language::Ja, Language::Ko] {
        let source = crate::l10n::catalog_source(language);
        for line in source.lines() {
            let Some((id, text)) = line.split_once(" = ") else {
                continue;
            };
            if ids.contains(&id) {
                for old in ["Set", "セット", "세트"] {
                    assert!(!text.contains(old), "{}: {id} says {old}", language.tag());
                }
            }
        }
    }
}
