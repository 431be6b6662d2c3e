//! Cells, straight lines of 3 or 4 cells, and the doubled-coordinate conflict test (R5.1, R5.2, R6).

use std::fmt;

/// A cell `(x, y)` of a position's grid: x to the right, y downwards, 0-based (R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    /// Column.
    pub x: u8,
    /// Row.
    pub y: u8,
}

impl Cell {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: u8, y: u8) -> Cell {
        Cell { x, y }
    }

    /// The cell's centre in doubled coordinates (R6).
    pub const fn doubled(self) -> (i32, i32) {
        (2 * self.x as i32, 2 * self.y as i32)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// The four directions a bridge can run in, each with its reverse folded onto it (R5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// To the right: (1, 0).
    East,
    /// Downwards: (0, 1).
    South,
    /// Down and to the right: (1, 1).
    SouthEast,
    /// Up and to the right: (1, -1).
    NorthEast,
}

impl Direction {
    /// All four directions, in the order the reference games try them: E, S, SE, NE.
    pub const ALL: [Direction; 4] = [
        Direction::East,
        Direction::South,
        Direction::SouthEast,
        Direction::NorthEast,
    ];

    /// The step `(dx, dy)` of the direction.
    pub const fn step(self) -> (i32, i32) {
        // In the order of the variants: E, S, SE, NE.
        const STEPS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
        STEPS[self as usize]
    }
}

/// Why two cells do not span a possible bridge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// The ends are not on one horizontal, vertical or 45° diagonal line (R5.1).
    #[error("the ends are not on one straight line")]
    NotInLine,
    /// The line from end to end does not hold exactly 3 or 4 cells (R5.2).
    #[error("a bridge holds exactly 3 or 4 cells")]
    WrongLength,
}

/// A straight line of 3 or 4 cells: the shape of a bridge (R5.1, R5.2).
///
/// Lines are normalised so that `start` is the end from which `dir` points to the other end;
/// the same two ends give the same line in either order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Line {
    start: Cell,
    dir: Direction,
    len: u8,
}

