//! The app a shell holds: launch it once per process, send inputs, read the screen, take the
//! effects. Every method may be called from any thread; the shell calls them from its main
//! thread and re-reads the screen when the notifier says so.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::effect::Effect;
use crate::input::Input;
use crate::launch::{Launch, LaunchError};
use crate::screen::Screen;
use crate::state::{launch, Shared};

/// The app: one per data directory and process.
#[derive(Clone)]
pub struct App {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App").finish_non_exhaustive()
    }
}

impl App {
    /// Opens the store in the launch's data directory and chooses the first screen: the game
    /// left on screen last time, or the new-game screen on the first launch. Refused when the
    /// store cannot be opened (another process holds it, the path is not a directory).
    pub fn launch(launch_with: Launch) -> Result<App, LaunchError> {
        Ok(App {
            shared: launch(launch_with)?,
        })
    }

    /// Carries out `input`; the new screen is ready at once (the computer's move and the
    /// store's write come later, with a call of the notifier).
    pub fn send(&self, input: Input) {
        self.shared.lock().send(input);
    }

    /// The screen to paint now.
    pub fn screen(&self) -> Screen {
        self.shared.lock().screen()
    }

    /// The screen's revision: a shell that polls may skip an unchanged screen.
    pub fn revision(&self) -> u64 {
        self.shared.lock().revision
    }

    /// The effects asked for since the last call, oldest first; each is given once.
    pub fn take_effects(&self) -> Vec<Effect> {
        std::mem::take(&mut self.shared.lock().effects)
    }

    /// Waits until the computer and the store's writer have nothing left to do, at most
    /// `timeout`; whether they have finished. For tests and the script mode, which read the
    /// screen after the computer's move.
    pub fn settle(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        loop {
            let (thinking, writer_idle) = {
                let state = self.shared.lock();
                (
                    state.thinking.is_some() || !state.thinker.idle(),
                    state.writer.wait_idle(Duration::ZERO),
                )
            };
            if !thinking && writer_idle {
                return true;
            }
            if Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}
