//! Online play in the web version's own rooms (issue 23): the bytes and messages that the web
//! page `divided_loyalties_remote*.html` exchanges, and the rules' check of what it sends.
//!
//! - [`value`], [`binarypack_encode`], [`binarypack_decode`], [`chunking`]: PeerJS's default
//!   serialization (BinaryPack, js-binarypack's format) with its chunking, byte-exact against
//!   frames captured from the page.
//! - [`room`]: the room's messages (`hello`, `chat`, `state_sync`) and its peer ids.
//! - [`web_state`], [`web_write`], [`snapshot_read`], [`facts`]: the web snapshot (`state`),
//!   written from a dl-core game and read back into comparable facts.
//! - [`snapshot_check`]: a received snapshot is applied only if it is our game plus legal
//!   actions of the peer's side, or a new game from the host (R1–R8); anything else is refused.
//! - [`signalling`], [`signalling_client`]: the PeerJS server's messages and a blocking client
//!   with the room's host/guest logic.
//! - `connection` (feature `webrtc`): the transport — a thread per connection joining the
//!   room and carrying its frames over a WebRTC data channel (str0m).
//!
//! No UI. The only I/O is the signalling client's socket and, with `webrtc`, the connection's
//! sockets. See `remote/README.md`.

#![warn(missing_docs)]

pub mod binarypack_decode;
pub mod binarypack_encode;
pub mod chunking;
#[cfg(feature = "webrtc")]
pub mod connection;
pub mod facts;
pub mod room;
pub mod server_url;
pub mod session;
pub mod signalling;
pub mod signalling_client;
#[cfg(feature = "tls")]
pub mod signalling_tls;
pub mod snapshot_check;
pub mod snapshot_read;
pub mod value;
pub mod web_state;
pub mod web_write;

pub use binarypack_decode::{decode, DecodeError};
pub use binarypack_encode::{encode, EncodeError};
pub use chunking::{encode_frames, FrameError, Incoming, Reassembler};
pub use room::{host_peer_id, RoomError, RoomMessage};
pub use snapshot_check::{check_snapshot, Accepted, SnapshotError};
pub use value::Value;
pub use web_state::WebState;
pub use web_write::write_web_state;
