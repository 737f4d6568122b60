//! The files a build's memory and `docs serve`'s renderings are kept in: one per output folder
//! and one per content folder, in the user's cache folder ([`crate::cache`], which decides where
//! and how a file is written and whether it is believed). Reading is forgiving: a missing,
//! unreadable or foreign file is no memory, and the build is a full one.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

use super::{Manifest, Remembered};
use crate::cache::{self, trust};
use crate::fingerprint::Fingerprint;
use crate::site::Diagnostic;

/// Format version of the memory file: another version is ignored.
const FORMAT: u32 = 1;

/// Format version of a delta file ([`Delta`]): another version is ignored (2: findings by file).
const DELTA_FORMAT: u32 = 2;

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

/// The memory kept in `file`, if it is there and of this format, with its delta applied
/// ([`delta_file`]): the delta of another base is ignored.
pub fn read(file: &Path) -> Option<(Manifest, Base)> {
    let bytes = trust::map(file)?;
    let stored: Stored = serde_json::from_slice(&bytes)
        .map_err(|err| tracing::debug!("build memory {} ignored: {err}", file.display()))
        .ok()?;
    if stored.format != FORMAT {
        return None;
    }
    let mut manifest = stored.manifest;
    let mut base = Base {
        build: manifest.build,
        files: manifest.pages.keys().cloned().collect(),
        in_delta: HashSet::new(),
        findings_in_delta: HashSet::new(),
    };
    if let Some(delta) = read_delta(&delta_file(file)).filter(|d| d.base == base.build) {
        for file in delta.removed {
            manifest.pages.remove(&file);
            base.in_delta.insert(file);
        }
        for (file, memory) in delta.pages {
            base.in_delta.insert(file.clone());
            manifest.pages.insert(file, memory);
        }
        manifest.build = delta.build;
        manifest.lint_inputs = delta.lint_inputs;
        let findings = &mut manifest.findings;
        findings.retain(|d| !delta.findings.contains_key(&d.span.file));
        base.findings_in_delta = delta.findings.keys().cloned().collect();
        findings.extend(delta.findings.into_values().flatten());
        // In file order as the lint leaves them (a stable sort keeps each file's own order): a
        // build compares its findings with these to tell whether anything changed.
        findings.sort_by(|a, b| a.span.file.cmp(&b.span.file));
    }
    Some((manifest, base))
}

/// What a memory file held before its delta was applied: what the next delta is written against.
#[derive(Debug, Default)]
pub struct Base {
    /// The build the file itself (not its delta) describes.
    pub build: Fingerprint,
    /// Its page files.
    pub files: HashSet<String>,
    /// The page files whose memory the delta holds or removes.
    pub in_delta: HashSet<String>,
    /// The files whose lint findings the delta holds.
    pub findings_in_delta: HashSet<String>,
}

/// The file beside a memory file that holds what changed since it was written. A build that
/// touches a few pages of ten thousand writes their memory there, not the whole memory again
/// (re-encoding tens of megabytes was a seventh of a one-page rebuild's CPU).
pub fn delta_file(file: &Path) -> PathBuf {
    file.with_extension("delta.json")
}

/// A memory's changes since its base file ([`delta_file`]).
#[derive(serde::Serialize, serde::Deserialize)]
pub struct Delta {
    format: u32,
    /// The base's build: a delta applies to that base alone.
    base: Fingerprint,
    build: Fingerprint,
    lint_inputs: Fingerprint,
    /// Pages new or changed since the base.
    pages: HashMap<String, Remembered>,
    /// Pages of the base that are gone.
    removed: Vec<String>,
    /// The per-page findings of the files whose findings differ from the base's, by file (an
    /// empty list: none now). Not all of them: on a site grown by copies with broken links they
    /// were 6 MB at 10,280 pages and 61 MB at 100,280, written and read again on every edit.
    findings: BTreeMap<String, Vec<Diagnostic>>,
}

/// The findings a delta holds ([`Delta::between`]): those of the files whose findings differ from
/// the base's, by file.
pub type ChangedFindings = BTreeMap<String, Vec<Diagnostic>>;

