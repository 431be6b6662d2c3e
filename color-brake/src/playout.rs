//! Random legal play: the policy of the property tests and the speed benchmark, and the
//! frugal policy the computer opponent plays its look-ahead with. Every loop here is bounded
//! by the longest possible game or round and reports when it would go past it.

use rand::Rng;

use crate::action::{Action, Move};
use crate::game::Game;
use crate::length::MAX_ACTIONS_PER_ROUND;
use crate::refusal::Refusal;
use crate::round::Round;

/// Why a playout stopped before the end: either is a bug in the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum PlayoutError {
    /// The game or round went on past its longest possible length.
    #[error("still not over after {limit} actions, the longest possible length")]
    TooLong {
        /// The bound that was reached.
        limit: usize,
    },
    /// An action the engine listed as legal was refused.
    #[error("the legal action {action} was refused: {refusal}")]
    Refused {
        /// The action.
        action: Action,
        /// The refusal.
        refusal: Refusal,
    },
}

/// The kind of a move, for choosing a kind first (so that the 49 Tank moves of a Tank moment
/// do not crowd out the rest).
fn kind(m: &Move) -> usize {
    match m {
        Move::Colour(_) => 0,
        Move::Neutral => 1,
        Move::Rescue(_) => 2,
        Move::Diamond => 3,
        Move::ForDiamond(_) => 4,
        Move::Tank { .. } => 5,
    }
}

/// A uniformly random kind among the kinds of `moves`, then a uniformly random move of it.
fn pick_by_kind<R: Rng>(moves: &[Move], rng: &mut R) -> Option<Move> {
    let mut kinds = [false; 6];
    for m in moves {
        kinds[kind(m)] = true;
    }
    let present: Vec<usize> = (0..6).filter(|k| kinds[*k]).collect();
    if present.is_empty() {
        return None;
    }
    let chosen = present[rng.random_range(0..present.len())];
    let of_kind: Vec<&Move> = moves.iter().filter(|m| kind(m) == chosen).collect();
    Some(*of_kind[rng.random_range(0..of_kind.len())])
}

/// The random policy's action: the next round between rounds; else a kind of move uniformly
/// among the kinds with a legal move, then a move of that kind uniformly. `None` once the game
/// is over.
pub fn random_action<R: Rng>(game: &Game, rng: &mut R) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    if game.between_rounds() {
        return Some(Action::NextRound);
    }
    pick_by_kind(&game.round().legal_moves(), rng).map(Action::Move)
}

/// Plays random actions until the game is over; returns the number of actions played.
pub fn play_random_game<R: Rng>(game: &mut Game, rng: &mut R) -> Result<usize, PlayoutError> {
    let limit = game.length().max_actions();
    for played in 0..=limit {
        let Some(action) = random_action(game, rng) else {
            return Ok(played);
        };
        game.apply(action)
            .map_err(|refusal| PlayoutError::Refused { action, refusal })?;
    }
    Err(PlayoutError::TooLong { limit })
}

/// The frugal policy: a colour that C4.2 allows when there is one (chosen uniformly), else a
/// Diamond slot, else a Diamond, else a neutral (the specials kept for need), a drawn colour
/// uniformly; a Tank only when it is the only kind of move left. `None` once the round is over.
pub fn frugal_move<R: Rng>(round: &Round, rng: &mut R) -> Option<Move> {
    let moves = round.legal_moves();
    for wanted in [0, 2, 4, 3, 1, 5] {
        let of_kind: Vec<&Move> = moves.iter().filter(|m| kind(m) == wanted).collect();
        if !of_kind.is_empty() {
            return Some(*of_kind[rng.random_range(0..of_kind.len())]);
        }
    }
    None
}

/// Plays the frugal policy until the round is over.
pub fn play_frugal_round<R: Rng>(round: &mut Round, rng: &mut R) -> Result<(), PlayoutError> {
    for _ in 0..=MAX_ACTIONS_PER_ROUND {
        let Some(m) = frugal_move(round, rng) else {
            return Ok(());
        };
        round.apply(m).map_err(|refusal| PlayoutError::Refused {
            action: Action::Move(m),
            refusal,
        })?;
    }
    Err(PlayoutError::TooLong {
        limit: MAX_ACTIONS_PER_ROUND,
    })
}
