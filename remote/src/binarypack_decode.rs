//! BinaryPack decoding of untrusted frames: every length is checked against the bytes left
//! before anything is allocated, nesting is bounded, and a frame is refused whole with a typed
//! error (never a panic) when it is truncated, names a type the packer never writes, holds a
//! string that is not UTF-8, or has bytes after its value. Stricter than js-binarypack, which
//! turns unknown codes into `undefined` and reads past the end.

use crate::value::Value;

/// Largest frame (and reassembled message) accepted, in bytes: 256 KiB, the data channel's
/// `max-message-size` in the page's SDP. A state_sync is about 1.2 KB.
pub const MAX_MESSAGE_BYTES: usize = 256 * 1024;
/// Deepest nesting of arrays and maps accepted (a state_sync nests 5 deep).
pub const MAX_DEPTH: usize = 32;

/// Why a frame was refused. Every variant has a stable [`DecodeError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The frame is larger than [`MAX_MESSAGE_BYTES`].
    #[error("the message is {len} bytes, more than the {max} accepted")]
    TooLarge {
        /// Its length.
        len: usize,
        /// The limit.
        max: usize,
    },
    /// The frame ends inside a value.
    #[error("the message ends at byte {at} in the middle of a value")]
    Truncated {
        /// Where the missing bytes should start.
        at: usize,
    },
    /// A type code that js-binarypack's packer never writes.
    #[error("byte {at} holds the type code {code:#04x}, which BinaryPack does not write")]
    UnknownType {
        /// Its offset.
        at: usize,
        /// The code.
        code: u8,
    },
    /// A length longer than the bytes that are left.
    #[error("the length {len} at byte {at} is longer than the {left} bytes left")]
    LengthTooLong {
        /// The offset of the value's type code.
        at: usize,
        /// The length it announces.
        len: u64,
        /// Bytes left after its header.
        left: usize,
    },
    /// A string that is not UTF-8.
    #[error("the string at byte {at} is not UTF-8")]
    NotUtf8 {
        /// The offset of its type code.
        at: usize,
    },
    /// A map key that is not a string.
    #[error("the map key at byte {at} is not a string")]
    KeyNotString {
        /// The offset of the key.
        at: usize,
    },
    /// Arrays and maps nested deeper than [`MAX_DEPTH`].
    #[error("values nest deeper than {max} levels at byte {at}")]
    TooDeep {
        /// Where.
        at: usize,
        /// The limit.
        max: usize,
    },
    /// Bytes after the value.
    #[error("{extra} bytes follow the value that ends at byte {at}")]
    TrailingBytes {
        /// Where the value ends.
        at: usize,
        /// How many bytes follow.
        extra: usize,
    },
}

impl DecodeError {
    /// A stable code for logs, the chat line and tests.
    pub fn code(&self) -> &'static str {
        match self {
            DecodeError::TooLarge { .. } => "binarypack_too_large",
            DecodeError::Truncated { .. } => "binarypack_truncated",
            DecodeError::UnknownType { .. } => "binarypack_unknown_type",
            DecodeError::LengthTooLong { .. } => "binarypack_length_too_long",
            DecodeError::NotUtf8 { .. } => "binarypack_not_utf8",
            DecodeError::KeyNotString { .. } => "binarypack_key_not_string",
            DecodeError::TooDeep { .. } => "binarypack_too_deep",
            DecodeError::TrailingBytes { .. } => "binarypack_trailing_bytes",
        }
    }
}

