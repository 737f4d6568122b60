//! The files a build's memory and `docs serve`'s renderings are kept in: one per output folder
//! and one per content folder, in the user's cache folder ([`crate::cache`], which decides where
//! and how a file is written and whether it is believed). Reading is forgiving: a missing,
//! unreadable or foreign file is no memory, and the build is a full one.

use std::path::{Path, PathBuf};

use super::Manifest;
use crate::cache::{self, trust};
use crate::fingerprint::Fingerprint;

/// Format version of the memory file: another version is ignored.
const FORMAT: u32 = 1;

/// The memory file of the build that writes `out` (the checked output folder), or `None` when
/// there is no cache folder to keep it in.
pub fn file_for(out: &Path) -> Option<PathBuf> {
    cache::file_for_path(out, "build")
}

/// The file `docs serve` keeps the renderings of the content in `root` in.
pub fn file_for_content(root: &Path) -> Option<PathBuf> {
    let mut file = cache::path_for_folder(root, "serve")?;
    file.set_extension("json");
    Some(file)
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

/// `manifest` as kept in a memory file ([`write_encoded`]), in a buffer made with room for `room`
/// bytes (the size it is expected to have, 0 if unknown).
pub fn encode(manifest: Manifest, room: usize) -> std::io::Result<Vec<u8>> {
    let stored = Stored {
        format: FORMAT,
        manifest,
    };
    let mut bytes = Vec::with_capacity(room);
    serde_json::to_writer(&mut bytes, &stored).map_err(std::io::Error::other)?;
    Ok(bytes)
}

/// Keep an [`encode`]d memory in `file`. A failure only costs the next build its speed, so it is
/// logged, not returned.
pub fn write_encoded(file: &Path, bytes: &[u8]) {
    if let Err(err) = cache::replace_bytes(file, bytes) {
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
    if let Err(err) = cache::put_in_place(serve_file, |partial| std::fs::hard_link(file, partial)) {
        tracing::debug!("build memory not offered to docs serve: {err}");
    }
}

/// Keep the renderings of `docs serve` in `file` (logged, not returned, on failure).
pub fn write_renderings(file: &Path, renderings: &super::Renderings) {
    let stored = StoredRenderings {
        format: FORMAT,
        renderings,
    };
    if let Err(err) = cache::replace(file, &stored) {
        tracing::warn!("cannot keep the renderings in {}: {err}", file.display());
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
