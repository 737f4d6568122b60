//! `content/site.yaml` and `content/locales/<key>.yaml`: the site-wide and per-locale configuration.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::blog_config::{BlogConfig, FeedConfig};
use super::locale::Locale;

/// The site configuration's schema: lint's suggestions name its keys.
pub const SCHEMA: &str = include_str!("../../schemas/site.schema.json");

/// The top-level keys site.yaml may hold, from the schema.
pub fn schema_keys() -> &'static [String] {
    static KEYS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    KEYS.get_or_init(|| {
        serde_json::from_str::<serde_json::Value>(SCHEMA)
            .ok()
            .and_then(|s| {
                s["properties"]
                    .as_object()
                    .map(|p| p.keys().cloned().collect())
            })
            .unwrap_or_default()
    })
}

/// `site.yaml` `favicon:` when it is a path of this site (`/favicon.ico`), else `None`.
pub fn favicon(config: &SiteConfig) -> Option<String> {
    let icon = config.favicon.as_deref()?.trim();
    let site_path = icon.starts_with('/') && super::link_safety::unsafe_reason("/", icon).is_none();
    site_path.then(|| icon.to_owned())
}

/// Author shown when a page names none.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SiteAuthor {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// Where the docs sources live, for "Edit this page" links.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DocsRepo {
    /// `owner/name` (GitHub) or a full URL (GitLab, Gitee, Bitbucket, self-hosted).
    pub repo: String,
    #[serde(default = "default_branch")]
    pub branch: String,
    /// Folder of the content inside that repository.
    #[serde(default)]
    pub dir: String,
    /// Custom pattern with `:repo`, `:branch`, `:path`; wins over the host's pattern.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
}

fn default_branch() -> String {
    "main".into()
}

