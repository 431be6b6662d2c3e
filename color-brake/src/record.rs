//! The saved game: versioned JSON that a shell writes after every action and reads back to
//! resume, and that players send each other. It keeps the seed, so a resumed game draws the same
//! tokens (C7), and the actions, which loading replays through [`Game`]: a damaged or hostile
//! file never yields an illegal game, it fails with a typed error (never a panic).
//!
//! # Format, major version 1
//!
//! ```json
//! {
//!   "game": "color-brake",
//!   "version": 1,
//!   "app_version": "0.1.0",
//!   "seed": "2024",
//!   "length": { "rounds": 2 },
//!   "actions": [ "colour red", "neutral", "rescue blue", "tank 9 white", "next round" ]
//! }
//! ```
//!
//! - `game` is always `color-brake`: the store tells the games apart by it. A file of another
//!   game is refused with [`RecordError::WrongGame`].
//! - `version` is the format's major version, [`SAVED_GAME_VERSION`]. A reader accepts every
//!   file of its major version and ignores fields it does not know (a later minor addition);
//!   a file of a newer major version is refused with [`RecordError::NewerVersion`].
//! - `app_version` is the version of the app that wrote the file (informative).
//! - `seed` is the game's seed, a decimal string (64 bits do not survive every JSON reader as a
//!   number). The lot for the first A and every round's shuffle come from it (C2, C7).
//! - `length` is `{ "rounds": n }` (n even, 2–20) or `{ "target": t }` (1–50) (C2).
//! - `actions` in order, as [`Action::text`] writes them.
//!
//! Files above [`MAX_SAVED_GAME_BYTES`] are refused before parsing, and a file with more actions
//! than the game's longest possible length before replaying. [`save_game`] writes the canonical
//! form (two-space indentation, the key order above, a final newline).

use serde::{Deserialize, Serialize};
use serde_json::error::Category;

use crate::action::Action;
use crate::game::Game;
use crate::length::{GameLength, LengthError};
use crate::refusal::Refusal;

/// The `game` value of every saved game of Color Brake ABAB.
pub const GAME_NAME: &str = "color-brake";
/// The major version of the saved-game format this crate writes and reads.
pub const SAVED_GAME_VERSION: u64 = 1;
/// Largest saved game accepted, in bytes (512 KiB: the longest possible game, 100 rounds to a
/// target of 50, takes under 150 KiB); larger input is refused before parsing.
pub const MAX_SAVED_GAME_BYTES: usize = 512 * 1024;
/// The app version written into saved games.
pub const APP_VERSION: &str = env!("CARGO_PKG_VERSION");
/// Longest text of the file quoted back in an error, in characters.
const MAX_QUOTED_CHARS: usize = 64;

/// What kind of JSON problem a file has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JsonProblem {
    /// The input ends before the document does (truncated).
    Truncated,
    /// Not well-formed JSON (or not UTF-8, or nested too deeply).
    Syntax,
    /// Well-formed, but a field is missing, duplicated or of the wrong type or range.
    Shape,
}

