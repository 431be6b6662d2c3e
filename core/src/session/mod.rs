//! What a player's fingers do, decided once for every shell: the selected colour, taps that
//! place stones, double taps that ring bridge ends, ending turns, undo, ending by agreement,
//! and the view model of each frame. Every legality question goes to `rules` through `Game`.

mod message;
mod open;
mod view;

use std::sync::Arc;

pub use message::{end_reason_code, pass_reason_code, winner_code, Event, Message};
pub use open::{open_game, OpenError, Opening};
pub use view::{Borders, BridgeView, CellLook, CellView, GameResult, Phase, PlayerView, View};

use crate::color::{Color, Player};
use crate::game::{BridgeFormed, Game, TurnEnded};
use crate::geometry::Cell;
use crate::position::Position;
use crate::rules::Refusal;

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

/// A game with the interaction state of one phone (or terminal).
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    selected: [Option<Color>; 2],
    rings: Vec<Cell>,
    message: Message,
    events: Vec<Event>,
}

impl Session {
    /// A session on an existing game (new, loaded or imported).
    pub fn new(game: Game) -> Session {
        let mut session = Session {
            game,
            selected: [None; 2],
            rings: Vec::new(),
            message: Message::Undone,
            events: Vec::new(),
        };
        for player in Player::BOTH {
            session.selected[player.index()] = session.default_color(player);
        }
        session.message = session.turn_message();
        session
    }

