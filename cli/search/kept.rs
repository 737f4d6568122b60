//! Indexes kept in the cache folder between starts of `docs serve`: a restart on content that has
//! not changed opens the index its last run left instead of analyzing every page again (seconds on
//! a big site). One folder per content folder, held by one server at a time; in it one folder per
//! locale, and in that one generation (`g<N>`) per index made from scratch, with tantivy's files
//! and a record of what they hold (the pages and their keys, the term statistics). An update in
//! place commits to its generation and writes the record again. Pages changed while no server ran
//! are deleted and added again on opening; anything else that does not match (the binary, the
//! analyzer, the commit, most of the pages) is no index: the locale is indexed from scratch. So
//! is a folder or file another user could have written ([`crate::cache::trust`]).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use tantivy::directory::{Directory, DirectoryLock, Lock, MmapDirectory};

use super::statistics::Rarity;
use crate::cache::trust::{self, Kind};
use crate::fingerprint::{self, Fingerprint};

/// Format version of a record: another version is no index.
const FORMAT: u32 = 1;

/// Name of the record beside tantivy's files.
const RECORD: &str = "docs-record.json";

/// The folder a site's indexes are kept in, held (locked) while this value lives: a second
/// server of the same content indexes in memory instead of writing over the first one's files.
pub struct IndexFolder {
    dir: PathBuf,
    _held: DirectoryLock,
}

impl std::fmt::Debug for IndexFolder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("IndexFolder").field(&self.dir).finish()
    }
}

impl IndexFolder {
    /// The folder for the content in `root`, or `None` when there is no cache folder or another
    /// server holds it.
    pub fn for_content(root: &Path) -> Option<Self> {
        Self::hold(crate::cache::path_for_folder(root, "search")?)
    }

    /// The folder `dir`, made if missing, unless another server holds it.
    fn hold(dir: PathBuf) -> Option<Self> {
        let folder = trust::folder(&dir)
            .map_err(|err| err.to_string())
            .and_then(|()| MmapDirectory::open(&dir).map_err(|err| err.to_string()))
            .map_err(|err| tracing::debug!("search index not kept in {}: {err}", dir.display()))
            .ok()?;
        let lock = Lock {
            filepath: PathBuf::from("lock"),
            is_blocking: false,
        };
        match folder.acquire_lock(&lock) {
            Ok(held) => Some(Self { dir, _held: held }),
            Err(err) => {
                tracing::info!(
                    "another docs serve keeps the search index of this content ({err}); this one indexes in memory"
                );
                None
            }
        }
    }

    /// The folder of one locale (named after its key's fingerprint: a key is configuration, not
    /// a safe file name).
    pub(super) fn locale(&self, key: &str) -> LocaleFolder {
        LocaleFolder::of(&self.dir, key)
    }

    /// Where the folder is.
    pub(super) fn dir(&self) -> &Path {
        &self.dir
    }
}

/// One locale's generations.
#[derive(Debug, Clone)]
pub(super) struct LocaleFolder(pub(super) PathBuf);

/// What a generation's tantivy files hold, beside the texts (those come from the pages).
#[derive(Debug, Serialize, Deserialize)]
pub(super) struct Record<P, R> {
    format: u32,
    binary: Fingerprint,
    cjk: bool,
    /// The commit the record describes: tantivy's files of another commit are no match.
    pub opstamp: u64,
    /// Documents ever added (live and deleted): the next id.
    pub ids: usize,
    pub dead: usize,
    /// `(route, key, first id, end id)` per page.
    pub pages: P,
    pub rarity: R,
}

/// A record as read.
pub(super) type ReadRecord = Record<Vec<(String, u64, usize, usize)>, Rarity>;

/// A record as written, borrowing what it describes.
pub(super) type WrittenRecord<'a> = Record<Vec<(&'a str, u64, usize, usize)>, &'a Rarity>;

impl<P, R> Record<P, R> {
    pub fn new(cjk: bool, opstamp: u64, ids: usize, dead: usize, pages: P, rarity: R) -> Self {
        Self {
            format: FORMAT,
            binary: fingerprint::binary(),
            cjk,
            opstamp,
            ids,
            dead,
            pages,
            rarity,
        }
    }
}

impl LocaleFolder {
    /// The folder of the locale `key` in the folder of a site's indexes `dir`.
    pub fn of(dir: &Path, key: &str) -> Self {
        LocaleFolder(dir.join(format!("{:016x}", fingerprint::of(&key))))
    }

    /// The newest generation with a record made by this binary for this analyzer, and the record.
    /// (A newer generation without one was given up half made.)
    pub fn latest(&self, cjk: bool) -> Option<(PathBuf, ReadRecord)> {
        let folder = std::fs::symlink_metadata(&self.0).ok()?;
        if !trust::believe(&self.0, &folder, Kind::Folder, false) {
            return None;
        }
        self.generations().into_iter().rev().find_map(|(_, dir)| {
            if !trusted(&dir) {
                return None;
            }
            let bytes = trust::read(&dir.join(RECORD))?;
            let record: ReadRecord = serde_json::from_slice(&bytes)
                .map_err(|err| tracing::debug!("search record {} ignored: {err}", dir.display()))
                .ok()?;
            (record.format == FORMAT && record.binary == fingerprint::binary() && record.cjk == cjk)
                .then_some((dir, record))
        })
    }

