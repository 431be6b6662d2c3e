//! The typed fields of every error a file, a link or an opening can give, gathered into one
//! shape: a shell (or the localisation) formats a message from an error's stable code and these
//! fields, never from English text.

use crate::color::{Color, Loyalty, Player};
use crate::geometry::Cell;
use crate::json_input::JsonProblem;
use crate::link::{LinkError, LinkField};
use crate::position_build::PositionProblem;
use crate::position_csv::{PositionCsvError, PositionCsvProblem};
use crate::record::RecordError;
use crate::rules::Refusal;
use crate::session::OpenError;
use crate::start_check::StartError;
use crate::web_import::WebImportError;

/// The fields an error carries besides its code; each is set only where the error has it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ErrorDetails {
    /// The 1-based line of a file.
    pub line: Option<u64>,
    /// The 1-based column of a file (a CSV field, a JSON character).
    pub column: Option<u64>,
    /// The 0-based index of an action, a bridge or a position in its list.
    pub index: Option<u64>,
    /// A cell of the grid (R2).
    pub cell: Option<Cell>,
    /// A coordinate pair outside the grid, as found.
    pub coordinates: Option<(i64, i64)>,
    /// Why the rules refuse an action or a bridge (R4–R6).
    pub refusal: Option<Refusal>,
    /// A format version found in the file.
    pub version: Option<u64>,
    /// A player.
    pub player: Option<Player>,
    /// A stone colour.
    pub color: Option<Color>,
    /// The kind a bridge is given as, and the kind its colours make (R5.4).
    pub bridge_kinds: Option<(Loyalty, Loyalty)>,
    /// A number found (a count, a row, a number of rounds).
    pub number: Option<i64>,
    /// A limit or the number expected.
    pub limit: Option<i64>,
    /// A field of a game link.
    pub link_field: Option<LinkField>,
    /// Text found in the input (a token, a name, an action), as found.
    pub found: Option<String>,
}

impl ErrorDetails {
    fn merged(mut self, inner: ErrorDetails) -> ErrorDetails {
        self.line = self.line.or(inner.line);
        self.column = self.column.or(inner.column);
        self.index = self.index.or(inner.index);
        self.cell = self.cell.or(inner.cell);
        self.coordinates = self.coordinates.or(inner.coordinates);
        self.refusal = self.refusal.or(inner.refusal);
        self.version = self.version.or(inner.version);
        self.player = self.player.or(inner.player);
        self.color = self.color.or(inner.color);
        self.bridge_kinds = self.bridge_kinds.or(inner.bridge_kinds);
        self.number = self.number.or(inner.number);
        self.limit = self.limit.or(inner.limit);
        self.link_field = self.link_field.or(inner.link_field);
        self.found = self.found.or(inner.found);
        self
    }
}

/// An error with a stable code and typed details.
pub trait Detailed {
    /// The stable code.
    fn code(&self) -> &'static str;
    /// The typed fields.
    fn details(&self) -> ErrorDetails;
}

fn found(text: &str) -> ErrorDetails {
    ErrorDetails {
        found: Some(text.to_owned()),
        ..ErrorDetails::default()
    }
}

fn index(i: usize) -> ErrorDetails {
    ErrorDetails {
        index: u64::try_from(i).ok(),
        ..ErrorDetails::default()
    }
}

fn number(n: impl TryInto<i64>) -> ErrorDetails {
    ErrorDetails {
        number: n.try_into().ok(),
        ..ErrorDetails::default()
    }
}

impl Detailed for JsonProblem {
    fn code(&self) -> &'static str {
        JsonProblem::code(self)
    }

    fn details(&self) -> ErrorDetails {
        match self {
            JsonProblem::TooLarge { limit } => ErrorDetails {
                limit: i64::try_from(*limit).ok(),
                ..ErrorDetails::default()
            },
            JsonProblem::Truncated => ErrorDetails::default(),
            JsonProblem::Syntax { line, column, .. } => ErrorDetails {
                line: u64::try_from(*line).ok(),
                column: u64::try_from(*column).ok(),
                ..ErrorDetails::default()
            },
            JsonProblem::Shape(text) => found(text),
        }
    }
}

