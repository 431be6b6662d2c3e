//! The cost of the hard level's playouts (issue 24), for `valgrind --tool=callgrind`, which
//! counts instructions and so is steady on a shared machine: `N` complete games with the
//! computer's playout policy (`computer::play_policy_game`, what every hard-level iteration
//! plays after the tree) from the empty board of one built-in position, with a fixed seed.
//!
//! ```text
//! cargo build --release -p dl-core --example playout_cost
//! valgrind --tool=callgrind target/release/examples/playout_cost [N] [POSITION] [SEED]
//! ```
//!
//! Defaults: 200 playouts on built-in 6 (E M 3 W, the slowest playouts), seed 1. Prints the
//! turns played in all, so that two builds can be checked to play the same games.

use std::env;
use std::process::ExitCode;
use std::sync::Arc;

use dl_core::computer::play_policy_game;
use dl_core::{builtin, Game};
use rand::rngs::SmallRng;
use rand::SeedableRng;

fn main() -> ExitCode {
    let mut args = env::args().skip(1);
    let mut next = |default: u64| args.next().map_or(Some(default), |a| a.parse().ok());
    let (Some(playouts), Some(number), Some(seed)) = (next(200), next(6), next(1)) else {
        eprintln!("usage: playout_cost [PLAYOUTS] [POSITION] [SEED]");
        return ExitCode::FAILURE;
    };
    let Some(position) = u8::try_from(number).ok().and_then(builtin) else {
        eprintln!("no built-in position {number}");
        return ExitCode::FAILURE;
    };
    let fresh = Game::new(Arc::new(position.clone()), position.default_rounds());
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut turns = 0u64;
    for _ in 0..playouts {
        let mut game = fresh.clone();
        match play_policy_game(&mut game, &mut rng) {
            Ok(played) => turns += u64::from(played),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    }
    println!("{playouts} playouts on {}: {turns} turns", position.name());
    ExitCode::SUCCESS
}
