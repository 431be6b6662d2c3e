//! A list screen: its items as lines (headings, paragraphs wrapped to the width, controls one
//! per line), scrolled so that the focused control is shown; a finished game or a replay with
//! its board beside the list.

use dl_ui::GameBoard;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::board;
use super::color;
use super::geometry::BoardGeometry;
use super::text::put_line;
use crate::tui::items::{focusable, Item};
use crate::tui::local::{Hit, Local};
use crate::tui::wrap::wrap;

/// The columns a list needs beside a board at least.
const LIST_COLUMNS: u16 = 30;

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

/// Draws a finished game's or a replay's board with `items` beside it (or under it, when the
/// terminal is narrow); the boards of Discorder and Color Brake ABAB, which the terminal does
/// not draw yet, leave the whole area to `items`.
pub fn draw_beside_board(
    buf: &mut Buffer,
    area: Rect,
    game_board: &GameBoard,
    items: &[Item],
    local: &mut Local,
) {
    let GameBoard::DividedLoyalties { board: model } = game_board else {
        draw(buf, area, items, local, true);
        return;
    };
    let (w, h) = BoardGeometry::size(model.width, model.height);
    let (w, h) = (
        u16::try_from(w).unwrap_or(u16::MAX),
        u16::try_from(h).unwrap_or(u16::MAX),
    );
    let (board_area, list_area) = if area.width >= w + LIST_COLUMNS + 2 {
        (
            Rect::new(area.x, area.y, w, area.height),
            Rect::new(area.x + w + 2, area.y, area.width - w - 2, area.height),
        )
    } else {
        let board_rows = h.min(area.height / 2);
        (
            Rect::new(area.x, area.y, area.width, board_rows),
            Rect::new(
                area.x,
                area.y + board_rows,
                area.width,
                area.height - board_rows,
            ),
        )
    };
    let geometry = BoardGeometry::fitting(board_area, model.width, model.height, (0, 0));
    board::draw(buf, &geometry, model, None);
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
