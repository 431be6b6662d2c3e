//! One side of a room, without the transport: frames in, events out; our player's actions in,
//! frames out (issue 23). The transport (a WebRTC data channel, later) only carries the bytes;
//! everything the two sides say to each other, and every check of it, is decided here.
//!
//! Received frames never fail the session: a frame that is not understood, or a snapshot the
//! rules refuse ([`crate::snapshot_check`]), becomes a [`RoomEvent::Refused`] for the chat line
//! and leaves our game as it was.

use std::sync::Arc;

use dl_core::{Action, Game, Player, Position, Refusal};

use crate::chunking::{Incoming, Reassembler};
use crate::facts::web_rounds;
use crate::room::RoomMessage;
use crate::snapshot_check::{check_snapshot, Accepted};
use crate::web_write::{write_position, write_web_state};
use crate::EncodeError;

/// The most characters of a chat line we send; longer lines are cut (the page has no limit,
/// but a chat line is a line).
pub const MAX_CHAT_CHARS: usize = 500;
/// The most characters of a name we send or show.
pub const MAX_NAME_CHARS: usize = 40;

/// What a received frame meant, for the app to show.
#[derive(Clone, Debug, PartialEq)]
pub enum RoomEvent {
    /// The other player said who they are.
    PeerHello {
        /// Their name (at most [`MAX_NAME_CHARS`]).
        name: String,
        /// Whether the colour they claim is the one their side plays (R1).
        color_agrees: bool,
    },
    /// A chat line.
    Chat {
        /// Who wrote it (at most [`MAX_NAME_CHARS`]).
        name: String,
        /// The line.
        text: String,
    },
    /// The host started a new game: a notice for our player.
    NewGame,
    /// The other player played (R4): `undone` of their actions of this turn taken back, then
    /// `actions`.
    PeerMoves {
        /// Actions of the current turn they took back (R11).
        undone: usize,
        /// Their actions, in order.
        actions: Vec<Action>,
    },
    /// A frame or snapshot was refused; our game is unchanged. For the chat line.
    Refused {
        /// The stable code of the reason.
        code: &'static str,
        /// The reason in English, for logs.
        detail: String,
    },
    /// The other side closed the connection.
    Closed,
}

/// Why one of our own actions was not sent.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// No game yet (the host has not chosen a position).
    #[error("no game has started")]
    NoGame,
    /// Only the host starts games.
    #[error("only the host starts a game")]
    NotHost,
    /// It is the other player's turn (R4).
    #[error("it is not our turn")]
    NotOurTurn,
    /// The rules refuse the action (R4–R8, R11).
    #[error("{0}")]
    Refused(#[from] Refusal),
    /// The message could not be packed.
    #[error("{0}")]
    Encode(#[from] EncodeError),
}

impl SessionError {
    /// A stable code.
    pub fn code(&self) -> &'static str {
        match self {
            SessionError::NoGame => "session_no_game",
            SessionError::NotHost => "session_not_host",
            SessionError::NotOurTurn => "session_not_our_turn",
            SessionError::Refused(r) => r.code(),
            SessionError::Encode(e) => e.code(),
        }
    }
}

/// Our side of a room.
#[derive(Debug)]
pub struct RoomSession {
    side: Player,
    name: String,
    game: Option<Game>,
    next_chunk_id: u32,
    reassembler: Reassembler,
}