/// Decodes one whole frame into a value.
pub fn decode(bytes: &[u8]) -> Result<Value, DecodeError> {
    if bytes.len() > MAX_MESSAGE_BYTES {
        return Err(DecodeError::TooLarge {
            len: bytes.len(),
            max: MAX_MESSAGE_BYTES,
        });
    }
    let mut reader = Reader { bytes, at: 0 };
    let value = reader.value(0)?;
    let extra = bytes.len() - reader.at;
    if extra > 0 {
        return Err(DecodeError::TrailingBytes {
            at: reader.at,
            extra,
        });
    }
    Ok(value)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

enum Container {
    Bin,
    Str,
    Array,
    Map,
}

impl Reader<'_> {
    fn left(&self) -> usize {
        self.bytes.len().saturating_sub(self.at)
    }

    fn take(&mut self, n: usize) -> Result<&[u8], DecodeError> {
        let end = self
            .at
            .checked_add(n)
            .filter(|end| *end <= self.bytes.len())
            .ok_or(DecodeError::Truncated { at: self.at })?;
        let slice = self
            .bytes
            .get(self.at..end)
            .ok_or(DecodeError::Truncated { at: self.at })?;
        self.at = end;
        Ok(slice)
    }

    fn fixed<const N: usize>(&mut self) -> Result<[u8; N], DecodeError> {
        let slice = self.take(N)?;
        let mut out = [0u8; N];
        out.copy_from_slice(slice);
        Ok(out)
    }

    fn value(&mut self, depth: usize) -> Result<Value, DecodeError> {
        let start = self.at;
        let [code] = self.fixed::<1>()?;
        let value = match code {
            0x00..=0x7f => Value::Int(i64::from(code)),
            0xe0..=0xff => Value::Int(i64::from(code as i8)),
            0xa0..=0xaf => {
                return self.container(Container::Bin, usize::from(code & 0x0f), start, depth)
            }
            0xb0..=0xbf => {
                return self.container(Container::Str, usize::from(code & 0x0f), start, depth)
            }
            0x90..=0x9f => {
                return self.container(Container::Array, usize::from(code & 0x0f), start, depth)
            }
            0x80..=0x8f => {
                return self.container(Container::Map, usize::from(code & 0x0f), start, depth)
            }
            // null and undefined
            0xc0 | 0xc1 => Value::Null,
            0xc2 => Value::Bool(false),
            0xc3 => Value::Bool(true),
            0xca => Value::Float(f64::from(f32::from_be_bytes(self.fixed()?))),
            0xcb => Value::Float(f64::from_be_bytes(self.fixed()?)),
            0xcc => Value::Int(i64::from(u8::from_be_bytes(self.fixed()?))),
            0xcd => Value::Int(i64::from(u16::from_be_bytes(self.fixed()?))),
            0xce => Value::Int(i64::from(u32::from_be_bytes(self.fixed()?))),
            0xcf => {
                let n = u64::from_be_bytes(self.fixed()?);
                i64::try_from(n).map_or(Value::Float(n as f64), Value::Int)
            }
            0xd0 => Value::Int(i64::from(i8::from_be_bytes(self.fixed()?))),
            0xd1 => Value::Int(i64::from(i16::from_be_bytes(self.fixed()?))),
            0xd2 => Value::Int(i64::from(i32::from_be_bytes(self.fixed()?))),
            0xd3 => Value::Int(i64::from_be_bytes(self.fixed()?)),
            0xd8 | 0xda | 0xdc | 0xde => {
                let len = usize::from(u16::from_be_bytes(self.fixed()?));
                return self.container(kind_of(code), len, start, depth);
            }
            0xd9 | 0xdb | 0xdd | 0xdf => {
                let len = u32::from_be_bytes(self.fixed()?);
                let len = usize::try_from(len).map_err(|_| DecodeError::LengthTooLong {
                    at: start,
                    len: u64::from(len),
                    left: self.left(),
                })?;
                return self.container(kind_of(code), len, start, depth);
            }
            _ => return Err(DecodeError::UnknownType { at: start, code }),
        };
        Ok(value)
    }

    fn container(
        &mut self,
        kind: Container,
        len: usize,
        start: usize,
        depth: usize,
    ) -> Result<Value, DecodeError> {
        // Every element takes at least one byte, every map entry two: a length that the bytes
        // left cannot hold is refused before anything is allocated.
        let min_bytes = match kind {
            Container::Map => len.saturating_mul(2),
            _ => len,
        };
        if min_bytes > self.left() {
            return Err(DecodeError::LengthTooLong {
                at: start,
                len: len as u64,
                left: self.left(),
            });
        }
        match kind {
            Container::Bin => Ok(Value::Bin(self.take(len)?.to_vec())),
            Container::Str => {
                let bytes = self.take(len)?;
                std::str::from_utf8(bytes)
                    .map(|s| Value::Str(s.to_owned()))
                    .map_err(|_| DecodeError::NotUtf8 { at: start })
            }
            Container::Array | Container::Map if depth >= MAX_DEPTH => Err(DecodeError::TooDeep {
                at: start,
                max: MAX_DEPTH,
            }),
            Container::Array => {
                let mut items = Vec::with_capacity(len);
                for _ in 0..len {
                    items.push(self.value(depth + 1)?);
                }
                Ok(Value::Array(items))
            }
            Container::Map => {
                let mut entries = Vec::with_capacity(len);
                for _ in 0..len {
                    let key_at = self.at;
                    let Value::Str(key) = self.value(depth + 1)? else {
                        return Err(DecodeError::KeyNotString { at: key_at });
                    };
                    entries.push((key, self.value(depth + 1)?));
                }
                Ok(Value::Map(entries))
            }
        }
    }
}

