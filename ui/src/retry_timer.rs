//! The room's retry timer (issue 23): one thread per app that waits for the moment the room
//! is to be opened again after a failure, and then calls back into the app. One attempt waits
//! at a time: a new one replaces the one waiting. The waits grow with each failure in a row
//! ([`retry_delay`]); the app ignores a ticket it no longer waits for (the room left, opened
//! again at once with Rejoin, the app in the background).

use std::sync::mpsc::{channel, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// The first wait after a failure.
pub(crate) const FIRST_DELAY: Duration = Duration::from_secs(1);
/// The longest wait between two attempts.
pub(crate) const MAX_DELAY: Duration = Duration::from_secs(30);

/// The wait before the attempt after `failures` failures in a row (the first failure is 0):
/// 1 s, 2 s, 4 s … doubling, at most [`MAX_DELAY`].
pub(crate) fn retry_delay(failures: u32) -> Duration {
    let doubled = 1u64.checked_shl(failures.min(31)).unwrap_or(u64::MAX);
    FIRST_DELAY
        .checked_mul(u32::try_from(doubled).unwrap_or(u32::MAX))
        .unwrap_or(MAX_DELAY)
        .min(MAX_DELAY)
}

/// Told when the wait of `ticket` is over.
pub(crate) type Fired = Arc<dyn Fn(u64) + Send + Sync>;

/// The timer's thread; it ends when the timer is closed or dropped.
pub(crate) struct RetryTimer {
    waits: Option<Sender<(u64, Instant)>>,
    handle: Option<JoinHandle<()>>,
}

impl RetryTimer {
    /// Starts the thread; `fired` is called on it when a wait is over.
    pub(crate) fn start(fired: Fired) -> RetryTimer {
        let (waits, received) = channel::<(u64, Instant)>();
        let handle = thread::Builder::new()
            .name("dl-room-retry".into())
            .spawn(move || {
                let mut next: Option<(u64, Instant)> = None;
                loop {
                    let got = match next {
                        None => received.recv().map_err(|_| RecvTimeoutError::Disconnected),
                        Some((_, at)) => {
                            received.recv_timeout(at.saturating_duration_since(Instant::now()))
                        }
                    };
                    match got {
                        Ok(wait) => next = Some(wait),
                        Err(RecvTimeoutError::Timeout) => {
                            if let Some((ticket, _)) = next.take() {
                                fired(ticket);
                            }
                        }
                        Err(RecvTimeoutError::Disconnected) => return,
                    }
                }
            });
        match handle {
            Ok(handle) => RetryTimer {
                waits: Some(waits),
                handle: Some(handle),
            },
            Err(e) => {
                // Without the thread the room is only opened again with Rejoin.
                log::error!("the room's retry timer could not start: {e}");
                RetryTimer {
                    waits: None,
                    handle: None,
                }
            }
        }
    }

    /// Calls back with `ticket` after `delay`, instead of the wait before.
    pub(crate) fn after(&self, ticket: u64, delay: Duration) {
        if let Some(waits) = &self.waits {
            if waits.send((ticket, Instant::now() + delay)).is_err() {
                log::error!("the room's retry timer has stopped");
            }
        }
    }

    /// Stops the thread; its handle, to be joined without the app's lock held (a wait that
    /// is over calls back under it).
    pub(crate) fn close(&mut self) -> Option<JoinHandle<()>> {
        self.waits = None;
        self.handle.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn the_waits_double_from_one_second_up_to_thirty() {
        let waits: Vec<u64> = (0..8).map(|n| retry_delay(n).as_secs()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 30, 30, 30]);
        assert_eq!(retry_delay(u32::MAX), MAX_DELAY);
    }

    #[test]
    fn a_wait_replaced_fires_once_with_the_new_ticket() {
        let (told, heard) = mpsc::channel();
        let mut timer = RetryTimer::start(Arc::new(move |ticket| {
            let _ = told.send(ticket);
        }));
        timer.after(1, Duration::from_secs(60));
        timer.after(2, Duration::from_millis(10));
        assert_eq!(heard.recv_timeout(Duration::from_secs(5)), Ok(2));
        assert!(heard.recv_timeout(Duration::from_millis(100)).is_err());
        let handle = timer.close().expect("a thread");
        assert!(handle.join().is_ok());
    }
}
