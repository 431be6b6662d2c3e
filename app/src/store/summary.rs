//! What a list of games shows for each one, for all three games of the collection: which
//! game, the position (Divided Loyalties), the turn, the scores and who is to move or who won.

use serde::{Deserialize, Serialize};

use super::games::GameKind;

/// One of the two players, in the game's own order: Blue then Yellow in Divided Loyalties
/// (R1), Yellow then Black in Discorder (D1), seat one then seat two in Color Brake ABAB (C1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Seat {
    /// Blue (Divided Loyalties), Yellow (Discorder), seat one (Color Brake ABAB).
    First,
    /// Yellow (Divided Loyalties), Black (Discorder), seat two (Color Brake ABAB).
    Second,
}

impl Seat {
    /// 0 for the first player, 1 for the second: the index into [`GameSummary::scores`].
    pub fn index(self) -> usize {
        match self {
            Seat::First => 0,
            Seat::Second => 1,
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum Progress {
    /// In play, this player to move.
    ToMove {
        /// The player to move.
        seat: Seat,
    },
    /// Color Brake ABAB: a round is over and the next one waits to be dealt (C2).
    BetweenRounds,
    /// Over (R8, D6, C2).
    Over {
        /// The winner; `None` for a draw.
        winner: Option<Seat>,
    },
}

/// The position of a game of Divided Loyalties, as a list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PositionLabel {
    /// The position's name.
    pub name: String,
    /// Its number 1–12 for a built-in (R9).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
}

/// What the lists of saved and finished games show of one game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameSummary {
    /// Which game it is.
    pub kind: GameKind,
    /// The position, for Divided Loyalties.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<PositionLabel>,
    /// Divided Loyalties: the turn number (R4). Discorder: the number of the move to play
    /// (moves played + 1; the moves played once over). Color Brake ABAB: the round (C2).
    pub turn: u32,
    /// Actions played, as the saved game lists them.
    pub actions: u32,
    /// The totals as they stand, first player first ([`Seat::index`]).
    pub scores: [u32; 2],
    /// Whose move it is, or who won.
    pub progress: Progress,
    /// Nothing was played and nothing was imported: starting another game drops it instead of
    /// keeping it in the saved games.
    pub blank: bool,
}

impl GameSummary {
    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self.progress, Progress::Over { .. })
    }
}
