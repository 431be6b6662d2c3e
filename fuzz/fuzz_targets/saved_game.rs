//! The saved-game loader on arbitrary bytes: never panics; what it loads (with the interaction
//! state a shell's current game keeps) saves canonically.
#![no_main]

use dl_core::record::{load_game, save_game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(saved) = load_game(data) {
        let text = save_game(&saved.game, saved.session.as_ref());
        let again = load_game(text.as_bytes()).expect("a saved game loads back");
        assert_eq!(again.game, saved.game);
        assert_eq!(again.session, saved.session);
        assert_eq!(save_game(&again.game, again.session.as_ref()), text);
    }
});
