//! What a player's fingers do, decided once for every shell: the tool in use (tile or peg),
//! taps hit-tested to a cell or an edge, undo, the computer's move, saving and loading, and the
//! view model of each frame. Every legality question goes to [`crate::rules`] through
//! [`Game`].
//!
//! [`Session::view`] is pure: calling it twice gives the same frame. Events are taken
//! separately with [`Session::take_events`], numbered in order. The frame's `revision` moves
//! exactly when the saved game changes (an action played or undone), so the store knows when to
//! write; a refusal or a change of tool changes the status line only.
//!
//! A session may have the computer play one player ([`Session::set_computer`]): then the
//! device's input for that player is refused while it is to move
//! ([`Refusal::ComputerToMove`]), and undo takes back the device player's last action with the
//! computer's reply (as Divided Loyalties does, R11). The seat is kept in the saved game.

mod drawing;
mod message;
mod view;

use rand::rngs::SmallRng;
use rand::SeedableRng;

pub use drawing::{
    cell_at, cell_centre, edge_at, edge_segment, peg_bar, Point, Segment, CELL_SLOP, EDGE_SLOP,
    PEG_BAR_LENGTH,
};
pub use message::{Event, Message, NumberedEvent, Target, Tool};
pub use view::{CellView, EdgeView, GameResult, LineView, PlayerView, ToolView, View};

use crate::computer::computer_action;
use crate::game::{Action, Applied, Game, Undone};
use crate::geometry::{Cell, Edge};
use crate::player::{Player, Starter};
use crate::record::{load_game, save_record, RecordError};
use crate::rules::Refusal;

/// Events kept for [`Session::take_events`]; past this many the oldest are dropped (a gap in
/// the sequence numbers shows it).
pub const MAX_PENDING_EVENTS: usize = 1024;

/// A game with the interaction state of one phone (or terminal).
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    /// The player the computer plays, if any.
    computer: Option<Player>,
    tool: Tool,
    message: Message,
    events: Vec<NumberedEvent>,
    next_seq: u64,
    revision: u64,
}

impl Session {
    /// A session on an existing game (new or loaded).
    pub fn new(game: Game) -> Session {
        let mut session = Session {
            tool: Tool::Tile,
            message: Message::PlaceTile {
                player: game.to_move(),
            },
            game,
            computer: None,
            events: Vec::new(),
            next_seq: 1,
            revision: 0,
        };
        session.tool = session.default_tool();
        session.message = session.turn_message();
        session
    }

    /// A new game; `starter` says who begins, `seed` decides a random start (D1).
    pub fn start(starter: Starter, seed: u64) -> Session {
        Session::new(Game::new(starter.resolve(seed)))
    }

    /// A session on a saved game (see [`crate::record`]), with the computer's player it names.
    pub fn load(bytes: &[u8]) -> Result<Session, RecordError> {
        load_game(bytes).map(|saved| {
            let mut session = Session::new(saved.game);
            session.set_computer(saved.computer);
            session
        })
    }

    /// The saved game of this session, with the computer's player, in the canonical form of
    /// [`crate::record`].
    pub fn save(&self) -> String {
        save_record(&self.game, self.computer)
    }

    /// Lets the computer play `computer` (`None`: two players on the device). The saved game
    /// keeps it; the revision does not move.
    pub fn set_computer(&mut self, computer: Option<Player>) {
        self.computer = computer;
        self.tool = self.default_tool();
        self.message = self.turn_message();
    }

    /// The player the computer plays, if any.
    pub fn computer(&self) -> Option<Player> {
        self.computer
    }

