//! The hit test of the board: from a point in cell units (the drawing's own coordinates, see
//! [`crate::outline`]) to the playable cell a finger meant, so that no shell does the
//! arithmetic itself.

use crate::geometry::Cell;
use crate::position::{CellKind, Position};

/// How far outside a playable cell a touch still counts for it, in cells: less than half a
/// cell, so the centre of a cell that is not playable never counts for a neighbour.
pub const TOUCH_SLOP: f32 = 0.5;

/// The playable cell (region cell or dot, R2) at `(x, y)` in cell units: the cell whose square
/// holds the point, or else the nearest playable cell whose square is less than
/// [`TOUCH_SLOP`] away (among equals, the one whose centre is nearest, then the first in reading
/// order). `None` when no playable cell is that near, or for a point that is not a number.
pub fn playable_cell_at(position: &Position, x: f32, y: f32) -> Option<Cell> {
    if !x.is_finite() || !y.is_finite() {
        return None;
    }
    let (cx, cy) = (x.floor(), y.floor());
    let (width, height) = (f32::from(position.width()), f32::from(position.height()));
    if cx < -1.0 || cy < -1.0 || cx > width || cy > height {
        return None;
    }
    // Only the cells around the one under the point can be nearer than half a cell.
    let (cx, cy) = (cx as i32, cy as i32);
    let mut best: Option<(f32, f32, Cell)> = None;
    for ny in cy - 1..=cy + 1 {
        for nx in cx - 1..=cx + 1 {
            let (Ok(ux), Ok(uy)) = (u8::try_from(nx), u8::try_from(ny)) else {
                continue;
            };
            let cell = Cell::new(ux, uy);
            if !position.contains(cell) || position.kind(cell) == CellKind::Empty {
                continue;
            }
            let (fx, fy) = (nx as f32, ny as f32);
            // The distance from the point to the cell's square (0 inside it).
            let gap_x = (fx - x).max(x - fx - 1.0).max(0.0);
            let gap_y = (fy - y).max(y - fy - 1.0).max(0.0);
            let gap = gap_x.hypot(gap_y);
            if gap >= TOUCH_SLOP {
                continue;
            }
            let to_centre = (fx + 0.5 - x).hypot(fy + 0.5 - y);
            let better = match best {
                None => true,
                Some((g, c, _)) => gap < g || (gap == g && to_centre < c),
            };
            if better {
                best = Some((gap, to_centre, cell));
            }
        }
    }
    best.map(|(_, _, cell)| cell)
}
