//! The player's positions on the new-game screen (issue 12's library, SCREENS.md): `p` a new
//! position, `e` edit a copy of the selected position, and for the player's own positions `c`
//! duplicate, `m` rename (a name field on the screen's last row), `x` share as CSV. Deleting
//! stays the new-game screen's own `d` (confirmed).

use std::sync::Arc;

use crossterm::event::KeyCode;

use super::state::{EditorScreen, MAX_TYPED_NAME_CHARS};
use super::EditorEffect;
use crate::ui::app::{App, Effect};
use crate::ui::menu::MenuItem;

/// The new name being typed for one of the player's positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameField {
    /// The position's id in the library.
    pub id: String,
    /// The name typed so far.
    pub name: String,
}

/// Handles the library's keys on the new-game screen; while a name is typed, every key.
/// Returns whether the key was the library's.
pub fn on_menu_key(app: &mut App, code: KeyCode) -> bool {
    if app.editor().name_field().is_some() {
        field_key(app, code);
        return true;
    }
    let selected = app.menu().selected_item().cloned();
    match (code, selected) {
        (KeyCode::Char('p'), _) => match EditorScreen::new_position() {
            Ok(screen) => app.open_editor(screen),
            Err(e) => {
                let text = app.texts().tr(&e);
                app.menu_mut().error = Some(text);
            }
        },
        (KeyCode::Char('e'), Some(MenuItem::Position { position, .. })) => {
            app.open_editor(EditorScreen::copy_of(&position));
        }
        (
            KeyCode::Char('c'),
            Some(MenuItem::Position {
                library_id: Some(id),
                ..
            }),
        ) => app.push_effect(Effect::Editor(EditorEffect::Duplicate(id))),
        (
            KeyCode::Char('m'),
            Some(MenuItem::Position {
                position,
                library_id: Some(id),
            }),
        ) => {
            let name = position.name().to_owned();
            app.editor_mut()
                .set_name_field(Some(NameField { id, name }));
        }
        (
            KeyCode::Char('x'),
            Some(MenuItem::Position {
                position,
                library_id: Some(_),
            }),
        ) => app.push_effect(Effect::Editor(EditorEffect::ShareCsv(Arc::clone(
            &position,
        )))),
        (KeyCode::Char('e' | 'c' | 'm' | 'x'), _) => {}
        _ => return false,
    }
    true
}

/// A key while a new name is typed: enter renames (the store checks the name), esc cancels.
fn field_key(app: &mut App, code: KeyCode) {
    let slot = app.editor_mut();
    let Some(mut field) = slot.name_field().cloned() else {
        return;
    };
    match code {
        KeyCode::Char(c)
            if !c.is_control() && field.name.chars().count() < MAX_TYPED_NAME_CHARS =>
        {
            field.name.push(c);
        }
        KeyCode::Backspace => {
            field.name.pop();
        }
        KeyCode::Enter => {
            slot.set_name_field(None);
            let NameField { id, name } = field;
            app.push_effect(Effect::Editor(EditorEffect::Rename { id, name }));
            return;
        }
        KeyCode::Esc => {
            slot.set_name_field(None);
            return;
        }
        _ => {}
    }
    slot.set_name_field(Some(field));
}
