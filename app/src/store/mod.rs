//! The store: one directory that a shell hands over (Android `filesDir`, iOS Application
//! Support, the terminal's XDG data directory) holding everything the player keeps — the game
//! on screen, the games left for another one, the finished games and the player's own
//! positions. Nothing the player saw as done is ever lost, and no file is ever overwritten
//! unless the store wrote it or read it back first.
//!
//! # The directory
//!
//! ```text
//! <dir>/.lock              one writer per directory, with the directory's own lock (see `lock`)
//! <dir>/autosave.json      the current game (see `game_file` for what a game file holds)
//! <dir>/saved/<id>.json    unfinished games left for another one
//! <dir>/history/<id>.json  finished games
//! <dir>/positions/<id>.csv the player's positions, one per file (R9)
//! ```
//!
//! Ids are `<milliseconds>-<n>` ([`EntryId`]). Every write is atomic (a temporary file in the
//! same folder, flushed, renamed over the target, the folder flushed); a game moves between
//! the current slot and the lists by a rename, so a kill at any moment leaves each game whole in
//! one place. Temporary files left by a killed writer are removed when the store opens —
//! exactly the names of the store's own temporary files, nothing else; a temporary file is
//! created exclusively under a random name, never through a link.
//!
//! # Decisions
//! - **The current game** is written by [`Store::save_current`] whenever the session's revision
//!   moved, and read back by [`Store::open`] exactly as it was (for Divided Loyalties with the
//!   selected colours and the ring). `save_current` refuses a game that is not the current one
//!   ([`StoreError::NotTheCurrentGame`]): another game is started with [`Store::start_game`].
//! - **Starting or opening another game** moves the current one away, never silently: an
//!   unfinished game to the saved games, a finished one to the history. Only a *blank* game —
//!   nothing played, nothing imported ([`GameSummary::blank`]) — is dropped, so that browsing
//!   the new-game screen does not fill the saved games; the caller learns which ([`Previous`]).
//! - **Unreadable files** (truncated, a newer version, garbage, a directory or a link in the
//!   place of a file, a file in the place of a folder) are moved aside in their folder under
//!   `<name>.unreadable-<milliseconds>[-<n>].<code>.<extension>`, a name never used before, and
//!   reported with their typed reason ([`MovedAside`]); the store goes on without them. The
//!   player starts fresh when the current game was one of them.
//! - **Bounds**: a folder holds at most [`MAX_LIST_ENTRIES`] entries (moving one more there is
//!   refused with [`StoreError::Full`]); listing reads at most
//!   [`MAX_SCANNED_ENTRIES`] names and [`MAX_LISTING_BYTES`] bytes per folder, the
//!   player's positions as the games; game files above [`MAX_GAME_FILE_BYTES`] and
//!   position files above [`MAX_POSITION_FILE_BYTES`] are unreadable (refused by their size,
//!   unread). Links are never followed, and a pipe or a device is never opened for reading.
//! - **Lists show what the games are**: what a list shows of a game is read from the game
//!   itself (every action replayed), never from a summary written in the file; a listing
//!   reads again only the files new or changed since the last one (`cache`).
//! - **Writing on a full disk** (see `current_game`): a change that cannot be written is kept
//!   in memory as not saved yet ([`Store::unsaved`]) and written at the next write; starting
//!   another game and importing positions write everything new first and change nothing when
//!   that fails, so a game is never in two places and an import is never half done.
//! - **Time** comes from the [`Clock`] the caller passes.

mod cache;
mod clock;
mod current_game;
mod entry_id;
mod error;
mod files;
mod game_file;
mod games;
mod library;
mod lists;
mod lock;
mod summary;
#[cfg(test)]
mod test_dir;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde_json::Value;

pub use clock::{Clock, FixedClock, SystemClock, Timestamp};
pub use entry_id::EntryId;
pub use error::{Folder, FoundKind, MovedAside, StoreError, Unreadable};
pub use files::MAX_SCANNED_ENTRIES;
pub use game_file::{read_game_file, MAX_GAME_FILE_BYTES};
pub use games::{GameKind, GameRef, LoadedGame};
pub use library::{
    ImportRefusal, ImportReport, ImportedPosition, PositionEntry, PositionSource, RefusedImport,
    MAX_POSITION_FILE_BYTES,
};
pub use lists::{GameEntry, Listing};
pub use lock::LOCK_FILE;
pub use summary::{GameSummary, PositionLabel, Progress, Seat};

use files::{entry_of, move_aside, read_file, remove_temps, scan};
use game_file::{identity, read_game};

/// The current game's file name in the store directory.
pub const CURRENT_GAME_FILE: &str = "autosave.json";
/// Most entries of one list (saved games, finished games, positions).
pub const MAX_LIST_ENTRIES: usize = 1000;
/// Most bytes one listing reads from a folder (64 MiB).
pub const MAX_LISTING_BYTES: u64 = 64 << 20;

/// What the store found when it opened.
#[derive(Debug)]
pub struct OpenReport {
    /// The current game, read back exactly as it was left.
    pub current: Option<CurrentGame>,
    /// The files that could not be read, moved aside (the current game's among them).
    pub moved_aside: Vec<MovedAside>,
}

