//! The saved game: versioned JSON that a shell writes after every action and reads back to
//! resume, and that players send each other. Loading replays every action through [`Game`],
//! so an edited, damaged or hostile file never yields an illegal game (D1–D7).
//!
//! # Format, major version 1
//!
//! ```json
//! {
//!   "game": "discorder",
//!   "version": 1,
//!   "app_version": "0.1.0",
//!   "first": "yellow",
//!   "computer": "black",
//!   "actions": ["tile 3,4", "peg 3,3", "tile 3,5"]
//! }
//! ```
//!
//! - `game` is always `discorder` ([`GAME`]): a saved game of another game of the collection
//!   is refused with [`RecordError::OtherGame`], naming it.
//! - `version` is the major version of the format, [`SAVED_GAME_VERSION`]. Later versions of
//!   major version 1 may add fields; readers ignore fields they do not know. A file of a newer
//!   major version is refused with [`RecordError::NewerVersion`], never misread.
//! - `app_version` is the version of the app that wrote the file (informative).
//! - `first` is the player who began, `yellow` or `black` (D1).
//! - `computer` (optional, added within version 1) is the player the computer plays on the
//!   device that saved the game, `yellow` or `black`; absent for two players. Any other value
//!   is refused ([`RecordError::Shape`]); a reader of version 1 without it opens the game for
//!   two players.
//! - `actions` in order: `tile <x>,<y>` places the mover's tile on cell (x, y) (D2);
//!   `peg <x>,<y>` places a peg on the edge below cell (x, y), between (x, y) and (x, y + 1)
//!   (D3). Automatic passes are not written: replay makes them again (D2).
//!
//! Files are refused before parsing above [`MAX_SAVED_GAME_BYTES`], and with more actions than
//! the longest possible game ([`MAX_ACTIONS`]). [`save_game`] writes the canonical form
//! (two-space indentation, the key order above, a final newline): loading a saved file and
//! saving it again gives the same bytes.

use serde::{Deserialize, Serialize};
use serde_json::error::Category;

use crate::game::{Action, Game, MAX_ACTIONS};
use crate::geometry::{Cell, Edge};
use crate::player::Player;
use crate::rules::Refusal;

