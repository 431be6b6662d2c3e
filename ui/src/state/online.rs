//! Online play (issue 23): joining a room through the shell's [`LinkFactory`], the room's
//! session (dl-remote's [`RoomSession`]: our actions on our turn only, checked by the rules,
//! become frames; received frames become events), the chat line, and the room's game played
//! through the same game model and events as a local one.
//!
//! The room survives the network: a link that failed, or a host that left the guest, is
//! opened again by itself after a wait that grows with each failure in a row (1 s, 2 s, 4 s …
//! at most 30 s; Rejoin tries at once), while the room or its game is on screen (a wait over
//! elsewhere opens it when the player comes back to it); the background closes the link and the foreground
//! opens it again; a launch opens the room of a game kept as an online game. A player
//! coming back to a kept game asks for their own side, so that roles never swap.

use std::sync::Arc;

use dl_app::l10n::{
    online_chat_line, online_failed, online_host_chooses, online_not_your_turn, online_peer_left,
    online_refused, online_retrying, online_share_text, online_waiting, online_you_are, Label,
    Localize, Text,
};
use dl_core::session::Session;
use dl_core::{Player, Position};
use dl_remote::session::{RoomEvent, RoomSession};
use serde::{Deserialize, Serialize};

use super::State;
use crate::effect::{Effect, ShareItem};
use crate::games::divided::Divided;
use crate::input::{Control, Field};
use crate::link::{LinkEvent, LinkEvents, RoomLink, WantedRole};
use crate::navigation::Route;
use crate::retry_timer::retry_delay;
use crate::screen::{Button, ChatModel, PlayOnlineModel, RoomModel};

/// The web version's remote page, in the web version's folder (its share text links there
/// and asks for the Room ID; the room is not in the address).
const REMOTE_PAGE: &str = "divided_loyalties_remote_en.html";

/// The most chat lines kept.
const MAX_CHAT_LINES: usize = 50;

/// The room of the current game, kept in the app's state file so that the game resumes when
/// both players are back (issue 23).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct OnlineFile {
    /// The room's name.
    pub room: String,
    /// Our name in it.
    pub name: String,
    /// Whether we host (Blue, R1).
    pub host: bool,
}

/// The name and room typed on "Play online".
#[derive(Clone, Debug, Default)]
pub(crate) struct JoinForm {
    pub name: String,
    pub room: String,
}

/// The room joined.
pub(crate) struct Online {
    room: String,
    name: String,
    /// The open link; `None` while the app is in the background or waits to try again.
    link: Option<Box<dyn RoomLink>>,
    link_id: u64,
    /// The side asked for when the link is opened: ours once the room gave us one.
    wanted: WantedRole,
    /// Failures in a row since the other player was last there: how long the next wait is.
    failures: u32,
    /// The wait before the room is opened again: its ticket and its length.
    retry: Option<(u64, std::time::Duration)>,
    /// The wait is over while neither the room nor its game was on screen: the room is
    /// opened again once one of them is.
    due: bool,
    /// The app is in the background: the link stays closed until it comes back.
    asleep: bool,
    /// The code of the last failure said, so that the same failure again is not repeated.
    failure: Option<String>,
    /// Our side of the room, once the signalling said whether we host.
    session: Option<RoomSession>,
    peer: Option<String>,
    connected: bool,
    left: bool,
    chat: Vec<Text>,
    draft: String,
    /// The host is choosing the position of a new game.
    choosing: bool,
}

impl Online {
    fn say(&mut self, text: Text) {
        self.chat.push(text);
        if self.chat.len() > MAX_CHAT_LINES {
            self.chat.remove(0);
        }
    }

    fn peer_name(&self) -> String {
        self.peer.clone().unwrap_or_default()
    }

    /// A room about to be opened as `name`, on the side `wanted`.
    fn new(room: String, name: String, wanted: WantedRole) -> Online {
        Online {
            room,
            name,
            link: None,
            link_id: 0,
            wanted,
            failures: 0,
            retry: None,
            due: false,
            asleep: false,
            failure: None,
            session: None,
            peer: None,
            connected: false,
            left: false,
            chat: Vec::new(),
            draft: String::new(),
            choosing: false,
        }
    }
}

