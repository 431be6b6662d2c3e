//! Saved games, the history and the replay: rows from the store with their drawings, continue
//! one, delete after a question, a finished game read-only and move by move.

mod common;

use common::*;
use dl_ui::{Answer, App, Body, Control, GameBoard, Input, ReplayMove, Route};

fn agree_to_end(app: &App) {
    press(app, Control::EndByAgreement);
    for _ in 0..2 {
        let prompt = app.screen().prompt.expect("asked");
        app.send(Input::Answer {
            prompt: prompt.serial,
            answer: Answer::Confirm,
        });
    }
}

fn saved(app: &App) -> dl_ui::GameListModel {
    press(app, Control::SavedGames);
    match app.screen().body {
        Body::SavedGames { model } => model,
        other => panic!("saved games: {other:?}"),
    }
}

fn history(app: &App) -> dl_ui::GameListModel {
    press(app, Control::History);
    match app.screen().body {
        Body::History { model } => model,
        other => panic!("history: {other:?}"),
    }
}

#[test]
fn empty_lists_say_so() {
    let dir = Dir::new("empty");
    let app = open(dir.path());
    assert_eq!(saved(&app).empty.as_deref(), Some("No saved games yet."));
    assert_eq!(
        history(&app).empty.as_deref(),
        Some("No finished games yet.")
    );
}

#[test]
fn a_game_left_for_another_is_listed_with_where_it_stands_and_continues() {
    let dir = Dir::new("continue");
    let app = open(dir.path());
    start(&app, "octopus");
    play_turn(&app);
    start(&app, "up-the-stairs");
    let list = saved(&app);
    assert_eq!(list.rows.len(), 1);
    let row = &list.rows[0];
    assert_eq!(row.title, "Octopus");
    assert!(
        row.lines.iter().any(|l| l.contains("Yellow")),
        "{:?}",
        row.lines
    );
    assert!(
        row.drawing.width > 0
            && row.drawing.cells.len() == (row.drawing.width * row.drawing.height) as usize
    );
    assert_eq!(
        row.drawing.pieces.iter().filter(|p| p.a > 0).count(),
        1,
        "the one stone drawn"
    );
    press(&app, row.open.control.clone());
    assert_eq!(app.screen().route, Route::Game);
    assert_eq!(app.screen().title, "Octopus");
    assert_eq!(game(&app).board.stones.len(), 1);
    assert!(
        saved(&app).rows.is_empty(),
        "Up the Stairs was blank and was dropped; Octopus is the current game"
    );
}

#[test]
fn deleting_a_saved_game_asks_first() {
    let dir = Dir::new("delete");
    let app = open(dir.path());
    start(&app, "octopus");
    play_turn(&app);
    start(&app, "up-the-stairs");
    let row = saved(&app).rows.remove(0);
    press(&app, row.delete.control.clone());
    let prompt = app.screen().prompt.expect("asked");
    assert_eq!(prompt.confirm, "Delete");
    app.send(Input::Answer {
        prompt: prompt.serial,
        answer: Answer::Cancel,
    });
    assert_eq!(saved(&app).rows.len(), 1, "no deletes nothing");
    press(&app, row.delete.control);
    let prompt = app.screen().prompt.unwrap();
    app.send(Input::Answer {
        prompt: prompt.serial,
        answer: Answer::Confirm,
    });
    assert!(saved(&app).rows.is_empty());
}

#[test]
fn a_finished_game_goes_to_the_history_and_opens_read_only() {
    let dir = Dir::new("finished");
    let app = open(dir.path());
    start(&app, "octopus");
    play_turn(&app);
    play_turn(&app);
    agree_to_end(&app);
    start(&app, "up-the-stairs");
    let list = history(&app);
    assert_eq!(list.rows.len(), 1);
    press(&app, list.rows[0].open.control.clone());
    let screen = app.screen();
    assert!(matches!(screen.route, Route::Finished { .. }));
    assert_eq!(screen.title, "Octopus");
    let Body::Finished { model } = screen.body else {
        panic!("finished game")
    };
    let GameBoard::DividedLoyalties { board } = model.board else {
        panic!("a board of Divided Loyalties")
    };
    assert_eq!(board.stones.len(), 2);
    assert!(
        board.cells.iter().all(|c| c.actions.is_empty()),
        "read-only"
    );
    assert!(!model.result.is_empty());
}

