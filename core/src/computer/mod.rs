//! The computer opponent (issue 11): given a game, the whole turn of the player to move — the
//! stone and the bridges in order — at one of three levels, always legal (it is found with the
//! rules' own queries and can be played with [`ComputerTurn::play`]).
//!
//! - [`Level::Easy`]: every candidate turn valued one turn ahead (what it gains, what the other
//!   player can take back at once), with noise and an occasional mistake.
//! - [`Level::Medium`]: flat Monte Carlo over the best few candidates.
//! - [`Level::Hard`]: Monte Carlo tree search over whole turns with progressive widening, a
//!   playout policy that completes and blocks rows, playouts cut after 25 turns and scored by
//!   the margin so far, the tree kept between turns and across an undo, on several threads at
//!   once.
//!
//! All levels weigh which bridges to form ([`BridgeStyle::Chosen`]): a red bridge that only
//! cuts the mover's own row, a 3-bridge that would spoil a 4, or a bridge crossing a better one
//! is left out when that is better. Thinking stops at a deadline, after a number of iterations
//! or when a stop flag is raised from another thread, and answers with the best turn so far.
//! Bounded by iterations alone it is deterministic for a given seed and number of threads
//! ([`Settings::threads`]). No I/O.
//!
//! A shell or app keeps one [`Computer`] per game and calls [`Computer::think`] for every turn
//! it is asked for (its own, and hints): the computer reuses what it searched before when the
//! game has moved on from there or gone back to a turn start it has searched (issue 24).
//!
//! The hint for a player is the hard level's turn for the player to move; a hard opponent asked
//! for it right after its own turn reuses the tree it has just searched. The strength of the
//! levels against each other is measured by `examples/strength.rs` (the README's section
//! "Computer opponent strength").

mod bridges;
mod budget;
mod candidates;
mod evaluate;
mod flat;
mod greedy;
mod mcts;
mod policy;
mod potential;
mod rank;
mod rollout;
mod threats;
mod turn;

use std::sync::atomic::{AtomicBool, AtomicU32};
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::SeedableRng;

use crate::game::Game;

pub use bridges::BridgeStyle;
pub use budget::{Limits, PROGRESS_DONE};
pub use candidates::candidate_turns;
pub use greedy::Noise;
pub use policy::{play_policy_game, play_policy_turn, PlayoutTooLong};
pub use turn::ComputerTurn;

/// The three strengths of the computer opponent (issue 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Plays sensibly but makes mistakes: one turn ahead, with noise.
    Easy,
    /// A short search: flat Monte Carlo over the best candidates.
    Medium,
    /// The strongest within its budget: tree search over turns.
    Hard,
}

impl Level {
    /// The three levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's lower-case English name, as used in files and scripts.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Parses a level name (see [`Level::name`]).
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// The search a computer runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Search {
    /// Every candidate valued one turn ahead, with noise (the easy level).
    OneTurn(Noise),
    /// Flat Monte Carlo over this many of the best candidates (the medium level).
    Flat {
        /// Candidates played out.
        candidates: usize,
    },
    /// Tree search over turns (the hard level).
    Tree,
}

/// Everything that makes a level: the search, the choice of bridges and the time it takes
/// when the caller gives no limit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// The search.
    pub search: Search,
    /// How the bridges of the computer's own turns are chosen.
    pub bridges: BridgeStyle,
    /// Thinking time when [`Limits`] sets neither deadline nor iterations: the level's budget
    /// on the largest built-in position.
    pub time_budget: Duration,
    /// Threads the tree search runs on (the other searches run on one); 0 counts as 1.
    pub threads: usize,
}

/// The most threads the tree search uses: a phone's big cores.
pub const MAX_THREADS: usize = 8;

/// The threads the hard level uses by default: the cores the system reports
/// ([`std::thread::available_parallelism`]), at most [`MAX_THREADS`], 1 when it cannot tell.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS))
}

