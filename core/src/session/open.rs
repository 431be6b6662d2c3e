//! Starting a session from whatever a shell has: a built-in (R9, R10), a CSV position file
//! (R9), a saved game, a game or position link (R10), a web-version save, or a received file
//! of unknown kind; and writing the game back out for saving and sharing.

use std::sync::Arc;

use crate::game::Game;
use crate::json_input::without_bom;
use crate::link::{
    game_link_with_opponent, parse_link_with_opponent, position_link, LinkError, LinkTarget,
};
use crate::position::{builtin_by_key, recognise_builtin, Position};
use crate::position_csv::{read_positions, PositionCsvError};
use crate::record::{load_game, save_game, RecordError, SavedGame, SessionState};
use crate::rounds::Rounds;
use crate::web_import::{import_web_save, WebImportError};

use super::Session;

/// Where a new session comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening<'a> {
    /// A built-in position by number ("7") or slug ("pyramid"), with 3 or 4 rounds or the
    /// position's default (R3).
    Builtin {
        /// Number or slug.
        key: &'a str,
        /// Sets per player; `None` for the default.
        rounds: Option<u8>,
    },
    /// Position `index` (0-based) of a CSV file (R9).
    Csv {
        /// The file.
        bytes: &'a [u8],
        /// Which position of the file.
        index: usize,
        /// Sets per player; `None` for the default.
        rounds: Option<u8>,
    },
    /// A saved game of this app.
    SavedGame(&'a [u8]),
    /// A game link, or a position link of a built-in (R10).
    Link(&'a str),
    /// A game saved by the existing web version.
    WebSave(&'a [u8]),
    /// A received file of unknown kind: a saved game, a web save or a CSV position file,
    /// told apart by its content (files from chat apps arrive without a reliable type).
    File(&'a [u8]),
}

/// Why a session could not be opened. Every variant has a stable [`OpenError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OpenError {
    /// No built-in position has this number or slug.
    #[error("no built-in position is called \"{0}\"")]
    UnknownPosition(String),
    /// Rounds other than 3 or 4 (R3).
    #[error("a game has 3 or 4 sets per player, not {0}")]
    BadRounds(u8),
    /// The CSV file holds fewer positions than the index asked for.
    #[error("the file holds no position number {0}")]
    NoSuchPositionInFile(usize),
    /// The CSV file was refused (R9).
    #[error("{0}")]
    Csv(#[from] PositionCsvError),
    /// The saved game was refused.
    #[error("{0}")]
    SavedGame(#[from] RecordError),
    /// The link was refused (R10).
    #[error("{0}")]
    Link(#[from] LinkError),
    /// The web-version save was refused.
    #[error("{0}")]
    WebSave(#[from] WebImportError),
}

impl OpenError {
    /// A stable code; nested format errors give their own.
    pub fn code(&self) -> &'static str {
        match self {
            OpenError::UnknownPosition(_) => "unknown_position",
            OpenError::BadRounds(_) => "bad_rounds",
            OpenError::NoSuchPositionInFile(_) => "no_such_position_in_file",
            OpenError::Csv(e) => e.code(),
            OpenError::SavedGame(e) => e.code(),
            OpenError::Link(e) => e.code(),
            OpenError::WebSave(e) => e.code(),
        }
    }
}

fn rounds_for(position: &Position, rounds: Option<u8>) -> Result<Rounds, OpenError> {
    match rounds {
        None => Ok(position.default_rounds()),
        Some(r) => Rounds::try_from(r).map_err(|_| OpenError::BadRounds(r)),
    }
}

/// The game that `opening` starts; nothing that arrives from outside can make it panic.
pub fn open_game(opening: Opening<'_>) -> Result<Game, OpenError> {
    open_with_state(opening).map(|(game, _)| game)
}

/// The game that `opening` starts, with the interaction state a saved game keeps.
fn open_with_state(opening: Opening<'_>) -> Result<(Game, Option<SessionState>), OpenError> {
    let game = match opening {
        Opening::Builtin { key, rounds } => {
            let position =
                builtin_by_key(key).ok_or_else(|| OpenError::UnknownPosition(key.to_owned()))?;
            Game::new(Arc::new(position.clone()), rounds_for(position, rounds)?)
        }
        Opening::Csv {
            bytes,
            index,
            rounds,
        } => csv_game(bytes, index, rounds)?,
        Opening::SavedGame(bytes) => return Ok(saved_parts(load_game(bytes)?)),
        Opening::Link(text) => {
            let (target, opponent) = parse_link_with_opponent(text)?;
            let game = match target {
                LinkTarget::Game(game) => *game,
                LinkTarget::Position(position) => {
                    Game::new(Arc::new(position.clone()), position.default_rounds())
                }
            };
            let state = opponent.map(|opponent| SessionState {
                opponent: Some(opponent),
                ..SessionState::default()
            });
            return Ok((game, state));
        }
        Opening::WebSave(bytes) => import_web_save(bytes)?,
        Opening::File(bytes) => return open_file(bytes),
    };
    Ok((game, None))
}

fn saved_parts(saved: SavedGame) -> (Game, Option<SessionState>) {
    (saved.game, saved.session)
}

impl Session {
    /// Opens a session on the game that `opening` starts (see [`open_game`]); a saved game
    /// that keeps its interaction state comes back with it.
    pub fn open(opening: Opening<'_>) -> Result<Session, OpenError> {
        let (game, state) = open_with_state(opening)?;
        let mut session = Session::new(game);
        if let Some(state) = state {
            session.restore(state);
        }
        Ok(session)
    }

    /// The saved-game JSON of this game with its interaction state (the selected colours and
    /// the ring): the current game a shell writes whenever the revision moves.
    pub fn save(&self) -> String {
        save_game(&self.game, Some(&self.state()))
    }

    /// The interaction state a saved game keeps.
    pub fn state(&self) -> SessionState {
        SessionState {
            selected: self.selections(),
            ring: self.ring(),
            opponent: self.opponent(),
            computer_seed: self.computer_seed(),
        }
    }

    /// The game link that carries this whole game (R10), for correspondence play, with the
    /// computer opponent in a game against the computer (issue 11).
    pub fn game_link(&self) -> Result<String, LinkError> {
        game_link_with_opponent(&self.game, self.opponent)
    }

    /// The web-compatible link of the starting position, for built-ins (R10).
    pub fn position_link(&self) -> Option<String> {
        position_link(self.game.position())
    }
}

/// A new game on position `index` of a CSV file (R9).
fn csv_game(bytes: &[u8], index: usize, rounds: Option<u8>) -> Result<Game, OpenError> {
    let position = read_positions(bytes)?
        .into_iter()
        .nth(index)
        .map(recognise_builtin)
        .ok_or(OpenError::NoSuchPositionInFile(index))?;
    let rounds = rounds_for(&position, rounds)?;
    Ok(Game::new(Arc::new(position), rounds))
}

/// Opens a received file by its content: a CSV position file when its first line (after
/// blank and `#` lines) is the R9 header; otherwise JSON: a saved game of this app when it has
/// our `format`, a web-version save when it has the web save's `version` or `grid`.
fn open_file(bytes: &[u8]) -> Result<(Game, Option<SessionState>), OpenError> {
    let bytes = without_bom(bytes);
    if looks_like_position_csv(bytes) {
        return Ok((csv_game(bytes, 0, None)?, None));
    }
    match load_game(bytes) {
        Ok(saved) => Ok(saved_parts(saved)),
        Err(RecordError::NotASavedGame) if looks_like_web_save(bytes) => {
            Ok((import_web_save(bytes)?, None))
        }
        Err(e) => Err(e.into()),
    }
}

/// Whether a received file is a position CSV file (R9): its first line, after blank and `#`
/// lines, starts with the `position_id` header. Files from chat apps arrive without a reliable
/// type, so they are told apart by content.
pub fn looks_like_position_csv(bytes: &[u8]) -> bool {
    without_bom(bytes)
        .split(|b| *b == b'\n')
        .map(|line| line.trim_ascii())
        .find(|line| !line.is_empty() && !line.starts_with(b"#"))
        .is_some_and(|line| {
            line.get(..b"position_id".len())
                .is_some_and(|head| head.eq_ignore_ascii_case(b"position_id"))
        })
}

fn looks_like_web_save(bytes: &[u8]) -> bool {
    serde_json::from_slice::<serde_json::Value>(bytes)
        .is_ok_and(|v| v.get("version").is_some() || v.get("grid").is_some())
}
