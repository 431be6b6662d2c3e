//! The editor's panel: name, size, cursor, brush, the live list of problems (blocking ones
//! first, R9), the keys with their labels (those that cannot be used now dimmed), the field
//! or question of the mode, and the last notice. Every text comes from the catalogs.

use dl_app::l10n::screen::{a11y_cell, new_game_size};
use dl_app::l10n::terminal::TerminalLabel;
use dl_app::l10n::{Label, Localizer, Text};
use dl_core::editor::{EditorView, Paint, Severity, Tool};
use dl_core::position::CellKind;
use dl_core::Shade;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use super::state::{EditorScreen, Mode, Tone};
use crate::ui::theme;

/// The panel's lines for `screen`, whose view is `view`.
pub fn panel_lines(
    l10n: &Localizer,
    screen: &EditorScreen,
    view: &EditorView,
) -> Vec<Line<'static>> {
    let mut lines = vec![name_line(l10n, screen, view), size_line(l10n, screen, view)];
    let cursor = screen.cursor();
    let under = view
        .cells
        .iter()
        .find(|c| c.cell == cursor)
        .map_or(Paint::Empty, |c| c.paint.clone());
    lines.push(Line::raw(l10n.format(&cursor_text(cursor, &under))));
    lines.push(brush_line(l10n, view));
    lines.push(Line::raw(""));
    lines.extend(problem_lines(l10n, screen, view));
    lines.push(Line::raw(""));
    lines.extend(key_lines(l10n, screen, view));
    if let Some(note) = screen.note() {
        let style = match note.tone {
            Tone::Done => theme::strong(),
            Tone::Refused => theme::notice(),
        };
        lines.push(Line::raw(""));
        lines.push(Line::styled(note.text.clone(), style));
    }
    lines
}

fn name_line(l10n: &Localizer, screen: &EditorScreen, view: &EditorView) -> Line<'static> {
    let label = Span::styled(
        format!("{}: ", l10n.tr(&Label::EditorName)),
        theme::strong(),
    );
    match screen.mode() {
        Mode::Rename(typed) => Line::from(vec![
            label,
            Span::styled(
                format!("{typed}_"),
                Style::new().add_modifier(Modifier::REVERSED),
            ),
        ]),
        _ => Line::from(vec![label, Span::raw(view.name.clone())]),
    }
}

fn size_line(l10n: &Localizer, screen: &EditorScreen, view: &EditorView) -> Line<'static> {
    let (width, height, style) = match screen.mode() {
        Mode::Size { width, height, .. } => (
            *width,
            *height,
            Style::new().add_modifier(Modifier::REVERSED),
        ),
        _ => (view.width, view.height, Style::new()),
    };
    Line::from(vec![
        Span::styled(
            format!(
                "{} × {}: ",
                l10n.tr(&Label::EditorWidth),
                l10n.tr(&Label::EditorHeight)
            ),
            theme::strong(),
        ),
        Span::styled(l10n.format(&new_game_size(width, height)), style),
    ])
}

/// The cell under the cursor, described as for accessibility: "column 3, row 2, region S1".
fn cursor_text(cell: dl_core::Cell, paint: &Paint) -> Text {
    match paint {
        Paint::Region(token) => a11y_cell(cell, CellKind::Region(0), Some(token)),
        Paint::Dot => a11y_cell(cell, CellKind::Dot, None),
        Paint::Empty => a11y_cell(cell, CellKind::Empty, None),
    }
}

/// The brush in hand: its token on its shade and its name, and "Fill" when it fills.
fn brush_line(l10n: &Localizer, view: &EditorView) -> Line<'static> {
    let brush = &view.brush;
    let (swatch, label) = match &brush.paint {
        Paint::Region(token) => {
            let shade = Shade::of_token(token);
            let label = match shade {
                Shade::Dark => Label::EditorBrushDark,
                Shade::Medium => Label::EditorBrushMedium,
                Shade::Light => Label::EditorBrushLight,
            };
            let swatch = Span::styled(
                format!(" {token} "),
                Style::new()
                    .bg(theme::shade(shade))
                    .add_modifier(Modifier::BOLD),
            );
            (swatch, label)
        }
        Paint::Dot => (Span::styled(" • ", theme::dot()), Label::EditorBrushDot),
        Paint::Empty => (Span::raw(" · "), Label::EditorBrushEraser),
    };
    let mut spans = vec![swatch, Span::raw(format!(" {}", l10n.tr(&label)))];
    if brush.tool == Tool::Fill {
        spans.push(Span::styled(
            format!(" · {}", l10n.tr(&Label::EditorBrushFill)),
            theme::strong(),
        ));
    }
    Line::from(spans)
}

