//! The playout policy: how the searches imagine the rest of a game. Better than the uniform
//! reference policy of [`crate::playout`] and still cheap: the mover completes the row worth
//! most when there is one (its worth read off the board, [`Rollout::threats`]), otherwise often
//! blocks the other player's best row, otherwise places a random stone of the supply on a random
//! empty region cell; bridges are formed while one is worth something to the mover, as read off
//! the board ([`form_bridges_by_worth`]). The rows lacking one stone and the empty region cells
//! are kept up to date stone by stone in a [`Rollout`], so a turn looks at a few lines instead of
//! the whole board and allocates nothing (issue 24).

use std::sync::atomic::{AtomicBool, Ordering};

use rand::Rng;

use crate::color::{Color, ColorSet};
use crate::game::Game;
use crate::geometry::Cell;

use super::bridges::form_bridges_by_worth;
use super::evaluate::{blue_estimate, blue_reward};
use super::rollout::Rollout;
use super::threats::Threat;

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
    let mut rollout = Rollout::new(game.position());
    rollout.sync(game);
    policy_turn(game, &mut rollout, rng)
}

/// One turn of the playout policy on a game `rollout` is in step with; keeps it in step.
fn policy_turn<R: Rng>(game: &mut Game, rollout: &mut Rollout, rng: &mut R) -> bool {
    if game.is_over() {
        return false;
    }
    let Some((cell, color)) = choose_policy_stone(game, rollout, rng) else {
        return false;
    };
    if game.place(cell, color).is_err() {
        return false;
    }
    rollout.placed(game, cell);
    if rollout.filled_a_line() {
        form_bridges_by_worth(game);
    }
    match game.end_turn() {
        Ok(ended) => {
            if let Some((dot, _)) = ended.returned {
                rollout.removed(game, dot);
            }
            true
        }
        Err(_) => false,
    }
}

/// The policy's stone: the completion worth most, else a block, else a random stone.
fn choose_policy_stone<R: Rng>(
    game: &Game,
    rollout: &mut Rollout,
    rng: &mut R,
) -> Option<(Cell, Color)> {
    let mover = game.to_move();
    if rng.random_bool(TAKE_SHARE) {
        let own = rollout.threats(game, mover);
        if let Some((cell, color, worth)) = most_worth(own.iter(), rng) {
            if worth > 0 {
                return Some((cell, color));
            }
        }
    }
    if rng.random_bool(BLOCK_SHARE) {
        if let Some(block) = choose_block(game, rollout, rng) {
            return Some(block);
        }
    }
    choose_random_stone(game, rollout, rng)
}

/// A colour of the mover's supply at random, on an empty region cell at random (R4.1); once
/// no region cell is empty, a completion at random (the only stones a dot takes, R4.3).
fn choose_random_stone<R: Rng>(
    game: &Game,
    rollout: &mut Rollout,
    rng: &mut R,
) -> Option<(Cell, Color)> {
    let free = rollout.free_cells();
    if !free.is_empty() {
        let cell = rollout.cell_at(free[rng.random_range(0..free.len())]);
        let color = random_color(ColorSet::of_counts(&game.supply(game.to_move())), rng)?;
        return Some((cell, color));
    }
    let own = rollout.threats(game, game.to_move());
    if own.is_empty() {
        return None;
    }
    let threat = own[rng.random_range(0..own.len())];
    let color = random_color(threat.colors.scoring.union(threat.colors.red), rng)?;
    Some((threat.cell, color))
}

/// A colour of `colors` at random.
fn random_color<R: Rng>(colors: ColorSet, rng: &mut R) -> Option<Color> {
    let count = colors.iter().count();
    (count > 0).then(|| colors.iter().nth(rng.random_range(0..count)))?
}

/// The threat and colour worth most, ties broken at random.
fn most_worth<'a, R: Rng>(
    threats: impl Iterator<Item = &'a Threat>,
    rng: &mut R,
) -> Option<(Cell, Color, i32)> {
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
fn choose_block<R: Rng>(game: &Game, rollout: &mut Rollout, rng: &mut R) -> Option<(Cell, Color)> {
    let other = game.to_move().other();
    let rows = rollout.threats(game, other);
    let (cell, _, _) = most_worth(rows.iter().filter(|t| t.scores()), rng)?;
    let ctx = game.context();
    let colors = Color::ALL
        .into_iter()
        .filter(|&c| ctx.check_placement(cell, c).is_ok())
        .fold(ColorSet::EMPTY, ColorSet::with);
    random_color(colors, rng).map(|color| (cell, color))
}

/// Plays the game to its end with the playout policy and returns the number of turns played.
/// The policy keeps every stone it places (a dot stone always gets a bridge, R4.3), so the
/// game ends within [`Game::stones_to_place`] turns; past that it fails instead of going on.
pub fn play_policy_game<R: Rng>(game: &mut Game, rng: &mut R) -> Result<u32, PlayoutTooLong> {
    let mut rollout = Rollout::new(game.position());
    rollout.sync(game);
    let longest = game.stones_to_place();
    let mut turns = 0;
    while policy_turn(game, &mut rollout, rng) {
        turns += 1;
        if turns > longest {
            return Err(PlayoutTooLong { turns });
        }
    }
    Ok(turns)
}

/// How far a playout looks ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Horizon {
    /// To the end of the game: the reward is the result (R7).
    End,
    /// This many turns at most: a game still going then is rewarded by the margin so far
    /// ([`blue_estimate`]). Shorter playouts are cheaper, and their result is less blurred
    /// by the random stones of the turns beyond (issue 24).
    Turns(u32),
}

/// Plays the game on with the playout policy until its end or `horizon`, and returns Blue's
/// reward (1 win, ½ draw, 0 loss at the end; the margin's estimate at the horizon), or `None`
/// as soon as `stop` is raised (checked every turn, so that a cancel is answered within a
/// turn's work). `rollout` is a view made for the game's position; it is brought in step with
/// the game first.
pub(crate) fn playout<R: Rng>(
    game: &mut Game,
    rollout: &mut Rollout,
    rng: &mut R,
    stop: &AtomicBool,
    horizon: Horizon,
) -> Result<Option<f32>, PlayoutTooLong> {
    rollout.sync(game);
    let longest = game.stones_to_place();
    let mut turns = 0;
    while !stop.load(Ordering::Relaxed) {
        if horizon == Horizon::Turns(turns) && !game.is_over() {
            return Ok(Some(blue_estimate(game)));
        }
        if !policy_turn(game, rollout, rng) {
            return Ok(Some(blue_reward(game)));
        }
        turns += 1;
        if turns > longest {
            return Err(PlayoutTooLong { turns });
        }
    }
    Ok(None)
}
