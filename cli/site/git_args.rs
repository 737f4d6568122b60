//! The `git log` arguments shared by build.rs (embedded content) and `site::git` (`--content DIR`).

/// Arguments passed to `git -C <content root>`: newest commit first, one record per commit.
pub const LOG_ARGS: &[&str] = &[
    "log",
    "--no-merges",
    // %aN / %aE: the author as the repository's .mailmap names them (a display name for a
    // bare commit identity), the same as `git shortlog` shows.
    "--format=%x1e%at%x1f%aN%x1f%aE",
    "--name-only",
    "--relative",
    "--",
    ".",
];
