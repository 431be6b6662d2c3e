//! A quick look at a candidate turn: what it gains at once, what the other player can take
//! back on their next turn, the rows it leaves the mover to complete, and the rows in the
//! making it builds or spoils for either player.

use crate::color::{Color, Player};
use crate::game::Game;
use crate::geometry::Cell;

use super::bridges::{form_greedy_bridges, margin};
use super::potential::{lines_touched, potential};
use super::threats::threats;
use super::turn::{undo_actions, undo_to, Plan};

/// How much a row left to complete next turn is worth, per cell, against a point now.
const THREAT_WEIGHT: f32 = 0.4;
/// Rows to complete counted at most: the other player blocks or the game moves on.
const THREATS_COUNTED: usize = 3;

/// The gain in margin (R7) of the mover placing `color` on `cell` and forming the bridges
/// [`form_greedy_bridges`] picks; `None` when the rules refuse the stone. The game is left
/// as it was.
pub(crate) fn probe_gain(game: &mut Game, cell: Cell, color: Color) -> Option<i32> {
    game.place(cell, color).ok()?;
    let (formed, gain) = form_greedy_bridges(game);
    undo_actions(game, 1 + formed.len());
    Some(gain)
}

/// Completions of the player to move tried for real by [`best_reply_gain`]: the best few by
/// their worth read off the board.
const REPLIES_TRIED: usize = 3;

/// The most the player to move can raise their margin with one turn that completes a row
/// (a scoring bridge, or a red bridge that cuts): 0 when no such turn gains. The completions
/// worth most on the board are played and taken back to see what they really gain.
pub(crate) fn best_reply_gain(game: &mut Game) -> i32 {
    if game.is_over() {
        return 0;
    }
    let mut replies: Vec<(i32, Cell, Color)> = threats(game, game.to_move())
        .iter()
        .map(|t| {
            let (color, worth) = t.best();
            (worth, t.cell, color)
        })
        .filter(|(worth, _, _)| *worth > 0)
        .collect();
    replies.sort_by_key(|(worth, _, _)| std::cmp::Reverse(*worth));
    replies
        .iter()
        .take(REPLIES_TRIED)
        .filter_map(|&(_, cell, color)| probe_gain(game, cell, color))
        .fold(0, i32::max)
}

/// The value of playing `plan` now for the mover, in points: the margin it gains (R7), minus
/// the best the other player can gain in reply, plus a little for each row it leaves the mover
/// to complete and for the change in rows in the making, the mover's counted for and the other
/// player's against ([`potential`]). `None` when the rules refuse the plan. The game is left
/// as it was.
pub(crate) fn evaluate_plan(game: &mut Game, plan: &Plan) -> Option<f32> {
    let mover = game.to_move();
    let before = margin(game, mover);
    let lines = lines_touched(game, plan);
    let rows_before = potential(game, mover, &lines) - potential(game, mover.other(), &lines);
    let before_plan = game.action_count();
    plan.apply(game).ok()?;
    let gain = margin(game, mover) - before;
    let rows =
        potential(game, mover, &lines) - potential(game, mover.other(), &lines) - rows_before;
    let value = if game.is_over() {
        gain as f32
    } else {
        let own_rows = threats(game, mover).iter().filter(|t| t.scores()).count();
        let reply = if game.to_move() == mover {
            // The other player passed (R4.4): the mover completes a row at once.
            -best_reply_gain(game)
        } else {
            best_reply_gain(game)
        };
        (gain - reply) as f32 + THREAT_WEIGHT * own_rows.min(THREATS_COUNTED) as f32 + rows
    };
    undo_to(game, before_plan);
    Some(value)
}

/// The margin (R7) at which a game not yet over counts as seven eighths won (0.88): the
/// scale of [`blue_estimate`].
const ESTIMATE_SCALE: f32 = 3.0;

/// Blue's expected reward in a game not yet over, from the margin so far (R7): ½ when the
/// scores are level, towards 1 the more Blue leads and towards 0 the more Yellow does
/// (½ + ½·tanh(margin ÷ [`ESTIMATE_SCALE`])), never quite a win or a loss.
pub(crate) fn blue_estimate(game: &Game) -> f32 {
    0.5 + 0.5 * (margin(game, Player::Blue) as f32 / ESTIMATE_SCALE).tanh()
}

/// The reward of a finished game for Blue: 1 for a win, 0 for a loss, 1/2 for a draw (R7).
pub(crate) fn blue_reward(game: &Game) -> f32 {
    match margin(game, Player::Blue).signum() {
        1 => 1.0,
        -1 => 0.0,
        _ => 0.5,
    }
}
