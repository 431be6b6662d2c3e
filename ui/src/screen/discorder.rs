//! The screens of Discorder (RULES-DISCORDER.md): its new-game screen (who begins, the
//! opponent) and its game screen — the 8 × 7 board in cell units with its tiles, pegs and
//! scoring lines, one accessibility node per cell and per inner edge, both players, the tools,
//! the status line, Undo, the menu and the result card.

use serde::Serialize;

use super::board::{BoardCell, CellActionLabel, Point};
use super::game::{ResultCard, Thinking};
use super::menus::Choice;
use super::Button;
use crate::vocabulary::Rgba;

/// Discorder's new-game screen (D1).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NewDiscorderModel {
    /// "Who begins".
    pub starter_title: String,
    /// Yellow, Black, drawn at random.
    pub starters: Vec<Choice>,
    /// Two players, or "You play Yellow" / "You play Black" against the computer (it has one
    /// level).
    pub opponent: Vec<Choice>,
    /// New game.
    pub start: Button,
}

/// Discorder's game screen.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DiscorderModel {
    /// The board.
    pub board: DiscorderBoard,
    /// "You play Yellow" against the computer; `None` for two players.
    pub opponent: Option<String>,
    /// Yellow's side, then Black's.
    pub players: Vec<DiscorderSide>,
    /// "3 pegs left" (shared, D1).
    pub pegs_left: String,
    /// The tile and the peg tool (D2, D3).
    pub tools: Vec<ToolChoice>,
    /// The status line, announced when it changes.
    pub status: String,
    /// Set while the computer thinks.
    pub thinking: Option<Thinking>,
    /// Undo (D7).
    pub actions: Vec<Button>,
    /// New game, Saved games, Rules, Settings, the game chooser.
    pub menu: Vec<Button>,
    /// The result card once the game is over (D6).
    pub result: Option<ResultCard>,
}

/// A tool chip.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ToolChoice {
    /// Selects it; disabled when the mover cannot use it now.
    pub button: Button,
    /// Whether it is the tool in use.
    pub selected: bool,
    /// Why it cannot be chosen now, for the screen reader's state.
    pub why_not: Option<String>,
}

/// One player's side of the panel (D1, D5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DiscorderSide {
    /// "Yellow", "Black (computer)".
    pub name: String,
    /// Whether this player is to move.
    pub to_move: bool,
    /// "12 tiles left".
    pub tiles_left: String,
    /// "3 points, 2 settled".
    pub score: String,
    /// The points now, for a compact panel.
    pub points: u32,
    /// How this player's tiles look.
    pub tile: TileLook,
}

/// How a tile is painted: its colour and, with colour-blind symbols, its pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TileLook {
    /// The tile's colour.
    pub fill: Rgba,
    /// Its pattern when the colour-blind symbols are on (RULES-DISCORDER.md "Notes for the
    /// app"): Yellow's ringed, Black's hatched.
    pub pattern: Option<TilePattern>,
    /// The pattern's ink.
    pub pattern_color: Rgba,
}

/// The pattern drawn over a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum TilePattern {
    /// A ring inside the tile's edge, at about 60 % of its radius.
    Ringed,
    /// Parallel diagonal stripes, about a fifth of its radius apart.
    Hatched,
}

/// The board: paint the cells' ground and grid, then the tiles, the scoring lines, the pegs.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DiscorderBoard {
    /// Width in cells: 8.
    pub width: u32,
    /// Height in cells: 7.
    pub height: u32,
    /// The board's own colours.
    pub colors: DiscorderColors,
    /// Every tile on the board.
    pub tiles: Vec<Tile>,
    /// Every inner horizontal edge, with its peg if any and its accessibility node.
    pub edges: Vec<DiscorderEdge>,
    /// Every line that gives a point now (D4, D5).
    pub lines: Vec<ScoringLine>,
    /// One accessibility node per cell, row by row, with "place a tile" where it is allowed.
    pub cells: Vec<BoardCell>,
    /// The cell or edge that flashes for the last refusal.
    pub flash: Option<DiscorderFlash>,
}

/// The colours of the board that are not a tile's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DiscorderColors {
    /// Behind everything.
    pub background: Rgba,
    /// The cells.
    pub board: Rgba,
    /// The grid lines, where pegs go.
    pub grid: Rgba,
    /// The thin edge around every tile.
    pub tile_edge: Rgba,
    /// A peg's bar.
    pub peg: Rgba,
    /// A faint peg, where the peg tool may place one: the peg's colour, translucent.
    pub faint_peg: Rgba,
    /// The mark of a settled line (D5).
    pub settled: Rgba,
    /// The mark around the tile or peg placed last.
    pub last_placed: Rgba,
    /// A refused cell's or edge's flash.
    pub flash: Rgba,
    /// Text drawn on the board.
    pub text: Rgba,
}

/// A tile.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Tile {
    /// Its cell's column.
    pub x: u32,
    /// Its cell's row.
    pub y: u32,
    /// Its centre.
    pub center: Point,
    /// How it looks.
    pub look: TileLook,
    /// Whether the last action placed it.
    pub last: bool,
}

/// An inner horizontal edge (D3): the grid line below cell (`x`, `y`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DiscorderEdge {
    /// The column.
    pub x: u32,
    /// The row of the cell above it.
    pub y: u32,
    /// The whole grid line's left end.
    pub start: Point,
    /// Its right end.
    pub end: Point,
    /// A peg sits here: draw its bar from `bar_start` to `bar_end`.
    pub peg: bool,
    /// The peg's bar's left end.
    pub bar_start: Point,
    /// The peg's bar's right end.
    pub bar_end: Point,
    /// Whether the last action placed its peg.
    pub last: bool,
    /// The peg tool is in use and a peg may go here now (D3): draw a faint peg on the bar
    /// (`bar_start` to `bar_end`) in the colours' `faint_peg`.
    pub faint: bool,
    /// "Line below column 3, row 2, no peg, a peg may go here".
    pub label: String,
    /// "Place a peg" where one may go now ([`crate::CellAction::Peg`] on (`x`, `y`)).
    pub actions: Vec<CellActionLabel>,
}

/// A line of tiles that gives a point now (D4, D5).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ScoringLine {
    /// The first tile's centre.
    pub start: Point,
    /// The last tile's centre.
    pub end: Point,
    /// Its owner's line colour.
    pub color: Rgba,
    /// Whether its point can no longer change (drawn in the settled colour beside it).
    pub settled: bool,
}

/// A refusal's flash on a cell or on the edge below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DiscorderFlash {
    /// Column.
    pub x: u32,
    /// Row.
    pub y: u32,
    /// The edge below the cell rather than the cell.
    pub edge: bool,
    /// The refusal's serial number (a new serial is a new flash).
    pub serial: u64,
}
