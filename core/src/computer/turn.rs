//! A whole turn of the computer opponent: one stone, then the bridges in order, then the end
//! of the turn (R4), played through the rules like a player's turn.

use crate::color::Color;
use crate::game::{Action, Applied, Game, TurnEnded};
use crate::geometry::{Cell, Line};
use crate::rules::Refusal;

/// The most bridges one turn can form: every bridge holds the turn's stone (R4.2), two bridges
/// through it in one direction share only that stone (R5.5) and it must be an end of one of
/// them (R6), so at most two per direction.
pub(crate) const MAX_BRIDGES: usize = 8;

/// The computer's turn as the rules see it: the stone placed (R4.1), the bridges formed
/// through it in this order (R4.2), then the end of the turn (R4.4). A stone on a dot always
/// comes with a bridge through it, so it is never taken back (R4.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ComputerTurn {
    /// The colour of the stone, from the mover's supply.
    pub color: Color,
    /// Where the stone goes.
    pub cell: Cell,
    /// The ends of each bridge to form, in order.
    pub bridges: Vec<(Cell, Cell)>,
}

impl ComputerTurn {
    /// The turn as actions: place, each bridge, end the turn.
    pub fn actions(&self) -> Vec<Action> {
        let place = Action::Place {
            cell: self.cell,
            color: self.color,
        };
        let bridges = self
            .bridges
            .iter()
            .map(|&(from, to)| Action::Bridge { from, to });
        std::iter::once(place)
            .chain(bridges)
            .chain(std::iter::once(Action::EndTurn))
            .collect()
    }

    /// Plays the turn through the rules. All or nothing: when the rules refuse one of its
    /// actions, the actions already applied are undone and the game is as before.
    pub fn play(&self, game: &mut Game) -> Result<TurnEnded, Refusal> {
        let before = game.action_count();
        let mut ended = None;
        for action in self.actions() {
            match game.apply(action) {
                Ok(Applied::TurnEnded(turn_ended)) => ended = Some(turn_ended),
                Ok(_) => {}
                Err(refusal) => {
                    undo_to(game, before);
                    return Err(refusal);
                }
            }
        }
        ended.ok_or(Refusal::NoStonePlaced)
    }
}

/// Undoes the last `count` actions of `game` (R11).
pub(crate) fn undo_actions(game: &mut Game, count: usize) {
    for _ in 0..count {
        if game.undo().is_err() {
            break;
        }
    }
}

/// A candidate turn in the compact form the search keeps by the thousand: a stone and up to
/// [`MAX_BRIDGES`] bridges, formed in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Plan {
    /// The colour of the stone.
    pub color: Color,
    /// Where the stone goes.
    pub cell: Cell,
    bridges: [Option<Line>; MAX_BRIDGES],
}

impl Plan {
    /// A plan placing a stone of `color` on `cell`, with no bridge yet.
    pub fn new(cell: Cell, color: Color) -> Plan {
        Plan {
            color,
            cell,
            bridges: [None; MAX_BRIDGES],
        }
    }

    /// Adds a bridge to form after the ones already planned; ignored past [`MAX_BRIDGES`],
    /// which legal play never reaches.
    pub fn push_bridge(&mut self, line: Line) {
        if let Some(slot) = self.bridges.iter_mut().find(|b| b.is_none()) {
            *slot = Some(line);
        }
    }

    /// The bridges to form, in order.
    pub fn bridges(&self) -> impl Iterator<Item = Line> + '_ {
        self.bridges.iter().map_while(|b| *b)
    }

    /// Whether the plan forms the same bridges as `other`, in whatever order, with the same
    /// stone: the same turn for the rules.
    pub fn same_turn(&self, other: &Plan) -> bool {
        let count = self.bridges().count();
        self.cell == other.cell
            && self.color == other.color
            && count == other.bridges().count()
            && self.bridges().all(|b| other.bridges().any(|o| o == b))
    }

    /// Plays the plan on `game`: place, bridges, end of turn. All or nothing: on a refusal
    /// the actions already applied are undone.
    pub fn apply(&self, game: &mut Game) -> Result<(), Refusal> {
        let before = game.action_count();
        let result = game.place(self.cell, self.color).and_then(|()| {
            for line in self.bridges() {
                game.bridge(line.start(), line.end())?;
            }
            game.end_turn().map(|_| ())
        });
        if result.is_err() {
            undo_to(game, before);
        }
        result
    }

    /// The plan as the turn handed to the caller.
    pub fn to_turn(self) -> ComputerTurn {
        ComputerTurn {
            color: self.color,
            cell: self.cell,
            bridges: self.bridges().map(|l| (l.start(), l.end())).collect(),
        }
    }
}

/// The turns played from `from` onwards in a list of actions: each a placement, its bridges
/// and its end, as plans (automatic passes are part of an end of turn). `None` when the list
/// holds something else (an agreement to end, or an unfinished turn).
pub(crate) fn turns_in(actions: &[Action]) -> Option<Vec<Plan>> {
    let mut plans = Vec::new();
    let mut current: Option<Plan> = None;
    for action in actions {
        match (*action, current.as_mut()) {
            (Action::Place { cell, color }, None) => current = Some(Plan::new(cell, color)),
            (Action::Bridge { from, to }, Some(plan)) => {
                plan.push_bridge(Line::between(from, to).ok()?);
            }
            (Action::EndTurn, Some(plan)) => {
                plans.push(*plan);
                current = None;
            }
            _ => return None,
        }
    }
    current.is_none().then_some(plans)
}

/// Undoes actions until `game` has `count` actions again (R11).
pub(crate) fn undo_to(game: &mut Game, count: usize) {
    while game.action_count() > count {
        if game.undo().is_err() {
            break;
        }
    }
}
