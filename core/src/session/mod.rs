//! What a player's fingers do, decided once for every shell: the selected colour, taps that
//! place stones, double taps that ring bridge ends, ending turns, undo, ending by agreement,
//! and the view model of each frame. Every legality question goes to `rules` through `Game`.

mod computer;
mod message;
mod open;
mod view;

use std::sync::Arc;

pub use computer::{ComputedTurn, ComputerRequest};
pub use message::{end_reason_code, pass_reason_code, winner_code, Event, Message, SequencedEvent};
pub use open::{looks_like_position_csv, open_game, OpenError, Opening};
pub use view::{
    center, BridgeView, CellLook, CellView, ColorChoice, DotView, GameResult, Phase, PlayerView,
    RegionView, StoneView, View,
};

use crate::color::{Color, Player};
use crate::computer::ComputerTurn;
use crate::game::{BridgeFormed, Game, TurnEnded};
use crate::geometry::Cell;
use crate::hit_test::playable_cell_at;
use crate::opponent::Opponent;
use crate::outline::{region_outlines, RegionOutline};
use crate::position::{CellKind, Position};
use crate::record::SessionState;
use crate::rounds::Rounds;
use crate::rules::Refusal;

/// Events kept until [`Session::take_events`]; older ones are dropped beyond this.
pub const MAX_PENDING_EVENTS: usize = 1024;

/// What ending the turn did, or that it waits for the player's confirmation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndTurnOutcome {
    /// The turn ended.
    Ended(TurnEnded),
    /// This turn's dot stone would go back to the supply (R4.3): call again confirmed.
    NeedsConfirmation {
        /// The dot stone.
        cell: Cell,
    },
}

/// A game with the interaction state of one phone (or terminal): the selected colours, the
/// ring on the first chosen end of a bridge, the status line, the events not yet taken and the
/// revision; in a game against the computer, the opponent and the hint shown.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    selected: [Option<Color>; 2],
    ring: Option<Cell>,
    opponent: Option<Opponent>,
    computer_seed: u64,
    hint: Option<ComputerTurn>,
    message: Message,
    events: Vec<SequencedEvent>,
    last_seq: u64,
    revision: u64,
    outlines: Arc<[Arc<RegionOutline>]>,
}

/// What a saved game keeps besides the game itself: a change to it moves the revision.
#[derive(Clone, PartialEq, Eq)]
struct Kept {
    actions: usize,
    selected: [Option<Color>; 2],
    ring: Option<Cell>,
    opponent: Option<Opponent>,
    computer_seed: u64,
}

impl Session {
    /// A session on an existing game (new, loaded or imported), each player's colour
    /// selected by default (their own colour first).
    pub fn new(game: Game) -> Session {
        let position = game.position();
        let regions: Vec<Option<u16>> = position
            .kinds()
            .iter()
            .map(|k| match k {
                CellKind::Region(r) => Some(*r),
                _ => None,
            })
            .collect();
        let outlines = region_outlines(position.width(), position.height(), &regions)
            .into_iter()
            .map(Arc::new)
            .collect();
        let mut session = Session {
            game,
            selected: [None; 2],
            ring: None,
            opponent: None,
            computer_seed: 0,
            hint: None,
            message: Message::Undone,
            events: Vec::new(),
            last_seq: 0,
            revision: 0,
            outlines,
        };
        for player in Player::BOTH {
            session.selected[player.index()] = session.default_color(player);
        }
        session.message = session.turn_message();
        session
    }

    /// A new game on `position` with `rounds` sets per player (R3).
    pub fn for_position(position: Arc<Position>, rounds: Rounds) -> Session {
        Session::new(Game::new(position, rounds))
    }

