//! What the front end receives: the page JSON and the prerendered HTML document.
//!
//! `docs serve` and `docs build` both call these functions, so a deployed export and a served site
//! cannot drift.

mod chrome;
pub mod common;
pub mod feeds;
mod head;
pub mod key;
pub mod llms;
pub mod markdown_twin;
mod notice;
pub mod parts;
mod public_url;
mod shell;
pub mod sidebar_file;
mod sidebar_slice;
mod title_breaks;

pub use sidebar_file::SliceFile;
pub use sidebar_slice::page_sidebar;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::render::{self, escape, Header, ReadingTime, RenderedPage};
use crate::site::config::{NavItem, NotFoundTexts};
use crate::site::front_matter::{FrontMatter, NavOverride};
use crate::site::git::GitInfo;
use crate::site::{Page, Sidebars, Site, SiteConfig};

/// Which layout the front end uses for a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Layout {
    Home,
    Doc,
    NotFound,
    /// A page of the blog's lists (`site::blog`), drawn from [`PageData::blog`].
    Blog,
}

impl Layout {
    /// The app module that draws this layout's body, as Vite's manifest names it
    /// (embedded-web/src/layouts/bodies.ts): its stylesheets are the page kind's.
    pub fn body_module(self) -> &'static str {
        match self {
            Layout::Home => "src/layouts/HomeBody.tsx",
            Layout::Doc => "src/layouts/DocParts.ts",
            Layout::NotFound => "src/layouts/NotFoundBody.tsx",
            Layout::Blog => "src/layouts/BlogBody.tsx",
        }
    }
}

/// A previous/next link.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NavLink {
    pub text: String,
    pub link: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
}

/// Everything the front end needs to show one page: inlined in its HTML document (which the app
/// also reads on a client-side visit) and answered by `docs serve` as `/_data/page/<route>.json`.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageData {
    pub route: String,
    pub title: String,
    pub lang: String,
    /// Locale prefix (`/` or `/zh/`).
    pub locale: String,
    pub layout: Layout,
    pub frontmatter: FrontMatter,
    /// The headings the page shows (TOC and sidebar), already cut to its `headerDepth`, with where
    /// their titles wrap.
    #[serde(serialize_with = "title_breaks::headers")]
    pub headers: Vec<Header>,
    pub reading_time: ReadingTime,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub git: Option<GitInfo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file_path_relative: Option<String>,
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "title_breaks::nav_link"
    )]
    pub prev: Option<NavLink>,
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "title_breaks::nav_link"
    )]
    pub next: Option<NavLink>,
    /// Locale home → ancestor folder indexes → this page (PG-03); empty on 404 pages.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub breadcrumb: Vec<NavLink>,
    /// The sidebar groups that open for this page, outermost first, by title: on each level the
    /// first group holding the page (SB-06). The server's sidebar and the app's both read it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sidebar_open: Vec<String>,
    /// The same page in each other locale that has it, by locale prefix.
    pub twins: BTreeMap<String, String>,
    pub widgets: Vec<String>,
    /// Front-matter problems, logged to the console by development builds.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
    /// Every chrome decision (TOC, page info, page meta, footer), made once (`parts`).
    pub parts: parts::Parts,
    /// What a blog page lists ([`Layout::Blog`]), or a blog home below its hero ([`Layout::Home`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blog: Option<crate::site::blog::view::View>,
    /// The site.yaml notice this route shows (NT-02), as written there, decided once: the shell
    /// draws it in the page's flow, the app too, or as a modal when `fullscreen`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notice: Option<notice::Chosen>,
    /// The page's own `head:` tags as the server writes them (`site_head::page_tags`), which the
    /// app puts in place of the previous page's on a client-side visit.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub page_head: String,
    /// Content HTML; left out when the HTML document already carries it.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub html: String,
}

/// One locale's navigation and texts (`/_data/locale/<key>.json`).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LocaleData<'a> {
    pub prefix: &'a str,
    pub lang: &'a str,
    pub navbar: &'a [NavItem],
    pub sidebar: &'a Sidebars,
    /// Every UI string the app shows, already chosen for this locale (`site::ui_strings`): the app
    /// reads them and chooses nothing.
    pub ui: BTreeMap<&'static str, &'a str>,
    /// The bundled language those strings came from after the locale's own (`site::ui_strings`):
    /// the widgets' environment carries it (`env.lang`); every widget string is in `ui`.
    pub strings: &'static str,
    pub not_found: &'a NotFoundTexts,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub footer: Option<&'a str>,
    /// Set on the copy inlined in a page: it holds only that page's sidebar, trimmed to what it
    /// paints; the app fetches the whole locale file after it mounts.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub partial: bool,
}

