//! Colours and glyphs: 256-colour palette indices, so that any modern terminal shows them.

use dl_core::{Color, Loyalty, Shade};
use ratatui::style::{Color as Tc, Modifier, Style};

/// The terminal colour of a stone colour.
pub fn stone(color: Color) -> Tc {
    Tc::Indexed(match color {
        Color::Blue => 33,
        Color::Yellow => 226,
        Color::Red => 196,
        Color::Green => 40,
        Color::Orange => 208,
        Color::Purple => 135,
    })
}

/// The style of a stone: its colour behind a black letter.
pub fn stone_style(color: Color) -> Style {
    Style::new()
        .bg(stone(color))
        .fg(Tc::Indexed(16))
        .add_modifier(Modifier::BOLD)
}

/// The background of a region cell (R2: S dark, W medium, G light).
pub fn shade(shade: Shade) -> Tc {
    Tc::Indexed(match shade {
        Shade::Dark => 238,
        Shade::Medium => 242,
        Shade::Light => 246,
    })
}

/// The lines between regions.
pub fn border() -> Style {
    Style::new().fg(Tc::Indexed(231))
}

/// A dot (•).
pub fn dot() -> Style {
    Style::new().fg(Tc::Indexed(250))
}

/// A bridge of a kind; cut bridges are grey (R6).
pub fn bridge(kind: Loyalty, cut: bool) -> Style {
    let color = match (cut, kind) {
        (true, _) => Tc::Indexed(244),
        (false, Loyalty::Blue) => stone(Color::Blue),
        (false, Loyalty::Yellow) => stone(Color::Yellow),
        (false, Loyalty::Red) => stone(Color::Red),
    };
    Style::new().fg(color).add_modifier(Modifier::BOLD)
}

/// The cell of a refused action.
pub fn flash() -> Style {
    Style::new()
        .bg(Tc::Indexed(160))
        .fg(Tc::Indexed(231))
        .add_modifier(Modifier::BOLD)
}

/// Titles and the player to move.
pub fn strong() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

/// Disabled buttons, empty chips, hints.
pub fn dim() -> Style {
    Style::new().fg(Tc::Indexed(244))
}

/// Shell notices.
pub fn notice() -> Style {
    Style::new().fg(Tc::Indexed(214))
}
