//! Touches on the board of Divided Loyalties: a tap places at once, a double tap on a stone
//! rings it within the platform's timeout (inclusive), two rings form a bridge, a refused
//! touch flashes its cell with the reason in the status line, a vibration and an announcement.

mod common;

use common::*;
use dl_ui::{Control, Effect, HapticKind, Input, StoneColor};

/// Tiny after Blue blue (1,1), Yellow yellow (1,2), Blue purple (2,1), Yellow orange (2,2),
/// and Blue's blue stone on (3,1): Blue may now ring (1,1) and (3,1) for a blue bridge.
fn tiny_before_first_bridge(app: &dl_ui::App) {
    open_tiny(app);
    let mut at = 10_000;
    for (color, x, y) in [
        (StoneColor::Blue, 1, 1),
        (StoneColor::Yellow, 1, 2),
        (StoneColor::Purple, 2, 1),
        (StoneColor::Orange, 2, 2),
    ] {
        chip(app, color);
        touch(app, x, y, at);
        press(app, Control::EndTurn);
        at += 1_000;
    }
    chip(app, StoneColor::Blue);
    touch(app, 3, 1, at);
}

#[test]
fn a_tap_on_an_empty_cell_places_the_selected_colour_at_once() {
    let dir = Dir::new("tap");
    let app = open(dir.path());
    open_tiny(&app);
    chip(&app, StoneColor::Purple);
    touch(&app, 2, 1, 1_000);
    let model = game(&app);
    assert_eq!(model.board.stones.len(), 1);
    assert_eq!((model.board.stones[0].x, model.board.stones[0].y), (2, 1));
    assert_eq!(model.board.stones[0].mark.as_deref(), Some("✶"));
    assert!(model.board.stones[0].last);
    assert!(model.status.contains("Blue"), "{}", model.status);
}

#[test]
fn a_second_tap_on_the_same_stone_within_the_timeout_rings_it() {
    let dir = Dir::new("ring");
    let app = open(dir.path());
    tiny_before_first_bridge(&app);
    touch(&app, 1, 1, 50_000);
    assert!(!game(&app).board.stones.iter().any(|s| s.ringed));
    touch(&app, 1, 1, 50_300);
    let ringed: Vec<_> = game(&app)
        .board
        .stones
        .iter()
        .filter(|s| s.ringed)
        .map(|s| (s.x, s.y))
        .collect();
    assert_eq!(ringed, [(1, 1)], "300 ms is still a double tap (inclusive)");
}

#[test]
fn a_second_tap_one_millisecond_after_the_timeout_is_two_taps() {
    let dir = Dir::new("late");
    let app = open(dir.path());
    tiny_before_first_bridge(&app);
    touch(&app, 1, 1, 50_000);
    touch(&app, 1, 1, 50_301);
    let model = game(&app);
    assert!(!model.board.stones.iter().any(|s| s.ringed));
    assert_eq!(
        model.status,
        "Double-tap a stone to ring it as a bridge end."
    );
}

#[test]
fn the_double_tap_timeout_is_the_platforms_given_at_launch() {
    let dir = Dir::new("timeout");
    let mut launch = launch_in(dir.path(), &["en"]);
    launch.double_tap_ms = 500;
    let app = dl_ui::App::launch(launch).unwrap();
    tiny_before_first_bridge(&app);
    touch(&app, 1, 1, 50_000);
    touch(&app, 1, 1, 50_450);
    assert!(game(&app).board.stones.iter().any(|s| s.ringed));
}

#[test]
fn two_rings_form_a_bridge_and_both_rings_go() {
    let dir = Dir::new("bridge");
    let app = open(dir.path());
    tiny_before_first_bridge(&app);
    touch(&app, 1, 1, 50_000);
    touch(&app, 1, 1, 50_100);
    touch(&app, 3, 1, 51_000);
    touch(&app, 3, 1, 51_100);
    let model = game(&app);
    assert_eq!(model.board.bridges.len(), 1);
    assert!(!model.board.bridges[0].cut);
    assert!(!model.board.stones.iter().any(|s| s.ringed));
    assert!(
        model.players[0].points.starts_with("Bridges 1"),
        "{}",
        model.players[0].points
    );
}

#[test]
fn the_ring_action_of_a_cell_rings_without_timing() {
    let dir = Dir::new("ringaction");
    let app = open(dir.path());
    tiny_before_first_bridge(&app);
    let cell = game(&app)
        .board
        .cells
        .into_iter()
        .find(|c| (c.x, c.y) == (1, 1))
        .expect("a node for (1,1)");
    assert!(cell.label.contains("blue stone"), "{}", cell.label);
    assert!(cell
        .actions
        .iter()
        .any(|a| a.action == dl_ui::CellAction::Ring));
    app.send(Input::Cell {
        x: 1,
        y: 1,
        action: dl_ui::CellAction::Ring,
    });
    assert!(game(&app)
        .board
        .stones
        .iter()
        .any(|s| s.ringed && (s.x, s.y) == (1, 1)));
}

#[test]
fn a_refused_touch_flashes_its_cell_says_why_vibrates_and_is_announced() {
    let dir = Dir::new("refused");
    let app = open(dir.path());
    open_tiny(&app);
    chip(&app, StoneColor::Blue);
    touch(&app, 1, 1, 1_000);
    app.take_effects();
    touch(&app, 2, 1, 2_000);
    let model = game(&app);
    let flash = model.board.flash.expect("the refused cell flashes");
    assert_eq!((flash.x, flash.y), (2, 1));
    assert!(!model.status.is_empty());
    assert_eq!(model.board.stones.len(), 1, "nothing was placed");
    let effects = app.take_effects();
    assert!(effects.contains(&Effect::Haptic {
        kind: HapticKind::Refused
    }));
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::Announce { language, .. } if language == "en")));
    touch(&app, 2, 1, 3_000);
    let again = game(&app).board.flash.expect("flashes again");
    assert!(again.serial > flash.serial, "each refusal is a new flash");
}

#[test]
fn a_touch_outside_the_board_or_under_a_prompt_does_nothing() {
    let dir = Dir::new("outside");
    let app = open(dir.path());
    open_tiny(&app);
    let before = app.screen();
    app.send(Input::Touch {
        x: -3.0,
        y: 40.0,
        at_ms: 1,
    });
    assert_eq!(game(&app).board.stones.len(), 0);
    assert_eq!(
        game(&app).status,
        match before.body {
            dl_ui::Body::Game { model } => model.status,
            _ => unreachable!(),
        }
    );
    press(&app, Control::EndByAgreement);
    assert!(app.screen().prompt.is_some());
    touch(&app, 1, 1, 2_000);
    assert_eq!(
        game(&app).board.stones.len(),
        0,
        "the board waits for the answer"
    );
}

#[test]
fn a_placed_stone_vibrates_when_haptics_are_on_and_not_when_off() {
    let dir = Dir::new("haptics");
    let app = open(dir.path());
    open_tiny(&app);
    app.take_effects();
    chip(&app, StoneColor::Blue);
    touch(&app, 1, 1, 1_000);
    assert!(app.take_effects().contains(&Effect::Haptic {
        kind: HapticKind::Played
    }));
    press(&app, Control::Haptics { on: false });
    press(&app, Control::Undo);
    app.take_effects();
    touch(&app, 1, 1, 2_000);
    assert!(!app
        .take_effects()
        .iter()
        .any(|e| matches!(e, Effect::Haptic { .. })));
}
