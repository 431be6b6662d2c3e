//! Speed of the position editor's live feedback (issue 12): one pencil paint followed by the
//! view a shell draws next (all problems recomputed), on a built-in copy and on the worst
//! grid for the problem search — 25×25 with every cell painted, 27 tokens each split into
//! many parts, dots between them.
//!
//! `cargo bench -p dl-core --bench editor` takes about half a minute.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use dl_core::editor::{Editor, Paint, STANDARD_TOKENS};
use dl_core::{builtin, Cell};

/// A 25×25 grid where every cell is painted: a diagonal pattern of the 27 standard tokens,
/// every fifth cell a dot, so that every token lies in many parts.
fn worst_grid() -> Editor {
    let mut editor = Editor::blank(25, 25).unwrap();
    editor.rename("Worst");
    for y in 0..25u8 {
        for x in 0..25u8 {
            let i = usize::from(x) * 7 + usize::from(y) * 3;
            let paint = if i % 5 == 0 {
                Paint::Dot
            } else {
                Paint::region(STANDARD_TOKENS[i % STANDARD_TOKENS.len()])
            };
            editor.paint(Cell::new(x, y), paint).unwrap();
        }
    }
    editor
}

/// Paints `cell` alternately with two paints and builds the view.
fn paint_and_view(editor: &mut Editor, cell: Cell, flip: &mut bool) -> usize {
    *flip = !*flip;
    let paint = if *flip {
        Paint::Dot
    } else {
        Paint::region("S1")
    };
    editor.paint(cell, paint).unwrap();
    editor.view().problems.len()
}

fn bench_editor(c: &mut Criterion) {
    let mut group = c.benchmark_group("editor_paint_then_view");
    let mut pyramid = Editor::from_position(builtin(7).unwrap());
    let mut worst = worst_grid();
    for (name, editor) in [("pyramid_copy", &mut pyramid), ("worst_25x25", &mut worst)] {
        let mut flip = false;
        group.bench_function(name, |b| {
            b.iter(|| black_box(paint_and_view(editor, Cell::new(12, 6), &mut flip)))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .without_plots()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    targets = bench_editor
}
criterion_main!(benches);
