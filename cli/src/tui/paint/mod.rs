//! One frame from the app's screen: the title row, the body, the line of the app's notice (or
//! of a game that could not be written), the keys, and the boxes over them (the game's menu,
//! the prompt, what sharing wrote). Nothing here decides anything; it draws and notes where
//! (for the mouse).

pub mod board;
pub mod color;
mod editor;
mod footer;
mod game;
pub mod geometry;
mod list;
mod overlay;
mod text;

use dl_ui::{Body, Screen};
use ratatui::layout::Rect;
use ratatui::Frame;

use super::items::items;
use super::local::Local;
use super::wrap::wrap_parts;
use text::put_line;

/// Draws `screen` with the terminal's own state `local`, noting where things were drawn.
pub fn draw(frame: &mut Frame<'_>, screen: &Screen, local: &mut Local) {
    local.hits.clear();
    local.board = None;
    local.follow_language(&screen.language);
    let area = frame.area();
    let buf = frame.buffer_mut();
    if area.height < 4 || area.width < 20 {
        put_line(buf, area, 0, &screen.title, color::strong());
        return;
    }
    put_line(buf, area, 0, &format!(" {} ", screen.title), color::title());
    let keys = footer::keys(screen, local);
    let mut key_lines = wrap_parts(&keys, usize::from(area.width));
    key_lines.truncate(2);
    let key_rows = u16::try_from(key_lines.len()).unwrap_or(1);
    let body = Rect::new(area.x, area.y + 1, area.width, area.height - 2 - key_rows);
    match &screen.body {
        Body::Game { model } => game::draw(buf, body, model, local),
        Body::Editor { model } => editor::draw(buf, body, model, local),
        Body::Finished { model } => {
            list::draw_beside_board(buf, body, &model.board, &items(&screen.body), local)
        }
        Body::Replay { model } => {
            list::draw_beside_board(buf, body, &model.board, &items(&screen.body), local)
        }
        other => list::draw(buf, body, &items(other), local, true),
    }
    let status_row = area.height - 1 - key_rows;
    if let Some(problem) = &screen.unsaved {
        put_line(buf, area, status_row, problem, color::problem());
    } else if let Some(notice) = &screen.notice {
        put_line(buf, area, status_row, &notice.text, color::notice());
    }
    for (i, line) in key_lines.iter().enumerate() {
        let row = area.height - key_rows + u16::try_from(i).unwrap_or(0);
        put_line(buf, area, row, line, color::dim());
    }
    if let Body::Game { model } = &screen.body {
        if local.menu {
            overlay::menu(buf, area, &model.menu, local);
        }
    }
    if let Some(prompt) = &screen.prompt {
        overlay::prompt(buf, area, prompt, local);
    }
    if let Some(info) = local.info.clone() {
        overlay::info(buf, area, &info, local);
    }
}
