//! A received web snapshot read into [`Facts`] on its position, every value checked for shape
//! and range (never a panic, never an index out of bounds). Whether the facts are *legal* is
//! decided by [`crate::snapshot_check`], by replaying them through dl-core's rules.
//!
//! The position is read by dl-core's own web-save importer (`dl_core::web_import`, R2, R9):
//! the snapshot's position on an empty board is imported, which checks every cell.

use std::sync::Arc;

use dl_core::web_import::{import_web_save, WebImportError};
use dl_core::{Cell, Color, Line, Loyalty, Player, Position};

use crate::facts::Facts;
use crate::web_state::{Inventory, WebBridge, WebPosition, WebState, WEB_STATE_VERSION};

/// Why a snapshot could not be read. Every variant has a stable [`ReadError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// The `version` is not 1.
    #[error("snapshot version {0} is not supported (only version 1 is)")]
    WrongVersion(i64),
    /// The position is not a valid position (R2).
    #[error("the snapshot's position is refused: {0}")]
    Position(WebImportError),
    /// A coordinate of the position is outside 0–24 (R9).
    #[error("the snapshot's position has a cell outside the 25 × 25 grid")]
    PositionTooLarge,
    /// The grid does not have `W × H` entries (R2).
    #[error("the grid has {found} entries where the position needs {expected}")]
    GridSize {
        /// `W × H`.
        expected: usize,
        /// Entries sent.
        found: usize,
    },
    /// A colour name is not one of the six colours (R1).
    #[error("\"{0}\" is not a colour")]
    UnknownColor(String),
    /// A count or a set number is negative or too large (R3).
    #[error("{field} holds {value}, which is not between 0 and 255")]
    BadCount {
        /// Which field.
        field: &'static str,
        /// The value.
        value: i64,
    },
    /// A player name is not "blue" or "yellow" (R1).
    #[error("\"{0}\" is not a player")]
    UnknownPlayer(String),
    /// A cell index is outside the grid.
    #[error("{field} names the cell {index}, outside the grid")]
    BadCell {
        /// Which field.
        field: &'static str,
        /// The index.
        index: i64,
    },
    /// A bridge's row is not a straight run of 3 or 4 cells with `s`/`e` at its ends (R5.1,
    /// R5.2).
    #[error("bridge {0} is not a straight row of 3 or 4 cells of the grid")]
    BadBridgeRow(usize),
    /// A bridge's kind is not blue, yellow or red (R5.4).
    #[error("bridge {index} has the kind \"{kind}\"")]
    BadBridgeKind {
        /// The bridge's index.
        index: usize,
        /// The kind sent.
        kind: String,
    },
    /// A score is negative or too large (R7).
    #[error("a score of {0} is impossible")]
    BadScore(i64),
}

impl ReadError {
    /// A stable code for logs, the chat line and tests.
    pub fn code(&self) -> &'static str {
        match self {
            ReadError::WrongVersion(_) => "snapshot_wrong_version",
            ReadError::Position(_) => "snapshot_bad_position",
            ReadError::PositionTooLarge => "snapshot_position_too_large",
            ReadError::GridSize { .. } => "snapshot_grid_size",
            ReadError::UnknownColor(_) => "snapshot_unknown_color",
            ReadError::BadCount { .. } => "snapshot_bad_count",
            ReadError::UnknownPlayer(_) => "snapshot_unknown_player",
            ReadError::BadCell { .. } => "snapshot_bad_cell",
            ReadError::BadBridgeRow(_) => "snapshot_bad_bridge_row",
            ReadError::BadBridgeKind { .. } => "snapshot_bad_bridge_kind",
            ReadError::BadScore(_) => "snapshot_bad_score",
        }
    }
}

/// The largest coordinate of a position (the web editor's 25 × 25 grid, R9).
const MAX_COORD: i64 = 24;

/// Reads the position of a snapshot (R2), checked by dl-core's importer.
pub fn read_position(web: &WebPosition) -> Result<Position, ReadError> {
    let (mut max_x, mut max_y) = (0i64, 0i64);
    let cells = web
        .boards
        .iter()
        .flat_map(|b| b.cells.iter())
        .chain(&web.dots);
    for &[x, y] in cells {
        if !(0..=MAX_COORD).contains(&x) || !(0..=MAX_COORD).contains(&y) {
            return Err(ReadError::PositionTooLarge);
        }
        max_x = max_x.max(x);
        max_y = max_y.max(y);
    }
    // Both at most 24: the grid has at most 26 × 26 cells.
    let cell_count = ((max_x + 2) * (max_y + 2)) as usize;
    let blue = Player::Blue.set_contents();
    let yellow = Player::Yellow.set_contents();
    let inventory = |set: [u8; 6]| -> serde_json::Map<String, serde_json::Value> {
        Color::ALL
            .iter()
            .map(|c| (c.name().to_owned(), serde_json::Value::from(set[c.index()])))
            .collect()
    };
    let save = serde_json::json!({
        "version": 1,
        "position": web,
        "grid": vec![serde_json::Value::Null; cell_count],
        "blueInv": inventory(blue),
        "yellowInv": inventory(yellow),
        "blueBatch": 1,
        "yellowBatch": 1,
        "currentPlayer": "blue",
        "activeBridges": [],
    });
    let bytes = serde_json::to_vec(&save).map_err(|_| ReadError::PositionTooLarge)?;
    let game = import_web_save(&bytes).map_err(ReadError::Position)?;
    Ok(Position::clone(game.position()))
}

