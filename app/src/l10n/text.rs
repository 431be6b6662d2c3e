//! A text to show, before it is put into words: a catalog message id with typed arguments.
//! Everything a player reads is built as a [`Text`] and formatted by a
//! [`crate::l10n::Localizer`] in the player's language.

use std::borrow::Cow;

/// Longest text quoted from a file or a link in a message ([`Text::quoted`]).
pub const MAX_QUOTED_CHARS: usize = 64;

/// A name that is usually a literal of the code, sometimes text from a shell (through the
/// bindings' `format`).
pub type Name = Cow<'static, str>;

/// One argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A selector key that the catalogs choose a variant by: a player (`blue`), a colour, a
    /// reason code. Never shown as it is.
    Key(Name),
    /// A number, formatted for the language (digit grouping) and used for plural forms.
    Number(i64),
    /// Text from outside the catalogs (a position name, a token found in a file, a link),
    /// shown as it is.
    Verbatim(String),
    /// Another text, formatted first in the same language (a refusal inside an error).
    Nested(Box<Text>),
}

/// A message of the catalogs and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    id: Cow<'static, str>,
    args: Vec<(Name, Arg)>,
}

impl Text {
    /// The message `id` without arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Text {
        Text {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// The message id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The arguments, in the order they were given.
    pub fn args(&self) -> &[(Name, Arg)] {
        &self.args
    }

    /// Adds a selector key (see [`Arg::Key`]).
    pub fn key(mut self, name: impl Into<Name>, key: impl Into<Name>) -> Text {
        self.args.push((name.into(), Arg::Key(key.into())));
        self
    }

    /// Adds a number (see [`Arg::Number`]); one beyond `i64` is shown as the largest.
    pub fn number(mut self, name: impl Into<Name>, value: impl TryInto<i64>) -> Text {
        let value = value.try_into().unwrap_or(i64::MAX);
        self.args.push((name.into(), Arg::Number(value)));
        self
    }

    /// Adds text from outside the catalogs (see [`Arg::Verbatim`]).
    pub fn verbatim(mut self, name: impl Into<Name>, text: impl Into<String>) -> Text {
        self.args.push((name.into(), Arg::Verbatim(text.into())));
        self
    }

    /// Adds text quoted from a file or a link (see [`Arg::Verbatim`]), cut to
    /// [`MAX_QUOTED_CHARS`] characters with an ellipsis: a token in a hostile file can be long.
    pub fn quoted(self, name: impl Into<Name>, text: &str) -> Text {
        let cut = if text.chars().count() <= MAX_QUOTED_CHARS {
            text.to_owned()
        } else {
            let mut cut: String = text.chars().take(MAX_QUOTED_CHARS - 1).collect();
            cut.push('…');
            cut
        };
        self.verbatim(name, cut)
    }

    /// Adds another text, formatted first (see [`Arg::Nested`]).
    pub fn nested(mut self, name: impl Into<Name>, text: Text) -> Text {
        self.args.push((name.into(), Arg::Nested(Box::new(text))));
        self
    }

    /// Adds a grid cell as the 1-based `column` and `row` the catalogs' `cell-position`
    /// shows (the core counts `x` and `y` from 0).
    pub fn cell(self, x: impl Into<i64>, y: impl Into<i64>) -> Text {
        self.number("column", x.into().saturating_add(1))
            .number("row", y.into().saturating_add(1))
    }
}

/// Anything with a text for the player: statuses, refusals, events, errors, labels.
pub trait Localize {
    /// The message and its arguments.
    fn text(&self) -> Text;
}

impl Localize for Text {
    fn text(&self) -> Text {
        self.clone()
    }
}
