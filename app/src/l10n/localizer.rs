//! The localizer: one language chosen from the player's list, formatting any [`Text`].

use fluent_bundle::{FluentArgs, FluentValue};

use super::catalog::{bundle, Bundle};
use super::language::{negotiate, Language};
use super::text::{Arg, Localize, Text};

/// Formats texts in one language. Create it from the player's list of languages (most wanted
/// first, BCP 47 tags such as the platform gives); create a new one when the list changes.
/// A message missing from the chosen catalog comes from the English one.
pub struct Localizer {
    language: Language,
    bundle: Bundle,
    /// The English bundle, when the chosen language is another one.
    fallback: Option<Bundle>,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

impl Localizer {
    /// The localizer for the best language of `requested` (see [`negotiate`]).
    pub fn new<S: AsRef<str>>(requested: &[S]) -> Localizer {
        Localizer::for_language(negotiate(requested))
    }

    /// The localizer of `language`.
    pub fn for_language(language: Language) -> Localizer {
        let fallback = (language.catalog_language() != Language::En).then(|| bundle(Language::En));
        Localizer {
            language,
            bundle: bundle(language),
            fallback,
        }
    }

    /// The language chosen, for the language setting to show.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The text of anything that has one.
    pub fn tr(&self, item: &impl Localize) -> String {
        self.format(&item.text())
    }

    /// `text` in the chosen language. A message that no catalog has gives its id (and a log
    /// line), never a panic.
    pub fn format(&self, text: &Text) -> String {
        let (out, errors) = self.format_with_errors(text);
        if !errors.is_empty() {
            log::warn!("l10n {} {}: {errors:?}", self.language.tag(), text.id());
        }
        out
    }

    /// Short texts joined into one accessibility label with the language's separator
    /// (`a11y-separator`): "column 7, row 4, region S2, yellow stone, ringed".
    pub fn list(&self, parts: &[Text]) -> String {
        let separator = self.format(&Text::new("a11y-separator"));
        let parts: Vec<String> = parts.iter().map(|p| self.format(p)).collect();
        parts.join(&separator)
    }

    /// Whether the chosen catalog or the English one has the message `id`.
    pub fn has_message(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.fallback.as_ref().is_some_and(|b| b.has_message(id))
    }

    /// `text` and every problem met while formatting it (a missing message or argument), for
    /// the catalogs' tests.
    pub fn format_with_errors(&self, text: &Text) -> (String, Vec<String>) {
        let mut problems = Vec::new();
        let mut args = FluentArgs::new();
        for (name, arg) in text.args() {
            let value = match arg {
                Arg::Key(key) => FluentValue::from(key.as_ref()),
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Verbatim(s) => FluentValue::from(s.as_str()),
                Arg::Nested(inner) => {
                    let (nested, errors) = self.format_with_errors(inner);
                    problems.extend(errors);
                    FluentValue::from(nested)
                }
            };
            args.set(name.clone(), value);
        }
        let found = [Some(&self.bundle), self.fallback.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|b| Some((b, b.get_message(text.id())?.value()?)));
        let Some((bundle, pattern)) = found else {
            problems.push(format!("no message {}", text.id()));
            return (text.id().to_owned(), problems);
        };
        let mut errors = Vec::new();
        let out = bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned();
        problems.extend(errors.iter().map(|e| e.to_string()));
        (out, problems)
    }
}
