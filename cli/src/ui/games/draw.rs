//! The game menu on screen: its title, the keys, the list, and which entry a click hits.

use dl_app::l10n::{Label, Localizer, Text};
use dl_color_brake::GameLength;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::Frame;

use super::menu::{Collection, GameMenu, MenuEntry, MenuLevel, MenuRow, Players};
use super::paint::{dim, put, selected, strong};

/// The screen row of the first row of the list.
const LIST_TOP: u16 = 3;

/// The entry drawn on terminal row `row` of `area`, if any.
pub fn menu_entry_at(menu: &GameMenu, area: Rect, row: u16) -> Option<usize> {
    let i = row.checked_sub(area.y + LIST_TOP)?;
    match menu.rows().get(usize::from(i)) {
        Some(MenuRow::Entry(index)) => Some(*index),
        _ => None,
    }
}

/// The length of a game of Color Brake ABAB, as the menu names it (C2).
fn length_text(length: GameLength) -> Text {
    match length {
        GameLength::Rounds(n) => Text::new("colorbrake-length-rounds").number("count", n),
        GameLength::Target(t) => Text::new("colorbrake-length-target").number("count", t),
    }
}

/// Two players or against the computer.
fn players_label(players: Players) -> Label {
    match players {
        Players::Two => Label::NewGameTwoPlayers,
        Players::AgainstComputer => Label::NewGameAgainstComputer,
    }
}

/// The text of an entry.
fn entry_text(l10n: &Localizer, entry: &MenuEntry) -> String {
    match entry {
        MenuEntry::Game(Collection::DividedLoyalties) => l10n.tr(&Label::AppName),
        MenuEntry::Game(Collection::Discorder) => l10n.tr(&Label::DiscorderName),
        MenuEntry::Game(Collection::ColorBrake) => l10n.tr(&Label::ColorBrakeName),
        MenuEntry::Saved { line, .. } => line.clone(),
        MenuEntry::Discorder(players, starter) => {
            format!(
                "{} · {}",
                l10n.tr(&players_label(*players)),
                l10n.tr(starter)
            )
        }
        MenuEntry::ColorBrake(players, length) => format!(
            "{} · {}",
            l10n.tr(&players_label(*players)),
            l10n.format(&length_text(*length))
        ),
    }
}

/// The title of a list.
fn title(l10n: &Localizer, level: MenuLevel) -> String {
    let new_game = |name: Label| format!("{} · {}", l10n.tr(&Label::TitleNewGame), l10n.tr(&name));
    match level {
        MenuLevel::Games => l10n.format(&Text::new("games-title")),
        MenuLevel::Discorder => new_game(Label::DiscorderName),
        MenuLevel::ColorBrake => new_game(Label::ColorBrakeName),
    }
}

/// Draws the game menu.
pub fn draw_menu(frame: &mut Frame<'_>, menu: &GameMenu, l10n: &Localizer, area: Rect) {
    let buf = frame.buffer_mut();
    let (x, y, width) = (area.x, area.y, area.width);
    put(buf, x, y, &title(l10n, menu.level()), width, strong());
    let hint = l10n.format(&Text::new("games-hint"));
    put(buf, x, y + 1, &hint, width, dim());
    let entries = menu.entries();
    let rows = menu.rows();
    for (i, row) in rows.iter().enumerate() {
        let line_y = y + LIST_TOP + i as u16;
        match row {
            MenuRow::Entry(index) => {
                let Some(entry) = entries.get(*index) else {
                    continue;
                };
                let is_selected = *index == menu.selected();
                let mark = if is_selected { "▶" } else { " " };
                let style = if is_selected {
                    selected()
                } else {
                    Style::new()
                };
                let text = format!("{mark} {}", entry_text(l10n, entry));
                put(buf, x + 2, line_y, &text, width.saturating_sub(2), style);
            }
            MenuRow::SavedHeading => {
                put(
                    buf,
                    x,
                    line_y,
                    &l10n.tr(&Label::TitleSavedGames),
                    width,
                    strong(),
                );
            }
            MenuRow::Blank => {}
        }
    }
    if let Some(error) = &menu.error {
        let line_y = y + LIST_TOP + rows.len() as u16 + 1;
        put(buf, x, line_y, error, width, super::paint::flash());
    }
}
