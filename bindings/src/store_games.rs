//! The store's entry points for the other two games of the collection (Discorder, Color Brake
//! ABAB: start, save as the current game; `takeCurrentGame` and `openSaved` give them back as
//! sessions) and its look at a listed game without opening it (the saved-games screen's
//! thumbnails).

use std::sync::Arc;

use dl_app::store::LoadedGame;

use crate::color_brake::{ColorBrakeSession, ColorBrakeView};
use crate::discorder::{DiscorderSession, DiscorderView};
use crate::store::GameStore;
use crate::store_error::StoreError;
use crate::store_model::PreviousModel;
use crate::view::ViewModel;

/// The board of a listed game as it stands (a finished game's as it ended), for its row's
/// thumbnail: the frame of whichever game of the collection it is, read without opening it.
#[derive(Clone, uniffi::Enum)]
pub enum ListedBoard {
    /// A game of Divided Loyalties.
    DividedLoyalties {
        /// Its frame.
        frame: ViewModel,
    },
    /// A game of Discorder (D1).
    Discorder {
        /// Its frame.
        frame: DiscorderView,
    },
    /// A game of Color Brake ABAB: the triangle is public; a game of two players at the device
    /// comes back at its hand-over, so no hand is in the frame (C7); against the computer the
    /// device player's own.
    ColorBrake {
        /// Its frame.
        frame: ColorBrakeView,
    },
}

impl From<LoadedGame> for ListedBoard {
    fn from(game: LoadedGame) -> Self {
        match game {
            LoadedGame::DividedLoyalties(session) => ListedBoard::DividedLoyalties {
                frame: session.view().into(),
            },
            LoadedGame::Discorder(session) => ListedBoard::Discorder {
                frame: session.view().into(),
            },
            LoadedGame::ColorBrake(session) => ListedBoard::ColorBrake {
                frame: session.view().into(),
            },
        }
    }
}

#[uniffi::export]
impl GameStore {
    /// Makes a game of Discorder the current game (D1); the game that was current goes to the
    /// saved games, the history, or is dropped when blank, as with `startGame`.
    pub fn start_discorder(
        &self,
        session: Arc<DiscorderSession>,
    ) -> Result<PreviousModel, StoreError> {
        let session = session.lock();
        Ok(self.lock().start_game(&*session)?.into())
    }

    /// Writes the current game of Discorder: call it whenever its revision moved and when the
    /// app goes to the background; refused (`store_not_the_current_game`) for another game.
    pub fn save_current_discorder(&self, session: Arc<DiscorderSession>) -> Result<(), StoreError> {
        let session = session.lock();
        Ok(self.lock().save_current(&*session)?)
    }

    /// Makes a game of Color Brake ABAB the current game, with who plays at the device (the
    /// store keeps the mode; C7's file does not); the previous one moves as with `startGame`.
    pub fn start_color_brake(
        &self,
        session: Arc<ColorBrakeSession>,
    ) -> Result<PreviousModel, StoreError> {
        let session = session.lock();
        Ok(self.lock().start_game(&*session)?.into())
    }

    /// Writes the current game of Color Brake ABAB (whenever its revision moved, and when the
    /// app goes to the background); refused (`store_not_the_current_game`) for another game.
    pub fn save_current_color_brake(
        &self,
        session: Arc<ColorBrakeSession>,
    ) -> Result<(), StoreError> {
        let session = session.lock();
        Ok(self.lock().save_current(&*session)?)
    }

    /// The board of a saved game as it stands, of any of the three games, without opening it
    /// (it stays where it is): the saved-games row's thumbnail.
    pub fn peek_saved(&self, id: String) -> Result<ListedBoard, StoreError> {
        Ok(self.lock().read_saved(&id)?.into())
    }

    /// The final board of a finished game of any of the three games, without opening it: the
    /// history row's thumbnail.
    pub fn peek_finished(&self, id: String) -> Result<ListedBoard, StoreError> {
        Ok(self.lock().read_finished(&id)?.into())
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::sync::atomic::{AtomicU32, Ordering};

    use super::*;
    use crate::color_brake::{ColorBrakeLength, ColorBrakeMode, ColorBrakeSeat};
    use crate::discorder::{DiscorderPlayer, DiscorderStarter};
    use crate::session::GameSession;
    use crate::store_model::{GameKindModel, StoredGame};

    /// A fresh directory under the system's temporary folder, removed when dropped.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new() -> TempDir {
            static N: AtomicU32 = AtomicU32::new(0);
            let path = std::env::temp_dir().join(format!(
                "dl-bindings-store-games-{}-{}",
                std::process::id(),
                N.fetch_add(1, Ordering::SeqCst)
            ));
            std::fs::create_dir_all(&path).expect("a temporary directory");
            TempDir(path)
        }