    /// Whether the computer plays the player to move now: the shell then calls
    /// [`Session::play_computer`].
    pub fn computer_to_move(&self) -> bool {
        !self.game.is_over() && self.computer == Some(self.game.to_move())
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The tool taps use.
    pub fn tool(&self) -> Tool {
        self.tool
    }

    /// Moves exactly when the saved game changes (see [`View::revision`]).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The frame to draw now. Pure: calling it twice gives the same frame.
    pub fn view(&self) -> View {
        view::build_view(
            &self.game,
            view::Moment {
                tool: self.tool,
                message: self.message,
                revision: self.revision,
                computer: self.computer,
                can_undo: self.undo_count().is_some(),
            },
        )
    }

    /// What a tap at `(x, y)` (cell units) would target with the tool in use, without
    /// building a frame (the same answer as [`View::target_at`]).
    pub fn target_at(&self, x: f64, y: f64) -> Option<Target> {
        view::target_at(self.tool, x, y)
    }

    /// The events since the last call, in order, each once.
    pub fn take_events(&mut self) -> Vec<NumberedEvent> {
        std::mem::take(&mut self.events)
    }

    /// Chooses the tool for the next taps; refused when the mover cannot use it now (no tile
    /// left, no peg left, no edge for a peg: D1–D3).
    pub fn select_tool(&mut self, tool: Tool) -> Result<(), Refusal> {
        self.check_device_turn()?;
        let refusal = view::tool_refusals(&self.game)
            .into_iter()
            .find(|(t, _)| *t == tool)
            .and_then(|(_, r)| r);
        if let Some(refusal) = refusal {
            return self.refuse(refusal, None);
        }
        self.tool = tool;
        self.message = self.turn_message();
        Ok(())
    }

    /// A tap at `(x, y)` in cell units: hit-tested with the tool in use (a cell for the tile
    /// tool, an inner horizontal edge for the peg tool, [`View::target_at`]) and played. A
    /// tap that hits nothing changes the status line only and returns `Ok(None)`.
    pub fn tap(&mut self, x: f64, y: f64) -> Result<Option<Applied>, Refusal> {
        self.check_device_turn()?;
        let action = match view::target_at(self.tool, x, y) {
            Some(Target::Cell(cell)) => Action::PlaceTile(cell),
            Some(Target::Edge(edge)) => Action::PlacePeg(edge),
            None => {
                self.message = Message::NoTarget { tool: self.tool };
                return Ok(None);
            }
        };
        self.play(action).map(Some)
    }

    /// Places the mover's tile on `cell` (D2), whatever the tool.
    pub fn place_tile(&mut self, cell: Cell) -> Result<Applied, Refusal> {
        self.play(Action::PlaceTile(cell))
    }

    /// Places a peg on `edge` (D3), whatever the tool.
    pub fn place_peg(&mut self, edge: Edge) -> Result<Applied, Refusal> {
        self.play(Action::PlacePeg(edge))
    }

    /// Plays `action` for the player to move; refused while the computer is to move.
    pub fn play(&mut self, action: Action) -> Result<Applied, Refusal> {
        self.check_device_turn()?;
        self.apply(action)
    }

    /// Refuses the device's input while the computer is to move ([`Refusal::ComputerToMove`]).
    fn check_device_turn(&mut self) -> Result<(), Refusal> {
        if self.computer_to_move() {
            return self.refuse(Refusal::ComputerToMove, None);
        }
        Ok(())
    }

    /// Applies `action` for the player to move, whoever plays it.
    fn apply(&mut self, action: Action) -> Result<Applied, Refusal> {
        match self.game.apply(action) {
            Ok(applied) => {
                self.revision += 1;
                self.push(match action {
                    Action::PlaceTile(cell) => Event::TilePlaced {
                        player: applied.mover,
                        cell,
                    },
                    Action::PlacePeg(edge) => Event::PegPlaced {
                        player: applied.mover,
                        edge,
                    },
                });
                if let Some(player) = applied.passed {
                    self.push(Event::Passed { player });
                }
                match self.game.winner() {
                    Some(winner) => self.push(Event::GameOver { winner }),
                    None => self.push(Event::TurnStarted {
                        player: applied.to_move,
                    }),
                }
                self.tool = self.default_tool();
                self.message = match applied.passed {
                    Some(player) if !applied.game_over => Message::Passed { player },
                    _ => self.turn_message(),
                };
                Ok(applied)
            }
            Err(refusal) => self.refuse(refusal, Some(Target::of(action))),
        }
    }

    /// Plays the computer opponent's action for the player to move ([`crate::computer`]),
    /// whether or not the computer has a seat (without one, it plays for the device's player);
    /// `seed` breaks ties between equally good actions. Refused once the game is over.
    pub fn play_computer(&mut self, seed: u64) -> Result<Applied, Refusal> {
        let mut rng = SmallRng::seed_from_u64(seed);
        match computer_action(&self.game, &mut rng) {
            Some(action) => self.apply(action),
            None => self.refuse(Refusal::GameOver, None),
        }
    }

    /// Undoes the last action with the automatic pass that followed it (D7). Against the
    /// computer, back to the device player's last action: the computer's replies since, then
    /// that action (as Divided Loyalties does, R11); the result is that action's.
    pub fn undo(&mut self) -> Result<Undone, Refusal> {
        let Some(count) = self.undo_count() else {
            return self.refuse(Refusal::NothingToUndo, None);
        };
        let before = self.game.to_move();
        let mut last = None;
        for _ in 0..count {
            match self.game.undo() {
                Ok(undone) => {
                    if last.is_none() {
                        self.revision += 1;
                    }
                    self.push(Event::Undone {
                        action: undone.action,
                        player: undone.mover,
                    });
                    last = Some(undone);
                }
                Err(refusal) => return self.refuse(refusal, None),
            }
        }
        let Some(undone) = last else {
            return self.refuse(Refusal::NothingToUndo, None);
        };
        if self.game.to_move() != before {
            self.push(Event::TurnStarted {
                player: self.game.to_move(),
            });
        }
        self.tool = self.default_tool();
        self.message = Message::Undone {
            action: undone.action,
            player: self.game.to_move(),
        };
        Ok(undone)
    }

    /// How many actions [`Session::undo`] takes back now, `None` when none: the last one
    /// between two players; against the computer, down to the device player's last action
    /// (none when only the computer has played).
    fn undo_count(&self) -> Option<usize> {
        let Some(computer) = self.computer else {
            return self.game.can_undo().then_some(1);
        };
        let mut game = self.game.clone();
        let mut count = 0;
        while let Ok(undone) = game.undo() {
            count += 1;
            if undone.mover != computer {
                return Some(count);
            }
        }
        None
    }

    /// Records a refusal for the status line and as an event, and returns it as the error.
    fn refuse<T>(&mut self, refusal: Refusal, target: Option<Target>) -> Result<T, Refusal> {
        self.push(Event::Refused { refusal, target });
        self.message = Message::Refused(refusal);
        Err(refusal)
    }

    fn push(&mut self, event: Event) {
        if self.events.len() >= MAX_PENDING_EVENTS {
            self.events.remove(0);
        }
        self.events.push(NumberedEvent {
            seq: self.next_seq,
            event,
        });
        self.next_seq += 1;
    }

    /// The tool a turn starts with: tiles while the mover has some, else pegs (D2).
    fn default_tool(&self) -> Tool {
        if self.game.context().check_any_tile().is_err() && !self.game.is_over() {
            Tool::Peg
        } else {
            Tool::Tile
        }
    }

    fn turn_message(&self) -> Message {
        if let Some(winner) = self.game.winner() {
            let [yellow, black] = self.game.scores().map(|s| s.now);
            return Message::GameOver {
                winner,
                yellow,
                black,
            };
        }
        let player: Player = self.game.to_move();
        if self.computer == Some(player) {
            return Message::ComputerToMove { player };
        }
        match self.tool {
            Tool::Tile => Message::PlaceTile { player },
            Tool::Peg => Message::PlacePeg { player },
        }
    }
}

#[cfg(test)]
mod computer_tests;
#[cfg(test)]
mod tests;
