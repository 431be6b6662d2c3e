//! Two room sessions (host and guest) talking through frames in memory — the transport left
//! out: they greet, chat, and play whole random games on several built-ins, each side's
//! actions checked by the other; both end with the same game. A hostile script's frames are
//! each refused as an event, the game unchanged.

mod support;

use std::sync::Arc;

use dl_core::{turn_limit, Action, Game, Player};
use dl_remote::chunking::close_frame;
use dl_remote::facts::Facts;
use dl_remote::session::{RoomEvent, RoomSession};
use dl_remote::{encode, write_web_state, RoomMessage, Value};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use support::turns::{bridge_action, random_stone, NoRegion};

fn deliver(frames: Vec<Vec<u8>>, to: &mut RoomSession) -> Vec<RoomEvent> {
    frames.iter().flat_map(|f| to.receive(f)).collect()
}

/// Plays `action` on the actor's session and delivers it; the receiver must see it as moves.
fn act(actor: &mut RoomSession, other: &mut RoomSession, action: Action) {
    let frames = actor.play(action).unwrap();
    let events = deliver(frames, other);
    assert!(
        matches!(events.as_slice(), [RoomEvent::PeerMoves { .. }]),
        "{action:?} gave {events:?}"
    );
}

fn play_game(number: u8, seed: u64) {
    let mut host = RoomSession::new(Player::Blue, "Alice");
    let mut guest = RoomSession::new(Player::Yellow, "Bob");
    let hello = host.hello().unwrap();
    assert_eq!(
        deliver(hello, &mut guest),
        [RoomEvent::PeerHello {
            name: "Alice".into(),
            color_agrees: true
        }]
    );
    let hello = guest.hello().unwrap();
    assert_eq!(
        deliver(hello, &mut host),
        [RoomEvent::PeerHello {
            name: "Bob".into(),
            color_agrees: true
        }]
    );
    let chat = guest.chat("hi Alice, Bob here").unwrap();
    assert_eq!(
        deliver(chat, &mut host),
        [RoomEvent::Chat {
            name: "Bob".into(),
            text: "hi Alice, Bob here".into()
        }]
    );
    let position = Arc::new(dl_core::builtin(number).unwrap().clone());
    let frames = host.start_game(position).unwrap();
    assert_eq!(deliver(frames, &mut guest), [RoomEvent::NewGame]);

    let mut rng = SmallRng::seed_from_u64(seed);
    let rounds = host.game().unwrap().rounds();
    let limit = turn_limit(rounds, 0);
    loop {
        let game = host.game().unwrap();
        if game.is_over() {
            break;
        }
        assert!(
            game.turn_number() <= limit,
            "position {number}: past the game's longest possible length of {limit} turns"
        );
        let (actor, other) = if game.to_move() == Player::Blue {
            (&mut host, &mut guest)
        } else {
            (&mut guest, &mut host)
        };
        let place = random_stone(actor.game().unwrap(), &mut rng, NoRegion::First);
        act(actor, other, place);
        if let Some(bridge) = actor.game().unwrap().legal_bridges().first().copied() {
            act(actor, other, bridge_action(bridge));
        }
        act(actor, other, Action::EndTurn);
    }
    let (h, g) = (host.game().unwrap(), guest.game().unwrap());
    assert_eq!(Facts::of_game(h), Facts::of_game(g));
    assert!(g.is_over());
}

#[test]
fn host_and_guest_play_whole_games_and_end_with_the_same_game() {
    for (number, seed) in [(1, 1), (5, 2), (8, 3), (12, 4)] {
        play_game(number, seed);
    }
}

#[test]
fn each_side_acts_only_on_its_turn_and_only_the_host_starts_games() {
    let mut host = RoomSession::new(Player::Blue, "Alice");
    let mut guest = RoomSession::new(Player::Yellow, "Bob");
    assert_eq!(
        guest.play(Action::EndTurn).unwrap_err().code(),
        "session_no_game"
    );
    let position = Arc::new(dl_core::builtin(2).unwrap().clone());
    assert_eq!(
        guest.start_game(Arc::clone(&position)).unwrap_err().code(),
        "session_not_host"
    );
    deliver(host.start_game(position).unwrap(), &mut guest);
    assert_eq!(
        guest.play(Action::EndTurn).unwrap_err().code(),
        "session_not_our_turn"
    );
    assert_eq!(
        host.play(Action::EndTurn).unwrap_err().code(),
        "no_stone_placed"
    );
}

