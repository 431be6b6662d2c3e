//! The scale between the view's cell units and terminal characters, shared by drawing and by
//! the mouse so that a click lands on what is drawn. Two scales:
//!
//! - **Full**: one cell unit is 4 columns × 2 rows. A cell's centre falls on the middle column
//!   of its 3-column glyph (the stone, the dot); the cell borders, where region outlines run,
//!   fall on the column and the row of gap between glyphs, and so do the midpoints of bridges
//!   (R6).
//! - **Compact**, for standard 80 × 24 terminals: one cell unit is 2 columns × 1 row. A cell's
//!   centre falls on its second column (the stone's letter, the dot); its first column is its
//!   left border, where vertical outlines and the midpoints of bridges along a row fall.

use dl_core::outline::Point;
use dl_core::Cell;
use ratatui::layout::Rect;

/// How many characters one cell unit takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    /// 4 columns × 2 rows per cell.
    Full,
    /// 2 columns × 1 row per cell.
    Compact,
}

/// Where a board is drawn, and at which scale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardGeometry {
    /// The board's characters.
    pub area: Rect,
    /// The scale.
    pub scale: Scale,
}

impl BoardGeometry {
    /// Columns and rows the board of a `width` × `height` grid takes at `scale`.
    pub fn size(scale: Scale, width: u8, height: u8) -> (u16, u16) {
        let (w, h) = (u16::from(width), u16::from(height));
        match scale {
            Scale::Full => (4 * w + 1, 2 * h + 1),
            Scale::Compact => (2 * w + 1, h),
        }
    }

    /// The board of a `width` × `height` grid at `scale`, its top-left character at `(x, y)`.
    pub fn at(x: u16, y: u16, scale: Scale, width: u8, height: u8) -> BoardGeometry {
        let (w, h) = BoardGeometry::size(scale, width, height);
        BoardGeometry {
            area: Rect::new(x, y, w, h),
            scale,
        }
    }

    /// The terminal position of the first column of a cell's glyph: 3 columns at the full
    /// scale (the centre is the middle one), 2 at the compact one (the centre is the second).
    pub fn glyph_origin(&self, cell: Cell) -> (u16, u16) {
        let (x, y) = (u16::from(cell.x), u16::from(cell.y));
        match self.scale {
            Scale::Full => (self.area.x + 1 + 4 * x, self.area.y + 1 + 2 * y),
            Scale::Compact => (self.area.x + 2 * x, self.area.y + y),
        }
    }

    /// The terminal character at a point in cell units (the view's geometry).
    pub fn terminal_at(&self, p: Point) -> Option<(u16, u16)> {
        let (x0, y0) = (f32::from(self.area.x), f32::from(self.area.y));
        let (col, row) = match self.scale {
            Scale::Full => ((x0 + 4.0 * p.x).round(), (y0 + 2.0 * p.y).round()),
            Scale::Compact => ((x0 + 2.0 * p.x).floor(), (y0 + p.y).floor()),
        };
        let ok = |v: f32| v.is_finite() && v >= 0.0 && v <= f32::from(u16::MAX);
        (ok(col) && ok(row)).then_some((col as u16, row as u16))
    }

    /// The point in cell units that a terminal character stands for ([`Self::terminal_at`]
    /// inverted, at the middle of the character): what the session's hit test
    /// (`Session::cell_at`) is asked about a click.
    pub fn cell_units_at(&self, col: u16, row: u16) -> Point {
        let (dc, dr) = (
            f32::from(col) - f32::from(self.area.x),
            f32::from(row) - f32::from(self.area.y),
        );
        match self.scale {
            Scale::Full => Point::new(dc / 4.0, dr / 2.0),
            Scale::Compact => Point::new((dc + 0.5) / 2.0, dr + 0.5),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_cell_units_and_terminal_characters_map_both_ways() {
        let board = BoardGeometry::at(0, 1, Scale::Full, 16, 17);
        for cell in [Cell::new(0, 0), Cell::new(3, 5), Cell::new(15, 16)] {
            let (col, row) = board.glyph_origin(cell);
            let centre = Point::new(f32::from(cell.x) + 0.5, f32::from(cell.y) + 0.5);
            assert_eq!(board.terminal_at(centre), Some((col + 1, row)));
            // Each character of the glyph stands for a point inside the cell.
            for dc in 0..3 {
                let p = board.cell_units_at(col + dc, row);
                assert_eq!(
                    (p.x.floor(), p.y.floor()),
                    (f32::from(cell.x), f32::from(cell.y))
                );
                assert_eq!(board.terminal_at(p), Some((col + dc, row)));
            }
            // The gap column and row are the cell's right and lower borders.
            let corner = Point::new(f32::from(cell.x) + 1.0, f32::from(cell.y) + 1.0);
            assert_eq!(board.terminal_at(corner), Some((col + 3, row + 1)));
        }
        assert_eq!(board.terminal_at(Point::new(-3.0, 1.0)), None);
    }

    #[test]
    fn compact_cell_units_and_terminal_characters_map_both_ways() {
        let board = BoardGeometry::at(0, 1, Scale::Compact, 18, 14);
        assert_eq!(board.area, Rect::new(0, 1, 37, 14));
        for cell in [Cell::new(0, 0), Cell::new(3, 5), Cell::new(17, 13)] {
            let (col, row) = board.glyph_origin(cell);
            let centre = Point::new(f32::from(cell.x) + 0.5, f32::from(cell.y) + 0.5);
            assert_eq!(board.terminal_at(centre), Some((col + 1, row)));
            // Both characters of the cell stand for points strictly inside it.
            for dc in 0..2 {
                let p = board.cell_units_at(col + dc, row);
                assert_eq!(
                    (p.x.floor(), p.y.floor()),
                    (f32::from(cell.x), f32::from(cell.y))
                );
                assert!(p.x.fract() > 0.0 && p.y.fract() > 0.0);
                assert_eq!(board.terminal_at(p), Some((col + dc, row)));
            }
            // The left border and the midpoint of a bridge from the cell on the left fall on
            // the first column.
            let border = Point::new(f32::from(cell.x), f32::from(cell.y) + 0.5);
            assert_eq!(board.terminal_at(border), Some((col, row)));
        }
    }
}
