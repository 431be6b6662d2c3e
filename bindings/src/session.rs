//! The session Object: one game on one phone, behind a Mutex.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use dl_core::position_csv::write_position;
use dl_core::session::{EndTurnOutcome, Opening, Session};

use crate::error::DlError;
use crate::model::{cell, CellPos, PassKind, Side, StoneColor};
use crate::refusal::{refusal, RefusalInfo};
use crate::status::EventRecord;
use crate::view::ViewModel;

static LIVE_SESSIONS: AtomicU64 = AtomicU64::new(0);

/// Number of `GameSession` objects alive now: a diagnostic for leak tests.
#[uniffi::export]
pub fn live_session_count() -> u64 {
    LIVE_SESSIONS.load(Ordering::SeqCst)
}

/// What ending the turn did (R4.3, R4.4, R8).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum EndTurnModel {
    /// The turn ended.
    Ended {
        /// The dot stone taken back to the supply, if any (R4.3).
        returned: Option<CellPos>,
        /// The automatic passes that followed (R4.4), in order.
        passes: Vec<PassModel>,
        /// The player to move now.
        to_move: Side,
        /// Whether the game is over now (R8).
        game_over: bool,
    },
    /// The dot stone would go back to the supply (R4.3): ask, then call again confirmed.
    NeedsConfirmation {
        /// The dot stone.
        cell: CellPos,
    },
    /// Ending the turn is not possible now.
    Refused {
        /// Why.
        refusal: RefusalInfo,
    },
}

/// An automatic pass (R4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PassModel {
    /// Who passed.
    pub side: Side,
    /// Why.
    pub reason: PassKind,
}

/// One game being played on this device, with its interaction state (`dl_core::session`).
/// Every method is safe to call with any argument; refused moves return a `RefusalInfo`.
#[derive(uniffi::Object)]
pub struct GameSession {
    inner: Mutex<Session>,
    /// Raised by `cancel()` to stop a `think()` or `hint()` in progress.
    pub(crate) stop: AtomicBool,
    /// The last ticket `thinking_ticket()` gave (0: none yet).
    pub(crate) last_ticket: AtomicU64,
    /// Every ticket up to this one was cancelled by `cancel()`.
    pub(crate) cancelled_through: AtomicU64,
    /// Thousandths of the thinking budget used by the `think()` or `hint()` in progress.
    pub(crate) progress: AtomicU32,
}

impl Drop for GameSession {
    fn drop(&mut self) {
        LIVE_SESSIONS.fetch_sub(1, Ordering::SeqCst);
    }
}

impl GameSession {
    /// A session Object on `session` (also for the store and the editor).
    pub(crate) fn wrap(session: Session) -> Arc<GameSession> {
        LIVE_SESSIONS.fetch_add(1, Ordering::SeqCst);
        Arc::new(GameSession {
            inner: Mutex::new(session),
            stop: AtomicBool::new(false),
            last_ticket: AtomicU64::new(0),
            cancelled_through: AtomicU64::new(0),
            progress: AtomicU32::new(0),
        })
    }

