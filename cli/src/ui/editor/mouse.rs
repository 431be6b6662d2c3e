//! The mouse on the editor's grid, used like a finger: a click paints the cell under it (or
//! fills from it), a drag paints every cell it passes with the pencil — one stroke, undone in
//! one step. The cell is found by the editor's own hit test (`Editor::cell_at`) on the point
//! the character stands for.

use crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use super::layout::EditorLayout;
use super::state::{Mode, Tone};
use crate::ui::app::App;

/// Handles one mouse event on the editor screen in a terminal of `area`.
pub fn on_mouse(app: &mut App, event: MouseEvent, area: Rect) {
    let (localizer, Some(screen)) = app.editor_parts_mut() else {
        return;
    };
    if let MouseEventKind::Up(MouseButton::Left) = event.kind {
        screen.release();
        return;
    }
    if *screen.mode() != Mode::Paint {
        return;
    }
    let drawing = screen.editor().drawing();
    let layout = EditorLayout::new(area, drawing.width(), drawing.height(), screen.cursor());
    let cell = layout
        .cell_units_at(event.column, event.row)
        .and_then(|p| screen.editor().cell_at(p.x, p.y));
    let result = match (event.kind, cell) {
        (MouseEventKind::Down(MouseButton::Left), Some(cell)) => {
            screen.begin_input();
            screen.press(cell)
        }
        (MouseEventKind::Drag(MouseButton::Left), Some(cell)) => screen.drag(cell),
        _ => return,
    };
    if let Err(error) = result {
        screen.set_note(localizer.tr(&error), Tone::Refused);
    }
}
