//! The mouse, used like a finger: a click on an empty cell places, a double click on a stone
//! rings it, chips select colours, buttons and list entries do what their keys do.

use std::time::Instant;

use crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use super::app::{Action, App, Screen};
use super::editor;
use super::games;
use super::layout::{contains, GameLayout};
use super::render::menu_entry_at;

/// Handles one mouse event in a terminal of `area`, received at `now`.
pub fn on_mouse(app: &mut App, event: MouseEvent, area: Rect, now: Instant) {
    if app.screen() == Screen::Editor && app.prompt().is_none() {
        editor::on_mouse(app, event, area);
        return;
    }
    if event.kind != MouseEventKind::Down(MouseButton::Left) || app.prompt().is_some() {
        return;
    }
    app.begin_input();
    let (col, row) = (event.column, event.row);
    match app.screen() {
        Screen::Game => {
            let Ok(layout) = GameLayout::new(area, app.view(), app.texts()) else {
                return;
            };
            let on_board = contains(layout.board.area, col, row);
            let point = layout.board.cell_units_at(col, row);
            let cell = on_board
                .then(|| app.session().cell_at(point.x, point.y))
                .flatten();
            let action = if let Some(cell) = cell {
                Action::Click(cell, now)
            } else if let Some(color) = layout.panel.chip_at(col, row) {
                Action::Select(color)
            } else if let Some(button) = layout.panel.button_at(col, row) {
                Action::Press(button)
            } else {
                return;
            };
            app.act(action);
        }
        Screen::NewGame => {
            if let Some(index) =
                menu_entry_at(app.menu(), app.texts(), editor::menu_area(area), row)
            {
                app.menu_mut().select(index);
                app.start_selected();
            }
        }
        Screen::Rules | Screen::Editor => {}
        Screen::Games | Screen::Discorder | Screen::ColorBrake => {
            games::on_click(app, col, row, area);
        }
    }
}
