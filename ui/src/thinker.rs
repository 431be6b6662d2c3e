//! The computer's one thread, used by every shell: it runs one job at a time, stops it when
//! asked (undo, a new game) within the search's own check interval, and reports progress and
//! the answer through callbacks that re-enter the app.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use crate::games::{ComputerAnswer, ComputerJob};

/// How often progress is reported while the computer thinks.
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

/// Told when a job finishes: its ticket and what it found (`None` when stopped early with
/// nothing).
pub(crate) type Finished = Box<dyn FnOnce(u64, Option<ComputerAnswer>) + Send>;

/// Told every [`PROGRESS_EVERY`] while a job runs.
pub(crate) type Progressed = Arc<dyn Fn() + Send + Sync>;

/// A job on its way to the thread.
struct Job {
    ticket: u64,
    work: ComputerJob,
    stop: Arc<AtomicBool>,
    progress: Arc<AtomicU32>,
    finished: Finished,
}

/// A job the thread was given: raise its stop flag to stop it, read its progress.
#[derive(Clone, Debug)]
pub(crate) struct Running {
    /// The job's ticket: an answer with another ticket is stale.
    pub ticket: u64,
    stop: Arc<AtomicBool>,
    progress: Arc<AtomicU32>,
}

impl Running {
    /// Asks the job to stop; its answer, if any, is ignored by its ticket.
    pub(crate) fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// How far it is, 0–1000.
    pub(crate) fn permille(&self) -> u32 {
        self.progress.load(Ordering::Relaxed).min(1000)
    }
}

/// Jobs given and not yet finished, for [`Thinker::idle`].
#[derive(Default)]
struct Pending {
    count: Mutex<usize>,
}

/// The thinker thread.
pub(crate) struct Thinker {
    jobs: Option<Sender<Job>>,
    pending: Arc<Pending>,
    handle: Option<JoinHandle<()>>,
}

impl Thinker {
    /// Starts the thread; `progressed` is called while a job runs.
    pub(crate) fn start(progressed: Progressed) -> Thinker {
        let (jobs, received) = channel::<Job>();
        let pending = Arc::new(Pending::default());
        let counted = Arc::clone(&pending);
        let handle = thread::Builder::new()
            .name("dl-computer".into())
            .spawn(move || {
                for job in received {
                    let answer = run(job.work, &job.stop, &job.progress, &progressed);
                    (job.finished)(job.ticket, answer);
                    let mut count = counted.count.lock().unwrap_or_else(|e| e.into_inner());
                    *count = count.saturating_sub(1);
                }
            })
            .ok();
        Thinker {
            jobs: handle.is_some().then_some(jobs),
            pending,
            handle,
        }
    }

    /// Gives the thread `work` under `ticket`; `finished` is called on the thread when it is
    /// done. `None` when the thread could not be started (the game then waits, the screen
    /// still works).
    pub(crate) fn think(
        &self,
        ticket: u64,
        work: ComputerJob,
        finished: Finished,
    ) -> Option<Running> {
        let jobs = self.jobs.as_ref()?;
        let running = Running {
            ticket,
            stop: Arc::new(AtomicBool::new(false)),
            progress: Arc::new(AtomicU32::new(0)),
        };
        let job = Job {
            ticket,
            work,
            stop: Arc::clone(&running.stop),
            progress: Arc::clone(&running.progress),
            finished,
        };
        *self.pending.count.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        if jobs.send(job).is_err() {
            let mut count = self.pending.count.lock().unwrap_or_else(|e| e.into_inner());
            *count = count.saturating_sub(1);
            return None;
        }
        Some(running)
    }

    /// Whether every job given has finished.
    pub(crate) fn idle(&self) -> bool {
        *self.pending.count.lock().unwrap_or_else(|e| e.into_inner()) == 0
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.jobs = None;
        // The last handle on the app may go on the thinker's own thread (its callback held
        // it): that thread ends by itself once the channel closes, and cannot join itself.
        if let Some(handle) = self.handle.take() {
            if handle.thread().id() != thread::current().id() && handle.join().is_err() {
                log::error!("the computer's thread panicked");
            }
        }
    }
}

/// Runs `work` on a scoped thread and reports progress until it is done.
fn run(
    work: ComputerJob,
    stop: &AtomicBool,
    progress: &AtomicU32,
    progressed: &Progressed,
) -> Option<ComputerAnswer> {
    let watcher = thread::current();
    thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let answer = work(stop, progress);
            watcher.unpark();
            answer
        });
        while !worker.is_finished() {
            thread::park_timeout(PROGRESS_EVERY);
            if !worker.is_finished() {
                progressed();
            }
        }
        worker.join().unwrap_or_else(|_| {
            log::error!("the computer's search panicked");
            None
        })
    })
}
