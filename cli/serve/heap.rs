//! How the server's memory goes back to the system. An allocator keeps what was freed for reuse;
//! a server that indexes a big site frees hundreds of megabytes at a time, which would otherwise
//! stay counted against it (RSS at 10,000 pages after five saves: 1.2 GB with glibc keeping it).
//! The binary allocates with mimalloc (`main.rs`), which gives freed memory back a little after
//! it is freed; giving it back at once on every free made the first index 15 % slower, so it is
//! asked to here, after an index build. glibc (the library's tests) is asked too: fewer arenas
//! (M_ARENA_MAX) kept less but made the index builds' threads wait on each other.

/// Give the memory freed since the last call back to the system (after an index build).
pub fn give_back() {
    // SAFETY: mi_collect only frees and releases memory mimalloc holds unused.
    unsafe {
        libmimalloc_sys::mi_collect(true);
    }
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free pages of the allocator's own heaps.
    unsafe {
        libc::malloc_trim(0);
    }
}
