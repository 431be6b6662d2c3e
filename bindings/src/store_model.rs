//! The records and enums of the store across the FFI: games of the lists with their summary,
//! the player's positions, import reports, files moved aside.

use std::sync::Arc;

use dl_app::store::{
    FoundKind, GameEntry, GameKind, ImportRefusal, ImportReport, LoadedGame, MovedAside,
    PositionEntry, PositionSource, Previous, Progress, Seat, Unreadable,
};
use dl_core::error_details::Detailed;

use crate::catalog::PositionInfo;
use crate::color_brake::ColorBrakeSession;
use crate::discorder::DiscorderSession;
use crate::editor_model::ProblemModel;
use crate::error::ErrorDetailsModel;
use crate::session::GameSession;

/// Which game of the collection a saved game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameKindModel {
    /// Divided Loyalties.
    DividedLoyalties,
    /// Discorder.
    Discorder,
    /// Color Brake ABAB.
    ColorBrake,
}

impl From<GameKind> for GameKindModel {
    fn from(k: GameKind) -> Self {
        match k {
            GameKind::DividedLoyalties => GameKindModel::DividedLoyalties,
            GameKind::Discorder => GameKindModel::Discorder,
            GameKind::ColorBrake => GameKindModel::ColorBrake,
        }
    }
}

impl From<GameKindModel> for GameKind {
    fn from(k: GameKindModel) -> Self {
        match k {
            GameKindModel::DividedLoyalties => GameKind::DividedLoyalties,
            GameKindModel::Discorder => GameKind::Discorder,
            GameKindModel::ColorBrake => GameKind::ColorBrake,
        }
    }
}

/// One of the two players in the game's own order: Blue/Yellow (Divided Loyalties),
/// Yellow/Black (Discorder), seat one/two (Color Brake ABAB).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SeatModel {
    /// The first player.
    First,
    /// The second player.
    Second,
}

impl From<Seat> for SeatModel {
    fn from(s: Seat) -> Self {
        match s {
            Seat::First => SeatModel::First,
            Seat::Second => SeatModel::Second,
        }
    }
}

impl From<SeatModel> for Seat {
    fn from(s: SeatModel) -> Self {
        match s {
            SeatModel::First => Seat::First,
            SeatModel::Second => Seat::Second,
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ProgressModel {
    /// In play, this player to move.
    ToMove {
        /// The player to move.
        seat: SeatModel,
    },
    /// Color Brake ABAB: between two rounds.
    BetweenRounds,
    /// Over; `winner` null for a draw.
    Over {
        /// The winner.
        winner: Option<SeatModel>,
    },
}

impl From<ProgressModel> for Progress {
    fn from(p: ProgressModel) -> Self {
        match p {
            ProgressModel::ToMove { seat } => Progress::ToMove { seat: seat.into() },
            ProgressModel::BetweenRounds => Progress::BetweenRounds,
            ProgressModel::Over { winner } => Progress::Over {
                winner: winner.map(Seat::from),
            },
        }
    }
}

impl From<Progress> for ProgressModel {
    fn from(p: Progress) -> Self {
        match p {
            Progress::ToMove { seat } => ProgressModel::ToMove { seat: seat.into() },
            Progress::BetweenRounds => ProgressModel::BetweenRounds,
            Progress::Over { winner } => ProgressModel::Over {
                winner: winner.map(SeatModel::from),
            },
        }
    }
}

/// A game of the saved games or of the history, as the lists show it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameEntryModel {
    /// Its id, to open or delete it.
    pub id: String,
    /// Which game.
    pub kind: GameKindModel,
    /// The position's name (Divided Loyalties).
    pub position_name: Option<String>,
    /// The position's number, for a built-in (R9).
    pub position_number: Option<u32>,
    /// The turn (Divided Loyalties), the move (Discorder), the round (Color Brake ABAB).
    pub turn: u32,
    /// Actions played.
    pub actions: u32,
    /// The first player's total (R7).
    pub first_score: u32,
    /// The second player's total (R7).
    pub second_score: u32,
    /// Whose move it is, or who won.
    pub progress: ProgressModel,
    /// When it was last played, in milliseconds since 1970 (null when its file does not say).
    pub last_played_ms: Option<u64>,
}

impl From<&GameEntry> for GameEntryModel {
    fn from(e: &GameEntry) -> Self {
        let s = &e.summary;
        GameEntryModel {
            id: e.id.to_string(),
            kind: s.kind.into(),
            position_name: s.position.as_ref().map(|p| p.name.clone()),
            position_number: s.position.as_ref().and_then(|p| p.number).map(u32::from),
            turn: s.turn,
            actions: s.actions,
            first_score: s.scores[0],
            second_score: s.scores[1],
            progress: s.progress.into(),
            last_played_ms: e.last_played.map(|t| t.millis()),
        }
    }
}

/// What was found where the store expected a file or a folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum FoundKindModel {
    /// A plain file.
    File,
    /// A directory.
    Directory,
    /// A symbolic link.
    Symlink,
    /// Something else.
    Other,
}

impl From<FoundKind> for FoundKindModel {
    fn from(f: FoundKind) -> Self {
        match f {
            FoundKind::File => FoundKindModel::File,
            FoundKind::Directory => FoundKindModel::Directory,
            FoundKind::Symlink => FoundKindModel::Symlink,
            FoundKind::Other => FoundKindModel::Other,
        }
    }
}

/// A file that could not be read, moved aside and kept: where it was, where it is, why.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MovedAsideModel {
    /// Where it was.
    pub from: String,
    /// Where it is now.
    pub to: String,
    /// Why, as a stable code (`record_newer_version`, `json_truncated`, `store_not_a_file` …).
    pub code: String,
    /// What was in its place, for `store_not_a_file` and `store_not_a_folder`.
    pub found: Option<FoundKindModel>,
    /// Its size and the limit, for `store_file_too_large`.
    pub size: Option<u64>,
    /// The largest size accepted, for `store_file_too_large`.
    pub limit: Option<u64>,
    /// The typed fields of a format error (the version found, the line …).
    pub details: ErrorDetailsModel,
    /// English, for logs.
    pub english: String,
}

