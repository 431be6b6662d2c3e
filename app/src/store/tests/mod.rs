//! The store's tests: every operation, the moved-aside cases, a hostile directory, two
//! writers, and a model-checked random sequence of operations that never loses a game.

mod attacks;
mod current;
mod full_disk;
mod hostile;
mod library;
mod lists;
mod lock;
mod model;
mod speed;

use std::sync::Arc;

use dl_core::playout::play_random_game;
use dl_core::session::Session;
use dl_core::{Color, Game};
use rand::rngs::SmallRng;
use rand::SeedableRng;

use super::test_dir::TestDir;
use super::{FixedClock, GameRef, OpenReport, Store, Timestamp};

/// The moment every test's clock starts at (2025-12-01 12:00 UTC).
pub const START: Timestamp = Timestamp(1_764_590_400_000);

/// A fixed clock at [`START`].
pub fn clock() -> Arc<FixedClock> {
    Arc::new(FixedClock::at(START))
}

/// Opens the store in `dir` with `clock`.
pub fn open(dir: &TestDir, clock: &Arc<FixedClock>) -> (Store, OpenReport) {
    Store::open(dir.path(), Arc::clone(clock) as Arc<dyn super::Clock>).unwrap()
}

/// A new game of Divided Loyalties on built-in `number` with `turns` turns played: each the
/// first colour in supply on its first accepting cell (R4.1), then the end of the turn.
pub fn dl_game(number: u8, turns: usize) -> Session {
    let position = Arc::new(dl_core::builtin(number).unwrap().clone());
    let mut session = Session::for_position(position, dl_core::Rounds::Three);
    for _ in 0..turns {
        assert!(play_turn(&mut session), "a turn to play");
    }
    session
}

/// Plays one turn: the first colour in supply on its first accepting cell (R4.1), then the end
/// of the turn. `false` when the game is over.
pub fn play_turn(session: &mut Session) -> bool {
    let ctx = session.game().context();
    let Some((color, cell)) = Color::ALL
        .into_iter()
        .filter(|c| ctx.supply[c.index()] > 0)
        .find_map(|c| ctx.cells_accepting(c).first().map(|&cell| (c, cell)))
    else {
        return false;
    };
    session.place(cell, color).is_ok() && session.end_turn(true).is_ok()
}

/// A finished game of Divided Loyalties on built-in `number`, played randomly to its end (R8).
pub fn finished_game(number: u8, seed: u64) -> Session {
    let position = Arc::new(dl_core::builtin(number).unwrap().clone());
    let mut game = Game::new(position, dl_core::Rounds::Three);
    play_random_game(&mut game, &mut SmallRng::seed_from_u64(seed), 0.9)
        .expect("random play ends its games");
    Session::new(game)
}

/// The number of the built-in the store's current game is played on.
pub fn current_number(store: &Store) -> Option<u8> {
    store.current_summary()?.position.as_ref()?.number
}

/// The Divided Loyalties session of a loaded game.
pub fn dl(game: super::LoadedGame) -> Session {
    game.into_divided_loyalties()
        .expect("a game of Divided Loyalties")
}
