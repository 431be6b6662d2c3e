//! The game screen: the board (scrolled around the cursor when it does not fit) and beside it
//! the panel — the position and the opponent, both players with their sets, points and
//! supplies, the colour chips with their keys, the status, the computer's progress, the hint,
//! the buttons with their letters, and the result card once the game is over.

use dl_ui::{Field, GameModel, Rgba};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

use super::board;
use super::color::{self, ink_on, rgb};
use super::geometry::BoardGeometry;
use super::list;
use super::text::put;
use crate::tui::items::Item;
use crate::tui::local::{Hit, Local};
use crate::tui::shortcuts::letter;
use crate::tui::wrap::{width, wrap, wrap_parts};

/// The panel's columns beside the board, at most and at least.
const PANEL_COLUMNS: (u16, u16) = (44, 30);
/// The fewest columns of board shown beside the panel (five cells).
const BOARD_COLUMNS: u16 = 21;
/// The most chat lines shown under the status while a game is played online.
const CHAT_LINES: usize = 3;

/// Draws the game `model` in `area`.
pub fn draw(buf: &mut Buffer, area: Rect, model: &GameModel, local: &mut Local) {
    let board_model = &model.board;
    let (width, height) = (board_model.width.max(1), board_model.height.max(1));
    local.place_cursor(width, height);
    let (w, h) = BoardGeometry::size(width, height);
    let (w, h) = (
        u16::try_from(w).unwrap_or(u16::MAX),
        u16::try_from(h).unwrap_or(u16::MAX),
    );
    let (widest, narrowest) = PANEL_COLUMNS;
    let (board_area, panel_area) = if area.width >= BOARD_COLUMNS + narrowest + 2 {
        let board_columns = w.min(area.width - narrowest - 2);
        let panel_columns = (area.width - board_columns - 2).min(widest);
        (
            Rect::new(area.x, area.y, board_columns, area.height),
            Rect::new(
                area.x + board_columns + 2,
                area.y,
                panel_columns,
                area.height,
            ),
        )
    } else {
        let board_rows = h.min(
            area.height
                .saturating_sub(area.height / 3)
                .max(area.height / 2),
        );
        (
            Rect::new(area.x, area.y, area.width, board_rows),
            Rect::new(
                area.x,
                area.y + board_rows,
                area.width,
                area.height - board_rows,
            ),
        )
    };
    let geometry = BoardGeometry::fitting(board_area, width, height, local.cursor);
    local.board = Some(geometry);
    if !local.covered {
        let cursor = model.result.is_none().then_some(local.cursor);
        board::draw(buf, &geometry, board_model, cursor);
    }
    panel(buf, panel_area, model, local);
}

/// The panel, line by line from the top of `area`.
fn panel(buf: &mut Buffer, area: Rect, model: &GameModel, local: &mut Local) {
    let mut lines = Lines { area, row: 0 };
    let width = usize::from(area.width.saturating_sub(1)).max(8);
    lines.text(buf, &model.subtitle, color::dim(), width);
    if let Some(opponent) = &model.opponent {
        lines.text(buf, opponent, color::dim(), width);
    }
    let roomy = area.height >= 30;
    lines.gap(roomy);
    lines.text(buf, &model.status, color::strong(), width);
    if let Some(thinking) = &model.thinking {
        lines.text(buf, &thinking.text, color::notice(), width);
    }
    if let Some(hint) = &model.hint {
        lines.text(buf, hint, Style::new(), width);
    }
    if let Some(chat) = &model.chat {
        lines.text(buf, &chat.status, color::notice(), width);
        let typed = local
            .typing
            .as_deref()
            .filter(|_| local.field == Field::Chat);
        for line in chat.lines.iter().rev().take(CHAT_LINES).rev() {
            lines.text(buf, line, color::dim(), width);
        }
        let draft = typed.map_or_else(|| chat.draft.clone(), |t| format!("{t}▏"));
        lines.text(
            buf,
            &format!("{}: {draft}", chat.field_label),
            Style::new(),
            width,
        );
    }
    lines.gap(roomy);
    for player in &model.players {
        let (marker, style) = if player.to_move {
            ("▶ ", color::strong())
        } else {
            ("  ", Style::new())
        };
        lines.text(buf, &format!("{marker}{}", player.name), style, width);
        let score = format!("{} · {}", player.set, player.points);
        for line in wrap_parts(&score, width.saturating_sub(2)) {
            lines.text(buf, &format!("  {line}"), color::dim(), width);
        }
        if let Some(y) = lines.next() {
            let mut x = area.x + 2;
            for supply in &player.supply {
                let glyph = format!("{}{} ", chip_face(supply.mark.as_deref()), supply.count);
                let right = area.x + area.width;
                x += put(
                    buf,
                    x,
                    y,
                    right.saturating_sub(x),
                    &glyph,
                    swatch(supply.color),
                );
                x += 1;
            }
        }
    }
    lines.gap(roomy);
    if !model.chips.is_empty() && !local.covered {
        chips(buf, &mut lines, model, local);
        lines.text(buf, &local.words.colour_keys.clone(), color::dim(), width);
    }
    if let Some(cell) = model
        .board
        .cells
        .iter()
        .find(|c| (c.x, c.y) == local.cursor)
        .filter(|_| model.result.is_none())
    {
        lines.text(buf, &cell.label, color::dim(), width);
    }
    lines.gap(roomy);
    buttons(buf, &mut lines, model, local);
    if let Some(result) = &model.result {
        lines.row += 1;
        lines.text(buf, &result.title, color::strong(), width);
        lines.text(buf, &result.scores, Style::new(), width);
        lines.text(buf, &result.reason, color::dim(), width);
        let items: Vec<Item> = result.buttons.iter().cloned().map(Item::Button).collect();
        let rest = Rect::new(
            area.x,
            area.y + lines.row,
            area.width,
            area.height.saturating_sub(lines.row),
        );
        list::draw(buf, rest, &items, local, !local.menu);
    }
}

