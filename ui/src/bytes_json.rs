//! Bytes in JSON as base64 text (a received file, a shared file), for the terminal's script
//! mode: an array of numbers would be eight times as long and unreadable.

use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use serde::{Deserialize, Deserializer, Serializer};

/// Writes `bytes` as base64.
pub(crate) fn serialize<S: Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&STANDARD.encode(bytes))
}

/// Reads base64 text.
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u8>, D::Error> {
    let text = String::deserialize(deserializer)?;
    STANDARD
        .decode(text.as_bytes())
        .map_err(|_| serde::de::Error::custom("the bytes are not base64"))
}

#[cfg(test)]
mod tests {
    use crate::{Input, ShareItem};

    #[test]
    fn bytes_travel_as_base64_both_ways() {
        let item = ShareItem::File {
            name: "a.csv".into(),
            mime: "text/csv".into(),
            bytes: b"position_id".to_vec(),
        };
        let json = serde_json::to_value(&item).unwrap();
        assert_eq!(json["bytes"], "cG9zaXRpb25faWQ=");
        let input: Input = serde_json::from_str(
            r#"{"input":"received_file","bytes":"cG9zaXRpb25faWQ=","name":null,"mime":null}"#,
        )
        .unwrap();
        assert_eq!(
            input,
            Input::ReceivedFile {
                bytes: b"position_id".to_vec(),
                name: None,
                mime: None
            }
        );
        assert!(serde_json::from_str::<Input>(
            r#"{"input":"received_file","bytes":"***","name":null,"mime":null}"#
        )
        .is_err());
    }
}
