//! Discorder's saved-game loader on arbitrary bytes: never panics; what it loads saves
//! canonically (save → load → the same game, the same computer seat, the same bytes).
#![no_main]

use dl_discorder::record::{load_game, save_record};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(saved) = load_game(data) {
        let text = save_record(&saved.game, saved.computer);
        let again = load_game(text.as_bytes()).expect("a saved game loads back");
        assert_eq!(again.game, saved.game);
        assert_eq!(again.computer, saved.computer);
        assert_eq!(save_record(&again.game, again.computer), text);
    }
});
