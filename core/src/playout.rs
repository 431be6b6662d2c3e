//! Random legal play with the reference games' policy: the basis of the speed benchmark, the
//! property tests and, later, the computer opponent's playouts.
//!
//! Each turn the mover picks a colour uniformly among the colours in supply that have a legal
//! target, then a target uniformly among the cells that accept that colour (R4.1, R4.3),
//! places, then attempts every bridge through the placed stone in the order of
//! [`crate::rules::lines_through`] (a fraction of them may be skipped), and ends the turn.

use rand::Rng;

use crate::color::Color;
use crate::game::Game;
use crate::rules::lines_through;

/// One turn of random play. Returns `false` when the game is already over.
/// `bridge_attempt_share` is the probability, 0.0 to 1.0, that each bridge is attempted.
pub fn play_random_turn<R: Rng>(game: &mut Game, rng: &mut R, bridge_attempt_share: f64) -> bool {
    if game.is_over() {
        return false;
    }
    let mover = game.to_move();
    let ctx = game.context();
    let mut options: Vec<(Color, Vec<crate::geometry::Cell>)> = Vec::new();
    for color in Color::ALL {
        if game.supply(mover)[color.index()] == 0 {
            continue;
        }
        let cells = ctx.cells_accepting(color);
        if !cells.is_empty() {
            options.push((color, cells));
        }
    }
    if options.is_empty() {
        // Unreachable in a game kept by `Game`: a mover who cannot place has passed (R4.4).
        return false;
    }
    let (color, cells) = &options[rng.random_range(0..options.len())];
    let cell = cells[rng.random_range(0..cells.len())];
    if game.place(cell, *color).is_err() {
        return false;
    }
    let lines: Vec<_> = lines_through(game.position(), cell).collect();
    for line in lines {
        if rng.random_bool(bridge_attempt_share) {
            let _ = game.bridge(line.start(), line.end());
        }
    }
    game.end_turn().is_ok()
}

/// Plays random turns until the game is over; returns the number of turns played.
pub fn play_random_game<R: Rng>(game: &mut Game, rng: &mut R, bridge_attempt_share: f64) -> u32 {
    let mut turns = 0;
    while play_random_turn(game, rng, bridge_attempt_share) {
        turns += 1;
    }
    turns
}
