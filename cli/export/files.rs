//! Writing the export's files into the staging folder, incrementally: a file whose bytes equal the
//! previous output's is hard-linked from it instead of rewritten, so it keeps its mtime and
//! `rsync`, `aws s3 sync` or `rclone` upload only what changed. The staging folder is still swapped
//! in whole (see `swap_in`), so readers never see a mix and files the new build lacks are gone.

use std::borrow::Cow;
use std::path::{Path, PathBuf};

use super::ExportError;
use crate::staging::out_path::OutPath;
use crate::web::compress;

/// One file of the export.
pub struct OutFile<'a> {
    /// Path relative to the output root, `/`-separated.
    pub rel: String,
    pub bytes: Cow<'a, [u8]>,
    /// Also write a `.gz` sibling (nginx `gzip_static` and similar serve it as is).
    pub gzip: bool,
    /// No bytes: the previous output's file (and `.gz` sibling) is the one to keep.
    pub carried: bool,
}

impl<'a> OutFile<'a> {
    pub fn new(rel: impl Into<String>, bytes: impl Into<Cow<'a, [u8]>>) -> Self {
        Self {
            rel: rel.into(),
            bytes: bytes.into(),
            gzip: false,
            carried: false,
        }
    }

    /// The previous output's gzipped file at `rel`, known to hold what this build would write.
    pub fn carried(rel: impl Into<String>) -> Self {
        Self {
            gzip: true,
            carried: true,
            ..Self::new(rel, Vec::new())
        }
    }

    pub fn gzipped(rel: impl Into<String>, bytes: impl Into<Cow<'a, [u8]>>) -> Self {
        Self {
            gzip: true,
            ..Self::new(rel, bytes)
        }
    }
}

/// What writing one [`OutFile`] did.
#[derive(Debug, Default, Clone, Copy)]
pub struct Written {
    pub files: usize,
    pub bytes: u64,
    pub changed: usize,
}

impl std::ops::AddAssign for Written {
    fn add_assign(&mut self, other: Self) {
        self.files += other.files;
        self.bytes += other.bytes;
        self.changed += other.changed;
    }
}

/// Writes files under `root`, reusing those of `previous` (the current output) that did not change.
pub struct Stager {
    pub root: PathBuf,
    pub previous: Option<PathBuf>,
    /// Folders made so far: a build of many pages writes thousands of files into each.
    made: std::sync::Mutex<std::collections::HashSet<PathBuf>>,
}

impl Stager {
    pub fn new(root: PathBuf, previous: Option<PathBuf>) -> Self {
        Self {
            root,
            previous,
            made: Default::default(),
        }
    }

    /// Write `file` (and its `.gz` sibling). An unchanged file's sibling is carried over too: it
    /// is derived from the same bytes, so it is not compressed again (the bulk of a rebuild's cost).
    pub fn put(&self, file: &OutFile) -> Result<Written, ExportError> {
        if file.carried {
            return self
                .keep(&file.rel, file.gzip)?
                .ok_or_else(|| ExportError::Write {
                    path: self.root.join(&file.rel),
                    source: std::io::Error::new(
                        std::io::ErrorKind::NotFound,
                        "the previous output lost this file during the build",
                    ),
                });
        }
        let mut done = self.put_bytes(&file.rel, &file.bytes)?;
        if file.gzip {
            let rel = format!("{}.gz", file.rel);
            let carried = if done.changed == 0 {
                self.carry_over(&rel)?
            } else {
                None
            };
            done += match carried {
                Some(bytes) => Written {
                    files: 1,
                    bytes,
                    changed: 0,
                },
                None => self.put_bytes(&rel, &compress::gzip(&file.bytes))?,
            };
        }
        Ok(done)
    }

    /// Carry over the previous output's `rel` and, for a gzipped file, its `.gz` sibling, without
    /// being given the bytes (a build that knows they did not change). `None` when the previous
    /// output lacks one of them: the caller writes the file instead.
    pub fn keep(&self, rel: &str, gzip: bool) -> Result<Option<Written>, ExportError> {
        let mut done = Written::default();
        for rel in [Some(rel.to_owned()), gzip.then(|| format!("{rel}.gz"))]
            .iter()
            .flatten()
        {
            let Some(bytes) = self.carry_over(rel)? else {
                return Ok(None);
            };
            done += Written {
                files: 1,
                bytes,
                changed: 0,
            };
        }
        Ok(Some(done))
    }

