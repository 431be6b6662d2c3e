//! The editor's grid, drawn from dl-core's editor view: each cell shows its region token on
//! its shade (R2), a dot, or a faint point for an empty cell; cells with a problem are marked
//! red (blocking) or orange (warning); the cursor is shown reversed.

use dl_core::editor::{EditorCellView, EditorView, Paint, Severity};
use dl_core::{Cell, Shade};
use ratatui::buffer::Buffer;
use ratatui::style::{Color as Tc, Modifier, Style};
use ratatui::widgets::{Block, Widget};

use super::layout::EditorLayout;
use crate::ui::theme;

/// Draws the frame (titled with the size) and the cells shown.
pub fn draw_grid(
    buf: &mut Buffer,
    layout: &EditorLayout,
    view: &EditorView,
    cursor: Cell,
    size: &str,
) {
    Block::bordered()
        .border_style(theme::dim())
        .title(size.to_owned())
        .render(layout.frame, buf);
    for cell in &view.cells {
        let Some((col, row)) = layout.cell_origin(cell.cell) else {
            continue;
        };
        let width = usize::from(layout.cell_width);
        let text = cell_text(&cell.paint, width);
        let mut style = cell_style(cell);
        if cell.cell == cursor {
            style = style.add_modifier(Modifier::REVERSED | Modifier::BOLD);
        }
        if buf.area.contains((col, row).into()) {
            buf.set_stringn(col, row, text, width, style);
        }
    }
}

/// What a cell shows in `width` columns: its token (cut to the cell), a dot, or a faint point.
fn cell_text(paint: &Paint, width: usize) -> String {
    let text: String = match paint {
        Paint::Region(token) => token.chars().take(width).collect(),
        Paint::Dot => format!("{:>1$}", "•", width / 2 + 1),
        Paint::Empty => format!("{:>1$}", "·", width / 2 + 1),
    };
    format!("{text:<width$}")
}

/// The colours of a cell: a problem's mark first, then the region's shade.
fn cell_style(cell: &EditorCellView) -> Style {
    match (cell.flagged, cell.shade, &cell.paint) {
        (Some(Severity::Blocking), ..) => theme::flash(),
        (Some(Severity::Warning), ..) => Style::new()
            .bg(Tc::Indexed(214))
            .fg(Tc::Indexed(16))
            .add_modifier(Modifier::BOLD),
        (None, Some(shade), _) => {
            let fg = match shade {
                Shade::Light => Tc::Indexed(16),
                Shade::Dark | Shade::Medium => Tc::Indexed(231),
            };
            Style::new().bg(theme::shade(shade)).fg(fg)
        }
        (None, None, Paint::Dot) => theme::dot(),
        (None, None, _) => theme::dim(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_show_their_token_a_dot_or_a_faint_point_in_their_width() {
        assert_eq!(cell_text(&Paint::region("S1"), 3), "S1 ");
        assert_eq!(cell_text(&Paint::region("S1"), 2), "S1");
        assert_eq!(cell_text(&Paint::region("Long_token"), 3), "Lon");
        assert_eq!(cell_text(&Paint::Dot, 3), " • ");
        assert_eq!(cell_text(&Paint::Dot, 2), " •");
        assert_eq!(cell_text(&Paint::Empty, 3), " · ");
    }
}
