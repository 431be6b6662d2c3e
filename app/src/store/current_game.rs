//! The current game: written after every change, started, put away to its list.
//!
//! # When a write fails (a full disk)
//! The store's contract: **a change is kept in memory, marked not saved yet, and written at the
//! next write; a game is never in two places.**
//! - [`Store::save_current`] that cannot write answers the error and keeps the game's text as
//!   the current game's unsaved changes ([`Store::unsaved`] is `true`); the shell keeps playing
//!   it and shows that it is not saved yet. The next `save_current` writes the game as it is
//!   then; starting or opening another game writes the unsaved changes first, and is refused
//!   (nothing moved) while they cannot be written.
//! - [`Store::start_game`] writes the new game's file before the current game moves: on a full
//!   disk it is refused and nothing has moved. Should the last step fail, the current game is
//!   moved back; a game is never both in a list and the current slot.

use std::fs;

use super::files::{self, rename_to_free, stage, write_atomic};
use super::game_file::{game_file, GameFile};
use super::{Current, Folder, GameRef, Previous, Store, StoreError, CURRENT_GAME_FILE};

impl Store {
    /// Writes the current game (call it whenever the session's revision moved). Refused for a
    /// game other than the current one: start that with [`Store::start_game`]. When the write
    /// fails, the game stays the current game with unsaved changes ([`Store::unsaved`]),
    /// written by the next call.
    pub fn save_current<'a>(&mut self, game: impl Into<GameRef<'a>>) -> Result<(), StoreError> {
        let file = game_file(game.into(), self.clock.now());
        if let Some(current) = &self.current {
            if current.identity != file.identity {
                return Err(StoreError::NotTheCurrentGame);
            }
        }
        let written = write_atomic(&self.dir, CURRENT_GAME_FILE, file.text.as_bytes());
        self.pending = written.is_err().then(|| file.text.clone());
        self.current = Some(Current {
            identity: file.identity,
            summary: file.summary,
        });
        written
    }

    /// Whether the current game has changes that could not be written yet (a full disk): the
    /// shell shows it, and the next write stores them.
    pub fn unsaved(&self) -> bool {
        self.pending.is_some()
    }

    /// Makes `game` the current game and writes it; the game that was current moves to the
    /// saved games (unfinished) or the history (finished), or is dropped when blank. Refused
    /// with nothing moved when the new game's file cannot be written.
    pub fn start_game<'a>(&mut self, game: impl Into<GameRef<'a>>) -> Result<Previous, StoreError> {
        let file: GameFile = game_file(game.into(), self.clock.now());
        self.write_pending()?;
        let staged = stage(&self.dir, CURRENT_GAME_FILE, file.text.as_bytes())?;
        let before = self.current.clone();
        let previous = self.put_current_away(None)?;
        if let Err(e) = staged.place() {
            self.take_back(&previous, before)?;
            return Err(files::file_error(&e));
        }
        self.current = Some(Current {
            identity: file.identity,
            summary: file.summary,
        });
        files::sync_dir(&self.dir)?;
        Ok(previous)
    }

    /// Writes the current game's unsaved changes, if any.
    pub(super) fn write_pending(&mut self) -> Result<(), StoreError> {
        if let Some(text) = &self.pending {
            write_atomic(&self.dir, CURRENT_GAME_FILE, text.as_bytes())?;
            self.pending = None;
        }
        Ok(())
    }

    /// Moves the current game to its list (or drops it when blank). `freed` is a list an entry
    /// is about to leave, whose room is not checked.
    pub(super) fn put_current_away(
        &mut self,
        freed: Option<Folder>,
    ) -> Result<Previous, StoreError> {
        self.write_pending()?;
        let Some(current) = &self.current else {
            return Ok(Previous::None);
        };
        let path = self.current_path();
        if fs::symlink_metadata(&path).is_err() {
            self.current = None;
            return Ok(Previous::None);
        }
        if current.summary.blank {
            fs::remove_file(&path).map_err(|e| StoreError::io(&path, &e))?;
            files::sync_dir(&self.dir)?;
            self.current = None;
            return Ok(Previous::Dropped);
        }
        let folder = if current.summary.is_over() {
            Folder::History
        } else {
            Folder::Saved
        };
        if freed != Some(folder) {
            self.check_room(folder)?;
        }
        let dir = self.folder(folder);
        let id = files::free_entry(&dir, self.clock.now(), folder.extension(), &[])?;
        rename_to_free(&path, &dir.join(format!("{id}.json")))?;
        self.current = None;
        Ok(match folder {
            Folder::History => Previous::Finished(id),
            _ => Previous::Saved(id),
        })
    }

    /// Undoes [`Store::put_current_away`]: the game it moved to a list is the current game
    /// again (`before`). A dropped game was blank: nothing is lost.
    pub(super) fn take_back(
        &mut self,
        previous: &Previous,
        before: Option<Current>,
    ) -> Result<(), StoreError> {
        let (folder, id) = match previous {
            Previous::Saved(id) => (Folder::Saved, id),
            Previous::Finished(id) => (Folder::History, id),
            Previous::None | Previous::Dropped => return Ok(()),
        };
        let from = self.folder(folder).join(format!("{id}.json"));
        rename_to_free(&from, &self.current_path())?;
        self.current = before;
        Ok(())
    }
}
