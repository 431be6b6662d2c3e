//! Discorder (`dl_discorder`, RULES-DISCORDER.md D1–D7) across the FFI: the session Object
//! behind a Mutex, its frame, status, events, refusals and saved-game errors. Thin: every
//! decision is the crate's.

mod error;
mod model;
mod palette;
mod status;
mod texts;
mod view;

use std::sync::{Arc, Mutex, MutexGuard};

use dl_discorder::session::Session;

use crate::model::CellPos;

pub use error::{DiscorderError, DiscorderErrorDetails};
pub use model::{
    DiscorderAction, DiscorderDirection, DiscorderEdgePos, DiscorderPlayer, DiscorderRefusal,
    DiscorderRefusalReason, DiscorderSegment, DiscorderStarter, DiscorderTarget, DiscorderTool,
};
pub use palette::{discorder_palette, DiscorderPaletteModel};
pub use status::{
    describe_discorder_status, discorder_status_code, DiscorderEvent, DiscorderEventRecord,
    DiscorderStatus,
};
pub use view::{
    DiscorderCellView, DiscorderEdgeView, DiscorderLineView, DiscorderPlayerView, DiscorderResult,
    DiscorderScore, DiscorderToolView, DiscorderView,
};

use model::{cell, edge, refusal};

/// One game of Discorder on this device, with its interaction state (the tool in use, the
/// status line, the events). Every method is safe to call with any argument; refused inputs
/// return a `DiscorderRefusal`.
#[derive(uniffi::Object)]
pub struct DiscorderSession {
    inner: Mutex<Session>,
}

impl DiscorderSession {
    /// A session Object on `session` (also for the store, which reads it back).
    pub(crate) fn wrap(session: Session) -> Arc<DiscorderSession> {
        Arc::new(DiscorderSession {
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
impl DiscorderSession {
    /// A new game on the empty board (D1): `starter` says who begins; `seed` decides a random
    /// start; `computer` is the player the computer plays (`None` for two players on the
    /// device): while it is to move, the status says `computer_to_move`, the device's input is
    /// refused (`ComputerToMove`), and the shell calls `play_computer`. `computer` may be left
    /// out (two players).
    #[uniffi::constructor(default(computer = None))]
    pub fn new_game(
        starter: DiscorderStarter,
        seed: u64,
        computer: Option<DiscorderPlayer>,
    ) -> Arc<DiscorderSession> {
        let mut session = Session::start(starter.into(), seed);
        session.set_computer(computer.map(Into::into));
        DiscorderSession::wrap(session)
    }

    /// Resumes a saved game of Discorder (its JSON, replayed through the rules), with the
    /// computer's player it names; a refused file raises `DiscorderError::InvalidSavedGame`.
    #[uniffi::constructor]
    pub fn from_saved_game(json: String) -> Result<Arc<DiscorderSession>, DiscorderError> {
        Ok(DiscorderSession::wrap(Session::load(json.as_bytes())?))
    }

    /// Chooses the tool for the next taps (D2, D3).
    pub fn select_tool(&self, tool: DiscorderTool) -> Option<DiscorderRefusal> {
        refusal(self.lock().select_tool(tool.into()))
    }

    /// A tap at (x, y) in cell units, hit-tested with the tool in use (a cell, or an inner
    /// edge) and played. A tap that hits nothing is no refusal: the status says `no_target`.
    pub fn tap(&self, x: f32, y: f32) -> Option<DiscorderRefusal> {
        refusal(self.lock().tap(x.into(), y.into()))
    }

    /// Places the mover's tile on cell (x, y) (D2), whatever the tool (keys, accessibility
    /// actions, tests).
    pub fn place_tile(&self, x: u32, y: u32) -> Option<DiscorderRefusal> {
        refusal(self.lock().place_tile(cell(x, y)))
    }

    /// Places a peg on the edge below cell (x, y) (D3), whatever the tool.
    pub fn place_peg(&self, x: u32, y: u32) -> Option<DiscorderRefusal> {
        refusal(self.lock().place_peg(edge(x, y)))
    }

    /// Whether the computer plays the player to move now: then call `play_computer` (on a
    /// background thread if the shell likes; it is quick).
    pub fn computer_to_move(&self) -> bool {
        self.lock().computer_to_move()
    }

    /// Plays the computer's action for the player to move (also without a computer seat: for
    /// the device's player); `seed` breaks ties between equally good actions. Refused once the
    /// game is over.
    pub fn play_computer(&self, seed: u64) -> Option<DiscorderRefusal> {
        refusal(self.lock().play_computer(seed))
    }

    /// Undoes the last action with the automatic pass that followed it (D7); against the
    /// computer, back to the device player's last action with the computer's replies.
    pub fn undo(&self) -> Option<DiscorderRefusal> {
        refusal(self.lock().undo())
    }

    /// The frame to draw now. Pure: call it as often as the UI redraws.
    pub fn view(&self) -> DiscorderView {
        self.lock().view().into()
    }

    /// The events since the last call, in order, each once.
    pub fn take_events(&self) -> Vec<DiscorderEventRecord> {
        self.lock()
            .take_events()
            .into_iter()
            .map(DiscorderEventRecord::from)
            .collect()
    }

    /// The revision of `view()` without building the frame: it moves exactly when the saved
    /// game changes (an action played or undone).
    pub fn revision(&self) -> u64 {
        self.lock().revision()
    }

    /// What a tap at (x, y) in cell units would target with the tool in use.
    pub fn target_at(&self, x: f32, y: f32) -> Option<DiscorderTarget> {
        self.lock()
            .target_at(x.into(), y.into())
            .map(DiscorderTarget::from)
    }

    /// The cell under (x, y) in cell units, or the nearest within half a cell of the board.
    pub fn cell_at(&self, x: f32, y: f32) -> Option<CellPos> {
        dl_discorder::session::cell_at(x.into(), y.into()).map(CellPos::from)
    }

    /// The inner horizontal edge within half a cell of (x, y) in cell units (D3).
    pub fn edge_at(&self, x: f32, y: f32) -> Option<DiscorderEdgePos> {
        dl_discorder::session::edge_at(x.into(), y.into()).map(DiscorderEdgePos::from)
    }

    /// The saved-game JSON of this game, with the computer's player: write it whenever the
    /// revision moves; read it back with `from_saved_game`.
    pub fn save_game(&self) -> String {
        self.lock().save()
    }
}
