//! Drawing: pure functions from the app's state (the session's view plus cursor, screen and
//! prompt) to terminal cells. Nothing here changes state or does I/O.

mod board;
mod clip;
mod menu;
mod panel;
mod prompt;
mod rules;

use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

use super::app::{App, Screen};
use super::layout::{GameLayout, TooSmall};
use super::theme;
use clip::Clipped;

pub use menu::menu_entry_at;
pub use panel::title;

/// Draws one frame of `app`.
pub fn draw(frame: &mut Frame<'_>, app: &App) {
    let area = frame.area();
    match app.screen() {
        Screen::Game => draw_game(frame, app, area),
        Screen::NewGame => menu::draw_menu(frame, app.menu(), area),
        Screen::Rules => rules::draw_rules(frame, app.rules_scroll(), area),
        Screen::Games | Screen::Discorder | Screen::ColorBrake => {
            crate::ui::games::draw_screen(frame, app, area)
        }
    }
    if let Some(p) = app.prompt() {
        prompt::draw_prompt(frame, p, area);
    }
}

fn draw_game(frame: &mut Frame<'_>, app: &App, area: Rect) {
    let view = app.view();
    let layout = match GameLayout::new(area, view.width, view.height) {
        Ok(layout) => layout,
        Err(needed) => return draw_too_small(frame, area, needed),
    };
    let game = app.session().game();
    let title = format!(
        "Divided Loyalties · {} · {} rounds",
        view.position_name,
        game.rounds()
    );
    let buf = frame.buffer_mut();
    buf.put_str(
        layout.title.x,
        layout.title.y,
        title,
        usize::from(layout.title.width),
        theme::strong(),
    );
    board::draw_board(buf, &layout, view, app.cursor(), app.flash());
    panel::draw_panel(buf, &layout, view, app.cursor());
    let status = Rect::new(layout.status.x, layout.status.y, layout.status.width, 2);
    frame.render_widget(
        Paragraph::new(view.message.english())
            .style(theme::strong())
            .wrap(Wrap { trim: true }),
        status,
    );
    if let Some(notice) = app.notice() {
        frame.buffer_mut().put_str(
            layout.status.x,
            layout.status.y + 2,
            notice,
            usize::from(layout.status.width),
            theme::notice(),
        );
    }
}

fn draw_too_small(frame: &mut Frame<'_>, area: Rect, needed: TooSmall) {
    let lines = vec![
        Line::styled(
            "The terminal is too small for this position.",
            theme::strong(),
        ),
        Line::raw(format!(
            "It needs {}×{} characters; it has {}×{}.",
            needed.width, needed.height, area.width, area.height
        )),
        Line::raw("Enlarge the window or make the font smaller; n: another position, q: quit."),
    ];
    frame.render_widget(
        Paragraph::new(lines)
            .style(Style::new())
            .wrap(Wrap { trim: true }),
        area,
    );
}

#[cfg(test)]
mod tests;
