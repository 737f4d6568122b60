//! What site.yaml's `blog:` and `feed:` and a locale's `blog:` hold. The config and the locales
//! read these below the blog itself ([`super::blog`]), which makes the pages from them.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// `blog:` in site.yaml: the blog's pages exist only when it is set (`blog: {}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BlogConfig {
    /// Articles on one page of a list; longer lists go on over `2.html`, `3.html`…
    #[serde(default = "default_per_page")]
    pub articles_per_page: usize,
    /// The blogger card ([`super::blog::blogger`]): name (the site's author by default), avatar (the logo),
    /// a line about them, their introduction page and their profiles by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub avatar: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub intro: Option<String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub medias: BTreeMap<String, String>,
}

impl Default for BlogConfig {
    fn default() -> Self {
        Self {
            articles_per_page: default_per_page(),
            name: None,
            avatar: None,
            description: None,
            intro: None,
            medias: BTreeMap::new(),
        }
    }
}

fn default_per_page() -> usize {
    10
}

/// `feed:` in site.yaml: Atom, RSS and JSON feeds of each locale's articles (needs `hostname`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FeedConfig {
    #[serde(default = "yes")]
    pub atom: bool,
    #[serde(default = "yes")]
    pub rss: bool,
    #[serde(default = "yes")]
    pub json: bool,
    /// Newest articles listed in each feed.
    #[serde(default = "default_count")]
    pub count: usize,
}

impl Default for FeedConfig {
    fn default() -> Self {
        Self {
            atom: true,
            rss: true,
            json: true,
            count: default_count(),
        }
    }
}

fn yes() -> bool {
    true
}

fn default_count() -> usize {
    100
}

/// The feed files of a locale, by path under its prefix, with their media types.
pub const FEED_FILES: [(&str, &str); 3] = [
    ("atom.xml", "application/atom+xml"),
    ("rss.xml", "application/rss+xml"),
    ("feed.json", "application/feed+json"),
];

impl FeedConfig {
    /// The feed files this config writes (of [`FEED_FILES`]).
    pub fn files(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        FEED_FILES
            .into_iter()
            .zip([self.atom, self.rss, self.json])
            .filter(|(_, on)| *on)
            .map(|(file, _)| file)
    }
}

/// A locale's `blog:` in site.yaml: the card's texts in its language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LocaleBlogger {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub avatar: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub intro: Option<String>,
}
