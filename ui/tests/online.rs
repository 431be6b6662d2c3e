//! Online play in the app (issue 23): two apps, each on its own data directory, joined by an
//! in-memory room link pair standing in for the WebRTC transport. Every exchange is pumped by
//! the test, in a bounded loop. The room survives the network: background and foreground,
//! a guest back while the host is away, the waits between attempts, Rejoin.

mod common;

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::{game, launch_in, play_turn, press, settle, stones, Dir};
use dl_ui::{
    App, Body, ChatModel, Control, Effect, Field, Input, LinkEvent, LinkEvents, LinkFactory,
    RoomLink, RoomModel, ShareItem, WantedRole,
};

/// One app's end of a room.
struct Member {
    id: u64,
    host: bool,
    events: LinkEvents,
}

/// The rooms and the events not yet delivered.
#[derive(Default)]
struct HubState {
    next: u64,
    rooms: Vec<(String, Vec<Member>)>,
    queue: VecDeque<(LinkEvents, LinkEvent)>,
    /// The server is down: every link opened fails.
    down: bool,
    /// The sides asked for, in order.
    asked: Vec<WantedRole>,
}

/// An in-memory signalling server and data channel: the first in a room hosts (a new join),
/// the second joins; a player back to a kept game asks for their side (the host's id while
/// the room has a host is refused as taken; a guest without a host finds nobody); frames go
/// to the other member; a link dropped tells the other that its peer left.
#[derive(Clone, Default)]
struct Hub(Arc<Mutex<HubState>>);

impl Hub {
    fn state(&self) -> std::sync::MutexGuard<'_, HubState> {
        self.0.lock().expect("hub")
    }

    /// Delivers what is queued, outside the hub's lock (an app answering queues more);
    /// the count delivered.
    fn pump(&self) -> usize {
        for delivered in 0..1000 {
            let next = self.state().queue.pop_front();
            match next {
                Some((to, event)) => to.deliver(event),
                None => return delivered,
            }
        }
        panic!("the apps kept talking for 1000 events");
    }

    /// A forged frame, as if the other member of `room` sent it to the member `to`.
    fn inject(&self, room: &str, to: usize, bytes: Vec<u8>) {
        let mut state = self.state();
        let member = state
            .rooms
            .iter()
            .find(|(name, _)| name == room)
            .and_then(|(_, members)| members.get(to))
            .map(|m| m.events.clone())
            .expect("a member");
        state.queue.push_back((member, LinkEvent::Frame { bytes }));
    }
}

struct HubLink {
    hub: Hub,
    room: String,
    id: u64,
}

impl RoomLink for HubLink {
    fn send(&self, frame: Vec<u8>) {
        let mut state = self.hub.state();
        let others: Vec<LinkEvents> = state
            .rooms
            .iter()
            .filter(|(name, _)| *name == self.room)
            .flat_map(|(_, members)| members.iter())
            .filter(|m| m.id != self.id)
            .map(|m| m.events.clone())
            .collect();
        for other in others {
            state.queue.push_back((
                other,
                LinkEvent::Frame {
                    bytes: frame.clone(),
                },
            ));
        }
    }
}

impl Drop for HubLink {
    fn drop(&mut self) {
        let mut state = self.hub.state();
        let mut left = Vec::new();
        for (name, members) in &mut state.rooms {
            let before = members.len();
            if *name == self.room {
                members.retain(|m| m.id != self.id);
            }
            // A link that never got into the room (refused) leaves nobody.
            if *name == self.room && members.len() < before {
                left.extend(members.iter().map(|m| m.events.clone()));
            }
        }
        for other in left {
            state.queue.push_back((other, LinkEvent::PeerLeft));
        }
    }
}

impl Hub {
    /// Whether room `room` has a host now.
    fn has_host(&self, room: &str) -> bool {
        self.state()
            .rooms
            .iter()
            .any(|(name, members)| name == room && members.iter().any(|m| m.host))
    }

    /// How many are in room `room` now.
    fn members(&self, room: &str) -> usize {
        self.state()
            .rooms
            .iter()
            .filter(|(name, _)| name == room)
            .map(|(_, members)| members.len())
            .sum()
    }
}

