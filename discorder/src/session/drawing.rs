//! The board's drawing geometry in cell units (one cell = 1.0, origin at the board's top-left
//! corner, y downwards) and the hit tests from a point to a cell or an inner edge, so that no
//! shell does arithmetic on the board.

use crate::geometry::{Cell, Edge, HEIGHT, WIDTH};

/// How far outside the board a point may lie and still hit the nearest cell, in cells.
pub const CELL_SLOP: f64 = 0.5;
/// How far from an inner horizontal edge a point may lie and still hit it, in cells.
pub const EDGE_SLOP: f64 = 0.5;
/// The length of a peg's bar, centred on its edge, in cells (pegs are drawn as short thick
/// bars on the grid line).
pub const PEG_BAR_LENGTH: f64 = 0.6;

/// A point in cell units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// To the right.
    pub x: f64,
    /// Downwards.
    pub y: f64,
}

/// A straight segment in cell units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Segment {
    /// One end.
    pub from: Point,
    /// The other end.
    pub to: Point,
}

/// The centre of `cell`.
pub fn cell_centre(cell: Cell) -> Point {
    Point {
        x: f64::from(cell.x) + 0.5,
        y: f64::from(cell.y) + 0.5,
    }
}

/// The whole grid line of `edge`, from its left end to its right end.
pub fn edge_segment(edge: Edge) -> Segment {
    let y = f64::from(edge.y) + 1.0;
    Segment {
        from: Point {
            x: f64::from(edge.x),
            y,
        },
        to: Point {
            x: f64::from(edge.x) + 1.0,
            y,
        },
    }
}

/// The bar a peg on `edge` is drawn as: [`PEG_BAR_LENGTH`] long, centred on the edge.
pub fn peg_bar(edge: Edge) -> Segment {
    let inset = (1.0 - PEG_BAR_LENGTH) / 2.0;
    let line = edge_segment(edge);
    Segment {
        from: Point {
            x: line.from.x + inset,
            y: line.from.y,
        },
        to: Point {
            x: line.to.x - inset,
            y: line.to.y,
        },
    }
}

/// The segment from the centre of `from` to the centre of `to` (a line of tiles, D4).
pub fn centres_segment(from: Cell, to: Cell) -> Segment {
    Segment {
        from: cell_centre(from),
        to: cell_centre(to),
    }
}

/// The cell under the point `(x, y)`, or the nearest cell when the point lies outside the
/// board by at most [`CELL_SLOP`]; `None` farther out (or for a non-finite coordinate).
pub fn cell_at(x: f64, y: f64) -> Option<Cell> {
    let column = index_within(x, WIDTH, CELL_SLOP)?;
    let row = index_within(y, HEIGHT, CELL_SLOP)?;
    Some(Cell::new(column, row))
}

/// The inner horizontal edge nearest to the point `(x, y)`, when it lies within
/// [`EDGE_SLOP`] of it; `None` otherwise (D3: pegs never go on the outer edge).
pub fn edge_at(x: f64, y: f64) -> Option<Edge> {
    if !x.is_finite() || !y.is_finite() {
        return None;
    }
    // The inner grid lines are y = 1 … 6; the nearest is the rounded y, kept among them.
    let line = y.round().clamp(1.0, f64::from(HEIGHT - 1));
    let column = x.floor().clamp(0.0, f64::from(WIDTH - 1));
    let dx = if x < column {
        column - x
    } else {
        (x - (column + 1.0)).max(0.0)
    };
    let dy = y - line;
    if dx.hypot(dy) > EDGE_SLOP {
        return None;
    }
    // Both are whole numbers within 0..=7 and 1..=6.
    Some(Edge::new(column as u8, line as u8 - 1))
}

/// The index `floor(v)` clamped to `0..count`, when `v` lies within `slop` of `[0, count)`.
fn index_within(v: f64, count: u8, slop: f64) -> Option<u8> {
    if !v.is_finite() || v < -slop || v >= f64::from(count) + slop {
        return None;
    }
    // Clamped to 0..=count-1 first.
    Some(v.floor().clamp(0.0, f64::from(count - 1)) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_centre_hits_its_cell_and_every_edge_midpoint_its_edge() {
        for cell in Cell::all() {
            let c = cell_centre(cell);
            assert_eq!(cell_at(c.x, c.y), Some(cell));
        }
        for edge in Edge::all() {
            let s = edge_segment(edge);
            let mid = ((s.from.x + s.to.x) / 2.0, s.from.y);
            assert_eq!(edge_at(mid.0, mid.1), Some(edge));
            let bar = peg_bar(edge);
            assert!((bar.to.x - bar.from.x - PEG_BAR_LENGTH).abs() < 1e-12);
        }
    }

    #[test]
    fn slop_limits_hits_outside_the_board() {
        assert_eq!(cell_at(-0.4, 3.2), Some(Cell::new(0, 3)));
        assert_eq!(cell_at(8.49, 6.9), Some(Cell::new(7, 6)));
        assert_eq!(cell_at(-0.6, 3.2), None);
        assert_eq!(cell_at(3.0, 7.5), None);
        assert_eq!(cell_at(f64::NAN, 1.0), None);
        // The outer lines y = 0 and y = 7 are not edges; half a cell away is the limit.
        assert_eq!(edge_at(3.5, 0.4), None);
        assert_eq!(edge_at(3.5, 0.5), Some(Edge::new(3, 0)));
        assert_eq!(edge_at(3.5, 6.6), None);
        assert_eq!(edge_at(-0.3, 2.0), Some(Edge::new(0, 1)));
        assert_eq!(edge_at(-0.3, 2.45), None);
        assert_eq!(edge_at(f64::INFINITY, 2.0), None);
    }
}
