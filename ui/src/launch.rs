//! What a shell gives the app when it starts, and why a start can fail.

use std::path::PathBuf;
use std::sync::Arc;

use dl_app::l10n::{store_text, Localizer, Pointer, Text};
use dl_app::store::{Clock, StoreError, SystemClock};

/// Told from Rust's own threads that the screen changed (the computer moved, a write
/// finished): the shell hops to its main thread and reads [`crate::App::screen`] again.
pub trait Notifier: Send + Sync {
    /// Something changed; `revision` is the screen's revision after the change (a shell may
    /// skip a call older than the screen it painted last).
    fn on_change(&self, revision: u64);
}

/// How long the computer may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Budget {
    /// Each level's own time (issue 11): what a player meets.
    Timed,
    /// A fixed number of iterations and no deadline: the same game gives the same turn
    /// (tests, script mode).
    Iterations(u32),
}

/// Everything the app needs to start.
#[derive(Clone)]
pub struct Launch {
    /// The app's data directory: the store lives in it.
    pub data_dir: PathBuf,
    /// The system's preferred languages, most wanted first (BCP 47 tags).
    pub languages: Vec<String>,
    /// The platform's double-tap timeout in milliseconds.
    pub double_tap_ms: u64,
    /// Whether the system is in dark mode.
    pub dark: bool,
    /// How long the computer thinks.
    pub budget: Budget,
    /// The store's clock (entry ids, "last played").
    pub clock: Arc<dyn Clock>,
    /// Told when something changed on Rust's threads; `None` for a shell that polls.
    pub notifier: Option<Arc<dyn Notifier>>,
    /// How the player points: a text that names a gesture comes in this form (a phone's
    /// "double-tap", the terminal's "press enter on").
    pub pointer: Pointer,
}

impl std::fmt::Debug for Launch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Launch")
            .field("data_dir", &self.data_dir)
            .field("languages", &self.languages)
            .field("double_tap_ms", &self.double_tap_ms)
            .finish_non_exhaustive()
    }
}

impl Launch {
    /// A launch on `data_dir` with the given languages and defaults for the rest: 300 ms
    /// double taps (Android's default), light, timed computer, the system clock, no
    /// notifier, touches.
    pub fn new(data_dir: impl Into<PathBuf>, languages: &[&str]) -> Launch {
        Launch {
            data_dir: data_dir.into(),
            languages: languages.iter().map(|s| (*s).to_owned()).collect(),
            double_tap_ms: 300,
            dark: false,
            budget: Budget::Timed,
            clock: Arc::new(SystemClock),
            notifier: None,
            pointer: Pointer::Touch,
        }
    }
}

/// Why the app could not start: its store could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum LaunchError {
    /// The store refused to open (open elsewhere, not a directory, an I/O error).
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl LaunchError {
    /// A stable code.
    pub fn code(&self) -> &'static str {
        match self {
            LaunchError::Store(e) => e.code(),
        }
    }

    /// The player's text.
    pub fn text(&self) -> Text {
        match self {
            LaunchError::Store(e) => store_text(e),
        }
    }

    /// The player's sentence in the language of `languages`.
    pub fn message(&self, languages: &[String]) -> String {
        Localizer::new(languages).format(&self.text())
    }
}