/// `content/site.yaml`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiteConfig {
    /// The one key site.yaml must have: every other key has a default, so a site can start small.
    pub title: String,
    #[serde(default)]
    pub description: String,
    /// Source locale for translation staleness (`/zh/` as configured); by default `/`.
    #[serde(default = "default_root")]
    pub default_locale: String,
    /// Locales by path prefix: `/` and `/zh/`; by default one English locale at `/`.
    #[serde(default)]
    pub locales: BTreeMap<String, Locale>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hostname: Option<String>,
    /// Path the exported site is mounted under (`/repo/`); read through [`super::base::apply`].
    #[serde(default, skip_serializing)]
    pub base: Option<String>,
    #[serde(default = "default_logo")]
    pub logo: String,
    /// Repository link in the navbar (`owner/name` on GitHub or a URL).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repo: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub docs_repo: Option<DocsRepo>,
    #[serde(default)]
    pub author: SiteAuthor,
    /// The footer's copyright line; `false` leaves it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copyright: Option<super::front_matter::TextOrSwitch>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub license: Option<String>,
    /// Colour-mode config: switch (default), toggle, auto, enable, disable.
    #[serde(default = "default_darkmode")]
    pub darkmode: String,
    /// Notices, API selector, comments, ads and other front-end integrations, passed through as written
    /// (their shape is checked by `schemas/site.schema.json`).
    #[serde(default)]
    pub notices: Vec<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_selector: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comments: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ads: Option<Value>,
    /// Release feed the changelog page reads when online (`releases` API URL, `page` for people).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub changelog: Option<Value>,
    /// Focus mode (WG-22): `true` = fade the page chrome after 1500 ms on the article, a number = that delay.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub focus: Option<Value>,
    /// Folders (`tool/`) whose pages need no sidebar, navbar or page link (`pages/unreachable`).
    #[serde(default, skip_serializing)]
    pub orphans: Vec<String>,
    /// Old routes that answer with a permanent redirect to their new route (renamed pages).
    #[serde(default, skip_serializing)]
    pub redirects: BTreeMap<String, String>,
    /// Largest page in bytes rendered and indexed whole; a longer page is a lint error and only
    /// its first `maxPageSize` bytes are used (bounds start-up time, memory and search cost).
    #[serde(default = "default_max_page_size", skip_serializing)]
    pub max_page_size: usize,
    /// Phrases the site does not want in its prose, by locale prefix (`docs lint`'s
    /// `prose/forbidden-phrase`): wording that names the documents instead of the program, or a
    /// word with two meanings.
    #[serde(default, skip_serializing)]
    pub forbidden_phrases: BTreeMap<String, Vec<ForbiddenPhrase>>,
    /// Facts the pages state with one value (`docs lint`'s `prose/fact-value`): a port, a path,
    /// an image name, the release a key arrived in.
    #[serde(default, skip_serializing)]
    pub facts: Vec<Fact>,
    /// Globs of Markdown files that are not pages (`**/*.snippet.md`, `drafts/**`): no route, not
    /// built, not in the sitemap or search, yet still readable by `<!-- @include: -->`.
    #[serde(default, skip_serializing)]
    pub exclude: Vec<String>,
    /// `llms.txt`, `llms-full.txt` and each page's Markdown at its route with `.md`, for tools
    /// that read the site (`document::llms`); on unless `false`.
    #[serde(default = "default_true", skip_serializing)]
    pub llms: bool,
    /// theme-hope's blog (article lists, categories, tags, timeline, starred): off unless set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blog: Option<BlogConfig>,
    /// Atom, RSS and JSON feeds of each locale's articles: off unless set; needs `hostname`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub feed: Option<FeedConfig>,
    /// The site's own `<head>` tags (meta, link, script), written on every page; a script's host
    /// or inline hash is allowed by the Content-Security-Policy because it is named here.
    #[serde(default, skip_serializing)]
    pub head: Vec<super::head_entry::HeadEntry>,
    /// Brand and link colours, fonts and content width, over the shipped ones.
    #[serde(default, skip_serializing)]
    pub palette: super::palette::Palette,
    /// The browser tab's icon, a file under `public/` (`/favicon.ico`); the logo when unset.
    #[serde(default, skip_serializing)]
    pub favicon: Option<String>,
    /// Theme options (breadcrumb, page info, footer, TOC, Markdown features…): top-level keys, the
    /// site-wide defaults of the front-matter keys of the same names. The server decides the chrome
    /// from them (`document::parts`), so the app never reads them.
    #[serde(flatten, skip_serializing)]
    pub theme: super::theme_options::ThemeOptions,
}

impl SiteConfig {
    /// Fills what site.yaml left out and parsing cannot know alone: each locale's prefix, and the
    /// locale keys a site may omit (one English locale at `/`; a locale's language, name, title and
    /// description from its key and the site's), so a `site.yaml` holding only `title:` is a site.
    pub fn complete(&mut self) {
        if self.locales.is_empty() {
            let mut english = Locale::fallback().clone();
            english.title.clear();
            english.description.clear();
            self.locales.insert("/".into(), english);
        }
        for (prefix, locale) in &mut self.locales {
            locale.prefix.clone_from(prefix);
            if locale.lang.is_empty() {
                locale.lang.clone_from(&locale.key);
            }
            if locale.name.is_empty() {
                locale.name = locale.ui("language.name").to_owned();
            }
            if locale.title.is_empty() {
                locale.title.clone_from(&self.title);
            }
            if locale.description.is_empty() {
                locale.description.clone_from(&self.description);
            }
        }
    }

    /// Whether site.yaml's `exclude:` keeps the file at `path` (relative to the content root) from
    /// being a page.
    pub fn excludes(&self, path: &str) -> bool {
        self.exclude
            .iter()
            .any(|pattern| super::glob::matches(pattern, path))
    }
}

/// One forbidden phrase: the text alone, or with the reason shown as the finding's help.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ForbiddenPhrase {
    Plain(String),
    #[serde(rename_all = "camelCase")]
    WithReason {
        phrase: String,
        #[serde(default)]
        reason: Option<String>,
    },
}

