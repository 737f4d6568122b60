//! Where content comes from: the copy embedded at build time, or a folder on disk (`--content DIR`).

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};

use include_dir::{include_dir, Dir};

use super::git;
use super::walk::{canonical_root, read_file, Walk};
use super::{Diagnostic, LoadError};

static EMBEDDED: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/content");
const EMBEDDED_GIT_LOG: &str = include_str!(concat!(env!("OUT_DIR"), "/content-git.log"));

/// A content root.
#[derive(Debug, Clone)]
pub enum ContentSource {
    Embedded,
    Disk(PathBuf),
}

/// A text file of the content tree (pages, config, data), path relative to the root.
pub struct SourceFile {
    pub path: String,
    /// Empty when `unchanged`.
    pub bytes: Vec<u8>,
    /// What the file's metadata said before it was read (on disk only).
    pub stamp: Option<Stamp>,
    /// The file has the stamp a previous load knew: it was not read again.
    pub unchanged: bool,
}

impl SourceFile {
    /// Whether `text` is exactly this file's bytes (a file not read again is the text its stamp
    /// was kept for).
    pub fn holds(&self, text: &str) -> bool {
        self.unchanged || text.as_bytes() == self.bytes.as_slice()
    }
}

/// What a file's metadata says of its bytes: size, modification and change times, inode. An edit
/// moves the change time, which no tool can set back, so an equal stamp means the same bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stamp {
    pub len: u64,
    modified: (i64, i64),
    changed: (i64, i64),
    inode: (u64, u64),
}

impl Stamp {
    fn of(meta: &std::fs::Metadata) -> Self {
        use std::os::unix::fs::MetadataExt;
        Self {
            len: meta.len(),
            modified: (meta.mtime(), meta.mtime_nsec()),
            changed: (meta.ctime(), meta.ctime_nsec()),
            inode: (meta.dev(), meta.ino()),
        }
    }
}

/// The files of a content tree, and the paths that could not be loaded (each a finding).
#[derive(Default)]
pub struct Listing {
    pub files: Vec<SourceFile>,
    /// Unreadable files, dangling links, links leading outside the root (pages and `public/`).
    pub problems: Vec<Diagnostic>,
}

impl ContentSource {
    /// `--content DIR` when given; else `./content` when it exists; else the embedded copy.
    pub fn choose(dir: Option<&Path>) -> Self {
        match dir {
            Some(d) => Self::Disk(d.to_owned()),
            None if Path::new("content/site.yaml").is_file() => {
                Self::Disk(PathBuf::from("content"))
            }
            None => Self::Embedded,
        }
    }

    /// A human description for logs and the TUI status bar.
    pub fn describe(&self) -> String {
        match self {
            Self::Embedded => "embedded content".into(),
            Self::Disk(p) => p.display().to_string(),
        }
    }

    /// Every file outside `public/` and dotfolders: Markdown pages, YAML config and data. Only a
    /// missing or unreadable root is an error; per-file problems (public files included) are listed.
    /// A file whose stamp is the one `known` has is not read (a reload after a save reads the file
    /// saved, not all ten thousand).
    pub fn files_after(&self, known: &HashMap<String, Stamp>) -> Result<Listing, LoadError> {
        let mut listing = Listing::default();
        match self {
            Self::Embedded => collect_embedded(&EMBEDDED, &mut listing.files),
            Self::Disk(root) => {
                if !root.is_dir() {
                    return Err(LoadError::MissingRoot(root.clone()));
                }
                collect_disk(root, known, &mut listing)?;
                // Public files are read later (serve, export); their links are checked now so lint names them.
                let public = root.join("public");
                if public.is_dir() {
                    collect_public_disk(root, &public, &mut |_, _| {}, &mut listing.problems)?;
                }
            }
        }
        listing.files.sort_by(|a, b| a.path.cmp(&b.path));
        Ok(listing)
    }

    /// Git info per file; empty when git history is not available.
    pub fn git(&self) -> std::sync::Arc<git::Files> {
        match self {
            Self::Embedded => std::sync::Arc::new(git::parse(EMBEDDED_GIT_LOG)),
            Self::Disk(root) => git::read(root).unwrap_or_default(),
        }
    }

    /// Bytes of `public/<rel>`; `rel` must already be a sanitized relative path.
    pub fn public_file(&self, rel: &str) -> Option<std::borrow::Cow<'static, [u8]>> {
        if !is_safe_relative(rel) {
            return None;
        }
        match self {
            Self::Embedded => EMBEDDED
                .get_file(format!("public/{rel}"))
                .map(|f| f.contents().into()),
            Self::Disk(root) => {
                let public = root.join("public").canonicalize().ok()?;
                let path = public.join(rel).canonicalize().ok()?;
                // Symlinks must not lead outside the public folder.
                if !path.starts_with(&public) || !path.is_file() {
                    return None;
                }
                std::fs::read(path).ok().map(Into::into)
            }
        }
    }
}