/// The `game` value of every saved game of Discorder.
pub const GAME: &str = "discorder";
/// The major version of the saved-game format this crate writes and reads.
pub const SAVED_GAME_VERSION: u64 = 1;
/// Largest saved game accepted, in bytes (64 KiB, about sixty times a complete game); larger
/// input is refused before parsing.
pub const MAX_SAVED_GAME_BYTES: usize = 64 * 1024;
/// The app version written into saved games.
pub const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Why a saved game was refused. Every variant has a stable [`RecordError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The input is larger than [`MAX_SAVED_GAME_BYTES`]; it was not parsed.
    #[error("the file is larger than {limit} bytes")]
    TooLarge {
        /// The limit, in bytes.
        limit: usize,
    },
    /// The input ends before the JSON document does.
    #[error("the file ends too early (truncated?)")]
    Truncated,
    /// The input is not well-formed JSON (or not UTF-8, or nested too deeply).
    #[error("not valid JSON at line {line}, column {column}")]
    Syntax {
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column of the problem.
        column: usize,
    },
    /// The JSON has no `game` field naming a game: not a saved game of this collection.
    #[error("this is not a saved game")]
    NotASavedGame,
    /// The file is a saved game of another game of the collection.
    #[error("this is a saved game of {found}, not of Discorder")]
    OtherGame {
        /// The `game` value found.
        found: String,
    },
    /// The file's major format version is newer than this reader's.
    #[error("saved-game format version {found} is newer than this app reads ({SAVED_GAME_VERSION}); a newer app opens it")]
    NewerVersion {
        /// The version found.
        found: u64,
    },
    /// `version` is missing, zero or not a whole number.
    #[error("the saved game has no valid format version")]
    BadVersion,
    /// Well-formed JSON, but a field is missing, repeated or of the wrong type or value.
    #[error("unexpected content at line {line}, column {column}")]
    Shape {
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column of the problem.
        column: usize,
    },
    /// More actions than the longest possible game.
    #[error("{count} actions, more than the longest possible game ({limit})")]
    TooManyActions {
        /// Actions in the file.
        count: usize,
        /// The limit, [`MAX_ACTIONS`].
        limit: usize,
    },
    /// An action is not written as the format writes actions.
    #[error("action {index} \"{text}\" is not an action")]
    BadAction {
        /// Index in the list, 0-based.
        index: usize,
        /// The text as found.
        text: String,
    },
    /// An action is refused by the rules when replayed.
    #[error("action {index} ({action:?}) is illegal: {refusal}")]
    IllegalAction {
        /// Index in the list, 0-based.
        index: usize,
        /// The action.
        action: Action,
        /// Why the rules refuse it; [`Refusal::code`] gives its code.
        refusal: Refusal,
    },
}

impl RecordError {
    /// A stable code, for shells to localise and tests to match.
    pub fn code(&self) -> &'static str {
        match self {
            RecordError::TooLarge { .. } => "record_too_large",
            RecordError::Truncated => "record_truncated",
            RecordError::Syntax { .. } => "record_syntax",
            RecordError::NotASavedGame => "record_not_a_saved_game",
            RecordError::OtherGame { .. } => "record_other_game",
            RecordError::NewerVersion { .. } => "record_newer_version",
            RecordError::BadVersion => "record_bad_version",
            RecordError::Shape { .. } => "record_shape",
            RecordError::TooManyActions { .. } => "record_too_many_actions",
            RecordError::BadAction { .. } => "record_bad_action",
            RecordError::IllegalAction { .. } => "record_illegal_action",
        }
    }

    fn from_serde(e: &serde_json::Error) -> RecordError {
        let (line, column) = (e.line(), e.column());
        match e.classify() {
            Category::Eof => RecordError::Truncated,
            Category::Syntax | Category::Io => RecordError::Syntax { line, column },
            Category::Data => RecordError::Shape { line, column },
        }
    }
}

/// A loaded saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The game, replayed through the rules.
    pub game: Game,
    /// The `app_version` found in the file.
    pub app_version: String,
    /// The player the computer plays, when the file names one.
    pub computer: Option<Player>,
}

#[derive(Serialize, Deserialize)]
struct RecordJson {
    game: String,
    version: u64,
    app_version: String,
    first: Side,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    computer: Option<Side>,
    actions: Vec<String>,
}

#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Side {
    Yellow,
    Black,
}

impl From<Player> for Side {
    fn from(player: Player) -> Side {
        match player {
            Player::Yellow => Side::Yellow,
            Player::Black => Side::Black,
        }
    }
}

impl From<Side> for Player {
    fn from(side: Side) -> Player {
        match side {
            Side::Yellow => Player::Yellow,
            Side::Black => Player::Black,
        }
    }
}

/// Writes `game` as a saved game for two players in the canonical form (see the module
/// documentation).
pub fn save_game(game: &Game) -> String {
    save_record(game, None)
}

/// Writes `game` as a saved game in the canonical form, with the player the computer plays
/// (`None`: two players).
pub fn save_record(game: &Game, computer: Option<Player>) -> String {
    let record = RecordJson {
        game: GAME.to_owned(),
        version: SAVED_GAME_VERSION,
        app_version: APP_VERSION.to_owned(),
        first: game.first_player().into(),
        computer: computer.map(Side::from),
        actions: game.actions().iter().map(action_text).collect(),
    };
    // Serialising a plain struct of strings and numbers cannot fail.
    let mut text = serde_json::to_string_pretty(&record).unwrap_or_default();
    text.push('\n');
    text
}

/// Loads a saved game: checks the size, the game and the version, the fields, then replays
/// every action through the rules (D1–D7).
pub fn load_game(bytes: &[u8]) -> Result<SavedGame, RecordError> {
    // A UTF-8 byte-order mark at the start (an editor added it) is ignored, as by every
    // reader of the collection's files.
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if bytes.len() > MAX_SAVED_GAME_BYTES {
        return Err(RecordError::TooLarge {
            limit: MAX_SAVED_GAME_BYTES,
        });
    }
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| RecordError::from_serde(&e))?;
    match value.get("game").and_then(serde_json::Value::as_str) {
        Some(GAME) => {}
        Some(other) => {
            return Err(RecordError::OtherGame {
                found: other.to_owned(),
            })
        }
        None => return Err(RecordError::NotASavedGame),
    }
    match value.get("version").and_then(serde_json::Value::as_u64) {
        Some(SAVED_GAME_VERSION) => {}
        Some(found) if found > SAVED_GAME_VERSION => {
            return Err(RecordError::NewerVersion { found })
        }
        _ => return Err(RecordError::BadVersion),
    }
    // Read again into the typed form, for positions of any problem; unknown fields are ignored.
    let record: RecordJson =
        serde_json::from_slice(bytes).map_err(|e| RecordError::from_serde(&e))?;
    if record.actions.len() > MAX_ACTIONS {
        return Err(RecordError::TooManyActions {
            count: record.actions.len(),
            limit: MAX_ACTIONS,
        });
    }
    let mut game = Game::new(record.first.into());
    for (index, text) in record.actions.iter().enumerate() {
        let action = parse_action(text).ok_or_else(|| RecordError::BadAction {
            index,
            text: text.clone(),
        })?;
        game.apply(action)
            .map_err(|refusal| RecordError::IllegalAction {
                index,
                action,
                refusal,
            })?;
    }
    Ok(SavedGame {
        game,
        app_version: record.app_version,
        computer: record.computer.map(Player::from),
    })
}

/// An action as the format writes it: `tile <x>,<y>` or `peg <x>,<y>`.
pub fn action_text(action: &Action) -> String {
    match *action {
        Action::PlaceTile(cell) => format!("tile {},{}", cell.x, cell.y),
        Action::PlacePeg(edge) => format!("peg {},{}", edge.x, edge.y),
    }
}

/// Parses an action as the format writes it (see [`action_text`]); coordinates are plain
/// decimal numbers up to 255, which the rules then check against the board.
pub fn parse_action(text: &str) -> Option<Action> {
    let (kind, place) = text.split_once(' ')?;
    let (x, y) = place.split_once(',')?;
    let number = |t: &str| {
        (!t.is_empty() && t.len() <= 3 && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse::<u8>().ok())
            .flatten()
    };
    let (x, y) = (number(x)?, number(y)?);
    match kind {
        "tile" => Some(Action::PlaceTile(Cell::new(x, y))),
        "peg" => Some(Action::PlacePeg(Edge::new(x, y))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_round_trip_through_their_text() {
        for action in [
            Action::PlaceTile(Cell::new(0, 0)),
            Action::PlaceTile(Cell::new(7, 6)),
            Action::PlacePeg(Edge::new(3, 5)),
            Action::PlaceTile(Cell::new(255, 9)),
        ] {
            assert_eq!(parse_action(&action_text(&action)), Some(action));
        }
        for bad in [
            "",
            "tile",
            "tile 1",
            "tile 1,",
            "tile ,1",
            "tile 1,2,3",
            "tile -1,2",
            "tile +1,2",
            "tile 1 ,2",
            "tile  1,2",
            "tile 256,0",
            "tile 0001,0",
            "Tile 1,2",
            "stone 1,2",
            "peg 1,2 ",
            "tile 1,2\n",
        ] {
            assert_eq!(parse_action(bad), None, "{bad:?}");
        }
    }
}
