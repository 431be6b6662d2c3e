//! A finished game shown move by move from the history (SCREENS.md, Saved games): every state
//! the game went through, from its start to its end, for any of the three games, drawn as the
//! saved games' rows are (`ListedBoard`).

use std::sync::Arc;

use dl_app::replay::Replay;

use crate::store::GameStore;
use crate::store_error::StoreError;
use crate::store_games::ListedBoard;

/// The states of one finished game, its start first; immutable, safe to share between threads.
#[derive(uniffi::Object)]
pub struct GameReplay {
    replay: Replay,
}

#[uniffi::export]
impl GameReplay {
    /// How many states there are: the start and one after each move (R11, D7, C7); a step is
    /// from 0 (the start) to `states() - 1` (the end).
    pub fn states(&self) -> u32 {
        u32::try_from(self.replay.len()).unwrap_or(u32::MAX)
    }

    /// The board at state `step` (0 the start), painted like a saved game's drawing; null past
    /// the end. A game of Color Brake ABAB shows its triangle and no hand.
    pub fn frame(&self, step: u32) -> Option<ListedBoard> {
        let step = usize::try_from(step).ok()?;
        self.replay.at(step).map(ListedBoard::from)
    }
}

#[uniffi::export]
impl GameStore {
    /// A finished game of the history, move by move (it stays in the history); refused with
    /// `store_no_such_entry` for an id the history does not hold.
    pub fn replay_finished(&self, id: String) -> Result<Arc<GameReplay>, StoreError> {
        let game = self.lock().read_finished(&id)?;
        let replay = Replay::of(&game)?;
        Ok(Arc::new(GameReplay { replay }))
    }
}
