//! Scoring (D5): a line of exactly three gives its owner a point, a line of four or more gives
//! the opponent a point; points "now" count the board as it stands, settled points can no
//! longer change. The game keeps its running scores row by row and column by column.
//!
//! (Reading) D5 calls a three closed at both ends, or a line of four or more, settled. That
//! holds for rows. A column, though, can still be cut by a peg between two of its tiles while
//! a peg is left (D3, D3.1 allow it: the edge touches a tile), which turns a three into a two
//! and a one, or a four into two twos. So a vertical line is settled only once no peg is left
//! (or the board is full); until then its point counts now but is not settled.

use crate::board::Board;
use crate::geometry::{Cell, Direction, HEIGHT, WIDTH};
use crate::lines::{for_each_line_in_column, for_each_line_in_row, Line};
use crate::player::Player;

/// One player's points (D5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Score {
    /// The points as they would count if the game ended now; at the end, the final score.
    pub now: u32,
    /// The part of `now` that can no longer change.
    pub settled: u32,
}

impl Score {
    fn add(&mut self, other: Score) {
        self.now += other.now;
        self.settled += other.settled;
    }

    fn sub(&mut self, other: Score) {
        self.now -= other.now;
        self.settled -= other.settled;
    }
}

/// The point a line gives (D5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Award {
    /// Who scores it: the owner for exactly three, the opponent for four or more.
    pub to: Player,
    /// Whether it can no longer change: a three closed at both ends, or any four or more.
    pub settled: bool,
}

/// The point `line` gives on `board`, if any (D5): none for one or two tiles. `pegs_left`
/// is the number of pegs not yet placed: while one is left and a cell is empty, a peg may still
/// cut a vertical line, which is then not settled (see the module's reading).
pub fn award(board: &Board, line: &Line, pegs_left: u8) -> Option<Award> {
    let fixed = line.direction == Direction::Horizontal || !columns_can_be_cut(board, pegs_left);
    match line.len {
        3 => Some(Award {
            to: line.owner,
            settled: fixed && closed_before(board, line) && closed_after(board, line),
        }),
        4.. => Some(Award {
            to: line.owner.other(),
            settled: fixed,
        }),
        _ => None,
    }
}

/// Whether a peg may still cut a column: a peg is left and the game goes on (D3, D6).
pub fn columns_can_be_cut(board: &Board, pegs_left: u8) -> bool {
    pegs_left > 0 && !board.is_full()
}

/// Whether the line cannot grow at its start: the board's edge, an opponent's tile, or
/// (vertically) a peg (D5). An empty cell leaves it open.
fn closed_before(board: &Board, line: &Line) -> bool {
    let start = line.start;
    match line.direction {
        Direction::Horizontal => match start.x.checked_sub(1) {
            None => true,
            Some(x) => board.tile(Cell::new(x, start.y)).is_some(),
        },
        Direction::Vertical => match start.edge_above() {
            None => true,
            Some(edge) => board.has_peg(edge) || board.tile(edge.cell_above()).is_some(),
        },
    }
}

/// Whether the line cannot grow at its end (see [`closed_before`]).
fn closed_after(board: &Board, line: &Line) -> bool {
    let end = line.end();
    match line.direction {
        Direction::Horizontal => {
            let next = Cell::new(end.x + 1, end.y);
            !next.is_on_board() || board.tile(next).is_some()
        }
        Direction::Vertical => match end.edge_below() {
            None => true,
            Some(edge) => board.has_peg(edge) || board.tile(edge.cell_below()).is_some(),
        },
    }
}

/// Both players' points from a set of lines, Yellow first.
fn points_of(board: &Board, pegs_left: u8, each: impl FnOnce(&mut dyn FnMut(Line))) -> [Score; 2] {
    let mut points = [Score::default(); 2];
    each(&mut |line| {
        if let Some(award) = award(board, &line, pegs_left) {
            let score = &mut points[award.to.index()];
            score.now += 1;
            score.settled += u32::from(award.settled);
        }
    });
    points
}

/// Both players' points from the lines of row `y`, Yellow first (D5). Pegs play no part in
/// rows (D3).
pub fn row_points(board: &Board, y: u8) -> [Score; 2] {
    points_of(board, 0, |f| for_each_line_in_row(board, y, f))
}

