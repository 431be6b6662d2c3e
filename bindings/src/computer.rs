//! The computer opponent across the FFI (issue 11): the opponent setting, `think` on the
//! shell's background thread (computing on a snapshot, so the session's lock is not held while
//! thinking), `cancel` from any thread, and the hint.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use dl_core::computer::{ComputerTurn, Level, Limits};
use dl_core::opponent::Opponent;
use dl_core::session::{ComputerRequest, Opening};

use crate::error::DlError;
use crate::model::{CellPos, Side, StoneColor};
use crate::session::GameSession;

/// How strong the computer plays (issue 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ComputerLevel {
    /// Plays sensibly but makes mistakes (about 50 ms a turn).
    Easy,
    /// A short search (about 300 ms a turn).
    Medium,
    /// The strongest (about 1 s a turn).
    Hard,
}

impl From<ComputerLevel> for Level {
    fn from(l: ComputerLevel) -> Level {
        match l {
            ComputerLevel::Easy => Level::Easy,
            ComputerLevel::Medium => Level::Medium,
            ComputerLevel::Hard => Level::Hard,
        }
    }
}

impl From<Level> for ComputerLevel {
    fn from(l: Level) -> ComputerLevel {
        match l {
            Level::Easy => ComputerLevel::Easy,
            Level::Medium => ComputerLevel::Medium,
            Level::Hard => ComputerLevel::Hard,
        }
    }
}

/// The computer playing one side of a game; the other side is the player on the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OpponentModel {
    /// The side the computer plays.
    pub side: Side,
    /// How strong it plays.
    pub level: ComputerLevel,
}

impl From<OpponentModel> for Opponent {
    fn from(o: OpponentModel) -> Opponent {
        Opponent {
            side: o.side.into(),
            level: o.level.into(),
        }
    }
}

impl From<Opponent> for OpponentModel {
    fn from(o: Opponent) -> OpponentModel {
        OpponentModel {
            side: o.side.into(),
            level: o.level.into(),
        }
    }
}

/// A bridge of a computed turn: its two end stones, in the order to form it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BridgeEndsModel {
    /// One end.
    pub from: CellPos,
    /// The other end.
    pub to: CellPos,
}

/// A whole turn: the stone (its colour and cell) and the bridges to form through it, in
/// order. The computer's turn as played, or the hint to show (ring the cell in the colour and
/// draw the bridges).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ComputerTurnModel {
    /// The stone's colour.
    pub color: StoneColor,
    /// Where the stone goes.
    pub cell: CellPos,
    /// The bridges, in order.
    pub bridges: Vec<BridgeEndsModel>,
}

impl From<&ComputerTurn> for ComputerTurnModel {
    fn from(t: &ComputerTurn) -> ComputerTurnModel {
        ComputerTurnModel {
            color: t.color.into(),
            cell: t.cell.into(),
            bridges: t
                .bridges
                .iter()
                .map(|&(from, to)| BridgeEndsModel {
                    from: from.into(),
                    to: to.into(),
                })
                .collect(),
        }
    }
}

/// A seed for the computer's random choices in a new game.
fn fresh_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

impl GameSession {
    /// Thinks about `request` until `deadline_millis` (or `cancel()`), the lock not held.
    fn think_about(
        &self,
        request: &ComputerRequest,
        deadline_millis: u32,
    ) -> Option<dl_core::session::ComputedTurn> {
        let limits = Limits::time(Duration::from_millis(u64::from(deadline_millis)));
        let turn = request.think(limits, &self.stop, &self.progress);
        if self.stop.load(Ordering::SeqCst) {
            return None;
        }
        turn
    }

    /// Takes a request under the lock, readying the stop flag and the progress.
    fn take_request(
        &self,
        request: impl FnOnce(&dl_core::session::Session) -> Option<ComputerRequest>,
    ) -> Option<ComputerRequest> {
        let session = self.lock();
        self.stop.store(false, Ordering::SeqCst);
        self.progress.store(0, Ordering::SeqCst);
        request(&session)
    }
}

#[uniffi::export]
impl GameSession {
    /// A new game on a built-in position (as `new_builtin`), against the computer when
    /// `opponent` is given: the new-game screen's call.
    #[uniffi::constructor]
    pub fn new_game(
        key: String,
        rounds: Option<u8>,
        opponent: Option<OpponentModel>,
    ) -> Result<Arc<GameSession>, DlError> {
        let session = GameSession::open(Opening::Builtin { key: &key, rounds })?;
        session.set_opponent(opponent);
        Ok(session)
    }

    /// Plays this game against the computer (`None`: two players on the device). Kept in the
    /// saved game and the game link; the revision moves.
    pub fn set_opponent(&self, opponent: Option<OpponentModel>) {
        self.lock()
            .set_opponent(opponent.map(Opponent::from), fresh_seed());
    }

    /// Computes the computer's whole turn and plays it, when the computer is to move
    /// (`ViewModel.computerToMove`). Synchronous: call it on a background thread. It thinks on
    /// a snapshot without holding the session, so `view()` and `cancel()` answer meanwhile;
    /// it answers by `deadline_millis` at the latest (the level's own time when shorter is
    /// not needed: easy ≈ 50, medium ≈ 300, hard ≈ 1000). Returns the turn played, or `None`
    /// when the computer is not to move, `cancel()` was called, or the game changed meanwhile
    /// (an undo): nothing is played then, and the computer thinks again on the next call.
    pub fn think(&self, deadline_millis: u32) -> Option<ComputerTurnModel> {
        let request = self.take_request(|s| s.computer_request())?;
        let computed = self.think_about(&request, deadline_millis)?;
        let mut session = self.lock();
        if self.stop.load(Ordering::SeqCst) {
            return None;
        }
        session.play_computer_turn(&computed).ok()?;
        Some(ComputerTurnModel::from(&computed.turn))
    }

    /// The hint: the hard level's turn for the player to move, computed like `think` (on a
    /// background thread, within `deadline_millis`, stopped by `cancel()`) and shown in
    /// `ViewModel.hint` until the game changes. `None` when there is no hint now (the
    /// computer is to move, this turn's stone is placed, the game is over or changed, or the
    /// call was cancelled).
    pub fn hint(&self, deadline_millis: u32) -> Option<ComputerTurnModel> {
        let request = self.take_request(|s| s.hint_request())?;
        let computed = self.think_about(&request, deadline_millis)?;
        let model = ComputerTurnModel::from(&computed.turn);
        self.lock().show_hint(computed).ok()?;
        Some(model)
    }

    /// Stops a `think` or `hint` in progress, from any thread; returns at once, and the
    /// pending call answers within milliseconds, playing and showing nothing.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }

    /// How far the `think` or `hint` in progress is, in thousandths of its time (1000 when
    /// done): for a progress indication.
    pub fn thinking_progress(&self) -> u32 {
        self.progress.load(Ordering::SeqCst)
    }
}
