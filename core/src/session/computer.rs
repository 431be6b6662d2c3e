//! A game against the computer in a session (issue 11): when the computer is to move, what it
//! thinks about (a snapshot, so shells think outside any lock), playing its computed turn
//! through the rules, the hint for the player, and undo that takes back the player's last turn
//! together with the computer's reply (R11).

use std::sync::atomic::{AtomicBool, AtomicU32};

use crate::color::Player;
use crate::computer::{Computer, ComputerTurn, Level, Limits};
use crate::game::{Game, TurnEnded};
use crate::opponent::Opponent;
use crate::rules::Refusal;

use super::{EndTurnOutcome, Session};

/// What the computer thinks about: a snapshot of the game at the start of the turn of the
/// player to move, the level and seed, and the revision of the session it was taken from.
/// Thinking ([`ComputerRequest::think`]) touches no session: a shell takes the request under
/// its lock and thinks without it.
#[derive(Clone, Debug)]
pub struct ComputerRequest {
    game: Game,
    level: Level,
    seed: u64,
    revision: u64,
}

impl ComputerRequest {
    /// The level the turn is computed at (the hint is always [`Level::Hard`]).
    pub fn level(&self) -> Level {
        self.level
    }

    /// The game thought about.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Computes the whole turn of the player to move within `limits` (see
    /// [`Computer::think`]): the best turn found when `stop` is raised from another thread,
    /// `None` when there is no turn to play. Deterministic for a given seed when bounded by
    /// iterations alone.
    pub fn think(
        &self,
        limits: Limits,
        stop: &AtomicBool,
        progress: &AtomicU32,
    ) -> Option<ComputedTurn> {
        self.think_with(&mut self.computer(), limits, stop, progress)
    }

    /// A fresh computer of the request's level and seed, for a caller that keeps one for the
    /// whole game and thinks with [`ComputerRequest::think_with`].
    pub fn computer(&self) -> Computer {
        Computer::new(self.level, self.seed)
    }

    /// [`ComputerRequest::think`] with a computer the caller keeps from one request to the
    /// next (one per game and level, see [`ComputerRequest::computer`]), so that what it
    /// searched for earlier turns, and before an undo, is reused (issue 24).
    pub fn think_with(
        &self,
        computer: &mut Computer,
        limits: Limits,
        stop: &AtomicBool,
        progress: &AtomicU32,
    ) -> Option<ComputedTurn> {
        let turn = computer.think(&self.game, limits, stop, progress)?;
        Some(ComputedTurn {
            turn,
            revision: self.revision,
        })
    }
}

/// A turn computed for one revision of a session: played with
/// [`Session::play_computer_turn`] or shown with [`Session::show_hint`], refused
/// ([`Refusal::StaleComputerTurn`]) once the session has moved on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputedTurn {
    /// The stone and the bridges in order.
    pub turn: ComputerTurn,
    /// The session revision it was computed for.
    pub revision: u64,
}

impl Session {
    /// The computer opponent of this game, if any.
    pub fn opponent(&self) -> Option<Opponent> {
        self.opponent
    }

    /// The seed of the computer's random choices in this game.
    pub fn computer_seed(&self) -> u64 {
        self.computer_seed
    }

    /// Plays this game against the computer (or, with `None`, between two players on the
    /// device); `seed` fixes the computer's random choices. The revision moves: saved games
    /// keep the opponent.
    pub fn set_opponent(&mut self, opponent: Option<Opponent>, seed: u64) {
        self.changing(|s| {
            s.opponent = opponent;
            s.computer_seed = seed;
            s.hint = None;
            s.message = s.turn_message();
        });
    }

    /// Whether the computer is to move: the game is not over and the player to move is the
    /// computer's side. The player's own actions are refused meanwhile
    /// ([`Refusal::ComputerToMove`]); undo is not.
    pub fn computer_to_move(&self) -> bool {
        self.opponent
            .is_some_and(|o| !self.game.is_over() && self.game.to_move() == o.side)
    }

    /// What the computer has to think about now, or `None` when it is not to move. A turn the
    /// computer had begun (a stone placed, from a file or link of another device) is thought
    /// about again from its start.
    pub fn computer_request(&self) -> Option<ComputerRequest> {
        let opponent = self.opponent.filter(|_| self.computer_to_move())?;
        Some(self.request(opponent.level))
    }

