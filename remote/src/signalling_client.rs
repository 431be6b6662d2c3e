//! A blocking PeerJS signalling client with the room's id logic (issue 23): claim
//! `divloyalties-R-host`; if the server says the id is taken, open again with a random id and
//! be the guest. Every wait is bounded by a deadline; frames are bounded in size; heartbeats go
//! out every [`HEARTBEAT_SECONDS`] while the client reads.
//!
//! `ws://`, and `wss://` (PeerJS's public server) with the feature `tls`
//! (`signalling_tls`).

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::io;
use std::net::{TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use tungstenite::handshake::HandshakeError;
use tungstenite::protocol::WebSocketConfig;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

use crate::room::{host_peer_id, BadRoomName};
use crate::signalling::{ServerConfig, Signal, HEARTBEAT_SECONDS, MAX_SIGNAL_BYTES};

/// How long one blocking read waits before the client looks at its deadline and heartbeat.
const POLL: Duration = Duration::from_millis(50);

/// Which side of the room this client is (R1: the host plays Blue).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Holds `divloyalties-R-host`: Blue, chooses the position.
    Host,
    /// Came second: Yellow, connects to the host.
    Guest,
}

/// Why the signalling client failed. Every variant has a stable [`ClientError::code`].
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// The room name cannot make a PeerJS id.
    #[error(transparent)]
    BadRoom(#[from] BadRoomName),
    /// `wss://` servers need TLS: the feature `tls` is off in this build.
    #[error("secure servers (wss://) need the feature `tls`")]
    TlsUnsupported,
    /// No TCP connection to the server.
    #[error("the server {address} could not be reached: {detail}")]
    Unreachable {
        /// host:port.
        address: String,
        /// What the system said.
        detail: String,
    },
    /// The WebSocket handshake failed.
    #[error("the WebSocket handshake failed: {0}")]
    Handshake(String),
    /// The id is held by another client.
    #[error("the id is taken")]
    IdTaken,
    /// The server does not know the API key.
    #[error("the server refused the API key: {0}")]
    InvalidKey(String),
    /// The server reported an error.
    #[error("the server reported an error: {0}")]
    Server(String),
    /// The server did not say OPEN in time.
    #[error("no answer from the server within {0:?}")]
    Timeout(Duration),
    /// The server closed the socket.
    #[error("the server closed the connection")]
    Closed,
    /// Another socket error.
    #[error("socket error: {0}")]
    Socket(String),
}

impl ClientError {
    /// A stable code for logs, the connection state and tests.
    pub fn code(&self) -> &'static str {
        match self {
            ClientError::BadRoom(e) => e.code(),
            ClientError::TlsUnsupported => "signalling_tls_unsupported",
            ClientError::Unreachable { .. } => "signalling_unreachable",
            ClientError::Handshake(_) => "signalling_handshake",
            ClientError::IdTaken => "signalling_id_taken",
            ClientError::InvalidKey(_) => "signalling_invalid_key",
            ClientError::Server(_) => "signalling_server_error",
            ClientError::Timeout(_) => "signalling_timeout",
            ClientError::Closed => "signalling_closed",
            ClientError::Socket(_) => "signalling_socket",
        }
    }
}

/// An open signalling socket, with the id the server gave us.
pub struct SignallingClient {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
    id: String,
    next_heartbeat: Instant,
}

impl std::fmt::Debug for SignallingClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SignallingClient")
            .field("id", &self.id)
            .finish()
    }
}

/// The side a client asks for when it opens a room: a new join takes either; a player
/// coming back to a game kept from this room keeps their side, whoever is there first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WantedRole {
    /// The first to arrive hosts, the second joins (the web page's rule).
    #[default]
    Any,
    /// Claims `divloyalties-R-host` only: [`ClientError::IdTaken`] while the server still
    /// holds it (our own earlier registration, or another host), to be tried again later.
    Host,
    /// Never claims the host's id: a random id that connects to the host, even when the
    /// host is away (then the offer finds nobody and the caller tries again later).
    Guest,
}

/// Opens the room `room` on `config`: the host's id if free, else a random id as the guest.
pub fn join_room(
    config: &ServerConfig,
    room: &str,
    timeout: Duration,
) -> Result<(Role, SignallingClient), ClientError> {
    join_room_as(config, room, WantedRole::Any, timeout)
}