/// The findings of the files whose findings in `now` differ from the base's, given those recalled
/// with it (`recalled`, the base's with its delta applied): the files whose findings changed since
/// they were recalled, and those the delta held already. Both lists in any order.
pub fn changed_findings(
    base: &Base,
    recalled: &[Diagnostic],
    now: &[Diagnostic],
) -> ChangedFindings {
    fn by_file(findings: &[Diagnostic]) -> BTreeMap<&str, Vec<&Diagnostic>> {
        let mut out: BTreeMap<&str, Vec<&Diagnostic>> = BTreeMap::new();
        for d in findings {
            out.entry(d.span.file.as_str()).or_default().push(d);
        }
        out
    }
    let (was, is) = (by_file(recalled), by_file(now));
    let files = was
        .keys()
        .chain(is.keys())
        .copied()
        .chain(base.findings_in_delta.iter().map(String::as_str));
    let mut out = ChangedFindings::new();
    for file in files {
        if out.contains_key(file) {
            continue;
        }
        let now = is.get(file);
        if base.findings_in_delta.contains(file) || was.get(file) != now {
            let findings = now.into_iter().flatten().map(|d| (*d).clone()).collect();
            out.insert(file.to_owned(), findings);
        }
    }
    out
}

impl Delta {
    /// The changes from `base` to `manifest`: the pages not in the base, those a delta held
    /// already and those in `changed` (their memory differs from the one recalled), and the
    /// findings of `findings` ([`changed_findings`]; `manifest`'s own are not kept).
    pub fn between(
        base: &Base,
        manifest: Manifest,
        changed: &HashSet<String>,
        findings: ChangedFindings,
    ) -> Self {
        let removed = removed(base, &manifest).cloned().collect();
        let pages = manifest
            .pages
            .into_iter()
            .filter(|(f, _)| held(base, changed, f))
            .collect();
        Self {
            format: DELTA_FORMAT,
            base: base.build,
            build: manifest.build,
            lint_inputs: manifest.lint_inputs,
            pages,
            removed,
            findings,
        }
    }

    /// How many pages [`Self::between`] would hold or remove.
    pub fn size(base: &Base, manifest: &Manifest, changed: &HashSet<String>) -> usize {
        removed(base, manifest).count()
            + manifest
                .pages
                .keys()
                .filter(|f| held(base, changed, f))
                .count()
    }

    /// As kept in a delta file.
    pub fn encode(&self) -> std::io::Result<Vec<u8>> {
        serde_json::to_vec(self).map_err(std::io::Error::other)
    }
}

/// The base's pages that `manifest` no longer has.
fn removed<'a>(base: &'a Base, manifest: &'a Manifest) -> impl Iterator<Item = &'a String> {
    base.files
        .iter()
        .filter(|f| !manifest.pages.contains_key(*f))
}

/// Whether a delta holds the memory of `file`: new since the base, held by the delta already, or
/// changed now.
fn held(base: &Base, changed: &HashSet<String>, file: &String) -> bool {
    !base.files.contains(file) || base.in_delta.contains(file) || changed.contains(file)
}

fn read_delta(file: &Path) -> Option<Delta> {
    let bytes = trust::read(file)?;
    let delta: Delta = serde_json::from_slice(&bytes)
        .map_err(|err| tracing::debug!("build memory delta {} ignored: {err}", file.display()))
        .ok()?;
    (delta.format == DELTA_FORMAT).then_some(delta)
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

/// Keep an [`encode`]d memory in `file` (its old delta goes). A failure only costs the next build
/// its speed, so it is logged, not returned.
pub fn write_encoded(file: &Path, bytes: &[u8]) {
    let _ = std::fs::remove_file(delta_file(file));
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

/// Keep an encoded [`Delta`] beside the memory file `file`.
pub fn write_delta(file: &Path, bytes: &[u8]) {
    if let Err(err) = cache::replace_bytes(&delta_file(file), bytes) {
        tracing::warn!(
            "cannot keep the build's memory beside {}: {err} (the next build will be a full one)",
            file.display()
        );
    }
}

/// The marker's line that ties an output folder to the memory of the build that wrote it.
pub fn marker_line(build: Fingerprint) -> String {
    format!("build {build:016x}\n")
}
