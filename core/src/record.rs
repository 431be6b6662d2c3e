//! The saved game: versioned JSON that the shells write after every action and read back to
//! resume, and that players send each other as a file. Loading replays every action through
//! [`Game`], so an edited or damaged file never yields an illegal game (R4–R6, R11).
//!
//! # Format, version 1
//!
//! ```json
//! {
//!   "format": "divided-loyalties-game",
//!   "version": 1,
//!   "app_version": "0.1.0",
//!   "position": {
//!     "number": 7,
//!     "name": "Pyramid",
//!     "rows": [
//!       ".  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .",
//!       ".  .  .  .  .  .  .  .  o  S5 o  .  .  .  .  .  .",
//!       "…"
//!     ]
//!   },
//!   "rounds": 3,
//!   "start": {
//!     "to_move": "blue",
//!     "sets": { "blue": 2, "yellow": 2 },
//!     "supply": {
//!       "blue": { "blue": 3, "yellow": 0, "red": 1, "green": 1, "orange": 1, "purple": 3 },
//!       "yellow": { "blue": 0, "yellow": 3, "red": 1, "green": 2, "orange": 3, "purple": 0 }
//!     },
//!     "stones": [ ".................", "........B........", "…" ],
//!     "bridges": [ "yellow 4,4 6,6", "blue 1,1 1,3 cut", "red 2,1 2,3 by blue" ]
//!   },
//!   "actions": [ "place 8,3 blue", "bridge 8,3 10,5", "end turn", "agree end" ],
//!   "session": {
//!     "selected": { "blue": "red", "yellow": "yellow" },
//!     "ring": "8,3",
//!     "opponent": { "side": "yellow", "level": "hard", "seed": 42 }
//!   }
//! }
//! ```
//!
//! - `format` is always `divided-loyalties-game`; `version` is the major version of the format,
//!   [`SAVED_GAME_VERSION`]. Readers accept every file of their major version and ignore the
//!   fields they do not know, so a later app may add fields without breaking older ones; a file
//!   of a later major version is refused with [`RecordError::NewerVersion`] (which names it),
//!   anything else with [`RecordError::UnsupportedVersion`], never misread.
//! - `app_version` is the version of the app that wrote the file (informative).
//! - `position` holds the whole grid, so custom positions travel (R2, R9): one string per grid
//!   row, cells separated by white space (written padded to the longest token, so that the
//!   columns line up), each cell an R9 value (`.` empty, `o` dot, else a region
//!   token). `number` (1–12) is present for built-ins; a file whose grid or name no longer
//!   matches that built-in loads as a custom position.
//! - `rounds` is the number of sets per player, 3 or 4 (R3).
//! - `start` is present only for a game imported mid-way (see [`crate::web_import`]): the player
//!   to move, sets received, both supplies, the stones as one string per grid row (`.` or a
//!   colour letter B Y R G O P), and the bridges in formation order as
//!   `<kind> <x>,<y> <x>,<y>` (kind blue, yellow or red; ends in line order), then ` cut` if cut,
//!   then for red bridges ` by <player>`. It is checked like any imported state.
//! - `actions` in order: `place <x>,<y> <colour>`, `bridge <x>,<y> <x>,<y>` (the ends as the
//!   player chose them), `end turn`, `agree end` (R4, R8).
//! - `session` is present in a shell's current game only (shared files leave it out): the colour
//!   each player has selected (`null` for none) and the ringed stone, if any, so that a resumed
//!   game looks exactly as it was left. It must fit the game ([`RecordError::BadSession`]).
//!   In a game against the computer (issue 11) it holds the `opponent`: the side the computer
//!   plays, its level (`easy`, `medium`, `hard`) and the seed of its random choices; a resumed
//!   game with the computer to move has the computer think again (its turn is never lost,
//!   since nothing of it is played until it is whole). Files without it are games between
//!   two players.
//!
//! Files are refused before parsing above [`MAX_SAVED_GAME_BYTES`]. [`save_game`] writes the
//! canonical form (two-space indentation, the key order above, a final newline): loading a
//! saved file and saving it again gives the same bytes.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::board::Bridge;
use crate::color::{Color, Loyalty, Player};
use crate::computer::Level;
use crate::game::{Action, Game, StartState};
use crate::geometry::{Cell, Line};
use crate::json_input::{parse_json, without_bom, JsonProblem};
use crate::opponent::{player_from_name, Opponent};
use crate::position::{recognise_builtin, CellKind, Position};
use crate::position_build::{build_position, CellValue, PositionProblem, UsedCells};
use crate::rounds::Rounds;
use crate::rules::Refusal;
use crate::start_check::{start_game, StartError};

