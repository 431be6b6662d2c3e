//! Color Brake's errors as `DlError`: a refused saved game as `InvalidColorBrakeSavedGame`,
//! a game length outside C2's choices as `InvalidArgument`, each with its stable code and
//! typed details.

use dl_color_brake::length::{MAX_ROUNDS, MAX_TARGET};
use dl_color_brake::record::RecordError;
use dl_color_brake::LengthError;

use super::model::{ColorBrakeAction, ColorBrakeRefusal};
use crate::error::{DlError, ErrorDetailsModel};

/// The typed fields of a refused Color Brake saved game (`dl_color_brake::record::RecordError`);
/// each is set only where the error has it. The localiser formats the message from the code
/// and these.
#[derive(Clone, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeSavedGameDetails {
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

impl From<&RecordError> for ColorBrakeSavedGameDetails {
    fn from(e: &RecordError) -> Self {
        let none = ColorBrakeSavedGameDetails::default();
        match e {
            RecordError::TooLarge { limit } => ColorBrakeSavedGameDetails {
                limit: wide(*limit),
                ..none
            },
            RecordError::Json { line, column, .. } => ColorBrakeSavedGameDetails {
                line: wide(*line),
                column: wide(*column),
                ..none
            },
            RecordError::WrongGame { found } => ColorBrakeSavedGameDetails {
                found: Some(found.clone()),
                ..none
            },
            RecordError::NewerVersion { found } => ColorBrakeSavedGameDetails {
                version: Some(*found),
                ..none
            },
            RecordError::BadLength(length) => {
                let (number, limit) = length_numbers(*length);
                ColorBrakeSavedGameDetails {
                    number: Some(number),
                    limit: Some(limit),
                    ..none
                }
            }
            RecordError::TooManyActions { count, limit } => ColorBrakeSavedGameDetails {
                count: wide(*count),
                limit: wide(*limit),
                ..none
            },
            RecordError::BadAction { index, text } => ColorBrakeSavedGameDetails {
                index: wide(*index),
                found: Some(text.clone()),
                ..none
            },
            RecordError::IllegalAction {
                index,
                action,
                refusal,
            } => ColorBrakeSavedGameDetails {
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

impl From<RecordError> for DlError {
    fn from(e: RecordError) -> Self {
        DlError::InvalidColorBrakeSavedGame {
            code: e.code().to_owned(),
            details: (&e).into(),
            english: e.to_string(),
        }
    }
}

impl From<LengthError> for DlError {
    fn from(e: LengthError) -> Self {
        let (number, limit) = length_numbers(e);
        DlError::InvalidArgument {
            code: e.code().to_owned(),
            details: ErrorDetailsModel {
                number: i64::try_from(number).ok(),
                limit: i64::try_from(limit).ok(),
                ..ErrorDetailsModel::default()
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
        let e = DlError::from(RecordError::IllegalAction {
            index: 2,
            action: Action::NextRound,
            refusal: Refusal::RoundNotOver,
        });
        assert_eq!(e.code(), "record_illegal_action");
        let DlError::InvalidColorBrakeSavedGame { details, .. } = e else {
            panic!("not a Color Brake saved-game error: {e:?}");
        };
        assert_eq!(details.index, Some(2));
        assert_eq!(details.action, Some(ColorBrakeAction::NextRound));
        assert_eq!(
            details.refusal.map(|r| r.code),
            Some("round_not_over".to_owned())
        );
        let length = DlError::from(RecordError::BadLength(LengthError::BadRounds(3)));
        assert_eq!(length.code(), "length_bad_rounds");
        assert!(matches!(
            length,
            DlError::InvalidColorBrakeSavedGame { details, .. }
                if details.number == Some(3) && details.limit == Some(20)
        ));
    }

    #[test]
    fn a_length_outside_c2_is_an_invalid_argument_with_its_number() {
        let e = DlError::from(LengthError::BadTarget(51));
        assert_eq!(e.code(), "length_bad_target");
        assert!(matches!(
            e,
            DlError::InvalidArgument { details, .. }
                if details.number == Some(51) && details.limit == Some(50)
        ));
    }
}
