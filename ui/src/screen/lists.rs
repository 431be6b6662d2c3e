//! Saved games, the history of finished games, one finished game and its replay (SCREENS.md
//! "Saved games").

use serde::Serialize;

use super::Button;
use super::GameBoard;
use crate::vocabulary::{GameKind, Rgba};

/// A list of games, newest first.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameListModel {
    /// The games.
    pub rows: Vec<GameRow>,
    /// What the list says when it is empty.
    pub empty: Option<String>,
}

/// One game of a list.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameRow {
    /// Its id in the store.
    pub id: String,
    /// Which game.
    pub game: GameKind,
    /// "Octopus", "Discorder", "Color Brake ABAB".
    pub title: String,
    /// Where it stands: "Turn 12 · Blue to move", the totals, the result.
    pub lines: Vec<String>,
    /// The small drawing.
    pub drawing: MiniBoard,
    /// Open it (continue, or show the finished game).
    pub open: Button,
    /// Delete it (asks first).
    pub delete: Button,
}

/// A small drawing of a board: one colour per cell, row-major, and a mark colour per cell
/// for what sits on it (a stone, a tile), transparent where nothing does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MiniBoard {
    /// Width in cells.
    pub width: u32,
    /// Height in cells.
    pub height: u32,
    /// The ground of each cell.
    pub cells: Vec<Rgba>,
    /// What sits on each cell (a stone), drawn as a disc; transparent for nothing.
    pub pieces: Vec<Rgba>,
}

impl MiniBoard {
    /// A drawing of nothing (a game whose board cannot be drawn).
    pub fn empty() -> MiniBoard {
        MiniBoard {
            width: 0,
            height: 0,
            cells: Vec::new(),
            pieces: Vec::new(),
        }
    }
}

/// A finished game, read-only (R8).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FinishedModel {
    /// Which game.
    pub game: GameKind,
    /// The final board.
    pub board: GameBoard,
    /// "Blue wins".
    pub result: String,
    /// "Blue 12 · Yellow 9".
    pub scores: String,
    /// Replay, Share result, Delete.
    pub buttons: Vec<Button>,
}

/// A finished game at one of its states.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReplayModel {
    /// Which game.
    pub game: GameKind,
    /// The board at this step.
    pub board: GameBoard,
    /// "Move 12 of 140".
    pub step: String,
    /// The state's number, 0 for the empty board.
    pub at: u32,
    /// The number of the final state.
    pub last: u32,
    /// To the start, Previous move, Next move, To the end (disabled at the ends).
    pub buttons: Vec<Button>,
}