/// Opens the room `room` on `config` with the side `wanted`: see [`WantedRole`].
pub fn join_room_as(
    config: &ServerConfig,
    room: &str,
    wanted: WantedRole,
    timeout: Duration,
) -> Result<(Role, SignallingClient), ClientError> {
    let host_id = host_peer_id(room)?;
    let guest = |config: &ServerConfig| {
        let client = SignallingClient::open(config, &random_peer_id(), &random_token(), timeout)?;
        Ok((Role::Guest, client))
    };
    if wanted == WantedRole::Guest {
        return guest(config);
    }
    match SignallingClient::open(config, &host_id, &random_token(), timeout) {
        Ok(client) => Ok((Role::Host, client)),
        Err(ClientError::IdTaken) if wanted == WantedRole::Any => guest(config),
        Err(e) => Err(e),
    }
}

impl SignallingClient {
    /// Opens a socket for `id` and waits, at most `timeout`, for the server's `OPEN`.
    pub fn open(
        config: &ServerConfig,
        id: &str,
        token: &str,
        timeout: Duration,
    ) -> Result<SignallingClient, ClientError> {
        if config.secure && !cfg!(feature = "tls") {
            return Err(ClientError::TlsUnsupported);
        }
        let deadline = Instant::now() + timeout;
        let stream = wrap(connect(config, timeout)?, config)?;
        let url = config.socket_url(id, token);
        let ws_config = WebSocketConfig::default()
            .max_message_size(Some(MAX_SIGNAL_BYTES))
            .max_frame_size(Some(MAX_SIGNAL_BYTES));
        let mut attempt =
            tungstenite::client::client_with_config(url.as_str(), stream, Some(ws_config));
        // The stream has a short read timeout: the handshake may be interrupted; resume it
        // until the deadline.
        let socket = loop {
            match attempt {
                Ok((socket, _response)) => break socket,
                Err(HandshakeError::Interrupted(mid)) if Instant::now() < deadline => {
                    attempt = mid.handshake();
                }
                Err(HandshakeError::Interrupted(_)) => return Err(ClientError::Timeout(timeout)),
                Err(HandshakeError::Failure(e)) => {
                    return Err(ClientError::Handshake(e.to_string()))
                }
            }
        };
        let mut client = SignallingClient {
            socket,
            id: id.to_owned(),
            next_heartbeat: Instant::now() + Duration::from_secs(HEARTBEAT_SECONDS),
        };
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match client.recv(left)? {
                Some(Signal::Open) => return Ok(client),
                Some(Signal::IdTaken { .. }) => return Err(ClientError::IdTaken),
                Some(Signal::InvalidKey { payload }) => {
                    return Err(ClientError::InvalidKey(payload.msg))
                }
                Some(Signal::Error { payload }) => return Err(ClientError::Server(payload.msg)),
                Some(_) => {}
                None => return Err(ClientError::Timeout(timeout)),
            }
        }
    }

    /// How long one blocking read waits (50 ms unless set): the connection's loop sets it
    /// to a millisecond, so that `recv(Duration::ZERO)` only looks at what is there.
    pub fn set_read_poll(&mut self, poll: Duration) -> Result<(), ClientError> {
        tcp(self.socket.get_ref())?
            .set_read_timeout(Some(poll.max(Duration::from_millis(1))))
            .map_err(|e| ClientError::Socket(e.to_string()))
    }

    /// Our peer id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Sends a message to the server.
    pub fn send(&mut self, signal: &Signal) -> Result<(), ClientError> {
        self.socket
            .send(Message::text(signal.to_text()))
            .map_err(socket_error)
    }

    /// The next message from the server, or `None` if none came within `timeout`. Sends the
    /// heartbeat when it is due; skips frames that are not signalling messages (as PeerJS
    /// does).
    pub fn recv(&mut self, timeout: Duration) -> Result<Option<Signal>, ClientError> {
        let deadline = Instant::now() + timeout;
        loop {
            if Instant::now() >= self.next_heartbeat {
                self.next_heartbeat = Instant::now() + Duration::from_secs(HEARTBEAT_SECONDS);
                self.send(&Signal::Heartbeat)?;
            }
            match self.socket.read() {
                Ok(Message::Text(text)) => {
                    if let Ok(signal) = Signal::from_text(text.as_str()) {
                        return Ok(Some(signal));
                    }
                }
                Ok(Message::Close(_)) => return Err(ClientError::Closed),
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) => {}
                Err(e) => return Err(socket_error(e)),
            }
            if Instant::now() >= deadline {
                return Ok(None);
            }
        }
    }

    /// Closes the socket politely (the server then forgets our id).
    pub fn close(mut self) {
        let _ = self.socket.close(None);
        let _ = self.socket.flush();
    }
}

