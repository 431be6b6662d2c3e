//! Where things are on the editor screen, shared by drawing and by the mouse so that a click
//! paints the cell drawn under it: the grid in a frame on the left (three columns per cell, two
//! when the terminal is narrow, one row per cell), the panel on the right. A grid larger than
//! the terminal shows the part around the cursor.

use dl_core::outline::Point;
use dl_core::Cell;
use ratatui::layout::Rect;

/// Columns the panel takes at least.
pub const MIN_PANEL_WIDTH: u16 = 30;

/// The areas of the editor screen and the scale of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EditorLayout {
    /// The title row.
    pub title: Rect,
    /// The frame around the grid.
    pub frame: Rect,
    /// The cells shown, inside the frame.
    pub grid: Rect,
    /// The panel.
    pub panel: Rect,
    /// Columns per cell: 3 or 2.
    pub cell_width: u16,
    /// The first column and row of the grid shown.
    pub first: Cell,
    /// How many columns and rows of the grid are shown.
    pub shown: (u8, u8),
}

impl EditorLayout {
    /// Lays out the editor for a grid of `width` × `height` cells in `area`, showing the
    /// cursor.
    pub fn new(area: Rect, width: u8, height: u8, cursor: Cell) -> EditorLayout {
        let room = area.width.saturating_sub(MIN_PANEL_WIDTH + 3);
        let cell_width = if 3 * u16::from(width) <= room { 3 } else { 2 };
        let fit = |room: u16, side: u8| (room.min(u16::from(side))).max(1) as u8;
        let shown = (
            fit(room / cell_width, width),
            fit(area.height.saturating_sub(3), height),
        );
        let start = |cursor: u8, shown: u8, side: u8| {
            cursor
                .saturating_sub(shown / 2)
                .min(side.saturating_sub(shown))
        };
        let first = Cell::new(
            start(cursor.x, shown.0, width),
            start(cursor.y, shown.1, height),
        );
        let (x, y) = (area.x, area.y);
        let frame_width = cell_width * u16::from(shown.0) + 2;
        let frame = Rect::new(x, y + 1, frame_width, u16::from(shown.1) + 2).intersection(area);
        let grid = Rect::new(
            x + 1,
            y + 2,
            cell_width * u16::from(shown.0),
            u16::from(shown.1),
        )
        .intersection(area);
        let panel_x = x + frame_width + 1;
        EditorLayout {
            title: Rect::new(x, y, area.width, 1).intersection(area),
            frame,
            grid,
            panel: Rect::new(
                panel_x,
                y + 1,
                area.right().saturating_sub(panel_x),
                area.height.saturating_sub(1),
            )
            .intersection(area),
            cell_width,
            first,
            shown,
        }
    }

    /// The terminal position of the left column of a cell shown.
    pub fn cell_origin(&self, cell: Cell) -> Option<(u16, u16)> {
        let dx = cell.x.checked_sub(self.first.x)?;
        let dy = cell.y.checked_sub(self.first.y)?;
        (dx < self.shown.0 && dy < self.shown.1).then(|| {
            (
                self.grid.x + self.cell_width * u16::from(dx),
                self.grid.y + u16::from(dy),
            )
        })
    }

    /// The point in the grid's cell units (the editor view's geometry) that a terminal
    /// character inside the grid stands for: what the editor's `cell_at` is asked about a
    /// click. `None` outside the cells shown.
    pub fn cell_units_at(&self, col: u16, row: u16) -> Option<Point> {
        let inside = col >= self.grid.x
            && col < self.grid.right()
            && row >= self.grid.y
            && row < self.grid.bottom();
        inside.then(|| {
            Point::new(
                f32::from(self.first.x)
                    + (f32::from(col - self.grid.x) + 0.5) / f32::from(self.cell_width),
                f32::from(self.first.y) + f32::from(row - self.grid.y) + 0.5,
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_character_of_a_cell_stands_for_a_point_inside_it() {
        for (area, side) in [
            (Rect::new(0, 0, 120, 50), 13),
            (Rect::new(0, 0, 80, 24), 25),
            (Rect::new(3, 2, 60, 15), 9),
        ] {
            let layout = EditorLayout::new(area, side, side, Cell::new(side - 1, side - 1));
            for y in layout.first.y..layout.first.y + layout.shown.1 {
                for x in layout.first.x..layout.first.x + layout.shown.0 {
                    let cell = Cell::new(x, y);
                    let (col, row) = layout.cell_origin(cell).unwrap();
                    for dc in 0..layout.cell_width {
                        let p = layout.cell_units_at(col + dc, row).unwrap();
                        assert_eq!((p.x.floor() as u8, p.y.floor() as u8), (x, y));
                    }
                }
            }
            assert_eq!(layout.cell_units_at(layout.frame.x, layout.frame.y), None);
            assert!(layout.panel.x >= layout.frame.right());
        }
    }

    #[test]
    fn a_wide_terminal_shows_the_whole_grid_three_columns_a_cell() {
        let layout = EditorLayout::new(Rect::new(0, 0, 120, 50), 25, 25, Cell::new(0, 0));
        assert_eq!((layout.cell_width, layout.shown), (3, (25, 25)));
        assert_eq!(layout.frame, Rect::new(0, 1, 77, 27));
        assert!(layout.panel.width >= MIN_PANEL_WIDTH);
    }

    #[test]
    fn a_small_terminal_shows_the_part_around_the_cursor() {
        let area = Rect::new(0, 0, 80, 24);
        let layout = EditorLayout::new(area, 25, 25, Cell::new(20, 20));
        assert_eq!(layout.cell_width, 2);
        assert_eq!(layout.shown, (23, 21));
        assert_eq!(layout.first, Cell::new(2, 4));
        assert!(layout.cell_origin(Cell::new(20, 20)).is_some());
        assert_eq!(layout.cell_origin(Cell::new(0, 0)), None);
        let top = EditorLayout::new(area, 25, 25, Cell::new(0, 0));
        assert_eq!(top.first, Cell::new(0, 0));
    }
}
