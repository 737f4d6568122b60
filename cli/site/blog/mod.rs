//! theme-hope's blog as generated pages: with `blog:` in site.yaml, the articles of each locale
//! (pages with blog front matter, [`articles`]) feed an article list, a page per category and per
//! tag with index pages of both, a timeline and a starred list, at theme-hope's routes under each
//! locale prefix (`/article/`, `/category/<name>/`, `/tag/`, `/timeline/`, `/star/`, `/zh/…`).
//!
//! They are pages of the site like any other ([`Page::is_generated`]): search, the sitemap, lint,
//! `docs serve` and the export see them. Each has a Markdown body (its list as links, which search
//! indexes) and a [`view::View`], which the server and the app draw. A content page at one of
//! these routes keeps it; the blog's page is left out and lint reports it at the page's file.

pub mod articles;
pub mod blogger;
pub mod slug;
pub mod view;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;

use self::articles::Article;
use self::view::{Card, Kind, NavEntry, Pager, Term, View, Year};
use super::blog_config::BlogConfig;
use super::front_matter::FrontMatter;
use super::page::GENERATED;
use super::{dates, Diagnostic, Locale, Page, SiteConfig, Span};

/// The generated pages' views, by route.
#[derive(Debug, Default)]
pub struct Blog {
    views: HashMap<String, Arc<View>>,
    /// What a home page with `layout: Blog` shows below its hero, by locale prefix.
    homes: HashMap<String, Arc<View>>,
}

impl Blog {
    /// What the blog home of a locale lists (a home page with `layout: Blog`).
    pub fn home(&self, locale: &str) -> Option<&View> {
        self.homes.get(locale).map(|v| &**v)
    }

    /// The view of a generated page.
    pub fn view(&self, route: &str) -> Option<&View> {
        self.views.get(route).map(|v| &**v)
    }

    /// The page of a category (`kind` [`Kind::Category`]) or tag ([`Kind::Tag`]) in a locale,
    /// when the blog has one: what a chip on an article links to.
    pub fn term_link(&self, locale: &str, kind: Kind, name: &str) -> Option<String> {
        let link = term_route(locale, kind, name)?;
        self.views.contains_key(&link).then_some(link)
    }
}

/// The blog's pages, their views and a finding for each one a content page keeps from it.
pub struct Generated {
    pub pages: Vec<Page>,
    pub blog: Blog,
    pub findings: Vec<Diagnostic>,
}

/// Generate the blog's pages of every locale from the content `pages` (none without `blog:`).
pub fn generate(config: &SiteConfig, pages: &[Page]) -> Generated {
    let mut out = Generated {
        pages: Vec::new(),
        blog: Blog::default(),
        findings: Vec::new(),
    };
    let Some(blog) = &config.blog else {
        return out;
    };
    let taken: HashMap<&str, &Page> = pages.iter().map(|p| (p.route.as_str(), p)).collect();
    for (prefix, locale) in &config.locales {
        let in_locale = pages.iter().filter(|p| &p.locale == prefix);
        let locale_blog = LocaleBlog {
            prefix,
            locale,
            per_page: blog.articles_per_page.max(1),
            config,
            blog,
        };
        let (made, home) = locale_blog.pages(in_locale);
        out.blog.homes.insert(prefix.clone(), Arc::new(home));
        for (route, view, markdown) in made {
            if let Some(page) = taken.get(route.as_str()) {
                out.findings.push(
                    Diagnostic::error(
                        "blog/collides-with-page",
                        Span::at(&page.file, 1, 1),
                        format!("the blog's page `{route}` is left out: this page has its route"),
                    )
                    .with_help("move the page, or rename the category or tag"),
                );
                continue;
            }
            out.pages.push(page_of(prefix, &route, &view, markdown));
            out.blog.views.insert(route, Arc::new(view));
        }
    }
    out
}

/// The route of a category's or tag's page.
fn term_route(locale: &str, kind: Kind, name: &str) -> Option<String> {
    let base = match kind {
        Kind::Category => "category",
        Kind::Tag => "tag",
        _ => return None,
    };
    Some(format!("{locale}{base}/{}/", slug::of(name)?))
}

fn page_of(prefix: &str, route: &str, view: &View, markdown: String) -> Page {
    let title = match &view.pager {
        Some(pager) if pager.prev.is_some() => format!("{} ({})", view.heading, pager.text),
        _ => view.heading.clone(),
    };
    Page {
        file: format!("{GENERATED}{route}"),
        route: route.to_owned(),
        locale: prefix.to_owned(),
        front_matter: FrontMatter {
            title: Some(title.clone()),
            ..FrontMatter::default()
        },
        body: markdown.into(),
        body_line: 1,
        title,
        git: None,
    }
}

