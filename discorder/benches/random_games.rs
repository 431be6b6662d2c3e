//! Speed of the engine: complete random games per second with the random policy of
//! `dl_discorder::playout` (peg share 0.2), and the time the computer opponent takes to choose
//! one action on an empty board and after 20 and 40 random actions.
//!
//! `cargo bench -p dl-discorder` takes about half a minute; measurement times are short.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use dl_discorder::computer::computer_action;
use dl_discorder::playout::{play_random_game, random_action};
use dl_discorder::{Game, Player};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// Games per iteration, so that one iteration is long enough to time well.
const GAMES: u64 = 100;

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_games");
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .sample_size(30)
        .throughput(Throughput::Elements(GAMES));
    let mut seed = 0;
    group.bench_function("complete_games", |b| {
        b.iter(|| {
            let mut actions = 0;
            for _ in 0..GAMES {
                seed += 1;
                let mut game = Game::new(Player::Yellow);
                let mut rng = SmallRng::seed_from_u64(seed);
                actions += play_random_game(&mut game, &mut rng, 0.2).unwrap_or(0);
                assert!(game.is_over());
            }
            black_box(actions)
        });
    });
    group.finish();
}

/// A game after `actions` random actions.
fn after_random_actions(actions: usize) -> Game {
    let mut game = Game::new(Player::Yellow);
    let mut rng = SmallRng::seed_from_u64(42);
    for _ in 0..actions {
        if let Some(action) = random_action(&game, &mut rng, 0.2) {
            let _ = game.apply(action);
        }
    }
    game
}

fn computer(c: &mut Criterion) {
    let mut group = c.benchmark_group("computer_action");
    group
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20);
    for actions in [0, 20, 40] {
        let game = after_random_actions(actions);
        group.bench_with_input(BenchmarkId::from_parameter(actions), &game, |b, game| {
            let mut rng = SmallRng::seed_from_u64(1);
            b.iter(|| black_box(computer_action(game, &mut rng)));
        });
    }
    group.finish();
}

criterion_group!(benches, random_games, computer);
criterion_main!(benches);
