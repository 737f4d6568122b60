//! `docs serve --content` (and build, lint) on a VuePress source folder that was never imported:
//! each page is converted as it is loaded, by the same function the import writes pages with
//! ([`pages::page_text`]), so a raw folder shows what the imported site would show: components,
//! Vue-bound HTML and interpolations become notes, icons and links are written in docs' terms,
//! and front-matter keys docs has no use for are left out. The config is not read here: that is
//! what `docs import vuepress` is for.

use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::sync::Arc;

use super::components::Components;
use super::pages::{self, Pages, SiteInfo};
use super::Content;

/// Read every VuePress source folder the site loader meets through the conversion below.
pub fn install() {
    crate::site::dialect::install(convert);
}

/// Whether `root` is a VuePress source folder (it holds `.vuepress/`).
pub fn is_vuepress_source(root: &Path) -> bool {
    root.join(".vuepress").is_dir()
}

/// Convert every page text of the VuePress folder `root` in place (path relative to `root`);
/// any other folder is left alone.
pub fn convert(root: &Path, texts: &mut HashMap<String, Arc<str>>) {
    if !is_vuepress_source(root) {
        return;
    }
    let site = SiteInfo {
        locales: Vec::new(),
        hostname: None,
        components: Components::load(root, root),
    };
    let paths: Vec<String> = texts.keys().cloned().collect();
    let names: BTreeSet<&str> = paths.iter().map(String::as_str).collect();
    for path in &paths {
        let Some(text) = texts.get(path) else {
            continue;
        };
        let mut converted = Pages::default();
        // What the conversion reports is for the import's report; serving shows the result.
        let mut findings = Vec::new();
        pages::page_text(
            path,
            path.clone(),
            text.to_string(),
            &names,
            &site,
            &mut converted,
            &mut findings,
        );
        let bytes = converted.files.into_iter().find_map(|f| match f.content {
            Content::Bytes(bytes) => Some(bytes),
            Content::Copy(_) => None,
        });
        if let Some(new) = bytes.and_then(|b| String::from_utf8(b).ok()) {
            texts.insert(path.clone(), new.into());
        }
    }
}
