//! The game screen's questions: a dot stone going back when the turn ends (R4.3) and ending by
//! agreement, asked of both players (R8); answers by serial, back as "no".

mod common;

use common::*;
use dl_ui::{Answer, Control, Input, StoneColor};

/// Tiny up to Blue's blue stone on the dot (5,1), not in a bridge: ending the turn asks first.
fn tiny_with_a_lonely_dot_stone(app: &dl_ui::App) {
    open_tiny(app);
    let mut at = 10_000;
    let mut turn = |color, x, y| {
        chip(app, color);
        touch(app, x, y, at);
        press(app, Control::EndTurn);
        at += 1_000;
    };
    turn(StoneColor::Blue, 1, 1);
    turn(StoneColor::Yellow, 1, 2);
    turn(StoneColor::Purple, 2, 1);
    turn(StoneColor::Orange, 2, 2);
    chip(app, StoneColor::Blue);
    touch(app, 3, 1, 20_000);
    app.send(Input::Cell {
        x: 1,
        y: 1,
        action: dl_ui::CellAction::Ring,
    });
    app.send(Input::Cell {
        x: 3,
        y: 1,
        action: dl_ui::CellAction::Ring,
    });
    press(app, Control::EndTurn);
    turn(StoneColor::Green, 3, 2);
    turn(StoneColor::Purple, 4, 1);
    turn(StoneColor::Yellow, 4, 2);
    chip(app, StoneColor::Blue);
    touch(app, 5, 1, 30_000);
}

#[test]
fn ending_a_turn_with_a_lonely_dot_stone_asks_and_yes_ends_it() {
    let dir = Dir::new("dotyes");
    let app = open(dir.path());
    tiny_with_a_lonely_dot_stone(&app);
    let before = game(&app);
    assert!(before.players[0].to_move);
    press(&app, Control::EndTurn);
    let prompt = app.screen().prompt.expect("asked first");
    assert_eq!(prompt.confirm, "End the turn");
    assert!(
        prompt.message.contains("column 6, row 2"),
        "{}",
        prompt.message
    );
    app.send(Input::Answer {
        prompt: prompt.serial,
        answer: Answer::Confirm,
    });
    let after = game(&app);
    assert!(app.screen().prompt.is_none());
    assert!(after.players[1].to_move, "Yellow's turn");
    assert!(
        !after.board.stones.iter().any(|s| (s.x, s.y) == (5, 1)),
        "the dot stone went back (R4.3)"
    );
}

#[test]
fn no_keeps_the_turn_and_the_question_leaves_the_status_line() {
    let dir = Dir::new("dotno");
    let app = open(dir.path());
    tiny_with_a_lonely_dot_stone(&app);
    press(&app, Control::EndTurn);
    let prompt = app.screen().prompt.expect("asked");
    app.send(Input::Answer {
        prompt: prompt.serial,
        answer: Answer::Cancel,
    });
    let model = game(&app);
    assert!(app.screen().prompt.is_none());
    assert!(model.players[0].to_move);
    assert!(model.board.stones.iter().any(|s| (s.x, s.y) == (5, 1)));
    assert!(
        !model.status.contains("anyway"),
        "the question is gone from the status: {}",
        model.status
    );
}

#[test]
fn back_answers_the_question_no() {
    let dir = Dir::new("dotback");
    let app = open(dir.path());
    tiny_with_a_lonely_dot_stone(&app);
    press(&app, Control::EndTurn);
    assert!(app.screen().prompt.is_some());
    app.send(Input::Back);
    assert!(app.screen().prompt.is_none());
    assert_eq!(
        app.screen().route,
        dl_ui::Route::Game,
        "back closed the question only"
    );
    assert!(game(&app).players[0].to_move);
}

