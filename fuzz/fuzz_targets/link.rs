//! The link parser (R10) on arbitrary input (links alone or inside message text): never panics;
//! a game it accepts links again to a link that reads back to the same game, and to the very
//! same text when the input was a link the app writes. An input whose first byte is odd is taken as a payload body and wrapped with a
//! valid version byte, checksum and base64, so the game decoder is reached past the checksum.
#![no_main]

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use dl_core::link::{
    game_link, parse_link, LinkTarget, GAME_FRAGMENT_PREFIX, GAME_LINK_VERSION, WEB_BASE_URL,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let text = if mode % 2 == 1 {
        let mut payload = vec![GAME_LINK_VERSION];
        payload.extend_from_slice(rest);
        let checksum = crc32fast::hash(&payload);
        payload.extend(checksum.to_be_bytes());
        format!(
            "{WEB_BASE_URL}#{GAME_FRAGMENT_PREFIX}{}",
            URL_SAFE_NO_PAD.encode(&payload)
        )
    } else {
        String::from_utf8_lossy(rest).into_owned()
    };
    if let Ok(LinkTarget::Game(game)) = parse_link(&text) {
        let link = game_link(&game).expect("an accepted game links again");
        if mode % 2 == 1 {
            assert_eq!(link, text);
        }
        assert_eq!(parse_link(&link), Ok(LinkTarget::Game(game)));
    }
});
