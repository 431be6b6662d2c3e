//! The computer opponent across the FFI (issue 11): the opponent setting, `think` on the
//! shell's background thread (computing on a snapshot, so the session's lock is not held while
//! thinking), `cancel` from any thread, and the hint. A shell takes a ticket on its UI thread
//! before it hands a `think` or `hint` to its background thread, so that a `cancel()` made
//! before that call begins cancels it too.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use dl_core::computer::{ComputerTurn, Level, Limits};
use dl_core::opponent::Opponent;
use dl_core::session::{ComputedTurn, ComputerRequest, Opening};

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
    /// Thinks about `request` until `deadline_millis` (or `cancel()`), the lock not held;
    /// then, under the lock, hands the turn to `apply` unless `ticket` was cancelled meanwhile.
    fn think_about<T>(
        &self,
        ticket: u64,
        request: &ComputerRequest,
        deadline_millis: u32,
        apply: impl FnOnce(&mut dl_core::session::Session, ComputedTurn) -> Option<T>,
    ) -> Option<T> {
        let limits = Limits::time(Duration::from_millis(u64::from(deadline_millis)));
        let computed = request.think(limits, &self.stop, &self.progress)?;
        let mut session = self.lock();
        if !self.ticket_is_valid(ticket) {
            return None;
        }
        apply(&mut session, computed)
    }

    /// Whether `ticket` was given by `thinking_ticket()` and not cancelled since. Read under
    /// the session's lock, as `cancel()` writes under it.
    fn ticket_is_valid(&self, ticket: u64) -> bool {
        ticket > self.cancelled_through.load(Ordering::SeqCst)
            && ticket <= self.last_ticket.load(Ordering::SeqCst)
    }

    /// Takes a request under the lock for a valid `ticket`, readying the stop flag and the
    /// progress.
    fn take_request(
        &self,
        ticket: u64,
        request: impl FnOnce(&dl_core::session::Session) -> Option<ComputerRequest>,
    ) -> Option<ComputerRequest> {
        let session = self.lock();
        if !self.ticket_is_valid(ticket) {
            return None;
        }
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

    /// A ticket for the next `think` or `hint`, taken on the thread that decides to compute
    /// (the UI thread) before the call is handed to a background thread: a `cancel()` made
    /// after this, even before the call begins, cancels that call.
    pub fn thinking_ticket(&self) -> u64 {
        let _session = self.lock();
        self.last_ticket.fetch_add(1, Ordering::SeqCst) + 1
    }

    /// Computes the computer's whole turn and plays it, when the computer is to move
    /// (`ViewModel.computerToMove`). Synchronous: call it on a background thread with a
    /// `ticket` from `thinking_ticket()`. It thinks on a snapshot without holding the session,
    /// so `view()` and `cancel()` answer meanwhile; it answers by `deadline_millis` at the
    /// latest (the level's own time when shorter is not needed: easy ≈ 50, medium ≈ 300,
    /// hard ≈ 1000). Returns the turn played, or `None` when the computer is not to move, the
    /// ticket was cancelled (before or during the call) or is not one `thinking_ticket()`
    /// gave, or the game changed meanwhile (an undo): nothing is played then, and the
    /// computer thinks again on the next call.
    pub fn think(&self, ticket: u64, deadline_millis: u32) -> Option<ComputerTurnModel> {
        let request = self.take_request(ticket, |s| s.computer_request())?;
        self.think_about(ticket, &request, deadline_millis, |session, computed| {
            session.play_computer_turn(&computed).ok()?;
            Some(ComputerTurnModel::from(&computed.turn))
        })
    }

    /// The hint: the hard level's turn for the player to move, computed like `think` (on a
    /// background thread with a ticket from `thinking_ticket()`, within `deadline_millis`,
    /// stopped by `cancel()`) and shown in `ViewModel.hint` until the game changes. `None`
    /// when there is no hint now (the computer is to move, this turn's stone is placed, the
    /// game is over or changed, or the ticket was cancelled).
    pub fn hint(&self, ticket: u64, deadline_millis: u32) -> Option<ComputerTurnModel> {
        let request = self.take_request(ticket, |s| s.hint_request())?;
        self.think_about(ticket, &request, deadline_millis, |session, computed| {
            let model = ComputerTurnModel::from(&computed.turn);
            session.show_hint(computed).ok()?;
            Some(model)
        })
    }

    /// Cancels every ticket given so far, from any thread: a `think` or `hint` in progress
    /// answers within milliseconds, playing and showing nothing, and one not begun yet answers
    /// at once. Returns at once (it waits at most for the session's lock, which no
    /// computation holds).
    pub fn cancel(&self) {
        let _session = self.lock();
        self.cancelled_through
            .store(self.last_ticket.load(Ordering::SeqCst), Ordering::SeqCst);
        self.stop.store(true, Ordering::SeqCst);
    }

    /// How far the `think` or `hint` in progress is, in thousandths of its time (1000 when
    /// done): for a progress indication.
    pub fn thinking_progress(&self) -> u32 {
        self.progress.load(Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use std::thread;
    use std::time::Instant;

    use super::*;

    /// Pyramid with the computer playing Blue, which begins (R1): the computer is to move.
    fn computer_to_move(level: ComputerLevel) -> Arc<GameSession> {
        let opponent = OpponentModel {
            side: Side::Blue,
            level,
        };
        let session = GameSession::new_game("7".into(), Some(3), Some(opponent)).unwrap();
        assert!(session.view().computer_to_move);
        session
    }

    #[test]
    fn a_cancel_before_the_call_begins_cancels_it() {
        let session = computer_to_move(ComputerLevel::Easy);
        let ticket = session.thinking_ticket();
        session.cancel();
        let revision = session.revision();
        assert_eq!(session.think(ticket, 50), None);
        assert_eq!(session.hint(ticket, 50), None);
        assert_eq!(session.revision(), revision);
        assert!(session.view().computer_to_move);
    }

    #[test]
    fn a_ticket_taken_after_a_cancel_thinks_and_plays() {
        let session = computer_to_move(ComputerLevel::Easy);
        let cancelled = session.thinking_ticket();
        session.cancel();
        let ticket = session.thinking_ticket();
        assert!(ticket > cancelled);
        assert!(session.think(ticket, 50).is_some());
        assert!(!session.view().computer_to_move);
    }

    #[test]
    fn a_ticket_not_given_is_refused() {
        let session = computer_to_move(ComputerLevel::Easy);
        assert_eq!(session.think(0, 50), None);
        assert_eq!(session.think(1, 50), None, "no ticket was given yet");
        let ticket = session.thinking_ticket();
        assert_eq!(session.think(ticket + 1, 50), None);
        assert!(session.view().computer_to_move);
    }

    #[test]
    fn a_cancel_during_the_call_stops_it_quickly_and_plays_nothing() {
        let session = computer_to_move(ComputerLevel::Hard);
        let ticket = session.thinking_ticket();
        let thinker = {
            let session = Arc::clone(&session);
            thread::spawn(move || session.think(ticket, 30_000))
        };
        while session.thinking_progress() == 0 && !thinker.is_finished() {
            thread::yield_now();
        }
        let cancelled_at = Instant::now();
        session.cancel();
        let answer = thinker.join().unwrap();
        assert_eq!(answer, None);
        assert!(
            cancelled_at.elapsed() < Duration::from_secs(5),
            "answered {:?} after the cancel",
            cancelled_at.elapsed()
        );
        assert!(session.view().computer_to_move, "nothing was played");
    }
}
