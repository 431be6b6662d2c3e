//! A room's received frames on arbitrary bytes (issue 23): BinaryPack with PeerJS's chunking,
//! the room's messages, and every snapshot checked against a game in progress and against no
//! game. Never panics; a refused snapshot leaves the game as it was; an accepted one is a game
//! whose own snapshot is accepted back unchanged.
#![no_main]

use std::sync::{Arc, OnceLock};

use dl_core::{Game, Player};
use dl_remote::chunking::{Incoming, Reassembler};
use dl_remote::{check_snapshot, write_web_state, Accepted, RoomMessage};
use libfuzzer_sys::fuzz_target;

/// Up the Stairs after one turn of Blue: Yellow to move.
fn game() -> &'static Game {
    static GAME: OnceLock<Game> = OnceLock::new();
    GAME.get_or_init(|| {
        let position = Arc::new(dl_core::builtin(1).expect("built-in 1").clone());
        let mut game = Game::new(position, dl_core::Rounds::Four);
        let (cell, colors) = game.context().placement_targets()[0];
        game.place(cell, colors.iter().next().expect("a colour"))
            .expect("legal");
        game.end_turn().expect("legal");
        game
    })
}

fuzz_target!(|data: &[u8]| {
    let mut reassembler = Reassembler::new();
    // Up to 8 frames (split at each 0xfe byte), through one reassembler.
    for frame in data.split(|b| *b == 0xfe).take(8) {
        let Ok(Incoming::Message(value)) = reassembler.receive(frame) else {
            continue;
        };
        let Ok(RoomMessage::StateSync { state }) = RoomMessage::from_value(&value) else {
            continue;
        };
        for current in [None, Some(game())] {
            for peer in Player::BOTH {
                let before = current.cloned();
                match check_snapshot(current, peer, &state) {
                    Ok(Accepted::Moves { game, .. }) | Ok(Accepted::NewGame { game }) => {
                        let again = check_snapshot(Some(&game), peer, &write_web_state(&game));
                        assert_eq!(again, Ok(Accepted::Unchanged));
                    }
                    Ok(Accepted::Unchanged) | Err(_) => {}
                }
                assert_eq!(current.cloned(), before);
            }
        }
    }
});
