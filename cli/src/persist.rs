//! The terminal's persistence: dl-app's store (the same store the phones use) in the data
//! directory. It knows whether the game on screen is the store's current game: a game resumed
//! from the store is; a game shown without being chosen (Up the Stairs at a first start, or
//! after declining to resume) becomes it at its first change, which moves the store's current
//! game to the saved games. An explicitly chosen game is started in the store at once. The
//! three games of the collection are kept alike.

use std::path::Path;
use std::sync::Arc;

use dl_app::store::{GameRef, LoadedGame, OpenReport, Previous, Store, StoreError, SystemClock};

use crate::error::CliError;

/// The store and the game on screen's place in it.
#[derive(Debug)]
pub struct Persistence {
    store: Store,
    on_screen_is_current: bool,
    /// The last write of the game on screen failed: it is not saved yet.
    unsaved: bool,
}

impl Persistence {
    /// Opens the store in `dir` with the system clock (refused with `store_locked` when another
    /// `dl-cli` has it open).
    pub fn open(dir: &Path) -> Result<(Persistence, OpenReport), CliError> {
        let (store, report) = Store::open(dir, Arc::new(SystemClock))?;
        let persistence = Persistence {
            store,
            on_screen_is_current: false,
            unsaved: false,
        };
        Ok((persistence, report))
    }

    /// The game on screen is the store's current game (it was resumed from it).
    pub fn resumed(&mut self) {
        self.on_screen_is_current = true;
    }

    /// Writes the game on screen (of any game of the collection) after a change (its revision
    /// moved); returns what became of the store's previous current game when this write made
    /// the game on screen current.
    pub fn changed<'a>(
        &mut self,
        game: impl Into<GameRef<'a>>,
    ) -> Result<Option<Previous>, StoreError> {
        let written = if self.on_screen_is_current {
            self.store.save_current(game).map(|()| None)
        } else {
            self.start(game).map(Some)
        };
        self.unsaved = written.is_err();
        written
    }

    /// Whether the game on screen has changes not written yet (the last write failed).
    pub fn unsaved(&self) -> bool {
        self.unsaved || self.store.unsaved()
    }

    /// Makes `game`, chosen by the player, the store's current game now.
    pub fn start<'a>(&mut self, game: impl Into<GameRef<'a>>) -> Result<Previous, StoreError> {
        let previous = self.store.start_game(game)?;
        self.on_screen_is_current = true;
        Ok(previous)
    }

    /// Opens a saved game of any game of the collection: it becomes the current game.
    pub fn open_saved(&mut self, id: &str) -> Result<(LoadedGame, Previous), CliError> {
        let opened = self.store.open_saved(id)?;
        self.on_screen_is_current = true;
        Ok((opened.game, opened.previous))
    }

    /// The store, for its lists.
    pub fn store(&mut self) -> &mut Store {
        &mut self.store
    }
}
