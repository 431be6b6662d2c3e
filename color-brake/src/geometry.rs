//! Where the cells are drawn, in cell units (one cell = 1.0, origin at the top-left corner of
//! the board's bounding box, y downwards), and the hit test from a point to a cell, so that no
//! shell does arithmetic. The board is the triangle of C1 upside down: row 7 on top, each row
//! below it one cell shorter and shifted half a cell to the right, the last cell at the bottom.

use crate::board::{CellId, FIRST_ROW};

/// Width of the board's bounding box, in cell units.
pub const BOARD_WIDTH: f32 = FIRST_ROW as f32;
/// Height of the board's bounding box, in cell units.
pub const BOARD_HEIGHT: f32 = FIRST_ROW as f32;
/// How far outside a cell a touch still hits it (the nearest cell within this distance).
pub const TOUCH_SLOP: f32 = 0.5;

/// A point in cell units.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    /// Rightwards from the left edge of the bounding box.
    pub x: f32,
    /// Downwards from the top edge of the bounding box.
    pub y: f32,
}

/// The top-left corner of `cell`'s square.
fn corner(cell: CellId) -> Point {
    let row = cell.row().size();
    Point {
        x: f32::from(FIRST_ROW - row) / 2.0 + f32::from(cell.column()),
        y: f32::from(FIRST_ROW - row),
    }
}

/// The centre of `cell`, where its token is drawn.
pub fn centre(cell: CellId) -> Point {
    let c = corner(cell);
    Point {
        x: c.x + 0.5,
        y: c.y + 0.5,
    }
}

/// The outline of `cell`: its square's corners clockwise from the top-left.
pub fn outline(cell: CellId) -> [Point; 4] {
    let Point { x, y } = corner(cell);
    [
        Point { x, y },
        Point { x: x + 1.0, y },
        Point {
            x: x + 1.0,
            y: y + 1.0,
        },
        Point { x, y: y + 1.0 },
    ]
}

/// Distance from a point to `cell`'s square (0 inside).
fn distance_to(cell: CellId, x: f32, y: f32) -> f32 {
    let c = corner(cell);
    let dx = (c.x - x).max(x - (c.x + 1.0)).max(0.0);
    let dy = (c.y - y).max(y - (c.y + 1.0)).max(0.0);
    dx.hypot(dy)
}

/// The cell a touch at (`x`, `y`) means: the cell containing the point, else the nearest cell
/// within [`TOUCH_SLOP`] (the lower-numbered on a tie), else `None`. Non-finite input gives
/// `None`.
pub fn cell_at(x: f32, y: f32) -> Option<CellId> {
    if !x.is_finite() || !y.is_finite() {
        return None;
    }
    if (0.0..BOARD_HEIGHT).contains(&y) {
        // The row containing y, then the column containing x in that row.
        let row_index = y.floor() as u8;
        let size = FIRST_ROW - row_index;
        let offset = x - f32::from(row_index) / 2.0;
        if (0.0..f32::from(size)).contains(&offset) {
            let first = crate::board::Row::new(size)?.first_cell();
            return CellId::new(first.index() as u8 + offset.floor() as u8);
        }
    }
    nearest_cell(x, y)
}

/// The cell whose square is nearest to the point, within [`TOUCH_SLOP`], found by looking at
/// every cell (the lower-numbered on a tie).
fn nearest_cell(x: f32, y: f32) -> Option<CellId> {
    let mut best: Option<(f32, CellId)> = None;
    for cell in CellId::all() {
        let d = distance_to(cell, x, y);
        if d <= TOUCH_SLOP && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, cell));
        }
    }
    best.map(|(_, cell)| cell)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_centre_hits_its_cell() {
        for cell in CellId::all() {
            let p = centre(cell);
            assert_eq!(cell_at(p.x, p.y), Some(cell), "{cell}");
            for corner in outline(cell) {
                assert!((corner.x - p.x).abs() == 0.5 && (corner.y - p.y).abs() == 0.5);
            }
        }
    }

    #[test]
    fn the_triangle_is_row_7_on_top_and_the_last_cell_at_the_bottom_centre() {
        assert_eq!(
            centre(CellId::from_number(1).unwrap()),
            Point { x: 0.5, y: 0.5 }
        );
        assert_eq!(
            centre(CellId::from_number(7).unwrap()),
            Point { x: 6.5, y: 0.5 }
        );
        assert_eq!(
            centre(CellId::from_number(8).unwrap()),
            Point { x: 1.0, y: 1.5 }
        );
        assert_eq!(
            centre(CellId::from_number(28).unwrap()),
            Point { x: 3.5, y: 6.5 }
        );
    }

    /// The arithmetic of the points inside the board against the search over every cell
    /// (which finds the containing cell at distance 0).
    #[test]
    fn the_hit_test_agrees_with_the_nearest_cell_on_a_fine_grid() {
        let mut hits = 0;
        for i in -20..=180 {
            for j in -20..=180 {
                let (x, y) = (i as f32 * 0.04 + 0.013, j as f32 * 0.04 + 0.007);
                let found = cell_at(x, y);
                assert_eq!(found, nearest_cell(x, y), "({x}, {y})");
                hits += usize::from(found.is_some());
            }
        }
        assert!(hits > 0);
        assert_eq!(cell_at(f32::NAN, 1.0), None);
        assert_eq!(cell_at(-0.6, 0.5), None);
        assert_eq!(cell_at(-0.4, 0.5), CellId::from_number(1));
    }
}
