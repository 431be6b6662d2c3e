//! Random legal play: the basis of the speed benchmark and the property tests.
//!
//! Each turn the mover chooses a peg with probability `peg_share` and places it uniformly
//! among the edges that accept one (D3); otherwise, or when no edge accepts one, the mover
//! places a tile uniformly among the empty cells (D2). A mover with no tile left places a peg.

use rand::Rng;

use crate::game::{Action, Game, MAX_ACTIONS};
use crate::geometry::{Edge, CELLS};
use crate::rules::Refusal;

/// Random play went wrong, which the rules make impossible: a test reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayoutError {
    /// The game is not over after [`MAX_ACTIONS`] actions, the longest possible game.
    #[error("the game is not over after {actions} actions, the longest possible game (D1, D2)")]
    Overrun {
        /// Actions played when the loop stopped.
        actions: usize,
    },
    /// The rules refused an action that they had offered.
    #[error("the offered action {action:?} was refused: {refusal}")]
    OfferedActionRefused {
        /// The action.
        action: Action,
        /// Why it was refused.
        refusal: Refusal,
    },
}

impl PlayoutError {
    /// A stable code, for logs and tests.
    pub fn code(&self) -> &'static str {
        match self {
            PlayoutError::Overrun { .. } => "playout_overrun",
            PlayoutError::OfferedActionRefused { .. } => "playout_offered_action_refused",
        }
    }
}

/// The random policy's choice for the mover, or `None` when the game is over.
/// `peg_share` is the probability, 0.0 to 1.0, of choosing a peg when one may be placed.
pub fn random_action<R: Rng>(game: &Game, rng: &mut R, peg_share: f64) -> Option<Action> {
    let ctx = game.context();
    if ctx.game_over() {
        return None;
    }
    let has_tile = ctx.check_any_tile().is_ok();
    if !has_tile || rng.random_bool(peg_share) {
        let pegs: Vec<Edge> = ctx.legal_pegs().collect();
        if !pegs.is_empty() {
            return pegs
                .get(rng.random_range(0..pegs.len()))
                .map(|e| Action::PlacePeg(*e));
        }
    }
    let empty = CELLS - ctx.board.tile_count();
    if !has_tile || empty == 0 {
        return None;
    }
    ctx.board
        .empty_cells()
        .nth(rng.random_range(0..empty))
        .map(Action::PlaceTile)
}

/// Plays random actions until the game is over; returns the number of actions played.
pub fn play_random_game<R: Rng>(
    game: &mut Game,
    rng: &mut R,
    peg_share: f64,
) -> Result<usize, PlayoutError> {
    for played in 0..=MAX_ACTIONS {
        let Some(action) = random_action(game, rng, peg_share) else {
            return Ok(played);
        };
        game.apply(action)
            .map_err(|refusal| PlayoutError::OfferedActionRefused { action, refusal })?;
    }
    Err(PlayoutError::Overrun {
        actions: game.action_count(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::Player;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    #[test]
    fn random_games_end_with_a_full_board_within_the_bound() {
        for seed in 0..20 {
            let mut game = Game::new(Player::Yellow);
            let mut rng = SmallRng::seed_from_u64(seed);
            let played = play_random_game(&mut game, &mut rng, 0.2).unwrap();
            assert!(game.is_over());
            assert!(played <= MAX_ACTIONS);
            assert_eq!(played, 56 + usize::from(10 - game.pegs_left()));
        }
    }
}
