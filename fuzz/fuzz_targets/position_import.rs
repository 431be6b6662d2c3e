//! The position editor's and library's CSV import (`position_import::import_positions`, each
//! position judged on its own) on arbitrary bytes: never panics; every position it imports
//! opens in the editor, and the editor's CSV of it reads back as the same board.
#![no_main]

use dl_core::editor::Editor;
use dl_core::position_csv::read_positions;
use dl_core::position_import::import_positions;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(report) = import_positions(data) {
        for imported in &report.imported {
            let editor = Editor::from_position(&imported.position);
            if let Ok(csv) = editor.to_csv(1) {
                let back = read_positions(csv.as_bytes()).expect("the editor's CSV reads back");
                assert!(back[0].same_board(&imported.position));
            }
        }
    }
});
