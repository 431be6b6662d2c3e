//! The triangular board (C1) and its cells in filling order (C3): what lies on each cell, and
//! the reference of a row (C4.2, C4.3, C6) counted from the row before it.

use std::fmt;

use crate::seat::{Nomination, Seat};
use crate::token::{Colour, Token};

/// Cells on the board: rows of 7, 6, 5, 4, 3, 2 and 1 cells (C1).
pub const CELL_COUNT: usize = 28;
/// Cells in the first (largest) row (C1).
pub const FIRST_ROW: u8 = 7;

/// A row, named by its number of cells, 7 (the first) down to 1 (the last cell) (C1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row(u8);

impl Row {
    /// Every row in playing order: row 7 first (C3).
    pub const ALL: [Row; 7] = [Row(7), Row(6), Row(5), Row(4), Row(3), Row(2), Row(1)];

    /// The row of `size` cells, 1–7.
    pub fn new(size: u8) -> Option<Row> {
        (1..=FIRST_ROW).contains(&size).then_some(Row(size))
    }

    /// Its number of cells, which is also its name (C1).
    pub fn size(self) -> u8 {
        self.0
    }

    /// Its first cell in filling order (C3).
    pub fn first_cell(self) -> CellId {
        // Rows 7 … size+1 hold 28 − size·(size+1)/2 cells before this one.
        CellId(CELL_COUNT as u8 - self.0 * (self.0 + 1) / 2)
    }

    /// Its cells, left to right (C3).
    pub fn cells(self) -> impl Iterator<Item = CellId> {
        let first = self.first_cell().0;
        (first..first + self.0).map(CellId)
    }

    /// The row played before this one, whose tokens are this row's reference (C4.2);
    /// `None` for row 7.
    pub fn before(self) -> Option<Row> {
        Row::new(self.0 + 1)
    }

    /// The row played after this one; `None` for the last cell.
    pub fn after(self) -> Option<Row> {
        Row::new(self.0 - 1)
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}", self.0)
    }
}

/// A cell, by its place in the filling order: row 7 left to right, then row 6 … (C3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CellId(u8);

impl CellId {
    /// The cell at `index` (0-based filling order), below [`CELL_COUNT`].
    pub fn new(index: u8) -> Option<CellId> {
        (usize::from(index) < CELL_COUNT).then_some(CellId(index))
    }

    /// The cell with 1-based `number` as the players count (1–28).
    pub fn from_number(number: u8) -> Option<CellId> {
        number.checked_sub(1).and_then(CellId::new)
    }

    /// Every cell in filling order.
    pub fn all() -> impl Iterator<Item = CellId> {
        (0..CELL_COUNT as u8).map(CellId)
    }

    /// The 0-based place in the filling order.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The 1-based number players use: 1–28 (C3).
    pub fn number(self) -> u8 {
        self.0 + 1
    }

    /// The row holding the cell.
    pub fn row(self) -> Row {
        Row::ALL
            .into_iter()
            .find(|r| self.0 < r.first_cell().0 + r.size())
            .unwrap_or(Row(1))
    }

    /// 0-based place in its row, from the left.
    pub fn column(self) -> u8 {
        self.0 - self.row().first_cell().0
    }

    /// The nomination that fills it: A for cells 1, 3, 5 …, B for 2, 4, 6 … (C3, reading).
    pub fn nomination(self) -> Nomination {
        if self.0 % 2 == 0 {
            Nomination::A
        } else {
            Nomination::B
        }
    }

    /// Whether this is the last cell, the 28th (C5).
    pub fn is_last(self) -> bool {
        usize::from(self.0) + 1 == CELL_COUNT
    }
}

impl fmt::Display for CellId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cell {}", self.number())
    }
}

/// What was placed on a cell, under any Tank (C4, C6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    /// A colour token placed under C4.1 or C4.2.
    Colour(Colour),
    /// `neutrals` neutral tokens with a drawn colour token on top (C6.1).
    Rescue {
        /// Neutrals stacked in the cell, 1 or more.
        neutrals: u8,
        /// The colour token played on top.
        colour: Colour,
    },
    /// A Diamond (C6.3).
    Diamond,
    /// A colour token played on a Diamond's free slot, declared so (C6.3).
    ForDiamond(Colour),
}

/// A Tank with the colour token put on top of it (C6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TankCover {
    /// Who played the Tank.
    pub seat: Seat,
    /// The colour token on top.
    pub colour: Colour,
}

/// A filled cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellFill {
    /// Who filled the cell (the Tank's player may differ: see [`CellFill::tank`]).
    pub seat: Seat,
    /// What was placed.
    pub base: Base,
    /// A Tank on it, if any (C6.2).
    pub tank: Option<TankCover>,
}

impl CellFill {
    /// A cell filled by `seat` with `base`, no Tank.
    pub fn new(seat: Seat, base: Base) -> CellFill {
        CellFill {
            seat,
            base,
            tank: None,
        }
    }

    /// The colour the cell counts as in the next row's reference (C4.3): the Tank's colour,
    /// else the colour on top; `None` for a Diamond, which answers to every colour (C6.3).
    pub fn top(&self) -> Option<Colour> {
        if let Some(tank) = self.tank {
            return Some(tank.colour);
        }
        match self.base {
            Base::Colour(c) | Base::Rescue { colour: c, .. } | Base::ForDiamond(c) => Some(c),
            Base::Diamond => None,
        }
    }

    /// Whether the cell uses up a colour of its own row's reference (C4.2): only an ordinary
    /// colour token does; a rescued cell (C6.1), a Diamond and its free slot (C6.3) do not.
    pub fn uses_reference(&self) -> Option<Colour> {
        match self.base {
            Base::Colour(c) => Some(c),
            _ => None,
        }
    }

