//! Theme options and config entries that are integrations rather than content: the comment
//! plugin (→ `comments:`), notices (→ `notices:`), what `head` entries are (analytics, ads,
//! icon-font CSS; `super::head` converts them) and plugins `docs` replaces with a feature of its own. Each gets one report line saying what
//! replaces it or why it is dropped.

use serde_json::{Map, Value};

use super::js_literal::{Js, Node};
use super::report::{Action, Finding};

/// Plugins whose job `docs` does itself, with what does it.
const BUILT_IN: &[(&str, &str)] = &[
    (
        "activeHeaderLinks",
        "the table of contents follows the reading position",
    ),
    (
        "autoCatalog",
        "folders without a README get a generated catalog page",
    ),
    ("backToTop", "its own back-to-top button"),
    (
        "catalog",
        "folders without a README get a generated catalog page",
    ),
    (
        "components",
        "the theme components it renders (Badge, BiliBili, VPCard, ArtPlayer)",
    ),
    ("copyCode", "its own copy buttons on code blocks"),
    ("copyright", "the footer's copyright line"),
    (
        "docsearch",
        "its own search (built from the pages, no external index or key)",
    ),
    (
        "git",
        "last-updated dates and contributors from the content's git history",
    ),
    (
        "icon",
        "its built-in icons (icon-font tags in pages are converted per page)",
    ),
    ("markdownHint", "its own hint containers"),
    ("markdownImage", "its own image handling"),
    ("markdownInclude", "its own `@include`"),
    ("markdownMath", "its own math rendering"),
    ("markdownTab", "its own tabs"),
    (
        "mdEnhance",
        "its own Markdown extensions (containers, tabs, marks, diagrams)",
    ),
    ("nprogress", "its own page-load progress"),
    ("photoSwipe", "its own image viewer"),
    ("prismjs", "its own syntax highlighting"),
    ("readingTime", "its own reading time"),
    (
        "search",
        "its own search (built from the pages, no external index or key)",
    ),
    (
        "searchPro",
        "its own search (built from the pages, no external index or key)",
    ),
    ("seo", "its own SEO tags (canonical, hreflang, Open Graph)"),
    ("shiki", "its own syntax highlighting"),
    ("sitemap", "its own sitemap.xml (with `hostname`)"),
    (
        "slimsearch",
        "its own search (built from the pages, no external index or key)",
    ),
    ("theme", "its own theme"),
];

/// Config keys that only steer the VuePress build.
const BUILD_KEYS: &[&str] = &[
    "alias",
    "bundler",
    "cache",
    "debug",
    "define",
    "dest",
    "extendsMarkdown",
    "extendsPage",
    "host",
    "markdown",
    "open",
    "permalinkPattern",
    "port",
    "public",
    "shouldPrefetch",
    "shouldPreload",
    "source",
    "temp",
    "templateBuild",
    "templateDev",
];

/// Giscus options `comments:` takes.
const GISCUS_KEYS: &[&str] = &[
    "provider",
    "repo",
    "repoId",
    "category",
    "categoryId",
    "mapping",
    "strict",
    "reactionsEnabled",
    "inputPosition",
    "lazyLoading",
];

/// Notice options `notices:` takes.
const NOTICE_KEYS: &[&str] = &[
    "path",
    "match",
    "title",
    "content",
    "actions",
    "showOnce",
    "confirm",
    "fullscreen",
    "key",
];

/// What the integrations gave for `site.yaml`.
#[derive(Debug, Default)]
pub struct Integrations {
    pub comments: Option<Value>,
    pub notices: Vec<Value>,
    /// `head:` entries: the config's and the analytics plugins' (see `super::head`).
    pub head: Vec<Value>,
    /// `blog:` and `feed:`, from the blog and feed plugins (see `super::blog`).
    pub blog: Option<crate::site::blog_config::BlogConfig>,
    pub feed: Option<crate::site::blog_config::FeedConfig>,
}

/// The replacement line for a built-in plugin, or `None` when `docs` has no equivalent.
pub fn built_in(name: &str, at: &Node) -> Option<Finding> {
    let (_, what) = BUILT_IN.iter().find(|(n, _)| *n == name)?;
    Some(
        Finding::at(
            &at.at,
            format!("plugin `{name}` replaced by docs' built-in feature: {what}"),
        )
        .with(Action::Replaced),
    )
}

/// Theme options about theme-hope's own look and page furniture, with why docs needs none.
const THEME_LOOK: &[(&str, &str)] = &[
    (
        "iconAssets",
        "docs draws its built-in icons; bare icon names are written as `iconfont icon-<name>`",
    ),
    ("iconPrefix", "docs draws its built-in icons"),
    ("fullscreen", "docs has no full-screen button"),
    ("pure", "docs has its own look"),
    (
        "breadcrumbIcon",
        "docs shows a page's icon in the breadcrumb when the page has one",
    ),
    ("navbarLayout", "docs has its own navbar layout"),
    (
        "sidebarSorter",
        "docs sorts structure sidebars by `order`, then title",
    ),
];

