//! The sidebar slice a page paints, as a file of its own the app fetches to mount
//! (`/_data/sidebar/<locale key>-<content hash>.json`) rather than JSON inlined in every page. The
//! server draws the same slice in the page's HTML, so inlined it was sent twice, and the pages of
//! one section paint the same slice: named by its content, one file serves them all and a reader's
//! browser (or a CDN) fetches it once. A changed sidebar is a new name, never a stale copy.

use super::sidebar_slice::page_sidebar;
use crate::site::{Sidebars, Site};

/// The folder of the slice files, under the site root.
pub const FOLDER: &str = "_data/sidebar";

/// One slice file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SliceFile {
    /// Its path under the site root: `_data/sidebar/<locale key>-<content hash>.json`.
    pub rel: String,
    /// The slice as the locale data's `sidebar` holds it (`{prefix: items}`).
    pub json: Vec<u8>,
}

impl SliceFile {
    /// The file of a slice painted by a page of the locale at `prefix`; `None` when the slice is
    /// empty (no sidebar covers the page): the app then has nothing to fetch.
    pub fn of(site: &Site, prefix: &str, slice: &Sidebars) -> Option<Self> {
        if slice.is_empty() {
            return None;
        }
        let json = serde_json::to_vec(slice).unwrap_or_default();
        let key = site
            .config
            .locales
            .get(prefix)
            .map_or("site", |l| l.key.as_str());
        Some(Self {
            rel: format!("{FOLDER}/{key}-{}.json", crate::web::digest_hex(&json, 8)),
            json,
        })
    }

    /// The slice file of the page at `route` in the locale at `prefix` (what its document names).
    pub fn of_page(site: &Site, prefix: &str, route: &str) -> Option<Self> {
        Self::of(site, prefix, &page_sidebar(site, route))
    }

    /// Its file name in [`FOLDER`].
    pub fn name(&self) -> &str {
        self.rel.rsplit('/').next().unwrap_or(&self.rel)
    }

    /// Its address from the site root (the app puts it under the base).
    pub fn url(&self) -> String {
        format!("/{}", self.rel)
    }
}
