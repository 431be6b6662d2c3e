//! The board, painted from the view's geometry: region shading, the region outlines as box
//! lines, bridges along their segments, dots, stones with letters, rings, the last stone and
//! the cursor. Nothing here decides what lies where: it scales the view's cell units to
//! characters.

use std::collections::HashMap;

use dl_core::outline::Point;
use dl_core::session::{BridgeView, CellLook, CellView, View};
use dl_core::Cell;
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
    for cv in &view.cells {
        if let CellLook::Region(r) = cv.look {
            if let Some(region) = view.regions.get(usize::from(r)) {
                let (col, row) = layout.glyph_origin(cv.cell);
                let bg = Style::new().bg(theme::shade(region.shade));
                for dy in 0..2 {
                    for dx in 0..4 {
                        put(buf, col + dx, row + dy, " ", bg);
                    }
                }
            }
        }
    }
    draw_outlines(buf, layout, view);
    for bridge in &view.bridges {
        draw_bridge(buf, layout, bridge);
    }
    for cv in &view.cells {
        draw_cell(buf, layout, cv, view, cursor, flash);
    }
}

/// Which of the four directions leave a corner of the grid along an outline.
#[derive(Clone, Copy, Default)]
struct Arms {
    up: bool,
    down: bool,
    left: bool,
    right: bool,
}

/// One of the four directions from a corner.
#[derive(Clone, Copy)]
enum Side {
    Up,
    Down,
    Left,
    Right,
}

impl Arms {
    fn set(&mut self, side: Side) {
        match side {
            Side::Up => self.up = true,
            Side::Down => self.down = true,
            Side::Left => self.left = true,
            Side::Right => self.right = true,
        }
    }
}

/// The region outlines as box-drawing lines: each unit side of every polyline on its gap
/// characters, and at each corner the glyph joining the sides that meet there.
fn draw_outlines(buf: &mut Buffer, layout: &GameLayout, view: &View) {
    let mut corners: HashMap<(i32, i32), Arms> = HashMap::new();
    for region in &view.regions {
        for polyline in &region.outline.loops {
            for (i, a) in polyline.iter().enumerate() {
                let b = polyline[(i + 1) % polyline.len()];
                for (from, to) in unit_sides(*a, b) {
                    let (leaving, arriving) = match (to.0 - from.0, to.1 - from.1) {
                        (1, 0) => (Side::Right, Side::Left),
                        (-1, 0) => (Side::Left, Side::Right),
                        (0, 1) => (Side::Down, Side::Up),
                        _ => (Side::Up, Side::Down),
                    };
                    corners.entry(from).or_default().set(leaving);
                    corners.entry(to).or_default().set(arriving);
                }
            }
        }
    }
    let style = theme::border();
    for (&(x, y), arms) in &corners {
        let at = |dx: f32, dy: f32| layout.terminal_at(Point::new(x as f32 + dx, y as f32 + dy));
        if let Some((col, row)) = at(0.0, 0.0) {
            put(buf, col, row, corner_glyph(arms), style);
        }
        if arms.right {
            // The three characters between this corner and the next one to the right.
            for k in 1..4 {
                if let Some((col, row)) = at(k as f32 / 4.0, 0.0) {
                    put(buf, col, row, "─", style);
                }
            }
        }
        if arms.down {
            if let Some((col, row)) = at(0.0, 0.5) {
                put(buf, col, row, "│", style);
            }
        }
    }
}

/// The unit sides of one straight outline segment, between whole corners.
fn unit_sides(a: Point, b: Point) -> Vec<((i32, i32), (i32, i32))> {
    let (ax, ay, bx, by) = (a.x as i32, a.y as i32, b.x as i32, b.y as i32);
    let (dx, dy) = ((bx - ax).signum(), (by - ay).signum());
    let steps = (bx - ax).abs().max((by - ay).abs());
    (0..steps)
        .map(|k| {
            let from = (ax + k * dx, ay + k * dy);
            (from, (from.0 + dx, from.1 + dy))
        })
        .collect()
}

/// The box-drawing glyph where outline sides meet.
fn corner_glyph(arms: &Arms) -> &'static str {
    match (arms.up, arms.down, arms.left, arms.right) {
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
    }
}

/// A bridge along its segment: one glyph at every midpoint between two stones (R6).
fn draw_bridge(buf: &mut Buffer, layout: &GameLayout, bridge: &BridgeView) {
    let (dx, dy) = (bridge.end.x - bridge.start.x, bridge.end.y - bridge.start.y);
    let steps = dx.abs().max(dy.abs()).round() as i32;
    if steps == 0 {
        return;
    }
    // Which way the segment runs: along a row, a column, or one of the two diagonals.
    let along = |d: f32| (d > 0.0) as i8 - (d < 0.0) as i8;
    let glyph = match (along(dx), along(dy), bridge.cut) {
        (_, 0, false) => "━",
        (_, 0, true) => "╌",
        (0, _, false) => "┃",
        (0, _, true) => "╎",
        (x, y, false) if x == y => "╲",
        (x, y, true) if x == y => "⋱",
        (_, _, false) => "╱",
        (_, _, true) => "⋰",
    };
    let style = theme::bridge(bridge.kind, bridge.cut);
    for k in 0..steps {
        let t = (k as f32 + 0.5) / steps as f32;
        let mid = Point::new(bridge.start.x + t * dx, bridge.start.y + t * dy);
        let Some((col, row)) = layout.terminal_at(mid) else {
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
    let base = match cv.look {
        CellLook::Region(r) => view
            .regions
            .get(usize::from(r))
            .map_or(Style::new(), |region| {
                Style::new().bg(theme::shade(region.shade))
            }),
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