/// Sends `frames` through `link`, in order; nothing while the link is closed.
fn send(link: Option<&dyn RoomLink>, frames: Vec<Vec<u8>>) {
    let Some(link) = link else {
        return;
    };
    for frame in frames {
        link.send(frame);
    }
}

/// Whether `game` is the room's game `remote` (the same actions from the same start).
fn same_game(local: &dl_core::Game, remote: &dl_core::Game) -> bool {
    local.position() == remote.position()
        && local.rounds() == remote.rounds()
        && local.actions() == remote.actions()
}

impl State {
    /// Whether the current game is the room's (started or received in a room, or resumed).
    pub(crate) fn online_game(&self) -> bool {
        self.online_file.is_some() && self.online_generation == Some(self.generation)
    }

    /// A control of online play; false when it is not one.
    pub(crate) fn online_press(&mut self, control: &Control) -> bool {
        match control {
            Control::PlayOnline => {
                if let (Some(file), true) = (&self.online_file, self.join.name.is_empty()) {
                    self.join = JoinForm {
                        name: file.name.clone(),
                        room: file.room.clone(),
                    };
                }
                if self.online.is_some() {
                    self.nav.open(Route::Room);
                } else {
                    self.nav.open(Route::PlayOnline);
                }
            }
            Control::JoinRoom => self.join_room(),
            Control::ChoosePosition => {
                if let (true, Some(online)) = (self.hosting(), self.online.as_mut()) {
                    online.choosing = true;
                    self.nav.open(Route::NewGame {
                        game: crate::vocabulary::GameKind::DividedLoyalties,
                    });
                }
            }
            Control::SendChat => self.send_chat(),
            Control::ShareRoom => {
                if let Some(online) = &self.online {
                    let url = format!(
                        "https://{}{}{REMOTE_PAGE}",
                        dl_core::web_page::WEB_HOST,
                        dl_core::web_page::WEB_FOLDER
                    );
                    let text = self.texts.format(&online_share_text(&url, &online.room));
                    self.effects.push(Effect::Share {
                        items: vec![ShareItem::Text { text }],
                    });
                }
            }
            Control::Rejoin => {
                if self.online.as_ref().is_some_and(|o| !o.asleep) {
                    self.open_link();
                }
            }
            Control::LeaveRoom => {
                self.online = None;
                self.nav
                    .forget(|r| matches!(r, Route::Room | Route::PlayOnline));
            }
            // A new game chosen from the game chooser is a game at this device.
            Control::NewGame { .. } => {
                if let Some(online) = self.online.as_mut() {
                    online.choosing = false;
                }
                return false;
            }
            // The room's protocol has no agreement: the other player cannot be asked (R8).
            Control::EndByAgreement if self.online_game() => {}
            // The host's rematch of a finished game is the room's next game on the same
            // position (R1); the guest waits for it.
            Control::Rematch if self.online_game() => {
                let position = self
                    .game
                    .as_ref()
                    .and_then(|g| g.core_game())
                    .filter(|g| g.is_over())
                    .map(|g| g.position().clone());
                if let (true, Some(position)) = (self.hosting(), position) {
                    self.start_online(position);
                }
            }
            Control::StartPosition { key } if self.online_choosing() => {
                if let Some(position) = self.position_of(key) {
                    self.start_online(position);
                }
            }
            _ => return false,
        }
        true
    }

    /// Whether we host the room joined (Blue, R1).
    fn hosting(&self) -> bool {
        self.online
            .as_ref()
            .and_then(|o| o.session.as_ref())
            .map(|s| s.side())
            == Some(Player::Blue)
    }

    /// The online game's screen without what the room cannot do: no end by agreement (the
    /// other player cannot be asked), and the rematch only at the host's (R1).
    pub(crate) fn online_game_model(&self, model: &mut crate::screen::GameModel) {
        if !self.online_game() {
            return;
        }
        model.chat = self.game_chat();
        model.menu.retain(|b| b.control != Control::EndByAgreement);
        if !self.hosting() {
            if let Some(result) = model.result.as_mut() {
                result.buttons.retain(|b| b.control != Control::Rematch);
            }
        }
    }

    fn online_choosing(&self) -> bool {
        self.online.as_ref().is_some_and(|o| o.choosing)
            && matches!(self.nav.top(), Route::NewGame { .. })
    }

