//! Speed of the computer opponent's building blocks (issue 11), beside `rules.rs`:
//! (d) complete games per second with the computer's playout policy
//!     (`computer::play_policy_game`) against the uniform reference policy
//!     (`playout::play_random_game`, every bridge attempted), from the empty board of every
//!     built-in position, in one group so that their ratio is read within one run;
//! (e) candidate turns generated per second (`computer::candidate_turns`, every stone with
//!     every choice of bridges) on the mid-game states of `rules.rs` (20, 40, 60 turns).
//!
//! `cargo bench -p dl-core --bench computer` takes about two minutes.

// Shared with `rules.rs`, which reads every field of its states.
#[allow(dead_code)]
mod reference;

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use dl_core::computer::{candidate_turns, play_policy_game, BridgeStyle};
use dl_core::playout::play_random_game;
use dl_core::{builtin, Game};
use rand::rngs::SmallRng;
use rand::SeedableRng;

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("d_playouts");
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20)
        .throughput(Throughput::Elements(1));
    for number in 1..=12u8 {
        let position = Arc::new(builtin(number).unwrap().clone());
        let fresh = Game::new(position.clone(), position.default_rounds());
        let mut rng = SmallRng::seed_from_u64(u64::from(number));
        let id = format!("p{number:02}");
        group.bench_function(BenchmarkId::new("uniform", &id), |b| {
            b.iter(|| {
                let mut game = fresh.clone();
                play_random_game(&mut game, &mut rng, 1.0)
            })
        });
        group.bench_function(BenchmarkId::new("policy", &id), |b| {
            b.iter(|| {
                let mut game = fresh.clone();
                play_policy_game(&mut game, &mut rng).unwrap()
            })
        });
    }
    group.finish();
}

fn candidates(c: &mut Criterion) {
    let mut group = c.benchmark_group("e_candidate_turns");
    group
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(20);
    for number in 1..=12u8 {
        for turns in [20, 40, 60] {
            let game = reference::mid_game(number, turns).game;
            let count = candidate_turns(&game, BridgeStyle::Chosen).len();
            group.throughput(Throughput::Elements(count as u64));
            let id = BenchmarkId::new(format!("p{number:02}"), format!("t{turns}"));
            group.bench_with_input(id, &game, |b, game| {
                b.iter(|| candidate_turns(black_box(game), BridgeStyle::Chosen))
            });
        }
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().without_plots();
    targets = playouts, candidates
}
criterion_main!(benches);
