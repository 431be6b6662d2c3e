//! What a session tells the player (a status message as a code with arguments) and the events
//! a shell animates. Shells localise by code; the English text is for logs and the terminal.

use crate::color::{Color, Loyalty, Player};
use crate::game::{Action, EndReason, PassReason, Winner};
use crate::geometry::Cell;
use crate::rules::Refusal;

/// The status line of a frame. [`Message::code`] is stable; [`Message::args`] fill its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The player to move places a stone (R4.1).
    PlaceStone {
        /// Who is to move.
        player: Player,
    },
    /// A stone was placed: form bridges by ringing two stones, or end the turn (R4.2).
    BridgeOrEndTurn {
        /// Who is to move.
        player: Player,
    },
    /// An action was refused, with the rule's reason.
    Refused(Refusal),
    /// One stone carries a ring: ring the other end to form a bridge.
    RingOtherEnd,
    /// A tap landed on a stone: stones are ringed with a double tap.
    DoubleTapToRing,
    /// A double tap landed on a cell without a stone.
    NoStoneToRing,
    /// A tap needs a colour: choose one from the supply first.
    SelectColorFirst,
    /// A bridge was formed.
    BridgeFormed {
        /// Its kind.
        kind: Loyalty,
        /// How many bridges it cut (R6).
        cut: usize,
    },
    /// Ending the turn now takes this turn's dot stone back (R4.3): confirm to go on.
    ConfirmDotStoneReturn {
        /// The dot stone.
        cell: Cell,
    },
    /// A player passed automatically (R4.4).
    Passed {
        /// Who passed.
        player: Player,
        /// Why.
        reason: PassReason,
    },
    /// The last action was undone (R11).
    Undone,
    /// The computer is thinking about its turn (issue 11): the player waits.
    ComputerThinking {
        /// The player the computer moves for.
        player: Player,
    },
    /// The game is over (R8).
    GameOver {
        /// How it ended.
        reason: EndReason,
        /// Who won, or a draw.
        winner: Winner,
    },
}

impl Message {
    /// A stable code for the message; refusals use their [`Refusal::code`].
    pub fn code(&self) -> &'static str {
        match self {
            Message::PlaceStone { .. } => "place_stone",
            Message::BridgeOrEndTurn { .. } => "bridge_or_end_turn",
            Message::Refused(refusal) => refusal.code(),
            Message::RingOtherEnd => "ring_other_end",
            Message::DoubleTapToRing => "double_tap_to_ring",
            Message::NoStoneToRing => "no_stone_to_ring",
            Message::SelectColorFirst => "select_color_first",
            Message::BridgeFormed { .. } => "bridge_formed",
            Message::ConfirmDotStoneReturn { .. } => "confirm_dot_stone_return",
            Message::Passed { .. } => "passed",
            Message::Undone => "undone",
            Message::ComputerThinking { .. } => "computer_thinking",
            Message::GameOver { .. } => "game_over_result",
        }
    }

    /// The English text, for logs and the terminal shell.
    pub fn english(&self) -> String {
        match self {
            Message::PlaceStone { player } => format!("{}: place a stone.", title(player.name())),
            Message::BridgeOrEndTurn { player } => format!(
                "{}: double-tap two stones to form a bridge, or end the turn.",
                title(player.name())
            ),
            Message::Refused(refusal) => format!("Refused: {refusal}."),
            Message::RingOtherEnd => "Double-tap the stone at the other end of the bridge.".into(),
            Message::DoubleTapToRing => "Double-tap a stone to ring it as a bridge end.".into(),
            Message::NoStoneToRing => "Only stones can be ringed.".into(),
            Message::SelectColorFirst => "Choose a colour first.".into(),
            Message::BridgeFormed { kind, cut } => match cut {
                0 => format!("A {} bridge is formed.", kind.name()),
                n => format!("A red bridge is formed and cuts {n} bridge(s)."),
            },
            Message::ConfirmDotStoneReturn { cell } => format!(
                "The stone on the dot {cell} has no bridge and goes back to the supply. End the turn anyway?"
            ),
            Message::Passed { player, reason } => format!(
                "{} passes: {}.",
                title(player.name()),
                match reason {
                    PassReason::NoStonesLeft => "no stones left",
                    PassReason::NoLegalPlacement => "no legal placement",
                }
            ),
            Message::Undone => "Undone.".into(),
            Message::ComputerThinking { player } => {
                format!("{} (computer) is thinking…", title(player.name()))
            }
            Message::GameOver { winner, .. } => match winner {
                Winner::Player(p) => format!("Game over: {} wins.", title(p.name())),
                Winner::Draw => "Game over: a draw.".into(),
            },
        }
    }
}

fn title(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// The stable code of a pass reason (R4.4).
pub fn pass_reason_code(reason: PassReason) -> &'static str {
    match reason {
        PassReason::NoStonesLeft => "no_stones_left",
        PassReason::NoLegalPlacement => "no_legal_placement",
    }
}

/// The stable code of an end reason (R8).
pub fn end_reason_code(reason: EndReason) -> &'static str {
    match reason {
        EndReason::AllStonesPlaced => "all_stones_placed",
        EndReason::NoOneCanPlace => "no_one_can_place",
        EndReason::Agreed => "agreed",
    }
}

/// The stable code of a result: "blue", "yellow" or "draw".
pub fn winner_code(winner: Winner) -> &'static str {
    match winner {
        Winner::Player(p) => p.name(),
        Winner::Draw => "draw",
    }
}

/// Something that happened, for a shell to animate or announce (R3–R8, R11).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A stone was placed (R4.1).
    StonePlaced {
        /// Where.
        cell: Cell,
        /// Its colour.
        color: Color,
    },
    /// A bridge was formed (R4.2), by two rings or directly.
    BridgeFormed {
        /// Its index in the frame's bridge list (formation order).
        index: usize,
        /// Its kind.
        kind: Loyalty,
    },
    /// Bridges were cut by the red bridge just formed (R6).
    BridgesCut {
        /// Their indices in the frame's bridge list.
        indices: Vec<usize>,
    },
    /// An action was refused; the frame's status says the same.
    Refused {
        /// Why.
        refusal: Refusal,
        /// The cell to flash, when the refusal concerns one (the tapped cell, the second ring).
        cell: Option<Cell>,
    },
    /// This turn's dot stone went back to the mover's supply at the end of the turn (R4.3).
    StoneReturned {
        /// The dot.
        cell: Cell,
        /// The stone's colour.
        color: Color,
    },
    /// A player received a new set (R3).
    SetReceived {
        /// Who.
        player: Player,
        /// Which set: the `k` of "Set k/n".
        set: u8,
    },
    /// A player passed automatically (R4.4).
    Passed {
        /// Who.
        player: Player,
        /// Why.
        reason: PassReason,
    },
    /// The turn went to a player: after an end of turn, or back to them by an undo.
    TurnStarted {
        /// The player to move.
        player: Player,
    },
    /// The game ended (R8).
    GameOver {
        /// How.
        reason: EndReason,
        /// Who won, or a draw (R7).
        winner: Winner,
    },
    /// An action was undone (R11); an automatic pass goes with its end of turn.
    Undone {
        /// The action taken back.
        action: Action,
    },
}

/// An event with its place in the session's sequence: numbers start at 1 and increase by one,
/// so a shell can tell that it has seen every event once and in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SequencedEvent {
    /// The sequence number.
    pub seq: u64,
    /// What happened.
    pub event: Event,
}
