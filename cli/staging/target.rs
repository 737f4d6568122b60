//! Where a build may write: the checks that keep `docs build --out` from replacing anything the
//! program did not create (sources, the working tree, a repository, a filesystem root). The
//! staging folder a build works in is [`super::folder`]'s.

use std::path::{Path, PathBuf};

/// Every build writes this file into its output; a non-empty folder without it is not ours.
pub const MARKER: &str = ".docs-build";

/// Why an output folder was refused. Nothing has been touched when one of these is returned.
#[derive(Debug, thiserror::Error)]
pub enum OutRefused {
    #[error("`{out}` is a filesystem root")]
    FilesystemRoot { out: PathBuf },
    #[error("`{out}` {relation} the content folder `{content}`")]
    Content {
        out: PathBuf,
        relation: &'static str,
        content: PathBuf,
    },
    #[error("`{out}` {relation} the current directory `{cwd}`")]
    WorkingDir {
        out: PathBuf,
        relation: &'static str,
        cwd: PathBuf,
    },
    #[error("`{out}` {relation} the repository root `{repo}`")]
    Repository {
        out: PathBuf,
        relation: &'static str,
        repo: PathBuf,
    },
    #[error("`{0}` is a folder with files that no build wrote (no `.docs-build` marker); choose an empty or new folder, or pass --force to replace it")]
    NotOurs(PathBuf),
    #[error("`{out}` holds a repository at `{repo}`; replacing it would delete that repository (--force does not lift this)")]
    HoldsRepository { out: PathBuf, repo: PathBuf },
    #[error("`{0}` is inside a `.git` folder (a repository's own data)")]
    InsideGitData(PathBuf),
    #[error("`{0}` holds more than {SEARCH_LIMIT} entries, too many to check for repositories; choose an empty or new folder")]
    TooLargeToCheck(PathBuf),
    #[error("`{0}` exists and is not a directory")]
    NotADirectory(PathBuf),
    #[error("cannot inspect `{path}`")]
    Inspect {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

/// The folders an output must stay clear of.
#[derive(Debug, Clone, Default)]
pub struct Protected {
    /// The content folder being built (absent for the embedded copy).
    pub content: Option<PathBuf>,
    /// The process's working directory.
    pub cwd: Option<PathBuf>,
}

impl Protected {
    /// The content folder and the current directory of this process.
    pub fn here(content: Option<&Path>) -> Self {
        Self {
            content: content.map(Path::to_owned),
            cwd: std::env::current_dir().ok(),
        }
    }
}

/// An output folder that passed [`check`]: resolved, and safe to replace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutDir(PathBuf);

impl OutDir {
    /// The resolved folder.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

/// Resolve `out` (following a symlink, so the link itself is kept) and check that replacing it
/// cannot destroy anything the program did not create. `force` lifts only the marker check.
pub fn check(out: &Path, protected: &Protected, force: bool) -> Result<OutDir, OutRefused> {
    let resolved = resolve(out)?;
    if resolved.parent().is_none() {
        return Err(OutRefused::FilesystemRoot { out: resolved });
    }
    if let Some(content) = protected.content.as_deref().map(resolve).transpose()? {
        if let Some(relation) = overlap(&resolved, &content, true) {
            return Err(OutRefused::Content {
                out: resolved,
                relation,
                content,
            });
        }
    }
    if let Some(cwd) = protected.cwd.as_deref().map(resolve).transpose()? {
        if let Some(relation) = overlap(&resolved, &cwd, false) {
            return Err(OutRefused::WorkingDir {
                out: resolved,
                relation,
                cwd,
            });
        }
    }
    let starts = [protected.content.as_deref(), protected.cwd.as_deref()];
    for repo in starts.into_iter().flatten().filter_map(repository_root) {
        if let Some(relation) = overlap(&resolved, &repo, false) {
            return Err(OutRefused::Repository {
                out: resolved,
                relation,
                repo,
            });
        }
    }
    if resolved.components().any(|c| c.as_os_str() == ".git") {
        return Err(OutRefused::InsideGitData(resolved));
    }
    if resolved.join(".git").exists() {
        return Err(OutRefused::Repository {
            repo: resolved.clone(),
            out: resolved,
            relation: "is",
        });
    }
    if let Some(repo) = repository_below(&resolved)? {
        return Err(OutRefused::HoldsRepository {
            out: resolved,
            repo,
        });
    }
    match std::fs::symlink_metadata(&resolved) {
        Ok(meta) if !meta.is_dir() => return Err(OutRefused::NotADirectory(resolved)),
        Ok(_) if !force && !is_ours_or_empty(&resolved)? => {
            return Err(OutRefused::NotOurs(resolved))
        }
        _ => {}
    }
    Ok(OutDir(resolved))
}

/// How `out` relates to `folder`, when replacing `out` would touch `folder`. With `inside`, an
/// output inside the folder counts too (the build would write into the sources).
fn overlap(out: &Path, folder: &Path, inside: bool) -> Option<&'static str> {
    if out == folder {
        Some("is")
    } else if folder.starts_with(out) {
        Some("contains")
    } else if inside && out.starts_with(folder) {
        Some("is inside")
    } else {
        None
    }
}

/// An absolute path with symlinks resolved as far as the path exists; the missing tail is
/// appended as written (`..` in the missing tail is refused by `canonicalize` of its parent).
fn resolve(path: &Path) -> Result<PathBuf, OutRefused> {
    let inspect = |source| OutRefused::Inspect {
        path: path.to_owned(),
        source,
    };
    let absolute = std::path::absolute(path).map_err(inspect)?;
    let mut existing = absolute.as_path();
    let mut tail = Vec::new();
    loop {
        match existing.canonicalize() {
            Ok(real) => {
                return Ok(tail
                    .iter()
                    .rev()
                    .fold(real, |acc: PathBuf, part| acc.join(part)));
            }
            Err(err) => match (existing.parent(), existing.file_name()) {
                (Some(parent), Some(name)) if err.kind() == std::io::ErrorKind::NotFound => {
                    tail.push(name.to_owned());
                    existing = parent;
                }
                _ => return Err(inspect(err)),
            },
        }
    }
}

/// The nearest ancestor (or self) of `start` that holds a `.git` entry.
fn repository_root(start: &Path) -> Option<PathBuf> {
    let start = resolve(start).ok()?;
    start
        .ancestors()
        .find(|dir| dir.join(".git").exists())
        .map(Path::to_owned)
}

/// Entries [`repository_below`] looks at before giving up (a 10,000-page export holds about
/// 42,000 files).
pub const SEARCH_LIMIT: usize = 500_000;

/// The first repository (a folder holding a `.git` entry) anywhere below `dir`, searched
/// breadth-first without following symlinks. A folder too large to search is refused rather than
/// guessed about.
fn repository_below(dir: &Path) -> Result<Option<PathBuf>, OutRefused> {
    let mut queue = std::collections::VecDeque::from([dir.to_owned()]);
    let mut seen = 0usize;
    while let Some(folder) = queue.pop_front() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            seen += 1;
            if seen > SEARCH_LIMIT {
                return Err(OutRefused::TooLargeToCheck(dir.to_owned()));
            }
            if entry.file_name() == ".git" {
                return Ok(Some(folder));
            }
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                queue.push_back(entry.path());
            }
        }
    }
    Ok(None)
}

