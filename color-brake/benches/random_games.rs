//! Speed of Color Brake ABAB (issue 15):
//! (a) complete random games of two rounds with the random policy, from the deal to the end;
//! (b) one decision of the computer opponent, on states after 0, 8 and 16 random actions;
//! (c) one frame of the view model (`Session::view`), on the same states.
//!
//! `cargo bench -p dl-color-brake` takes about a minute; measurement times are kept short.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use dl_color_brake::computer::choose_action;
use dl_color_brake::playout::{play_random_game, random_action};
use dl_color_brake::{Game, GameLength, Mode, Session};
use rand::rngs::SmallRng;
use rand::SeedableRng;

const AFTER: [usize; 3] = [0, 8, 16];

/// The game of seed `seed` after `actions` random actions (fewer if it ends first).
fn state(seed: u64, actions: usize) -> Game {
    let mut game = Game::new(seed, GameLength::Rounds(2));
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..actions {
        let Some(action) = random_action(&game, &mut rng) else {
            break;
        };
        let _ = game.apply(action);
    }
    game
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("a_random_games");
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("two_rounds", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = Game::new(seed, GameLength::Rounds(2));
            let mut rng = SmallRng::seed_from_u64(seed);
            black_box(play_random_game(&mut game, &mut rng).unwrap_or(0))
        })
    });
    group.finish();
}

fn computer(c: &mut Criterion) {
    let mut group = c.benchmark_group("b_computer_decision");
    group
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20);
    for after in AFTER {
        let game = state(11, after);
        group.bench_with_input(BenchmarkId::from_parameter(after), &game, |b, game| {
            let mut rng = SmallRng::seed_from_u64(3);
            b.iter(|| black_box(choose_action(game, &mut rng)))
        });
    }
    group.finish();
}

fn view(c: &mut Criterion) {
    let mut group = c.benchmark_group("c_view");
    group
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    for after in AFTER {
        let mut session = Session::new(state(11, after), Mode::PassAndPlay);
        session.ready();
        group.bench_with_input(BenchmarkId::from_parameter(after), &session, |b, s| {
            b.iter(|| black_box(s.view()))
        });
    }
    group.finish();
}

criterion_group!(benches, random_games, computer, view);
criterion_main!(benches);
