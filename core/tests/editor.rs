//! The position editor (issue 12) against the formats and the game:
//! - every built-in, painted cell by cell on a blank grid, exports the built-in file's own
//!   lines (R2, R9);
//! - random edit sequences: every edit is undone exactly and redone; whatever the editor lets
//!   through reads back from its CSV equal (R9), travels through a saved game and a game link
//!   (R10), and takes random turns in `Game` (R4); blocking problems and refusals agree.

use std::sync::Arc;

use dl_core::editor::{Brush, Editor, Paint, Severity, Tool, MAX_UNDO_STEPS};
use dl_core::link::{game_link, parse_link, LinkTarget};
use dl_core::playout::play_random_turn;
use dl_core::position::recognise_builtin;
use dl_core::position_csv::{read_positions, write_position};
use dl_core::record::{load_game, save_game};
use dl_core::{builtin_positions, Cell, CellKind, Game, Position};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// The data lines of built-in `number` in the built-in file.
fn builtin_file_lines(number: u8) -> Vec<String> {
    let text = include_str!("../../positions/builtin.csv");
    let prefix = format!("{number},");
    text.lines()
        .filter(|l| l.starts_with(&prefix))
        .map(str::to_owned)
        .collect()
}

/// Paints `position` cell by cell on a blank grid of its size, as a player would.
fn rebuild(position: &Position) -> Editor {
    let mut editor = Editor::blank(position.width(), position.height()).unwrap();
    for cell in position.cells() {
        let paint = match position.kind(cell) {
            CellKind::Empty => continue,
            CellKind::Dot => Paint::Dot,
            CellKind::Region(i) => Paint::region(&position.regions()[usize::from(i)].token),
        };
        assert_eq!(editor.paint(cell, paint), Ok(true));
    }
    editor
}

#[test]
fn r9_every_builtin_painted_cell_by_cell_exports_the_builtin_files_lines() {
    for p in builtin_positions() {
        let number = p.number().unwrap();
        let mut editor = rebuild(p);
        editor.rename(p.name());
        // Under the built-in's own name it cannot be saved (R10), but test play gives exactly
        // the built-in file's lines.
        assert!(!editor.view().can_save, "{}", p.name());
        let played = editor.test_play_position().unwrap();
        assert!(played.same_board(p), "{}", p.name());
        let csv = write_position(&played, u32::from(number));
        let lines: Vec<&str> = csv.lines().skip(1).collect();
        assert_eq!(lines, builtin_file_lines(number), "{}", p.name());
        // Saved under a new name: the same rows, cells and tokens.
        editor.rename(&format!("{} again", p.name()));
        let csv = editor.to_csv(u32::from(number)).unwrap();
        let rows = |line: &str| line.splitn(3, ',').nth(2).unwrap().to_owned();
        let written: Vec<String> = csv.lines().skip(1).map(rows).collect();
        let expected: Vec<String> = builtin_file_lines(number).iter().map(|l| rows(l)).collect();
        assert_eq!(written, expected, "{}", p.name());
    }
}

/// One thing a player does in the editor.
#[derive(Clone, Debug)]
enum Op {
    Paint(u8, u8, Paint),
    Fill(u8, u8, Paint),
    Stroke(Vec<(u8, u8)>, Paint),
    Brush(u8, u8, Paint, Tool),
    Resize(u8, u8),
    Rename(String),
    Undo,
    Redo,
}

fn paint() -> impl Strategy<Value = Paint> {
    prop_oneof![
        6 => Just(Paint::Empty),
        6 => Just(Paint::Dot),
        14 => prop::sample::select(vec!["S1", "S2", "W1", "W4", "G1", "G9", "X9"])
            .prop_map(Paint::region),
        1 => prop::sample::select(vec!["o", "S 1", "S,1", ""]).prop_map(Paint::region),
    ]
}

fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => Just("My board".to_owned()),
        1 => Just(String::new()),
        1 => Just("  Pyramid ".to_owned()),
        1 => Just("Tab\there".to_owned()),
        1 => Just("n".repeat(81)),
        1 => "[a-zA-Zé ,\"]{1,12}",
    ]
}

/// Coordinates reach past the largest grid, so some edits fall outside it.
fn op() -> impl Strategy<Value = Op> {
    let xy = (0u8..27, 0u8..27);
    prop_oneof![
        12 => (xy.clone(), paint()).prop_map(|((x, y), p)| Op::Paint(x, y, p)),
        2 => (xy.clone(), paint()).prop_map(|((x, y), p)| Op::Fill(x, y, p)),
        3 => (prop::collection::vec(xy.clone(), 1..6), paint()).prop_map(|(c, p)| Op::Stroke(c, p)),
        2 => (xy, paint(), prop_oneof![Just(Tool::Pencil), Just(Tool::Fill)])
            .prop_map(|((x, y), p, t)| Op::Brush(x, y, p, t)),
        2 => (7u8..27, 7u8..27).prop_map(|(w, h)| Op::Resize(w, h)),
        4 => name().prop_map(Op::Rename),
        3 => Just(Op::Undo),
        2 => Just(Op::Redo),
    ]
}

