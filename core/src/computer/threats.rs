//! The rows a player could complete with one stone of their supply: where they will score
//! (or cut) on their next turn, and so where the other player may want to block. Each comes
//! with an estimate of its worth, read off the board without placing anything.

use crate::color::{Color, ColorSet, Loyalty, Player};
use crate::game::Game;
use crate::geometry::{Cell, Line};
use crate::position::CellKind;
use crate::rules::{Completions, TurnContext};
use crate::scoring::bridge_points;

/// An empty cell on which a player could complete a legal bridge with a colour of their
/// supply (R5, R6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Threat {
    /// The empty cell.
    pub cell: Cell,
    /// Colours of the supply completing a scoring bridge of the player there, and a red one.
    pub colors: Completions,
    /// For each colour (indexed like [`Color::ALL`]): the points the bridges it completes
    /// would bring, summed over those that bring any ([`line_worth`]); 0 for other colours.
    pub worth: [i32; 6],
}

impl Threat {
    /// The colour of the supply worth most here, with its worth.
    pub fn best(&self) -> (Color, i32) {
        self.colors
            .scoring
            .union(self.colors.red)
            .iter()
            .map(|c| (c, self.worth[c.index()]))
            .fold(
                (Color::Blue, i32::MIN),
                |best, c| if c.1 > best.1 { c } else { best },
            )
    }

    /// Whether the player could complete a scoring bridge here.
    pub fn scores(&self) -> bool {
        !self.colors.scoring.is_empty()
    }
}

/// The cells where `player` could complete a bridge on their next placement with a colour of
/// their current supply, row-major (R4.1, R4.3, R5, R6), with what each colour would bring.
/// The board and bridges are those of `game` now, whoever is to move.
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
    let mut found = Vec::new();
    for &index in position.playable_indices() {
        let index = usize::from(index);
        if board.has_stone_at(index) {
            continue;
        }
        let cell = position.cell_at(index);
        let mut threat = Threat {
            cell,
            colors: Completions::default(),
            worth: [0; 6],
        };
        ctx.for_each_completion(cell, |line, kind, colors| {
            let colors = colors.intersection(in_supply);
            if colors.is_empty() {
                return;
            }
            if kind == Loyalty::Red {
                threat.colors.red = threat.colors.red.union(colors);
            } else {
                threat.colors.scoring = threat.colors.scoring.union(colors);
            }
            let worth = line_worth(game, player, &line, kind).max(0);
            for color in colors.iter() {
                threat.worth[color.index()] += worth;
            }
        });
        if threat.scores() || !threat.colors.red.is_empty() {
            found.push(threat);
        }
    }
    found
}

/// What forming a legal bridge on `line` of `kind` would bring `player`, read off the board
/// (R7): a scoring bridge its points plus the regions under its inner stones that `player`
/// does not hold yet; a red bridge the points of the scoring bridges it cuts (R6), the other
/// player's counted for, `player`'s own against.
pub(crate) fn line_worth(game: &Game, player: Player, line: &Line, kind: Loyalty) -> i32 {
    let board = game.board();
    if kind == Loyalty::Red {
        return board
            .conflicting_bridges(line)
            .filter_map(|i| board.bridges().get(i))
            .filter(|b| !b.cut)
            .map(|b| {
                let points = bridge_points(b.line.len()) as i32;
                match b.kind.scoring_player() {
                    Some(owner) if owner == player => -points,
                    Some(_) => points,
                    None => 0,
                }
            })
            .sum();
    }
    let mut regions = [None; 2];
    for (slot, cell) in regions.iter_mut().zip(line.inner_cells()) {
        if let CellKind::Region(r) = game.position().kind(cell) {
            *slot = Some(r);
        }
    }
    if regions[0] == regions[1] {
        regions[1] = None;
    }
    let new_regions = regions
        .iter()
        .flatten()
        .filter(|&&r| !game.claims_region(player, r))
        .count() as i32;
    bridge_points(line.len()) as i32 + new_regions
}
