//! The web-save importer on arbitrary bytes: never panics; what it imports is a game that
//! saves and loads back unchanged.
#![no_main]

use dl_core::record::{load_game, save_game};
use dl_core::web_import::import_web_save;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(game) = import_web_save(data) {
        let loaded = load_game(save_game(&game, None).as_bytes()).expect("an import saves and loads");
        assert_eq!(loaded.game, game);
    }
});
