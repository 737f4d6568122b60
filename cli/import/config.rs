//! The VuePress config (read as data) mapped onto `site.yaml` and `locales/<key>.yaml`: locales,
//! theme-hope's navbar and sidebar, logo, repository, author and redirects. Computed values and
//! plugins with no `docs` equivalent become findings; the rest still converts.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::icon::icon_class;
use super::integrations::{self, Integrations};
use super::js_literal::{Js, Node};
use super::pages::{redirect_key, route_link, PageInfo};
use super::report::Finding;
use super::sidebar_item::{SidebarGroup, SidebarItem};
use crate::site::built::Layout;
use crate::site::config::{DocsRepo, NavItem, SiteAuthor};
use crate::site::Locale;

/// Theme keys the mapping reads.
const THEME_KEYS: &[&str] = &[
    "author",
    // Read into `blog:` (see `super::blog`).
    "blog",
    "darkmode",
    "docsBranch",
    "docsDir",
    "docsRepo",
    // Read into `favicon:` and `palette.brand` (see `super::palette`).
    "favicon",
    "footer",
    "hostname",
    "license",
    "locales",
    "logo",
    "navbar",
    "plugins",
    "repo",
    "sidebar",
    "themeColor",
];

/// The generated config files.
#[derive(Debug, Default)]
pub struct Converted {
    /// `site.yaml`.
    pub site: String,
    /// `locales/<key>.yaml` path → text.
    pub locale_files: Vec<(String, String)>,
    pub redirects: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SiteFile {
    title: String,
    description: String,
    default_locale: String,
    locales: BTreeMap<String, ImportedLocale>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hostname: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    logo: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    repo: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    docs_repo: Option<DocsRepo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    author: Option<SiteAuthor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    license: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    darkmode: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    notices: Vec<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    comments: Option<serde_json::Value>,
    /// Folders whose sidebar was turned off: pages opened by their address only.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    orphans: Vec<String>,
    /// Files that are not pages (`pagePatterns`' exclusions): snippets, drafts.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    exclude: Vec<String>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    redirects: BTreeMap<String, String>,
    /// The config's head entries and the analytics plugins' tags (see `super::head`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    head: Vec<serde_json::Value>,
    #[serde(skip_serializing_if = "is_default_palette")]
    palette: crate::site::palette::Palette,
    #[serde(skip_serializing_if = "Option::is_none")]
    favicon: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    blog: Option<crate::site::blog_config::BlogConfig>,
    #[serde(skip_serializing_if = "Option::is_none")]
    feed: Option<crate::site::blog_config::FeedConfig>,
    /// Breadcrumb, page info, footer, TOC, Markdown features… (see `super::theme_options`).
    #[serde(flatten)]
    page_options: super::theme_options::PageOptions,
}

/// A locale as site.yaml takes it, with the UI strings the import sets (`Locale` writes none).
#[derive(Serialize)]
struct ImportedLocale {
    #[serde(flatten)]
    locale: Locale,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    ui: BTreeMap<String, String>,
}

fn is_default_palette(p: &crate::site::palette::Palette) -> bool {
    *p == crate::site::palette::Palette::default()
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LocaleFile {
    navbar: Vec<NavItem>,
    sidebar: BTreeMap<String, SidebarEntry>,
    #[serde(skip_serializing_if = "Option::is_none")]
    footer: Option<String>,
}

/// A sidebar prefix's value, as `locale.schema.json` has it.
#[derive(Serialize)]
#[serde(untagged)]
enum SidebarEntry {
    Off(bool),
    Structure(&'static str),
    Items(Vec<SidebarItem>),
}

/// Inputs of the mapping: the resolved user config and theme options, and what the pages gave.
pub struct Input<'a> {
    pub config: &'a Node,
    pub theme: Option<&'a Node>,
    pub info: &'a BTreeMap<String, PageInfo>,
    pub page_redirects: &'a BTreeMap<String, String>,
    /// `.vuepress/styles/` Sass files the palette is read from: (path, text).
    pub styles: &'a [(String, String)],
}

/// Build `site.yaml` and the locale files.
pub fn convert(input: &Input, findings: &mut Vec<Finding>) -> Result<Converted, String> {
    report_computed(input.config, findings, true);
    let empty = Node {
        value: Js::Object(Vec::new()),
        at: input.config.at.clone(),
    };
    let theme = input.theme.unwrap_or(&empty);
    if input.theme.is_some() {
        report_computed(theme, findings, true);
    }
    let config = input.config;
    let str_of = |node: &Node, key: &str| node.get(key).and_then(Node::as_str).map(str::to_owned);

    let mut prefixes: Vec<(String, &Node)> = match config.get("locales").map(|n| &n.value) {
        Some(Js::Object(entries)) => entries
            .iter()
            .filter(|(k, v)| k.starts_with('/') && matches!(v.value, Js::Object(_)))
            .map(|(k, v)| (k.clone(), v))
            .collect(),
        _ => Vec::new(),
    };
    if prefixes.is_empty() {
        prefixes.push(("/".to_owned(), config));
    }
    let theme_locale = |prefix: &str| theme.get("locales").and_then(|l| l.get(prefix));

    let mut locales = BTreeMap::new();
    let mut keys = BTreeSet::new();
    let mut locale_files = Vec::new();
    let mut orphans = Vec::new();
    let mut built = Vec::new();
    let mut off_sections: Vec<String> = Vec::new();
    for (prefix, locale) in &prefixes {
        let lang = str_of(locale, "lang")
            .or_else(|| str_of(config, "lang"))
            .unwrap_or_else(|| "en-US".to_owned());
        let key = unique_key(prefix, &lang, &mut keys);
        let tl = theme_locale(prefix);
        let (blog, ui) = super::blog::locale_options(tl, findings);
        let name = tl
            .and_then(|t| str_of(t, "selectLanguageName"))
            .or_else(|| super::languages::language_name(&lang).map(str::to_owned))
            .unwrap_or_else(|| lang.clone());
        locales.insert(
            prefix.clone(),
            ImportedLocale {
                ui,
                locale: Locale {
                    prefix: prefix.clone(),
                    key: key.clone(),
                    browser_langs: browser_langs(&lang),
                    lang,
                    name,
                    title: str_of(locale, "title")
                        .or_else(|| str_of(config, "title"))
                        .unwrap_or_else(|| "Docs".to_owned()),
                    description: str_of(locale, "description")
                        .or_else(|| str_of(config, "description"))
                        .unwrap_or_default(),
                    ui: BTreeMap::new(),
                    analyzer: None,
                    blog,
                },
            },
        );
        let pick = |key: &str| tl.and_then(|t| t.get(key)).or_else(|| theme.get(key));
        let file = LocaleFile {
            navbar: pick("navbar")
                .map(|n| navbar(n, prefix, input.info, findings))
                .unwrap_or_default(),
            sidebar: pick("sidebar")
                .map(|n| sidebar(n, prefix, input.info, findings))
                .unwrap_or_default(),
            footer: pick("footer").and_then(|f| footer(f, findings)),
        };
        for (key, entry) in &file.sidebar {
            // theme-hope's `"/tool/": false`: pages reached by their address (callbacks, tools).
            if matches!(entry, SidebarEntry::Off(false)) && key != prefix {
                let folder = format!("{}/", key.trim_matches('/'));
                if !orphans.contains(&folder) {
                    orphans.push(folder);
                }
                if let Some(section) = key.strip_prefix(prefix.as_str()) {
                    if !off_sections.iter().any(|s| s == section) {
                        off_sections.push(section.to_owned());
                    }
                }
            }
        }
        built.push((prefix.clone(), key, file));
    }
    // A section whose sidebar is off in one locale is off in the others too (it usually exists
    // in one language only; docs asks every locale to say what its sidebar is).
    for (prefix, key, mut file) in built {
        for section in &off_sections {
            file.sidebar
                .entry(format!("{prefix}{section}"))
                .or_insert(SidebarEntry::Off(false));
        }
        let text = crate::site::yaml::to_string(&file)?;
        locale_files.push((
            format!("locales/{key}.yaml"),
            format!("# Imported from VuePress by `docs import vuepress`.\n{text}"),
        ));
    }

    let exclude = exclusions(config, findings);
    let mut redirects = without_excluded_targets(input.page_redirects, &exclude, findings);
    let mut extras = Integrations::default();
    if let Some(node) = config.get("head") {
        extras.head = super::head::entries(node, findings);
    }
    // The build's check, with the locales and pages the import writes.
    let locale_prefixes: Vec<&str> = prefixes.iter().map(|(p, _)| p.as_str()).collect();
    let has_page = |route: &str| input.info.contains_key(route);
    let layout = Layout {
        locale_prefixes: &locale_prefixes,
        // Feeds are claimed by the built site's own check (lint) once site.yaml asks for them.
        locale_files: &[],
        has_page: &has_page,
    };
    plugins(
        config,
        theme,
        &layout,
        &mut redirects,
        &mut extras,
        findings,
    );
    super::blog::theme_options(theme, &mut extras, findings);
    let default_locale = if locales.contains_key("/") {
        "/".to_owned()
    } else {
        prefixes[0].0.clone()
    };
    let (palette, favicon) = super::palette::convert(theme, input.styles, findings);
    let site = SiteFile {
        title: str_of(config, "title")
            .or_else(|| locales.get(&default_locale).map(|l| l.locale.title.clone()))
            .unwrap_or_else(|| "Docs".to_owned()),
        description: str_of(config, "description")
            .or_else(|| {
                locales
                    .get(&default_locale)
                    .map(|l| l.locale.description.clone())
            })
            .unwrap_or_default(),
        default_locale,
        hostname: str_of(theme, "hostname"),
        logo: str_of(theme, "logo"),
        repo: str_of(theme, "repo"),
        docs_repo: docs_repo(theme),
        author: author(theme.get("author")),
        license: str_of(theme, "license"),
        darkmode: str_of(theme, "darkmode")
            .filter(|d| ["switch", "toggle", "auto", "enable", "disable"].contains(&d.as_str())),
        notices: extras.notices,
        comments: extras.comments,
        head: extras.head,
        palette,
        favicon,
        blog: extras.blog,
        feed: extras.feed,
        page_options: super::theme_options::convert(theme, findings),
        orphans,
        exclude,
        redirects,
        locales,
    };
    report_unread_theme_keys(theme, findings);
    report_base(config, findings);
    report_unread_config_keys(config, findings);
    report_unread_locale_keys(theme, findings);
    let redirects = site.redirects.len();
    let text = crate::site::yaml::to_string(&site)?;
    Ok(Converted {
        site: format!("# Imported from VuePress by `docs import vuepress`.\n{text}"),
        locale_files,
        redirects,
    })
}

/// The page redirects whose target is a page: a snippet excluded by `pagePatterns` may carry
/// `redirectFrom`, but it is never published, so a redirect there would lead to a 404 (and the
/// build refuses it). Each one left out is reported at the excluded file.
fn without_excluded_targets(
    redirects: &BTreeMap<String, String>,
    exclude: &[String],
    findings: &mut Vec<Finding>,
) -> BTreeMap<String, String> {
    let excluded_file = |route: &str| {
        let file = match route.strip_suffix(".html") {
            Some(stem) => format!("{stem}.md"),
            None => format!("{route}README.md"),
        };
        let file = file.trim_start_matches('/').to_owned();
        exclude
            .iter()
            .any(|pattern| crate::site::glob::matches(pattern, &file))
            .then_some(file)
    };
    let mut kept = BTreeMap::new();
    for (old, target) in redirects {
        match excluded_file(target) {
            Some(file) => findings.push(
                Finding::file(
                    file,
                    format!("redirect `{old}` → `{target}` not imported: the page is excluded by `pagePatterns`, so it is not published"),
                )
                .with(super::report::Action::Dropped),
            ),
            None => {
                kept.insert(old.clone(), target.clone());
            }
        }
    }
    kept
}

/// `pagePatterns`' exclusions (`!**/*.snippet.md`) as `exclude:` globs: those files stay
/// includable but are not pages. Exclusions of folders docs never reads (`.vuepress`,
/// `node_modules`) are not needed; other inclusions than every page cannot be expressed.
fn exclusions(config: &Node, findings: &mut Vec<Finding>) -> Vec<String> {
    let Some(node) = config.get("pagePatterns") else {
        return Vec::new();
    };
    let Js::Array(patterns) = &node.value else {
        findings.push(Finding::at(
            &node.at,
            "`pagePatterns` is not a list of strings: every Markdown file became a page; list the ones that are not under `exclude:` in site.yaml",
        ));
        return Vec::new();
    };
    let mut out = Vec::new();
    for pattern in patterns {
        let Some(text) = pattern.as_str() else {
            findings.push(Finding::at(
                &pattern.at,
                "a `pagePatterns` entry that is not a plain string was left out",
            ));
            continue;
        };
        match text.strip_prefix('!') {
            Some(glob) if never_read(glob) => {}
            Some(glob) => out.push(glob.trim_start_matches("./").to_owned()),
            None if matches!(text, "**/*.md" | "**/*.{md,MD}" | "*.md") => {}
            None => findings.push(Finding::at(
                &pattern.at,
                format!("`pagePatterns` entry `{text}` not converted: every Markdown file is a page in docs unless `exclude:` in site.yaml names it"),
            )),
        }
    }
    if !out.is_empty() {
        findings.push(
            Finding::at(
                &node.at,
                format!(
                    "`pagePatterns` exclusions written as `exclude:` in site.yaml: {}",
                    out.join(", ")
                ),
            )
            .with(super::report::Action::Converted),
        );
    }
    out
}

/// A glob that names only a folder docs never reads as content.
fn never_read(glob: &str) -> bool {
    let glob = glob.trim_start_matches("./").trim_start_matches("**/");
    let first = glob.split('/').next().unwrap_or(glob);
    matches!(first, ".vuepress" | "node_modules")
        || (first.starts_with('.') && !first.contains('*'))
}

/// The footer's HTML without `<script>` elements (docs runs no script from the config).
fn footer(node: &Node, findings: &mut Vec<Finding>) -> Option<String> {
    let html = node.as_str()?;
    let Some(stripped) = super::markup::strip_scripts(html) else {
        return Some(html.to_owned());
    };
    findings.push(
        Finding::at(
            &node.at,
            "`<script>` removed from the footer: docs runs no script from the config",
        )
        .with(super::report::Action::Dropped),
    );
    Some(stripped.trim().to_owned())
}

/// A locale file name: `/zh/` → `zh`, `/` → the language (`en-US` → `en`); never twice the same.
fn unique_key(prefix: &str, lang: &str, taken: &mut BTreeSet<String>) -> String {
    let raw = match prefix.trim_matches('/') {
        "" => lang.split('-').next().unwrap_or(lang).to_owned(),
        p => p.to_owned(),
    };
    let mut base: String = raw
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    if base.is_empty() {
        base = "locale".into();
    }
    let mut key = base.clone();
    let mut n = 2;
    while !taken.insert(key.clone()) {
        key = format!("{base}-{n}");
        n += 1;
    }
    key
}

fn browser_langs(lang: &str) -> Vec<String> {
    let mut out = vec![lang.to_owned()];
    if let Some((primary, _)) = lang.split_once('-') {
        out.push(primary.to_owned());
    }
    out
}

fn docs_repo(theme: &Node) -> Option<DocsRepo> {
    let s = |k: &str| theme.get(k).and_then(Node::as_str).map(str::to_owned);
    if s("docsRepo").is_none() && s("docsDir").is_none() && s("docsBranch").is_none() {
        return None;
    }
    Some(DocsRepo {
        repo: s("docsRepo").or_else(|| s("repo"))?,
        branch: s("docsBranch").unwrap_or_else(|| "main".to_owned()),
        dir: s("docsDir").unwrap_or_default(),
        pattern: None,
    })
}

fn author(node: Option<&Node>) -> Option<SiteAuthor> {
    let node = node?;
    match &node.value {
        Js::Str(name) => Some(SiteAuthor {
            name: name.clone(),
            url: None,
        }),
        Js::Object(_) => Some(SiteAuthor {
            name: node.get("name")?.as_str()?.to_owned(),
            url: node.get("url").and_then(Node::as_str).map(str::to_owned),
        }),
        Js::Array(items) => author(items.first()),
        _ => None,
    }
}

/// Every computed value in the tree, once each, except inside `plugins` (reported per plugin),
/// with the literal to write in its place.
fn report_computed(node: &Node, findings: &mut Vec<Finding>, top: bool) {
    report_computed_at(node, "", findings, top);
}

fn report_computed_at(node: &Node, key: &str, findings: &mut Vec<Finding>, top: bool) {
    match &node.value {
        Js::Computed(what) => findings.push(Finding::at(
            &node.at,
            format!(
                "could not convert {what}: site.yaml holds only values written out, and this one is computed when VuePress runs; left out. Write a literal instead: {}",
                literal_hint(key, what)
            ),
        )),
        Js::Array(items) => items
            .iter()
            .for_each(|i| report_computed_at(i, key, findings, false)),
        Js::Object(entries) => {
            for (k, value) in entries {
                // The theme is reported on its own, plugins one by one, `head` entry by entry.
                if top && (k == "plugins" || k == "theme") {
                    continue;
                }
                // Converted entry by entry (`super::head`).
                if top && k == "head" {
                    continue;
                }
                if top && integrations::is_build_key(k) {
                    findings.push(integrations::build_key(k, value));
                    continue;
                }
                report_computed_at(value, k, findings, false);
            }
        }
        Js::Call { callee, .. } => findings.push(Finding::at(
            &node.at,
            format!("could not convert the call `{callee}(…)`: site.yaml holds only values written out, and this one is computed when VuePress runs; left out. Write a literal instead: {}", literal_hint(key, "")),
        )),
        _ => {}
    }
}

/// The literal a maintainer can write in place of a computed value under `key`.
fn literal_hint(key: &str, what: &str) -> String {
    let shown = |example: &str| {
        if key.is_empty() || key == "..." {
            format!("`{example}`")
        } else {
            format!("`{key}: {example}`")
        }
    };
    // A template string shows its text with `…` where the substitutions were.
    if let Some(text) = what
        .split_once("(`")
        .and_then(|(_, t)| t.strip_suffix("`)"))
        .filter(|_| what.starts_with("a template string"))
    {
        return shown(&format!("{text:?}"));
    }
    match key {
        "navbar" => shown(r#"[{ text: "Guide", link: "/guide/" }]"#),
        "sidebar" => shown(r#"{ "/guide/": "structure" }"#),
        "children" => shown(r#"["page", { text: "Group", prefix: "folder/", children: ["a"] }]"#),
        "locales" => shown(r#"{ "/": { lang: "en-US", title: "…" } }"#),
        "collapsible" | "displayFooter" => shown("true"),
        "order" => shown("1"),
        "" | "..." => "a plain string, number, list or object".to_owned(),
        _ => shown(r#""…""#),
    }
}

/// The config's `base` is not written: an imported site previews and builds at `/` like any
/// other until the maintainer says where it is published (`docs build --base`, `DOCS_BASE` or
/// site.yaml's `base:`); the line says how. One the build would refuse says why.
fn report_base(config: &Node, findings: &mut Vec<Finding>) {
    let Some(node) = config.get("base") else {
        return;
    };
    let Some(value) = node.as_str().filter(|v| *v != "/") else {
        return;
    };
    let message = match crate::site::base::Base::parse(value) {
        Ok(_) => format!("config option `base` `{value}` not written: the imported site is served and built at `/`; to publish under `{value}`, build with `docs build --base {value}` or add `base: {value}` to site.yaml"),
        Err(why) => format!("config option `base` `{value}` not converted: it is not a base path docs can serve ({why})"),
    };
    findings.push(Finding::at(&node.at, message));
}

/// User config keys read by the import (besides [`integrations::is_build_key`]'s).
const CONFIG_KEYS: &[&str] = &[
    "base",
    "description",
    "head",
    "lang",
    "locales",
    "pagePatterns",
    "plugins",
    "theme",
    "title",
];

/// User config options the import neither reads nor reports elsewhere are named once each, so
/// nothing the site set is dropped without a line.
fn report_unread_config_keys(config: &Node, findings: &mut Vec<Finding>) {
    let Js::Object(entries) = &config.value else {
        return;
    };
    for (key, value) in entries {
        if CONFIG_KEYS.contains(&key.as_str())
            || integrations::is_build_key(key)
            || matches!(value.value, Js::Computed(_) | Js::Call { .. })
        {
            continue;
        }
        findings.push(Finding::at(
            &value.at,
            format!("config option `{key}` has no equivalent in docs; not converted"),
        ));
    }
}

/// Theme locale keys the import reads: navigation, footer, language name, blog texts; the root
/// locale's page options too (`super::theme_options` takes them from there).
const LOCALE_KEYS: &[&str] = &[
    "blog",
    "blogLocales",
    "footer",
    "navbar",
    "selectLanguageName",
    "sidebar",
];

/// Options of a theme locale the import does not read, one line per locale naming them all.
fn report_unread_locale_keys(theme: &Node, findings: &mut Vec<Finding>) {
    let Some(Js::Object(locales)) = theme.get("locales").map(|l| &l.value) else {
        return;
    };
    for (prefix, locale) in locales {
        let Js::Object(entries) = &locale.value else {
            continue;
        };
        let unread: Vec<&str> = entries
            .iter()
            .filter(|(key, value)| {
                !LOCALE_KEYS.contains(&key.as_str())
                    && !(prefix == "/" && super::theme_options::KEYS.contains(&key.as_str()))
                    && !matches!(value.value, Js::Computed(_) | Js::Call { .. })
            })
            .map(|(key, _)| key.as_str())
            .collect();
        if !unread.is_empty() {
            findings.push(Finding::at(
                &locale.at,
                format!(
                    "theme locale `{prefix}` options not converted: `{}`: docs has its own interface texts in every language and takes page options once for the site (from the theme or its `/` locale)",
                    unread.join("`, `")
                ),
            ));
        }
    }
}

/// Theme options that have no place in `docs` (besides locales' own texts) are named once.
fn report_unread_theme_keys(theme: &Node, findings: &mut Vec<Finding>) {
    let Js::Object(entries) = &theme.value else {
        return;
    };
    for (key, value) in entries {
        if THEME_KEYS.contains(&key.as_str())
            || super::theme_options::KEYS.contains(&key.as_str())
            || matches!(value.value, Js::Computed(_))
        {
            continue;
        }
        let finding = match integrations::theme_look(key) {
            Some(why) => Finding::at(&value.at, format!("theme option `{key}` dropped: {why}"))
                .with(super::report::Action::Dropped),
            None => Finding::at(
                &value.at,
                format!("theme option `{key}` has no equivalent in docs; not converted"),
            ),
        };
        findings.push(finding);
    }
}

/// Plugins of the user config (a list of calls) and of the theme (`plugins: { name: options }`):
/// redirects are read, built-in features need nothing, the rest is reported.
fn plugins(
    config: &Node,
    theme: &Node,
    layout: &Layout,
    redirects: &mut BTreeMap<String, String>,
    extras: &mut Integrations,
    findings: &mut Vec<Finding>,
) {
    if let Some(Js::Array(list)) = config.get("plugins").map(|n| &n.value) {
        for item in list {
            match &item.value {
                Js::Call { callee, args } => {
                    let name = callee.strip_suffix("Plugin").unwrap_or(callee);
                    plugin(
                        name,
                        args.first(),
                        item,
                        layout,
                        redirects,
                        extras,
                        findings,
                    );
                }
                _ => findings.push(Finding::at(
                    &item.at,
                    "could not convert a plugin that is not a `xxxPlugin({…})` call; left out",
                )),
            }
        }
    } else if let Some(node) = config.get("plugins") {
        report_computed(node, findings, false);
    }
    if let Some(Js::Object(entries)) = theme.get("plugins").map(|n| &n.value) {
        for (name, options) in entries {
            plugin(
                name,
                Some(options),
                options,
                layout,
                redirects,
                extras,
                findings,
            );
        }
    }
}

fn plugin(
    name: &str,
    options: Option<&Node>,
    at: &Node,
    layout: &Layout,
    redirects: &mut BTreeMap<String, String>,
    extras: &mut Integrations,
    findings: &mut Vec<Finding>,
) {
    if super::blog::plugin(name, options, at, extras, findings) {
        return;
    }
    match (name, options) {
        ("comment", Some(options)) => return integrations::comments(options, extras, findings),
        ("notice", Some(options)) => return integrations::notices(options, extras, findings),
        _ => {}
    }
    // Analytics plugins become script tags in `head:`.
    let head = &mut extras.head;
    if options.is_some_and(|o| super::head::analytics(name, o, head, findings).is_some()) {
        return;
    }
    if name == "redirect" {
        let Some(map) = options.and_then(|o| o.get("config")) else {
            return;
        };
        match &map.value {
            Js::Object(entries) => {
                for (from, target) in entries {
                    let Some(to) = target.as_str() else {
                        report_computed(target, findings, false);
                        continue;
                    };
                    let dropped = |why: &str| {
                        Finding::at(
                            &target.at,
                            format!("redirect `{from}` → `{to}` not imported: {why}"),
                        )
                        .with(super::report::Action::Dropped)
                    };
                    // A `..` segment would make the target leave its folder (docs refuses it).
                    if has_dot_segment(to) {
                        findings.push(dropped("a route with `.` or `..` segments is not allowed"));
                        continue;
                    }
                    match redirect_key(from, layout) {
                        Ok(key) => {
                            redirects.insert(key, route_link(to));
                        }
                        Err(why) => findings.push(dropped(&why)),
                    }
                }
            }
            _ => findings.push(Finding::at(
                &map.at,
                "could not convert the redirect plugin's `config`: only a plain object of old → new paths converts",
            )),
        }
    } else if let Some(line) = integrations::built_in(name, at) {
        findings.push(line);
    } else {
        findings.push(Finding::at(
            &at.at,
            format!("plugin `{name}` has no equivalent in docs; not converted"),
        ));
    }
}

/// Whether a path has a `.` or `..` segment.
pub(super) fn has_dot_segment(path: &str) -> bool {
    path.split('/').any(|seg| seg == ".." || seg == ".")
}

/// A `structure` group without a link leads to its folder's README, as in theme-hope.
fn structure_link(node: &Node, own: &str, info: &BTreeMap<String, PageInfo>) -> Option<String> {
    let structure = node.get("children").and_then(Node::as_str) == Some("structure");
    let folder = format!("{}/", own.trim_end_matches('/'));
    (structure && info.contains_key(&folder)).then_some(folder)
}

/// `prefix` + `link` as theme-hope resolves them: absolute and external links stay.
fn join(prefix: &str, link: &str) -> String {
    if link.starts_with('/') || link.contains("://") || link.starts_with("mailto:") {
        link.to_owned()
    } else {
        format!("{}/{link}", prefix.trim_end_matches('/'))
    }
}

fn navbar(
    node: &Node,
    prefix: &str,
    info: &BTreeMap<String, PageInfo>,
    findings: &mut Vec<Finding>,
) -> Vec<NavItem> {
    match &node.value {
        Js::Array(items) => items
            .iter()
            .filter_map(|i| nav_item(i, prefix, info, findings))
            .collect(),
        Js::Computed(_) => Vec::new(), // reported with the rest of the computed config
        _ => {
            findings.push(Finding::at(
                &node.at,
                "could not convert the navbar: not a list",
            ));
            Vec::new()
        }
    }
}

fn nav_item(
    node: &Node,
    prefix: &str,
    info: &BTreeMap<String, PageInfo>,
    findings: &mut Vec<Finding>,
) -> Option<NavItem> {
    match &node.value {
        Js::Str(link) => {
            let link = route_link(&join(prefix, link));
            let page = info.get(link.split('#').next().unwrap_or(&link));
            Some(NavItem {
                text: page
                    .and_then(|p| p.title.clone())
                    .unwrap_or_else(|| link.clone()),
                icon: page.and_then(|p| p.icon.as_deref()).map(icon_class),
                link: Some(link),
                children: Vec::new(),
            })
        }
        Js::Object(_) => {
            let Some(text) = node.get("text").and_then(Node::as_str) else {
                findings.push(Finding::at(
                    &node.at,
                    "could not convert a navbar entry without a plain `text`; left out",
                ));
                return None;
            };
            let own = node
                .get("prefix")
                .and_then(Node::as_str)
                .map_or_else(|| prefix.to_owned(), |p| join(prefix, p));
            let children = match node.get("children").map(|c| &c.value) {
                Some(Js::Array(items)) => items
                    .iter()
                    .filter_map(|i| nav_item(i, &own, info, findings))
                    .collect(),
                _ => Vec::new(),
            };
            Some(NavItem {
                text: text.to_owned(),
                link: node
                    .get("link")
                    .and_then(Node::as_str)
                    .map(|l| route_link(&join(prefix, l))),
                icon: node.get("icon").and_then(Node::as_str).map(icon_class),
                children,
            })
        }
        _ => None, // computed: already reported
    }
}

fn sidebar(
    node: &Node,
    locale: &str,
    info: &BTreeMap<String, PageInfo>,
    findings: &mut Vec<Finding>,
) -> BTreeMap<String, SidebarEntry> {
    let mut out = BTreeMap::new();
    match &node.value {
        Js::Object(entries) => {
            for (key, value) in entries {
                let key = if key.starts_with('/') {
                    key.clone()
                } else {
                    join(locale, key)
                };
                if let Some(entry) = sidebar_entry(value, &key, info, findings) {
                    out.insert(key, entry);
                }
            }
        }
        _ => {
            if let Some(entry) = sidebar_entry(node, locale, info, findings) {
                out.insert(locale.to_owned(), entry);
            }
        }
    }
    out
}

fn sidebar_entry(
    node: &Node,
    prefix: &str,
    info: &BTreeMap<String, PageInfo>,
    findings: &mut Vec<Finding>,
) -> Option<SidebarEntry> {
    match &node.value {
        Js::Str(s) if s == "structure" => Some(SidebarEntry::Structure("structure")),
        Js::Bool(false) => Some(SidebarEntry::Off(false)),
        Js::Array(items) => Some(SidebarEntry::Items(
            items
                .iter()
                .filter_map(|i| sidebar_item(i, prefix, info, findings))
                .collect(),
        )),
        Js::Computed(_) => None,
        _ => {
            findings.push(Finding::at(
                &node.at,
                format!("could not convert the sidebar of `{prefix}`: docs takes `\"structure\"`, `false` or a list"),
            ));
            None
        }
    }
}

fn sidebar_item(
    node: &Node,
    base: &str,
    info: &BTreeMap<String, PageInfo>,
    findings: &mut Vec<Finding>,
) -> Option<SidebarItem> {
    match &node.value {
        Js::Str(link) => Some(SidebarItem::Link(link.clone())),
        Js::Object(_) => {
            let Some(text) = node.get("text").and_then(Node::as_str) else {
                findings.push(Finding::at(
                    &node.at,
                    "could not convert a sidebar entry without a plain `text`; left out",
                ));
                return None;
            };
            let sub = node.get("prefix").and_then(Node::as_str);
            let own = sub.map_or_else(|| base.to_owned(), |p| join(base, p));
            let children = match node.get("children").map(|c| &c.value) {
                Some(Js::Array(items)) => items
                    .iter()
                    .filter_map(|i| sidebar_item(i, &own, info, findings))
                    .collect(),
                // docs generates structure sidebars per path prefix only: the folder's pages
                // as they are now (new pages need adding by hand).
                Some(Js::Str(s)) if s == "structure" => super::structure::expand(&own, info),
                _ => Vec::new(),
            };
            Some(SidebarItem::Group(SidebarGroup {
                text: text.to_owned(),
                icon: node.get("icon").and_then(Node::as_str).map(icon_class),
                // Absolute, so it means the same whatever prefix `docs` joins it with.
                link: node
                    .get("link")
                    .and_then(Node::as_str)
                    .map(|l| route_link(&join(base, l)))
                    .or_else(|| structure_link(node, &own, info)),
                prefix: sub.map(str::to_owned),
                collapsible: match node.get("collapsible").map(|c| &c.value) {
                    Some(Js::Bool(b)) => Some(*b),
                    _ => None,
                },
                children,
            }))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_the_import_does_not_read_are_each_named() {
        let config = crate::import::js_literal::parse_expr(
            "config.ts",
            r#"{ base: "/docs/", title: "T", dest: "dist", clientConfigFile: "x.ts", shouldPrefetch: false }"#,
        );
        let theme = crate::import::js_literal::parse_expr(
            "theme.ts",
            r#"{ locales: { "/": { navbar: [], metaLocales: { editLink: "编辑" }, toc: true },
                            "/en/": { sidebar: {}, displayFooter: true } } }"#,
        );
        let mut findings = Vec::new();
        report_base(&config, &mut findings);
        report_unread_config_keys(&config, &mut findings);
        report_unread_locale_keys(&theme, &mut findings);
        let messages: Vec<&str> = findings.iter().map(|f| f.message.as_str()).collect();
        assert_eq!(messages.len(), 4, "{messages:#?}");
        assert!(
            messages[0].contains("docs build --base /docs/"),
            "{}",
            messages[0]
        );
        assert!(
            messages[1].starts_with("config option `clientConfigFile`"),
            "{}",
            messages[1]
        );
        assert!(
            messages[2].contains("`/` options not converted: `metaLocales`:"),
            "{}",
            messages[2]
        );
        assert!(
            messages[3].contains("`/en/` options not converted: `displayFooter`:"),
            "{}",
            messages[3]
        );

        let mut findings = Vec::new();
        report_base(
            &crate::import::js_literal::parse_expr("c.ts", r#"{ base: "/a b/" }"#),
            &mut findings,
        );
        assert!(
            findings[0].message.contains("not a base path"),
            "{}",
            findings[0].message
        );
    }

    #[test]
    fn redirects_to_excluded_pages_are_left_out_and_reported() {
        let redirects = BTreeMap::from([
            (
                "/old-snippet.html".to_owned(),
                "/guide/setup.snippet.html".to_owned(),
            ),
            ("/old-draft/".to_owned(), "/drafts/".to_owned()),
            ("/old-guide.html".to_owned(), "/guide/setup.html".to_owned()),
        ]);
        let exclude = ["**/*.snippet.md".to_owned(), "drafts/**".to_owned()];
        let mut findings = Vec::new();
        let kept = without_excluded_targets(&redirects, &exclude, &mut findings);
        assert_eq!(
            kept,
            BTreeMap::from([("/old-guide.html".to_owned(), "/guide/setup.html".to_owned())])
        );
        let files: Vec<&str> = findings.iter().map(|f| f.file.as_str()).collect();
        assert_eq!(files, ["drafts/README.md", "guide/setup.snippet.md"]);
        assert!(findings[0].message.contains("excluded by `pagePatterns`"));
    }
}
