//! Text in the terminal's cells: one line clipped to its rectangle, counting wide characters
//! (Japanese, Chinese, Korean) as the two columns they take.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

/// Writes `text` on row `row` of `area` (counted from its top), clipped to its width; nothing
/// when the row is outside.
pub fn put_line(buf: &mut Buffer, area: Rect, row: u16, text: &str, style: Style) {
    if row < area.height {
        put(buf, area.x, area.y + row, area.width, text, style);
    }
}

/// Writes `text` from `(x, y)` in at most `width` columns; the columns it took.
pub fn put(buf: &mut Buffer, x: u16, y: u16, width: u16, text: &str, style: Style) -> u16 {
    if width == 0 || y >= buf.area.y + buf.area.height || x >= buf.area.x + buf.area.width {
        return 0;
    }
    let room = width.min(buf.area.x + buf.area.width - x);
    let (end, _) = buf.set_stringn(x, y, text, usize::from(room), style);
    end.saturating_sub(x)
}
