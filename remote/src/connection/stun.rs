//! STUN (RFC 5389) as far as server-reflexive candidates need it: a Binding request without
//! attributes, and the XOR-MAPPED-ADDRESS of the server's success response. str0m's own STUN
//! code serves ICE's connectivity checks: its parser refuses a Binding success response
//! without MESSAGE-INTEGRITY, which a public STUN server's answer to an unauthenticated request
//! never has, and it is exported only as a hidden module (`str0m::ice`).
//!
//! Responses come from the network: every length is checked before it is read; nothing here
//! panics on any input.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

/// The magic cookie of every RFC 5389 message.
const MAGIC_COOKIE: u32 = 0x2112_A442;
/// Message types: Binding request, Binding success response.
const BINDING_REQUEST: u16 = 0x0001;
const BINDING_SUCCESS: u16 = 0x0101;
/// The attribute that carries the address the server saw.
const XOR_MAPPED_ADDRESS: u16 = 0x0020;
/// The header: type, length, magic cookie, transaction id.
const HEADER_BYTES: usize = 20;
/// The most attributes read from one response (a server sends a handful).
const MAX_ATTRIBUTES: usize = 32;

/// A transaction id: 96 random bits.
pub(crate) type TransactionId = [u8; 12];

/// Why a datagram is not the answer to our Binding request.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum StunError {
    /// Shorter than a STUN header, or than its own length field says.
    #[error("a STUN message of {0} bytes is truncated")]
    Truncated(usize),
    /// Not a STUN message: the two top bits are set, the cookie is wrong, or the length is
    /// not a multiple of 4.
    #[error("not a STUN message")]
    NotStun,
    /// A STUN message, but not a Binding success response (an error response, a request).
    #[error("STUN message type {0:#06x} is not a Binding success response")]
    NotSuccess(u16),
    /// The answer to another transaction.
    #[error("the answer to another STUN transaction")]
    OtherTransaction,
    /// An attribute runs past the message's end.
    #[error("a STUN attribute runs past the message's end")]
    BadAttribute,
    /// XOR-MAPPED-ADDRESS has an unknown family or the wrong length.
    #[error("a malformed XOR-MAPPED-ADDRESS")]
    BadAddress,
    /// No XOR-MAPPED-ADDRESS (or more attributes than a server sends).
    #[error("no XOR-MAPPED-ADDRESS in the response")]
    NoAddress,
}

/// A Binding request with no attributes (RFC 5389 section 7.1).
pub(crate) fn binding_request(id: &TransactionId) -> [u8; HEADER_BYTES] {
    let mut out = [0u8; HEADER_BYTES];
    out[0..2].copy_from_slice(&BINDING_REQUEST.to_be_bytes());
    // Length 0: bytes 2..4 stay zero.
    out[4..8].copy_from_slice(&MAGIC_COOKIE.to_be_bytes());
    out[8..20].copy_from_slice(id);
    out
}

fn u16_at(bytes: &[u8], at: usize) -> Option<u16> {
    let pair = bytes.get(at..at.checked_add(2)?)?;
    Some(u16::from_be_bytes([*pair.first()?, *pair.get(1)?]))
}

/// The address the server saw, from its Binding success response to transaction `id`.
pub(crate) fn mapped_address(bytes: &[u8], id: &TransactionId) -> Result<SocketAddr, StunError> {
    let header = bytes
        .get(..HEADER_BYTES)
        .ok_or(StunError::Truncated(bytes.len()))?;
    let kind = u16_at(header, 0).ok_or(StunError::Truncated(bytes.len()))?;
    let length = usize::from(u16_at(header, 2).ok_or(StunError::Truncated(bytes.len()))?);
    if kind & 0xC000 != 0
        || header.get(4..8) != Some(&MAGIC_COOKIE.to_be_bytes()[..])
        || length % 4 != 0
    {
        return Err(StunError::NotStun);
    }
    let body = bytes
        .get(HEADER_BYTES..HEADER_BYTES + length)
        .ok_or(StunError::Truncated(bytes.len()))?;
    if kind != BINDING_SUCCESS {
        return Err(StunError::NotSuccess(kind));
    }
    if header.get(8..20) != Some(&id[..]) {
        return Err(StunError::OtherTransaction);
    }
    let mut at = 0;
    for _ in 0..MAX_ATTRIBUTES {
        if at >= body.len() {
            break;
        }
        let kind = u16_at(body, at).ok_or(StunError::BadAttribute)?;
        let len = usize::from(u16_at(body, at + 2).ok_or(StunError::BadAttribute)?);
        let value = body
            .get(at + 4..at + 4 + len)
            .ok_or(StunError::BadAttribute)?;
        if kind == XOR_MAPPED_ADDRESS {
            return xor_address(value, id);
        }
        // Values are padded to a multiple of 4 bytes.
        at += 4 + len.div_ceil(4) * 4;
    }
    Err(StunError::NoAddress)
}

