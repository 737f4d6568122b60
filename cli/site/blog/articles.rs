//! Which pages are articles and in which order the lists show them.
//!
//! A page is an article when its front matter says so (`article: true`) or gives it a blog field
//! (`date`, `category`, `tag`, `star`, `sticky`); `article: false` and home pages never are. Lists
//! put pinned (`sticky`) articles first, higher ranks first, then the newest; articles without a
//! date come last, in file order. Only the front-matter date counts: a list does not reorder when
//! someone commits.

use std::cmp::Ordering;

use crate::site::dates;
use crate::site::front_matter::BlogMark;
use crate::site::Page;

/// One article of a locale, with what the lists sort and group by.
#[derive(Debug, Clone, Copy)]
pub struct Article<'a> {
    pub page: &'a Page,
    /// Midnight UTC of its front-matter date, in Unix milliseconds.
    pub day: Option<i64>,
    /// Rank among the pinned, when pinned.
    pub sticky: Option<f64>,
    /// Rank among the starred, when starred.
    pub star: Option<f64>,
}

impl<'a> Article<'a> {
    /// The article `page` is, if it is one.
    pub fn of(page: &'a Page) -> Option<Self> {
        let fm = &page.front_matter;
        if fm.home == Some(true) || fm.article == Some(false) {
            return None;
        }
        let blog_field = fm.date.is_some()
            || !fm.category.is_empty()
            || !fm.tag.is_empty()
            || fm.star.is_some()
            || fm.sticky.is_some();
        (fm.article == Some(true) || blog_field).then(|| Self {
            page,
            day: fm.date.as_deref().and_then(dates::parse_day),
            sticky: BlogMark::rank(fm.sticky),
            star: BlogMark::rank(fm.star),
        })
    }

    /// The summary lists and feeds show: `excerpt`, else the Markdown before `<!-- more -->`
    /// reduced to its text, else `description`.
    pub fn excerpt(&self) -> Option<String> {
        let fm = &self.page.front_matter;
        let marked = self
            .page
            .body
            .split_once("<!-- more -->")
            .map(|(before, _)| {
                // The page's own heading is its title, shown beside the excerpt already.
                let text: Vec<&str> = before
                    .lines()
                    .filter(|l| !l.trim_start().starts_with('#'))
                    .collect();
                plain_text(&text.join("\n"))
            })
            .filter(|t| !t.is_empty());
        fm.excerpt
            .clone()
            .or(marked)
            .or_else(|| fm.description.clone())
            .filter(|t| !t.trim().is_empty())
    }
}

/// The articles of `pages` in list order.
pub fn list<'a>(pages: impl IntoIterator<Item = &'a Page>) -> Vec<Article<'a>> {
    let mut out: Vec<Article> = pages.into_iter().filter_map(Article::of).collect();
    out.sort_by(list_order);
    out
}

/// Pinned first (higher rank first), then newest first, undated last, then by file.
pub fn list_order(a: &Article, b: &Article) -> Ordering {
    let pinned = |x: &Article| x.sticky.is_some();
    pinned(b)
        .cmp(&pinned(a))
        .then_with(|| rank_desc(a.sticky, b.sticky))
        .then_with(|| newest_first(a, b))
}

/// The starred articles, higher rank first, then newest first.
pub fn starred<'a>(articles: &[Article<'a>]) -> Vec<Article<'a>> {
    let mut out: Vec<Article> = articles
        .iter()
        .filter(|a| a.star.is_some())
        .copied()
        .collect();
    out.sort_by(|a, b| rank_desc(a.star, b.star).then_with(|| newest_first(a, b)));
    out
}

/// The dated articles by year, newest year and article first.
pub fn timeline<'a>(articles: &[Article<'a>]) -> Vec<(i64, Vec<Article<'a>>)> {
    let mut dated: Vec<Article> = articles
        .iter()
        .filter(|a| a.day.is_some())
        .copied()
        .collect();
    dated.sort_by(newest_first);
    let mut years: Vec<(i64, Vec<Article>)> = Vec::new();
    for article in dated {
        let year = dates::year(article.day.unwrap_or_default());
        match years.last_mut() {
            Some((y, list)) if *y == year => list.push(article),
            _ => years.push((year, vec![article])),
        }
    }
    years
}

fn rank_desc(a: Option<f64>, b: Option<f64>) -> Ordering {
    b.unwrap_or(0.0)
        .partial_cmp(&a.unwrap_or(0.0))
        .unwrap_or(Ordering::Equal)
}

