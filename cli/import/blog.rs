//! theme-hope's blog and the feed plugin as site.yaml's `blog:` and `feed:`: `plugins.blog` (or a
//! `blogPlugin(…)` call) turns the blog on, the theme's `blog.articlePerPage` sets its page size,
//! `plugins.feed`'s `atom`, `rss`, `json` and `count` choose the feeds. What docs does its own way
//! (custom blog types, filters, sorters) is reported, not converted. The blogger card's texts and
//! profiles, a locale's own card texts and its `blogLocales` words come across.

use std::collections::BTreeMap;

use super::integrations::Integrations;
use super::js_literal::{Js, Node};
use super::report::{Action, Finding};
use crate::site::blog_config::{BlogConfig, FeedConfig, LocaleBlogger};

/// Convert the blog or feed plugin; `false` for any other plugin.
pub fn plugin(
    name: &str,
    options: Option<&Node>,
    at: &Node,
    extras: &mut Integrations,
    findings: &mut Vec<Finding>,
) -> bool {
    let off = options.is_some_and(|o| matches!(o.value, Js::Bool(false)));
    match name {
        "blog" if !off => {
            extras.blog.get_or_insert_with(BlogConfig::default);
            findings.push(
                Finding::at(&at.at, "plugin `blog` converted to `blog:` in site.yaml: pages with `date`, `category`, `tag`, `star` or `sticky` front matter (or `article: true`) are its articles")
                    .with(Action::Converted),
            );
            for key in [
                "type",
                "filter",
                "sorter",
                "getInfo",
                "category",
                "excerptFilter",
            ] {
                if let Some(node) = options.and_then(|o| o.get(key)) {
                    findings.push(Finding::at(
                        &node.at,
                        format!("blog option `{key}` not converted: docs lists articles, categories, tags, the timeline and starred articles by front matter"),
                    ));
                }
            }
            true
        }
        "feed" if !off => {
            let flag = |key: &str| {
                options
                    .and_then(|o| o.get(key))
                    .is_some_and(|n| matches!(n.value, Js::Bool(true)))
            };
            let mut feed = FeedConfig {
                atom: flag("atom"),
                rss: flag("rss"),
                json: flag("json"),
                ..FeedConfig::default()
            };
            if let Some(Js::Num(n)) = options.and_then(|o| o.get("count")).map(|n| &n.value) {
                if *n >= 1.0 && n.is_finite() {
                    feed.count = *n as usize;
                }
            }
            let message = if feed.atom || feed.rss || feed.json {
                "plugin `feed` converted to `feed:` in site.yaml (Atom, RSS and JSON feeds per locale)"
            } else {
                "plugin `feed` converted to `feed:` in site.yaml, with no feed on, as the plugin had none (set `atom`, `rss` or `json` to true)"
            };
            findings.push(Finding::at(&at.at, message).with(Action::Converted));
            extras.feed = Some(feed);
            true
        }
        _ => false,
    }
}

/// The theme's `blog` options: `articlePerPage` is read (once the blog is on), and the blogger
/// card's `name`, `avatar`, `description`, `intro` and `medias`; the card's display switches are
/// docs' own and are reported.
pub fn theme_options(theme: &Node, extras: &mut Integrations, findings: &mut Vec<Finding>) {
    let Some(Js::Object(entries)) = theme.get("blog").map(|n| &n.value) else {
        return;
    };
    let Some(blog) = &mut extras.blog else {
        return;
    };
    for (key, value) in entries {
        match (key.as_str(), &value.value) {
            ("articlePerPage", Js::Num(n)) if *n >= 1.0 && n.is_finite() => {
                blog.articles_per_page = *n as usize;
            }
            ("medias", Js::Object(medias)) => {
                for (name, media) in medias {
                    // `GitHub: "https://…"`, or `{ icon, link }` for a profile theme-hope has no icon of.
                    let link = media
                        .as_str()
                        .or_else(|| media.get("link").and_then(Node::as_str));
                    match link {
                        Some(link) => {
                            blog.medias.insert(name.clone(), link.to_owned());
                        }
                        None => findings.push(Finding::at(
                            &media.at,
                            format!("blog media `{name}` not converted: it has no link"),
                        )),
                    }
                }
                findings.push(
                    Finding::at(&value.at, "blog option `medias` converted to `blog.medias` in site.yaml (the card links each profile by its name)")
                        .with(Action::Converted),
                );
            }
            _ => match card_text(key, value) {
                Some(text) => set_text(blog, key, text),
                None => findings.push(
                    Finding::at(
                        &value.at,
                        format!(
                            "blog option `{key}` dropped: docs draws the blogger card its own way"
                        ),
                    )
                    .with(Action::Dropped),
                ),
            },
        }
    }
}