/// The editor to start from: a blank grid or a copy of a built-in.
fn start() -> impl Strategy<Value = Editor> {
    prop_oneof![
        (9u8..=25, 9u8..=25).prop_map(|(w, h)| Editor::blank(w, h).unwrap()),
        (0usize..12).prop_map(|i| Editor::from_position(&builtin_positions()[i])),
    ]
}

/// Applies `op`; `true` when the drawing changed as a new edit (not by undo or redo).
fn apply(editor: &mut Editor, op: &Op) -> bool {
    match op {
        Op::Paint(x, y, p) => editor.paint(Cell::new(*x, *y), p.clone()) == Ok(true),
        Op::Fill(x, y, p) => editor.fill(Cell::new(*x, *y), p.clone()) == Ok(true),
        Op::Stroke(cells, p) => {
            editor.begin_stroke();
            let mut changed = false;
            for &(x, y) in cells {
                changed |= editor.paint(Cell::new(x, y), p.clone()) == Ok(true);
            }
            editor.end_stroke();
            changed
        }
        Op::Brush(x, y, p, tool) => {
            editor.set_brush(Brush {
                paint: p.clone(),
                tool: *tool,
            });
            editor.apply_brush(Cell::new(*x, *y)) == Ok(true)
        }
        Op::Resize(w, h) => editor.resize(*w, *h) == Ok(true),
        Op::Rename(name) => editor.rename(name),
        Op::Undo => {
            let _ = editor.undo();
            false
        }
        Op::Redo => {
            let _ = editor.redo();
            false
        }
    }
}

/// What the editor lets through is what the formats and the game accept (R9, R10, R4).
fn check_positions(editor: &Editor) -> Result<(), TestCaseError> {
    let problems = editor.problems();
    let blocks = |skip_name: bool| {
        problems
            .iter()
            .any(|p| p.severity() == Severity::Blocking && !(skip_name && p.is_about_the_name()))
    };
    let saved = editor.to_position();
    prop_assert_eq!(saved.is_ok(), !blocks(false), "{:?}", problems);
    prop_assert_eq!(editor.test_play_position().is_ok(), !blocks(true));
    if let Ok(position) = &saved {
        let csv = editor.to_csv(7).unwrap();
        prop_assert_eq!(&csv, &write_position(position, 7));
        let back = read_positions(csv.as_bytes());
        prop_assert!(back.is_ok(), "{:?}\n{}", back, csv);
        let back: Vec<Position> = back.unwrap().into_iter().map(recognise_builtin).collect();
        prop_assert_eq!(&back, std::slice::from_ref(position));
    }
    if let Ok(position) = editor.test_play_position() {
        let back = read_positions(write_position(&position, 1).as_bytes())
            .map(|ps| ps.into_iter().map(recognise_builtin).collect::<Vec<_>>());
        prop_assert_eq!(back, Ok(vec![position]));
    }
    Ok(())
}

/// A few random turns on the test-play position, then its saved game and game link read back.
fn check_play(editor: &Editor, seed: u64) -> Result<(), TestCaseError> {
    let Ok(position) = editor.test_play_position() else {
        return Ok(());
    };
    let mut game = Game::new(Arc::new(position), dl_core::Rounds::Three);
    let mut rng = SmallRng::seed_from_u64(seed);
    // Bounded: at most 8 turns, fewer when the game ends (R8).
    for _ in 0..8 {
        if !play_random_turn(&mut game, &mut rng, 1.0) {
            break;
        }
    }
    let saved = load_game(save_game(&game, None).as_bytes());
    prop_assert!(saved.is_ok(), "{:?}", saved);
    let link = game_link(&game).unwrap();
    match parse_link(&link) {
        Ok(LinkTarget::Game(back)) => prop_assert_eq!(*back, game),
        other => prop_assert!(false, "{:?}", other),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        max_shrink_iters: 2_000,
        max_shrink_time: 30_000,
        ..ProptestConfig::default()
    })]

    #[test]
    fn r11_every_edit_is_undone_exactly_and_redone_and_what_passes_reads_back(
        start in start(),
        ops in prop::collection::vec(op(), 1..48),
        seed in any::<u64>(),
    ) {
        let mut editor = start;
        let initial = editor.drawing().clone();
        for op in &ops {
            let before = editor.drawing().clone();
            if apply(&mut editor, op) {
                let after = editor.drawing().clone();
                prop_assert_ne!(&before, &after);
                editor.undo().unwrap();
                prop_assert_eq!(editor.drawing(), &before, "undo of {:?}", op);
                editor.redo().unwrap();
                prop_assert_eq!(editor.drawing(), &after, "redo of {:?}", op);
            }
            check_positions(&editor)?;
        }
        check_play(&editor, seed)?;
        // Undoing everything (fewer edits than MAX_UNDO_STEPS) gives back the start.
        for _ in 0..=MAX_UNDO_STEPS {
            if editor.undo().is_err() {
                break;
            }
        }
        prop_assert_eq!(editor.drawing(), &initial);
        prop_assert!(!editor.can_undo());
    }
}
