//! The current game: written whenever the revision moved, read back at open exactly as it
//! was, never replaced silently; the three games of the collection.

use dl_color_brake::session::{Mode, Session as ColorBrakeSession};
use dl_color_brake::{Game as ColorBrakeGame, GameLength, Seat as CbSeat};
use dl_core::Color;
use dl_discorder::session::Session as DiscorderSession;
use dl_discorder::Starter;

use super::*;
use crate::store::{GameKind, LoadedGame, Previous, Progress, Seat, StoreError, CURRENT_GAME_FILE};

#[test]
fn the_current_game_reads_back_exactly_as_it_was_left_with_colours_and_ring() {
    let dir = TestDir::new("current-exact");
    let clock = clock();
    let mut session = dl_game(7, 3);
    session.select_color(Color::Purple).unwrap();
    let stone = session.view().stones[0].cell;
    session.double_tap(stone).unwrap();
    assert_eq!(session.ring(), Some(stone));
    {
        let (mut store, report) = open(&dir, &clock);
        assert!(report.current.is_none() && report.moved_aside.is_empty());
        store.save_current(&session).unwrap();
    }
    clock.advance(60_000);
    let (_store, report) = open(&dir, &clock);
    let current = report.current.unwrap();
    assert_eq!(current.last_played, Some(START));
    let back = dl(current.game);
    assert_eq!(back.game(), session.game());
    assert_eq!(back.selected(), Some(Color::Purple));
    assert_eq!(back.ring(), Some(stone));
    assert_eq!(back.view().message, session.view().message);
}

#[test]
fn writes_follow_the_game_and_another_game_is_refused_as_the_current_one() {
    let dir = TestDir::new("current-identity");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let mut session = dl_game(2, 1);
    store.save_current(&session).unwrap();
    session.undo().unwrap();
    store.save_current(&session).unwrap();
    assert_eq!(store.current_summary().unwrap().actions, 1);
    let other = dl_game(3, 1);
    assert_eq!(
        store.save_current(&other),
        Err(StoreError::NotTheCurrentGame)
    );
    let (_, report) = {
        drop(store);
        open(&dir, &clock)
    };
    assert_eq!(dl(report.current.unwrap().game).game(), session.game());
}

#[test]
fn starting_a_new_game_keeps_the_unfinished_one_in_the_saved_games() {
    let dir = TestDir::new("current-start");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let first = dl_game(2, 4);
    store.start_game(&first).unwrap();
    clock.advance(1_000);
    let second = dl_game(5, 0);
    let Previous::Saved(id) = store.start_game(&second).unwrap() else {
        panic!("the unfinished game is kept");
    };
    let saved = store.saved_games().unwrap();
    assert_eq!(saved.entries.len(), 1);
    let entry = &saved.entries[0];
    assert_eq!(entry.id, id);
    assert_eq!(entry.last_played, Some(START));
    let summary = &entry.summary;
    assert_eq!(summary.kind, GameKind::DividedLoyalties);
    assert_eq!(summary.position.as_ref().unwrap().name, "Octopus");
    assert_eq!(summary.turn, 5);
    assert_eq!(summary.progress, Progress::ToMove { seat: Seat::First });
    assert_eq!(summary.scores, first.game().scores().map(|s| s.total()));
    assert_eq!(
        dl(store.read_saved(&id.to_string()).unwrap()).game(),
        first.game()
    );
    // A blank game (nothing played) is dropped, not kept.
    assert_eq!(store.start_game(&dl_game(6, 1)).unwrap(), Previous::Dropped);
    assert_eq!(store.saved_games().unwrap().entries.len(), 1);
}

#[test]
fn a_finished_game_goes_to_the_history_when_another_starts() {
    let dir = TestDir::new("current-finished");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let finished = finished_game(9, 1);
    assert!(finished.game().is_over());
    assert_eq!(store.start_game(&finished).unwrap(), Previous::None);
    let Previous::Finished(id) = store.start_game(&dl_game(1, 0)).unwrap() else {
        panic!("a finished game goes to the history");
    };
    assert!(store.saved_games().unwrap().entries.is_empty());
    let history = store.finished_games().unwrap();
    assert_eq!(history.entries.len(), 1);
    assert!(history.entries[0].summary.is_over());
    let viewed = dl(store.read_finished(&id.to_string()).unwrap());
    assert_eq!(viewed.game(), finished.game());
    // Viewing leaves it in the history.
    assert_eq!(store.finished_games().unwrap().entries.len(), 1);
}

#[test]
fn games_of_discorder_and_color_brake_are_kept_and_say_which_game_they_are() {
    let dir = TestDir::new("current-kinds");
    let clock = clock();
    let mut discorder = DiscorderSession::start(Starter::Yellow, 1);
    let cell = dl_discorder::Cell::new(3, 3);
    discorder.place_tile(cell).unwrap();
    let mut brake = ColorBrakeSession::new(
        ColorBrakeGame::new(99, GameLength::rounds(2).unwrap()),
        Mode::VsComputer {
            computer: CbSeat::Two,
        },
    );
    brake.ready();
    let action = brake.game().legal_actions()[0];
    brake.play(action).unwrap();
    {
        let (mut store, _) = open(&dir, &clock);
        store.start_game(&discorder).unwrap();
        let Previous::Saved(_) = store.start_game(&brake).unwrap() else {
            panic!("the Discorder game is kept");
        };
        let saved = store.saved_games().unwrap().entries;
        assert_eq!(saved[0].summary.kind, GameKind::Discorder);
        assert_eq!(saved[0].summary.turn, 2);
        assert_eq!(
            saved[0].summary.progress,
            Progress::ToMove { seat: Seat::Second }
        );
    }
    let (mut store, report) = open(&dir, &clock);
    let LoadedGame::ColorBrake(back) = report.current.unwrap().game else {
        panic!("the current game is Color Brake ABAB");
    };
    assert_eq!(back.game(), brake.game());
    assert_eq!(back.mode(), brake.mode());
    let id = store.saved_games().unwrap().entries[0].id.to_string();
    let opened = store.open_saved(&id).unwrap();
    let LoadedGame::Discorder(back) = opened.game else {
        panic!("the saved game is Discorder");
    };
    assert_eq!(back.game(), discorder.game());
    let Previous::Saved(_) = opened.previous else {
        panic!("the Color Brake game is kept");
    };
    assert_eq!(
        store.saved_games().unwrap().entries[0].summary.kind,
        GameKind::ColorBrake
    );
    assert!(dir.path().join(CURRENT_GAME_FILE).exists());
}
