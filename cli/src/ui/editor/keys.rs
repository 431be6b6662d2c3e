//! The editor's keys, and the keys that end a test play.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use dl_app::l10n::Localizer;
use dl_core::editor::{EditError, Paint};

use super::state::{EditorScreen, Leave, Mode, Tone};
use super::EditorEffect;
use crate::ui::app::{App, Effect};

/// Handles a key on the editor screen (the caller has cleared the notices and handled
/// ctrl-c and prompts).
pub fn on_key(app: &mut App, key: KeyEvent) {
    let (localizer, Some(screen)) = app.editor_parts_mut() else {
        return;
    };
    screen.begin_input();
    let outcome = match screen.mode() {
        Mode::Paint => paint_key(screen, key),
        Mode::Rename(_) => rename_key(screen, key.code),
        Mode::Size { .. } => size_key(screen, key.code),
        Mode::ConfirmLeave => confirm_key(screen, key.code),
    };
    match outcome {
        Outcome::Done => {}
        Outcome::Refused(error) => refused(localizer, screen, &error),
        Outcome::Leave => app.leave_editor(),
        Outcome::Save => app.push_effect(Effect::Editor(EditorEffect::Save)),
        Outcome::Share => app.push_effect(Effect::Editor(EditorEffect::Share)),
        Outcome::TestPlay => app.start_test_play(),
    }
}

/// What a key asks beyond the editor's own state.
enum Outcome {
    Done,
    Refused(EditError),
    Leave,
    Save,
    Share,
    TestPlay,
}

impl From<Result<(), EditError>> for Outcome {
    fn from(result: Result<(), EditError>) -> Outcome {
        result.map_or_else(Outcome::Refused, |()| Outcome::Done)
    }
}

fn refused(localizer: &Localizer, screen: &mut EditorScreen, error: &EditError) {
    screen.set_note(localizer.tr(error), Tone::Refused);
}

fn paint_key(screen: &mut EditorScreen, key: KeyEvent) -> Outcome {
    let view = screen.editor().view();
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('s') if view.can_save => Outcome::Save,
            _ => Outcome::Done,
        };
    }
    match key.code {
        KeyCode::Left => screen.move_cursor(-1, 0),
        KeyCode::Right => screen.move_cursor(1, 0),
        KeyCode::Up => screen.move_cursor(0, -1),
        KeyCode::Down => screen.move_cursor(0, 1),
        KeyCode::Char(' ') | KeyCode::Enter => {
            return screen.paint_at_cursor().map(drop).into();
        }
        KeyCode::Char(c @ ('s' | 'S' | 'w' | 'W' | 'g' | 'G')) => screen.choose_shade(c),
        KeyCode::Char(c @ '1'..='9') => {
            screen.choose_number(c.to_digit(10).map_or(1, |d| d as u8));
        }
        KeyCode::Char('.') => screen.choose_paint(Paint::Dot),
        KeyCode::Char('e') => screen.choose_paint(Paint::Empty),
        KeyCode::Char('f') => screen.toggle_fill(),
        KeyCode::Char('u') if view.can_undo => return screen.undo().into(),
        KeyCode::Char('r') if view.can_redo => return screen.redo().into(),
        KeyCode::Char('n') => screen.start_rename(),
        KeyCode::Char('z') => screen.start_resize(),
        KeyCode::Tab => screen.next_problem(),
        KeyCode::Char('t') if view.can_test_play => return Outcome::TestPlay,
        KeyCode::Char('x') if view.can_save => return Outcome::Share,
        KeyCode::Esc => return leaving(Some(screen.ask_leave())),
        _ => {}
    }
    Outcome::Done
}

/// Leaves the editor when nothing would be lost.
fn leaving(leave: Option<Leave>) -> Outcome {
    match leave {
        Some(Leave::Now) => Outcome::Leave,
        Some(Leave::Asked) | None => Outcome::Done,
    }
}

fn rename_key(screen: &mut EditorScreen, code: KeyCode) -> Outcome {
    match code {
        KeyCode::Char(c) => screen.type_char(c),
        KeyCode::Backspace => screen.erase_char(),
        KeyCode::Enter => return screen.commit().into(),
        KeyCode::Esc => {
            screen.cancel();
        }
        _ => {}
    }
    Outcome::Done
}

fn size_key(screen: &mut EditorScreen, code: KeyCode) -> Outcome {
    match code {
        KeyCode::Left => screen.size_by(-1, 0),
        KeyCode::Right => screen.size_by(1, 0),
        KeyCode::Up => screen.size_by(0, -1),
        KeyCode::Down => screen.size_by(0, 1),
        KeyCode::Enter => return screen.commit().into(),
        KeyCode::Esc => return leaving(screen.cancel()),
        _ => {}
    }
    Outcome::Done
}

fn confirm_key(screen: &mut EditorScreen, code: KeyCode) -> Outcome {
    match code {
        KeyCode::Char('y' | 'Y') => return Outcome::Leave,
        KeyCode::Char('n' | 'N') | KeyCode::Esc => {
            screen.cancel();
        }
        _ => {}
    }
    Outcome::Done
}

/// Handles a key of the game screen during a test play: esc or `n` go back to the editor.
/// Returns whether the key was one of them.
pub fn on_test_play_key(app: &mut App, code: KeyCode) -> bool {
    if !app.editor().test_playing() || !matches!(code, KeyCode::Esc | KeyCode::Char('n')) {
        return false;
    }
    app.end_test_play();
    true
}
