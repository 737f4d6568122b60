//! What a blog page shows, decided once in Rust: the server draws it (`document::shell::blog`) and
//! the app's `BlogBody` draws the same from the page data, choosing nothing.

use serde::Serialize;

/// Which of the blog's pages this is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    Articles,
    Categories,
    Category,
    Tags,
    Tag,
    Timeline,
    Star,
    /// A home page with `layout: Blog`: its hero, then the newest articles and the blogger card.
    Home,
}

/// One blog page (`PageData.blog`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub kind: Kind,
    pub heading: String,
    /// The blog's own pages (articles, categories, tags, timeline, starred), for the switcher.
    pub nav: Vec<NavEntry>,
    /// The listed articles (lists), this page's share when paged.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub articles: Vec<Card>,
    /// Every category or tag with its count (index pages).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub terms: Vec<Term>,
    /// The dated articles by year (timeline).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub years: Vec<Year>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pager: Option<Pager>,
    /// Shown when there is nothing to list.
    pub empty: String,
    /// Labels of the marks on a card.
    pub sticky_label: String,
    pub star_label: String,
    /// The blogger card, beside the list (the blog home and the article list).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blogger: Option<Blogger>,
}

/// Who writes the blog (`blogger::card`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Blogger {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub avatar: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The introduction page's link, and its link text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub intro: Option<String>,
    pub intro_label: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub medias: Vec<Media>,
    /// The name of the profiles' list, for assistive technology.
    pub medias_label: String,
    /// Articles, categories, tags: how many, and their page.
    pub stats: Vec<Stat>,
    /// The card's name, for assistive technology.
    pub label: String,
}

/// A profile elsewhere (`GitHub`, `Email`…).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Media {
    pub name: String,
    pub link: String,
}

/// One count of the card.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stat {
    pub text: String,
    pub count: usize,
    pub link: String,
}

/// A link of the switcher.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NavEntry {
    pub text: String,
    pub link: String,
    pub current: bool,
}

/// An article as a list shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Card {
    pub route: String,
    pub title: String,
    /// `YYYY-MM-DD`, for `<time datetime>`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// The date as the locale writes it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date_text: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub excerpt: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<Term>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<Term>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub sticky: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub star: bool,
}

/// A category or tag: its name as first written, its page and how many articles it holds.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Term {
    pub name: String,
    pub link: String,
    pub count: usize,
}

/// One year of the timeline.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Year {
    pub year: i64,
    pub articles: Vec<Card>,
}

/// Where a paged list is.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Pager {
    /// `Page 2 of 3`, in the locale's words.
    pub text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prev: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<String>,
    pub prev_label: String,
    pub next_label: String,
}
