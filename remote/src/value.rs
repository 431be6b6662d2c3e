//! The JSON-like values PeerJS's BinaryPack carries: what a JavaScript `pack()` accepts and
//! `unpack()` gives back, with maps kept in insertion order (a JavaScript object's key order is
//! what goes on the wire, so encoding is byte-exact only if the order is kept).

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

/// One value of BinaryPack's data model (the web page's messages are built from these).
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null` (and JavaScript's `undefined`, which packs to the same byte).
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An integral number. JavaScript packs every number `n` with `Math.floor(n) === n` as an
    /// integer, so integral floats never travel as doubles.
    Int(i64),
    /// A number with a fractional part (an IEEE 754 double on the wire).
    Float(f64),
    /// A UTF-8 string.
    Str(String),
    /// Raw bytes (an `ArrayBuffer`; PeerJS's chunks carry their slice of a message in one).
    Bin(Vec<u8>),
    /// An array.
    Array(Vec<Value>),
    /// An object: string keys with their values, in insertion order.
    Map(Vec<(String, Value)>),
}

impl Value {
    /// The value under `key` when this is a map (the first one if a hostile peer repeated it).
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Map(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The string, when this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The integer, when this is one.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(n) => Some(*n),
            _ => None,
        }
    }

    /// Converts a typed message to a value through its serde form, keeping the field order of
    /// its `Serialize` implementation (struct fields in declaration order).
    pub fn from_serialize<T: Serialize>(value: &T) -> Result<Value, serde_json::Error> {
        let text = serde_json::to_string(value)?;
        serde_json::from_str(&text)
    }

    /// Converts this value to a typed message through serde. Raw bytes become arrays of
    /// numbers; a map with a repeated key is refused by derived types ("duplicate field").
    pub fn to_deserialize<T: de::DeserializeOwned>(&self) -> Result<T, serde_json::Error> {
        T::deserialize(self)
    }
}

impl Serialize for Value {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Value::Null => serializer.serialize_unit(),
            Value::Bool(b) => serializer.serialize_bool(*b),
            Value::Int(n) => serializer.serialize_i64(*n),
            Value::Float(f) => serializer.serialize_f64(*f),
            Value::Str(s) => serializer.serialize_str(s),
            Value::Bin(bytes) => {
                let mut seq = serializer.serialize_seq(Some(bytes.len()))?;
                for b in bytes {
                    seq.serialize_element(b)?;
                }
                seq.end()
            }
            Value::Array(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Value::Map(entries) => {
                let mut map = serializer.serialize_map(Some(entries.len()))?;
                for (k, v) in entries {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
        }
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON-like value")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E: de::Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        Value::deserialize(d)
    }

    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Value, E> {
        Ok(Value::Bool(b))
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Value, E> {
        Ok(Value::Int(n))
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Value, E> {
        // Above i64::MAX JavaScript holds only an approximation anyway.
        Ok(i64::try_from(n).map_or(Value::Float(n as f64), Value::Int))
    }

    fn visit_f64<E: de::Error>(self, f: f64) -> Result<Value, E> {
        Ok(Value::Float(f))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Value, E> {
        Ok(Value::Str(s.to_owned()))
    }

    fn visit_string<E: de::Error>(self, s: String) -> Result<Value, E> {
        Ok(Value::Str(s))
    }

    fn visit_bytes<E: de::Error>(self, b: &[u8]) -> Result<Value, E> {
        Ok(Value::Bin(b.to_vec()))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut entries = Vec::new();
        while let Some((k, v)) = map.next_entry::<String, Value>()? {
            entries.push((k, v));
        }
        Ok(Value::Map(entries))
    }
}

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Value, D::Error> {
        d.deserialize_any(ValueVisitor)
    }
}

/// Reading a typed message straight out of a [`Value`] (no JSON text in between).
impl<'de> Deserializer<'de> for &'de Value {
    type Error = serde_json::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Int(n) => visitor.visit_i64(*n),
            Value::Float(f) => visitor.visit_f64(*f),
            Value::Str(s) => visitor.visit_borrowed_str(s),
            Value::Bin(bytes) => {
                visitor.visit_seq(de::value::SeqDeserializer::new(bytes.iter().copied()))
            }
            Value::Array(items) => visitor.visit_seq(de::value::SeqDeserializer::new(items.iter())),
            Value::Map(entries) => visitor.visit_map(de::value::MapDeserializer::new(
                entries.iter().map(|(k, v)| (k.as_str(), v)),
            )),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        match self {
            Value::Str(s) => visitor.visit_enum(de::value::BorrowedStrDeserializer::new(s)),
            _ => Err(de::Error::invalid_type(
                de::Unexpected::Other("non-string"),
                &visitor,
            )),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct newtype_struct seq tuple
        tuple_struct map struct identifier ignored_any
    }
}

impl<'de> de::IntoDeserializer<'de, serde_json::Error> for &'de Value {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
    struct Sample {
        zeta: u8,
        alpha: Option<String>,
        list: Vec<i64>,
    }

    #[test]
    fn a_typed_message_keeps_its_field_order_and_comes_back() {
        let sample = Sample {
            zeta: 3,
            alpha: None,
            list: vec![-1, 70_000],
        };
        let value = Value::from_serialize(&sample).unwrap();
        let Value::Map(entries) = &value else {
            panic!("not a map: {value:?}")
        };
        let keys: Vec<&str> = entries.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["zeta", "alpha", "list"]);
        assert_eq!(value.to_deserialize::<Sample>().unwrap(), sample);
    }

    #[test]
    fn a_repeated_key_is_refused_by_a_typed_reader() {
        let value = Value::Map(vec![
            ("zeta".into(), Value::Int(1)),
            ("zeta".into(), Value::Int(2)),
            ("alpha".into(), Value::Null),
            ("list".into(), Value::Array(vec![])),
        ]);
        assert!(value.to_deserialize::<Sample>().is_err());
    }
}