#[test]
fn a_take_back_reaches_the_other_side() {
    let mut host = RoomSession::new(Player::Blue, "Alice");
    let mut guest = RoomSession::new(Player::Yellow, "Bob");
    deliver(
        host.start_game(Arc::new(dl_core::builtin(1).unwrap().clone()))
            .unwrap(),
        &mut guest,
    );
    let (cell, colors) = host.game().unwrap().context().placement_targets()[0];
    let color = colors.iter().next().unwrap();
    deliver(
        host.play(Action::Place { cell, color }).unwrap(),
        &mut guest,
    );
    let events = deliver(host.undo().unwrap(), &mut guest);
    assert_eq!(
        events,
        [RoomEvent::PeerMoves {
            undone: 1,
            actions: vec![]
        }]
    );
    assert_eq!(
        Facts::of_game(guest.game().unwrap()),
        Facts::of_game(host.game().unwrap())
    );
}

#[test]
fn a_hostile_scripts_frames_are_each_refused_and_the_game_is_unchanged() {
    let mut host = RoomSession::new(Player::Blue, "Alice");
    let mut guest = RoomSession::new(Player::Yellow, "Bob");
    deliver(
        host.start_game(Arc::new(dl_core::builtin(3).unwrap().clone()))
            .unwrap(),
        &mut guest,
    );
    // Blue's honest first turn.
    let (cell, colors) = host.game().unwrap().context().placement_targets()[0];
    let color = colors.iter().next().unwrap();
    deliver(
        host.play(Action::Place { cell, color }).unwrap(),
        &mut guest,
    );
    deliver(host.play(Action::EndTurn).unwrap(), &mut guest);
    // Now the host is hostile: it may not move on Yellow's turn, nor forge anything.
    let honest: Game = host.game().unwrap().clone();
    let before = guest.game().unwrap().clone();
    let sync = |state: dl_remote::WebState| {
        encode(
            &RoomMessage::StateSync {
                state: Box::new(state),
            }
            .to_value(),
        )
        .unwrap()
    };
    let mut wrong_turn = write_web_state(&honest);
    wrong_turn.grid[0] = Some("blue".into());
    let mut inflated = write_web_state(&honest);
    inflated.bridge_score.blue = 9;
    let mut bad_version = write_web_state(&honest);
    bad_version.version = 7;
    let script: Vec<(&str, Vec<u8>, &str)> = vec![
        ("garbage", vec![0xc4, 0x00], "binarypack_unknown_type"),
        ("truncated", vec![0x81, 0xb1, b'a'], "binarypack_truncated"),
        (
            "no type",
            encode(&Value::Map(vec![("name".into(), Value::Str("x".into()))])).unwrap(),
            "room_no_type",
        ),
        (
            "unknown type",
            encode(&Value::Map(vec![(
                "type".into(),
                Value::Str("cheat".into()),
            )]))
            .unwrap(),
            "room_unknown_type",
        ),
        (
            "state_sync without state",
            encode(&Value::Map(vec![(
                "type".into(),
                Value::Str("state_sync".into()),
            )]))
            .unwrap(),
            "room_malformed",
        ),
        (
            "a stone on our turn",
            sync(wrong_turn),
            "snapshot_wrong_side",
        ),
        ("a forged score", sync(inflated), "snapshot_wrong_side"),
        (
            "a wrong version",
            sync(bad_version),
            "snapshot_wrong_version",
        ),
    ];
    for (name, frame, code) in script {
        let events = guest.receive(&frame);
        match events.as_slice() {
            [RoomEvent::Refused { code: got, .. }] => assert_eq!(*got, code, "{name}"),
            other => panic!("{name}: {other:?}"),
        }
        assert_eq!(guest.game().unwrap(), &before, "{name} changed the game");
    }
    assert_eq!(guest.receive(&close_frame()), [RoomEvent::Closed]);
}
