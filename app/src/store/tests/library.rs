//! The player's positions (issue 12): save, list after the built-ins, rename, duplicate,
//! update, delete, import of a CSV with many positions (each bad one reported with its line
//! and reason, nothing half-imported) and export as CSV.

use std::sync::Arc;

use dl_core::editor::{Editor, Paint};
use dl_core::position_csv::read_positions;
use dl_core::{Cell, Position};

use super::*;
use crate::store::{ImportRefusal, PositionSource, StoreError};

/// A small position drawn in the editor: two regions and a dot, named `name`.
fn drawn(name: &str) -> Position {
    let mut editor = Editor::blank(9, 9).unwrap();
    for x in 1..4 {
        editor.paint(Cell::new(x, 1), Paint::region("S1")).unwrap();
        editor.paint(Cell::new(x, 2), Paint::region("G2")).unwrap();
    }
    editor.paint(Cell::new(4, 1), Paint::Dot).unwrap();
    editor.rename(name);
    editor.to_position().unwrap()
}

fn library_names(store: &mut Store) -> Vec<String> {
    store
        .positions()
        .unwrap()
        .entries
        .into_iter()
        .filter(|e| matches!(e.source, PositionSource::Library(_)))
        .map(|e| e.position.name().to_owned())
        .collect()
}

#[test]
fn positions_are_saved_listed_after_the_built_ins_renamed_duplicated_and_deleted() {
    let dir = TestDir::new("library-ops");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let zebra = store.save_position(&drawn("Zebra")).unwrap();
    let apple = store.save_position(&drawn("apple")).unwrap();
    let listing = store.positions().unwrap();
    let sources: Vec<PositionSource> = listing.entries.iter().map(|e| e.source.clone()).collect();
    let mut expected: Vec<PositionSource> = (1..=12).map(PositionSource::Builtin).collect();
    expected.push(PositionSource::Library(apple.clone()));
    expected.push(PositionSource::Library(zebra.clone()));
    assert_eq!(sources, expected);
    assert!(listing.entries[12].position.same_board(&drawn("x")));

    store.rename_position(&apple.to_string(), "Banana").unwrap();
    assert_eq!(library_names(&mut store), ["Banana", "Zebra"]);
    let copy = store.duplicate_position(&zebra.to_string()).unwrap();
    let again = store.duplicate_position(&zebra.to_string()).unwrap();
    assert_eq!(
        library_names(&mut store),
        ["Banana", "Zebra", "Zebra 2", "Zebra 3"]
    );
    assert!(store
        .library_position(&copy.to_string())
        .unwrap()
        .same_board(&drawn("x")));
    store.delete_position(&again.to_string()).unwrap();
    store.delete_position(&apple.to_string()).unwrap();
    assert_eq!(library_names(&mut store), ["Zebra", "Zebra 2"]);
    assert_eq!(
        store
            .delete_position(&apple.to_string())
            .unwrap_err()
            .code(),
        "store_no_such_entry"
    );
    // Updating keeps the id; the edited board replaces the old one.
    let mut editor = Editor::from_position(&store.library_position(&copy.to_string()).unwrap());
    editor.paint(Cell::new(5, 5), Paint::region("W3")).unwrap();
    let edited = editor.to_position().unwrap();
    store.update_position(&copy.to_string(), &edited).unwrap();
    assert!(store
        .library_position(&copy.to_string())
        .unwrap()
        .same_board(&edited));
}

#[test]
fn names_follow_the_editors_rules_and_are_unique_by_slug() {
    let dir = TestDir::new("library-names");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let first = store.save_position(&drawn("My Octopus 2")).unwrap();
    let taken = store.save_position(&drawn("my-octopus-2")).unwrap_err();
    assert_eq!(
        taken,
        StoreError::NameTaken {
            name: "my-octopus-2".to_owned(),
            id: first.clone()
        }
    );
    let octopus = read_positions(b"position_id,position_name,row,c0\n1,Octopus,0,S1\n").unwrap();
    let builtin = store.save_position(&octopus[0]).unwrap_err();
    let StoreError::BadName { problems } = &builtin else {
        panic!("a built-in's name is refused: {builtin:?}");
    };
    assert_eq!(problems[0].code(), "editor_name_of_builtin");
    assert_eq!(
        store
            .rename_position(&first.to_string(), "  ")
            .unwrap_err()
            .code(),
        "store_bad_name"
    );
    // Names without Latin letters are compared by their text.
    store.save_position(&drawn("ピラミッド")).unwrap();
    store.save_position(&drawn("タコ")).unwrap();
    assert_eq!(
        store.save_position(&drawn("タコ")).unwrap_err().code(),
        "store_name_taken"
    );
    // A rename to its own name (another spelling) is allowed.
    store
        .rename_position(&first.to_string(), "my octopus 2")
        .unwrap();
}