impl Settings {
    /// The settings of a level.
    pub fn for_level(level: Level) -> Settings {
        match level {
            Level::Easy => Settings {
                search: Search::OneTurn(Noise {
                    spread: 1.5,
                    mistake_share: 0.15,
                    mistake_pool: 8,
                }),
                bridges: BridgeStyle::Chosen,
                time_budget: Duration::from_millis(50),
                threads: 1,
            },
            Level::Medium => Settings {
                search: Search::Flat { candidates: 8 },
                bridges: BridgeStyle::Chosen,
                time_budget: Duration::from_millis(300),
                threads: 1,
            },
            Level::Hard => Settings {
                search: Search::Tree,
                bridges: BridgeStyle::Chosen,
                time_budget: Duration::from_millis(1000),
                threads: default_threads(),
            },
        }
    }
}

/// What the last call to [`Computer::think`] did, for measurements.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThinkStats {
    /// Iterations run (playouts, or candidates valued for the one-turn search).
    pub iterations: u32,
    /// Candidate turns at the root.
    pub candidates: usize,
    /// Root visits carried over from the earlier turns' trees (all threads together).
    pub reused_visits: u32,
    /// Nodes in the search trees (all threads together).
    pub tree_nodes: usize,
    /// Bytes the search trees hold (all threads together).
    pub tree_bytes: usize,
    /// Playouts that ran past the game's longest possible length (a bug if ever above 0).
    pub overlong_playouts: u32,
}

/// A computer opponent: a level, a seed and, for the hard level, the search trees (one per
/// thread) kept from one turn to the next. Made once per game and asked with
/// [`Computer::think`] for every turn: it keeps the subtree of the turns played since its last
/// think, and after an undo the part of its tree that the game has gone back to; anything else
/// (another game) starts afresh, so one computer may also serve several games, just without
/// reuse.
#[derive(Clone, Debug)]
pub struct Computer {
    settings: Settings,
    seed: u64,
    trees: Vec<mcts::Tree>,
    stats: ThinkStats,
}

impl Computer {
    /// A computer of `level` whose random choices follow from `seed`.
    pub fn new(level: Level, seed: u64) -> Computer {
        Computer::with_settings(Settings::for_level(level), seed)
    }

    /// A computer with explicit settings (the strength table compares variants).
    pub fn with_settings(settings: Settings, seed: u64) -> Computer {
        Computer {
            settings,
            seed,
            trees: Vec::new(),
            stats: ThinkStats::default(),
        }
    }

    /// The settings in use.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// What the last call to [`Computer::think`] did.
    pub fn last_stats(&self) -> ThinkStats {
        self.stats
    }

    /// The whole turn of the player to move in `game`, or `None` when the game is over (or a
    /// stone is already placed this turn: the computer plays whole turns; or the mover has no
    /// legal placement, which a game kept by the rules turns into a pass, R4.4). Thinks within
    /// `limits`, and answers with the best turn found so far as soon as `stop` is raised;
    /// `progress` receives thousandths of the budget used ([`PROGRESS_DONE`] at the end).
    /// The random choices follow from the seed and the number of actions played, so a fresh
    /// computer bounded by iterations gives the same turn for the same game and number of
    /// threads, and so does the same computer asked about the same games in the same order.
    pub fn think(
        &mut self,
        game: &Game,
        limits: Limits,
        stop: &AtomicBool,
        progress: &AtomicU32,
    ) -> Option<ComputerTurn> {
        self.stats = ThinkStats::default();
        if game.is_over() || game.turn_stone().is_some() {
            return None;
        }
        let mut budget = budget::Budget::new(limits, self.settings.time_budget, stop, progress);
        let mut rng = SmallRng::seed_from_u64(
            self.seed ^ (game.action_count() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        let mut work = game.clone();
        let style = self.settings.bridges;
        let plan = match self.settings.search {
            Search::OneTurn(noise) => {
                let plan = greedy::choose_noisy(&mut work, style, noise, &mut budget, &mut rng);
                self.stats.iterations = budget.iterations;
                plan
            }
            Search::Flat { candidates } => flat::choose_flat(
                &mut work,
                style,
                candidates,
                &mut budget,
                &mut rng,
                &mut self.stats,
            ),
            Search::Tree => {
                self.trees
                    .resize_with(self.settings.threads.max(1), mcts::Tree::default);
                mcts::choose_tree(
                    &mut work,
                    style,
                    &mut self.trees,
                    &mut budget,
                    &mut rng,
                    &mut self.stats,
                )
            }
        };
        budget.finish();
        plan.map(turn::Plan::to_turn)
    }
}

#[cfg(test)]
mod tests;