    /// A new, empty generation after every other.
    pub fn next(&self) -> std::io::Result<PathBuf> {
        let n = self.generations().last().map_or(0, |(n, _)| n + 1);
        let dir = self.0.join(format!("g{n}"));
        trust::folder(&dir)?;
        Ok(dir)
    }

    /// Remove the generations before `current` (given up, or replaced by it). Only `g<N>` folders
    /// are touched: nothing else in the cache folder was made here.
    pub fn forget_before(&self, current: &Path) {
        for (_, dir) in self.generations() {
            if dir == current {
                break;
            }
            if let Err(err) = std::fs::remove_dir_all(&dir) {
                tracing::debug!("old search index {} not removed: {err}", dir.display());
            }
        }
    }

    /// The generations, oldest first.
    fn generations(&self) -> Vec<(u64, PathBuf)> {
        let Ok(entries) = std::fs::read_dir(&self.0) else {
            return Vec::new();
        };
        let mut found: Vec<(u64, PathBuf)> = entries
            .flatten()
            .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
            .filter_map(|e| {
                let n = e.file_name().to_str()?.strip_prefix('g')?.parse().ok()?;
                Some((n, e.path()))
            })
            .collect();
        found.sort();
        found
    }
}

/// Whether the generation in `dir` may be believed: the folder and every file tantivy keeps in it
/// ([`trust::judge`]; the files of a folder closed to others need only be this user's).
fn trusted(dir: &Path) -> bool {
    let Ok(meta) = std::fs::symlink_metadata(dir) else {
        return false;
    };
    if !trust::believe(dir, &meta, Kind::Folder, false) {
        return false;
    }
    let closed = trust::is_closed(&meta);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return false;
    };
    entries.flatten().all(|entry| {
        entry
            .metadata()
            .is_ok_and(|m| trust::believe(&entry.path(), &m, Kind::File, closed))
    })
}

/// Write the record of the generation in `dir` (replaced whole). A failure only costs the next
/// start its speed: the generation is then no index.
pub(super) fn write_record(dir: &Path, record: &WrittenRecord) {
    let file = dir.join(RECORD);
    if let Err(err) = crate::cache::replace(&file, record) {
        let _ = std::fs::remove_file(&file);
        tracing::warn!("cannot keep the search index in {}: {err}", dir.display());
    }
}

/// Pages by route, from a record: `(key, first id, end id)`.
pub(super) fn pages_by_route(
    pages: Vec<(String, u64, usize, usize)>,
) -> HashMap<String, (u64, usize, usize)> {
    pages
        .into_iter()
        .map(|(route, key, start, end)| (route, (key, start, end)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_server_at_a_time_holds_a_folder() {
        let dir = std::env::temp_dir().join(format!("docs-kept-hold-{}", std::process::id()));
        let first = IndexFolder::hold(dir.clone()).expect("held");
        assert!(
            IndexFolder::hold(dir.clone()).is_none(),
            "held by the first"
        );
        drop(first);
        assert!(IndexFolder::hold(dir.clone()).is_some(), "let go");
        let _ = std::fs::remove_dir_all(&dir);
    }

    // Regression: issue 53, index files others could write were opened as this server's index.
    #[test]
    fn a_generation_others_could_write_is_no_index() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("docs-kept-trust-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let locale = LocaleFolder(dir.join("en"));
        let generation = locale.next().unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&generation), 0o700, "made private");
        let rarity = Rarity::default();
        write_record(
            &generation,
            &Record::new(false, 0, 0, 0, Vec::new(), &rarity),
        );
        assert_eq!(mode(&generation.join(RECORD)), 0o600);
        assert!(
            locale.latest(false).is_some(),
            "its own generation is believed"
        );

        // tantivy's files take the umask's mode: in a folder closed to others that is no matter.
        let segment = generation.join("segment.idx");
        std::fs::write(&segment, "postings").unwrap();
        let chmod = |p: &Path, m| std::fs::set_permissions(p, std::fs::Permissions::from_mode(m));
        chmod(&segment, 0o664).unwrap();
        assert!(locale.latest(false).is_some());
        // Once others can reach it, a file they can write is no index.
        chmod(&generation, 0o755).unwrap();
        assert!(locale.latest(false).is_none());
        chmod(&segment, 0o644).unwrap();
        assert!(locale.latest(false).is_some());
        chmod(&generation.join(RECORD), 0o666).unwrap();
        assert!(
            locale.latest(false).is_none(),
            "nor is a record others can write"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
