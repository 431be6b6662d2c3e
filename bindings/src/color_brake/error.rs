//! Color Brake's error across the FFI: a game length outside C2's choices or a saved game that
//! cannot become a game, with its stable code and typed details. A sibling of `DlError` (its
//! details are Color Brake's own types, and the shells' exhaustive handling of `DlError` stays
//! as it is).

use dl_color_brake::length::{MAX_ROUNDS, MAX_TARGET};
use dl_color_brake::record::RecordError;
use dl_color_brake::LengthError;

use super::model::{ColorBrakeAction, ColorBrakeRefusal};

/// The typed fields of a Color Brake error (a length outside C2, a refused saved game:
/// `dl_color_brake::record::RecordError`); each is set only where the error has it. The
/// localiser formats the message from the code and these.
#[derive(Clone, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeErrorDetails {
    /// The 1-based line of a JSON problem (`record_json_…`).
    pub line: Option<u64>,
    /// The 1-based column of a JSON problem (`record_json_…`).
    pub column: Option<u64>,
    /// The 0-based index of an action in the file's list.
    pub index: Option<u64>,
    /// How many actions the file holds (`record_too_many_actions`).
    pub count: Option<u64>,
    /// The limit passed: bytes, actions, rounds or a target score.
    pub limit: Option<u64>,
    /// The newer format version found (`record_newer_version`).
    pub version: Option<u64>,
    /// A number of rounds or a target found outside C2's choices (`length_bad_…`).
    pub number: Option<u64>,
    /// Text found in the file (at most 64 characters): another game's name
    /// (`record_wrong_game`) or an action that is not one (`record_bad_action`).
    pub found: Option<String>,
    /// The action the rules refuse (`record_illegal_action`).
    pub action: Option<ColorBrakeAction>,
    /// Why the rules refuse it (`record_illegal_action`).
    pub refusal: Option<ColorBrakeRefusal>,
}

fn wide(n: usize) -> Option<u64> {
    Some(u64::try_from(n).unwrap_or(u64::MAX))
}

/// The value found and the limit of a length outside C2's choices.
fn length_numbers(e: LengthError) -> (u64, u64) {
    match e {
        LengthError::BadRounds(n) => (n.into(), MAX_ROUNDS.into()),
        LengthError::BadTarget(n) => (n.into(), MAX_TARGET.into()),
    }
}

impl From<&RecordError> for ColorBrakeErrorDetails {
    fn from(e: &RecordError) -> Self {
        let none = ColorBrakeErrorDetails::default();
        match e {
            RecordError::TooLarge { limit } => ColorBrakeErrorDetails {
                limit: wide(*limit),
                ..none
            },
            RecordError::Json { line, column, .. } => ColorBrakeErrorDetails {
                line: wide(*line),
                column: wide(*column),
                ..none
            },
            RecordError::WrongGame { found } => ColorBrakeErrorDetails {
                found: Some(found.clone()),
                ..none
            },
            RecordError::NewerVersion { found } => ColorBrakeErrorDetails {
                version: Some(*found),
                ..none
            },
            RecordError::BadLength(length) => {
                let (number, limit) = length_numbers(*length);
                ColorBrakeErrorDetails {
                    number: Some(number),
                    limit: Some(limit),
                    ..none
                }
            }
            RecordError::TooManyActions { count, limit } => ColorBrakeErrorDetails {
                count: wide(*count),
                limit: wide(*limit),
                ..none
            },
            RecordError::BadAction { index, text } => ColorBrakeErrorDetails {
                index: wide(*index),
                found: Some(text.clone()),
                ..none
            },
            RecordError::IllegalAction {
                index,
                action,
                refusal,
            } => ColorBrakeErrorDetails {
                index: wide(*index),
                action: Some((*action).into()),
                refusal: Some((*refusal).into()),
                ..none
            },
            RecordError::NotASavedGame
            | RecordError::BadVersion
            | RecordError::BadSeed
            | RecordError::NoLength => none,
        }
    }
}

/// An input that cannot become a game of Color Brake ABAB. Every variant carries a stable
/// `code`, the typed `details` to format the player's message from, and `english` for logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum ColorBrakeError {
    /// A game length outside C2's choices: `length_bad_rounds`, `length_bad_target`.
    #[error("[{code}] {english}")]
    InvalidArgument {
        /// Stable code.
        code: String,
        /// Typed fields (`number` and `limit`).
        details: ColorBrakeErrorDetails,
        /// English, for logs.
        english: String,
    },
    /// A saved game was refused: `record_…`, `length_…`.
    #[error("[{code}] {english}")]
    InvalidSavedGame {
        /// Stable code.
        code: String,
        /// Typed fields (the action's `index`, the `action` and its `refusal` …).
        details: ColorBrakeErrorDetails,
        /// English, for logs.
        english: String,
    },
}

impl ColorBrakeError {
    /// The stable code of any variant.
    pub fn code(&self) -> &str {
        match self {
            ColorBrakeError::InvalidArgument { code, .. }
            | ColorBrakeError::InvalidSavedGame { code, .. } => code,
        }
    }
}

impl From<RecordError> for ColorBrakeError {
    fn from(e: RecordError) -> Self {
        ColorBrakeError::InvalidSavedGame {
            code: e.code().to_owned(),
            details: (&e).into(),
            english: e.to_string(),
        }
    }
}

impl From<LengthError> for ColorBrakeError {
    fn from(e: LengthError) -> Self {
        let (number, limit) = length_numbers(e);
        ColorBrakeError::InvalidArgument {
            code: e.code().to_owned(),
            details: ColorBrakeErrorDetails {
                number: Some(number),
                limit: Some(limit),
                ..ColorBrakeErrorDetails::default()
            },
            english: e.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dl_color_brake::{Action, Refusal};

    #[test]
    fn a_refused_file_keeps_its_code_and_typed_details() {
        let e = ColorBrakeError::from(RecordError::IllegalAction {
            index: 2,
            action: Action::NextRound,
            refusal: Refusal::RoundNotOver,
        });
        assert_eq!(e.code(), "record_illegal_action");
        let ColorBrakeError::InvalidSavedGame { details, .. } = e else {
            panic!("not a Color Brake saved-game error: {e:?}");
        };
        assert_eq!(details.index, Some(2));
        assert_eq!(details.action, Some(ColorBrakeAction::NextRound));
        assert_eq!(
            details.refusal.map(|r| r.code),
            Some("round_not_over".to_owned())
        );
        let length = ColorBrakeError::from(RecordError::BadLength(LengthError::BadRounds(3)));
        assert_eq!(length.code(), "length_bad_rounds");
        assert!(matches!(
            length,
            ColorBrakeError::InvalidSavedGame { details, .. }
                if details.number == Some(3) && details.limit == Some(20)
        ));
    }

    #[test]
    fn a_length_outside_c2_is_an_invalid_argument_with_its_number() {
        let e = ColorBrakeError::from(LengthError::BadTarget(51));
        assert_eq!(e.code(), "length_bad_target");
        assert!(matches!(
            e,
            ColorBrakeError::InvalidArgument { details, .. }
                if details.number == Some(51) && details.limit == Some(50)
        ));
    }
}
