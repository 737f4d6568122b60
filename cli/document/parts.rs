//! Every decision about a page's chrome, made once, here: whether the TOC shows, the page info
//! items with their display strings (dates written for the locale, reading time, authors), the
//! page meta (edit link, last update, contributors), the footer, and whether the navbar, a sidebar
//! (and which) and the comment box show. The server's shell (`document/shell`) and the app's
//! components both draw [`Parts`] and compute none of it, so the page the server sends and the
//! page the app draws cannot disagree.

use serde::Serialize;

use super::{Layout, PageData};
use crate::render::Header;
use crate::site::blog::view::Kind;
use crate::site::config::SiteAuthor;
use crate::site::dates;
use crate::site::front_matter::{PageInfoSetting, TextOrSwitch};
use crate::site::git::Contributor;
use crate::site::sidebar;
use crate::site::{Locale, Site};

/// What the page chrome shows, decided (`parts` in the page JSON).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Parts {
    /// The TOC shows: doc layout, not `toc: false`, a heading within the page's depth.
    pub toc: bool,
    /// The page info under the title, in order; empty when none shows.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub info: Vec<InfoItem>,
    /// The page meta; `None` when none of its parts shows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meta: Option<Meta>,
    /// The site footer; `None` when the page has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub footer: Option<Footer>,
    /// The print button shows (site.yaml or front-matter `print: true`, doc pages with a TOC box).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub print: bool,
    /// The navbar shows (not `navbar: false`).
    pub navbar: bool,
    /// The sidebar the page shows: its key in the locale's `sidebar` (the longest configured
    /// prefix of the route, SB-02); `None` off the doc layout, with `sidebar: false`, where that
    /// prefix turns the sidebar off or lists nothing, and where no prefix covers the route.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sidebar: Option<String>,
    /// A doc page that wants a sidebar but no prefix covers: the app says so on the console.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub sidebar_missing: bool,
    /// The comment box shows (site.yaml `comments` set, doc layout, not `comment: false`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub comments: bool,
}

/// One page info item (PG-04..08): `label` is its tooltip, `text` what it shows, `meta` the
/// schema.org property it carries (`[property, content]`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum InfoItem {
    Author {
        label: String,
        authors: Vec<SiteAuthor>,
        meta: [String; 2],
    },
    Original {
        text: String,
    },
    Date {
        label: String,
        text: String,
        meta: [String; 2],
    },
    Category {
        label: String,
        values: Vec<String>,
        /// Each value's blog page (`""` for none); empty without the blog.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        links: Vec<String>,
        meta: [String; 2],
    },
    Tag {
        label: String,
        values: Vec<String>,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        links: Vec<String>,
        meta: [String; 2],
    },
    ReadingTime {
        label: String,
        text: String,
        meta: [String; 2],
    },
    Word {
        label: String,
        text: String,
        meta: [String; 2],
    },
}

/// A label and a link.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Link {
    pub text: String,
    pub link: String,
}

/// The last update: label, the time as the locale writes it, and `datetime`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Updated {
    pub label: String,
    pub text: String,
    pub iso: String,
}

/// The contributors line.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct People {
    pub label: String,
    pub people: Vec<Contributor>,
}

/// The page meta (PG-12).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Meta {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edit: Option<Link>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub updated: Option<Updated>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contributors: Option<People>,
}

/// The site footer (PG-14): trusted footer HTML, then the copyright line.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Footer {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub copyright: Option<String>,
}

/// The headings a page shows (TOC and sidebar) for a depth: level ≤ depth + 1, nested.
pub fn headings(headers: &[Header], depth: u8) -> Vec<Header> {
    headers
        .iter()
        .filter(|h| h.level <= depth + 1)
        .map(|h| Header {
            children: headings(&h.children, depth),
            ..h.clone()
        })
        .collect()
}