    /// A new game on `position` with `rounds` sets per player (R3).
    pub fn for_position(position: Arc<Position>, rounds: u8) -> Session {
        Session::new(Game::new(position, rounds))
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The colour the player to move has selected.
    pub fn selected(&self) -> Option<Color> {
        self.selected[self.game.to_move().index()]
    }

    /// The ringed stones (at most two).
    pub fn rings(&self) -> &[Cell] {
        &self.rings
    }

    /// Selects the colour for the next tap; refused when the mover has none of it (R3).
    pub fn select_color(&mut self, color: Color) -> Result<(), Refusal> {
        if self.game.is_over() {
            return self.refuse(Refusal::GameOver, None);
        }
        if self.game.supply(self.game.to_move())[color.index()] == 0 {
            return self.refuse(Refusal::ColorNotInSupply(color), None);
        }
        self.selected[self.game.to_move().index()] = Some(color);
        self.message = self.turn_message();
        Ok(())
    }

    /// A single tap: on an empty cell, places a stone of the selected colour (R4.1, R4.3);
    /// on a stone, explains that stones are ringed with a double tap.
    pub fn tap(&mut self, cell: Cell) -> Result<(), Refusal> {
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
        match self.game.place(cell, color) {
            Ok(()) => {
                self.events.push(Event::StonePlaced { cell, color });
                self.keep_selection_available();
                self.message = self.turn_message();
                Ok(())
            }
            Err(refusal) => self.refuse(refusal, Some(cell)),
        }
    }

    /// A double tap: toggles the ring of a stone. Ringing a second stone attempts the bridge
    /// between the two (R5, R6); on refusal both rings stay and the last stone flashes. A third
    /// ring is refused with a hint.
    pub fn double_tap(&mut self, cell: Cell) -> Result<Option<BridgeFormed>, Refusal> {
        if self.game.is_over() {
            return self.refuse(Refusal::GameOver, None);
        }
        if let Some(i) = self.rings.iter().position(|c| *c == cell) {
            self.rings.remove(i);
            self.message = self.ring_message();
            return Ok(None);
        }
        if self.game.board().stone(cell).is_none() {
            self.message = Message::NoStoneToRing;
            return Ok(None);
        }
        match self.rings.as_slice() {
            [] => {
                self.rings.push(cell);
                self.message = Message::RingOtherEnd;
                Ok(None)
            }
            [first] => {
                let first = *first;
                self.rings.push(cell);
                self.bridge(first, cell).map(Some)
            }
            _ => {
                self.message = Message::ThirdRingRefused;
                Ok(None)
            }
        }
    }

    /// Forms the bridge with ends `from` and `to` (R4.2, R5, R6), as two rings do.
    pub fn bridge(&mut self, from: Cell, to: Cell) -> Result<BridgeFormed, Refusal> {
        match self.game.bridge(from, to) {
            Ok(formed) => {
                self.rings.clear();
                self.events.push(Event::BridgeFormed {
                    index: formed.index,
                    kind: formed.kind,
                });
                if !formed.cut.is_empty() {
                    self.events.push(Event::BridgesCut {
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

    /// Ends the turn (R4.4). When this turn's dot stone would go back to the supply (R4.3)
    /// and `confirmed` is false, nothing happens and the player is asked to confirm.
    pub fn end_turn(&mut self, confirmed: bool) -> Result<EndTurnOutcome, Refusal> {
        if let (Some(cell), false) = (self.game.dot_stone_to_return(), confirmed) {
            if !self.game.is_over() {
                self.message = Message::ConfirmDotStoneReturn { cell };
                return Ok(EndTurnOutcome::NeedsConfirmation { cell });
            }
        }
        match self.game.end_turn() {
            Ok(ended) => {
                self.rings.clear();
                if let Some((cell, color)) = ended.returned {
                    self.events.push(Event::StoneReturned { cell, color });
                }
                for pass in &ended.passes {
                    self.events.push(Event::Passed {
                        player: pass.player,
                        reason: pass.reason,
                    });
                }
                self.after_turn_change();
                self.message = match (ended.passes.last(), ended.game_over) {
                    (_, Some(_)) => self.turn_message(),
                    (Some(pass), None) => Message::Passed {
                        player: pass.player,
                        reason: pass.reason,
                    },
                    (None, None) => self.turn_message(),
                };
                Ok(EndTurnOutcome::Ended(ended))
            }
            Err(refusal) => self.refuse(refusal, None),
        }
    }

    /// Ends the game by agreement (R8); shells confirm with both players first.
    pub fn agree_end(&mut self) -> Result<(), Refusal> {
        match self.game.agree_end() {
            Ok(()) => {
                self.rings.clear();
                self.after_turn_change();
                self.message = self.turn_message();
                Ok(())
            }
            Err(refusal) => self.refuse(refusal, None),
        }
    }

    /// Undoes the last action (R11); rings are cleared.
    pub fn undo(&mut self) -> Result<(), Refusal> {
        match self.game.undo() {
            Ok(_) => {
                self.rings.clear();
                self.events.push(Event::Undone);
                self.keep_selection_available();
                self.message = Message::Undone;
                Ok(())
            }
            Err(refusal) => self.refuse(refusal, None),
        }
    }

    /// The frame to draw now, with the events since the previous frame (which it consumes).
    pub fn view(&mut self) -> View {
        let events = std::mem::take(&mut self.events);
        view::build_view(
            &self.game,
            self.selected(),
            &self.rings,
            self.message.clone(),
            events,
        )
    }

    /// The frame to draw now, leaving pending events for the next [`Session::view`].
    pub fn peek_view(&self) -> View {
        view::build_view(
            &self.game,
            self.selected(),
            &self.rings,
            self.message.clone(),
            Vec::new(),
        )
    }

    /// Records a refusal for the status line (and the flash) and returns it as the error.
    fn refuse<T>(&mut self, refusal: Refusal, flash: Option<Cell>) -> Result<T, Refusal> {
        if let Some(cell) = flash {
            self.events.push(Event::RefusalFlash { cell, refusal });
        }
        self.message = Message::Refused(refusal);
        Err(refusal)
    }

    fn after_turn_change(&mut self) {
        if let Some(reason) = self.game.end_reason() {
            self.events.push(Event::GameOver { reason });
        } else {
            self.events.push(Event::TurnStarted {
                player: self.game.to_move(),
            });
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
        if self.game.turn_stone().is_some() {
            Message::BridgeOrEndTurn { player }
        } else {
            Message::PlaceStone { player }
        }
    }

    fn ring_message(&self) -> Message {
        if self.rings.is_empty() {
            self.turn_message()
        } else {
            Message::RingOtherEnd
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

    fn keep_selection_available(&mut self) {
        self.keep_selection_of(self.game.to_move());
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