impl LinkFactory for Hub {
    fn open(
        &self,
        room: &str,
        _name: &str,
        role: WantedRole,
        events: LinkEvents,
    ) -> Box<dyn RoomLink> {
        let mut state = self.state();
        state.next += 1;
        state.asked.push(role);
        let id = state.next;
        let at = match state.rooms.iter().position(|(name, _)| name == room) {
            Some(at) => at,
            None => {
                state.rooms.push((room.to_owned(), Vec::new()));
                state.rooms.len() - 1
            }
        };
        let has_host = state.rooms[at].1.iter().any(|m| m.host);
        let refused = match role {
            _ if state.down => Some("signalling_unreachable"),
            WantedRole::Host if has_host => Some("signalling_id_taken"),
            WantedRole::Guest if !has_host => Some("link_host_absent"),
            _ => None,
        };
        if let Some(code) = refused {
            let failed = LinkEvent::Failed {
                code: code.to_owned(),
            };
            state.queue.push_back((events, failed));
            return Box::new(HubLink {
                hub: self.clone(),
                room: room.to_owned(),
                id,
            });
        }
        let host = !has_host;
        let earlier: Vec<LinkEvents> = state.rooms[at]
            .1
            .iter()
            .filter(|m| m.host != host)
            .map(|m| m.events.clone())
            .collect();
        state.rooms[at].1.push(Member {
            id,
            host,
            events: events.clone(),
        });
        state
            .queue
            .push_back((events.clone(), LinkEvent::Role { host }));
        for other in earlier {
            state.queue.push_back((other, LinkEvent::PeerConnected));
            state
                .queue
                .push_back((events.clone(), LinkEvent::PeerConnected));
        }
        Box::new(HubLink {
            hub: self.clone(),
            room: room.to_owned(),
            id,
        })
    }
}

fn open_online(dir: &Dir, hub: &Hub) -> App {
    let links: Arc<dyn LinkFactory> = Arc::new(hub.clone());
    App::launch_with_links(launch_in(dir.path(), &["en"]), Some(links)).expect("the app launches")
}

fn text(app: &App, field: Field, text: &str) {
    app.send(Input::Text {
        field,
        text: text.to_owned(),
    });
}

fn join(app: &App, name: &str, room: &str) {
    press(app, Control::PlayOnline);
    assert!(matches!(app.screen().body, Body::PlayOnline { .. }));
    text(app, Field::OnlineName, name);
    text(app, Field::OnlineRoom, room);
    press(app, Control::JoinRoom);
}

fn room(app: &App) -> RoomModel {
    match app.screen().body {
        Body::Room { model } => model,
        other => panic!("not the room: {other:?}"),
    }
}

/// The chat: the room's, or the one under the room's game.
fn chat(app: &App) -> ChatModel {
    match app.screen().body {
        Body::Room { model } => model.chat,
        Body::Game { model } => model.chat.expect("the game's chat"),
        other => panic!("no chat: {other:?}"),
    }
}

fn say(app: &App, line: &str) {
    text(app, Field::Chat, line);
    press(app, Control::SendChat);
}

/// Two apps in room "oak": Ada hosts (Blue), Bo joins (Yellow); Ada starts Octopus.
fn two_in_a_room(hub: &Hub, a: &Dir, b: &Dir) -> (App, App) {
    let ada = open_online(a, hub);
    let bo = open_online(b, hub);
    join(&ada, "Ada", "oak");
    hub.pump();
    assert!(!chat(&ada).connected);
    assert_eq!(
        chat(&ada).status,
        "Waiting for the other player in room oak…"
    );
    join(&bo, "Bo", "oak");
    assert!(hub.pump() > 0);
    assert_eq!(chat(&ada).status, "You are Blue · vs Bo");
    assert_eq!(chat(&bo).status, "Ada chooses the position.");
    assert!(room(&bo).choose_position.is_none());
    press(&ada, Control::ChoosePosition);
    press(
        &ada,
        Control::StartPosition {
            key: "octopus".into(),
        },
    );
    hub.pump();
    assert_eq!(stones(&ada), 0);
    press(&bo, Control::Continue);
    assert_eq!(chat(&bo).status, "You are Yellow · vs Ada");
    assert_eq!(game(&bo).subtitle, game(&ada).subtitle);
    (ada, bo)
}