/// The decisions for a page whose data is otherwise complete (`headers` already cut to its depth).
pub fn decide(site: &Site, page: &PageData) -> Parts {
    let locale = site.locale(&page.locale);
    let doc = page.layout == Layout::Doc;
    let theme = &site.config.theme;
    let fm = &page.frontmatter;
    let toc = doc && theme.toc(fm) && !page.headers.is_empty();
    let covering = match doc && fm.sidebar != Some(false) {
        true => Some(
            site.sidebars
                .get(&page.locale)
                .and_then(|sidebars| sidebar::covering(sidebars, &page.route)),
        ),
        false => None,
    };
    Parts {
        toc,
        // The button sits in the TOC's header: a page without a TOC has no place for it.
        print: toc && theme.print(&page.frontmatter),
        info: if doc {
            info(site, page, locale)
        } else {
            Vec::new()
        },
        meta: if doc { meta(site, page, locale) } else { None },
        footer: footer(site, page),
        navbar: fm.navbar != Some(false),
        sidebar: covering
            .flatten()
            .filter(|(_, items)| items.as_ref().is_some_and(|items| !items.is_empty()))
            .map(|(prefix, _)| prefix.clone()),
        sidebar_missing: covering.is_some_and(|c| c.is_none()),
        comments: doc && site.config.comments.is_some() && fm.comment != Some(false),
    }
}

/// Which page-info items show, in order: front-matter `pageInfo`, else site.yaml's, else the
/// theme's order.
fn info_kinds(setting: Option<&PageInfoSetting>) -> Vec<&str> {
    const DEFAULT: [&str; 6] = [
        "Author",
        "Original",
        "Date",
        "Category",
        "Tag",
        "ReadingTime",
    ];
    match setting {
        Some(PageInfoSetting::Switch(false)) => Vec::new(),
        Some(PageInfoSetting::Items(items)) => items.iter().map(String::as_str).collect(),
        _ => DEFAULT.to_vec(),
    }
}

fn pair(property: &str, content: impl Into<String>) -> [String; 2] {
    [property.to_owned(), content.into()]
}

fn info(site: &Site, page: &PageData, locale: &Locale) -> Vec<InfoItem> {
    let fm = &page.frontmatter;
    let t = |key: &'static str| locale.ui(key).to_owned();
    // The renderer's count and minutes (render/reading.rs owns the reading speed): under a minute
    // reads "less than", else the minutes rounded to two decimals, then to whole minutes (PG-07).
    let words = page.reading_time.words;
    let under_a_minute = page.reading_time.minutes < 1.0;
    let minutes = (page.reading_time.minutes * 100.0).round() / 100.0;
    let mut out = Vec::new();
    for kind in info_kinds(site.config.theme.page_info(fm)) {
        let item = match kind {
            "Author" => {
                let authors: Vec<SiteAuthor> = match &fm.author {
                    Some(list) => list
                        .iter()
                        .filter(|a| !a.name.is_empty())
                        .map(|a| SiteAuthor {
                            name: a.name.clone(),
                            url: a.url.clone(),
                        })
                        .collect(),
                    None if site.config.author.name.is_empty() => Vec::new(),
                    None => vec![site.config.author.clone()],
                };
                if authors.is_empty() {
                    continue;
                }
                let names: Vec<&str> = authors.iter().map(|a| a.name.as_str()).collect();
                let meta = pair("author", names.join(", "));
                InfoItem::Author {
                    label: t("author"),
                    authors,
                    meta,
                }
            }
            "Original" if fm.is_original == Some(true) => InfoItem::Original {
                text: t("original"),
            },
            "Date" => {
                // Front-matter `date`, else the file's first commit (PG-06).
                let from_fm = fm.date.as_deref().and_then(dates::parse_day);
                let git = page
                    .git
                    .as_ref()
                    .map(|g| g.created_time)
                    .filter(|t| *t != 0);
                let Some(ms) = from_fm.or(git) else { continue };
                InfoItem::Date {
                    label: t("writingDate"),
                    text: dates::local_date(ms, locale),
                    meta: pair("datePublished", dates::iso_time(ms)),
                }
            }
            "Category" if !fm.category.is_empty() => InfoItem::Category {
                label: t("category"),
                values: fm.category.clone(),
                links: term_links(site, page, Kind::Category, &fm.category),
                meta: pair("articleSection", fm.category.join(",")),
            },
            "Tag" if !fm.tag.is_empty() => InfoItem::Tag {
                label: t("tag"),
                values: fm.tag.clone(),
                links: term_links(site, page, Kind::Tag, &fm.tag),
                meta: pair("keywords", fm.tag.join(",")),
            },
            "ReadingTime" => {
                let (text, required) = if under_a_minute {
                    (t("less1Minute"), "PT1M".to_owned())
                } else {
                    let n = minutes.round();
                    (
                        locale.ui("timeText").replace("$time", &n.to_string()),
                        format!("PT{n}M"),
                    )
                };
                InfoItem::ReadingTime {
                    label: t("readingTime"),
                    text,
                    meta: pair("timeRequired", required),
                }
            }
            "Word" => InfoItem::Word {
                label: t("words"),
                text: locale.ui("wordText").replace("$word", &words.to_string()),
                meta: pair("wordCount", words.to_string()),
            },
            // PageView needs a counter service: none is configured.
            _ => continue,
        };
        out.push(item);
    }
    out
}