/// The colour chips with their number keys and counts, the chosen one in brackets, as many on
/// a row as fit, each clickable.
fn chips(buf: &mut Buffer, lines: &mut Lines, model: &GameModel, local: &mut Local) {
    let area = lines.area;
    let right = area.x + area.width;
    let mut row = lines.next();
    let mut x = area.x;
    for (i, chip) in model.chips.iter().enumerate() {
        let (open, close) = if chip.selected {
            ("[", "]")
        } else {
            (" ", " ")
        };
        let face = format!(
            "{open}{}{}{close}",
            chip_face(chip.mark.as_deref()),
            chip.count
        );
        let key = format!("{}", i + 1);
        let columns = u16::try_from(width(&key) + width(&face)).unwrap_or(u16::MAX);
        if x > area.x && x + columns > right {
            row = lines.next();
            x = area.x;
        }
        let Some(y) = row else {
            return;
        };
        let start = x;
        x += put(buf, x, y, right.saturating_sub(x), &key, color::dim());
        let mut style = swatch(chip.color);
        if chip.selected {
            style = style.add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
        }
        if !chip.enabled {
            style = color::dim();
        }
        x += put(buf, x, y, right.saturating_sub(x), &face, style);
        if chip.enabled {
            let rect = Rect::new(start, y, x - start, 1);
            local.hits.push((rect, Hit::Press(chip.control.clone())));
        }
        x += 1;
    }
}

/// The buttons with their letters, as many on a row as fit, and the menu's key last.
fn buttons(buf: &mut Buffer, lines: &mut Lines, model: &GameModel, local: &mut Local) {
    let area = lines.area;
    let mut row = lines.next();
    let mut x = area.x;
    let menu = (None, format!("m {}", local.words.menu), true);
    let labelled = model.actions.iter().map(|b| {
        let key = letter(&b.control)
            .map(|k| format!("{k} "))
            .unwrap_or_default();
        (Some(&b.control), format!("{key}{}", b.label), b.enabled)
    });
    for (control, label, enabled) in labelled.chain([menu]) {
        let columns = u16::try_from(width(&label)).unwrap_or(u16::MAX);
        if x > area.x && x + columns > area.x + area.width {
            row = lines.next();
            x = area.x;
        }
        let Some(y) = row else {
            return;
        };
        let style = if enabled { Style::new() } else { color::dim() };
        let used = put(buf, x, y, area.x + area.width - x, &label, style);
        if let (Some(control), true) = (control, enabled) {
            local
                .hits
                .push((Rect::new(x, y, used, 1), Hit::Press(control.clone())));
        }
        x += used + 2;
    }
}

/// The rows of the panel, filled from the top.
struct Lines {
    area: Rect,
    row: u16,
}

impl Lines {
    /// The next row, if the panel has one.
    fn next(&mut self) -> Option<u16> {
        (self.row < self.area.height).then(|| {
            self.row += 1;
            self.area.y + self.row - 1
        })
    }

    /// An empty row, when there is room for one.
    fn gap(&mut self, roomy: bool) {
        if roomy {
            self.row += 1;
        }
    }

    /// A paragraph wrapped to `width`.
    fn text(&mut self, buf: &mut Buffer, text: &str, style: Style, width: usize) {
        for line in wrap(text, width) {
            if let Some(y) = self.next() {
                put(buf, self.area.x, y, self.area.width, &line, style);
            }
        }
    }
}

/// The face of a chip or a supply: its letter when the symbols are on, else a square.
fn chip_face(mark: Option<&str>) -> String {
    mark.map_or_else(|| "■".to_owned(), str::to_owned)
}

/// A colour's swatch style: its fill with readable ink.
fn swatch(c: Rgba) -> Style {
    Style::new().bg(rgb(c)).fg(ink_on(c))
}
