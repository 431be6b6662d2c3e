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
