//! The store's writer thread: the current game is written after every change off the
//! caller's thread, the newest snapshot replacing one not yet written; the app's state file
//! (navigation and settings) likewise. A write of an older game or revision than the store
//! has is skipped, so a late write never undoes a newer one.

use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use dl_app::files::{write_atomic, FileError};
use dl_app::store::{LoadedGame, Store, StoreError};

/// The store with what the writer needs to know about it, shared by the app and the writer.
#[derive(Debug)]
pub(crate) struct StoreCell {
    /// The store.
    pub store: Store,
    /// The current game's generation: it moves when another game becomes current.
    pub generation: u64,
    /// The generation and revision last written.
    pub written: Option<(u64, u64)>,
}

impl StoreCell {
    /// Writes `game` of `generation` at `revision` unless a newer one was written.
    pub(crate) fn write(
        &mut self,
        generation: u64,
        revision: u64,
        game: &LoadedGame,
    ) -> Result<(), StoreError> {
        if generation != self.generation || self.written >= Some((generation, revision)) {
            return Ok(());
        }
        self.store.save_current(game.as_ref())?;
        self.written = Some((generation, revision));
        Ok(())
    }
}

/// Locks `cell`, even after a panic elsewhere (the store stays consistent file by file).
pub(crate) fn lock(cell: &Mutex<StoreCell>) -> MutexGuard<'_, StoreCell> {
    cell.lock().unwrap_or_else(|e| e.into_inner())
}

/// The current game to write.
pub(crate) struct GameWrite {
    /// Its generation.
    pub generation: u64,
    /// Its revision.
    pub revision: u64,
    /// The game.
    pub game: LoadedGame,
}

/// What a write did.
#[derive(Debug)]
pub(crate) enum Written {
    /// The current game of `generation` at `revision`.
    Game {
        /// Its generation.
        generation: u64,
        /// Its revision.
        revision: u64,
        /// Whether it was written.
        result: Result<(), StoreError>,
    },
    /// The app's state file.
    State(Result<(), FileError>),
}

/// Told on the writer's thread after each write.
pub(crate) type Done = Arc<dyn Fn(Written) + Send + Sync>;

#[derive(Default)]
struct Slot {
    game: Option<GameWrite>,
    state: Option<(PathBuf, Vec<u8>)>,
    busy: bool,
    closing: bool,
}

impl Slot {
    fn idle(&self) -> bool {
        !self.busy && self.game.is_none() && self.state.is_none()
    }
}

/// The writer thread.
pub(crate) struct Writer {
    slot: Arc<(Mutex<Slot>, Condvar)>,
    handle: Option<JoinHandle<()>>,
}

fn guard(slot: &Mutex<Slot>) -> MutexGuard<'_, Slot> {
    slot.lock().unwrap_or_else(|e| e.into_inner())
}

impl Writer {
    /// Starts the thread over `store`; `done` is told after each write.
    pub(crate) fn start(store: Arc<Mutex<StoreCell>>, done: Done) -> Writer {
        let slot = Arc::new((Mutex::new(Slot::default()), Condvar::new()));
        let shared = Arc::clone(&slot);
        let handle = thread::Builder::new()
            .name("dl-store-writer".into())
            .spawn(move || write_loop(&shared, &store, &done))
            .map_err(|e| log::error!("the store's writer could not start: {e}"))
            .ok();
        Writer { slot, handle }
    }

    /// Writes `game` soon, replacing an older snapshot not yet written.
    pub(crate) fn write_game(&self, game: GameWrite) {
        let (slot, wake) = &*self.slot;
        guard(slot).game = Some(game);
        wake.notify_all();
    }

    /// Writes `bytes` to `path` atomically soon, replacing an older content not yet written.
    pub(crate) fn write_state(&self, path: PathBuf, bytes: Vec<u8>) {
        let (slot, wake) = &*self.slot;
        guard(slot).state = Some((path, bytes));
        wake.notify_all();
    }

    /// Waits until nothing is left to write, at most `timeout`; whether nothing is.
    pub(crate) fn wait_idle(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let (slot, wake) = &*self.slot;
        let mut slot = guard(slot);
        while !slot.idle() {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || self.handle.is_none() {
                return false;
            }
            slot = match wake.wait_timeout(slot, left) {
                Ok((slot, _)) => slot,
                Err(e) => e.into_inner().0,
            };
        }
        true
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        let (slot, wake) = &*self.slot;
        guard(slot).closing = true;
        wake.notify_all();
        // The last handle on the app may go on the writer's own thread (its callback held
        // it): that thread ends by itself once closing is seen, and cannot join itself.
        if let Some(handle) = self.handle.take() {
            if handle.thread().id() != thread::current().id() && handle.join().is_err() {
                log::error!("the store's writer panicked");
            }
        }
    }
}

fn write_loop(slot: &(Mutex<Slot>, Condvar), store: &Mutex<StoreCell>, done: &Done) {
    let (slot, wake) = slot;
    loop {
        let (game, state) = {
            let mut s = guard(slot);
            while s.game.is_none() && s.state.is_none() && !s.closing {
                s = wake.wait(s).unwrap_or_else(|e| e.into_inner());
            }
            if s.game.is_none() && s.state.is_none() {
                return;
            }
            s.busy = true;
            (s.game.take(), s.state.take())
        };
        if let Some(job) = game {
            let result = lock(store).write(job.generation, job.revision, &job.game);
            done(Written::Game {
                generation: job.generation,
                revision: job.revision,
                result,
            });
        }
        if let Some((path, bytes)) = state {
            done(Written::State(write_atomic(&path, &bytes)));
        }
        guard(slot).busy = false;
        wake.notify_all();
    }
}
