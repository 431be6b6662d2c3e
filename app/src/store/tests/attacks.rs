//! Issue 20: the hostile-input pass on the store — an attacker with access to the data
//! directory plants links and names, forges summaries and ids; each break stays closed.

use std::fs;

use serde_json::Value;

use super::*;
use crate::store::{Progress, StoreError, CURRENT_GAME_FILE};

/// Point 1: a link planted at the temporary name an earlier version used for the current game
/// (`.autosave.json.<pid>.tmp`) is never written through; the current game is a plain file.
#[test]
fn a_link_planted_at_a_temporary_name_is_never_written_through() {
    let dir = TestDir::new("attack-temp-link");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, b"any file the process may write").unwrap();
    let planted = dir
        .path()
        .join(format!(".{CURRENT_GAME_FILE}.{}.tmp", std::process::id()));
    std::os::unix::fs::symlink(&victim, &planted).unwrap();
    store.start_game(&dl_game(2, 1)).unwrap();
    store.save_current(&dl_game(2, 2)).ok();
    assert_eq!(
        fs::read(&victim).unwrap(),
        b"any file the process may write"
    );
    let current = fs::symlink_metadata(dir.path().join(CURRENT_GAME_FILE)).unwrap();
    assert!(current.is_file(), "a plain file, not a link");
    drop(store);
    // Opening again removes the planted link (the store's own name), not what it points to.
    let (_store, report) = open(&dir, &clock);
    assert!(report.current.is_some());
    assert!(fs::symlink_metadata(&planted).is_err(), "the link is gone");
    assert!(victim.exists());
}

/// Point 3: opening a store removes exactly the store's own temporary files — of any kind —
/// and leaves every other name alone.
#[test]
fn opening_a_store_removes_only_its_own_temporaries() {
    let dir = TestDir::new("attack-temps");
    let clock = clock();
    drop(open(&dir, &clock));
    let saved = dir.path().join("saved");
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, b"kept").unwrap();
    let player = [
        dir.path().join(".notes.tmp"),
        dir.path().join(".other.json.4242.tmp"),
        saved.join(".my-list.tmp"),
        saved.join(".1-1.csv.4242.tmp"),
        saved.join(".01-1.json.4242.tmp"),
    ];
    for path in &player {
        fs::write(path, b"the player's").unwrap();
    }
    let ours = [
        dir.path().join(".autosave.json.4242.tmp"),
        dir.path().join(".autosave.json.0123456789abcdef.tmp"),
        saved.join(".1-1.json.4242.tmp"),
        saved.join(".1764590400000-3.json.fedcba9876543210.tmp"),
    ];
    fs::write(&ours[0], b"left by a killed writer").unwrap();
    std::os::unix::fs::symlink(&victim, &ours[1]).unwrap();
    fs::create_dir(&ours[2]).unwrap();
    fs::write(ours[2].join("inside"), b"x").unwrap();
    std::process::Command::new("mkfifo")
        .arg(&ours[3])
        .status()
        .unwrap();
    drop(open(&dir, &clock));
    for path in &player {
        assert_eq!(fs::read(path).unwrap(), b"the player's", "{path:?} kept");
    }
    for path in &ours {
        assert!(fs::symlink_metadata(path).is_err(), "{path:?} removed");
    }
    assert_eq!(fs::read(&victim).unwrap(), b"kept");
}

/// Point 4: an empty path is refused, never taken as the current directory.
#[test]
fn an_empty_store_path_is_refused() {
    let error = Store::open("", clock()).unwrap_err();
    assert_eq!(error, StoreError::NoDirectory);
    assert_eq!(error.code(), "store_no_directory");
}

