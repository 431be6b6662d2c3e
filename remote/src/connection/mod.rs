//! The transport (issue 23, feature `webrtc`): one [`Connection`] joins a room on a PeerJS
//! server, becomes its host or its guest, negotiates a WebRTC data channel with the other
//! player as PeerJS 1.5.4 does (the joiner offers; trickled candidates), and carries the
//! room's frames over it (str0m over UDP; host candidates, and server-reflexive ones from a
//! STUN server).
//!
//! The connection owns one thread; our side talks to it through [`Connection::send`] and the
//! [`LinkEvent`]s of [`Connection::events`]. Frames are BinaryPack messages or PeerJS chunks
//! as [`crate::session::RoomSession`] makes them (it splits messages over 16,300 bytes and
//! puts chunks back together); the connection carries each frame as one data-channel message
//! and turns PeerJS's close frame into [`LinkEvent::PeerLeft`].
//!
//! | file | what it holds |
//! |---|---|
//! | `error.rs` | [`LinkError`], with stable codes. |
//! | `sockets.rs` | The UDP sockets, one per host candidate, and our candidates. |
//! | `stun.rs` | STUN's Binding request and its answer's XOR-MAPPED-ADDRESS. |
//! | `gathering.rs` | Server-reflexive candidates: STUN servers asked while the room is joined. |
//! | `negotiation.rs` | PeerJS's OFFER / ANSWER / CANDIDATE payloads. |
//! | `peer.rs` | One str0m peer connection and its data channel. |
//! | `driver.rs` | The thread's loop: signalling, datagrams, commands. |

mod driver;
mod error;
mod gathering;
mod negotiation;
mod peer;
mod sockets;
mod stun;

use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::thread::JoinHandle;
use std::time::Duration;

pub use error::LinkError;

use crate::binarypack_decode::MAX_MESSAGE_BYTES;
use crate::signalling::ServerConfig;
pub use crate::signalling_client::WantedRole;
use driver::Command;

/// The web page's STUN server (PeerJS's default ICE servers), for server-reflexive candidates.
pub const DEFAULT_STUN_SERVER: &str = "stun.l.google.com:19302";

/// The most frames waiting between [`Connection::send`] and the thread.
pub const MAX_PENDING_FRAMES: usize = 1024;

/// What happened on the connection, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// We hold the room: `host` (Blue, R1), or we are the guest (Yellow).
    Role {
        /// Whether we are the room's host.
        host: bool,
    },
    /// The data channel to the other player is open: send the hello (and the host its state).
    PeerConnected,
    /// A frame from the other player, for [`crate::session::RoomSession::receive`].
    Frame(Vec<u8>),
    /// The other player left (closed, said goodbye, or stopped answering). The host waits for
    /// them to come back; the guest's connection has nothing more to do.
    PeerLeft,
    /// The connection ended with an error; no event follows.
    Failed {
        /// The stable code ([`LinkError::code`]).
        code: &'static str,
        /// The reason in English, for logs.
        detail: String,
    },
}

/// Where and how to connect.
#[derive(Clone, Debug)]
pub struct LinkConfig {
    /// The PeerJS server.
    pub server: ServerConfig,
    /// The room's name (the web page's "room").
    pub room: String,
    /// The side asked for: any for a new join, ours again for a game kept from this room.
    pub role: WantedRole,
    /// Offer 127.0.0.1 as a candidate: for two of our own clients on one machine (browsers
    /// never use loopback candidates).
    pub loopback: bool,
    /// Offer the address of the interface of the default route.
    pub interfaces: bool,
    /// STUN servers (`host:port`) asked for our sockets' addresses beyond a NAT, offered as
    /// server-reflexive candidates.
    pub stun_servers: Vec<String>,
    /// The longest wait for the STUN servers' answers, counted from the start while the
    /// room is joined; without an answer the connection goes on with its host candidates.
    pub stun_timeout: Duration,
    /// The longest wait for the signalling server's answer.
    pub signalling_timeout: Duration,
    /// The longest wait from an offer to the open data channel.
    pub connect_timeout: Duration,
}

