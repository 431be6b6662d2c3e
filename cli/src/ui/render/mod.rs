//! Drawing: pure functions from the app's state (the session's view plus cursor, screen and
//! prompt) to terminal cells, every text in the player's language. Nothing here changes state
//! or does I/O.

mod board;
mod clip;
mod menu;
mod panel;
mod prompt;
mod rules;

use dl_app::l10n::terminal::{self, TerminalLabel};
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::Frame;

use super::app::{App, Screen};
use super::editor;
use super::layout::{GameLayout, TooSmall};
use super::theme;
use board::Marks;
use clip::Clipped;

pub use board::draw_board;
pub use menu::menu_entry_at;

/// Draws one frame of `app`.
pub fn draw(frame: &mut Frame<'_>, app: &App) {
    let area = frame.area();
    match app.screen() {
        Screen::Game => {
            draw_game(frame, app, area);
            editor::draw_test_play_banner(frame, app, area);
        }
        Screen::NewGame => {
            menu::draw_menu(frame, app.menu(), app.texts(), editor::menu_area(area));
            editor::draw_menu_keys(frame, app, area);
        }
        Screen::Rules => rules::draw_rules(frame, app.texts(), app.rules_scroll(), area),
        Screen::Editor => editor::draw(frame, app, area),
        Screen::Games | Screen::Discorder | Screen::ColorBrake => {
            crate::ui::games::draw_screen(frame, app, area)
        }
    }
    if let Some(p) = app.prompt() {
        prompt::draw_prompt(frame, app, p, area);
    }
}

fn draw_game(frame: &mut Frame<'_>, app: &App, area: Rect) {
    let view = app.view();
    let texts = app.texts();
    let layout = match GameLayout::new(area, view, texts) {
        Ok(layout) => layout,
        Err(needed) => return draw_too_small(frame, app, area, needed),
    };
    let title = texts.format(&terminal::title(
        &view.position_name,
        app.session().game().rounds().count(),
    ));
    let buf = frame.buffer_mut();
    buf.put_str(
        layout.title.x,
        layout.title.y,
        title,
        usize::from(layout.title.width),
        theme::strong(),
    );
    let marks = Marks {
        cursor: Some(app.cursor()),
        flash: app.flash(),
    };
    draw_board(buf, &layout.board, view, marks);
    panel::draw_panel(buf, &layout.panel, view, texts, app.cursor());
    let mut status = layout.status;
    let used = buf.put_wrapped(status, &texts.tr(&view.message), theme::strong());
    status.y += used;
    status.height = status.height.saturating_sub(used);
    if let Some(notice) = app.notice() {
        buf.put_wrapped(status, notice, theme::notice());
    }
}

fn draw_too_small(frame: &mut Frame<'_>, app: &App, area: Rect, needed: TooSmall) {
    let texts = app.texts();
    let lines = [
        (texts.tr(&TerminalLabel::TooSmallTitle), theme::strong()),
        (
            texts.format(&terminal::too_small_size(
                (needed.width, needed.height),
                (area.width, area.height),
            )),
            Style::new(),
        ),
        (texts.tr(&TerminalLabel::TooSmallHint), Style::new()),
    ];
    let buf = frame.buffer_mut();
    let mut rest = area;
    for (line, style) in lines {
        let used = buf.put_wrapped(rest, &line, style);
        rest.y += used;
        rest.height = rest.height.saturating_sub(used);
    }
}

#[cfg(test)]
mod tests;
