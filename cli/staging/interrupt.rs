//! Interrupting a long write. A signal never deletes anything from the signal thread: before the
//! writing starts there is nothing to delete and the process may end at once; once it has started,
//! the signal is only recorded, the writers stop at their next file and the caller removes its
//! staging folder and reports. That order is what keeps an interrupted build from publishing
//! half a site or leaving staging folders behind.

use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Mutex;

/// The first signal received while writing (0: none).
static SIGNAL: AtomicI32 = AtomicI32::new(0);

/// Whether writing has started. Held by the signal thread while it decides, so the writing
/// cannot start between its check and its exit.
static WRITING: Mutex<bool> = Mutex::new(false);

/// The write was stopped by a signal; nothing was published.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("interrupted by signal {0}; nothing was written")]
pub struct Interrupted(pub i32);

impl Interrupted {
    /// The exit status a shell expects after this signal (128 + its number).
    pub fn exit_status(self) -> u8 {
        u8::try_from(128 + self.0).unwrap_or(130)
    }
}

/// Called by the edge's signal thread. Before the writing starts nothing is staged, so `exit_now`
/// ends the process at once; afterwards the signal is recorded for the writers to see.
pub fn on_signal(signal: i32, exit_now: impl FnOnce()) {
    let writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    if *writing {
        let _ = SIGNAL.compare_exchange(0, signal, Ordering::SeqCst, Ordering::SeqCst);
    } else {
        // The lock is held until the process ends, so no writing starts meanwhile.
        exit_now();
    }
}

/// Mark the start of the writing phase; from now on a signal only stops the writers. Fails when a
/// signal already arrived.
pub fn begin_writing() -> Result<(), Interrupted> {
    let mut writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    *writing = true;
    check()
}

/// `Err` once a signal has arrived during the writing: the caller stops and cleans up.
pub fn check() -> Result<(), Interrupted> {
    match SIGNAL.load(Ordering::SeqCst) {
        0 => Ok(()),
        signal => Err(Interrupted(signal)),
    }
}
