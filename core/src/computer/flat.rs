//! The medium level: flat Monte Carlo. The best few candidates of [`ranked_candidates`] are
//! played out again and again with the playout policy, the next playout going to the
//! candidate with the highest upper confidence bound (UCB1); the turn played is the candidate
//! with the best mean result.

use rand::rngs::SmallRng;

use crate::color::Player;
use crate::game::Game;

use super::bridges::BridgeStyle;
use super::budget::Budget;
use super::policy::{playout, Horizon};
use super::rank::ranked_candidates;
use super::rollout::Rollout;
use super::turn::{undo_to, Plan};
use super::ThinkStats;

/// Weight of the exploration term of UCB1, for rewards between 0 and 1.
const EXPLORATION: f32 = 0.4;

/// Results of one candidate's playouts, for the mover.
#[derive(Clone, Copy, Debug, Default)]
struct Arm {
    playouts: u32,
    reward: f32,
    /// The rules refused the candidate: never the case for candidates of the same state, but
    /// such an arm is left out rather than trusted.
    refused: bool,
}

impl Arm {
    fn mean(&self) -> f32 {
        self.reward / self.playouts.max(1) as f32
    }
}

/// The medium level's turn: flat Monte Carlo over the `arms` best candidates.
pub(crate) fn choose_flat(
    game: &mut Game,
    style: BridgeStyle,
    arms: usize,
    budget: &mut Budget<'_>,
    rng: &mut SmallRng,
    stats: &mut ThinkStats,
) -> Option<Plan> {
    let mover = game.to_move();
    let ranked = ranked_candidates(game, style, budget, false, rng);
    stats.candidates = ranked.len();
    let short_list = &ranked[..ranked.len().min(arms.max(1))];
    if short_list.len() <= 1 {
        return short_list.first().map(|r| r.plan);
    }
    let mut results = vec![Arm::default(); short_list.len()];
    let base = game.action_count();
    let mut rollout = Rollout::new(game.position());
    while !budget.exhausted() {
        let total = results.iter().map(|a| a.playouts).sum::<u32>().max(1) as f32;
        let open = (0..results.len()).filter(|&i| !results[i].refused);
        let bound = |a: &Arm| {
            if a.playouts == 0 {
                f32::INFINITY
            } else {
                a.mean() + EXPLORATION * (total.ln() / a.playouts as f32).sqrt()
            }
        };
        // The first of the highest bounds: unplayed candidates in ranking order first.
        let Some(pick) = open.reduce(|i, j| {
            if bound(&results[j]) > bound(&results[i]) {
                j
            } else {
                i
            }
        }) else {
            break;
        };
        budget.tick();
        if short_list[pick].plan.apply(game).is_err() {
            results[pick].refused = true;
            continue;
        }
        let outcome = playout(game, &mut rollout, rng, budget.stop_flag(), Horizon::End);
        undo_to(game, base);
        match outcome {
            Ok(Some(blue)) => {
                let arm = &mut results[pick];
                arm.playouts += 1;
                arm.reward += if mover == Player::Blue {
                    blue
                } else {
                    1.0 - blue
                };
            }
            Ok(None) => break,
            Err(_) => stats.overlong_playouts += 1,
        }
    }
    stats.iterations = budget.iterations;
    let best = (0..results.len())
        .filter(|&i| results[i].playouts > 0 && !results[i].refused)
        .max_by(|&i, &j| {
            results[i]
                .mean()
                .total_cmp(&results[j].mean())
                .then(j.cmp(&i))
        })
        .unwrap_or(0);
    Some(short_list[best].plan)
}