fn socket_error(e: tungstenite::Error) -> ClientError {
    match e {
        tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed => {
            ClientError::Closed
        }
        other => ClientError::Socket(other.to_string()),
    }
}

/// The socket under the TLS layer, if any.
fn tcp(stream: &MaybeTlsStream<TcpStream>) -> Result<&TcpStream, ClientError> {
    match stream {
        #[cfg(feature = "tls")]
        MaybeTlsStream::Rustls(tls) => Ok(tls.get_ref()),
        MaybeTlsStream::Plain(tcp) => Ok(tcp),
        // Another TLS of tungstenite's (native-tls) is never made here.
        #[allow(unreachable_patterns)]
        _ => Err(ClientError::Socket("not a stream of ours".to_owned())),
    }
}

/// The connected socket, in TLS when the server is `wss://`.
fn wrap(
    stream: TcpStream,
    config: &ServerConfig,
) -> Result<MaybeTlsStream<TcpStream>, ClientError> {
    #[cfg(feature = "tls")]
    if config.secure {
        return crate::signalling_tls::wrap(stream, &config.host);
    }
    let _ = config;
    Ok(MaybeTlsStream::Plain(stream))
}

fn connect(config: &ServerConfig, timeout: Duration) -> Result<TcpStream, ClientError> {
    let address = format!("{}:{}", config.host, config.port);
    let unreachable = |detail: String| ClientError::Unreachable {
        address: address.clone(),
        detail,
    };
    let addrs = (config.host.as_str(), config.port)
        .to_socket_addrs()
        .map_err(|e| unreachable(e.to_string()))?;
    let mut last = String::from("no address");
    // A host name resolves to a handful of addresses at most; try at most 8.
    for addr in addrs.take(8) {
        match TcpStream::connect_timeout(&addr, timeout) {
            Ok(stream) => {
                let setup = stream
                    .set_read_timeout(Some(POLL))
                    .and_then(|()| stream.set_write_timeout(Some(timeout)))
                    .and_then(|()| stream.set_nodelay(true));
                return setup
                    .map(|()| stream)
                    .map_err(|e| unreachable(e.to_string()));
            }
            Err(e) => last = e.to_string(),
        }
    }
    Err(unreachable(last))
}

/// 64 random bits (std's randomly keyed hasher over a counter and the clock; ids and tokens
/// need to be unpredictable enough not to collide, not secret).
fn random_u64() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_u128(nanos);
    hasher.finish()
}

/// A random id in the form of the ids the PeerJS server hands out (a UUID v4).
pub fn random_peer_id() -> String {
    let (a, b) = (random_u64(), random_u64());
    let hex = format!("{a:016x}{b:016x}");
    let part = |r: std::ops::Range<usize>| hex.get(r).unwrap_or("0").to_owned();
    format!(
        "{}-{}-4{}-a{}-{}",
        part(0..8),
        part(8..12),
        part(13..16),
        part(17..20),
        part(20..32)
    )
}

/// A random session token like PeerJS's (`Math.random().toString(36).slice(2)`).
pub fn random_token() -> String {
    let mut n = random_u64();
    let mut out = String::new();
    for _ in 0..11 {
        let digit = (n % 36) as u32;
        n /= 36;
        out.push(char::from_digit(digit, 36).unwrap_or('0'));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::is_valid_peer_id;

    #[test]
    fn random_ids_and_tokens_are_valid_and_differ() {
        let a = random_peer_id();
        let b = random_peer_id();
        assert_ne!(a, b);
        assert!(is_valid_peer_id(&a), "{a}");
        assert_eq!(a.len(), 36);
        let t = random_token();
        assert_eq!(t.len(), 11);
        assert!(t.chars().all(|c| c.is_ascii_alphanumeric()));
    }

    // Without TLS only: with it, this would reach for PeerJS's public server.
    #[cfg(not(feature = "tls"))]
    #[test]
    fn a_secure_server_is_refused_without_the_tls_feature() {
        let err = SignallingClient::open(
            &ServerConfig::default(),
            "x",
            "y",
            Duration::from_millis(10),
        )
        .unwrap_err();
        assert_eq!(err.code(), "signalling_tls_unsupported");
    }
}