/// A locale's `blog` (its blogger card's texts) and `blogLocales` (the blog's words in its
/// language): the card's texts for site.yaml's `locales.<prefix>.blog`, the words as UI strings.
pub fn locale_options(
    locale: Option<&Node>,
    findings: &mut Vec<Finding>,
) -> (Option<LocaleBlogger>, BTreeMap<String, String>) {
    let mut card = LocaleBlogger::default();
    if let Some(Js::Object(entries)) = locale.and_then(|l| l.get("blog")).map(|n| &n.value) {
        for (key, value) in entries {
            match card_text(key, value) {
                Some(text) => match key.as_str() {
                    "name" => card.name = Some(text),
                    "avatar" => card.avatar = Some(text),
                    "description" => card.description = Some(text),
                    _ => card.intro = Some(text),
                },
                None => findings.push(
                    Finding::at(
                        &value.at,
                        format!("locale blog option `{key}` dropped: a locale sets the card's name, avatar, description and intro"),
                    )
                    .with(Action::Dropped),
                ),
            }
        }
    }
    let mut ui = BTreeMap::new();
    if let Some(Js::Object(entries)) = locale.and_then(|l| l.get("blogLocales")).map(|n| &n.value) {
        for (key, value) in entries {
            let ui_key = BLOG_LOCALES
                .iter()
                .find(|(theirs, _)| theirs == key)
                .map(|(_, ours)| *ours);
            match (ui_key, value.as_str()) {
                (Some(ours), Some(text)) => {
                    ui.insert(ours.to_owned(), text.to_owned());
                }
                _ => findings.push(Finding::at(
                    &value.at,
                    format!("blog text `{key}` not converted: docs' blog has no page of that name"),
                )),
            }
        }
        if let (false, Some(at)) = (ui.is_empty(), locale.and_then(|l| l.get("blogLocales"))) {
            findings.push(
                Finding::at(
                    &at.at,
                    "`blogLocales` converted to the locale's `ui:` strings in site.yaml",
                )
                .with(Action::Converted),
            );
        }
    }
    let card = (card != LocaleBlogger::default()).then_some(card);
    (card, ui)
}

/// theme-hope's `blogLocales` keys and the UI strings that say the same.
const BLOG_LOCALES: &[(&str, &str)] = &[
    ("article", "blogArticles"),
    ("category", "blogCategories"),
    ("tag", "blogTags"),
    ("timeline", "blogTimeline"),
    ("star", "blogStar"),
    ("intro", "blogIntro"),
];

/// A text of the card (`name`, `avatar`, `description`, `intro`), the intro page as a docs route.
fn card_text(key: &str, value: &Node) -> Option<String> {
    let text = value.as_str()?;
    match key {
        "name" | "description" | "avatar" => Some(text.to_owned()),
        "intro" => Some(super::pages::route_link(text)),
        _ => None,
    }
}

fn set_text(blog: &mut BlogConfig, key: &str, text: String) {
    match key {
        "name" => blog.name = Some(text),
        "avatar" => blog.avatar = Some(text),
        "description" => blog.description = Some(text),
        _ => blog.intro = Some(text),
    }
}
