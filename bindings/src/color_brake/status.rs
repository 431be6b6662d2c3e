//! Color Brake's status line and events across the FFI as typed values, never English;
//! `describe_color_brake_status` gives English for logs. Neither carries a hidden token (C7).

use dl_color_brake::session::{Event, Message, SequencedEvent};

use super::model::{
    cell_numbered, number, row_sized, ColorBrakeAction, ColorBrakeColour, ColorBrakeFill,
    ColorBrakeNomination, ColorBrakePerSeat, ColorBrakeRefusal, ColorBrakeRoundResult,
    ColorBrakeSeat, ColorBrakeWinner,
};

/// The status line of a Color Brake frame, as a message with typed arguments.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeStatus {
    /// `hand_over`: pass the device to `to`, who taps when ready; no hand is shown (C2).
    HandOver {
        /// The player to move next.
        to: ColorBrakeSeat,
    },
    /// `place`: `seat` places a token on `cell` (C3, C4).
    Place {
        /// The player to move.
        seat: ColorBrakeSeat,
        /// Their nomination this round.
        nomination: ColorBrakeNomination,
        /// The number of the cell to fill.
        cell: u32,
    },
    /// `tank_or_place`: `seat` may first put a Tank on `row`, just completed, or place (C6.2).
    TankOrPlace {
        /// The player to move.
        seat: ColorBrakeSeat,
        /// The row a Tank may cover, by its size.
        row: u32,
    },
    /// `choose_rescue`: `seat` chooses which drawn colour goes on the neutral (C6.1).
    ChooseRescue {
        /// The player to move.
        seat: ColorBrakeSeat,
        /// The number of the cell holding the neutrals.
        cell: u32,
    },
    /// `computer_to_move`: the computer, playing `seat`, is to move.
    ComputerToMove {
        /// The computer's seat.
        seat: ColorBrakeSeat,
    },
    /// The refusal's code: an action was refused, with the rule's reason.
    Refused {
        /// Why.
        refusal: ColorBrakeRefusal,
    },
    /// `undone`: an action was undone (C7).
    Undone {
        /// The action undone.
        action: ColorBrakeAction,
    },
    /// `round_over_result`: the round is over (C5); the next one waits to be dealt.
    RoundOver {
        /// Its result.
        result: ColorBrakeRoundResult,
    },
    /// `game_over_result`: the game is over (C2, C5).
    GameOver {
        /// The winner or a draw.
        winner: ColorBrakeWinner,
        /// The totals.
        scores: ColorBrakePerSeat,
    },
}

impl From<Message> for ColorBrakeStatus {
    fn from(m: Message) -> Self {
        match m {
            Message::HandOver { to } => ColorBrakeStatus::HandOver { to: to.into() },
            Message::Place {
                seat,
                nomination,
                cell,
            } => ColorBrakeStatus::Place {
                seat: seat.into(),
                nomination: nomination.into(),
                cell: number(cell),
            },
            Message::TankOrPlace { seat, row } => ColorBrakeStatus::TankOrPlace {
                seat: seat.into(),
                row: row.size().into(),
            },
            Message::ChooseRescue { seat, cell } => ColorBrakeStatus::ChooseRescue {
                seat: seat.into(),
                cell: number(cell),
            },
            Message::ComputerToMove { seat } => {
                ColorBrakeStatus::ComputerToMove { seat: seat.into() }
            }
            Message::Refused(r) => ColorBrakeStatus::Refused { refusal: r.into() },
            Message::Undone { action } => ColorBrakeStatus::Undone {
                action: action.into(),
            },
            Message::RoundOver { result } => ColorBrakeStatus::RoundOver {
                result: result.into(),
            },
            Message::GameOver { winner, scores } => ColorBrakeStatus::GameOver {
                winner: winner.into(),
                scores: scores.into(),
            },
        }
    }
}

