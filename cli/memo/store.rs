//! Where a build's memory lives: one file per output folder in the user's cache folder
//! (`$DOCS_CACHE_DIR`, else `$XDG_CACHE_HOME/docs`, else `~/.cache/docs`), never inside the
//! content or the output (the output is deployed as it is). Reading is forgiving: a missing,
//! unreadable or foreign file is no memory, and the build is a full one. A folder or file another
//! user could have written is no memory either ([`super::trust`]); what is written here is
//! private to this user.

use std::path::{Path, PathBuf};

use super::keys::{self, Fingerprint};
use super::{trust, Manifest};

/// Format version of the memory file: another version is ignored.
const FORMAT: u32 = 1;

/// The memory file of the build that writes `out` (the checked output folder), or `None` when
/// there is no cache folder to keep it in.
pub fn file_for(out: &Path) -> Option<PathBuf> {
    Some(cache_root()?.join(format!("build-{:016x}.json", keys::of(&out))))
}

/// The file `docs serve` keeps the renderings of the content in `root` in.
pub fn file_for_content(root: &Path) -> Option<PathBuf> {
    let mut file = folder_for_content(root, "serve")?;
    file.set_extension("json");
    Some(file)
}

/// The cache path `<kind>-<fingerprint of the content folder>` (not created).
pub fn folder_for_content(root: &Path, kind: &str) -> Option<PathBuf> {
    let root = std::fs::canonicalize(root).unwrap_or_else(|_| root.to_owned());
    Some(cache_root()?.join(format!("{kind}-{:016x}", keys::of(&root))))
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

#[derive(serde::Serialize, serde::Deserialize)]
struct Stored {
    format: u32,
    manifest: Manifest,
}

/// The memory kept in `file`, if it is there and of this format.
pub fn read(file: &Path) -> Option<Manifest> {
    let bytes = trust::read(file)?;
    let stored: Stored = serde_json::from_slice(&bytes)
        .map_err(|err| tracing::debug!("build memory {} ignored: {err}", file.display()))
        .ok()?;
    (stored.format == FORMAT).then_some(stored.manifest)
}

/// `manifest` as kept in a memory file ([`write_encoded`]).
pub fn encode(manifest: Manifest) -> std::io::Result<Vec<u8>> {
    let stored = Stored {
        format: FORMAT,
        manifest,
    };
    serde_json::to_vec(&stored).map_err(std::io::Error::other)
}

/// Keep an [`encode`]d memory in `file`. A failure only costs the next build its speed, so it is
/// logged, not returned.
pub fn write_encoded(file: &Path, bytes: &[u8]) {
    if let Err(err) = replace_bytes(file, bytes) {
        tracing::warn!(
            "cannot keep the build's memory in {}: {err} (the next build will be a full one)",
            file.display()
        );
    }
}

#[derive(serde::Serialize, serde::Deserialize)]
struct StoredRenderings<R> {
    format: u32,
    renderings: R,
}

/// A renderings file as read: `docs serve`'s own, or a build's memory offered to it
/// ([`offer_to_serve`]), whose pages are the same renderings.
#[derive(serde::Deserialize)]
struct ReadRenderings {
    format: u32,
    #[serde(default)]
    renderings: Option<super::Renderings>,
    #[serde(default)]
    manifest: Option<ManifestPages>,
}

/// The part of a build's memory `docs serve` reads (serde skips the rest).
#[derive(serde::Deserialize)]
struct ManifestPages {
    pages: super::Renderings,
}

/// The renderings `docs serve` kept in `file` (or a build of the same content did), if there and
/// of this format.
pub fn read_renderings(file: &Path) -> Option<super::Renderings> {
    let bytes = trust::read(file)?;
    let stored: ReadRenderings = serde_json::from_slice(&bytes).ok()?;
    if stored.format != FORMAT {
        return None;
    }
    stored
        .renderings
        .or_else(|| stored.manifest.map(|m| m.pages))
}

/// Offer the build memory in `file` as the renderings `docs serve` of the same content reads from
/// `serve_file`: a hard link put in place whole, so neither file is ever written through the
/// other (both are only ever replaced). Each rendering is checked against its inputs when read, so
/// a memory made with other options only costs those pages a rendering.
pub fn offer_to_serve(file: &Path, serve_file: &Path) {
    if let Err(err) = put_in_place(serve_file, |partial| std::fs::hard_link(file, partial)) {
        tracing::debug!("build memory not offered to docs serve: {err}");
    }
}

/// Keep the renderings of `docs serve` in `file` (logged, not returned, on failure).
pub fn write_renderings(file: &Path, renderings: &super::Renderings) {
    let stored = StoredRenderings {
        format: FORMAT,
        renderings,
    };
    if let Err(err) = replace(file, &stored) {
        tracing::warn!("cannot keep the renderings in {}: {err}", file.display());
    }
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
fn replace_bytes(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    put_in_place(file, |partial| {
        std::io::Write::write_all(&mut trust::create(partial)?, bytes)
    })
}

/// Replace `file` whole with what `make` puts at a temporary name beside it: a crash leaves the
/// old file or none, and two writers never mix their bytes. Nothing is left at the temporary name.
/// The folder is a trusted one ([`trust::folder`]); `make` makes the file with [`trust::create`]
/// (mode 600, never through an entry already there) or links a file made so.
fn put_in_place(
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

/// Forget the memory in `file` (before a build replaces the output it describes).
pub fn forget(file: &Path) {
    let _ = std::fs::remove_file(file);
}

/// The marker's line that ties an output folder to the memory of the build that wrote it.
pub fn marker_line(build: Fingerprint) -> String {
    format!("build {build:016x}\n")
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