#[test]
fn the_replay_steps_through_every_state_and_disables_at_the_ends() {
    let dir = Dir::new("replay");
    let app = open(dir.path());
    start(&app, "octopus");
    for _ in 0..3 {
        play_turn(&app);
    }
    agree_to_end(&app);
    start(&app, "up-the-stairs");
    let list = history(&app);
    press(&app, list.rows[0].open.control.clone());
    press(&app, Control::Replay);
    let replay = |app: &App| match app.screen().body {
        Body::Replay { model } => model,
        other => panic!("replay: {other:?}"),
    };
    let end = replay(&app);
    assert_eq!(end.at, end.last, "opens at the end");
    assert!(end.step.starts_with("Move "), "{}", end.step);
    assert!(!end.buttons[2].enabled && !end.buttons[3].enabled);
    press(
        &app,
        Control::ReplayStep {
            step: ReplayMove::Start,
        },
    );
    let start_state = replay(&app);
    assert_eq!(start_state.at, 0);
    let GameBoard::DividedLoyalties { board } = start_state.board else {
        panic!("a board of Divided Loyalties")
    };
    assert!(board.stones.is_empty());
    assert!(!start_state.buttons[0].enabled && !start_state.buttons[1].enabled);
    press(
        &app,
        Control::ReplayStep {
            step: ReplayMove::Forward,
        },
    );
    assert_eq!(replay(&app).at, 1);
    let GameBoard::DividedLoyalties { board } = replay(&app).board else {
        panic!("a board of Divided Loyalties")
    };
    assert_eq!(board.stones.len(), 1);
    press(
        &app,
        Control::ReplayStep {
            step: ReplayMove::Back,
        },
    );
    press(
        &app,
        Control::ReplayStep {
            step: ReplayMove::Back,
        },
    );
    assert_eq!(replay(&app).at, 0, "never before the start");
    app.send(Input::Back);
    assert!(matches!(app.screen().route, Route::Finished { .. }));
}

#[test]
fn a_replay_on_screen_is_there_again_after_a_kill() {
    let dir = Dir::new("replaykill");
    let at;
    {
        let app = open(dir.path());
        start(&app, "octopus");
        play_turn(&app);
        play_turn(&app);
        agree_to_end(&app);
        start(&app, "up-the-stairs");
        let list = history(&app);
        press(&app, list.rows[0].open.control.clone());
        press(&app, Control::Replay);
        press(
            &app,
            Control::ReplayStep {
                step: ReplayMove::Back,
            },
        );
        at = match app.screen().body {
            Body::Replay { model } => model.at,
            _ => unreachable!(),
        };
        settle(&app);
    }
    let app = open(dir.path());
    let Body::Replay { model } = app.screen().body else {
        panic!("the replay again")
    };
    assert_eq!(model.at, at);
}

#[test]
fn deleting_the_finished_game_on_screen_leaves_its_screens() {
    let dir = Dir::new("delfinished");
    let app = open(dir.path());
    start(&app, "octopus");
    play_turn(&app);
    agree_to_end(&app);
    start(&app, "up-the-stairs");
    let list = history(&app);
    press(&app, list.rows[0].open.control.clone());
    let Body::Finished { model } = app.screen().body else {
        panic!("finished")
    };
    let delete = model
        .buttons
        .into_iter()
        .find(|b| matches!(b.control, Control::DeleteFinished { .. }))
        .expect("delete");
    press(&app, delete.control);
    let prompt = app.screen().prompt.unwrap();
    app.send(Input::Answer {
        prompt: prompt.serial,
        answer: Answer::Confirm,
    });
    assert_eq!(app.screen().route, Route::History);
    assert!(history(&app).rows.is_empty());
}
