//! Prints the size of a saved game and of a game link (R10) for one complete 4-round game on
//! each built-in position: random play with the reference games' policy (every bridge through
//! the placed stone attempted), seed 1. The table in the README's "Files and links" section.
//!
//! Run with `cargo run --release -p dl-core --example sizes`.

use std::sync::Arc;

use dl_core::link::game_link;
use dl_core::playout::play_random_game;
use dl_core::record::save_game;
use dl_core::{builtin_positions, Game, Rounds};
use rand::rngs::SmallRng;
use rand::SeedableRng;

fn main() {
    println!("| # | position | actions | saved game (bytes) | game link (characters) |");
    println!("|---|---|---|---|---|");
    for position in builtin_positions() {
        let mut game = Game::new(Arc::new(position.clone()), Rounds::Four);
        play_random_game(&mut game, &mut SmallRng::seed_from_u64(1), 1.0)
            .expect("the reference policy bridges every dot stone");
        let saved = save_game(&game, None).len();
        let link = match game_link(&game) {
            Ok(link) => link.len().to_string(),
            Err(e) => e.to_string(),
        };
        println!(
            "| {} | {} | {} | {saved} | {link} |",
            position.number().unwrap_or(0),
            position.name(),
            game.actions().len(),
        );
    }
}