impl Detailed for PositionProblem {
    fn code(&self) -> &'static str {
        PositionProblem::code(self)
    }

    fn details(&self) -> ErrorDetails {
        match self {
            PositionProblem::BadName | PositionProblem::NoRegion => ErrorDetails::default(),
            PositionProblem::CellOutOfRange(x, y) => ErrorDetails {
                coordinates: Some((*x, *y)),
                ..ErrorDetails::default()
            },
            PositionProblem::BadToken(token) => found(token),
        }
    }
}

impl Detailed for PositionCsvError {
    fn code(&self) -> &'static str {
        PositionCsvError::code(self)
    }

    fn details(&self) -> ErrorDetails {
        use PositionCsvProblem as P;
        let inner = match &self.problem {
            P::Unreadable(text)
            | P::UnknownHeader(text)
            | P::InconsistentName(text)
            | P::NonNumericRow(text)
            | P::BadToken(text)
            | P::NoRegion(text) => found(text),
            P::DuplicateRow(row) => number(*row),
            P::TooLarge
            | P::Empty
            | P::MissingFields
            | P::EmptyId
            | P::BadName
            | P::CellOutOfRange
            | P::TooManyPositions
            | P::NoPosition => ErrorDetails::default(),
        };
        ErrorDetails {
            line: (self.line > 0).then_some(self.line),
            column: self.column,
            ..ErrorDetails::default()
        }
        .merged(inner)
    }
}

impl Detailed for StartError {
    fn code(&self) -> &'static str {
        StartError::code(self)
    }

    fn details(&self) -> ErrorDetails {
        match self {
            StartError::BadSets(player, sets) => ErrorDetails {
                player: Some(*player),
                number: Some(i64::from(*sets)),
                ..ErrorDetails::default()
            },
            StartError::StoneOffBoard(cell) | StartError::LonelyDotStone(cell) => ErrorDetails {
                cell: Some(*cell),
                ..ErrorDetails::default()
            },
            StartError::SupplyMismatch(color) => ErrorDetails {
                color: Some(*color),
                ..ErrorDetails::default()
            },
            StartError::MissingRefill(player) => ErrorDetails {
                player: Some(*player),
                ..ErrorDetails::default()
            },
            StartError::IllegalBridge { index: i, refusal } => ErrorDetails {
                refusal: Some(*refusal),
                ..index(*i)
            },
            StartError::BridgeKind {
                index: i,
                given,
                actual,
            } => ErrorDetails {
                bridge_kinds: Some((*given, *actual)),
                ..index(*i)
            },
            StartError::CutMismatch(i) => index(*i),
            StartError::NoMove => ErrorDetails::default(),
        }
    }
}

impl Detailed for RecordError {
    fn code(&self) -> &'static str {
        RecordError::code(self)
    }

    fn details(&self) -> ErrorDetails {
        match self {
            RecordError::Json(p) => p.details(),
            RecordError::NotASavedGame | RecordError::BadStones | RecordError::BadSession => {
                ErrorDetails::default()
            }
            RecordError::UnsupportedVersion(text) => found(text),
            RecordError::NewerVersion(version) => ErrorDetails {
                version: Some(*version),
                ..ErrorDetails::default()
            },
            RecordError::BadRounds(rounds) => number(*rounds),
            RecordError::Position(p) => p.details(),
            RecordError::BadBridge { index: i, text }
            | RecordError::BadAction { index: i, text } => found(text).merged(index(*i)),
            RecordError::IllegalAction {
                index: i,
                action,
                refusal,
            } => ErrorDetails {
                refusal: Some(*refusal),
                ..found(action).merged(index(*i))
            },
            RecordError::Start(e) => e.details(),
        }
    }
}

