//! The status line and the events of a session across the FFI, as typed values (player,
//! colour, cell, count, reason), never as English text; `describe_status` gives English for
//! logs.

use dl_core::session::{Event, Message, SequencedEvent};
use dl_core::{Action, Winner};

use crate::model::{BridgeKind, CellPos, EndKind, PassKind, Side, StoneColor};
use crate::refusal::RefusalInfo;

/// The status line of a frame: what the player reads, as a message with typed arguments.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum StatusModel {
    /// `place_stone`: the player to move places a stone (R4.1).
    PlaceStone {
        /// Who is to move.
        side: Side,
    },
    /// `bridge_or_end_turn`: ring two stones to form a bridge, or end the turn (R4.2).
    BridgeOrEndTurn {
        /// Who is to move.
        side: Side,
    },
    /// The refusal's code: an action was refused, with the rule's reason.
    Refused {
        /// Why.
        refusal: RefusalInfo,
    },
    /// `ring_other_end`: one stone is ringed; ring the other end.
    RingOtherEnd,
    /// `double_tap_to_ring`: a tap landed on a stone; stones are ringed with a double tap.
    DoubleTapToRing,
    /// `no_stone_to_ring`: a double tap landed on a cell without a stone.
    NoStoneToRing,
    /// `select_color_first`: choose a colour from the supply first.
    SelectColorFirst,
    /// `bridge_formed`: a bridge was formed (R4.2), cutting `cut` bridges (R6).
    BridgeFormed {
        /// Its kind.
        kind: BridgeKind,
        /// How many bridges it cut.
        cut: u32,
    },
    /// `confirm_dot_stone_return`: ending the turn takes this dot stone back (R4.3).
    ConfirmDotStoneReturn {
        /// The dot stone.
        cell: CellPos,
    },
    /// `passed`: a player passed automatically (R4.4).
    Passed {
        /// Who.
        side: Side,
        /// Why.
        reason: PassKind,
    },
    /// `undone`: the last action was undone (R11).
    Undone,
    /// `computer_thinking`: the computer is thinking about its turn (issue 11).
    ComputerThinking {
        /// The side the computer plays.
        side: Side,
    },
    /// `game_over_result`: the game is over (R8).
    GameOver {
        /// How it ended.
        reason: EndKind,
        /// The winner; `None` for a draw (R7).
        winner: Option<Side>,
    },
}

fn winner(w: Winner) -> Option<Side> {
    match w {
        Winner::Player(p) => Some(p.into()),
        Winner::Draw => None,
    }
}

fn core_winner(w: Option<Side>) -> Winner {
    w.map_or(Winner::Draw, |s| Winner::Player(s.into()))
}

impl From<&Message> for StatusModel {
    fn from(m: &Message) -> Self {
        match m {
            Message::PlaceStone { player } => StatusModel::PlaceStone {
                side: (*player).into(),
            },
            Message::BridgeOrEndTurn { player } => StatusModel::BridgeOrEndTurn {
                side: (*player).into(),
            },
            Message::Refused(r) => StatusModel::Refused {
                refusal: (*r).into(),
            },
            Message::RingOtherEnd => StatusModel::RingOtherEnd,
            Message::DoubleTapToRing => StatusModel::DoubleTapToRing,
            Message::NoStoneToRing => StatusModel::NoStoneToRing,
            Message::SelectColorFirst => StatusModel::SelectColorFirst,
            Message::BridgeFormed { kind, cut } => StatusModel::BridgeFormed {
                kind: (*kind).into(),
                cut: u32::try_from(*cut).unwrap_or(u32::MAX),
            },
            Message::ConfirmDotStoneReturn { cell } => StatusModel::ConfirmDotStoneReturn {
                cell: (*cell).into(),
            },
            Message::Passed { player, reason } => StatusModel::Passed {
                side: (*player).into(),
                reason: (*reason).into(),
            },
            Message::Undone => StatusModel::Undone,
            Message::ComputerThinking { player } => StatusModel::ComputerThinking {
                side: (*player).into(),
            },
            Message::GameOver { reason, winner: w } => StatusModel::GameOver {
                reason: (*reason).into(),
                winner: winner(*w),
            },
        }
    }
}

impl StatusModel {
    /// The core's message, when the record is whole (one that came back from a shell is not
    /// trusted).
    pub(crate) fn to_core(&self) -> Option<Message> {
        Some(match self {
            StatusModel::PlaceStone { side } => Message::PlaceStone {
                player: (*side).into(),
            },
            StatusModel::BridgeOrEndTurn { side } => Message::BridgeOrEndTurn {
                player: (*side).into(),
            },
            StatusModel::Refused { refusal } => Message::Refused(refusal.to_core()?),
            StatusModel::RingOtherEnd => Message::RingOtherEnd,
            StatusModel::DoubleTapToRing => Message::DoubleTapToRing,
            StatusModel::NoStoneToRing => Message::NoStoneToRing,
            StatusModel::SelectColorFirst => Message::SelectColorFirst,
            StatusModel::BridgeFormed { kind, cut } => Message::BridgeFormed {
                kind: (*kind).into(),
                cut: usize::try_from(*cut).ok()?,
            },
            StatusModel::ConfirmDotStoneReturn { cell } => Message::ConfirmDotStoneReturn {
                cell: cell.to_cell(),
            },
            StatusModel::Passed { side, reason } => Message::Passed {
                player: (*side).into(),
                reason: (*reason).into(),
            },
            StatusModel::Undone => Message::Undone,
            StatusModel::ComputerThinking { side } => Message::ComputerThinking {
                player: (*side).into(),
            },
            StatusModel::GameOver { reason, winner: w } => Message::GameOver {
                reason: (*reason).into(),
                winner: core_winner(*w),
            },
        })
    }
}