/// The `format` value of every saved game.
pub const SAVED_GAME_FORMAT: &str = "divided-loyalties-game";
/// The version of the saved-game format this app writes and reads.
pub const SAVED_GAME_VERSION: u64 = 1;
/// Largest saved game accepted, in bytes (1 MiB, about fifty times a complete game); larger
/// input is refused before parsing.
pub const MAX_SAVED_GAME_BYTES: usize = 1 << 20;
/// The app version written into saved games.
pub const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Why a saved game was refused. Every variant has a stable [`RecordError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The input is not a well-formed JSON document of the expected shape.
    #[error("{0}")]
    Json(#[from] JsonProblem),
    /// The JSON is not a saved game of this app (no `format` of [`SAVED_GAME_FORMAT`]).
    #[error("this is not a saved game of Divided Loyalties")]
    NotASavedGame,
    /// The file's `version` is missing or is not a format version (a whole number from 1).
    #[error("saved-game format version {0} is not a version this app knows (it reads version {SAVED_GAME_VERSION})")]
    UnsupportedVersion(String),
    /// The file was written by a newer app, in a later major version of the format.
    #[error("this game was saved in format version {0} by a newer version of the app (this app reads version {SAVED_GAME_VERSION}): update the app to open it")]
    NewerVersion(u64),
    /// `rounds` is not 3 or 4 (R3).
    #[error("{0} rounds is not a choice (3 or 4, R3)")]
    BadRounds(u8),
    /// The position's name or grid is invalid (R2).
    #[error("{0}")]
    Position(#[from] PositionProblem),
    /// The start state's `stones` rows do not match the grid or hold an unknown letter.
    #[error("the start stones must be one row per grid row, one of . B Y R G O P per cell")]
    BadStones,
    /// A start bridge is not written `<kind> <x>,<y> <x>,<y>[ cut][ by <player>]` with the
    /// ends on a straight line of 3 or 4 cells (R5.1, R5.2).
    #[error(
        "start bridge {index} \"{text}\" is not a bridge of 3 or 4 cells as the format writes it"
    )]
    BadBridge {
        /// Index in the list, 0-based.
        index: usize,
        /// The text as found.
        text: String,
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
    #[error("action {index} \"{action}\" is illegal: {refusal}")]
    IllegalAction {
        /// Index in the list, 0-based.
        index: usize,
        /// The action's text.
        action: String,
        /// Why the rules refuse it; [`Refusal::code`] gives its code.
        refusal: Refusal,
    },
    /// The `session` part (the colours selected and the ring) does not fit the game: a colour
    /// the player has none of, a ring on a cell without a stone.
    #[error("the selected colours or the ring do not fit the game")]
    BadSession,
    /// The start state breaks a rule (R3–R6).
    #[error("{0}")]
    Start(#[from] StartError),
}

impl RecordError {
    /// A stable code, for shells to localise and tests to match; nested problems give their own.
    pub fn code(&self) -> &'static str {
        match self {
            RecordError::Json(p) => p.code(),
            RecordError::NotASavedGame => "record_not_a_saved_game",
            RecordError::UnsupportedVersion(_) => "record_unsupported_version",
            RecordError::NewerVersion(_) => "record_newer_version",
            RecordError::BadSession => "record_bad_session",
            RecordError::BadRounds(_) => "record_bad_rounds",
            RecordError::Position(p) => p.code(),
            RecordError::BadStones => "record_bad_stones",
            RecordError::BadBridge { .. } => "record_bad_bridge",
            RecordError::BadAction { .. } => "record_bad_action",
            RecordError::IllegalAction { .. } => "record_illegal_action",
            RecordError::Start(e) => e.code(),
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
    /// The interaction state, when the file keeps it (the current game of a shell).
    pub session: Option<SessionState>,
}

/// What a shell had chosen when the game was saved, so that a resumed game looks exactly as
/// it was left: each player's selected colour (Blue first), the ringed stone and the computer
/// opponent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SessionState {
    /// The colour each player had selected, Blue first (R3).
    pub selected: [Option<Color>; 2],
    /// The ringed stone: the first end chosen for a bridge.
    pub ring: Option<Cell>,
    /// The computer opponent, in a game against the computer (issue 11).
    pub opponent: Option<Opponent>,
    /// The seed of the computer's random choices (0 without an opponent).
    pub computer_seed: u64,
}

#[derive(Serialize, Deserialize)]
struct RecordJson {
    format: String,
    version: u64,
    app_version: String,
    position: PositionJson,
    rounds: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start: Option<StartJson>,
    actions: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    session: Option<SessionJson>,
}

#[derive(Serialize, Deserialize)]
struct SessionJson {
    selected: PerPlayer<Option<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ring: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    opponent: Option<OpponentJson>,
}

#[derive(Serialize, Deserialize)]
struct OpponentJson {
    side: String,
    level: String,
    seed: u64,
}

#[derive(Serialize, Deserialize)]
struct PositionJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    number: Option<u8>,
    name: String,
    rows: Vec<String>,
}

#[derive(Serialize, Deserialize)]
struct StartJson {
    to_move: Side,
    sets: PerPlayer<u8>,
    supply: PerPlayer<SupplyJson>,
    stones: Vec<String>,
    bridges: Vec<String>,
}

#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Side {
    Blue,
    Yellow,
}

#[derive(Serialize, Deserialize)]
struct PerPlayer<T> {
    blue: T,
    yellow: T,
}

#[derive(Serialize, Deserialize)]
struct SupplyJson {
    blue: u8,
    yellow: u8,
    red: u8,
    green: u8,
    orange: u8,
    purple: u8,
}

impl SupplyJson {
    fn from_array(s: [u8; 6]) -> SupplyJson {
        let [blue, yellow, red, green, orange, purple] = s;
        SupplyJson {
            blue,
            yellow,
            red,
            green,
            orange,
            purple,
        }
    }

    fn to_array(&self) -> [u8; 6] {
        [
            self.blue,
            self.yellow,
            self.red,
            self.green,
            self.orange,
            self.purple,
        ]
    }
}

fn side(player: Player) -> Side {
    match player {
        Player::Blue => Side::Blue,
        Player::Yellow => Side::Yellow,
    }
}

fn player(side: Side) -> Player {
    match side {
        Side::Blue => Player::Blue,
        Side::Yellow => Player::Yellow,
    }
}

/// Writes `game` as a saved game in the canonical form (see the module documentation), with
/// the interaction state when one is given (a shell's current game; shared files leave it out).
pub fn save_game(game: &Game, session: Option<&SessionState>) -> String {
    let record = RecordJson {
        format: SAVED_GAME_FORMAT.to_owned(),
        version: SAVED_GAME_VERSION,
        app_version: APP_VERSION.to_owned(),
        position: position_json(game.position()),
        rounds: game.rounds().count(),
        start: game.start_state().map(|s| start_json(game.position(), s)),
        actions: game.actions().iter().map(action_text).collect(),
        session: session.map(session_json),
    };
    // Serialising plain structs of strings and numbers cannot fail.
    let mut text = serde_json::to_string_pretty(&record).unwrap_or_default();
    text.push('\n');
    text
}

/// Loads a saved game: checks the size, the format and version, the position, the start state
/// (as an import, R3–R6), then replays every action through the rules (R4–R8).
pub fn load_game(bytes: &[u8]) -> Result<SavedGame, RecordError> {
    let value = parse_json(bytes, MAX_SAVED_GAME_BYTES)?;
    if value.get("format").and_then(serde_json::Value::as_str) != Some(SAVED_GAME_FORMAT) {
        return Err(RecordError::NotASavedGame);
    }
    match value.get("version").and_then(serde_json::Value::as_u64) {
        Some(SAVED_GAME_VERSION) => {}
        Some(newer) if newer > SAVED_GAME_VERSION => return Err(RecordError::NewerVersion(newer)),
        _ => {
            let found = value
                .get("version")
                .map_or_else(|| "(none)".to_owned(), ToString::to_string);
            return Err(RecordError::UnsupportedVersion(found));
        }
    }
    // Read again into the typed form, which refuses duplicate fields and ignores fields it
    // does not know (added by later versions of the same major format version).
    let record: RecordJson =
        serde_json::from_slice(without_bom(bytes)).map_err(|e| JsonProblem::from_serde(&e))?;
    let rounds =
        Rounds::try_from(record.rounds).map_err(|_| RecordError::BadRounds(record.rounds))?;
    let position = Arc::new(read_position(&record.position)?);
    let game = match &record.start {
        None => Game::new(position, rounds),
        Some(start) => {
            let start = read_start(&position, start)?;
            start_game(position, rounds, start)?
        }
    };
    let actions = record
        .actions
        .iter()
        .enumerate()
        .map(|(index, text)| {
            parse_action(text).ok_or_else(|| RecordError::BadAction {
                index,
                text: text.clone(),
            })
        })
        .collect::<Result<Vec<Action>, RecordError>>()?;
    let game =
        game.then_replay(&actions)
            .map_err(|(index, refusal)| RecordError::IllegalAction {
                index,
                action: record.actions.get(index).cloned().unwrap_or_default(),
                refusal,
            })?;
    let session = record
        .session
        .as_ref()
        .map(|json| read_session(&game, json))
        .transpose()?;
    Ok(SavedGame {
        game,
        app_version: record.app_version,
        session,
    })
}

fn position_json(position: &Position) -> PositionJson {
    let pad = position
        .regions()
        .iter()
        .map(|r| r.token.chars().count())
        .max()
        .unwrap_or(1);
    let rows = (0..position.height())
        .map(|y| {
            let cells: Vec<String> = (0..position.width())
                .map(|x| {
                    let value = match position.kind(Cell::new(x, y)) {
                        CellKind::Empty => ".",
                        CellKind::Dot => "o",
                        CellKind::Region(i) => position
                            .regions()
                            .get(usize::from(i))
                            .map_or(".", |r| r.token.as_str()),
                    };
                    format!("{value:<pad$}")
                })
                .collect();
            cells.join(" ").trim_end().to_owned()
        })
        .collect();
    PositionJson {
        number: position.number(),
        name: position.name().to_owned(),
        rows,
    }
}

fn read_position(json: &PositionJson) -> Result<Position, RecordError> {
    let mut used = UsedCells::new();
    for (y, row) in json.rows.iter().enumerate() {
        for (x, value) in row.split_whitespace().enumerate() {
            if let Some(value) = CellValue::parse(value) {
                let x = i64::try_from(x).unwrap_or(i64::MAX);
                let y = i64::try_from(y).unwrap_or(i64::MAX);
                crate::position_build::check_cell(x, y)?;
                // check_cell bounds both to 0..=24.
                used.insert((y as u32, x as u32), value);
            }
        }
    }
    Ok(recognise_builtin(build_position(&json.name, &used)?))
}

fn start_json(position: &Position, start: &StartState) -> StartJson {
    let mut rows = vec![vec!['.'; usize::from(position.width())]; usize::from(position.height())];
    for &(cell, color) in &start.stones {
        if let Some(slot) = rows
            .get_mut(usize::from(cell.y))
            .and_then(|r| r.get_mut(usize::from(cell.x)))
        {
            *slot = color.letter();
        }
    }
    StartJson {
        to_move: side(start.to_move),
        sets: PerPlayer {
            blue: start.sets_received[0],
            yellow: start.sets_received[1],
        },
        supply: PerPlayer {
            blue: SupplyJson::from_array(start.supply[0]),
            yellow: SupplyJson::from_array(start.supply[1]),
        },
        stones: rows.into_iter().map(|r| r.into_iter().collect()).collect(),
        bridges: start.bridges.iter().map(bridge_text).collect(),
    }
}

fn read_start(position: &Position, json: &StartJson) -> Result<StartState, RecordError> {
    if json.stones.len() != usize::from(position.height()) {
        return Err(RecordError::BadStones);
    }
    let mut stones = Vec::new();
    for (y, row) in json.stones.iter().enumerate() {
        if row.chars().count() != usize::from(position.width()) {
            return Err(RecordError::BadStones);
        }
        for (x, letter) in row.chars().enumerate() {
            if letter == '.' {
                continue;
            }
            let color = Color::ALL
                .into_iter()
                .find(|c| c.letter() == letter)
                .ok_or(RecordError::BadStones)?;
            // Both are below the grid size, at most 26.
            stones.push((Cell::new(x as u8, y as u8), color));
        }
    }
    let bridges = json
        .bridges
        .iter()
        .enumerate()
        .map(|(index, text)| {
            parse_bridge(text).ok_or_else(|| RecordError::BadBridge {
                index,
                text: text.clone(),
            })
        })
        .collect::<Result<Vec<Bridge>, RecordError>>()?;
    Ok(StartState {
        stones,
        bridges,
        supply: [json.supply.blue.to_array(), json.supply.yellow.to_array()],
        sets_received: [json.sets.blue, json.sets.yellow],
        to_move: player(json.to_move),
    })
}

fn session_json(state: &SessionState) -> SessionJson {
    let [blue, yellow] = state.selected.map(|c| c.map(|c| c.name().to_owned()));
    SessionJson {
        selected: PerPlayer { blue, yellow },
        ring: state.ring.map(cell_text),
        opponent: state.opponent.map(|o| OpponentJson {
            side: o.side.name().to_owned(),
            level: o.level.name().to_owned(),
            seed: state.computer_seed,
        }),
    }
}

/// The interaction state of `json`, checked against the game: each selected colour is one the
/// player has (R3), the ring is on a stone, the opponent's side and level are known names.
fn read_session(game: &Game, json: &SessionJson) -> Result<SessionState, RecordError> {
    let mut selected = [None; 2];
    for (player, name) in [
        (Player::Blue, &json.selected.blue),
        (Player::Yellow, &json.selected.yellow),
    ] {
        if let Some(name) = name {
            let color = Color::from_name(name).ok_or(RecordError::BadSession)?;
            if game.supply(player)[color.index()] == 0 {
                return Err(RecordError::BadSession);
            }
            selected[player.index()] = Some(color);
        }
    }
    let ring = match &json.ring {
        None => None,
        Some(text) => {
            let cell = parse_cell(text).ok_or(RecordError::BadSession)?;
            if game.board().stone(cell).is_none() {
                return Err(RecordError::BadSession);
            }
            Some(cell)
        }
    };
    let (opponent, computer_seed) = match &json.opponent {
        None => (None, 0),
        Some(o) => {
            let opponent = Opponent {
                side: player_from_name(&o.side).ok_or(RecordError::BadSession)?,
                level: Level::from_name(&o.level).ok_or(RecordError::BadSession)?,
            };
            (Some(opponent), o.seed)
        }
    };
    Ok(SessionState {
        selected,
        ring,
        opponent,
        computer_seed,
    })
}

fn cell_text(cell: Cell) -> String {
    format!("{},{}", cell.x, cell.y)
}

fn parse_cell(text: &str) -> Option<Cell> {
    let (x, y) = text.split_once(',')?;
    let number = |t: &str| {
        t.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| t.parse::<u8>().ok())
            .flatten()
    };
    Some(Cell::new(number(x)?, number(y)?))
}

fn action_text(action: &Action) -> String {
    match *action {
        Action::Place { cell, color } => format!("place {} {}", cell_text(cell), color.name()),
        Action::Bridge { from, to } => format!("bridge {} {}", cell_text(from), cell_text(to)),
        Action::EndTurn => "end turn".to_owned(),
        Action::AgreeEnd => "agree end".to_owned(),
    }
}

fn parse_action(text: &str) -> Option<Action> {
    let words: Vec<&str> = text.split(' ').collect();
    match words.as_slice() {
        ["place", cell, color] => Some(Action::Place {
            cell: parse_cell(cell)?,
            color: Color::from_name(color)?,
        }),
        ["bridge", from, to] => Some(Action::Bridge {
            from: parse_cell(from)?,
            to: parse_cell(to)?,
        }),
        ["end", "turn"] => Some(Action::EndTurn),
        ["agree", "end"] => Some(Action::AgreeEnd),
        _ => None,
    }
}

fn bridge_text(bridge: &Bridge) -> String {
    let mut text = format!(
        "{} {} {}",
        bridge.kind.name(),
        cell_text(bridge.line.start()),
        cell_text(bridge.line.end())
    );
    if bridge.cut {
        text.push_str(" cut");
    }
    if bridge.kind == Loyalty::Red {
        text.push_str(" by ");
        text.push_str(bridge.formed_by.name());
    }
    text
}

fn parse_bridge(text: &str) -> Option<Bridge> {
    let words: Vec<&str> = text.split(' ').collect();
    let (kind, from, to, rest) = match words.as_slice() {
        [kind, from, to, rest @ ..] => (*kind, *from, *to, rest),
        _ => return None,
    };
    let (from, to) = (parse_cell(from)?, parse_cell(to)?);
    let line = Line::between(from, to).ok()?;
    if line.start() != from {
        return None;
    }
    let (cut, rest) = match rest {
        ["cut", rest @ ..] => (true, rest),
        _ => (false, rest),
    };
    let (kind, formed_by) = match (kind, rest) {
        ("blue", []) => (Loyalty::Blue, Player::Blue),
        ("yellow", []) => (Loyalty::Yellow, Player::Yellow),
        ("red", ["by", "blue"]) => (Loyalty::Red, Player::Blue),
        ("red", ["by", "yellow"]) => (Loyalty::Red, Player::Yellow),
        _ => return None,
    };
    Some(Bridge {
        line,
        kind,
        cut,
        formed_by,
    })
}
