//! The board, painted from the view's geometry at the full or the compact scale
//! ([`BoardGeometry`]): region shading and outlines, bridges, dots, stones with letters, rings,
//! the last stone, a refused target and the cursor. Nothing here decides what lies where: it
//! scales the view's cell units to characters. The rules screen paints its example boards with
//! it too.

mod compact;
mod full;

use dl_core::outline::Point;
use dl_core::session::{BridgeView, CellLook, CellView, View};
use dl_core::Cell;
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use crate::ui::layout::{BoardGeometry, Scale};
use crate::ui::theme;

/// The marks drawn over the view: the keyboard cursor and the target of a refused action.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The cell under the keyboard cursor, if one is shown.
    pub cursor: Option<Cell>,
    /// The cell that flashes.
    pub flash: Option<Cell>,
}

/// Draws the board of `view` into `board`'s area.
pub fn draw_board(buf: &mut Buffer, board: &BoardGeometry, view: &View, marks: Marks) {
    match board.scale {
        Scale::Full => full::draw(buf, board, view, marks),
        Scale::Compact => compact::draw(buf, board, view, marks),
    }
}

/// One of the four directions from a corner of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Up,
    Down,
    Left,
    Right,
}

impl Side {
    /// The direction of the unit side from `from` to `to`.
    fn of(from: (i32, i32), to: (i32, i32)) -> Side {
        match (to.0 - from.0, to.1 - from.1) {
            (1, 0) => Side::Right,
            (-1, 0) => Side::Left,
            (0, 1) => Side::Down,
            _ => Side::Up,
        }
    }

    fn opposite(self) -> Side {
        match self {
            Side::Up => Side::Down,
            Side::Down => Side::Up,
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// Every unit side of every region outline, between whole corners of the grid.
fn unit_sides(view: &View) -> Vec<((i32, i32), (i32, i32))> {
    let mut out = Vec::new();
    for region in &view.regions {
        for polyline in &region.outline.loops {
            for (i, a) in polyline.iter().enumerate() {
                let Some(b) = polyline.get((i + 1) % polyline.len()) else {
                    continue;
                };
                out.extend(segment_sides(*a, *b));
            }
        }
    }
    out
}

/// The unit sides of one straight outline segment.
fn segment_sides(a: Point, b: Point) -> Vec<((i32, i32), (i32, i32))> {
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

/// The glyph of a bridge's segment: along a row, a column or a diagonal; dashed when cut (R6).
fn bridge_glyph(bridge: &BridgeView) -> &'static str {
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

/// The shading of a region cell (R2), or `None` for a dot or an empty cell.
fn region_style(view: &View, cv: &CellView) -> Option<Style> {
    let CellLook::Region(r) = cv.look else {
        return None;
    };
    let region = view.regions.get(usize::from(r))?;
    Some(Style::new().bg(theme::shade(region.shade)))
}

/// What a cell shows: its centre (the stone's letter, the dot) between an opening and a
/// closing mark — `!` a refused target, `[` a ring or the cursor on an empty cell, `<` the last
/// stone, `(` a dot that accepts the selected colour, `{` the hint's stone (its letter in
/// lower case, issue 11) — in one style.
struct CellGlyph {
    open: char,
    centre: char,
    close: char,
    style: Style,
}

impl CellGlyph {
    /// The glyph of `cv`, or `None` for an empty cell without the cursor.
    fn of(view: &View, cv: &CellView, marks: Marks) -> Option<CellGlyph> {
        let under_cursor = marks.cursor == Some(cv.cell);
        let flashing = marks.flash == Some(cv.cell);
        if let Some(color) = cv.stone {
            let (open, close) = if flashing {
                ('!', '!')
            } else if cv.ringed {
                ('[', ']')
            } else if cv.last_placed {
                ('<', '>')
            } else {
                (' ', ' ')
            };
            let mut style = if flashing {
                theme::flash()
            } else {
                theme::stone_style(color)
            };
            if under_cursor {
                style = style.add_modifier(Modifier::REVERSED);
            }
            return Some(CellGlyph {
                open,
                centre: color.letter(),
                close,
                style,
            });
        }
        if let Some(hint) = view
            .hint
            .as_ref()
            .filter(|h| h.cell == cv.cell && !flashing)
        {
            let mut style = theme::stone_style(hint.color);
            if under_cursor {
                style = style.add_modifier(Modifier::REVERSED);
            }
            return Some(CellGlyph {
                open: '{',
                centre: hint.color.letter().to_ascii_lowercase(),
                close: '}',
                style,
            });
        }
        if cv.look == CellLook::Empty && !under_cursor {
            return None;
        }
        let base = region_style(view, cv).unwrap_or_default();
        let (open, close) = match (under_cursor, flashing, cv.highlighted) {
            (_, true, _) => ('!', '!'),
            (true, _, _) => ('[', ']'),
            (false, false, true) => ('(', ')'),
            _ => (' ', ' '),
        };
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
        Some(CellGlyph {
            open,
            centre: if cv.look == CellLook::Dot { '•' } else { ' ' },
            close,
            style,
        })
    }
}

/// Writes `text` at a position, clipped to the buffer; keeps the background where the style
/// has none.
fn put(buf: &mut Buffer, col: u16, row: u16, text: &str, style: Style) {
    for (i, ch) in text.chars().enumerate() {
        let Some(x) = u16::try_from(i).ok().and_then(|i| col.checked_add(i)) else {
            return;
        };
        if let Some(cell) = buf.cell_mut((x, row)) {
            cell.set_char(ch);
            cell.set_style(style);
        }
    }
}
