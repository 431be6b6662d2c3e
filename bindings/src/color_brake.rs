//! Color Brake ABAB (`dl_color_brake`, RULES-COLOR-BRAKE.md C1–C7) across the FFI: the session
//! Object behind a Mutex, its frame, status, events, refusals and errors. Thin: every decision
//! is the crate's — what a frame shows of the hands, the hand-over, the offers.

mod error;
mod model;
mod palette;
mod status;
mod texts;
mod view;

use std::sync::{Arc, Mutex, MutexGuard};

use dl_color_brake::record::{load_game, save_game};
use dl_color_brake::{geometry, Game, Session};

pub use error::{ColorBrakeError, ColorBrakeErrorDetails};
pub use model::{
    color_brake_length_choices, ColorBrakeAction, ColorBrakeBase, ColorBrakeColour, ColorBrakeFill,
    ColorBrakeLength, ColorBrakeLengthChoices, ColorBrakeMode, ColorBrakeNomination,
    ColorBrakePerSeat, ColorBrakeRefusal, ColorBrakeRefusalReason, ColorBrakeRoundEnd,
    ColorBrakeRoundResult, ColorBrakeSeat, ColorBrakeTankCover, ColorBrakeToken, ColorBrakeWinner,
};
pub use palette::{color_brake_palette, ColorBrakePaletteModel};
pub use status::{
    color_brake_status_code, describe_color_brake_status, ColorBrakeEvent, ColorBrakeEventRecord,
    ColorBrakeStatus,
};
pub use view::{
    ColorBrakeCellView, ColorBrakeColourCount, ColorBrakeOffer, ColorBrakePhase,
    ColorBrakeReference, ColorBrakeTokenCount, ColorBrakeView,
};

use model::{number, refusal, Input};

/// One game of Color Brake ABAB on this device, with who plays at it (pass-and-play or against
/// the computer), the hand-over state, the status line and the events. Every method is safe to
/// call with any argument; refused actions return a `ColorBrakeRefusal`.
#[derive(uniffi::Object)]
pub struct ColorBrakeSession {
    inner: Mutex<Session>,
}

impl ColorBrakeSession {
    /// A session Object on `session` (also for the store, which reads it back).
    pub(crate) fn wrap(session: Session) -> Arc<ColorBrakeSession> {
        Arc::new(ColorBrakeSession {
            inner: Mutex::new(session),
        })
    }

    /// The session (also for the store, which writes it).
    pub(crate) fn lock(&self) -> MutexGuard<'_, Session> {
        // A panic while locked cannot leave a Session half-changed in a way that matters more
        // than refusing to go on; keep serving the last state.
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[uniffi::export]
impl ColorBrakeSession {
    /// A new game (C2): every shuffle comes from `seed` (kept in the saved game, C7); `length`
    /// is an even number of rounds (2–20) or a target score (1–50), as
    /// `color_brake_length_choices` offers them, else
    /// `ColorBrakeError::InvalidArgument` (`length_bad_rounds`, `length_bad_target`).
    #[uniffi::constructor]
    pub fn new_game(
        seed: u64,
        length: ColorBrakeLength,
        mode: ColorBrakeMode,
    ) -> Result<Arc<ColorBrakeSession>, ColorBrakeError> {
        let game = Game::new(seed, length.to_core()?);
        Ok(ColorBrakeSession::wrap(Session::new(game, mode.into())))
    }

    /// Resumes a saved game of Color Brake (its JSON, replayed through the rules) with who
    /// plays at this device (the store keeps the mode; the file does not); a refused file
    /// raises `ColorBrakeError::InvalidSavedGame`.
    #[uniffi::constructor]
    pub fn from_saved_game(
        json: String,
        mode: ColorBrakeMode,
    ) -> Result<Arc<ColorBrakeSession>, ColorBrakeError> {
        let saved = load_game(json.as_bytes())?;
        Ok(ColorBrakeSession::wrap(Session::new(
            saved.game,
            mode.into(),
        )))
    }

    /// Pass-and-play: the hand-over is done, the player to move sees their hand (C2).
    pub fn ready(&self) {
        self.lock().ready();
    }

    /// Plays an action (one of the frame's offers, C4–C6, or the next round, C2).
    pub fn play(&self, action: ColorBrakeAction) -> Option<ColorBrakeRefusal> {
        let mut session = self.lock();
        match Input::from(action) {
            Input::Action(action) => refusal(session.play(action)),
            Input::Tank { number, colour } => refusal(session.play_tank(number, colour)),
        }
    }

    /// Whether the computer is to move: then call `play_computer()` (from a background thread
    /// if the shell likes).
    pub fn computer_to_move(&self) -> bool {
        self.lock().computer_to_move()
    }

    /// The action the computer would play now, or `None` when it is not to move; pure and
    /// deterministic for a given game.
    pub fn computer_action(&self) -> Option<ColorBrakeAction> {
        self.lock().computer_action().map(ColorBrakeAction::from)
    }

    /// Lets the computer play one action when it is to move (nothing happens otherwise).
    pub fn play_computer(&self) -> Option<ColorBrakeRefusal> {
        refusal(self.lock().play_computer())
    }

    /// Undoes the last action (C7); against the computer, back to the human's last decision.
    pub fn undo(&self) -> Option<ColorBrakeRefusal> {
        refusal(self.lock().undo())
    }

    /// The frame to draw now: only the viewer's hand, none during a hand-over. Pure: call it
    /// as often as the UI redraws.
    pub fn view(&self) -> ColorBrakeView {
        self.lock().view().into()
    }

    /// The events since the last call, in order, each once.
    pub fn take_events(&self) -> Vec<ColorBrakeEventRecord> {
        self.lock()
            .take_events()
            .into_iter()
            .map(ColorBrakeEventRecord::from)
            .collect()
    }

    /// The revision of `view()` without building the frame: it moves exactly when the saved
    /// game changes (an action played or undone; not a refusal, not a hand-over).
    pub fn revision(&self) -> u64 {
        self.lock().revision()
    }

    /// The number (1–28) of the cell a touch at (x, y) in cell units meant: the cell under the
    /// point, or the nearest within half a cell; `None` outside.
    pub fn cell_at(&self, x: f32, y: f32) -> Option<u32> {
        geometry::cell_at(x, y).map(number)
    }

    /// The saved-game JSON of this game (seed, length, actions): write it whenever the
    /// revision moves; read it back with `from_saved_game`.
    pub fn save_game(&self) -> String {
        save_game(self.lock().game())
    }
}
