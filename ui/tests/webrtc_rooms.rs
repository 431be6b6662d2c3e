//! Online play over the real transport (issue 23): apps whose rooms are dl-ui's WebRTC links
//! ([`WebRtcLinks`]) on a local PeerJS server (npm `peer`, started and stopped by the test),
//! failures of a server that is none or does not answer, and the room surviving the network:
//! a player killed and launched again, the server stopped and started again, a player in the
//! background and back.
mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{game, placeable, play_turn};
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

/// A PeerJS server of a test's own, and fresh data directories for Ada and Bo under one named
/// for the test.
struct Online {
    server: peer_server::PeerServer,
    /// The server's address.
    url: String,
    base: std::path::PathBuf,
    a: std::path::PathBuf,
    b: std::path::PathBuf,
}

impl Online {
    /// A server and directories for `test`; Ada and Bo in room `room` on it, in a game of
    /// Octopus on both screens.
    fn start(test: &str, room: &str) -> (Online, App, App) {
        let server = peer_server::start(&[]);
        let url = format!("ws://127.0.0.1:{}", server.port);
        let base = std::env::temp_dir().join(format!("dl-ui-{test}-{}", std::process::id()));
        let (a, b) = (base.join("ada"), base.join("bo"));
        for dir in [&a, &b] {
            std::fs::create_dir_all(dir).expect("a temporary directory");
        }
        let (ada, bo) = two_in_a_game(&a, &b, &url, room);
        let online = Online {
            server,
            url,
            base,
            a,
            b,
        };
        (online, ada, bo)
    }

    /// Both screens show the same stones and both stores hold the same game; then the apps and
    /// the server stopped, the directories removed.
    fn end(self, ada: App, bo: App) {
        assert_eq!(stones(&ada), stones(&bo));
        assert!(ada.settle(Duration::from_secs(10)), "Ada's store written");
        assert!(bo.settle(Duration::from_secs(10)), "Bo's store written");
        let (at_a, at_b) = (saved_actions(&self.a), saved_actions(&self.b));
        assert_eq!(at_a, at_b);
        assert!(!at_a.is_empty());
        drop((ada, bo));
        drop(self.server);
        std::fs::remove_dir_all(&self.base).expect("removed");
    }
}

/// Once `back` (by name: Ada, Bo or both) came back to the room: both connected again, and each
/// who came back told again who is who.
fn back_in_the_room(ada: &App, bo: &App, back: &[&str]) {
    let players = [
        (ada, "Ada", "You are Blue · vs Bo"),
        (bo, "Bo", "You are Yellow · vs Ada"),
    ];
    for (app, name, _) in players {
        wait_for(app, &format!("{name} in the room again"), connected);
    }
    for (app, name, who) in players {
        if back.contains(&name) {
            wait_for(app, &format!("who is who at {name}'s"), |app| {
                chat_says(app, who)
            });
        }
    }
}

#[test]
fn two_apps_play_online_through_a_local_peerjs_server_over_webrtc() {
    let (online, ada, bo) = Online::start("online-game", "oak");
    for _ in 0..2 {
        a_turn_each(&ada, &bo);
    }
    online.end(ada, bo);
}

#[test]
fn the_guest_killed_mid_game_is_shown_gone_and_back_the_same_game_goes_on() {
    let (online, ada, bo) = Online::start("online-killed", "elm");
    a_turn_each(&ada, &bo);
    drop(bo);
    wait_for(&ada, "Bo shown gone at Ada's", |app| {
        chat_says(app, "Bo left the room")
    });
    // Bo's app launched again on its data directory: the kept game, its room opened again.
    let bo = launch(&online.b, &online.url);
    back_in_the_room(&ada, &bo, &["Bo"]);
    wait_for(&bo, "Bo's game on screen", |app| {
        matches!(app.screen().body, Body::Game { .. })
    });
    a_turn_each(&ada, &bo);
    online.end(ada, bo);
}

#[test]
fn the_server_stopped_mid_game_and_started_again_both_reconnect_by_themselves() {
    let (mut online, ada, bo) = Online::start("online-server", "ash");
    a_turn_each(&ada, &bo);
    online.server.stop();
    for (app, who) in [(&ada, "Ada"), (&bo, "Bo")] {
        wait_for(app, &format!("the failure told at {who}'s"), |app| {
            chat_says(app, "The game server cannot be reached (signalling_")
        });
        wait_for(app, &format!("{who} waiting to try again"), |app| {
            chat_says(app, "Reconnecting to room ash in")
        });
    }
    online.server.start_again();
    back_in_the_room(&ada, &bo, &["Ada", "Bo"]);
    a_turn_each(&ada, &bo);
    online.end(ada, bo);
}

#[test]
fn background_and_foreground_mid_game_close_and_open_the_room_over_webrtc() {
    let (online, ada, bo) = Online::start("online-background", "yew");
    a_turn_each(&ada, &bo);
    bo.send(Input::Background);
    wait_for(&ada, "Bo shown gone at Ada's", |app| {
        chat_says(app, "Bo left the room")
    });
    assert!(!connected(&bo));
    bo.send(Input::Foreground);
    back_in_the_room(&ada, &bo, &["Bo"]);
    a_turn_each(&ada, &bo);
    // The host too: the guest waits for it, it gets its id back.
    ada.send(Input::Background);
    wait_for(&bo, "Ada shown gone at Bo's", |app| {
        chat_says(app, "Ada left the room")
    });
    ada.send(Input::Foreground);
    back_in_the_room(&ada, &bo, &["Ada"]);
    a_turn_each(&ada, &bo);
    online.end(ada, bo);
}

