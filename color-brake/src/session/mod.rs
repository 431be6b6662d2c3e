//! A game with the interaction state of one device: who is at the device (pass-and-play with
//! a hand-over between turns, or one player against the computer), the status line, the events
//! and the revision. [`Session::view`] is pure; events are taken separately. Every legality
//! question goes to the engine.

mod message;
mod view;

use rand::rngs::SmallRng;
use rand::SeedableRng;

pub use message::{Event, Message, SequencedEvent};
pub use view::{CellView, Offer, Phase, ReferenceView, View};

use crate::action::{Action, Move};
use crate::board::CellId;
use crate::computer;
use crate::game::{Applied, Game};
use crate::refusal::Refusal;
use crate::round::Effect;
use crate::seat::Seat;
use crate::token::Colour;

/// Who plays at this device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Two players share the device; a hand-over screen hides every hand between turns (C2).
    PassAndPlay,
    /// One player against the computer, which plays `computer`; the other seat's hand is
    /// always the one shown.
    VsComputer {
        /// The computer's seat.
        computer: Seat,
    },
}

/// A game at one device.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    mode: Mode,
    /// Pass-and-play: the seat whose hand is shown, always the player to move; `None` while the
    /// device is being handed over.
    shown: Option<Seat>,
    status: Message,
    events: Vec<SequencedEvent>,
    last_seq: u64,
    revision: u64,
}

