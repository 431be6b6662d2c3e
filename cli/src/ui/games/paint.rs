//! What the screens of the other two games share: styles, a text put into the buffer, the
//! "too small" notice, buttons that a key or a click presses, and the rules screen.

use crossterm::event::KeyCode;
use dl_app::l10n::{Localizer, Text};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;
use unicode_width::UnicodeWidthStr;

use super::Outcome;

/// Titles, the player to move.
pub fn strong() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

/// Hints, disabled buttons, empty cells.
pub fn dim() -> Style {
    Style::new().fg(Color::Indexed(244))
}

/// The selected entry or tool.
pub fn selected() -> Style {
    Style::new().add_modifier(Modifier::REVERSED)
}

/// The target of the last refused action.
pub fn flash() -> Style {
    Style::new()
        .bg(Color::Indexed(160))
        .fg(Color::Indexed(231))
        .add_modifier(Modifier::BOLD)
}

/// Writes `text` at (`x`, `y`), cut to `width` columns and to the buffer.
pub fn put(buf: &mut Buffer, x: u16, y: u16, text: &str, width: u16, style: Style) {
    let area = buf.area;
    if y < area.y || y >= area.bottom() || x >= area.right() {
        return;
    }
    let width = width.min(area.right() - x);
    buf.set_stringn(x, y, text, usize::from(width), style);
}

/// Draws `text` wrapped in `area`.
pub fn paragraph(frame: &mut Frame<'_>, text: String, area: Rect, style: Style) {
    frame.render_widget(
        Paragraph::new(text).style(style).wrap(Wrap { trim: true }),
        area,
    );
}

/// Says how large the terminal must be for a screen.
pub fn draw_too_small(frame: &mut Frame<'_>, l10n: &Localizer, area: Rect, needed: (u16, u16)) {
    let text = Text::new("games-too-small")
        .number("width", needed.0)
        .number("height", needed.1);
    paragraph(frame, l10n.format(&text), area, strong());
}

/// Whether `rect` holds the terminal position.
pub fn contains(rect: Rect, col: u16, row: u16) -> bool {
    col >= rect.x && col < rect.right() && row >= rect.y && row < rect.bottom()
}

/// A button of a panel: where it is, its key and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Button<T> {
    /// Where it is drawn.
    pub rect: Rect,
    /// Its key, shown in brackets.
    pub key: char,
    /// What pressing it does.
    pub press: T,
}

impl<T: Copy> Button<T> {
    /// The action of the button under (`col`, `row`), if any.
    pub fn at(buttons: &[Button<T>], col: u16, row: u16) -> Option<T> {
        buttons
            .iter()
            .find(|b| contains(b.rect, col, row))
            .map(|b| b.press)
    }
}

/// Lays out buttons `[key] label` from (`x`, `y`) in `width` columns, in the player's
/// language: in aligned columns as wide as the widest label (and one column between) when two
/// or more such columns fit, else as many to a row as fit, one column apart. Each button is as
/// wide as its label (one wider than `width` has a row to itself, and reaches past it). The
/// labels are what [`draw_button`] draws.
pub fn flow_buttons<T: Copy>(
    labels: &[(char, String, T)],
    (x, y): (u16, u16),
    width: u16,
) -> Vec<Button<T>> {
    let widths: Vec<u16> = labels
        .iter()
        .map(|(key, label, _)| {
            u16::try_from(format!("[{key}] {label}").width()).unwrap_or(u16::MAX)
        })
        .collect();
    let column = widths.iter().max().map_or(0, |w| w.saturating_add(1));
    let columns = width.saturating_add(1).checked_div(column).unwrap_or(0);
    let (mut col, mut row) = (0u16, 0u16);
    let mut out = Vec::with_capacity(labels.len());
    for ((key, _, press), w) in labels.iter().zip(widths) {
        let step = if columns >= 2 {
            column
        } else {
            w.saturating_add(1)
        };
        if col > 0 && col.saturating_add(w) > width {
            col = 0;
            row += 1;
        }
        out.push(Button {
            rect: Rect::new(x + col, y + row, w, 1),
            key: *key,
            press: *press,
        });
        col = col.saturating_add(step);
    }
    out
}