/// Files beside the pages (`guide/img/a.png`, linked from `guide/a.md` as `./img/a.png`, as
/// VuePress content does): served at their own path, next to the page's route, and exported.
impl ContentSource {
    /// Bytes of a file at `rel` from the site root: `public/<rel>` first, then the file beside the
    /// pages, the order the server answers in.
    pub fn asset_file(&self, rel: &str) -> Option<std::borrow::Cow<'static, [u8]>> {
        self.public_file(rel).or_else(|| self.page_asset(rel))
    }

    /// Bytes of a file beside the pages: any file of the content root outside `public/` that is not
    /// a page, config or data file (those are sources, never served raw). Symlinks must not lead
    /// outside the content root.
    pub fn page_asset(&self, rel: &str) -> Option<std::borrow::Cow<'static, [u8]>> {
        if !is_safe_relative(rel) || !is_page_asset(rel) {
            return None;
        }
        match self {
            Self::Embedded => EMBEDDED.get_file(rel).map(|f| f.contents().into()),
            Self::Disk(root) => {
                let root = root.canonicalize().ok()?;
                let path = root.join(rel).canonicalize().ok()?;
                if !path.starts_with(&root) || !path.is_file() {
                    return None;
                }
                std::fs::read(path).ok().map(Into::into)
            }
        }
    }

    /// Every file beside the pages as (path relative to the root, bytes), for the static export.
    /// Unreadable files and links leading outside the root are left out, as for `public/`.
    pub fn page_assets(&self) -> Result<Vec<(String, Vec<u8>)>, LoadError> {
        Ok(read_listed(self.list_page_assets()?))
    }

    /// The paths of [`ContentSource::page_assets`], without reading the files.
    pub fn page_asset_names(&self) -> Result<Vec<String>, LoadError> {
        Ok(names(self.list_page_assets()?))
    }

    fn list_page_assets(&self) -> Result<Vec<(String, Listed)>, LoadError> {
        let mut out = Vec::new();
        match self {
            Self::Embedded => collect_embedded_assets(&EMBEDDED, &mut out),
            Self::Disk(root) => {
                let boundary = canonical_root(root)?;
                let walk = Walk {
                    root,
                    boundary: &boundary,
                    descend: &descend_content,
                    keep: &|rel: &str| is_safe_relative(rel) && is_page_asset(rel),
                };
                let mut problems = Vec::new();
                walk.dir(
                    root,
                    &mut |rel, real| out.push((rel, Listed::Disk(real))),
                    &mut problems,
                );
            }
        }
        out.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(out)
    }
}

/// Where the bytes of a listed file are.
enum Listed {
    Embedded(&'static [u8]),
    Disk(PathBuf),
}

/// The listed files' bytes; a file that cannot be read is left out.
fn read_listed(listed: Vec<(String, Listed)>) -> Vec<(String, Vec<u8>)> {
    listed
        .into_iter()
        .filter_map(|(rel, at)| match at {
            Listed::Embedded(bytes) => Some((rel, bytes.to_vec())),
            Listed::Disk(real) => read_file(&rel, &real).ok().map(|bytes| (rel, bytes)),
        })
        .collect()
}

fn names(listed: Vec<(String, Listed)>) -> Vec<String> {
    listed.into_iter().map(|(rel, _)| rel).collect()
}

/// A file beside the pages: not under `public/`, not a source the site is built from.
fn is_page_asset(rel: &str) -> bool {
    !rel.starts_with("public/")
        && !rel.split('/').any(|s| s == "node_modules")
        && ![".md", ".yaml", ".yml"]
            .iter()
            .any(|ext| rel.ends_with(ext))
}

fn collect_embedded_assets(dir: &Dir<'static>, out: &mut Vec<(String, Listed)>) {
    for file in dir.files() {
        let path = file.path().to_string_lossy().replace('\\', "/");
        if is_safe_relative(&path) && is_page_asset(&path) {
            out.push((path, Listed::Embedded(file.contents())));
        }
    }
    for sub in dir.dirs() {
        collect_embedded_assets(sub, out);
    }
}

/// The folders a content walk enters: not `public/` (walked on its own), dotfolders or node_modules.
fn descend_content(rel: &str) -> bool {
    rel != "public"
        && !rel.rsplit('/').next().unwrap_or("").starts_with('.')
        && !rel.ends_with("node_modules")
}

impl ContentSource {
    /// Every file under `public/` as (path relative to `public/`, bytes), for the static export.
    /// Files that cannot be read or that link outside `public/` are left out (`Site::load` reports them).
    pub fn public_files(&self) -> Result<Vec<(String, Vec<u8>)>, LoadError> {
        Ok(read_listed(self.list_public()?))
    }

    /// The paths of [`ContentSource::public_files`] (relative to `public/`), without reading
    /// the files.
    pub fn public_names(&self) -> Result<Vec<String>, LoadError> {
        Ok(names(self.list_public()?))
    }

