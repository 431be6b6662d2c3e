//! The board: region shading and borders, dots, stones with letters, rings, the last stone,
//! the cursor, and bridges drawn through the gaps between cells.

use dl_core::session::{Borders, BridgeView, CellLook, CellView, View};
use dl_core::{Cell, Line};
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use crate::ui::layout::GameLayout;
use crate::ui::theme;

/// Draws the board of `view` into its area of `layout`.
pub fn draw_board(
    buf: &mut Buffer,
    layout: &GameLayout,
    view: &View,
    cursor: Cell,
    flash: Option<Cell>,
) {
    let grid = Grid { view };
    for cv in &view.cells {
        if let CellLook::Region { shade, .. } = &cv.look {
            let (col, row) = layout.glyph_origin(cv.cell);
            let bg = Style::new().bg(theme::shade(*shade));
            for dy in 0..2 {
                for dx in 0..4 {
                    put(buf, col + dx, row + dy, " ", bg);
                }
            }
        }
    }
    draw_borders(buf, layout, &grid);
    for bridge in &view.bridges {
        draw_bridge(buf, layout, bridge);
    }
    for cv in &view.cells {
        draw_cell(buf, layout, cv, view, cursor, flash);
    }
}

/// Looks cells up by coordinates that may lie outside the grid.
struct Grid<'a> {
    view: &'a View,
}

impl Grid<'_> {
    fn cell(&self, x: i32, y: i32) -> Option<&CellView> {
        let (w, h) = (i32::from(self.view.width), i32::from(self.view.height));
        if x < 0 || y < 0 || x >= w || y >= h {
            return None;
        }
        self.view.cells.get((y * w + x) as usize)
    }

    fn borders(&self, x: i32, y: i32) -> Borders {
        match self.cell(x, y).map(|c| &c.look) {
            Some(CellLook::Region { borders, .. }) => *borders,
            _ => Borders::default(),
        }
    }

    /// A border between (x, y) and (x + 1, y).
    fn vertical(&self, x: i32, y: i32) -> bool {
        self.borders(x, y).right || self.borders(x + 1, y).left
    }

    /// A border between (x, y) and (x, y + 1).
    fn horizontal(&self, x: i32, y: i32) -> bool {
        self.borders(x, y).bottom || self.borders(x, y + 1).top
    }
}

fn draw_borders(buf: &mut Buffer, layout: &GameLayout, grid: &Grid<'_>) {
    let style = theme::border();
    let (w, h) = (i32::from(grid.view.width), i32::from(grid.view.height));
    let origin = |x: i32, y: i32| {
        (
            i32::from(layout.board.x) + 1 + 4 * x,
            i32::from(layout.board.y) + 1 + 2 * y,
        )
    };
    for y in -1..h {
        for x in -1..w {
            let (col, row) = origin(x, y);
            if grid.vertical(x, y) && y >= 0 {
                put_i(buf, col + 3, row, "│", style);
            }
            if grid.horizontal(x, y) && x >= 0 {
                for dx in 0..3 {
                    put_i(buf, col + dx, row + 1, "─", style);
                }
            }
            let corner = corner_glyph(
                grid.vertical(x, y),
                grid.vertical(x, y + 1),
                grid.horizontal(x, y),
                grid.horizontal(x + 1, y),
            );
            if let Some(glyph) = corner {
                put_i(buf, col + 3, row + 1, glyph, style);
            }
        }
    }
}

/// The box-drawing glyph where border segments meet.
fn corner_glyph(up: bool, down: bool, left: bool, right: bool) -> Option<&'static str> {
    Some(match (up, down, left, right) {
        (false, false, false, false) => return None,
        (true, true, true, true) => "┼",
        (true, true, false, true) => "├",
        (true, true, true, false) => "┤",
        (false, true, true, true) => "┬",
        (true, false, true, true) => "┴",
        (false, true, false, true) => "┌",
        (false, true, true, false) => "┐",
        (true, false, false, true) => "└",
        (true, false, true, false) => "┘",
        (_, _, false, false) => "│",
        _ => "─",
    })
}

