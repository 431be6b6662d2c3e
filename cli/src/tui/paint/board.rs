//! The board of Divided Loyalties from the screen model (cell units, resolved colours): region
//! shading and outlines as box lines, bridges along their segments, and 3-column glyphs for
//! stones and dots with their marks — `[ ]` a ring or the cursor, `< >` the last stone, `! !`
//! a refused target, `( )` a dot that takes the selected colour, `{✚}` the hint's stone (its
//! colour's mark, `dl_core::Mark`) with the bridges it would form dashed in its colour. Nothing
//! here decides what lies where: it scales cell units to characters.

use std::collections::HashMap;

use dl_ui::{Board, BridgeLine, Ground, Point};
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use super::color::{ink_on, rgb};
use super::geometry::BoardGeometry;

/// Draws `board` in `geometry`, the cursor on `cursor` when given.
pub fn draw(buf: &mut Buffer, geometry: &BoardGeometry, board: &Board, cursor: Option<(u32, u32)>) {
    let width = board.width;
    for (index, ground) in board.grounds.iter().enumerate() {
        let Ground::Region { index: region } = ground else {
            continue;
        };
        let Some(fill) = board.regions.get(*region as usize).map(|r| r.fill) else {
            continue;
        };
        let (x, y) = at(index, width);
        let style = Style::new().bg(rgb(fill));
        for dy in 0..2u16 {
            for dx in 0..4u16 {
                let p = Point {
                    x: x as f32 + f32::from(dx) / 4.0,
                    y: y as f32 + f32::from(dy) / 2.0,
                };
                if let Some((col, row)) = geometry.terminal_at(p) {
                    put(buf, geometry, col, row, " ", style);
                }
            }
        }
    }
    draw_outlines(buf, geometry, board);
    for bridge in &board.bridges {
        draw_bridge(buf, geometry, bridge);
    }
    if let Some(hint) = &board.hint {
        for line in &hint.bridges {
            let suggested = BridgeLine {
                start: line.start,
                end: line.end,
                color: hint.color,
                cut: true,
            };
            draw_bridge(buf, geometry, &suggested);
        }
    }
    for (index, ground) in board.grounds.iter().enumerate() {
        let (x, y) = at(index, width);
        if let Some((text, style)) = glyph(board, *ground, (x, y), cursor) {
            if let Some((col, row)) = geometry.glyph_origin(x, y) {
                put(buf, geometry, col, row, &text, style);
            }
        }
    }
}

fn at(index: usize, width: u32) -> (u32, u32) {
    let index = u32::try_from(index).unwrap_or(u32::MAX);
    let width = width.max(1);
    (index % width, index / width)
}

/// The 3-column glyph of the cell at `cell`, or `None` for an empty cell without the cursor.
fn glyph(
    board: &Board,
    ground: Ground,
    cell: (u32, u32),
    cursor: Option<(u32, u32)>,
) -> Option<(String, Style)> {
    let under_cursor = cursor == Some(cell);
    let flashing = board.flash.is_some_and(|f| (f.x, f.y) == cell);
    let reversed = |style: Style| {
        if under_cursor {
            style.add_modifier(Modifier::REVERSED)
        } else {
            style
        }
    };
    let flash_style = || {
        Style::new()
            .bg(rgb(board.colors.flash))
            .fg(ink_on(board.colors.flash))
            .add_modifier(Modifier::BOLD)
    };
    if let Some(stone) = board.stones.iter().find(|s| (s.x, s.y) == cell) {
        let (open, close) = if flashing {
            ('!', '!')
        } else if stone.ringed {
            ('[', ']')
        } else if stone.last {
            ('<', '>')
        } else {
            (' ', ' ')
        };
        let mark = stone.mark.as_deref().unwrap_or("●");
        let style = if flashing {
            flash_style()
        } else {
            Style::new()
                .bg(rgb(stone.fill))
                .fg(ink_on(stone.fill))
                .add_modifier(Modifier::BOLD)
        };
        return Some((format!("{open}{mark}{close}"), reversed(style)));
    }
    let centre = Point {
        x: cell.0 as f32 + 0.5,
        y: cell.1 as f32 + 0.5,
    };
    if let Some(hint) = board
        .hint
        .as_ref()
        .filter(|h| same(h.center, centre) && !flashing)
    {
        let style = Style::new()
            .bg(rgb(hint.color))
            .fg(ink_on(hint.color))
            .add_modifier(Modifier::BOLD);
        return Some((format!("{{{}}}", hint.mark), reversed(style)));
    }
    let dot = board.dots.iter().find(|d| same(d.center, centre));
    if ground == Ground::Empty && !under_cursor {
        return None;
    }
    let fill = match ground {
        Ground::Region { index } => board.regions.get(index as usize).map(|r| r.fill),
        _ => None,
    };
    let base = fill.map_or_else(Style::new, |f| Style::new().bg(rgb(f)));
    let highlighted = dot.is_some_and(|d| d.highlighted);
    let (open, close) = match (flashing, under_cursor, highlighted) {
        (true, _, _) => ('!', '!'),
        (_, true, _) => ('[', ']'),
        (_, _, true) => ('(', ')'),
        _ => (' ', ' '),
    };
    let style = if flashing {
        flash_style()
    } else if let Some(d) = dot {
        base.fg(rgb(d.color)).add_modifier(if d.highlighted {
            Modifier::BOLD
        } else {
            Modifier::empty()
        })
    } else {
        base.fg(rgb(board.colors.text)).add_modifier(Modifier::BOLD)
    };
    let centre = if ground == Ground::Dot { '•' } else { ' ' };
    Some((format!("{open}{centre}{close}"), style))
}

