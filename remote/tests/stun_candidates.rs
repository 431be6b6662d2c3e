//! Server-reflexive candidates (feature `webrtc`): our clients ask a STUN server for their
//! sockets' addresses beyond a NAT and offer them as `srflx` candidates, and the connection
//! still opens and plays; a STUN server that never answers delays it by at most the
//! configured wait.
//!
//! The STUN responder is written here (its own encoding, not the crate's) on 127.0.0.1. It
//! plays a NAT: each client socket that asks gets, as its mapped address, a socket the test
//! binds for it (its "outside"). The other side's ICE agent then sends connectivity checks to
//! that outside address, which proves that the candidate was gathered, offered through the
//! signalling server and used. The game itself runs over the host candidates on loopback; no
//! packet leaves the machine. Every wait is bounded.

mod support;

use std::net::{SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use dl_core::{Action, Player};
use dl_remote::connection::{Connection, LinkConfig};
use dl_remote::facts::Facts;
use dl_remote::session::{RoomEvent, RoomSession};
use dl_remote::signalling::ServerConfig;
use support::link::{room_events, send};
use support::peer_server::{start, WAIT};

const MAGIC_COOKIE: [u8; 4] = [0x21, 0x12, 0xa4, 0x42];

/// What the responder saw.
#[derive(Default)]
struct Seen {
    /// Binding requests answered, by the client socket that sent them.
    requests: Vec<SocketAddr>,
    /// Each client socket's outside address, with the datagrams that came to it.
    outside: Vec<(SocketAddr, SocketAddr, usize)>,
}

/// A STUN server on 127.0.0.1 that answers (or, when `silent`, only counts) Binding requests.
struct Responder {
    addr: SocketAddr,
    seen: Arc<Mutex<Seen>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

/// A Binding success response to `request` mapping to `mapped` (IPv4): XOR-MAPPED-ADDRESS.
fn success(request: &[u8], mapped: SocketAddr) -> Vec<u8> {
    let SocketAddr::V4(mapped) = mapped else {
        panic!("IPv4 only")
    };
    let mut out = vec![0x01, 0x01, 0x00, 0x0c];
    out.extend(MAGIC_COOKIE);
    out.extend(&request[8..20]);
    out.extend([0x00, 0x20, 0x00, 0x08, 0x00, 0x01]);
    out.extend((mapped.port() ^ 0x2112).to_be_bytes());
    for (byte, key) in mapped.ip().octets().iter().zip(MAGIC_COOKIE) {
        out.push(byte ^ key);
    }
    out
}

impl Responder {
    fn start(silent: bool) -> Responder {
        let socket = UdpSocket::bind("127.0.0.1:0").unwrap();
        socket
            .set_read_timeout(Some(Duration::from_millis(2)))
            .unwrap();
        let addr = socket.local_addr().unwrap();
        let seen = Arc::new(Mutex::new(Seen::default()));
        let stop = Arc::new(AtomicBool::new(false));
        let (seen_in, stop_in) = (seen.clone(), stop.clone());
        let thread = std::thread::spawn(move || {
            let mut outside: Vec<(SocketAddr, UdpSocket)> = Vec::new();
            let mut buf = [0u8; 2048];
            // At most 60 s of 2 ms reads; the test stops it long before.
            for _ in 0..30_000 {
                if stop_in.load(Ordering::Relaxed) {
                    return;
                }
                if let Ok((n, from)) = socket.recv_from(&mut buf) {
                    let request = &buf[..n];
                    let binding = n == 20 && request[..4] == [0, 1, 0, 0];
                    if binding && request[4..8] == MAGIC_COOKIE {
                        seen_in.lock().unwrap().requests.push(from);
                        if !silent {
                            if !outside.iter().any(|(client, _)| *client == from) {
                                let nat = UdpSocket::bind("127.0.0.1:0").unwrap();
                                nat.set_nonblocking(true).unwrap();
                                let mapped = nat.local_addr().unwrap();
                                seen_in.lock().unwrap().outside.push((from, mapped, 0));
                                outside.push((from, nat));
                            }
                            let (_, nat) = outside.iter().find(|(c, _)| *c == from).unwrap();
                            let reply = success(request, nat.local_addr().unwrap());
                            socket.send_to(&reply, from).unwrap();
                        }
                    }
                }
                for (client, nat) in &outside {
                    while nat.recv_from(&mut buf).is_ok() {
                        let mut seen = seen_in.lock().unwrap();
                        let entry = seen.outside.iter_mut().find(|(c, _, _)| c == client);
                        entry.unwrap().2 += 1;
                    }
                }
            }
            panic!("the STUN responder ran for 60 s without being stopped");
        });
        Responder {
            addr,
            seen,
            stop,
            thread: Some(thread),
        }
    }

    fn stop(mut self) -> Seen {
        self.stop.store(true, Ordering::Relaxed);
        self.thread.take().unwrap().join().unwrap();
        std::mem::take(&mut *self.seen.lock().unwrap())
    }
}

/// Host and guest in `room`, with `stun` as their STUN server: connected; the time from
/// opening the guest to its open channel.
fn connect(port: u16, room: &str, stun: SocketAddr) -> (Connection, Connection, Duration) {
    support::link::connect(|| {
        let mut config = support::link::config(port, room);
        config.stun_servers = vec![stun.to_string()];
        config.stun_timeout = Duration::from_secs(1);
        config
    })
}

/// Hello both ways, a game on built-in 1, and four turns of a stone each: the room plays.
fn play(host: &Connection, guest: &Connection) {
    let mut blue = RoomSession::new(Player::Blue, "Alice");
    let mut yellow = RoomSession::new(Player::Yellow, "Bob");
    send(host, blue.hello().unwrap());
    send(guest, yellow.hello().unwrap());
    assert!(matches!(
        room_events(guest, &mut yellow, "the host's hello").as_slice(),
        [RoomEvent::PeerHello { .. }]
    ));
    assert!(matches!(
        room_events(host, &mut blue, "the guest's hello").as_slice(),
        [RoomEvent::PeerHello { .. }]
    ));
    let position = Arc::new(dl_core::builtin(1).unwrap().clone());
    send(host, blue.start_game(position).unwrap());
    assert_eq!(
        room_events(guest, &mut yellow, "the game"),
        [RoomEvent::NewGame]
    );
    for _ in 0..4 {
        let blue_moves = blue.game().unwrap().to_move() == Player::Blue;
        let (actor, actor_link, other, other_link) = if blue_moves {
            (&mut blue, host, &mut yellow, guest)
        } else {
            (&mut yellow, guest, &mut blue, host)
        };
        let targets = actor.game().unwrap().context().placement_targets();
        let (cell, colors) = targets[0];
        let color = colors.iter().next().unwrap();
        for action in [Action::Place { cell, color }, Action::EndTurn] {
            send(actor_link, actor.play(action).unwrap());
            let events = room_events(other_link, other, "the peer's move");
            assert!(
                matches!(events.as_slice(), [RoomEvent::PeerMoves { .. }]),
                "{action:?} gave {events:?}"
            );
        }
    }
    assert_eq!(
        Facts::of_game(blue.game().unwrap()),
        Facts::of_game(yellow.game().unwrap())
    );
    assert!(blue.game().unwrap().turn_number() > 4);
}

#[test]
fn the_web_pages_stun_server_is_the_default_except_for_a_server_on_this_machine_or_a_lan() {
    let public = LinkConfig::new(ServerConfig::default(), "oak");
    assert_eq!(public.stun_servers, ["stun.l.google.com:19302"]);
    assert_eq!(public.stun_timeout, Duration::from_secs(1));
    let local = LinkConfig::new(ServerConfig::local(9000), "oak");
    assert!(local.stun_servers.is_empty());
    let named = LinkConfig::new(
        ServerConfig::from_url("ws://localhost:9000").unwrap(),
        "oak",
    );
    assert!(named.stun_servers.is_empty());
    for private in [
        "ws://10.77.0.1:9000",
        "ws://192.168.1.20:9000",
        "ws://[fd00::1]:9000",
    ] {
        let config = LinkConfig::new(ServerConfig::from_url(private).unwrap(), "oak");
        assert!(config.stun_servers.is_empty(), "{private}");
    }
    let elsewhere = LinkConfig::new(
        ServerConfig::from_url("ws://203.0.113.9:9000").unwrap(),
        "oak",
    );
    assert_eq!(elsewhere.stun_servers, ["stun.l.google.com:19302"]);
}

#[test]
fn both_sides_offer_server_reflexive_candidates_and_the_room_plays() {
    let server = start(&[]);
    let stun = Responder::start(false);
    let (host, guest, took) = connect(server.port, "stun-room", stun.addr);
    play(&host, &guest);
    // The other side's connectivity checks reach each outside address within a while.
    let deadline = Instant::now() + WAIT;
    while stun
        .seen
        .lock()
        .unwrap()
        .outside
        .iter()
        .any(|(_, _, n)| *n == 0)
    {
        assert!(
            Instant::now() < deadline,
            "no connectivity check reached a server-reflexive address in {WAIT:?}"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    guest.close();
    host.close();
    let seen = stun.stop();
    println!(
        "srflx: {} Binding requests, checks at the outside addresses {:?}; \
         guest opened to channel in {took:?}",
        seen.requests.len(),
        seen.outside.iter().map(|(_, _, n)| n).collect::<Vec<_>>()
    );
    // One loopback socket each: two clients asked, each got its own outside address.
    assert_eq!(seen.outside.len(), 2, "{:?}", seen.requests);
    assert!(seen.requests.len() >= 2);
}

#[test]
fn a_stun_server_that_never_answers_delays_the_connection_by_at_most_its_wait() {
    let server = start(&[]);
    let stun = Responder::start(true);
    let (host, guest, took) = connect(server.port, "silent-stun", stun.addr);
    play(&host, &guest);
    guest.close();
    host.close();
    let seen = stun.stop();
    println!(
        "silent STUN: {} Binding requests unanswered; guest opened to channel in {took:?}",
        seen.requests.len()
    );
    // Both clients asked, and asked again (every 250 ms within the second).
    assert!(seen.requests.len() >= 4, "{:?}", seen.requests);
    assert!(seen.outside.is_empty());
    // The wait is 1 s from the start; the channel opens within a few hundred ms after it.
    assert!(
        took < Duration::from_millis(2500),
        "the channel took {took:?} with a silent STUN server"
    );
}
