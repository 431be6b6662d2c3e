//! dl-app's one receiving entry point (a link, pasted text, a CSV file, our game file, a web
//! save) on arbitrary bytes: never panics; what it accepts opens a session whose game saves
//! and loads back unchanged.
#![no_main]

use dl_app::receive::receive;
use dl_core::record::load_game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(arrival) = receive(data) {
        let text = arrival.session.save();
        let back = load_game(text.as_bytes()).expect("a received game saves and loads back");
        assert_eq!(&back.game, arrival.session.game());
    }
});
