//! The PeerJS server's signalling messages (PeerJS 1.5.4 and the npm `peer` server), as serde
//! types: JSON text frames over a WebSocket opened at
//! `ws[s]://HOST:PORT{path}peerjs?key=KEY&id=ID&token=TOKEN&version=1.5.4`.
//!
//! The server says `OPEN` when the id is ours, `ID-TAKEN` (then closes) when another client
//! holds it, `INVALID-KEY`, `ERROR`, and relays `OFFER`/`ANSWER`/`CANDIDATE`/`LEAVE` between
//! peers with `src` added; `EXPIRE` tells that a message could not be delivered. Clients send
//! `{type, payload, dst}` and a `HEARTBEAT` every 5 s. The joiner makes the offer; ICE is
//! trickled (no candidates in the SDP).

use serde::{Deserialize, Serialize};

/// PeerJS's client version, sent in the WebSocket address.
pub const PEERJS_VERSION: &str = "1.5.4";
/// PeerJS's default API key.
pub const DEFAULT_KEY: &str = "peerjs";
/// PeerJS's public cloud server, the web page's.
pub const CLOUD_HOST: &str = "0.peerjs.com";
/// Seconds between heartbeats (PeerJS's `pingInterval`).
pub const HEARTBEAT_SECONDS: u64 = 5;

/// One signalling message, in either direction.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Signal {
    /// From the server: the id is ours.
    #[serde(rename = "OPEN")]
    Open,
    /// From a client: still here.
    #[serde(rename = "HEARTBEAT")]
    Heartbeat,
    /// A session offer (the joiner's).
    #[serde(rename = "OFFER")]
    Offer {
        /// The sender's id (added by the server).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        src: Option<String>,
        /// The recipient's id.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dst: Option<String>,
        /// The offer.
        payload: OfferPayload,
    },
    /// The answer to an offer.
    #[serde(rename = "ANSWER")]
    Answer {
        /// The sender's id (added by the server).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        src: Option<String>,
        /// The recipient's id.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dst: Option<String>,
        /// The answer.
        payload: AnswerPayload,
    },
    /// A trickled ICE candidate.
    #[serde(rename = "CANDIDATE")]
    Candidate {
        /// The sender's id (added by the server).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        src: Option<String>,
        /// The recipient's id.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dst: Option<String>,
        /// The candidate.
        payload: CandidatePayload,
    },
    /// A peer left (its socket closed or it said so).
    #[serde(rename = "LEAVE")]
    Leave {
        /// Who left.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        src: Option<String>,
        /// The recipient's id.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dst: Option<String>,
    },
    /// A message to `src` could not be delivered in time.
    #[serde(rename = "EXPIRE")]
    Expire {
        /// The peer that could not be reached.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        src: Option<String>,
        /// The recipient's id.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dst: Option<String>,
    },
    /// The id asked for is held by another client (PeerJS reports `unavailable-id`).
    #[serde(rename = "ID-TAKEN")]
    IdTaken {
        /// The server's words.
        #[serde(default)]
        payload: ServerNote,
    },
    /// The API key is not known to the server.
    #[serde(rename = "INVALID-KEY")]
    InvalidKey {
        /// The server's words.
        #[serde(default)]
        payload: ServerNote,
    },
    /// Any other server error.
    #[serde(rename = "ERROR")]
    Error {
        /// The server's words.
        #[serde(default)]
        payload: ServerNote,
    },
}

/// The text of a server's error.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerNote {
    /// What the server said.
    #[serde(default)]
    pub msg: String,
}

/// A session description (`RTCSessionDescriptionInit`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionDescription {
    /// The SDP text.
    pub sdp: String,
    /// "offer" or "answer".
    #[serde(rename = "type")]
    pub kind: String,
}

/// The payload of an `OFFER` for a data connection.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferPayload {
    /// The offer.
    pub sdp: SessionDescription,
    /// "data" (or "media", which the room never uses).
    #[serde(rename = "type")]
    pub connection_type: String,
    /// `dc_…`: names the connection in every later message.
    pub connection_id: String,
    /// The data channel's label (the connection id).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Reliable and ordered (`true` in the room).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reliable: Option<bool>,
    /// "binary": BinaryPack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub serialization: Option<String>,
}

/// The payload of an `ANSWER`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AnswerPayload {
    /// The answer.
    pub sdp: SessionDescription,
    /// "data".
    #[serde(rename = "type")]
    pub connection_type: String,
    /// The offer's connection id.
    pub connection_id: String,
}

/// The payload of a `CANDIDATE`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CandidatePayload {
    /// The candidate.
    pub candidate: IceCandidate,
    /// "data".
    #[serde(rename = "type")]
    pub connection_type: String,
    /// The connection id.
    pub connection_id: String,
}

