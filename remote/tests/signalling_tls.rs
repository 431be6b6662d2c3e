//! `wss://` (feature `tls`), without any packet leaving the machine: a TLS client hello goes
//! to a listener of ours on 127.0.0.1 that is not a TLS server, and the client reports a
//! handshake error within its deadline instead of hanging or panicking.

use std::io::{Read, Write};
use std::net::TcpListener;
use std::time::{Duration, Instant};

use dl_remote::signalling::ServerConfig;
use dl_remote::signalling_client::SignallingClient;

#[test]
fn a_secure_socket_speaks_tls_and_reports_a_server_that_does_not() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = std::thread::spawn(move || {
        let (mut socket, _) = listener.accept().unwrap();
        socket
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let mut first = [0u8; 3];
        socket.read_exact(&mut first).unwrap();
        socket
            .write_all(b"HTTP/1.1 400 Bad Request\r\n\r\n")
            .unwrap();
        first
    });
    let mut config = ServerConfig::local(port);
    config.secure = true;
    let started = Instant::now();
    let err = SignallingClient::open(&config, "someone", "t", Duration::from_secs(5)).unwrap_err();
    assert!(started.elapsed() < Duration::from_secs(6));
    assert_eq!(err.code(), "signalling_handshake", "{err}");
    // A TLS record: handshake (22), version 3.x.
    let first = server.join().unwrap();
    assert_eq!(first[..2], [22, 3], "{first:?}");
}