/// The page data of a site page.
pub fn page_data(site: &Site, page: &Page, rendered: &RenderedPage) -> PageData {
    let fm = &page.front_matter;
    let mut blog = site.blog.view(&page.route).cloned();
    let layout = if blog.is_some() {
        Layout::Blog
    } else if fm.home == Some(true) {
        // theme-hope's blog home: a home page with `layout: Blog` lists the articles below its hero.
        if fm.layout.as_deref() == Some("Blog") {
            blog = site.blog.home(&page.locale).cloned();
        }
        Layout::Home
    } else {
        Layout::Doc
    };
    let (prev, next) = site
        .sidebar_neighbours(&page.route)
        .map(|(p, n)| (p.map(nav_link), n.map(nav_link)))
        .unwrap_or((None, None));
    // site.yaml `prev: false` / `next: false` drop the sidebar's neighbour; a page may name one.
    let theme = &site.config.theme;
    let mut prev = prev.filter(|_| theme.prev != Some(false));
    let mut next = next.filter(|_| theme.next != Some(false));
    apply_override(site, &fm.prev, &mut prev);
    apply_override(site, &fm.next, &mut next);
    let twins = site
        .config
        .locales
        .keys()
        .filter(|prefix| **prefix != page.locale)
        .filter_map(|prefix| {
            site.twin(page, prefix)
                .map(|t| (prefix.clone(), t.route.clone()))
        })
        .collect();
    let warnings = site
        .load_findings(&page.file)
        .iter()
        .filter(|d| d.rule == "front-matter/wrong-type")
        .map(|d| d.message.clone())
        .collect();
    let mut data = PageData {
        route: page.route.clone(),
        title: page.title.clone(),
        lang: lang_of(&site.config, &page.locale).to_owned(),
        locale: page.locale.clone(),
        layout,
        frontmatter: fm.clone(),
        headers: parts::headings(&rendered.headers, site.config.theme.header_depth(fm)),
        reading_time: rendered.reading_time,
        git: page.git.clone(),
        file_path_relative: Some(page.file.clone()),
        prev,
        next,
        // Decided here, once: the shell and the app draw a breadcrumb only when it has entries,
        // and a chain of the page alone is none.
        breadcrumb: match site.config.theme.breadcrumb(fm) {
            true => Some(chrome::breadcrumb(site, page)).filter(|chain| chain.len() > 1),
            false => None,
        }
        .unwrap_or_default(),
        sidebar_open: sidebar_slice::open_path(site, &page.route),
        twins,
        widgets: rendered.widgets.clone(),
        warnings,
        parts: parts::Parts::default(),
        blog,
        page_head: head::site_head::page_tags(site, &fm.head),
        notice: notice::Chosen::of(site, &page.route),
        html: site
            .base
            .html(&doc_content(layout, rendered.into(), &page.title).html)
            .into_owned(),
    };
    data.parts = parts::decide(site, &data);
    data
}

/// The page data for a path that has no page.
pub fn not_found_data(site: &Site, path: &str) -> PageData {
    let locale = site.locale_of(path).to_owned();
    let title = site
        .locales
        .get(&locale)
        .map(|l| l.not_found.title.clone())
        .unwrap_or_else(|| "404".into());
    let mut data = PageData {
        route: path.to_owned(),
        title,
        lang: lang_of(&site.config, &locale).to_owned(),
        locale,
        layout: Layout::NotFound,
        frontmatter: FrontMatter::default(),
        headers: Vec::new(),
        reading_time: render::reading::reading_time(0),
        git: None,
        file_path_relative: None,
        prev: None,
        next: None,
        breadcrumb: Vec::new(),
        sidebar_open: Vec::new(),
        twins: BTreeMap::new(),
        widgets: Vec::new(),
        warnings: Vec::new(),
        parts: parts::Parts::default(),
        blog: None,
        page_head: String::new(),
        notice: None,
        html: String::new(),
    };
    data.parts = parts::decide(site, &data);
    data
}