#[test]
fn two_apps_play_chat_and_see_each_others_stones() {
    let (hub, a, b) = (Hub::default(), Dir::new("online-a"), Dir::new("online-b"));
    let (ada, bo) = two_in_a_room(&hub, &a, &b);

    // Yellow may not play on Blue's turn: refused with a notice, nothing sent.
    let before = game(&bo).board.clone();
    common::touch(&bo, 3, 3, 10_000);
    assert_eq!(game(&bo).board, before);
    let notice = bo.screen().notice.expect("a notice");
    assert_eq!(notice.text, "Wait for Ada to play.");
    assert_eq!(hub.pump(), 0);

    for turn in 0..3 {
        play_turn(&ada);
        hub.pump();
        assert_eq!(
            game(&bo).board.stones,
            game(&ada).board.stones,
            "turn {turn}"
        );
        let announced = bo
            .take_effects()
            .into_iter()
            .any(|e| matches!(e, Effect::Announce { .. }));
        assert!(announced, "Yellow hears Blue's move");
        play_turn(&bo);
        hub.pump();
        assert_eq!(
            game(&ada).board.stones,
            game(&bo).board.stones,
            "turn {turn}"
        );
    }
    assert!(stones(&ada) >= 6);
    // Blue's stone, then Blue's undo of it on Blue's own turn (R11): both seen by Yellow.
    let before = game(&bo).board.stones.clone();
    common::place_anywhere(&ada);
    hub.pump();
    assert_eq!(game(&bo).board.stones.len(), before.len() + 1);
    press(&ada, Control::Undo);
    hub.pump();
    assert_eq!(game(&bo).board.stones, before);
    assert_eq!(game(&ada).board.stones, before);
    // Blue's undo on Yellow's turn would take back Yellow's move: refused.
    play_turn(&ada);
    hub.pump();
    let stones_now = game(&bo).board.stones.clone();
    press(&ada, Control::Undo);
    assert_eq!(game(&ada).board.stones, stones_now);
    assert_eq!(
        ada.screen().notice.expect("a notice").text,
        "Wait for Bo to play."
    );
    assert_eq!(hub.pump(), 0);
    play_turn(&bo);
    hub.pump();
    assert_eq!(game(&ada).board.stones, game(&bo).board.stones);

    say(&ada, "good luck");
    hub.pump();
    say(&bo, "thanks!");
    hub.pump();
    assert_eq!(chat(&bo).lines, ["Ada: good luck", "Bo: thanks!"]);
    assert_eq!(chat(&ada).lines, ["Ada: good luck", "Bo: thanks!"]);
    assert_eq!(chat(&ada).draft, "");

    // The share control offers the web page and the room.
    press(&bo, Control::ShareRoom);
    let shared: Vec<String> = bo
        .take_effects()
        .into_iter()
        .filter_map(|e| match e {
            Effect::Share { items } => Some(items),
            _ => None,
        })
        .flatten()
        .filter_map(|i| match i {
            ShareItem::Text { text } => Some(text),
            _ => None,
        })
        .collect();
    assert_eq!(shared.len(), 1);
    assert!(shared[0].contains("https://game.ywesee.com/parados/divided_loyalties_remote_en.html"));
    assert!(shared[0].contains("oak"));
    settle(&ada);
    settle(&bo);
}

#[test]
fn a_forged_frame_is_refused_in_the_chat_and_the_game_is_unchanged() {
    let (hub, a, b) = (Hub::default(), Dir::new("online-fa"), Dir::new("online-fb"));
    let (ada, bo) = two_in_a_room(&hub, &a, &b);
    play_turn(&ada);
    hub.pump();
    let board = game(&bo).board.clone();
    // Not a BinaryPack message, then a truncated one.
    hub.inject("oak", 1, vec![0xff, 0x00, 0x13]);
    hub.inject("oak", 1, vec![0x81, 0xb4, b'x']);
    hub.pump();
    assert_eq!(game(&bo).board, board);
    let lines = chat(&bo).lines;
    assert_eq!(lines.len(), 2, "{lines:?}");
    for line in &lines {
        assert!(
            line.starts_with("Refused what the other side sent ("),
            "{line}"
        );
        assert!(line.ends_with("); the game is unchanged."), "{line}");
    }
    // The game goes on.
    play_turn(&bo);
    hub.pump();
    assert_eq!(game(&ada).board.stones, game(&bo).board.stones);
    settle(&ada);
    settle(&bo);
}