fn draw_bridge(buf: &mut Buffer, layout: &GameLayout, bridge: &BridgeView) {
    let Ok(line) = Line::between(bridge.from, bridge.to) else {
        return;
    };
    let style = theme::bridge(bridge.kind, bridge.cut);
    let glyph = match (line.direction(), bridge.cut) {
        (dl_core::Direction::East, false) => "━",
        (dl_core::Direction::East, true) => "╌",
        (dl_core::Direction::South, false) => "┃",
        (dl_core::Direction::South, true) => "╎",
        (dl_core::Direction::SouthEast, false) => "╲",
        (dl_core::Direction::SouthEast, true) => "⋱",
        (dl_core::Direction::NorthEast, false) => "╱",
        (dl_core::Direction::NorthEast, true) => "⋰",
    };
    for point in line.midpoints() {
        let Some((col, row)) = layout.doubled_point(point) else {
            continue;
        };
        let crossing = buf
            .cell((col, row))
            .is_some_and(|c| is_diagonal(c.symbol()) && is_diagonal(glyph));
        put(buf, col, row, if crossing { "╳" } else { glyph }, style);
    }
}

fn is_diagonal(symbol: &str) -> bool {
    matches!(symbol, "╲" | "╱" | "⋱" | "⋰")
}

fn draw_cell(
    buf: &mut Buffer,
    layout: &GameLayout,
    cv: &CellView,
    view: &View,
    cursor: Cell,
    flash: Option<Cell>,
) {
    let (col, row) = layout.glyph_origin(cv.cell);
    let under_cursor = cv.cell == cursor;
    let flashing = flash == Some(cv.cell);
    let base = match &cv.look {
        CellLook::Region { shade, .. } => Style::new().bg(theme::shade(*shade)),
        _ => Style::new(),
    };
    let (text, style) = if let Some(color) = cv.stone {
        let letter = color.letter();
        let text = if flashing {
            format!("!{letter}!")
        } else if cv.ringed {
            format!("[{letter}]")
        } else if cv.last_placed {
            format!("<{letter}>")
        } else {
            format!(" {letter} ")
        };
        let mut style = if flashing {
            theme::flash()
        } else {
            theme::stone_style(color)
        };
        if under_cursor {
            style = style.add_modifier(Modifier::REVERSED);
        }
        (text, style)
    } else {
        let inner = if cv.look == CellLook::Dot { "•" } else { " " };
        let (open, close) = match (under_cursor, flashing, cv.highlighted) {
            (_, true, _) => ("!", "!"),
            (true, _, _) => ("[", "]"),
            (false, false, true) => ("(", ")"),
            _ => (" ", " "),
        };
        if cv.look == CellLook::Empty && !under_cursor {
            return;
        }
        let style = if flashing {
            theme::flash()
        } else if cv.highlighted {
            let color = view
                .selected
                .map_or(ratatui::style::Color::Reset, theme::stone);
            base.fg(color).add_modifier(Modifier::BOLD)
        } else if cv.look == CellLook::Dot {
            base.patch(theme::dot())
        } else {
            base.patch(theme::strong())
        };
        (format!("{open}{inner}{close}"), style)
    };
    put(buf, col, row, &text, style);
}

/// Writes `text` at a position, clipped to the buffer; keeps the background where the style
/// has none.
fn put(buf: &mut Buffer, col: u16, row: u16, text: &str, style: Style) {
    for (i, ch) in text.chars().enumerate() {
        if let Some(cell) = buf.cell_mut((col + i as u16, row)) {
            cell.set_char(ch);
            cell.set_style(style);
        }
    }
}

fn put_i(buf: &mut Buffer, col: i32, row: i32, text: &str, style: Style) {
    if let (Ok(col), Ok(row)) = (u16::try_from(col), u16::try_from(row)) {
        put(buf, col, row, text, style);
    }
}
