//! Discorder's error across the FFI: a saved game that cannot become a game, with its stable
//! code and typed details. A sibling of `DlError` (its details are Discorder's own types, and
//! the shells' exhaustive handling of `DlError` stays as it is).

use dl_discorder::RecordError;

use super::model::{DiscorderAction, DiscorderRefusal};

/// The typed fields of a Discorder error (a refused saved game: `dl_discorder::RecordError`);
/// each is set only where the error has it. The localiser formats the message from the code and these.
#[derive(Clone, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct DiscorderErrorDetails {
    /// The 1-based line of the problem in the file.
    pub line: Option<u64>,
    /// The 1-based column of the problem in the file.
    pub column: Option<u64>,
    /// The 0-based index of an action in the file's list.
    pub index: Option<u64>,
    /// How many actions the file holds (`record_too_many_actions`).
    pub count: Option<u64>,
    /// The limit passed: bytes (`record_too_large`) or actions (`record_too_many_actions`).
    pub limit: Option<u64>,
    /// The newer format version found (`record_newer_version`).
    pub version: Option<u64>,
    /// Text found in the file: another game's name (`record_other_game`) or an action that is
    /// not one (`record_bad_action`).
    pub found: Option<String>,
    /// The action the rules refuse (`record_illegal_action`).
    pub action: Option<DiscorderAction>,
    /// Why the rules refuse it (`record_illegal_action`).
    pub refusal: Option<DiscorderRefusal>,
}

fn wide(n: usize) -> Option<u64> {
    Some(u64::try_from(n).unwrap_or(u64::MAX))
}

impl From<&RecordError> for DiscorderErrorDetails {
    fn from(e: &RecordError) -> Self {
        let none = DiscorderErrorDetails::default();
        match e {
            RecordError::TooLarge { limit } => DiscorderErrorDetails {
                limit: wide(*limit),
                ..none
            },
            RecordError::Syntax { line, column } | RecordError::Shape { line, column } => {
                DiscorderErrorDetails {
                    line: wide(*line),
                    column: wide(*column),
                    ..none
                }
            }
            RecordError::OtherGame { found } => DiscorderErrorDetails {
                found: Some(found.clone()),
                ..none
            },
            RecordError::NewerVersion { found } => DiscorderErrorDetails {
                version: Some(*found),
                ..none
            },
            RecordError::TooManyActions { count, limit } => DiscorderErrorDetails {
                count: wide(*count),
                limit: wide(*limit),
                ..none
            },
            RecordError::BadAction { index, text } => DiscorderErrorDetails {
                index: wide(*index),
                found: Some(text.clone()),
                ..none
            },
            RecordError::IllegalAction {
                index,
                action,
                refusal,
            } => DiscorderErrorDetails {
                index: wide(*index),
                action: Some((*action).into()),
                refusal: Some((*refusal).into()),
                ..none
            },
            RecordError::Truncated | RecordError::NotASavedGame | RecordError::BadVersion => none,
        }
    }
}

/// An input that cannot become a game of Discorder. Every variant carries a stable `code`, the
/// typed `details` to format the player's message from, and `english` for logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum DiscorderError {
    /// A saved game was refused: `record_…`.
    #[error("[{code}] {english}")]
    InvalidSavedGame {
        /// Stable code.
        code: String,
        /// Typed fields (the action's `index`, the `action` and its `refusal` …).
        details: DiscorderErrorDetails,
        /// English, for logs.
        english: String,
    },
}

impl DiscorderError {
    /// The stable code of any variant.
    pub fn code(&self) -> &str {
        match self {
            DiscorderError::InvalidSavedGame { code, .. } => code,
        }
    }
}

impl From<RecordError> for DiscorderError {
    fn from(e: RecordError) -> Self {
        DiscorderError::InvalidSavedGame {
            code: e.code().to_owned(),
            details: (&e).into(),
            english: e.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dl_discorder::{Action, Cell, Refusal};

    #[test]
    fn a_refused_file_keeps_its_code_and_typed_details() {
        let e = DiscorderError::from(RecordError::IllegalAction {
            index: 4,
            action: Action::PlaceTile(Cell::new(2, 2)),
            refusal: Refusal::CellOccupied(Cell::new(2, 2)),
        });
        assert_eq!(e.code(), "record_illegal_action");
        let DiscorderError::InvalidSavedGame { details, .. } = e;
        assert_eq!(details.index, Some(4));
        assert_eq!(
            details.refusal.map(|r| r.code),
            Some("cell_occupied".to_owned())
        );
        let newer = DiscorderError::from(RecordError::NewerVersion { found: 7 });
        assert_eq!(newer.code(), "record_newer_version");
        assert!(matches!(
            newer,
            DiscorderError::InvalidSavedGame { details, .. } if details.version == Some(7)
        ));
    }
}
