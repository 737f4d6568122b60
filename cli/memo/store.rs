//! Where a build's memory lives: one file per output folder in the user's cache folder
//! (`$DOCS_CACHE_DIR`, else `$XDG_CACHE_HOME/docs`, else `~/.cache/docs`), never inside the
//! content or the output (the output is deployed as it is). Reading is forgiving: a missing,
//! unreadable or foreign file is no memory, and the build is a full one.

use std::path::{Path, PathBuf};

use super::keys::{self, Fingerprint};
use super::Manifest;

/// Format version of the memory file: another version is ignored.
const FORMAT: u32 = 1;

/// The memory file of the build that writes `out` (the checked output folder), or `None` when
/// there is no cache folder to keep it in.
pub fn file_for(out: &Path) -> Option<PathBuf> {
    let root = match std::env::var_os("DOCS_CACHE_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => match std::env::var_os("XDG_CACHE_HOME") {
            Some(dir) if !dir.is_empty() => PathBuf::from(dir).join("docs"),
            _ => PathBuf::from(std::env::var_os("HOME")?).join(".cache/docs"),
        },
    };
    Some(root.join(format!("build-{:016x}.json", keys::of(&out))))
}

#[derive(serde::Serialize, serde::Deserialize)]
struct Stored {
    format: u32,
    manifest: Manifest,
}

/// The memory kept in `file`, if it is there and of this format.
pub fn read(file: &Path) -> Option<Manifest> {
    let bytes = std::fs::read(file).ok()?;
    let stored: Stored = serde_json::from_slice(&bytes)
        .map_err(|err| tracing::debug!("build memory {} ignored: {err}", file.display()))
        .ok()?;
    (stored.format == FORMAT).then_some(stored.manifest)
}

/// Keep `manifest` in `file`, replacing it whole (a crash mid-write leaves the old one or none).
/// A failure only costs the next build its speed, so it is logged, not returned.
pub fn write(file: &Path, manifest: Manifest) {
    let stored = Stored {
        format: FORMAT,
        manifest,
    };
    let written = file
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| {
            let partial = file.with_extension(format!("{}.tmp", std::process::id()));
            let bytes = serde_json::to_vec(&stored).map_err(std::io::Error::other)?;
            std::fs::write(&partial, bytes)?;
            std::fs::rename(&partial, file)
        });
    if let Err(err) = written {
        tracing::warn!(
            "cannot keep the build's memory in {}: {err} (the next build will be a full one)",
            file.display()
        );
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
