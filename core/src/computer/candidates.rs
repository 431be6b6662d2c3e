//! Candidate turns: every stone the rules accept now (R4.1, R4.3), each with every choice of
//! bridges through it ([`BridgeStyle`]).

use crate::game::Game;

use super::bridges::{bridge_choices, form_all_bridges, margin, BridgeStyle};
use super::turn::{undo_actions, ComputerTurn, Plan};

/// A candidate turn and the margin it gains at once (R7).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Candidate {
    /// The turn.
    pub plan: Plan,
    /// The mover's margin after its bridges minus before.
    pub gain: i32,
}

/// Every candidate turn of the player to move, placements row-major and colours in canonical
/// order, each placement's bridge choices in the order of [`bridge_choices`]. Empty when the
/// game is over or a stone is already placed this turn. The game is left as it was.
pub(crate) fn candidates(game: &mut Game, style: BridgeStyle) -> Vec<Candidate> {
    let mover = game.to_move();
    let before = margin(game, mover);
    let targets = game.context().placement_targets();
    let mut found = Vec::with_capacity(targets.len() * 4);
    for (cell, colors) in targets {
        for color in colors.iter() {
            if game.place(cell, color).is_err() {
                continue;
            }
            let choices = match style {
                BridgeStyle::Chosen => bridge_choices(game),
                BridgeStyle::All => {
                    let formed = form_all_bridges(game);
                    undo_actions(game, formed.len());
                    vec![formed]
                }
            };
            for lines in choices {
                let mut plan = Plan::new(cell, color);
                let mut formed = 0;
                for line in &lines {
                    if game.bridge(line.start(), line.end()).is_ok() {
                        plan.push_bridge(*line);
                        formed += 1;
                    }
                }
                let gain = margin(game, mover) - before;
                undo_actions(game, formed);
                found.push(Candidate { plan, gain });
            }
            undo_actions(game, 1);
        }
    }
    found
}

/// Every whole turn the player to move may play with the bridges chosen in `style`: each stone
/// the rules accept (row-major, colours in canonical order) with each choice of bridges. Empty
/// when the game is over or a stone is already placed this turn.
pub fn candidate_turns(game: &Game, style: BridgeStyle) -> Vec<ComputerTurn> {
    candidates(&mut game.clone(), style)
        .into_iter()
        .map(|c| c.plan.to_turn())
        .collect()
}
