//! What a session tells the player (the status line, as a code with typed fields) and the
//! events a shell animates. Shells localise by code; [`Message::english`] is for logs and the
//! terminal.

use crate::game::{Action, Winner};
use crate::geometry::{Cell, Edge};
use crate::player::Player;
use crate::rules::Refusal;

/// What a tap or a key uses: a tile on a cell, or a peg on an edge (D2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Taps target cells and place the mover's tile (D2).
    Tile,
    /// Taps target inner horizontal edges and place a peg (D3).
    Peg,
}

impl Tool {
    /// A stable code: `tile` or `peg`.
    pub fn code(self) -> &'static str {
        match self {
            Tool::Tile => "tile",
            Tool::Peg => "peg",
        }
    }
}

/// What a tap hit: a cell (tile tool) or an inner horizontal edge (peg tool).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A cell of the board.
    Cell(Cell),
    /// An inner horizontal edge.
    Edge(Edge),
}

impl Target {
    /// The target of an action: its cell or its edge.
    pub fn of(action: Action) -> Target {
        match action {
            Action::PlaceTile(cell) => Target::Cell(cell),
            Action::PlacePeg(edge) => Target::Edge(edge),
        }
    }
}

/// The status line of a frame. [`Message::code`] is stable; the fields are typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Message {
    /// The player to move places a tile, or picks the peg tool (D2).
    PlaceTile {
        /// Who is to move.
        player: Player,
    },
    /// The player to move has the peg tool: tap an edge (D3).
    PlacePeg {
        /// Who is to move.
        player: Player,
    },
    /// A player had no tile left and no edge for a peg, and passed; the other moves (D2).
    Passed {
        /// Who passed.
        player: Player,
    },
    /// An action was refused, with the rule's reason.
    Refused(Refusal),
    /// A tap hit neither a cell (tile tool) nor an inner edge (peg tool).
    NoTarget {
        /// The tool in use.
        tool: Tool,
    },
    /// An action was undone (D7); its player moves again.
    Undone {
        /// The action taken back.
        action: Action,
        /// Who moves now.
        player: Player,
    },
    /// The computer plays the player to move: the shell lets it play
    /// ([`crate::session::Session::play_computer`]).
    ComputerToMove {
        /// The computer's player.
        player: Player,
    },
    /// The board is full: the game is over (D6).
    GameOver {
        /// Who won, or a draw.
        winner: Winner,
        /// Yellow's final points (D5).
        yellow: u32,
        /// Black's final points (D5).
        black: u32,
    },
}

impl Message {
    /// A stable code for the message; refusals use their [`Refusal::code`].
    pub fn code(&self) -> &'static str {
        match self {
            Message::PlaceTile { .. } => "place_tile",
            Message::PlacePeg { .. } => "place_peg",
            Message::Passed { .. } => "passed",
            Message::Refused(refusal) => refusal.code(),
            Message::NoTarget { .. } => "no_target",
            Message::Undone { .. } => "undone",
            Message::ComputerToMove { .. } => "computer_to_move",
            Message::GameOver { .. } => "game_over_result",
        }
    }

    /// The English text, for logs and the terminal shell.
    pub fn english(&self) -> String {
        match self {
            Message::PlaceTile { player } => {
                format!("{}: place a tile, or choose a peg.", title(*player))
            }
            Message::PlacePeg { player } => {
                format!(
                    "{}: place a peg between two cells of a column.",
                    title(*player)
                )
            }
            Message::Passed { player } => format!(
                "{} has no tile left and no edge for a peg, and passes. {} plays.",
                title(*player),
                title(player.other())
            ),
            Message::Refused(refusal) => format!("Refused: {refusal}."),
            Message::NoTarget { tool: Tool::Tile } => "Tap a cell of the board.".into(),
            Message::NoTarget { tool: Tool::Peg } => {
                "Tap the line between two cells of a column.".into()
            }
            Message::Undone { player, .. } => format!("Undone. {} plays.", title(*player)),
            Message::ComputerToMove { player } => {
                format!("The computer ({}) is to move.", title(*player))
            }
            Message::GameOver {
                winner,
                yellow,
                black,
            } => match winner {
                Winner::Player(p) => {
                    format!("Game over: {} wins, {yellow} to {black}.", title(*p))
                }
                Winner::Draw => format!("Game over: a draw, {yellow} to {black}."),
            },
        }
    }
}

fn title(player: Player) -> &'static str {
    match player {
        Player::Yellow => "Yellow",
        Player::Black => "Black",
    }
}

/// Something that happened, for a shell to animate; taken with
/// [`crate::session::Session::take_events`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A tile was placed (D2).
    TilePlaced {
        /// Whose.
        player: Player,
        /// Where.
        cell: Cell,
    },
    /// A peg was placed (D3).
    PegPlaced {
        /// Who placed it.
        player: Player,
        /// Where.
        edge: Edge,
    },
    /// A player passed automatically (D2).
    Passed {
        /// Who.
        player: Player,
    },
    /// The turn went to a player.
    TurnStarted {
        /// The player to move.
        player: Player,
    },
    /// The board is full (D6).
    GameOver {
        /// Who won, or a draw.
        winner: Winner,
    },
    /// An action was undone (D7), with the automatic pass that followed it, if any.
    Undone {
        /// The action taken back.
        action: Action,
        /// Who had played it.
        player: Player,
    },
    /// An action or a tool choice was refused.
    Refused {
        /// Why.
        refusal: Refusal,
        /// The cell or edge to flash, when the refusal concerns one.
        target: Option<Target>,
    },
}

/// An event with its sequence number: 1, 2, 3 … over the session's life, in order (as in
/// Divided Loyalties and Color Brake).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NumberedEvent {
    /// The sequence number.
    pub seq: u64,
    /// The event.
    pub event: Event,
}