    pub(crate) fn open(opening: Opening<'_>) -> Result<Arc<GameSession>, DlError> {
        Ok(GameSession::wrap(Session::open(opening)?))
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
impl GameSession {
    /// A new game on a built-in position, by number ("7") or slug ("pyramid") (R9, R10);
    /// `rounds` 3 or 4, or `None` for the position's default (R3).
    #[uniffi::constructor]
    pub fn new_builtin(key: String, rounds: Option<u8>) -> Result<Arc<GameSession>, DlError> {
        GameSession::open(Opening::Builtin { key: &key, rounds })
    }

    /// A new game on position number `index` (0-based) of a CSV file (R9).
    #[uniffi::constructor]
    pub fn from_csv(
        csv: String,
        index: u32,
        rounds: Option<u8>,
    ) -> Result<Arc<GameSession>, DlError> {
        let index = usize::try_from(index).unwrap_or(usize::MAX);
        GameSession::open(Opening::Csv {
            bytes: csv.as_bytes(),
            index,
            rounds,
        })
    }

    /// Resumes a saved game (this app's JSON): the autosave at launch, or a received file.
    #[uniffi::constructor]
    pub fn from_saved_game(json: String) -> Result<Arc<GameSession>, DlError> {
        GameSession::open(Opening::SavedGame(json.as_bytes()))
    }

    /// Opens a game link (the whole game) or a built-in's position link (R10).
    #[uniffi::constructor]
    pub fn from_link(link: String) -> Result<Arc<GameSession>, DlError> {
        GameSession::open(Opening::Link(&link))
    }

    /// Imports a game saved by the existing web version, as the start of a new game.
    #[uniffi::constructor]
    pub fn from_web_save(json: String) -> Result<Arc<GameSession>, DlError> {
        GameSession::open(Opening::WebSave(json.as_bytes()))
    }

    /// Opens a received file of unknown kind (saved game, web save or CSV position), told
    /// apart by its content: files from chat apps arrive without a reliable type.
    #[uniffi::constructor]
    pub fn from_file(bytes: Vec<u8>) -> Result<Arc<GameSession>, DlError> {
        GameSession::open(Opening::File(&bytes))
    }

    /// A new game on the same position with the same number of rounds, against the same
    /// computer opponent if any (the result card's "Rematch").
    pub fn rematch(&self) -> Arc<GameSession> {
        GameSession::wrap(self.lock().rematch())
    }

    /// Selects the colour for the next tap (R3).
    pub fn select_color(&self, color: StoneColor) -> Option<RefusalInfo> {
        refusal(self.lock().select_color(color.into()))
    }

    /// A single tap on cell (x, y): places a stone of the selected colour on an empty cell
    /// (R4.1, R4.3).
    pub fn tap(&self, x: u32, y: u32) -> Option<RefusalInfo> {
        refusal(self.lock().tap(cell(x, y)))
    }

    /// A double tap on cell (x, y): toggles a stone's ring; a second ring attempts the bridge
    /// (R5, R6). Either way both rings go; a refused bridge flashes the last stone.
    pub fn double_tap(&self, x: u32, y: u32) -> Option<RefusalInfo> {
        refusal(self.lock().double_tap(cell(x, y)).map(|_| ()))
    }

    /// Places a stone of `color` on (x, y) without changing the selection (R4.1, R4.3).
    pub fn place(&self, x: u32, y: u32, color: StoneColor) -> Option<RefusalInfo> {
        refusal(self.lock().place(cell(x, y), color.into()))
    }

    /// Forms the bridge with ends (x1, y1) and (x2, y2) (R4.2, R5, R6).
    pub fn bridge(&self, x1: u32, y1: u32, x2: u32, y2: u32) -> Option<RefusalInfo> {
        refusal(self.lock().bridge(cell(x1, y1), cell(x2, y2)).map(|_| ()))
    }

    /// Ends the turn (R4.4); with `confirmed` false, asks first when the dot stone would be
    /// taken back (R4.3).
    pub fn end_turn(&self, confirmed: bool) -> EndTurnModel {
        match self.lock().end_turn(confirmed) {
            Ok(EndTurnOutcome::Ended(ended)) => EndTurnModel::Ended {
                returned: ended.returned.map(|(c, _)| c.into()),
                passes: ended
                    .passes
                    .iter()
                    .map(|p| PassModel {
                        side: p.player.into(),
                        reason: p.reason.into(),
                    })
                    .collect(),
                to_move: ended.to_move.into(),
                game_over: ended.game_over.is_some(),
            },
            Ok(EndTurnOutcome::NeedsConfirmation { cell }) => {
                EndTurnModel::NeedsConfirmation { cell: cell.into() }
            }
            Err(r) => EndTurnModel::Refused { refusal: r.into() },
        }
    }

    /// Undoes the last action (R11).
    pub fn undo(&self) -> Option<RefusalInfo> {
        refusal(self.lock().undo())
    }

    /// Ends the game by agreement (R8); confirm with both players first. Offered only before
    /// this turn's stone is placed (`ViewModel::can_agree_end`).
    pub fn agree_end(&self) -> Option<RefusalInfo> {
        refusal(self.lock().agree_end())
    }

    /// The frame to draw now. Pure: call it as often as the UI redraws.
    pub fn view(&self) -> ViewModel {
        self.lock().view().into()
    }

    /// The events since the last call, in order, each once (animate, announce, haptics).
    pub fn take_events(&self) -> Vec<EventRecord> {
        self.lock()
            .take_events()
            .into_iter()
            .map(EventRecord::from)
            .collect()
    }

    /// The revision of `view()` without building the frame: it increases exactly when
    /// something the saved game keeps changed.
    pub fn revision(&self) -> u64 {
        self.lock().revision()
    }

    /// The playable cell a touch at (x, y) meant, in cell units (one cell = 1.0, origin at the
    /// grid's top-left corner): the cell under the point, or the nearest within half a cell;
    /// `None` outside. Divide the canvas offset by the cell size, then ask this.
    pub fn cell_at(&self, x: f32, y: f32) -> Option<CellPos> {
        self.lock().cell_at(x, y).map(CellPos::from)
    }

    /// The saved-game JSON with the selected colours and the ring: write it whenever the
    /// revision moves; read it back with `from_saved_game`.
    pub fn save_game(&self) -> String {
        self.lock().save()
    }

    /// The game link carrying this whole game, for correspondence play (R10).
    pub fn game_link(&self) -> Result<String, DlError> {
        Ok(self.lock().game_link()?)
    }

    /// The web-compatible link of the starting position, for built-ins; `None` otherwise (R10).
    pub fn position_link(&self) -> Option<String> {
        self.lock().position_link()
    }

    /// The starting position as a CSV file in the web version's format (R9), for sharing.
    pub fn position_csv(&self) -> String {
        let session = self.lock();
        let position = session.game().position();
        write_position(position, position.number().map_or(1, u32::from))
    }
}
