//! Last-updated time and contributors per file, from `git log` over the content root.
//!
//! The embedded content gets the same `git log` text captured by build.rs; `--content DIR` runs it at
//! load time. One parser serves both.

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

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

/// Run `git log` in `root`; `None` when git or the repository is absent.
pub fn read(root: &Path) -> Option<HashMap<String, GitInfo>> {
    let out = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(LOG_ARGS)
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| parse(&String::from_utf8_lossy(&out.stdout)))
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
