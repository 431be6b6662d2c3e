//! Choosing the language from the player's list (issue 10).

use crate::l10n::{negotiate, Language, Localizer};

fn chosen(requested: &[&str]) -> Language {
    negotiate(requested)
}

#[test]
fn a_region_the_catalogs_lack_chooses_the_language() {
    assert_eq!(chosen(&["de-CH"]), Language::De);
    assert_eq!(chosen(&["pt-BR"]), Language::Pt);
    assert_eq!(chosen(&["pt-PT"]), Language::Pt);
    assert_eq!(chosen(&["en-GB"]), Language::En);
    assert_eq!(chosen(&["fr-CA"]), Language::Fr);
    assert_eq!(chosen(&["es-419"]), Language::Es);
    assert_eq!(chosen(&["it-CH"]), Language::It);
    assert_eq!(chosen(&["ja-JP"]), Language::Ja);
    assert_eq!(chosen(&["ko-KR"]), Language::Ko);
    assert_eq!(chosen(&["uk-UA"]), Language::Uk);
    assert_eq!(chosen(&["DE-ch"]), Language::De, "case does not matter");
    assert_eq!(
        chosen(&["pt_BR"]),
        Language::Pt,
        "Java's Locale.toString() form"
    );
}

/// The terminal passes `LANG` / `LC_ALL` as they are.
#[test]
fn posix_locales_are_read_as_their_language() {
    assert_eq!(chosen(&["de_CH.UTF-8"]), Language::De);
    assert_eq!(chosen(&["pt_BR.utf8"]), Language::Pt);
    assert_eq!(chosen(&["uk_UA.UTF-8@euro"]), Language::Uk);
    assert_eq!(chosen(&["zh_TW.UTF-8"]), Language::ZhHans);
    assert_eq!(chosen(&["C.UTF-8"]), Language::En);
    assert_eq!(chosen(&["POSIX"]), Language::En);
}

#[test]
fn simplified_chinese_is_chosen_by_script_or_by_its_regions() {
    for tag in [
        "zh",
        "zh-Hans",
        "zh-CN",
        "zh-Hans-CN",
        "zh-SG",
        "zh-Hans-HK",
    ] {
        assert_eq!(chosen(&[tag]), Language::ZhHans, "{tag}");
    }
}

/// zh-Hant-TW → zh-Hans only when no other language of the list is available.
#[test]
fn traditional_chinese_falls_back_to_simplified_only_without_a_better_match() {
    assert_eq!(chosen(&["zh-Hant-TW"]), Language::ZhHans);
    assert_eq!(chosen(&["zh-TW"]), Language::ZhHans);
    assert_eq!(chosen(&["zh-HK", "xx"]), Language::ZhHans);
    assert_eq!(chosen(&["zh-Hant-TW", "en-US"]), Language::En);
    assert_eq!(chosen(&["zh-TW", "ja-JP"]), Language::Ja);
}

#[test]
fn the_first_available_language_of_the_list_wins() {
    assert_eq!(chosen(&["nb-NO", "de-AT", "fr"]), Language::De);
    assert_eq!(chosen(&["fr", "de"]), Language::Fr);
    assert_eq!(
        chosen(&["!!", "it"]),
        Language::It,
        "a tag that does not parse is skipped"
    );
}

#[test]
fn an_unknown_or_empty_list_chooses_english() {
    assert_eq!(chosen(&["xx"]), Language::En);
    assert_eq!(chosen(&["nb-NO", "sv"]), Language::En);
    assert_eq!(chosen(&[]), Language::En);
    assert_eq!(chosen(&[""]), Language::En);
}

#[test]
fn en_xa_chooses_the_pseudo_locale_where_it_stands_in_the_list() {
    assert_eq!(chosen(&["en-XA"]), Language::Pseudo);
    assert_eq!(chosen(&["fr", "en-XA"]), Language::Fr);
}

#[test]
fn the_localizer_reports_the_language_chosen() {
    let localizer = Localizer::new(&["de-CH", "en"]);
    assert_eq!(localizer.language(), Language::De);
    assert_eq!(localizer.language().tag(), "de");
    for language in Language::ALL {
        assert_eq!(Language::from_tag(language.tag()), Some(language));
        assert_eq!(Localizer::new(&[language.tag()]).language(), language);
    }
}
