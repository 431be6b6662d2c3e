//! Speed of what a shell calls on every frame and touch (issue 8), on the largest built-in
//! position (Up the Stairs, 16 × 17 cells) after 40 turns of its first reference game:
//! (d) `Session::view()`, the whole frame with the board's geometry;
//! (e) `Session::cell_at`, the hit test of one touch (target ≤ 1 µs).

mod reference;

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use dl_core::session::Session;

fn view(c: &mut Criterion) {
    let mid = reference::mid_game(1, 40);
    let placing = Session::new(mid.game);
    // The same moment after the next reference stone: the bridge phase.
    let mut bridging = placing.clone();
    let (cell, color) = mid.next_placement;
    bridging.place(cell, color).unwrap();
    let mut group = c.benchmark_group("d_view");
    group
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2))
        .sample_size(30);
    group.bench_function("p01_t40", |b| b.iter(|| black_box(&placing).view()));
    group.bench_function("p01_t40_placed", |b| b.iter(|| black_box(&bridging).view()));
    group.finish();
}

fn cell_at(c: &mut Criterion) {
    let session = Session::new(reference::mid_game(1, 40).game);
    // Touches spread over the board and its margin: inside cells, on borders, in the slop,
    // outside.
    let points: Vec<(f32, f32)> = (0..64)
        .map(|i| {
            let t = i as f32 / 64.0;
            (-0.7 + 17.4 * t, 18.1 * ((t * 7.0).fract()) - 0.4)
        })
        .collect();
    let mut group = c.benchmark_group("e_cell_at");
    group
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2))
        .sample_size(30);
    group.bench_function("p01_one_touch", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % points.len();
            let (x, y) = points[i];
            black_box(&session).cell_at(black_box(x), black_box(y))
        })
    });
    group.finish();
}

criterion_group!(benches, view, cell_at);
criterion_main!(benches);
