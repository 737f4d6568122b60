//! The staging folder a build or an import writes before it replaces the output, and the sweep of
//! those that killed runs left behind.
//!
//! The output's parent may be shared (`/tmp`), so another user can plant entries beside the
//! output. The rules that keep such an entry from redirecting or deleting anything:
//! - the name is not guessable (`.NAME.tmp-<pid>-<random>`) and the folder is made with
//!   `create_dir`, which fails on anything already at the name, a symlink included (never
//!   `create_dir_all`, which would accept a planted folder or follow a planted link);
//! - the folder is known afterwards by its device and inode: what sits at its name when it is
//!   swapped in or removed must be that very folder, not a link or a folder put there since;
//! - a stale staging folder is removed only when it is a real folder (not a link) owned by this
//!   user, and `remove_dir_all` follows no link inside it.

use std::io;
use std::path::{Path, PathBuf};

/// A staging folder this process made; removed when dropped unless it was swapped in.
#[derive(Debug)]
pub struct Staging {
    path: PathBuf,
    made: Identity,
}

/// What a folder is, whatever its name: its device and inode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Identity {
    dev: u64,
    ino: u64,
}

impl Identity {
    /// The identity of the entry at `path` itself (a link is not followed), if it is a real
    /// folder owned by this user.
    fn of_own_folder(path: &Path) -> Option<Self> {
        let meta = std::fs::symlink_metadata(path).ok()?;
        (meta.file_type().is_dir() && owned_by_me(&meta)).then(|| Self::of(&meta))
    }

    #[cfg(unix)]
    fn of(meta: &std::fs::Metadata) -> Self {
        use std::os::unix::fs::MetadataExt;
        Self {
            dev: meta.dev(),
            ino: meta.ino(),
        }
    }

    #[cfg(not(unix))]
    fn of(_: &std::fs::Metadata) -> Self {
        Self { dev: 0, ino: 0 }
    }
}

/// The entry at a staging folder's name is no longer the folder this process made there.
#[derive(Debug, thiserror::Error)]
#[error("the staging folder `{0}` was replaced by something else since it was made; nothing was published")]
pub struct Replaced(pub PathBuf);

/// Names tried before giving up: each is 64 random bits, so only a planted entry collides.
const ATTEMPTS: usize = 8;

impl Staging {
    /// Make a new, empty staging folder beside `out`.
    pub fn beside(out: &Path) -> io::Result<Self> {
        // The folders above `out` are the user's to name (`--out www/repo` in a new `www`): made
        // as given. Only the staging name, which this program chose, must be new.
        if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent)?;
        }
        let mut last = io::Error::from(io::ErrorKind::AlreadyExists);
        for _ in 0..ATTEMPTS {
            let path = sibling(
                out,
                &format!("tmp-{}-{:016x}", std::process::id(), random()),
            );
            match Self::make_at(path) {
                // Something is there already (planted, or a collision): never use it.
                Err(err) if err.kind() == io::ErrorKind::AlreadyExists => last = err,
                made => return made,
            }
        }
        Err(last)
    }

    /// Make the folder at exactly `path`; fails on any entry already there, a link included.
    fn make_at(path: PathBuf) -> io::Result<Self> {
        std::fs::create_dir(&path)?;
        let made = Identity::of_own_folder(&path)
            .ok_or_else(|| io::Error::other(Replaced(path.clone())))?;
        Ok(Self { path, made })
    }

    /// The folder to write into.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `Err` unless the entry at the staging name is still the folder made there.
    fn check_still_made(&self) -> io::Result<()> {
        if Identity::of_own_folder(&self.path) == Some(self.made) {
            Ok(())
        } else {
            Err(io::Error::other(Replaced(self.path.clone())))
        }
    }

    /// Replace `out` by this folder, so readers see either the old or the new folder, never a
    /// mix. Where the system can (Linux), the two are exchanged in one step, so even a kill cannot
    /// leave `out` missing; the previous output then sits at the staging name and is removed.
    /// Elsewhere the previous `out` waits at the staging name + `.old` between two renames, and a
    /// failed rename puts it back. Refused when the staging name no longer holds the folder made.
    pub fn swap_in(self, out: &Path) -> io::Result<()> {
        self.check_still_made()?;
        let previous = match std::fs::symlink_metadata(out) {
            Ok(meta) => Identity::of(&meta),
            Err(err) if err.kind() == io::ErrorKind::NotFound => {
                return std::fs::rename(&self.path, out)
            }
            Err(err) => return Err(err),
        };
        if exchange(&self.path, out).is_ok() {
            remove_if_same(&self.path, previous);
            return Ok(());
        }
        let mut old = self.path.clone().into_os_string();
        old.push(".old");
        let old = PathBuf::from(old);
        std::fs::rename(out, &old)?;
        if let Err(err) = std::fs::rename(&self.path, out) {
            let _ = std::fs::rename(&old, out);
            return Err(err);
        }
        remove_if_same(&old, previous);
        Ok(())
    }
}

