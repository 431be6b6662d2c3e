//! The editor's store and file work, carried out by the runner: save into the library (a new
//! entry, then the same entry again), share as CSV into the shared folder as the share command
//! writes it (a new file beside earlier ones, never over one), and from the new-game screen
//! duplicate, rename and share one of the player's positions. Outcomes are notices in the
//! player's language.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use dl_app::l10n::screen::{editor_saved, editor_shared};
use dl_app::l10n::{Label, Localizer};
use dl_app::picture::Theme;
use dl_app::share::{share_position, write_shared_files, ShareSettings, CSV_MIME};
use dl_app::store::{Store, StoreError};
use dl_core::{Game, Position};

use super::state::{EditorScreen, Tone};
use super::EditorEffect;
use crate::error::CliError;
use crate::error_text::error_text;
use crate::persist::Persistence;
use crate::share::share_folder;
use crate::ui::app::App;
use crate::ui::terminal::load_menu;
use dl_app::l10n::store_text;

/// Carries out `effect` with the store (when there is one); shares go into `out` or the data
/// directory's shared folder.
pub fn carry_out(
    app: &mut App,
    persistence: Option<&mut Persistence>,
    out: Option<&Path>,
    effect: EditorEffect,
) {
    match effect {
        EditorEffect::Save => {
            let (l10n, Some(screen)) = app.editor_parts_mut() else {
                return;
            };
            save(l10n, screen, persistence);
        }
        EditorEffect::Share => {
            let (l10n, Some(screen)) = app.editor_parts_mut() else {
                return;
            };
            share(l10n, screen, out);
        }
        EditorEffect::Duplicate(id) => {
            in_library(app, persistence, |store| {
                store.duplicate_position(&id).map(drop)
            });
        }
        EditorEffect::Rename { id, name } => {
            in_library(app, persistence, |store| store.rename_position(&id, &name));
        }
        EditorEffect::ShareCsv(position) => {
            let l10n = app.texts();
            let language = l10n.language().tag();
            let written = share_folder(out).and_then(|dir| write_csv(&position, &dir, language));
            match written {
                Ok(Some(path)) => {
                    let title = l10n.tr(&Label::SharePositionCsv);
                    let text = l10n.format(&editor_shared(&path.display().to_string()));
                    app.show_info(title, vec![text]);
                }
                Ok(None) => {}
                Err(e) => app.menu_mut().error = Some(l10n.format(&error_text(&e))),
            }
        }
    }
}

/// Changes the library and shows the new-game screen's lists again, or why not.
fn in_library(
    app: &mut App,
    persistence: Option<&mut Persistence>,
    change: impl FnOnce(&mut Store) -> Result<(), StoreError>,
) {
    let Some(persistence) = persistence else {
        return;
    };
    match change(persistence.store()) {
        Ok(()) => load_menu(app, persistence),
        Err(e) => {
            let text = app.texts().format(&store_text(&e));
            app.menu_mut().error = Some(text);
        }
    }
}

/// Saves the position into the library: a new entry the first time, that entry afterwards.
fn save(l10n: &Localizer, screen: &mut EditorScreen, persistence: Option<&mut Persistence>) {
    let Some(persistence) = persistence else {
        screen.set_note(
            l10n.format(&error_text(&CliError::NoDataDir)),
            Tone::Refused,
        );
        return;
    };
    let Some(position) = position_of(l10n, screen) else {
        return;
    };
    let store = persistence.store();
    let saved = match screen.library_id() {
        Some(id) => store.update_position(id, &position).map(|()| id.to_owned()),
        None => store.save_position(&position).map(|id| id.to_string()),
    };
    match saved {
        Ok(id) => {
            screen.saved_as(id);
            screen.set_note(l10n.format(&editor_saved(position.name())), Tone::Done);
        }
        Err(e) => screen.set_note(l10n.format(&store_text(&e)), Tone::Refused),
    }
}

/// Writes the position's CSV (R9) into the shared folder.
fn share(l10n: &Localizer, screen: &mut EditorScreen, out: Option<&Path>) {
    let Some(position) = position_of(l10n, screen) else {
        return;
    };
    let language = l10n.language().tag();
    match share_folder(out).and_then(|dir| write_csv(&position, &dir, language)) {
        Ok(Some(path)) => {
            let path = path.display().to_string();
            screen.set_note(l10n.format(&editor_shared(&path)), Tone::Done);
        }
        Ok(None) => {}
        Err(e) => screen.set_note(l10n.format(&error_text(&e)), Tone::Refused),
    }
}

/// The CSV file of the position's share payload, written new into `dir`.
fn write_csv(position: &Position, dir: &Path, language: &str) -> Result<Option<PathBuf>, CliError> {
    let game = Game::new(Arc::new(position.clone()), position.default_rounds());
    let payload = share_position(&game, &ShareSettings::for_language(language, Theme::Light))?;
    let csv: Vec<_> = payload
        .files
        .into_iter()
        .filter(|file| file.mime_type == CSV_MIME)
        .collect();
    Ok(write_shared_files(dir, &csv)?.into_iter().next())
}

/// The position to save or share, or the first blocking problem as the notice.
fn position_of(l10n: &Localizer, screen: &mut EditorScreen) -> Option<Position> {
    match screen.editor().to_position() {
        Ok(position) => Some(position),
        Err(problems) => {
            if let Some(problem) = problems.first() {
                screen.set_note(l10n.tr(problem), Tone::Refused);
            }
            None
        }
    }
}
