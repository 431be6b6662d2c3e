//! The computer opponent's one level: each legal move is tried on a few samples of what the
//! computer cannot see (the opponent's hand and the pile drawn afresh from the unseen tokens,
//! [`Round::resampled`]), the round is played out with the frugal policy, and the move with
//! the best mean point difference is chosen. It never reads the hidden part of the game: its
//! choice is the same for every game that looks the same to it (a test checks this).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::action::{Action, Move};
use crate::game::Game;
use crate::playout::play_frugal_round;
use crate::round::Round;
use crate::seat::Seat;

/// Samples of the hidden part per decision; every candidate move is played on the same ones.
pub const SAMPLES: usize = 12;

/// The computer's action for the player to move, or `None` once the game is over. Between
/// rounds it goes on to the next round.
pub fn choose_action<R: Rng>(game: &Game, rng: &mut R) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    if game.between_rounds() {
        return Some(Action::NextRound);
    }
    let me = game.to_move()?;
    let moves = game.round().legal_moves();
    if moves.len() <= 1 {
        return moves.first().map(|m| Action::Move(*m));
    }
    let samples: Vec<(Round, u64)> = (0..SAMPLES)
        .map(|_| (game.round().resampled(me, rng), rng.random()))
        .collect();
    let mut best: Option<(i64, Move)> = None;
    for m in moves {
        let value: i64 = samples
            .iter()
            .map(|(sample, seed)| outcome(sample, m, me, *seed))
            .sum();
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, m));
        }
    }
    best.map(|(_, m)| Action::Move(m))
}

/// The point difference for `me` when `m` is played on `sample` and the round is played out.
fn outcome(sample: &Round, m: Move, me: Seat, seed: u64) -> i64 {
    let mut round = *sample;
    if round.apply(m).is_err() {
        return i64::MIN / 1024;
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    if play_frugal_round(&mut round, &mut rng).is_err() {
        return 0;
    }
    round.end().map_or(0, |end| {
        let points = end.points();
        i64::from(points[me.index()]) - i64::from(points[me.other().index()])
    })
}
