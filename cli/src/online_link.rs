//! Online play in the terminal (issue 23, cargo feature `online`): dl-remote's WebRTC
//! connection as dl-ui's room link. Each link owns a thread that hands the connection's events
//! to the app; leaving the room (dropping the link) ends it and closes the connection.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use dl_remote::connection::{Connection, FrameSender, LinkConfig, LinkEvent as WireEvent};
use dl_remote::signalling::ServerConfig;
use dl_ui::{LinkEvent, LinkEvents, LinkFactory, RoomLink};

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
    fn open(&self, room: &str, _name: &str, events: LinkEvents) -> Box<dyn RoomLink> {
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
        // Two players on one machine (a local server): their only way to each other.
        config.loopback = matches!(config.server.host.as_str(), "127.0.0.1" | "localhost");
        match Connection::open(config) {
            Ok(connection) => {
                let frames = connection.sender();
                let (left, unsent) = (link.left.clone(), link.unsent.clone());
                let events_for_failure = events.clone();
                let spawned = std::thread::Builder::new()
                    .name(format!("dl-cli room {room}"))
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

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use dl_ui::{App, Body, Control, Field, Input, Launch};

    use super::*;

    /// Joins `room` as Ada on an app whose rooms are on `peer_server`; the app after.
    fn join(dir: &std::path::Path, peer_server: &str, room: &str) -> App {
        let links: Arc<dyn LinkFactory> = Arc::new(WebRtcLinks::new(Some(peer_server)));
        let app = App::launch_with_links(Launch::new(dir, &["en"]), Some(links))
            .expect("the app launches");
        app.send(Input::Press {
            control: Control::PlayOnline,
        });
        for (field, text) in [(Field::OnlineName, "Ada"), (Field::OnlineRoom, room)] {
            app.send(Input::Text {
                field,
                text: text.to_owned(),
            });
        }
        app.send(Input::Press {
            control: Control::JoinRoom,
        });
        app
    }

    /// The room screen's chat status within `limit`, once it says `wanted`.
    fn status_saying(app: &App, wanted: &str, limit: Duration) -> Option<String> {
        let start = Instant::now();
        while start.elapsed() < limit {
            if let Body::Room { model } = app.screen().body {
                if model.chat.status.contains(wanted)
                    || model.chat.lines.iter().any(|l| l.contains(wanted))
                {
                    return Some(model.chat.status);
                }
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }

    #[test]
    fn an_address_that_is_no_peerjs_server_fails_the_room_with_its_code() {
        let dir = std::env::temp_dir().join(format!("dl-cli-online-url-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let app = join(&dir, "ftp://peer.example.org", "oak");
        assert!(
            status_saying(&app, "server_url_scheme", Duration::from_secs(5)).is_some(),
            "{:?}",
            app.screen().body
        );
        drop(app);
        std::fs::remove_dir_all(&dir).expect("removed");
    }

    #[test]
    fn a_server_that_does_not_answer_fails_the_room_through_the_real_connection() {
        let dir = std::env::temp_dir().join(format!("dl-cli-online-down-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        // A port nothing listens on, found by binding and letting it go.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .expect("a free port");
        let app = join(&dir, &format!("ws://127.0.0.1:{port}"), "oak");
        assert!(
            status_saying(&app, "failed", Duration::from_secs(15)).is_some(),
            "{:?}",
            app.screen().body
        );
        drop(app);
        std::fs::remove_dir_all(&dir).expect("removed");
    }

    /// Waits until `check` holds for the app, at most 20 s.
    fn wait_for(app: &App, what: &str, check: impl Fn(&App) -> bool) {
        let start = Instant::now();
        while !check(app) {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "waited 20 s for {what}; the screen is {:?}",
                app.screen().route
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn connected(app: &App) -> bool {
        match app.screen().body {
            Body::Room { model } => model.chat.connected,
            Body::Game { model } => model.chat.is_some_and(|c| c.connected),
            _ => false,
        }
    }

    fn stones(app: &App) -> Vec<(u32, u32)> {
        match app.screen().body {
            Body::Game { model } => model.board.stones.iter().map(|s| (s.x, s.y)).collect(),
            _ => Vec::new(),
        }
    }

    /// Whether the game on screen has `player` ("Blue", "Yellow") to move.
    fn to_move(app: &App, player: &str) -> bool {
        match app.screen().body {
            Body::Game { model } => model.players.iter().any(|p| p.name == player && p.to_move),
            _ => false,
        }
    }

    /// The player to move places a stone on the first cell that takes one and ends the turn.
    fn play_turn(app: &App) {
        let Body::Game { model } = app.screen().body else {
            panic!("not the game: {:?}", app.screen().body)
        };
        let before = model.board.stones.len();
        let placeable: Vec<(u32, u32)> = model
            .board
            .cells
            .iter()
            .filter(|c| {
                c.actions
                    .iter()
                    .any(|a| a.action == dl_ui::CellAction::Place)
            })
            .map(|c| (c.x, c.y))
            .collect();
        for (x, y) in placeable {
            app.send(Input::Cell {
                x,
                y,
                action: dl_ui::CellAction::Place,
            });
            if stones(app).len() > before {
                break;
            }
        }
        app.send(Input::Press {
            control: Control::EndTurn,
        });
        if let Some(prompt) = app.screen().prompt {
            app.send(Input::Answer {
                prompt: prompt.serial,
                answer: dl_ui::Answer::Confirm,
            });
        }
    }

    #[test]
    fn two_apps_play_online_through_a_local_peerjs_server_over_webrtc() {
        let Some(server) = crate::peer_server::start(&[]) else {
            return;
        };
        let url = format!("ws://127.0.0.1:{}", server.port);
        let base = std::env::temp_dir().join(format!("dl-cli-online-game-{}", std::process::id()));
        let (a, b) = (base.join("ada"), base.join("bo"));
        for dir in [&a, &b] {
            std::fs::create_dir_all(dir).expect("a temporary directory");
        }
        let ada = join(&a, &url, "oak");
        wait_for(&ada, "Ada hosting the room", |app| {
            matches!(app.screen().body, Body::Room { .. })
        });
        let bo = join(&b, &url, "oak");
        wait_for(&ada, "Bo in Ada's room", connected);
        wait_for(&bo, "Ada in Bo's room", connected);

        ada.send(Input::Press {
            control: Control::ChoosePosition,
        });
        ada.send(Input::Press {
            control: Control::StartPosition {
                key: "octopus".into(),
            },
        });
        // The guest is taken to the host's game (or offered it, from the room screen).
        wait_for(&bo, "Ada's game at Bo's", |app| match app.screen().body {
            Body::Game { .. } => true,
            Body::Room { model } => model.continue_game.is_some(),
            _ => false,
        });
        if matches!(bo.screen().body, Body::Room { .. }) {
            bo.send(Input::Press {
                control: Control::Continue,
            });
        }
        for turn in 0..2 {
            play_turn(&ada);
            wait_for(&bo, "Blue's turn played on Yellow's screen", |app| {
                to_move(app, "Yellow") && stones(app) == stones(&ada)
            });
            play_turn(&bo);
            wait_for(&ada, "Yellow's turn played on Blue's screen", |app| {
                to_move(app, "Blue") && stones(app) == stones(&bo)
            });
            assert_eq!(stones(&ada).len(), 2 * (turn + 1), "turn {turn}");
        }
        drop((ada, bo));
        std::fs::remove_dir_all(&base).expect("removed");
    }
}