/// A folder a build wrote (it has the marker), or an empty one. Nothing else counts: a folder with
/// `.nojekyll` and `_data/` may as well be another generator's sources.
fn is_ours_or_empty(dir: &Path) -> Result<bool, OutRefused> {
    let inspect = |source| OutRefused::Inspect {
        path: dir.to_owned(),
        source,
    };
    let mut entries = std::fs::read_dir(dir).map_err(inspect)?;
    if entries.next().is_none() {
        return Ok(true);
    }
    Ok(dir.join(MARKER).is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("docs-target-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.canonicalize().unwrap()
    }

    #[test]
    fn output_equal_to_inside_or_around_content_is_refused() {
        let root = temp("content");
        let content = root.join("content");
        std::fs::create_dir_all(content.join("guide")).unwrap();
        let protected = Protected {
            content: Some(content.clone()),
            cwd: None,
        };
        for out in [content.clone(), content.join("guide/out"), root.clone()] {
            let err = check(&out, &protected, true).unwrap_err();
            assert!(matches!(err, OutRefused::Content { .. }), "{out:?}: {err}");
        }
        assert!(check(&root.join("site"), &protected, false).is_ok());
    }

    #[test]
    fn working_dir_repository_and_filesystem_root_are_refused_even_with_force() {
        let root = temp("repo");
        std::fs::create_dir_all(root.join(".git")).unwrap();
        std::fs::create_dir_all(root.join("sub")).unwrap();
        let protected = Protected {
            content: None,
            cwd: Some(root.join("sub")),
        };
        assert!(matches!(
            check(&root.join("sub"), &protected, true),
            Err(OutRefused::WorkingDir { .. })
        ));
        assert!(matches!(
            check(&root, &protected, true),
            Err(OutRefused::WorkingDir {
                relation: "contains",
                ..
            })
        ));
        assert!(matches!(
            check(Path::new("/"), &protected, true),
            Err(OutRefused::FilesystemRoot { .. })
        ));
        let other = Protected {
            content: Some(root.join("sub")),
            cwd: None,
        };
        assert!(matches!(
            check(&root, &other, true),
            Err(OutRefused::Content { .. })
        ));
        let beside = Protected {
            content: None,
            cwd: Some(root.join("sub/deeper")),
        };
        assert!(matches!(
            check(&root, &beside, true),
            Err(OutRefused::WorkingDir { .. }) | Err(OutRefused::Repository { .. })
        ));
    }

    #[test]
    fn foreign_non_empty_folder_needs_force_and_a_marked_one_does_not() {
        let root = temp("foreign");
        let out = root.join("out");
        std::fs::create_dir_all(&out).unwrap();
        std::fs::write(out.join("notes.txt"), "mine").unwrap();
        let protected = Protected::default();
        assert!(matches!(
            check(&out, &protected, false),
            Err(OutRefused::NotOurs(_))
        ));
        assert!(check(&out, &protected, true).is_ok());
        std::fs::write(out.join(MARKER), "").unwrap();
        assert!(check(&out, &protected, false).is_ok());
    }

    #[test]
    fn symlinked_output_resolves_to_its_target() {
        let root = temp("link");
        std::fs::create_dir_all(root.join("real")).unwrap();
        std::os::unix::fs::symlink(root.join("real"), root.join("link")).unwrap();
        let resolved = check(&root.join("link"), &Protected::default(), false).unwrap();
        assert_eq!(resolved.path(), root.join("real"));
    }
}
