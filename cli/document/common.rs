//! What every page of a locale has in common: the site's configuration and the locale's navbar,
//! texts and 404 texts. A page inlines only what is its own (its data, its part of the sidebar)
//! and names this file, which a reader's browser fetches once and reuses on every page: inlined,
//! these 6 KB were a tenth of every exported page. The file is named by its content, so a changed
//! configuration is a new file, never a stale copy.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::LocaleData;
use crate::site::Site;

/// The folder of the common files, under the site root.
pub const FOLDER: &str = "_data/common";

/// The keys of a locale's data that differ from page to page (the rest is common).
const PAGE_OWN: [&str; 4] = ["prefix", "lang", "sidebar", "partial"];

/// One locale's common file.
#[derive(Debug, Clone)]
pub struct Common {
    /// Its path under the site root: `_data/common/<locale key>-<content hash>.json`.
    pub rel: String,
    pub json: Vec<u8>,
}

impl Common {
    /// The common file of the locale at `prefix` (the site's alone when the locale is unknown).
    pub fn of(site: &Site, prefix: &str) -> Self {
        // Without the sidebar, which is not common (and a big site's is hundreds of kilobytes).
        let none = crate::site::Sidebars::new();
        let locale = super::locale_data(site, prefix).map(|data| {
            split(&LocaleData {
                sidebar: &none,
                ..data
            })
            .1
        });
        // The notices with their links under the base, as a page's box draws them: pages name
        // theirs by its place in this list (`notice::Chosen`).
        let mut config = serde_json::to_value(&site.config).unwrap_or_default();
        if let Some(notices) = config.get_mut("notices") {
            *notices = site
                .config
                .notices
                .iter()
                .map(|n| super::notice::under_base(n.clone(), &site.base))
                .collect();
        }
        let json = serde_json::to_vec(&serde_json::json!({
            "site": config,
            "locale": locale,
        }))
        .unwrap_or_default();
        let key = site
            .config
            .locales
            .get(prefix)
            .map_or("site", |l| l.key.as_str());
        Self {
            rel: format!("{FOLDER}/{key}-{}.json", crate::web::digest_hex(&json, 8)),
            json,
        }
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

/// The common files of a version of the content, by locale prefix: one per configured locale, and
/// one for pages under no configured locale (named after the site alone). Made once, named by
/// every page of its locale.
#[derive(Debug, Clone, Default)]
pub struct Commons(BTreeMap<String, Common>);

impl Commons {
    pub fn new(site: &Site) -> Self {
        let mut by_prefix = BTreeMap::new();
        let prefixes = site.config.locales.keys().map(String::as_str);
        for prefix in prefixes.chain(site.pages.iter().map(|p| p.locale.as_str())) {
            if !by_prefix.contains_key(prefix) {
                by_prefix.insert(prefix.to_owned(), Common::of(site, prefix));
            }
        }
        Self(by_prefix)
    }

    /// The common file pages of `prefix` name (made on the spot for a prefix no page has).
    pub fn of<'a>(&'a self, site: &Site, prefix: &str) -> Cow<'a, Common> {
        self.0
            .get(prefix)
            .map_or_else(|| Cow::Owned(Common::of(site, prefix)), Cow::Borrowed)
    }

    pub fn files(&self) -> impl Iterator<Item = &Common> {
        self.0.values()
    }
}

/// A locale's data as a page inlines it and as its common file holds it.
pub fn split(data: &LocaleData) -> (Map<String, Value>, Map<String, Value>) {
    let Ok(Value::Object(all)) = serde_json::to_value(data) else {
        return Default::default();
    };
    all.into_iter()
        .partition(|(key, _)| PAGE_OWN.contains(&key.as_str()))
}
