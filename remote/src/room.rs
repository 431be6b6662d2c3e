//! The room protocol of the web page: its peer ids and its three messages (issue 23).
//!
//! Room "R": the first to arrive claims the peer id `divloyalties-R-host` and is the host,
//! Blue (R1), who chooses the position and may start new games; the second finds the id taken,
//! takes a random id from the server, connects to the host and is Yellow. Messages are
//! BinaryPack maps with a `type`: `hello {name, color}` once the data channel opens,
//! `chat {name, text}`, and `state_sync {state}` after every committed change.

use serde::{Deserialize, Serialize};

use crate::chunking::encode_frames;
use crate::value::Value;
use crate::web_state::WebState;
use crate::EncodeError;

/// A message of the room.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RoomMessage {
    /// Sent by both sides when the data channel opens.
    Hello {
        /// The sender's name.
        name: String,
        /// "blue" for the host, "yellow" for the guest (R1).
        color: String,
    },
    /// A chat line.
    Chat {
        /// The sender's name.
        name: String,
        /// The line.
        text: String,
    },
    /// The sender's whole game after a committed change (a stone, a bridge, the end of a turn,
    /// a new game).
    StateSync {
        /// The snapshot.
        state: Box<WebState>,
    },
}

/// Why a received message was not understood. Every variant has a stable
/// [`RoomError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RoomError {
    /// The message has no string `type`.
    #[error("the message has no type")]
    NoType,
    /// A `type` the page never sends (the page ignores these; so do we, after reporting).
    #[error("unknown message type \"{0}\"")]
    UnknownType(String),
    /// A known type with missing or mistyped fields.
    #[error("malformed {kind} message: {detail}")]
    Malformed {
        /// The message type.
        kind: String,
        /// What serde said.
        detail: String,
    },
}

impl RoomError {
    /// A stable code for logs, the chat line and tests.
    pub fn code(&self) -> &'static str {
        match self {
            RoomError::NoType => "room_no_type",
            RoomError::UnknownType(_) => "room_unknown_type",
            RoomError::Malformed { .. } => "room_malformed",
        }
    }
}

impl RoomMessage {
    /// Reads a received message.
    pub fn from_value(value: &Value) -> Result<RoomMessage, RoomError> {
        let kind = value
            .get("type")
            .and_then(Value::as_str)
            .ok_or(RoomError::NoType)?;
        if !matches!(kind, "hello" | "chat" | "state_sync") {
            return Err(RoomError::UnknownType(kind.chars().take(40).collect()));
        }
        value.to_deserialize().map_err(|e| RoomError::Malformed {
            kind: kind.to_owned(),
            detail: e.to_string(),
        })
    }

    /// The message as a value, with the page's key order.
    pub fn to_value(&self) -> Value {
        // Serialising these plain types to JSON text cannot fail.
        Value::from_serialize(self).unwrap_or(Value::Null)
    }

    /// The frames to send for this message (chunked if long); `next_id` is the connection's
    /// chunk counter.
    pub fn to_frames(&self, next_id: &mut u32) -> Result<Vec<Vec<u8>>, EncodeError> {
        encode_frames(&self.to_value(), next_id)
    }
}

/// The prefix of every room's peer ids.
pub const PEER_ID_PREFIX: &str = "divloyalties-";

/// Why a room name cannot be used: PeerJS accepts only ids made of letters and digits with
/// single `-`, `_` or spaces between them (its `validateId`), and the page builds the host id
/// from the room name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" cannot be a room name: use letters and digits, with single - or _ between them")]
pub struct BadRoomName(pub String);

impl BadRoomName {
    /// A stable code.
    pub fn code(&self) -> &'static str {
        "room_bad_name"
    }
}

/// The most characters of a room name.
pub const MAX_ROOM_NAME: usize = 64;

/// The host's peer id of room `room` (trimmed, as the page trims it): `divloyalties-R-host`.
pub fn host_peer_id(room: &str) -> Result<String, BadRoomName> {
    let room = room.trim();
    let id = format!("{PEER_ID_PREFIX}{room}-host");
    if room.is_empty() || room.chars().count() > MAX_ROOM_NAME || !is_valid_peer_id(&id) {
        return Err(BadRoomName(room.chars().take(MAX_ROOM_NAME).collect()));
    }
    Ok(id)
}

/// PeerJS's id rule: `^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$`.
pub fn is_valid_peer_id(id: &str) -> bool {
    let mut previous_was_separator = true;
    for c in id.chars() {
        if c.is_ascii_alphanumeric() {
            previous_was_separator = false;
        } else if matches!(c, ' ' | '_' | '-') && !previous_was_separator {
            previous_was_separator = true;
        } else {
            return false;
        }
    }
    !previous_was_separator
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_id_is_built_from_the_trimmed_room_name() {
        assert_eq!(
            host_peer_id(" it8by0sl ").unwrap(),
            "divloyalties-it8by0sl-host"
        );
        assert_eq!(
            host_peer_id("Game night").unwrap(),
            "divloyalties-Game night-host"
        );
        for bad in ["", "a--b", "a/b", "ünïcode", "-x", "x-"] {
            assert!(host_peer_id(bad).is_err(), "{bad}");
        }
        assert!(host_peer_id(&"a".repeat(65)).is_err());
    }

    #[test]
    fn unknown_and_malformed_messages_are_typed_errors() {
        let v = Value::Map(vec![("type".into(), Value::Str("ping".into()))]);
        assert_eq!(
            RoomMessage::from_value(&v).unwrap_err().code(),
            "room_unknown_type"
        );
        let v = Value::Map(vec![("name".into(), Value::Str("x".into()))]);
        assert_eq!(
            RoomMessage::from_value(&v).unwrap_err().code(),
            "room_no_type"
        );
        let v = Value::Map(vec![
            ("type".into(), Value::Str("chat".into())),
            ("name".into(), Value::Int(3)),
        ]);
        assert_eq!(
            RoomMessage::from_value(&v).unwrap_err().code(),
            "room_malformed"
        );
    }
}