    /// The request for the hint: the hard level's turn for the player to move, or `None` when
    /// the game is over, the computer is to move or this turn's stone is already placed.
    pub fn hint_request(&self) -> Option<ComputerRequest> {
        if self.computer_to_move() || self.game.turn_stone().is_some() {
            return None;
        }
        self.turn_request(Level::Hard)
    }

    /// The request for the whole turn of the player to move, whoever that is, at `level`
    /// (scripts let the computer play either side); `None` once the game is over. A turn in
    /// progress is thought about from its start, and replaced when the turn is played.
    pub fn turn_request(&self, level: Level) -> Option<ComputerRequest> {
        (!self.game.is_over()).then(|| self.request(level))
    }

    /// The hint shown now: the turn [`Session::show_hint`] was given, until the game changes.
    pub fn hint(&self) -> Option<&ComputerTurn> {
        self.hint.as_ref()
    }

    /// Shows a hint computed from [`Session::hint_request`] in the view until the next action
    /// or undo; refused when the session has moved on since the request.
    pub fn show_hint(&mut self, computed: ComputedTurn) -> Result<(), Refusal> {
        if computed.revision != self.revision || self.computer_to_move() {
            return self.refuse(Refusal::StaleComputerTurn, None);
        }
        self.hint = Some(computed.turn);
        Ok(())
    }

    /// Plays a computed turn for the player to move through the rules, like a player's: the
    /// stone, each bridge, the end of the turn, with their events (a turn in progress is taken
    /// back first). Refused when the turn was computed for another revision
    /// ([`Refusal::StaleComputerTurn`]); all or nothing when the rules refuse one of its actions.
    pub fn play_computer_turn(&mut self, computed: &ComputedTurn) -> Result<TurnEnded, Refusal> {
        if computed.revision != self.revision {
            return self.refuse(Refusal::StaleComputerTurn, None);
        }
        self.changing(|s| {
            undo_to_turn_start(&mut s.game);
            s.ring = None;
            let before = s.game.action_count();
            let turn = &computed.turn;
            let played = s.place_stone(turn.cell, turn.color).and_then(|()| {
                for &(from, to) in &turn.bridges {
                    s.ring = None;
                    s.form_bridge(from, to)?;
                }
                s.finish_turn(true)
            });
            match played {
                Ok(EndTurnOutcome::Ended(ended)) => Ok(ended),
                Ok(EndTurnOutcome::NeedsConfirmation { .. }) => Err(Refusal::NoStonePlaced),
                Err(refusal) => {
                    while s.game.action_count() > before {
                        if s.game.undo().is_err() {
                            break;
                        }
                    }
                    Err(refusal)
                }
            }
        })
    }

    /// The request for the player to move at `level`: the game at the start of this turn.
    fn request(&self, level: Level) -> ComputerRequest {
        let mut game = self.game.clone();
        undo_to_turn_start(&mut game);
        ComputerRequest {
            game,
            level,
            seed: self.computer_seed,
            revision: self.revision,
        }
    }

    /// Refuses the player's own actions while the computer is to move.
    pub(super) fn check_player_may_act(&mut self) -> Result<(), Refusal> {
        if self.computer_to_move() {
            return self.refuse(Refusal::ComputerToMove, None);
        }
        Ok(())
    }

    /// How many actions the game keeps after the player's undo (R11): against the computer,
    /// the player's last action within their own turn, else back to the start of the
    /// player's last turn, with the computer's reply; between two players, the last action.
    /// `None` when nothing may be undone.
    pub(super) fn undo_target(&self) -> Option<usize> {
        let count = self.game.action_count();
        let Some(opponent) = self.opponent else {
            return count.checked_sub(1);
        };
        let human = opponent.human();
        if self.game.to_move() == human && self.game.turn_stone().is_some() {
            return count.checked_sub(1);
        }
        let mut game = self.game.clone();
        let mut undid_human = false;
        while game.undo().is_ok() {
            undid_human |= game.to_move() == human;
            if undid_human && at_turn_start_of(&game, human) {
                return Some(game.action_count());
            }
        }
        None
    }
}

/// Whether `player` is to move in `game` and has placed no stone yet this turn.
fn at_turn_start_of(game: &Game, player: Player) -> bool {
    !game.is_over() && game.to_move() == player && game.turn_stone().is_none()
}

/// Takes back the actions of the turn in progress (a stone and bridges not yet ended).
fn undo_to_turn_start(game: &mut Game) {
    while game.turn_stone().is_some() {
        if game.undo().is_err() {
            break;
        }
    }
}

#[cfg(test)]
#[path = "computer_tests.rs"]
mod tests;