/// "Edit this page": the configured pattern, else the host's (GitHub, Gitee, GitLab, Bitbucket).
fn edit_link(site: &Site, file: &str) -> Option<String> {
    let repo = site
        .config
        .docs_repo
        .as_ref()
        .filter(|r| !r.repo.is_empty())?;
    let http = repo.repo.starts_with("http://") || repo.repo.starts_with("https://");
    let known = if !http || repo.repo.contains("github.com") || repo.repo.contains("gitee.com") {
        Some(":repo/edit/:branch/:path")
    } else if repo.repo.contains("bitbucket.org") {
        Some(":repo/src/:branch/:path?mode=edit&spa=0&at=:branch&fileviewer=file-view-default")
    } else if repo.repo.contains("gitlab.com") {
        Some(":repo/-/edit/:branch/:path")
    } else {
        None
    };
    let pattern = repo
        .pattern
        .as_deref()
        .filter(|p| !p.is_empty())
        .or(known)?;
    let base = if http {
        repo.repo.trim_end_matches('/').to_owned()
    } else {
        format!("https://github.com/{}", repo.repo)
    };
    let path = format!("{}/{file}", repo.dir.trim_matches('/'));
    let branch = if repo.branch.is_empty() {
        "main"
    } else {
        &repo.branch
    };
    Some(
        pattern
            .replace(":repo", &base)
            .replace(":branch", branch)
            .replace(":path", path.trim_start_matches('/')),
    )
}

fn meta(site: &Site, page: &PageData, locale: &Locale) -> Option<Meta> {
    let fm = &page.frontmatter;
    let theme = &site.config.theme;
    let edit = page
        .file_path_relative
        .as_deref()
        .filter(|_| theme.edit_link(fm))
        .and_then(|file| edit_link(site, file))
        .map(|link| Link {
            text: locale.ui("editLink").to_owned(),
            link,
        });
    let git = page.git.as_ref();
    let updated = git
        .filter(|g| theme.last_updated(fm) && g.updated_time != 0)
        .map(|g| Updated {
            label: locale.ui("lastUpdated").to_owned(),
            text: dates::local_date_time(g.updated_time, locale),
            iso: dates::iso_time(g.updated_time),
        });
    let contributors = git
        .filter(|g| theme.contributors(fm) && !g.contributors.is_empty())
        .map(|g| People {
            label: locale.ui("contributors").to_owned(),
            people: g.contributors.clone(),
        });
    (edit.is_some() || updated.is_some() || contributors.is_some()).then_some(Meta {
        edit,
        updated,
        contributors,
    })
}

