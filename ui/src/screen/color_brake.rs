//! The screens of Color Brake ABAB (RULES-COLOR-BRAKE.md): its new-game screen (the length,
//! the opponent) and its game screen — the triangle in cell units, one accessibility node per
//! cell, the hand-over between turns (no hand shown, C2), the round, scores, pile and hands'
//! sizes, the reference of the row in play, the viewer's hand as buttons, the drawn colours,
//! Next round, the status line, Undo, the menu and the result card.

use serde::Serialize;

use super::board::{CellActionLabel, Flash, Point};
use super::game::{ResultCard, Thinking};
use super::menus::Choice;
use super::Button;
use crate::vocabulary::Rgba;

/// Color Brake ABAB's new-game screen (C2).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NewColorBrakeModel {
    /// "Length of the game".
    pub length_title: String,
    /// "Number of rounds" or "Target score".
    pub kinds: Vec<Choice>,
    /// The length chosen, in words: "4 rounds", "Play to 20 points".
    pub length: String,
    /// The values of the kind chosen, in increasing order (rounds 2–20 even, target 1–50):
    /// a shell may show them as a slider.
    pub values: Vec<Choice>,
    /// Two players at one device, or "You play as Player 1" / "… Player 2" against the
    /// computer (it has one level).
    pub opponent: Vec<Choice>,
    /// New game.
    pub start: Button,
}

/// Color Brake ABAB's game screen.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ColorBrakeModel {
    /// The triangle (public: it never shows a hand).
    pub board: ColorBrakeBoard,
    /// "You play as Player 1" against the computer; `None` for two players.
    pub opponent: Option<String>,
    /// Set while the device goes to the next player (C2): show only this and the menu, no hand.
    pub hand_over: Option<HandOver>,
    /// "Round 2 of 4", "Round 2, playing to 30 points".
    pub round: String,
    /// "Player 1: 12 · Player 2: 7".
    pub scores: String,
    /// "12 tokens in the pile".
    pub pile: String,
    /// Each seat's name ("Player 2 (computer)") and hand size, public to both (C2).
    pub seats: Vec<SeatPanel>,
    /// What the row in play may still take (C4.2); `None` in row 7 and between rounds.
    pub reference: Option<ReferencePanel>,
    /// The viewer's hand as buttons; `None` when no hand is on screen (hand-over, round over,
    /// game over, replay). While it is set the app asks the OS to cover its picture
    /// ([`crate::Effect::CoverHidden`]).
    pub hand: Option<HandPanel>,
    /// "Drawn:" and the colours drawn onto the neutral, one of which goes on top (C6.1).
    pub drawn: Option<TokenGroup>,
    /// Next round, once the round is over (C2).
    pub next_round: Option<Button>,
    /// The status line, announced when it changes.
    pub status: String,
    /// Set while the computer thinks.
    pub thinking: Option<Thinking>,
    /// Undo (C7).
    pub actions: Vec<Button>,
    /// New game, Saved games, Rules, Settings, the game chooser.
    pub menu: Vec<Button>,
    /// The result card once the game is over (C2, C5).
    pub result: Option<ResultCard>,
}

/// The hand-over (C2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HandOver {
    /// "Pass the device to Player 2, then tap to see your hand."
    pub text: String,
    /// "I'm ready".
    pub ready: Button,
}

/// One seat's public side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SeatPanel {
    /// "Player 1", "Player 2 (computer)".
    pub name: String,
    /// "Player 2: 5 tokens".
    pub hand_size: String,
    /// Whether this seat is to move.
    pub to_move: bool,
}

/// The reference of the row in play (C4.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReferencePanel {
    /// "Row 6 may still take:".
    pub title: String,
    /// Each colour the row may still take, with its count: "Blue: 2".
    pub colors: Vec<TokenCount>,
}

/// A colour with a count, for reading (not a button).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TokenCount {
    /// The colour's look.
    pub look: TokenLook,
    /// How many.
    pub count: u32,
    /// "Blue: 2".
    pub label: String,
}

/// The viewer's hand (C1, C6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HandPanel {
    /// "Your hand".
    pub title: String,
    /// The seven colours, each with its count. A colour the hand holds none of is shown too,
    /// disabled, with its count 0 (one rule for every shell). Once a Tank's cell is chosen,
    /// these are the colours to put on it (C6.2).
    pub colors: Vec<TokenButton>,
    /// Neutral and Diamond, with their counts (C6.1, C6.3).
    pub specials: Vec<TokenButton>,
    /// "For your Diamond" and its colours, when one of them is accepted now (C6.3).
    pub for_diamond: Option<TokenGroup>,
    /// The Tank button when the moment offers one (C6.2): selected while its cell is being
    /// chosen on the board.
    pub tank: Option<TankChoice>,
}

