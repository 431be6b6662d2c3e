//! The scale between the screen model's cell units and terminal characters, shared by drawing
//! and by the mouse so that a click lands on what is drawn: one cell unit is 4 columns × 2
//! rows. A cell's centre falls on the middle column of its 3-column glyph (the stone, the dot);
//! the cell borders, where region outlines run, fall on the column and the row of gap between
//! glyphs, and so do the midpoints of bridges (R6). A board larger than its space scrolls: the
//! part around the cursor is shown, at the same scale, never squeezed.

use dl_ui::Point;
use ratatui::layout::Rect;

/// Columns per cell unit.
const COLUMNS: i32 = 4;
/// Rows per cell unit.
const ROWS: i32 = 2;

/// Where a board is drawn: the characters it may use and where its top-left corner falls
/// (left of or above them when the board is scrolled).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardGeometry {
    /// The characters the board may use.
    pub view: Rect,
    /// The terminal column of the board's left edge (may be left of the view).
    pub left: i32,
    /// The terminal row of the board's top edge (may be above the view).
    pub top: i32,
}

impl BoardGeometry {
    /// Columns and rows a `width` × `height` grid takes.
    pub fn size(width: u32, height: u32) -> (i32, i32) {
        let (w, h) = (cells(width), cells(height));
        (COLUMNS * w + 1, ROWS * h + 1)
    }

    /// The board of a `width` × `height` grid in `view`: whole when it fits, else scrolled so
    /// that the cell `focus` is inside with a cell of margin where there is one.
    pub fn fitting(view: Rect, width: u32, height: u32, focus: (u32, u32)) -> BoardGeometry {
        let (w, h) = BoardGeometry::size(width, height);
        let axis = |start: u16, space: u16, size: i32, at: u32, unit: i32| -> i32 {
            let (start, space) = (i32::from(start), i32::from(space));
            if size <= space {
                return start;
            }
            let centre = unit * cells(at) + unit / 2;
            let offset = (centre - space / 2).clamp(0, size - space);
            start - offset
        };
        BoardGeometry {
            view,
            left: axis(view.x, view.width, w, focus.0, COLUMNS),
            top: axis(view.y, view.height, h, focus.1, ROWS),
        }
    }

    /// The terminal position of the first column of a cell's 3-column glyph, if it is shown.
    pub fn glyph_origin(&self, x: u32, y: u32) -> Option<(u16, u16)> {
        self.shown(
            self.left + 1 + COLUMNS * cells(x),
            self.top + 1 + ROWS * cells(y),
        )
    }

    /// The terminal character at a point in cell units, if it is shown.
    pub fn terminal_at(&self, p: Point) -> Option<(u16, u16)> {
        let col = (self.left as f32 + COLUMNS as f32 * p.x).round();
        let row = (self.top as f32 + ROWS as f32 * p.y).round();
        let ok = |v: f32| v.is_finite() && v.abs() < 1.0e6;
        if !(ok(col) && ok(row)) {
            return None;
        }
        self.shown(col as i32, row as i32)
    }

    /// The point in cell units that a terminal character stands for ([`Self::terminal_at`]
    /// inverted, at the middle of the character): where a click touches the board.
    pub fn cell_units_at(&self, col: u16, row: u16) -> Point {
        Point {
            x: (i32::from(col) - self.left) as f32 / COLUMNS as f32,
            y: (i32::from(row) - self.top) as f32 / ROWS as f32,
        }
    }

    /// The terminal character at `(col, row)` when it lies in the view.
    fn shown(&self, col: i32, row: i32) -> Option<(u16, u16)> {
        let (col, row) = (u16::try_from(col).ok()?, u16::try_from(row).ok()?);
        let v = self.view;
        (col >= v.x && col < v.x + v.width && row >= v.y && row < v.y + v.height)
            .then_some((col, row))
    }
}

fn cells(n: u32) -> i32 {
    i32::try_from(n.min(4096)).unwrap_or(4096)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn centre(x: u32, y: u32) -> Point {
        Point {
            x: x as f32 + 0.5,
            y: y as f32 + 0.5,
        }
    }

    #[test]
    fn cell_units_and_terminal_characters_map_both_ways() {
        let board = BoardGeometry::fitting(Rect::new(0, 1, 120, 40), 16, 17, (0, 0));
        for (x, y) in [(0, 0), (3, 5), (15, 16)] {
            let (col, row) = board.glyph_origin(x, y).unwrap();
            assert_eq!(board.terminal_at(centre(x, y)), Some((col + 1, row)));
            for dc in 0..3 {
                let p = board.cell_units_at(col + dc, row);
                assert_eq!((p.x.floor() as u32, p.y.floor() as u32), (x, y));
                assert_eq!(board.terminal_at(p), Some((col + dc, row)));
            }
        }
        assert_eq!(board.terminal_at(Point { x: -3.0, y: 1.0 }), None);
    }

    #[test]
    fn a_board_larger_than_its_space_scrolls_to_keep_the_focus_in_view() {
        let view = Rect::new(0, 2, 50, 20);
        for focus in [(0, 0), (12, 12), (24, 24), (24, 0)] {
            let board = BoardGeometry::fitting(view, 25, 25, focus);
            let (col, row) = board
                .glyph_origin(focus.0, focus.1)
                .expect("the focus is shown");
            assert!(col + 3 <= view.x + view.width && row < view.y + view.height);
            let p = board.cell_units_at(col + 1, row);
            assert_eq!((p.x.floor() as u32, p.y.floor() as u32), focus);
        }
        let whole = BoardGeometry::fitting(Rect::new(3, 4, 200, 100), 16, 17, (15, 16));
        assert_eq!(
            (whole.left, whole.top),
            (3, 4),
            "a board that fits does not move"
        );
    }
}