/// Both players' points from the lines of column `x`, Yellow first (D5), with `pegs_left`
/// pegs not yet placed.
pub fn column_points(board: &Board, x: u8, pegs_left: u8) -> [Score; 2] {
    points_of(board, pegs_left, |f| for_each_line_in_column(board, x, f))
}

/// The running scores: every row's and column's points and their sum, kept up to date one row
/// and one column at a time as tiles and pegs come and go.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Tally {
    rows: [[Score; 2]; HEIGHT as usize],
    columns: [[Score; 2]; WIDTH as usize],
    total: [Score; 2],
}

impl Tally {
    /// Both players' totals, Yellow first.
    pub(crate) fn total(&self) -> [Score; 2] {
        self.total
    }

    /// Counts row `y` again after a change in it.
    pub(crate) fn rescore_row(&mut self, board: &Board, y: u8) {
        if let Some(slot) = self.rows.get_mut(usize::from(y)) {
            let new = row_points(board, y);
            Self::replace(&mut self.total, slot, new);
        }
    }

    /// Counts column `x` again after a change in it.
    pub(crate) fn rescore_column(&mut self, board: &Board, x: u8, pegs_left: u8) {
        if let Some(slot) = self.columns.get_mut(usize::from(x)) {
            let new = column_points(board, x, pegs_left);
            Self::replace(&mut self.total, slot, new);
        }
    }

    /// Counts every column again, when whether a peg may still cut one has changed.
    pub(crate) fn rescore_columns(&mut self, board: &Board, pegs_left: u8) {
        for x in 0..WIDTH {
            self.rescore_column(board, x, pegs_left);
        }
    }

    fn replace(total: &mut [Score; 2], slot: &mut [Score; 2], new: [Score; 2]) {
        for p in 0..2 {
            total[p].sub(slot[p]);
            total[p].add(new[p]);
        }
        *slot = new;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Edge;

    fn line(owner: Player, direction: Direction, x: u8, y: u8, len: u8) -> Line {
        Line {
            owner,
            direction,
            start: Cell::new(x, y),
            len,
        }
    }

    #[test]
    fn a_three_is_settled_only_when_closed_at_both_ends() {
        let mut board = Board::new();
        for x in 1..4 {
            board.put_tile(Cell::new(x, 0), Player::Yellow);
        }
        let three = line(Player::Yellow, Direction::Horizontal, 1, 0, 3);
        let open = award(&board, &three, 10);
        assert_eq!(
            open,
            Some(Award {
                to: Player::Yellow,
                settled: false
            })
        );
        board.put_tile(Cell::new(0, 0), Player::Black);
        assert!(!award(&board, &three, 10).is_some_and(|a| a.settled));
        board.put_tile(Cell::new(4, 0), Player::Black);
        assert!(award(&board, &three, 10).is_some_and(|a| a.settled));
    }

    #[test]
    fn a_vertical_three_is_closed_by_a_peg_or_the_board_edge_once_no_peg_is_left() {
        let mut board = Board::new();
        for y in 0..3 {
            board.put_tile(Cell::new(5, y), Player::Black);
        }
        let three = line(Player::Black, Direction::Vertical, 5, 0, 3);
        let settled =
            |board: &Board, pegs_left| award(board, &three, pegs_left).is_some_and(|a| a.settled);
        assert!(!settled(&board, 0));
        board.put_peg(Edge::new(5, 2));
        assert!(settled(&board, 0));
        assert!(!settled(&board, 1), "a peg may still cut it");
    }

    #[test]
    fn tally_follows_changes_row_by_row_and_column_by_column() {
        let mut board = Board::new();
        let mut tally = Tally::default();
        for x in 0..4 {
            board.put_tile(Cell::new(x, 6), Player::Yellow);
            tally.rescore_row(&board, 6);
            tally.rescore_column(&board, x, 10);
        }
        let black = tally.total()[Player::Black.index()];
        assert_eq!(black, Score { now: 1, settled: 1 });
        board.remove_tile(Cell::new(3, 6));
        tally.rescore_row(&board, 6);
        tally.rescore_column(&board, 3, 10);
        assert_eq!(tally.total()[Player::Yellow.index()].now, 1);
        assert_eq!(tally.total()[Player::Black.index()], Score::default());
    }
}
