//! BinaryPack encoding exactly as PeerJS 1.5.4's `peerjs-js-binarypack` packs (the format is
//! js-binarypack's, not MessagePack's: strings are `0xb0|n`/`0xd8`/`0xd9`, raw bytes
//! `0xa0|n`/`0xda`/`0xdb`). Same value, same bytes: the captured frames of the web page are
//! reproduced byte for byte.

use crate::value::Value;

/// Why a value cannot be packed: a string, byte string, array or map longer than BinaryPack's
/// 32-bit lengths can say.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a value of {len} elements is longer than BinaryPack can carry (at most 4294967295)")]
pub struct EncodeError {
    /// The length that did not fit.
    pub len: usize,
}

impl EncodeError {
    /// A stable code for logs and tests.
    pub fn code(&self) -> &'static str {
        "binarypack_too_long"
    }
}

/// Packs `value` into BinaryPack bytes, as the web page's PeerJS would.
pub fn encode(value: &Value) -> Result<Vec<u8>, EncodeError> {
    let mut out = Vec::new();
    encode_into(value, &mut out)?;
    Ok(out)
}

/// Packs `value`, appending to `out`.
pub fn encode_into(value: &Value, out: &mut Vec<u8>) -> Result<(), EncodeError> {
    match value {
        Value::Null => out.push(0xc0),
        Value::Bool(false) => out.push(0xc2),
        Value::Bool(true) => out.push(0xc3),
        Value::Int(n) => encode_int(*n, out),
        Value::Float(f) => encode_float(*f, out),
        Value::Str(s) => {
            header(s.len(), 0xb0, 0xd8, 0xd9, out)?;
            out.extend_from_slice(s.as_bytes());
        }
        Value::Bin(bytes) => {
            header(bytes.len(), 0xa0, 0xda, 0xdb, out)?;
            out.extend_from_slice(bytes);
        }
        Value::Array(items) => {
            header(items.len(), 0x90, 0xdc, 0xdd, out)?;
            for item in items {
                encode_into(item, out)?;
            }
        }
        Value::Map(entries) => {
            header(entries.len(), 0x80, 0xde, 0xdf, out)?;
            for (key, item) in entries {
                header(key.len(), 0xb0, 0xd8, 0xd9, out)?;
                out.extend_from_slice(key.as_bytes());
                encode_into(item, out)?;
            }
        }
    }
    Ok(())
}

/// A length header: `short | n` up to 15, else a 16-bit or a 32-bit length after its code.
fn header(
    len: usize,
    short: u8,
    code16: u8,
    code32: u8,
    out: &mut Vec<u8>,
) -> Result<(), EncodeError> {
    if let Ok(n @ 0..=15) = u8::try_from(len) {
        out.push(short | n);
    } else if let Ok(n) = u16::try_from(len) {
        out.push(code16);
        out.extend_from_slice(&n.to_be_bytes());
    } else if let Ok(n) = u32::try_from(len) {
        out.push(code32);
        out.extend_from_slice(&n.to_be_bytes());
    } else {
        return Err(EncodeError { len });
    }
    Ok(())
}

/// js-binarypack's `pack_integer`: the first form in its order of tries that holds `n`.
fn encode_int(n: i64, out: &mut Vec<u8>) {
    if (-0x20..=0x7f).contains(&n) {
        // Positive and negative fixints: the low byte of the two's complement.
        out.push(n.to_le_bytes()[0]);
    } else if let Ok(v) = u8::try_from(n) {
        out.push(0xcc);
        out.push(v);
    } else if let Ok(v) = i8::try_from(n) {
        out.push(0xd0);
        out.extend_from_slice(&v.to_be_bytes());
    } else if let Ok(v) = u16::try_from(n) {
        out.push(0xcd);
        out.extend_from_slice(&v.to_be_bytes());
    } else if let Ok(v) = i16::try_from(n) {
        out.push(0xd1);
        out.extend_from_slice(&v.to_be_bytes());
    } else if let Ok(v) = u32::try_from(n) {
        out.push(0xce);
        out.extend_from_slice(&v.to_be_bytes());
    } else if let Ok(v) = i32::try_from(n) {
        out.push(0xd2);
        out.extend_from_slice(&v.to_be_bytes());
    } else {
        out.push(0xd3);
        out.extend_from_slice(&n.to_be_bytes());
    }
}

/// A number: integral values in the integer forms (JavaScript's `Math.floor(n) === n`), others
/// as a big-endian double.
fn encode_float(f: f64, out: &mut Vec<u8>) {
    // i64::MIN as f64 is exact; i64::MAX as f64 rounds up to 2^63, which does not fit.
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    if f.is_finite() && f.fract() == 0.0 && (-TWO_63..TWO_63).contains(&f) {
        encode_int(f as i64, out);
    } else {
        out.push(0xcb);
        out.extend_from_slice(&f.to_be_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(v: Value) -> Vec<u8> {
        encode(&v).unwrap()
    }

    #[test]
    fn integers_take_the_first_form_js_binarypack_tries() {
        assert_eq!(bytes(Value::Int(0)), [0x00]);
        assert_eq!(bytes(Value::Int(127)), [0x7f]);
        assert_eq!(bytes(Value::Int(-1)), [0xff]);
        assert_eq!(bytes(Value::Int(-32)), [0xe0]);
        assert_eq!(bytes(Value::Int(128)), [0xcc, 0x80]);
        assert_eq!(bytes(Value::Int(-33)), [0xd0, 0xdf]);
        assert_eq!(bytes(Value::Int(256)), [0xcd, 0x01, 0x00]);
        assert_eq!(bytes(Value::Int(-129)), [0xd1, 0xff, 0x7f]);
        assert_eq!(bytes(Value::Int(65_536)), [0xce, 0, 1, 0, 0]);
        assert_eq!(bytes(Value::Int(-32_769)), [0xd2, 0xff, 0xff, 0x7f, 0xff]);
        // A bridge id of the web page is Date.now(): 64 bits.
        assert_eq!(
            bytes(Value::Int(1_767_000_000_000)),
            [0xd3, 0, 0, 0x01, 0x9b, 0x69, 0x68, 0x46, 0x00]
        );
    }

    #[test]
    fn integral_floats_pack_as_integers_and_others_as_doubles() {
        assert_eq!(bytes(Value::Float(2.0)), [0x02]);
        assert_eq!(
            bytes(Value::Float(0.5)),
            [0xcb, 0x3f, 0xe0, 0, 0, 0, 0, 0, 0]
        );
    }

    #[test]
    fn strings_use_the_byte_length_and_binarypack_codes() {
        assert_eq!(bytes(Value::Str("ab".into())), [0xb2, b'a', b'b']);
        let sixteen = "x".repeat(16);
        let mut expected = vec![0xd8, 0x00, 0x10];
        expected.extend_from_slice(sixteen.as_bytes());
        assert_eq!(bytes(Value::Str(sixteen)), expected);
        // "é" is two bytes.
        assert_eq!(bytes(Value::Str("é".into())), [0xb2, 0xc3, 0xa9]);
    }
}
