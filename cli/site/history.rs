//! Commit-level git history of the content files, for judging translations section by section:
//! which commits touched a file (newest first), whether the clone is shallow, and the text of a
//! file at a commit. [`super::git`] keeps only times and contributors; this keeps the commit ids.
//!
//! One `git log` reads the history and one `git cat-file --batch` answers every "file at commit"
//! question, so the cost does not grow with the number of processes.

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

use super::git::LogKey;

/// One commit that touched a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Commit {
    /// Full hash.
    pub id: String,
    /// Author time, Unix milliseconds (the same clock as [`super::git::GitInfo`]).
    pub time: i64,
}

/// The history of every content file, read from the repository the content root lives in.
#[derive(Debug, Clone)]
pub struct History {
    root: PathBuf,
    /// File (relative to the content root) -> commits touching it, newest first.
    files: HashMap<String, Vec<Commit>>,
    /// Commits whose parents are cut off (a shallow clone's boundary). A file whose oldest
    /// listed commit is one of these may have changed earlier than the history shows.
    boundary: HashSet<String>,
}

/// What `git cat-file` said about one `<rev>:<path>` question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Blob {
    Text(String),
    /// The commit exists but the file did not exist in it.
    NoFile,
    /// The commit is not in this clone (shallow, or a typo in `translatedFrom`).
    NoCommit,
}

impl History {
    /// Read the history of `root`; `None` when git or the repository is absent. While the
    /// history is what the last read saw ([`LogKey`]: no commit, checkout or fetch since), that
    /// read's answer serves again without running git log.
    pub fn read(root: &Path) -> Option<Self> {
        static LAST: Mutex<Vec<(LogKey, History)>> = Mutex::new(Vec::new());
        let key = LogKey::of(root);
        if let Some(key) = &key {
            let last = LAST.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((_, history)) = last.iter().find(|(k, _)| k == key) {
                return Some(history.clone());
            }
        }
        let history = Self::read_again(root)?;
        if let Some(key) = key {
            let mut last = LAST.lock().unwrap_or_else(|e| e.into_inner());
            last.retain(|(k, _)| !k.same_root(&key));
            last.push((key, history.clone()));
        }
        Some(history)
    }

    fn read_again(root: &Path) -> Option<Self> {
        let out = Command::new("git")
            .arg("-C")
            .arg(root)
            .args([
                "log",
                "--no-merges",
                "--format=%x1e%H%x1f%at",
                "--name-only",
                "--relative",
                "--",
                ".",
            ])
            .stdin(Stdio::null())
            .output()
            .ok()?;
        if !out.status.success() {
            return None;
        }
        let mut history = Self {
            root: root.to_owned(),
            files: parse_log(&String::from_utf8_lossy(&out.stdout)),
            boundary: HashSet::new(),
        };
        history.boundary = shallow_commits(root);
        Some(history)
    }

    /// Build a history from parts (tests).
    pub fn from_parts(
        root: PathBuf,
        files: HashMap<String, Vec<Commit>>,
        boundary: HashSet<String>,
    ) -> Self {
        Self {
            root,
            files,
            boundary,
        }
    }

    /// Whether the clone is shallow (its history is cut off somewhere).
    pub fn is_shallow(&self) -> bool {
        !self.boundary.is_empty()
    }

    /// Commits that touched `file`, newest first (empty for a file git does not know).
    pub fn commits(&self, file: &str) -> &[Commit] {
        self.files.get(file).map_or(&[], Vec::as_slice)
    }

    /// The newest commit touching `file`.
    pub fn last_change(&self, file: &str) -> Option<&Commit> {
        self.commits(file).first()
    }

    /// The newest commit touching `file` at or before `time` (the file as it was then).
    pub fn version_at(&self, file: &str, time: i64) -> Option<&Commit> {
        self.commits(file).iter().find(|c| c.time <= time)
    }

    /// The commit before `commit` that touched `file` (the file as it was before that change).
    pub fn previous(&self, file: &str, commit: &str) -> Option<&Commit> {
        let commits = self.commits(file);
        let at = commits.iter().position(|c| c.id == commit)?;
        commits.get(at + 1)
    }

    /// Whether the history shown for `commit` starts there because the clone is cut off: the
    /// file may really have changed before it.
    pub fn is_boundary(&self, commit: &Commit) -> bool {
        self.boundary.contains(&commit.id)
    }

    /// The oldest boundary time (what "history before DATE is missing" names).
    pub fn boundary_time(&self) -> Option<i64> {
        self.files
            .values()
            .flatten()
            .filter(|c| self.boundary.contains(&c.id))
            .map(|c| c.time)
            .min()
    }

    /// Resolve a commit name (`translatedFrom`: a hash, a tag, a branch) to a commit and its
    /// author time; `None` when this clone does not have it.
    pub fn resolve(&self, rev: &str) -> Option<Commit> {
        let [answer] = self.cat(&[format!("{rev}^{{commit}}")]).try_into().ok()?;
        let (id, text) = answer?;
        let time = text
            .lines()
            .take_while(|l| !l.is_empty())
            .find_map(|l| l.strip_prefix("author "))
            .and_then(|l| l.rsplit(' ').nth(1))
            .and_then(|t| t.parse::<i64>().ok())?;
        Some(Commit {
            id,
            time: time * 1000,
        })
    }

