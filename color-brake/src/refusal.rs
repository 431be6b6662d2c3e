//! Why an action is refused: one variant per clause that can refuse, each with a stable code.

use crate::board::{CellId, Row};
use crate::token::{Colour, Token};

/// Why an action was refused. Every variant has a stable [`Refusal::code`]; the fields are
/// typed so that a shell formats its own text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Refusal {
    /// The game is over (C2).
    #[error("the game is over")]
    GameOver,
    /// The round is over: only going on to the next round is possible (C2, C5).
    #[error("the round is over")]
    RoundOver,
    /// The next round can only be dealt once this one is over (C2).
    #[error("the round is not over")]
    RoundNotOver,
    /// Tokens were drawn onto a neutral: one of them must be played at once (C6.1).
    #[error("play one of the drawn tokens on the neutral first")]
    RescuePending,
    /// No tokens were drawn onto a neutral: there is nothing to play on one (C6.1).
    #[error("no neutral is waiting for a drawn token")]
    NoRescuePending,
    /// The colour is not among the tokens drawn onto the neutral (C6.1).
    #[error("no {0} token was drawn")]
    NotDrawn(Colour),
    /// The player holds no such token (C2).
    #[error("no {0} token in the hand")]
    NotInHand(Token),
    /// The row before holds no token of this colour (C4.2).
    #[error("the row before holds no {0} token")]
    NotInReference(Colour),
    /// The row already holds as many tokens of this colour as the row before (C4.2).
    #[error("every {0} token of the row before is matched already")]
    ColourUsedUp(Colour),
    /// A neutral may never be played on the last cell (C5, C6.1).
    #[error("a neutral may not be played on the last cell")]
    NeutralOnLastCell,
    /// The pile is empty: a neutral cannot be played (C6.1).
    #[error("the pile is empty")]
    PileEmpty,
    /// A Diamond is played in rows 7 to 4 only (C6.3).
    #[error("a Diamond may not be played in {0}")]
    DiamondTooLate(Row),
    /// The player has no unused Diamond slot in this row (C6.3).
    #[error("no Diamond of yours in the row before has a free slot left")]
    NoFreeSlot,
    /// A Tank is played only just before row 5 or row 4 is begun (C6.2).
    #[error("a Tank is played only just before row 5 or row 4 is begun")]
    NotTankMoment,
    /// A Tank has already been played at this moment (C6.2, reading).
    #[error("a Tank has already been played on this row")]
    TankAlreadyUsed,
    /// A Tank covers a token of the row just completed only (C6.2).
    #[error("{0} is not in the row just completed")]
    TankOutsideRow(CellId),
    /// A shell named a cell by a number that is not 1–28 (C1): no cell to play on.
    #[error("there is no cell {0}: cells are numbered 1 to 28")]
    NoSuchCell(u32),
    /// There is no action to undo (C7).
    #[error("nothing to undo")]
    NothingToUndo,
}

impl Refusal {
    /// A stable code, for shells to localise and tests and scripts to match.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::GameOver => "game_over",
            Refusal::RoundOver => "round_over",
            Refusal::RoundNotOver => "round_not_over",
            Refusal::RescuePending => "rescue_pending",
            Refusal::NoRescuePending => "no_rescue_pending",
            Refusal::NotDrawn(_) => "not_drawn",
            Refusal::NotInHand(_) => "not_in_hand",
            Refusal::NotInReference(_) => "not_in_reference",
            Refusal::ColourUsedUp(_) => "colour_used_up",
            Refusal::NeutralOnLastCell => "neutral_on_last_cell",
            Refusal::PileEmpty => "pile_empty",
            Refusal::DiamondTooLate(_) => "diamond_too_late",
            Refusal::NoFreeSlot => "no_free_slot",
            Refusal::NotTankMoment => "not_tank_moment",
            Refusal::TankAlreadyUsed => "tank_already_used",
            Refusal::TankOutsideRow(_) => "tank_outside_row",
            Refusal::NoSuchCell(_) => "no_such_cell",
            Refusal::NothingToUndo => "nothing_to_undo",
        }
    }
}
