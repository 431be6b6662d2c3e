//! One frame from the app's screen: the title row, the body, the line of the app's notice (or
//! of a game that could not be written), the keys, and the boxes over them (the game's menu,
//! the prompt, what sharing wrote). Nothing here decides anything; it draws and notes where
//! (for the mouse).

pub mod board;
pub mod color;
pub mod color_brake;
mod discorder;
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

use super::items::{game_menu, items};
use super::local::Local;
use super::wrap::{wrap, wrap_parts};
use text::put_line;

/// Puts the cursor on the board of `screen` before anything is drawn: the keys line names what
/// the cursor's cell offers.
fn place_cursor(screen: &Screen, local: &mut Local) {
    let size = match &screen.body {
        Body::Game { model } => Some((model.board.width, model.board.height)),
        Body::Editor { model } => Some((model.grid.width, model.grid.height)),
        Body::Discorder { model } => Some((model.board.width, model.board.height)),
        Body::ColorBrake { model } => Some(color_brake::grid_size(&model.board)),
        _ => None,
    };
    if let Some((width, height)) = size {
        local.place_cursor(width, height);
    }
}

/// The most rows a notice takes at the bottom of the screen.
const MAX_STATUS_ROWS: u16 = 3;

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
    place_cursor(screen, local);
    let keys = footer::keys(screen, local);
    let mut key_lines = wrap_parts(&keys, usize::from(area.width));
    key_lines.truncate(2);
    let key_rows = u16::try_from(key_lines.len()).unwrap_or(1);
    // The game that could not be written, else the app's notice: wrapped, at most three rows.
    let (status, status_style) = match (&screen.unsaved, &screen.notice) {
        (Some(problem), _) => (problem.as_str(), color::problem()),
        (None, Some(notice)) => (notice.text.as_str(), color::notice()),
        (None, None) => ("", color::notice()),
    };
    let mut status_lines: Vec<String> = status
        .split('\n')
        .filter(|line| !line.is_empty())
        .flat_map(|line| wrap(line, usize::from(area.width)))
        .collect();
    status_lines.truncate(usize::from(MAX_STATUS_ROWS.min(area.height / 4).max(1)));
    let status_rows = u16::try_from(status_lines.len()).unwrap_or(1);
    let body = Rect::new(
        area.x,
        area.y + 1,
        area.width,
        area.height.saturating_sub(1 + status_rows + key_rows),
    );
    match &screen.body {
        Body::Game { model } => game::draw(buf, body, model, local),
        Body::Editor { model } => editor::draw(buf, body, model, local),
        Body::Discorder { model } => {
            discorder::draw(buf, body, &model.board, &items(&screen.body), local)
        }
        Body::ColorBrake { model } => {
            color_brake::draw(buf, body, &model.board, &items(&screen.body), local)
        }
        Body::Finished { model } => {
            list::draw_beside_board(buf, body, &model.board, &items(&screen.body), local)
        }
        Body::Replay { model } => {
            list::draw_beside_board(buf, body, &model.board, &items(&screen.body), local)
        }
        other => list::draw(buf, body, &items(other), local, true),
    }
    let first_status_row = area.height - status_rows - key_rows;
    for (i, line) in status_lines.iter().enumerate() {
        let row = first_status_row + u16::try_from(i).unwrap_or(0);
        put_line(buf, area, row, line, status_style);
    }
    for (i, line) in key_lines.iter().enumerate() {
        let row = area.height - key_rows + u16::try_from(i).unwrap_or(0);
        put_line(buf, area, row, line, color::dim());
    }
    if let Some(menu) = game_menu(&screen.body).filter(|_| local.menu) {
        overlay::menu(buf, area, menu, local);
    }
    if let Some(prompt) = &screen.prompt {
        overlay::prompt(buf, area, prompt, local);
    }
    if let Some(info) = local.info.clone() {
        overlay::info(buf, area, &info, local);
    }
}
