//! The one error type of the FFI: what cannot become a game (files, links, unknown positions),
//! with its stable code and its typed fields. Refused moves are not errors: they come back as
//! values (`RefusalInfo`).

use dl_core::error_details::{Detailed, ErrorDetails};
use dl_core::link::LinkField;
use dl_core::session::OpenError;

use crate::model::{BridgeKind, CellPos, Side, StoneColor};
use crate::refusal::RefusalInfo;

/// A field of a game link that held a value the format never writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum LinkFieldModel {
    /// The name of a custom position.
    PositionName,
    /// A region token.
    RegionToken,
    /// A cell.
    Cell,
    /// A stone's colour.
    Colour,
    /// A stone of the start state.
    Stone,
    /// A bridge of the start state.
    Bridge,
    /// A bridge's kind.
    BridgeKind,
    /// The computer opponent's level (issue 11).
    Level,
}

impl From<LinkField> for LinkFieldModel {
    fn from(f: LinkField) -> Self {
        match f {
            LinkField::PositionName => LinkFieldModel::PositionName,
            LinkField::RegionToken => LinkFieldModel::RegionToken,
            LinkField::Cell => LinkFieldModel::Cell,
            LinkField::Colour => LinkFieldModel::Colour,
            LinkField::Stone => LinkFieldModel::Stone,
            LinkField::Bridge => LinkFieldModel::Bridge,
            LinkField::BridgeKind => LinkFieldModel::BridgeKind,
            LinkField::Level => LinkFieldModel::Level,
        }
    }
}

/// A pair of coordinates as found in a file (possibly outside every grid).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Coordinates {
    /// Column.
    pub x: i64,
    /// Row.
    pub y: i64,
}

/// The typed fields of an error (`dl_core::error_details::ErrorDetails`); each is set only
/// where the error has it. The localiser formats the message from the code and these.
#[derive(Clone, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct ErrorDetailsModel {
    /// The 1-based line of a file.
    pub line: Option<u64>,
    /// The 1-based column of a file.
    pub column: Option<u64>,
    /// The 0-based index of an action, a bridge or a position in its list.
    pub index: Option<u64>,
    /// A cell of the grid.
    pub cell: Option<CellPos>,
    /// Coordinates as found, possibly outside the grid.
    pub coordinates: Option<Coordinates>,
    /// Why the rules refuse an action or a bridge.
    pub refusal: Option<RefusalInfo>,
    /// A format version found.
    pub version: Option<u64>,
    /// A player.
    pub side: Option<Side>,
    /// A stone colour.
    pub color: Option<StoneColor>,
    /// The kind a bridge is given as (R5.4).
    pub given_kind: Option<BridgeKind>,
    /// The kind its colours make (R5.4).
    pub actual_kind: Option<BridgeKind>,
    /// A number found.
    pub number: Option<i64>,
    /// A limit or the number expected.
    pub limit: Option<i64>,
    /// A field of a game link.
    pub link_field: Option<LinkFieldModel>,
    /// Text found in the input, as found.
    pub found: Option<String>,
}

impl From<ErrorDetails> for ErrorDetailsModel {
    fn from(d: ErrorDetails) -> Self {
        ErrorDetailsModel {
            line: d.line,
            column: d.column,
            index: d.index,
            cell: d.cell.map(CellPos::from),
            coordinates: d.coordinates.map(|(x, y)| Coordinates { x, y }),
            refusal: d.refusal.map(RefusalInfo::from),
            version: d.version,
            side: d.player.map(Side::from),
            color: d.color.map(StoneColor::from),
            given_kind: d.bridge_kinds.map(|(given, _)| given.into()),
            actual_kind: d.bridge_kinds.map(|(_, actual)| actual.into()),
            number: d.number,
            limit: d.limit,
            link_field: d.link_field.map(LinkFieldModel::from),
            found: d.found,
        }
    }
}

