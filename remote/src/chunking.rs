//! PeerJS's chunking of large BinaryPack messages (PeerJS 1.5.4, `BinaryPackChunker`): a
//! packed message longer than [`CHUNK_MTU`] bytes travels as frames
//! `{__peerData: id, n, data, total}` (in that key order), `data` being the `n`-th slice of
//! [`CHUNK_MTU`] bytes of the packed message and `id` a per-connection counter from 1. A
//! frame `{__peerData: {type: "close"}}` asks the receiver to close the connection.
//!
//! The [`Reassembler`] takes untrusted frames: the number of messages in flight, the chunks per
//! message and the bytes per message are bounded, and every inconsistency is a typed error.

use std::collections::BTreeMap;

use crate::binarypack_decode::{decode, DecodeError, MAX_MESSAGE_BYTES};
use crate::binarypack_encode::{encode, EncodeError};
use crate::value::Value;

/// The slice size of PeerJS's chunker (`chunkedMTU`), in bytes: messages longer than this are
/// chunked.
pub const CHUNK_MTU: usize = 16_300;
/// The most chunks one message may have: enough for [`MAX_MESSAGE_BYTES`] in slices of
/// [`CHUNK_MTU`].
pub const MAX_CHUNKS: usize = MAX_MESSAGE_BYTES.div_ceil(CHUNK_MTU);
/// The most chunked messages being reassembled at once.
pub const MAX_PENDING: usize = 4;

/// The key PeerJS marks its own frames with.
const PEER_DATA: &str = "__peerData";

/// Packs `value` into the frames PeerJS would send: one frame, or its chunks when the packed
/// message is longer than [`CHUNK_MTU`]. `next_id` is the connection's chunk counter (start it
/// at 1); it advances once per chunked message.
pub fn encode_frames(value: &Value, next_id: &mut u32) -> Result<Vec<Vec<u8>>, EncodeError> {
    let packed = encode(value)?;
    if packed.len() <= CHUNK_MTU {
        return Ok(vec![packed]);
    }
    let id = *next_id;
    *next_id = next_id.wrapping_add(1).max(1);
    let slices: Vec<&[u8]> = packed.chunks(CHUNK_MTU).collect();
    let total = slices.len() as i64;
    slices
        .iter()
        .enumerate()
        .map(|(n, slice)| {
            encode(&Value::Map(vec![
                (PEER_DATA.into(), Value::Int(i64::from(id))),
                ("n".into(), Value::Int(n as i64)),
                ("data".into(), Value::Bin(slice.to_vec())),
                ("total".into(), Value::Int(total)),
            ]))
        })
        .collect()
}

/// The frame PeerJS sends to close a connection after flushing (`close({flush: true})`).
pub fn close_frame() -> Vec<u8> {
    // A fixed, tiny value: packing it cannot fail.
    encode(&Value::Map(vec![(
        PEER_DATA.into(),
        Value::Map(vec![("type".into(), Value::Str("close".into()))]),
    )]))
    .unwrap_or_default()
}

/// What one received frame amounts to.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming {
    /// A whole message (sent in one frame, or the last chunk of one arrived).
    Message(Value),
    /// A chunk was stored; the message is not complete yet.
    Partial,
    /// The peer closes the connection.
    Close,
}

/// Why a frame was refused. Every variant has a stable [`FrameError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    /// The frame, or a reassembled message, is not valid BinaryPack.
    #[error("{0}")]
    Decode(#[from] DecodeError),
    /// A `__peerData` frame without the integer `n`/`total` or the bytes `data`.
    #[error("a chunk lacks its id, index, total or data")]
    BadChunk,
    /// A chunk's total is 0 or more than [`MAX_CHUNKS`].
    #[error("a chunked message announces {total} chunks (1 to {max} are accepted)")]
    BadTotal {
        /// The announced total.
        total: i64,
        /// The limit.
        max: usize,
    },
    /// A chunk's index is outside `0..total`.
    #[error("chunk {n} of a message of {total} chunks")]
    IndexOutOfRange {
        /// The index.
        n: i64,
        /// The total.
        total: i64,
    },
    /// A chunk's total differs from the first chunk's.
    #[error("a chunk announces {found} chunks where the first one said {expected}")]
    TotalChanged {
        /// The first chunk's total.
        expected: i64,
        /// This chunk's.
        found: i64,
    },
    /// The same chunk came twice.
    #[error("chunk {n} of message {id} came twice")]
    DuplicateChunk {
        /// The message id.
        id: i64,
        /// The index.
        n: i64,
    },
    /// Too many chunked messages are being reassembled at once.
    #[error("more than {max} chunked messages are in flight")]
    TooManyPending {
        /// The limit.
        max: usize,
    },
    /// The chunks of one message add up to more than [`MAX_MESSAGE_BYTES`].
    #[error("a chunked message grows past {max} bytes")]
    TooLarge {
        /// The limit.
        max: usize,
    },
}

impl FrameError {
    /// A stable code for logs, the chat line and tests.
    pub fn code(&self) -> &'static str {
        match self {
            FrameError::Decode(e) => e.code(),
            FrameError::BadChunk => "chunk_malformed",
            FrameError::BadTotal { .. } => "chunk_bad_total",
            FrameError::IndexOutOfRange { .. } => "chunk_index_out_of_range",
            FrameError::TotalChanged { .. } => "chunk_total_changed",
            FrameError::DuplicateChunk { .. } => "chunk_duplicate",
            FrameError::TooManyPending { .. } => "chunk_too_many_pending",
            FrameError::TooLarge { .. } => "chunk_too_large",
        }
    }
}

