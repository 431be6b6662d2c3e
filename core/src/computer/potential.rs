//! Rows in the making: lines a player could still turn into a scoring bridge, worth more the
//! fewer stones they lack. A turn changes only the lines through its stone and the lines its
//! bridges block (R6), so its effect is summed over those.

use crate::color::{Color, Player};
use crate::game::Game;
use crate::geometry::Line;
use crate::position::CellKind;
use crate::rules::lines_through;

use super::turn::Plan;

/// Worth of a line lacking one stone (the player completes it next turn if left alone).
const LACKING_ONE: f32 = 0.3;
/// Worth of a line lacking two stones.
const LACKING_TWO: f32 = 0.1;

/// The lines whose worth a plan can change: those through its stone and through the cells of
/// its bridges, each once.
pub(crate) fn lines_touched(game: &Game, plan: &Plan) -> Vec<Line> {
    let position = game.position();
    let mut lines: Vec<Line> = lines_through(position, plan.cell).collect();
    for bridge in plan.bridges() {
        for cell in bridge.cells().filter(|&c| c != plan.cell) {
            lines.extend(lines_through(position, cell).filter(|l| l.conflicts_with(&bridge)));
        }
    }
    lines.sort();
    lines.dedup();
    lines
}

/// The worth of `lines` for `player` as rows in the making.
pub(crate) fn potential(game: &Game, player: Player, lines: &[Line]) -> f32 {
    lines
        .iter()
        .map(|line| line_potential(game, player, line))
        .sum()
}

/// What `line` is worth to `player` as a row in the making: its stones all of their set with
/// no two equal neighbours (R5.3, R5.4), its empty cells playable, one or two stones lacking,
/// and a bridge on it not refused by the bridges on the board (R5.5, R6).
fn line_potential(game: &Game, player: Player, line: &Line) -> f32 {
    let board = game.board();
    let position = game.position();
    let mut stones = 0;
    let mut previous: Option<Color> = None;
    for cell in line.cells() {
        match board.stone(cell) {
            Some(color) => {
                if !color.is_loyal_to(player.loyalty()) || previous == Some(color) {
                    return 0.0;
                }
                stones += 1;
                previous = Some(color);
            }
            None if position.kind(cell) == CellKind::Empty => return 0.0,
            None => previous = None,
        }
    }
    let worth = match line.len() - stones {
        1 => LACKING_ONE,
        2 => LACKING_TWO,
        _ => return 0.0,
    };
    let crossing = board.crossing(line);
    if crossing.conflicts || crossing.shares_two_with_uncut {
        return 0.0;
    }
    worth
}
