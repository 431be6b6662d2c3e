//! The Discorder screen on the terminal: where things are (shared by drawing and the mouse, so
//! that a click lands on what is drawn) and the drawing itself.
//!
//! One cell unit of the view's geometry is 4 columns × 2 rows: a tile is a 3-column glyph on
//! the cell's centre, the grid lines — where pegs sit (D3) — fall on the row of gap between
//! two cells, and the lines that score (D4) are drawn in the gaps between their tiles.

use dl_app::l10n::{discorder_player, discorder_rules, Label, Localizer, Text};
use dl_discorder::session::{Target, Tool};
use dl_discorder::{Cell, Direction, Player};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::Frame;

use super::{DiscorderUi, Press};
use crate::ui::games::paint::{
    dim, draw_button, draw_rules, draw_too_small, flash, flow_buttons, paragraph, put, selected,
    strong, Button,
};

/// Columns of the row labels left of the board.
const LABELS: u16 = 2;
/// Width of the side panel.
const PANEL_WIDTH: u16 = 36;
/// Columns and rows of the board: 8 × 7 cells of 4 × 2 characters and a closing line.
const BOARD: (u16, u16) = (33, 15);
/// Columns and rows the screen needs.
const NEEDED: (u16, u16) = (LABELS + BOARD.0 + 1 + PANEL_WIDTH, 2 + BOARD.1 + 5);
/// Panel rows of the tool buttons (two rows at most: two buttons) and of the other buttons
/// (four rows at most, the panel's last).
const TOOLS_ROW: u16 = 10;
const BUTTONS_ROW: u16 = 12;

/// Where the parts of the screen are in a terminal area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiscorderLayout {
    /// The terminal position of the board's top-left corner (cell units (0, 0)).
    origin: (u16, u16),
    /// The side panel.
    panel: Rect,
    /// The status line (two rows) and the keys (the rows left below it, two at least).
    status: Rect,
}

impl DiscorderLayout {
    /// Lays out the screen in `area`, or says how large it must be.
    pub fn new(area: Rect) -> Result<DiscorderLayout, (u16, u16)> {
        if area.width < NEEDED.0 || area.height < NEEDED.1 {
            return Err(NEEDED);
        }
        let origin = (area.x + LABELS, area.y + 2);
        let status_y = origin.1 + BOARD.1 + 1;
        Ok(DiscorderLayout {
            origin,
            panel: Rect::new(origin.0 + BOARD.0 + 1, area.y + 1, PANEL_WIDTH, BOARD.1 + 1),
            status: Rect::new(area.x, status_y, area.width, area.bottom() - status_y),
        })
    }

    /// The side panel.
    #[cfg(test)]
    pub fn panel(&self) -> Rect {
        self.panel
    }

    /// The terminal character at a point in cell units.
    pub fn terminal_at(&self, x: f64, y: f64) -> (u16, u16) {
        let col = f64::from(self.origin.0) + 4.0 * x;
        let row = f64::from(self.origin.1) + 2.0 * y;
        (col.round().max(0.0) as u16, row.round().max(0.0) as u16)
    }

    /// The point in cell units a terminal character stands for ([`Self::terminal_at`]
    /// inverted): what the session's hit test is asked about a click.
    pub fn cell_units_at(&self, col: u16, row: u16) -> (f64, f64) {
        (
            (f64::from(col) - f64::from(self.origin.0)) / 4.0,
            (f64::from(row) - f64::from(self.origin.1)) / 2.0,
        )
    }

    /// The buttons of the panel with their keys, labelled in the language of `l10n`: the
    /// tools, then undo, rules, new game, menu.
    pub fn buttons(&self, l10n: &Localizer) -> Vec<Button<Press>> {
        let p = self.panel;
        let tools = [
            ('t', l10n.tr(&Tool::Tile), Press::Tool(Tool::Tile)),
            ('p', l10n.tr(&Tool::Peg), Press::Tool(Tool::Peg)),
        ];
        let others = [
            ('u', l10n.tr(&Label::Undo), Press::Undo),
            ('r', l10n.tr(&Label::Rules), Press::Rules),
            ('n', l10n.tr(&Label::NewGame), Press::NewGame),
            ('m', l10n.tr(&Label::Menu), Press::Menu),
        ];
        let mut buttons = flow_buttons(&tools, (p.x, p.y + TOOLS_ROW), p.width);
        buttons.extend(flow_buttons(&others, (p.x, p.y + BUTTONS_ROW), p.width));
        buttons
    }
}