    /// Write `bytes` at `rel`, or link the previous output's file when it holds the same bytes.
    fn put_bytes(&self, rel: &str, bytes: &[u8]) -> Result<Written, ExportError> {
        let path = self.target(rel)?;
        let same = self
            .previous_file(rel)
            .is_some_and(|(old, len)| len == bytes.len() as u64 && same_bytes(&old, bytes));
        if !(same && self.carry_over(rel)?.is_some()) {
            // A file linked over earlier shares the previous output's inode: writing through it
            // would change the live site, so it is replaced, never written into.
            let _ = std::fs::remove_file(&path);
            std::fs::write(&path, bytes).map_err(write_error(&path))?;
        }
        Ok(Written {
            files: 1,
            bytes: bytes.len() as u64,
            changed: usize::from(!same),
        })
    }

    /// Link (or copy) the previous output's `rel` into the staging folder; its size, or `None`
    /// when the previous output has no such file. A few system calls per file: a build that
    /// changed one page of ten thousand keeps forty thousand files this way.
    fn carry_over(&self, rel: &str) -> Result<Option<u64>, ExportError> {
        let Some((old, len)) = self.previous_file(rel) else {
            return Ok(None);
        };
        let path = self.target(rel)?;
        match std::fs::hard_link(&old, &path) {
            Ok(()) => return Ok(Some(len)),
            // Staged already (a page's files linked over, then written after all): start afresh.
            Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => {
                let _ = std::fs::remove_file(&path);
                if std::fs::hard_link(&old, &path).is_ok() {
                    return Ok(Some(len));
                }
            }
            Err(_) => {}
        }
        // No hard links here (some network and FUSE file systems): copy, keeping the mtime. The
        // staged path is removed first, so the copy never writes through a link into the live output.
        let _ = std::fs::remove_file(&path);
        let copied = std::fs::copy(&old, &path).is_ok()
            && std::fs::metadata(&old)
                .and_then(|m| m.modified())
                .and_then(|t| {
                    std::fs::File::options()
                        .write(true)
                        .open(&path)?
                        .set_modified(t)
                })
                .is_ok();
        Ok(copied.then_some(len))
    }

    /// The previous output's regular file at `rel` (never a symlink: only files a build wrote),
    /// and its size.
    fn previous_file(&self, rel: &str) -> Option<(PathBuf, u64)> {
        let old = self.previous.as_ref()?.join(rel);
        let meta = std::fs::symlink_metadata(&old).ok()?;
        meta.is_file().then_some((old, meta.len()))
    }

    /// The staging path of `rel`, its folder created. Every write passes here: a path that would
    /// leave the staging folder is refused whatever produced it, and a signal stops the writers.
    fn target(&self, rel: &str) -> Result<PathBuf, ExportError> {
        crate::staging::interrupt::check()?;
        let path = OutPath::new(rel)
            .map_err(|why| ExportError::OutsideOutput {
                path: rel.to_owned(),
                why,
            })?
            .under(&self.root);
        if let Some(parent) = path.parent() {
            let made = self.made.lock().is_ok_and(|made| made.contains(parent));
            if !made {
                std::fs::create_dir_all(parent).map_err(write_error(parent))?;
                if let Ok(mut made) = self.made.lock() {
                    made.insert(parent.to_owned());
                }
            }
        }
        Ok(path)
    }
}

fn same_bytes(old: &Path, bytes: &[u8]) -> bool {
    std::fs::read(old).is_ok_and(|b| b == bytes)
}

fn write_error(path: &Path) -> impl Fn(std::io::Error) -> ExportError + '_ {
    move |source| ExportError::Write {
        path: path.to_owned(),
        source,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("docs-files-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn unchanged_files_and_their_siblings_are_carried_over_changed_ones_rewritten() {
        let dir = temp("carry");
        let old = dir.join("old");
        let first = Stager::new(old.clone(), None);
        let a = OutFile::gzipped("a/page.html", b"same".as_slice());
        let b = OutFile::new("b.txt", b"before".as_slice());
        assert_eq!(first.put(&a).unwrap().changed, 2);
        first.put(&b).unwrap();
        let past = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000);
        for rel in ["a/page.html", "a/page.html.gz", "b.txt"] {
            let f = std::fs::File::options()
                .write(true)
                .open(old.join(rel))
                .unwrap();
            f.set_modified(past).unwrap();
        }
        let second = Stager::new(dir.join("new"), Some(old.clone()));
        let kept = second.put(&a).unwrap();
        assert_eq!((kept.files, kept.changed), (2, 0));
        let changed = second
            .put(&OutFile::new("b.txt", b"after".as_slice()))
            .unwrap();
        assert_eq!(changed.changed, 1);
        let mtime = |rel: &str| {
            std::fs::metadata(dir.join("new").join(rel))
                .unwrap()
                .modified()
                .unwrap()
        };
        assert_eq!(mtime("a/page.html"), past);
        assert_eq!(mtime("a/page.html.gz"), past);
        assert_ne!(mtime("b.txt"), past);
        assert_eq!(std::fs::read(dir.join("new/b.txt")).unwrap(), b"after");
    }
}
