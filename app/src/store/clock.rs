//! Time for the store: the moment a game was last played or a position saved. The caller
//! passes the clock, so tests use a fixed one and never depend on the machine's time.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

/// A moment, in milliseconds since 1970-01-01 00:00 UTC.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Timestamp(pub u64);

impl Timestamp {
    /// Milliseconds since 1970-01-01 00:00 UTC.
    pub fn millis(self) -> u64 {
        self.0
    }
}

/// Where the store takes the time from.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// The moment now.
    fn now(&self) -> Timestamp;
}

/// The machine's clock (a clock set before 1970 reads as 1970).
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        let since = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        Timestamp(u64::try_from(since.as_millis()).unwrap_or(u64::MAX))
    }
}

/// A clock that says what it is told: for tests, and for shells that replay a session.
#[derive(Debug, Default)]
pub struct FixedClock(AtomicU64);

impl FixedClock {
    /// A clock standing at `at`.
    pub fn at(at: Timestamp) -> FixedClock {
        FixedClock(AtomicU64::new(at.0))
    }

    /// Moves the clock by `millis` milliseconds.
    pub fn advance(&self, millis: u64) {
        self.0.fetch_add(millis, Ordering::SeqCst);
    }
}

impl Clock for FixedClock {
    fn now(&self) -> Timestamp {
        Timestamp(self.0.load(Ordering::SeqCst))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_clock_moves_only_when_told() {
        let clock = FixedClock::at(Timestamp(1_000));
        assert_eq!(clock.now(), Timestamp(1_000));
        clock.advance(250);
        assert_eq!(clock.now().millis(), 1_250);
        assert!(SystemClock.now() > Timestamp(1_700_000_000_000));
    }
}