/// A player's tile: its colour and its pattern, told apart without colour too (○ and ●).
fn tile(player: Player) -> (&'static str, Style) {
    match player {
        Player::Yellow => (
            " ○ ",
            Style::new().bg(Color::Indexed(226)).fg(Color::Indexed(16)),
        ),
        Player::Black => (
            " ● ",
            Style::new().bg(Color::Indexed(238)).fg(Color::Indexed(231)),
        ),
    }
}

/// The colour of a point's line: the player who scores it (D5).
fn point_colour(player: Player) -> Color {
    match player {
        Player::Yellow => Color::Indexed(226),
        Player::Black => Color::Indexed(250),
    }
}

impl DiscorderUi {
    /// Draws the screen (or the rules) in `area`.
    pub fn draw(&self, frame: &mut Frame<'_>, l10n: &Localizer, area: Rect) {
        if let Some(scroll) = self.rules {
            let name = l10n.tr(&Label::DiscorderName);
            return draw_rules(frame, l10n, &name, &discorder_rules(), scroll, area);
        }
        let layout = match DiscorderLayout::new(area) {
            Ok(layout) => layout,
            Err(needed) => return draw_too_small(frame, l10n, area, needed),
        };
        let buf = frame.buffer_mut();
        put(
            buf,
            area.x,
            area.y,
            &l10n.tr(&Label::DiscorderName),
            area.width,
            strong(),
        );
        self.draw_board(buf, &layout);
        self.draw_panel(buf, &layout, l10n);
        let status = layout.status;
        paragraph(
            frame,
            l10n.tr(&self.view.message),
            Rect::new(status.x, status.y, status.width, 2),
            strong(),
        );
        paragraph(
            frame,
            l10n.format(&Text::new("discorder-keys")),
            Rect::new(status.x, status.y + 2, status.width, status.height - 2),
            dim(),
        );
    }

    fn draw_board(&self, buf: &mut Buffer, layout: &DiscorderLayout) {
        let view = &self.view;
        let (ox, oy) = layout.origin;
        for x in 0..view.width {
            let (col, _) = layout.terminal_at(f64::from(x) + 0.5, 0.0);
            put(buf, col, oy - 1, &(x + 1).to_string(), 2, dim());
        }
        for y in 0..view.height {
            let (_, row) = layout.terminal_at(0.0, f64::from(y) + 0.5);
            put(buf, ox - LABELS, row, &(y + 1).to_string(), LABELS, dim());
        }
        for edge in &view.edges {
            let (from, row) = layout.terminal_at(edge.bar.from.x, edge.bar.from.y);
            let (to, _) = layout.terminal_at(edge.bar.to.x, edge.bar.to.y);
            let (glyph, style) = if edge.peg {
                let style = strong().fg(Color::Indexed(231));
                (
                    "━",
                    if edge.last_placed {
                        style.add_modifier(Modifier::UNDERLINED)
                    } else {
                        style
                    },
                )
            } else if view.tool == Tool::Peg && edge.peg_refusal.is_none() {
                ("┄", dim())
            } else {
                continue;
            };
            let style = if self.flash == Some(Target::Edge(edge.edge)) {
                flash()
            } else {
                style
            };
            for col in from..=to {
                put(buf, col, row, glyph, 1, style);
            }
        }
        for cell in &view.cells {
            let (col, row) = layout.terminal_at(cell.centre.x, cell.centre.y);
            let (text, mut style) = match cell.tile {
                Some(player) => tile(player),
                None => (" · ", dim()),
            };
            if cell.last_placed {
                style = style.add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
            }
            if self.flash == Some(Target::Cell(cell.cell)) {
                style = flash();
            }
            put(buf, col - 1, row, text, 3, style);
        }
        for line in &view.lines {
            let mut style = Style::new().fg(point_colour(line.point_to));
            style = if line.settled {
                style.add_modifier(Modifier::BOLD)
            } else {
                style
            };
            match line.direction {
                Direction::Horizontal => {
                    let glyph = if line.settled { "━" } else { "╌" };
                    for x in line.from.x..line.to.x {
                        let (col, row) =
                            layout.terminal_at(f64::from(x) + 1.0, f64::from(line.from.y) + 0.5);
                        put(buf, col, row, glyph, 1, style);
                    }
                }
                Direction::Vertical => {
                    let glyph = if line.settled { "┃" } else { "╎" };
                    for y in line.from.y..line.to.y {
                        let (col, row) =
                            layout.terminal_at(f64::from(line.from.x) + 0.5, f64::from(y) + 1.0);
                        put(buf, col, row, glyph, 1, style);
                    }
                }
            }
        }
        self.draw_cursor(buf, layout);
    }

