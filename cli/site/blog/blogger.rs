//! The blogger card (theme-hope's "blogger info"): who writes the blog, a line about them, a link
//! to their introduction page and their profiles elsewhere, with how many articles, categories and
//! tags the blog holds. site.yaml's `blog:` sets it for every locale; a locale's own `blog:`
//! (`locales./zh/.blog`) replaces any of its texts in that language.

use std::collections::BTreeMap;

use super::view::{Blogger, Media, Stat};
use crate::site::blog_config::BlogConfig;
use crate::site::{Locale, SiteConfig};

/// How many of each the card counts, with the pages that list them.
pub struct Counts<'a> {
    pub articles: usize,
    pub categories: usize,
    pub tags: usize,
    pub prefix: &'a str,
}

/// The card of a locale: the locale's own texts over the site's, the name defaulting to the
/// site's author (else the locale's title) and the avatar to the logo.
pub fn card(config: &SiteConfig, blog: &BlogConfig, locale: &Locale, counts: Counts) -> Blogger {
    let own = locale.blog.as_ref();
    let pick = |mine: Option<&Option<String>>, site: &Option<String>| {
        mine.and_then(|m| m.clone())
            .or_else(|| site.clone())
            .filter(|s| !s.trim().is_empty())
    };
    let name = pick(own.map(|o| &o.name), &blog.name)
        .or_else(|| Some(config.author.name.clone()).filter(|n| !n.trim().is_empty()))
        .unwrap_or_else(|| locale.title.clone());
    let avatar = pick(own.map(|o| &o.avatar), &blog.avatar)
        .or_else(|| Some(config.logo.clone()).filter(|l| !l.trim().is_empty()));
    let stat = |key: &str, count: usize, base: &str| Stat {
        text: locale.ui(key).to_owned(),
        count,
        link: format!("{}{base}", counts.prefix),
    };
    Blogger {
        name,
        avatar,
        description: pick(own.map(|o| &o.description), &blog.description),
        intro: pick(own.map(|o| &o.intro), &blog.intro),
        intro_label: locale.ui("blogIntro").to_owned(),
        medias: medias(&blog.medias),
        medias_label: locale.ui("blogMedias").to_owned(),
        stats: vec![
            stat("blogArticles", counts.articles, "article/"),
            stat("blogCategories", counts.categories, "category/"),
            stat("blogTags", counts.tags, "tag/"),
        ],
        label: locale.ui("blogBlogger").to_owned(),
    }
}

/// The profiles, in site.yaml's order of names (a map's order: by name), empty links left out.
fn medias(all: &BTreeMap<String, String>) -> Vec<Media> {
    all.iter()
        .filter(|(_, link)| !link.trim().is_empty())
        .map(|(name, link)| Media {
            name: name.clone(),
            link: link.clone(),
        })
        .collect()
}
