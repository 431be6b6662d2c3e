//! The playout policy: how the searches imagine the rest of a game. Better than the uniform
//! reference policy of [`crate::playout`] and still cheap: the mover completes the row worth
//! most when there is one (its worth read off the board, [`threats`]), otherwise often blocks
//! the other player's best row, otherwise places like the reference policy; bridges are formed
//! while they raise the mover's margin ([`form_greedy_bridges`]).

use std::sync::atomic::{AtomicBool, Ordering};

use rand::Rng;

use crate::color::Color;
use crate::game::Game;
use crate::geometry::Cell;
use crate::playout::choose_target;

use super::bridges::form_greedy_bridges;
use super::evaluate::blue_reward;
use super::threats::{threats, Threat};

/// Share of turns on which the mover takes the completion worth most, when one is worth
/// anything.
const TAKE_SHARE: f64 = 0.9;
/// Share of the remaining turns on which the mover blocks a row of the other player.
const BLOCK_SHARE: f64 = 0.5;

/// A playout ran past the longest the game can last: a bug, reported instead of a hang.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a playout did not end within {turns} turns, the most the game allows")]
pub struct PlayoutTooLong {
    /// The turns played.
    pub turns: u32,
}

impl PlayoutTooLong {
    /// A stable code, for logs and tests.
    pub fn code(&self) -> &'static str {
        "playout_too_long"
    }
}

/// Plays one turn of the player to move with the playout policy. Returns `false` when the
/// game is already over.
pub fn play_policy_turn<R: Rng>(game: &mut Game, rng: &mut R) -> bool {
    if game.is_over() {
        return false;
    }
    let Some((cell, color)) = choose_policy_stone(game, rng) else {
        return false;
    };
    if game.place(cell, color).is_err() {
        return false;
    }
    form_greedy_bridges(game);
    game.end_turn().is_ok()
}

/// The policy's stone: the completion worth most, else a block, else the reference choice.
fn choose_policy_stone<R: Rng>(game: &Game, rng: &mut R) -> Option<(Cell, Color)> {
    let mover = game.to_move();
    if rng.random_bool(TAKE_SHARE) {
        let own = threats(game, mover);
        if let Some((cell, color, worth)) = most_worth(&own, rng) {
            if worth > 0 {
                return Some((cell, color));
            }
        }
    }
    if rng.random_bool(BLOCK_SHARE) {
        if let Some(block) = choose_block(game, rng) {
            return Some(block);
        }
    }
    choose_target(game, rng).map(|(color, cell)| (cell, color))
}

/// The threat and colour worth most, ties broken at random.
fn most_worth<R: Rng>(threats: &[Threat], rng: &mut R) -> Option<(Cell, Color, i32)> {
    let mut best: Option<(Cell, Color, i32)> = None;
    let mut ties = 0u32;
    for threat in threats {
        let (color, worth) = threat.best();
        match best {
            Some((_, _, w)) if worth < w => {}
            Some((_, _, w)) if worth == w => {
                // Equal worth: each kept with equal chance.
                ties += 1;
                if rng.random_range(0..=ties) == 0 {
                    best = Some((threat.cell, color, worth));
                }
            }
            _ => {
                ties = 0;
                best = Some((threat.cell, color, worth));
            }
        }
    }
    best
}

/// A stone on the cell where the other player could complete the scoring row worth most
/// (ties at random): any stone there keeps them from completing it (R4.2). A random colour of
/// the mover's supply that the cell takes; `None` when there is no such row.
fn choose_block<R: Rng>(game: &Game, rng: &mut R) -> Option<(Cell, Color)> {
    let other = game.to_move().other();
    let rows: Vec<Threat> = threats(game, other)
        .into_iter()
        .filter(Threat::scores)
        .collect();
    let (cell, _, _) = most_worth(&rows, rng)?;
    let ctx = game.context();
    let colors: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|&c| ctx.check_placement(cell, c).is_ok())
        .collect();
    (!colors.is_empty()).then(|| (cell, colors[rng.random_range(0..colors.len())]))
}

/// Plays the game to its end with the playout policy and returns the number of turns played.
/// The policy keeps every stone it places (a dot stone always gets a bridge, R4.3), so the
/// game ends within [`Game::stones_to_place`] turns; past that it fails instead of going on.
pub fn play_policy_game<R: Rng>(game: &mut Game, rng: &mut R) -> Result<u32, PlayoutTooLong> {
    let longest = game.stones_to_place();
    let mut turns = 0;
    while play_policy_turn(game, rng) {
        turns += 1;
        if turns > longest {
            return Err(PlayoutTooLong { turns });
        }
    }
    Ok(turns)
}

/// Plays the game to its end with the playout policy and returns Blue's reward (1 win,
/// ½ draw, 0 loss), or `None` as soon as `stop` is raised (checked every turn, so that a
/// cancel is answered within a turn's work).
pub(crate) fn playout<R: Rng>(
    game: &mut Game,
    rng: &mut R,
    stop: &AtomicBool,
) -> Result<Option<f32>, PlayoutTooLong> {
    let longest = game.stones_to_place();
    let mut turns = 0;
    while !stop.load(Ordering::Relaxed) {
        if !play_policy_turn(game, rng) {
            return Ok(Some(blue_reward(game)));
        }
        turns += 1;
        if turns > longest {
            return Err(PlayoutTooLong { turns });
        }
    }
    Ok(None)
}