/// Point 6: a game file with a byte-order mark (an editor added it) is read, not moved aside.
#[test]
fn a_game_file_with_a_byte_order_mark_is_read() {
    let dir = TestDir::new("attack-bom");
    let clock = clock();
    let text = dl_game(4, 3).save();
    fs::write(
        dir.path().join(CURRENT_GAME_FILE),
        format!("\u{feff}{text}"),
    )
    .unwrap();
    fs::create_dir(dir.path().join("saved")).unwrap();
    fs::write(
        dir.path().join("saved").join("1-1.json"),
        format!("\u{feff}{text}"),
    )
    .unwrap();
    let (mut store, report) = open(&dir, &clock);
    assert!(report.moved_aside.is_empty(), "{:?}", report.moved_aside);
    assert_eq!(
        dl(report.current.unwrap().game).game(),
        dl_game(4, 3).game()
    );
    let listing = store.saved_games().unwrap();
    assert!(listing.moved_aside.is_empty(), "{:?}", listing.moved_aside);
    assert_eq!(listing.entries.len(), 1);
}

/// Point 12: one canonical id — a file whose id has leading zeros is no entry (left alone), and
/// an id with leading zeros opens nothing.
#[test]
fn ids_with_leading_zeros_are_no_entries() {
    let dir = TestDir::new("attack-zeros");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let saved = dir.path().join("saved");
    let text = dl_game(3, 2).save();
    fs::write(saved.join("01700000000000-1.json"), &text).unwrap();
    fs::write(saved.join("1700000000000-1.json"), &text).unwrap();
    let listing = store.saved_games().unwrap();
    let ids: Vec<String> = listing.entries.iter().map(|e| e.id.to_string()).collect();
    assert_eq!(ids, ["1700000000000-1"]);
    for id in ["01700000000000-1", "0001700000000000-1"] {
        assert_eq!(
            store.open_saved(id).unwrap_err().code(),
            "store_no_such_entry",
            "{id}"
        );
        assert_eq!(
            store.delete_saved(id).unwrap_err().code(),
            "store_no_such_entry"
        );
    }
    assert!(saved.join("01700000000000-1.json").exists(), "left alone");
    store.delete_saved(&ids[0]).unwrap();
    assert!(store.saved_games().unwrap().entries.is_empty());
}

/// Point 13: a list shows what the game itself is, whatever summary the file claims.
#[test]
fn a_forged_summary_is_not_what_the_list_shows() {
    let dir = TestDir::new("attack-summary");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    store.start_game(&dl_game(5, 2)).unwrap();
    store.start_game(&dl_game(6, 1)).unwrap();
    let id = store.saved_games().unwrap().entries[0].id.clone();
    let path = dir.path().join("saved").join(format!("{id}.json"));
    let mut value: Value = serde_json::from_slice(&fs::read(&path).unwrap()).unwrap();
    let summary = &mut value["store"]["summary"];
    summary["progress"] = serde_json::json!({"state": "over", "winner": "first"});
    summary["position"]["name"] = "\u{202e}Won".repeat(250).into();
    summary["scores"] = serde_json::json!([99, 0]);
    fs::write(&path, value.to_string()).unwrap();
    let entry = store.saved_games().unwrap().entries.remove(0);
    assert_eq!(entry.summary, GameRef::from(&dl_game(5, 2)).summary());
    assert!(matches!(entry.summary.progress, Progress::ToMove { .. }));
}

/// Point 10: a position file larger than any the store writes is refused by its size, unread.
#[test]
fn huge_position_files_are_refused_by_their_size() {
    let dir = TestDir::new("attack-huge-positions");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let positions = dir.path().join("positions");
    for n in 1..=3 {
        fs::File::create(positions.join(format!("{n}-1.csv")))
            .unwrap()
            .set_len(1 << 20)
            .unwrap();
    }
    let listing = store.positions().unwrap();
    let codes: Vec<&str> = listing
        .moved_aside
        .iter()
        .map(|m| m.reason.code())
        .collect();
    assert_eq!(codes, ["store_file_too_large"; 3]);
}

/// Also seen: exporting no position is refused (the file would be refused by its importer).
#[test]
fn exporting_no_position_is_refused() {
    let dir = TestDir::new("attack-export-none");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    assert_eq!(
        store.export_positions(&[]).unwrap_err(),
        StoreError::NothingToExport
    );
}