impl Line {
    /// The line whose ends are `a` and `b`, in either order (R5.1, R5.2).
    pub fn between(a: Cell, b: Cell) -> Result<Line, LineError> {
        let (mut dx, mut dy) = (b.x as i32 - a.x as i32, b.y as i32 - a.y as i32);
        if !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
            return Err(LineError::NotInLine);
        }
        let len = dx.abs().max(dy.abs()) + 1;
        if len != 3 && len != 4 {
            return Err(LineError::WrongLength);
        }
        let mut start = a;
        if dx < 0 || (dx == 0 && dy < 0) {
            start = b;
            dx = -dx;
            dy = -dy;
        }
        let dir = match (dx.signum(), dy.signum()) {
            (1, 0) => Direction::East,
            (0, 1) => Direction::South,
            (1, 1) => Direction::SouthEast,
            _ => Direction::NorthEast,
        };
        Ok(Line {
            start,
            dir,
            len: len as u8,
        })
    }

    /// The line of `len` cells (3 or 4) from `start` in direction `dir`, if it stays within
    /// `width` × `height`.
    pub fn from_start(start: Cell, dir: Direction, len: u8, width: u8, height: u8) -> Option<Line> {
        if len != 3 && len != 4 {
            return None;
        }
        let (dx, dy) = dir.step();
        let last = len as i32 - 1;
        let (ex, ey) = (start.x as i32 + dx * last, start.y as i32 + dy * last);
        if ex < 0 || ey < 0 || ex >= width as i32 || ey >= height as i32 {
            return None;
        }
        if start.x >= width || start.y >= height {
            return None;
        }
        Some(Line { start, dir, len })
    }

    /// The first end.
    pub const fn start(&self) -> Cell {
        self.start
    }

    /// The last end.
    pub fn end(&self) -> Cell {
        self.cell(self.len as usize - 1)
    }

    /// The direction from `start` to `end`.
    pub const fn direction(&self) -> Direction {
        self.dir
    }

    /// The number of cells, 3 or 4.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Always false: a line holds 3 or 4 cells.
    pub const fn is_empty(&self) -> bool {
        false
    }

    /// The `i`-th cell from `start` (`i < len`).
    pub fn cell(&self, i: usize) -> Cell {
        let (dx, dy) = self.dir.step();
        let i = i as i32;
        Cell::new(
            (self.start.x as i32 + dx * i) as u8,
            (self.start.y as i32 + dy * i) as u8,
        )
    }

    /// The cells from `start` to `end`.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.len()).map(|i| self.cell(i))
    }

    /// The inner cells (every cell but the two ends).
    pub fn inner_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (1..self.len() - 1).map(|i| self.cell(i))
    }

    /// Whether `cell` is one of the line's cells.
    pub fn contains(&self, cell: Cell) -> bool {
        self.cells().any(|c| c == cell)
    }

    /// The midpoints between consecutive cells, in doubled coordinates (R6).
    pub fn midpoints(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        (0..self.len() - 1).map(|i| {
            let (a, b) = (self.cell(i), self.cell(i + 1));
            (a.x as i32 + b.x as i32, a.y as i32 + b.y as i32)
        })
    }

    /// The number of cells this line shares with `other` (R5.5).
    pub fn shared_cells(&self, other: &Line) -> usize {
        self.cells().filter(|c| other.contains(*c)).count()
    }

    /// The conflict test of R6, literally: the lines share a midpoint, or share a cell that is
    /// an inner cell of both. Sharing a cell that is an end of either line is a junction.
    pub fn conflicts_with(&self, other: &Line) -> bool {
        let shares_midpoint = self.midpoints().any(|m| other.midpoints().any(|n| n == m));
        let shares_inner = self
            .inner_cells()
            .any(|c| other.inner_cells().any(|d| d == c));
        shares_midpoint || shares_inner
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}–{}", self.start, self.end())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(a: (u8, u8), b: (u8, u8)) -> Line {
        Line::between(Cell::new(a.0, a.1), Cell::new(b.0, b.1)).unwrap()
    }

    #[test]
    fn r5_1_ends_must_be_on_a_straight_line() {
        assert_eq!(
            Line::between(Cell::new(0, 0), Cell::new(2, 1)),
            Err(LineError::NotInLine)
        );
        assert!(Line::between(Cell::new(0, 0), Cell::new(2, 2)).is_ok());
        assert!(Line::between(Cell::new(0, 2), Cell::new(2, 0)).is_ok());
        assert!(Line::between(Cell::new(0, 0), Cell::new(0, 3)).is_ok());
    }

    #[test]
    fn r5_2_a_line_holds_three_or_four_cells() {
        for (b, ok) in [
            ((1, 0), false),
            ((2, 0), true),
            ((3, 0), true),
            ((4, 0), false),
        ] {
            let r = Line::between(Cell::new(0, 0), Cell::new(b.0, b.1));
            assert_eq!(r.is_ok(), ok, "{b:?}");
        }
        assert_eq!(
            Line::between(Cell::new(1, 1), Cell::new(1, 1)),
            Err(LineError::WrongLength)
        );
    }

    #[test]
    fn lines_are_the_same_from_either_end() {
        assert_eq!(line((3, 0), (0, 3)), line((0, 3), (3, 0)));
        assert_eq!(line((0, 3), (3, 0)).direction(), Direction::NorthEast);
        assert_eq!(line((2, 5), (2, 3)).direction(), Direction::South);
        assert_eq!(line((4, 4), (2, 2)).start(), Cell::new(2, 2));
    }

    #[test]
    fn r6_an_x_through_a_shared_stone_conflicts() {
        assert!(line((0, 0), (2, 2)).conflicts_with(&line((0, 2), (2, 0))));
        assert!(line((0, 1), (2, 1)).conflicts_with(&line((1, 0), (1, 2))));
    }

    #[test]
    fn r6_two_diagonals_crossing_between_cells_conflict() {
        let a = line((0, 0), (3, 3));
        let b = line((0, 3), (3, 0));
        assert_eq!(a.shared_cells(&b), 0);
        assert!(a.conflicts_with(&b));
    }

    #[test]
    fn r6_a_collinear_overlap_conflicts() {
        assert!(line((0, 0), (2, 0)).conflicts_with(&line((1, 0), (3, 0))));
        assert!(line((0, 0), (3, 0)).conflicts_with(&line((1, 0), (3, 0))));
    }

    #[test]
    fn r6_junctions_at_an_end_do_not_conflict() {
        let base = line((2, 2), (4, 2));
        let fan = line((2, 2), (4, 4));
        let l_shape = line((2, 2), (2, 4));
        let t_shape = line((3, 2), (3, 4));
        let end_to_end = line((4, 2), (6, 2));
        for other in [fan, l_shape, t_shape, end_to_end] {
            assert!(!base.conflicts_with(&other), "{other}");
            assert!(!other.conflicts_with(&base), "{other}");
        }
    }
}
