//! Speed of the replay of a finished game (SCREENS.md, Saved games): the largest built-in
//! position (Up the Stairs, 16 × 17 cells), its first reference game played to its end —
//! building every state by undoing its actions, done once when the replay opens (target
//! ≤ 100 ms), and the frame of one step as the phones ask for it on each tap (target ≤ 1 ms).

#[path = "../tests/common/reference.rs"]
mod reference;

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use dl_app::replay::Replay;
use dl_app::store::LoadedGame;
use dl_core::session::Session;

fn replay(c: &mut Criterion) {
    let game = reference::reference_game(1, 0, u32::MAX);
    assert!(game.is_over(), "the reference game played to its end");
    let actions = game.action_count();
    let loaded = LoadedGame::DividedLoyalties(Box::new(Session::new(game)));
    let mut group = c.benchmark_group("replay_p01");
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4))
        .sample_size(30);
    group.bench_function(format!("build_{actions}_actions"), |b| {
        b.iter(|| Replay::of(black_box(&loaded)).expect("a replay"))
    });
    let built = Replay::of(&loaded).expect("a replay");
    let middle = built.len() / 2;
    group.bench_function("frame_middle", |b| {
        b.iter(|| match built.at(black_box(middle)) {
            Some(LoadedGame::DividedLoyalties(session)) => session.view(),
            _ => panic!("a state of Divided Loyalties"),
        })
    });
    group.finish();
}

criterion_group!(benches, replay);
criterion_main!(benches);
