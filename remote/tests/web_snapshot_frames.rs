//! The captured game of the fixture (tests/data/wire): Alice (host, Blue) chose "Up the
//! Stairs", placed a blue stone on (13, 3), ended her turn; Bob (Yellow) placed a yellow stone
//! on (12, 4) and ended his. Our game played the same way writes the same five state_sync
//! frames byte for byte, and our checker accepts the page's frames as exactly those actions.

use std::fs;
use std::path::Path;
use std::sync::Arc;

use dl_core::{Action, Cell, Color, Game, Player, Rounds};
use dl_remote::facts::Facts;
use dl_remote::{check_snapshot, decode, write_web_state, Accepted, RoomMessage};

fn frame(name: &str) -> Vec<u8> {
    fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/wire")
            .join(name),
    )
    .unwrap()
}

fn sync_frame(game: &Game) -> Vec<u8> {
    let message = RoomMessage::StateSync {
        state: Box::new(write_web_state(game)),
    };
    let mut id = 1;
    let frames = message.to_frames(&mut id).unwrap();
    assert_eq!(frames.len(), 1, "a state_sync is never chunked");
    frames.into_iter().next().unwrap()
}

/// The captured game, step by step: the action and the frame the page sent after it.
fn steps() -> Vec<(Option<Action>, &'static str)> {
    vec![
        (None, "02-A-state_sync.bin"),
        (
            Some(Action::Place {
                cell: Cell::new(13, 3),
                color: Color::Blue,
            }),
            "03-A-state_sync.bin",
        ),
        (Some(Action::EndTurn), "04-A-state_sync.bin"),
        (
            Some(Action::Place {
                cell: Cell::new(12, 4),
                color: Color::Yellow,
            }),
            "07-B-state_sync.bin",
        ),
        (Some(Action::EndTurn), "08-B-state_sync.bin"),
    ]
}

fn up_the_stairs() -> Game {
    let position = dl_core::builtin(1).unwrap().clone();
    Game::new(Arc::new(position), Rounds::Four)
}

#[test]
fn our_game_writes_the_pages_state_sync_frames_byte_for_byte() {
    let mut game = up_the_stairs();
    for (action, name) in steps() {
        if let Some(action) = action {
            game.apply(action).unwrap();
        }
        assert_eq!(sync_frame(&game), frame(name), "{name}");
    }
}

#[test]
fn the_pages_frames_are_accepted_as_exactly_the_moves_played() {
    let mut ours: Option<Game> = None;
    for (action, name) in steps() {
        let value = decode(&frame(name)).unwrap();
        let RoomMessage::StateSync { state } = RoomMessage::from_value(&value).unwrap() else {
            panic!("{name} is not a state_sync");
        };
        // Alice's frames come from Blue, Bob's from Yellow.
        let peer = if name.contains("-A-") {
            Player::Blue
        } else {
            Player::Yellow
        };
        let accepted = check_snapshot(ours.as_ref(), peer, &state).unwrap();
        let game = match (action, accepted) {
            (None, Accepted::NewGame { game }) => game,
            (
                Some(action),
                Accepted::Moves {
                    undone,
                    actions,
                    game,
                },
            ) => {
                assert_eq!((undone, actions), (0, vec![action]), "{name}");
                game
            }
            (action, other) => panic!("{name}: {action:?} gave {other:?}"),
        };
        assert_eq!(game.rounds(), Rounds::Four);
        ours = Some(*game);
    }
    let mut expected = up_the_stairs();
    for (action, _) in steps() {
        if let Some(action) = action {
            expected.apply(action).unwrap();
        }
    }
    let ours = ours.unwrap();
    assert_eq!(Facts::of_game(&ours), Facts::of_game(&expected));
    assert_eq!(ours.actions(), expected.actions());
}

#[test]
fn hello_and_chat_frames_read_and_write_back_the_same_bytes() {
    let cases = [
        (
            "01-A-hello.bin",
            RoomMessage::Hello {
                name: "Alice".into(),
                color: "blue".into(),
            },
        ),
        (
            "06-B-hello.bin",
            RoomMessage::Hello {
                name: "Bob".into(),
                color: "yellow".into(),
            },
        ),
        (
            "05-A-chat.bin",
            RoomMessage::Chat {
                name: "Alice".into(),
                text: "hello from Alice".into(),
            },
        ),
        (
            "09-B-chat.bin",
            RoomMessage::Chat {
                name: "Bob".into(),
                text: "hi Alice, Bob here".into(),
            },
        ),
    ];
    for (name, message) in cases {
        let bytes = frame(name);
        assert_eq!(
            RoomMessage::from_value(&decode(&bytes).unwrap()).unwrap(),
            message,
            "{name}"
        );
        let mut id = 1;
        assert_eq!(message.to_frames(&mut id).unwrap(), vec![bytes], "{name}");
    }
}

#[test]
fn a_repeated_frame_changes_nothing() {
    let mut game = up_the_stairs();
    game.apply(steps()[1].0.unwrap()).unwrap();
    let value = decode(&frame("03-A-state_sync.bin")).unwrap();
    let RoomMessage::StateSync { state } = RoomMessage::from_value(&value).unwrap() else {
        panic!()
    };
    assert_eq!(
        check_snapshot(Some(&game), Player::Blue, &state).unwrap(),
        Accepted::Unchanged
    );
}
