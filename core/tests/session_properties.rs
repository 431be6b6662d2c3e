//! Properties of the session a shell drives (issue 8), over random sequences of inputs on the
//! 12 built-in positions — legal moves, refused ones and gestures mixed:
//! - `view()` is pure: two frames without an input between them are equal;
//! - every event is taken once, numbered 1, 2, 3 … without a gap;
//! - the revision moves by one exactly when what a saved game keeps changed (the actions, the
//!   selected colours, the ring), and a refused input that only changes the status line does
//!   not move it; a refusal comes as an event and in the status;
//! - what the frame enables is what the rules then accept, and what it disables they refuse:
//!   the colour chips, undo, end turn, agreement and the highlighted dots (R3, R4, R8, R11);
//! - the saved game with its interaction state reopens to an equal frame.

use std::sync::Arc;

use dl_core::record::SessionState;
use dl_core::session::{Event, Message, Opening, Phase, Session, View};
use dl_core::{builtin, Action, Cell, Color, Game, Refusal};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Inputs per random sequence: each is one call, so a sequence always ends.
const INPUTS: usize = 250;

/// What a saved game keeps, read from the session's public state.
fn kept(s: &Session) -> (Vec<Action>, SessionState) {
    (s.game().actions(), s.state())
}

fn random_cell(game: &Game, rng: &mut SmallRng) -> Cell {
    let p = game.position();
    // Sometimes just outside the grid.
    Cell::new(
        rng.random_range(0..=p.width()),
        rng.random_range(0..=p.height()),
    )
}

/// One call a shell makes.
#[derive(Clone, Copy, Debug)]
enum Input {
    Select(Color),
    Tap(Cell),
    DoubleTap(Cell),
    Place(Cell, Color),
    Bridge(Cell, Cell),
    EndTurn(bool),
    Undo,
    AgreeEnd,
}

fn apply(s: &mut Session, input: Input) {
    let _ = match input {
        Input::Select(color) => s.select_color(color),
        Input::Tap(cell) => s.tap(cell),
        Input::DoubleTap(cell) => s.double_tap(cell).map(drop),
        Input::Place(cell, color) => s.place(cell, color),
        Input::Bridge(a, b) => s.bridge(a, b).map(drop),
        Input::EndTurn(confirmed) => s.end_turn(confirmed).map(drop),
        Input::Undo => s.undo(),
        Input::AgreeEnd => s.agree_end(),
    };
}

/// A few random calls, biased towards progress: legal placements and bridges, then gestures,
/// refused moves, undo and agreement.
fn random_inputs(game: &Game, rng: &mut SmallRng) -> Vec<Input> {
    let ctx = game.context();
    let color = |rng: &mut SmallRng| Color::ALL[rng.random_range(0..6)];
    match rng.random_range(0..100) {
        0..=29 => {
            let targets = ctx.placement_targets();
            match targets.get(rng.random_range(0..targets.len().max(1))) {
                Some((cell, colors)) => {
                    let colors: Vec<Color> = colors.iter().collect();
                    let chosen = colors[rng.random_range(0..colors.len())];
                    vec![Input::Select(chosen), Input::Tap(*cell)]
                }
                None => vec![],
            }
        }
        30..=44 => {
            let legal = ctx.legal_bridges();
            match legal.get(rng.random_range(0..legal.len().max(1))) {
                Some(b) => vec![
                    Input::DoubleTap(b.line.start()),
                    Input::DoubleTap(b.line.end()),
                ],
                None => vec![],
            }
        }
        45..=59 => vec![Input::EndTurn(rng.random_bool(0.7))],
        60..=67 => vec![Input::Select(color(rng))],
        68..=75 => vec![Input::Tap(random_cell(game, rng))],
        76..=83 => vec![Input::DoubleTap(random_cell(game, rng))],
        84..=88 => vec![Input::Bridge(
            random_cell(game, rng),
            random_cell(game, rng),
        )],
        89..=95 => vec![Input::Undo],
        96..=97 => vec![Input::Place(random_cell(game, rng), color(rng))],
        _ => vec![Input::AgreeEnd],
    }
}

/// What the frame enables against what the rules accept, each tried on a copy.
fn check_enablement(s: &Session, view: &View) {
    for chip in &view.colors {
        let mut copy = s.clone();
        assert_eq!(
            copy.select_color(chip.color).err(),
            chip.refusal,
            "chip {}",
            chip.color
        );
    }
    let mut copy = s.clone();
    assert_eq!(copy.undo().is_ok(), view.can_undo, "undo");
    let mut copy = s.clone();
    assert_eq!(copy.end_turn(true).is_ok(), view.can_end_turn, "end turn");
    let mut copy = s.clone();
    assert_eq!(copy.agree_end().is_ok(), view.can_agree_end, "agreement");
    if view.phase == Phase::GameOver {
        let mut copy = s.clone();
        assert_eq!(copy.tap(Cell::new(0, 0)), Err(Refusal::GameOver));
    }
    if let Some(color) = view.selected {
        for dot in &view.dots {
            let mut copy = s.clone();
            let empty = s.game().board().stone(dot.cell).is_none();
            if empty {
                assert_eq!(
                    copy.place(dot.cell, color).is_ok(),
                    dot.highlighted,
                    "dot {} for {color}",
                    dot.cell
                );
            } else {
                assert!(!dot.highlighted);
            }
        }
    }
}

fn run(number: u8, seed: u64) {
    let position = Arc::new(builtin(number).unwrap().clone());
    let mut s = Session::for_position(position.clone(), position.default_rounds());
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut last_seq = 0;
    let mut events_seen = 0;
    for step in 0..INPUTS {
        for input in random_inputs(s.game(), &mut rng) {
            let before = kept(&s);
            let revision = s.view().revision;
            apply(&mut s, input);
            let view = s.view();
            assert_eq!(view, s.view(), "step {step}: view() is pure");
            let changed = kept(&s) != before;
            assert_eq!(
                view.revision,
                revision + u64::from(changed),
                "step {step}, {input:?}: the revision moves exactly when the saved state changed"
            );
            let events = s.take_events();
            for e in &events {
                last_seq += 1;
                assert_eq!(
                    e.seq, last_seq,
                    "step {step}: events numbered without a gap"
                );
            }
            if let Some(Event::Refused { refusal, .. }) = events.last().map(|e| &e.event) {
                assert_eq!(view.message, Message::Refused(*refusal), "{input:?}");
            }
            events_seen += events.len();
            assert!(s.take_events().is_empty(), "events are taken once");
        }
        let view = s.view();
        if step % 10 == 0 {
            check_enablement(&s, &view);
            let reopened = Session::open(Opening::SavedGame(s.save().as_bytes())).unwrap();
            let mut expected = view.clone();
            expected.revision = 0;
            let mut got = reopened.view();
            // The status line of a resumed game is the turn's, whatever was shown before.
            got.message = expected.message.clone();
            assert_eq!(
                got, expected,
                "step {step}: the saved game reopens as it was"
            );
        }
    }
    assert!(events_seen > 0);
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        max_shrink_iters: 64,
        max_shrink_time: 30_000,
        ..ProptestConfig::default()
    })]

    #[test]
    fn the_session_is_pure_numbered_revisioned_and_enables_what_the_rules_accept(
        number in 1u8..=12,
        seed in any::<u64>(),
    ) {
        run(number, seed);
    }
}
