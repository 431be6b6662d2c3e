//! Files that cannot be read are kept aside, never overwritten; a corrupt or hostile directory
//! gives typed errors, never a panic or a hang.

use std::fs;
use std::io::Read;
use std::path::Path;
use std::time::Instant;

use serde_json::Value;

use super::*;
use crate::store::{
    Folder, FoundKind, MovedAside, StoreError, Unreadable, CURRENT_GAME_FILE, MAX_LIST_ENTRIES,
};

/// What is at `path` (links not followed): its kind, size and first 4 KiB.
fn fingerprint(path: &Path) -> Option<(bool, u64, Vec<u8>)> {
    let metadata = fs::symlink_metadata(path).ok()?;
    let mut head = Vec::new();
    if metadata.is_file() {
        fs::File::open(path)
            .ok()?
            .take(4096)
            .read_to_end(&mut head)
            .ok()?;
    }
    Some((metadata.is_file(), metadata.len(), head))
}

/// Writes `content` as the current game of a store in a fresh directory, opens the store, and
/// checks that the file was moved aside with `code`, kept as it was, and that the player
/// starts fresh and can play without touching it.
fn current_is_moved_aside(name: &str, content: impl FnOnce(&Path), code: &str) {
    let dir = TestDir::new(name);
    let clock = clock();
    let path = dir.path().join(CURRENT_GAME_FILE);
    content(&path);
    let before = fingerprint(&path);
    let (mut store, report) = open(&dir, &clock);
    assert!(report.current.is_none(), "{name}: the player starts fresh");
    let [MovedAside { from, to, reason }] = &report.moved_aside[..] else {
        panic!("{name}: one file moved aside: {:?}", report.moved_aside);
    };
    assert_eq!(reason.code(), code, "{name}");
    assert_eq!(from, &path);
    let to_name = to.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        to_name.starts_with("autosave.unreadable-") && to_name.contains(code),
        "{name}: {to_name}"
    );
    assert_eq!(fingerprint(to), before, "{name}: kept as it was");
    // Playing writes a new current game; the moved file stays as it was, and is not reported
    // again.
    store.save_current(&dl_game(2, 1)).unwrap();
    assert_eq!(fingerprint(to), before, "{name}: never overwritten");
    drop(store);
    let (_, report) = open(&dir, &clock);
    assert!(
        report.current.is_some() && report.moved_aside.is_empty(),
        "{name}"
    );
}

#[test]
fn a_truncated_current_game_is_moved_aside() {
    let text = dl_game(3, 5).save();
    current_is_moved_aside(
        "aside-truncated",
        |p| fs::write(p, &text.as_bytes()[..text.len() / 3]).unwrap(),
        "json_truncated",
    );
    current_is_moved_aside(
        "aside-empty",
        |p| fs::write(p, b"").unwrap(),
        "json_truncated",
    );
}

#[test]
fn a_current_game_of_a_newer_version_is_moved_aside_never_overwritten() {
    let mut value: Value = serde_json::from_str(&dl_game(3, 5).save()).unwrap();
    value["version"] = 2.into();
    current_is_moved_aside(
        "aside-newer",
        |p| fs::write(p, value.to_string()).unwrap(),
        "record_newer_version",
    );
}

