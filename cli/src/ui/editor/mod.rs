//! The position editor screen (issue 12, SCREENS.md "Position editor and library"), on
//! dl-core's [`dl_core::editor::Editor`] and dl-app's library:
//! - reached from the new-game screen: `p` "New position" (a blank grid whose size is chosen
//!   first), `e` "Edit a copy" of the selected position (built-in or the player's); there the
//!   player's positions are also duplicated (`c`), renamed (`m`) and shared as CSV (`x`), see
//!   [`library`];
//! - a cursor (arrows), brushes (`S`/`W`/`G` and `1`–`9` for the region tokens by shade and
//!   number, `.` dot, `e` eraser, `f` flood fill), `space` to paint, mouse painting (click and
//!   drag, through the editor's `cell_at`), `u`/`r` undo and redo, `z` resize, `n` rename;
//! - the live list of problems with their cells marked (blocking red, warnings orange; `tab`
//!   sends the cursor to them);
//! - `ctrl-s` saves into the library (refused while a problem blocks; later saves replace
//!   the same entry), `t` test-plays a game on the unsaved position (esc or `n` come back),
//!   `x` shares the position as CSV into the shared folder, esc goes back to the new-game
//!   screen (asking first when changes are not saved).
//!
//! Every text comes from the catalogs through the [`Localizer`]. State is in [`state`], keys
//! in [`keys`] and [`library`], the mouse in [`mouse`], drawing in [`draw`], and the store and
//! file work in [`effects`].

mod draw;
mod effects;
mod grid;
mod keys;
mod layout;
mod library;
mod mouse;
mod panel;
mod state;

#[cfg(test)]
mod tests;

use std::sync::Arc;

use dl_app::l10n::Localizer;
use dl_core::session::Session;
use dl_core::Position;

use super::app::{App, Screen};
use library::NameField;

pub use draw::{draw, draw_menu_keys, draw_test_play_banner, menu_area};
pub use effects::carry_out;
pub use keys::{on_key, on_test_play_key};
pub use library::on_menu_key;
pub use mouse::on_mouse;
pub use state::EditorScreen;

/// Work for the runner, which does the store and file I/O.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorEffect {
    /// Save the position being edited into the library.
    Save,
    /// Write the position being edited as CSV into the shared folder.
    Share,
    /// Copy one of the player's positions under a free name.
    Duplicate(String),
    /// Rename one of the player's positions.
    Rename {
        /// Its id in the library.
        id: String,
        /// The new name.
        name: String,
    },
    /// Write one of the player's positions as CSV into the shared folder.
    ShareCsv(Arc<Position>),
}

/// The editor's place in the app: the open editor, the game it put aside during a test play,
/// and the new name typed for one of the player's positions.
#[derive(Debug, Default)]
pub struct EditorSlot {
    screen: Option<Box<EditorScreen>>,
    /// The game that was on screen before a test play, given back after it.
    suspended: Option<Box<Session>>,
    /// The new name being typed for one of the player's positions on the new-game screen.
    name_field: Option<NameField>,
}

impl EditorSlot {
    /// The open editor.
    pub fn screen(&self) -> Option<&EditorScreen> {
        self.screen.as_deref()
    }

    /// The new name being typed for one of the player's positions.
    pub fn name_field(&self) -> Option<&NameField> {
        self.name_field.as_ref()
    }

    /// Starts, changes or ends typing a new name for one of the player's positions.
    pub fn set_name_field(&mut self, field: Option<NameField>) {
        self.name_field = field;
    }

    /// Whether the game on screen is a test play of the position being edited: it is not
    /// kept in the store.
    pub fn test_playing(&self) -> bool {
        self.suspended.is_some()
    }
}

impl App {
    /// The player's language and the open editor, to change it while formatting texts.
    pub fn editor_parts_mut(&mut self) -> (&Localizer, Option<&mut EditorScreen>) {
        let (texts, slot) = self.texts_and_editor_mut();
        (texts, slot.screen.as_deref_mut())
    }

    /// Opens the editor on `screen`.
    pub fn open_editor(&mut self, screen: EditorScreen) {
        self.editor_mut().screen = Some(Box::new(screen));
        self.show(Screen::Editor);
    }

    /// Closes the editor and goes back to the new-game screen, its lists read again (a
    /// position may have been saved).
    pub fn leave_editor(&mut self) {
        self.editor_mut().screen = None;
        self.show(Screen::NewGame);
        self.push_effect(super::app::Effect::LoadMenu);
    }

    /// Starts a game on the position being edited, without saving it (test play, issue 12):
    /// the game on screen is put aside, and the test game is not kept in the store. Refused
    /// while a problem other than the name's blocks.
    pub fn start_test_play(&mut self) {
        let (localizer, Some(screen)) = self.editor_parts_mut() else {
            return;
        };
        let position = match screen.editor().test_play_position() {
            Ok(position) => position,
            Err(problems) => {
                if let Some(problem) = problems.first() {
                    let text = localizer.tr(problem);
                    screen.set_note(text, state::Tone::Refused);
                }
                return;
            }
        };
        let rounds = position.default_rounds();
        let test = Session::for_position(Arc::new(position), rounds);
        let game = self.swap_session(test);
        self.editor_mut().suspended = Some(Box::new(game));
        self.show(Screen::Game);
    }

    /// Ends a test play: the game put aside is back on screen, and so is the editor.
    pub fn end_test_play(&mut self) {
        if let Some(game) = self.editor_mut().suspended.take() {
            self.swap_session(*game);
            self.show(Screen::Editor);
        }
    }
}