    /// A new game on the same position with the same number of rounds, against the same
    /// opponent: the result card's "Rematch" (from an empty board, also when this game was
    /// imported mid-way).
    pub fn rematch(&self) -> Session {
        let mut session =
            Session::for_position(Arc::clone(self.game.position()), self.game.rounds());
        session.opponent = self.opponent;
        session.computer_seed = self.computer_seed.wrapping_add(1);
        session.message = session.turn_message();
        session
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The colour the player to move has selected.
    pub fn selected(&self) -> Option<Color> {
        self.selected[self.game.to_move().index()]
    }

    /// The colours both players have selected, Blue first: kept in saved games.
    pub fn selections(&self) -> [Option<Color>; 2] {
        self.selected
    }

    /// The ringed stone: the first end chosen for a bridge.
    pub fn ring(&self) -> Option<Cell> {
        self.ring
    }

    /// Puts back the interaction state of a saved game (checked against the game when it was
    /// read); the revision does not move.
    fn restore(&mut self, state: SessionState) {
        self.selected = state.selected;
        self.ring = state.ring;
        self.opponent = state.opponent;
        self.computer_seed = state.computer_seed;
        for player in Player::BOTH {
            self.keep_selection_of(player);
        }
        self.message = match self.ring {
            Some(_) => Message::RingOtherEnd,
            None => self.turn_message(),
        };
    }

    /// The revision: it increases exactly when something a saved game keeps has changed.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The frame to draw now. Pure: it takes no events and changes nothing.
    pub fn view(&self) -> View {
        view::build_view(
            &self.game,
            view::Interaction {
                revision: self.revision,
                selected: self.selected(),
                ring: self.ring,
                message: &self.message,
                outlines: &self.outlines,
                opponent: self.opponent,
                computer_to_move: self.computer_to_move(),
                can_undo: self.undo_target().is_some(),
                hint: self.hint.as_ref(),
            },
        )
    }

    /// The events since the last call, in order, each once (at most
    /// [`MAX_PENDING_EVENTS`], the latest).
    pub fn take_events(&mut self) -> Vec<SequencedEvent> {
        std::mem::take(&mut self.events)
    }

    /// The playable cell a touch at `(x, y)` in cell units meant (see
    /// [`crate::hit_test::playable_cell_at`]).
    pub fn cell_at(&self, x: f32, y: f32) -> Option<Cell> {
        playable_cell_at(self.game.position(), x, y)
    }

    /// Selects the colour for the next tap (R3, decided by
    /// [`crate::rules::TurnContext::check_color_choice`]).
    pub fn select_color(&mut self, color: Color) -> Result<(), Refusal> {
        self.check_player_may_act()?;
        self.changing(|s| {
            if let Err(refusal) = s.game.context().check_color_choice(color) {
                return s.refuse(refusal, None);
            }
            s.selected[s.game.to_move().index()] = Some(color);
            s.message = s.turn_message();
            Ok(())
        })
    }

    /// A single tap: on an empty cell, places a stone of the selected colour (R4.1, R4.3);
    /// on a stone, explains that stones are ringed with a double tap.
    pub fn tap(&mut self, cell: Cell) -> Result<(), Refusal> {
        if self.game.is_over() {
            return self.refuse(Refusal::GameOver, None);
        }
        self.check_player_may_act()?;
        if self.game.board().stone(cell).is_some() {
            self.message = Message::DoubleTapToRing;
            return Ok(());
        }
        let Some(color) = self.selected() else {
            self.message = Message::SelectColorFirst;
            return Ok(());
        };
        self.place(cell, color)
    }

    /// Places a stone of `color` on `cell` (R4.1, R4.3), as a tap does, but with the colour
    /// given (used by scripts and keyboards).
    pub fn place(&mut self, cell: Cell, color: Color) -> Result<(), Refusal> {
        self.check_player_may_act()?;
        self.changing(|s| s.place_stone(cell, color))
    }

    /// A double tap: toggles the ring of a stone. Ringing a second stone attempts the bridge
    /// between the two (R5, R6); either way both rings go, and a refused pair flashes the last
    /// stone with the reason, so the player can ring again at once.
    pub fn double_tap(&mut self, cell: Cell) -> Result<Option<BridgeFormed>, Refusal> {
        if self.game.is_over() {
            return self.refuse(Refusal::GameOver, None);
        }
        self.check_player_may_act()?;
        if !self.game.position().contains(cell) {
            // As a tap there is refused by the placement rule (R4.1).
            return self.refuse(Refusal::OutsideGrid(cell), None);
        }
        self.changing(|s| {
            if s.ring == Some(cell) {
                s.ring = None;
                s.message = s.turn_message();
                return Ok(None);
            }
            if s.game.board().stone(cell).is_none() {
                s.message = Message::NoStoneToRing;
                return Ok(None);
            }
            match s.ring.take() {
                None => {
                    s.ring = Some(cell);
                    s.message = Message::RingOtherEnd;
                    Ok(None)
                }
                Some(first) => s.form_bridge(first, cell).map(Some),
            }
        })
    }

    /// Forms the bridge with ends `from` and `to` (R4.2, R5, R6), as two rings do; a ring goes
    /// either way.
    pub fn bridge(&mut self, from: Cell, to: Cell) -> Result<BridgeFormed, Refusal> {
        self.check_player_may_act()?;
        self.changing(|s| {
            s.ring = None;
            s.form_bridge(from, to)
        })
    }

    /// Ends the turn (R4.4). When this turn's dot stone would go back to the supply (R4.3)
    /// and `confirmed` is false, nothing happens and the player is asked to confirm.
    pub fn end_turn(&mut self, confirmed: bool) -> Result<EndTurnOutcome, Refusal> {
        self.check_player_may_act()?;
        self.finish_turn(confirmed)
    }

    /// The player answered "no" to ending the turn with a dot stone going back (R4.3): the
    /// status line leaves the question and says what the player can do again.
    pub fn keep_turn(&mut self) {
        if matches!(self.message, Message::ConfirmDotStoneReturn { .. }) {
            self.message = self.turn_message();
        }
    }

    /// Ends the turn of the player to move, whoever that is (see [`Session::end_turn`]).
    fn finish_turn(&mut self, confirmed: bool) -> Result<EndTurnOutcome, Refusal> {
        if let Err(refusal) = self.game.context().check_end_turn() {
            return self.refuse(refusal, None);
        }
        if let (Some(cell), false) = (self.game.dot_stone_to_return(), confirmed) {
            self.message = Message::ConfirmDotStoneReturn { cell };
            return Ok(EndTurnOutcome::NeedsConfirmation { cell });
        }
        self.changing(|s| match s.game.end_turn() {
            Ok(ended) => {
                s.ring = None;
                if let Some((cell, color)) = ended.returned {
                    s.push(Event::StoneReturned { cell, color });
                }
                for &player in &ended.refills {
                    let set = s.game.sets_received(player);
                    s.push(Event::SetReceived { player, set });
                }
                for pass in &ended.passes {
                    s.push(Event::Passed {
                        player: pass.player,
                        reason: pass.reason,
                    });
                }
                s.after_turn_change();
                s.message = match (ended.passes.last(), ended.game_over) {
                    (Some(pass), None) => Message::Passed {
                        player: pass.player,
                        reason: pass.reason,
                    },
                    _ => s.turn_message(),
                };
                Ok(EndTurnOutcome::Ended(ended))
            }
            Err(refusal) => s.refuse(refusal, None),
        })
    }

    /// Ends the game by agreement (R8); shells confirm with both players first.
    /// Against the computer it is refused ([`Refusal::AgreementWithComputer`]): R8's
    /// agreement is one of two players, and the computer is not asked.
    pub fn agree_end(&mut self) -> Result<(), Refusal> {
        self.check_player_may_act()?;
        if self.opponent.is_some() {
            return self.refuse(Refusal::AgreementWithComputer, None);
        }
        self.changing(|s| match s.game.agree_end() {
            Ok(()) => {
                s.ring = None;
                s.after_turn_change();
                s.message = s.turn_message();
                Ok(())
            }
            Err(refusal) => s.refuse(refusal, None),
        })
    }

    /// Undoes the last action (R11); a ring goes. When the turn goes back to the other
    /// player, a [`Event::TurnStarted`] follows the [`Event::Undone`]. Against the computer,
    /// undo at the start of the player's turn (or while the computer thinks) takes back the
    /// player's last turn together with the computer's reply, one [`Event::Undone`] per action.
    pub fn undo(&mut self) -> Result<(), Refusal> {
        let Some(target) = self.undo_target() else {
            return self.refuse(Refusal::NothingToUndo, None);
        };
        self.changing(|s| {
            while s.game.action_count() > target {
                let before = s.game.to_move();
                match s.game.undo() {
                    Ok(action) => {
                        s.push(Event::Undone { action });
                        if s.game.to_move() != before {
                            s.push(Event::TurnStarted {
                                player: s.game.to_move(),
                            });
                        }
                    }
                    Err(refusal) => return s.refuse(refusal, None),
                }
            }
            s.ring = None;
            for player in Player::BOTH {
                s.keep_selection_of(player);
            }
            s.message = Message::Undone;
            Ok(())
        })
    }

    /// Runs `change` and moves the revision when what a saved game keeps has changed.
    fn changing<T>(&mut self, change: impl FnOnce(&mut Session) -> T) -> T {
        let before = self.kept();
        let result = change(self);
        let after = self.kept();
        if after.actions != before.actions {
            self.hint = None;
        }
        if after != before {
            self.revision += 1;
        }
        result
    }

    fn kept(&self) -> Kept {
        Kept {
            actions: self.game.action_count(),
            selected: self.selected,
            ring: self.ring,
            opponent: self.opponent,
            computer_seed: self.computer_seed,
        }
    }

    /// Places a stone for the player to move, whoever that is (see [`Session::place`]).
    fn place_stone(&mut self, cell: Cell, color: Color) -> Result<(), Refusal> {
        match self.game.place(cell, color) {
            Ok(()) => {
                self.push(Event::StonePlaced { cell, color });
                self.keep_selection_of(self.game.to_move());
                self.message = self.turn_message();
                Ok(())
            }
            Err(refusal) => self.refuse(refusal, Some(cell)),
        }
    }

    fn form_bridge(&mut self, from: Cell, to: Cell) -> Result<BridgeFormed, Refusal> {
        match self.game.bridge(from, to) {
            Ok(formed) => {
                self.push(Event::BridgeFormed {
                    index: formed.index,
                    kind: formed.kind,
                });
                if !formed.cut.is_empty() {
                    self.push(Event::BridgesCut {
                        indices: formed.cut.clone(),
                    });
                }
                self.message = Message::BridgeFormed {
                    kind: formed.kind,
                    cut: formed.cut.len(),
                };
                Ok(formed)
            }
            Err(refusal) => self.refuse(refusal, Some(to)),
        }
    }

    fn push(&mut self, event: Event) {
        self.last_seq += 1;
        if self.events.len() == MAX_PENDING_EVENTS {
            // A shell that never takes events must not make the session grow without bound;
            // the gap in the sequence numbers tells one that takes them late.
            self.events.remove(0);
        }
        self.events.push(SequencedEvent {
            seq: self.last_seq,
            event,
        });
    }

    /// Records a refusal for the status line and as an event (with the cell to flash) and
    /// returns it as the error.
    fn refuse<T>(&mut self, refusal: Refusal, cell: Option<Cell>) -> Result<T, Refusal> {
        self.push(Event::Refused { refusal, cell });
        self.message = Message::Refused(refusal);
        Err(refusal)
    }

    fn after_turn_change(&mut self) {
        match (self.game.end_reason(), self.game.winner()) {
            (Some(reason), Some(winner)) => self.push(Event::GameOver { reason, winner }),
            _ => self.push(Event::TurnStarted {
                player: self.game.to_move(),
            }),
        }
        for player in Player::BOTH {
            self.keep_selection_of(player);
        }
    }

    fn turn_message(&self) -> Message {
        if let (Some(reason), Some(winner)) = (self.game.end_reason(), self.game.winner()) {
            return Message::GameOver { reason, winner };
        }
        let player = self.game.to_move();
        if self.computer_to_move() {
            Message::ComputerThinking { player }
        } else if self.game.turn_stone().is_some() {
            Message::BridgeOrEndTurn { player }
        } else {
            Message::PlaceStone { player }
        }
    }

    /// The colour a player starts with selected: the first in supply, in the order of the
    /// player's own set (their own colour first).
    fn default_color(&self, player: Player) -> Option<Color> {
        let own = match player {
            Player::Blue => Color::Blue,
            Player::Yellow => Color::Yellow,
        };
        let supply = self.game.supply(player);
        std::iter::once(own)
            .chain(Color::ALL)
            .find(|c| supply[c.index()] > 0)
    }

    /// Keeps a player's selection on a colour they still have; otherwise picks the default.
    fn keep_selection_of(&mut self, player: Player) {
        let supply = self.game.supply(player);
        let keep = self.selected[player.index()].is_some_and(|c| supply[c.index()] > 0);
        if !keep {
            self.selected[player.index()] = self.default_color(player);
        }
    }
}

#[cfg(test)]
mod tests;