#[test]
fn garbage_and_other_files_in_the_place_of_the_current_game_are_moved_aside() {
    current_is_moved_aside(
        "aside-garbage",
        |p| fs::write(p, [0xff, 0xfe, 0x00, 0x41]).unwrap(),
        "json_syntax",
    );
    current_is_moved_aside(
        "aside-not-a-game",
        |p| fs::write(p, br#"{"hello": "world"}"#).unwrap(),
        "store_not_a_game",
    );
    current_is_moved_aside(
        "aside-directory",
        |p| {
            fs::create_dir(p).unwrap();
            fs::write(p.join("inside"), b"kept").unwrap();
        },
        "store_not_a_file",
    );
    current_is_moved_aside(
        "aside-link",
        |p| std::os::unix::fs::symlink("/etc/passwd", p).unwrap(),
        "store_not_a_file",
    );
}

#[test]
fn a_huge_current_game_is_refused_by_its_size_without_reading_it() {
    let started = Instant::now();
    current_is_moved_aside(
        "aside-huge",
        |p| fs::File::create(p).unwrap().set_len(4 << 30).unwrap(),
        "store_file_too_large",
    );
    assert!(
        started.elapsed().as_secs() < 10,
        "not read: {:?}",
        started.elapsed()
    );
}

#[test]
fn a_file_where_a_folder_should_be_is_moved_aside_and_the_folder_made() {
    let dir = TestDir::new("hostile-folder");
    let clock = clock();
    fs::write(dir.path().join("saved"), b"not a folder").unwrap();
    std::os::unix::fs::symlink("/etc", dir.path().join("history")).unwrap();
    fs::create_dir(dir.path().join(".lock")).unwrap();
    let (mut store, report) = open(&dir, &clock);
    let mut found: Vec<(String, &Unreadable)> = report
        .moved_aside
        .iter()
        .map(|m| {
            (
                m.from.file_name().unwrap().to_string_lossy().into_owned(),
                &m.reason,
            )
        })
        .collect();
    found.sort_by(|a, b| a.0.cmp(&b.0));
    let folder = |found| Unreadable::NotAFolder { found };
    assert_eq!(
        found,
        [
            (
                ".lock".to_owned(),
                &Unreadable::NotAFile {
                    found: FoundKind::Directory
                }
            ),
            ("history".to_owned(), &folder(FoundKind::Symlink)),
            ("saved".to_owned(), &folder(FoundKind::File)),
        ]
    );
    for moved in &report.moved_aside {
        assert!(fs::symlink_metadata(&moved.to).is_ok(), "kept: {moved:?}");
    }
    store.start_game(&dl_game(1, 1)).unwrap();
    store.start_game(&dl_game(2, 1)).unwrap();
    assert_eq!(store.saved_games().unwrap().entries.len(), 1);
    assert!(fs::symlink_metadata(dir.path().join("history"))
        .unwrap()
        .is_dir());
}

#[test]
fn a_store_path_that_is_a_file_is_refused() {
    let dir = TestDir::new("hostile-root");
    let file = dir.path().join("store");
    fs::write(&file, b"x").unwrap();
    let error = Store::open(&file, clock()).unwrap_err();
    assert_eq!(error, StoreError::NotADirectory { path: file });
}

#[test]
fn thousands_of_entries_give_a_typed_error_not_a_hang() {
    let dir = TestDir::new("hostile-many");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let saved = dir.path().join("saved");
    for n in 0..crate::store::MAX_SCANNED_ENTRIES + 1 {
        fs::write(saved.join(format!("junk-{n}.txt")), b"").unwrap();
    }
    assert_eq!(
        store.saved_games().unwrap_err().code(),
        "store_too_many_entries"
    );
    store.start_game(&dl_game(1, 1)).unwrap();
    assert_eq!(
        store.start_game(&dl_game(2, 1)).unwrap_err().code(),
        "store_too_many_entries"
    );
    // The current game is untouched by the refusal.
    assert_eq!(current_number(&store), Some(1));
}

#[test]
fn a_full_list_refuses_one_more_and_keeps_the_current_game() {
    let dir = TestDir::new("hostile-full");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    store.start_game(&dl_game(1, 1)).unwrap();
    store.start_game(&dl_game(2, 1)).unwrap();
    let saved = dir.path().join("saved");
    let one = store.saved_games().unwrap().entries[0].id.clone();
    let text = fs::read(saved.join(format!("{one}.json"))).unwrap();
    for n in 1..MAX_LIST_ENTRIES {
        fs::write(saved.join(format!("{}-{n}.json", START.0 - 1)), &text).unwrap();
    }
    assert_eq!(store.saved_games().unwrap().entries.len(), MAX_LIST_ENTRIES);
    assert_eq!(
        store.start_game(&dl_game(3, 1)),
        Err(StoreError::Full {
            folder: Folder::Saved,
            limit: MAX_LIST_ENTRIES
        })
    );
    assert_eq!(current_number(&store), Some(2));
    // Opening a saved game frees the room its previous game takes.
    let opened = store.open_saved(&one.to_string()).unwrap();
    assert!(matches!(opened.previous, crate::store::Previous::Saved(_)));
}

#[test]
fn huge_and_linked_entries_of_a_list_are_moved_aside() {
    let dir = TestDir::new("hostile-entries");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let saved = dir.path().join("saved");
    fs::File::create(saved.join("1-1.json"))
        .unwrap()
        .set_len(2 << 30)
        .unwrap();
    std::os::unix::fs::symlink("/etc/passwd", saved.join("2-1.json")).unwrap();
    fs::create_dir(saved.join("3-1.json")).unwrap();
    let listing = store.saved_games().unwrap();
    assert!(listing.entries.is_empty());
    let mut codes: Vec<&str> = listing
        .moved_aside
        .iter()
        .map(|m| m.reason.code())
        .collect();
    codes.sort();
    assert_eq!(
        codes,
        [
            "store_file_too_large",
            "store_not_a_file",
            "store_not_a_file"
        ]
    );
    assert!(store.saved_games().unwrap().moved_aside.is_empty());
}
