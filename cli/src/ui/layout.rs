//! Where things are on the game screen: the scale between the view's cell units and terminal
//! characters, shared by drawing and by the mouse so that a click lands on what is drawn.
//!
//! One cell unit is 4 columns × 2 rows. A cell's centre falls on the middle column of its
//! 3-column glyph (the stone, the dot); the cell borders, where region outlines run, fall on
//! the column and the row of gap between glyphs, and so do the midpoints of bridges (R6).

use dl_core::outline::Point;
use dl_core::{Cell, Color};
use ratatui::layout::Rect;

/// Width of the side panel.
pub const PANEL_WIDTH: u16 = 36;
/// Rows the side panel needs.
pub const PANEL_HEIGHT: u16 = 22;
/// Rows of the status area under the board: the message (two rows) and a notice.
pub const STATUS_HEIGHT: u16 = 3;
/// Panel row of the first row of colour chips.
pub const CHIPS_ROW: u16 = 12;
/// Panel row of the first row of buttons.
pub const BUTTONS_ROW: u16 = 18;
/// Width of one colour chip, e.g. `[1:B×4]`.
pub const CHIP_WIDTH: u16 = 7;
const CHIP_STEP: u16 = 9;
const BUTTON_STEP: u16 = 17;

/// A clickable button of the panel, with its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// `u`: undo (R11).
    Undo,
    /// `e`: end the turn (R4.4).
    EndTurn,
    /// `a`: end the game by agreement (R8).
    AgreeEnd,
    /// `s`: share files and links.
    Share,
    /// `n`: the new-game screen.
    NewGame,
    /// `r`: the rules.
    Rules,
    /// `q`: quit.
    Quit,
}

impl Button {
    /// The buttons in panel order: two per row.
    pub const ALL: [Button; 7] = [
        Button::Undo,
        Button::EndTurn,
        Button::AgreeEnd,
        Button::Share,
        Button::NewGame,
        Button::Rules,
        Button::Quit,
    ];

    /// The label drawn, with its key.
    pub fn label(self) -> &'static str {
        match self {
            Button::Undo => "[u] Undo",
            Button::EndTurn => "[e] End turn",
            Button::AgreeEnd => "[a] Agree to end",
            Button::Share => "[s] Share",
            Button::NewGame => "[n] New game",
            Button::Rules => "[r] Rules",
            Button::Quit => "[q] Quit",
        }
    }
}

/// The areas of the game screen for a grid of `width` × `height` cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameLayout {
    /// The title row.
    pub title: Rect,
    /// The board.
    pub board: Rect,
    /// The side panel.
    pub panel: Rect,
    /// The status rows.
    pub status: Rect,
}

/// The terminal is smaller than the screen needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooSmall {
    /// Columns needed.
    pub width: u16,
    /// Rows needed.
    pub height: u16,
}

/// Columns and rows the board of a `width` × `height` grid takes.
pub fn board_size(width: u8, height: u8) -> (u16, u16) {
    (4 * u16::from(width) + 1, 2 * u16::from(height) + 1)
}

impl GameLayout {
    /// Lays out the game screen in `area`, or says how large it must be.
    pub fn new(area: Rect, width: u8, height: u8) -> Result<GameLayout, TooSmall> {
        let (board_w, board_h) = board_size(width, height);
        let body_h = board_h.max(PANEL_HEIGHT);
        let needed = TooSmall {
            width: board_w + 1 + PANEL_WIDTH,
            height: 1 + body_h + STATUS_HEIGHT,
        };
        if area.width < needed.width || area.height < needed.height {
            return Err(needed);
        }
        let (x, y) = (area.x, area.y);
        Ok(GameLayout {
            title: Rect::new(x, y, area.width, 1),
            board: Rect::new(x, y + 1, board_w, board_h),
            panel: Rect::new(x + board_w + 1, y + 1, PANEL_WIDTH, body_h),
            status: Rect::new(x, y + 1 + body_h, area.width, STATUS_HEIGHT),
        })
    }

    /// The terminal position of the left column of a cell's glyph (its centre is one to the
    /// right).
    pub fn glyph_origin(&self, cell: Cell) -> (u16, u16) {
        (
            self.board.x + 1 + 4 * u16::from(cell.x),
            self.board.y + 1 + 2 * u16::from(cell.y),
        )
    }

