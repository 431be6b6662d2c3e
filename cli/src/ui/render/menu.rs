//! The new-game screen.

use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::Frame;

use crate::ui::menu::{MenuRow, NewGameMenu};
use crate::ui::render::clip::Clipped;
use crate::ui::theme;

/// The screen row of the first list row.
const LIST_TOP: u16 = 3;

/// The entry drawn on terminal row `row`, if any.
pub fn menu_entry_at(menu: &NewGameMenu, area: Rect, row: u16) -> Option<usize> {
    let i = row.checked_sub(area.y + LIST_TOP)?;
    match menu.rows().get(usize::from(i)) {
        Some(MenuRow::Entry(index)) => Some(*index),
        _ => None,
    }
}

/// Draws the list of positions, the rounds and the file input.
pub fn draw_menu(frame: &mut Frame<'_>, menu: &NewGameMenu, area: Rect) {
    let buf = frame.buffer_mut();
    let width = usize::from(area.width);
    let (x, y) = (area.x, area.y);
    buf.put_str(x, y, "New game", width, theme::strong());
    buf.put_str(
        x,
        y + 1,
        "↑↓ choose · enter or click: start · 3/4 rounds · f: load a CSV file · esc: back · q: quit",
        width,
        theme::dim(),
    );
    let rows = menu.rows();
    for (i, row) in rows.iter().enumerate() {
        let line_y = y + LIST_TOP + i as u16;
        if line_y >= area.bottom() {
            break;
        }
        match row {
            MenuRow::Header(h) => {
                buf.put_str(x, line_y, h, width, theme::strong());
            }
            MenuRow::Entry(index) => {
                let Some(position) = menu.entries().get(*index) else {
                    continue;
                };
                let selected = *index == menu.selected();
                let number = position
                    .number()
                    .map_or_else(|| "  ".to_owned(), |n| format!("{n:>2}"));
                let text = format!(
                    "{} {number}  {:<24} {:>2}×{:<2}",
                    if selected { "▶" } else { " " },
                    position.name(),
                    position.width(),
                    position.height(),
                );
                let style = if selected {
                    Style::new().add_modifier(Modifier::REVERSED)
                } else {
                    Style::new()
                };
                buf.put_str(x + 2, line_y, text, width.saturating_sub(2), style);
            }
            MenuRow::Blank => {}
        }
    }
    let mut line_y = y + LIST_TOP + rows.len() as u16 + 1;
    let mut line = |text: String, style: Style| {
        if line_y < area.bottom() {
            buf.put_str(x, line_y, text, width, style);
        }
        line_y += 1;
    };
    if let Some(position) = menu.selected_position() {
        line(
            format!(
                "{}: {} rounds (sets per player; press 3 or 4)",
                position.name(),
                menu.rounds()
            ),
            theme::strong(),
        );
    }
    match &menu.path_input {
        Some(input) => line(
            format!("CSV file: {input}_   (enter: load, esc: cancel)"),
            Style::new(),
        ),
        None => line(
            "f: load positions from a CSV file (the web version's format)".into(),
            theme::dim(),
        ),
    }
    if let Some(error) = &menu.error {
        line(error.clone(), theme::notice());
    }
}