impl From<&MovedAside> for MovedAsideModel {
    fn from(m: &MovedAside) -> Self {
        let (found, size, limit, details) = match &m.reason {
            Unreadable::NotAFile { found } | Unreadable::NotAFolder { found } => (
                Some((*found).into()),
                None,
                None,
                ErrorDetailsModel::default(),
            ),
            Unreadable::TooLarge { size, limit } => (
                None,
                Some(*size),
                Some(*limit),
                ErrorDetailsModel::default(),
            ),
            Unreadable::Json(e) => (None, None, None, e.details().into()),
            Unreadable::DividedLoyalties(e) => (None, None, None, e.details().into()),
            Unreadable::Position(e) => (None, None, None, e.details().into()),
            _ => (None, None, None, ErrorDetailsModel::default()),
        };
        MovedAsideModel {
            from: m.from.display().to_string(),
            to: m.to.display().to_string(),
            code: m.reason.code().to_owned(),
            found,
            size,
            limit,
            details,
            english: m.reason.to_string(),
        }
    }
}

/// A list of games, with the files found unreadable while listing it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameListModel {
    /// The games, the one last played first.
    pub entries: Vec<GameEntryModel>,
    /// Unreadable files found, moved aside.
    pub moved_aside: Vec<MovedAsideModel>,
}

/// What became of the game that was current when another one started.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PreviousModel {
    /// There was none.
    None,
    /// It was blank (nothing played) and was dropped.
    Dropped,
    /// It was unfinished: it is in the saved games.
    Saved {
        /// Its id there.
        id: String,
    },
    /// It was finished: it is in the history.
    Finished {
        /// Its id there.
        id: String,
    },
}

impl From<Previous> for PreviousModel {
    fn from(p: Previous) -> Self {
        match p {
            Previous::None => PreviousModel::None,
            Previous::Dropped => PreviousModel::Dropped,
            Previous::Saved(id) => PreviousModel::Saved { id: id.to_string() },
            Previous::Finished(id) => PreviousModel::Finished { id: id.to_string() },
        }
    }
}

/// A game the store read back, as a session ready to play.
#[derive(Clone, uniffi::Enum)]
pub enum StoredGame {
    /// A game of Divided Loyalties, with its selected colours and ring.
    DividedLoyalties {
        /// The session.
        session: Arc<GameSession>,
    },
    /// A game of Discorder.
    Discorder {
        /// The session.
        session: Arc<DiscorderSession>,
    },
    /// A game of Color Brake ABAB, with who plays at the device (the store keeps the mode).
    ColorBrake {
        /// The session.
        session: Arc<ColorBrakeSession>,
    },
}

