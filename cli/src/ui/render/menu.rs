//! The new-game screen: its title and keys at the top, the list of positions and saved games
//! (scrolled to keep the selection in view), and under it what the selection starts, the CSV
//! file input and the last problem. Every text wraps to the screen's width but the list's
//! rows, which end with `…` when cut.

use dl_app::l10n::screen::new_game_size;
use dl_app::l10n::terminal::{self, TerminalLabel};
use dl_app::l10n::{Label, Localizer};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::Frame;

use crate::ui::menu::{MenuItem, MenuRow, NewGameMenu};
use crate::ui::render::clip::Clipped;
use crate::ui::theme;
use crate::ui::wrap::{width, wrap};

/// Where the parts of the new-game screen go.
#[derive(Clone, Debug, PartialEq)]
pub struct MenuLayout {
    /// The keys, wrapped, under the title.
    hints: Vec<String>,
    /// The rows of the list shown.
    list: Rect,
    /// The index in [`NewGameMenu::rows`] of the first row shown.
    first: usize,
    /// The lines under the list, with their styles.
    footer: Vec<(String, Style)>,
}

/// The lines under the list: what the selection starts, the file input or its hint, the last
/// problem.
fn footer(menu: &NewGameMenu, texts: &Localizer, columns: usize) -> Vec<(String, Style)> {
    let mut out = Vec::new();
    let mut push = |text: String, style: Style| {
        out.extend(wrap(&text, columns).into_iter().map(|l| (l, style)));
    };
    match menu.selected_item() {
        Some(MenuItem::Position {
            position,
            library_id,
        }) => {
            let mut line = texts.format(&terminal::new_game_selected(
                position.name(),
                menu.rounds().count(),
            ));
            if library_id.is_some() {
                line = format!("{line} · {}", texts.tr(&TerminalLabel::DeleteKey));
            }
            push(line, theme::strong());
        }
        Some(MenuItem::Saved { .. }) => {
            push(texts.tr(&TerminalLabel::SavedGameKeys), theme::strong())
        }
        None => {}
    }
    if let Some(MenuItem::Position { .. }) = menu.selected_item() {
        push(
            texts.format(&terminal::new_game_opponent(menu.opponent())),
            Style::new(),
        );
    }
    match &menu.path_input {
        Some(input) => push(
            format!(
                "{} {input}_  · {}",
                texts.tr(&TerminalLabel::CsvPrompt),
                texts.tr(&TerminalLabel::CsvKeys)
            ),
            Style::new(),
        ),
        None => push(texts.tr(&TerminalLabel::CsvHint), theme::dim()),
    }
    if let Some(error) = &menu.error {
        push(error.clone(), theme::notice());
    }
    out
}

impl MenuLayout {
    /// The new-game screen of `menu` in `area`.
    pub fn new(menu: &NewGameMenu, texts: &Localizer, area: Rect) -> MenuLayout {
        let columns = usize::from(area.width);
        let hints = wrap(&texts.tr(&TerminalLabel::NewGameKeys), columns);
        let footer = footer(menu, texts, columns);
        let count = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
        // Title, keys and a blank row above the list; a blank row and the footer under it.
        let top = 1 + count(hints.len()) + 1;
        let bottom = 1 + count(footer.len());
        let rows = menu.rows();
        let room = area.height.saturating_sub(top + bottom);
        let visible = count(rows.len()).min(room);
        let selected_row = rows
            .iter()
            .position(|r| *r == MenuRow::Entry(menu.selected()))
            .unwrap_or(0);
        let last_first = rows.len().saturating_sub(usize::from(visible));
        // Keep one row under the selection in view where there is one.
        let first = (selected_row + 2)
            .saturating_sub(usize::from(visible))
            .min(last_first);
        MenuLayout {
            hints,
            list: Rect::new(area.x, area.y + top, area.width, visible),
            first,
            footer,
        }
    }

    /// The entry drawn on terminal row `row`, if any.
    pub fn entry_at(&self, menu: &NewGameMenu, row: u16) -> Option<usize> {
        if row >= self.list.bottom() {
            return None;
        }
        let i = usize::from(row.checked_sub(self.list.y)?) + self.first;
        match menu.rows().get(i) {
            Some(MenuRow::Entry(index)) => Some(*index),
            _ => None,
        }
    }
}

/// The entry drawn on terminal row `row` of the new-game screen in `area`, if any.
pub fn menu_entry_at(menu: &NewGameMenu, texts: &Localizer, area: Rect, row: u16) -> Option<usize> {
    MenuLayout::new(menu, texts, area).entry_at(menu, row)
}

/// `text` cut to `columns`, ending with `…` when cut.
fn fitted(text: &str, columns: usize) -> String {
    if width(text) <= columns {
        return text.to_owned();
    }
    let mut out = String::new();
    for c in text.chars() {
        let mut next = out.clone();
        next.push(c);
        if width(&next) + 1 > columns {
            break;
        }
        out = next;
    }
    out.push('…');
    out
}

/// A position's name padded to `columns` (by display width).
fn padded(name: &str, columns: usize) -> String {
    let pad = columns.saturating_sub(width(name));
    format!("{name}{}", " ".repeat(pad))
}

fn entry_text(item: &MenuItem, selected: bool, texts: &Localizer) -> String {
    let mark = if selected { "▶" } else { " " };
    match item {
        MenuItem::Position { position, .. } => {
            let number = position
                .number()
                .map_or_else(|| "  ".to_owned(), |n| format!("{n:>2}"));
            let size = texts.format(&new_game_size(position.width(), position.height()));
            format!("{mark} {number}  {} {size}", padded(position.name(), 24))
        }
        MenuItem::Saved { line, .. } => format!("{mark} {line}"),
    }
}

/// Draws the list of positions, the rounds and the file input.
pub fn draw_menu(frame: &mut Frame<'_>, menu: &NewGameMenu, texts: &Localizer, area: Rect) {
    let layout = MenuLayout::new(menu, texts, area);
    let buf = frame.buffer_mut();
    let columns = usize::from(area.width);
    let (x, mut y) = (area.x, area.y);
    buf.put_str(
        x,
        y,
        texts.tr(&Label::TitleNewGame),
        columns,
        theme::strong(),
    );
    for hint in &layout.hints {
        y += 1;
        buf.put_str(x, y, hint, columns, theme::dim());
    }
    let rows = menu.rows();
    let shown = rows
        .iter()
        .skip(layout.first)
        .take(usize::from(layout.list.height));
    for (line_y, row) in (layout.list.y..).zip(shown) {
        match row {
            MenuRow::Header(label) => {
                buf.put_str(x, line_y, texts.tr(label), columns, theme::strong());
            }
            MenuRow::Entry(index) => {
                let Some(item) = menu.entries().get(*index) else {
                    continue;
                };
                let selected = *index == menu.selected();
                let style = if selected {
                    Style::new().add_modifier(Modifier::REVERSED)
                } else {
                    Style::new()
                };
                let room = columns.saturating_sub(2);
                let text = fitted(&entry_text(item, selected, texts), room);
                buf.put_str(x + 2, line_y, text, room, style);
            }
            MenuRow::Blank => {}
        }
    }
    let footer_rows = (layout.list.bottom() + 1..area.bottom()).zip(&layout.footer);
    for (line_y, (line, style)) in footer_rows {
        buf.put_str(x, line_y, line, columns, *style);
    }
}