impl Session {
    /// A session on a game (new or loaded). In pass-and-play it starts with a hand-over.
    pub fn new(game: Game, mode: Mode) -> Session {
        let mut session = Session {
            game,
            mode,
            shown: None,
            status: Message::HandOver { to: Seat::One },
            events: Vec::new(),
            last_seq: 0,
            revision: 0,
        };
        session.status = session.phase_message();
        session
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays at this device.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Increases exactly when the saved game changes (an action played or undone).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The seat whose hand this device shows now, if any: in pass-and-play the player to move
    /// once the hand-over is done; against the computer the human's, always.
    pub fn viewer(&self) -> Option<Seat> {
        match self.mode {
            Mode::PassAndPlay => self.shown.filter(|s| Some(*s) == self.game.to_move()),
            Mode::VsComputer { computer } => Some(computer.other()),
        }
    }

    /// Whether the computer is to move (the shell then calls [`Session::play_computer`],
    /// from a background thread if it likes).
    pub fn computer_to_move(&self) -> bool {
        match self.mode {
            Mode::VsComputer { computer } => self.game.to_move() == Some(computer),
            Mode::PassAndPlay => false,
        }
    }

    /// The frame to draw now. Pure: calling it twice gives the same frame.
    pub fn view(&self) -> View {
        view::build_view(self)
    }

    /// The events since the last call, in order, each once.
    pub fn take_events(&mut self) -> Vec<SequencedEvent> {
        std::mem::take(&mut self.events)
    }

    /// The hand-over is done: the player to move sees their hand (pass-and-play).
    pub fn ready(&mut self) {
        if self.mode == Mode::PassAndPlay {
            self.shown = self.game.to_move();
            self.status = self.phase_message();
        }
    }

    /// Plays an action the engine accepts, whoever is at the device (scripts play without
    /// hand-overs; a frame's offers say what the viewer may play). A refusal changes nothing
    /// but the status line, and is an event.
    pub fn play(&mut self, action: Action) -> Result<Applied, Refusal> {
        let before = self.game.to_move();
        match self.game.apply(action) {
            Ok(applied) => {
                self.revision += 1;
                self.record_applied(action, &applied);
                self.after_change(before);
                Ok(applied)
            }
            Err(refusal) => Err(self.refuse(refusal)),
        }
    }

    /// Plays a Tank on the cell players call `number` (1–28) with `colour` on top (C6.2): the
    /// entry for a shell that names cells by number. A number that names no cell is refused
    /// with [`Refusal::NoSuchCell`] (a status line and an event, like any refusal).
    pub fn play_tank(&mut self, number: u32, colour: Colour) -> Result<Applied, Refusal> {
        let cell = u8::try_from(number).ok().and_then(CellId::from_number);
        match cell {
            Some(cell) => self.play(Action::Move(Move::Tank { cell, colour })),
            None => Err(self.refuse(Refusal::NoSuchCell(number))),
        }
    }

    /// The action the computer would play now, or `None` when it is not to move. Deterministic
    /// for a given game (its random numbers come from the seed and the number of actions).
    pub fn computer_action(&self) -> Option<Action> {
        if !self.computer_to_move() {
            return None;
        }
        let mut rng = SmallRng::seed_from_u64(
            self.game.seed() ^ (self.game.action_count() as u64).wrapping_mul(0x9E37_79B9),
        );
        computer::choose_action(&self.game, &mut rng)
    }

    /// Lets the computer play one action when it is to move; `Ok(None)` when it is not.
    pub fn play_computer(&mut self) -> Result<Option<Applied>, Refusal> {
        match self.computer_action() {
            Some(action) => self.play(action).map(Some),
            None => Ok(None),
        }
    }

    /// Undoes the last action (C7). Against the computer, undoes back to the human's last
    /// decision, so that the computer does not at once play again what was undone.
    pub fn undo(&mut self) -> Result<Action, Refusal> {
        let before = self.game.to_move();
        let mut undone = match self.game.undo() {
            Ok(action) => action,
            Err(refusal) => return Err(self.refuse(refusal)),
        };
        self.revision += 1;
        self.push(Event::Undone { action: undone });
        while self.computer_to_move() {
            match self.game.undo() {
                Ok(action) => {
                    undone = action;
                    self.push(Event::Undone { action });
                }
                Err(_) => break,
            }
        }
        self.after_change(before);
        self.status = Message::Undone { action: undone };
        Ok(undone)
    }

    fn refuse(&mut self, refusal: Refusal) -> Refusal {
        self.status = Message::Refused(refusal);
        self.push(Event::Refused { refusal });
        refusal
    }

    fn push(&mut self, event: message::Event) {
        self.last_seq += 1;
        self.events.push(SequencedEvent {
            seq: self.last_seq,
            event,
        });
    }

    fn record_applied(&mut self, action: Action, applied: &Applied) {
        match applied.effect {
            Some(Effect::Filled { cell, fill }) => self.push(Event::Filled { cell, fill }),
            Some(Effect::Drawn {
                cell,
                neutrals,
                taken,
            }) => self.push(Event::NeutralDrawn {
                seat: self.game.round().owner(cell),
                cell,
                neutrals,
                taken,
            }),
            Some(Effect::Tanked { cell, cover }) => self.push(Event::Tanked {
                seat: cover.seat,
                cell,
                colour: cover.colour,
            }),
            None => {}
        }
        if action == Action::NextRound {
            let round = self.game.round();
            self.push(Event::RoundStarted {
                round: round.number(),
                a: round.a(),
            });
        }
        if let Some(result) = applied.round_over {
            self.push(Event::RoundOver { result });
        }
        if let Some(winner) = applied.game_over {
            self.push(Event::GameOver { winner });
        }
    }

    /// After the game changed: a hand-over when the player to move changed, a turn event, the
    /// status line.
    fn after_change(&mut self, before: Option<Seat>) {
        let now = self.game.to_move();
        if self.shown != now {
            self.shown = None;
        }
        if let (Some(seat), true) = (now, now != before) {
            self.push(Event::TurnStarted { seat });
        }
        self.status = self.phase_message();
    }

    /// The status line of the current phase.
    fn phase_message(&self) -> Message {
        let game = &self.game;
        if let Some(winner) = game.winner() {
            return Message::GameOver {
                winner,
                scores: game.scores(),
            };
        }
        if let Some(result) = game.results().last().filter(|_| game.between_rounds()) {
            return Message::RoundOver { result: *result };
        }
        let round = game.round();
        let (Some(seat), Some(cell)) = (round.to_move(), round.next_cell()) else {
            return Message::HandOver { to: game.first_a() };
        };
        if self.computer_to_move() {
            return Message::ComputerToMove { seat };
        }
        if self.viewer() != Some(seat) {
            return Message::HandOver { to: seat };
        }
        if let Some(pending) = round.pending() {
            return Message::ChooseRescue {
                seat,
                cell: pending.cell,
            };
        }
        let tank = |m: &Move| matches!(m, Move::Tank { .. });
        if let (Some(row), true) = (
            crate::rules::tank_row(round),
            round.legal_moves().iter().any(tank),
        ) {
            return Message::TankOrPlace { seat, row };
        }
        Message::Place {
            seat,
            nomination: cell.nomination(),
            cell,
        }
    }
}

#[cfg(test)]
mod tests;
