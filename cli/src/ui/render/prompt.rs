//! Questions and notices drawn over the screen, in a box whose text wraps to its width.

use dl_app::l10n::terminal::{self, TerminalLabel};
use dl_app::l10n::{screen::dialog_delete_position, Label};
use dl_app::store::GameRef;
use dl_core::session::Message;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph};
use ratatui::Frame;

use crate::ui::app::{App, Deletion, Prompt};
use crate::ui::describe::game_state;
use crate::ui::theme;
use crate::ui::wrap::wrap;

/// The widest box.
const MAX_WIDTH: u16 = 76;

/// The box title and its lines (paragraphs; an empty one is a blank line).
fn content(app: &App, prompt: &Prompt) -> (String, Vec<String>) {
    let texts = app.texts();
    match prompt {
        Prompt::Resume(session) => (
            texts.tr(&TerminalLabel::ResumeTitle),
            vec![
                texts.format(&terminal::resume_body(session.game().position().name())),
                texts.format(&game_state(&GameRef::from(session.as_ref()).summary())),
                String::new(),
                texts.format(&terminal::resume_keys(&app.view().position_name)),
            ],
        ),
        Prompt::ConfirmDelete(deletion) => {
            let mut lines = match deletion {
                Deletion::SavedGame { line, .. } => {
                    vec![texts.tr(&Label::DialogDeleteGameTitle), line.clone()]
                }
                Deletion::Position { name, .. } => {
                    vec![texts.format(&dialog_delete_position(name))]
                }
            };
            lines.extend([
                texts.tr(&Label::DialogDeleteBody),
                String::new(),
                texts.tr(&TerminalLabel::DeleteKeys),
            ]);
            (texts.tr(&Label::Delete), lines)
        }
        Prompt::ConfirmEndTurn => {
            let body = app
                .view()
                .dot_stone_to_return
                .map_or_else(String::new, |cell| {
                    texts.tr(&Message::ConfirmDotStoneReturn { cell })
                });
            (
                texts.tr(&Label::DialogDotStoneTitle),
                vec![body, String::new(), texts.tr(&TerminalLabel::EndTurnKeys)],
            )
        }
        Prompt::ConfirmAgreeEnd => (
            texts.tr(&Label::DialogAgreeTitle),
            vec![
                texts.tr(&Label::DialogAgreeBody),
                String::new(),
                texts.tr(&TerminalLabel::AgreeKeys),
            ],
        ),
        Prompt::Info { title, lines } => {
            let mut lines = lines.clone();
            lines.extend([String::new(), texts.tr(&TerminalLabel::AnyKey)]);
            (title.clone(), lines)
        }
    }
}

/// Draws the prompt in a box in the middle of `area`.
pub fn draw_prompt(frame: &mut Frame<'_>, app: &App, prompt: &Prompt, area: Rect) {
    let (heading, paragraphs) = content(app, prompt);
    let width = area.width.saturating_sub(4).min(MAX_WIDTH);
    let inner = usize::from(width.saturating_sub(2).max(1));
    let lines: Vec<Line> = paragraphs
        .iter()
        .flat_map(|p| wrap(p, inner))
        .map(Line::raw)
        .collect();
    let rows = u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let height = rows.saturating_add(2).min(area.height);
    let rect = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::default()
                .borders(Borders::ALL)
                .title(heading)
                .title_style(theme::strong()),
        ),
        rect,
    );
}
