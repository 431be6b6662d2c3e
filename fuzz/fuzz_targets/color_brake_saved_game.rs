//! Color Brake ABAB's saved-game loader on arbitrary bytes: never panics; what it loads saves
//! canonically (save → load → the same game, the same bytes).
#![no_main]

use dl_color_brake::record::{load_game, save_game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(saved) = load_game(data) {
        let text = save_game(&saved.game);
        let again = load_game(text.as_bytes()).expect("a saved game loads back");
        assert_eq!(again.game, saved.game);
        assert_eq!(save_game(&again.game), text);
    }
});
