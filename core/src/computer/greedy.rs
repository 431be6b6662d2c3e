//! The easy level: a one-turn evaluation of every candidate ([`ranked_candidates`]) with
//! noise, and now and then a plain mistake among the better turns.

use rand::rngs::SmallRng;
use rand::Rng;

use crate::game::Game;

use super::bridges::BridgeStyle;
use super::budget::Budget;
use super::rank::ranked_candidates;
use super::turn::Plan;

/// How the easy level errs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Noise {
    /// Spread of the noise added to each candidate's value, in points.
    pub spread: f32,
    /// Share of turns played at random among the [`Noise::mistake_pool`] best candidates.
    pub mistake_share: f64,
    /// How many of the best candidates a mistake is chosen from.
    pub mistake_pool: usize,
}

/// The easy level's turn: the candidate whose value plus noise is highest, or a mistake.
pub(crate) fn choose_noisy(
    game: &mut Game,
    style: BridgeStyle,
    noise: Noise,
    budget: &mut Budget<'_>,
    rng: &mut SmallRng,
) -> Option<Plan> {
    let ranked = ranked_candidates(game, style, budget, true, rng);
    if ranked.is_empty() {
        return None;
    }
    if rng.random_bool(noise.mistake_share) {
        let pool = ranked.len().min(noise.mistake_pool.max(1));
        return Some(ranked[rng.random_range(0..pool)].plan);
    }
    let mut best: Option<(f32, Plan)> = None;
    for candidate in &ranked {
        // A triangular spread: the sum of two uniform draws, centred.
        let jitter = (rng.random::<f32>() + rng.random::<f32>() - 1.0) * noise.spread;
        let value = candidate.value + jitter;
        if best.is_none_or(|(v, _)| value > v) {
            best = Some((value, candidate.plan));
        }
    }
    best.map(|(_, plan)| plan)
}