        fn store(&self) -> Arc<GameStore> {
            GameStore::open(self.0.display().to_string()).expect("the store opens")
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// D1, D2: a game of Discorder started and saved through the store comes back from
    /// `takeCurrentGame` as a session, exactly as it was.
    #[test]
    fn a_discorder_game_is_kept_as_the_current_game_and_read_back() {
        let dir = TempDir::new();
        let played = {
            let store = dir.store();
            let game = DiscorderSession::new_game(DiscorderStarter::Yellow, 7, None);
            assert_eq!(
                store.start_discorder(game.clone()).expect("started"),
                PreviousModel::None
            );
            assert_eq!(game.place_tile(3, 3), None, "D2: a tile on an empty cell");
            store.save_current_discorder(game.clone()).expect("saved");
            (game.save_game(), game.view())
        };
        match dir.store().take_current_game() {
            Some(StoredGame::Discorder { session }) => {
                assert_eq!(session.save_game(), played.0);
                let back = session.view();
                assert_eq!(back.cells, played.1.cells);
                assert_eq!(back.to_move, played.1.to_move);
            }
            _ => panic!("the current game is the game of Discorder"),
        }
    }

    /// A game of Discorder against the computer comes back with the computer in the same seat,
    /// from `takeCurrentGame` after a relaunch and from `openSaved` (the seat is in the saved
    /// game).
    #[test]
    fn a_discorder_game_against_the_computer_comes_back_with_its_seat() {
        let dir = TempDir::new();
        let played = {
            let store = dir.store();
            let game = DiscorderSession::new_game(
                DiscorderStarter::Yellow,
                4,
                Some(DiscorderPlayer::Black),
            );
            store.start_discorder(game.clone()).expect("started");
            assert_eq!(game.place_tile(1, 1), None, "D2: a tile on an empty cell");
            assert!(game.computer_to_move());
            store.save_current_discorder(game.clone()).expect("saved");
            game.save_game()
        };
        let store = dir.store();
        let Some(StoredGame::Discorder { session }) = store.take_current_game() else {
            panic!("the current game is the game of Discorder");
        };
        assert_eq!(session.save_game(), played);
        assert_eq!(session.view().computer, Some(DiscorderPlayer::Black));
        assert!(session.computer_to_move());
        store.start_discorder(session).expect("started again");
        let next = DiscorderSession::new_game(DiscorderStarter::Black, 5, None);
        let PreviousModel::Saved { id } = store.start_discorder(next).expect("started") else {
            panic!("the unfinished game goes to the saved games");
        };
        let opened = store.open_saved(id).expect("opened");
        let StoredGame::Discorder { session } = opened.game else {
            panic!("the saved game is the game of Discorder");
        };
        assert_eq!(session.view().computer, Some(DiscorderPlayer::Black));
        assert!(session.computer_to_move());
    }

    /// C7: a game of Color Brake ABAB against the computer comes back with the computer in the
    /// same seat (the store keeps the mode the file does not).
    #[test]
    fn a_color_brake_game_comes_back_with_its_mode() {
        let dir = TempDir::new();
        let mode = ColorBrakeMode::VsComputer {
            computer: ColorBrakeSeat::Two,
        };
        let (played, computer_to_move) = {
            let store = dir.store();
            let game = ColorBrakeSession::new_game(3, ColorBrakeLength::Rounds { rounds: 2 }, mode)
                .expect("a game of two rounds");
            store.start_color_brake(game.clone()).expect("started");
            store.save_current_color_brake(game.clone()).expect("saved");
            (game.view(), game.computer_to_move())
        };
        match dir.store().take_current_game() {
            Some(StoredGame::ColorBrake { session }) => {
                assert_eq!(session.view(), played);
                assert_eq!(session.computer_to_move(), computer_to_move);
            }
            _ => panic!("the current game is the game of Color Brake ABAB"),
        }
    }

    /// C7: the thumbnail of a game of Color Brake ABAB for two players shows its triangle and
    /// no hand, even when a hand was shown as it was saved.
    #[test]
    fn a_color_brake_game_is_peeked_without_a_hand() {
        let dir = TempDir::new();
        let store = dir.store();
        let game = ColorBrakeSession::new_game(
            5,
            ColorBrakeLength::Rounds { rounds: 2 },
            ColorBrakeMode::PassAndPlay,
        )
        .expect("a game of two rounds");
        store.start_color_brake(game.clone()).expect("started");
        game.ready();
        let offered = game.view().offers.into_iter().find(|o| o.refusal.is_none());
        let action = offered.expect("the player to move has an action").action;
        assert_eq!(game.play(action), None);
        game.ready();
        let shown = game.view();
        assert!(shown.hand.is_some(), "the player to move sees their hand");
        store.save_current_color_brake(game).expect("saved");
        let next = DiscorderSession::new_game(DiscorderStarter::Yellow, 1, None);
        let PreviousModel::Saved { id } = store.start_discorder(next).expect("started") else {
            panic!("the game of Color Brake ABAB goes to the saved games");
        };
        let ListedBoard::ColorBrake { frame } = store.peek_saved(id).expect("listed") else {
            panic!("a board of Color Brake ABAB");
        };
        assert_eq!(frame.cells, shown.cells);
        assert_eq!(frame.hand, None);
        assert_eq!(frame.viewer, None);
    }

    /// R11, R8: a finished game of the history replays move by move — its empty board, each
    /// action, its end — and stays in the history; an id it does not hold is refused.
    #[test]
    fn a_finished_game_replays_from_the_history() {
        let dir = TempDir::new();
        let store = dir.store();
        let game = GameSession::new_builtin("pyramid".to_owned(), None).expect("a built-in");
        store.start_game(game.clone()).expect("started");
        let cell = game
            .view()
            .cells
            .into_iter()
            .find(|c| c.kind == crate::model::CellKind::Region)
            .expect("a region cell");
        assert_eq!(game.tap(cell.x, cell.y), None);
        game.end_turn(true);
        assert_eq!(game.agree_end(), None);
        store.save_current(game.clone()).expect("saved");
        let last = game.view();
        let next = GameSession::new_builtin("7".to_owned(), None).expect("a built-in");
        let PreviousModel::Finished { id } = store.start_game(next).expect("started") else {
            panic!("the finished game goes to the history");
        };
        let replay = store.replay_finished(id.clone()).expect("a replay");
        assert!(
            replay.states() >= 3,
            "the start, the stone, the end of turn and more"
        );
        let Some(ListedBoard::DividedLoyalties { frame: start }) = replay.frame(0) else {
            panic!("the start of a game of Divided Loyalties");
        };
        assert!(start.stones.is_empty());
        assert_eq!(start.result, None);
        let Some(ListedBoard::DividedLoyalties { frame: end }) = replay.frame(replay.states() - 1)
        else {
            panic!("the end of a game of Divided Loyalties");
        };
        assert_eq!(end.stones, last.stones);
        assert_eq!(end.result, last.result);
        assert!(replay.frame(replay.states()).is_none());
        assert_eq!(store.finished_games().expect("listed").entries.len(), 1);
        assert!(matches!(
            store.replay_finished("1700000000000-9".to_owned()),
            Err(StoreError::NoSuchEntry { .. })
        ));
    }

    /// The store refuses to write a game of another kind than the current one as current.
    #[test]
    fn saving_another_game_as_current_is_refused() {
        let dir = TempDir::new();
        let store = dir.store();
        let dl = GameSession::new_builtin("pyramid".to_owned(), None).expect("a built-in");
        store.start_game(dl).expect("started");
        let other = DiscorderSession::new_game(DiscorderStarter::Black, 1, None);
        let refused = store.save_current_discorder(other);
        assert!(matches!(
            &refused,
            Err(StoreError::Misuse { code, .. }) if code == "store_not_the_current_game"
        ));
    }

    /// The saved-games thumbnails: a saved game's board is read without opening it (it stays
    /// in the saved games, the current game stays current), of Discorder as of Divided
    /// Loyalties.
    #[test]
    fn a_saved_game_is_peeked_without_opening_it() {
        let dir = TempDir::new();
        let store = dir.store();
        let dl = GameSession::new_builtin("octopus".to_owned(), None).expect("a built-in");
        store.start_game(dl.clone()).expect("started");
        let cell = dl
            .view()
            .cells
            .into_iter()
            .find(|c| c.kind == crate::model::CellKind::Region)
            .expect("a region cell");
        assert_eq!(dl.tap(cell.x, cell.y), None);
        store.save_current(dl.clone()).expect("saved");
        let board = dl.view();
        let discorder = DiscorderSession::new_game(DiscorderStarter::Yellow, 2, None);
        let PreviousModel::Saved { id } =
            store.start_discorder(discorder.clone()).expect("started")
        else {
            panic!("the unfinished game goes to the saved games");
        };
        let ListedBoard::DividedLoyalties { frame: peeked } =
            store.peek_saved(id.clone()).expect("listed")
        else {
            panic!("a board of Divided Loyalties");
        };
        assert_eq!(peeked.cells, board.cells);
        assert_eq!(peeked.stones, board.stones);
        assert_eq!(store.saved_games().expect("listed").entries.len(), 1);
        assert_eq!(discorder.place_tile(0, 0), None);
        let discorder_board = discorder.view();
        store
            .save_current_discorder(discorder)
            .expect("the game of Discorder is still the current one");

        let next = GameSession::new_builtin("7".to_owned(), None).expect("a built-in");
        let PreviousModel::Saved { id: other } = store.start_game(next).expect("started") else {
            panic!("the game of Discorder goes to the saved games");
        };
        let entries = store.saved_games().expect("listed").entries;
        assert!(entries
            .iter()
            .any(|e| e.id == other && e.kind == GameKindModel::Discorder));
        let ListedBoard::Discorder { frame } = store.peek_saved(other).expect("listed") else {
            panic!("a board of Discorder");
        };
        assert_eq!(frame.cells, discorder_board.cells);
        assert_eq!(frame.to_move, discorder_board.to_move);
        assert!(matches!(
            store.peek_finished(id),
            Err(StoreError::NoSuchEntry { .. })
        ));
    }
}
