//! The llms.txt files and the pages' Markdown twins (`document::llms`) as the export writes them.
//! A twin is made of what the page's rendering and document read (its text and includes, its
//! title, route and locale), so a page the previous output holds unchanged ([`super::Known`])
//! has the same twin there: that file is linked over and its text read back for llms-full.txt
//! instead of being made again. A build that changed one page of ten thousand makes one twin.

use std::path::Path;

use super::files::OutFile;
use super::Known;
use crate::document::{llms, markdown_twin};
use crate::site::Site;

/// Every llms file of the export: each locale's llms.txt and llms-full.txt, then the twins.
/// `out` is the previous output. Empty with `llms: false`.
pub(super) fn files(site: &Site, known: &Known, out: &Path) -> Vec<OutFile<'static>> {
    if !site.config.llms {
        return Vec::new();
    }
    let pages: Vec<_> = site.pages.iter().enumerate().collect();
    // (twin path, text, whether the previous output's file holds it)
    let twins = crate::parallel::map(&pages, |&(i, page)| {
        let rel = llms::twin_path(&page.route);
        let unchanged = known.unchanged.get(i).copied().unwrap_or(false);
        match unchanged.then(|| previous_text(out, &rel)).flatten() {
            Some(text) => (rel, text, true),
            None => (rel, markdown_twin::of(site, page), false),
        }
    });
    let (texts, kept): (Vec<String>, Vec<(String, bool)>) = twins
        .into_iter()
        .map(|(rel, text, kept)| (text, (rel, kept)))
        .unzip();
    let mut files: Vec<OutFile<'static>> = llms::texts(site, &texts)
        .into_iter()
        .map(|(rel, _, bytes)| OutFile::new(rel, bytes))
        .collect();
    files.extend(texts.into_iter().zip(kept).map(|(text, (rel, kept))| {
        if kept {
            // No `.gz` sibling: twins have none (hosts compress them as they send them).
            OutFile {
                gzip: false,
                ..OutFile::carried(rel)
            }
        } else {
            OutFile::new(rel, text.into_bytes())
        }
    }));
    files
}

/// The text of the previous output's file at `rel`: only a regular file (never a link out of the
/// folder), as the build wrote it.
fn previous_text(out: &Path, rel: &str) -> Option<String> {
    let path = out.join(rel);
    let meta = std::fs::symlink_metadata(&path).ok()?;
    if !meta.is_file() {
        return None;
    }
    std::fs::read_to_string(path).ok()
}
