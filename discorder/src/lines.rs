//! Lines (D4): maximal runs of one player's tiles along a row, or down a column with no peg
//! between any two of them.

use crate::board::Board;
use crate::geometry::{Cell, Direction, HEIGHT, WIDTH};
use crate::player::Player;

/// A line: a maximal run of tiles of one player in one direction (D4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    /// Whose tiles.
    pub owner: Player,
    /// Along a row or down a column.
    pub direction: Direction,
    /// The leftmost (horizontal) or topmost (vertical) cell.
    pub start: Cell,
    /// How many tiles, at least 1.
    pub len: u8,
}

impl Line {
    /// The rightmost (horizontal) or lowest (vertical) cell.
    pub fn end(&self) -> Cell {
        let last = self.len.saturating_sub(1);
        match self.direction {
            Direction::Horizontal => Cell::new(self.start.x + last, self.start.y),
            Direction::Vertical => Cell::new(self.start.x, self.start.y + last),
        }
    }

    /// The line's cells from start to end.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.len).map(move |i| match self.direction {
            Direction::Horizontal => Cell::new(self.start.x + i, self.start.y),
            Direction::Vertical => Cell::new(self.start.x, self.start.y + i),
        })
    }
}

/// Calls `f` with every line of row `y`, left to right (D4: pegs play no part).
pub fn for_each_line_in_row(board: &Board, y: u8, mut f: impl FnMut(Line)) {
    let cells = (0..WIDTH).map(|x| Cell::new(x, y));
    scan(board, Direction::Horizontal, cells, |_| true, &mut f);
}

/// Calls `f` with every line of column `x`, top to bottom (D4: a peg cuts the column).
pub fn for_each_line_in_column(board: &Board, x: u8, mut f: impl FnMut(Line)) {
    let cells = (0..HEIGHT).map(|y| Cell::new(x, y));
    let joined = |above: Cell| board.joined_downwards(above);
    scan(board, Direction::Vertical, cells, joined, &mut f);
}

/// Every line of the board: rows from the top, then columns from the left (D4).
pub fn all_lines(board: &Board) -> Vec<Line> {
    let mut lines = Vec::new();
    for y in 0..HEIGHT {
        for_each_line_in_row(board, y, |l| lines.push(l));
    }
    for x in 0..WIDTH {
        for_each_line_in_column(board, x, |l| lines.push(l));
    }
    lines
}

/// The runs of `cells` (in order): a run continues while the owner stays the same and
/// `joined(previous)` says the previous cell connects to the next one.
fn scan(
    board: &Board,
    direction: Direction,
    cells: impl Iterator<Item = Cell>,
    joined: impl Fn(Cell) -> bool,
    f: &mut impl FnMut(Line),
) {
    let mut open: Option<Line> = None;
    let mut previous: Option<Cell> = None;
    for cell in cells {
        let owner = board.tile(cell);
        let continues = match (&open, owner, previous) {
            (Some(line), Some(owner), Some(prev)) => line.owner == owner && joined(prev),
            _ => false,
        };
        if continues {
            if let Some(line) = open.as_mut() {
                line.len += 1;
            }
        } else {
            if let Some(line) = open.take() {
                f(line);
            }
            open = owner.map(|owner| Line {
                owner,
                direction,
                start: cell,
                len: 1,
            });
        }
        previous = Some(cell);
    }
    if let Some(line) = open {
        f(line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Edge;

    fn row_lines(board: &Board, y: u8) -> Vec<(Player, u8, u8)> {
        let mut out = Vec::new();
        for_each_line_in_row(board, y, |l| out.push((l.owner, l.start.x, l.len)));
        out
    }

    fn column_lines(board: &Board, x: u8) -> Vec<(Player, u8, u8)> {
        let mut out = Vec::new();
        for_each_line_in_column(board, x, |l| out.push((l.owner, l.start.y, l.len)));
        out
    }

    #[test]
    fn runs_split_at_gaps_and_at_the_other_player() {
        let mut board = Board::new();
        for x in [0, 1, 2, 4, 5] {
            board.put_tile(Cell::new(x, 3), Player::Yellow);
        }
        board.put_tile(Cell::new(6, 3), Player::Black);
        board.put_tile(Cell::new(7, 3), Player::Black);
        assert_eq!(
            row_lines(&board, 3),
            vec![
                (Player::Yellow, 0, 3),
                (Player::Yellow, 4, 2),
                (Player::Black, 6, 2)
            ]
        );
        assert!(row_lines(&board, 2).is_empty());
    }

    #[test]
    fn a_peg_cuts_a_column_but_not_a_row() {
        let mut board = Board::new();
        for y in 0..HEIGHT {
            board.put_tile(Cell::new(2, y), Player::Black);
        }
        board.put_tile(Cell::new(3, 2), Player::Black);
        board.put_peg(Edge::new(2, 2));
        assert_eq!(
            column_lines(&board, 2),
            vec![(Player::Black, 0, 3), (Player::Black, 3, 4)]
        );
        assert_eq!(row_lines(&board, 2), vec![(Player::Black, 2, 2)]);
        let line = Line {
            owner: Player::Black,
            direction: Direction::Vertical,
            start: Cell::new(2, 3),
            len: 4,
        };
        assert_eq!(line.end(), Cell::new(2, 6));
        assert_eq!(line.cells().count(), 4);
        // One line per row, then two in column 2 and one in column 3.
        assert_eq!(all_lines(&board).len(), 7 + 3);
    }
}