    /// A text field of online play; false when it is not one.
    pub(crate) fn online_text(&mut self, field: &Field, text: &str) -> bool {
        match field {
            Field::OnlineName => self.join.name = text.to_owned(),
            Field::OnlineRoom => self.join.room = text.to_owned(),
            Field::Chat => {
                if let Some(online) = self.online.as_mut() {
                    online.draft = text.to_owned();
                }
            }
            _ => return false,
        }
        true
    }

    fn join_room(&mut self) {
        let (name, room) = (
            self.join.name.trim().to_owned(),
            self.join.room.trim().to_owned(),
        );
        if name.is_empty() || room.is_empty() {
            self.tell(&Label::OnlineFieldsMissing.text());
            return;
        }
        if self.links.is_none() {
            self.tell(&Label::OnlineUnavailable.text());
            return;
        }
        // The old link goes first: the room is left before it is joined again.
        self.online = None;
        let wanted = self.kept_side(&room);
        self.online = Some(Online::new(room, name, wanted));
        self.open_link();
        self.nav.forget(|r| *r == Route::PlayOnline);
        self.nav.open(Route::Room);
    }

    /// The side to ask for in `room`: ours in the game kept from it, else any (a new join).
    fn kept_side(&self, room: &str) -> WantedRole {
        match &self.online_file {
            Some(file) if file.room == room && self.online_game() => {
                if file.host {
                    WantedRole::Host
                } else {
                    WantedRole::Guest
                }
            }
            _ => WantedRole::Any,
        }
    }

    /// Opens the room of the game kept as an online game, as the app is launched; whether
    /// it did.
    pub(crate) fn resume_room(&mut self) -> bool {
        let Some(file) = self.online_file.clone() else {
            return false;
        };
        if self.links.is_none() || self.online.is_some() || !self.online_game() {
            return false;
        }
        let wanted = self.kept_side(&file.room);
        self.join = JoinForm {
            name: file.name.clone(),
            room: file.room.clone(),
        };
        self.online = Some(Online::new(file.room, file.name, wanted));
        self.open_link();
        true
    }

    /// Opens the room's link (again): the old link, if any, is closed first; a wait for the
    /// next attempt is over.
    fn open_link(&mut self) {
        let Some(links) = self.links.clone() else {
            return;
        };
        let Some(online) = self.online.as_mut() else {
            return;
        };
        online.link = None;
        online.retry = None;
        online.due = false;
        online.connected = false;
        self.link_serial += 1;
        let events = LinkEvents {
            shared: self.me.clone(),
            link: self.link_serial,
        };
        online.link_id = self.link_serial;
        online.link = Some(links.open(&online.room, &online.name, online.wanted, events));
    }

    /// The link is closed and the room opened again after a wait that grows with each
    /// failure in a row; nothing in the background (the foreground opens it).
    fn retry_later(&mut self) {
        let Some(online) = self.online.as_mut() else {
            return;
        };
        online.link = None;
        online.connected = false;
        if online.asleep {
            return;
        }
        let delay = retry_delay(online.failures);
        online.failures = online.failures.saturating_add(1);
        self.retry_serial += 1;
        online.retry = Some((self.retry_serial, delay));
        self.retry_timer.after(self.retry_serial, delay);
    }

    /// The wait `ticket` is over: the room is opened again if the app still waits for it,
    /// once the room or its game is on screen.
    pub(crate) fn retry_due(&mut self, ticket: u64) {
        if let Some(online) = self.online.as_mut() {
            if !online.asleep && online.retry.is_some_and(|(t, _)| t == ticket) {
                online.due = true;
            }
        }
        self.retry_if_due();
    }

    /// Opens the room again when its wait is over and the room or its game is on screen
    /// (after every change: the player may have come back to it).
    pub(crate) fn retry_if_due(&mut self) {
        let on_screen = match self.nav.top() {
            Route::Room => true,
            Route::Game => self.online_game(),
            _ => false,
        };
        if on_screen && self.online.as_ref().is_some_and(|o| o.due && !o.asleep) {
            self.open_link();
        }
    }

