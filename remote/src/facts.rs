//! What a game *is*, for comparing ours with a peer's snapshot: stones, bridges with their cut
//! marks, supplies, sets, the mover, this turn's stone and bridge flag, and the scores
//! (R2–R7). Who formed a red bridge is left out: the web snapshot does not say, and nothing
//! depends on it (R7).

use dl_core::{Action, Cell};
use dl_core::{Color, Game, Line, Loyalty, Player, Rounds};

use crate::web_state::WebPosition;

/// The comparable content of a game or a snapshot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The stone on each cell, indexed `y * W + x` (R2).
    pub stones: Vec<Option<Color>>,
    /// The bridges in formation order: line, kind, cut (R5, R6).
    pub bridges: Vec<(Line, Loyalty, bool)>,
    /// Both supplies, Blue first, indexed like [`Color::ALL`] (R3).
    pub supply: [[u8; 6]; 2],
    /// Sets received, Blue first (R3).
    pub sets: [u8; 2],
    /// Who moves (R4).
    pub to_move: Player,
    /// The stone placed this turn (R4.1).
    pub turn_stone: Option<Cell>,
    /// Whether a bridge was formed this turn (R4.2).
    pub bridge_this_turn: bool,
    /// Bridge and region points, Blue first (R7).
    pub points: [(u32, u32); 2],
}

impl Facts {
    /// The facts of one of our games.
    pub fn of_game(game: &Game) -> Facts {
        let position = game.position();
        let stones = position.cells().map(|c| game.board().stone(c)).collect();
        let bridges = game
            .board()
            .bridges()
            .iter()
            .map(|b| (b.line, b.kind, b.cut))
            .collect();
        let scores = game.scores();
        Facts {
            stones,
            bridges,
            supply: [game.supply(Player::Blue), game.supply(Player::Yellow)],
            sets: [
                game.sets_received(Player::Blue),
                game.sets_received(Player::Yellow),
            ],
            to_move: game.to_move(),
            turn_stone: game.turn_stone(),
            bridge_this_turn: bridge_this_turn(game),
            points: scores.map(|s| (s.bridges, s.regions)),
        }
    }
}

/// Whether a bridge has been formed since the turn's stone was placed (R4.2).
pub fn bridge_this_turn(game: &Game) -> bool {
    if game.turn_stone().is_none() {
        return false;
    }
    game.actions()
        .iter()
        .rev()
        .take_while(|a| !matches!(a, Action::EndTurn | Action::Place { .. }))
        .any(|a| matches!(a, Action::Bridge { .. }))
}

/// The number of rounds the web page plays a position with: 3 for positions made in its
/// editor, 4 for the names of built-ins 1–6, else 3 (R3). Online games follow it, so both
/// sides refill the same sets.
pub fn web_rounds(position: &WebPosition) -> Rounds {
    if position
        .custom_id
        .as_deref()
        .is_some_and(|id| !id.is_empty())
    {
        return Rounds::Three;
    }
    dl_core::builtin_positions()
        .iter()
        .find(|p| p.name() == position.name)
        .map_or(Rounds::Three, dl_core::Position::default_rounds)
}
