//! Speed of the rule queries the shells and the computer opponent ask most (issue 2), on
//! mid-game states of every built-in position after 20, 40 and 60 turns of the reference games:
//! (a) the dot highlighting: every empty dot × every colour in the mover's supply;
//! (b) every legal bridge through the turn's stone, just after the next reference placement;
//! (c) complete random games with the reference policy (`playout`, every bridge attempted).
//!
//! `cargo bench -p dl-core` takes a few minutes; measurement times are kept short.

mod reference;

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use dl_core::playout::play_random_game;
use dl_core::{builtin, Cell, CellKind, Color, Game};
use rand::rngs::SmallRng;
use rand::SeedableRng;

const TURNS: [u32; 3] = [20, 40, 60];

/// The dots of a state's position: fixed for the position, so a shell finds them once.
fn dots_of(game: &Game) -> Vec<Cell> {
    let position = game.position();
    position
        .cells()
        .filter(|&c| position.kind(c) == CellKind::Dot)
        .collect()
}

/// (a) Every empty dot × every colour in the mover's supply: how many (dot, colour) pairs are
/// highlighted.
fn highlight_dots(game: &Game, dots: &[Cell]) -> usize {
    let ctx = game.context();
    let supply = ctx.supply;
    let mut highlighted = 0;
    for &dot in dots {
        if game.board().stone(dot).is_some() {
            continue;
        }
        let accepted = ctx.dot_colors(dot);
        for color in Color::ALL {
            if supply[color.index()] > 0 && accepted.contains(color) {
                highlighted += 1;
            }
        }
    }
    highlighted
}

fn dots(c: &mut Criterion) {
    let mut group = c.benchmark_group("a_dot_highlighting");
    group
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(30);
    for number in 1..=12u8 {
        for turns in TURNS {
            let state = reference::mid_game(number, turns).game;
            let dots = dots_of(&state);
            let id = BenchmarkId::new(format!("p{number:02}"), format!("t{turns}"));
            group.bench_with_input(id, &state, |b, game| {
                b.iter(|| highlight_dots(black_box(game), &dots))
            });
        }
    }
    group.finish();
}

fn bridges(c: &mut Criterion) {
    let mut group = c.benchmark_group("b_legal_bridges");
    group
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(30);
    for number in 1..=12u8 {
        for turns in TURNS {
            let mid = reference::mid_game(number, turns);
            let mut game = mid.game;
            let (cell, color) = mid.next_placement;
            game.place(cell, color).unwrap();
            let id = BenchmarkId::new(format!("p{number:02}"), format!("t{turns}"));
            group.bench_with_input(id, &game, |b, game| {
                b.iter(|| black_box(game).legal_bridges())
            });
        }
    }
    group.finish();
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("c_random_games");
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20)
        .throughput(Throughput::Elements(1));
    for number in 1..=12u8 {
        let position = Arc::new(builtin(number).unwrap().clone());
        let fresh = Game::new(position.clone(), position.default_rounds());
        let mut rng = SmallRng::seed_from_u64(u64::from(number));
        group.bench_function(BenchmarkId::from_parameter(format!("p{number:02}")), |b| {
            b.iter(|| {
                let mut game = fresh.clone();
                play_random_game(&mut game, &mut rng, 1.0)
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().without_plots();
    targets = dots, bridges, games
}
criterion_main!(benches);
