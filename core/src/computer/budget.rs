//! How long the computer may think: a deadline, a number of iterations, a stop flag raised
//! from another thread, and the progress it reports.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

/// The limits of one call to [`super::Computer::think`]. With neither set, the level's own time
/// budget applies ([`super::Settings::time_budget`]). Bounded by iterations alone, thinking is
/// deterministic for a given seed, and takes as long as those iterations take (tests and the
/// strength table use that); shells give a deadline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Answer with the best turn so far at this instant.
    pub deadline: Option<Instant>,
    /// Answer after this many search iterations (playouts for the medium and hard levels,
    /// candidate turns looked at for the easy level).
    pub max_iterations: Option<u32>,
}

impl Limits {
    /// Limits of `iterations` iterations and no deadline: deterministic thinking.
    pub fn iterations(iterations: u32) -> Limits {
        Limits {
            deadline: None,
            max_iterations: Some(iterations),
        }
    }

    /// A deadline `after` from now.
    pub fn time(after: Duration) -> Limits {
        Limits {
            deadline: Some(Instant::now() + after),
            max_iterations: None,
        }
    }
}

/// The progress of a finished think. While thinking, progress is reported in thousandths of
/// the budget (time or iterations, whichever is nearer its end).
pub const PROGRESS_DONE: u32 = 1000;

/// The budget of one call to think: checked between iterations.
pub(crate) struct Budget<'a> {
    deadline: Option<Instant>,
    max_iterations: Option<u32>,
    started: Instant,
    stop: &'a AtomicBool,
    progress: &'a AtomicU32,
    /// Iterations done so far.
    pub iterations: u32,
}

impl<'a> Budget<'a> {
    /// The budget of `limits`, or of `default_time` from now when `limits` sets nothing.
    pub fn new(
        limits: Limits,
        default_time: Duration,
        stop: &'a AtomicBool,
        progress: &'a AtomicU32,
    ) -> Budget<'a> {
        let started = Instant::now();
        let deadline = match limits {
            Limits {
                deadline: None,
                max_iterations: None,
            } => Some(started + default_time),
            _ => limits.deadline,
        };
        progress.store(0, Ordering::Relaxed);
        Budget {
            deadline,
            max_iterations: limits.max_iterations,
            started,
            stop,
            progress,
            iterations: 0,
        }
    }

    /// The budget of worker `worker` of `threads` searching at once (`worker` < `threads`):
    /// the same deadline and stop flag, and its share of the iterations left, the first
    /// workers taking one more when they do not share out evenly. Worker 0 reports the
    /// progress; the others' progress goes nowhere.
    pub fn share(&self, worker: usize, threads: usize) -> Budget<'a> {
        static UNREPORTED: AtomicU32 = AtomicU32::new(0);
        let threads = threads.max(1) as u32;
        let worker = worker as u32;
        let max_iterations = self.max_iterations.map(|n| {
            let left = n.saturating_sub(self.iterations);
            left / threads + u32::from(worker < left % threads)
        });
        Budget {
            deadline: self.deadline,
            max_iterations,
            started: self.started,
            stop: self.stop,
            progress: if worker == 0 {
                self.progress
            } else {
                &UNREPORTED
            },
            iterations: 0,
        }
    }

    /// The stop flag, for loops too long to wait for the next check.
    pub fn stop_flag(&self) -> &AtomicBool {
        self.stop
    }

    /// Whether the stop flag is raised or the deadline has passed: answer now.
    pub fn interrupted(&self) -> bool {
        self.stop.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Whether thinking must end now: interrupted, or every iteration done.
    pub fn exhausted(&self) -> bool {
        self.max_iterations.is_some_and(|n| self.iterations >= n) || self.interrupted()
    }

    /// Counts one iteration and reports the progress.
    pub fn tick(&mut self) {
        self.iterations = self.iterations.saturating_add(1);
        let by_iterations = self
            .max_iterations
            .map(|n| u64::from(self.iterations) * 1000 / u64::from(n.max(1)));
        let by_time = self.deadline.map(|d| {
            let total = d.saturating_duration_since(self.started).as_micros().max(1);
            (self.started.elapsed().as_micros() * 1000 / total) as u64
        });
        let done = by_iterations.into_iter().chain(by_time).max().unwrap_or(0);
        self.progress
            .store(done.min(u64::from(PROGRESS_DONE)) as u32, Ordering::Relaxed);
    }

    /// Reports that thinking is over.
    pub fn finish(&self) {
        self.progress.store(PROGRESS_DONE, Ordering::Relaxed);
    }
}