/// The game that was on screen, read back.
#[derive(Debug)]
pub struct CurrentGame {
    /// The game, ready to play.
    pub game: LoadedGame,
    /// When it was last played, if the file says.
    pub last_played: Option<Timestamp>,
}

/// What became of the game that was current when another one started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Previous {
    /// There was no current game.
    None,
    /// It was blank (nothing played, nothing imported) and was dropped.
    Dropped,
    /// It was unfinished and is now in the saved games.
    Saved(EntryId),
    /// It was finished and is now in the history.
    Finished(EntryId),
}

/// A game opened from the saved games, now the current one.
#[derive(Debug)]
pub struct Opened {
    /// The game.
    pub game: LoadedGame,
    /// What became of the game that was current.
    pub previous: Previous,
}

/// What the store remembers of the current game it wrote or read.
#[derive(Clone, Debug)]
struct Current {
    identity: Value,
    summary: GameSummary,
}

/// The player's store in one directory, open for writing (one writer per directory).
#[derive(Debug)]
pub struct Store {
    dir: PathBuf,
    clock: Arc<dyn Clock>,
    current: Option<Current>,
    /// The current game's text that could not be written (see `current_game`).
    pending: Option<String>,
    /// What the game lists read, by folder, while their files stay unchanged.
    games_cache: HashMap<Folder, cache::FolderCache<(GameSummary, Option<Timestamp>)>>,
    /// The library's positions read, while their files stay unchanged.
    library_cache: cache::FolderCache<Arc<dl_core::Position>>,
    _lock: lock::DirLock,
}

impl Store {
    /// Opens (creating if needed) the store in `dir`, taking the directory's lock: a second
    /// store on the same directory is refused with [`StoreError::Locked`]. An empty path is
    /// refused ([`StoreError::NoDirectory`]), never taken as the current directory. Reads the current
    /// game back; unreadable files and things in the place of the folders are moved aside and
    /// reported.
    pub fn open(
        dir: impl Into<PathBuf>,
        clock: Arc<dyn Clock>,
    ) -> Result<(Store, OpenReport), StoreError> {
        let dir = dir.into();
        if dir.as_os_str().is_empty() {
            return Err(StoreError::NoDirectory);
        }
        match fs::metadata(&dir) {
            Ok(m) if !m.is_dir() => return Err(StoreError::NotADirectory { path: dir }),
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                fs::create_dir_all(&dir).map_err(|e| StoreError::io(&dir, &e))?;
            }
            Err(e) => return Err(StoreError::io(&dir, &e)),
        }
        let (lock, moved) = lock::lock(&dir, clock.now())?;
        let mut report = OpenReport {
            current: None,
            moved_aside: moved.into_iter().collect(),
        };
        remove_temps(&dir, |name| name == CURRENT_GAME_FILE);
        for folder in Folder::ALL {
            let path = dir.join(folder.name());
            match fs::symlink_metadata(&path) {
                Ok(m) if m.is_dir() => {}
                Ok(m) => {
                    let reason = Unreadable::NotAFolder {
                        found: FoundKind::of(&m),
                    };
                    report
                        .moved_aside
                        .push(move_aside(&path, reason, clock.now())?);
                    fs::create_dir(&path).map_err(|e| StoreError::io(&path, &e))?;
                }
                Err(e) if e.kind() == io::ErrorKind::NotFound => {
                    fs::create_dir(&path).map_err(|e| StoreError::io(&path, &e))?;
                }
                Err(e) => return Err(StoreError::io(&path, &e)),
            }
            remove_temps(&path, |name| entry_of(name, folder.extension()).is_some());
        }
        let mut store = Store {
            dir,
            clock,
            current: None,
            pending: None,
            games_cache: HashMap::new(),
            library_cache: cache::FolderCache::default(),
            _lock: lock,
        };
        let path = store.current_path();
        let read = read_file(&path, MAX_GAME_FILE_BYTES)
            .and_then(|bytes| bytes.map(|b| read_game(&b)).transpose());
        match read {
            Ok(None) => {}
            Ok(Some(read)) => {
                store.current = Some(Current {
                    identity: identity(read.game.as_ref()),
                    summary: read.game.as_ref().summary(),
                });
                report.current = Some(CurrentGame {
                    game: read.game,
                    last_played: read.last_played,
                });
            }
            Err(reason) => {
                let moved = move_aside(&path, reason, store.clock.now())?;
                report.moved_aside.push(moved);
            }
        }
        Ok((store, report))
    }

    /// The store's directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The summary of the current game as last written or read, if there is one.
    pub fn current_summary(&self) -> Option<&GameSummary> {
        self.current.as_ref().map(|c| &c.summary)
    }

    fn current_path(&self) -> PathBuf {
        self.dir.join(CURRENT_GAME_FILE)
    }

    fn folder(&self, folder: Folder) -> PathBuf {
        self.dir.join(folder.name())
    }

    /// Refuses with [`StoreError::Full`] when `folder` holds [`MAX_LIST_ENTRIES`] entries.
    fn check_room(&self, folder: Folder) -> Result<(), StoreError> {
        if scan(&self.folder(folder), folder.extension())?.len() >= MAX_LIST_ENTRIES {
            return Err(StoreError::Full {
                folder,
                limit: MAX_LIST_ENTRIES,
            });
        }
        Ok(())
    }
}
