//! Online play over the real transport (issue 23): apps whose rooms are dl-ui's WebRTC links
//! ([`WebRtcLinks`]) on a local PeerJS server (npm `peer`, started and stopped by the test),
//! failures of a server that is none or does not answer, and the room surviving the network:
//! a player killed and launched again, the server stopped and started again, a player in the
//! background and back.
use std::sync::Arc;
use std::time::{Duration, Instant};

use dl_ui::{App, Body, Control, Field, Input, Launch, LinkFactory, WebRtcLinks};

#[path = "../../remote/tests/support/peer_server.rs"]
mod peer_server;

/// An app on `dir` whose rooms are on `peer_server`.
fn launch(dir: &std::path::Path, peer_server: &str) -> App {
    let links: Arc<dyn LinkFactory> = Arc::new(WebRtcLinks::new(Some(peer_server)));
    App::launch_with_links(Launch::new(dir, &["en"]), Some(links)).expect("the app launches")
}

/// Joins `room` as Ada on an app whose rooms are on `peer_server`; the app after.
fn join(dir: &std::path::Path, peer_server: &str, room: &str) -> App {
    join_as(dir, peer_server, room, "Ada")
}

/// Joins `room` as `name` on an app whose rooms are on `peer_server`; the app after.
fn join_as(dir: &std::path::Path, peer_server: &str, room: &str, name: &str) -> App {
    let app = launch(dir, peer_server);
    app.send(Input::Press {
        control: Control::PlayOnline,
    });
    for (field, text) in [(Field::OnlineName, name), (Field::OnlineRoom, room)] {
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
        status_saying(
            &app,
            "The game server cannot be reached (signalling_",
            Duration::from_secs(15),
        )
        .is_some(),
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
            "waited 20 s for {what}; the screen is {:?}, its chat {:?}",
            app.screen().route,
            chat_of(app)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The chat on the room screen or under the game.
fn chat_of(app: &App) -> Option<dl_ui::ChatModel> {
    match app.screen().body {
        Body::Room { model } => Some(model.chat),
        Body::Game { model } => model.chat,
        _ => None,
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

/// Ada (Blue, hosting) and Bo (Yellow) in room `room` on `url`, in a game of Octopus on
/// both screens.
fn two_in_a_game(a: &std::path::Path, b: &std::path::Path, url: &str, room: &str) -> (App, App) {
    let ada = join_as(a, url, room, "Ada");
    // Hosting: the room offers her the choice of the position (Bo joins only then, or he
    // could claim the host's id first).
    wait_for(&ada, "Ada hosting the room", |app| {
        match app.screen().body {
            Body::Room { model } => model.choose_position.is_some(),
            _ => false,
        }
    });
    let bo = join_as(b, url, room, "Bo");
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
    (ada, bo)
}

/// Blue plays a turn, then Yellow, each seen on the other's screen.
fn a_turn_each(ada: &App, bo: &App) {
    let before = stones(ada).len();
    play_turn(ada);
    wait_for(bo, "Blue's turn played on Yellow's screen", |app| {
        to_move(app, "Yellow") && stones(app) == stones(ada)
    });
    play_turn(bo);
    wait_for(ada, "Yellow's turn played on Blue's screen", |app| {
        to_move(app, "Blue") && stones(app) == stones(bo)
    });
    assert_eq!(stones(ada).len(), before + 2);
}

/// The chat's status and lines, on the room screen or under the game.
fn chat_says(app: &App, wanted: &str) -> bool {
    chat_of(app)
        .is_some_and(|c| c.status.contains(wanted) || c.lines.iter().any(|l| l.contains(wanted)))
}

/// The actions of the game saved in `dir`'s store.
fn saved_actions(dir: &std::path::Path) -> Vec<dl_core::Action> {
    let bytes = std::fs::read(dir.join(dl_app::store::CURRENT_GAME_FILE)).expect("a saved game");
    let (loaded, _) = dl_app::store::read_game_file(&bytes).expect("a readable game");
    match loaded {
        dl_app::store::LoadedGame::DividedLoyalties(session) => session.game().actions(),
        _ => panic!("not a game of Divided Loyalties"),
    }
}

/// Both screens show the same stones and both stores hold the same game.
fn same_game_at_both(ada: &App, bo: &App, a: &std::path::Path, b: &std::path::Path) {
    assert_eq!(stones(ada), stones(bo));
    assert!(ada.settle(Duration::from_secs(10)), "Ada's store written");
    assert!(bo.settle(Duration::from_secs(10)), "Bo's store written");
    let (at_a, at_b) = (saved_actions(a), saved_actions(b));
    assert_eq!(at_a, at_b);
    assert!(!at_a.is_empty());
}

/// Fresh data directories for Ada and Bo under one named for `test`.
fn dirs(test: &str) -> (std::path::PathBuf, std::path::PathBuf, std::path::PathBuf) {
    let base = std::env::temp_dir().join(format!("dl-ui-{test}-{}", std::process::id()));
    let (a, b) = (base.join("ada"), base.join("bo"));
    for dir in [&a, &b] {
        std::fs::create_dir_all(dir).expect("a temporary directory");
    }
    (base, a, b)
}

#[test]
fn two_apps_play_online_through_a_local_peerjs_server_over_webrtc() {
    let server = peer_server::start(&[]);
    let url = format!("ws://127.0.0.1:{}", server.port);
    let (base, a, b) = dirs("online-game");
    let (ada, bo) = two_in_a_game(&a, &b, &url, "oak");
    for _ in 0..2 {
        a_turn_each(&ada, &bo);
    }
    same_game_at_both(&ada, &bo, &a, &b);
    drop((ada, bo));
    std::fs::remove_dir_all(&base).expect("removed");
}

#[test]
fn the_guest_killed_mid_game_is_shown_gone_and_back_the_same_game_goes_on() {
    let server = peer_server::start(&[]);
    let url = format!("ws://127.0.0.1:{}", server.port);
    let (base, a, b) = dirs("online-killed");
    let (ada, bo) = two_in_a_game(&a, &b, &url, "elm");
    a_turn_each(&ada, &bo);
    drop(bo);
    wait_for(&ada, "Bo shown gone at Ada's", |app| {
        chat_says(app, "Bo left the room")
    });
    // Bo's app launched again on its data directory: the kept game, its room opened again.
    let bo = launch(&b, &url);
    wait_for(&bo, "Bo back in the room", connected);
    wait_for(&ada, "Bo back in Ada's room", connected);
    wait_for(&bo, "Bo's game on screen", |app| {
        matches!(app.screen().body, Body::Game { .. })
    });
    wait_for(&bo, "who is who at Bo's", |app| {
        chat_says(app, "You are Yellow · vs Ada")
    });
    a_turn_each(&ada, &bo);
    same_game_at_both(&ada, &bo, &a, &b);
    drop((ada, bo));
    drop(server);
    std::fs::remove_dir_all(&base).expect("removed");
}

#[test]
fn the_server_stopped_mid_game_and_started_again_both_reconnect_by_themselves() {
    let mut server = peer_server::start(&[]);
    let url = format!("ws://127.0.0.1:{}", server.port);
    let (base, a, b) = dirs("online-server");
    let (ada, bo) = two_in_a_game(&a, &b, &url, "ash");
    a_turn_each(&ada, &bo);
    server.stop();
    for (app, who) in [(&ada, "Ada"), (&bo, "Bo")] {
        wait_for(app, &format!("the failure told at {who}'s"), |app| {
            chat_says(app, "The game server cannot be reached (signalling_")
        });
        wait_for(app, &format!("{who} waiting to try again"), |app| {
            chat_says(app, "Reconnecting to room ash in")
        });
    }
    server.start_again();
    wait_for(&ada, "Ada back in the room", connected);
    wait_for(&bo, "Bo back in the room", connected);
    wait_for(&ada, "who is who at Ada's", |app| {
        chat_says(app, "You are Blue · vs Bo")
    });
    wait_for(&bo, "who is who at Bo's", |app| {
        chat_says(app, "You are Yellow · vs Ada")
    });
    a_turn_each(&ada, &bo);
    same_game_at_both(&ada, &bo, &a, &b);
    drop((ada, bo));
    drop(server);
    std::fs::remove_dir_all(&base).expect("removed");
}

#[test]
fn background_and_foreground_mid_game_close_and_open_the_room_over_webrtc() {
    let server = peer_server::start(&[]);
    let url = format!("ws://127.0.0.1:{}", server.port);
    let (base, a, b) = dirs("online-background");
    let (ada, bo) = two_in_a_game(&a, &b, &url, "yew");
    a_turn_each(&ada, &bo);
    bo.send(Input::Background);
    wait_for(&ada, "Bo shown gone at Ada's", |app| {
        chat_says(app, "Bo left the room")
    });
    assert!(!connected(&bo));
    bo.send(Input::Foreground);
    wait_for(&bo, "Bo back in the room", connected);
    wait_for(&ada, "Bo back in Ada's room", connected);
    wait_for(&bo, "who is who at Bo's", |app| {
        chat_says(app, "You are Yellow · vs Ada")
    });
    a_turn_each(&ada, &bo);
    // The host too: the guest waits for it, it gets its id back.
    ada.send(Input::Background);
    wait_for(&bo, "Ada shown gone at Bo's", |app| {
        chat_says(app, "Ada left the room")
    });
    ada.send(Input::Foreground);
    wait_for(&ada, "Ada back in the room", connected);
    wait_for(&bo, "Ada back in Bo's room", connected);
    wait_for(&ada, "who is who at Ada's", |app| {
        chat_says(app, "You are Blue · vs Bo")
    });
    a_turn_each(&ada, &bo);
    same_game_at_both(&ada, &bo, &a, &b);
    drop((ada, bo));
    drop(server);
    std::fs::remove_dir_all(&base).expect("removed");
}