    /// The text of each `(commit, file)` (file relative to the content root), in one git process.
    pub fn blobs(&self, wanted: &[(String, String)]) -> Vec<Blob> {
        let questions: Vec<String> = wanted
            .iter()
            .map(|(commit, file)| format!("{commit}:./{file}"))
            .collect();
        let commits: Vec<String> = wanted
            .iter()
            .map(|(c, _)| format!("{c}^{{commit}}"))
            .collect();
        let answers = self.cat(&questions);
        // A missing answer is a missing file unless the commit itself is missing; ask only then.
        let unknown: Vec<usize> = (0..answers.len())
            .filter(|i| answers[*i].is_none())
            .collect();
        let commit_answers = self.cat(
            &unknown
                .iter()
                .map(|i| commits[*i].clone())
                .collect::<Vec<_>>(),
        );
        let mut missing_commit = HashSet::new();
        for (i, answer) in unknown.iter().zip(commit_answers) {
            if answer.is_none() {
                missing_commit.insert(*i);
            }
        }
        answers
            .into_iter()
            .enumerate()
            .map(|(i, answer)| match answer {
                Some((_, text)) => Blob::Text(text),
                None if missing_commit.contains(&i) => Blob::NoCommit,
                None => Blob::NoFile,
            })
            .collect()
    }

    /// Ask `git cat-file --batch` each question; `(object id, content)` or `None` when missing.
    fn cat(&self, questions: &[String]) -> Vec<Option<(String, String)>> {
        if questions.is_empty() {
            return Vec::new();
        }
        let spawned = Command::new("git")
            .arg("-C")
            .arg(&self.root)
            .args(["cat-file", "--batch"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn();
        let Ok(mut child) = spawned else {
            return vec![None; questions.len()];
        };
        // Write from a thread: git answers while it reads, and a full pipe would block both.
        let input: String = questions.iter().map(|q| format!("{q}\n")).collect();
        let mut stdin = child.stdin.take();
        let writer = std::thread::spawn(move || {
            if let Some(stdin) = stdin.as_mut() {
                let _ = stdin.write_all(input.as_bytes());
            }
        });
        let mut answers = Vec::with_capacity(questions.len());
        if let Some(stdout) = child.stdout.take() {
            let mut reader = BufReader::new(stdout);
            for _ in questions {
                answers.push(read_answer(&mut reader));
            }
        }
        let _ = writer.join();
        let _ = child.wait();
        answers.resize(questions.len(), None);
        answers
    }
}

/// One `cat-file --batch` answer: `<id> <type> <size>\n<content>\n`, or `<question> missing\n`.
fn read_answer(reader: &mut impl BufRead) -> Option<(String, String)> {
    let mut header = String::new();
    reader.read_line(&mut header).ok()?;
    let mut parts = header.split_whitespace();
    let id = parts.next()?.to_owned();
    let _kind = parts.next()?;
    let size: usize = parts.next()?.parse().ok()?;
    let mut content = vec![0; size + 1];
    reader.read_exact(&mut content).ok()?;
    content.pop();
    Some((id, String::from_utf8_lossy(&content).into_owned()))
}

/// Parse `git log --format=%x1e%H%x1f%at --name-only` (newest commit first).
fn parse_log(log: &str) -> HashMap<String, Vec<Commit>> {
    let mut files: HashMap<String, Vec<Commit>> = HashMap::new();
    for record in log.split('\x1e').filter(|r| !r.trim().is_empty()) {
        let mut lines = record.lines();
        let Some((id, time)) = lines.next().and_then(|h| h.split_once('\x1f')) else {
            continue;
        };
        let Ok(secs) = time.trim().parse::<i64>() else {
            continue;
        };
        let commit = Commit {
            id: id.to_owned(),
            time: secs * 1000,
        };
        for file in lines.map(str::trim).filter(|l| !l.is_empty()) {
            files
                .entry(file.to_owned())
                .or_default()
                .push(commit.clone());
        }
    }
    files
}

/// The commits listed in `$GIT_DIR/shallow` (empty for a full clone).
fn shallow_commits(root: &Path) -> HashSet<String> {
    let path = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["rev-parse", "--git-path", "shallow"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned());
    let Some(path) = path else {
        return HashSet::new();
    };
    let path = root.join(path);
    std::fs::read_to_string(path)
        .map(|text| text.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_lists_commits_per_file_newest_first() {
        let log = "\x1eb\x1f200\n\nguide/a.md\n\x1ea\x1f100\n\nguide/a.md\nzh/a.md\n";
        let files = parse_log(log);
        let ids: Vec<&str> = files["guide/a.md"].iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["b", "a"]);
        assert_eq!(files["zh/a.md"][0].time, 100_000);
        let h = History::from_parts(PathBuf::new(), files, HashSet::new());
        assert_eq!(
            h.version_at("guide/a.md", 150_000).map(|c| c.id.as_str()),
            Some("a")
        );
        assert_eq!(
            h.previous("guide/a.md", "b").map(|c| c.id.as_str()),
            Some("a")
        );
        assert!(h.version_at("guide/a.md", 50_000).is_none());
    }

    #[test]
    fn batch_answers_are_split_by_their_sizes() {
        let text = "abc blob 5\nx\ny\nz\nq missing\ndef blob 0\n\n";
        let mut reader = BufReader::new(text.as_bytes());
        assert_eq!(
            read_answer(&mut reader),
            Some(("abc".into(), "x\ny\nz".into()))
        );
        assert_eq!(read_answer(&mut reader), None);
        assert_eq!(
            read_answer(&mut reader),
            Some(("def".into(), String::new()))
        );
    }
}
