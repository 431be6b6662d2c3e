//! The store Object (dl-app's store): the current game written after every change and read
//! back at launch, the saved games, the finished games, the player's positions. One writer per
//! directory: a second `GameStore.open` on the same directory fails with `store_locked`.

use std::sync::{Arc, Mutex, MutexGuard};

use dl_app::store::{LoadedGame, MovedAside, Store, SystemClock};
use dl_core::editor::Editor;
use dl_core::session::Session;
use dl_core::Rounds;

use crate::editor::{EditorError, PositionEditor};
use crate::session::GameSession;
use crate::store_error::StoreError;
use crate::store_model::{
    GameEntryModel, GameListModel, ImportReportModel, LibraryPositionModel, MovedAsideModel,
    OpenedGameModel, PositionListModel, PreviousModel, StoredGame,
};

/// The player's store in one directory (Android `filesDir`, iOS Application Support).
#[derive(uniffi::Object)]
pub struct GameStore {
    inner: Mutex<Store>,
    current: Mutex<Option<LoadedGame>>,
    moved_aside: Vec<MovedAside>,
}

impl GameStore {
    /// The store (also for the other games' entry points, `store_games`).
    pub(crate) fn lock(&self) -> MutexGuard<'_, Store> {
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

fn games(listing: dl_app::store::Listing<dl_app::store::GameEntry>) -> GameListModel {
    GameListModel {
        entries: listing.entries.iter().map(GameEntryModel::from).collect(),
        moved_aside: listing
            .moved_aside
            .iter()
            .map(MovedAsideModel::from)
            .collect(),
    }
}

#[uniffi::export]
impl GameStore {
    /// Opens (creating if needed) the store in `dir` with the system clock; reads the current
    /// game back and moves unreadable files aside (see `movedAside`).
    #[uniffi::constructor]
    pub fn open(dir: String) -> Result<Arc<GameStore>, StoreError> {
        let (store, report) = Store::open(dir, Arc::new(SystemClock))?;
        Ok(Arc::new(GameStore {
            inner: Mutex::new(store),
            current: Mutex::new(report.current.map(|c| c.game)),
            moved_aside: report.moved_aside,
        }))
    }

    /// The files found unreadable when the store opened, moved aside and kept: tell the player.
    pub fn moved_aside(&self) -> Vec<MovedAsideModel> {
        self.moved_aside.iter().map(MovedAsideModel::from).collect()
    }

    /// The game that was on screen when the app was last left, exactly as it was; given once
    /// (later calls return null). Null at a first launch or when it could not be read.
    pub fn take_current_game(&self) -> Option<StoredGame> {
        self.current
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take()
            .map(StoredGame::from)
    }

    /// Writes the current game: call it whenever the session's revision moved and when the app
    /// goes to the background. Refused (`store_not_the_current_game`) for another game: start
    /// that one with `startGame`.
    pub fn save_current(&self, session: Arc<GameSession>) -> Result<(), StoreError> {
        let session = session.lock();
        Ok(self.lock().save_current(&*session)?)
    }

    /// Makes `session` the current game; the game that was current goes to the saved games
    /// (unfinished) or the history (finished), or is dropped when blank.
    pub fn start_game(&self, session: Arc<GameSession>) -> Result<PreviousModel, StoreError> {
        let session = session.lock();
        Ok(self.lock().start_game(&*session)?.into())
    }

    /// The unfinished games, the one last played first.
    pub fn saved_games(&self) -> Result<GameListModel, StoreError> {
        Ok(games(self.lock().saved_games()?))
    }

    /// The finished games, the one last played first.
    pub fn finished_games(&self) -> Result<GameListModel, StoreError> {
        Ok(games(self.lock().finished_games()?))
    }

    /// Opens a saved game: it becomes the current game; the current one moves away.
    pub fn open_saved(&self, id: String) -> Result<OpenedGameModel, StoreError> {
        let opened = self.lock().open_saved(&id)?;
        Ok(OpenedGameModel {
            game: opened.game.into(),
            previous: opened.previous.into(),
        })
    }

