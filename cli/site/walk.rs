//! Walking a content folder on disk. Symlinks are resolved and kept only when they stay inside the
//! boundary folder, and a file that cannot be read is a finding for that path, never the end of the walk.

use std::path::{Path, PathBuf};

use super::{Diagnostic, LoadError, Span};

/// The canonical form of a root folder: the boundary resolved symlinks must stay inside.
pub fn canonical_root(root: &Path) -> Result<PathBuf, LoadError> {
    root.canonicalize().map_err(|source| LoadError::Read {
        path: root.to_owned(),
        source,
    })
}

/// One walk: names are relative to `root` (`/`-separated); files must resolve inside `boundary`.
pub struct Walk<'a> {
    pub root: &'a Path,
    pub boundary: &'a Path,
    /// Whether to enter the folder with this relative name.
    pub descend: &'a dyn Fn(&str) -> bool,
    /// Whether a file with this relative name is wanted.
    pub keep: &'a dyn Fn(&str) -> bool,
}

impl Walk<'_> {
    /// Call `visit(relative name, path to read)` for every wanted file under `dir`; problems
    /// (unreadable folders, dangling or outside links) are pushed and the walk goes on.
    pub fn dir(
        &self,
        dir: &Path,
        visit: &mut dyn FnMut(String, PathBuf),
        problems: &mut Vec<Diagnostic>,
    ) {
        let entries = match std::fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(err) => return problems.push(unreadable(&self.rel(dir), &err)),
        };
        for entry in entries {
            // An entry can vanish between the listing and this look at it.
            let entry = match entry {
                Ok(entry) => entry,
                Err(err) => {
                    problems.push(unreadable(&self.rel(dir), &err));
                    continue;
                }
            };
            let path = entry.path();
            let rel = self.rel(&path);
            let file_type = match entry.file_type() {
                Ok(t) => t,
                Err(err) => {
                    problems.push(unreadable(&rel, &err));
                    continue;
                }
            };
            // What a name ends in never decides: a folder called `x.md` is a folder and is walked
            // like any other, and only a regular file is read.
            if file_type.is_dir() {
                if (self.descend)(&rel) {
                    self.dir(&path, visit, problems);
                }
            } else if file_type.is_symlink() {
                self.symlink(&path, rel, visit, problems);
            } else if file_type.is_file() {
                if (self.keep)(&rel) {
                    visit(rel, path);
                }
            } else if (self.keep)(&rel) {
                // A FIFO would block the read forever and a device could be endless: never read,
                // and said, so a page that is missing is explained.
                problems.push(
                    Diagnostic::error(
                        "file/not-regular",
                        Span::file(&rel),
                        format!(
                            "`{rel}` is {}, not a regular file; it is not read",
                            kind_of(&file_type)
                        ),
                    )
                    .with_help("replace it with a regular file, or remove it"),
                );
            }
        }
    }

    fn symlink(
        &self,
        link: &Path,
        rel: String,
        visit: &mut dyn FnMut(String, PathBuf),
        problems: &mut Vec<Diagnostic>,
    ) {
        let wanted = (self.keep)(&rel);
        let real = match link.canonicalize() {
            Ok(real) => real,
            Err(err) => {
                if wanted {
                    problems.push(
                        Diagnostic::error(
                            "file/unreadable",
                            Span::file(&rel),
                            format!("`{rel}` is a symbolic link whose target cannot be read ({err}); it is not loaded"),
                        )
                        .with_help("fix or remove the link; the other files are still checked"),
                    );
                }
                return;
            }
        };
        let is_dir = real.is_dir();
        if !real.starts_with(self.boundary) {
            if wanted || (is_dir && (self.descend)(&rel)) {
                let target = std::fs::read_link(link).unwrap_or(real);
                problems.push(
                    Diagnostic::error(
                        "content/symlink-outside",
                        Span::file(&rel),
                        format!(
                            "`{rel}` is a symbolic link to `{}`, outside the content folder; it is not loaded",
                            target.display()
                        ),
                    )
                    .with_help("copy the file into the content folder, or link to one inside it"),
                );
            }
            return;
        }
        if !wanted {
            return;
        }
        if real.is_file() {
            // Read the resolved path, so what is read is what was checked.
            visit(rel, real);
        } else {
            // Linked folders are not followed (a link to an ancestor would loop forever).
            problems.push(
                Diagnostic::error(
                    "file/unreadable",
                    Span::file(&rel),
                    format!("`{rel}` is a symbolic link to something that is not a regular file; it is not loaded"),
                )
                .with_help("link to a file, or remove the link"),
            );
        }
    }

    fn rel(&self, path: &Path) -> String {
        path.strip_prefix(self.root)
            .unwrap_or(path)
            .to_string_lossy()
            .replace('\\', "/")
    }
}

/// What a file that is neither a folder, a link nor a regular file is, for a finding.
fn kind_of(file_type: &std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if file_type.is_socket() {
            return "a socket";
        }
        if file_type.is_block_device() || file_type.is_char_device() {
            return "a device";
        }
    }
    let _ = file_type;
    "a special file"
}

/// Read one file found by a walk; a failure is a finding for that path.
pub fn read_file(rel: &str, path: &Path) -> Result<Vec<u8>, Diagnostic> {
    std::fs::read(path).map_err(|err| unreadable(rel, &err))
}

fn unreadable(rel: &str, err: &std::io::Error) -> Diagnostic {
    let shown = if rel.is_empty() { "." } else { rel };
    Diagnostic::error(
        "file/unreadable",
        Span::file(shown),
        format!("cannot read `{shown}`: {err}"),
    )
    .with_help("fix its permissions or remove it; the other files are still checked")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Walk `root` keeping `*.md`: (visited names, finding rules and files).
    fn walk_md(root: &Path) -> (Vec<String>, Vec<(String, String)>) {
        let boundary = canonical_root(root).unwrap();
        let walk = Walk {
            root,
            boundary: &boundary,
            descend: &|_| true,
            keep: &|rel: &str| rel.ends_with(".md"),
        };
        let (mut seen, mut problems) = (Vec::new(), Vec::new());
        walk.dir(root, &mut |rel, _| seen.push(rel), &mut problems);
        seen.sort();
        let found = problems
            .iter()
            .map(|d| (d.rule.to_owned(), d.span.file.clone()))
            .collect();
        (seen, found)
    }

    // Regression: issue 53, a folder named `x.md` and special files named `*.md` went unexplained.
    #[test]
    fn a_folder_named_like_a_page_is_walked_and_a_special_file_is_reported_not_read() {
        let root = std::env::temp_dir().join(format!("docs-walk-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("guide/x.md")).unwrap();
        std::fs::write(root.join("guide/x.md/inner.md"), "# Inner\n").unwrap();
        std::fs::write(root.join("guide/a.md"), "# A\n").unwrap();
        #[cfg(unix)]
        {
            let made = std::process::Command::new("mkfifo")
                .arg(root.join("guide/pipe.md"))
                .status()
                .is_ok_and(|s| s.success());
            assert!(made, "mkfifo");
        }
        let (seen, found) = walk_md(&root);
        assert_eq!(seen, ["guide/a.md", "guide/x.md/inner.md"]);
        #[cfg(unix)]
        assert_eq!(
            found,
            [("file/not-regular".to_owned(), "guide/pipe.md".to_owned())]
        );
        std::fs::remove_dir_all(&root).unwrap();
    }
}
