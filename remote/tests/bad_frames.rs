//! A corpus of bad frames, each refused with its stable code; the reassembler's bounds.

use dl_remote::chunking::{Reassembler, CHUNK_MTU, MAX_CHUNKS, MAX_PENDING};
use dl_remote::{decode, encode, Value};

fn chunk(id: i64, n: i64, total: i64, data: Vec<u8>) -> Vec<u8> {
    encode(&Value::Map(vec![
        ("__peerData".into(), Value::Int(id)),
        ("n".into(), Value::Int(n)),
        ("data".into(), Value::Bin(data)),
        ("total".into(), Value::Int(total)),
    ]))
    .unwrap()
}

#[test]
fn each_bad_frame_is_refused_with_its_code() {
    let corpus: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty", vec![], "binarypack_truncated"),
        (
            "string cut short",
            vec![0xb5, b'h', b'e'],
            "binarypack_length_too_long",
        ),
        ("str16 length cut", vec![0xd8, 0x00], "binarypack_truncated"),
        ("double cut", vec![0xcb, 0x3f], "binarypack_truncated"),
        ("int64 cut", vec![0xd3, 0, 0, 0], "binarypack_truncated"),
        (
            "map missing its value",
            vec![0x81, 0xb1, b'a'],
            "binarypack_truncated",
        ),
        ("reserved 0xc4", vec![0xc4], "binarypack_unknown_type"),
        ("reserved 0xc9", vec![0xc9, 0, 0], "binarypack_unknown_type"),
        ("undefined-ish 0xd7", vec![0xd7], "binarypack_unknown_type"),
        (
            "array32 of 4 G elements",
            vec![0xdd, 0xff, 0xff, 0xff, 0xff],
            "binarypack_length_too_long",
        ),
        (
            "map16 of 65535 entries",
            vec![0xde, 0xff, 0xff, 0xc0],
            "binarypack_length_too_long",
        ),
        (
            "raw32 of 2 GB",
            vec![0xdb, 0x80, 0, 0, 0, 1, 2],
            "binarypack_length_too_long",
        ),
        (
            "str32 of 4 GB",
            vec![0xd9, 0xff, 0xff, 0xff, 0xff, b'a'],
            "binarypack_length_too_long",
        ),
        (
            "invalid UTF-8",
            vec![0xb3, 0xe2, 0x28, 0xa1],
            "binarypack_not_utf8",
        ),
        (
            "integer key",
            vec![0x81, 0x05, 0xc0],
            "binarypack_key_not_string",
        ),
        (
            "array key",
            vec![0x81, 0x90, 0xc0],
            "binarypack_key_not_string",
        ),
        ("two values", vec![0xc3, 0xc2], "binarypack_trailing_bytes"),
        (
            "chunk without data",
            encode(&Value::Map(vec![
                ("__peerData".into(), Value::Int(1)),
                ("n".into(), Value::Int(0)),
                ("total".into(), Value::Int(2)),
            ]))
            .unwrap(),
            "chunk_malformed",
        ),
        (
            "chunk id not a number",
            encode(&Value::Map(vec![(
                "__peerData".into(),
                Value::Str("x".into()),
            )]))
            .unwrap(),
            "chunk_malformed",
        ),
        ("chunk total 0", chunk(1, 0, 0, vec![1]), "chunk_bad_total"),
        (
            "chunk total huge",
            chunk(1, 0, 1 << 40, vec![1]),
            "chunk_bad_total",
        ),
        (
            "chunk index past total",
            chunk(1, 2, 2, vec![1]),
            "chunk_index_out_of_range",
        ),
        (
            "chunk index negative",
            chunk(1, -1, 2, vec![1]),
            "chunk_index_out_of_range",
        ),
    ];
    for (name, frame, code) in corpus {
        let err = Reassembler::new().receive(&frame).unwrap_err();
        assert_eq!(err.code(), code, "{name}: {err}");
    }
}

#[test]
fn nesting_past_the_limit_is_refused() {
    let mut frame = vec![0x91; 200];
    frame.push(0xc0);
    assert_eq!(decode(&frame).unwrap_err().code(), "binarypack_too_deep");
}

#[test]
fn an_oversized_frame_is_refused_unread() {
    let frame = vec![0xc0; 300 * 1024];
    assert_eq!(decode(&frame).unwrap_err().code(), "binarypack_too_large");
}

#[test]
fn a_repeated_chunk_or_a_changed_total_drops_the_message() {
    let mut r = Reassembler::new();
    r.receive(&chunk(5, 0, 3, vec![1; 10])).unwrap();
    assert_eq!(
        r.receive(&chunk(5, 0, 3, vec![1; 10])).unwrap_err().code(),
        "chunk_duplicate"
    );
    assert_eq!(r.pending(), 0);
    r.receive(&chunk(6, 0, 3, vec![1; 10])).unwrap();
    assert_eq!(
        r.receive(&chunk(6, 1, 4, vec![1; 10])).unwrap_err().code(),
        "chunk_total_changed"
    );
    assert_eq!(r.pending(), 0);
}

#[test]
fn messages_in_flight_are_bounded() {
    let mut r = Reassembler::new();
    for id in 0..MAX_PENDING as i64 {
        r.receive(&chunk(id + 1, 0, 2, vec![0; 4])).unwrap();
    }
    let err = r.receive(&chunk(99, 0, 2, vec![0; 4])).unwrap_err();
    assert_eq!(err.code(), "chunk_too_many_pending");
    assert_eq!(r.pending(), MAX_PENDING);
}

#[test]
fn bytes_per_message_are_bounded() {
    let mut r = Reassembler::new();
    let total = MAX_CHUNKS as i64;
    let mut last = Ok(dl_remote::Incoming::Partial);
    for n in 0..total {
        last = r.receive(&chunk(1, n, total, vec![0; CHUNK_MTU + 2_000]));
        if last.is_err() {
            break;
        }
    }
    assert_eq!(last.unwrap_err().code(), "chunk_too_large");
    assert_eq!(r.pending(), 0);
}

#[test]
fn a_reassembled_message_that_is_not_binarypack_is_refused() {
    let mut r = Reassembler::new();
    r.receive(&chunk(1, 0, 2, vec![0x92, 0xc0])).unwrap();
    let err = r.receive(&chunk(1, 1, 2, vec![0xc0, 0xc0])).unwrap_err();
    assert_eq!(err.code(), "binarypack_trailing_bytes");
}
