//! Receiving while a game is in progress: a preview first; cancel leaves the game unchanged and
//! saved; open asks over an unfinished game and keeps it in Saved games; refusals are sentences.

mod common;

use common::*;
use dl_ui::{Answer, Body, Control, Input, Route};

fn web_link_of_octopus(app: &dl_ui::App) -> String {
    start(app, "octopus");
    press(app, Control::SharePosition);
    let effects = app.take_effects();
    effects
        .iter()
        .find_map(|e| match e {
            dl_ui::Effect::Share { items } => items.iter().find_map(|i| match i {
                dl_ui::ShareItem::Text { text } => text.lines().last().map(str::to_owned),
                _ => None,
            }),
            _ => None,
        })
        .expect("the position's link")
}

#[test]
fn a_received_link_is_previewed_and_cancel_leaves_the_game_as_it_was() {
    let dir = Dir::new("cancel");
    let link;
    let placed;
    {
        let app = open(dir.path());
        link = web_link_of_octopus(&app);
        start(&app, "up-the-stairs");
        placed = place_anywhere(&app);
        app.send(Input::ReceivedText { text: link.clone() });
        let screen = app.screen();
        assert_eq!(screen.route, Route::Received);
        let Body::Received { model } = screen.body else {
            panic!("preview")
        };
        assert_eq!(model.question, app.screen().title);
        assert_eq!(model.lines[0], "Octopus");
        assert!(model.drawing.width > 0);
        press(&app, Control::CancelReceived);
        assert_eq!(app.screen().route, Route::Game);
        assert!(game(&app).board.stones.iter().any(|s| (s.x, s.y) == placed));
        settle(&app);
    }
    let app = open(dir.path());
    assert_eq!(
        app.screen().title,
        "Up the Stairs",
        "still the game in progress, saved"
    );
    assert!(game(&app).board.stones.iter().any(|s| (s.x, s.y) == placed));
}

#[test]
fn back_on_the_preview_is_cancel() {
    let dir = Dir::new("back");
    let app = open(dir.path());
    let link = web_link_of_octopus(&app);
    start(&app, "up-the-stairs");
    app.send(Input::ReceivedText { text: link });
    app.send(Input::Back);
    assert_eq!(app.screen().route, Route::Game);
    assert_eq!(app.screen().title, "Up the Stairs");
}

#[test]
fn opening_over_an_unfinished_game_asks_and_keeps_it_in_saved_games() {
    let dir = Dir::new("open");
    let app = open(dir.path());
    let link = web_link_of_octopus(&app);
    start(&app, "up-the-stairs");
    play_turn(&app);
    app.send(Input::ReceivedText { text: link });
    press(&app, Control::OpenReceived);
    let prompt = app.screen().prompt.expect("asked first");
    assert_eq!(prompt.message, "Your unfinished game stays in Saved games.");
    app.send(Input::Answer {
        prompt: prompt.serial,
        answer: Answer::Confirm,
    });
    assert_eq!(app.screen().route, Route::Game);
    assert_eq!(app.screen().title, "Octopus");
    assert_eq!(
        app.screen().notice.map(|n| n.text).as_deref(),
        Some("The unfinished game is kept in Saved games.")
    );
    press(&app, Control::SavedGames);
    let Body::SavedGames { model } = app.screen().body else {
        panic!("saved games")
    };
    assert!(model.rows.iter().any(|r| r.title == "Up the Stairs"));
}

#[test]
fn opening_over_a_blank_game_does_not_ask() {
    let dir = Dir::new("blank");
    let app = open(dir.path());
    let link = web_link_of_octopus(&app);
    start(&app, "up-the-stairs");
    app.send(Input::ReceivedText { text: link });
    press(&app, Control::OpenReceived);
    assert!(app.screen().prompt.is_none());
    assert_eq!(app.screen().title, "Octopus");
}

#[test]
fn a_refused_arrival_is_a_sentence_and_nothing_changes() {
    let dir = Dir::new("refused");
    let app = open(dir.path());
    start(&app, "up-the-stairs");
    for bytes in [
        b"\x00\x01\x02not a game".to_vec(),
        b"{\"format\":\"divided-loyalties-game\"}".to_vec(),
        vec![b'x'; 2 << 20],
    ] {
        app.send(Input::ReceivedFile {
            bytes,
            name: Some("x.bin".into()),
            mime: None,
        });
        let screen = app.screen();
        assert_eq!(screen.route, Route::Game);
        let notice = screen.notice.expect("told why");
        assert!(
            notice.text.ends_with('.') && !notice.text.contains('_'),
            "a sentence, not a code: {}",
            notice.text
        );
    }
}

#[test]
fn a_position_file_with_a_bom_is_received() {
    let dir = Dir::new("bom");
    let app = open(dir.path());
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(TINY.as_bytes());
    app.send(Input::ReceivedFile {
        bytes,
        name: None,
        mime: None,
    });
    let Body::Received { model } = app.screen().body else {
        panic!("preview")
    };
    assert_eq!(model.lines[0], "Tiny");
    press(&app, Control::OpenReceived);
    let board = game(&app).board;
    assert_eq!(
        model.lines[1],
        format!("{} × {}", board.width, board.height)
    );
}

#[test]
fn a_received_game_opens_as_it_was_played() {
    let dir = Dir::new("game");
    let app = open(dir.path());
    start(&app, "octopus");
    play_turn(&app);
    play_turn(&app);
    press(&app, Control::ShareGame);
    let file = app
        .take_effects()
        .into_iter()
        .find_map(|e| match e {
            dl_ui::Effect::Share { items } => items.into_iter().find_map(|i| match i {
                dl_ui::ShareItem::File { bytes, .. } => Some(bytes),
                _ => None,
            }),
            _ => None,
        })
        .expect("the game file");
    let other = Dir::new("game-friend");
    let friend = open(other.path());
    friend.send(Input::ReceivedFile {
        bytes: file,
        name: Some("octopus.dlgame.json".into()),
        mime: Some("application/json".into()),
    });
    let Body::Received { model } = friend.screen().body else {
        panic!("preview")
    };
    assert!(
        model.lines.iter().any(|l| l == "Turn 3"),
        "{:?}",
        model.lines
    );
    press(&friend, Control::OpenReceived);
    assert_eq!(game(&friend).board.stones.len(), 2);
}