fn cut(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

impl RoomSession {
    /// A session for the host (`Player::Blue`) or the guest (`Player::Yellow`), R1.
    pub fn new(side: Player, name: &str) -> RoomSession {
        RoomSession {
            side,
            name: cut(name.trim(), MAX_NAME_CHARS),
            game: None,
            next_chunk_id: 1,
            reassembler: Reassembler::new(),
        }
    }

    /// A session that goes on with `game` after a reconnect or a relaunch (issue 23: the
    /// game is kept while the other player is away; the host re-sends it when both are back).
    pub fn resume(side: Player, name: &str, game: Game) -> RoomSession {
        RoomSession {
            game: Some(game),
            ..RoomSession::new(side, name)
        }
    }

    /// Our side.
    pub fn side(&self) -> Player {
        self.side
    }

    /// The game, once the host has chosen a position.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    fn frames(&mut self, message: &RoomMessage) -> Result<Vec<Vec<u8>>, EncodeError> {
        message.to_frames(&mut self.next_chunk_id)
    }

    fn state_frames(&mut self) -> Result<Vec<Vec<u8>>, SessionError> {
        let game = self.game.as_ref().ok_or(SessionError::NoGame)?;
        let message = RoomMessage::StateSync {
            state: Box::new(write_web_state(game)),
        };
        Ok(self.frames(&message)?)
    }

    /// The `hello` to send when the data channel opens.
    pub fn hello(&mut self) -> Result<Vec<Vec<u8>>, SessionError> {
        let message = RoomMessage::Hello {
            name: self.name.clone(),
            color: self.side.name().to_owned(),
        };
        Ok(self.frames(&message)?)
    }

    /// A chat line to send (cut to [`MAX_CHAT_CHARS`]).
    pub fn chat(&mut self, text: &str) -> Result<Vec<Vec<u8>>, SessionError> {
        let message = RoomMessage::Chat {
            name: self.name.clone(),
            text: cut(text, MAX_CHAT_CHARS),
        };
        Ok(self.frames(&message)?)
    }

    /// The host starts a new game on `position`, with the web page's number of rounds (R3).
    pub fn start_game(&mut self, position: Arc<Position>) -> Result<Vec<Vec<u8>>, SessionError> {
        if self.side != Player::Blue {
            return Err(SessionError::NotHost);
        }
        let rounds = web_rounds(&write_position(&position));
        self.game = Some(Game::new(position, rounds));
        self.state_frames()
    }

    /// Our player's action, on our turn only (R4), checked by the rules; the snapshot to send.
    pub fn play(&mut self, action: Action) -> Result<Vec<Vec<u8>>, SessionError> {
        let game = self.game.as_mut().ok_or(SessionError::NoGame)?;
        if game.to_move() != self.side {
            return Err(SessionError::NotOurTurn);
        }
        game.apply(action)?;
        self.state_frames()
    }

    /// Takes back our last action of this turn (R11; the page lets a player undo only on their
    /// own turn, and not past the end of a turn); the snapshot to send.
    pub fn undo(&mut self) -> Result<Vec<Vec<u8>>, SessionError> {
        let game = self.game.as_mut().ok_or(SessionError::NoGame)?;
        if game.to_move() != self.side || game.turn_stone().is_none() {
            return Err(SessionError::NotOurTurn);
        }
        game.undo()?;
        self.state_frames()
    }

    /// Our whole game again (the host after a reconnect).
    pub fn resend_state(&mut self) -> Result<Vec<Vec<u8>>, SessionError> {
        self.state_frames()
    }

    /// One received frame: what it meant. Never fails; refusals are events.
    pub fn receive(&mut self, frame: &[u8]) -> Vec<RoomEvent> {
        let refused =
            |code: &'static str, detail: String| vec![RoomEvent::Refused { code, detail }];
        let value = match self.reassembler.receive(frame) {
            Ok(Incoming::Message(value)) => value,
            Ok(Incoming::Partial) => return Vec::new(),
            Ok(Incoming::Close) => return vec![RoomEvent::Closed],
            Err(e) => return refused(e.code(), e.to_string()),
        };
        let message = match RoomMessage::from_value(&value) {
            Ok(message) => message,
            Err(e) => return refused(e.code(), e.to_string()),
        };
        match message {
            RoomMessage::Hello { name, color } => vec![RoomEvent::PeerHello {
                name: cut(&name, MAX_NAME_CHARS),
                color_agrees: color == self.side.other().name(),
            }],
            RoomMessage::Chat { name, text } => vec![RoomEvent::Chat {
                name: cut(&name, MAX_NAME_CHARS),
                text,
            }],
            RoomMessage::StateSync { state } => {
                match check_snapshot(self.game.as_ref(), self.side.other(), &state) {
                    Ok(Accepted::Unchanged) => Vec::new(),
                    Ok(Accepted::NewGame { game }) => {
                        self.game = Some(*game);
                        vec![RoomEvent::NewGame]
                    }
                    Ok(Accepted::Moves {
                        undone,
                        actions,
                        game,
                    }) => {
                        self.game = Some(*game);
                        vec![RoomEvent::PeerMoves { undone, actions }]
                    }
                    Err(e) => refused(e.code(), e.to_string()),
                }
            }
        }
    }
}
