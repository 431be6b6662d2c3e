//! The computer opponent on the thinker's thread: it moves when it is to move, is stopped by
//! undo, and gives the hint; the screen says who plays whom and gates every button once.

mod common;

use std::time::{Duration, Instant};

use common::*;
use dl_ui::{App, Budget, Control, Level, Side};

fn against_computer(app: &App, level: Level) {
    press(
        app,
        Control::Opponent {
            computer: Some(Side::Second),
        },
    );
    press(app, Control::Level { level });
    start(app, "up-the-stairs");
}

#[test]
fn the_computer_moves_on_its_own_thread_when_it_is_to_move() {
    let dir = Dir::new("moves");
    let app = open(dir.path());
    against_computer(&app, Level::Easy);
    play_turn(&app);
    settle(&app);
    let model = game(&app);
    assert!(
        model.players[0].to_move,
        "Blue again after the computer's turn"
    );
    assert_eq!(model.board.stones.len(), 2, "one stone each");
    assert!(
        model.thinking.is_none(),
        "no stale thinking line once it has moved"
    );
}

#[test]
fn the_screen_says_who_plays_whom() {
    let dir = Dir::new("whom");
    let app = open(dir.path());
    against_computer(&app, Level::Hard);
    let model = game(&app);
    assert_eq!(
        model.opponent.as_deref(),
        Some("Against the computer (Hard) · You play Blue")
    );
    assert_eq!(model.players[0].name, "Blue");
    assert_eq!(model.players[1].name, "Yellow (computer)");
}

#[test]
fn the_level_stays_when_the_opponent_choice_changes() {
    let dir = Dir::new("level");
    let app = open(dir.path());
    press(
        &app,
        Control::NewGame {
            game: dl_ui::GameKind::DividedLoyalties,
        },
    );
    press(&app, Control::Level { level: Level::Hard });
    for computer in [Some(Side::Second), None, Some(Side::First)] {
        press(&app, Control::Opponent { computer });
    }
    let dl_ui::Body::NewGame { model } = app.screen().body else {
        panic!("new game")
    };
    let chosen: Vec<_> = model.level.iter().filter(|c| c.selected).collect();
    assert_eq!(chosen.len(), 1);
    assert_eq!(
        chosen[0].button.control,
        Control::Level { level: Level::Hard }
    );
    assert!(model.opponent[2].selected, "the computer plays Blue");
}

#[test]
fn undo_while_the_computer_thinks_stops_it_within_fifty_milliseconds() {
    let dir = Dir::new("stop");
    let mut launch = launch_in(dir.path(), &["en"]);
    launch.budget = Budget::Iterations(u32::MAX);
    let app = App::launch(launch).unwrap();
    against_computer(&app, Level::Hard);
    play_turn(&app);
    let thinking = game(&app).thinking.expect("the computer is thinking");
    assert!(
        thinking.text.starts_with("The computer is thinking"),
        "{}",
        thinking.text
    );
    assert!(game(&app)
        .actions
        .iter()
        .any(|b| b.control == Control::Undo && b.enabled));
    let started = Instant::now();
    press(&app, Control::Undo);
    assert!(game(&app).thinking.is_none());
    assert!(app.settle(Duration::from_secs(2)), "the search stopped");
    assert!(
        started.elapsed() < Duration::from_millis(150),
        "stopped in {:?} (50 ms and a loaded machine's slack)",
        started.elapsed()
    );
    let model = game(&app);
    assert!(model.players[0].to_move, "the player's turn was taken back");
    assert!(model.board.stones.is_empty());
}

#[test]
fn the_hint_is_searched_on_the_thinker_and_shown_on_the_board_and_in_words() {
    let dir = Dir::new("hint");
    let app = open(dir.path());
    start(&app, "up-the-stairs");
    let hint_button = |app: &App| {
        game(app)
            .actions
            .into_iter()
            .find(|b| b.control == Control::Hint)
            .expect("a hint button")
    };
    assert!(hint_button(&app).enabled);
    press(&app, Control::Hint);
    settle(&app);
    let model = game(&app);
    let words = model.hint.expect("the hint in words");
    assert!(words.starts_with("Hint: "), "{words}");
    assert!(model.board.hint.is_some(), "and on the board");
    assert!(!hint_button(&app).enabled, "one hint at a time");
    place_anywhere(&app);
    assert!(
        game(&app).hint.is_none(),
        "the hint goes when the game moves on"
    );
    assert!(
        !hint_button(&app).enabled,
        "no hint once this turn's stone is placed"
    );
}

#[test]
fn no_hint_and_no_move_while_the_computer_is_to_move_or_after_the_game() {
    let dir = Dir::new("nohint");
    let mut launch = launch_in(dir.path(), &["en"]);
    launch.budget = Budget::Iterations(u32::MAX);
    let app = App::launch(launch).unwrap();
    against_computer(&app, Level::Hard);
    play_turn(&app);
    let model = game(&app);
    assert!(model.thinking.is_some());
    assert!(model
        .actions
        .iter()
        .filter(|b| b.control != Control::Undo)
        .all(|b| !b.enabled));
    assert!(model.chips.iter().all(|c| !c.enabled));
    let before = model.board.stones.len();
    place_anywhere_or_nothing(&app);
    assert_eq!(game(&app).board.stones.len(), before);
    press(&app, Control::Undo);
    settle(&app);
}

/// Tries to place on every cell; returns whether any took a stone.
fn place_anywhere_or_nothing(app: &App) -> bool {
    let before = stones(app);
    for x in 0..20 {
        for y in 0..20 {
            app.send(dl_ui::Input::Cell {
                x,
                y,
                action: dl_ui::CellAction::Place,
            });
        }
    }
    stones(app) > before
}

#[test]
fn the_computers_game_resumes_after_a_kill_and_the_computer_moves_again() {
    let dir = Dir::new("computerresume");
    {
        let app = open(dir.path());
        against_computer(&app, Level::Easy);
        play_turn(&app);
        settle(&app);
        play_turn(&app);
    }
    let app = open(dir.path());
    settle(&app);
    let model = game(&app);
    assert_eq!(
        model.board.stones.len(),
        4,
        "two turns each, the last one after relaunch"
    );
    assert!(model.players[0].to_move);
}

#[test]
fn the_rounds_chosen_apply_to_the_next_game_and_default_again() {
    let dir = Dir::new("rounds");
    let app = open(dir.path());
    press(
        &app,
        Control::NewGame {
            game: dl_ui::GameKind::DividedLoyalties,
        },
    );
    press(&app, Control::Rounds { rounds: Some(3) });
    let dl_ui::Body::NewGame { model } = app.screen().body else {
        panic!("new game")
    };
    assert!(model.rounds[2].selected);
    assert_eq!(model.rounds[2].button.label, "3 rounds");
    press(
        &app,
        Control::StartPosition {
            key: "octopus".into(),
        },
    );
    assert_eq!(game(&app).subtitle, "Octopus · 3 rounds");
    assert_eq!(game(&app).players[0].set, "Round 1/3");
    press(&app, Control::Rounds { rounds: Some(7) });
    press(&app, Control::Rounds { rounds: None });
    start(&app, "octopus");
    assert_eq!(
        game(&app).subtitle,
        "Octopus · 4 rounds",
        "R3: 1–6 play four"
    );
}