/// An input that cannot become a game. Every variant carries a stable `code`, the typed
/// `details` to format the player's message from, and `english` for logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum DlError {
    /// No built-in position has this number or slug (R9, R10): `unknown_position`.
    #[error("[{code}] {english}")]
    UnknownPosition {
        /// Stable code.
        code: String,
        /// Typed fields (`found`: the key).
        details: ErrorDetailsModel,
        /// English, for logs.
        english: String,
    },
    /// An argument is out of range: `bad_rounds`, `no_such_position_in_file`.
    #[error("[{code}] {english}")]
    InvalidArgument {
        /// Stable code.
        code: String,
        /// Typed fields (`number` or `index`).
        details: ErrorDetailsModel,
        /// English, for logs.
        english: String,
    },
    /// A position CSV file was refused (R9): `csv_…`.
    #[error("[{code}] {english}")]
    InvalidCsv {
        /// Stable code.
        code: String,
        /// Typed fields (`line`, and what was found).
        details: ErrorDetailsModel,
        /// English, for logs.
        english: String,
    },
    /// A saved game was refused: `record_…`, `json_…`, `position_…`, `start_…`.
    #[error("[{code}] {english}")]
    InvalidSavedGame {
        /// Stable code.
        code: String,
        /// Typed fields (the action's `index` and `refusal`, the `version` …).
        details: ErrorDetailsModel,
        /// English, for logs.
        english: String,
    },
    /// A link was refused (R10): `link_…`, `position_…`, `start_…`.
    #[error("[{code}] {english}")]
    InvalidLink {
        /// Stable code.
        code: String,
        /// Typed fields.
        details: ErrorDetailsModel,
        /// English, for logs.
        english: String,
    },
    /// A web-version save was refused: `web_…`, `json_…`, `position_…`, `start_…`.
    #[error("[{code}] {english}")]
    InvalidWebSave {
        /// Stable code.
        code: String,
        /// Typed fields.
        details: ErrorDetailsModel,
        /// English, for logs.
        english: String,
    },
    /// What arrived is not a link, a position file or a game file: `receive_unrecognised`,
    /// `receive_too_large` (`limit`).
    #[error("[{code}] {english}")]
    Unrecognised {
        /// Stable code.
        code: String,
        /// Typed fields.
        details: ErrorDetailsModel,
        /// English, for logs.
        english: String,
    },
    /// A share or picture could not be made: `share_game_not_over`, `picture_bad_size`
    /// (`number`), `picture_font`, `picture_encoding`.
    #[error("[{code}] {english}")]
    CannotShare {
        /// Stable code.
        code: String,
        /// Typed fields.
        details: ErrorDetailsModel,
        /// English, for logs.
        english: String,
    },
}

impl DlError {
    /// The stable code of any variant.
    pub fn code(&self) -> &str {
        match self {
            DlError::UnknownPosition { code, .. }
            | DlError::InvalidArgument { code, .. }
            | DlError::InvalidCsv { code, .. }
            | DlError::InvalidSavedGame { code, .. }
            | DlError::InvalidLink { code, .. }
            | DlError::InvalidWebSave { code, .. }
            | DlError::Unrecognised { code, .. }
            | DlError::CannotShare { code, .. } => code,
        }
    }
}

/// The code, the typed fields and the English text of an error of the core.
fn parts(e: &(impl Detailed + std::fmt::Display)) -> (String, ErrorDetailsModel, String) {
    (e.code().to_owned(), e.details().into(), e.to_string())
}

impl From<OpenError> for DlError {
    fn from(e: OpenError) -> Self {
        let (code, details, english) = parts(&e);
        match e {
            OpenError::UnknownPosition(_) => DlError::UnknownPosition {
                code,
                details,
                english,
            },
            OpenError::BadRounds(_) | OpenError::NoSuchPositionInFile(_) => {
                DlError::InvalidArgument {
                    code,
                    details,
                    english,
                }
            }
            OpenError::Csv(_) => DlError::InvalidCsv {
                code,
                details,
                english,
            },
            OpenError::SavedGame(_) => DlError::InvalidSavedGame {
                code,
                details,
                english,
            },
            OpenError::Link(_) => DlError::InvalidLink {
                code,
                details,
                english,
            },
            OpenError::WebSave(_) => DlError::InvalidWebSave {
                code,
                details,
                english,
            },
        }
    }
}

impl From<dl_core::position_csv::PositionCsvError> for DlError {
    fn from(e: dl_core::position_csv::PositionCsvError) -> Self {
        OpenError::Csv(e).into()
    }
}

impl From<dl_core::link::LinkError> for DlError {
    fn from(e: dl_core::link::LinkError) -> Self {
        OpenError::Link(e).into()
    }
}
