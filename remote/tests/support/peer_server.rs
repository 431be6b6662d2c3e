//! A PeerJS server of our own for the tests (npm `peer` 1.0.2, installed into
//! tests/peer-server by npm when missing), started on 127.0.0.1 at a free port and killed on
//! drop. Shared by the signalling and the WebRTC tests, and by dl-ui's room-link tests.

use std::fs;
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The longest wait for the server and for any one message.
pub const WAIT: Duration = Duration::from_secs(10);

/// A PeerJS server of our own, killed on drop.
pub struct PeerServer {
    child: Child,
    /// Its port on 127.0.0.1.
    pub port: u16,
    extra: Vec<String>,
}

impl PeerServer {
    /// Kills the server (every client's socket closes, every registration is gone).
    pub fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Starts the server again on the same port, with the same arguments, after [`stop`].
    ///
    /// [`stop`]: PeerServer::stop
    pub fn start_again(&mut self) {
        let extra: Vec<&str> = self.extra.iter().map(String::as_str).collect();
        self.child = spawn(self.port, &extra);
        listening(self.port);
    }
}

impl Drop for PeerServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Where npm installs the server: dl-remote's, also when dl-ui's tests include this file.
fn server_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../remote/tests/peer-server")
}

/// The `peerjs` command, installed with npm if needed (once per test run: the tests of this
/// file run in parallel); `None` when npm cannot get it.
fn peerjs_bin() -> Option<PathBuf> {
    static BIN: OnceLock<Option<PathBuf>> = OnceLock::new();
    BIN.get_or_init(install).clone()
}

fn install() -> Option<PathBuf> {
    let bin = server_dir().join("node_modules/.bin/peerjs");
    if !bin.exists() {
        let status = Command::new("timeout")
            .args([
                "300",
                "npm",
                "install",
                "--no-audit",
                "--no-fund",
                "--loglevel=error",
            ])
            .current_dir(server_dir())
            .stdout(Stdio::null())
            .status();
        if !status.is_ok_and(|s| s.success()) {
            return None;
        }
    }
    bin.exists().then_some(bin)
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Starts a server; fails the test if npm could not install it (the machines this project
/// runs its tests on reach the npm registry: a test that cannot run is not passed).
pub fn start(extra: &[&str]) -> PeerServer {
    let port = free_port();
    let child = spawn(port, extra);
    let server = PeerServer {
        child,
        port,
        extra: extra.iter().map(|s| s.to_string()).collect(),
    };
    listening(port);
    server
}

/// The server's process on `port`.
fn spawn(port: u16, extra: &[&str]) -> Child {
    let Some(bin) = peerjs_bin() else {
        panic!(
            "npm could not install the PeerJS server (npm `peer` into {:?})",
            server_dir()
        );
    };
    let log = fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(std::env::temp_dir().join(format!("dl-remote-peerjs-{port}.log")))
        .unwrap();
    Command::new(bin)
        .args([
            "--port",
            &port.to_string(),
            "--path",
            "/",
            "--host",
            "127.0.0.1",
        ])
        .args(extra)
        .stdout(log.try_clone().unwrap())
        .stderr(log)
        .spawn()
        .unwrap()
}

/// Waits until the server on `port` listens, at most [`WAIT`].
fn listening(port: u16) {
    let deadline = Instant::now() + WAIT;
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            Instant::now() < deadline,
            "the PeerJS server did not listen within {WAIT:?}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
