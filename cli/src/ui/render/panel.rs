//! The side panel: paints the plan of [`PanelPlan`] and, in its place, the description of the
//! cell under the cursor.

use dl_app::l10n::Localizer;
use dl_core::session::View;
use dl_core::Cell;
use ratatui::buffer::Buffer;
use ratatui::style::Style;

use crate::ui::layout::{describe, PanelPlan};
use crate::ui::render::clip::Clipped;
use crate::ui::wrap::width;

/// Draws `plan` and the description of the cell under `cursor`.
pub fn draw_panel(
    buf: &mut Buffer,
    plan: &PanelPlan,
    view: &View,
    texts: &Localizer,
    cursor: Cell,
) {
    for line in &plan.lines {
        let mut x = line.x;
        for (text, style) in &line.spans {
            let room = usize::from(plan.area.right().saturating_sub(x));
            buf.put_str(x, line.y, text, room, *style);
            x = x.saturating_add(u16::try_from(width(text)).unwrap_or(u16::MAX));
        }
    }
    if let Some(description) = describe(view, cursor, texts) {
        buf.put_wrapped(plan.cursor, &description, Style::new());
    }
}