/// Why docs needs no equivalent of a theme option about look, when it is one of those.
pub fn theme_look(key: &str) -> Option<&'static str> {
    THEME_LOOK
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, why)| *why)
}

/// Whether a config key only steers the VuePress build.
pub fn is_build_key(key: &str) -> bool {
    BUILD_KEYS.contains(&key)
}

/// The one line about a build-only config key.
pub fn build_key(key: &str, at: &Node) -> Finding {
    Finding::at(
        &at.at,
        format!(
            "build option `{key}` dropped: it steers the VuePress build, which docs does not use"
        ),
    )
    .with(Action::Dropped)
}

/// The comment plugin's options as `comments:` (Giscus), or a line saying why not.
pub fn comments(options: &Node, out: &mut Integrations, findings: &mut Vec<Finding>) {
    let provider = options.get("provider").and_then(Node::as_str).unwrap_or("");
    if !provider.eq_ignore_ascii_case("giscus") {
        findings.push(Finding::at(
            &options.at,
            format!("comment provider `{provider}` not converted: docs' `comments:` uses Giscus (give repo, repoId, category and categoryId)"),
        ));
        return;
    }
    let mut map = Map::new();
    for key in GISCUS_KEYS {
        if let Some(value) = options.get(key).and_then(plain) {
            map.insert((*key).to_owned(), value);
        }
    }
    map.insert("provider".into(), Value::String("Giscus".into()));
    let missing: Vec<&str> = ["repo", "repoId", "category", "categoryId"]
        .into_iter()
        .filter(|k| !map.contains_key(*k))
        .collect();
    if !missing.is_empty() {
        findings.push(Finding::at(
            &options.at,
            format!(
                "comment plugin not converted: Giscus needs {} as plain strings",
                missing.join(", ")
            ),
        ));
        return;
    }
    findings.push(
        Finding::at(
            &options.at,
            "comment plugin (Giscus) converted to `comments:` in site.yaml",
        )
        .with(Action::Converted),
    );
    out.comments = Some(Value::Object(map));
}

/// The notice plugin's options (one notice or a list) as `notices:`.
pub fn notices(options: &Node, out: &mut Integrations, findings: &mut Vec<Finding>) {
    let list = match &options.value {
        Js::Array(items) => items.iter().collect::<Vec<_>>(),
        Js::Object(_) => match options.get("config").map(|c| &c.value) {
            Some(Js::Array(items)) => items.iter().collect(),
            _ => vec![options],
        },
        _ => Vec::new(),
    };
    for notice in list {
        let mut map = Map::new();
        for key in NOTICE_KEYS {
            if let Some(value) = notice.get(key).and_then(plain) {
                map.insert((*key).to_owned(), value);
            }
        }
        if !map.contains_key("title") || !map.contains_key("content") {
            findings.push(Finding::at(
                &notice.at,
                "notice not converted: `notices:` entries need a plain `title` and `content`",
            ));
            continue;
        }
        findings.push(
            Finding::at(&notice.at, "notice converted to `notices:` in site.yaml")
                .with(Action::Converted),
        );
        out.notices.push(Value::Object(map));
    }
}

pub(super) fn is_analytics(text: &str) -> bool {
    [
        "google-analytics",
        "googletagmanager",
        "gtag(",
        "hm.baidu.com",
        "_hmt",
        "51.la",
        "la_collect",
        "umami",
        "plausible",
        "clarity.ms",
        "cnzz",
        "matomo",
    ]
    .iter()
    .any(|p| text.contains(p))
}

pub(super) fn is_ads(text: &str) -> bool {
    [
        "adsbygoogle",
        "googlesyndication",
        "wwads",
        "carbonads",
        "adsense",
    ]
    .iter()
    .any(|p| text.contains(p))
}

pub(super) fn is_icon_font(text: &str) -> bool {
    [
        "fontawesome",
        "font-awesome",
        "iconfont",
        "icons.css",
        "iconify",
    ]
    .iter()
    .any(|p| text.contains(p))
}

/// A literal as JSON (strings, numbers, booleans, lists and objects of them).
pub(super) fn plain(node: &Node) -> Option<Value> {
    Some(match &node.value {
        Js::Null => Value::Null,
        Js::Bool(b) => Value::Bool(*b),
        Js::Num(n) => serde_json::Number::from_f64(*n).map(Value::Number)?,
        Js::Str(s) => Value::String(s.clone()),
        Js::Array(items) => Value::Array(items.iter().map(plain).collect::<Option<_>>()?),
        Js::Object(entries) => Value::Object(
            entries
                .iter()
                .map(|(k, v)| Some((k.clone(), plain(v)?)))
                .collect::<Option<_>>()?,
        ),
        _ => return None,
    })
}