    fn list_public(&self) -> Result<Vec<(String, Listed)>, LoadError> {
        let mut out = Vec::new();
        match self {
            Self::Embedded => {
                if let Some(dir) = EMBEDDED.get_dir("public") {
                    collect_public_embedded(dir, &mut out);
                }
            }
            Self::Disk(root) => {
                let public = root.join("public");
                if public.is_dir() {
                    let mut problems = Vec::new();
                    collect_public_disk(
                        root,
                        &public,
                        &mut |rel, real| {
                            out.push((public_rel(&rel).to_owned(), Listed::Disk(real)));
                        },
                        &mut problems,
                    )?;
                }
            }
        }
        out.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(out)
    }
}

/// `public/img/a.png` → `img/a.png`.
fn public_rel(rel: &str) -> &str {
    rel.strip_prefix("public/").unwrap_or(rel)
}

fn collect_public_embedded(dir: &Dir<'static>, out: &mut Vec<(String, Listed)>) {
    for file in dir.files() {
        let path = file.path().to_string_lossy().replace('\\', "/");
        let rel = path.strip_prefix("public/").unwrap_or(&path).to_owned();
        if is_safe_relative(&rel) {
            out.push((rel, Listed::Embedded(file.contents())));
        }
    }
    for sub in dir.dirs() {
        collect_public_embedded(sub, out);
    }
}

/// Walk `public/` (names relative to the content root); links must stay inside `public/`, as for
/// the server's [`ContentSource::public_file`].
fn collect_public_disk(
    root: &Path,
    public: &Path,
    visit: &mut dyn FnMut(String, PathBuf),
    problems: &mut Vec<Diagnostic>,
) -> Result<(), LoadError> {
    let boundary = canonical_root(public)?;
    let safe = |rel: &str| is_safe_relative(public_rel(rel));
    let walk = Walk {
        root,
        boundary: &boundary,
        descend: &safe,
        keep: &safe,
    };
    walk.dir(public, visit, problems);
    Ok(())
}

/// A relative path with only normal components and no dotfiles, backslashes or NULs.
pub fn is_safe_relative(rel: &str) -> bool {
    !rel.is_empty()
        && !rel.contains(['\\', '\0', ':'])
        && Path::new(rel)
            .components()
            .all(|c| matches!(c, Component::Normal(_)))
        && rel
            .split('/')
            .all(|seg| !seg.is_empty() && !seg.starts_with('.'))
}

fn wanted(path: &str) -> bool {
    !path.starts_with("public/")
        && !path
            .split('/')
            .any(|s| s.starts_with('.') || s == "node_modules")
        && (path.ends_with(".md") || path.ends_with(".yaml") || path.ends_with(".yml"))
}

fn collect_embedded(dir: &Dir<'static>, out: &mut Vec<SourceFile>) {
    for file in dir.files() {
        let path = file.path().to_string_lossy().replace('\\', "/");
        if wanted(&path) {
            out.push(SourceFile {
                path,
                bytes: file.contents().to_vec(),
                stamp: None,
                unchanged: false,
            });
        }
    }
    for sub in dir.dirs() {
        collect_embedded(sub, out);
    }
}

fn collect_disk(
    root: &Path,
    known: &HashMap<String, Stamp>,
    listing: &mut Listing,
) -> Result<(), LoadError> {
    let boundary = canonical_root(root)?;
    let walk = Walk {
        root,
        boundary: &boundary,
        descend: &descend_content,
        keep: &wanted,
    };
    let Listing { files, problems } = listing;
    let mut found = Vec::new();
    walk.dir(root, &mut |rel, real| found.push((rel, real)), problems);
    // Read side by side: a big site's files are most of what a load (and a save's reload) costs.
    // The stamp is taken before the bytes are read: a write in between leaves a stamp that the
    // next load finds moved.
    let read = crate::parallel::map(&found, |(path, real)| {
        let stamp = std::fs::metadata(real).ok().map(|m| Stamp::of(&m));
        if stamp.is_some() && known.get(path) == stamp.as_ref() {
            return Ok((Vec::new(), stamp, true));
        }
        read_file(path, real).map(|bytes| (bytes, stamp, false))
    });
    for ((path, _), read) in found.into_iter().zip(read) {
        match read {
            Ok((bytes, stamp, unchanged)) => files.push(SourceFile {
                path,
                bytes,
                stamp,
                unchanged,
            }),
            Err(problem) => problems.push(problem),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_relative_paths_are_refused() {
        for bad in [
            "../x",
            "a/../../x",
            "/etc/passwd",
            ".env",
            "a/.git/config",
            "a\\b",
            "c:/x",
            "a\0b",
            "",
            "a//b",
        ] {
            assert!(!is_safe_relative(bad), "{bad:?}");
        }
        assert!(is_safe_relative("img/logo.svg"));
    }
}
