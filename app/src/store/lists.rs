//! The saved games (unfinished games left for another one) and the history (finished games):
//! list them newest first, open a saved game (it becomes the current one), read a game without
//! opening it (a finished game for viewing), delete one (the shells confirm first).

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::cache::Stamp;
use super::entry_id::EntryId;
use super::error::{Folder, MovedAside, StoreError, Unreadable};
use super::files::{move_aside, read_file, rename_to_free, scan, sync_dir};
use super::game_file::{identity, read_game, read_summary, MAX_GAME_FILE_BYTES};
use super::games::LoadedGame;
use super::summary::GameSummary;
use super::{Current, Opened, Store, Timestamp, CURRENT_GAME_FILE, MAX_LISTING_BYTES};

/// A game of the saved games or of the history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEntry {
    /// Its id, to open or delete it.
    pub id: EntryId,
    /// When it was last played, if its file says.
    pub last_played: Option<Timestamp>,
    /// What the list shows of it.
    pub summary: GameSummary,
}

/// A list, with the files that could not be read while listing it (moved aside).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing<T> {
    /// The entries, in the list's order.
    pub entries: Vec<T>,
    /// The unreadable files found, moved aside.
    pub moved_aside: Vec<MovedAside>,
}

impl Store {
    /// The unfinished games, the one last played first.
    pub fn saved_games(&mut self) -> Result<Listing<GameEntry>, StoreError> {
        self.list_games(Folder::Saved)
    }

    /// The finished games, the one last played first.
    pub fn finished_games(&mut self) -> Result<Listing<GameEntry>, StoreError> {
        self.list_games(Folder::History)
    }

    /// Opens a saved game: it becomes the current game, and the game that was current moves
    /// away as [`Store::start_game`] says. An unreadable file is moved aside
    /// ([`StoreError::Unreadable`]).
    pub fn open_saved(&mut self, id: &str) -> Result<Opened, StoreError> {
        let (path, game) = self.read_entry(Folder::Saved, id)?;
        let before = self.current.clone();
        let previous = self.put_current_away(Some(Folder::Saved))?;
        if let Err(e) = rename_to_free(&path, &self.dir.join(CURRENT_GAME_FILE)) {
            self.take_back(&previous, before)?;
            return Err(e);
        }
        self.current = Some(Current {
            identity: identity(game.as_ref()),
            summary: game.as_ref().summary(),
        });
        Ok(Opened { game, previous })
    }

    /// Reads a saved game without opening it (a preview); it stays in the list.
    pub fn read_saved(&mut self, id: &str) -> Result<LoadedGame, StoreError> {
        self.read_entry(Folder::Saved, id).map(|(_, game)| game)
    }

    /// Reads a finished game for viewing; it stays in the history.
    pub fn read_finished(&mut self, id: &str) -> Result<LoadedGame, StoreError> {
        self.read_entry(Folder::History, id).map(|(_, game)| game)
    }

    /// Deletes a saved game (the shells ask the player first).
    pub fn delete_saved(&mut self, id: &str) -> Result<(), StoreError> {
        self.delete_entry(Folder::Saved, id)
    }

    /// Deletes a finished game (the shells ask the player first).
    pub fn delete_finished(&mut self, id: &str) -> Result<(), StoreError> {
        self.delete_entry(Folder::History, id)
    }

    /// The path of entry `id` of `folder`; a text that is no id of the store is no entry.
    pub(super) fn entry_path(&self, folder: Folder, id: &str) -> Result<PathBuf, StoreError> {
        let no_entry = || StoreError::NoSuchEntry {
            folder,
            id: id.to_owned(),
        };
        let id = EntryId::parse(id).ok_or_else(no_entry)?;
        Ok(self
            .folder(folder)
            .join(format!("{id}.{}", folder.extension())))
    }

    pub(super) fn delete_entry(&mut self, folder: Folder, id: &str) -> Result<(), StoreError> {
        let path = self.entry_path(folder, id)?;
        match fs::symlink_metadata(&path) {
            Ok(m) if m.is_file() => {}
            _ => {
                return Err(StoreError::NoSuchEntry {
                    folder,
                    id: id.to_owned(),
                })
            }
        }
        fs::remove_file(&path).map_err(|e| StoreError::io(&path, &e))?;
        sync_dir(&self.folder(folder))
    }

    /// Reads a game of a list through its game's reader; an unreadable one is moved aside.
    fn read_entry(
        &mut self,
        folder: Folder,
        id: &str,
    ) -> Result<(PathBuf, LoadedGame), StoreError> {
        self.read_entry_with(folder, id, |path| {
            read_file(path, MAX_GAME_FILE_BYTES)
                .and_then(|bytes| bytes.map(|b| read_game(&b).map(|r| r.game)).transpose())
        })
    }

    /// Reads entry `id` of `folder` with `read` (`Ok(None)` when nothing is there); an
    /// unreadable file is moved aside ([`StoreError::Unreadable`]).
    pub(super) fn read_entry_with<T>(
        &mut self,
        folder: Folder,
        id: &str,
        read: impl FnOnce(&Path) -> Result<Option<T>, Unreadable>,
    ) -> Result<(PathBuf, T), StoreError> {
        let path = self.entry_path(folder, id)?;
        match read(&path) {
            Ok(Some(value)) => Ok((path, value)),
            Ok(None) => Err(StoreError::NoSuchEntry {
                folder,
                id: id.to_owned(),
            }),
            Err(reason) => Err(StoreError::Unreadable(move_aside(
                &path,
                reason,
                self.clock.now(),
            )?)),
        }
    }

    /// The games of `folder`, reading again only the files new or changed since the last
    /// listing, at most [`MAX_LISTING_BYTES`].
    fn list_games(&mut self, folder: Folder) -> Result<Listing<GameEntry>, StoreError> {
        let dir = self.folder(folder);
        let mut listing = Listing {
            entries: Vec::new(),
            moved_aside: Vec::new(),
        };
        let found = scan(&dir, folder.extension())?;
        let ids: Vec<EntryId> = found.iter().map(|(id, _)| id.clone()).collect();
        let clock = Arc::clone(&self.clock);
        let cache = self.games_cache.entry(folder).or_default();
        cache.keep_only(&ids);
        let mut bytes_read = 0u64;
        for (id, path) in found {
            let stamp = Stamp::of_path(&path);
            if let Some((summary, last_played)) = cache.get(&id, stamp) {
                listing.entries.push(GameEntry {
                    id,
                    last_played,
                    summary,
                });
                continue;
            }
            let read = read_file(&path, MAX_GAME_FILE_BYTES).and_then(|bytes| {
                bytes
                    .map(|b| {
                        bytes_read += b.len() as u64;
                        read_summary(&b)
                    })
                    .transpose()
            });
            if bytes_read > MAX_LISTING_BYTES {
                return Err(StoreError::TooMuchData {
                    folder: dir,
                    limit: MAX_LISTING_BYTES,
                });
            }
            match read {
                Ok(None) => {}
                Ok(Some((summary, last_played))) => {
                    cache.put(id.clone(), stamp, (summary.clone(), last_played));
                    listing.entries.push(GameEntry {
                        id,
                        last_played,
                        summary,
                    });
                }
                Err(reason) => listing
                    .moved_aside
                    .push(move_aside(&path, reason, clock.now())?),
            }
        }
        listing
            .entries
            .sort_by(|a, b| (b.last_played, &b.id).cmp(&(a.last_played, &a.id)));
        Ok(listing)
    }
}
