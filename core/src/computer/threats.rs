//! The rows a player could complete with one stone of their supply: where they will score
//! (or cut) on their next turn, and so where the other player may want to block.

use crate::color::{ColorSet, Player};
use crate::game::Game;
use crate::geometry::Cell;
use crate::rules::{Completions, TurnContext};

/// An empty cell on which `player` could complete a legal bridge with a colour of their
/// supply, and those colours by kind of bridge (R5, R6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Threat {
    /// The empty cell.
    pub cell: Cell,
    /// Colours of the supply completing a scoring bridge of `player` there, and a red one.
    pub colors: Completions,
}

impl Threat {
    /// Every colour of the threat, whatever the kind.
    pub fn all_colors(&self) -> ColorSet {
        self.colors.scoring.union(self.colors.red)
    }
}

/// The cells where `player` could complete a bridge on their next placement with a colour of
/// their current supply, row-major (R4.1, R4.3, R5, R6). The board and bridges are those of
/// `game` now, whoever is to move.
pub(crate) fn threats(game: &Game, player: Player) -> Vec<Threat> {
    let supply = game.supply(player);
    let in_supply = ColorSet::of_counts(&supply);
    let ctx = TurnContext {
        position: game.position(),
        board: game.board(),
        mover: player,
        supply,
        turn_stone: None,
        game_over: false,
    };
    let position = game.position();
    let board = game.board();
    position
        .playable_indices()
        .iter()
        .map(|&i| usize::from(i))
        .filter(|&i| !board.has_stone_at(i))
        .filter_map(|i| {
            let cell = position.cell_at(i);
            let found = ctx.completing_colors(cell);
            let colors = Completions {
                scoring: found.scoring.intersection(in_supply),
                red: found.red.intersection(in_supply),
            };
            (!colors.scoring.is_empty() || !colors.red.is_empty())
                .then_some(Threat { cell, colors })
        })
        .collect()
}
