//! The board's cells and its inner horizontal edges, where pegs go (D1, D3).

use std::fmt;

/// Columns of the board (D1).
pub const WIDTH: u8 = 8;
/// Rows of the board (D1).
pub const HEIGHT: u8 = 7;
/// Cells of the board: 56 (D1).
pub const CELLS: usize = WIDTH as usize * HEIGHT as usize;
/// Inner horizontal edges of the board: 8 columns × 6 lines between rows (D3).
pub const EDGES: usize = WIDTH as usize * (HEIGHT as usize - 1);

/// A cell `(x, y)`: x to the right (0–7), y downwards (0–6) (D1). A cell built from outside
/// input may lie off the board; the rules refuse it ([`crate::Refusal::CellOutsideBoard`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    /// Column, 0 at the left.
    pub x: u8,
    /// Row, 0 at the top.
    pub y: u8,
}

impl Cell {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: u8, y: u8) -> Cell {
        Cell { x, y }
    }

    /// Whether the cell lies on the 8 × 7 board (D1).
    pub const fn is_on_board(self) -> bool {
        self.x < WIDTH && self.y < HEIGHT
    }

    /// Row-major index `y * 8 + x`, or `None` off the board.
    pub const fn index(self) -> Option<usize> {
        if self.is_on_board() {
            Some(self.y as usize * WIDTH as usize + self.x as usize)
        } else {
            None
        }
    }

    /// Every cell of the board, row by row.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..HEIGHT).flat_map(|y| (0..WIDTH).map(move |x| Cell::new(x, y)))
    }

    /// The edge directly below this cell, if it is an inner edge (D3).
    pub const fn edge_below(self) -> Option<Edge> {
        let edge = Edge::new(self.x, self.y);
        if edge.is_inner() {
            Some(edge)
        } else {
            None
        }
    }

    /// The edge directly above this cell, if it is an inner edge (D3).
    pub const fn edge_above(self) -> Option<Edge> {
        if self.y == 0 {
            return None;
        }
        let edge = Edge::new(self.x, self.y - 1);
        if edge.is_inner() {
            Some(edge)
        } else {
            None
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// An inner horizontal edge: the line between the vertically adjacent cells `(x, y)` and
/// `(x, y + 1)` of one column, for 0 ≤ y ≤ 5 (D3). An edge built from outside input may not be
/// an inner edge; the rules refuse it ([`crate::Refusal::EdgeOutsideBoard`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Edge {
    /// The column.
    pub x: u8,
    /// The row of the cell above the edge.
    pub y: u8,
}

impl Edge {
    /// The edge below cell `(x, y)`.
    pub const fn new(x: u8, y: u8) -> Edge {
        Edge { x, y }
    }

    /// Whether this is an inner horizontal edge of the board: never the outer edge (D3).
    pub const fn is_inner(self) -> bool {
        self.x < WIDTH && self.y < HEIGHT - 1
    }

    /// Index `y * 8 + x` among the 48 inner edges, or `None` for any other edge.
    pub const fn index(self) -> Option<usize> {
        if self.is_inner() {
            Some(self.y as usize * WIDTH as usize + self.x as usize)
        } else {
            None
        }
    }

    /// Every inner edge, grid line by grid line from the top.
    pub fn all() -> impl Iterator<Item = Edge> {
        (0..HEIGHT - 1).flat_map(|y| (0..WIDTH).map(move |x| Edge::new(x, y)))
    }

    /// The cell above the edge.
    pub const fn cell_above(self) -> Cell {
        Cell::new(self.x, self.y)
    }

    /// The cell below the edge.
    pub const fn cell_below(self) -> Cell {
        Cell::new(self.x, self.y.saturating_add(1))
    }

    /// The edges directly left and right of this one on the same grid line, those that exist
    /// (D3.1: a peg may continue a peg).
    pub fn beside(self) -> impl Iterator<Item = Edge> {
        let left = self.x.checked_sub(1).map(|x| Edge::new(x, self.y));
        let right = self.x.checked_add(1).map(|x| Edge::new(x, self.y));
        left.into_iter().chain(right).filter(|e| e.is_inner())
    }
}

impl fmt::Display for Edge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "({}, {})–({}, {})",
            self.x,
            self.y,
            self.x,
            u16::from(self.y) + 1
        )
    }
}

/// The two directions lines run in (D4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Along a row, to the right.
    Horizontal,
    /// Down a column.
    Vertical,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_56_cells_and_48_inner_edges_with_distinct_indices() {
        let cells: Vec<usize> = Cell::all().filter_map(Cell::index).collect();
        assert_eq!(cells, (0..CELLS).collect::<Vec<_>>());
        let edges: Vec<usize> = Edge::all().filter_map(Edge::index).collect();
        assert_eq!(edges, (0..EDGES).collect::<Vec<_>>());
    }

    #[test]
    fn off_board_cells_and_outer_edges_have_no_index() {
        assert_eq!(Cell::new(8, 0).index(), None);
        assert_eq!(Cell::new(0, 7).index(), None);
        assert_eq!(Edge::new(0, 6).index(), None);
        assert_eq!(Edge::new(8, 0).index(), None);
        assert_eq!(Edge::new(255, 255).cell_below(), Cell::new(255, 255));
    }

    #[test]
    fn edges_around_cells_and_beside_edges() {
        assert_eq!(Cell::new(3, 0).edge_above(), None);
        assert_eq!(Cell::new(3, 0).edge_below(), Some(Edge::new(3, 0)));
        assert_eq!(Cell::new(3, 6).edge_below(), None);
        assert_eq!(Cell::new(3, 6).edge_above(), Some(Edge::new(3, 5)));
        let beside: Vec<Edge> = Edge::new(0, 2).beside().collect();
        assert_eq!(beside, vec![Edge::new(1, 2)]);
        let beside: Vec<Edge> = Edge::new(7, 2).beside().collect();
        assert_eq!(beside, vec![Edge::new(6, 2)]);
        let beside: Vec<Edge> = Edge::new(4, 5).beside().collect();
        assert_eq!(beside, vec![Edge::new(3, 5), Edge::new(5, 5)]);
    }
}