impl Drop for Staging {
    /// A staging folder not swapped in is removed: only if its name still holds it (after a swap
    /// the name is empty or holds the previous output, which `swap_in` removes itself).
    fn drop(&mut self) {
        remove_if_same(&self.path, self.made);
    }
}

/// Remove the folder at `path` if it is the one known as `id` (a real folder, ours, same inode).
fn remove_if_same(path: &Path, id: Identity) {
    if Identity::of_own_folder(path) == Some(id) {
        let _ = std::fs::remove_dir_all(path);
    }
}

/// `.NAME.SUFFIX` beside `out`.
fn sibling(out: &Path, suffix: &str) -> PathBuf {
    let name = out
        .file_name()
        .map_or("site".into(), |n| n.to_string_lossy().into_owned());
    let parent = out.parent().unwrap_or(Path::new("."));
    parent.join(format!(".{name}.{suffix}"))
}

/// 64 bits nobody else can predict: from the system's random source, else from std's per-process
/// random hash keys (themselves seeded by the system) over the time and a counter.
fn random() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    use std::io::Read;
    let mut bytes = [0u8; 8];
    if std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(&mut bytes))
        .is_ok()
    {
        return u64::from_ne_bytes(bytes);
    }
    static CALLS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
    if let Ok(since) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        hasher.write_u128(since.as_nanos());
    }
    hasher.finish()
}

#[cfg(target_os = "linux")]
fn exchange(a: &Path, b: &Path) -> io::Result<()> {
    use std::os::unix::ffi::OsStrExt;
    let c = |p: &Path| {
        std::ffi::CString::new(p.as_os_str().as_bytes())
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))
    };
    let (a, b) = (c(a)?, c(b)?);
    // SAFETY: both are valid NUL-terminated paths that live across the call.
    let rc = unsafe {
        libc::renameat2(
            libc::AT_FDCWD,
            a.as_ptr(),
            libc::AT_FDCWD,
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    if rc == 0 {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

#[cfg(not(target_os = "linux"))]
fn exchange(_: &Path, _: &Path) -> io::Result<()> {
    Err(io::ErrorKind::Unsupported.into())
}

/// Remove staging folders (`.NAME.tmp-PID[-RANDOM][.old]`) that earlier runs writing `out` left
/// behind when they were killed. Kept: those of a process still running (this one included: its
/// folders are removed by their own [`Staging`]), and anything that is not a real folder owned by
/// this user: a planted link is not followed, another user's folder is not ours to delete.
pub fn sweep_stale(out: &Path) {
    let Some(parent) = out.parent() else { return };
    let Some(name) = out.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return;
    };
    let prefix = format!(".{name}.tmp-");
    let Ok(entries) = std::fs::read_dir(parent) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = file_name.strip_prefix(&prefix).and_then(staging_pid) else {
            continue;
        };
        if pid == std::process::id() || process_alive(pid) {
            continue;
        }
        let path = entry.path();
        if let Some(id) = Identity::of_own_folder(&path) {
            remove_if_same(&path, id);
        }
    }
}

/// The process id in what follows `.NAME.tmp-`: `PID`, `PID-RANDOM`, either with `.old`.
fn staging_pid(rest: &str) -> Option<u32> {
    let rest = rest.strip_suffix(".old").unwrap_or(rest);
    let (pid, random) = rest.split_once('-').unwrap_or((rest, "0"));
    if random.is_empty() || !random.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    pid.parse().ok()
}

fn process_alive(pid: u32) -> bool {
    // /proc exists on Linux; elsewhere assume alive and leave the folder (never remove wrongly).
    let proc = Path::new("/proc");
    !proc.is_dir() || proc.join(pid.to_string()).exists()
}

/// Whether this process's user owns the entry.
#[cfg(unix)]
fn owned_by_me(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    // SAFETY: geteuid has no preconditions and cannot fail.
    meta.uid() == unsafe { libc::geteuid() }
}

#[cfg(not(unix))]
fn owned_by_me(_: &std::fs::Metadata) -> bool {
    true
}

#[cfg(test)]
mod tests;
