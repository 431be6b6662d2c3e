//! Color Brake ABAB's game screen (RULES-COLOR-BRAKE.md): the triangle of 28 cells, each a
//! 3-column glyph at its centre — an empty cell its number and nomination (`12B`), a filled one
//! the language-free mark of the colour it counts as on that colour (`·N` over a neutral, `◆` a Diamond,
//! `T` a Tank), underlined where the next token goes; in the gaps between cells `< >` the last
//! filled, `( )` the cell chosen for the Tank, `[ ]` the cursor — and beside it the panel as a
//! list. While the hand is covered (the hand-over, the app
//! switcher), no hand is drawn: the panel comes from the app, which leaves it out.

use dl_ui::{ColorBrakeBoard, TriangleCell};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

use super::board::put;
use super::color::{ink_on, rgb};
use super::geometry::BoardGeometry;
use super::list;
use crate::tui::items::Item;
use crate::tui::local::Local;

/// Draws Color Brake ABAB's `board` in `area` with the panel's `items` beside it.
pub fn draw(
    buf: &mut Buffer,
    area: Rect,
    board: &ColorBrakeBoard,
    items: &[Item],
    local: &mut Local,
) {
    let (width, height) = grid_size(board);
    local.place_cursor(width, height);
    let cursor = nearest_cell(board, local.cursor).map(|c| (c.x, c.y));
    let (board_area, list_area) = list::split_beside(area, width, height);
    let geometry = BoardGeometry::fitting(board_area, width, height, local.cursor);
    local.board = Some(geometry);
    let cursor = cursor.filter(|_| !local.on_controls);
    draw_board(buf, &geometry, board, cursor);
    let on_controls = local.on_controls;
    list::draw(buf, list_area, items, local, on_controls);
}

/// The triangle, the cursor on the cell `cursor`.
pub fn draw_board(
    buf: &mut Buffer,
    geometry: &BoardGeometry,
    board: &ColorBrakeBoard,
    cursor: Option<(u32, u32)>,
) {
    for cell in &board.cells {
        draw_cell(buf, geometry, board, cell, cursor == Some((cell.x, cell.y)));
    }
    // The marks go in the gaps between cells, the cursor's last so that it is never hidden.
    let mut marked: Vec<(&TriangleCell, (&str, &str))> = board
        .cells
        .iter()
        .filter_map(|cell| {
            let flashing = board.flash.is_some_and(|f| (f.x, f.y) == (cell.x, cell.y));
            let mark = if flashing {
                ("!", "!")
            } else if cell.last_filled {
                ("<", ">")
            } else if cell.chosen || cell.tank_target {
                ("(", ")")
            } else {
                return None;
            };
            Some((cell, mark))
        })
        .collect();
    if let Some(cell) = board.cells.iter().find(|c| cursor == Some((c.x, c.y))) {
        marked.push((cell, ("[", "]")));
    }
    for (cell, (open, close)) in marked {
        if let Some((col, row)) = geometry.terminal_at(cell.center) {
            put(
                buf,
                geometry,
                col.saturating_sub(2),
                row,
                open,
                Style::new(),
            );
            put(buf, geometry, col + 2, row, close, Style::new());
        }
    }
}

/// The triangle's extent in whole cell units.
pub fn grid_size(board: &ColorBrakeBoard) -> (u32, u32) {
    let whole = |v: f32| {
        if v.is_finite() {
            v.ceil().clamp(1.0, 64.0) as u32
        } else {
            1
        }
    };
    (whole(board.width), whole(board.height))
}

/// The cell of the triangle at the cursor's row and column (a row has fewer cells below).
pub fn nearest_cell(board: &ColorBrakeBoard, (x, y): (u32, u32)) -> Option<&TriangleCell> {
    let rows = board.cells.iter().map(|c| c.y).max()?;
    let y = y.min(rows);
    board
        .cells
        .iter()
        .filter(|c| c.y == y)
        .min_by_key(|c| c.x.abs_diff(x))
}

fn draw_cell(
    buf: &mut Buffer,
    geometry: &BoardGeometry,
    board: &ColorBrakeBoard,
    cell: &TriangleCell,
    under_cursor: bool,
) {
    let Some((col, row)) = geometry.terminal_at(cell.center) else {
        return;
    };
    let colors = &board.colors;
    let flashing = board.flash.is_some_and(|f| (f.x, f.y) == (cell.x, cell.y));
    let (text, mut style) = match &cell.top {
        Some(top) => {
            let mark = if cell.diamond {
                "◆".to_owned()
            } else if cell.tank {
                "T".to_owned()
            } else {
                top.mark.clone().unwrap_or_else(|| "●".to_owned())
            };
            let neutral = if cell.neutrals > 0 { "·" } else { " " };
            (
                format!(" {neutral}{mark}"),
                Style::new()
                    .bg(rgb(top.fill))
                    .fg(rgb(top.mark_color))
                    .add_modifier(Modifier::BOLD),
            )
        }
        None => (
            format!("{:>2}{}", cell.number, cell.nomination),
            Style::new().bg(rgb(cell.tint)).fg(ink_on(cell.tint)),
        ),
    };
    if cell.next {
        style = style.add_modifier(Modifier::UNDERLINED);
    }
    if flashing {
        style = Style::new().bg(rgb(colors.flash)).fg(ink_on(colors.flash));
    }
    if under_cursor {
        style = style.add_modifier(Modifier::REVERSED);
    }
    put(buf, geometry, col.saturating_sub(1), row, &text, style);
}