    /// The cursor: brackets around the cell, or the edge below it lit.
    fn draw_cursor(&self, buf: &mut Buffer, layout: &DiscorderLayout) {
        let Cell { x, y } = self.cursor;
        let (cx, cy) = (f64::from(x), f64::from(y));
        match self.view.tool {
            Tool::Tile => {
                let (col, row) = layout.terminal_at(cx + 0.5, cy + 0.5);
                put(buf, col - 2, row, "[", 1, strong());
                put(buf, col + 2, row, "]", 1, strong());
            }
            Tool::Peg => {
                let (col, row) = layout.terminal_at(cx + 0.5, cy + 1.0);
                for c in col - 1..=col + 1 {
                    if let Some(cell) = buf.cell_mut((c, row)) {
                        if cell.symbol() == " " {
                            cell.set_symbol("─");
                        }
                        cell.set_style(selected());
                    }
                }
            }
        }
    }

    fn draw_panel(&self, buf: &mut Buffer, layout: &DiscorderLayout, l10n: &Localizer) {
        let view = &self.view;
        let p = layout.panel;
        let line = |buf: &mut Buffer, row: u16, text: &str, style: Style| {
            put(buf, p.x, p.y + row, text, p.width, style);
        };
        for (i, side) in view.players.iter().enumerate() {
            let row = 4 * i as u16;
            let to_move = view.to_move == Some(side.player);
            let (glyph, style) = tile(side.player);
            line(buf, row, if to_move { "▶" } else { " " }, strong());
            put(buf, p.x + 2, p.y + row, glyph, 3, style);
            let name = l10n.format(&discorder_player(side.player));
            put(
                buf,
                p.x + 6,
                p.y + row,
                &name,
                p.width - 6,
                if to_move { strong() } else { Style::new() },
            );
            let tiles = Text::new("discorder-tiles-left").number("count", side.tiles_left);
            line(
                buf,
                row + 1,
                &format!("  {}", l10n.format(&tiles)),
                Style::new(),
            );
            let points = Text::new("discorder-points").number("count", side.score.now);
            let settled = format!(
                "  {} · {} {}",
                l10n.format(&points),
                side.score.settled,
                l10n.tr(&Label::DiscorderSettled)
            );
            line(buf, row + 2, &settled, Style::new());
        }
        let pegs = Text::new("discorder-pegs-left").number("count", view.pegs_left);
        line(buf, 8, &l10n.format(&pegs), Style::new());
        for button in layout.buttons(l10n) {
            let (label, style) = match button.press {
                Press::Tool(tool) => {
                    let state = view.tools.iter().find(|t| t.tool == tool);
                    let style = match state {
                        Some(t) if t.selected => selected(),
                        Some(t) if t.refusal.is_some() => dim(),
                        _ => Style::new(),
                    };
                    (l10n.tr(&tool), style)
                }
                Press::Undo => (
                    l10n.tr(&Label::Undo),
                    if view.can_undo { Style::new() } else { dim() },
                ),
                Press::Rules => (l10n.tr(&Label::Rules), Style::new()),
                Press::NewGame => (l10n.tr(&Label::NewGame), Style::new()),
                Press::Menu => (l10n.tr(&Label::Menu), Style::new()),
            };
            draw_button(buf, button.rect, button.key, &label, style);
        }
    }
}
