//! Which file each thread is working on, so a panic (a bug, never a user's fault) names the file
//! that triggered it: "internal error in docs while processing `guide/a.md`" lets a user report
//! and work around it, where a bare `byte index 3 is not a char boundary` leaves them guessing.

use std::cell::RefCell;

thread_local! {
    static CURRENT: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Run `work` with `file` recorded as this thread's current file (nested calls stack).
pub fn in_file<R>(file: &str, work: impl FnOnce() -> R) -> R {
    CURRENT.with(|c| c.borrow_mut().push(file.to_owned()));
    // Popped by a guard so an unwinding panic caught higher up (a server's request) does not
    // leave a stale name for the next piece of work on this thread.
    struct Pop;
    impl Drop for Pop {
        fn drop(&mut self) {
            CURRENT.with(|c| {
                c.borrow_mut().pop();
            });
        }
    }
    let _pop = Pop;
    work()
}

/// The innermost file this thread is working on.
pub fn current() -> Option<String> {
    CURRENT
        .try_with(|c| c.borrow().last().cloned())
        .ok()
        .flatten()
}

/// Make panics name the file being processed, after the standard message.
pub fn install_panic_hook() {
    let standard = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        standard(info);
        if let Some(file) = current() {
            eprintln!(
                "error: internal error in docs while processing `{file}`; please report it with that file"
            );
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_innermost_file_is_current_and_is_forgotten_after_a_panic() {
        assert_eq!(current(), None);
        in_file("a.md", || {
            assert_eq!(current().as_deref(), Some("a.md"));
            in_file("b.md", || assert_eq!(current().as_deref(), Some("b.md")));
            assert_eq!(current().as_deref(), Some("a.md"));
        });
        let caught = std::panic::catch_unwind(|| in_file("c.md", || panic!("boom")));
        assert!(caught.is_err());
        assert_eq!(current(), None);
    }
}