fn newest_first(a: &Article, b: &Article) -> Ordering {
    match (a.day, b.day) {
        (Some(x), Some(y)) => y.cmp(&x),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
    .then_with(|| a.page.file.cmp(&b.page.file))
}

/// Markdown reduced to its words: markup characters and HTML tags dropped, whitespace folded.
fn plain_text(markdown: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in markdown.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if in_tag => {}
            '#' | '*' | '_' | '`' | '[' | ']' | '>' => {}
            c if c.is_whitespace() => {
                if !out.is_empty() && !out.ends_with(' ') {
                    out.push(' ');
                }
            }
            c => out.push(c),
        }
    }
    out.trim_end().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::front_matter::FrontMatter;

    fn page(file: &str, yaml: serde_json::Value, body: &str) -> Page {
        let (front_matter, problems) = FrontMatter::from_value(&yaml);
        assert!(problems.is_empty(), "{problems:?}");
        Page {
            file: file.into(),
            route: format!("/{}", file.replace(".md", ".html")),
            locale: "/".into(),
            front_matter,
            body: body.into(),
            body_line: 1,
            title: file.into(),
            git: None,
        }
    }

    fn files(list: &[Article]) -> Vec<String> {
        list.iter().map(|a| a.page.file.clone()).collect()
    }

    #[test]
    fn blog_fields_make_an_article_and_home_or_article_false_do_not() {
        use serde_json::json;
        let pages = [
            page("plain.md", json!({}), ""),
            page("dated.md", json!({"date": "2022-01-01"}), ""),
            page("tagged.md", json!({"tag": ["x"]}), ""),
            page("said.md", json!({"article": true}), ""),
            page("pinned.md", json!({"sticky": false}), ""),
            page(
                "out.md",
                json!({"date": "2022-01-01", "article": false}),
                "",
            ),
            page("home.md", json!({"home": true, "date": "2022-01-01"}), ""),
        ];
        let mut found = files(&list(&pages));
        found.sort();
        assert_eq!(found, ["dated.md", "pinned.md", "said.md", "tagged.md"]);
    }

    #[test]
    fn list_puts_sticky_first_then_newest_then_undated() {
        use serde_json::json;
        let pages = [
            page("a.md", json!({"date": "2021-05-01"}), ""),
            page("b.md", json!({"date": "2023-01-01"}), ""),
            page("c.md", json!({"tag": ["t"]}), ""),
            page("d.md", json!({"date": "2020-01-01", "sticky": true}), ""),
            page("e.md", json!({"date": "2019-01-01", "sticky": 10}), ""),
            page("f.md", json!({"date": "not a date"}), ""),
        ];
        assert_eq!(
            files(&list(&pages)),
            ["e.md", "d.md", "b.md", "a.md", "c.md", "f.md"]
        );
    }

    #[test]
    fn starred_ranks_then_dates_and_timeline_groups_by_year() {
        use serde_json::json;
        let pages = [
            page("a.md", json!({"date": "2021-05-01", "star": true}), ""),
            page("b.md", json!({"date": "2023-01-01", "star": 2}), ""),
            page("c.md", json!({"date": "2021-09-01"}), ""),
            page("d.md", json!({"star": true}), ""),
        ];
        let all = list(&pages);
        assert_eq!(files(&starred(&all)), ["b.md", "a.md", "d.md"]);
        let years: Vec<(i64, Vec<String>)> = timeline(&all)
            .iter()
            .map(|(y, list)| (*y, files(list)))
            .collect();
        assert_eq!(
            years,
            [
                (2023, vec!["b.md".to_owned()]),
                (2021, vec!["c.md".to_owned(), "a.md".to_owned()])
            ]
        );
    }

    #[test]
    fn excerpt_comes_from_the_field_the_more_marker_or_the_description() {
        use serde_json::json;
        let marked = page(
            "m.md",
            json!({"date": "2022-01-01", "description": "d"}),
            "# Title\n\nIntro with **bold** and <span>html</span>.\n\n<!-- more -->\n\nRest.",
        );
        assert_eq!(
            Article::of(&marked).unwrap().excerpt().as_deref(),
            Some("Intro with bold and html.")
        );
        let described = page(
            "d.md",
            json!({"date": "2022-01-01", "description": "d"}),
            "x",
        );
        assert_eq!(
            Article::of(&described).unwrap().excerpt().as_deref(),
            Some("d")
        );
        let own = page(
            "o.md",
            json!({"tag": ["t"], "excerpt": "e"}),
            "a <!-- more --> b",
        );
        assert_eq!(Article::of(&own).unwrap().excerpt().as_deref(), Some("e"));
    }
}
