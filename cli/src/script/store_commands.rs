//! The script commands on the store: the saved and finished games, the player's positions, and
//! the files the store moved aside when it opened.

use dl_app::files::read_bounded;
use dl_app::replay::Replay;
use dl_app::store::{GameEntry, Listing, LoadedGame};
use dl_core::position_csv::MAX_FILE_BYTES;
use serde_json::{json, Value};

use super::collection::OtherSession;
use super::command::Command;
use super::error::ScriptError;
use super::store_json::{entry_json, import_json, moved_json, position_json};
use super::{ok, summary_of, Script};
use crate::error::CliError;
use crate::new_file::write_new_file;

impl Script {
    /// Carries out a command on the store (`no_store` without one).
    pub(super) fn store_command(&mut self, command: Command) -> Result<Value, ScriptError> {
        let store_error = |e| ScriptError::File(CliError::Store(e));
        match command {
            Command::OpenReport => {
                let moved: Vec<Value> = self.moved_aside.iter().map(moved_json).collect();
                self.store()?;
                Ok(json!({"ok": true, "moved_aside": moved}))
            }
            Command::SavedGames => {
                let listing = self.store()?.saved_games().map_err(store_error)?;
                Ok(games_json(&listing))
            }
            Command::FinishedGames => {
                let listing = self.store()?.finished_games().map_err(store_error)?;
                Ok(games_json(&listing))
            }
            Command::OpenSaved { id } => {
                let persistence = self.persistence.as_mut().ok_or(CliError::NoStore)?;
                let (game, previous) = persistence.open_saved(&id)?;
                self.take(game);
                Ok(self.with_previous(&previous))
            }
            Command::DeleteSaved { id } => {
                self.store()?.delete_saved(&id).map_err(store_error)?;
                Ok(ok())
            }
            Command::DeleteFinished { id } => {
                self.store()?.delete_finished(&id).map_err(store_error)?;
                Ok(ok())
            }
            Command::ViewFinished { id } => {
                let game = self.store()?.read_finished(&id).map_err(store_error)?;
                loaded_summary(game, &id)
            }
            Command::ReplayFinished { id, step } => {
                let game = self.store()?.read_finished(&id).map_err(store_error)?;
                let replay = Replay::of(&game)?;
                let states = replay.len();
                let state = replay.at(step).ok_or_else(|| {
                    ScriptError::BadCommand(format!(
                        "step {step} is past the end: the replay has {states} states"
                    ))
                })?;
                let mut summary = loaded_summary(state, &id)?;
                summary["states"] = json!(states);
                summary["step"] = json!(step);
                Ok(summary)
            }
            Command::Positions => {
                let listing = self.store()?.positions().map_err(store_error)?;
                let positions: Vec<Value> = listing.entries.iter().map(position_json).collect();
                let moved: Vec<Value> = listing.moved_aside.iter().map(moved_json).collect();
                Ok(json!({"ok": true, "positions": positions, "moved_aside": moved}))
            }
            Command::ImportPositions { path } => {
                let bytes = read_bounded(&path, MAX_FILE_BYTES as u64).map_err(CliError::from)?;
                let report = self
                    .store()?
                    .import_positions(&bytes)
                    .map_err(store_error)?;
                Ok(import_json(&report))
            }
            Command::ExportPositions { path, ids } => {
                if std::fs::symlink_metadata(&path).is_ok() {
                    return Err(CliError::FileExists { path }.into());
                }
                let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
                let csv = self.store()?.export_positions(&ids).map_err(store_error)?;
                write_new_file(&path, csv.as_bytes())?;
                Ok(ok())
            }
            Command::RenamePosition { id, name } => {
                self.store()?
                    .rename_position(&id, &name)
                    .map_err(store_error)?;
                Ok(ok())
            }
            Command::DuplicatePosition { id } => {
                let copy = self.store()?.duplicate_position(&id).map_err(store_error)?;
                Ok(json!({"ok": true, "id": copy.to_string()}))
            }
            Command::DeletePosition { id } => {
                self.store()?.delete_position(&id).map_err(store_error)?;
                Ok(ok())
            }
            other => Err(ScriptError::BadCommand(format!(
                "{other:?} is not a command on the store"
            ))),
        }
    }
}

/// A list of games with the files found unreadable while listing it.
fn games_json(listing: &Listing<GameEntry>) -> Value {
    let games: Vec<Value> = listing.entries.iter().map(entry_json).collect();
    let moved: Vec<Value> = listing.moved_aside.iter().map(moved_json).collect();
    json!({"ok": true, "games": games, "moved_aside": moved})
}

/// The summary of a game the store read, of whichever game of the collection it is.
fn loaded_summary(game: LoadedGame, id: &str) -> Result<Value, ScriptError> {
    match OtherSession::from_loaded(game) {
        Ok(other) => Ok(other.summary()),
        Err(LoadedGame::DividedLoyalties(session)) => Ok(summary_of(&session)),
        Err(_) => Err(ScriptError::BadCommand(format!("{id} is no game"))),
    }
}
