//! PeerJS 1.5.4's negotiation messages for a data connection, as the page sends them: the
//! joiner's `OFFER` (`{sdp, type: "data", connectionId, label, reliable, serialization}`), the
//! host's `ANSWER` (`{sdp, type: "data", connectionId}`) and both sides' trickled `CANDIDATE`s
//! (`{candidate: {candidate, sdpMid, sdpMLineIndex, usernameFragment}, type, connectionId}`).

use crate::signalling::{
    AnswerPayload, CandidatePayload, IceCandidate, OfferPayload, SessionDescription, Signal,
};
use crate::signalling_client::random_token;

/// PeerJS's connection type for data connections.
const DATA: &str = "data";
/// PeerJS's serialization for BinaryPack (its default, the page's).
const BINARY: &str = "binary";

/// A new connection id as PeerJS makes them: `dc_` and a random token.
pub(crate) fn new_connection_id() -> String {
    format!("dc_{}", random_token())
}

/// The value of the first `a=NAME:value` line of an SDP.
pub(crate) fn sdp_attribute<'a>(sdp: &'a str, name: &str) -> Option<&'a str> {
    sdp.lines().find_map(|line| {
        line.trim_end()
            .strip_prefix("a=")?
            .strip_prefix(name)?
            .strip_prefix(':')
    })
}

/// The joiner's offer to `dst`: the data channel's label is the connection id, reliable, binary.
pub(crate) fn offer(dst: &str, connection_id: &str, sdp: String) -> Signal {
    Signal::Offer {
        src: None,
        dst: Some(dst.to_owned()),
        payload: OfferPayload {
            sdp: SessionDescription {
                sdp,
                kind: "offer".to_owned(),
            },
            connection_type: DATA.to_owned(),
            connection_id: connection_id.to_owned(),
            label: Some(connection_id.to_owned()),
            reliable: Some(true),
            serialization: Some(BINARY.to_owned()),
        },
    }
}

/// The host's answer to `dst`.
pub(crate) fn answer(dst: &str, connection_id: &str, sdp: String) -> Signal {
    Signal::Answer {
        src: None,
        dst: Some(dst.to_owned()),
        payload: AnswerPayload {
            sdp: SessionDescription {
                sdp,
                kind: "answer".to_owned(),
            },
            connection_type: DATA.to_owned(),
            connection_id: connection_id.to_owned(),
        },
    }
}

/// A trickled candidate (`candidate:…` line) to `dst`, for the m-line `mid` of our SDP.
pub(crate) fn candidate(
    dst: &str,
    connection_id: &str,
    line: String,
    mid: Option<&str>,
    ufrag: Option<&str>,
) -> Signal {
    Signal::Candidate {
        src: None,
        dst: Some(dst.to_owned()),
        payload: CandidatePayload {
            candidate: IceCandidate {
                candidate: line,
                sdp_mid: Some(mid.unwrap_or("0").to_owned()),
                sdp_m_line_index: Some(0),
                username_fragment: ufrag.map(str::to_owned),
            },
            connection_type: DATA.to_owned(),
            connection_id: connection_id.to_owned(),
        },
    }
}

/// Whether an offer asks for what the room uses: a data connection in BinaryPack.
pub(crate) fn is_room_offer(payload: &OfferPayload) -> bool {
    payload.connection_type == DATA
        && payload.serialization.as_deref().unwrap_or(BINARY) == BINARY
        && payload.sdp.kind == "offer"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_are_read_from_the_sdp() {
        let sdp = "v=0\r\na=ice-ufrag:abcd\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\na=mid:0\r\n";
        assert_eq!(sdp_attribute(sdp, "ice-ufrag"), Some("abcd"));
        assert_eq!(sdp_attribute(sdp, "mid"), Some("0"));
        assert_eq!(sdp_attribute(sdp, "ice-pwd"), None);
    }

    #[test]
    fn the_offer_has_peerjs_fields_in_its_order() {
        let id = new_connection_id();
        assert!(id.starts_with("dc_") && id.len() == 14, "{id}");
        let text = offer("divloyalties-R-host", &id, "v=0".into()).to_text();
        let expected = format!(
            r#"{{"type":"OFFER","dst":"divloyalties-R-host","payload":{{"sdp":{{"sdp":"v=0","type":"offer"}},"type":"data","connectionId":"{id}","label":"{id}","reliable":true,"serialization":"binary"}}}}"#
        );
        assert_eq!(text, expected);
        let Signal::Offer { payload, .. } = Signal::from_text(&text).unwrap() else {
            panic!()
        };
        assert!(is_room_offer(&payload));
        let text = candidate(
            "x",
            &id,
            "candidate:1 1 udp 1 127.0.0.1 5 typ host".into(),
            Some("0"),
            Some("u"),
        )
        .to_text();
        assert!(text.contains(r#""candidate":{"candidate":"candidate:1 1 udp 1 127.0.0.1 5 typ host","sdpMid":"0","sdpMLineIndex":0,"usernameFragment":"u"},"type":"data""#), "{text}");
    }
}
