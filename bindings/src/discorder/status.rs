//! Discorder's status line and events across the FFI as typed values, never English;
//! `describe_discorder_status` gives English for logs.

use dl_discorder::session::{Event, Message, NumberedEvent};

use super::model::{
    core_winner, winner, DiscorderAction, DiscorderEdgePos, DiscorderPlayer, DiscorderRefusal,
    DiscorderTarget, DiscorderTool,
};
use crate::model::CellPos;

/// The status line of a Discorder frame, as a message with typed arguments.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DiscorderStatus {
    /// `place_tile`: the player to move places a tile, or picks the peg tool (D2).
    PlaceTile {
        /// Who is to move.
        player: DiscorderPlayer,
    },
    /// `place_peg`: the player to move has the peg tool: tap an edge (D3).
    PlacePeg {
        /// Who is to move.
        player: DiscorderPlayer,
    },
    /// `passed`: a player had no tile and no edge for a peg, and passed (D2).
    Passed {
        /// Who passed.
        player: DiscorderPlayer,
    },
    /// The refusal's code: an action or a tool was refused, with the rule's reason.
    Refused {
        /// Why.
        refusal: DiscorderRefusal,
    },
    /// `no_target`: a tap hit neither a cell (tile tool) nor an inner edge (peg tool).
    NoTarget {
        /// The tool in use.
        tool: DiscorderTool,
    },
    /// `undone`: an action was undone (D7).
    Undone {
        /// The action taken back.
        action: DiscorderAction,
        /// Who moves now.
        player: DiscorderPlayer,
    },
    /// `computer_to_move`: the computer plays `player`, who is to move: call `playComputer`.
    ComputerToMove {
        /// The computer's player.
        player: DiscorderPlayer,
    },
    /// `game_over_result`: the board is full (D6).
    GameOver {
        /// The winner; `None` for a draw.
        winner: Option<DiscorderPlayer>,
        /// Yellow's points (D5).
        yellow: u32,
        /// Black's points (D5).
        black: u32,
    },
}

impl From<Message> for DiscorderStatus {
    fn from(m: Message) -> Self {
        match m {
            Message::PlaceTile { player } => DiscorderStatus::PlaceTile {
                player: player.into(),
            },
            Message::PlacePeg { player } => DiscorderStatus::PlacePeg {
                player: player.into(),
            },
            Message::Passed { player } => DiscorderStatus::Passed {
                player: player.into(),
            },
            Message::Refused(r) => DiscorderStatus::Refused { refusal: r.into() },
            Message::NoTarget { tool } => DiscorderStatus::NoTarget { tool: tool.into() },
            Message::Undone { action, player } => DiscorderStatus::Undone {
                action: action.into(),
                player: player.into(),
            },
            Message::ComputerToMove { player } => DiscorderStatus::ComputerToMove {
                player: player.into(),
            },
            Message::GameOver {
                winner: w,
                yellow,
                black,
            } => DiscorderStatus::GameOver {
                winner: winner(w),
                yellow,
                black,
            },
        }
    }
}

impl DiscorderStatus {
    /// The core's message, when the record is whole (one that came back from a shell is not
    /// trusted).
    pub(crate) fn to_core(&self) -> Option<Message> {
        Some(match self {
            DiscorderStatus::PlaceTile { player } => Message::PlaceTile {
                player: (*player).into(),
            },
            DiscorderStatus::PlacePeg { player } => Message::PlacePeg {
                player: (*player).into(),
            },
            DiscorderStatus::Passed { player } => Message::Passed {
                player: (*player).into(),
            },
            DiscorderStatus::Refused { refusal } => Message::Refused(refusal.to_core()?),
            DiscorderStatus::NoTarget { tool } => Message::NoTarget {
                tool: (*tool).into(),
            },
            DiscorderStatus::Undone { action, player } => Message::Undone {
                action: (*action).into(),
                player: (*player).into(),
            },
            DiscorderStatus::ComputerToMove { player } => Message::ComputerToMove {
                player: (*player).into(),
            },
            DiscorderStatus::GameOver {
                winner: w,
                yellow,
                black,
            } => Message::GameOver {
                winner: core_winner(*w),
                yellow: *yellow,
                black: *black,
            },
        })
    }
}

/// The stable code of a Discorder status (see `bindings/README.md`).
#[uniffi::export]
pub fn discorder_status_code(status: DiscorderStatus) -> String {
    status
        .to_core()
        .map_or_else(|| "invalid_status".to_owned(), |m| m.code().to_owned())
}

/// A Discorder status in English, for logs (what a player reads comes from the localiser).
#[uniffi::export]
pub fn describe_discorder_status(status: DiscorderStatus) -> String {
    status
        .to_core()
        .map_or_else(|| "(an invalid status)".to_owned(), |m| m.english())
}

