//! The board at the full scale (4 columns × 2 rows per cell): region outlines as box lines on
//! the gap columns and rows, bridges along their segments, and 3-column glyphs for stones and
//! dots with their rings, the last stone and the cursor.

use std::collections::HashMap;

use dl_core::outline::Point;
use dl_core::session::{BridgeView, CellView, View};
use ratatui::buffer::Buffer;

use super::{bridge_glyph, put, region_style, unit_sides, CellGlyph, Marks, Side};
use crate::ui::layout::BoardGeometry;
use crate::ui::theme;

/// Draws the board of `view` at the full scale.
pub fn draw(buf: &mut Buffer, board: &BoardGeometry, view: &View, marks: Marks) {
    for cv in &view.cells {
        if let Some(bg) = region_style(view, cv) {
            let (col, row) = board.glyph_origin(cv.cell);
            for dy in 0..2 {
                for dx in 0..4 {
                    put(buf, col + dx, row + dy, " ", bg);
                }
            }
        }
    }
    draw_outlines(buf, board, view);
    for bridge in &view.bridges {
        draw_bridge(buf, board, bridge);
    }
    for cv in &view.cells {
        draw_cell(buf, board, cv, view, marks);
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
fn draw_outlines(buf: &mut Buffer, board: &BoardGeometry, view: &View) {
    let mut corners: HashMap<(i32, i32), Arms> = HashMap::new();
    for (from, to) in unit_sides(view) {
        let leaving = Side::of(from, to);
        corners.entry(from).or_default().set(leaving);
        corners.entry(to).or_default().set(leaving.opposite());
    }
    let style = theme::border();
    for (&(x, y), arms) in &corners {
        let at = |dx: f32, dy: f32| board.terminal_at(Point::new(x as f32 + dx, y as f32 + dy));
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
fn draw_bridge(buf: &mut Buffer, board: &BoardGeometry, bridge: &BridgeView) {
    let (dx, dy) = (bridge.end.x - bridge.start.x, bridge.end.y - bridge.start.y);
    let steps = dx.abs().max(dy.abs()).round() as i32;
    if steps == 0 {
        return;
    }
    let glyph = bridge_glyph(bridge);
    let style = theme::bridge(bridge.kind, bridge.cut);
    for k in 0..steps {
        let t = (k as f32 + 0.5) / steps as f32;
        let mid = Point::new(bridge.start.x + t * dx, bridge.start.y + t * dy);
        let Some((col, row)) = board.terminal_at(mid) else {
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

fn draw_cell(buf: &mut Buffer, board: &BoardGeometry, cv: &CellView, view: &View, marks: Marks) {
    if let Some(glyph) = CellGlyph::of(view, cv, marks) {
        let (col, row) = board.glyph_origin(cv.cell);
        let text: String = [glyph.open, glyph.centre, glyph.close].iter().collect();
        put(buf, col, row, &text, glyph.style);
    }
}