impl ForbiddenPhrase {
    pub fn phrase(&self) -> &str {
        match self {
            Self::Plain(p) | Self::WithReason { phrase: p, .. } => p,
        }
    }

    pub fn reason(&self) -> Option<&str> {
        match self {
            Self::Plain(_) => None,
            Self::WithReason { reason, .. } => reason.as_deref(),
        }
    }
}

/// One fact stated on several pages: wherever `pattern` (a regular expression) matches a page
/// line, the value its first participating capture group holds must be one of `accepted`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Fact {
    /// What the fact is, for the finding ("default port").
    pub name: String,
    pub pattern: String,
    /// The spellings the site uses for its value.
    pub accepted: Vec<String>,
}

/// 2 MiB: twenty times the longest page of the shipped site.
pub const DEFAULT_MAX_PAGE_SIZE: usize = 2 * 1024 * 1024;

fn default_max_page_size() -> usize {
    DEFAULT_MAX_PAGE_SIZE
}

/// The logo a site gets without `logo:`, when its `public/` holds the file (see `SiteConfig::complete`).
pub const DEFAULT_LOGO: &str = "/logo.svg";

fn default_logo() -> String {
    DEFAULT_LOGO.into()
}

fn default_true() -> bool {
    true
}

fn default_root() -> String {
    "/".into()
}

fn default_darkmode() -> String {
    "switch".into()
}

impl Default for SiteConfig {
    /// Used when site.yaml is missing or broken, so the site still serves.
    fn default() -> Self {
        let mut locales = BTreeMap::new();
        locales.insert("/".to_owned(), Locale::fallback().clone());
        Self {
            title: "Docs".into(),
            description: "Documentation for v3".into(),
            default_locale: "/".into(),
            locales,
            hostname: None,
            base: None,
            logo: default_logo(),
            repo: None,
            docs_repo: None,
            author: SiteAuthor::default(),
            copyright: None,
            license: None,
            darkmode: default_darkmode(),
            notices: Vec::new(),
            api_selector: None,
            comments: None,
            ads: None,
            changelog: None,
            focus: None,
            orphans: Vec::new(),
            redirects: BTreeMap::new(),
            max_page_size: DEFAULT_MAX_PAGE_SIZE,
            forbidden_phrases: BTreeMap::new(),
            facts: Vec::new(),
            exclude: Vec::new(),
            llms: true,
            blog: None,
            feed: None,
            head: Vec::new(),
            palette: super::palette::Palette::default(),
            favicon: None,
            theme: Default::default(),
        }
    }
}

/// A navbar entry: a link, or a dropdown with children.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NavItem {
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<NavItem>,
}

/// What a sidebar prefix maps to in a locale file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SidebarConfig {
    /// `false`: no sidebar under this prefix.
    Off(bool),
    /// `structure`: generated from the folder tree and front-matter.
    Keyword(String),
    /// A hand-written list.
    Items(Vec<SidebarConfigItem>),
}

/// A hand-written sidebar entry: a route string or a group.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SidebarConfigItem {
    Link(String),
    Group {
        text: String,
        #[serde(default)]
        icon: Option<String>,
        #[serde(default)]
        link: Option<String>,
        #[serde(default)]
        prefix: Option<String>,
        #[serde(default)]
        collapsible: Option<bool>,
        #[serde(default)]
        children: Vec<SidebarConfigItem>,
    },
}

/// The 404 page's texts.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NotFoundTexts {
    pub title: String,
    pub hints: Vec<String>,
    pub back: String,
    pub home: String,
}

/// `content/locales/<key>.yaml`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LocaleConfig {
    #[serde(default)]
    pub navbar: Vec<NavItem>,
    /// Sidebar by path prefix (longest prefix wins).
    #[serde(default)]
    pub sidebar: BTreeMap<String, SidebarConfig>,
    #[serde(default)]
    pub not_found: NotFoundTexts,
    /// HTML footer shown on doc pages.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub footer: Option<String>,
}