/// A titled group of token buttons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TokenGroup {
    /// "Drawn:", "For your Diamond".
    pub title: String,
    /// The buttons.
    pub buttons: Vec<TokenButton>,
}

/// A button that plays a token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TokenButton {
    /// Plays it; enabled exactly when the engine accepts it now. Its label is the token with
    /// its count: "Blue: 3", "Neutral: 1".
    pub button: Button,
    /// The colour's look, for a colour; `None` for a neutral or a Diamond.
    pub look: Option<TokenLook>,
    /// How many the hand (or the draw) holds.
    pub count: u32,
    /// Why the engine refuses it now, for the screen reader's state.
    pub why_not: Option<String>,
}

/// The Tank button (C6.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TankChoice {
    /// "Tank: 1"; enabled when some Tank is accepted now.
    pub choice: Choice,
    /// Tanks in the hand.
    pub count: u32,
}

/// How a token is painted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TokenLook {
    /// Its colour (a pink-checkered token: the check's first colour).
    pub fill: Rgba,
    /// The two colours of a pink-checkered token's check (draw it as a check, never plain);
    /// empty for the other colours.
    pub check: Vec<Rgba>,
    /// Its colour-blind mark when the symbols are on: the colour's language-free glyph
    /// (`dl_app::picture::color_brake_mark`), the same in every language.
    pub mark: Option<String>,
    /// The mark's ink.
    pub mark_color: Rgba,
}

/// The triangle: paint each cell's outline, its nomination tint, what lies on it and its
/// marks.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ColorBrakeBoard {
    /// The bounding box's width, in cells.
    pub width: f32,
    /// Its height, in cells.
    pub height: f32,
    /// The board's own colours.
    pub colors: ColorBrakeColors,
    /// The 28 cells in filling order (C3).
    pub cells: Vec<TriangleCell>,
    /// The cell that flashes for the last refusal (its `x`, `y` as the cells give them).
    pub flash: Option<Flash>,
}

/// The colours of the triangle that are not a token's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ColorBrakeColors {
    /// Behind everything.
    pub background: Rgba,
    /// An empty cell.
    pub cell: Rgba,
    /// The cells' outlines.
    pub outline: Rgba,
    /// The thin edge around every token.
    pub token_edge: Rgba,
    /// Neutral tokens (C6.1).
    pub neutral: Rgba,
    /// Tanks (C6.2).
    pub tank: Rgba,
    /// Diamonds (C6.3).
    pub diamond: Rgba,
    /// The highlight of the cell to fill next.
    pub next: Rgba,
    /// The mark of the cell filled last.
    pub last_filled: Rgba,
    /// A refused action's flash.
    pub flash: Rgba,
    /// Text drawn on the board (numbers, nomination letters).
    pub text: Rgba,
}

/// One cell of the triangle.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TriangleCell {
    /// Its place in its row from the left: with `y`, what [`crate::Input::Cell`] names.
    pub x: u32,
    /// Its row from the top (row 7 is 0, the last cell 6).
    pub y: u32,
    /// Its number, 1–28 (C3).
    pub number: u32,
    /// Its square's corners, clockwise from the top-left.
    pub outline: Vec<Point>,
    /// Its centre.
    pub center: Point,
    /// The tint of its nomination (C3).
    pub tint: Rgba,
    /// "A" or "B" (C3).
    pub nomination: String,
    /// The colour it shows (a Tank's colour over what it covers), if a colour.
    pub top: Option<TokenLook>,
    /// An uncovered Diamond lies on it (C6.3).
    pub diamond: bool,
    /// Neutrals under its colour (C6.1).
    pub neutrals: u32,
    /// Neutrals waiting for a drawn colour on top (C6.1).
    pub pending: u32,
    /// A Tank covers it (C6.2): a thick frame in the Tank colour.
    pub tank: bool,
    /// It is the cell to fill next.
    pub next: bool,
    /// It was filled last.
    pub last_filled: bool,
    /// A Tank may go on it now and the Tank is being placed: mark it.
    pub tank_target: bool,
    /// The Tank's cell chosen, waiting for its colour.
    pub chosen: bool,
    /// "Cell 9, row 6, A (Player 1), red, to fill next".
    pub label: String,
    /// "Put the Tank here" on a Tank target ([`crate::CellAction::Tank`]).
    pub actions: Vec<CellActionLabel>,
}
