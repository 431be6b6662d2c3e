//! The signalling messages the web pages really exchanged (tests/data/wire/
//! signalling-client-view.json): each reads as its typed message and writes back to the same
//! JSON.

use std::fs;
use std::path::Path;

use dl_remote::signalling::{ServerConfig, Signal};

#[test]
fn every_captured_signalling_message_reads_and_writes_back() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/wire/signalling-client-view.json");
    let entries: Vec<serde_json::Value> =
        serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap();
    let mut kinds = Vec::new();
    let mut urls = 0;
    for entry in &entries {
        if let Some(url) = entry.get("url").and_then(|u| u.as_str()) {
            // ws://127.0.0.1:9123/peerjs?key=peerjs&id=ID&token=TOKEN&version=1.5.4
            let query = url.split_once('?').unwrap().1;
            let field = |name: &str| {
                query
                    .split('&')
                    .find_map(|kv| kv.strip_prefix(&format!("{name}=")))
                    .unwrap()
                    .to_owned()
            };
            assert_eq!(
                ServerConfig::local(9123).socket_url(&field("id"), &field("token")),
                url
            );
            urls += 1;
            continue;
        }
        let msg = entry.get("msg").unwrap();
        let signal = Signal::from_text(&msg.to_string()).unwrap();
        let back: serde_json::Value = serde_json::from_str(&signal.to_text()).unwrap();
        assert_eq!(&back, msg);
        kinds.push(msg.get("type").unwrap().as_str().unwrap().to_owned());
    }
    assert_eq!(urls, 3);
    for kind in ["OPEN", "OFFER", "ANSWER", "CANDIDATE", "ID-TAKEN"] {
        assert!(kinds.iter().any(|k| k == kind), "{kind} missing");
    }
}
