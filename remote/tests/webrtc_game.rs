//! Two of our clients play through a local PeerJS server over a real WebRTC data channel
//! (feature `webrtc`): host and guest connections in one room, each driving a `RoomSession`;
//! hello both ways, the host starts a game on a built-in, both play a whole random game, and
//! both end with the same game. A guest that closes mid-game gives the host `PeerLeft`, and
//! a guest coming back connects to the host again. The
//! median time for a stone to arrive, as an applied event, on the other side is printed.
//! Loopback candidates only: no packet leaves the machine. Every wait is bounded.

mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use dl_core::{turn_limit, Action, Player};
use dl_remote::connection::{Connection, LinkConfig, LinkEvent};
use dl_remote::facts::Facts;
use dl_remote::session::{RoomEvent, RoomSession};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use support::link::{config, next_event, room_events, send};
use support::peer_server::{start, WAIT};
use support::turns::{bridge_action, random_stone, NoRegion};

/// One player: the transport and the room session it drives.
struct Side {
    link: Connection,
    session: RoomSession,
}

impl Side {
    fn send(&self, frames: Vec<Vec<u8>>) {
        send(&self.link, frames);
    }

    /// Frames received and given to the session until it reports something; that report.
    fn next_room_events(&mut self, what: &str) -> Vec<RoomEvent> {
        room_events(&self.link, &mut self.session, what)
    }
}

/// Host and guest in room `room`, connected and greeted.
fn connect(port: u16, room: &str) -> (Side, Side) {
    let (host, guest, _) = support::link::connect(|| config(port, room));
    let mut host = Side {
        link: host,
        session: RoomSession::new(Player::Blue, "Alice"),
    };
    let mut guest = Side {
        link: guest,
        session: RoomSession::new(Player::Yellow, "Bob"),
    };
    let hello = host.session.hello().unwrap();
    host.send(hello);
    let hello = guest.session.hello().unwrap();
    guest.send(hello);
    assert_eq!(
        guest.next_room_events("the host's hello"),
        [RoomEvent::PeerHello {
            name: "Alice".into(),
            color_agrees: true
        }]
    );
    assert_eq!(
        host.next_room_events("the guest's hello"),
        [RoomEvent::PeerHello {
            name: "Bob".into(),
            color_agrees: true
        }]
    );
    (host, guest)
}

fn start_game(host: &mut Side, guest: &mut Side, number: u8) {
    let position = Arc::new(dl_core::builtin(number).unwrap().clone());
    let frames = host.session.start_game(position).unwrap();
    host.send(frames);
    assert_eq!(guest.next_room_events("the new game"), [RoomEvent::NewGame]);
}

/// `actor` plays `action`; the time until `other` has applied it.
fn act(actor: &mut Side, other: &mut Side, action: Action) -> Duration {
    let frames = actor.session.play(action).unwrap();
    let sent = Instant::now();
    actor.send(frames);
    let events = other.next_room_events("the peer's move");
    let took = sent.elapsed();
    assert!(
        matches!(events.as_slice(), [RoomEvent::PeerMoves { .. }]),
        "{action:?} gave {events:?}"
    );
    took
}

/// A random legal turn of the side to move: a stone (on a region cell when there is one, so
/// it stays, R4.3), sometimes a bridge, the end of the turn. The stone's arrival time.
fn play_turn(host: &mut Side, guest: &mut Side, rng: &mut SmallRng) -> Duration {
    let (actor, other) = if host.session.game().unwrap().to_move() == Player::Blue {
        (host, guest)
    } else {
        (guest, host)
    };
    let place = random_stone(actor.session.game().unwrap(), rng, NoRegion::Random);
    let stone = act(actor, other, place);
    let bridges = actor.session.game().unwrap().legal_bridges();
    if !bridges.is_empty() && rng.random_bool(0.8) {
        let bridge = bridges[rng.random_range(0..bridges.len())];
        act(actor, other, bridge_action(bridge));
    }
    act(actor, other, Action::EndTurn);
    stone
}