/// An ICE candidate (`RTCIceCandidateInit`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IceCandidate {
    /// The `candidate:…` line.
    pub candidate: String,
    /// The media id ("0").
    #[serde(default)]
    pub sdp_mid: Option<String>,
    /// The m-line index (0).
    #[serde(default, rename = "sdpMLineIndex")]
    pub sdp_m_line_index: Option<u16>,
    /// The ICE user fragment.
    #[serde(default)]
    pub username_fragment: Option<String>,
}

/// Largest signalling frame read, in bytes (an offer is about 700 bytes).
pub const MAX_SIGNAL_BYTES: usize = 64 * 1024;

/// Why a signalling frame was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SignalError {
    /// Larger than [`MAX_SIGNAL_BYTES`].
    #[error("a signalling message of {0} bytes is too large")]
    TooLarge(usize),
    /// Not a signalling message PeerJS knows (PeerJS ignores these).
    #[error("not a signalling message: {0}")]
    Malformed(String),
}

impl SignalError {
    /// A stable code.
    pub fn code(&self) -> &'static str {
        match self {
            SignalError::TooLarge(_) => "signal_too_large",
            SignalError::Malformed(_) => "signal_malformed",
        }
    }
}

impl Signal {
    /// Reads a text frame from the server.
    pub fn from_text(text: &str) -> Result<Signal, SignalError> {
        if text.len() > MAX_SIGNAL_BYTES {
            return Err(SignalError::TooLarge(text.len()));
        }
        serde_json::from_str(text).map_err(|e| SignalError::Malformed(e.to_string()))
    }

    /// The text frame to send.
    pub fn to_text(&self) -> String {
        // Plain strings, numbers and booleans: serialising cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Where a PeerJS server is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerConfig {
    /// Host name or address.
    pub host: String,
    /// Port.
    pub port: u16,
    /// Path, starting and ending with `/`.
    pub path: String,
    /// TLS (`wss`).
    pub secure: bool,
    /// API key.
    pub key: String,
}

impl Default for ServerConfig {
    /// PeerJS's public cloud server, as the web page uses it.
    fn default() -> ServerConfig {
        ServerConfig {
            host: CLOUD_HOST.to_owned(),
            port: 443,
            path: "/".to_owned(),
            secure: true,
            key: DEFAULT_KEY.to_owned(),
        }
    }
}

impl ServerConfig {
    /// A server on this machine without TLS (tests, `peerjs --host 127.0.0.1`).
    pub fn local(port: u16) -> ServerConfig {
        ServerConfig {
            host: "127.0.0.1".to_owned(),
            port,
            path: "/".to_owned(),
            secure: false,
            key: DEFAULT_KEY.to_owned(),
        }
    }

    /// The WebSocket address for `id` with session `token`, as PeerJS 1.5.4 builds it. Ids are
    /// PeerJS-valid (letters, digits, single `-`, `_`, space between) and tokens alphanumeric,
    /// so only a space needs escaping.
    pub fn socket_url(&self, id: &str, token: &str) -> String {
        let scheme = if self.secure { "wss" } else { "ws" };
        format!(
            "{scheme}://{}:{}{}peerjs?key={}&id={}&token={}&version={PEERJS_VERSION}",
            self.host,
            self.port,
            self.path,
            self.key,
            id.replace(' ', "%20"),
            token
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_socket_url_is_peerjs_own() {
        assert_eq!(
            ServerConfig::local(9123).socket_url("divloyalties-it8by0sl-host", "w01g7vf8va"),
            "ws://127.0.0.1:9123/peerjs?key=peerjs&id=divloyalties-it8by0sl-host&token=w01g7vf8va&version=1.5.4"
        );
        assert!(ServerConfig::default()
            .socket_url("a", "b")
            .starts_with("wss://0.peerjs.com:443/peerjs?"));
    }

    #[test]
    fn server_errors_and_unknown_frames_read_as_typed_values() {
        assert_eq!(
            Signal::from_text(r#"{"type":"ID-TAKEN","payload":{"msg":"ID is taken"}}"#).unwrap(),
            Signal::IdTaken {
                payload: ServerNote {
                    msg: "ID is taken".into()
                }
            }
        );
        assert_eq!(
            Signal::from_text(r#"{"type":"OPEN"}"#).unwrap(),
            Signal::Open
        );
        assert_eq!(
            Signal::from_text(r#"{"type":"NOPE"}"#).unwrap_err().code(),
            "signal_malformed"
        );
        assert_eq!(
            Signal::from_text("[1,").unwrap_err().code(),
            "signal_malformed"
        );
        let big = format!(
            r#"{{"type":"ERROR","payload":{{"msg":"{}"}}}}"#,
            "x".repeat(MAX_SIGNAL_BYTES)
        );
        assert_eq!(
            Signal::from_text(&big).unwrap_err().code(),
            "signal_too_large"
        );
    }
}
