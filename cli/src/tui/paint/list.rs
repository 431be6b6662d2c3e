//! A list screen: its items as lines (headings, paragraphs wrapped to the width, controls one
//! per line), scrolled so that the focused control is shown; a finished game or a replay with
//! its board beside the list.

use dl_ui::GameBoard;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::board;
use super::color;
use super::color_brake;
use super::discorder;
use super::geometry::BoardGeometry;
use super::text::put_line;
use crate::tui::items::{focusable, Item};
use crate::tui::local::{Hit, Local};
use crate::tui::wrap::wrap;

/// The columns a list needs beside a board at least.
const LIST_COLUMNS: u16 = 30;
/// The fewest columns of a board shown beside a list (five cells).
const MIN_BOARD_COLUMNS: u16 = 21;

/// One drawn line: its text, its style and the item it belongs to.
struct Line {
    text: String,
    style: Style,
    item: usize,
}

/// Draws `items` in `area`, the focused control marked when `focused`.
pub fn draw(buf: &mut Buffer, area: Rect, items: &[Item], local: &mut Local, focused: bool) {
    let width = usize::from(area.width.saturating_sub(1)).max(8);
    let controls = focusable(items);
    let focus = controls
        .get(local.focus.min(controls.len().saturating_sub(1)))
        .copied()
        .filter(|_| focused);
    let mut lines = Vec::new();
    for (index, item) in items.iter().enumerate() {
        let mut push = |text: String, style: Style| {
            lines.push(Line {
                text,
                style,
                item: index,
            })
        };
        match item {
            Item::Heading(text) => wrap_into(text, "", width, color::strong(), &mut push),
            Item::Text(text) => wrap_into(text, "", width, Style::new(), &mut push),
            Item::Quiet(text) => wrap_into(text, "    ", width, color::dim(), &mut push),
            Item::Button(button) => {
                let style = control_style(button.enabled, focus == Some(index));
                push(format!("  › {}", button.label), style);
            }
            Item::SubButton(button) => {
                let style = control_style(button.enabled, focus == Some(index));
                push(format!("      › {}", button.label), style);
            }
            Item::Choice(choice) => {
                let mark = if choice.selected { "(•)" } else { "( )" };
                let style = control_style(choice.button.enabled, focus == Some(index));
                push(format!("  {mark} {}", choice.button.label), style);
            }
            Item::Gap => push(String::new(), Style::new()),
        }
    }
    let rows = usize::from(area.height);
    local.page = rows.saturating_sub(1).max(1);
    if let Some(first) = focus.and_then(|f| lines.iter().position(|l| l.item == f)) {
        if first < local.scroll {
            local.scroll = first;
        } else if first >= local.scroll + rows {
            local.scroll = first + 1 - rows;
        }
    }
    local.scroll = local.scroll.min(lines.len().saturating_sub(rows));
    for (row, line) in lines.iter().skip(local.scroll).take(rows).enumerate() {
        let row = u16::try_from(row).unwrap_or(u16::MAX);
        put_line(buf, area, row, &line.text, line.style);
        if let Some(control) = items.get(line.item).and_then(Item::control) {
            let rect = Rect::new(area.x, area.y + row, area.width, 1);
            local.hits.push((rect, Hit::Press(control.clone())));
        }
    }
}

/// The board's rectangle (a `width` × `height` grid at full scale, narrowed to leave the list
/// its columns) and the list's beside it, or the board above the list when the terminal is
/// narrow.
pub fn split_beside(area: Rect, width: u32, height: u32) -> (Rect, Rect) {
    let (w, h) = BoardGeometry::size(width, height);
    let (w, h) = (
        u16::try_from(w).unwrap_or(u16::MAX),
        u16::try_from(h).unwrap_or(u16::MAX),
    );
    if area.width >= MIN_BOARD_COLUMNS + LIST_COLUMNS + 2 {
        let board = w.min(area.width - LIST_COLUMNS - 2);
        (
            Rect::new(area.x, area.y, board, area.height),
            Rect::new(
                area.x + board + 2,
                area.y,
                area.width - board - 2,
                area.height,
            ),
        )
    } else {
        let rows = h.min(area.height / 2);
        (
            Rect::new(area.x, area.y, area.width, rows),
            Rect::new(area.x, area.y + rows, area.width, area.height - rows),
        )
    }
}

/// Draws a finished game's or a replay's board (any of the three games) with `items` beside
/// it.
pub fn draw_beside_board(
    buf: &mut Buffer,
    area: Rect,
    game_board: &GameBoard,
    items: &[Item],
    local: &mut Local,
) {
    let (width, height) = match game_board {
        GameBoard::DividedLoyalties { board } => (board.width, board.height),
        GameBoard::Discorder { board } => (board.width, board.height),
        GameBoard::ColorBrake { board } => color_brake::grid_size(board),
    };
    let (board_area, list_area) = split_beside(area, width, height);
    let geometry = BoardGeometry::fitting(board_area, width, height, (0, 0));
    match game_board {
        GameBoard::DividedLoyalties { board: model } => board::draw(buf, &geometry, model, None),
        GameBoard::Discorder { board } => discorder::draw_board(buf, &geometry, board, None),
        GameBoard::ColorBrake { board } => color_brake::draw_board(buf, &geometry, board, None),
    }
    draw(buf, list_area, items, local, true);
}

/// `text` wrapped to `width`, each line after `indent`; its own line breaks kept.
fn wrap_into(
    text: &str,
    indent: &str,
    width: usize,
    style: Style,
    push: &mut impl FnMut(String, Style),
) {
    let room = width.saturating_sub(indent.len()).max(8);
    for paragraph in text.split('\n') {
        if paragraph.is_empty() {
            push(String::new(), style);
        }
        for line in wrap(paragraph, room) {
            push(format!("{indent}{line}"), style);
        }
    }
}

fn control_style(enabled: bool, focused: bool) -> Style {
    match (enabled, focused) {
        (_, true) => color::focus(),
        (false, _) => color::dim(),
        (true, false) => Style::new(),
    }
}