#[test]
fn two_clients_play_a_whole_game_over_a_webrtc_data_channel() {
    let server = start(&[]);
    let began = Instant::now();
    let (mut host, mut guest) = connect(server.port, "webrtc-game");
    let connected = began.elapsed();
    start_game(&mut host, &mut guest, 1);
    let mut rng = SmallRng::seed_from_u64(23);
    let limit = turn_limit(host.session.game().unwrap().rounds(), 0);
    let mut stones = Vec::new();
    while !host.session.game().unwrap().is_over() {
        let turn = host.session.game().unwrap().turn_number();
        assert!(
            turn <= limit,
            "the game went past its longest possible length of {limit} turns"
        );
        stones.push(play_turn(&mut host, &mut guest, &mut rng));
    }
    let (h, g) = (host.session.game().unwrap(), guest.session.game().unwrap());
    assert_eq!(Facts::of_game(h), Facts::of_game(g));
    assert!(g.is_over());
    stones.sort();
    let median = stones[stones.len() / 2];
    eprintln!(
        "webrtc: connected in {connected:?}; {} stones, median arrival {median:?}, max {:?}; whole game {:?}",
        stones.len(),
        stones[stones.len() - 1],
        began.elapsed()
    );
    assert!(
        median <= Duration::from_millis(50),
        "a stone took {median:?} (median) to arrive, over the 50 ms of issue 23"
    );
    guest.link.close();
    assert_eq!(
        next_event(&host.link, "the guest leaving"),
        LinkEvent::PeerLeft
    );
    host.link.close();
}

#[test]
fn a_guest_that_closes_mid_game_gives_the_host_peer_left() {
    let server = start(&[]);
    let (mut host, mut guest) = connect(server.port, "webrtc-leave");
    start_game(&mut host, &mut guest, 4);
    let mut rng = SmallRng::seed_from_u64(4);
    for _ in 0..3 {
        play_turn(&mut host, &mut guest, &mut rng);
    }
    let Side { link, .. } = guest;
    link.close();
    assert_eq!(
        next_event(&host.link, "the guest leaving"),
        LinkEvent::PeerLeft
    );
    // The host stays in the room: a guest coming back gets a new data channel, and the host's
    // frames reach it.
    let back = Connection::open(config(server.port, "webrtc-leave")).unwrap();
    assert_eq!(
        next_event(&back, "the role"),
        LinkEvent::Role { host: false }
    );
    assert_eq!(next_event(&back, "the channel"), LinkEvent::PeerConnected);
    assert_eq!(
        next_event(&host.link, "the channel again"),
        LinkEvent::PeerConnected
    );
    let hello = host.session.hello().unwrap();
    host.send(hello);
    let mut back = Side {
        link: back,
        session: RoomSession::new(Player::Yellow, "Bob"),
    };
    assert!(matches!(
        back.next_room_events("the host's hello").as_slice(),
        [RoomEvent::PeerHello { .. }]
    ));
    back.link.close();
    assert_eq!(
        next_event(&host.link, "the guest leaving again"),
        LinkEvent::PeerLeft
    );
    host.link.close();
}

#[test]
fn failures_are_events_with_stable_codes_and_a_failed_connection_refuses_frames() {
    let failure = |config: LinkConfig| {
        let link = Connection::open(config).unwrap();
        let code = match next_event(&link, "the failure") {
            LinkEvent::Failed { code, .. } => code,
            other => panic!("{other:?}"),
        };
        // The thread has ended, or is about to: frames are refused, bounded wait.
        let deadline = Instant::now() + WAIT;
        while link.send(vec![0xc0]).is_ok() {
            assert!(
                Instant::now() < deadline,
                "the failed connection took frames"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(link.send(vec![0xc0]).unwrap_err().code(), "link_closed");
        link.close();
        code
    };
    let port = support::peer_server::free_port();
    let mut nobody = config(port, "nobody");
    nobody.signalling_timeout = Duration::from_secs(2);
    assert_eq!(failure(nobody), "signalling_unreachable");
    assert_eq!(failure(config(port, "")), "room_bad_name");
    let link = Connection::open(config(port, "x")).unwrap();
    assert_eq!(
        link.send(vec![0; 300 * 1024]).unwrap_err().code(),
        "link_frame_too_large"
    );
}
