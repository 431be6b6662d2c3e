//! The position CSV reader (R9) on arbitrary bytes: never panics; what it reads writes back
//! and reads again as the same board.
#![no_main]

use dl_core::position_csv::{read_positions, write_position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(positions) = read_positions(data) {
        for p in &positions {
            let text = write_position(p, 1);
            let back = read_positions(text.as_bytes()).expect("a written position reads back");
            assert!(back[0].same_board(p));
        }
    }
});
