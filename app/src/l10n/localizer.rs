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
    pointer: Pointer,
    bundle: Bundle,
    /// The English bundle, when the chosen language is another one.
    fallback: Option<Bundle>,
}

/// How the player points at the board: a text that names a gesture ("double-tap two
/// stones") has a keyboard form, the message of the same id with `-keyboard` after it ("press
/// enter on two stones"), chosen when the player uses the keys.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pointer {
    /// Touches (the phones).
    #[default]
    Touch,
    /// Keys and a mouse (the terminal).
    Keyboard,
}

/// What a message's keyboard form is called: its id with this after it.
pub const KEYBOARD_SUFFIX: &str = "-keyboard";

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
            pointer: Pointer::Touch,
            bundle: bundle(language),
            fallback,
        }
    }

    /// This localizer with the texts that name a gesture in `pointer`'s form.
    pub fn with_pointer(mut self, pointer: Pointer) -> Localizer {
        self.pointer = pointer;
        self
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
        let keyboard_id = format!("{}{KEYBOARD_SUFFIX}", text.id());
        let ids: &[&str] = match self.pointer {
            Pointer::Keyboard => &[keyboard_id.as_str(), text.id()],
            Pointer::Touch => &[text.id()],
        };
        let found = [Some(&self.bundle), self.fallback.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|b| {
                ids.iter()
                    .find_map(|id| Some((b, b.get_message(id)?.value()?)))
            });
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