#[test]
fn an_import_adds_the_good_positions_whole_and_reports_each_bad_one_with_its_line() {
    let dir = TestDir::new("library-import");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    store.save_position(&drawn("Taken")).unwrap();
    let csv = "position_id,position_name,row,c0,c1,c2\n\
               1,Good,0,S1,S1,o\n\
               1,Good,1,G1,G1,.\n\
               2,Taken,0,S1\n\
               3,Octopus,0,W1\n\
               4,Bad token,0,\"S,1\"\n\
               5,Rowless,x,S1\n\
               6,Good too,0,.,W2,W2\n\
               7,good,0,S3\n";
    let report = store.import_positions(csv.as_bytes()).unwrap();
    let imported: Vec<(&str, u64)> = report
        .imported
        .iter()
        .map(|p| (p.name.as_str(), p.line))
        .collect();
    assert_eq!(imported, [("Good", 2), ("Good too", 8)]);
    let refused: Vec<(Option<&str>, u64, &str)> = report
        .refused
        .iter()
        .map(|r| (r.csv_id.as_deref(), r.line, r.reason.code()))
        .collect();
    assert_eq!(
        refused,
        [
            (Some("2"), 4, "store_name_taken"),
            (Some("3"), 5, "editor_name_of_builtin"),
            (Some("4"), 6, "csv_bad_token"),
            (Some("5"), 7, "csv_non_numeric_row"),
            (Some("7"), 9, "store_name_taken"),
        ]
    );
    let ImportRefusal::NameTaken { id } = &report.refused[4].reason else {
        panic!("taken by the position imported just before");
    };
    assert_eq!(id, &report.imported[0].id);
    assert_eq!(library_names(&mut store), ["Good", "Good too", "Taken"]);
    // A file refused as a whole adds nothing.
    let whole = store.import_positions(b"id,name\n1,A\n").unwrap_err();
    assert_eq!(whole.code(), "csv_unknown_header");
    assert_eq!(library_names(&mut store).len(), 3);
}

#[test]
fn exported_positions_read_back_equal() {
    let dir = TestDir::new("library-export");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let mut wide = Editor::blank(25, 9).unwrap();
    wide.paint(Cell::new(23, 2), Paint::region("S4")).unwrap();
    wide.rename("Wide");
    let wide = wide.to_position().unwrap();
    let ids = [
        store.save_position(&drawn("Small")).unwrap(),
        store.save_position(&wide).unwrap(),
    ];
    let ids: Vec<String> = ids.iter().map(ToString::to_string).collect();
    let refs: Vec<&str> = ids.iter().map(String::as_str).collect();
    let csv = store.export_positions(&refs).unwrap();
    let back = read_positions(csv.as_bytes()).unwrap();
    assert_eq!(back.len(), 2);
    assert_eq!(back[0].name(), "Small");
    assert!(back[0].same_board(&drawn("x")));
    assert_eq!(back[1], wide);
    let header_fields = csv.lines().next().unwrap().split(',').count();
    assert!(
        csv.lines().all(|l| l.split(',').count() == header_fields),
        "{csv}"
    );
    // Re-importing into another store gives the same positions.
    let other = TestDir::new("library-export-other");
    let (mut other_store, _) = open(&other, &clock);
    let report = other_store.import_positions(csv.as_bytes()).unwrap();
    assert!(report.refused.is_empty());
    let again: Vec<Arc<Position>> = report
        .imported
        .iter()
        .map(|p| other_store.library_position(&p.id.to_string()).unwrap())
        .collect();
    assert_eq!(*again[1], wide);
}

#[test]
fn an_unreadable_position_file_is_moved_aside() {
    let dir = TestDir::new("library-unreadable");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let id = store.save_position(&drawn("Fine")).unwrap();
    let broken = dir.path().join("positions").join("1-1.csv");
    std::fs::write(
        &broken,
        "position_id,position_name,row,c0\n1,Broken,0,S 1\n",
    )
    .unwrap();
    let listing = store.positions().unwrap();
    assert_eq!(listing.entries.len(), 13);
    assert_eq!(listing.moved_aside.len(), 1);
    assert!(listing.moved_aside[0].reason.code().starts_with("csv_"));
    assert!(listing.moved_aside[0].to.exists());
    assert_eq!(library_names(&mut store), ["Fine"]);
    assert_eq!(
        store.library_position(&id.to_string()).unwrap().name(),
        "Fine"
    );
}