/// The content HTML as the front end gets it: on doc pages the leading `<h1>` sits in the title block.
fn doc_content(layout: Layout, rendered: Content, title: &str) -> chrome::Titled {
    match layout {
        Layout::Doc => chrome::title_block(rendered.html, rendered.outline.leading_h1, title),
        Layout::Home | Layout::NotFound | Layout::Blog => chrome::Titled {
            html: rendered.html.to_owned(),
            h1: None,
        },
    }
}

/// A page's rendering as its document reads it: the HTML and what the renderer says of it.
#[derive(Debug, Clone, Copy)]
pub struct Content<'a> {
    pub html: &'a str,
    pub outline: &'a render::Outline,
}

impl<'a> From<&'a RenderedPage> for Content<'a> {
    fn from(rendered: &'a RenderedPage) -> Self {
        Self {
            html: &rendered.html,
            outline: &rendered.outline,
        }
    }
}

/// The locale data for a locale prefix.
pub fn locale_data<'a>(site: &'a Site, prefix: &'a str) -> Option<LocaleData<'a>> {
    let locale = site.locales.get(prefix)?;
    Some(LocaleData {
        prefix,
        lang: lang_of(&site.config, prefix),
        navbar: &locale.navbar,
        sidebar: site.sidebars.get(prefix)?,
        ui: crate::site::ui_strings::app_strings(site.locale(prefix)),
        strings: crate::site::ui_strings::language(site.locale(prefix)),
        not_found: &locale.not_found,
        footer: locale.footer.as_deref(),
        partial: false,
    })
}

fn lang_of<'a>(config: &'a SiteConfig, prefix: &str) -> &'a str {
    config
        .locales
        .get(prefix)
        .map_or("en-US", |l| l.lang.as_str())
}

fn nav_link(item: &crate::site::SidebarItem) -> NavLink {
    NavLink {
        text: item.text.clone(),
        link: item.link.clone().unwrap_or_default(),
        icon: item.icon.clone(),
    }
}

fn apply_override(site: &Site, value: &Option<NavOverride>, slot: &mut Option<NavLink>) {
    match value {
        None => {}
        Some(NavOverride::Off(_)) => *slot = None,
        Some(NavOverride::Path(path)) => {
            *slot = site.page(path).map(|p| NavLink {
                text: p.short_title().to_owned(),
                link: p.route.clone(),
                icon: p.front_matter.icon.clone(),
            });
        }
        Some(NavOverride::Link { text, link, icon }) => {
            *slot = Some(NavLink {
                text: text.clone(),
                link: link.clone(),
                icon: icon.clone(),
            })
        }
    }
}

/// A page's HTML document and the sidebar slice file it names (none when no sidebar covers it).
#[derive(Debug, Clone)]
pub struct PageDocument {
    pub html: String,
    pub sidebar: Option<SliceFile>,
}

/// The full HTML document for a page: the Vite `index.html` with title, language, inlined data and the
/// prerendered content, readable without JavaScript. It names `common`, its locale's common file,
/// and the file of the sidebar slice it draws ([`SliceFile`]), which the app reads to mount.
pub fn html_document(
    template: &str,
    site: &Site,
    data: &PageData,
    content: Content,
    common: &common::Common,
) -> PageDocument {
    let info = site.config.locales.get(&data.locale);
    let site_title = info.map_or(site.config.title.as_str(), |l| l.title.as_str());
    let sidebar = page_sidebar(site, &data.route);
    // A not-found document is no page: it draws no sidebar, and the export writes the slice
    // files of pages only.
    let slice_file = (data.layout != Layout::NotFound)
        .then(|| SliceFile::of(site, &data.locale, &sidebar))
        .flatten();
    // Fetched as the page is read, for the app to mount without waiting on them.
    let preload = |url: String| {
        format!(
            "<link rel=\"preload\" href=\"{}\" as=\"fetch\" crossorigin>",
            escape::html(&url)
        )
    };
    let head = format!(
        "{}{}{}",
        head::tags(site, data, content.outline.first_paragraph.as_deref()),
        preload(common.url()),
        slice_file
            .as_ref()
            .map(|f| preload(f.url()))
            .unwrap_or_default()
    );
    let locale = locale_data(site, &data.locale).map(|full| LocaleData {
        sidebar: &sidebar,
        partial: true,
        ..full
    });
    // The slice is drawn in the HTML and named by URL, not inlined a second time.
    let own = locale.as_ref().map(|l| {
        let mut own = common::split(l).0;
        own.remove("sidebar");
        own
    });
    let payload = serde_json::json!({
        "common": common.url(),
        "sidebar": slice_file.as_ref().map(SliceFile::url),
        "locale": own,
        "page": inlined_page(data),
    });
    let json = escape::script_json(&payload.to_string());
    let data_tag =
        format!("<script id=\"__DOCS_DATA__\" type=\"application/json\">{json}</script>");
    let content = doc_content(data.layout, content, &data.title);
    let body = shell::prerender(site, data, locale.as_ref(), site_title, &content);
    let template = head::site_head::template_icons(&site.config, template);
    // Everything but the inlined data (routes, which the app puts under the base itself).
    let (template, head, body) = (
        site.base.html(&template),
        site.base.html(&head),
        site.base.html(&body),
    );
    // The owner's tags come last and put their own paths under the base (see `site_head`).
    let head = format!(
        "{head}{}",
        head::site_head::tags(site, &data.frontmatter.head)
    );
    // The page kind's sheets follow the main one (the app adds another kind's after it too), then
    // the no-script sheet last (all before any page text can hold a `</head>`).
    let html = template
        .replacen(
            "</head>",
            &format!(
                "{}{}</head>",
                site.base
                    .html(crate::web::kind_styles::links(data.layout.body_module())),
                site.base.html(crate::web::no_script::head())
            ),
            1,
        )
        .replacen(
            "<html lang=\"en\">",
            &format!("<html lang=\"{}\">", escape::html(&data.lang)),
            1,
        )
        .replacen("<!--docs-head-->", &head, 1)
        .replacen("<!--docs-app-->", &body, 1)
        .replacen("<!--docs-data-->", &data_tag, 1);
    PageDocument {
        html,
        sidebar: slice_file,
    }
}

