//! Last-updated time and contributors per file, from `git log` over the content root.
//!
//! The embedded content gets the same `git log` text captured by build.rs; `--content DIR` runs it at
//! load time. One parser serves both.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use serde::Serialize;

pub use super::git_args::LOG_ARGS;

/// A person who committed to a page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Contributor {
    pub name: String,
    pub email: String,
    pub commits: u32,
}

/// Git facts about one content file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GitInfo {
    /// Unix milliseconds of the newest commit touching the file.
    pub updated_time: i64,
    /// Unix milliseconds of the oldest commit touching the file.
    pub created_time: i64,
    pub contributors: Vec<Contributor>,
}

/// Per-file git facts by content path.
pub type Files = HashMap<String, GitInfo>;

/// Run `git log` in `root`; `None` when git or the repository is absent. A reload whose history
/// is what the last read saw ([`LogKey`]) gets that read's answer without running git log again.
pub fn read(root: &Path) -> Option<Arc<Files>> {
    // The last answer per content root (a process serves one; the tests load several).
    static LAST: Mutex<Vec<(LogKey, Arc<Files>)>> = Mutex::new(Vec::new());
    let key = LogKey::of(root);
    if let Some(key) = &key {
        let last = LAST.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, files)) = last.iter().find(|(k, _)| k == key) {
            return Some(Arc::clone(files));
        }
    }
    let out = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(LOG_ARGS)
        .stdin(Stdio::null())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let files = Arc::new(parse(&String::from_utf8_lossy(&out.stdout)));
    if let Some(key) = key {
        let mut last = LAST.lock().unwrap_or_else(|e| e.into_inner());
        last.retain(|(k, _)| !k.same_root(&key));
        last.push((key, Arc::clone(&files)));
    }
    Some(files)
}

/// What the history `git log` prints for a content root depends on: the commit HEAD names (a
/// commit, amend, checkout, rebase or pull moves it), the `.mailmap` that names the authors and a
/// shallow clone's cut (a deepening fetch moves it, not HEAD).
/// Saving, staging or deleting a file changes neither (the log lists commits, not the worktree
/// or the index), so a save's reload keeps the same key. One `git rev-parse` (a few ms) finds it,
/// where the log itself grows with the history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogKey {
    root: PathBuf,
    head: String,
    mailmap: Option<Stamp>,
    shallow: Option<Stamp>,
}

/// A file's modification time and length.
type Stamp = (Option<SystemTime>, u64);

fn stamp(path: &Path) -> Option<Stamp> {
    std::fs::metadata(path)
        .ok()
        .map(|m| (m.modified().ok(), m.len()))
}

impl LogKey {
    /// Whether both keys are of the same content root (the older one is then replaced).
    pub fn same_root(&self, other: &Self) -> bool {
        self.root == other.root
    }

    /// The key of `root`'s history now; `None` outside a repository or before its first commit.
    pub fn of(root: &Path) -> Option<Self> {
        let out = Command::new("git")
            .arg("-C")
            .arg(root)
            .args([
                "rev-parse",
                "HEAD",
                "--show-toplevel",
                "--git-path",
                "shallow",
            ])
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output()
            .ok()
            .filter(|o| o.status.success())?;
        let text = String::from_utf8_lossy(&out.stdout);
        let mut lines = text.lines();
        let head = lines.next()?.trim().to_owned();
        let top = lines.next()?;
        // Relative to `root`, where the command ran.
        let shallow = root.join(lines.next()?);
        Some(Self {
            root: root.to_owned(),
            head,
            mailmap: stamp(&Path::new(top).join(".mailmap")),
            shallow: stamp(&shallow),
        })
    }
}

/// Parse the output of `git log` run with [`LOG_ARGS`] (newest commit first).
pub fn parse(log: &str) -> HashMap<String, GitInfo> {
    let mut files: HashMap<String, GitInfo> = HashMap::new();
    for record in log.split('\x1e').filter(|r| !r.trim().is_empty()) {
        let mut lines = record.lines();
        let Some(header) = lines.next() else { continue };
        let mut parts = header.split('\x1f');
        let (Some(time), Some(name), Some(email)) = (parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        let Ok(secs) = time.trim().parse::<i64>() else {
            continue;
        };
        let millis = secs * 1000;
        for file in lines.map(str::trim).filter(|l| !l.is_empty()) {
            let info = files.entry(file.to_owned()).or_insert_with(|| GitInfo {
                updated_time: millis,
                created_time: millis,
                contributors: Vec::new(),
            });
            info.created_time = info.created_time.min(millis);
            info.updated_time = info.updated_time.max(millis);
            match info.contributors.iter_mut().find(|c| c.email == email) {
                Some(c) => c.commits += 1,
                None => info.contributors.push(Contributor {
                    name: name.to_owned(),
                    email: email.to_owned(),
                    commits: 1,
                }),
            }
        }
    }
    for info in files.values_mut() {
        info.contributors
            .sort_by(|a, b| b.commits.cmp(&a.commits).then_with(|| a.name.cmp(&b.name)));
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    fn git(root: &Path, args: &[&str]) {
        let ok = Command::new("git")
            .arg("-C")
            .arg(root)
            .args(["-c", "user.name=Ann", "-c", "user.email=ann@x"])
            .args(args)
            .stdout(Stdio::null())
            .status()
            .unwrap()
            .success();
        assert!(ok, "git {args:?}");
    }

    #[test]
    fn a_save_reuses_the_last_log_and_a_commit_reads_it_again() {
        let root = std::env::temp_dir().join(format!("docs-git-log-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root).unwrap();
        assert!(
            read(&root).is_none() && LogKey::of(&root).is_none(),
            "not a repository"
        );
        git(&root, &["init", "-q"]);
        std::fs::write(root.join("a.md"), "# A\n").unwrap();
        git(&root, &["add", "a.md"]);
        git(&root, &["commit", "-qm", "a"]);
        let first = read(&root).unwrap();
        assert_eq!(first["a.md"].contributors[0].name, "Ann");
        // A save, even staged, commits nothing: the same answer, without a second git log.
        std::fs::write(root.join("a.md"), "# A again\n").unwrap();
        std::fs::write(root.join("b.md"), "# B\n").unwrap();
        git(&root, &["add", "b.md"]);
        assert!(Arc::ptr_eq(&first, &read(&root).unwrap()));
        // A commit moves HEAD: the log is read again and names the new file.
        git(&root, &["commit", "-qam", "b"]);
        let second = read(&root).unwrap();
        assert!(!Arc::ptr_eq(&first, &second) && second.contains_key("b.md"));
        // A .mailmap renames the author without a commit: read again.
        std::fs::write(root.join(".mailmap"), "Ann Smith <ann@x>\n").unwrap();
        assert_eq!(
            read(&root).unwrap()["a.md"].contributors[0].name,
            "Ann Smith"
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn newest_and_oldest_commit_and_contributors() {
        let log = "\x1e200\x1fBo\x1fbo@x\n\nguide/a.md\n\x1e100\x1fAnn\x1fann@x\n\nguide/a.md\nzh/b.md\n\x1e50\x1fAnn\x1fann@x\n\nguide/a.md\n";
        let files = parse(log);
        let a = &files["guide/a.md"];
        assert_eq!(a.updated_time, 200_000);
        assert_eq!(a.created_time, 50_000);
        assert_eq!(a.contributors[0].name, "Ann");
        assert_eq!(a.contributors[0].commits, 2);
        assert_eq!(files["zh/b.md"].contributors.len(), 1);
    }
}