fn kind_of(code: u8) -> Container {
    match code {
        0xd8 | 0xd9 => Container::Str,
        0xda | 0xdb => Container::Bin,
        0xdc | 0xdd => Container::Array,
        _ => Container::Map,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixints_and_the_sized_integers_decode_to_their_values() {
        assert_eq!(decode(&[0x05]), Ok(Value::Int(5)));
        assert_eq!(decode(&[0xff]), Ok(Value::Int(-1)));
        assert_eq!(decode(&[0xd0, 0x80]), Ok(Value::Int(-128)));
        assert_eq!(decode(&[0xcd, 0x12, 0x34]), Ok(Value::Int(0x1234)));
        assert_eq!(
            decode(&[0xcf, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
            Ok(Value::Float(u64::MAX as f64))
        );
        assert_eq!(decode(&[0xca, 0x3f, 0x80, 0, 0]), Ok(Value::Float(1.0)));
    }

    #[test]
    fn a_huge_announced_length_is_refused_before_allocating() {
        let err = decode(&[0xdd, 0xff, 0xff, 0xff, 0xff]).unwrap_err();
        assert_eq!(err.code(), "binarypack_length_too_long");
        let err = decode(&[0xdf, 0x00, 0x00, 0x00, 0x02, 0xc0, 0xc0]).unwrap_err();
        assert_eq!(err.code(), "binarypack_length_too_long");
    }

    #[test]
    fn deep_nesting_is_refused() {
        let mut frame = vec![0x91; MAX_DEPTH + 1];
        frame.push(0xc0);
        assert_eq!(decode(&frame).unwrap_err().code(), "binarypack_too_deep");
    }

    #[test]
    fn unknown_codes_keys_and_trailing_bytes_are_refused() {
        assert_eq!(
            decode(&[0xc4]).unwrap_err().code(),
            "binarypack_unknown_type"
        );
        assert_eq!(
            decode(&[0xd4]).unwrap_err().code(),
            "binarypack_unknown_type"
        );
        assert_eq!(
            decode(&[0x81, 0x01, 0xc0]).unwrap_err().code(),
            "binarypack_key_not_string"
        );
        assert_eq!(
            decode(&[0xc0, 0xc0]).unwrap_err().code(),
            "binarypack_trailing_bytes"
        );
        assert_eq!(
            decode(&[0xb2, 0xff, 0xfe]).unwrap_err().code(),
            "binarypack_not_utf8"
        );
        assert_eq!(decode(&[]).unwrap_err().code(), "binarypack_truncated");
    }
}
