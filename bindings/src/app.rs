//! The app as one object (issue 19): `dl_ui::App` behind the FFI. A shell launches it once per
//! process, sends it inputs, paints the screen it reads back and carries out the effects; the
//! change listener says when the screen changed on one of Rust's threads. The inputs, screens
//! and effects are `dl_ui`'s own types (package `app.dividedloyalties.ui` in Kotlin), with no
//! conversion here.

use std::path::PathBuf;
use std::sync::Arc;

use dl_app::store::SystemClock;
use dl_ui::{App, Budget, Effect, Input, Launch, LaunchError, Notifier, Pointer, Screen};

/// Told from Rust's threads (the store's writer, the computer's thinker) that the screen
/// changed: the shell hops to its main thread and reads `screen()` again.
#[uniffi::export(with_foreign)]
pub trait ChangeListener: Send + Sync {
    /// Something changed; `revision` is the screen's revision after the change (a call older
    /// than the screen painted last may be skipped). Called on a Rust thread, never the
    /// caller's.
    fn on_change(&self, revision: u64);
}

/// The shell's listener as the app's notifier.
struct Listener(Arc<dyn ChangeListener>);

impl Notifier for Listener {
    fn on_change(&self, revision: u64) {
        self.0.on_change(revision);
    }
}

/// The rooms of online play: on PeerJS's public server (the web page's), in the phone builds
/// (feature `online`).
#[cfg(feature = "online")]
fn room_links() -> Option<Arc<dyn dl_ui::LinkFactory>> {
    Some(Arc::new(dl_ui::WebRtcLinks::new(None)))
}

/// No rooms without the transport: "Play online" then says that this build cannot.
#[cfg(not(feature = "online"))]
fn room_links() -> Option<Arc<dyn dl_ui::LinkFactory>> {
    None
}

/// Why the app did not start, with the player's sentence already in their language (`Store` is
/// its only case today: dl-ui's `LaunchError` has one).
#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum LaunchFailure {
    /// The store could not be opened: another process holds it, the path is not a directory,
    /// an I/O error.
    #[error("{code}: {text}")]
    Store {
        /// A stable code (`store_locked`, `store_not_a_directory`, …).
        code: String,
        /// What to tell the player, in their language (not `message`: Kotlin's exceptions
        /// have one of their own).
        text: String,
    },
}

impl LaunchFailure {
    /// The failure of `error`, its message in the first available of `languages`.
    fn of(error: &LaunchError, languages: &[String]) -> LaunchFailure {
        match error {
            LaunchError::Store(_) => LaunchFailure::Store {
                code: error.code().to_owned(),
                text: error.message(languages),
            },
        }
    }
}

/// The app: one per data directory and process. Every method may be called from any thread.
#[derive(uniffi::Object)]
pub struct DlApp {
    app: App,
}

#[uniffi::export]
impl DlApp {
    /// Opens the store in `data_dir` and chooses the first screen: the game left on screen
    /// last time, or the new-game screen on the first launch. `languages` are the system's
    /// BCP 47 tags, most wanted first; `double_tap_ms` the platform's double-tap timeout;
    /// `dark` the system's appearance; `listener` is told of changes made on Rust's threads
    /// (`None` for a shell that polls). The computer thinks for each level's own time.
    #[uniffi::constructor]
    pub fn launch(
        data_dir: String,
        languages: Vec<String>,
        double_tap_ms: u64,
        dark: bool,
        listener: Option<Arc<dyn ChangeListener>>,
    ) -> Result<Arc<Self>, LaunchFailure> {
        let notifier = listener.map(|l| Arc::new(Listener(l)) as Arc<dyn Notifier>);
        let launch = Launch {
            data_dir: PathBuf::from(data_dir),
            languages: languages.clone(),
            double_tap_ms,
            dark,
            budget: Budget::Timed,
            clock: Arc::new(SystemClock),
            notifier,
            pointer: Pointer::Touch,
        };
        match App::launch_with_links(launch, room_links()) {
            Ok(app) => Ok(Arc::new(DlApp { app })),
            Err(e) => Err(LaunchFailure::of(&e, &languages)),
        }
    }

    /// Carries out `input`; the new screen is ready at once (the computer's move and the
    /// store's write come later, with a call of the listener).
    pub fn send(&self, input: Input) {
        self.app.send(input);
    }

    /// The screen to paint now: pure, every text in the player's language.
    pub fn screen(&self) -> Screen {
        self.app.screen()
    }

    /// The effects asked for since the last call, oldest first; each is given once.
    pub fn take_effects(&self) -> Vec<Effect> {
        self.app.take_effects()
    }

    /// The screen's revision, without building the screen: a shell may skip an unchanged one.
    pub fn revision(&self) -> u64 {
        self.app.revision()
    }
}