#[test]
fn an_answer_to_an_older_prompt_is_ignored() {
    let dir = Dir::new("stale");
    let app = open(dir.path());
    tiny_with_a_lonely_dot_stone(&app);
    press(&app, Control::EndTurn);
    let prompt = app.screen().prompt.expect("asked");
    app.send(Input::Answer {
        prompt: prompt.serial + 7,
        answer: Answer::Confirm,
    });
    assert_eq!(app.screen().prompt, Some(prompt), "still asking");
    assert!(game(&app).players[0].to_move);
}

#[test]
fn ending_by_agreement_asks_both_players_then_ends_the_game() {
    let dir = Dir::new("agree");
    let app = open(dir.path());
    start(&app, "up-the-stairs");
    play_turn(&app);
    play_turn(&app);
    press(&app, Control::EndByAgreement);
    let blue = app.screen().prompt.expect("Blue is asked");
    assert_eq!(blue.message, "Blue, do you agree to end the game now?");
    app.send(Input::Answer {
        prompt: blue.serial,
        answer: Answer::Confirm,
    });
    let yellow = app.screen().prompt.expect("then Yellow");
    assert_eq!(yellow.message, "Yellow, do you agree to end the game now?");
    assert!(
        game(&app).result.is_none(),
        "one agreement is not enough (R8)"
    );
    app.send(Input::Answer {
        prompt: yellow.serial,
        answer: Answer::Confirm,
    });
    let result = game(&app).result.expect("the game is over");
    assert!(!result.title.is_empty() && !result.scores.is_empty() && !result.reason.is_empty());
    let labels: Vec<_> = result.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Share result", "Rematch", "New game"]);
}

#[test]
fn the_second_player_saying_no_leaves_the_game_going() {
    let dir = Dir::new("agreeno");
    let app = open(dir.path());
    start(&app, "up-the-stairs");
    play_turn(&app);
    press(&app, Control::EndByAgreement);
    let blue = app.screen().prompt.unwrap();
    app.send(Input::Answer {
        prompt: blue.serial,
        answer: Answer::Confirm,
    });
    let yellow = app.screen().prompt.unwrap();
    app.send(Input::Answer {
        prompt: yellow.serial,
        answer: Answer::Cancel,
    });
    assert!(game(&app).result.is_none());
    assert!(app.screen().prompt.is_none());
}

#[test]
fn agreement_is_not_offered_after_this_turns_stone_nor_against_the_computer() {
    let dir = Dir::new("agreeoffer");
    let app = open(dir.path());
    start(&app, "up-the-stairs");
    let offered = |app: &dl_ui::App| {
        game(app)
            .menu
            .iter()
            .find(|b| b.control == Control::EndByAgreement)
            .map(|b| b.enabled)
    };
    assert_eq!(offered(&app), Some(true));
    place_anywhere(&app);
    assert_eq!(
        offered(&app),
        Some(false),
        "R8: before this turn's stone only"
    );
    press(&app, Control::EndByAgreement);
    assert!(
        app.screen().prompt.is_none(),
        "a disabled control asks nothing"
    );
    press(
        &app,
        Control::Opponent {
            computer: Some(dl_ui::Side::Second),
        },
    );
    start(&app, "up-the-stairs");
    assert_eq!(offered(&app), None, "not offered against the computer");
}

#[test]
fn rematch_starts_the_same_position_again_and_keeps_the_finished_game() {
    let dir = Dir::new("rematch");
    let app = open(dir.path());
    start(&app, "octopus");
    play_turn(&app);
    press(&app, Control::EndByAgreement);
    for _ in 0..2 {
        let prompt = app.screen().prompt.unwrap();
        app.send(Input::Answer {
            prompt: prompt.serial,
            answer: Answer::Confirm,
        });
    }
    press(&app, Control::Rematch);
    let model = game(&app);
    assert!(model.result.is_none());
    assert!(model.board.stones.is_empty());
    assert_eq!(app.screen().title, "Octopus");
    let notice = app
        .screen()
        .notice
        .expect("told where the finished game went");
    assert_eq!(notice.text, "The finished game is kept in Finished games.");
}