impl ColorBrakeStatus {
    /// The core's message, when the record is whole (one that came back from a shell is not
    /// trusted).
    pub(crate) fn to_core(&self) -> Option<Message> {
        Some(match self {
            ColorBrakeStatus::HandOver { to } => Message::HandOver { to: (*to).into() },
            ColorBrakeStatus::Place {
                seat,
                nomination,
                cell,
            } => Message::Place {
                seat: (*seat).into(),
                nomination: (*nomination).into(),
                cell: cell_numbered(*cell)?,
            },
            ColorBrakeStatus::TankOrPlace { seat, row } => Message::TankOrPlace {
                seat: (*seat).into(),
                row: row_sized(*row)?,
            },
            ColorBrakeStatus::ChooseRescue { seat, cell } => Message::ChooseRescue {
                seat: (*seat).into(),
                cell: cell_numbered(*cell)?,
            },
            ColorBrakeStatus::ComputerToMove { seat } => Message::ComputerToMove {
                seat: (*seat).into(),
            },
            ColorBrakeStatus::Refused { refusal } => Message::Refused(refusal.to_core()?),
            ColorBrakeStatus::Undone { action } => Message::Undone {
                action: action.to_core()?,
            },
            ColorBrakeStatus::RoundOver { result } => Message::RoundOver {
                result: result.to_core()?,
            },
            ColorBrakeStatus::GameOver { winner, scores } => Message::GameOver {
                winner: (*winner).into(),
                scores: (*scores).into(),
            },
        })
    }
}

/// The stable code of a Color Brake status (see `bindings/README.md`).
#[uniffi::export]
pub fn color_brake_status_code(status: ColorBrakeStatus) -> String {
    status
        .to_core()
        .map_or_else(|| "invalid_status".to_owned(), |m| m.code().to_owned())
}

/// A Color Brake status in English, for logs (what a player reads comes from the localiser).
#[uniffi::export]
pub fn describe_color_brake_status(status: ColorBrakeStatus) -> String {
    status
        .to_core()
        .map_or_else(|| "(an invalid status)".to_owned(), |m| m.english())
}

/// Something that happened in a Color Brake game, for a shell to animate. Events name only
/// tokens on the board (C7).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeEvent {
    /// A cell was filled (C4, C6.1, C6.3).
    Filled {
        /// The cell's number.
        cell: u32,
        /// What lies on it now.
        fill: ColorBrakeFill,
    },
    /// A neutral was played and tokens drawn onto it (C6.1); what was drawn is in its
    /// player's frame only.
    NeutralDrawn {
        /// Who played it.
        seat: ColorBrakeSeat,
        /// The cell's number.
        cell: u32,
        /// Neutrals stacked there.
        neutrals: u32,
        /// Tokens taken from the pile.
        taken: u32,
    },
    /// A Tank was played (C6.2).
    Tanked {
        /// Who played it.
        seat: ColorBrakeSeat,
        /// The covered cell's number.
        cell: u32,
        /// The colour put on top.
        colour: ColorBrakeColour,
    },
    /// The turn went to `seat`.
    TurnStarted {
        /// The player to move.
        seat: ColorBrakeSeat,
    },
    /// A round ended (C4.4, C5).
    RoundOver {
        /// Its result.
        result: ColorBrakeRoundResult,
    },
    /// A new round was dealt (C2).
    RoundStarted {
        /// Its number, 1-based.
        round: u32,
        /// Who holds A.
        a: ColorBrakeSeat,
    },
    /// The game ended (C2).
    GameOver {
        /// The winner or a draw.
        winner: ColorBrakeWinner,
    },
    /// An action was undone (C7).
    Undone {
        /// The action.
        action: ColorBrakeAction,
    },
    /// An action was refused: play the refusal haptic.
    Refused {
        /// Why.
        refusal: ColorBrakeRefusal,
    },
}

/// A Color Brake event with its sequence number (1, 2, 3 … without a gap in one session).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeEventRecord {
    /// The sequence number.
    pub seq: u64,
    /// What happened.
    pub event: ColorBrakeEvent,
}

