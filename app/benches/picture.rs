//! Speed of the board picture (issue 9 §3): a 1080 × 1080 PNG of the largest built-in position
//! (Up the Stairs, 16 × 17 cells) in mid-game — its first reference game at turn 40 — drawn and
//! encoded, light and dark, with the caption (target ≤ 50 ms).

#[path = "../tests/common/reference.rs"]
mod reference;

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use dl_app::picture::{board_png, PictureOptions, Theme};
use dl_core::session::Session;

fn picture(c: &mut Criterion) {
    let view = Session::new(reference::reference_game(1, 0, 40)).view();
    assert!(
        view.stones.len() > 30 && !view.bridges.is_empty(),
        "a mid-game board"
    );
    let mut group = c.benchmark_group("picture_1080");
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4))
        .sample_size(30);
    for theme in [Theme::Light, Theme::Dark] {
        let options = PictureOptions {
            size: 1080,
            theme,
            caption: true,
        };
        group.bench_function(format!("p01_t40_{theme:?}").to_lowercase(), |b| {
            b.iter(|| board_png(black_box(&view), black_box(&options)).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, picture);
criterion_main!(benches);
