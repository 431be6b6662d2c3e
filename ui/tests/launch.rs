//! First launch, resume after a kill with the screens and back stack, the store refusing a
//! second app, an unreadable state file kept aside.

mod common;

use common::*;
use dl_ui::{App, Body, Control, GameKind, Input, LaunchError, Route};

#[test]
fn the_first_launch_shows_the_new_game_screen_over_the_game_chooser() {
    let dir = Dir::new("first");
    let app = open(dir.path());
    let screen = app.screen();
    assert_eq!(
        screen.route,
        Route::NewGame {
            game: GameKind::DividedLoyalties
        }
    );
    assert!(screen.can_go_back);
    let Body::NewGame { model } = screen.body else {
        panic!("new game screen")
    };
    assert_eq!(
        model.groups.len(),
        2,
        "4 rounds and 3 rounds, no own positions yet"
    );
    assert_eq!(model.groups[0].positions.len(), 6);
    assert_eq!(model.groups[1].positions.len(), 6);
    assert_eq!(model.groups[0].title, "4 rounds");
    assert!(model.groups[0].positions[0].drawing.width > 0);
    app.send(Input::Back);
    assert_eq!(app.screen().route, Route::Games);
    assert!(!app.screen().can_go_back);
}

#[test]
fn a_later_launch_opens_on_the_game_as_it_was_with_its_back_stack() {
    let dir = Dir::new("resume");
    let placed;
    {
        let app = open(dir.path());
        start(&app, "up-the-stairs");
        placed = place_anywhere(&app);
        chip(&app, dl_ui::StoneColor::Red);
        press(
            &app,
            Control::Rules {
                game: GameKind::DividedLoyalties,
            },
        );
        settle(&app);
    }
    let app = open(dir.path());
    let screen = app.screen();
    assert_eq!(
        screen.route,
        Route::Rules {
            game: GameKind::DividedLoyalties
        },
        "the screen on top when the app was killed"
    );
    app.send(Input::Back);
    let model = game(&app);
    assert!(model.board.stones.iter().any(|s| (s.x, s.y) == placed));
    app.send(Input::Back);
    assert_eq!(app.screen().route, Route::Games);
}

#[test]
fn a_second_app_on_the_same_directory_is_refused_with_a_sentence() {
    let dir = Dir::new("twice");
    let _first = open(dir.path());
    let second = App::launch(launch_in(dir.path(), &["de"]));
    let Err(error) = second else {
        panic!("a second app must be refused")
    };
    assert!(matches!(error, LaunchError::Store(_)));
    assert_eq!(error.code(), "store_locked");
    let message = error.message(&["de".to_owned()]);
    assert!(
        !message.is_empty() && !message.contains("store_locked"),
        "{message}"
    );
}

#[test]
fn an_unreadable_state_file_is_kept_aside_reported_and_the_defaults_apply() {
    let dir = Dir::new("badstate");
    std::fs::write(dir.path().join("app-state.json"), b"{ not json").unwrap();
    let app = open(dir.path());
    let notice = app.screen().notice.expect("reported");
    assert!(
        notice.text.contains("app-state.unreadable-"),
        "{}",
        notice.text
    );
    let kept: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("app-state.unreadable-"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        std::fs::read(dir.path().join(&kept[0])).unwrap(),
        b"{ not json",
        "kept unchanged"
    );
    assert_eq!(
        app.screen().route,
        Route::NewGame {
            game: GameKind::DividedLoyalties
        }
    );
}

#[test]
fn a_state_file_naming_a_game_that_is_gone_opens_without_it() {
    let dir = Dir::new("nogame");
    std::fs::write(
        dir.path().join("app-state.json"),
        br#"{"version":1,"routes":[{"route":"games"},{"route":"game"}],"settings":{}}"#,
    )
    .unwrap();
    let app = open(dir.path());
    assert_eq!(app.screen().route, Route::Games);
}

#[test]
fn a_notice_is_dismissed_by_its_serial_and_a_new_one_has_a_new_serial() {
    let dir = Dir::new("notices");
    let app = open(dir.path());
    app.send(Input::ReceivedText {
        text: "nothing to see".into(),
    });
    let first = app.screen().notice.expect("refused text is reported");
    press(
        &app,
        Control::DismissNotice {
            serial: first.serial + 1,
        },
    );
    assert_eq!(
        app.screen().notice.as_ref(),
        Some(&first),
        "another serial dismisses nothing"
    );
    app.send(Input::ReceivedText {
        text: "nothing to see".into(),
    });
    let second = app.screen().notice.expect("reported again");
    assert_eq!(second.text, first.text);
    assert!(
        second.serial > first.serial,
        "an equal notice is a new notice"
    );
    press(
        &app,
        Control::DismissNotice {
            serial: second.serial,
        },
    );
    assert_eq!(app.screen().notice, None);
}

/// Remembers each call of the notifier: the revision given and the thread it came on.
#[derive(Default)]
struct Calls(std::sync::Mutex<Vec<(u64, std::thread::ThreadId)>>);

impl dl_ui::Notifier for Calls {
    fn on_change(&self, revision: u64) {
        if let Ok(mut calls) = self.0.lock() {
            calls.push((revision, std::thread::current().id()));
        }
    }
}

#[test]
fn the_notifier_is_told_of_a_write_on_the_writers_thread_with_the_new_revision() {
    let dir = Dir::new("notifier");
    let calls = std::sync::Arc::new(Calls::default());
    let mut launch = launch_in(dir.path(), &["en"]);
    launch.notifier = Some(calls.clone());
    let app = App::launch(launch).expect("the app launches");
    start(&app, "up-the-stairs");
    // Read before the stone: the writer may finish its write (and move the revision) before
    // the test thread reads the revision after placing.
    let sent = app.revision();
    place_anywhere(&app);
    settle(&app);
    let calls = calls.0.lock().expect("the calls").clone();
    let &(last, thread) = calls.last().expect("the write of the stone is told");
    assert!(
        last > sent,
        "the write moved the revision past {sent}: {last}"
    );
    assert_eq!(last, app.revision(), "the last call names the screen now");
    assert_ne!(thread, std::thread::current().id(), "told on Rust's thread");
    assert!(
        calls.windows(2).all(|w| w[0].0 <= w[1].0),
        "revisions never go back: {calls:?}"
    );
}

/// What the app asked of the display since the last call: each `KeepScreenOn` in order.
fn display_asks(app: &App) -> Vec<bool> {
    app.take_effects()
        .into_iter()
        .filter_map(|e| match e {
            dl_ui::Effect::KeepScreenOn { on } => Some(on),
            _ => None,
        })
        .collect()
}

#[test]
fn the_display_is_kept_on_exactly_while_a_game_is_on_screen_and_from_launch_on_a_resumed_one() {
    let dir = Dir::new("awake");
    {
        let app = open(dir.path());
        assert_eq!(display_asks(&app), Vec::<bool>::new(), "no game yet");
        start(&app, "up-the-stairs");
        assert_eq!(display_asks(&app), [true]);
        place_anywhere(&app);
        assert_eq!(
            display_asks(&app),
            Vec::<bool>::new(),
            "said once, not per move"
        );
        app.send(Input::Back);
        assert_eq!(
            display_asks(&app),
            [false],
            "the game chooser lets it sleep"
        );
        press(&app, Control::Continue);
        assert_eq!(display_asks(&app), [true]);
        settle(&app);
    }
    let app = open(dir.path());
    assert_eq!(app.screen().route, Route::Game);
    assert_eq!(
        display_asks(&app),
        [true],
        "a launch on the game keeps it on at once"
    );
}
