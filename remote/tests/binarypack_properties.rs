//! Properties of the codec over arbitrary values (bounded sizes): packing then unpacking gives
//! the value back, chunked or not; and arbitrary or damaged bytes never panic.

use dl_remote::chunking::{encode_frames, Incoming, Reassembler};
use dl_remote::{decode, encode, Value};
use proptest::prelude::*;

/// Values as the wire carries them: floats only with a fractional part (integral ones travel
/// as integers, as JavaScript packs them).
fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::Int),
        (-1e12f64..1e12)
            .prop_filter("fractional", |f| f.fract() != 0.0)
            .prop_map(Value::Float),
        ".{0,40}".prop_map(Value::Str),
        proptest::collection::vec(any::<u8>(), 0..40).prop_map(Value::Bin),
    ];
    leaf.prop_recursive(4, 64, 20, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..20).prop_map(Value::Array),
            proptest::collection::vec((".{0,12}", inner), 0..20).prop_map(Value::Map),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn packing_then_unpacking_gives_the_value_back(v in value()) {
        let bytes = encode(&v).unwrap();
        prop_assert_eq!(decode(&bytes).unwrap(), v);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let _ = decode(&bytes);
        let _ = Reassembler::new().receive(&bytes);
    }

    #[test]
    fn every_truncation_of_a_packed_value_is_refused(v in value()) {
        let bytes = encode(&v).unwrap();
        for len in 0..bytes.len() {
            let slice = bytes.get(..len).unwrap();
            prop_assert!(decode(slice).is_err());
        }
    }

    #[test]
    fn a_flipped_byte_never_panics(v in value(), at in any::<prop::sample::Index>(), b in any::<u8>()) {
        let mut bytes = encode(&v).unwrap();
        if !bytes.is_empty() {
            let i = at.index(bytes.len());
            bytes[i] = b;
        }
        let _ = decode(&bytes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn chunked_messages_come_back_whole(len in 16_000usize..70_000, seed in any::<u8>()) {
        let text: String = (0..len).map(|i| char::from(b'a' + ((i + usize::from(seed)) % 26) as u8)).collect();
        let v = Value::Map(vec![("type".into(), Value::Str("chat".into())), ("text".into(), Value::Str(text))]);
        let mut id = 1;
        let frames = encode_frames(&v, &mut id).unwrap();
        let mut r = Reassembler::new();
        let mut got = None;
        for f in &frames {
            match r.receive(f).unwrap() {
                Incoming::Message(m) => got = Some(m),
                Incoming::Partial => {}
                Incoming::Close => prop_assert!(false, "close"),
            }
        }
        prop_assert_eq!(got, Some(v));
        prop_assert_eq!(r.pending(), 0);
    }
}
