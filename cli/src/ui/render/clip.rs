//! Writing text that may not fit: ratatui panics on a row outside the buffer, so every text
//! of the screens goes through [`Clipped::put_str`], which skips what lies outside.

use ratatui::buffer::Buffer;
use ratatui::style::Style;

/// Text writing clipped to the buffer.
pub trait Clipped {
    /// Writes at most `width` columns of `text` at `(x, y)`; nothing when the position lies
    /// outside the buffer.
    fn put_str(&mut self, x: u16, y: u16, text: impl AsRef<str>, width: usize, style: Style);
}

impl Clipped for Buffer {
    fn put_str(&mut self, x: u16, y: u16, text: impl AsRef<str>, width: usize, style: Style) {
        let area = self.area;
        if x >= area.left() && x < area.right() && y >= area.top() && y < area.bottom() {
            self.set_stringn(x, y, text, width, style);
        }
    }
}
