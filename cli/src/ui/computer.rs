//! The computer opponent in the terminal (issue 11): it thinks on a thread of its own over a
//! snapshot of the game, so the screen stays responsive and shows the progress; its turn is
//! played through the session when it is ready (and refused as stale if the game changed
//! meanwhile). The hint is thought about the same way.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;
use std::thread::{self, JoinHandle};
use std::time::{SystemTime, UNIX_EPOCH};

use dl_core::computer::{ComputerTurn, Limits};
use dl_core::session::{ComputedTurn, ComputerRequest, Session};

/// A seed for the computer's random choices in a new game.
pub fn fresh_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// What a thinking thread is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    /// The computer's own turn, played when ready.
    Turn,
    /// The hint for the player, shown when ready.
    Hint,
}

/// One thinking thread.
#[derive(Debug)]
struct Job {
    purpose: Purpose,
    stop: Arc<AtomicBool>,
    progress: Arc<AtomicU32>,
    handle: JoinHandle<Option<ComputedTurn>>,
}

/// What finished thinking did to the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finished {
    /// Nothing finished, or what finished no longer fits the game.
    Nothing,
    /// The computer played its turn.
    Played,
    /// The hint is shown in the view.
    Hint(ComputerTurn),
}

/// The thread thinking for the computer or the hint, if any.
#[derive(Debug, Default)]
pub struct Thinker {
    job: Option<Job>,
}

impl Thinker {
    /// Whether a thread is thinking.
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }

    /// Whether the thread thinking is for the computer's own turn.
    pub fn thinking_for_computer(&self) -> bool {
        self.job
            .as_ref()
            .is_some_and(|j| j.purpose == Purpose::Turn)
    }

    /// Thousandths of the thinking time used.
    pub fn progress(&self) -> u32 {
        self.job
            .as_ref()
            .map_or(0, |j| j.progress.load(Ordering::Relaxed))
    }

    /// Starts thinking about the computer's turn when it is to move and nothing thinks yet.
    pub fn start_turn(&mut self, session: &Session) {
        if self.job.is_none() {
            if let Some(request) = session.computer_request() {
                self.spawn(Purpose::Turn, request);
            }
        }
    }

    /// Starts thinking about the hint; `false` when there is no hint now.
    pub fn start_hint(&mut self, session: &Session) -> bool {
        if self.job.is_some() {
            return false;
        }
        match session.hint_request() {
            Some(request) => {
                self.spawn(Purpose::Hint, request);
                true
            }
            None => false,
        }
    }

    /// Stops the thread thinking, if any, and forgets its answer (undo, another game).
    pub fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.stop.store(true, Ordering::Relaxed);
            let _ = job.handle.join();
        }
    }

    /// Plays or shows what the thread found once it has finished.
    pub fn poll(&mut self, session: &mut Session) -> Finished {
        if !self.job.as_ref().is_some_and(|j| j.handle.is_finished()) {
            return Finished::Nothing;
        }
        let Some(job) = self.job.take() else {
            return Finished::Nothing;
        };
        let Ok(Some(computed)) = job.handle.join() else {
            return Finished::Nothing;
        };
        match job.purpose {
            Purpose::Turn => match session.play_computer_turn(&computed) {
                Ok(_) => Finished::Played,
                Err(_) => Finished::Nothing,
            },
            Purpose::Hint => {
                let turn = computed.turn.clone();
                match session.show_hint(computed) {
                    Ok(()) => Finished::Hint(turn),
                    Err(_) => Finished::Nothing,
                }
            }
        }
    }

    fn spawn(&mut self, purpose: Purpose, request: ComputerRequest) {
        let stop = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(AtomicU32::new(0));
        let handle = {
            let (stop, progress) = (Arc::clone(&stop), Arc::clone(&progress));
            // The level's own time budget: at most a second on the largest position.
            thread::spawn(move || request.think(Limits::default(), &stop, &progress))
        };
        self.job = Some(Job {
            purpose,
            stop,
            progress,
            handle,
        });
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.cancel();
    }
}
