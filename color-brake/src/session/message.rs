//! What a session tells the players: the status line as a code with typed arguments, and the
//! events a shell animates. Neither ever carries a token that one of the players may not see
//! (C7): the tokens named are those on the board. Shells localise by code; [`Message::english`]
//! is for logs and the terminal.

use crate::action::Action;
use crate::board::{CellFill, CellId, Row};
use crate::game::{RoundResult, Winner};
use crate::refusal::Refusal;
use crate::round::RoundEnd;
use crate::seat::{Nomination, Seat};
use crate::token::Colour;

/// The status line of a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Message {
    /// Pass the device to `to`, who taps when ready; no hand is shown meanwhile (C2).
    HandOver {
        /// The player to move next.
        to: Seat,
    },
    /// `seat` places a token on `cell` (C3, C4).
    Place {
        /// The player to move.
        seat: Seat,
        /// Their nomination this round.
        nomination: Nomination,
        /// The cell to fill.
        cell: CellId,
    },
    /// `seat` may first put a Tank on `row`, just completed, or place (C6.2).
    TankOrPlace {
        /// The player to move.
        seat: Seat,
        /// The row a Tank may cover.
        row: Row,
    },
    /// `seat` chooses which drawn colour goes on the neutral (C6.1).
    ChooseRescue {
        /// The player to move.
        seat: Seat,
        /// The cell holding the neutrals.
        cell: CellId,
    },
    /// The computer, playing `seat`, is to move.
    ComputerToMove {
        /// The computer's seat.
        seat: Seat,
    },
    /// The action was refused, with the rule's reason.
    Refused(Refusal),
    /// `action` was undone (C7).
    Undone {
        /// The action undone.
        action: Action,
    },
    /// The round is over (C5); the next one waits to be dealt.
    RoundOver {
        /// Its result.
        result: RoundResult,
    },
    /// The game is over (C2, C5).
    GameOver {
        /// The winner or a draw.
        winner: Winner,
        /// The totals, indexed by [`Seat::index`].
        scores: [u32; 2],
    },
}

impl Message {
    /// A stable code; refusals give their [`Refusal::code`].
    pub fn code(&self) -> &'static str {
        match self {
            Message::HandOver { .. } => "hand_over",
            Message::Place { .. } => "place",
            Message::TankOrPlace { .. } => "tank_or_place",
            Message::ChooseRescue { .. } => "choose_rescue",
            Message::ComputerToMove { .. } => "computer_to_move",
            Message::Refused(refusal) => refusal.code(),
            Message::Undone { .. } => "undone",
            Message::RoundOver { .. } => "round_over_result",
            Message::GameOver { .. } => "game_over_result",
        }
    }

    /// The English text, for logs and the terminal shell.
    pub fn english(&self) -> String {
        match self {
            Message::HandOver { to } => {
                format!("Pass the device to {to}, then tap to see your hand.")
            }
            Message::Place {
                seat,
                nomination,
                cell,
            } => format!("{} ({nomination}): place a token on {cell}.", title(*seat)),
            Message::TankOrPlace { seat, row } => format!(
                "{}: place a token, or first put a Tank on a token of {row}.",
                title(*seat)
            ),
            Message::ChooseRescue { seat, cell } => format!(
                "{}: choose the drawn colour to play on the neutral of {cell}.",
                title(*seat)
            ),
            Message::ComputerToMove { seat } => format!("The computer ({seat}) is to move."),
            Message::Refused(refusal) => format!("Refused: {refusal}."),
            Message::Undone { action } => format!("Undone: {action}."),
            Message::RoundOver { result } => round_text(result),
            Message::GameOver { winner, scores } => match winner {
                Winner::Seat(s) => format!(
                    "Game over: {} wins {}–{}.",
                    title(*s),
                    scores[s.index()],
                    scores[s.other().index()]
                ),
                Winner::Draw => format!("Game over: a draw at {}.", scores[0]),
            },
        }
    }
}

fn title(seat: Seat) -> String {
    format!("Player {}", seat.name())
}

fn round_text(result: &RoundResult) -> String {
    match result.end {
        RoundEnd::Completed { last } => format!(
            "Round {} over: {} filled the last cell and scores 5.",
            result.round,
            title(last)
        ),
        RoundEnd::Stuck { seat, cell } => format!(
            "Round {} over: {} cannot fill {cell}; {} scores {}.",
            result.round,
            title(seat),
            title(seat.other()),
            result.points[seat.other().index()]
        ),
    }
}

/// Something that happened, for a shell to animate. Events only name tokens on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A cell was filled (C4, C6.1, C6.3).
    Filled {
        /// The cell.
        cell: CellId,
        /// What lies on it now.
        fill: CellFill,
    },
    /// A neutral was played and tokens drawn onto it; its player chooses which colour goes on
    /// top (C6.1). The colours drawn are shown to that player only, in their view.
    NeutralDrawn {
        /// Who played it.
        seat: Seat,
        /// The cell.
        cell: CellId,
        /// Neutrals stacked there.
        neutrals: u8,
        /// Tokens taken from the pile.
        taken: u8,
    },
    /// A Tank was played (C6.2).
    Tanked {
        /// Who played it.
        seat: Seat,
        /// The covered cell.
        cell: CellId,
        /// The colour put on top.
        colour: Colour,
    },
    /// The turn went to `seat`.
    TurnStarted {
        /// The player to move.
        seat: Seat,
    },
    /// A round ended (C4.4, C5).
    RoundOver {
        /// Its result.
        result: RoundResult,
    },
    /// A new round was dealt (C2).
    RoundStarted {
        /// Its number.
        round: u16,
        /// Who holds A.
        a: Seat,
    },
    /// The game ended (C2).
    GameOver {
        /// The winner or a draw.
        winner: Winner,
    },
    /// An action was undone (C7).
    Undone {
        /// The action.
        action: Action,
    },
    /// An action was refused.
    Refused {
        /// Why.
        refusal: Refusal,
    },
}

/// An event with its sequence number: numbers increase by one from 1 over the session's life,
/// so a shell sees whether it missed one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SequencedEvent {
    /// The sequence number.
    pub seq: u64,
    /// The event.
    pub event: Event,
}
