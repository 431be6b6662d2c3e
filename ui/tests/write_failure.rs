//! A write that fails: the screen says the game is not saved yet and keeps it; the next write
//! that succeeds stores every move; a new game is refused while the current one cannot be
//! written, so no game is lost and none is in two places. Writes left when the app goes are
//! finished first.

mod common;

use std::fs;
use std::path::Path;

use common::*;
use dl_ui::{Control, Input};

/// Puts a plain file where the data directory was (the directory moved to `aside`): every
/// write into it fails.
fn break_dir(dir: &Path, aside: &Path) {
    fs::rename(dir, aside).unwrap();
    fs::write(dir, b"not a directory").unwrap();
}

fn mend_dir(dir: &Path, aside: &Path) {
    fs::remove_file(dir).unwrap();
    fs::rename(aside, dir).unwrap();
}

#[test]
fn a_failed_write_is_shown_the_game_is_kept_and_the_next_write_stores_it() {
    let dir = Dir::new("fail");
    let aside = dir.path().with_extension("aside");
    let (first, second);
    {
        let app = open(dir.path());
        start(&app, "octopus");
        settle(&app);
        break_dir(dir.path(), &aside);
        first = place_anywhere(&app);
        settle(&app);
        let screen = app.screen();
        let unsaved = screen.unsaved.expect("the screen says so");
        assert!(unsaved.starts_with("Not saved yet:"), "{unsaved}");
        assert!(game(&app).board.stones.iter().any(|s| (s.x, s.y) == first));
        mend_dir(dir.path(), &aside);
        press(&app, Control::EndTurn);
        second = place_anywhere(&app);
        settle(&app);
        assert_eq!(app.screen().unsaved, None, "written again");
    }
    let app = open(dir.path());
    let stones: Vec<_> = game(&app).board.stones.iter().map(|s| (s.x, s.y)).collect();
    assert!(
        stones.contains(&first) && stones.contains(&second),
        "{stones:?}"
    );
}

#[test]
fn going_to_the_background_writes_at_once_and_reports_a_failure() {
    let dir = Dir::new("background");
    let aside = dir.path().with_extension("aside");
    let app = open(dir.path());
    start(&app, "octopus");
    settle(&app);
    break_dir(dir.path(), &aside);
    place_anywhere(&app);
    app.send(Input::Background);
    assert!(app.screen().unsaved.is_some());
    mend_dir(dir.path(), &aside);
    app.send(Input::Background);
    assert_eq!(app.screen().unsaved, None);
}

#[test]
fn a_new_game_is_refused_while_the_current_one_cannot_be_written() {
    let dir = Dir::new("newrefused");
    let aside = dir.path().with_extension("aside");
    let app = open(dir.path());
    start(&app, "octopus");
    play_turn(&app);
    settle(&app);
    break_dir(dir.path(), &aside);
    place_anywhere(&app);
    start(&app, "up-the-stairs");
    let screen = app.screen();
    assert!(screen.notice.is_some(), "told why");
    assert_eq!(screen.title, "New game", "no game started");
    app.send(Input::Back);
    assert_eq!(app.screen().title, "Octopus", "the game in progress stays");
    assert_eq!(game(&app).board.stones.len(), 2);
    // The writer is idle before the directory comes back: a write it tried meanwhile could
    // otherwise make a directory where the plain file was, and the rename would fail.
    settle(&app);
    mend_dir(dir.path(), &aside);
    let saved = fs::read_dir(dir.path().join("saved")).unwrap().count();
    assert_eq!(saved, 0, "nothing was moved to Saved games");
}

#[test]
fn a_move_made_just_before_the_app_goes_is_written() {
    let dir = Dir::new("drop");
    let placed;
    {
        let app = open(dir.path());
        start(&app, "octopus");
        placed = place_anywhere(&app);
    }
    let app = open(dir.path());
    assert!(game(&app).board.stones.iter().any(|s| (s.x, s.y) == placed));
}

#[test]
fn the_store_is_free_the_moment_the_last_copy_of_the_app_goes_even_while_the_computer_thinks() {
    let dir = Dir::new("free");
    let mut kept: Option<(u32, u32)> = None;
    for round in 0..12 {
        // Each launch right after the last copy went: refused if the store were still held.
        let app = open(dir.path());
        if let Some((x, y)) = kept {
            assert!(
                game(&app).board.stones.iter().any(|s| (s.x, s.y) == (x, y)),
                "round {round}: the stone placed at {x},{y} just before the app went is there"
            );
        } else if round == 0 {
            press(
                &app,
                Control::Opponent {
                    computer: Some(dl_ui::Side::Second),
                },
            );
            start(&app, "octopus");
        }
        settle(&app);
        let copy = app.clone();
        let placed = place_anywhere(&app);
        press(&app, Control::EndTurn);
        // A dot stone without a bridge goes back (R4.3): then there is no stone to look for.
        kept = match app.screen().prompt {
            Some(prompt) => {
                app.send(Input::Answer {
                    prompt: prompt.serial,
                    answer: dl_ui::Answer::Confirm,
                });
                None
            }
            None => Some(placed),
        };
        drop(app);
        // The last copy goes while the computer thinks and the writer writes.
        drop(copy);
    }
}
