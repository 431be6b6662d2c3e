//! The store's game file (any of the three games' saved games with the store's field) on
//! arbitrary bytes, read as the store reads its current game and its lists: never panics; a
//! game it reads saves in its own format and reads again as the same game.
#![no_main]

use dl_app::store::read_game_file;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok((game, _)) = read_game_file(data) {
        let text = game.saved_game();
        let (again, _) = read_game_file(text.as_bytes()).expect("a saved game reads back");
        assert_eq!(again.kind(), game.kind());
        assert_eq!(again.saved_game(), text);
        assert_eq!(again.as_ref().summary(), game.as_ref().summary());
    }
});
