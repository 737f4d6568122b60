//! The site's index at rest: what `docs search` in a terminal answers from without loading a page.
//! Each call that loads the content and brings the kept indexes ([`super::kept`]) up to it writes
//! a note beside them: a stamp of the content's files (name, size, times, inode), the locales, and
//! the generation and commit each locale's index was at. A later call whose stamp is the same, and
//! whose locales' indexes are still at those commits (a server may have changed them since), opens
//! them read-only: the texts the ranker and the snippets read are stored in the index. Anything
//! else (an edit, a file added, another binary, a folder that cannot be read or trusted) is no
//! note: the content is loaded and the indexes brought up to it again.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::kept::{IndexFolder, LocaleFolder};
use super::lifecycle::LocaleIndex;
use super::tokenizer::is_cjk;
use super::SearchIndex;
use crate::fingerprint::{self, Fingerprint};
use crate::site::{Analyzer, ContentSource, Site};

/// Format version of a note: another version is no note.
const FORMAT: u32 = 1;

/// Name of the note in the folder of the site's indexes.
const NOTE: &str = "docs-at-rest.json";

/// The site's locales as a search picks among them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Locales {
    /// The key of the locale at `/`.
    pub root: String,
    /// `(key, language tag, CJK analyzer)` per locale.
    pub list: Vec<(String, String, bool)>,
}

impl Locales {
    pub fn of(site: &Site) -> Self {
        Self {
            root: site.root_locale().key.clone(),
            list: site
                .config
                .locales
                .values()
                .map(|l| {
                    let cjk = l.analyzer() == Analyzer::CjkBigrams;
                    (l.key.clone(), l.lang.clone(), cjk)
                })
                .collect(),
        }
    }

    /// The locale a query without a language is searched in: the first CJK one when the query
    /// holds a CJK character (a Chinese query finds nothing among English words), else the root's,
    /// unless the root is CJK and another is not (a Chinese site with English pages under `/en/`).
    pub fn for_query(&self, query: &str) -> &str {
        let first = |cjk: bool| self.list.iter().find(|l| l.2 == cjk).map(|l| l.0.as_str());
        let root_is_cjk = self.list.iter().any(|l| l.0 == self.root && l.2);
        let wanted = if query.chars().any(is_cjk) {
            first(true)
        } else if root_is_cjk {
            first(false)
        } else {
            None
        };
        wanted.unwrap_or(&self.root)
    }
}

/// What a note says: see the module's doc.
#[derive(Debug, Serialize, Deserialize)]
struct Note {
    format: u32,
    binary: Fingerprint,
    content: Fingerprint,
    locales: Locales,
    /// `(key, generation folder, commit)` per locale.
    indexes: Vec<(String, PathBuf, u64)>,
}

/// The folder the content's indexes are kept in (named like [`IndexFolder::for_content`]'s).
fn folder_of(source: &ContentSource) -> Option<PathBuf> {
    crate::cache::path_for_folder(&content_root(source), "search")
}

/// The root the content is known by: its folder, or (embedded) a name no folder can have, as
/// folders are named by their full path.
fn content_root(source: &ContentSource) -> PathBuf {
    match source {
        ContentSource::Disk(root) => root.clone(),
        ContentSource::Embedded => PathBuf::from("embedded content"),
    }
}

/// The folder to keep the indexes of `source` in, held while it lives (`None`: another process
/// holds it, or there is no cache folder).
pub fn hold(source: &ContentSource) -> Option<IndexFolder> {
    IndexFolder::for_content(&content_root(source))
}

/// A stamp of the content's files: for each file below the root (dot-names left out, as the
/// content loader does) its path, size, modification and change times and inode. An edit moves
/// the change time, which no tool can set back. `None` when the tree cannot be read whole or holds
/// a link to a folder (its files could change unseen). The embedded content is the binary's.
pub fn content_stamp(source: &ContentSource) -> Option<Fingerprint> {
    let root = match source {
        ContentSource::Embedded => return Some(fingerprint::binary()),
        ContentSource::Disk(root) => root,
    };
    let mut files = Vec::new();
    walk(root, "", &mut files)?;
    files.sort_unstable();
    Some(fingerprint::of(&files))
}

type FileStamp = (String, u64, i64, i64, i64, i64, u64);

fn walk(dir: &Path, rel: &str, out: &mut Vec<FileStamp>) -> Option<()> {
    use std::os::unix::fs::MetadataExt;
    for entry in std::fs::read_dir(dir).ok()? {
        let entry = entry.ok()?;
        let name = entry.file_name().into_string().ok()?;
        if name.starts_with('.') {
            continue;
        }
        let path = format!("{rel}{name}");
        let kind = entry.file_type().ok()?;
        if kind.is_dir() {
            walk(&entry.path(), &format!("{path}/"), out)?;
            continue;
        }
        // A link is stamped by what it leads to; a link to a folder is no stamp.
        let meta = std::fs::metadata(entry.path()).ok()?;
        if meta.is_dir() {
            return None;
        }
        out.push((
            path,
            meta.len(),
            meta.mtime(),
            meta.mtime_nsec(),
            meta.ctime(),
            meta.ctime_nsec(),
            meta.ino(),
        ));
    }
    Some(())
}

