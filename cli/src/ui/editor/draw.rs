//! Drawing the editor screen, the editor's keys on the new-game screen, and the mark of a
//! test play on the game screen. Pure functions of the app's state.

use dl_app::l10n::screen::new_game_size;
use dl_app::l10n::terminal::TerminalLabel;
use dl_app::l10n::{Label, Localizer};
use dl_core::editor::{Editor, EditorView};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

use super::grid::draw_grid;
use super::layout::EditorLayout;
use super::panel::{key, panel_lines};
use super::state::{EditorScreen, Mode};
use crate::ui::app::App;
use crate::ui::menu::MenuItem;
use crate::ui::theme;

/// Draws the editor screen.
pub fn draw(frame: &mut Frame<'_>, app: &App, area: Rect) {
    let slot = app.editor();
    if let Some(screen) = slot.screen() {
        draw_screen(frame, app.texts(), screen, area);
    }
}

/// Draws `screen` in `area`: the title, the grid and the panel. While a size is chosen, the
/// grid is shown at that size.
pub fn draw_screen(frame: &mut Frame<'_>, l10n: &Localizer, screen: &EditorScreen, area: Rect) {
    let view = match screen.mode() {
        Mode::Size { width, height, new } => preview(screen.editor(), *width, *height, *new),
        _ => None,
    }
    .unwrap_or_else(|| screen.editor().view());
    let layout = EditorLayout::new(area, view.width, view.height, screen.cursor());
    let title = match screen.mode() {
        Mode::Size { new: true, .. } => l10n.tr(&Label::NewPosition),
        _ => format!("{} · {}", l10n.tr(&Label::TitleEditor), view.name),
    };
    frame.render_widget(Line::styled(title, theme::strong()), layout.title);
    let size = format!(" {} ", l10n.format(&new_game_size(view.width, view.height)));
    draw_grid(frame.buffer_mut(), &layout, &view, screen.cursor(), &size);
    frame.render_widget(
        Paragraph::new(panel_lines(l10n, screen, &view)).wrap(Wrap { trim: false }),
        layout.panel,
    );
}

/// The view of the grid at the size being chosen: a blank grid for a new position, the grid
/// resized otherwise; `None` when that resize would be refused.
fn preview(editor: &Editor, width: u8, height: u8, new: bool) -> Option<EditorView> {
    if new {
        return Editor::blank(width, height).ok().map(|blank| blank.view());
    }
    let mut resized = editor.clone();
    resized.resize(width, height).ok()?;
    Some(resized.view())
}

/// The new-game screen's own part of `area`: all but the last row, which holds the library's
/// keys ([`draw_menu_keys`]).
pub fn menu_area(area: Rect) -> Rect {
    Rect {
        height: area.height.saturating_sub(1),
        ..area
    }
}

/// Draws the library's keys on the last row of the new-game screen, or the new name being
/// typed for one of the player's positions.
pub fn draw_menu_keys(frame: &mut Frame<'_>, app: &App, area: Rect) {
    let Some(row) = area.bottom().checked_sub(1) else {
        return;
    };
    let l10n = app.texts();
    let spans = match app.editor().name_field() {
        Some(field) => {
            let mut spans = vec![
                Span::styled(
                    format!("{}: ", l10n.tr(&Label::EditorName)),
                    theme::strong(),
                ),
                Span::styled(
                    format!("{}_", field.name),
                    Style::new().add_modifier(Modifier::REVERSED),
                ),
                Span::raw("  "),
            ];
            let (enter, esc) = (
                l10n.tr(&TerminalLabel::KeyEnter),
                l10n.tr(&TerminalLabel::KeyEsc),
            );
            spans.extend(keys(
                l10n,
                &[(&enter, Label::Ok, true), (&esc, Label::Cancel, true)],
            ));
            spans
        }
        None => {
            let selected = app.menu().selected_item();
            let on_position = matches!(selected, Some(MenuItem::Position { .. }));
            let own = matches!(
                selected,
                Some(MenuItem::Position {
                    library_id: Some(_),
                    ..
                })
            );
            keys(
                l10n,
                &[
                    ("p", Label::NewPosition, true),
                    ("e", Label::EditCopy, on_position),
                    ("c", Label::Duplicate, own),
                    ("m", Label::Rename, own),
                    ("x", Label::SharePositionCsv, own),
                ],
            )
        }
    };
    frame.render_widget(Line::from(spans), Rect::new(area.x, row, area.width, 1));
}

/// Keys with their labels, dimmed when they cannot be used now.
fn keys(l10n: &Localizer, keys: &[(&str, Label, bool)]) -> Vec<Span<'static>> {
    keys.iter()
        .flat_map(|&(k, label, enabled)| key(k, l10n.tr(&label), enabled))
        .collect()
}

/// Marks a test play on the game screen's title row: "Test play · [esc] Position editor".
pub fn draw_test_play_banner(frame: &mut Frame<'_>, app: &App, area: Rect) {
    if !app.editor().test_playing() || area.height == 0 {
        return;
    }
    let l10n = app.texts();
    let line = Line::from(vec![
        Span::styled(
            format!(" {} · ", l10n.tr(&Label::TestPlay)),
            theme::notice(),
        ),
        Span::styled(
            format!("[{}] ", l10n.tr(&TerminalLabel::KeyEsc)),
            theme::notice().add_modifier(Modifier::BOLD),
        ),
        Span::styled(l10n.tr(&Label::TitleEditor), theme::notice()),
    ]);
    let width = u16::try_from(line.width())
        .unwrap_or(u16::MAX)
        .min(area.width);
    let at = Rect::new(area.right() - width, area.y, width, 1);
    frame.render_widget(ratatui::widgets::Clear, at);
    frame.render_widget(line, at);
}
