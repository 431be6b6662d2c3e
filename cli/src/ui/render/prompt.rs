//! Questions and notices drawn over the screen.

use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::Frame;

use dl_app::store::GameRef;

use crate::ui::app::{Deletion, Prompt};
use crate::ui::describe::game_state;
use crate::ui::theme;

/// Draws the prompt in a box in the middle of `area`.
pub fn draw_prompt(frame: &mut Frame<'_>, prompt: &Prompt, area: Rect) {
    let (heading, mut lines): (String, Vec<String>) = match prompt {
        Prompt::Resume(session) => (
            "Resume?".into(),
            vec![
                format!(
                    "A saved game is waiting: {}, {}.",
                    session.game().position().name(),
                    game_state(&GameRef::from(session.as_ref()).summary()),
                ),
                String::new(),
                "y: resume it · n: play Up the Stairs (the game is kept in Saved games)".into(),
            ],
        ),
        Prompt::ConfirmDelete(deletion) => {
            let what = match deletion {
                Deletion::SavedGame { line, .. } => format!("the saved game {line}"),
                Deletion::Position { name, .. } => format!("your position \"{name}\""),
            };
            (
                "Delete?".into(),
                vec![
                    format!("Delete {what}? This cannot be undone."),
                    String::new(),
                    "y: delete · n: keep".into(),
                ],
            )
        }
        Prompt::ConfirmEndTurn => (
            "End the turn?".into(),
            vec![
                "The stone on the dot has no bridge through it and goes back to the supply.".into(),
                String::new(),
                "y: end the turn anyway · n: go back".into(),
            ],
        ),
        Prompt::ConfirmAgreeEnd => (
            "End the game?".into(),
            vec![
                "Do both players agree to end the game now? The scores as they stand decide."
                    .into(),
                String::new(),
                "y: end the game · n: play on".into(),
            ],
        ),
        Prompt::Info { title, lines } => (title.clone(), lines.clone()),
    };
    if matches!(prompt, Prompt::Info { .. }) {
        lines.push(String::new());
        lines.push("Press any key.".into());
    }
    let width = area.width.saturating_sub(4).min(76);
    let inner = width.saturating_sub(2).max(1);
    let rows: u16 = lines
        .iter()
        .map(|l| (l.chars().count() as u16).div_ceil(inner).max(1))
        .sum();
    let height = (rows + 2).min(area.height);
    let rect = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(lines.into_iter().map(Line::raw).collect::<Vec<_>>())
            .wrap(Wrap { trim: false })
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(heading)
                    .title_style(theme::strong()),
            ),
        rect,
    );
}