/// XOR-MAPPED-ADDRESS's value (RFC 5389 section 15.2): port and address XORed with the magic
/// cookie (and, for IPv6, the transaction id after it).
fn xor_address(value: &[u8], id: &TransactionId) -> Result<SocketAddr, StunError> {
    let cookie = MAGIC_COOKIE.to_be_bytes();
    let port = u16_at(value, 2).ok_or(StunError::BadAddress)? ^ (MAGIC_COOKIE >> 16) as u16;
    let mut key = [0u8; 16];
    key[..4].copy_from_slice(&cookie);
    key[4..].copy_from_slice(id);
    let ip = match (value.get(1), value.len()) {
        (Some(0x01), 8) => {
            let mut octets = [0u8; 4];
            for ((out, byte), k) in octets.iter_mut().zip(value.iter().skip(4)).zip(&key) {
                *out = byte ^ k;
            }
            IpAddr::V4(Ipv4Addr::from(octets))
        }
        (Some(0x02), 20) => {
            let mut octets = [0u8; 16];
            for ((out, byte), k) in octets.iter_mut().zip(value.iter().skip(4)).zip(&key) {
                *out = byte ^ k;
            }
            IpAddr::V6(Ipv6Addr::from(octets))
        }
        _ => return Err(StunError::BadAddress),
    };
    Ok(SocketAddr::new(ip, port))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: TransactionId = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

    /// A Binding success response to `id` with `attributes` (type, value), padded.
    fn response(kind: u16, id: &TransactionId, attributes: &[(u16, Vec<u8>)]) -> Vec<u8> {
        let mut body = Vec::new();
        for (kind, value) in attributes {
            body.extend(kind.to_be_bytes());
            body.extend((value.len() as u16).to_be_bytes());
            body.extend(value);
            body.resize(body.len().div_ceil(4) * 4, 0);
        }
        let mut out = Vec::new();
        out.extend(kind.to_be_bytes());
        out.extend((body.len() as u16).to_be_bytes());
        out.extend(MAGIC_COOKIE.to_be_bytes());
        out.extend(id);
        out.extend(body);
        out
    }

    /// RFC 5769 section 2.2's IPv4 response: 192.0.2.1:32853, with SOFTWARE before and
    /// MESSAGE-INTEGRITY and FINGERPRINT after the address.
    const RFC5769_IPV4: &str = "0101003c2112a442b7e7a701bc34d686fa87dfae\
        8022000b7465737420766563746f7220\
        002000080001a147e112a643\
        000800142b91f599fd9e90c38c7489f92af9ba53f06be7d7\
        80280004c07d4c96";
    /// RFC 5769 section 2.3's IPv6 response: [2001:db8:1234:5678:11:2233:4455:6677]:32853.
    const RFC5769_IPV6: &str = "010100482112a442b7e7a701bc34d686fa87dfae\
        8022000b7465737420766563746f7220\
        002000140002a1470113a9faa5d3f179bc25f4b5bed2b9d9\
        00080014a382954e4be67bf11784c97c8292c275bfe3ed41\
        80280004c8fb0b4c";
    const RFC5769_ID: TransactionId = [
        0xb7, 0xe7, 0xa7, 0x01, 0xbc, 0x34, 0xd6, 0x86, 0xfa, 0x87, 0xdf, 0xae,
    ];

    fn hex(text: &str) -> Vec<u8> {
        let digits: Vec<u8> = text.bytes().filter(u8::is_ascii_hexdigit).collect();
        digits
            .chunks(2)
            .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).unwrap(), 16).unwrap())
            .collect()
    }

    #[test]
    fn the_request_is_a_bare_binding_request() {
        let request = binding_request(&ID);
        assert_eq!(
            request,
            [0, 1, 0, 0, 0x21, 0x12, 0xa4, 0x42, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        );
    }

    #[test]
    fn rfc_5769_responses_give_their_addresses() {
        assert_eq!(
            mapped_address(&hex(RFC5769_IPV4), &RFC5769_ID),
            Ok("192.0.2.1:32853".parse().unwrap())
        );
        assert_eq!(
            mapped_address(&hex(RFC5769_IPV6), &RFC5769_ID),
            Ok("[2001:db8:1234:5678:11:2233:4455:6677]:32853"
                .parse()
                .unwrap())
        );
    }

    #[test]
    fn an_address_after_other_attributes_is_found() {
        let mapped = [
            0,
            1,
            0x21 ^ 0x1f,
            0x12 ^ 0x90,
            0x21 ^ 203,
            0x12,
            0xa4 ^ 113,
            0x42 ^ 7,
        ];
        let bytes = response(
            BINDING_SUCCESS,
            &ID,
            &[
                (0x8022, b"odd".to_vec()),
                (0x0001, vec![0, 1, 0, 9, 10, 0, 0, 1]),
                (XOR_MAPPED_ADDRESS, mapped.to_vec()),
            ],
        );
        assert_eq!(
            mapped_address(&bytes, &ID),
            Ok("203.0.113.7:8080".parse().unwrap())
        );
    }

    /// Bad input, each with the error it gets; none panics.
    #[test]
    fn bad_responses_are_refused_with_their_reason() {
        let v4 = (XOR_MAPPED_ADDRESS, vec![0, 1, 0, 0, 0, 0, 0, 0]);
        let good = response(BINDING_SUCCESS, &ID, std::slice::from_ref(&v4));
        assert!(mapped_address(&good, &ID).is_ok());
        let mut bad_cookie = good.clone();
        bad_cookie[5] ^= 1;
        let mut top_bits = good.clone();
        top_bits[0] |= 0x40;
        let mut odd_length = good.clone();
        odd_length[3] = 13;
        let mut long_length = good.clone();
        long_length[3] = 16;
        let mut long_attribute = good.clone();
        long_attribute[23] = 9;
        let mut other = ID;
        other[11] ^= 0xff;
        let corpus: Vec<(&str, Vec<u8>, StunError)> = vec![
            ("empty", Vec::new(), StunError::Truncated(0)),
            ("header cut", good[..19].to_vec(), StunError::Truncated(19)),
            ("body cut", good[..24].to_vec(), StunError::Truncated(24)),
            ("length past the end", long_length, StunError::Truncated(32)),
            ("wrong cookie", bad_cookie, StunError::NotStun),
            ("top bits set (RTP, DTLS)", top_bits, StunError::NotStun),
            ("length not a multiple of 4", odd_length, StunError::NotStun),
            (
                "a request",
                response(BINDING_REQUEST, &ID, &[]),
                StunError::NotSuccess(0x0001),
            ),
            (
                "an error response",
                response(0x0111, &ID, std::slice::from_ref(&v4)),
                StunError::NotSuccess(0x0111),
            ),
            (
                "another transaction",
                response(BINDING_SUCCESS, &other, std::slice::from_ref(&v4)),
                StunError::OtherTransaction,
            ),
            (
                "no attributes",
                response(BINDING_SUCCESS, &ID, &[]),
                StunError::NoAddress,
            ),
            (
                "only MAPPED-ADDRESS",
                response(
                    BINDING_SUCCESS,
                    &ID,
                    &[(0x0001, vec![0, 1, 0, 9, 1, 2, 3, 4])],
                ),
                StunError::NoAddress,
            ),
            (
                "attribute past the end",
                long_attribute,
                StunError::BadAttribute,
            ),
            (
                "an empty XOR-MAPPED-ADDRESS",
                {
                    let mut bytes = response(BINDING_SUCCESS, &ID, &[]);
                    bytes[3] = 4;
                    bytes.extend([0, 0x20, 0, 0]);
                    bytes
                },
                StunError::BadAddress,
            ),
            (
                "unknown family",
                response(
                    BINDING_SUCCESS,
                    &ID,
                    &[(XOR_MAPPED_ADDRESS, vec![0, 3, 0, 0, 0, 0, 0, 0])],
                ),
                StunError::BadAddress,
            ),
            (
                "IPv4 with IPv6's length",
                response(
                    BINDING_SUCCESS,
                    &ID,
                    &[(XOR_MAPPED_ADDRESS, [0, 1, 0, 0].repeat(5))],
                ),
                StunError::BadAddress,
            ),
            (
                "IPv6 with IPv4's length",
                response(
                    BINDING_SUCCESS,
                    &ID,
                    &[(XOR_MAPPED_ADDRESS, vec![0, 2, 0, 0, 0, 0, 0, 0])],
                ),
                StunError::BadAddress,
            ),
            (
                "more attributes than a server sends",
                response(BINDING_SUCCESS, &ID, &vec![(0x8022, vec![0; 4]); 40]),
                StunError::NoAddress,
            ),
        ];
        for (what, bytes, error) in corpus {
            assert_eq!(mapped_address(&bytes, &ID), Err(error), "{what}");
        }
    }

    /// Every truncation and every single-byte change of a good response: an address or an
    /// error, never a panic.
    #[test]
    fn damaged_responses_never_panic() {
        let good = hex(RFC5769_IPV6);
        for cut in 0..good.len() {
            assert!(mapped_address(&good[..cut], &RFC5769_ID).is_err());
        }
        let mut answers = 0;
        for at in 0..good.len() {
            for flip in [0x01, 0x80, 0xff] {
                let mut bytes = good.clone();
                bytes[at] ^= flip;
                answers += usize::from(mapped_address(&bytes, &RFC5769_ID).is_ok());
            }
        }
        // Changes in the skipped SOFTWARE, MESSAGE-INTEGRITY and FINGERPRINT values, and in
        // the address itself, still give an address.
        assert!(answers > 0);
    }
}
