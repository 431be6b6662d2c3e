//! The screen model's colours in the terminal (24-bit), and the few styles of the terminal's
//! own chrome.

use dl_ui::Rgba;
use ratatui::style::{Color, Modifier, Style};

/// The terminal colour of a model colour.
pub fn rgb(c: Rgba) -> Color {
    Color::Rgb(c.r, c.g, c.b)
}

/// Black or white, whichever reads better on `c` (for letters on stones and fills).
pub fn ink_on(c: Rgba) -> Color {
    let luminance = 0.299 * f32::from(c.r) + 0.587 * f32::from(c.g) + 0.114 * f32::from(c.b);
    if luminance > 140.0 {
        Color::Black
    } else {
        Color::White
    }
}

/// Titles, the player to move, the focused item.
pub fn strong() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

/// Disabled controls, secondary lines.
pub fn dim() -> Style {
    Style::new().fg(Color::Indexed(244))
}

/// The app's notices.
pub fn notice() -> Style {
    Style::new().fg(Color::Indexed(214))
}

/// The focused control.
pub fn focus() -> Style {
    Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
}

/// The title row.
pub fn title() -> Style {
    Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
}

/// A game that could not be written.
pub fn problem() -> Style {
    Style::new()
        .fg(Color::Indexed(203))
        .add_modifier(Modifier::BOLD)
}
