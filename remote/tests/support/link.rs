//! What the WebRTC tests share (feature `webrtc`): a connection on loopback, its events within
//! [`WAIT`], and a host and a guest connected in one room.

use std::time::{Duration, Instant};

use dl_remote::connection::{Connection, LinkConfig, LinkEvent};
use dl_remote::session::{RoomEvent, RoomSession};
use dl_remote::signalling::ServerConfig;

use super::peer_server::WAIT;

/// A connection to room `room` on the local server at `port`: loopback candidates only, every
/// wait [`WAIT`].
pub fn config(port: u16, room: &str) -> LinkConfig {
    let mut config = LinkConfig::new(ServerConfig::local(port), room);
    config.loopback = true;
    config.interfaces = false;
    config.signalling_timeout = WAIT;
    config.connect_timeout = WAIT;
    config
}

/// The next event of `link` within [`WAIT`].
pub fn next_event(link: &Connection, what: &str) -> LinkEvent {
    link.events()
        .recv_timeout(WAIT)
        .unwrap_or_else(|e| panic!("no event within {WAIT:?} while waiting for {what}: {e}"))
}

/// Sends each of `frames` on `link`.
pub fn send(link: &Connection, frames: Vec<Vec<u8>>) {
    for frame in frames {
        link.send(frame).unwrap();
    }
}

/// The frames `link` receives, given to `session`, until it reports something; that report.
pub fn room_events(link: &Connection, session: &mut RoomSession, what: &str) -> Vec<RoomEvent> {
    let deadline = Instant::now() + WAIT;
    loop {
        assert!(
            Instant::now() < deadline,
            "nothing for {what} within {WAIT:?}"
        );
        match next_event(link, what) {
            LinkEvent::Frame(frame) => {
                let events = session.receive(&frame);
                if !events.is_empty() {
                    return events;
                }
            }
            other => panic!("{what}: {other:?}"),
        }
    }
}

/// A host and then a guest opened with `config`, in the same room: both with their roles and
/// their channel open; the time from opening the guest to its open channel.
pub fn connect(config: impl Fn() -> LinkConfig) -> (Connection, Connection, Duration) {
    let host = Connection::open(config()).unwrap();
    assert_eq!(
        next_event(&host, "the host's role"),
        LinkEvent::Role { host: true }
    );
    let began = Instant::now();
    let guest = Connection::open(config()).unwrap();
    assert_eq!(
        next_event(&guest, "the guest's role"),
        LinkEvent::Role { host: false }
    );
    assert_eq!(
        next_event(&guest, "the guest's channel"),
        LinkEvent::PeerConnected
    );
    let took = began.elapsed();
    assert_eq!(
        next_event(&host, "the host's channel"),
        LinkEvent::PeerConnected
    );
    (host, guest, took)
}