impl Detailed for LinkError {
    fn code(&self) -> &'static str {
        LinkError::code(self)
    }

    fn details(&self) -> ErrorDetails {
        match self {
            LinkError::TooLong
            | LinkError::BadPrefix
            | LinkError::NoFragment
            | LinkError::BadBase64
            | LinkError::Truncated
            | LinkError::BadChecksum
            | LinkError::TrailingBytes
            | LinkError::NotCanonical => ErrorDetails::default(),
            LinkError::UnknownPosition(text) | LinkError::UnknownPage(text) => found(text),
            LinkError::UnsupportedVersion(version) => ErrorDetails {
                version: Some(u64::from(*version)),
                ..ErrorDetails::default()
            },
            LinkError::BadValue(field) => ErrorDetails {
                link_field: Some(*field),
                ..ErrorDetails::default()
            },
            LinkError::UnknownBuiltin(n) => number(*n),
            LinkError::Position(p) => p.details(),
            LinkError::Start(e) => e.details(),
            LinkError::IllegalAction { index: i, refusal } => ErrorDetails {
                refusal: Some(*refusal),
                ..index(*i)
            },
        }
    }
}

impl Detailed for WebImportError {
    fn code(&self) -> &'static str {
        WebImportError::code(self)
    }

    fn details(&self) -> ErrorDetails {
        match self {
            WebImportError::Json(p) => p.details(),
            WebImportError::UnsupportedVersion(text) | WebImportError::UnknownColor(text) => {
                found(text)
            }
            WebImportError::Position(p) => p.details(),
            WebImportError::DuplicateCell(x, y) => ErrorDetails {
                coordinates: Some((*x, *y)),
                ..ErrorDetails::default()
            },
            WebImportError::GridSize { expected, found } => ErrorDetails {
                number: i64::try_from(*found).ok(),
                limit: i64::try_from(*expected).ok(),
                ..ErrorDetails::default()
            },
            WebImportError::BadCount(n) => number(*n),
            WebImportError::MidTurn => ErrorDetails::default(),
            WebImportError::BadBridgeRow(i) => index(*i),
            WebImportError::Start(e) => e.details(),
        }
    }
}

impl Detailed for OpenError {
    fn code(&self) -> &'static str {
        OpenError::code(self)
    }

    fn details(&self) -> ErrorDetails {
        match self {
            OpenError::UnknownPosition(key) => found(key),
            OpenError::BadRounds(rounds) => number(*rounds),
            OpenError::NoSuchPositionInFile(i) => index(*i),
            OpenError::Csv(e) => e.details(),
            OpenError::SavedGame(e) => e.details(),
            OpenError::Link(e) => e.details(),
            OpenError::WebSave(e) => e.details(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position_csv::read_positions;
    use crate::record::load_game;

    #[test]
    fn an_illegal_action_keeps_its_index_text_and_refusal() {
        let text = r#"{"format":"divided-loyalties-game","version":1,"app_version":"0",
            "position":{"number":7,"name":"Pyramid","rows":[".","o S5 o"]},"rounds":3,
            "actions":["end turn"]}"#;
        let e = load_game(text.as_bytes()).unwrap_err();
        assert_eq!(Detailed::code(&e), "record_illegal_action");
        let d = e.details();
        assert_eq!(d.index, Some(0));
        assert_eq!(d.refusal, Some(Refusal::NoStonePlaced));
        assert_eq!(d.found.as_deref(), Some("end turn"));
    }

    #[test]
    fn a_csv_error_keeps_its_line_and_what_was_found() {
        let e = read_positions(b"position_id,position_name,row,c0\n1,A,x,S1\n").unwrap_err();
        let d = e.details();
        assert_eq!((d.line, d.found.as_deref()), (Some(2), Some("x")));
        assert_eq!(d.column, Some(3), "the row field");
        let e =
            read_positions(b"position_id,position_name,row,c0,c1\n1,A,0,S1,S\"1\n").unwrap_err();
        assert_eq!((e.code(), e.details().column), ("csv_bad_token", Some(5)));
    }

    #[test]
    fn nested_errors_give_their_own_fields() {
        let e = OpenError::Link(LinkError::Start(StartError::LonelyDotStone(Cell::new(
            3, 4,
        ))));
        assert_eq!(Detailed::code(&e), "start_lonely_dot_stone");
        assert_eq!(e.details().cell, Some(Cell::new(3, 4)));
        let e = OpenError::Link(LinkError::BadValue(LinkField::Colour));
        assert_eq!(e.details().link_field, Some(LinkField::Colour));
        let e = OpenError::SavedGame(RecordError::NewerVersion(3));
        assert_eq!(e.details().version, Some(3));
    }
}
