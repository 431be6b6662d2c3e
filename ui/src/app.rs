//! The app a shell holds: launch it once per process, send inputs, read the screen, take the
//! effects. Every method may be called from any thread; the shell calls them from its main
//! thread and re-reads the screen when the notifier says so.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::effect::Effect;
use crate::input::Input;
use crate::launch::{Launch, LaunchError};
use crate::link::LinkFactory;
use crate::screen::Screen;
use crate::state::{launch, Shared};

/// The app: one per data directory and process. Its copies share one state; when the last
/// copy goes, the app closes (see [`Owner`]).
#[derive(Clone)]
pub struct App {
    shared: Arc<Owner>,
}

/// The shells' hold on the state, apart from the threads' own (which only borrow it while
/// they call back): dropped on a shell's thread when the last [`App`] goes, it stops the
/// computer, lets the writer write what is left, and joins both threads, so the store is
/// released before the drop returns and a launch right after it finds the store free.
struct Owner(Arc<Shared>);

impl std::ops::Deref for Owner {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl Drop for Owner {
    fn drop(&mut self) {
        // The computer first: its answer may still give the writer a game to write. Neither
        // thread is joined under the lock, which their last callbacks take.
        let thinker = {
            let mut state = self.0.lock();
            if let Some(thinking) = &state.thinking {
                thinking.running.stop();
            }
            state.thinker.close()
        };
        if thinker.is_some_and(|handle| handle.join().is_err()) {
            log::error!("the computer's thread panicked");
        }
        let timer = self.0.lock().retry_timer.close();
        if timer.is_some_and(|handle| handle.join().is_err()) {
            log::error!("the room's retry timer panicked");
        }
        let writer = self.0.lock().writer.close();
        if writer.is_some_and(|handle| handle.join().is_err()) {
            log::error!("the store's writer panicked");
        }
    }
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
        App::launch_with_links(launch_with, None)
    }

    /// [`App::launch`] for a shell that can play online (issue 23): `links` opens the room
    /// links. Without it, "Play online" says that this build cannot.
    pub fn launch_with_links(
        launch_with: Launch,
        links: Option<Arc<dyn LinkFactory>>,
    ) -> Result<App, LaunchError> {
        Ok(App {
            shared: Arc::new(Owner(launch(launch_with, links)?)),
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
