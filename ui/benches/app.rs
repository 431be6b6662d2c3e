//! Speed of the app state machine (issue 19): on the largest built-in position (Up the
//! Stairs, 16 × 17 cells) at turn 40 of its first reference game —
//! - `screen_cached`: `screen()` when nothing changed (what a shell pays to re-read);
//! - `screen_rebuilt`: `screen()` after an input that changes nothing on the board (the system's
//!   appearance, unchanged) dropped the screen kept: every text formatted again, the cells'
//!   labels from their cache;
//! - `input_chip_to_screen`: a colour chip pressed (the game's revision moves, so its snapshot
//!   goes to the writer) and the new screen;
//! - `input_to_screen`: one input that changes the board (a stone placed and taken back, two
//!   inputs, two screens) — the target is ≤ 1 ms per input with its screen;
//! - `launch_1000_saved`: launching on a store holding 1,000 saved games to the first screen
//!   (target ≤ 50 ms).

#[path = "../../app/tests/common/reference.rs"]
mod reference;

use std::hint::black_box;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use dl_app::store::{FixedClock, Store, Timestamp};
use dl_core::record::save_game;
use dl_core::session::Session;
use dl_ui::{App, Body, CellAction, Control, Input, Launch, StoneColor};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dl-ui-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a bench directory");
    dir
}

fn launch(dir: &PathBuf) -> App {
    let mut launch = Launch::new(dir, &["en"]);
    launch.clock = Arc::new(FixedClock::at(Timestamp(1_700_000_000_000)));
    App::launch(launch).expect("the app launches")
}

/// The app on Up the Stairs at turn 40 of its first reference game, Blue or Yellow to place.
fn mid_game(dir: &PathBuf) -> App {
    let game = reference::reference_game(1, 0, 40);
    let app = launch(dir);
    app.send(Input::ReceivedFile {
        bytes: save_game(&game, None).into_bytes(),
        name: None,
        mime: None,
    });
    app.send(Input::Press {
        control: Control::OpenReceived,
    });
    assert!(
        matches!(app.screen().body, Body::Game { .. }),
        "the game is on screen"
    );
    app
}

fn screen(c: &mut Criterion) {
    let dir = temp_dir("screen");
    let app = mid_game(&dir);
    let Body::Game { model } = app.screen().body else {
        unreachable!()
    };
    let chips: Vec<Control> = model
        .chips
        .iter()
        .filter(|c| c.enabled)
        .map(|c| c.control.clone())
        .collect();
    let empty = model
        .board
        .cells
        .iter()
        .find(|c| c.actions.iter().any(|a| a.action == CellAction::Place))
        .map(|c| (c.x, c.y))
        .expect("a cell to place on");
    let mut group = c.benchmark_group("app_up_the_stairs_turn_40");
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4))
        .sample_size(40);
    group.bench_function("screen_cached", |b| b.iter(|| black_box(app.screen())));
    group.bench_function("screen_rebuilt", |b| {
        b.iter(|| {
            app.send(Input::Appearance { dark: false });
            black_box(app.screen())
        })
    });
    let mut next = 0;
    group.bench_function("input_chip_to_screen", |b| {
        b.iter(|| {
            next = (next + 1) % chips.len().max(1);
            if let Some(control) = chips.get(next) {
                app.send(Input::Press {
                    control: control.clone(),
                });
            }
            black_box(app.screen())
        })
    });
    app.send(Input::Press {
        control: Control::Chip {
            color: StoneColor::Blue,
        },
    });
    group.bench_function("input_to_screen_place_and_undo", |b| {
        b.iter(|| {
            app.send(Input::Cell {
                x: empty.0,
                y: empty.1,
                action: CellAction::Place,
            });
            black_box(app.screen());
            app.send(Input::Press {
                control: Control::Undo,
            });
            black_box(app.screen())
        })
    });
    group.finish();
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}

fn launch_with_saved_games(c: &mut Criterion) {
    let dir = temp_dir("launch");
    {
        let clock = Arc::new(FixedClock::at(Timestamp(1_700_000_000_000)));
        let (mut store, _) = Store::open(&dir, clock.clone()).expect("a store");
        let game = reference::reference_game(1, 0, 20);
        for _ in 0..1_001 {
            clock.advance(1);
            let session = Session::new(game.clone());
            store.start_game(&session).expect("a game kept");
        }
    }
    let mut group = c.benchmark_group("app_launch");
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(5))
        .sample_size(20);
    group.bench_function("launch_1000_saved_to_first_screen", |b| {
        b.iter(|| {
            let app = launch(&dir);
            black_box(app.screen())
        })
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, screen, launch_with_saved_games);
criterion_main!(benches);
