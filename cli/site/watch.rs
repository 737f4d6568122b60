//! Watching a content folder for edits, shared by `docs serve --watch` and `docs tui`: which file
//! events are edits (reading the content must never count as one), one callback per burst, a
//! folder that is deleted and comes back, and a fingerprint of what a load read so that an
//! unchanged reload publishes nothing.

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use notify::event::{EventKind, ModifyKind};
use notify::{RecursiveMode, Watcher};

use super::Site;

/// Changes closer together than this are one burst. An editor's save (a temporary file renamed
/// over the page) lands within a few milliseconds, and every millisecond waited here is one the
/// author waits to see the edit. A longer burst (a checkout) may cost a second reload, which
/// publishes only what changed since the first.
pub const DEBOUNCE: Duration = Duration::from_millis(30);

/// Editor temp, swap and backup files, and anything hidden: never a reason to reload.
pub fn ignored(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    name.starts_with('#')
        || name.ends_with('~')
        || name.ends_with(".swp")
        || name.ends_with(".swx")
        || name.ends_with(".tmp")
        || name == "4913"
        || path
            .components()
            .any(|c| c.as_os_str().to_string_lossy().starts_with('.'))
}

/// Whether an event kind can change what a load reads. Opening, reading and closing a file
/// without writing (the loader's own reads) and metadata-only changes cannot.
pub fn is_edit(kind: &EventKind) -> bool {
    match kind {
        EventKind::Create(_) | EventKind::Remove(_) => true,
        EventKind::Modify(ModifyKind::Metadata(_)) => false,
        EventKind::Modify(_) => true,
        EventKind::Access(_) | EventKind::Any | EventKind::Other => false,
    }
}

/// A running watch. It lasts as long as the process (both users watch until they exit).
pub struct ContentWatcher {
    _thread: std::thread::JoinHandle<()>,
}

impl ContentWatcher {
    /// Watch `root` and call `on_burst` (on a thread of its own) with the edited paths, once per
    /// burst of edits. The parent folder is watched too, so a content folder that is removed and
    /// created again is picked up again.
    pub fn start(
        root: &Path,
        mut on_burst: impl FnMut(Vec<PathBuf>) + Send + 'static,
    ) -> notify::Result<Self> {
        let root = std::path::absolute(root).unwrap_or_else(|_| root.to_owned());
        let (tx, rx) = mpsc::channel::<PathBuf>();
        let filter_root = root.clone();
        let mut watcher =
            notify::recommended_watcher(move |res: notify::Result<notify::Event>| {
                let Ok(event) = res else { return };
                if !is_edit(&event.kind) {
                    return;
                }
                for path in event.paths {
                    let under_root = path.starts_with(&filter_root);
                    let rel = path.strip_prefix(&filter_root).unwrap_or(&path);
                    if under_root && !ignored(rel) {
                        let _ = tx.send(path);
                    }
                }
            })?;
        if let Some(parent) = root.parent().filter(|p| p.is_dir()) {
            watcher.watch(parent, RecursiveMode::NonRecursive)?;
        }
        watcher.watch(&root, RecursiveMode::Recursive)?;
        let thread = std::thread::spawn(move || {
            let mut watching = true;
            let mut watched = identity(&root);
            while let Ok(first) = rx.recv() {
                let mut changed = vec![first];
                while let Ok(more) = rx.recv_timeout(DEBOUNCE) {
                    changed.push(more);
                }
                let present = root.is_dir();
                if !present {
                    if watching {
                        tracing::warn!(
                            "content folder {} is gone; keeping the last good version until it is back",
                            root.display()
                        );
                    }
                    watching = false;
                    continue;
                }
                // `mv content old && mv new content` (as `docs import --force` does) leaves the
                // watch on the folder that moved away: a different folder now has the name.
                let now = identity(&root);
                let swapped = watching && now != watched;
                if swapped {
                    let _ = watcher.unwatch(&root);
                }
                if !watching || swapped {
                    // The old watch died with (or moved with) the folder: watch the new one.
                    match watcher.watch(&root, RecursiveMode::Recursive) {
                        Ok(()) if swapped => tracing::info!(
                            "content folder {} was replaced; watching the new one",
                            root.display()
                        ),
                        Ok(()) => tracing::info!("content folder {} is back", root.display()),
                        Err(err) => tracing::warn!(
                            "cannot watch {}: {err}; live reload has stopped (restart docs serve)",
                            root.display()
                        ),
                    }
                    watching = true;
                    watched = now;
                }
                on_burst(changed);
            }
        });
        Ok(Self { _thread: thread })
    }
}

/// Which folder a path names now (device and inode), to notice one folder replaced by another.
fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// A fingerprint of everything a load read (pages, YAML, the list of public files with their
/// sizes and modification times): equal fingerprints mean an identical site.
pub fn fingerprint(site: &Site) -> u64 {
    let mut hasher = crate::fingerprint::hasher();
    let mut texts: Vec<(&str, &str)> = site
        .texts
        .iter()
        .map(|(path, text)| (path.as_str(), &**text))
        .chain(
            site.yaml_texts
                .iter()
                .map(|(p, t)| (p.as_str(), t.as_str())),
        )
        .collect();
    texts.sort_unstable_by(|a, b| a.0.cmp(b.0));
    texts.hash(&mut hasher);
    if let super::ContentSource::Disk(root) = &site.source {
        public_stamp(&root.join("public"), &mut hasher);
    }
    hasher.finish()
}

fn public_stamp(dir: &Path, hasher: &mut impl Hasher) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        entry.file_name().hash(hasher);
        let Ok(meta) = entry.metadata() else { continue };
        if meta.is_dir() {
            public_stamp(&entry.path(), hasher);
        } else {
            meta.len().hash(hasher);
            meta.modified().ok().hash(hasher);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use notify::event::{AccessKind, AccessMode, CreateKind, DataChange, MetadataKind};

    #[test]
    fn editor_files_are_ignored() {
        for p in [
            "a/.b.md.swp",
            "a/b.md~",
            "a/#b.md#",
            "a/4913",
            ".git/index",
            "a/b.tmp",
        ] {
            assert!(ignored(Path::new(p)), "{p}");
        }
        assert!(!ignored(Path::new("guide/a.md")));
    }

    // Regression: the server counted its own reads (open, close-nowrite) as edits and rebuilt
    // every 0.7 s forever.
    #[test]
    fn reading_the_content_is_not_an_edit() {
        assert!(!is_edit(&EventKind::Access(AccessKind::Open(
            AccessMode::Any
        ))));
        assert!(!is_edit(&EventKind::Access(AccessKind::Close(
            AccessMode::Read
        ))));
        assert!(!is_edit(&EventKind::Modify(ModifyKind::Metadata(
            MetadataKind::AccessTime
        ))));
        assert!(is_edit(&EventKind::Modify(ModifyKind::Data(
            DataChange::Any
        ))));
        assert!(is_edit(&EventKind::Create(CreateKind::File)));
    }
}
