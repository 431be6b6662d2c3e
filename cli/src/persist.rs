//! The terminal's persistence: dl-app's store (the same store the phones use) in the data
//! directory. It knows whether the game on screen is the store's current game: a game resumed
//! from the store is; a game shown without being chosen (Up the Stairs at a first start, or
//! after declining to resume) becomes it at its first change, which moves the store's current
//! game to the saved games. An explicitly chosen game is started in the store at once.

use std::path::Path;
use std::sync::Arc;

use dl_app::store::{GameKind, OpenReport, Previous, Store, StoreError, SystemClock};
use dl_core::session::Session;

use crate::error::CliError;

/// The store and the game on screen's place in it.
#[derive(Debug)]
pub struct Persistence {
    store: Store,
    on_screen_is_current: bool,
}

impl Persistence {
    /// Opens the store in `dir` with the system clock (refused with `store_locked` when another
    /// `dl-cli` has it open).
    pub fn open(dir: &Path) -> Result<(Persistence, OpenReport), CliError> {
        let (store, report) = Store::open(dir, Arc::new(SystemClock))?;
        let persistence = Persistence {
            store,
            on_screen_is_current: false,
        };
        Ok((persistence, report))
    }

    /// The game on screen is the store's current game (it was resumed from it).
    pub fn resumed(&mut self) {
        self.on_screen_is_current = true;
    }

    /// Writes the game on screen after a change (its revision moved); returns what became of
    /// the store's previous current game when this write made the game on screen current.
    pub fn changed(&mut self, session: &Session) -> Result<Option<Previous>, StoreError> {
        if self.on_screen_is_current {
            self.store.save_current(session)?;
            return Ok(None);
        }
        self.start(session).map(Some)
    }

    /// Makes `session`, chosen by the player, the store's current game now.
    pub fn start(&mut self, session: &Session) -> Result<Previous, StoreError> {
        let previous = self.store.start_game(session)?;
        self.on_screen_is_current = true;
        Ok(previous)
    }

    /// Opens a saved game of Divided Loyalties: it becomes the current game. A saved game of
    /// another game of the collection is refused before anything moves.
    pub fn open_saved(&mut self, id: &str) -> Result<(Session, Previous), CliError> {
        let kind = self.store.read_saved(id)?.kind();
        if kind != GameKind::DividedLoyalties {
            return Err(CliError::OtherGame(kind.code()));
        }
        let opened = self.store.open_saved(id)?;
        let session = opened
            .game
            .into_divided_loyalties()
            .ok_or(CliError::OtherGame(kind.code()))?;
        self.on_screen_is_current = true;
        Ok((session, opened.previous))
    }

    /// The store, for its lists.
    pub fn store(&mut self) -> &mut Store {
        &mut self.store
    }
}