/// The site's index at rest for content whose stamp is `content`, and its locales, when the note
/// beside the kept indexes says they were made from it and they are still at the noted commits.
pub fn open(source: &ContentSource, content: Fingerprint) -> Option<(SearchIndex, Locales)> {
    let dir = folder_of(source)?;
    let bytes = crate::cache::trust::read(&dir.join(NOTE))?;
    let note: Note = serde_json::from_slice(&bytes).ok()?;
    if note.format != FORMAT || note.binary != fingerprint::binary() || note.content != content {
        return None;
    }
    let mut locales = std::collections::BTreeMap::new();
    for (key, generation, opstamp) in &note.indexes {
        let (_, _, cjk) = note.locales.list.iter().find(|(k, ..)| k == key)?;
        let folder = LocaleFolder::of(&dir, key);
        let index = LocaleIndex::open_at_rest(&folder, *cjk, generation, *opstamp)?;
        locales.insert(key.clone(), Arc::new(index));
    }
    let tags = note
        .locales
        .list
        .iter()
        .map(|(key, lang, _)| (lang.to_ascii_lowercase(), key.clone()))
        .collect();
    let keys = note.locales.list.iter().map(|(k, ..)| k.clone()).collect();
    let index = SearchIndex {
        locales,
        tags,
        keys,
    };
    Some((index, note.locales))
}

/// Leave a note that `index`, kept in `folder`, was made from content whose stamp is `content`
/// (nothing when a locale's index is in memory only). A failure only costs the next call its speed.
pub fn note(index: &SearchIndex, folder: &IndexFolder, content: Fingerprint, locales: Locales) {
    let indexes: Option<Vec<_>> = index
        .locales
        .iter()
        .map(|(key, locale)| {
            let (generation, opstamp) = locale.kept_at()?;
            Some((key.clone(), generation, opstamp))
        })
        .collect();
    let Some(indexes) = indexes else {
        return;
    };
    let note = Note {
        format: FORMAT,
        binary: fingerprint::binary(),
        content,
        locales,
        indexes,
    };
    let file = folder.dir().join(NOTE);
    if let Err(err) = crate::cache::replace(&file, &note) {
        let _ = std::fs::remove_file(&file);
        tracing::debug!("search note not kept in {}: {err}", file.display());
    }
}

/// Index `site` for a terminal search: the indexes `folder` kept brought up to it (or made), in
/// memory without a folder.
pub fn build(
    site: &Site,
    rendered: &[(&crate::site::Page, &crate::render::RenderedPage)],
    folder: Option<&IndexFolder>,
) -> Result<SearchIndex, super::IndexError> {
    SearchIndex::build_unless(
        site,
        rendered,
        &AtomicBool::new(false),
        None,
        folder,
        &|_| {},
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_in_chinese_searches_the_chinese_locale() {
        let locales = Locales {
            root: "en".into(),
            list: vec![
                ("en".into(), "en-US".into(), false),
                ("zh".into(), "zh-CN".into(), true),
            ],
        };
        assert_eq!(locales.for_query("反向代理"), "zh");
        assert_eq!(locales.for_query("docker 安装"), "zh");
        assert_eq!(locales.for_query("reverse proxy"), "en");
        let english_only = Locales {
            list: vec![("en".into(), "en-US".into(), false)],
            ..locales
        };
        assert_eq!(english_only.for_query("反向代理"), "en");
        let chinese_first = Locales {
            root: "zh".into(),
            list: vec![
                ("zh".into(), "zh-CN".into(), true),
                ("en".into(), "en-US".into(), false),
            ],
        };
        assert_eq!(chinese_first.for_query("install"), "en");
        assert_eq!(chinese_first.for_query("安装"), "zh");
        let chinese_only = Locales {
            list: vec![("zh".into(), "zh-CN".into(), true)],
            ..chinese_first
        };
        assert_eq!(chinese_only.for_query("docker"), "zh");
    }

    #[test]
    fn an_edit_changes_the_stamp() {
        let dir = std::env::temp_dir().join(format!("docs-at-rest-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("guide/.hidden")).unwrap();
        std::fs::write(dir.join("guide/a.md"), "# A").unwrap();
        let source = ContentSource::Disk(dir.clone());
        let first = content_stamp(&source).unwrap();
        assert_eq!(
            content_stamp(&source),
            Some(first),
            "same files, same stamp"
        );
        std::fs::write(dir.join("guide/.hidden/x"), "x").unwrap();
        assert_eq!(content_stamp(&source), Some(first), "dot-names left out");
        std::fs::write(dir.join("guide/a.md"), "# B").unwrap();
        let edited = content_stamp(&source).unwrap();
        assert_ne!(edited, first);
        std::fs::write(dir.join("guide/b.md"), "# B").unwrap();
        assert_ne!(content_stamp(&source), Some(edited), "a file added");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