/// One locale's blog as it is generated.
struct LocaleBlog<'a> {
    prefix: &'a str,
    locale: &'a Locale,
    per_page: usize,
    config: &'a SiteConfig,
    blog: &'a BlogConfig,
}

/// A generated page: route, view, Markdown body.
type Made = (String, View, String);

impl<'a> LocaleBlog<'a> {
    /// The locale's generated pages, and what its blog home shows.
    fn pages(&self, pages: impl Iterator<Item = &'a Page>) -> (Vec<Made>, View) {
        let list = articles::list(pages);
        let mut out = Vec::new();
        let heading = |key: &str| self.locale.ui(key).to_owned();
        let categories = self.terms(Kind::Category, &list);
        let tags = self.terms(Kind::Tag, &list);
        let card = blogger::card(
            self.config,
            self.blog,
            self.locale,
            blogger::Counts {
                articles: list.len(),
                categories: categories.len(),
                tags: tags.len(),
                prefix: self.prefix,
            },
        );
        let mut article_pages =
            self.paged(Kind::Articles, "article/", heading("blogArticles"), &list);
        for (_, view, _) in &mut article_pages {
            view.blogger = Some(card.clone());
        }
        // The home lists the article list's first page, and goes on at its second.
        let mut home = article_pages
            .first()
            .map(|(_, view, _)| view.clone())
            .unwrap_or_else(|| self.view(Kind::Articles, heading("blogArticles")));
        home.kind = Kind::Home;
        for entry in &mut home.nav {
            entry.current = false;
        }
        if let Some(pager) = &mut home.pager {
            pager.prev = None;
        }
        out.extend(article_pages);
        for (kind, terms) in [(Kind::Category, categories), (Kind::Tag, tags)] {
            let (index_kind, base, title_key, index_key) = match kind {
                Kind::Category => (
                    Kind::Categories,
                    "category/",
                    "blogCategory",
                    "blogCategories",
                ),
                _ => (Kind::Tags, "tag/", "blogTag", "blogTags"),
            };
            let index = terms
                .iter()
                .map(|(term, _)| term.clone())
                .collect::<Vec<_>>();
            let mut view = self.view(index_kind, heading(index_key));
            view.terms = index;
            out.push(self.made(format!("{}{base}", self.prefix), view));
            for (term, members) in &terms {
                let at = term.link.strip_prefix(self.prefix).unwrap_or(&term.link);
                let title = self.locale.ui(title_key).replace("$1", &term.name);
                out.extend(self.paged(kind, at, title, members));
            }
        }
        let mut timeline = self.view(Kind::Timeline, heading("blogTimeline"));
        timeline.years = articles::timeline(&list)
            .into_iter()
            .map(|(year, list)| Year {
                year,
                articles: list.iter().map(|a| self.card(a)).collect(),
            })
            .collect();
        out.push(self.made(format!("{}timeline/", self.prefix), timeline));
        let starred = articles::starred(&list);
        out.extend(self.paged(Kind::Star, "star/", heading("blogStar"), &starred));
        (out, home)
    }