impl LinkConfig {
    /// The room `room` on `server`, with the interface's address as the host candidate and
    /// [`DEFAULT_STUN_SERVER`] for the server-reflexive one; no STUN server when `server` is
    /// this machine or a private network's (below), so that nothing leaves it unless asked for.
    pub fn new(server: ServerConfig, room: &str) -> LinkConfig {
        let stun_servers = if is_local(&server.host) {
            Vec::new()
        } else {
            vec![DEFAULT_STUN_SERVER.to_owned()]
        };
        LinkConfig {
            server,
            room: room.to_owned(),
            role: WantedRole::Any,
            loopback: false,
            interfaces: true,
            stun_servers,
            stun_timeout: Duration::from_secs(1),
            signalling_timeout: Duration::from_secs(10),
            connect_timeout: Duration::from_secs(20),
        }
    }
}

/// Whether a PeerJS server at `host` is on this machine (loopback, `localhost`: our tests) or
/// on a private network (RFC 1918, IPv6 unique local: a test's network namespace, a LAN):
/// players who reach it are on that network, where host candidates connect them.
fn is_local(host: &str) -> bool {
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    match bare.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V4(ip)) => ip.is_loopback() || ip.is_private(),
        Ok(std::net::IpAddr::V6(ip)) => ip.is_loopback() || (ip.segments()[0] & 0xfe00) == 0xfc00,
        Err(_) => host == "localhost",
    }
}

/// One player's connection to a room: a thread of its own, frames in and out.
#[derive(Debug)]
pub struct Connection {
    commands: SyncSender<Command>,
    events: Receiver<LinkEvent>,
    thread: Option<JoinHandle<()>>,
}

impl Connection {
    /// Starts the connection's thread. Everything after this is an event, failures included.
    pub fn open(config: LinkConfig) -> Result<Connection, LinkError> {
        let (commands, commands_rx) = mpsc::sync_channel(MAX_PENDING_FRAMES);
        let (events_tx, events) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name(format!("dl-remote {}", config.room))
            .spawn(move || driver::run(config, commands_rx, events_tx))
            .map_err(|e| LinkError::Udp(e.to_string()))?;
        Ok(Connection {
            commands,
            events,
            thread: Some(thread),
        })
    }

    /// Sends one frame to the other player (dropped if no data channel is open).
    pub fn send(&self, frame: Vec<u8>) -> Result<(), LinkError> {
        self.sender().send(frame)
    }

    /// A handle that sends frames on this connection from another thread than the one that
    /// reads its events; it fails with `Closed` once the connection is closed.
    pub fn sender(&self) -> FrameSender {
        FrameSender {
            commands: self.commands.clone(),
        }
    }

    /// The connection's events.
    pub fn events(&self) -> &Receiver<LinkEvent> {
        &self.events
    }

    /// Says goodbye to the other player and the server, and waits for the thread to end
    /// (bounded: at most a few hundred milliseconds).
    pub fn close(mut self) {
        self.shut();
    }

    fn shut(&mut self) {
        // Waits for room in the queue if it is full: the thread takes up to 64 commands a
        // turn. Fails at once if the thread has ended.
        let _ = self.commands.send(Command::Close);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Sends frames on a [`Connection`] (cloneable, for another thread).
#[derive(Clone, Debug)]
pub struct FrameSender {
    commands: SyncSender<Command>,
}

impl FrameSender {
    /// Sends one frame to the other player (dropped if no data channel is open).
    pub fn send(&self, frame: Vec<u8>) -> Result<(), LinkError> {
        if frame.len() > MAX_MESSAGE_BYTES {
            return Err(LinkError::FrameTooLarge {
                len: frame.len(),
                max: MAX_MESSAGE_BYTES,
            });
        }
        self.commands
            .try_send(Command::Send(frame))
            .map_err(|e| match e {
                TrySendError::Full(_) => LinkError::QueueFull,
                TrySendError::Disconnected(_) => LinkError::Closed,
            })
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.shut();
    }
}
