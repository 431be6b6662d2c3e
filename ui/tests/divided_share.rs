//! Every share item of the game screen: each control asks for what it names, as separate
//! effects, with the file names and MIME types of dl-app's share payloads.

mod common;

use common::*;
use dl_ui::{Answer, App, Control, Effect, Input, ShareItem};

fn shared(app: &App, control: Control) -> Vec<ShareItem> {
    app.take_effects();
    press(app, control);
    let mut shares: Vec<Vec<ShareItem>> = app
        .take_effects()
        .into_iter()
        .filter_map(|e| match e {
            Effect::Share { items } => Some(items),
            _ => None,
        })
        .collect();
    assert_eq!(shares.len(), 1, "one share sheet per press");
    shares.remove(0)
}

fn file(item: &ShareItem) -> (&str, &str, &[u8]) {
    match item {
        ShareItem::File { name, mime, bytes } => (name, mime, bytes),
        other => panic!("a file: {other:?}"),
    }
}

fn text(item: &ShareItem) -> &str {
    match item {
        ShareItem::Text { text } => text,
        other => panic!("a text: {other:?}"),
    }
}

#[test]
fn share_position_is_the_message_and_the_web_link() {
    let dir = Dir::new("pos");
    let app = open(dir.path());
    start(&app, "octopus");
    let items = shared(&app, Control::SharePosition);
    assert_eq!(items.len(), 1);
    let message = text(&items[0]);
    assert!(message.contains("Octopus"), "{message}");
    assert!(
        message.lines().last().unwrap().starts_with("https://"),
        "{message}"
    );
}

#[test]
fn share_as_csv_is_the_position_file_alone() {
    let dir = Dir::new("csv");
    let app = open(dir.path());
    start(&app, "octopus");
    let items = shared(&app, Control::SharePositionCsv);
    assert_eq!(items.len(), 1);
    let (name, mime, bytes) = file(&items[0]);
    assert_eq!(name, "octopus.csv");
    assert_eq!(mime, "text/csv");
    assert!(bytes.starts_with(b"position_id,position_name,row"));
}

#[test]
fn share_picture_is_a_png_of_the_position() {
    let dir = Dir::new("png");
    let app = open(dir.path());
    start(&app, "octopus");
    let items = shared(&app, Control::SharePicture);
    let (name, mime, bytes) = file(&items[0]);
    assert_eq!((name, mime), ("octopus.png", "image/png"));
    assert!(bytes.starts_with(b"\x89PNG"));
}

#[test]
fn share_game_is_the_game_file_and_its_link_as_text() {
    let dir = Dir::new("game");
    let app = open(dir.path());
    start(&app, "octopus");
    play_turn(&app);
    let items = shared(&app, Control::ShareGame);
    assert_eq!(items.len(), 2);
    let (name, _, bytes) = file(&items[0]);
    assert!(
        name.starts_with("octopus-") && name.ends_with(".json"),
        "{name}"
    );
    assert!(std::str::from_utf8(bytes)
        .unwrap()
        .contains("divided-loyalties-game"));
    assert!(text(&items[1]).contains("https://"));
}

#[test]
fn share_result_is_offered_once_the_game_is_over_with_its_picture_and_line() {
    let dir = Dir::new("result");
    let app = open(dir.path());
    start(&app, "octopus");
    assert!(!game(&app)
        .menu
        .iter()
        .any(|b| b.control == Control::ShareResult));
    play_turn(&app);
    press(&app, Control::EndByAgreement);
    for _ in 0..2 {
        let prompt = app.screen().prompt.unwrap();
        app.send(Input::Answer {
            prompt: prompt.serial,
            answer: Answer::Confirm,
        });
    }
    assert!(game(&app)
        .menu
        .iter()
        .any(|b| b.control == Control::ShareResult));
    let items = shared(&app, Control::ShareResult);
    assert_eq!(items.len(), 2);
    let (name, mime, _) = file(&items[0]);
    assert!(name.ends_with("-result.png"), "{name}");
    assert_eq!(mime, "image/png");
    assert!(!text(&items[1]).is_empty());
}

#[test]
fn a_share_message_is_in_the_players_language() {
    let dir = Dir::new("lang");
    let app = dl_ui::App::launch(launch_in(dir.path(), &["de-AT"])).unwrap();
    start(&app, "octopus");
    let items = shared(&app, Control::SharePosition);
    let message = text(&items[0]);
    assert!(message.starts_with("Lass uns"), "in German: {message}");
}