fn same(a: Point, b: Point) -> bool {
    (a.x - b.x).abs() < 0.01 && (a.y - b.y).abs() < 0.01
}

/// Which of the four directions leave a corner of the grid along an outline.
#[derive(Clone, Copy, Default)]
struct Arms {
    up: bool,
    down: bool,
    left: bool,
    right: bool,
}

/// The region outlines as box-drawing lines: each unit side of every loop on its gap
/// characters, and at each corner the glyph joining the sides that meet there.
fn draw_outlines(buf: &mut Buffer, geometry: &BoardGeometry, board: &Board) {
    let mut corners: HashMap<(i32, i32), Arms> = HashMap::new();
    for region in &board.regions {
        for polyline in &region.loops {
            for (i, a) in polyline.iter().enumerate() {
                let Some(b) = polyline.get((i + 1) % polyline.len()) else {
                    continue;
                };
                for (from, to) in unit_sides(*a, *b) {
                    let arm = |arms: &mut Arms, dx: i32, dy: i32| match (dx, dy) {
                        (1, 0) => arms.right = true,
                        (-1, 0) => arms.left = true,
                        (0, 1) => arms.down = true,
                        _ => arms.up = true,
                    };
                    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
                    arm(corners.entry(from).or_default(), dx, dy);
                    arm(corners.entry(to).or_default(), -dx, -dy);
                }
            }
        }
    }
    let style = Style::new().fg(rgb(board.colors.outline));
    for (&(x, y), arms) in &corners {
        let at = |dx: f32, dy: f32| {
            geometry.terminal_at(Point {
                x: x as f32 + dx,
                y: y as f32 + dy,
            })
        };
        if let Some((col, row)) = at(0.0, 0.0) {
            put(buf, geometry, col, row, corner_glyph(arms), style);
        }
        if arms.right {
            for k in 1..4 {
                if let Some((col, row)) = at(k as f32 / 4.0, 0.0) {
                    put(buf, geometry, col, row, "─", style);
                }
            }
        }
        if arms.down {
            if let Some((col, row)) = at(0.0, 0.5) {
                put(buf, geometry, col, row, "│", style);
            }
        }
    }
}

/// The unit sides of one straight outline segment.
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

/// The glyph of a bridge's segment: along a row, a column or a diagonal; dashed when cut (R6).
fn bridge_glyph(bridge: &BridgeLine) -> &'static str {
    let (dx, dy) = (bridge.end.x - bridge.start.x, bridge.end.y - bridge.start.y);
    let along = |d: f32| (d > 0.0) as i8 - (d < 0.0) as i8;
    match (along(dx), along(dy), bridge.cut) {
        (_, 0, false) => "━",
        (_, 0, true) => "╌",
        (0, _, false) => "┃",
        (0, _, true) => "╎",
        (x, y, false) if x == y => "╲",
        (x, y, true) if x == y => "⋱",
        (_, _, false) => "╱",
        (_, _, true) => "⋰",
    }
}

/// A bridge along its segment: one glyph at every midpoint between two stones (R6).
pub fn draw_bridge(buf: &mut Buffer, geometry: &BoardGeometry, bridge: &BridgeLine) {
    let (dx, dy) = (bridge.end.x - bridge.start.x, bridge.end.y - bridge.start.y);
    let steps = dx.abs().max(dy.abs()).round() as i32;
    if steps == 0 {
        return;
    }
    let glyph = bridge_glyph(bridge);
    let style = Style::new()
        .fg(rgb(bridge.color))
        .add_modifier(Modifier::BOLD);
    for k in 0..steps {
        let t = (k as f32 + 0.5) / steps as f32;
        let mid = Point {
            x: bridge.start.x + t * dx,
            y: bridge.start.y + t * dy,
        };
        let Some((col, row)) = geometry.terminal_at(mid) else {
            continue;
        };
        let crossing = buf
            .cell((col, row))
            .is_some_and(|c| is_diagonal(c.symbol()) && is_diagonal(glyph));
        put(
            buf,
            geometry,
            col,
            row,
            if crossing { "╳" } else { glyph },
            style,
        );
    }
}

fn is_diagonal(symbol: &str) -> bool {
    matches!(symbol, "╲" | "╱" | "⋱" | "⋰")
}

/// Writes `text` from `(col, row)` within the board's view; keeps the background where the
/// style has none.
pub fn put(
    buf: &mut Buffer,
    geometry: &BoardGeometry,
    col: u16,
    row: u16,
    text: &str,
    style: Style,
) {
    let v = geometry.view;
    for (i, ch) in text.chars().enumerate() {
        let Some(x) = u16::try_from(i).ok().and_then(|i| col.checked_add(i)) else {
            return;
        };
        if x >= v.x + v.width || row >= v.y + v.height {
            return;
        }
        if let Some(cell) = buf.cell_mut((x, row)) {
            cell.set_char(ch);
            cell.set_style(style);
        }
    }
}
