//! The game screen of Divided Loyalties (SCREENS.md "Game screen"): the board, the panel with
//! both players and the mover's colour chips, the status line, the buttons, the menu, and the
//! result card once the game is over.

use serde::Serialize;

use super::board::Board;
use super::Button;
use crate::input::Control;
use crate::vocabulary::Rgba;

/// The game screen.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameModel {
    /// The board.
    pub board: Board,
    /// The position's name and the length: "Octopus · 4 rounds".
    pub subtitle: String,
    /// Who plays whom: "Against the computer (hard) · you play Blue", or `None` for two
    /// players at one device.
    pub opponent: Option<String>,
    /// Blue's side, then Yellow's.
    pub players: Vec<PlayerPanel>,
    /// The mover's colour chips (R3).
    pub chips: Vec<Chip>,
    /// The status line (localised), announced when it changes.
    pub status: String,
    /// Set while the computer thinks (its move or the hint).
    pub thinking: Option<Thinking>,
    /// The buttons under the board: Undo, End turn, Hint.
    pub actions: Vec<Button>,
    /// The menu: the share choices, End by agreement, New game, Saved games, Rules, Settings.
    pub menu: Vec<Button>,
    /// The hint in words, while it is shown.
    pub hint: Option<String>,
    /// The result card once the game is over (R8).
    pub result: Option<ResultCard>,
    /// The room's chat while the game is played online (issue 23); `None` at one device.
    pub chat: Option<super::ChatModel>,
}

/// One player's side of the panel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayerPanel {
    /// "Blue", or "Blue (computer)".
    pub name: String,
    /// Whether this player is to move (highlighted).
    pub to_move: bool,
    /// "Round 2/4" (R3).
    pub set: String,
    /// "Bridges 4 · Regions 3 · Total 7" (R7).
    pub points: String,
    /// The total alone, for a compact panel.
    pub total: u32,
    /// Stones left per colour, every colour listed (R3).
    pub supply: Vec<SupplyCount>,
}

/// Stones of one colour left in a supply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SupplyCount {
    /// The stone's colour.
    pub color: Rgba,
    /// Its colour-blind mark, when the setting is on: the stone's glyph (`dl_core::Mark`).
    pub mark: Option<String>,
    /// The mark's ink.
    pub mark_color: Rgba,
    /// How many are left.
    pub count: u32,
    /// "Purple: 3".
    pub label: String,
}

/// A colour chip of the mover's supply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Chip {
    /// Sent back to select it.
    pub control: Control,
    /// The stone's colour.
    pub color: Rgba,
    /// Its colour-blind mark, when the setting is on: the stone's glyph (`dl_core::Mark`).
    pub mark: Option<String>,
    /// The mark's ink.
    pub mark_color: Rgba,
    /// Stones of it left.
    pub count: u32,
    /// Whether it is the selected colour.
    pub selected: bool,
    /// Whether it can be chosen now.
    pub enabled: bool,
    /// "Purple: 3", and why it cannot be chosen when it cannot.
    pub label: String,
}

/// The computer thinking.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Thinking {
    /// "The computer is thinking… 40 %".
    pub text: String,
    /// How far, 0–1000.
    pub permille: u32,
}

/// The result card (R8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ResultCard {
    /// "Blue wins", "A draw".
    pub title: String,
    /// "Blue 12 · Yellow 9".
    pub scores: String,
    /// How it ended.
    pub reason: String,
    /// Share result, Rematch, New game.
    pub buttons: Vec<Button>,
}
