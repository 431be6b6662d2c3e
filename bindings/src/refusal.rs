//! Refused actions across the FFI: one reason per rule clause, with the cell or colour it
//! concerns, convertible back to the core's refusal (for the localiser and logs).

use dl_core::Refusal;

use crate::model::{CellPos, StoneColor};

/// Why an action was refused: one value per rule clause (see `dl_core::Refusal`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum RefusalReason {
    /// R8: the game is over.
    GameOver,
    /// The cell is outside the board.
    OutsideGrid,
    /// R4.1: one stone per turn.
    AlreadyPlaced,
    /// R4.1: the cell holds a stone.
    CellOccupied,
    /// R2: no stone may go on an empty cell.
    NotPlayable,
    /// R3: no stone of this colour left.
    ColorNotInSupply,
    /// R4.3: no legal bridge through this dot.
    DotWithoutBridge,
    /// R4.1: place a stone first.
    NoStonePlaced,
    /// R5.1: the ends are not on one straight line.
    NotInLine,
    /// R5.2: a bridge holds 3 or 4 stones.
    WrongLength,
    /// R5.2: a cell of the row is empty.
    EmptyCellInRow,
    /// R5.3: equal neighbouring colours.
    EqualNeighbours,
    /// R5.4: colours not loyal to one set.
    NotLoyal,
    /// R4.2/R5.7: the bridge misses this turn's stone.
    MissingTurnStone,
    /// R5.5: shares two stones with a bridge.
    SharesTwoStones,
    /// R6: a scoring bridge crosses a bridge.
    CrossesBridge,
    /// R6: a red bridge crosses a red or cut bridge.
    RedCrossesRedOrCut,
    /// R11: nothing to undo.
    NothingToUndo,
    /// R8: agreement only before this turn's stone is placed.
    AgreementAfterPlacing,
    /// The computer is to move: the player waits (issue 11).
    ComputerToMove,
    /// R8: a game against the computer is not ended by agreement.
    AgreementWithComputer,
    /// The game changed while the computer was thinking: its turn is not played.
    StaleComputerTurn,
}

/// A refused action: the typed reason, its stable code and the cell or colour it concerns.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RefusalInfo {
    /// The reason.
    pub reason: RefusalReason,
    /// The stable code (`Refusal::code`), for localisation.
    pub code: String,
    /// The cell concerned, if any.
    pub cell: Option<CellPos>,
    /// The colour concerned, if any.
    pub color: Option<StoneColor>,
}

impl From<Refusal> for RefusalInfo {
    fn from(r: Refusal) -> Self {
        use RefusalReason as R;
        let (reason, cell, color) = match r {
            Refusal::GameOver => (R::GameOver, None, None),
            Refusal::OutsideGrid(c) => (R::OutsideGrid, Some(c), None),
            Refusal::AlreadyPlaced => (R::AlreadyPlaced, None, None),
            Refusal::CellOccupied(c) => (R::CellOccupied, Some(c), None),
            Refusal::NotPlayable(c) => (R::NotPlayable, Some(c), None),
            Refusal::ColorNotInSupply(k) => (R::ColorNotInSupply, None, Some(k)),
            Refusal::DotWithoutBridge(c) => (R::DotWithoutBridge, Some(c), None),
            Refusal::NoStonePlaced => (R::NoStonePlaced, None, None),
            Refusal::NotInLine => (R::NotInLine, None, None),
            Refusal::WrongLength => (R::WrongLength, None, None),
            Refusal::EmptyCellInRow(c) => (R::EmptyCellInRow, Some(c), None),
            Refusal::EqualNeighbours => (R::EqualNeighbours, None, None),
            Refusal::NotLoyal => (R::NotLoyal, None, None),
            Refusal::MissingTurnStone => (R::MissingTurnStone, None, None),
            Refusal::SharesTwoStones => (R::SharesTwoStones, None, None),
            Refusal::CrossesBridge => (R::CrossesBridge, None, None),
            Refusal::RedCrossesRedOrCut => (R::RedCrossesRedOrCut, None, None),
            Refusal::NothingToUndo => (R::NothingToUndo, None, None),
            Refusal::AgreementAfterPlacing => (R::AgreementAfterPlacing, None, None),
            Refusal::ComputerToMove => (R::ComputerToMove, None, None),
            Refusal::AgreementWithComputer => (R::AgreementWithComputer, None, None),
            Refusal::StaleComputerTurn => (R::StaleComputerTurn, None, None),
        };
        RefusalInfo {
            reason,
            code: r.code().to_owned(),
            cell: cell.map(CellPos::from),
            color: color.map(StoneColor::from),
        }
    }
}

impl RefusalInfo {
    /// The core's refusal, when the fields its reason needs are present (a record that came
    /// back from a shell is not trusted).
    pub(crate) fn to_core(&self) -> Option<Refusal> {
        use RefusalReason as R;
        let cell = self.cell.map(CellPos::to_cell);
        Some(match self.reason {
            R::GameOver => Refusal::GameOver,
            R::OutsideGrid => Refusal::OutsideGrid(cell?),
            R::AlreadyPlaced => Refusal::AlreadyPlaced,
            R::CellOccupied => Refusal::CellOccupied(cell?),
            R::NotPlayable => Refusal::NotPlayable(cell?),
            R::ColorNotInSupply => Refusal::ColorNotInSupply(self.color?.into()),
            R::DotWithoutBridge => Refusal::DotWithoutBridge(cell?),
            R::NoStonePlaced => Refusal::NoStonePlaced,
            R::NotInLine => Refusal::NotInLine,
            R::WrongLength => Refusal::WrongLength,
            R::EmptyCellInRow => Refusal::EmptyCellInRow(cell?),
            R::EqualNeighbours => Refusal::EqualNeighbours,
            R::NotLoyal => Refusal::NotLoyal,
            R::MissingTurnStone => Refusal::MissingTurnStone,
            R::SharesTwoStones => Refusal::SharesTwoStones,
            R::CrossesBridge => Refusal::CrossesBridge,
            R::RedCrossesRedOrCut => Refusal::RedCrossesRedOrCut,
            R::NothingToUndo => Refusal::NothingToUndo,
            R::AgreementAfterPlacing => Refusal::AgreementAfterPlacing,
            R::ComputerToMove => Refusal::ComputerToMove,
            R::AgreementWithComputer => Refusal::AgreementWithComputer,
            R::StaleComputerTurn => Refusal::StaleComputerTurn,
        })
    }
}

/// `Some(refusal)` for a refused call, `None` for an accepted one.
pub(crate) fn refusal(result: Result<(), Refusal>) -> Option<RefusalInfo> {
    result.err().map(RefusalInfo::from)
}
