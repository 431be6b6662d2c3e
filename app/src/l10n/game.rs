//! The texts of Divided Loyalties' play: the status line, refusals (R4–R8, R11), events,
//! pass and end reasons and results. Message ids are the core's stable codes with `-` for `_`,
//! behind a prefix: `status-place-stone`, `refusal-cell-occupied`, `pass-reason-…`,
//! `end-reason-…`.

use dl_core::game::{EndReason, PassReason, Winner};
use dl_core::session::{end_reason_code, pass_reason_code, winner_code, Event, Message};
use dl_core::{Action, Cell, Refusal};

use super::text::{Localize, Text};

/// The message id of a stable `code` under `prefix`: `("refusal", "cell_occupied")` →
/// `refusal-cell-occupied`.
pub fn message_id(prefix: &str, code: &str) -> String {
    format!("{prefix}-{}", code.replace('_', "-"))
}

fn with_cell(text: Text, cell: Cell) -> Text {
    text.cell(cell.x, cell.y)
}

impl Localize for Refusal {
    fn text(&self) -> Text {
        let text = Text::new(message_id("refusal", self.code()));
        match *self {
            Refusal::OutsideGrid(cell)
            | Refusal::CellOccupied(cell)
            | Refusal::NotPlayable(cell)
            | Refusal::DotWithoutBridge(cell)
            | Refusal::EmptyCellInRow(cell) => with_cell(text, cell),
            Refusal::ColorNotInSupply(color) => text.key("color", color.name()),
            Refusal::GameOver
            | Refusal::AlreadyPlaced
            | Refusal::NoStonePlaced
            | Refusal::NotInLine
            | Refusal::WrongLength
            | Refusal::EqualNeighbours
            | Refusal::NotLoyal
            | Refusal::MissingTurnStone
            | Refusal::SharesTwoStones
            | Refusal::CrossesBridge
            | Refusal::RedCrossesRedOrCut
            | Refusal::NothingToUndo
            | Refusal::AgreementAfterPlacing
            | Refusal::ComputerToMove
            | Refusal::AgreementWithComputer
            | Refusal::StaleComputerTurn => text,
        }
    }
}

impl Localize for Message {
    fn text(&self) -> Text {
        if let Message::Refused(refusal) = self {
            return refusal.text();
        }
        let text = Text::new(message_id("status", self.code()));
        match self {
            Message::PlaceStone { player }
            | Message::BridgeOrEndTurn { player }
            | Message::ComputerThinking { player } => text.key("player", player.name()),
            Message::BridgeFormed { kind, cut } => {
                text.key("kind", kind.name()).number("cut", *cut)
            }
            Message::ConfirmDotStoneReturn { cell } => with_cell(text, *cell),
            Message::Passed { player, reason } => text
                .key("player", player.name())
                .key("reason", pass_reason_code(*reason)),
            Message::GameOver { winner, .. } => text.key("winner", winner_code(*winner)),
            Message::Refused(_)
            | Message::RingOtherEnd
            | Message::DoubleTapToRing
            | Message::NoStoneToRing
            | Message::SelectColorFirst
            | Message::Undone => text,
        }
    }
}

impl Localize for Event {
    fn text(&self) -> Text {
        match self {
            Event::StonePlaced { cell, color } => {
                with_cell(Text::new("event-stone-placed"), *cell).key("color", color.name())
            }
            Event::BridgeFormed { kind, .. } => {
                Text::new("event-bridge-formed").key("kind", kind.name())
            }
            Event::BridgesCut { indices } => {
                Text::new("event-bridges-cut").number("count", indices.len())
            }
            Event::Refused { refusal, .. } => refusal.text(),
            Event::StoneReturned { cell, .. } => {
                with_cell(Text::new("event-stone-returned"), *cell)
            }
            Event::SetReceived { player, set } => Text::new("event-set-received")
                .key("player", player.name())
                .number("set", *set),
            Event::Passed { player, reason } => Message::Passed {
                player: *player,
                reason: *reason,
            }
            .text(),
            Event::TurnStarted { player } => {
                Text::new("event-turn-started").key("player", player.name())
            }
            Event::GameOver { reason, winner } => Message::GameOver {
                reason: *reason,
                winner: *winner,
            }
            .text(),
            Event::Undone { action } => undone(action),
        }
    }
}

fn undone(action: &Action) -> Text {
    let text = Text::new("event-undone");
    match *action {
        Action::Place { cell, .. } => with_cell(text.key("action", "place"), cell),
        Action::Bridge { .. } => text.key("action", "bridge"),
        Action::EndTurn => text.key("action", "end_turn"),
        Action::AgreeEnd => text.key("action", "agree_end"),
    }
}

impl Localize for PassReason {
    fn text(&self) -> Text {
        Text::new(message_id("pass-reason", pass_reason_code(*self)))
    }
}

impl Localize for EndReason {
    fn text(&self) -> Text {
        Text::new(message_id("end-reason", end_reason_code(*self)))
    }
}

/// The result card's title: "Blue wins" or "Draw" (R7).
pub fn result_title(winner: Winner) -> Text {
    match winner {
        Winner::Player(player) => Text::new("result-winner").key("player", player.name()),
        Winner::Draw => Text::new("result-draw"),
    }
}

/// The scores as the result card and the picture's caption show them: "Blue 13 – Yellow 18".
pub fn result_scores(blue: u32, yellow: u32) -> Text {
    Text::new("result-scores")
        .number("blue", blue)
        .number("yellow", yellow)
}

/// A finished game in one line, for a list of games: "Game over, Yellow won 18–13" (R7, R8).
pub fn result_line(winner: Winner, blue: u32, yellow: u32) -> Text {
    Text::new("result-line")
        .key("winner", winner_code(winner))
        .number("blue", blue)
        .number("yellow", yellow)
}
