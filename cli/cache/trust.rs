//! Whether the cache folder and what is in it can be believed (issue 53): what it holds comes
//! back as pages and search answers, so a folder or a file another user can write is no cache.
//!
//! The rule, in [`judge`], for every reader: an entry is trusted when this user owns it and no one
//! else can write it (no group or other write bit, unless it sits in a folder closed to everyone
//! else: tantivy picks its files' modes from the umask). A distrusted cache is ignored (the run
//! goes on without it) with one warning naming the entry and why. What this program makes is
//! private from the start: folders mode 700, files mode 600, each file written whole under a new
//! name (`create_new`, so never through a planted link) and renamed into place.

use std::collections::HashSet;
use std::fs::{File, Metadata};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Why a cache entry is not believed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Distrust {
    #[error("it is owned by uid {owner}, not by this user (uid {me})")]
    NotOurs { owner: u32, me: u32 },
    #[error("its mode {mode:03o} lets group or others write it")]
    OpenToOthers { mode: u32 },
    #[error("it is a symlink")]
    Symlink,
    #[error("it is not a {expected}")]
    WrongKind { expected: &'static str },
}

/// What a cache entry must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Folder,
    File,
}

/// The one rule: may the entry `meta` describes (a link itself, if it is one) be believed as a
/// `kind`? `closed`: the folder holding it is trusted and closed to everyone else
/// ([`is_closed`]), so only its owner matters, not its mode bits.
pub fn judge(meta: &Metadata, kind: Kind, closed: bool) -> Result<(), Distrust> {
    if meta.file_type().is_symlink() {
        return Err(Distrust::Symlink);
    }
    match kind {
        Kind::Folder if !meta.is_dir() => Err(Distrust::WrongKind { expected: "folder" }),
        Kind::File if !meta.is_file() => Err(Distrust::WrongKind { expected: "file" }),
        _ => judge_owner_and_mode(meta, closed),
    }
}

/// [`judge`], warned about once when it fails.
pub fn believe(path: &Path, meta: &Metadata, kind: Kind, closed: bool) -> bool {
    judge(meta, kind, closed)
        .inspect_err(|why| warn_once(path, why))
        .is_ok()
}

#[cfg(unix)]
fn judge_owner_and_mode(meta: &Metadata, closed: bool) -> Result<(), Distrust> {
    use std::os::unix::fs::MetadataExt;
    let me = euid();
    if meta.uid() != me {
        return Err(Distrust::NotOurs {
            owner: meta.uid(),
            me,
        });
    }
    let mode = meta.mode() & 0o7777;
    if !closed && mode & 0o022 != 0 {
        return Err(Distrust::OpenToOthers { mode });
    }
    Ok(())
}

#[cfg(not(unix))]
fn judge_owner_and_mode(_: &Metadata, _: bool) -> Result<(), Distrust> {
    Ok(())
}

#[cfg(unix)]
fn euid() -> u32 {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

/// Whether a trusted folder lets nobody else in, so what it holds needs only the owner check.
#[cfg(unix)]
pub fn is_closed(meta: &Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    meta.mode() & 0o077 == 0
}

#[cfg(not(unix))]
pub fn is_closed(_: &Metadata) -> bool {
    false
}

/// Report once per process and entry that `path` is not used, and why.
pub fn warn_once(path: &Path, why: &Distrust) {
    static WARNED: Mutex<Option<HashSet<PathBuf>>> = Mutex::new(None);
    let mut warned = WARNED.lock().unwrap_or_else(|e| e.into_inner());
    if warned
        .get_or_insert_with(HashSet::new)
        .insert(path.to_owned())
    {
        tracing::warn!(
            "the cache at {} is ignored: {why} (the run goes on without it)",
            path.display()
        );
    }
}

/// The cache folder `dir`, made (mode 700) if missing, when it can be trusted: a real folder, or a
/// link to one, owned by this user and writable by no one else. `None` (with one warning) else.
pub fn root(dir: &Path) -> Option<PathBuf> {
    if let Some(parent) = dir.parent().filter(|_| !dir.exists()) {
        // The folders above are the user's own (`~/.cache`): made as any other of theirs.
        let made = std::fs::create_dir_all(parent).and_then(|()| private_folder(dir));
        if let Err(err) = made {
            tracing::debug!("no cache folder at {}: {err}", dir.display());
            return None;
        }
    }
    // A link the user made to their cache folder is followed; what it leads to is judged.
    let meta = std::fs::metadata(dir).ok()?;
    believe(dir, &meta, Kind::Folder, false).then(|| dir.to_owned())
}

/// Make the folder `dir` (and any missing above it, up to a made one) with mode 700 unless it is
/// there; then check it is a trusted real folder. Errors carry the [`Distrust`].
pub fn folder(dir: &Path) -> io::Result<()> {
    if let Err(err) = private_folder(dir) {
        if err.kind() != io::ErrorKind::AlreadyExists {
            return Err(err);
        }
    }
    let meta = std::fs::symlink_metadata(dir)?;
    judge(&meta, Kind::Folder, false).map_err(|why| {
        warn_once(dir, &why);
        io::Error::other(why)
    })
}

fn private_folder(dir: &Path) -> io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    match std::fs::symlink_metadata(dir) {
        Ok(_) => Err(io::ErrorKind::AlreadyExists.into()),
        Err(_) => builder.create(dir),
    }
}

/// The bytes of the cache file `file`, if it is there and trusted (a regular file, not a link,
/// judged by [`judge`] on what was opened). A distrusted file is warned about once.
pub fn read(file: &Path) -> Option<Vec<u8>> {
    let (mut opened, meta) = open_trusted(file)?;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    opened.read_to_end(&mut bytes).ok()?;
    Some(bytes)
}

/// The bytes of the cache file `file` mapped, not copied, when trusted as by [`read`]: a big
/// site's build memory is tens of megabytes, and copying it into fresh memory cost a one-page
/// rebuild a twentieth of its CPU on the path every build waits for.
pub fn map(file: &Path) -> Option<memmap2::Mmap> {
    let (opened, _) = open_trusted(file)?;
    // SAFETY: a cache file is never written in place or cut short: it is made whole at another
    // name and renamed over this one (`super::put_in_place`), so the mapped file stays as it is.
    unsafe { memmap2::Mmap::map(&opened) }.ok()
}

/// `file` opened without following a link, with its metadata, if it is there and trusted.
fn open_trusted(file: &Path) -> Option<(File, Metadata)> {
    let Ok(opened) = open_no_follow(file) else {
        // Refused because a link is at the name: say so; a missing file is simply no cache.
        if let Ok(meta) = std::fs::symlink_metadata(file) {
            believe(file, &meta, Kind::File, false);
        }
        return None;
    };
    let meta = opened.metadata().ok()?;
    believe(file, &meta, Kind::File, false).then_some((opened, meta))
}

fn open_no_follow(file: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NOFOLLOW);
    options.open(file)
}

/// A new file at `path` that only this user can read or write (mode 600); fails when anything is
/// at the name already, a link included.
pub fn create(path: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)
}

#[cfg(test)]
mod tests;
