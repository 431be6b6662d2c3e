//! The rules screen: a short summary of the rule book, scrolled with the arrows.

use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

use crate::ui::render::clip::Clipped;
use crate::ui::theme;

/// The rules in brief, one paragraph per entry.
const RULES: &[&str] = &[
    "THE GAME",
    "Two players, Blue and Yellow, share one board of regions and dots. Blue starts. Connect 3 or 4 stones in a straight row to build bridges; bridges and the regions under them score.",
    "",
    "COLOURS AND LOYALTY",
    "Six colours, three loyalty sets: Blue+ is blue, purple, green; Yellow+ is yellow, orange, green; Red+ (destruction) is red, purple, orange. Green, purple and orange each serve two sets. Stones belong to nobody: any stone on the board may be used by either player.",
    "",
    "STONES",
    "Each player gets stones in sets of 12 (Blue: 4 blue, 3 purple, 2 green, 2 red, 1 orange; Yellow: 4 yellow, 3 orange, 2 green, 2 red, 1 purple). A game has 4 sets per player on positions 1-6 and 3 on the others. When your supply runs out at the end of a turn you receive your next set.",
    "",
    "A TURN",
    "1. Place exactly one stone on an empty region cell. A dot (•) takes a stone only if a legal bridge would then run through it; the dots open for the chosen colour are shown as (•).",
    "2. Then form as many bridges as you like, each containing the stone you just placed: ring one end and then the other (enter on each, or double-click).",
    "3. End the turn. A stone on a dot that has no bridge through it goes back to your supply (you are asked first).",
    "A player who cannot place passes automatically.",
    "",
    "BRIDGES",
    "A bridge joins 3 or 4 neighbouring stones on a horizontal, vertical or diagonal line, with no two equal colours side by side. All its stones must be in your own set (a scoring bridge) or all in Red+ (a red bridge, for either player).",
    "A new bridge may share at most one stone with an existing bridge, and only at an end: bridges can't be extended or built twice over the same stones, and scoring bridges never cross other bridges.",
    "A red bridge scores nothing but cuts every scoring bridge it crosses. Cut bridges stay grey and dashed, score nothing and still block. Red bridges can't cross red or cut bridges.",
    "",
    "SCORING",
    "Each scoring bridge of 3 stones gives 1 point, of 4 stones 2 points. Each region gives you 1 point once one of your bridges has an inner stone (not an end) on it. The highest total wins; equal totals are a draw.",
    "",
    "THE END",
    "The game ends when all stones are placed, when neither player can place, or when both agree to stop (a). Every action can be undone (u), back to the start.",
];

/// Draws the rules from line `scroll`.
pub fn draw_rules(frame: &mut Frame<'_>, scroll: u16, area: Rect) {
    let buf = frame.buffer_mut();
    let width = usize::from(area.width);
    buf.put_str(area.x, area.y, "Rules in brief", width, theme::strong());
    buf.put_str(
        area.x,
        area.y + 1,
        "↑↓ PgUp PgDn scroll · esc or r: back to the game · q: quit",
        width,
        theme::dim(),
    );
    let text: Vec<Line> = RULES
        .iter()
        .map(|p| {
            if p.chars().all(|c| c.is_ascii_uppercase() || c == ' ') && !p.is_empty() {
                Line::styled(*p, theme::strong())
            } else {
                Line::raw(*p)
            }
        })
        .collect();
    let body = Rect::new(
        area.x,
        area.y + 3,
        area.width.min(100),
        area.height.saturating_sub(3),
    );
    frame.render_widget(
        Paragraph::new(text)
            .wrap(Wrap { trim: true })
            .scroll((scroll, 0)),
        body,
    );
}