/// The stable code of a status (see `bindings/README.md`), e.g. for analytics-free logs.
#[uniffi::export]
pub fn status_code(status: StatusModel) -> String {
    status
        .to_core()
        .map_or_else(|| "invalid_status".to_owned(), |m| m.code().to_owned())
}

/// The status in English, for logs (what a player reads comes from the localiser).
#[uniffi::export]
pub fn describe_status(status: StatusModel) -> String {
    status
        .to_core()
        .map_or_else(|| "(an invalid status)".to_owned(), |m| m.english())
}

/// An action of the game (R4, R8), as an undo names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ActionModel {
    /// A stone placed (R4.1).
    Place {
        /// Where.
        cell: CellPos,
        /// Its colour.
        color: StoneColor,
    },
    /// A bridge formed (R4.2).
    Bridge {
        /// One end.
        from: CellPos,
        /// The other end.
        to: CellPos,
    },
    /// A turn ended (R4.4), with the automatic passes that followed it.
    EndTurn,
    /// The game ended by agreement (R8).
    AgreeEnd,
}

impl From<Action> for ActionModel {
    fn from(a: Action) -> Self {
        match a {
            Action::Place { cell, color } => ActionModel::Place {
                cell: cell.into(),
                color: color.into(),
            },
            Action::Bridge { from, to } => ActionModel::Bridge {
                from: from.into(),
                to: to.into(),
            },
            Action::EndTurn => ActionModel::EndTurn,
            Action::AgreeEnd => ActionModel::AgreeEnd,
        }
    }
}

/// Something that happened, for a shell to animate or announce.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum EventModel {
    /// A stone was placed (R4.1).
    StonePlaced {
        /// Where.
        cell: CellPos,
        /// Its colour.
        color: StoneColor,
    },
    /// A bridge was formed (R4.2); `index` is its place in the frame's bridges.
    BridgeFormed {
        /// Index in the bridge list.
        index: u32,
        /// Its kind.
        kind: BridgeKind,
    },
    /// These bridges were cut by the red bridge just formed (R6).
    BridgesCut {
        /// Indices in the bridge list.
        indices: Vec<u32>,
    },
    /// An action was refused: flash the cell (if any), play the refusal haptic.
    Refused {
        /// Why.
        refusal: RefusalInfo,
        /// The cell to flash.
        cell: Option<CellPos>,
    },
    /// This turn's dot stone went back to the supply (R4.3).
    StoneReturned {
        /// The dot.
        cell: CellPos,
        /// Its colour.
        color: StoneColor,
    },
    /// A player received a new set (R3).
    SetReceived {
        /// Who.
        side: Side,
        /// Which set: the `k` of "Round k/n".
        set: u32,
    },
    /// A player passed (R4.4).
    Passed {
        /// Who.
        side: Side,
        /// Why.
        reason: PassKind,
    },
    /// A player's turn started, after an end of turn or back by an undo.
    TurnStarted {
        /// Who.
        side: Side,
    },
    /// The game ended (R8).
    GameOver {
        /// How.
        reason: EndKind,
        /// The winner; `None` for a draw (R7).
        winner: Option<Side>,
    },
    /// An action was undone (R11).
    Undone {
        /// The action taken back.
        action: ActionModel,
    },
}

/// An event with its sequence number (1, 2, 3 … without a gap in one session).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct EventRecord {
    /// The sequence number.
    pub seq: u64,
    /// What happened.
    pub event: EventModel,
}

fn indices(list: Vec<usize>) -> Vec<u32> {
    list.into_iter()
        .map(|i| u32::try_from(i).unwrap_or(u32::MAX))
        .collect()
}

impl From<SequencedEvent> for EventRecord {
    fn from(e: SequencedEvent) -> Self {
        let event = match e.event {
            Event::StonePlaced { cell, color } => EventModel::StonePlaced {
                cell: cell.into(),
                color: color.into(),
            },
            Event::BridgeFormed { index, kind } => EventModel::BridgeFormed {
                index: u32::try_from(index).unwrap_or(u32::MAX),
                kind: kind.into(),
            },
            Event::BridgesCut { indices: list } => EventModel::BridgesCut {
                indices: indices(list),
            },
            Event::Refused { refusal, cell } => EventModel::Refused {
                refusal: refusal.into(),
                cell: cell.map(CellPos::from),
            },
            Event::StoneReturned { cell, color } => EventModel::StoneReturned {
                cell: cell.into(),
                color: color.into(),
            },
            Event::SetReceived { player, set } => EventModel::SetReceived {
                side: player.into(),
                set: set.into(),
            },
            Event::Passed { player, reason } => EventModel::Passed {
                side: player.into(),
                reason: reason.into(),
            },
            Event::TurnStarted { player } => EventModel::TurnStarted {
                side: player.into(),
            },
            Event::GameOver { reason, winner: w } => EventModel::GameOver {
                reason: reason.into(),
                winner: winner(w),
            },
            Event::Undone { action } => EventModel::Undone {
                action: action.into(),
            },
        };
        EventRecord { seq: e.seq, event }
    }
}