    /// The terminal character at a point in cell units (the view's geometry): cell borders
    /// fall on the gap column and row, centres on the glyph's middle column.
    pub fn terminal_at(&self, p: Point) -> Option<(u16, u16)> {
        let col = f32::from(self.board.x) + 4.0 * p.x;
        let row = f32::from(self.board.y) + 2.0 * p.y;
        let ok = |v: f32| v.is_finite() && v >= 0.0 && v <= f32::from(u16::MAX);
        (ok(col) && ok(row)).then(|| (col.round() as u16, row.round() as u16))
    }

    /// The point in cell units that a terminal character stands for ([`GameLayout::terminal_at`]
    /// inverted): what the session's hit test (`Session::cell_at`) is asked about a click.
    pub fn cell_units_at(&self, col: u16, row: u16) -> Point {
        Point::new(
            (f32::from(col) - f32::from(self.board.x)) / 4.0,
            (f32::from(row) - f32::from(self.board.y)) / 2.0,
        )
    }

    /// The area of the chip of the `i`-th colour of [`Color::ALL`].
    pub fn chip(&self, i: usize) -> Rect {
        let i = i as u16;
        Rect::new(
            self.panel.x + 1 + (i % 3) * CHIP_STEP,
            self.panel.y + CHIPS_ROW + i / 3,
            CHIP_WIDTH,
            1,
        )
    }

    /// The colour whose chip holds the terminal position.
    pub fn chip_at(&self, col: u16, row: u16) -> Option<Color> {
        Color::ALL
            .into_iter()
            .enumerate()
            .find(|(i, _)| contains(self.chip(*i), col, row))
            .map(|(_, c)| c)
    }

    /// The area of a button.
    pub fn button(&self, button: Button) -> Rect {
        let i = Button::ALL.iter().position(|b| *b == button).unwrap_or(0) as u16;
        Rect::new(
            self.panel.x + 1 + (i % 2) * BUTTON_STEP,
            self.panel.y + BUTTONS_ROW + i / 2,
            BUTTON_STEP - 1,
            1,
        )
    }

    /// The button that holds the terminal position.
    pub fn button_at(&self, col: u16, row: u16) -> Option<Button> {
        Button::ALL
            .into_iter()
            .find(|b| contains(self.button(*b), col, row))
    }
}

/// Whether `rect` holds the terminal position.
pub fn contains(rect: Rect, col: u16, row: u16) -> bool {
    col >= rect.x && col < rect.x + rect.width && row >= rect.y && row < rect.y + rect.height
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_units_and_terminal_characters_map_both_ways() {
        let layout = GameLayout::new(Rect::new(0, 0, 120, 50), 16, 17).unwrap();
        for cell in [Cell::new(0, 0), Cell::new(3, 5), Cell::new(15, 16)] {
            let (col, row) = layout.glyph_origin(cell);
            let centre = Point::new(f32::from(cell.x) + 0.5, f32::from(cell.y) + 0.5);
            assert_eq!(layout.terminal_at(centre), Some((col + 1, row)));
            // Each character of the glyph stands for a point inside the cell.
            for dc in 0..3 {
                let p = layout.cell_units_at(col + dc, row);
                assert_eq!(
                    (p.x.floor(), p.y.floor()),
                    (f32::from(cell.x), f32::from(cell.y))
                );
                assert_eq!(layout.terminal_at(p), Some((col + dc, row)));
            }
            // The gap column and row are the cell's right and lower borders.
            let corner = Point::new(f32::from(cell.x) + 1.0, f32::from(cell.y) + 1.0);
            assert_eq!(layout.terminal_at(corner), Some((col + 3, row + 1)));
        }
        assert_eq!(layout.terminal_at(Point::new(-3.0, 1.0)), None);
    }

    #[test]
    fn a_small_terminal_is_told_how_large_it_must_be() {
        let err = GameLayout::new(Rect::new(0, 0, 80, 24), 16, 17).unwrap_err();
        assert_eq!(
            err,
            TooSmall {
                width: 65 + 1 + PANEL_WIDTH,
                height: 1 + 35 + 3
            }
        );
    }

    #[test]
    fn chips_and_buttons_are_found_where_they_are() {
        let layout = GameLayout::new(Rect::new(0, 0, 120, 50), 16, 17).unwrap();
        for (i, color) in Color::ALL.into_iter().enumerate() {
            let r = layout.chip(i);
            assert_eq!(layout.chip_at(r.x + 3, r.y), Some(color));
        }
        for button in Button::ALL {
            let r = layout.button(button);
            assert_eq!(layout.button_at(r.x, r.y), Some(button));
        }
    }
}
