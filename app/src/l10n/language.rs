//! The ten languages of the catalogs, the pseudo-locale, and the choice of one from the
//! player's list of languages (issue 10).

use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use unic_langid::LanguageIdentifier;

/// A language the app speaks, or the pseudo-locale that tests layouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    /// German.
    De,
    /// English, the fallback.
    En,
    /// French.
    Fr,
    /// Italian.
    It,
    /// Spanish.
    Es,
    /// Portuguese (the Brazilian spelling where the two differ).
    Pt,
    /// Japanese.
    Ja,
    /// Chinese in simplified characters.
    ZhHans,
    /// Ukrainian.
    Uk,
    /// Korean.
    Ko,
    /// The pseudo-locale `en-XA`: every English text accented and 40 % longer, to find texts
    /// that are cut off or not taken from the catalogs.
    Pseudo,
}

impl Language {
    /// The ten languages of the catalogs, in the order of the issue.
    pub const ALL: [Language; 10] = [
        Language::De,
        Language::En,
        Language::Fr,
        Language::It,
        Language::Es,
        Language::Pt,
        Language::Ja,
        Language::ZhHans,
        Language::Uk,
        Language::Ko,
    ];

    /// The BCP 47 tag: `de`, `en`, … `zh-Hans`, `uk`, `ko`, and `en-XA` for the pseudo-locale.
    pub fn tag(self) -> &'static str {
        match self {
            Language::De => "de",
            Language::En => "en",
            Language::Fr => "fr",
            Language::It => "it",
            Language::Es => "es",
            Language::Pt => "pt",
            Language::Ja => "ja",
            Language::ZhHans => "zh-Hans",
            Language::Uk => "uk",
            Language::Ko => "ko",
            Language::Pseudo => PSEUDO_TAG,
        }
    }

    /// The language's name in itself, for the language setting (the same in every catalog).
    pub fn autonym(self) -> &'static str {
        match self {
            Language::De => "Deutsch",
            Language::En => "English",
            Language::Fr => "Français",
            Language::It => "Italiano",
            Language::Es => "Español",
            Language::Pt => "Português",
            Language::Ja => "日本語",
            Language::ZhHans => "简体中文",
            Language::Uk => "Українська",
            Language::Ko => "한국어",
            Language::Pseudo => "[Ƥšéûðö]",
        }
    }

    /// The language of a tag from [`Language::tag`] (exactly, case-insensitively).
    pub fn from_tag(tag: &str) -> Option<Language> {
        Language::ALL
            .into_iter()
            .chain([Language::Pseudo])
            .find(|l| l.tag().eq_ignore_ascii_case(tag))
    }

    /// The language whose catalog a bundle of this language is built from.
    pub(crate) fn catalog_language(self) -> Language {
        match self {
            Language::Pseudo => Language::En,
            other => other,
        }
    }

    fn identifier(self) -> LanguageIdentifier {
        // The tags above are valid BCP 47; `default()` (und) is never reached.
        self.tag().parse().unwrap_or_default()
    }
}

/// The tag that asks for the pseudo-locale (Android's accented pseudo-locale).
pub const PSEUDO_TAG: &str = "en-XA";

/// Chooses the best language for the player's list of BCP 47 tags, most wanted first:
/// - each tag in turn is matched against the ten catalogs (`de-CH` → German, `pt-BR` →
///   Portuguese, `zh-CN` and `zh-SG` → Chinese in simplified characters; a region or variant
///   the catalog lacks does not matter, a different script does);
/// - `en-XA` chooses the pseudo-locale;
/// - when no tag matches, a Chinese tag in traditional characters (`zh-Hant-TW`, `zh-TW`,
///   `zh-HK`) chooses simplified Chinese: a reader of traditional characters reads those
///   better than English, but any other language of the list that the app has comes first
///   (`["zh-Hant-TW", "en-US"]` → English);
/// - otherwise English. Tags that do not parse are skipped; POSIX locales as the terminal's
///   `LANG` gives them (`de_CH.UTF-8`) are read as their language tag.
pub fn negotiate<S: AsRef<str>>(requested: &[S]) -> Language {
    let available: Vec<(LanguageIdentifier, Language)> =
        Language::ALL.iter().map(|l| (l.identifier(), *l)).collect();
    let identifiers: Vec<&LanguageIdentifier> = available.iter().map(|(id, _)| id).collect();
    let mut any_chinese = false;
    for tag in requested {
        let tag = tag.as_ref().trim();
        if tag.eq_ignore_ascii_case(PSEUDO_TAG) {
            return Language::Pseudo;
        }
        // A POSIX locale (`LANG=de_DE.UTF-8`, `sr_RS@latin`) names its language before `.`/`@`.
        let tag = tag.split(['.', '@']).next().unwrap_or_default();
        let Ok(wanted) = tag.replace('_', "-").parse::<LanguageIdentifier>() else {
            continue;
        };
        any_chinese |= wanted.language.as_str() == "zh";
        let found = negotiate_languages(&[wanted], &identifiers, None, NegotiationStrategy::Lookup);
        let chosen = found
            .first()
            .and_then(|best| available.iter().find(|(id, _)| id == **best));
        if let Some((_, language)) = chosen {
            return *language;
        }
    }
    if any_chinese {
        Language::ZhHans
    } else {
        Language::En
    }
}
