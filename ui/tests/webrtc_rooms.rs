//! Online play over the real transport (issue 23): apps whose rooms are dl-ui's WebRTC links
//! ([`WebRtcLinks`]) on a local PeerJS server (npm `peer`, started and stopped by the test),
//! and failures of a server that is none or does not answer.
use std::sync::Arc;
use std::time::{Duration, Instant};

use dl_ui::{App, Body, Control, Field, Input, Launch, LinkFactory, WebRtcLinks};

#[path = "../../remote/tests/support/peer_server.rs"]
mod peer_server;

/// Joins `room` as Ada on an app whose rooms are on `peer_server`; the app after.
fn join(dir: &std::path::Path, peer_server: &str, room: &str) -> App {
    let links: Arc<dyn LinkFactory> = Arc::new(WebRtcLinks::new(Some(peer_server)));
    let app =
        App::launch_with_links(Launch::new(dir, &["en"]), Some(links)).expect("the app launches");
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
    let server = peer_server::start(&[]);
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
