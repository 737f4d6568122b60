//! Searches run on a pool of their own threads, never on the workers that serve pages: at most
//! one query per core runs, a short queue waits, and anything beyond is refused at once (503), so a
//! storm of heavy queries cannot make a page wait.

use std::sync::mpsc::{self, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};

type Job = Box<dyn FnOnce() + Send>;

/// Queued queries per search thread. A queue as short as the pool made a storm's clients spin on
/// instant 503s, and answering those took the CPU the searches needed (about 170 answers a second
/// under 64 connections, against 470–750 before the pool; 615 with this queue, a page p99 of 5.7 ms
/// beside it). Waiting queries cost nothing, and the
/// threads run at a lower priority than the page workers, so pages still go first.
const QUEUE_PER_CORE: usize = 16;

/// The pool is full: the caller answers 503 with `Retry-After`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Busy;

/// A fixed set of search threads behind a bounded queue.
#[derive(Debug, Clone)]
pub struct SearchPool {
    jobs: SyncSender<Job>,
}

impl SearchPool {
    /// One thread per core, and [`QUEUE_PER_CORE`] queued queries per thread.
    pub fn for_this_machine() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Self::new(cores, cores * QUEUE_PER_CORE)
    }

    /// `workers` threads; `queue` queries may wait for one.
    pub fn new(workers: usize, queue: usize) -> Self {
        let (jobs, inbox) = mpsc::sync_channel::<Job>(queue);
        let inbox = Arc::new(Mutex::new(inbox));
        for n in 0..workers.max(1) {
            let inbox = Arc::clone(&inbox);
            let spawned = std::thread::Builder::new()
                .name(format!("search-{n}"))
                .spawn(move || {
                    lower_priority();
                    loop {
                        let job = {
                            let Ok(inbox) = inbox.lock() else { return };
                            inbox.recv()
                        };
                        match job {
                            Ok(job) => job(),
                            Err(_) => return,
                        }
                    }
                });
            if let Err(err) = spawned {
                tracing::error!("cannot start a search thread: {err}");
            }
        }
        Self { jobs }
    }

    /// Run `work` on the pool and wait for its answer without holding a server worker.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Busy> {
        self.submit(work)?.await.map_err(|_| Busy)
    }

    /// Queue `work`, or refuse it at once when every thread is busy and the queue is full.
    fn submit<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<tokio::sync::oneshot::Receiver<T>, Busy> {
        let (reply, answer) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = reply.send(work());
        });
        match self.jobs.try_send(job) {
            Ok(()) => Ok(answer),
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => Err(Busy),
        }
    }
}

/// Search and indexing threads yield to the threads that serve pages when both want the CPU.
pub(super) fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority on the calling thread's own id (gettid) only changes its nice value.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, 10);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn beyond_workers_and_queue_is_busy_at_once() {
        let pool = SearchPool::new(1, 1);
        let (release, gate) = std::sync::mpsc::channel::<()>();
        let gate = Arc::new(Mutex::new(gate));
        let started = Arc::new(AtomicUsize::new(0));
        let job = || {
            let (gate, started) = (Arc::clone(&gate), Arc::clone(&started));
            move || {
                started.fetch_add(1, Ordering::SeqCst);
                let _ = gate.lock().map(|g| g.recv());
                7
            }
        };
        let running = pool.submit(job()).unwrap();
        // Wait until the only thread holds the first query, so the second one must queue.
        while started.load(Ordering::SeqCst) == 0 {
            std::thread::yield_now();
        }
        let queued = pool.submit(job()).unwrap();
        assert_eq!(
            pool.run(|| 0).await,
            Err(Busy),
            "third query refused at once"
        );
        release.send(()).unwrap();
        release.send(()).unwrap();
        assert_eq!(running.await, Ok(7));
        assert_eq!(queued.await, Ok(7));
    }
}
