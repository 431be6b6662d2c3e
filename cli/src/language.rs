//! The terminal's language (issue 10): `--lang TAG` when given, else the POSIX locale of
//! messages (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, the first one set and not empty), chosen
//! among the ten catalogs as dl-app's localizer negotiates (`de_CH.UTF-8` → German, `C` or an
//! unknown language → English, `en-XA` → the pseudo-locale).

use dl_app::l10n::{negotiate, Language, Localizer};

/// The environment variables of the locale of messages, strongest first (POSIX).
pub const LOCALE_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

/// The languages asked for: `flag` (`--lang`) first, then the locale of messages read through
/// `env`.
pub fn requested(flag: Option<&str>, env: impl Fn(&str) -> Option<String>) -> Vec<String> {
    let locale = LOCALE_VARIABLES
        .iter()
        .filter_map(|name| env(name))
        .find(|value| !value.is_empty());
    flag.map(str::to_owned).into_iter().chain(locale).collect()
}

/// The language of this process: `flag`, else the environment's locale of messages.
pub fn chosen(flag: Option<&str>) -> Language {
    negotiate(&requested(flag, |name| std::env::var(name).ok()))
}

/// The localizer of [`chosen`].
pub fn localizer(flag: Option<&str>) -> Localizer {
    Localizer::for_language(chosen(flag))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    #[test]
    fn the_flag_comes_first_then_lc_all_lc_messages_and_lang() {
        let env = [("LANG", "ja_JP.UTF-8"), ("LC_MESSAGES", "de_CH.UTF-8")];
        assert_eq!(negotiate(&requested(None, with_env(&env))), Language::De);
        assert_eq!(
            negotiate(&requested(Some("fr"), with_env(&env))),
            Language::Fr
        );
        let env = [("LANG", "ja_JP.UTF-8"), ("LC_ALL", "")];
        assert_eq!(negotiate(&requested(None, with_env(&env))), Language::Ja);
        let env = [("LANG", "uk_UA.UTF-8"), ("LC_ALL", "pt_BR.UTF-8")];
        assert_eq!(negotiate(&requested(None, with_env(&env))), Language::Pt);
    }

    #[test]
    fn c_unknown_and_nothing_give_english_and_en_xa_the_pseudo_locale() {
        for lang in ["C", "C.UTF-8", "POSIX", "xx_YY", ""] {
            let env = [("LANG", lang)];
            assert_eq!(
                negotiate(&requested(None, with_env(&env))),
                Language::En,
                "{lang}"
            );
        }
        assert_eq!(negotiate(&requested(None, with_env(&[]))), Language::En);
        assert_eq!(
            negotiate(&requested(Some("en-XA"), with_env(&[("LANG", "de_DE")]))),
            Language::Pseudo
        );
        // A flag the catalogs do not have falls back to the environment's language.
        assert_eq!(
            negotiate(&requested(Some("nl"), with_env(&[("LANG", "ko_KR.UTF-8")]))),
            Language::Ko
        );
    }
}