/// Something that happened in a Discorder game, for a shell to animate or announce.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DiscorderEvent {
    /// A tile was placed (D2).
    TilePlaced {
        /// Whose.
        player: DiscorderPlayer,
        /// Where.
        cell: CellPos,
    },
    /// A peg was placed (D3).
    PegPlaced {
        /// Who placed it.
        player: DiscorderPlayer,
        /// Where.
        edge: DiscorderEdgePos,
    },
    /// A player passed automatically (D2).
    Passed {
        /// Who.
        player: DiscorderPlayer,
    },
    /// The turn went to a player.
    TurnStarted {
        /// The player to move.
        player: DiscorderPlayer,
    },
    /// The board is full (D6).
    GameOver {
        /// The winner; `None` for a draw.
        winner: Option<DiscorderPlayer>,
    },
    /// An action was undone (D7), with the automatic pass that followed it, if any.
    Undone {
        /// The action taken back.
        action: DiscorderAction,
        /// Who had played it.
        player: DiscorderPlayer,
    },
    /// An action or a tool was refused: flash the target (if any), play the refusal haptic.
    Refused {
        /// Why.
        refusal: DiscorderRefusal,
        /// The cell or edge to flash.
        target: Option<DiscorderTarget>,
    },
}

/// A Discorder event with its sequence number (1, 2, 3 … in one session; a gap means events
/// were dropped, past 1024 untaken).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DiscorderEventRecord {
    /// The sequence number.
    pub seq: u64,
    /// What happened.
    pub event: DiscorderEvent,
}

impl From<NumberedEvent> for DiscorderEventRecord {
    fn from(e: NumberedEvent) -> Self {
        let event = match e.event {
            Event::TilePlaced { player, cell } => DiscorderEvent::TilePlaced {
                player: player.into(),
                cell: cell.into(),
            },
            Event::PegPlaced { player, edge } => DiscorderEvent::PegPlaced {
                player: player.into(),
                edge: edge.into(),
            },
            Event::Passed { player } => DiscorderEvent::Passed {
                player: player.into(),
            },
            Event::TurnStarted { player } => DiscorderEvent::TurnStarted {
                player: player.into(),
            },
            Event::GameOver { winner: w } => DiscorderEvent::GameOver { winner: winner(w) },
            Event::Undone { action, player } => DiscorderEvent::Undone {
                action: action.into(),
                player: player.into(),
            },
            Event::Refused { refusal, target } => DiscorderEvent::Refused {
                refusal: refusal.into(),
                target: target.map(DiscorderTarget::from),
            },
        };
        DiscorderEventRecord { seq: e.seq, event }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discorder::model::{cell, edge};
    use dl_discorder::{Action, Cell, Edge, Player, Refusal, Winner};

    /// Every status survives the trip to the record and back, so its code and English are the
    /// crate's own.
    #[test]
    fn every_status_comes_back_to_the_crates_message() {
        let refusals = [
            Refusal::GameOver,
            Refusal::CellOutsideBoard(Cell::new(9, 0)),
            Refusal::NoTilesLeft,
            Refusal::CellOccupied(Cell::new(1, 2)),
            Refusal::EdgeOutsideBoard(Edge::new(0, 6)),
            Refusal::NoPegsLeft,
            Refusal::EdgeHasPeg(Edge::new(3, 3)),
            Refusal::PegNotFollowing(Edge::new(4, 1)),
            Refusal::PegAfterOwnThree(Edge::new(5, 2)),
            Refusal::NoEdgeForPeg,
            Refusal::NothingToUndo,
            Refusal::ComputerToMove,
        ];
        let mut messages: Vec<Message> = refusals.into_iter().map(Message::Refused).collect();
        messages.extend([
            Message::PlaceTile {
                player: Player::Yellow,
            },
            Message::PlacePeg {
                player: Player::Black,
            },
            Message::Passed {
                player: Player::Black,
            },
            Message::NoTarget {
                tool: dl_discorder::Tool::Peg,
            },
            Message::ComputerToMove {
                player: Player::Black,
            },
            Message::Undone {
                action: Action::PlacePeg(Edge::new(2, 3)),
                player: Player::Yellow,
            },
            Message::GameOver {
                winner: Winner::Draw,
                yellow: 3,
                black: 3,
            },
            Message::GameOver {
                winner: Winner::Player(Player::Black),
                yellow: 1,
                black: 4,
            },
        ]);
        for message in messages {
            let status = DiscorderStatus::from(message);
            assert_eq!(status.to_core(), Some(message));
            assert_eq!(discorder_status_code(status.clone()), message.code());
            assert_eq!(describe_discorder_status(status), message.english());
        }
    }

    #[test]
    fn an_incomplete_refusal_record_is_an_invalid_status() {
        let mut refusal = DiscorderRefusal::from(Refusal::CellOccupied(Cell::new(1, 1)));
        refusal.cell = None;
        let status = DiscorderStatus::Refused { refusal };
        assert_eq!(discorder_status_code(status.clone()), "invalid_status");
        assert_eq!(describe_discorder_status(status), "(an invalid status)");
        let cell = cell(1, 300);
        assert_eq!(cell, Cell::new(1, 255));
        assert_eq!(edge(u32::MAX, 0), Edge::new(255, 0));
    }
}
