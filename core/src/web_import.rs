//! Import of the existing web version's saved games (its "Save" button, `version: 1`) as the
//! start state of a [`Game`] (R2–R7).
//!
//! The file is untrusted: it is refused before parsing when larger than
//! [`MAX_WEB_SAVE_BYTES`], and every part is checked — the position (R2), the stones (only on
//! region cells and dots), the inventories against the sets (R3), every bridge in formation
//! order with the rules' own check (R5, R6) and its cut mark — by [`crate::start_check`].
//! Scores are recomputed from the bridges (R7); the file's `bridgeScore` and `regionScore` are
//! never read.
//!
//! Fields read (others, such as `sub`, `selectedColor`, `coords` or `id`, are ignored):
//! `version` (1), `position` {`name`, `boards` [{`token`, `cells` [[x, y]…]}], `dots` [[x, y]…]},
//! `grid` (colour name or null per cell, indexed `y * W + x` with `W` = largest x + 2 and
//! `H` = largest y + 2, R2), `blueInv`/`yellowInv` (colour name → count), `blueBatch`/
//! `yellowBatch` (sets received), `currentPlayer`, `activeBridges` [{`row` [flat indices],
//! `player` blue|yellow|red, `cut`, optional `s`/`e` = the row's ends}], and `lastPlaced`,
//! `bridgePlaced`, `moveState`, which must say that no stone has been placed in the current turn.
//!
//! The number of rounds follows the web version: 4 when the position's name is that of
//! built-in 1–6, else 3 (R3). A position equal to the built-in of its name is that built-in.
//! The web save does not say who formed a red bridge; imported red bridges are attributed to
//! Blue (nothing depends on it: red bridges score nothing, R7).

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Deserialize;

use crate::board::Bridge;
use crate::color::{Color, Loyalty, Player};
use crate::game::{Game, StartState};
use crate::geometry::{Cell, Line};
use crate::json_input::{parse_json, JsonProblem};
use crate::position::{builtin_positions, recognise_builtin, Position};
use crate::position_build::{build_position, CellValue, PositionProblem, UsedCells};
use crate::rounds::Rounds;
use crate::start_check::{start_game, StartError};

/// Largest web save accepted, in bytes (1 MiB); larger input is refused before parsing.
pub const MAX_WEB_SAVE_BYTES: usize = 1 << 20;
/// The only `version` of the web save format this importer reads.
pub const WEB_SAVE_VERSION: u64 = 1;