/// Rings the two ends of each line of 3 or 4 cells through `(x, y)` (R5: rows, columns,
/// diagonals) until a bridge is formed; whether one was.
fn bridge_through(app: &App, (x, y): (u32, u32)) -> bool {
    let bridges = |app: &App| game(app).board.bridges.len();
    let before = bridges(app);
    for (dx, dy) in [(1i64, 0i64), (0, 1), (1, 1), (1, -1)] {
        for length in [3i64, 4] {
            for back in 0..length {
                let (x, y) = (i64::from(x), i64::from(y));
                let start = (x - back * dx, y - back * dy);
                let end = (start.0 + (length - 1) * dx, start.1 + (length - 1) * dy);
                let cells = [start, end].map(|(x, y)| (u32::try_from(x), u32::try_from(y)));
                let [(Ok(sx), Ok(sy)), (Ok(ex), Ok(ey))] = cells else {
                    continue;
                };
                // Both ends must hold stones: a ring on an empty cell would leave the first
                // ring waiting for the next pair.
                let on_board = stones(app);
                if !(on_board.contains(&(sx, sy)) && on_board.contains(&(ex, ey))) {
                    continue;
                }
                for (x, y) in [(sx, sy), (ex, ey)] {
                    app.send(Input::Cell {
                        x,
                        y,
                        action: dl_ui::CellAction::Ring,
                    });
                }
                if bridges(app) > before {
                    return true;
                }
            }
        }
    }
    false
}

/// One turn of the player to move at `app` whose stone stays (a region stone, or a dot
/// stone in a bridge through it: R4.3), then End turn.
fn play_a_lasting_turn(app: &App) {
    let model = game(app);
    let chips: Vec<Control> = model
        .chips
        .iter()
        .filter(|c| c.enabled && c.count > 0)
        .map(|c| c.control.clone())
        .collect();
    let cells = placeable(&model);
    for chip in &chips {
        for &(x, y) in &cells {
            app.send(Input::Press {
                control: chip.clone(),
            });
            let before = stones(app).len();
            app.send(Input::Cell {
                x,
                y,
                action: dl_ui::CellAction::Place,
            });
            if stones(app).len() == before {
                continue;
            }
            app.send(Input::Press {
                control: Control::EndTurn,
            });
            let Some(prompt) = app.screen().prompt else {
                return;
            };
            app.send(Input::Answer {
                prompt: prompt.serial,
                answer: dl_ui::Answer::Cancel,
            });
            if bridge_through(app, (x, y)) {
                app.send(Input::Press {
                    control: Control::EndTurn,
                });
                assert!(app.screen().prompt.is_none(), "the dot stone is bridged");
                return;
            }
            app.send(Input::Press {
                control: Control::Undo,
            });
        }
    }
    panic!(
        "no stone that stays for the player to move (R4.3 allows a dot only with a bridge \
         through it): {}",
        game(app).status
    );
}

/// Issue 23, test 1: two of our apps play a whole game through a local PeerJS server, every
/// turn seen on the other screen, and both stores end with the same finished game.
#[test]
fn two_apps_play_a_whole_game_online_and_both_stores_hold_it() {
    let (online, ada, bo) = Online::start("online-whole-game", "elm");
    // Each turn leaves a stone on a cell: a game has at most as many turns as the board has
    // cells (a player who cannot place passes by themselves, R4.4).
    let longest = game(&ada).board.cells.len();
    let mut turns = 0;
    while game(&ada).result.is_none() {
        assert!(
            turns < longest,
            "not over after {turns} turns: {}, {} stones, {} bridges, chips {:?}",
            game(&ada).status,
            stones(&ada).len(),
            game(&ada).board.bridges.len(),
            game(&ada)
                .chips
                .iter()
                .map(|c| (c.count, c.enabled))
                .collect::<Vec<_>>()
        );
        let (mover, other) = if to_move(&ada, "Blue") {
            (&ada, &bo)
        } else {
            (&bo, &ada)
        };
        play_a_lasting_turn(mover);
        // The turn seen on the other screen: its stones, whose turn it is, the result.
        let to_move =
            |m: &dl_ui::GameModel| m.players.iter().map(|p| p.to_move).collect::<Vec<_>>();
        wait_for(other, "the turn seen on the other screen", |app| {
            let (here, there) = (game(app), game(mover));
            here.board.stones == there.board.stones
                && to_move(&here) == to_move(&there)
                && here.result.is_some() == there.result.is_some()
        });
        turns += 1;
    }
    let (at_ada, at_bo) = (game(&ada), game(&bo));
    assert_eq!(at_ada.board.bridges.len(), at_bo.board.bridges.len());
    let result = |m: &dl_ui::GameModel| m.result.clone().map(|r| (r.title, r.scores));
    assert_eq!(result(&at_ada), result(&at_bo));
    assert!(!at_ada.board.bridges.is_empty());
    eprintln!(
        "a whole game online: {turns} turns, {} stones, {} bridges, {:?}",
        at_ada.board.stones.len(),
        at_ada.board.bridges.len(),
        result(&at_ada)
    );
    online.end(ada, bo);
}