/// The front-matter keys the app reads (`page.frontmatter` in `embedded-web/src`: the page icon,
/// back-to-top, the comment id, the container class, the home and portfolio layouts) and `author`,
/// which a wrong type empties for the development log (ERR-01). Every other key the server has
/// decided already (title, order, category, tags, dates, switches in `parts`, `translatedFrom`):
/// sent again, they were ~150 bytes of a page's inlined data (issue 60).
const APP_FRONT_MATTER: [&str; 18] = [
    "icon",
    "backToTop",
    "commentID",
    "containerClass",
    "heroImage",
    "heroText",
    "tagline",
    "actions",
    "portfolio",
    "features",
    "highlights",
    "titles",
    "bgImage",
    "avatar",
    "name",
    "welcome",
    "medias",
    "author",
];

/// The page data as its HTML inlines it: without the content, which the document carries, and with
/// the front matter the app reads.
fn inlined_page(data: &PageData) -> serde_json::Value {
    let mut page = serde_json::to_value(PageData {
        html: String::new(),
        ..data.clone()
    })
    .unwrap_or_default();
    if let Some(serde_json::Value::Object(fm)) = page.get_mut("frontmatter") {
        fm.retain(|key, _| APP_FRONT_MATTER.contains(&key.as_str()));
    }
    page
}

/// `sitemap.xml`: every page with its language alternates, on the public hostname; `None` without
/// one (a sitemap must list absolute addresses).
pub fn sitemap(site: &Site) -> Option<String> {
    site.config.hostname.as_ref()?;
    let url =
        |route: &str| escape::html(&public_url::absolute_url(site, route).unwrap_or_default());
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n");
    for page in &site.pages {
        out.push_str(&format!("  <url><loc>{}</loc>", url(&page.route)));
        if let Some(git) = &page.git {
            out.push_str(&format!(
                "<lastmod>{}</lastmod>",
                crate::site::dates::iso_date(git.updated_time)
            ));
        }
        for (prefix, info) in &site.config.locales {
            let target = if *prefix == page.locale {
                Some(page)
            } else {
                site.twin(page, prefix)
            };
            if let Some(t) = target {
                out.push_str(&format!(
                    "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                    escape::html(&info.lang),
                    url(&t.route)
                ));
            }
        }
        out.push_str("</url>\n");
    }
    out.push_str("</urlset>\n");
    Some(out)
}

/// `robots.txt`: everything may be crawled; points at the sitemap when there is one.
pub fn robots(site: &Site) -> String {
    let sitemap = public_url::absolute_url(site, "/sitemap.xml")
        .map_or(String::new(), |url| format!("\nSitemap: {url}\n"));
    format!(
        "User-agent: *\nAllow: {}\nDisallow: {}\n{sitemap}",
        site.base.url("/"),
        site.base.url("/api/")
    )
}
