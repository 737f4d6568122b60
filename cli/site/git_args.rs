//! The `git log` arguments shared by build.rs (embedded content) and `site::git` (`--content DIR`).

/// Arguments passed to `git -C <content root>`: newest commit first, one record per commit.
pub const LOG_ARGS: &[&str] = &[
    "log",
    "--no-merges",
    "--format=%x1e%at%x1f%an%x1f%ae",
    "--name-only",
    "--relative",
    "--",
    ".",
];