/// The rows that buttons laid out by [`flow_buttons`] take.
pub fn button_rows<T>(buttons: &[Button<T>]) -> u16 {
    let top = buttons.iter().map(|b| b.rect.y).min();
    let bottom = buttons.iter().map(|b| b.rect.bottom()).max();
    match (top, bottom) {
        (Some(top), Some(bottom)) => bottom - top,
        _ => 0,
    }
}

/// Checks that `buttons`, each as wide as its label, lie inside `panel` (no label is cut) and
/// that no two overlap; `l10n` names the language in the failure.
#[cfg(test)]
pub fn assert_buttons_fit<T: std::fmt::Debug>(
    buttons: &[Button<T>],
    panel: Rect,
    l10n: &Localizer,
) {
    for (i, b) in buttons.iter().enumerate() {
        let r = b.rect;
        assert!(
            r.x >= panel.x
                && r.right() <= panel.right()
                && r.y >= panel.y
                && r.bottom() <= panel.bottom(),
            "{l10n:?}: {b:?} outside the panel {panel:?}"
        );
        for other in &buttons[i + 1..] {
            assert!(
                r.intersection(other.rect).is_empty(),
                "{l10n:?}: {b:?} overlaps {other:?}"
            );
        }
    }
}

/// Draws a button: `[k] label`, dimmed when it cannot be pressed now.
pub fn draw_button(buf: &mut Buffer, rect: Rect, key: char, label: &str, style: Style) {
    put(
        buf,
        rect.x,
        rect.y,
        &format!("[{key}] {label}"),
        rect.width,
        style,
    );
}

/// What a key does on a rules screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RulesKey {
    /// Scrolled, or nothing.
    Stay,
    /// Back to the game.
    Close,
    /// Leave the program.
    Quit,
}

/// A key while a game's rules are open over it (`rules` holds their scroll): scrolls them,
/// closes them or quits; `None` when the rules are not open.
pub fn rules_overlay_key(rules: &mut Option<u16>, code: KeyCode) -> Option<Outcome> {
    let scroll = rules.as_mut()?;
    Some(match rules_key(scroll, code) {
        RulesKey::Stay => Outcome::Nothing,
        RulesKey::Close => {
            *rules = None;
            Outcome::Nothing
        }
        RulesKey::Quit => Outcome::Quit,
    })
}

/// Scrolls the rules at `scroll` for a key.
fn rules_key(scroll: &mut u16, code: KeyCode) -> RulesKey {
    let by = |scroll: &mut u16, delta: i32| {
        *scroll = (i32::from(*scroll) + delta).clamp(0, i32::from(u16::MAX)) as u16;
    };
    match code {
        KeyCode::Up => by(scroll, -1),
        KeyCode::Down => by(scroll, 1),
        KeyCode::PageUp => by(scroll, -10),
        KeyCode::PageDown | KeyCode::Char(' ') => by(scroll, 10),
        KeyCode::Home => *scroll = 0,
        KeyCode::Esc | KeyCode::Char('r') => return RulesKey::Close,
        KeyCode::Char('q') => return RulesKey::Quit,
        _ => {}
    }
    RulesKey::Stay
}

/// Draws a game's rules for players: the title, the keys, the paragraphs from line `scroll`.
pub fn draw_rules(
    frame: &mut Frame<'_>,
    l10n: &Localizer,
    game_name: &str,
    paragraphs: &[Text],
    scroll: u16,
    area: Rect,
) {
    let title = format!("{} · {}", l10n.format(&Text::new("title-rules")), game_name);
    let buf = frame.buffer_mut();
    put(buf, area.x, area.y, &title, area.width, strong());
    let hint = l10n.format(&Text::new("games-rules-hint"));
    put(buf, area.x, area.y + 1, &hint, area.width, dim());
    let mut lines = Vec::new();
    for p in paragraphs {
        lines.push(Line::raw(l10n.format(p)));
        lines.push(Line::raw(""));
    }
    let body = Rect::new(
        area.x,
        area.y.saturating_add(3),
        area.width.min(100),
        area.height.saturating_sub(3),
    );
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .scroll((scroll, 0)),
        body,
    );
}