    /// The app went to the background: the room's link is closed (the OS of a phone would
    /// close its sockets anyway); the room and its game stay.
    pub(crate) fn room_asleep(&mut self) {
        if let Some(online) = self.online.as_mut() {
            online.asleep = true;
            online.link = None;
            online.retry = None;
            online.due = false;
            online.connected = false;
        }
    }

    /// The app came back to the foreground: the room's link is opened again, in the same
    /// room, as the same player, on the same side.
    pub(crate) fn room_awake(&mut self) {
        let asleep = self.online.as_ref().is_some_and(|o| o.asleep);
        if let (true, Some(online)) = (asleep, self.online.as_mut()) {
            online.asleep = false;
            online.failures = 0;
            self.open_link();
        }
    }

    fn send_chat(&mut self) {
        let Some(online) = self.online.as_mut() else {
            return;
        };
        let text = online.draft.trim().to_owned();
        let Some(session) = online.session.as_mut() else {
            return;
        };
        if text.is_empty() {
            return;
        }
        match session.chat(&text) {
            Ok(frames) => {
                send(online.link.as_deref(), frames);
                let line = online_chat_line(&online.name, &text);
                online.say(line);
                online.draft.clear();
            }
            Err(e) => log::error!("a chat line could not be packed: {e}"),
        }
    }

    /// The host starts the room's game on `position` (R1, R3: the web page's rounds).
    fn start_online(&mut self, position: Arc<Position>) {
        let Some(online) = self.online.as_mut() else {
            return;
        };
        online.choosing = false;
        let Some(session) = online.session.as_mut() else {
            return;
        };
        let frames = match session.start_game(position) {
            Ok(frames) => frames,
            Err(e) => {
                log::error!("the room's game could not start: {e}");
                return;
            }
        };
        send(online.link.as_deref(), frames);
        let game = session.game().cloned();
        let file = OnlineFile {
            room: online.room.clone(),
            name: online.name.clone(),
            host: true,
        };
        if let Some(game) = game {
            self.start_room_game(game, file);
        }
    }

    /// The room's game becomes the current game.
    fn start_room_game(&mut self, game: dl_core::Game, file: OnlineFile) {
        self.start_game(Box::new(Divided::new(Session::new(game))));
        self.online_file = Some(file);
        self.online_generation = Some(self.generation);
    }

    /// What a link said; events of a link left are ignored.
    pub(crate) fn link_event(&mut self, link: u64, event: LinkEvent) {
        if self.online.as_ref().map(|o| o.link_id) != Some(link) {
            return;
        }
        match event {
            LinkEvent::Role { host } => self.role(host),
            LinkEvent::PeerConnected => self.peer_connected(),
            LinkEvent::Frame { bytes } => self.frame(&bytes),
            LinkEvent::PeerLeft => self.peer_left(),
            LinkEvent::Failed { code } => {
                let text = online_failed(&code);
                let new = self
                    .online
                    .as_ref()
                    .is_some_and(|o| o.failure.as_deref() != Some(code.as_str()));
                if let (true, Some(online)) = (new, self.online.as_mut()) {
                    online.say(text.clone());
                    online.failure = Some(code);
                    self.tell(&text);
                }
                self.retry_later();
            }
        }
    }

    /// Our role in the room: the host plays Blue, the guest Yellow (R1). The room's game
    /// kept from last time goes on when we have the same side in the same room.
    fn role(&mut self, host: bool) {
        let side = if host { Player::Blue } else { Player::Yellow };
        let resumed = match (&self.online, &self.online_file) {
            (Some(online), Some(file))
                if file.room == online.room && file.host == host && self.online_game() =>
            {
                self.game.as_ref().and_then(|g| g.core_game()).cloned()
            }
            _ => None,
        };
        if let Some(online) = self.online.as_mut() {
            // The side given stays ours when the room is opened again.
            online.wanted = if host {
                WantedRole::Host
            } else {
                WantedRole::Guest
            };
            online.session = Some(match resumed {
                Some(game) => RoomSession::resume(side, &online.name, game),
                None => RoomSession::new(side, &online.name),
            });
        }
    }

