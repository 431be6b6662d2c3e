//! Issue 21 §17 for Color Brake ABAB: its colour-blind marks are language-free shapes, one
//! per colour (C1), the same in every language, on the hand's buttons and on the triangle.

mod common;

use std::collections::BTreeSet;

use common::*;
use dl_app::l10n::Language;
use dl_app::picture::color_brake_mark;
use dl_color_brake::Colour;
use dl_ui::{App, Body, ColorBrakeLength, ColorBrakeModel, Control, GameKind};

/// Starts a game of two rounds for two players and shows the first player's hand.
fn start_and_show_the_hand(app: &App) {
    press(
        app,
        Control::NewGame {
            game: GameKind::ColorBrake,
        },
    );
    press(
        app,
        Control::ColorBrakeLength {
            length: ColorBrakeLength::Rounds { rounds: 2 },
        },
    );
    press(app, Control::ColorBrakeOpponent { computer: None });
    press(app, Control::StartColorBrake);
    press(app, Control::ColorBrakeReady);
}

fn color_brake(app: &App) -> ColorBrakeModel {
    match app.screen().body {
        Body::ColorBrake { model } => model,
        other => panic!("not Color Brake's game screen: {other:?}"),
    }
}

/// The marks of the hand's seven colour buttons, in the order the screen gives them.
fn hand_marks(model: &ColorBrakeModel) -> Vec<Option<String>> {
    let hand = model.hand.as_ref().expect("the hand is shown");
    hand.colors
        .iter()
        .map(|b| b.look.as_ref().expect("a colour's look").mark.clone())
        .collect()
}

#[test]
fn c1_seven_colours_seven_language_free_marks_the_same_in_every_language() {
    let expected: BTreeSet<String> = Colour::ALL
        .into_iter()
        .map(|c| color_brake_mark(c).glyph().to_string())
        .collect();
    assert_eq!(expected.len(), 7, "no two colours share a mark");
    assert!(expected
        .iter()
        .all(|m| !m.chars().any(char::is_alphanumeric)));
    let mut first: Option<Vec<Option<String>>> = None;
    for language in Language::ALL {
        let dir = Dir::new(&format!("cb-marks-{}", language.tag()));
        let app = open(dir.path());
        press(
            &app,
            Control::Language {
                tag: Some(language.tag().to_owned()),
            },
        );
        start_and_show_the_hand(&app);
        let model = color_brake(&app);
        let marks = hand_marks(&model);
        let shown: BTreeSet<String> = marks
            .iter()
            .map(|m| m.clone().expect("the symbols are on by default"))
            .collect();
        assert_eq!(shown, expected, "{}", language.tag());
        match &first {
            None => first = Some(marks),
            Some(first) => assert_eq!(&marks, first, "{}", language.tag()),
        }
        // The token played carries the same mark on the triangle as on its button.
        let token = model
            .hand
            .as_ref()
            .and_then(|h| h.colors.iter().find(|b| b.button.enabled).cloned())
            .expect("a colour to play");
        press(&app, token.button.control.clone());
        let cell = color_brake(&app).board.cells[0].clone();
        let top = cell.top.expect("cell 1 is filled");
        assert_eq!(
            Some(top.mark.clone()),
            token.look.map(|l| l.mark),
            "{}",
            language.tag()
        );
        assert!(top.mark.is_some_and(|m| expected.contains(&m)));
    }
}

#[test]
fn c1_the_marks_go_when_the_symbols_are_off() {
    let dir = Dir::new("cb-marks-off");
    let app = open(dir.path());
    press(&app, Control::Symbols { on: false });
    start_and_show_the_hand(&app);
    let model = color_brake(&app);
    let marks = hand_marks(&model);
    assert_eq!(marks.len(), 7);
    assert!(marks.iter().all(Option::is_none), "{marks:?}");
}