#[derive(Debug, Default)]
struct Pending {
    total: i64,
    parts: Vec<Option<Vec<u8>>>,
    bytes: usize,
}

/// Puts PeerJS's chunks back together, per connection. Bounded: at most [`MAX_PENDING`]
/// messages in flight, [`MAX_CHUNKS`] chunks and [`MAX_MESSAGE_BYTES`] bytes each; a refused
/// chunk drops its whole message.
#[derive(Debug, Default)]
pub struct Reassembler {
    pending: BTreeMap<i64, Pending>,
}

impl Reassembler {
    /// An empty reassembler.
    pub fn new() -> Reassembler {
        Reassembler::default()
    }

    /// How many chunked messages are incomplete.
    pub fn pending(&self) -> usize {
        self.pending.len()
    }

    /// Takes one received frame.
    pub fn receive(&mut self, frame: &[u8]) -> Result<Incoming, FrameError> {
        let value = decode(frame)?;
        let Some(peer_data) = value.get(PEER_DATA) else {
            return Ok(Incoming::Message(value));
        };
        if peer_data.get("type").and_then(Value::as_str) == Some("close") {
            return Ok(Incoming::Close);
        }
        let id = peer_data.as_int().ok_or(FrameError::BadChunk)?;
        let result = self.chunk(id, &value);
        if result.is_err() {
            self.pending.remove(&id);
        }
        result
    }

    fn chunk(&mut self, id: i64, value: &Value) -> Result<Incoming, FrameError> {
        let n = value
            .get("n")
            .and_then(Value::as_int)
            .ok_or(FrameError::BadChunk)?;
        let total = value
            .get("total")
            .and_then(Value::as_int)
            .ok_or(FrameError::BadChunk)?;
        let Some(Value::Bin(data)) = value.get("data") else {
            return Err(FrameError::BadChunk);
        };
        let slots = usize::try_from(total)
            .ok()
            .filter(|t| (1..=MAX_CHUNKS).contains(t))
            .ok_or(FrameError::BadTotal {
                total,
                max: MAX_CHUNKS,
            })?;
        let index = usize::try_from(n)
            .ok()
            .filter(|i| *i < slots)
            .ok_or(FrameError::IndexOutOfRange { n, total })?;
        if !self.pending.contains_key(&id) && self.pending.len() >= MAX_PENDING {
            return Err(FrameError::TooManyPending { max: MAX_PENDING });
        }
        let pending = self.pending.entry(id).or_insert_with(|| Pending {
            total,
            parts: vec![None; slots],
            bytes: 0,
        });
        if pending.total != total {
            return Err(FrameError::TotalChanged {
                expected: pending.total,
                found: total,
            });
        }
        let slot = pending
            .parts
            .get_mut(index)
            .ok_or(FrameError::IndexOutOfRange { n, total })?;
        if slot.is_some() {
            return Err(FrameError::DuplicateChunk { id, n });
        }
        pending.bytes = pending.bytes.saturating_add(data.len());
        if pending.bytes > MAX_MESSAGE_BYTES {
            return Err(FrameError::TooLarge {
                max: MAX_MESSAGE_BYTES,
            });
        }
        *slot = Some(data.clone());
        if pending.parts.iter().any(Option::is_none) {
            return Ok(Incoming::Partial);
        }
        let Some(done) = self.pending.remove(&id) else {
            return Ok(Incoming::Partial);
        };
        let message: Vec<u8> = done.parts.into_iter().flatten().flatten().collect();
        // A reassembled message is a normal message again (PeerJS handles it the same way,
        // but a message made of chunks may not itself be a chunk: no recursion here).
        let whole = decode(&message)?;
        if whole.get(PEER_DATA).is_some() {
            return Err(FrameError::BadChunk);
        }
        Ok(Incoming::Message(whole))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(len: usize) -> Value {
        Value::Map(vec![("text".into(), Value::Str("x".repeat(len)))])
    }

    #[test]
    fn a_message_up_to_the_mtu_is_one_frame_and_a_longer_one_is_chunked() {
        let mut id = 1;
        assert_eq!(encode_frames(&big(100), &mut id).unwrap().len(), 1);
        let frames = encode_frames(&big(40_000), &mut id).unwrap();
        assert_eq!(frames.len(), 3);
        assert_eq!(id, 2);
        let first = decode(&frames[0]).unwrap();
        let Value::Map(entries) = &first else {
            panic!()
        };
        let keys: Vec<&str> = entries.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["__peerData", "n", "data", "total"]);
    }

    #[test]
    fn chunks_in_any_order_give_the_message_back() {
        let mut id = 7;
        let value = big(50_000);
        let mut frames = encode_frames(&value, &mut id).unwrap();
        frames.reverse();
        let mut r = Reassembler::new();
        let last = frames.pop().unwrap();
        for f in &frames {
            assert_eq!(r.receive(f).unwrap(), Incoming::Partial);
        }
        assert_eq!(r.receive(&last).unwrap(), Incoming::Message(value));
        assert_eq!(r.pending(), 0);
    }

    #[test]
    fn the_close_frame_closes() {
        assert_eq!(
            Reassembler::new().receive(&close_frame()).unwrap(),
            Incoming::Close
        );
    }
}
