//! Online play's transport (issue 23, cargo feature `webrtc`): dl-remote's WebRTC connection
//! as the app's room link, for every shell that plays online (the terminal, the phones through
//! dl-bindings). Each link owns a thread that hands the connection's events to the app;
//! leaving the room (dropping the link) ends it and closes the connection.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::link::{LinkEvent, LinkEvents, LinkFactory, RoomLink, WantedRole};
use dl_remote::connection::{Connection, FrameSender, LinkConfig, LinkEvent as WireEvent};
use dl_remote::signalling::ServerConfig;

/// How long the forwarding thread waits for an event before it looks whether the room was left.
const POLL: Duration = Duration::from_millis(50);

/// Opens rooms on one PeerJS server: `--peer-server`'s, else PeerJS's public one (the web page's).
pub struct WebRtcLinks {
    server: Result<ServerConfig, &'static str>,
}

impl WebRtcLinks {
    /// Rooms on `peer_server` (an address such as `ws://127.0.0.1:9000`), or on PeerJS's
    /// public server; an address that is no server's makes every room fail with its code.
    pub fn new(peer_server: Option<&str>) -> WebRtcLinks {
        let server = match peer_server {
            None => Ok(ServerConfig::default()),
            Some(url) => ServerConfig::from_url(url).map_err(|e| e.code()),
        };
        WebRtcLinks { server }
    }
}

impl LinkFactory for WebRtcLinks {
    fn open(
        &self,
        room: &str,
        _name: &str,
        role: WantedRole,
        events: LinkEvents,
    ) -> Box<dyn RoomLink> {
        let mut link = Link {
            frames: None,
            left: Arc::new(AtomicBool::new(false)),
            unsent: Arc::new(Mutex::new(None)),
        };
        let server = match &self.server {
            Ok(server) => server.clone(),
            Err(code) => return link.failing(events, code),
        };
        let mut config = LinkConfig::new(server, room);
        config.role = role;
        // Two players on one machine (a local server): their only way to each other.
        config.loopback = matches!(config.server.host.as_str(), "127.0.0.1" | "localhost");
        match Connection::open(config) {
            Ok(connection) => {
                let frames = connection.sender();
                let (left, unsent) = (link.left.clone(), link.unsent.clone());
                let events_for_failure = events.clone();
                let spawned = std::thread::Builder::new()
                    .name(format!("dl room {room}"))
                    .spawn(move || forward(connection, &events, &left, &unsent));
                match spawned {
                    Ok(_) => {
                        link.frames = Some(frames);
                        Box::new(link)
                    }
                    Err(_) => link.failing(events_for_failure, "link_thread"),
                }
            }
            Err(e) => link.failing(events, e.code()),
        }
    }
}

/// One room joined: frames go to the connection; dropping it leaves the room.
struct Link {
    frames: Option<FrameSender>,
    left: Arc<AtomicBool>,
    /// Why a frame could not be sent, told to the app by the forwarding thread.
    unsent: Arc<Mutex<Option<&'static str>>>,
}

impl Link {
    /// This link, telling the app from another thread (never from within `open`) that it
    /// failed with `code`.
    fn failing(self, events: LinkEvents, code: &'static str) -> Box<dyn RoomLink> {
        let failed = LinkEvent::Failed {
            code: code.to_owned(),
        };
        // Without a thread there is no later: the app is told at once.
        if let Err(e) = std::thread::Builder::new().spawn({
            let (events, failed) = (events.clone(), failed.clone());
            move || events.deliver(failed)
        }) {
            log::warn!("no thread to report a room's failure: {e}");
        }
        Box::new(self)
    }
}

impl RoomLink for Link {
    fn send(&self, frame: Vec<u8>) {
        if let Some(frames) = &self.frames {
            if let Err(e) = frames.send(frame) {
                if let Ok(mut unsent) = self.unsent.lock() {
                    unsent.get_or_insert(e.code());
                }
            }
        }
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.left.store(true, Ordering::Relaxed);
    }
}

/// Hands the connection's events to the app until the room is left, the link fails or the
/// connection ends; then closes the connection.
fn forward(
    connection: Connection,
    events: &LinkEvents,
    left: &AtomicBool,
    unsent: &Mutex<Option<&'static str>>,
) {
    while !left.load(Ordering::Relaxed) {
        if let Some(code) = unsent.lock().ok().and_then(|mut u| u.take()) {
            events.deliver(LinkEvent::Failed {
                code: code.to_owned(),
            });
            break;
        }
        match connection.events().recv_timeout(POLL) {
            Ok(event) => {
                let failed = matches!(event, WireEvent::Failed { .. });
                events.deliver(app_event(event));
                if failed {
                    break;
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    connection.close();
}

/// The transport's event as the app's.
fn app_event(event: WireEvent) -> LinkEvent {
    match event {
        WireEvent::Role { host } => LinkEvent::Role { host },
        WireEvent::PeerConnected => LinkEvent::PeerConnected,
        WireEvent::Frame(bytes) => LinkEvent::Frame { bytes },
        WireEvent::PeerLeft => LinkEvent::PeerLeft,
        WireEvent::Failed { code, detail } => {
            log::info!("room link failed: {code}: {detail}");
            LinkEvent::Failed {
                code: code.to_owned(),
            }
        }
    }
}
