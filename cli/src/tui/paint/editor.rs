//! The position editor: the grid being painted (each cell's fill, its region's token, its dot,
//! a problem's mark) with the keyboard's cursor, and beside it the name, the brushes, the
//! sizes, the problems and the actions as a list.

use dl_ui::{EditorGrid, EditorModel};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

use super::color::{ink_on, rgb};
use super::geometry::BoardGeometry;
use super::list;
use super::text::put;
use crate::tui::items::editor_items;
use crate::tui::local::{Hit, Local};
use crate::tui::wrap::width;

/// The list's columns beside the grid.
const LIST_COLUMNS: u16 = 34;

/// Draws the editor `model` in `area`.
pub fn draw(buf: &mut Buffer, area: Rect, model: &EditorModel, local: &mut Local) {
    let grid = &model.grid;
    let (width, height) = (grid.width.max(1), grid.height.max(1));
    local.place_cursor(width, height);
    let (w, h) = BoardGeometry::size(width, height);
    let (w, h) = (
        u16::try_from(w).unwrap_or(u16::MAX),
        u16::try_from(h).unwrap_or(u16::MAX),
    );
    let (grid_area, list_area) = if area.width >= w + LIST_COLUMNS + 2 {
        (
            Rect::new(area.x, area.y, w, area.height),
            Rect::new(area.x + w + 2, area.y, area.width - w - 2, area.height),
        )
    } else {
        let rows = h.min(area.height / 2);
        (
            Rect::new(area.x, area.y, area.width, rows),
            Rect::new(area.x, area.y + rows, area.width, area.height - rows),
        )
    };
    let geometry = BoardGeometry::fitting(grid_area, width, height, local.cursor);
    local.board = Some(geometry);
    draw_grid(
        buf,
        &geometry,
        grid,
        (!local.on_controls).then_some(local.cursor),
    );
    let used = brushes(buf, list_area, model, local);
    let typing = local.typing.clone();
    let items = editor_items(model, typing.as_deref());
    let on_controls = local.on_controls;
    let rest = Rect::new(
        list_area.x,
        list_area.y + used,
        list_area.width,
        list_area.height.saturating_sub(used),
    );
    list::draw(buf, rest, &items, local, on_controls);
}

/// The brushes, as many on a row as fit, the chosen one in brackets, each clickable; the rows
/// used.
fn brushes(buf: &mut Buffer, area: Rect, model: &EditorModel, local: &mut Local) -> u16 {
    let (mut x, mut row) = (area.x, 0u16);
    for brush in &model.brushes {
        let label = if brush.choice.selected {
            format!("[{}]", brush.choice.button.label)
        } else {
            format!(" {} ", brush.choice.button.label)
        };
        let columns = u16::try_from(width(&label)).unwrap_or(u16::MAX);
        if x > area.x && x + columns > area.x + area.width {
            row += 1;
            x = area.x;
        }
        if row >= area.height {
            break;
        }
        let mut style = Style::new().bg(rgb(brush.color)).fg(ink_on(brush.color));
        if brush.choice.selected {
            style = style.add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
        }
        let used = put(buf, x, area.y + row, area.x + area.width - x, &label, style);
        let rect = Rect::new(x, area.y + row, used, 1);
        local
            .hits
            .push((rect, Hit::Press(brush.choice.button.control.clone())));
        x += used + 1;
    }
    row + 2
}

/// The grid's cells: a 4 × 2 block of each cell's fill, and in it the cell's token or dot.
fn draw_grid(
    buf: &mut Buffer,
    geometry: &BoardGeometry,
    grid: &EditorGrid,
    cursor: Option<(u32, u32)>,
) {
    let view = geometry.view;
    for cell in &grid.cells {
        let Some((col, row)) = geometry.glyph_origin(cell.x, cell.y) else {
            continue;
        };
        let fill = Style::new().bg(rgb(cell.fill)).fg(ink_on(cell.fill));
        for dy in 0..2u16 {
            for dx in 0..4u16 {
                let (x, y) = ((col + dx).saturating_sub(1), (row + dy).saturating_sub(1));
                if x >= view.x && x < view.x + view.width && y >= view.y && y < view.y + view.height
                {
                    if let Some(c) = buf.cell_mut((x, y)) {
                        c.set_char(' ');
                        c.set_style(fill);
                    }
                }
            }
        }
        let centre = if cell.dot {
            "•".to_owned()
        } else {
            cell.token.clone().unwrap_or_else(|| " ".to_owned())
        };
        let (open, close) = match (cursor == Some((cell.x, cell.y)), cell.flag.is_some()) {
            (true, _) => ('[', ']'),
            (false, true) => ('!', '!'),
            (false, false) => (' ', ' '),
        };
        let mut style = fill.add_modifier(Modifier::BOLD);
        if let Some(flag) = cell.flag.filter(|_| cursor != Some((cell.x, cell.y))) {
            style = style.fg(rgb(flag));
        }
        if cursor == Some((cell.x, cell.y)) {
            style = style.add_modifier(Modifier::REVERSED);
        }
        let glyph = format!("{open}{}{close}", centre.chars().next().unwrap_or(' '));
        for (i, ch) in glyph.chars().enumerate() {
            let x = col + u16::try_from(i).unwrap_or(0);
            if x < view.x + view.width && row < view.y + view.height {
                if let Some(c) = buf.cell_mut((x, row)) {
                    c.set_char(ch);
                    c.set_style(style);
                }
            }
        }
    }
}