/// Why a saved game was refused. Every variant has a stable [`RecordError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The input is larger than [`MAX_SAVED_GAME_BYTES`]; it was not parsed.
    #[error("the file is larger than {limit} bytes")]
    TooLarge {
        /// The limit, in bytes.
        limit: usize,
    },
    /// The input is not a JSON document of the expected shape.
    #[error("the file is not a saved game's JSON ({problem:?} at line {line}, column {column})")]
    Json {
        /// What is wrong.
        problem: JsonProblem,
        /// 1-based line (0 when unknown).
        line: usize,
        /// 1-based column (0 when unknown).
        column: usize,
    },
    /// The JSON has no `game` name: not a saved game.
    #[error("this is not a saved game")]
    NotASavedGame,
    /// The file is a saved game of another game.
    #[error("this is a saved game of \"{found}\", not of Color Brake ABAB")]
    WrongGame {
        /// The `game` found (at most 64 characters of it).
        found: String,
    },
    /// `version` is missing or not a whole number from 1.
    #[error("the saved game has no valid format version")]
    BadVersion,
    /// The file has a newer major version than this reader: a newer app may open it.
    #[error("saved-game format version {found} is newer than this app's {SAVED_GAME_VERSION}")]
    NewerVersion {
        /// The version found.
        found: u64,
    },
    /// `seed` is not a decimal number of 64 bits.
    #[error("the seed is not a decimal number of 64 bits")]
    BadSeed,
    /// `length` names neither a number of rounds nor a target, or both.
    #[error("the length is neither a number of rounds nor a target score")]
    NoLength,
    /// The length is not one of C2's choices.
    #[error("{0}")]
    BadLength(#[from] LengthError),
    /// More actions than the game's longest possible length.
    #[error("{count} actions are more than a game of this length can have ({limit})")]
    TooManyActions {
        /// Actions in the file.
        count: usize,
        /// The most the game can have.
        limit: usize,
    },
    /// An action is not written as the format writes actions.
    #[error("action {index} \"{text}\" is not an action")]
    BadAction {
        /// Index in the list, 0-based.
        index: usize,
        /// The text found (at most 64 characters of it).
        text: String,
    },
    /// An action is refused by the rules when replayed.
    #[error("action {index} \"{action}\" is illegal: {refusal}")]
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
            RecordError::Json {
                problem: JsonProblem::Truncated,
                ..
            } => "record_json_truncated",
            RecordError::Json {
                problem: JsonProblem::Syntax,
                ..
            } => "record_json_syntax",
            RecordError::Json {
                problem: JsonProblem::Shape,
                ..
            } => "record_json_shape",
            RecordError::NotASavedGame => "record_not_a_saved_game",
            RecordError::WrongGame { .. } => "record_wrong_game",
            RecordError::BadVersion => "record_bad_version",
            RecordError::NewerVersion { .. } => "record_newer_version",
            RecordError::BadSeed => "record_bad_seed",
            RecordError::NoLength => "record_no_length",
            RecordError::BadLength(e) => e.code(),
            RecordError::TooManyActions { .. } => "record_too_many_actions",
            RecordError::BadAction { .. } => "record_bad_action",
            RecordError::IllegalAction { .. } => "record_illegal_action",
        }
    }

    fn from_serde(e: &serde_json::Error) -> RecordError {
        let problem = match e.classify() {
            Category::Eof => JsonProblem::Truncated,
            Category::Syntax | Category::Io => JsonProblem::Syntax,
            Category::Data => JsonProblem::Shape,
        };
        RecordError::Json {
            problem,
            line: e.line(),
            column: e.column(),
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
}

#[derive(Serialize, Deserialize)]
struct RecordJson {
    game: String,
    version: u64,
    app_version: String,
    seed: String,
    length: LengthJson,
    actions: Vec<String>,
}

#[derive(Serialize, Deserialize)]
struct LengthJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rounds: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    target: Option<u32>,
}

/// Writes `game` as a saved game in the canonical form (see the module documentation).
pub fn save_game(game: &Game) -> String {
    let length = match game.length() {
        GameLength::Rounds(n) => LengthJson {
            rounds: Some(n),
            target: None,
        },
        GameLength::Target(t) => LengthJson {
            rounds: None,
            target: Some(t),
        },
    };
    let record = RecordJson {
        game: GAME_NAME.to_owned(),
        version: SAVED_GAME_VERSION,
        app_version: APP_VERSION.to_owned(),
        seed: game.seed().to_string(),
        length,
        actions: game.actions().iter().map(Action::text).collect(),
    };
    // Serialising plain structs of strings and numbers cannot fail.
    let mut text = serde_json::to_string_pretty(&record).unwrap_or_default();
    text.push('\n');
    text
}

/// Loads a saved game: checks the size, the game's name and the version, the seed and the
/// length (C2), then replays every action through the rules (C2–C6).
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
        Some(GAME_NAME) => {}
        Some(other) => {
            return Err(RecordError::WrongGame {
                found: quoted(other),
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
    let record: RecordJson =
        serde_json::from_value(value).map_err(|e| RecordError::from_serde(&e))?;
    let seed = parse_seed(&record.seed).ok_or(RecordError::BadSeed)?;
    let length = match (record.length.rounds, record.length.target) {
        (Some(n), None) => GameLength::rounds(n)?,
        (None, Some(t)) => GameLength::target(t)?,
        _ => return Err(RecordError::NoLength),
    };
    let limit = length.max_actions();
    if record.actions.len() > limit {
        return Err(RecordError::TooManyActions {
            count: record.actions.len(),
            limit,
        });
    }
    let actions = record
        .actions
        .iter()
        .enumerate()
        .map(|(index, text)| {
            Action::parse(text).ok_or_else(|| RecordError::BadAction {
                index,
                text: quoted(text),
            })
        })
        .collect::<Result<Vec<Action>, RecordError>>()?;
    let game = Game::replay(seed, length, &actions).map_err(|(index, refusal)| {
        RecordError::IllegalAction {
            index,
            action: actions.get(index).copied().unwrap_or(Action::NextRound),
            refusal,
        }
    })?;
    Ok(SavedGame {
        game,
        app_version: record.app_version,
    })
}

/// A seed written as decimal digits only (no sign, no spaces), at most 64 bits.
fn parse_seed(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// At most [`MAX_QUOTED_CHARS`] characters of a text from the file.
fn quoted(text: &str) -> String {
    text.chars().take(MAX_QUOTED_CHARS).collect()
}
