//! Candidate turns ranked by [`evaluate_plan`]: the easy level's choice, the medium level's
//! short list and the hard level's order of widening at the root.

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

use crate::game::Game;

use super::bridges::BridgeStyle;
use super::budget::Budget;
use super::candidates::candidates;
use super::evaluate::evaluate_plan;
use super::turn::Plan;

/// A candidate turn with its value in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Ranked {
    /// The turn.
    pub plan: Plan,
    /// [`evaluate_plan`], or for candidates left unevaluated when the budget ran out, their
    /// immediate gain minus [`UNEVALUATED_PENALTY`].
    pub value: f32,
}

/// What a candidate not evaluated in time loses against every evaluated one.
const UNEVALUATED_PENALTY: f32 = 1000.0;

/// Every candidate turn of the player to move, best first. Candidates are evaluated in order
/// of immediate gain (ties in random order) until the budget is interrupted (the first one
/// always); when `count_iterations` is set each counts as one iteration of the budget, which
/// may then run out as well. The game is left as it was.
pub(crate) fn ranked_candidates(
    game: &mut Game,
    style: BridgeStyle,
    budget: &mut Budget<'_>,
    count_iterations: bool,
    rng: &mut SmallRng,
) -> Vec<Ranked> {
    let mut found = candidates(game, style);
    found.shuffle(rng);
    found.sort_by_key(|c| std::cmp::Reverse(c.gain));
    let mut ranked: Vec<Ranked> = Vec::with_capacity(found.len());
    for candidate in found {
        let out_of_budget = if count_iterations {
            budget.exhausted()
        } else {
            budget.interrupted()
        };
        let evaluated = if out_of_budget && !ranked.is_empty() {
            None
        } else {
            if count_iterations {
                budget.tick();
            }
            evaluate_plan(game, &candidate.plan)
        };
        let value = evaluated.unwrap_or(candidate.gain as f32 - UNEVALUATED_PENALTY);
        ranked.push(Ranked {
            plan: candidate.plan,
            value,
        });
    }
    ranked.sort_by(|a, b| b.value.total_cmp(&a.value));
    ranked
}
