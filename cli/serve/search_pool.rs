//! Searches run on a pool of their own threads, never on the workers that serve pages. Admission
//! keeps the searches answered at the pool's capacity however many arrive: a query waits, in
//! arrival order, up to [`ADMISSION_WAIT`] for a slot and is shed (503 with `Retry-After`) only
//! after that. Refusing at once had made a storm's clients resend at full speed; answering those
//! refusals took the CPU the searches needed, and 64 connections got about 250 answers a second
//! against 1,500 at 16 (congestion collapse). A waiting query costs nothing, and arrival order is
//! fair per connection: a flood of 256 connections cannot keep a light client's queries out.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::Semaphore;

type Job = Box<dyn FnOnce() + Send>;

/// Queries admitted beyond those running, per search thread: each thread finds its next query
/// waiting when it finishes one, and no more wait inside the pool than it can start soon.
const QUEUED_PER_CORE: usize = 1;

/// Longest a query waits for a slot before it is shed. An ordinary query takes about 1.3 ms of a
/// core (1,500 answers a second on two cores), so 256 connections queued in arrival order wait
/// about 170 ms each. Past 200 ms the reader is better served by a quick 503 and one retry.
pub const ADMISSION_WAIT: Duration = Duration::from_millis(200);

/// The pool is full: the caller answers 503 with `Retry-After`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Busy;

/// A fixed set of search threads behind a fair, bounded admission.
#[derive(Debug, Clone)]
pub struct SearchPool {
    jobs: SyncSender<Job>,
    slots: Arc<Semaphore>,
    wait: Duration,
    asked: Arc<AtomicU64>,
    shed: Arc<AtomicU64>,
}

/// How many searches asked for a slot, and how many of them were shed (`/metrics`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub asked: u64,
    pub shed: u64,
}

impl SearchPool {
    /// One thread per core, [`QUEUED_PER_CORE`] admitted queries waiting per thread, and up to
    /// [`ADMISSION_WAIT`] of waiting for admission.
    pub fn for_this_machine() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Self::new(cores, cores * QUEUED_PER_CORE, ADMISSION_WAIT)
    }

    /// `workers` threads; `queue` admitted queries may wait for one; others wait up to `wait` to be
    /// admitted.
    pub fn new(workers: usize, queue: usize, wait: Duration) -> Self {
        let workers = workers.max(1);
        let slots = workers + queue;
        let (jobs, inbox) = mpsc::sync_channel::<Job>(slots);
        let inbox = Arc::new(Mutex::new(inbox));
        for n in 0..workers {
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
        Self {
            jobs,
            slots: Arc::new(Semaphore::new(slots)),
            wait,
            asked: Arc::default(),
            shed: Arc::default(),
        }
    }

    /// The searches asked and shed so far.
    pub fn counts(&self) -> Counts {
        Counts {
            asked: self.asked.load(Ordering::Relaxed),
            shed: self.shed.load(Ordering::Relaxed),
        }
    }

    /// Run `work` on the pool and wait for its answer without holding a server worker; `Busy`
    /// when no slot freed up within the admission wait.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Busy> {
        self.asked.fetch_add(1, Ordering::Relaxed);
        // The semaphore hands out slots in arrival order.
        let admitted =
            tokio::time::timeout(self.wait, Arc::clone(&self.slots).acquire_owned()).await;
        let Ok(Ok(slot)) = admitted else {
            self.shed.fetch_add(1, Ordering::Relaxed);
            return Err(Busy);
        };
        let (reply, answer) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = reply.send(work());
            // The slot frees only when the thread is done with the query.
            drop(slot);
        });
        // Never full: the channel holds as many jobs as there are slots.
        self.jobs.try_send(job).map_err(|_| Busy)?;
        answer.await.map_err(|_| Busy)
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
    use std::time::Instant;

    /// A query that blocks until released, and returns how many started before it.
    type Gated = Box<dyn FnOnce() -> usize + Send>;

    /// A pool of one thread whose queries block until `release` is called.
    fn gated() -> (
        SearchPool,
        std::sync::mpsc::Sender<()>,
        impl Fn() -> Gated,
        Arc<AtomicUsize>,
    ) {
        let pool = SearchPool::new(1, 0, Duration::from_millis(150));
        let (release, gate) = std::sync::mpsc::channel::<()>();
        let gate = Arc::new(Mutex::new(gate));
        let started = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&started);
        let job = move || -> Gated {
            let (gate, started) = (Arc::clone(&gate), Arc::clone(&counter));
            Box::new(move || {
                let n = started.fetch_add(1, Ordering::SeqCst);
                let _ = gate.lock().map(|g| g.recv());
                n
            })
        };
        (pool, release, job, started)
    }

    /// Run `work` on the pool and return once it holds the only thread.
    async fn occupy(
        pool: &SearchPool,
        work: Box<dyn FnOnce() -> usize + Send>,
        started: &AtomicUsize,
    ) -> tokio::task::JoinHandle<Result<usize, Busy>> {
        let running = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run(work).await }
        });
        while started.load(Ordering::SeqCst) == 0 {
            tokio::task::yield_now().await;
        }
        running
    }

    #[tokio::test]
    async fn a_query_waits_a_bounded_time_for_a_slot_then_is_shed() {
        let (pool, release, job, started) = gated();
        let first = occupy(&pool, job(), &started).await;
        let waited = Instant::now();
        assert_eq!(pool.run(|| 0).await, Err(Busy), "no slot freed: shed");
        let took = waited.elapsed();
        assert!(
            took >= Duration::from_millis(140) && took < Duration::from_secs(2),
            "{took:?}"
        );
        release.send(()).unwrap();
        assert_eq!(first.await.unwrap(), Ok(0));
    }

    #[tokio::test]
    async fn a_slot_that_frees_within_the_wait_admits_the_waiting_query() {
        let (pool, release, job, started) = gated();
        let first = occupy(&pool, job(), &started).await;
        let waiting = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run(|| 42).await }
        });
        tokio::time::sleep(Duration::from_millis(30)).await;
        release.send(()).unwrap();
        assert_eq!(first.await.unwrap(), Ok(0));
        assert_eq!(waiting.await.unwrap(), Ok(42), "admitted, not shed");
    }
}
