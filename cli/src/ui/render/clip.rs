//! Writing text that may not fit: ratatui panics on a row outside the buffer, so every text
//! of the screens goes through [`Clipped`], which skips what lies outside; wrapped text takes
//! as many rows as it needs within its area.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::ui::wrap::wrap;

/// Text writing clipped to the buffer.
pub trait Clipped {
    /// Writes at most `width` columns of `text` at `(x, y)`; nothing when the position lies
    /// outside the buffer.
    fn put_str(&mut self, x: u16, y: u16, text: impl AsRef<str>, width: usize, style: Style);

    /// Writes `text` wrapped to the width of `area`, from its top row down to its last one;
    /// returns the rows written.
    fn put_wrapped(&mut self, area: Rect, text: &str, style: Style) -> u16;
}

impl Clipped for Buffer {
    fn put_str(&mut self, x: u16, y: u16, text: impl AsRef<str>, width: usize, style: Style) {
        let area = self.area;
        if x >= area.left() && x < area.right() && y >= area.top() && y < area.bottom() {
            self.set_stringn(x, y, text, width, style);
        }
    }

    fn put_wrapped(&mut self, area: Rect, text: &str, style: Style) -> u16 {
        let mut rows = 0;
        for line in wrap(text, usize::from(area.width)) {
            if rows >= area.height {
                break;
            }
            self.put_str(area.x, area.y + rows, line, usize::from(area.width), style);
            rows += 1;
        }
        rows
    }
}