fn problem_lines(l10n: &Localizer, screen: &EditorScreen, view: &EditorView) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(
        l10n.tr(&Label::EditorProblems),
        theme::strong(),
    )];
    if view.problems.is_empty() {
        lines.push(Line::raw(l10n.tr(&Label::EditorNoProblems)));
    }
    for (i, problem) in view.problems.iter().enumerate() {
        let (mark, style) = match problem.severity {
            Severity::Blocking => ("■", theme::flash()),
            Severity::Warning => ("▲", theme::notice()),
        };
        let focus = if screen.focused_problem() == Some(i) {
            "▶"
        } else {
            " "
        };
        lines.push(Line::from(vec![
            Span::raw(focus),
            Span::styled(mark, style),
            Span::raw(format!(
                " {}: {}",
                l10n.tr(&problem.severity),
                l10n.tr(&problem.problem)
            )),
        ]));
    }
    lines
}

/// A key and its label, dimmed when it cannot be used now; a no-break space between them keeps
/// them on one line when the panel wraps.
pub fn key(key: &str, label: String, enabled: bool) -> Vec<Span<'static>> {
    let style = if enabled { Style::new() } else { theme::dim() };
    vec![
        Span::styled(format!("[{key}]\u{a0}"), style.add_modifier(Modifier::BOLD)),
        Span::styled(format!("{label}  "), style),
    ]
}

fn key_lines(l10n: &Localizer, screen: &EditorScreen, view: &EditorView) -> Vec<Line<'static>> {
    let label = |l: Label| l10n.tr(&l);
    let terminal = |l: TerminalLabel| l10n.tr(&l);
    let (enter, esc) = (
        terminal(TerminalLabel::KeyEnter),
        terminal(TerminalLabel::KeyEsc),
    );
    let ok_cancel = |first: &str| {
        Line::from(
            [
                key(first, label(Label::Ok), true),
                key(&esc, label(Label::Cancel), true),
            ]
            .concat(),
        )
    };
    match screen.mode() {
        Mode::Rename(_) => vec![ok_cancel(&enter)],
        Mode::Size { .. } => vec![
            Line::from(
                [
                    key("←→", label(Label::EditorWidth), true),
                    key("↑↓", label(Label::EditorHeight), true),
                ]
                .concat(),
            ),
            ok_cancel(&enter),
        ],
        Mode::ConfirmLeave => vec![
            Line::styled(terminal(TerminalLabel::EditorLeaveTitle), theme::strong()),
            Line::raw(terminal(TerminalLabel::EditorLeaveBody)),
            Line::from(
                [
                    key("y", label(Label::Ok), true),
                    key("n", label(Label::Cancel), true),
                ]
                .concat(),
            ),
        ],
        Mode::Paint => {
            let has_problem_cells = view.problems.iter().any(|p| !p.cells.is_empty());
            vec![
                Line::from(
                    [
                        key("S", label(Label::EditorBrushDark), true),
                        key("W", label(Label::EditorBrushMedium), true),
                        key("G", label(Label::EditorBrushLight), true),
                        key("1-9", "S1…G9".to_owned(), true),
                    ]
                    .concat(),
                ),
                Line::from(
                    [
                        key(".", label(Label::EditorBrushDot), true),
                        key("e", label(Label::EditorBrushEraser), true),
                        key("f", label(Label::EditorBrushFill), true),
                        key(
                            &terminal(TerminalLabel::KeySpace),
                            terminal(TerminalLabel::EditorPaint),
                            true,
                        ),
                    ]
                    .concat(),
                ),
                Line::from(
                    [
                        key("u", label(Label::Undo), view.can_undo),
                        key("r", label(Label::Redo), view.can_redo),
                        key(
                            &terminal(TerminalLabel::KeyTab),
                            label(Label::EditorProblems),
                            has_problem_cells,
                        ),
                    ]
                    .concat(),
                ),
                Line::from(
                    [
                        key("n", label(Label::EditorName), true),
                        key(
                            "z",
                            format!(
                                "{} × {}",
                                label(Label::EditorWidth),
                                label(Label::EditorHeight)
                            ),
                            true,
                        ),
                    ]
                    .concat(),
                ),
                Line::from(
                    [
                        key(
                            &terminal(TerminalLabel::KeySave),
                            label(Label::Save),
                            view.can_save,
                        ),
                        key("t", label(Label::TestPlay), view.can_test_play),
                    ]
                    .concat(),
                ),
                Line::from(
                    [
                        key("x", label(Label::SharePositionCsv), view.can_save),
                        key(&esc, label(Label::NewGame), true),
                    ]
                    .concat(),
                ),
            ]
        }
    }
}
