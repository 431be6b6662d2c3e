//! The board at the compact scale (2 columns × 1 row per cell), for standard 80 × 24
//! terminals. A cell's second column holds its centre: the stone's letter or the dot. Its first
//! column is its left border: a vertical outline `│`, the midpoint of a bridge along the row
//! `━`, or a mark of the cell (`[` a ring or the cursor, `<` the last stone, `!` a refused
//! target, `(` an open dot). Outlines along a row underline the cells above them; a bridge down
//! a column or a diagonal marks the first column of each of its stones (`┃ ╲ ╱`, dashed when
//! cut, R6).

use dl_core::outline::Point;
use dl_core::session::{BridgeView, View};
use ratatui::buffer::Buffer;
use ratatui::style::Modifier;

use super::{bridge_glyph, put, region_style, unit_sides, CellGlyph, Marks, Side};
use crate::ui::layout::BoardGeometry;
use crate::ui::theme;

/// Draws the board of `view` at the compact scale.
pub fn draw(buf: &mut Buffer, board: &BoardGeometry, view: &View, marks: Marks) {
    for cv in &view.cells {
        if let Some(bg) = region_style(view, cv) {
            let (col, row) = board.glyph_origin(cv.cell);
            put(buf, col, row, "  ", bg);
        }
    }
    draw_outlines(buf, board, view);
    for bridge in &view.bridges {
        draw_bridge(buf, board, bridge);
    }
    for cv in &view.cells {
        let Some(glyph) = CellGlyph::of(view, cv, marks) else {
            continue;
        };
        let (col, row) = board.glyph_origin(cv.cell);
        if glyph.open != ' ' {
            put(buf, col, row, &glyph.open.to_string(), glyph.style);
        }
        put(buf, col + 1, row, &glyph.centre.to_string(), glyph.style);
    }
}

/// Vertical outline sides as `│` on the border column; sides along a row as an underline of
/// the two characters of the cell above.
fn draw_outlines(buf: &mut Buffer, board: &BoardGeometry, view: &View) {
    let style = theme::border();
    for (from, to) in unit_sides(view) {
        match Side::of(from, to) {
            Side::Up | Side::Down => {
                let mid = Point::new(from.0 as f32, from.1.min(to.1) as f32 + 0.5);
                if let Some((col, row)) = board.terminal_at(mid) {
                    put(buf, col, row, "│", style);
                }
            }
            Side::Left | Side::Right => {
                let above = Point::new(from.0.min(to.0) as f32 + 0.5, from.1 as f32 - 0.5);
                if above.y < 0.0 {
                    continue;
                }
                let Some((col, row)) = board.terminal_at(above) else {
                    continue;
                };
                for c in [col - 1, col] {
                    if let Some(cell) = buf.cell_mut((c, row)) {
                        cell.modifier.insert(Modifier::UNDERLINED);
                    }
                }
            }
        }
    }
}

/// A bridge along a row: one glyph at every midpoint between two stones, on the border column
/// of the second. Down a column or a diagonal, where no character lies between two stones:
/// the glyph on the border column of each of its stones.
fn draw_bridge(buf: &mut Buffer, board: &BoardGeometry, bridge: &BridgeView) {
    let (dx, dy) = (bridge.end.x - bridge.start.x, bridge.end.y - bridge.start.y);
    let steps = dx.abs().max(dy.abs()).round() as i32;
    if steps == 0 {
        return;
    }
    let glyph = bridge_glyph(bridge);
    let style = theme::bridge(bridge.kind, bridge.cut);
    let along_row = dy.abs() < f32::EPSILON;
    let points: Vec<Point> = if along_row {
        (0..steps)
            .map(|k| (k as f32 + 0.5) / steps as f32)
            .map(|t| Point::new(bridge.start.x + t * dx, bridge.start.y))
            .collect()
    } else {
        (0..=steps)
            .map(|k| k as f32 / steps as f32)
            // The stone's border column: half a cell left of its centre.
            .map(|t| Point::new(bridge.start.x + t * dx - 0.5, bridge.start.y + t * dy))
            .collect()
    };
    for p in points {
        if let Some((col, row)) = board.terminal_at(p) {
            put(buf, col, row, glyph, style);
        }
    }
}