    /// The other player's channel opened: we say hello; the host sends its game again.
    fn peer_connected(&mut self) {
        let Some(online) = self.online.as_mut() else {
            return;
        };
        online.connected = true;
        online.left = false;
        online.failures = 0;
        online.failure = None;
        let Some(session) = online.session.as_mut() else {
            return;
        };
        let mut frames = session.hello().unwrap_or_default();
        if session.side() == Player::Blue && session.game().is_some() {
            frames.extend(session.resend_state().unwrap_or_default());
        }
        send(online.link.as_deref(), frames);
    }

    fn peer_left(&mut self) {
        let Some(online) = self.online.as_mut() else {
            return;
        };
        if !online.connected {
            return;
        }
        online.connected = false;
        online.left = true;
        let text = online_peer_left(&online.peer_name());
        online.say(text.clone());
        // The host's link waits for the guest to come back; the guest's is done with a host
        // that left: the guest opens the room again until the host is back.
        let guest = online.wanted != WantedRole::Host;
        self.tell(&text);
        if guest {
            self.retry_later();
        }
    }

    fn frame(&mut self, bytes: &[u8]) {
        let events = match self.online.as_mut().and_then(|o| o.session.as_mut()) {
            Some(session) => session.receive(bytes),
            None => return,
        };
        for event in events {
            self.room_event(event);
        }
    }

    fn room_event(&mut self, event: RoomEvent) {
        let Some(online) = self.online.as_mut() else {
            return;
        };
        match event {
            RoomEvent::PeerHello { name, .. } => {
                online.peer = Some(name);
                online.connected = true;
            }
            RoomEvent::Chat { name, text } => online.say(online_chat_line(&name, &text)),
            RoomEvent::Refused { code, detail } => {
                log::warn!("refused from the other side: {detail}");
                online.say(online_refused(code));
            }
            RoomEvent::Closed => self.peer_left(),
            RoomEvent::NewGame => {
                let game = online.session.as_ref().and_then(|s| s.game()).cloned();
                let file = OnlineFile {
                    room: online.room.clone(),
                    name: online.name.clone(),
                    host: online.session.as_ref().map(|s| s.side()) == Some(Player::Blue),
                };
                if let Some(game) = game {
                    // The host sends its game again after a reconnect: the same game goes on.
                    let same = self.online_game()
                        && self
                            .game
                            .as_ref()
                            .and_then(|g| g.core_game())
                            .is_some_and(|local| same_game(local, &game));
                    if !same {
                        self.start_room_game(game, file);
                        self.tell(&Label::OnlineNewGame.text());
                    }
                }
            }
            RoomEvent::PeerMoves { undone, actions } => {
                let remote = online.session.as_ref().and_then(|s| s.game()).cloned();
                if !self.online_game() {
                    return;
                }
                let applied = self
                    .game
                    .as_mut()
                    .is_some_and(|g| g.remote_moves(undone, &actions));
                let in_step = self
                    .game
                    .as_ref()
                    .and_then(|g| g.core_game())
                    .zip(remote.as_ref())
                    .is_some_and(|(local, remote)| same_game(local, remote));
                if !(applied && in_step) {
                    if let Some(remote) = remote {
                        self.game = Some(Box::new(Divided::new(Session::new(remote))));
                    }
                }
            }
        }
    }

    /// Why our player may not act in the room's game now, if they may not: the other player
    /// is to move (R4), or is not in the room.
    pub(crate) fn online_refusal(&self) -> Option<Text> {
        if !self.online_game() {
            return None;
        }
        let Some(online) = &self.online else {
            let room = self.online_file.as_ref().map(|f| f.room.as_str());
            return Some(online_waiting(room.unwrap_or_default()));
        };
        let session = online.session.as_ref();
        match session.and_then(|s| s.game().map(|g| (s.side(), g.to_move()))) {
            Some((side, to_move)) if online.connected && side == to_move => None,
            Some(_) if online.connected => Some(online_not_your_turn(&online.peer_name())),
            _ => Some(online_waiting(&online.room)),
        }
    }

    /// Says why the player may not act in the room's game now; whether they may.
    pub(crate) fn online_may_act(&mut self) -> bool {
        match self.online_refusal() {
            Some(text) => {
                self.tell(&text);
                false
            }
            None => true,
        }
    }

