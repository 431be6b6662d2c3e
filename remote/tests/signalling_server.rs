//! The signalling client against a real PeerJS server (npm `peer` 1.0.2, installed into
//! tests/peer-server by npm when missing), started by each test on 127.0.0.1 and killed when
//! the test ends. Skipped, with a message, only when npm cannot install the server.
//! Every wait is bounded.

mod support;

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use dl_remote::signalling::{ServerConfig, Signal};
use dl_remote::signalling_client::{join_room, join_room_as, Role, SignallingClient, WantedRole};
use support::peer_server::{free_port, start, WAIT};

/// The next message that is not the server's own bookkeeping, within [`WAIT`].
fn next(client: &mut SignallingClient) -> Signal {
    let deadline = Instant::now() + WAIT;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match client.recv(left).unwrap() {
            Some(Signal::Heartbeat) => {}
            Some(signal) => return signal,
            None => panic!("no message within {WAIT:?}"),
        }
    }
}

fn captured(kind: &str, from_page: &str) -> Signal {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/wire/signalling-client-view.json");
    let entries: Vec<serde_json::Value> =
        serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap();
    let msg = entries
        .iter()
        .find(|e| e["page"] == from_page && e["dir"] == "sent" && e["msg"]["type"] == kind)
        .unwrap()["msg"]
        .clone();
    Signal::from_text(&msg.to_string()).unwrap()
}

fn addressed(signal: Signal, to: &str) -> Signal {
    match signal {
        Signal::Offer { payload, .. } => Signal::Offer {
            src: None,
            dst: Some(to.into()),
            payload,
        },
        Signal::Answer { payload, .. } => Signal::Answer {
            src: None,
            dst: Some(to.into()),
            payload,
        },
        Signal::Candidate { payload, .. } => Signal::Candidate {
            src: None,
            dst: Some(to.into()),
            payload,
        },
        other => other,
    }
}

#[test]
fn the_first_in_a_room_hosts_and_the_second_joins_and_they_exchange_offer_answer_candidates() {
    let server = start(&[]);
    let config = ServerConfig::local(server.port);
    let (role, mut host) = join_room(&config, "it8by0sl", WAIT).unwrap();
    assert_eq!(
        (role, host.id()),
        (Role::Host, "divloyalties-it8by0sl-host")
    );
    let (role, mut guest) = join_room(&config, "it8by0sl", WAIT).unwrap();
    assert_eq!(role, Role::Guest);
    assert_ne!(guest.id(), host.id());
    // The joiner offers, as in the capture; the server relays with src added.
    guest
        .send(&addressed(captured("OFFER", "B"), host.id()))
        .unwrap();
    match next(&mut host) {
        Signal::Offer { src, payload, .. } => {
            assert_eq!(src.as_deref(), Some(guest.id()));
            assert_eq!(payload.connection_id, "dc_merhj9tjax");
            assert_eq!(payload.serialization.as_deref(), Some("binary"));
        }
        other => panic!("{other:?}"),
    }
    guest
        .send(&addressed(captured("CANDIDATE", "B"), host.id()))
        .unwrap();
    assert!(matches!(next(&mut host), Signal::Candidate { .. }));
    let guest_id = guest.id().to_owned();
    host.send(&addressed(captured("ANSWER", "A"), &guest_id))
        .unwrap();
    match next(&mut guest) {
        Signal::Answer { src, payload, .. } => {
            assert_eq!(src.as_deref(), Some("divloyalties-it8by0sl-host"));
            assert_eq!(payload.sdp.kind, "answer");
        }
        other => panic!("{other:?}"),
    }
    host.send(&addressed(captured("CANDIDATE", "A"), &guest_id))
        .unwrap();
    assert!(matches!(next(&mut guest), Signal::Candidate { .. }));
    // A peer that says it leaves.
    guest
        .send(&Signal::Leave {
            src: None,
            dst: Some(host.id().into()),
        })
        .unwrap();
    match next(&mut host) {
        Signal::Leave { src, .. } => assert_eq!(src.as_deref(), Some(guest_id.as_str())),
        other => panic!("{other:?}"),
    }
    guest.close();
    host.close();
}

#[test]
fn a_taken_id_is_reported_and_frees_when_its_holder_leaves() {
    let server = start(&[]);
    let config = ServerConfig::local(server.port);
    let holder = SignallingClient::open(&config, "divloyalties-x-host", "t1", WAIT).unwrap();
    let err = SignallingClient::open(&config, "divloyalties-x-host", "t2", WAIT).unwrap_err();
    assert_eq!(err.code(), "signalling_id_taken");
    holder.close();
    // The server forgets the id once the socket is closed: the room can be hosted again.
    let deadline = Instant::now() + WAIT;
    loop {
        match SignallingClient::open(&config, "divloyalties-x-host", "t3", WAIT) {
            Ok(client) => {
                client.close();
                break;
            }
            Err(e) if e.code() == "signalling_id_taken" && Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(100));
            }
            Err(e) => panic!("{e}"),
        }
    }
}

#[test]
fn an_offer_to_nobody_expires() {
    let server = start(&["--expire_timeout", "300"]);
    let config = ServerConfig::local(server.port);
    let (_, mut guest) = join_room(&config, "empty", WAIT).unwrap();
    guest
        .send(&addressed(
            captured("OFFER", "B"),
            "divloyalties-nobody-host",
        ))
        .unwrap();
    match next(&mut guest) {
        Signal::Expire { src, .. } => assert_eq!(src.as_deref(), Some("divloyalties-nobody-host")),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_wrong_key_and_a_closed_port_are_typed_errors() {
    let server = start(&[]);
    let mut config = ServerConfig::local(server.port);
    config.key = "not-the-key".into();
    let err = SignallingClient::open(&config, "someone", "t", WAIT).unwrap_err();
    // peer 1.0.2 answers a wrong key with ERROR "Invalid key provided".
    assert_eq!(err.code(), "signalling_server_error", "{err}");
    assert!(err.to_string().contains("key"), "{err}");
    let closed = ServerConfig::local(free_port());
    let err = SignallingClient::open(&closed, "someone", "t", Duration::from_secs(2)).unwrap_err();
    assert_eq!(err.code(), "signalling_unreachable");
}

#[test]
fn a_player_back_to_a_kept_game_keeps_their_side_whoever_is_there_first() {
    let server = start(&[]);
    let config = ServerConfig::local(server.port);
    // The guest comes back first: it never takes the host's id.
    let (role, guest) = join_room_as(&config, "kept", WantedRole::Guest, WAIT).unwrap();
    assert_eq!(role, Role::Guest);
    assert_ne!(guest.id(), "divloyalties-kept-host");
    // The host gets its id back; while the server still holds it, it is refused as taken.
    let (role, host) = join_room_as(&config, "kept", WantedRole::Host, WAIT).unwrap();
    assert_eq!((role, host.id()), (Role::Host, "divloyalties-kept-host"));
    let taken = join_room_as(&config, "kept", WantedRole::Host, WAIT).unwrap_err();
    assert_eq!(taken.code(), "signalling_id_taken");
    // A new join takes either side: the guest's, the host being there.
    let (role, _) = join_room_as(&config, "kept", WantedRole::Any, WAIT).unwrap();
    assert_eq!(role, Role::Guest);
    drop(guest);
}
