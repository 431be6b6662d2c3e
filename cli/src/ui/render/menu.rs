//! The new-game screen.

use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::Frame;

use crate::ui::menu::{MenuItem, MenuRow, NewGameMenu};
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
        "↑↓ choose · enter or click: start or resume · 3/4 rounds · f: import a CSV file · d: delete · esc: back · q: quit",
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
                let Some(item) = menu.entries().get(*index) else {
                    continue;
                };
                let selected = *index == menu.selected();
                let mark = if selected { "▶" } else { " " };
                let text = match item {
                    MenuItem::Position { position, .. } => {
                        let number = position
                            .number()
                            .map_or_else(|| "  ".to_owned(), |n| format!("{n:>2}"));
                        format!(
                            "{mark} {number}  {:<24} {:>2}×{:<2}",
                            position.name(),
                            position.width(),
                            position.height(),
                        )
                    }
                    MenuItem::Saved { line, .. } => format!("{mark} {line}"),
                };
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
    match menu.selected_item() {
        Some(MenuItem::Position {
            position,
            library_id,
        }) => line(
            format!(
                "{}: {} rounds (sets per player; press 3 or 4){}",
                position.name(),
                menu.rounds(),
                if library_id.is_some() {
                    " · d: delete"
                } else {
                    ""
                }
            ),
            theme::strong(),
        ),
        Some(MenuItem::Saved { .. }) => line(
            "enter: resume this game · d: delete it".into(),
            theme::strong(),
        ),
        None => {}
    }
    match &menu.path_input {
        Some(input) => line(
            format!("CSV file: {input}_   (enter: import, esc: cancel)"),
            Style::new(),
        ),
        None => line(
            "f: import positions from a CSV file (the web version's format)".into(),
            theme::dim(),
        ),
    }
    if let Some(error) = &menu.error {
        line(error.clone(), theme::notice());
    }
}