    /// A finished game, for viewing; it stays in the history.
    pub fn view_finished(&self, id: String) -> Result<StoredGame, StoreError> {
        Ok(self.lock().read_finished(&id)?.into())
    }

    /// Deletes a saved game (after the player confirmed).
    pub fn delete_saved(&self, id: String) -> Result<(), StoreError> {
        Ok(self.lock().delete_saved(&id)?)
    }

    /// Deletes a finished game (after the player confirmed).
    pub fn delete_finished(&self, id: String) -> Result<(), StoreError> {
        Ok(self.lock().delete_finished(&id)?)
    }

    /// The positions of the new-game screen: the 12 built-ins, then the player's by name.
    pub fn positions(&self) -> Result<PositionListModel, StoreError> {
        let listing = self.lock().positions()?;
        Ok(PositionListModel {
            entries: listing
                .entries
                .iter()
                .map(LibraryPositionModel::from)
                .collect(),
            moved_aside: listing
                .moved_aside
                .iter()
                .map(MovedAsideModel::from)
                .collect(),
        })
    }

    /// A new game on one of the player's positions; `rounds` 3 or 4, or null for 3 (R3). Start
    /// it with `startGame`.
    pub fn new_game_on_position(
        &self,
        id: String,
        rounds: Option<u8>,
    ) -> Result<Arc<GameSession>, StoreError> {
        let position = self.lock().library_position(&id)?;
        let rounds = match rounds {
            None => position.default_rounds(),
            Some(r) => Rounds::try_from(r).map_err(|e| StoreError::Misuse {
                code: "bad_rounds".to_owned(),
                english: e.to_string(),
            })?,
        };
        Ok(GameSession::wrap(Session::for_position(position, rounds)))
    }

    /// An editor on a copy of one of the player's positions ("Edit a copy").
    pub fn edit_position(&self, id: String) -> Result<Arc<PositionEditor>, StoreError> {
        let position = self.lock().library_position(&id)?;
        Ok(PositionEditor::wrap(Editor::from_position(&position)))
    }

    /// Saves the editor's position into the library under its name; returns its id.
    pub fn save_position(&self, editor: Arc<PositionEditor>) -> Result<String, StoreError> {
        let position = editor
            .lock()
            .to_position()
            .map_err(|problems| EditorError::blocked(&problems))?;
        Ok(self.lock().save_position(&position)?.to_string())
    }

    /// Replaces one of the player's positions with the editor's, keeping its id.
    pub fn update_position(
        &self,
        id: String,
        editor: Arc<PositionEditor>,
    ) -> Result<(), StoreError> {
        let position = editor
            .lock()
            .to_position()
            .map_err(|problems| EditorError::blocked(&problems))?;
        Ok(self.lock().update_position(&id, &position)?)
    }

    /// Renames one of the player's positions.
    pub fn rename_position(&self, id: String, name: String) -> Result<(), StoreError> {
        Ok(self.lock().rename_position(&id, &name)?)
    }

    /// Copies one of the player's positions under a free name (`<name> 2` …); returns the
    /// copy's id.
    pub fn duplicate_position(&self, id: String) -> Result<String, StoreError> {
        Ok(self.lock().duplicate_position(&id)?.to_string())
    }

    /// Deletes one of the player's positions (after the player confirmed).
    pub fn delete_position(&self, id: String) -> Result<(), StoreError> {
        Ok(self.lock().delete_position(&id)?)
    }

    /// Imports a CSV file of positions (R9): the good ones are added whole, each bad one is
    /// reported with its line and reason.
    pub fn import_positions(&self, csv: String) -> Result<ImportReportModel, StoreError> {
        Ok(ImportReportModel::from(
            &self.lock().import_positions(csv.as_bytes())?,
        ))
    }

    /// Some of the player's positions as one CSV file (R9), to share.
    pub fn export_positions(&self, ids: Vec<String>) -> Result<String, StoreError> {
        let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
        Ok(self.lock().export_positions(&ids)?)
    }
}