impl From<LoadedGame> for StoredGame {
    fn from(game: LoadedGame) -> Self {
        match game {
            LoadedGame::DividedLoyalties(session) => StoredGame::DividedLoyalties {
                session: GameSession::wrap(*session),
            },
            LoadedGame::Discorder(session) => StoredGame::Discorder {
                session: DiscorderSession::wrap(*session),
            },
            LoadedGame::ColorBrake(session) => StoredGame::ColorBrake {
                session: ColorBrakeSession::wrap(*session),
            },
        }
    }
}

/// A saved game opened: it is the current game now.
#[derive(Clone, uniffi::Record)]
pub struct OpenedGameModel {
    /// The game.
    pub game: StoredGame,
    /// What became of the game that was current.
    pub previous: PreviousModel,
}

/// A position of the new-game screen: a built-in (no id) or one of the player's.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LibraryPositionModel {
    /// The player's position's id; null for a built-in.
    pub id: Option<String>,
    /// The position.
    pub position: PositionInfo,
}

impl From<&PositionEntry> for LibraryPositionModel {
    fn from(e: &PositionEntry) -> Self {
        LibraryPositionModel {
            id: match &e.source {
                PositionSource::Builtin(_) => None,
                PositionSource::Library(id) => Some(id.to_string()),
            },
            position: PositionInfo::from(e.position.as_ref()),
        }
    }
}

/// The positions a game can start on, with the files found unreadable.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PositionListModel {
    /// The 12 built-ins, then the player's positions by name.
    pub entries: Vec<LibraryPositionModel>,
    /// Unreadable files found, moved aside.
    pub moved_aside: Vec<MovedAsideModel>,
}

/// A position an import added.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ImportedPositionModel {
    /// Its id in the library.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The line of its first row in the file.
    pub line: u64,
}

/// A position of the file that was left out.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RefusedImportModel {
    /// The line of the problem.
    pub line: u64,
    /// Why, as a stable code (`csv_…`, `editor_name_…`, `store_name_taken`, `store_full`).
    pub code: String,
    /// Its position_id in the file.
    pub csv_id: Option<String>,
    /// Its name in the file.
    pub name: Option<String>,
    /// The typed fields of a `csv_…` refusal (its line, column, what was found …) and the
    /// `limit` of `store_full`.
    pub details: ErrorDetailsModel,
    /// The name's problem, for `editor_name_…` (e.g. the number of the built-in whose name it
    /// is, the name's length and the limit).
    pub problem: Option<ProblemModel>,
    /// The id of the player's position that has the name, for `store_name_taken`.
    pub taken_by: Option<String>,
    /// English, for logs.
    pub english: String,
}

/// What importing a CSV file did.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ImportReportModel {
    /// The positions added, whole, in file order.
    pub imported: Vec<ImportedPositionModel>,
    /// The positions left out, in line order.
    pub refused: Vec<RefusedImportModel>,
    /// Unreadable files of the library found on the way, moved aside.
    pub moved_aside: Vec<MovedAsideModel>,
}

impl From<&ImportReport> for ImportReportModel {
    fn from(r: &ImportReport) -> Self {
        ImportReportModel {
            imported: r
                .imported
                .iter()
                .map(|p| ImportedPositionModel {
                    id: p.id.to_string(),
                    name: p.name.clone(),
                    line: p.line,
                })
                .collect(),
            refused: r
                .refused
                .iter()
                .map(|p| {
                    let (details, problem, taken_by) = match &p.reason {
                        ImportRefusal::Csv(e) => (e.details().into(), None, None),
                        ImportRefusal::BadName(problem) => (
                            ErrorDetailsModel::default(),
                            Some(ProblemModel::from(problem)),
                            None,
                        ),
                        ImportRefusal::NameTaken { id } => {
                            (ErrorDetailsModel::default(), None, Some(id.to_string()))
                        }
                        ImportRefusal::Full { limit } => (
                            ErrorDetailsModel {
                                limit: i64::try_from(*limit).ok(),
                                ..ErrorDetailsModel::default()
                            },
                            None,
                            None,
                        ),
                    };
                    RefusedImportModel {
                        line: p.line,
                        code: p.reason.code().to_owned(),
                        csv_id: p.csv_id.clone(),
                        name: p.name.clone(),
                        details,
                        problem,
                        taken_by,
                        english: p.reason.to_string(),
                    }
                })
                .collect(),
            moved_aside: r.moved_aside.iter().map(MovedAsideModel::from).collect(),
        }
    }
}