/// Why a web save was refused. Every variant has a stable [`WebImportError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WebImportError {
    /// The input is not a well-formed JSON document of the expected shape.
    #[error("{0}")]
    Json(#[from] JsonProblem),
    /// The `version` is not 1.
    #[error("web save version {0} is not supported (only version 1 is)")]
    UnsupportedVersion(String),
    /// The position's name or grid is invalid (R2).
    #[error("{0}")]
    Position(#[from] PositionProblem),
    /// One cell is listed twice in the position (two boards, or a board and a dot).
    #[error("the cell ({0}, {1}) is listed twice in the position")]
    DuplicateCell(i64, i64),
    /// The `grid` does not have `W × H` entries (R2).
    #[error("the grid has {found} entries where the position needs {expected}")]
    GridSize {
        /// `W × H` of the position.
        expected: usize,
        /// Entries in the file.
        found: usize,
    },
    /// A colour name is not one of the six colours (R1).
    #[error("\"{0}\" is not a colour")]
    UnknownColor(String),
    /// An inventory count is negative or too large.
    #[error("the inventory count {0} is not between 0 and 255")]
    BadCount(i64),
    /// The save was made after a stone was placed in the current turn.
    #[error("the game was saved in the middle of a turn; save it at the start of a turn")]
    MidTurn,
    /// A bridge's `row` is not a straight run of 3 or 4 neighbouring cells of the grid with
    /// `s`/`e` at its ends (R5.1, R5.2).
    #[error("bridge {0} is not a straight row of 3 or 4 cells of the grid")]
    BadBridgeRow(usize),
    /// The start state breaks a rule (R3–R6).
    #[error("{0}")]
    Start(#[from] StartError),
}

impl WebImportError {
    /// A stable code, for shells to localise and tests to match; nested problems give their own.
    pub fn code(&self) -> &'static str {
        match self {
            WebImportError::Json(p) => p.code(),
            WebImportError::UnsupportedVersion(_) => "web_unsupported_version",
            WebImportError::Position(p) => p.code(),
            WebImportError::DuplicateCell(..) => "web_duplicate_cell",
            WebImportError::GridSize { .. } => "web_grid_size",
            WebImportError::UnknownColor(_) => "web_unknown_color",
            WebImportError::BadCount(_) => "web_bad_count",
            WebImportError::MidTurn => "web_mid_turn",
            WebImportError::BadBridgeRow(_) => "web_bad_bridge_row",
            WebImportError::Start(e) => e.code(),
        }
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct WebSave {
    position: WebPosition,
    grid: Vec<Option<String>>,
    blue_inv: BTreeMap<String, i64>,
    yellow_inv: BTreeMap<String, i64>,
    blue_batch: u8,
    yellow_batch: u8,
    current_player: WebPlayer,
    #[serde(default)]
    last_placed: Option<serde_json::Value>,
    #[serde(default)]
    bridge_placed: bool,
    #[serde(default)]
    move_state: Option<String>,
    active_bridges: Vec<WebBridge>,
}

#[derive(Deserialize)]
struct WebPosition {
    name: String,
    boards: Vec<WebBoard>,
    dots: Vec<[i64; 2]>,
}

#[derive(Deserialize)]
struct WebBoard {
    token: String,
    cells: Vec<[i64; 2]>,
}

#[derive(Clone, Copy, Deserialize)]
#[serde(rename_all = "lowercase")]
enum WebPlayer {
    Blue,
    Yellow,
}

#[derive(Clone, Copy, Deserialize)]
#[serde(rename_all = "lowercase")]
enum WebBridgeKind {
    Blue,
    Yellow,
    Red,
}

#[derive(Deserialize)]
struct WebBridge {
    row: Vec<i64>,
    player: WebBridgeKind,
    cut: bool,
    #[serde(default)]
    s: Option<i64>,
    #[serde(default)]
    e: Option<i64>,
}

/// Imports a web save (see the module documentation): checks everything and starts a game
/// from it, refusing with the first problem found. Undo stops at the imported state (R11).
pub fn import_web_save(bytes: &[u8]) -> Result<Game, WebImportError> {
    let value = parse_json(bytes, MAX_WEB_SAVE_BYTES)?;
    match value.get("version").and_then(serde_json::Value::as_u64) {
        Some(WEB_SAVE_VERSION) => {}
        _ => {
            let found = value
                .get("version")
                .map_or_else(|| "(none)".to_owned(), ToString::to_string);
            return Err(WebImportError::UnsupportedVersion(found));
        }
    }
    let save: WebSave = serde_json::from_value(value).map_err(JsonProblem::shape)?;
    let position = Arc::new(read_position(&save.position)?);
    let rounds = web_rounds(position.name());
    if save.last_placed.as_ref().is_some_and(|v| !v.is_null())
        || save.bridge_placed
        || save.move_state.as_deref().is_some_and(|s| s != "tile")
    {
        return Err(WebImportError::MidTurn);
    }
    let start = StartState {
        stones: read_stones(&position, &save.grid)?,
        bridges: read_bridges(&position, &save.active_bridges)?,
        supply: [
            read_inventory(&save.blue_inv)?,
            read_inventory(&save.yellow_inv)?,
        ],
        sets_received: [save.blue_batch, save.yellow_batch],
        to_move: match save.current_player {
            WebPlayer::Blue => Player::Blue,
            WebPlayer::Yellow => Player::Yellow,
        },
    };
    Ok(start_game(position, rounds, start)?)
}

/// The web version's rounds: 4 for the names of built-ins 1–6, else 3 (R3).
fn web_rounds(name: &str) -> Rounds {
    builtin_positions()
        .iter()
        .find(|p| p.name() == name)
        .map_or(Rounds::Three, Position::default_rounds)
}

fn read_position(web: &WebPosition) -> Result<Position, WebImportError> {
    let mut used = UsedCells::new();
    let mut add = |[x, y]: [i64; 2], value| -> Result<(), WebImportError> {
        crate::position_build::check_cell(x, y)?;
        // check_cell bounds both to 0..=24.
        let key = (y as u32, x as u32);
        if used.insert(key, value).is_some() {
            return Err(WebImportError::DuplicateCell(x, y));
        }
        Ok(())
    };
    for board in &web.boards {
        for &xy in &board.cells {
            add(xy, CellValue::Region(&board.token))?;
        }
    }
    for &xy in &web.dots {
        add(xy, CellValue::Dot)?;
    }
    Ok(recognise_builtin(build_position(&web.name, &used)?))
}

fn read_color(name: &str) -> Result<Color, WebImportError> {
    Color::from_name(name).ok_or_else(|| WebImportError::UnknownColor(name.to_owned()))
}

fn read_stones(
    position: &Position,
    grid: &[Option<String>],
) -> Result<Vec<(Cell, Color)>, WebImportError> {
    if grid.len() != position.cell_count() {
        return Err(WebImportError::GridSize {
            expected: position.cell_count(),
            found: grid.len(),
        });
    }
    let mut stones = Vec::new();
    for (index, entry) in grid.iter().enumerate() {
        if let Some(name) = entry {
            stones.push((position.cell_at(index), read_color(name)?));
        }
    }
    Ok(stones)
}

fn read_inventory(inventory: &BTreeMap<String, i64>) -> Result<[u8; 6], WebImportError> {
    let mut supply = [0u8; 6];
    for (name, &count) in inventory {
        let color = read_color(name)?;
        let count = u8::try_from(count).map_err(|_| WebImportError::BadCount(count))?;
        if let Some(slot) = supply.get_mut(color.index()) {
            *slot = count;
        }
    }
    Ok(supply)
}

fn read_bridges(position: &Position, web: &[WebBridge]) -> Result<Vec<Bridge>, WebImportError> {
    let mut bridges = Vec::with_capacity(web.len());
    for (index, bridge) in web.iter().enumerate() {
        let line = bridge_line(position, bridge).ok_or(WebImportError::BadBridgeRow(index))?;
        let (kind, formed_by) = match bridge.player {
            WebBridgeKind::Blue => (Loyalty::Blue, Player::Blue),
            WebBridgeKind::Yellow => (Loyalty::Yellow, Player::Yellow),
            WebBridgeKind::Red => (Loyalty::Red, Player::Blue),
        };
        bridges.push(Bridge {
            line,
            kind,
            cut: bridge.cut,
            formed_by,
        });
    }
    Ok(bridges)
}

/// The line of a web bridge's `row`: flat indices of the grid, in order from `s` to `e`.
fn bridge_line(position: &Position, bridge: &WebBridge) -> Option<Line> {
    let cells = bridge
        .row
        .iter()
        .map(|&i| {
            usize::try_from(i)
                .ok()
                .filter(|i| *i < position.cell_count())
                .map(|i| position.cell_at(i))
        })
        .collect::<Option<Vec<Cell>>>()?;
    let (&first, &last) = (cells.first()?, cells.last()?);
    let line = Line::between(first, last).ok()?;
    let forward = line.cells().eq(cells.iter().copied());
    let backward = line.cells().eq(cells.iter().rev().copied());
    let ends_match = bridge.s.is_none_or(|s| Some(&s) == bridge.row.first())
        && bridge.e.is_none_or(|e| Some(&e) == bridge.row.last());
    ((forward || backward) && ends_match).then_some(line)
}