/// Reads a snapshot into its position and facts.
pub fn read_snapshot(state: &WebState) -> Result<(Arc<Position>, Facts), ReadError> {
    if state.version != WEB_STATE_VERSION {
        return Err(ReadError::WrongVersion(state.version));
    }
    let position = Arc::new(read_position(&state.position)?);
    let facts = read_facts(&position, state)?;
    Ok((position, facts))
}

/// Reads the facts of a snapshot on an already-read position.
pub fn read_facts(position: &Position, state: &WebState) -> Result<Facts, ReadError> {
    if state.grid.len() != position.cell_count() {
        return Err(ReadError::GridSize {
            expected: position.cell_count(),
            found: state.grid.len(),
        });
    }
    let stones = state
        .grid
        .iter()
        .map(|entry| entry.as_deref().map(color).transpose())
        .collect::<Result<Vec<_>, _>>()?;
    let bridges = state
        .active_bridges
        .iter()
        .enumerate()
        .map(|(i, b)| bridge(position, i, b))
        .collect::<Result<Vec<_>, _>>()?;
    let turn_stone = state
        .last_placed
        .map(|i| cell(position, "lastPlaced", i))
        .transpose()?;
    let points = [
        (
            score(state.bridge_score.blue)?,
            score(state.region_score.blue)?,
        ),
        (
            score(state.bridge_score.yellow)?,
            score(state.region_score.yellow)?,
        ),
    ];
    Ok(Facts {
        stones,
        bridges,
        supply: [
            supply("blueInv", &state.blue_inv)?,
            supply("yellowInv", &state.yellow_inv)?,
        ],
        sets: [
            count("blueBatch", state.blue_batch)?,
            count("yellowBatch", state.yellow_batch)?,
        ],
        to_move: player(&state.current_player)?,
        turn_stone,
        bridge_this_turn: state.bridge_placed,
        points,
    })
}

fn color(name: &str) -> Result<Color, ReadError> {
    Color::from_name(name).ok_or_else(|| ReadError::UnknownColor(name.chars().take(20).collect()))
}

fn player(name: &str) -> Result<Player, ReadError> {
    match name {
        "blue" => Ok(Player::Blue),
        "yellow" => Ok(Player::Yellow),
        _ => Err(ReadError::UnknownPlayer(name.chars().take(20).collect())),
    }
}

fn count(field: &'static str, value: i64) -> Result<u8, ReadError> {
    u8::try_from(value).map_err(|_| ReadError::BadCount { field, value })
}

fn score(value: i64) -> Result<u32, ReadError> {
    u32::try_from(value).map_err(|_| ReadError::BadScore(value))
}

fn supply(field: &'static str, inventory: &Inventory) -> Result<[u8; 6], ReadError> {
    let mut supply = [0u8; 6];
    for (name, value) in &inventory.0 {
        let c = color(name)?;
        let n = count(field, *value)?;
        if let Some(slot) = supply.get_mut(c.index()) {
            *slot = n;
        }
    }
    Ok(supply)
}

fn cell(position: &Position, field: &'static str, index: i64) -> Result<Cell, ReadError> {
    usize::try_from(index)
        .ok()
        .filter(|i| *i < position.cell_count())
        .map(|i| position.cell_at(i))
        .ok_or(ReadError::BadCell { field, index })
}

fn bridge(
    position: &Position,
    i: usize,
    b: &WebBridge,
) -> Result<(Line, Loyalty, bool), ReadError> {
    let kind = match b.player.as_str() {
        "blue" => Loyalty::Blue,
        "yellow" => Loyalty::Yellow,
        "red" => Loyalty::Red,
        other => {
            return Err(ReadError::BadBridgeKind {
                index: i,
                kind: other.chars().take(20).collect(),
            })
        }
    };
    if !(3..=4).contains(&b.row.len()) {
        return Err(ReadError::BadBridgeRow(i));
    }
    let cells = b
        .row
        .iter()
        .map(|&index| cell(position, "activeBridges.row", index))
        .collect::<Result<Vec<_>, _>>()?;
    let (Some(&first), Some(&last)) = (cells.first(), cells.last()) else {
        return Err(ReadError::BadBridgeRow(i));
    };
    let line = Line::between(first, last).map_err(|_| ReadError::BadBridgeRow(i))?;
    let forward = line.cells().eq(cells.iter().copied());
    let backward = line.cells().eq(cells.iter().rev().copied());
    let ends = b.s.is_none_or(|s| Some(&s) == b.row.first())
        && b.e.is_none_or(|e| Some(&e) == b.row.last());
    if !(forward || backward) || !ends {
        return Err(ReadError::BadBridgeRow(i));
    }
    Ok((line, kind, b.cut))
}
