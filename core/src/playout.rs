//! Random legal play with the reference games' policy: the basis of the speed benchmark, the
//! property tests and, later, the computer opponent's playouts.
//!
//! Each turn the mover picks a colour uniformly among the colours in supply that have a legal
//! target, then a target uniformly among the cells that accept that colour (R4.1, R4.3),
//! places, then attempts every bridge through the placed stone in the order of
//! [`crate::rules::lines_through`] (a fraction of them may be skipped), and ends the turn.

use std::sync::Arc;

use rand::Rng;

use crate::color::Color;
use crate::game::{turn_limit, Game, TurnLimitExceeded};
use crate::geometry::Cell;
use crate::rules::lines_through;

/// One turn of random play. Returns `false` when the game is already over.
/// `bridge_attempt_share` is the probability, 0.0 to 1.0, that each bridge is attempted.
pub fn play_random_turn<R: Rng>(game: &mut Game, rng: &mut R, bridge_attempt_share: f64) -> bool {
    if game.is_over() {
        return false;
    }
    let Some((color, cell)) = choose_target(game, rng) else {
        // Unreachable in a game kept by `Game`: a mover who cannot place has passed (R4.4).
        return false;
    };
    if game.place(cell, color).is_err() {
        return false;
    }
    let position = Arc::clone(game.position());
    for line in lines_through(&position, cell) {
        if rng.random_bool(bridge_attempt_share) {
            let _ = game.bridge(line.start(), line.end());
        }
    }
    game.end_turn().is_ok()
}

/// The reference policy's choice of colour and cell (R4.1, R4.3): a colour uniformly among
/// the colours in supply that have a target, then a cell uniformly among its targets in
/// row-major order. `None` when the mover cannot place.
pub(crate) fn choose_target<R: Rng>(game: &Game, rng: &mut R) -> Option<(Color, Cell)> {
    let ctx = game.context();
    if ctx.turn_stone.is_none() && !ctx.game_over && ctx.has_empty_region_cell() {
        // Every colour in supply has a target (that region cell): only the chosen colour's
        // dots need a look.
        let mut options = [Color::Blue; 6];
        let mut n = 0;
        for color in Color::ALL.into_iter().filter(|c| ctx.supply[c.index()] > 0) {
            options[n] = color;
            n += 1;
        }
        if n == 0 {
            return None;
        }
        let color = options[rng.random_range(0..n)];
        let cells = ctx.cells_accepting(color);
        if cells.is_empty() {
            return None; // unreachable: the empty region cell accepts `color`
        }
        return Some((color, cells[rng.random_range(0..cells.len())]));
    }
    // Every target once, with the colours it accepts: for each colour, its cells in row-major
    // order are the targets whose set holds it (the same as `cells_accepting`).
    let targets = ctx.placement_targets();
    let mut counts = [0usize; 6];
    for (_, colors) in &targets {
        for color in colors.iter() {
            counts[color.index()] += 1;
        }
    }
    let mut options = [Color::Blue; 6];
    let mut n = 0;
    for color in Color::ALL.into_iter().filter(|c| counts[c.index()] > 0) {
        options[n] = color;
        n += 1;
    }
    if n == 0 {
        return None;
    }
    let color = options[rng.random_range(0..n)];
    let k = rng.random_range(0..counts[color.index()]);
    targets
        .iter()
        .filter(|(_, colors)| colors.contains(color))
        .nth(k)
        .map(|&(cell, _)| (color, cell))
}

/// Dot stones a random game may give back (R4.3) before it counts as endless: far more than a
/// policy that attempts bridges at all gives back (the reference games' policy v2 gave back 473
/// in 24 games).
pub const RANDOM_GAME_RETURNED_DOT_STONES: u32 = 1000;

/// Plays random turns until the game is over; returns the number of turns played. Fails past
/// [`turn_limit`] with [`RANDOM_GAME_RETURNED_DOT_STONES`]: with a `bridge_attempt_share` of 0
/// a dot stone never gets a bridge and the game never ends.
pub fn play_random_game<R: Rng>(
    game: &mut Game,
    rng: &mut R,
    bridge_attempt_share: f64,
) -> Result<u32, TurnLimitExceeded> {
    let limit = turn_limit(game.rounds(), RANDOM_GAME_RETURNED_DOT_STONES);
    let mut turns = 0;
    while play_random_turn(game, rng, bridge_attempt_share) {
        turns += 1;
        if game.turn_number() > limit {
            return Err(TurnLimitExceeded { limit });
        }
    }
    Ok(turns)
}
