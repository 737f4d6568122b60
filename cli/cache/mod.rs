//! The user's cache folder (`$DOCS_CACHE_DIR`, else `$XDG_CACHE_HOME/docs`, else `~/.cache/docs`)
//! and how a file in it is written and read: what the build's memory, `docs serve`'s renderings
//! and the kept search indexes stand on. The ground floor beside [`crate::fingerprint`]: it knows
//! nothing of what the files hold. Never inside the content or the output (the output is deployed
//! as it is). Reading is forgiving: a missing, unreadable or foreign file is no cache, and a
//! folder or file another user could have written is none either ([`trust`]); what is written
//! here is private to this user.

pub mod trust;

use std::path::{Path, PathBuf};

use crate::fingerprint;

/// The cache path `<kind>-<fingerprint of the folder>` for the folder `root` (not created), or
/// `None` when there is no cache folder. The folder is named as it resolves, so two spellings of
/// one content folder share their cache.
pub fn path_for_folder(root: &Path, kind: &str) -> Option<PathBuf> {
    let root = std::fs::canonicalize(root).unwrap_or_else(|_| root.to_owned());
    Some(cache_root()?.join(format!("{kind}-{:016x}", fingerprint::of(&root))))
}

/// The cache file `<kind>-<fingerprint of the path>.json` for `path` as it is given (not created).
pub fn file_for_path(path: &Path, kind: &str) -> Option<PathBuf> {
    Some(cache_root()?.join(format!("{kind}-{:016x}.json", fingerprint::of(&path))))
}

/// The cache folder, made if missing, unless it cannot be trusted ([`trust::root`]).
fn cache_root() -> Option<PathBuf> {
    trust::root(&chosen_root()?)
}

/// The cache folder the environment names.
fn chosen_root() -> Option<PathBuf> {
    Some(match std::env::var_os("DOCS_CACHE_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => match std::env::var_os("XDG_CACHE_HOME") {
            Some(dir) if !dir.is_empty() => PathBuf::from(dir).join("docs"),
            _ => PathBuf::from(std::env::var_os("HOME")?).join(".cache/docs"),
        },
    })
}

/// Write `value` as JSON into `file`, replacing it whole: a crash mid-write leaves the old file or
/// none, and two writers (two servers of one folder) never mix their bytes.
///
/// The JSON is written as it is serialized. A big site's renderings are tens of megabytes of it,
/// which a buffer would hold (twice, while it grows) on top of what they describe.
pub fn replace(file: &Path, value: &impl serde::Serialize) -> std::io::Result<()> {
    put_in_place(file, |partial| {
        let mut out = std::io::BufWriter::new(trust::create(partial)?);
        serde_json::to_writer(&mut out, value).map_err(std::io::Error::other)?;
        std::io::Write::flush(&mut out)
    })
}

/// Write `bytes` into `file`, replacing it whole (as [`replace`]).
pub fn replace_bytes(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    put_in_place(file, |partial| {
        std::io::Write::write_all(&mut trust::create(partial)?, bytes)
    })
}

/// Replace `file` whole with what `make` puts at a temporary name beside it: a crash leaves the
/// old file or none, and two writers never mix their bytes. Nothing is left at the temporary name.
/// The folder is a trusted one ([`trust::folder`]); `make` makes the file with [`trust::create`]
/// (mode 600, never through an entry already there) or links a file made so.
pub fn put_in_place(
    file: &Path,
    make: impl FnOnce(&Path) -> std::io::Result<()>,
) -> std::io::Result<()> {
    static MADE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    if let Some(parent) = file.parent() {
        trust::folder(parent)?;
    }
    sweep_partials(file);
    let n = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let partial = file.with_extension(format!("{}-{n}.tmp", std::process::id()));
    // One a dead process of the same id left behind would stop a hard link.
    let _ = std::fs::remove_file(&partial);
    make(&partial)
        .and_then(|()| std::fs::rename(&partial, file))
        .inspect_err(|_| {
            let _ = std::fs::remove_file(&partial);
        })
}

/// Remove what processes that ended mid-write left at `file`'s temporary names
/// (`<stem>.<pid>-<n>.tmp`): a server stopped while it kept its renderings left tens of megabytes
/// there, once per stop. A name whose process still runs is another writer's, and stays.
fn sweep_partials(file: &Path) {
    let (Some(dir), Some(stem)) = (file.parent(), file.file_stem().and_then(|s| s.to_str())) else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let pid = name
            .to_str()
            .and_then(|n| {
                n.strip_prefix(stem)?
                    .strip_prefix('.')?
                    .strip_suffix(".tmp")
            })
            .and_then(|rest| rest.split_once('-'))
            .filter(|(_, n)| n.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|(pid, _)| pid.parse::<u32>().ok());
        if pid.is_some_and(|pid| pid != std::process::id() && !running(pid)) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Whether a process of this id runs (unsure counts as running).
fn running(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return true;
        };
        // SAFETY: signal 0 only checks that the process exists; nothing is sent.
        let alive = unsafe { libc::kill(pid, 0) } == 0;
        alive || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_sweeps_what_ended_processes_left_and_only_that() {
        let dir = std::env::temp_dir().join(format!("docs-store-sweep-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("serve-0123.json");
        // A process that has ended: a child that ran and was waited for.
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let ended = child.id();
        child.wait().unwrap();
        let left = dir.join(format!("serve-0123.{ended}-0.tmp"));
        let ours = dir.join(format!("serve-0123.{}-99.tmp", std::process::id()));
        // Init always runs; so does a name that only looks like ours.
        let live = dir.join("serve-0123.1-0.tmp");
        let other = dir.join(format!("serve-9999.{ended}-0.tmp"));
        for f in [&left, &ours, &live, &other] {
            std::fs::write(f, b"partial").unwrap();
        }
        replace_bytes(&file, b"whole").unwrap();
        assert_eq!(std::fs::read(&file).unwrap(), b"whole");
        assert!(!left.exists(), "an ended process's partial file is removed");
        for kept in [&ours, &live, &other] {
            assert!(kept.exists(), "{} is kept", kept.display());
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