    /// The owner of the free slot this cell gives the next row: an uncovered Diamond's
    /// player (C6.3; a Tank on it leaves the colour it carries instead, C4.3).
    pub fn diamond_owner(&self) -> Option<Seat> {
        (self.base == Base::Diamond && self.tank.is_none()).then_some(self.seat)
    }

    /// Every token lying on the cell, bottom to top (for counting the material, C1).
    pub fn tokens(&self) -> Vec<Token> {
        let mut tokens = match self.base {
            Base::Colour(c) | Base::ForDiamond(c) => vec![Token::Colour(c)],
            Base::Rescue { neutrals, colour } => {
                let mut t = vec![Token::Neutral; usize::from(neutrals)];
                t.push(Token::Colour(colour));
                t
            }
            Base::Diamond => vec![Token::Diamond],
        };
        if let Some(tank) = self.tank {
            tokens.push(Token::Tank);
            tokens.push(Token::Colour(tank.colour));
        }
        tokens
    }
}

/// What a row offers the row after it (C4.2, C4.3, C6.3): its colours as they stand, and a
/// free slot per uncovered Diamond for that Diamond's player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Reference {
    /// Tokens of each colour, indexed like [`Colour::ALL`].
    pub colours: [u8; 7],
    /// Free slots per seat, indexed by [`Seat::index`].
    pub free_slots: [u8; 2],
}

/// What a row in play has used of its reference (C4.2, C6.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Used {
    /// Ordinary colour tokens of each colour, indexed like [`Colour::ALL`].
    pub colours: [u8; 7],
    /// Tokens played for a Diamond, per seat.
    pub free_slots: [u8; 2],
}

/// The 28 cells and what lies on them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    cells: [Option<CellFill>; CELL_COUNT],
}

impl Board {
    /// A board set up by hand, cell by cell in filling order (for puzzles and tests; rounds
    /// fill their board through moves only).
    pub fn from_cells(cells: [Option<CellFill>; CELL_COUNT]) -> Board {
        Board { cells }
    }

    /// What lies on `cell`.
    pub fn get(&self, cell: CellId) -> Option<&CellFill> {
        self.cells[cell.index()].as_ref()
    }

    /// Fills `cell` (the engine fills cells in order, C3).
    pub(crate) fn set(&mut self, cell: CellId, fill: CellFill) {
        self.cells[cell.index()] = Some(fill);
    }

    /// Puts a Tank on `cell` (C6.2); `false` when the cell is empty.
    pub(crate) fn cover(&mut self, cell: CellId, tank: TankCover) -> bool {
        match &mut self.cells[cell.index()] {
            Some(fill) => {
                fill.tank = Some(tank);
                true
            }
            None => false,
        }
    }

    /// The reference `row` gives the row after it (C4.3): its cells as they stand.
    pub fn reference_from(&self, row: Row) -> Reference {
        let mut reference = Reference::default();
        for fill in row.cells().filter_map(|c| self.get(c)) {
            if let Some(colour) = fill.top() {
                reference.colours[colour.index()] += 1;
            }
            if let Some(owner) = fill.diamond_owner() {
                reference.free_slots[owner.index()] += 1;
            }
        }
        reference
    }

    /// The reference of `row` (C4.2): what the row before it gives; `None` for row 7 (C4.1).
    pub fn reference_for(&self, row: Row) -> Option<Reference> {
        row.before().map(|before| self.reference_from(before))
    }

    /// What `row` has used of its reference so far (C4.2, C6.3).
    pub fn used_in(&self, row: Row) -> Used {
        let mut used = Used::default();
        for fill in row.cells().filter_map(|c| self.get(c)) {
            if let Some(colour) = fill.uses_reference() {
                used.colours[colour.index()] += 1;
            }
            if let Base::ForDiamond(_) = fill.base {
                used.free_slots[fill.seat.index()] += 1;
            }
        }
        used
    }

    /// Every token on the board, by kind, indexed like [`Token::ALL`] (C1).
    pub fn token_counts(&self) -> [u8; 10] {
        let mut counts = [0; 10];
        for fill in self.cells.iter().flatten() {
            for token in fill.tokens() {
                counts[token.index()] += 1;
            }
        }
        counts
    }

    /// Filled cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|c| c.is_some()).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c1_rows_of_7_down_to_1_make_28_cells() {
        let sizes: Vec<u8> = Row::ALL.iter().map(|r| r.size()).collect();
        assert_eq!(sizes, [7, 6, 5, 4, 3, 2, 1]);
        let cells: Vec<CellId> = Row::ALL.iter().flat_map(|r| r.cells()).collect();
        assert_eq!(cells, CellId::all().collect::<Vec<_>>());
        assert_eq!(cells.len(), CELL_COUNT);
    }

    #[test]
    fn c3_cells_alternate_a_and_b_in_reading_order_and_the_last_is_b() {
        for cell in CellId::all() {
            let expected = if cell.number() % 2 == 1 {
                Nomination::A
            } else {
                Nomination::B
            };
            assert_eq!(cell.nomination(), expected, "{cell}");
            assert_eq!(
                cell.row().cells().nth(usize::from(cell.column())),
                Some(cell)
            );
        }
        let last = CellId::from_number(28).unwrap();
        assert!(last.is_last() && last.nomination() == Nomination::B);
        assert_eq!(Row::new(5).unwrap().first_cell().number(), 14);
        assert_eq!(Row::new(4).unwrap().first_cell().number(), 19);
        assert_eq!(CellId::from_number(0), None);
        assert_eq!(CellId::from_number(29), None);
    }
}