/// A legal stone of the player to move, placed.
fn place_any(game: &mut dl_core::Game) {
    let position = game.position().clone();
    for y in 0..position.height() {
        for x in 0..position.width() {
            for color in dl_core::Color::ALL {
                let cell = dl_core::Cell { x, y };
                if game.apply(dl_core::Action::Place { cell, color }).is_ok() {
                    return;
                }
            }
        }
    }
    panic!("no stone can be placed");
}

#[test]
fn a_forged_snapshot_of_moves_for_the_wrong_side_is_refused() {
    let (hub, a, b) = (Hub::default(), Dir::new("online-sa"), Dir::new("online-sb"));
    let (_ada, bo) = two_in_a_room(&hub, &a, &b);
    // Blue's snapshot in which Yellow also played a turn: not Blue's legal actions.
    let position =
        std::sync::Arc::new(dl_core::builtin_by_key("octopus").expect("Octopus").clone());
    let rounds = dl_remote::facts::web_rounds(&dl_remote::web_write::write_position(&position));
    let mut forged = dl_core::Game::new(position, rounds);
    place_any(&mut forged);
    forged.apply(dl_core::Action::EndTurn).expect("Blue ends");
    place_any(&mut forged);
    let message = dl_remote::RoomMessage::StateSync {
        state: Box::new(dl_remote::web_write::write_web_state(&forged)),
    };
    let frames = message.to_frames(&mut 1000).expect("frames");
    for frame in frames {
        hub.inject("oak", 1, frame);
    }
    hub.pump();
    assert_eq!(stones(&bo), 0);
    let lines = chat(&bo).lines;
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].starts_with("Refused what the other side sent ("),
        "{lines:?}"
    );
}

#[test]
fn the_peer_leaving_is_shown_and_the_game_resumes_after_a_relaunch() {
    let (hub, a, b) = (Hub::default(), Dir::new("online-la"), Dir::new("online-lb"));
    let (ada, bo) = two_in_a_room(&hub, &a, &b);
    play_turn(&ada);
    hub.pump();
    play_turn(&bo);
    hub.pump();
    let stones_before = game(&ada).board.stones.clone();
    settle(&bo);
    drop(bo);
    hub.pump();
    let left = "Opponent disconnected: Bo left the room. The game is kept.";
    assert_eq!(chat(&ada).status, left);
    assert_eq!(ada.screen().notice.expect("a notice").text, left);
    // Blue may not play alone.
    common::touch(&ada, 3, 3, 50_000);
    assert_eq!(game(&ada).board.stones, stones_before);

    // Bo comes back: the game from the store, and its room opened again at once from the
    // app's state, on Bo's side.
    let bo = open_online(&b, &hub);
    assert_eq!(game(&bo).board.stones, stones_before);
    assert_eq!(
        chat(&bo).status,
        "Waiting for the other player in room oak…"
    );
    hub.pump();
    assert_eq!(hub.state().asked.last(), Some(&WantedRole::Guest));
    assert_eq!(chat(&ada).status, "You are Blue · vs Bo");
    assert_eq!(game(&bo).board.stones, stones_before);
    assert_eq!(chat(&bo).status, "You are Yellow · vs Ada");
    // "Play online" shows the room it is in.
    press(&bo, Control::PlayOnline);
    assert_eq!(room(&bo).room, "oak");
    press(&bo, Control::Continue);
    // The same game goes on.
    play_turn(&ada);
    hub.pump();
    assert_eq!(game(&bo).board.stones, game(&ada).board.stones);
    assert!(game(&bo).board.stones.len() > stones_before.len());
    settle(&ada);
    settle(&bo);
}