impl From<SequencedEvent> for ColorBrakeEventRecord {
    fn from(e: SequencedEvent) -> Self {
        let event = match e.event {
            Event::Filled { cell, fill } => ColorBrakeEvent::Filled {
                cell: number(cell),
                fill: fill.into(),
            },
            Event::NeutralDrawn {
                seat,
                cell,
                neutrals,
                taken,
            } => ColorBrakeEvent::NeutralDrawn {
                seat: seat.into(),
                cell: number(cell),
                neutrals: neutrals.into(),
                taken: taken.into(),
            },
            Event::Tanked { seat, cell, colour } => ColorBrakeEvent::Tanked {
                seat: seat.into(),
                cell: number(cell),
                colour: colour.into(),
            },
            Event::TurnStarted { seat } => ColorBrakeEvent::TurnStarted { seat: seat.into() },
            Event::RoundOver { result } => ColorBrakeEvent::RoundOver {
                result: result.into(),
            },
            Event::RoundStarted { round, a } => ColorBrakeEvent::RoundStarted {
                round: round.into(),
                a: a.into(),
            },
            Event::GameOver { winner } => ColorBrakeEvent::GameOver {
                winner: winner.into(),
            },
            Event::Undone { action } => ColorBrakeEvent::Undone {
                action: action.into(),
            },
            Event::Refused { refusal } => ColorBrakeEvent::Refused {
                refusal: refusal.into(),
            },
        };
        ColorBrakeEventRecord { seq: e.seq, event }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dl_color_brake::{
        Action, CellId, Colour, Move, Nomination, Refusal, RoundEnd, RoundResult, Row, Seat, Token,
        Winner,
    };

    fn cell(n: u8) -> CellId {
        CellId::from_number(n).unwrap()
    }

    /// Every status survives the trip to the record and back, so its code and English are the
    /// crate's own.
    #[test]
    fn every_status_comes_back_to_the_crates_message() {
        let refusals = [
            Refusal::GameOver,
            Refusal::RoundOver,
            Refusal::RoundNotOver,
            Refusal::RescuePending,
            Refusal::NoRescuePending,
            Refusal::NotDrawn(Colour::Pink),
            Refusal::NotInHand(Token::Diamond),
            Refusal::NotInHand(Token::Colour(Colour::White)),
            Refusal::NotInReference(Colour::Red),
            Refusal::ColourUsedUp(Colour::Blue),
            Refusal::NeutralOnLastCell,
            Refusal::PileEmpty,
            Refusal::DiamondTooLate(Row::new(3).unwrap()),
            Refusal::NoFreeSlot,
            Refusal::NotTankMoment,
            Refusal::TankAlreadyUsed,
            Refusal::TankOutsideRow(cell(14)),
            Refusal::NoSuchCell(29),
            Refusal::NothingToUndo,
        ];
        let result = RoundResult {
            round: 3,
            a: Seat::Two,
            end: RoundEnd::Stuck {
                seat: Seat::One,
                cell: cell(12),
            },
            points: [0, 17],
        };
        let mut messages: Vec<Message> = refusals.into_iter().map(Message::Refused).collect();
        messages.extend([
            Message::HandOver { to: Seat::Two },
            Message::Place {
                seat: Seat::One,
                nomination: Nomination::B,
                cell: cell(28),
            },
            Message::TankOrPlace {
                seat: Seat::Two,
                row: Row::new(6).unwrap(),
            },
            Message::ChooseRescue {
                seat: Seat::One,
                cell: cell(5),
            },
            Message::ComputerToMove { seat: Seat::Two },
            Message::Undone {
                action: Action::Move(Move::Tank {
                    cell: cell(9),
                    colour: Colour::Green,
                }),
            },
            Message::Undone {
                action: Action::NextRound,
            },
            Message::RoundOver { result },
            Message::RoundOver {
                result: RoundResult {
                    end: RoundEnd::Completed { last: Seat::Two },
                    points: [0, 5],
                    ..result
                },
            },
            Message::GameOver {
                winner: Winner::Seat(Seat::One),
                scores: [37, 0],
            },
            Message::GameOver {
                winner: Winner::Draw,
                scores: [10, 10],
            },
        ]);
        for message in messages {
            let status = ColorBrakeStatus::from(message);
            assert_eq!(status.to_core(), Some(message));
            assert_eq!(color_brake_status_code(status.clone()), message.code());
            assert_eq!(describe_color_brake_status(status), message.english());
        }
    }

    #[test]
    fn a_status_naming_no_cell_or_row_is_invalid() {
        for status in [
            ColorBrakeStatus::ChooseRescue {
                seat: ColorBrakeSeat::One,
                cell: 0,
            },
            ColorBrakeStatus::TankOrPlace {
                seat: ColorBrakeSeat::One,
                row: 8,
            },
            ColorBrakeStatus::Undone {
                action: ColorBrakeAction::Tank {
                    cell: 300,
                    colour: ColorBrakeColour::Red,
                },
            },
        ] {
            assert_eq!(color_brake_status_code(status.clone()), "invalid_status");
            assert_eq!(describe_color_brake_status(status), "(an invalid status)");
        }
    }
}
