//! Discorder's game screen (RULES-DISCORDER.md): the 8 × 7 board at the scale of the other
//! boards — each cell a 3-column glyph on the board's colour, `·` empty, a tile `●` in its
//! player's colour (`◎` ringed, `▒` hatched when the symbols are on), `< >` the last tile
//! placed (the computer's too), `[ ]` the cursor, `! !` a refused target — pegs `━━━` on the
//! line under their cell (`┄┄┄`, dim, where the peg tool may place one), the lines that score drawn between their tiles in the colour of the
//! player they score for (dashed until settled); beside it the panel as a list.

use dl_ui::{BridgeLine, DiscorderBoard, TileLook, TilePattern};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

use super::board::{draw_bridge, put};
use super::color::{ink_on, rgb};
use super::geometry::BoardGeometry;
use super::list;
use crate::tui::items::Item;
use crate::tui::local::Local;

/// Draws Discorder's `board` in `area` with the panel's `items` beside it.
pub fn draw(
    buf: &mut Buffer,
    area: Rect,
    board: &DiscorderBoard,
    items: &[Item],
    local: &mut Local,
) {
    let (width, height) = (board.width.max(1), board.height.max(1));
    local.place_cursor(width, height);
    let (board_area, list_area) = list::split_beside(area, width, height);
    let geometry = BoardGeometry::fitting(board_area, width, height, local.cursor);
    local.board = Some(geometry);
    let cursor = (!local.on_controls).then_some(local.cursor);
    draw_board(buf, &geometry, board, cursor);
    let on_controls = local.on_controls;
    list::draw(buf, list_area, items, local, on_controls);
}

/// The board, the cursor on `cursor`: cells, pegs, scoring lines, tiles.
pub fn draw_board(
    buf: &mut Buffer,
    geometry: &BoardGeometry,
    board: &DiscorderBoard,
    cursor: Option<(u32, u32)>,
) {
    let ground = Style::new()
        .bg(rgb(board.colors.board))
        .fg(rgb(board.colors.grid));
    for y in 0..board.height {
        for x in 0..board.width {
            if let Some((col, row)) = geometry.glyph_origin(x, y) {
                for dy in 0..2u16 {
                    let text = if dy == 1 { "   " } else { "    " };
                    let left = col.saturating_sub(1);
                    put(
                        buf,
                        geometry,
                        left,
                        (row + dy).saturating_sub(1),
                        text,
                        ground,
                    );
                }
            }
        }
    }
    // Where the peg tool may place a peg: a faint dashed peg (a terminal has no translucency).
    for edge in board.edges.iter().filter(|e| e.faint) {
        let (Some(a), Some(b)) = (
            geometry.terminal_at(edge.bar_start),
            geometry.terminal_at(edge.bar_end),
        ) else {
            continue;
        };
        let style = Style::new()
            .bg(rgb(board.colors.board))
            .fg(rgb(board.colors.peg))
            .add_modifier(Modifier::DIM);
        let (from, to) = (a.0.min(b.0), a.0.max(b.0));
        for col in from..=to {
            put(buf, geometry, col, a.1, "┄", style);
        }
    }
    for edge in board.edges.iter().filter(|e| e.peg) {
        let (Some(a), Some(b)) = (
            geometry.terminal_at(edge.bar_start),
            geometry.terminal_at(edge.bar_end),
        ) else {
            continue;
        };
        let mut style = Style::new()
            .bg(rgb(board.colors.board))
            .fg(rgb(board.colors.peg))
            .add_modifier(Modifier::BOLD);
        if edge.last {
            style = style.fg(rgb(board.colors.last_placed));
        }
        let (from, to) = (a.0.min(b.0), a.0.max(b.0));
        for col in from..=to {
            put(buf, geometry, col, a.1, "━", style);
        }
    }
    for line in &board.lines {
        let drawn = BridgeLine {
            start: line.start,
            end: line.end,
            color: line.color,
            cut: !line.settled,
        };
        draw_bridge(buf, geometry, &drawn);
    }
    for y in 0..board.height {
        for x in 0..board.width {
            let Some((col, row)) = geometry.glyph_origin(x, y) else {
                continue;
            };
            let tile = board.tiles.iter().find(|t| (t.x, t.y) == (x, y));
            let flashing = board.flash.is_some_and(|f| !f.edge && (f.x, f.y) == (x, y));
            let under_cursor = cursor == Some((x, y));
            let (open, close) = match (flashing, under_cursor, tile.is_some_and(|t| t.last)) {
                (true, _, _) => ('!', '!'),
                (_, true, _) => ('[', ']'),
                (_, _, true) => ('<', '>'),
                _ => (' ', ' '),
            };
            let (face, mut style) = match tile {
                Some(t) => (tile_face(&t.look), tile_style(&t.look)),
                None => ('·', ground),
            };
            if flashing {
                style = Style::new()
                    .bg(rgb(board.colors.flash))
                    .fg(ink_on(board.colors.flash));
            }
            if under_cursor {
                style = style.add_modifier(Modifier::REVERSED);
            }
            put(
                buf,
                geometry,
                col,
                row,
                &format!("{open}{face}{close}"),
                style,
            );
        }
    }
}

/// A tile's face: its pattern's glyph, or a disc.
fn tile_face(look: &TileLook) -> char {
    match look.pattern {
        Some(TilePattern::Ringed) => '◎',
        Some(TilePattern::Hatched) => '▒',
        None => '●',
    }
}

fn tile_style(look: &TileLook) -> Style {
    Style::new()
        .bg(rgb(look.fill))
        .fg(rgb(look.pattern_color))
        .add_modifier(Modifier::BOLD)
}