/// Pumps the hub until `check` holds for `app`, at most 5 s (the retry timer's first wait is
/// 1 s).
fn pump_until(hub: &Hub, app: &App, what: &str, check: impl Fn(&App) -> bool) {
    let start = Instant::now();
    loop {
        hub.pump();
        if check(app) {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "waited 5 s for {what}; the chat says {:?}",
            chat(app).status
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Both boards the same, and a turn each more played on them.
fn a_turn_each(hub: &Hub, ada: &App, bo: &App) {
    let before = game(ada).board.stones.len();
    play_turn(ada);
    hub.pump();
    assert_eq!(game(bo).board.stones, game(ada).board.stones);
    play_turn(bo);
    hub.pump();
    assert_eq!(game(ada).board.stones, game(bo).board.stones);
    assert!(game(ada).board.stones.len() > before);
}

#[test]
fn background_closes_the_room_and_foreground_opens_it_again_mid_game() {
    let (hub, a, b) = (Hub::default(), Dir::new("online-ba"), Dir::new("online-bb"));
    let (ada, bo) = two_in_a_room(&hub, &a, &b);
    a_turn_each(&hub, &ada, &bo);

    // The guest goes to the background: its link is closed, the host sees it leave.
    bo.send(Input::Background);
    hub.pump();
    assert_eq!(hub.members("oak"), 1);
    assert_eq!(
        chat(&ada).status,
        "Opponent disconnected: Bo left the room. The game is kept."
    );
    bo.send(Input::Foreground);
    hub.pump();
    assert_eq!(hub.state().asked.last(), Some(&WantedRole::Guest));
    assert_eq!(chat(&ada).status, "You are Blue · vs Bo");
    assert_eq!(chat(&bo).status, "You are Yellow · vs Ada");
    a_turn_each(&hub, &ada, &bo);

    // The host goes to the background: the guest waits to try again (Rejoin offered), the
    // host gets its id back in the foreground.
    ada.send(Input::Background);
    hub.pump();
    assert!(!hub.has_host("oak"));
    assert_eq!(chat(&bo).status, "Reconnecting to room oak in 1 s…");
    assert!(chat(&bo).rejoin.is_some_and(|b| b.enabled));
    ada.send(Input::Foreground);
    hub.pump();
    assert_eq!(hub.state().asked.last(), Some(&WantedRole::Host));
    press(&bo, Control::Rejoin);
    hub.pump();
    assert_eq!(chat(&ada).status, "You are Blue · vs Bo");
    assert_eq!(chat(&bo).status, "You are Yellow · vs Ada");
    assert!(chat(&bo).rejoin.is_none());
    a_turn_each(&hub, &ada, &bo);
    settle(&ada);
    settle(&bo);
}

#[test]
fn a_guest_back_while_the_host_is_away_stays_the_guest() {
    let (hub, a, b) = (Hub::default(), Dir::new("online-ga"), Dir::new("online-gb"));
    let (ada, bo) = two_in_a_room(&hub, &a, &b);
    a_turn_each(&hub, &ada, &bo);
    let stones_before = game(&ada).board.stones.clone();
    settle(&ada);
    settle(&bo);
    drop((ada, bo));
    hub.pump();

    // Bo is back first: the room has no host, and Bo does not take its place.
    let bo = open_online(&b, &hub);
    hub.pump();
    assert_eq!(hub.state().asked.last(), Some(&WantedRole::Guest));
    assert!(!hub.has_host("oak"));
    assert_eq!(chat(&bo).status, "Reconnecting to room oak in 1 s…");
    assert_eq!(
        chat(&bo).lines.last().map(String::as_str),
        Some("The other player is not in the room (link_host_absent).")
    );
    assert_eq!(game(&bo).board.stones, stones_before);

    // Ada is back: she hosts again; Bo's next attempt finds her, by itself.
    let ada = open_online(&a, &hub);
    hub.pump();
    assert_eq!(hub.state().asked.last(), Some(&WantedRole::Host));
    pump_until(&hub, &bo, "Bo back with Ada", |app| chat(app).connected);
    assert_eq!(chat(&bo).status, "You are Yellow · vs Ada");
    assert_eq!(chat(&ada).status, "You are Blue · vs Bo");
    assert_eq!(game(&ada).board.stones, stones_before);
    a_turn_each(&hub, &ada, &bo);
    settle(&ada);
    settle(&bo);
}

#[test]
fn the_waits_between_attempts_grow_to_thirty_seconds_and_rejoin_tries_at_once() {
    let (hub, a) = (Hub::default(), Dir::new("online-wa"));
    hub.state().down = true;
    let ada = open_online(&a, &hub);
    join(&ada, "Ada", "oak");
    hub.pump();
    let failed = "The game server cannot be reached (signalling_unreachable).";
    assert_eq!(ada.screen().notice.expect("a notice").text, failed);
    let mut waits = Vec::new();
    for _ in 0..7 {
        let status = chat(&ada).status;
        waits.push(status);
        press(&ada, Control::Rejoin);
        hub.pump();
    }
    let seconds = [1, 2, 4, 8, 16, 30, 30];
    let wanted: Vec<String> = seconds
        .iter()
        .map(|s| format!("Reconnecting to room oak in {s} s…"))
        .collect();
    assert_eq!(waits, wanted);
    assert_eq!(hub.state().asked.len(), 8);
    // The same failure is said once.
    assert_eq!(chat(&ada).lines, [failed]);

    // The server is back: the next attempt comes by itself (a wait of 1 s again after
    // Leave and Join).
    press(&ada, Control::LeaveRoom);
    join(&ada, "Ada", "oak");
    hub.pump();
    assert_eq!(chat(&ada).status, "Reconnecting to room oak in 1 s…");
    hub.state().down = false;
    pump_until(&hub, &ada, "the room opened again by itself", |app| {
        chat(app).rejoin.is_none()
    });
    assert_eq!(
        chat(&ada).status,
        "Waiting for the other player in room oak…"
    );
    assert!(hub.has_host("oak"));
}

#[test]
fn the_room_is_opened_again_only_while_it_or_its_game_is_on_screen() {
    let (hub, a) = (Hub::default(), Dir::new("online-oa"));
    hub.state().down = true;
    let ada = open_online(&a, &hub);
    join(&ada, "Ada", "oak");
    hub.pump();
    assert_eq!(chat(&ada).status, "Reconnecting to room oak in 1 s…");
    // Elsewhere in the app when the wait is over: no attempt.
    ada.send(Input::Back);
    assert!(!matches!(ada.screen().body, Body::Room { .. }));
    hub.state().down = false;
    std::thread::sleep(Duration::from_millis(1500));
    hub.pump();
    assert_eq!(hub.state().asked.len(), 1);
    // Back to the room: the attempt at once.
    press(&ada, Control::PlayOnline);
    hub.pump();
    assert_eq!(hub.state().asked.len(), 2);
    assert_eq!(
        chat(&ada).status,
        "Waiting for the other player in room oak…"
    );
    assert!(hub.has_host("oak"));
}

#[test]
fn without_a_transport_play_online_says_so() {
    let dir = Dir::new("online-none");
    let app = common::open(dir.path());
    join(&app, "Ada", "oak");
    let notice = app.screen().notice.expect("a notice");
    assert_eq!(
        notice.text,
        "Online play needs the webrtc build of this app."
    );
    assert!(matches!(app.screen().body, Body::PlayOnline { .. }));
}

#[test]
fn the_room_has_no_end_by_agreement_and_no_rematch_before_the_end() {
    let (hub, a, b) = (Hub::default(), Dir::new("online-ra"), Dir::new("online-rb"));
    let (ada, bo) = two_in_a_room(&hub, &a, &b);
    // The other player cannot be asked on this device (R8): not offered, and refused.
    for app in [&ada, &bo] {
        assert!(!game(app)
            .menu
            .iter()
            .any(|b| b.control == Control::EndByAgreement));
        press(app, Control::EndByAgreement);
        assert!(app.screen().prompt.is_none());
    }
    // A rematch before the end restarts nothing.
    play_turn(&ada);
    hub.pump();
    press(&ada, Control::Rematch);
    assert_eq!(stones(&ada), 1);
    assert_eq!(hub.pump(), 0);
    assert!(game(&ada).result.is_none());
    settle(&ada);
    settle(&bo);
}
