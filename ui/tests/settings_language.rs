//! Settings and the language: a change shows at once in every text, is handed to the OS as the
//! app's own language, follows the system when not chosen, and is kept across a kill.

mod common;

use common::*;
use dl_ui::{App, Body, Control, Effect, Input, Pointer, ThemeChoice};

#[test]
fn choosing_a_language_changes_every_text_at_once_and_tells_the_os() {
    let dir = Dir::new("choose");
    let app = open(dir.path());
    start(&app, "octopus");
    assert!(game(&app).status.starts_with("Blue"));
    app.take_effects();
    press(
        &app,
        Control::Language {
            tag: Some("de".into()),
        },
    );
    let screen = app.screen();
    assert_eq!(screen.language, "de");
    let Body::Game { model } = screen.body else {
        panic!("game")
    };
    assert!(model.status.starts_with("Blau"), "{}", model.status);
    assert_eq!(model.actions[0].label, "Zug zurück");
    assert!(app.take_effects().contains(&Effect::SetAppLanguage {
        tag: Some("de".into())
    }));
}

#[test]
fn the_system_language_is_followed_until_one_is_chosen() {
    let dir = Dir::new("system");
    let app = open(dir.path());
    app.send(Input::Languages {
        tags: vec!["fr-CA".into(), "en".into()],
    });
    assert_eq!(app.screen().language, "fr");
    press(
        &app,
        Control::Language {
            tag: Some("ja".into()),
        },
    );
    app.send(Input::Languages {
        tags: vec!["uk".into()],
    });
    assert_eq!(app.screen().language, "ja", "the app's own choice wins");
    press(&app, Control::Language { tag: None });
    assert_eq!(app.screen().language, "uk");
}

#[test]
fn settings_are_kept_across_a_kill() {
    let dir = Dir::new("kept");
    {
        let app = open(dir.path());
        press(&app, Control::Settings);
        press(
            &app,
            Control::Language {
                tag: Some("ko".into()),
            },
        );
        press(
            &app,
            Control::Theme {
                theme: ThemeChoice::Dark,
            },
        );
        press(&app, Control::Symbols { on: false });
        settle(&app);
    }
    let app = open(dir.path());
    let screen = app.screen();
    assert_eq!(screen.language, "ko");
    assert!(screen.dark);
    let Body::Settings { model } = screen.body else {
        panic!("still on Settings")
    };
    assert!(!model.symbols.selected);
    assert!(model.themes[2].selected);
    assert!(model
        .languages
        .iter()
        .any(|c| c.selected && c.button.label == "한국어"));
}

#[test]
fn the_theme_follows_the_system_unless_chosen_and_changes_the_board_colours() {
    let dir = Dir::new("theme");
    let app = open(dir.path());
    start(&app, "octopus");
    let light = game(&app).board.colors.background;
    app.send(Input::Appearance { dark: true });
    assert!(app.screen().dark);
    let dark = game(&app).board.colors.background;
    assert_ne!(light, dark);
    press(
        &app,
        Control::Theme {
            theme: ThemeChoice::Light,
        },
    );
    assert!(!app.screen().dark);
    assert_eq!(game(&app).board.colors.background, light);
}

#[test]
fn symbols_off_takes_the_marks_off_stones_and_chips() {
    let dir = Dir::new("symbols");
    let app = open(dir.path());
    start(&app, "octopus");
    place_anywhere(&app);
    assert!(game(&app).board.stones[0].mark.is_some());
    press(&app, Control::Symbols { on: false });
    let model = game(&app);
    assert!(model.board.stones[0].mark.is_none());
    assert!(model.chips.iter().all(|c| c.mark.is_none()));
}

#[test]
fn every_language_formats_the_game_screen_without_a_missing_message() {
    for tag in [
        "de", "en", "fr", "it", "es", "pt", "ja", "zh-Hans", "uk", "ko",
    ] {
        let dir = Dir::new(&format!("lang-{tag}"));
        let app = App::launch(launch_in(dir.path(), &[tag])).unwrap();
        start(&app, "octopus");
        let model = game(&app);
        for text in [
            &model.status,
            &model.subtitle,
            &model.players[0].points,
            &model.players[1].set,
        ] {
            assert!(
                !text.is_empty() && !text.contains("game-") && !text.contains("panel-"),
                "{tag}: {text}"
            );
        }
        assert!(
            model.board.cells.iter().all(|c| !c.label.contains("a11y-")),
            "{tag}"
        );
    }
}

/// Issue 21 §18: a text that names a gesture comes in the form of the shell's pointer — a
/// phone's "double-tap", the terminal's "press enter on" — also after a language change.
#[test]
fn texts_that_name_a_gesture_follow_the_pointer_given_at_launch() {
    let dir = Dir::new("pointer");
    let mut launch = launch_in(dir.path(), &["en"]);
    launch.pointer = Pointer::Keyboard;
    let app = App::launch(launch).unwrap();
    start(&app, "octopus");
    place_anywhere(&app);
    let status = game(&app).status;
    assert_eq!(
        status,
        "Blue: press enter on two stones to form a bridge, or end the turn."
    );
    press(
        &app,
        Control::Language {
            tag: Some("fr".into()),
        },
    );
    assert!(
        game(&app)
            .status
            .contains("appuyez sur entrée sur deux pierres"),
        "{}",
        game(&app).status
    );
    let bridges_rules = || match app.screen().body {
        dl_ui::Body::Rules { model } => model.sections[1].text.clone(),
        other => panic!("not the rules: {other:?}"),
    };
    press(
        &app,
        Control::Rules {
            game: dl_ui::GameKind::DividedLoyalties,
        },
    );
    assert!(
        bridges_rules().contains("appuyez sur entrée sur la pierre"),
        "the rules say the keyboard's gesture too: {}",
        bridges_rules()
    );
    drop(app);

    let touch = Dir::new("pointer-touch");
    let app = open(touch.path());
    start(&app, "octopus");
    place_anywhere(&app);
    assert_eq!(
        game(&app).status,
        "Blue: double-tap two stones to form a bridge, or end the turn."
    );
    press(
        &app,
        Control::Rules {
            game: dl_ui::GameKind::DividedLoyalties,
        },
    );
    match app.screen().body {
        dl_ui::Body::Rules { model } => {
            assert!(model.sections[1]
                .text
                .contains("double-tap the stone at one end"))
        }
        other => panic!("not the rules: {other:?}"),
    }
}