/// The blog pages of a page's categories or tags, one per value (`""` where there is none); empty
/// when the blog has none of them, so the chips stay plain text.
fn term_links(site: &Site, page: &PageData, kind: Kind, values: &[String]) -> Vec<String> {
    let links: Vec<String> = values
        .iter()
        .map(|v| {
            site.blog
                .term_link(&page.locale, kind, v)
                .unwrap_or_default()
        })
        .collect();
    if links.iter().all(String::is_empty) {
        return Vec::new();
    }
    links
}

/// The footer: the page's or (doc pages) the locale's or the site's footer HTML, then the
/// copyright line (the page's text, else "<license> Licensed | " + the site's copyright or
/// "Copyright © year author"). `footer: false` hides it on a page; site.yaml `displayFooter: false`
/// on every page that does not set `footer:`.
fn footer(site: &Site, page: &PageData) -> Option<Footer> {
    let fm = &page.frontmatter;
    let config = &site.config;
    match &fm.footer {
        Some(TextOrSwitch::Switch(false)) => return None,
        None if config.theme.display_footer == Some(false) => return None,
        _ => {}
    }
    let locale_footer = match page.layout {
        Layout::Doc => site
            .locales
            .get(&page.locale)
            .and_then(|l| l.footer.clone())
            .or_else(|| config.theme.footer.clone()),
        Layout::Home | Layout::Blog => None,
        Layout::NotFound => return None,
    };
    let html = match &fm.footer {
        Some(TextOrSwitch::Text(s)) => Some(s.clone()),
        _ => locale_footer,
    }
    .filter(|h| !h.is_empty());
    let copyright = match &fm.copyright {
        Some(TextOrSwitch::Switch(false)) => None,
        Some(TextOrSwitch::Text(s)) => Some(s.clone()),
        _ if config.copyright == Some(TextOrSwitch::Switch(false)) => None,
        _ => {
            let text = match &config.copyright {
                Some(TextOrSwitch::Text(text)) => text.clone(),
                _ => format!(
                    "Copyright © {} {}",
                    dates::year(dates::now_ms()),
                    config.author.name
                ),
            };
            match fm
                .license
                .as_deref()
                .filter(|l| !l.is_empty())
                .or(config.license.as_deref())
                .filter(|l| !l.is_empty())
            {
                Some(license) => Some(format!("{license} Licensed | {text}")),
                None => Some(text),
            }
        }
    }
    .filter(|c| !c.is_empty());
    (html.is_some() || copyright.is_some()).then_some(Footer { html, copyright })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::source::ContentSource;

    /// The chrome parity fixture: a `tw` locale (lang zh-TW, no `ui:` strings) and dated pages.
    fn fixture() -> Site {
        Site::load(ContentSource::Disk(
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/chrome-parity").into(),
        ))
        .unwrap()
    }

    fn data(site: &Site, route: &str) -> PageData {
        let page = site.page(route).unwrap();
        super::super::page_data(site, page, &crate::render::page(site, page))
    }

    #[test]
    fn page_info_is_decided_in_the_locale_own_words_and_date_format() {
        let site = fixture();
        let tw = data(&site, "/tw/guide/deep/c.html");
        let kinds: Vec<&str> = tw
            .parts
            .info
            .iter()
            .map(|i| match i {
                InfoItem::Author { .. } => "author",
                InfoItem::Original { .. } => "original",
                InfoItem::Date { .. } => "date",
                InfoItem::Category { .. } => "category",
                InfoItem::Tag { .. } => "tag",
                InfoItem::ReadingTime { .. } => "readingTime",
                InfoItem::Word { .. } => "word",
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "author",
                "original",
                "date",
                "category",
                "tag",
                "readingTime",
                "word"
            ]
        );
        assert!(tw.parts.info.contains(&InfoItem::Date {
            label: "写作日期".into(),
            text: "2022/7/4".into(),
            meta: ["datePublished".into(), "2022-07-04T00:00:00.000Z".into()],
        }));
        let edit = tw
            .parts
            .meta
            .as_ref()
            .and_then(|m| m.edit.as_ref())
            .unwrap();
        assert_eq!(edit.text, "编辑此页");
        assert_eq!(
            edit.link,
            "https://github.com/example/docs/edit/main/tests/fixtures/chrome-parity/tw/guide/deep/c.md"
        );
        assert_eq!(tw.breadcrumb[0].text, "首页");
        // The English page: English words, the locale's footer, the TOC to headerDepth 2.
        let en = data(&site, "/guide/a.html");
        assert!(en.parts.toc);
        assert_eq!(en.headers[0].children.len(), 1, "h3 kept at depth 2");
        assert_eq!(
            en.parts.footer.as_ref().and_then(|f| f.html.as_deref()),
            Some("Fixture footer")
        );
    }

    #[test]
    fn navbar_sidebar_and_comments_are_decided_for_the_app() {
        let mut site = fixture();
        let page = data(&site, "/tw/guide/deep/c.html");
        // The longest prefix that covers the route names the sidebar; the app only looks it up.
        assert_eq!(page.parts.sidebar.as_deref(), Some("/tw/guide/"));
        assert!(page.parts.navbar && !page.parts.sidebar_missing && !page.parts.comments);
        // The locale home is covered by no prefix: no sidebar, and the app is told why.
        let home = data(&site, "/");
        assert_eq!(home.parts.sidebar, None);
        let mut guide = data(&site, "/guide/a.html");
        guide.route = "/elsewhere.html".into();
        let parts = decide(&site, &guide);
        assert!(parts.sidebar.is_none() && parts.sidebar_missing);
        // `sidebar: false`, `navbar: false` and `comment: false` on the page.
        let mut page = data(&site, "/guide/a.html");
        page.frontmatter.sidebar = Some(false);
        page.frontmatter.navbar = Some(false);
        let parts = decide(&site, &page);
        assert!(parts.sidebar.is_none() && !parts.sidebar_missing && !parts.navbar);
        site.config.comments = Some(serde_json::json!({"provider": "Giscus"}));
        assert!(decide(&site, &page).comments);
        page.frontmatter.comment = Some(false);
        assert!(!decide(&site, &page).comments);
        // A breadcrumb of the page alone is none.
        assert!(data(&site, "/").breadcrumb.is_empty());
        assert_eq!(data(&site, "/guide/a.html").breadcrumb.len(), 3);
    }

    #[test]
    fn each_front_matter_switch_hides_its_part() {
        let site = fixture();
        let mut page = data(&site, "/guide/a.html");
        page.git = Some(crate::site::git::GitInfo {
            updated_time: 1_717_427_045_007,
            created_time: 1_717_427_045_007,
            contributors: vec![Contributor {
                name: "A".into(),
                email: "a@example.org".into(),
                commits: 1,
            }],
        });
        let meta = |page: &PageData| decide(&site, page).meta;
        let all = meta(&page).unwrap();
        assert_eq!(
            all.updated.as_ref().map(|u| u.text.as_str()),
            Some("6/3/2024, 3:04:05 PM")
        );
        assert!(all.edit.is_some() && all.contributors.is_some());
        page.frontmatter.edit_link = Some(false);
        assert!(meta(&page).unwrap().edit.is_none());
        page.frontmatter.last_updated = Some(false);
        assert!(meta(&page).unwrap().updated.is_none());
        page.frontmatter.contributors = Some(false);
        assert!(meta(&page).is_none(), "all three off: no page meta");
        page.frontmatter.toc = Some(false);
        page.frontmatter.page_info = Some(PageInfoSetting::Switch(false));
        let parts = decide(&site, &page);
        assert!(!parts.toc && parts.info.is_empty());
    }
}