    /// Every category or tag of the articles, by name, with its articles in list order. Names
    /// that make the same segment (`Apple`, `apple`) are one term, named as first written.
    fn terms(&self, kind: Kind, list: &[Article<'a>]) -> Vec<(Term, Vec<Article<'a>>)> {
        let mut by_link: BTreeMap<String, (Term, Vec<Article>)> = BTreeMap::new();
        for article in list {
            let fm = &article.page.front_matter;
            let names = if kind == Kind::Category {
                &fm.category
            } else {
                &fm.tag
            };
            let mut seen = HashSet::new();
            for name in names {
                let Some(link) = term_route(self.prefix, kind, name) else {
                    continue;
                };
                if !seen.insert(link.clone()) {
                    continue;
                }
                let entry = by_link.entry(link.clone()).or_insert_with(|| {
                    let term = Term {
                        name: name.trim().to_owned(),
                        link,
                        count: 0,
                    };
                    (term, Vec::new())
                });
                entry.0.count += 1;
                entry.1.push(*article);
            }
        }
        let mut terms: Vec<_> = by_link.into_values().collect();
        terms.sort_by(|(a, _), (b, _)| a.name.to_lowercase().cmp(&b.name.to_lowercase()));
        terms
    }

    /// A list at `at` (under the prefix), cut into pages of `per_page`: `at`, `at2.html`, …
    fn paged(&self, kind: Kind, at: &str, heading: String, list: &[Article]) -> Vec<Made> {
        let chunks: Vec<&[Article]> = if list.is_empty() {
            vec![&[]]
        } else {
            list.chunks(self.per_page).collect()
        };
        let route = |n: usize| {
            if n == 1 {
                format!("{}{at}", self.prefix)
            } else {
                format!("{}{at}{n}.html", self.prefix)
            }
        };
        let pages = chunks.len();
        chunks
            .into_iter()
            .enumerate()
            .map(|(i, chunk)| {
                let n = i + 1;
                let mut view = self.view(kind, heading.clone());
                view.articles = chunk.iter().map(|a| self.card(a)).collect();
                if pages > 1 {
                    view.pager = Some(Pager {
                        text: self
                            .locale
                            .ui("blogPage")
                            .replace("$1", &n.to_string())
                            .replace("$2", &pages.to_string()),
                        prev: (n > 1).then(|| route(n - 1)),
                        next: (n < pages).then(|| route(n + 1)),
                        prev_label: self.locale.ui("prev").to_owned(),
                        next_label: self.locale.ui("next").to_owned(),
                    });
                }
                self.made(route(n), view)
            })
            .collect()
    }

    fn view(&self, kind: Kind, heading: String) -> View {
        let current_base = match kind {
            Kind::Articles => "article/",
            Kind::Categories | Kind::Category => "category/",
            Kind::Tags | Kind::Tag => "tag/",
            Kind::Timeline => "timeline/",
            Kind::Star => "star/",
            Kind::Home => "",
        };
        let nav = [
            ("article/", "blogArticles"),
            ("category/", "blogCategories"),
            ("tag/", "blogTags"),
            ("timeline/", "blogTimeline"),
            ("star/", "blogStar"),
        ]
        .into_iter()
        .map(|(base, key)| NavEntry {
            text: self.locale.ui(key).to_owned(),
            link: format!("{}{base}", self.prefix),
            current: base == current_base,
        })
        .collect();
        View {
            kind,
            heading,
            nav,
            articles: Vec::new(),
            terms: Vec::new(),
            years: Vec::new(),
            pager: None,
            empty: self.locale.ui("blogEmpty").to_owned(),
            sticky_label: self.locale.ui("blogSticky").to_owned(),
            star_label: self.locale.ui("blogStarred").to_owned(),
            blogger: None,
        }
    }

    fn card(&self, article: &Article) -> Card {
        let page = article.page;
        let terms = |kind: Kind, names: &[String]| -> Vec<Term> {
            let mut seen = HashSet::new();
            names
                .iter()
                .filter_map(|name| {
                    let link = term_route(self.prefix, kind, name)?;
                    seen.insert(link.clone()).then(|| Term {
                        name: name.trim().to_owned(),
                        link,
                        count: 0,
                    })
                })
                .collect()
        };
        Card {
            route: page.route.clone(),
            title: page.title.clone(),
            date: article.day.map(dates::iso_date),
            date_text: article.day.map(|d| dates::local_date(d, self.locale)),
            excerpt: article.excerpt(),
            categories: terms(Kind::Category, &page.front_matter.category),
            tags: terms(Kind::Tag, &page.front_matter.tag),
            sticky: article.sticky.is_some(),
            star: article.star.is_some(),
        }
    }

    fn made(&self, route: String, view: View) -> Made {
        let markdown = markdown(&view);
        (route, view, markdown)
    }
}

/// The Markdown body of a generated page: its heading and its list as links, which search
/// indexes and lint checks like any page's.
fn markdown(view: &View) -> String {
    let mut out = format!("# {}\n\n", text(&view.heading));
    let link = |name: &str, route: &str| {
        format!(
            "[{}](<{}>)",
            text(name),
            crate::site::route::encode_path(route)
        )
    };
    let card = |c: &Card| {
        let mut line = format!("- {}", link(&c.title, &c.route));
        if let Some(excerpt) = &c.excerpt {
            line.push_str(&format!(": {}", text(excerpt)));
        }
        line.push('\n');
        line
    };
    out.extend(view.articles.iter().map(card));
    out.extend(
        view.terms
            .iter()
            .map(|t| format!("- {} ({})\n", link(&t.name, &t.link), t.count)),
    );
    for year in &view.years {
        out.push_str(&format!("\n## {}\n\n", year.year));
        out.extend(year.articles.iter().map(card));
    }
    out
}

/// Text as Markdown reads it literally: ASCII punctuation escaped, line breaks folded.
fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\n' | '\r' => out.push(' '),
            c if c.is_ascii_punctuation() => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests;
