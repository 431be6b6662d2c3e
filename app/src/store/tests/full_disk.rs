//! Issue 20, points 8 and 9: a full disk (simulated: `files::full_disk`). A change that cannot
//! be written is kept as not saved yet and written next; starting a game and importing
//! positions change nothing when they cannot write, so no game is ever in two places and no
//! import is half done.

use std::fs;

use dl_core::position_csv::write_position;

use super::*;
use crate::files::full_disk;
use crate::store::{Previous, StoreError, CURRENT_GAME_FILE};

fn is_full(error: &StoreError) -> bool {
    matches!(error, StoreError::Io { kind, .. } if *kind == std::io::ErrorKind::StorageFull)
}

/// The games in `saved/`.
fn saved_files(dir: &TestDir) -> Vec<String> {
    super::super::test_dir::names_in(&dir.path().join("saved"))
}

#[test]
fn a_change_that_cannot_be_written_is_kept_unsaved_and_written_next() {
    let dir = TestDir::new("full-change");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    store.start_game(&dl_game(2, 1)).unwrap();
    let on_disk = fs::read(dir.path().join(CURRENT_GAME_FILE)).unwrap();
    let later = dl_game(2, 3);
    full_disk::after(0);
    let error = store.save_current(&later).unwrap_err();
    assert!(is_full(&error), "{error:?}");
    assert!(store.unsaved(), "the change is marked not saved yet");
    assert_eq!(current_number(&store), Some(2));
    // Starting another game is refused while the change cannot be written: nothing moves.
    assert!(is_full(&store.start_game(&dl_game(3, 1)).unwrap_err()));
    assert!(saved_files(&dir).is_empty());
    assert_eq!(
        fs::read(dir.path().join(CURRENT_GAME_FILE)).unwrap(),
        on_disk
    );
    full_disk::clear();
    // With room again, starting another game writes the unsaved change first and keeps it.
    let Previous::Saved(id) = store.start_game(&dl_game(3, 1)).unwrap() else {
        panic!("the unfinished game is kept");
    };
    assert!(!store.unsaved());
    let kept = dl(store.read_saved(&id.to_string()).unwrap());
    assert_eq!(kept.game(), later.game());
}

/// `new` on a full disk: refused before the current game moves, so it is never both saved and
/// current.
#[test]
fn a_new_game_on_a_full_disk_leaves_the_current_game_in_one_place() {
    let dir = TestDir::new("full-new");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let first = dl_game(4, 2);
    store.start_game(&first).unwrap();
    full_disk::after(0);
    let error = store.start_game(&dl_game(5, 1)).unwrap_err();
    full_disk::clear();
    assert!(is_full(&error), "{error:?}");
    assert!(saved_files(&dir).is_empty(), "not moved to the saved games");
    assert_eq!(current_number(&store), Some(4));
    assert!(!store.unsaved());
    // The shell goes on with the first game: it is still the current one, in one place.
    store.save_current(&dl_game(4, 3)).unwrap();
    assert!(saved_files(&dir).is_empty());
    drop(store);
    let (_, report) = open(&dir, &clock);
    assert_eq!(
        dl(report.current.unwrap().game).game(),
        dl_game(4, 3).game()
    );
}

/// Point 9: an import that cannot be written whole imports nothing.
#[test]
fn an_import_on_a_full_disk_imports_nothing() {
    let dir = TestDir::new("full-import");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let octopus = dl_core::builtin(2).unwrap().clone();
    let mut csv = String::new();
    for n in 1..=5u32 {
        let text = write_position(&octopus.clone().renamed(format!("Mine {n}")), n);
        let skip = usize::from(n > 1);
        for line in text.lines().skip(skip) {
            csv.push_str(line);
            csv.push('\n');
        }
    }
    full_disk::after(2);
    let error = store.import_positions(csv.as_bytes()).unwrap_err();
    full_disk::clear();
    assert!(is_full(&error), "{error:?}");
    assert_eq!(
        super::super::test_dir::names_in(&dir.path().join("positions")),
        Vec::<String>::new(),
        "nothing imported, no temporary file left"
    );
    let report = store.import_positions(csv.as_bytes()).unwrap();
    assert_eq!(report.imported.len(), 5);
    assert_eq!(store.positions().unwrap().entries.len(), 12 + 5);
}