    /// Sends what our player did to the room's game since the last call: the actions the
    /// local game has and the room's session has not, each checked by the rules; what the
    /// room refuses is taken back (the local game becomes the room's again).
    pub(crate) fn online_sync(&mut self) {
        if !self.online_game() {
            return;
        }
        let Some(local) = self.game.as_ref().and_then(|g| g.core_game()) else {
            return;
        };
        let Some(online) = self.online.as_mut() else {
            return;
        };
        let Some(session) = online.session.as_mut() else {
            return;
        };
        let Some(remote) = session.game() else {
            return;
        };
        let (ours, theirs) = (local.actions(), remote.actions());
        if ours == theirs || local.position() != remote.position() {
            return;
        }
        let common = ours.iter().zip(&theirs).take_while(|(a, b)| a == b).count();
        let mut frames = Vec::new();
        let mut refused = false;
        for _ in common..theirs.len() {
            match session.undo() {
                Ok(more) => frames.extend(more),
                Err(_) => refused = true,
            }
        }
        for action in &ours[common..] {
            if refused {
                break;
            }
            match session.play(*action) {
                Ok(more) => frames.extend(more),
                Err(_) => refused = true,
            }
        }
        send(online.link.as_deref(), frames);
        if refused {
            if let Some(remote) = session.game().cloned() {
                self.game = Some(Box::new(Divided::new(Session::new(remote))));
            }
        }
    }

    /// The chat line's model.
    fn chat_model(&self, online: &Online) -> ChatModel {
        let texts = &self.texts;
        let status = match (&online.session, &online.peer) {
            _ if online.retry.is_some() => {
                let seconds = online.retry.map_or(0, |(_, delay)| delay.as_secs());
                online_retrying(&online.room, seconds)
            }
            _ if online.left => online_peer_left(&online.peer_name()),
            (Some(session), Some(peer)) if online.connected => {
                match (session.side(), session.game()) {
                    (Player::Yellow, None) => online_host_chooses(peer),
                    (side, _) => online_you_are(side, peer),
                }
            }
            _ => online_waiting(&online.room),
        };
        ChatModel {
            status: texts.format(&status),
            connected: online.connected,
            lines: online.chat.iter().map(|t| texts.format(t)).collect(),
            field_label: texts.tr(&Label::OnlineChat),
            draft: online.draft.clone(),
            send: Button::new(Control::SendChat, texts.tr(&Label::OnlineSend))
                .enabled(online.connected && !online.draft.trim().is_empty()),
            share: Button::new(Control::ShareRoom, texts.tr(&Label::OnlineShareRoom)),
            rejoin: online
                .retry
                .map(|_| Button::new(Control::Rejoin, texts.tr(&Label::OnlineRejoin))),
        }
    }

    /// The chat under the game, while the current game is the room's.
    fn game_chat(&self) -> Option<ChatModel> {
        let online = self.online.as_ref()?;
        self.online_game().then(|| self.chat_model(online))
    }

    /// "Play online".
    pub(crate) fn play_online_model(&self) -> PlayOnlineModel {
        let texts = &self.texts;
        PlayOnlineModel {
            name_label: texts.tr(&Label::OnlineName),
            name: self.join.name.clone(),
            room_label: texts.tr(&Label::OnlineRoom),
            room: self.join.room.clone(),
            join: Button::new(Control::JoinRoom, texts.tr(&Label::OnlineJoin))
                .enabled(!self.join.name.trim().is_empty() && !self.join.room.trim().is_empty()),
        }
    }

    /// The room; `None` when no room is joined.
    pub(crate) fn room_model(&self) -> Option<RoomModel> {
        let online = self.online.as_ref()?;
        let texts = &self.texts;
        let host = online.session.as_ref().map(|s| s.side()) == Some(Player::Blue);
        Some(RoomModel {
            room: online.room.clone(),
            chat: self.chat_model(online),
            choose_position: host.then(|| {
                Button::new(
                    Control::ChoosePosition,
                    texts.tr(&Label::OnlineChoosePosition),
                )
                .enabled(online.connected)
            }),
            continue_game: self.online_game().then(|| {
                Button::new(
                    Control::Continue,
                    self.game
                        .as_ref()
                        .map(|g| g.title(texts))
                        .unwrap_or_default(),
                )
            }),
            leave: Button::new(Control::LeaveRoom, texts.tr(&Label::OnlineLeave)),
        })
    }
}
